/-
Construct corpus, sets (issue 25, item 8): statements written for `benchmarks/coverage.py`, never
copied from a benchmark. About half are misformalised. Each docstring starts with the truth in
Mathlib (`true:` or `false:`); a misformalised statement names its pattern in parentheses
(`false (closed endpoint): …`, `true (vacuous): …`), and a false one gives the counterexample.
Every proof is `sorry` (the false statements have none); the CI-only Lean library `DggCorpus`
(`.github/workflows/lean.yml`) type-checks the file.
-/
import Mathlib

namespace Constructs.Sets

/-! ## Membership and intervals -/

/-- true: x² < 1 gives |x| < 1. -/
theorem cs_mem_setOf (x : ℝ) (hx : x ∈ {y : ℝ | y ^ 2 < 1}) : -1 < x := by sorry

/-- false (missing sign condition): x = -1 has x² = 1 < 4 and x < 0. -/
theorem cs_mem_setOf_bad (x : ℝ) (hx : x ∈ {y : ℝ | y ^ 2 < 4}) : x < 2 ∧ 0 < x := by sorry

/-- true: x² ≤ x on [0, 1]. -/
theorem cs_Icc_sq : ∀ x ∈ Set.Icc (0 : ℝ) 1, x ^ 2 ≤ x := by sorry

/-- false (wrong range): x = -1 gives 1 ≤ -1. -/
theorem cs_Icc_sq_bad : ∀ x ∈ Set.Icc (-1 : ℝ) 1, x ^ 2 ≤ x := by sorry

/-- true: 1/x > 1 on (0, 1). -/
theorem cs_Ioo_recip : ∀ x ∈ Set.Ioo (0 : ℝ) 1, 1 < 1 / x := by sorry

/-- false (closed endpoint): x = 0 gives 1 / 0 = 0 in Lean, and 1 < 0 fails. -/
theorem cs_Ico_recip_bad : ∀ x ∈ Set.Ico (0 : ℝ) 1, 1 < 1 / x := by sorry

/-- true: log is positive above 1. -/
theorem cs_Ioi_log : ∀ x ∈ Set.Ioi (1 : ℝ), 0 < Real.log x := by sorry

/-- false (closed endpoint): x = 1 gives log 1 = 0. -/
theorem cs_Ici_log_bad : ∀ x ∈ Set.Ici (1 : ℝ), 0 < Real.log x := by sorry

/-- true: an odd power keeps the sign. -/
theorem cs_Iio_cube : ∀ x ∈ Set.Iio (0 : ℝ), x ^ 3 < 0 := by sorry

/-- true: (x - 2)² ≥ 0 everywhere, so on (-∞, 2] too. -/
theorem cs_Iic_square : ∀ x ∈ Set.Iic (2 : ℝ), x ^ 2 - 4 * x + 4 ≥ 0 := by sorry

/-- false (closed endpoint): x = 2 gives 4 < 4. -/
theorem cs_Ioc_bad : ∀ x ∈ Set.Ioc (0 : ℝ) 2, x ^ 2 < 4 := by sorry

/-- true: an open interval leaves out its end point. -/
theorem cs_not_mem_Ioo : (3 : ℝ) ∉ Set.Ioo 0 3 := by sorry

/-- false (closed endpoint): 3 ∈ [0, 3]. -/
theorem cs_not_mem_Icc_bad : (3 : ℝ) ∉ Set.Icc 0 3 := by sorry

/-- true: nested intervals. -/
theorem cs_subset : Set.Icc (1 : ℝ) 2 ⊆ Set.Ioo 0 3 := by sorry

/-- false (closed endpoint): 0 ∈ [0, 2] but 0 ∉ (0, 3). -/
theorem cs_subset_bad : Set.Icc (0 : ℝ) 2 ⊆ Set.Ioo 0 3 := by sorry

/-- true: x² < 1 iff -1 < x < 1. -/
theorem cs_setOf_subset : {x : ℝ | x ^ 2 < 1} ⊆ Set.Ioo (-1) 1 := by sorry

