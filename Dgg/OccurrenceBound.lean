/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.Softmax

/-!
# Occurrence-to-head gradient-energy bound

At a token position with logits `z`, distribution `p = softmax z`, sampled token `a`, behaviour
probability `b` and advantage `A`, the error vector is `E = errorVec p a b A = r * A * (e_a - p)`
with `r = p a / b` (see `Dgg.Softmax`). The head gradient is the outer product
`G = Matrix.vecMulVec E h` with the head input `h`, and one occurrence `o` of a shared intermediate
weight, with downstream Jacobian `J : Matrix V (Fin m) ℝ` and input `x`, contributes
`H = Matrix.vecMulVec (Jᵀ *ᵥ E) x` [ftip-007Z].

Under the activation bounds `α * dModel ≤ ‖h‖²`, `‖x‖² ≤ β * dModel` and the row-energy bounds
`∑ v, p v * ‖J v‖² ≤ C`, `‖J a‖² ≤ C`, this file proves
`‖H‖_F² / ‖G‖_F² ≤ 4 * β * C / α / (1 - p a) ^ 2` [ftip-0080], i.e. `C_occ = 4βC/α`.

The bound concerns one occurrence contribution `H`, not the total derivative of a shared
intermediate weight, which is the sum of the contributions over all occurrences [ftip-007Z]. For
the total, the only consequence proved here is the corollary `Dgg.total_ratio_le`: if the same
hypotheses hold for every occurrence in a finite index type `O`, the ratio is at most
`|O| ^ 2 * C_occ / (1 - p a) ^ 2`. Controlling only the application at the current position does
not give this all-occurrence hypothesis.

Squared norms are the explicit sums `Dgg.sqNorm` and `Dgg.frobSq`; row `v` of `J` is `J v`.

## Main results

* `Dgg.errorVec_self`: the sampled-token coordinate of `E` is `r * A * (1 - p a)`.
* `Dgg.transpose_mulVec_errorVec_apply`: `(Jᵀ *ᵥ E) i = r * A * (J a i - ∑ v, p v * J v i)`.
* `Dgg.sq_sum_softmax_mul_le`: Jensen's inequality for the `p`-weighted mean of one column.
* `Dgg.sum_sq_mean_row_le`: the squared norm of the `p`-weighted mean row is at most the
  `p`-mean of the squared row norms.
* `Dgg.frobSq_head_ge`: `r² A² (1 - p a)² (α dModel) ≤ ‖G‖_F²`.
* `Dgg.sqNorm_transpose_mulVec_errorVec_le`: `‖Jᵀ *ᵥ E‖² ≤ 4 r² A² C`.
* `Dgg.frobSq_occ_le`: `‖H‖_F² ≤ 4 r² A² C (β dModel)`.
* `Dgg.occ_ratio_le`: the occurrence-to-head ratio bound [ftip-0080].
* `Dgg.frobSq_sum_le_card_mul_sum`: `‖∑ o, M o‖_F² ≤ |O| * ∑ o, ‖M o‖_F²`.
* `Dgg.total_ratio_le`: the all-occurrence corollary with the factor `|O| ^ 2` [ftip-0080].

## References

* [miao2026when, Section 4.2.1, Lemma 1, Assumption 1, Theorem 1, Appendix A.3]: the activation
  and row-energy hypotheses and the local inequality; here the differentiated object is restricted
  to one occurrence contribution.
* Seed [ftip-0080], *DGG occurrence-to-head gradient-energy bound*, building on the seed
  [ftip-007Z], *DGG head gradient and shared-weight occurrence sum* (see `docs/sources.md`).
-/

namespace Dgg

open scoped Matrix

section MeanRow

variable {V : Type*} [Fintype V]

