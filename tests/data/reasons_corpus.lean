/-! Statements that once gave a Python error as their reason (issue 23), with variants.
Each docstring says the expected status. Used by tests/test_no_internal_names.py. -/

/-- passed: modular power, by pow(a, b, m) -/
theorem mod_pow_true : (5 ^ 999999) % 7 = 6 := by sorry
/-- counterexample -/
theorem mod_pow_false : (5 ^ 999999) % 7 = 5 := by sorry
/-- passed: ℤ, Int.emod is nonnegative -/
theorem mod_pow_int : ((-3 : ℤ) ^ 3) % 5 = 3 := by sorry
/-- passed: function equality, checked pointwise -/
theorem fun_eq_true (a : ℝ) : (fun t : ℝ ↦ t + a) = fun t ↦ a + t := by sorry
/-- counterexample -/
theorem fun_eq_false (a : ℝ) : (fun t : ℝ ↦ t + a) = fun t ↦ a * t := by sorry
/-- counterexample -/
theorem fun_ne_false (a : ℝ) : (fun t : ℝ ↦ t + a) ≠ fun t ↦ a + t := by sorry
/-- passed: two arguments -/
theorem fun_eq_two : (fun x y : ℝ ↦ x + y) = fun x y ↦ y + x := by sorry
/-- counterexample: √(x²) = |x| -/
theorem fun_eq_sqrt : (fun x : ℝ ↦ Real.sqrt (x ^ 2)) = fun x ↦ x := by sorry
/-- passed: x / 0 = 0 in Lean, so the function is constant -/
theorem deriv_div_zero (x : ℝ) : HasDerivAt (fun x ↦ x / 0) 0 x := by sorry
/-- counterexample -/
theorem deriv_div_zero_false (x : ℝ) : HasDerivAt (fun x ↦ x / 0) 1 x := by sorry
/-- passed: floor of an identity -/
theorem floor_trig (x : ℝ) : ⌊Real.sin x ^ 2 + Real.cos x ^ 2⌋ = 1 := by sorry
/-- passed -/
theorem ceil_trig (x : ℝ) : ⌈Real.sin x ^ 2 + Real.cos x ^ 2⌉ = 1 := by sorry
/-- counterexample -/
theorem floor_trig_false (x : ℝ) : ⌊Real.sin x ^ 2 + Real.cos x ^ 2⌋ = 0 := by sorry
/-- passed -/
theorem floor_logb : ⌊Real.logb 10 1000⌋ = 3 := by sorry
/-- counterexample -/
theorem floor_logb_false : ⌊Real.logb 10 1000⌋ = 2 := by sorry
/-- either: a matrix compared with a function (true; passed, or not_translated with a clean reason) -/
theorem matrix_fun (M : Matrix (Fin 2) (Fin 2) ℝ) : M = fun i j ↦ M i j := by sorry
/-- passed: the negative-base rpow re-check stays bounded -/
theorem rpow_chain (a b : ℝ) (h₀ : (2:ℝ) ^ a = 32) (h₁ : a ^ b = 125) : b ^ a = 243 := by sorry
/-- not_translated: an anonymous constructor, named as Lean writes it -/
theorem anon_subtype (x : ℝ) (h : 0 < x) : (⟨x, h.le⟩ : NNReal) = ⟨x, h.le⟩ := by sorry
/-- not_translated: a tuple passed whole to a function -/
theorem anon_tuple_arg (g : ℝ × ℝ → ℝ) : g (1, 2) = g (1, 2) := by sorry
