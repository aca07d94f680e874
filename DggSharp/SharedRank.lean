/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.HeadGradient
import Dgg.OccurrenceBound

/-!
# The total shared-weight gradient need not have rank one

Seed [ftip-007Z] states that the head gradient and each occurrence contribution
`H o = ((J o)ᵀ E) (x o)ᵀ` have rank at most one (`Dgg.rank_vecMulVec_le_one`,
`Dgg.rank_occurrence_le_one`), while the total shared-weight gradient `∑ o, H o`
(`Dgg.hasDerivAt_objective_shared`) need not. This file gives the instance.

Take `k` occurrences of a weight `W : Matrix (Fin k) (Fin k) ℝ`, the Jacobians
`J o = Matrix.single a o 1` (the sampled row `a` reads output coordinate `o`) and the inputs
`x o = Pi.single o 1`. Then `(J o)ᵀ E = E a • e_o`, so `H o` is `E a` times the matrix unit at
`(o, o)`, and `∑ o, H o` is the diagonal matrix with every diagonal entry `E a`. When `E a ≠ 0`
this matrix is invertible, so its rank is `k`. For the error vector `E = r A (e_a - p)` the
sampled coordinate is `E a = r A (1 - p a)`, which is nonzero under the seed's hypotheses
`A ≠ 0`, `p a < 1`, `b > 0`; with two occurrences the total has rank exactly `2`.

These Jacobians are those of the linear logit map `Φ y = ∑ o, J o *ᵥ y o`, so the matrices below
are the totals of `Dgg.hasDerivAt_objective_shared` for that map.

## Main results

* `Dgg.sum_vecMulVec_single_apply`: the entries of `∑ o, H o` for this choice.
* `Dgg.rank_sum_vecMulVec_single`: `∑ o, H o` has rank `k` when `E a ≠ 0`.
* `Dgg.rank_sum_occurrence_errorVec_eq_two`: with the error vector and two occurrences, the total
  shared-weight gradient has rank exactly `2` [beyond-seed] [ftip-007Z].

## References

* Seed [ftip-007Z] (the head gradient and the shared-weight occurrence sum): "the head gradient
  and each occurrence contribution have rank at most one; the total shared-weight gradient need
  not".
-/

namespace Dgg

open scoped Matrix

section SharedRank

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- One occurrence of the instance: with `J o = Matrix.single a o 1` and `x o = Pi.single o 1`,
the `(i, j)` entry of `H o = ((J o)ᵀ E) (x o)ᵀ` is `E a * x o j` on row `i = o` and `0`
elsewhere [beyond-seed] [ftip-007Z]. -/
theorem vecMulVec_single_apply {k : ℕ} (E : V → ℝ) (a : V) (o i j : Fin k) :
    Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E) (Pi.single o (1 : ℝ)) i j =
      if i = o then E a * Pi.single o (1 : ℝ) j else 0 := by
  rw [Matrix.vecMulVec_apply, Matrix.transpose_single, single_one_mulVec_apply]
  split_ifs <;> ring

/-- The entries of the total `∑ o, H o` of the instance: `E a` on the diagonal, `0` elsewhere
[beyond-seed] [ftip-007Z]. -/
theorem sum_vecMulVec_single_apply {k : ℕ} (E : V → ℝ) (a : V) (i j : Fin k) :
    (∑ o : Fin k, Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E)
      (Pi.single o (1 : ℝ))) i j = if i = j then E a else 0 := by
  calc (∑ o : Fin k, Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E)
        (Pi.single o (1 : ℝ))) i j
      = ∑ o : Fin k, Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E)
          (Pi.single o (1 : ℝ)) i j :=
        Matrix.sum_apply i j Finset.univ _
    _ = ∑ o : Fin k, (if i = o then E a * Pi.single o (1 : ℝ) j else 0) :=
        Finset.sum_congr rfl (fun o _ ↦ vecMulVec_single_apply E a o i j)
    _ = E a * Pi.single i (1 : ℝ) j :=
        Fintype.sum_ite_eq i (fun o ↦ E a * Pi.single o (1 : ℝ) j)
    _ = if i = j then E a else 0 := by
        rw [Pi.single_apply]
        by_cases h : i = j
        · rw [if_pos (Eq.symm h), if_pos h]
          ring
        · rw [if_neg (Ne.symm h), if_neg h]
          ring

/-- **A total shared-weight gradient of full rank.** With `k` occurrences, Jacobians
`J o = Matrix.single a o 1` and inputs `x o = Pi.single o 1`, the total
`∑ o, ((J o)ᵀ E) (x o)ᵀ` is `E a` times the identity, so its rank is `k` whenever `E a ≠ 0`;
every summand has rank at most one (`Dgg.rank_occurrence_le_one`) [beyond-seed] [ftip-007Z]. -/
theorem rank_sum_vecMulVec_single {k : ℕ} (E : V → ℝ) (a : V) (hE : E a ≠ 0) :
    (∑ o : Fin k, Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E)
      (Pi.single o (1 : ℝ))).rank = k := by
  have hdiag : (∑ o : Fin k, Matrix.vecMulVec ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ E)
      (Pi.single o (1 : ℝ))) = Matrix.diagonal (fun _ : Fin k ↦ E a) :=
    Matrix.ext (fun i j ↦
      (sum_vecMulVec_single_apply E a i j).trans (Matrix.diagonal_apply _ i j).symm)
  have hunit : IsUnit (Matrix.diagonal (fun _ : Fin k ↦ E a)) :=
    Matrix.isUnit_diagonal.2 (Pi.isUnit_iff.2 (fun _ ↦ hE.isUnit))
  rw [hdiag, Matrix.rank_of_isUnit _ hunit, Fintype.card_fin]

omit [Fintype V] in
/-- Under the seed's hypotheses `A ≠ 0`, `p a < 1`, `b > 0`, the sampled coordinate of the error
vector, `E a = r A (1 - p a)`, is nonzero [beyond-seed] [ftip-007Z]. -/
theorem errorVec_self_ne_zero (p : V → ℝ) (a : V) (b A : ℝ) (hpa0 : 0 < p a) (hA : A ≠ 0)
    (hpa : p a < 1) (hb : 0 < b) :
    errorVec p a b A a ≠ 0 := by
  rw [errorVec_self]
  have hr : 0 < ratio p a b := div_pos hpa0 hb
  exact mul_ne_zero (mul_ne_zero hr.ne' hA) (sub_pos.2 hpa).ne'

/-- **The total shared-weight gradient need not have rank at most one** [ftip-007Z]. For two
occurrences with Jacobians `J o = Matrix.single a o 1` and inputs `x o = Pi.single o 1`, and the
error vector `E = errorVec (softmax z) a b A` under the seed's hypotheses `A ≠ 0`, `p a < 1`,
`b > 0`, the total `∑ o, ((J o)ᵀ E) (x o)ᵀ` has rank exactly `2`, although each summand has rank
at most one [beyond-seed]. -/
theorem rank_sum_occurrence_errorVec_eq_two (z : V → ℝ) (a : V) (b A : ℝ) (hA : A ≠ 0)
    (hpa : softmax z a < 1) (hb : 0 < b) :
    (∑ o : Fin 2, Matrix.vecMulVec
      ((Matrix.single a o (1 : ℝ))ᵀ *ᵥ errorVec (softmax z) a b A) (Pi.single o (1 : ℝ))).rank
      = 2 :=
  rank_sum_vecMulVec_single (errorVec (softmax z) a b A) a
    (errorVec_self_ne_zero (softmax z) a b A (softmax_pos z a) hA hpa hb)

end SharedRank

end Dgg
