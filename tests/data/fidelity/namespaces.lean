import Mathlib

/-!
Fidelity suite, class 9: namespaces and opens. `theorem Real.foo` elaborates inside namespace
Real (so `log` is `Real.log`), `theorem Nat.foo` inside Nat (`log` is `Nat.log`), `open X in`
and `open X` make X's names visible; names print resolved (`Real.log`).
-/

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): log is Real.log; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: Real.log ; (2 : ℝ)
-- hides: Nat.log
theorem Real.fid_ns_001 (x : ℝ) (hx : 0 < x) : log (x ^ 2) = 2 * log x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.log, which is log |x| with log 0 = 0, so Real.log_pow needs no hypothesis
-- truth: true
-- shows: Real.log ; (2 : ℝ)
-- hides: Nat.log
theorem Real.fid_ns_002 (x : ℝ) : log (x ^ 2) = 2 * log x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.exp, Real.log (log 0 = 0)
-- truth: false
-- shows: Real.exp ; Real.log
-- witness: x = 0
theorem Real.fid_ns_003 (x : ℝ) : exp (log x) = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.exp, Real.log
-- truth: true
-- shows: Real.exp ; Real.log
theorem Real.fid_ns_004 (x : ℝ) (hx : 0 < x) : exp (log x) = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): sqrt is Real.sqrt
-- truth: false
-- shows: Real.sqrt
-- hides: Nat.sqrt
-- witness: x = -1
theorem Real.fid_ns_005 (x : ℝ) : sqrt (x ^ 2) = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.sqrt
-- truth: true
-- shows: Real.sqrt
-- hides: Nat.sqrt
theorem Real.fid_ns_006 (x : ℝ) : sqrt (x ^ 2) = |x| := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.log, argument 1 at ℝ (src/Lean/Elab/App.lean)
-- truth: true
-- shows: Real.log ; (1 : ℝ) ; (0 : ℝ)
-- hides: (1 : ℕ)
theorem Real.fid_ns_007 : log 1 = 0 := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.sqrt
-- truth: true
-- shows: Real.sqrt
theorem Real.fid_ns_008 (x : ℝ) (hx : 0 ≤ x) : sqrt x * sqrt x = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.sqrt, which is 0 on negatives
-- truth: false
-- shows: Real.sqrt
-- witness: x = -1
theorem Real.fid_ns_009 (x : ℝ) : sqrt x * sqrt x = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): log is Nat.log (floor of the base-2 logarithm), all at ℕ
-- truth: true
-- shows: Nat.log ; (2 : ℕ) ; (8 : ℕ) ; (3 : ℕ)
-- hides: Real.log
theorem Nat.fid_ns_010 : log 2 8 = 3 := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Nat.log floors
-- truth: true
-- shows: Nat.log ; (9 : ℕ)
-- hides: Real.log
theorem Nat.fid_ns_011 : log 2 9 = 3 := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Nat.log 2 7 = 2
-- truth: false
-- shows: Nat.log ; (7 : ℕ)
-- hides: Real.log
-- witness: closed statement (Nat.log 2 7 = 2)
theorem Nat.fid_ns_012 : log 2 7 = 3 := by sorry

open Real in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Real.log, Real.exp
-- truth: true
-- shows: Real.log ; Real.exp
theorem fid_ns_013 (x : ℝ) : log (exp x) = x := by sorry

open Real in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Real.exp, argument at ℝ
-- truth: true
-- shows: Real.exp ; (0 : ℝ) ; (1 : ℝ)
theorem fid_ns_014 : exp 0 = 1 := by sorry

open Real in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): pi is Real.pi; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℝ
-- truth: true
-- shows: Real.pi ; (3 : ℝ)
theorem fid_ns_015 : pi > 3 := by sorry

open Real in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Real.pi
-- truth: false
-- shows: Real.pi ; (3 : ℝ)
-- witness: closed statement (π > 3)
theorem fid_ns_016 : pi < 3 := by sorry

