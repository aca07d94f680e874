/-
False-alarm corpus (issue 14): true statements in dgg's fragment, written for this repository. Each
restates a fact that Mathlib proves (derivatives, exp/log/sqrt/rpow, mean inequalities, finite
sums, absolute values); none is copied from Mathlib. `dgg check` must never report one of them as
`counterexample` or `suspect` (tests/test_false_alarms.py). The proofs are not written (`sorry`):
this file is test data, not part of the library.
-/

namespace FA

/-! ## Derivatives -/

theorem d_id (x : ℝ) : HasDerivAt (fun t : ℝ ↦ t) 1 x := by sorry
theorem d_const (c x : ℝ) : HasDerivAt (fun _t : ℝ ↦ c) 0 x := by sorry
theorem d_sq (x : ℝ) : HasDerivAt (fun t : ℝ ↦ t ^ 2) (2 * x) x := by sorry
theorem d_cube (x : ℝ) : HasDerivAt (fun t : ℝ ↦ t ^ 3) (3 * x ^ 2) x := by sorry
theorem d_pow7 (x : ℝ) : HasDerivAt (fun t : ℝ ↦ t ^ 7) (7 * x ^ 6) x := by sorry
theorem d_poly (x : ℝ) :
    HasDerivAt (fun t : ℝ ↦ 3 * t ^ 4 - 2 * t + 5) (12 * x ^ 3 - 2) x := by sorry
theorem d_affine (a b x : ℝ) : HasDerivAt (fun t : ℝ ↦ a * t + b) a x := by sorry
theorem d_exp (x : ℝ) : HasDerivAt (fun t ↦ Real.exp t) (Real.exp x) x := by sorry
theorem d_exp_named (x : ℝ) : HasDerivAt Real.exp (Real.exp x) x := by sorry
theorem d_exp_lin (a x : ℝ) :
    HasDerivAt (fun t ↦ Real.exp (a * t)) (a * Real.exp (a * x)) x := by sorry
theorem d_exp_sq (x : ℝ) :
    HasDerivAt (fun t ↦ Real.exp (t ^ 2)) (2 * x * Real.exp (x ^ 2)) x := by sorry
theorem d_log_pos (x : ℝ) (hx : 0 < x) : HasDerivAt (fun t ↦ Real.log t) (1 / x) x := by sorry
theorem d_log_neg (x : ℝ) (hx : x < 0) : HasDerivAt (fun t ↦ Real.log t) x⁻¹ x := by sorry
theorem d_log_sq1 (x : ℝ) :
    HasDerivAt (fun t ↦ Real.log (t ^ 2 + 1)) (2 * x / (x ^ 2 + 1)) x := by sorry
theorem d_sqrt_pos (x : ℝ) (hx : 0 < x) :
    HasDerivAt (fun t ↦ Real.sqrt t) (1 / (2 * Real.sqrt x)) x := by sorry
theorem d_sqrt_sq1 (x : ℝ) :
    HasDerivAt (fun t ↦ Real.sqrt (t ^ 2 + 1)) (x / Real.sqrt (x ^ 2 + 1)) x := by sorry
theorem d_sin (x : ℝ) : HasDerivAt (fun t ↦ Real.sin t) (Real.cos x) x := by sorry
theorem d_cos (x : ℝ) : HasDerivAt (fun t ↦ Real.cos t) (-Real.sin x) x := by sorry
theorem d_sin_sq (x : ℝ) :
    HasDerivAt (fun t ↦ Real.sin t ^ 2) (2 * Real.sin x * Real.cos x) x := by sorry
theorem d_sin_cos (x : ℝ) :
    HasDerivAt (fun t ↦ Real.sin t * Real.cos t) (Real.cos x ^ 2 - Real.sin x ^ 2) x := by sorry
theorem d_inv_pos (x : ℝ) (hx : 0 < x) : HasDerivAt (fun t : ℝ ↦ t⁻¹) (-1 / x ^ 2) x := by sorry
theorem d_quot (x : ℝ) :
    HasDerivAt (fun t : ℝ ↦ t / (t ^ 2 + 1)) ((1 - x ^ 2) / (x ^ 2 + 1) ^ 2) x := by sorry
