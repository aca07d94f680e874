import Lake
open Lake DSL

/-! Build file for `dgg-proofs`: the seed library `Dgg` (default target), the beyond-seed library
`DggSharp`, and the test driver `DggTest`. -/

package dgg where
  leanOptions := #[
    ⟨`autoImplicit, false⟩,
    ⟨`relaxedAutoImplicit, false⟩,
    ⟨`pp.unicode.fun, true⟩
  ]

require mathlib from git
  "https://github.com/leanprover-community/mathlib4" @ "v4.33.1"

/-- The seed results and their shared definitions; `lake build Dgg` checks exactly these. -/
@[default_target]
lean_lib Dgg

/-- Results beyond the seeds (sharper constants, witnesses, counterexamples); imports `Dgg`.
Build it with `lake build DggSharp` (CI builds `Dgg DggSharp` with `--wfail`). -/
lean_lib DggSharp

/-- `lake test` builds this library; its axiom check fails the build when a headline theorem uses
an axiom outside `propext`, `Classical.choice`, `Quot.sound` (see `DggTest/Axioms.lean`). -/
@[test_driver]
lean_lib DggTest

/-- `lake exe dgg_export` prints every declaration of `Dgg` and `DggSharp` as JSON. -/
lean_exe dgg_export where
  root := `DggExport.Main
  supportInterpreter := true
