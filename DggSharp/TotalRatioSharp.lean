/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.OccurrenceBound
import DggSharp.OccurrenceBoundSharp

/-!
# The sharp all-occurrence ratio and its attainment

Seed [ftip-0080] bounds one occurrence contribution `H o = ((J o)ᵀ E) (x o)ᵀ` of a shared weight
against the head gradient `G = E hᵀ`; for the total `∑ o, H o` it gives the factor `|O|²` when
the hypotheses hold for every occurrence (`Dgg.total_ratio_le`). With the sharp per-occurrence
ratio `(β / α) κ(p_a)` of `Dgg.occ_ratio_le_kappa`, where `κ(p) = 4 C` for `p ≤ 1/2` and
`κ(p) = C / (p (1 - p))` otherwise, the same argument gives `|O|² (β / α) κ(p_a)`.

The factor `|O|²` is attained: when every occurrence contributes the same matrix, the total is
`|O|` times it and its squared Frobenius norm is `|O|²` times that of one contribution. With the
witness family of `Dgg.occ_ratio_eq_kappa_mul_of_uniform_sharp` (`M` off-peak tokens of equal
logit, `p_a ≤ 1/2`) the total ratio is `|O|² (β / α) κ(p_a) · M / (M + 1)`, so neither `|O|²` nor
`κ` can be lowered.

## Main results

* `Dgg.total_ratio_le_card_sq_mul`: per-occurrence ratios at most `K` give a total ratio at most
  `|O|² K`.
* `Dgg.total_ratio_le_kappa`: the sharp all-occurrence bound `|O|² (β / α) κ(p_a)`.
* `Dgg.frobSq_sum_const`: `‖∑ o, H‖_F² = |O|² ‖H‖_F²` for one matrix `H` repeated.
* `Dgg.total_ratio_eq_card_sq_mul`: the total ratio of identical contributions is `|O|²` times
  one ratio.
* `Dgg.total_ratio_eq_kappa_mul_of_uniform_sharp`: the witness total
  `|O|² (β / α) κ(p_a) · M / (M + 1)`.

## References

* Seed [ftip-0080] (occurrence-to-head gradient-energy bound and its all-occurrence corollary)
  and seed [ftip-007Z] (the occurrence sum). The results here are [beyond-seed].
-/

namespace Dgg

open scoped Matrix

section Total

/-- If every occurrence contribution satisfies `‖H o‖_F² / ‖G‖_F² ≤ K` and `‖G‖_F² > 0`, then
the total satisfies `‖∑ o, H o‖_F² / ‖G‖_F² ≤ |O|² K` (entrywise Cauchy–Schwarz,
`Dgg.frobSq_sum_le_card_mul_sum`) [beyond-seed] [ftip-0080]. -/
theorem total_ratio_le_card_sq_mul {O m n p q : Type*} [Fintype O] [Fintype m] [Fintype n]
    [Fintype p] [Fintype q] (H : O → Matrix m n ℝ) (G : Matrix p q ℝ) (K : ℝ)
    (hG : 0 < frobSq G) (hH : ∀ o, frobSq (H o) / frobSq G ≤ K) :
    frobSq (∑ o, H o) / frobSq G ≤ (Fintype.card O : ℝ) ^ 2 * K := by
  have hocc : ∀ o, frobSq (H o) ≤ K * frobSq G := fun o ↦ (div_le_iff₀ hG).1 (hH o)
  rw [div_le_iff₀ hG]
  calc frobSq (∑ o, H o) ≤ (Fintype.card O : ℝ) * ∑ o, frobSq (H o) :=
        frobSq_sum_le_card_mul_sum H
    _ ≤ (Fintype.card O : ℝ) * ∑ _o : O, K * frobSq G :=
        mul_le_mul_of_nonneg_left (Finset.sum_le_sum (fun o _ ↦ hocc o))
          (Nat.cast_nonneg (Fintype.card O))
    _ = (Fintype.card O : ℝ) * ((Fintype.card O : ℝ) * (K * frobSq G)) := by
        rw [Finset.sum_const, Finset.card_univ]
        -- a term, checked up to definitional unfolding: the cast in `nsmul_eq_mul` comes from a
        -- semiring instance, the one in the statement from `NatCast ℝ`
        exact congrArg (fun t ↦ (Fintype.card O : ℝ) * t) (nsmul_eq_mul _ _)
    _ = (Fintype.card O : ℝ) ^ 2 * K * frobSq G := by ring

/-- **The sharp all-occurrence ratio.** If the hypotheses of `Dgg.occ_ratio_le_kappa` hold for
every occurrence `o` of a finite index type `O`, the total shared-weight derivative
`∑ o, ((J o)ᵀ E) (x o)ᵀ` and the head gradient `G = E hᵀ` satisfy
`‖∑ o, H o‖_F² / ‖G‖_F² ≤ |O|² (β / α) κ(p_a)`, with `κ(p) = 4 C` for `p ≤ 1/2` and
`κ(p) = C / (p (1 - p))` otherwise; compare the seed's `|O|² · 4 β C / (α (1 - p_a)²)`
(`Dgg.total_ratio_le`) [beyond-seed] [ftip-0080]. -/
theorem total_ratio_le_kappa {V : Type*} [Fintype V] [DecidableEq V] {O : Type*} [Fintype O]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : O → Matrix V (Fin m) ℝ) (x : O → Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α)
    (hβ : 0 < β) (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : ∀ o, sqNorm (x o) ≤ β * (dModel : ℝ))
    (hJmean : ∀ o, ∑ v, softmax z v * sqNorm (J o v) ≤ C) (hJa : ∀ o, sqNorm (J o a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o)) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤
      (Fintype.card O : ℝ) ^ 2 * (β / α * (if softmax z a ≤ 1 / 2 then 4 * C
        else C / (softmax z a * (1 - softmax z a)))) := by
  have hG : 0 < frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) :=
    lt_of_lt_of_le (head_lower_pos z a b A α hd hα hA hpa hb)
      (frobSq_head_ge z a b A α h hα hh)
  exact total_ratio_le_card_sq_mul
    (fun o ↦ Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o))
    (Matrix.vecMulVec (errorVec (softmax z) a b A) h) _ hG
    (fun o ↦ occ_ratio_le_kappa z a b A α β C h (J o) (x o) hd hα hβ hh (hx o) (hJmean o)
      (hJa o) hA hpa hb)

