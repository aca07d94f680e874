"""Mutation testing of the code that decides verdicts and exit codes, with mutmut (issue 28, item 5).

    pip install 'dgg[mutation]'        # mutmut, pinned; not part of [dev], CI does not run this
    python benchmarks/mutation_tools.py [--workdir DIR] [--budget SECONDS] [--max-children N]
                                        [--json OUT]

Not to be confused with ``benchmarks/mutation.py``, which mutates *Lean statements* to measure
whether ``dgg check`` refutes them; this one mutates *dgg's own Python code* (a comparison
flipped, a constant changed, a ``return`` altered) and asks whether the tests notice.

Targets: the functions whose mistakes would be wrong verdicts or wrong exit codes (``TARGETS``):
the exit-code decision of ``dgg check`` (``cmd_check`` from ``failing = …`` to its ``return``s;
the argument parsing and configuration above are left unmutated), the exact interval relations
and signs of ``dgg.eval.exact_ops``, the certified sign / equality of ``dgg.eval.certify``, the
exact verification of one instance (``dgg.check.exact.verify``) and the verdict evidence of
``dgg.check.verdict``. Tests: a fast subset (``TESTS``) so that one mutant costs seconds;
mutmut runs, for each mutant, only the selected tests that call the mutated function.

The run happens in a fresh ``git clone`` of this checkout's HEAD under ``--workdir`` (default
``dgg-mutation`` in the system's temporary folder, replaced): mutmut writes its mutants into
``mutants/`` of the directory it runs in and never into the sources, but the clone keeps even that
away from the checkout (other processes may be using it), and uncommitted changes are not tested.
In the clone the package directory ``python/`` is renamed ``src/`` (mutmut 3 imports the mutated
package only from ``./``, ``src/`` or ``source/``; a ``python`` symlink keeps the tests' paths
valid).

Budget: ``--budget`` seconds of wall time for ``mutmut run`` (default 1500); mutants not reached
are counted as ``not checked`` (``--resume`` continues with them: mutmut keeps its results).
Printed: mutants, killed, survived, timeout, no tests, not checked, and the score killed /
(mutants checked); each survivor's name and diff (``mutmut show``).
``--json OUT`` writes the same; ``--only OUT`` of a later run re-runs just those survivors (with
the tests of the later HEAD), to see which of them new tests kill. Exit 0 whatever the score:
this measures, it does not gate.
"""

from __future__ import annotations

import argparse
import configparser
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: (file under python/dgg, mutmut function keys in it); a key is ``x_<name>`` for a function
TARGETS: dict[str, list[str]] = {
    "cli_commands.py": ["x_cmd_check"],
    "eval/exact_ops.py": ["x_iv_bounds", "x_iv_sign", "x__sign", "x__ends", "x__e_le", "x__e_lt",
                          "x__e_eq"],
    "eval/certify.py": ["x__iv_sign", "x_sign", "x_equal"],
    "check/exact.py": ["x_verify"],
    "check/verdict.py": ["x_violation_size", "x_confirm_candidates", "x_suspect_evidence"],
}

#: The lines of ``cmd_check`` left unmutated: from its first statement up to (not including) the
#: line that starts the exit-code decision. Anchors are asserted to exist.
CMD_CHECK_SKIP = ("    fixes = _parse_fix(args.fix or [])\n", '    failing = {"counterexample"}\n')

_EXIT = "tests/test_exit_codes.py::"
#: The selected tests: exactness and soundness units, and one CLI case per status and mode.
TESTS = [
    "tests/test_exactness.py",
    "tests/test_soundness_cases.py",
    "tests/test_mutation_survivors.py",  # written for the survivors of the first run
    *(f"{_EXIT}test_theorem_statuses_decide_the_exit_code[{s}-{strict}-{steps}]"
      for s in ("clean", "count", "suspe", "unsat", "not_t")
      for strict in ("", "strict") for steps in ("", "steps")),
    f"{_EXIT}test_theorem_statuses_decide_the_exit_code[count+suspe--]",
    *(f"{_EXIT}test_step_statuses_count_under_steps[{s}-{strict}]"
      for s in ("count", "suspe", "unsat", "not_t") for strict in ("", "strict")),
    f"{_EXIT}test_nothing_to_check_fails_only_under_strict[False]",
    f"{_EXIT}test_nothing_to_check_fails_only_under_strict[True]",
    f"{_EXIT}test_counterexample_beats_suspect_in_either_order",
]

#: mutmut's exit-code → status table (mutmut.stats.status_by_exit_code), the classes reported here
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped",
          36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout",
          None: "not checked"}


def mutmut_exe() -> str:
    """The ``mutmut`` next to this interpreter, else on ``PATH``."""
    near = Path(sys.executable).with_name("mutmut")
    found = str(near) if near.exists() else shutil.which("mutmut")
    if not found:
        sys.exit("mutation_tools: mutmut is not installed (pip install 'dgg[mutation]')")
    return found


