import Mathlib

/-!
Fidelity suite, class 6: ℤ division and modulo with negative operands, ℕ division and modulo,
and division by zero in ℕ ℤ ℚ ℝ. Lean's `/` and `%` on ℤ are `Int.ediv`/`Int.emod`
(Euclidean: the remainder is never negative); `Int.tdiv`/`Int.tmod` round toward zero and
`Int.fdiv`/`Int.fmod` toward -∞ (all four are defined in src/Init/Data/Int/DivMod/Basic.lean).
-/

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: floor(-3.5) for a positive divisor
-- truth: true
-- shows: -(7 : ℤ) ; (2 : ℤ) ; -(4 : ℤ)
theorem fid_idm_001 : (-7 : ℤ) / 2 = -4 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: -4 (T-rounding would give -3)
-- truth: false
-- shows: -(7 : ℤ) ; -(3 : ℤ)
-- witness: closed statement ((-7) / 2 = -4)
theorem fid_idm_002 : (-7 : ℤ) / 2 = -3 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: -(7 : ℤ) ; (1 : ℤ)
theorem fid_idm_003 : (-7 : ℤ) % 2 = 1 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: the remainder is 1 (T-rounding would give -1)
-- truth: false
-- shows: -(7 : ℤ) ; -(1 : ℤ)
-- witness: closed statement ((-7) % 2 = 1)
theorem fid_idm_004 : (-7 : ℤ) % 2 = -1 := by sorry

-- rule: ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: 7 = (-2) * (-3) + 1
-- truth: true
-- shows: (7 : ℤ) ; -(2 : ℤ) ; -(3 : ℤ)
theorem fid_idm_005 : (7 : ℤ) / (-2) = -3 := by sorry

-- rule: ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: -3 (floor division would give -4)
-- truth: false
-- shows: (7 : ℤ) ; -(2 : ℤ) ; -(4 : ℤ)
-- witness: closed statement (7 / (-2) = -3)
theorem fid_idm_006 : (7 : ℤ) / (-2) = -4 := by sorry

-- rule: ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (7 : ℤ) ; -(2 : ℤ) ; (1 : ℤ)
theorem fid_idm_007 : (7 : ℤ) % (-2) = 1 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: -7 = (-2) * 4 + 1
-- truth: true
-- shows: -(7 : ℤ) ; -(2 : ℤ) ; (4 : ℤ)
theorem fid_idm_008 : (-7 : ℤ) / (-2) = 4 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: 4 (T- and F-rounding give 3)
-- truth: false
-- shows: -(7 : ℤ) ; (3 : ℤ)
-- witness: closed statement ((-7) / (-2) = 4)
theorem fid_idm_009 : (-7 : ℤ) / (-2) = 3 := by sorry

