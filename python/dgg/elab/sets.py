"""Elaboration of sets of numbers, following Mathlib's definitions.

Called from :meth:`dgg.elab.elaborate.Elaborator._el` before its own rules (:func:`elab`); gives
typed nodes of the kinds in :data:`KINDS` (``None``: not a set construct, the general rules
apply). What is modelled, and where Lean/Mathlib define it:

* ``{x | p}``, ``{x : T | p}``: ``Set.ofPred fun x ↦ p`` (``Mathlib/Data/Set/Defs.lean``,
  ``elabSetBuilder``); a binder predicate ``{x > 0 | p}`` is conjoined in front. ``{x ∈ s | p}``
  is ``Finset.filter (fun x ↦ p) s`` when ``s`` is a ``Finset`` and the expected type is not a
  ``Set`` (``Mathlib/Data/Finset/Filter.lean``, ``elabFinsetBuilderSep``), else
  ``{x | x ∈ s ∧ p}``. ``{x | p}`` where a ``Finset`` is expected (a ``Fintype`` builder) is
  refused.
* ``{a, b, c}`` is ``insert a (insert b (singleton c))``, ``∅`` is ``EmptyCollection.emptyCollection``
  (Lean core ``Init/Core.lean``): their type comes from the expected type only (``Insert α γ``,
  ``EmptyCollection γ`` are not ``outParam``), so where none is known they are refused.
* ``Set.univ`` (``Mathlib/Data/Set/Defs.lean``), ``Set.Icc Ico Ioc Ioo Ici Iic Ioi Iio``
  (``Mathlib/Order/Interval/Set/Defs.lean``), ``∪ ∩ \\ ᶜ`` (Lean core ``Init/Core.lean``:
  ``infixl:65 " ∪ "``, ``infixl:70 " ∩ "``, ``infix:70 " \\ "``; ``Mathlib/Order/Notation.lean``:
  ``postfix:1024 "ᶜ"``), both operands at one type.
* ``⊆ ⊂ = ≠`` between sets (``HasSubset``, ``HasSSubset``: ``Mathlib/Order/SetNotation.lean``,
  ``Set.Subset``; ``=`` by ``Set.ext``).
* ``upperBounds lowerBounds IsLeast IsGreatest IsLUB IsGLB`` (``Mathlib/Order/Bounds/Defs.lean``),
  ``Set.ncard`` (``Mathlib/Data/Set/Card.lean``), ``Finset.card`` of a set literal or filter.
* ``sSup s``, ``sInf s`` (``SupSet``/``InfSet``), evaluated where Mathlib's value is determined
  (:mod:`dgg.elab.sets_lower`).
* ``Set.Finite s`` (``Mathlib/Data/Set/Finite/Defs.lean``), decided where ``s`` can be enumerated.
* ``∃! x, p`` is ``ExistsUnique fun x ↦ p`` (``Mathlib/Logic/ExistsUnique.lean``); one binder
  only (the macro rejects more); ``∃! x ∈ s, p`` is ``∃! x, x ∈ s ∧ p``.
"""

from __future__ import annotations

from typing import Any

from dgg.elab import signatures
from dgg.elab.typed import TBinder, TNode
from dgg.elab.types import NAT, PROP, ElabError, Opaque, SetTy, Ty, fresh, type_of_term
from dgg.model.terms import App, Ascribe, BinOp, Field, Lam, Name, Quant, Term, UnOp

__all__ = ["INTERVALS", "KINDS", "elab", "is_setish"]

#: Typed-node kinds this module makes (see :mod:`dgg.elab.typed` for the others).
KINDS = frozenset({"setof", "setlit", "setconst", "setop", "compl", "interval", "setrel",
                   "bounds", "order", "ncard", "filter", "finite", "sup"})
#: ``Set.Icc`` … with their arity (``Mathlib/Order/Interval/Set/Defs.lean``).
INTERVALS = {"Icc": 2, "Ico": 2, "Ioc": 2, "Ioo": 2, "Ici": 1, "Iic": 1, "Ioi": 1, "Iio": 1}
_ORDER = frozenset({"IsLeast", "IsGreatest", "IsLUB", "IsGLB"})
_BOUNDS = frozenset({"upperBounds", "lowerBounds"})
_LIT_HEADS = frozenset({"Insert.insert", "Singleton.singleton"})


def _head(t: Term) -> str | None:
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id
    if isinstance(t, Name):
        return t.id
    return None


