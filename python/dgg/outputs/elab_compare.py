"""``dgg compare-elab``: Lean's elaboration of each statement against dgg's.

In: the entries of a ``lake exe dgg_export`` run (:func:`dgg.outputs.export.parse_export`; the
field ``elaborated``, ``docs/export-format.md``) and dgg's statements of the same declarations
(:func:`dgg.statements.load`). Out: one line per difference, ``file:line: NAME: lean has X, dgg
has Y``, and the items not compared because dgg leaves the subterm that holds them untyped.

Both sides are read by :mod:`dgg.outputs.elab_features`: Lean's text as the exporter printed it,
dgg's typed statement (:func:`dgg.elab.elaborate`) printed here in Lean's conventions
(:func:`lean_style`: ``(2 : ℝ)``, ``(-2 : ℤ)``, ``(1 / 2 : ℝ)``, ``(↑n : ℝ)``, ``∀ (x : T), …``,
hypotheses as ``H → …``, an untyped subterm as a placeholder ``⟪i⟫``). What is compared: the
multisets of typed literals and of coercions, the binder types, and the count of each operator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dgg.elab import ElabError, elaborate
from dgg.elab.typed import TBinder, TNode, TypedStatement
from dgg.elab.types import FinTy, FnTy, MatrixTy, SetTy, Ty
from dgg.model.records import Statement
from dgg.model.render import render
from dgg.outputs.elab_features import Features, features, fingerprint, tokens, tree

#: functions tagged ``@[coe]``, which Lean prints as ``↑x`` (``coeDelaborator``)
_COE_FUNCTIONS = frozenset({"Nat.cast", "Int.cast", "Rat.cast", "NNReal.toReal", "Fin.val",
                            "PNat.val", "Subtype.val", "Int.ofNat", "NNRat.cast"})
_COMPOUND = frozenset({"binop", "pow", "smul", "neg", "inv", "rel", "logic", "not", "quant",
                       "lam", "bigop", "ite", "app", "fnapp", "card", "linalg"})


# ---------------------------------------------------------------------------------- dgg's side
class _Printer:
    """dgg's typed statement in Lean's printing conventions; untyped subterms become ``⟪i⟫``."""

    def __init__(self) -> None:
        self.regions: list[str] = []

    def hole(self, text: str) -> str:
        self.regions.append(text)
        return f"⟪{len(self.regions) - 1}⟫"

    def statement(self, ts: TypedStatement, hyp_texts: Sequence[str]) -> str:
        groups = [f"({name} : {type_text(ty)})" if _known(type_text(ty)) else name
                  for name, ty in ts.variables]
        parts = [self.term(h) if h is not None else self.hole(text)
                 for (_, h), text in zip(ts.hypotheses, hyp_texts)]
        body = " → ".join(parts + [self.term(ts.conclusion)])
        return f"∀ {' '.join(groups)}, {body}" if groups else body

    def operand(self, n: TNode) -> str:
        s = self.term(n)
        return f"({s})" if n.kind in _COMPOUND else s

    def term(self, n: TNode) -> str:  # noqa: C901 - one case per kind, as dgg.elab.lower.show
        k, ty = n.kind, type_text(n.ty)
        if k == "opaque" or (k in ("num", "coe") and not _known(ty)):
            return self.hole(render(n.src, 1024))
        if k == "num":
            return n.op if _scientific(n.op) else f"({n.op} : {ty})"
        if k == "neg" and _int_num(n.args[0]):
            return f"(-{n.args[0].op} : {ty})"
        if k == "binop" and n.op == "/" and _rat_literal(n):
            a, b = n.args
            p = f"-{a.args[0].op}" if a.kind == "neg" else a.op
            return f"({p} / {b.op} : {ty})"
        if k == "coe":
            return f"(↑{self.operand(n.args[0])} : {ty})"
        if k in ("var", "const"):
            return n.op
        if k == "app" and n.op in _COE_FUNCTIONS and len(n.args) == 1:
            return f"(↑{self.operand(n.args[0])} : {ty})"  # Lean prints a @[coe] function so
        if k == "app":
            return " ".join([n.op] + [self.operand(a) for a in n.args])
        if k == "fnapp":
            return " ".join(self.operand(a) for a in n.args)
        if k in ("binop", "pow", "smul", "rel", "logic"):
            return f"{self.operand(n.args[0])} {n.op} {self.operand(n.args[1])}"
        if k == "neg":
            return f"-{self.operand(n.args[0])}"
        if k == "inv":
            return f"{self.operand(n.args[0])}⁻¹"
        if k == "not":
            return f"¬{self.operand(n.args[0])}"
        if k == "abs":
            return f"|{self.term(n.args[0])}|"
        if k == "atom":  # ``Fintype.card V``: typed, its argument a type
            return f"({render(n.src, 1024)})"
        if k == "vec":
            return "![" + ", ".join(self.term(a) for a in n.args) + "]"
        if k == "card":
            return f"Finset.card {self.operand(n.args[0])}"
        if k == "linalg":
            ops = [self.operand(x) for x in n.args]
            if n.op in ("*ᵥ", "ᵥ*", "⬝ᵥ") and len(ops) == 2:
                return f"{ops[0]} {n.op} {ops[1]}"
            if n.op == "ᵀ" and len(ops) == 1:
                return f"{ops[0]}ᵀ"
            return " ".join([f"Matrix.{n.op}", *ops])
        if k == "ite":
            cond, yes, no = (self.term(x) for x in n.args)
            return f"if {cond} then {yes} else {no}"
        if k in ("quant", "bigop"):
            return f"{n.op} {self.binders(n.binders)}, {self.term(n.args[0])}"
        if k == "lam":
            return f"fun {self.binders(n.binders)} => {self.term(n.args[0])}"
        return self.hole(render(n.src, 1024))

    def binders(self, bs: list[TBinder]) -> str:
        out: list[str] = []
        for b in bs:
            if b.domain is not None:
                return " ".join(out + [f"{b.name} ∈ {self.operand(b.domain)}"])
            ty = type_text(b.ty)
            out.append(f"({b.name} : {ty})" if _known(ty) else b.name)
        return " ".join(out)


def type_text(t: Ty) -> str:
    """A type as Lean prints it: as :meth:`Ty.show`, but an argument with a space is in
    parentheses (``Fin (n + 1)``, where ``dgg elaborate`` shows ``Fin n + 1``)."""
    def arg(x: str) -> str:
        return f"({x})" if len(tokens(x)) > 1 and not x.startswith("(") else x

    if isinstance(t, FinTy):
        return f"Fin {arg(t.text)}"
    if isinstance(t, FnTy):
        d = type_text(t.dom)
        return f"{f'({d})' if isinstance(t.dom, FnTy) else d} → {type_text(t.cod)}"
    if isinstance(t, SetTy):
        return f"{t.kind} {arg(type_text(t.elem))}"
    if isinstance(t, MatrixTy):
        return "Matrix " + " ".join(arg(type_text(x)) for x in (t.rows, t.cols, t.ring))
    return t.show()


def _known(ty: str) -> bool:
    """A type dgg knows fully (no metavariable ``?n``, nothing it does not model ``…``)."""
    return "?" not in ty and "…" not in ty


def _scientific(op: str) -> bool:
    return not op.isdigit()


def _int_num(n: TNode) -> bool:
    return n.kind == "num" and n.op.isdigit()


def _rat_literal(n: TNode) -> bool:
    """A homogeneous division of two integer literals: Lean prints it as one (``delabDivRatCore``)."""
    a, b = n.args
    left = _int_num(a) or (a.kind == "neg" and _int_num(a.args[0]))
    return left and _int_num(b) and a.ty == b.ty == n.ty


def lean_style(ts: TypedStatement, hyp_texts: Sequence[str]) -> tuple[str, list[str]]:
    """dgg's statement printed as Lean would print it, and the source texts of its untyped
    subterms (placeholder ``⟪i⟫`` is ``regions[i]``)."""
    p = _Printer()
    return p.statement(ts, hyp_texts), p.regions


# ---------------------------------------------------------------------------------- comparison
@dataclass
class DeclComparison:
    name: str
    where: str
    differences: list[str] = field(default_factory=list)
    not_compared: list[str] = field(default_factory=list)
    #: the declaration as a whole was not compared (why), e.g. dgg does not elaborate it
    skipped: str = ""
    #: dgg reads it but the export has no entry of that name (a difference)
    missing: bool = False
    lean: str = ""
    dgg: str = ""


@dataclass
class _Regions:
    """What dgg's untyped subterms hold, to tell "not compared" from "different"."""

    texts: list[str]
    words: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        for t in self.texts:
            self.words |= set(fingerprint(tree(tokens(t)), set()).split())
            self.words |= {w.text for w in tokens(t)}

    def holds(self, *words: str) -> bool:
        return bool(self.texts) and all(w in self.words for w in words if w)

    def excerpt(self) -> str:
        t = self.texts[0]
        t = t if len(t) <= 60 else t[:57] + "…"
        more = f" and {len(self.texts) - 1} more" if len(self.texts) > 1 else ""
        return f"`{t}`{more}"


