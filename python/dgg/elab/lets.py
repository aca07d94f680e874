"""``let x := v; body`` and ``let x : T := v; body`` in statements.

Lean's rule (``elabLetDeclAux``, ``src/Lean/Elab/Binders.lean``): the declared type ``T`` is
elaborated first (a metavariable when it is not written), then the value against it
(``elabTermEnsuringType``: coerced to ``T`` where a coercion exists), then the body with ``x : T``
in the local context and the expected type of the whole ``let``. No default instance is applied
in between, so ``let x := 3`` leaves the numeral's type to the body's uses (``(x : ℝ)`` makes it
ℝ) and only then to ℕ. A ``let`` with a pattern, ``let ⟨a, b⟩ := v``, is read by the parser as
``let p := v; let a := p.1; let b := p.2`` (:mod:`dgg.lean.terms`).

The value is evaluated once: the lowered term is the application ``(fun x : T ↦ body) v``, which
is what a ``let`` means for a value (Lean's ``let`` is definitionally that application; the
elaboration above is what differs, and it is done here, before lowering).
"""

from __future__ import annotations

from typing import Any

from dgg.elab.typed import TBinder, TNode
from dgg.elab.types import Opaque, fresh, type_of_term
from dgg.model.terms import Let

__all__ = ["elab_let"]


def elab_let(el: Any, t: Let, expected: Any, ctx: Any) -> TNode:
    """``t`` elaborated by the elaborator ``el`` (a :class:`dgg.elab.elaborate.Elaborator`) in
    ``ctx``: the value against the declared type (or a fresh metavariable), then the body."""
    if t.type is not None:
        ty = type_of_term(t.type, ctx.type_vars)
        if isinstance(ty, Opaque):
            return el.opaque(t, None, f"let {t.name} of type {ty.text}")
    else:
        ty = fresh("let")
    value = el.el(t.value, ty, ctx)
    body = el.el(t.body, expected, ctx.bind(t.name, ty))
    return TNode("let", body.ty, t, [value, body], op=t.name,
                 binders=[TBinder(t.name, ty, written=t.type is not None)])
