"""Propositions and binders for :class:`dgg.eval.terms.TermEval` (mixed in): relations with Lean's
``binrel%`` unification of both sides, membership, ``∑ ∏ ∀ ∃`` as reductions over a new context
axis, and the float sides of a relation used by the sampler and the search.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval import numsets
from dgg.eval.defs import binder_domain
from dgg.eval.funext import pointwise_relation
from dgg.eval.linalg import scalar_matrix
from dgg.eval.numeric import Undecidable
from dgg.eval.protocol import TermEvaluator
from dgg.eval.sets import builder_membership
from dgg.eval.symbolic_rel import note_nonfinite, symbolic_relation, symbolic_relation_val
from dgg.eval.sympy_ops import SympyOps
from dgg.eval.values import (
    Domain,
    NotTranslated,
    Scope,
    Sides,
    Val,
    align,
    bcast,
    binder_index,
    expand_axis,
    gather,
    lift,
)
from dgg.model.terms import BinderSpec, BinOp, Quant, Term, UnOp

ARITH = frozenset({"+", "-", "*", "/", "%"})
RELS = frozenset({"≤", "<", "≥", ">", "=", "≠"})


def leaves(t: Term) -> list[Term]:
    """The leaves of an arithmetic tree (``+ - * / %``, unary minus, ``⁻¹``, the base of ``^``,
    the right side of ``•``): the sub-terms whose types are unified."""
    if isinstance(t, BinOp) and t.op in ARITH:
        return leaves(t.lhs) + leaves(t.rhs)
    if isinstance(t, BinOp) and t.op == "^":
        return leaves(t.lhs)
    if isinstance(t, BinOp) and t.op == "•":
        return leaves(t.rhs)
    if isinstance(t, UnOp) and t.op in ("-", "⁻¹"):
        return leaves(t.arg)
    return [t]


class PropsMixin(TermEvaluator):
    """Relations, membership and big operators (methods of :class:`dgg.eval.terms.TermEval`)."""

    ops: Any

    # ================================================================== relations
    def relation(self, t: BinOp, sc: Scope) -> Val:
        try:
            a, b, _ = self.rel_operands(t, sc)
        except Undecidable:
            if not self.ops.exact or isinstance(self.ops, SympyOps):
                raise
            # an operand intervals cannot evaluate (`Real.tan (π / 2)`: a division by an
            # enclosure of 0): the whole relation on sympy numbers, where `cos (π / 2) = 0`
            return symbolic_relation_val(self, t, sc)
        if a.kind == "closure" or b.kind == "closure":  # functions on ℝ: compared pointwise
            return pointwise_relation(self, t, a, b, sc)
        op = t.op
        if op in ("≥", ">"):
            a, b, op = b, a, {"≥": "≤", ">": "<"}[op]
        x, y, d = align(a, b)
        nown = max(a.own_nd, b.own_nd)
        if a.kind == "idx" and b.kind == "idx" and op not in ("=", "≠") and all(
                dd.key.startswith("Fin ") for dd in a.doms + b.doms):
            # `Fin n` is ordered by its value (`Fin.lt_def`): compare the indices
            lt: Any = np.asarray((x < y) if op == "<" else (x <= y), dtype=bool)
            if nown:
                lt = _table_order(op, np.asarray(x <= y, dtype=bool), lt, nown)
            return Val("bool", lt, d)
        if a.kind in ("idx", "finset") or b.kind in ("idx", "finset"):
            if op not in ("=", "≠"):
                raise NotTranslated(f"order {t.op} on indices or finsets", t.pos)
            eqv: Any = np.asarray(x == y, dtype=bool)
            if nown:
                eqv = eqv.reshape(eqv.shape[: eqv.ndim - nown] + (-1,)).all(axis=-1)
            r = eqv if op == "=" else ~eqv
        else:
            if not self.ops.exact:
                note_nonfinite(self, x, y)
            try:
                if op == "≤":
                    r = self.ops.le(x, y)
                elif op == "<" and nown:  # functions: the Pi order, see `_table_order`
                    r = _table_order(op, np.asarray(self.ops.le(x, y), dtype=bool),
                                     np.asarray(self.ops.lt(x, y), dtype=bool), nown)
                    nown = 0
                elif op == "<":
                    r = self.ops.lt(x, y)
                elif op == "=":
                    r = self.ops.eq(x, y)
                else:  # ≠ (a function differs when some entry differs); in floats only
                    # with a clear gap, so that a `≠` conclusion at a float root such as
                    # 2 - 4e-16 of `x ^ 3 = 8` is a candidate, decided exactly
                    r = ~self.ops.eq(x, y)
            except Undecidable:
                r = symbolic_relation(self, t, sc)  # an identity such as exp 1 = exp 1
            if nown:
                r = r.reshape(r.shape[: r.ndim - nown] + (-1,))
                r = r.any(axis=-1) if op == "≠" else r.all(axis=-1)
        return Val("bool", np.asarray(r, dtype=bool), d)

    def rel_operands(self, t: BinOp, sc: Scope) -> tuple[Val, Val, Any]:
        if t.ty is not None:  # the sides' common type, from dgg.elab (`binrel%`)
            T = self.static_type(t.ty, sc)
            a = self.tree(t.lhs, sc, T, {})
            b = self.tree(t.rhs, sc, T, {})
            T = "nat" if T is None else T
        else:
            T, cache = self.tree_type(leaves(t.lhs) + leaves(t.rhs), sc, None)
            if T is None:
                T = "nat"
            a = self.tree(t.lhs, sc, T, cache)
            b = self.tree(t.rhs, sc, T, cache)
        if a.kind == "num" and b.kind == "fn":  # `A ≠ 0` with A a function or matrix
            a = self._broadcast_like(a, b)
        if b.kind == "num" and a.kind == "fn":
            b = self._broadcast_like(b, a)
        return a, b, T

    def _broadcast_like(self, a: Val, f: Val) -> Val:
        """The number ``a`` at the type of ``f``: a constant function, or for a matrix the
        numeral of its type (:func:`~dgg.eval.linalg.scalar_matrix`: ``M = 1`` is the identity)."""
        if f.matrix:
            return scalar_matrix(self, a, f, None)
        arr = a.arr.reshape(a.arr.shape + (1,) * len(f.doms))
        return Val("fn", arr, a.depth, num=f.num, doms=f.doms, matrix=f.matrix)

    def relation_sides(self, binders: list[BinderSpec], r: BinOp, sc: Scope, batch: int,
                       as_float: bool = True) -> Any:
        """Sides of ``∀ binders, r`` as arrays ``(B, *ctx)`` (see :class:`Sides`); float arrays, or
        the exact object arrays when ``as_float`` is false."""
        masks: list[Val] = []
        for b in binders:
            dom, mask = self.binder_domain(b, r, sc)
            d = sc.depth + 1
            idx = Val("idx", binder_index(dom.size, d),
                      d, doms=(dom,)) if dom.base is None else \
                numsets.number_binder(dom, d, self.ops)
            sc = sc.bind(b.name, idx, d)
            if mask is not None:
                masks.append(Val("bool", lift(mask, d - 1).arr, d))
            else:
                masks.append(Val("bool", np.ones((1,) * (d + 1), dtype=bool), d))
        a, c, _ = self.rel_operands(r, sc)
        op = r.op
        if op in ("≥", ">"):
            a, c, op = c, a, {"≥": "≤", ">": "<"}[op]
        x, y, d = align(a, c)
        d = max(d, sc.depth)
        x, y = lift(Val("num", x, d), sc.depth).arr, lift(Val("num", y, d), sc.depth).arr
        nown = max(a.own_nd, c.own_nd)
        if as_float:
            x, y = self.ops.to_float(x), self.ops.to_float(y)
        x, y = np.broadcast_arrays(x, y)
        m = np.ones((1,) * (1 + sc.depth), dtype=bool)
        for mk in masks:
            m = m & lift(mk, sc.depth).arr
        shape = np.broadcast_shapes(x.shape[: 1 + sc.depth], m.shape, (batch,) + (1,) * sc.depth)
        x = bcast(x, shape + x.shape[1 + sc.depth:])
        y = bcast(y, shape + y.shape[1 + sc.depth:])
        m = bcast(m, shape)
        if nown:
            x = x.reshape(shape + (-1,))
            y = y.reshape(shape + (-1,))
            m = np.broadcast_to(m[..., None], x.shape)
        return Sides(op, x, y, m)

    def membership(self, t: BinOp, sc: Scope) -> Val:
        iv = numsets.interval_membership(t) or builder_membership(t)
        if iv is not None:
            return self.prop(iv, sc)
        s = self.ev(t.rhs, sc)
        if s.kind == "univ":
            r = Val("bool", np.ones((1,), dtype=bool), 0)
        elif s.kind == "finset" and s.doms[0].base is not None:
            r = numsets.finset_membership(self, self.ev(t.lhs, sc, s.doms[0].base), s)
        elif s.kind == "finset":
            i = self.ev(t.lhs, sc, s.doms[0])
            r = gather(s, i)
        else:
            raise NotTranslated("membership in a non-finset", t.pos)
        return r if t.op == "∈" else r.but(arr=~r.arr)

    # ================================================================== binders
    def binder_domain(self, b: BinderSpec, body: Term, sc: Scope) -> tuple[Domain, Val | None]:
        return binder_domain(self, b, body, sc)

    def bigop(self, t: Any, sc: Scope, want: Any) -> Val:
        b, rest = t.binders[0], t.binders[1:]
        body = type(t)(t.op, rest, t.body, t.pos) if rest else t.body
        if isinstance(t, Quant) and b.type is not None and b.domain is None:
            ty = self.eval_type(b.type, sc)
            if ty[0] == "num":
                return numsets.quant_grid(self, t, b.name, ty[1], body, sc)
        dom, mask = self.binder_domain(b, body, sc)
        d = sc.depth + 1
        if dom.base is not None:  # a finset of integers: the bound variable is a number
            idx = numsets.number_binder(dom, d, self.ops)
        else:
            idx = Val("idx", binder_index(dom.size, d), d,
                      doms=(dom,))
        inner = sc.bind(b.name, idx, d)
        if isinstance(t, Quant):
            v = self.prop(body, inner)
        else:
            v = self.ev(body, inner, want)
        v = lift(v, d)
        arr = expand_axis(v.arr, d, dom.size)
        m = None
        if mask is not None:
            m = lift(mask, d - 1).arr
            m = m.reshape(m.shape[: d + 1] + (1,) * (arr.ndim - d - 1))
        if isinstance(t, Quant):
            if m is not None:
                arr = np.where(m, arr, t.op == "∀")
            r = arr.all(axis=d) if t.op == "∀" else arr.any(axis=d)
            return Val("bool", r, d - 1)
        if v.kind not in ("num", "fn"):
            raise NotTranslated(f"{t.op} of a non-number", t.pos)
        if m is not None:
            fill = self.ops.const(Fraction(0 if t.op == "∑" else 1))
            arr = np.where(m, arr, fill[0] if self.ops.exact else float(fill[0]))
            if self.ops.exact:
                arr = np.asarray(arr, dtype=object)
        r = self.ops.sum(arr, d) if t.op == "∑" else self.ops.prod(arr, d)
        return v.but(arr=r, depth=d - 1)


def _table_order(op: str, le: Any, lt: Any, nown: int) -> Any:
    """``a ≤ b`` or ``a < b`` between two tables (functions on finite types), from the entrywise
    ``≤`` and ``<`` whose last ``nown`` axes are the entries. ``≤`` holds at every entry
    (``Pi.le_def``); ``<`` is the Pi order, ``a ≤ b`` and ``a i < b i`` at some entry
    (``Pi.lt_def``, Mathlib/Order/Basic.lean), not ``<`` at every entry: ``![0, 0] < ![1, 0]``."""
    le = le.reshape(le.shape[: le.ndim - nown] + (-1,)).all(axis=-1)
    if op != "<":
        return le
    return le & lt.reshape(lt.shape[: lt.ndim - nown] + (-1,)).any(axis=-1)