/-- false (closed endpoint): x = 1 has x² ≤ 1 and 1 ∉ (-1, 1). -/
theorem cs_setOf_subset_bad : {x : ℝ | x ^ 2 ≤ 1} ⊆ Set.Ioo (-1) 1 := by sorry

/-! ## Set operations and set equality -/

/-- true: [0, 2] ∩ [1, 3] = [1, 2]. -/
theorem cs_inter : Set.Icc (0 : ℝ) 2 ∩ Set.Icc 1 3 = Set.Icc 1 2 := by sorry

/-- false (open endpoint): 2 ∈ [1, 2] but 2 ∉ [0, 2). -/
theorem cs_inter_bad : Set.Ico (0 : ℝ) 2 ∩ Set.Icc 1 3 = Set.Icc 1 2 := by sorry

/-- true: [0, 1] ∪ [1, 2] = [0, 2]. -/
theorem cs_union : Set.Icc (0 : ℝ) 1 ∪ Set.Icc 1 2 = Set.Icc 0 2 := by sorry

/-- false (open endpoint): 1 ∈ [0, 2] is in neither [0, 1) nor (1, 2]. -/
theorem cs_union_bad : Set.Ico (0 : ℝ) 1 ∪ Set.Ioc 1 2 = Set.Icc 0 2 := by sorry

/-- true: removing the open interior leaves the two end points. -/
theorem cs_diff : Set.Icc (0 : ℝ) 2 \ Set.Ioo 0 2 = {0, 2} := by sorry

/-- false (closed endpoint): 1 ∈ [1, 2] but 1 ∈ [0, 1] is removed; the difference is (1, 2]. -/
theorem cs_diff_bad : Set.Icc (0 : ℝ) 2 \ Set.Icc 0 1 = Set.Icc 1 2 := by sorry

/-- true: the complement of (-∞, 0) is [0, ∞). -/
theorem cs_compl : (Set.Iio (0 : ℝ))ᶜ = Set.Ici 0 := by sorry

/-- false (open endpoint): 0 is in the complement of (-∞, 0) but not in (0, ∞). -/
theorem cs_compl_bad : (Set.Iio (0 : ℝ))ᶜ = Set.Ioi 0 := by sorry

/-- true: outside [0, 1] means below 0 or above 1. -/
theorem cs_compl_mem : ∀ x : ℝ, x ∈ (Set.Icc (0 : ℝ) 1)ᶜ → x < 0 ∨ 1 < x := by sorry

/-- true: x² = 1 iff x = ±1. -/
theorem cs_eq_pair : {x : ℝ | x ^ 2 = 1} = {1, -1} := by sorry

/-- false (missing root): x = -2 has x² = 4 and -2 ∉ {2}. -/
theorem cs_eq_pair_bad : {x : ℝ | x ^ 2 = 4} = {2} := by sorry

/-- true: x² - 5x + 6 = (x - 2)(x - 3). -/
theorem cs_eq_quad : {x : ℝ | x ^ 2 - 5 * x + 6 = 0} = {2, 3} := by sorry

/-- false (extra element): x = 6 gives 36 - 30 + 6 = 12 ≠ 0. -/
theorem cs_eq_quad_bad : {x : ℝ | x ^ 2 - 5 * x + 6 = 0} = {2, 3, 6} := by sorry

/-- true: x³ = x iff x ∈ {-1, 0, 1}. -/
theorem cs_eq_cubic : {x : ℝ | x ^ 3 = x} = {-1, 0, 1} := by sorry

/-- false (missing root): x = 0 has 0³ = 0. -/
theorem cs_eq_cubic_bad : {x : ℝ | x ^ 3 = x} = {-1, 1} := by sorry

/-- true: |x - 1| < 2 iff -1 < x < 3. -/
theorem cs_eq_abs : {x : ℝ | |x - 1| < 2} = Set.Ioo (-1) 3 := by sorry

