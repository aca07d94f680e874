"""Binders of Lean declarations: parsing bracket groups and deciding which binders are hypotheses.

Helpers of :mod:`dgg.lean.source`. :func:`parse_groups` reads ``(x y : T)``, ``{x : T}``,
``⦃x : T⦄``, ``[C]``/``[inst : C]`` groups; :func:`is_prop` decides syntactically whether a parsed
type is a proposition.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from dgg.errors import LeanSyntaxError
from dgg.lean.cursor import Cursor
from dgg.lean.lex import IDENT_RE, identifiers
from dgg.lean.terms import FragmentError, looks_like_type, parse_term
from dgg.model.records import Binder, Declaration
from dgg.model.terms import (
    CONNECTIVES,
    RELATIONS,
    App,
    Arrow,
    Ascribe,
    BinOp,
    Field,
    Let,
    Name,
    Quant,
    Sort,
    Term,
    UnOp,
)

_KINDS = {"(": "explicit", "{": "implicit", "⦃": "strict", "[": "inst"}
_WS = re.compile(r"\s+")

#: Heads of applications that are propositions (besides relations and connectives).
PROP_HEADS = frozenset("""
True False Nonempty HasDerivAt HasFDerivAt HasGradientAt HasDerivWithinAt HasFDerivWithinAt
HasStrictDerivAt HasStrictFDerivAt HasSum Differentiable DifferentiableAt DifferentiableOn
DifferentiableWithinAt ContDiff ContDiffAt ContDiffOn Continuous ContinuousAt ContinuousOn
ContinuousWithinAt Monotone Antitone StrictMono StrictAnti MonotoneOn AntitoneOn StrictMonoOn
StrictAntiOn Function.Injective Function.Surjective Function.Bijective Injective Surjective
Bijective IsOpen IsClosed IsCompact IsBounded Bornology.IsBounded Convex ConvexOn ConcaveOn
StrictConvexOn StrictConcaveOn Set.Nonempty Finset.Nonempty Even Odd Nat.Prime Prime IsUnit
Summable Integrable IntegrableOn Measurable AEMeasurable Filter.Tendsto Tendsto LipschitzWith
LipschitzOnWith BddAbove BddBelow IsLUB IsGLB IsLeast IsGreatest IsMaxOn IsMinOn Disjoint
Pairwise Set.InjOn Set.MapsTo Set.SurjOn Matrix.PosDef Matrix.PosSemidef Matrix.IsSymm
Matrix.IsHermitian IsSymm Decidable Fact Nat.Coprime Squarefree Commute SemiconjBy
""".split())
#: Last components of dotted heads that are propositions (``s.Nonempty``, ``M.PosDef``).
PROP_SUFFIXES = frozenset("""Nonempty PosDef PosSemidef IsSymm IsHermitian Injective Surjective
Bijective InjOn Pairwise Finite Countable Subsingleton Prime Coprime HolderConjugate
HolderTriple""".split())

_REL_TEXT = re.compile(r"(?<![:<>=≠≤≥])(=|≠|≤|<|≥|>|∈|∉|⊆|∣|↔|∧|∨|¬)(?![=>])")


def parse_groups(r: Cursor, i: int, end: int, from_variable: bool) -> list[Binder]:
    """The binders written in ``r.sc.masked[i:end]`` (bracket groups, or bare names)."""
    sc, m = r.sc, r.sc.masked
    out: list[Binder] = []
    while True:
        i = r.skip_ws(i, end)
        if i >= end:
            return out
        c = m[i]
        if c in _KINDS:
            close = sc.match[i]
            out += _group(r, _KINDS[c], i + 1, close, from_variable)
            i = close + 1
            continue
        nm = IDENT_RE.match(m, i, end)
        if nm and m[nm.end():nm.end() + 1] in ("", " ", "\n", "\t"):
            line, col = sc.pos(i)
            out.append(Binder(nm.group(0), "", "explicit", False, None, line, col, from_variable))
            i = nm.end()
            continue
        raise sc.error(f"unexpected `{c}` among binders (expected `(`, `{{`, `⦃`, `[` or `:`)", i)


def _group(r: Cursor, kind: str, a: int, b: int, from_variable: bool) -> list[Binder]:
    sc, m = r.sc, r.sc.masked
    colon = r.find_top(a, b, ":")
    if kind == "inst" and colon >= 0 and not IDENT_RE.fullmatch(m[a:colon].strip()):
        colon = -1
    # an untyped optParam `(a := x + 1)`: its `:=` comes before any top-level `:` (of its value)
    bare = r.find_top(a, b, ":=") if kind != "inst" else -1
    if bare >= 0 and (colon < 0 or colon > bare):
        colon = -1
    else:
        bare = -1
    dflt = -1
    if kind == "inst" and colon < 0:
        names, t0 = [("", *sc.pos(r.skip_ws(a, b)))], r.skip_ws(a, b)
    elif colon < 0:
        names, t0, dflt = _names(r, a, bare if bare >= 0 else b), -1, bare
    else:
        names, t0 = _names(r, a, colon), r.skip_ws(colon + 1, b)
    if not names:
        raise sc.error("binder without a name", a)
    text, ty, reason = "", None, None
    if t0 >= 0:
        dflt = r.find_top(t0, b, ":=")
        t1 = r.last_nonspace(t0, dflt if dflt >= 0 else b)
        if t1 <= t0:
            if colon < 0:  # an instance binder with nothing inside: `[]`
                raise sc.error("empty instance binder", a - 1)
            raise sc.error("binder without a type after `:`", colon)
        text = _WS.sub(" ", m[t0:t1]).strip()
        try:
            ty = parse_term(m[t0:t1], sc.file, *sc.pos(t0))
        except FragmentError as e:
            reason = e.reason
        except LeanSyntaxError:
            # a notation of this file (`local notation a " <" m "> " b`): Lean reads it, dgg's
            # grammar does not, so the binder is out of the fragment, not malformed
            used = sorted((k, t) for t in getattr(r, "local_tokens", ())
                          if (k := sc.text.find(t, t0, t1)) >= 0)
            if not used:
                raise
            line, col = sc.pos(used[0][0])
            reason = (f"notation `{used[0][1]}` declared in this file (dgg reads only Lean's and "
                      f"Mathlib's) at {sc.file}:{line}:{col}")
    default, default_text = _default(r, dflt, b) if dflt >= 0 else (None, "")
    out = []
    for name, line, col in names:
        bd = Binder(name, text, kind, False, ty, line, col, from_variable, default, default_text)
        bd.reason = reason  # type: ignore[attr-defined]
        out.append(bd)
    return out


def _default(r: Cursor, dflt: int, b: int) -> tuple[Term | None, str]:
    """The default value after the ``:=`` at ``dflt`` of an optParam binder (``(a : T := v)``,
    ``(a := v)``): its parsed term (``None`` outside the fragment, e.g. an autoParam's ``by simp``)
    and its text."""
    sc, m = r.sc, r.sc.masked
    text = _WS.sub(" ", sc.text[dflt + 2:b]).strip()  # as written: string literals included
    if not text:
        raise sc.error("binder without a value after `:=`", dflt)
    v0 = r.skip_ws(dflt + 2, b)
    v1 = r.last_nonspace(v0, b)
    if v1 <= v0:  # only a literal (`(s : String := "")`): nothing dgg evaluates
        return None, text
    text = _WS.sub(" ", m[v0:v1]).strip()  # comments blanked, as in a binder's type text
    try:
        return parse_term(m[v0:v1], sc.file, *sc.pos(v0)), text
    except (FragmentError, LeanSyntaxError):  # Lean elaborates it, not dgg: kept as text
        return None, text


def _names(r: Cursor, a: int, b: int) -> list[tuple[str, int, int]]:
    sc, m = r.sc, r.sc.masked
    out = []
    i = r.skip_ws(a, b)
    while i < b:
        nm = IDENT_RE.match(m, i, b)
        if not nm:
            raise sc.error(f"expected a binder name, found `{m[i]}`", i)
        out.append((nm.group(0), *sc.pos(i)))
        i = r.skip_ws(nm.end(), b)
    return out


def binder_types(binders: Iterable[Binder]) -> set[str]:
    """Names that denote types: binders of sort type, and arguments of instance binders."""
    out: set[str] = set()
    for b in binders:
        if isinstance(b.type, Sort) or (b.type is None and b.type_text.startswith(("Type", "Sort"))):
            out.add(b.name)
        elif b.kind == "inst" and isinstance(b.type, App):
            out |= {a.id for a in b.type.args if isinstance(a, Name)}
    return out


def retype(t: Term, tnames: set[str]) -> Term:
    """Turn ``BinOp('→')`` between types into :class:`Arrow`, given the type variables."""
    if isinstance(t, BinOp) and t.op == "→" and (looks_like_type(t.lhs, tnames)
                                               or looks_like_type(t.rhs, tnames)):
        return Arrow(retype(t.lhs, tnames), retype(t.rhs, tnames), "→", pos=t.pos)
    return t


def _head(t: Term) -> str:
    if isinstance(t, App):
        t = t.fn
    if isinstance(t, Name):
        return t.id
    if isinstance(t, Field):
        return "." + t.name
    return ""


def is_prop(t: Term, tnames: set[str], props: set[str]) -> bool:
    """Whether the type ``t`` is syntactically a proposition. ``tnames`` are the type variables,
    ``props`` the names whose type is ``Prop`` (binders ``(P : Prop)``, ``def … : Prop``)."""
    if isinstance(t, BinOp):
        if t.op in RELATIONS or t.op in CONNECTIVES - {"→"}:
            return True
        if t.op == "→":
            return not looks_like_type(t.lhs, tnames) and not looks_like_type(t.rhs, tnames) \
                and is_prop(t.rhs, tnames, props)
        return False
    if isinstance(t, Quant):
        return t.op == "∃" or is_prop(t.body, tnames, props)
    if isinstance(t, UnOp):
        return t.op == "¬"
    if isinstance(t, Ascribe):
        return is_prop(t.term, tnames, props)
    if isinstance(t, Let):  # `let s := a + b; s = 2`: a proposition when its body is one
        return is_prop(t.body, tnames, props)
    h = _head(t)
    if not h:
        return False
    last = h.rsplit(".", 1)[-1]
    return h in PROP_HEADS or h in props or last in PROP_SUFFIXES or (
        "." in h and h.split(".", 1)[1] in PROP_HEADS)


def prop_text(text: str) -> bool:
    """Fallback for types outside the fragment: a proposition if it starts with ``∀``/``∃``/``¬``
    or has a relation or connective symbol at bracket depth 0."""
    s = text.strip()
    if s.startswith(("∀", "∃", "¬")):
        return True
    depth = 0
    flat = []
    for ch in s:
        if ch in "([{⟨⦃":
            depth += 1
        elif ch in ")]}⟩⦄":
            depth -= 1
        elif depth == 0:
            flat.append(ch)
    return _REL_TEXT.search("".join(flat)) is not None


def _heads(text: str) -> set[str]:
    return {n.split(".")[0] for n, _, _ in identifiers(text)}


def join_variables(scope: list[Binder], own: list[Binder], d: Declaration,
                   forced: set[str]) -> list[Binder]:
    """The ``variable`` binders (``scope``, in order) that Lean adds to ``d``: those mentioned in
    its statement (or, for a definition, its body), transitively through the types of included
    binders, plus ``include``d ones (``forced``) and the instance binders all of whose variables
    are included. Returned as copies marked ``from_variable``."""
    if not scope:
        return []
    # A name the declaration binds itself shadows a ``variable`` of that name from its binder
    # on: ``variable {b : ℝ}`` then ``theorem t (b : ℕ) : … b …`` mentions the ℕ one only.
    mentioned: set[str] = set(forced)
    shadow: set[str] = set()
    for b in own:
        mentioned |= _heads(b.type_text) - shadow
        if b.name:
            shadow.add(b.name)
    texts = [d.conclusion_text]
    if d.kind in ("def", "abbrev", "noncomputable def", "instance"):
        texts.append(d.value_text)
    mentioned |= set().union(*(_heads(t) for t in texts)) - shadow
    names = {b.name for b in scope if b.name}
    included: set[int] = set()
    changed = True
    while changed:
        changed = False
        for k, b in enumerate(scope):
            if k not in included and b.kind != "inst" and b.name in mentioned:
                included.add(k)
                mentioned |= _heads(b.type_text)
                changed = True
    inc_names = {scope[k].name for k in included}
    for k, b in enumerate(scope):
        if b.kind == "inst":
            used = _heads(b.type_text) & names
            if used <= inc_names:
                included.add(k)
    out = []
    for k in sorted(included):
        b = scope[k]
        c = Binder(b.name, b.type_text, b.kind, b.is_hyp, b.type, b.line, b.col, True)
        c.reason = getattr(b, "reason", None)  # type: ignore[attr-defined]
        out.append(c)
    return out
