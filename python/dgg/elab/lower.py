"""Typed terms out: the Lean-like text ``dgg elaborate`` prints, the JSON tree, and the parsed terms
with explicit types that the evaluator reads.

Printed form (``docs/fragment.md``, "Elaboration"): every numeral with its type ``(1 : ℝ)``,
every coercion explicit ``(↑n : ℝ)`` / ``(↑(n - (1 : ℕ)) : ℝ)``, names resolved to full names, a
compound operand in parentheses, an untyped subterm as written followed by ``?``.

Lowering (:func:`lower`): the same term as :mod:`dgg.model.terms` nodes in which the types are
explicit wherever the evaluator would otherwise have to find them: a coercion is
``Ascribe(x, T)`` (a compound one ``Ascribe(UnOp("↑", Ascribe(x, S)), T)``), a numeral of a tree
with no typed operand ``Ascribe(Num, T)``, an untyped binder gets its type, a definition's body
and a ``fun`` body their type, names their full name.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from dgg.elab import sets_lower
from dgg.elab.typed import TBinder, TNode, TypedDef, TypedStatement
from dgg.elab.types import (
    NAT,
    FinTy,
    FnTy,
    NumTy,
    PropTy,
    Ty,
    concrete,
    term_of_type,
)
from dgg.model.records import LocalDef, Statement
from dgg.model.render import render
from dgg.model.terms import (
    Abs,
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Ite,
    Lam,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    VecLit,
    free_names,
    map_children,
)

_COMPOUND = frozenset({"binop", "pow", "smul", "neg", "inv", "rel", "logic", "not", "quant",
                       "lam", "let", "bigop", "ite", "app", "fnapp", "linalg", "setop",
                       "interval", "bounds", "order", "ncard", "setrel", "filter", "finite",
                       "sup"})
#: operands a coercion may be written around as ``Ascribe(x, T)``: their value does not depend on
#: the type the evaluator is asked for (a function call would be evaluated at ``T``)
_ATOMIC_COE = frozenset({"var", "const"})


# ---------------------------------------------------------------------------------- text
def show(n: TNode) -> str:
    """The Lean-like text of a typed term."""
    k = n.kind
    st = sets_lower.show_set(n, show, lambda x: _operand(x, arg=True))
    if st is not None:
        return st
    if k == "quant" and n.op == "∃!" and n.args[0].kind == "logic" and n.args[0].src is n.src:
        mem, body = n.args[0].args
        return f"∃! {n.binders[0].name} ∈ {_operand(mem.args[1], arg=True)}, {show(body)}"
    if k == "num":
        return f"({n.op} : {n.ty.show()})"
    if k == "var":
        return n.op
    if k == "const":
        return n.op
    if k == "coe":
        return f"(↑{_operand(n.args[0], coe=True)} : {n.ty.show()})"
    if k == "app":
        return " ".join([n.op] + [_operand(a, arg=True) for a in n.args])
    if k == "fnapp":
        return " ".join([_operand(n.args[0], arg=True)]
                        + [_operand(a, arg=True) for a in n.args[1:]])
    if k in ("rel", "logic"):
        flat = ("binop", "pow", "smul", "neg", "inv", "app", "fnapp", "abs") if k == "rel" \
            else ("rel", "not", "app", "fnapp")
        sides = [show(x) if x.kind in flat else _operand(x) for x in n.args]
        return f"{sides[0]} {n.op} {sides[1]}"
    if k in ("binop", "pow", "smul"):
        return f"{_operand(n.args[0])} {n.op} {_operand(n.args[1])}"
    if k == "neg":
        return f"-{_operand(n.args[0])}"
    if k == "inv":
        return f"{_operand(n.args[0])}⁻¹"
    if k == "not":
        return f"¬{_operand(n.args[0])}"
    if k == "atom":
        return render(n.src, 1024)
    if k == "subtype":
        return f"⟨{show(n.args[0])}, _⟩"
    if k == "vec":
        return "![" + ", ".join(show(a) for a in n.args) + "]"
    if k == "card":
        return f"#{_operand(n.args[0], arg=True)}"
    if k == "linalg":
        ops = [_operand(x, arg=True) for x in n.args]
        if n.op in ("*ᵥ", "ᵥ*", "⬝ᵥ"):
            return f"{ops[0]} {n.op} {ops[1]}"
        if n.op == "ᵀ":
            return f"{ops[0]}ᵀ"
        return " ".join([f"Matrix.{n.op}"] + ops)
    if k == "abs":
        return f"|{show(n.args[0])}|"
    if k == "ite":
        c, a, b = n.args
        return f"if {show(c)} then {show(a)} else {show(b)}"
    if k in ("quant", "bigop"):
        return f"{n.op} {_binders(n.binders)}, {show(n.args[0])}"
    if k == "lam":
        return f"fun {_binders(n.binders)} ↦ {show(n.args[0])}"
    if k == "let":
        return f"let {n.op} : {n.binders[0].ty.show()} := {show(n.args[0])}; {show(n.args[1])}"
    return f"{render(n.src, 1024)}?"


def _binders(bs: list[TBinder]) -> str:
    parts = []
    for b in bs:
        if b.domain is not None:
            parts.append(f"{b.name} ∈ {_operand(b.domain, arg=True)}")
        else:
            parts.append(f"({b.name} : {b.ty.show()})")
    if len(parts) == 1 and parts[0].startswith("("):
        return parts[0][1:-1]
    return " ".join(parts)


def _operand(n: TNode, arg: bool = False, coe: bool = False) -> str:
    s = show(n)
    if n.kind in _COMPOUND and (arg or coe or n.kind not in ("app", "fnapp")):
        return f"({s})"
    return s


def show_statement(ts: TypedStatement) -> str:
    """``(x : ℝ) (h : …) ⊢ …``: variables, hypotheses and conclusion, one line."""
    parts = [f"({name} : {ty.show()})" for name, ty in ts.variables]
    parts += [_show_hypothesis(name, h) for name, h in ts.hypotheses]
    return " ".join(parts + ["⊢", show(ts.conclusion)])


def _show_hypothesis(name: str, h: TNode | None) -> str:
    """``(h : …)``; an instance binder read as a hypothesis (:mod:`dgg.instance_hyps`, named by
    its text) as written, ``[Nontrivial α]``, with what it states where that differs:
    ``[NeZero n : n ≠ (0 : ℕ)]``."""
    if h is None:
        return f"({name} : ?)"
    if name.startswith("["):
        return name if h.kind == "atom" else f"{name[:-1]} : {show(h)}]"
    return f"({name} : {show(h)})"


# ---------------------------------------------------------------------------------- JSON
def to_json(n: TNode) -> dict[str, Any]:
    """The typed tree: ``kind``, ``type``, ``op``, ``children``, ``binders``, ``pos``."""
    d: dict[str, Any] = {"kind": n.kind, "type": n.ty.show()}
    if n.op:
        d["op"] = n.op
    if n.args:
        d["children"] = [to_json(a) for a in n.args]
    if n.binders:
        d["binders"] = [{"name": b.name, "type": b.ty.show(),
                         "domain": None if b.domain is None else to_json(b.domain)}
                        for b in n.binders]
    if n.kind == "opaque":
        d["text"] = render(n.src)
        d["why"] = n.why
    pos = getattr(n.src, "pos", None)
    if pos:
        d["pos"] = {"line": pos[0], "col": pos[1]}
    return d


def statement_json(ts: TypedStatement) -> dict[str, Any]:
    return {
        "name": ts.name,
        "text": show_statement(ts),
        "variables": [{"name": k, "type": v.show()} for k, v in ts.variables],
        "hypotheses": [{"name": k, "term": None if h is None else to_json(h),
                        "text": None if h is None else show(h)} for k, h in ts.hypotheses],
        "conclusion": to_json(ts.conclusion),
        "conclusion_text": show(ts.conclusion),
        "definitions": [{"name": d.name, "type": d.ty.show(),
                         "params": [{"name": b.name, "type": b.ty.show()} for b in d.params],
                         "body": None if d.body is None else show(d.body)}
                        for d in ts.defs.values()],
        "untyped": [{"text": render(n.src), "why": n.why} for n in ts.opaque()],
    }


# ---------------------------------------------------------------------------------- lowering
def _ty_term(t: Ty, pos: Any) -> Term:
    return term_of_type(t, pos)


def static_type(t: Ty, pos: Any) -> Term | None:
    """The type term an operator node carries (:attr:`dgg.model.terms.BinOp.ty`): ``t`` when
    it is concrete (no metavariable, nothing opaque), else ``None``. The evaluator computes the
    operation in this type (ℕ subtraction truncates, ℕ/ℤ ``/`` and ``%`` are ``Nat.div``,
    ``Int.ediv``/``Int.emod``, ``Fin n`` wraps, a field's ``x / 0 = 0``) and never in a type
    read off the operands' values."""
    return _ty_term(t, pos) if concrete(t) else None


def lower(n: TNode) -> Term:
    """The parsed term with explicit types (see the module docstring)."""
    if sets_lower.wants_lowering(n):
        return sets_lower.lower_set(n, lower)
    k, src, pos = n.kind, n.src, getattr(n.src, "pos", None)
    if k == "num":
        assert isinstance(src, Num)
        return Ascribe(src, _ty_term(n.ty, pos), pos) if n.annotate and concrete(n.ty) else src
    if k == "var":
        return Name(n.op, pos=pos)
    if k == "const":
        return Name(n.op, pos=pos)
    if k == "coe" and not (concrete(n.ty) and concrete(n.args[0].ty)):
        return src
    if k == "coe":
        inner = n.args[0]
        x = lower(inner)
        if inner.kind in _ATOMIC_COE or inner.kind == "num":
            if inner.kind == "num" and not isinstance(x, Ascribe):
                x = Ascribe(x, _ty_term(inner.ty, pos), pos)
            return Ascribe(x, _ty_term(n.ty, pos), pos)
        return Ascribe(UnOp("↑", Ascribe(x, _ty_term(inner.ty, pos), pos), pos),
                       _ty_term(n.ty, pos), pos)
    if k == "app":
        fn = Name(n.op, pos=getattr(getattr(src, "fn", None), "pos", pos))
        args = tuple(lower(a) for a in n.args)
        return App(fn, args, pos) if args else fn
    if k == "fnapp":
        return App(lower(n.args[0]), tuple(lower(a) for a in n.args[1:]), pos)
    if k == "pow" and n.args[1].kind == "num" and n.args[1].ty == NAT:
        # a numeral exponent is a natural number, as the evaluator reads a bare one
        return BinOp("^", lower(n.args[0]), n.args[1].src, pos, ty=static_type(n.ty, pos))
    if k in ("binop", "pow", "smul"):
        return BinOp(n.op, lower(n.args[0]), lower(n.args[1]), pos, ty=static_type(n.ty, pos))
    if k == "rel":  # `binrel%`: both sides have one type (coercions inserted)
        return BinOp(n.op, lower(n.args[0]), lower(n.args[1]), pos,
                     ty=static_type(n.args[0].ty, pos))
    if k == "logic":
        return BinOp(n.op, lower(n.args[0]), lower(n.args[1]), pos)
    if k == "neg":
        return UnOp("-", lower(n.args[0]), pos, ty=static_type(n.ty, pos))
    if k == "inv":
        return UnOp("⁻¹", lower(n.args[0]), pos, ty=static_type(n.ty, pos))
    if k == "not":
        return UnOp("¬", lower(n.args[0]), pos)
    if k == "atom":
        return src
    if k == "vec":  # `![a, b] : Fin 2 → α`, told its type (its entries are at `α`)
        vec = VecLit(tuple(lower(a) for a in n.args), pos)
        return Ascribe(vec, _ty_term(n.ty, pos), pos) if concrete(n.ty) else vec
    if k == "card":
        if isinstance(src, UnOp):
            return UnOp("#", lower(n.args[0]), pos)
        if isinstance(src, Name):  # `s.card`
            return src
        return App(Name("Finset.card", pos=pos), (lower(n.args[0]),), pos)
    if k == "linalg":
        low = [lower(a) for a in n.args]
        if isinstance(src, BinOp):
            return BinOp(n.op, low[0], low[1], pos)
        if isinstance(src, UnOp):
            return UnOp(n.op, low[0], pos)
        if isinstance(src, Name):  # `M.rank`
            return src
        assert isinstance(src, App)
        return App(src.fn, tuple(low), pos)
    if k == "abs":
        return Abs(lower(n.args[0]), pos)
    if k == "ite":  # both branches at the `if`'s type (the evaluator is told it)
        c, a, b = (lower(x) for x in n.args)
        return _ascribed(Ite(c, a, b, pos), n.ty, pos)
    if k == "let":  # `(fun x : T ↦ body) v`: the value evaluated once (dgg.elab.lets)
        ty = n.binders[0].ty
        value = lower(n.args[0])
        body = lower(n.args[1])
        if isinstance(ty, NumTy):
            value = Ascribe(value, _ty_term(ty, pos), pos)
        uses = sum(1 for x in body.walk() if isinstance(x, Name) and x.id == n.op)
        if (isinstance(ty, (FnTy, PropTy)) or uses <= 1 or sum(1 for _ in value.walk()) <= 40) \
                and not free_names(value) & _bound_names(body):
            # substituted: the same value (a `let` is definitionally its body with the value in
            # place), and what the sampler can see (`let s := a + b; s = 2` is an equation);
            # a function is applied where the evaluator can see it. Kept as an application
            # when a binder of the body would capture a free name of the value.
            return subst_name(body, n.op, value)
        spec = BinderSpec(n.op, _ty_term(ty, pos) if concrete(ty) else None, None, pos)
        return App(Lam((spec,), body, pos), (value,), pos)
    if k in ("quant", "bigop", "lam"):
        assert isinstance(src, (Quant, BigOp, Lam))
        specs = tuple(_lower_binder(b, s) for b, s in zip(n.binders, src.binders))
        body = lower(n.args[0])
        if k == "quant":
            return Quant(n.op, specs, body, pos)
        if k == "bigop":
            return BigOp(n.op, specs, body, pos)
        if isinstance(n.args[0].ty, NumTy):
            body = Ascribe(body, _ty_term(n.args[0].ty, pos), pos)
        return Lam(specs, body, pos)
    if k == "opaque":
        # a term dgg does not type, whose type its context fixes (``TypedStatement.unfixed``
        # lists those it does not): evaluated as written, against that type
        return _ascribed(src, n.ty, pos)
    return src


def _bound_names(t: Term) -> set[str]:
    return {b.name for x in t.walk() if isinstance(x, (Quant, BigOp, Lam)) for b in x.binders}


def subst_name(t: Term, name: str, repl: Term) -> Term:
    """``t`` with the free occurrences of ``name`` replaced by ``repl`` (the caller checks that
    no binder of ``t`` captures a free name of ``repl``)."""
    if isinstance(t, Name):
        return repl if t.id == name else t
    if isinstance(t, (BigOp, Quant, Lam)) and any(b.name == name for b in t.binders):
        return t
    return map_children(t, lambda c: subst_name(c, name, repl), binders=True)


def _ascribed(t: Term, ty: Ty, pos: Any) -> Term:
    """``(t : ty)`` for a number type or ``Fin n``, else ``t``."""
    if isinstance(ty, (NumTy, FinTy)):
        return Ascribe(t, _ty_term(ty, pos), pos)
    return t


def _lower_binder(b: TBinder, spec: BinderSpec) -> BinderSpec:
    if b.domain is not None:
        return replace(spec, domain=lower(b.domain))
    if spec.type is None and concrete(b.ty) and not isinstance(b.ty, PropTy):
        return replace(spec, type=_ty_term(b.ty, spec.pos))
    return spec


def lower_def(d: LocalDef, td: TypedDef) -> LocalDef:
    """``d`` with its body elaborated against its declared type."""
    if td.body is None:
        return d
    if td.body.kind == "subtype":  # `⟨r, proof⟩ : ℝ≥0`: the value is `r`
        return replace(d, body=lower(td.body.args[0]))
    body = lower(td.body)
    if isinstance(td.ty, NumTy):
        body = Ascribe(body, _ty_term(td.ty, getattr(body, "pos", None)), getattr(body, "pos",
                                                                                   None))
    return replace(d, body=body)


def lower_statement(stmt: Statement, ts: TypedStatement) -> Statement:
    """``stmt`` with hypotheses, conclusion and the definitions it uses lowered."""
    hyps = [replace(h, term=lower(t)) if t is not None else h
            for h, (_, t) in zip(stmt.hypotheses, ts.hypotheses)]
    defs = dict(stmt.defs)
    for name, td in ts.defs.items():
        if name in defs:
            defs[name] = lower_def(defs[name], td)
    # a variable written without a type, `(a := x + 1)`, has the type of its default value
    types = dict(ts.variables)
    variables = [replace(v, type=_ty_term(types[v.name], None), type_text=types[v.name].show())
                 if v.type is None and v.name in types and concrete(types[v.name]) else v
                 for v in stmt.variables]
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=lower(ts.conclusion),
                   defs=defs, namespace=ts.namespace)


__all__ = ["lower", "lower_statement", "show", "show_statement", "statement_json", "to_json"]
