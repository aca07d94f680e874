import Mathlib

/-!
Fidelity suite, class 8: binder types found by unification. An untyped `∃ x`/`∀ m` binder has a
metavariable type that is assigned by the first place it meets a known type: a binrel%/binop%
tree with a typed leaf, or a function's parameter.
-/

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): x : ℕ (the base of `^` is a leaf, rightact%); no natural cube is 2 (a real one is)
-- truth: true
-- shows: ∃ x : ℕ ; (3 : ℕ) ; (2 : ℕ)
-- hides: (↑n : ℝ) ; (↑n : ℤ)
theorem fid_unif_001 (n : ℕ) (h : n = 2) : ¬ ∃ x, x ^ 3 = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): x : ℕ; x = 2
-- truth: true
-- shows: ∃ x : ℕ ; (3 : ℕ) ; (8 : ℕ)
-- hides: (↑n : ℝ)
theorem fid_unif_002 (n : ℕ) (h : n = 8) : ∃ x, x ^ 3 = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℕ
-- truth: true
-- shows: ∀ m : ℕ ; n
-- hides: (↑n : ℤ) ; (↑n : ℝ)
theorem fid_unif_003 (n : ℕ) : ∀ m, m + n ≥ n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℤ
-- truth: false
-- shows: ∀ m : ℤ ; n
-- hides: (↑n : ℝ)
-- witness: n = 0, m = -1
theorem fid_unif_004 (n : ℤ) : ∀ m, m + n ≥ n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℝ; y = x / 2
-- truth: true
-- shows: ∃ y : ℝ ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_unif_005 (x : ℝ) : ∃ y, y * 2 = x := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℕ; 3 is odd
-- truth: false
-- shows: ∃ y : ℕ ; (2 : ℕ) ; (3 : ℕ)
-- hides: (2 : ℝ)
-- witness: x = 3
theorem fid_unif_006 (x : ℕ) (hx : x = 3) : ∃ y, y * 2 = x := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℤ
-- truth: false
-- shows: ∃ y : ℤ ; (2 : ℤ)
-- hides: (2 : ℝ)
-- witness: x = 1
theorem fid_unif_007 (x : ℤ) : ∃ y, y * 2 = x := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℚ
-- truth: true
-- shows: ∃ y : ℚ ; (2 : ℚ)
theorem fid_unif_008 (q : ℚ) : ∃ y, y * 2 = q := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℕ
-- truth: true
-- shows: ∀ k : ℕ ; (1 : ℕ)
-- hides: (1 : ℝ)
theorem fid_unif_009 (n : ℕ) : ∀ k, k < n → k + 1 ≤ n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℕ; Nat.sub truncates but k ≤ n
-- truth: true
-- shows: ∀ k : ℕ ; n
-- hides: (↑n : ℤ)
theorem fid_unif_010 (n : ℕ) : ∀ k, k ≤ n → n - k + k = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℕ; Nat.sub truncates (src/Init/Prelude.lean)
-- truth: false
-- shows: ∀ k : ℕ ; n
-- hides: (↑n : ℤ)
-- witness: n = 0, k = 1
theorem fid_unif_011 (n : ℕ) : ∀ k, n - k + k = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℤ
-- truth: true
-- shows: ∀ k : ℤ ; z
theorem fid_unif_012 (z : ℤ) : ∀ k, z - k + k = z := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean), assigned by unifying the argument with the function's parameter type (src/Lean/Elab/App.lean): n k : ℕ; binrel% puts ↑k at ℝ
-- truth: true
-- shows: ∀ n : ℕ ; ∀ k : ℕ ; (↑n : ℝ) ; (↑k : ℝ) ; (2 : ℝ)
theorem fid_unif_013 (f : ℕ → ℝ) (hf : ∀ n, f n = n / 2) : ∀ k, f k ≤ k := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean), assigned by unifying the argument with the function's parameter type (src/Lean/Elab/App.lean): n k : ℤ; f (-1) = -1/2 > -1
-- truth: false
-- shows: ∀ n : ℤ ; ∀ k : ℤ ; (↑n : ℝ) ; (↑k : ℝ)
-- witness: k = -1
theorem fid_unif_014 (f : ℤ → ℝ) (hf : ∀ n, f n = n / 2) : ∀ k, f k ≤ k := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℕ
-- truth: true
-- shows: ∃ m : ℕ ; (2 : ℕ) ; (1 : ℕ)
-- hides: (↑n : ℝ)
theorem fid_unif_015 (n : ℕ) (h : ∃ m, n = 2 * m + 1) : n % 2 = 1 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℝ, so every x qualifies (the ℕ reading would force x ≥ 1)
-- truth: false
-- shows: ∃ m : ℝ ; (2 : ℝ) ; (1 : ℝ)
-- witness: x = 0 (m = -1/2)
theorem fid_unif_016 (x : ℝ) (h : ∃ m, x = 2 * m + 1) : x ≥ 1 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℕ (the integer square root)
-- truth: true
-- shows: ∃ m : ℕ ; (1 : ℕ)
-- hides: (↑n : ℝ)
theorem fid_unif_017 (n : ℕ) : ∃ m, m * m ≤ n ∧ n < (m + 1) * (m + 1) := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℝ (√x)
-- truth: true
-- shows: ∃ y : ℝ ; (0 : ℝ)
theorem fid_unif_018 (x : ℝ) (hx : 0 ≤ x) : ∃ y, y * y = x := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℕ; 2 is not a square
-- truth: false
-- shows: ∃ y : ℕ ; (2 : ℕ)
-- hides: (↑n : ℝ)
-- witness: n = 2
theorem fid_unif_019 (n : ℕ) (hn : n = 2) : ∃ y, y * y = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean), assigned by unifying the argument with the function's parameter type (src/Lean/Elab/App.lean) (m ∣ n is Dvd.dvd m n, one type for both); every m divides 0
-- truth: false
-- shows: ∀ m : ℕ ; n
-- hides: (↑n : ℤ)
-- witness: n = 0, m = 1
theorem fid_unif_020 (n : ℕ) : ∀ m, m ∣ n → m ≤ n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): b : ℤ
-- truth: true
-- shows: ∃ b : ℤ ; (0 : ℤ)
theorem fid_unif_021 (a : ℤ) : ∃ b, a + b = 0 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): b : ℕ
-- truth: false
-- shows: ∃ b : ℕ ; (0 : ℕ) ; (1 : ℕ)
-- hides: (0 : ℤ)
-- witness: a = 1
theorem fid_unif_022 (a : ℕ) (ha : a = 1) : ∃ b, a + b = 0 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℕ; k = n - 1
-- truth: true
-- shows: ∃ k : ℕ ; (1 : ℕ)
theorem fid_unif_023 (n : ℕ) (hn : 0 < n) : ∃ k, k < n ∧ k + 1 = n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℕ; nothing is below 0
-- truth: false
-- shows: ∃ k : ℕ ; n
-- hides: (↑n : ℤ)
-- witness: n = 0
theorem fid_unif_024 (n : ℕ) : ∃ k, k < n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): k : ℤ
-- truth: true
-- shows: ∃ k : ℤ ; z
theorem fid_unif_025 (z : ℤ) : ∃ k, k < z := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): x : ℕ, x = n - 1 truncated, so n = 0 gives 0 < 0 (the ℤ reading would be true)
-- truth: false
-- shows: ∀ x : ℕ ; (1 : ℕ)
-- hides: (1 : ℤ)
-- witness: n = 0, x = 0
theorem fid_unif_026 (n : ℕ) : ∀ x, x = n - 1 → x < n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): x : ℤ from the leaf (n : ℤ); binrel% coerces n in x < ↑n
-- truth: true
-- shows: ∀ x : ℤ ; (1 : ℤ) ; (↑n : ℤ)
-- hides: (1 : ℕ)
theorem fid_unif_027 (n : ℕ) : ∀ x, x = (n : ℤ) - 1 → x < n := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): c : ℕ; c = 2
-- truth: true
-- shows: ∃ c : ℕ ; (2 : ℕ) ; (4 : ℕ)
theorem fid_unif_028 (a b : ℕ) (h : a = b + 2) : ∃ c, a = b + c ∧ c * c = 4 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): c : ℤ; c = -2 is forced
-- truth: false
-- shows: ∃ c : ℤ ; (2 : ℤ) ; (0 : ℤ)
-- witness: a = 0, b = 2
theorem fid_unif_029 (a b : ℤ) (h : a = b - 2) : ∃ c, a = b + c ∧ c > 0 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): y : ℝ
-- truth: false
-- shows: ∀ y : ℝ ; (0 : ℝ)
-- witness: x = 0, y = 1
theorem fid_unif_030 (x : ℝ) : ∀ y, x * y = 0 → y = 0 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean); binrel% leaves of unknown type are unified with the maximal type of the other leaves (applyCoe: isDefEqGuarded maxType type, src/Lean/Elab/Extra.lean): m : ℕ; Nat.sub truncates
-- truth: false
-- shows: ∀ m : ℕ ; (1 : ℕ)
-- witness: n = 1, m = 0
theorem fid_unif_031 (n : ℕ) : ∀ m, n - m ≤ n - 1 := by sorry

-- rule: an untyped binder gets a metavariable type (src/Lean/Elab/Binders.lean), assigned by unifying the argument with the function's parameter type (src/Lean/Elab/App.lean): n k : ℕ; binrel% puts ↑n - 3 at ℤ
-- truth: false
-- shows: ∀ k : ℕ ; (↑n : ℤ) ; (3 : ℤ)
-- witness: k = 3
theorem fid_unif_032 (f : ℕ → ℤ) (hf : ∀ n, f n = n - 3) : ∀ k, f k ≥ -3 ∧ f k ≠ 0 := by sorry
