"""Valid Lean is never called malformed: dgg's reader over real Mathlib files (a benchmark, not a
test: it needs a Mathlib source tree, which this repository never copies).

    python benchmarks/mathlib_reader.py --mathlib MATHLIB_TREE [--all | --sample N] [--seed S]

Mathlib compiles, so every file of it is valid Lean: a file the reader rejects with
``file:line:col: error: …`` (a :class:`dgg.errors.LeanSyntaxError`) is a bug of the reader, and so is
a crash. Declarations outside the term fragment are fine (they are ``not_translated``). By default
it reads the 12 files that ``benchmarks/coverage.py`` checks and exits 1 when any of them is
rejected; ``--sample N`` reads N files drawn from the whole tree (seeded), ``--all`` every file,
and the rejections are listed by message, most frequent first (exit 0: a measurement).
Figures: ``docs/coverage.md`` (*Reader*).
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
try:
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(HERE.parent / "python"))

from coverage import MATHLIB_FILES  # noqa: E402

from dgg.errors import DggError  # noqa: E402
from dgg.lean.source import read_file  # noqa: E402


def read_all(tree: Path, files: list[str]) -> tuple[int, list[tuple[str, str]]]:
    """Read ``files`` (paths inside ``tree``); the number of declarations read and the
    ``(file, error line)`` of every file rejected or crashed on."""
    decls, bad = 0, []
    for f in files:
        try:
            decls += len(read_file(tree / f, f))
        except DggError as e:
            bad.append((f, e.one_line()))
        except Exception as e:  # noqa: BLE001 - a crash of the reader is counted, not raised
            bad.append((f, f"{f}: crash: {type(e).__name__}: {e}"))
    return decls, bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mathlib", type=Path, default=os.environ.get("MATHLIB_SRC"),
                    help="folder holding Mathlib/ (default: $MATHLIB_SRC)")
    ap.add_argument("--all", action="store_true", help="every file of the tree")
    ap.add_argument("--sample", type=int, default=0, help="N files drawn from the tree")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args(argv)
    if args.mathlib is None or not (Path(args.mathlib) / "Mathlib").is_dir():
        ap.error("--mathlib TREE (the folder that holds Mathlib/) is required")
    tree = Path(args.mathlib)
    if args.all or args.sample:
        every = sorted(str(p.relative_to(tree)) for p in (tree / "Mathlib").rglob("*.lean"))
        files = every if args.all else random.Random(args.seed).sample(every, min(args.sample,
                                                                                  len(every)))
    else:
        files = list(MATHLIB_FILES)
    t0 = time.process_time()
    decls, bad = read_all(tree, files)
    cpu = time.process_time() - t0
    print(f"{len(files)} files, {decls} declarations read, {len(bad)} files rejected "
          f"({100 * len(bad) / max(1, len(files)):.1f}%), {cpu:.1f} s CPU")
    kinds = collections.Counter(re.sub(r"^\S+:\d+:\d+: error: |opened at \d+:\d+", "", line)
                                for _, line in bad)
    first = {}
    for _, line in bad:
        first.setdefault(re.sub(r"^\S+:\d+:\d+: error: |opened at \d+:\d+", "", line), line)
    for k, n in kinds.most_common(args.top):
        print(f"{n:5d}  {k}\n       e.g. {first[k]}")
    return 1 if bad and not (args.all or args.sample) else 0


if __name__ == "__main__":
    sys.exit(main())
