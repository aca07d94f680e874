"""Sets of pairs compared whole: ``{p : A × B | P p} = {(1, 1), (-1, -1)}`` (issue 25).

dgg has no set of pairs as a value. A comparison of two sets of pairs is unfolded, before
elaboration: ``S = T`` is ``∀ x, x ∈ S ↔ x ∈ T`` (``Set.ext``, ``@[ext]`` in ``Mathlib/Data/Set/Defs.lean``,
and its converse by rewriting), ``S ⊆ T`` is ``∀ x, x ∈ S → x ∈ T``
(``Set.subset_def``, ``Mathlib/Data/Set/Basic.lean``), and a pair ``x`` ranges over ``A × B`` as
``(a, b)`` with ``a : A``, ``b : B`` (``Prod.forall``, Lean's ``src/Init/Core.lean``). Membership:

* ``(a, b) ∈ {p : A × B | P p}`` is ``P (a, b)`` (``Set.mem_setOf_eq``), with ``p.1``/``p.fst``
  read ``a`` and ``p.2``/``p.snd`` read ``b`` (``Prod.fst``/``Prod.snd`` of ``Prod.mk``);
* ``(a, b) ∈ {(c₁, d₁), …}`` is ``a = c₁ ∧ b = d₁ ∨ …`` (``Set.mem_insert_iff``,
  ``Prod.mk.injEq``); ``∅`` is ``False``;
* a definition without parameters (an answer filled by ``--fix``) is its body.

Unique existence of a pair, ``∃! p : A × B, P p``, is unfolded the same way: Mathlib's
``ExistsUnique`` (``∃ x, p x ∧ ∀ y, p y → y = x``, ``Mathlib/Logic/ExistsUnique.lean``) over the
components, ``∃ a b, P (a, b) ∧ ∀ a' b', P (a', b') → a' = a ∧ b' = b`` (``Prod.exists``,
``Prod.forall``, ``Prod.mk.injEq``).

Only two-fold products of types written in the builder or the binder, and only where every use of
the bound pair is a projection; anything else is left as written (and stays ``not_translated``).
"""

from __future__ import annotations

from dataclasses import replace

from dgg.model.records import LocalDef, Statement
from dgg.model.terms import (
    AnonCtor,
    App,
    BinderSpec,
    BinOp,
    Field,
    Lam,
    Name,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)

__all__ = ["fresh_components", "project_pair", "unfold_pair_sets"]

_FST, _SND = ("1", "fst"), ("2", "snd")


def _builder(t: Term) -> tuple[str, Term, Term, Term] | None:
    """``(p, A, B, body)`` of ``{p : A × B | body}`` (A, B not products themselves)."""
    if not (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Set.ofPred"
            and len(t.args) == 1 and isinstance(t.args[0], Lam)
            and len(t.args[0].binders) == 1):
        return None
    b = t.args[0].binders[0]
    ty = b.type
    if not (isinstance(ty, BinOp) and ty.op == "×"):
        return None
    if any(isinstance(s, BinOp) and s.op == "×" for s in (ty.lhs, ty.rhs)):
        return None
    return b.name, ty.lhs, ty.rhs, t.args[0].body


def _literal(t: Term) -> list[tuple[Term, Term]] | None:
    """The listed pairs of ``{(c₁, d₁), …}``; ``[]`` for ``∅``."""
    if isinstance(t, Name) and t.id in ("∅", "EmptyCollection.emptyCollection"):
        return []
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Singleton.singleton" \
            and len(t.args) == 1:
        p = _pair(t.args[0])
        return None if p is None else [p]
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Insert.insert" \
            and len(t.args) == 2:
        p, rest = _pair(t.args[0]), _literal(t.args[1])
        return None if p is None or rest is None else [p] + rest
    return None


def _pair(t: Term) -> tuple[Term, Term] | None:
    if isinstance(t, AnonCtor) and len(t.elems) == 2:
        return t.elems[0], t.elems[1]
    return None


def project_pair(t: Term, p: str, a: Term, b: Term) -> Term | None:
    """``t`` with the projections of ``p`` replaced; ``None`` if ``p`` is used otherwise."""
    bad = False

    def go(x: Term) -> Term:
        nonlocal bad
        if isinstance(x, Name):
            if x.id in (f"{p}.{f}" for f in _FST):
                return a
            if x.id in (f"{p}.{f}" for f in _SND):
                return b
            if x.id == p or x.id.startswith(p + "."):
                bad = True
            return x
        if isinstance(x, Field) and isinstance(x.obj, Name) and x.obj.id == p:
            if x.name in _FST:
                return a
            if x.name in _SND:
                return b
            bad = True
            return x
        if isinstance(x, (Quant, Lam)) and any(bd.name == p for bd in x.binders):
            return x  # shadowed
        return map_children(x, go, binders=True)

    out = go(t)
    return None if bad else out


def fresh_components(p: str, taken: set[str]) -> tuple[str, str]:
    """Names for the components of the pair ``p``, named after its projections as for a pair
    variable (:mod:`dgg.elab.tuples`): ``p₁``, ``p₂``, primed while taken; both are added to
    ``taken``."""
    an, bn = f"{p}₁", f"{p}₂"
    while an in taken or bn in taken:
        an, bn = an + "'", bn + "'"
    taken |= {an, bn}
    return an, bn


