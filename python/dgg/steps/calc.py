"""``calc`` chains and pointwise congruence steps, for :class:`dgg.steps.walk.Walker`: each
relation of a ``calc`` is one claim (``_`` is the previous right-hand side), and
``Finset.sum_le_sum``-style steps open the context of the summand (``docs/steps.md``).
A mixin on :class:`dgg.steps.base.WalkerBase`."""

from __future__ import annotations

from fractions import Fraction

from dgg.model.terms import BinOp, Hole, Name, Num, Term
from dgg.steps.base import WalkerBase
from dgg.steps.context import (
    Ctx,
    infer_type,
    render,
    subst,
)
from dgg.steps.intro import (
    POINTWISE_LEMMAS,
    pointwise_goal,
)
from dgg.steps.proof_text import is_ident_char

#: Relations a calc step may state.
_RELS = frozenset({"=", "≠", "≤", "<", "≥", ">", "↔", "⊆", "∣", "∈"})


class CalcSteps(WalkerBase):
    """Handlers of ``calc`` and of pointwise steps (mixed into the walker)."""

    def calc(self, s: int, e: int, ctx: Ctx) -> None:
        """The steps of a ``calc``: each relation is one claim, ``_`` being the previous right-hand
        side; each step's proof is walked with the step as goal."""
        src, t = self.src, self.src.text
        prev: tuple[Term | None, str, str | None] | None = None
        if isinstance(ctx.goal, BinOp):  # `calc _ ≤ b := …`: the first `_` is the goal's side
            prev = (ctx.goal.lhs, render(ctx.goal.lhs), None)
        for k, (a, b) in enumerate(src.calc_steps(s, e)):
            f = src.find_top(a, b, (":=",))
            re_ = src.rstrip(a, f[0] if f else b)
            rel = src.relation_at_top(a, re_)
            if k == 0 and (f is None or rel is None):
                term, reason = self.parse(a, re_)
                prev = (term, src.flat(a, re_), reason)
                continue
            hole = t[a] == "_" and not is_ident_char(t[a + 1:a + 2] or " ")
            term, reason = self.parse(a, re_)
            text = src.flat(a, re_)
            if hole:
                if prev is None:
                    term, reason = None, reason or f"calc step at {src.loc(a)} has no previous step"
                else:
                    text = f"{prev[1]} {src.flat(a + 1, re_)}"
                    if prev[0] is None:
                        term, reason = None, reason or (
                            f"previous right-hand side of the calc step at {src.loc(a)} is not "
                            f"readable ({prev[2]})")
                    elif isinstance(term, BinOp) and isinstance(term.lhs, Hole):
                        term = BinOp(term.op, prev[0], term.rhs, pos=term.pos)
            if term is not None and not (isinstance(term, BinOp) and term.op in _RELS):
                term, reason = None, reason or f"calc step at {src.loc(a)} is not a relation"
            self.claim("calc", a, "", text, term, reason, ctx, re_)
            if rel is not None:
                rhs_text = src.flat(rel[0] + len(rel[1]), re_)
                rhs = term.rhs if isinstance(term, BinOp) else None
                prev = (rhs, rhs_text, reason)
            else:
                prev = (None, "", reason)
            if f is not None:
                self.term(f[0] + 2, b, ctx.child(term), term)

    # ----- pointwise lemmas on sums ------------------------------------------------------------
    def pointwise(self, s: int, e: int, ctx: Ctx, goal: Term | None
                  ) -> tuple[Ctx, Term, int, int] | None:
        """``Finset.sum_le_sum (fun i hi ↦ body)`` (and ``sum_congr rfl``, ``sum_nonneg``,
        ``prod_congr rfl``) on a readable goal over sums: the context of ``body`` (``i`` of the
        sum's index type, ``hi : i ∈ s`` unless the sum is over all of the type) and its goal, with
        the offsets of ``body``; ``None`` when the shape is not recognised."""
        src = self.src
        w = src.word(s)
        kind = POINTWISE_LEMMAS.get(w.removeprefix("Finset."))
        if kind is None or goal is None:
            return None
        i = src.skip_ws(s + len(w), e)
        if kind == "congr":
            if src.word(i) != "rfl":
                return None
            i = src.skip_ws(i + 3, e)
        end = e
        if src.text.startswith("(", i):
            end = src.nested_end(i + 1, e)
            i = src.skip_ws(i + 1, end)
        if src.word(i) != "fun":
            return None
        arrow = src.find_top(i + 3, end, ("↦", "=>"))
        if arrow is None:
            return None
        names = src.slice(i + 3, arrow[0]).split()
        shape = pointwise_goal(kind, goal)
        if len(names) != 2 or shape is None or not all(is_ident_char(c) for n in names for c in n):
            return None
        binder, bodies, rel = shape
        x = binder.name if names[0] == "_" else names[0]
        ty = binder.type or infer_type(binder.name, bodies[-1], ctx, self.param_types)
        if ty is None:
            return None
        sub = ctx.child()
        sub.add_var(x, ty)
        if binder.domain is not None:
            sub.add_hyp(names[1], BinOp("∈", Name(x), binder.domain))
        parts = [subst(b, {binder.name: Name(x)}) for b in bodies]
        lhs = parts[0] if len(parts) == 2 else Num(Fraction(0), "0")
        body_goal = BinOp(rel, lhs, parts[-1])
        bs = src.skip_ws(arrow[0] + len(arrow[1]), end)
        return sub, body_goal, bs, src.nested_end(bs, end)

    def pointwise_hole(self, s: int, e: int, ctx: Ctx) -> bool:
        """``refine Finset.sum_congr rfl (fun j _ ↦ ?_)``: the rest of the block proves the
        pointwise goal with ``j`` in context (``ctx`` is updated in place)."""
        inside = self.pointwise(self.src.skip_ws(s, e), e, ctx, ctx.goal)
        if inside is None or self.src.slice(inside[2], inside[3]).strip() != "?_":
            return False
        sub, body_goal = inside[0], inside[1]
        ctx.variables, ctx.hyps, ctx.opaque = sub.variables, sub.hyps, sub.opaque
        ctx.goal = body_goal
        return True
