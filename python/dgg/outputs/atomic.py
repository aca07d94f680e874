"""Files written whole or not at all: a temporary name in the same folder, then a rename.

In: a target path and what to write there. Out: the file, replaced in one step, so that a run
stopped half-way (Ctrl-C, a full disk, a killed process) never leaves a half-written page, CSV
or plot behind; the temporary file is removed when writing fails.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path


@contextlib.contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A temporary path next to ``path``; when the block ends without an error it becomes
    ``path`` (``os.replace``), otherwise it is deleted."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def write_text(path: Path, text: str) -> None:
    """``path.write_text(text, encoding="utf-8")``, atomically."""
    with replacing(path) as tmp:
        tmp.write_text(text, encoding="utf-8")


def write_with(path: Path, write: Callable[[Path], object]) -> None:
    """``write(tmp)`` to a temporary path, which then becomes ``path``."""
    with replacing(path) as tmp:
        write(tmp)
