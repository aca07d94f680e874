"""Sets out: the printed form of the typed set nodes (:mod:`dgg.elab.sets`) and their lowering
to propositions the evaluator reads.

A set is never a value for the evaluator: membership is unfolded by Mathlib's definitions, each
``rfl`` there (``Set.mem_setOf_eq``, ``Set.mem_insert_iff``/``Set.mem_singleton_iff``,
``Set.mem_inter_iff``, ``Set.mem_union``, ``Set.mem_diff``, ``Set.mem_compl_iff``,
``Set.mem_Icc`` …, ``mem_upperBounds``): ``x ∈ {y | p y}`` is ``p x``, ``x ∈ {a, b}`` is
``x = a ∨ x = b``, ``x ∈ A ∩ B`` is ``x ∈ A ∧ x ∈ B``. A statement about whole sets becomes a
quantifier over the element type (``Set.Subset``: ``∀ x, x ∈ A → x ∈ B``; ``=`` by ``Set.ext``
both ways; ``IsLeast s a := a ∈ s ∧ a ∈ lowerBounds s``, ``IsLUB s := IsLeast (upperBounds s)``,
``Mathlib/Order/Bounds/Defs.lean``), written as an application of one of the evaluator's set
quantifiers (:data:`FORALL`, :data:`EXISTS`, :data:`UNIQUE`, :data:`NCARD`, handled by
:mod:`dgg.eval.sets`) to a ``fun`` over the element type.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from dgg.elab.typed import TNode
from dgg.elab.types import ElabError, MVar, Opaque, SetTy, Ty, term_of_type
from dgg.model.terms import (
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Ite,
    Lam,
    Name,
    Num,
    Pos,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)

__all__ = ["EXISTS", "FORALL", "NCARD", "UNIQUE", "lower_set", "show_set", "wants_lowering"]

FORALL, EXISTS, UNIQUE, NCARD = "dgg.Set.forall", "dgg.Set.exists", "dgg.existsUnique", \
    "dgg.Set.ncard"
FINITE = "dgg.Set.finite"
SSUP, SINF = "dgg.Set.sSup", "dgg.Set.sInf"
SUM, PROD = "dgg.Set.sum", "dgg.Set.prod"
#: `∃` whose missing witness on points is no evidence (float arithmetic only; see dgg.eval.sets)
EXISTS_NEAR = "dgg.Set.existsNear"
#: ``a ∧ b`` where one side may be undecidable in exact arithmetic and the other false
AND = "dgg.and"
_SET_KINDS = frozenset({"setof", "setlit", "setconst", "setop", "compl", "interval", "bounds",
                        "filter"})
_fresh = itertools.count()

Lower = Callable[[TNode], Term]
Show = Callable[[TNode], str]


def _is_set_node(n: TNode) -> bool:
    return n.kind in _SET_KINDS


def wants_lowering(n: TNode) -> bool:
    """Whether :func:`lower_set` lowers ``n`` (else the general lowering does)."""
    if n.kind in ("setrel", "order", "ncard", "finite", "sup") or n.kind in _SET_KINDS:
        return True
    if n.kind == "rel" and n.op in ("∈", "∉") and _is_set_node(n.args[1]):
        return True
    if n.kind == "quant" and n.op == "∃!":
        return True
    if n.kind == "bigop" and len(n.binders) == 1 and n.binders[0].domain is not None \
            and _is_set_node(n.binders[0].domain) and n.binders[0].domain.kind != "filter":
        return True
    return n.kind == "quant" and any(b.domain is not None and _is_set_node(b.domain)
                                     for b in n.binders)


# ---------------------------------------------------------------------------------- text
def show_set(n: TNode, show: Show, operand: Callable[[TNode], str]) -> str | None:
    """The printed form of a set node (``None``: not one)."""
    k = n.kind
    if k == "setof":
        b = n.binders[0]
        return f"{{{b.name} : {b.ty.show()} | {show(n.args[0])}}}"
    if k == "filter":
        b = n.binders[0]
        return f"Finset.filter (fun {b.name} ↦ {show(n.args[0])}) {operand(n.args[1])}"
    if k == "setlit":
        return "{" + ", ".join(show(a) for a in n.args) + "}"
    if k == "setconst":
        return f"({n.op} : {n.ty.show()})"
    if k == "setop":
        return f"{operand(n.args[0])} {n.op} {operand(n.args[1])}"
    if k == "compl":
        return f"{operand(n.args[0])}ᶜ"
    if k in ("interval", "bounds", "order", "ncard", "finite", "sup"):
        return " ".join([n.op] + [operand(a) for a in n.args])
    if k == "setrel":
        return f"{operand(n.args[0])} {n.op} {operand(n.args[1])}"
    return None


# ---------------------------------------------------------------------------------- lowering
def _name() -> str:
    return f"_dgg_x{next(_fresh)}"


def _elem(n: TNode, lower: Lower) -> Term:
    """An element term lowered with its type written (it is compared with a bound variable)."""
    t = lower(n)
    if isinstance(t, Ascribe):
        return t
    try:
        return Ascribe(t, term_of_type(n.ty, getattr(n.src, "pos", None)), getattr(t, "pos", None))
    except Exception:  # noqa: BLE001 - a type with no term: left as lowered
        return t


def _binder(name: str, ty: Ty, pos: Pos) -> BinderSpec:
    return BinderSpec(name, term_of_type(ty, pos), None, pos=pos)


def _quant(head: str, name: str, ty: Ty, body: Term, pos: Pos) -> Term:
    lam = Lam((_binder(name, ty, pos),), body, pos=pos)
    return App(Name(head, pos=pos), (lam,), pos=pos)


def subst(t: Term, name: str, val: Term) -> Term | None:
    """``t`` with the free ``name`` replaced by ``val``; ``None`` where a binder of ``t`` would
    capture a free name of ``val``."""
    fv = free_names(val)
    bad = False

    def go(x: Term) -> Term:
        nonlocal bad
        if isinstance(x, Name):
            return val if x.id == name else x
        if isinstance(x, (Quant, BigOp, Lam)):
            names = {b.name for b in x.binders}
            if names & fv:
                bad = True
            if name in names:  # rebound: only the binder types and domains are outside
                return replace(x, binders=tuple(
                    replace(b, type=None if b.type is None else go(b.type),
                            domain=None if b.domain is None else go(b.domain))
                    for b in x.binders))
        return map_children(x, go, binders=True)

    out = go(t)
    return None if bad else out


def member(x: Term, s: TNode, lower: Lower, pos: Pos) -> Term:
    """The proposition ``x ∈ s`` unfolded by the definitions of ``s``'s construct."""
    k = s.kind
    if k == "setof":
        b = s.binders[0]
        body = lower(s.args[0])
        out = subst(body, b.name, x)
        if out is None:
            lam = Lam((_binder(b.name, b.ty, pos),), body, pos=pos)
            return App(lam, (x,), pos=pos)
        return out
    if k == "filter":
        b = s.binders[0]
        inner = member(x, s.args[1], lower, pos)
        fbody = subst(lower(s.args[0]), b.name, x)
        if fbody is None:
            lam = Lam((_binder(b.name, b.ty, pos),), lower(s.args[0]), pos=pos)
            fbody = App(lam, (x,), pos=pos)
        return BinOp("∧", inner, fbody, pos)
    if k == "setlit":
        out_t: Term | None = None
        for e in reversed(s.args):
            eq = BinOp("=", x, _elem(e, lower), pos)
            out_t = eq if out_t is None else BinOp("∨", eq, out_t, pos)
        assert out_t is not None
        return out_t
    if k == "setconst":
        return Name("False" if s.op == "∅" else "True", pos=pos)
    if k == "setop":
        a, b2 = (member(x, y, lower, pos) for y in s.args)
        if s.op == "∪":
            return BinOp("∨", a, b2, pos)
        if s.op == "∩":
            return BinOp("∧", a, b2, pos)
        return BinOp("∧", a, UnOp("¬", b2, pos), pos)
    if k == "compl":
        return UnOp("¬", member(x, s.args[0], lower, pos), pos)
    if k == "interval":
        kind = s.op.rsplit(".", 1)[1]
        ends = [_elem(a, lower) for a in s.args]
        if len(ends) == 2:
            lo = BinOp("<" if kind[1] == "o" else "≤", ends[0], x, pos)
            hi = BinOp("<" if kind[2] == "o" else "≤", x, ends[1], pos)
            return BinOp("∧", lo, hi, pos)
        op = {"Ici": "≥", "Ioi": ">", "Iic": "≤", "Iio": "<"}[kind]
        return BinOp(op, x, ends[0], pos)
    if k == "bounds":
        bset = s.args[0]
        elem = _elem_ty(bset)
        y = _name()
        rel = BinOp("≤", Name(y, pos=pos), x, pos) if s.op == "upperBounds" else \
            BinOp("≤", x, Name(y, pos=pos), pos)
        body = BinOp("→", member(Name(y, pos=pos), bset, lower, pos), rel, pos)
        return _quant(FORALL, y, elem, body, pos)
    return BinOp("∈", x, lower(s), pos)


