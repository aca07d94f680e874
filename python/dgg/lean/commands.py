"""The command vocabulary of the Lean reader (:mod:`dgg.lean.source`): declaration keywords,
modifiers, the other commands it skips, and the regular expression that finds where a command
starts. Data only; in: nothing, out: the tables."""

from __future__ import annotations

import re

DECL_KW = ("theorem", "lemma", "def", "abbrev", "instance", "example", "alias", "structure",
            "class", "inductive", "axiom", "opaque")
MODIFIERS = {"private", "protected", "noncomputable", "unsafe", "partial", "nonrec", "scoped",
              "local", "public", "meta"}
OTHER_CMDS = ("namespace", "section", "end", "open", "variable", "universe", "universes",
               "set_option", "attribute", "import", "export", "include", "omit", "mutual",
               "macro", "macro_rules", "notation", "notation3", "infix", "infixl", "infixr", "prefix",
               "postfix", "syntax", "elab", "deriving", "initialize", "add_decl_doc", "module",
               "declare_syntax_cat", "elab_rules", "register_option", "run_cmd", "assert_not_exists",
               "suppress_compilation", "irreducible_def", "library_note", "register_simp_attr",
               "initialize_simps_projections", "unseal", "seal", "compile_inductive",
               # a statement without a proof (Batteries' `proof_wanted`: not a theorem, so not
               # read as one) and Mathlib's `name_poly_vars`
               "proof_wanted", "name_poly_vars",
               # Mathlib's other commands (`elab "…" … : command` in Mathlib/Tactic, Mathlib/Util):
               # none declares a statement dgg reads (`recall` restates an existing one)
               "name_power_vars", "to_dual_name_hint", "to_additive_name_hint",
               "to_dual_insert_cast", "to_dual_insert_cast_fun", "insert_to_additive_translation",
               "unsuppress_compilation", "assert_no_sorry", "compile_def", "deprecate",
               "extend_docs", "guard_min_heartbeats", "mk_iff_of_inductive_prop", "recall",
               "stop_at_first_error", "sudo", "unset_option", "whatsnew", "with_weak_namespace",
               # commands of Lean core and of Aesop that Mathlib's files begin lines with (found
               # by listing the first words of Mathlib's lines): none states a theorem
               "unif_hint", "simproc_decl", "dsimproc_decl", "simproc", "dsimproc",
               "grind_pattern", "register_grind_attr", "register_hint", "register_label_attr",
               "register_linter_set", "register_try", "add_aesop_rules", "declare_aesop_rule_sets",
               "declare_config_elab", "declare_core_config_elab")
INDENTED_OK = {"open", "set_option", "attribute", "local", "scoped", "include", "omit"}
#: ``#`` commands recognised anywhere on a line (elsewhere ``#word`` starts a command only at
#: column 1: indented, ``#s`` is the cardinality notation inside a term; ``#adaptation_note`` is
#: also a term and a tactic of Mathlib, as in the proof of ``vadd_segment``).
HASH_CMDS = ("check", "eval", "print", "reduce", "exit", "synth", "lint", "help", "guard_msgs",
              "guard", "align", "align_import", "noalign", "find", "simp",
              "norm_num", "time", "check_failure", "sample", "test", "where", "conv", "whnf",
              "discr_tree_key", "count_heartbeats", "redundant_imports", "min_imports")
CMD_START = re.compile(
    r"^([ \t]*)(@\[|(?<=^)#[a-z_]+\b|#(?:" + "|".join(HASH_CMDS) + r")\b|(?:"
    + "|".join(DECL_KW + OTHER_CMDS + tuple(MODIFIERS))
    + r")(?![A-Za-z0-9_'!?₀-₉ₐ-ₜᵢ-ᵪⱼα-ωΑ-Ω]))", re.M)
IN_CMDS = {"open", "export", "set_option", "variable", "include", "omit", "attribute"}