/-- **Jensen's inequality** for one column of `J` under a softmax distribution:
`(∑ v, p v * J v i) ^ 2 ≤ ∑ v, p v * J v i ^ 2` for `p = softmax z` [ftip-0080]. -/
theorem sq_sum_softmax_mul_le [Nonempty V] {m : ℕ} (z : V → ℝ) (J : Matrix V (Fin m) ℝ)
    (i : Fin m) :
    (∑ v, softmax z v * J v i) ^ 2 ≤ ∑ v, softmax z v * J v i ^ 2 := by
  calc (∑ v, softmax z v * J v i) ^ 2
      ≤ (∑ v, softmax z v) * ∑ v, softmax z v * J v i ^ 2 :=
        Finset.sum_sq_le_sum_mul_sum_of_sq_le_mul Finset.univ
          (r := fun v ↦ softmax z v * J v i) (f := fun v ↦ softmax z v)
          (g := fun v ↦ softmax z v * J v i ^ 2)
          (fun v _ ↦ softmax_nonneg z v)
          (fun v _ ↦ mul_nonneg (softmax_nonneg z v) (sq_nonneg (J v i)))
          (fun v _ ↦ le_of_eq
            (show (softmax z v * J v i) ^ 2 = softmax z v * (softmax z v * J v i ^ 2) by ring))
    _ = ∑ v, softmax z v * J v i ^ 2 := by rw [sum_softmax z, one_mul]

/-- The squared norm of the `p`-weighted mean row of `J` is at most the `p`-mean of the squared
row norms, `p = softmax z` (Jensen, summed over the columns) [ftip-0080]. -/
theorem sum_sq_mean_row_le [Nonempty V] {m : ℕ} (z : V → ℝ) (J : Matrix V (Fin m) ℝ) :
    ∑ i, (∑ v, softmax z v * J v i) ^ 2 ≤ ∑ v, softmax z v * sqNorm (J v) := by
  calc ∑ i, (∑ v, softmax z v * J v i) ^ 2
      ≤ ∑ i, ∑ v, softmax z v * J v i ^ 2 :=
        Finset.sum_le_sum (fun i _ ↦ sq_sum_softmax_mul_le z J i)
    _ = ∑ v, ∑ i, softmax z v * J v i ^ 2 := Finset.sum_comm
    _ = ∑ v, softmax z v * sqNorm (J v) :=
        Finset.sum_congr rfl (fun v _ ↦
          (Finset.mul_sum Finset.univ (fun i ↦ J v i ^ 2) (softmax z v)).symm)

end MeanRow

section ErrorVec

variable {V : Type*} [Fintype V] [DecidableEq V]

-- `ratio` and `errorVec` do not use `Fintype V`, so the statement does not mention it; without the
-- `omit` the section variable would be included and `linter.unusedSectionVars` would warn.
omit [Fintype V] in
/-- The sampled-token coordinate of the error vector: `E a = r * A * (1 - p a)` [ftip-0080]. -/
theorem errorVec_self (p : V → ℝ) (a : V) (b A : ℝ) :
    errorVec p a b A a = ratio p a b * A * (1 - p a) := by
  rw [errorVec, if_pos rfl]