open Nat in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): choose is Nat.choose
-- truth: true
-- shows: Nat.choose ; (5 : ℕ) ; (10 : ℕ)
theorem fid_ns_017 : choose 5 2 = 10 := by sorry

open Nat in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): factorial is Nat.factorial
-- truth: true
-- shows: Nat.factorial ; (24 : ℕ)
theorem fid_ns_018 : factorial 4 = 24 := by sorry

open Nat in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Nat.choose; right side in ℕ (Nat.choose_two_right)
-- truth: true
-- shows: Nat.choose ; (2 : ℕ)
theorem fid_ns_019 (n : ℕ) : choose n 2 = n * (n - 1) / 2 := by sorry

open Nat in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Nat.choose n k = 0 for k > n
-- truth: false
-- shows: Nat.choose ; (3 : ℕ)
-- witness: n = 2
theorem fid_ns_020 (n : ℕ) : choose n 3 > 0 := by sorry

namespace Real

-- rule: inside `namespace X`, short names resolve to X.name first (src/Lean/ResolveName.lean): Real.log
-- truth: true
-- shows: Real.log ; (0 : ℝ)
theorem fid_ns_021 (x : ℝ) (hx : 1 < x) : 0 < log x := by sorry

-- rule: inside `namespace X`, short names resolve to X.name first (src/Lean/ResolveName.lean): Real.log
-- truth: false
-- shows: Real.log ; (0 : ℝ)
-- witness: x = 1/2
theorem fid_ns_022 (x : ℝ) (hx : 0 < x) : 0 < log x := by sorry

end Real

section
open Real

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): Real.exp
-- truth: true
-- shows: Real.exp ; (0 : ℝ)
theorem fid_ns_023 (x : ℝ) : exp x > 0 := by sorry

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): Real.exp; equality at x = 0
-- truth: false
-- shows: Real.exp ; (1 : ℝ)
-- witness: x = 0
theorem fid_ns_024 (x : ℝ) : exp x > x + 1 := by sorry

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): sqrt is Real.sqrt
-- truth: true
-- shows: Real.sqrt ; (0 : ℝ)
theorem fid_ns_025 (x : ℝ) : sqrt x ≥ 0 := by sorry

end

section
open Nat

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): `n !` is the scoped notation for Nat.factorial n (Mathlib/Data/Nat/Factorial/Basic.lean)
-- truth: true
-- shows: Nat.factorial ; (0 : ℕ)
theorem fid_ns_026 (n : ℕ) : n ! > 0 := by sorry

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): Nat.factorial; 1! = 1
-- truth: false
-- shows: Nat.factorial ; (1 : ℕ)
-- witness: n = 1
theorem fid_ns_027 (n : ℕ) : n ! ≥ n + 1 := by sorry

-- rule: `open X` in a section: short names resolve to X.name (src/Lean/Elab/BuiltinCommand.lean, src/Lean/ResolveName.lean): Nat.factorial; ℕ division 120 / 6
-- truth: true
-- shows: Nat.factorial ; (20 : ℕ)
theorem fid_ns_028 : factorial 5 / factorial 3 = 20 := by sorry

end

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): succ is Nat.succ
-- truth: true
-- shows: Nat.succ ; (1 : ℕ)
theorem Nat.fid_ns_029 (n : ℕ) : succ n = n + 1 := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): pred is Nat.pred, pred 0 = 0
-- truth: false
-- shows: Nat.pred ; (1 : ℕ)
-- witness: n = 0
theorem Nat.fid_ns_030 (n : ℕ) : pred n + 1 = n := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): toNat is Int.toNat : ℤ → ℕ; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean): maximal type ℤ, so ↑(toNat x) = x, false for negative x
-- truth: false
-- shows: Int.toNat
-- witness: x = -1
theorem Int.fid_ns_031 (x : ℤ) : toNat x = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Int.toNat; binrel% (elabBinRelCore, src/Lean/Elab/Extra.lean) at ℤ with ↑(Int.toNat x)
-- truth: true
-- shows: Int.toNat
theorem Int.fid_ns_032 (x : ℤ) (hx : 0 ≤ x) : toNat x = x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.log
-- truth: true
-- shows: Real.log
-- hides: Nat.log
theorem Real.fid_ns_033 (x : ℝ) (hx : 0 < x) : log x < x := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.log; equality at x = 1
-- truth: false
-- shows: Real.log ; (1 : ℝ)
-- witness: x = 1
theorem Real.fid_ns_034 (x : ℝ) (hx : 0 < x) : log x < x - 1 := by sorry

