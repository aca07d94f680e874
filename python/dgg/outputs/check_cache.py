"""The numeric check that ``dgg blueprint`` runs when it is given no ``--report``, and its cache.

In: the project root, the Lean files checked and the check options. Out: the path of a
``dgg check --json`` report under ``<root>/.dgg-cache/`` (``check-<key>.json``), and the report
itself when a valid one is stored there. The key is a SHA-256 over the git commit, the bytes of
every Lean file checked, the bytes of dgg's own sources and the options, so a changed byte in any
of them (a dirty tree included) gives a new key and a fresh check. The directory holds a
``.gitignore`` of its own, so it is never committed by accident. It is pruned: only the
:data:`KEEP` most recently written or reused reports stay (older ones, from earlier commits or
options, are deleted, as are temporary files a killed run left behind). ``dgg check --cache DIR``
keeps results per statement instead (:mod:`dgg.check.report_cache`), so that a changed statement
re-checks alone; this whole-report cache serves the blueprint, which needs the proof steps too.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from tqdm import tqdm

import dgg
from dgg.check.report_cache import sources
from dgg.outputs.cite import git_commit

CACHE_DIR = ".dgg-cache"
#: Reports kept in the cache: the most recently written or reused ones.
KEEP = 4
#: A temporary file older than this (seconds) is a leftover of a killed run.
STALE_TMP_S = 3600.0


def _sources() -> list[Path]:
    return sources()  # the same list as the per-statement cache of dgg check --cache


def cache_key(root: Path, lean_files: Sequence[Path], options: Mapping[str, Any]) -> str:
    """16 hex digits naming the check of ``lean_files`` under ``options`` at this commit."""
    h = hashlib.sha256()
    head = {"commit": git_commit(root)[1], "dgg": dgg.__version__, "options": dict(options)}
    h.update(json.dumps(head, sort_keys=True, default=str).encode())
    pkg = Path(dgg.__file__).resolve().parent
    for tag, base, files in (("lean", Path(root).resolve(), lean_files), ("dgg", pkg, _sources())):
        for f in sorted(Path(x).resolve() for x in files):
            try:
                name = str(f.relative_to(base))
            except ValueError:
                name = str(f)
            h.update(f"\0{tag}\0{name}\0".encode())
            h.update(f.read_bytes())
    return h.hexdigest()[:16]


def cache_path(root: Path, key: str) -> Path:
    return Path(root) / CACHE_DIR / f"check-{key}.json"


def load_cached(path: Path) -> dict[str, Any] | None:
    """The report stored at ``path``, or ``None`` when there is none or it is not a report."""
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(report, dict) or not isinstance(report.get("theorems"), list):
        return None
    return report


def save(path: Path, report: Mapping[str, Any]) -> None:
    """Write ``report`` to ``path`` atomically (a partial file is never left behind)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    ignore = path.parent / ".gitignore"
    if not ignore.exists():
        ignore.write_text("# dgg's cache of numeric checks (dgg blueprint)\n*\n", encoding="utf-8")
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    tmp.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def prune(directory: Path, keep: int = KEEP, current: Path | None = None) -> list[Path]:
    """Delete all but the ``keep`` most recently modified ``check-*.json`` reports of
    ``directory`` (``current`` is always kept) and temporary files older than
    :data:`STALE_TMP_S`; return what was deleted. Files that vanish meanwhile (a concurrent run)
    are skipped."""
    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return float("-inf")

    reports = sorted(directory.glob("check-*.json"), key=lambda p: (mtime(p), p.name), reverse=True)
    cur = None if current is None else current.resolve()
    kept = [p for p in reports if p.resolve() == cur]
    doomed = []
    for p in reports:
        if p.resolve() == cur:
            continue
        if len(kept) < keep:
            kept.append(p)
        else:
            doomed.append(p)
    now = time.time()
    doomed += [p for p in directory.glob("check-*.tmp*") if now - mtime(p) > STALE_TMP_S]
    removed = []
    for p in doomed:
        try:
            p.unlink()
            removed.append(p)
        except OSError:
            pass
    return removed


