"""Worker processes change the speed of a check, never its report."""

from __future__ import annotations

from pathlib import Path

from dgg.check.driver import CheckConfig, check_all
from dgg.statements import load
from dgg.steps.driver import check_steps

ROOT = Path(__file__).resolve().parents[1]


def test_check_all_report_does_not_depend_on_jobs() -> None:
    _, stmts = load([ROOT / "Dgg" / "PeakedCovariance.lean"], ROOT)
    one = [r.to_json() for r in check_all(stmts, CheckConfig(trials=150, seed=5))]
    two = [r.to_json() for r in check_all(stmts, CheckConfig(trials=150, seed=5, jobs=2))]
    assert one == two and len(one) >= 8


def test_step_report_does_not_depend_on_jobs() -> None:
    fixture = ROOT / "tests" / "data" / "false_steps.lean"
    decls, stmts = load([fixture], ROOT)
    cfg = CheckConfig(trials=150, seed=2, adversarial=False)
    one = check_steps(decls, stmts, cfg)
    two = check_steps(decls, stmts, CheckConfig(trials=150, seed=2, adversarial=False, jobs=2))
    assert one == two
    assert sorted(s["status"] for s in one["steps"]).count("counterexample") == 2