def _value(lit: str) -> str:
    """``(1 / 2 : ℝ)`` → ``1 / 2``; ``scientific 1/2`` → itself."""
    return lit[1:].rsplit(" : ", 1)[0] if lit.startswith("(") else lit


def _numbers(lit: str) -> list[str]:
    """The numbers a literal is written with, as an untyped subterm's source would show them."""
    if lit.startswith("scientific "):
        return [lit.split()[1]]
    return [w.lstrip("-") for w in _value(lit).replace("/", " ").split()]


def compare_features(lean: Features, dgg: Features, regions: _Regions,
                     unused: frozenset[str] = frozenset()) -> tuple[list[str], list[str]]:
    """(differences, not compared), one phrase each. ``unused``: dgg's variables that nothing in the
    statement mentions (Lean keeps a section ``variable`` only where it is used)."""
    diff: list[str] = []
    skip: list[str] = []
    why = f"inside a subterm dgg leaves untyped ({regions.excerpt()})" if regions.texts else ""

    # literals: pair a Lean-only with a dgg-only literal of the same value
    l_only = list((lean.literals - dgg.literals).elements())
    d_only = list((dgg.literals - lean.literals).elements())
    for lit in l_only:
        match = next((d for d in d_only if _value(d) == _value(lit)), None)
        if match is not None:
            d_only.remove(match)
            diff.append(f"lean has {lit}, dgg has {match}")
        elif regions.holds(*_numbers(lit)):
            skip.append(f"lean has {lit} {why}")
        else:
            diff.append(f"lean has {lit}, dgg has no such literal")
    diff += [f"lean has no such literal, dgg has {d}" for d in d_only]

    # coercions: pair by operand, so that a different target type is one line
    l_coe = list((lean.coercions - dgg.coercions).elements())
    d_coe = list((dgg.coercions - lean.coercions).elements())
    for key in l_coe:
        shown = lean.coercion_text.get(key, key)
        operand = key.rsplit("] : ", 1)[0]
        match = next((d for d in d_coe if d.rsplit("] : ", 1)[0] == operand), None)
        if match is not None:
            d_coe.remove(match)
            diff.append(f"lean has coercion {shown}, dgg has {dgg.coercion_text.get(match, match)}")
        elif regions.holds(*operand.split("[", 1)[1].split()):
            skip.append(f"lean has coercion {shown} {why}")
        else:
            diff.append(f"lean has coercion {shown}, dgg has no such coercion")
    diff += [f"lean has no such coercion, dgg has {dgg.coercion_text.get(d, d)}" for d in d_coe]

    # binders: pair by name
    l_b = list((lean.binders - dgg.binders).elements())
    d_b = list((dgg.binders - lean.binders).elements())
    for name, ty in l_b:
        pair = next((b for b in d_b if b[0] == name), None)
        if pair is not None:
            d_b.remove(pair)
            diff.append(f"lean has binder {name} : {ty}, dgg has {name} : {pair[1]}")
        elif name in dgg.untyped_binders:
            skip.append(f"lean has binder {name} : {ty}, dgg does not know its type")
        elif regions.holds(name):
            skip.append(f"lean has binder {name} : {ty} {why}")
        else:
            diff.append(f"lean has binder {name} : {ty}, dgg has no such binder")
    for name, ty in d_b:
        if name in lean.untyped_binders:
            skip.append(f"dgg has binder {name} : {ty}, lean prints it without its type")
        elif name in unused:
            skip.append(f"dgg has binder {name} : {ty}, which the statement does not use "
                        "(Lean includes a section variable only where it is used)")
        else:
            diff.append(f"lean has no such binder, dgg has binder {name} : {ty}")

    # operators: counts
    for op in sorted(set(lean.operators) | set(dgg.operators)):
        n_l, n_d = lean.operators[op], dgg.operators[op]
        if n_l == n_d:
            continue
        text = f"lean has {n_l} × {op}, dgg has {n_d}"
        sym = {"|·|": "|", "if": "if"}.get(op, op)
        if n_l > n_d and regions.holds(sym):
            skip.append(f"{text}; {n_l - n_d} of them {why}")
        else:
            diff.append(text)
    if lean.elided:
        skip.append("lean elided a subterm (⋯): what it holds is not compared")
    return diff, skip


