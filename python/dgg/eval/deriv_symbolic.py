"""``HasDerivAt f f' x₀`` decided by symbolic calculus (sympy), with certificates.

In: the body of ``f = fun x ↦ body`` as a term, the bound variable's name, exact values of the
other variables, the point ``x₀`` and the claimed derivative (sympy constants). Out: ``True`` or
``False``, or :class:`~dgg.exact_ops.Undecidable`.

1. ``body`` is converted on a two-sided neighbourhood of ``x₀`` (:mod:`dgg.symbolic`, every
   Lean branch decided by a certified sign); the derivative of that smooth expression at ``x₀`` is
   compared with the claim (:func:`dgg.certify.equal`: identity, or separated enclosures).
2. If some primitive is singular at ``x₀`` (the argument of ``|·|``, ``log``, ``sqrt``, ``x⁻¹``,
   ``max``/``min`` or an ``if`` condition vanishes there), both one-sided branches are built and
   the one-sided derivatives ``lim (f(x₀ ± h) - f(x₀)) / (±h)`` computed by sympy's limit
   algorithm. Equal finite limits: the derivative exists and is compared with the claim. Different
   (certified), infinite, or one-sided value not matching ``f(x₀)``: Mathlib's ``HasDerivAt`` is
   false for every claimed value, so the answer is ``False``.

:func:`float_checker` gives the float counterpart for batches (candidate finding only): the
generic derivative lambdified with numpy, plus the places where a kink sits.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import numpy as np
import sympy as sp

from dgg.errors import detail
from dgg.eval import certify
from dgg.eval.exact_ops import Undecidable
from dgg.eval.numeric import real_valued
from dgg.eval.symbolic import Conv, NotSymbolic, Singular
from dgg.model.terms import Term

__all__ = ["T", "decide", "decide_has_deriv", "one_sided", "float_checker", "FloatDeriv"]

_T = sp.Symbol("t_dgg", real=True)
_H = sp.Symbol("h_dgg", positive=True)


T = _T


def one_sided(g: sp.Expr, x0: sp.Expr, side: int, f0: sp.Expr) -> sp.Expr:
    """``lim_{h→0+} (g(x₀ + side·h) - f(x₀)) / (side·h)`` for ``g`` the expression of ``f`` on
    that side of ``x₀`` (may be ``±oo``; raises Undecidable when sympy cannot find it)."""
    q = (g.subs(_T, x0 + side * _H) - f0) / (side * _H)
    try:
        lim = sp.limit(q, _H, 0, "+")
    except (NotImplementedError, ValueError, TypeError, RecursionError) as e:
        raise Undecidable(f"one-sided limit not found{detail(e)}") from e
    if lim in (sp.oo, -sp.oo):
        return lim
    if not certify.is_finite_constant(lim):
        raise Undecidable(f"one-sided limit not a real number: {lim}")
    return lim


def decide(local: Callable[[int | None], sp.Expr], f0: sp.Expr, x0: sp.Expr,
           claimed: sp.Expr) -> bool:
    """The truth of ``HasDerivAt f claimed x0`` where ``local(side)`` gives ``f`` near ``x₀`` as
    an expression in :data:`T` (``side=None``: two-sided, may raise Singular) and ``f0 = f x₀``."""
    if not (certify.is_finite_constant(x0) and certify.is_finite_constant(claimed)):
        raise Undecidable("point or claimed derivative not a finite real")
    try:
        g = local(None)
    except Singular:
        if not certify.is_finite_constant(f0):
            raise Undecidable("value at the point") from None
        right = one_sided(local(+1), x0, +1, f0)
        left = one_sided(local(-1), x0, -1, f0)
        if right in (sp.oo, -sp.oo) or left in (sp.oo, -sp.oo):
            return False  # infinite slope (e.g. sqrt at 0), or a jump (x⁻¹ and log at 0)
        if not certify.equal(left, right):
            return False  # a kink: no derivative at all
        return certify.equal(right, claimed)
    d = sp.diff(g, _T).subs(_T, x0)
    if not certify.is_finite_constant(d):
        raise Undecidable(f"derivative at the point is {d}")
    return certify.equal(d, claimed)


def decide_has_deriv(body: Term, var: str, env: dict[str, sp.Expr], kinds: dict[str, str],
                     x0: sp.Expr, claimed: sp.Expr, opens: tuple[str, ...] = ()) -> bool:
    """:func:`decide` for ``fun var ↦ body`` converted by :class:`dgg.eval.symbolic.Conv`."""
    def local(side: int | None) -> sp.Expr:
        return Conv({**env, var: _T}, kinds, t=_T, x0=x0, side=side, opens=opens).conv(body)

    f0 = Conv({**env, var: x0}, kinds, opens=opens).conv(body)
    return decide(local, f0, x0, claimed)


# ---------------------------------------------------------------------------------- float side
class FloatDeriv:
    """Float derivative of ``fun var ↦ body`` with parameters ``params``: ``deriv(x, *p)`` and
    ``kink(x, *p)`` (the smallest |argument| of a non-smooth primitive, ``inf`` if none)."""

    def __init__(self, deriv: Callable[..., np.ndarray], kinks: list[Callable[..., np.ndarray]]):
        self.deriv = deriv
        self.kinks = kinks

    def kink_distance(self, *args: np.ndarray) -> np.ndarray:
        out = np.full(np.broadcast_shapes(*[np.shape(a) for a in args]), np.inf)
        with np.errstate(all="ignore"):
            for k in self.kinks:
                out = np.minimum(out, np.abs(np.asarray(k(*args), dtype=float)))
        return np.where(np.isnan(out), 0.0, out)


@lru_cache(maxsize=256)
def float_checker(body: Term, var: str, params: tuple[str, ...], kinds: tuple[tuple[str, str], ...],
                  opens: tuple[str, ...] = ()) -> FloatDeriv:
    """Lambdified generic derivative (raises NotSymbolic outside the fragment)."""
    syms = [sp.Symbol(f"p{i}_dgg", real=True) for i in range(len(params))]
    kd = dict(kinds)
    env = {p: s for p, s in zip(params, syms)}
    for p in params:
        if kd.get(p) in ("nat", "int"):
            raise NotSymbolic("integer parameter in a derivative (float path)")
    c = Conv({**env, var: _T}, kd, t=_T, generic=True, opens=opens)
    g = c.conv(body)
    if g.has(sp.zoo, sp.nan, sp.oo, -sp.oo):  # `x / 0`: sympy's ∞, where Lean's x / 0 = 0
        raise NotSymbolic("a division by zero in the function (Lean: x / 0 = 0)")
    d = sp.diff(g, _T)
    args = [_T] + syms
    mods = [{"Heaviside": lambda x, h=0.5: np.heaviside(x, h)}, "numpy"]
    try:
        df = real_valued(sp.lambdify(args, d, modules=mods))  # complex: NaN, no ComplexWarning
        ks = [real_valued(sp.lambdify(args, k, modules=mods)) for k in c.kinks]
    except (KeyError, NameError, TypeError) as e:  # a sympy object numpy has no name for
        raise NotSymbolic("a derivative numpy cannot evaluate") from e
    return FloatDeriv(df, ks)
