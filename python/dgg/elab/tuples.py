"""Product types ``A × B`` (n-fold, right-nested as Lean's ``×`` is: ``infixr:35`` in
``src/Init/Core.lean``): a variable ``p : ℝ × ℝ`` is read as its components.

A pair is its two components (``Prod`` is a structure with fields ``fst``, ``snd``; ``p.1`` and
``p.2`` are ``p.fst`` and ``p.snd``; the anonymous constructor ``(a, b)`` is ``Prod.mk a b``,
``src/Init/Prelude.lean``), so a statement about ``p : A × B`` is the statement about ``p₁ : A``
and ``p₂ : B`` with ``p`` replaced by ``(p₁, p₂)``: :func:`split_products` rewrites it before
elaboration. Projections of a tuple reduce (``(a, b).1`` is ``a``: ``Prod.fst (Prod.mk a b)``
reduces by ι), and an equation between tuples is the equations between components
(``Prod.mk.injEq``): ``(a, b) = (c, d)`` is ``a = c ∧ b = d``, and a natural numeral at a
product type is the tuple of that numeral (``(a, b) = 2`` is ``a = 2 ∧ b = 2``, see
:func:`_numeral_pair`). The components are named after
the projections: ``p.1`` is ``p₁``, ``p.2.1`` is ``p₂₁`` (``p : ℝ × ℝ × ℝ``).

A function into a product pinned by a hypothesis, ``∀ x, f x = (e₁, e₂)``, is that function
(:func:`_pin_product_functions`), and its application to an argument reduces to the tuple, each
component at its declared type (:func:`_beta_tuple`), whose projections then reduce.

What is not rewritten (a tuple passed whole to a function, compared by ``<``, a component name
already taken) is refused (:class:`ElabError`), never guessed.
"""

from __future__ import annotations

from dataclasses import replace

from dgg.elab.types import ElabError
from dgg.model.records import Statement, Variable
from dgg.model.terms import (
    AnonCtor,
    App,
    Arrow,
    Ascribe,
    BigOp,
    BinOp,
    Field,
    Lam,
    Let,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)
from dgg.statements import pin_functions

__all__ = ["split_products"]

_SUB = str.maketrans("12", "₁₂")
_PROJ = {"1": "1", "2": "2", "fst": "1", "snd": "2"}


def _is_product(t: Term | None) -> bool:
    return isinstance(t, BinOp) and t.op == "×"


def _leaves(ty: Term, path: str) -> list[tuple[str, Term]]:
    if isinstance(ty, BinOp) and ty.op == "×":
        return _leaves(ty.lhs, path + "1") + _leaves(ty.rhs, path + "2")
    return [(path, ty)]


def _tuple(name: str, ty: Term, path: str, pos: tuple[int, int] | None) -> Term:
    """The tuple of ``name``'s components below ``path``, as nested anonymous constructors."""
    if isinstance(ty, BinOp) and ty.op == "×":
        return AnonCtor((_tuple(name, ty.lhs, path + "1", pos),
                         _tuple(name, ty.rhs, path + "2", pos)), pos)
    return Name(name + path.translate(_SUB), pos=pos)


def _pair(t: Term) -> tuple[Term, Term] | None:
    """A tuple term as a pair (``(a, b, c)`` is ``(a, (b, c))``)."""
    if isinstance(t, AnonCtor) and len(t.elems) >= 2:
        rest = t.elems[1] if len(t.elems) == 2 else AnonCtor(t.elems[1:], t.pos)
        return t.elems[0], rest
    return None


def _project(t: Term, field: str) -> Term | None:
    p = _pair(t)
    if p is None or field not in _PROJ:
        return None
    return p[0] if _PROJ[field] == "1" else p[1]


def _atomic(t: Term) -> bool:
    """A term whose elaboration does not depend on the expected type beyond unifying it: a
    name, a numeral (its type a metavariable either way), an ascription (a leaf elaborated
    against its own type, in Lean as in :mod:`dgg.elab`), a tuple of such."""
    if isinstance(t, Ascribe):
        return True
    if isinstance(t, AnonCtor):
        return all(_atomic(e) for e in t.elems)
    return isinstance(t, (Name, Num))


def _numeral_pair(t: Term) -> tuple[Term, Term] | None:
    """A natural numeral ``k`` at a product type is ``(k, k)``: ``Prod.instZero``/``instOne``
    (``Mathlib/Algebra/Notation/Prod.lean``: ``⟨(1, 1)⟩``), and from 2 on ``instOfNatAtLeastTwo``
    (``Mathlib/Data/Nat/Cast/Defs.lean``) through ``Prod``'s ``natCast n = (n, n)``
    (``Mathlib/Data/Nat/Cast/Prod.lean``: ``Prod.fst_ofNat``, ``Prod.snd_ofNat``)."""
    if isinstance(t, Num) and t.value.denominator == 1 and t.value >= 0:
        return t, t
    return None


