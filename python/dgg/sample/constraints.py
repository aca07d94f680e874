"""Hypotheses cut into atomic constraints, and the numeric solving of a constraint for one variable.

A hypothesis such as ``∀ j, |u j| ≤ F ∧ 0 ≤ u j`` becomes the atoms ``∀ j, u j ≤ F``,
``∀ j, -u j ≤ F`` and ``∀ j, 0 ≤ u j``. For a variable ``s`` (a real scalar, or every entry of a
function at once) an atom is *affine in s* when the difference of its sides, evaluated at
``s = 0, 1, 2, -1``, lies on a line; it then gives per-instance bounds ``s ≥ lo`` / ``s ≤ hi`` /
``s = e`` / ``s ≠ e``. This is how the sampler meets ``1 - δ ≤ π j₀``, ``α * dModel ≤ sqNorm h`` or
``∑ v, softmax z v * sqNorm (J v) ≤ C`` without knowing any theorem: it samples the other
variables, then the scalar inside its feasible range. When one side of the atom is the variable
itself (``u j ≤ F``) one evaluation gives the same numbers as the four. The bounds are
:class:`dgg.sample.bounds.Bounds`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.values import Sides
from dgg.model.terms import Abs, AnonCtor, BinderSpec, BinOp, Name, Quant, Term, UnOp, free_names
from dgg.sample.bounds import all_true


@dataclass
class Atom:
    """``∀ binders, lhs op rhs`` with ``op`` in ``≤ < = ≠`` (``≥``/``>`` are flipped)."""

    hyp: str
    binders: tuple[BinderSpec, ...]
    rel: BinOp
    names: frozenset[str]

    def term(self) -> Term:
        if not self.binders:
            return self.rel
        return Quant("∀", self.binders, self.rel)


def atoms_of(hyp: str, t: Term, var_names: set[str]) -> list[Atom]:
    """The atomic constraints of a hypothesis (conjunctions split, ``|e| ≤ c`` split in two)."""
    out: list[Atom] = []

    def go(t: Term, binders: tuple[BinderSpec, ...]) -> None:
        if isinstance(t, Quant) and t.op == "∀":
            go(t.body, binders + tuple(t.binders))
            return
        if isinstance(t, BinOp) and t.op == "∧":
            go(t.lhs, binders)
            go(t.rhs, binders)
            return
        if isinstance(t, BinOp) and t.op in ("≥", ">"):
            go(BinOp({"≥": "≤", ">": "<"}[t.op], t.rhs, t.lhs, t.pos, ty=t.ty), binders)
            return
        if (isinstance(t, BinOp) and t.op == "=" and isinstance(t.lhs, AnonCtor)
                and isinstance(t.rhs, AnonCtor) and len(t.lhs.elems) == len(t.rhs.elems)):
            for el, er in zip(t.lhs.elems, t.rhs.elems):  # `(p, q) = (2, 4)`: componentwise
                go(BinOp("=", el, er, t.pos), binders)
            return
        if isinstance(t, BinOp) and t.op in ("≤", "<") and isinstance(t.lhs, Abs):
            go(BinOp(t.op, t.lhs.arg, t.rhs, t.pos, ty=t.ty), binders)  # |a| has a's type
            go(BinOp(t.op, UnOp("-", t.lhs.arg, t.pos, ty=t.ty), t.rhs, t.pos, ty=t.ty), binders)
            return
        if isinstance(t, BinOp) and t.op in ("≤", "<", "=", "≠"):
            bound = {b.name for b in binders}
            names = {n.split(".")[0] for n in free_names(t, frozenset(bound))}
            for b in binders:
                if b.domain is not None:
                    names |= {n.split(".")[0] for n in free_names(b.domain)}
            out.append(Atom(hyp, binders, t, frozenset(names & var_names)))

    go(t, ())
    return out


Coeffs = tuple[np.ndarray, np.ndarray, np.ndarray]


def affine_coeffs(ev: Evaluator, atom: Atom, inst: Instance, var: str, entrywise: bool
                  ) -> Coeffs | None:
    """``(a, b, mask)`` with ``lhs - rhs = a * s + b`` on the atom's context axes, or ``None`` if
    the atom is not affine in ``var`` (checked at four points) or not a relation of numbers."""
    return affine_coeffs_by(ev, atom, inst, var, entrywise)[0]


def affine_coeffs_by(ev: Evaluator, atom: Atom, inst: Instance, var: str, entrywise: bool,
                     stack: Stacker | None = None) -> tuple[Coeffs | None, str | int]:
    """:func:`affine_coeffs` and how they were found: ``"bare"`` (one evaluation with ``var`` a
    constant, :func:`bare_side`), ``"big"`` (four evaluations with ``var`` a constant broadcast
    over a batch above :data:`STACK_ROWS`) or the batch size (one evaluation of the batch stacked
    four times). In the first two the batch size enters only through broadcasting: the arrays
    are the same for every batch size (see :mod:`dgg.sample.coeffs`). ``stack`` shares the stacked
    arrays between the calls on one batch (:class:`Stacker`)."""
    base = inst.values[var]
    B = inst.batch
    side = bare_side(atom, var) if base.ndim == 1 and not entrywise else None
    if side is not None:  # `X ≤ s`, `s < X`, ...: one evaluation (see `bare_side`)
        one = _probe_bare(ev, atom.term(), inst, var, side)
        if one is not None:
            with np.errstate(all="ignore"):
                a = one[1] - one[0]
            return ((a, one[0], one[2]) if linear_bare(one[0], one[2]) else None), "bare"
    how: str | int = "big" if B > STACK_ROWS else B
    return _four_points(ev, atom, inst, var, entrywise, stack), how


def _four_points(ev: Evaluator, atom: Atom, inst: Instance, var: str, entrywise: bool,
                 stack: Stacker | None) -> Coeffs | None:
    """:func:`affine_coeffs` from the probes at ``var = 0, 1, 2, -1``."""
    base = inst.values[var]
    gs = _probe(ev, atom.term(), inst, var) if inst.batch > STACK_ROWS else _probe_stacked(
        ev, atom.term(), inst, var, stack)
    if gs is None:
        return None
    (g0, m), (g1, _), (g2, _), (gm, _) = gs
    with np.errstate(all="ignore"):
        a = g1 - g0
        if not _linear(g0, g1, g2, gm, a, m):
            return None
    # entrywise: the context must be exactly one axis whose entries match var's entries
    if entrywise and (a.ndim != 2 or base.ndim != 2 or a.shape[1] != base.shape[1]):
        return None
    return a, g0, m


#: Up to this batch size the four probes are one evaluation of the batch stacked four times (one
#: walk of the term); above it, four evaluations with the variable broadcast (no copies).
STACK_ROWS = 4096
_POINTS = (0.0, 1.0, 2.0, -1.0)
Probes = list[tuple[np.ndarray, np.ndarray]]


def _probe(ev: Evaluator, term: Term, inst: Instance, var: str) -> Probes | None:
    """``lhs - rhs`` and the mask at ``var = 0, 1, 2, -1``: four evaluations, ``var`` a constant
    broadcast over the batch."""
    base = inst.values[var]
    gs = []
    for p in _POINTS:
        sd = _sides_at(ev, term, inst, var, np.full((1,) + base.shape[1:], p))
        if sd is None:
            return None
        gs.append(_difference(sd.lhs, sd.rhs, sd.mask))
    return gs


def _sides_at(ev: Evaluator, term: Term, inst: Instance, var: str, value: np.ndarray
              ) -> Sides | None:
    """The sides of ``term`` on ``inst`` with ``var`` set to ``value``; ``None`` if the evaluation
    fails or gives no relation: any failure means the atom is not usable for solving."""
    vals = dict(inst.values)
    vals[var] = value
    try:
        return ev.sides(term, Instance(inst.sizes, vals, inst.batch))
    except Exception:  # noqa: BLE001 - any failure means: not usable for solving
        return None


def _difference(lhs: np.ndarray, rhs: np.ndarray, mask: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
    """``lhs - rhs`` and the mask broadcast to its shape; when no operand varies along the batch
    axis (e.g. ``0 ≤ π j`` with ``π`` a probe constant), that axis is kept at length 1: the same
    values, without computing one row ``B`` times (callers broadcast)."""
    lhs, rhs = np.asarray(lhs), np.asarray(rhs)
    full = np.broadcast_shapes(lhs.shape, rhs.shape)
    m = np.broadcast_to(mask, full)
    ops = (lhs, rhs, m)
    if len(full) and full[0] > 1 and all(x.ndim < len(full) or x.strides[0] == 0 for x in ops):
        lhs, rhs, m = (x[:1] if x.ndim == len(full) else x for x in ops)
        g = lhs - rhs
        return g, np.broadcast_to(m, g.shape)
    return lhs - rhs, m


def bare_side(atom: Atom, var: str) -> str | None:
    """``"lhs"``/``"rhs"``: the side of the atom's relation that is ``var`` itself, when ``var``
    occurs nowhere else (not on the other side, not in a binder's domain, not bound). Then
    ``lhs - rhs`` at ``var = p`` is ``p - X`` or ``X - p`` for one array ``X``."""
    r = atom.rel
    if var in {b.name for b in atom.binders}:
        return None
    if any(b.domain is not None and var in _roots(b.domain) for b in atom.binders):
        return None
    for side, here, other in (("lhs", r.lhs, r.rhs), ("rhs", r.rhs, r.lhs)):
        if isinstance(here, Name) and here.id == var and var not in _roots(other):
            return side
    return None


def _roots(t: Term) -> set[str]:
    return {n.split(".")[0] for n in free_names(t)}


def _probe_bare(ev: Evaluator, term: Term, inst: Instance, var: str, side: str
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """``(g0, g1, mask)``: ``lhs - rhs`` at ``var = 0`` and ``var = 1`` for an atom whose side
    ``side`` is ``var`` (:func:`bare_side`), from one evaluation: the other side does not depend
    on ``var`` and ``var``'s side is ``var``'s value, so at ``var = 1`` it is the array of ones of
    the same shape — the same numbers :func:`_probe` computes from a second evaluation. ``None``
    (use the four-point probes, which then fail the same way) if the atom cannot be evaluated or
    ``var``'s side is not the zeros of the evaluation at ``var = 0``."""
    sd = _sides_at(ev, term, inst, var, np.full((1,), 0.0))
    if sd is None:
        return None
    v0 = np.asarray(getattr(sd, side))
    if v0.dtype != np.float64 or not all_true(v0 == 0.0):
        return None
    v1 = np.broadcast_to(np.array(1.0), v0.shape)
    if side == "lhs":
        (g0, m), (g1, _) = _difference(v0, sd.rhs, sd.mask), _difference(v1, sd.rhs, sd.mask)
    else:
        (g0, m), (g1, _) = _difference(sd.lhs, v0, sd.mask), _difference(sd.lhs, v1, sd.mask)
    return g0, g1, m


def linear_bare(g0: np.ndarray, m: np.ndarray) -> bool:
    """:func:`_linear` for the probes of a bare side (``g_p = X - p`` or ``p - X`` at
    ``p = 0, 1, 2, -1``), read off ``g0`` alone: a finite ``X`` always passes (every rounding
    error is a few ulps of ``max(|X|, 2)``, far below ``tol ≥ 1e-7 · max(|X|, 1)``), a NaN passes
    (`_linear` skips it), ``±inf`` fails (``inf - inf`` is NaN) unless masked out."""
    inf = np.isinf(g0)
    if not inf.any():
        return True
    return all_true(np.broadcast_to(m, inf.shape) <= ~inf)


class Stacker:
    """The arrays of a batch repeated four times and the probe values of :func:`_probe_stacked`,
    each made once and handed to every probe of the same batch: the same numbers as fresh
    copies, and the evaluator's cache (:mod:`dgg.eval.cache`, keyed by the arrays' identities)
    then computes a subterm shared by several atoms (``π j₀``, ``∑ v, softmax z v * …``) once.
    Kept arrays are never written; :meth:`clear` drops them (the sampler does, per batch)."""

    def __init__(self) -> None:
        self._rows: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        self._points: dict[tuple[int, tuple[int, ...]], np.ndarray] = {}

    def clear(self) -> None:
        self._rows.clear()
        self._points.clear()

    def rows(self, v: np.ndarray, B: int) -> np.ndarray:
        """``v`` repeated four times along its batch axis (``v`` itself if it has none)."""
        hit = self._rows.get((id(v), B))
        if hit is not None and hit[0] is v:
            return hit[1]
        out = np.concatenate([v] * 4) if v.ndim and v.shape[0] == B else v
        self._rows[(id(v), B)] = (v, out)
        return out

    def points(self, B: int, shape: tuple[int, ...]) -> np.ndarray:
        """The probe values: ``0, 1, 2, -1``, each on ``B`` rows of entries of ``shape``."""
        hit = self._points.get((B, shape))
        if hit is None:
            pts = np.repeat(np.array(_POINTS), B)
            hit = np.broadcast_to(pts.reshape((4 * B,) + (1,) * len(shape)),
                                  (4 * B,) + shape).copy()
            self._points[(B, shape)] = hit
        return hit


def _probe_stacked(ev: Evaluator, term: Term, inst: Instance, var: str,
                   stack: Stacker | None = None) -> Probes | None:
    """The same as :func:`_probe` in one evaluation of the batch repeated four times."""
    base = inst.values[var]
    B = inst.batch
    st = stack if stack is not None else Stacker()
    vals = {k: st.rows(v, B) for k, v in inst.values.items()}
    value = st.points(B, base.shape[1:])
    sd = _sides_at(ev, term, Instance(inst.sizes, vals, 4 * B), var, value)
    if sd is None:
        return None
    g = sd.lhs - sd.rhs
    m = np.broadcast_to(sd.mask, g.shape)
    return [(g[k * B:(k + 1) * B], m[k * B:(k + 1) * B]) for k in range(4)]


def _linear(g0: np.ndarray, g1: np.ndarray, g2: np.ndarray, gm: np.ndarray, a: np.ndarray,
            m: np.ndarray) -> bool:
    """Whether ``|g2 - g0 - 2a| ≤ tol`` and ``|gm - g0 + a| ≤ tol`` with
    ``tol = 1e-7 (|g0| + |g1| + |g2| + 1e-300)`` wherever ``m`` holds and ``g0`` is a number;
    computed by blocks of rows (cache-sized temporaries, the same operations in the same order)."""
    arrs = [x.reshape(1) if x.ndim == 0 else x for x in np.broadcast_arrays(g0, g1, g2, gm, a, m)]
    B = arrs[0].shape[0]
    step = max(1, (1 << 15) // max(1, arrs[0][:1].size))
    for lo in range(0, B, step):
        x0, x1, x2, xm, xa, mk = (x[lo:lo + step] for x in arrs)
        tol = np.abs(x0)
        tol += np.abs(x1)
        tol += np.abs(x2)
        tol += 1e-300
        tol *= 1e-7
        e = x2 - x0
        e -= 2 * xa
        lin = np.abs(e, out=e) <= tol
        e = xm - x0
        e += xa
        lin &= np.abs(e, out=e) <= tol
        if lin.all():  # the masked and NaN entries below can only add truth
            continue
        lin |= ~mk
        lin |= np.isnan(x0)
        if not lin.all():
            return False
    return True
