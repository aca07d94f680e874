"""``HasDerivAt f f' x`` for ``f`` a real lambda: central differences with Richardson
extrapolation, in float (search) and in interval arithmetic (verdict). Used by
:mod:`dgg.eval.builtins`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.numeric import Undecidable, iv_bounds
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, align, call_closure_val, lift
from dgg.model.terms import Term


def has_deriv(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, pos: Any,
              want_margin: bool = False) -> Val:
    """``HasDerivAt f f' x`` for ``f`` a function on ℝ: a central-difference Richardson table
    (4 levels). Float mode: accepted within ``1e-6`` relative (+ rounding allowance); exact mode:
    170-bit intervals with steps ``2^-24…2^-27``, true if within ``1e-20``, false if off by more than
    ``1e-12`` (relative to ``1 + |f'|``), :class:`Undecidable` in between."""
    if len(args) != 3:
        raise NotTranslated("HasDerivAt arity", pos)
    f = te.ev(args[0], sc)
    if f.kind != "closure":
        raise NotTranslated("HasDerivAt of a function that is not a real lambda", pos)
    x = te.ev(args[2], sc, "real")
    fp = te.ev(args[1], sc, "real")
    if x.kind != "num" or fp.kind != "num":
        raise NotTranslated("HasDerivAt: point and derivative must be real numbers", pos)
    ops = te.ops
    levels = 4
    xa = x.arr
    if ops.exact:
        hs = [ops.const(Fraction(1, 2 ** (24 + k))) for k in range(levels)]
    else:
        base = np.maximum(1.0, np.abs(np.asarray(xa, dtype=float))) * 2.0 ** -10
        hs = [base / 2 ** k for k in range(levels)]
    D: list[Any] = []
    for h in hs:
        up = call_closure_val(te, f, Val("num", ops.add(xa, h), x.depth, num="real"), sc)
        dn = call_closure_val(te, f, Val("num", ops.sub(xa, h), x.depth, num="real"), sc)
        if up.kind != "num":
            raise NotTranslated("HasDerivAt of a non-real-valued function", pos)
        u, w, dd = align(up, dn)
        hh = np.asarray(h).reshape(np.shape(h) + (1,) * (u.ndim - np.ndim(h))) if not ops.exact \
            else h
        D.append((ops.div(ops.sub(u, w), ops.mul(ops.const(Fraction(2)), hh)), dd))
    R = [dk for dk, _ in D]
    depth = max(dd for _, dd in D)
    prev = R
    for m in range(1, levels):
        c = ops.const(Fraction(1, 4 ** m - 1))
        nxt = [ops.add(prev[k], ops.mul(ops.sub(prev[k], prev[k - 1]), c))
               for k in range(1, len(prev))]
        prev_last = prev[-1]
        prev = nxt
    est, last = prev[-1], prev_last
    F = lift(fp, depth).arr
    if ops.exact:
        diff = ops.abs(ops.sub(est, F))
        scale = ops.add(ops.const(Fraction(1)), ops.abs(F))

        def decide(dv: Any, sv: Any) -> bool:
            _, dhi = iv_bounds(dv)
            dlo, _ = iv_bounds(dv)
            _, shi = iv_bounds(sv)
            slo, _ = iv_bounds(sv)
            if dhi <= Fraction(1, 10 ** 20) * slo:
                return True
            if dlo > Fraction(1, 10 ** 12) * shi:
                return False
            raise Undecidable("HasDerivAt: difference quotient inconclusive")

        r = np.vectorize(decide, otypes=[bool])(diff, scale)
        if want_margin:
            return Val("num", np.where(r, 1.0, -1.0), depth)
        return Val("bool", r, depth)
    est = np.asarray(est, dtype=float)
    err = np.abs(est - np.asarray(last, dtype=float))
    f0 = call_closure_val(te, f, x, sc)
    fx = np.abs(np.asarray(lift(f0, depth).arr, dtype=float))
    Fa = np.asarray(F, dtype=float)
    hmin = np.asarray(hs[-1], dtype=float)
    tol = 1e-6 * (np.abs(Fa) + np.abs(est)) + 1e-9 * (fx + 1.0) / hmin + 10 * err + 1e-12
    dev = np.abs(est - Fa)
    if want_margin:
        with np.errstate(all="ignore"):
            return Val("num", (tol - dev) / (tol + dev), depth)
    return Val("bool", dev <= tol, depth)


def hasderiv_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    return has_deriv(te, args, sc, pos)
