"""Set- and Finset-valued variables pinned by a hypothesis, substituted before elaboration.

A variable ``S : Set T`` (or ``Finset T``) with a hypothesis ``S = E`` (or ``E = S``), or
``∀ x, x ∈ S ↔ p x``, has one possible value: ``E``, or ``{x : T | p x}`` (set extensionality,
``Set.ext``; for a ``Finset``, ``Finset.ext`` and ``Finset.coe``). The statement is read with that
value in place of ``S``, and the variable and the hypothesis dropped: it says the same thing
(``∀ S, S = E → P S`` is ``P E``).

A ``Finset`` pinned by membership exists only when the set ``{x | p x}`` is finite: the hypothesis
becomes ``Set.Finite {x : T | p x}`` (decided where dgg can enumerate the set, else the statement
is ``not_translated``), so that a statement about a Finset that cannot exist is never refuted on
an infinite set; its ``card`` (``S.card``, ``#S``, ``Finset.card S``) is then
``Set.ncard {x : T | p x}`` (``Set.ncard_coe_finset``, ``Mathlib/Data/Set/Card.lean``).
"""

from __future__ import annotations

from dataclasses import replace

from dgg.model.records import Hypothesis, Statement, Variable
from dgg.model.terms import (
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Field,
    Lam,
    Name,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)

__all__ = ["unpin"]


def _set_type(v: Variable) -> tuple[str, Term] | None:
    t = v.type
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in ("Set", "Finset") \
            and len(t.args) == 1:
        return t.fn.id, t.args[0]
    return None


def _pin(h: Term, v: str, elem: Term) -> tuple[Term, bool] | None:
    """``(value, by membership)`` if ``h`` pins ``v``."""
    if isinstance(h, BinOp) and h.op == "=":
        for a, e in ((h.lhs, h.rhs), (h.rhs, h.lhs)):
            if isinstance(a, Name) and a.id == v and v not in _heads(e):
                return e, False
    if isinstance(h, Quant) and h.op == "∀" and len(h.binders) == 1:
        b = h.binders[0]
        body = h.body
        if b.domain is None and isinstance(body, BinOp) and body.op == "↔":
            for m, p in ((body.lhs, body.rhs), (body.rhs, body.lhs)):
                if isinstance(m, BinOp) and m.op == "∈" and isinstance(m.lhs, Name) \
                        and m.lhs.id == b.name and isinstance(m.rhs, Name) and m.rhs.id == v \
                        and v not in _heads(p):
                    spec = BinderSpec(b.name, b.type if b.type is not None else elem, None,
                                      pos=b.pos)
                    pos = h.pos
                    return App(Name("Set.ofPred", pos=pos), (Lam((spec,), p, pos=pos),),
                               pos=pos), True
    return None


def _heads(t: Term) -> set[str]:
    return {n.split(".", 1)[0] for n in free_names(t)}


def _binders(t: Term) -> set[str]:
    return {b.name for n in t.walk() if isinstance(n, (Quant, BigOp, Lam)) for b in n.binders}


def _replace(t: Term, v: str, value: Term, card: Term | None) -> Term:
    """``t`` with ``v`` replaced; ``card`` (if given) replaces ``v.card``, ``#v``,
    ``Finset.card v``."""
    def go(x: Term) -> Term:
        if isinstance(x, Name):
            if x.id == v:
                return value
            if x.id.startswith(v + "."):
                rest = x.id[len(v) + 1:]
                if rest == "card" and card is not None:
                    return card
                return Field(value, rest, pos=x.pos)
            return x
        if card is not None and isinstance(x, UnOp) and x.op == "#" and \
                isinstance(x.arg, Name) and x.arg.id == v:
            return card
        if card is not None and isinstance(x, App) and isinstance(x.fn, Name) and \
                x.fn.id == "Finset.card" and len(x.args) == 1 and \
                isinstance(x.args[0], Name) and x.args[0].id == v:
            return card
        if isinstance(x, (Quant, BigOp, Lam)) and any(b.name == v for b in x.binders):
            return x
        return map_children(x, go, binders=True)
    return go(t)


def unpin(stmt: Statement) -> Statement:
    """``stmt`` with every pinned set variable replaced by its value (see the module doc)."""
    for v in stmt.variables:
        st = _set_type(v)
        if st is None:
            continue
        kind, elem = st
        for i, h in enumerate(stmt.hypotheses):
            if h.term is None:
                continue
            hit = _pin(h.term, v.name, elem)
            if hit is None:
                continue
            value, by_mem = hit
            pos = getattr(value, "pos", None)
            set_ty = App(Name("Set", pos=pos), (elem,), pos=pos)
            if by_mem:
                typed: Term = Ascribe(value, set_ty, pos=pos)
                card: Term | None = App(Name("Set.ncard", pos=pos), (typed,), pos=pos) \
                    if kind == "Finset" else None
            else:
                typed = Ascribe(value, v.type, pos=pos) if v.type is not None else value
                card = None
            if any(w.type is not None and v.name in _heads(w.type) for w in stmt.variables
                   if w.name != v.name):
                continue  # another variable's type mentions the set (`x : S`): left as written
            others = [x.term for j, x in enumerate(stmt.hypotheses) if j != i and x.term]
            if stmt.conclusion is not None:
                others.append(stmt.conclusion)
            if any(_binders(o) & (_heads(typed) | {v.name}) for o in others):
                continue  # a binder would capture a name of the value: left as written
            hyps: list[Hypothesis] = []
            for j, x in enumerate(stmt.hypotheses):
                if j == i:
                    if by_mem and kind == "Finset":
                        fin = App(Name("Set.Finite", pos=pos), (typed,), pos=pos)
                        hyps.append(replace(x, term=fin, text=f"Set.Finite {{… {v.name} …}}"))
                    continue
                hyps.append(x if x.term is None else
                            replace(x, term=_replace(x.term, v.name, typed, card)))
            concl = None if stmt.conclusion is None else \
                _replace(stmt.conclusion, v.name, typed, card)
            variables = [w for w in stmt.variables if w.name != v.name]
            return unpin(replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl))
    return stmt
