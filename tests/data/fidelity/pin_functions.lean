import Mathlib

/-!
Fidelity suite, class 1: function-pinning hypotheses `(a : D → C) (h : ∀ n, a n = e)`.
The right side `e` is elaborated by `binrel%` together with the leaf `a n`, so it lives in the
codomain `C` (leaves of `e` are coerced to `C`); with `C = ℕ` it truncates and floors.
Every statement is `sorry`: the annotations say how Lean elaborates it and whether it is true.
-/

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ, the maximal type; leaf n : ℕ coerced, numerals at ℝ (applyCoe); application elaborates each argument at the parameter type (src/Lean/Elab/App.lean): 3 at ℕ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (1 : ℝ) ; (3 : ℕ)
-- hides: (1 : ℕ)
theorem fid_pin_001 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) : a 3 > 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; the conclusion's right side joins the same way: `1 / 5` at ℝ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (5 : ℝ) ; (4 : ℕ)
-- hides: (5 : ℕ)
theorem fid_pin_002 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) : a 4 = 1 / 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ, no coercion; ℕ `/` is Nat.div, floor, x / 0 = 0 (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: ∀ n : ℕ ; (1 : ℕ) ; (0 : ℕ)
-- hides: (↑n : ℝ) ; (1 : ℝ)
theorem fid_pin_003 (a : ℕ → ℕ) (h : ∀ n, a n = 1 / (n + 1)) : a 3 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `/` is Nat.div, floor, x / 0 = 0 (src/Init/Data/Nat/Div/Basic.lean): a 3 = 1 / 4 = 0
-- truth: false
-- shows: ∀ n : ℕ ; (1 : ℕ) ; (3 : ℕ)
-- hides: (1 : ℝ)
-- witness: closed statement (a 3 = 0)
theorem fid_pin_004 (a : ℕ → ℕ) (h : ∀ n, a n = 1 / (n + 1)) : a 3 > 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; leaf n coerced: ↑n / 2 in ℝ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_pin_005 (a : ℕ → ℝ) (h : ∀ n, a n = n / 2) : a 3 = 3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `/` is Nat.div, floor, x / 0 = 0 (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: ∀ n : ℕ ; (2 : ℕ) ; (1 : ℕ)
-- hides: (↑n : ℝ)
theorem fid_pin_006 (a : ℕ → ℕ) (h : ∀ n, a n = n / 2) : a 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; ↑n - 5 is real subtraction; `-3` is unop% Neg.neg at ℝ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (5 : ℝ) ; -(3 : ℝ)
-- hides: (5 : ℕ)
theorem fid_pin_007 (a : ℕ → ℝ) (h : ∀ n, a n = n - 5) : a 2 = -3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `-` is truncated Nat.sub (src/Init/Prelude.lean): a 2 = 0
-- truth: false
-- shows: ∀ n : ℕ ; (5 : ℕ) ; (2 : ℕ)
-- hides: (↑n : ℤ) ; (↑n : ℝ)
-- witness: closed statement (a 2 + 5 = 5)
theorem fid_pin_008 (a : ℕ → ℕ) (h : ∀ n, a n = n - 5) : a 2 + 5 = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ↑n - 5 is Int subtraction
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (5 : ℤ) ; -(3 : ℤ)
-- hides: (5 : ℕ)
theorem fid_pin_009 (a : ℕ → ℤ) (h : ∀ n, a n = n - 5) : a 2 = -3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ↑n / 2 is Int.ediv of a nonnegative, so ≥ 0
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (2 : ℤ) ; -(1 : ℤ)
-- hides: (2 : ℕ)
theorem fid_pin_010 (a : ℕ → ℤ) (h : ∀ n, a n = n / 2 - 1) (k : ℕ) : a k ≥ -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; (↑n - 1) / 2 at ℤ; ℤ `/` `%` are Int.ediv/Int.emod, E-rounding (instance Div Int, src/Init/Data/Int/DivMod/Basic.lean): (-1) / 2 = -1
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (1 : ℤ) ; (2 : ℤ)
-- hides: (1 : ℕ)
theorem fid_pin_011 (a : ℕ → ℤ) (h : ∀ n, a n = (n - 1) / 2) : a 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; leaf x : ℤ coerced (Int.cast); application elaborates each argument at the parameter type (src/Lean/Elab/App.lean): -3 at ℤ
-- truth: true
-- shows: ∀ x : ℤ ; (↑x : ℝ) ; (2 : ℝ) ; -(3 : ℤ)
-- hides: (2 : ℤ)
theorem fid_pin_012 (a : ℤ → ℝ) (h : ∀ x, a x = x / 2) : a (-3) = -3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ℤ `/` `%` are Int.ediv/Int.emod, E-rounding (instance Div Int, src/Init/Data/Int/DivMod/Basic.lean): (-3) / 2 = -2 (T-rounding would give -1)
-- truth: false
-- shows: ∀ x : ℤ ; (2 : ℤ) ; -(3 : ℤ) ; -(1 : ℤ)
-- hides: (↑x : ℝ)
-- witness: closed statement (a (-3) = -2)
theorem fid_pin_013 (a : ℤ → ℤ) (h : ∀ x, a x = x / 2) : a (-3) = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ℤ `/` `%` are Int.ediv/Int.emod, E-rounding (instance Div Int, src/Init/Data/Int/DivMod/Basic.lean): (-3) / 2 = -2
-- truth: true
-- shows: ∀ x : ℤ ; (2 : ℤ) ; -(3 : ℤ) ; -(2 : ℤ)
-- hides: (↑x : ℝ)
theorem fid_pin_014 (a : ℤ → ℤ) (h : ∀ x, a x = x / 2) : a (-3) = -2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is not a leaf of the tree; Mathlib's default_instance high Monoid.Pow puts a numeral exponent at ℕ (Mathlib/Algebra/Group/Defs.lean)
-- truth: true
-- shows: ∀ x : ℝ ; (1 : ℝ) ; (0 : ℝ) ; (2 : ℕ)
-- hides: (1 : ℕ)
theorem fid_pin_015 (a : ℝ → ℝ) (h : ∀ x, a x = x ^ 2 - 1) : a 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℚ; (↑n + 1) / 3 in ℚ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℚ) ; (3 : ℚ) ; (2 : ℚ)
-- hides: (3 : ℕ)
theorem fid_pin_016 (f : ℕ → ℚ) (hf : ∀ n, f n = (n + 1) / 3) : f 1 = 2 / 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℚ; f k = (↑k + 1) / 3 = 1 only at k = 2 (the ℕ reading would also give f 3 = f 4 = 1)
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℚ) ; (3 : ℚ) ; (1 : ℚ) ; (2 : ℕ)
-- hides: (3 : ℕ)
theorem fid_pin_017 (f : ℕ → ℚ) (hf : ∀ n, f n = (n + 1) / 3) (k : ℕ) (hk : f k = 1) : k = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; 2 * ↑n - 3 in ℝ, f 1 = -1
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (3 : ℝ) ; (0 : ℝ)
-- hides: (3 : ℕ)
theorem fid_pin_018 (f : ℕ → ℝ) (hf : ∀ n, f n = 2 * n - 3) : f 1 < 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `-` is truncated Nat.sub (src/Init/Prelude.lean); no ℕ is < 0
-- truth: false
-- shows: ∀ n : ℕ ; (3 : ℕ) ; (0 : ℕ)
-- hides: (↑n : ℝ) ; (↑n : ℤ)
-- witness: closed statement (f 1 = 0)
theorem fid_pin_019 (f : ℕ → ℕ) (hf : ∀ n, f n = 2 * n - 3) : f 1 < 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; 2 * ↑n - 3 in ℤ
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (3 : ℤ) ; (0 : ℤ)
-- hides: (3 : ℕ)
-- witness: k = 0 (f 0 = -3)
theorem fid_pin_020 (f : ℕ → ℤ) (hf : ∀ n, f n = 2 * n - 3) (k : ℕ) : f k ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
theorem fid_pin_021 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) (k : ℕ) : a k ≤ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
-- witness: k = 0
theorem fid_pin_022 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) (k : ℕ) : a k < 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; a 1 = 1/2 (the ℕ reading a k = 0 for k ≥ 1 would make it true)
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (0 : ℝ) ; (0 : ℕ)
-- hides: (1 : ℕ)
-- witness: k = 1
theorem fid_pin_023 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) (k : ℕ) : a k = 0 ∨ k = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℚ; leaf x : ℤ coerced (Int.cast)
-- truth: true
-- shows: ∀ x : ℤ ; (↑x : ℚ) ; (3 : ℚ) ; (1 : ℤ) ; (1 : ℚ)
-- hides: (3 : ℤ)
theorem fid_pin_024 (a : ℤ → ℚ) (h : ∀ x, a x = x / 3) : a 1 + a 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ℤ `/` `%` are Int.ediv/Int.emod, E-rounding (instance Div Int, src/Init/Data/Int/DivMod/Basic.lean): 1 / 3 = 0, 2 / 3 = 0
-- truth: false
-- shows: ∀ x : ℤ ; (3 : ℤ) ; (1 : ℤ)
-- hides: (↑x : ℚ)
-- witness: closed statement (a 1 + a 2 = 0)
theorem fid_pin_025 (a : ℤ → ℤ) (h : ∀ x, a x = x / 3) : a 1 + a 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; (↑n - 1) is real subtraction; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is not a leaf of the tree; Mathlib's default_instance high Monoid.Pow puts a numeral exponent at ℕ (Mathlib/Algebra/Group/Defs.lean)
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
theorem fid_pin_026 (a : ℕ → ℝ) (h : ∀ n, a n = (n - 1) ^ 2) : a 0 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `-` is truncated Nat.sub (src/Init/Prelude.lean): a 0 = 0 ^ 2 = 0
-- truth: false
-- shows: ∀ n : ℕ ; (1 : ℕ) ; (0 : ℕ)
-- hides: (↑n : ℝ) ; (↑n : ℤ)
-- witness: closed statement (a 0 = 0)
theorem fid_pin_027 (a : ℕ → ℕ) (h : ∀ n, a n = (n - 1) ^ 2) : a 0 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; the ascription `(n % 3 : ℕ)` is a leaf elaborated at ℕ then coerced (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean)
-- truth: true
-- shows: ∀ n : ℕ ; (3 : ℕ) ; (1 : ℝ)
-- hides: (3 : ℝ)
theorem fid_pin_028 (b : ℕ → ℝ) (h : ∀ n, b n = (n % 3 : ℕ)) : b 4 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; |x| is the Mathlib notation for abs x (a leaf)
-- truth: true
-- shows: ∀ x : ℝ ; (0 : ℝ)
theorem fid_pin_029 (a : ℝ → ℝ) (h : ∀ x, a x = |x| - x) (y : ℝ) : a y ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ
-- truth: false
-- shows: ∀ x : ℝ ; (0 : ℝ)
-- witness: y = -1 (a y = 2)
theorem fid_pin_030 (a : ℝ → ℝ) (h : ∀ x, a x = |x| - x) (y : ℝ) : a y = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; field division by zero is 0 (Mathlib DivisionRing, div_zero), so a 0 = 1 / 0 = 0
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
-- witness: k = 0
theorem fid_pin_031 (a : ℕ → ℝ) (h : ∀ n, a n = (n + 1) / n) (k : ℕ) : a k ≥ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; (↑n + 1) / ↑n
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (3 : ℝ) ; (2 : ℕ)
-- hides: (1 : ℕ)
theorem fid_pin_032 (a : ℕ → ℝ) (h : ∀ n, a n = (n + 1) / n) : a 2 = 3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; `-n` is unop% Neg.neg, part of the tree: leaf n coerced, -↑n in ℤ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; -(3 : ℤ)
theorem fid_pin_033 (a : ℕ → ℤ) (h : ∀ n, a n = -n) : a 3 = -3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; 3 - ↑n in ℝ
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (3 : ℝ)
-- hides: (3 : ℕ)
theorem fid_pin_034 (a : ℕ → ℝ) (h : ∀ n, a n = 3 - n) (k : ℕ) : a k ≤ 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; 3 - ↑n is negative for n > 3 (the ℕ reading would truncate at 0)
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (3 : ℝ) ; (0 : ℝ)
-- hides: (3 : ℕ)
-- witness: k = 4
theorem fid_pin_035 (a : ℕ → ℝ) (h : ∀ n, a n = 3 - n) (k : ℕ) : a k ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is not a leaf of the tree; Mathlib's default_instance high Monoid.Pow puts a numeral exponent at ℕ (Mathlib/Algebra/Group/Defs.lean): base 2 at ℝ, exponent n stays ℕ (not coerced)
-- truth: true
-- shows: ∀ n : ℕ ; (2 : ℝ) ; (1 : ℝ) ; (1 : ℕ)
-- hides: (↑n : ℝ)
theorem fid_pin_036 (a : ℕ → ℝ) (h : ∀ n, a n = 1 / 2 ^ n) : a 1 = 1 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℕ; ℕ `/` is Nat.div, floor, x / 0 = 0 (src/Init/Data/Nat/Div/Basic.lean): 1 / 2 = 0
-- truth: false
-- shows: ∀ n : ℕ ; (2 : ℕ) ; (1 : ℕ)
-- hides: (2 : ℝ)
-- witness: closed statement (a 1 = 0)
theorem fid_pin_037 (a : ℕ → ℕ) (h : ∀ n, a n = 1 / 2 ^ n) : a 1 + a 1 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; (↑n - 1) / 2 with ℤ `/` `%` are Int.ediv/Int.emod, E-rounding (instance Div Int, src/Init/Data/Int/DivMod/Basic.lean): a 0 = -1
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (1 : ℤ) ; (2 : ℤ)
-- hides: (1 : ℕ)
-- witness: k = 0
theorem fid_pin_038 (a : ℕ → ℤ) (h : ∀ n, a n = (n - 1) / 2) (k : ℕ) : a k ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; a 3 = 3/2 (the ℕ reading would give 1)
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (2 : ℝ) ; (1 : ℝ)
-- hides: (2 : ℕ)
-- witness: closed statement (a 3 = 3/2)
theorem fid_pin_039 (a : ℕ → ℝ) (h : ∀ n, a n = n / 2) : a 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℚ; (↑n - 1) / 2 in ℚ, a 0 = -1/2 (the ℕ reading would give 0)
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℚ) ; (1 : ℚ) ; (0 : ℚ)
-- hides: (1 : ℕ)
-- witness: closed statement (a 0 = -1/2)
theorem fid_pin_040 (a : ℕ → ℚ) (h : ∀ n, a n = (n - 1) / 2) : a 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ: real halves; the right side is Int.ediv then ↑ (src/Lean/Elab/BuiltinNotation.lean)
-- truth: false
-- shows: ∀ x : ℤ ; (↑x : ℝ) ; (2 : ℝ) ; (2 : ℤ)
-- witness: y = 1
theorem fid_pin_041 (a : ℤ → ℝ) (h : ∀ x, a x = x / 2) (y : ℤ) : a y = ((y / 2 : ℤ) : ℝ) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; 2 ^ n - 5 in ℝ (exponent n stays ℕ): a 0 = -4
-- truth: false
-- shows: ∀ n : ℕ ; (2 : ℝ) ; (5 : ℝ)
-- hides: (5 : ℕ)
-- witness: k = 0
theorem fid_pin_042 (a : ℕ → ℝ) (h : ∀ n, a n = 2 ^ n - 5) (k : ℕ) : a k ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; x / 0 = 0 in a field, so b 1 = 0
-- truth: false
-- shows: ∀ x : ℝ ; (1 : ℝ)
-- witness: closed statement (b 1 = 0)
theorem fid_pin_043 (b : ℝ → ℝ) (h : ∀ x, b x = x / (x - 1)) : b 1 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℝ; c 1 = 1/2
-- truth: false
-- shows: ∀ n : ℕ ; (↑n : ℝ) ; (2 : ℝ)
-- witness: k = 1
theorem fid_pin_044 (c : ℕ → ℝ) (h : ∀ n, c n = (n : ℝ) / (n + 1)) (k : ℕ) : c k < 1 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): `a n = e` is one tree; leaf `a n` has the codomain type ℤ; ↑n / 3 - 1 with Int.ediv: 2 / 3 = 0
-- truth: true
-- shows: ∀ n : ℕ ; (↑n : ℤ) ; (3 : ℤ) ; -(1 : ℤ)
-- hides: (3 : ℕ)
theorem fid_pin_045 (a : ℕ → ℤ) (h : ∀ n, a n = n / 3 - 1) : a 2 = -1 := by sorry
