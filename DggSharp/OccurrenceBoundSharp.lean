/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.Softmax

/-!
# Sharper occurrence-to-head gradient-energy ratios

Seed [ftip-0080] bounds the ratio `‖H‖_F² / ‖G‖_F²` of one occurrence contribution
`H = (Jᵀ E) xᵀ` of a shared weight to the head gradient `G = E hᵀ` by
`4 β C / (α (1 - p_a)²)`. This file proves sharper forms [beyond-seed].

Write `p = softmax z`, `P = p a`, `r A = ratio p a b * A` and `u = J a` (the sampled row).
Coordinatewise, `(Jᵀ E) i = r A * (J a i - ∑ v, p v * J v i)`. With
`t i = ∑ v, p v * J v i - P * J a i` (the part of the mean coming from the other rows), the
weighted Cauchy–Schwarz inequality over `univ.erase a` gives
`(t i)² ≤ (1 - P) * (∑ v, p v * J v i ² - P * J a i ²)`. Two ways of splitting
`J a i - ∑ v, p v * J v i = (1 - P) * J a i - t i` then give, after summing over `i`,

* `∑ i, (J a i - ∑ v, p v * J v i)² ≤ 2 (1 - P) (1 - 2 P) ‖u‖² + 2 (1 - P) M`,
* `P * ∑ i, (J a i - ∑ v, p v * J v i)² ≤ (1 - P) * M`,

where `M = ∑ v, p v * ‖J v‖²`. Since `‖E‖² ≥ (r A)² (1 - P)²`, this yields the ratio bounds
below. With `κ(P) = 4 C` for `P ≤ 1/2` and `κ(P) = C / (P (1 - P))` otherwise, the ratio is
at most `(β / α) κ(P)`; the second bound even holds for every `P` and needs no bound on the
sampled row.

All statements are written to compile against Mathlib `v4.33.1`; they were not compiled here.

## Main results

* `Dgg.occ_ratio_le_sharp`: the ratio is at most `4 β C / (α (1 - P))`, one power of
  `1 - P` better than the seed.
* `Dgg.occ_ratio_le_kappa_of_le_half`: for `P ≤ 1/2` the ratio is at most `4 β C / α`.
* `Dgg.occ_ratio_le_inv_mul_sharp`: for every `P ∈ (0, 1)` the ratio is at most
  `β C / (α P (1 - P))`, using only the mean row-energy bound; for `P ≥ 1/2` this is
  `(β / α) κ(P)`.
* `Dgg.occ_ratio_le_kappa`: the piecewise bound `(β / α) κ(P)`.
* `Dgg.occ_ratio_eq_of_rows_sharp`: the exact ratio when every other row is `c` times the
  sampled row (the witness family).
* `Dgg.occ_ratio_eq_of_rows_neg_sharp`: the case `c = -1` with all norm hypotheses tight; its
  ratio `4 β C (1 - P)² / (α (1 - 2 P + ∑ v, p v ²))` tends to `4 β C / α`.
* `Dgg.occ_ratio_eq_of_uniform_sharp`, `Dgg.occ_ratio_eq_kappa_mul_of_uniform_sharp`: with `M`
  off-peak tokens of equal logit the ratio is exactly `(β / α) κ(P) · M / (M + 1)` for
  `P ≤ 1/2` (the cardinality argument `Dgg.exists_uniform_off_peak_sharp`).

## References

* Seed [ftip-0080] (occurrence-to-head gradient-energy bound) and [ftip-007Z] (the objects).
* [miao2026when, Section 4.2.1, Lemma 1, Assumption 1, Theorem 1, and Appendix A.3].
-/

namespace Dgg

open scoped Matrix

section Algebra

