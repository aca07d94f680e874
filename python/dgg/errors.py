"""Typed errors, and :func:`visible`, which escapes the characters a terminal would hide.

Only :mod:`dgg.cli` turns the errors into one stderr line and exit code 2."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class DggError(Exception):
    """Base class of every error the CLI reports as one line with exit 2."""

    def one_line(self) -> str:
        return " ".join(str(self).split())


@dataclass
class SourceLocation:
    """A 1-based line and column in a file."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class LeanSyntaxError(DggError):
    """Malformed Lean: unbalanced brackets, a declaration without its `:`/`:=` structure, ..."""

    def __init__(self, message: str, file: str | Path, line: int, col: int) -> None:
        self.location = SourceLocation(str(file), line, col)
        self.message = message
        super().__init__(f"{self.location}: error: {message}")


class InputError(DggError):
    """A missing path, a directory without Lean files, an unreadable file, an unknown name."""


class UsageError(DggError):
    """A bad command-line flag or value; names the flag."""


#: Invisible letters (Hangul fillers) that ``str.isprintable`` accepts.
_INVISIBLE_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")


def _hidden(ch: str) -> bool:
    return (not ch.isprintable() and ch not in "\n\t") or ch in _INVISIBLE_LETTERS


def visible(text: str) -> str:
    """``text`` with every invisible, bidirectional or control character shown as ``<U+XXXX>``:
    Unicode's "Other" and "Separator" categories (zero-width space, ``U+202E``, BOM, escape,
    no-break space, line separator, …) except newline, tab and the ASCII space."""
    if text.replace("\n", "").replace("\t", "").isprintable() and \
            not _INVISIBLE_LETTERS.intersection(text):
        return text
    return "".join(f"<U+{ord(c):04X}>" if _hidden(c) else c for c in text)


def visible_json(text: str) -> str:
    """JSON text with the characters :func:`visible` escapes written as ``\\uXXXX`` escapes
    (valid inside JSON strings; ``json.loads`` gives back the same data)."""
    if text.replace("\n", "").isprintable() and not _INVISIBLE_LETTERS.intersection(text):
        return text

    def esc(c: str) -> str:
        if not _hidden(c):
            return c
        b = c.encode("utf-16-be")
        return "".join(f"\\u{int.from_bytes(b[i:i + 2], 'big'):04x}" for i in range(0, len(b), 2))

    return "".join(esc(c) for c in text)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run over many items: how many of them were done when it came."""

    def __init__(self, done: int, total: int, unit: str = "statements") -> None:
        super().__init__(f"{done} of {total} {unit} done")
        self.done, self.total, self.unit = done, total, unit


def is_dgg_error(e: BaseException) -> bool:
    """Whether ``e`` is one of dgg's own exceptions (its message is in users' words: a Lean
    construct, a position), not Python's or a library's (``TypeError``, ``KeyError``, sympy's)."""
    return type(e).__module__.split(".")[0] == "dgg"


def detail(e: BaseException) -> str:
    """``": <message>"`` of one of dgg's own exceptions, what an arithmetic error means
    (``": a division by zero"``), ``""`` for anything else (a Python or library message names
    internals: ``'Add' object has no attribute '_mpi_'``)."""
    text = str(e).strip()
    if text and is_dgg_error(e):
        return f": {text}"
    if isinstance(e, ZeroDivisionError):
        return ": a division by zero"
    if isinstance(e, OverflowError):
        return ": a number too large for the arithmetic used"
    return ""
