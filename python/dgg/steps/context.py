"""The local context of a point inside a proof, for :mod:`dgg.steps.driver`.

A :class:`Ctx` is what Lean's goal view would show at that point, as far as it can be read from the
source: the theorem's variables and hypotheses, the ``have``s proved so far, variables and facts
introduced by ``intro``/``fun``/``obtain`` whose types can be read from the goal or the destructured
fact, ``set``/``let`` abbreviations (substituted), and the names whose types cannot be read.

Two kinds of unreadable names are kept apart (see ``docs/steps.md``):

* *opaque* names (``obtain ⟨x, hx⟩ := foo`` with an unreadable ``foo``): their facts follow from the
  context, so only claims that mention them are left untranslated;
* a *taint*: an introduction that may carry an assumption that does not follow from the context
  (``intro h`` on an unknown goal, an ``rcases … with h | h`` case split, a ``fun x hx ↦``
  argument): every later claim of that scope is left untranslated.

:func:`build_statement` turns a claim and its context into a :class:`dgg.model.records.Statement`.
Introductions, patterns and case splits that add to a context live in :mod:`dgg.steps.intro`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field

from dgg.model.records import Hypothesis, Statement, Variable
from dgg.model.render import render
from dgg.model.terms import (
    App,
    Arrow,
    BigOp,
    BinOp,
    Hole,
    Lam,
    Name,
    Node,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)


@dataclass
class DerivedHypothesis(Hypothesis):
    """A hypothesis proved inside the proof (a ``have``): it follows from the rest of the context,
    so a check may drop it without risking a spurious counterexample."""


@dataclass
class Ctx:
    """The readable context at one point of a proof (mutated as a tactic block is walked)."""

    variables: dict[str, Variable] = field(default_factory=dict)
    hyps: list[Hypothesis] = field(default_factory=list)
    opaque: dict[str, str] = field(default_factory=dict)
    taint: str | None = None
    defs: dict[str, Term] = field(default_factory=dict)
    goal: Term | None = None
    #: Set inside ``by_contra``/``absurd`` scopes: the context is contradictory by design.
    contradiction: str | None = None

    def child(self, goal: Term | None = None, taint: str | None = None) -> Ctx:
        """A copy for a nested scope (its additions do not flow back)."""
        return Ctx(dict(self.variables), list(self.hyps), dict(self.opaque),
                   self.taint or taint, dict(self.defs), goal, self.contradiction)

    def shadow(self, name: str) -> None:
        """A new local ``name`` hides an older one: the older variable, opaque name or
        abbreviation is renamed ``name✝`` everywhere in the context (as Lean's goal view shows),
        so the facts about it stay about it."""
        if name not in self.variables and name not in self.opaque and name not in self.defs:
            return
        taken = set(self.variables) | set(self.opaque) | set(self.defs)
        fresh, k = f"{name}✝", 1
        while fresh in taken:
            k += 1
            fresh = f"{name}✝{k}"
        m: dict[str, Term] = {name: Name(fresh)}
        self.variables = {
            (fresh if k_ == name else k_): Variable(
                fresh if k_ == name else v.name, None if v.type is None else subst(v.type, m),
                v.type_text if v.type is None else render(subst(v.type, m)), v.kind)
            for k_, v in self.variables.items()}
        self.opaque = {(fresh if k_ == name else k_): loc for k_, loc in self.opaque.items()}
        self.defs = {(fresh if k_ == name else k_): subst(v, m) for k_, v in self.defs.items()}
        self.hyps = [
            h if h.term is None or name not in free_set(h.term) else
            type(h)(h.name, subst(h.term, m), render(subst(h.term, m)), h.line, h.col)
            for h in self.hyps]

    def add_var(self, name: str, type_: Term) -> None:
        if name in ("_", ""):
            return
        self.shadow(name)
        self.variables[name] = Variable(name, type_, render(type_))

    def add_hyp(self, name: str, term: Term, line: int = 0, col: int = 0) -> None:
        self.hyps.append(Hypothesis(name or "this", term, render(term), line, col))

    def add_opaque(self, name: str, loc: str) -> None:
        if name in ("_", "-", ""):
            return
        self.shadow(name)
        self.opaque[name] = loc

    def hyp_named(self, name: str) -> Term | None:
        for h in reversed(self.hyps):
            if h.name == name:
                return h.term
        return None


# ----- terms -----------------------------------------------------------------------------------
def subst(t: Term, mapping: dict[str, Term]) -> Term:
    """``t`` with free occurrences of the names in ``mapping`` replaced (binders respected)."""
    if not mapping:
        return t
    if isinstance(t, Name):
        return mapping.get(t.id, t)
    if isinstance(t, (BigOp, Quant, Lam)):
        inner = dict(mapping)
        binders = []
        for b in t.binders:
            binders.append(dataclasses.replace(
                b,
                type=None if b.type is None else subst(b.type, inner),
                domain=None if b.domain is None else subst(b.domain, inner)))
            inner.pop(b.name, None)
        return dataclasses.replace(t, binders=tuple(binders), body=subst(t.body, inner))
    return map_children(t, lambda c: subst(c, mapping))


def has_hole(t: Node) -> bool:
    return any(isinstance(n, Hole) for n in t.walk())


_PROP_OPS = frozenset({"=", "≠", "≤", "<", "≥", ">", "∈", "∉", "⊆", "∣", "∧", "∨", "→", "↔"})


def is_prop(t: Term, name: str = "") -> bool:
    """Whether a binder type is (syntactically) a proposition: a relation, a connective, a
    quantifier, a negation; or an application named like a hypothesis (``hf : Monotone f``)."""
    if isinstance(t, BinOp):
        return t.op in _PROP_OPS
    if isinstance(t, (Quant,)):
        return True
    if isinstance(t, UnOp):
        return t.op == "¬"
    if isinstance(t, Name) and t.id in ("True", "False"):
        return True
    if isinstance(t, App) and isinstance(t.fn, Name) and name.startswith("h"):
        return t.fn.id[:1].isupper() and t.fn.id not in ("Fin", "Matrix", "Finset", "Set")
    return False


#: Type classes: a ``have : Nonempty V := ⟨v⟩`` introduces an instance, not a numeric claim.
INSTANCE_CLASSES = frozenset({
    "Nonempty", "Inhabited", "Fintype", "Finite", "DecidableEq", "Decidable", "Fact", "NeZero",
    "Invertible", "Unique", "Subsingleton", "Infinite",
})


def is_class(t: Term | None) -> bool:
    """Whether ``t`` is an instance of one of :data:`INSTANCE_CLASSES` (``Nonempty V``)."""
    head = t.fn if isinstance(t, App) else t
    return isinstance(head, Name) and head.id in INSTANCE_CLASSES


def _arg_types(fn_type: Term | None) -> list[Term]:
    """The argument types of a function-like type: ``A → B → C`` gives ``[A, B]``, ``Matrix m n R``
    gives ``[m, n]``."""
    out: list[Term] = []
    t = fn_type
    while isinstance(t, Arrow) or (isinstance(t, BinOp) and t.op == "→"):
        out.append(t.dom if isinstance(t, Arrow) else t.lhs)
        t = t.cod if isinstance(t, Arrow) else t.rhs
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Matrix" and len(t.args) == 3:
        out.extend(t.args[:2])
    return out


def infer_type(name: str, body: Term, ctx: Ctx,
               param_types: dict[str, list[Term]]) -> Term | None:
    """The type of the bound ``name`` read from how ``body`` uses it: an argument of a variable
    of function type (``π j`` with ``π : Fin n → ℝ`` gives ``Fin n``) or of a local definition
    (``param_types``: argument types of each definition)."""
    for n in body.walk():
        if isinstance(n, App) and isinstance(n.fn, Name):
            f = n.fn.id
            if f in ctx.variables:
                types = _arg_types(ctx.variables[f].type)
            else:
                types = param_types.get(f, [])
            for i, a in enumerate(n.args):
                if isinstance(a, Name) and a.id == name and i < len(types):
                    ty = types[i]
                    if ty is not None and not (free_set(ty) & {name}):
                        return ty
    return None


def free_set(t: Node) -> set[str]:
    return {n.split(".")[0] for n in free_names(t)}


# ----- statements ------------------------------------------------------------------------------
def build_statement(thm: Statement, name: str, loc: str, term: Term, text: str, ctx: Ctx,
                    extra_vars: Sequence[Variable] = (), extra_hyps: Sequence[Hypothesis] = (),
                    docstring: str = "") -> tuple[Statement | None, Statement | None, str | None]:
    """The statement of a claim ``term`` made at ``loc`` in the context ``ctx`` of a proof of
    ``thm``, with the claim's own binders ``extra_vars``/``extra_hyps`` (``have h (x : T) …``).

    Returns ``(statement, fallback, reason)``: ``fallback`` drops the hypotheses taken from earlier
    ``have``s (``None`` when there are none); ``reason`` says why there is no statement (a taint,
    a placeholder, a name without a readable type)."""
    if ctx.taint:
        return None, None, ctx.taint
    if has_hole(term):
        return None, None, f"placeholder `_` in the claim at {loc}"
    # the claim's own binders are renamed apart from the context
    taken = set(ctx.variables) | set(ctx.defs) | set(ctx.opaque)
    rename: dict[str, Term] = {}
    own_vars: list[Variable] = []
    for v in extra_vars:
        new = v.name
        while new in taken:
            new += "'"
        taken.add(new)
        if new != v.name:
            rename[v.name] = Name(new)
        own_vars.append(Variable(new, v.type, v.type_text, v.kind))
    own = {v.name for v in own_vars}
    concl = subst(subst(term, rename), ctx.defs)
    own_hyps = [Hypothesis(h.name, subst(subst(h.term, rename), ctx.defs), h.text, h.line, h.col)
                for h in extra_hyps if h.term is not None]
    used = free_set(concl).union(*(free_set(h.term) for h in own_hyps if h.term is not None)) - own
    for n in sorted(used):
        if n in ctx.opaque:
            return None, None, f"{n} at {ctx.opaque[n]} has no readable type"
    hyps, essential = [], []
    for h in ctx.hyps:
        if h.term is None:
            continue
        ht = subst(h.term, ctx.defs)
        hidden = sorted(n for n in free_set(ht) if n in ctx.opaque)
        derived = isinstance(h, DerivedHypothesis)
        if hidden and derived:
            continue  # a consequence of the context: safe to leave out
        if hidden:  # an assumption about a name whose type is unknown: cannot be left out
            return None, None, f"{hidden[0]} at {ctx.opaque[hidden[0]]} has no readable type"
        hh = Hypothesis(h.name, ht, h.text, h.line, h.col)
        hyps.append(hh)
        if not derived:
            essential.append(hh)
    variables = list(ctx.variables.values()) + own_vars
    line, col = (int(x) for x in loc.rsplit(":", 2)[1:])

    def make(hs: list[Hypothesis]) -> Statement:
        return Statement(
            name=name, kind="theorem", file=thm.file, line=line, col=col,
            variables=list(variables), instances=list(thm.instances),
            hypotheses=hs + own_hyps, conclusion=concl, conclusion_text=text, defs=thm.defs,
            namespace=thm.namespace, opens=list(thm.opens), tags=[], docstring=docstring)

    full = make(hyps)
    fallback = make(essential) if len(essential) < len(hyps) else None
    return full, fallback, None
