"""Statements of a Mathlib sweep that came out ``suspect`` although true (round thirteen), and the
false statements beside them:

* ``∀ k : ℤ, x ≠ (2 * k + 1) * π / 2`` (``Real.tan_add``) is decided exactly: every
  counterexample ``k`` meets ``x = (2 * k + 1) * π / 2``, so the integers at its root are every
  possible one (:func:`dgg.eval.witness.integer_candidates`);
* ``StrictMono sigmoid``, ``Function.Injective tanh``: a float tie at saturated grid points is no
  trial, and a float violation that exact arithmetic contradicts on the same grid points is
  rounding (:func:`dgg.eval.numsets.grid_values`);
* ``∃ p, Nat.Prime p ∧ p ∣ n ∧ Odd p``: the divisors of ``n`` are every possible witness
  (:func:`dgg.eval.witness_ints.divisor_candidates`), and ``A ∨ B`` is true where ``B`` is even
  when no grid point decides ``A`` (Kleene's logic in exact arithmetic);
* ``∃ a b, 0 ≤ a ∧ 0 ≤ b ∧ a + b = 1 ∧ a * x + b * y = z`` (``Convex.mem_Icc``): the outer
  witness solves both equations (:func:`dgg.eval.witness_nested.nested_roots`);
* ``tan (arcsin x) = x / √(1 - x ^ 2)`` (``Real.tan_arcsin``) at ``x > 1``: Lean's junk values make
  both sides 0, which the symbolic check sees once ``arcsin x`` is sympy's ``π / 2``.
"""

from __future__ import annotations

import numpy as np
import pytest
from lean_text import statements_of

from dgg.check.driver import CheckConfig, CheckResult, check_statement
from dgg.check.exact import COUNTEREXAMPLE, UNDECIDED, _holds_on_grid, to_exact, verify
from dgg.eval.evaluate import Evaluator
from dgg.eval.numsets import GridOnly
from dgg.sample.sampling import Sampler

TEXT = """\
import Mathlib
open Real

noncomputable def sig (x : ℝ) : ℝ := 1 / (1 + Real.exp (-x))

theorem tan_add' (x y : ℝ)
    (h : (∀ k : ℤ, x ≠ (2 * k + 1) * π / 2) ∧ ∀ l : ℤ, y ≠ (2 * l + 1) * π / 2) :
    tan (x + y) = (tan x + tan y) / (1 - tan x * tan y) := by sorry
theorem not_int_floor (x : ℝ) (h : ∀ k : ℤ, x ≠ k) : (Int.floor x : ℝ) < x := by sorry
theorem not_int_sq_bad (x : ℝ) (h : ∀ k : ℤ, x ≠ k) : x ^ 2 ≠ 1 / 4 := by sorry

theorem sig_strictMono : StrictMono sig := by sorry
theorem sig_injective : Function.Injective sig := by sorry
theorem tanh_inj : Function.Injective Real.tanh := by sorry
theorem exp_sat_strictMono : StrictMono (fun x : ℝ => 1 - Real.exp (-x)) := by sorry
theorem sq_strictMono_bad : StrictMono (fun x : ℝ => x ^ 2) := by sorry
theorem cubic_inj_bad : Function.Injective (fun x : ℝ => x ^ 3 - x) := by sorry
theorem sig_antitone_bad : Antitone sig := by sorry
theorem not_strictMono_sig_bad : ¬ StrictMono sig := by sorry

theorem odd_prime_or_pow (n : ℕ) :
    (∃ k : ℕ, n = 2 ^ k) ∨ ∃ p : ℕ, Nat.Prime p ∧ p ∣ n ∧ Odd p := by sorry
theorem int_div (m : ℤ) (h : m ≠ 0) : ∃ d : ℤ, d ∣ m ∧ d < 0 := by sorry
theorem eq_one_iff (n : ℕ) : n = 1 ↔ ∀ p : ℕ, Nat.Prime p → ¬ p ∣ n := by sorry
theorem dvd_choose_pow_iff (p n k : ℕ) (hp : Nat.Prime p) :
    p ∣ (p ^ n).choose k ↔ k ≠ 0 ∧ k ≠ p ^ n := by sorry
theorem dvd_choose_pow_iff_bad (p n k : ℕ) (hp : Nat.Prime p) :
    p ∣ (p ^ n).choose k ↔ k ≠ 0 := by sorry
theorem eq_one_iff_bad (n : ℕ) : n = 1 ↔ ∀ p : ℕ, Nat.Prime p → ¬ p ∣ n * n + 1 := by sorry
theorem odd_prime_bad (n : ℕ) (h : 2 < n) : ∃ p : ℕ, Nat.Prime p ∧ p ∣ n ∧ Odd p := by sorry
theorem big_prime_factor_bad (n : ℕ) (h : 1 < n) :
    ∃ p : ℕ, Nat.Prime p ∧ p ∣ n ∧ 3 < p := by sorry
theorem int_div_bad (m : ℤ) (h : m ≠ 0) : ∃ d : ℤ, d ∣ m ∧ 1 < d := by sorry
theorem and_undecided_bad (x : ℝ) (h : 0 < x) : (∀ y : ℝ, y ^ 2 + x > 0) ∧ x < 0 := by sorry

theorem tan_arcsin (x : ℝ) : Real.tan (Real.arcsin x) = x / Real.sqrt (1 - x ^ 2) := by sorry
theorem tan_arcsin_bad (x : ℝ) : Real.tan (Real.arcsin x) = x / Real.sqrt (1 + x ^ 2) := by
  sorry

theorem segment_Icc (x y z : ℝ) (h : x ≤ y) :
    z ∈ Set.Icc x y ↔ ∃ a b : ℝ, 0 ≤ a ∧ 0 ≤ b ∧ a + b = 1 ∧ a * x + b * y = z := by sorry
theorem segment_fwd (x y z : ℝ) (h : x ≤ y) (hz : z ∈ Set.Icc x y) :
    ∃ a b : ℝ, 0 ≤ a ∧ 0 ≤ b ∧ a + b = 1 ∧ a * x + b * y = z := by sorry
"""

