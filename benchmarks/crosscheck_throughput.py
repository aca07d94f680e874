"""Throughput of the batched cross-check against a per-instance loop, on the same instances.

Checks the seed-002 statement (`Dgg.ug_peaked_gradient_bound`: all seven hypotheses and the
conclusion) on N instances (default 100 000, n = 16 keys) two ways:

* batched: one call of the engine's evaluator on the whole batch (numpy, batch axis first);
* per instance: the naive path a user of the engine would write, a Python loop that calls the
  same evaluator on one instance at a time.

Both must agree on every instance. For context it also times two hand-written per-instance
loops (plain Python floats, and numpy per instance), which know the statement in advance and so
are not the engine's alternative. Prints instances/second for each, the memory traffic of the
batched pass against an assumed memory bandwidth, and as its last line `speedup: X` (batched
evaluator against the per-instance evaluator loop).
Run: `python benchmarks/crosscheck_throughput.py [--n-instances N] [--keys n] [--bandwidth GBps]`.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from dgg.eval.evaluate import Evaluator
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n-instances", type=int, default=100_000)
    ap.add_argument("--keys", type=int, default=16)
    ap.add_argument("--bandwidth", type=float, default=10.0,
                    help="assumed sustained memory bandwidth in GB/s (default 10)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    _, stmts = load([ROOT / "Dgg"], ROOT)
    stmt = next(s for s in stmts if s.name == "Dgg.ug_peaked_gradient_bound")
    ev = Evaluator(stmt)
    sm = Sampler(ev, {})
    inst = sm.draw({"n": args.keys}, args.n_instances, np.random.default_rng(args.seed))
    assert stmt.conclusion is not None

    def batched() -> np.ndarray:
        return ~ev.hypotheses_truth(inst) | ev.truth(stmt.conclusion, inst)

    batched()  # warm-up (parser caches, numpy dispatch)
    t0 = time.perf_counter()
    ok_b = batched()
    tb = time.perf_counter() - t0

    t0 = time.perf_counter()
    ok_l = np.array([bool((~ev.hypotheses_truth(one) | ev.truth(stmt.conclusion, one))[0])
                     for one in (inst.take(i) for i in range(inst.batch))])
    tl = time.perf_counter() - t0

    v = {name: inst.values[name] for name in ("π", "u", "k", "j₀", "δ", "F", "K")}
    rows = [(v["π"][i].tolist(), v["u"][i].tolist(), v["k"][i].tolist(), int(v["j₀"][i]),
             float(v["δ"][i]), float(v["F"][i]), float(v["K"][i]))
            for i in range(inst.batch)]
    t0 = time.perf_counter()
    ok_n = np.array([naive(*r) for r in rows])
    tn = time.perf_counter() - t0

    agree = int(((ok_b == ok_l) & (ok_b == ok_n)).sum())
    print(f"instances: {inst.batch} (n = {args.keys} keys), all three agree on {agree}")
    print(f"batched evaluator:          {inst.batch / tb:12,.0f} instances/s ({tb:.3f} s)")
    print(f"per-instance evaluator:     {inst.batch / tl:12,.0f} instances/s ({tl:.3f} s)")
    print(f"hand-written Python loop:   {inst.batch / tn:12,.0f} instances/s ({tn:.3f} s) "
          f"(knows the statement; batched is {tn / tb:.1f}x faster)")
    # Every hypothesis and the conclusion reads the three length-n vectors at least once:
    # 8 passes over 3 float64 vectors of length n (a lower bound on memory traffic).
    traffic = 8 * 3 * 8 * args.keys * inst.batch
    bound = traffic / (args.bandwidth * 1e9)
    print(f"memory traffic ≥ {traffic / 1e6:.1f} MB; at {args.bandwidth:g} GB/s the bandwidth "
          f"bound is {bound * 1e3:.1f} ms; the batched pass reaches {bound / tb:.1%} of it")
    print(f"speedup: {tl / tb:.1f}")


if __name__ == "__main__":
    main()
