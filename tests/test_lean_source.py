"""The Lean source reader: the library's own files, many small snippets, and one test per kind of
malformed input with its exact location."""

from __future__ import annotations

from pathlib import Path

import pytest

from dgg.errors import InputError, LeanSyntaxError
from dgg.lean.source import identifiers, read_file, read_paths, read_text
from dgg.model.terms import Abs, Arrow, BinOp, Quant
from dgg.project import DEFAULT_TAGS, source_tags
from dgg.statements import collect_defs, load, statement_of

ROOT = Path(__file__).resolve().parents[1]
LEAN_FILES = sorted((ROOT / "Dgg").rglob("*.lean"))
TAGS = source_tags(ROOT)


def one(src: str, **kw):
    decls = read_text(src, "t.lean", **kw)
    assert len(decls) == 1, [d.name for d in decls]
    return decls[0]


# ---------------------------------------------------------------- the library itself

def test_softmax_file_exists() -> None:
    assert ROOT / "Dgg" / "Softmax.lean" in LEAN_FILES


@pytest.mark.parametrize("path", LEAN_FILES, ids=lambda p: p.name)
def test_library_file_reads(path: Path) -> None:
    decls = read_file(path, str(path.relative_to(ROOT)), TAGS)
    assert decls, "every library file declares something"
    text = path.read_text(encoding="utf-8").splitlines()
    for d in decls:
        assert d.file == str(path.relative_to(ROOT))
        assert d.name.startswith("Dgg."), d.name
        # the reported position is the declaration keyword
        assert text[d.line - 1][d.col - 1:].startswith(d.kind.split()[0]), (d.name, d.line, d.col)
        if d.kind in ("theorem", "lemma"):
            assert d.conclusion_text, d.name
            assert d.parsed, (d.name, d.reason)
            assert d.conclusion is not None
            assert d.proof_span is not None and d.value_text
            (l0, c0), (l1, c1) = d.proof_span
            assert text[l0 - 1][c0 - 1:].startswith(d.value_text.splitlines()[0])
            assert text[l1 - 1][:c1 - 1].endswith(d.value_text.splitlines()[-1])
        for b in d.binders:
            assert b.kind in ("explicit", "implicit", "strict", "inst")
            if b.kind != "inst":
                assert b.name


def test_public_theorems_have_docstrings_and_tags() -> None:
    decls = read_paths([ROOT / "Dgg"], ROOT, TAGS)
    for d in decls:
        if d.kind == "theorem" and d.tags:
            assert d.docstring, d.name
            assert set(d.tags) <= set(TAGS)


def test_softmax_definitions() -> None:
    decls = {d.name: d for d in read_file(ROOT / "Dgg" / "Softmax.lean", "Dgg/Softmax.lean")}
    sm = decls["Dgg.softmax"]
    assert sm.kind == "noncomputable def"
    # `variable {V : Type*} [Fintype V]` is joined in front of the def's own binders
    assert [(b.name, b.kind, b.from_variable) for b in sm.binders][:2] == [
        ("V", "implicit", True), ("", "inst", True)]
    assert [b.name for b in sm.binders if not b.from_variable] == ["z", "v"]
    assert isinstance(sm.binders[2].type, Arrow)
    assert sm.value is not None and sm.conclusion_text == "ℝ"
    assert sm.docstring.startswith("The softmax distribution")
    defs = collect_defs(decls.values())
    assert [p.name for p in defs["Dgg.softmax"].params] == ["V", "z", "v"]
    thm = decls["Dgg.sum_softmax"]
    assert thm.conclusion_text == "∑ v, softmax z v = 1"
    assert [b.type_text for b in thm.binders if b.kind == "inst"] == ["Fintype V", "Nonempty V"]


PEAKED = ROOT / "Dgg" / "PeakedCovariance.lean"


def test_seed_002_theorem_in_library() -> None:
    decls = {d.name: d for d in read_file(PEAKED, "Dgg/PeakedCovariance.lean", TAGS)}
    d = decls["Dgg.ug_peaked_gradient_bound"]
    assert "ug-peaked-gradient-bound" in d.tags
    # {n} (π u k) (j₀) (δ F K) and the seven hypotheses: 15 named binders
    assert [b.name for b in d.binders] == ["n", "π", "u", "k", "j₀", "δ", "F", "K", "hπ", "hπs",
                                           "hpeak", "hδ", "hδ1", "hu", "hk"]
    assert [b.name for b in d.hypotheses] == ["hπ", "hπs", "hpeak", "hδ", "hδ1", "hu", "hk"]
    assert isinstance(d.conclusion, BinOp) and isinstance(d.conclusion.lhs, Abs)


