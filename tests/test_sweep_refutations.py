"""Proven Mathlib statements that a sweep of 804 files refuted or called vacuous (round thirteen),
each a reading error of dgg, in statements written after them:

* ``include a1 in theorem asq_pos : 0 < a * a`` (``Mathlib/NumberTheory/PellMatiyasevic.lean``):
  the ``include``d hypothesis ``a1 : 1 < a`` was dropped, and ``a = 0`` "refuted" it;
* ``[Field F] [Fintype F]`` (``FiniteField.isSquare_neg_one_iff``): ``F`` was sampled as ``Fin m``
  with its field structure ignored, and ``F := Fin 0`` "refuted" it;
* ``(h : …) : False`` (``ineq_pqr_contradiction``): unsatisfiable hypotheses are what the statement
  says, so it is ``proved``, not ``vacuous``.
"""

from __future__ import annotations

import pytest
from lean_text import statements_of

from dgg.check import DEFAULT_SMT_BUDGET
from dgg.check.driver import CheckConfig, CheckResult, check_statement

TEXT = """\
import Mathlib

section
variable {a : ℕ} (a1 : 1 < a)

include a1 in
theorem asq_pos : 0 < a * a := by sorry

theorem asq_pos_bad : 0 < a * a := by sorry
end

theorem isSquare_neg_one_iff {F : Type*} [Field F] [Fintype F] :
    IsSquare (-1 : F) ↔ Fintype.card F % 4 ≠ 3 := by sorry

theorem card_pos {V : Type*} [Fintype V] [Nonempty V] : 0 < Fintype.card V := by sorry

theorem ineq_contradiction {p q a b : ℕ} (hp : p ≠ 0) (hq : q ≠ 0) (hineq : p + q ≤ p * q)
    (hpa : p * a < a + b) (hqb : q * b < a + b) (hab : 0 < a + b) (h2 : p = 1) : False := by
  sorry

theorem not_a_contradiction_bad {p q : ℕ} (hp : p ≠ 0) (hq : q ≠ 0) : False := by sorry
"""


@pytest.fixture(scope="module")
def results() -> dict[str, CheckResult]:
    stmts = statements_of(TEXT, "Sweep.lean")
    cfg = CheckConfig(trials=200, necessity=False, smt_budget=DEFAULT_SMT_BUDGET)
    return {n: check_statement(s, cfg) for n, s in stmts.items()}


def test_an_included_hypothesis_is_read(results: dict[str, CheckResult]) -> None:
    assert results["asq_pos"].status in ("passed", "proved"), results["asq_pos"].to_json()
    # without `include`, Lean leaves `a1` out: the statement is false at a = 0
    bad = results["asq_pos_bad"]
    assert bad.status == "counterexample" and bad.counterexample == {"a": "0"}, bad.to_json()


def test_a_finite_field_is_not_a_finite_type(results: dict[str, CheckResult]) -> None:
    r = results["isSquare_neg_one_iff"]
    assert r.status == "not_translated", r.to_json()
    assert "[Field F]" in (r.reason or "")
    assert results["card_pos"].status in ("passed", "proved")


def test_a_contradiction_lemma_is_proved_not_vacuous(results: dict[str, CheckResult]) -> None:
    r = results["ineq_contradiction"]
    assert r.status == "proved", r.to_json()
    assert "the conclusion is False" in (r.reason or "")
    assert results["not_a_contradiction_bad"].status == "counterexample"
