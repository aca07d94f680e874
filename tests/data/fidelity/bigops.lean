import Mathlib

/-!
Fidelity suite, class 11: `∑`/`∏` over `Finset.range`. The index is ℕ; the body is elaborated on
its own (ℕ unless an ascription puts it elsewhere), and a sum that is a leaf of a relation is
coerced whole: `(x : ℝ) = ∑ i ∈ Finset.range 4, i / 2` is `x = ↑(…)` with ℕ halves.
-/

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n * (↑n - 1) / 2 in ℝ
-- truth: true
-- shows: (↑i : ℝ) ; (↑n : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_big_001 (n : ℕ) : ∑ i ∈ Finset.range n, (i : ℝ) = n * (n - 1) / 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ (truncated subtraction, floor division; n(n-1) is even)
-- truth: true
-- shows: (1 : ℕ) ; (2 : ℕ)
-- hides: (2 : ℝ)
theorem fid_big_002 (n : ℕ) : ∑ i ∈ Finset.range n, i = n * (n - 1) / 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ: i / 2 in ℕ: 0 + 0 + 1 + 1
-- truth: true
-- shows: (4 : ℕ) ; (2 : ℕ)
-- hides: (2 : ℝ)
theorem fid_big_003 : ∑ i ∈ Finset.range 4, i / 2 = 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; as a binrel% leaf the sum is elaborated without expected type and then coerced whole (processLeaf/applyCoe, src/Lean/Elab/Extra.lean): x = ↑2 (the real sum 0 + 1/2 + 1 + 3/2 would be 3)
-- truth: false
-- shows: (4 : ℕ) ; (2 : ℕ) ; (3 : ℝ)
-- hides: (2 : ℝ)
-- witness: x = 2
theorem fid_big_004 (x : ℝ) (h : x = ∑ i ∈ Finset.range 4, i / 2) : x = 3 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; as a binrel% leaf the sum is elaborated without expected type and then coerced whole (processLeaf/applyCoe, src/Lean/Elab/Extra.lean): x = ↑2
-- truth: true
-- shows: (2 : ℕ) ; (2 : ℝ)
theorem fid_big_005 (x : ℝ) (h : x = ∑ i ∈ Finset.range 4, i / 2) : x = 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean): real halves
-- truth: true
-- shows: (↑i : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_big_006 (x : ℝ) (h : x = ∑ i ∈ Finset.range 4, (i : ℝ) / 2) : x = 3 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (↑i : ℝ) ; (3 : ℝ)
-- hides: (3 : ℕ)
theorem fid_big_007 : ∑ i ∈ Finset.range 4, (i : ℝ) / 2 = 3 := by sorry

-- rule: `∏` is Finset.prod (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); body in ℕ; Finset.prod_range_add_one_eq_factorial
-- truth: true
-- shows: (1 : ℕ) ; Nat.factorial
theorem fid_big_008 (n : ℕ) : ∏ i ∈ Finset.range n, (i + 1) = n.factorial := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ (for ∏): (0 - 1) * (1 - 1) * (2 - 1) in ℕ = 0
-- truth: true
-- shows: (3 : ℕ) ; (1 : ℕ)
-- hides: (1 : ℤ)
theorem fid_big_009 : ∏ i ∈ Finset.range 3, (i - 1) = 0 := by sorry

-- rule: body at ℤ by the ascription: (-2) * (-1)
-- truth: true
-- shows: (↑i : ℤ) ; (2 : ℤ)
theorem fid_big_010 : ∏ i ∈ Finset.range 2, ((i : ℤ) - 2) = 2 := by sorry

-- rule: body in ℕ: (0 - 2) * (1 - 2) = 0
-- truth: false
-- shows: (2 : ℕ)
-- hides: (2 : ℤ)
-- witness: closed statement (the product is 0)
theorem fid_big_011 : ∏ i ∈ Finset.range 2, (i - 2) = 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (2 : ℕ) ; (1 : ℕ)
theorem fid_big_012 (n : ℕ) : ∑ i ∈ Finset.range n, (2 * i + 1) = n ^ 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at ℤ: -1 at n = 1
-- truth: false
-- shows: (↑i : ℤ) ; (1 : ℤ)
-- witness: n = 1
theorem fid_big_013 (n : ℕ) : ∑ i ∈ Finset.range n, ((i : ℤ) - 1) ≥ 0 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; ℕ body
-- truth: true
-- shows: (1 : ℕ)
-- hides: (1 : ℤ)
theorem fid_big_014 (n : ℕ) : ∑ i ∈ Finset.range n, (i - 1) ≤ n * n := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the body's ascription puts it at ℝ; right side ↑n / 2
-- truth: true
-- shows: (1 : ℝ) ; (↑n : ℝ)
theorem fid_big_015 (n : ℕ) : ∑ i ∈ Finset.range n, (1 : ℝ) / 2 = n / 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; ℕ body: 0 + 1 + 1 + 2 + 2 = 6 at n = 5 (the body binds tighter than ≤)
-- truth: false
-- shows: (2 : ℕ)
-- witness: n = 5
theorem fid_big_016 (n : ℕ) : ∑ i ∈ Finset.range n, (i + 1) / 2 ≤ n := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; ℕ body, each term ≤ n
-- truth: true
-- shows: (2 : ℕ)
theorem fid_big_017 (n : ℕ) : ∑ i ∈ Finset.range n, (i + 1) / 2 ≤ n * n := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean): 0 + 1 + 4
-- truth: true
-- shows: (↑i : ℝ) ; (5 : ℝ)
theorem fid_big_018 (x : ℝ) (n : ℕ) (hn : n = 3) (h : x = ∑ i ∈ Finset.range n, (i : ℝ) ^ 2) : x = 5 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; as a binrel% leaf the sum is elaborated without expected type and then coerced whole (processLeaf/applyCoe, src/Lean/Elab/Extra.lean): ℕ body 0 + 0 + 1, x = ↑1 (the real sum -1 + 0 + 1 would be 0)
-- truth: false
-- shows: (1 : ℕ) ; (0 : ℝ)
-- hides: (1 : ℝ)
-- witness: x = 1
theorem fid_big_019 (x : ℝ) (h : x = ∑ i ∈ Finset.range 3, (i - 1)) : x = 0 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at ℤ by the ascription
-- truth: true
-- shows: (↑i : ℤ) ; (1 : ℤ)
theorem fid_big_020 (x : ℤ) (h : x = ∑ i ∈ Finset.range 3, ((i : ℤ) - 1)) : x = 0 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean) (ℚ): 10 / 4
-- truth: true
-- shows: (↑i : ℚ) ; (4 : ℚ)
theorem fid_big_021 : ∑ i ∈ Finset.range 5, (i : ℚ) / 4 = 5 / 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ: ℕ body, only i = 4 gives 1
-- truth: true
-- shows: (5 : ℕ) ; (4 : ℕ)
-- hides: (4 : ℚ)
theorem fid_big_022 : ∑ i ∈ Finset.range 5, i / 4 = 1 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ: ℕ body (sum 1); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ: 5 / 2 = 2
-- truth: false
-- shows: (4 : ℕ) ; (2 : ℕ)
-- hides: (4 : ℚ)
-- witness: closed statement (1 ≠ 2)
theorem fid_big_023 : ∑ i ∈ Finset.range 5, i / 4 = 5 / 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean): 3 ≠ 4
-- truth: false
-- shows: (↑i : ℝ) ; (↑n : ℝ)
-- witness: n = 4
theorem fid_big_024 (n : ℕ) (hn : n = 4) : ∑ i ∈ Finset.range n, (i : ℝ) / 2 = n := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; as a binrel% leaf the sum is elaborated without expected type and then coerced whole (processLeaf/applyCoe, src/Lean/Elab/Extra.lean): ℕ body 0 + 1 + 1 = 2, q = ↑2 (the rational sum would be 3)
-- truth: false
-- shows: (2 : ℕ) ; (3 : ℚ)
-- hides: (2 : ℚ)
-- witness: q = 2
theorem fid_big_025 (q : ℚ) (h : q = ∑ i ∈ Finset.range 3, (i + 1) / 2) : q = 3 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at ℚ by the ascription: 1/2 + 1 + 3/2
-- truth: true
-- shows: (↑i : ℚ) ; (2 : ℚ)
-- hides: (2 : ℕ)
theorem fid_big_026 (q : ℚ) (h : q = ∑ i ∈ Finset.range 3, ((i : ℚ) + 1) / 2) : q = 3 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at ℝ; at n = 4: -1 + 0 + 1 + 2 ≥ -1, at n = 1: -1
-- truth: true
-- shows: (↑i : ℝ) ; (1 : ℝ)
theorem fid_big_027 (n : ℕ) : ∑ i ∈ Finset.range n, ((i : ℝ) - 1) ≥ -1 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at ℝ; -1 at n = 1
-- truth: false
-- shows: (↑i : ℝ) ; (0 : ℝ)
-- witness: n = 1
theorem fid_big_028 (n : ℕ) : ∑ i ∈ Finset.range n, ((i : ℝ) - 1) ≥ 0 := by sorry

