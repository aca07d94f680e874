import Mathlib

/-!
Fidelity suite, class 12: optParam binders `(μ : ℝ := 1)` (the variable stays universally
quantified: a statement true only at the default is false) and type ascriptions `(e : T)`.
-/

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: false
-- shows: (1 : ℝ)
-- witness: μ = 0, x = 0
theorem fid_opt_001 (μ : ℝ := 1) (x : ℝ) (h : x = μ) : x = 1 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: true
-- shows: μ
theorem fid_opt_002 (μ : ℝ := 1) (x : ℝ) (h : x = μ) : x = μ := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: false
-- shows: (3 : ℕ)
-- witness: n = 0
theorem fid_opt_003 (n : ℕ := 3) : n ≥ 3 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: true
-- shows: (0 : ℕ)
theorem fid_opt_004 (n : ℕ := 3) : n + 0 = n := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; field division
-- truth: true
-- shows: (0 : ℝ)
theorem fid_opt_005 (x : ℝ) (c : ℝ := 2) (hc : c > 0) : x / c * c = x := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; x / 0 = 0 in ℝ
-- truth: false
-- shows: x
-- witness: c = 0, x = 1
theorem fid_opt_006 (x : ℝ) (c : ℝ := 2) : x / c * c = x := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; the default -1 is not assumed
-- truth: false
-- shows: (1 : ℤ)
-- witness: k = 0
theorem fid_opt_007 (k : ℤ := -1) : k ^ 2 = 1 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: true
-- shows: (0 : ℤ)
theorem fid_opt_008 (k : ℤ := -1) : k ^ 2 ≥ 0 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; the default 1 / 2 is elaborated at ℚ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ
-- truth: true
-- shows: (1 : ℚ) ; (4 : ℚ)
theorem fid_opt_009 (p : ℚ := 1 / 2) (hp : 0 < p) (hp1 : p < 1) : p * (1 - p) ≤ 1 / 4 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ
-- truth: false
-- shows: (1 : ℚ) ; (4 : ℚ)
-- witness: p = 0
theorem fid_opt_010 (p : ℚ := 1 / 2) : p * (1 - p) = 1 / 4 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: true
-- shows: (0 : ℝ)
theorem fid_opt_011 (μ : ℝ := 1) (σ : ℝ := 2) (hσ : σ > 0) (x : ℝ) (hx : x = μ + σ) : x > μ := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites: μ and σ stay free
-- truth: false
-- shows: (3 : ℝ)
-- witness: μ = 0, σ = 0, x = 0
theorem fid_opt_012 (μ : ℝ := 1) (σ : ℝ := 2) (x : ℝ) (hx : x = μ + σ) : x = 3 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; ℕ division
-- truth: true
-- shows: (0 : ℕ)
theorem fid_opt_013 (n : ℕ) (d : ℕ := 2) (hd : 0 < d) : n / d ≤ n := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites; ℕ division; n = 0 gives 0 < 0
-- truth: false
-- shows: (0 : ℕ)
-- witness: n = 0, d = 1
theorem fid_opt_014 (n : ℕ) (d : ℕ := 2) (hd : 0 < d) : n / d < n := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ↑n - 1 + 1 in ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
theorem fid_opt_015 (n : ℕ) : ((n : ℝ) - 1) + 1 = n := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ↑(n - 1) truncated
-- truth: false
-- shows: (↑(n - (1 : ℕ)) : ℝ)
-- witness: n = 0
theorem fid_opt_016 (n : ℕ) : ((n - 1 : ℕ) : ℝ) + 1 = n := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ↑(2 : ℕ) / 4 in ℝ
-- truth: true
-- shows: (2 : ℕ) ; (4 : ℝ)
theorem fid_opt_017 : ((2 : ℕ) : ℝ) / 4 = 1 / 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): the inner ℕ division gives 2, then ↑; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side at ℝ
-- truth: false
-- shows: (5 : ℕ) ; (2 : ℕ) ; (2 : ℝ)
-- witness: closed statement (2 ≠ 5/2)
theorem fid_opt_018 : ((5 / 2 : ℕ) : ℝ) = 5 / 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): Int.ediv 5 2 = 2 (src/Init/Data/Int/DivMod/Basic.lean), then ↑
-- truth: true
-- shows: (5 : ℤ) ; (2 : ℚ)
theorem fid_opt_019 : ((5 / 2 : ℤ) : ℚ) = 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): -5 / 2 is (-5) / 2 (prefix - binds tighter than /), Int.ediv gives -3
-- truth: false
-- shows: (5 : ℤ) ; (2 : ℚ)
-- witness: closed statement (-3 ≠ -2)
theorem fid_opt_020 : ((-5 / 2 : ℤ) : ℚ) = -2 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): Int.ediv (-5) 2 = -3
-- truth: true
-- shows: (5 : ℤ) ; (3 : ℚ)
theorem fid_opt_021 : ((-5 / 2 : ℤ) : ℚ) = -3 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): 1 / 3 in ℚ, then ↑ (Rat.cast) to ℝ
-- truth: true
-- shows: (3 : ℚ) ; (3 : ℝ)
theorem fid_opt_022 (x : ℝ) (h : x = (1 / 3 : ℚ)) : 3 * x = 1 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ℕ division 1 / 3 = 0
-- truth: true
-- shows: (3 : ℕ) ; (0 : ℝ)
theorem fid_opt_023 (x : ℝ) (h : x = ((1 / 3 : ℕ) : ℝ)) : x = 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ℕ division gives 0, then ↑
-- truth: false
-- shows: (3 : ℕ)
-- witness: x = 0
theorem fid_opt_024 (x : ℝ) (h : x = (1 / 3 : ℕ)) : 3 * x = 1 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ↑a / ↑b in ℚ (binop% with expected type ℚ, src/Lean/Elab/Extra.lean)
-- truth: true
-- shows: (↑a : ℚ) ; (↑b : ℚ)
theorem fid_opt_025 (a b : ℤ) (h : (a / b : ℚ) = 1 / 2) : b ≠ 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): Int.ediv inside, then ↑
-- truth: false
-- shows: (0 : ℚ)
-- witness: a = 1, b = 2
theorem fid_opt_026 (a b : ℤ) (h : ((a / b : ℤ) : ℚ) = 0) : a = 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ↑a - 5 in ℤ
-- truth: true
-- shows: (↑a : ℤ) ; (5 : ℤ)
theorem fid_opt_027 (a : ℕ) (h : (a : ℤ) - 5 = -2) : a = 3 := by sorry

-- rule: the ascription `(e : T)` elaborates e at T, then ensureHasType coerces it to the expected type (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% treats it as a leaf (src/Lean/Elab/Extra.lean): ℕ subtraction inside truncates, so any a ≤ 5 qualifies
-- truth: false
-- shows: (5 : ℕ) ; (0 : ℤ)
-- witness: a = 0
theorem fid_opt_028 (a : ℕ) (h : ((a - 5 : ℕ) : ℤ) = 0) : a = 5 := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: false
-- shows: x
-- witness: x = 0, r = 1
theorem fid_opt_029 (x : ℝ) (r : ℝ := 0) : x + r = x := by sorry

-- rule: a binder `(x : T := v)` has type optParam T v (src/Lean/Elab/Binders.lean; optParam in src/Init/Prelude.lean): the theorem still quantifies over every x : T, the default only fills the argument at call sites
-- truth: false
-- shows: (9 : ℕ)
-- witness: b = 11, n = 10
theorem fid_opt_030 (b : ℕ := 10) (n : ℕ) (h : n < b) : n ≤ 9 := by sorry
