"""Compiled float evaluation of one statement: each term node's dispatch decided once.

:class:`TermEval` (the tree walk) decides at every visit of every node, on every batch, what kind
of term it holds (a chain of ``isinstance`` tests), what type an arithmetic tree or a relation is
computed in (:meth:`~dgg.eval.arith.ArithMixin.static_type`, which evaluates a type term) and over
which finite type a bound variable ranges (:func:`~dgg.eval.defs.binder_domain`, an inference
over the body cached under a signature of the whole scope). Under the search and the necessity
runs the batches are small (16–300 instances), so these decisions, not numpy, are most of the
time (docs/performance.md).

A :class:`Program` holds, for one statement, one size configuration and the float arithmetic, a
closure per (term node, expected type): the kind dispatch is done when the closure is built, and
the children's closures are called directly. Each closure calls the *same* helpers the tree walk
calls (``FloatOps``' operations, :func:`~dgg.eval.values.align`, :func:`~dgg.eval.values.gather`,
:meth:`TermEval.binop`, :meth:`TermEval.cast`, the relation's tail), in the same order, on the
same arrays, so every float is bit for bit the tree walk's (``tests/test_compiled.py`` checks it
on every statement of the library). Type decisions that depend only on the size configuration
are made once per node: the type of a tree whose static type names only ℕ ℤ ℚ ℝ, and the inferred
finite domain of a bound variable of the statement's own terms (the scope at a node of the
statement is the same on every batch of a size configuration: the types in it come from the
sizes). Inside definitions (bodies inlined at several call sites, with parameters typed by each
site) these decisions are taken again at each visit, as the tree walk does.

Constructs without a closure of their own (builtins, definitions, ``if``, lambdas, sets,
membership, ``∀ x : ℝ`` grids…) run the tree walk's code for that node, whose evaluation of
sub-terms comes back into the compiled closures (the program is installed as the evaluator's
``ev`` and ``rel_operands``). Exact evaluation (rationals, intervals) always runs the tree walk.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import numpy as np

from dgg.eval import builtins as eval_builtins
from dgg.eval.defs import binder_domain
from dgg.eval.numsets import number_binder
from dgg.eval.props import ARITH, RELS
from dgg.eval.terms import TermEval
from dgg.eval.values import Domain, NotTranslated, Scope, Val, align, expand_axis, lift
from dgg.model.terms import (
    Abs,
    AnonCtor,
    App,
    BigOp,
    BinOp,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
)

__all__ = ["Nodes", "Program", "install"]

Fn = Callable[[TermEval, Scope], Val]

#: Type names whose evaluator type does not depend on the scope (``static_type`` of them is fixed).
_CLOSED_TYPES = frozenset({"ℝ", "Real", "ℕ", "Nat", "ℤ", "Int", "ℚ", "Rat", "ℝ≥0", "NNReal",
                           "ℕ+", "PNat"})
_MISSING = object()


def _closed_type(ty: Term) -> bool:
    return isinstance(ty, Name) and ty.id in _CLOSED_TYPES


class Nodes:
    """The term nodes a :class:`Program` compiles: the statement's own (hypotheses, conclusion)
    and those of its definitions' bodies; built once per statement, shared by its programs."""

    def __init__(self, roots: list[Term], def_bodies: list[Term]) -> None:
        #: every node that may be compiled, kept alive so that their ids are never reused
        self.alive: list[Term] = []
        #: ids of the statement's own nodes (per-node type decisions are remembered for them)
        self.own: set[int] = set()
        self.nodes: set[int] = set()
        for r in roots:
            for n in r.walk():
                self.alive.append(n)
                self.own.add(id(n))
                self.nodes.add(id(n))
        for r in def_bodies:
            for n in r.walk():
                self.alive.append(n)
                self.nodes.add(id(n))


