"""Adversarial search: push instances toward violating the conclusion, or toward the largest ratio
``lhs / rhs`` of a ``≤``/``<`` conclusion (its empirical tightness).

The constrained set is parametrised through the sampler: a perturbed instance is mapped back by
:meth:`dgg.sample.sampling.Sampler.project` (simplex rows renormalised, entries and scalars clipped into
their exact feasible ranges — so the search reaches boundaries such as ``δ = 1 - π j₀`` exactly),
then filtered by the hypotheses. The optimiser is a batched (1+λ) evolution strategy with per-start
step-size adaptation: every generation evaluates all starts × λ offspring in one numpy call, which
suits the non-smooth objectives (``|·|``, ``max``, Lean's ``x / 0 = 0``) better than gradients.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.sample.sampling import Sampler, concat

Score = Callable[[Instance], np.ndarray]


def conclusion_stats(ev: Evaluator, use_ratio: bool, inst: Instance
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None, np.ndarray]:
    """``(ok, score, ratio, finite)`` of the conclusion on a float batch: float truth (lenient),
    the search objective (higher = worse for the statement: the ratio ``lhs / rhs`` when
    ``use_ratio``, a violation scoring above 1; else minus the margin, positive = violated), the
    ratio ``lhs / rhs`` where ``lhs ≥ 0`` and ``rhs > 0`` (else NaN; ``None`` without ratio) and
    whether every operand compared was finite (an instance that is not is no trial: it is neither
    ok nor violated, its score is ``-inf``). A ``≤``/``<`` conclusion is evaluated once, through
    its sides."""
    assert ev.stmt.conclusion is not None
    concl = ev.stmt.conclusion
    with np.errstate(all="ignore"):
        if use_ratio:
            sd = ev.sides(concl, inst)
            assert sd is not None
            B = inst.batch
            lhs, rhs = np.broadcast_arrays(sd.lhs, sd.rhs)
            mask = np.broadcast_to(sd.mask, lhs.shape).reshape(B, -1)
            lhs, rhs = lhs.reshape(B, -1), rhs.reshape(B, -1)
            scale = np.abs(lhs) + np.abs(rhs) + 1e-300
            if sd.op == "<":
                okk = lhs < rhs
            else:
                okk = lhs <= rhs + 1e-9 * (np.abs(lhs) + np.abs(rhs)) + 1e-300
            fin = (np.isfinite(lhs) & np.isfinite(rhs)) | ~mask
            fin = fin.all(axis=1)
            okk = okk | ~mask
            ok = okk.all(axis=1) | ~fin
            m = np.where(mask, (rhs - lhs) / scale, np.inf).min(axis=1, initial=np.inf)
            pos = mask & (rhs > 0) & (lhs >= 0)
            r = np.where(pos, lhs / np.where(rhs > 0, rhs, 1.0), -np.inf).max(
                axis=1, initial=-np.inf)
            r = np.where(np.isfinite(r) & fin, r, np.nan)
            s = np.where(np.isnan(r), -np.inf, r)
            s = np.where(~ok, np.maximum(s, 1.0 + np.abs(np.where(np.isfinite(m), m, 0))), s)
            s = np.where(fin, s, -np.inf)
            return ok, np.where(np.isnan(s), -np.inf, s), r, fin
        m = ev.margin(concl, inst)
        t, fin = ev.truth_finite(concl, inst)
        fin = fin & ~np.isnan(m)
        ok = t | ~fin  # not judged in floats: counted apart, checked exactly
        s = np.where(fin, -m, -np.inf)
        s = np.where(~ok, np.maximum(s, 0.0), s)
        return ok, s, None, fin


def conclusion_score(ev: Evaluator, use_ratio: bool) -> Score:
    """The search objective of :func:`conclusion_stats` as a function of a batch."""

    def score(inst: Instance) -> np.ndarray:
        return conclusion_stats(ev, use_ratio, inst)[1]

    return score


@dataclass
class SearchResult:
    best_score: float
    best: Instance | None
    violations: list[Instance]


def _perturb(sm: Sampler, inst: Instance, sigma: np.ndarray, rng: np.random.Generator
             ) -> Instance:
    vals = dict(inst.values)
    B = inst.batch
    names = [s.name for s in sm.ev.specs if s.cat in ("fn", "real") and s.name not in sm.fixes]
    if not names:
        return inst
    pick = rng.random((B, len(names))) < max(0.35, 1.0 / len(names))
    pick[np.arange(B), rng.integers(0, len(names), size=B)] = True
    for k, nm in enumerate(names):
        x = vals[nm]
        if x.size == 0:
            continue
        shp = (B,) + (1,) * (x.ndim - 1)
        ax = np.abs(x)
        rows = ax.reshape(B, -1)
        scale = rows.mean(axis=1).reshape(shp) + 1e-3
        sub = rng.random(x.shape) < 0.6
        step = sigma.reshape(shp) * (ax + scale) * rng.normal(size=x.shape)
        pk = pick[:, k].reshape(shp)
        y = np.where(pk & sub, x + step, x)
        if x.ndim > 1:
            # boundary-seeking moves on some entries: to 0, to ±(largest magnitude), sign flip
            top = rows.max(axis=1).reshape(shp)
            kind = rng.integers(0, 4, size=shp)
            hit = (rng.random(x.shape) < 0.3) & pk & (kind > 0)
            if hit.any():  # kind 1: 0, kind 2: ±top (NaN where x is), kind 3: -x
                snap = np.where(kind == 3, -x, np.where(kind == 2, np.where(x < 0, -top, top)
                                                        + 0 * x, 0.0))
                y = np.where(hit, snap, y)
        vals[nm] = y
    return Instance(inst.sizes, vals, B)


def evolve(sm: Sampler, score: Score, starts: list[Instance], rng: np.random.Generator,
           generations: int = 40, offspring: int = 16, stop_at: float | None = None,
           patience: int = 8) -> SearchResult:
    """Improve each start (single instances of equal sizes are searched together); a group stops
    after ``patience`` generations without improvement."""
    best_score, best = -np.inf, None
    violations: list[Instance] = []
    groups: dict[tuple, list[Instance]] = {}
    for s in starts:
        groups.setdefault(tuple(sorted(s.sizes.items())), []).append(s)
    for group in groups.values():
        cur = concat(group)
        K = cur.batch
        cur_s = score(cur)
        sigma = np.full(K, 0.3)
        stale = 0
        for _ in range(generations):
            rep = np.repeat(np.arange(K), offspring)
            pop = Instance(cur.sizes, {k: v[rep] for k, v in cur.values.items()}, len(rep))
            with np.errstate(all="ignore"):
                pop = sm.project(_perturb(sm, pop, sigma[rep], rng))
                ok = sm.accept(pop)
                sc = np.where(ok, score(pop), -np.inf)
            sc2 = sc.reshape(K, offspring)
            arg = sc2.argmax(axis=1)
            top = sc2[np.arange(K), arg]
            better = top > cur_s
            rows = np.nonzero(better)[0]
            if len(rows):  # new arrays, never writes into evaluated ones (see dgg.eval.cache)
                src = rows * offspring + arg[rows]
                vals = {}
                for nm, v in cur.values.items():
                    w = v.copy()
                    w[rows] = pop.values[nm][src]
                    vals[nm] = w
                cur = Instance(cur.sizes, vals, K, cur.exact)
            cur_s = np.where(better, top, cur_s)
            stale = 0 if np.any(better) else stale + 1
            if stale >= patience:
                break
            sigma = np.where(better, np.minimum(sigma * 1.5, 1.0), sigma * 0.6)
            sigma = np.where(sigma < 1e-7, 0.3, sigma)
        kbest = int(np.argmax(cur_s))
        if cur_s[kbest] > best_score:
            best_score, best = float(cur_s[kbest]), cur.take(kbest)
        for k in np.nonzero(cur_s > (stop_at if stop_at is not None else np.inf))[0]:
            violations.append(cur.take(int(k)))
    return SearchResult(best_score, best, violations)
