"""The evaluator's arithmetic on sympy expressions, with Lean's branches decided near a point.

In: object arrays whose entries are Fractions, ints or sympy expressions (possibly in one real
symbol ``t``). Out: the same operations as :class:`dgg.eval.exact_ops.ExactOps` (the evaluator
runs unchanged on top of them, ``def``s, sums and matrices included), giving sympy expressions.

Each Lean convention that is not smooth — ``x / 0 = 0``, ``Real.log`` of ``|x|`` with
``log 0 = 0``, ``Real.sqrt x = 0`` for ``x ≤ 0``, ``|·|``, ``min``/``max``, comparisons inside
``if``, ℕ subtraction — picks its branch from the certified sign of its argument at ``x₀``
(:meth:`dgg.eval.symbolic.Conv.sgn`: an identity for 0, an interval for ±1). Without ``t`` the
result is the exact value at the point; with ``t`` it is the expression of the term on a
neighbourhood of ``x₀`` (``side=None``: two-sided, :class:`~dgg.eval.symbolic.Singular` where
a branch changes at ``x₀``; ``side=±1``: that side only). Rational results come back as
Fractions, so the rest of the evaluator keeps its exact fast paths.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import sympy as sp

from dgg.eval.exact_ops import (
    OpTable,
    Undecidable,
    _b,
    _e_ediv,
    _e_floor_div,
    _e_mod,
    fill_ops,
    is_interval,
)
from dgg.eval.symbolic import Conv, NotSymbolic, safe_pow

__all__ = ["SympyOps", "S", "sibling"]


def S(x: Any) -> sp.Expr:
    """A scalar as a sympy expression (intervals have no exact value: Undecidable)."""
    if isinstance(x, sp.Basic):
        return x
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, (bool, np.bool_)):
        return sp.Integer(int(x))
    if isinstance(x, (int, np.integer)):
        return sp.Integer(int(x))
    if isinstance(x, float) and x.is_integer():
        return sp.Integer(int(x))
    what = "an interval enclosure" if is_interval(x) else \
        "a float" if isinstance(x, (float, np.floating)) else "a value"
    raise Undecidable(f"no exact value (only {what}) for the symbolic check")


def sibling(te: Any, ops: Any) -> Any:
    """A term evaluator of the same statement and class as ``te``, on arithmetic ``ops``."""
    return type(te)(te.stmt, ops)


def _back(e: sp.Expr) -> Any:
    if isinstance(e, sp.Basic) and e.is_Rational:
        return Fraction(int(e.p), int(e.q))
    return e


def _rat(x: Any) -> Fraction:
    e = S(x)
    if not e.is_Rational:
        raise NotSymbolic("ℕ/ℤ operation on a non-rational value")
    return Fraction(int(e.p), int(e.q))


class SympyOps(OpTable):
    """Lean arithmetic on sympy expressions near ``x0`` (see the module docstring)."""

    exact = True
    dtype = object

    def __init__(self, t: sp.Symbol | None = None, x0: sp.Expr | None = None,
                 side: int | None = None) -> None:
        self.br = Conv({}, t=t, x0=x0, side=side)
        fill_ops(self, {
            "add": lambda a, b: S(a) + S(b),
            "sub": lambda a, b: S(a) - S(b),
            "mul": lambda a, b: S(a) * S(b),
            "neg": lambda a: -S(a),
            "div": lambda a, b: sp.Integer(0) if self.sgn(b) == 0 else S(a) / S(b),
            "abs": lambda a: S(a) if self.sgn(a) >= 0 else -S(a),
            "exp": lambda a: sp.exp(S(a)),
            "cos": lambda a: sp.cos(S(a)),
            "sin": lambda a: sp.sin(S(a)),
            "log": self._log,
            "sqrt": lambda a: sp.sqrt(S(a)) if self.sgn(a) > 0 else sp.Integer(0),
            "npow": lambda a, n: safe_pow(S(a), sp.Integer(int(_rat(n)))),
            "zpow": self._zpow,
            "rpow": lambda x, y: self.br.rpow(S(x), S(y)),
            "nat_div": lambda a, b: _e_floor_div(_rat(a), _rat(b)),
            "int_div": lambda a, b: _e_ediv(_rat(a), _rat(b)),
            "mod": lambda a, b: _e_mod(_rat(a), _rat(b)),
            "minimum": lambda a, b: S(a) if self.sgn(S(a) - S(b)) <= 0 else S(b),
            "maximum": lambda a, b: S(b) if self.sgn(S(a) - S(b)) <= 0 else S(a),
            "le": lambda x, y: self.sgn(S(x) - S(y)) <= 0,
            "lt": lambda x, y: self.sgn(S(x) - S(y)) < 0,
            "eq": lambda x, y: self.sgn(S(x) - S(y)) == 0}, num=self._u, rel=_b)
        self.nat_sub = self._u(lambda a, b: (S(a) - S(b)) if self.sgn(S(a) - S(b)) > 0
                               else sp.Integer(0), 2)

    def sgn(self, a: Any) -> int:
        e = S(a)
        if e.is_Rational:
            return int(bool(e > 0)) - int(bool(e < 0))
        return self.br.sgn(e)

    def _log(self, a: Any) -> sp.Expr:
        s = self.sgn(a)
        return sp.log(S(a)) if s > 0 else sp.log(-S(a)) if s < 0 else sp.Integer(0)

    def _zpow(self, a: Any, n: Any) -> sp.Expr:
        k = int(_rat(n))
        if k >= 0:
            return safe_pow(S(a), sp.Integer(k))
        d = safe_pow(S(a), sp.Integer(-k))
        return sp.Integer(0) if self.sgn(d) == 0 else 1 / d

    @staticmethod
    def _u(f: Callable[..., Any], nin: int) -> Callable[..., np.ndarray]:
        g = np.frompyfunc(lambda *xs: _back(f(*xs)), nin, 1)

        def run(*xs: Any) -> np.ndarray:
            # An object loop: a float flag numpy would report here comes from sympy's own float
            # evaluations (e.g. of exp(1000)), whose results stay exact objects; overflow of the
            # values themselves is met by the non-finite accounting. Not the user's business.
            with np.errstate(all="ignore"):
                return np.asarray(g(*xs), dtype=object)

        return run

    @staticmethod
    def pi() -> np.ndarray:
        a = np.empty((1,), dtype=object)
        a[0] = sp.pi
        return a

    def _reduce(self, f: Callable[..., np.ndarray], a: np.ndarray, axis: int,
                empty: Fraction) -> np.ndarray:
        a = np.moveaxis(np.asarray(a, dtype=object), axis, 0)
        if a.shape[0] == 0:
            out = np.empty(a.shape[1:], dtype=object)
            out[...] = empty
            return out
        acc = a[0].copy()
        for i in range(1, a.shape[0]):
            acc = f(acc, a[i])
        return np.asarray(acc, dtype=object)

    def sum(self, a: np.ndarray, axis: int) -> np.ndarray:
        return self._reduce(self.add, a, axis, Fraction(0))

    def prod(self, a: np.ndarray, axis: int) -> np.ndarray:
        return self._reduce(self.mul, a, axis, Fraction(1))

    def reduce_max(self, a: np.ndarray, axis: int) -> np.ndarray:
        return self._reduce(self.maximum, a, axis, Fraction(0))

    def reduce_min(self, a: np.ndarray, axis: int) -> np.ndarray:
        return self._reduce(self.minimum, a, axis, Fraction(0))

    @staticmethod
    def to_float(a: np.ndarray) -> np.ndarray:
        def f(x: Any) -> float:
            e = S(x)
            if e.free_symbols:
                raise Undecidable("float value of an expression with a free symbol")
            return float(e)

        return np.vectorize(f, otypes=[float])(a)
