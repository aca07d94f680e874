/-
Construct corpus, pinned sequences, function- and Prop-valued variables, `Fin n`, optParams and
the order on functions (issue 25, item 8): written for `benchmarks/coverage.py`, never copied from
a benchmark; format as in `sets.lean`. Every proof is `sorry`.
-/
import Mathlib

namespace Constructs.Sequences

/-! ## Sequences pinned by a start and a recurrence -/

/-- true: a n = 2n + 1. -/
theorem cq_arith (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n + 2) : a 10 = 21 := by
  sorry

/-- false (off-by-one index): a 10 = 21; 19 is a 9. -/
theorem cq_arith_bad (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n + 2) : a 10 = 19 := by
  sorry

/-- true: a n = 3 · 2ⁿ. -/
theorem cq_geom (a : ℕ → ℝ) (h0 : a 0 = 3) (h : ∀ n, a (n + 1) = 2 * a n) : a 5 = 96 := by sorry

/-- false (off-by-one index): a 5 = 96; 48 is a 4. -/
theorem cq_geom_bad (a : ℕ → ℝ) (h0 : a 0 = 3) (h : ∀ n, a (n + 1) = 2 * a n) : a 5 = 48 := by
  sorry

/-- true: F₁₀ = 55. -/
theorem cq_fib (a : ℕ → ℕ) (h0 : a 0 = 0) (h1 : a 1 = 1)
    (h : ∀ n, a (n + 2) = a (n + 1) + a n) : a 10 = 55 := by sorry

/-- false (off-by-one index): a 10 = 55; 89 is a 11. -/
theorem cq_fib_bad (a : ℕ → ℕ) (h0 : a 0 = 0) (h1 : a 1 = 1)
    (h : ∀ n, a (n + 2) = a (n + 1) + a n) : a 10 = 89 := by sorry

/-- true: started at index 1 (a 0 is free and unused), a 10 = 55. -/
theorem cq_fib_one (a : ℕ → ℕ) (h1 : a 1 = 1) (h2 : a 2 = 1)
    (h : ∀ n ≥ 1, a (n + 2) = a (n + 1) + a n) : a 10 = 55 := by sorry

/-- true: a n = n(n + 1)/2. -/
theorem cq_recur_sum (a : ℕ → ℝ) (h0 : a 0 = 0) (h : ∀ n, a (n + 1) = a n + (n + 1)) :
    a 100 = 5050 := by sorry

/-- false (off-by-one index): a 100 = 5050; 4950 is a 99. -/
theorem cq_recur_sum_bad (a : ℕ → ℝ) (h0 : a 0 = 0) (h : ∀ n, a (n + 1) = a n + (n + 1)) :
    a 100 = 4950 := by sorry

/-- true: 100, 50, 25, 12 (ℕ halving). -/
theorem cq_nat_div_seq (a : ℕ → ℕ) (h0 : a 0 = 100) (h : ∀ n, a (n + 1) = a n / 2) : a 3 = 12 := by
  sorry

/-- false (ℕ division): a 3 = 25 / 2 = 12 in ℕ, not 12.5. -/
theorem cq_nat_div_seq_bad (a : ℕ → ℕ) (h0 : a 0 = 100) (h : ∀ n, a (n + 1) = a n / 2) :
    (a 3 : ℝ) = 12.5 := by sorry

/-- true: truncated subtraction stops at 0. -/
theorem cq_nat_sub_seq (a : ℕ → ℕ) (h0 : a 0 = 5) (h : ∀ n, a (n + 1) = a n - 1) : a 7 = 0 := by
  sorry

/-- false (ℕ subtraction): a 7 = 0, not 5 - 7 = -2. -/
theorem cq_nat_sub_seq_bad (a : ℕ → ℕ) (h0 : a 0 = 5) (h : ∀ n, a (n + 1) = a n - 1) :
    (a 7 : ℤ) = -2 := by sorry

/-- true: a n = 2⁻ⁿ > 0. -/
theorem cq_halving_pos (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / 2) :
    ∀ n, 0 < a n := by sorry

/-- false (off-by-one index): a 0 = 1 > 1/2. -/
theorem cq_halving_bad (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / 2) :
    ∀ n, a n ≤ 1 / 2 := by sorry

/-- true: a (n + 1) - a n = (a n - 1)² ≥ 0. -/
theorem cq_mono (a : ℕ → ℝ) (h0 : a 0 = 2) (h : ∀ n, a (n + 1) = a n ^ 2 - a n + 1) :
    ∀ n, a n ≤ a (n + 1) := by sorry