def test_seed_002_statement_copy() -> None:
    src = (ROOT / "tests" / "data" / "seed002_statement.txt").read_text(encoding="utf-8")
    d = one(src + " := by\n  sorry\n")
    assert d.name == "ug_peaked_gradient_bound"
    st = statement_of(d, {})
    assert [v.name for v in st.variables] == ["n", "π", "u", "k", "j₀", "δ", "F", "K"]
    assert [h.name for h in st.hypotheses] == ["hπ", "hπs", "hpeak", "hδ", "hδ1", "hu", "hk"]
    assert isinstance(st.hypotheses[0].term, Quant)
    assert st.conclusion_text.endswith("≤ 8 * F * K * δ")


def test_load_resolves_library_defs_for_a_user_file(tmp_path: Path) -> None:
    f = tmp_path / "User.lean"
    f.write_text("open Dgg\ntheorem mine (z : Fin 3 → ℝ) : 0 ≤ Dgg.softmax z 0 := by\n  sorry\n",
                 encoding="utf-8")
    decls, stmts = load([f], ROOT)
    assert [s.name for s in stmts] == ["mine"]
    assert "Dgg.softmax" in stmts[0].defs
    assert stmts[0].resolve_def("softmax") is stmts[0].defs["Dgg.softmax"]


# ---------------------------------------------------------------- snippets

def test_nested_comments_and_docstring_tags_vs_citations() -> None:
    d = one("/- a /- nested -/ comment with theorem x : P := y -/\n"
            "/-- Cites [ug-peaked-gradient-bound] and [miao2026when, Section 4.2.1],"
            " [beyond-seed]. -/\ntheorem t : 1 = 1 := rfl\n")
    assert d.tags == ["ug-peaked-gradient-bound", "beyond-seed"]
    assert d.docstring.startswith("Cites") and not d.docstring.endswith("-/")
    assert (d.line, d.col) == (3, 1)
    assert one("/-- [x] -/ theorem t : 1 = 1 := rfl", tags=("x",)).tags == ["x"]


def test_module_doc_is_not_a_docstring() -> None:
    d = one("/-! # Module [beyond-seed] -/\ntheorem t : 1 = 1 := rfl\n")
    assert d.docstring == "" and d.tags == []


def test_comments_inside_multiline_binders() -> None:
    src = ("theorem t {n : ℕ} -- the size\n"
           "    (x : Fin n → ℝ) /- the point\n  (y : ℝ) -/ (hx : ∀ i, 0 ≤ x i)\n"
           "    (h : -- a hypothesis\n      0 < n) :\n    0 ≤ ∑ i, x i := by\n  sorry\n")
    d = one(src)
    assert [b.name for b in d.binders] == ["n", "x", "hx", "h"]
    assert [b.is_hyp for b in d.binders] == [False, False, True, True]
    h = d.binders[3]
    assert h.type_text == "0 < n" and h.type.pos == (5, 7)
    assert (h.line, h.col) == (4, 6)
    assert d.conclusion.pos == (6, 5)
    assert d.proof_span == ((6, 21), (7, 8))


def test_binder_kinds() -> None:
    d = one("theorem t {α : Type*} ⦃x : α⦄ [inst : Fintype α] [DecidableEq α] (a b : ℝ) :"
            " a = a := rfl")
    assert [(b.name, b.kind) for b in d.binders] == [
        ("α", "implicit"), ("x", "strict"), ("inst", "inst"), ("", "inst"), ("a", "explicit"),
        ("b", "explicit")]
    assert d.binders[2].type_text == "Fintype α"


