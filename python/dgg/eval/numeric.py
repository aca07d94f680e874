"""Elementwise arithmetic with Lean's conventions, in two number systems.

:class:`FloatOps` works on ``float64`` numpy arrays (fast, used to search); :class:`ExactOps` works on
numpy *object* arrays whose entries are :class:`fractions.Fraction` as long as the arithmetic is
algebraic, and switch to :mod:`mpmath` intervals (``iv``, 170 bits) as soon as a transcendental
function (``exp``, ``log``, ``sqrt`` of a non-square, real powers, ``cos``, ``π``) is met. An exact
comparison that intervals cannot decide raises :class:`Undecidable` — it never guesses.

Lean conventions implemented here (each is tested in ``tests/test_evaluate.py``):

* ``x / 0 = 0`` and ``0⁻¹ = 0`` (fields, ℕ and ℤ);
* ℕ subtraction is truncated (``2 - 5 = 0``), ℕ division floors, ℤ division is Euclidean
  (``Int.ediv``), ``x % 0 = x``;
* ``Real.sqrt x = 0`` for ``x ≤ 0``; ``Real.log 0 = 0`` and ``Real.log x = Real.log |x|``;
* ``Real.rpow``: ``0 ^ 0 = 1``, ``0 ^ y = 0`` for ``y ≠ 0``, and for ``x < 0``
  ``x ^ y = exp (log |x| * y) * cos (y * π)``; monoid powers ``x ^ n`` have ``0 ^ 0 = 1``.

Underflow in :class:`FloatOps`: where a product, quotient, ``exp`` or power whose true value is
nonzero comes out ``0`` or subnormal (``(1/2) ^ 10⁹``, ``exp (-10⁶)``, ``1 / exp 10⁶``), the
result is NaN, like an overflow's ``inf``: a value that is no longer the true one, so the instance
is not a trial (the relation marks it non-finite) instead of a wrong verdict (``x ^ 10⁹ = 0`` for
``0 < x < 1`` would hold in every float trial). The operation runs under ``np.errstate(under="raise")``:
the processor's underflow flag (raised exactly when a result is tiny *and* inexact) says whether any
element may have underflowed, and only then is the result scanned (:func:`_flush`), so a batch
without underflow costs no extra pass. An exact subnormal result (``2⁻¹⁰⁷⁴``) raises no flag and is
kept: it is the true value. A zero that comes from an earlier overflow (``1 / exp 10⁶``,
``exp (-inf)``) raises no flag either; the operations that can turn an ``inf`` into ``0`` look for
one in their operand first (:func:`_has_inf`, two reductions) and scan when they find it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.exact_ops import IV_PREC, ExactOps, Undecidable, iv_bounds, iv_mid, to_iv

__all__ = ["IV_PREC", "ExactOps", "FloatOps", "Ops", "Undecidable", "iv_bounds", "iv_mid", "to_iv"]


_CONSTS: dict[Fraction, np.ndarray] = {}


def _where0(b: np.ndarray) -> np.ndarray:
    return np.where(b == 0, 1.0, b)


_TINY = np.finfo(float).tiny


def _flush(r: np.ndarray, nonzero: Any) -> np.ndarray:
    """``r``, NaN where it underflowed: ``|r|`` below the smallest normal float although the true
    value is nonzero (``nonzero``: a bool array, or a callable giving it, computed only then)."""
    with np.errstate(invalid="ignore"):
        small = np.abs(r) < _TINY
    if not np.any(small):
        return r
    bad = small & (nonzero() if callable(nonzero) else nonzero)
    return np.where(bad, np.nan, r) if np.any(bad) else r


def _has_inf(a: np.ndarray) -> bool:
    """Whether ``a`` holds ``±inf`` (two reductions that skip NaN, no temporary array)."""
    if not np.size(a):
        return False
    return bool(np.fmax.reduce(a, axis=None) == np.inf or np.fmin.reduce(a, axis=None) == -np.inf)


def _guarded(compute: Callable[[], np.ndarray], nonzero: Any, scan: bool = False) -> np.ndarray:
    """``compute()``, NaN where it underflowed (:func:`_flush`). The result is scanned only when
    the underflow flag was raised or ``scan`` asks for it (an ``inf`` operand that the operation
    may turn into a flagless ``0``)."""
    if not scan:
        try:
            with np.errstate(under="raise"):
                return compute()
        except FloatingPointError:
            pass  # an underflow (or an error the caller's errstate raises: the recomputation re-raises it)
    with np.errstate(under="ignore"):
        r = compute()
    return _flush(r, nonzero)


def _mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return _guarded(lambda: np.multiply(a, b), lambda: (a != 0) & (b != 0))


def _exp(a: np.ndarray) -> np.ndarray:
    return _guarded(lambda: np.exp(a), True, scan=_has_inf(a))


class FloatOps:
    """The same operations on float64 arrays (NaN/inf propagate; callers treat NaN as unknown)."""

    exact = False
    dtype = float

    @staticmethod
    def const(v: Fraction) -> np.ndarray:
        """``v`` as a one-element array (shared and read-only: numerals recur in every batch)."""
        a = _CONSTS.get(v)
        if a is None:
            a = np.array([float(v)])
            a.flags.writeable = False
            if len(_CONSTS) < 4096:
                _CONSTS[v] = a
        return a

    @staticmethod
    def pi() -> np.ndarray:
        return np.array([math.pi])

    add = staticmethod(np.add)
    sub = staticmethod(np.subtract)
    mul = staticmethod(_mul)
    neg = staticmethod(np.negative)
    abs = staticmethod(np.abs)
    exp = staticmethod(_exp)
    cos = staticmethod(np.cos)
    sin = staticmethod(np.sin)
    minimum = staticmethod(np.minimum)
    maximum = staticmethod(np.maximum)

    @staticmethod
    def div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return _guarded(lambda: np.where(b == 0, 0.0, a / _where0(b)), lambda: (a != 0) & (b != 0),
                        scan=_has_inf(b))

    @staticmethod
    def log(a: np.ndarray) -> np.ndarray:
        x = np.abs(a)
        return np.where(x == 0, 0.0, np.log(np.where(x == 0, 1.0, x)))

    @staticmethod
    def sqrt(a: np.ndarray) -> np.ndarray:
        return np.sqrt(np.maximum(a, 0.0))

    @staticmethod
    def npow(a: np.ndarray, n: np.ndarray) -> np.ndarray:
        return _guarded(lambda: np.power(a, n), lambda: a != 0, scan=_has_inf(n))

    @staticmethod
    def zpow(a: np.ndarray, n: np.ndarray) -> np.ndarray:
        p = _guarded(lambda: np.power(a, np.abs(n)), lambda: a != 0, scan=_has_inf(n))
        return _guarded(lambda: np.where(n >= 0, p, np.where(p == 0, 0.0, 1.0 / np.where(p == 0, 1.0, p))),
                        lambda: a != 0, scan=_has_inf(p))  # 1 / p of an overflowed p

    @staticmethod
    def rpow(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        ax = np.abs(x)
        lg = np.log(np.where(ax == 0, 1.0, ax))
        mag = _exp(lg * y)
        neg = mag * np.cos(y * math.pi)
        # integer exponents of negative bases: use the exact sign, not cos(kπ) rounding
        yi = np.round(y)
        isint = (yi == y) & np.isfinite(y)
        neg = np.where(isint, mag * np.where(np.mod(yi, 2) == 0, 1.0, -1.0), neg)
        out = np.where(x > 0, mag, neg)
        return np.where(x == 0, np.where(y == 0, 1.0, 0.0), out)

    @staticmethod
    def nat_sub(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.maximum(a - b, 0.0)

    @staticmethod
    def nat_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.where(b == 0, 0.0, np.floor(a / _where0(b)))

    @staticmethod
    def int_div(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        q = np.floor(a / np.abs(_where0(b)))
        return np.where(b == 0, 0.0, np.where(b > 0, q, -q))

    @staticmethod
    def mod(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        ab = np.abs(_where0(b))
        return np.where(b == 0, a, a - ab * np.floor(a / ab))

    @staticmethod
    def _tol(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        t = np.abs(a) + np.abs(b)
        if not (isinstance(t, np.ndarray) and t.dtype == np.float64):
            return 1e-9 * t + 1e-300
        t *= 1e-9  # in place: the same operations in the same order, fewer temporaries
        t += 1e-300
        return t

    @staticmethod
    def le(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        t = FloatOps._tol(a, b)
        if isinstance(t, np.ndarray) and t.dtype == np.float64 and np.ndim(b) <= t.ndim:
            t += b  # b + tol, in place (t already has the broadcast shape)
            return a <= t
        return a <= b + t

    @staticmethod
    def lt(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return a < b

    @staticmethod
    def eq(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return np.abs(a - b) <= FloatOps._tol(a, b)

    @staticmethod
    def zero_like(a: np.ndarray) -> np.ndarray:
        return np.zeros(np.shape(a))

    @staticmethod
    def sum(a: np.ndarray, axis: int) -> np.ndarray:
        return np.sum(a, axis=axis)

    @staticmethod
    def prod(a: np.ndarray, axis: int) -> np.ndarray:
        return _guarded(lambda: np.prod(a, axis=axis), lambda: np.all(a != 0, axis=axis))

    @staticmethod
    def reduce_max(a: np.ndarray, axis: int) -> np.ndarray:
        return np.max(a, axis=axis)

    @staticmethod
    def reduce_min(a: np.ndarray, axis: int) -> np.ndarray:
        return np.min(a, axis=axis)

    @staticmethod
    def to_float(a: np.ndarray) -> np.ndarray:
        return np.asarray(a, dtype=float)


Ops = type[FloatOps] | type[ExactOps]


def as_real(a: Any) -> np.ndarray:
    """``a`` as a float array. A complex entry (a lambdified expression that left the reals: the
    log or a fractional power of a negative number) is NaN, a non-finite value that is no trial,
    unless its imaginary part is 0; numpy would drop the imaginary part with a ComplexWarning."""
    arr = np.asarray(a)
    if np.iscomplexobj(arr):
        with np.errstate(all="ignore"):
            arr = np.where(arr.imag == 0, arr.real, np.nan)
    return np.asarray(arr, dtype=float)


def real_valued(f: Callable[..., Any]) -> Callable[..., np.ndarray]:
    """``f`` (a lambdified expression) with its value passed through :func:`as_real`."""

    def g(*args: Any) -> np.ndarray:
        return as_real(f(*args))

    return g