theorem d_prod_exp (x : ℝ) :
    HasDerivAt (fun t ↦ t * Real.exp t) (Real.exp x + x * Real.exp x) x := by sorry
theorem d_xlogx (x : ℝ) (hx : 0 < x) :
    HasDerivAt (fun t ↦ t * Real.log t) (Real.log x + 1) x := by sorry
theorem d_abs_pos (x : ℝ) (hx : 0 < x) : HasDerivAt (fun t : ℝ ↦ |t|) 1 x := by sorry
theorem d_abs_neg (x : ℝ) (hx : x < 0) : HasDerivAt (fun t : ℝ ↦ |t|) (-1) x := by sorry
theorem d_abs_sq0 : HasDerivAt (fun t : ℝ ↦ |t| * t) 0 0 := by sorry
theorem d_max_right (x : ℝ) (hx : 1 < x) : HasDerivAt (fun t : ℝ ↦ max t 1) 1 x := by sorry
theorem d_min_left (x : ℝ) (hx : x < 0) : HasDerivAt (fun t : ℝ ↦ min t 0) 1 x := by sorry
theorem d_sqrt_neg (x : ℝ) (hx : x < 0) : HasDerivAt (fun t ↦ Real.sqrt t) 0 x := by sorry
theorem d_ite_smooth :
    HasDerivAt (fun t : ℝ ↦ if t ≤ 0 then t ^ 3 else t ^ 2 * t) 0 0 := by sorry
theorem d_rpow_half (x : ℝ) (hx : 0 < x) :
    HasDerivAt (fun t ↦ t ^ (1 / 2 : ℝ)) ((1 / 2) * x ^ (-(1 / 2) : ℝ)) x := by sorry
theorem d_chain_exp_sin (x : ℝ) :
    HasDerivAt (fun t ↦ Real.exp (Real.sin t)) (Real.exp (Real.sin x) * Real.cos x) x := by sorry
theorem d_sin_scaled (c x : ℝ) :
    HasDerivAt (fun t ↦ Real.sin (c * t)) (c * Real.cos (c * x)) x := by sorry

/-! ## exp, log, sqrt, rpow -/

theorem exp_pos' (x : ℝ) : 0 < Real.exp x := by sorry
theorem add_one_le_exp' (x : ℝ) : x + 1 ≤ Real.exp x := by sorry
theorem exp_add' (x y : ℝ) : Real.exp (x + y) = Real.exp x * Real.exp y := by sorry
theorem exp_zero' : Real.exp 0 = 1 := by sorry
theorem exp_neg' (x : ℝ) : Real.exp (-x) = (Real.exp x)⁻¹ := by sorry
theorem exp_sub' (x y : ℝ) : Real.exp (x - y) = Real.exp x / Real.exp y := by sorry
theorem exp_le_exp' (x y : ℝ) (h : x ≤ y) : Real.exp x ≤ Real.exp y := by sorry
theorem exp_lt_exp' (x y : ℝ) (h : x < y) : Real.exp x < Real.exp y := by sorry
theorem exp_ge_one (x : ℝ) (h : 0 ≤ x) : 1 ≤ Real.exp x := by sorry
theorem exp_lt_one (x : ℝ) (h : x < 0) : Real.exp x < 1 := by sorry
theorem exp_two_mul (x : ℝ) : Real.exp (2 * x) = Real.exp x ^ 2 := by sorry
theorem exp_one_gt_two : 2 < Real.exp 1 := by sorry
theorem exp_one_lt_three : Real.exp 1 < 3 := by sorry
theorem exp_bound_sq (x : ℝ) (h : 0 ≤ x) : 1 + x + x ^ 2 / 2 ≤ Real.exp x := by sorry
theorem log_one' : Real.log 1 = 0 := by sorry
theorem log_zero' : Real.log 0 = 0 := by sorry
theorem log_exp' (x : ℝ) : Real.log (Real.exp x) = x := by sorry
theorem exp_log' (x : ℝ) (h : 0 < x) : Real.exp (Real.log x) = x := by sorry
theorem log_mul' (x y : ℝ) (hx : x ≠ 0) (hy : y ≠ 0) :
    Real.log (x * y) = Real.log x + Real.log y := by sorry
