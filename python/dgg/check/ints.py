"""The small-integer sweep: every small value of a statement's few ℕ/ℤ variables, in one float batch.

In: a :class:`~dgg.sample.sampling.Sampler` whose statement has only ℕ/ℤ scalars as free variables
(besides pinned ones and those its ℕ/ℤ equalities determine, :mod:`dgg.sample.int_equalities`),
and how many values each swept variable takes. Out: :func:`sweep_variables` (which variables are
swept; none when the statement is not of that shape) and :func:`sweep_stage`, the instances of one
stage of the grid that meet every hypothesis in floats and whose conclusion fails in floats, in
sweep order (smallest values first), with their search scores: candidates for the exact check of
:func:`dgg.check.verdict.confirm_candidates`, like the random trials' ones.

Random draws of ℕ/ℤ scalars take a handful of small values (``0, 1, 2, 3, 5, 10``), so a statement
false first at ``n = 40`` (Euler's ``Nat.Prime (n ^ 2 + n + 41)``) passes them. Here each swept
variable runs over its first ``side`` values — ℕ ``0, 1, 2, …``, ℤ ``0, 1, -1, 2, -2, …`` — and the
grid of all combinations (ordered by largest magnitude, then total magnitude, then value) is
evaluated at once; a later stage with a larger ``side`` skips the points of the earlier ones. The
swept instances are no trials and change no tightness figure: they only add candidates, and a
candidate becomes a counterexample only when certified exactly (its hypotheses exactly true, its
conclusion exactly false).
"""

from __future__ import annotations

import itertools

import numpy as np

from dgg.check.search import conclusion_stats
from dgg.eval.evaluate import Instance, NotTranslated, Undecidable
from dgg.eval.numsets import FUNCTIONS as _FINSET_FUNCTIONS
from dgg.model.terms import BigOp, Name, Quant
from dgg.sample.sampling import Sampler, select

__all__ = ["heavy", "sweep_stage", "sweep_variables", "swept", "values_of"]

_ERRORS = (NotTranslated, Undecidable, ValueError, TypeError, ArithmeticError, IndexError,
           KeyError, MemoryError)
_FINSETS = ("range", "Icc", "Ico", "Ioc", "Ioo", "filter", "card")


def sweep_variables(sm: Sampler, max_vars: int) -> list[str]:
    """The ℕ/ℤ variables to sweep, in declaration order; ``[]`` when there are none, more than
    ``max_vars``, or the statement has a free variable of another kind (a real, a vector, an
    index, a finset, a size) that is not pinned."""
    plan = sm.int_plan
    solved = set(plan.solved) if plan is not None else set()
    names = []
    for s in sm.ev.specs:
        if s.name in sm.fixes and s.cat in ("nat", "int", "real"):
            continue
        if s.cat not in ("nat", "int"):
            return []
        if s.name not in solved:
            names.append(s.name)
    return names if len(names) <= max_vars else []


def heavy(sm: Sampler) -> bool:
    """Whether the statement has a big operator, a finset construction or a quantifier: their
    cost grows with the swept values (``∑ k ∈ range (n + 1), Nat.choose n k`` is ``n²`` exact
    binomials), so such a statement gets only the first, small stage."""
    terms = [h.term for h in sm.hyps] + [sm.ev.stmt.conclusion]
    for t in terms:
        if t is None:
            continue
        for n in t.walk():
            if isinstance(n, (BigOp, Quant)) or (isinstance(n, Name) and (
                    n.id in _FINSET_FUNCTIONS or n.id.split(".")[-1] in _FINSETS)):
                return True
    return False


def values_of(cat: str, side: int) -> np.ndarray:
    """The first ``side`` values of a swept variable: ℕ ``0, 1, 2, …``; ℤ ``0, 1, -1, 2, …``."""
    k = np.arange(side)
    if cat == "nat":
        return k.astype(float)
    return np.where(k % 2 == 1, (k + 1) // 2, -(k // 2)).astype(float)


def _grid(sm: Sampler, names: list[str], side: int, done: int) -> dict[str, np.ndarray]:
    """The points of the ``side``-value grid not in the ``done``-value one, smallest first."""
    vals = [values_of(sm.ev.spec[n].cat, side) for n in names]
    pts = [p for p in itertools.product(range(side), repeat=len(names)) if max(p) >= done]
    key = [(max(abs(vals[i][k]) for i, k in enumerate(p)),
            sum(abs(vals[i][k]) for i, k in enumerate(p)), p) for p in pts]
    order = sorted(range(len(pts)), key=lambda j: key[j])
    idx = np.array([pts[j] for j in order], dtype=np.int64).reshape(len(pts), len(names))
    return {n: vals[i][idx[:, i]] for i, n in enumerate(names)}


def swept(sm: Sampler, names: list[str], side: int, done: int
          ) -> tuple[Instance | None, np.ndarray]:
    """The points of the grid of the first ``side`` values of each of ``names`` without those of
    the first ``done`` values that meet every hypothesis in floats, in sweep order (``None`` when
    the batch cannot be evaluated), and their positions among the points tried."""
    grid = _grid(sm, names, side, done)
    B = len(next(iter(grid.values()))) if grid else 0
    none = np.zeros(0, dtype=np.int64)
    if B == 0:
        return None, none
    try:
        with np.errstate(all="ignore"):
            inst = sm.draw({}, B, np.random.default_rng(0))  # placeholders and pinned values
            inst.values.update(grid)
            if sm.int_plan is not None:  # the variables ℕ/ℤ equalities determine, solved again
                sm.int_plan.apply_float(inst.values, B, np.random.default_rng(0),
                                        faithful_only=True)
            if sm.eq_plan is not None:
                sm.eq_plan.apply_float(inst.values, B, np.random.default_rng(0))
            ok = sm.accept(inst)
            return select(inst, ok), np.nonzero(ok)[0]
    except _ERRORS:
        return None, none


def sweep_stage(sm: Sampler, names: list[str], side: int, done: int, use_ratio: bool,
                keep: int) -> list[tuple[float, Instance]]:
    """The first ``keep`` float-violated points (in sweep order) of :func:`swept`; ``[]`` when
    the batch cannot be evaluated."""
    inst, _pos = swept(sm, names, side, done)
    if inst is None or inst.batch == 0:
        return []
    try:
        with np.errstate(all="ignore"):
            ok, sc, _, fin = conclusion_stats(sm.ev, use_ratio, inst)
    except _ERRORS:
        return []
    bad = np.nonzero(~ok & fin)[0][:keep]
    return [(float(sc[k]), inst.take(int(k))) for k in bad]
