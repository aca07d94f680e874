"""Command-line inputs checked before any work starts, so that a bad one costs a second, not a run.

In: the text of a flag (``--trials``, ``--out``, ``--report``). Out: the value to use, or a
:class:`dgg.errors.UsageError` whose one line names the flag and what is wrong. Used by
:mod:`dgg.cli` and :mod:`dgg.cli_commands` only; nothing here prints.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dgg.errors import UsageError

#: Upper bounds of the numeric flags (documented in ``dgg check --help`` and the README).
MAX_TRIALS = 10_000_000
MAX_JOBS = 64
#: The report cache of ``dgg check --scheduler`` when no ``--cache DIR`` is given (in the project).
DEFAULT_CACHE = ".dgg-cache/statements"
MAX_POINTS = 1_000


def bounded_int(lo: int, hi: int | None, what: str) -> Callable[[str], int]:
    """An argparse ``type=`` accepting an integer in ``[lo, hi]``; argparse names the flag in its
    error, which the CLI's parser turns into one line."""

    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}': expected {what}") from None
        if v < lo:
            raise argparse.ArgumentTypeError(f"'{text}': expected {what}")
        if hi is not None and v > hi:
            raise argparse.ArgumentTypeError(f"'{text}': at most {hi} ({what}; time and memory "
                                             "grow with the value)")
        return v

    return conv


def seconds(text: str) -> float:
    """A positive, finite number of seconds."""
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}': expected a positive number of seconds") from None
    if not (v > 0 and v != float("inf")):
        raise argparse.ArgumentTypeError(f"'{text}': expected a positive number of seconds")
    return v


def output_dir(text: str, flag: str, prog: str) -> Path:
    """The directory ``text`` names, created if missing and proven writable (a probe file is
    written and removed). Directories created here are removed again when the probe fails."""
    p = Path(text)
    err = f"{prog}: error: argument {flag}: {p}:"
    if p.exists() and not p.is_dir():
        raise UsageError(f"{err} exists and is not a directory")
    anc = p
    while not anc.exists() and anc != anc.parent:
        anc = anc.parent
    if anc.exists() and not anc.is_dir():
        raise UsageError(f"{err} {anc} is not a directory")
    created = []
    try:
        missing = [q for q in [p, *p.parents] if not q.exists()]
        for q in reversed(missing):
            q.mkdir()
            created.append(q)
        with tempfile.TemporaryFile(dir=p):
            pass
    except OSError as e:
        for q in reversed(created):
            try:
                q.rmdir()
            except OSError:
                pass
        raise UsageError(f"{err} cannot be created or written ({e.strerror or e})") from None
    return p


def replaceable(out: Path, names: list[str], flag: str, prog: str) -> None:
    """Check, before any work, that each of ``names`` under the output folder ``out`` can be
    (re)written: a file there that is read-only (no write bit, or not writable by this user) is
    left alone and named, instead of failing after minutes of work."""
    for name in names:
        f = out / name
        try:
            st = f.lstat()
        except FileNotFoundError:
            continue
        except OSError as e:
            raise UsageError(f"{prog}: error: argument {flag}: {f}: cannot be checked "
                             f"({e.strerror or e})") from None
        if f.is_dir():
            raise UsageError(f"{prog}: error: argument {flag}: {f}: is a directory, not a file")
        if not st.st_mode & 0o222 or not os.access(f, os.W_OK):
            raise UsageError(f"{prog}: error: argument {flag}: {f}: is read-only; make it "
                             "writable or choose another folder")


def load_check_report(text: str, prog: str) -> dict[str, Any]:
    """A saved ``dgg check --json`` report: an object with a ``theorems`` list of rows that have
    a ``name`` and a ``status`` (and, optionally, a ``steps`` list of rows with a ``status``)."""
    rp = Path(text)
    err = f"{prog}: error: argument --report: {rp}:"
    try:
        raw = rp.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError(f"{err} no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{err} is a directory") from None
    except UnicodeDecodeError as e:
        raise UsageError(f"{err} not JSON (not UTF-8 at byte {e.start})") from None
    except OSError as e:
        raise UsageError(f"{err} cannot be read ({e.strerror or e})") from None
    try:
        report = json.loads(raw)
    except json.JSONDecodeError as e:
        raise UsageError(f"{err} not JSON ({e.msg} at line {e.lineno} column {e.colno})") from None
    what = "not a `dgg check --json` report"
    if not isinstance(report, dict):
        kind = {list: "list", str: "string", bool: "boolean", int: "number",
                float: "number"}.get(type(report), "null")
        raise UsageError(f"{err} {what} (a JSON {kind}, expected an object with a `theorems` "
                         "list)")
    rows = report.get("theorems")
    if not isinstance(rows, list):
        raise UsageError(f"{err} {what} (no `theorems` list)")
    for key, need in (("theorems", ("name", "status")), ("steps", ("status",))):
        items = report.get(key, [])
        if not isinstance(items, list):
            raise UsageError(f"{err} {what} (`{key}` is not a list)")
        for i, row in enumerate(items):
            if not isinstance(row, dict) or any(not isinstance(row.get(k), str) for k in need):
                raise UsageError(f"{err} {what} ({key}[{i}] has no "
                                 f"{' and '.join(f'`{k}`' for k in need)})")
    return report