def compare_declaration(st: Statement, entry: dict[str, Any] | None) -> DeclComparison:
    out = DeclComparison(st.name, f"{st.file}:{st.line}")
    if entry is None:
        out.missing = True
        out.differences.append("lean has no such declaration in the export, dgg has it")
        return out
    lean_text = entry.get("elaborated")
    if lean_text is None:
        out.skipped = "the export has no 'elaborated' field for it"
        return out
    if not st.parsed or st.conclusion is None:
        out.skipped = f"dgg does not read it ({st.reason or 'statement not parsed'})"
        return out
    try:
        typed = elaborate(st).typed
    except ElabError as e:
        at = f" at {e.pos[0]}:{e.pos[1]}" if e.pos else ""
        out.skipped = f"dgg does not elaborate it ({e.reason}{at})"
        return out
    dgg_text, regions = lean_style(typed, [h.text for h in st.hypotheses])
    out.lean, out.dgg = lean_text, dgg_text
    words = Counter(t.text for t in tokens(dgg_text) if t.kind == "id")
    unused = frozenset(v for v, _ in typed.variables if words[v] <= 1)
    out.differences, out.not_compared = compare_features(
        features(lean_text), features(dgg_text), _Regions(regions), unused)
    return out


@dataclass
class ElabComparison:
    declarations: list[DeclComparison]
    export_only: list[str]

    @property
    def differences(self) -> int:
        return sum(len(d.differences) for d in self.declarations)


