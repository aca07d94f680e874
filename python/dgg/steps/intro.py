"""Introductions, destructuring patterns and readable case splits, for :mod:`dgg.steps.driver`.

``intro``/``fun`` on a readable goal (:func:`peel`), ``rcases``/``obtain``/``rintro`` patterns
(:func:`parse_pattern`, :func:`bind_pattern`), the disjunctions of case-split lemmas such as
``le_total a b`` (:func:`split_lemma_fact`), and the pointwise goal of ``Finset.sum_le_sum``-style
lemmas (:func:`pointwise_goal`). Each adds what it can read to a :class:`dgg.steps.context.Ctx`, and
marks the rest opaque or tainted (``docs/steps.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from dgg.model.terms import App, BigOp, BinderSpec, BinOp, Name, Num, Quant, Term, UnOp
from dgg.steps.context import Ctx, infer_type, is_prop, subst


# ----- introductions ---------------------------------------------------------------------------
def peel(ctx: Ctx, goal: Term | None, name: str, loc: str,
         param_types: dict[str, list[Term]]) -> Term | None:
    """``intro name`` on ``goal``: add the variable or hypothesis to ``ctx`` and return the new goal
    (``None`` when unknown). An unreadable introduction taints ``ctx``."""
    if isinstance(goal, Quant) and goal.op == "∀" and goal.binders:
        b, rest_b = goal.binders[0], goal.binders[1:]
        rest: Term = Quant("∀", rest_b, goal.body, pos=goal.pos) if rest_b else goal.body
        if b.domain is not None:
            rest = BinOp("→", BinOp("∈", Name(b.name), b.domain), rest)
        ty = b.type if b.type is not None else infer_type(b.name, goal.body, ctx, param_types)
        new = b.name if name in ("", "_") else name
        if new != b.name:
            rest = subst(rest, {b.name: Name(new)})
        if ty is None:
            ctx.taint = ctx.taint or f"{new} at {loc} has no readable type"
        elif is_prop(ty, new):
            ctx.add_hyp(new, ty)
        else:
            ctx.add_var(new, ty)
        return rest
    if isinstance(goal, BinOp) and goal.op == "→":
        ctx.add_hyp(name, goal.lhs)
        return goal.rhs
    if isinstance(goal, UnOp) and goal.op == "¬":
        ctx.add_hyp(name, goal.arg)
        return Name("False")
    ctx.taint = ctx.taint or f"{name or 'an introduced name'} at {loc} has no readable type"
    return None


@dataclass
class Pat:
    """An ``rcases`` pattern: ``kind`` is ``name``, ``tuple``, ``alt`` or ``typed``."""

    kind: str
    name: str = ""
    parts: list[Pat] = field(default_factory=list)
    type_text: str = ""


def parse_pattern(text: str) -> Pat:
    """Parse an ``rcases``/``obtain``/``rintro`` pattern: ``⟨x, hx | hy⟩``, ``(h : T)``, ``rfl``."""
    s, i = text, 0

    def ws() -> None:
        nonlocal i
        while i < len(s) and s[i].isspace():
            i += 1

    def alt() -> Pat:
        parts = [atom()]
        ws()
        while i < len(s) and s[i] == "|":
            advance()
            parts.append(atom())
            ws()
        return parts[0] if len(parts) == 1 else Pat("alt", parts=parts)

    def advance() -> None:
        nonlocal i
        i += 1

    def atom() -> Pat:
        nonlocal i
        ws()
        if i >= len(s):
            return Pat("name", "_")
        c = s[i]
        if c == "⟨":
            i += 1
            parts = []
            ws()
            while i < len(s) and s[i] != "⟩":
                parts.append(alt())
                ws()
                if i < len(s) and s[i] == ",":
                    i += 1
                ws()
            i += 1
            return Pat("tuple", parts=parts)
        if c == "(":
            i += 1
            inner = alt()
            ws()
            ty = ""
            if i < len(s) and s[i] == ":":
                depth, j = 0, i + 1
                while j < len(s) and not (s[j] == ")" and depth == 0):
                    depth += s[j] in "([{⟨"
                    depth -= s[j] in ")]}⟩"
                    j += 1
                ty, i = s[i + 1:j].strip(), j
            i += 1
            return Pat("typed", parts=[inner], type_text=ty) if ty else inner
        j = i
        while j < len(s) and not s[j].isspace() and s[j] not in ",⟩)|⟨(":
            j += 1
        name, i = s[i:j] or "_", max(j, i + 1)
        return Pat("name", name)

    pats = []
    while True:
        ws()
        if i >= len(s):
            break
        pats.append(alt())
    if len(pats) == 1:
        return pats[0]
    return Pat("seq", parts=pats)


def pattern_names(p: Pat) -> list[str]:
    if p.kind == "name":
        return [] if p.name in ("_", "-", "rfl") else [p.name]
    return [n for q in p.parts for n in pattern_names(q)]


def has_alt(p: Pat) -> bool:
    return p.kind == "alt" or any(has_alt(q) for q in p.parts)


def bind_pattern(ctx: Ctx, p: Pat, fact: Term | None, loc: str,
                 param_types: dict[str, list[Term]], parse_type=None) -> None:
    """Destructure the proposition ``fact`` (``None``: unreadable) along ``p`` into ``ctx``.
    Existential witnesses become variables (type from the binder or its use), conjuncts become
    hypotheses; an alternative pattern taints ``ctx`` (a case split); unreadable parts become
    opaque names."""
    if has_alt(p):
        ctx.taint = ctx.taint or f"case split `{'|'.join(pattern_names(p)) or '|'}` at {loc}"
        return
    if p.kind == "typed":
        bind_pattern(ctx, p.parts[0], fact, loc, param_types, parse_type)
        return
    if p.kind == "name":
        if p.name == "rfl":
            if isinstance(fact, BinOp) and fact.op == "=":
                ctx.add_hyp("rfl", fact)
            else:
                ctx.taint = ctx.taint or f"`rfl` pattern at {loc} on an unreadable equation"
            return
        if p.name in ("_", "-"):
            return
        if fact is None:
            ctx.add_opaque(p.name, loc)
        else:
            ctx.add_hyp(p.name, fact)
        return
    parts = p.parts
    if not parts:
        return
    if len(parts) == 1:
        bind_pattern(ctx, parts[0], fact, loc, param_types, parse_type)
        return
    first, rest = parts[0], Pat("tuple", parts=parts[1:])
    if isinstance(fact, Quant) and fact.op == "∃" and fact.binders:
        b = fact.binders[0]
        more = fact.binders[1:]
        body: Term = Quant("∃", more, fact.body) if more else fact.body
        if b.domain is not None:
            body = BinOp("∧", BinOp("∈", Name(b.name), b.domain), body)
        ty = b.type if b.type is not None else infer_type(b.name, fact.body, ctx, param_types)
        new = first.name if first.kind == "name" and first.name not in ("_", "-") else b.name
        if new != b.name:
            body = subst(body, {b.name: Name(new)})
        if ty is None:
            ctx.add_opaque(new, loc)
        else:
            ctx.add_var(new, ty)
        bind_pattern(ctx, rest, body, loc, param_types, parse_type)
        return
    if isinstance(fact, BinOp) and fact.op == "∧":
        bind_pattern(ctx, first, fact.lhs, loc, param_types, parse_type)
        bind_pattern(ctx, rest, fact.rhs, loc, param_types, parse_type)
        return
    if isinstance(fact, BinOp) and fact.op == "↔":
        bind_pattern(ctx, first, BinOp("→", fact.lhs, fact.rhs), loc, param_types, parse_type)
        bind_pattern(ctx, rest, BinOp("→", fact.rhs, fact.lhs), loc, param_types, parse_type)
        return
    if "rfl" in [q.name for q in parts if q.kind == "name"]:
        ctx.taint = ctx.taint or f"pattern at {loc} on an unreadable fact"
        return
    for n in pattern_names(p):
        ctx.add_opaque(n, loc)


# ----- case splits -----------------------------------------------------------------------------
def _rel(op: str) -> Callable[[Term, Term], Term]:
    return lambda a, b: BinOp(op, a, b)


#: Case-split lemmas whose disjunction can be written down: name → (arity, disjunct builders).
SPLIT_LEMMAS: dict[str, tuple[int, list[Callable[..., Term]]]] = {
    "le_total": (2, [_rel("≤"), lambda a, b: BinOp("≤", b, a)]),
    "le_or_lt": (2, [_rel("≤"), lambda a, b: BinOp("<", b, a)]),
    "lt_or_le": (2, [_rel("<"), lambda a, b: BinOp("≤", b, a)]),
    "le_or_gt": (2, [_rel("≤"), _rel(">")]),
    "lt_or_ge": (2, [_rel("<"), _rel("≥")]),
    "lt_trichotomy": (3, [_rel("<"), _rel("="), lambda a, b: BinOp("<", b, a)]),
    "eq_or_ne": (2, [_rel("="), _rel("≠")]),
    "ne_or_eq": (2, [_rel("≠"), _rel("=")]),
    "em": (1, [lambda p: p, lambda p: UnOp("¬", p)]),
    "Classical.em": (1, [lambda p: p, lambda p: UnOp("¬", p)]),
}


def split_lemma_fact(t: Term) -> Term | None:
    """The disjunction proved by ``le_total a b`` (and the other :data:`SPLIT_LEMMAS`)."""
    if not (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in SPLIT_LEMMAS):
        return None
    arity, builders = SPLIT_LEMMAS[t.fn.id]
    if len(t.args) != arity:
        return None
    parts = [b(*t.args) for b in builders]
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = BinOp("∨", p, out)
    return out


def disjuncts(t: Term | None) -> list[Term]:
    """``A ∨ B ∨ C`` as ``[A, B, C]``; ``[]`` when ``t`` is not a disjunction."""
    if not (isinstance(t, BinOp) and t.op == "∨"):
        return []
    out = [t.lhs]
    rest = t.rhs
    while isinstance(rest, BinOp) and rest.op == "∨":
        out.append(rest.lhs)
        rest = rest.rhs
    return out + [rest]


# ----- pointwise lemmas on sums ----------------------------------------------------------------
#: ``Finset`` lemmas that prove a relation between sums from the relation of their terms.
POINTWISE_LEMMAS = {"sum_le_sum": "le", "sum_congr": "congr", "prod_congr": "congr",
                    "sum_nonneg": "nonneg", "prod_nonneg": "nonneg"}


def pointwise_goal(kind: str, goal: Term) -> tuple[BinderSpec, list[Term], str] | None:
    """For ``goal`` of the shape a :data:`POINTWISE_LEMMAS` entry proves (``∑ i ∈ s, f i ≤ ∑ i ∈
    s, g i``; ``… = …``; ``0 ≤ ∑ i ∈ s, f i``): the sum's binder, the term bodies (in the left
    sum's bound name) and the pointwise relation."""
    if not isinstance(goal, BinOp):
        return None
    if kind == "nonneg":
        ok = goal.op == "≤" and isinstance(goal.lhs, Num) and goal.lhs.value == 0
        if ok and isinstance(goal.rhs, BigOp) and len(goal.rhs.binders) == 1:
            return goal.rhs.binders[0], [goal.rhs.body], "≤"
        return None
    rel = {"le": "≤", "congr": "="}[kind]
    lhs, rhs = goal.lhs, goal.rhs
    if goal.op != rel or not (isinstance(lhs, BigOp) and isinstance(rhs, BigOp)):
        return None
    if lhs.op != rhs.op or len(lhs.binders) != 1 or len(rhs.binders) != 1:
        return None
    b1, b2 = lhs.binders[0], rhs.binders[0]
    if b1.domain != b2.domain or b1.type != b2.type:
        return None
    return b1, [lhs.body, subst(rhs.body, {b2.name: Name(b1.name)})], rel


def instantiate(fact: Term | None, args: tuple[Term, ...]) -> Term | None:
    """The statement of ``h a b`` for ``h : fact``: ``∀`` binders take the arguments in order
    (``∀ x ∈ s`` then expects a proof of ``a ∈ s``), premises of ``→`` take proofs; ``None`` when
    the arguments do not fit."""
    t = fact
    for a in args:
        if isinstance(t, Quant) and t.op == "∀" and t.binders:
            b, more = t.binders[0], t.binders[1:]
            rest: Term = Quant("∀", more, t.body) if more else t.body
            if b.domain is not None:
                rest = BinOp("→", BinOp("∈", Name(b.name), b.domain), rest)
            t = subst(rest, {b.name: a})
        elif isinstance(t, BinOp) and t.op == "→":
            t = t.rhs
        else:
            return None
    return t
