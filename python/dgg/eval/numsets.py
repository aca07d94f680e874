"""Finite sets of integers and quantifiers over infinite number types, for the evaluator.

In: terms such as ``Finset.range n``, ``Finset.Icc a b`` (``Ico``, ``Ioc``, ``Ioo``) over ℕ or ℤ,
``s.filter p``, ``x ∈ Set.Icc a b`` (any order interval, ``Set`` or ``Finset``), and quantifiers
``∀ x : ℝ, P`` / ``∃ n : ℕ, P`` whose bound variable ranges over an infinite type.
Out: values of :mod:`dgg.eval.values`.

* A finset of integers is a mask over the integers ``offset, …, offset + size - 1`` (a
  :class:`Domain` with ``base`` ``"nat"``/``"int"``); ``size`` covers the whole batch (at most
  :data:`MAX_SIZE`). Its bound variable in ``∑ i ∈ range n, …`` is bound as a number, not an index.
* A quantifier over an infinite type is evaluated on the fixed points :func:`grid` (a *filter*,
  documented in ``docs/fragment.md``): in float arithmetic ``∀`` holds when it holds at every grid
  point (for ``∃`` over ℝ or ℚ, also at the per-instance roots of the body's equations,
  :mod:`dgg.eval.witness`). In exact arithmetic only the direction a grid point proves is
  returned — ``∀`` false (a failing point), ``∃`` true (a witness); otherwise
  :class:`Undecidable` is raised, so such a statement is never refuted (nor a hypothesis
  certified) from grid points alone.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.cells import decide_cells, interval_membership
from dgg.eval.exact_ops import Undecidable
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.symbolic_rel import mark_nonfinite, per_instance
from dgg.eval.values import Domain, NotTranslated, Scope, Val, expand_axis, lift
from dgg.eval.witness import bound_points, equation_roots, integer_candidates
from dgg.eval.witness_ints import comparison_candidates, divisor_candidates
from dgg.eval.witness_nested import nested_roots
from dgg.model.terms import App, BinOp, Name, Quant, Term

__all__ = ["EXACT_GRID_MAX", "FUNCTIONS", "MAX_SIZE", "GridOnly", "exact_grid", "grid",
           "grid_values", "interval_membership", "number_binder", "quant_grid"]

MAX_SIZE = 5000
_INTERVALS = {"Icc": (False, False), "Ico": (False, True), "Ioc": (True, False),
              "Ioo": (True, True)}


def grid(num: str) -> list[Fraction]:
    """The points a quantifier over ``num`` (``nat``/``int``/``rat``/``real``/``nnreal``) is
    evaluated at: small integers, halves and quarters, a few large values and their negatives
    (not for ``nnreal``: ``ℝ≥0`` has no negative element)."""
    nat = [Fraction(k) for k in range(0, 41)] + [Fraction(k) for k in (50, 64, 100, 128, 1000)]
    if num == "nat":
        return nat
    ints = sorted(set(nat) | {-x for x in nat})
    if num == "int":
        return ints
    small = [Fraction(k, 4) for k in range(-40, 41)] + [Fraction(1, k) for k in (3, 7, 10, 100, 1000)]
    reals = sorted(set(ints) | set(small) | {-x for x in small})
    return [x for x in reals if x >= 0] if num == "nnreal" else reals


def _ints(te: TermEvaluator, v: Val) -> np.ndarray:
    a = np.asarray(v.arr)
    if te.ops.exact:
        return np.vectorize(lambda x: int(Fraction(x)), otypes=[np.int64])(a)
    return np.round(a.astype(float)).astype(np.int64)


def _finset(te: TermEvaluator, lo: Val, hi: Val, lo_open: bool, hi_open: bool, base: str,
            pos: Any) -> Val:
    """The integers ``x`` with ``lo ≤ x ≤ hi`` (strict where open), as a mask."""
    d = max(lo.depth, hi.depth)
    a, b = _ints(te, lift(lo, d)), _ints(te, lift(hi, d))
    a = a + (1 if lo_open else 0)
    b = b - (1 if hi_open else 0)
    if base == "nat":
        a = np.maximum(a, 0)
    a, b = np.broadcast_arrays(a, b)
    if a.size == 0:
        off, size = 0, 0
    else:
        off = int(a.min())
        size = max(int(b.max()) - off + 1, 0)
    if size > MAX_SIZE:
        raise NotTranslated(f"a finset of more than {MAX_SIZE} integers", pos)
    vals = off + np.arange(size)
    mask = (vals >= a[..., None]) & (vals <= b[..., None])
    return Val("finset", mask, d, doms=(Domain(f"{base}[{off},{off + size})", size, base, off),))


def _range(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    if len(args) != 1:
        raise NotTranslated("Finset.range arity", pos)
    n = te.ev(args[0], sc, "nat")
    zero = Val("num", te.ops.const(Fraction(0)), 0, num="nat")
    return _finset(te, zero, n, False, True, "nat", pos)


def _interval(kind: str) -> Handler:
    lo_open, hi_open = _INTERVALS[kind]

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 2:
            raise NotTranslated(f"Finset.{kind} arity", pos)
        T, cache = te.tree_type(list(args), sc, want if isinstance(want, str) else None)
        T = T or "nat"
        if T not in ("nat", "int"):
            raise NotTranslated(f"Finset.{kind} over {T}", pos)
        a, b = (te.tree(x, sc, T, cache) for x in args)
        return _finset(te, a, b, lo_open, hi_open, T, pos)
    return h


def number_binder(dom: Domain, d: int, ops: Any) -> Val:
    """The bound variable of a big operator over a finset of integers, as a number."""
    vals = dom.offset + np.arange(dom.size)
    arr: Any = np.array([Fraction(int(v)) for v in vals], dtype=object) if ops.exact \
        else vals.astype(float)
    return Val("num", arr.reshape((1,) + (1,) * (d - 1) + (dom.size,)), d, num=dom.base)


def _filter(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    """``Finset.filter p s``: the elements of ``s`` where ``p`` holds."""
    if len(args) != 2:
        raise NotTranslated("Finset.filter arity", pos)
    p, st = args
    s = te.ev(st, sc)
    if s.kind != "finset":
        raise NotTranslated("filter of a non-finset", pos)
    dom = s.doms[0]
    d = sc.depth + 1
    if dom.base is not None:
        x = number_binder(dom, d, te.ops)
    else:
        x = Val("idx", np.arange(dom.size).reshape((1,) + (1,) * (d - 1) + (dom.size,)), d,
                doms=(dom,))
    fresh = "_dgg_f"
    v = te.prop(App(p, (Name(fresh),), pos), sc.bind(fresh, x, d))
    keep = expand_axis(lift(v, d).arr, d, dom.size)
    m = lift(s, d - 1).arr
    return Val("finset", np.asarray(m, dtype=bool) & keep, d - 1, doms=s.doms)


def finset_membership(te: TermEvaluator, x: Val, s: Val) -> Val:
    """``x ∈ s`` for a finset of integers (``x`` a number)."""
    dom = s.doms[0]
    d = max(x.depth, s.depth)
    xv = np.asarray(lift(x, d).arr)
    xi = np.vectorize(lambda v: Fraction(v), otypes=[object])(xv) if te.ops.exact else xv
    vals = dom.offset + np.arange(dom.size)
    hit = np.asarray(xi[..., None] == vals, dtype=bool)
    m = np.asarray(lift(s, d).arr, dtype=bool)
    return Val("bool", (hit & m).any(axis=-1), d)


def _join(arr: Any, extra: list[np.ndarray], d: int) -> Any:
    """The grid ``arr`` with per-instance points ``extra`` appended along axis ``d``."""
    if not extra:
        return arr
    full = np.broadcast_shapes(*(p.shape[:d] + (1,) + p.shape[d + 1:] for p in [arr, *extra]))
    return np.concatenate([np.broadcast_to(p, full[:d] + (p.shape[d],) + full[d + 1:])
                           for p in [arr, *extra]], axis=d)


def _nonnegative(a: np.ndarray) -> np.ndarray:
    """``a`` with its negative entries (rationals, enclosures' midpoints or floats) set to 0."""
    if a.dtype != object:
        return np.where(a < 0, 0.0, a)
    out = a.copy()
    for ix in np.ndindex(*a.shape):
        try:
            if a[ix] < 0:
                out[ix] = Fraction(0)
        except (TypeError, Undecidable):  # an enclosure across 0: not a candidate
            out[ix] = Fraction(0)
    return out


def _absorb_marks(te: TermEvaluator, inner: np.ndarray, witnessed: np.ndarray | None) -> None:
    """Mark as not finite the instances the body of a grid quantifier marked (``inner``, one
    entry per instance), but those where ``witnessed`` (the value of an ``∃``) holds in every
    context."""
    if witnessed is not None:
        w = np.asarray(witnessed, dtype=bool)
        inner = np.logical_and(*np.broadcast_arrays(inner, ~per_instance(w, all_=True)))
    if inner.any():
        mark_nonfinite(te, inner)


def quant_grid(te: TermEvaluator, t: Quant, name: str, num: str, body: Term, sc: Scope) -> Val:
    """``∀``/``∃`` over an infinite number type on the points of :func:`grid` (see the module
    docstring for what exact arithmetic returns)."""
    pts = grid(num)
    d = sc.depth + 1
    arr: Any = np.array(pts, dtype=object) if te.ops.exact else np.array([float(p) for p in pts])
    arr = arr.reshape((1,) + (1,) * (d - 1) + (len(pts),))
    if num in ("real", "rat", "nnreal"):
        # per-instance roots of the body's equations (for `∃`) and points at and beside the
        # bounds of its premises (`∀ a' > a, …`) join the grid (dgg.eval.witness)
        extra = equation_roots(te, body, name, num, sc) + nested_roots(
            te, body, name, num, sc) if t.op == "∃" else []
        extra += bound_points(te, body, name, num, sc)
        if num == "nnreal":  # a negative point is no element of ℝ≥0: 0 instead (on the grid)
            extra = [_nonnegative(e) for e in extra]
        arr = _join(arr, extra, d)
    pinned = None
    if num in ("nat", "int"):
        # integers at the per-instance root of an equation every witness (counterexample) meets
        for ic in (integer_candidates(te, body, name, num, t.op, sc),
                   divisor_candidates(te, body, name, num, t.op, sc)):  # `p ∣ m`: m's divisors
            if ic is not None:
                extra_i, pin = ic
                arr = _join(arr, [extra_i], d)
                pinned = pin if pinned is None else np.logical_or(*np.broadcast_arrays(pinned,
                                                                                      pin))
        # integers beside the boundaries of its comparisons (floats only): a witness of `∃`, or
        # a counterexample of `∀` (`∀ n : ℕ, a ≤ n ↔ b ≤ n` fails at 56 for a = 55.6, b = 58.5,
        # between the grid's 50 and 64)
        arr = _join(arr, comparison_candidates(te, body, name, num, sc), d)
    n = arr.shape[d]
    x = Val("num", arr, d, num=num)
    inner = None
    if te.ops.exact:
        v = _nested_exact(te, t, body, sc.bind(name, x, d), n)
    else:
        outer, te.nonfinite = te.nonfinite, None
        try:
            with float_grid(t.op, n, _batch(sc)):
                v = te.prop(body, sc.bind(name, x, d))
        finally:
            inner, te.nonfinite = te.nonfinite, outer
    a = expand_axis(lift(v, d).arr, d, n)
    r = a.all(axis=d) if t.op == "∀" else a.any(axis=d)
    if not te.ops.exact and inner is not None:
        # a grid point whose comparison overflowed (`exp 1000`) leaves the instance undecided,
        # except where an `∃` has a witness (a NaN compares false: never one by itself)
        _absorb_marks(te, inner, np.asarray(r) if t.op == "∃" else None)
    if te.ops.exact and pinned is not None and pinned.any():
        # where the equation pins the bound variable, every possible witness was evaluated
        pn = np.broadcast_to(pinned, r.shape)
        if (r.any() if t.op == "∀" else not r.all()) and not ((r if t.op == "∀" else ~r)
                                                              & ~pn).any():
            return Val("bool", r, d - 1)
    if te.ops.exact and (r.any() if t.op == "∀" else not r.all()) and num in ("real", "rat"):
        # the roots of the body's polynomials decide it exactly (dgg.eval.cells)
        cells = decide_cells(te, t.op, body, name, num, sc)
        if cells is not None:
            vals, known = cells
            vals, known, r = np.broadcast_arrays(vals, known, r)
            settled = known | (r if t.op == "∃" else ~r)
            if settled.all():
                return Val("bool", np.where(known, vals, r).astype(bool), d - 1)
    if te.ops.exact and (r.any() if t.op == "∀" else not r.all()):
        raise Undecidable(f"`{t.op}` over an infinite type holds on the grid points only"
                          if t.op == "∀" else f"no grid point is a witness of `{t.op}`")
    return Val("bool", r, d - 1)


#: the most points the nested grid quantifiers of one exact evaluation may range over together
#: (their product: ``∀ t, ∃ x y : ℝ, …`` is 161 · 165 · 165 ≈ 4.4 million), a deterministic
#: bound on the exact evaluator's work; beyond it the quantifier is :class:`Undecidable`
EXACT_GRID_MAX = 200_000
_NESTING = threading.local()


@contextlib.contextmanager
def exact_grid(op: str, n: int) -> Iterator[None]:
    """A block that evaluates exactly under one more quantifier over ``n`` points (a grid, or the
    points of a set), within :data:`EXACT_GRID_MAX` points for all the enclosing ones together.
    In exact arithmetic such a quantifier decides only one way (``∀`` false, ``∃`` true) and is
    :class:`Undecidable` otherwise, so giving up is always sound; the bound replaces minutes of
    rational arithmetic (then a time-out) by an immediate, reproducible answer."""
    outer = getattr(_NESTING, "points", 1)
    points = outer * n
    if points > EXACT_GRID_MAX:
        raise Undecidable(f"`{op}` over an infinite type nested in others: {points} points, "
                          f"more than exact arithmetic evaluates ({EXACT_GRID_MAX})")
    _NESTING.points = points
    try:
        yield
    finally:
        _NESTING.points = outer


#: the most values a float evaluation under nested grid quantifiers may range over: the batch
#: times the product of their points (broadcasting keeps most arrays smaller: the closed
#: ``∃! p : ℝ × ℝ``, four nested grids of 161⁴ points, takes 3.4 GB); beyond it the statement is
#: ``not_translated``, a deterministic bound instead of an allocation the machine cannot make
FLOAT_GRID_MAX = 1 << 30


@contextlib.contextmanager
def float_grid(op: str, n: int, batch: int) -> Iterator[None]:
    """A block that evaluates in floats under one more quantifier over ``n`` grid points, the
    enclosing ones' points times ``n`` times ``batch`` within :data:`FLOAT_GRID_MAX`."""
    outer = getattr(_NESTING, "float_points", 1)
    points = outer * n
    if points * batch > FLOAT_GRID_MAX:
        raise NotTranslated(f"`{op}` over an infinite type nested in others: {points} points "
                            f"for each of {batch} instances, more values than the float "
                            f"evaluator holds at once ({FLOAT_GRID_MAX})")
    _NESTING.float_points = points
    try:
        yield
    finally:
        _NESTING.float_points = outer


def _batch(sc: Scope) -> int:
    """The number of instances the arrays of ``sc`` hold (their first axis; 1 if none does)."""
    sizes = [np.shape(v.arr)[0] for v in sc.vars.values()
             if isinstance(v.arr, np.ndarray) and v.arr.ndim]
    return max(sizes, default=1)


def _nested_exact(te: TermEvaluator, t: Quant, body: Term, sc: Scope, n: int) -> Val:
    with exact_grid(t.op, n):
        return te.prop(body, sc)


class GridOnly(Undecidable):
    """An order property (``StrictMono f``, ``Function.Injective f``, …) that no grid point
    violates, in exact arithmetic: a property on infinitely many points is not decided by finitely
    many. Where every comparison at the grid points was certified, the finite proposition the
    float evaluator computes is decided, and :func:`grid_values` returns it; where some enclosures
    overlap (``sigmoid 128`` and ``sigmoid 1000`` at 170 bits), it is raised there too."""


_GRID_VALUES = threading.local()


@contextlib.contextmanager
def grid_values() -> Iterator[None]:
    """A block in which an exact order property that would raise :class:`GridOnly` returns its
    value on the grid points instead: the float evaluator's own proposition, decided exactly, so
    that a float violation of it can be told from rounding (:func:`dgg.check.exact.verify`; the
    value is never a verdict on the property itself)."""
    old = getattr(_GRID_VALUES, "on", False)
    _GRID_VALUES.on = True
    try:
        yield
    finally:
        _GRID_VALUES.on = old


_ORDER_PROPS = {"Monotone": ("≤", False), "StrictMono": ("<", False),
                 "Antitone": ("≥", False), "StrictAnti": (">", False),
                 "MonotoneOn": ("≤", True), "StrictMonoOn": ("<", True),
                 "AntitoneOn": ("≥", True), "StrictAntiOn": (">", True),
                 "Function.Injective": ("≠", False), "Set.InjOn": ("≠", True)}


def _fn_num(f: Term) -> str:
    from dgg.model.terms import Lam

    if isinstance(f, Lam) and f.binders and isinstance(f.binders[0].type, Name):
        return {"ℕ": "nat", "Nat": "nat", "ℤ": "int", "Int": "int"}.get(f.binders[0].type.id,
                                                                         "real")
    if isinstance(f, Name) and f.id.startswith("Nat."):
        return "nat"
    return "real"


def _order_prop(kind: str) -> Handler:
    """``Monotone f``, ``StrictMonoOn f s``, ``Function.Injective f``, … of a function of one
    number, on the grid points (in ``s``): consecutive points for the order properties, all pairs
    of distinct values for injectivity. Exactly, only a violation counts: otherwise
    :class:`GridOnly` where every comparison is certified (its value under :func:`grid_values`),
    :class:`Undecidable` where one is not."""
    rel, on_set = _ORDER_PROPS[kind]

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != (2 if on_set else 1):
            raise NotTranslated(f"{kind} with {len(args)} arguments", pos)
        f = args[0]
        num = _fn_num(f)
        pts = grid(num)
        d = sc.depth + 1
        arr: Any = np.array(pts, dtype=object) if te.ops.exact else np.array([float(p) for p in pts])
        x = Val("num", arr.reshape((1,) + (1,) * (d - 1) + (len(pts),)), d, num=num)
        fresh = "_dgg_m"
        inner = sc.bind(fresh, x, d)
        with np.errstate(all="ignore"):  # exp at the large grid points overflows to inf
            call = App(f.fn, f.args + (Name(fresh),), pos) if isinstance(f, App) else \
                App(f, (Name(fresh),), pos)  # `StrictMonoOn (logb b) s`: b stays the first argument
            v = te.ev(call, inner, "real" if num == "real" else None)
        if v.kind != "num":
            raise NotTranslated(f"{kind} of a non-numeric function", pos)
        vals = np.asarray(expand_axis(lift(v, d).arr, d, len(pts)))
        if on_set:
            m = te.prop(BinOp("∈", Name(fresh), args[1], pos), inner)
            mask = np.asarray(expand_axis(lift(m, d).arr, d, len(pts)), dtype=bool)
        else:
            mask = np.ones((1,) * d + (len(pts),), dtype=bool)
        vals, mask = np.broadcast_arrays(vals, mask)
        lead = vals.shape[:-1]
        out = np.ones(lead, dtype=bool)
        undecided = np.zeros(lead, dtype=bool)
        for ix in np.ndindex(*lead):
            ok, dec = _check_points(te, vals[ix][mask[ix]], rel)
            out[ix] = ok
            undecided[ix] = not dec
        certain = not undecided.any()
        if not te.ops.exact and not certain:  # ties within rounding: not a trial
            mark_nonfinite(te, undecided)
        if te.ops.exact and out.any() and not (certain and getattr(_GRID_VALUES, "on", False)):
            raise GridOnly(f"`{kind}` holds on the grid points only" + (
                "" if certain else ", some of them not certified"))
        return Val("bool", out, d - 1)
    return h


def _check_points(te: TermEvaluator, ys: np.ndarray, rel: str) -> tuple[bool, bool]:
    """(holds on these points, decided on them): in exact arithmetic a failure is always
    certified, and a success is decided when every comparison is (enclosures apart); in floats
    the answer is the float one."""
    if te.ops.exact:
        from dgg.eval.exact_ops import iv_bounds

        def key(y: Any) -> tuple[Fraction, Fraction]:
            return (Fraction(y), Fraction(y)) if isinstance(y, Fraction) else iv_bounds(y)
        bs = [key(y) for y in ys]
        if rel == "≠":
            exact = [a for a, b in bs if a == b]
            if len(set(exact)) != len(exact):
                return False, True
            srt = sorted(bs)  # pairwise distinct: the sorted enclosures are disjoint
            return True, all(ahi < blo for (_, ahi), (blo, _) in zip(srt, srt[1:]))
        decided = True
        for (alo, ahi), (blo, bhi) in zip(bs, bs[1:]):
            bad = {"≤": bhi < alo, "<": bhi <= alo,
                   "≥": blo > ahi, ">": blo >= ahi}[rel]
            if bad:
                return False, True
            decided &= {"≤": ahi <= blo, "<": ahi < blo, "≥": alo >= bhi, ">": alo > bhi}[rel]
        return True, decided
    y = np.asarray(ys, dtype=float)
    y = y[np.isfinite(y)]
    if rel == "≠":
        s = np.sort(y)
        # relative to the values compared: `y ^ 19.4` at 1/1000 and 1/100 (1e-58, 1e-39) differ;
        # two values within rounding of each other (`tanh 40`, `tanh 50`) decide nothing
        scale = np.maximum(np.abs(s[1:]), np.abs(s[:-1]))
        apart = bool(np.all(np.diff(s) > 1e-12 * scale))
        return apart, apart
    a, b = y[:-1], y[1:]
    tol = 1e-9 * (np.abs(a) + np.abs(b)) + 1e-300
    ok = {"≤": b >= a - tol, "<": b > a, "≥": b <= a + tol, ">": b < a}[rel]
    if rel in ("<", ">") and not ok.all():  # a tie within rounding (`sigmoid 40`, `sigmoid 50`)
        sure = {"<": b < a - tol, ">": b > a + tol}[rel]
        return False, bool(sure.any())
    return bool(np.all(ok)), True


FUNCTIONS: dict[str, Handler] = {
    **{k: _order_prop(k) for k in _ORDER_PROPS},
    "Finset.range": _range, "Finset.Icc": _interval("Icc"), "Finset.Ico": _interval("Ico"),
    "Finset.Ioc": _interval("Ioc"), "Finset.Ioo": _interval("Ioo"), "Finset.filter": _filter,
}
