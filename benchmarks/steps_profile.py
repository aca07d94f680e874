"""Where the CPU time of ``dgg check --steps`` goes: the proof steps of the library checked in this
process (``--jobs 1``, no decision tier, as ``dgg check --steps`` checks them), timed by phase.

    python benchmarks/steps_profile.py [--root DIR] [--top N] [--json PATH]

Prints the number of steps and of engine runs (a step whose statement the engine cannot sample or
translate is run again without the hypotheses taken from earlier ``have``s), the CPU time
(``time.process_time``) of reading the library, of extracting the steps, and of the engine's phases
inside :func:`dgg.check.driver.check_statement` (each phase's own time: a phase called inside
another is counted once, in the inner one), then the ``N`` heaviest engine runs. The phases are
timed by wrapping the names :mod:`dgg.check.driver` calls; nothing else changes, so the report
(``--json PATH`` writes it) is the one ``dgg check --steps --json --no-smt`` prints under
``steps``. Not a test; read the figures with the load average printed beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

from dgg.check import driver as engine  # noqa: E402
from dgg.project import library_dirs, source_tags  # noqa: E402
from dgg.statements import load  # noqa: E402
from dgg.steps import driver as steps  # noqa: E402

#: The names :func:`dgg.check.driver.check_statement` calls for each phase of a run.
PHASES = ("Evaluator", "Sampler", "explore", "probe", "sweep_trials", "exact_trials", "_search",
          "confirm_candidates", "extra_candidates", "certified_ratio", "_smaller", "shrink",
          "render", "suspect_evidence", "_unsat_reason")


class PhaseClock:
    """Own CPU time and calls per wrapped name (time spent in a nested wrapped call is the inner
    name's, not the outer one's)."""

    def __init__(self) -> None:
        self.own: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._stack: list[float] = []

    def wrap(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            t0 = time.process_time()
            self._stack.append(0.0)
            try:
                return fn(*args, **kwargs)
            finally:
                dt = time.process_time() - t0
                inner = self._stack.pop()
                self.own[name] += dt - inner
                self.calls[name] += 1
                if self._stack:
                    self._stack[-1] += dt

        return timed


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT)
    ap.add_argument("--top", type=int, default=10, help="heaviest engine runs to list")
    ap.add_argument("--json", type=Path, help="write the steps report here")
    args = ap.parse_args()
    print(f"load average at start: {_load()}")

    clock = PhaseClock()
    for name in PHASES:
        setattr(engine, name, clock.wrap(name, getattr(engine, name)))
    runs: list[tuple[float, str, str]] = []
    check = engine.check_statement

    def check_timed(stmt: Any, cfg: Any, *a: Any, **k: Any) -> Any:
        t0 = time.process_time()
        res = check(stmt, cfg, *a, **k)
        runs.append((time.process_time() - t0, stmt.name, res.status))
        return res

    engine.check_statement = check_timed

    t0 = time.process_time()
    decls, stmts = load(library_dirs(args.root), args.root, tags=source_tags(args.root), errors=[])
    t1 = time.process_time()
    table = {s.name: s for s in stmts}
    n_steps = sum(len(steps.extract_steps(d, table[d.name])[0]) for d in decls
                  if d.kind in steps.PROOF_KINDS and d.name in table)
    t2 = time.process_time()
    report = steps.check_steps(decls, stmts, engine.CheckConfig(jobs=1, smt_budget=None))
    t3 = time.process_time()

    total = sum(r[0] for r in runs)
    print(f"{n_steps} steps, {len(runs)} engine runs")
    print(f"read the library {t1 - t0:7.2f} s CPU")
    print(f"extract steps    {t2 - t1:7.2f} s CPU")
    print(f"check the steps  {t3 - t2:7.2f} s CPU (engine runs {total:.2f} s)")
    for name, own in sorted(clock.own.items(), key=lambda kv: -kv[1]):
        print(f"  {name:<20} {own:7.2f} s  {100 * own / total if total else 0:5.1f} %  "
              f"{clock.calls[name]} calls")
    print(f"  {'(rest of the runs)':<20} {total - sum(clock.own.values()):7.2f} s")
    print(f"heaviest {args.top} engine runs:")
    for dt, name, status in sorted(runs, reverse=True)[:args.top]:
        print(f"  {dt:6.2f} s  {status:<15} {name}")
    print(f"load average at end: {_load()}")
    if args.json is not None:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
