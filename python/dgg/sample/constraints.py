"""Hypotheses cut into atomic constraints, and the numeric solving of a constraint for one variable.

A hypothesis such as ``∀ j, |u j| ≤ F ∧ 0 ≤ u j`` becomes the atoms ``∀ j, u j ≤ F``,
``∀ j, -u j ≤ F`` and ``∀ j, 0 ≤ u j``. For a variable ``s`` (a real scalar, or every entry of a
function at once) an atom is *affine in s* when the difference of its sides, evaluated at
``s = 0, 1, 2, -1``, lies on a line; it then gives per-instance bounds ``s ≥ lo`` / ``s ≤ hi`` /
``s = e`` / ``s ≠ e``. This is how the sampler meets ``1 - δ ≤ π j₀``, ``α * dModel ≤ sqNorm h`` or
``∑ v, softmax z v * sqNorm (J v) ≤ C`` without knowing any theorem: it samples the other
variables, then the scalar inside its feasible range.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.terms import Abs, BinderSpec, BinOp, Quant, Term, UnOp, free_names


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
            go(BinOp({"≥": "≤", ">": "<"}[t.op], t.rhs, t.lhs, t.pos), binders)
            return
        if isinstance(t, BinOp) and t.op in ("≤", "<") and isinstance(t.lhs, Abs):
            go(BinOp(t.op, t.lhs.arg, t.rhs, t.pos), binders)
            go(BinOp(t.op, UnOp("-", t.lhs.arg, t.pos), t.rhs, t.pos), binders)
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


@dataclass
class Bounds:
    """Per-instance bounds on a variable (arrays of the batch, or ``(B, n)`` for entries)."""

    lo: np.ndarray
    hi: np.ndarray
    lo_open: np.ndarray
    hi_open: np.ndarray
    eq: np.ndarray
    excluded: list[np.ndarray]

    @staticmethod
    def free(shape: tuple[int, ...]) -> Bounds:
        return Bounds(np.full(shape, -np.inf), np.full(shape, np.inf), np.zeros(shape, bool),
                      np.zeros(shape, bool), np.full(shape, np.nan), [])

    def add(self, a: np.ndarray, b: np.ndarray, op: str) -> None:
        """Intersect with ``a * s + b  op  0``."""
        self._add(a, b, op, fold=False)

    def add_all(self, a: np.ndarray, b: np.ndarray, op: str) -> None:
        """Intersect with ``a[:, k] * s + b[:, k]  op  0`` for every ``k`` at once (``op`` in
        ``≤ <``); the same bounds as :meth:`add` called for each ``k`` in turn."""
        if a.shape[1]:
            self._add(a, b, op, fold=True)

    def _add(self, a: np.ndarray, b: np.ndarray, op: str, fold: bool) -> None:
        with np.errstate(all="ignore"):
            root = -b / np.where(a == 0, 1.0, a)
        pos, neg, zero = a > 0, a < 0, a == 0
        if op in ("≤", "<"):
            strict = op == "<"
            # a s + b ≤ 0: s ≤ root (a>0), s ≥ root (a<0)
            newhi = np.where(pos, root, np.inf)
            newlo = np.where(neg, root, -np.inf)
            bad = zero & ((b > 0) if not strict else (b >= 0))
            if fold:  # the tightest of the atoms (ties and NaN behave as in a fold of `add`)
                newhi, newlo, bad = newhi.min(axis=1), newlo.max(axis=1), bad.any(axis=1)
            # open flags: a strictly tighter bound takes the atom's strictness, an equal one adds it
            if strict:
                self.hi_open = self.hi_open | (newhi <= self.hi)
                self.lo_open = self.lo_open | (newlo >= self.lo)
            else:
                self.hi_open = self.hi_open & ~(newhi < self.hi)
                self.lo_open = self.lo_open & ~(newlo > self.lo)
            self.hi = np.minimum(self.hi, newhi)
            self.lo = np.maximum(self.lo, newlo)
            if bad.shape == self.lo.shape:
                self.lo[bad] = np.inf
            else:
                self.lo = np.where(bad, np.inf, self.lo)
        elif op == "=":
            self.eq = np.where(np.isnan(self.eq) & ~zero, root, self.eq)
            self.lo = np.where(zero & (b != 0), np.inf, self.lo)
        elif op == "≠":
            self.excluded.append(np.where(zero, np.nan, root))


def affine_coeffs(ev: Evaluator, atom: Atom, inst: Instance, var: str, entrywise: bool
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """``(a, b, mask)`` with ``lhs - rhs = a * s + b`` on the atom's context axes, or ``None`` if
    the atom is not affine in ``var`` (checked at four points) or not a relation of numbers."""
    base = inst.values[var]
    B = inst.batch
    gs = _probe(ev, atom.term(), inst, var) if B > STACK_ROWS else _probe_stacked(
        ev, atom.term(), inst, var)
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
        vals = dict(inst.values)
        vals[var] = np.full((1,) + base.shape[1:], p)
        try:
            sd = ev.sides(term, Instance(inst.sizes, vals, inst.batch))
        except Exception:  # noqa: BLE001 - any failure means: not usable for solving
            return None
        if sd is None:
            return None
        g = sd.lhs - sd.rhs
        gs.append((g, np.broadcast_to(sd.mask, g.shape)))
    return gs


def _probe_stacked(ev: Evaluator, term: Term, inst: Instance, var: str) -> Probes | None:
    """The same as :func:`_probe` in one evaluation of the batch repeated four times."""
    base = inst.values[var]
    B = inst.batch
    vals = {k: np.concatenate([v] * 4) if v.ndim and v.shape[0] == B else v
            for k, v in inst.values.items()}
    pts = np.repeat(np.array(_POINTS), B)
    vals[var] = np.broadcast_to(pts.reshape((4 * B,) + (1,) * (base.ndim - 1)),
                                (4 * B,) + base.shape[1:]).copy()
    try:
        sd = ev.sides(term, Instance(inst.sizes, vals, 4 * B))
    except Exception:  # noqa: BLE001 - any failure means: not usable for solving
        return None
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
        lin |= ~mk
        lin |= np.isnan(x0)
        if not lin.all():
            return False
    return True


def reduce_bounds(a: np.ndarray, b: np.ndarray, m: np.ndarray, op: str, bounds: Bounds,
                  entrywise: bool) -> None:
    """Fold the atom ``a s + b op 0`` (over context axes, masked) into ``bounds``."""
    if entrywise:
        a = np.where(m, a, 0.0)
        b = np.where(m, b, -1.0 if op != "=" else 0.0)
        if op in ("≠",):
            return
        bounds.add(a, b, op)
        return
    B = bounds.lo.shape[0]
    shp = np.broadcast_shapes(a.shape, b.shape, m.shape)
    shp = (B,) + shp[1:]
    a = np.broadcast_to(a, shp).reshape(B, -1)
    b = np.broadcast_to(b, shp).reshape(B, -1)
    mm = np.broadcast_to(m, shp).reshape(B, -1)
    if op in ("≤", "<"):
        bounds.add_all(np.where(mm, a, 0.0), np.where(mm, b, -1.0), op)
        return
    for k in range(a.shape[1]):
        ak = np.where(mm[:, k], a[:, k], 0.0)
        bk = np.where(mm[:, k], b[:, k], -1.0 if op not in ("=", "≠") else 0.0)
        if op in ("=", "≠") and not mm[:, k].all():
            continue
        bounds.add(ak, bk, op)
