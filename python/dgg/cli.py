"""The ``dgg`` command line: argument parsing, exit codes and one-line errors.

Exit codes: 0 clean; 1 findings (audit findings, a genuine counterexample, with ``--strict`` also
``not_translated``/``unsatisfiable``); 2 bad input or usage (one line on stderr, never a traceback);
3 an internal error of dgg itself (one line; ``DGG_DEBUG=1`` shows the traceback).
Modules below this one raise typed errors (:mod:`dgg.errors`); only this module prints them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import NoReturn

from dgg import __version__
from dgg.errors import DggError, LeanSyntaxError, UsageError
from dgg.project import check_root, find_root, source_tags


class _Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors are one line naming the flag, raised, not printed."""

    def error(self, message: str) -> NoReturn:  # noqa: D401 - argparse API
        raise UsageError(f"{self.prog}: error: {message}")


# --------------------------------------------------------------------------- helpers


def _root(args: argparse.Namespace) -> Path:
    return check_root(Path(args.root)) if args.root else find_root()


def _paths(args: argparse.Namespace, root: Path) -> list[Path]:
    """The Lean paths named on the command line, or the project's ``Dgg/`` by default."""
    if args.paths:
        return [Path(p) for p in args.paths]
    return [root / "Dgg"]


def _parse_fix(items: Sequence[str]) -> dict[str, Fraction]:
    fixes: dict[str, Fraction] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(f"dgg check: error: argument --fix: {item!r}: expected NAME=VALUE, "
                             "e.g. --fix δ=0.1")
        try:
            fixes[name] = Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            raise UsageError(f"dgg check: error: argument --fix: {item!r}: {value.strip()!r} "
                             "is not a number (try 0.1 or 1/10)") from None
    return fixes


def _number(cast: Callable[[str], float], ok: Callable[[float], bool], what: str) -> Callable:
    """An argparse ``type=`` that accepts ``cast(text)`` when ``ok`` holds; argparse names the flag
    in its error, which :class:`_Parser` turns into one line."""

    def conv(text: str):
        try:
            v = cast(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r}: expected {what}") from None
        if not ok(v):
            raise argparse.ArgumentTypeError(f"{text!r}: expected {what}")
        return v

    return conv