def _resolve(e: Any, name: str, ctx: Any, table: frozenset[str] | dict[str, int],
             ns: str) -> str | None:
    """The short name of ``name`` in ``table`` if it denotes ``ns.short`` (written in full, or
    short with ``ns`` open or enclosing); ``None`` where a variable or a definition shadows it
    or a short name is opened from both ``Set`` and ``Finset`` (Lean picks by what elaborates)."""
    if name in ctx.vars or e.resolve_def(name, ctx) is not None:
        return None
    if name.startswith(ns + ".") and name[len(ns) + 1:] in table:
        return name[len(ns) + 1:]
    if "." in name or name not in table:
        return None
    cands = signatures.candidates(name, ctx.opens, ctx.namespace)
    if f"{ns}.{name}" not in cands:
        return None
    if ns == "Set" and f"Finset.{name}" in cands:
        return None
    return name


def is_setish(e: Any, t: Term, ctx: Any) -> bool:
    """Whether ``t`` is written as a set (builder, literal, ``∅``, ``Set.univ``, an interval, a set
    operation) or is a variable or constant whose type is a ``Set``/``Finset``."""
    if isinstance(t, BinOp) and t.op in ("∪", "∩", "\\"):
        return True
    if isinstance(t, UnOp) and t.op == "ᶜ":
        return True
    h = _head(t)
    if h is None:
        return False
    if h in ("Set.ofPred", "dgg.setSep", "∅", "Set.univ") or h in _LIT_HEADS:
        return True
    if _resolve(e, h, ctx, INTERVALS, "Set") or _resolve(e, h, ctx, _BOUNDS, "Mathlib"):
        return True
    if isinstance(t, Name) and t.id in ctx.vars:
        return isinstance(e.s.resolve(ctx.vars[t.id]), SetTy)
    return False


def _expected_set(e: Any, expected: Ty | None) -> SetTy | None:
    if expected is None:
        return None
    r = e.s.resolve(expected)
    return r if isinstance(r, SetTy) else None


def _bounds_name(e: Any, h: str, ctx: Any) -> str | None:
    if h in _BOUNDS and h not in ctx.vars and e.resolve_def(h, ctx) is None:
        return h
    return None


def elab(e: Any, t: Term, expected: Ty | None, ctx: Any) -> TNode | None:
    """The typed node of a set construct, or ``None`` (not one)."""
    if isinstance(t, Quant) and t.op == "∃!":
        return _exists_unique(e, t, ctx)
    if isinstance(t, Field) and t.name in ("card", "ncard") and _written_set(t.obj):
        return _card(e, t, t.obj, "Set" if t.name == "ncard" else "Finset", ctx)
    if isinstance(t, BinOp):
        if t.op in ("∪", "∩", "\\"):
            return _setop(e, t, expected, ctx)
        if t.op in ("⊆", "⊂") or t.op in ("=", "≠") and (is_setish(e, t.lhs, ctx)
                                                         or is_setish(e, t.rhs, ctx)):
            return _setrel(e, t, ctx)
        return None
    if isinstance(t, UnOp) and t.op == "ᶜ":
        a = e.el(t.arg, expected if expected is not None else SetTy("Set", fresh("element")),
                 ctx)
        if not isinstance(e.s.resolve(a.ty), SetTy) or e.s.resolve(a.ty).kind != "Set":
            return e.opaque(t, None, "complement of a non-set")
        return TNode("compl", a.ty, t, [a], op="ᶜ")
    h = _head(t)
    if h is None:
        return None
    args = t.args if isinstance(t, App) else ()
    want = _expected_set(e, expected)
    if h == "Set.ofPred" and len(args) == 1 and isinstance(args[0], Lam):
        return _builder(e, t, args[0], want, ctx)
    if h == "dgg.setSep" and len(args) == 2 and isinstance(args[1], Lam):
        return _sep(e, t, args[0], args[1], want, ctx)
    if h in _LIT_HEADS:
        return _literal(e, t, want, ctx)
    if h == "∅" and not args:
        if want is None:
            raise ElabError("the type of `∅` is not determined (Lean: `EmptyCollection ?γ`)",
                            t.pos)
        return TNode("setconst", want, t, op="∅")
    if h in ("Set.univ", "univ") and not args and (
            h == "Set.univ" or _resolve(e, h, ctx, frozenset({"univ"}), "Set")):
        ty = want if want is not None and want.kind == "Set" else SetTy("Set", fresh("element"))
        return TNode("setconst", ty, t, op="Set.univ")
    iv = _resolve(e, h, ctx, INTERVALS, "Set")
    if iv is not None and len(args) == INTERVALS[iv]:
        alpha: Ty = want.elem if want is not None else fresh("type parameter")
        nodes = [e.el(a, alpha, ctx) for a in args]
        return TNode("interval", SetTy("Set", alpha), t, nodes, op=f"Set.{iv}")
    bn = _bounds_name(e, h, ctx)
    if bn is not None and len(args) == 1:
        s = e.el(args[0], want if want is not None else SetTy("Set", fresh("element")), ctx)
        return TNode("bounds", s.ty, t, [s], op=bn)
    if h in _ORDER and h not in ctx.vars and e.resolve_def(h, ctx) is None and len(args) == 2:
        alpha = fresh("element")
        s = e.el(args[0], SetTy("Set", alpha), ctx)
        a = e.el(args[1], alpha, ctx)
        return TNode("order", PROP, t, [s, a], op=h)
    if h in ("sSup", "sInf") and h not in ctx.vars and e.resolve_def(h, ctx) is None \
            and len(args) == 1:
        alpha = fresh("element")
        s = e.el(args[0], SetTy("Set", alpha), ctx)
        return TNode("sup", alpha, t, [s], op=h)
    if h == "Set.Finite" and len(args) == 1:
        s = e.el(args[0], SetTy("Set", fresh("element")), ctx)
        return TNode("finite", PROP, t, [s], op=h)
    if h in ("Set.ncard", "Finset.card") and len(args) == 1 and (
            h == "Set.ncard" or _written_set(args[0])):
        return _card(e, t, args[0], "Set" if h == "Set.ncard" else "Finset", ctx)
    return None