@pytest.mark.parametrize("ty, hyp", [
    ("ℝ", False), ("ℕ", False), ("Fin n → ℝ", False), ("Matrix V (Fin d) ℝ", False),
    ("Type*", False), ("Finset ι", False), ("V → W", False), ("E →L[ℝ] F", False),
    ("0 < x", True), ("∀ j, 0 ≤ f j", True), ("∃ j, f j = 0", True), ("¬ x = 0", True),
    ("x = 0 → y = 0", True), ("s.Nonempty", True), ("Monotone f", True),
    ("HasDerivAt f 1 0", True), ("Function.Injective f", True), ("StrictMono f", True),
    ("IsOpen s", True), ("P", True), ("x ∈ s", True), ("p ∧ q", True), ("a ∣ b", True),
    ("∫ t, f t = 1", True), ("∫ t, f t", False),
])
def test_is_hyp(ty: str, hyp: bool) -> None:
    d = one(f"theorem t {{V W E F ι : Type*}} (n d : ℕ) (P : Prop) (f : ℝ → ℝ) (x y : ℝ) "
            f"(s : Set ℝ) (p q : Prop) (a b : ℕ) (h : {ty}) : True := trivial")
    assert d.binders[-1].is_hyp is hyp


def test_unicode_names_and_namespaces_sections() -> None:
    src = ("namespace A.B\nsection S\nopen Real Finset\n"
           "theorem hπ₀' (δ : ℝ) : δ = δ := rfl\nend S\nnamespace C\n"
           "lemma Φ' : True := trivial\nend C\nend A.B\ntheorem top : True := trivial\n")
    decls = read_text(src, "u.lean")
    assert [d.name for d in decls] == ["A.B.hπ₀'", "A.B.C.Φ'", "top"]
    assert decls[0].opens == ["Real", "Finset"] and decls[0].namespace == "A.B"
    assert decls[1].opens == [] and decls[1].namespace == "A.B.C"
    assert decls[1].kind == "lemma"


def test_open_in_applies_to_one_command() -> None:
    decls = read_text("open Real in\ntheorem a : True := trivial\ntheorem b : True := trivial\n",
                      "o.lean")
    assert decls[0].opens == ["Real"] and decls[1].opens == []


def test_variable_joining() -> None:
    src = ("variable {n : ℕ} {V : Type*} [Fintype V] [DecidableEq V] (x : Fin n → ℝ) (c : ℝ)\n"
           "  (hc : 0 < c) {m : ℕ}\n"
           "theorem t1 (hx : ∀ i, 0 ≤ x i) : 0 ≤ ∑ i, x i := by\n  sorry\n"
           "theorem t2 (f : V → ℝ) : f = f := rfl\n"
           "theorem t3 : c * 1 = c := by\n  sorry\n")
    t1, t2, t3 = read_text(src, "v.lean")
    assert [b.name for b in t1.binders] == ["n", "x", "hx"]
    assert [b.from_variable for b in t1.binders] == [True, True, False]
    assert [(b.name, b.type_text) for b in t2.binders] == [
        ("V", "Type*"), ("", "Fintype V"), ("", "DecidableEq V"), ("f", "V → ℝ")]
    assert [b.name for b in t3.binders] == ["c"]


def test_include_and_omit() -> None:
    # Mathlib/NumberTheory/PellMatiyasevic.lean: `include a1 in theorem asq_pos : 0 < a * a` was
    # read without `a1 : 1 < a` and refuted at a = 0
    src = ("variable {a : ℕ} (a1 : 1 < a) (a2 : 2 < a)\n"
           "include a1 in\ntheorem t1 : 0 < a * a := by sorry\n"
           "theorem t2 : 0 ≤ a := by sorry\n"
           "section\ninclude a1 a2\ntheorem t3 : 0 < a := by sorry\n"
           "omit a2 in\ntheorem t4 : 0 < a := by sorry\n"
           "omit a1\ntheorem t5 : 0 < a := by sorry\nend\n"
           "theorem t6 : 0 < a := by sorry\n")
    names = {d.short_name: [b.name for b in d.binders] for d in read_text(src, "i.lean")}
    assert names == {"t1": ["a", "a1"], "t2": ["a"], "t3": ["a", "a1", "a2"],
                     "t4": ["a", "a1"], "t5": ["a", "a2"], "t6": ["a"]}


