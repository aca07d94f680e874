"""The command line as a user meets it: exit codes, one-line errors, JSON shape, the audit."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=600)


def assert_one_line_error(p: subprocess.CompletedProcess[str], *needles: str) -> None:
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr
    for n in needles:
        assert n in lines[0], (n, lines[0])


def make_project(tmp_path: Path, files: dict[str, str]) -> Path:
    (tmp_path / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    "args,needle",
    [
        (("--bogus",), "--bogus"),
        (("check", "--trials", "0"), "--trials"),
        (("check", "--trials", "many"), "--trials"),
        (("check", "--seed", "-3"), "--seed"),
        (("check", "--fix", "delta"), "--fix"),
        (("check", "--fix", "δ=abc"), "--fix"),
        (("check", "--time-budget", "0"), "--time-budget"),
        (("check", "--fix", "nosuchvar=1"), "--fix"),
        (("cite", "--format", "xml"), "--format"),
        (("frobnicate",), "frobnicate"),
        (("extract", "--root", "/nonexistent/dir"), "--root"),
    ],
)
def test_bad_flags_are_one_line_exit_2(args: tuple[str, ...], needle: str) -> None:
    assert_one_line_error(run(*args), needle)


def test_missing_path_is_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "nope.lean"
    assert_one_line_error(run("extract", str(missing)), "nope.lean")


def test_directory_without_lean_files(tmp_path: Path) -> None:
    d = tmp_path / "empty"
    d.mkdir()
    assert_one_line_error(run("extract", str(d)), "empty")


def test_malformed_lean_names_file_line_col(tmp_path: Path) -> None:
    bad = tmp_path / "Bad.lean"
    bad.write_text("theorem foo (x : ℝ) : (x + 1 ≤ 2 := by\n  sorry\n", encoding="utf-8")
    p = run("extract", str(bad))
    assert_one_line_error(p, "Bad.lean:")
    assert re.search(r"Bad\.lean:\d+:\d+", p.stderr)


def test_no_lakefile_anywhere(tmp_path: Path) -> None:
    assert_one_line_error(run("extract", cwd=tmp_path), "--root")


def test_extract_json_lists_every_theorem() -> None:
    p = run("extract", "--json")
    assert p.returncode == 0, p.stderr
    records = json.loads(p.stdout)
    names = {r["name"] for r in records}
    assert "Dgg.softmax" in names and "Dgg.sum_softmax" in names
    # the default covers both libraries of the lakefile: the seed library and DggSharp
    assert "Dgg.occ_ratio_le_kappa" in names and "Dgg.rank_sum_occurrence_errorVec_eq_two" in names
    files = set()
    for r in records:
        for key in ("name", "kind", "hypotheses", "conclusion", "file", "line", "tags",
                    "docstring", "parsed"):
            assert key in r, (key, r["name"])
        assert r["file"].startswith(("Dgg/", "DggSharp/")), r["file"]
        files.add(r["file"].split("/")[0])
    assert files == {"Dgg", "DggSharp"}
    seed = [r for r in records if r["name"] == "Dgg.ug_peaked_gradient_bound"]
    if (ROOT / "Dgg" / "PeakedCovariance.lean").is_file():
        assert seed and seed[0]["tags"] == ["ug-peaked-gradient-bound"]
        assert [h["name"] for h in seed[0]["hypotheses"]] == [
            "hπ", "hπs", "hpeak", "hδ", "hδ1", "hu", "hk"]


def test_extract_text_names_locations() -> None:
    p = run("extract", "Dgg/Softmax.lean")
    assert p.returncode == 0, p.stderr
    assert re.search(r"^Dgg/Softmax\.lean:\d+: theorem Dgg\.sum_softmax", p.stdout, re.M)


def test_audit_passes_on_this_repository() -> None:
    p = run("audit")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "Traceback" not in p.stderr
    if shutil.which("lake") is None:
        assert "lean build: skipped (no Lean toolchain on PATH)" in p.stdout


def test_audit_without_lean_files(tmp_path: Path) -> None:
    root = make_project(tmp_path, {})
    p = run("audit", "--root", str(root))
    assert p.returncode == 0
    assert p.stdout.strip() == "no Lean files under Dgg/"


GOOD = """import Mathlib
/-- A trivial fact. -/
theorem foo (x : ℝ) (hx : 0 ≤ x) : 0 ≤ x + x := by
  -- no sorry here, only in this comment
  exact add_nonneg hx hx
