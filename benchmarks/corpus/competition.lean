/-
Competition-style statements for `benchmarks/coverage.py`: written for this benchmark, about half
of them false. The docstring of each statement starts with its truth (`true:` or `false:`) and
says why. This file is data for the benchmark, not part of the Lean library: the proofs are
`sorry` (the false statements have none) and it is not built by Lake.
-/
import Mathlib

open Real Finset

namespace Competition

/-! ## Real inequalities -/

/-- true: AM-GM for two nonnegative reals. -/
theorem amgm_two (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : √(a * b) ≤ (a + b) / 2 := by sorry

/-- false: a = b = 1 gives 1 ≤ 1/2. -/
theorem amgm_bad (a b : ℝ) : a * b ≤ ((a + b) / 2) ^ 2 / 2 := by sorry

/-- true: a perfect square. -/
theorem square_nonneg' (x : ℝ) : 0 ≤ x ^ 2 - 2 * x + 1 := by sorry

/-- false: x = 3/2 gives -1/4. -/
theorem quad_nonneg_bad (x : ℝ) : 0 ≤ x ^ 2 - 3 * x + 2 := by sorry

/-- true: sum of squares dominates the pairwise products. -/
theorem sq_sum_ge (a b c : ℝ) : a * b + b * c + c * a ≤ a ^ 2 + b ^ 2 + c ^ 2 := by sorry

/-- false: a = 2, b = c = 0. -/
theorem sq_sum_le_bad (a b c : ℝ) : a ^ 2 + b ^ 2 + c ^ 2 ≤ a * b + b * c + c * a + 1 := by sorry

/-- true: Nesbitt's inequality. -/
theorem nesbitt (a b c : ℝ) (ha : 0 < a) (hb : 0 < b) (hc : 0 < c) :
    3 / 2 ≤ a / (b + c) + b / (c + a) + c / (a + b) := by sorry

/-- false: Nesbitt with 2; a = b = c gives 3/2. -/
theorem nesbitt_bad (a b c : ℝ) (ha : 0 < a) (hb : 0 < b) (hc : 0 < c) :
    2 ≤ a / (b + c) + b / (c + a) + c / (a + b) := by sorry

/-- true: x + 1/x ≥ 2 for positive x. -/
theorem add_inv_ge_two (x : ℝ) (hx : 0 < x) : x + 1 / x ≥ 2 := by sorry

/-- false: x = -1. -/
theorem add_inv_ge_two_bad (x : ℝ) (hx : x ≠ 0) : x + 1 / x ≥ 2 := by sorry

/-- true: the tangent line of exp at 0. -/
theorem exp_ge_add_one (x : ℝ) : Real.exp x ≥ 1 + x := by sorry

/-- false: x = -1 gives exp (-1) ≈ 0.368 < 1/2. -/
theorem exp_ge_quad_bad (x : ℝ) : Real.exp x ≥ 1 + x + x ^ 2 / 2 := by sorry

/-- true: log x ≤ x - 1. -/
theorem log_le_sub_one (x : ℝ) (hx : 0 < x) : Real.log x ≤ x - 1 := by sorry

/-- false: x = 1. -/
theorem log_le_sub_two_bad (x : ℝ) (hx : 0 < x) : Real.log x ≤ x - 2 := by sorry

/-- true: `sqrt` under `open Real`. -/
theorem sqrt_le_half (x : ℝ) (hx : 0 ≤ x) : sqrt x ≤ (x + 1) / 2 := by sorry

/-- false: x = -1. -/
theorem sqrt_sq_bad (x : ℝ) : sqrt (x ^ 2) = x := by sorry

/-- true: √(x²) = |x|. -/
theorem sqrt_sq_abs' (x : ℝ) : Real.sqrt (x ^ 2) = |x| := by sorry

/-- true: Pythagoras. -/
theorem sin_sq_add_cos_sq' (x : ℝ) : Real.sin x ^ 2 + Real.cos x ^ 2 = 1 := by sorry

/-- false: x = -1 gives sin (-1) ≈ -0.84 > -1. -/
theorem sin_le_self_bad (x : ℝ) : Real.sin x ≤ x := by sorry

/-- true: sin x ≤ x for x ≥ 0. -/
theorem sin_le_self (x : ℝ) (hx : 0 ≤ x) : Real.sin x ≤ x := by sorry

/-- true: π > 3 (π from `open Real`). -/
theorem pi_gt_three' : π > 3 := by sorry

/-- false: π ≈ 3.14159. -/
theorem pi_lt_bad : π < 3.14 := by sorry

/-- true: fixed sum, bounded product. -/
theorem prod_le_of_sum (a b : ℝ) (hab : a + b = 2) : a * b ≤ 1 := by sorry

/-- false: a = 3, b = -1. -/
theorem prod_nonneg_bad (a b : ℝ) (hab : a + b = 2) : a * b ≥ 0 := by sorry

/-- true: Cauchy–Schwarz in the plane. -/
theorem cauchy_two (a b c d : ℝ) :
    (a * c + b * d) ^ 2 ≤ (a ^ 2 + b ^ 2) * (c ^ 2 + d ^ 2) := by sorry

/-- false: a = c = 1, b = d = 0. -/
theorem cauchy_two_bad (a b c d : ℝ) :
    (a * c + b * d) ^ 2 ≤ (a ^ 2 + b ^ 2) * (c ^ 2 + d ^ 2) / 2 := by sorry

/-- true: triangle inequality. -/
theorem abs_add_le' (a b : ℝ) : |a + b| ≤ |a| + |b| := by sorry

/-- false: a = 0, b = 1. -/
theorem abs_sub_le_bad (a b : ℝ) : |a - b| ≤ |a| - |b| := by sorry

/-- true: min below the mean. -/
theorem min_le_mean (a b : ℝ) : min a b ≤ (a + b) / 2 := by sorry

/-- false: a = 0, b = 1. -/
theorem max_le_mean_bad (a b : ℝ) : max a b ≤ (a + b) / 2 := by sorry

/-- true: power mean, p ≥ 1 (convexity). -/
theorem power_mean (a b p : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hp : 1 ≤ p) :
    ((a + b) / 2) ^ p ≤ (a ^ p + b ^ p) / 2 := by sorry

/-- false: p = 1/2 is concave (a = 0, b = 1). -/
theorem power_mean_bad (a b p : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hp : 0 < p) :
    ((a + b) / 2) ^ p ≤ (a ^ p + b ^ p) / 2 := by sorry

/-- true: Young's inequality with p = q = 2. -/
theorem young_two (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : a * b ≤ a ^ 2 / 2 + b ^ 2 / 2 := by
  sorry

/-- false: a = b = 1 gives 1 ≤ 2/3. -/
theorem young_three_bad (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) :
    a * b ≤ a ^ 3 / 3 + b ^ 3 / 3 := by sorry

/-- true: x² ≤ x on [0, 1]. -/
theorem sq_le_self_Icc (x : ℝ) (hx : x ∈ Set.Icc (0 : ℝ) 1) : x ^ 2 ≤ x := by sorry

/-- false: x = -1/2. -/
theorem sq_le_self_Icc_bad (x : ℝ) (hx : x ∈ Set.Icc (-1 : ℝ) 1) : x ^ 2 ≤ x := by sorry

/-- true: a division by x needs x ≠ 0. -/
theorem mul_inv_cancel' (x : ℝ) (hx : x ≠ 0) : x * x⁻¹ = 1 := by sorry

/-- false: x = 0, where 0⁻¹ = 0 in Lean. -/
theorem mul_inv_cancel_bad (x : ℝ) : x * x⁻¹ = 1 := by sorry

/-- true: Real.log 0 = 0 by convention. -/
theorem log_zero' : Real.log 0 = 0 := by sorry

/-- true: log (x²) = 2 log x for every real x (log x = log |x|, log 0 = 0). -/
theorem log_sq' (x : ℝ) : Real.log (x ^ 2) = 2 * Real.log x := by sorry

/-- false: x = 0, y = 2. -/
theorem log_mul_bad (x y : ℝ) : Real.log (x * y) = Real.log x + Real.log y := by sorry

/-- true: √x = x ^ (1/2) for x ≥ 0. -/
theorem sqrt_eq_rpow' (x : ℝ) (hx : 0 ≤ x) : Real.sqrt x = x ^ (1 / 2 : ℝ) := by sorry

/-- false: x = -8: (-8) ^ (1/3 : ℝ) = 1 in Mathlib (rpow of a negative base). -/
theorem rpow_third_bad (x : ℝ) : (x ^ (1 / 3 : ℝ)) ^ 3 = x := by sorry

/-- true: logb 2 is positive above 1. -/
theorem logb_pos' (x : ℝ) (hx : 1 < x) : 0 < Real.logb 2 x := by sorry

/-- false: x = 1/2. -/
theorem logb_pos_bad (x : ℝ) (hx : 0 < x) : 0 < Real.logb 2 x := by sorry

/-- true: |sin x| ≤ 1. -/
theorem abs_sin_le_one' (x : ℝ) : |Real.sin x| ≤ 1 := by sorry

/-- false: x = 3π/2. -/
theorem cos_le_cos_half_bad (x : ℝ) : Real.cos x ≤ Real.cos (x / 2) := by sorry

/-- true: arctan is bounded by π/2. -/
theorem abs_arctan_lt (x : ℝ) : |Real.arctan x| < π / 2 := by sorry

/-- false: x = -1. -/
theorem arctan_le_self_bad (x : ℝ) : Real.arctan x ≤ x := by sorry

/-- true: tan x = sin x / cos x (Mathlib's definition, also where cos x = 0). -/
theorem tan_eq_sin_div_cos' (x : ℝ) : Real.tan x = Real.sin x / Real.cos x := by sorry

/-! ## Sums, factorials, binomials -/

/-- true: Gauss. -/
theorem gauss_sum (n : ℕ) : ∑ i ∈ range (n + 1), i = n * (n + 1) / 2 := by sorry

/-- false: n = 1 gives 0 = 1. -/
theorem gauss_sum_bad (n : ℕ) : ∑ i ∈ range n, i = n * (n + 1) / 2 := by sorry

/-- true: odd numbers sum to a square. -/
theorem odd_sum (n : ℕ) : ∑ i ∈ range n, (2 * i + 1) = n ^ 2 := by sorry

/-- false: off by one. -/
theorem odd_sum_bad (n : ℕ) : ∑ i ∈ range n, (2 * i + 1) = n ^ 2 + 1 := by sorry

/-- true: Bernoulli-type. -/
theorem two_pow_ge (n : ℕ) : 2 ^ n ≥ n + 1 := by sorry

/-- false: n = 3 gives 8 ≥ 9. -/
theorem two_pow_ge_sq_bad (n : ℕ) : 2 ^ n ≥ n ^ 2 := by sorry

/-- true: n² ≤ 2ⁿ from n = 4 on. -/
theorem sq_le_two_pow (n : ℕ) (h : 4 ≤ n) : n ^ 2 ≤ 2 ^ n := by sorry

/-- true: the factorial is positive. -/
theorem factorial_pos' (n : ℕ) : Nat.factorial n ≥ 1 := by sorry

/-- false: n = 1 gives 1 ≥ 2. -/
theorem factorial_ge_two_pow_bad (n : ℕ) : n.factorial ≥ 2 ^ n := by sorry

/-- true: 2ⁿ < n! from n = 4 on. -/
theorem two_pow_lt_factorial (n : ℕ) (h : 4 ≤ n) : 2 ^ n < Nat.factorial n := by sorry

open Nat in
/-- true: `n !` (under `open Nat`) divides `(n + 1) !`. -/
theorem factorial_dvd_succ (n : ℕ) : n ! ∣ (n + 1) ! := by sorry

open Nat in
/-- false: n = 1 gives 2 ∣ 1. -/
theorem factorial_succ_dvd_bad (n : ℕ) : (n + 1) ! ∣ n ! := by sorry

/-- true: the central binomial coefficient. -/
theorem central_choose_ge (n : ℕ) : Nat.choose (2 * n) n ≥ 2 ^ n := by sorry

/-- false: n = 4, k = 2 gives 6 ≤ 4. -/
theorem choose_le_bad (n k : ℕ) : Nat.choose n k ≤ n := by sorry

/-- true: symmetry of binomials. -/
theorem choose_symm' (n k : ℕ) (h : k ≤ n) : Nat.choose n k = Nat.choose n (n - k) := by sorry

/-- true: row sum of Pascal's triangle. -/
theorem choose_row_sum (n : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n := by sorry

/-- false: the last term is missing (n = 1 gives 1 = 2). -/
theorem choose_row_sum_bad (n : ℕ) : ∑ k ∈ range n, Nat.choose n k = 2 ^ n := by sorry

/-- true: a geometric sum below 2. -/
theorem geom_lt_two (n : ℕ) : ∑ i ∈ range n, (1 : ℝ) / 2 ^ i < 2 := by sorry

/-- false: n = 2 gives 3/2. -/
theorem geom_lt_bad (n : ℕ) : ∑ i ∈ range n, (1 : ℝ) / 2 ^ i < 3 / 2 := by sorry

/-- true: a telescoping sum. -/
theorem telescope (n : ℕ) :
    ∑ i ∈ Icc 1 n, (1 : ℝ) / (i * (i + 1)) = 1 - 1 / (n + 1) := by sorry

/-- false: n = 1 gives 1/2 = 0. -/
theorem telescope_bad (n : ℕ) (hn : 1 ≤ n) :
    ∑ i ∈ Icc 1 n, (1 : ℝ) / (i * (i + 1)) = 1 - 1 / n := by sorry

/-- true: the cast of a ratio below 1. -/
theorem div_succ_lt_one (n : ℕ) : (n : ℝ) / (n + 1) < 1 := by sorry

/-- false: n = 1. -/
theorem div_succ_lt_half_bad (n : ℕ) : (n : ℝ) / (n + 1) < 1 / 2 := by sorry

/-- true: card of an interval. -/
theorem card_Ico' (n : ℕ) : (Ico 3 n).card = n - 3 := by sorry

/-- false: n = 3 gives 0 = 1. -/
theorem card_Ico_bad (n : ℕ) : (Ico 3 n).card = n - 2 := by sorry

/-! ## Number theory -/

/-- true: consecutive numbers. -/
theorem two_dvd_mul_succ (n : ℕ) : 2 ∣ n * (n + 1) := by sorry

/-- false: n = 1. -/
theorem three_dvd_mul_succ_bad (n : ℕ) : 3 ∣ n * (n + 1) := by sorry

/-- true: three consecutive numbers. -/
theorem six_dvd (n : ℕ) : 6 ∣ n * (n + 1) * (n + 2) := by sorry

/-- false: n = 1 gives 6. -/
theorem four_dvd_bad (n : ℕ) : 4 ∣ n * (n + 1) * (n + 2) := by sorry

/-- true: squares mod 4. -/
theorem sq_mod_four (n : ℤ) : n ^ 2 % 4 = 0 ∨ n ^ 2 % 4 = 1 := by sorry

/-- false: n = 0. -/
theorem sq_mod_three_bad (n : ℤ) : n ^ 2 % 3 = 1 := by sorry

/-- true: odd primes. -/
theorem prime_odd (p : ℕ) (hp : Nat.Prime p) (h : p ≠ 2) : Odd p := by sorry

/-- false: p = 2. -/
theorem prime_odd_bad (p : ℕ) (hp : p.Prime) : Odd p := by sorry

/-- true: a product of consecutive numbers is even. -/
theorem even_mul_succ' (n : ℕ) : Even (n * (n + 1)) := by sorry

/-- false: n² + n + 2 is always even. -/
theorem odd_bad (n : ℕ) : Odd (n ^ 2 + n + 2) := by sorry

/-- true: gcd divides. -/
theorem gcd_dvd_left' (a b : ℕ) : Nat.gcd a b ∣ a := by sorry

/-- false: a = 2, b = 1. -/
theorem gcd_bad (a b : ℕ) : Nat.gcd a b = Nat.gcd a (a + b + 1) := by sorry

/-- true: gcd × lcm. -/
theorem gcd_mul_lcm' (a b : ℕ) : Nat.gcd a b * Nat.lcm a b = a * b := by sorry

/-- false: a = b = 2. -/
theorem lcm_bad (a b : ℕ) : Nat.lcm a b = a * b := by sorry

/-- true: a square of n ≥ 2 is not prime. -/
theorem sq_not_prime (n : ℕ) (hn : 2 ≤ n) : ¬ Nat.Prime (n ^ 2) := by sorry

/-- false: Euler's polynomial fails at n = 40. -/
theorem euler_prime_bad (n : ℕ) : Nat.Prime (n ^ 2 + n + 41) := by sorry

/-- true: ten primes below 30. -/
theorem primes_below_30 : ((range 30).filter Nat.Prime).card = 10 := by sorry

/-- false: there are 8 primes below 20. -/
theorem primes_below_20_bad : ((range 20).filter Nat.Prime).card = 9 := by sorry

/-- true: n even numbers below 2n. -/
theorem card_even (n : ℕ) : ((range (2 * n)).filter Even).card = n := by sorry

/-- false: there are n odd numbers below 2n + 1. -/
theorem card_odd_bad (n : ℕ) : ((range (2 * n + 1)).filter Odd).card = n + 1 := by sorry

/-- true: Fermat for 3. -/
theorem three_dvd_cube_sub (a : ℤ) : 3 ∣ a ^ 3 - a := by sorry

/-- false: a = 2 gives 6. -/
theorem four_dvd_cube_sub_bad (a : ℤ) : 4 ∣ a ^ 3 - a := by sorry

/-- true: odd plus odd. -/
theorem odd_add_odd (a b : ℤ) (ha : a % 2 = 1) (hb : b % 2 = 1) : (a + b) % 2 = 0 := by sorry

/-- false: odd times odd is odd. -/
theorem odd_mul_odd_bad (a b : ℤ) (ha : a % 2 = 1) (hb : b % 2 = 1) : (a * b) % 2 = 0 := by
  sorry

/-- true: truncated subtraction. -/
theorem nat_sub_add_ge (a b : ℕ) : a - b + b ≥ a := by sorry

/-- false: a = 0, b = 1. -/
theorem nat_sub_add_bad (a b : ℕ) : a - b + b = a := by sorry

/-- false: n = 0. -/
theorem pred_lt_bad (n : ℕ) : n - 1 < n := by sorry

/-- true: n - 1 < n for positive n. -/
theorem pred_lt' (n : ℕ) (h : 0 < n) : n - 1 < n := by sorry

/-- true: Int division rounds down for a positive divisor. -/
theorem int_div_mul_le (a : ℤ) : a / 2 * 2 ≤ a := by sorry

/-- false: a = 1. -/
theorem int_le_div_mul_bad (a : ℤ) : a ≤ a / 2 * 2 := by sorry

/-- true: Int.emod is nonnegative for a nonzero divisor. -/
theorem emod_nonneg' (a : ℤ) : a % 3 ≥ 0 := by sorry

/-- false: a = 2. -/
theorem emod_lt_bad (a : ℤ) : a % 3 < 2 := by sorry

/-- true: a positive natural number is at least 1. -/
theorem pnat_ge_one (n : ℕ+) : (n : ℕ) ≥ 1 := by sorry

/-- false: n = 1. -/
theorem pnat_ge_two_bad (n : ℕ+) : (n : ℕ) ≥ 2 := by sorry

/-- true: halving a positive rational. -/
theorem rat_half_lt (q : ℚ) (hq : 0 < q) : q / 2 < q := by sorry

/-- false: q = 0. -/
theorem rat_half_lt_bad (q : ℚ) : q / 2 < q := by sorry

/-- true: a tuple equation pins every component. -/
theorem tuple_pin (p q r : ℕ) (h : (p, q, r) = (2, 4, 8)) : p * r = q ^ 2 := by sorry

/-- false: 2 + 8 ≠ 12. -/
theorem tuple_pin_bad (p q r : ℕ) (h : (p, q, r) = (2, 4, 8)) : p + r = 3 * q := by sorry

/-! ## Functions -/

/-- true: a pinned affine function. -/
theorem affine_value (f : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 3) : f 1 = 5 := by sorry

/-- false: f 2 = 7. -/
theorem affine_value_bad (f : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 3) : f 2 = 6 := by sorry

/-- true: (a + b)² ≤ 2a² + 2b². -/
theorem square_fn (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2) (a b : ℝ) :
    f (a + b) ≤ 2 * f a + 2 * f b := by sorry

/-- false: a = b = 1 gives 4 ≤ 2. -/
theorem square_fn_bad (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2) (a b : ℝ) :
    f (a + b) ≤ f a + f b := by sorry

/-- true: a pinned function on ℕ. -/
theorem succ_twice (f : ℕ → ℕ) (hf : ∀ n, f n = n + 1) (n : ℕ) : f (f n) = n + 2 := by sorry

/-- false: n = 1 gives 4 = 2. -/
theorem double_twice_bad (f : ℕ → ℕ) (hf : ∀ n, f n = 2 * n) (n : ℕ) : f (f n) = 2 * n := by
  sorry

/-- false: the zero function is additive. -/
theorem additive_one_bad (f : ℝ → ℝ) (hf : ∀ x y, f (x + y) = f x + f y) : f 1 = 1 := by sorry

/-- true: an additive function vanishes at 0. -/
theorem additive_zero (f : ℝ → ℝ) (hf : ∀ x y, f (x + y) = f x + f y) : f 0 = 0 := by sorry

/-- true: monotone means monotone. -/
theorem monotone_apply (f : ℝ → ℝ) (hf : Monotone f) (a b : ℝ) (hab : a ≤ b) : f a ≤ f b := by
  sorry

/-- false: the identity. -/
theorem monotone_apply_bad (f : ℝ → ℝ) (hf : Monotone f) (a b : ℝ) (hab : a ≤ b) :
    f b ≤ f a := by sorry

/-- false: the constant 2. -/
theorem pos_lt_one_bad (f : ℝ → ℝ) (hf : ∀ x, 0 < f x) : ∀ x, f x < 1 := by sorry

/-- true: strict-implicit binders in a monotonicity hypothesis. -/
theorem strict_implicit_mono (f : ℝ → ℝ) (hf : ∀ ⦃x y⦄, x ≤ y → f x ≤ f y) (a : ℝ) :
    f a ≤ f (a + 1) := by sorry

/-- false: the identity. -/
theorem strict_implicit_mono_bad (f : ℝ → ℝ) (hf : ∀ ⦃x y⦄, x ≤ y → f x ≤ f y) (a : ℝ) :
    f (a + 1) ≤ f a := by sorry

/-- true: an affine map with nonzero slope is injective. -/
theorem affine_injective (f : ℝ → ℝ) (hf : ∀ x, f x = 3 * x - 1) : Function.Injective f := by
  sorry

/-- false: x ↦ x² identifies 1 and -1. -/
theorem square_injective_bad (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2) : Function.Injective f := by
  sorry

/-- true: iterating x ↦ x + 2. -/
theorem iterate_add_two (n : ℕ) : (fun x : ℕ => x + 2)^[n] 0 = 2 * n := by sorry

/-- false: off by one. -/
theorem iterate_add_two_bad (n : ℕ) : (fun x : ℕ => x + 2)^[n] 0 = 2 * n + 1 := by sorry

/-- true: a sum over a finset of an arbitrary type. -/
theorem sum_nonneg' {ι : Type*} (s : Finset ι) (f : ι → ℝ) (hf : ∀ i ∈ s, 0 ≤ f i) :
    0 ≤ ∑ i ∈ s, f i := by sorry

/-- false: f = -1 on a nonempty s. -/
theorem sum_nonneg_bad {ι : Type*} (s : Finset ι) (f : ι → ℝ) : 0 ≤ ∑ i ∈ s, f i := by sorry

/-! ## Quantifiers and floors -/

/-- true: x = 3/2. -/
theorem exists_neg_quad : ∃ x : ℝ, x ^ 2 - 3 * x + 2 < 0 := by sorry

/-- false: (x - 1)² < 0 has no solution. -/
theorem exists_neg_square_bad : ∃ x : ℝ, x ^ 2 + 1 < 2 * x := by sorry

/-- true: n = 8. -/
theorem exists_nat_sq : ∃ n : ℕ, n ^ 2 > 50 ∧ n < 10 := by sorry

/-- false: 50 is not a square. -/
theorem exists_nat_sq_bad : ∃ n : ℕ, n ^ 2 = 50 := by sorry

/-- true: a positive leading coefficient. -/
theorem forall_pos_quad (a : ℝ) (ha : 0 < a) : ∀ x : ℝ, a * x ^ 2 + 1 > 0 := by sorry

/-- false: x = 1/2. -/
theorem forall_cube_ge_bad : ∀ x : ℝ, x ^ 3 ≥ x := by sorry

/-- true: the floor is below. -/
theorem floor_le' (x : ℝ) : (⌊x⌋ : ℝ) ≤ x := by sorry

/-- false: x = 0.7. -/
theorem floor_half_bad (x : ℝ) : x < ⌊x⌋ + 1 / 2 := by sorry

/-- true: the floor is within 1. -/
theorem lt_floor_add_one' (x : ℝ) : x < ⌊x⌋ + 1 := by sorry

/-- true: the natural floor of a nonnegative real. -/
theorem nat_floor_le' (x : ℝ) (hx : 0 ≤ x) : (⌊x⌋₊ : ℝ) ≤ x := by sorry

/-- false: x = 0.2 gives 1 < 0.7. -/
theorem ceil_bad (x : ℝ) : (⌈x⌉ : ℝ) < x + 1 / 2 := by sorry

/-- true: the fractional part is below 1. -/
theorem fract_lt_one' (x : ℝ) : Int.fract x < 1 := by sorry

/-- false: x = 0.7. -/
theorem fract_le_half_bad (x : ℝ) : Int.fract x ≤ 1 / 2 := by sorry

/-! ## Names through `namespace`, `variable` and `open … in` -/

section Scoped

variable (x y : ℝ)

/-- true: a section variable. -/
theorem two_mul_le_sq_add_sq : 2 * x * y ≤ x ^ 2 + y ^ 2 := by sorry

/-- false: x = 1, y = -1. -/
theorem two_mul_le_bad : x ^ 2 + y ^ 2 ≤ 2 * x * y + 1 := by sorry

open Nat in
/-- true: `succ` through `open Nat in`. -/
theorem succ_pred' (n : ℕ) (h : 1 ≤ n) : succ (n - 1) = n := by sorry

open Nat in
/-- false: n = 0 gives 1 = 0. -/
theorem succ_pred_bad (n : ℕ) : succ (n - 1) = n := by sorry

end Scoped

/-- A local definition, used below through its namespace-relative name. -/
def sq3 (t : ℝ) : ℝ := t ^ 2 + 3

/-- true: sq3 is at least 3. -/
theorem sq3_ge (t : ℝ) : 3 ≤ sq3 t := by sorry

/-- false: t = 0. -/
theorem sq3_gt_bad (t : ℝ) : 3 < sq3 t := by sorry

end Competition
