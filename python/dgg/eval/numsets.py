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
  point. In exact arithmetic only the direction a grid point proves is returned — ``∀`` false (a
  failing point), ``∃`` true (a witness); otherwise :class:`Undecidable` is raised, so such a
  statement is never refuted (nor a hypothesis certified) from grid points alone.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.exact_ops import Undecidable
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.values import Domain, NotTranslated, Scope, Val, expand_axis, lift
from dgg.model.terms import App, BinOp, Name, Quant, Term

__all__ = ["FUNCTIONS", "MAX_SIZE", "grid", "interval_membership", "number_binder", "quant_grid"]

MAX_SIZE = 5000
_INTERVALS = {"Icc": (False, False), "Ico": (False, True), "Ioc": (True, False),
              "Ioo": (True, True)}
_HALF = {"Ici": (">=",), "Ioi": (">",), "Iic": ("<=",), "Iio": ("<",)}


def grid(num: str) -> list[Fraction]:
    """The points a quantifier over ``num`` (``nat``/``int``/``rat``/``real``) is evaluated at:
    small integers, halves and quarters, a few large values and their negatives."""
    nat = [Fraction(k) for k in range(0, 41)] + [Fraction(k) for k in (50, 64, 100, 128, 1000)]
    if num == "nat":
        return nat
    ints = sorted(set(nat) | {-x for x in nat})
    if num == "int":
        return ints
    small = [Fraction(k, 4) for k in range(-40, 41)] + [Fraction(1, k) for k in (3, 7, 10, 100, 1000)]
    return sorted(set(ints) | set(small) | {-x for x in small})


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


def interval_membership(t: BinOp) -> Term | None:
    """``x ∈ Set.Icc a b`` (``Finset`` too, and the half-lines ``Ici``/``Ioi``/``Iic``/``Iio``)
    as the inequalities it means; ``None`` for any other membership."""
    s = t.rhs
    if not (isinstance(s, App) and isinstance(s.fn, Name)):
        return None
    head = s.fn.id.rsplit(".", 1)
    short = head[-1]
    if len(head) == 2 and head[0] not in ("Set", "Finset"):
        return None
    x, p = t.lhs, t.pos
    if short in _INTERVALS and len(s.args) == 2:
        lo_open, hi_open = _INTERVALS[short]
        a, b = s.args
        out: Term = BinOp("∧", BinOp("<" if lo_open else "≤", a, x, p),
                          BinOp("<" if hi_open else "≤", x, b, p), p)
    elif short in _HALF and len(s.args) == 1:
        op = {">=": "≥", ">": ">", "<=": "≤", "<": "<"}[_HALF[short][0]]
        out = BinOp(op, x, s.args[0], p)
    else:
        return None
    if t.op == "∉":
        from dgg.model.terms import UnOp

        return UnOp("¬", out, p)
    return out


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


def quant_grid(te: TermEvaluator, t: Quant, name: str, num: str, body: Term, sc: Scope) -> Val:
    """``∀``/``∃`` over an infinite number type on the points of :func:`grid` (see the module
    docstring for what exact arithmetic returns)."""
    pts = grid(num)
    d = sc.depth + 1
    arr: Any = np.array(pts, dtype=object) if te.ops.exact else np.array([float(p) for p in pts])
    x = Val("num", arr.reshape((1,) + (1,) * (d - 1) + (len(pts),)), d, num=num)
    v = te.prop(body, sc.bind(name, x, d))
    a = expand_axis(lift(v, d).arr, d, len(pts))
    r = a.all(axis=d) if t.op == "∀" else a.any(axis=d)
    if te.ops.exact and (r.any() if t.op == "∀" else not r.all()):
        raise Undecidable(f"`{t.op}` over an infinite type holds on the grid points only"
                          if t.op == "∀" else f"no grid point is a witness of `{t.op}`")
    return Val("bool", r, d - 1)


FUNCTIONS: dict[str, Handler] = {
    "Finset.range": _range, "Finset.Icc": _interval("Icc"), "Finset.Ico": _interval("Ico"),
    "Finset.Ioc": _interval("Ioc"), "Finset.Ioo": _interval("Ioo"), "Finset.filter": _filter,
}