class _Unfold:
    def __init__(self, defs: dict[str, LocalDef], taken: set[str]) -> None:
        self.defs = defs
        self.taken = taken

    def body_of(self, t: Term) -> Term:
        """A definition without parameters read as its body (``abbrev ans : Set (ℤ × ℤ) := …``)."""
        if isinstance(t, Name):
            hits = [d for full, d in self.defs.items()
                    if full == t.id or full.endswith("." + t.id)]
            exact = [d for d in hits if d.name == t.id]
            d = exact[0] if exact else hits[0] if len(hits) == 1 else None  # never a guess
            if d is not None and not d.params and d.body is not None \
                    and not (isinstance(d.body, Name) and d.body.id == "sorry"):
                return d.body
        return t

    def member(self, a: Term, b: Term, s: Term) -> Term | None:
        s = self.body_of(s)
        got = _builder(s)
        if got is not None:
            p, _, _, body = got
            return project_pair(body, p, a, b)
        lit = _literal(s)
        if lit is None:
            return None
        pos = getattr(s, "pos", None)
        out: Term = Name("False", pos=pos)
        for c, d in reversed(lit):
            eq = BinOp("∧", BinOp("=", a, c, pos), BinOp("=", b, d, pos), pos)
            out = eq if isinstance(out, Name) and out.id == "False" else BinOp("∨", eq, out, pos)
        return out

    def fresh(self, p: str) -> tuple[str, str]:
        return fresh_components(p, self.taken)

    def unique(self, t: Quant) -> Term | None:
        """``∃! p : A × B, P p`` over the components (see the module docstring)."""
        if len(t.binders) != 1 or t.binders[0].domain is not None:
            return None
        b = t.binders[0]
        ty = b.type
        if not (isinstance(ty, BinOp) and ty.op == "×") or any(
                isinstance(x, BinOp) and x.op == "×" for x in (ty.lhs, ty.rhs)):
            return None
        pos = t.pos
        (an, bn), (yn, zn) = self.fresh(b.name), self.fresh(b.name)
        a, c, y, z = (Name(n, pos=pos) for n in (an, bn, yn, zn))
        here, other = project_pair(t.body, b.name, a, c), project_pair(t.body, b.name, y, z)
        if here is None or other is None:
            return None
        same = BinOp("∧", BinOp("=", y, a, pos), BinOp("=", z, c, pos), pos)
        only = Quant("∀", (BinderSpec(yn, ty.lhs, None, b.pos), BinderSpec(zn, ty.rhs, None, b.pos)),
                     BinOp("→", other, same, pos), pos)
        return Quant("∃", (BinderSpec(an, ty.lhs, None, b.pos), BinderSpec(bn, ty.rhs, None, b.pos)),
                     BinOp("∧", here, only, pos), pos)

    def rewrite(self, t: Term) -> Term:
        out = map_children(t, self.rewrite, binders=True)
        if isinstance(out, Quant) and out.op == "∃!":
            return self.unique(out) or out
        if not isinstance(out, BinOp):
            return out
        pos = out.pos
        if out.op in ("∈", "∉") and _pair(out.lhs) is not None:
            a, b = _pair(out.lhs)  # type: ignore[misc]
            m = self.member(a, b, out.rhs)
            if m is not None:
                return m if out.op == "∈" else UnOp("¬", m, pos)
            return out
        if out.op not in ("=", "⊆"):
            return out
        types = _builder(self.body_of(out.lhs)) or _builder(self.body_of(out.rhs))
        if types is None:
            return out
        # the components are named after the projections, as for a pair variable
        # (dgg.elab.tuples): `p.1` is `p₁`; primed while that name is taken
        self.taken |= free_names(out.lhs) | free_names(out.rhs)
        an, bn = self.fresh(types[0])
        a, b = Name(an, pos=pos), Name(bn, pos=pos)
        ml, mr = self.member(a, b, out.lhs), self.member(a, b, out.rhs)
        if ml is None or mr is None:
            return out
        body = BinOp("↔" if out.op == "=" else "→", ml, mr, pos)
        binders = (BinderSpec(an, types[1], None, pos), BinderSpec(bn, types[2], None, pos))
        return Quant("∀", binders, body, pos)


def unfold_pair_sets(stmt: Statement) -> Statement:
    """``stmt`` with its comparisons of sets of pairs unfolded (see the module docstring);
    ``stmt`` itself when it has none."""
    terms = [stmt.conclusion] + [h.term for h in stmt.hypotheses]
    if not any(_builder(n) is not None or isinstance(n, AnonCtor)
               or (isinstance(n, Quant) and n.op == "∃!")
               for t in terms if t is not None for n in t.walk()):
        return stmt
    names = {n.id.split(".")[0] for t in terms if t is not None for n in t.walk()
             if isinstance(n, Name)} | {v.name for v in stmt.variables}
    u = _Unfold(stmt.defs, names)
    hyps = [replace(h, term=u.rewrite(h.term)) if h.term is not None else h
            for h in stmt.hypotheses]
    concl = u.rewrite(stmt.conclusion) if stmt.conclusion is not None else None
    return replace(stmt, hypotheses=hyps, conclusion=concl)
