"""A Lean file outside any Lake project is checked with its own folder as the root (issue 15,
item 2); a path inside a project still uses that project's lakefile."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _dgg(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT / "python"),
                                          "PATH": "/usr/bin:/bin"})


def test_standalone_file_needs_no_lakefile(tmp_path: Path) -> None:
    d = tmp_path / "notes"
    d.mkdir()
    (d / "My.lean").write_text("theorem t (x : ℝ) : x ^ 2 ≥ 0 := by sorry\n"
                               "theorem f (x : ℝ) : x ^ 2 ≥ 1 := by sorry\n", encoding="utf-8")
    for cwd, arg in ((d, "My.lean"), (tmp_path, str(d / "My.lean"))):
        p = _dgg(cwd, "check", arg, "--trials", "100")
        assert p.returncode == 1, p.stderr  # f has a certified counterexample
        assert "My.lean:2" in p.stdout and "no lakefile" not in p.stderr
        assert "ok     t" in p.stdout or "PROVED t" in p.stdout  # sampling or the tier


def test_without_a_path_a_lakefile_is_still_required(tmp_path: Path) -> None:
    p = _dgg(tmp_path, "check")
    assert p.returncode == 2 and "no lakefile" in p.stderr
    assert p.stderr.count("\n") == 1  # one line, no traceback


def test_a_file_inside_a_project_uses_its_lakefile(tmp_path: Path) -> None:
    p = _dgg(tmp_path, "extract", str(ROOT / "Dgg" / "Softmax.lean"), "--json")
    assert p.returncode == 0, p.stderr
    assert '"Dgg/Softmax.lean"' in p.stdout  # shown relative to the project root
