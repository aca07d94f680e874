"""Equality of functions on a non-finite type, ``(fun t : ℝ ↦ t + a) = fun t ↦ a + t``, checked
pointwise (function extensionality): both sides are applied to the same points and the values
compared. Two functions that differ at a point are different, so a violation found here is a
real one (and is certified exactly like any other, by the exact evaluator on the same points);
equal values at every point are evidence, not proof, like any passed trial.

In: the evaluator and the two evaluated sides (closures). Out: the truth of ``f = g`` (or
``f ≠ g``) per instance. The points are fixed numbers of the parameter's type (:data:`POINTS`),
so a run stays deterministic; two-argument functions are applied to pairs of points. Orders
between functions, a function compared with a table (``Matrix``, ``Fin n → ℝ``) and deeper
currying are ``not_translated``, named by the Lean relation and its position.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.values import NotTranslated, Scope, Val, align, call_closure_val
from dgg.model.terms import BinOp

#: Points of ℝ (and of ℚ) where both functions are compared: signs, zero, ±1, non-integers.
POINTS: dict[str, tuple[Fraction, ...]] = {
    "real": tuple(Fraction(p) for p in ("-5/2", "-1", "-1/3", "0", "1/2", "1", "3/2", "2", "7",
                                        "31/3")),
    "int": tuple(Fraction(p) for p in (-3, -2, -1, 0, 1, 2, 3, 5, 10)),
    "nat": tuple(Fraction(p) for p in (0, 1, 2, 3, 4, 5, 7, 10)),
}
#: Arguments a function may take here (``fun x y ↦ …``: pairs of points).
MAX_ARGS = 2


def pointwise_relation(te: Any, t: BinOp, a: Val, b: Val, sc: Scope) -> Val:
    """``a = b`` (``t.op`` ``=`` or ``≠``) for functions ``a``, ``b``, at least one a closure."""
    if t.op not in ("=", "≠"):
        raise NotTranslated(f"order {t.op} between functions", t.pos)
    if a.kind != "closure" or b.kind != "closure":
        raise NotTranslated(f"{t.op} between a function on a non-finite type and a table "
                            "(a matrix or a function on a finite type)", t.pos)
    same, d = _equal(te, t, a, b, sc, 1)
    return Val("bool", same if t.op == "=" else ~same, d)


def _equal(te: Any, t: BinOp, a: Val, b: Val, sc: Scope, nargs: int) -> tuple[np.ndarray, int]:
    """Whether ``a`` and ``b`` agree at every point (per instance), and the depth of the
    result."""
    want = a.params[0] if a.params else None
    if b.params and want is None:
        want = b.params[0]
    kind = want if isinstance(want, str) and want in POINTS else "real"
    out: np.ndarray | None = None
    depth = 0
    for p in POINTS[kind]:
        arg = Val("num", te.ops.const(p), 0, num=kind)
        fa, fb = call_closure_val(te, a, arg, sc), call_closure_val(te, b, arg, sc)
        if fa.kind == "closure" and fb.kind == "closure" and nargs < MAX_ARGS:
            r, d = _equal(te, t, fa, fb, sc, nargs + 1)
        elif fa.kind == "num" and fb.kind == "num":
            x, y, d = align(fa, fb)
            r = np.asarray(te.ops.eq(x, y), dtype=bool)
        else:
            raise NotTranslated(f"{t.op} between functions of more than {MAX_ARGS} arguments or "
                                "with non-numeric values", t.pos)
        out = r if out is None else (out & r)
        depth = max(depth, d)
    assert out is not None
    return out, depth
