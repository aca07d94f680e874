"""The evaluator's arithmetic on exact elements of ``ℚ(exp ℚ)``: a fast first try of a symbolic check.

In: object arrays of Fractions (an exact instance). Out: the operations of
:class:`dgg.eval.sympy_ops.SympyOps`, but on values that are Fractions or :class:`EV`, a quotient
of two elements of the group ring ``ℚ[ℚ]`` (finite sums ``∑ c_q · e^q``; the representation of
:mod:`dgg.eval.exp_field`, exponents kept as rationals). This is the fragment of ``softmax``
values: rationals, ``exp`` of rationals, ``+``, ``·``, integer powers and quotients.

Why it is sound: ``e^q ↦ exp q`` embeds the ring into ℝ (Lindemann–Weierstrass, see
:mod:`dgg.eval.exp_field`), so a value is 0 exactly when its numerator is the zero element — an
identity, the same one :func:`dgg.eval.exp_field.decide_zero` proves on sympy expressions. A
nonzero value's sign comes from an Arb ball (outward rounding) at 170, 600 then 2000 bits that
excludes 0, the precisions of :func:`dgg.eval.certify.sign`. Lean's branches (``x / 0 = 0``,
``|·|``, ``min``/``max``, comparisons, ℕ subtraction) are decided by these signs, like
:class:`~dgg.eval.sympy_ops.SympyOps` decides them.

Anything else — another function (``Real.log``, ``Real.sqrt`` of a non-square, ``π``), ``exp`` of
a value that is not rational, a sign no ball decides, a computation past the term budget of
:mod:`dgg.eval.exp_field`, or a value of another kind — raises :class:`Outside`, and the caller
(:func:`dgg.eval.symbolic_rel.symbolic_relation`) asks sympy instead. So this path decides a
relation only where it has the same proof the sympy path would build, about a hundred times
faster (no sympy expression is built or canonicalised).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
from flint import arb, fmpq

from dgg.eval import exp_field
from dgg.eval.certify import PRECS, working_prec
from dgg.eval.exact_ops import _e_ediv, _e_floor_div, _e_mod, fill_ops, iv_sign
from dgg.eval.symbolic import MAX_POW
from dgg.eval.sympy_ops import SympyOps

__all__ = ["EV", "Outside", "RingOps", "unit_of"]

#: extra factor of every exponent unit, so that ``exp (z / 2)`` or ``exp (2 * z / 3)`` of instance
#: values stays inside the table
UNIT_SLACK = 2520


def unit_of(arrays: Any) -> int:
    """An exponent unit for an instance: the lcm of the denominators of its rational values,
    times :data:`UNIT_SLACK`."""
    den = 1
    for a in arrays:
        for x in np.asarray(a, dtype=object).flat:
            if type(x) is Fraction:
                den = math.lcm(den, x.denominator)
    return den * UNIT_SLACK


class Outside(Exception):
    """The evaluation leaves the fragment (or a sign is not decided): ask sympy."""


class EV:
    """A nonrational value ``core · ∏ nf / ∏ df`` (an :class:`exp_field._Q`; never zero, never a
    rational constant in normal form). No Python arithmetic: only :class:`RingOps` combines them
    (anything else fails, and the caller falls back to sympy)."""

    __slots__ = ("q", "den")

    def __init__(self, q: Any, den: int) -> None:
        self.q = q
        #: exponents are integers in units of ``1 / den`` (cheap to hash, unlike Fractions)
        self.den = den

    def __repr__(self) -> str:
        return f"EV({self.q.core}, {len(self.q.nf)}/{len(self.q.df)} factors)"


def _num(x: Any) -> Any:
    """A rational coefficient as an int when it is one (cheaper ring arithmetic)."""
    return int(x.numerator) if x.denominator == 1 else x


def _val(x: Any) -> Fraction | EV:
    """An operand as a Fraction or an :class:`EV` (else :class:`Outside`)."""
    t = type(x)
    if t is Fraction or t is EV:
        return x
    if isinstance(x, (bool, np.bool_, int, np.integer)):
        return Fraction(int(x))
    if isinstance(x, float) and x.is_integer():
        return Fraction(int(x))
    raise Outside(f"a value outside the exp-rational fragment ({t.__name__})")


def _q(x: Fraction | EV) -> Any:
    if type(x) is EV:
        return x.q
    return exp_field._Q({0: _num(x)} if x else {})


def _den(*xs: Fraction | EV) -> int:
    """The exponent unit of the EV operands (one table gives every value the same)."""
    dens = {x.den for x in xs if type(x) is EV}
    if len(dens) != 1:
        raise Outside("values of two exponent units")
    return dens.pop()


def _back(q: Any, den: int) -> Fraction | EV:
    """A quotient as a Fraction when it is a rational constant in normal form, else an EV. A
    numerator that is a unit times a factor of the denominator is cancelled against it first
    (``∑ v, exp (z v) / ∑ v, exp (z v)`` becomes ``1``): an identity of the ring."""
    if not q.core:
        return Fraction(0)
    if q.df and len(q.core) > 1:
        q0 = min(q.core)
        c0 = q.core[q0]
        key = tuple(sorted((e - q0, c if c0 == 1 else Fraction(c) / c0)
                           for e, c in q.core.items()))
        if key in q.df:
            df = dict(q.df)
            f, p = df.pop(key)
            if p > 1:
                df[key] = (f, p - 1)
            q = exp_field._Q({q0: c0}, q.nf, df)
    if not q.nf and not q.df and len(q.core) == 1 and 0 in q.core:
        return Fraction(q.core[0])
    return EV(q, den)


def _ring_ball(r: dict[Any, Any], den: int, memo: dict[Any, arb]) -> arb:
    out = arb(0)
    for e, c in r.items():
        if e not in memo:
            memo[e] = arb(fmpq(e, den)).exp() if e else arb(1)
        out += arb(fmpq(c.numerator, c.denominator)) * memo[e]
    return out


def _ball(x: EV) -> arb:
    memo: dict[Any, arb] = {}
    q, den = x.q, x.den
    out = _ring_ball(q.core, den, memo)
    for f, p in q.nf.values():
        out *= _ring_ball(f, den, memo) ** p
    for f, p in q.df.values():
        out /= _ring_ball(f, den, memo) ** p
    return out


def sign(x: Fraction | EV) -> int:
    """The certified sign (see the module docstring); :class:`Outside` when no ball decides."""
    if type(x) is not EV:
        return (x > 0) - (x < 0)  # type: ignore[operator]
    for prec in PRECS:
        with working_prec(prec):
            try:
                s = iv_sign(_ball(x))
            except (ZeroDivisionError, ValueError, OverflowError):
                s = None
        if s is not None:
            return s
    raise Outside("sign not certified")


def add(a: Any, b: Any) -> Fraction | EV:
    a, b = _val(a), _val(b)
    if type(a) is Fraction and type(b) is Fraction:
        return a + b
    return _back(_q(a).add(_q(b)), _den(a, b))


def neg(a: Any) -> Fraction | EV:
    a = _val(a)
    if type(a) is Fraction:
        return -a
    return _back(_q(a).mul(exp_field._Q({0: -1})), _den(a))


def sub(a: Any, b: Any) -> Fraction | EV:
    return add(a, neg(b))


def mul(a: Any, b: Any) -> Fraction | EV:
    a, b = _val(a), _val(b)
    if type(a) is Fraction and type(b) is Fraction:
        return a * b
    if (type(a) is Fraction and not a) or (type(b) is Fraction and not b):
        return Fraction(0)
    return _back(_q(a).mul(_q(b)), _den(a, b))


def inv(a: Fraction | EV) -> Fraction | EV:
    """``1 / a`` for ``a ≠ 0``."""
    if type(a) is Fraction:
        return 1 / a
    return _back(_q(a).inv(), _den(a))


def div(a: Any, b: Any) -> Fraction | EV:
    a, b = _val(a), _val(b)
    if sign(b) == 0:
        return Fraction(0)
    return mul(a, inv(b))


def _rat(x: Any) -> Fraction:
    v = _val(x)
    if type(v) is not Fraction:
        raise Outside("ℕ/ℤ operation on a non-rational value")
    return v


def npow(a: Any, n: Any) -> Fraction | EV:
    a, k = _val(a), _rat(n)
    if k.denominator != 1 or k < 0:
        raise Outside("power exponent")
    kk = int(k)
    if type(a) is Fraction:
        if kk > MAX_POW and a not in (0, 1, -1):
            raise Outside("huge power")  # sympy refuses it (safe_pow): let it say so
        return a ** kk
    if kk > MAX_POW:
        raise Outside("huge power")
    out: Fraction | EV = Fraction(1)
    base: Fraction | EV = a
    while kk:
        if kk & 1:
            out = mul(out, base)
        kk >>= 1
        if kk:
            base = mul(base, base)
    return out


def zpow(a: Any, n: Any) -> Fraction | EV:
    k = _rat(n)
    if k >= 0:
        return npow(a, k)
    d = npow(a, -k)
    return Fraction(0) if sign(d) == 0 else inv(d)


def exp(a: Any, den: int) -> Fraction | EV:
    """``exp a`` for a rational ``a`` whose denominator divides ``den``."""
    a = _val(a)
    if type(a) is not Fraction:
        raise Outside("exp of a non-rational value")
    if a == 0:
        return Fraction(1)
    if den % a.denominator:
        raise Outside("exponent outside the table's unit")
    return EV(exp_field._Q({a.numerator * (den // a.denominator): 1}), den)


def sqrt(a: Any) -> Fraction:
    a = _val(a)
    if type(a) is Fraction:
        if a <= 0:
            return Fraction(0)
        n, d = math.isqrt(a.numerator), math.isqrt(a.denominator)
        if n * n == a.numerator and d * d == a.denominator:
            return Fraction(n, d)
    raise Outside("square root outside the fragment")


def log(a: Any) -> Fraction:
    a = _val(a)
    if type(a) is Fraction and a in (0, 1, -1):
        return Fraction(0)
    raise Outside("logarithm outside the fragment")


def _outside(*_: Any) -> Any:
    raise Outside("function outside the exp-rational fragment")


def _lift(f: Callable[..., Any], nin: int) -> Callable[..., np.ndarray]:
    g = np.frompyfunc(f, nin, 1)

    def run(*xs: Any) -> np.ndarray:
        return np.asarray(g(*xs), dtype=object)

    return run


def _rel(f: Callable[..., bool], nin: int) -> Callable[..., np.ndarray]:
    g = np.frompyfunc(f, nin, 1)

    def run(*xs: Any) -> np.ndarray:
        return np.asarray(g(*xs), dtype=bool)

    return run


class RingOps(SympyOps):
    """Lean arithmetic on :class:`EV` values (see the module docstring). A :class:`SympyOps`
    for the evaluator's purposes (a relation that cannot be decided is not retried on it), with
    every operation replaced."""

    def __init__(self, den: int = UNIT_SLACK) -> None:
        """A fresh table whose exponents are integer multiples of ``1 / den`` (``exp q`` for
        another ``q`` is outside); the term budget of :mod:`dgg.eval.exp_field` starts anew (it
        bounds the whole evaluation on this table)."""
        exp_field._Budget.left = exp_field.WORK
        self.den = den
        fill_ops(self, {
            "add": add, "sub": sub, "mul": mul, "neg": neg, "div": div,
            "abs": lambda a: _val(a) if sign(_val(a)) >= 0 else neg(a),
            "exp": lambda a: exp(a, den), "cos": lambda a: _outside(a), "sin": lambda a: _outside(a),
            "log": log, "sqrt": sqrt, "npow": npow, "zpow": zpow,
            "rpow": lambda x, y: _outside(x, y),
            "nat_div": lambda a, b: _e_floor_div(_rat(a), _rat(b)),
            "int_div": lambda a, b: _e_ediv(_rat(a), _rat(b)),
            "mod": lambda a, b: _e_mod(_rat(a), _rat(b)),
            "minimum": lambda a, b: _val(a) if sign(sub(a, b)) <= 0 else _val(b),
            "maximum": lambda a, b: _val(b) if sign(sub(a, b)) <= 0 else _val(a),
            "le": lambda x, y: sign(sub(x, y)) <= 0,
            "lt": lambda x, y: sign(sub(x, y)) < 0,
            "eq": lambda x, y: sign(sub(x, y)) == 0}, num=_lift, rel=_rel)
        self.nat_sub = _lift(lambda a, b: d if sign(d := sub(a, b)) > 0 else Fraction(0), 2)

    def sgn(self, a: Any) -> int:
        return sign(_val(a))

    @staticmethod
    def pi() -> np.ndarray:
        raise Outside("π is outside the exp-rational fragment")

    @staticmethod
    def to_float(a: np.ndarray) -> np.ndarray:
        """Floats of rationals (a numeral read as an index); an :class:`EV` is handed on."""
        def f(x: Any) -> float:
            v = _val(x)
            if type(v) is not Fraction:
                raise Outside("float value of a value outside ℚ")
            return float(v)

        return np.vectorize(f, otypes=[float])(a)
