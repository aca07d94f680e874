"""Where the project is, and the few facts read from its files (source tags, versions)."""

from __future__ import annotations

import re
from pathlib import Path

from dgg.errors import InputError

LAKEFILES = ("lakefile.lean", "lakefile.toml")

#: Tags used when a project has no ``docs/sources.md`` (a user's own Lean project).
DEFAULT_TAGS = ("ug-peaked-gradient-bound", "ftip-007Z", "ftip-0080", "beyond-seed")


def find_root(start: Path | None = None) -> Path:
    """The nearest directory at or above ``start`` (default: the working directory) that holds a
    ``lakefile.lean`` or ``lakefile.toml``."""
    here = (start or Path.cwd()).resolve()
    for d in (here, *here.parents):
        if any((d / f).is_file() for f in LAKEFILES):
            return d
    raise InputError(
        f"{here}: no lakefile.lean or lakefile.toml here or above; pass --root DIR"
    )


def root_for(paths: list[str] | None) -> Path:
    """The project root when no ``--root`` is given: the nearest directory holding a lakefile at
    or above the first path named (its folder for a file), else at or above the working
    directory; failing both, a standalone file's (or folder's) own folder — a Lean file needs no
    Lake project to be checked. With no path named, a lakefile is required (the libraries are read
    from it)."""
    if paths:
        p = Path(paths[0]).resolve()
        start = p if p.is_dir() else p.parent
        for d in (start, *start.parents):
            if any((d / f).is_file() for f in LAKEFILES):
                return d
        try:
            return find_root()
        except InputError:
            if start.is_dir():
                return start
            raise
    return find_root()


def check_root(root: Path) -> Path:
    """Validate a ``--root`` argument."""
    root = root.resolve()
    if not root.is_dir():
        raise InputError(f"{root}: --root is not a directory")
    if not any((root / f).is_file() for f in LAKEFILES):
        raise InputError(f"{root}: --root holds no lakefile.lean or lakefile.toml")
    return root


_TAG_ROW = re.compile(r"^\|\s*([A-Za-z0-9][A-Za-z0-9_.\-]*)\s*\|")


def source_tags(root: Path) -> tuple[str, ...]:
    """The tags listed in the first column of the table in ``docs/sources.md``."""
    p = root / "docs" / "sources.md"
    if not p.is_file():
        return DEFAULT_TAGS
    tags = []
    for line in p.read_text(encoding="utf-8").splitlines():
        m = _TAG_ROW.match(line)
        if m and m.group(1) not in ("tag",) and not set(m.group(1)) <= set("-"):
            tags.append(m.group(1))
    return tuple(tags) or DEFAULT_TAGS


#: The library folder assumed when the lakefile declares no ``lean_lib`` (a bare test project).
DEFAULT_LIBRARY = "Dgg"

_LEAN_LIB = re.compile(r"lean_lib\s+«?([\w.]+)»?")
_TOML_LIB = re.compile(r"^\s*\[\[lean_lib\]\]\s*\n\s*name\s*=\s*\"([\w.]+)\"", re.M)


def library_names(root: Path) -> list[str]:
    """The ``lean_lib`` names declared by the project's lakefile, in order, without the
    ``@[test_driver]`` library (``["Dgg", "DggSharp"]`` here); ``["Dgg"]`` when none is declared."""
    names: list[str] = []
    p = root / "lakefile.lean"
    if p.is_file():
        test_driver = False
        for line in p.read_text(encoding="utf-8").splitlines():
            s = line.strip()
            if s.startswith("@[") and "test_driver" in s:
                test_driver = True
            m = _LEAN_LIB.match(s)
            if m:
                if not test_driver:
                    names.append(m.group(1))
                test_driver = False
    else:
        p = root / "lakefile.toml"
        if p.is_file():
            text = p.read_text(encoding="utf-8")
            m = re.search(r'^\s*testDriver\s*=\s*"([\w.]+)"', text, re.M)
            names = [n for n in _TOML_LIB.findall(text) if not m or n != m.group(1)]
    return names or [DEFAULT_LIBRARY]


def library_dirs(root: Path) -> list[Path]:
    """The folders of the project's Lean libraries (``root/Dgg``, ``root/DggSharp``), in lakefile
    order, those that exist; ``[root/"Dgg"]`` when none exists (callers report it as empty)."""
    dirs = [root / n.replace(".", "/") for n in library_names(root)]
    return [d for d in dirs if d.is_dir()] or [root / DEFAULT_LIBRARY]


def library_label(root: Path) -> str:
    """The library folders for messages: ``Dgg/, DggSharp/``."""
    return ", ".join(f"{d.name}/" for d in library_dirs(root))


def lean_toolchain(root: Path) -> str:
    """The contents of ``lean-toolchain`` (e.g. ``leanprover/lean4:v4.33.1``), or ``unknown``."""
    p = root / "lean-toolchain"
    return p.read_text(encoding="utf-8").strip() if p.is_file() else "unknown"


def mathlib_rev(root: Path) -> str:
    """The Mathlib revision required by ``lakefile.lean`` (the ``@ "…"`` after its git URL)."""
    p = root / "lakefile.lean"
    if p.is_file():
        m = re.search(r'require\s+"?mathlib"?\s+from\s+git\s+"[^"]*"\s*@\s*"([^"]+)"',
                      p.read_text(encoding="utf-8"))
        if m:
            return m.group(1)
    p = root / "lakefile.toml"
    if p.is_file():
        m = re.search(r'name\s*=\s*"mathlib".*?rev\s*=\s*"([^"]+)"', p.read_text(encoding="utf-8"),
                      re.S)
        if m:
            return m.group(1)
    return "unknown"
