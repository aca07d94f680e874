import Mathlib

/-!
Fidelity suite, class 5: `Fin n` arithmetic. Numerals at `Fin n` are reduced mod n, `+ - *`
wrap around, `(i : ℕ)`/`i.val` is the value. Mathlib has no global coercion ℕ → Fin n, so a
tree mixing Fin and ℕ leaves is elaborated in ℕ.
-/

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean); Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)
-- truth: true
-- shows: (4 : Fin 5) ; (1 : Fin 5) ; (0 : Fin 5)
-- hides: (1 : ℕ)
theorem fid_fin_001 : (4 : Fin 5) + 1 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean): 7 % 5 = 2
-- truth: true
-- shows: (7 : Fin 5) ; (2 : Fin 5)
theorem fid_fin_002 : (7 : Fin 5) = 2 := by sorry

-- rule: a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean); `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean): the value is 2; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: false
-- shows: (7 : Fin 5) ; (7 : ℕ)
-- witness: closed statement (val = 2)
theorem fid_fin_003 : (7 : Fin 5).val = 7 := by sorry

-- rule: a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean); `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (7 : Fin 5) ; (2 : ℕ)
theorem fid_fin_004 : (7 : Fin 5).val = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5: numerals at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)
-- truth: true
-- shows: (4 : Fin 5) ; (1 : Fin 5) ; (0 : Fin 5)
-- hides: (1 : ℕ)
theorem fid_fin_005 (i : Fin 5) (h : i = 4) : i + 1 = 0 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (↑i : ℕ) ; (1 : ℕ) ; (5 : ℕ)
-- hides: (1 : Fin 5)
theorem fid_fin_006 (i : Fin 5) : (i : ℕ) + 1 ≤ 5 := by sorry

-- rule: the inner ascription adds in Fin 5 (Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)), then Fin.val; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: false
-- shows: (1 : Fin 5) ; (1 : ℕ)
-- witness: i = 4
theorem fid_fin_007 (i : Fin 5) : ((i + 1 : Fin 5) : ℕ) = (i : ℕ) + 1 := by sorry

-- rule: Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): no wrap below 4; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (1 : Fin 5) ; (1 : ℕ)
theorem fid_fin_008 (i : Fin 5) (h : i ≠ 4) : ((i + 1 : Fin 5) : ℕ) = (i : ℕ) + 1 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (5 : ℕ)
-- hides: (5 : Fin 5)
theorem fid_fin_009 (i : Fin 5) : i.val < 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 4 + 1 = 0
-- truth: false
-- shows: (1 : Fin 5) ; (0 : Fin 5)
-- witness: i = 4
theorem fid_fin_010 (i : Fin 5) : i + 1 ≠ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): (0 + (5 - 1)) % 5 = 4
-- truth: true
-- shows: (0 : Fin 5) ; (1 : Fin 5) ; (4 : Fin 5)
theorem fid_fin_011 : (0 : Fin 5) - 1 = 4 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 6 % 5
-- truth: true
-- shows: (2 : Fin 5) ; (3 : Fin 5) ; (1 : Fin 5)
theorem fid_fin_012 : (2 : Fin 5) * 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean): (6 : Fin 5) = 1 = 2 * 3
-- truth: true
-- shows: (6 : Fin 5)
-- hides: (6 : ℕ)
theorem fid_fin_013 : (2 : Fin 5) * 3 = 6 := by sorry

-- rule: there is no global coercion ℕ → Fin n (NatCast (Fin n) is scoped to Fin.NatCast, Mathlib/Algebra/Group/Fin/Basic.lean), so binop%/binrel% with leaves Fin n and ℕ take ℕ as maximal type and coerce the Fin leaf (analyze/hasCoe, src/Lean/Elab/Extra.lean): right side ↑i + ↑j at ℕ; Fin.val_add
-- truth: true
-- shows: (↑j : ℕ) ; (5 : ℕ)
theorem fid_fin_014 (i j : Fin 5) : ((i + j : Fin 5) : ℕ) = ((i : ℕ) + j) % 5 := by sorry

-- rule: there is no global coercion ℕ → Fin n (NatCast (Fin n) is scoped to Fin.NatCast, Mathlib/Algebra/Group/Fin/Basic.lean), so binop%/binrel% with leaves Fin n and ℕ take ℕ as maximal type and coerce the Fin leaf (analyze/hasCoe, src/Lean/Elab/Extra.lean): right side ↑i + ↑j in ℕ, no wrap
-- truth: false
-- shows: (↑i : ℕ) ; (↑j : ℕ)
-- witness: i = 3, j = 3
theorem fid_fin_015 (i j : Fin 5) : ((i + j : Fin 5) : ℕ) = (i : ℕ) + j := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 3; squares mod 3 are 0, 1, 1
-- truth: true
-- shows: (2 : Fin 3)
theorem fid_fin_016 (i : Fin 3) : i * i ≠ 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 4; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 1 * 1 = 1, 3 * 3 = 9 % 4 = 1
-- truth: false
-- shows: (1 : Fin 4)
-- witness: i = 1
theorem fid_fin_017 (i : Fin 4) : i * i ≠ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)
-- truth: true
-- shows: (0 : Fin 5)
theorem fid_fin_018 (i : Fin 5) : i - i = 0 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ, Nat.sub truncates (src/Init/Prelude.lean)
-- truth: true
-- shows: (↑i : ℕ) ; (1 : ℕ) ; (4 : ℕ)
theorem fid_fin_019 (i : Fin 5) : (i : ℕ) - 1 < 4 := by sorry