def _elem_ty(s: TNode) -> Ty:
    """The element type of a set node; a set whose type dgg does not model (a set of pairs
    before products are read, an untyped subterm) is refused, never guessed."""
    ty = s.ty
    if not isinstance(ty, SetTy) or not _concrete_elem(ty.elem):
        raise ElabError(f"a set of {ty.show()}, a type dgg does not model here",
                        getattr(s.src, "pos", None))
    return ty.elem


def _concrete_elem(t: Ty) -> bool:
    return not isinstance(t, (Opaque, MVar))


def _and(a: Term, b: Term, pos: Pos) -> Term:
    return App(Name(AND, pos=pos), (a, b), pos=pos)


def _listed(s: TNode) -> list[TNode]:
    """The listed elements of ``s`` (its literals, through ``∪ ∩ \\ ᶜ``; not inside a
    set-builder, where an element may mention the bound variable)."""
    if s.kind == "setlit":
        return list(s.args)
    if s.kind in ("setop", "compl"):
        return [x for a in s.args for x in _listed(a)]
    return []


def _with_elements(q: Term, a: TNode, b: TNode, op: str, lower: Lower, pos: Pos) -> Term:
    """``q`` (``∀ x, x ∈ a → x ∈ b``, or ``↔``) and the same at each listed element of ``a``
    (and of ``b`` for ``↔``), written out: an irrational element (``√2``) is no point of the
    quantifier's, and is checked against the other set this way (exactly, or symbolically)."""
    elems = _listed(a) + (_listed(b) if op == "↔" else [])
    out = q
    for e in elems:
        x = _elem(e, lower)
        out = _and(out, BinOp(op, member(x, a, lower, pos), member(x, b, lower, pos), pos), pos)
    return out