def test_equations_on_the_line_of_the_type_and_skipped_commands() -> None:
    # Mathlib/Algebra/Order/Ring/WithTop.lean, Analysis/Convex/Segment.lean, Cone/Basic.lean,
    # NumberTheory/FLT/Three.lean: each was rejected as malformed
    src = ("lemma top_pow : ∀ {n : ℕ}, n ≠ 0 → (2 : ℕ) ^ n ≠ 1 | _ + 1, _ => by simp\n"
           "theorem t (a : ℕ) :\n    a + 0 = a :=\n  #adaptation_note /-- a note -/\n  rfl\n"
           "proof_wanted w (a : ℕ) : a = a\n"
           "local notation3 \"λ\" => 5 - 1\ntheorem u (p : ℕ) (h : p ∣ λ) : p ≤ 4 := by sorry\n")
    d = {x.short_name: x for x in read_text(src, "e.lean")}
    assert sorted(d) == ["t", "top_pow", "u"]
    assert d["top_pow"].conclusion_text == "∀ {n : ℕ}, n ≠ 0 → (2 : ℕ) ^ n ≠ 1"
    assert d["t"].conclusion_text == "a + 0 = a" and "rfl" in (d["t"].value_text or "")
    assert not d["u"].parsed and "notation `λ` declared in this file" in (d["u"].reason or "")


def test_variable_binder_update_and_sections_scope() -> None:
    src = ("section\nvariable (x : ℝ)\nvariable {x}\ntheorem a : x = x := rfl\nend\n"
           "theorem b (y : ℝ) : y = y := rfl\n")
    a, b = read_text(src, "s.lean")
    assert [(v.name, v.kind) for v in a.binders] == [("x", "implicit")]
    assert [v.name for v in b.binders] == ["y"]


def test_declaration_kinds() -> None:
    src = ("universe u\nset_option maxHeartbeats 400000 in\n@[simp] lemma l : True := trivial\n"
           "private theorem p : True := trivial\nprotected def d (x : ℝ) : ℝ := x + 1\n"
           "abbrev Ab : Type := ℕ\nnoncomputable def nd : ℝ := Real.pi\n"
           "instance : Inhabited ℕ := ⟨0⟩\nexample : 1 + 1 = 2 := rfl\nalias l' := l\n"
           "structure P where\n  x : ℕ\nclass C (α : Type) where\n  op : α\n"
           "inductive I where\n  | a | b\n"
           "def f : ℕ → ℕ\n  | 0 => 1\n  | n + 1 => n\n")
    decls = read_text(src, "k.lean")
    assert [(d.name, d.kind) for d in decls] == [
        ("l", "lemma"), ("p", "theorem"), ("d", "def"), ("Ab", "abbrev"),
        ("nd", "noncomputable def"), ("instance", "instance"), ("example", "example"),
        ("l'", "alias"), ("P", "structure"), ("C", "class"), ("I", "inductive"), ("f", "def")]
    assert decls[7].alias_of == "l"
    assert decls[2].value_text == "x + 1" and decls[2].value is not None
    assert decls[-1].value_text.startswith("| 0 => 1")
    assert (decls[4].line, decls[4].col) == (7, 1)
    assert (decls[0].line, decls[0].col) == (3, 9)


def test_out_of_fragment_statement_is_listed_unparsed() -> None:
    d = one("theorem t (f : ℝ → ℝ)\n    (h : ∫ x in (0:ℝ)..1, f x = 1) : True := trivial")
    assert not d.parsed and d.reason.startswith("integral `∫` at t.lean:2:10")
    assert d.binders[-1].is_hyp and d.binders[-1].type is None
    d = one("theorem t (s : Set ℝ) : s = {x ^ 2 | x : ℝ} := sorry")
    assert not d.parsed and "set-builder" in d.reason and d.reason.endswith("t.lean:1:29")


def test_proof_with_strings_and_char_literals() -> None:
    d = one("theorem t (x' : ℝ) : x' = x' := by\n  -- \"quote\" (\n  trace \"(\"\n  exact rfl\n")
    assert d.value_text.endswith("exact rfl")
    assert [b.name for b in d.binders] == ["x'"]


