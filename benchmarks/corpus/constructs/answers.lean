/-
Construct corpus, answers and polynomials (issue 25, item 8): written for
`benchmarks/coverage.py`, never copied from a benchmark; format as in `sets.lean`.

Answers are left as `abbrev NAME : T := sorry`, as competition statements leave them; the comment
`-- fix: NAME=VALUE` under each gives the answer the formaliser meant (Lean text, elaborated at the
declared type, as `dgg check --fix NAME=VALUE` takes it). The truth stated in a docstring is that
of the statement with its answers replaced by those values; a misformalisation may sit in the value
(`Nat.ceil (n / 2)` with `n : ℕ` divides in ℕ first) or in the statement. Every proof is `sorry`.
-/
import Mathlib

open Polynomial

namespace Constructs.Answers

/-! ## Numbers -/

abbrev ca_gauss : ℕ := sorry
-- fix: ca_gauss=5050

/-- true: 0 + 1 + … + 100 = 5050. -/
theorem ca_sum : ∑ i ∈ Finset.range 101, i = ca_gauss := by sorry

/-- false (off-by-one range): range 100 stops at 99, sum 4950. -/
theorem ca_sum_range_bad : ∑ i ∈ Finset.range 100, i = ca_gauss := by sorry

abbrev ca_min_value : ℝ := sorry
-- fix: ca_min_value=2

/-- true: x + 1/x ≥ 2 for x > 0, equality at 1. -/
theorem ca_min : IsLeast {y : ℝ | ∃ x > 0, y = x + 1 / x} ca_min_value := by sorry

/-- false (missing sign condition): x = -1 gives y = -2 in the set, below 2. -/
theorem ca_min_bad : IsLeast {y : ℝ | ∃ x ≠ 0, y = x + 1 / x} ca_min_value := by sorry

abbrev ca_min_value_wrong : ℝ := sorry
-- fix: ca_min_value_wrong=1

/-- false (wrong answer): 1 is not in the set (x + 1/x = 1 has no real root). -/
theorem ca_min_wrong_bad : IsLeast {y : ℝ | ∃ x > 0, y = x + 1 / x} ca_min_value_wrong := by sorry

abbrev ca_max_diag : ℝ := sorry
-- fix: ca_max_diag=Real.sqrt 2

/-- true: x + y ≤ √2 on the unit circle, at x = y = √2/2. -/
theorem ca_max : IsGreatest {t : ℝ | ∃ x y : ℝ, x ^ 2 + y ^ 2 = 1 ∧ t = x + y} ca_max_diag := by
  sorry

abbrev ca_max_diag_wrong : ℝ := sorry
-- fix: ca_max_diag_wrong=2

/-- false (wrong answer): 2 is not attained (x + y ≤ √2). -/
theorem ca_max_wrong_bad :
    IsGreatest {t : ℝ | ∃ x y : ℝ, x ^ 2 + y ^ 2 = 1 ∧ t = x + y} ca_max_diag_wrong := by sorry

abbrev ca_sevens : ℕ := sorry
-- fix: ca_sevens=⌊(100 : ℝ) / 7⌋₊

/-- true: 7, 14, …, 98 are fourteen multiples of 7. -/
theorem ca_multiples : (Finset.filter (fun n : ℕ => 7 ∣ n) (Finset.Icc 1 100)).card = ca_sevens := by
  sorry

abbrev ca_sevens_ceil : ℕ := sorry
-- fix: ca_sevens_ceil=(100 + 6) / 7

/-- false (wrong rounding): the answer rounds up, 15; there are 14 multiples. -/
theorem ca_multiples_bad :
    (Finset.filter (fun n : ℕ => 7 ∣ n) (Finset.Icc 1 100)).card = ca_sevens_ceil := by sorry

/-- false (off-by-one range): Finset.range 100 holds 0 too, 15 multiples of 7. -/
theorem ca_multiples_range_bad :
    (Finset.filter (fun n : ℕ => 7 ∣ n) (Finset.range 100)).card = ca_sevens := by sorry

/-! ## Functions of n -/

