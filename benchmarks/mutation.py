"""Mutation suite of `dgg check` (a benchmark, not a test; issue 14).

    python benchmarks/mutation.py [--trials N] [--seed N] [--jobs N] [--every K] [--json OUT]
                                  [--corpus-only | --library-only] [--theorem NAME ...]
                                  [--smt-budget SEC | --no-smt] [--tier-only]

Mutants (:mod:`dgg.check.mutation`: a numeral moved by ±1, a hypothesis dropped, a relation
flipped, made strict or weakened) of two sets of statements believed true: the false-alarm corpus
``tests/data/false_alarm_corpus.lean`` and the library ``Dgg/``, ``DggSharp/``. For each mutant an
independent exact search (:func:`dgg.check.mutation_witness.witness`, no shared sampler or search)
decides whether it has a known exact counterexample; then ``dgg check`` runs on it. Printed per
set and mutant kind: mutants, known false (``false``), killed (refuted by dgg), not passed
(``!passed``: killed, suspect or unsatisfiable), missed (known false yet ``passed``: a soundness
bug), known true (weakened; ``true``), false alarms (a known-true mutant refuted) and known-true
mutants reported suspect (``t.susp``), and the kill rate (killed / known false). Exit 1 when
anything was missed or falsely refuted. Seeded: the same run prints the same figures.
``--theorem NAME`` (repeatable) keeps only the statements whose name contains one of the given
substrings (``--theorem occ_ratio_eq_of_rows_sharp``), to rerun one statement's mutants alone;
a set with no match is skipped, a filter matching nothing at all is an error (exit 2). Each
mutant's outcome is the same as in an unfiltered run (a statement's random stream depends only on
the seed and its name).
``--tier-only`` runs the decision tier alone on each mutant (what issue 24's claim is about: a
known-false mutant ``proved`` — or ``proved_up_to`` sizes that cover its known counterexample —
is *missed*; a known-true one refuted or ``vacuous`` is a false alarm); a mutant the tier leaves
to sampling has the status ``left``. Minutes instead of the hour the whole check takes.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
try:  # PYTHONPATH (a worktree's copy) first, else this checkout's package
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(ROOT / "python"))

from dgg.check.driver import CheckConfig, run_each  # noqa: E402
from dgg.check.mutation import Judged, judge, judge_tier, mutants, tally  # noqa: E402
from dgg.project import library_dirs  # noqa: E402
from dgg.statements import load  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "false_alarm_corpus.lean"
COLUMNS = ("mutants", "known_false", "killed", "not_passed", "missed", "known_true",
           "false_alarms", "known_true_suspect")
LABELS = ("mutants", "false", "killed", "!passed", "missed", "true", "f.alarm", "t.susp")


def _row(name: str, c: dict[str, int]) -> str:
    kf = c.get("known_false", 0)
    rate = f"{100 * c.get('killed', 0) / kf:5.1f} %" if kf else "    -  "
    return f"{name:<22}" + "".join(f"{c.get(k, 0):>9}" for k in COLUMNS) + f"  {rate}"


def run(paths: list[Path], label: str, cfg: CheckConfig, every: int, jobs: int,
        names: list[str] | None = None,
        tier_only: bool = False) -> tuple[dict[str, dict[str, int]], list[Judged]]:
    _, stmts = load(paths, ROOT)
    if names:
        stmts = [s for s in stmts if any(n in s.name for n in names)]
    items = [km for s in stmts[::every] for km in mutants(s)]
    t0 = time.monotonic()
    if tier_only:
        assert cfg.smt_budget is not None
        res = run_each(functools.partial(judge_tier, budget=cfg.smt_budget), items, jobs)
    else:
        res = run_each(functools.partial(judge, cfg=cfg), items, jobs)
    t = tally(res)
    print(f"\n{label}: {len(stmts[::every])} statements, {len(items)} mutants "
          f"({time.monotonic() - t0:.0f} s)")
    print(f"{'kind':<22}" + "".join(f"{k:>9}" for k in LABELS) + "  kill rate")
    for kind in sorted(k for k in t if k != "all") + ["all"]:
        print(_row(kind, t[kind]))
    return t, res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trials", type=int, default=150)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--every", type=int, default=1, help="every K-th statement only")
    ap.add_argument("--json", type=Path, help="write every mutant's outcome here")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--corpus-only", action="store_true")
    g.add_argument("--library-only", action="store_true")
    ap.add_argument("--smt-budget", type=float, default=2.0,
                    help="seconds of z3 per mutant (the decision tier, as dgg check)")
    ap.add_argument("--no-smt", action="store_true", help="sampling only")
    ap.add_argument("--tier-only", action="store_true",
                    help="the decision tier alone on each mutant (no sampling): its verdict, "
                         "or 'left' to sampling")
    ap.add_argument("--theorem", action="append", metavar="NAME",
                    help="only statements whose name contains NAME (repeatable)")
    a = ap.parse_args(argv)
    if a.tier_only and a.no_smt:
        ap.error("--tier-only: not allowed with --no-smt")
    cfg = CheckConfig(trials=a.trials, seed=a.seed, necessity=False,
                      smt_budget=None if a.no_smt else a.smt_budget)
    sets: list[tuple[str, list[Path]]] = []
    if not a.library_only:
        sets.append(("false-alarm corpus", [CORPUS]))
    if not a.corpus_only:
        sets.append(("library (Dgg/, DggSharp/)", library_dirs(ROOT)))
    bad = 0
    dump: dict[str, Any] = {}
    if a.theorem:
        found = {label: [s.name for s in load(paths, ROOT)[1]
                         if any(n in s.name for n in a.theorem)] for label, paths in sets}
        if not any(found.values()):
            print(f"--theorem: no statement matches {', '.join(a.theorem)}", file=sys.stderr)
            return 2
        sets = [(label, paths) for label, paths in sets if found[label]]
    for label, paths in sets:
        t, res = run(paths, label, cfg, a.every, a.jobs, a.theorem, a.tier_only)
        dump[label] = {"tally": t, "mutants": [vars(j) for j in res]}
        for j in res:
            if j.missed:
                print(f"  MISSED {j.name}: {j.status}"
                      + (f" (proved up to {j.up_to})" if j.proved_at_witness else "")
                      + f", yet {j.witness} is an exact counterexample")
            if j.false_alarm:
                print(f"  FALSE ALARM {j.name}: a weakened true statement {j.status}"
                      + (f" at {j.counterexample}" if j.counterexample else ""))
        bad += t.get("all", {}).get("missed", 0) + t.get("all", {}).get("false_alarms", 0)
    if a.json:
        a.json.write_text(json.dumps(dump, indent=1, ensure_ascii=False))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
