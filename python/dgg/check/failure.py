"""A statement whose evaluation failed with a Python error, described in users' words.

In: an exception raised while a statement was checked that is not one of dgg's own
(``TypeError``, ``KeyError``, an ``AttributeError`` from sympy: a case the evaluator does not
handle). Out: a ``not_translated`` reason naming the Lean construct being evaluated and its
position (``evaluation of `Real.logb` at 3:9 is not supported for these values``), never the
exception's name or message: those name Python internals, which mean nothing to a reader of the
Lean file (and the traceback is what ``DGG_DEBUG=1`` is for, in the CLI's internal errors).
The construct is the innermost term node (:mod:`dgg.model.terms`) found among the local variables
of the frames the exception went through.
"""

from __future__ import annotations

from types import TracebackType

from dgg.errors import detail
from dgg.model.terms import (
    Abs,
    App,
    BigOp,
    BinOp,
    Field,
    Ite,
    Lam,
    Name,
    Node,
    Norm,
    Quant,
    UnOp,
)

#: Local variable names that hold the term being evaluated, most telling first.
_TERM_LOCALS = ("t", "term", "body", "rel", "r", "e", "arg")


def failure_reason(e: BaseException, where: str = "") -> str:
    """The ``not_translated`` reason for ``e`` (see the module docstring); ``where`` names the
    part of the statement when the caller knows it (``in step h3``)."""
    node = innermost_term(e.__traceback__)
    what = "evaluation" if node is None else f"evaluation of {describe(node)}{_at(node)}"
    return f"{what}{where}: not supported for these values{detail(e)}"


def innermost_term(tb: TracebackType | None) -> Node | None:
    """The term node held by the innermost frame that holds one."""
    found = None
    while tb is not None:
        loc = tb.tb_frame.f_locals
        for name in _TERM_LOCALS:
            v = loc.get(name)
            if isinstance(v, Node) and getattr(v, "pos", None):
                found = v
                break
        tb = tb.tb_next
    return found


def describe(t: Node) -> str:
    """A short Lean rendering of the head of ``t``: `` `+` ``, `` `Real.logb` ``, `` `fun` ``."""
    if isinstance(t, (BinOp, UnOp, BigOp, Quant)):
        return f"`{t.op}`"
    if isinstance(t, App):
        head = t.fn
        while isinstance(head, App):
            head = head.fn
        if isinstance(head, Name):
            return f"`{head.id}`"
        return "an application"
    if isinstance(t, Name):
        return f"`{t.id}`"
    if isinstance(t, Field):
        return f"`.{t.name}`"
    if isinstance(t, Lam):
        return "`fun`"
    if isinstance(t, Abs):
        return "`|·|`"
    if isinstance(t, Norm):
        return "`‖·‖`"
    if isinstance(t, Ite):
        return "`if`"
    return "a term"


def _at(t: Node) -> str:
    pos = getattr(t, "pos", None)
    return f" at {pos[0]}:{pos[1]}" if pos else ""
