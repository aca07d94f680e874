/-
Construct corpus, tuples, lists, `let`, `∃!` and existentials (issue 25, item 8): written for
`benchmarks/coverage.py`, never copied from a benchmark; format as in `sets.lean` (docstring
`true:`/`false:`, the pattern of a misformalised statement in parentheses, the counterexample of a
false one). Every proof is `sorry`.
-/
import Mathlib

namespace Constructs.Tuples

/-! ## Pairs and triples -/

/-- true: the pair equation pins a = 2 and b = 3. -/
theorem ct_pair_eq (a b : ℝ) (h : (a, b) = (2, 3)) : a + b = 5 := by sorry

/-- false (swapped components): a - b = 2 - 3 = -1. -/
theorem ct_pair_swap_bad (a b : ℝ) (h : (a, b) = (2, 3)) : a - b = 1 := by sorry

/-- true: the system gives p = (3, 2). -/
theorem ct_fst_snd (p : ℝ × ℝ) (h1 : p.1 + p.2 = 5) (h2 : p.1 - p.2 = 1) : p = (3, 2) := by
  sorry

/-- false (swapped components): p = (3, 2), not (2, 3). -/
theorem ct_fst_snd_bad (p : ℝ × ℝ) (h1 : p.1 + p.2 = 5) (h2 : p.1 - p.2 = 1) : p = (2, 3) := by
  sorry

/-- true: t.2.1 is the middle entry of a triple. -/
theorem ct_triple (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : t.2.1 = 2 := by sorry

/-- false (nested projection): t.2 is the pair (2, 3), and the numeral 2 at ℝ × ℝ is (2, 2). -/
theorem ct_triple_bad (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : t.2 = 2 := by sorry

/-- true: components of a triple equation. -/
theorem ct_triple_sum (a b c : ℝ) (h : (a, b, c) = (1, 2, 3)) : a + b + c = 6 := by sorry

/-- false (wrong value): 1 · 2 · 3 = 6. -/
theorem ct_triple_prod_bad (a b c : ℝ) (h : (a, b, c) = (1, 2, 3)) : a * b * c = 5 := by sorry

/-- true: 2xy ≤ x² + y². -/
theorem ct_pair_ineq (p : ℝ × ℝ) : p.1 * p.2 ≤ (p.1 ^ 2 + p.2 ^ 2) / 2 := by sorry

/-- false (wrong constant): p = (0, 0) gives 0 ≤ -1. -/
theorem ct_pair_ineq_bad (p : ℝ × ℝ) : p.1 * p.2 ≤ (p.1 + p.2) ^ 2 / 4 - 1 := by sorry

/-- true: the integer units: p = (1, 1) or (-1, -1). -/
theorem ct_prod_int (p : ℤ × ℤ) (h : p.1 * p.2 = 1) : p.1 = p.2 := by sorry

/-- false (missing sign condition): p = (-1, -1). -/
theorem ct_prod_int_bad (p : ℤ × ℤ) (h : p.1 * p.2 = 1) : p.1 = 1 := by sorry

/-- false (ℕ subtraction): p = (0, 1) gives 0 - 1 + 1 = 1 ≠ 0. -/
theorem ct_prod_nat_sub_bad (p : ℕ × ℕ) : p.1 - p.2 + p.2 = p.1 := by sorry

/-- true: truncated subtraction undone when p.2 ≤ p.1. -/
theorem ct_prod_nat_sub (p : ℕ × ℕ) (h : p.2 ≤ p.1) : p.1 - p.2 + p.2 = p.1 := by sorry

/-- true: (f 3).2 = 3². -/
theorem ct_fun_pair (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x, x ^ 2)) : (f 3).2 = 9 := by sorry

/-- false (wrong projection): (f 3).1 = 3. -/
theorem ct_fun_pair_bad (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x, x ^ 2)) : (f 3).1 = 9 := by sorry