-- rule: `-7` is unop% Neg.neg applied to the numeral 7 (src/Init/Notation.lean), at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: -(7 : ℤ) ; -(2 : ℤ) ; (1 : ℤ)
theorem fid_idm_010 : (-7 : ℤ) % (-2) = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (0 : ℤ)
theorem fid_idm_011 (x : ℤ) : x / 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (0 : ℤ)
theorem fid_idm_012 (x : ℤ) : x % 0 = x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: x % 0 = x
-- truth: false
-- shows: (0 : ℤ)
-- witness: x = 1
theorem fid_idm_013 (x : ℤ) : x % 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: (0 : ℕ)
theorem fid_idm_014 (n : ℕ) : n / 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: (0 : ℕ)
theorem fid_idm_015 (n : ℕ) : n % 0 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; field division (Mathlib DivisionRing/DivInvMonoid: a / b = a * b⁻¹, 0⁻¹ = 0, Mathlib/Algebra/Group/Basic.lean div_zero)
-- truth: true
-- shows: (0 : ℝ)
theorem fid_idm_016 (x : ℝ) : x / 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; field division (Mathlib DivisionRing/DivInvMonoid: a / b = a * b⁻¹, 0⁻¹ = 0, Mathlib/Algebra/Group/Basic.lean div_zero)
-- truth: true
-- shows: (0 : ℚ)
theorem fid_idm_017 (x : ℚ) : x / 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; field division (Mathlib DivisionRing/DivInvMonoid: a / b = a * b⁻¹, 0⁻¹ = 0, Mathlib/Algebra/Group/Basic.lean div_zero): 0 / 0 = 0
-- truth: false
-- shows: (1 : ℝ)
-- witness: x = 0
theorem fid_idm_018 (x : ℝ) : x / x = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (0 : ℤ)
theorem fid_idm_019 (x y : ℤ) (hy : y ≠ 0) : 0 ≤ x % y := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: the bound is |y|, so a negative y breaks it
-- truth: false
-- shows: (0 : ℤ)
-- witness: x = 1, y = -2
theorem fid_idm_020 (x y : ℤ) (hy : y ≠ 0) : x % y < y := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x (Int.emod_add_ediv)
-- truth: true
-- shows: x
theorem fid_idm_021 (x y : ℤ) : x % y + y * (x / y) = x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: floor for a positive divisor
-- truth: true
-- shows: (2 : ℤ)
-- hides: (2 : ℕ)
theorem fid_idm_022 (x : ℤ) : x / 2 * 2 ≤ x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: an odd x gives x - 1 (T-rounding would give x + 1 for negative odd x)
-- truth: false
-- shows: (2 : ℤ) ; (1 : ℤ)
-- witness: x = 1
theorem fid_idm_023 (x : ℤ) : x / 2 * 2 = x ∨ x / 2 * 2 = x + 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: floor of a negative quotient (T-rounding gives -1 / 3 = 0)
-- truth: true
-- shows: (3 : ℤ) ; (0 : ℤ)
theorem fid_idm_024 (x : ℤ) (hx : x < 0) : x / 3 < 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: the remainder is ≥ 0
-- truth: false
-- shows: (3 : ℤ) ; (0 : ℤ)
-- witness: x = -1
theorem fid_idm_025 (x : ℤ) (hx : x < 0) : x % 3 < 0 := by sorry

-- rule: Int.tdiv/Int.tmod round toward zero (src/Init/Data/Int/DivMod/Basic.lean); arguments at ℤ (src/Lean/Elab/App.lean)
-- truth: true
-- shows: -(7 : ℤ) ; (2 : ℤ) ; -(3 : ℤ)
theorem fid_idm_026 : Int.tdiv (-7) 2 = -3 := by sorry

-- rule: Int.tdiv/Int.tmod round toward zero (src/Init/Data/Int/DivMod/Basic.lean)
-- truth: true
-- shows: -(7 : ℤ) ; -(1 : ℤ)
theorem fid_idm_027 : Int.tmod (-7) 2 = -1 := by sorry

-- rule: Int.tdiv/Int.tmod round toward zero (src/Init/Data/Int/DivMod/Basic.lean): -1
-- truth: false
-- shows: -(7 : ℤ) ; (1 : ℤ)
-- witness: closed statement (Int.tmod (-7) 2 = -1)
theorem fid_idm_028 : Int.tmod (-7) 2 = 1 := by sorry

-- rule: Int.fdiv/Int.fmod round toward -∞ (src/Init/Data/Int/DivMod/Basic.lean)
-- truth: true
-- shows: -(7 : ℤ) ; -(4 : ℤ)
theorem fid_idm_029 : Int.fdiv (-7) 2 = -4 := by sorry

-- rule: Int.fdiv/Int.fmod round toward -∞ (src/Init/Data/Int/DivMod/Basic.lean): floor(-3.5) = -4
-- truth: true
-- shows: (7 : ℤ) ; -(2 : ℤ) ; -(4 : ℤ)
theorem fid_idm_030 : Int.fdiv 7 (-2) = -4 := by sorry

-- rule: Int.fdiv/Int.fmod round toward -∞ (src/Init/Data/Int/DivMod/Basic.lean) gives -4; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x gives -3
-- truth: false
-- shows: (7 : ℤ) ; -(2 : ℤ)
-- witness: closed statement (-4 ≠ -3)
theorem fid_idm_031 : Int.fdiv 7 (-2) = 7 / (-2) := by sorry

