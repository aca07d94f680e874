/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Lean.Elab.Command
import Lean.Util.CollectAxioms
import Dgg
import DggSharp

/-!
# Axiom check of the headline theorems of `Dgg` and `DggSharp`

`lake test` builds this file. For each headline theorem, the command `#assert_standard_axioms`
computes the axioms it depends on with `Lean.collectAxioms` and fails (an error, so the build and
the test fail) unless they form a *subset* of `propext`, `Classical.choice`, `Quot.sound`. The
check compares sets of names, not printed text: the order in which `#print axioms` lists axioms
changes between Lean versions. A proof that used `sorry` would depend on `sorryAx` and fail here.

The Lean modules the command uses are imported by name rather than through Mathlib's re-exports:
`Lean.Elab.Command` (`elab … : command`, `liftCoreM`, `throwErrorAt`, `logInfoAt`, and through its
imports `realizeGlobalConstNoOverloadWithInfo`) and `Lean.Util.CollectAxioms` (`collectAxioms`).
-/

open Lean Elab Command

namespace DggTest

/-- The axioms a headline theorem may depend on. -/
def allowedAxioms : List Name := [``propext, ``Classical.choice, ``Quot.sound]

/-- `#assert_standard_axioms c₁ c₂ …` fails unless the axioms of each constant, as computed by
`Lean.collectAxioms`, form a subset of `allowedAxioms`. -/
elab "#assert_standard_axioms " ids:(ppSpace ident)+ : command => do
  for id in ids do
    let n ← liftCoreM <| realizeGlobalConstNoOverloadWithInfo id
    let axs ← liftCoreM <| collectAxioms n
    let extra := axs.toList.filter (fun a ↦ !allowedAxioms.contains a)
    unless extra.isEmpty do
      throwErrorAt id
        m!"{n} depends on axioms outside propext, Classical.choice, Quot.sound: {extra}"
    logInfoAt id m!"{n}: axioms {axs.toList} are among propext, Classical.choice, Quot.sound"

end DggTest

-- [ug-peaked-gradient-bound]
#assert_standard_axioms
  Dgg.ug_peaked_gradient_bound Dgg.abs_cov_le_of_peaked

-- [ftip-007Z]
#assert_standard_axioms
  Dgg.hasDerivAt_objective_softmax_comp Dgg.hasDerivAt_objective_head Dgg.rank_vecMulVec_le_one
  Dgg.hasDerivAt_objective_shared Dgg.rank_occurrence_le_one

-- [ftip-0080]
#assert_standard_axioms
  Dgg.frobSq_head_ge Dgg.sqNorm_transpose_mulVec_errorVec_le Dgg.occ_ratio_le Dgg.total_ratio_le

-- [beyond-seed] (library `DggSharp`)
#assert_standard_axioms
  Dgg.abs_cov_le_two_mul_delta_mul_two_sub Dgg.abs_cov_le_four_mul_delta_mul_one_sub
  Dgg.abs_cov_le_mul Dgg.cov_two_point_eq Dgg.abs_cov_two_point_eq Dgg.two_point_hypotheses
  Dgg.occ_ratio_le_sharp Dgg.occ_ratio_le_kappa_of_le_half Dgg.occ_ratio_le_inv_mul_sharp
  Dgg.occ_ratio_le_kappa Dgg.occ_ratio_eq_of_rows_sharp Dgg.occ_ratio_eq_of_rows_neg_sharp
  Dgg.occ_ratio_eq_of_uniform_sharp Dgg.occ_ratio_eq_kappa_mul_of_uniform_sharp
  Dgg.total_ratio_le_kappa Dgg.total_ratio_eq_kappa_mul_of_uniform_sharp
  Dgg.rank_sum_vecMulVec_single Dgg.rank_sum_occurrence_errorVec_eq_two

-- [main-results] the lemmas the module docs list under "Main results", asserted directly rather than
-- only through the headline theorems that use them
#assert_standard_axioms
  Dgg.softmax_pos Dgg.sum_softmax Dgg.softmax_le_one
  Dgg.errorVec_self Dgg.transpose_mulVec_errorVec_apply Dgg.sq_sum_softmax_mul_le
  Dgg.sum_sq_mean_row_le Dgg.frobSq_occ_le Dgg.frobSq_sum_le_card_mul_sum
  Dgg.sum_vecMulVec_single_apply Dgg.total_ratio_le_card_sq_mul Dgg.frobSq_sum_const
  Dgg.total_ratio_eq_card_sq_mul