/-- The coordinates of `Jᵀ E`: `(Jᵀ E) i = r A (J a i - ∑ v, p v J v i)` [ftip-0080]. -/
theorem transpose_mulVec_errorVec_apply_sharp {V n : Type*} [Fintype V] [DecidableEq V]
    (p : V → ℝ) (a : V) (b A : ℝ) (J : Matrix V n ℝ) (i : n) :
    (Jᵀ *ᵥ errorVec p a b A) i = ratio p a b * A * (J a i - ∑ v, p v * J v i) := by
  rw [Matrix.mulVec_apply_eq_sum]
  simp only [Matrix.transpose_apply, errorVec]
  calc ∑ v, J v i * (ratio p a b * A * ((if v = a then 1 else 0) - p v))
      = ∑ v, (ratio p a b * A * (if v = a then J v i else 0) -
          ratio p a b * A * (p v * J v i)) :=
        Finset.sum_congr rfl (fun v _ ↦ by split_ifs <;> ring)
    _ = ratio p a b * A * (∑ v, if v = a then J v i else 0) -
          ratio p a b * A * ∑ v, p v * J v i := by
        rw [Finset.sum_sub_distrib, Finset.mul_sum, Finset.mul_sum]
    _ = ratio p a b * A * (J a i - ∑ v, p v * J v i) := by
        rw [Fintype.sum_ite_eq']
        ring

/-- The sampled-token coordinate bounds the error energy from below:
`(r A)² (1 - p a)² ≤ ‖E‖²` [ftip-0080]. -/
theorem sq_mul_sq_le_sqNorm_errorVec_sharp {V : Type*} [Fintype V] [DecidableEq V]
    (p : V → ℝ) (a : V) (b A : ℝ) :
    (ratio p a b * A) ^ 2 * (1 - p a) ^ 2 ≤ sqNorm (errorVec p a b A) := by
  have hEa : errorVec p a b A a = ratio p a b * A * (1 - p a) := by
    unfold errorVec
    rw [if_pos rfl]
  calc (ratio p a b * A) ^ 2 * (1 - p a) ^ 2 = errorVec p a b A a ^ 2 := by
        rw [hEa]
        ring
    _ ≤ ∑ v, errorVec p a b A v ^ 2 :=
        Finset.single_le_sum (f := fun v ↦ errorVec p a b A v ^ 2)
          (fun v _ ↦ sq_nonneg (errorVec p a b A v)) (Finset.mem_univ a)
    _ = sqNorm (errorVec p a b A) := rfl

/-- Weighted Cauchy–Schwarz for the rows other than the sampled one:
`(∑_{v ≠ a} p v y v)² ≤ (1 - p a) ∑_{v ≠ a} p v (y v)²` for a probability vector `p`,
written without `Finset.erase` [ftip-0080]. -/
theorem sq_sum_sub_le_sharp {V : Type*} [Fintype V] [DecidableEq V] (p : V → ℝ)
    (hp0 : ∀ v, 0 ≤ p v) (hp1 : ∑ v, p v = 1) (a : V) (y : V → ℝ) :
    (∑ v, p v * y v - p a * y a) ^ 2 ≤
      (1 - p a) * (∑ v, p v * y v ^ 2 - p a * y a ^ 2) := by
  have h1 : p a * y a + ∑ v ∈ Finset.univ.erase a, p v * y v = ∑ v, p v * y v :=
    Finset.add_sum_erase Finset.univ (fun v ↦ p v * y v) (Finset.mem_univ a)
  have h2 : p a + ∑ v ∈ Finset.univ.erase a, p v = ∑ v, p v :=
    Finset.add_sum_erase Finset.univ p (Finset.mem_univ a)
  have h3 : p a * y a ^ 2 + ∑ v ∈ Finset.univ.erase a, p v * y v ^ 2 =
      ∑ v, p v * y v ^ 2 :=
    Finset.add_sum_erase Finset.univ (fun v ↦ p v * y v ^ 2) (Finset.mem_univ a)
  have hcs : (∑ v ∈ Finset.univ.erase a, p v * y v) ^ 2 ≤
      (∑ v ∈ Finset.univ.erase a, p v) * ∑ v ∈ Finset.univ.erase a, p v * y v ^ 2 :=
    Finset.sum_sq_le_sum_mul_sum_of_sq_le_mul (Finset.univ.erase a)
      (fun v _ ↦ hp0 v) (fun v _ ↦ mul_nonneg (hp0 v) (sq_nonneg (y v)))
      (fun v _ ↦ le_of_eq (by ring))
  have e1 : ∑ v, p v * y v - p a * y a = ∑ v ∈ Finset.univ.erase a, p v * y v := by
    linarith [h1]
  have e2 : ∑ v ∈ Finset.univ.erase a, p v = 1 - p a := by
    linarith [h2, hp1]
  have e3 : ∑ v, p v * y v ^ 2 - p a * y a ^ 2 =
      ∑ v ∈ Finset.univ.erase a, p v * y v ^ 2 := by
    linarith [h3]
  rw [e1, e3, ← e2]
  exact hcs

/-- Coordinatewise bound by the split `(s - t)² ≤ 2 s² + 2 t²`:
`(y a - ∑ v, p v y v)² ≤ 2 (1 - p a) (1 - 2 p a) (y a)² + 2 (1 - p a) ∑ v, p v (y v)²`
[ftip-0080]. -/
theorem sq_sub_wmean_le_two_sharp {V : Type*} [Fintype V] [DecidableEq V] (p : V → ℝ)
    (hp0 : ∀ v, 0 ≤ p v) (hp1 : ∑ v, p v = 1) (a : V) (y : V → ℝ) :
    (y a - ∑ v, p v * y v) ^ 2 ≤
      2 * (1 - p a) * (1 - 2 * p a) * y a ^ 2 + 2 * (1 - p a) * ∑ v, p v * y v ^ 2 := by
  have hy := sq_sum_sub_le_sharp p hp0 hp1 a y
  linarith [hy, sq_nonneg ((1 - p a) * y a + (∑ v, p v * y v - p a * y a))]

/-- Coordinatewise bound by the weighted split with weights `1 - p a` and `p a`:
`p a (y a - ∑ v, p v y v)² ≤ (1 - p a) ∑ v, p v (y v)²` [ftip-0080]. -/
theorem mul_sq_sub_wmean_le_sharp {V : Type*} [Fintype V] [DecidableEq V] (p : V → ℝ)
    (hp0 : ∀ v, 0 ≤ p v) (hp1 : ∑ v, p v = 1) (a : V) (hpa1 : p a ≤ 1) (y : V → ℝ) :
    p a * (y a - ∑ v, p v * y v) ^ 2 ≤ (1 - p a) * ∑ v, p v * y v ^ 2 := by
  have hy := sq_sum_sub_le_sharp p hp0 hp1 a y
  have h1P : 0 ≤ 1 - p a := by linarith [hpa1]
  linarith [hy, mul_nonneg h1P (sq_nonneg (p a * y a + (∑ v, p v * y v - p a * y a)))]

/-- Exchanging the sums in the mean row energy:
`∑ i, ∑ v, p v (J v i)² = ∑ v, p v ‖J v‖²` [ftip-0080]. -/
theorem sum_sum_mul_sq_eq_sharp {V n : Type*} [Fintype V] [Fintype n] (p : V → ℝ)
    (J : Matrix V n ℝ) :
    ∑ i, ∑ v, p v * J v i ^ 2 = ∑ v, p v * sqNorm (J v) := by
  simp only [sqNorm, Finset.mul_sum]
  exact Finset.sum_comm

/-- The energy of `Jᵀ E`: `‖Jᵀ E‖² = (r A)² ∑ i, (J a i - ∑ v, p v J v i)²` [ftip-0080]. -/
theorem sqNorm_transpose_mulVec_errorVec_sharp {V n : Type*} [Fintype V] [DecidableEq V]
    [Fintype n] (p : V → ℝ) (a : V) (b A : ℝ) (J : Matrix V n ℝ) :
    sqNorm (Jᵀ *ᵥ errorVec p a b A) =
      (ratio p a b * A) ^ 2 * ∑ i, (J a i - ∑ v, p v * J v i) ^ 2 := by
  unfold sqNorm
  rw [Finset.mul_sum]
  exact Finset.sum_congr rfl (fun i _ ↦ by
    rw [transpose_mulVec_errorVec_apply_sharp]
    ring)

/-- Summed form of `sq_sub_wmean_le_two_sharp`:
`∑ i, (J a i - ∑ v, p v J v i)² ≤ 2 (1 - p a) (1 - 2 p a) ‖J a‖² + 2 (1 - p a) M`
with `M = ∑ v, p v ‖J v‖²` [ftip-0080]. -/
theorem sum_sq_le_two_sharp {V n : Type*} [Fintype V] [DecidableEq V] [Fintype n]
    (p : V → ℝ) (hp0 : ∀ v, 0 ≤ p v) (hp1 : ∑ v, p v = 1) (a : V) (J : Matrix V n ℝ) :
    ∑ i, (J a i - ∑ v, p v * J v i) ^ 2 ≤
      2 * (1 - p a) * (1 - 2 * p a) * sqNorm (J a) +
        2 * (1 - p a) * ∑ v, p v * sqNorm (J v) := by
  have hsum : ∑ i, ∑ v, p v * J v i ^ 2 = ∑ v, p v * sqNorm (J v) :=
    sum_sum_mul_sq_eq_sharp p J
  have hU : ∑ i, J a i ^ 2 = sqNorm (J a) := rfl
  calc ∑ i, (J a i - ∑ v, p v * J v i) ^ 2
      ≤ ∑ i, (2 * (1 - p a) * (1 - 2 * p a) * J a i ^ 2 +
          2 * (1 - p a) * ∑ v, p v * J v i ^ 2) :=
        Finset.sum_le_sum (fun i _ ↦ sq_sub_wmean_le_two_sharp p hp0 hp1 a (fun v ↦ J v i))
    _ = 2 * (1 - p a) * (1 - 2 * p a) * ∑ i, J a i ^ 2 +
          2 * (1 - p a) * ∑ i, ∑ v, p v * J v i ^ 2 := by
        rw [Finset.sum_add_distrib, ← Finset.mul_sum, ← Finset.mul_sum]
    _ = 2 * (1 - p a) * (1 - 2 * p a) * sqNorm (J a) +
          2 * (1 - p a) * ∑ v, p v * sqNorm (J v) := by
        rw [hU, hsum]

/-- Summed form of `mul_sq_sub_wmean_le_sharp`:
`p a ∑ i, (J a i - ∑ v, p v J v i)² ≤ (1 - p a) ∑ v, p v ‖J v‖²` [ftip-0080]. -/
theorem mul_sum_sq_le_sharp {V n : Type*} [Fintype V] [DecidableEq V] [Fintype n]
    (p : V → ℝ) (hp0 : ∀ v, 0 ≤ p v) (hp1 : ∑ v, p v = 1) (a : V) (hpa1 : p a ≤ 1)
    (J : Matrix V n ℝ) :
    p a * ∑ i, (J a i - ∑ v, p v * J v i) ^ 2 ≤ (1 - p a) * ∑ v, p v * sqNorm (J v) := by
  calc p a * ∑ i, (J a i - ∑ v, p v * J v i) ^ 2
      = ∑ i, p a * (J a i - ∑ v, p v * J v i) ^ 2 := Finset.mul_sum _ _ _
    _ ≤ ∑ i, (1 - p a) * ∑ v, p v * J v i ^ 2 :=
        Finset.sum_le_sum
          (fun i _ ↦ mul_sq_sub_wmean_le_sharp p hp0 hp1 a hpa1 (fun v ↦ J v i))
    _ = (1 - p a) * ∑ i, ∑ v, p v * J v i ^ 2 := (Finset.mul_sum _ _ _).symm
    _ = (1 - p a) * ∑ v, p v * sqNorm (J v) := by
        rw [sum_sum_mul_sq_eq_sharp]

/-- Real-number core of the ratio bounds: from `D s ≤ W N`, `W ≤ e`, `α d ≤ H` and `X ≤ β d`
(all with the obvious signs) follows `s X / (e H) ≤ β N / (α D)` [ftip-0080]. -/
theorem div_le_of_energy_bounds_sharp {s X e Hh W N D α β d : ℝ} (hW : 0 < W) (hD : 0 < D)
    (hα : 0 < α) (hβ : 0 < β) (hd : 0 < d) (hs0 : 0 ≤ s) (hX0 : 0 ≤ X)
    (hs : D * s ≤ W * N) (he : W ≤ e) (hHh : α * d ≤ Hh) (hX : X ≤ β * d) :
    s * X / (e * Hh) ≤ β * N / (α * D) := by
  have hN : 0 ≤ N := by
    by_contra hneg
    have hWN : W * N < 0 := mul_neg_of_pos_of_neg hW (not_le.mp hneg)
    linarith [hWN, hs, mul_nonneg hD.le hs0]
  have hαd : 0 < α * d := mul_pos hα hd
  have he0 : 0 < e := lt_of_lt_of_le hW he
  have hHh0 : 0 < Hh := lt_of_lt_of_le hαd hHh
  rw [div_le_div_iff₀ (mul_pos he0 hHh0) (mul_pos hα hD)]
  calc s * X * (α * D) = D * s * X * α := by ring
    _ ≤ W * N * (β * d) * α :=
        mul_le_mul_of_nonneg_right (mul_le_mul hs hX hX0 (mul_nonneg hW.le hN)) hα.le
    _ = β * N * (W * (α * d)) := by ring
    _ ≤ β * N * (e * Hh) :=
        mul_le_mul_of_nonneg_left (mul_le_mul he hHh hαd.le he0.le) (mul_nonneg hβ.le hN)

end Algebra

section Ratio

/-- Generic occurrence-to-head ratio bound: if the centred sampled row satisfies
`D ∑ i, (J a i - ∑ v, p v J v i)² ≤ (1 - p a)² N` with `D > 0`, then
`‖H‖_F² / ‖G‖_F² ≤ β N / (α D)` [beyond-seed] [ftip-0080]. -/
theorem occ_ratio_le_of_sum_sq_le_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β N D : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β)
    (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : sqNorm x ≤ β * (dModel : ℝ))
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) (hD : 0 < D)
    (hS : D * ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2 ≤ (1 - softmax z a) ^ 2 * N) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤ β * N / (α * D) := by
  rw [frobSq_vecMulVec, frobSq_vecMulVec]
  have hr : 0 < ratio (softmax z) a b := div_pos (softmax_pos z a) hb
  have hK : ratio (softmax z) a b * A ≠ 0 := mul_ne_zero hr.ne' hA
  have hK2 : 0 < (ratio (softmax z) a b * A) ^ 2 := sq_pos_of_ne_zero hK
  have h1P : 0 < 1 - softmax z a := by linarith [hpa]
  have hW : 0 < (ratio (softmax z) a b * A) ^ 2 * (1 - softmax z a) ^ 2 :=
    mul_pos hK2 (pow_pos h1P 2)
  have hd1 : (1 : ℝ) ≤ (dModel : ℝ) := by exact_mod_cast hd
  have hd0 : (0 : ℝ) < (dModel : ℝ) := by linarith [hd1]
  refine div_le_of_energy_bounds_sharp hW hD hα hβ hd0
    (sqNorm_nonneg (Jᵀ *ᵥ errorVec (softmax z) a b A)) (sqNorm_nonneg x) ?_
    (sq_mul_sq_le_sqNorm_errorVec_sharp (softmax z) a b A) hh hx
  rw [sqNorm_transpose_mulVec_errorVec_sharp]
  calc D * ((ratio (softmax z) a b * A) ^ 2 *
        ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2)
      = (ratio (softmax z) a b * A) ^ 2 *
          (D * ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2) := by ring
    _ ≤ (ratio (softmax z) a b * A) ^ 2 * ((1 - softmax z a) ^ 2 * N) :=
        mul_le_mul_of_nonneg_left hS hK2.le
    _ = (ratio (softmax z) a b * A) ^ 2 * (1 - softmax z a) ^ 2 * N := by ring