def prepare(work: Path) -> None:
    """A clone of HEAD at ``work`` laid out for mutmut, with its configuration."""
    if work.exists():
        shutil.rmtree(work)
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(work)], check=True)
    (work / "python").rename(work / "src")
    (work / "python").symlink_to("src")
    cli = work / "src" / "dgg" / "cli_commands.py"
    text = cli.read_text(encoding="utf-8")
    start, end = CMD_CHECK_SKIP
    assert text.count(start) == 1 and text.count(end) == 1, "cmd_check anchors moved"
    text = text.replace(start, "    # pragma: no mutate start\n" + start)
    text = text.replace(end, "    # pragma: no mutate end\n" + end)
    cli.write_text(text, encoding="utf-8")
    files = "\n".join(f"    src/dgg/{f}" for f in TARGETS)
    tests = "\n".join(f"    {t}" for t in TESTS)
    (work / "setup.cfg").write_text(
        "[mutmut]\nsource_paths = src/dgg\n"
        f"only_mutate =\n{files}\n"
        "also_copy =\n    Dgg\n    DggSharp\n"
        f"pytest_add_cli_args_test_selection =\n{tests}\n"
        "pytest_add_cli_args =\n    -p\n    no:cacheprovider\n    -q\n", encoding="utf-8")
    (work / "mutants").mkdir()
    (work / "mutants" / "python").symlink_to("src")  # tests that name ROOT / "python"


def names() -> list[str]:
    return [f"dgg.{f[:-3].replace('/', '.')}.{k}__mutmut_*" for f, ks in TARGETS.items() for k in ks]


def run(work: Path, budget: float, children: int, only: list[str] | None = None
        ) -> tuple[float, bool]:
    """``mutmut run`` on the targets (or the mutants ``only``) for at most ``budget`` seconds:
    (seconds, finished)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MUTANT_UNDER_TEST")}
    t0 = time.monotonic()
    with open(work / "mutmut-run.log", "w", encoding="utf-8") as log:
        p = subprocess.Popen([mutmut_exe(), "run", "--max-children", str(children), *(only or names())],
                             cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT,
                             start_new_session=True)
        try:
            p.wait(timeout=budget)
            finished = True
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGTERM)  # mutmut and its forked workers (its own group)
            p.wait()
            finished = False
    return time.monotonic() - t0, finished


def selected_tests(work: Path) -> list[str]:
    """The test selection the run in ``work`` used (from its setup.cfg)."""
    cfg = configparser.ConfigParser()
    cfg.read(work / "setup.cfg", encoding="utf-8")
    return cfg["mutmut"]["pytest_add_cli_args_test_selection"].split()


def results(work: Path, only: list[str] | None = None) -> dict:
    """Counts over the targeted mutants (or the mutants ``only``), and each survivor's diff."""
    status: dict[str, str] = {}
    keys = tuple(n[:-1] for n in names())  # 'dgg.mod.x_f__mutmut_'
    for meta in (work / "mutants" / "src").rglob("*.meta"):
        for key, code in json.loads(meta.read_text())["exit_code_by_key"].items():
            if (key in only) if only else key.startswith(keys):
                status[key] = STATUS.get(code, "suspicious")
    counts = Counter(status.values())
    checked = sum(n for s, n in counts.items() if s not in ("not checked", "no tests", "skipped"))
    survivors = []
    for key in sorted(k for k, s in status.items() if s == "survived"):
        show = subprocess.run([mutmut_exe(), "show", key], cwd=work, capture_output=True,
                              text=True)
        survivors.append({"mutant": key, "diff": show.stdout.strip()})
    return {"mutants": len(status), **{s: counts.get(s, 0) for s in
            ("killed", "survived", "timeout", "no tests", "not checked", "suspicious")},
            "score": round(counts.get("killed", 0) / checked, 4) if checked else None,
            "survivors": survivors}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "dgg-mutation")
    ap.add_argument("--budget", type=float, default=1500.0, help="seconds of mutmut run")
    ap.add_argument("--max-children", type=int, default=2)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--resume", action="store_true",
                    help="continue an earlier run in --workdir (mutmut keeps every result)")
    ap.add_argument("--only", type=Path, metavar="JSON",
                    help="run only the survivors listed in the --json output of an earlier run "
                         "(to check that new tests kill them)")
    ap.add_argument("--report-only", action="store_true",
                    help="only read the results of an earlier run in --workdir")
    a = ap.parse_args(argv)
    work = a.workdir.resolve()
    if work == ROOT or ROOT in work.parents:
        sys.exit("mutation_tools: --workdir must be outside the checkout")
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    only = None
    if a.only:
        earlier = json.loads(a.only.read_text(encoding="utf-8"))
        only = [s["mutant"] for s in earlier["survivors"]]
        if earlier["commit"] != head:
            print(f"note: the survivors are of {earlier['commit'][:12]}, HEAD is {head[:12]}; "
                  "mutant numbers hold while the targeted functions are unchanged")
    seconds, finished = 0.0, True
    if not a.report_only:
        if not a.resume:
            prepare(work)
        seconds, finished = run(work, a.budget, a.max_children, only)
    # the commit tested: the clone's (HEAD may have moved since a resumed run was prepared)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=work, capture_output=True,
                          text=True, check=True).stdout.strip()
    out = {"commit": head, "tool": "mutmut", "seconds": round(seconds), "finished": finished,
           "targets": TARGETS, "tests": selected_tests(work), **results(work, only)}
    print(f"commit {head[:12]}, {out['seconds']} s{'' if finished else ' (budget reached)'}")
    for k in ("mutants", "killed", "survived", "timeout", "no tests", "not checked", "suspicious",
              "score"):
        print(f"  {k:12} {out[k]}")
    for s in out["survivors"]:
        print(f"\n{s['diff']}")
    if a.json:
        a.json.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
