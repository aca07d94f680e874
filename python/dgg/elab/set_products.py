"""Products of sets, ``s ×ˢ t``, unfolded into sums and quantifiers over each factor.

Mathlib writes the product of two sets or finsets ``s ×ˢ t`` (``Mathlib/Data/SProd.lean``:
``infixr:82 " ×ˢ " => SProd.sprod``). dgg has no finset of pairs as a value, so before
elaboration a product is taken apart where Mathlib's lemmas take it apart:

* ``(s ×ˢ t).card``, ``Finset.card (s ×ˢ t)``, ``#(s ×ˢ t)``: ``Finset.card s * Finset.card t``
  (``Finset.card_product``, ``Mathlib/Data/Finset/Prod.lean``);
* the number of pairs meeting a predicate, ``(Finset.filter (fun p ↦ P p) (s ×ˢ t)).card`` (or
  ``((s ×ˢ t).filter (fun p ↦ P p)).card``, ``#{p ∈ s ×ˢ t | P p}``, ``Finset.card …``, ``#…``):
  ``(∑ a ∈ s, ∑ b ∈ t, if P (a, b) then 1 else 0 : ℕ)`` (``Finset.card_filter``,
  ``Mathlib/Algebra/BigOperators/Group/Finset/Piecewise.lean``, then ``Finset.sum_product``);
* ``∑ p ∈ s ×ˢ t, f p`` and ``∏``: ``∑ a ∈ s, ∑ b ∈ t, f (a, b)`` (``Finset.sum_product``,
  ``Finset.prod_product``, ``Mathlib/Algebra/BigOperators/Group/Finset/Sigma.lean``);
* ``∀ p ∈ s ×ˢ t, P p`` and ``∃``: ``∀ a ∈ s, ∀ b ∈ t, P (a, b)`` (``Finset.mem_product``,
  ``Set.mem_prod``: ``p ∈ s ×ˢ t ↔ p.1 ∈ s ∧ p.2 ∈ t``; ``Prod.forall``, ``Prod.exists``);
* ``(a, b) ∈ s ×ˢ t``: ``a ∈ s ∧ b ∈ t`` (the same two lemmas).

``P (a, b)`` is ``P`` with the projections ``p.1``/``p.fst`` read ``a`` and ``p.2``/``p.snd``
read ``b`` (:func:`dgg.elab.pair_sets.project_pair`). Only two-fold products, and only where the
bound pair is used through its projections; anything else is left as written, and the product
is then ``not_translated`` (an :class:`ElabError` at the product), never guessed.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from dgg.elab.pair_sets import fresh_components, project_pair
from dgg.elab.types import ElabError
from dgg.model.records import Statement
from dgg.model.terms import (
    AnonCtor,
    App,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Field,
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

__all__ = ["unfold_set_products"]

_OP = "×ˢ"


def _factors(t: Term | None) -> tuple[Term, Term] | None:
    """``(s, t)`` of a two-fold product ``s ×ˢ t`` (neither factor a product itself)."""
    if isinstance(t, BinOp) and t.op == _OP and not any(
            isinstance(x, BinOp) and x.op == _OP for x in (t.lhs, t.rhs)):
        return t.lhs, t.rhs
    return None


def _card_arg(t: Term) -> Term | None:
    """``x`` of ``x.card``, ``Finset.card x`` or ``#x`` (``x`` without an ascription
    ``(x : Finset _)``, which only fixes the type the count does not need)."""
    arg: Term | None = None
    if isinstance(t, Field) and t.name == "card":
        arg = t.obj
    elif isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Finset.card" \
            and len(t.args) == 1:
        arg = t.args[0]
    elif isinstance(t, UnOp) and t.op == "#":
        arg = t.arg
    if isinstance(arg, Ascribe) and isinstance(arg.type, App) \
            and isinstance(arg.type.fn, Name) and arg.type.fn.id == "Finset":
        return arg.term
    return arg


def _filter(t: Term) -> tuple[Lam, Term] | None:
    """``(fun p ↦ P, s)`` of ``Finset.filter (fun p ↦ P) s``, ``s.filter (fun p ↦ P)`` or
    ``{p ∈ s | P}`` (read by :mod:`dgg.lean.terms` as ``dgg.setSep s (fun p ↦ P)``; under a
    card it is Mathlib's ``Finset.filter`` notation)."""
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "dgg.setSep" \
            and len(t.args) == 2 and isinstance(t.args[1], Lam):
        return t.args[1], t.args[0]
    if isinstance(t, App) and len(t.args) >= 1 and isinstance(t.args[0], Lam):
        if isinstance(t.fn, Name) and t.fn.id == "Finset.filter" and len(t.args) == 2:
            return t.args[0], t.args[1]
        if isinstance(t.fn, Field) and t.fn.name == "filter" and len(t.args) == 1:
            return t.args[0], t.fn.obj
    return None


class _Unfold:
    def __init__(self, taken: set[str]) -> None:
        self.taken = taken

    def _split(self, p: str, body: Term, pos: Pos) -> tuple[str, str, Term] | None:
        """The components' names and ``body`` read on them; ``None`` if ``p`` is used whole."""
        a, b = fresh_components(p, self.taken)
        out = project_pair(body, p, Name(a, pos=pos), Name(b, pos=pos))
        return None if out is None else (a, b, out)

    def _nested(self, kind: type[BigOp] | type[Quant], op: str, b: BinderSpec, s: Term,
                t: Term, body: Term, pos: Pos) -> Term | None:
        got = self._split(b.name, body, pos)
        if got is None:
            return None
        a, c, inner = got
        return kind(op, (BinderSpec(a, None, s, b.pos),),
                    kind(op, (BinderSpec(c, None, t, b.pos),), inner, pos), pos)

    def rewrite(self, t: Term) -> Term:
        out = map_children(t, self.rewrite, binders=True)
        pos: Pos = getattr(out, "pos", None)
        arg = _card_arg(out)
        if arg is not None:
            prod = _factors(arg)
            if prod is not None:  # Finset.card_product
                s, u = prod
                card = Name("Finset.card", pos=pos)
                return BinOp("*", App(card, (s,), pos), App(card, (u,), pos), pos)
            filt = _filter(arg)
            factors = _factors(filt[1]) if filt is not None else None
            if filt is not None and factors is not None and len(filt[0].binders) == 1:
                # Finset.card_filter, then Finset.sum_product
                lam, (s, u) = filt[0], factors
                one = Ite(lam.body, Num(Fraction(1), "1", pos), Num(Fraction(0), "0", pos), pos)
                total = self._nested(BigOp, "∑", lam.binders[0], s, u, one, pos)
                if total is not None:
                    return Ascribe(total, Name("ℕ", pos=pos), pos)
            return out
        if isinstance(out, (BigOp, Quant)) and len(out.binders) == 1 \
                and out.binders[0].type is None:
            prod = _factors(out.binders[0].domain)
            if prod is not None:  # Finset.sum_product / prod_product, Finset.mem_product
                got = self._nested(type(out), out.op, out.binders[0], prod[0], prod[1],
                                   out.body, pos)
                return got if got is not None else out
        if isinstance(out, BinOp) and out.op in ("∈", "∉") and isinstance(out.lhs, AnonCtor) \
                and len(out.lhs.elems) == 2:
            prod = _factors(out.rhs)
            if prod is not None:  # Finset.mem_product, Set.mem_prod
                x, y = out.lhs.elems
                m = BinOp("∧", BinOp("∈", x, prod[0], pos), BinOp("∈", y, prod[1], pos), pos)
                return m if out.op == "∈" else UnOp("¬", m, pos)
        return out


def unfold_set_products(stmt: Statement) -> Statement:
    """``stmt`` with its set products taken apart (see the module docstring); ``stmt`` itself
    when it has none. Raises :class:`ElabError` at a product left over: one whose pairs are used
    whole, or in a construct this module does not take apart."""
    terms = [stmt.conclusion] + [h.term for h in stmt.hypotheses]
    if _product(terms) is None:
        return stmt
    names = {n.id.split(".")[0] for t in terms if t is not None for n in t.walk()
             if isinstance(n, Name)} | {v.name for v in stmt.variables}
    for t in terms:
        if t is not None:
            names |= free_names(t)
    u = _Unfold(names)
    hyps = [replace(h, term=u.rewrite(h.term)) if h.term is not None else h
            for h in stmt.hypotheses]
    concl = u.rewrite(stmt.conclusion) if stmt.conclusion is not None else None
    left = _product([concl] + [h.term for h in hyps])
    if left is not None:
        raise ElabError("set product `×ˢ` outside a count, a sum or a membership of its pairs "
                        "through their projections", left.pos)
    return replace(stmt, hypotheses=hyps, conclusion=concl)


def _product(terms: list[Term | None]) -> BinOp | None:
    """The first product ``s ×ˢ t`` in ``terms``, binder domains included (``Node.walk`` skips
    them)."""
    found: list[BinOp] = []

    def go(x: Term) -> Term:
        if not found and isinstance(x, BinOp) and x.op == _OP:
            found.append(x)
        return x if found else map_children(x, go, binders=True)

    for t in terms:
        if t is not None and not found:
            go(t)
    return found[0] if found else None