-- rule: Fin subtraction wraps (Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)): 0 - 1 = 4
-- truth: false
-- shows: (1 : Fin 5) ; (4 : ℕ)
-- witness: i = 0
theorem fid_fin_020 (i : Fin 5) : ((i - 1 : Fin 5) : ℕ) < 4 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 7 % 5
-- truth: true
-- shows: (3 : Fin 5) ; (4 : Fin 5) ; (2 : Fin 5)
theorem fid_fin_021 : (3 : Fin 5) + 4 = 2 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5 in the conclusion; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 6 % 5
-- truth: true
-- shows: (3 : ℕ) ; (1 : Fin 5)
theorem fid_fin_022 (i : Fin 5) (h : (i : ℕ) = 3) : i + i = 1 := by sorry

-- rule: cast chain Fin.val then Nat.cast (nested ascriptions, src/Lean/Elab/BuiltinNotation.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (↑(↑i : ℕ) : ℝ) ; (5 : ℝ)
theorem fid_fin_023 (i : Fin 6) : ((i : ℕ) : ℝ) ≤ 5 := by sorry

-- rule: cast chain; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ: 5 / 2 > 2
-- truth: false
-- shows: (↑(↑i : ℕ) : ℝ) ; (2 : ℝ)
-- witness: i = 5
theorem fid_fin_024 (i : Fin 6) : ((i : ℕ) : ℝ) / 2 ≤ 2 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); Nat.div
-- truth: true
-- shows: (↑i : ℕ) ; (2 : ℕ)
theorem fid_fin_025 (i : Fin 5) : ((i : ℕ) / 2 : ℕ) ≤ 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 2 + 3 = 0
-- truth: true
-- shows: (0 : Fin 5) ; (2 : Fin 5) ; (3 : Fin 5)
theorem fid_fin_026 (i j : Fin 5) (h : i + j = 0) (hi : i = 2) : j = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 1 + 4 = 0
-- truth: false
-- shows: (0 : Fin 5)
-- witness: i = 1, j = 4
theorem fid_fin_027 (i j : Fin 5) (h : i + j = 0) : i = 0 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); `(i + 1)` at Fin 5 wraps; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: false
-- shows: (1 : ℕ) ; (1 : Fin 5)
-- witness: i = 4
theorem fid_fin_028 (i : Fin 5) : i.val + 1 = (i + 1).val := by sorry

-- rule: a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean): 5 % 5 = 0
-- truth: true
-- shows: (5 : Fin 5) ; (0 : Fin 5)
theorem fid_fin_029 : (5 : Fin 5) = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5
-- truth: true
-- shows: (2 : Fin 5)
-- hides: (2 : ℕ)
theorem fid_fin_030 (i : Fin 5) : 2 * i = i + i := by sorry

-- rule: there is no global coercion ℕ → Fin n (NatCast (Fin n) is scoped to Fin.NatCast, Mathlib/Algebra/Group/Fin/Basic.lean), so binop%/binrel% with leaves Fin n and ℕ take ℕ as maximal type and coerce the Fin leaf (analyze/hasCoe, src/Lean/Elab/Extra.lean): ↑i + n in ℕ (the Fin reading would wrap: 4 + 1 = 0 < 1)
-- truth: true
-- shows: (↑i : ℕ)
theorem fid_fin_031 (i : Fin 5) (n : ℕ) : i + n ≥ n := by sorry

-- rule: there is no global coercion ℕ → Fin n (NatCast (Fin n) is scoped to Fin.NatCast, Mathlib/Algebra/Group/Fin/Basic.lean), so binop%/binrel% with leaves Fin n and ℕ take ℕ as maximal type and coerce the Fin leaf (analyze/hasCoe, src/Lean/Elab/Extra.lean): ↑i < n in ℕ
-- truth: true
-- shows: (↑i : ℕ) ; (7 : ℕ)
-- hides: (7 : Fin 5)
theorem fid_fin_032 (i : Fin 5) (n : ℕ) (h : n = 7) : i < n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 4 + 1 = 0
-- truth: false
-- shows: (1 : Fin 5) ; (4 : Fin 5)
-- hides: (1 : ℕ)
-- witness: i = 4
theorem fid_fin_033 (i : Fin 5) (h : i = 4) : i + 1 > i := by sorry

