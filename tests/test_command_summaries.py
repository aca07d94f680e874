"""What `dgg audit`, `dgg cite` and `dgg blueprint` tell a newcomer: the audit ends with a summary
of what it checked and found, `cite` without a name gives one entry for the library and a hint,
and `blueprint` without `--report` says what it runs and reuses a cached check."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import dgg.cli as cli

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=600)


def make_project(tmp_path: Path, files: dict[str, str]) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return tmp_path


GOOD = """import Mathlib
/-- A trivial fact. [toy-tag] -/
theorem foo (x : ℝ) (hx : 0 ≤ x) : 0 ≤ x + x := by
  have h : 0 ≤ x + x := add_nonneg hx hx
  exact h
"""
DOC = ("| name | signature | file | read at |\n|---|---|---|---|\n"
       "| `add_nonneg` | `0 ≤ a → 0 ≤ b → 0 ≤ a + b` | Mathlib/Algebra/Order/Monoid/… | x |\n")


# ----------------------------------------------------------------------------- audit


def test_audit_of_this_repository_ends_with_a_summary() -> None:
    p = run("audit")
    assert p.returncode == 0, p.stdout
    summary = p.stdout.strip().splitlines()[-1]
    assert summary.startswith("summary: ")
    assert "0 escape hatches" in summary
    assert "seed-002 statement verbatim" in summary
    n_ext = re.search(r"(\d+) external names used by proofs, all listed in docs/mathlib-api.md",
                      summary)
    assert n_ext and int(n_ext.group(1)) > 50, summary
    assert "no findings" in summary
    if shutil.which("lake") is None:
        assert "Lean build skipped (no Lean toolchain on PATH)" in summary


def test_audit_summary_counts_findings(tmp_path: Path) -> None:
    bad = GOOD.replace("exact h", "sorry") + "\naxiom cheat : 1 = 2\n"
    root = make_project(tmp_path, {"Dgg/A.lean": bad, "docs/mathlib-api.md": "| name |\n"})
    p = run("audit", "--root", str(root))
    assert p.returncode == 1
    summary = p.stdout.strip().splitlines()[-1]
    assert "2 escape hatches" in summary
    assert "1 external name used by proofs, 1 not listed in docs/mathlib-api.md" in summary
    assert "no seed-002 statement in this project" in summary
    assert "3 findings" in summary


def test_audit_summary_when_clean(tmp_path: Path) -> None:
    root = make_project(tmp_path, {"Dgg/A.lean": GOOD, "docs/mathlib-api.md": DOC})
    p = run("audit", "--root", str(root))
    assert p.returncode == 0, p.stdout
    summary = p.stdout.strip().splitlines()[-1]
    assert "1 Lean file" in summary and "0 escape hatches" in summary and "no findings" in summary


# ----------------------------------------------------------------------------- cite


def test_cite_without_a_name_is_one_library_entry_and_a_hint() -> None:
    p = run("cite")
    assert p.returncode == 0, p.stderr
    assert p.stdout.count("@software{") == 1
    assert "dgg-proofs" in p.stdout and "Lean 4 declaration" not in p.stdout
    assert "hint:" in p.stderr and "dgg cite ug_peaked_gradient_bound" in p.stderr
    assert "--all" in p.stderr


def test_cite_all_lists_every_tagged_theorem() -> None:
    p = run("cite", "--all", "--format", "text")
    assert p.returncode == 0, p.stderr
    paragraphs = [b for b in p.stdout.strip().split("\n\n") if b.strip()]
    assert len(paragraphs) > 20
    assert any("Dgg.ug_peaked_gradient_bound" in b for b in paragraphs)


@pytest.mark.parametrize("fmt", ["bibtex", "cff", "text"])
def test_library_entry_in_every_format(fmt: str) -> None:
    p = run("cite", "--format", fmt)
    assert p.returncode == 0, p.stderr
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True,
                          text=True).stdout.strip()
    if head:
        assert head in p.stdout
    if fmt == "cff":
        lines = p.stdout.splitlines()
        assert lines[0] == "preferred-citation:" and "  type: software" in lines
        assert "---" not in lines  # one snippet
    if fmt == "text":
        assert len(p.stdout.strip().splitlines()) == 1


def test_cite_with_names_and_all_is_a_usage_error() -> None:
    p = run("cite", "--all", "ug_peaked_gradient_bound")
    assert p.returncode == 2 and "--all" in p.stderr and len(p.stderr.strip().splitlines()) == 1


# ----------------------------------------------------------------------------- blueprint cache


def test_blueprint_without_report_says_what_it_runs_and_reuses_the_cache(
        tmp_path: Path, monkeypatch, capsys) -> None:
    root = make_project(tmp_path / "proj", {"Dgg/A.lean": GOOD})
    out = tmp_path / "bp"
    monkeypatch.chdir(root)
    assert cli.main(["blueprint", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "running the numeric check" in err and ".dgg-cache" in err
    cached = list((root / ".dgg-cache").glob("check-*.json"))
    assert len(cached) == 1
    report = json.loads(cached[0].read_text(encoding="utf-8"))
    assert [t["name"] for t in report["theorems"]] == ["foo"]
    assert report["theorems"][0]["status"] in ("passed", "proved")  # the tier runs here too
    assert "steps" in report
    page = (out / "index.html").read_text(encoding="utf-8")

    import dgg.check.driver as driver

    def boom(*a, **k):
        raise AssertionError("the cached report was not reused")

    monkeypatch.setattr(driver, "check_all", boom)
    (out / "index.html").unlink()
    assert cli.main(["blueprint", "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "reusing" in err and cached[0].name in err
    assert (out / "index.html").read_text(encoding="utf-8") == page


def test_blueprint_cache_is_invalidated_when_the_lean_source_changes(
        tmp_path: Path, monkeypatch, capsys) -> None:
    root = make_project(tmp_path / "proj", {"Dgg/A.lean": GOOD})
    monkeypatch.chdir(root)
    assert cli.main(["blueprint", "--out", str(tmp_path / "bp")]) == 0
    (root / "Dgg" / "A.lean").write_text(GOOD + "\ntheorem bar (y : ℝ) : y ≤ y := le_refl y\n",
                                         encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["blueprint", "--out", str(tmp_path / "bp")]) == 0
    assert "running the numeric check" in capsys.readouterr().err
    assert len(list((root / ".dgg-cache").glob("check-*.json"))) == 2


def test_blueprint_uses_a_given_report_without_running_the_check(
        tmp_path: Path, monkeypatch, capsys) -> None:
    root = make_project(tmp_path / "proj", {"Dgg/A.lean": GOOD})
    rp = tmp_path / "r.json"
    rp.write_text(json.dumps({"theorems": [{"name": "foo", "status": "passed", "file": "Dgg/A.lean",
                                            "line": 3, "max_ratio": 0.5}]}), encoding="utf-8")
    import dgg.check.driver as driver

    monkeypatch.setattr(driver, "check_all", lambda *a, **k: (_ for _ in ()).throw(
        AssertionError("check ran although --report was given")))
    monkeypatch.chdir(root)
    assert cli.main(["blueprint", "--report", str(rp), "--out", str(tmp_path / "bp")]) == 0
    assert not (root / ".dgg-cache").exists()


def test_cache_directory_is_gitignored() -> None:
    lines = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    assert any(ln.strip().rstrip("/") in (".dgg-cache", "/.dgg-cache") for ln in lines)


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_blueprint_check_shows_progress_on_a_terminal(tmp_path: Path, monkeypatch) -> None:
    root = make_project(tmp_path / "proj", {"Dgg/A.lean": GOOD})
    monkeypatch.chdir(root)
    err = _Tty()
    monkeypatch.setattr(sys, "stderr", err)
    assert cli.main(["blueprint", "--out", str(tmp_path / "bp")]) == 0
    text = err.getvalue()
    assert "running the numeric check" in text
    assert re.search(r"statements: +\d+%.*\|", text) and "proof steps:" in text, text


def test_tightness_shows_progress_on_a_terminal(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    err = _Tty()
    monkeypatch.setattr(sys, "stderr", err)
    assert cli.main(["tightness", "--out", str(tmp_path), "--points", "1"]) == 0
    text = err.getvalue()
    assert "sweeping δ and p" in text and re.search(r"dgg tightness: +\d+%", text), text


def test_audit_builds_every_library_when_lake_exists(monkeypatch) -> None:
    import dgg.outputs.audit as audit

    ran: list[list[str]] = []

    def fake_run(cmd, **kw):
        ran.append(list(cmd))
        return subprocess.CompletedProcess(cmd, 0, "", "")

    monkeypatch.setattr(audit.shutil, "which", lambda name: "/opt/lake" if name == "lake" else None)
    monkeypatch.setattr(audit.subprocess, "run", fake_run)
    monkeypatch.setattr(audit, "run_exporter", lambda root: None)
    res = audit.run_audit(ROOT)
    assert ["lake", "build", "Dgg", "DggSharp", "--wfail"] in ran and ["lake", "test"] in ran
    assert "`lake build` and `lake test` passed" in res.lines[-1]