"""


def test_audit_finds_escape_hatches_outside_comments(tmp_path: Path) -> None:
    bad = GOOD.replace("exact add_nonneg hx hx", "sorry") + (
        "\nset_option maxHeartbeats 400000 in\ntheorem bar : True := trivial\n"
        "axiom cheat : 1 = 2\n"
    )
    root = make_project(tmp_path, {"Dgg/A.lean": bad, "docs/mathlib-api.md": "| name |\n"})
    p = run("audit", "--root", str(root))
    assert p.returncode == 1
    out = p.stdout
    assert "Dgg/A.lean:5:3: escape hatch: `sorry`" in out
    assert re.search(r"Dgg/A\.lean:7:\d+: escape hatch: `set_option maxHeartbeats`", out)
    assert re.search(r"Dgg/A\.lean:9:1: escape hatch: an `axiom` declaration", out)
    assert out.count(": escape hatch: ") == 3  # the comment's "sorry" is not one


def test_audit_flags_undocumented_mathlib_names(tmp_path: Path) -> None:
    doc = "| name | signature | file | read at |\n|---|---|---|---|\n"
    root = make_project(tmp_path, {"Dgg/A.lean": GOOD, "docs/mathlib-api.md": doc})
    p = run("audit", "--root", str(root))
    assert p.returncode == 1
    assert "`add_nonneg` (used in foo) is not in docs/mathlib-api.md" in p.stdout
    doc += "| `add_nonneg` | `0 ≤ a → 0 ≤ b → 0 ≤ a + b` | Mathlib/Algebra/Order/Monoid/… | x |\n"
    (root / "docs" / "mathlib-api.md").write_text(doc, encoding="utf-8")
    p = run("audit", "--root", str(root))
    assert p.returncode == 0, p.stdout


def test_audit_checks_seed_statement_fidelity(tmp_path: Path) -> None:
    ref = (ROOT / "tests" / "data" / "seed002_statement.txt").read_text(encoding="utf-8")
    altered = ref.replace("8 * F * K * δ", "9 * F * K * δ").replace("(hδ1 : δ ≤ 1)",
                                                                      "(hδ1 : δ < 1)")
    body = altered.rstrip() + " := by\n  exact test_helper\n"
    root = make_project(tmp_path, {
        "Dgg/P.lean": "import Mathlib\nnamespace Dgg\n" + body + "end Dgg\n",
        "tests/data/seed002_statement.txt": ref,
        "docs/mathlib-api.md": "| name |\n|---|\n| test_helper |\n",
    })
    p = run("audit", "--root", str(root))
    assert p.returncode == 1
    assert "fidelity: binder 13 is explicit `hδ1 : δ < 1`" in p.stdout
    assert "fidelity: conclusion" in p.stdout and "9 * F * K * δ" in p.stdout


def test_non_utf8_file_names_line_and_column(tmp_path: Path) -> None:
    bad = tmp_path / "Bytes.lean"
    bad.write_bytes(b"theorem t : True := trivial\n  \xff\n")
    assert_one_line_error(run("extract", str(bad)), "Bytes.lean:2:3:", "not UTF-8")


def test_directory_named_like_a_lean_file_is_read_as_a_directory(tmp_path: Path) -> None:
    d = tmp_path / "Dir.lean"
    d.mkdir()
    (d / "A.lean").write_text("theorem a : True := trivial\n", encoding="utf-8")
    p = run("extract", str(d))  # a directory named like a file is read as a directory
    assert p.returncode == 0 and "theorem a" in p.stdout


def test_internal_error_is_one_line_exit_3(monkeypatch, capsys) -> None:
    import dgg.cli as cli

    def boom(args):
        raise RuntimeError("simulated bug")

    parser = cli.build_parser()
    monkeypatch.setattr(cli, "build_parser", lambda: parser)
    parser._subparsers._group_actions[0].choices["audit"].set_defaults(func=boom)
    monkeypatch.delenv("DGG_DEBUG", raising=False)
    assert cli.main(["audit"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "internal error: RuntimeError: simulated bug" in err[0]