/-- **Sharp occurrence-to-head ratio.** Under the hypotheses of [ftip-0080],
`‖H‖_F² / ‖G‖_F² ≤ 4 β C / (α (1 - p_a))`, one power of `1 - p_a` better than the seed's
`4 β C / (α (1 - p_a)²)` [beyond-seed] [ftip-0080]. -/
theorem occ_ratio_le_sharp {V : Type*} [Fintype V] [DecidableEq V] {dModel m dIn : ℕ}
    (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ) (J : Matrix V (Fin m) ℝ)
    (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β) (hC : 0 < C)
    (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : sqNorm x ≤ β * (dModel : ℝ))
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤
      4 * β * C / (α * (1 - softmax z a)) := by
  have : Nonempty V := ⟨a⟩
  have hp1 : ∑ v, softmax z v = 1 := sum_softmax z
  have hP0 : 0 ≤ softmax z a := softmax_nonneg z a
  have h1P : 0 < 1 - softmax z a := by linarith [hpa]
  have hU0 : 0 ≤ sqNorm (J a) := sqNorm_nonneg (J a)
  have hS := sum_sq_le_two_sharp (softmax z) (softmax_nonneg z) hp1 a J
  have hM : (1 - softmax z a) * ∑ v, softmax z v * sqNorm (J v) ≤ (1 - softmax z a) * C :=
    mul_le_mul_of_nonneg_left hJmean h1P.le
  have hPC : 0 ≤ (1 - softmax z a) * softmax z a * C :=
    mul_nonneg (mul_nonneg h1P.le hP0) hC.le
  have key : ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2 ≤ 4 * (1 - softmax z a) * C := by
    rcases le_total (softmax z a) (1 / 2) with hle | hge
    · have h12 : 0 ≤ 1 - 2 * softmax z a := by linarith [hle]
      have hUC : (1 - softmax z a) * (1 - 2 * softmax z a) * sqNorm (J a) ≤
          (1 - softmax z a) * (1 - 2 * softmax z a) * C :=
        mul_le_mul_of_nonneg_left hJa (mul_nonneg h1P.le h12)
      linarith [hS, hM, hPC, hUC]
    · have h21 : 0 ≤ 2 * softmax z a - 1 := by linarith [hge]
      have hU1 : 0 ≤ (1 - softmax z a) * (2 * softmax z a - 1) * sqNorm (J a) :=
        mul_nonneg (mul_nonneg h1P.le h21) hU0
      have hC1 : 0 ≤ (1 - softmax z a) * C := mul_nonneg h1P.le hC.le
      linarith [hS, hM, hU1, hC1]
  have hS' : (1 - softmax z a) * ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2 ≤
      (1 - softmax z a) ^ 2 * (4 * C) := by
    calc (1 - softmax z a) * ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2
        ≤ (1 - softmax z a) * (4 * (1 - softmax z a) * C) :=
          mul_le_mul_of_nonneg_left key h1P.le
      _ = (1 - softmax z a) ^ 2 * (4 * C) := by ring
  calc frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
        frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
      ≤ β * (4 * C) / (α * (1 - softmax z a)) :=
        occ_ratio_le_of_sum_sq_le_sharp z a b A α β (4 * C) (1 - softmax z a) h J x hd hα hβ
          hh hx hA hpa hb h1P hS'
    _ = 4 * β * C / (α * (1 - softmax z a)) := by ring