-- rule: body (2 : ℤ); Finset.prod_const + card_range
-- truth: true
-- shows: (2 : ℤ)
theorem fid_big_029 (n : ℕ) : ∏ i ∈ Finset.range n, (2 : ℤ) = 2 ^ n := by sorry

-- rule: body at ℤ: n = 1 gives -1
-- truth: false
-- shows: (↑i : ℤ) ; (1 : ℤ)
-- witness: n = 1
theorem fid_big_030 (n : ℕ) : ∏ i ∈ Finset.range n, ((i : ℤ) - 1) ≥ 0 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the ascription `(i : ℝ)` in the body puts the body at ℝ (src/Lean/Elab/BuiltinNotation.lean): 0 + 1/2 + 1 + 3/2 = 3 (the ℕ body would give 2)
-- truth: false
-- shows: (↑i : ℝ) ; (2 : ℝ)
-- witness: n = 4
theorem fid_big_031 (n : ℕ) (hn : n = 4) : ∑ i ∈ Finset.range n, (i : ℝ) / 2 = 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; the body is parsed at precedence 67, so `- 1` is outside the sum: (0 + 1 + 2) - 1
-- truth: true
-- shows: (↑i : ℝ) ; (1 : ℝ) ; (2 : ℝ)
theorem fid_big_032 (x : ℝ) (h : x = ∑ i ∈ Finset.range 3, (i : ℝ) - 1) : x = 2 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; body at precedence 67: (0 + 1 + 2) - 1 = 2 (reading -1 inside would give 0)
-- truth: false
-- shows: (↑i : ℝ) ; (1 : ℝ)
-- witness: x = 2
theorem fid_big_033 (x : ℝ) (h : x = ∑ i ∈ Finset.range 3, (i : ℝ) - 1) : x = 0 := by sorry

-- rule: `∑ i ∈ s, b` is notation for Finset.sum s (fun i ↦ b) (Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean); i : ℕ from s : Finset ℕ (Finset.range), the body is elaborated on its own, so a body with the leaf i and no ascription is ℕ; `*` binds tighter than the body's precedence 67, so it is inside: 0 + 2 + 4
-- truth: true
-- shows: (↑i : ℤ) ; (2 : ℤ) ; (6 : ℤ)
theorem fid_big_034 : ∑ i ∈ Finset.range 3, (i : ℤ) * 2 = 6 := by sorry