def unwritable(directory: Path) -> str | None:
    """Why the cache folder cannot be written (created if missing, a probe file written and
    removed), or ``None`` when it can."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=directory):
            pass
    except OSError as e:
        return e.strerror or str(e)
    return None


def blueprint_report(root: Path, decls: Sequence[Any], jobs: int, note: Callable[[str], None],
                     check_steps: Callable[..., dict[str, Any]]) -> dict[str, Any]:
    """The report ``dgg blueprint`` shows when no ``--report`` is given: the numeric check of
    the library folders (``Dgg/``, ``DggSharp/``) with its proof steps (seed 0, default trials),
    from the cache when the key matches, otherwise computed (with a tqdm bar on a terminal) and
    cached. ``note`` gets one line saying which of the two happened; ``check_steps`` is
    :func:`dgg.steps.driver.check_steps` (passed in: ``dgg.outputs`` does not import
    ``dgg.steps``)."""
    from dgg.check import DEFAULT_SMT_BUDGET
    from dgg.check.driver import CheckConfig, check_all
    from dgg.project import library_dirs, source_tags
    from dgg.statements import load

    # the decision tier as `dgg check` runs it (the page shows `proved` and `proved_up_to`)
    cfg = CheckConfig(seed=0, jobs=jobs, smt_budget=DEFAULT_SMT_BUDGET)
    libs = library_dirs(Path(root))
    options = {"seed": cfg.seed, "trials": cfg.trials, "steps": True,
               "smt_budget": cfg.smt_budget, "paths": [d.name for d in libs]}
    files = sorted(f for d in libs if d.is_dir() for f in d.rglob("*.lean"))
    path = cache_path(root, cache_key(root, files, options))
    shown = path.relative_to(root) if path.is_relative_to(root) else path
    cached = load_cached(path)
    if cached is not None:
        try:
            os.utime(path)  # reused: the most recent entry, kept by the pruning
        except OSError:
            pass
        prune(path.parent, current=path)
        note(f"dgg blueprint: reusing the numeric check cached in {shown} (same commit, sources "
             "and options); --report FILE uses another report")
        return cached
    why = unwritable(path.parent)  # checked before the minutes of work, not after
    note(f"dgg blueprint: no --report given, so running the numeric check of "
         f"{', '.join(d.name + '/' for d in libs)} with its "
         f"proof steps (seed {cfg.seed}, {cfg.trials} trials, {jobs} process"
         f"{'es' if jobs > 1 else ''}; minutes for this library); " + (
             f"the report is cached in {shown} for the next run" if why is None else
             f"note: {CACHE_DIR}/ cannot be written ({why}), so the report is not cached"))
    _, stmts = load(libs, root, tags=source_tags(root))
    tty = sys.stderr.isatty()
    with tqdm(total=len(stmts), unit="thm", desc="statements", file=sys.stderr, leave=False,
              disable=not tty) as bar:
        results = check_all(stmts, cfg, progress=bar.update)
    report: dict[str, Any] = {"theorems": [r.to_json() for r in results]}
    report["config"] = {"trials": cfg.trials, "seed": cfg.seed, "fix": {},
                        "time_budget": None, "deterministic": True,
                        "smt_budget": cfg.smt_budget}
    with tqdm(unit="step", desc="proof steps", file=sys.stderr, leave=False,
              disable=not tty) as bar:
        def tick(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        # proof steps are sampled only, as in `dgg check --steps` (a step inside a proof by
        # contradiction has contradictory hypotheses on purpose)
        report.update(check_steps(decls, stmts, dataclasses.replace(cfg, smt_budget=None),
                                  progress=tick))
    if why is None:
        try:
            save(path, report)
            prune(path.parent, current=path)
        except OSError as e:  # the folder changed meanwhile: the page still gets written
            note(f"dgg blueprint: note: the report could not be cached in {shown} "
                 f"({e.strerror or e})")
    return report