abbrev ca_odd_count : ℕ → ℕ := sorry
-- fix: ca_odd_count=fun n => Nat.ceil ((n : ℝ) / 2)

/-- true: 1, …, n holds ⌈n/2⌉ odd numbers. -/
theorem ca_odds (n : ℕ) :
    (Finset.filter (fun k : ℕ => k % 2 = 1) (Finset.Icc 1 n)).card = ca_odd_count n := by sorry

abbrev ca_odd_count_nat : ℕ → ℕ := sorry
-- fix: ca_odd_count_nat=fun n => Nat.ceil (n / 2)

/-- false (ℕ division): Nat.ceil (n / 2) with n : ℕ is n / 2 rounded down; n = 1 gives 0 ≠ 1. -/
theorem ca_odds_bad (n : ℕ) :
    (Finset.filter (fun k : ℕ => k % 2 = 1) (Finset.Icc 1 n)).card = ca_odd_count_nat n := by
  sorry

abbrev ca_pairs : ℕ → ℕ := sorry
-- fix: ca_pairs=fun n => n * (n - 1) / 2

/-- true: n(n - 1) is even, and 0 · (0 - 1) = 0 covers n = 0. -/
theorem ca_choose_two (n : ℕ) : Nat.choose n 2 = ca_pairs n := by sorry

abbrev ca_pairs_div_first : ℕ → ℕ := sorry
-- fix: ca_pairs_div_first=fun n => (n - 1) / 2 * n

/-- false (ℕ division): n = 4 gives (3 / 2) · 4 = 4 ≠ 6. -/
theorem ca_choose_two_bad (n : ℕ) : Nat.choose n 2 = ca_pairs_div_first n := by sorry

abbrev ca_shift : ℕ → ℤ := sorry
-- fix: ca_shift=fun n => ((n - 3 : ℕ) : ℤ)

/-- false (ℕ subtraction): n = 0 gives -3 ≠ 0 (the cast comes after truncation). -/
theorem ca_shift_bad (n : ℕ) : (n : ℤ) - 3 = ca_shift n := by sorry

abbrev ca_shift_int : ℕ → ℤ := sorry
-- fix: ca_shift_int=fun n => (n : ℤ) - 3

/-- true: subtraction in ℤ. -/
theorem ca_shift_ok (n : ℕ) : (n : ℤ) - 3 = ca_shift_int n := by sorry

abbrev ca_sum_sq : ℕ → ℕ := sorry
-- fix: ca_sum_sq=fun n => n * (n + 1) * (2 * n + 1) / 6

/-- true: the sum of squares (the product is divisible by 6). -/
theorem ca_sum_squares (n : ℕ) : ∑ i ∈ Finset.range (n + 1), i ^ 2 = ca_sum_sq n := by sorry

abbrev ca_sum_sq_split : ℕ → ℕ := sorry
-- fix: ca_sum_sq_split=fun n => n * (n + 1) / 6 * (2 * n + 1)

/-- false (ℕ division): n = 1 gives 2 / 6 · 3 = 0 ≠ 1. -/
theorem ca_sum_squares_bad (n : ℕ) : ∑ i ∈ Finset.range (n + 1), i ^ 2 = ca_sum_sq_split n := by
  sorry

abbrev ca_half : ℕ → ℝ := sorry
-- fix: ca_half=fun n => (n / 2 : ℕ)

/-- false (ℕ division): n = 1 gives (1 / 2 : ℕ) = 0 ≠ 1/2. -/
theorem ca_half_bad (n : ℕ) : (n : ℝ) / 2 = ca_half n := by sorry

abbrev ca_half_real : ℕ → ℝ := sorry
-- fix: ca_half_real=fun n => (n : ℝ) / 2

/-- true: division in ℝ. -/
theorem ca_half_ok (n : ℕ) : (n : ℝ) / 2 = ca_half_real n := by sorry

abbrev ca_closed : ℕ → ℝ := sorry
-- fix: ca_closed=fun n => 2 ^ n + 1

