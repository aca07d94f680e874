"""The tactics that carry claims or change the context, for :class:`dgg.steps.walk.Walker`:
``have``/``suffices``, ``show``, ``obtain``/``rcases``/``rintro``, ``set``/``let``, ``by_cases``
and case alternatives (``docs/steps.md``); ``calc`` chains are in :mod:`dgg.steps.calc`.

:class:`TacticSteps` is a mixin: it relies on the walker's methods declared by
:class:`dgg.steps.base.WalkerBase`.
"""

from __future__ import annotations

from dgg.model.records import Hypothesis, Variable
from dgg.model.terms import App, BinderSpec, BinOp, Name, Quant, Term, UnOp
from dgg.steps.calc import CalcSteps
from dgg.steps.context import (
    Ctx,
    free_set,
    has_hole,
    is_class,
    is_prop,
    subst,
)
from dgg.steps.intro import (
    SPLIT_LEMMAS,
    Pat,
    bind_pattern,
    disjuncts,
    instantiate,
    parse_pattern,
    peel,
    split_lemma_fact,
)
from dgg.steps.proof_text import is_ident_char


class TacticSteps(CalcSteps):
    """Handlers of the claim-bearing tactics (mixed into the walker)."""

    def have(self, kw: int, s: int, e: int, ctx: Ctx, kind: str
             ) -> list[tuple[str, Ctx, bool]] | None:
        """``have``/``suffices`` ``[label] [binders] : T (:= proof | by tac | from e)``.
        ``haveI``/``letI`` (``kind == "instance"``) are claims only when ``T`` is a proposition
        (``haveI : Nonempty V := ⟨v⟩`` introduces an instance, not a fact to check)."""
        is_instance = kind == "instance"
        kind = "have" if is_instance else kind
        src, t = self.src, self.src.text
        i = src.skip_ws(s, e)
        label, pattern = "", None
        if i < e and t[i] == "⟨":
            j = src.nested_end(i + 1, e)
            pattern, i = src.slice(i, j + 1), src.skip_ws(j + 1, e)
        else:
            w = src.word(i)
            nxt = src.skip_ws(i + len(w), e) if w else i
            if w and w not in ("by", "from") and (t.startswith(":", nxt) or t[nxt:nxt + 1] in
                                                   "({[⦃"):
                label, i = w, nxt
        groups: list[tuple[int, int]] = []
        while i < e and t[i] in "({[⦃" and (label or kind == "have"):
            j = src.nested_end(i + 1, e)
            groups.append((i, j))
            i = src.skip_ws(j + 1, e)
        if t.startswith(":", i) and not t.startswith(":=", i):
            i += 1
        elif kind == "have" or t.startswith(":=", i):
            if t.startswith(":=", i):
                self.term(i + 2, e, ctx.child(), None)
            hypname = label or "this"
            if pattern is not None:
                bind_pattern(ctx, parse_pattern(pattern), None, src.loc(kw), self.param_types)
            else:
                ctx.add_opaque(hypname, src.loc(kw))
            return None
        ts = src.skip_ws(i, e)
        f = src.find_top(ts, e, (":=",), ("by", "from"))
        te = src.rstrip(ts, f[0] if f else e)
        term, reason = self.parse(ts, te)
        evars, ehyps, breason = self.binder_groups(groups)
        reason = reason or breason
        if not (is_instance and (term is None or not is_prop(term))) and not is_class(term):
            self.claim(kind, kw, label, src.flat(ts, te), term, reason, ctx, te, evars, ehyps)
        if f is not None:
            ps = f[0] + len(f[1])
            inner = ctx.child(term if kind == "have" else ctx.goal)
            if breason is not None:
                inner.taint = inner.taint or breason
            for v in evars:  # the proof of `have h (x : T) (hx : P) : Q` sees x and hx
                if v.type is not None:
                    inner.add_var(v.name, v.type)
            for h in ehyps:
                if h.term is not None:
                    inner.add_hyp(h.name, h.term)
            if kind == "suffices" and term is not None:
                inner.add_hyp(label or "this", term)
            elif kind == "suffices":
                inner.taint = inner.taint or f"{label or 'this'} at {src.loc(kw)} has no " \
                                             f"readable type"
            if f[1] == "by":
                self.tactic_block(ps, e, inner)
            else:
                self.term(ps, e, inner, inner.goal)
        # `have h : T` without a proof: T is the next goal, then the main goal with h
        proving = ctx.child(None if evars or ehyps else term) if f is None else None
        if term is None:
            if pattern is not None:
                bind_pattern(ctx, parse_pattern(pattern), None, src.loc(kw), self.param_types)
        elif kind == "suffices":
            ctx.goal = term if f is not None else None
            return None
        else:
            full = self._generalise(term, evars, ehyps)
            if pattern is not None:
                bind_pattern(ctx, parse_pattern(pattern), full, src.loc(kw), self.param_types)
            elif full is not None:
                self.add_derived(ctx, label or "this", full, kw,
                                 src.flat(ts, te) if full is term else "")
        if proving is None:
            return None
        return [("", proving, True), ("", ctx.child(ctx.goal), True)]

    @staticmethod
    def _generalise(term: Term, evars: list[Variable], ehyps: list[Hypothesis]) -> Term | None:
        """``∀ binders, hyps → term``: the fact a ``have h (x : T) (hx : P) : Q`` leaves."""
        body = term
        for h in reversed(ehyps):
            if h.term is None:
                return None
            body = BinOp("→", h.term, body)
        if evars:
            body = Quant("∀", tuple(BinderSpec(v.name, v.type) for v in evars), body)
        return body

    def show(self, kw: int, s: int, e: int, ctx: Ctx) -> None:
        src = self.src
        ts = src.skip_ws(s, e)
        f = src.find_top(ts, e, (":=",), ("by", "from"))
        te = src.rstrip(ts, f[0] if f else e)
        term, reason = self.parse(ts, te)
        self.claim("show", kw, "", src.flat(ts, te), term, reason, ctx, te)
        readable = term is not None and not has_hole(term)
        if f is not None:
            inner = ctx.child(term if readable else None)
            if f[1] == "by":
                self.tactic_block(f[0] + 2, e, inner)
            else:
                self.term(f[0] + len(f[1]), e, inner, inner.goal)
        ctx.goal = term if readable else None

    def obtain(self, kw: int, s: int, e: int, ctx: Ctx) -> list[tuple[str, Ctx, bool]] | None:
        """``obtain pat : T := proof`` (a claim) or ``obtain pat := h`` (destructuring only)."""
        src = self.src
        i = src.skip_ws(s, e)
        f = src.find_top(i, e, (":=", ":"))
        pat = parse_pattern(src.slice(i, f[0] if f else e))
        loc = src.loc(kw)
        fact: Term | None = None
        if f is not None and f[1] == ":":
            ts = src.skip_ws(f[0] + 1, e)
            g = src.find_top(ts, e, (":=",))
            te = src.rstrip(ts, g[0] if g else e)
            fact, reason = self.parse(ts, te)
            self.claim("obtain", kw, "", src.flat(ts, te), fact, reason, ctx, te)
            if g is not None:
                self.term(g[0] + 2, e, ctx.child(fact), fact)
            else:  # `obtain pat : T` without a proof: T is the next goal, then the main goal
                proving = ctx.child(fact)
                if self._destructure(ctx, pat, fact, loc) is not None:
                    ctx.taint = ctx.taint or f"case split of `obtain` at {loc} before its proof"
                return [("", proving, True), ("", ctx.child(ctx.goal), True)]
        elif f is not None:
            fact = self._fact_of(f[0] + 2, e, ctx)
            self.term(f[0] + 2, e, ctx.child(), None)
        return self._destructure(ctx, pat, fact, loc)

    def _destructure(self, ctx: Ctx, pat: Pat, fact: Term | None, loc: str
                     ) -> list[tuple[str, Ctx, bool]] | None:
        """Bind ``pat`` on ``fact``; an alternative pattern on a readable disjunction gives one
        context per case (for the bullets or ``case inl``/``case inr`` that follow)."""
        cases = disjuncts(fact) if pat.kind == "alt" else []
        if pat.kind == "alt" and len(cases) >= len(pat.parts) >= 2:
            n = len(pat.parts)
            last = cases[n - 1]
            for extra in cases[n:]:
                last = BinOp("∨", last, extra)
            pending = []
            for k, (p, d) in enumerate(zip(pat.parts, cases[:n - 1] + [last])):
                sub = ctx.child(ctx.goal)
                bind_pattern(sub, p, d, loc, self.param_types)
                pending.append((("inl", "inr")[k] if k < 2 else f"case{k}", sub, True))
            return pending
        bind_pattern(ctx, pat, fact, loc, self.param_types)
        return None

    def _fact_of(self, s: int, e: int, ctx: Ctx) -> Term | None:
        """The statement of a proof term that is a hypothesis name, or a case-split lemma applied
        to terms (``le_total a b``, ``lt_trichotomy a b``, ``em p``, …)."""
        text = self.src.slice(s, e).strip()
        if text and all(is_ident_char(c) for c in text) and "." not in text:
            return ctx.hyp_named(text)
        head = self.src.word(self.src.skip_ws(s, e))
        if text and head in SPLIT_LEMMAS:
            term, _ = self.parse(s, e)
            return split_lemma_fact(term) if term is not None else None
        if text and head and ctx.hyp_named(head) is not None:  # `h x y` with `h : ∀ x y, …`
            term, _ = self.parse(s, e)
            if isinstance(term, App) and isinstance(term.fn, Name) and term.fn.id == head:
                return instantiate(ctx.hyp_named(head), term.args)
        return None

    def rcases(self, kw: int, s: int, e: int, ctx: Ctx, w: str
               ) -> list[tuple[str, Ctx, bool]] | None:
        src = self.src
        f = src.find_top(s, e, (), ("with",))
        loc = src.loc(kw)
        if f is None:
            ctx.taint = ctx.taint or f"`{w}` at {loc} splits a fact that is not read"
            return None
        fact = self._fact_of(s, f[0], ctx)
        self.term(s, f[0], ctx.child(), None)
        text = src.slice(f[0] + 4, e)
        pat = parse_pattern(text if w == "rcases" else f"⟨{', '.join(text.split())}⟩")
        if w == "cases'" and disjuncts(fact):  # `cases' h with h1 h2` on `A ∨ B`
            pat = Pat("alt", parts=[Pat("name", n) for n in text.split()])
        elif w == "cases'" and not (isinstance(fact, Quant) or (isinstance(fact, BinOp)
                                                              and fact.op in ("∧", "↔"))):
            ctx.taint = ctx.taint or f"`cases'` at {loc} splits a fact that is not read"
            return None
        return self._destructure(ctx, pat, fact, loc)

    def rintro(self, s: int, e: int, ctx: Ctx, loc: str) -> list[tuple[str, Ctx, bool]] | None:
        pat = parse_pattern(self.src.slice(s, e))
        parts = pat.parts if pat.kind == "seq" else [pat]
        for k, p in enumerate(parts):
            g = ctx.goal
            if p.kind == "name" or (p.kind == "typed" and p.parts[0].kind == "name"):
                name = p.name if p.kind == "name" else p.parts[0].name
                ctx.goal = peel(ctx, g, name, loc, self.param_types)
            elif p.kind == "alt" and k == len(parts) - 1 and isinstance(g, BinOp) and \
                    g.op == "→" and disjuncts(g.lhs):  # `rintro (h | h)` on `A ∨ B → C`
                ctx.goal = g.rhs
                return self._destructure(ctx, p, g.lhs, loc)
            elif isinstance(g, BinOp) and g.op == "→":
                bind_pattern(ctx, p, g.lhs, loc, self.param_types)
                ctx.goal = g.rhs
            else:
                ctx.taint = ctx.taint or f"`rintro` pattern at {loc} on a goal that is not read"
                ctx.goal = None
        return None

    def set_(self, s: int, e: int, ctx: Ctx, loc: str) -> None:
        """``set x := e with hx`` / ``let x : T := e``: later claims see ``e`` for ``x``."""
        src = self.src
        i = src.skip_ws(s, e)
        name = src.word(i)
        f = src.find_top(i, e, (":=",))
        if not name or f is None:
            return
        w = src.find_top(f[0] + 2, e, (), ("with",))
        ve = src.rstrip(f[0] + 2, w[0] if w else e)
        value, _ = self.parse(f[0] + 2, ve)
        self.term(f[0] + 2, ve, ctx.child(), None)
        if value is None or name in free_set(value):
            ctx.add_opaque(name, loc)
            return
        value = subst(value, ctx.defs)
        ctx.shadow(name)
        ctx.defs[name] = value

    def by_cases(self, s: int, e: int, ctx: Ctx, loc: str) -> list[tuple[str, Ctx, bool]]:
        src, t = self.src, self.src.text
        i = src.skip_ws(s, e)
        w = src.word(i)
        name, ts = "h", i
        if w:
            nxt = src.skip_ws(i + len(w), e)
            if t.startswith(":", nxt) and not t.startswith(":=", nxt):
                name, ts = w, nxt + 1
        term, reason = self.parse(ts, e)
        pos, neg = ctx.child(ctx.goal), ctx.child(ctx.goal)
        if term is None:
            pos.taint = neg.taint = f"case {name} at {loc} is not readable ({reason})"
        else:
            pos.add_hyp(name, term)
            neg.add_hyp(name, UnOp("¬", term))
        return [("pos", pos, True), ("neg", neg, True)]

    def alternatives(self, s: int, e: int, ctx: Ctx, reason: str) -> None:
        """``induction … with | c x => tacs …``: each alternative is walked with a tainted
        context; without alternatives the rest of the block is tainted."""
        src, t = self.src, self.src.text
        starts = []
        for j in range(s, e):
            if t[j] == "|" and not t.startswith("||", j):
                before = t[t.rfind("\n", 0, j) + 1:j]
                if not before.strip() or before.rstrip().endswith(" with"):
                    starts.append(j)
        if not starts:
            ctx.taint = ctx.taint or reason
            return
        for a, b in zip(starts, starts[1:] + [e]):
            f = src.find_top(a + 1, b, ("=>",))
            if f is not None:
                self.tactic_block(f[0] + 2, b, ctx.child(taint=reason))
        ctx.goal = None
