"""An optional LeanDojo backend: declarations from a LeanDojo trace instead of the source reader.

LeanDojo (``pip install 'dgg[dojo]'``) traces a Lean repository with a real toolchain and reports,
per theorem, its full name, file, start and end positions and (in recent versions) the statement text.
:func:`records_from_traced` maps such records, as LeanDojo writes them in its benchmark JSON, to
:class:`~dgg.model.records.Declaration` records; the statement text goes through the source reader's
:func:`~dgg.lean.source.read_text`, so hypotheses are identified exactly as for ``.lean`` files.
:func:`trace` runs LeanDojo itself and needs both the package and a Lean toolchain.

A traced record looks like (extra fields are ignored)::

    {"full_name": "Dgg.softmax_pos", "file_path": "Dgg/Softmax.lean",
     "start": [64, 1], "end": [66, 50],
     "theorem_statement": "theorem softmax_pos (z : V → ℝ) (v : V) : 0 < softmax z v := by"}

``start``/``end`` are 1-based ``[line, column]``; ``theorem_statement`` may be missing (older
LeanDojo), then the declaration is kept with ``parsed=False`` and a reason.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from dgg import project
from dgg.errors import DggError, InputError
from dgg.lean.source import read_text
from dgg.model.records import Declaration

_BODY_TAIL = re.compile(r":=\s*(?:by)?\s*$")
_KIND = re.compile(r"^\s*(?:@\[[^\]]*\]\s*)?(?:(?:private|protected|noncomputable)\s+)*"
                   r"(theorem|lemma|def|abbrev)\b")


def _pos(rec: Mapping[str, Any], key: str, i: int) -> tuple[int, int]:
    v = rec.get(key)
    if (isinstance(v, (list, tuple)) and len(v) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 1 for x in v)):
        return int(v[0]), int(v[1])
    raise InputError(f"LeanDojo record {i}: field '{key}' must be [line, column] (1-based)")


def _str(rec: Mapping[str, Any], key: str, i: int) -> str:
    v = rec.get(key)
    if not isinstance(v, str) or not v:
        raise InputError(f"LeanDojo record {i}: field '{key}' must be a non-empty string")
    return v


def _from_statement(stmt: str, name: str, file: str, line: int, col: int,
                    tags: Sequence[str]) -> Declaration | None:
    """The declaration the source reader finds in ``stmt`` (a statement without its proof), moved
    to the traced position and renamed to the traced full name; ``None`` if it finds none."""
    text = _BODY_TAIL.sub("", stmt.rstrip()) + " := by\n  skip\n"
    try:
        found = read_text(text, file, tags)
    except DggError:
        return None
    short = name.rsplit(".", 1)[-1]
    cands = [d for d in found if d.name.rsplit(".", 1)[-1] == short] or found[:1]
    if not cands:
        return None
    d = cands[0]
    ns = name.rsplit(".", 1)[0] if "." in name else ""
    for b in d.binders:  # positions inside the snippet → positions in the file
        if b.line == 1:
            b.col += col - 1
        if b.line:
            b.line += line - 1
    return Declaration(
        name=name, kind=d.kind, file=file, line=line, col=col, binders=d.binders,
        conclusion_text=d.conclusion_text, conclusion=d.conclusion, value_text="", value=None,
        proof_span=None, docstring=d.docstring, tags=d.tags, namespace=ns, opens=d.opens,
        alias_of=d.alias_of, parsed=d.parsed, reason=d.reason)


def records_from_traced(traced: Iterable[Mapping[str, Any]],
                        tags: Sequence[str] = project.DEFAULT_TAGS) -> list[Declaration]:
    """Declarations from LeanDojo traced-theorem records (see the module docstring for the shape).
    A record without ``full_name``, ``file_path`` or a valid ``start`` raises
    :class:`~dgg.errors.InputError` naming the record; a statement the reader cannot read gives a
    declaration with ``parsed=False`` and the reason."""
    out: list[Declaration] = []
    for i, rec in enumerate(traced):
        if not isinstance(rec, Mapping):
            raise InputError(f"LeanDojo record {i}: expected an object, got {type(rec).__name__}")
        name = _str(rec, "full_name", i)
        file = _str(rec, "file_path", i)
        line, col = _pos(rec, "start", i)
        if "end" in rec:
            _pos(rec, "end", i)
        stmt = rec.get("theorem_statement")
        d = None
        if isinstance(stmt, str) and stmt.strip():
            m = _KIND.match(stmt)
            d = _from_statement(stmt, name, file, line, col, tags)
            if d is None:
                d = Declaration(name=name, kind=m.group(1) if m else "theorem", file=file,
                                line=line, col=col, parsed=False,
                                reason=f"{file}:{line}:{col}: the source reader found no "
                                       f"declaration in the traced statement text")
        else:
            d = Declaration(name=name, kind="theorem", file=file, line=line, col=col,
                            parsed=False,
                            reason=f"{file}:{line}:{col}: LeanDojo record has no "
                                   f"theorem_statement (LeanDojo too old?)")
        out.append(d)
    return out


def _traced_to_mapping(thm: Any) -> dict[str, Any]:
    """One ``lean_dojo.TracedTheorem`` as the benchmark-style mapping."""
    statement = None
    getter = getattr(thm, "get_theorem_statement", None)
    if callable(getter):
        try:
            statement = getter()
        except Exception:  # noqa: BLE001 - LeanDojo raises various errors on odd ASTs
            statement = None
    return {
        "full_name": thm.theorem.full_name,
        "file_path": str(thm.theorem.file_path),
        "start": [thm.start.line_nb, thm.start.column_nb],
        "end": [thm.end.line_nb, thm.end.column_nb],
        "theorem_statement": statement,
    }


def trace(root: Path) -> list[Declaration]:
    """Trace the project at ``root`` with LeanDojo and return its theorems as declarations.

    Raises :class:`~dgg.errors.InputError` (one line) when lean-dojo is not installed or no Lean
    toolchain (``lake``) is on ``PATH``. Tracing builds the project and can take a long time."""
    try:
        import lean_dojo
    except ImportError:
        raise InputError("lean-dojo is not installed: pip install 'dgg[dojo]'") from None
    if shutil.which("lake") is None:
        raise InputError("no Lean toolchain on PATH: lean-dojo needs `lake` and `lean` "
                         "(install elan, https://github.com/leanprover/elan)")
    root = Path(root).resolve()
    try:
        repo = lean_dojo.LeanGitRepo.from_path(root)
        traced = lean_dojo.trace(repo)
        theorems = traced.get_traced_theorems()
    except Exception as e:  # noqa: BLE001 - any LeanDojo failure becomes one line
        raise InputError(f"{root}: LeanDojo tracing failed: {' '.join(str(e).split())}") from None
    records = [_traced_to_mapping(t) for t in theorems]
    records = [r for r in records if not r["file_path"].startswith((".lake/", "lake-packages/"))]
    return records_from_traced(records, project.source_tags(root))
