"""Time for the adversarial search to reach 99% of the sharp ratio, against random sampling.

For the seed-002 statement with δ pinned (`fixes`, as `dgg check --fix δ=…`), the largest
possible LHS/RHS is (1 − δ)/2 (the two-point row). For δ ∈ {0.01, 0.1, 0.3} this prints the
time `max_ratio` (random trials, then adversarial search) needs to reach 99% of it, and the time
plain random sampling from the same hypothesis-driven sampler needs (stopping at --limit s).
Aim: the search within 5 s each. Run: `python benchmarks/adversarial_search.py`.
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction
from pathlib import Path

import numpy as np

from dgg.check.driver import CheckConfig, max_ratio
from dgg.eval.evaluate import Evaluator
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


def search_time(stmt, delta: Fraction, target: float, seed: int) -> tuple[float, float]:
    """Smallest trial budget (doubling) whose search reaches the target; its time and ratio."""
    trials = 250
    t_total = 0.0
    while True:
        t0 = time.perf_counter()
        r, _ = max_ratio(stmt, CheckConfig(trials=trials, seed=seed, fixes={"δ": delta}))
        t_total += time.perf_counter() - t0
        if (r or 0) >= target or trials >= 64000:
            return t_total, r or 0.0
        trials *= 2


def random_time(stmt, delta: Fraction, target: float, seed: int, limit: float
                ) -> tuple[float | None, float]:
    ev = Evaluator(stmt)
    sm = Sampler(ev, {"δ": delta})
    rng = np.random.default_rng(seed)
    best, t0 = 0.0, time.perf_counter()
    while time.perf_counter() - t0 < limit:
        for sizes in sm.size_configs(rng, 8):
            inst = sm.sample(sizes, 4096, rng)
            if inst.batch == 0:
                continue
            r = ev.ratio(inst)
            if r is not None and np.isfinite(r).any():
                best = max(best, float(np.nanmax(r)))
            if best >= target:
                return time.perf_counter() - t0, best
    return None, best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--limit", type=float, default=60.0, help="random-sampling time limit (s)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    _, stmts = load([ROOT / "Dgg"], ROOT)
    stmt = next(s for s in stmts if s.name == "Dgg.ug_peaked_gradient_bound")
    print(f"{'δ':>5} {'target':>8} {'search s':>9} {'ratio':>8} {'random s':>9} {'ratio':>8}")
    for d in ("0.01", "0.1", "0.3"):
        delta = Fraction(d)
        target = 0.99 * (1 - float(delta)) / 2
        ts, rs = search_time(stmt, delta, target, args.seed)
        tr, rr = random_time(stmt, delta, target, args.seed, args.limit)
        tr_s = f"{tr:9.2f}" if tr is not None else f">{args.limit:8.0f}"
        print(f"{d:>5} {target:8.4f} {ts:9.2f} {rs:8.4f} {tr_s} {rr:8.4f}")


if __name__ == "__main__":
    main()
