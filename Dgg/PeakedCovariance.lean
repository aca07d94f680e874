/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Mathlib

/-!
# Covariance under a peaked attention row

An attention row is a probability vector `π : Fin n → ℝ` (`0 ≤ π j`, `∑ j, π j = 1`). For values
`u k : Fin n → ℝ` the `π`-covariance is

`Cov_π(u, k) = ∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)`.

The row is *peaked* when it puts mass at least `1 - δ` on one key `j₀`. Covariance is invariant
under shifting `u` and `k` by constants; subtracting the peak values `u j₀`, `k j₀` makes every
remaining term carry the off-peak mass `1 - π j₀ ≤ δ`, which gives `|Cov_π(u, k)| ≤ 8 F K δ` when
`|u j| ≤ F` and `|k j| ≤ K`.

The helper lemmas are stated for general weights and are reused in the module
`DggSharp.PeakedCovarianceSharp` of the library `DggSharp`, which sharpens the constant.

The variable `π` is a probability vector, not `Real.pi`: the namespace `Real` is never opened here.

## Main results

* `Dgg.ug_peaked_gradient_bound`: `|Cov_π(u, k)| ≤ 8 * F * K * δ` for a row with peak mass
  `≥ 1 - δ` (the seed statement, verbatim).
* `Dgg.abs_cov_le_of_peaked`: Mathlib-style alias of `Dgg.ug_peaked_gradient_bound`.

Helper lemmas:

* `Dgg.sum_mul_sub_const_of_sum_eq_one`, `Dgg.sum_mul_add_const_of_sum_eq_one`,
  `Dgg.sum_mul_sub_mul_sub_of_sum_eq_one`: linearity of `π`-weighted sums when `∑ π = 1`.
* `Dgg.cov_eq_cov_sub_const`: covariance is shift invariant.
* `Dgg.abs_sum_mul_le_sum_mul_abs`: `|∑ π w| ≤ ∑ π |w|`.
* `Dgg.sum_mul_le_peak_add_of_le`: `∑ π w ≤ π j₀ * w j₀ + (1 - π j₀) * M` when `w ≤ M`.
* `Dgg.sum_mul_abs_le_mul_of_peak`: off-peak mass bound `∑ π |w| ≤ M * δ` when `w j₀ = 0`.
* `Dgg.abs_sub_le_two_mul_of_abs_le`, `Dgg.abs_mul_le_of_abs_le_of_abs_le`: elementary bounds.

## References

* Seed 002, *Peaked-row gradient bound* [ug-peaked-gradient-bound], part of "Unbiased randomized
  attention: cost x variance thresholds" (gradient-hardness round): if the row puts mass at least
  `1 - δ` on one key, `|Cov_π(u, k)| ≤ 8 F K δ` for `|u| ≤ F`, `|k| ≤ K`. Its Lean statement is
  reproduced in `tests/data/seed002_statement.txt`, against which `dgg audit` checks
  `Dgg.ug_peaked_gradient_bound` binder by binder.
-/

namespace Dgg

section WeightedSums

variable {n : ℕ}

/-- If the weights sum to one, a weighted sum of `f - c` is the weighted sum of `f` minus `c`.
[ug-peaked-gradient-bound] -/
theorem sum_mul_sub_const_of_sum_eq_one (π f : Fin n → ℝ) (c : ℝ) (hπs : ∑ j, π j = 1) :
    ∑ j, π j * (f j - c) = ∑ j, π j * f j - c := by
  calc ∑ j, π j * (f j - c) = ∑ j, (π j * f j - c * π j) :=
        Finset.sum_congr rfl (fun j _ ↦ by ring)
    _ = ∑ j, π j * f j - ∑ j, c * π j := by rw [Finset.sum_sub_distrib]
    _ = ∑ j, π j * f j - c * ∑ j, π j := by rw [Finset.mul_sum]
    _ = ∑ j, π j * f j - c := by rw [hπs, mul_one]