def _subset(a: TNode, b: TNode, lower: Lower, pos: Pos) -> Term:
    y = _name()
    v = Name(y, pos=pos)
    body = BinOp("→", member(v, a, lower, pos), member(v, b, lower, pos), pos)
    return _quant(FORALL, y, _elem_ty(a), body, pos)


def _literal_card(s: TNode, lower: Lower, pos: Pos) -> Term:
    """``#{a, b, c}``: 1 for each element equal to none before it (``Finset.card_insert_of_not_mem``,
    ``Set.ncard_insert_of_not_mem``), the equalities decided by the evaluator (exactly)."""
    elems = [_elem(e, lower) for e in s.args]
    one, zero = Num(Fraction(1), "1", pos=pos), Num(Fraction(0), "0", pos=pos)
    total: Term = Ascribe(one, Name("ℕ", pos=pos), pos=pos)
    for i in range(1, len(elems)):
        seen: Term = BinOp("=", elems[i], elems[0], pos)
        for j in range(1, i):
            seen = BinOp("∨", seen, BinOp("=", elems[i], elems[j], pos), pos)
        step = Ite(seen, Ascribe(zero, Name("ℕ", pos=pos), pos=pos),
                   Ascribe(one, Name("ℕ", pos=pos), pos=pos), pos)
        total = BinOp("+", total, step, pos)
    return total


