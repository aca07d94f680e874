"""The walk over one proof body that finds its claims and rebuilds their contexts (used by
:mod:`dgg.steps.driver`, which is the public entry point).

The walker reads tactic blocks item by item (layout from :mod:`dgg.steps.proof_text`), follows the goal
where it can be read (``intro`` needs it), keeps a :class:`dgg.steps.context.Ctx` per scope, and
turns each claim into a :class:`dgg.model.records.Statement` (``docs/steps.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from dgg.errors import DggError
from dgg.lean.terms import FragmentError, parse_term
from dgg.model.records import Declaration, Hypothesis, Statement, Variable
from dgg.model.terms import BinOp, Name, Quant, Sort, Term, UnOp
from dgg.steps.context import (
    Ctx,
    DerivedHypothesis,
    build_statement,
    has_hole,
    is_prop,
    render,
)
from dgg.steps.intro import bind_pattern, parse_pattern, peel
from dgg.steps.proof_text import ProofText, is_ident_start
from dgg.steps.tactics import TacticSteps

__all__ = ["StepClaim", "Walker"]

#: Tactics that split the goal into cases or introduce names whose facts cannot be read.
_CASE_TACTICS = frozenset({"induction", "cases", "match", "induction'"})
_TAINT_TACTICS = frozenset({
    "ext", "funext", "split_ifs", "split", "interval_cases", "fin_cases", "contrapose",
    "contrapose!", "wlog", "filter_upwards", "peel", "lift", "by_contra'", "rename_i", "choose!",
    "nontriviality",
})
_OPAQUE_TACTICS = frozenset({"choose", "generalize"})
_SKIP_TACTICS = frozenset({"conv", "conv_lhs", "conv_rhs", "conv_rhs_at"})
_CLAIM_WORDS = ("by", "fun", "calc", "have", "show", "suffices", "obtain")


@dataclass
class StepClaim:
    """One intermediate claim of a proof.

    ``name`` is the ``have`` label or ``"<theorem short name>:<line>"``; ``line``/``col`` locate the
    claim's keyword (or the ``calc`` step); ``text`` is the claim as written, whitespace collapsed,
    with a ``calc`` step's ``_`` replaced by the previous right-hand side. ``statement`` is ``None``
    when the claim cannot be given a context, ``reason`` then says why. ``fallback`` is the same
    statement without the hypotheses taken from earlier ``have``s (they follow from the rest of the
    context), tried when the engine cannot sample or translate them.
    """

    name: str
    theorem: str
    file: str
    line: int
    col: int
    text: str
    kind: str
    statement: Statement | None = None
    reason: str | None = None
    fallback: Statement | None = field(default=None, repr=False)
    #: Where the enclosing proof by contradiction starts (its context is meant to be inconsistent).
    contradiction: str | None = None


class Walker(TacticSteps):
    """Walks one proof: tactic blocks, terms, ``calc`` chains; records claims with contexts."""

    def __init__(self, decl: Declaration, stmt: Statement) -> None:
        self.decl, self.stmt = decl, stmt
        line, col = decl.proof_span[0]  # type: ignore[index]
        self.src = ProofText(decl.value_text, line, col, decl.file)
        self.claims: list[StepClaim] = []
        self.claimed: set[int] = set()
        self.param_types: dict[str, list[Term]] = {}
        for key, d in stmt.defs.items():
            types = [p.type for p in d.params if p.kind == "explicit"]
            self.param_types[key] = types  # type: ignore[assignment]
            self.param_types.setdefault(key.rsplit(".", 1)[-1], types)  # type: ignore[arg-type]
        self.type_names = {v.name for v in stmt.variables if isinstance(v.type, Sort)}

    # ----- driver ------------------------------------------------------------------------------
    def run(self) -> None:
        ctx = Ctx(goal=self.stmt.conclusion)
        for v in self.stmt.variables:
            ctx.variables[v.name] = v
        ctx.hyps = list(self.stmt.hypotheses)
        missing = [h for h in self.stmt.hypotheses if h.term is None]
        if missing:
            h = missing[0]
            ctx.taint = (f"hypothesis {h.name} of {self.decl.name} is outside the fragment"
                         + (f" ({self.stmt.reason})" if self.stmt.reason else ""))
        self.term(0, len(self.src.text), ctx, ctx.goal)

    def skipped(self) -> int:
        lines = self.src.lines_with_content(0, len(self.src.text))
        return len(lines - self.claimed)

    # ----- parsing helpers ---------------------------------------------------------------------
    def parse(self, start: int, end: int) -> tuple[Term | None, str | None]:
        start = self.src.skip_ws(start, end)
        end = self.src.rstrip(start, end)
        line, col = self.src.pos(start)
        try:
            return parse_term(self.src.text[start:end], self.decl.file, line, col), None
        except FragmentError as e:
            return None, e.reason
        except DggError as e:
            return None, e.one_line()

    def binder_groups(self, spans: list[tuple[int, int]]) -> tuple[
            list[Variable], list[Hypothesis], str | None]:
        """Variables and hypotheses of ``have h (x : T) (hx : P) : …`` binder groups."""
        vars_: list[Variable] = []
        hyps: list[Hypothesis] = []
        for a, b in spans:
            opener = self.src.text[a]
            colon = self.src.find_top(a + 1, b, (":",))
            if colon is None:
                return vars_, hyps, f"binder at {self.src.loc(a)} has no readable type"
            if opener == "[":
                continue
            names = self.src.slice(a + 1, colon[0]).split()
            ty, reason = self.parse(colon[0] + 1, b)
            if ty is None:
                return vars_, hyps, reason
            for n in names:
                if is_prop(ty, n):
                    hyps.append(Hypothesis(n, ty, render(ty), *self.src.pos(a)))
                else:
                    vars_.append(Variable(n, ty, render(ty)))
        return vars_, hyps, None

    # ----- claims ------------------------------------------------------------------------------
    def claim(self, kind: str, off: int, label: str, text: str, term: Term | None,
              reason: str | None, ctx: Ctx, end: int, extra_vars: Sequence[Variable] = (),
              extra_hyps: Sequence[Hypothesis] = ()) -> None:
        line, col = self.src.pos(off)
        self.claimed.update(range(line, self.src.pos(max(off, end - 1))[0] + 1))
        name = label or f"{self.decl.short_name}:{line}"
        st = fb = None
        if term is not None and reason is None:
            full_name = (f"{self.decl.name}.{label}@{line}" if label
                         else f"{self.decl.name}@{line}")
            st, fb, reason = build_statement(
                self.stmt, full_name, f"{self.decl.file}:{line}:{col}", term, text, ctx,
                extra_vars, extra_hyps, docstring=f"{kind} step of {self.decl.name}")
        self.claims.append(StepClaim(name, self.decl.name, self.decl.file, line, col, text, kind,
                                     st, reason, fb, ctx.contradiction))

    def add_derived(self, ctx: Ctx, name: str, term: Term, off: int, text: str = "") -> None:
        """Record an earlier ``have`` as a hypothesis of later claims (only propositions)."""
        if not is_prop(term) or has_hole(term):
            return
        line, col = self.src.pos(off)
        ctx.hyps.append(DerivedHypothesis(name or "this", term, text or render(term), line, col))

    # ----- terms -------------------------------------------------------------------------------
    def term(self, s: int, e: int, ctx: Ctx, goal: Term | None) -> None:
        """A term region: a ``by`` block, a ``calc``, a ``fun``, a term-mode ``have``/``show``, or
        any term, scanned for nested ``by``/``fun``/``calc``."""
        src, t = self.src, self.src.text
        i = src.skip_ws(s, e)
        if i >= e:
            return
        w = "λ" if t[i] == "λ" else src.word(i)
        if w == "by":
            self.tactic_block(i + 2, e, ctx.child(goal))
            return
        if w == "calc":
            self.calc(i + 4, e, ctx.child(goal))
            return
        if w in ("have", "haveI", "show", "suffices", "obtain", "let"):
            self.tactic_block(i, e, ctx.child(goal))
            return
        if w in ("fun", "λ"):
            self.lam(i, i + len(w), e, ctx, goal)
            return
        inside = self.pointwise(i, e, ctx, goal)
        if inside is not None:
            sub, body_goal, bs, be = inside
            self.term(bs, be, sub, body_goal)
            return
        j = i
        while j < e:
            c = t[j]
            if c == "λ" or is_ident_start(c):
                w = "λ" if c == "λ" else src.word(j)
                if w == "match" or (w == "if" and self._dependent_if(j + 2, e)):
                    reason = f"`{w}` at {src.loc(j)} splits into cases whose facts are not read"
                    self.term(j + len(w), e, ctx.child(taint=reason), None)
                    return
                if w in _CLAIM_WORDS or w == "λ":
                    end = src.nested_end(j, e)
                    self.term(j, end, ctx, None)
                    j = max(end, j + 1)
                    continue
                if w:
                    j += len(w)
                    continue
            j += 1

    def _dependent_if(self, s: int, e: int) -> bool:
        """Whether ``if`` at ``s`` is ``if h : c then …`` (the branches assume ``h``)."""
        i = self.src.skip_ws(s, e)
        w = self.src.word(i)
        j = self.src.skip_ws(i + len(w), e) if w else i
        return bool(w) and self.src.text.startswith(":", j) and not self.src.text.startswith(
            ":=", j)

    def lam(self, kw: int, s: int, e: int, ctx: Ctx, goal: Term | None) -> None:
        """``fun binders ↦ body``: binders peel a readable goal; otherwise typed binders are read
        and untyped ones taint the body."""
        src = self.src
        f = src.find_top(s, e, ("↦", "=>"))
        if f is None:
            return
        sub = ctx.child()
        g = goal
        loc = src.loc(kw)
        pat = parse_pattern(src.slice(s, f[0]))
        parts = pat.parts if pat.kind == "seq" else [pat]
        for p in parts:
            if p.kind == "name" and g is not None:
                g = peel(sub, g, p.name, loc, self.param_types)
            elif p.kind == "typed" and p.parts[0].kind == "name" and g is None:
                ty, reason = self._parse_text(p.type_text, kw)
                name = p.parts[0].name
                if ty is None:
                    sub.taint = sub.taint or f"{name} at {loc} has no readable type ({reason})"
                elif is_prop(ty, name):
                    sub.add_hyp(name, ty)
                else:
                    sub.add_var(name, ty)
            elif p.kind == "typed" and p.parts[0].kind == "name":
                g = peel(sub, g, p.parts[0].name, loc, self.param_types)
            elif p.kind == "tuple" and isinstance(g, BinOp) and g.op == "→":
                bind_pattern(sub, p, g.lhs, loc, self.param_types)
                g = g.rhs
            else:
                names = [p.name] if p.kind == "name" else []
                sub.taint = sub.taint or (
                    f"{(names or ['a fun binder'])[0]} at {loc} has no readable type")
                g = None
        self.term(f[0] + len(f[1]), e, sub, g)

    def _parse_text(self, text: str, off: int) -> tuple[Term | None, str | None]:
        line, col = self.src.pos(off)
        try:
            return parse_term(text, self.decl.file, line, col), None
        except FragmentError as e:
            return None, e.reason
        except DggError as e:
            return None, e.one_line()

    # ----- tactic blocks -----------------------------------------------------------------------
    def tactic_block(self, start: int, end: int, ctx: Ctx) -> None:
        src, t = self.src, self.src.text
        pending: list[tuple[str, Ctx, bool]] | None = None
        for s, e in src.block_items(start, end):
            if t[s] in "·." and (s + 1 >= e or t[s + 1].isspace()):
                sub = pending.pop(0)[1] if pending else ctx.child()
                self.tactic_block(s + 1, e, sub)
                continue
            w = src.word(s)
            if w in ("case", "next", "case'"):
                self.case(s, w, e, ctx, pending)
                continue
            if pending:
                if len(pending) == 1:
                    ctx = pending[0][1]
                elif any(d for _, _, d in pending):
                    ctx = ctx.child(taint=f"several goals with different contexts before "
                                          f"{src.loc(s)}")
                else:
                    ctx.goal = None
            pending = self.tactic(s, w, e, ctx)

    def case(self, s: int, w: str, e: int, ctx: Ctx, pending: list | None) -> None:
        src = self.src
        f = src.find_top(s, e, ("=>",))
        if f is None:
            return
        words = src.slice(s + len(w), f[0]).split()
        tag, args = (words[0] if words else "", words[1:]) if w != "next" else ("", words)
        sub = None
        if pending:
            for k, (ptag, _pctx, _) in enumerate(pending):
                if not tag or ptag == tag:
                    sub = pending.pop(k)[1]
                    break
        sub = (sub or ctx).child(ctx.goal if sub is None else sub.goal)
        named = [a for a in args if a != "_"]
        if named:
            sub.taint = sub.taint or f"{named[0]} at {src.loc(s)} has no readable type"
        self.tactic_block(f[0] + 2, e, sub)

    def tactic(self, s: int, w: str, e: int, ctx: Ctx) -> list[tuple[str, Ctx, bool]] | None:
        """One tactic item. Mutates ``ctx``; returns the contexts of the goals it splits into."""
        src = self.src
        comb = src.find_top(s, e, ("<;>",))
        head_end = src.rstrip(s, comb[0]) if comb else e
        pending = self.tactic_head(s, w, head_end, ctx)
        if comb:
            rest = ctx.child(taint=f"tactic after `<;>` at {src.loc(comb[0])} runs in "
                                   f"goals whose contexts are not read")
            self.tactic_block(comb[0] + 3, e, rest)
            ctx.goal = None
            return None
        return pending

    def tactic_head(self, s: int, w: str, e: int, ctx: Ctx
                    ) -> list[tuple[str, Ctx, bool]] | None:
        src = self.src
        after = s + len(w)
        loc = src.loc(s)
        if w in ("have", "have'", "replace"):
            return self.have(s, after, e, ctx, "have")
        elif w in ("haveI", "letI"):
            return self.have(s, after, e, ctx, "instance")
        elif w == "suffices":
            return self.have(s, after, e, ctx, "suffices")
        elif w == "show":
            self.show(s, after, e, ctx)
        elif w == "obtain":
            return self.obtain(s, after, e, ctx)
        elif w in ("rcases", "cases'"):
            return self.rcases(s, after, e, ctx, w)
        elif w == "calc":
            self.calc(after, e, ctx.child(ctx.goal))
            ctx.goal = None
        elif w in ("intro", "intros"):
            names = src.slice(after, e).split()
            if not names:
                ctx.goal = peel(ctx, ctx.goal, "_", loc, self.param_types)
                while w == "intros" and isinstance(ctx.goal, (Quant, BinOp)) and (
                        isinstance(ctx.goal, Quant) or ctx.goal.op == "→"):
                    ctx.goal = peel(ctx, ctx.goal, "_", loc, self.param_types)
            for n in names:
                ctx.goal = peel(ctx, ctx.goal, n, loc, self.param_types)
        elif w == "rintro":
            return self.rintro(after, e, ctx, loc)
        elif w in ("set", "let"):
            self.set_(after, e, ctx, loc)
        elif w == "by_cases":
            return self.by_cases(after, e, ctx, loc)
        elif w in ("by_contra", "by_contra!"):
            names = src.slice(after, e).split()
            name = names[0] if names else "this"
            if ctx.goal is not None and (len(names) <= 1):
                ctx.add_hyp(name, UnOp("¬", ctx.goal))
                ctx.goal = Name("False")
                ctx.contradiction = f"`{w}` at {loc}"
            else:
                ctx.taint = ctx.taint or f"{name} at {loc} has no readable type"
        elif w == "constructor" and isinstance(ctx.goal, BinOp) and ctx.goal.op in ("∧", "↔"):
            g = ctx.goal
            if g.op == "∧":
                goals = [g.lhs, g.rhs]
            else:
                goals = [BinOp("→", g.lhs, g.rhs), BinOp("→", g.rhs, g.lhs)]
            return [(tag, ctx.child(gl), False) for tag, gl in zip(("left", "right"), goals)]
        elif w in _SKIP_TACTICS:
            ctx.goal = None
        elif w in _CASE_TACTICS:
            self.alternatives(s, e, ctx, f"`{w}` at {loc} splits into cases whose facts are "
                                         f"not read")
        elif w in ("refine", "exact", "apply") and self.pointwise_hole(after, e, ctx):
            pass  # `refine Finset.sum_congr rfl (fun j _ ↦ ?_)`: the block continues inside
        elif w in _TAINT_TACTICS or (w in ("gcongr", "congr", "refine", "refine'", "apply",
                                             "exact", "use", "filter_upwards")
                                     and self._introduces(after, e)):
            ctx.taint = ctx.taint or f"`{w}` at {loc} introduces names whose facts are not read"
            self.term(after, e, ctx.child(), None)
            ctx.goal = None
        elif w in _OPAQUE_TACTICS:
            for n in src.slice(after, e).replace(",", " ").split():
                if n in ("using", "with", ":"):
                    break
                ctx.add_opaque(n, loc)
            ctx.goal = None
        else:
            goal = ctx.goal if w in ("exact", "refine", "apply") else None
            self.term(after, e, ctx.child(), goal)
            ctx.goal = None
        return None

    def _introduces(self, s: int, e: int) -> bool:
        """Whether a ``refine``/``gcongr``/… item binds names for the goals it leaves."""
        text = self.src.slice(s, e)
        if " with " in f" {text} ":
            return True
        return "?_" in text and any(k in text for k in ("fun ", "λ", "intro"))
