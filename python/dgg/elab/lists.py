"""List literals ``[a, b, c]`` and the operations on them that competition statements use,
rewritten before elaboration into the terms they unfold to (Lean core, ``src/Init/Data/List/
Basic.lean``):

* ``l.sum`` / ``List.sum l`` is ``foldr (· + ·) 0``: ``a + (b + (c + 0))``; ``l.prod`` the same
  with ``*`` and 1; ``l.length`` the numeral ``(3 : ℕ)``;
* ``List.Pairwise R l`` (``l.Pairwise R``) is ``R a b ∧ R a c ∧ R b c`` (the inductive
  ``Pairwise``: ``cons`` asks ``∀ a' ∈ l, R a a'``); ``List.Nodup l`` is ``Pairwise (· ≠ ·)``;
* ``l.map f`` is ``[f a, f b, f c]``; a variable ``l : List T`` with a hypothesis
  ``l = [a, b]`` is that literal;
* ``x ∈ l`` is ``x = a ∨ x = b ∨ x = c``; ``l₁ ++ l₂`` of two literals is one literal;
  ``l₁ = l₂`` between literals is the equations between elements (false for two lengths).

A sum or product is a leaf of the operator tree around it in Lean (``List.sum l`` is an
application, its type the list's element type): it is kept one, as the application
``(fun s ↦ s) (a + (b + (c + 0)))``, whose argument the elaborator elaborates on its own (its
type from its elements) and the tree coerces as a whole, as Lean coerces ``↑(List.sum l)``.
The elements of a literal are elaborated at one type in Lean (``List.cons`` at ``α``); a list
whose elements Lean would reject together is a statement Lean rejects, not modelled further.

A list that is left (a variable ``l : List ℝ``, an operation not listed, an empty literal
without a type) is refused (:class:`ElabError`).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import cast

from dgg.elab.types import ElabError
from dgg.model.records import Statement
from dgg.model.terms import (
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Field,
    Lam,
    ListLit,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    map_children,
)

__all__ = ["unfold_lists"]

Pos = tuple[int, int] | None


def _num(v: int, pos: Pos) -> Num:
    return Num(Fraction(v), str(v), pos=pos)


def _true(pos: Pos) -> Term:
    return BinOp("=", Ascribe(_num(0, pos), Name("ℕ", pos=pos), pos),
                 Ascribe(_num(0, pos), Name("ℕ", pos=pos), pos), pos)


def _false(pos: Pos) -> Term:
    return UnOp("¬", _true(pos), pos)


def _chain(op: str, parts: list[Term], empty: Term, pos: Pos) -> Term:
    if not parts:
        return empty
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = BinOp(op, p, out, pos)
    return out


def _leaf(t: Term, pos: Pos) -> Term:
    return App(Lam((BinderSpec("_list_s", None, None, pos),), Name("_list_s", pos=pos), pos),
               (t,), pos)


def _elems(t: Term) -> tuple[tuple[Term, ...], Term | None] | None:
    """The elements of a literal list term and the element type when written
    (``([] : List ℝ)``)."""
    if isinstance(t, ListLit):
        return t.elems, None
    if isinstance(t, Ascribe) and isinstance(t.term, ListLit) and isinstance(t.type, App) \
            and isinstance(t.type.fn, Name) and t.type.fn.id == "List" and len(t.type.args) == 1:
        return t.term.elems, t.type.args[0]
    if isinstance(t, BinOp) and t.op == "++":
        a, b = _elems(t.lhs), _elems(t.rhs)
        if a is not None and b is not None:
            return a[0] + b[0], a[1] or b[1]
    return None


def _typed(es: tuple[Term, ...], ty: Term | None) -> list[Term]:
    return [Ascribe(e, ty, e.pos) if ty is not None else e for e in es]


def _fold(op: str, es: tuple[Term, ...], ty: Term | None, pos: Pos) -> Term:
    unit = 0 if op == "+" else 1
    if not es and ty is None:
        raise ElabError("the sum or product of an empty list without a type", pos)
    zero: Term = Ascribe(_num(unit, pos), ty, pos) if ty is not None else _num(unit, pos)
    return _leaf(_chain(op, _typed(es, ty) + [zero], zero, pos), pos)


def _pairwise(rel: Term | None, es: tuple[Term, ...], ty: Term | None, pos: Pos) -> Term:
    xs = _typed(es, ty)
    parts: list[Term] = []
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            parts.append(BinOp("≠", xs[i], xs[j], pos) if rel is None
                         else App(rel, (xs[i], xs[j]), pos))
    return _chain("∧", parts, _true(pos), pos)


_OPS = {"sum", "prod", "length", "Nodup", "Pairwise"}


def _op(name: str, lst: Term, extra: tuple[Term, ...], pos: Pos) -> Term | None:
    got = _elems(lst)
    if got is None:
        return None
    es, ty = got
    if name == "sum" and not extra:
        return _fold("+", es, ty, pos)
    if name == "prod" and not extra:
        return _fold("*", es, ty, pos)
    if name == "length" and not extra:
        return Ascribe(_num(len(es), pos), Name("ℕ", pos=pos), pos)
    if name == "Nodup" and not extra:
        return _pairwise(None, es, ty, pos)
    if name == "Pairwise" and len(extra) == 1:
        return _pairwise(extra[0], es, ty, pos)
    return None


def _map(f: Term, lst: Term, pos: Pos) -> Term | None:
    """``List.map f [a, b]`` is ``[f a, f b]`` (``List.map``, ``src/Init/Data/List/Basic.lean``)."""
    got = _elems(lst)
    if got is None:
        return None
    es, ty = got
    return ListLit(tuple(App(f, (e,), pos) for e in _typed(es, ty)), pos)


def _rewrite(t: Term) -> Term:
    out = map_children(t, _rewrite, binders=True)
    pos = getattr(out, "pos", None)
    if isinstance(out, App) and isinstance(out.fn, Field) and out.fn.name == "map" \
            and len(out.args) == 1:  # `[a, b].map f`
        m = _map(out.args[0], out.fn.obj, pos)
        if m is not None:
            return m
    if isinstance(out, App) and isinstance(out.fn, Name) and out.fn.id == "List.map" \
            and len(out.args) == 2:
        m = _map(out.args[0], out.args[1], pos)
        if m is not None:
            return m
    if isinstance(out, Field) and out.name in _OPS:  # `[a, b].sum`
        r = _op(out.name, out.obj, (), pos)
        if r is not None:
            return r
    if isinstance(out, App):
        fn = out.fn
        if isinstance(fn, Field) and fn.name in _OPS:  # `[a, b].Pairwise R`
            r = _op(fn.name, fn.obj, out.args, pos)
            if r is not None:
                return r
        if isinstance(fn, Name) and fn.id.startswith("List.") and fn.id[5:] in _OPS:
            name = fn.id[5:]
            if name == "Pairwise" and len(out.args) == 2:
                r = _op(name, out.args[1], (out.args[0],), pos)
            elif len(out.args) == 1:
                r = _op(name, out.args[0], (), pos)
            else:
                r = None
            if r is not None:
                return r
    if isinstance(out, BinOp) and out.op in ("∈", "∉"):
        got = _elems(out.rhs)
        if got is not None:
            es, ty = got
            mem = _chain("∨", [BinOp("=", out.lhs, e, pos) for e in _typed(es, ty)],
                         _false(pos), pos)
            return mem if out.op == "∈" else UnOp("¬", mem, pos)
    if isinstance(out, BinOp) and out.op in ("=", "≠"):
        a, b = _elems(out.lhs), _elems(out.rhs)
        if a is not None and b is not None:
            ty = a[1] or b[1]
            if len(a[0]) != len(b[0]):
                eq = _false(pos)
            else:
                eq = _chain("∧", [BinOp("=", x, y, pos) for x, y in
                                  zip(_typed(a[0], ty), _typed(b[0], ty))], _true(pos), pos)
            return eq if out.op == "=" else UnOp("¬", eq, pos)
    return out


def _left(t: Term) -> Term | None:
    for n in t.walk():
        if isinstance(n, ListLit):
            return n
    return None


def _list_type(t: Term | None) -> bool:
    return isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "List" \
        and len(t.args) == 1


def _pin_lists(stmt: Statement) -> Statement:
    """A variable ``l : List T`` with a hypothesis ``l = [a, b]`` (or ``[a, b] = l``) is that
    literal, ``([a, b] : List T)``: substituted, the variable and the hypothesis dropped (the
    hypothesis determines ``l``)."""
    lists = {v.name: v.type for v in stmt.variables if _list_type(v.type)}
    if not lists:
        return stmt
    pins: dict[str, Term] = {}
    hyps = []
    for h in stmt.hypotheses:
        t = h.term
        hit = None
        if isinstance(t, BinOp) and t.op == "=":
            for a, b in ((t.lhs, t.rhs), (t.rhs, t.lhs)):
                if isinstance(a, Name) and a.id in lists and a.id not in pins \
                        and isinstance(b, ListLit) and not _names(b) & set(lists):
                    hit = (a.id, Ascribe(b, cast(Term, lists[a.id]), b.pos))
                    break
        if hit is None:
            hyps.append(h)
        else:
            pins[hit[0]] = hit[1]
    if not pins:
        return stmt

    def sub(t: Term) -> Term:
        if isinstance(t, Name) and t.id.split(".")[0] in pins:
            head, _, rest = t.id.partition(".")
            out: Term = pins[head]
            for f in rest.split(".") if rest else []:
                out = Field(out, f, t.pos)
            return out
        if isinstance(t, (Quant, BigOp, Lam)) and any(b.name in pins for b in t.binders):
            raise ElabError("a binder shadowing a list variable", t.pos)
        return map_children(t, sub, binders=True)

    hyps = [replace(h, term=sub(h.term)) if h.term is not None else h for h in hyps]
    assert stmt.conclusion is not None
    return replace(stmt, variables=[v for v in stmt.variables if v.name not in pins],
                   hypotheses=hyps, conclusion=sub(stmt.conclusion))


def _names(t: Term) -> set[str]:
    return {n.id.split(".")[0] for n in t.walk() if isinstance(n, Name)}


#: the longest ``List.range k`` written out
MAX_RANGE = 64


def _ranges(t: Term) -> Term:
    """``List.range k`` for a numeral ``k`` as the literal ``([0, 1, …, k - 1] : List ℕ)``
    (``List.range : Nat → List Nat``, ``range n = [0, 1, …, n - 1]``,
    ``src/Init/Data/List/Basic.lean``)."""
    out = map_children(t, _ranges, binders=True)
    if isinstance(out, App) and isinstance(out.fn, Name) and out.fn.id == "List.range" \
            and len(out.args) == 1 and isinstance(out.args[0], Num) \
            and out.args[0].value.denominator == 1 and 0 <= out.args[0].value <= MAX_RANGE:
        pos = out.pos
        k = int(out.args[0].value)
        return Ascribe(ListLit(tuple(_num(i, pos) for i in range(k)), pos),
                       App(Name("List", pos=pos), (Name("ℕ", pos=pos),), pos), pos)
    return out


def unfold_lists(stmt: Statement) -> Statement:
    """``stmt`` with its list literals unfolded (see the module docstring); ``stmt`` itself when
    it has none. Raises :class:`ElabError` where a list is left."""
    stmt = _pin_lists(stmt)
    if stmt.conclusion is not None:
        stmt = replace(stmt, conclusion=_ranges(stmt.conclusion),
                       hypotheses=[replace(h, term=_ranges(h.term)) if h.term is not None else h
                                   for h in stmt.hypotheses])
    terms = [stmt.conclusion] + [h.term for h in stmt.hypotheses]
    if not any(isinstance(n, ListLit) for t in terms if t is not None for n in t.walk()):
        return stmt
    hyps = [replace(h, term=_rewrite(h.term)) if h.term is not None else h
            for h in stmt.hypotheses]
    assert stmt.conclusion is not None
    concl = _rewrite(stmt.conclusion)
    for t in [concl] + [h.term for h in hyps if h.term is not None]:
        bad = _left(t)
        if bad is not None:
            raise ElabError("a list used otherwise than by sum, prod, length, Nodup, Pairwise, "
                            "∈, ++ or = of literals", bad.pos)
    return replace(stmt, hypotheses=hyps, conclusion=concl)
