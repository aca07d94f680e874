"""Every statement of `Dgg/` is either translated and passing, or not translated for a stated
reason that lies outside what numbers can test (a function on ℝ or a map between structured
spaces); none is unsatisfiable, none has a counterexample."""

from __future__ import annotations

from pathlib import Path

import pytest

from dgg.check.driver import CheckConfig, check_all
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = ("function on a non-finite or non-real type", "a structured type")


@pytest.fixture(scope="module")
def results():
    _, stmts = load([ROOT / "Dgg"], ROOT)
    return check_all(stmts, CheckConfig(trials=150, seed=11, necessity=False, adversarial=False))


def test_every_library_statement_passes_or_is_outside_the_fragment(results) -> None:
    assert len(results) >= 60
    for r in results:
        if r.status == "not_translated":
            assert any(o in (r.reason or "") for o in OUTSIDE), (r.name, r.reason)
        else:
            assert r.status == "passed", r.to_json()
            assert r.violations == 0


def test_headline_statements_are_translated(results) -> None:
    by_name = {r.name: r for r in results}
    for name in ("Dgg.ug_peaked_gradient_bound", "Dgg.hasDerivAt_objective_head",
                 "Dgg.rank_vecMulVec_le_one", "Dgg.occ_ratio_le", "Dgg.total_ratio_le",
                 "Dgg.abs_cov_le_four_mul_delta_mul_one_sub", "Dgg.occ_ratio_le_sharp",
                 "Dgg.occ_ratio_le_kappa"):
        assert by_name[name].status == "passed", by_name[name].to_json()
    assert by_name["Dgg.hasDerivAt_objective_shared"].status == "not_translated"