theorem log_div' (x y : ℝ) (hx : x ≠ 0) (hy : y ≠ 0) :
    Real.log (x / y) = Real.log x - Real.log y := by sorry
theorem log_le_sub_one' (x : ℝ) (h : 0 < x) : Real.log x ≤ x - 1 := by sorry
theorem log_abs' (x : ℝ) : Real.log |x| = Real.log x := by sorry
theorem log_neg_eq' (x : ℝ) : Real.log (-x) = Real.log x := by sorry
theorem log_pos' (x : ℝ) (h : 1 < x) : 0 < Real.log x := by sorry
theorem log_nonpos' (x : ℝ) (h0 : 0 ≤ x) (h1 : x ≤ 1) : Real.log x ≤ 0 := by sorry
theorem log_le_log' (x y : ℝ) (hx : 0 < x) (h : x ≤ y) : Real.log x ≤ Real.log y := by sorry
theorem log_inv' (x : ℝ) : Real.log x⁻¹ = -Real.log x := by sorry
theorem log_sq' (x : ℝ) : Real.log (x ^ 2) = 2 * Real.log x := by sorry
theorem one_sub_inv_le_log (x : ℝ) (h : 0 < x) : 1 - 1 / x ≤ Real.log x := by sorry
theorem log_two_lt : Real.log 2 < 1 := by sorry
theorem log_two_gt : 1 / 2 < Real.log 2 := by sorry
theorem sqrt_nonneg' (x : ℝ) : 0 ≤ Real.sqrt x := by sorry
theorem sqrt_sq' (x : ℝ) (h : 0 ≤ x) : Real.sqrt (x ^ 2) = x := by sorry
theorem sqrt_sq_abs (x : ℝ) : Real.sqrt (x ^ 2) = |x| := by sorry
theorem sq_sqrt' (x : ℝ) (h : 0 ≤ x) : Real.sqrt x ^ 2 = x := by sorry
theorem sqrt_neg_zero (x : ℝ) (h : x ≤ 0) : Real.sqrt x = 0 := by sorry
theorem sqrt_mul_self' (x : ℝ) (h : 0 ≤ x) : Real.sqrt x * Real.sqrt x = x := by sorry
theorem sqrt_mul' (x y : ℝ) (hx : 0 ≤ x) : Real.sqrt (x * y) = Real.sqrt x * Real.sqrt y := by sorry
theorem sqrt_le_sqrt' (x y : ℝ) (h : x ≤ y) : Real.sqrt x ≤ Real.sqrt y := by sorry
theorem sqrt_le_add_one_half (x : ℝ) (h : 0 ≤ x) : Real.sqrt x ≤ (x + 1) / 2 := by sorry
theorem sqrt_add_le (x y : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) :
    Real.sqrt (x + y) ≤ Real.sqrt x + Real.sqrt y := by sorry
theorem sqrt_two_gt : 1.41 < Real.sqrt 2 := by sorry
theorem sqrt_two_lt : Real.sqrt 2 < 1.42 := by sorry
theorem sqrt_four : Real.sqrt 4 = 2 := by sorry
theorem rpow_zero' (x : ℝ) : x ^ (0 : ℝ) = 1 := by sorry
theorem rpow_one' (x : ℝ) : x ^ (1 : ℝ) = x := by sorry
theorem rpow_two' (x : ℝ) : x ^ (2 : ℝ) = x ^ 2 := by sorry
theorem rpow_nonneg' (x y : ℝ) (h : 0 ≤ x) : 0 ≤ x ^ y := by sorry
theorem rpow_add' (x y z : ℝ) (h : 0 < x) : x ^ (y + z) = x ^ y * x ^ z := by sorry
theorem rpow_half_sqrt (x : ℝ) (h : 0 ≤ x) : x ^ (1 / 2 : ℝ) = Real.sqrt x := by sorry
theorem rpow_le_rpow' (x y z : ℝ) (hx : 0 ≤ x) (h : x ≤ y) (hz : 0 ≤ z) :
    x ^ z ≤ y ^ z := by sorry
