"""Issue 15 after the soundness work: statements restating proven Mathlib facts that used to come
out ``suspect`` (a false alarm on a proven statement), with their false variants, which must still
be certified counterexamples; and the constructs added for coverage, each with the verdict
`dgg check` must give (true ones ``passed``, false ones ``counterexample``, never the reverse)."""

from __future__ import annotations

import functools
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from lean_text import recheck

from dgg.check.driver import CheckConfig, check_statement
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, Undecidable
from dgg.lean.terms import parse_term
from dgg.model.records import Statement, Variable
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
FAST = CheckConfig(trials=300, necessity=False)

LEAN = """
open Real
-- `Real.tan = sin / cos` with Lean's `x / 0 = 0`: intervals cannot divide by an enclosure of
-- `cos (π / 2)`; the relation is then decided on sympy numbers, where `cos (π / 2) = 0`
theorem tan_half_pi : tan (π / 2) = 0 := by sorry
theorem tan_half_pi_bad : tan (π / 2) = 1 := by sorry
theorem tan_half_pi_sub (x : ℝ) : tan (π / 2 - x) = (tan x)⁻¹ := by sorry
theorem tan_half_pi_sub_bad (x : ℝ) : tan (π / 2 - x) = tan x := by sorry
-- `∃ n : ℤ` pinned by an equation affine in `n`: every possible witness is evaluated
theorem cos_one_iff (x : ℝ) : cos x = 1 ↔ ∃ n : ℤ, (n : ℝ) * (2 * π) = x := by sorry
theorem half_not_int (x : ℝ) (h : x = 5 / 2) : ¬ ∃ n : ℤ, (n : ℝ) = x := by sorry
theorem pos_is_nat_bad (x : ℝ) (h : 0 < x) : ∃ n : ℕ, (n : ℝ) = x := by sorry
theorem even_or_odd (m : ℕ) : ∃ n : ℕ, 2 * n = m ∨ 2 * n + 1 = m := by sorry
theorem all_even_bad (m : ℕ) : ∃ n : ℕ, 2 * n = m := by sorry
theorem forall_pinned (m : ℤ) : ∀ n : ℤ, 2 * n = m → n * 2 = m := by sorry
theorem forall_pinned_bad (m : ℤ) : ∀ n : ℤ, 3 * n = m → n = m := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Cover.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


EXPECTED = {
    "tan_half_pi": "passed", "tan_half_pi_bad": "counterexample",
    "tan_half_pi_sub": "passed", "tan_half_pi_sub_bad": "counterexample",
    "cos_one_iff": "passed", "half_not_int": "passed", "pos_is_nat_bad": "counterexample",
    "even_or_odd": "passed", "all_even_bad": "counterexample",
    "forall_pinned": "passed", "forall_pinned_bad": "counterexample",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdict(name: str) -> None:
    r = check_statement(_stmts()[name], FAST)
    assert r.status == EXPECTED[name], r.to_json()
    if r.status == "counterexample":
        assert r.counterexample is not None
        recheck(_stmts()[name], r.counterexample)


def _exact(concl: str, binders: dict[str, str], vals: dict[str, Fraction]) -> bool:
    variables = [Variable(n, parse_term(t), t, "explicit") for n, t in binders.items()]
    st = Statement("T", "theorem", "<t>", 1, 1, variables, [], [], parse_term(concl), concl,
                   defs={}, opens=["Real"])
    ev = Evaluator(st)
    v = {k: np.array([x], dtype=object) for k, x in vals.items()}
    return bool(ev.truth(st.conclusion, Instance({}, v, 1, exact=True))[0])


def test_integer_existential_decided_exactly() -> None:
    # the only real solution of n * 2π = x is x / 2π; no integer lies in its enclosure
    assert not _exact("∃ n : ℤ, (n : ℝ) * (2 * π) = x", {"x": "ℝ"}, {"x": Fraction(1, 10 ** 9)})
    assert _exact("∃ n : ℤ, (n : ℝ) * 2 = x", {"x": "ℝ"}, {"x": Fraction(-246)})
    assert not _exact("∃ n : ℕ, (n : ℝ) * 2 = x", {"x": "ℝ"}, {"x": Fraction(-246)})
    # the witness is a large integer outside the grid: found at the equation's root
    assert _exact("∃ n : ℤ, 3 * n + 1 = m", {"m": "ℤ"}, {"m": Fraction(3 * 10 ** 7 + 1)})


@pytest.mark.parametrize("concl", [
    "∃ n : ℤ, (n : ℝ) ^ 2 = x",            # not affine in n: the grid only
    "∃ n : ℕ, n - 3 = m",                   # ℕ subtraction truncates: not affine
    "∃ n : ℤ, n / 2 = m",                   # ℤ division floors: not affine
])
def test_integer_existential_not_pinned_stays_undecided(concl: str) -> None:
    binders = {"x": "ℝ"} if "x" in concl else {"m": "ℤ" if "ℤ" in concl else "ℕ"}
    vals = {k: Fraction(10 ** 6 + 1, 7 if k == "x" else 1) for k in binders}
    with pytest.raises(Undecidable):
        _exact(concl, binders, vals)


# ------------------------------------------------------------------ coverage constructs (issue 15)
LEAN2 = """
open Real
theorem young (a b p q : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hpq : p.HolderConjugate q) :
    a * b ≤ a ^ p / p + b ^ q / q := by sorry
