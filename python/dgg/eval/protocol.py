"""The interface the helper modules of the evaluator see: :class:`TermEvaluator`.

:class:`dgg.eval.terms.TermEval` implements it; the handlers in :mod:`dgg.eval.builtins`,
:mod:`dgg.eval.defs`, :mod:`dgg.eval.deriv` and :mod:`dgg.eval.linalg` take a ``TermEvaluator`` and
call back through it, so they never import the class that dispatches to them (no import cycle).
In: nothing but types. Out: the protocol and the handler signature :data:`Handler`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from dgg.eval.values import Scope, Val
from dgg.model.terms import BinOp, Term

__all__ = ["Handler", "TermEvaluator"]


class TermEvaluator(Protocol):
    """What a handler may ask of the evaluator of one statement (see :class:`dgg.eval.terms.TermEval`)."""

    #: the arithmetic in use (:class:`dgg.eval.numeric.FloatOps` or :class:`~dgg.eval.numeric.ExactOps`)
    ops: Any
    #: float mode: the instances where a relation compared a value that is not finite (or
    #: within rounding, for an order property), ``None`` while there is none
    nonfinite: Any

    def ev(self, t: Term, sc: Scope, want: Any = None) -> Val: ...

    def prop(self, t: Term, sc: Scope) -> Val: ...

    def cast(self, v: Val, want: Any, pos: Any = None) -> Val: ...

    def eval_type(self, t: Term, sc: Scope) -> tuple[Any, ...]: ...

    def const_nat(self, t: Term, sc: Scope) -> int: ...

    def static_type(self, ty: Term, sc: Scope) -> Any: ...

    def value_type(self, vals: list[Val]) -> Any: ...

    def tree_type(self, leaves: list[Term], sc: Scope, want: Any) -> tuple[Any, dict[int, Val]]: ...

    def tree(self, t: Term, sc: Scope, T: Any, cache: dict[int, Val]) -> Val: ...

    def apply(self, f: Val, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val: ...

    def rel_operands(self, t: BinOp, sc: Scope) -> tuple[Val, Val, Any]: ...


#: A library function: ``(evaluator, argument terms, scope, expected type, position) → value``.
Handler = Callable[[TermEvaluator, tuple[Term, ...], Scope, Any, Any], Val]
