"""The order on functions of a finite type is Mathlib's Pi order (issue 25): ``a ≤ b`` at every
entry (``Pi.le_def``), and ``a < b`` iff ``a ≤ b`` and ``a i < b i`` at SOME entry (``Pi.lt_def``,
Mathlib/Order/Basic.lean), not at every entry. Reading ``<`` entrywise refuted the true
``a ≤ b → a 0 < b 0 → a < b`` (certificate ``a = ![0, 0], b = ![1/2, 0]``) and hid the
counterexamples of ``a > 0 → a 0 * a 1 * a 2 > 0`` (an entry may be 0)."""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

import pytest
from lean_text import recheck

from dgg.check.driver import CheckConfig, check_statement
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
FAST = CheckConfig(trials=200, necessity=False)

LEAN = """
theorem pi_lt_of_le (a b : Fin 2 → ℝ) (h : a ≤ b) (h2 : a 0 < b 0) : a < b := by sorry
theorem pi_lt_not_everywhere_bad (a b : Fin 2 → ℝ) (h : a < b) : a 1 < b 1 := by sorry
theorem pi_lt_somewhere (a b : Fin 3 → ℝ) (h : a < b) : a 0 < b 0 ∨ a 1 < b 1 ∨ a 2 < b 2 := by
  sorry
theorem pi_pos_prod_bad (a : Fin 3 → ℝ) (ha : a > 0) : a 0 * a 1 * a 2 > 0 := by sorry
theorem pi_pos_nonneg (a : Fin 3 → ℝ) (ha : 0 < a) : 0 ≤ a 0 + a 1 + a 2 := by sorry
theorem pi_le_pointwise (a b : Fin 2 → ℝ) (h : a ≤ b) : a 0 ≤ b 0 := by sorry
theorem pi_lt_irrefl_bad (a : Fin 2 → ℝ) : a < a + 0 ∨ a 0 < 0 := by sorry
"""

EXPECTED = {
    "pi_lt_of_le": "passed", "pi_lt_not_everywhere_bad": "counterexample",
    "pi_lt_somewhere": "passed", "pi_pos_prod_bad": "counterexample",
    "pi_pos_nonneg": "passed", "pi_le_pointwise": "passed",
    "pi_lt_irrefl_bad": "counterexample",
}


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "PiOrder.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_pi_order_verdict(name: str) -> None:
    r = check_statement(_stmts()[name], FAST)
    assert r.status == EXPECTED[name], r.to_json()
    if r.status == "counterexample":
        assert r.counterexample is not None
        recheck(_stmts()[name], r.counterexample)