/-- true: the distance of (3, 4) from the origin. -/
theorem ct_pair_norm (p : ℝ × ℝ) (h : p = (3, 4)) : Real.sqrt (p.1 ^ 2 + p.2 ^ 2) = 5 := by sorry

/-- false (ℕ subtraction): p = (1, 2) gives 1 - 2 = 0 in ℕ, cast 0, not -1. -/
theorem ct_pair_cast_sub_bad (p : ℕ × ℕ) (h : p = (1, 2)) : ((p.1 - p.2 : ℕ) : ℤ) = -1 := by
  sorry

/-! ## Lists -/

/-- true: 1 + 2 + 3 + 4. -/
theorem ct_list_sum : ([1, 2, 3, 4] : List ℕ).sum = 10 := by sorry

/-- false (wrong operation): the sum is 10 (24 is the product). -/
theorem ct_list_sum_bad : ([1, 2, 3, 4] : List ℕ).sum = 24 := by sorry

/-- true: 2 + 3 elements. -/
theorem ct_list_append_length : (([1, 2] : List ℕ) ++ [3, 4, 5]).length = 5 := by sorry

/-- false (list taken for a set): lists keep the repeated 2, so the length is 4. -/
theorem ct_list_append_bad : (([1, 2] : List ℕ) ++ [2, 3]).length = 3 := by sorry

/-- true: the sum of a literal list of variables. -/
theorem ct_list_vars (a b c : ℝ) : [a, b, c].sum = a + b + c := by sorry

/-- true: a² + b² ≥ 2ab. -/
theorem ct_list_sum_sq (a b : ℝ) : ([a, b].map (fun x => x ^ 2)).sum ≥ 2 * a * b := by sorry

/-- false (wrong constant): a = b = 0 gives 0 ≥ 1. -/
theorem ct_list_sum_sq_bad (a b : ℝ) : ([a, b].map (fun x => x ^ 2)).sum ≥ 2 * a * b + 1 := by
  sorry

/-- true: strictly increasing. -/
theorem ct_pairwise : List.Pairwise (· < ·) ([1, 2, 5] : List ℕ) := by sorry

/-- false (missing distinctness): 2 < 2 fails. -/
theorem ct_pairwise_bad : List.Pairwise (· < ·) ([1, 2, 2] : List ℕ) := by sorry

/-- true: no repetition. -/
theorem ct_nodup : ([1, 2, 3] : List ℕ).Nodup := by sorry

/-- false (repeated element): 1 appears twice. -/
theorem ct_nodup_bad : ([1, 2, 1] : List ℕ).Nodup := by sorry

/-- true: a < b makes the two entries distinct. -/
theorem ct_nodup_var (a b : ℝ) (h : a < b) : [a, b].Nodup := by sorry

/-- false (missing distinctness): a = b = 0. -/
theorem ct_nodup_var_bad (a b : ℝ) (h : a ≤ b) : [a, b].Nodup := by sorry

/-- true: x < x + 1 < 2x + 1 and x < 2x + 1 for x > 0. -/
theorem ct_pairwise_var (x : ℝ) (h : 0 < x) : List.Pairwise (· < ·) [x, x + 1, 2 * x + 1] := by
  sorry

/-- false (missing sign condition): x = -1 gives [-1, 0, -1]. -/
theorem ct_pairwise_var_bad (x : ℝ) : List.Pairwise (· < ·) [x, x + 1, 2 * x + 1] := by sorry

/-- true: 0 + 1 + 2 + 3 + 4. -/
theorem ct_list_range : (List.range 5).sum = 10 := by sorry

/-- false (off-by-one range): List.range 5 stops at 4, sum 10. -/
theorem ct_list_range_bad : (List.range 5).sum = 15 := by sorry

/-- true: a literal list of three. -/
theorem ct_list_length_var (l : List ℝ) (h : l = [1, 2, 3]) : l.length = 3 := by sorry

