"""The ``dgg`` command line: argument parsing, exit codes and one-line errors.

Exit codes: 0 clean; 1 findings (audit findings, a genuine counterexample, with ``--strict`` also
``not_translated``/``unsatisfiable``); 2 bad input or usage (one line on stderr, never a traceback);
3 an internal error of dgg itself (one line; ``DGG_DEBUG=1`` shows the traceback); 4 ``dgg check``
found no certified counterexample (and, with ``--strict``, nothing else failing) but some statement
is ``suspect`` (float evidence of a violation that exact arithmetic could not settle).
Modules below this one raise typed errors (:mod:`dgg.errors`); only this module prints them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from dgg import __version__
from dgg.cli_help import DESCRIPTION, EPILOG, CommandHelp, Help
from dgg.cli_inputs import (
    MAX_JOBS,
    MAX_POINTS,
    MAX_TRIALS,
    bounded_int,
    load_check_report,
    output_dir,
    seconds,
)
from dgg.errors import DggError, LeanSyntaxError, UsageError, visible, visible_json
from dgg.project import check_root, find_root, library_dirs, source_tags


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors are one line naming the flag, raised, not printed."""

    def error(self, message: str) -> NoReturn:  # noqa: D401 - argparse API
        raise UsageError(f"{self.prog}: error: {message}")


# --------------------------------------------------------------------------- helpers


def _root(args: argparse.Namespace) -> Path:
    return check_root(Path(args.root)) if args.root else find_root()


def _paths(args: argparse.Namespace, root: Path) -> list[Path]:
    """The Lean paths named on the command line, or by default every library folder of the project
    (``Dgg/`` and ``DggSharp/``, from the lakefile's ``lean_lib`` declarations)."""
    if args.paths:
        return [Path(p) for p in args.paths]
    return library_dirs(root)


def _parse_fix(items: Sequence[str]) -> dict[str, Fraction]:
    fixes: dict[str, Fraction] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(f"dgg check: error: argument --fix: '{item}': expected NAME=VALUE, "
                             "e.g. --fix δ=0.1")
        try:
            fixes[name] = Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            raise UsageError(f"dgg check: error: argument --fix: '{item}': '{value.strip()}' "
                             "is not a number (try 0.1 or 1/10)") from None
    return fixes


_NONNEG_INT = bounded_int(0, None, "a non-negative integer")
_TRIALS = bounded_int(1, MAX_TRIALS, "random instances per statement")
_JOBS = bounded_int(1, MAX_JOBS, "worker processes")
_POINTS = bounded_int(1, MAX_POINTS, "sweep points per parameter")
_SECONDS = seconds


