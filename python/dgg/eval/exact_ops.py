"""Exact elementwise arithmetic with Lean's conventions (the exact half of :mod:`dgg.eval.numeric`).

Entries of numpy *object* arrays are :class:`fractions.Fraction` as long as the arithmetic is
algebraic; a transcendental function (``exp``, ``log``, ``sqrt`` of a non-square, real powers,
``cos``, ``π``) promotes to an Arb ball (:class:`flint.arb` of python-flint, a rigorous enclosure:
midpoint and radius, every operation rounds outward) at :data:`IV_PREC` bits. A comparison that the
enclosures cannot decide raises :class:`Undecidable`; it never guesses. An operation outside its
domain gives a ball that is not finite (``nan``), which no comparison decides and whose end points
are :class:`Undecidable`. Intervals of :mod:`mpmath` (``iv``: the certified root intervals of
:mod:`dgg.sample.equalities`) are accepted as operands and enclosed in balls. Conventions: see
:mod:`dgg.eval.numeric`.
"""

from __future__ import annotations

import contextlib
import inspect
import math
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import flint
import numpy as np
from flint import arb, fmpq
from mpmath import iv

#: Working precision of the interval arithmetic, in bits (about 50 decimal digits).
IV_PREC = 170
#: The precision of a second look where 170 bits leave two enclosures overlapping (a float
#: violation that may be rounding noise: dgg.check.verdict, dgg.check.exact)
HIGH_PREC = 2000


@contextlib.contextmanager
def precision(bits: int) -> Iterator[None]:
    """A block evaluated with :data:`IV_PREC` at ``bits`` (restored after it)."""
    global IV_PREC
    old, IV_PREC = IV_PREC, bits
    try:
        yield
    finally:
        IV_PREC = old


class Undecidable(Exception):
    """An exact comparison whose interval enclosures overlap: neither true nor false is certain."""


#: an interval end point beyond 2^±MAX_EXP is not turned into a Fraction (``exp (10¹²)`` would
#: need a 10¹²-bit numerator): :class:`Undecidable` instead; signs come from :func:`iv_sign`
MAX_EXP = 1 << 24


def _dyadic_to_fraction(man: int, exp: int) -> Fraction:
    if man and abs(exp) > MAX_EXP:
        raise Undecidable(f"interval end point of about 2^{exp} too large for exact arithmetic")
    return Fraction(man << exp) if exp >= 0 else Fraction(man, 1 << -exp)  # shifts, not 2 ** exp


def _raw_to_fraction(raw: tuple) -> Fraction:
    sign, man, exp, _ = raw
    if not man and exp:  # mpmath's ±inf and nan have a zero mantissa and a nonzero exponent
        raise Undecidable("an interval end point that is not finite")
    return _dyadic_to_fraction(-int(man) if sign else int(man), int(exp))


def _raw_to_arb(raw: tuple) -> arb:
    """An mpmath end point as an exact Arb point (any exponent: no Fraction is made)."""
    sign, man, exp, _ = raw
    if not man and exp:
        raise Undecidable("an interval end point that is not finite")
    m = arb(-int(man) if sign else int(man))
    return m * arb(2) ** int(exp) if exp else m  # a power of two: exact


def is_interval(x: Any) -> bool:
    """Whether ``x`` is an enclosure (an Arb ball or an mpmath interval), not an exact number."""
    return type(x) is arb or hasattr(x, "_mpi_")


def _arb_dyadic(e: arb) -> Fraction:
    """The exact value of a ball of radius 0 (a midpoint, a radius)."""
    man, exp = e.man_exp()
    return _dyadic_to_fraction(int(man), int(exp))