/-- false (wrong operation): 2 · 3 · 4 = 24. -/
theorem ct_list_prod_bad (l : List ℕ) (h : l = [2, 3, 4]) : l.prod = 9 := by sorry

/-- true: squares of 1, 2, 3 are distinct. -/
theorem ct_list_nodup_map : (([1, 2, 3] : List ℕ).map (fun n : ℕ => n ^ 2)).Nodup := by sorry

/-- false (missing distinctness): the squares of -1, 0, 1 are 1, 0, 1. -/
theorem ct_list_nodup_map_bad : (([-1, 0, 1] : List ℤ).map (fun n : ℤ => n ^ 2)).Nodup := by sorry

/-- true: a member of [1, 2, 3] is at most 3. -/
theorem ct_list_mem (x : ℝ) (hx : x ∈ ([1, 2, 3] : List ℝ)) : x ≤ 3 := by sorry

/-- false (closed endpoint): x = 3. -/
theorem ct_list_mem_bad (x : ℝ) (hx : x ∈ ([1, 2, 3] : List ℝ)) : x < 3 := by sorry

/-- true: a list of three reals is summed in order. -/
theorem ct_list_append_sum (a b : ℝ) : ([a] ++ [b, a]).sum = 2 * a + b := by sorry

/-- false (list taken for a set): a = 1, b = 0 gives 2 ≠ 1. -/
theorem ct_list_append_sum_bad (a b : ℝ) : ([a] ++ [b, a]).sum = a + b := by sorry

/-! ## `let` -/

/-- true: a² + 1 > 0. -/
theorem ct_let (a : ℝ) : let s := a ^ 2 + 1; s > 0 := by sorry

/-- false (wrong sign): a = 0 gives -1 > 0. -/
theorem ct_let_bad (a : ℝ) : let s := a ^ 2 - 1; s > 0 := by sorry

/-- true: x + 1/x ≥ 2 for x > 0. -/
theorem ct_let_two (x : ℝ) (hx : 0 < x) : let y := x + 1 / x; y ≥ 2 := by sorry

/-- false (missing sign condition): x = -1 gives y = -2. -/
theorem ct_let_two_bad (x : ℝ) (hx : x ≠ 0) : let y := x + 1 / x; y ≥ 2 := by sorry

/-- true: 2n / 2 = n in ℕ. -/
theorem ct_let_nat_div (n : ℕ) : let m := 2 * n; m / 2 = n := by sorry

/-- false (ℕ division): n = 1 gives m = 0 and 0 ≠ 1. -/
theorem ct_let_nat_div_bad (n : ℕ) : let m := n / 2; 2 * m = n := by sorry

/-- true: AM-GM for two reals after destructuring. -/
theorem ct_let_pat (p : ℝ × ℝ) : let ⟨a, b⟩ := p; a ^ 2 + b ^ 2 ≥ 2 * a * b := by sorry

/-- false (strict where equality holds): p = (1, 1). -/
theorem ct_let_pat_bad (p : ℝ × ℝ) : let ⟨a, b⟩ := p; a ^ 2 + b ^ 2 > 2 * a * b := by sorry

/-- true: a 3-4-5 triangle. -/
theorem ct_let_pat_lit : let ⟨a, b⟩ := ((3 : ℝ), (4 : ℝ)); Real.sqrt (a ^ 2 + b ^ 2) = 5 := by
  sorry

/-- false (wrong value): √(9 + 16) = 5. -/
theorem ct_let_pat_lit_bad : let ⟨a, b⟩ := ((3 : ℝ), (4 : ℝ)); Real.sqrt (a ^ 2 + b ^ 2) = 7 := by
  sorry

