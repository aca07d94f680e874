import Mathlib

/-!
Fidelity suite, class 3: lambda bodies elaborated against an expected codomain.
A `fun` whose expected type is known (a type ascription, a declared type) takes its binder type
and its body's expected type from it. Note: `(f : ℕ → ℝ) (hf : f = fun n ↦ n / 2)` (no ascription,
body needing a coercion) is deliberately absent: binrel% elaborates each leaf without an expected
type (processLeaf in src/Lean/Elab/Extra.lean), so the lambda's body is built before ℕ → ℝ is
known and, by our reading of the rules, ends as `HDiv ℕ ℕ ℝ`, which has no instance; not being
sure Lean accepts it, we keep it out. Here such bodies carry an ascription
`(fun n ↦ n / 2 : ℕ → ℝ)` or are homogeneous (`ℝ → ℝ`, `ℕ → ℕ`).
-/

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): n : ℕ, body ↑n / 2 at ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean)
-- truth: true
-- shows: (↑n : ℝ) ; (2 : ℝ) ; (3 : ℕ)
-- hides: (2 : ℕ)
theorem fid_lam_001 (f : ℕ → ℝ) (hf : f = (fun n ↦ n / 2 : ℕ → ℝ)) : f 3 = 3 / 2 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ?α := ℕ, ?γ := ℕ, ℕ division
-- truth: true
-- shows: (2 : ℕ) ; (1 : ℕ)
-- hides: (2 : ℝ)
theorem fid_lam_002 (f : ℕ → ℕ) (hf : f = fun n ↦ n / 2) : f 3 = 1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): body ↑n / 2 in ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (3 : ℕ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_lam_003 : (fun n : ℕ ↦ (n : ℝ) / 2) 3 = 3 / 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): body n / 2 at ℕ (Nat.div); binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ
-- truth: true
-- shows: (3 : ℕ) ; (2 : ℕ) ; (1 : ℕ)
-- hides: (2 : ℝ)
theorem fid_lam_004 : (fun n : ℕ ↦ n / 2) 3 = 1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℕ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ: both sides floor, 1 = 1
-- truth: true
-- shows: (3 : ℕ) ; (2 : ℕ)
-- hides: (2 : ℝ) ; (3 : ℝ)
theorem fid_lam_005 : (fun n : ℕ ↦ n / 2) 3 = 3 / 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): the head has type ℕ → ℕ before the ascription's ℝ is seen, so the application is ℕ (= 1) and the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean) inserts ↑ around it; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: false
-- shows: (3 : ℕ) ; (2 : ℕ) ; (2 : ℝ)
-- witness: closed statement (↑1 ≠ 3/2)
theorem fid_lam_006 : ((fun n : ℕ ↦ n / 2) 3 : ℝ) = 3 / 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℝ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: (3 : ℝ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_lam_007 : (fun x : ℝ ↦ x / 2) 3 = 3 / 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℤ; Int.ediv (src/Init/Data/Int/DivMod/Basic.lean): (-3) / 2 = -2
-- truth: true
-- shows: -(3 : ℤ) ; (2 : ℤ) ; -(2 : ℤ)
theorem fid_lam_008 : (fun n : ℤ ↦ n / 2) (-3) = -2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℤ; Int.ediv: (-3) / 2 = -2, not the truncated -1
-- truth: false
-- shows: -(3 : ℤ) ; -(1 : ℤ)
-- witness: closed statement (-2 ≠ -1)
theorem fid_lam_009 : (fun n : ℤ ↦ n / 2) (-3) = -1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): body ↑n - ↑m at ℤ (binop% coerces the leaf m, src/Lean/Elab/Extra.lean)
-- truth: true
-- shows: (2 : ℕ) ; (5 : ℕ) ; -(3 : ℤ)
theorem fid_lam_010 : (fun (n : ℕ) (m : ℕ) ↦ (n : ℤ) - m) 2 5 = -3 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℕ; Nat.sub truncates (src/Init/Prelude.lean)
-- truth: true
-- shows: (2 : ℕ) ; (5 : ℕ) ; (0 : ℕ)
theorem fid_lam_011 : (fun (n : ℕ) (m : ℕ) ↦ n - m) 2 5 = 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): body ↑n - 3 at ℤ
-- truth: true
-- shows: (↑n : ℤ) ; (3 : ℤ) ; -(2 : ℤ)
-- hides: (3 : ℕ)
theorem fid_lam_012 (f : ℕ → ℤ) (hf : f = (fun n ↦ n - 3 : ℕ → ℤ)) : f 1 = -2 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): body ↑n - 3 at ℤ
-- truth: false
-- shows: (↑n : ℤ) ; (3 : ℤ)
-- hides: (3 : ℕ)
-- witness: k = 0
theorem fid_lam_013 (f : ℕ → ℤ) (hf : f = (fun n ↦ n - 3 : ℕ → ℤ)) (k : ℕ) : f k ≥ 0 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ?α := ℝ; the exponent 2 is ℕ (Monoid.Pow, default_instance high, Mathlib/Algebra/Group/Defs.lean)
-- truth: true
-- shows: (1 : ℝ) ; -(1 : ℝ)
theorem fid_lam_014 (f : ℝ → ℝ) (hf : f = fun x ↦ x ^ 2 - 2 * x) : f 1 = -1 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ?α := ℝ
-- truth: false
-- shows: (0 : ℝ)
-- witness: y = 1 (f 1 = -1)
theorem fid_lam_015 (f : ℝ → ℝ) (hf : f = fun x ↦ x ^ 2 - 2 * x) (y : ℝ) : f y ≥ 0 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ?α := ℝ, so 3 at ℝ
-- truth: true
-- shows: (3 : ℝ) ; (1 : ℝ)
-- hides: (3 : ℕ)
theorem fid_lam_016 (f : ℝ → ℝ) (hf : f = fun x ↦ x / 3) : f 1 = 1 / 3 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ℚ; field division by zero is 0 (Mathlib, div_zero)
-- truth: true
-- shows: (0 : ℚ) ; (1 : ℚ)
theorem fid_lam_017 (f : ℚ → ℚ) (hf : f = fun x ↦ 1 / x) : f 0 = 0 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ℚ; 1 / 0 = 0
-- truth: false
-- shows: (1 : ℚ)
-- witness: y = 0
theorem fid_lam_018 (f : ℚ → ℚ) (hf : f = fun x ↦ 1 / x) (y : ℚ) : f y * y = 1 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): body (↑n + 1) / 2 at ℚ
-- truth: true
-- shows: (↑n : ℚ) ; (2 : ℚ) ; (2 : ℕ)
theorem fid_lam_019 (g : ℕ → ℚ) (hg : g = (fun n ↦ (n + 1) / 2 : ℕ → ℚ)) : g 2 = 3 / 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): the body is an inner ascription at ℕ (floor), coerced to ℚ afterwards: g 2 = ↑1
-- truth: false
-- shows: (1 : ℕ) ; (2 : ℕ)
-- hides: (↑n : ℚ)
-- witness: closed statement (g 2 = 1)
theorem fid_lam_020 (g : ℕ → ℚ) (hg : g = (fun n ↦ ((n + 1) / 2 : ℕ) : ℕ → ℚ)) : g 2 = 3 / 2 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): base 2 at ℝ, exponent n stays ℕ (rightact% HPow.hPow, src/Init/Notation.lean)
-- truth: true
-- shows: (2 : ℝ) ; (4 : ℝ)
-- hides: (↑n : ℝ)
theorem fid_lam_021 (h : ℕ → ℝ) (hh : h = (fun n ↦ 2 ^ n / 4 : ℕ → ℝ)) : h 1 = 1 / 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℝ; |·| is abs
-- truth: true
-- shows: (1 : ℝ) ; (3 : ℝ) ; (2 : ℝ)
theorem fid_lam_022 : (fun x : ℝ ↦ |x - 3|) 1 = 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℤ; Int.emod (src/Init/Data/Int/DivMod/Basic.lean): (-1) % 3 = 2
-- truth: true
-- shows: -(1 : ℤ) ; (3 : ℤ) ; (2 : ℤ)
theorem fid_lam_023 : (fun x : ℤ ↦ x % 3) (-1) = 2 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean); the body's ascription puts n - 1 at ℤ: ↑n - 1 (the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); binop% coerces the leaf n)
-- truth: true
-- shows: (0 : ℕ) ; (1 : ℤ)
-- hides: (1 : ℕ)
theorem fid_lam_024 : (fun n : ℕ ↦ (n - 1 : ℤ)) 0 = -1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean); the inner ascription keeps ℕ subtraction, then ↑ to ℤ: ↑(0 - 1) = 0
-- truth: false
-- shows: (0 : ℕ) ; (1 : ℕ)
-- hides: (↑n : ℤ)
-- witness: closed statement (0 ≠ -1)
theorem fid_lam_025 : (fun n : ℕ ↦ ((n - 1 : ℕ) : ℤ)) 0 = -1 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): body ↑n - 1 at ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
theorem fid_lam_026 (f : ℕ → ℝ) (hf : f = (fun n ↦ n - 1 : ℕ → ℝ)) : f 0 = -1 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean); the inner ascription keeps ℕ subtraction: ↑(n - 1)
-- truth: false
-- shows: (1 : ℕ)
-- witness: closed statement (f 0 = 0)
theorem fid_lam_027 (f : ℕ → ℝ) (hf : f = (fun n ↦ ((n - 1 : ℕ) : ℝ) : ℕ → ℝ)) : f 0 = -1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): ℝ; 3 / 2 ≠ 1
-- truth: false
-- shows: (3 : ℝ) ; (2 : ℝ) ; (1 : ℝ)
-- hides: (2 : ℕ)
-- witness: closed statement (3/2 ≠ 1)
theorem fid_lam_028 : (fun x : ℝ ↦ x / 2) 3 = 1 := by sorry

