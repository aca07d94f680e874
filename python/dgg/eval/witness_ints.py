"""Candidate witnesses of ``∃ n : ℕ, P`` and ``∃ n : ℤ, P`` beyond the grid (used by
:func:`dgg.eval.numsets.quant_grid`): at the boundaries of the comparisons of ``P`` (float
arithmetic only, :func:`comparison_candidates`), and the divisors of ``m`` where ``P`` has a
conjunct ``n ∣ m`` (:func:`divisor_candidates`, both arithmetics; in exact arithmetic they are
every possible witness, so the quantifier is decided).

The grid of a quantifier over ℕ stops at 1000, but the witness of ``∃ n : ℕ, x < (y + 1) ^ n``
at ``y = 10⁻³`` lies near 4600, and that of ``∃ n : ℕ, y ^ n ≤ x ∧ x < y ^ (n + 1)`` is
``⌊log x / log y⌋``, a different integer at every instance: on the grid alone such true statements
come out ``suspect``. For every comparison ``l ⋈ r`` among the conjuncts of ``P`` (``x ∈ Set.Ico a
b`` read as its two inequalities), this module evaluates the sign of ``l - r`` at ``0`` and
``±2ᵏ`` (``k ≤ 52``: floats hold every integer up to ``2⁵³``), takes the first and the last sign
change of each instance, and bisects it over the integers; the two integers on each side of each
boundary are the candidates (the boundary itself may be a zero of ``l - r``, which fails ``<``).

They are only *candidates*: :func:`~dgg.eval.numsets.quant_grid` evaluates ``P`` at them as at the
grid points, so a candidate that is no witness changes nothing, and a float ``∃`` made true by one
is float evidence like any other (a pass, never a certificate). Exact arithmetic keeps its grid:
these integers can be far too large for rational powers, and there a grid that finds no witness is
already :class:`~dgg.eval.exact_ops.Undecidable`, never a refutation.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from dgg.eval.cells import interval_membership
from dgg.eval.exact_ops import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, lift
from dgg.eval.witness import necessary_conditions, residual
from dgg.model.terms import BinOp, Name, Term, UnOp, free_names

__all__ = ["MAX_COMPARISONS", "MAX_DIVISORS", "comparison_candidates", "divisor_candidates"]

#: the largest power of two the brackets reach (every integer up to 2⁵³ is a float)
TOP_EXPONENT = 52
#: at most this many comparisons of a body are solved (each costs up to 2 × 53 evaluations)
MAX_COMPARISONS = 4
_CMP = frozenset({"<", "≤", ">", "≥"})


def _comparisons(body: Term, name: str) -> list[BinOp]:
    """The comparisons of ``body`` that mention ``name``, through its connectives (``∧ ∨ → ↔ ¬``:
    each only proposes points)."""
    if isinstance(body, BinOp) and body.op in ("∧", "∨", "→", "↔"):
        return _comparisons(body.lhs, name) + _comparisons(body.rhs, name)
    if isinstance(body, UnOp) and body.op == "¬":
        return _comparisons(body.arg, name)
    if isinstance(body, BinOp) and body.op == "∈":
        inner = interval_membership(body)
        return _comparisons(inner, name) if inner is not None else []
    if isinstance(body, BinOp) and body.op in _CMP and name in free_names(body):
        return [body]
    return []


def _brackets(num: str) -> np.ndarray:
    pos = [float(2 ** k) for k in range(TOP_EXPONENT + 1)]
    if num == "nat":
        return np.array([0.0] + pos)
    return np.array([-p for p in reversed(pos)] + [0.0] + pos)


def _bisect(te: TermEvaluator, cmp: BinOp, name: str, num: str, sc: Scope, lo: np.ndarray,
            hi: np.ndarray, s_lo: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Shrink every bracket ``[lo, hi]`` (integers, the residual's sign ``s_lo`` at ``lo`` and
    another at ``hi``) to consecutive integers; a bracket whose midpoint has no sign keeps its
    ends so far."""
    live = hi - lo > 1
    while live.any():
        mid = np.floor((lo + hi) / 2)
        r = residual(te, cmp, name, num, mid, sc)
        if r is None:
            break
        s = np.sign(r)
        same = live & (s == s_lo)
        other = live & ~np.isnan(s) & (s != s_lo)
        lo = np.where(same, mid, lo)
        hi = np.where(other, mid, hi)
        live = (same | other) & (hi - lo > 1)
    return lo, hi