theorem rpow_natCast_two (x : ℝ) (h : 0 < x) : x ^ (3 : ℝ) = x * x * x := by sorry
theorem exp_log_rpow (x y : ℝ) (h : 0 < x) : x ^ y = Real.exp (Real.log x * y) := by sorry
theorem zero_rpow' (y : ℝ) (h : y ≠ 0) : (0 : ℝ) ^ y = 0 := by sorry
theorem rpow_inv_le_iff' (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 < c) :
    a ^ c⁻¹ ≤ b ↔ a ≤ b ^ c := by sorry
theorem lt_rpow_inv_iff' (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 < c) :
    a < b ^ c⁻¹ ↔ a ^ c < b := by sorry
theorem rpow_inv_eq_iff' (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry

/-! ## Mean inequalities -/

theorem amgm2 (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : Real.sqrt (a * b) ≤ (a + b) / 2 := by sorry
theorem amgm2_sq (a b : ℝ) : a * b ≤ (a ^ 2 + b ^ 2) / 2 := by sorry
theorem amgm2_sq4 (a b : ℝ) : 4 * a * b ≤ (a + b) ^ 2 := by sorry
theorem amgm3 (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 ≤ c) :
    a * b * c ≤ ((a + b + c) / 3) ^ 3 := by sorry
theorem amgm_weighted (a b w : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hw : 0 ≤ w) (hw1 : w ≤ 1) :
    a ^ w * b ^ (1 - w) ≤ w * a + (1 - w) * b := by sorry
theorem qm_am (a b : ℝ) : ((a + b) / 2) ^ 2 ≤ (a ^ 2 + b ^ 2) / 2 := by sorry
theorem hm_gm (a b : ℝ) (ha : 0 < a) (hb : 0 < b) :
    2 / (1 / a + 1 / b) ≤ Real.sqrt (a * b) := by sorry
theorem am_hm (a b : ℝ) (ha : 0 < a) (hb : 0 < b) : (a + b) * (1 / a + 1 / b) ≥ 4 := by sorry
theorem young2 (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : a * b ≤ a ^ 2 / 2 + b ^ 2 / 2 := by sorry
theorem young_pq (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : a * b ≤ a ^ 3 / 3 + 2 * b ^ (3 / 2 : ℝ) / 3 := by sorry
theorem bernoulli (x : ℝ) (h : -1 ≤ x) : 1 + 3 * x ≤ (1 + x) ^ 3 := by sorry
theorem bernoulli_rpow (x : ℝ) (h : -1 ≤ x) : 1 + 2 * x ≤ (1 + x) ^ 2 := by sorry
theorem nesbitt (a b c : ℝ) (ha : 0 < a) (hb : 0 < b) (hc : 0 < c) :
    3 / 2 ≤ a / (b + c) + b / (a + c) + c / (a + b) := by sorry
theorem sum_sq_ge_prod3 (a b c : ℝ) : a * b + b * c + c * a ≤ a ^ 2 + b ^ 2 + c ^ 2 := by sorry
theorem cs2 (a b c d : ℝ) : (a * c + b * d) ^ 2 ≤ (a ^ 2 + b ^ 2) * (c ^ 2 + d ^ 2) := by sorry
theorem cs3 (a b c x y z : ℝ) :
    (a * x + b * y + c * z) ^ 2 ≤ (a ^ 2 + b ^ 2 + c ^ 2) * (x ^ 2 + y ^ 2 + z ^ 2) := by sorry
theorem inv_add_inv_ge (a b : ℝ) (ha : 0 < a) (hb : 0 < b) : 4 / (a + b) ≤ 1 / a + 1 / b := by sorry
theorem x_add_inv_ge_two (x : ℝ) (h : 0 < x) : 2 ≤ x + 1 / x := by sorry
theorem power_mean_34 (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) :
    ((a + b) / 2) ^ 3 ≤ (a ^ 3 + b ^ 3) / 2 := by sorry
theorem jensen_exp (a b : ℝ) : Real.exp ((a + b) / 2) ≤ (Real.exp a + Real.exp b) / 2 := by sorry
theorem jensen_log (a b : ℝ) (ha : 0 < a) (hb : 0 < b) :
    (Real.log a + Real.log b) / 2 ≤ Real.log ((a + b) / 2) := by sorry
theorem jensen_sqrt (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) :
    (Real.sqrt a + Real.sqrt b) / 2 ≤ Real.sqrt ((a + b) / 2) := by sorry
theorem schur3 (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 ≤ c) :
    0 ≤ a * (a - b) * (a - c) + b * (b - a) * (b - c) + c * (c - a) * (c - b) := by sorry
theorem rearr2 (a b x y : ℝ) (h1 : a ≤ b) (h2 : x ≤ y) : a * y + b * x ≤ a * x + b * y := by sorry
theorem cheb2 (a b x y : ℝ) (h1 : a ≤ b) (h2 : x ≤ y) :
    (a + b) * (x + y) ≤ 2 * (a * x + b * y) := by sorry

/-! ## Finite sums -/

theorem sum_sq_nonneg {n : ℕ} (x : Fin n → ℝ) : 0 ≤ ∑ i, x i ^ 2 := by sorry
theorem cauchy_fin {n : ℕ} (x y : Fin n → ℝ) :
    (∑ i, x i * y i) ^ 2 ≤ (∑ i, x i ^ 2) * (∑ i, y i ^ 2) := by sorry
theorem sum_abs_ge_abs_sum {n : ℕ} (x : Fin n → ℝ) : |∑ i, x i| ≤ ∑ i, |x i| := by sorry
theorem sum_sq_le_sq_sum {n : ℕ} (x : Fin n → ℝ) (h : ∀ i, 0 ≤ x i) :
    ∑ i, x i ^ 2 ≤ (∑ i, x i) ^ 2 := by sorry
theorem qm_am_fin {n : ℕ} (x : Fin n → ℝ) : (∑ i, x i) ^ 2 ≤ n * ∑ i, x i ^ 2 := by sorry
theorem jensen_sq_fin {n : ℕ} (p x : Fin n → ℝ) (hp : ∀ i, 0 ≤ p i) (hs : ∑ i, p i = 1) :
    (∑ i, p i * x i) ^ 2 ≤ ∑ i, p i * x i ^ 2 := by sorry
theorem wmean_le_max {n : ℕ} (p x : Fin n → ℝ) (M : ℝ) (hp : ∀ i, 0 ≤ p i)
    (hs : ∑ i, p i = 1) (hx : ∀ i, x i ≤ M) : ∑ i, p i * x i ≤ M := by sorry
theorem wmean_ge_min {n : ℕ} (p x : Fin n → ℝ) (m : ℝ) (hp : ∀ i, 0 ≤ p i)
    (hs : ∑ i, p i = 1) (hx : ∀ i, m ≤ x i) : m ≤ ∑ i, p i * x i := by sorry
theorem sum_mul_const {n : ℕ} (x : Fin n → ℝ) (c : ℝ) :
    ∑ i, c * x i = c * ∑ i, x i := by sorry
theorem sum_add_distrib' {n : ℕ} (x y : Fin n → ℝ) :
    ∑ i, (x i + y i) = ∑ i, x i + ∑ i, y i := by sorry
theorem sum_le_sum' {n : ℕ} (x y : Fin n → ℝ) (h : ∀ i, x i ≤ y i) :
    ∑ i, x i ≤ ∑ i, y i := by sorry
theorem sum_nonneg' {n : ℕ} (x : Fin n → ℝ) (h : ∀ i, 0 ≤ x i) : 0 ≤ ∑ i, x i := by sorry
theorem variance_nonneg {n : ℕ} (p x : Fin n → ℝ) (hp : ∀ i, 0 ≤ p i) (hs : ∑ i, p i = 1) :
    0 ≤ ∑ i, p i * (x i - ∑ j, p j * x j) ^ 2 := by sorry
theorem variance_formula {n : ℕ} (p x : Fin n → ℝ) (hs : ∑ i, p i = 1) :
    ∑ i, p i * (x i - ∑ j, p j * x j) ^ 2 = ∑ i, p i * x i ^ 2 - (∑ i, p i * x i) ^ 2 := by sorry
theorem sum_exp_pos {n : ℕ} (hn : 0 < n) (x : Fin n → ℝ) : 0 < ∑ i, Real.exp (x i) := by sorry
theorem sum_exp_ge_card {n : ℕ} (x : Fin n → ℝ) (h : ∀ i, 0 ≤ x i) :
    (n : ℝ) ≤ ∑ i, Real.exp (x i) := by sorry
theorem sum_abs_mul_le {n : ℕ} (x y : Fin n → ℝ) (M : ℝ) (hy : ∀ i, |y i| ≤ M) :
    |∑ i, x i * y i| ≤ M * ∑ i, |x i| := by sorry
theorem sum_sq_sub_mean {n : ℕ} (x : Fin n → ℝ) (c : ℝ) :
    0 ≤ ∑ i, (x i - c) ^ 2 := by sorry
theorem prod_nonneg' {n : ℕ} (x : Fin n → ℝ) (h : ∀ i, 0 ≤ x i) : 0 ≤ ∏ i, x i := by sorry
theorem sum_sq_expand {n : ℕ} (x y : Fin n → ℝ) :
    ∑ i, (x i + y i) ^ 2 = ∑ i, x i ^ 2 + 2 * ∑ i, x i * y i + ∑ i, y i ^ 2 := by sorry

/-! ## Absolute values, min, max, squares -/

theorem abs_nonneg' (x : ℝ) : 0 ≤ |x| := by sorry
theorem abs_add' (x y : ℝ) : |x + y| ≤ |x| + |y| := by sorry
theorem abs_sub_abs_le (x y : ℝ) : |x| - |y| ≤ |x - y| := by sorry
theorem abs_abs_sub_le (x y : ℝ) : abs (|x| - |y|) ≤ |x - y| := by sorry
theorem abs_mul' (x y : ℝ) : |x * y| = |x| * |y| := by sorry
theorem abs_sq' (x : ℝ) : |x| ^ 2 = x ^ 2 := by sorry
theorem abs_le_of_sq_le (x y : ℝ) (hy : 0 ≤ y) (h : x ^ 2 ≤ y ^ 2) : |x| ≤ y := by sorry
theorem le_abs_self' (x : ℝ) : x ≤ |x| := by sorry
theorem neg_abs_le' (x : ℝ) : -|x| ≤ x := by sorry
theorem abs_div' (x y : ℝ) : |x / y| = |x| / |y| := by sorry
theorem abs_sub_comm' (x y : ℝ) : |x - y| = |y - x| := by sorry
theorem max_ge_left (x y : ℝ) : x ≤ max x y := by sorry
theorem min_le_right' (x y : ℝ) : min x y ≤ y := by sorry
theorem max_add_min (x y : ℝ) : max x y + min x y = x + y := by sorry
theorem max_sub_min (x y : ℝ) : max x y - min x y = |x - y| := by sorry
theorem max_eq_half (x y : ℝ) : max x y = (x + y + |x - y|) / 2 := by sorry
theorem sq_nonneg' (x : ℝ) : 0 ≤ x ^ 2 := by sorry
theorem two_mul_le_add_sq' (a b : ℝ) : 2 * a * b ≤ a ^ 2 + b ^ 2 := by sorry
theorem sq_sub_sq' (a b : ℝ) : a ^ 2 - b ^ 2 = (a + b) * (a - b) := by sorry
theorem add_sq' (a b : ℝ) : (a + b) ^ 2 = a ^ 2 + 2 * a * b + b ^ 2 := by sorry
theorem quad_disc (a b c x : ℝ) (ha : 0 < a) (hd : b ^ 2 < 4 * a * c) :
    0 < a * x ^ 2 + b * x + c := by sorry
theorem sq_le_one (x : ℝ) (h0 : 0 ≤ x) (h1 : x ≤ 1) : x ^ 2 ≤ x := by sorry
theorem pow_le_pow_left' (x y : ℝ) (h0 : 0 ≤ x) (h : x ≤ y) : x ^ 5 ≤ y ^ 5 := by sorry
theorem div_le_one' (x y : ℝ) (hy : 0 < y) (h : x ≤ y) : x / y ≤ 1 := by sorry
theorem div_zero' (x : ℝ) : x / 0 = 0 := by sorry
theorem inv_zero' : (0 : ℝ)⁻¹ = 0 := by sorry
theorem mul_inv_cancel' (x : ℝ) (h : x ≠ 0) : x * x⁻¹ = 1 := by sorry
theorem inv_le_inv' (x y : ℝ) (hx : 0 < x) (h : x ≤ y) : 1 / y ≤ 1 / x := by sorry
theorem frac_le (a b : ℝ) (ha : 0 ≤ a) (hb : 0 < b) : a / (a + b) < 1 := by sorry
theorem abs_le_max (x y : ℝ) : |x| ≤ max |x| |y| := by sorry

/-! ## Equalities in hypotheses (all solutions) -/

theorem sq_eq_four_abs (x : ℝ) (h : x ^ 2 = 4) : |x| = 2 := by sorry
theorem sq_eq_four_or (x : ℝ) (h : x ^ 2 = 4) : x = 2 ∨ x = -2 := by sorry
theorem quad_roots_le (x : ℝ) (h : x ^ 2 - 3 * x + 2 = 0) : x ≤ 2 := by sorry
theorem quad_roots_ge (x : ℝ) (h : x ^ 2 - 3 * x + 2 = 0) : 1 ≤ x := by sorry
theorem cubic_root_bound (x : ℝ) (h : x ^ 3 = 8) : x = 2 := by sorry
theorem exp_eq_one (x : ℝ) (h : Real.exp x = 1) : x = 0 := by sorry
theorem exp_eq_two_lt (x : ℝ) (h : Real.exp x = 2) : x < 1 := by sorry
theorem log_eq_zero_abs (x : ℝ) (hx : 0 < x) (h : Real.log x = 0) : x = 1 := by sorry
theorem lin_sum (x y : ℝ) (h1 : x + y = 3) (h2 : x - y = 1) : x = 2 := by sorry
theorem lin_sys3 (a b c : ℝ) (h1 : a + b + c = 6) (h2 : a - b = 1) (h3 : b - c = 1) :
    a = 3 := by sorry
theorem lin_under (a b c d : ℝ) (h1 : a + b = 1) (h2 : c + d = 1) : a + b + c + d = 2 := by sorry
theorem prod_one_pos (x y : ℝ) (hx : 0 < x) (h : x * y = 1) : 0 < y := by sorry
theorem circle_bound (x y : ℝ) (h : x ^ 2 + y ^ 2 = 1) : x * y ≤ 1 / 2 := by sorry
theorem circle_abs (x y : ℝ) (h : x ^ 2 + y ^ 2 = 1) : |x| ≤ 1 := by sorry
theorem sum_one_sq (x y : ℝ) (h : x + y = 1) : 1 / 2 ≤ x ^ 2 + y ^ 2 := by sorry
theorem sqrt_eq_three (x : ℝ) (h : Real.sqrt x = 3) : x = 9 := by sorry

end FA