/-- The coordinates of `Jᵀ *ᵥ E`: `r * A` times the sampled row of `J` minus the `p`-weighted
mean row, `(Jᵀ *ᵥ E) i = r * A * (J a i - ∑ v, p v * J v i)` [ftip-0080]. -/
theorem transpose_mulVec_errorVec_apply {m : ℕ} (p : V → ℝ) (a : V) (b A : ℝ)
    (J : Matrix V (Fin m) ℝ) (i : Fin m) :
    (Jᵀ *ᵥ errorVec p a b A) i = ratio p a b * A * (J a i - ∑ v, p v * J v i) := by
  rw [Matrix.mulVec_apply_eq_sum]
  calc ∑ v, Jᵀ i v * errorVec p a b A v
      = ∑ v, (ratio p a b * A * (if v = a then J v i else 0)
          - ratio p a b * A * (p v * J v i)) := by
        refine Finset.sum_congr rfl (fun v _ ↦ ?_)
        rw [Matrix.transpose_apply, errorVec]
        split_ifs <;> ring
    _ = ∑ v, ratio p a b * A * (if v = a then J v i else 0)
          - ∑ v, ratio p a b * A * (p v * J v i) := by
        rw [Finset.sum_sub_distrib]
    _ = ratio p a b * A * ∑ v, (if v = a then J v i else 0)
          - ratio p a b * A * ∑ v, p v * J v i := by
        rw [Finset.mul_sum, Finset.mul_sum]
    _ = ratio p a b * A * (J a i - ∑ v, p v * J v i) := by
        rw [Fintype.sum_ite_eq' a (fun v ↦ J v i)]
        ring

/-- Lower bound for the head gradient: with `G = E hᵀ`, the sampled-token coordinate of `E` and
`α * dModel ≤ ‖h‖²` give `r² A² (1 - p a)² (α dModel) ≤ ‖G‖_F²` [ftip-0080]. -/
theorem frobSq_head_ge {dModel : ℕ} (z : V → ℝ) (a : V) (b A α : ℝ) (h : Fin dModel → ℝ)
    (hα : 0 < α) (hh : α * dModel ≤ sqNorm h) :
    ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel)
      ≤ frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) := by
  have hE : (ratio (softmax z) a b * A * (1 - softmax z a)) ^ 2
      ≤ sqNorm (errorVec (softmax z) a b A) := by
    rw [← errorVec_self (softmax z) a b A]
    exact Finset.single_le_sum (f := fun v ↦ errorVec (softmax z) a b A v ^ 2)
      (fun v _ ↦ sq_nonneg (errorVec (softmax z) a b A v)) (Finset.mem_univ a)
  rw [frobSq_vecMulVec]
  calc ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel)
      = (ratio (softmax z) a b * A * (1 - softmax z a)) ^ 2 * (α * dModel) := by ring
    _ ≤ sqNorm (errorVec (softmax z) a b A) * sqNorm h :=
        mul_le_mul hE hh (mul_nonneg hα.le (Nat.cast_nonneg dModel))
          (sqNorm_nonneg (errorVec (softmax z) a b A))

/-- Upper bound for the occurrence factor: under the row-energy bounds
`∑ v, p v * ‖J v‖² ≤ C` and `‖J a‖² ≤ C`, `‖Jᵀ *ᵥ E‖² ≤ 4 r² A² C` (write `Jᵀ *ᵥ E` as `r A`
times the sampled row minus the mean row, use `(u - w)² ≤ 2u² + 2w²` and Jensen) [ftip-0080]. -/
theorem sqNorm_transpose_mulVec_errorVec_le {m : ℕ} (z : V → ℝ) (a : V) (b A C : ℝ)
    (J : Matrix V (Fin m) ℝ)
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C) :
    sqNorm (Jᵀ *ᵥ errorVec (softmax z) a b A) ≤ 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C := by
  have : Nonempty V := ⟨a⟩
  have hterm : ∀ i, (Jᵀ *ᵥ errorVec (softmax z) a b A) i ^ 2
      ≤ 2 * (ratio (softmax z) a b * A) ^ 2 * J a i ^ 2
        + 2 * (ratio (softmax z) a b * A) ^ 2 * (∑ v, softmax z v * J v i) ^ 2 := by
    intro i
    rw [transpose_mulVec_errorVec_apply (softmax z) a b A J i]
    -- the difference of the two sides is exactly the hint `(r A)² (J a i + ∑ v, p v J v i)²`
    linarith [mul_nonneg (sq_nonneg (ratio (softmax z) a b * A))
      (sq_nonneg (J a i + ∑ v, softmax z v * J v i))]
  have hu : ∑ i, J a i ^ 2 ≤ C := hJa
  have hw : ∑ i, (∑ v, softmax z v * J v i) ^ 2 ≤ C :=
    (sum_sq_mean_row_le z J).trans hJmean
  have hc : 0 ≤ 2 * (ratio (softmax z) a b * A) ^ 2 :=
    mul_nonneg (by norm_num) (sq_nonneg (ratio (softmax z) a b * A))
  calc sqNorm (Jᵀ *ᵥ errorVec (softmax z) a b A)
      = ∑ i, (Jᵀ *ᵥ errorVec (softmax z) a b A) i ^ 2 := rfl
    _ ≤ ∑ i, (2 * (ratio (softmax z) a b * A) ^ 2 * J a i ^ 2
          + 2 * (ratio (softmax z) a b * A) ^ 2 * (∑ v, softmax z v * J v i) ^ 2) :=
        Finset.sum_le_sum (fun i _ ↦ hterm i)
    _ = 2 * (ratio (softmax z) a b * A) ^ 2 * ∑ i, J a i ^ 2
          + 2 * (ratio (softmax z) a b * A) ^ 2 * ∑ i, (∑ v, softmax z v * J v i) ^ 2 := by
        rw [Finset.sum_add_distrib, Finset.mul_sum, Finset.mul_sum]
    _ ≤ 2 * (ratio (softmax z) a b * A) ^ 2 * C + 2 * (ratio (softmax z) a b * A) ^ 2 * C :=
        add_le_add (mul_le_mul_of_nonneg_left hu hc) (mul_le_mul_of_nonneg_left hw hc)
    _ = 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C := by ring

