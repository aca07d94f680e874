import Mathlib

/-!
Fidelity suite, miscellany: floors and ceilings, Real.sqrt/log/exp on their whole domain
(Mathlib's total definitions), factorial and choose, ℕ/ℤ/ℝ equations, and the numeral
exponent: `x ^ (1 / 2)` is `x ^ 0` because the exponent defaults to ℕ.
-/

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ
-- truth: true
-- shows: (3 : ℤ) ; (7 : ℝ)
theorem fid_misc_001 (x : ℝ) (h : x = 7 / 2) : ⌊x⌋ = 3 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ; ⌊-7/2⌋ = -4
-- truth: false
-- shows: (3 : ℤ) ; (7 : ℝ)
-- witness: x = -7/2
theorem fid_misc_002 (x : ℝ) (h : x = -7 / 2) : ⌊x⌋ = -3 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ
-- truth: true
-- shows: (3 : ℤ)
theorem fid_misc_003 (x : ℝ) (h : x = -7 / 2) : ⌈x⌉ = -3 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): the leaf n is coerced to ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (↑n : ℝ)
theorem fid_misc_004 (n : ℕ) (x : ℝ) (h : x = n) : ⌊x⌋ = n := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ; the ascription casts ⌊x⌋ to ℝ
-- truth: true
-- shows: (2 : ℝ) ; (2.5 : ℝ)
theorem fid_misc_005 (x : ℝ) (hx : x = 2.5) : (⌊x⌋ : ℝ) + 1 / 2 = x := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced
-- truth: true
-- shows: Real.sqrt
theorem fid_misc_006 (x : ℝ) (hx : 0 ≤ x) : Real.sqrt (x ^ 2) = x := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced
-- truth: true
-- shows: Real.sqrt ; (0 : ℝ)
theorem fid_misc_007 (x : ℝ) : Real.sqrt x ≥ 0 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced
-- truth: false
-- shows: Real.sqrt
-- witness: x = -1
theorem fid_misc_008 (x : ℝ) : Real.sqrt (x ^ 2) = x := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: 4 at ℝ
-- truth: true
-- shows: (4 : ℝ) ; (2 : ℝ)
-- hides: (4 : ℕ)
theorem fid_misc_009 : Real.sqrt 4 = 2 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.sqrt ↑n
-- truth: true
-- shows: (↑n : ℝ)
theorem fid_misc_010 (n : ℕ) (h : n = 2) : Real.sqrt n ^ 2 = 2 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced
-- truth: true
-- shows: (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_misc_011 : Real.log (Real.exp 2) = 2 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.log x = log |x| (Mathlib/Analysis/SpecialFunctions/Log/Basic.lean)
-- truth: true
-- shows: (1 : ℝ) ; (0 : ℝ)
theorem fid_misc_012 : Real.log (-1) = 0 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.log 0 = 0
-- truth: true
-- shows: (0 : ℝ)
theorem fid_misc_013 : Real.log 0 = 0 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.sqrt is 0 on negatives
-- truth: true
-- shows: (4 : ℝ) ; (0 : ℝ)
theorem fid_misc_014 : Real.sqrt (-4) = 0 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.sqrt (-4) = 0
-- truth: false
-- shows: (4 : ℝ) ; (2 : ℝ)
-- witness: closed statement (0 ≠ -2)
theorem fid_misc_015 : Real.sqrt (-4) = -2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: Nat.factorial
theorem fid_misc_016 (n : ℕ) : Nat.factorial n ≥ n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; 1! = 1
-- truth: false
-- shows: Nat.factorial
-- witness: n = 1
theorem fid_misc_017 (n : ℕ) : Nat.factorial n > n := by sorry

-- rule: Nat.choose n k = 0 for k > n; arguments at ℕ
-- truth: true
-- shows: (4 : ℕ) ; (6 : ℕ)
theorem fid_misc_018 : Nat.choose 4 6 = 0 := by sorry

-- rule: arguments at ℕ
-- truth: true
-- shows: (1 : ℕ)
theorem fid_misc_019 (n : ℕ) : Nat.choose n 1 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ
-- truth: false
-- shows: (4 : ℝ) ; (2 : ℕ)
-- witness: x = -2
theorem fid_misc_020 (x : ℝ) (h : x ^ 2 = 4) : x = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ
-- truth: true
-- shows: (4 : ℕ)
theorem fid_misc_021 (x : ℕ) (h : x ^ 2 = 4) : x = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ
-- truth: false
-- shows: (4 : ℤ)
-- witness: x = -2
theorem fid_misc_022 (x : ℤ) (h : x ^ 2 = 4) : x = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: y
theorem fid_misc_023 (x y : ℝ) (h : x ≠ 0) : x * y / x = y := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates but a ≤ b
-- truth: true
-- shows: a
theorem fid_misc_024 (a b : ℕ) (h : a ≤ b) : b - a + a = b := by sorry

-- rule: the ascription puts b - a at ℤ (↑b - ↑a); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ
-- truth: true
-- shows: (↑b : ℤ) ; (↑a : ℤ)
theorem fid_misc_025 (a b : ℕ) : (b - a : ℤ) + a = b := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates
-- truth: false
-- shows: a
-- hides: (↑a : ℤ)
-- witness: a = 1, b = 0
theorem fid_misc_026 (a b : ℕ) : b - a + a = b := by sorry

-- rule: `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ: exponent n : ℕ, Monoid.npow
-- truth: true
-- shows: (8 : ℝ) ; (2 : ℝ)
theorem fid_misc_027 (x : ℝ) (n : ℕ) (hx : x = 2) (hn : n = 3) : x ^ n = 8 := by sorry

-- rule: `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ: the exponent 1 / 2 has only numerals, so it is ℕ and equals 0: x ^ 0 = 1
-- truth: false
-- shows: (1 : ℕ) ; (2 : ℕ) ; (4 : ℝ)
-- hides: (1 : ℝ)
-- witness: x = 4
theorem fid_misc_028 (x : ℝ) (hx : x = 4) : x ^ (1 / 2) = 2 := by sorry

-- rule: `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ: 1 / 2 = 0 in ℕ, x ^ 0 = 1
-- truth: true
-- shows: (1 : ℕ) ; (2 : ℕ) ; (1 : ℝ)
-- hides: (2 : ℝ)
theorem fid_misc_029 (x : ℝ) (hx : x = 4) : x ^ (1 / 2) = 1 := by sorry

-- rule: the ascription makes the exponent real, so `^` is Real.rpow (Mathlib/Analysis/SpecialFunctions/Pow/Real.lean): 4 ^ (1/2) = 2
-- truth: true
-- shows: (1 : ℝ) ; (2 : ℝ) ; (4 : ℝ)
-- hides: (2 : ℕ)
theorem fid_misc_030 (x : ℝ) (hx : x = 4) : x ^ ((1 : ℝ) / 2) = 2 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced
-- truth: true
-- shows: Real.exp ; Real.log
theorem fid_misc_031 (x : ℝ) (hx : 0 < x) : Real.exp (Real.log x) = x := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: Real.log x = log |x|, so negative x fails
-- truth: false
-- shows: Real.exp ; Real.log
-- witness: x = -1
theorem fid_misc_032 (x : ℝ) (hx : x ≠ 0) : Real.exp (Real.log x) = x := by sorry

-- rule: arguments at ℕ
-- truth: true
-- shows: (2 : ℕ) ; (45 : ℕ)
theorem fid_misc_033 (n : ℕ) (h : n = 10) : Nat.choose n 2 = 45 := by sorry

-- rule: the ascription casts the ℕ choose to ℝ: 45 / 2
-- truth: false
-- shows: (2 : ℝ) ; (22 : ℝ)
-- witness: n = 10
theorem fid_misc_034 (n : ℕ) (h : n = 10) : (Nat.choose n 2 : ℝ) / 2 = 22 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ
-- truth: true
-- shows: (2 : ℤ) ; (3 : ℝ)
theorem fid_misc_035 (x : ℝ) (h : ⌊x⌋ = 2) : x < 3 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ
-- truth: false
-- shows: (2 : ℤ) ; (2 : ℝ)
-- witness: x = 5/2
theorem fid_misc_036 (x : ℝ) (h : ⌊x⌋ = 2) : x ≤ 2 := by sorry

-- rule: ⌊x⌋₊ is Nat.floor x : ℕ (Mathlib/Algebra/Order/Floor/Defs.lean), 2 at ℕ
-- truth: true
-- shows: (2 : ℕ) ; (5 : ℝ)
theorem fid_misc_037 (x : ℝ) (hx : x = 5 / 2) : ⌊x⌋₊ = 2 := by sorry

-- rule: ⌊x⌋₊ is Nat.floor x, 0 on negatives
-- truth: true
-- shows: (0 : ℕ)
theorem fid_misc_038 (x : ℝ) (hx : x = -5 / 2) : ⌊x⌋₊ = 0 := by sorry

-- rule: Nat.floor (-5/2) = 0 but Int.floor = -3; the ascription casts to ℤ
-- truth: false
-- shows: (5 : ℝ)
-- witness: x = -5/2
theorem fid_misc_039 (x : ℝ) (hx : x = -5 / 2) : (⌊x⌋₊ : ℤ) = ⌊x⌋ := by sorry

-- rule: `^` is rightact% HPow.hPow (src/Init/Notation.lean): the exponent is elaborated on its own and Mathlib's default_instance high Monoid.Pow (Mathlib/Algebra/Group/Defs.lean) makes a numeral exponent ℕ: 1 / 2 = 0 in ℕ, so x ^ 0 = 1
-- truth: false
-- shows: (1 : ℕ) ; (2 : ℕ) ; (3 : ℝ)
-- hides: (1 : ℝ)
-- witness: x = 9
theorem fid_misc_040 (x : ℝ) (hx : x = 9) : x ^ (1 / 2) = 3 := by sorry

-- rule: a function argument is elaborated at the parameter type (src/Lean/Elab/App.lean): Real.sqrt/Real.log/Real.exp take ℝ, so numerals are ℝ and a ℕ variable is coerced: log (1/4) < 0
-- truth: false
-- shows: Real.log ; (0 : ℝ)
-- witness: x = 1/2
theorem fid_misc_041 (x : ℝ) : Real.log (x ^ 2) ≥ 0 := by sorry

-- rule: ⌊x⌋ and ⌈x⌉ are Int.floor x and Int.ceil x : ℤ (Mathlib/Algebra/Order/Floor/Defs.lean), so the relation's numerals are at ℤ: the floor is an ℤ leaf, coerced to ℝ
-- truth: false
-- shows: (↑n : ℝ) ; (2 : ℝ)
-- witness: n = 1, x = 0
theorem fid_misc_042 (n : ℕ) (x : ℝ) (h : x = ⌊(n : ℝ) / 2⌋) : 2 * x = n := by sorry