/-- **The ratio for `p_a ≤ 1/2`.** If moreover `p_a ≤ 1/2`, then
`‖H‖_F² / ‖G‖_F² ≤ 4 β C / α = (β / α) κ(p_a)` with `κ = 4 C`, free of `1 - p_a`
[beyond-seed] [ftip-0080]. -/
theorem occ_ratio_le_kappa_of_le_half {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β)
    (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : sqNorm x ≤ β * (dModel : ℝ))
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) (hhalf : softmax z a ≤ 1 / 2) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤ 4 * β * C / α := by
  have : Nonempty V := ⟨a⟩
  have hp1 : ∑ v, softmax z v = 1 := sum_softmax z
  have h1P : 0 < 1 - softmax z a := by linarith [hpa]
  have h12 : 0 ≤ 1 - 2 * softmax z a := by linarith [hhalf]
  have hS := sum_sq_le_two_sharp (softmax z) (softmax_nonneg z) hp1 a J
  have hM : (1 - softmax z a) * ∑ v, softmax z v * sqNorm (J v) ≤ (1 - softmax z a) * C :=
    mul_le_mul_of_nonneg_left hJmean h1P.le
  have hUC : (1 - softmax z a) * (1 - 2 * softmax z a) * sqNorm (J a) ≤
      (1 - softmax z a) * (1 - 2 * softmax z a) * C :=
    mul_le_mul_of_nonneg_left hJa (mul_nonneg h1P.le h12)
  have hS' : 1 * ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2 ≤
      (1 - softmax z a) ^ 2 * (4 * C) := by
    linarith [hS, hM, hUC]
  calc frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
        frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
      ≤ β * (4 * C) / (α * 1) :=
        occ_ratio_le_of_sum_sq_le_sharp z a b A α β (4 * C) 1 h J x hd hα hβ
          hh hx hA hpa hb one_pos hS'
    _ = 4 * β * C / α := by ring