class Program:
    """Closures for the terms of one statement (its hypotheses, conclusion and the bodies of its
    definitions), for one size configuration and float arithmetic."""

    def __init__(self, nodes: Nodes) -> None:
        self._nodes_of = nodes
        self._alive = nodes.alive
        self._own = nodes.own
        self._nodes = nodes.nodes
        self._fns: dict[tuple[int, Any], Fn] = {}
        self._trees: dict[tuple[int, Any], Fn] = {}
        self._rels: dict[int, Callable[[TermEval, Scope], tuple[Val, Val, Any]]] = {}

    # ------------------------------------------------------------------ entry points
    def ev(self, te: TermEval, t: Term, sc: Scope, want: Any = None) -> Val:
        """:meth:`TermEval.ev` through the compiled closure of ``t`` (the tree walk for a term
        that is not one of the statement's nodes, e.g. one built during evaluation)."""
        if id(t) not in self._nodes:
            return TermEval.ev(te, t, sc, want)
        return self.fn(t, want)(te, sc)

    def rel_operands(self, te: TermEval, t: BinOp, sc: Scope) -> tuple[Val, Val, Any]:
        """:meth:`TermEval.rel_operands` through compiled closures."""
        f = self._rels.get(id(t)) if id(t) in self._nodes else None
        if f is None:
            if id(t) not in self._nodes or t.ty is None:
                return TermEval.rel_operands(te, t, sc)
            f = self._rels[id(t)] = self._rel(t)
        return f(te, sc)

    def fn(self, t: Term, want: Any) -> Fn:
        """The closure evaluating ``t`` under the expected type ``want`` (built once)."""
        key = (id(t), want)
        f = self._fns.get(key)
        if f is None:
            f = self._fns[key] = self._cached(t, want, self._build(t, want))
        return f

    # ------------------------------------------------------------------ building
    @staticmethod
    def _cached(t: Term, want: Any, body: Fn) -> Fn:
        """The top-level sharing of :meth:`TermEval.ev`: applications and big operators in the
        top-level scope go through the batch cache."""
        if not isinstance(t, (App, BigOp, Quant)):
            return body

        def run(te: TermEval, sc: Scope) -> Val:
            if sc.vars is te.root and sc.depth == 0 and te.cache is not None:
                key, used = te.cache.key(t, want, te.cache_base, te.arrays)
                v = te.cache.get(key, t)
                if v is None:
                    v = body(te, sc)
                    te.cache.put(key, t, used, v)
                return v
            return body(te, sc)

        return run

    def _build(self, t: Term, want: Any) -> Fn:
        def walk(te: TermEval, sc: Scope) -> Val:  # the tree walk's own code for this node
            return te._ev(t, sc, want)

        if isinstance(t, Num):
            return self._num(t, want)
        if isinstance(t, BinOp):
            if t.op in ("=", "≠") and isinstance(t.lhs, AnonCtor) and isinstance(t.rhs, AnonCtor):
                return walk
            if t.op in ARITH or t.op in ("^", "•"):
                return self._arith(t, want)
            if t.op in RELS:
                return lambda te, sc: te.relation(t, sc)
            if t.op in ("∧", "∨", "→", "↔"):
                return self._connective(t)
            return walk
        if isinstance(t, UnOp):
            if t.op in ("-", "⁻¹"):
                return self._arith(t, want)
            if t.op == "¬":
                fa = self.fn(t.arg, "prop")

                def neg(te: TermEval, sc: Scope) -> Val:
                    v = fa(te, sc)
                    if v.kind != "bool":
                        raise NotTranslated("proposition expected", getattr(t.arg, "pos", None))
                    return replace(v, arr=~v.arr)

                return neg
            return walk
        if isinstance(t, Name):
            return lambda te, sc: te.name(t, sc, want)
        if isinstance(t, App):
            return self._app(t, want)
        if isinstance(t, (BigOp, Quant)):
            return self._bigop(t, want)
        if isinstance(t, Abs):
            fa = self.fn(t.arg, want if want != "prop" else None)
            return lambda te, sc: _abs(te, fa(te, sc))
        return walk

    @staticmethod
    def _num(t: Num, want: Any) -> Fn:
        def run(te: TermEval, sc: Scope) -> Val:
            v = Val("num", te.ops.const(t.value), 0, num=None)
            return te.cast(v, want, t.pos) if want is not None else v

        return run

    def _connective(self, t: BinOp) -> Fn:
        fa, fb = self.fn(t.lhs, "prop"), self.fn(t.rhs, "prop")
        op = t.op

        def run(te: TermEval, sc: Scope) -> Val:
            a = _prop(fa(te, sc), t.lhs)
            b = _prop(fb(te, sc), t.rhs)
            x, y, d = align(a, b)
            r = (x & y if op == "∧" else x | y if op == "∨" else (~x) | y if op == "→"
                 else x == y)
            return Val("bool", r, d)

        return run

    def _static(self, t: Term, ty: Term) -> Callable[[TermEval, Scope], Any]:
        """The evaluator type of ``ty`` (``static_type``), remembered when it cannot vary."""
        if not (_closed_type(ty) or id(t) in self._own):
            return lambda te, sc: te.static_type(ty, sc)
        memo: dict[int, Any] = {}

        def run(te: TermEval, sc: Scope) -> Any:
            T = memo.get(sc.depth, _MISSING)
            if T is _MISSING:
                T = memo[sc.depth] = te.static_type(ty, sc)
            return T

        return run

    def _arith(self, t: BinOp | UnOp, want: Any) -> Fn:
        if t.ty is None:
            return lambda te, sc: te.arith(t, sc, want)
        static = self._static(t, t.ty)

        def run(te: TermEval, sc: Scope) -> Val:
            T = static(te, sc)
            if T is not None:
                return self.tree(t, T)(te, sc)
            return te.arith(t, sc, want)

        return run

    def _rel(self, t: BinOp) -> Callable[[TermEval, Scope], tuple[Val, Val, Any]]:
        """:meth:`PropsMixin.rel_operands` for a relation with a static type."""
        assert t.ty is not None
        static = self._static(t, t.ty)

        def run(te: TermEval, sc: Scope) -> tuple[Val, Val, Any]:
            T = static(te, sc)
            a = self.tree(t.lhs, T)(te, sc)
            b = self.tree(t.rhs, T)(te, sc)
            T = "nat" if T is None else T
            if a.kind == "num" and b.kind == "fn":
                a = te._broadcast_like(a, b)
            if b.kind == "num" and a.kind == "fn":
                b = te._broadcast_like(b, a)
            return a, b, T

        return run

    def tree(self, t: Term, T: Any) -> Fn:
        """:meth:`ArithMixin.tree` of ``t`` in type ``T`` (no leaf values computed beforehand)."""
        key = (id(t), T)
        f = self._trees.get(key)
        if f is None:
            f = self._trees[key] = self._tree(t, T)
        return f

    def _tree(self, t: Term, T: Any) -> Fn:
        if id(t) not in self._nodes or (
                isinstance(t, BinOp) and t.op == "%" and T in ("nat", "int")
                and isinstance(t.lhs, BinOp) and t.lhs.op == "^") or (
                isinstance(t, BinOp) and t.op == "•"):
            return lambda te, sc: te.tree(t, sc, T, {})
        if isinstance(t, BinOp) and t.op in ARITH:
            fa, fb = self.tree(t.lhs, T), self.tree(t.rhs, T)
            op, pos = t.op, t.pos
            return lambda te, sc: te.binop(op, fa(te, sc), fb(te, sc), T, pos)
        if isinstance(t, BinOp) and t.op == "^":
            fbase, fe = self.tree(t.lhs, T), self.fn(t.rhs, None)
            renum = t.ty is not None and isinstance(T, str)

            def power(te: TermEval, sc: Scope) -> Val:
                base = fbase(te, sc)
                e = fe(te, sc)
                v = eval_builtins.power(te, base, e, t.pos)
                return replace(v, num=T) if renum else v

            return power
        if isinstance(t, UnOp) and t.op == "-":
            fa = self.tree(t.arg, T)
            if isinstance(T, Domain):
                return lambda te, sc: _neg_fin(fa(te, sc), T)
            return lambda te, sc: _neg(te, fa(te, sc))
        if isinstance(t, UnOp) and t.op == "⁻¹":
            return lambda te, sc: te.tree(t, sc, T, {})
        if isinstance(t, Num):
            return self.fn(t, T)
        fv = self.fn(t, T)
        pos = getattr(t, "pos", None)
        return lambda te, sc: te.cast(fv(te, sc), T, pos)

    def _app(self, t: App, want: Any) -> Fn:
        if not isinstance(t.fn, Name):
            return lambda te, sc: te._ev(t, sc, want)
        nm = t.fn.id
        ffn = self.fn(t.fn, None)
        args = t.args

        head = nm.split(".", 1)[0] if "." in nm else None
        found: list[Any] = []  # the library handler or definition `nm` names, looked up once

        def run(te: TermEval, sc: Scope) -> Val:
            if nm not in sc.vars:  # `TermEval.app`, with the name resolved once
                if head is not None and head in sc.vars:
                    return te.app(t, sc, want)
                if not found:
                    h = te.builtins.function(nm, te.stmt.opens, te.stmt.namespace)
                    found.append(h)
                    found.append(te.resolve_def(nm) if h is None else None)
                h, ld = found
                if h is not None:
                    return h(te, args, sc, want, t.pos)
                if ld is not None:
                    return te.apply_def(ld, args, sc, want, t.pos)
            f = ffn(te, sc)
            return te.apply(f, args, sc, want, t.pos)

        return run

    def _bigop(self, t: BigOp | Quant, want: Any) -> Fn:
        b, rest = t.binders[0], t.binders[1:]
        if b.domain is not None or (isinstance(t, Quant) and b.type is not None):
            return lambda te, sc: te.bigop(t, sc, want)  # a finset mask, or a typed ∀/∃
        body = type(t)(t.op, rest, t.body, t.pos) if rest else t.body
        if rest:  # built once, so that it is compiled once
            for n in body.walk():
                if id(n) not in self._nodes:
                    self._alive.append(n)
                    self._nodes.add(id(n))
                    if id(t) in self._own:
                        self._own.add(id(n))
        fbody = self.fn(body, "prop" if isinstance(t, Quant) else want)
        own = id(t) in self._own
        doms: dict[int, Domain] = {}
        quant = isinstance(t, Quant)
        op = t.op

        def run(te: TermEval, sc: Scope) -> Val:
            dom = doms.get(sc.depth) if own else None
            if dom is None:
                dom, mask = binder_domain(te, b, body, sc)
                assert mask is None  # no `∈ s`: the domain is a type
                if own:
                    doms[sc.depth] = dom
            d = sc.depth + 1
            if dom.base is not None:
                idx = number_binder(dom, d, te.ops)
            else:
                idx = Val("idx", np.arange(dom.size).reshape((1,) + (1,) * (d - 1) + (dom.size,)),
                          d, doms=(dom,))
            inner = sc.bind(b.name, idx, d)
            v = fbody(te, inner)
            if quant:
                v = _prop(v, body)
            v = lift(v, d)
            arr = expand_axis(v.arr, d, dom.size)
            if quant:
                r = arr.all(axis=d) if op == "∀" else arr.any(axis=d)
                return Val("bool", r, d - 1)
            if v.kind not in ("num", "fn"):
                raise NotTranslated(f"{op} of a non-number", t.pos)
            r = te.ops.sum(arr, d) if op == "∑" else te.ops.prod(arr, d)
            return replace(v, arr=r, depth=d - 1)

        return run


def _prop(v: Val, t: Term) -> Val:
    if v.kind != "bool":
        raise NotTranslated("proposition expected", getattr(t, "pos", None))
    return v


def _abs(te: TermEval, v: Val) -> Val:
    return replace(v, arr=te.ops.abs(v.arr))


def _neg(te: TermEval, a: Val) -> Val:
    return replace(a, arr=te.ops.neg(a.arr))


def _neg_fin(a: Val, T: Domain) -> Val:
    return replace(a, arr=(-a.arr) % max(T.size, 1))


def install(te: TermEval, prog: Program) -> None:
    """Make ``te`` evaluate through ``prog`` (its ``ev`` and ``rel_operands``)."""
    te.__dict__["ev"] = lambda t, sc, want=None: prog.ev(te, t, sc, want)
    te.__dict__["rel_operands"] = lambda t, sc: prog.rel_operands(te, t, sc)