-- rule: there is no global coercion ℕ → Fin n (NatCast (Fin n) is scoped to Fin.NatCast, Mathlib/Algebra/Group/Fin/Basic.lean), so binop%/binrel% with leaves Fin n and ℕ take ℕ as maximal type and coerce the Fin leaf (analyze/hasCoe, src/Lean/Elab/Extra.lean): the leaf (i : ℕ) makes ℕ maximal, the bare i is coerced: ↑i + 1 > ↑i
-- truth: true
-- shows: (↑i : ℕ) ; (1 : ℕ)
-- hides: (1 : Fin 5)
theorem fid_fin_034 (i : Fin 5) (h : i = 4) : (i : ℕ) + 1 > i := by sorry

-- rule: Fin negation wraps: (5 - 1) % 5 (Neg (Fin n), src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5
-- truth: true
-- shows: (1 : Fin 5) ; (4 : Fin 5)
theorem fid_fin_035 : -(1 : Fin 5) = 4 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5
-- truth: true
-- shows: (0 : Fin 5)
theorem fid_fin_036 (i : Fin 5) : i * 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 3 * 2 = 6 % 5 = 1, and 3 is invertible mod 5
-- truth: true
-- shows: (3 : Fin 5) ; (1 : Fin 5) ; (2 : Fin 5)
theorem fid_fin_037 (i : Fin 5) (h : 3 * i = 1) : i = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 6; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 2 * 3 = 0 in Fin 6
-- truth: false
-- shows: (2 : Fin 6) ; (0 : Fin 6)
-- witness: i = 3
theorem fid_fin_038 (i : Fin 6) (h : 2 * i = 0) : i = 0 := by sorry

-- rule: `(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ: 4 + 1 = 5
-- truth: false
-- shows: (↑i : ℕ) ; (5 : ℕ)
-- witness: i = 4
theorem fid_fin_039 (i : Fin 5) : (i : ℕ) + 1 < 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean); 5 is prime
-- truth: true
-- shows: (0 : Fin 5)
theorem fid_fin_040 (i j : Fin 5) (h : i * j = 0) : i = 0 ∨ j = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 6; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 2 * 3 = 0
-- truth: false
-- shows: (0 : Fin 6)
-- witness: i = 2, j = 3
theorem fid_fin_041 (i j : Fin 6) (h : i * j = 0) : i = 0 ∨ j = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean)
-- truth: true
-- shows: (2 : Fin 5) ; (1 : Fin 5) ; (4 : Fin 5)
theorem fid_fin_042 (i : Fin 5) (h : i + 2 = 1) : i = 4 := by sorry

-- rule: hypothesis at Fin 5 (wraps), conclusion at ℕ (`(i : ℕ)` and `i.val` are Fin.val (the coercion Fin n → ℕ, src/Init/Data/Fin/Basic.lean))
-- truth: false
-- shows: (2 : Fin 5) ; (2 : ℕ) ; (1 : ℕ)
-- witness: i = 4
theorem fid_fin_043 (i : Fin 5) (h : i + 2 = 1) : (i : ℕ) + 2 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 7; a numeral at Fin n is Fin.ofNat' n i = i % n (instance Fin.instOfNat [NeZero n], src/Init/Data/Fin/Basic.lean): (10 : Fin 7) = 3 = 5 + 5
-- truth: true
-- shows: (5 : Fin 7) ; (10 : Fin 7)
-- hides: (10 : ℕ)
theorem fid_fin_044 : (5 : Fin 7) + 5 = 10 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 3 * 2 = 6 % 5 = 1
-- truth: false
-- shows: (2 : Fin 5) ; (1 : Fin 5)
-- witness: i = 3
theorem fid_fin_045 (i : Fin 5) : i * 2 ≠ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 2 + 3 = 0
-- truth: false
-- shows: (3 : Fin 5)
-- witness: i = 2
theorem fid_fin_046 (i : Fin 5) : (i + 3 : Fin 5) ≥ 3 := by sorry

-- rule: Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 3 * 2 = 1 in Fin 5; right side in ℕ
-- truth: false
-- shows: (2 : Fin 5) ; (2 : ℕ)
-- witness: i = 3
theorem fid_fin_047 (i : Fin 5) : ((i * 2 : Fin 5) : ℕ) = 2 * (i : ℕ) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at Fin 5; Fin addition/multiplication wrap around: Fin.add is (a + b) % n, Fin.mul (a * b) % n, Fin.sub (a + (n - b)) % n (src/Init/Data/Fin/Basic.lean): 3 + 3 = 1
-- truth: false
-- shows: (1 : Fin 5) ; (0 : Fin 5)
-- witness: i = 3
theorem fid_fin_048 (i : Fin 5) (h : i + i = 1) : i = 0 := by sorry