/-- **The ratio from the mean row energy alone.** For every `p_a ∈ (0, 1)`,
`‖H‖_F² / ‖G‖_F² ≤ β C / (α (p_a (1 - p_a)))`; no bound on the sampled row is needed. For
`p_a ≥ 1/2` this is `(β / α) κ(p_a)` with `κ = C / (p_a (1 - p_a))`
[beyond-seed] [ftip-0080]. -/
theorem occ_ratio_le_inv_mul_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β)
    (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : sqNorm x ≤ β * (dModel : ℝ))
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤
      β * C / (α * (softmax z a * (1 - softmax z a))) := by
  have : Nonempty V := ⟨a⟩
  have hp1 : ∑ v, softmax z v = 1 := sum_softmax z
  have h1P : 0 < 1 - softmax z a := by linarith [hpa]
  have hI := mul_sum_sq_le_sharp (softmax z) (softmax_nonneg z) hp1 a hpa.le J
  have hI' : (1 - softmax z a) * (softmax z a *
        ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2) ≤
      (1 - softmax z a) * ((1 - softmax z a) * ∑ v, softmax z v * sqNorm (J v)) :=
    mul_le_mul_of_nonneg_left hI h1P.le
  have hM : (1 - softmax z a) * (1 - softmax z a) * ∑ v, softmax z v * sqNorm (J v) ≤
      (1 - softmax z a) * (1 - softmax z a) * C :=
    mul_le_mul_of_nonneg_left hJmean (mul_nonneg h1P.le h1P.le)
  have hS' : softmax z a * (1 - softmax z a) *
        ∑ i, (J a i - ∑ v, softmax z v * J v i) ^ 2 ≤ (1 - softmax z a) ^ 2 * C := by
    linarith [hI', hM]
  exact occ_ratio_le_of_sum_sq_le_sharp z a b A α β C (softmax z a * (1 - softmax z a)) h J x
    hd hα hβ hh hx hA hpa hb (mul_pos (softmax_pos z a) h1P) hS'

/-- **The piecewise sharp ratio.** With `κ(p) = 4 C` for `p ≤ 1/2` and
`κ(p) = C / (p (1 - p))` for `p > 1/2`, `‖H‖_F² / ‖G‖_F² ≤ (β / α) κ(p_a)`
[beyond-seed] [ftip-0080]. -/
theorem occ_ratio_le_kappa {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β)
    (hh : α * (dModel : ℝ) ≤ sqNorm h) (hx : sqNorm x ≤ β * (dModel : ℝ))
    (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C) (hJa : sqNorm (J a) ≤ C)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤
      β / α * (if softmax z a ≤ 1 / 2 then 4 * C
        else C / (softmax z a * (1 - softmax z a))) := by
  by_cases hle : softmax z a ≤ 1 / 2
  · rw [if_pos hle]
    calc frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
          frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
        ≤ 4 * β * C / α :=
          occ_ratio_le_kappa_of_le_half z a b A α β C h J x hd hα hβ hh hx hJmean hJa hA hpa
            hb hle
      _ = β / α * (4 * C) := by ring
  · rw [if_neg hle]
    calc frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
          frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h)
        ≤ β * C / (α * (softmax z a * (1 - softmax z a))) :=
          occ_ratio_le_inv_mul_sharp z a b A α β C h J x hd hα hβ hh hx hJmean hA hpa hb
      _ = β / α * (C / (softmax z a * (1 - softmax z a))) :=
          (div_mul_div_comm β α C (softmax z a * (1 - softmax z a))).symm

end Ratio

section Witness

/-- The error energy exactly: `‖E‖² = (r A)² (1 - 2 p_a + ∑ v, p v ²)` [ftip-0080]. -/
theorem sqNorm_errorVec_eq_sharp {V : Type*} [Fintype V] [DecidableEq V] (p : V → ℝ) (a : V)
    (b A : ℝ) :
    sqNorm (errorVec p a b A) = (ratio p a b * A) ^ 2 * (1 - 2 * p a + ∑ v, p v ^ 2) := by
  unfold sqNorm
  calc ∑ v, errorVec p a b A v ^ 2
      = ∑ v, ((ratio p a b * A) ^ 2 * (if v = a then 1 else 0) -
          (ratio p a b * A) ^ 2 * 2 * (if v = a then p v else 0) +
          (ratio p a b * A) ^ 2 * p v ^ 2) :=
        Finset.sum_congr rfl (fun v _ ↦ by
          unfold errorVec
          split_ifs <;> ring)
    _ = (ratio p a b * A) ^ 2 * (∑ v, if v = a then 1 else 0) -
          (ratio p a b * A) ^ 2 * 2 * (∑ v, if v = a then p v else 0) +
          (ratio p a b * A) ^ 2 * ∑ v, p v ^ 2 := by
        rw [Finset.sum_add_distrib, Finset.sum_sub_distrib, Finset.mul_sum, Finset.mul_sum,
          Finset.mul_sum]
    _ = (ratio p a b * A) ^ 2 * (1 - 2 * p a + ∑ v, p v ^ 2) := by
        rw [Fintype.sum_ite_eq', Fintype.sum_ite_eq']
        ring

