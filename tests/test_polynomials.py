"""Polynomials over ℤ ℚ ℝ (issue 25, item 6; :mod:`dgg.polynomials`): a variable ``p : R[X]``
pinned by ``p = e`` is its exact coefficient list, and ``eval``, ``coeff``, ``natDegree``,
``degree`` (against a numeral), ``leadingCoeff``, ``derivative`` and ``roots`` (``∈``, ``card``,
``toFinset.card``, ``sum``) become numbers or propositions with Mathlib's conventions
(``natDegree 0 = 0``, ``degree 0 = ⊥``, ``roots 0 = 0``, roots in the coefficient ring with
multiplicity). Everything else about a polynomial is ``not_translated`` with its position."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

import dgg.cli as cli

#: verdicts of a true statement: sampling's `passed`, or `proved` by the decision tier (issue 24)
TRUE_VERDICTS = ("passed", "proved")

TEXT = """\
import Mathlib
open Polynomial

theorem q_roots_empty (p : ℚ[X]) (hp : p = X ^ 2 - 2) : p.roots.card = 0 := by sorry
theorem q_roots_two_bad (p : ℚ[X]) (hp : p = X ^ 2 - 2) : p.roots.card = 2 := by sorry
theorem q_mem_bad (p : ℚ[X]) (hp : p = X ^ 2 - 2) : ∃ q : ℚ, q ∈ p.roots := by sorry
theorem r_roots_two (p : ℝ[X]) (hp : p = X ^ 2 - 2) : p.roots.card = 2 := by sorry
theorem z_roots_half (p : ℤ[X]) (hp : p = 2 * X - 1) : p.roots.card = 0 := by sorry
theorem q_roots_half (p : ℚ[X]) (hp : p = 2 * X - 1) : p.roots.card = 1 := by sorry
theorem mult (p : ℝ[X]) (hp : p = (X - 1) ^ 2 * (X + 2)) : p.roots.card = 3 := by sorry
theorem distinct (p : ℝ[X]) (hp : p = (X - 1) ^ 2 * (X + 2)) : p.roots.toFinset.card = 2 := by sorry
theorem vieta (p : ℝ[X]) (hp : p = (X - 1) ^ 2 * (X + 2)) : p.roots.sum = 0 := by sorry
theorem vieta_bad (p : ℝ[X]) (hp : p = (X - 1) ^ 2 * (X + 2)) : p.roots.sum = 1 := by sorry
theorem cancel_deg (p : ℝ[X]) (hp : p = X ^ 2 + 3 * X - X ^ 2) : p.natDegree = 1 := by sorry
theorem cancel_deg_bad (p : ℝ[X]) (hp : p = X ^ 2 + 3 * X - X ^ 2) : p.natDegree = 2 := by sorry
theorem sym_deg_bad (a : ℝ) (p : ℝ[X]) (hp : p = C a * X ^ 2 + X) : p.natDegree = 2 := by sorry
theorem sym_deg (a : ℝ) (ha : a ≠ 0) (p : ℝ[X]) (hp : p = C a * X ^ 2 + X) : p.natDegree = 2 := by sorry
theorem deg_zero_mid (a : ℝ) (ha : a = 0) (p : ℝ[X]) (hp : p = C a * X ^ 2 + 1) : p.natDegree = 0 := by sorry
theorem deg_zero_mid_bad (a : ℝ) (p : ℝ[X]) (hp : p = C a * X ^ 2 + 1) : p.natDegree = 0 := by sorry
theorem nat_arg (n : ℕ) (p : ℤ[X]) (hp : p = X - 5) : p.eval n ≥ -5 := by sorry
theorem nat_arg_sub_bad (n : ℕ) (p : ℤ[X]) (hp : p = X) : p.eval (n - 1) ≥ 0 := by sorry
theorem nat_arg_sub (n : ℕ) (p : ℤ[X]) (hp : p = X) : p.eval (n - 1) ≥ -1 := by sorry
theorem eval_order (x : ℝ) (p : ℝ[X]) (hp : p = X ^ 2 + 1) : Polynomial.eval x p ≥ 1 := by sorry
theorem eval_order_bad (x : ℝ) (p : ℝ[X]) (hp : p = X ^ 2 + 1) : Polynomial.eval x p ≥ 2 := by sorry
theorem zero_deg : (0 : ℝ[X]).degree < 0 := by sorry
theorem zero_deg_bad : (0 : ℝ[X]).degree = 0 := by sorry
theorem zero_natdeg : Polynomial.natDegree (0 : ℝ[X]) = 0 := by sorry
theorem zero_roots : (0 : ℚ[X]).roots.card = 0 := by sorry
theorem deriv_eval (p : ℝ[X]) (hp : p = X ^ 3) : (derivative p).eval 2 = 12 := by sorry
theorem deriv_eval_bad (p : ℝ[X]) (hp : p = X ^ 3) : (derivative p).eval 2 = 8 := by sorry
theorem lead (p : ℤ[X]) (hp : p = 3 * X ^ 2 - X ^ 2 + X) : p.leadingCoeff = 2 := by sorry
theorem coeff_gap (p : ℤ[X]) (hp : p = X ^ 3 + 1) : p.coeff 2 = 0 ∧ p.coeff 7 = 0 := by sorry
theorem mem_sym (a : ℝ) (p : ℝ[X]) (hp : p = X - C a) : a ∈ p.roots := by sorry
theorem mem_zero_bad (a : ℝ) (p : ℝ[X]) (hp : p = C a * X) : (1 : ℝ) ∈ p.roots := by sorry
theorem mem_zero_trap (a : ℝ) (ha : a = 0) (p : ℝ[X]) (hp : p = C a * X) : (1 : ℝ) ∉ p.roots := by sorry
theorem dvd_eval (p : ℤ[X]) (hp : p = X ^ 3 - X) : ∀ n : ℤ, 6 ∣ p.eval n := by sorry
theorem dvd_eval_bad (p : ℤ[X]) (hp : p = X ^ 3 - X) : ∀ n : ℤ, 12 ∣ p.eval n := by sorry
theorem shadow_x (X : ℝ) (h : X = 2) : X ^ 2 = 4 := by sorry
theorem shadow_bound : ∀ C : ℝ, C ^ 2 ≥ 0 := by sorry
theorem free_poly (p : ℝ[X]) : p.eval 0 = p.coeff 0 := by sorry
theorem var_index (n : ℕ) (p : ℝ[X]) (hp : p = X) : p.coeff n ≤ 1 := by sorry
theorem complex_poly (p : Polynomial ℂ) (hp : p = X) : p.eval 0 = 0 := by sorry
theorem poly_eq (p q : ℝ[X]) (hp : p = X) (hq : q = X) : p = q := by sorry
theorem sym_roots (a : ℝ) (p : ℝ[X]) (hp : p = X - C a) : p.roots.card = 1 := by sorry
theorem two_roots_bad (a b : ℝ) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) :
    p.roots.toFinset.card = 2 := by sorry
