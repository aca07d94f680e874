import Mathlib

/-!
Fidelity suite, class 10: `if … then … else` (both branches at one type: the type a typed branch
gives, or, for an `ite` leaf of unknown type inside a relation, the relation's maximal type),
`max`, `min` (ordinary functions: leaves, elaborated on their own and coerced whole) and `|·|`.
-/

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: the else branch x : ℤ puts 1 - 2 at ℤ (= -1)
-- truth: true
-- shows: (1 : ℤ) ; (2 : ℤ)
-- hides: (2 : ℕ)
theorem fid_ite_001 (x : ℤ) (hx : x < 0) : (if x < 0 then 1 - 2 else x) = -1 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: 1 - 2 at ℝ
-- truth: true
-- shows: (1 : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_ite_002 (x : ℝ) (hx : x < 0) : (if x < 0 then 1 - 2 else x) = -1 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: the else branch n : ℕ puts 1 - 2 at ℕ, truncated to 0
-- truth: true
-- shows: (1 : ℕ) ; (2 : ℕ)
-- hides: (2 : ℤ)
theorem fid_ite_003 (n : ℕ) (hn : n = 0) : (if n = 0 then 1 - 2 else n) = 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (src/Lean/Elab/BuiltinNotation.lean): the ite gets expected type ℤ, so 1 - 2 at ℤ and the else branch ↑n
-- truth: true
-- shows: (↑n : ℤ) ; (2 : ℤ)
-- hides: (2 : ℕ)
theorem fid_ite_004 (n : ℕ) : (if n = 0 then 1 - 2 else n : ℤ) = -1 ∨ n > 0 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean); |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: max
theorem fid_ite_005 (x : ℝ) : max x (-x) = |x| := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): 0 at ℝ (same type as x, src/Lean/Elab/App.lean)
-- truth: true
-- shows: (0 : ℝ)
theorem fid_ite_006 (x : ℝ) : min x 0 ≤ x := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): 0 at ℝ
-- truth: false
-- shows: (0 : ℝ)
-- witness: x = -1
theorem fid_ite_007 (x : ℝ) : max x 0 = x := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): 3 at ℕ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (3 : ℕ)
theorem fid_ite_008 (n : ℕ) : max n 3 ≥ 3 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): max n 3 is ℕ, then ↑(max n 3) : ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean)
-- truth: true
-- shows: (3 : ℕ) ; (3 : ℝ)
theorem fid_ite_009 (n : ℕ) (x : ℝ) (h : x = max n 3) : x ≥ 3 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): min (n - 5) 1 is computed in ℕ (n - 5 = 0), then coerced: x = 0
-- truth: false
-- shows: (5 : ℕ) ; (1 : ℕ)
-- hides: (5 : ℝ)
-- witness: n = 2, x = 0
theorem fid_ite_010 (n : ℕ) (x : ℝ) (h : x = min (n - 5) 1) (hn : n = 2) : x = -3 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): ℕ inside, then ↑
-- truth: true
-- shows: (5 : ℕ)
-- hides: (5 : ℝ)
theorem fid_ite_011 (n : ℕ) (x : ℝ) (h : x = min (n - 5) 1) : x ≥ 0 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (1 : ℝ)
theorem fid_ite_012 (x : ℝ) : |x - 1| ≥ x - 1 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean): the argument is ↑n - 3 in ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (3 : ℤ)
theorem fid_ite_013 (n : ℕ) : |(n : ℤ) - 3| ≥ 0 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): the right side is ↑n - 3 at ℤ (maximal type of the relation)
-- truth: false
-- shows: (↑n : ℤ) ; (3 : ℤ)
-- hides: (3 : ℕ)
-- witness: n = 0
theorem fid_ite_014 (n : ℕ) : |(n : ℤ) - 3| = n - 3 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (src/Lean/Elab/BuiltinNotation.lean): ↑n - ↑m at ℤ; abs_eq_max_neg
-- truth: true
-- shows: (↑n : ℤ) ; (↑m : ℤ)
theorem fid_ite_015 (n m : ℕ) : |(n - m : ℤ)| = max (n - m : ℤ) (m - n : ℤ) := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (src/Lean/Elab/BuiltinNotation.lean): left ↑n - ↑m in ℤ; right ℕ truncated subtraction then ↑
-- truth: false
-- shows: (↑n : ℤ) ; (↑(n - m) : ℤ)
-- witness: n = 0, m = 1
theorem fid_ite_016 (n m : ℕ) : |(n - m : ℤ)| = (n - m : ℕ) := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); Int.emod (src/Init/Data/Int/DivMod/Basic.lean) is never negative, parity is kept
-- truth: true
-- shows: (2 : ℤ)
theorem fid_ite_017 (x : ℤ) : |x| % 2 = x % 2 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: max
theorem fid_ite_018 (x y : ℝ) : max x y + min x y = x + y := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: false
-- shows: max
-- witness: x = 0, y = 1
theorem fid_ite_019 (x y : ℝ) : max x y - min x y = x - y := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: ℝ
-- truth: true
-- shows: (0 : ℝ)
theorem fid_ite_020 (x : ℝ) : (if x ≥ 0 then x else -x) = |x| := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: ℝ
-- truth: false
-- shows: (0 : ℝ)
-- witness: x = -1
theorem fid_ite_021 (x : ℝ) : (if x > 0 then x else -x) = x := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: ℕ branches, ℕ division
-- truth: true
-- shows: (2 : ℕ) ; (3 : ℕ)
theorem fid_ite_022 (n : ℕ) : (if n % 2 = 0 then n / 2 else 3 * n + 1) ≠ 0 ∨ n = 0 := by sorry