/-- If every other row is `c` times the sampled row, the centred sampled row is
`J a i - ∑ v, p v J v i = (1 - p a) (1 - c) J a i` [ftip-0080]. -/
theorem sub_sum_mul_eq_of_rows_sharp {V n : Type*} [Fintype V] [DecidableEq V] (p : V → ℝ)
    (hp1 : ∑ v, p v = 1) (a : V) (J : Matrix V n ℝ) (c : ℝ)
    (hJ : ∀ v, v ≠ a → ∀ i, J v i = c * J a i) (i : n) :
    J a i - ∑ v, p v * J v i = (1 - p a) * (1 - c) * J a i := by
  have hsum : ∑ v, p v * J v i =
      ∑ v, (p v * (c * J a i) + (if v = a then p v * ((1 - c) * J a i) else 0)) :=
    Finset.sum_congr rfl (fun v _ ↦ by
      by_cases hv : v = a
      · rw [if_pos hv, hv]
        ring
      · rw [if_neg hv, hJ v hv i]
        ring)
  rw [hsum, Finset.sum_add_distrib, ← Finset.sum_mul, hp1, Fintype.sum_ite_eq']
  ring

/-- If every other row is `c` times the sampled row,
`∑ i, (J a i - ∑ v, p v J v i)² = (1 - p a)² (1 - c)² ‖J a‖²` [ftip-0080]. -/
theorem sum_sq_sub_eq_of_rows_sharp {V n : Type*} [Fintype V] [DecidableEq V] [Fintype n]
    (p : V → ℝ) (hp1 : ∑ v, p v = 1) (a : V) (J : Matrix V n ℝ) (c : ℝ)
    (hJ : ∀ v, v ≠ a → ∀ i, J v i = c * J a i) :
    ∑ i, (J a i - ∑ v, p v * J v i) ^ 2 = (1 - p a) ^ 2 * (1 - c) ^ 2 * sqNorm (J a) := by
  unfold sqNorm
  rw [Finset.mul_sum]
  exact Finset.sum_congr rfl (fun i _ ↦ by
    rw [sub_sum_mul_eq_of_rows_sharp p hp1 a J c hJ i]
    ring)

/-- **Exact ratio on the witness family.** If every row other than the sampled one is `c` times
the sampled row, then
`‖H‖_F² / ‖G‖_F² = (1 - p_a)² (1 - c)² ‖J a‖² ‖x‖² / ((1 - 2 p_a + ∑ v, p v ²) ‖h‖²)`.
With `c = -1`, `‖J a‖² = C`, `‖h‖² = α dModel`, `‖x‖² = β dModel` and the remaining mass
`1 - p_a` spread evenly over `M` tokens, the denominator factor is `(1 - p_a)² (M + 1) / M`, so
the ratio is `(β / α) 4 C M / (M + 1)` (`Dgg.occ_ratio_eq_of_uniform_sharp`), which tends to
the bound `(β / α) 4 C` for `p_a ≤ 1/2` [beyond-seed] [ftip-0080]. -/
theorem occ_ratio_eq_of_rows_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A c : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hJ : ∀ v, v ≠ a → ∀ i, J v i = c * J a i)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) (hh : 0 < sqNorm h) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) =
      (1 - softmax z a) ^ 2 * (1 - c) ^ 2 * sqNorm (J a) * sqNorm x /
        ((1 - 2 * softmax z a + ∑ v, softmax z v ^ 2) * sqNorm h) := by
  have : Nonempty V := ⟨a⟩
  have hp1 : ∑ v, softmax z v = 1 := sum_softmax z
  have hr : 0 < ratio (softmax z) a b := div_pos (softmax_pos z a) hb
  have hK : ratio (softmax z) a b * A ≠ 0 := mul_ne_zero hr.ne' hA
  have hK2 : 0 < (ratio (softmax z) a b * A) ^ 2 := sq_pos_of_ne_zero hK
  have h1P : 0 < 1 - softmax z a := by linarith [hpa]
  have hQ : 0 < 1 - 2 * softmax z a + ∑ v, softmax z v ^ 2 := by
    have hE := sq_mul_sq_le_sqNorm_errorVec_sharp (softmax z) a b A
    rw [sqNorm_errorVec_eq_sharp] at hE
    have hE' : (1 - softmax z a) ^ 2 ≤ 1 - 2 * softmax z a + ∑ v, softmax z v ^ 2 :=
      le_of_mul_le_mul_left hE hK2
    linarith [pow_pos h1P 2]
  rw [frobSq_vecMulVec, frobSq_vecMulVec, sqNorm_transpose_mulVec_errorVec_sharp,
    sqNorm_errorVec_eq_sharp, sum_sq_sub_eq_of_rows_sharp (softmax z) hp1 a J c hJ]
  rw [div_eq_div_iff (mul_pos (mul_pos hK2 hQ) hh).ne' (mul_pos hQ hh).ne']
  ring

