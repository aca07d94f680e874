"""The candidates random trials rarely meet, each kind re-verified with its own budget.

In: the statement's :class:`~dgg.sample.sampling.Sampler`, accepted random instances (best first),
a seeded generator and the outcomes list of the random candidates. Out: :func:`extra_candidates`,
``(certified count, first certified counterexample or None)``; the undecided outcomes of the
corner kinds and of the small-integer sweep are appended to the outcomes (they can make a
statement ``suspect``, like any float violation), those of the boundary trials are not (a float
equality built by solving is no evidence). Used by :func:`dgg.check.driver.check_statement`
when the random trials and the search gave no certified counterexample.

Kinds, in order, each stopping after :data:`EXTRA_MISSES` candidates in a row not confirmed (so
that float noise of one kind, such as ``0`` against ``10⁻³⁰``, cannot use up the budget of the
next): corner trials and the one-variable corner sweep (:mod:`dgg.check.corners`), the
small-integer sweep (:mod:`dgg.check.ints`; its candidates are examined in sweep order, smallest
values first, so the counterexample shown is the least one it meets), then the boundary trials
(:mod:`dgg.check.boundary`), whose counterexample is shrunk with the boundary sampler (the solved
scalar stays on the boundary) and checked again against the statement itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from dgg.check.boundary import boundary_candidates
from dgg.check.corners import corner_candidates, sweep_candidates
from dgg.check.exact import COUNTEREXAMPLE, shrink, verify
from dgg.check.ints import heavy, sweep_stage, sweep_variables, swept
from dgg.check.verdict import confirm_candidates
from dgg.eval.evaluate import Instance
from dgg.sample.sampling import Sampler, select

__all__ = ["EXTRA_MISSES", "extra_candidates", "int_sweep", "sweep_trials"]

#: candidates in a row not confirmed after which one kind of extra candidates stops
EXTRA_MISSES = 3
#: The small-integer sweep (:mod:`dgg.check.ints`): at most SWEEP_VARS variables swept; a first
#: stage of at most SWEEP_FIRST instances, then (unless the statement has a big operator, a finset
#: or a quantifier, whose cost grows with the values: :func:`dgg.check.ints.heavy`) one of
#: at most SWEEP_BUDGET, at most SWEEP_ONE values for a single variable (ℕ ``0 … 1023``).
SWEEP_VARS, SWEEP_FIRST, SWEEP_BUDGET, SWEEP_ONE = 4, 256, 4096, 1024


def _side(budget: int, k: int) -> int:
    """The largest ``m`` with ``m ** k <= budget``."""
    m = int(round(budget ** (1.0 / k)))
    while m ** k > budget:
        m -= 1
    while (m + 1) ** k <= budget:
        m += 1
    return m


def _sides(sm: Sampler, k: int) -> list[int]:
    """The number of values per variable of each stage of the sweep of ``k`` variables."""
    sides = [min(_side(SWEEP_FIRST, k), 64)]
    if not heavy(sm):
        sides.append(min(_side(SWEEP_BUDGET, k), SWEEP_ONE))
    return sides


def sweep_trials(sm: Sampler, limit: int) -> list[tuple[Instance, int]]:
    """The first ``limit`` instances of the small-integer sweep that meet every hypothesis in
    floats, per stage, with how many points each stage tried up to the last one kept (for
    :mod:`dgg.check.driver` when no random draw met the hypotheses: ``50 ≤ n`` is never met by ℕ
    draws of ``0 … 10``; these instances are then the trials)."""
    names = sweep_variables(sm, SWEEP_VARS)
    out: list[tuple[Instance, int]] = []
    done = 0
    for side in _sides(sm, len(names)) if names else []:
        inst, pos = swept(sm, names, side, done)
        done = side
        k = min(len(pos), limit)
        if inst is None or k == 0:
            continue
        out.append((select(inst, np.arange(inst.batch) < k), int(pos[k - 1]) + 1))
        limit -= k
    return out


def int_sweep(sm: Sampler, use_ratio: bool, out_of_time: Callable[[], bool],
              outcomes: list[Any]) -> tuple[int, Instance | None]:
    """The small-integer sweep's candidates examined exactly one by one in sweep order, stopping
    after EXTRA_MISSES not confirmed: ``(certified count, first certified or None)``; the
    outcomes of the others are appended to ``outcomes``."""
    names = sweep_variables(sm, SWEEP_VARS)
    if not names:
        return 0, None
    done, misses = 0, 0
    for side in _sides(sm, len(names)):
        for sc, c in sweep_stage(sm, names, side, done, use_ratio, EXTRA_MISSES):
            n, first, more = confirm_candidates(sm, [(sc, c)], out_of_time, 1, 1)
            outcomes += more
            if first is not None:
                return n, first
            misses += 1
            if misses >= EXTRA_MISSES or out_of_time():
                return 0, None
        done = side
    return 0, None


def extra_candidates(sm: Sampler, seeds: list[Instance], rng: np.random.Generator,
                     use_ratio: bool, out_of_time: Callable[[], bool], outcomes: list[Any],
                     max_confirm: int) -> tuple[int, Instance | None]:
    """See the module docstring; ``seeds`` are accepted random instances, best first."""
    n, first = 0, None
    for make in (lambda: corner_candidates(sm, rng, use_ratio),
                 lambda: sweep_candidates(sm, seeds, use_ratio, out_of_time=out_of_time)):
        k, first, more = confirm_candidates(sm, make(), out_of_time, max_confirm, EXTRA_MISSES)
        n += k
        outcomes += more
        if first is not None or out_of_time():
            return n, first
    k, first = int_sweep(sm, use_ratio, out_of_time, outcomes)
    if first is not None or out_of_time():
        return n + k, first
    configs = sm.size_configs(rng, 3)
    for s in seeds:
        if s.sizes not in configs and len(configs) < 6:
            configs.append(dict(s.sizes))
    for bsm, cands in boundary_candidates(sm.ev, sm.fixes, configs, rng, use_ratio):
        k, ex, _ = confirm_candidates(bsm, cands, out_of_time, max_confirm, EXTRA_MISSES)
        if ex is None:
            if out_of_time():
                break
            continue
        ex = shrink(bsm, ex)
        if verify(sm.ev, ex) != COUNTEREXAMPLE:  # not expected: the boundary statement has more
            continue                              # hypotheses; kept as a guard
        return n + k, ex
    return n, None