-- rule: `if c then t else e` is the application ite c t e (src/Init/Core.lean, elaborated by src/Lean/Elab/App.lean): both branches share one type ?α; as a binrel% leaf of still-unknown type it is unified with the maximal type (applyCoe, src/Lean/Elab/Extra.lean), and the branches' operators get that type: the ite's type is unknown after its leaves are elaborated, so it is unified with ℝ and 1 / 2 is real division
-- truth: true
-- shows: (1 : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_ite_023 (x : ℝ) (n : ℕ) (h : x = (if n = 0 then 1 / 2 else 0)) (hn : n = 0) : x = 1 / 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (src/Lean/Elab/BuiltinNotation.lean): the ite is at ℕ (1 / 2 = 0), then ↑ to ℝ
-- truth: false
-- shows: (2 : ℕ)
-- witness: n = 0, x = 0
theorem fid_ite_024 (x : ℝ) (n : ℕ) (h : x = (if n = 0 then 1 / 2 else 0 : ℕ)) (hn : n = 0) : x = 1 / 2 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: min
theorem fid_ite_025 (a b : ℕ) : min a b ≤ max a b := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ, truncated subtraction
-- truth: false
-- shows: max
-- hides: (↑a : ℤ)
-- witness: a = 0, b = 1
theorem fid_ite_026 (a b : ℕ) : max a b - min a b = a - b := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (src/Lean/Elab/BuiltinNotation.lean) with binop%: the calls max a b, min a b are ℕ leaves, coerced to ℤ
-- truth: true
-- shows: (↑(max a b) : ℤ) ; (↑(min a b) : ℤ)
theorem fid_ite_027 (a b : ℕ) : (max a b - min a b : ℤ) = |(a : ℤ) - b| := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); Int.ediv: 3 / 2 = 1
-- truth: true
-- shows: (2 : ℤ) ; (1 : ℤ)
theorem fid_ite_028 (x : ℤ) (hx : x = -3) : |x| / 2 = 1 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); real division: 3 / 2
-- truth: false
-- shows: (2 : ℝ) ; (1 : ℝ)
-- witness: x = -3
theorem fid_ite_029 (x : ℝ) (hx : x = -3) : |x| / 2 = 1 := by sorry

-- rule: `if c then t else e` is the application ite c t e (src/Init/Core.lean, elaborated by src/Lean/Elab/App.lean): both branches share one type ?α; as a binrel% leaf of still-unknown type it is unified with the maximal type (applyCoe, src/Lean/Elab/Extra.lean), and the branches' operators get that type: ℤ (the leaf x fixes it), the else branch -1 is Neg at ℤ
-- truth: true
-- shows: (3 : ℤ) ; (1 : ℤ)
theorem fid_ite_030 (x : ℤ) (h : x = (if (2 : ℤ) > 3 then 1 else -1)) : x < 0 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean)
-- truth: true
-- shows: (1 : ℝ)
theorem fid_ite_031 (x : ℝ) : max (x - 1) (1 - x) ≥ 0 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean)
-- truth: false
-- shows: (1 : ℝ)
-- witness: x = 0
theorem fid_ite_032 (x : ℝ) : min (x - 1) (1 - x) ≥ 0 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): ℕ; truncated subtraction is already ≥ 0
-- truth: true
-- shows: (3 : ℕ) ; (0 : ℕ)
theorem fid_ite_033 (n : ℕ) : max (n - 3) 0 = n - 3 := by sorry