/-- **The `p_a ≤ 1/2` witness.** If every other row is the negative of the sampled row,
`‖J a‖² = C`, `‖h‖² = α dModel` and `‖x‖² = β dModel`, then
`‖H‖_F² / ‖G‖_F² = 4 β C (1 - p_a)² / (α (1 - 2 p_a + ∑ v, p v ²))`. The row-energy
hypotheses hold with equality, so for `p_a ≤ 1/2` these data satisfy the hypotheses of
`occ_ratio_le_kappa_of_le_half`; the factor `(1 - p_a)² / (1 - 2 p_a + ∑ v, p v ²)` tends to
`1` as the mass off `a` spreads out, so the constant `4 β C / α` cannot be lowered
[beyond-seed] [ftip-0080]. -/
theorem occ_ratio_eq_of_rows_neg_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (z : V → ℝ) (a : V) (b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α)
    (hh : sqNorm h = α * (dModel : ℝ)) (hx : sqNorm x = β * (dModel : ℝ))
    (hJa : sqNorm (J a) = C) (hJ : ∀ v, v ≠ a → ∀ i, J v i = -J a i)
    (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) =
      4 * β * C * (1 - softmax z a) ^ 2 /
        (α * (1 - 2 * softmax z a + ∑ v, softmax z v ^ 2)) := by
  have hJ' : ∀ v, v ≠ a → ∀ i, J v i = -1 * J a i := fun v hv i ↦ by
    rw [hJ v hv i]
    ring
  have hd1 : (1 : ℝ) ≤ (dModel : ℝ) := by exact_mod_cast hd
  have hd0 : (0 : ℝ) < (dModel : ℝ) := by linarith [hd1]
  have hh0 : 0 < sqNorm h := by
    rw [hh]
    exact mul_pos hα hd0
  have hQ : 0 < 1 - 2 * softmax z a + ∑ v, softmax z v ^ 2 := by
    have hsq : 0 ≤ ∑ v ∈ Finset.univ.erase a, softmax z v ^ 2 :=
      Finset.sum_nonneg (fun v _ ↦ sq_nonneg (softmax z v))
    have hsplit : softmax z a ^ 2 + ∑ v ∈ Finset.univ.erase a, softmax z v ^ 2 =
        ∑ v, softmax z v ^ 2 :=
      Finset.add_sum_erase Finset.univ (fun v ↦ softmax z v ^ 2) (Finset.mem_univ a)
    have h1P : 0 < 1 - softmax z a := by linarith [hpa]
    linarith [pow_pos h1P 2, hsq, hsplit]
  rw [occ_ratio_eq_of_rows_sharp z a b A (-1) h J x hJ' hA hpa hb hh0, hh, hx, hJa]
  rw [div_eq_div_iff (mul_pos hQ (mul_pos hα hd0)).ne' (mul_pos hα hQ).ne']
  ring

/-- **Cardinality step of the witness family.** If every token other than `a` has the same logit
`c`, the `M = |V| - 1` tokens other than `a` carry `∑_{v ≠ a} p v = M Q` and
`∑_{v ≠ a} p v ² = M Q²` for one common probability `Q`, so `p a + M Q = 1`,
`∑ v, p v ² = p a ² + M Q²` and `M ≥ 0` [beyond-seed] [ftip-0080]. -/
theorem exists_uniform_off_peak_sharp {V : Type*} [Fintype V] [DecidableEq V]
    (z : V → ℝ) (a : V) (c : ℝ) (hz : ∀ v, v ≠ a → z v = c) :
    ∃ Q : ℝ, softmax z a + ((Fintype.card V : ℝ) - 1) * Q = 1 ∧
      ∑ v, softmax z v ^ 2 = softmax z a ^ 2 + ((Fintype.card V : ℝ) - 1) * Q ^ 2 ∧
      0 ≤ (Fintype.card V : ℝ) - 1 := by
  have : Nonempty V := ⟨a⟩
  have hQ : ∀ v, v ≠ a → softmax z v = Real.exp c / ∑ w, Real.exp (z w) := by
    intro v hv
    rw [softmax, hz v hv]
  -- the cardinality argument: `|V \ {a}| + 1 = |V|`
  have hcard : (Finset.univ.erase a : Finset V).card + 1 = Fintype.card V := by
    rw [Finset.card_erase_add_one (Finset.mem_univ a), Finset.card_univ]
  have hcardR : ((Finset.univ.erase a : Finset V).card : ℝ) = (Fintype.card V : ℝ) - 1 := by
    have h : ((Finset.univ.erase a : Finset V).card : ℝ) + 1 = (Fintype.card V : ℝ) := by
      exact_mod_cast hcard
    linarith [h]
  have hs1 : ∑ v ∈ Finset.univ.erase a, softmax z v =
      ((Fintype.card V : ℝ) - 1) * (Real.exp c / ∑ w, Real.exp (z w)) := by
    calc ∑ v ∈ Finset.univ.erase a, softmax z v
        = ∑ _v ∈ Finset.univ.erase a, Real.exp c / ∑ w, Real.exp (z w) :=
          Finset.sum_congr rfl (fun v hv ↦ hQ v (Finset.ne_of_mem_erase hv))
      _ = (Finset.univ.erase a).card • (Real.exp c / ∑ w, Real.exp (z w)) :=
          Finset.sum_const _
      _ = ((Finset.univ.erase a : Finset V).card : ℝ) * (Real.exp c / ∑ w, Real.exp (z w)) :=
          nsmul_eq_mul _ _
      _ = ((Fintype.card V : ℝ) - 1) * (Real.exp c / ∑ w, Real.exp (z w)) := by
          rw [hcardR]
  have hs2 : ∑ v ∈ Finset.univ.erase a, softmax z v ^ 2 =
      ((Fintype.card V : ℝ) - 1) * (Real.exp c / ∑ w, Real.exp (z w)) ^ 2 := by
    calc ∑ v ∈ Finset.univ.erase a, softmax z v ^ 2
        = ∑ _v ∈ Finset.univ.erase a, (Real.exp c / ∑ w, Real.exp (z w)) ^ 2 :=
          Finset.sum_congr rfl (fun v hv ↦ by rw [hQ v (Finset.ne_of_mem_erase hv)])
      _ = (Finset.univ.erase a).card • (Real.exp c / ∑ w, Real.exp (z w)) ^ 2 :=
          Finset.sum_const _
      _ = ((Finset.univ.erase a : Finset V).card : ℝ) *
            (Real.exp c / ∑ w, Real.exp (z w)) ^ 2 :=
          nsmul_eq_mul _ _
      _ = ((Fintype.card V : ℝ) - 1) * (Real.exp c / ∑ w, Real.exp (z w)) ^ 2 := by
          rw [hcardR]
  have hsplit1 : softmax z a + ∑ v ∈ Finset.univ.erase a, softmax z v = ∑ v, softmax z v :=
    Finset.add_sum_erase Finset.univ (fun v ↦ softmax z v) (Finset.mem_univ a)
  have hsplit2 : softmax z a ^ 2 + ∑ v ∈ Finset.univ.erase a, softmax z v ^ 2 =
      ∑ v, softmax z v ^ 2 :=
    Finset.add_sum_erase Finset.univ (fun v ↦ softmax z v ^ 2) (Finset.mem_univ a)
  refine ⟨Real.exp c / ∑ w, Real.exp (z w), ?_, ?_, ?_⟩
  · rw [← hs1, hsplit1]
    exact sum_softmax z
  · rw [← hs2, hsplit2]
  · rw [← hcardR]
    exact Nat.cast_nonneg _

/-- Real-number core of the witness ratio: if `P + M Q = 1` with `M = N - 1 ≥ 0`, `P < 1` and
`S = P² + M Q²`, then `4 β C (1 - P)² / (α (1 - 2 P + S)) = (4 β C / α) · M / N`
[beyond-seed] [ftip-0080]. -/
theorem witness_ratio_eq_sharp (β C α P N Q S : ℝ) (hα : 0 < α) (hN : 0 < N)
    (hM0 : 0 ≤ N - 1) (hP : P < 1) (hMQ : P + (N - 1) * Q = 1) (hS : S = P ^ 2 + (N - 1) * Q ^ 2) :
    4 * β * C * (1 - P) ^ 2 / (α * (1 - 2 * P + S)) = 4 * β * C / α * ((N - 1) / N) := by
  have h1P : 0 < 1 - P := by linarith [hP]
  have hMQ2 : 0 ≤ (N - 1) * Q ^ 2 := mul_nonneg hM0 (sq_nonneg Q)
  have hsq1 : 0 < (1 - P) ^ 2 := pow_pos h1P 2
  have hden : 0 < α * (1 - 2 * P + S) := by
    have hpos : 0 < 1 - 2 * P + S := by
      rw [hS]
      linarith [hsq1, hMQ2]
    exact mul_pos hα hpos
  have hαN : 0 < α * N := mul_pos hα hN
  calc 4 * β * C * (1 - P) ^ 2 / (α * (1 - 2 * P + S))
      = 4 * β * C * (N - 1) / (α * N) := by
        rw [div_eq_div_iff hden.ne' hαN.ne', hS]
        -- with `M = N - 1` and `P = 1 - M Q` both sides are `4 β C α M² Q² N`
        linear_combination (-4 * β * C * α * (1 - P + (N - 1) * Q)) * hMQ
    _ = 4 * β * C / α * ((N - 1) / N) := (div_mul_div_comm (4 * β * C) α (N - 1) N).symm

/-- The logits of the witness family: `t` at the sampled token `a` and `0` at every other token,
so the `M = |V| - 1` off-peak tokens have equal probability. By the shift invariance of softmax
this covers every vocabulary whose off-peak tokens share one logit [beyond-seed] [ftip-0080]. -/
noncomputable def uniformLogits {V : Type*} [DecidableEq V] (a : V) (t : ℝ) (v : V) : ℝ :=
  if v = a then t else 0

/-- **The exact ratio of the witness family with `M` equal off-peak tokens.** Let every row of `J`
other than the sampled one be the negative of the sampled row, `‖J a‖² = C`, `‖h‖² = α dModel`,
`‖x‖² = β dModel` (so the hypotheses of `Dgg.occ_ratio_le_kappa` hold, with equality in both
row-energy bounds), and let all `M = |V| - 1` tokens other than `a` have the same logit
(`Dgg.uniformLogits`). Then
`‖H‖_F² / ‖G‖_F² = (4 β C / α) · M / (M + 1)`: the remaining mass `1 - p_a` is spread evenly over
`M` tokens, so `1 - 2 p_a + ∑ v, p v ² = (1 - p_a)² (M + 1) / M` [beyond-seed] [ftip-0080]. -/
theorem occ_ratio_eq_of_uniform_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (a : V) (t b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α)
    (hh : sqNorm h = α * (dModel : ℝ)) (hx : sqNorm x = β * (dModel : ℝ))
    (hJa : sqNorm (J a) = C) (hJ : ∀ v, v ≠ a → ∀ i, J v i = -J a i)
    (hA : A ≠ 0) (hpa : softmax (uniformLogits a t) a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax (uniformLogits a t)) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax (uniformLogits a t)) a b A) h) =
      4 * β * C / α * (((Fintype.card V : ℝ) - 1) / (Fintype.card V : ℝ)) := by
  have : Nonempty V := ⟨a⟩
  obtain ⟨Q, hMQ, hsq, hM0⟩ := exists_uniform_off_peak_sharp (uniformLogits a t) a 0
    (fun v hv ↦ if_neg hv)
  have hN : (0 : ℝ) < (Fintype.card V : ℝ) := Nat.cast_pos.2 Fintype.card_pos
  exact (occ_ratio_eq_of_rows_neg_sharp (uniformLogits a t) a b A α β C h J x hd hα hh hx hJa hJ
    hA hpa hb).trans (witness_ratio_eq_sharp β C α _ _ Q _ hα hN hM0 hpa hMQ hsq)