-- rule: Int.fdiv/Int.fmod round toward -∞ (src/Init/Data/Int/DivMod/Basic.lean): 7 - (-2) * (-4) = -1
-- truth: true
-- shows: (7 : ℤ) ; -(2 : ℤ) ; -(1 : ℤ)
theorem fid_idm_032 : Int.fmod 7 (-2) = -1 := by sorry

-- rule: ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: `%` is Int.emod
-- truth: true
-- shows: -(7 : ℤ) ; (2 : ℤ)
theorem fid_idm_033 : Int.emod (-7) 2 = (-7) % 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; Int.ofNat_ediv: ↑(m / n) = ↑m / ↑n (src/Init/Data/Int/DivMod/Basic.lean)
-- truth: true
-- shows: (↑n : ℤ) ; (2 : ℤ) ; (2 : ℕ)
theorem fid_idm_034 (n : ℕ) : (n : ℤ) / 2 = ((n / 2 : ℕ) : ℤ) := by sorry

-- rule: the left ascription puts n - 3 at ℤ (↑n - 3), ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-3) / 2 = -2; the right one stays in ℕ, then ↑ (src/Lean/Elab/BuiltinNotation.lean)
-- truth: false
-- shows: (↑n : ℤ) ; (3 : ℤ) ; (3 : ℕ)
-- witness: n = 0
theorem fid_idm_035 (n : ℕ) : (n - 3 : ℤ) / 2 = ((n - 3) / 2 : ℕ) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: (2 : ℕ) ; (1 : ℕ)
theorem fid_idm_036 (n : ℕ) : n % 2 = 0 ∨ n % 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean): floors
-- truth: false
-- shows: (2 : ℕ)
-- witness: n = 1
theorem fid_idm_037 (n : ℕ) : n / 2 + n / 2 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-1) % 2 = 1 (T-rounding would give -1)
-- truth: true
-- shows: (2 : ℤ) ; (1 : ℤ)
theorem fid_idm_038 (x : ℤ) : x % 2 = 0 ∨ x % 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-1) / 2 = -1 but -(1 / 2) = 0 (true under T-rounding)
-- truth: false
-- shows: (2 : ℤ)
-- witness: x = 1
theorem fid_idm_039 (x : ℤ) : (-x) / 2 = -(x / 2) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (0 : ℤ)
theorem fid_idm_040 (x y : ℤ) (hy : 0 < y) : x / y * y ≤ x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: x - x / y * y = x % y ≥ 0
-- truth: true
-- shows: (0 : ℤ)
theorem fid_idm_041 (x y : ℤ) (hy : y < 0) : x / y * y ≤ x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: y = 0 gives 0 ≤ x
-- truth: false
-- shows: x
-- witness: x = -1, y = 0
theorem fid_idm_042 (x y : ℤ) : x / y * y ≤ x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: -1 + 1 = 0 (T-rounding: 0 + (-1))
-- truth: true
-- shows: -(1 : ℤ) ; (2 : ℤ)
theorem fid_idm_043 (a : ℤ) (h : a = -1) : a / 2 + a % 2 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean): n / 0 = 0
-- truth: false
-- shows: (0 : ℕ)
-- witness: n = 1, m = 0
theorem fid_idm_044 (n m : ℕ) (h : n / m = 0) : n < m := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: -(1 : ℤ)
theorem fid_idm_045 (x : ℤ) : x / (-1) = -x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: Int.emod uses natAbs of the divisor
-- truth: true
-- shows: -(3 : ℤ) ; (3 : ℤ)
theorem fid_idm_046 (x : ℤ) : x % (-3) = x % 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: Int.ediv_neg
-- truth: true
-- shows: -(3 : ℤ) ; (3 : ℤ)
theorem fid_idm_047 (x : ℤ) : x / (-3) = -(x / 3) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-1) % 3 = 2 but -(1 % 3) = -1
-- truth: false
-- shows: (3 : ℤ)
-- witness: x = 1
theorem fid_idm_048 (x : ℤ) : (-x) % 3 = -(x % 3) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (4 : ℤ) ; (3 : ℤ) ; (2 : ℤ)
theorem fid_idm_049 (x : ℤ) (hx : x % 4 = 3) : x % 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: x / 4 = -1 means -4 ≤ x ≤ -1
-- truth: true
-- shows: (4 : ℤ) ; -(1 : ℤ)
theorem fid_idm_050 (x : ℤ) (hx : x / 4 = -1) : x < 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: x / 4 = 0 means 0 ≤ x ≤ 3 (T-rounding would also allow -3..-1)
-- truth: true
-- shows: (4 : ℤ) ; (0 : ℤ)
theorem fid_idm_051 (x : ℤ) (hx : x / 4 = 0) : x ≥ 0 := by sorry