/-- If the weights sum to one, a weighted sum of `f + c` is the weighted sum of `f` plus `c`.
[ug-peaked-gradient-bound] -/
theorem sum_mul_add_const_of_sum_eq_one (π f : Fin n → ℝ) (c : ℝ) (hπs : ∑ j, π j = 1) :
    ∑ j, π j * (f j + c) = ∑ j, π j * f j + c := by
  calc ∑ j, π j * (f j + c) = ∑ j, (π j * f j + c * π j) :=
        Finset.sum_congr rfl (fun j _ ↦ by ring)
    _ = ∑ j, π j * f j + ∑ j, c * π j := by rw [Finset.sum_add_distrib]
    _ = ∑ j, π j * f j + c * ∑ j, π j := by rw [Finset.mul_sum]
    _ = ∑ j, π j * f j + c := by rw [hπs, mul_one]

/-- Expansion of the weighted sum of `(u - a) * (k - b)` when the weights sum to one:
`∑ π (u - a)(k - b) = ∑ π u k - b ∑ π u - a ∑ π k + a b`. [ug-peaked-gradient-bound] -/
theorem sum_mul_sub_mul_sub_of_sum_eq_one (π u k : Fin n → ℝ) (a b : ℝ)
    (hπs : ∑ j, π j = 1) :
    ∑ j, π j * ((u j - a) * (k j - b)) =
      ∑ j, π j * (u j * k j) - b * ∑ j, π j * u j - a * ∑ j, π j * k j + a * b := by
  calc ∑ j, π j * ((u j - a) * (k j - b))
        = ∑ j, (π j * (u j * k j) - b * (π j * u j) - a * (π j * k j) + a * b * π j) :=
          Finset.sum_congr rfl (fun j _ ↦ by ring)
    _ = ∑ j, π j * (u j * k j) - ∑ j, b * (π j * u j) - ∑ j, a * (π j * k j)
          + ∑ j, a * b * π j := by
          rw [Finset.sum_add_distrib, Finset.sum_sub_distrib, Finset.sum_sub_distrib]
    _ = ∑ j, π j * (u j * k j) - b * ∑ j, π j * u j - a * ∑ j, π j * k j
          + a * b * ∑ j, π j := by
          rw [Finset.mul_sum, Finset.mul_sum, Finset.mul_sum]
    _ = ∑ j, π j * (u j * k j) - b * ∑ j, π j * u j - a * ∑ j, π j * k j + a * b := by
          rw [hπs, mul_one]

/-- Covariance is shift invariant: if `∑ π = 1`, then for all constants `a`, `b` the
`π`-covariance of `u` and `k` equals that of `u - a` and `k - b`. [ug-peaked-gradient-bound] -/
theorem cov_eq_cov_sub_const (π u k : Fin n → ℝ) (a b : ℝ) (hπs : ∑ j, π j = 1) :
    ∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j) =
      ∑ j, π j * ((u j - a) * (k j - b)) -
        (∑ j, π j * (u j - a)) * (∑ j, π j * (k j - b)) := by
  rw [sum_mul_sub_mul_sub_of_sum_eq_one π u k a b hπs,
    sum_mul_sub_const_of_sum_eq_one π u a hπs, sum_mul_sub_const_of_sum_eq_one π k b hπs]
  ring

/-- For nonnegative weights, `|∑ π w| ≤ ∑ π |w|`. [ug-peaked-gradient-bound] -/
theorem abs_sum_mul_le_sum_mul_abs (π w : Fin n → ℝ) (hπ : ∀ j, 0 ≤ π j) :
    |∑ j, π j * w j| ≤ ∑ j, π j * |w j| := by
  calc |∑ j, π j * w j| ≤ ∑ j, |π j * w j| := Finset.abs_sum_le_sum_abs _ _
    _ = ∑ j, π j * |w j| :=
        Finset.sum_congr rfl (fun j _ ↦ by rw [abs_mul, abs_of_nonneg (hπ j)])

