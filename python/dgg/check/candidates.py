"""The bookkeeping of float evidence during the random trials (used by :mod:`dgg.check.driver` and
:mod:`dgg.check.explore`).

In: float batches of accepted instances, with the conclusion's float truth, search score and ratio
(:func:`dgg.check.search.conclusion_stats`). Out: a :class:`Phase` that keeps, bounded whatever
the number of trials, the trial and flag counts and

* ``candidates`` — the largest float violations of each batch (distinct instances), for the exact
  check of :func:`dgg.check.verdict.confirm_candidates`;
* ``spread`` — the *spread pool*: flags at evenly spaced ranks of each batch's float violations
  (the largest can all be rounding noise hiding a crowd of real, smaller ones);
* ``seeds`` — the best instances that held, starts of the adversarial search and of the corner
  sweep;
* ``ratios`` — the instances with the largest ``lhs / rhs`` (the tightness figure);
* non-finite instances (not trials; up to :data:`MAX_EXACT_TRIALS` are decided exactly when no
  float trial is finite).

:func:`prune` bounds the lists without changing what is read from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dgg.check.search import conclusion_stats
from dgg.check.verdict import instance_key
from dgg.eval.evaluate import Evaluator, Instance
from dgg.sample.sampling import Sampler

__all__ = ["MAX_CONFIRM", "MAX_EXACT_TRIALS", "SPREAD", "Phase", "collect", "even_ranks",
           "float_violations", "keep_ratio", "prune"]

MAX_CONFIRM = 20
#: Flags of a batch kept at evenly spaced ranks of its float violations (see :func:`collect`).
SPREAD = 6
MAX_EXACT_TRIALS = 32


@dataclass
class Phase:
    """What the random trials of one run found (see the module docstring)."""

    accepted: int = 0
    drawn: int = 0
    flags: int = 0
    candidates: list[tuple[float, Instance]] = field(default_factory=list)
    #: flags at evenly spaced ranks of each batch's float violations (see :func:`collect`)
    spread: list[tuple[float, Instance]] = field(default_factory=list)
    seeds: list[tuple[float, Instance]] = field(default_factory=list)
    max_ratio: float | None = None
    ratio_inst: Instance | None = None
    ratios: list[tuple[float, Instance]] = field(default_factory=list)
    nonfinite_h: int = 0
    nonfinite_c: int = 0
    nonfinite_insts: list[Instance] = field(default_factory=list)
    #: size configurations given up after a first batch that met nothing, with its draws
    idle: list[tuple[dict[str, int], int]] = field(default_factory=list)
    #: instances met and drawn by :func:`probe` (in ``accepted``; not in ``drawn``)
    probe_met: int = 0
    probe_drawn: int = 0


def keep_ratio(ph: Phase, r: float, inst: Instance, keep: int = 12) -> None:
    ph.ratios.append((r, inst))
    if len(ph.ratios) > 2 * keep:
        ph.ratios = sorted(ph.ratios, key=lambda t: -t[0])[:keep]


def even_ranks(n: int, k: int) -> list[int]:
    """About ``k`` distinct ranks ``0 … n-1`` evenly spaced, both ends included."""
    return [int(j) for j in np.unique(np.linspace(0, n - 1, k).astype(int))]


def prune(ph: Phase, nstarts: int = 6) -> None:
    """Bound the lists of a long run without changing what is used from them: the best
    MAX_CONFIRM candidates (all that the exact check reads) and the best ``nstarts`` seeds of
    each size configuration (all that the search can pick), in their original order."""
    if len(ph.candidates) > 4 * MAX_CONFIRM:
        keep: list[int] = []  # the best MAX_CONFIRM distinct instances
        seen: set[bytes] = set()
        for k in sorted(range(len(ph.candidates)), key=lambda k: -ph.candidates[k][0]):
            ck = instance_key(ph.candidates[k][1])
            if ck not in seen and len(keep) < MAX_CONFIRM:
                seen.add(ck)
                keep.append(k)
        ph.candidates = [ph.candidates[k] for k in sorted(keep)]
    if len(ph.spread) > 4 * SPREAD:  # evenly spaced ranks of the spread kept so far
        by_score = sorted(ph.spread, key=lambda t: -t[0])
        ph.spread = [by_score[j] for j in even_ranks(len(by_score), 2 * SPREAD)]
    if len(ph.seeds) > 200:
        order = sorted(range(len(ph.seeds)), key=lambda k: -ph.seeds[k][0])
        count: dict[tuple[tuple[str, int], ...], int] = {}
        kept = []
        for k in order:
            key = tuple(sorted(ph.seeds[k][1].sizes.items()))
            count[key] = count.get(key, 0) + 1
            if count[key] <= nstarts:
                kept.append(k)
        ph.seeds = [ph.seeds[k] for k in sorted(kept)]


def float_violations(ph: Phase) -> bool:
    """Whether the phase found a float violation (a non-finite instance, also a candidate, ranked
    last, is none: it must not stop the adversarial search)."""
    return any(sc > -np.inf for sc, _ in ph.candidates)


def collect(ev: Evaluator, sm: Sampler, inst: Instance, use_ratio: bool, ph: Phase) -> None:
    """Add a float batch of accepted instances to ``ph`` (see the module docstring)."""
    ok, sc, r, fin = conclusion_stats(ev, use_ratio, inst)
    nf = np.nonzero(~fin)[0]
    ph.nonfinite_c += len(nf)
    for k in nf[:2]:  # not a trial; still looked at exactly (ranked last)
        ph.candidates.append((-np.inf, inst.take(int(k))))
    for k in nf[:MAX_EXACT_TRIALS - len(ph.nonfinite_insts)]:
        ph.nonfinite_insts.append(inst.take(int(k)))
    if r is not None and np.any(np.isfinite(r)):
        rr = np.where(np.isfinite(r), r, -np.inf)
        k = int(np.argmax(rr))
        if ph.max_ratio is None or r[k] > ph.max_ratio:
            ph.max_ratio, ph.ratio_inst = float(r[k]), inst.take(k)
        for k in np.argsort(-rr, kind="stable")[:3]:
            if np.isfinite(rr[k]):
                keep_ratio(ph, float(rr[k]), inst.take(int(k)))
    bad = np.nonzero(~ok)[0]
    ph.flags += len(bad)
    seen: set[bytes] = set()
    ranked = bad[np.argsort(-sc[bad], kind="stable")]
    for k in ranked[:50 * MAX_CONFIRM]:
        if len(seen) >= MAX_CONFIRM:
            break
        c = inst.take(int(k))
        key = instance_key(c)
        if key not in seen:  # distinct instances (the sampler may draw one point many times)
            seen.add(key)
            ph.candidates.append((float(sc[k]), c))
    # Flags spread over the whole ranking as well: the largest float violations can all be
    # rounding noise (sides cancelling to near 0, a relative margin near 1) that hides a crowd of
    # real, smaller ones (2·c against c). Evenly spaced ranks: the random stream is untouched.
    if len(ranked) > 1:
        for j in even_ranks(len(ranked), SPREAD):
            ph.spread.append((float(sc[ranked[j]]), inst.take(int(ranked[j]))))
    finite = np.nonzero(np.isfinite(sc) & ok)[0]  # violations are candidates already
    for k in finite[np.argsort(-sc[finite], kind="stable")][:3]:
        ph.seeds.append((float(sc[k]), inst.take(int(k))))