def iv_bounds(x: Any) -> tuple[Fraction, Fraction]:
    """Exact rational lower and upper end points of a Fraction or an interval (an Arb ball's
    ``mid ∓ rad``, exactly)."""
    if isinstance(x, (Fraction, int)):
        return Fraction(x), Fraction(x)
    if isinstance(x, (bool, np.bool_)):
        return Fraction(int(x)), Fraction(int(x))
    if type(x) is arb:
        if not x.is_finite():
            raise Undecidable("an enclosure that is not finite")
        m, r = _arb_dyadic(x.mid()), _arb_dyadic(x.rad())
        return m - r, m + r
    lo, hi = x._mpi_
    return _raw_to_fraction(lo), _raw_to_fraction(hi)


def iv_sign(x: Any) -> int | None:
    """``1`` when the interval lies in ``(0, ∞)``, ``-1`` in ``(-∞, 0)``, else ``None``; read off
    the end points without converting them, so that huge magnitudes cost nothing."""
    if type(x) is arb:
        return 1 if x > 0 else -1 if x < 0 else None  # nan: neither
    lo, hi = x._mpi_
    if lo[0] == 0 and lo[1]:
        return 1
    if hi[0] == 1 and hi[1]:
        return -1
    return None


def to_iv(x: Any) -> Any:
    """An Arb ball enclosing ``x`` (a Fraction, an int, a ball, or an mpmath interval); sets the
    working precision (:func:`_prec`) for what is computed with it next."""
    _prec()
    t = type(x)
    if t is arb:
        return x
    if t is Fraction:
        return arb(fmpq(x.numerator, x.denominator))
    if t is int or isinstance(x, (int, np.integer)):
        return arb(int(x))
    if hasattr(x, "_mpi_"):  # an mpmath interval: a ball around its two (exact) end points
        lo, hi = (_raw_to_arb(r) for r in x._mpi_)
        return lo.union(hi)
    if isinstance(x, Fraction):
        return arb(fmpq(x.numerator, x.denominator))
    raise TypeError(f"no enclosure of {type(x).__name__}")


def _prec() -> None:
    """Set python-flint's working precision to :data:`IV_PREC` (a module attribute that
    :mod:`dgg.check.verdict` raises for a finer look) and mpmath's interval precision with it
    (the root intervals of :mod:`dgg.sample.equalities` are still mpmath's)."""
    if flint.ctx.prec != IV_PREC:
        flint.ctx.prec = IV_PREC
    if iv.prec != IV_PREC:
        iv.prec = IV_PREC


def _exact(x: Any) -> bool:
    t = type(x)
    return t is Fraction or t is int or isinstance(x, (Fraction, int, np.integer))


def _ivop(f: Callable[..., Any], *xs: Any) -> Any:
    return f(*[to_iv(x) for x in xs])


def _sign(x: Any) -> int:
    """-1, 0 or 1; raises :class:`Undecidable` for an interval straddling 0."""
    if _exact(x):
        return int(x > 0) - int(x < 0)  # numpy's bools do not subtract (np.int64 is exact too)
    s = iv_sign(x)  # from the end points: exp (-10⁹) has no Fraction end point to compare
    if s is not None:
        return s
    if type(x) is arb:
        if x.is_zero():  # exactly 0 (radius 0)
            return 0
        raise Undecidable("sign of an interval containing 0")
    lo, hi = iv_bounds(x)
    if lo > 0:
        return 1
    if hi < 0:
        return -1
    if lo == hi == 0:
        return 0
    raise Undecidable("sign of an interval containing 0")


# ----------------------------------------------------------------------------------- scalar ops
def _e_add(a: Any, b: Any) -> Any:
    return a + b if _exact(a) and _exact(b) else _ivop(lambda x, y: x + y, a, b)


def _e_sub(a: Any, b: Any) -> Any:
    return a - b if _exact(a) and _exact(b) else _ivop(lambda x, y: x - y, a, b)


def _e_mul(a: Any, b: Any) -> Any:
    if _exact(a) and _exact(b):
        return a * b
    if (_exact(a) and a == 0) or (_exact(b) and b == 0):
        return Fraction(0)
    return _ivop(lambda x, y: x * y, a, b)


