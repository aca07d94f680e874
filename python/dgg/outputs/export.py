"""The Lean-side export (``lake exe dgg_export``, format in ``docs/export-format.md``): parse it and
compare it with the declarations the Python source reader finds.

:func:`parse_export` and :func:`compare` are pure; :func:`run_exporter` runs Lean only where
``lake`` is on ``PATH``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dgg.errors import InputError
from dgg.model.records import Declaration

EXPORT_KINDS = ("theorem", "def")
#: Source kind → export kind; source kinds not listed here are not compared.
SOURCE_KIND = {
    "theorem": "theorem",
    "lemma": "theorem",
    "alias": "theorem",
    "def": "def",
    "noncomputable def": "def",
    "abbrev": "def",
}
EXPORTER_TIMEOUT_S = 3600


def _fail(i: int, entry: Any, problem: str) -> InputError:
    named = isinstance(entry, dict) and isinstance(entry.get("name"), str)
    who = f" ({entry['name']})" if named else ""
    return InputError(f"dgg_export output: entry {i}{who}: {problem}")


def _is_nat(x: Any, positive: bool = False) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and x >= (1 if positive else 0)


def _check_entry(i: int, e: Any) -> dict[str, Any]:
    if not isinstance(e, dict):
        raise _fail(i, e, f"expected an object, got {type(e).__name__}")
    for key in ("name", "kind", "type", "docstring", "axioms", "hypotheses"):
        if key not in e:
            raise _fail(i, e, f"missing field '{key}'")
    if not isinstance(e["name"], str) or not e["name"]:
        raise _fail(i, e, "field 'name' must be a non-empty string")
    if e["kind"] not in EXPORT_KINDS:
        raise _fail(i, e, f"field 'kind' must be one of {', '.join(EXPORT_KINDS)}, "
                          f"got {e['kind']!r}")
    if not isinstance(e["type"], str):
        raise _fail(i, e, "field 'type' must be a string")
    if e["docstring"] is not None and not isinstance(e["docstring"], str):
        raise _fail(i, e, "field 'docstring' must be a string or null")
    if not isinstance(e["axioms"], list) or not all(isinstance(a, str) for a in e["axioms"]):
        raise _fail(i, e, "field 'axioms' must be an array of strings")
    if not _is_nat(e["hypotheses"]):
        raise _fail(i, e, "field 'hypotheses' must be a non-negative integer")
    if "elaborated" in e and not isinstance(e["elaborated"], str):
        raise _fail(i, e, "field 'elaborated' must be a string")
    if e.get("module") is not None and not isinstance(e["module"], str):
        raise _fail(i, e, "field 'module' must be a string or null")
    for key in ("line", "col"):
        if e.get(key) is not None and not _is_nat(e[key], positive=True):
            raise _fail(i, e, f"field '{key}' must be a positive integer or null")
    names = e.get("hypothesis_names")
    if names is not None:
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise _fail(i, e, "field 'hypothesis_names' must be an array of strings")
        if len(names) != e["hypotheses"]:
            raise _fail(i, e, f"'hypothesis_names' has {len(names)} names but 'hypotheses' is "
                              f"{e['hypotheses']}")
    return e


def parse_export(json_text: str) -> list[dict[str, Any]]:
    """The entries of an export, validated; :class:`~dgg.errors.InputError` names the first problem
    (not JSON, not an array, a missing or mistyped field, a duplicate name)."""
    try:
        data = json.loads(json_text)
    except json.JSONDecodeError as err:
        raise InputError(f"dgg_export output: not JSON: {err.msg} at line {err.lineno} "
                         f"column {err.colno}") from err
    if not isinstance(data, list):
        raise InputError(f"dgg_export output: expected a JSON array, got {type(data).__name__}")
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for i, e in enumerate(data):
        e = _check_entry(i, e)
        if e["name"] in seen:
            raise _fail(i, e, "duplicate name")
        seen.add(e["name"])
        out.append(e)
    return out


def source_hypotheses(decl: Declaration) -> int:
    """The hypotheses the exporter counts: binders marked as hypotheses, instance binders
    excluded."""
    return sum(1 for b in decl.binders if b.is_hyp and b.kind != "inst")


def compare(source: Sequence[Declaration], exported: Sequence[dict[str, Any]]) -> list[str]:
    """Disagreements between the source reader and the export, one line each: names missing on
    either side, different kinds, different hypothesis counts. Empty when they agree."""
    src = {d.name: d for d in source if d.kind in SOURCE_KIND}
    exp = {e["name"]: e for e in exported}
    out: list[str] = []
    for name, d in src.items():
        where = f"{d.file}:{d.line}:{d.col}"
        e = exp.get(name)
        if e is None:
            out.append(f"{where}: {name}: read from source but missing from the Lean export")
            continue
        if SOURCE_KIND[d.kind] != e["kind"]:
            out.append(f"{where}: {name}: kind '{d.kind}' in source, '{e['kind']}' in the export")
        if d.kind == "alias":
            continue  # an alias has no binders in source; Lean gives it the target's type
        n_src = source_hypotheses(d)
        if n_src != e["hypotheses"]:
            names = e.get("hypothesis_names")
            extra = f" ({', '.join(names)})" if names else ""
            src_names = ", ".join(b.name for b in d.binders if b.is_hyp and b.kind != "inst")
            out.append(f"{where}: {name}: {n_src} hypotheses in source ({src_names or 'none'}), "
                       f"{e['hypotheses']} in the Lean export{extra}")
    for name, e in exp.items():
        if name not in src:
            mod = e.get("module") or "unknown module"
            line = f":{e['line']}" if e.get("line") else ""
            out.append(f"{mod}{line}: {name}: in the Lean export but not read from source")
    return out


def run_exporter(root: Path) -> list[dict[str, Any]] | None:
    """The parsed output of ``lake exe dgg_export`` run in ``root``, or ``None`` when ``lake`` is
    not on ``PATH``. A failing run raises :class:`~dgg.errors.InputError` with its last stderr line."""
    lake = shutil.which("lake")
    if lake is None:
        return None
    try:
        r = subprocess.run([lake, "exe", "dgg_export"], cwd=root, capture_output=True, text=True,
                           timeout=EXPORTER_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        raise InputError(f"{root}: lake exe dgg_export timed out after {EXPORTER_TIMEOUT_S} s") from None
    except OSError as e:
        raise InputError(f"{root}: could not run lake exe dgg_export: {e}") from e
    if r.returncode != 0:
        last = next((ln for ln in reversed(r.stderr.splitlines()) if ln.strip()), "no output")
        raise InputError(f"{root}: lake exe dgg_export failed (exit {r.returncode}): "
                         f"{last.strip()}")
    return parse_export(r.stdout)
