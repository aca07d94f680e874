import Mathlib

/-!
Fidelity suite, class 7: scientific literals (`0.5`, `1e-3`, `2.5e2`) at ℝ and ℚ. They are
`OfScientific` literals elaborated at the type of their tree and, in ℝ and ℚ, are exact
rationals. (Every literal here sits in a tree with a known ℝ/ℚ leaf: with no type at all, Lean's
default instance would make it a `Float`, src/Init/Data/OfScientific.lean.)
-/

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.5 : ℝ) ; (2 : ℝ)
theorem fid_sci_001 (x : ℝ) (h : x = 0.5) : 2 * x = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.5 : ℚ) ; (2 : ℚ)
theorem fid_sci_002 (x : ℚ) (h : x = 0.5) : x = 1 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 1e-3 = 1/1000
-- truth: true
-- shows: (1e-3 : ℝ) ; (1000 : ℝ)
theorem fid_sci_003 (x : ℝ) (h : x = 1e-3) : 1000 * x = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 2.5e2 = 250
-- truth: true
-- shows: (2.5e2 : ℝ) ; (250 : ℝ)
theorem fid_sci_004 (x : ℝ) (h : x = 2.5e2) : x = 250 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 2.5e2 = 250
-- truth: false
-- shows: (2.5e2 : ℝ) ; (25 : ℝ)
-- witness: x = 250
theorem fid_sci_005 (x : ℝ) (h : x = 2.5e2) : x = 25 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: exact, so 1/10 + 2/10 = 3/10 (false in Float)
-- truth: true
-- shows: (0.1 : ℝ) ; (0.2 : ℝ) ; (0.3 : ℝ)
theorem fid_sci_006 : (0.1 : ℝ) + 0.2 = 0.3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.1 : ℚ) ; (3 : ℚ) ; (0.3 : ℚ)
theorem fid_sci_007 : (0.1 : ℚ) * 3 = 0.3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (1.5 : ℝ) ; (3 : ℝ) ; (2 : ℝ)
theorem fid_sci_008 : (1.5 : ℝ) = 3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float; exponent 2 at ℕ (Monoid.Pow, Mathlib/Algebra/Group/Defs.lean)
-- truth: true
-- shows: (0.5 : ℝ) ; (0.25 : ℝ) ; (2 : ℕ)
theorem fid_sci_009 (x : ℝ) (h : x = 0.5) : x ^ 2 = 0.25 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (0.5 : ℝ)
-- witness: x = 1/2
theorem fid_sci_010 (x : ℝ) (h : x = 0.5) : x ^ 2 = 0.5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.001 : ℝ) ; (1e-2 : ℝ)
theorem fid_sci_011 (x : ℝ) (hx : 0 < x) (h : x ≤ 0.001) : x < 1e-2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (1e-3 : ℝ) ; (0.0001 : ℝ)
-- witness: x = 1/1000
theorem fid_sci_012 (x : ℝ) (hx : 0 ≤ x) (hx1 : x ≤ 1e-3) : x ≤ 0.0001 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; `2.0` is a scientific literal, not a natural numeral; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (2.0 : ℝ) ; (↑n : ℝ) ; (2 : ℕ)
theorem fid_sci_013 (n : ℕ) (h : (n : ℝ) = 2.0) : n = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (1.0 : ℝ)
theorem fid_sci_014 (x : ℝ) : x * 1.0 = x := by sorry

-- rule: a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float; ⌊x⌋ is Int.floor x : ℤ, so binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) puts 1 at ℤ
-- truth: true
-- shows: (1.25 : ℝ) ; (1 : ℤ)
theorem fid_sci_015 (x : ℝ) (h : x = 1.25) : ⌊x⌋ = 1 := by sorry