def _e_div(a: Any, b: Any) -> Any:
    if _sign(b) == 0:
        return Fraction(0)
    if _exact(a) and _exact(b):
        return Fraction(a) / Fraction(b)
    return _ivop(lambda x, y: x / y, a, b)


def _e_neg(a: Any) -> Any:
    return -a


def _e_abs(a: Any) -> Any:
    return abs(a)


def _e_exp(a: Any) -> Any:
    if _exact(a) and a == 0:
        return Fraction(1)
    return _ivop(arb.exp, a)


def _e_log(a: Any) -> Any:
    """``Real.log``: ``log |x|``, and ``log 0 = 0`` (Mathlib ``Real.log_zero``, ``Real.log_abs``,
    ``Mathlib/Analysis/SpecialFunctions/Log/Basic.lean``)."""
    if _exact(a):
        a = abs(Fraction(a))
        if a == 0 or a == 1:
            return Fraction(0)
        return _ivop(arb.log, a)
    s = _sign(a)
    if s == 0:
        return Fraction(0)
    return _ivop(arb.log, -a if s < 0 else a)


def _isqrt_exact(f: Fraction) -> Fraction | None:
    n, d = f.numerator, f.denominator
    rn, rd = math.isqrt(n), math.isqrt(d)
    return Fraction(rn, rd) if rn * rn == n and rd * rd == d else None


def _e_sqrt(a: Any) -> Any:
    if _sign(a) <= 0:
        return Fraction(0)
    if _exact(a):
        r = _isqrt_exact(Fraction(a))
        if r is not None:
            return r
    return _ivop(arb.sqrt, a)


def _e_cos(a: Any) -> Any:
    if _exact(a) and a == 0:
        return Fraction(1)
    return _ivop(arb.cos, a)


def _e_sin(a: Any) -> Any:
    if _exact(a) and a == 0:
        return Fraction(0)
    return _ivop(arb.sin, a)


#: above this exponent a rational power is enclosed in an interval instead (``x ^ 10⁶`` would have
#: millions of digits)
MAX_EXACT_POW = 4096


def arb_npow(x: arb, k: int) -> arb:
    """A ball enclosing ``x ^ k`` (``k`` an integer). python-flint 0.9's ``x ** k`` computes a
    real power, NaN for a ball containing 0 (``[± 0.5] ** 2``); there, for ``k ≥ 1``, ``x ^ k``
    lies in ``[0, m ^ k]`` (``k`` even) or ``[-m ^ k, m ^ k]`` (``k`` odd) with ``m`` an upper
    bound of ``|x|``, and the ball returned encloses that interval."""
    r = x ** k
    if r.is_finite() or k < 1 or not x.is_finite():
        return r
    m = abs(x).upper()
    top = m ** k  # m > 0 here (x contains 0 and is not the point 0, whose power is finite)
    return (arb(0) if k % 2 == 0 else -top).union(top)


def _e_npow(a: Any, n: Any) -> Any:
    k = int(n)
    if _exact(a):
        f = a if type(a) is Fraction else Fraction(a)
        if abs(k) <= MAX_EXACT_POW or f in (0, 1, -1):
            return f ** k
    return _ivop(lambda x: arb_npow(x, k), a)


def _e_zpow(a: Any, n: Any) -> Any:
    k = int(n)
    if k >= 0:
        return _e_npow(a, k)
    return _e_div(Fraction(1), _e_npow(a, -k))