/-- Upper bound for one occurrence contribution: with `H = (Jᵀ *ᵥ E) xᵀ`, the row-energy bounds
and `‖x‖² ≤ β * dModel` give `‖H‖_F² ≤ 4 r² A² C (β dModel)` [ftip-0080]. -/
theorem frobSq_occ_le {m dIn dModel : ℕ} (z : V → ℝ) (a : V) (b A β C : ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hβ : 0 < β)
    (hx : sqNorm x ≤ β * dModel)
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x)
      ≤ 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C * (β * dModel) := by
  rw [frobSq_vecMulVec]
  calc sqNorm (Jᵀ *ᵥ errorVec (softmax z) a b A) * sqNorm x
      ≤ sqNorm (Jᵀ *ᵥ errorVec (softmax z) a b A) * (β * dModel) :=
        mul_le_mul_of_nonneg_left hx (sqNorm_nonneg (Jᵀ *ᵥ errorVec (softmax z) a b A))
    _ ≤ 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C * (β * dModel) :=
        mul_le_mul_of_nonneg_right
          (sqNorm_transpose_mulVec_errorVec_le z a b A C J hJmean hJa)
          (mul_nonneg hβ.le (Nat.cast_nonneg dModel))

omit [DecidableEq V] in
/-- The lower bound of `Dgg.frobSq_head_ge` is positive when `dModel ≥ 1`, `α > 0`, `A ≠ 0`,
`p a < 1` and `b > 0` [ftip-0080]. -/
theorem head_lower_pos {dModel : ℕ} (z : V → ℝ) (a : V) (b A α : ℝ) (hd : 1 ≤ dModel)
    (hα : 0 < α) (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    0 < ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel) := by
  have hr : 0 < ratio (softmax z) a b := by
    unfold ratio
    exact div_pos (softmax_pos z a) hb
  have hdpos : (0 : ℝ) < dModel := Nat.cast_pos.mpr (Nat.lt_of_lt_of_le Nat.zero_lt_one hd)
  have h1 : 0 < 1 - softmax z a := sub_pos.mpr hpa
  exact mul_pos (mul_pos (mul_pos (pow_pos hr 2) (sq_pos_of_ne_zero hA)) (pow_pos h1 2))
    (mul_pos hα hdpos)

end ErrorVec

section Algebra

/-- Division step of the ratio bounds: if `0 < L ≤ den`, `0 ≤ K` and `num ≤ K * L`, then
`num / den ≤ K` [ftip-0080]. -/
theorem div_le_of_le_mul_of_le {num den L K : ℝ} (hL : 0 < L) (hLden : L ≤ den) (hK : 0 ≤ K)
    (hnum : num ≤ K * L) : num / den ≤ K := by
  rw [div_le_iff₀ (lt_of_lt_of_le hL hLden)]
  exact hnum.trans (mul_le_mul_of_nonneg_left hLden hK)

