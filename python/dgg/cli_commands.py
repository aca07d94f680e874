"""The bodies of the ``dgg`` commands (``extract``, ``audit``, ``check``, ``cite``, ``blueprint``,
``tightness``) and the two ways they print (:func:`emit` on stdout, :func:`note` on stderr).

In: the ``argparse.Namespace`` that :func:`dgg.cli.build_parser` made. Out: the command's output
and its exit code (0 clean, 1 findings, 4 suspect; see :mod:`dgg.cli`). Errors are raised as
:class:`dgg.errors.DggError`, never printed here; :func:`dgg.cli.main` turns them into one line.
The stages are imported inside the commands, so that ``dgg --help`` stays fast.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from dgg.cli_inputs import DEFAULT_CACHE, MAX_JOBS, load_check_report, output_dir, replaceable
from dgg.errors import LeanSyntaxError, UsageError, visible, visible_json
from dgg.project import check_root, library_dirs, root_for, source_tags

# --------------------------------------------------------------------------- helpers


def _root(args: argparse.Namespace) -> Path:
    return check_root(Path(args.root)) if args.root else root_for(getattr(args, "paths", None))


def _paths(args: argparse.Namespace, root: Path) -> list[Path]:
    """The Lean paths named on the command line, or by default every library folder of the project
    (``Dgg/`` and ``DggSharp/``, from the lakefile's ``lean_lib`` declarations)."""
    if args.paths:
        return [Path(p) for p in args.paths]
    return library_dirs(root)


def _split_fix(items: Sequence[str]) -> dict[str, str]:
    """``--fix NAME=VALUE`` items → ``{NAME: VALUE text}`` (the value read once the names are
    known: a number for a variable, a Lean term for an answer left as ``sorry``)."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name or not value.strip():
            raise UsageError(f"dgg check: error: argument --fix: '{item}': expected NAME=VALUE, "
                             "e.g. --fix δ=0.1")
        out[name] = value.strip()
    return out


def _parse_fix(items: dict[str, str]) -> dict[str, Fraction]:
    fixes: dict[str, Fraction] = {}
    for name, value in items.items():
        try:
            fixes[name] = Fraction(value)
        except (ValueError, ZeroDivisionError):
            raise UsageError(f"dgg check: error: argument --fix: '{name}={value}': '{value}' "
                             "is not a number (try 0.1 or 1/10)") from None
    return fixes


def _fill_answers(stmts: list, answers: dict[str, str]) -> list:
    """Each statement with its answers left as ``sorry`` filled in by ``--fix NAME=VALUE``: the
    value parsed as a Lean term here, elaborated at the answer's declared type when the statement
    is (:mod:`dgg.elab.answers`)."""
    if not answers:
        return stmts
    from dgg.elab.answers import answer_names, fill_answers
    from dgg.lean.terms import FragmentError, parse_term

    terms: dict[str, Any] = {}
    for name, text in answers.items():
        try:
            terms[name] = parse_term(text, file="--fix")
        except FragmentError as e:
            raise UsageError(f"dgg check: error: argument --fix: '{name}={text}': "
                             f"{e.construct} is outside dgg's fragment") from None
        except LeanSyntaxError as e:
            raise UsageError(f"dgg check: error: argument --fix: '{name}={text}': "
                             f"{e.message}") from None
    out = []
    for st in stmts:
        names = answer_names(st)
        values = {names[n]: t for n, t in terms.items() if n in names}
        out.append(fill_answers(st, values, {names[n]: answers[n] for n in terms if n in names}))
    return out


def emit(text: str, json_text: bool = False) -> None:
    """Print ``text`` on stdout with every invisible or bidirectional character escaped."""
    text = visible_json(text) if json_text else visible(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def note(text: str) -> None:
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
    errors: list[LeanSyntaxError] = []
    if args.backend == "dojo":
        from dgg.lean.dojo import trace

        decls = trace(root)
    else:
        from dgg.lean.source import read_paths

        decls = read_paths(_paths(args, root), root, tags=source_tags(root), errors=errors)
        _file_errors(errors, decls)
    if args.json:
        emit(json.dumps([d.to_json() for d in decls], ensure_ascii=False, indent=2), True)
        return 2 if errors else 0
    if not decls and args.backend == "source":
        emit(f"no declarations: {_nothing_in(_paths(args, root), decls)}")
        return 0
    from dgg.outputs.report import render_extract

    emit(render_extract(decls))
    return 2 if errors else 0


def cmd_audit(args: argparse.Namespace) -> int:
    from dgg.outputs.audit import run_audit

    root = _root(args)
    result = run_audit(root)
    for line in result.lines:
        emit(line)
    return 1 if result.findings else 0


def _load_statements(args: argparse.Namespace, root: Path, errors: list):
    from dgg.statements import load

    return load(_paths(args, root), root, tags=source_tags(root), errors=errors)


def _file_errors(errors: Sequence[LeanSyntaxError], decls: Sequence) -> None:
    """Print each malformed file's error (``file:line:col: error: …``) on stderr; when nothing
    else was read, that is the whole outcome (exit 2, raised as the first error after the
    others are printed)."""
    for e in errors[:-1] if not decls else errors:
        note(e.one_line())
    if errors and not decls:
        raise errors[-1]


def _select(stmts: list, names: Sequence[str]) -> list:
    if not names:
        return stmts
    from dgg.outputs.cite import resolve

    chosen = {d.name for d in resolve(names, stmts)}
    return [s for s in stmts if s.name in chosen]


def cmd_check(args: argparse.Namespace) -> int:
    fix_items = _split_fix(args.fix or [])
    root = _root(args)
    from dgg.check.driver import CheckConfig
    from dgg.check.run import check_run
    from dgg.outputs.report import render_check

    errors: list[LeanSyntaxError] = []  # malformed files: reported, the others still checked
    decls, stmts = _load_statements(args, root, errors)
    _file_errors(errors, decls)
    nothing = None if stmts else f"no statements to check: {_nothing_in(_paths(args, root), decls)}"
    stmts = _select(stmts, args.theorem or [])
    known = {v.name for st in stmts for v in st.variables}
    from dgg.elab.answers import answer_names

    answers = {n for st in stmts for n in answer_names(st)}
    for name in fix_items:
        if name not in known and name not in answers:
            raise UsageError(f"dgg check: error: argument --fix: '{name}' names no variable of "
                             f"the checked statements, nor an answer left as `sorry`")
    fixes = _parse_fix({k: v for k, v in fix_items.items() if k in known})
    stmts = _fill_answers(stmts, {k: v for k, v in fix_items.items() if k not in known})
    jobs = args.jobs if args.jobs is not None else max(1, min(MAX_JOBS, os.cpu_count() or 1))
    cfg = CheckConfig(trials=args.trials, seed=args.seed, fixes=fixes, time_budget=args.time_budget,
                      jobs=jobs, smt_budget=None if args.no_smt else args.smt_budget)
    cache = _report_cache(args, root)
    progress, close = _progress_bar(len(stmts), args.json and not args.progress, args.progress)
    try:
        results, info = check_run(stmts, cfg, progress=progress, cache=cache,
                                  scheduler=args.scheduler)
    finally:
        close()
    report: dict = {"theorems": [r.to_json() for r in results]}
    report["config"] = {
        "trials": args.trials,
        "seed": args.seed,
        "fix": {**{k: str(v) for k, v in fixes.items()},
                **{k: v for k, v in fix_items.items() if k not in fixes}},
        "time_budget": args.time_budget,
        "deterministic": args.time_budget is None,
        "smt_budget": cfg.smt_budget,
    }
    if cache is not None or args.scheduler:
        report["run"] = info.to_json()
        _run_notes(info, len(results))
    failing = {"counterexample", "vacuous"}
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
            # proof steps are sampled only: a step inside a proof by contradiction has
            # unsatisfiable hypotheses by design (its `vacuous` would be no finding)
            report.update(check_steps(decls, stmts, dataclasses.replace(cfg, smt_budget=None),
                                      progress=step_progress))
        finally:
            if bar:
                bar[1]()
    if args.strict:
        failing |= {"not_translated", "unsatisfiable"}
    if args.json:
        emit(json.dumps(report, ensure_ascii=False, indent=2), True)
        if nothing:
            note(nothing)
    else:
        emit(nothing or render_check(report, verbose=args.verbose))
        if args.steps:
            from dgg.steps.driver import render_steps

            emit(render_steps(report))
    statuses = [t["status"] for t in report["theorems"]] + [
        s["status"] for s in report.get("steps", [])
    ]
    if errors:  # the report covers the other files; the run as a whole had bad input
        note(f"dgg check: {len(errors)} malformed file{'s' if len(errors) > 1 else ''} skipped "
             "(above); the report covers the others")
        return 2
    if nothing and args.strict:
        return 1
    if any(s in failing for s in statuses):
        return 1
    return 4 if "suspect" in statuses else 0


def _report_cache(args: argparse.Namespace, root: Path) -> Any:
    """The report cache of this run (``--cache DIR``; by default none, except under
    ``--scheduler``), or ``None``."""
    if args.cache and args.no_cache:
        raise UsageError("dgg check: error: argument --no-cache: not allowed with --cache")
    if args.time_budget is not None and args.scheduler:
        raise UsageError("dgg check: error: argument --scheduler: not allowed with --time-budget "
                         "(a time-bounded run is sequential)")
    if args.time_budget is not None and args.cache:
        raise UsageError("dgg check: error: argument --cache: not allowed with --time-budget "
                         "(a time-bounded result depends on the machine, not only on its key)")
    if args.no_cache or args.time_budget is not None:
        return None
    directory = Path(args.cache) if args.cache else (root / DEFAULT_CACHE if args.scheduler
                                                     else None)
    if directory is None:
        return None
    if directory.exists() and not directory.is_dir():
        raise UsageError(f"dgg check: error: argument --cache: {directory} is not a folder")
    from dgg.check.report_cache import ReportCache

    return ReportCache(directory)


def _run_notes(info: Any, total: int) -> None:
    """One line on stderr per thing the run did besides checking: the cache, the retries."""
    if info.cache_dir is not None:
        note(f"dgg check: {len(info.cached)} of {total} statement{'s' if total != 1 else ''} "
             f"reused from the cache {info.cache_dir}, {info.checked} checked")
    if info.retried:
        note(f"dgg check: run again after a worker was lost: {', '.join(info.retried)}")


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
            note(f"dgg cite: warning: {w}")
    emit(text)
    if hint:
        note(hint)
    return 0


def cmd_blueprint(args: argparse.Namespace) -> int:
    from dgg.lean.source import read_paths
    from dgg.outputs.blueprint import build
    from dgg.outputs.check_cache import blueprint_report

    report = load_check_report(args.report, "dgg blueprint") if args.report else None
    out = output_dir(args.out, "--out", "dgg blueprint")
    replaceable(out, ["index.html", "tightness.png", "katex/katex.min.js", "katex/katex.min.css"],
                "--out", "dgg blueprint")
    root = _root(args)
    decls = read_paths(library_dirs(root), root, tags=source_tags(root))
    if report is None:
        from dgg.steps.driver import check_steps

        report = blueprint_report(root, decls, args.jobs, note, check_steps)
    png = root / "docs" / "tightness.png"
    page = build(root, decls, report, out, tightness_png=png if png.is_file() else None,
                 lean_build=_lean_build_status())
    emit(f"wrote {page}")
    return 0


def _lean_build_status() -> str:
    import shutil

    return "not run here" if shutil.which("lake") is None else "not run by dgg blueprint"


def cmd_tightness(args: argparse.Namespace) -> int:
    out = output_dir(args.out, "--out", "dgg tightness")
    replaceable(out, ["tightness.csv", "tightness.png"], "--out", "dgg tightness")
    from dgg.outputs.tightness import run_tightness

    root = _root(args)
    note(f"dgg tightness: sweeping δ and p ({args.points} points each, seed {args.seed}); "
          "about a minute at the default 24 points")
    written = run_tightness(root, out, seed=args.seed, points=args.points, progress=True)
    for p in written:
        emit(f"wrote {p}")
    return 0


def cmd_elaborate(args: argparse.Namespace) -> int:
    """``dgg elaborate``: each statement as dgg elaborated it (types, coercions, numerals)."""
    from dgg.elab import ElabError, elaborate, statement_json
    from dgg.outputs.report import assignments

    root = _root(args)
    errors: list[LeanSyntaxError] = []
    decls, stmts = _load_statements(args, root, errors)
    _file_errors(errors, decls)
    stmts = _select(stmts, args.theorem or [])
    records: list[dict[str, Any]] = []
    for st in stmts:
        rec: dict[str, Any] = {"name": st.name, "file": st.file, "line": st.line}
        if st.instantiated:  # dgg.real_instances: the statement elaborated is this instance
            rec["instance"] = dict(st.instantiated)
        if not st.parsed or st.conclusion is None:
            rec.update(status="not_translated", reason=st.reason or "statement not parsed")
        else:
            try:
                rec.update(status="elaborated", **statement_json(elaborate(st).typed))
            except ElabError as e:
                at = f" at {e.pos[0]}:{e.pos[1]}" if e.pos else ""
                rec.update(status="not_translated", reason=f"{e.reason}{at}")
        records.append(rec)
    if args.json:
        emit(json.dumps(records, ensure_ascii=False, indent=2), True)
        return 2 if errors else 0
    if not records:
        emit(f"no statements: {_nothing_in(_paths(args, root), decls)}")
    for rec in records:
        where = f"{rec['file']}:{rec['line']}: {rec['name']}"
        if rec["status"] != "elaborated":
            emit(f"{where}: not_translated: {rec['reason']}")
            continue
        emit(f"{where}: {rec['text']}")
        if rec.get("instance"):
            emit(f"  at {assignments(rec['instance'])} (a type with the structure the "
                 "statement assumes: its instance there)")
        for d in rec["definitions"]:
            params = "".join(f" ({p['name']} : {p['type']})" for p in d["params"])
            emit(f"  def {d['name']}{params} : {d['type']} := {d['body']}")
        for u in rec["untyped"]:
            emit(f"  untyped (left to the evaluator as written): {u['text']} ({u['why']})")
    return 2 if errors else 0


def cmd_compare_elab(args: argparse.Namespace) -> int:
    """``dgg compare-elab EXPORT [PATH ...]``: Lean's elaboration (the export's ``elaborated``
    field) against dgg's, one line per difference; exit 1 on a difference."""
    from dgg.errors import InputError
    from dgg.outputs.elab_compare import compare_elaboration, comparison_json, render_comparison
    from dgg.outputs.export import parse_export

    path = Path(args.export)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: cannot be read ({getattr(e, 'strerror', None) or e})") from None
    try:
        exported = parse_export(text)
    except InputError as e:
        raise InputError(f"{path}: {e.one_line()}") from None
    if not any("elaborated" in e for e in exported):
        raise InputError(f"{path}: no entry has an 'elaborated' field (an export written before "
                         "it existed, or not from lake exe dgg_export)")
    root = _root(args)
    errors: list[LeanSyntaxError] = []
    decls, stmts = _load_statements(args, root, errors)
    _file_errors(errors, decls)
    cmp = compare_elaboration(exported, _select(stmts, args.theorem or []))
    if args.json:
        emit(json.dumps(comparison_json(cmp), ensure_ascii=False, indent=2), True)
    else:
        for line in render_comparison(cmp):
            emit(line)
    if errors:
        return 2
    return 1 if cmp.differences else 0
