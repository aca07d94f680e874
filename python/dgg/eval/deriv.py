"""``HasDerivAt f f' x`` for ``f`` a real lambda (or a named real function such as ``Real.exp``).

Verdict (exact mode): symbolic calculus, :func:`dgg.eval.deriv_symbolic.decide_has_deriv` — the
derivative of ``f`` by sympy with every Lean branch certified at ``x₀``, one-sided limits at a
kink or a singular point (where Mathlib's ``HasDerivAt`` is false for every value). The point and
the claimed derivative are taken symbolically when they are terms of the fragment (so
``1 / (2 * Real.sqrt x₀)`` is compared as an algebraic number), else from their exact values.
Outside the symbolic fragment the exact answer is :class:`Undecidable`: never a verdict from
finite differences.

Candidates (float mode): the generic sympy derivative evaluated with numpy; an instance whose
point sits at a kink of ``f`` (an argument of ``|·|``, ``max``, ``log``, ``sqrt``, ``x⁻¹``, ``if``
within ``1e-9`` of 0) is flagged so that the exact check looks at it. Outside the symbolic
fragment, central differences with steps scaled to ``x₀`` and an error estimate from a Richardson
table flag candidates only. Used by :mod:`dgg.eval.builtins` and :mod:`dgg.eval.defs` (margins).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import sympy as sp

from dgg.errors import detail
from dgg.eval import certify
from dgg.eval import deriv_symbolic as ds
from dgg.eval.numeric import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.symbolic import NotSymbolic
from dgg.eval.sympy_ops import S, SympyOps, sibling
from dgg.eval.values import NotTranslated, Scope, Val, align, call_closure_val, lift
from dgg.model.terms import App, Lam, Name, Term, free_names

_NAMED = frozenset({"Real.exp", "Real.log", "Real.sqrt", "Real.sin", "Real.cos", "Real.arctan",
                    "Real.sinh", "Real.cosh", "Real.tan", "abs"})
_VAR = "_dgg_x"


def _lambda_body(te: TermEvaluator, f: Term) -> tuple[Term, str] | None:
    if isinstance(f, Lam) and len(f.binders) == 1:
        return f.body, f.binders[0].name
    if isinstance(f, Name):
        opens = tuple(getattr(getattr(te, "stmt", None), "opens", ()) or ())
        cands = [f.id] + [f"{ns}.{f.id}" for ns in opens]
        for c in cands:
            if c in _NAMED:
                return App(Name(c), (Name(_VAR),)), _VAR
    return None


def _params(body: Term, var: str, sc: Scope) -> list[str]:
    names = free_names(body, frozenset({var}))
    return sorted(n for n in names if n in sc.vars)


def has_deriv(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, pos: Any,
              want_margin: bool = False) -> Val:
    """The truth (or, with ``want_margin``, a float margin) of ``HasDerivAt f f' x``."""
    if len(args) != 3:
        raise NotTranslated("HasDerivAt arity", pos)
    lb = _lambda_body(te, args[0])
    if lb is None:
        f = te.ev(args[0], sc)
        if f.kind != "closure":
            raise NotTranslated("HasDerivAt of a function that is not a real lambda", pos)
    x = te.ev(args[2], sc, "real")
    fp = te.ev(args[1], sc, "real")
    if x.kind != "num" or fp.kind != "num":
        raise NotTranslated("HasDerivAt: point and derivative must be real numbers", pos)
    opens = tuple(getattr(getattr(te, "stmt", None), "opens", ()) or ())
    if te.ops.exact:
        if lb is None:
            raise Undecidable("HasDerivAt of a function outside the symbolic fragment")
        r, depth = _exact(te, lb, args, x, fp, sc, opens)
        if want_margin:
            return Val("num", np.where(r, 1.0, -1.0), depth)
        return Val("bool", r, depth)
    if lb is not None:
        try:
            return _float_symbolic(te, lb, x, fp, sc, opens, want_margin)
        except NotSymbolic:
            pass
    return _float_differences(te, args, x, fp, sc, pos, want_margin)


def _exact(te: TermEvaluator, lb: tuple[Term, str], args: tuple[Term, ...], x: Val, fp: Val,
           sc: Scope, opens: tuple[str, ...]) -> tuple[np.ndarray, int]:
    """Exact verdicts through the evaluator itself on :class:`SympyOps` (so project ``def``s,
    sums over finite types and matrices inside ``f`` are differentiated too)."""
    body, var = lb
    point = sibling(te, SympyOps())
    try:
        x0s = point.ev(args[2], sc, "real")
        cls = point.ev(args[1], sc, "real")
        f0 = point.ev(body, sc.bind(var, x0s), "real")
    except (NotSymbolic, AttributeError, TypeError) as e:
        raise Undecidable(f"HasDerivAt outside the symbolic fragment{detail(e)}") from e
    depth = max(x0s.depth, cls.depth, f0.depth)
    X, C, F0 = np.broadcast_arrays(*[np.asarray(lift(v, depth).arr, dtype=object)
                                     for v in (x0s, cls, f0)])
    out = np.empty(X.shape, dtype=bool)
    for idx in np.ndindex(X.shape):
        x0, cl = S(X[idx]), S(C[idx])

        def local(side: int | None, x0: sp.Expr = x0, idx: tuple = idx) -> sp.Expr:
            te2 = sibling(te, SympyOps(ds.T, x0, side))
            tv = Val("num", np.array([ds.T], dtype=object), 0, num="real")
            g = te2.ev(body, sc.bind(var, tv), "real")
            arr = np.broadcast_to(np.asarray(lift(g, depth).arr, dtype=object), X.shape)
            return S(arr[idx])

        try:
            with certify.time_limit(2 * certify.SYMBOLIC_SECONDS):
                out[idx] = ds.decide(local, S(F0[idx]), x0, cl)
        except (NotSymbolic, AttributeError, TypeError) as e:
            raise Undecidable(f"HasDerivAt outside the symbolic fragment{detail(e)}") from e
    return out, depth


