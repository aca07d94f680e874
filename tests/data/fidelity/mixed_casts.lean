import Mathlib

/-!
Fidelity suite, class 4: mixed ℕ/ℤ/ℚ/ℝ arithmetic and cast chains. binop%/binrel% elaborate the
leaves first, take the maximal type (the expected type taking part for binop%, not for binrel%),
and coerce every leaf of another type straight to it; a type ascription is a leaf, so
`((n - 1 : ℕ) : ℝ)` is `↑(n - 1)` while `(n - 1 : ℝ)` is `↑n - 1`.
-/

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: inner (n - m : ℤ) is ↑n - ↑m at ℤ (binop% (analyze/applyCoe, src/Lean/Elab/Extra.lean), the expected type ℤ is the initial maximal type), outer ascription casts it to ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side at ℝ, ↑n - ↑m in ℝ
-- truth: true
-- shows: (↑n : ℤ) ; (↑m : ℤ) ; (↑n : ℝ) ; (↑m : ℝ)
theorem fid_mix_001 (n m : ℕ) : ((n - m : ℤ) : ℝ) = n - m := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: inner ℕ subtraction (Nat.sub truncates (src/Init/Prelude.lean)), then ↑ to ℤ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n - ↑m at ℤ
-- truth: false
-- shows: (↑n : ℤ) ; (↑m : ℤ) ; (↑(n - m) : ℤ)
-- witness: n = 0, m = 1
theorem fid_mix_002 (n m : ℕ) : ((n - m : ℕ) : ℤ) = n - m := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): Nat.cast_sub holds when m ≤ n
-- truth: true
-- shows: (↑(n - m) : ℤ) ; (↑n : ℤ)
theorem fid_mix_003 (n m : ℕ) (h : m ≤ n) : ((n - m : ℕ) : ℤ) = n - m := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: nested ascriptions give the cast chain ↑(↑n : ℤ) : ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n : ℝ directly (Int.cast_natCast)
-- truth: true
-- shows: (↑(↑n : ℤ) : ℝ) ; (↑n : ℝ)
theorem fid_mix_004 (n : ℕ) : ((n : ℤ) : ℝ) = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℚ, leaf b coerced
-- truth: true
-- shows: (↑b : ℚ)
theorem fid_mix_005 (a : ℚ) (b : ℕ) : a + b ≥ a := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℚ, leaf b coerced (Int.cast)
-- truth: false
-- shows: (↑b : ℚ)
-- witness: a = 0, b = -1
theorem fid_mix_006 (a : ℚ) (b : ℤ) : a + b ≥ a := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree with binop% (analyze/applyCoe, src/Lean/Elab/Extra.lean): the expected type ℝ is the maximal type, leaf n coerced: ↑n - 1 in ℝ (not ↑(n - 1))
-- truth: false
-- shows: (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
-- witness: n = 0
theorem fid_mix_007 (n : ℕ) : (n - 1 : ℝ) ≥ 0 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: inner ℕ subtraction, then ↑ to ℝ: ↑(n - 1)
-- truth: true
-- shows: (1 : ℕ) ; (↑(n - (1 : ℕ)) : ℝ)
-- hides: (1 : ℝ)
theorem fid_mix_008 (n : ℕ) : ((n - 1 : ℕ) : ℝ) ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℝ (leaf x), ↑n / 2 in ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_mix_009 (n : ℕ) (x : ℝ) (h : x = n / 2) : 2 * x = n := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: (n / 2 : ℕ) floors (Nat.div floors (src/Init/Data/Nat/Div/Basic.lean)), then ↑ to ℝ
-- truth: false
-- shows: (2 : ℕ) ; (↑(n / (2 : ℕ)) : ℝ)
-- witness: n = 1, x = 0
theorem fid_mix_010 (n : ℕ) (x : ℝ) (h : x = (n / 2 : ℕ)) : 2 * x = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℤ (leaf z), ↑n - 5 in ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (5 : ℤ)
-- hides: (5 : ℕ)
theorem fid_mix_011 (n : ℕ) (z : ℤ) (h : z = n - 5) : z + 5 = n := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: ℕ subtraction truncates, then ↑ to ℤ
-- truth: false
-- shows: (5 : ℕ)
-- witness: n = 0, z = 0
theorem fid_mix_012 (n : ℕ) (z : ℤ) (h : z = (n - 5 : ℕ)) : z + 5 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): leaf n coerced to ℝ
-- truth: true
-- shows: (↑n : ℝ)
theorem fid_mix_013 (x : ℝ) (n : ℕ) (h : x = n) : x ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): leaf z coerced to ℝ (Int.cast)
-- truth: false
-- shows: (↑z : ℝ)
-- witness: z = -1, x = -1
theorem fid_mix_014 (x : ℝ) (z : ℤ) (h : x = z) : x ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean)/binop% (analyze/applyCoe, src/Lean/Elab/Extra.lean): leaf (a : ℝ) makes ℝ maximal, b coerced; x / 0 = 0 in ℝ
-- truth: true
-- shows: (↑a : ℝ) ; (↑b : ℝ)
theorem fid_mix_015 (a b : ℕ) : (a : ℝ) / b ≤ a := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: left ↑a / ↑b in ℝ, right ℕ division coerced ↑(a / b); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: false
-- shows: (↑a : ℝ) ; (↑b : ℝ) ; (↑(a / b) : ℝ)
-- witness: a = 1, b = 2
theorem fid_mix_016 (a b : ℕ) : (a / b : ℝ) = (a / b : ℕ) := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ: exact when b ∣ a (Nat.cast_div), and both are 0 when b = 0
-- truth: true
-- shows: (↑a : ℝ) ; (↑(a / b) : ℝ)
theorem fid_mix_017 (a b : ℕ) (h : b ∣ a) : (a / b : ℝ) = (a / b : ℕ) := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree with binop% (analyze/applyCoe, src/Lean/Elab/Extra.lean) at ℤ: (↑n - 1) * (↑n + 1); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n ^ 2 - 1 at ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (1 : ℤ)
-- hides: (1 : ℕ)
theorem fid_mix_018 (n : ℕ) : ((n - 1) * (n + 1) : ℤ) = n ^ 2 - 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ (all leaves ℕ, numerals default to ℕ); Nat.sub truncates (src/Init/Prelude.lean): at n = 0 both sides are 0
-- truth: true
-- shows: (1 : ℕ)
-- hides: (↑n : ℤ)
theorem fid_mix_019 (n : ℕ) : (n - 1) * (n + 1) = n ^ 2 - 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): the leaf (n : ℤ) makes ℤ maximal for both sides, so the left side is (↑n - 1) * (↑n + 1) in ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (1 : ℤ)
-- hides: (1 : ℕ)
theorem fid_mix_020 (n : ℕ) : (n - 1) * (n + 1) = (n : ℤ) ^ 2 - 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree
-- truth: true
-- shows: (1 : ℕ)
-- hides: (1 : ℤ)
theorem fid_mix_021 (n : ℕ) : (n - 1) * (n + 1) = (n ^ 2 - 1 : ℕ) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ: ↑n - 3 = -1
-- truth: true
-- shows: (↑n : ℤ) ; (3 : ℤ)
-- hides: (3 : ℕ)
theorem fid_mix_022 (n : ℕ) (h : (n : ℤ) - 3 = -1) : n = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates (src/Init/Prelude.lean)
-- truth: false
-- shows: (3 : ℕ) ; (0 : ℕ)
-- hides: (↑n : ℤ)
-- witness: n = 0
theorem fid_mix_023 (n : ℕ) (h : n - 3 = 0) : n = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℝ, ↑n - 3 in ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (3 : ℝ)
theorem fid_mix_024 (x : ℝ) (n : ℕ) (h : x = n - 3) (hn : n < 3) : x < 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℚ, ↑n / 2 in ℚ
-- truth: true
-- shows: (↑n : ℚ) ; (2 : ℚ)
-- hides: (2 : ℤ)
theorem fid_mix_025 (q : ℚ) (n : ℤ) (h : q = n / 2) : 2 * q = n := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: Int.ediv (src/Init/Data/Int/DivMod/Basic.lean), then ↑ to ℚ
-- truth: false
-- shows: (2 : ℤ) ; (↑(n / (2 : ℤ)) : ℚ)
-- witness: n = 1, q = 0
theorem fid_mix_026 (q : ℚ) (n : ℤ) (h : q = (n / 2 : ℤ)) : 2 * q = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℝ; every leaf is coerced straight to ℝ (↑b : ℝ, not ↑(↑b : ℚ))
-- truth: true
-- shows: (↑a : ℝ) ; (↑b : ℝ) ; (↑c : ℝ) ; (2 : ℚ)
theorem fid_mix_027 (a : ℕ) (b : ℤ) (c : ℚ) (d : ℝ) (h : d = a + b + c) (ha : a = 1) (hb : b = -2) (hc : c = 1 / 2) : d = -1 / 2 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: left ↑a + ↑b in ℚ; right ↑(↑a + b) with the sum in ℤ; Int.cast_add
-- truth: true
-- shows: (↑a : ℚ) ; (↑b : ℚ) ; (↑a : ℤ)
theorem fid_mix_028 (a : ℕ) (b : ℤ) : (a + b : ℚ) = ((a + b : ℤ) : ℚ) := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℤ, ↑a + b
-- truth: true
-- shows: (↑a : ℤ) ; (0 : ℤ)
theorem fid_mix_029 (a : ℕ) (b : ℤ) (h : a + b = 0) : b ≤ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℤ, ↑a + b = 0 allows a = 1, b = -1
-- truth: false
-- shows: (↑a : ℤ)
-- witness: a = 1, b = -1
theorem fid_mix_030 (a : ℕ) (b : ℤ) (h : a + b = 0) : a = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_mix_031 (x : ℝ) (n : ℕ) (h : (n : ℝ) = x + 1 / 2) : x ≠ 0 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: left ↑(n / 3) (floor); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n / 3 in ℝ
-- truth: true
-- shows: (3 : ℕ) ; (↑n : ℝ) ; (3 : ℝ)
theorem fid_mix_032 (n : ℕ) : ((n / 3 : ℕ) : ℝ) ≤ n / 3 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n / 3 in ℝ
-- truth: false
-- shows: (3 : ℕ) ; (3 : ℝ)
-- witness: n = 1
theorem fid_mix_033 (n : ℕ) : ((n / 3 : ℕ) : ℝ) = n / 3 := by sorry