/-- false (closed endpoint): x = 3 has |3 - 1| = 2 ≤ 2 and 3 ∉ (-1, 3). -/
theorem cs_eq_abs_bad : {x : ℝ | |x - 1| ≤ 2} = Set.Ioo (-1) 3 := by sorry

/-- true: the integers with n² < 5. -/
theorem cs_eq_int : {n : ℤ | n ^ 2 < 5} = {-2, -1, 0, 1, 2} := by sorry

/-- false (off-by-one bound): n = 2 has n² = 4, not < 4. -/
theorem cs_eq_int_bad : {n : ℤ | n ^ 2 < 4} = {-2, -1, 0, 1, 2} := by sorry

/-- true: 1/x > 1 iff 0 < x < 1 (x = 0 gives 1 / 0 = 0). -/
theorem cs_eq_recip : {x : ℝ | 1 / x > 1} = Set.Ioo 0 1 := by sorry

/-- false (missing sign condition): x = -1 gives 1 / x = -1 < 1, and -1 ∉ (1, ∞). -/
theorem cs_eq_recip_bad : {x : ℝ | 1 / x < 1} = Set.Ioi 1 := by sorry

/-- true: √x = 2 only at 4 (Real.sqrt is 0 on negatives). -/
theorem cs_eq_sqrt : {x : ℝ | Real.sqrt x = 2} = {4} := by sorry

/-- false (junk value): x = -1 gives Real.sqrt (-1) = 0. -/
theorem cs_eq_sqrt_bad : {x : ℝ | Real.sqrt x = 0} = {0} := by sorry

/-- true: x² + 1 > 0 everywhere. -/
theorem cs_univ : {x : ℝ | x ^ 2 + 1 > 0} = Set.univ := by sorry

/-- false (missing nonzero condition): x = 0 gives 0 > 0. -/
theorem cs_univ_bad : {x : ℝ | x ^ 2 > 0} = Set.univ := by sorry

/-- true: x² + 1 has no real root. -/
theorem cs_empty : {x : ℝ | x ^ 2 + 1 = 0} = ∅ := by sorry

/-- false (missing root): x = 1 is a root of (x - 1)². -/
theorem cs_empty_bad : {x : ℝ | x ^ 2 - 2 * x + 1 = 0} = ∅ := by sorry

/-- true: the linear system has the single solution (1, 1). -/
theorem cs_pairs : {p : ℝ × ℝ | p.1 + p.2 = 2 ∧ p.1 - p.2 = 0} = {(1, 1)} := by sorry

/-- false (extra element): (-1, -1) has product 1 but sum -2. -/
theorem cs_pairs_bad :
    {p : ℝ × ℝ | p.1 * p.2 = 1 ∧ p.1 + p.2 = 2} = {(1, 1), (-1, -1)} := by sorry

/-- true: the four integer points of the unit circle. -/
theorem cs_pairs_int :
    {p : ℤ × ℤ | p.1 ^ 2 + p.2 ^ 2 = 1} = {(1, 0), (-1, 0), (0, 1), (0, -1)} := by sorry

/-- false (missing element): (1, -1) has 1 + 1 = 2. -/
theorem cs_pairs_int_bad : {p : ℤ × ℤ | p.1 ^ 2 + p.2 ^ 2 = 2} = {(1, 1), (-1, -1)} := by sorry

/-- true: the square is even. -/
theorem cs_fun_set : (fun x : ℝ => x ^ 2) ∈ {f : ℝ → ℝ | ∀ x, f (-x) = f x} := by sorry

/-- false (wrong parity): x = 1 gives (-1)³ = -1 ≠ 1. -/
theorem cs_fun_set_bad : (fun x : ℝ => x ^ 3) ∈ {f : ℝ → ℝ | ∀ x, f (-x) = f x} := by sorry

/-- true: with parentheses, (x = 1 ∨ x = 2) ∧ x > 1 leaves only 2. -/
theorem cs_prec_paren : {x : ℝ | (x = 1 ∨ x = 2) ∧ x > 1} = {2} := by sorry

