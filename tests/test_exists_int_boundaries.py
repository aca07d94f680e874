"""``∃ n : ℕ`` / ``∃ n : ℤ`` whose witness lies beyond the grid or between its points
(``dgg.eval.witness_ints``): the integers beside the boundaries of the body's comparisons join
the grid in float arithmetic. True statements of ``Mathlib/Algebra/Order/Archimedean/Basic.lean``
(at ℝ) pass instead of coming out ``suspect``; false ones never pass."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from lean_text import cli_check, lean_project, statements_of

from dgg.check.driver import CheckConfig, CheckResult, check_statement
from dgg.eval.witness_ints import _brackets, _comparisons
from dgg.lean.terms import parse_term

TEXT = """\
theorem add_one_pow_unbounded (x y : ℝ) (hy : 0 < y) : ∃ n : ℕ, x < (y + 1) ^ n := by sorry
theorem pow_near (x y : ℝ) (hx : 1 ≤ x) (hy : 1 < y) :
    ∃ n : ℕ, y ^ n ≤ x ∧ x < y ^ (n + 1) := by sorry
theorem zpow_Ico (x y : ℝ) (hx : 0 < x) (hy : 1 < y) :
    ∃ n : ℤ, x ∈ Set.Ico (y ^ n) (y ^ (n + 1)) := by sorry
theorem one_div_lt (ε : ℝ) (hε : 0 < ε) : ∃ n : ℕ, 1 / ((n : ℝ) + 1) < ε := by sorry
theorem pow_btwn (a b c : ℝ) (h : a < b * c) (hb₀ : 0 < b) (hb₁ : b ≤ 1) (hc₀ : 0 < c)
    (hc₁ : c < 1) : ∃ n : ℕ, a < c ^ n ∧ c ^ n < b := by sorry
theorem add_one_pow_unbounded_bad (x y : ℝ) (hy : -1 < y) :
    ∃ n : ℕ, x < (y + 1) ^ n := by sorry
theorem pow_near_bad (x y : ℝ) (hx : 1 ≤ x) (hy : 1 < y) :
    ∃ n : ℕ, y ^ n ≤ x ∧ x < y ^ n := by sorry
theorem zpow_Ioo_bad (x y : ℝ) (hx : 0 < x) (hy : 1 < y) :
    ∃ n : ℤ, x ∈ Set.Ioo (y ^ n) (y ^ n * y ^ n) := by sorry
"""

TRUE = {"add_one_pow_unbounded", "pow_near", "zpow_Ico", "one_div_lt", "pow_btwn"}
FALSE = {"add_one_pow_unbounded_bad", "pow_near_bad", "zpow_Ioo_bad"}
CFG = CheckConfig(trials=300, necessity=False)


@pytest.fixture(scope="module")
def results() -> dict[str, CheckResult]:
    stmts = statements_of(TEXT, "Arch.lean")
    return {n: check_statement(s, CFG) for n, s in stmts.items()}


def test_true_statements_pass(results: dict[str, CheckResult]) -> None:
    for name in TRUE:
        assert results[name].status == "passed", results[name].to_json()
        assert results[name].trials >= 100


def test_false_statements_never_pass(results: dict[str, CheckResult]) -> None:
    # an `∃` over ℕ/ℤ that no point witnesses cannot be refuted by finitely many points: it stays
    # suspect (with the instance), never a pass
    for name in FALSE:
        r = results[name]
        assert r.status == "suspect", r.to_json()
        assert r.evidence is not None and r.evidence["values"]


def test_comparisons_read_intervals_and_conjunctions() -> None:
    body = parse_term("x ∈ Set.Ico (y ^ n) (y ^ (n + 1)) ∧ 0 < n ∧ x = x")
    got = [f"{c.op}" for c in _comparisons(body, "n")]
    assert got == ["≤", "<", "<"]
    # a comparison without the bound variable gives no boundary
    assert _comparisons(parse_term("0 < x ∧ y < 1"), "n") == []


def test_brackets_reach_every_float_integer() -> None:
    nat, ints = _brackets("nat"), _brackets("int")
    assert nat[0] == 0 and nat[-1] == 2.0 ** 52 and np.all(np.diff(nat) > 0)
    assert ints[0] == -(2.0 ** 52) and np.all(np.diff(ints) > 0) and 0.0 in ints
    assert all(float(int(p)) == p for p in ints)  # integers, exactly


def test_far_witness_is_found_at_one_instance(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    # the witness of 10⁶ < 1.001 ^ n is n = 13 823, far past the grid's 1000
    folder = lean_project(tmp_path, "Far.lean", """\
theorem far (x y : ℝ) (hx : x = 1000000) (hy : y = 1 / 1000) : ∃ n : ℕ, x < (y + 1) ^ n := by
  sorry
theorem far_bad (x y : ℝ) (hx : x = 1000000) (hy : y = 1 / 1000) : ∃ n : ℕ, n < 13823 ∧ x < (y + 1) ^ n := by
  sorry
""")
    res = cli_check(folder, "Far.lean", capsys, "--trials", "50", "--jobs", "1", "--no-smt")
    assert res["far"]["status"] == "passed", res["far"]
    assert res["far_bad"]["status"] == "suspect", res["far_bad"]


def test_exact_arithmetic_keeps_its_grid() -> None:
    from dgg.eval.witness_ints import comparison_candidates

    class _Exact:
        class ops:
            exact = True

    assert comparison_candidates(_Exact(), parse_term("x < 2 ^ n"), "n", "nat",  # type: ignore[arg-type]
                                 None) == []  # type: ignore[arg-type]