def _lub(upper: bool, s: TNode, x: Term, elem: Ty, lower: Lower, pos: Pos) -> Term:
    """``IsLUB s a`` (``IsLeast (upperBounds s) a``, ``Mathlib/Order/Bounds/Defs.lean``) in a
    linear order: ``a`` is an upper bound, and below ``a`` nothing is (``∀ b < a, ∃ y ∈ s,
    b < y``); the second half is read so, with ``∃`` in a positive position, because an upper
    bound's ``∀`` in the premise of ``→`` would only be sampled. ``IsGLB`` dually."""
    bounds = TNode("bounds", s.ty, s.src, [s], op="upperBounds" if upper else "lowerBounds")
    b, y = _name(), _name()
    vb, vy = Name(b, pos=pos), Name(y, pos=pos)
    below = BinOp("<", vb, x, pos) if upper else BinOp("<", x, vb, pos)
    beyond = BinOp("<", vb, vy, pos) if upper else BinOp("<", vy, vb, pos)
    witness = _quant(EXISTS_NEAR, y, elem, BinOp("∧", member(vy, s, lower, pos), beyond, pos),
                     pos)
    least = _quant(FORALL, b, elem, BinOp("→", below, witness, pos), pos)
    return _and(member(x, bounds, lower, pos), least, pos)


def _sup(n: TNode, lower: Lower, pos: Pos) -> Term:
    """``sSup s``/``sInf s`` where Mathlib's value is known: the largest (least) element of a
    finite literal (``Set.Finite.csSup_mem``…); an interval of ℝ by ``csSup_Icc``, ``csSup_Ico``,
    ``csSup_Iic``, ``csInf_Ici``…, with ``Real.sSup_empty`` and ``Real.sSup_of_not_bddAbove``
    (``Mathlib/Algebra/Order/Archimedean/Real/Basic.lean``: both 0) for an empty or unbounded
    one; else the evaluator's enumeration of a bounded set of integers (``Nat.sSup_def``,
    ``Nat.sInf_def``, ``Int.csSup_empty``: an empty set has 0)."""
    s = n.args[0]
    sup = n.op == "sSup"
    elem = _elem_ty(s)
    if s.kind == "setlit":
        out: Term | None = None
        for x in reversed(s.args):
            ex = _elem(x, lower)
            out = ex if out is None else App(Name("max" if sup else "min", pos=pos), (ex, out),
                                                pos=pos)
        assert out is not None
        return out
    if s.kind == "setconst" and getattr(elem, "name", "") == "ℝ":  # Real.sSup_empty, sSup_univ
        return Ascribe(Num(Fraction(0), "0", pos=pos), Name("ℝ", pos=pos), pos=pos)
    if s.kind == "interval" and getattr(elem, "name", "") == "ℝ":
        kind = s.op.rsplit(".", 1)[1]
        ends = [_elem(a, lower) for a in s.args]
        zero = Ascribe(Num(Fraction(0), "0", pos=pos), Name("ℝ", pos=pos), pos=pos)
        if len(ends) == 2:
            ok = BinOp("≤" if kind == "Icc" else "<", ends[0], ends[1], pos)
            return Ite(ok, ends[1] if sup else ends[0], zero, pos)
        bounded = kind in ("Iic", "Iio") if sup else kind in ("Ici", "Ioi")
        return ends[0] if bounded else zero
    y = _name()
    return _quant(SSUP if sup else SINF, y, elem, member(Name(y, pos=pos), s, lower, pos), pos)


