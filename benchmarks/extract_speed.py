"""Time `dgg` extraction (Lean source → declarations with parsed terms) of the whole repository.

    python benchmarks/extract_speed.py [--root DIR] [-n N]

* cold: a fresh Python process imports dgg and reads every `.lean` file once (includes building the
  LALR parser); best of N processes;
* warm: in this process, parser built, term memo cleared before each run; best of N;
* memoised: in this process, repeated reads of the same files (what `load` and `audit` do when they
  read the library more than once); best of N.

Prints files/s and declarations/s. Not a test.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

_COLD = """
import time, sys
t = time.perf_counter()
from pathlib import Path
from dgg.lean.source import read_paths
root = Path(sys.argv[1])
read_paths([Path(p) for p in sys.argv[2:]], root)
print(time.perf_counter() - t)
"""


def _inputs(root: Path) -> list[Path]:
    """The Lean sources of the project: every top-level `.lean` file and folder holding Lean files,
    except `tests/` (test data there is deliberately incomplete Lean)."""
    out = []
    for p in sorted(root.iterdir()):
        if p.name.startswith(".") or p.name in ("tests", "build"):
            continue
        if (p.is_file() and p.suffix == ".lean") or (p.is_dir() and any(p.rglob("*.lean"))):
            out.append(p)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    ap.add_argument("-n", type=int, default=5, help="repetitions (best of N)")
    args = ap.parse_args(argv)
    root = args.root.resolve()

    from dgg.lean import terms as lean_terms
    from dgg.lean.source import _lean_files, read_paths

    inputs = _inputs(root)
    files = [f for p in inputs for f in (_lean_files(p) if p.is_dir() else [p])]
    decls = read_paths(inputs, root)
    nf, nd = len(files), len(decls)
    print(f"{nf} files, {nd} declarations under {root}")

    cold = min(
        float(subprocess.run([sys.executable, "-c", _COLD, str(root), *map(str, inputs)], check=True,
                             capture_output=True, text=True).stdout)
        for _ in range(args.n))

    def best(clear: bool) -> float:
        times = []
        for _ in range(args.n):
            if clear:
                lean_terms._parse_cached.cache_clear()
            t = time.perf_counter()
            read_paths(inputs, root)
            times.append(time.perf_counter() - t)
        return min(times)

    warm = best(clear=True)
    memo = best(clear=False)
    for label, t in (("cold (new process, incl. import)", cold), ("warm (parser built)", warm),
                     ("memoised (same files again)", memo)):
        print(f"{label:34s} {t * 1000:8.1f} ms  {nf / t:9.1f} files/s  {nd / t:9.1f} decls/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