TRUE = {"tan_add'", "not_int_floor", "sig_strictMono", "sig_injective", "tanh_inj",
        "exp_sat_strictMono", "odd_prime_or_pow", "int_div", "segment_Icc", "segment_fwd",
        "tan_arcsin", "eq_one_iff", "dvd_choose_pow_iff"}
REFUTED = {"not_int_sq_bad", "sq_strictMono_bad", "cubic_inj_bad", "sig_antitone_bad",
           "odd_prime_bad", "big_prime_factor_bad", "int_div_bad", "and_undecided_bad",
           "tan_arcsin_bad", "eq_one_iff_bad", "dvd_choose_pow_iff_bad"}
CFG = CheckConfig(trials=300, necessity=False, smt_budget=0)


@pytest.fixture(scope="module")
def stmts() -> dict:
    return statements_of(TEXT, "Sweep.lean")


@pytest.fixture(scope="module")
def results(stmts: dict) -> dict[str, CheckResult]:
    return {n: check_statement(stmts[n], CFG) for n in TRUE | REFUTED | {"not_strictMono_sig_bad"}}


@pytest.mark.parametrize("name", sorted(TRUE))
def test_true_statements_pass(results: dict[str, CheckResult], name: str) -> None:
    r = results[name]
    assert r.status == "passed", r.to_json()
    assert r.trials > 0


@pytest.mark.parametrize("name", sorted(REFUTED))
def test_false_statements_are_refuted_with_a_certificate(results: dict[str, CheckResult],
                                                         name: str) -> None:
    r = results[name]
    assert r.status == "counterexample", r.to_json()


def test_counterexamples_are_the_expected_ones(results: dict[str, CheckResult]) -> None:
    assert results["not_int_sq_bad"].counterexample == {"x": "1/2"}
    assert results["odd_prime_bad"].counterexample is not None
    n = int(results["odd_prime_bad"].counterexample["n"])
    assert n > 2 and n & (n - 1) == 0  # a power of two: no odd prime divides it


def test_a_float_tie_never_passes_a_false_statement(results: dict[str, CheckResult]) -> None:
    # `¬ StrictMono sig` is false; in floats sig 40 = sig 50 = 1.0 made it "true" at every trial.
    # A tie within rounding is no trial, and exact arithmetic cannot certify StrictMono from
    # finitely many points: no trial at all, never a pass nor a counterexample
    r = results["not_strictMono_sig_bad"]
    assert r.status not in ("passed", "counterexample"), r.to_json()
    assert r.trials == 0


def test_a_cached_value_keeps_its_nonfinite_mark(stmts: dict) -> None:
    # the evaluator shares top-level applications between evaluations of the same arrays; the
    # second evaluation must still see that the first compared values within rounding
    s = stmts["sig_strictMono"]
    ev = Evaluator(s)
    inst = Sampler(ev, {}).draw({}, 4, np.random.default_rng(0))
    assert s.conclusion is not None
    ev.margin(s.conclusion, inst)
    _, fin = ev.truth_finite(s.conclusion, inst)
    assert not fin.any()


def test_grid_values_never_reach_the_evaluators_cache(stmts: dict) -> None:
    s = stmts["not_strictMono_sig_bad"]
    ev = Evaluator(s)
    inst = to_exact(ev, Sampler(ev, {}).draw({}, 1, np.random.default_rng(0)))
    assert s.conclusion is not None
    with pytest.raises(GridOnly):
        ev.truth(s.conclusion, inst)
    assert _holds_on_grid(ev, inst) is False  # ¬ (true on the grid points)
    for _ in range(2):  # and the property itself stays undecided afterwards
        assert verify(ev, inst) == UNDECIDED
    assert verify(Evaluator(stmts["sq_strictMono_bad"]), inst) == COUNTEREXAMPLE