def compare_elaboration(exported: Sequence[dict[str, Any]],
                        stmts: Sequence[Statement]) -> ElabComparison:
    """Every theorem and lemma of ``stmts`` against its export entry (matched by full name)."""
    by_name = {e["name"]: e for e in exported}
    decls = [compare_declaration(st, by_name.get(st.name)) for st in stmts
             if st.kind in ("theorem", "lemma")]
    read = {st.name for st in stmts}
    export_only = [e["name"] for e in exported if e["kind"] == "theorem" and e["name"] not in read]
    return ElabComparison(decls, export_only)


def render_comparison(cmp: ElabComparison) -> list[str]:
    """The lines ``dgg compare-elab`` prints: differences, then what was not compared, then a
    summary."""
    lines = [f"{d.where}: {d.name}: {x}" for d in cmp.declarations for x in d.differences]
    for d in cmp.declarations:
        for x, n in Counter(d.not_compared).items():
            lines.append(f"{d.where}: {d.name}: not compared: {x}" + (f" (×{n})" if n > 1 else ""))
    lines += [f"{d.where}: {d.name}: not compared: {d.skipped}" for d in cmp.declarations
              if d.skipped]
    compared = [d for d in cmp.declarations if not d.skipped and not d.missing]
    missing = sum(1 for d in cmp.declarations if d.missing)
    differing = sum(1 for d in cmp.declarations if d.differences)
    items = sum(len(d.not_compared) for d in cmp.declarations)
    partly = sum(1 for d in compared if d.not_compared)
    skipped = sum(1 for d in cmp.declarations if d.skipped)
    summary = (f"{len(compared)} declarations compared with Lean's elaboration: "
               f"{cmp.differences} difference{'s' if cmp.differences != 1 else ''} in "
               f"{differing} declaration{'s' if differing != 1 else ''}; {items} item"
               f"{'s' if items != 1 else ''} not compared in {partly} (subterms dgg leaves "
               f"untyped, binder types one side does not print); {skipped} declaration"
               f"{'s' if skipped != 1 else ''} not compared")
    if missing:
        summary += f"; {missing} read by dgg but missing from the export (each a difference)"
    if cmp.export_only:
        summary += f"; {len(cmp.export_only)} exported theorems not among the statements read"
    return lines + [summary]


def comparison_json(cmp: ElabComparison) -> dict[str, Any]:
    return {
        "declarations": [{"name": d.name, "where": d.where, "differences": d.differences,
                          "not_compared": d.not_compared, "skipped": d.skipped or None,
                          "lean": d.lean or None, "dgg": d.dgg or None}
                         for d in cmp.declarations],
        "export_only": cmp.export_only,
        "differences": cmp.differences,
    }


__all__ = ["DeclComparison", "ElabComparison", "compare_declaration", "compare_elaboration",
           "compare_features", "comparison_json", "lean_style", "render_comparison"]

