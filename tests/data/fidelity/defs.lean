import Mathlib

/-!
Fidelity suite, class 2: `def`/`abbrev`/`noncomputable def` with declared types, with and
without binders. The body is elaborated against the declared type, so `abbrev s : ℚ := 7 / 4` is
7/4 (not ℕ division). Lines `-- def-rule:`/`-- def-shows:` above a definition describe its body's
elaboration; `-- rule:`/`-- truth:`/`-- shows:`/`-- hides:`/`-- witness:` above a theorem describe
the theorem. Real-valued definitions are `noncomputable` (Real division has no executable code).
-/

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): 7 / 4 at ℚ
-- def-shows: (7 : ℚ) ; (4 : ℚ)
abbrev fid_def_s : ℚ := 7 / 4

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): 2 / 5 at ℝ
-- def-shows: (2 : ℝ) ; (5 : ℝ)
noncomputable def fid_def_r : ℝ := 2 / 5

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; `fun` takes n : ℕ and the body's expected type ℤ from ℕ → ℤ (elabFunBinders, src/Lean/Elab/Binders.lean); binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): (↑n - 1) / 2 at ℤ
-- def-shows: (↑n : ℤ) ; (1 : ℤ) ; (2 : ℤ)
abbrev fid_def_t : ℕ → ℤ := fun n ↦ (n - 1) / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): ↑n - 1 at ℝ
-- def-shows: (↑n : ℝ) ; (1 : ℝ)
noncomputable def fid_def_g (n : ℕ) : ℝ := n - 1

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; ℕ body, Nat.sub truncates (src/Init/Prelude.lean)
-- def-shows: (1 : ℕ)
def fid_def_h (n : ℕ) : ℕ := n - 1

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean)
-- def-shows: (1 : ℚ) ; (3 : ℚ)
def fid_def_q : ℚ := 1 / 3

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; Nat.div floors (src/Init/Data/Nat/Div/Basic.lean)
-- def-shows: (7 : ℕ) ; (2 : ℕ)
def fid_def_k : ℕ := 7 / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; `-7` is unop% Neg.neg of 7 inside the tree, so (-7) / 2 at ℤ; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): -4
-- def-shows: -(7 : ℤ) ; (2 : ℤ)
def fid_def_z : ℤ := -7 / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean)
-- def-shows: (3 : ℤ)
def fid_def_m (x : ℤ) : ℤ := x % 3

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean)
-- def-shows: (2 : ℝ) ; (1 : ℝ)
noncomputable def fid_def_u (x : ℝ) : ℝ := x / 2 + 1

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): ↑n / 2 at ℚ
-- def-shows: (↑n : ℚ) ; (2 : ℚ)
def fid_def_w (n : ℕ) : ℚ := n / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): ↑n - 3 at ℤ
-- def-shows: (↑n : ℤ) ; (3 : ℤ)
abbrev fid_def_v (n : ℕ) : ℤ := n - 3

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean)
-- def-shows: (1 : ℝ) ; (3 : ℝ)
noncomputable abbrev fid_def_p : ℝ := 1 / 3

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; ℕ body: Nat.sub truncates (src/Init/Prelude.lean), Nat.div floors (src/Init/Data/Nat/Div/Basic.lean)
-- def-shows: (1 : ℕ) ; (2 : ℕ)
def fid_def_c (n : ℕ) : ℕ := n * (n - 1) / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): 2 - 5 at ℤ
-- def-shows: (2 : ℤ) ; (5 : ℤ)
def fid_def_e : ℤ := 2 - 5

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; Nat.sub truncates (src/Init/Prelude.lean): 0
-- def-shows: (2 : ℕ) ; (5 : ℕ)
def fid_def_n : ℕ := 2 - 5

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; fun body expected at ℝ (src/Lean/Elab/Binders.lean); binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean)
-- def-shows: (↑n : ℝ) ; (2 : ℝ)
noncomputable def fid_def_f : ℕ → ℝ := fun n ↦ n / 2

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; binop% takes the expected type as the initial maximal type (analyze, src/Lean/Elab/Extra.lean): (↑n - 1) / ↑n at ℚ, x / 0 = 0 in a field
-- def-shows: (↑n : ℚ) ; (1 : ℚ)
def fid_def_a (n : ℕ) : ℚ := (n - 1) / n

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; the ascription is elaborated at ℕ (3) then coerced to ℚ (elabTypeAscription + ensureHasType, src/Lean/Elab/BuiltinNotation.lean)
-- def-shows: (7 : ℕ) ; (2 : ℕ)
def fid_def_y : ℚ := (7 / 2 : ℕ)

