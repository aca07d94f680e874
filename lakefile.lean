import Lake
open Lake DSL

/-! Build file for `dgg-proofs`: the Lean library `Dgg` and its test driver `DggTest`. -/

package dgg where
  leanOptions := #[
    ⟨`autoImplicit, false⟩,
    ⟨`relaxedAutoImplicit, false⟩,
    ⟨`pp.unicode.fun, true⟩
  ]

require mathlib from git
  "https://github.com/leanprover-community/mathlib4" @ "v4.33.1"

@[default_target]
lean_lib Dgg

lean_lib DggTest

/-- `lake test` runs the axiom check of every headline theorem. -/
@[test_driver]
lean_exe dgg_test where
  root := `DggTest.Main

/-- `lake exe dgg_export` prints every declaration of `Dgg` as JSON. -/
lean_exe dgg_export where
  root := `DggExport.Main
  supportInterpreter := true
