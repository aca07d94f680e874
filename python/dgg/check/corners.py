"""Corner trials: instances whose real values sit at the points where Lean's conventions and the
boundaries of relations bite.

In: a :class:`~dgg.sample.sampling.Sampler` and a seeded generator (and, for the sweep, accepted
random instances). Out: :func:`corner_candidates` and :func:`sweep_candidates`, float instances
meeting every hypothesis whose conclusion fails in floats (candidates for the exact check of
:func:`dgg.check.verdict.confirm_candidates`, like the random trials' ones).

Random draws almost never hit ``x = 0`` inside ``-1 < x`` (where ``Real.log``, ``Real.sqrt``,
``x⁻¹`` are not differentiable and ``x / 0 = 0``), ``x = 1`` inside ``0 < x`` (where
``Real.log x < x - 1`` fails), or ``a = b = c`` (the equality case of a strict inequality). Here
sampled instances are moved onto such corners: per instance either every real scalar and every
function entry takes one common value from :data:`CORNERS`, or each scalar its own, or one scalar
alone; the variables that equations determine are solved again (and in half of the instances set to
corners too: Lean's conventions add roots such as ``x = 0`` of ``Real.log x = 0``), and the
instance is filtered by the hypotheses. Corner instances are not counted as trials and change no
tightness figure: they only add candidates, and a candidate becomes a counterexample only when
certified exactly.

The *sweep* (:func:`sweep_candidates`) starts instead from random instances that met the
hypotheses (hypotheses a fresh draw rarely meets, such as ``∀ v ≠ a, J v = c • J a`` with
``c ≠ 1``, stay met) and moves one variable at a time, systematically: each real scalar alone onto
each corner, and each function alone onto each constant corner (every entry the same). This finds
``A = 0`` in ``A ≠ 1``, or ``b = 0`` in ``-1 < b``, where Lean's ``x / 0 = 0`` breaks an identity,
at an instance that otherwise looks like the random ones.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np

from dgg.check.search import conclusion_stats
from dgg.eval.evaluate import Instance, NotTranslated, Undecidable
from dgg.sample.sampling import Sampler, concat, select

__all__ = ["CORNERS", "corner_candidates", "sweep_candidates"]

CORNERS = np.array([0.0, 1.0, -1.0, 2.0, 0.5])
_ERRORS = (NotTranslated, Undecidable, ValueError, TypeError, ArithmeticError, IndexError,
           KeyError)


def _snap(sm: Sampler, inst: Instance, rng: np.random.Generator) -> Instance:
    B = inst.batch
    vals = dict(inst.values)
    solved = set(getattr(sm.eq_plan, "solved", ()) or ())
    mode = rng.integers(0, 3, size=B)  # 0: one common value, 1: each its own, 2: one scalar
    common = CORNERS[rng.integers(0, len(CORNERS), size=B)]
    reals = [s.name for s in sm.ev.specs
             if s.cat == "real" and s.name not in sm.fixes and s.name not in solved]
    alone = rng.integers(0, max(1, len(reals)), size=B)
    for k, name in enumerate(reals):
        own = CORNERS[rng.integers(0, len(CORNERS), size=B)]
        new = np.where(mode == 0, common, own)
        hit = (mode != 2) | (alone == k)
        vals[name] = np.where(hit, new, np.asarray(vals[name], dtype=float))
    for s in sm.ev.specs:
        if s.cat == "fn" and s.name not in sm.fixes:
            x = np.asarray(vals[s.name], dtype=float)
            if x.ndim >= 2:
                c = common.reshape((B,) + (1,) * (x.ndim - 1))
                on = ((mode == 0) & (rng.random(B) < 0.5)).reshape(c.shape)
                vals[s.name] = np.where(on, np.broadcast_to(c, x.shape), x)
    return Instance(inst.sizes, vals, B)


def _snap_solved(sm: Sampler, inst: Instance, rng: np.random.Generator) -> Instance:
    """Half of the instances with the variables that equations determine set to corners too."""
    solved = [n for n in (getattr(sm.eq_plan, "solved", ()) or ())
              if sm.ev.spec[n].cat == "real" and n not in sm.fixes]
    if not solved:
        return inst
    B = inst.batch
    vals = dict(inst.values)
    on = rng.random(B) < 0.5
    for name in solved:
        c = CORNERS[rng.integers(0, len(CORNERS), size=B)]
        vals[name] = np.where(on, c, np.asarray(vals[name], dtype=float))
    return Instance(inst.sizes, vals, B)


def corner_candidates(sm: Sampler, rng: np.random.Generator, use_ratio: bool,
                      batch: int = 96, nconfigs: int = 3, keep: int = 8
                      ) -> list[tuple[float, Instance]]:
    """Up to ``keep`` corner instances per size configuration whose conclusion fails in floats,
    with their search scores (see the module docstring)."""
    out: list[tuple[float, Instance]] = []
    ev = sm.ev
    for sizes in sm.size_configs(rng, nconfigs):
        try:
            with np.errstate(all="ignore"):
                inst = _snap(sm, sm.draw(sizes, batch, rng), rng)
                if sm.eq_plan is not None:  # re-solve the equations for the snapped values
                    sm.eq_plan.apply_float(inst.values, inst.batch, rng)
                inst = _snap_solved(sm, inst, rng)
                inst = select(inst, sm.accept(inst))
                if inst.batch == 0:
                    continue
                ok, sc, _, fin = conclusion_stats(ev, use_ratio, inst)
        except _ERRORS:
            continue
        bad = np.nonzero(~ok & fin)[0]
        for k in bad[np.argsort(-sc[bad], kind="stable")][:keep]:
            out.append((float(sc[k]), inst.take(int(k))))
    return out


#: Floats one chunk of one-variable moves may hold (32 MB): the moves of ``n`` variables number
#: ``5 n`` copies of a batch of ``n`` values, ``n²`` in all, so they are made a chunk at a time.
MOVE_BUDGET = 4_000_000


def _movable(sm: Sampler, inst: Instance) -> list[str]:
    solved = set(getattr(sm.eq_plan, "solved", ()) or ())
    return [s.name for s in sm.ev.specs if s.name not in sm.fixes and s.name not in solved
            and s.cat in ("real", "fn") and inst.values[s.name].size]


def _move_chunks(sm: Sampler, inst: Instance, budget: int = MOVE_BUDGET
                 ) -> Iterator[tuple[Instance, np.ndarray]]:
    """Every one-variable corner move of every instance of ``inst`` (see the module docstring):
    one copy of the batch per (variable, corner) pair, the moved variable set to the corner, and
    which instance of ``inst`` each move came from; in order, in chunks of at most ``budget``
    floats (one chunk, the whole sweep, when it fits)."""
    pairs = [(name, float(c)) for name in _movable(sm, inst) for c in CORNERS]
    B = inst.batch
    if not pairs or B == 0:
        return
    base = {k: np.asarray(v) for k, v in inst.values.items()}
    floats = sum(v.size for v in base.values()) or 1
    step = max(1, budget // floats)
    for a in range(0, len(pairs), step):
        part = pairs[a:a + step]
        n = len(part)
        vals = {k: np.concatenate([v] * n) if v.ndim else v for k, v in base.items()}
        for j, (name, c) in enumerate(part):
            moved = np.asarray(vals[name], dtype=float)
            if moved is not vals[name]:
                vals[name] = moved
            moved[j * B:(j + 1) * B] = c
        yield Instance(inst.sizes, vals, B * n), np.tile(np.arange(B), n)


def sweep_candidates(sm: Sampler, seeds: list[Instance], use_ratio: bool, per_config: int = 8,
                     keep: int = 8, per_seed: int = 2,
                     out_of_time: Callable[[], bool] = lambda: False
                     ) -> list[tuple[float, Instance]]:
    """Up to ``keep`` candidates per size configuration from the one-variable corner moves of up
    to ``per_config`` accepted instances of that configuration (``seeds``: single instances), at
    most ``per_seed`` from one seed (a seed whose moves give float noise, such as ``0`` against
    ``10⁻³⁰``, gives it for most of its moves; it must not crowd the others out)."""
    groups: dict[tuple[tuple[str, int], ...], list[Instance]] = {}
    for s in seeds:
        g = groups.setdefault(tuple(sorted(s.sizes.items())), [])
        if len(g) < per_config:
            g.append(s)
    out: list[tuple[float, Instance]] = []
    for group in groups.values():
        try:
            found = _sweep_group(sm, concat(group), use_ratio, per_seed, out_of_time)
        except _ERRORS:
            continue
        found.sort(key=_rank)
        taken: dict[int, int] = {}
        n = 0
        for score, _at, o, cand in found:
            if taken.get(o, 0) >= per_seed:
                continue
            taken[o] = taken.get(o, 0) + 1
            out.append((score, cand))
            n += 1
            if n >= keep:
                break
    return out


def _rank(t: tuple) -> tuple[float, tuple[int, int]]:
    """Best score first (NaN last, as ``np.argsort``), ties in the order of the moves."""
    return (-t[0] if t[0] == t[0] else np.inf, t[1])


def _sweep_group(sm: Sampler, base: Instance, use_ratio: bool, per_seed: int,
                 out_of_time: Callable[[], bool]
                 ) -> list[tuple[float, tuple[int, int], int, Instance]]:
    """The moves of one size configuration that fail in floats, chunk by chunk: ``(score, (chunk,
    position), origin, instance)``, only the ``per_seed`` best of each origin (no more can be
    kept), so that what is held stays small however many chunks there are; stops between chunks
    when ``out_of_time()`` (only a ``--time-budget`` sets a deadline)."""
    rng = np.random.default_rng(0)
    found: list[tuple[float, tuple[int, int], int, Instance]] = []
    for c, (inst, origin) in enumerate(_move_chunks(sm, base)):
        if c and out_of_time():
            break
        with np.errstate(all="ignore"):
            if sm.eq_plan is not None:
                sm.eq_plan.apply_float(inst.values, inst.batch, rng)
            acc = sm.accept(inst)
            inst, origin = select(inst, acc), origin[acc]
            if inst.batch == 0:
                continue
            ok, sc, _, fin = conclusion_stats(sm.ev, use_ratio, inst)
        bad = np.nonzero(~ok & fin)[0]
        before = {f[1]: f[3] for f in found}
        merged = sorted([f[:3] for f in found] +
                        [(float(sc[k]), (c, int(k)), int(origin[k])) for k in bad], key=_rank)
        kept: list[tuple[float, tuple[int, int], int, Instance]] = []
        per: dict[int, int] = {}
        for score, at, o in merged:
            if per.get(o, 0) < per_seed:
                per[o] = per.get(o, 0) + 1
                kept.append((score, at, o, before[at] if at in before else inst.take(at[1])))
        found = kept
    return found
