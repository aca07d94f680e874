"""Typed errors. Only :mod:`dgg.cli` turns them into one stderr line and exit code 2."""

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
