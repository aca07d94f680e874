"""The text report as a reader meets it: the summary and every finding (with the statement as dgg
elaborated it) before the table; the repetitive details only with --verbose; a degenerate
tightness shown as '—'."""

from __future__ import annotations

from pathlib import Path

import dgg.cli as cli

TEXT = """\
def r : ℝ := 2 / 5

theorem t_cex : r = 0 := by sorry

theorem t_ok (x : ℝ) (hx : 0 < x) : x ≤ x + 1 := by sorry

theorem t_zero (x : ℝ) : 0 ≤ x ^ 2 := by sorry
"""


def _run(tmp_path: Path, capsys, *extra: str) -> tuple[int, list[str]]:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Layout.lean"
    f.write_text(TEXT, encoding="utf-8")
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "60", "--jobs", "1",
                     "--no-smt", *extra])  # the sampler's layout (the tier's: test_decide_cli.py)
    return code, capsys.readouterr().out.splitlines()


def test_findings_come_first_with_the_elaborated_statement(tmp_path, capsys) -> None:
    code, lines = _run(tmp_path, capsys)
    assert code == 1
    summary = "1 counterexample, 2 passed (seed 0, 60 trials, deterministic)"
    assert lines[0] == summary and lines[-1] == summary
    # the counterexample and what it refutes, before the table's header
    header = next(i for i, ln in enumerate(lines) if ln.startswith("status theorem"))
    cex = next(i for i, ln in enumerate(lines) if "t_cex: counterexample (exact)" in ln)
    assert cex < header
    assert lines[cex + 1].endswith("t_cex: elaborated: ⊢ r = (0 : ℝ)")
    assert not any("hypotheses shown necessary" in ln or "not counted" in ln for ln in lines)


def test_verbose_adds_the_details(tmp_path, capsys) -> None:
    _, lines = _run(tmp_path, capsys, "--verbose")
    assert any(ln.endswith("t_ok: hypotheses shown necessary: none") for ln in lines), lines


def test_degenerate_tightness_is_a_dash(tmp_path, capsys) -> None:
    _, lines = _run(tmp_path, capsys)
    row = next(ln for ln in lines if ln.split()[:2] == ["ok", "t_zero"])
    assert row.split()[-1] == "—"  # 0 ≤ x ^ 2: the left side is 0 on every instance
    row = next(ln for ln in lines if ln.split()[:2] == ["ok", "t_ok"])
    assert row.split()[-1] != "—"  # x ≤ x + 1: a real ratio below 1