def _tuple_eq(op: str, a: Term, b: Term, pos: tuple[int, int] | None) -> Term | None:
    pa, pb = _pair(a), _pair(b)
    if pa is not None and pb is None:
        pb = _numeral_pair(b)
    elif pb is not None and pa is None:
        pa = _numeral_pair(a)
    if pa is None or pb is None:
        return None
    eqs = [_tuple_eq("=", pa[0], pb[0], pos) or BinOp("=", pa[0], pb[0], pos),
           _tuple_eq("=", pa[1], pb[1], pos) or BinOp("=", pa[1], pb[1], pos)]
    out: Term = BinOp("∧", eqs[0], eqs[1], pos)
    return out if op == "=" else UnOp("¬", out, pos)


def _rewrite(t: Term, prods: dict[str, Term], consts: dict[str, Term] | None = None) -> Term:
    consts = consts or {}
    if isinstance(t, Name):
        head, _, rest = t.id.partition(".")
        if head not in prods and head not in consts:
            return t
        out = consts[head] if head in consts else _tuple(head, prods[head], "", t.pos)
        for f in rest.split(".") if rest else []:
            nxt = _project(out, f)
            if nxt is None:
                raise ElabError(f"field {f} of the pair {head}", t.pos)
            out = nxt
        return out
    if isinstance(t, (Quant, BigOp, Lam)) and any(b.name in prods for b in t.binders):
        raise ElabError("a binder shadowing a product-typed variable", t.pos)
    if isinstance(t, Let) and t.name in prods:
        raise ElabError("a `let` shadowing a product-typed variable", t.pos)
    out = map_children(t, lambda c: _rewrite(c, prods, consts), binders=True)
    beta = _beta_tuple(out)
    if beta is not None:
        return beta
    if isinstance(out, Field):
        proj = _project(out.obj, out.name)
        if proj is not None:
            if not _atomic(proj):
                # Lean elaborates the tuple first, each component without an expected type,
                # and the projection is a leaf of the operator tree around it: reducing
                # `((7 : ℕ) / 2, 0).1` inside `… = (3.5 : ℝ)` would make it a real division
                raise ElabError("projection of a tuple whose component is not a name or a "
                                "numeral", out.pos)
            return proj
    if isinstance(out, BinOp) and out.op in ("=", "≠"):
        eq = _tuple_eq(out.op, out.lhs, out.rhs, out.pos)
        if eq is not None:
            return eq
    if isinstance(out, Let) and _pair(out.value) is not None:
        # `let q := (a, b); body`: the tuple substituted (its projections then reduce)
        return _rewrite(_subst(out.body, out.name, out.value), prods, consts)
    return out


def _beta_tuple(t: Term) -> Term | None:
    """``(fun x : T ↦ (e₁, e₂ : A × B)) a`` reduced (β) to the tuple ``((e₁ : A), (e₂ : B))``
    with ``x`` read as ``(a : T)``: a function into a product pinned by a hypothesis
    ``∀ x, f x = (e₁, e₂)`` (:func:`_pin_product_functions`) applied to an argument, whose
    projections then reduce. ``None`` for anything else, or where a binder of the tuple would
    capture a name of ``a``."""
    if not (isinstance(t, App) and len(t.args) == 1 and isinstance(t.fn, Lam)
            and len(t.fn.binders) == 1 and t.fn.binders[0].type is not None
            and isinstance(t.fn.body, Ascribe) and _pair(t.fn.body.term) is not None):
        return None
    b, body = t.fn.binders[0], t.fn.body
    arg = t.args[0]
    inner = {x.name for n in body.term.walk() if isinstance(n, (BigOp, Quant, Lam))
             for x in n.binders}
    if inner & free_names(arg):
        return None
    assert b.type is not None
    value = _subst(body.term, b.name, Ascribe(arg, b.type, getattr(arg, "pos", None)))
    return _typed_tuple(body.type, value)


def _subst(t: Term, name: str, repl: Term) -> Term:
    if isinstance(t, Name):
        head, _, rest = t.id.partition(".")
        if head != name:
            return t
        out: Term = repl
        for f in rest.split(".") if rest else []:
            out = Field(out, f, t.pos)
        return out
    if isinstance(t, (BigOp, Quant, Lam)) and any(b.name == name for b in t.binders):
        return t
    if isinstance(t, Let) and t.name == name:
        return replace(t, value=_subst(t.value, name, repl))
    return map_children(t, lambda c: _subst(c, name, repl), binders=True)


def _typed(t: Term) -> bool:
    """A tuple as :func:`_typed_tuple` makes it (each component ascribed its type)."""
    return isinstance(t, AnonCtor) and all(isinstance(e, Ascribe) or _typed(e) for e in t.elems)