-- rule: a declaration named A.b is elaborated inside namespace A, so short names resolve to A.x first (expandDeclNamespace?, src/Lean/Elab/Declaration.lean; name resolution, src/Lean/ResolveName.lean): Real.log
-- truth: false
-- shows: Real.log ; (0 : ℝ)
-- witness: x = 2
theorem Real.fid_ns_035 (x : ℝ) (hx : 0 < x) : log x ≤ 0 := by sorry

open Nat in
-- rule: `open X in cmd` opens X for that one command (src/Lean/Elab/BuiltinCommand.lean); short names resolve to X.name (src/Lean/ResolveName.lean): Nat.factorial; at n = 0: 1 vs 0 * 1
-- truth: false
-- shows: Nat.factorial ; (1 : ℕ)
-- witness: n = 0
theorem fid_ns_036 (n : ℕ) : factorial n = n * factorial (n - 1) := by sorry

section
variable {a : ℕ} (a1 : 1 < a)

include a1 in
-- rule: `include a1 in cmd` adds the section variable a1 to that one declaration (elabInclude, and `in` as a section around the command, expandInCmd, src/Lean/Elab/BuiltinCommand.lean); Mathlib's Pell.asq_pos
-- truth: true
-- shows: (a1 : (1 : ℕ) < a) ; (0 : ℕ) < a * a
theorem fid_ns_037 : 0 < a * a := by sorry

-- rule: a section variable is included only when the header references it, it was `include`d, or it is an instance-implicit one whose variables are included (collectUsed, src/Lean/Elab/MutualDef.lean): a1 is left out, a = 0
-- truth: false
-- hides: a1
-- witness: a = 0
theorem fid_ns_038 : 0 < a * a := by sorry

include a1

-- rule: `include a1` adds a1 to every later declaration of the section (elabInclude, src/Lean/Elab/BuiltinCommand.lean)
-- truth: true
-- shows: (a1 : (1 : ℕ) < a) ; (1 : ℕ) < a * a
theorem fid_ns_039 : 1 < a * a := by sorry

omit a1 in
-- rule: `omit a1 in cmd` takes a1 out of the included variables for that one declaration (elabOmit, expandInCmd, src/Lean/Elab/BuiltinCommand.lean): a = 0
-- truth: false
-- hides: a1
-- witness: a = 0
theorem fid_ns_040 : 1 < a * a := by sorry
end

-- rule: a declaration's value may be match alternatives on the line of the type (declVal := declValSimple <|> declValEqns, declValEqns := Term.matchAltsWhereDecls, src/Lean/Parser/Command.lean); the statement is the type before `|`
-- truth: true
-- shows: ∀ n : ℕ, n ≠ (0 : ℕ) → (0 : ℕ) ^ n = (0 : ℕ)
theorem fid_ns_041 : ∀ {n : ℕ}, n ≠ 0 → (0 : ℕ) ^ n = 0 | _, _ => by sorry

-- rule: the statement is the type before the match alternatives (declValEqns, src/Lean/Parser/Command.lean): 2 ^ 3 = 8 ≠ 6
-- truth: false
-- shows: (2 : ℕ) ^ n = (2 : ℕ) * n
-- witness: n = 3
theorem fid_ns_042 : ∀ {n : ℕ}, n ≠ 0 → (2 : ℕ) ^ n = 2 * n | _, _ => by sorry
