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

import dataclasses
import math
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.cells import interval_membership
from dgg.eval.exact_ops import Undecidable, iv_bounds
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, align, expand_axis, lift
from dgg.model.terms import App, Ascribe, BinOp, Name, Num, Term, UnOp, free_names

__all__ = ["affine_degree", "bound_points", "equation_roots", "integer_candidates",
           "necessary_conditions", "residual"]

#: secant steps in float arithmetic (an affine equation is solved by the first)
FLOAT_STEPS = 12


def _conjuncts(body: Term) -> list[Term]:
    """The conjuncts of ``body`` (``body`` itself when it is no ``∧``)."""
    if isinstance(body, BinOp) and body.op == "∧":
        return _conjuncts(body.lhs) + _conjuncts(body.rhs)
    return [body]


def _equations(body: Term) -> list[BinOp]:
    """The equations ``l = r`` among the conjuncts of ``body``."""
    return [c for c in _conjuncts(body) if isinstance(c, BinOp) and c.op == "="]


def _alternative_equations(body: Term) -> list[BinOp]:
    """The equations among the conjuncts of ``body`` and, for a conjunct ``P ∨ Q``, those of
    ``P`` and of ``Q``: a witness of ``∃ x, 0 < x ∧ (r = x ∨ r = -x)`` solves one of them."""
    out: list[BinOp] = []
    for c in _conjuncts(body):
        if isinstance(c, BinOp) and c.op == "=":
            out.append(c)
        elif isinstance(c, BinOp) and c.op == "∨":
            out += _alternative_equations(c.lhs) + _alternative_equations(c.rhs)
    return out