def _e_rpow(x: Any, y: Any) -> Any:
    sx = _sign(x)
    if sx == 0:
        return Fraction(1) if _sign(y) == 0 else Fraction(0)
    if _exact(y) and Fraction(y).denominator == 1:
        return _e_zpow(x, Fraction(y).numerator)
    if sx > 0:
        if _exact(x) and _exact(y):
            # exact when x is a perfect power of the denominator of y
            fy = Fraction(y)
            root = _exact_root(Fraction(x), fy.denominator)
            if root is not None:
                return _e_zpow(root, fy.numerator)
        return _ivop(lambda u, v: (u.log() * v).exp(), x, y)
    # Lean's `x ^ y` for x < 0: `exp (log x * y) * cos (y * π)` (Real.rpow_def_of_neg,
    # Mathlib/Analysis/SpecialFunctions/Pow/Real.lean); `cos_pi v` is `cos (v * π)`
    return _ivop(lambda u, v: ((-u).log() * v).exp() * v.cos_pi(), x, y)


def _exact_root(f: Fraction, k: int) -> Fraction | None:
    if k > 64:
        return None
    out = []
    for m in (f.numerator, f.denominator):
        r = round(m ** (1.0 / k)) if m < 2 ** 1000 else None
        if r is None:
            return None
        hit = next((c for c in (r - 1, r, r + 1) if c >= 0 and c ** k == m), None)
        if hit is None:
            return None
        out.append(hit)
    return Fraction(out[0], out[1])


def _is_mp(x: Any) -> bool:
    return hasattr(x, "_mpi_")


def _ends(a: Any, b: Any) -> tuple[tuple[Any, Any], tuple[Any, Any]]:
    """The end points ``(lo, hi)`` of ``a`` and ``b`` where one is an mpmath interval (a
    certified root interval of :mod:`dgg.sample.equalities`), mutually comparable by ``<``/``<=``:
    exact Fractions (as before Arb balls were used: a ball's radius is rounded up, so such an
    interval made a ball is a little wider), or, where one is too large for a Fraction, the end
    points of Arb balls enclosing both, as exact Arb points."""
    try:
        return iv_bounds(a), iv_bounds(b)
    except Undecidable:
        A, B = to_iv(a), to_iv(b)
        return (A.lower(), A.upper()), (B.lower(), B.upper())  # rounded outward


def _e_le(a: Any, b: Any) -> bool:
    if _exact(a) and _exact(b):
        return bool(a <= b)
    if _is_mp(a) or _is_mp(b):
        (alo, ahi), (blo, bhi) = _ends(a, b)
        if ahi <= blo:
            return True
        if alo > bhi:
            return False
    else:
        A, B = to_iv(a), to_iv(b)
        if A <= B:  # Arb: true only when every point of A is ≤ every point of B
            return True
        if A > B:
            return False
    raise Undecidable("≤ between overlapping intervals")


def _e_lt(a: Any, b: Any) -> bool:
    if _exact(a) and _exact(b):
        return bool(a < b)
    if _is_mp(a) or _is_mp(b):
        (alo, ahi), (blo, bhi) = _ends(a, b)
        if ahi < blo:
            return True
        if alo >= bhi:
            return False
    else:
        A, B = to_iv(a), to_iv(b)
        if A < B:
            return True
        if A >= B:
            return False
    raise Undecidable("< between overlapping intervals")


def _e_eq(a: Any, b: Any) -> bool:
    if _exact(a) and _exact(b):
        return bool(a == b)
    if _is_mp(a) or _is_mp(b):
        (alo, ahi), (blo, bhi) = _ends(a, b)
        if ahi < blo or bhi < alo:
            return False
        if alo == ahi == blo == bhi:
            return True
    else:
        A, B = to_iv(a), to_iv(b)
        if A == B:  # Arb: both exact (radius 0) and equal
            return True
        if A < B or A > B:
            return False
    raise Undecidable("= between overlapping intervals")


def _e_floor_div(a: Any, b: Any) -> Any:
    a, b = Fraction(a), Fraction(b)
    return Fraction(0) if b == 0 else Fraction(math.floor(a / b))


