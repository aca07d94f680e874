"""`dgg check --time-budget`: a budget spent before any trial says so (``not_translated``, reason
"time budget exhausted before any trial") and never claims the hypotheses are unsatisfiable or the
statement passed; a budget that leaves time still finds real unsatisfiability."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import dgg.cli as cli
from dgg.check.driver import CheckConfig, check_statement
from dgg.statements import load

LEAN = """import Mathlib

theorem sat (x : ℝ) (hx : 0 < x) : 0 < x + x := by positivity

theorem unsat (x : ℝ) (h1 : 0 < x) (h2 : x < 0) : x = 7 := by linarith
"""


@pytest.fixture()
def lean_file(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    p = tmp_path / "T.lean"
    p.write_text(LEAN, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return p


def _json(capsys, *argv: str) -> tuple[int, dict]:
    # the sampler's time budget: the decision tier is off (with it, `unsat` is `vacuous`)
    rc = cli.main(["check", "--json", "--no-smt", *argv])
    return rc, json.loads(capsys.readouterr().out)


def test_tiny_budget_reports_that_nothing_was_tried(lean_file: Path, capsys) -> None:
    rc, report = _json(capsys, str(lean_file), "--time-budget", "1e-300")
    rows = {t["name"]: t for t in report["theorems"]}
    for name in ("sat", "unsat"):
        row = rows[name]
        assert row["status"] == "not_translated", row
        assert row["reason"].startswith("time budget exhausted before any trial"), row
        assert row["trials"] == 0 and row["time_bounded"] is True
    assert rc == 0
    assert cli.main(["check", str(lean_file), "--time-budget", "1e-300", "--strict", "--no-smt"]) == 1
    text = capsys.readouterr().out
    assert "unsatisfiable" not in text and "passed" not in text
    assert "time budget exhausted before any trial" in text


def test_without_budget_or_with_time_left_unsatisfiable_is_still_found(
        lean_file: Path, capsys) -> None:
    for extra in ((), ("--time-budget", "60")):
        rc, report = _json(capsys, str(lean_file), "--trials", "200", *extra)
        rows = {t["name"]: t for t in report["theorems"]}
        assert rows["unsat"]["status"] == "unsatisfiable", rows["unsat"]
        assert rows["sat"]["status"] == "passed", rows["sat"]
        assert rc == 0


def test_deadline_already_past_in_the_library_api(lean_file: Path) -> None:
    _, stmts = load([lean_file], lean_file.parent)
    st = next(s for s in stmts if s.name == "unsat")
    res = check_statement(st, CheckConfig(trials=200, time_budget=1.0),
                          deadline=time.monotonic() - 1.0)
    assert res.status == "not_translated"
    assert res.reason == "time budget exhausted before any trial"
    assert res.to_json()["time_bounded"] is True