/-- The constant `4βC/α/q` times the head lower bound `r² A² q (α d)` is the occurrence upper
bound `4 r² A² C (β d)` [ftip-0080]. -/
theorem four_mul_div_div_mul_eq {r A C α β d q : ℝ} (hα : α ≠ 0) (hq : q ≠ 0) :
    4 * β * C / α / q * (r ^ 2 * A ^ 2 * q * (α * d)) = 4 * r ^ 2 * A ^ 2 * C * (β * d) := by
  rw [div_div, div_mul_eq_mul_div, div_eq_iff (mul_ne_zero hα hq)]
  ring

/-- The squared Frobenius norm of a finite sum of matrices is at most the number of terms times
the sum of their squared Frobenius norms (entrywise Cauchy–Schwarz) [ftip-0080]. -/
theorem frobSq_sum_le_card_mul_sum {O m n : Type*} [Fintype O] [Fintype m] [Fintype n]
    (M : O → Matrix m n ℝ) :
    frobSq (∑ o, M o) ≤ (Fintype.card O : ℝ) * ∑ o, frobSq (M o) := by
  calc frobSq (∑ o, M o) = ∑ i, ∑ j, (∑ o, M o i j) ^ 2 := by
        simp only [frobSq, Matrix.sum_apply]
    _ ≤ ∑ i, ∑ j, (Fintype.card O : ℝ) * ∑ o, M o i j ^ 2 := by
        refine Finset.sum_le_sum (fun i _ ↦ Finset.sum_le_sum (fun j _ ↦ ?_))
        have hcs := sq_sum_le_card_mul_sum_sq (s := Finset.univ) (f := fun o ↦ M o i j)
        rw [Finset.card_univ] at hcs
        exact hcs
    _ = ∑ i, ∑ j, ∑ o, (Fintype.card O : ℝ) * M o i j ^ 2 := by
        simp only [Finset.mul_sum]
    _ = ∑ i, ∑ o, ∑ j, (Fintype.card O : ℝ) * M o i j ^ 2 :=
        Finset.sum_congr rfl (fun i _ ↦ Finset.sum_comm)
    _ = ∑ o, ∑ i, ∑ j, (Fintype.card O : ℝ) * M o i j ^ 2 := Finset.sum_comm
    _ = (Fintype.card O : ℝ) * ∑ o, frobSq (M o) := by
        simp only [frobSq, Finset.mul_sum]

end Algebra

section Ratio

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- **Occurrence-to-head gradient-energy bound** [ftip-0080]. For one occurrence with Jacobian
`J` and input `x`, the contribution `H = (Jᵀ *ᵥ E) xᵀ` and the head gradient `G = E hᵀ` satisfy
`‖H‖_F² / ‖G‖_F² ≤ C_occ / (1 - p a) ^ 2` with `C_occ = 4 * β * C / α`.

This bounds one occurrence contribution, not the total derivative of a shared intermediate
weight (for that see `Dgg.total_ratio_le`, which costs a factor `|O| ^ 2`).