def _e_ediv(a: Any, b: Any) -> Any:
    a, b = Fraction(a), Fraction(b)
    if b == 0:
        return Fraction(0)
    q = math.floor(a / abs(b))
    return Fraction(q if b > 0 else -q)


def _e_mod(a: Any, b: Any) -> Any:
    a, b = Fraction(a), Fraction(b)
    if b == 0:
        return a
    return a - abs(b) * math.floor(a / abs(b))


def _e_min(a: Any, b: Any) -> Any:
    return a if _e_le(a, b) else b


def _e_max(a: Any, b: Any) -> Any:
    return b if _e_le(a, b) else a


#: from this many elements on, an elementwise operation computes each distinct tuple of operand
#: *objects* once (:func:`_lifted`)
MEMO_MIN = 256


def _lifted(f: Callable[..., Any], nin: int) -> Callable[..., Any]:
    """``f`` applied elementwise (numpy broadcasting). A large result (a quantifier's grid of
    points, broadcast against other grids: ``∀ t, ∃ x y, x ^ 2 + y ^ 2 = 1 ∧ …`` evaluates
    ``x ^ 2`` on 161³ entries) repeats the same operand objects many times, so there ``f`` runs
    once per distinct tuple of operand objects, keyed by their identity: the operands are object
    arrays that hold every object alive for the whole call, so an identity names one object (the
    same value) throughout; ``f`` is a pure function of its operands' values. The elements are
    visited in the same order, so the first exception (:class:`Undecidable`) is the same."""
    g = np.frompyfunc(f, nin, 1)

    def run(*xs: Any) -> Any:
        size = 1
        for n in np.broadcast_shapes(*(np.shape(x) for x in xs)):
            size *= n
        if size < MEMO_MIN:
            return g(*xs)
        objs = [np.asarray(x, dtype=object) for x in xs]  # Python objects, alive until the end
        memo: dict[tuple[int, ...], Any] = {}

        def once(*ys: Any) -> Any:
            key = tuple(map(id, ys))
            r = memo.get(key, memo)
            if r is memo:
                r = memo[key] = f(*ys)
            return r

        return np.frompyfunc(once, nin, 1)(*objs)

    return run


def _u(f: Callable[..., Any], nin: int) -> Callable[..., np.ndarray]:
    g = _lifted(f, nin)

    def run(*xs: Any) -> np.ndarray:
        return np.asarray(g(*xs), dtype=object)

    return run


def _b(f: Callable[..., Any], nin: int) -> Callable[..., np.ndarray]:
    g = _lifted(f, nin)

    def run(*xs: Any) -> np.ndarray:
        return np.asarray(g(*xs)).astype(bool)

    return run


NumFn = Callable[..., np.ndarray]
BoolFn = Callable[..., np.ndarray]


class OpTable:
    """The elementwise operations of an exact arithmetic backend: the *one* list of operator
    names from which :class:`ExactOps` and :class:`dgg.eval.sympy_ops.SympyOps` build their tables
    (:func:`fill_ops`); a ``NumFn`` gives numbers, a ``BoolFn`` truth values. Also the helpers the
    two share."""

    add: NumFn
    sub: NumFn
    mul: NumFn
    div: NumFn
    neg: NumFn
    abs: NumFn
    exp: NumFn
    log: NumFn
    sqrt: NumFn
    cos: NumFn
    sin: NumFn
    npow: NumFn
    zpow: NumFn
    rpow: NumFn
    nat_div: NumFn
    int_div: NumFn
    mod: NumFn
    minimum: NumFn
    maximum: NumFn
    le: BoolFn
    lt: BoolFn
    eq: BoolFn

    @staticmethod
    def const(v: Fraction) -> np.ndarray:
        a = np.empty((1,), dtype=object)
        a[0] = Fraction(v)
        return a

    @staticmethod
    def zero_like(a: np.ndarray) -> np.ndarray:
        out = np.empty(np.shape(a), dtype=object)
        out[...] = Fraction(0)
        return out


