"""The full ``dgg extract --json`` and ``dgg check --json`` reports of the repository's Lean
libraries equal the stored golden files (timing fields aside). A deliberate change of behaviour is
recorded by regenerating them: ``python3 tests/golden/regen.py`` (see docs/architecture.md)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("golden_regen",
                                               Path(__file__).parent / "golden" / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

LIBS = regen.libraries()


def _diff(golden: str, now: str) -> str:
    """The first few differing records (by name) or keys, for the failure message."""
    a, b = json.loads(golden), json.loads(now)
    out: list[str] = []
    for key in sorted(set(a) | set(b)):
        x, y = a.get(key), b.get(key)
        if x == y:
            continue
        if isinstance(x, list) and isinstance(y, list):
            xs = {r.get("name", i): r for i, r in enumerate(x) if isinstance(r, dict)}
            ys = {r.get("name", i): r for i, r in enumerate(y) if isinstance(r, dict)}
            for n in sorted(set(xs) | set(ys), key=str):
                if xs.get(n) != ys.get(n):
                    out.append(f"{key}[{n}]: golden {xs.get(n)} != now {ys.get(n)}")
        else:
            out.append(f"{key}: golden {x!r} != now {y!r}")
    return "\n".join(out[:5]) + (f"\n… {len(out) - 5} more" if len(out) > 5 else "")


def test_libraries_found() -> None:
    assert "Dgg" in LIBS and "DggTest" not in LIBS


@pytest.mark.parametrize("lib", LIBS)
def test_reports_equal_golden(lib: str) -> None:
    for name, now in regen.reports(lib).items():
        path = regen.GOLDEN / name
        assert path.exists(), f"no golden file {path.name}; run {regen.REGEN}"
        golden = path.read_text(encoding="utf-8")
        assert golden == now, (f"{name} differs from the golden report; if the change is "
                               f"deliberate, run {regen.REGEN} and review the diff\n"
                               + _diff(golden, now))


def test_normalise_drops_only_timing() -> None:
    rep = {"theorems": [{"name": "a", "elapsed": 1.5, "status": "passed"}], "config": {"seed": 0}}
    assert regen.normalise(rep) == {"theorems": [{"name": "a", "status": "passed"}],
                                    "config": {"seed": 0}}
