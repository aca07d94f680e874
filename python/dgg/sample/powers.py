"""Real powers in the equality plans: float functions with Lean's ``rpow``, and a guard on exact
substitution.

In: a list of sympy symbols and an expression in them, as :mod:`dgg.sample.equalities` builds in
``generic`` mode, where ``Real.rpow`` and ``Real.sqrt`` are plain sympy powers; for the guard, also
the exact values substituted. Out:

* :func:`lean_lambdify`, a numpy function of the expression (``sympy.lambdify``) in which a power
with a non-integer exponent and a negative base, NaN in numpy, takes the value of Lean's
``Real.rpow`` instead, as the float evaluator computes it (``x ^ y = exp (log |x| * y) * cos (y π)``
for ``x < 0``, :meth:`dgg.eval.numeric.FloatOps.rpow`): ``x ^ (1/3 : ℝ) = y`` is then solved for
``y`` at ``x = -8`` too (``y = 1``). Every other value is numpy's, as before. The values only place
candidates; every one is decided again in exact arithmetic.
* :func:`check_substitution`, which raises :class:`~dgg.eval.exact_ops.Undecidable` before a
  substitution would raise a rational other than ``0, ±1`` to an exponent beyond
  :data:`~dgg.eval.symbolic.MAX_POW` or with a denominator above :data:`MAX_ROOT` (``a ^ c⁻¹`` at
  ``a = -10⁻⁹, c = 10⁻⁹`` or ``c = 10⁶``: sympy evaluates such a power eagerly, filling all the
  memory or taking minutes for the exact root).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import sympy as sp

from dgg.eval.exact_ops import Undecidable
from dgg.eval.numeric import FloatOps
from dgg.eval.symbolic import MAX_POW

__all__ = ["check_substitution", "lean_lambdify", "lean_pow"]

_RPOW = sp.Function("rpow_dgg")
#: the largest root (exponent denominator) of a rational that exact substitution may take
MAX_ROOT = 1000


def lean_pow(b: Any, e: Any) -> np.ndarray:
    """``b ** e`` in numpy, with Lean's ``Real.rpow`` where that is NaN for a negative base."""
    with np.errstate(all="ignore"):
        bb, ee = np.broadcast_arrays(np.asarray(b, dtype=float), np.asarray(e, dtype=float))
        out = np.power(bb, ee)
        neg = np.isnan(out) & (bb < 0) & np.isfinite(ee)
        if np.any(neg):
            out = np.where(neg, FloatOps.rpow(bb, ee), out)
    return out


def _is_real_pow(p: Any) -> bool:
    return isinstance(p, sp.Pow) and p.exp.is_integer is not True


def lean_lambdify(order: list[sp.Symbol], e: sp.Expr) -> Any:
    """``sympy.lambdify(order, e)`` for numpy, every power with a non-integer (or symbolic)
    exponent evaluated by :func:`lean_pow`."""
    if e.has(sp.Pow):
        e = e.replace(_is_real_pow, lambda p: _RPOW(p.base, p.exp))
    return sp.lambdify(order, e, modules=[{"rpow_dgg": lean_pow}, "numpy"])


def check_substitution(e: sp.Expr, known: dict[sp.Symbol, sp.Expr]) -> None:
    """Raise :class:`Undecidable` if ``e.subs(known)`` would compute a rational power with a huge
    or finely divided exponent (see the module docstring); inner powers are checked first, so no
    check itself computes an unchecked power."""
    if not known or not e.has(sp.Pow):
        return
    for p in sorted(e.atoms(sp.Pow), key=sp.count_ops):
        ex = p.exp.subs(known)
        if not (ex.is_Rational and (abs(ex) > MAX_POW or ex.q > MAX_ROOT)):
            continue
        b = p.base.subs(known)
        if b.is_number and b not in (0, 1, -1):
            raise Undecidable("equality plan: a power with a huge exponent at the exact values")