/-- true: a two-term recurrence with closed form 2ⁿ + 1. -/
theorem ca_recurrence (a : ℕ → ℝ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : ∀ n, a n = ca_closed n := by sorry

abbrev ca_closed_shift : ℕ → ℝ := sorry
-- fix: ca_closed_shift=fun n => 2 ^ (n + 1) + 1

/-- false (off-by-one index): n = 0 gives 2 ≠ 3. -/
theorem ca_recurrence_bad (a : ℕ → ℝ) (h0 : a 0 = 2) (h1 : a 1 = 3)
    (h : ∀ n, a (n + 2) = 3 * a (n + 1) - 2 * a n) : ∀ n, a n = ca_closed_shift n := by sorry

/-! ## Sets, pairs, functions -/

abbrev ca_roots : Set ℝ := sorry
-- fix: ca_roots={1, 2}

/-- true: x² - 3x + 2 = (x - 1)(x - 2). -/
theorem ca_roots_thm : {x : ℝ | x ^ 2 - 3 * x + 2 = 0} = ca_roots := by sorry

abbrev ca_roots_cubic : Set ℝ := sorry
-- fix: ca_roots_cubic={0, 2}

/-- false (missing root): x = -2 has (-2)³ = -8 = 4 · (-2). -/
theorem ca_roots_cubic_bad : {x : ℝ | x ^ 3 = 4 * x} = ca_roots_cubic := by sorry

abbrev ca_roots_cubic_all : Set ℝ := sorry
-- fix: ca_roots_cubic_all={-2, 0, 2}

/-- true: x³ - 4x = x(x - 2)(x + 2). -/
theorem ca_roots_cubic_ok : {x : ℝ | x ^ 3 = 4 * x} = ca_roots_cubic_all := by sorry

abbrev ca_solution_set : Set ℝ := sorry
-- fix: ca_solution_set=Set.Ioo 1 3

/-- true: (x - 1)(x - 3) < 0 iff 1 < x < 3. -/
theorem ca_ineq : {x : ℝ | x ^ 2 - 4 * x + 3 < 0} = ca_solution_set := by sorry

/-- false (closed endpoint): x = 1 gives 0 ≤ 0 and 1 ∉ (1, 3). -/
theorem ca_ineq_bad : {x : ℝ | x ^ 2 - 4 * x + 3 ≤ 0} = ca_solution_set := by sorry

abbrev ca_int_solutions : Set (ℤ × ℤ) := sorry
-- fix: ca_int_solutions={(1, 1), (-1, -1)}

/-- true: xy = 1 over ℤ. -/
theorem ca_units : {p : ℤ × ℤ | p.1 * p.2 = 1} = ca_int_solutions := by sorry

/-- false (wrong sign): (1, -1) has product -1 and is not in the answer {(1, 1), (-1, -1)}. -/
theorem ca_units_bad : {p : ℤ × ℤ | p.1 * p.2 = -1} = ca_int_solutions := by sorry

abbrev ca_pair : ℝ × ℝ := sorry
-- fix: ca_pair=(2, 1)

/-- true: x + y = 3, x - y = 1. -/
theorem ca_pair_thm (x y : ℝ) (h1 : x + y = 3) (h2 : x - y = 1) : (x, y) = ca_pair := by sorry

abbrev ca_pair_swapped : ℝ × ℝ := sorry
-- fix: ca_pair_swapped=(1, 2)

/-- false (swapped components): the solution is (2, 1). -/
theorem ca_pair_bad (x y : ℝ) (h1 : x + y = 3) (h2 : x - y = 1) : (x, y) = ca_pair_swapped := by
  sorry

abbrev ca_fun : ℝ → ℝ := sorry
-- fix: ca_fun=fun x => x + 1

/-- true: x = 0 gives f y = f 0 + y = y + 1. -/
theorem ca_fun_eq (f : ℝ → ℝ) (h : ∀ x y, f (x + y) = f x + y) (h0 : f 0 = 1) : f = ca_fun := by
  sorry

abbrev ca_fun_no_const : ℝ → ℝ := sorry
-- fix: ca_fun_no_const=fun x => x

/-- false (missing constant): f 0 = 1 but the answer gives 0. -/
theorem ca_fun_eq_bad (f : ℝ → ℝ) (h : ∀ x y, f (x + y) = f x + y) (h0 : f 0 = 1) :
    f = ca_fun_no_const := by sorry

abbrev ca_divisors : Finset ℕ := sorry
-- fix: ca_divisors={1, 2, 3, 6}

/-- true: the divisors of 6. -/
theorem ca_divisors_thm : ∀ n, n ∈ ca_divisors ↔ 0 < n ∧ n ∣ 6 := by sorry

abbrev ca_divisors_short : Finset ℕ := sorry
-- fix: ca_divisors_short={1, 2, 3}

/-- false (missing element): 6 ∣ 6 but 6 ∉ {1, 2, 3}. -/
theorem ca_divisors_bad : ∀ n, n ∈ ca_divisors_short ↔ 0 < n ∧ n ∣ 6 := by sorry

abbrev ca_prob : ℚ := sorry
-- fix: ca_prob=1/6

/-- true: six of the 36 rolls of two dice sum to 7. -/
theorem ca_dice :
    ((Finset.filter (fun p : ℕ × ℕ => p.1 + p.2 = 7) (Finset.Icc 1 6 ×ˢ Finset.Icc 1 6)).card : ℚ) /
      36 = ca_prob := by sorry

/-- false (ℕ division): the quotient 6 / 36 is taken in ℕ, 0, before the cast. -/
theorem ca_dice_bad :
    (((Finset.filter (fun p : ℕ × ℕ => p.1 + p.2 = 7) (Finset.Icc 1 6 ×ˢ Finset.Icc 1 6)).card /
      36 : ℕ) : ℚ) = ca_prob := by sorry

/-- false (wrong value): five rolls sum to 6, 5/36 ≠ 1/6. -/
theorem ca_dice_six_bad :
    ((Finset.filter (fun p : ℕ × ℕ => p.1 + p.2 = 6) (Finset.Icc 1 6 ×ˢ Finset.Icc 1 6)).card : ℚ) /
      36 = ca_prob := by sorry

abbrev ca_count_sols : ℕ := sorry
-- fix: ca_count_sols=2

/-- true: x² = 2x has two real solutions, 0 and 2. -/
theorem ca_count : Set.ncard {x : ℝ | x ^ 2 = 2 * x} = ca_count_sols := by sorry

/-- false (wrong answer): x³ = x has three real roots, -1, 0 and 1, not 2. -/
theorem ca_count_bad : Set.ncard {x : ℝ | x ^ 3 = x} = ca_count_sols := by sorry

abbrev ca_exists_answer : ℝ := sorry
-- fix: ca_exists_answer=3

/-- true: x = 3 is the unique positive root of x² = 9. -/
theorem ca_unique : ∃! x : ℝ, 0 < x ∧ x ^ 2 = 9 ∧ x = ca_exists_answer := by sorry

/-- false (missing sign condition): x² = 9 has two roots, so uniqueness fails. -/
theorem ca_unique_bad : ∃! x : ℝ, x ^ 2 = 9 := by sorry

/-- true (vacuous): n : ℕ makes n < 0 impossible, whatever the answer. -/
theorem ca_vacuous (n : ℕ) (h : n < 0) : n = ca_gauss := by sorry

/-! ## Answers written out (Lean checks the value) -/

/-- The number of odd numbers in 1, …, n as a formaliser wrote it: ℕ division. -/
abbrev ca_written_nat_div (n : ℕ) : ℕ := Nat.ceil (n / 2)

/-- false (ℕ division): n = 3 gives Nat.ceil (3 / 2) = 1, but 1, 3 are two odd numbers. -/
theorem ca_written_bad (n : ℕ) :
    (Finset.filter (fun k : ℕ => k % 2 = 1) (Finset.Icc 1 n)).card = ca_written_nat_div n := by
  sorry

/-- The same count written right: (n + 1) / 2 rounds up n / 2. -/
abbrev ca_written_ok (n : ℕ) : ℕ := (n + 1) / 2

/-- true: 1, 3, 5, … up to n. -/
theorem ca_written (n : ℕ) :
    (Finset.filter (fun k : ℕ => k % 2 = 1) (Finset.Icc 1 n)).card = ca_written_ok n := by sorry

/-- A real answer with a value. -/
noncomputable abbrev ca_written_real : ℝ := Real.sqrt 2 / 2

/-- true: cos (π/4) = √2/2. -/
theorem ca_written_cos : Real.cos (Real.pi / 4) = ca_written_real := by sorry

/-- false (wrong answer): sin (π/3) = √3/2 ≈ 0.866, not √2/2 ≈ 0.707. -/
theorem ca_written_sin_bad : Real.sin (Real.pi / 3) = ca_written_real := by sorry

/-! ## Polynomials -/

/-- true: 1 - 3 + 2 = 0. -/
theorem cp_eval (p : ℝ[X]) (hp : p = X ^ 2 - 3 * X + 2) : p.eval 1 = 0 := by sorry

/-- false (wrong value): p (3) = 9 - 9 + 2 = 2. -/
theorem cp_eval_bad (p : ℝ[X]) (hp : p = X ^ 2 - 3 * X + 2) : p.eval 3 = 0 := by sorry

/-- true: the coefficient of X. -/
theorem cp_coeff (p : ℤ[X]) (hp : p = 2 * X ^ 3 - X + 5) : p.coeff 1 = -1 := by sorry

/-- false (off-by-one index): coeff 3 is 2; 5 is coeff 0. -/
theorem cp_coeff_bad (p : ℤ[X]) (hp : p = 2 * X ^ 3 - X + 5) : p.coeff 3 = 5 := by sorry

/-- true: X³ + 2X has degree 3. -/
theorem cp_natDegree (p : ℚ[X]) (hp : p = X ^ 3 + 2 * X) : p.natDegree = 3 := by sorry

/-- false (missing nonzero condition): a = 0 leaves X + 1, degree 1. -/
theorem cp_natDegree_bad (a : ℝ) (p : ℝ[X]) (hp : p = C a * X ^ 2 + X + 1) : p.natDegree = 2 := by
  sorry

/-- true: a ≠ 0 keeps the leading term. -/
theorem cp_natDegree_ok (a : ℝ) (ha : a ≠ 0) (p : ℝ[X]) (hp : p = C a * X ^ 2 + X + 1) :
    p.natDegree = 2 := by sorry

/-- true: degree as WithBot ℕ. -/
theorem cp_degree (p : ℝ[X]) (hp : p = X ^ 2 + 1) : p.degree = 2 := by sorry

/-- false (junk value): the zero polynomial has degree ⊥, not 0. -/
theorem cp_degree_zero_bad : Polynomial.degree (0 : ℝ[X]) = 0 := by sorry

/-- true: a junk value, natDegree 0 = 0 (Polynomial.natDegree_zero). -/
theorem cp_natDegree_zero : Polynomial.natDegree (0 : ℝ[X]) = 0 := by sorry

/-- false (missing nonzero condition): a = 0 gives the zero polynomial, natDegree 0. -/
theorem cp_monomial_bad (a : ℝ) (p : ℝ[X]) (hp : p = C a * X ^ 3) : p.natDegree = 3 := by sorry

/-- true: ±1. -/
theorem cp_roots (p : ℝ[X]) (hp : p = X ^ 2 - 1) : p.roots.card = 2 := by sorry

/-- false (wrong field): X² + 1 has no real root. -/
theorem cp_roots_real_bad (p : ℝ[X]) (hp : p = X ^ 2 + 1) : p.roots.card = 2 := by sorry

/-- true: roots count multiplicity, 1 twice. -/
theorem cp_roots_mult (p : ℝ[X]) (hp : p = (X - 1) ^ 2) : p.roots.card = 2 := by sorry

/-- false (multiplicity): the distinct roots of (X - 1)² are {1}. -/
theorem cp_roots_distinct_bad (p : ℝ[X]) (hp : p = (X - 1) ^ 2) : p.roots.toFinset.card = 2 := by
  sorry

/-- true: 2² = 4. -/
theorem cp_mem_roots (p : ℚ[X]) (hp : p = X ^ 2 - 4) : (2 : ℚ) ∈ p.roots := by sorry

/-- false (wrong field): √2 is irrational, X² - 2 has no rational root. -/
theorem cp_mem_roots_bad (p : ℚ[X]) (hp : p = X ^ 2 - 2) : ∃ q : ℚ, q ∈ p.roots := by sorry

/-- true: n³ - n = (n - 1) n (n + 1). -/
theorem cp_eval_dvd (p : ℤ[X]) (hp : p = X ^ 3 - X) : ∀ n : ℤ, 6 ∣ p.eval n := by sorry

/-- false (wrong constant): n = 2 gives 6, not a multiple of 12. -/
theorem cp_eval_dvd_bad (p : ℤ[X]) (hp : p = X ^ 3 - X) : ∀ n : ℤ, 12 ∣ p.eval n := by sorry

/-- true: 2 + 3. -/
theorem cp_vieta (p : ℝ[X]) (hp : p = X ^ 2 - 5 * X + 6) : p.roots.sum = 5 := by sorry

/-- false (wrong sign): the roots 2 and 3 sum to 5. -/
theorem cp_vieta_bad (p : ℝ[X]) (hp : p = X ^ 2 - 5 * X + 6) : p.roots.sum = -5 := by sorry

/-- true: a · 2². -/
theorem cp_eval_C (a : ℝ) : (C a * X ^ 2).eval 2 = 4 * a := by sorry

/-- false (wrong value): a = 1 gives 4 ≠ 2. -/
theorem cp_eval_C_bad (a : ℝ) : (C a * X ^ 2).eval 2 = 2 * a := by sorry

/-- true: the constant coefficient is the value at 0. -/
theorem cp_coeff_zero (p : ℝ[X]) (hp : p = X ^ 2 + 3 * X + 7) : p.coeff 0 = p.eval 0 := by sorry

/-- true: 1 + 1 + 41. -/
theorem cp_eval_int (p : ℤ[X]) (hp : p = X ^ 2 + X + 41) : p.eval 1 = 43 := by sorry

/-- false (small cases only): n = 40 gives 1681 = 41². -/
theorem cp_euler_bad (p : ℤ[X]) (hp : p = X ^ 2 + X + 41) :
    ∀ n : ℕ, Nat.Prime (p.eval (n : ℤ)).natAbs := by sorry

/-- true: a is a root of (X - a)(X - b). -/
theorem cp_root_a (a b : ℝ) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) : p.eval a = 0 := by
  sorry