theorem young_bad (a b p q : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hpq : p.HolderConjugate q) :
    a * b ≤ a ^ p / p := by sorry
theorem holder_gt_one (p q : ℝ) (h : Real.HolderConjugate p q) : 1 < p ∧ 1 < q := by sorry
theorem holder_triple (p q r : ℝ) (h : p.HolderTriple q r) : r < p := by sorry
theorem holder_triple_bad (p q r : ℝ) (h : p.HolderTriple q r) : q < p := by sorry
theorem nat_sum (a b : ℕ) (h : a + b = 10) : a * b ≤ 25 := by sorry
theorem nat_sum_bad (a b : ℕ) (h : a + b = 10) : a * b ≤ 20 := by sorry
theorem nat_sq (n : ℕ) (h : n ^ 2 = 49) : n = 7 := by sorry
theorem int_sq_bad (n : ℤ) (h : n ^ 2 = 49) : n = 7 := by sorry
theorem int_odd (k n : ℤ) (h : 2 * k + 1 = n) : n % 2 = 1 := by sorry
theorem int_big (n : ℕ) (h : n ^ 2 = 1000000) : n < 1000 := by sorry
theorem mono_fn (f : ℝ → ℝ) (hf : Monotone f) (x y : ℝ) (h : x ≤ y) : f x ≤ f y := by sorry
theorem mono_fn_bad (f : ℝ → ℝ) (hf : Monotone f) (x y : ℝ) (h : x ≤ y) : f x < f y := by sorry
theorem anti_fn_bad (f : ℝ → ℝ) (hf : Antitone f) (x : ℝ) : f x ≤ f (x + 1) := by sorry
theorem pos_fn (f : ℝ → ℝ) (hf : ∀ x, 0 < f x) (x : ℝ) : 0 < f x + f (x + 1) := by sorry
theorem pos_fn_bad (f : ℝ → ℝ) (hf : ∀ x, 0 < f x) (x : ℝ) : 1 < f x := by sorry
theorem add_fn (f : ℝ → ℝ) (hf : ∀ x y, f (x + y) = f x + f y) : f 0 = 0 := by sorry
theorem add_fn_bad (f : ℝ → ℝ) (hf : ∀ x y, f (x + y) = f x + f y) : f 1 = 1 := by sorry
theorem free_fn_bad (f : ℝ → ℝ) (h : f 0 = 1) : f 1 = 1 := by sorry
theorem free_fn (f : ℝ → ℝ) (h0 : f 0 = 1) (h1 : f 1 = 1) : f 0 = f 1 := by sorry
theorem deriv_fn (f : ℝ → ℝ) (hf : ∀ x, f x ^ 2 = 1) : f 0 = 1 ∨ f 0 = -1 := by sorry
theorem two_kinds (f : ℝ → ℝ) (hf : Monotone f) (hp : ∀ x, 0 < f x) : 0 < f 0 := by sorry
theorem mono_spelled (f : ℝ → ℝ) (hf : ∀ ⦃x y⦄, x ≤ y → f x ≤ f y) (a : ℝ) :
    f a ≤ f (a + 1) := by sorry
theorem mono_spelled_bad (f : ℝ → ℝ) (hf : ∀ ⦃x y⦄, x ≤ y → f x ≤ f y) (a : ℝ) :
    f (a + 1) ≤ f a := by sorry