def _emit(text: str, json_text: bool = False) -> None:
    """Print ``text`` on stdout with every invisible or bidirectional character escaped."""
    text = visible_json(text) if json_text else visible(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _note(text: str) -> None:
    """One line on stderr (what a long command is doing, a hint, a warning)."""
    sys.stderr.write(visible(text) + "\n")


def _nothing_in(paths: Sequence[Path], decls: Sequence) -> str:
    """``a.lean is empty`` or ``a.lean contains no theorem, lemma or example (1 def)``."""
    names = ", ".join(str(p) for p in paths)
    if all(p.is_file() and not p.read_text(encoding="utf-8", errors="replace").strip()
           for p in paths):
        return f"{names} {'is' if len(paths) == 1 else 'are'} empty"
    kinds: dict[str, int] = {}
    for d in decls:
        kinds[d.kind] = kinds.get(d.kind, 0) + 1
    only = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
    return f"{names} contain{'s' if len(paths) == 1 else ''} no theorem, lemma or example" + (
        f" (only {only})" if only else "")


# --------------------------------------------------------------------------- commands


def cmd_extract(args: argparse.Namespace) -> int:
    root = _root(args)
    if args.backend == "dojo":
        from dgg.lean.dojo import trace

        decls = trace(root)
    else:
        from dgg.lean.source import read_paths

        decls = read_paths(_paths(args, root), root, tags=source_tags(root))
    if args.json:
        _emit(json.dumps([d.to_json() for d in decls], ensure_ascii=False, indent=2), True)
        return 0
    if not decls and args.backend == "source":
        _emit(f"no declarations: {_nothing_in(_paths(args, root), decls)}")
        return 0
    from dgg.outputs.report import render_extract

    _emit(render_extract(decls))
    return 0


def cmd_audit(args: argparse.Namespace) -> int:
    from dgg.outputs.audit import run_audit

    root = _root(args)
    result = run_audit(root)
    for line in result.lines:
        _emit(line)
    return 1 if result.findings else 0


def _load_statements(args: argparse.Namespace, root: Path):
    from dgg.statements import load

    return load(_paths(args, root), root, tags=source_tags(root))


def _select(stmts: list, names: Sequence[str]) -> list:
    if not names:
        return stmts
    from dgg.outputs.cite import resolve

    chosen = {d.name for d in resolve(names, stmts)}
    return [s for s in stmts if s.name in chosen]


def cmd_check(args: argparse.Namespace) -> int:
    fixes = _parse_fix(args.fix or [])
    root = _root(args)
    from dgg.check.driver import CheckConfig, check_all
    from dgg.outputs.report import render_check

    decls, stmts = _load_statements(args, root)
    nothing = None if stmts else f"no statements to check: {_nothing_in(_paths(args, root), decls)}"
    stmts = _select(stmts, args.theorem or [])
    known = {v.name for st in stmts for v in st.variables}
    for name in fixes:
        if name not in known:
            raise UsageError(f"dgg check: error: argument --fix: '{name}' names no variable of "
                             f"the checked statements")
    jobs = args.jobs if args.jobs is not None else max(1, min(MAX_JOBS, os.cpu_count() or 1))
    cfg = CheckConfig(trials=args.trials, seed=args.seed, fixes=fixes, time_budget=args.time_budget,
                      jobs=jobs)
    progress, close = _progress_bar(len(stmts), args.json and not args.progress, args.progress)
    try:
        results = check_all(stmts, cfg, progress=progress)
    finally:
        close()
    report: dict = {"theorems": [r.to_json() for r in results]}
    report["config"] = {
        "trials": args.trials,
        "seed": args.seed,
        "fix": {k: str(v) for k, v in fixes.items()},
        "time_budget": args.time_budget,
        "deterministic": args.time_budget is None,
    }
    failing = {"counterexample"}
    if args.steps:
        from dgg.steps.driver import check_steps

        bar: list[Any] = []

        def step_progress(done: int, total: int) -> None:
            if not bar:
                bar.extend(_progress_bar(total, args.json and not args.progress, args.progress,
                                         unit="step"))
            if bar[0] is not None:
                bar[0](1)

        try:
            report.update(check_steps(decls, stmts, cfg, progress=step_progress))
        finally:
            if bar:
                bar[1]()
    if args.strict:
        failing |= {"not_translated", "unsatisfiable"}
    if args.json:
        _emit(json.dumps(report, ensure_ascii=False, indent=2), True)
        if nothing:
            _note(nothing)
    else:
        _emit(nothing or render_check(report))
        if args.steps:
            from dgg.steps.driver import render_steps

            _emit(render_steps(report))
    statuses = [t["status"] for t in report["theorems"]] + [
        s["status"] for s in report.get("steps", [])
    ]
    if nothing and args.strict:
        return 1
    if any(s in failing for s in statuses):
        return 1
    return 4 if "suspect" in statuses else 0


def _progress_bar(total: int, quiet: bool, force: bool = False, unit: str = "thm"):
    """A tqdm bar on stderr when it is a terminal (or ``force``), nothing when ``quiet``."""
    if quiet or (not force and not sys.stderr.isatty()) or total == 0:
        return None, lambda: None
    from tqdm import tqdm

    bar = tqdm(total=total, unit=unit, file=sys.stderr, leave=False)
    return (lambda n=1: bar.update(n)), bar.close


def cmd_cite(args: argparse.Namespace) -> int:
    from dgg.lean.source import read_paths
    from dgg.outputs.cite import default_selection, library_entry, render, resolve

    if args.all and args.names:
        raise UsageError("dgg cite: error: argument --all: not allowed with NAME arguments")
    root = _root(args)
    if not args.names and not args.all:
        text, warnings = library_entry(root, args.format)
        libs = [d for d in library_dirs(root) if d.is_dir()]
        decls = read_paths(libs, root, tags=source_tags(root)) if libs else []
        tagged = [d.short_name for d in default_selection(decls)]
        example = "ug_peaked_gradient_bound" if "ug_peaked_gradient_bound" in tagged else \
            (tagged[0] if tagged else "NAME")
        hint = (f"dgg cite: hint: this is the entry for the whole library; to cite one theorem at "
                f"this commit, name it (`dgg cite {example}`), or use --all for every theorem "
                "with a source tag")
    else:
        decls = read_paths(library_dirs(root), root, tags=source_tags(root))
        chosen = resolve(args.names, decls) if args.names else default_selection(decls)
        text, warnings = render(chosen, root, args.format)
        hint = ""
    for w in warnings:
        if w:
            _note(f"dgg cite: warning: {w}")
    _emit(text)
    if hint:
        _note(hint)
    return 0


def cmd_blueprint(args: argparse.Namespace) -> int:
    from dgg.lean.source import read_paths
    from dgg.outputs.blueprint import build
    from dgg.outputs.check_cache import blueprint_report

    report = load_check_report(args.report, "dgg blueprint") if args.report else None
    out = output_dir(args.out, "--out", "dgg blueprint")
    root = _root(args)
    decls = read_paths(library_dirs(root), root, tags=source_tags(root))
    if report is None:
        from dgg.steps.driver import check_steps

        report = blueprint_report(root, decls, args.jobs, _note, check_steps)
    png = root / "docs" / "tightness.png"
    page = build(root, decls, report, out, tightness_png=png if png.is_file() else None,
                 lean_build=_lean_build_status())
    _emit(f"wrote {page}")
    return 0


def _lean_build_status() -> str:
    import shutil

    return "not run here" if shutil.which("lake") is None else "not run by dgg blueprint"


def cmd_tightness(args: argparse.Namespace) -> int:
    out = output_dir(args.out, "--out", "dgg tightness")
    from dgg.outputs.tightness import run_tightness

    root = _root(args)
    _note(f"dgg tightness: sweeping δ and p ({args.points} points each, seed {args.seed}); "
          "about a minute at the default 24 points")
    written = run_tightness(root, out, seed=args.seed, points=args.points, progress=True)
    for p in written:
        _emit(f"wrote {p}")
    return 0


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

    sp = command("audit", "escape hatches, statement fidelity, Mathlib names, build",
                 "A static audit of Dgg/ and DggSharp/: escape hatches, the seed-002 statement against its "
                 "reference copy, Mathlib names used by proofs against docs/mathlib-api.md, and "
                 "`lake build` where a toolchain exists. Ends with a summary.")
    sp.set_defaults(func=cmd_audit)

    sp = command("check", "cross-check every statement numerically",
                 "Translate each statement into a batched numeric test, sample instances that "
                 "satisfy its hypotheses, search adversarially for violations, and re-verify any "
                 "counterexample exactly before showing it (docs/check-schema.md).")
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
    sp.add_argument("--jobs", type=_JOBS, default=None, metavar="N",
                    help=f"worker processes, at most {MAX_JOBS} (default: the number of cores); "
                         "the report is the same for any N")
    sp.add_argument("--progress", action="store_true",
                    help="show the progress bar on stderr even under --json or when stderr is not "
                         "a terminal (default: only on a terminal, never under --json)")
    sp.add_argument("--steps", action="store_true",
                    help="also check every have/calc/show claim inside the proofs")
    sp.add_argument("--json", action="store_true", help="print JSON (docs/check-schema.md)")
    sp.add_argument("--strict", action="store_true",
                    help="also exit 1 on not_translated, unsatisfiable, or nothing to check")
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
            parser.error("a COMMAND is required: extract, audit, check, cite, blueprint or tightness")
        return int(args.func(args))
    except DggError as e:
        prefix = "" if isinstance(e, (LeanSyntaxError, UsageError)) else "dgg: error: "
        _note(prefix + e.one_line())
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("dgg: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug in dgg: one line, not a traceback (DGG_DEBUG=1 re-raises)
        if os.environ.get("DGG_DEBUG"):
            raise
        _note(f"dgg: internal error: {type(e).__name__}: {e} "
              "(rerun with DGG_DEBUG=1 for the traceback, and please report it)")
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
