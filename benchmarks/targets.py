"""The speed targets of issue 26, measured in one run and printed as met / NOT met.

    python benchmarks/targets.py [--baseline REV] [--only NAME ...] [--jobs N] [--no-smt]

Each measurement runs ``dgg`` (or ``benchmarks/coverage.py``) as a child process from the
repository root and reads its wall time and its CPU time (user + system of the child and of every
worker process it waited for: ``resource.getrusage(RUSAGE_CHILDREN)`` before and after). The
targets, on 2 cores:

* ``main``: ``dgg check --jobs 2`` of the library ≤ 10 s wall and ≤ 20 s CPU;
* ``jobs1``: ``dgg check --jobs 1``: CPU time reported beside wall time (no target);
* ``cached``: the same run again with ``--cache DIR`` after a first run filled it (the incremental
  case: nothing changed, every result reused; no target, reported);
* ``tier``: the decision tier's cost (issue 24): ``dgg check --jobs 2`` of the library with the
  tier (the default) and with ``--no-smt``, one after the other; the ratio of their CPU times
  ≤ 1.20 (the main job grows by at most 20 %);
* ``steps``: ``dgg check --steps --jobs 2`` ≤ 60 s wall;
* ``corpus``: the competition corpus of ``benchmarks/coverage.py`` (``competition.lean`` only: no
  Mathlib, no constructs corpus) at least 2× faster (CPU time) than the code at ``--baseline``
  (default: the commit before issue 26's work), both measured in this run: the baseline's
  ``python/`` and its own ``benchmarks/coverage.py`` are extracted with ``git archive`` into a
  temporary folder (no worktree, nothing in the repository changes). Reported beside it: the same
  run without the decision tier (``--smt-budget 0``), which the baseline did not have.

The load average is printed at the start and the end: on a machine shared with other work the
wall times are longer than the targets mean (CPU times much less so), so read them with it.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The commit before issue 26's work (the main job measured 30.2 s wall, 55.2 s CPU there, idle).
BASELINE = "b8b99ef"
NAMES = ("main", "jobs1", "cached", "steps", "corpus", "tier")


@dataclass
class Timing:
    wall: float
    cpu: float
    code: int


def timed(cmd: list[str], pythonpath: Path) -> Timing:
    """Run ``cmd`` from the repository root with ``PYTHONPATH=pythonpath``; its output is
    discarded (``--json`` reports are large), its exit code kept."""
    env = {k: v for k, v in os.environ.items() if k != "MATHLIB_SRC"}  # the corpus only
    env["PYTHONPATH"] = str(pythonpath)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode not in (0, 4):
        sys.stderr.write(f"{' '.join(cmd)}: exit {p.returncode}\n{p.stderr[-2000:]}\n")
    return Timing(wall, cpu, p.returncode)


def baseline_tree(rev: str, into: Path) -> Path:
    """The ``python/`` and ``benchmarks/`` folders of ``rev``, extracted into ``into``; returns
    the ``python/`` one (the baseline's own ``benchmarks/coverage.py`` is next to it: today's
    script imports names the baseline's package does not have)."""
    tar = into / "base.tar"
    with tar.open("wb") as f:
        subprocess.run(["git", "archive", rev, "python", "benchmarks/coverage.py"], cwd=ROOT,
                       stdout=f, check=True)
    with tarfile.open(tar) as t:
        t.extractall(into, filter="data")
    return into / "python"


class _Lines(list):  # type: ignore[type-arg]
    """Each result line printed as soon as it is measured (a long run shows what it has)."""

    def append(self, line: str) -> None:  # type: ignore[override]
        print(line, flush=True)
        super().append(line)


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", default=BASELINE, help="git revision to compare the corpus with")
    ap.add_argument("--only", nargs="*", choices=NAMES, default=list(NAMES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-smt", action="store_true",
                    help="pass --no-smt to every dgg check (the sampling tiers alone)")
    args = ap.parse_args(argv)
    here = ROOT / "python"
    dgg = [sys.executable, "-m", "dgg", "check", "--json"] + (["--no-smt"] if args.no_smt else [])
    print(f"load average at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)",
          flush=True)
    lines = _Lines()
    with tempfile.TemporaryDirectory() as tmp:
        if "main" in args.only:
            t = timed(dgg + ["--jobs", str(args.jobs)], here)
            lines.append(f"dgg check --jobs {args.jobs}: {t.wall:.1f} s wall ({verdict(t.wall <= 10)}"
                         f", target ≤ 10 s), {t.cpu:.1f} s CPU ({verdict(t.cpu <= 20)}, "
                         "target ≤ 20 s)")
        if "jobs1" in args.only:
            t = timed(dgg + ["--jobs", "1"], here)
            lines.append(f"dgg check --jobs 1: {t.wall:.1f} s wall, {t.cpu:.1f} s CPU")
        if "cached" in args.only:
            cache = str(Path(tmp) / "cache")
            timed(dgg + ["--jobs", str(args.jobs), "--cache", cache], here)
            t = timed(dgg + ["--jobs", str(args.jobs), "--cache", cache], here)
            lines.append(f"dgg check --cache DIR, nothing changed: {t.wall:.1f} s wall, "
                         f"{t.cpu:.1f} s CPU")
        if "steps" in args.only:
            t = timed(dgg + ["--steps", "--jobs", str(args.jobs)], here)
            lines.append(f"dgg check --steps --jobs {args.jobs}: {t.wall:.1f} s wall "
                         f"({verdict(t.wall <= 60)}, target ≤ 60 s), {t.cpu:.1f} s CPU")
        if "tier" in args.only:
            off = timed(dgg + ["--jobs", str(args.jobs), "--no-smt"], here)
            on = timed(dgg + ["--jobs", str(args.jobs)], here)
            ratio = on.cpu / off.cpu if off.cpu else float("inf")
            lines.append(f"decision tier: dgg check --jobs {args.jobs} {on.wall:.1f} s wall, "
                         f"{on.cpu:.1f} s CPU; with --no-smt {off.wall:.1f} s wall, "
                         f"{off.cpu:.1f} s CPU; CPU ratio {ratio:.2f} ({verdict(ratio <= 1.20)}, "
                         "target ≤ 1.20)")
        if "corpus" in args.only:
            # the same corpus on both sides: the competition statements alone (today's script
            # also reads the constructs corpus, which the baseline's did not have)
            corpus = ["--jobs", str(args.jobs), "--corpus",
                      str(ROOT / "benchmarks" / "corpus" / "competition.lean")]
            base = baseline_tree(args.baseline, Path(tmp))
            none = Path(tmp) / "no-constructs"
            old = timed([sys.executable, str(base.parent / "benchmarks" / "coverage.py")] + corpus,
                        base)
            new = timed([sys.executable, str(ROOT / "benchmarks" / "coverage.py")] + corpus +
                        ["--constructs", str(none)], here)
            ratio = old.cpu / new.cpu if new.cpu else float("inf")
            lines.append(f"competition corpus (benchmarks/coverage.py): {new.wall:.1f} s wall, "
                         f"{new.cpu:.1f} s CPU; at {args.baseline}: {old.wall:.1f} s wall, "
                         f"{old.cpu:.1f} s CPU; {ratio:.2f}× faster ({verdict(ratio >= 2)}, "
                         "target ≥ 2×)")
            # the baseline had no decision tier: the same run with the sampling tiers alone,
            # reported beside the target (not instead of it)
            bare = timed([sys.executable, str(ROOT / "benchmarks" / "coverage.py")] + corpus +
                         ["--constructs", str(none), "--smt-budget", "0"], here)
            bare_ratio = old.cpu / bare.cpu if bare.cpu else float("inf")
            lines.append(f"  the same without the decision tier (--smt-budget 0): {bare.wall:.1f} "
                         f"s wall, {bare.cpu:.1f} s CPU; {bare_ratio:.2f}× the baseline's speed "
                         "(reported)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
