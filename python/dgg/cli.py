"""The ``dgg`` command line: argument parsing, exit codes and one-line errors.

In: ``argv``. Out: the exit code of the command that :mod:`dgg.cli_commands` runs. Exit codes: 0
clean; 1 findings (audit findings, a genuine counterexample, a ``vacuous`` statement, with ``--strict`` also
``not_translated``/``unsatisfiable``); 2 bad input or usage (one line on stderr, never a traceback);
3 an internal error of dgg itself (one line; ``DGG_DEBUG=1`` shows the traceback); 4 ``dgg check``
found no certified counterexample (and, with ``--strict``, nothing else failing) but some statement
is ``suspect`` (float evidence of a violation that exact arithmetic could not settle).
Modules below this one raise typed errors (:mod:`dgg.errors`); only this module prints them.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from typing import NoReturn

from dgg import __version__
from dgg.check import DEFAULT_SMT_BUDGET
from dgg.cli_commands import (
    cmd_audit,
    cmd_blueprint,
    cmd_check,
    cmd_cite,
    cmd_compare_elab,
    cmd_elaborate,
    cmd_extract,
    cmd_tightness,
    note,
)
from dgg.cli_help import DESCRIPTION, EPILOG, CommandHelp, Help
from dgg.cli_inputs import (
    DEFAULT_CACHE,
    MAX_JOBS,
    MAX_POINTS,
    MAX_TRIALS,
    bounded_int,
    seconds,
)
from dgg.errors import DggError, Interrupted, LeanSyntaxError, UsageError

__all__ = ["MAX_JOBS", "MAX_POINTS", "MAX_TRIALS", "build_parser", "main"]


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors are one line naming the flag, raised, not printed."""

    def error(self, message: str) -> NoReturn:  # noqa: D401 - argparse API
        raise UsageError(f"{self.prog}: error: {message}")


_NONNEG_INT = bounded_int(0, None, "a non-negative integer")
_TRIALS = bounded_int(1, MAX_TRIALS, "random instances per statement")
_JOBS = bounded_int(1, MAX_JOBS, "worker processes")
_POINTS = bounded_int(1, MAX_POINTS, "sweep points per parameter")
_SECONDS = seconds


