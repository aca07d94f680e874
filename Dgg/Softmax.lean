/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Mathlib

/-!
# Softmax, the per-token objective and its error vector

Shared definitions for the gradient results [ftip-007Z] and [ftip-0080]. A token position has a
finite vocabulary `V`, logits `z : V → ℝ`, the current distribution `p = softmax z`, a sampled token
`a`, a fixed behaviour probability `b` and a fixed normalised advantage `A` (the seed's `Â`;
`Â` is not a Lean identifier). Then

* `ratio p a b = p a / b` is the importance ratio `r`,
* `objective p a b A = r * A` is the per-token objective `𝓛` of the unclipped GRPO branch,
* `errorVec p a b A = r * A * (e_a - p)` is the error vector `E`, the gradient of `𝓛` in `z`.

Mathlib has no softmax, so it is defined here. Squared Euclidean and Frobenius norms are written as
explicit sums of squares (`sqNorm`, `frobSq`): `Matrix` carries no global norm instance.

## Main definitions

* `Dgg.softmax`, `Dgg.ratio`, `Dgg.objective`, `Dgg.errorVec`, `Dgg.sqNorm`, `Dgg.frobSq`

## Main results

* `Dgg.softmax_pos`: softmax probabilities are positive.
* `Dgg.sum_softmax`: they sum to one.
* `Dgg.softmax_le_one`: each is at most one.
-/

namespace Dgg

open Finset

section Softmax

variable {V : Type*} [Fintype V]

/-- The softmax distribution of the logits `z` on the finite vocabulary `V` [ftip-007Z]. -/
noncomputable def softmax (z : V → ℝ) (v : V) : ℝ :=
  Real.exp (z v) / ∑ w, Real.exp (z w)

/-- The importance ratio `r = p a / b` of the sampled token `a` against the behaviour
probability `b` [ftip-007Z]. -/
noncomputable def ratio (p : V → ℝ) (a : V) (b : ℝ) : ℝ :=
  p a / b

/-- The per-token objective `𝓛 = r * A` of the unclipped GRPO branch [ftip-007Z]. -/
noncomputable def objective (p : V → ℝ) (a : V) (b A : ℝ) : ℝ :=
  ratio p a b * A

/-- The error vector `E = r * A * (e_a - p)`, where `e_a` is the sampled-token basis vector
[ftip-007Z]. -/
noncomputable def errorVec [DecidableEq V] (p : V → ℝ) (a : V) (b A : ℝ) (v : V) : ℝ :=
  ratio p a b * A * ((if v = a then 1 else 0) - p v)

/-- The exponentials of the logits have a positive sum on a nonempty vocabulary [ftip-007Z]. -/
theorem sum_exp_pos [Nonempty V] (z : V → ℝ) : 0 < ∑ w, Real.exp (z w) :=
  Finset.sum_pos (fun w _ ↦ Real.exp_pos (z w)) Finset.univ_nonempty

/-- Softmax probabilities are positive [ftip-007Z]. -/
theorem softmax_pos (z : V → ℝ) (v : V) : 0 < softmax z v := by
  have : Nonempty V := ⟨v⟩
  exact div_pos (Real.exp_pos (z v)) (sum_exp_pos z)

/-- Softmax probabilities are nonnegative [ftip-007Z]. -/
theorem softmax_nonneg (z : V → ℝ) (v : V) : 0 ≤ softmax z v :=
  (softmax_pos z v).le

/-- Softmax probabilities sum to one [ftip-007Z]. -/
theorem sum_softmax [Nonempty V] (z : V → ℝ) : ∑ v, softmax z v = 1 := by
  simp only [softmax]
  rw [← Finset.sum_div]
  exact div_self (sum_exp_pos z).ne'

/-- Each softmax probability is at most one [ftip-007Z]. -/
theorem softmax_le_one (z : V → ℝ) (v : V) : softmax z v ≤ 1 := by
  have : Nonempty V := ⟨v⟩
  calc softmax z v ≤ ∑ w, softmax z w :=
        Finset.single_le_sum (fun w _ ↦ softmax_nonneg z w) (Finset.mem_univ v)
    _ = 1 := sum_softmax z

end Softmax

section Norms

/-- The squared Euclidean norm `‖x‖₂²`, as a sum of squares of coordinates [ftip-0080]. -/
noncomputable def sqNorm {n : Type*} [Fintype n] (x : n → ℝ) : ℝ :=
  ∑ i, x i ^ 2

/-- The squared Frobenius norm `‖M‖_F²`, as a sum of squares of entries [ftip-0080]. -/
noncomputable def frobSq {m n : Type*} [Fintype m] [Fintype n] (M : Matrix m n ℝ) : ℝ :=
  ∑ i, ∑ j, M i j ^ 2

/-- A squared Euclidean norm is nonnegative [ftip-0080]. -/
theorem sqNorm_nonneg {n : Type*} [Fintype n] (x : n → ℝ) : 0 ≤ sqNorm x :=
  Finset.sum_nonneg (fun i _ ↦ sq_nonneg (x i))

/-- A squared Frobenius norm is nonnegative [ftip-0080]. -/
theorem frobSq_nonneg {m n : Type*} [Fintype m] [Fintype n] (M : Matrix m n ℝ) :
    0 ≤ frobSq M :=
  Finset.sum_nonneg (fun i _ ↦ Finset.sum_nonneg (fun j _ ↦ sq_nonneg (M i j)))

/-- The squared Frobenius norm of an outer product is the product of the squared norms
[ftip-0080]. -/
theorem frobSq_vecMulVec {m n : Type*} [Fintype m] [Fintype n] (w : m → ℝ) (v : n → ℝ) :
    frobSq (Matrix.vecMulVec w v) = sqNorm w * sqNorm v := by
  unfold frobSq sqNorm
  rw [Finset.sum_mul_sum]
  -- close each entry with `ring`, not with the `rfl` after a rewrite: the two products come
  -- from different lemmas and carry different instance paths
  refine Finset.sum_congr rfl (fun i _ ↦ Finset.sum_congr rfl (fun j _ ↦ ?_))
  rw [Matrix.vecMulVec_apply]
  ring

end Norms

end Dgg