-- rule: Int.tdiv/Int.tmod round toward zero (src/Init/Data/Int/DivMod/Basic.lean): Int.tdiv (-1) 4 = 0
-- truth: false
-- shows: (4 : ℤ) ; (0 : ℤ)
-- witness: x = -1
theorem fid_idm_052 (x : ℤ) (hx : Int.tdiv x 4 = 0) : x ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-5) / 3 = -2
-- truth: false
-- shows: -(5 : ℤ) ; (3 : ℤ) ; -(1 : ℤ)
-- witness: x = -5
theorem fid_idm_053 (x : ℤ) (h : x = -5) : x / 3 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-5) % 3 = 1
-- truth: false
-- shows: -(5 : ℤ) ; (3 : ℤ) ; -(2 : ℤ)
-- witness: x = -5
theorem fid_idm_054 (x : ℤ) (h : x = -5) : x % 3 = -2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): the left leaf (n : ℤ) makes ℤ maximal for both sides, so the right side is ↑n - 7 in ℤ too
-- truth: true
-- shows: (↑n : ℤ) ; (7 : ℤ)
-- hides: (7 : ℕ)
theorem fid_idm_055 (n : ℕ) (h : n = 5) : (n : ℤ) - 7 = n - 7 := by sorry

-- rule: the ascription keeps ℕ subtraction (0), then ↑; the right side is -2
-- truth: false
-- shows: (7 : ℕ) ; (7 : ℤ)
-- witness: n = 5
theorem fid_idm_056 (n : ℕ) (h : n = 5) : ((n - 7 : ℕ) : ℤ) = (n : ℤ) - 7 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: 1 / 2 = 0
-- truth: false
-- shows: (0 : ℤ)
-- witness: x = 1, y = 2
theorem fid_idm_057 (x y : ℤ) (hy : y ≠ 0) : x / y * y = x := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x: (-1) / 2 = -1 but -(1 / 2) = 0 (T-rounding would make it true)
-- truth: false
-- shows: (2 : ℤ)
-- witness: x = -1
theorem fid_idm_058 (x : ℤ) (hx : x < 0) : x / 2 = -((-x) / 2) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; ℕ `/` `%` are Nat.div/Nat.mod, n / 0 = 0, n % 0 = n (src/Init/Data/Nat/Div/Basic.lean)
-- truth: false
-- shows: (4 : ℕ) ; (3 : ℕ)
-- witness: n = 3
theorem fid_idm_059 (n : ℕ) (h : n % 4 = 3) : n % 2 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; field division (Mathlib DivisionRing/DivInvMonoid: a / b = a * b⁻¹, 0⁻¹ = 0, Mathlib/Algebra/Group/Basic.lean div_zero): 7/2 (the ℕ/ℤ reading would give 3)
-- truth: false
-- shows: (7 : ℚ) ; (3 : ℚ)
-- hides: (7 : ℤ)
-- witness: x = 7/2
theorem fid_idm_060 (x : ℚ) (h : x = 7 / 2) : x = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; ℤ `/` and `%` are Int.ediv and Int.emod (instance Div Int / Mod Int, src/Init/Data/Int/DivMod/Basic.lean): E-rounding, 0 ≤ x % y < |y| for y ≠ 0, x / 0 = 0, x % 0 = x
-- truth: true
-- shows: (5 : ℤ) ; (4 : ℤ)
theorem fid_idm_061 (x : ℤ) (h : x % 5 = 4) : (x + 1) % 5 = 0 := by sorry
