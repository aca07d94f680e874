"""Exact zero test for rational functions of exponentials of rationals (``softmax`` values).

In: a closed sympy expression. Out: :func:`decide_zero` gives ``True`` (it is exactly 0),
``False`` (it is not 0), ``None`` (outside the fragment below; ask computer algebra), or raises
:class:`~dgg.eval.exact_ops.Undecidable` when the exact computation is too large.

The fragment: rationals, ``exp q`` for a rational ``q`` (``E`` is ``exp 1``), ``+``, ``·`` and
integer powers (so quotients). Such a value is computed exactly as a quotient ``N / D`` of elements
of the group ring ``ℚ[ℚ]``: finite sums ``∑ c_q · e^q`` with rational ``c_q``, multiplied by adding
exponents. The map ``e^q ↦ exp q`` is a ring homomorphism into ℝ, and it is injective: by the
Lindemann–Weierstrass theorem, ``exp q₁, …, exp qₙ`` for distinct algebraic ``qᵢ`` are linearly
independent over the algebraic numbers, so a nonzero element never evaluates to 0. Hence every
denominator met is nonzero in ℝ exactly when it is nonzero in the ring (a zero one makes the
expression undefined: ``None``), and the expression is 0 exactly when ``N`` is the zero element. It
is an identity in the ring, not a float test, and it is much faster than ``sympy.simplify`` on the
expressions ``softmax`` produces (sums over a common denominator ``∑ v, exp (z v)``).

Denominators are kept as a product of factors, each normalised by a unit (a single term), so that
the same denominator met twice is recognised and added over without growing.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import sympy as sp

from dgg.eval.exact_ops import Undecidable

__all__ = ["decide_zero"]

#: terms of one ring element beyond which the test gives up (:class:`Undecidable`)
MAX_TERMS = 20000
#: products of two terms one test may compute before it gives up (:class:`Undecidable`); about a
#: second (``sympy.simplify`` does not finish on such expressions within its time limit either)
WORK = 300_000

#: exponent (an integer multiple of 1/L, L the common denominator of the expression's exponents)
#: -> nonzero coefficient (an int or a Fraction)
Ring = dict[int, Any]
Key = tuple[tuple[int, Any], ...]
Factors = dict[Key, tuple[Ring, int]]


class _Outside(Exception):
    """The expression leaves the fragment."""


class _TooLarge(Exception):
    """The exact computation grows past :data:`MAX_TERMS` or :data:`WORK`."""


class _Budget:
    """Term products left for one :func:`decide_zero` call."""

    left = 0


def _mul(a: Ring, b: Ring) -> Ring:
    _Budget.left -= len(a) * len(b)
    if _Budget.left < 0:
        raise _TooLarge
    out: Ring = {}
    for qa, ca in a.items():
        for qb, cb in b.items():
            q = qa + qb
            c = out.get(q, 0) + ca * cb
            if c:
                out[q] = c
            else:
                out.pop(q, None)
    if len(out) > MAX_TERMS:
        raise _TooLarge
    return out


def _add(a: Ring, b: Ring) -> Ring:
    out = dict(a)
    for q, c in b.items():
        s = out.get(q, 0) + c
        if s:
            out[q] = s
        else:
            out.pop(q, None)
    return out


def _pow(a: Ring, k: int) -> Ring:
    out: Ring = {0: 1}
    base = a
    while k:
        if k & 1:
            out = _mul(out, base)
        k >>= 1
        if k:
            base = _mul(base, base)
    return out


class _Q:
    """``core · ∏ nf / ∏ df`` where ``core`` is an expanded ring element and ``nf``, ``df`` map a
    key to ``(factor, power)``: nonzero non-unit ring elements normalised to lowest exponent 0 with
    coefficient 1 there, so that a factor met in a numerator and a denominator cancels."""

    __slots__ = ("core", "nf", "df")

    def __init__(self, core: Ring, nf: Factors | None = None, df: Factors | None = None) -> None:
        self.core = core
        self.nf = nf or {}
        self.df = df or {}

    def mul(self, o: _Q) -> _Q:
        nf, df = _merge(self.nf, o.nf), _merge(self.df, o.df)
        for k in [k for k in nf if k in df]:
            (f, p), (_, q) = nf.pop(k), df.pop(k)
            if p > q:
                nf[k] = (f, p - q)
            elif q > p:
                df[k] = (f, q - p)
        return _Q(_mul(self.core, o.core), nf, df)

    def add(self, o: _Q) -> _Q:
        if not self.core:
            return o
        if not o.core:
            return self
        common = {k: (f, min(p, o.nf[k][1])) for k, (f, p) in self.nf.items() if k in o.nf}
        den = dict(self.df)
        for k, (f, p) in o.df.items():
            if k not in den or den[k][1] < p:
                den[k] = (f, p)
        core = _add(self._expand(common, den), o._expand(common, den))
        return _Q(core, common, den)

    def _expand(self, common: Factors, den: Factors) -> Ring:
        n = self.core
        for k, (f, p) in self.nf.items():
            extra = p - common.get(k, (f, 0))[1]
            if extra:
                n = _mul(n, _pow(f, extra))
        for k, (f, p) in den.items():
            extra = p - self.df.get(k, (f, 0))[1]
            if extra:
                n = _mul(n, _pow(f, extra))
        return n

    def inv(self) -> _Q:
        if not self.core:
            raise ZeroDivisionError
        q0 = min(self.core)
        c0 = self.core[q0]
        df: Factors = dict(self.nf)
        if len(self.core) > 1:
            f = {q - q0: (c if c0 == 1 else Fraction(c) / c0) for q, c in self.core.items()}
            k = tuple(sorted(f.items()))
            df[k] = (f, df[k][1] + 1) if k in df else (f, 1)
        return _Q({-q0: 1 if c0 == 1 else 1 / Fraction(c0)}, dict(self.df), df)


def _merge(a: Factors, b: Factors) -> Factors:
    out = dict(a)
    for k, (f, p) in b.items():
        out[k] = (f, out[k][1] + p) if k in out else (f, p)
    return out


def _number(x: sp.Expr) -> Any:
    return int(x.p) if x.q == 1 else Fraction(int(x.p), int(x.q))


def _conv(e: sp.Expr, den: int) -> _Q:
    """``e`` as a quotient; exponents in units of ``1 / den``."""
    if e.is_Rational:
        r = _number(e)
        return _Q({0: r} if r else {})
    if e is sp.E:
        return _Q({den: 1})
    if isinstance(e, sp.exp):
        a = e.args[0]
        if not a.is_Rational:
            raise _Outside("exp of a non-rational")
        return _Q({int(a.p) * (den // int(a.q)): 1})
    if e.is_Add:
        out = _conv(e.args[0], den)
        for a in e.args[1:]:
            out = out.add(_conv(a, den))
        return out
    if e.is_Mul:
        out = _conv(e.args[0], den)
        for a in e.args[1:]:
            out = out.mul(_conv(a, den))
        return out
    if e.is_Pow and e.exp.is_Integer:
        k = int(e.exp)
        b = _conv(e.base, den)
        if abs(k) > 64:
            raise _Outside("large power")
        out = _Q({0: 1})
        for _ in range(abs(k)):
            out = out.mul(b)
        return out.inv() if k < 0 else out
    raise _Outside(f"outside the exp-rational fragment: {type(e).__name__}")


def decide_zero(e: sp.Expr) -> bool | None:
    """Whether the closed expression ``e`` is exactly 0 (see module docstring); ``None`` when it
    is outside the fragment or undefined (a zero denominator). Raises :class:`Undecidable` when
    the exact computation is too large (a deterministic bound, :data:`WORK`)."""
    _Budget.left = WORK
    try:
        den = 1
        for a in e.atoms(sp.exp):
            if a.args[0].is_Rational:
                den = math.lcm(den, int(a.args[0].q))
        return not _conv(e, den).core
    except (_Outside, ZeroDivisionError, RecursionError):
        return None
    except _TooLarge:
        raise Undecidable("exact exp-rational identity too large") from None
