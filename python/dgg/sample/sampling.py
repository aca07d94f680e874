"""Instances that satisfy a statement's hypotheses, sampled from the hypotheses' shapes.

Nothing here knows a theorem. The :class:`Sampler` reads the variables' types and cuts hypotheses
into atoms (:mod:`dgg.sample.constraints`), then draws, in this order:

1. sizes of the finite types and dimensions (1, 2, small, up to 20; hypotheses that mention only
   sizes, like ``1 ≤ dModel``, filter them);
2. indices (uniform), finsets (random subsets; ``s.Nonempty`` respected), ℕ/ℤ scalars;
3. functions and matrices entry by entry at mixed scales (normal, uniform, ±scale, sparse,
   constant), inside per-entry bounds found from atoms like ``∀ j, 0 ≤ π j`` or ``∀ j, |u j| ≤ 1``;
   a function with nonnegative entries and ``∑ j, π j = c`` is drawn on the simplex (Dirichlet of
   varied concentration, near-vertices at an index variable such as ``j₀``, two-point laws);
4. real scalars last, one at a time, inside the range the atoms affine in them allow given
   everything drawn before (``1 - δ ≤ π j₀`` gives ``δ ≥ 1 - π j₀``), with mass on the boundary.

Every hypothesis is then evaluated; instances that miss one are rejected (acceptance is reported).
:meth:`Sampler.project` maps an arbitrary perturbed instance back onto the recognised shapes; the
adversarial search (:mod:`dgg.check.search`) moves through it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, VarSpec
from dgg.model.terms import App, BigOp, Name, Term, free_names
from dgg.sample.bounds import Bounds, reduce_bounds
from dgg.sample.coeffs import memo_for, readonly
from dgg.sample.constraints import Atom, Stacker
from dgg.sample.distributions import clip, clip_draw, discard_mixed, draw_in, mixed, simplex
from dgg.sample.equalities import plan_for
from dgg.sample.int_equalities import int_plan_for
from dgg.sample.tolerance import loose_equalities

SIZES = (1, 2, 3, 4, 5, 6, 8, 12, 16, 20)


@dataclass
class SampleStats:
    drawn: int = 0
    accepted: int = 0
    #: drawn instances that met the hypotheses in float only through an overflow or a NaN
    #: (an operand of a relation was not finite); rejected, counted here
    nonfinite: int = 0

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drawn if self.drawn else 0.0


@dataclass
class Sampler:
    """Draws instances of ``ev``'s statement; ``skip`` drops hypotheses (necessity checks),
    ``fixes`` pins variables (a real scalar or a dimension) to exact values."""

    ev: Evaluator
    fixes: dict[str, Fraction] = field(default_factory=dict)
    skip: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        specs = self.ev.specs
        self.names = {s.name for s in specs}
        self.hyps = [h for h in self.ev.stmt.hypotheses if h.name not in self.skip]
        self.memo = memo_for(self.ev)  # atoms and size-only coefficients, shared (coeffs.py)
        self.stacker = Stacker()  # stacked probe arrays of the batch being drawn or projected
        self._static_bounds: dict[tuple[Any, ...], Bounds] = {}  # see `_bounds`
        self.atoms: list[Atom] = []
        for h in self.hyps:
            assert h.term is not None
            self.atoms.extend(self.memo.atoms(h.name, h.term, self.names))
        size_names = {s.name for s in specs if s.cat in ("type", "dim")}
        self.size_hyps = [h for h in self.hyps if h.term is not None and
                          {n.split(".")[0] for n in free_names(h.term)} & self.names <= size_names]
        unknown = set(self.fixes) - self.names
        if unknown:
            raise NotTranslated(f"--fix names no variable: {', '.join(sorted(unknown))}")
        for k, v in self.fixes.items():
            cat = self.ev.spec[k].cat
            if cat not in ("real", "nat", "int", "dim", "type", "idx"):
                raise NotTranslated(f"--fix {k}: only numbers, sizes and indices can be fixed")
            if cat in ("nat", "dim", "type", "idx") and (v.denominator != 1 or v < 0):
                raise NotTranslated(f"--fix {k}={v}: {k} needs a natural number")
        self.last_nonfinite = 0
        self.loose = {h.name: le for h in self.hyps if h.term is not None
                      and (le := loose_equalities(h.term)) is not None}
        self.eq_plan = plan_for(self)
        self.int_plan = int_plan_for(self)
        self._plan_rng = np.random.default_rng(0)
        self.sum_fns = self._sum_constraints()
        self.nonempty = {self._nonempty_target(h.term) for h in self.hyps} - {None}
        self.min_size = self._min_sizes()

    # ---------------------------------------------------------------- static shape analysis
    def _sum_constraints(self) -> dict[str, Term]:
        out: dict[str, Term] = {}
        for at in self.atoms:
            r = at.rel
            if at.binders or r.op != "=":
                continue
            for side, other in ((r.lhs, r.rhs), (r.rhs, r.lhs)):
                if (isinstance(side, BigOp) and side.op == "∑" and len(side.binders) == 1
                        and side.binders[0].domain is None and isinstance(side.body, App)
                        and isinstance(side.body.fn, Name) and len(side.body.args) == 1
                        and side.body.args[0] == Name(side.binders[0].name)):
                    f = side.body.fn.id
                    spec = self.ev.spec.get(f)
                    if spec is not None and spec.cat == "fn" and f not in free_names(other) \
                            and f not in out:
                        out[f] = other
        return out

    def _nonempty_target(self, t: Term | None) -> str | None:
        if isinstance(t, Name) and t.id.endswith(".Nonempty"):
            return t.id[: -len(".Nonempty")]
        return None

    def _min_sizes(self) -> dict[str, int]:
        mins: dict[str, int] = {}
        insts = " ".join(self.ev.stmt.instances)
        for s in self.ev.specs:
            if s.cat in ("type", "dim"):
                mins[s.name] = 1 if f"Nonempty {s.name}" in insts else 0
        for s in self.ev.specs:
            if s.cat == "idx" and s.type is not None:
                for n in s.type.walk():
                    if isinstance(n, Name) and n.id in mins:
                        mins[n.id] = max(mins[n.id], 1)
        return mins

    # ---------------------------------------------------------------- sizes
    def size_configs(self, rng: np.random.Generator, count: int) -> list[dict[str, int]]:
        """Up to ``count`` distinct size assignments meeting the size-only hypotheses: all
        minimal, all 2, then random ones (small sizes more likely)."""
        keys = [s.name for s in self.ev.specs if s.cat in ("type", "dim")]
        fixed = {k: int(v) for k, v in self.fixes.items() if k in keys}
        out: list[dict[str, int]] = []
        seen: set[tuple[int, ...]] = set()
        tries = 0
        while len(out) < count and tries < 20 * count + 20:
            tries += 1
            if tries == 1:
                cfg = {k: max(1, self.min_size[k]) for k in keys}
            elif tries == 2:
                cfg = {k: 2 for k in keys}
            elif tries == 3:
                cfg = {k: 3 for k in keys}
            else:
                cfg = {k: int(rng.choice(SIZES, p=_SIZE_P)) for k in keys}
                if rng.random() < 0.1:
                    for k in keys:
                        if self.min_size[k] == 0 and rng.random() < 0.5:
                            cfg[k] = 0
            cfg.update(fixed)
            cfg = {k: max(v, self.min_size[k]) for k, v in cfg.items()}
            key = tuple(cfg[k] for k in keys)
            if key in seen:
                continue
            seen.add(key)
            if self._sizes_ok(cfg):
                out.append(cfg)
            if not keys:
                break
        return out

    def _sizes_ok(self, cfg: dict[str, int]) -> bool:
        return not self.false_size_hyps(cfg, first=True)

    def false_size_hyps(self, cfg: dict[str, int], first: bool = False) -> list[str]:
        """The names of the size-only hypotheses (those about sizes, and closed ones such as
        ``a 1 = 3`` once a sequence is computed) that are false at the sizes ``cfg``; with
        ``first``, at most one. Empty where one cannot be evaluated."""
        bad: list[str] = []
        try:
            inst = Instance(cfg, {s.name: self._placeholder(s, cfg, 1) for s in self.ev.specs
                                  if s.cat not in ("type", "dim")}, 1)
            for h in self.size_hyps:
                assert h.term is not None
                if not self.ev.truth(h.term, inst)[0]:
                    bad.append(h.name)
                    if first:
                        break
        except NotTranslated:
            return []
        return bad

    def minimal_sizes(self) -> dict[str, int]:
        """The smallest size assignment the sampler tries first."""
        keys = [s.name for s in self.ev.specs if s.cat in ("type", "dim")]
        fixed = {k: int(v) for k, v in self.fixes.items() if k in keys}
        return {k: max(fixed.get(k, 1), self.min_size[k]) for k in keys}

    # ---------------------------------------------------------------- drawing
    def draw(self, sizes: dict[str, int], batch: int, rng: np.random.Generator) -> Instance:
        """A batch of ``batch`` candidate instances (not yet filtered by the hypotheses)."""
        try:
            return self._draw(sizes, batch, rng)
        finally:
            self.stacker.clear()

    def _draw(self, sizes: dict[str, int], batch: int, rng: np.random.Generator) -> Instance:
        vals: dict[str, np.ndarray] = {}
        specs = self.ev.specs
        for s in specs:  # placeholders so that partial evaluation works
            if s.cat not in ("type", "dim"):
                vals[s.name] = self._placeholder(s, sizes, batch)
        inst = Instance(sizes, vals, batch)
        for s in specs:
            if s.cat == "idx":
                n = self._dom_size(s, sizes)
                vals[s.name] = rng.integers(0, max(n, 1), size=batch)
            elif s.cat == "finset":
                n = self._dom_size(s, sizes)
                p = rng.choice([0.2, 0.5, 0.8, 1.0], size=(batch, 1))
                m = rng.random((batch, n)) < p
                if s.name in self.nonempty and n > 0:
                    m[np.arange(batch), rng.integers(0, n, size=batch)] = True
                vals[s.name] = m
            elif s.cat in ("nat", "int"):
                v = rng.choice([0, 1, 2, 3, 5, 10], size=batch).astype(float)
                if s.cat == "int":
                    v *= rng.choice([-1.0, 1.0], size=batch)
                vals[s.name] = v
        for s in specs:
            if s.name in self.fixes and s.cat in ("nat", "int", "real"):
                vals[s.name] = np.full(batch, float(self.fixes[s.name]))
            elif s.name in self.fixes and s.cat == "idx":
                vals[s.name] = np.full(batch, int(self.fixes[s.name]) % max(1, self._dom_size(
                    s, sizes)), dtype=np.int64)
        if self.int_plan is not None:  # ℕ/ℤ equalities solved per instance
            self.int_plan.apply_float(vals, batch, rng)
        for s in specs:
            if s.cat == "fn":
                vals[s.name] = self._draw_fn(s, inst, rng)
        for s in specs:
            if s.cat == "real" and s.name not in self.fixes:
                bd = self.scalar_bounds(s.name, inst)
                vals[s.name] = draw_in(bd, rng, batch)
        if self.eq_plan is not None:  # equalities on every solution (dgg.sample.equalities)
            self.eq_plan.apply_float(vals, batch, rng)
        return inst

    def _placeholder(self, s: VarSpec, sizes: dict[str, int], batch: int) -> np.ndarray:
        if s.cat == "idx":
            return np.zeros(batch, dtype=np.int64)
        if s.cat == "finset":
            return np.ones((batch, self._dom_size(s, sizes)), dtype=bool)
        if s.cat == "fn":
            return np.zeros((batch,) + self._fn_shape(s, sizes))
        if s.cat in ("nat", "int", "real"):
            return np.zeros(batch)
        return np.zeros(0)

    def _dom_size(self, s: VarSpec, sizes: dict[str, int]) -> int:
        ty = self.ev.domain_of(s.name, sizes)
        return ty[1].size

    def _fn_shape(self, s: VarSpec, sizes: dict[str, int]) -> tuple[int, ...]:
        ty = self.ev.domain_of(s.name, sizes)
        return tuple(d.size for d in ty[1])

    def entry_atoms(self, f: str, done: set[str]) -> list[Atom]:
        """Atoms ``∀ j, R`` in which ``f`` occurs only as ``f j`` and everything else is drawn
        before ``f`` (``done``): they bound the entries of ``f`` one by one."""
        out = []
        for at in self.atoms:
            if f not in at.names or not at.binders or not (at.names - {f}) <= done:
                continue
            if len(at.binders) != 1:
                continue
            j = Name(at.binders[0].name)
            uses = [n for n in at.rel.walk() if isinstance(n, App) and n.fn == Name(f)]
            bare = sum(1 for n in at.rel.walk() if n == Name(f))
            if uses and bare == len(uses) and all(u.args == (j,) for u in uses):
                out.append(at)
        return out

    def drawn_before(self, upto: str) -> set[str]:
        """The variables drawn before function ``upto``."""
        done = {s.name for s in self.ev.specs if s.cat in ("type", "dim", "idx", "finset", "nat",
                                                             "int")}
        done |= {k for k in self.fixes}
        for s in self.ev.specs:
            if s.name == upto:
                break
            if s.cat == "fn":
                done.add(s.name)
        return done

    def entry_bounds(self, f: str, inst: Instance) -> Bounds:
        shape = inst.values[f].shape
        if len(shape) != 2:
            return Bounds.free(shape)
        return self._bounds(f, inst, self.entry_atoms(f, self.drawn_before(f)), True)

    def _bounds(self, var: str, inst: Instance, atoms: list[Atom], entrywise: bool) -> Bounds:
        """The bounds on ``var`` (its entries with ``entrywise``) from ``atoms``. Where every
        atom is about ``var`` and the sizes alone (:meth:`CoeffMemo.only`), the bounds are too:
        kept per sizes and shape (read-only arrays; each call gets its own :class:`Bounds`)."""
        shape = inst.values[var].shape
        static = bool(atoms) and not inst.exact and all(
            self.memo.only(self.ev, at, var) for at in atoms)
        key = (var, entrywise, tuple(sorted(inst.sizes.items())), shape, inst.batch)
        if static:
            hit = self._static_bounds.get(key)
            if hit is not None:
                return replace(hit, excluded=list(hit.excluded))
        bd = Bounds.free((inst.batch,) if not entrywise else shape)
        for at in atoms:
            co = self.memo.coeffs(self.ev, at, inst, var, entrywise, self.stacker)
            if co is not None:
                reduce_bounds(co[0], co[1], co[2], at.rel.op, bd, entrywise=entrywise)
        if static:
            if len(self._static_bounds) >= 1024:
                self._static_bounds.clear()
            bd.lo, bd.hi, bd.lo_open, bd.hi_open, bd.eq = (
                readonly(bd.lo), readonly(bd.hi), readonly(bd.lo_open), readonly(bd.hi_open),
                readonly(bd.eq))
            bd.excluded = [readonly(x) for x in bd.excluded]
            self._static_bounds[key] = replace(bd, excluded=list(bd.excluded))
        return bd

    def _draw_fn(self, s: VarSpec, inst: Instance, rng: np.random.Generator) -> np.ndarray:
        shape = inst.values[s.name].shape
        B = shape[0]
        bd = self.entry_bounds(s.name, inst)
        if s.name in self.sum_fns and len(shape) == 2 and shape[1] > 0:
            c = self._sum_rhs(s.name, inst)
            nonneg = np.all(bd.lo >= 0, axis=1) & np.all(np.isinf(bd.hi), axis=1)
            x = simplex(rng, B, shape[1], self._peak_index(s, inst, rng))
            if nonneg.all():  # the free draws are not used, only their random numbers
                discard_mixed(rng, shape)
                return x * c[:, None]
            free = mixed(rng, shape)  # any sum c (also 0): shifted, not scaled
            free = free - free.mean(axis=1, keepdims=True) + c[:, None] / shape[1]
            return np.where(nonneg[:, None], x * c[:, None], free)
        x = mixed(rng, shape)
        if len(shape) == 2:
            x = clip_draw(x, bd, rng)
        return x

    def _peak_index(self, s: VarSpec, inst: Instance, rng: np.random.Generator) -> np.ndarray:
        B, n = inst.values[s.name].shape
        ty = self.ev.domain_of(s.name, inst.sizes)
        cands = [o.name for o in self.ev.specs if o.cat == "idx"
                 and self.ev.domain_of(o.name, inst.sizes)[1] == ty[1][0]]
        idx = np.asarray(rng.integers(0, n, size=B))
        if cands:
            pick = inst.values[cands[int(rng.integers(0, len(cands)))]]
            idx = np.where(rng.random(B) < 0.7, pick, idx)
        return idx

    def _sum_rhs(self, f: str, inst: Instance) -> np.ndarray:
        v = self.ev.value(self.sum_fns[f], inst, "real")
        return np.broadcast_to(np.asarray(v.arr, dtype=float).reshape(-1), (inst.batch,))

    def scalar_atoms(self, name: str) -> list[Atom]:
        """The atoms that may bound real scalar ``name``: those mentioning it whose other variables
        are drawn before it. Computed once for every variable (a draw asks for each real scalar:
        asked afresh, that is quadratic in the number of variables)."""
        table = self.__dict__.get("_scalar_atoms")
        if table is None:
            table = self._scalar_atoms = self._scalar_atom_table()
        if name in table:
            return table[name]
        done = {s.name for s in self.ev.specs} | set(self.fixes)
        return [at for at in self.atoms if name in at.names and (at.names - {name}) <= done]

    def _scalar_atom_table(self) -> dict[str, list[Atom]]:
        done = {s.name for s in self.ev.specs if s.cat != "real"} | set(self.fixes)
        mentioning: dict[str, list[Atom]] = {}
        for at in self.atoms:
            for n in at.names:
                mentioning.setdefault(n, []).append(at)
        table: dict[str, list[Atom]] = {}
        for s in self.ev.specs:
            table[s.name] = [at for at in mentioning.get(s.name, [])
                             if (at.names - {s.name}) <= done]
            if s.cat == "real":
                done.add(s.name)
        return table

    def scalar_bounds(self, name: str, inst: Instance) -> Bounds:
        """Bounds on real scalar ``name`` from the atoms affine in it whose other variables come
        earlier in the sampling order."""
        return self._bounds(name, inst, self.scalar_atoms(name), False)

    # ---------------------------------------------------------------- filtering
    def accept(self, inst: Instance) -> np.ndarray:
        """Which instances of the batch satisfy every (kept) hypothesis (float, lenient)."""
        ok = np.ones(inst.batch, dtype=bool)
        fin = np.ones(inst.batch, dtype=bool)
        with np.errstate(all="ignore"):
            for h in self.hyps:
                assert h.term is not None
                t, f = self.memo.truth_finite(self.ev, h.term, inst)  # (once per sizes if static)
                if h.name in self.loose and not np.all(t):  # sides that cancel (tolerance.py)
                    t = t | self.loose[h.name].truth(self.ev, inst)
                ok &= t
                fin &= f
        for v in inst.values.values():
            if v.dtype == float and v.size:
                if not (fin_v := np.isfinite(v)).all():  # (almost always all finite)
                    ok &= np.all(fin_v.reshape(inst.batch, -1), axis=1)
        self.last_nonfinite = int((ok & ~fin).sum())
        return ok & fin

    def sample(self, sizes: dict[str, int], batch: int, rng: np.random.Generator,
               stats: SampleStats | None = None) -> Instance:
        """Draw ``batch`` candidates and keep those meeting the hypotheses."""
        with np.errstate(all="ignore"):
            inst = self.draw(sizes, batch, rng)
            ok = self.accept(inst)
        if stats is not None:
            stats.drawn += batch
            stats.accepted += int(ok.sum())
            stats.nonfinite += self.last_nonfinite
        return select(inst, ok)

    # ---------------------------------------------------------------- projection (search)
    def project(self, inst: Instance) -> Instance:
        """Map a perturbed batch back onto the recognised shapes: simplex rows renormalised,
        entries clipped to their bounds, scalars clipped to their feasible ranges (in sampling
        order). Indices, sizes and fixed variables are unchanged."""
        try:
            return self._project(inst)
        finally:
            self.stacker.clear()

    def _project(self, inst: Instance) -> Instance:
        vals = dict(inst.values)
        out = Instance(inst.sizes, vals, inst.batch)
        with np.errstate(all="ignore"):
            for s in self.ev.specs:
                if s.cat != "fn" or s.name in self.fixes:
                    continue
                x = vals[s.name]
                if x.ndim == 2 and x.shape[1]:
                    bd = self.entry_bounds(s.name, out)
                    x = clip(x, bd)
                    if s.name in self.sum_fns:
                        c = self._sum_rhs(s.name, out)
                        nonneg = np.all(bd.lo >= 0, axis=1)
                        y = np.maximum(x, 0.0)
                        tot = y.sum(axis=1, keepdims=True)
                        y = np.where(tot > 0, y / np.where(tot > 0, tot, 1), 1.0 / x.shape[1])
                        z = x - x.mean(axis=1, keepdims=True) + c[:, None] / x.shape[1]
                        x = np.where(nonneg[:, None], y * c[:, None], z)
                vals[s.name] = x
            for s in self.ev.specs:
                if s.cat == "real" and s.name not in self.fixes:
                    vals[s.name] = clip(vals[s.name], self.scalar_bounds(s.name, out))
            if self.eq_plan is not None:
                self.eq_plan.apply_float(vals, inst.batch, self._plan_rng)
        return out


_SIZE_P = np.array([0.2, 0.2, 0.15, 0.1, 0.08, 0.07, 0.07, 0.05, 0.04, 0.04])
_SIZE_P = _SIZE_P / _SIZE_P.sum()


def select(inst: Instance, ok: np.ndarray) -> Instance:
    """The sub-batch where ``ok`` holds."""
    idx = np.nonzero(ok)[0]
    return Instance(inst.sizes, {k: v[idx] if v.ndim and v.shape[0] == inst.batch else v
                                 for k, v in inst.values.items()}, len(idx), inst.exact)


def concat(parts: list[Instance]) -> Instance:
    """Batches of the same sizes, joined."""
    vals = {k: np.concatenate([p.values[k] for p in parts]) for k in parts[0].values}
    return Instance(parts[0].sizes, vals, sum(p.batch for p in parts))