-- rule: the head `fun n : T ↦ e` is elaborated first, without the application's expected type; the body's type follows from T (src/Lean/Elab/App.lean, src/Lean/Elab/Binders.lean): body ↑n - ↑m at ℤ, value -3 (the ℕ reading would give 0)
-- truth: false
-- shows: (2 : ℕ) ; (5 : ℕ) ; (0 : ℤ)
-- witness: closed statement (-3 ≠ 0)
theorem fid_lam_029 : (fun (n : ℕ) (m : ℕ) ↦ (n : ℤ) - m) 2 5 = 0 := by sorry

-- rule: the ascription `(e : T)` elaborates e with expected type T (elabTypeAscription, src/Lean/Elab/BuiltinNotation.lean); `fun` with a known expected type D → C gives the binder type D and elaborates the body against C (elabFunBinders/elabFunCore, src/Lean/Elab/Binders.lean): body ↑n / 2 at ℝ, f 3 = 3/2 (the ℕ reading would give 1)
-- truth: false
-- shows: (↑n : ℝ) ; (2 : ℝ) ; (1 : ℝ)
-- hides: (2 : ℕ)
-- witness: closed statement (3/2 ≠ 1)
theorem fid_lam_030 (f : ℕ → ℝ) (hf : f = (fun n ↦ n / 2 : ℕ → ℝ)) : f 3 = 1 := by sorry

-- rule: the lambda `fun n ↦ …` has type ?α → ?γ, uncomparable with f's type, so binrel% falls back to unification (ensureHasType) which fixes ?α ?γ, and the body's operator gets its type from the default instance instHDiv/instHSub (src/Init/Prelude.lean) (src/Lean/Elab/Extra.lean): ?α := ℕ, ?γ := ℕ, ℕ division floors
-- truth: false
-- shows: (2 : ℕ)
-- hides: (2 : ℝ)
-- witness: k = 1
theorem fid_lam_031 (f : ℕ → ℕ) (hf : f = fun n ↦ n / 2) (k : ℕ) : 2 * f k = k := by sorry
