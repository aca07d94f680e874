"""Declarations → statements ready for evaluation.

One job: split a :class:`dgg.model.records.Declaration` into variables, instance binders, hypotheses and
conclusion (:func:`statement_of`), and gather the project's local definitions that an evaluator may
inline (:func:`collect_defs`). :func:`load` reads files and does both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from dgg.lean.source import read_paths
from dgg.model.records import Declaration, Hypothesis, LocalDef, Statement, Variable
from dgg.model.terms import App, Arrow, BinderSpec, BinOp, Name, Num, Quant, Term
from dgg.project import DEFAULT_TAGS, library_dirs

__all__ = ["collect_defs", "statement_of", "normalised", "load", "STATEMENT_KINDS"]

#: Declaration kinds that become statements.
STATEMENT_KINDS = ("theorem", "lemma", "example")
_DEF_KINDS = ("def", "noncomputable def", "abbrev")


def collect_defs(decls: Iterable[Declaration]) -> dict[str, LocalDef]:
    """The ``def``/``abbrev`` declarations whose body parses, by full name. Parameters are the
    non-instance, non-hypothesis binders in order."""
    out: dict[str, LocalDef] = {}
    for d in decls:
        if d.kind not in _DEF_KINDS or d.value is None:
            continue
        params = [Variable(b.name, b.type, b.type_text, b.kind)
                  for b in d.binders if b.kind != "inst" and not b.is_hyp]
        out[d.name] = LocalDef(d.name, params, d.value, d.value_text)
    return out


def statement_of(decl: Declaration, defs: dict[str, LocalDef]) -> Statement:
    """The statement of one declaration: variables (non-hypothesis, non-instance binders, in
    order), instance binder texts, hypotheses (Prop binders), conclusion."""
    variables = [Variable(b.name, b.type, b.type_text, b.kind)
                 for b in decl.binders if b.kind != "inst" and not b.is_hyp]
    instances = [(f"{b.name} : " if b.name else "") + b.type_text
                 for b in decl.binders if b.kind == "inst"]
    hyps = []
    for b in decl.binders:
        if b.is_hyp and b.kind != "inst":
            tl, tc = b.type.pos if b.type is not None and b.type.pos else (b.line, b.col)
            hyps.append(Hypothesis(b.name, b.type, b.type_text, tl, tc))
    return Statement(
        name=decl.name, kind=decl.kind, file=decl.file, line=decl.line, col=decl.col,
        variables=variables, instances=instances, hypotheses=hyps, conclusion=decl.conclusion,
        conclusion_text=decl.conclusion_text, defs=defs, namespace=decl.namespace,
        opens=list(decl.opens), tags=list(decl.tags), docstring=decl.docstring,
        parsed=decl.parsed, reason=decl.reason,
    )


def normalised(stmt: Statement) -> Statement:
    """The same proposition in the shape the evaluator samples best (a copy; ``stmt`` is kept as
    read, for the step checker that follows its goal): ``∀``-bound numbers and premises of the
    conclusion lifted into variables and hypotheses, and what the variables' types imply
    (``ℝ≥0``, ``ℕ+``) as hypotheses."""
    if not stmt.parsed or stmt.conclusion is None:
        return stmt
    variables, hyps = list(stmt.variables), list(stmt.hypotheses)
    concl = _lift_conclusion(stmt.conclusion, variables, hyps)
    hyps += _type_hypotheses(variables)
    if concl is stmt.conclusion and len(hyps) == len(stmt.hypotheses):
        return stmt
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl)


_NUMBER_TYPES = frozenset({"ℝ", "Real", "ℕ", "Nat", "ℤ", "Int", "ℚ", "Rat", "ℝ≥0", "NNReal",
                           "ℕ+", "PNat"})


def _lift_conclusion(t: Term, variables: list[Variable], hyps: list[Hypothesis]) -> Term:
    """``⊢ ∀ x : T, P`` is the statement ``(x : T) ⊢ P``, and ``⊢ A → B`` is ``(h : A) ⊢ B``: the
    same proposition, so the bound variables are sampled like the others (and a counterexample can
    be certified) and the premises filter like hypotheses. Only number-typed binders are lifted,
    and only while their names are fresh; premises become hypotheses named ``premise 1``, …"""
    taken = {v.name for v in variables} | {h.name for h in hyps}
    k = 0
    while True:
        if isinstance(t, Quant) and t.op == "∀":
            b = t.binders[0]
            if (b.type is None or b.domain is not None or b.name in taken
                    or not (isinstance(b.type, Name) and b.type.id in _NUMBER_TYPES)):
                return t
            variables.append(Variable(b.name, b.type, b.type.id, "explicit"))
            taken.add(b.name)
            t = Quant("∀", t.binders[1:], t.body, t.pos) if len(t.binders) > 1 else t.body
        elif isinstance(t, BinOp) and t.op == "→":
            k += 1
            pos = t.lhs.pos or (0, 0)
            hyps.append(Hypothesis(f"premise {k}", t.lhs, "", pos[0], pos[1]))
            t = t.rhs
        else:
            return t


def _type_hypotheses(variables: list[Variable]) -> list[Hypothesis]:
    """What a variable's type says about its values, as hypotheses the sampler and the exact
    check both see: ``0 ≤ x`` for ``x : ℝ≥0``, ``∀ i, 0 ≤ f i`` for ``f : ι → ℝ≥0``, ``0 < n``
    for ``n : ℕ+``."""
    out = []
    for v in variables:
        t, p = v.type, (v.type.pos if v.type is not None and v.type.pos else (0, 0))
        zero = Num(Fraction(0), "0", pos=p)
        if isinstance(t, Name) and t.id in ("ℝ≥0", "NNReal"):
            out.append(Hypothesis(f"({v.name} : ℝ≥0)", BinOp("≤", zero, Name(v.name, pos=p), p),
                                  f"0 ≤ {v.name}", p[0], p[1]))
        elif isinstance(t, Name) and t.id in ("ℕ+", "PNat"):
            out.append(Hypothesis(f"({v.name} : ℕ+)", BinOp("<", zero, Name(v.name, pos=p), p),
                                  f"0 < {v.name}", p[0], p[1]))
        elif (isinstance(t, Arrow) and isinstance(t.cod, Name) and t.cod.id in ("ℝ≥0", "NNReal")
              and not isinstance(t.dom, Arrow)):
            i = BinderSpec("_dgg_i", t.dom, None, pos=p)
            body = BinOp("≤", zero, App(Name(v.name, pos=p), (Name("_dgg_i", pos=p),), pos=p), p)
            out.append(Hypothesis(f"({v.name} : … → ℝ≥0)", Quant("∀", (i,), body, p),
                                  f"∀ i, 0 ≤ {v.name} i", p[0], p[1]))
    return out


def load(paths: Sequence[Path], root: Path,
         tags: Sequence[str] = DEFAULT_TAGS) -> tuple[list[Declaration], list[Statement]]:
    """Read ``paths`` and return all declarations and the statements of their theorems, lemmas and
    examples. Local definitions come from the files read and from the project's library folders
    that exist (``root/Dgg/``, ``root/DggSharp/``; so a user's file, or a ``DggSharp`` file read
    alone, that says ``Dgg.softmax`` resolves)."""
    root = Path(root).resolve()
    decls = read_paths(paths, root, tags)
    pool = list(decls)
    given = set()
    for p in paths:
        p = Path(p).resolve()
        given |= {f.resolve() for f in p.rglob("*.lean")} if p.is_dir() else {p}
    extra = sorted(f for lib in library_dirs(root) if lib.is_dir()
                   for f in lib.rglob("*.lean") if f.resolve() not in given)
    if extra:
        pool = read_paths(extra, root, tags) + pool
    defs = collect_defs(pool)
    stmts = [statement_of(d, defs) for d in decls if d.kind in STATEMENT_KINDS]
    return decls, stmts