/-- false (fixed point): from a 0 = 1 the sequence stays at 1. -/
theorem cq_mono_strict_bad (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n ^ 2 - a n + 1) :
    ∀ n, a n < a (n + 1) := by sorry

/-- true: a n = 2ⁿ + 1. -/
theorem cq_two_term (a : ℕ → ℤ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : a 5 = 33 := by sorry

/-- false (wrong value): a 5 = 2⁵ + 1 = 33. -/
theorem cq_two_term_bad (a : ℕ → ℤ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : a 5 = 32 := by sorry

/-- true: the closed form 2ⁿ + 1. -/
theorem cq_closed_form (a : ℕ → ℝ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : ∀ n, a n = 2 ^ n + 1 := by sorry

/-- false (wrong answer): n = 0 gives 2 ≠ 2¹ - 1 = 1. -/
theorem cq_closed_form_bad (a : ℕ → ℝ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : ∀ n, a n = 2 ^ (n + 1) - 1 := by sorry

/-- true: telescoping, a n = 2 - 1/n from index 1. -/
theorem cq_shift_one (a : ℕ → ℝ) (h1 : a 1 = 1)
    (h : ∀ n ≥ 1, a (n + 1) = a n + 1 / (n * (n + 1))) : a 4 = 7 / 4 := by sorry

/-- false (missing initial condition): a 0 = 0 gives a 3 = 0. -/
theorem cq_missing_start_bad (a : ℕ → ℝ) (h : ∀ n, a (n + 1) = 2 * a n) : a 3 = 8 := by sorry

/-- true: 1, 2, 4, 8. -/
theorem cq_pinned_start (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n) : a 3 = 8 := by
  sorry

/-- true: the first ten odd numbers sum to 100. -/
theorem cq_seq_sum (a : ℕ → ℝ) (h : ∀ n, a n = 2 * n + 1) : ∑ i ∈ Finset.range 10, a i = 100 := by
  sorry

/-- false (off-by-one range): range 10 has ten terms, sum 100 (121 takes eleven). -/
theorem cq_seq_sum_bad (a : ℕ → ℝ) (h : ∀ n, a n = 2 * n + 1) :
    ∑ i ∈ Finset.range 10, a i = 121 := by sorry

/-- false (off-by-one range): Icc 1 10 gives 3 + 5 + … + 21 = 120. -/
theorem cq_seq_sum_Icc_bad (a : ℕ → ℝ) (h : ∀ n, a n = 2 * n + 1) :
    ∑ i ∈ Finset.Icc 1 10, a i = 100 := by sorry

/-- true: 1 + … + 10. -/
theorem cq_sum_Icc : ∑ i ∈ Finset.Icc (1 : ℕ) 10, (i : ℝ) = 55 := by sorry

/-- true: n + (n - 1) + … + 1 in ℕ (no truncation: i < n). -/
theorem cq_nat_sub_sum (n : ℕ) : ∑ i ∈ Finset.range n, (n - i) = n * (n + 1) / 2 := by sorry

/-- false (ℕ subtraction): n = 1 gives 1 - 2 = 0 in ℕ, cast 0 ≠ -1. -/
theorem cq_nat_sub_cast_bad (n : ℕ) (h : 1 ≤ n) : ((n - 2 : ℕ) : ℤ) = (n : ℤ) - 2 := by sorry

/-- true: no truncation when 2 ≤ n. -/
theorem cq_nat_sub_cast (n : ℕ) (h : 2 ≤ n) : ((n - 2 : ℕ) : ℤ) = (n : ℤ) - 2 := by sorry

/-! ## Function-valued variables defined by `∀ x, f x = body` -/

/-- true: (x - 2)² + 1 ≥ 1. -/
theorem cq_fun_def (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2 - 4 * x + 5) : ∀ x, f x ≥ 1 := by sorry

/-- false (wrong bound): x = 2 gives f 2 = 1. -/
theorem cq_fun_def_bad (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2 - 4 * x + 5) : ∀ x, f x ≥ 2 := by sorry

/-- true: f (g 2) = 2 · 4 + 1. -/
theorem cq_fun_comp (f g : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 1) (hg : ∀ x, g x = x ^ 2) :
    f (g 2) = 9 := by sorry

/-- false (composition order): g (f 2) = 5² = 25. -/
theorem cq_fun_comp_bad (f g : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 1) (hg : ∀ x, g x = x ^ 2) :
    g (f 2) = 9 := by sorry

/-- true: 4 · 5 / 2 = 10. -/
theorem cq_fun_nat (f : ℕ → ℕ) (hf : ∀ n, f n = n * (n + 1) / 2) : f 4 = 10 := by sorry

/-- false (ℕ division): f 3 = (3 / 2) · 4 = 1 · 4 = 4 in ℕ. -/
theorem cq_fun_nat_div_bad (f : ℕ → ℕ) (hf : ∀ n, f n = n / 2 * (n + 1)) : f 3 = 6 := by sorry

/-- true: 1/(1/x) = x for x ≠ 0. -/
theorem cq_fun_inv (f : ℝ → ℝ) (hf : ∀ x, f x = 1 / x) : ∀ x, x ≠ 0 → f (f x) = x := by sorry

/-- false (missing nonzero condition): x = 0 gives f 0 · 0 = 0 ≠ 1. -/
theorem cq_fun_inv_bad (f : ℝ → ℝ) (hf : ∀ x, f x = 1 / x) : ∀ x, f x * x = 1 := by sorry

/-- true: 1/3 + 2/3 in ℚ. -/
theorem cq_fun_rat (f : ℚ → ℚ) (hf : ∀ q, f q = q / 3) : f 1 + f 2 = 1 := by sorry

/-- false (ℤ division): 1 / 3 = 2 / 3 = 0 in ℤ. -/
theorem cq_fun_int_div_bad (f : ℤ → ℤ) (hf : ∀ n, f n = n / 3) : f 1 + f 2 = 1 := by sorry

/-- true: |x - 1| + |x + 1| ≥ |(x + 1) - (x - 1)| = 2. -/
theorem cq_fun_abs (f : ℝ → ℝ) (hf : ∀ x, f x = |x - 1| + |x + 1|) : ∀ x, f x ≥ 2 := by sorry

/-- false (strict where equality holds): x = 0 gives 2. -/
theorem cq_fun_abs_bad (f : ℝ → ℝ) (hf : ∀ x, f x = |x - 1| + |x + 1|) : ∀ x, f x > 2 := by sorry

/-- false (missing distinctness): x = y = 0 gives x + y = 0. -/
theorem cq_distinct_bad (x y : ℝ) (h : x ^ 2 - x = y ^ 2 - y) : x + y = 1 := by sorry

/-- true: (x - y)(x + y - 1) = 0 with x ≠ y. -/
theorem cq_distinct (x y : ℝ) (hxy : x ≠ y) (h : x ^ 2 - x = y ^ 2 - y) : x + y = 1 := by sorry

/-! ## Prop-valued and set-valued variables defined by `↔` -/

/-- true: 1² < 4, 2² = 4. -/
theorem cq_prop_def (P : ℝ → Prop) (hP : ∀ x, P x ↔ x ^ 2 < 4) : P 1 ∧ ¬ P 2 := by sorry

/-- false (closed endpoint): 2² = 4 is not < 4. -/
theorem cq_prop_def_bad (P : ℝ → Prop) (hP : ∀ x, P x ↔ x ^ 2 < 4) : P 2 := by sorry

/-- true: 7 % 3 = 1, 9 % 3 = 0. -/
theorem cq_prop_nat (good : ℕ → Prop) (h : ∀ n, good n ↔ n % 3 = 1) : good 7 ∧ ¬ good 9 := by
  sorry

/-- false (wrong modulus): n = 4 is good (4 % 3 = 1) and even. -/
theorem cq_prop_nat_bad (good : ℕ → Prop) (h : ∀ n, good n ↔ n % 3 = 1) :
    ∀ n, good n → n % 2 = 1 := by sorry

/-- true: x² < x on (0, 1). -/
theorem cq_prop_interval (P : ℝ → Prop) (hP : ∀ x, P x ↔ 0 < x ∧ x < 1) :
    ∀ x, P x → x ^ 2 < x := by sorry

/-- false (closed endpoint): x = 0 gives 0 < 0. -/
theorem cq_prop_interval_bad (P : ℝ → Prop) (hP : ∀ x, P x ↔ 0 ≤ x ∧ x ≤ 1) :
    ∀ x, P x → x ^ 2 < x := by sorry

/-- true: R is <. -/
theorem cq_rel_def (R : ℝ → ℝ → Prop) (hR : ∀ x y, R x y ↔ x < y) : R 1 2 ∧ ¬ R 2 1 := by sorry

/-- false (wrong value): R 2 3 means 4 < 3. -/
theorem cq_rel_def_bad (R : ℝ → ℝ → Prop) (hR : ∀ x y, R x y ↔ x ^ 2 < y) : R 2 3 := by sorry

/-- true: x² ≤ 1 iff x ∈ [-1, 1]. -/
theorem cq_set_def (S : Set ℝ) (hS : ∀ x, x ∈ S ↔ x ^ 2 ≤ 1) : S = Set.Icc (-1) 1 := by sorry

/-- false (missing sign condition): x = -1 ∈ S, not in [0, 1]. -/
theorem cq_set_def_bad (S : Set ℝ) (hS : ∀ x, x ∈ S ↔ x ^ 2 ≤ 1) : S = Set.Icc 0 1 := by sorry

/-- true: the divisors 1, 2, 3, 6. -/
theorem cq_set_eq_def (S : Set ℕ) (hS : S = {n | n ∣ 6}) : S.ncard = 4 := by sorry

/-- false (0 divides only 0): 0 ∣ 6 is false in ℕ. -/
theorem cq_set_eq_def_bad (S : Set ℕ) (hS : S = {n | n ∣ 6}) : 0 ∈ S := by sorry

/-! ## `Fin n` arithmetic wraps around -/

/-- true: no wrap below the last index. -/
theorem cq_fin_add (i : Fin 5) (h : i.val < 4) : (i + 1).val = i.val + 1 := by sorry

/-- false (Fin wrap-around): i = 4 gives 4 + 1 = 0 in Fin 5. -/
theorem cq_fin_wrap_bad (i : Fin 5) : (i + 1).val = i.val + 1 := by sorry

/-- true: the cyclic differences telescope (wrap-around closes the cycle). -/
theorem cq_fin_cyclic (x : Fin 3 → ℝ) (hx : ∀ i, x i = i.val) : ∑ i, (x (i + 1) - x i) = 0 := by
  sorry

/-- false (Fin wrap-around): i = 2 gives x 0 = 0 ≠ x 2 + 1 = 3. -/
theorem cq_fin_cyclic_bad (x : Fin 3 → ℝ) (hx : ∀ i, x i = i.val) : ∀ i, x (i + 1) = x i + 1 := by
  sorry

/-- true: no wrap above 0. -/
theorem cq_fin_sub (i : Fin 4) (h : 0 < i.val) : (i - 1).val = i.val - 1 := by sorry

/-- false (Fin wrap-around): i = 0 gives 0 - 1 = 3 in Fin 4, and 3 + 1 ≠ 0. -/
theorem cq_fin_sub_bad (i : Fin 4) : (i - 1).val + 1 = i.val := by sorry

/-- true: the value of an index is below the bound. -/
theorem cq_fin_val (i : Fin 3) : (i : ℕ) < 3 := by sorry

/-- false (Fin wrap-around): i = 2 gives 2 · 2 = 0 in Fin 4. -/
theorem cq_fin_mul_bad (i : Fin 4) : (2 * i).val = 2 * i.val := by sorry

/-- true: Fin.succ moves into Fin 5 without wrapping. -/
theorem cq_fin_succ (i : Fin 4) : (Fin.succ i).val = i.val + 1 := by sorry

/-- true: 1 + 2 + 4 + 8. -/
theorem cq_fin_sum (x : Fin 4 → ℝ) (hx : ∀ i, x i = 2 ^ i.val) : ∑ i, x i = 15 := by sorry

/-- false (off-by-one range): Fin 4 has four indices, sum 15 (31 needs Fin 5). -/
theorem cq_fin_sum_bad (x : Fin 4 → ℝ) (hx : ∀ i, x i = 2 ^ i.val) : ∑ i, x i = 31 := by sorry

/-- true (vacuous): with wrap-around the chain a 0 < a 1 < a 2 < a 3 < a 0 is impossible. -/
theorem cq_fin_chain_vacuous (a : Fin 4 → ℝ) (h : ∀ i, a i < a (i + 1)) : a 0 = 100 := by sorry

/-! ## optParam binders leave the variable free -/

/-- false (optParam): μ is universally quantified; μ = 2, x = 2 gives 4 ≠ 1. -/
theorem cq_opt_bad (x : ℝ) (μ : ℝ := 1) (h : x = μ) : x ^ 2 = 1 := by sorry

/-- true: for every positive μ. -/
theorem cq_opt (x : ℝ) (μ : ℝ := 1) (hμ : 0 < μ) (hx : 0 < x) : 0 < μ * x := by sorry

/-- false (optParam): k = 0, n = 2 gives n ^ 0 = 1 < 2 = n. -/
theorem cq_opt_pow_bad (n : ℕ) (k : ℕ := 2) : n ^ k ≥ n := by sorry

/-- false (optParam): c = 1, a = 0 gives 1 ≠ 0. -/
theorem cq_opt_shift_bad (a : ℝ) (c : ℝ := 0) : (a + c) ^ 2 = a ^ 2 := by sorry

/-- true: a square, whatever c. -/
theorem cq_opt_shift (a : ℝ) (c : ℝ := 0) : (a + c) ^ 2 ≥ 0 := by sorry

/-- false (optParam): r = 3 gives a 3 = 27. -/
theorem cq_opt_seq_bad (a : ℕ → ℝ) (r : ℝ := 2) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = r * a n) :
    a 3 = 8 := by sorry

/-- true: a n = rⁿ for every r. -/
theorem cq_opt_seq (a : ℕ → ℝ) (r : ℝ := 2) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = r * a n) :
    a 3 = r ^ 3 := by sorry

/-! ## The order on functions: `f < g` is "≤ everywhere and < somewhere" -/

/-- true: Pi.le_def. -/
theorem cq_pi_le (f g : ℝ → ℝ) (h : f ≤ g) : ∀ x, f x ≤ g x := by sorry

/-- false (Pi order): f = 0, g = fun x => if x = 0 then 1 else 0 has f < g, and f 1 = g 1. -/
theorem cq_pi_lt_bad (f g : ℝ → ℝ) (h : f < g) : ∀ x, f x < g x := by sorry

/-- true: f < g gives a point where f x < g x. -/
theorem cq_pi_lt_exists (f g : ℝ → ℝ) (h : f < g) : ∃ x, f x < g x := by sorry

/-- false (Pi order): f = fun x => if x = 0 then 1 else 0 is > 0, and f 1 = 0. -/
theorem cq_pi_pos_bad (f : ℝ → ℝ) (hf : f > 0) : ∀ x, f x > 0 := by sorry

/-- false (Pi order): a = fun i => if i = 2 then 0 else 1 is > 0 with product 0. -/
theorem cq_pi_prod_bad (a : Fin 3 → ℝ) (ha : a > 0) : a 0 * a 1 * a 2 > 0 := by sorry

/-- true: every entry positive. -/
theorem cq_pi_prod (a : Fin 3 → ℝ) (ha : ∀ i, 0 < a i) : a 0 * a 1 * a 2 > 0 := by sorry

/-- false (Pi order): a = fun n => if n = 0 then 1 else 0 is > 0 with a 1 = 0. -/
theorem cq_pi_nat_bad (a : ℕ → ℕ) (ha : 0 < a) : ∀ n, 1 ≤ a n := by sorry

/-- true: 0 ≤ f is pointwise. -/
theorem cq_pi_nonneg (f : ℝ → ℝ) (hf : 0 ≤ f) : ∀ x, 0 ≤ f x ^ 3 := by sorry

/-- false (Pi order): x = fun i => if i = 0 then 1 else 0 is > 0, and x 0 · x 1 = 0. -/
theorem cq_pi_pair_bad (x : Fin 2 → ℝ) (hx : x > 0) : x 0 * x 1 ≠ 0 := by sorry

/-- true: Pi.lt_def, a ≤ b everywhere and < at index 0. -/
theorem cq_pi_lt_of_le (a b : Fin 2 → ℝ) (h : a ≤ b) (h2 : a 0 < b 0) : a < b := by sorry

/-- true: nonnegative entries and one positive entry make a > 0 (Pi.lt_def). -/
theorem cq_pi_pos_of_entry (a : Fin 3 → ℝ) (ha : ∀ i, 0 ≤ a i) (h1 : a 1 = 1) : a > 0 := by sorry

/-- false (Pi order): a = ![0, 0], b = ![0, 1] has a < b and a 0 = b 0. -/
theorem cq_pi_lt_all_bad (a b : Fin 2 → ℝ) (h : a < b) : a 0 < b 0 := by sorry

/-! ## Vacuous hypotheses -/

/-- true (vacuous): n : ℕ makes n < 0 impossible. -/
theorem cq_vacuous_nat (n : ℕ) (h : n < 0) : n = 5 := by sorry

/-- true (vacuous): a 0 cannot be both 1 and 2. -/
theorem cq_vacuous_pins (a : ℕ → ℝ) (h0 : a 0 = 1) (h0' : a 0 = 2) : a 5 = 7 := by sorry

/-- true (vacuous): no x is above 1 and below 0. -/
theorem cq_vacuous_real (x : ℝ) (h1 : x > 1) (h2 : x < 0) : x = 3 := by sorry

/-- true (vacuous): f 1 = 1 by definition, so f 1 = 2 never holds. -/
theorem cq_vacuous_fun (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2) (h : f 1 = 2) : f 2 = 0 := by sorry

/-- true: a genuine hypothesis, x > 1 gives x² > x. -/
theorem cq_not_vacuous (x : ℝ) (h1 : x > 1) : x ^ 2 > x := by sorry

end Constructs.Sequences