# --------------------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="dgg", description=DESCRIPTION, epilog=EPILOG, formatter_class=Help)
    p.add_argument("--version", action="version", version=f"dgg {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    def command(name: str, summary: str, description: str) -> argparse.ArgumentParser:
        sp = sub.add_parser(name, help=summary, description=description,
                            formatter_class=CommandHelp)
        sp.add_argument("--root", metavar="DIR",
                        help="Lean project root (default: nearest lakefile above the cwd)")
        return sp

    paths_help = "Lean files or folders (default: the library folders, Dgg/ DggSharp/)"
    sp = command("extract", "list the declarations of Lean files",
                 "List every declaration: name, binders, hypotheses, conclusion, source tags and "
                 "location.")
    sp.add_argument("paths", nargs="*", metavar="PATH", help=paths_help)
    sp.add_argument("--json", action="store_true", help="print JSON (docs/extract-schema.md)")
    sp.add_argument("--backend", choices=("source", "dojo"), default="source",
                    help="read the source text, or trace the project with LeanDojo")
    sp.set_defaults(func=cmd_extract)

    sp = command("elaborate", "print each statement as dgg elaborated it",
                 "Print each statement with the types Lean's elaboration gives it: every numeral "
                 "with its type, every coercion explicit (↑n : ℝ), names resolved; `?` marks a "
                 "subterm dgg leaves untyped. The statement dgg checks is this one.")
    sp.add_argument("paths", nargs="*", metavar="PATH", help=paths_help)
    sp.add_argument("--theorem", action="append", metavar="NAME",
                    help="only this declaration, namespace optional; repeatable "
                         "(default: every statement)")
    sp.add_argument("--json", action="store_true",
                    help="print the typed trees as JSON (default: one line per statement)")
    sp.set_defaults(func=cmd_elaborate)

    sp = command("compare-elab", "compare Lean's elaboration (export.json) with dgg's",
                 "Read the `elaborated` field of a `lake exe dgg_export` JSON file and compare "
                 "each statement with dgg's elaboration of it (matched by full name): typed "
                 "numerals, coercions, binder types, operators. One line per difference; items "
                 "inside a subterm dgg leaves untyped are listed as not compared. Exit 1 on a "
                 "difference (docs/export-format.md).")
    sp.add_argument("export", metavar="EXPORT",
                    help="the JSON printed by lake exe dgg_export (required, no default)")
    sp.add_argument("paths", nargs="*", metavar="PATH", help=paths_help)
    sp.add_argument("--theorem", action="append", metavar="NAME",
                    help="only this declaration, namespace optional; repeatable (default: every "
                         "theorem and lemma)")
    sp.add_argument("--json", action="store_true",
                    help="print the comparison as JSON (default: one line per difference)")
    sp.set_defaults(func=cmd_compare_elab)

    sp = command("audit", "escape hatches, statement fidelity, Mathlib names, build",
                 "A static audit of Dgg/ and DggSharp/: escape hatches, the seed-002 statement against its "
                 "reference copy, Mathlib names used by proofs against docs/mathlib-api.md, and "
                 "`lake build` where a toolchain exists. Ends with a summary.")
    sp.set_defaults(func=cmd_audit)

    sp = command("check", "cross-check every statement numerically",
                 "Translate each statement into a batched numeric test, sample instances that "
                 "satisfy its hypotheses, search adversarially for violations, and re-verify any "
                 "counterexample exactly before showing it (docs/check-schema.md). The text "
                 "report starts with the summary and every finding (counterexample, suspect) "
                 "with the statement as dgg elaborated it, then a table; its column max LHS/RHS "
                 "is the largest lhs / rhs over instances with lhs ≥ 0 and rhs > 0 of a ≤/< "
                 "conclusion (how tight the bound is), '—' when there is none or lhs is 0 on "
                 "all of them (a 0 ≤ f conclusion says nothing about tightness).")
    sp.add_argument("paths", nargs="*", metavar="PATH", help=paths_help)
    sp.add_argument("--trials", type=_TRIALS, default=2000, metavar="N",
                    help=f"random instances per statement, at most {MAX_TRIALS}")
    sp.add_argument("--seed", type=_NONNEG_INT, default=0, help="random seed")
    sp.add_argument("--theorem", action="append", metavar="NAME",
                    help="check only this declaration, namespace optional; repeatable "
                         "(default: every statement)")
    sp.add_argument("--fix", action="append", metavar="NAME=VALUE",
                    help="pin a variable, e.g. --fix δ=0.1; repeatable (default: none pinned)")
    sp.add_argument("--time-budget", type=_SECONDS, default=None, metavar="SEC",
                    help="bound the total time; gives up same-seed determinism "
                         "(default: no bound, deterministic)")
    sp.add_argument("--smt-budget", type=_SECONDS, default=DEFAULT_SMT_BUDGET, metavar="SEC",
                    help="seconds of z3 per statement for the decision tier (proved, vacuous, "
                         "certified counterexamples; docs/decision.md); counted in z3's "
                         "deterministic resource units")
    sp.add_argument("--no-smt", action="store_true",
                    help="no decision tier: sampling only")
    sp.add_argument("--jobs", type=_JOBS, default=None, metavar="N",
                    help=f"worker processes, at most {MAX_JOBS} (default: the number of cores); "
                         "the report is the same for any N")
    sp.add_argument("--scheduler", metavar="ADDRESS",
                    help="check the statements on a Dask cluster (`dask scheduler` prints the "
                         "address, e.g. tcp://host:8786) instead of local processes; needs "
                         "pip install 'dgg[cluster]' (default: local processes, --jobs)")
    sp.add_argument("--cache", metavar="DIR",
                    help="reuse the result of every statement whose elaborated form, options and "
                         "dgg version are unchanged, and store new ones (default: no cache; with "
                         f"--scheduler, {DEFAULT_CACHE} in the project)")
    sp.add_argument("--no-cache", action="store_true",
                    help="use no report cache, also with --scheduler (default: off)")
    sp.add_argument("--progress", action="store_true",
                    help="show the progress bar on stderr even under --json or when stderr is not "
                         "a terminal (default: only on a terminal, never under --json)")
    sp.add_argument("--steps", action="store_true",
                    help="also check every have/calc/show claim inside the proofs")
    sp.add_argument("--json", action="store_true", help="print JSON (docs/check-schema.md)")
    sp.add_argument("--strict", action="store_true",
                    help="also exit 1 on not_translated, unsatisfiable, or nothing to check")
    sp.add_argument("--verbose", action="store_true",
                    help="also print, per statement, the hypotheses shown necessary and the "
                         "instances not counted (overflow, NaN, undecided)")
    sp.set_defaults(func=cmd_check)

    sp = command("cite", "a citation that pins the library or a theorem to a commit",
                 "Citation entries naming the git commit, Lean and Mathlib versions; for a "
                 "theorem also its file, line and source tags.")
    sp.add_argument("names", nargs="*", metavar="NAME",
                    help="declarations to cite, namespace optional (default: one entry for the "
                         "library)")
    sp.add_argument("--all", action="store_true",
                    help="cite every theorem that carries a source tag")
    sp.add_argument("--format", choices=("bibtex", "cff", "text"), default="bibtex",
                    help="entry format")
    sp.set_defaults(func=cmd_cite)

    jobs = max(1, min(4, os.cpu_count() or 1))
    sp = command("blueprint", "write a static HTML blueprint page",
                 "One HTML page that opens from disk: informal claim, Lean statement and "
                 "numeric evidence per source tag, the tightness plot and the dependency graph. "
                 "Without --report it runs the numeric check with proof steps (minutes) and "
                 "caches the report under .dgg-cache/ in the project for the next run.")
    sp.add_argument("--out", default="blueprint", metavar="DIR", help="directory of the page")
    sp.add_argument("--report", metavar="FILE",
                    help="a saved `dgg check --steps --json` report to show (default: the cached "
                         "check for this commit, or a fresh one)")
    sp.add_argument("--jobs", type=_JOBS, default=jobs, metavar="N",
                    help="worker processes for a fresh check (default: up to 4, here %(default)s)")
    sp.set_defaults(func=cmd_blueprint)

    sp = command("tightness", "sweep δ and p: seed, sharp and empirical bounds",
                 "Sweep the off-peak mass δ and the token probability p; write tightness.csv "
                 "and tightness.png (seed bound, sharp bound, largest value found, witness "
                 "family). `dgg tightness --out docs` regenerates the committed copies.")
    sp.add_argument("--out", default="tightness", metavar="DIR",
                    help="directory for tightness.csv and tightness.png")
    sp.add_argument("--seed", type=_NONNEG_INT, default=0, help="random seed")
    sp.add_argument("--points", type=_POINTS, default=24, metavar="N",
                    help=f"sweep points per parameter, at most {MAX_POINTS}")
    sp.set_defaults(func=cmd_tightness)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        if args.command is None:
            parser.error("a COMMAND is required: extract, elaborate, compare-elab, audit, check, "
                         "cite, blueprint or tightness")
        return int(args.func(args))
    except DggError as e:
        prefix = "" if isinstance(e, (LeanSyntaxError, UsageError)) else "dgg: error: "
        note(prefix + e.one_line())
        return 2
    except KeyboardInterrupt as e:  # workers already stopped (dgg.check.pool); nothing written
        done = f" ({e})" if isinstance(e, Interrupted) else ""
        sys.stderr.write(f"dgg: interrupted{done}\n")
        if argv is None:  # the command itself, not a caller in Python: another press ends it now
            signal.signal(signal.SIGINT, lambda *_: os._exit(130))
        return 130
    except BrokenPipeError:
        return 0
    except MemoryError:  # its message is empty: say what happened and what to try
        note("dgg: error: out of memory; check fewer statements at once (--theorem NAME), "
             "with fewer --trials or --jobs")
        return 2
    except Exception as e:  # a bug in dgg: one line, not a traceback (DGG_DEBUG=1 re-raises)
        if os.environ.get("DGG_DEBUG"):
            raise
        if isinstance(e, OSError) and e.filename is not None:  # an input that cannot be read
            note(f"dgg: error: {e.filename}: cannot be read or written ({e.strerror or e})")
            return 2
        note(f"dgg: internal error: {type(e).__name__}: {e} "
              "(rerun with DGG_DEBUG=1 for the traceback, and please report it)")
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