-- rule: a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float; `-0.5` is unop% Neg.neg of 0.5 at ℝ; ⌊-1/2⌋ = -1
-- truth: false
-- shows: (0.5 : ℝ) ; (0 : ℤ)
-- witness: x = -1/2
theorem fid_sci_016 (x : ℝ) (h : x = -0.5) : ⌊x⌋ = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (3.75 : ℚ) ; (15 : ℚ)
theorem fid_sci_017 (q : ℚ) (h : q = 3.75) : 4 * q = 15 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (1e2 : ℝ) ; (100 : ℝ)
theorem fid_sci_018 (x : ℝ) (h : x = 1e2) : x = 100 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (5e-1 : ℝ) ; (0.5 : ℝ)
theorem fid_sci_019 (x : ℝ) (h : x = 5e-1) : x = 0.5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.5 : ℝ) ; (1.5 : ℝ) ; (3 : ℝ)
theorem fid_sci_020 (x : ℝ) (h : 0.5 * x = 1.5) : x = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (0.5 : ℝ) ; (0.3 : ℝ)
-- witness: x = 3
theorem fid_sci_021 (x : ℝ) (h : 0.5 * x = 1.5) : x = 0.3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (0.1 : ℚ) ; (10 : ℚ)
theorem fid_sci_022 (x : ℚ) (h : x = 0.1) : 10 * x = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: exact, 3 * 3/10 = 9/10
-- truth: false
-- shows: (0.3 : ℝ) ; (0.9 : ℝ)
-- witness: x = 3/10
theorem fid_sci_023 (x : ℝ) (h : x = 0.3) : 3 * x ≠ 0.9 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 1.5e-1 = 15/100
-- truth: true
-- shows: (1.5e-1 : ℝ) ; (20 : ℝ)
theorem fid_sci_024 (x : ℝ) (h : x = 1.5e-1) : x = 3 / 20 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 0.15 ≠ 1.5
-- truth: false
-- shows: (1.5e-1 : ℝ) ; (1.5 : ℝ)
-- witness: x = 3/20
theorem fid_sci_025 (x : ℝ) (h : x = 1.5e-1) : x = 1.5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ: leaf n coerced, a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (↑n : ℝ) ; (0.5 : ℝ)
theorem fid_sci_026 (n : ℕ) (x : ℝ) (h : x = n + 0.5) : x ≠ 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ: leaf n coerced, a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (↑n : ℝ) ; (0.5 : ℝ)
-- witness: n = 0, x = 1/2
theorem fid_sci_027 (n : ℕ) (x : ℝ) (h : x = n + 0.5) : x ≥ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: true
-- shows: (2.5 : ℚ) ; (5 : ℚ)
theorem fid_sci_028 (x : ℚ) (h : x = 2.5) : x * 2 = 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 0.5 is 1/2, not 5
-- truth: false
-- shows: (0.5 : ℚ) ; (5 : ℚ)
-- witness: x = 1/2
theorem fid_sci_029 (x : ℚ) (h : x = 0.5) : x = 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (1e-3 : ℝ) ; (0.01 : ℝ)
-- witness: x = 1/1000
theorem fid_sci_030 (x : ℝ) (h : x = 1e-3) : x = 0.01 := by sorry

-- rule: a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float; Int.floor 5/2 = 2; 3 at ℤ
-- truth: false
-- shows: (2.5 : ℝ) ; (3 : ℤ)
-- witness: x = 5/2
theorem fid_sci_031 (x : ℝ) (h : x = 2.5) : ⌊x⌋ = 3 := by sorry

-- rule: a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float; Int.ceil 5/2 = 3; 2 at ℤ
-- truth: false
-- shows: (2.5 : ℝ) ; (2 : ℤ)
-- witness: x = 5/2
theorem fid_sci_032 (x : ℝ) (h : x = 2.5) : ⌈x⌉ = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (0.5 : ℝ) ; (1 : ℝ)
-- witness: x = 3/4
theorem fid_sci_033 (x : ℝ) (hx : x > 0.5) : x ≥ 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 1.2e1 = 12
-- truth: false
-- shows: (1.2e1 : ℚ) ; (1.2 : ℚ)
-- witness: q = 12
theorem fid_sci_034 (q : ℚ) (h : q = 1.2e1) : q = 1.2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 1.2e1 = 12
-- truth: true
-- shows: (1.2e1 : ℚ) ; (12 : ℚ)
theorem fid_sci_035 (q : ℚ) (h : q = 1.2e1) : q = 12 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (0.5 : ℝ) ; (0 : ℝ)
-- witness: x = 1/2
theorem fid_sci_036 (x : ℝ) (h : x = 0.5) : x = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float
-- truth: false
-- shows: (1.5 : ℚ) ; (1 : ℚ)
-- witness: x = 3/2
theorem fid_sci_037 (x : ℚ) (h : x = 1.5) : x = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a scientific literal is OfScientific.ofScientific m s e at the type its tree gets (src/Init/Data/OfScientific.lean); at ℝ and ℚ Mathlib's NNRatCast.toOfScientific gives the exact rational m * 10^∓e (Mathlib/Algebra/Order/Ring/Unbundled/Rat.lean), not a Float: 3.0e-1 = 3/10
-- truth: false
-- shows: (3.0e-1 : ℝ) ; (10 : ℝ)
-- witness: x = 3/10
theorem fid_sci_038 (x : ℝ) (h : x = 3.0e-1) : 10 * x = 1 := by sorry