/-- **The witness family attains `(β / α) κ(p_a) · M / (M + 1)`.** Under the hypotheses of
`Dgg.occ_ratio_eq_of_uniform_sharp` and `p_a ≤ 1/2`, the ratio equals the bound
`(β / α) κ(p_a)` of `Dgg.occ_ratio_le_kappa` times `M / (M + 1)` with `M = |V| - 1` off-peak
tokens, which tends to `1` as `M` grows: the bound cannot be lowered for `p_a ≤ 1/2`
[beyond-seed] [ftip-0080]. -/
theorem occ_ratio_eq_kappa_mul_of_uniform_sharp {V : Type*} [Fintype V] [DecidableEq V]
    {dModel m dIn : ℕ} (a : V) (t b A α β C : ℝ) (h : Fin dModel → ℝ)
    (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ) (hd : 1 ≤ dModel) (hα : 0 < α)
    (hh : sqNorm h = α * (dModel : ℝ)) (hx : sqNorm x = β * (dModel : ℝ))
    (hJa : sqNorm (J a) = C) (hJ : ∀ v, v ≠ a → ∀ i, J v i = -J a i)
    (hA : A ≠ 0) (hpa : softmax (uniformLogits a t) a < 1) (hb : 0 < b)
    (hhalf : softmax (uniformLogits a t) a ≤ 1 / 2) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax (uniformLogits a t)) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax (uniformLogits a t)) a b A) h) =
      β / α * (if softmax (uniformLogits a t) a ≤ 1 / 2 then 4 * C
        else C / (softmax (uniformLogits a t) a * (1 - softmax (uniformLogits a t) a))) *
        (((Fintype.card V : ℝ) - 1) / (Fintype.card V : ℝ)) := by
  rw [if_pos hhalf,
    occ_ratio_eq_of_uniform_sharp a t b A α β C h J x hd hα hh hx hJa hJ hA hpa hb]
  ring

end Witness

end Dgg