def _written_set(t: Term) -> bool:
    """A set written as a builder or a literal (possibly with its type ascribed)."""
    while isinstance(t, Ascribe):
        t = t.term
    return _head(t) in ("dgg.setSep", "Set.ofPred") or _head(t) in _LIT_HEADS


def _card(e: Any, t: Term, arg: Term, kind: str, ctx: Any) -> TNode:
    """``Set.ncard s``, ``Finset.card s``, ``s.card`` (``ℕ``)."""
    s = e.el(arg, SetTy(kind, fresh("element")), ctx)
    if not isinstance(e.s.resolve(s.ty), SetTy):
        return e.opaque(t, NAT, f"{kind}.card of {e.s.resolve(s.ty).show()}")
    return TNode("ncard", NAT, t, [s], op="Set.ncard" if kind == "Set" else "Finset.card")


def _builder(e: Any, t: Term, lam: Lam, want: SetTy | None, ctx: Any) -> TNode:
    if want is not None and want.kind == "Finset":
        raise ElabError("set-builder `{x | p}` where a Finset is expected (Mathlib's Fintype "
                        "builder) is not modelled", t.pos)
    (b,) = lam.binders
    ty = type_of_term(b.type, ctx.type_vars) if b.type is not None else (
        want.elem if want is not None else fresh("binder"))
    if b.type is not None and want is not None and not e.s.unify(ty, want.elem):
        raise ElabError(f"set-builder over {e.s.zonk(ty).show()} where "
                        f"{e.s.zonk(want).show()} is expected", t.pos)
    if isinstance(ty, Opaque):
        raise ElabError(f"set-builder over {ty.show()}, a type dgg does not model here", t.pos)
    body = e.el(lam.body, PROP, ctx.bind(b.name, ty))
    return TNode("setof", SetTy("Set", ty), t, [body],
                 binders=[TBinder(b.name, ty, written=b.type is not None)])


def _sep(e: Any, t: Term, s_term: Term, lam: Lam, want: SetTy | None, ctx: Any) -> TNode:
    s = e.el(s_term, None, ctx)
    sty = e.s.resolve(s.ty)
    if not isinstance(sty, SetTy):
        return e.opaque(t, None, "`{x ∈ s | p}` over a collection dgg does not type")
    (b,) = lam.binders
    inner = ctx.bind(b.name, sty.elem)
    body = e.el(lam.body, PROP, inner)
    tb = TBinder(b.name, sty.elem, written=False)
    if sty.kind == "Finset" and not (want is not None and want.kind == "Set"):
        return TNode("filter", sty, t, [body, s], binders=[tb], op="Finset.filter")
    mem = TNode("rel", PROP, BinOp("∈", Name(b.name, pos=t.pos), s_term, t.pos),
                [TNode("var", sty.elem, Name(b.name, pos=t.pos), op=b.name), s], op="∈")
    conj = TNode("logic", PROP, t, [mem, body], op="∧")
    return TNode("setof", SetTy("Set", sty.elem), t, [conj], binders=[tb])