def lower_set(n: TNode, lower: Lower) -> Term:
    """The lowering of a node :func:`wants_lowering` accepts."""
    k, pos = n.kind, getattr(n.src, "pos", None)
    if k == "rel":
        out = member(lower(n.args[0]), n.args[1], lower, pos)
        return out if n.op == "∈" else UnOp("¬", out, pos)
    if k == "setrel":
        a, b = n.args
        if not (_is_set_node(a) or _is_set_node(b)) and n.op in ("=", "≠") and \
                isinstance(a.ty, SetTy) and a.ty.kind == "Finset":
            return BinOp(n.op, lower(a), lower(b), pos)  # finsets of integers: as before
        if n.op in ("=", "≠"):  # `Set.ext`: one quantifier, a point in one set only refutes
            y = _name()
            v = Name(y, pos=pos)
            body = BinOp("↔", member(v, a, lower, pos), member(v, b, lower, pos), pos)
            eq = _with_elements(_quant(FORALL, y, _elem_ty(a), body, pos), a, b, "↔", lower,
                                pos)
            return eq if n.op == "=" else UnOp("¬", eq, pos)
        ab = _with_elements(_subset(a, b, lower, pos), a, b, "→", lower, pos)
        if n.op == "⊆":
            return ab
        return _and(ab, UnOp("¬", _subset(b, a, lower, pos), pos), pos)
    if k == "order":
        s, a = n.args
        x = _elem(a, lower)
        elem = _elem_ty(s)
        if n.op in ("IsLUB", "IsGLB"):
            return _lub(n.op == "IsLUB", s, x, elem, lower, pos)
        least = n.op in ("IsLeast", "IsLUB")
        y = _name()
        v = Name(y, pos=pos)
        rel = BinOp("≤", x, v, pos) if least else BinOp("≤", v, x, pos)
        prem: Term = BinOp("→", member(v, s, lower, pos), rel, pos)
        return _and(member(x, s, lower, pos), _quant(FORALL, y, elem, prem, pos), pos)
    if k == "sup":
        return _sup(n, lower, pos)
    if k == "ncard" and n.args[0].kind == "filter":  # the evaluator's finsets of integers
        return App(Name("Finset.card", pos=pos), (lower(n.args[0]),), pos=pos)
    if k == "ncard" and n.args[0].kind == "setlit":
        return _literal_card(n.args[0], lower, pos)
    if k in ("ncard", "finite"):
        s = n.args[0]
        y = _name()
        head = NCARD if k == "ncard" else FINITE
        return _quant(head, y, _elem_ty(s), member(Name(y, pos=pos), s, lower, pos), pos)
    if k == "bigop":  # `∑ x ∈ S, f x` over a set given by its members (a pinned Finset)
        tb = n.binders[0]
        assert tb.domain is not None
        mem = member(Name(tb.name, pos=pos), tb.domain, lower, pos)
        spec = _binder(tb.name, tb.ty, pos)
        head = SUM if n.op == "∑" else PROD
        return App(Name(head, pos=pos), (Lam((spec,), mem, pos=pos),
                                         Lam((spec,), lower(n.args[0]), pos=pos)), pos=pos)
    if k == "quant":
        tb = n.binders[0]
        qbody = lower(n.args[0])
        if n.op == "∃!":
            return _quant(UNIQUE, tb.name, tb.ty, qbody, pos)
        assert tb.domain is not None
        mem = member(Name(tb.name, pos=pos), tb.domain, lower, pos)
        if len(n.binders) > 1:
            src = n.src
            assert isinstance(src, Quant)
            rest = TNode("quant", n.ty, Quant(n.op, src.binders[1:], src.body, pos), n.args,
                         op=n.op, binders=n.binders[1:])
            qbody = lower_set(rest, lower) if wants_lowering(rest) else lower(rest)
        if n.op == "∀":
            return _quant(FORALL, tb.name, tb.ty, BinOp("→", mem, qbody, pos), pos)
        return _quant(EXISTS, tb.name, tb.ty, BinOp("∧", mem, qbody, pos), pos)
    if k == "filter":
        fb = n.binders[0]
        lam = Lam((_binder(fb.name, fb.ty, pos),), lower(n.args[0]), pos=pos)
        return App(Name("Finset.filter", pos=pos), (lam, lower(n.args[1])), pos=pos)
    if k == "setof":  # a set as a value (`InjOn f {y | 0 ≤ y}`): its predicate, typed
        sb = n.binders[0]
        lam = Lam((_binder(sb.name, sb.ty, pos),), lower(n.args[0]), pos=pos)
        return App(Name("Set.ofPred", pos=pos), (lam,), pos=pos)
    # another set as a value (an argument of a function dgg evaluates otherwise): as written
    return n.src