All hypotheses of the seed are kept and all are used by the proof: `hd`, `hα`, `hA`, `hpa`, `hb`
make the head lower bound positive, `hh` is the activation lower bound, `hx`, `hJmean`, `hJa`
bound the numerator, `hβ` makes `β * dModel` nonnegative and `hβ`, `hC`, `hα` make `C_occ`
nonnegative. -/
theorem occ_ratio_le {m dIn dModel : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ)
    (h : Fin dModel → ℝ) (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ)
    (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β) (hC : 0 < C)
    (hh : α * dModel ≤ sqNorm h) (hx : sqNorm x ≤ β * dModel)
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x)
        / frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
      ≤ 4 * β * C / α / (1 - softmax z a) ^ 2 := by
  have h1 : (1 - softmax z a) ^ 2 ≠ 0 := (pow_pos (sub_pos.mpr hpa) 2).ne'
  have hK : 0 ≤ 4 * β * C / α / (1 - softmax z a) ^ 2 :=
    div_nonneg (div_nonneg (mul_nonneg (mul_nonneg (by norm_num) hβ.le) hC.le) hα.le)
      (sq_nonneg (1 - softmax z a))
  refine div_le_of_le_mul_of_le (head_lower_pos z a b A α hd hα hA hpa hb)
    (frobSq_head_ge z a b A α h hα hh) hK ?_
  calc frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x)
      ≤ 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C * (β * dModel) :=
        frobSq_occ_le z a b A β C J x hβ hx hJmean hJa
    _ = 4 * β * C / α / (1 - softmax z a) ^ 2
          * (ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel)) :=
        (four_mul_div_div_mul_eq hα.ne' h1).symm

/-- **All-occurrence corollary** [ftip-0080]. If the hypotheses of `Dgg.occ_ratio_le` hold for
every occurrence `o` in a finite index type `O`, the total shared-weight derivative
`∑ o, (J oᵀ *ᵥ E) (x o)ᵀ` [ftip-007Z] and the head gradient `G = E hᵀ` satisfy
`‖∑ o, H o‖_F² / ‖G‖_F² ≤ |O| ^ 2 * C_occ / (1 - p a) ^ 2` with `C_occ = 4 * β * C / α`.

The per-occurrence hypotheses `hx`, `hJmean`, `hJa` are assumed for every occurrence; controlling
only one application does not give them. All hypotheses are used by the proof, as in
`Dgg.occ_ratio_le`. -/
theorem total_ratio_le {O : Type*} [Fintype O] {m dIn dModel : ℕ} (z : V → ℝ) (a : V)
    (b A α β C : ℝ) (h : Fin dModel → ℝ) (J : O → Matrix V (Fin m) ℝ)
    (x : O → Fin dIn → ℝ)
    (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β) (hC : 0 < C)
    (hh : α * dModel ≤ sqNorm h) (hx : ∀ o, sqNorm (x o) ≤ β * dModel)
    (hJmean : ∀ o, ∑ v, softmax z v * sqNorm (J o v) ≤ C) (hJa : ∀ o, sqNorm (J o a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o))
        / frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
      ≤ (Fintype.card O : ℝ) ^ 2 * (4 * β * C / α) / (1 - softmax z a) ^ 2 := by
  have h1 : (1 - softmax z a) ^ 2 ≠ 0 := (pow_pos (sub_pos.mpr hpa) 2).ne'
  have hK : 0 ≤ (Fintype.card O : ℝ) ^ 2 * (4 * β * C / α) / (1 - softmax z a) ^ 2 :=
    div_nonneg (mul_nonneg (sq_nonneg (Fintype.card O : ℝ))
      (div_nonneg (mul_nonneg (mul_nonneg (by norm_num) hβ.le) hC.le) hα.le))
      (sq_nonneg (1 - softmax z a))
  refine div_le_of_le_mul_of_le (head_lower_pos z a b A α hd hα hA hpa hb)
    (frobSq_head_ge z a b A α h hα hh) hK ?_
  calc frobSq (∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o))
      ≤ (Fintype.card O : ℝ)
          * ∑ o, frobSq (Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o)) :=
        frobSq_sum_le_card_mul_sum
          (fun o ↦ Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax z) a b A) (x o))
    _ ≤ (Fintype.card O : ℝ)
          * ∑ _o : O, 4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C * (β * dModel) :=
        mul_le_mul_of_nonneg_left
          (Finset.sum_le_sum (fun o _ ↦
            frobSq_occ_le z a b A β C (J o) (x o) hβ (hx o) (hJmean o) (hJa o)))
          (Nat.cast_nonneg (Fintype.card O))
    _ = (Fintype.card O : ℝ) ^ 2
          * (4 * ratio (softmax z) a b ^ 2 * A ^ 2 * C * (β * dModel)) := by
        rw [Finset.sum_const, Finset.card_univ, nsmul_eq_mul]
        ring
    _ = (Fintype.card O : ℝ) ^ 2 * (4 * β * C / α / (1 - softmax z a) ^ 2
          * (ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel))) := by
        rw [four_mul_div_div_mul_eq hα.ne' h1]
    _ = (Fintype.card O : ℝ) ^ 2 * (4 * β * C / α) / (1 - softmax z a) ^ 2
          * (ratio (softmax z) a b ^ 2 * A ^ 2 * (1 - softmax z a) ^ 2 * (α * dModel)) := by
        ring

end Ratio

end Dgg