def residual(te: TermEvaluator, eq: BinOp, name: str, num: str, xs: np.ndarray,
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
    for eq in _alternative_equations(body):
        if num == "rat" and not _rational_root(eq, name):
            continue
        try:
            r = residual(te, eq, name, num, _points(te, d, [0, 1]), sc)
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
                        f2 = residual(te, eq, name, num, np.asarray(x2, dtype=float), sc)
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


#: offsets (relative to ``1 + |e|``) of the points placed at and beside a bound ``e`` of the bound
#: variable: ``10⁻³⁰`` comes close to a bound at 0 whatever the other factors' scale (sampled
#: values stay far above it), ``10⁻¹²`` stays below the float relations' tolerance of ``10⁻⁹``
BOUND_OFFSETS = (Fraction(0), Fraction(1, 10 ** 30), Fraction(1, 10 ** 12), Fraction(1, 10 ** 9),
                 Fraction(1, 10 ** 6), Fraction(1, 10 ** 3))
#: the bound itself, then each offset above and below it
_SIGNED_OFFSETS = tuple(k * off for off in BOUND_OFFSETS for k in (1, -1) if off or k == 1)
_INEQUALITIES = frozenset({"<", "≤", ">", "≥"})


def _bounds_of(body: Term, name: str) -> list[Term]:
    """The terms ``e`` that bound ``name`` in the premises of ``body`` (``x > e → …``,
    ``e ≤ x → …``, ``x < e ∧ … → …``: what ``∀ x > e, …`` unfolds to), outermost first."""
    out: list[Term] = []

    def premises(t: Term) -> None:
        if isinstance(t, BinOp) and t.op == "∧":
            premises(t.lhs)
            premises(t.rhs)
        elif isinstance(t, BinOp) and t.op == "∈" and (iv := interval_membership(t)) is not None:
            premises(iv)  # `a ∈ Set.Iic b → …` (what `upperBounds (Set.Iic b)` unfolds to)
        elif isinstance(t, BinOp) and t.op in _INEQUALITIES:
            for here, other in ((t.lhs, t.rhs), (t.rhs, t.lhs)):
                if isinstance(here, Name) and here.id == name and name not in free_names(other):
                    out.append(other)

    t = body
    while isinstance(t, BinOp) and t.op == "→":
        premises(t.lhs)
        t = t.rhs
    if isinstance(t, BinOp) and t.op == "∧":  # `∃ δ > 0, …` unfolds to `δ > 0 ∧ …`
        premises(t.lhs)
    return out


def bound_points(te: TermEvaluator, body: Term, name: str, num: str, sc: Scope
                 ) -> list[np.ndarray]:
    """Per-instance points at and beside each bound ``e`` of the bound variable in the premises
    of ``body`` (``∀ a' > a, …``, ``∃ δ > 0, …``): ``e ± t (1 + |e|)`` for the offsets ``t`` of
    :data:`BOUND_OFFSETS`, in the shape of :func:`equation_roots`. A grid rarely comes that close
    to ``a`` (its spacing is ¼), where ``∀ a' > a, c ≤ a' * b`` is decided: without these points
    the grid admits ``c`` above ``a * b``. Exactly, only a bound that is a rational per instance
    gives points (each an element of the type, so what it shows is shown)."""
    d = sc.depth + 1
    out: list[np.ndarray] = []
    for e in _bounds_of(body, name):
        try:
            v = te.ev(e, sc, num)
        except (NotTranslated, Undecidable, ValueError, TypeError, ArithmeticError):
            continue
        if v.kind != "num" or v.depth > sc.depth:
            continue
        base = np.asarray(lift(v, sc.depth).arr)
        if base.ndim != d:  # the batch and context axes only
            continue
        base = base.reshape(base.shape + (1,))
        if te.ops.exact:
            if not all(isinstance(x, Fraction) for x in base.flat):
                continue
            scale: Any = 1 + np.abs(base)  # Fractions, elementwise
            out.append(np.concatenate([base + scale * o for o in _SIGNED_OFFSETS], axis=d))
        else:
            b = base.astype(float)
            with np.errstate(all="ignore"):
                stacked = np.concatenate([b + float(o) * (1 + np.abs(b))
                                          for o in _SIGNED_OFFSETS], axis=d)
            out.append(np.where(np.isfinite(stacked), stacked, 0.0))
    return out


def _casts(t: Term) -> bool:
    """Whether ``t`` contains a coercion out of ℚ (an ascription to another type, ``↑``, a cast
    function) or anything not known to stay in ℚ."""
    if isinstance(t, Ascribe):  # into ℚ (a numeral's type, a cast of ℕ or ℤ) stays rational
        return not (isinstance(t.type, Name) and t.type.id in ("ℚ", "Rat")) or _casts(t.term)
    if isinstance(t, UnOp) and t.op == "↑":
        return True
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in _CASTS:
        return True
    if isinstance(t, BinOp):
        return _casts(t.lhs) or _casts(t.rhs)
    if isinstance(t, UnOp):
        return _casts(t.arg)
    if isinstance(t, App):
        return _casts(t.fn) or any(_casts(a) for a in t.args)
    return not isinstance(t, (Name, Num))  # a variable, a numeral: rational


def _rational_root(eq: BinOp, name: str) -> bool:
    """Whether the root of ``eq`` in a ``∃ x : ℚ`` is rational at every instance: the equation is
    affine in ``x`` and computed in ℚ throughout (no coercion into ℝ, where a coefficient may be
    irrational). Elsewhere the secant steps approach an irrational root (``q ^ 2 = 2``) that float
    tolerance would accept as a witness of a false ``∃``."""
    return (not _casts(eq.lhs) and not _casts(eq.rhs)
            and affine_degree(eq.lhs, name, "rat") is not None
            and affine_degree(eq.rhs, name, "rat") is not None)


# ------------------------------------------------------------------ ℕ/ℤ bound variables
#: at most this many integers of a root's enclosure are tried (a wider enclosure decides nothing)
MAX_INT_CANDIDATES = 3
_CASTS = frozenset({"Nat.cast", "Int.cast", "Int.ofNat", "Rat.cast"})


def affine_degree(t: Term, name: str, T: str) -> int | None:
    """0 when ``t`` does not mention ``name``, 1 when it is *syntactically* affine in it (sums,
    differences, products with a factor free of ``name``, division by a term free of ``name`` in
    a field, casts of ``name`` itself), ``None`` otherwise. ``T`` is the type the arithmetic is
    done in: ℕ subtraction truncates and ℕ/ℤ division floors, so there they are not affine."""
    if name not in free_names(t):
        return 0
    if isinstance(t, Name):
        return 1 if t.id == name else None
    if isinstance(t, BinOp) and t.op in ("+", "-", "*", "/"):
        a, b = affine_degree(t.lhs, name, T), affine_degree(t.rhs, name, T)
        if a is None or b is None:
            return None
        if t.op == "*":
            return a + b if a + b <= 1 else None
        if t.op == "/":
            return a if b == 0 and T in ("real", "rat") else None
        if t.op == "-" and T == "nat":
            return None
        return max(a, b)
    if isinstance(t, UnOp) and t.op == "-":
        return affine_degree(t.arg, name, T) if T != "nat" else None
    # a cast of the bound variable itself (`(n : ℝ)`, `↑n`, `Int.cast n`): its value, unchanged
    inner = t.arg if isinstance(t, UnOp) and t.op == "↑" else t.term if isinstance(
        t, Ascribe) else t.args[0] if (isinstance(t, App) and isinstance(t.fn, Name)
                                      and t.fn.id in _CASTS and len(t.args) == 1) else None
    if isinstance(inner, Name) and inner.id == name:
        return 1
    return None


def necessary_conditions(body: Term, op: str) -> list[Term]:
    """Atoms every witness of ``∃ n, body`` (``op`` ``∃``: the conjuncts of ``body``) or every
    counterexample of ``∀ n, body`` satisfies: for ``E → Q`` the conjuncts of ``E`` and what
    makes ``Q`` false; for a disjunction what makes each disjunct false; ``l = r`` for ``l ≠ r``;
    the conjuncts of ``P`` for ``¬ P`` (``∀ k : ℤ, x ≠ (2 * k + 1) * π / 2``,
    ``∀ p, p.Prime → ¬ p ∣ n``)."""
    if op == "∃":
        return _conjuncts(body)
    if isinstance(body, BinOp) and body.op == "→":
        return _conjuncts(body.lhs) + necessary_conditions(body.rhs, "∀")
    if isinstance(body, BinOp) and body.op == "∨":
        return necessary_conditions(body.lhs, "∀") + necessary_conditions(body.rhs, "∀")
    if isinstance(body, BinOp) and body.op == "≠":
        return [dataclasses.replace(body, op="=")]  # its sides and their static type
    if isinstance(body, UnOp) and body.op == "¬":
        return _conjuncts(body.arg)
    return []


def integer_candidates(te: TermEvaluator, body: Term, name: str, num: str, op: str, sc: Scope
                       ) -> tuple[np.ndarray, np.ndarray] | None:
    """For ``∃``/``∀`` over ℕ or ℤ: integers near the per-instance root of an equation the
    witnesses (counterexamples) must satisfy, and where that root is *pinned*.

    Returns ``(points, pinned)``: ``points`` has a last axis of :data:`MAX_INT_CANDIDATES`
    (broadcastable like the grid of :func:`~dgg.eval.numsets.quant_grid`), ``pinned`` (bool, one
    entry per instance and context) says that every integer of the type satisfying that equation
    is among the points; only exact arithmetic pins (an affine equation whose slope is certified
    nonzero, and the integers of the root's enclosure are at most the points). ``None`` when no
    equation of the body is affine in ``name``."""
    d = sc.depth + 1
    for eq in (c for c in necessary_conditions(body, op)
               if isinstance(c, BinOp) and c.op == "="):
        try:
            x = Val("num", _points(te, d, [0]), d, num=num)
            _, _, T = te.rel_operands(eq, sc.bind(name, x, d))
            if affine_degree(eq.lhs, name, T) != 1 and affine_degree(eq.rhs, name, T) != 1:
                continue
            if affine_degree(eq.lhs, name, T) is None or affine_degree(eq.rhs, name, T) is None:
                continue
            r = residual(te, eq, name, num, _points(te, d, [0, 1]), sc)
            if r is None:
                continue
            f0 = np.take(r, [0], axis=d)
            f1 = np.take(r, [1], axis=d)
            return _int_points(te, f0, f1, num)
        except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                OverflowError, ArithmeticError):
            continue
    return None


