"""Boundary trials: instances on the set where the conclusion's two sides meet.

In: an :class:`~dgg.eval.evaluate.Evaluator` whose conclusion is one relation ``lhs ≠ rhs``,
``lhs < rhs`` or ``lhs > rhs`` (no ``∀`` in front), the pinned values, the size configurations to
try and a seeded generator. Out: :func:`boundary_candidates`, a sampler of the *boundary
statement* (the hypotheses plus ``lhs = rhs``) and float instances of it, candidates for the exact
check of :func:`dgg.check.verdict.confirm_candidates` run with that sampler.

Such a conclusion fails only where ``lhs = rhs``: for ``≠`` that is all of it (``r A (1 - p) ≠ 1``
is false on a surface random draws never hit), for a strict inequality its equality cases
(``… < κ C`` at ``J = 0``, ``C = 0``). The sampler meets ``lhs = rhs`` as it meets any equality
hypothesis: the last real scalar the equation is affine in is solved for (``A = b / (p (1 - p))``),
a polynomial or analytic equation in real scalars gets all its roots
(:mod:`dgg.sample.equalities`); instances are drawn fresh and also moved onto corners first
(:func:`dgg.check.corners.corner_candidates`' moves, then the equation re-solved). The exact check
repairs a candidate with the same sampler, so the solved scalar becomes the exact root, and then
decides every hypothesis (the added equation included) and the conclusion exactly: a certified
counterexample of the boundary statement is one of the original statement. A boundary equation
in real scalars with a power whose exponent is above :data:`~dgg.sample.equalities.MAX_DEGREE`
(``x ^ (10⁹ : ℝ)``) is not tried: its exact roots would need rationals raised to huge powers.
One whose exponents mention variables (``x ^ z⁻¹ = y``, where a sampled ``z`` may be ``10⁻⁶``) is
tried with those variables pinned to each small value of :data:`EXPONENT_SNAPS` in turn (``z =
1/2`` makes it ``x ^ 2 = y``), as long as every exponent left is a number of at most
``MAX_DEGREE``; of such a pinned boundary only the candidates violated in float are kept.

Only certified outcomes count. A float equality here holds by construction, so it is no evidence
that the conclusion fails: a candidate that exact arithmetic cannot decide is not ``suspect``.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import numpy as np
import sympy as sp

from dgg.check.corners import _ERRORS, _snap
from dgg.check.search import conclusion_stats
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, peel_relation
from dgg.model.records import Hypothesis, Statement
from dgg.model.terms import BinOp, Term, UnOp
from dgg.sample.equalities import MAX_DEGREE
from dgg.sample.sampling import Sampler, select

__all__ = ["BOUNDARY_OPS", "EXPONENT_SNAPS", "boundary_statement", "boundary_statements",
           "boundary_candidates", "exponent_variables"]

#: conclusions that fail only where their two sides are equal
BOUNDARY_OPS = frozenset({"≠", "<", ">"})
HYP = "boundary✝"


def boundary_statement(stmt: Statement) -> Statement | None:
    """``stmt`` with the hypothesis ``lhs = rhs`` added (named :data:`HYP`), when its conclusion
    is one relation of :data:`BOUNDARY_OPS`; else ``None``."""
    if stmt.conclusion is None:
        return None
    binders, rel = peel_relation(stmt.conclusion)
    if binders or rel is None or rel.op not in BOUNDARY_OPS:
        return None
    eq = BinOp("=", rel.lhs, rel.rhs, rel.pos, ty=rel.ty)
    h = Hypothesis(HYP, eq, f"{stmt.conclusion_text} [sides equal]")
    return dataclasses.replace(stmt, hypotheses=[*stmt.hypotheses, h])


#: connectives under which a relation's equality case is tried (``x ^ z⁻¹ = y ↔ y = x ^ z``)
_CONNECTIVES = frozenset({"↔", "∧", "∨", "→"})
_RELATIONS = frozenset({"=", "≠", "<", ">", "≤", "≥"})
MAX_ATOMS = 4


def _atoms(t: Term, out: list[BinOp]) -> None:
    """The relations of a propositional combination, left to right (not under a quantifier)."""
    if isinstance(t, BinOp) and t.op in _CONNECTIVES:
        _atoms(t.lhs, out)
        _atoms(t.rhs, out)
    elif isinstance(t, UnOp) and t.op == "¬":
        _atoms(t.arg, out)
    elif isinstance(t, BinOp) and t.op in _RELATIONS and t not in out:
        out.append(t)


def boundary_statements(stmt: Statement) -> list[Statement]:
    """The boundary statement of :func:`boundary_statement` when there is one; else, for a
    conclusion built with ``↔ ∧ ∨ → ¬`` from relations, one statement per relation (at most
    :data:`MAX_ATOMS`) with its sides equal as the added hypothesis: such a conclusion can change
    truth value only where one of its relations does, which random draws never meet for an
    equality (``x ^ z⁻¹ = y ↔ y = x ^ z``, false at ``x = 4, z = 1/2, y = 16``)."""
    one = boundary_statement(stmt)
    if one is not None:
        return [one]
    if stmt.conclusion is None:
        return []
    c = stmt.conclusion
    if not ((isinstance(c, BinOp) and c.op in _CONNECTIVES) or (isinstance(c, UnOp) and c.op == "¬")):
        return []
    atoms: list[BinOp] = []
    _atoms(c, atoms)
    out = []
    for rel in atoms[:MAX_ATOMS]:
        eq = BinOp("=", rel.lhs, rel.rhs, rel.pos, ty=rel.ty)
        h = Hypothesis(HYP, eq, f"{stmt.conclusion_text} [sides of one relation equal]")
        out.append(dataclasses.replace(stmt, hypotheses=[*stmt.hypotheses, h]))
    return out


def _safe(e: sp.Expr) -> bool:
    """Whether the exact root finding may substitute rationals into ``e``: every power has a
    numeric exponent of at most :data:`~dgg.sample.equalities.MAX_DEGREE` (a rational raised to
    ``10⁹``, or to a sampled ``y = 10⁶``, takes minutes or all the memory)."""
    return all(p.exp.is_Number and abs(p.exp) <= MAX_DEGREE for p in e.atoms(sp.Pow))


#: values a variable of an exponent is pinned to on a boundary (closed under ``-x`` and ``1/x``)
EXPONENT_SNAPS = tuple(Fraction(v) for v in ("1/2", "2", "-1/2", "-2", "1/3", "3", "-1/3", "-3",
                                             "1", "-1"))
#: pinned assignments tried per boundary statement (several exponent variables: one value for
#: all of them first, then seeded random combinations)
MAX_SNAPS = 16


def _unsafe_eqs(sm: Sampler) -> list[sp.Expr]:
    if sm.eq_plan is None:
        return []
    return [q.expr for st in sm.eq_plan.steps for q in st.eqs if q.hyp == HYP and not _safe(q.expr)]


def exponent_variables(sm: Sampler) -> list[str]:
    """The variables of the exponents in the boundary equation's plan (:data:`HYP`), in the
    order of the statement: ``z`` for ``x ^ z⁻¹ = y``; empty when the plan has no such power."""
    syms = {sy: n for n, sy in sm.eq_plan.syms.items()} if sm.eq_plan is not None else {}
    found = {syms[f] for e in _unsafe_eqs(sm) for p in e.atoms(sp.Pow) for f in p.exp.free_symbols
             if f in syms}
    return [s.name for s in sm.ev.specs if s.name in found]


def _snaps(names: list[str]) -> list[dict[str, Fraction]]:
    out = [{n: v for n in names} for v in EXPONENT_SNAPS]
    r = np.random.default_rng(len(names))
    while len(names) > 1 and len(out) < MAX_SNAPS:
        out.append({n: EXPONENT_SNAPS[int(r.integers(len(EXPONENT_SNAPS)))] for n in names})
    return out[:MAX_SNAPS]


def boundary_candidates(ev: Evaluator, fixes: dict[str, Fraction], configs: list[dict[str, int]],
                        rng: np.random.Generator, use_ratio: bool, batch: int = 64,
                        keep: int = 6) -> list[tuple[Sampler, list[tuple[float, Instance]]]]:
    """For each boundary statement (:func:`boundary_statements`), its sampler and up to ``keep``
    candidates per size configuration and kind of draw (fresh, moved onto corners), the worst for
    the conclusion first; statements that cannot be sampled, or give no candidate, are left out.
    A boundary equation with variables in its exponents gives one sampler per pinned assignment
    of them (:data:`EXPONENT_SNAPS`), each with the candidates violated in float only."""
    out = []
    for b in boundary_statements(ev.stmt):
        try:
            sm = Sampler(Evaluator(b), fixes)
        except _ERRORS:
            continue
        if not _unsafe_eqs(sm):
            cands = _candidates(sm, configs, rng, use_ratio, batch, keep)
            if cands:
                out.append((sm, cands))
            continue
        names = exponent_variables(sm)
        if not names:  # a huge numeric exponent: not tried
            continue
        srng = np.random.default_rng(7)  # its own stream: the shared one is left as it was
        for snap in _snaps(names):
            try:
                pinned = Sampler(sm.ev, {**fixes, **snap})
            except _ERRORS:
                continue
            if _unsafe_eqs(pinned):
                continue
            cands = _candidates(pinned, configs[:1], srng, use_ratio, batch, 2, violated=True)
            if cands:
                out.append((pinned, cands))
    return out


def _candidates(sm: Sampler, configs: list[dict[str, int]], rng: np.random.Generator,
                use_ratio: bool, batch: int, keep: int,
                violated: bool = False) -> list[tuple[float, Instance]]:
    out: list[tuple[float, Instance]] = []
    for sizes in configs:
        for snapped in (False, True):
            try:
                with np.errstate(all="ignore"):
                    inst = sm.draw(sizes, batch, rng)
                    if snapped:  # onto corners, then the solved scalars solved again
                        inst = sm.project(_snap(sm, inst, rng))
                    inst = select(inst, sm.accept(inst))
                    if inst.batch == 0:
                        continue
                    ok, sc, _, fin = conclusion_stats(sm.ev, use_ratio, inst)
            except (*_ERRORS, NotTranslated):
                continue
            idx = np.nonzero(fin & ~ok if violated else fin)[0]
            for k in idx[np.argsort(-sc[idx], kind="stable")][:keep]:
                out.append((float(sc[k]), inst.take(int(k))))
    return out
