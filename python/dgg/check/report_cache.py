"""A cache of per-statement check results, for incremental runs (``dgg check --cache DIR``).

In: a statement, the options that decide its result and dgg itself. Out: the statement's stored
result (the ``theorems`` entry of ``dgg check --json``) when one was stored under the same key, so
that re-checking a large project after a small change re-runs only the statements that changed.

The key is a SHA-256 over

* the statement **as dgg elaborated it** (:func:`dgg.elab.statement_json`: every term with its
  types and coercions, the local definitions it may use), or the elaboration error when there is
  none, together with its source form (the terms as read, the namespace, the ``open``s, the
  definitions' bodies as written), its name, file and line (a report names them; the random stream
  is seeded by the name);
* the options that change a result: ``--trials``, ``--seed``, the ``--fix`` values of this
  statement's own variables, necessity and adversarial search;
* dgg's version **and** a digest of dgg's own source files (:func:`code_digest`), so a changed
  evaluator never reuses a stale verdict.

A statement that moved to another line is therefore re-checked (its report names the line). The
cache is never used with a time budget: such a run is not a function of its key. One file per key
(``<key>.json``), written atomically; a corrupt or foreign file reads as a miss. The whole-report
cache of ``dgg blueprint`` (:mod:`dgg.outputs.check_cache`) uses the same source digest.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
from pathlib import Path
from typing import Any

import dgg
from dgg.elab import ElabError, elaborate, statement_json
from dgg.model.records import Statement

#: Written into every entry and into its key; bump when the entry layout changes.
FORMAT = 1


def sources() -> list[Path]:
    """dgg's own source files (Python modules and the Lean grammar), sorted."""
    pkg = Path(dgg.__file__).resolve().parent
    return sorted(p for p in pkg.rglob("*") if p.suffix in (".py", ".lark") and p.is_file())


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """SHA-256 over dgg's version and the bytes of its source files (computed once a process)."""
    h = hashlib.sha256(f"dgg {dgg.__version__}\0".encode())
    pkg = Path(dgg.__file__).resolve().parent
    for f in sources():
        h.update(f"\0{f.relative_to(pkg)}\0".encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def _source_form(stmt: Statement) -> dict[str, Any]:
    """The statement as read (before elaboration), without its position: what elaboration saw."""
    d = dataclasses.asdict(stmt)
    for k in ("file", "line", "col", "docstring", "tags"):
        d.pop(k, None)
    return d


def _elaborated_form(stmt: Statement) -> Any:
    try:
        return statement_json(elaborate(stmt).typed)
    except ElabError as e:
        return {"elab_error": str(e)}
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, ArithmeticError) as e:
        return {"elab_failure": f"{type(e).__name__}: {e}"}


def options_of(stmt: Statement, cfg: Any) -> dict[str, Any]:
    """The options of ``cfg`` (a :class:`~dgg.check.driver.CheckConfig`) that can change the
    result of ``stmt`` (``jobs`` cannot; a pinned value counts only where it names a variable)."""
    own = {v.name for v in stmt.variables}
    return {"trials": cfg.trials, "seed": cfg.seed, "necessity": cfg.necessity,
            "adversarial": cfg.adversarial, "smt_budget": cfg.smt_budget,
            "fix": {k: str(v) for k, v in sorted(cfg.fixes.items()) if k in own}}


def statement_key(stmt: Statement, cfg: Any, version: str | None = None) -> str:
    """The cache key of ``stmt`` checked under ``cfg`` (see the module docstring)."""
    head = {
        "format": FORMAT,
        "dgg": dgg.__version__ if version is None else version,
        "code": code_digest(),
        "name": stmt.name, "file": stmt.file, "line": stmt.line,
        "options": options_of(stmt, cfg),
        "elaborated": _elaborated_form(stmt),
        "source": _source_form(stmt),
    }
    text = json.dumps(head, sort_keys=True, ensure_ascii=False, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


class ReportCache:
    """Stored results under ``directory``, one JSON file per key."""

    def __init__(self, directory: Path | str) -> None:
        self.dir = Path(directory)

    def path(self, key: str) -> Path:
        return self.dir / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        """The stored ``theorems`` entry for ``key``, or ``None`` (absent, unreadable, foreign)."""
        try:
            entry = json.loads(self.path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not (isinstance(entry, dict) and entry.get("format") == FORMAT
                and entry.get("key") == key and isinstance(entry.get("result"), dict)):
            return None
        return entry["result"]

    def put(self, key: str, result: dict[str, Any]) -> None:
        """Store ``result`` under ``key`` atomically (a killed run leaves no partial entry)."""
        self.dir.mkdir(parents=True, exist_ok=True)
        ignore = self.dir / ".gitignore"
        if not ignore.exists():
            ignore.write_text("# dgg check --cache: per-statement results\n*\n", encoding="utf-8")
        target = self.path(key)
        tmp = target.with_name(f".{target.name}.tmp{os.getpid()}")
        try:
            tmp.write_text(json.dumps({"format": FORMAT, "key": key, "result": result},
                                      ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, target)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise
