"""Integer bounds of a set's elements read from its predicate, and the enumeration they allow.

For ``fun x : T ↦ p`` with ``T`` ℕ or ℤ, :func:`enumerate` finds per-instance bounds
``lo ≤ x ≤ hi`` that ``p`` implies (:func:`bounds`): ``x < e``, ``x = e``, membership in an interval
or ``Finset.range n``, ``x ^ k ≤ e``, ``|x| ≤ e``, ``x ∣ e`` with ``e ≠ 0``, through ``∧``
(intersection) and ``∨`` (hull), ``x`` compared at its own type only; for ``∀`` the premise of
``→``, or either side of ``↔``. Outside the bounds ``p`` is false (for ``∀``, the body true), so
evaluating ``p`` on every integer between them (at most :data:`MAX_ENUM`) decides the quantifier,
the cardinality, the extrema, exactly.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.cells import root_bound
from dgg.eval.numeric import Undecidable
from dgg.eval.numsets import interval_membership
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, expand_axis, lift
from dgg.model.terms import Abs, App, Ascribe, BinOp, Lam, Name, Num, Term, free_names

__all__ = ["FLIP", "MAX_ENUM", "bare", "enumerate_set"]

MAX_ENUM = 5000
FLIP = {"<": ">", "≤": "≥", ">": "<", "≥": "≤", "=": "=", "≠": "≠"}


_NUM = {"ℕ": "nat", "Nat": "nat", "ℤ": "int", "Int": "int", "ℚ": "rat", "ℝ": "real"}


def bare(t: Term, x: str, num: str | None = None) -> bool:
    """``t`` is the variable ``x`` (ascribed to its own type ``num`` when ``num`` is given, to
    any type otherwise)."""
    while isinstance(t, Ascribe):
        if num is not None and not (isinstance(t.type, Name) and _NUM.get(t.type.id) == num):
            return False
        t = t.term
    return isinstance(t, Name) and t.id == x


def _to_ints(te: TermEvaluator, v: Val, up: bool) -> np.ndarray:
    """Per-instance integers ``⌈v⌉`` (``up``) or ``⌊v⌋``; non-finite values raise."""
    a = np.asarray(v.arr)
    if te.ops.exact:
        def one(y: Any) -> int:
            if not isinstance(y, (Fraction, int)):
                raise Undecidable("a bound that is not an exact rational")
            return math.ceil(y) if up else math.floor(y)
        return np.vectorize(one, otypes=[object])(a).astype(np.int64)
    f = a.astype(float)
    if not np.isfinite(f).all():
        raise Undecidable("a bound that is not finite")
    return (np.ceil(f - 1e-9) if up else np.floor(f + 1e-9)).astype(np.int64)


def _range(te: TermEvaluator, t: Term, x: str, num: str, sc: Scope
           ) -> tuple[np.ndarray | None, np.ndarray | None]:
    """Per-instance integer bounds ``lo ≤ x ≤ hi`` that ``t`` implies (``None``: no bound)."""
    if isinstance(t, Name) and t.id == "False":  # the empty set
        one = np.ones((1,) * (1 + sc.depth), dtype=np.int64)
        return one, one - 1
    if isinstance(t, BinOp) and t.op in ("∧", "∨"):
        a, b = _range(te, t.lhs, x, num, sc), _range(te, t.rhs, x, num, sc)
        out: list[np.ndarray | None] = []
        for i, pick in ((0, np.maximum), (1, np.minimum)):
            p, q = a[i], b[i]
            if t.op == "∧":
                out.append(p if q is None else q if p is None else pick(p, q))
            else:
                hull = np.minimum if i == 0 else np.maximum
                out.append(None if p is None or q is None else hull(p, q))
        return out[0], out[1]
    if isinstance(t, BinOp) and t.op == "∈" and bare(t.lhs, x, num):
        iv = interval_membership(t)
        if iv is None and isinstance(t.rhs, App) and isinstance(t.rhs.fn, Name) \
                and t.rhs.fn.id == "Finset.range" and len(t.rhs.args) == 1:
            iv = BinOp("<", t.lhs, t.rhs.args[0], t.pos)
        if iv is not None and x not in free_names(t.rhs):
            return _range(te, iv, x, num, sc)
        return None, None
    if isinstance(t, BinOp) and t.op == "∣" and bare(t.lhs, x, num) \
            and x not in free_names(t.rhs):
        # a divisor of e ≠ 0 lies in [-|e|, |e|] (`Nat.le_of_dvd`, `Int.le_of_dvd`)
        v = lift(te.ev(t.rhs, sc, num), sc.depth)
        e = np.abs(_to_ints(te, v, False))
        if v.kind != "num" or (e == 0).any():
            return None, None
        return -e, e
    if isinstance(t, BinOp) and t.op in ("<", "≤", ">", "≥", "="):
        for side, other, op in ((t.lhs, t.rhs, t.op), (t.rhs, t.lhs, FLIP[t.op])):
            r = _power_or_abs(side, x, num)
            if r is not None and op in ("<", "≤", "=") and x not in free_names(other):
                v = lift(te.ev(other, sc, num), sc.depth)
                if v.kind != "num":
                    return None, None
                e = _to_ints(te, v, False) - (1 if op == "<" and _is_int(te, v) else 0)
                k, symmetric = r
                root = np.vectorize(lambda y, k=k: _floor_root(int(y), k), otypes=[np.int64])(e)
                if symmetric:  # |x| ≤ ⌊e^(1/k)⌋; nothing when e < 0
                    empty = e < 0
                    return np.where(empty, 1, -root), np.where(empty, 0, root)
                return None, root
        for side, other, op in ((t.lhs, t.rhs, t.op), (t.rhs, t.lhs, FLIP[t.op])):
            if bare(side, x, num) and x not in free_names(other):
                v = lift(te.ev(other, sc, num), sc.depth)
                if v.kind != "num":
                    return None, None
                lo = hi = None
                if op in ("≥", ">", "="):
                    lo = _to_ints(te, v, True) + (1 if op == ">" and _is_int(te, v) else 0)
                if op in ("≤", "<", "="):
                    hi = _to_ints(te, v, False) - (1 if op == "<" and _is_int(te, v) else 0)
                return lo, hi
        if t.op == "=":  # a polynomial equation: its integer solutions are among its roots
            rb = root_bound(te, t, x, num, sc)
            if rb is not None:
                return -rb, rb
    return None, None


def _power_or_abs(t: Term, x: str, num: str) -> tuple[int, bool] | None:
    """``(k, symmetric)`` if ``t`` is ``x ^ k`` (``k`` a numeral ≥ 1; symmetric when even) or
    ``|x|`` (``(1, True)``)."""
    if isinstance(t, Abs) and bare(t.arg, x, num):
        return 1, True
    if isinstance(t, BinOp) and t.op == "^" and bare(t.lhs, x, num):
        k = t.rhs
        while isinstance(k, Ascribe):
            k = k.term
        if isinstance(k, Num) and k.value.denominator == 1 and k.value >= 1:
            return int(k.value), int(k.value) % 2 == 0
    return None


def _floor_root(e: int, k: int) -> int:
    """``max {r ∈ ℤ | r ^ k ≤ e}`` for odd ``k`` (any ``e``) or ``e ≥ 0``, in integers."""
    a = abs(e)
    r = int(round(a ** (1.0 / k))) if a else 0
    while r ** k > a:
        r -= 1
    while (r + 1) ** k <= a:
        r += 1
    if e >= 0:
        return r
    return -r if r ** k == a else -(r + 1)  # odd k: the largest r with r^k ≤ e < 0


def _is_int(te: TermEvaluator, v: Val) -> bool:
    """Whether every value is an integer (a strict bound then excludes it)."""
    a = np.asarray(v.arr)
    if te.ops.exact:
        return all(isinstance(y, (Fraction, int)) and Fraction(y).denominator == 1 for y in a.flat)
    f = a.astype(float)
    return bool(np.all(f == np.round(f)))


def _premise(t: Term, kind: str) -> Term:
    """What bounds the elements that matter: for ``∀``, the premise of ``→`` (outside it the
    body holds) or either side of ``↔`` (outside both, both sides are false)."""
    if kind == "∀" and isinstance(t, BinOp) and t.op == "→":
        return t.lhs
    if kind == "∀" and isinstance(t, BinOp) and t.op == "↔":
        return BinOp("∨", t.lhs, t.rhs, t.pos)
    return t


def enumerate_set(te: TermEvaluator, lam: Lam, num: str, sc: Scope, kind: str
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """``(truth, mask, values)`` on every integer in the bounds, or ``None`` (not bounded)."""
    x = lam.binders[0].name
    try:
        lo, hi = _range(te, _premise(lam.body, kind), x, num, sc)
    except (NotTranslated, Undecidable, ValueError, TypeError, OverflowError):
        return None
    if num == "nat":
        lo = np.zeros((1,) * (1 + sc.depth), dtype=np.int64) if lo is None else np.maximum(lo, 0)
    if lo is None or hi is None:
        return None
    lo, hi = np.broadcast_arrays(lo, hi)
    off = int(lo.min()) if lo.size else 0
    size = max(int(hi.max()) - off + 1, 0) if hi.size else 0
    if size > MAX_ENUM:
        return None
    d = sc.depth + 1
    vals = off + np.arange(size)
    pts: Any = np.array([Fraction(int(k)) for k in vals], dtype=object) if te.ops.exact \
        else vals.astype(float)
    xv = Val("num", pts.reshape((1,) + (1,) * (d - 1) + (size,)), d, num=num)
    if size == 0:
        shape = lo.shape + (0,)
        return np.zeros(shape, dtype=bool), np.zeros(shape, dtype=bool), np.zeros(shape)
    truth = np.asarray(expand_axis(lift(te.prop(lam.body, sc.bind(x, xv, d)), d).arr, d, size),
                       dtype=bool)
    mask = (vals >= lo[..., None]) & (vals <= hi[..., None])
    return truth, mask, np.broadcast_to(vals, mask.shape)  # integers (int64), exact