def _literal(e: Any, t: Term, want: SetTy | None, ctx: Any) -> TNode:
    if want is None:
        raise ElabError("the type of the set literal `{…}` is not determined (Lean: "
                        "`Insert ?α ?γ`; write `({…} : Set α)`)", t.pos)
    elems: list[Term] = []
    cur: Term = t
    while isinstance(cur, App) and isinstance(cur.fn, Name) and cur.fn.id == "Insert.insert" \
            and len(cur.args) == 2:
        elems.append(cur.args[0])
        cur = cur.args[1]
    if not (isinstance(cur, App) and isinstance(cur.fn, Name)
            and cur.fn.id == "Singleton.singleton" and len(cur.args) == 1):
        return e.opaque(t, None, "insert into a set dgg does not type")
    elems.append(cur.args[0])
    nodes = [e.el(x, want.elem, ctx) for x in elems]
    for n in nodes:
        if n.kind == "num":
            n.annotate = True
    return TNode("setlit", want, t, nodes)


def _setop(e: Any, t: BinOp, expected: Ty | None, ctx: Any) -> TNode:
    first, second = (t.rhs, t.lhs) if _needs_type(t.lhs) else (t.lhs, t.rhs)
    a = e.el(first, expected, ctx)
    aty = e.s.resolve(a.ty)
    if not isinstance(aty, SetTy):
        return e.opaque(t, None, f"operator {t.op} on {aty.show()}")
    b = e.el(second, aty, ctx)
    if not isinstance(e.s.resolve(b.ty), SetTy):
        return e.opaque(t, None, f"operator {t.op} on {e.s.resolve(b.ty).show()}")
    args = [a, b] if first is t.lhs else [b, a]
    return TNode("setop", aty, t, args, op=t.op)


def _needs_type(t: Term) -> bool:
    """A set written so that its type comes from the expected type only."""
    return _head(t) in ("∅", "Insert.insert", "Singleton.singleton")


def _setrel(e: Any, t: BinOp, ctx: Any) -> TNode:
    first, second = (t.rhs, t.lhs) if _needs_type(t.lhs) else (t.lhs, t.rhs)
    a = e.el(first, None, ctx)
    aty = e.s.resolve(a.ty)
    if not isinstance(aty, SetTy):
        if isinstance(aty, Opaque) or a.kind == "opaque":
            return e.opaque(t, PROP, f"relation {t.op} with an operand dgg does not type")
        raise ElabError(f"{t.op} between {aty.show()} and a set", t.pos)
    b = e.el(second, aty, ctx)
    if not e.s.unify(b.ty, aty):
        return e.opaque(t, PROP, f"relation {t.op} between sets of different types")
    args = [a, b] if first is t.lhs else [b, a]
    return TNode("setrel", PROP, t, args, op=t.op)


def _exists_unique(e: Any, t: Quant, ctx: Any) -> TNode:
    if len(t.binders) != 1:
        raise ElabError("`∃!` with more than one binder (Mathlib's macro rejects it)", t.pos)
    (b,) = t.binders
    if b.domain is not None:
        tb = e.binder(b, ctx)
        inner = ctx.bind(b.name, tb.ty)
        body = e.el(t.body, PROP, inner)
        dom = tb.domain
        assert dom is not None
        mem = TNode("rel", PROP, BinOp("∈", Name(b.name, pos=t.pos), b.domain, t.pos),
                    [TNode("var", tb.ty, Name(b.name, pos=t.pos), op=b.name), dom], op="∈")
        body = TNode("logic", PROP, t, [mem, body], op="∧")
        return TNode("quant", PROP, t, [body], op="∃!",
                     binders=[TBinder(b.name, tb.ty, written=False)])
    tb = e.binder(b, ctx)
    body = e.el(t.body, PROP, ctx.bind(b.name, tb.ty))
    return TNode("quant", PROP, t, [body], op="∃!", binders=[tb])
