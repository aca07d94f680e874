"""A folder run goes on past a malformed file (issue 23): each such file is one stderr line
``file:line:col: error: …`` (the same prefix for a syntax error, an unclosed bracket and bytes that
are not UTF-8), the report covers every other file, and the exit code is 2 at the end."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

FILES = {
    "A.lean": "theorem a (x : ℝ) : x + 0 = x := by sorry\n",
    "B.lean": "theorem b (x : ℝ) : x + = x := by sorry\n",
    "C.lean": "theorem c (x : ℝ) : (x = x := by sorry\n",
    "E.lean": "theorem e (x : ℝ) : x * 1 = x := by sorry\n",
}


def _corpus(tmp_path: Path) -> Path:
    d = tmp_path / "corpus"
    (d / "sub").mkdir(parents=True)
    for name, text in FILES.items():
        (d / name).write_text(text, encoding="utf-8")
    (d / "sub" / "D.lean").write_bytes(b"theorem d (x : \xff) : x = x := by sorry\n")
    return d


def _dgg(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


def _file_errors(stderr: str, _d: Path) -> dict[str, str]:
    """``{file name: message}`` of the ``file:line:col: error: …`` lines."""
    out = {}
    for line in stderr.splitlines():
        m = re.match(r"^(.+):(\d+):(\d+): error: (.+)$", line)
        if m:
            out[Path(m.group(1)).name] = m.group(4)
    return out


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_check_folder_reports_malformed_files_and_goes_on(tmp_path: Path, jobs: str) -> None:
    d = _corpus(tmp_path)
    p = _dgg("check", str(d), "--trials", "50", "--json", "--jobs", jobs, cwd=tmp_path)
    assert p.returncode == 2, p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr
    errs = _file_errors(p.stderr, d)
    assert set(errs) == {"B.lean", "C.lean", "D.lean"}, p.stderr
    assert errs["D.lean"].startswith("not UTF-8 text")
    assert "malformed files skipped" in p.stderr
    rows = json.loads(p.stdout)["theorems"]
    assert {r["name"]: r["status"] in ("passed", "proved") for r in rows} == {"a": True, "e": True}


def test_extract_folder_goes_on(tmp_path: Path) -> None:
    d = _corpus(tmp_path)
    p = _dgg("extract", str(d), "--json", cwd=tmp_path)
    assert p.returncode == 2
    assert set(_file_errors(p.stderr, d)) == {"B.lean", "C.lean", "D.lean"}
    assert [x["name"] for x in json.loads(p.stdout)] == ["a", "e"]


def test_only_malformed_files_give_their_errors_and_no_report(tmp_path: Path) -> None:
    d = _corpus(tmp_path)
    for name in ("A.lean", "E.lean"):
        (d / name).unlink()
    p = _dgg("check", str(d), "--trials", "50", cwd=tmp_path)
    assert p.returncode == 2 and p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 3 and set(_file_errors(p.stderr, d)) == {"B.lean", "C.lean", "D.lean"}


def test_one_file_not_utf8_has_the_same_prefix(tmp_path: Path) -> None:
    d = _corpus(tmp_path)
    p = _dgg("check", str(d / "sub" / "D.lean"), cwd=tmp_path)
    assert p.returncode == 2
    assert re.fullmatch(r".*D\.lean:1:16: error: not UTF-8 text \(byte 15\)\n", p.stderr)
