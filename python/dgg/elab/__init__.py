"""Typed elaboration: a statement's terms typed as Lean elaborates them.

Between :mod:`dgg.statements` and :mod:`dgg.eval`: :func:`elaborate` takes a
:class:`~dgg.model.records.Statement` and gives its typed terms (:mod:`dgg.elab.typed`: every node
with its Lean type, every coercion an explicit node, every numeral typed) and the statement the
evaluator reads, with those types made explicit (:func:`dgg.elab.lower.lower_statement`). Lean's
rules are in :mod:`dgg.elab.elaborate`, the types in :mod:`dgg.elab.types`, the library's
signatures in :mod:`dgg.elab.signatures`.
"""

from __future__ import annotations

from dataclasses import dataclass

from dgg.elab.elaborate import elaborate_statement
from dgg.elab.encard import unfold_encard
from dgg.elab.lists import unfold_lists
from dgg.elab.lower import lower_statement, show_statement, statement_json
from dgg.elab.pair_sets import unfold_pair_sets
from dgg.elab.set_products import unfold_set_products
from dgg.elab.sets_pin import unpin
from dgg.elab.tuples import split_products
from dgg.elab.typed import TypedStatement
from dgg.elab.types import ElabError
from dgg.model.records import Statement
from dgg.polynomials import PolynomialRefusal, expand_statement

__all__ = ["ElabError", "Elaborated", "elaborate", "show_statement", "statement_json"]


@dataclass
class Elaborated:
    typed: TypedStatement
    statement: Statement

    @property
    def text(self) -> str:
        return show_statement(self.typed)


def elaborate(stmt: Statement) -> Elaborated:
    """``stmt`` elaborated; raises :class:`ElabError` (a reason and a position) where Lean's rules
    give no type or reject a term."""
    try:  # `p : ℝ[X]` pinned by `p = X ^ 2 - 1`: its uses become numbers (dgg.polynomials)
        stmt = expand_statement(stmt)
    except PolynomialRefusal as e:
        raise ElabError(e.why, e.pos) from None
    stmt = unfold_set_products(stmt)  # `#{p ∈ s ×ˢ t | P p}` as sums (dgg.elab.set_products)
    stmt = unfold_pair_sets(stmt)  # `{p : A × B | P p} = {(1, 1)}` (dgg.elab.pair_sets)
    stmt = split_products(stmt)  # `p : ℝ × ℝ` read as its components (dgg.elab.tuples)
    stmt = unfold_lists(stmt)  # `[a, b].sum`, `List.Nodup [a, b]` unfolded (dgg.elab.lists)
    stmt = unfold_encard(stmt)  # `s.encard = k` as `s.Finite ∧ s.ncard = k` (dgg.elab.encard)
    stmt = unpin(stmt)  # set variables pinned by a hypothesis (dgg.elab.sets_pin)
    typed = elaborate_statement(stmt)
    return Elaborated(typed, lower_statement(stmt, typed))