def test_identifiers() -> None:
    text = ("by\n  simp [Finset.sum_le_sum, hπ.le] -- ignore this\n"
            "  exact (h 2.5 \"s\").le /- and this -/ x₀")
    ids = identifiers(text, 10, 5)
    assert ids == [("simp", 11, 3), ("Finset.sum_le_sum", 11, 9), ("hπ.le", 11, 28),
                   ("exact", 12, 3), ("h", 12, 10), ("x₀", 12, 39)]
    assert identifiers("fun x ↦ x") == [("x", 1, 5), ("x", 1, 9)]


# ---------------------------------------------------------------- malformed input

@pytest.mark.parametrize("src, line, col, words", [
    ("theorem t (x : ℕ : x = x := rfl", 1, 11, "never closed"),
    ("theorem t (x : ℕ)) : x = x := rfl", 1, 18, "unmatched `)`"),
    ("theorem t [x : ℕ) : True := trivial", 1, 17, "does not close `[`"),
    ("theorem t : True := by\n  /- never\n  closed", 2, 3, "unterminated comment"),
    ("def s : String := \"abc", 1, 19, "unterminated string"),
    ("theorem t (x : ℕ) := rfl", 1, 19, "no `:`"),
    ("theorem t (x : ℕ) : x = x\n", 1, 26, "no `:=`"),
    ("theorem : True := trivial", 1, 9, "without a name"),
    ("theorem t : True :=\ntheorem u : True := trivial", 1, 18, "nothing after `:=`"),
    ("theorem t (x : ℕ) : := rfl", 1, 19, "empty type"),
    ("theorem t 3 : True := trivial", 1, 11, "among binders"),
    ("namespace A\nend B\n", 2, 1, "does not close"),
    ("end\n", 1, 1, "closes nothing"),
    ("theorem t (h : |x) : True := trivial", 1, 16, "unbalanced `|`"),
    ("theorem t : 1 + = 2 := rfl", 1, 17, "unexpected `=`"),
    ("theorem t [Fintype V] [] : True := trivial", 1, 23, "empty instance binder"),
    ("theorem t (x : ) : True := trivial", 1, 14, "without a type after `:`"),
])
def test_malformed(src: str, line: int, col: int, words: str) -> None:
    with pytest.raises(LeanSyntaxError) as ei:
        read_text(src, "bad.lean")
    loc = ei.value.location
    assert (loc.file, loc.line, loc.col) == ("bad.lean", line, col), str(ei.value)
    assert words in ei.value.message


# ---------------------------------------------------------------- files and directories

def test_read_paths(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "Z.lean").write_text("theorem z : True := trivial\n", encoding="utf-8")
    (tmp_path / "A.lean").write_text("theorem a : True := trivial\n", encoding="utf-8")
    (tmp_path / ".lake").mkdir()
    (tmp_path / ".lake" / "X.lean").write_text("theorem x : True := trivial\n", encoding="utf-8")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "Y.lean").write_text("theorem y : True := trivial\n", encoding="utf-8")
    decls = read_paths([tmp_path], tmp_path)
    assert [(d.name, d.file) for d in decls] == [("a", "A.lean"), ("z", "b/Z.lean")]


