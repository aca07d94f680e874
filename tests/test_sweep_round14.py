"""Proven Mathlib statements that a sweep of 3 800 further files (combinatorics, data, algebra,
order, analysis, probability, topology; round fourteen) refuted, called vacuous or could not read,
each a reading error of dgg, in statements written after them:

* instance binders that are hypotheses were ignored: ``Set.singleton_ne_univ [Nontrivial α]`` was
  "refuted" at ``α := Fin 1``, ``Fin.size_positive' [Nonempty (Fin n)]`` at ``n := 0``
  (:mod:`dgg.instance_hyps`);
* ``def dens (s : Finset α) : ℚ≥0 := s.card / Fintype.card α`` was typed from its body, in ℕ
  (integer division), so ``dens s = 0 ↔ s = ∅`` was "refuted";
* ``protected def Finite (s : Set α) : Prop := Finite s`` was inlined into itself (a
  ``RecursionError``): a protected name is not denoted by its last component;
* ``a % b`` on ℝ was the floored remainder, where Mathlib's is a field's ``a - a * b / b``
  (``Field.mod_eq``);
* ``∃ x : ℝ≥0, …`` was evaluated on negative grid points, so ``¬∃ x : ℝ≥0, ↑x = r`` for ``r < 0``
  was "refuted" at ``x = -1``;
* ``{u v : Fin 0}``: vacuous, said with an empty list of hypotheses;
* valid Lean called malformed: ``s ≠ ""``, ``{a ∈ s.image <| f | a ∉ s}``, ``μ⟦s | m⟧``,
  ``example … := e`` without a type, ``to_dual_name_hint``, a file's own notation in a
  ``variable``, ``(∏ i ∈ ·, f i ·)`` (a crash).
"""

from __future__ import annotations

import pytest
from lean_text import statements_of

from dgg.check import DEFAULT_SMT_BUDGET
from dgg.check.driver import CheckConfig, CheckResult, check_statement
from dgg.lean.source import read_text
from dgg.lean.terms import parse_term

TEXT = """\
import Mathlib

theorem singleton_ne_univ {α : Type*} [Nontrivial α] (a : α) : ({a} : Set α) ≠ Set.univ := by
  sorry
theorem singleton_ne_univ_bad {α : Type*} (a : α) : ({a} : Set α) ≠ Set.univ := by sorry
theorem size_positive' {n : ℕ} [Nonempty (Fin n)] : 0 < n := by sorry
theorem two_lt_card_bad {α : Type*} [Fintype α] [Nontrivial α] : 2 < Fintype.card α := by sorry
theorem card_of_unique {α : Type*} [Fintype α] [Unique α] : Fintype.card α = 1 := by sorry
theorem card_of_isEmpty {α : Type*} [Fintype α] [IsEmpty α] : Fintype.card α = 0 := by sorry
theorem card_of_subsingleton {α : Type*} [Fintype α] [Subsingleton α] :
    Fintype.card α ≤ 1 := by sorry
theorem two_le_of_fact (p : ℕ) [Fact (1 < p)] : 2 ≤ p := by sorry
theorem three_le_of_fact_bad (p : ℕ) [Fact (1 < p)] : 3 ≤ p := by sorry
theorem pos_of_neZero (n : ℕ) [NeZero n] : 0 < n := by sorry
theorem one_lt_of_neZero_bad (n : ℕ) [NeZero n] : 1 < n := by sorry

section
variable {α : Type*} [Fintype α]

def dens (s : Finset α) : ℚ≥0 := s.card / Fintype.card α

theorem dens_eq_zero (s : Finset α) : dens s = 0 ↔ s = ∅ := by sorry
end

def half (x : ℝ) : Prop := 2 * x = 1

theorem half_iff (x : ℝ) : half x ↔ x = 1 / 2 := by sorry

def twice (x : ℝ) : ℝ := 2 * x

namespace Foo

protected def twice (x : ℝ) : ℝ := 3 * x

theorem twice_eq (x : ℝ) : twice x = x + x := by sorry

protected def Finite (s : Set ℕ) : Prop := Finite s

theorem finite_or_infinite (α : Type*) : Finite α ∨ Infinite α := by sorry

end Foo

def loop (x : ℝ) : ℝ := loop x + 0

theorem loop_eq (x : ℝ) : loop x = loop x := by sorry

theorem mod_eq (a b : ℝ) : a % b = a - a * b / b := by sorry
theorem pnat_mod_self (x : ℕ+) : x % x = x := by sorry

open NNReal in
theorem no_nnreal_below_zero (r : ℝ) (h : r < 0) : ¬ ∃ x : ℝ≥0, (x : ℝ) = r := by sorry
theorem nnreal_dichotomy (r : ℝ) : ∃ x : NNReal, r = x ∨ r = -x := by sorry

theorem fin_zero_vacuous {u v : Fin 0} : u = v := by sorry
"""