theorem pos_lt_one_bad (f : ℝ → ℝ) (hf : ∀ x, 0 < f x) : ∀ x, f x < 1 := by sorry
theorem pi_nonneg (f : ℝ → ℝ) (hf : 0 ≤ f) : ∀ x, 0 ≤ f x ^ 3 := by sorry
theorem pi_nonneg_bad (f : ℝ → ℝ) (hf : f ≥ 0) : ∀ x, 0 < f x + f (x + 1) := by sorry
theorem pi_pos_exists (f : ℝ → ℝ) (hf : 0 < f) : ∃ x, 0 < f x := by sorry
theorem pi_pos_bad (f : ℝ → ℝ) (hf : f > 0) : ∀ x, f x > 0 := by sorry
theorem pi_le (f g : ℝ → ℝ) (h : f ≤ g) : ∀ x, f x ≤ g x := by sorry
theorem pi_lt_bad (f g : ℝ → ℝ) (h : f < g) : ∀ x, f x < g x := by sorry
theorem pi_lt_exists (f g : ℝ → ℝ) (h : g > f) : ∃ x, f x < g x := by sorry
theorem pi_chain_bad (f g k : ℝ → ℝ) (h1 : f ≤ g) (h2 : g ≤ k) : f 1 < k 1 := by sorry
theorem pi_above_mono (f g : ℝ → ℝ) (h : g ≥ f) (hf : Monotone f) : f 0 ≤ g 1 := by sorry
theorem pi_cycle (f g : ℝ → ℝ) (h1 : f ≤ g) (h2 : g ≤ f) : f 1 = g 1 := by sorry
theorem seq_mono (a : ℕ → ℝ) (ha : Monotone a) : a 1 ≤ a 5 := by sorry
theorem seq_mono_bad (a : ℕ → ℝ) (ha : Monotone a) : a 1 < a 5 := by sorry
theorem seq_pos_bad (a : ℕ → ℝ) (ha : ∀ n, 0 < a n) : a 3 ≤ a 4 := by sorry
theorem seq_le (a b : ℕ → ℝ) (h : a ≤ b) : ∀ n, a n ≤ b n := by sorry
theorem seq_spelled (a : ℕ → ℝ) (h : ∀ n m : ℕ, n ≤ m → a n ≤ a m) : a 0 ≤ a 7 := by sorry
theorem seq_rec_bad (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n) : a 3 = 9 := by sorry
namespace Real
-- `log` is `Real.log` inside `namespace Real`: the equality `log x = 0` is solved (x = 1)
theorem log_eq_zero_one (x : ℝ) (h₁ : 0 < x) (h₂ : log x = 0) : x = 1 := by sorry
theorem log_eq_zero_bad (x : ℝ) (h₁ : 0 < x) (h₂ : log x = 0) : x = 2 := by sorry
end Real
namespace Nat
-- untyped bound variables typed by their use, as Lean elaborates them
theorem factorial_pos' : ∀ n, 0 < n ! := by sorry
theorem choose_pos' : ∀ {n k}, k ≤ n → 0 < choose n k := by sorry
theorem choose_pos_bad : ∀ {n k}, k ≤ n + 1 → 0 < choose n k := by sorry
end Nat
"""


@functools.lru_cache(maxsize=1)
def _stmts2() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Cover2.lean"
        p.write_text(LEAN2, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


EXPECTED2 = {
    "young": "passed", "young_bad": "counterexample", "holder_gt_one": "passed",
    "holder_triple": "passed", "holder_triple_bad": "counterexample",
    "nat_sum": "passed", "nat_sum_bad": "counterexample", "nat_sq": "passed",
    "int_sq_bad": "counterexample", "int_odd": "passed", "int_big": "counterexample",
    "mono_fn": "passed", "mono_fn_bad": "counterexample", "anti_fn_bad": "counterexample",
    "pos_fn": "passed", "pos_fn_bad": "counterexample", "add_fn": "passed",
    "add_fn_bad": "counterexample", "free_fn_bad": "counterexample", "free_fn": "passed",
    # not sampled: an assumption of another shape, two assumptions of different kinds
    "deriv_fn": "not_translated", "two_kinds": "not_translated",
    "mono_spelled": "passed", "mono_spelled_bad": "counterexample",
    "pos_lt_one_bad": "counterexample", "Nat.factorial_pos'": "passed",
    # the order of functions, pointwise (Pi.le_def, Pi.lt_def): `0 < f` admits `|x|`
    "pi_nonneg": "passed", "pi_nonneg_bad": "counterexample", "pi_pos_exists": "passed",
    "pi_pos_bad": "counterexample", "pi_le": "passed", "pi_lt_bad": "counterexample",
    "pi_lt_exists": "passed", "pi_chain_bad": "counterexample",
    "pi_above_mono": "passed", "pi_cycle": "not_translated",
    # real sequences from the same families at (n : ℝ); a recurrence still pins its sequence
    "seq_mono": "passed", "seq_mono_bad": "counterexample", "seq_pos_bad": "counterexample",
    "seq_le": "passed", "seq_spelled": "passed", "seq_rec_bad": "counterexample",
    "Nat.choose_pos'": "passed", "Nat.choose_pos_bad": "counterexample",
    "Real.log_eq_zero_one": "passed", "Real.log_eq_zero_bad": "counterexample",
}


@pytest.mark.parametrize("name", sorted(EXPECTED2))
def test_coverage_construct_verdict(name: str) -> None:
    r = check_statement(_stmts2()[name], FAST)
    assert r.status == EXPECTED2[name], r.to_json()
    if r.status == "counterexample":
        assert r.counterexample is not None
        recheck(_stmts2()[name], r.counterexample)


def test_unsupported_function_assumption_names_the_hypothesis() -> None:
    r = check_statement(_stmts2()["deriv_fn"], FAST)
    assert "hypothesis hf constrains f" in (r.reason or "")
    r = check_statement(_stmts2()["two_kinds"], FAST)
    assert "at once" in (r.reason or "")


def test_holder_conjugate_is_a_hypothesis_not_malformed() -> None:
    s = _stmts2()["young"]
    assert [h.name for h in s.hypotheses] == ["ha", "hb", "hpq"]
    assert s.parsed


def test_function_counterexample_meets_the_assumption() -> None:
    # the certified f is monotone by construction: its slope parameters are nonnegative
    r = check_statement(_stmts2()["mono_fn_bad"], FAST)
    ce = r.counterexample or {}
    for k in ("f₁", "f₂", "f₃", "f₅"):
        assert Fraction(ce[k]) >= 0, ce


def test_pi_positive_function_is_not_the_zero_member() -> None:
    # `0 < f` (Pi.lt_def: `0 ≤ f ∧ ∃ x, 0 < f x`): the certified f is nonnegative and not zero
    r = check_statement(_stmts2()["pi_pos_bad"], FAST)
    ce = {k: Fraction(v) for k, v in (r.counterexample or {}).items()}
    assert min(ce["f₀"], ce["f₁"], ce["f₂"]) >= 0 and ce["f₀"] + ce["f₁"] + ce["f₂"] > 0, ce


@pytest.mark.parametrize("concl, binders, vals, want", [
    ("Real.sqrtTwoAddSeries x 0 = x", {"x": "ℝ"}, {"x": Fraction(5, 3)}, True),
    ("Real.sqrtTwoAddSeries 0 1 = √2", {}, {}, True),
    ("Real.sqrtTwoAddSeries 0 2 = 2", {}, {}, False),
    ("Real.sqrtTwoAddSeries (-3) 1 = 0", {}, {}, True),  # Lean's √ of a negative is 0
    ("Nat.multichoose 3 2 = 6 ∧ Nat.multichoose 0 0 = 1 ∧ Nat.multichoose 0 2 = 0", {}, {}, True),
    ("Nat.log 2 8 = 3 ∧ Nat.log 2 7 = 2 ∧ Nat.log 1 5 = 0 ∧ Nat.log 5 0 = 0", {}, {}, True),
    ("Nat.clog 2 9 = 4 ∧ Nat.clog 2 8 = 3 ∧ Nat.clog 2 1 = 0 ∧ Nat.log2 1024 = 10", {}, {}, True),
    ("IsSquare n", {"n": "ℕ"}, {"n": 49}, True),
    ("IsSquare n", {"n": "ℤ"}, {"n": -4}, False),
    ("IsSquare n", {"n": "ℕ"}, {"n": 50}, False),
])
def test_more_mathlib_functions(concl: str, binders: dict, vals: dict, want: bool) -> None:
    assert _exact(concl, binders, vals) is want


@pytest.mark.parametrize("concl, binders", [
    ("Nat.log 2 x = 0", {"x": "ℝ"}),     # a real argument: not Nat.log (Real.log shares `log`)
    ("IsSquare x", {"x": "ℝ"}),          # IsSquare in a field: not translated
])
def test_integer_functions_refuse_reals(concl: str, binders: dict) -> None:
    with pytest.raises(NotTranslated):
        _exact(concl, binders, {k: Fraction(3) for k in binders})


LEAN3 = """
theorem holder_no_arg (p q : ℝ) (h : p.HolderConjugate) : p = q := by sorry
theorem holder_ennreal (p q : ℝ≥0∞) (h : p.HolderConjugate q) : p = q := by sorry
theorem nat_log_partial (n : ℕ) : Nat.log 2 = Nat.log 2 := by sorry
theorem fn_nat (f : ℕ → ℕ) (hf : Monotone f) : f 0 ≤ f 1 := by sorry
"""


@pytest.mark.parametrize("name", ["holder_no_arg", "holder_ennreal", "nat_log_partial",
                                  "fn_nat"])
def test_valid_but_unsupported_is_not_translated(name: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Unsupported.lean"
        p.write_text(LEAN3, encoding="utf-8")
        _, ss = load([p], ROOT)
    r = check_statement({s.name: s for s in ss}[name], FAST)
    assert r.status == "not_translated", r.to_json()
    assert r.reason


@pytest.mark.parametrize("text", ["p.HolderConjugate q +", "Nat.log 2 (8", "Monotone f ∧"])
def test_malformed_new_constructs_are_malformed(text: str) -> None:
    from dgg.lean.terms import LeanSyntaxError

    with pytest.raises(LeanSyntaxError):
        parse_term(text)
