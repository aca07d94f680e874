"""Share of statements the decision tier decides, and its time (a benchmark, not a test; issue 24).

    python benchmarks/decision_share.py [--budget SEC] [--library] [--corpus FILE]
                                        [--mathlib TREE [--files F ...]] [--limit N]

Runs only the tier (:func:`dgg.check.smt.decide_first`: z3, then dgg's exact evaluator on a model)
on each in-scope statement (the scope of ``benchmarks/coverage.py``; the library: every statement)
and prints, per corpus: statements, ``proved``, ``proved_up_to`` (with the sizes reached),
``vacuous``, refuted by the tier (a certified z3 model), left to sampling, and the tier's CPU time
(total, median, largest). Where the truth is known it also counts the tier's errors: a ``proved``
or ``vacuous`` false statement of the competition corpus, a refuted true one, anything refuted or
vacuous in Mathlib (whose statements are proven). Figures: docs/decision.md.
"""

from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
try:
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(ROOT / "python"))

from coverage import MATHLIB_FILES, Item, ReadFailure, read_corpus  # noqa: E402

from dgg.check.driver import CheckResult  # noqa: E402
from dgg.check.smt import decide_first  # noqa: E402
from dgg.eval.evaluate import Evaluator, NotTranslated  # noqa: E402
from dgg.project import library_dirs  # noqa: E402
from dgg.statements import load  # noqa: E402


def tier(stmt, budget: float) -> tuple[str, dict | None, float]:
    """The tier's verdict on one statement (``sampling`` when it leaves it), and CPU seconds."""
    t = time.process_time()
    res = CheckResult(stmt.name, stmt.file, stmt.line, "passed")
    try:
        ev = Evaluator(stmt)
        decided = decide_first(stmt, ev, budget, {}, res)
    except (NotTranslated, ArithmeticError, ValueError, TypeError, KeyError, IndexError):
        decided = False
    status = res.status if decided else "sampling"
    return status, res.proved_up_to, time.process_time() - t


def measure(name: str, items: list[Item], budget: float) -> None:
    c: collections.Counter[str] = collections.Counter()
    sizes: collections.Counter[str] = collections.Counter()
    times: list[float] = []
    wrong: list[str] = []
    for it in items:
        if it.scope is not None:
            continue
        status, up_to, dt = tier(it.stmt, budget)
        times.append(dt)
        c[status] += 1
        if up_to and status == "sampling":
            c["proved_up_to"] += 1
            sizes[",".join(f"{k}≤{v}" for k, v in up_to.items())] += 1
        bad = ((it.corpus == "competition" and it.expect is False and status in ("proved",
                                                                               "vacuous"))
               or (it.expect is True and status == "counterexample")
               or (it.corpus == "mathlib" and status in ("counterexample", "vacuous")))
        if bad:
            wrong.append(f"{it.stmt.name}: {status}")
    n = len(times)
    print(f"{name}: {n} statements; proved {c['proved']}, proved_up_to {c['proved_up_to']} "
          f"({dict(sizes)}), vacuous {c['vacuous']}, refuted {c['counterexample']}, "
          f"left to sampling {c['sampling'] - c['proved_up_to']}")
    if times:
        print(f"  tier CPU time: {sum(times):.1f} s in all, median {statistics.median(times):.3f} s,"
              f" largest {max(times):.2f} s")
    print(f"  tier errors: {len(wrong)}" + "".join(f"\n    {w}" for w in wrong))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--budget", type=float, default=2.0)
    ap.add_argument("--library", action="store_true")
    ap.add_argument("--corpus", type=Path)
    ap.add_argument("--mathlib", type=Path)
    ap.add_argument("--files", nargs="*", default=list(MATHLIB_FILES))
    ap.add_argument("--limit", type=int, default=0)
    a = ap.parse_args(argv)
    if a.library:
        _, stmts = load(library_dirs(ROOT), ROOT)
        measure("library (Dgg/, DggSharp/)", [Item(s, "library", None, True) for s in stmts],
                a.budget)
    if a.corpus:
        fails: list[ReadFailure] = []
        items = read_corpus(a.corpus, a.corpus.name, "competition", fails)
        measure("competition", items[: a.limit or None], a.budget)
    if a.mathlib:
        fails = []
        items = []
        for f in a.files:
            items += read_corpus(a.mathlib.expanduser() / f, f, "mathlib", fails)
        measure(f"mathlib ({len(a.files)} files)", items[: a.limit or None], a.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