@pytest.fixture(scope="module")
def results() -> dict[str, CheckResult]:
    stmts = statements_of(TEXT, "Sweep14.lean")
    cfg = CheckConfig(trials=200, necessity=False, smt_budget=DEFAULT_SMT_BUDGET)
    return {n.rsplit(".", 1)[-1]: check_statement(s, cfg) for n, s in stmts.items()}


def _ok(r: CheckResult) -> bool:
    return r.status in ("passed", "proved")


def test_size_classes_are_hypotheses(results: dict[str, CheckResult]) -> None:
    for name in ("singleton_ne_univ", "size_positive'", "card_of_unique", "card_of_isEmpty",
                 "card_of_subsingleton"):
        assert _ok(results[name]), (name, results[name].to_json())
    # without `[Nontrivial α]` the statement is false at `α := Fin 1`
    bad = results["singleton_ne_univ_bad"]
    assert bad.status == "counterexample" and bad.counterexample.get("α") == "Fin 1", bad.to_json()
    # `[Nontrivial α]` allows two elements, no fewer
    bad = results["two_lt_card_bad"]
    assert bad.status == "counterexample" and bad.counterexample == {"α": "Fin 2"}, bad.to_json()


def test_fact_and_neZero_are_hypotheses(results: dict[str, CheckResult]) -> None:
    assert _ok(results["two_le_of_fact"]) and _ok(results["pos_of_neZero"])
    bad = results["three_le_of_fact_bad"]
    assert bad.status == "counterexample" and bad.counterexample == {"p": "2"}, bad.to_json()
    bad = results["one_lt_of_neZero_bad"]
    assert bad.status == "counterexample" and bad.counterexample == {"n": "1"}, bad.to_json()


def test_a_definition_of_an_unmodelled_type_is_not_translated(
        results: dict[str, CheckResult]) -> None:
    r = results["dens_eq_zero"]
    assert r.status == "not_translated", r.to_json()
    assert "definition dens : ℚ≥0" in (r.reason or "")
    assert _ok(results["half_iff"]), results["half_iff"].to_json()  # `: Prop` is modelled


def test_a_protected_name_is_not_its_last_component(results: dict[str, CheckResult]) -> None:
    # inside `namespace Foo`, `twice` is the root `twice` (2 * x), not `Foo.twice` (3 * x)
    assert _ok(results["twice_eq"]), results["twice_eq"].to_json()
    r = results["finite_or_infinite"]
    assert r.status == "not_translated" and "Finite" in (r.reason or ""), r.to_json()


def test_a_recursive_definition_is_not_translated(results: dict[str, CheckResult]) -> None:
    r = results["loop_eq"]
    assert r.status == "not_translated" and "recursive" in (r.reason or ""), r.to_json()


def test_remainders_that_are_not_the_floored_one(results: dict[str, CheckResult]) -> None:
    r = results["mod_eq"]
    assert r.status == "not_translated" and "`%` on ℝ" in (r.reason or ""), r.to_json()
    r = results["pnat_mod_self"]
    assert r.status == "not_translated" and "ℕ+" in (r.reason or ""), r.to_json()