-- def-rule: a def/abbrev body is elaborated against its declared type (elabTermEnsuringType, src/Lean/Elab/MutualDef.lean); with binders the declared result type is the body's expected type; inner ascription keeps ℕ subtraction: ↑(n - 1)
-- def-shows: (1 : ℕ)
noncomputable def fid_def_x (n : ℕ) : ℝ := (n - 1 : ℕ)

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; the abbrev's declared type ℚ (body 7 / 4 in ℚ, not ℕ)
-- truth: true
-- shows: (7 : ℚ) ; (4 : ℚ)
-- hides: (7 : ℕ)
theorem fid_defs_001 (x : ℚ) (h : x = 7 / 4) : x = fid_def_s := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ, the declared type of fid_def_r; value 2/5
-- truth: false
-- shows: (0 : ℝ)
-- hides: (0 : ℕ)
-- witness: closed statement (fid_def_r = 2/5)
theorem fid_defs_002 : fid_def_r = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ, the declared type of fid_def_r
-- truth: true
-- shows: (2 : ℝ) ; (5 : ℝ)
-- hides: (5 : ℕ)
theorem fid_defs_003 : fid_def_r = 2 / 5 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ (codomain of the abbrev); body (↑n - 1) / 2 with Int.ediv: (-1) / 2 = -1
-- truth: true
-- shows: (0 : ℕ) ; -(1 : ℤ)
theorem fid_defs_004 : fid_def_t 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; fid_def_t 0 = -1
-- truth: false
-- shows: (0 : ℤ)
-- witness: n = 0
theorem fid_defs_005 (n : ℕ) : fid_def_t n ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; body ↑n - 1 in ℝ
-- truth: true
-- shows: (0 : ℕ) ; -(1 : ℝ)
theorem fid_defs_006 : fid_def_g 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ: leaf n coerced; body ↑n - 1 in ℝ
-- truth: true
-- shows: (↑n : ℝ) ; (1 : ℝ)
-- hides: (1 : ℕ)
theorem fid_defs_007 (n : ℕ) : fid_def_g n + 1 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates (src/Init/Prelude.lean): fid_def_h 0 = 0
-- truth: false
-- shows: (1 : ℕ)
-- hides: (↑n : ℝ)
-- witness: n = 0
theorem fid_defs_008 (n : ℕ) : fid_def_h n + 1 = n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; body 1 / 3 in ℚ
-- truth: true
-- shows: (3 : ℚ) ; (1 : ℚ)
-- hides: (3 : ℕ)
theorem fid_defs_009 : fid_def_q * 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.div floors (src/Init/Data/Nat/Div/Basic.lean): 7 / 2 = 3
-- truth: true
-- shows: (3 : ℕ)
theorem fid_defs_010 : fid_def_k = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.div floors (src/Init/Data/Nat/Div/Basic.lean): 3 * 2 = 6
-- truth: false
-- shows: (2 : ℕ) ; (7 : ℕ)
-- witness: closed statement (6 ≠ 7)
theorem fid_defs_011 : fid_def_k * 2 = 7 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): (-7) / 2 = -4
-- truth: true
-- shows: -(4 : ℤ)
theorem fid_defs_012 : fid_def_z = -4 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): (-7) / 2 = -4 (T-rounding would give -3)
-- truth: false
-- shows: -(3 : ℤ)
-- witness: closed statement (fid_def_z = -4)
theorem fid_defs_013 : fid_def_z = -3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; argument -1 at ℤ (src/Lean/Elab/App.lean); Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): (-1) % 3 = 2
-- truth: true
-- shows: -(1 : ℤ) ; (2 : ℤ)
theorem fid_defs_014 : fid_def_m (-1) = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): (-1) % 3 = 2
-- truth: false
-- shows: -(1 : ℤ)
-- witness: closed statement (fid_def_m (-1) = 2)
theorem fid_defs_015 : fid_def_m (-1) = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; body x / 2 + 1
-- truth: true
-- shows: (2 : ℝ)
theorem fid_defs_016 (x : ℝ) : fid_def_u x > x / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; x / 2 + 1 = 0 gives x = -2
-- truth: true
-- shows: (0 : ℝ) ; -(2 : ℝ)
theorem fid_defs_017 (x : ℝ) (hx : fid_def_u x = 0) : x = -2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ (declared codomain); argument 3 at ℕ; body ↑n / 2 in ℚ
-- truth: true
-- shows: (3 : ℕ) ; (2 : ℚ)
-- hides: (2 : ℕ)
theorem fid_defs_018 : fid_def_w 3 = 3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; fid_def_w 3 = 3/2 (the ℕ reading would give 1)
-- truth: false
-- shows: (3 : ℕ) ; (1 : ℚ)
-- witness: closed statement (3/2 ≠ 1)
theorem fid_defs_019 : fid_def_w 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; body ↑n - 3 in ℤ
-- truth: true
-- shows: (1 : ℕ) ; -(2 : ℤ)
theorem fid_defs_020 : fid_def_v 1 = -2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; body ↑n - 3 in ℤ
-- truth: false
-- shows: (0 : ℤ)
-- witness: n = 0
theorem fid_defs_021 (n : ℕ) : fid_def_v n ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; body 1 / 3 in ℝ
-- truth: true
-- shows: (3 : ℝ) ; (1 : ℝ)
-- hides: (3 : ℕ)
theorem fid_defs_022 : fid_def_p * 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; 4 * 3 / 2
-- truth: true
-- shows: (4 : ℕ) ; (6 : ℕ)
theorem fid_defs_023 : fid_def_c 4 = 6 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; fid_def_c 0 = 0, fid_def_c 3 = 3
-- truth: false
-- shows: fid_def_c
-- witness: n = 3
theorem fid_defs_024 (n : ℕ) : fid_def_c n < n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; body 2 - 5 in ℤ
-- truth: true
-- shows: -(3 : ℤ)
theorem fid_defs_025 : fid_def_e = -3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; body 2 - 5 truncates to 0, so 0 + 3 = 3
-- truth: false
-- shows: (3 : ℕ) ; (2 : ℕ)
-- witness: closed statement (3 ≠ 2)
theorem fid_defs_026 : fid_def_n + 3 = 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℕ; Nat.sub truncates (src/Init/Prelude.lean)
-- truth: true
-- shows: (0 : ℕ)
theorem fid_defs_027 : fid_def_n = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ (codomain of the def's function type); body ↑n / 2
-- truth: true
-- shows: (3 : ℕ) ; (2 : ℝ)
-- hides: (2 : ℕ)
theorem fid_defs_028 : fid_def_f 3 = 3 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; fid_def_f 3 = 3/2
-- truth: false
-- shows: (3 : ℕ) ; (1 : ℝ)
-- witness: closed statement (3/2 ≠ 1)
theorem fid_defs_029 : fid_def_f 3 = 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; body (↑n - 1) / ↑n: (-1) / 0 = 0 in ℚ
-- truth: true
-- shows: (0 : ℕ) ; (0 : ℚ)
theorem fid_defs_030 : fid_def_a 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; (-1) / 0 = 0 in ℚ
-- truth: false
-- shows: (0 : ℕ) ; -(1 : ℚ)
-- witness: closed statement (fid_def_a 0 = 0)
theorem fid_defs_031 : fid_def_a 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; (2 - 1) / 2
-- truth: true
-- shows: (2 : ℕ) ; (2 : ℚ)
theorem fid_defs_032 : fid_def_a 2 = 1 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; fid_def_y = ↑(7 / 2 : ℕ) = 3
-- truth: false
-- shows: (7 : ℚ) ; (2 : ℚ)
-- witness: closed statement (fid_def_y = 3)
theorem fid_defs_033 : fid_def_y = 7 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; fid_def_y = ↑(7 / 2 : ℕ) = 3
-- truth: true
-- shows: (3 : ℚ)
theorem fid_defs_034 : fid_def_y = 3 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; body ↑(n - 1 : ℕ), 0 at n = 0
-- truth: false
-- shows: (0 : ℕ) ; -(1 : ℝ)
-- witness: closed statement (fid_def_x 0 = 0)
theorem fid_defs_035 : fid_def_x 0 = -1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; a cast of a natural number
-- truth: true
-- shows: (0 : ℝ)
theorem fid_defs_036 (n : ℕ) : fid_def_x n ≥ 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; ↑(n - 1) vs ↑n - 1 differ at n = 0
-- truth: false
-- shows: fid_def_x
-- witness: n = 0
theorem fid_defs_037 (n : ℕ) : fid_def_x n = fid_def_g n := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; fid_def_s = 7/4
-- truth: false
-- shows: (7 : ℚ) ; (1 : ℚ)
-- witness: x = 7/4
theorem fid_defs_038 (x : ℚ) (h : x = 7 / 4) : x = fid_def_s + 1 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; body 1 / 3 in ℚ (the ℕ reading would give 0)
-- truth: false
-- shows: (0 : ℚ)
-- witness: closed statement (fid_def_q = 1/3)
theorem fid_defs_039 : fid_def_q = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ; body 1 / 3 in ℝ
-- truth: false
-- shows: (0 : ℝ)
-- witness: closed statement (fid_def_p = 1/3)
theorem fid_defs_040 : fid_def_p = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℚ; fid_def_a 1 = 0 / 1 = 0
-- truth: false
-- shows: (2 : ℚ) ; (1 : ℕ)
-- witness: n = 1
theorem fid_defs_041 (n : ℕ) (hn : n ≥ 1) : fid_def_a n ≥ 1 / 2 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; Int.ediv/Int.emod, E-rounding (src/Init/Data/Int/DivMod/Basic.lean): (-1) / 2 = -1 (ℕ and T-rounding readings give 0)
-- truth: false
-- shows: (0 : ℕ) ; (0 : ℤ)
-- witness: closed statement (fid_def_t 0 = -1)
theorem fid_defs_042 : fid_def_t 0 = 0 := by sorry

-- rule: binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ; (1 - 1) / 2 = 0
-- truth: true
-- shows: (1 : ℕ) ; (0 : ℤ)
theorem fid_defs_043 : fid_def_t 1 = 0 := by sorry