/-- true: 1 + 2 = 3. -/
theorem ct_let_triple (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : let ⟨a, b, c⟩ := t; a + b = c := by
  sorry

/-- false (wrong operation): 1 · 2 = 2 ≠ 3. -/
theorem ct_let_triple_bad (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : let ⟨a, b, c⟩ := t; a * b = c := by
  sorry

/-- true: nested lets, x² + 1 ≥ 1. -/
theorem ct_let_nested (x : ℝ) : let a := x ^ 2; let b := a + 1; b ≥ 1 := by sorry

/-- false (ℤ division): n = 1 gives 1 / 2 = 0 and 0 + 0 ≠ 1. -/
theorem ct_let_int_div_bad (n : ℤ) : let h := n / 2; h + h = n := by sorry

/-- true: x² - 2x = (x - 1)² - 1 ≥ -1. -/
theorem ct_let_fun : let f := fun x : ℝ => x ^ 2 - 2 * x; ∀ x, f x ≥ -1 := by sorry

/-- false (wrong bound): x = 1 gives -1. -/
theorem ct_let_fun_bad : let f := fun x : ℝ => x ^ 2 - 2 * x; ∀ x, f x ≥ 0 := by sorry

/-! ## `∃!`, `∃ x ∈ s`, `∃` over ℝ and ℚ -/

/-- true: x = 2. -/
theorem ct_exists_unique : ∃! x : ℝ, 2 * x + 1 = 5 := by sorry

/-- false (missing sign condition): x = 2 and x = -2 both work. -/
theorem ct_exists_unique_bad : ∃! x : ℝ, x ^ 2 = 4 := by sorry

/-- true: only x = 2 among positive reals. -/
theorem ct_exists_unique_pos : ∃! x : ℝ, 0 < x ∧ x ^ 2 = 4 := by sorry

/-- true: only n = 2 in ℕ. -/
theorem ct_exists_unique_nat : ∃! n : ℕ, n ^ 2 = 4 := by sorry

/-- false (missing sign condition): n = 2 and n = -2. -/
theorem ct_exists_unique_int_bad : ∃! n : ℤ, n ^ 2 = 4 := by sorry

/-- true: p = (2, 1). -/
theorem ct_exists_unique_pair : ∃! p : ℝ × ℝ, p.1 + p.2 = 3 ∧ p.1 - p.2 = 1 := by sorry

/-- false (dependent equations): (0, 3) and (1, 2) both satisfy them. -/
theorem ct_exists_unique_pair_bad : ∃! p : ℝ × ℝ, p.1 + p.2 = 3 ∧ 2 * p.1 + 2 * p.2 = 6 := by
  sorry

/-- false (no solution): x² + 1 > 0. -/
theorem ct_exists_unique_none_bad : ∃! x : ℝ, x ^ 2 + 1 = 0 := by sorry

/-- true: x² = x/2 at 0 and 1/2; only 1/2 is in (0, 1]. -/
theorem ct_exists_unique_range : ∃! x : ℝ, 0 < x ∧ x ≤ 1 ∧ x ^ 2 = x / 2 := by sorry

/-- false (closed endpoint): x = 0 and x = 1/2 both lie in [0, 1]. -/
theorem ct_exists_unique_closed_bad : ∃! x : ℝ, 0 ≤ x ∧ x ≤ 1 ∧ x ^ 2 = x / 2 := by sorry

/-- true: x = √2. -/
theorem ct_exists_real : ∃ x : ℝ, x ^ 2 = 2 := by sorry

/-- false (wrong type): √2 is irrational, no rational squares to 2. -/
theorem ct_exists_rat_bad : ∃ q : ℚ, q ^ 2 = 2 := by sorry

/-- true: q = 1/3. -/
theorem ct_exists_rat : ∃ q : ℚ, 3 * q = 1 := by sorry

/-- false (wrong type): 3n = 1 has no integer solution. -/
theorem ct_exists_int_bad : ∃ n : ℤ, 3 * n = 1 := by sorry

/-- false (no solution): the discriminant of x² + x + 1 is -3. -/
theorem ct_exists_real_bad : ∃ x : ℝ, x ^ 2 + x + 1 = 0 := by sorry

/-- true: an odd-degree polynomial has a real root (between -1 and 0). -/
theorem ct_exists_real_cubic : ∃ x : ℝ, x ^ 3 + x + 1 = 0 := by sorry

/-- true: x = √2 / 2. -/
theorem ct_exists_mem_Icc : ∃ x ∈ Set.Icc (0 : ℝ) 1, x ^ 2 = 1 / 2 := by sorry

/-- false (open endpoint): the only roots of x² = 1 are ±1, outside (0, 1). -/
theorem ct_exists_mem_Ioo_bad : ∃ x ∈ Set.Ioo (0 : ℝ) 1, x ^ 2 = 1 := by sorry

/-- true: n = 7. -/
theorem ct_exists_mem_range : ∃ n ∈ Finset.range 10, n ^ 2 = 49 := by sorry

/-- false (off-by-one range): range 7 stops at 6. -/
theorem ct_exists_mem_range_bad : ∃ n ∈ Finset.range 7, n ^ 2 = 49 := by sorry

/-- true: the rationals are dense in the reals. -/
theorem ct_exists_rat_between : ∀ x y : ℝ, x < y → ∃ q : ℚ, x < q ∧ (q : ℝ) < y := by sorry

/-- false (≤ for <): x = y = 0 leaves no room. -/
theorem ct_exists_rat_between_bad : ∀ x y : ℝ, x ≤ y → ∃ q : ℚ, x < q ∧ (q : ℝ) < y := by sorry

/-- true: x = 0 is below every square. -/
theorem ct_exists_forall : ∃ x : ℝ, ∀ y : ℝ, x ≤ y ^ 2 := by sorry

/-- false (quantifier order): for any x, y = x² + 1 exceeds x². -/
theorem ct_exists_forall_bad : ∃ x : ℝ, ∀ y : ℝ, y ≤ x ^ 2 := by sorry

/-- true: for each y take x = |y| + 1. -/
theorem ct_forall_exists : ∀ y : ℝ, ∃ x : ℝ, y ≤ x ^ 2 := by sorry

/-- true: n = 4. -/
theorem ct_exists_nat_sub : ∃ n : ℕ, n - 5 = 0 ∧ n > 3 := by sorry

/-- false (ℕ subtraction): n = 0 gives 0 - 5 = 0. -/
theorem ct_nat_sub_bad : ∀ n : ℕ, n - 5 = 0 → n = 5 := by sorry

/-! ## Precedence -/

/-- true: (-x)² = 1 for x = -1. -/
theorem ct_prec_neg_pow (x : ℤ) (hx : x = -1) : (-x) ^ 2 = 1 := by sorry

/-- false (precedence of -): -x ^ 2 is -(x ^ 2) = -1. -/
theorem ct_prec_neg_pow_bad (x : ℤ) (hx : x = -1) : -x ^ 2 = 1 := by sorry

/-- false (∧/∨ precedence): Lean reads (a + b = 2 ∧ a - b = 0) ∨ a = b; a = b = 5 meets it. -/
theorem ct_prec_and_or_bad (a b : ℝ) (h : a + b = 2 ∧ a - b = 0 ∨ a = b) : a = 1 := by sorry

/-- true: with parentheses both equations hold, so a = b = 1. -/
theorem ct_prec_and_or (a b : ℝ) (h : a + b = 2 ∧ (a - b = 0 ∨ a = b)) : a = 1 := by sorry

/-- true: ∧ binds tighter than ↔ and ∨: x² = x iff x = 0 or (x = 1 and x > 0). -/
theorem ct_prec_iff (x : ℝ) : x ^ 2 = x ↔ x = 0 ∨ x = 1 ∧ x > 0 := by sorry

/-- false (→ binds looser than ∧): the hypothesis is an implication, x = 2 meets it vacuously. -/
theorem ct_prec_imp_bad (x : ℝ) (h : x > 0 ∧ x < 1 → x ^ 2 < x) : x < 1 := by sorry

end Constructs.Tuples