/-- false (missing distinctness): a = b gives one distinct root. -/
theorem cp_two_roots_bad (a b : ℝ) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) :
    p.roots.toFinset.card = 2 := by sorry

/-- true: a ≠ b gives two distinct roots. -/
theorem cp_two_roots (a b : ℝ) (hab : a ≠ b) (p : ℝ[X]) (hp : p = (X - C a) * (X - C b)) :
    p.roots.toFinset.card = 2 := by sorry

/-- true: the cube root of 2 is a real root. -/
theorem cp_exists_root : ∃ x : ℝ, (X ^ 3 - 2 : ℝ[X]).eval x = 0 := by sorry

/-- false (no solution): x² + x + 1 > 0. -/
theorem cp_exists_root_bad : ∃ x : ℝ, (X ^ 2 + X + 1 : ℝ[X]).eval x = 0 := by sorry

/-- true: leading coefficient. -/
theorem cp_leading (p : ℤ[X]) (hp : p = 3 * X ^ 2 + X) : p.leadingCoeff = 3 := by sorry

abbrev cp_answer : ℝ[X] := sorry
-- fix: cp_answer=Polynomial.X ^ 2 - 2 * Polynomial.X + 1

/-- true: X² - 2X + 1 = (X - 1)². -/
theorem cp_answer_eval : ∀ x : ℝ, cp_answer.eval x = (x - 1) ^ 2 := by sorry

abbrev cp_answer_sign : ℝ[X] := sorry
-- fix: cp_answer_sign=Polynomial.X ^ 2 + 2 * Polynomial.X + 1

/-- false (wrong sign): x = 1 gives 4 ≠ 0. -/
theorem cp_answer_sign_bad : ∀ x : ℝ, cp_answer_sign.eval x = (x - 1) ^ 2 := by sorry

end Constructs.Answers