def _left_whole(t: Term, origin: set[str]) -> Term | None:
    """A tuple left after the rewrite (used whole where dgg has no product type): one made of a
    product variable's components, or a typed tuple (a tuple definition's value, a pinned
    function's value at an argument)."""
    for n in t.walk():
        if isinstance(n, AnonCtor) and len(n.elems) >= 2 and (_typed(n) or any(
                isinstance(x, Name) and x.id in origin for e in n.elems for x in e.walk())):
            return n
    return None


def _typed_tuple(ty: Term, value: Term) -> Term | None:
    """``value : ty`` for a tuple literal against a product type: each component ascribed its
    declared type (the anonymous constructor is elaborated against the expected ``A × B``,
    ``Prod.mk (a : A) (b : B)``)."""
    if isinstance(ty, BinOp) and ty.op == "×":
        p = _pair(value)
        if p is None:
            return None
        a, b = _typed_tuple(ty.lhs, p[0]), _typed_tuple(ty.rhs, p[1])
        return None if a is None or b is None else AnonCtor((a, b), value.pos)
    return Ascribe(value, ty, value.pos)


def _tuple_defs(stmt: Statement) -> dict[str, Term]:
    """The definitions without parameters whose type is a product and whose value a tuple
    literal (``abbrev ans : ℝ × ℝ := (2, 1)``, or filled by ``--fix``), by the name the
    statement writes: that tuple, typed."""
    out: dict[str, Term] = {}
    terms = [stmt.conclusion] + [h.term for h in stmt.hypotheses]
    for t in terms:
        if t is None:
            continue
        for n in t.walk():
            if not isinstance(n, Name):
                continue
            head = n.id.partition(".")[0]
            d = stmt.resolve_def(head)
            if d is None or d.params or not _is_product(d.type) or d.body is None:
                continue
            assert d.type is not None
            typed = _typed_tuple(d.type, d.body)
            if typed is not None:
                out[head] = typed
    return out


def _pin_product_functions(stmt: Statement) -> Statement:
    """A function into a product pinned by a hypothesis ``∀ x, f x = (e₁, e₂)`` (``f : A → B × C``)
    is ``fun x : A ↦ ((e₁, e₂) : B × C)`` (function extensionality: the hypothesis determines
    ``f`` on its whole domain), by :func:`dgg.statements.pin_functions`, the mechanism that pins
    functions into numbers, with the tuple typed as the body; its applications then reduce
    (:func:`_beta_tuple`)."""
    fns = {v.name: v.type for v in stmt.variables
           if isinstance(v.type, Arrow) and v.type.kind == "→" and _is_product(v.type.cod)}
    if not fns or stmt.conclusion is None:
        return stmt
    variables, hyps = list(stmt.variables), list(stmt.hypotheses)
    concl = pin_functions(variables, hyps, stmt.conclusion, fns, _typed_value)
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl)


def _typed_value(ty: Arrow, value: Term) -> Term | None:
    """The tuple a function into a product is pinned to, at the declared codomain."""
    return Ascribe(value, ty.cod, value.pos) if _pair(value) is not None else None


def split_products(stmt: Statement) -> Statement:
    """``stmt`` with each variable of a product type replaced by its components (see the module
    docstring); ``stmt`` itself when it has none or no tuple to reduce."""
    stmt = _pin_product_functions(stmt)
    prods = {v.name: v.type for v in stmt.variables if _is_product(v.type)}
    consts = _tuple_defs(stmt)
    has_tuples = any(isinstance(n, (AnonCtor, Let)) for t in
                     [stmt.conclusion] + [h.term for h in stmt.hypotheses] if t is not None
                     for n in t.walk())
    if not prods and not has_tuples and not consts:
        return stmt
    taken = {v.name for v in stmt.variables}
    variables: list[Variable] = []
    comps: set[str] = set()
    for v in stmt.variables:
        if v.name not in prods:
            variables.append(v)
            continue
        assert v.type is not None
        for path, ty in _leaves(v.type, ""):
            name = v.name + path.translate(_SUB)
            if name in taken:
                raise ElabError(f"component {name} of {v.name} : {v.type_text} is a name the "
                                "statement uses", v.type.pos)
            comps.add(name)
            variables.append(Variable(name, ty, f"{v.type_text} (component {path})"))
    ptypes = {k: t for k, t in prods.items() if t is not None}
    hyps = [replace(h, term=_rewrite(h.term, ptypes, consts)) if h.term is not None else h
            for h in stmt.hypotheses]
    assert stmt.conclusion is not None
    concl = _rewrite(stmt.conclusion, ptypes, consts)
    for t in [concl] + [h.term for h in hyps if h.term is not None]:
        bad = _left_whole(t, comps)
        if bad is not None:
            raise ElabError("a tuple used whole (dgg has no product type beyond its "
                            "components, projections and equations)", bad.pos)
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl)