/-- Peak splitting: for a probability vector `π` and `w ≤ M` everywhere, the weighted sum of `w`
is at most the peak term `π j₀ * w j₀` plus the off-peak mass times `M`.
[ug-peaked-gradient-bound] -/
theorem sum_mul_le_peak_add_of_le (π w : Fin n → ℝ) (j₀ : Fin n) (M : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hw : ∀ j, w j ≤ M) :
    ∑ j, π j * w j ≤ π j₀ * w j₀ + (1 - π j₀) * M := by
  have hnn : ∀ j ∈ (Finset.univ : Finset (Fin n)), 0 ≤ M * π j - π j * w j := by
    intro j _
    have h1 : π j * w j ≤ π j * M := mul_le_mul_of_nonneg_left (hw j) (hπ j)
    linarith
  have hsingle : M * π j₀ - π j₀ * w j₀ ≤ ∑ j, (M * π j - π j * w j) :=
    Finset.single_le_sum (f := fun j ↦ M * π j - π j * w j) hnn (Finset.mem_univ j₀)
  have hsum : ∑ j, (M * π j - π j * w j) = M - ∑ j, π j * w j := by
    rw [Finset.sum_sub_distrib, ← Finset.mul_sum, hπs, mul_one]
  linarith

/-- Off-peak mass bound: if `π` puts mass at least `1 - δ` on `j₀`, `w j₀ = 0` and `|w| ≤ M`,
then `∑ π |w| ≤ M * δ`. [ug-peaked-gradient-bound] -/
theorem sum_mul_abs_le_mul_of_peak (π w : Fin n → ℝ) (j₀ : Fin n) (δ M : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hw0 : w j₀ = 0)
    (hw : ∀ j, |w j| ≤ M) :
    ∑ j, π j * |w j| ≤ M * δ := by
  have hM : 0 ≤ M := by
    have h := hw j₀
    rw [hw0, abs_zero] at h
    exact h
  have h1 : ∑ j, π j * |w j| ≤ π j₀ * |w j₀| + (1 - π j₀) * M :=
    sum_mul_le_peak_add_of_le π (fun j ↦ |w j|) j₀ M hπ hπs hw
  have h2 : M * (1 - δ) ≤ M * π j₀ := mul_le_mul_of_nonneg_left hpeak hM
  rw [hw0, abs_zero, mul_zero, zero_add] at h1
  linarith

end WeightedSums

/-- If `|u| ≤ F` everywhere then any two values of `u` differ by at most `2 * F`.
[ug-peaked-gradient-bound] -/
theorem abs_sub_le_two_mul_of_abs_le {n : ℕ} (u : Fin n → ℝ) (F : ℝ) (hu : ∀ j, |u j| ≤ F)
    (i j : Fin n) : |u i - u j| ≤ 2 * F := by
  have hi := abs_le.mp (hu i)
  have hj := abs_le.mp (hu j)
  rw [abs_le]
  constructor <;> linarith [hi.1, hi.2, hj.1, hj.2]

/-- `|a| ≤ A` and `|b| ≤ B` give `|a * b| ≤ A * B`. [ug-peaked-gradient-bound] -/
theorem abs_mul_le_of_abs_le_of_abs_le {a b A B : ℝ} (ha : |a| ≤ A) (hb : |b| ≤ B) :
    |a * b| ≤ A * B := by
  rw [abs_mul]
  exact mul_le_mul ha hb (abs_nonneg b) ((abs_nonneg a).trans ha)