/-- false (∧/∨ precedence): Lean reads x = 1 ∨ (x = 2 ∧ x > 1), so x = 1 is in the set. -/
theorem cs_prec_or_and_bad : {x : ℝ | x = 1 ∨ x = 2 ∧ x > 1} = {2} := by sorry

/-! ## Least, greatest, bounds, suprema -/

/-- true: 1 is the least element of [1, 3]. -/
theorem cs_isLeast : IsLeast {x : ℝ | 1 ≤ x ∧ x ≤ 3} 1 := by sorry

/-- false (open endpoint): 1 ∉ (1, 3), so it is not the least element. -/
theorem cs_isLeast_open_bad : IsLeast (Set.Ioo (1 : ℝ) 3) 1 := by sorry

/-- true: x² - 2x + 3 = (x - 1)² + 2, least value 2 at x = 1. -/
theorem cs_isLeast_quad : IsLeast {y : ℝ | ∃ x : ℝ, y = x ^ 2 - 2 * x + 3} 2 := by sorry

/-- false (wrong value): y = 2 (x = 1) is in the set and below 3. -/
theorem cs_isLeast_quad_bad : IsLeast {y : ℝ | ∃ x : ℝ, y = x ^ 2 - 2 * x + 3} 3 := by sorry

/-- true: x(2 - x) on [0, 2] peaks at x = 1 with value 1. -/
theorem cs_isGreatest : IsGreatest {y : ℝ | ∃ x ∈ Set.Icc (0 : ℝ) 2, y = x * (2 - x)} 1 := by
  sorry

/-- false (wrong value): x = 3/2 gives 9/4 > 2 in the set. -/
theorem cs_isGreatest_bad : IsGreatest {y : ℝ | ∃ x ∈ Set.Icc (0 : ℝ) 3, y = x * (3 - x)} 2 := by
  sorry

/-- true: 7² = 49 < 50 ≤ 8². -/
theorem cs_isGreatest_nat : IsGreatest {n : ℕ | n ^ 2 < 50} 7 := by sorry

/-- false (off-by-one bound): 7 ∉ {n | n² < 49}. -/
theorem cs_isGreatest_nat_bad : IsGreatest {n : ℕ | n ^ 2 < 49} 7 := by sorry

/-- true: 2 bounds (0, 2) above. -/
theorem cs_upperBounds : (2 : ℝ) ∈ upperBounds (Set.Ioo (0 : ℝ) 2) := by sorry

/-- false (wrong bound): x = 21/10 has x² = 4.41 < 5 and x > 2. -/
theorem cs_upperBounds_bad : (2 : ℝ) ∈ upperBounds {x : ℝ | x ^ 2 < 5} := by sorry

/-- true: squares are nonnegative. -/
theorem cs_lowerBounds : (0 : ℝ) ∈ lowerBounds {x : ℝ | ∃ t : ℝ, x = t ^ 2} := by sorry

/-- false (shifted set): t = 0 gives x = -1 < 0. -/
theorem cs_lowerBounds_bad : (0 : ℝ) ∈ lowerBounds {x : ℝ | ∃ t : ℝ, x = t ^ 2 - 1} := by sorry

/-- true: 1 is the supremum of (0, 1). -/
theorem cs_isLUB : IsLUB (Set.Ioo (0 : ℝ) 1) 1 := by sorry

/-- false (not least): 1 is an upper bound of (0, 1) below 2. -/
theorem cs_isLUB_bad : IsLUB (Set.Ioo (0 : ℝ) 1) 2 := by sorry

/-- true: 1 / (n + 1) decreases to 0 without reaching it; 0 is the infimum. -/
theorem cs_isGLB : IsGLB {x : ℝ | ∃ n : ℕ, x = 1 / (n + 1)} 0 := by sorry

/-- false (wrong value): the greatest lower bound is 0, and 1/2 (n = 1) is below 1. -/
theorem cs_isGLB_bad : IsGLB {x : ℝ | ∃ n : ℕ, x = 1 / (n + 1)} 1 := by sorry