/-- When every occurrence contributes the same matrix `H`, the squared Frobenius norm of the total
is `|O|²` times that of one contribution: `‖∑ o, H‖_F² = |O|² ‖H‖_F²`, the equality case of
`Dgg.frobSq_sum_le_card_mul_sum` [beyond-seed] [ftip-0080]. -/
theorem frobSq_sum_const {O m n : Type*} [Fintype O] [Fintype m] [Fintype n]
    (H : Matrix m n ℝ) :
    frobSq (∑ _o : O, H) = (Fintype.card O : ℝ) ^ 2 * frobSq H := by
  unfold frobSq
  rw [Finset.mul_sum]
  refine Finset.sum_congr rfl (fun i _ ↦ ?_)
  rw [Finset.mul_sum]
  refine Finset.sum_congr rfl (fun j _ ↦ ?_)
  rw [Matrix.sum_apply, Finset.sum_const, Finset.card_univ, nsmul_eq_mul]
  -- `(|O| * H i j) ^ 2 = |O| ^ 2 * H i j ^ 2`, closed as a term (the two casts of `|O|` come
  -- from different instances and agree by unfolding)
  exact mul_pow _ _ 2

/-- **The factor `|O|²` is attained.** If every occurrence contributes the same matrix
`H = (Jᵀ E) xᵀ`, the total ratio is `|O|²` times the ratio of one contribution
[beyond-seed] [ftip-0080]. -/
theorem total_ratio_eq_card_sq_mul {V : Type*} [Fintype V] {O : Type*} [Fintype O]
    {dModel m dIn : ℕ} (E : V → ℝ) (h : Fin dModel → ℝ) (J : Matrix V (Fin m) ℝ)
    (x : Fin dIn → ℝ) :
    frobSq (∑ _o : O, Matrix.vecMulVec (Jᵀ *ᵥ E) x) / frobSq (Matrix.vecMulVec E h) =
      (Fintype.card O : ℝ) ^ 2 *
        (frobSq (Matrix.vecMulVec (Jᵀ *ᵥ E) x) / frobSq (Matrix.vecMulVec E h)) := by
  calc frobSq (∑ _o : O, Matrix.vecMulVec (Jᵀ *ᵥ E) x) / frobSq (Matrix.vecMulVec E h)
      = (Fintype.card O : ℝ) ^ 2 * frobSq (Matrix.vecMulVec (Jᵀ *ᵥ E) x) /
          frobSq (Matrix.vecMulVec E h) := by
        rw [frobSq_sum_const]
    _ = (Fintype.card O : ℝ) ^ 2 *
          (frobSq (Matrix.vecMulVec (Jᵀ *ᵥ E) x) / frobSq (Matrix.vecMulVec E h)) :=
        mul_div_assoc _ _ _

/-- **The sharp all-occurrence ratio is attained up to `M / (M + 1)`.** If every occurrence of
`O` contributes the same matrix `(Jᵀ E) xᵀ` of the witness family of
`Dgg.occ_ratio_eq_kappa_mul_of_uniform_sharp` (all `M = |V| - 1` tokens other than `a` with the
same logit, rows other than `a` the negative of row `a`, `‖J a‖² = C`, `‖h‖² = α dModel`,
`‖x‖² = β dModel`, `p_a ≤ 1/2`), the total ratio is `|O|² (β / α) κ(p_a) · M / (M + 1)`; the
hypotheses of `Dgg.total_ratio_le_kappa` hold, so its bound is sharp as `M` grows
[beyond-seed] [ftip-0080]. -/
theorem total_ratio_eq_kappa_mul_of_uniform_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {O : Type*} [Fintype O] {dModel m dIn : ℕ} (a : V) (t b A α β C : ℝ)
    (h : Fin dModel → ℝ) (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel)
    (hα : 0 < α) (hh : sqNorm h = α * (dModel : ℝ)) (hx : sqNorm x = β * (dModel : ℝ))
    (hJa : sqNorm (J a) = C) (hJ : ∀ v, v ≠ a → ∀ i, J v i = -J a i)
    (hA : A ≠ 0) (hpa : softmax (uniformLogits a t) a < 1) (hb : 0 < b)
    (hhalf : softmax (uniformLogits a t) a ≤ 1 / 2) :
    frobSq (∑ _o : O, Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax (uniformLogits a t)) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax (uniformLogits a t)) a b A) h) =
      (Fintype.card O : ℝ) ^ 2 * (β / α * (if softmax (uniformLogits a t) a ≤ 1 / 2 then 4 * C
        else C / (softmax (uniformLogits a t) a * (1 - softmax (uniformLogits a t) a))) *
        (((Fintype.card V : ℝ) - 1) / (Fintype.card V : ℝ))) := by
  rw [total_ratio_eq_card_sq_mul,
    occ_ratio_eq_kappa_mul_of_uniform_sharp a t b A α β C h J x hd hα hh hx hJa hJ hA hpa
      hb hhalf]

end Total

end Dgg