def _float_symbolic(te: TermEvaluator, lb: tuple[Term, str], x: Val, fp: Val, sc: Scope,
                    opens: tuple[str, ...], want_margin: bool) -> Val:
    body, var = lb
    params = _params(body, var, sc)
    vals = [te.ev(Name(p), sc, "real") for p in params]
    if any(v.kind != "num" for v in vals):
        raise NotSymbolic("parameter that is not a number")
    kinds = tuple((p, v.num or "real") for p, v in zip(params, vals))
    fc = ds.float_checker(body, var, tuple(params), kinds, opens)
    depth = max([x.depth, fp.depth] + [v.depth for v in vals])
    arrs = [np.asarray(te.ops.to_float(lift(v, depth).arr), dtype=float) for v in [x, fp] + vals]
    arrs = list(np.broadcast_arrays(*arrs))
    X, F, P = arrs[0], arrs[1], arrs[2:]
    with np.errstate(all="ignore"):
        D = np.broadcast_to(np.asarray(fc.deriv(X, *P), dtype=float), X.shape)
        kink = fc.kink_distance(X, *P)
        tol = 1e-6 * (np.abs(F) + np.abs(D)) + 1e-9
        dev = np.abs(D - F)
        at_kink = kink <= 1e-9 * (1.0 + np.abs(X))
        ok = np.isfinite(D) & (dev <= tol) & ~at_kink
        if want_margin:
            m = np.where(np.isfinite(D), (tol - dev) / (tol + dev), -1.0)
            return Val("num", np.where(at_kink, -1.0, m), depth)
    return Val("bool", ok, depth)


def _float_differences(te: TermEvaluator, args: tuple[Term, ...], x: Val, fp: Val, sc: Scope,
                       pos: Any, want_margin: bool) -> Val:
    """Central differences, steps ``2^-10 … 2^-13 · max(1, |x₀|)``, Richardson-extrapolated; the
    tolerance adds the table's own error estimate and the rounding error. Candidates only."""
    f = te.ev(args[0], sc)
    if f.kind != "closure":
        raise NotTranslated("HasDerivAt of a function that is not a real lambda", pos)
    ops = te.ops
    levels = 4
    xa = np.asarray(x.arr, dtype=float)
    base = np.maximum(1.0, np.abs(xa)) * 2.0 ** -10
    hs = [base / 2 ** k for k in range(levels)]
    D: list[Any] = []
    for h in hs:
        up = call_closure_val(te, f, Val("num", ops.add(xa, h), x.depth, num="real"), sc)
        dn = call_closure_val(te, f, Val("num", ops.sub(xa, h), x.depth, num="real"), sc)
        if up.kind != "num":
            raise NotTranslated("HasDerivAt of a non-real-valued function", pos)
        u, w, dd = align(up, dn)
        hh = np.asarray(h).reshape(np.shape(h) + (1,) * (u.ndim - np.ndim(h)))
        D.append((ops.div(ops.sub(u, w), ops.mul(ops.const(Fraction(2)), hh)), dd))
    prev = [dk for dk, _ in D]
    depth = max(dd for _, dd in D)
    prev_last = prev[-1]
    for m in range(1, levels):
        c = ops.const(Fraction(1, 4 ** m - 1))
        nxt = [ops.add(prev[k], ops.mul(ops.sub(prev[k], prev[k - 1]), c))
               for k in range(1, len(prev))]
        prev_last = prev[-1]
        prev = nxt
    est = np.asarray(prev[-1], dtype=float)
    err = np.abs(est - np.asarray(prev_last, dtype=float))
    f0 = call_closure_val(te, f, x, sc)
    fx = np.abs(np.asarray(lift(f0, depth).arr, dtype=float))
    Fa = np.asarray(lift(fp, depth).arr, dtype=float)
    hmin = np.asarray(hs[-1], dtype=float)
    tol = 1e-6 * (np.abs(Fa) + np.abs(est)) + 1e-9 * (fx + 1.0) / hmin + 10 * err + 1e-12
    dev = np.abs(est - Fa)
    if want_margin:
        with np.errstate(all="ignore"):
            return Val("num", (tol - dev) / (tol + dev), depth)
    return Val("bool", dev <= tol, depth)


def hasderiv_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any,
                     pos: Any) -> Val:
    return has_deriv(te, args, sc, pos)
