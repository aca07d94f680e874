"""Mutation testing of the checker itself: does ``dgg check`` catch statements made false?

In: statements (typically true ones, e.g. ``tests/data/false_alarm_corpus.lean``). Out:

* :func:`mutants` — for each statement, variants with one numeral of the conclusion moved by ±1
  (``≤ 2`` becomes ``≤ 1`` and ``≤ 3``) and variants with one hypothesis dropped. Some mutants
  stay true (equivalent mutants); that is why the kill rate is below 100 %;
* :func:`grid_witness` — an *independent* search for an exact counterexample of a statement
  whose variables are real scalars: a fixed grid of small rationals (no sampler, no search),
  candidates screened in floats, then verified exactly (:func:`dgg.check.exact.verify`). A mutant
  with a grid witness is certainly false, so ``passed`` on it would be a missed refutation.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.check.exact import COUNTEREXAMPLE, render, verify
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.model.records import Statement
from dgg.model.terms import BinderSpec, Node, Num, Term

__all__ = ["mutants", "grid_witness", "GRID"]

GRID = tuple(Fraction(x) for x in (-3, -2, -1, Fraction(-1, 2), 0, Fraction(1, 2), 1, 2, 3, 10))


def _nums(t: Term) -> list[Num]:
    return [n for n in t.walk() if isinstance(n, Num)]


def _replace_num(t: Any, k: int, new: Fraction, seen: list[int]) -> Any:
    """``t`` with its ``k``-th numeral (pre-order) replaced by ``new``."""
    if isinstance(t, Num):
        seen[0] += 1
        if seen[0] - 1 == k:
            return Num(new, str(new), t.pos)
        return t
    if isinstance(t, BinderSpec):
        return dataclasses.replace(
            t, type=None if t.type is None else _replace_num(t.type, k, new, seen),
            domain=None if t.domain is None else _replace_num(t.domain, k, new, seen))
    if isinstance(t, tuple):
        return tuple(_replace_num(x, k, new, seen) for x in t)
    if isinstance(t, Node):
        changes = {}
        for f in dataclasses.fields(t):
            if f.name == "pos":
                continue
            v = getattr(t, f.name)
            if isinstance(v, (Node, tuple, BinderSpec)):
                changes[f.name] = _replace_num(v, k, new, seen)
        return dataclasses.replace(t, **changes)
    return t


def mutants(stmt: Statement, max_nums: int = 2) -> Iterator[tuple[str, Statement]]:
    """``(kind, mutant)`` pairs: ``const`` (a conclusion numeral ±1) and ``drop`` (a hypothesis
    removed)."""
    if stmt.conclusion is None:
        return
    nums = _nums(stmt.conclusion)
    for k, n in enumerate(nums[:max_nums]):
        for delta in (1, -1):
            new = n.value + delta
            c = _replace_num(stmt.conclusion, k, new, [0])
            yield "const", dataclasses.replace(stmt, name=f"{stmt.name}#c{k}{'+' if delta > 0 else '-'}",
                                               conclusion=c,
                                               conclusion_text=f"{stmt.conclusion_text} [{n.value}→{new}]")
    for i, h in enumerate(stmt.hypotheses):
        rest = stmt.hypotheses[:i] + stmt.hypotheses[i + 1:]
        yield "drop", dataclasses.replace(stmt, name=f"{stmt.name}#drop-{h.name}", hypotheses=rest)


def grid_witness(stmt: Statement, limit: int = 4000, confirm: int = 8) -> dict[str, str] | None:
    """An exact counterexample of ``stmt`` on :data:`GRID`, or ``None`` (also when the statement
    has variables other than real scalars, or is outside the fragment)."""
    try:
        ev = Evaluator(stmt)
    except NotTranslated:
        return None
    names = [s.name for s in ev.specs]
    if not names or any(s.cat != "real" for s in ev.specs) or len(GRID) ** len(names) > limit:
        return None
    pts = list(itertools.product(GRID, repeat=len(names)))
    vals = {n: np.array([float(p[i]) for p in pts]) for i, n in enumerate(names)}
    inst = Instance({}, vals, len(pts))
    try:
        with np.errstate(all="ignore"):
            ok = np.ones(len(pts), dtype=bool)
            for h in stmt.hypotheses:
                assert h.term is not None
                t, fin = ev.truth_finite(h.term, inst)
                ok &= t & fin
            assert stmt.conclusion is not None
            c, fin = ev.truth_finite(stmt.conclusion, inst)
        cands = np.nonzero(ok & ~c & fin)[0][:confirm]
    except (NotTranslated, ValueError, TypeError, ArithmeticError, IndexError, KeyError):
        return None
    for i in cands:
        ex = Instance({}, {n: np.array([pts[i][k]], dtype=object) for k, n in enumerate(names)}, 1,
                      exact=True)
        try:
            if verify(ev, ex) == COUNTEREXAMPLE:
                return render(ev, ex)
        except (NotTranslated, TypeError, KeyError, IndexError):
            return None
    return None