def test_nnreal_quantifiers_stay_nonnegative(results: dict[str, CheckResult]) -> None:
    assert _ok(results["no_nnreal_below_zero"]), results["no_nnreal_below_zero"].to_json()
    assert _ok(results["nnreal_dichotomy"]), results["nnreal_dichotomy"].to_json()


def test_an_empty_type_is_named(results: dict[str, CheckResult]) -> None:
    r = results["fin_zero_vacuous"]
    assert r.status == "vacuous", r.to_json()
    assert "u : Fin 0" in (r.reason or "") and "hypothesis  is" not in (r.reason or "")


READER = """\
import Mathlib

theorem toList_nonempty : ∀ {s : String}, s ≠ "" → s.length ≠ 0 := by sorry

theorem compress_disjoint {s : Finset ℕ} (f : ℕ → ℕ) :
    Disjoint {a ∈ s | f a ∈ s} {a ∈ s.image <| f | a ∉ s} := by sorry

example {A : Type*} [Semiring A] := (0 : A)

to_dual_name_hint Disjoint Disjoint, Left Right

local notation a " <" m:51 "> " b => m a b

variable {m₁ : ℕ → ℕ → ℕ} (distrib : ∀ a b, (a <m₁> b) = b <m₁> a)

theorem uses_distrib (a : ℕ) : a = a := by sorry
"""


def test_valid_lean_is_read() -> None:
    decls = {d.name: d for d in read_text(READER, "Reader14.lean")}
    assert {"toList_nonempty", "compress_disjoint", "uses_distrib"} <= decls.keys()
    assert not decls["toList_nonempty"].parsed
    assert "string literal" in (decls["toList_nonempty"].reason or "")
    assert not decls["compress_disjoint"].parsed
    assert "<|" in (decls["compress_disjoint"].reason or "")
    assert decls["uses_distrib"].parsed  # `distrib` is not mentioned, so not included


def test_placeholders_in_a_binder_domain() -> None:
    t = parse_term("(∏ i ∈ ·, f i ·)")
    assert type(t).__name__ == "Lam" and len(t.binders) == 2
    # `μ⟦s | m⟧` (Mathlib/Probability/Notation.lean) is out of the fragment, not malformed
    with pytest.raises(Exception) as e:
        parse_term("(μ⟦t1 | m'⟧) = (μ⟦t2 | m'⟧)")
    assert type(e.value).__name__ == "FragmentError"


# ---- the whole of Mathlib (8 290 files) then found three more

WHOLE = """\
import Mathlib

def tv {n : Type*} [DecidableEq n] (i j : n) (c : ℝ) : Matrix n n ℝ := 1 + Matrix.single i j c

theorem tv_mul {n : Type*} [Fintype n] [DecidableEq n] (i j : n) (c d : ℝ) (h : i ≠ j) :
    tv i j c * tv i j d = tv i j (c + d) := by sorry
theorem one_add_off_diagonal (M : Matrix (Fin 2) (Fin 2) ℝ) : (M + 1) 0 1 = M 0 1 := by sorry
theorem one_add_diagonal_bad (M : Matrix (Fin 2) (Fin 2) ℝ) : (M + 1) 0 0 = M 0 0 := by sorry
theorem eq_one_off_diagonal (M : Matrix (Fin 2) (Fin 2) ℝ) (h : M 0 1 = 1) : M ≠ 1 := by sorry
theorem ne_zero_rect (M : Matrix (Fin 2) (Fin 3) ℝ) (h : M ≠ 0) : ∃ i j, M i j ≠ 0 := by sorry
theorem one_add_fun (f : Fin 2 → ℝ) : (1 + f) 0 = 1 + f 0 := by sorry

theorem upperBounds_Iic (a : ℝ) : upperBounds (Set.Iic a) = Set.Ici a := by sorry

theorem anonymous {a b c d : ℝ} (_ : a * b = c) (_ : a * b = d) : c = d := by sorry
theorem anonymous_bad {a b c d : ℝ} (_ : a * b = c) (_ : a + b = d) : c = d := by sorry
"""


