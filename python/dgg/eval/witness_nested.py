"""Candidate witnesses of the outer variable of ``∃ a, ∃ b, P`` over ℝ (used by
:func:`dgg.eval.numsets.quant_grid` beside :func:`dgg.eval.witness.equation_roots`).

Mathlib's segments and convex combinations are written ``∃ a b, 0 ≤ a ∧ 0 ≤ b ∧ a + b = 1 ∧ a * x
+ b * y = z``: no equation of the outer body ``∃ b, …`` is about ``a`` alone, and on the grid of
``a`` the inner ``∃ b`` finds ``b = 1 - a`` but the second equation holds only at ``a = (y - z) /
(y - x)``, a different number at every instance. Here one equation ``E₁`` among the conjuncts of
``P`` that depends on ``b`` is solved for ``b`` at ``a = 0`` and ``a = 1`` (one secant step: exact
when ``E₁`` is affine in ``b``), and another ``E₂`` that depends on ``a`` is evaluated there:
``E₂(a, b(a))`` at ``a = 0, 1`` gives, by one more secant step, the ``a`` where both hold (exact
when both are affine, as in every convex combination; no further float steps are taken). The
inner ``∃ b`` then finds its own witness at that ``a`` through
:func:`~dgg.eval.witness.equation_roots`.

Only candidates: the quantifier evaluates ``P`` at them like at its grid points, so a candidate
that is no witness changes nothing (in exact arithmetic an ``∃`` is still true only at a
verified witness).
"""

from __future__ import annotations

import numpy as np

from dgg.eval.exact_ops import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, align, expand_axis
from dgg.eval.witness import _equations, _points, _secant, residual
from dgg.model.terms import BinOp, Name, Quant, Term, free_names

__all__ = ["nested_roots"]

_NUMS = {"ℝ": "real", "Real": "real"}


def _inner(body: Term) -> tuple[str, Term] | None:
    """``(b, P)`` of a body ``∃ b : ℝ, P`` (``P`` may bind further variables)."""
    if not (isinstance(body, Quant) and body.op == "∃" and body.binders):
        return None
    b = body.binders[0]
    if b.domain is not None or not isinstance(b.type, Name) or b.type.id not in _NUMS:
        return None
    rest = body.binders[1:]
    return b.name, (Quant("∃", rest, body.body, body.pos) if rest else body.body)


def _at(te: TermEvaluator, eq: BinOp, sc: Scope, d: int) -> np.ndarray | None:
    """``l - r`` of ``eq`` in the scope ``sc`` (whose innermost axis is ``d``)."""
    a, b, _ = te.rel_operands(eq, sc)
    if a.kind != "num" or b.kind != "num":
        return None
    f, g, dd = align(a, b)
    if dd != d:
        return None
    return np.asarray(te.ops.sub(f, g))


def nested_roots(te: TermEvaluator, body: Term, name: str, num: str, sc: Scope
                 ) -> list[np.ndarray]:
    """Per-instance candidates for ``name`` in ``∃ name, ∃ b : ℝ, P`` (arrays with a last axis
    of length 1, like :func:`~dgg.eval.witness.equation_roots`); empty when the body is not such
    an ``∃`` or no pair of equations of ``P`` solves it."""
    inner = _inner(body) if num == "real" else None
    if inner is None:
        return []
    b, p = inner
    if isinstance(p, Quant):  # three or more nested: not solved here
        return []
    eqs = [e for e in _equations(p) if free_names(e) & {b, name}]
    d = sc.depth + 1
    out: list[np.ndarray] = []
    for e1 in (e for e in eqs if b in free_names(e)):
        for e2 in (e for e in eqs if e is not e1 and name in free_names(e)):
            try:
                with np.errstate(all="ignore"):
                    root = _solve(te, e1, e2, name, b, sc, d)
            except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                    OverflowError, ArithmeticError):
                continue  # the grid points remain
            if root is not None:
                out.append(root)
        if out:
            break
    return out


def _solve(te: TermEvaluator, e1: BinOp, e2: BinOp, name: str, b: str, sc: Scope, d: int
           ) -> np.ndarray | None:
    xs = _points(te, d, [0, 1])
    sa = sc.bind(name, Val("num", xs, d, num="real"), d)
    # b(a) at a = 0, 1: one secant step on E₁ from b = 0, 1 (axis d + 1)
    r1 = residual(te, e1, b, "real", _points(te, d + 1, [0, 1]), sa)
    if r1 is None:
        return None
    f0, f1 = np.take(r1, [0], axis=d + 1), np.take(r1, [1], axis=d + 1)
    bs = _secant(te, _points(te, d + 1, [0]), _points(te, d + 1, [1]), f0, f1)
    sb = sa.bind(b, Val("num", bs, d + 1, num="real"), d + 1)
    g = _at(te, e2, sb, d + 1)
    if g is None:
        return None
    g = np.asarray(expand_axis(g, d, 2))
    g = np.take(g, 0, axis=d + 1) if g.ndim > d + 1 else g  # the single b of each a
    g0, g1 = np.take(g, [0], axis=d), np.take(g, [1], axis=d)
    root = np.asarray(_secant(te, _points(te, d, [0]), _points(te, d, [1]), g0, g1))
    if not te.ops.exact:
        root = np.where(np.isfinite(root.astype(float)), root, 0.0)
    return root

