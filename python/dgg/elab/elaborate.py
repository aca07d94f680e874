"""Elaborate a statement into typed terms, following Lean's rules.

The rules modelled, each from Lean's source:

* ``binop%``/``binrel%``/``unop%``/``leftact%``/``rightact%`` (``src/Lean/Elab/Extra.lean``): the
  leaves of an operator tree are elaborated without expected type, left to right; ``analyze``
  finds the maximal type among the leaves whose type is known, starting from the expected type
  when it is known (``binop%``; ``binrel%`` ignores it); ``applyCoe`` inserts ``↑`` at every leaf
  of another type and unifies the unknown ones with it. Two leaf types with no coercion either way
  are *uncomparable*: dgg refuses the statement. The base of ``^`` is in the tree (``rightact%``),
  its exponent is elaborated apart, and the scalar of ``•`` too (``leftact%``).
* Numerals ``OfNat ?α n`` take the type unification gives them, else ``ℕ`` (the default instance
  ``instOfNatNat``, ``src/Init/Prelude.lean``); a scientific literal with no type is refused
  (Lean's default would be ``Float``).
* Application (``src/Lean/Elab/App.lean``): each argument is elaborated against its parameter type
  and coerced to it (``ensureHasType``); a function-valued variable's arguments against its domain.
* ``(e : T)`` elaborates ``e`` against ``T``; ``fun x ↦ e`` against an expected ``α → β`` types
  ``x : α`` and ``e`` against ``β``; ``if`` joins both branches at one type; ``∑ x ∈ s, f`` has the
  type of its body; a binder without a type gets one by unification (``∃ x, x ^ 3 = n``).
* ``def``/``abbrev`` bodies against their declared type; the namespaces a declaration opens:
  ``theorem Real.foo`` sees ``log`` (``expandDeclNamespace?`` in ``src/Lean/Elab/Declaration.lean``).

What these rules do not type is an ``opaque`` node, left to the evaluator as written; a tree with
such a leaf of unknown type is left whole (see :attr:`dgg.elab.typed.TNode.why`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from dgg.elab import sets, signatures
from dgg.elab.answers import sorry_answer, sorry_reason
from dgg.elab.lets import elab_let
from dgg.elab.typed import TBinder, TNode, TypedDef, TypedStatement
from dgg.elab.types import (
    NAT,
    NNREAL,
    PROP,
    REAL,
    UNKNOWN,
    ElabError,
    FinTy,
    FnTy,
    MatrixTy,
    MVar,
    NumTy,
    Opaque,
    PropTy,
    SetTy,
    Subst,
    Ty,
    TypeVar,
    concrete,
    fresh,
    has_coe,
    instantiate_vars,
    text_of,
    type_of_term,
)
from dgg.instance_hyps import SIZE_CLASSES
from dgg.model.records import LocalDef, Statement
from dgg.model.render import construct
from dgg.model.terms import (
    Abs,
    AnonCtor,
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Field,
    Ite,
    Lam,
    Let,
    Name,
    Norm,
    Num,
    Quant,
    Sort,
    Term,
    UnOp,
    VecLit,
)

ARITH = frozenset({"+", "-", "*", "/", "%"})
RELS = frozenset({"=", "≠", "≤", "<", "≥", ">"})
LOGIC = frozenset({"∧", "∨", "→", "↔"})

#: Library names whose result type is known although dgg does not type their arguments.
OPAQUE_RESULTS: dict[str, Ty] = {
    "HasDerivAt": PROP, "Nat.card": NAT, "Set.ncard": NAT, "Finset.Nonempty": PROP,
}
#: Library functions of a type (``Fintype.card V : ℕ``): typed whole, their argument a type.
TYPE_ARG_RESULTS: dict[str, Ty] = {"Fintype.card": NAT}
#: Linear algebra whose types follow the operands' (see :meth:`Elaborator.linalg`).
_LINALG = {"Matrix.vecMulVec": "vecMulVec", "Matrix.mulVec": "*ᵥ", "Matrix.vecMul": "ᵥ*",
           "Matrix.dotProduct": "⬝ᵥ", "dotProduct": "⬝ᵥ", "Matrix.transpose": "ᵀ",
           "Matrix.rank": "rank"}

#: set constructs a set-valued definition is inlined as where its name is used
_SET_LITERALS = frozenset({"setlit", "interval", "setof", "setconst", "setop", "compl"})


def _is_numeric(t: Ty) -> bool:
    return isinstance(t, (NumTy, FinTy))


def _coe(node: TNode, have: Ty, want: Ty) -> TNode:
    """The coercion node(s) from ``have`` to ``want``: ``Fin n`` to another number type goes
    through ℕ (``Fin.val``, a ``CoeOut`` in ``src/Init/Coe.lean``'s chain, then ``Nat.cast``),
    as Lean prints it: ``(↑(↑i : ℕ) : ℝ)``."""
    if isinstance(have, FinTy) and want != NAT:
        node = TNode("coe", NAT, node.src, [node])
    return TNode("coe", want, node.src, [node])


def _modelled(t: Ty) -> bool:
    """A type whose coercions dgg knows all of (numbers, ``Fin n``, ``Prop``): a mismatch there
    is Lean's error too; elsewhere (functions, sets, matrices, structures) Lean may know a
    coercion or a heterogeneous instance dgg does not, and the term is left untyped instead."""
    return isinstance(t, (NumTy, FinTy, PropTy))


def _lone_numeral(n: TNode) -> bool:
    """A numeral, or a negated one: no arithmetic of its own."""
    return n.kind == "num" or (n.kind == "neg" and n.args[0].kind == "num")


def _codomain(t: Ty) -> Ty:
    """The final codomain of a function type (``α → β → ℝ`` gives ``ℝ``); a numeral at a
    function type is the constant function (``Pi.instOne``, ``Pi.instOfNat``)."""
    while isinstance(t, FnTy):
        t = t.cod
    return t


@dataclass
class _Leaf:
    node: TNode
    slot: tuple[TNode, int] | None  # where to put a coercion: (parent, index in args)


@dataclass
class _Ctx:
    """What names mean at a point: local variables and the statement's context."""

    vars: dict[str, Ty]
    defs: dict[str, LocalDef]
    opens: list[str]
    namespace: str
    type_vars: frozenset[str]
    typed_defs: dict[str, TypedDef] = field(default_factory=dict)

    def bind(self, name: str, ty: Ty) -> _Ctx:
        v = dict(self.vars)
        if name != "_":
            v[name] = ty
        return _Ctx(v, self.defs, self.opens, self.namespace, self.type_vars, self.typed_defs)


class Elaborator:
    """Elaborates the terms of one statement (one metavariable context)."""

    def __init__(self, stmt: Statement) -> None:
        self.stmt = stmt
        self.s = Subst()
        type_vars = frozenset(v.name for v in stmt.variables if isinstance(v.type, Sort))
        namespace = _decl_namespace(stmt)
        self.ctx = _Ctx({}, stmt.defs, list(stmt.opens), namespace, type_vars)
        for v in stmt.variables:
            ty = type_of_term(v.type, type_vars) if v.type is not None else None
            if ty is None and v.default is not None:
                ty = self.el(v.default, None, self.ctx).ty
            self.ctx.vars[v.name] = ty if ty is not None else Opaque(v.type_text or "?")
        self._def_stack: list[str] = []

    # ------------------------------------------------------------------ statement
    def statement(self) -> TypedStatement:
        hyps = []
        for h in self.stmt.hypotheses:
            hyps.append((h.name, self.el(h.term, PROP, self.ctx) if h.term is not None else None))
        assert self.stmt.conclusion is not None
        # a statement of kind "term" holds a value, not a proposition (the evaluator's own tests)
        concl = self.el(self.stmt.conclusion, None if self.stmt.kind == "term" else PROP,
                        self.ctx)
        ts = TypedStatement(self.stmt.name, [(k, v) for k, v in self.ctx.vars.items()], hyps, concl,
                            self.ctx.typed_defs, self.ctx.namespace)
        self.finish(ts)
        return ts

    def finish(self, ts: TypedStatement) -> None:
        """Default instances, then every type resolved (or the statement refused)."""
        nodes = [n for _, h in ts.hypotheses if h is not None for n in h.walk()]
        nodes += ts.conclusion.walk()
        for d in ts.defs.values():
            if d.body is not None:
                nodes += d.body.walk()
        # `instOfNatNat` is the default instance of `OfNat` (src/Init/Prelude.lean)
        for n in nodes:
            if n.kind == "num":
                r = self.s.resolve(n.ty)
                if isinstance(r, MVar):
                    if "." in n.op or "e" in n.op.lower():
                        raise ElabError(f"scientific literal {n.op} with no type (Lean's default "
                                        "would be Float)", n.src.pos)
                    self.s.unify(r, NAT)
        # where an untyped subterm is involved, its evaluation decides (the evaluator reads it
        # as written); elsewhere an undetermined type is an error in Lean too
        strict = not any(n.kind == "opaque" for n in nodes)
        for n in nodes:
            n.ty = self.s.zonk(n.ty)
            for b in n.binders:
                b.ty = self.s.zonk(b.ty)
                if isinstance(b.ty, MVar) and strict:
                    raise ElabError(f"the type of binder {b.name} is not determined", n.src.pos)
            if isinstance(n.ty, MVar) and n.kind not in ("opaque",) and strict:
                raise ElabError(f"a type Lean would leave undetermined here ({n.kind})",
                                n.src.pos)
        ts.variables = [(k, self.s.zonk(v)) for k, v in ts.variables]

    # ------------------------------------------------------------------ terms
    def el(self, t: Term, expected: Ty | None, ctx: _Ctx) -> TNode:
        """``t`` elaborated against ``expected`` (``None``: no expected type), coerced to it."""
        node = self._el(t, expected, ctx)
        return self.ensure(node, expected)

    def ensure(self, node: TNode, expected: Ty | None) -> TNode:
        """Lean's ``ensureHasType``: unify, else insert a coercion, else refuse."""
        if expected is None or node.kind == "opaque" and not self.s.known(node.ty):
            return node
        if node.kind == "opaque" and self.s.zonk(node.ty) == UNKNOWN:
            # a term dgg does not type, elaborated by Lean against `expected`: its value in this
            # position has that type (Lean coerces it there or fails), when the type is fixed
            # already; a metavariable (a polymorphic parameter) is not, and the node stays
            # unknown (`TypedStatement.unfixed`: the evaluator refuses it)
            want = self.s.zonk(expected)
            if concrete(want):
                node.ty = want
            return node
        if self.s.unify(node.ty, expected):
            return node
        have, want = self.s.zonk(node.ty), self.s.zonk(expected)
        if not (_modelled(have) and _modelled(want)):
            # Lean may know a coercion dgg does not model (`Finset α` to `Set α`, a normed
            # space's): the node stays as it is, and the evaluator meets it as written
            return node
        if has_coe(have, want):
            return _coe(node, have, want)
        if isinstance(have, FinTy) != isinstance(want, FinTy) and any(
                o.startswith(("Fin.NatCast", "Fin.IntCast")) for o in self.ctx.opens):
            # `open Fin.NatCast` makes ℕ → Fin n a coercion (a scoped instance,
            # Mathlib/Algebra/Group/Fin/Basic.lean): not modelled, left as written
            return node
        raise ElabError(f"type mismatch: {have.show()} where {want.show()} is expected",
                        node.src.pos)

    def _el(self, t: Term, expected: Ty | None, ctx: _Ctx) -> TNode:
        if isinstance(t, (App, Name, BinOp, UnOp, Quant, Field)):
            node = sets.elab(self, t, expected, ctx)  # sets, `∃!` (dgg.elab.sets)
            if node is not None:
                return node
        if isinstance(t, Num):
            sci = "." in t.text or "e" in t.text.lower()
            return TNode("num", fresh("scientific" if sci else "numeral"), t,
                         op=t.text or str(t.value))
        if isinstance(t, Name):
            return self.name(t, ctx)
        if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Finset.card" \
                and len(t.args) == 1:
            inner = self.el(t.args[0], None, ctx)
            if isinstance(self.s.resolve(inner.ty), SetTy):
                return TNode("card", NAT, t, [inner], op="Finset.card")
        if isinstance(t, BinOp):
            if t.op in ARITH or t.op in ("^", "•"):
                return self.tree(t, expected, ctx, rel=None)
            if t.op in RELS:
                return self.tree(t, None, ctx, rel=t.op)
            if t.op in LOGIC:
                return TNode("logic", PROP, t, [self.el(t.lhs, PROP, ctx),
                                                self.el(t.rhs, PROP, ctx)], op=t.op)
            if t.op == "∣":
                a = self.el(t.lhs, None, ctx)
                b = self.el(t.rhs, a.ty if self.s.known(a.ty) else None, ctx)
                if not self.s.known(a.ty):
                    self.s.unify(a.ty, b.ty)
                return TNode("rel", PROP, t, [a, b], op="∣")
            if t.op in ("∈", "∉"):
                return self.membership(t, ctx)
            if t.op in ("*ᵥ", "ᵥ*", "⬝ᵥ"):
                return self.linalg(t.op, t, [t.lhs, t.rhs], ctx)
            return self.opaque(t, PROP if t.op == "⊆" else None, f"operator {t.op}")
        if isinstance(t, UnOp):
            if t.op in ("-", "⁻¹"):
                return self.tree(t, expected, ctx, rel=None)
            if t.op == "¬":
                return TNode("not", PROP, t, [self.el(t.arg, PROP, ctx)])
            if t.op == "↑":
                inner = self.el(t.arg, None, ctx)
                return TNode("coe", expected if expected is not None else fresh("coercion"), t,
                             [inner])
            if t.op == "#":
                inner = self.el(t.arg, None, ctx)
                if isinstance(self.s.resolve(inner.ty), SetTy):
                    return TNode("card", NAT, t, [inner], op="#")
                return self.opaque(t, NAT, "#s")
            if t.op == "ᵀ":
                return self.linalg("ᵀ", t, [t.arg], ctx)
            return self.opaque(t, None, f"operator {t.op}")
        if isinstance(t, App):
            return self.app(t, expected, ctx)
        if isinstance(t, Ascribe):
            ty = type_of_term(t.type, ctx.type_vars)
            if isinstance(ty, Opaque):
                return self.opaque(t, None, f"type {ty.text}")
            node = self.el(t.term, ty, ctx)
            if node.kind == "num":  # `(1 : ℝ)` as written: the type stays written
                node.annotate = True
            return node
        if isinstance(t, Abs):
            a = self.el(t.arg, expected, ctx)
            return TNode("abs", a.ty, t, [a])
        if isinstance(t, Norm):
            return self.opaque(t, REAL, "norm")
        if isinstance(t, Ite):
            c = self.el(t.cond, PROP, ctx)
            alpha = expected if expected is not None else fresh("type parameter")
            a = self.el(t.then, alpha, ctx)
            b = self.el(t.orelse, alpha, ctx)
            return TNode("ite", alpha, t, [c, a, b])
        if isinstance(t, (Quant, BigOp)):
            return self.binding(t, expected, ctx)
        if isinstance(t, Lam):
            return self.lam(t, expected, ctx)
        if isinstance(t, Let):
            return elab_let(self, t, expected, ctx)
        if isinstance(t, VecLit):
            return self.vec(t, expected, ctx)
        if isinstance(t, AnonCtor) and len(t.elems) == 2 and expected is not None \
                and self.s.resolve(expected) == NNREAL:
            # `⟨r, proof⟩ : ℝ≥0` is `Subtype.mk r proof` (ℝ≥0 is `{r : ℝ // 0 ≤ r}`,
            # Mathlib/Data/NNReal/Defs.lean): its value is `r`
            return TNode("subtype", NNREAL, t, [self.el(t.elems[0], REAL, ctx)])
        if isinstance(t, Field) and t.name == "val":
            obj = self.el(t.obj, None, ctx)
            if isinstance(self.s.resolve(obj.ty), FinTy):  # `Fin.val`, the coercion to ℕ
                return TNode("coe", NAT, t, [obj])
        return self.opaque(t, None, construct(t))

    def membership(self, t: BinOp, ctx: _Ctx) -> TNode:
        """``x ∈ s``: the element type is the set's (``Membership α γ`` has ``α`` as an
        ``outParam``, ``src/Init/Prelude.lean``), so ``s`` first, then ``x`` against it."""
        s = self.el(t.rhs, None, ctx)
        sty = self.s.resolve(s.ty)
        if not isinstance(sty, SetTy):
            return self.opaque(t, PROP, f"membership in {sty.show()}")
        x = self.el(t.lhs, sty.elem, ctx)
        return TNode("rel", PROP, t, [x, s], op=t.op)

    def vec(self, t: VecLit, expected: Ty | None, ctx: _Ctx) -> TNode:
        """``![a, b, …] : Fin k → α`` (``Matrix.vecCons``, ``Mathlib/Data/Fin/VecNotation.lean``):
        the elements at one type, the expected codomain's when it is known."""
        exp = self.s.resolve(expected) if expected is not None else None
        alpha: Ty = exp.cod if isinstance(exp, FnTy) else fresh("type parameter")
        elems = [self.el(e, alpha, ctx) for e in t.elems]
        k = len(t.elems)
        size = Num(Fraction(k), str(k), pos=t.pos)
        return TNode("vec", FnTy(FinTy(size, str(k)), alpha), t, elems)

    def opaque(self, t: Term, ty: Ty | None, why: str) -> TNode:
        return TNode("opaque", ty if ty is not None else UNKNOWN, t, why=why)

    # ------------------------------------------------------------------ names
    def name(self, t: Name, ctx: _Ctx) -> TNode:
        if t.id in ctx.vars:
            return TNode("var", ctx.vars[t.id], t, op=t.id)
        if "." in t.id:
            head, rest = t.id.split(".", 1)
            if head in ctx.vars:
                hty = self.s.resolve(ctx.vars[head])
                if isinstance(hty, SetTy) and rest == "card":
                    return TNode("card", NAT, t, [TNode("var", hty, Name(head, pos=t.pos),
                                                        op=head)], op="Finset.card")
                if isinstance(hty, MatrixTy) and rest == "rank":
                    return self.linalg("rank", t, [Name(head, pos=t.pos)], ctx)
                if isinstance(hty, FinTy) and rest == "val":  # `Fin.val`, the coercion to ℕ
                    return TNode("coe", NAT, t, [TNode("var", hty, Name(head, pos=t.pos),
                                                       op=head)])
                dotted = self.field_call(t.id, (), t, None, ctx)
                if dotted is not None:
                    return dotted
                return self.opaque(t, None, f"field {rest}")
        if t.id in ("True", "False"):  # `Prop`'s constants (src/Init/Prelude.lean, Core.lean)
            return TNode("const", PROP, t, op=t.id)
        d = self.resolve_def(t.id, ctx)
        if d is not None:
            td = self.typed_def(d, t.pos)
            if (not td.params and not td.type_params and td.body is not None
                    and isinstance(self.s.resolve(td.ty), SetTy)
                    and td.body.kind in _SET_LITERALS):
                # `def S : Set ℝ := {0, 2}` (an answer filled by --fix): the set itself, so that
                # membership unfolds (δ-reduction: `S` is its body by definition)
                return td.body
            if not td.params:
                fresh_tv: dict[str, Ty] = {k: fresh("type parameter") for k in td.type_params}
                return TNode("const", instantiate_vars(td.ty, fresh_tv), t, op=td.name)
            return self.opaque(t, None, f"definition {d.name} without its arguments")
        if t.id == "Finset.univ":
            return TNode("opaque", SetTy("Finset", fresh("binder")), t, why="Finset.univ")
        hit = signatures.lookup(t.id, ctx.opens, ctx.namespace)
        if hit is not None and hit[0] in signatures.CONSTANTS:
            return TNode("const", REAL, t, op=hit[0])
        return self.opaque(t, None, f"name {t.id}")

    def resolve_def(self, ident: str, ctx: _Ctx) -> LocalDef | None:
        for c in signatures.candidates(ident, ctx.opens, ctx.namespace):
            d = ctx.defs.get(c)
            if d is not None and (c == ident or "." in ident or not d.protected):
                return d  # an atomic name never denotes a `protected` one via a namespace
        return None

    def typed_def(self, d: LocalDef, pos: tuple[int, int] | None) -> TypedDef:
        """``d`` elaborated once, against its declared type."""
        ctx = self.ctx
        if d.name in ctx.typed_defs:
            return ctx.typed_defs[d.name]
        if sorry_answer(d):  # `abbrev answer : ℝ := sorry`: the statement is about no value
            raise ElabError(sorry_reason(d))
        if d.name in self._def_stack:  # a `protected` name, or a recursive definition
            return TypedDef(d.name, [], None, Opaque(d.name))
        self._def_stack.append(d.name)
        try:
            dctx = _Ctx({}, ctx.defs, ctx.opens, d.name.rsplit(".", 1)[0] if "." in d.name
                        else "", ctx.type_vars, ctx.typed_defs)
            dctx.vars.update({k: v for k, v in ctx.vars.items() if isinstance(v, TypeVar)})
            tparams = tuple(p.name for p in d.params if isinstance(p.type, Sort))
            tvars = ctx.type_vars | frozenset(tparams)
            dctx.type_vars = tvars
            params = []
            for p in d.params:
                if p.kind != "explicit":
                    continue
                pty = type_of_term(p.type, tvars) if p.type is not None else fresh("binder")
                params.append(TBinder(p.name, pty))
                dctx = dctx.bind(p.name, pty)
            declared = type_of_term(d.type, tvars) if d.type is not None else None
            if declared is not None and not concrete(declared):
                # Lean elaborates the body against the declared type (`elabMutualDef`,
                # src/Lean/Elab/MutualDef.lean): its numerals and operations are that type's, so
                # a body typed without it (`def dens … : ℚ≥0 := s.card / Fintype.card α`, read
                # in ℕ) would be another function
                shown = d.type_text or (text_of(d.type) if d.type is not None else "?")
                raise ElabError(f"definition {d.name} : {shown} (a type dgg does not model)", pos)
            body = self.el(d.body, declared, dctx) if d.body is not None else None
            ty = declared if declared is not None else (body.ty if body is not None
                                                        else UNKNOWN)
            td = TypedDef(d.name, params, body, ty, tparams)
        finally:
            self._def_stack.pop()
        ctx.typed_defs[d.name] = td
        return td

    # ------------------------------------------------------------------ applications
    def app(self, t: App, expected: Ty | None, ctx: _Ctx) -> TNode:
        if not isinstance(t.fn, Name):  # `(fun x ↦ e) a`, `(Mᵀ *ᵥ v) i`, `(![a, b] : …) j`
            return self.apply_fn(t, self.el(t.fn, None, ctx), ctx)
        fid = t.fn.id
        if fid in ctx.vars:
            return self.apply_fn(t, TNode("var", ctx.vars[fid], t.fn, op=fid), ctx)
        dotted = self.field_call(fid, t.args, t, expected, ctx)
        if dotted is not None:
            return dotted
        if fid in ("Nat.cast", "Int.cast", "Rat.cast", "NNReal.toReal") and len(t.args) == 1:
            inner = self.el(t.args[0], None, ctx)
            return TNode("coe", expected if expected is not None else fresh("coercion"), t,
                         [inner])
        if fid in SIZE_CLASSES and len(t.args) == 1 and self._names_type(t.args[0], ctx):
            # `Nontrivial α`, `Nonempty (Fin n)` (a statement's instance binder): the root class,
            # whatever the namespace (`Set.Nontrivial` is `protected`)
            return TNode("atom", PROP, t, op=fid)
        d = self.resolve_def(fid, ctx)
        if d is not None:
            td = self.typed_def(d, t.pos)
            fresh_tv = {k: fresh("type parameter") for k in td.type_params}
            doms = [instantiate_vars(p.ty, fresh_tv) for p in td.params]
            result = instantiate_vars(td.ty, fresh_tv)
            while len(doms) < len(t.args) and isinstance(self.s.resolve(result), FnTy):
                fty = self.s.resolve(result)
                assert isinstance(fty, FnTy)
                doms.append(fty.dom)
                result = fty.cod
            if len(t.args) > len(doms):
                return self.opaque(t, None, f"definition {d.name} with {len(t.args)} arguments")
            args = [self.el(a, self.s.zonk(p), ctx) for a, p in zip(t.args, doms)]
            for p in reversed(doms[len(t.args):]):  # partly applied: a function of the rest
                result = FnTy(p, result)
            return TNode("app", result, t, args, op=td.name)
        hit = signatures.lookup(fid, ctx.opens, ctx.namespace)
        if hit is not None and hit[0] in signatures.SIGNATURES:
            full, sig = hit
            params, result = signatures.instantiate(sig)
            if len(params) != len(t.args):
                return self.opaque(t, None, f"{full} with {len(t.args)} arguments")
            if expected is not None and isinstance(result, MVar):
                # elabAppArgs propagates the expected type to the result first (App.lean)
                self.s.unify(result, expected)
            args = [self.el(a, p, ctx) for a, p in zip(t.args, params)]
            return TNode("app", result, t, args, op=full)
        for c in signatures.candidates(fid, ctx.opens, ctx.namespace):
            if c in ("Matrix.single", "Pi.single"):
                return self.single(c, t, ctx)
            if c == "HasDerivAt" and len(t.args) == 3:
                return self.has_deriv_at(t, ctx)
            if c in _LINALG:
                op = _LINALG[c]
                k = 1 if op in ("ᵀ", "rank") else 2
                if len(t.args) < k:
                    return self.opaque(t, None, f"{c} with {len(t.args)} arguments")
                node = self.linalg(op, App(t.fn, t.args[:k], t.pos), list(t.args[:k]), ctx)
                if len(t.args) == k or node.kind == "opaque":
                    return node if len(t.args) == k else self.opaque(t, None, node.why)
                return self.apply_fn(t, node, ctx, t.args[k:])
            if c in TYPE_ARG_RESULTS:  # `Fintype.card V`: its argument is a type
                return TNode("atom", TYPE_ARG_RESULTS[c], t, op=c)
            if c in OPAQUE_RESULTS:
                return self.opaque(t, OPAQUE_RESULTS[c], c)
        return self.opaque(t, None, f"function {fid}")

    @staticmethod
    def _names_type(t: Term, ctx: _Ctx) -> bool:
        """Whether ``t`` is a type dgg samples: a type variable or ``Fin n``."""
        if isinstance(t, Name):
            return t.id in ctx.type_vars
        return (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Fin"
                and len(t.args) == 1)

    def single(self, name: str, t: App, ctx: _Ctx) -> TNode:
        """``Matrix.single i j c : Matrix m n α`` and ``Pi.single i c : ι → α``, the index
        types and ``α`` those of the arguments (``Mathlib/Data/Matrix/Basis.lean``,
        ``Mathlib/Algebra/Notation/Pi/Basic.lean``)."""
        k = 3 if name == "Matrix.single" else 2
        if len(t.args) > k:  # `Pi.single o 1 j`: the function applied to the rest
            node = self.single(name, App(t.fn, t.args[:k], t.pos), ctx)
            if node.kind == "opaque":
                return self.opaque(t, None, node.why)
            return self.apply_fn(t, node, ctx, t.args[k:])
        if len(t.args) != k:
            return self.opaque(t, None, f"{name} with {len(t.args)} arguments")
        nodes = [self.el(a, None, ctx) for a in t.args]
        tys = [self.s.resolve(n.ty) for n in nodes]
        if any(isinstance(x, (MVar, Opaque)) for x in tys[:-1]):
            return self.opaque(t, None, f"{name} of untyped indices")
        ty: Ty = MatrixTy(tys[0], tys[1], nodes[2].ty) if k == 3 else FnTy(tys[0], nodes[1].ty)
        return TNode("app", ty, t, nodes, op=name)

    def has_deriv_at(self, t: App, ctx: _Ctx) -> TNode:
        """``HasDerivAt f f' x`` for ``f : ℝ → ℝ`` (``Mathlib/Analysis/Calculus/Deriv/Basic.lean``;
        over another space it is left untyped)."""
        f = self.el(t.args[0], None, ctx)
        if not self.s.unify(f.ty, FnTy(REAL, REAL)):
            return self.opaque(t, PROP, "HasDerivAt of a function that is not ℝ → ℝ")
        fp = self.el(t.args[1], REAL, ctx)
        x = self.el(t.args[2], REAL, ctx)
        return TNode("app", PROP, t, [f, fp, x], op="HasDerivAt")

    def linalg(self, op: str, t: Term, args: list[Term], ctx: _Ctx) -> TNode:
        """``Matrix.vecMulVec u v``, ``M *ᵥ v``, ``v ᵥ* M``, ``u ⬝ᵥ v``, ``Mᵀ``, ``M.rank``, with
        the index types and the ring read from the operands (``Mathlib/Data/Matrix/Mul.lean``,
        ``Mathlib/LinearAlgebra/Matrix/Rank.lean``)."""
        nodes = [self.el(a, None, ctx) for a in args]
        tys = [self.s.zonk(n.ty) for n in nodes]

        def fn(x: Ty) -> FnTy | None:
            return x if isinstance(x, FnTy) else None

        res: Ty | None = None
        if op == "vecMulVec" and len(tys) == 2 and fn(tys[0]) and fn(tys[1]):
            u, v = fn(tys[0]), fn(tys[1])
            assert u is not None and v is not None
            if self.s.unify(u.cod, v.cod):
                res = MatrixTy(u.dom, v.dom, u.cod)
        elif op == "*ᵥ" and len(tys) == 2 and isinstance(tys[0], MatrixTy) and fn(tys[1]):
            m, v = tys[0], fn(tys[1])
            assert v is not None
            if self.s.unify(m.cols, v.dom) and self.s.unify(m.ring, v.cod):
                res = FnTy(m.rows, m.ring)
        elif op == "ᵥ*" and len(tys) == 2 and fn(tys[0]) and isinstance(tys[1], MatrixTy):
            v, m = fn(tys[0]), tys[1]
            assert v is not None
            if self.s.unify(m.rows, v.dom) and self.s.unify(m.ring, v.cod):
                res = FnTy(m.cols, m.ring)
        elif op == "⬝ᵥ" and len(tys) == 2 and fn(tys[0]) and fn(tys[1]):
            u, v = fn(tys[0]), fn(tys[1])
            assert u is not None and v is not None
            if self.s.unify(u.dom, v.dom) and self.s.unify(u.cod, v.cod):
                res = u.cod
        elif op == "ᵀ" and len(tys) == 1 and isinstance(tys[0], MatrixTy):
            res = MatrixTy(tys[0].cols, tys[0].rows, tys[0].ring)
        elif op == "rank" and len(tys) == 1 and isinstance(tys[0], MatrixTy):
            res = NAT
        if res is None:
            return self.opaque(t, None, f"{op} of {', '.join(x.show() for x in tys)}")
        return TNode("linalg", res, t, nodes, op=op)

    def field_call(self, fid: str, args: tuple[Term, ...], t: Term, expected: Ty | None,
                   ctx: _Ctx) -> TNode | None:
        """Generalised field notation on a number variable: ``n.factorial`` is
        ``Nat.factorial n``, ``n.choose k`` is ``Nat.choose n k`` (the namespace of the
        variable's type, ``src/Lean/Elab/App.lean``, ``resolveLValAux``)."""
        if "." not in fid:
            return None
        head, rest = fid.split(".", 1)
        if head not in ctx.vars or "." in rest:
            return None
        hty = self.s.resolve(ctx.vars[head])
        ns = {"ℕ": "Nat", "ℤ": "Int", "ℝ": "Real", "ℚ": "Rat"}.get(
            hty.name if isinstance(hty, NumTy) else "")
        full = f"{ns}.{rest}" if ns else ""
        if full not in signatures.SIGNATURES:
            return None
        params, result = signatures.instantiate(signatures.SIGNATURES[full])
        if len(params) != len(args) + 1:
            return None
        if expected is not None and isinstance(result, MVar):
            self.s.unify(result, expected)
        self_arg = self.ensure(TNode("var", hty, Name(head, pos=t.pos), op=head), params[0])
        rest_args = [self.el(a, p, ctx) for a, p in zip(args, params[1:])]
        return TNode("app", result, t, [self_arg] + rest_args, op=full)

    def apply_fn(self, t: App, fnode: TNode, ctx: _Ctx,
                 rest: tuple[Term, ...] | None = None) -> TNode:
        """``fnode`` (a function or a matrix) applied to ``rest`` (default: ``t``'s arguments)."""
        ty = self.s.resolve(fnode.ty)
        args: list[TNode] = []
        for a in (t.args if rest is None else rest):
            if isinstance(ty, FnTy):
                args.append(self.el(a, ty.dom, ctx))
                ty = self.s.resolve(ty.cod)
            elif isinstance(ty, MatrixTy):
                args.append(self.el(a, ty.rows, ctx))
                ty = FnTy(ty.cols, ty.ring)
            else:
                return self.opaque(t, None, "application of a non-function")
        return TNode("fnapp", ty, t, [fnode] + args)

    # ------------------------------------------------------------------ binders
    def binder(self, b: BinderSpec, ctx: _Ctx) -> TBinder:
        if b.domain is not None:
            dom = self.el(b.domain, None, ctx)
            dty = self.s.resolve(dom.ty)
            if isinstance(dty, SetTy):
                return TBinder(b.name, dty.elem, dom, written=False)
            if b.type is not None:
                return TBinder(b.name, type_of_term(b.type, ctx.type_vars), dom)
            # the element type is the domain's, which dgg does not know: not a metavariable the
            # body may assign (`∑ i ∈ Icc 1 n, (1 : ℝ) / i` would make `i : ℝ` where Lean has
            # `i : ℕ` from the domain), but a type left to the evaluator
            return TBinder(b.name, Opaque(f"element of {dom.why or 'a set'}"), dom, written=False)
        if b.type is not None:
            return TBinder(b.name, type_of_term(b.type, ctx.type_vars))
        return TBinder(b.name, fresh("binder"), written=False)

    def binding(self, t: Quant | BigOp, expected: Ty | None, ctx: _Ctx) -> TNode:
        bs: list[TBinder] = []
        inner = ctx
        for b in t.binders:
            tb = self.binder(b, inner)
            bs.append(tb)
            inner = inner.bind(b.name, tb.ty)
        if isinstance(t, Quant):
            body = self.el(t.body, PROP, inner)
            return TNode("quant", PROP, t, [body], op=t.op, binders=bs)
        body = self.el(t.body, expected, inner)
        return TNode("bigop", body.ty, t, [body], op=t.op, binders=bs)

    def lam(self, t: Lam, expected: Ty | None, ctx: _Ctx) -> TNode:
        exp = self.s.resolve(expected) if expected is not None else None
        bs: list[TBinder] = []
        inner = ctx
        for b in t.binders:
            tb = self.binder(b, inner)
            if isinstance(exp, FnTy):
                if not self.s.unify(tb.ty, exp.dom) and _modelled(self.s.zonk(tb.ty)) \
                        and _modelled(self.s.zonk(exp.dom)):
                    raise ElabError(f"binder {b.name} : {self.s.zonk(tb.ty).show()} where "
                                    f"{self.s.zonk(exp.dom).show()} is expected", t.pos)
                exp = self.s.resolve(exp.cod)
            else:
                exp = None
            bs.append(tb)
            inner = inner.bind(b.name, tb.ty)
        body = self.el(t.body, exp, inner)
        ty: Ty = body.ty
        for tb in reversed(bs):
            ty = FnTy(tb.ty, ty)
        return TNode("lam", ty, t, [body], binders=bs)

    # ------------------------------------------------------------------ operator trees
    def tree(self, t: BinOp | UnOp, expected: Ty | None, ctx: _Ctx, rel: str | None) -> TNode:
        """``binop%`` (``rel is None``) or ``binrel%``: ``toTree``, ``analyze``, ``applyCoe``."""
        leaves: list[_Leaf] = []
        if rel is not None:
            assert isinstance(t, BinOp)
            root = TNode("rel", PROP, t, [], op=rel)
            lhs = self.to_tree(t.lhs, ctx, leaves, (root, 0))
            split = len(leaves)
            root.args = [lhs, self.to_tree(t.rhs, ctx, leaves, (root, 1))]
        else:
            root = self.to_tree(t, ctx, leaves, None)
            split = len(leaves)
        leaf_ids = {id(lf.node) for lf in leaves}
        if any(lf.node.kind == "opaque" and not self.s.known(lf.node.ty)
               or isinstance(self.s.zonk(lf.node.ty), Opaque) for lf in leaves):
            return self.opaque(t, PROP if rel else None, "an operand dgg does not type")
        maxty: Ty | None = None
        if rel is None and expected is not None and self.s.known(expected):
            maxty = self.s.zonk(expected)
        for lf in leaves:
            ty = self.s.zonk(lf.node.ty)
            if isinstance(ty, MVar):
                continue
            if maxty is None or ty == maxty:
                maxty = ty
            elif has_coe(ty, maxty):
                pass
            elif has_coe(maxty, ty):
                maxty = ty
            else:
                node = self.uncomparable(t, root, leaves, rel, maxty, ty)
                return self.ensure(node, expected) if rel is None and expected is not None \
                    else node
        if maxty is None:
            group: Ty = fresh("numeral")
            for lf in leaves:
                self.s.unify(lf.node.ty, group)
            for n in self.ops(root, leaf_ids):
                n.ty = group
            for lf in leaves:
                if lf.node.kind == "num":
                    lf.node.annotate = True
            if rel is None:
                return self.ensure(root, expected) if expected is not None else root
            return root
        if not _is_numeric(maxty):
            # pointwise arithmetic on functions and matrices, or a relation between two things
            # of one type: every operand of that type (a numeral would be a constant function)
            pointwise = isinstance(maxty, FnTy) and _is_numeric(_codomain(maxty))
            if all(self.s.equal(lf.node.ty, maxty) or not self.s.known(lf.node.ty)
                   and (lf.node.kind != "num" or pointwise) for lf in leaves) and (
                    rel is not None or isinstance(maxty, (FnTy, MatrixTy))):
                for lf in leaves:
                    self.s.unify(lf.node.ty, maxty)
                for n in self.ops(root, leaf_ids):
                    n.ty = maxty
                if rel is None and expected is not None:
                    return self.ensure(root, expected)
                return root
            return self.opaque(t, PROP if rel else None, f"arithmetic on {maxty.show()}")
        # each side of a relation is anchored on its own: a side may be used apart from the
        # other (a pinned function's body, an equation solved for a variable)
        anchored = [False, False]
        for k, lf in enumerate(leaves):
            ty = self.s.zonk(lf.node.ty)
            if isinstance(ty, MVar):
                self.s.unify(ty, maxty)
            elif ty != maxty:
                self._coerce(lf, maxty)
                anchored[k >= split] = True
            elif lf.node.kind in ("var", "fnapp", "app", "const", "coe", "opaque"):
                anchored[k >= split] = True
        for n in self.ops(root, leaf_ids):
            if n.kind == "neg" and isinstance(maxty, NumTy) and maxty.name in ("ℕ", "ℝ≥0", "ℕ+"):
                raise ElabError(f"negation in {maxty.name} (no Neg instance)", n.src.pos)
            n.ty = maxty
        # a side that is one numeral alone (`0 < f x`) has no operation whose type matters: it
        # takes the other (typed) side's type where the relation is evaluated, and stays as
        # written
        lone = [rel is not None and len(root.args) == 2 and _lone_numeral(root.args[i])
                and anchored[1 - i] for i in (0, 1)]
        for k, lf in enumerate(leaves):
            if lf.node.kind == "num" and not anchored[k >= split] and not lone[k >= split]:
                lf.node.annotate = True
        if rel is None and expected is not None:
            return self.ensure(root, expected)
        return root

    def uncomparable(self, t: Term, root: TNode, leaves: list[_Leaf], rel: str | None,
                     a: Ty, b: Ty) -> TNode:
        """Lean's fallback when two leaf types have no coercion either way (``elabBinRelCore``,
        ``toExpr``): the operands elaborated without coercions, made to have one type; where
        that fails, an error for number types and an untyped subterm elsewhere."""
        # elaborated without coercions, every operand at one type (`toExprCore`, then
        # `ensureHasType`): `z₀ + t • dz` against `?α → ℝ` is fine once `?α := V`, and so is
        # `f = fun x ↦ 1 / x` once the lambda's `?α → ?β` is `ℚ → ℚ`
        first = leaves[0].node.ty
        if all(self.s.unify(lf.node.ty, first) for lf in leaves[1:]):
            for n in self.ops(root, {id(lf.node) for lf in leaves}):
                n.ty = first
            return root
        if not (_modelled(a) and _modelled(b)):  # heterogeneous `*` of matrices, modules, …
            return self.opaque(t, PROP if rel else None,
                               f"arithmetic on {a.show()} and {b.show()}")
        raise ElabError(f"uncomparable types {a.show()} and {b.show()}", t.pos)

    def _coerce(self, lf: _Leaf, ty: Ty) -> None:
        node = lf.node
        coe = _coe(node, self.s.zonk(node.ty), ty)
        if lf.slot is not None:
            parent, i = lf.slot
            parent.args[i] = coe
        lf.node = coe

    @staticmethod
    def ops(root: TNode, leaf_ids: set[int]) -> list[TNode]:
        """The operator nodes of a tree (not its leaves)."""
        out: list[TNode] = []
        stack = [root]
        while stack:
            n = stack.pop()
            if id(n) in leaf_ids:
                continue
            if n.kind in ("binop", "neg", "inv"):
                out.append(n)
                stack += n.args
            elif n.kind == "pow":
                out.append(n)
                stack.append(n.args[0])
            elif n.kind == "smul":
                out.append(n)
                stack.append(n.args[1])
            elif n.kind == "rel":
                stack += n.args
        return out

    def to_tree(self, t: Term, ctx: _Ctx, leaves: list[_Leaf], slot: tuple[TNode, int] | None
                ) -> TNode:
        """``toTree``: operators become nodes, everything else a leaf elaborated with no
        expected type (``processLeaf``)."""
        if isinstance(t, BinOp) and t.op in ARITH:
            n = TNode("binop", fresh(), t, [], op=t.op)
            n.args = [self.to_tree(t.lhs, ctx, leaves, (n, 0)),
                      self.to_tree(t.rhs, ctx, leaves, (n, 1))]
            return n
        if isinstance(t, BinOp) and t.op == "^":
            n = TNode("pow", fresh(), t, [], op="^")
            base = self.to_tree(t.lhs, ctx, leaves, (n, 0))
            n.args = [base, self.el(t.rhs, None, ctx)]
            return n
        if isinstance(t, BinOp) and t.op == "•":
            n = TNode("smul", fresh(), t, [], op="•")
            n.args = [self.el(t.lhs, None, ctx), self.to_tree(t.rhs, ctx, leaves, (n, 1))]
            return n
        if isinstance(t, UnOp) and t.op in ("-", "⁻¹"):
            n = TNode("neg" if t.op == "-" else "inv", fresh(), t, [], op=t.op)
            n.args = [self.to_tree(t.arg, ctx, leaves, (n, 0))]
            return n
        node = self.el(t, None, ctx)
        leaves.append(_Leaf(node, slot))
        return node


def _decl_namespace(stmt: Statement) -> str:
    """The namespace a declaration's terms are elaborated in: its enclosing ``namespace`` and the
    prefix of its own name (``theorem Real.foo`` opens ``Real``; ``expandDeclNamespace?``)."""
    if "." in stmt.name:
        return stmt.name.rsplit(".", 1)[0]
    return stmt.namespace


def elaborate_statement(stmt: Statement) -> TypedStatement:
    """The typed terms of ``stmt``; raises :class:`ElabError` where Lean's rules give no type
    or reject the term."""
    return Elaborator(stmt).statement()


__all__ = ["ElabError", "Elaborator", "elaborate_statement"]
