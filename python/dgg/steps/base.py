"""What the tactic handlers (:mod:`dgg.steps.tactics`, :mod:`dgg.steps.calc`) need of the proof
walker: :class:`WalkerBase` declares the walker's state and the methods they call back into.
:class:`dgg.steps.walk.Walker` overrides every method, so the dependency runs one way (``walk``
imports the handlers, never the reverse). In: nothing; out: the base class."""

from __future__ import annotations

from collections.abc import Sequence

from dgg.model.records import Hypothesis, Variable
from dgg.model.terms import Term
from dgg.steps.context import (
    Ctx,
)
from dgg.steps.proof_text import ProofText


class WalkerBase:
    """What the tactic handlers rely on: the parts of :class:`dgg.steps.walk.Walker` they call
    back into. ``Walker`` overrides every method here; declaring them on a base class (instead of
    importing ``Walker``) keeps the dependency one way: ``walk`` imports ``tactics``."""

    src: ProofText
    param_types: dict[str, list[Term]]

    def parse(self, start: int, end: int) -> tuple[Term | None, str | None]:
        raise NotImplementedError

    def binder_groups(self, spans: list[tuple[int, int]]) -> tuple[
            list[Variable], list[Hypothesis], str | None]:
        raise NotImplementedError

    def claim(self, kind: str, off: int, label: str, text: str, term: Term | None,
              reason: str | None, ctx: Ctx, end: int, extra_vars: Sequence[Variable] = (),
              extra_hyps: Sequence[Hypothesis] = ()) -> None:
        raise NotImplementedError

    def add_derived(self, ctx: Ctx, name: str, term: Term, off: int, text: str = "") -> None:
        raise NotImplementedError

    def term(self, s: int, e: int, ctx: Ctx, goal: Term | None) -> None:
        raise NotImplementedError

    def tactic_block(self, start: int, end: int, ctx: Ctx) -> None:
        raise NotImplementedError