/-- **Peaked-row gradient bound** (seed 002). If the attention row `π` puts mass at least `1 - δ`
on one key `j₀` and `|u j| ≤ F`, `|k j| ≤ K`, then the `π`-covariance of `u` and `k` is at most
`8 F K δ` in absolute value. [ug-peaked-gradient-bound] -/
theorem ug_peaked_gradient_bound {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤ 8 * F * K * δ := by
  have hF : 0 ≤ F := (abs_nonneg (u j₀)).trans (hu j₀)
  have hK : 0 ≤ K := (abs_nonneg (k j₀)).trans (hk j₀)
  rw [cov_eq_cov_sub_const π u k (u j₀) (k j₀) hπs]
  -- the shifted values vanish at the peak and are bounded by `2 F`, `2 K`
  have hx0 : u j₀ - u j₀ = 0 := sub_self (u j₀)
  have hy0 : k j₀ - k j₀ = 0 := sub_self (k j₀)
  have hxy0 : (u j₀ - u j₀) * (k j₀ - k j₀) = 0 := by rw [sub_self, zero_mul]
  have hxb : ∀ j, |u j - u j₀| ≤ 2 * F := fun j ↦ abs_sub_le_two_mul_of_abs_le u F hu j j₀
  have hyb : ∀ j, |k j - k j₀| ≤ 2 * K := fun j ↦ abs_sub_le_two_mul_of_abs_le k K hk j j₀
  have hxyb : ∀ j, |(u j - u j₀) * (k j - k j₀)| ≤ 2 * F * (2 * K) :=
    fun j ↦ abs_mul_le_of_abs_le_of_abs_le (hxb j) (hyb j)
  -- off-peak mass bounds
  have hx : ∑ j, π j * |u j - u j₀| ≤ 2 * F * δ :=
    sum_mul_abs_le_mul_of_peak π (fun j ↦ u j - u j₀) j₀ δ (2 * F) hπ hπs hpeak hx0 hxb
  have hy : ∑ j, π j * |k j - k j₀| ≤ 2 * K * δ :=
    sum_mul_abs_le_mul_of_peak π (fun j ↦ k j - k j₀) j₀ δ (2 * K) hπ hπs hpeak hy0 hyb
  have hxy : ∑ j, π j * |(u j - u j₀) * (k j - k j₀)| ≤ 2 * F * (2 * K) * δ :=
    sum_mul_abs_le_mul_of_peak π (fun j ↦ (u j - u j₀) * (k j - k j₀)) j₀ δ (2 * F * (2 * K))
      hπ hπs hpeak hxy0 hxyb
  -- absolute values of the three weighted sums
  have hA : |∑ j, π j * ((u j - u j₀) * (k j - k j₀))| ≤ 2 * F * (2 * K) * δ :=
    (abs_sum_mul_le_sum_mul_abs π (fun j ↦ (u j - u j₀) * (k j - k j₀)) hπ).trans hxy
  have hB : |∑ j, π j * (u j - u j₀)| ≤ 2 * F * δ :=
    (abs_sum_mul_le_sum_mul_abs π (fun j ↦ u j - u j₀) hπ).trans hx
  have hC : |∑ j, π j * (k j - k j₀)| ≤ 2 * K * δ :=
    (abs_sum_mul_le_sum_mul_abs π (fun j ↦ k j - k j₀) hπ).trans hy
  have hBC : |(∑ j, π j * (u j - u j₀)) * (∑ j, π j * (k j - k j₀))| ≤
      2 * F * δ * (2 * K * δ) :=
    abs_mul_le_of_abs_le_of_abs_le hB hC
  -- `δ² ≤ δ`
  have hδδ : 0 ≤ F * K * (δ * (1 - δ)) :=
    mul_nonneg (mul_nonneg hF hK) (mul_nonneg hδ (sub_nonneg.2 hδ1))
  have hA' := abs_le.mp hA
  have hBC' := abs_le.mp hBC
  rw [abs_le]
  constructor <;> linarith [hA'.1, hA'.2, hBC'.1, hBC'.2, hδδ]

/-- Mathlib-style name for `Dgg.ug_peaked_gradient_bound`: for a row `π` with mass at least
`1 - δ` on one key and `|u| ≤ F`, `|k| ≤ K`, `|Cov_π(u, k)| ≤ 8 * F * K * δ`.
[ug-peaked-gradient-bound] -/
alias abs_cov_le_of_peaked := ug_peaked_gradient_bound

end Dgg
