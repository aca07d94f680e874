"""Arithmetic and unary operators of the fragment, for :class:`dgg.eval.terms.TermEval` (mixed in).

Every operator node of an elaborated statement carries its static type (:attr:`BinOp.ty`,
:attr:`UnOp.ty`: the type :mod:`dgg.elab` gave it, Lean's ``binop%``/``binrel%`` result), and a
tree is computed in that type with Lean's conventions (ℕ subtraction truncates, ℕ/ℤ division and
modulo are ``Nat.div``/``Int.ediv``/``Int.emod``, ``x / 0 = 0``, ``Fin n`` arithmetic wraps): its
leaves are evaluated against it, none is evaluated to learn a type. A polymorphic library function
(``max``, ``min``, ``![…]``) takes the expected type its position gives. Only inside a subterm
:mod:`dgg.elab` does not type (evaluated as written, and only where its context fixes its type:
:meth:`dgg.elab.typed.TypedStatement.unfixed`) is a tree with no static type and no expected type
given the largest type among its leaves' values (:meth:`ArithMixin.tree_type`, the pre-elaboration
reading). In: terms, a scope, an expected type. Out: :class:`dgg.eval.values.Val`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from dgg.eval import builtins as eval_builtins
from dgg.eval.linalg import scalar_matrix
from dgg.eval.modpow import modular_power
from dgg.eval.props import ARITH, leaves
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import (
    NUM_NAMES,
    Domain,
    NotTranslated,
    Scope,
    Val,
    align,
    idx_to_num,
    join_num,
)
from dgg.model.terms import (
    App,
    Arrow,
    BinOp,
    Name,
    Num,
    Sort,
    Term,
    UnOp,
)


class ArithMixin(TermEvaluator):
    """``binop%`` elaboration, the arithmetic operators, and the prefix/postfix operators."""

    # ================================================================== arithmetic
    def static_type(self, ty: Term, sc: Scope) -> Any:
        """The evaluator's type for a static type term: ``"nat"`` … ``"real"``, a :class:`Domain`
        (``Fin n``, a finite type), the entries' type of a function or matrix type, or ``None``
        (a set, a proposition: no arithmetic)."""
        if type(ty) is Name:  # `ℝ`, `ℕ`, …: most trees (the answer `eval_type` gives them)
            known = NUM_NAMES.get(ty.id)
            if known is not None:
                return known
        head = ty.fn.id if isinstance(ty, App) and isinstance(ty.fn, Name) else \
            ty.id if isinstance(ty, Name) else ""
        if head in ("ℕ+", "PNat"):  # represented as ℕ (`classify_variables`: no subtraction)
            return "nat"
        if head in ("Set", "Finset", "Prop") or isinstance(ty, Sort):
            return None
        if isinstance(ty, Arrow):  # a function's values (`ℝ → ℝ`, compared pointwise; `Fin n → ℝ`)
            return self.static_type(ty.cod, sc)
        k = self.eval_type(ty, sc)
        if k[0] in ("num", "dom"):
            return k[1]
        if k[0] == "fn":
            return k[2]
        return None

    def tree_type(self, leaves: list[Term], sc: Scope, want: Any) -> tuple[Any, dict[int, Val]]:
        """The type of a tree: ``want`` when it is one (the expected type its position gives);
        else, for a tree with no static type (inside an untyped subterm only), the largest type
        among its leaves' values (which are kept, by ``id``, for :meth:`tree`)."""
        if isinstance(want, Domain) or isinstance(want, str) and want != "prop":
            return want, {}
        cache: dict[int, Val] = {}
        for lf in leaves:
            if not isinstance(lf, Num):
                cache[id(lf)] = self.ev(lf, sc, None)
        return self.value_type(list(cache.values())), cache

    def value_type(self, vals: list[Val]) -> Any:
        """The largest type among values: the one place a type is read off values, for the
        subterms :mod:`dgg.elab` does not type (a test makes it fail on typed statements)."""
        types: list[Any] = []
        dom: Domain | None = None
        for v in vals:
            if v.kind == "idx":
                dom = v.doms[0]
            elif v.kind in ("num", "fn"):
                types.append(v.num)
            elif v.kind not in ("bool",):
                types.append(None)
        T: Any = join_num(types)
        return dom if T is None else T

    def arith(self, t: BinOp | UnOp, sc: Scope, want: Any) -> Val:
        if t.ty is not None:
            T = self.static_type(t.ty, sc)
            if T is not None:
                return self.tree(t, sc, T, {})
        T, cache = self.tree_type(leaves(t), sc, want)
        flexible = T is None
        v = self.tree(t, sc, T if T is not None else "nat", cache)
        return v.but(num=None) if flexible and v.kind == "num" else v

    def tree(self, t: Term, sc: Scope, T: Any, cache: dict[int, Val]) -> Val:
        # every term class is a direct subclass of Node: the class decides (no isinstance chain)
        if type(t) is BinOp:
            op = t.op
            if op in ARITH:
                if op == "%" and T in ("nat", "int") and type(t.lhs) is BinOp and \
                        t.lhs.op == "^":  # pow(a, n, m), not a ^ n first
                    v = modular_power(self, t, sc, T, cache)
                    if v is not None:
                        return v
                a = self.tree(t.lhs, sc, T, cache)
                b = self.tree(t.rhs, sc, T, cache)
                return self.binop(op, a, b, T, t.pos)
            if op == "^":
                base = self.tree(t.lhs, sc, T, cache)
                e = self.ev(t.rhs, sc, None)
                v = eval_builtins.power(self, base, e, t.pos)
                # `x ^ y` has the base's type (`Monoid.npow`, `zpow`, `Real.rpow`, `NNReal.rpow`)
                return v.but(num=T) if t.ty is not None and isinstance(T, str) else v
            if op == "•":
                s = self.ev(t.lhs, sc, T if isinstance(T, str) else None)
                x = self.tree(t.rhs, sc, T, cache)
                return self.binop("*", self.cast(s, x.num), x, x.num or T, t.pos)
        elif type(t) is UnOp:
            op = t.op
            if op == "-":
                a = self.tree(t.arg, sc, T, cache)
                if isinstance(T, Domain):
                    return a.but(arr=(-a.arr) % max(T.size, 1))
                return a.but(arr=self.ops.neg(a.arr))
            if op == "⁻¹":
                a = self.tree(t.arg, sc, T, cache)
                if a.kind == "fn" and a.matrix:
                    raise NotTranslated("matrix inverse", t.pos)
                one = Val("num", self.ops.const(Fraction(1)), 0, num=a.num)
                return self.binop("/", one, a, T, t.pos)
        elif type(t) is Num:
            return self.ev(t, sc, T)
        v = cache.get(id(t)) if cache else None
        if v is None or (v.kind == "num" and v.num is None and isinstance(T, str)):
            v = self.ev(t, sc, T)
        return self.cast(v, T, getattr(t, "pos", None))

    def binop(self, op: str, a: Val, b: Val, T: Any, pos: Any) -> Val:
        ops = self.ops
        if isinstance(T, Domain):
            x, y, d = align(a, b)
            n = max(T.size, 1)
            r = {"+": x + y, "-": x - y, "*": x * y}.get(op)
            if r is None:
                raise NotTranslated(f"Fin operation {op}", pos)
            return Val("idx", r % n, d, doms=(T,))
        if a.kind == "fn" and b.kind == "fn" and op == "*" and a.matrix and b.matrix:
            return eval_builtins.matmul(self, a, b)
        if op in ("/", "%") and ((a.kind == "fn" and a.matrix) or (b.kind == "fn" and b.matrix)):
            raise NotTranslated(f"matrix {op}", pos)
        if op in ("+", "-"):  # `1 + M`: the numeral is the identity matrix, not a constant one
            if a.kind == "num" and b.kind == "fn" and b.matrix:
                a = scalar_matrix(self, a, b, pos)
            elif b.kind == "num" and a.kind == "fn" and a.matrix:
                b = scalar_matrix(self, b, a, pos)
        x, y, d = align(a, b)
        if op == "+":
            r = ops.add(x, y)
        elif op == "-":
            r = ops.nat_sub(x, y) if T in ("nat", "nnreal") else ops.sub(x, y)
        elif op == "*":
            r = ops.mul(x, y)
        elif op == "/":
            r = ops.nat_div(x, y) if T == "nat" else ops.int_div(x, y) if T == "int" \
                else ops.div(x, y)
        elif op == "%":
            if T not in ("nat", "int"):
                # ℝ and ℚ have `%` only as fields, through `Field.toEuclideanDomain`
                # (Mathlib/Algebra/EuclideanDomain/Field.lean: `a - a * b / b`), ℕ+ its own
                # `PNat.mod` (in 1..k): neither is the floored remainder below
                shown = {v: k for k, v in NUM_NAMES.items() if not k[0].isascii()}.get(T, "ℕ+")
                raise NotTranslated(f"`%` on {shown}", pos)
            r = ops.mod(x, y)
        else:
            raise NotTranslated(f"operator {op}", pos)
        shaped = a if a.kind == "fn" else b
        if shaped.kind == "fn":
            return Val("fn", r, d, num=T, doms=shaped.doms, matrix=shaped.matrix)
        return Val("num", r, d, num=T)

    # ================================================================== unary
    def unop(self, t: UnOp, sc: Scope, want: Any) -> Val:
        if t.op in ("-", "⁻¹"):
            return self.arith(t, sc, want)
        if t.op == "¬":
            v = self.prop(t.arg, sc)
            return v.but(arr=~v.arr)
        if t.op == "↑":
            v = self.ev(t.arg, sc, None)
            if v.kind == "idx":
                v = Val("num", idx_to_num(self.ops, v.arr), v.depth, num="nat")
            if v.kind != "num":
                return v
            return self.cast(v.but(num=None), want, t.pos) if isinstance(want, str) \
                else v.but(num=None)
        if t.op == "#":
            return eval_builtins.card(self, self.ev(t.arg, sc), t.pos)
        if t.op == "ᵀ":
            return eval_builtins.transpose(self, self.ev(t.arg, sc), t.pos)
        raise NotTranslated(f"prefix/postfix {t.op}", t.pos)