-- rule: max/min are ordinary functions (Max/Min, src/Init/Prelude.lean; Mathlib lattice max/min): a call is a leaf of binop%/binrel%, its arguments are elaborated on their own and the whole call is coerced if needed (src/Lean/Elab/Extra.lean): the ℤ leaf fixes max at ℤ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): right side ↑n - 3 in ℤ
-- truth: false
-- shows: (↑n : ℤ) ; (3 : ℤ) ; (0 : ℤ)
-- witness: n = 0
theorem fid_ite_034 (n : ℕ) : max ((n : ℤ) - 3) 0 = n - 3 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (1 : ℝ)
theorem fid_ite_035 (x : ℝ) (hx : |x| < 1) : x ^ 2 < 1 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: false
-- shows: (0 : ℝ)
-- witness: x = 1/2
theorem fid_ite_036 (x : ℝ) (hx : |x| < 1) : x < 0 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: the then branch n - 5 has the typed leaf n, so the ite is ℕ (n - 5 truncates) and the relation coerces it whole: ↑(ite …) : ℝ
-- truth: true
-- shows: (5 : ℕ)
-- hides: (5 : ℝ)
theorem fid_ite_037 (n : ℕ) (x : ℝ) (h : x = (if n < 5 then n - 5 else 0)) : x ≤ 0 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: the ite is ℕ (n - 5 truncates to 0), coerced whole to ℝ; so x = 0 always (reading n - 5 in ℝ would give x = -5 at n = 0)
-- truth: true
-- shows: (5 : ℕ) ; (0 : ℕ)
-- hides: (5 : ℝ)
theorem fid_ite_038 (n : ℕ) (x : ℝ) (h : x = (if n < 5 then n - 5 else 0)) : x = 0 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: the ascription (n : ℝ) makes the branches ℝ: ↑n - 5
-- truth: false
-- shows: (↑n : ℝ) ; (5 : ℝ)
-- witness: n = 0, x = -5
theorem fid_ite_039 (n : ℕ) (x : ℝ) (h : x = (if n < 5 then (n : ℝ) - 5 else 0)) : x = 0 := by sorry

-- rule: `if c then t else e` is the application ite c t e (src/Init/Core.lean, elaborated by src/Lean/Elab/App.lean): both branches share one type ?α; as a binrel% leaf of still-unknown type it is unified with the maximal type (applyCoe, src/Lean/Elab/Extra.lean), and the branches' operators get that type: numeral-only branches leave the ite's type unknown (binrel% applies no default instance, withSynthesizeLight), so it is unified with ℝ: 1 - 2 = -1 in ℝ
-- truth: true
-- shows: (1 : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_ite_040 (x : ℝ) (n : ℕ) (h : x = (if n = 0 then 1 - 2 else 0)) (hn : n = 0) : x = -1 := by sorry

-- rule: `if c then t else e` is ite c t e (src/Init/Core.lean): both branches share one type; a typed branch fixes it (src/Lean/Elab/App.lean), so numeral-only branches follow: ℤ, the then branch is -1
-- truth: false
-- shows: (1 : ℤ) ; (2 : ℤ) ; (0 : ℤ)
-- hides: (2 : ℕ)
-- witness: x = -1
theorem fid_ite_041 (x : ℤ) : (if x < 0 then 1 - 2 else x) ≥ 0 := by sorry

-- rule: |a| is Mathlib notation for abs a (Mathlib/Algebra/Order/Group/Unbundled/Abs.lean), a leaf of binop%/binrel%; its argument is elaborated on its own (src/Lean/Elab/Extra.lean)
-- truth: false
-- shows: x
-- witness: x = -1
theorem fid_ite_042 (x : ℝ) : |x| = x := by sorry

-- rule: `if c then t else e` is the application ite c t e (src/Init/Core.lean, elaborated by src/Lean/Elab/App.lean): both branches share one type ?α; as a binrel% leaf of still-unknown type it is unified with the maximal type (applyCoe, src/Lean/Elab/Extra.lean), and the branches' operators get that type: ℝ, so x = 1/2 (the ℕ reading would give 0)
-- truth: false
-- shows: (2 : ℝ) ; (0 : ℝ)
-- hides: (2 : ℕ)
-- witness: n = 0, x = 1/2
theorem fid_ite_043 (n : ℕ) (x : ℝ) (h : x = (if n = 0 then 1 / 2 else 0)) (hn : n = 0) : x = 0 := by sorry