def comparison_candidates(te: TermEvaluator, body: Term, name: str, num: str, sc: Scope
                          ) -> list[np.ndarray]:
    """Per-instance integer candidates for the bound variable ``name`` of ``∃ name, body`` over
    ``num`` (``nat``/``int``), arrays of the batch and context axes with a last axis of eight
    (two integers on each side of the first and of the last sign change), in the shape of
    :func:`dgg.eval.witness.equation_roots`; empty in exact arithmetic (see the module
    docstring)."""
    if te.ops.exact:
        return []
    d = sc.depth + 1
    pts = _brackets(num)
    grid = pts.reshape((1,) + (1,) * (d - 1) + (len(pts),))
    out: list[np.ndarray] = []
    for cmp in _comparisons(body, name)[:MAX_COMPARISONS]:
        try:
            with np.errstate(all="ignore"):
                r = residual(te, cmp, name, num, grid, sc)
                if r is None:
                    continue
                s = np.sign(r)
                change = (s[..., :-1] != s[..., 1:]) & ~np.isnan(s[..., :-1]) & ~np.isnan(
                    s[..., 1:])
                has = change.any(axis=-1, keepdims=True)
                first = np.argmax(change, axis=-1)[..., None]
                last = (change.shape[-1] - 1 - np.argmax(change[..., ::-1], axis=-1))[..., None]
                found = []
                for ix in (first, last):
                    lo, hi = pts[ix], pts[ix + 1]
                    s_lo = np.take_along_axis(s, ix, axis=-1)
                    lo, hi = _bisect(te, cmp, name, num, sc, lo, hi, s_lo)
                    found += [lo - 1, lo, hi, hi + 1]  # a zero of `l - r` fails `<`
                cand = np.concatenate(found, axis=-1)
                if num == "nat":
                    cand = np.maximum(cand, 0.0)
                out.append(np.where(has & np.isfinite(cand), cand, 0.0))
        except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                OverflowError, ArithmeticError):
            continue  # the grid points remain
    return out


#: the most divisors of one instance's number listed (every number below 10⁶ has at most 240;
#: ℤ lists each with its negative): beyond, the candidates are the first ones, not pinned
MAX_DIVISORS = 256
#: numbers up to this are factored by trial division (at most 1000 steps)
MAX_FACTORED = 10 ** 6


def _divisor_terms(body: Term, name: str, op: str) -> list[Term]:
    """The ``m`` of the conditions ``name ∣ m`` (``m`` free of ``name``) among those every
    witness or counterexample meets (:func:`dgg.eval.witness.necessary_conditions`)."""
    return [c.rhs for c in necessary_conditions(body, op)
            if isinstance(c, BinOp) and c.op == "∣" and isinstance(c.lhs, Name)
            and c.lhs.id == name and name not in free_names(c.rhs)]


def _divisors(m: int) -> list[int]:
    small = [k for k in range(1, math.isqrt(m) + 1) if m % k == 0]
    return sorted(set(small) | {m // k for k in small})


def divisor_candidates(te: TermEvaluator, body: Term, name: str, num: str, op: str, sc: Scope
                       ) -> tuple[np.ndarray, np.ndarray] | None:
    """For ``∃ p : ℕ, … ∧ p ∣ m ∧ …`` (ℤ too, and ``∀ p, p ∣ m → …``): the divisors of each
    instance's ``m`` (with their negatives over ℤ) as points, and where they are *every* possible
    witness (counterexample): ``m ≠ 0`` and all of its divisors listed (``pinned``, exact
    arithmetic only, as for :func:`dgg.eval.witness.integer_candidates`). ``None`` when the body
    has no such conjunct or ``m`` cannot be evaluated."""
    d = sc.depth + 1
    for m_term in _divisor_terms(body, name, op):
        try:
            v = te.ev(m_term, sc, num)
        except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                OverflowError, ArithmeticError):
            continue
        if v.kind != "num":
            continue
        arr = np.asarray(lift(v, sc.depth).arr)
        if arr.ndim != d:  # not one number per instance and context
            continue
        width = MAX_DIVISORS * (2 if num == "int" else 1)
        pts = np.zeros(arr.shape + (width,), dtype=object if te.ops.exact else float)
        pinned = np.zeros(arr.shape, dtype=bool)
        for ix in np.ndindex(*arr.shape):
            x = arr[ix]
            if te.ops.exact and not (isinstance(x, Fraction) and x.denominator == 1):
                continue  # an enclosure, not an integer: no candidates
            if not te.ops.exact and not (np.isfinite(x) and abs(x) < MAX_FACTORED + 1):
                continue
            m = abs(int(x))
            if m == 0 or m > MAX_FACTORED:
                continue
            divs = _divisors(m)
            if num == "int":
                divs = divs + [-k for k in divs]
            pinned[ix] = len(divs) <= width
            divs = (divs + [1] * width)[:width]
            pts[ix] = [Fraction(k) for k in divs] if te.ops.exact else [float(k) for k in divs]
        if not te.ops.exact:
            pinned[...] = False
        return pts, pinned
    return None
