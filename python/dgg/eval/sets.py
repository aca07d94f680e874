"""The set quantifiers of :mod:`dgg.elab.sets_lower`: ``∀``/``∃``/``∃!`` over an element type, and
the number of elements of a set (``Set.ncard``, ``Finset.card``).

Each handler takes ``fun x : T ↦ p`` (``p`` the unfolded membership, ``x`` the element):

* over a finite type (``Fin n``, …) the quantifier is evaluated on every element, as ``∀``/``∃``;
* over ℕ or ℤ, where the proposition bounds ``x`` (``x < 5``, ``x ∈ Set.Icc a b``, ``x = a ∨
  x = b``: for ``∀`` the bounds of the premise of ``→``), on every integer in the bounds: exact,
  in float and exact arithmetic alike (at most :data:`dgg.eval.sets_bounds.MAX_ENUM` integers);
* elsewhere on points: the grid of :func:`dgg.eval.numsets.grid`, every value ``e`` that ``x`` is
  compared with (``x ≤ e``, ``x = e``: interval end points, listed elements) with rational points
  just beside it, and for ℝ/ℚ the roots of the equations of ``p``
  (:func:`dgg.eval.witness.equation_roots`), each rounded to a rational. In exact arithmetic only
  what a point proves is returned: ``∀`` false (a point where ``p`` fails, evaluated exactly),
  ``∃`` true (an exact witness), ``∃!`` false (two distinct exact witnesses); anything else raises
  :class:`Undecidable`, so a sampled pass is never a certificate.

``Set.ncard`` of a set that is not bounded this way is ``not_translated`` (Mathlib gives an
infinite set the cardinal 0, ``Set.ncard_eq_zero``: dgg cannot tell an infinite set from a
large one on points).
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import replace
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.cells import decide_cells
from dgg.eval.exact_ops import is_interval
from dgg.eval.numeric import Undecidable, iv_mid
from dgg.eval.numsets import exact_grid, grid
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.sets_bounds import FLIP, bare, enumerate_set
from dgg.eval.sets_linear import decide
from dgg.eval.values import NotTranslated, Scope, Val, align, expand_axis, lift
from dgg.eval.witness import equation_roots
from dgg.model.terms import (
    App,
    BigOp,
    BinOp,
    Ite,
    Lam,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    free_names,
    map_children,
)

__all__ = ["FUNCTIONS", "builder_membership"]


def builder_membership(t: BinOp) -> Term | None:
    """``x ∈ Set.ofPred (fun y ↦ p)`` as ``(fun y ↦ p) x`` (``Set.mem_setOf_eq``, by ``rfl``),
    ``∉`` its negation; ``None`` for any other membership. A set-builder is a value where it is
    the argument of a function the evaluator handles (``Set.InjOn f {y | 0 ≤ y}``)."""
    s = t.rhs
    if not (isinstance(s, App) and isinstance(s.fn, Name) and s.fn.id == "Set.ofPred"
            and len(s.args) == 1 and isinstance(s.args[0], Lam)
            and len(s.args[0].binders) == 1):
        return None
    out: Term = App(s.args[0], (t.lhs,), t.pos)
    return out if t.op == "∈" else UnOp("¬", out, t.pos)


def _atoms(t: Term, x: str) -> list[tuple[str, Term]]:
    """``(op, e)`` for every comparison ``x op e`` in ``t`` (``e`` free of ``x``), anywhere."""
    out: list[tuple[str, Term]] = []
    for n in t.walk():
        if isinstance(n, BinOp) and n.op in FLIP:
            if bare(n.lhs, x) and x not in free_names(n.rhs):
                out.append((n.op, n.rhs))
            elif bare(n.rhs, x) and x not in free_names(n.lhs):
                out.append((FLIP[n.op], n.lhs))
    return out


def _rational(y: Any) -> Fraction | None:
    """A rational point at (or, for an enclosure or a float, near) ``y``."""
    try:
        if isinstance(y, Fraction):
            return y
        if isinstance(y, int):
            return Fraction(y)
        if is_interval(y):
            f = float(iv_mid(y))
            return Fraction(f).limit_denominator(10 ** 6) if math.isfinite(f) else None
        f = float(y)
        # a float value is its own point: a nearby rational (1e-13 below `a`) would meet `x ≥ a`
        # only through the float relations' tolerance, and not a cell decided exactly
        return Fraction(f) if math.isfinite(f) else None
    except (TypeError, ValueError, OverflowError, AttributeError, Undecidable):
        return None


def _points(te: TermEvaluator, lam: Lam, num: str, sc: Scope, kind: str) -> np.ndarray:
    """Grid points, compared values and their neighbours, equation roots: ``(…, n)`` rationals
    (exact) or floats, per instance."""
    x = lam.binders[0].name
    d = sc.depth + 1
    extra: list[np.ndarray] = []
    step = Fraction(1) if num in ("nat", "int") else Fraction(1, 1000)
    for _, e in _atoms(lam.body, x):
        try:
            v = lift(te.ev(e, sc, num), sc.depth)
        except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                OverflowError, ArithmeticError):
            continue
        if v.kind != "num":
            continue
        extra.append(np.asarray(v.arr)[..., None])
    if num in ("real", "rat") and kind in ("∃", "∃!"):
        try:
            extra += [np.asarray(r) for r in equation_roots(te, lam.body, x, num, sc)]
        except (NotTranslated, Undecidable):
            pass
    base = [Fraction(p) for p in grid(num)]
    lead = np.broadcast_shapes(*((1,) * d,), *(a.shape[:d] for a in extra)) if extra \
        else (1,) * d
    cols: list[list[Fraction]] = []
    for ix in np.ndindex(*lead):
        pts = set(base)
        found: set[Fraction] = set()
        for a in extra:
            y = _rational(a[tuple(min(i, s - 1) for i, s in zip(ix, a.shape[:d]))].flat[0])
            if y is None:
                continue
            if num in ("nat", "int"):
                y = Fraction(math.floor(y))
                near = [y - 1, y, y + 1, y + 2]
            else:
                # a neighbour farther than the float relations' relative tolerance (1e-9), which
                # would otherwise meet `x ≥ a` there while an exact cell does not
                gap = max(step, abs(y) / 10 ** 6)
                near = [y - gap, y, y + gap]
            found.update(p for p in near if num not in ("nat", "nnreal") or p >= 0)
        if num in ("real", "rat"):  # midpoints between the compared values: strict gaps
            srt = sorted(found)
            found.update((u + v) / 2 for u, v in zip(srt, srt[1:]))
        cols.append(sorted(pts | found))
    n = max(len(c) for c in cols)
    out = np.empty(lead + (n,), dtype=object)
    for k, ix in enumerate(np.ndindex(*lead)):
        c = cols[k] + [cols[k][-1]] * (n - len(cols[k]))  # padded with a repeated point
        out[ix] = np.array(c, dtype=object)
    return out if te.ops.exact else out.astype(float)


def _quantifier(kind: str, lenient: bool = False) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        lam = args[0]
        assert isinstance(lam, Lam) and len(lam.binders) == 1 and lam.binders[0].type is not None
        b = lam.binders[0]
        assert b.type is not None
        ty = te.eval_type(b.type, sc)
        if ty[0] == "num" and kind in ("sSup", "sInf") and ty[1] == "real":
            got = _by_cells(te, kind, lam, ty[1], sc)
            if got is not None:
                return got
        if ty[0] == "num" and kind in ("sSup", "sInf") and ty[1] not in ("nat", "int"):
            raise NotTranslated(f"{kind} of a set of {ty[1]} dgg cannot determine", pos)
        if ty[0] != "num":
            if kind in ("sSup", "sInf"):
                raise NotTranslated(f"{kind} over a finite type", pos)
            if kind == "finite":  # a set of a finite type
                return Val("bool", np.ones((1,) * (1 + sc.depth), dtype=bool), sc.depth)
            return _finite(te, kind, lam, sc, pos)
        num = ty[1]
        d = sc.depth + 1
        if num in ("real", "rat") and kind in ("∀", "∃", "∃!", "ncard", "finite"):
            got = _by_cells(te, kind, lam, num, sc)
            if got is not None:
                return got
        if num in ("nat", "int"):
            en = enumerate_set(te, lam, num, sc, kind if kind in ("∀", "∃!", "ncard") else "∃")
            if en is not None:
                truth, mask, vals = en
                if kind in ("sSup", "sInf"):
                    return _extremum(te, kind, truth & mask, vals, d, num)
                if kind == "finite":  # bounded by its predicate: finite
                    return Val("bool", np.ones(mask.shape[:-1], dtype=bool), d - 1)
                return _decided(te, kind, truth, mask, d)
        if kind == "finite":
            raise NotTranslated("Set.Finite of a set dgg cannot enumerate (no integer bounds)",
                                pos)
        if kind in ("sSup", "sInf"):
            raise NotTranslated(f"{kind} of a set dgg cannot enumerate", pos)
        if kind == "ncard":
            raise NotTranslated("Set.ncard of a set dgg cannot enumerate (no integer bounds)",
                                pos)
        if num in ("real", "rat") and kind in ("∀", "∃"):
            try:
                r = decide(te, kind, lam.body, b.name, num, sc)
            except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
                    OverflowError, ArithmeticError):
                r = None
            if r is not None:  # intervals: decided by their end points (dgg.eval.sets_linear)
                return Val("bool", np.asarray(r, dtype=bool), sc.depth)
        pts = _points(te, lam, num, sc, kind)
        xv = Val("num", pts, d, num=num)
        try:
            with np.errstate(all="ignore"), \
                    exact_grid(kind, pts.shape[-1]) if te.ops.exact else nullcontext():
                v = te.prop(lam.body, sc.bind(b.name, xv, d))
        except Undecidable:
            if not te.ops.exact:
                raise
            return _point_by_point(te, kind, lam, pts, sc, num)
        a = np.asarray(expand_axis(lift(v, d).arr, d, pts.shape[-1]), dtype=bool)
        if kind == "∃" and lenient and not te.ops.exact:
            # a witness the points miss is no evidence against the statement (the least-bound
            # half of IsLUB/IsGLB: `∃ y ∈ s, b < y` near the bound, `1 / (n + 1) < b`)
            return Val("bool", np.ones(a.shape[:-1], dtype=bool), d - 1)
        return _on_points(te, kind, a, pts, d)
    return h


def _by_cells(te: TermEvaluator, kind: str, lam: Lam, num: str, sc: Scope) -> Val | None:
    """``kind`` decided by the roots of the proposition's polynomials (:mod:`dgg.eval.cells`):
    in exact arithmetic, and in float arithmetic too where every value is a simple rational
    (float evidence, which exact arithmetic decides again); ``None`` where an instance is left
    undecided. Points cannot decide ``ncard``/``finite``/``sInf``/``sSup``, nor find a root no
    point is (``{x : ℝ | x ^ 2 = 2} ⊆ Set.Ioi 0`` fails at ``-√2`` only)."""
    got = decide_cells(te, kind, lam.body, lam.binders[0].name, num, sc, floats=True)
    if got is None or not np.asarray(got[1]).all():
        return None
    vals = got[0]
    if kind not in ("ncard", "sInf", "sSup"):
        return Val("bool", np.asarray(vals, dtype=bool), sc.depth)
    arr: Any = np.asarray(vals, dtype=object) if te.ops.exact else np.asarray(vals, dtype=float)
    return Val("num", arr, sc.depth, num="nat" if kind == "ncard" else num)


def _point_by_point(te: TermEvaluator, kind: str, lam: Lam, pts: np.ndarray, sc: Scope,
                    num: str) -> Val:
    """Exact arithmetic, when the points together are undecidable (a nested `∃` with no witness
    at one of them): each point alone; a point decided against ``∀`` (for it, ``∃``), or two
    distinct witnesses against ``∃!``, decide; anything else is :class:`Undecidable`."""
    d = sc.depth + 1
    name = lam.binders[0].name
    n = pts.shape[-1]
    known = np.zeros(pts.shape, dtype=bool)
    truth = np.zeros(pts.shape, dtype=bool)
    for k in range(n):
        try:  # the n points one by one cost what they cost together: the same bound on nesting
            with exact_grid(kind, n):
                v = te.prop(lam.body, sc.bind(name, Val("num", pts[..., k:k + 1], d, num=num), d))
        except (Undecidable, NotTranslated, ArithmeticError, ValueError, TypeError):
            continue
        r = np.asarray(expand_axis(lift(v, d).arr, d, 1), dtype=bool)
        known[..., k:k + 1] = True
        truth[..., k:k + 1] = r
    if kind == "∀" and (known & ~truth).any(axis=-1).all():
        return Val("bool", np.zeros(pts.shape[:-1], dtype=bool), d - 1)
    if kind == "∃" and (known & truth).any(axis=-1).all():
        return Val("bool", np.ones(pts.shape[:-1], dtype=bool), d - 1)
    if kind == "∃!":
        return _on_points(te, kind, known & truth, pts, d)
    raise Undecidable("a set statement decided on points only where a point decides it")


def _extremum(te: TermEvaluator, kind: str, hit: np.ndarray, vals: np.ndarray, d: int,
              num: str) -> Val:
    """The largest (``sSup``) or least element of each enumerated set, 0 if it is empty."""
    h, v = np.broadcast_arrays(hit, vals)
    lead = h.shape[:-1]
    out = np.empty(lead, dtype=object)
    for ix in np.ndindex(*lead):
        sel = v[ix][h[ix]]
        best = (sel.max() if kind == "sSup" else sel.min()) if sel.size else 0
        out[ix] = Fraction(int(best))
    arr: Any = out if te.ops.exact else out.astype(float)
    return Val("num", arr, d - 1, num=num)


def _decided(te: TermEvaluator, kind: str, truth: np.ndarray, mask: np.ndarray, d: int) -> Val:
    t, m = np.broadcast_arrays(truth, mask)
    if kind == "∀":
        return Val("bool", np.where(m, t, True).all(axis=-1), d - 1)
    if kind == "∃":
        return Val("bool", (t & m).any(axis=-1), d - 1)
    count = (t & m).sum(axis=-1)
    if kind == "∃!":
        return Val("bool", count == 1, d - 1)
    arr: Any = np.vectorize(Fraction, otypes=[object])(count) if te.ops.exact \
        else count.astype(float)
    return Val("num", arr, d - 1, num="nat")


def _on_points(te: TermEvaluator, kind: str, a: np.ndarray, pts: np.ndarray, d: int) -> Val:
    exact = te.ops.exact
    if kind == "∀":
        r = a.all(axis=-1)
        if exact and r.any():
            raise Undecidable("a set statement over an infinite type holds on points only")
        return Val("bool", r, d - 1)
    if kind == "∃":
        r = a.any(axis=-1)
        if exact and not r.all():
            raise Undecidable("no point is a witness")
        return Val("bool", r, d - 1)
    # ∃!: two distinct points where the proposition holds refute it
    p = np.broadcast_to(pts, a.shape)
    lead = a.shape[:-1]
    r = np.zeros(lead, dtype=bool)
    two = np.zeros(lead, dtype=bool)
    for ix in np.ndindex(*lead):
        hits = p[ix][a[ix]]
        if exact:
            distinct = len({Fraction(y) for y in hits})
        else:
            s = np.sort(np.asarray(hits, dtype=float))
            distinct = 0 if s.size == 0 else 1 + int(
                np.sum(np.diff(s) > 1e-9 * (1 + np.abs(s[1:]))))
        r[ix] = distinct == 1
        two[ix] = distinct >= 2
    if exact and not two.all():
        raise Undecidable("`∃!` decided on points only where two witnesses differ")
    return Val("bool", r, d - 1)


def _finite(te: TermEvaluator, kind: str, lam: Lam, sc: Scope, pos: Any) -> Val:
    """Over a finite type: the quantifiers as written, evaluated on every element."""
    b = lam.binders
    if kind in ("∀", "∃"):
        return te.prop(Quant(kind, b, lam.body, pos), sc)
    if kind == "ncard":
        one, zero = Num(Fraction(1), "1", pos), Num(Fraction(0), "0", pos)
        return te.ev(BigOp("∑", b, Ite(lam.body, one, zero, pos), pos), sc, "nat")
    y = "_dgg_u"
    uniq = Quant("∀", (replace(b[0], name=y),),
                 BinOp("→", _rename(lam.body, b[0].name, y),
                       BinOp("=", Name(y, pos=pos), Name(b[0].name, pos=pos), pos), pos), pos)
    return te.prop(Quant("∃", b, BinOp("∧", lam.body, uniq, pos), pos), sc)


def _and(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    """``a ∧ b``; in exact arithmetic a side that is undecidable does not hide the other side
    being false (``False ∧ _`` is ``False``)."""
    a, b = args
    try:
        va = te.prop(a, sc)
    except Undecidable:
        vb = te.prop(b, sc)
        if np.asarray(vb.arr).any():
            raise
        return vb
    if not np.asarray(va.arr).any():
        return va
    return _conj(va, te.prop(b, sc))


def _conj(a: Val, b: Val) -> Val:
    x, y, d = align(a, b)
    return Val("bool", np.asarray(x, dtype=bool) & np.asarray(y, dtype=bool), d)


def _big(op: str) -> Handler:
    """``∑``/``∏ x ∈ S, f x`` over a set of integers enumerated from its predicate."""
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        mem, body = args
        assert isinstance(mem, Lam) and isinstance(body, Lam)
        b = mem.binders[0]
        assert b.type is not None
        ty = te.eval_type(b.type, sc)
        en = enumerate_set(te, mem, ty[1], sc, "∃") if ty[0] == "num" and \
            ty[1] in ("nat", "int") else None
        if en is None:
            raise NotTranslated(f"{op} over a set dgg cannot enumerate", pos)
        truth, mask, vals = en
        d = sc.depth + 1
        size = truth.shape[-1]
        pts: Any = np.array([Fraction(int(k)) for k in vals.reshape(-1, size)[0]], dtype=object) \
            if te.ops.exact else vals.reshape(-1, size)[0].astype(float)
        xv = Val("num", pts.reshape((1,) + (1,) * (d - 1) + (size,)), d, num=ty[1])
        v = lift(te.ev(body.body, sc.bind(b.name, xv, d), want), d)
        if v.kind != "num" or v.own_nd:
            raise NotTranslated(f"{op} of a non-number", pos)
        arr = expand_axis(v.arr, d, size)
        keep = truth & mask
        arr, keep = np.broadcast_arrays(arr, keep)
        fill: Any = te.ops.const(Fraction(0 if op == "∑" else 1))[0]
        arr = np.where(keep, arr, fill if te.ops.exact else float(fill))
        if te.ops.exact:
            arr = np.asarray(arr, dtype=object)
        r = te.ops.sum(arr, d) if op == "∑" else te.ops.prod(arr, d)
        return Val("num", r, d - 1, num=v.num)
    return h


def _rename(t: Term, x: str, y: str) -> Term:
    """``t`` with the free ``x`` renamed ``y`` (``y`` is fresh: no capture)."""
    if isinstance(t, Name):
        return Name(y, pos=t.pos) if t.id == x else t
    if isinstance(t, (Quant, BigOp, Lam)) and any(b.name == x for b in t.binders):
        return t
    return map_children(t, lambda c: _rename(c, x, y), binders=True)


FUNCTIONS: dict[str, Handler] = {
    "dgg.Set.forall": _quantifier("∀"), "dgg.Set.exists": _quantifier("∃"),
    "dgg.Set.existsNear": _quantifier("∃", lenient=True),
    "dgg.existsUnique": _quantifier("∃!"), "dgg.Set.ncard": _quantifier("ncard"),
    "dgg.and": _and, "dgg.Set.finite": _quantifier("finite"),
    "dgg.Set.sSup": _quantifier("sSup"), "dgg.Set.sInf": _quantifier("sInf"),
    "dgg.Set.sum": _big("∑"), "dgg.Set.prod": _big("∏"),
}