@pytest.fixture(scope="module")
def whole() -> dict[str, CheckResult]:
    stmts = statements_of(WHOLE, "Whole14.lean")
    cfg = CheckConfig(trials=200, necessity=False, smt_budget=DEFAULT_SMT_BUDGET)
    return {n: check_statement(s, cfg) for n, s in stmts.items()}


def test_a_numeral_at_a_matrix_type_is_diagonal(whole: dict[str, CheckResult]) -> None:
    # `Matrix.transvection_mul_transvection_same` was "refuted": `1 + single i j c` read `1` as
    # the matrix of ones
    for name in ("tv_mul", "one_add_off_diagonal", "eq_one_off_diagonal", "ne_zero_rect",
                 "one_add_fun"):
        assert _ok(whole[name]), (name, whole[name].to_json())
    assert whole["one_add_diagonal_bad"].status == "counterexample"


def test_a_set_equality_near_its_bound(whole: dict[str, CheckResult]) -> None:
    # the points beside `a` were a rational 1e-13 below it, or `a - 1/1000` at `a = -10⁶`: inside
    # the float relations' tolerance, where `x ≥ a` held and the exact cell of `∀ y ≤ a, y ≤ x`
    # did not, so a float "violation" made this proven statement `suspect`
    assert _ok(whole["upperBounds_Iic"]), whole["upperBounds_Iic"].to_json()


def test_anonymous_hypotheses_are_all_kept(whole: dict[str, CheckResult]) -> None:
    # `Mathlib.Tactic.Ring.Common.mul_add` has three `(_ : …)`: one name kept only the last (and
    # the decision tier stopped on "named assertion defined twice")
    assert _ok(whole["anonymous"]), whole["anonymous"].to_json()
    bad = whole["anonymous_bad"]
    assert bad.status == "counterexample", bad.to_json()


def test_more_valid_lean_is_read() -> None:
    text = ("import Mathlib\n\nunif_hint (n : ℕ) where\n  ⊢ n ≟ n\n\n"
            "section\ntheorem in_section (x : ℝ) : x = x := by sorry\nend\n\n"
            "def emoji := '\\uFE0F'\n\n"
            "theorem restrict (f g : ℕ → ℕ) (h : f |_ 3 = g |_ 3) : True := by sorry\n"
            "theorem unitor (f : ℕ) : λ_ f = λ_ f := by sorry\n")
    decls = {d.name: d for d in read_text(text, "Reader14b.lean")}
    assert decls["in_section"].parsed
    assert "restriction `|_`" in (decls["restrict"].reason or "")
    assert "`λ_`" in (decls["unitor"].reason or "")


def test_a_forall_over_nat_sees_integers_between_its_bounds() -> None:
    # `Nat.ceil_congr` came out `suspect` at a = 58.5, b = 55.6 (2 000 trials, seed 7): the grid
    # of ℕ has 50 and 64 but nothing between, so `∀ n : ℕ, a ≤ n ↔ b ≤ n` held there in floats
    import numpy as np

    from dgg.eval.evaluate import Evaluator, Instance

    stmts = statements_of("import Mathlib\n\ntheorem ceil_congr (a b : ℝ) "
                          "(h : ∀ n : ℕ, a ≤ n ↔ b ≤ n) : ⌈a⌉₊ = ⌈b⌉₊ := by sorry\n",
                          "Ceil.lean")
    ev = Evaluator(stmts["ceil_congr"])
    h = ev.stmt.hypotheses[0].term
    assert h is not None
    inst = Instance({}, {"a": np.array([58.5, 55.25]), "b": np.array([55.6, 55.75])}, 2)
    assert ev.truth(h, inst).tolist() == [False, True]
