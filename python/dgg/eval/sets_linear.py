"""Set quantifiers over ℝ and ℚ decided exactly where the sets are intervals.

A proposition about ``x`` that is a conjunction of comparisons of ``x`` with values free of ``x``
(``a < x ∧ x ≤ b``: an interval, a half-line, a point) describes an interval, and whether it is
empty is a comparison of its end points: nonempty iff the largest lower end is below the least
upper end, or equal to it with both ends closed (ℝ and ℚ are densely ordered). So

* ``∃ x, A`` is ``A`` nonempty;
* ``∀ x, A → B₁ ∧ … ∧ Bₖ`` is: for every ``i``, ``A ∧ ¬Bᵢ`` empty (``¬(x < e)`` is ``e ≤ x``,
  ``¬(x = e)`` is ``x < e ∨ e < x``, two intervals);
* ``∀ x, A ↔ B`` is both implications.

Anything else (a disjunction, a comparison through a function of ``x``) is ``None``: the caller
falls back to points. Exact arithmetic compares exact rationals only (an end point known as an
enclosure is :class:`Undecidable`, and the caller falls back too).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.numeric import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import Scope, lift
from dgg.model.terms import Ascribe, BinOp, Name, Term, free_names

__all__ = ["decide"]

_FLIP = {"<": ">", "≤": "≥", ">": "<", "≥": "≤", "=": "="}
_NEG = {"<": ["≥"], "≤": [">"], ">": ["≤"], "≥": ["<"], "=": ["<", ">"]}
Atom = tuple[str, Term]


_NUM = {"ℚ": "rat", "Rat": "rat", "ℝ": "real", "Real": "real"}


def _is_x(t: Term, x: str, num: str) -> bool:
    """``t`` is ``x``, ascribed at most to its own type."""
    while isinstance(t, Ascribe):
        if not (isinstance(t.type, Name) and _NUM.get(t.type.id) == num):
            return False
        t = t.term
    return isinstance(t, Name) and t.id == x


def _conj(t: Term, x: str, num: str) -> list[Atom] | None:
    """The comparisons ``x op e`` whose conjunction ``t`` is (``[("⊥", …)]`` for ``False``)."""
    if isinstance(t, Name) and t.id in ("True", "False"):
        return [] if t.id == "True" else [("⊥", t)]
    if isinstance(t, BinOp) and t.op == "∧":
        a, b = _conj(t.lhs, x, num), _conj(t.rhs, x, num)
        return None if a is None or b is None else a + b
    if isinstance(t, BinOp) and t.op in _FLIP:
        if _is_x(t.lhs, x, num) and x not in free_names(t.rhs):
            return [(t.op, t.rhs)]
        if _is_x(t.rhs, x, num) and x not in free_names(t.lhs):
            return [(_FLIP[t.op], t.lhs)]
    return None


def _values(te: TermEvaluator, atoms: list[Atom], num: str, sc: Scope) -> list[np.ndarray]:
    out = []
    for op, e in atoms:
        if op == "⊥":
            out.append(np.zeros((1,) * (1 + sc.depth)))
            continue
        v = lift(te.ev(e, sc, num), sc.depth)
        if v.kind != "num" or v.own_nd:
            raise Undecidable("an end point that is not a number")
        a = np.asarray(v.arr)
        if te.ops.exact and not all(isinstance(y, (Fraction, int)) for y in a.flat):
            raise Undecidable("an end point known as an enclosure only")
        out.append(a)
    return out


def _nonempty(atoms: list[Atom], vals: list[Any]) -> bool:
    lo: Any = None
    hi: Any = None
    lo_open = hi_open = False
    for (op, _), v in zip(atoms, vals):
        if op == "⊥":
            return False
        if not isinstance(v, (Fraction, int)):
            v = float(v)
            if not np.isfinite(v):
                raise Undecidable("an end point that is not finite")
        if op in (">", "≥", "="):
            s = op == ">"
            if lo is None or v > lo:
                lo, lo_open = v, s
            elif v == lo:
                lo_open = lo_open or s
        if op in ("<", "≤", "="):
            s = op == "<"
            if hi is None or v < hi:
                hi, hi_open = v, s
            elif v == hi:
                hi_open = hi_open or s
    if lo is None or hi is None:
        return True
    return bool(lo < hi or (lo == hi and not lo_open and not hi_open))


def _empty_all(te: TermEvaluator, groups: list[list[Atom]], num: str, sc: Scope) -> np.ndarray:
    """Per instance: every interval of ``groups`` is empty."""
    res: np.ndarray | None = None
    for atoms in groups:
        vals = _values(te, atoms, num, sc)
        shape = np.broadcast_shapes(*(v.shape for v in vals)) if vals else (1,) * (1 + sc.depth)
        bv = [np.broadcast_to(v, shape) for v in vals]
        empty = np.ones(shape, dtype=bool)
        for ix in np.ndindex(*shape):
            empty[ix] = not _nonempty(atoms, [v[ix] for v in bv])
        res = empty if res is None else res & empty
    return np.ones((1,) * (1 + sc.depth), dtype=bool) if res is None else res


def decide(te: TermEvaluator, kind: str, body: Term, x: str, num: str, sc: Scope
           ) -> np.ndarray | None:
    """``∀``/``∃ x, body`` per instance when the sets involved are intervals, else ``None``."""
    if kind == "∃":
        a = _conj(body, x, num)
        return None if a is None else ~_empty_all(te, [a], num, sc)
    if kind != "∀" or not isinstance(body, BinOp) or body.op not in ("→", "↔"):
        return None
    a, b = _conj(body.lhs, x, num), _conj(body.rhs, x, num)
    if a is None or b is None:
        return None
    pairs = [(a, b)] if body.op == "→" else [(a, b), (b, a)]
    groups: list[list[Atom]] = []
    for prem, concl in pairs:
        for op, e in concl:
            if op == "⊥":
                groups.append(prem)
                continue
            groups += [prem + [(n, e)] for n in _NEG[op]]
    return _empty_all(te, groups, num, sc)