def fill_ops(target: Any, scalar: dict[str, Callable[..., Any]],
             num: Callable[[Callable[..., Any], int], NumFn] = _u,
             rel: Callable[[Callable[..., Any], int], BoolFn] = _b, static: bool = False) -> None:
    """Set every operation of :class:`OpTable` on ``target`` (a class when ``static``, else an
    instance) from its scalar version in ``scalar``, lifted elementwise by ``num`` or ``rel`` with
    the scalar function's arity. ``scalar`` must name exactly the operations of the table."""
    kinds = OpTable.__annotations__
    if set(scalar) != set(kinds):
        raise ValueError(f"operator table differs from OpTable: {sorted(set(scalar) ^ set(kinds))}")
    for name, kind in kinds.items():
        f = scalar[name]
        arr = (rel if kind == "BoolFn" else num)(f, len(inspect.signature(f).parameters))
        setattr(target, name, staticmethod(arr) if static else arr)


class ExactOps(OpTable):
    """Exact arithmetic on object arrays (Fractions, promoted to intervals when needed)."""

    exact = True
    dtype = object

    @staticmethod
    def pi() -> np.ndarray:
        a = np.empty((1,), dtype=object)
        _prec()
        a[0] = arb.pi()
        return a

    @staticmethod
    def nat_sub(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        d = ExactOps.sub(a, b)
        return ExactOps.maximum(d, ExactOps.const(Fraction(0)))

    @staticmethod
    def sum(a: np.ndarray, axis: int) -> np.ndarray:
        if a.shape[axis] == 0:
            shape = a.shape[:axis] + a.shape[axis + 1:]
            out = np.empty(shape, dtype=object)
            out[...] = Fraction(0)
            return out
        return np.asarray(np.add.reduce(a, axis=axis) if all(map(_exact, a.flat))
                          else _reduce(_e_add, a, axis), dtype=object)

    @staticmethod
    def prod(a: np.ndarray, axis: int) -> np.ndarray:
        if a.shape[axis] == 0:
            shape = a.shape[:axis] + a.shape[axis + 1:]
            out = np.empty(shape, dtype=object)
            out[...] = Fraction(1)
            return out
        return _reduce(_e_mul, a, axis)

    @staticmethod
    def reduce_max(a: np.ndarray, axis: int) -> np.ndarray:
        return _reduce(_e_max, a, axis)

    @staticmethod
    def reduce_min(a: np.ndarray, axis: int) -> np.ndarray:
        return _reduce(_e_min, a, axis)

    @staticmethod
    def to_float(a: np.ndarray) -> np.ndarray:
        return np.vectorize(lambda x: float(x) if _exact(x) else float(iv_mid(x)),
                            otypes=[float])(a)


fill_ops(ExactOps, {
    "add": _e_add, "sub": _e_sub, "mul": _e_mul, "div": _e_div, "neg": _e_neg, "abs": _e_abs,
    "exp": _e_exp, "log": _e_log, "sqrt": _e_sqrt, "cos": _e_cos, "sin": _e_sin,
    "npow": _e_npow, "zpow": _e_zpow, "rpow": _e_rpow, "nat_div": _e_floor_div,
    "int_div": _e_ediv, "mod": _e_mod, "minimum": _e_min, "maximum": _e_max,
    "le": _e_le, "lt": _e_lt, "eq": _e_eq}, static=True)


def iv_mid(x: Any) -> Fraction:
    lo, hi = iv_bounds(x)
    return (lo + hi) / 2


def _reduce(f: Callable[[Any, Any], Any], a: np.ndarray, axis: int) -> np.ndarray:
    a = np.moveaxis(a, axis, 0)
    acc = a[0].copy()
    for i in range(1, a.shape[0]):
        acc = np.asarray(np.frompyfunc(f, 2, 1)(acc, a[i]), dtype=object)
    return np.asarray(acc, dtype=object)
