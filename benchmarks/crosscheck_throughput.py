"""Throughput of the batched cross-check, on the same instances, against hand-written code.

Checks the seed-002 statement (`Dgg.ug_peaked_gradient_bound`: all seven hypotheses and the
conclusion) on N instances (default 100 000, n = 16 keys), drawn once by the engine's sampler:

* sampler: `Sampler.draw` plus the hypothesis filter `Sampler.accept` on the N candidates;
* batched: one call of the engine's evaluator on the whole batch (numpy, batch axis first);
* hand-written numpy: the same check vectorised by someone who knows the statement (einsum for
  the three sums, the seven hypotheses as array comparisons with the engine's float tolerance);
* per instance: the naive path a user of the engine would write, a Python loop that calls the
  same evaluator on one instance at a time (on the first `--loop-instances` instances: it is
  three orders of magnitude slower);
* a hand-written per-instance loop over plain Python floats, for context.

All must agree on every instance they see (the counts are printed). Timings are the CPU time of
this process (`time.process_time`, so other load on a shared machine counts little), the best of
`--repeat` runs; the load average of the machine at the start and the end is printed with them
(other load still slows a process down through the shared caches and cores). Prints
instances/second for each, the memory traffic of the batched pass against
an assumed memory bandwidth, a line `vs hand-written numpy: X` (engine time / hand-written
time), a line `sampler: N instances/s`, and as its last line `speedup: X` (batched evaluator
against the per-instance evaluator loop).
Run: `python benchmarks/crosscheck_throughput.py [--n-instances N] [--keys n] [--bandwidth GBps]
[--loop-instances M] [--repeat R] [--seed S]`.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
NAMES = ("π", "u", "k", "j₀", "δ", "F", "K")


def naive(pi: list[float], u: list[float], k: list[float], j0: int, d: float, F: float,
          K: float) -> bool:
    """Hypotheses ⇒ conclusion for one instance, written the way a user would."""
    if not all(p >= 0 for p in pi) or abs(sum(pi) - 1) > 1e-9 or not 1 - d <= pi[j0] + 1e-12:
        return True
    if not (0 <= d <= 1) or any(abs(x) > F for x in u) or any(abs(x) > K for x in k):
        return True
    euk = sum(p * a * b for p, a, b in zip(pi, u, k))
    eu = sum(p * a for p, a in zip(pi, u))
    ek = sum(p * b for p, b in zip(pi, k))
    return abs(euk - eu * ek) <= 8 * F * K * d * (1 + 1e-9) + 1e-12


def _le(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a ≤ b`` with the engine's float tolerance (relative 1e-9 in favour of truth)."""
    return a <= b + (1e-9 * (np.abs(a) + np.abs(b)) + 1e-300)


def handwritten(pi: np.ndarray, u: np.ndarray, k: np.ndarray, j0: np.ndarray, d: np.ndarray,
                F: np.ndarray, K: np.ndarray) -> np.ndarray:
    """Hypotheses ⇒ conclusion on the whole batch, vectorised by hand (knows the statement)."""
    B = pi.shape[0]
    s = pi.sum(axis=1)
    hyp = _le(np.zeros(1), pi).all(axis=1)                                   # hπ
    hyp &= np.abs(s - 1.0) <= 1e-9 * (np.abs(s) + 1.0) + 1e-300              # hπs
    hyp &= _le(1.0 - d, pi[np.arange(B), j0])                                # hpeak
    hyp &= _le(np.zeros(1), d) & _le(d, np.ones(1))                          # hδ, hδ1
    hyp &= _le(np.abs(u), F[:, None]).all(axis=1)                            # hu
    hyp &= _le(np.abs(k), K[:, None]).all(axis=1)                            # hk
    euk = np.einsum("bj,bj,bj->b", pi, u, k)
    eu = np.einsum("bj,bj->b", pi, u)
    ek = np.einsum("bj,bj->b", pi, k)
    return ~hyp | _le(np.abs(euk - eu * ek), 8.0 * F * K * d)


