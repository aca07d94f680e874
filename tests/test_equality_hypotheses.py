"""Equality hypotheses the sampler could not meet before, and now solves.

* ``Real.logb b x = 0``: the symbolic converter knows ``logb b x = log x / log b``, and the solver
  takes ``x`` (in the numerator) rather than ``b`` (only in a denominator, whose only "roots" are
  Lean's ``a / 0 = 0`` at ``b = 1``, which ``1 < b`` excludes). Mathlib's
  ``Real.eq_one_of_pos_of_logb_eq_zero`` was reported unsatisfiable.
* ``Real.exp x = Real.exp y``, solved for ``x``: its root is ``x = y``, which the float root
  (``y · (1 - 3e-8)`` at ``y = 1e-9``) missed; the conclusion ``x = y`` was then undecided on
  the root's interval and the true statement ``suspect``. The other variables' values are now
  candidate roots, verified on the Lean term like the others.
* ``(p, q, r) = (2, 4, 8)``: a tuple equality is split into its components, so the ℕ solver pins
  each one.
"""

from __future__ import annotations

import functools

import pytest
from lean_text import assert_verdict, statements_of

from dgg.check.driver import CheckConfig
from dgg.model.records import Statement

FAST = CheckConfig(trials=200, necessity=False)

LEAN = """
theorem logb_zero (b x : ℝ) (hb : 1 < b) (h₁ : 0 < x) (h₂ : Real.logb b x = 0) : x = 1 := by sorry
theorem logb_zero_bad (b x : ℝ) (hb : 1 < b) (h₂ : Real.logb b x = 0) : x = 1 := by sorry
theorem logb_half (b x : ℝ) (hb : 1 < b) (h₁ : 0 < x) (h₂ : Real.logb b x = 1 / 2) :
    x ^ 2 = b := by sorry
theorem exp_inj (x y : ℝ) (h : Real.exp x = Real.exp y) : x = y := by sorry
theorem exp_inj_bad (x y : ℝ) (h : Real.exp x = Real.exp y) : x = 2 * y := by sorry
theorem tuple_pin (p q r : ℕ) (h : (p, q, r) = (2, 4, 8)) : p * r = q ^ 2 := by sorry
theorem tuple_pin_bad (p q r : ℕ) (h : (p, q, r) = (2, 4, 8)) : p + r = 3 * q := by sorry
"""

EXPECTED = {
    "logb_zero": "passed", "logb_zero_bad": "counterexample", "logb_half": "passed",
    "exp_inj": "passed", "exp_inj_bad": "counterexample",
    "tuple_pin": "passed", "tuple_pin_bad": "counterexample",
}


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    return statements_of(LEAN, "EqualityHypotheses.lean")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdict(name: str) -> None:
    assert_verdict(_stmts()[name], FAST, EXPECTED[name])
