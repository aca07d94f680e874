"""Files and folders that cannot be read or written give one line and exit 2, before any long work
(issue 23): a folder without read permission, an ``--out`` folder holding a read-only page, a
``.dgg-cache/`` that cannot be written (the blueprint then runs without a cache and says so), and
running out of memory (``MemoryError`` has an empty message)."""

from __future__ import annotations

import os
import pathlib
from pathlib import Path

import pytest

import dgg.cli as cli

GOOD = """theorem foo (x : ℝ) (hx : 0 ≤ x) : 0 ≤ x + x := by
  have h : 0 ≤ x + x := add_nonneg hx hx
  exact h
"""


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / "Dgg").mkdir(parents=True)
    (root / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    (root / "Dgg" / "A.lean").write_text(GOOD, encoding="utf-8")
    return root


def _one_line(capsys: pytest.CaptureFixture[str], *needles: str) -> str:
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err and "internal error" not in err
    for n in needles:
        assert n in lines[0], (n, lines[0])
    return lines[0]


def _no_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the numeric check starts: the error must come before any long work."""
    import dgg.check.driver as driver

    def boom(*_a: object, **_k: object) -> None:
        raise AssertionError("the check started before the error was found")

    monkeypatch.setattr(driver, "check_all", boom)


def test_folder_without_read_permission(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    root = _project(tmp_path)
    locked = root / "Dgg"
    if os.geteuid() != 0:  # a real folder without permissions
        locked.chmod(0)
        monkeypatch.chdir(tmp_path)
        try:
            code = cli.main(["check", str(locked / "A.lean")])
        finally:
            locked.chmod(0o755)
    else:  # root reads everything: stat() of what is inside fails as it would for anyone else
        real = pathlib.Path.is_file

        def is_file(self: Path) -> bool:
            if locked in Path(os.path.abspath(self)).parents:
                raise PermissionError(13, "Permission denied", str(self))
            return real(self)

        monkeypatch.setattr(pathlib.Path, "is_file", is_file)
        monkeypatch.chdir(tmp_path)
        code = cli.main(["check", str(locked / "A.lean")])
    assert code == 2
    line = _one_line(capsys, "dgg: error:", "Permission denied")
    assert str(locked) in line


def test_unreadable_lakefile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                             capsys: pytest.CaptureFixture[str]) -> None:
    root = _project(tmp_path)
    lakefile = root / "lakefile.lean"
    real = pathlib.Path.read_text

    def read_text(self: Path, *a: object, **k: object) -> str:
        if Path(os.path.abspath(self)) == lakefile:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(pathlib.Path, "read_text", read_text)
    monkeypatch.chdir(root)
    assert cli.main(["check"]) == 2
    _one_line(capsys, "dgg: error:", "lakefile.lean", "Permission denied")


@pytest.mark.parametrize("command,name", [("blueprint", "index.html"),
                                          ("tightness", "tightness.csv")])
def test_out_folder_with_a_read_only_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str], command: str,
                                          name: str) -> None:
    root = _project(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / name).write_text("keep me\n", encoding="utf-8")
    (out / name).chmod(0o444)
    monkeypatch.chdir(root)
    _no_check(monkeypatch)
    import dgg.outputs.tightness as tightness

    monkeypatch.setattr(tightness, "run_tightness", lambda *a, **k: pytest.fail("swept"))
    assert cli.main([command, "--out", str(out)]) == 2
    _one_line(capsys, f"dgg {command}: error: argument --out:", name, "read-only")
    assert (out / name).read_text(encoding="utf-8") == "keep me\n"


def test_blueprint_without_a_writable_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    root = _project(tmp_path)
    (root / ".dgg-cache").write_text("a file where the cache folder should be\n", encoding="utf-8")
    monkeypatch.chdir(root)
    import dgg.check.driver as driver

    order: list[str] = []
    real = driver.check_all

    def spy(*a: object, **k: object) -> object:
        order.append("check")
        return real(*a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(driver, "check_all", spy)
    out = tmp_path / "bp"
    assert cli.main(["blueprint", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" not in err
    assert ".dgg-cache/ cannot be written" in err and "not cached" in err
    assert order == ["check"] and (out / "index.html").is_file()
    assert not list(out.glob(".*tmp*"))  # written whole: no temporary file left


def test_out_of_memory_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    root = _project(tmp_path)
    monkeypatch.chdir(root)
    import dgg.check.run as run  # dgg check's entry point (cache, pool or cluster)

    def oom(*_a: object, **_k: object) -> None:
        raise MemoryError()

    monkeypatch.setattr(run, "check_run", oom)
    assert cli.main(["check"]) == 2
    _one_line(capsys, "dgg: error: out of memory")