_POSITIVE_INT = _number(int, lambda v: v > 0, "a positive integer")
_NONNEG_INT = _number(int, lambda v: v >= 0, "a non-negative integer")
_SECONDS = _number(float, lambda v: v > 0 and v != float("inf"), "a positive number of seconds")


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


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
        _emit(json.dumps([d.to_json() for d in decls], ensure_ascii=False, indent=2))
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
    stmts = _select(stmts, args.theorem or [])
    known = {v.name for st in stmts for v in st.variables}
    for name in fixes:
        if name not in known:
            raise UsageError(f"dgg check: error: argument --fix: {name!r} names no variable of "
                             f"the checked statements")
    cfg = CheckConfig(trials=args.trials, seed=args.seed, fixes=fixes, time_budget=args.time_budget,
                      jobs=args.jobs)
    progress, close = _progress_bar(len(stmts), args.json)
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

        report.update(check_steps(decls, stmts, cfg))
    if args.strict:
        failing |= {"not_translated", "unsatisfiable"}
    if args.json:
        _emit(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        _emit(render_check(report))
        if args.steps:
            from dgg.steps.driver import render_steps

            _emit(render_steps(report))
    statuses = [t["status"] for t in report["theorems"]] + [
        s["status"] for s in report.get("steps", [])
    ]
    return 1 if any(s in failing for s in statuses) else 0


def _progress_bar(total: int, quiet: bool):
    """A tqdm bar on a TTY (stderr), nothing otherwise."""
    if quiet or not sys.stderr.isatty() or total == 0:
        return None, lambda: None
    from tqdm import tqdm

    bar = tqdm(total=total, unit="thm", file=sys.stderr, leave=False)
    return (lambda n=1: bar.update(n)), bar.close


def cmd_cite(args: argparse.Namespace) -> int:
    from dgg.lean.source import read_paths
    from dgg.outputs.cite import render, resolve

    root = _root(args)
    decls = read_paths([root / "Dgg"], root, tags=source_tags(root))
    chosen = resolve(args.names, decls) if args.names else [
        d for d in decls if d.tags and d.kind in ("theorem", "lemma")
    ]
    text, warnings = render(chosen, root, args.format)
    for w in warnings:
        sys.stderr.write(f"dgg cite: warning: {w}\n")
    _emit(text)
    return 0


def cmd_blueprint(args: argparse.Namespace) -> int:
    from dgg.lean.source import read_paths
    from dgg.outputs.blueprint import build

    root = _root(args)
    decls = read_paths([root / "Dgg"], root, tags=source_tags(root))
    if args.report:
        rp = Path(args.report)
        try:
            report = json.loads(rp.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise UsageError(f"dgg blueprint: error: argument --report: {rp}: no such file") from None
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise UsageError(f"dgg blueprint: error: argument --report: {rp}: not a JSON report ({e})") from e
    else:
        from dgg.check.driver import CheckConfig, check_all
        from dgg.statements import load
        from dgg.steps.driver import check_steps

        _, stmts = load([root / "Dgg"], root, tags=source_tags(root))
        cfg = CheckConfig(seed=0, jobs=max(1, min(4, os.cpu_count() or 1)))
        report = {"theorems": [r.to_json() for r in check_all(stmts, cfg)]}
        report.update(check_steps(decls, stmts, cfg))
    png = root / "docs" / "tightness.png"
    out = build(root, decls, report, Path(args.out), tightness_png=png if png.is_file() else None,
                lean_build=_lean_build_status())
    _emit(f"wrote {out}")
    return 0


def _lean_build_status() -> str:
    import shutil

    return "not run here" if shutil.which("lake") is None else "not run by dgg blueprint"


def cmd_tightness(args: argparse.Namespace) -> int:
    from dgg.outputs.tightness import run_tightness

    root = _root(args)
    written = run_tightness(root, Path(args.out), seed=args.seed, points=args.points)
    for p in written:
        _emit(f"wrote {p}")
    return 0


# --------------------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="dgg", description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--version", action="version", version=f"dgg {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    def common(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--root", metavar="DIR",
                        help="Lean project root (default: nearest lakefile above the cwd)")

    sp = sub.add_parser("extract", help="list the declarations of Lean files")
    common(sp)
    sp.add_argument("paths", nargs="*", metavar="PATH", help="Lean files or folders (default: Dgg/)")
    sp.add_argument("--json", action="store_true", help="print JSON (docs/extract-schema.md)")
    sp.add_argument("--backend", choices=("source", "dojo"), default="source",
                    help="read the source text (default) or trace with LeanDojo")
    sp.set_defaults(func=cmd_extract)

    sp = sub.add_parser("audit", help="escape hatches, statement fidelity, Mathlib names, build")
    common(sp)
    sp.set_defaults(func=cmd_audit)

    sp = sub.add_parser("check", help="cross-check every statement numerically")
    common(sp)
    sp.add_argument("paths", nargs="*", metavar="PATH", help="Lean files or folders (default: Dgg/)")
    sp.add_argument("--trials", type=_POSITIVE_INT, default=2000,
                    help="random instances per statement (default 2000)")
    sp.add_argument("--seed", type=_NONNEG_INT, default=0, help="random seed (default 0)")
    sp.add_argument("--theorem", action="append", metavar="NAME",
                    help="check only this declaration (repeatable; namespace optional)")
    sp.add_argument("--fix", action="append", metavar="NAME=VALUE",
                    help="pin a variable, e.g. --fix δ=0.1 (repeatable)")
    sp.add_argument("--time-budget", type=_SECONDS, default=None,
                    metavar="SEC", help="bound the total time (gives up same-seed determinism)")
    sp.add_argument("--jobs", type=_POSITIVE_INT, default=1, metavar="N",
                    help="worker processes (default 1); the report is the same for any N")
    sp.add_argument("--steps", action="store_true",
                    help="also check every intermediate claim of the proofs")
    sp.add_argument("--json", action="store_true", help="print JSON (docs/check-schema.md)")
    sp.add_argument("--strict", action="store_true",
                    help="also fail on not_translated and unsatisfiable")
    sp.set_defaults(func=cmd_check)

    sp = sub.add_parser("cite", help="citation entries that pin a theorem to a commit")
    common(sp)
    sp.add_argument("names", nargs="*", metavar="NAME")
    sp.add_argument("--format", choices=("bibtex", "cff", "text"), default="bibtex")
    sp.set_defaults(func=cmd_cite)

    sp = sub.add_parser("blueprint", help="write a static HTML blueprint page")
    common(sp)
    sp.add_argument("--out", default="blueprint", metavar="DIR")
    sp.add_argument("--report", metavar="FILE", help="a saved `dgg check --json` report")
    sp.set_defaults(func=cmd_blueprint)

    sp = sub.add_parser("tightness", help="sweep δ and p: seed, sharp and empirical bounds")
    common(sp)
    sp.add_argument("--out", default="tightness", metavar="DIR")
    sp.add_argument("--seed", type=_NONNEG_INT, default=0)
    sp.add_argument("--points", type=_POSITIVE_INT, default=24,
                    help="sweep points per parameter (default 24)")
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
        sys.stderr.write(prefix + e.one_line() + "\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("dgg: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug in dgg: one line, not a traceback (DGG_DEBUG=1 re-raises)
        if os.environ.get("DGG_DEBUG"):
            raise
        sys.stderr.write(f"dgg: internal error: {type(e).__name__}: {e} "
                         "(rerun with DGG_DEBUG=1 for the traceback, and please report it)\n")
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
