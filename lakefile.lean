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

/-- `lake test` builds this library; its axiom check fails the build when a headline theorem uses
an axiom outside `propext`, `Classical.choice`, `Quot.sound` (see `DggTest/Axioms.lean`). -/
@[test_driver]
lean_lib DggTest

/-- `lake exe dgg_export` prints every declaration of `Dgg` as JSON. -/
lean_exe dgg_export where
  root := `DggExport.Main
  supportInterpreter := true