/-- true: the supremum of [0, 5]. -/
theorem cs_sSup : sSup (Set.Icc (0 : ℝ) 5) = 5 := by sorry

/-- true: a junk value, a set of reals not bounded above has sSup 0 (Real.sSup_of_not_bddAbove). -/
theorem cs_sSup_unbounded : sSup (Set.Ioi (0 : ℝ)) = 0 := by sorry

/-- true: a junk value, sSup ∅ = 0 for reals (Real.sSup_empty). -/
theorem cs_sSup_empty : sSup (∅ : Set ℝ) = 0 := by sorry

/-- true: the infimum of (1, ∞). -/
theorem cs_sInf : sInf {x : ℝ | 1 < x} = 1 := by sorry

/-- false (wrong value): the infimum is √2; x = 3/2 is in the set (9/4 > 2) and below 2. -/
theorem cs_sInf_bad : sInf {x : ℝ | 0 < x ∧ x ^ 2 > 2} = 2 := by sorry

/-! ## Cardinalities -/

/-- true: {0, 1, 2, 3, 4}. -/
theorem cs_ncard : Set.ncard {n : ℕ | n < 5} = 5 := by sorry

/-- false (off-by-one count): 1, …, 10 are ten numbers. -/
theorem cs_ncard_bad : Set.ncard {n : ℕ | 1 ≤ n ∧ n ≤ 10} = 9 := by sorry

/-- true: -2, …, 2. -/
theorem cs_ncard_int : Set.ncard {n : ℤ | n ^ 2 ≤ 4} = 5 := by sorry

/-- true: a junk value, an infinite set has ncard 0 (Set.Infinite.ncard). -/
theorem cs_ncard_infinite : Set.ncard {n : ℕ | 0 < n} = 0 := by sorry

/-- true: ±√2. -/
theorem cs_encard : Set.encard {x : ℝ | x ^ 2 = 2} = 2 := by sorry

/-- false (missing root): -√2 is a second element. -/
theorem cs_encard_bad : Set.encard {x : ℝ | x ^ 2 = 2} = 1 := by sorry

/-- true: 0, 3, 6, 9. -/
theorem cs_card_filter : (Finset.filter (fun n : ℕ => n % 3 = 0) (Finset.range 10)).card = 4 := by
  sorry

/-- false (off-by-one range): range 9 is 0, …, 8, which holds 0, 3, 6 only. -/
theorem cs_card_filter_bad :
    (Finset.filter (fun n : ℕ => n % 3 = 0) (Finset.range 9)).card = 4 := by sorry

/-- true: the eight primes up to 20. -/
theorem cs_card_primes : (Finset.filter (fun n : ℕ => Nat.Prime n) (Finset.Icc 1 20)).card = 8 := by
  sorry

/-- false (off-by-one count): 1, 3, 5, 7, 9 are five odd numbers in [1, 10). -/
theorem cs_card_odd_bad : (Finset.filter (fun n : ℕ => n % 2 = 1) (Finset.Ico 1 10)).card = 4 := by
  sorry

/-- true: the multiples of 6 up to 100 are 6, …, 96. -/
theorem cs_card_dvd : (Finset.filter (fun n : ℕ => 6 ∣ n) (Finset.Icc 1 100)).card = 16 := by sorry

/-- false (off-by-one range): 0 ∈ range 101 is a multiple of 6 too: 17 of them. -/
theorem cs_card_dvd_bad : (Finset.filter (fun n : ℕ => 6 ∣ n) (Finset.range 101)).card = 16 := by
  sorry

/-! ## Finset-valued variables defined by membership -/

/-- true: the divisors of 12 are 1, 2, 3, 4, 6, 12. -/
theorem cs_finset_divisors (S : Finset ℕ) (hS : ∀ n, n ∈ S ↔ 0 < n ∧ n ∣ 12) : S.card = 6 := by
  sorry

