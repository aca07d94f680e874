"""``(a ^ n) % m`` over ℕ and ℤ by modular exponentiation: ``pow(a, n, |m|)``.

In: the term ``(a ^ n) % m`` (``n`` a natural number), its type (``nat``/``int``) and the evaluator.
Out: its value, float or exact like the operands, or ``None`` when the shortcut does not apply
(the caller then evaluates the power first). ``5 ^ 999999`` has 700 000 digits and overflows a
float, but ``(5 ^ 999999) % 7`` is ``6``; Lean's ``Nat.mod`` and ``Int.emod`` give a result in
``[0, |m|)``, as Python's ``pow`` with a positive modulus does. ``m = 0`` (``a % 0 = a``), a
negative or non-integral operand, or an interval is left to the ordinary path.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.values import Val, align
from dgg.model.terms import BinOp

#: Floats are integers exactly up to 2⁵³.
_FLOAT_INT = 2 ** 53


def modular_power(te: Any, t: BinOp, sc: Any, T: str, cache: dict[int, Val]) -> Val | None:
    """The value of ``t = (a ^ n) % m`` (see the module docstring), or ``None``."""
    pw = t.lhs
    assert isinstance(pw, BinOp) and pw.op == "^"
    base = te.tree(pw.lhs, sc, T, cache)
    e = te.ev(pw.rhs, sc, None)
    m = te.tree(t.rhs, sc, T, cache)
    if any(v.kind != "num" for v in (base, e, m)):
        return None
    x, y, d1 = align(base, m)
    xx, ee, d = align(Val("num", x, d1, num=T), e)
    yy, _, _ = align(Val("num", y, d1, num=T), e)
    xx, yy, ee = np.broadcast_arrays(np.asarray(xx), np.asarray(yy), np.asarray(ee))
    out = np.empty(xx.shape, dtype=object)
    kind = None
    for idx in np.ndindex(xx.shape):
        ints = [_as_int(v) for v in (xx[idx], ee[idx], yy[idx])]
        if any(k is None for k in ints):
            return None
        a, n, mod = (k for k in ints if k is not None)
        if mod == 0 or n < 0:
            return None
        out[idx] = pow(a, n, abs(mod))
        kind = kind or _kind(xx[idx])
    if kind == "float":
        res: np.ndarray = out.astype(float)
    elif kind == "sympy":
        import sympy as sp

        res = np.vectorize(sp.Integer, otypes=[object])(out) if out.size else out
    else:
        res = np.vectorize(Fraction, otypes=[object])(out) if out.size else out
    return Val("num", res, d, num=T)


def _kind(v: Any) -> str:
    if isinstance(v, (float, np.floating)):
        return "float"
    if isinstance(v, (Fraction, int, np.integer)):
        return "exact"
    return "sympy"


def _as_int(v: Any) -> int | None:
    """``v`` as a Python integer when it is one exactly (a float below 2⁵³, a Fraction with
    denominator 1, a sympy Integer); else ``None`` (an interval, a fraction, NaN)."""
    if isinstance(v, (bool, np.bool_)):
        return None
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else None
    if isinstance(v, (float, np.floating)):
        f = float(v)
        return int(f) if f == f and abs(f) < _FLOAT_INT and f.is_integer() else None
    if getattr(v, "is_Integer", False):
        return int(v)
    return None
