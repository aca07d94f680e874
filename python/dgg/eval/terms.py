"""Evaluation of terms of the fragment on batched values (the core of :mod:`dgg.eval.evaluate`).

:class:`TermEval` walks a :mod:`dgg.model.terms` AST. Arithmetic trees are elaborated like Lean's
``binop%`` (:mod:`dgg.eval.arith`): leaves are evaluated first, the tree gets the largest numeric
type among them (and the expected type), numerals and coercions ``↑x`` take that type, ℕ operations
truncate/floor. Bound
variables of ``∑ ∏ ∀ ∃ fun`` become new context axes. Library functions are in
:mod:`dgg.eval.builtins`; project definitions are inlined from ``Statement.defs``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval import builtins as eval_builtins
from dgg.eval.arith import ArithMixin
from dgg.eval.cache import BatchCache
from dgg.eval.defs import apply_def, make_lambda, margin
from dgg.eval.exact_ops import Undecidable
from dgg.eval.props import ARITH, RELS, PropsMixin
from dgg.eval.symbolic_rel import mark_nonfinite
from dgg.eval.values import (
    NUM_NAMES,
    Domain,
    NotTranslated,
    Scope,
    Val,
    align,
    gather,
    idx_to_num,
    join_num,
    lift,
)
from dgg.model.records import LocalDef, Statement
from dgg.model.render import construct, render
from dgg.model.terms import (
    Abs,
    AnonCtor,
    App,
    Arrow,
    Ascribe,
    BigOp,
    BinOp,
    Field,
    Hole,
    Ite,
    Lam,
    Name,
    Norm,
    Num,
    Quant,
    Sort,
    Term,
    UnOp,
    VecLit,
)

__all__ = ["Scope", "TermEval"]



def _componentwise(t: BinOp) -> Term:
    """``(a, b) = (c, d)`` is ``a = c ∧ b = d`` (``≠``: its negation); arities must agree."""
    assert isinstance(t.lhs, AnonCtor) and isinstance(t.rhs, AnonCtor)
    xs, ys = t.lhs.elems, t.rhs.elems
    if len(xs) != len(ys) or not xs:
        raise NotTranslated("tuples of different lengths", t.pos)
    out: Term = BinOp("=", xs[-1], ys[-1], t.pos)
    for x, y in zip(reversed(xs[:-1]), reversed(ys[:-1])):
        out = BinOp("∧", BinOp("=", x, y, t.pos), out, t.pos)
    return out if t.op == "=" else UnOp("¬", out, t.pos)


def _connective(op: str, a: Val, b: Val) -> Val:
    """``a ∧ b``, ``a ∨ b``, ``a → b`` or ``a ↔ b`` of two truth values."""
    x, y, d = align(a, b)
    return Val("bool", {"∧": x & y, "∨": x | y, "→": (~x) | y, "↔": x == y}[op], d)


class TermEval(PropsMixin, ArithMixin):
    """Evaluates terms of one statement with one arithmetic (``ops``: float or exact)."""

    def __init__(self, stmt: Statement, ops: Any) -> None:
        self.stmt = stmt
        self.ops = ops
        self.root: dict[str, Val] | None = None
        self._memo: dict[tuple[int, Any], tuple[Term, Val]] = {}
        #: values shared across evaluations of the same arrays (set by the Evaluator's scope)
        self.cache: BatchCache | None = None
        self.cache_base: tuple[Any, ...] = ()
        self.arrays: dict[str, Any] = {}
        #: float mode: the instances where a relation compared a non-finite value, or ``None``
        #: (:func:`dgg.eval.symbolic_rel.note_nonfinite`)
        self.nonfinite: np.ndarray | None = None
        self.builtins = eval_builtins

    # ================================================================== types
    def eval_type(self, t: Term, sc: Scope) -> tuple[Any, ...]:
        """``("num", τ)``, ``("dom", Domain)``, ``("fn", doms, τ, is_matrix)``, ``("finset", Domain)``,
        ``("sort",)`` or ``("prop",)``."""
        if type(t) is Name:
            known = NUM_NAMES.get(t.id)
            if known is not None:
                return ("num", known)
            if t.id == "Prop":
                return ("prop",)
            v = sc.vars.get(t.id)
            if v is not None and v.kind == "type":
                return ("dom", v.dom)
            raise NotTranslated(f"type {t.id}", t.pos)
        if isinstance(t, Sort):
            return ("sort",)
        if isinstance(t, App) and isinstance(t.fn, Name):
            if t.fn.id == "Fin" and len(t.args) == 1:
                n = self.const_nat(t.args[0], sc)
                return ("dom", Domain(f"Fin {n}", n))
            if t.fn.id == "Finset" and len(t.args) == 1:
                d = self.eval_type(t.args[0], sc)
                if d[0] == "dom":
                    return ("finset", d[1])
            if t.fn.id == "Matrix" and len(t.args) == 3:
                a, b, r = (self.eval_type(x, sc) for x in t.args)
                if a[0] == "dom" and b[0] == "dom" and r[0] == "num":
                    return ("fn", (a[1], b[1]), r[1], True)
        if isinstance(t, Arrow) and t.kind == "→":
            a, c = self.eval_type(t.dom, sc), self.eval_type(t.cod, sc)
            if a[0] == "dom" and c[0] == "num":
                return ("fn", (a[1],), c[1], False)
            if a[0] == "dom" and c[0] == "fn":
                return ("fn", (a[1],) + c[1], c[2], False)
        raise NotTranslated(f"type {self._show(t)}", getattr(t, "pos", None))

    def const_nat(self, t: Term, sc: Scope) -> int:
        """A natural number that must be the same on the whole batch (a dimension)."""
        v = self.ev(t, sc, "nat")
        vals = {int(Fraction(x)) if self.ops.exact else round(float(x))
                for x in np.asarray(v.arr).flat}
        if len(vals) != 1:
            raise NotTranslated(f"dimension {self._show(t)} varying within a batch", t.pos)
        return max(vals.pop(), 0)

    @staticmethod
    def _show(t: Term) -> str:
        return t.id if isinstance(t, Name) else render(t)

    # ================================================================== casts
    def cast(self, v: Val, want: Any, pos: Any = None) -> Val:
        """Coerce a value to the expected numeric type (ℕ → ℤ → ℚ → ℝ, index → ℕ)."""
        if want is None or want == "prop":
            return v
        if v.num == want and (v.kind == "num" or v.kind == "fn"):  # the common case, first
            return v
        if isinstance(want, Domain):
            if v.kind == "idx":
                return v
            if v.kind == "num" and v.num is None:  # a numeral read as an element of Fin n
                if want.size == 0:
                    raise NotTranslated("numeral in an empty type", pos)
                vals = self.ops.to_float(v.arr)
                return Val("idx", (np.round(vals).astype(np.int64) % want.size), v.depth,
                           doms=(want,))
            raise NotTranslated("index expected", pos)
        if v.kind == "idx":
            return Val("num", idx_to_num(self.ops, v.arr), v.depth, num=want)
        if v.kind in ("num", "fn"):
            if v.num == want:
                return v
            if want == "nnreal" and v.num in ("int", "rat", "real"):
                raise NotTranslated(f"{v.num} where ℝ≥0 is expected", pos)
            if v.num is not None and v.num == "real" and want in ("nat", "int"):
                raise NotTranslated("real number where ℕ/ℤ is expected", pos)
            return Val(v.kind, v.arr, v.depth, want, v.doms, v.matrix)
        return v

    # ================================================================== main dispatch
    def ev(self, t: Term, sc: Scope, want: Any = None) -> Val:
        """Evaluate ``t`` in ``sc``; ``want`` is the expected type (``"nat"``, ``"real"``, …, a
        :class:`Domain` for an index, ``"prop"``) or ``None``. Applications evaluated in the
        top-level scope are memoised for the lifetime of this evaluator (one batch); with a
        :class:`~dgg.eval.cache.BatchCache`, top-level applications and big operators are shared
        with every evaluation on the same arrays."""
        if sc.vars is self.root and sc.depth == 0:
            tt = type(t)  # every term class is a direct subclass of Node: the class decides
            if self.cache is not None and (tt is App or tt is BigOp or tt is Quant):
                key, used = self.cache.key(t, want, self.cache_base, self.arrays)
                cached = self.cache.get(key, t)
                if cached is not None:
                    if cached[1] is not None:  # the relations inside compared non-finite values
                        mark_nonfinite(self, cached[1])
                    return cached[0]
                outer, self.nonfinite = self.nonfinite, None
                try:
                    v = self._ev(t, sc, want)
                finally:
                    mine, self.nonfinite = self.nonfinite, outer
                    if mine is not None:
                        mark_nonfinite(self, mine)
                self.cache.put(key, t, used, v, mine)
                return v
            if tt is not App:
                return self._ev(t, sc, want)
            key = (id(t), want)
            hit = self._memo.get(key)
            if hit is not None and hit[0] is t:
                return hit[1]
            v = self._ev(t, sc, want)
            self._memo[key] = (t, v)
            return v
        f = _DISPATCH.get(type(t))  # `_ev`, inlined: this is the evaluator's busiest line
        if f is None:
            raise NotTranslated(construct(t), getattr(t, "pos", None))
        return f(self, t, sc, want)

    def _ev(self, t: Term, sc: Scope, want: Any = None) -> Val:
        f = _DISPATCH.get(type(t))  # one lookup instead of a chain of isinstance tests
        if f is None:
            raise NotTranslated(construct(t), getattr(t, "pos", None))
        return f(self, t, sc, want)

    def _ev_num(self, t: Num, sc: Scope, want: Any) -> Val:
        v = Val("num", self.ops.const(t.value), 0, num=None)
        return self.cast(v, want, t.pos) if want is not None else v

    def _ev_binop(self, t: BinOp, sc: Scope, want: Any) -> Val:
        if t.op in ("=", "≠") and isinstance(t.lhs, AnonCtor) and isinstance(t.rhs, AnonCtor):
            return self.prop(_componentwise(t), sc)
        if t.op in ARITH or t.op in ("^", "•"):
            return self.arith(t, sc, want)
        if t.op in RELS:
            return self.relation(t, sc)
        if t.op in ("∧", "∨", "→", "↔"):
            if self.ops.exact and t.op != "↔":
                return self._connective_exact(t, sc)
            return _connective(t.op, self.prop(t.lhs, sc), self.prop(t.rhs, sc))
        if t.op == "∣":
            from dgg.eval.mathfns import dvd

            return dvd(self, t.lhs, t.rhs, sc, t.pos, t.ty)
        if t.op in ("∈", "∉"):
            return self.membership(t, sc)
        if t.op in ("*ᵥ", "ᵥ*", "⬝ᵥ"):
            return self.builtins.matrix_op(self, t.op, t.lhs, t.rhs, sc, want)
        raise NotTranslated(f"operator {t.op}", t.pos)

    def _connective_exact(self, t: BinOp, sc: Scope) -> Val:
        """``∧ ∨ →`` in exact arithmetic, where a side that raises :class:`Undecidable` is not
        needed when the other decides the connective on every entry (``A ∨ B`` with ``B`` true,
        ``A → B`` with ``A`` false): Kleene's three-valued logic, so ``(∃ k, 41 = 2 ^ k) ∨ Q``
        is true where ``Q`` is, although no grid point decides the first ``∃``."""
        sides: list[Val | Undecidable] = []
        for side in (t.lhs, t.rhs):
            try:
                sides.append(self.prop(side, sc))
            except Undecidable as e:
                sides.append(e)
        a, b = sides
        if isinstance(a, Val) and isinstance(b, Val):
            return _connective(t.op, a, b)
        # the value that decides the connective, on the side that was decided
        known, decisive, result = (b, t.op != "∧", t.op != "∧") if isinstance(b, Val) else (
            a, t.op == "∨", t.op != "∧")
        if isinstance(known, Val) and bool(np.all(np.asarray(known.arr, dtype=bool) == decisive)):
            return Val("bool", np.full(np.shape(known.arr), result), known.depth)
        raise next(e for e in sides if isinstance(e, Undecidable))

    def _ev_ascribe(self, t: Ascribe, sc: Scope, want: Any) -> Val:
        ty = self.eval_type(t.type, sc)
        if ty[0] == "num":
            return self.cast(self.ev(t.term, sc, ty[1]), ty[1], t.pos)
        if ty[0] == "dom":
            return self.ev(t.term, sc, ty[1])
        if ty[0] == "fn" and isinstance(t.term, VecLit):  # `![a, b] : Fin 2 → α`
            return self.ev(t.term, sc, ty[2])
        return self.ev(t.term, sc, want)

    def _ev_abs(self, t: Abs, sc: Scope, want: Any) -> Val:
        v = self.ev(t.arg, sc, want if want != "prop" else None)
        return v.but(arr=self.ops.abs(v.arr))

    def _ev_norm(self, t: Norm, sc: Scope, want: Any) -> Val:
        return self.builtins.norm(self, t, sc, want)

    def _ev_lam(self, t: Lam, sc: Scope, want: Any) -> Val:
        return self.lam(t, sc)

    def _ev_veclit(self, t: VecLit, sc: Scope, want: Any) -> Val:
        return self.builtins.veclit(self, t, sc, want)

    def _ev_field(self, t: Field, sc: Scope, want: Any) -> Val:
        obj = self.ev(t.obj, sc)
        return self.builtins.field(self, obj, t.name, (), sc, want, t.pos)

    def _ev_outside(self, t: Term, sc: Scope, want: Any) -> Val:
        raise NotTranslated(construct(t), getattr(t, "pos", None))

    def prop(self, t: Term, sc: Scope) -> Val:
        v = self.ev(t, sc, "prop")
        if v.kind != "bool":
            raise NotTranslated("proposition expected", getattr(t, "pos", None))
        return v

    # ================================================================== names and application
    def name(self, t: Name, sc: Scope, want: Any) -> Val:
        v = sc.vars.get(t.id)
        if v is not None:
            return self.cast(v, want, t.pos) if want != "prop" and v.kind != "bool" else v
        if "." in t.id:
            head, rest = t.id.split(".", 1)
            if head in sc.vars:
                return self.builtins.field(self, sc.vars[head], rest, (), sc, want, t.pos)
        b = self.builtins.constant(self, t.id, sc, want, t.pos, self.stmt.opens)
        if b is not None:
            return b
        ld = self.resolve_def(t.id)
        if ld is not None:
            return self.apply_def(ld, (), sc, want, t.pos)
        raise NotTranslated(f"unknown name {t.id}", t.pos)

    def resolve_def(self, ident: str) -> LocalDef | None:
        ld = self.stmt.resolve_def(ident)
        if ld is None and "." not in ident:
            hits = [d for k, d in self.stmt.defs.items()
                    if k.rsplit(".", 1)[-1] == ident and not d.protected]
            if len(hits) == 1:
                return hits[0]
        return ld

    def app(self, t: App, sc: Scope, want: Any) -> Val:
        if isinstance(t.fn, Field):  # `s.filter p`, `(n + 1).choose k`: the arguments go along
            obj = self.ev(t.fn.obj, sc)
            return self.builtins.field(self, obj, t.fn.name, t.args, sc, want, t.pos)
        if isinstance(t.fn, Name):
            nm = t.fn.id
            if nm not in sc.vars:
                if "." in nm and nm.split(".", 1)[0] in sc.vars:
                    head, rest = nm.split(".", 1)
                    return self.builtins.field(self, sc.vars[head], rest, t.args, sc, want, t.pos)
                h = self.builtins.function(nm, self.stmt.opens, self.stmt.namespace)
                if h is not None:
                    return h(self, t.args, sc, want, t.pos)
                ld = self.resolve_def(nm)
                if ld is not None:
                    return self.apply_def(ld, t.args, sc, want, t.pos)
        f = self.ev(t.fn, sc)
        return self.apply(f, t.args, sc, want, t.pos)

    def apply(self, f: Val, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        for a in args:
            if f.kind in ("fn", "finset"):
                i = self.ev(a, sc, f.doms[0])
                if i.kind != "idx" or i.doms[0] != f.doms[0]:
                    raise NotTranslated("argument outside the function's domain", pos)
                f = gather(f, i)
            elif f.kind == "closure":
                assert f.fn is not None
                f = f.fn(self, [a], sc)
            else:
                raise NotTranslated("application of a non-function", pos)
        return self.cast(f, want, pos) if want not in (None, "prop") and f.kind != "bool" else f

    # ================================================================== definitions
    def apply_def(self, ld: LocalDef, args: tuple[Term, ...], sc: Scope, want: Any,
                  pos: Any) -> Val:
        return apply_def(self, ld, args, sc, want, pos)

    def ite(self, t: Ite, sc: Scope, want: Any) -> Val:
        c = self.prop(t.cond, sc)
        a = self.ev(t.then, sc, want)
        b = self.ev(t.orelse, sc, want)
        if a.kind == "num" and b.kind == "num" and want is None:  # an untyped `if` only
            T = self.value_type([a, b])
            if T is not None:
                a, b = self.cast(a, T), self.cast(b, T)
        dd = max(a.depth, b.depth, c.depth)
        a, b = lift(a, dd), lift(b, dd)
        x, y, d = align(a, b)
        cc = lift(c, d).arr
        cc = cc.reshape(cc.shape + (1,) * (x.ndim - cc.ndim))
        r = np.where(cc, x, y)
        if self.ops.exact and a.kind != "bool":
            r = np.asarray(r, dtype=object)
        shaped = a if a.own_nd >= b.own_nd else b
        return shaped.but(arr=r, depth=d, num=join_num([a.num, b.num]) if a.kind == "num"
                       else shaped.num)

    def lam(self, t: Lam, sc: Scope) -> Val:
        return make_lambda(self, t, sc)

    # ================================================================== margins
    def margin(self, t: Term, sc: Scope) -> Val:
        """Float margin of a proposition (see :meth:`dgg.eval.evaluate.Evaluator.margin`)."""
        return margin(self, t, sc)


#: :meth:`TermEval._ev`'s dispatch on the node's class (every term class is a direct subclass of
#: ``Node``, so the class decides; an unlisted class is outside the fragment)
_DISPATCH: dict[type, Any] = {
    Num: TermEval._ev_num, BinOp: TermEval._ev_binop, UnOp: TermEval.unop, Name: TermEval.name,
    App: TermEval.app, Ascribe: TermEval._ev_ascribe, BigOp: TermEval.bigop,
    Quant: TermEval.bigop, Ite: TermEval.ite, Abs: TermEval._ev_abs, Norm: TermEval._ev_norm,
    Lam: TermEval._ev_lam, VecLit: TermEval._ev_veclit, Field: TermEval._ev_field,
    AnonCtor: TermEval._ev_outside, Hole: TermEval._ev_outside, Arrow: TermEval._ev_outside,
    Sort: TermEval._ev_outside,
}
