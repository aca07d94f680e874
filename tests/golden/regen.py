"""Golden reports of the repository's Lean libraries: ``dgg extract --json`` and ``dgg check --json``.

Regenerate after a deliberate change of behaviour (a status, a reason, a reader or report change,
a new or edited Lean declaration), then review the diff of ``tests/golden/*.json``::

    python3 tests/golden/regen.py

In: the libraries named by ``lean_lib`` in ``lakefile.lean`` (the ``@[test_driver]`` one excluded).
Out: ``tests/golden/<Lib>.extract.json`` and ``tests/golden/<Lib>.check.json``, normalised (timing
fields dropped, stable indentation). :mod:`tests.test_golden` recomputes and compares them.

It refuses (exit 1, nothing written) when a statement of the library is ``counterexample`` or
``suspect``: that is a false alarm on proved statements or a wrong statement, to be fixed, never
recorded as the expected behaviour.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent
#: Random instances per statement: fewer than the CLI's 2000 to keep the test short; the report is
#: still complete (every statement, every field) and seeded.
TRIALS = 300
#: Fields that measure time rather than behaviour; dropped before comparing.
TIMING_KEYS = frozenset({"elapsed", "elapsed_s", "seconds", "duration", "duration_s", "wall_time"})
REGEN = "python3 tests/golden/regen.py"


def libraries(root: Path = ROOT) -> list[str]:
    """``lean_lib`` names of ``lakefile.lean`` in order, without the test driver."""
    out: list[str] = []
    test_driver = False
    for line in (root / "lakefile.lean").read_text(encoding="utf-8").splitlines():
        s = line.strip()
        if s.startswith("@[") and "test_driver" in s:
            test_driver = True
        m = re.match(r"lean_lib\s+«?([\w.]+)»?", s)
        if m:
            if not test_driver:
                out.append(m.group(1))
            test_driver = False
    return out


def normalise(x: Any) -> Any:
    """``x`` without timing fields, recursively."""
    if isinstance(x, dict):
        return {k: normalise(v) for k, v in x.items() if k not in TIMING_KEYS}
    if isinstance(x, list):
        return [normalise(v) for v in x]
    return x


def _dgg(*args: str, root: Path = ROOT) -> str:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    p = subprocess.run([sys.executable, "-m", "dgg", *args], cwd=root, capture_output=True,
                       text=True, env=env, timeout=1800)
    if p.returncode not in (0, 1, 4) or not p.stdout.strip():  # 4: some statement suspect
        raise RuntimeError(f"dgg {' '.join(args)}: exit {p.returncode}: {p.stderr.strip()}")
    return json.dumps(normalise(json.loads(p.stdout)), indent=1, ensure_ascii=False) + "\n"


def reports(lib: str, root: Path = ROOT) -> dict[str, str]:
    """``{"<lib>.extract.json": text, "<lib>.check.json": text}`` computed now."""
    return {
        f"{lib}.extract.json": _dgg("extract", "--json", lib, root=root),
        f"{lib}.check.json": _dgg("check", "--json", "--trials", str(TRIALS), "--jobs", "2", lib,
                                  root=root),
    }


#: Statuses never recorded as golden: on the library they are bugs (of dgg or of a statement).
REFUSED = ("counterexample", "suspect")


def refusals(name: str, text: str) -> list[str]:
    """``file:line: theorem: status`` for every record of a check report that is refused."""
    if not name.endswith(".check.json"):
        return []
    return [f"{t['file']}:{t['line']}: {t['name']}: {t['status']}"
            for t in json.loads(text).get("theorems", []) if t.get("status") in REFUSED]


def main(root: Path = ROOT, golden: Path = GOLDEN) -> int:
    computed: dict[str, str] = {}
    for lib in libraries(root):
        computed.update(reports(lib, root))
    refused = [r for name, text in computed.items() for r in refusals(name, text)]
    if refused:
        sys.stderr.write("regen: refused, nothing written: the library has statements that are "
                         f"{' or '.join(REFUSED)} (fix them, do not record them):\n"
                         + "".join(f"  {r}\n" for r in refused))
        return 1
    for name, text in computed.items():
        (golden / name).write_text(text, encoding="utf-8")
        print(f"wrote tests/golden/{name}")
    for stale in sorted(golden.glob("*.json")):
        if stale.name not in computed:
            stale.unlink()
            print(f"removed tests/golden/{stale.name} (no such library any more)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