-- rule: `↑e` elaborates e without expected type (ℕ subtraction) and then coerces (src/Lean/Elab/BuiltinNotation.lean, coeNotation); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ
-- truth: true
-- shows: (↑(n - (2 : ℕ)) : ℤ) ; (2 : ℤ)
theorem fid_mix_034 (n : ℕ) : (↑(n - 2) : ℤ) ≥ (n : ℤ) - 2 := by sorry

-- rule: `↑e` elaborates e at ℕ, then coerces (src/Lean/Elab/BuiltinNotation.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ
-- truth: false
-- shows: (↑(n - (2 : ℕ)) : ℤ) ; (2 : ℤ)
-- witness: n = 0
theorem fid_mix_035 (n : ℕ) : (↑(n - 2) : ℤ) = (n : ℤ) - 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): leaf n coerced to ℤ
-- truth: true
-- shows: (↑n : ℤ)
theorem fid_mix_036 (m : ℤ) (n : ℕ) (h : m = n) : m ≥ 0 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: ↑x : ℝ (Rat.cast); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (↑x : ℝ) ; (3 : ℝ) ; (3 : ℚ)
theorem fid_mix_037 (x : ℚ) (h : x = 1 / 3) : (x : ℝ) = 1 / 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ: ↑p / 2 = 7/2
-- truth: false
-- shows: (↑p : ℚ) ; (2 : ℚ)
-- hides: (2 : ℕ)
-- witness: p = 7
theorem fid_mix_038 (p : ℕ) (h : p = 7) : (p : ℚ) / 2 = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.div floors (src/Init/Data/Nat/Div/Basic.lean)
-- truth: true
-- shows: (2 : ℕ) ; (3 : ℕ)
-- hides: (2 : ℚ)
theorem fid_mix_039 (p : ℕ) (h : p = 7) : p / 2 = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): ↑n coerced, 2 * ↑n + 1 in ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_mix_040 (x : ℝ) (n : ℕ) (h : x = 2 * n + 1) : x ≥ 1 := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: ℕ subtraction inside (0 at n = 0), then ↑
-- truth: false
-- shows: (2 : ℕ) ; (1 : ℕ)
-- witness: n = 0, x = 0
theorem fid_mix_041 (x : ℝ) (n : ℕ) (h : x = (2 * n - 1 : ℕ)) : x ≥ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; left ↑n - 1, right ↑(n - 1) (`(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree)
-- truth: false
-- shows: (↑n : ℝ) ; (↑(n - (1 : ℕ)) : ℝ)
-- witness: n = 0
theorem fid_mix_042 (n : ℕ) : (n : ℝ) - 1 = ((n - 1 : ℕ) : ℝ) := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: ↑a - ↑b in ℤ, negative
-- truth: false
-- shows: (↑a : ℤ) ; (↑b : ℤ)
-- witness: a = 0, b = 1
theorem fid_mix_043 (a b : ℕ) (h : a < b) : (a - b : ℤ) = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates (src/Init/Prelude.lean)
-- truth: true
-- shows: (0 : ℕ)
-- hides: (↑a : ℤ)
theorem fid_mix_044 (a b : ℕ) (h : a < b) : a - b = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): h at ℚ (↑n / 3); the conclusion's right side is ℕ division, then ↑ (`(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree)
-- truth: false
-- shows: (↑n : ℚ) ; (3 : ℚ) ; (3 : ℕ)
-- witness: n = 1, x = 1/3
theorem fid_mix_045 (x : ℚ) (n : ℕ) (h : x = n / 3) : x = (n / 3 : ℕ) := by sorry

-- rule: `(e : T)` elaborates e at T, then ensureHasType coerces (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); an ascription is a leaf of the surrounding tree: left ↑n - 2 in ℤ, right ↑(n - 2) truncated
-- truth: false
-- shows: (↑n : ℤ) ; (2 : ℤ) ; (2 : ℕ)
-- witness: n = 0
theorem fid_mix_046 (n : ℕ) : ((n : ℤ) - 2) ^ 2 = ((n - 2 : ℕ) : ℤ) ^ 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℤ, ↑n - 10
-- truth: false
-- shows: (↑n : ℤ) ; (10 : ℤ)
-- hides: (10 : ℕ)
-- witness: n = 0, m = -10
theorem fid_mix_047 (m : ℤ) (n : ℕ) (h : m = n - 10) : m ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℝ, ↑a - ↑b (not ↑(a - b))
-- truth: false
-- shows: (↑a : ℝ) ; (↑b : ℝ)
-- witness: a = 0, b = 1, x = -1
theorem fid_mix_048 (x : ℝ) (a b : ℕ) (h : x = a - b) : x ≥ 0 := by sorry