def test_read_paths_errors(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        read_paths([tmp_path / "missing.lean"], tmp_path)
    (tmp_path / "empty").mkdir()
    with pytest.raises(InputError, match="no .lean files"):
        read_paths([tmp_path / "empty"], tmp_path)
    (tmp_path / "notes.txt").write_text("theorem", encoding="utf-8")
    with pytest.raises(InputError, match="not a .lean file"):
        read_paths([tmp_path / "notes.txt"], tmp_path)
    bad = tmp_path / "Bad.lean"
    bad.write_bytes(b"theorem t : True := \xff\xfe trivial\n")
    with pytest.raises(LeanSyntaxError, match="Bad.lean:1:21: error: not UTF-8"):
        read_paths([bad], tmp_path)  # located as malformed Lean is (issue 23)


def test_default_tags_are_the_project_tags() -> None:
    assert set(DEFAULT_TAGS) == set(TAGS)


def test_scoped_commands_with_in() -> None:
    src = ("variable (y : ℝ) in\ntheorem a (x : ℝ) : x = y := sorry\n"
           "open Real in theorem b : π = π := rfl\n"
           "set_option maxHeartbeats 1000 in\nopen Finset in\ntheorem c : True := trivial\n"
           "theorem d : y = 1 := sorry\n")
    a, b, c, d = read_text(src, "i.lean")
    assert [x.name for x in a.binders] == ["y", "x"] and a.binders[0].from_variable
    assert (b.name, b.line, b.col, b.opens) == ("b", 3, 14, ["Real"])
    assert c.opens == ["Finset"]
    assert d.opens == [] and d.binders == []


def test_statement_of_splits_binders() -> None:
    src = ("def sq (x : ℝ) : ℝ := x ^ 2\n"
           "def bad (x : ℝ) : ℝ := by exact x\n"
           "theorem t {V : Type*} [Fintype V] [inst : DecidableEq V] (p : V → ℝ) (c : ℝ)\n"
           "    (hp : ∀ v, 0 ≤ p v) (hc : 0 < c) : 0 ≤ sq c := by\n  positivity\n")
    decls = read_text(src, "s.lean")
    defs = collect_defs(decls)
    assert list(defs) == ["sq"]
    assert [p.name for p in defs["sq"].params] == ["x"]
    st = statement_of(decls[2], defs)
    assert [(v.name, v.kind) for v in st.variables] == [("V", "implicit"), ("p", "explicit"),
                                                        ("c", "explicit")]
    assert st.instances == ["Fintype V", "inst : DecidableEq V"]
    assert [(h.name, h.text, h.line, h.col) for h in st.hypotheses] == [
        ("hp", "∀ v, 0 ≤ p v", 4, 11), ("hc", "0 < c", 4, 31)]
    assert st.conclusion_text == "0 ≤ sq c" and st.resolve_def("sq") is defs["sq"]


def test_load_statements_only_for_theorems(tmp_path: Path) -> None:
    f = tmp_path / "A.lean"
    f.write_text("def two : ℝ := 2\nalias two' := two\nlemma l : two = 2 := rfl\n"
                 "example : two = 2 := rfl\n", encoding="utf-8")
    decls, stmts = load([f], tmp_path)
    assert [d.kind for d in decls] == ["def", "alias", "lemma", "example"]
    assert [s.kind for s in stmts] == ["lemma", "example"]
    assert "two" in stmts[0].defs


def test_mutual_and_dotted_sections() -> None:
    src = ("section A.B\nmutual\ndef f : ℕ → ℕ\n  | 0 => 0\n  | n + 1 => g n\n"
           "def g : ℕ → ℕ\n  | 0 => 1\n  | n + 1 => f n\nend\nend A.B\n"
           "noncomputable section\ndef h : ℝ := 1\nend\n")
    decls = read_text(src, "m.lean")
    assert [(d.name, d.line) for d in decls] == [("f", 3), ("g", 6), ("h", 12)]
    assert decls[0].value_text == "| 0 => 0\n  | n + 1 => g n"


def test_docstring_attaches_only_to_the_command_right_after_it() -> None:
    src = ("structure P where\n  /-- the field [beyond-seed] -/\n  x : ℕ\n"
           "theorem t : True := trivial\n/-- doc of u -/\n\n@[simp]\ntheorem u : True := trivial\n")
    p, t, u = read_text(src, "d.lean")
    assert t.docstring == "" and t.tags == []
    assert u.docstring == "doc of u"


def test_file_local_notation_is_out_of_the_fragment_not_malformed() -> None:
    """``notation "ℝ*" => Hyperreal`` (``Mathlib/Analysis/Real/Hyperreal.lean``): Lean reads the
    file's own notation, so a declaration using it is valid Lean that dgg does not read (not
    parsed, with the notation and the place), and the file's other declarations are read."""
    text = ('def Hyp := ℕ\n'
            'notation "ℝ*" => Hyp\n'
            'theorem uses (x : ℝ*) : x = x := by sorry\n'
            'theorem plain (x : ℝ) : x = x := by sorry\n')
    decls = {d.name: d for d in read_text(text, "H.lean")}
    assert not decls["uses"].parsed
    assert decls["uses"].reason == ("notation `ℝ*` declared in this file (dgg reads only Lean's "
                                    "and Mathlib's) at H.lean:3:19")
    assert decls["plain"].parsed
    # a term that uses no such notation is still malformed where Lean rejects it
    with pytest.raises(LeanSyntaxError):
        read_text(text + "theorem bad (x : ℝ) : x + = x := by sorry\n", "H.lean")