theorem two_roots (a b : ℝ) (hab : a ≠ b) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) :
    p.roots.toFinset.card = 2 := by sorry
theorem two_roots_card (a b : ℝ) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) : p.roots.card = 2 := by sorry
theorem two_roots_sum (a b : ℝ) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) : p.roots.sum = a + b := by sorry
theorem quad_sym (a : ℝ) (p : ℝ[X]) (hp : p = X ^ 2 - C a) : p.roots.card = 2 := by sorry
theorem zero_sym (a : ℝ) (p : ℝ[X]) (hp : p = C a * (X - 1)) : p.roots.card = 1 := by sorry
theorem int_half (a : ℤ) (p : ℤ[X]) (hp : p = 2 * X - C a) : p.roots.card = 1 := by sorry
theorem eval_C (a : ℝ) : (C a * X ^ 2).eval 2 = 4 * a := by sorry
theorem eval_C_bad (a : ℝ) : (C a * X ^ 2).eval 2 = 2 * a := by sorry
theorem s1 (p : ℝ[X]) : p.eval 0 = p.coeff 0 := by sorry
theorem s1_bad (p : ℝ[X]) : p.eval 1 = p.coeff 0 := by sorry
theorem s2 (p : ℤ[X]) (h : p.natDegree = 2) : p.coeff 2 ≠ 0 := by sorry
theorem s3_bad (p : ℚ[X]) : p.natDegree ≤ 1 := by sorry
theorem s4 (p : ℝ[X]) (x : ℝ) (h : x ∈ p.roots) : p.eval x = 0 := by sorry
theorem s5_bad (p : ℝ[X]) (x : ℝ) (h : p.eval x = 0) : x ∈ p.roots := by sorry
theorem s6 (p : ℝ[X]) : (derivative p).eval 0 = p.coeff 1 := by sorry
theorem s7 (p : ℝ[X]) : p.roots.card ≤ p.natDegree := by sorry
theorem s8 (p : ℝ[X]) (p₀ : ℝ) : p.eval 0 = p₀ := by sorry
"""

TRUE = {"q_roots_empty", "r_roots_two", "z_roots_half", "q_roots_half", "mult", "distinct",
        "vieta", "cancel_deg", "sym_deg", "deg_zero_mid", "nat_arg", "nat_arg_sub",
        "eval_order", "zero_deg", "sym_roots", "free_poly", "zero_natdeg", "zero_roots",
        "deriv_eval", "lead",
        "coeff_gap", "mem_sym", "mem_zero_trap", "dvd_eval", "shadow_x", "shadow_bound",
        "two_roots", "two_roots_card", "two_roots_sum", "eval_C", "s1", "s2", "s4", "s6"}
FALSE = {"q_roots_two_bad", "vieta_bad", "cancel_deg_bad", "sym_deg_bad", "deg_zero_mid_bad",
         "nat_arg_sub_bad", "eval_order_bad", "zero_deg_bad", "deriv_eval_bad", "mem_zero_bad",
         "dvd_eval_bad", "two_roots_bad", "eval_C_bad", "s1_bad", "s3_bad", "s5_bad"}
#: refused constructs and the words their reason must contain
REFUSED = {"var_index": "not a numeral", "complex_poly": "ℂ",
           "poly_eq": "used otherwise", "quad_sym": "only linear factors",
           "zero_sym": "constant factor", "int_half": "does not divide",
           "s7": "only linear factors", "s8": "is taken"}


def _run(p, *argv: str) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli.main([argv[0], str(p / "Poly.lean"), "--root", str(p), *argv[1:]])
    return buf.getvalue()


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    p = tmp_path_factory.mktemp("poly")
    (p / "lakefile.lean").write_text("", encoding="utf-8")
    (p / "Poly.lean").write_text(TEXT, encoding="utf-8")
    return p


@pytest.fixture(scope="module")
def verdicts(project) -> dict[str, dict]:
    out = json.loads(_run(project, "check", "--json", "--trials", "200", "--jobs", "1"))
    return {r["name"]: r for r in out["theorems"]}


def test_true_statements_pass(verdicts) -> None:
    for name in TRUE:
        assert verdicts[name]["status"] in TRUE_VERDICTS, (name, verdicts[name])


def test_false_statements_refuted(verdicts) -> None:
    for name in FALSE:
        assert verdicts[name]["status"] == "counterexample", (name, verdicts[name])
    # no rational root of X² - 2: the ∃ finds no witness; never a pass
    assert verdicts["q_mem_bad"]["status"] in ("suspect", "counterexample")


def test_refusals_name_construct_and_position(verdicts) -> None:
    for name, words in REFUSED.items():
        r = verdicts[name]
        assert r["status"] == "not_translated", (name, r)
        assert words in r["reason"] and " at " in r["reason"], (name, r["reason"])


def test_elaborated_forms(project) -> None:
    out = _run(project, "elaborate")
    # an ℕ argument of eval is coerced to the ring, its subtraction done there (Lean's binop%)
    assert "nat_arg_sub_bad: (n : ℕ) ⊢ (↑n : ℤ) - (1 : ℤ) ≥ (0 : ℤ)" in out
    # natDegree with a symbolic leading coefficient: a case split, 0 coefficients skipped
    assert "⊢ (if a ≠ (0 : ℝ) then (2 : ℕ) else (0 : ℕ)) = (0 : ℕ)" in out
    # a ∈ roots is p ≠ 0 ∧ eval a p = 0 (Mathlib's mem_roots')
    assert "mem_zero_bad: (a : ℝ) ⊢ a ≠ (0 : ℝ) ∧ a * (1 : ℝ) = (0 : ℝ)" in out
    assert "zero_deg_bad: ⊢ False" in out


def test_notation_needs_open_polynomial(tmp_path) -> None:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    (tmp_path / "Poly.lean").write_text(
        "theorem t (p : ℝ[X]) (hp : p = X) : p.eval 1 = 1 := by sorry\n", encoding="utf-8")
    r = json.loads(_run(tmp_path, "check", "--json", "--trials", "50"))["theorems"][0]
    assert r["status"] == "not_translated"
    assert "open Polynomial" in r["reason"]


def test_sampled_polynomial_counterexample(verdicts) -> None:
    """An unpinned ``p : R[X]`` is ``p₀ + p₁ X + p₂ X² + p₃ X³``: a counterexample names the
    coefficients; ``x ∈ roots 0`` is false (``roots 0 = 0``) although ``eval x 0 = 0``."""
    cx = json.dumps(verdicts["s5_bad"]["counterexample"], ensure_ascii=False)
    for c in ("p₀", "p₁", "p₂", "p₃"):
        assert c in cx
