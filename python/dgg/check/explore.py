"""Random trials: accepted instances drawn over several size configurations, in rounds.

In: a :class:`~dgg.sample.sampling.Sampler`, the number of trials asked for, a seeded generator
and a :class:`Clock`. Out: :func:`explore`, a :class:`~dgg.check.candidates.Phase` (trials,
float violations, search seeds, ratios); :func:`probe` adds to it what the configurations given
up after a first batch that met nothing meet in up to :data:`PROBE` draws. Chunks of draws depend
only on the sizes, so a run's random stream does not depend on the machine.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

from dgg.check.candidates import Phase, collect, prune
from dgg.eval.evaluate import Instance, NotTranslated
from dgg.sample.sampling import Sampler, SampleStats

__all__ = ["CHUNK_ELEMS", "CHUNK_MAX", "CHUNK_MIN", "MAX_VARIABLES", "PROBE", "Clock", "Progress", "chunks",
           "explore", "head", "probe"]

Progress = Callable[[int], None] | None
#: Draws of a size configuration that met nothing in its first batch (see :func:`probe`).
PROBE = 256


class Clock:
    """A deadline (``None``: none); :meth:`out` says whether it has passed."""

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline

    def out(self) -> bool:
        return self.deadline is not None and time.monotonic() > self.deadline


def explore(sm: Sampler, trials: int, rng: np.random.Generator, clock: Clock,
            progress: Progress, use_ratio: bool, nconfigs: int = 8,
            configs: list[dict[str, int]] | None = None,
            stop: Callable[[Phase], bool] | None = None) -> Phase:
    """Random trials over several size configurations; collects float violations, search seeds
    and the largest ratio. ``stop(phase)``, asked after each batch, ends the trials early when it
    says so (it must not draw from ``rng``: the trials it lets run are the same draws)."""
    ev = sm.ev
    if len(ev.specs) > MAX_VARIABLES:  # memory bounded by design, not by a MemoryError
        raise NotTranslated(f"too many variables for batched trials ({len(ev.specs)}; at most "
                            f"{MAX_VARIABLES}: a batch holds {CHUNK_MIN} instances of each)")
    ph = Phase()
    configs = configs if configs is not None else sm.size_configs(rng, nconfigs)
    if not configs:
        return ph
    rate = {i: 1.0 for i in range(len(configs))}
    for rnd in range(5):
        alive = [i for i in range(len(configs)) if rate[i] > 0.0]
        remaining = trials - ph.accepted
        if not alive or remaining <= 0:
            break
        per = max(1, math.ceil(remaining / len(alive)))
        for i in alive:
            sizes = configs[i]
            need = min(per, trials - ph.accepted)
            if need <= 0 or clock.out():
                continue
            batch = int(min(4 * per + 16, max(16, need / max(rate[i], 0.05))))
            st = SampleStats()
            got = 0
            for b in chunks(batch, sizes):  # memory bounded whatever the number of trials
                if got >= need or (got and clock.out()):
                    break
                inst = sm.sample(sizes, b, rng, st)
                if inst.batch > need - got:
                    inst = head(inst, need - got)
                if inst.batch == 0:
                    continue
                got += inst.batch
                ph.accepted += inst.batch
                if progress is not None:
                    progress(inst.batch)
                collect(ev, sm, inst, use_ratio, ph)
                prune(ph)
                if stop is not None and stop(ph):
                    ph.drawn += st.drawn
                    ph.nonfinite_h += st.nonfinite
                    return ph
            ph.drawn += st.drawn
            ph.nonfinite_h += st.nonfinite
            rate[i] = st.acceptance if rnd == 0 else max(rate[i], st.acceptance)
            if got == 0 and rnd == 0:
                rate[i] = 0.0
                ph.idle.append((sizes, st.drawn))
    return ph


def probe(sm: Sampler, ph: Phase, rng: np.random.Generator, clock: Clock,
          use_ratio: bool) -> None:
    """Draw each size configuration that :func:`explore` gave up after one batch that met
    nothing up to :data:`PROBE` draws in all, with a generator of its own (the random trials of
    the other configurations are the same draws as without it); what they meet counts as trials
    like any other accepted instance, so a run may count a few more than it asked for. The
    acceptance figure stays that of the random rounds when they met anything (a configuration no
    instance can meet, ``V = Fin 1`` under ``a ≠ d``, would otherwise lower it for nothing).

    That first batch is ``trials / configurations`` draws (16 at 100 trials, 19 at 150): at an
    acceptance of 3 % it meets nothing about half of the time, so whether a configuration was
    looked at hung on the number of trials. ``Dgg.occ_ratio_eq_of_rows_sharp`` without ``0 < b``
    is false only at ``b = 0`` with ``∀ v ≠ a, J v = c • J a`` for some ``c ≠ 1`` and ``J a ≠ 0``,
    which random draws meet in ``V = Fin 2`` and almost never in ``Fin 20``: at 150 trials the
    ``Fin 2`` configurations were given up and the false statement passed."""
    for sizes, done in ph.idle:
        left = PROBE - done
        while left > 0 and not clock.out():
            b = min(left, CHUNK_MIN)
            left -= b
            st = SampleStats()
            inst = sm.sample(sizes, b, rng, st)
            ph.probe_drawn += st.drawn
            ph.nonfinite_h += st.nonfinite
            if inst.batch:
                ph.accepted += inst.batch
                ph.probe_met += inst.batch
                collect(sm.ev, sm, inst, use_ratio, ph)
                prune(ph)


#: Instances drawn at once: at least CHUNK_MIN (every batch of a default run fits in one chunk),
#: at most CHUNK_MAX, and about CHUNK_ELEMS / (product of the sizes) in between.
CHUNK_MIN, CHUNK_MAX, CHUNK_ELEMS = 8192, 65536, 1 << 22
#: Variables a statement may have: a batch of trials holds ``CHUNK_MIN`` values of each (8192
#: variables: 512 MB of floats); beyond, the statement is ``not_translated``, not a MemoryError.
MAX_VARIABLES = 8192


def chunks(batch: int, sizes: dict[str, int]) -> list[int]:
    """``batch`` cut into chunks whose size depends only on ``sizes`` (so a run's random stream
    does not depend on the machine)."""
    per = math.prod(max(1, v) for v in sizes.values())
    step = min(CHUNK_MAX, max(CHUNK_MIN, CHUNK_ELEMS // per))
    return [min(step, batch - k) for k in range(0, batch, step)]


def head(inst: Instance, k: int) -> Instance:
    return Instance(inst.sizes, {n: v[:k] for n, v in inst.values.items()}, k)