def best_of(repeat: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    """The shortest of ``repeat`` timed calls of ``fn`` and its (last) result."""
    best, out = float("inf"), None
    for _ in range(repeat):
        t0 = time.process_time()
        out = fn()
        best = min(best, time.process_time() - t0)
    return best, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n-instances", type=int, default=100_000)
    ap.add_argument("--keys", type=int, default=16)
    ap.add_argument("--bandwidth", type=float, default=10.0,
                    help="assumed sustained memory bandwidth in GB/s (default 10)")
    ap.add_argument("--loop-instances", type=int, default=2000,
                    help="instances for the per-instance evaluator loop (default 2000)")
    ap.add_argument("--repeat", type=int, default=5, help="timed runs, best kept (default 5)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    load0 = os.getloadavg()[0]
    _, stmts = load([ROOT / "Dgg"], ROOT)
    stmt = next(s for s in stmts if s.name == "Dgg.ug_peaked_gradient_bound")
    assert stmt.conclusion is not None
    concl = stmt.conclusion
    ev = Evaluator(stmt)
    sm = Sampler(ev, {})
    sizes = {"n": args.keys}
    N = args.n_instances

    sm.accept(sm.draw(sizes, 64, np.random.default_rng(args.seed + 1)))  # warm-up
    draws: list[Instance] = []

    def sample() -> np.ndarray:
        inst = sm.draw(sizes, N, np.random.default_rng(args.seed))
        draws.append(inst)
        return sm.accept(inst)

    ts, accepted = best_of(args.repeat, sample)
    inst = draws[-1]

    def batched() -> np.ndarray:
        cache = getattr(ev, "cache", None)
        if cache is not None:
            cache.clear()  # each timed run computes everything (shared subterms once)
        return ~ev.hypotheses_truth(inst) | ev.truth(concl, inst)

    v = {name: inst.values[name] for name in NAMES}
    batched()  # warm-up (parser caches, numpy dispatch)
    tb, ok_b = best_of(args.repeat, batched)
    th, ok_h = best_of(args.repeat, lambda: handwritten(*(v[n] for n in NAMES)))

    L = min(args.loop_instances, inst.batch)
    t0 = time.process_time()
    ok_l = np.array([bool((~ev.hypotheses_truth(one) | ev.truth(concl, one))[0])
                     for one in (inst.take(i) for i in range(L))])
    tl = time.process_time() - t0

    rows = [(v["π"][i].tolist(), v["u"][i].tolist(), v["k"][i].tolist(), int(v["j₀"][i]),
             float(v["δ"][i]), float(v["F"][i]), float(v["K"][i]))
            for i in range(inst.batch)]
    t0 = time.process_time()
    ok_n = np.array([naive(*r) for r in rows])
    tn = time.process_time() - t0

    print(f"instances: {inst.batch} (n = {args.keys} keys), {int(accepted.sum())} meet the "
          f"hypotheses; timings: CPU time, best of {args.repeat} runs; load average "
          f"{load0:.2f} → {os.getloadavg()[0]:.2f}")
    print(f"agreement: hand-written numpy {int((ok_b == ok_h).sum())}/{inst.batch}, Python loop "
          f"{int((ok_b == ok_n).sum())}/{inst.batch}, per-instance evaluator "
          f"{int((ok_b[:L] == ok_l).sum())}/{L}")
    print(f"sampler (draw + filter):    {N / ts:12,.0f} instances/s ({ts:.3f} s)")
    print(f"batched evaluator:          {inst.batch / tb:12,.0f} instances/s ({tb:.3f} s)")
    print(f"hand-written numpy:         {inst.batch / th:12,.0f} instances/s ({th:.3f} s)")
    print(f"per-instance evaluator:     {L / tl:12,.0f} instances/s ({tl:.3f} s for {L})")
    print(f"hand-written Python loop:   {inst.batch / tn:12,.0f} instances/s ({tn:.3f} s) "
          f"(knows the statement; batched is {tn / tb:.1f}x faster)")
    # Every hypothesis and the conclusion reads the three length-n vectors at least once:
    # 8 passes over 3 float64 vectors of length n (a lower bound on memory traffic).
    traffic = 8 * 3 * 8 * args.keys * inst.batch
    bound = traffic / (args.bandwidth * 1e9)
    print(f"memory traffic ≥ {traffic / 1e6:.1f} MB; at {args.bandwidth:g} GB/s the bandwidth "
          f"bound is {bound * 1e3:.1f} ms; the batched pass reaches {bound / tb:.1%} of it")
    print(f"vs hand-written numpy: {tb / th:.2f}")
    print(f"sampler: {N / ts:,.0f} instances/s")
    print(f"speedup: {(inst.batch / tb) / (L / tl):.1f}")


if __name__ == "__main__":
    main()
