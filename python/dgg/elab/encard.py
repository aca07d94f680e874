"""``Set.encard s`` compared with a numeral, read in ``ℕ`` (issue 25).

``Set.encard s : ℕ∞`` is ``⊤`` exactly when ``s`` is infinite (``Set.encard_eq_top_iff``) and
equals ``(s.ncard : ℕ∞)`` when ``s`` is finite (``Set.Finite.cast_ncard_eq``), both in
``Mathlib/Data/Set/Card.lean``. A numeral ``k : ℕ∞`` is ``(k : ℕ)`` cast, never ``⊤``, so

* ``s.encard = k`` is ``s.Finite ∧ s.ncard = k`` (``k = s.encard`` the same);
* ``s.encard ≠ k`` is its negation.

dgg has no ``ℕ∞``; this rewrite is the only reading of ``encard`` (anything else stays an unknown
name, ``not_translated``).
"""

from __future__ import annotations

from dataclasses import replace

from dgg.model.records import Statement
from dgg.model.terms import App, BinOp, Field, Name, Num, Term, UnOp, map_children

__all__ = ["unfold_encard"]


def _set_of(t: Term) -> Term | None:
    """``s`` of ``Set.encard s`` / ``s.encard``; ``None`` for anything else."""
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in ("Set.encard", "encard") \
            and len(t.args) == 1:
        return t.args[0]
    if isinstance(t, Field) and t.name == "encard":
        return t.obj
    return None


def _numeral(t: Term) -> bool:
    return isinstance(t, Num) and t.value.denominator == 1 and t.value >= 0


def _rewrite(t: Term) -> Term:
    out = map_children(t, _rewrite, binders=True)
    if isinstance(out, BinOp) and out.op in ("=", "≠"):
        for a, b in ((out.lhs, out.rhs), (out.rhs, out.lhs)):
            s = _set_of(a)
            if s is not None and _numeral(b):
                pos = out.pos
                eq: Term = BinOp("∧", App(Name("Set.Finite", pos=pos), (s,), pos),
                                 BinOp("=", App(Name("Set.ncard", pos=pos), (s,), pos), b, pos),
                                 pos)
                return eq if out.op == "=" else UnOp("¬", eq, pos)
    return out


def unfold_encard(stmt: Statement) -> Statement:
    """``stmt`` with ``Set.encard s = k`` (``≠``) read as above; ``stmt`` itself without one."""
    terms = [stmt.conclusion] + [h.term for h in stmt.hypotheses]
    if not any(_set_of(n) is not None for t in terms if t is not None for n in t.walk()):
        return stmt
    hyps = [replace(h, term=_rewrite(h.term)) if h.term is not None else h
            for h in stmt.hypotheses]
    concl = _rewrite(stmt.conclusion) if stmt.conclusion is not None else None
    return replace(stmt, hypotheses=hyps, conclusion=concl)