def _int_points(te: TermEvaluator, f0: np.ndarray, f1: np.ndarray, num: str
                ) -> tuple[np.ndarray, np.ndarray]:
    """The integers around ``-f0 / (f1 - f0)`` (see :func:`integer_candidates`)."""
    f0, f1 = np.broadcast_arrays(f0, f1)
    K = MAX_INT_CANDIDATES
    shape = f0.shape[:-1] + (K,)
    pinned = np.zeros(f0.shape[:-1], dtype=bool)
    if not te.ops.exact:
        with np.errstate(all="ignore"):
            root = -np.asarray(f0, dtype=float) / (np.asarray(f1, dtype=float)
                                                    - np.asarray(f0, dtype=float))
        root = np.where(np.isfinite(root) & (np.abs(root) < 1e15), root, 0.0)
        base = np.floor(root)
        pts = np.concatenate([base + k for k in range(K)], axis=-1)  # floor, floor + 1, …
        if num == "nat":
            pts = np.maximum(pts, 0.0)
        return pts, pinned
    out = np.empty(shape, dtype=object)
    for ix in np.ndindex(*f0.shape[:-1]):
        a0, a1 = iv_bounds(f0[ix + (0,)]), iv_bounds(f1[ix + (0,)])
        s_lo, s_hi = a1[0] - a0[1], a1[1] - a0[0]  # enclosure of the slope f1 - f0
        cands: list[int] = []
        if s_lo > 0 or s_hi < 0:  # certified nonzero slope: the root is unique
            ends = [-a0[0] / s_lo, -a0[0] / s_hi, -a0[1] / s_lo, -a0[1] / s_hi]
            lo, hi = min(ends), max(ends)
            k0, k1 = math.ceil(lo), math.floor(hi)
            if num == "nat":
                k0 = max(k0, 0)
            if k1 - k0 + 1 <= K:
                cands = list(range(k0, k1 + 1))
                pinned[ix] = True
        fill = cands + [0] * (K - len(cands))
        for k in range(K):
            out[ix + (k,)] = Fraction(fill[k])
    return out, pinned
