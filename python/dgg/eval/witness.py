"""Candidate witnesses of ``∃ x : ℝ, P`` solved from the equations of ``P`` (used by
:func:`dgg.eval.numsets.quant_grid`).

A fixed grid rarely contains the witness of an existential whose body pins the bound variable by
an equation (``∃ Q, s + (n - 1) * Q = 1 ∧ …``: the witness is ``(1 - s) / (n - 1)``, a different
real number at every instance). For every equation ``l = r`` among the conjuncts of ``P``, this
module solves ``l - r = 0`` for ``x`` *per instance*:

* in float arithmetic by secant steps from ``x = 0, 1`` (the exact root after one step when the
  equation is affine in ``x``; a local root otherwise);
* in exact arithmetic by one secant step only (the root of an affine equation, as a Fraction or an
  interval enclosure).

The results are *candidates*: :func:`~dgg.eval.numsets.quant_grid` evaluates ``P`` at them exactly
as at the grid points, so a candidate that is no witness changes nothing. In exact arithmetic an
interval candidate proves ``∃`` only if ``P`` holds on the whole interval (interval arithmetic is
inclusion-isotone), which is a witness.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.exact_ops import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, align, expand_axis
from dgg.model.terms import BinOp, Term

__all__ = ["equation_roots"]

#: secant steps in float arithmetic (an affine equation is solved by the first)
FLOAT_STEPS = 12


def _equations(body: Term) -> list[BinOp]:
    """The equations ``l = r`` among the conjuncts of ``body``."""
    if isinstance(body, BinOp) and body.op == "∧":
        return _equations(body.lhs) + _equations(body.rhs)
    if isinstance(body, BinOp) and body.op == "=":
        return [body]
    return []


def _residual(te: TermEvaluator, eq: BinOp, name: str, num: str, xs: np.ndarray,
              sc: Scope) -> np.ndarray | None:
    """``l - r`` with ``x`` bound to the points ``xs`` (last axis), as an array with the batch and
    context axes of depth ``sc.depth + 1``; ``None`` if ``l = r`` is not between numbers or does
    not depend on ``x``."""
    d = sc.depth + 1
    x = Val("num", xs, d, num=num)
    a, b, _ = te.rel_operands(eq, sc.bind(name, x, d))
    if a.kind != "num" or b.kind != "num":
        return None
    f, g, dd = align(a, b)
    if dd != d:
        return None
    diff = te.ops.sub(f, g)
    return np.asarray(expand_axis(diff, d, xs.shape[-1]))


def _points(te: TermEvaluator, d: int, values: list[Any]) -> np.ndarray:
    if te.ops.exact:
        arr: Any = np.empty(len(values), dtype=object)
        for i, v in enumerate(values):
            arr[i] = Fraction(v)
    else:
        arr = np.array([float(v) for v in values])
    return np.asarray(arr).reshape((1,) + (1,) * (d - 1) + (len(values),))


def _secant(te: TermEvaluator, x0: Any, x1: Any, f0: Any, f1: Any) -> Any:
    """``x1 - f1 (x1 - x0) / (f1 - f0)`` (Lean's ``/``: a flat secant gives ``x1``)."""
    ops = te.ops
    return ops.sub(x1, ops.div(ops.mul(f1, ops.sub(x1, x0)), ops.sub(f1, f0)))


def equation_roots(te: TermEvaluator, body: Term, name: str, num: str, sc: Scope
                   ) -> list[np.ndarray]:
    """Per-instance candidates for ``name`` (arrays with a last axis of length 1, broadcastable
    against the grid points of :func:`~dgg.eval.numsets.quant_grid`), one per equation of
    ``body`` that depends on ``name``; see the module docstring."""
    d = sc.depth + 1
    out: list[np.ndarray] = []
    for eq in _equations(body):
        try:
            r = _residual(te, eq, name, num, _points(te, d, [0, 1]), sc)
            if r is None:
                continue
            lo = [slice(None)] * r.ndim
            hi = list(lo)
            lo[d], hi[d] = slice(0, 1), slice(1, 2)
            f0, f1 = r[tuple(lo)], r[tuple(hi)]
            x0, x1 = _points(te, d, [0]), _points(te, d, [1])
            x2 = _secant(te, x0, x1, f0, f1)
            if not te.ops.exact:
                with np.errstate(all="ignore"):
                    for _ in range(FLOAT_STEPS - 1):
                        f2 = _residual(te, eq, name, num, np.asarray(x2, dtype=float), sc)
                        if f2 is None or not np.isfinite(f2).any():
                            break
                        x0, x1, f0, f1 = x1, x2, f1, f2
                        x2 = _secant(te, x0, x1, f0, f1)
                    x2 = np.where(np.isfinite(x2), x2, 0.0)
            out.append(np.asarray(x2))
        except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                OverflowError, ArithmeticError):
            continue  # not solvable this way: the grid points remain
    return out