/-- false (off-by-one count): S = {1, 2, 3, 4, 6, 12} has 6 elements (0 ∤ 12). -/
theorem cs_finset_divisors_bad (S : Finset ℕ) (hS : ∀ n, n ∈ S ↔ n ∣ 12) : S.card = 5 := by sorry

/-- true: 1 + 3 + 5 + 7 + 9. -/
theorem cs_finset_sum (S : Finset ℕ) (hS : ∀ n, n ∈ S ↔ n < 10 ∧ n % 2 = 1) :
    ∑ n ∈ S, n = 25 := by sorry

/-- false (wrong value): 1 + 3 + 5 + 7 + 9 = 25 (11 > 10 is not in S). -/
theorem cs_finset_sum_bad (S : Finset ℕ) (hS : ∀ n, n ∈ S ↔ n ≤ 10 ∧ n % 2 = 1) :
    ∑ n ∈ S, n = 30 := by sorry

/-- true: the roots 1 and 2. -/
theorem cs_finset_roots (S : Finset ℤ) (hS : ∀ x, x ∈ S ↔ x ^ 2 - 3 * x + 2 = 0) :
    ∑ x ∈ S, x = 3 := by sorry

/-- false (multiplicity): S = {2}, sum 2. -/
theorem cs_finset_double_root_bad (S : Finset ℤ) (hS : ∀ x, x ∈ S ↔ x ^ 2 - 4 * x + 4 = 0) :
    ∑ x ∈ S, x = 4 := by sorry

/-- true: x² = 2x at 0 and 2. -/
theorem cs_finset_real (S : Finset ℝ) (hS : ∀ x, x ∈ S ↔ x ^ 2 = 2 * x) : S.card = 2 := by sorry

/-- false (missing root): 0 ∈ S and 0 ≠ 2. -/
theorem cs_finset_real_bad (S : Finset ℝ) (hS : ∀ x, x ∈ S ↔ x ^ 2 = 2 * x) :
    ∀ x ∈ S, x = 2 := by sorry

/-- true: (1, 6), (2, 3), (3, 2), (6, 1). -/
theorem cs_finset_pairs (S : Finset (ℕ × ℕ)) (hS : ∀ p, p ∈ S ↔ p.1 * p.2 = 6) : S.card = 4 := by
  sorry

/-- false (off-by-one count): (0, 5), …, (5, 0) are six pairs. -/
theorem cs_finset_pairs_bad (S : Finset (ℕ × ℕ)) (hS : ∀ p, p ∈ S ↔ p.1 + p.2 = 5) :
    S.card = 5 := by sorry

/-! ## Vacuous hypotheses -/

/-- true (vacuous): no natural number is below 0, so the hypothesis never holds. -/
theorem cs_vacuous_nat (n : ℕ) (h : n ∈ {m : ℕ | m < 0}) : n = 7 := by sorry

/-- true (vacuous): [2, 1] is empty (bounds reversed). -/
theorem cs_vacuous_Icc (x : ℝ) (hx : x ∈ Set.Icc (2 : ℝ) 1) : x = 5 := by sorry

/-- true (vacuous): (0, 1) ∩ (2, 3) is empty. -/
theorem cs_vacuous_inter (x : ℝ) (hx : x ∈ Set.Ioo (0 : ℝ) 1 ∩ Set.Ioo 2 3) : x ^ 2 = -1 := by
  sorry

/-- true: a member of [2, 5] minus [3, 4] is below 3 or above 4. -/
theorem cs_diff_mem (x : ℝ) (hx : x ∈ Set.Icc (2 : ℝ) 5 \ Set.Icc 3 4) : x < 3 ∨ 4 < x := by
  sorry

/-- false (open endpoint): x = 3 is in [2, 5] \ (3, 4) and not below 3. -/
theorem cs_diff_mem_bad (x : ℝ) (hx : x ∈ Set.Icc (2 : ℝ) 5 \ Set.Ioo 3 4) : x < 3 ∨ 4 < x := by
  sorry

end Constructs.Sets
