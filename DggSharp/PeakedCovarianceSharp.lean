/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.PeakedCovariance

/-!
# Sharper covariance bounds for a peaked attention row

Under the hypotheses of the peaked-row gradient bound `Dgg.ug_peaked_gradient_bound`
(`π` a probability vector with `1 - δ ≤ π j₀`, `0 ≤ δ ≤ 1`, `|u| ≤ F`, `|k| ≤ K`), the constant
`8 F K δ` can be improved.

* The pairwise form `2 Cov_π(u, k) = ∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j))`, whose
  diagonal terms vanish and whose other terms are at most `4 F K` in absolute value, gives
  `|Cov_π(u, k)| ≤ 2 F K (1 - π j₀ ^ 2) ≤ 2 F K δ (2 - δ)`.
* For `δ ≤ 1 / 2`, the variance of `u` is at most its mean square deviation about the point
  `c = (2 π j₀ - 1) u j₀`, which is at most `4 F² π j₀ (1 - π j₀)`; Cauchy–Schwarz then gives
  `|Cov_π(u, k)| ≤ 4 F K δ (1 - δ)`. The two-point row `π = (1 - δ, δ)`, `u = (F, -F)`,
  `k = (K, -K)` attains this bound, so the constant `4` cannot be lowered.
* Without a peak, Cauchy–Schwarz and `Var_π u ≤ ∑ π u² ≤ F²` give `|Cov_π(u, k)| ≤ F K`.

Remark: the bound `4 F K δ (1 - δ)` needs `δ ≤ 1 / 2`. For `δ = 1` it would read `|Cov| ≤ 0`,
yet the row `π = (1 / 2, 1 / 2)`, `u = (F, -F)`, `k = (K, -K)`, `j₀ = 0` meets the other
hypotheses with `|Cov| = F K`.

The variable `π` is a probability vector, not `Real.pi`: the namespace `Real` is never opened here.

## Main results

* `Dgg.abs_cov_le_two_mul_delta_mul_two_sub`: `|Cov_π(u, k)| ≤ 2 * F * K * δ * (2 - δ)`.
* `Dgg.abs_cov_le_four_mul_delta_mul_one_sub`: `|Cov_π(u, k)| ≤ 4 * F * K * δ * (1 - δ)` when
  `δ ≤ 1 / 2`.
* `Dgg.abs_cov_le_mul`: `|Cov_π(u, k)| ≤ F * K`.
* `Dgg.cov_two_point_eq`, `Dgg.abs_cov_two_point_eq`, `Dgg.two_point_hypotheses`: the two-point
  row attains `4 * F * K * δ * (1 - δ)` and meets the hypotheses.

Helper lemmas:

* `Dgg.cov_eq_sum_mul_centered`: covariance as a weighted sum of centred products.
* `Dgg.sum_mul_le_of_forall_le`: `∑ π w ≤ M` when `w ≤ M`.
* `Dgg.sq_sum_mul_mul_le`: weighted Cauchy–Schwarz.
* `Dgg.var_le_sum_mul_sub_mul_sub`: the variance is the least mean square deviation.
* `Dgg.mul_self_le_mul_self_of_abs_le`: `|x| ≤ F → x * x ≤ F * F`.
* `Dgg.var_le_of_peak`: `Var_π u ≤ 4 F² π j₀ (1 - π j₀)` when `1 / 2 ≤ π j₀`.
* `Dgg.sum_mul_sum_mul_sub_mul_sub_eq`, `Dgg.abs_sum_mul_sum_mul_sub_mul_sub_le`: the pairwise
  form of the covariance and its bound.

## References

* Seed 002, *Peaked-row gradient bound* [ug-peaked-gradient-bound] (statement reproduced in
  `tests/data/seed002_statement.txt`). The results here are [beyond-seed].
-/

namespace Dgg

section Helpers

variable {n : ℕ}

/-- If the weights sum to one, the `π`-covariance is the weighted sum of the products of the
centred values. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem cov_eq_sum_mul_centered (π u k : Fin n → ℝ) (hπs : ∑ j, π j = 1) :
    ∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j) =
      ∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i)) := by
  rw [sum_mul_sub_mul_sub_of_sum_eq_one π u k (∑ i, π i * u i) (∑ i, π i * k i) hπs]
  ring

/-- For a probability vector `π` and `w ≤ M` everywhere, `∑ π w ≤ M`.
[beyond-seed] [ug-peaked-gradient-bound] -/
theorem sum_mul_le_of_forall_le (π w : Fin n → ℝ) (M : ℝ) (hπ : ∀ j, 0 ≤ π j)
    (hπs : ∑ j, π j = 1) (hw : ∀ j, w j ≤ M) :
    ∑ j, π j * w j ≤ M := by
  calc ∑ j, π j * w j ≤ ∑ j, π j * M :=
        Finset.sum_le_sum (fun j _ ↦ mul_le_mul_of_nonneg_left (hw j) (hπ j))
    _ = (∑ j, π j) * M := by rw [Finset.sum_mul]
    _ = M := by rw [hπs, one_mul]

/-- Weighted Cauchy–Schwarz: for nonnegative weights,
`(∑ π x y)² ≤ (∑ π x x) (∑ π y y)`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem sq_sum_mul_mul_le (π x y : Fin n → ℝ) (hπ : ∀ j, 0 ≤ π j) :
    (∑ j, π j * (x j * y j)) ^ 2 ≤
      (∑ j, π j * (x j * x j)) * (∑ j, π j * (y j * y j)) := by
  have h := Finset.sum_mul_sq_le_sq_mul_sq Finset.univ (fun j ↦ Real.sqrt (π j) * x j)
    (fun j ↦ Real.sqrt (π j) * y j)
  have e1 : ∑ j, π j * (x j * y j) =
      ∑ j, (Real.sqrt (π j) * x j) * (Real.sqrt (π j) * y j) := by
    refine Finset.sum_congr rfl (fun j _ ↦ ?_)
    have hs : Real.sqrt (π j) * Real.sqrt (π j) = π j := Real.mul_self_sqrt (hπ j)
    calc π j * (x j * y j) = (Real.sqrt (π j) * Real.sqrt (π j)) * (x j * y j) := by rw [hs]
      _ = (Real.sqrt (π j) * x j) * (Real.sqrt (π j) * y j) := by ring
  have e2 : ∑ j, π j * (x j * x j) = ∑ j, (Real.sqrt (π j) * x j) ^ 2 := by
    refine Finset.sum_congr rfl (fun j _ ↦ ?_)
    rw [mul_pow, Real.sq_sqrt (hπ j)]
    ring
  have e3 : ∑ j, π j * (y j * y j) = ∑ j, (Real.sqrt (π j) * y j) ^ 2 := by
    refine Finset.sum_congr rfl (fun j _ ↦ ?_)
    rw [mul_pow, Real.sq_sqrt (hπ j)]
    ring
  rw [e1, e2, e3]
  exact h

/-- The variance is the least mean square deviation: if `∑ π = 1`, then for every `c`,
`∑ π (u - E u)² ≤ ∑ π (u - c)²`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem var_le_sum_mul_sub_mul_sub (π u : Fin n → ℝ) (c : ℝ) (hπs : ∑ j, π j = 1) :
    ∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i)) ≤
      ∑ j, π j * ((u j - c) * (u j - c)) := by
  rw [sum_mul_sub_mul_sub_of_sum_eq_one π u u (∑ i, π i * u i) (∑ i, π i * u i) hπs,
    sum_mul_sub_mul_sub_of_sum_eq_one π u u c c hπs]
  -- the difference of the two sides is exactly the hint `(∑ π u - c)²`
  linarith [sq_nonneg (∑ i, π i * u i - c)]

/-- `|x| ≤ F` gives `x * x ≤ F * F`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem mul_self_le_mul_self_of_abs_le {x F : ℝ} (h : |x| ≤ F) : x * x ≤ F * F := by
  have h' := abs_le.mp h
  have hp : 0 ≤ (F - x) * (F + x) := mul_nonneg (by linarith [h'.2]) (by linarith [h'.1])
  linarith

/-- Variance of a bounded function under a row with peak mass at least `1 / 2`:
`Var_π u ≤ 4 F² π j₀ (1 - π j₀)`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem var_le_of_peak (π u : Fin n → ℝ) (j₀ : Fin n) (F : ℝ) (hπ : ∀ j, 0 ≤ π j)
    (hπs : ∑ j, π j = 1) (hhalf : 1 / 2 ≤ π j₀) (hu : ∀ j, |u j| ≤ F) :
    ∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i)) ≤
      4 * (F * F) * (π j₀ * (1 - π j₀)) := by
  have h0 := abs_le.mp (hu j₀)
  have hq : 0 ≤ 2 * π j₀ - 1 := by linarith
  -- every deviation from `c = (2 π j₀ - 1) u j₀` is at most `2 F π j₀`
  have hbound : ∀ j, (u j - (2 * π j₀ - 1) * u j₀) * (u j - (2 * π j₀ - 1) * u j₀) ≤
      2 * F * π j₀ * (2 * F * π j₀) := by
    intro j
    have hj := abs_le.mp (hu j)
    have e1 : 0 ≤ (2 * π j₀ - 1) * (F + u j₀) := mul_nonneg hq (by linarith [h0.1])
    have e2 : 0 ≤ (2 * π j₀ - 1) * (F - u j₀) := mul_nonneg hq (by linarith [h0.2])
    have hlo : -(2 * F * π j₀) ≤ u j - (2 * π j₀ - 1) * u j₀ := by linarith [hj.1, e2]
    have hhi : u j - (2 * π j₀ - 1) * u j₀ ≤ 2 * F * π j₀ := by linarith [hj.2, e1]
    have hp : 0 ≤ (2 * F * π j₀ - (u j - (2 * π j₀ - 1) * u j₀)) *
        (2 * F * π j₀ + (u j - (2 * π j₀ - 1) * u j₀)) :=
      mul_nonneg (by linarith [hhi]) (by linarith [hlo])
    linarith
  have h1 : ∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i)) ≤
      ∑ j, π j * ((u j - (2 * π j₀ - 1) * u j₀) * (u j - (2 * π j₀ - 1) * u j₀)) :=
    var_le_sum_mul_sub_mul_sub π u ((2 * π j₀ - 1) * u j₀) hπs
  have h2 : ∑ j, π j * ((u j - (2 * π j₀ - 1) * u j₀) * (u j - (2 * π j₀ - 1) * u j₀)) ≤
      π j₀ * ((u j₀ - (2 * π j₀ - 1) * u j₀) * (u j₀ - (2 * π j₀ - 1) * u j₀)) +
        (1 - π j₀) * (2 * F * π j₀ * (2 * F * π j₀)) :=
    sum_mul_le_peak_add_of_le π
      (fun j ↦ (u j - (2 * π j₀ - 1) * u j₀) * (u j - (2 * π j₀ - 1) * u j₀)) j₀
      (2 * F * π j₀ * (2 * F * π j₀)) hπ hπs hbound
  -- the peak term: `u j₀ - c = 2 (1 - π j₀) u j₀`
  have h3 : (u j₀ - (2 * π j₀ - 1) * u j₀) * (u j₀ - (2 * π j₀ - 1) * u j₀) =
      4 * (1 - π j₀) * (1 - π j₀) * (u j₀ * u j₀) := by ring
  have h4 : u j₀ * u j₀ ≤ F * F := mul_self_le_mul_self_of_abs_le (hu j₀)
  have h44 : 0 ≤ 4 * (1 - π j₀) * (1 - π j₀) := by
    linarith [mul_self_nonneg (1 - π j₀)]
  have h5 : π j₀ * ((u j₀ - (2 * π j₀ - 1) * u j₀) * (u j₀ - (2 * π j₀ - 1) * u j₀)) ≤
      π j₀ * (4 * (1 - π j₀) * (1 - π j₀) * (F * F)) := by
    rw [h3]
    exact mul_le_mul_of_nonneg_left (mul_le_mul_of_nonneg_left h4 h44) (hπ j₀)
  linarith [h1, h2, h5]

/-- The pairwise form of the covariance: if `∑ π = 1`, then
`∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j)) = 2 Cov_π(u, k)`.
[beyond-seed] [ug-peaked-gradient-bound] -/
theorem sum_mul_sum_mul_sub_mul_sub_eq (π u k : Fin n → ℝ) (hπs : ∑ j, π j = 1) :
    ∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j)) =
      2 * (∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)) := by
  have hinner : ∀ i, ∑ j, π j * ((u i - u j) * (k i - k j)) =
      ∑ j, π j * (u j * k j) - k i * ∑ j, π j * u j - u i * ∑ j, π j * k j + u i * k i := by
    intro i
    calc ∑ j, π j * ((u i - u j) * (k i - k j))
          = ∑ j, π j * ((u j - u i) * (k j - k i)) :=
            Finset.sum_congr rfl (fun j _ ↦ by ring)
      _ = ∑ j, π j * (u j * k j) - k i * ∑ j, π j * u j - u i * ∑ j, π j * k j
            + u i * k i :=
            sum_mul_sub_mul_sub_of_sum_eq_one π u k (u i) (k i) hπs
  calc ∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j))
        = ∑ i, π i * (∑ j, π j * (u j * k j) - k i * ∑ j, π j * u j
            - u i * ∑ j, π j * k j + u i * k i) :=
          Finset.sum_congr rfl (fun i _ ↦ by rw [hinner i])
    _ = ∑ i, π i * ((u i - ∑ j, π j * u j) * (k i - ∑ j, π j * k j)
            + (∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j))) :=
          Finset.sum_congr rfl (fun i _ ↦ by ring)
    _ = ∑ i, π i * ((u i - ∑ j, π j * u j) * (k i - ∑ j, π j * k j))
            + (∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)) :=
          sum_mul_add_const_of_sum_eq_one π
            (fun i ↦ (u i - ∑ j, π j * u j) * (k i - ∑ j, π j * k j))
            (∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)) hπs
    _ = 2 * (∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)) := by
          rw [sum_mul_sub_mul_sub_of_sum_eq_one π u k (∑ j, π j * u j) (∑ j, π j * k j) hπs]
          ring

/-- Bound on the pairwise form: its diagonal terms vanish and the others are at most `4 F K`, so
`|∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j))| ≤ 4 F K (1 - π j₀ ^ 2)`.
[beyond-seed] [ug-peaked-gradient-bound] -/
theorem abs_sum_mul_sum_mul_sub_mul_sub_le (π u k : Fin n → ℝ) (j₀ : Fin n) (F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j))| ≤
      2 * F * (2 * K) * (1 - π j₀ * π j₀) := by
  have hF : 0 ≤ F := (abs_nonneg (u j₀)).trans (hu j₀)
  have hK : 0 ≤ K := (abs_nonneg (k j₀)).trans (hk j₀)
  have hM : 0 ≤ 2 * F * (2 * K) :=
    mul_nonneg (mul_nonneg (by norm_num) hF) (mul_nonneg (by norm_num) hK)
  have hinner : ∀ i, |∑ j, π j * ((u i - u j) * (k i - k j))| ≤
      2 * F * (2 * K) * (1 - π i) := by
    intro i
    have h0 : (u i - u i) * (k i - k i) = 0 := by rw [sub_self, zero_mul]
    have hb : ∀ j, |(u i - u j) * (k i - k j)| ≤ 2 * F * (2 * K) := fun j ↦
      abs_mul_le_of_abs_le_of_abs_le (abs_sub_le_two_mul_of_abs_le u F hu i j)
        (abs_sub_le_two_mul_of_abs_le k K hk i j)
    have hpk : 1 - (1 - π i) ≤ π i := by linarith
    have h1 : |∑ j, π j * ((u i - u j) * (k i - k j))| ≤
        ∑ j, π j * |(u i - u j) * (k i - k j)| :=
      abs_sum_mul_le_sum_mul_abs π (fun j ↦ (u i - u j) * (k i - k j)) hπ
    have h2 : ∑ j, π j * |(u i - u j) * (k i - k j)| ≤ 2 * F * (2 * K) * (1 - π i) :=
      sum_mul_abs_le_mul_of_peak π (fun j ↦ (u i - u j) * (k i - k j)) i (1 - π i)
        (2 * F * (2 * K)) hπ hπs hpk h0 hb
    exact h1.trans h2
  have hsq : π j₀ * π j₀ ≤ ∑ i, π i * π i :=
    Finset.single_le_sum (f := fun i ↦ π i * π i) (fun i _ ↦ mul_self_nonneg (π i))
      (Finset.mem_univ j₀)
  have hsq' : 2 * F * (2 * K) * (π j₀ * π j₀) ≤ 2 * F * (2 * K) * ∑ i, π i * π i :=
    mul_le_mul_of_nonneg_left hsq hM
  calc |∑ i, π i * ∑ j, π j * ((u i - u j) * (k i - k j))|
        ≤ ∑ i, π i * |∑ j, π j * ((u i - u j) * (k i - k j))| :=
          abs_sum_mul_le_sum_mul_abs π
            (fun i ↦ ∑ j, π j * ((u i - u j) * (k i - k j))) hπ
    _ ≤ ∑ i, π i * (2 * F * (2 * K) * (1 - π i)) :=
          Finset.sum_le_sum (fun i _ ↦ mul_le_mul_of_nonneg_left (hinner i) (hπ i))
    _ = ∑ i, (2 * F * (2 * K) * π i - 2 * F * (2 * K) * (π i * π i)) :=
          Finset.sum_congr rfl (fun i _ ↦ by ring)
    _ = 2 * F * (2 * K) * ∑ i, π i - 2 * F * (2 * K) * ∑ i, π i * π i := by
          rw [Finset.sum_sub_distrib, Finset.mul_sum, Finset.mul_sum]
    _ = 2 * F * (2 * K) - 2 * F * (2 * K) * ∑ i, π i * π i := by
          rw [hπs, mul_one]
    _ ≤ 2 * F * (2 * K) * (1 - π j₀ * π j₀) := by linarith [hsq']

end Helpers

-- `0 ≤ δ` is kept only for the uniform seed-002 binder list; the proof does not use it. The
-- unused-variable linter only counts uses that survive in the final proof term (a `clear` does
-- not count), so it is switched off for this declaration instead of renaming the binder.
set_option linter.unusedVariables false in
/-- Sharper peaked-row bound (pairwise form). Under the hypotheses of the peaked-row gradient
bound, `|Cov_π(u, k)| ≤ 2 F K δ (2 - δ)`, which is at most `4 F K δ`.
[beyond-seed] [ug-peaked-gradient-bound] -/
theorem abs_cov_le_two_mul_delta_mul_two_sub {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n)
    (δ F K : ℝ) (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤
      2 * F * K * δ * (2 - δ) := by
  -- `0 ≤ δ` is not needed for this bound; it is kept for the uniform seed-002 binder list
  clear hδ
  have hF : 0 ≤ F := (abs_nonneg (u j₀)).trans (hu j₀)
  have hK : 0 ≤ K := (abs_nonneg (k j₀)).trans (hk j₀)
  have hM : 0 ≤ 2 * F * (2 * K) :=
    mul_nonneg (mul_nonneg (by norm_num) hF) (mul_nonneg (by norm_num) hK)
  have hb := abs_sum_mul_sum_mul_sub_mul_sub_le π u k j₀ F K hπ hπs hu hk
  rw [sum_mul_sum_mul_sub_mul_sub_eq π u k hπs, abs_mul, abs_two] at hb
  have hp : (1 - δ) * (1 - δ) ≤ π j₀ * π j₀ := mul_self_le_mul_self (by linarith) hpeak
  have hp' : 2 * F * (2 * K) * ((1 - δ) * (1 - δ)) ≤ 2 * F * (2 * K) * (π j₀ * π j₀) :=
    mul_le_mul_of_nonneg_left hp hM
  linarith [hb, hp']

/-- Sharp peaked-row bound. Under the hypotheses of the peaked-row gradient bound and
`δ ≤ 1 / 2`, `|Cov_π(u, k)| ≤ 4 F K δ (1 - δ)`; the two-point row `Dgg.abs_cov_two_point_eq`
attains it. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem abs_cov_le_four_mul_delta_mul_one_sub {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n)
    (δ F K : ℝ) (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) (hδ2 : δ ≤ 1 / 2) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤
      4 * F * K * δ * (1 - δ) := by
  have hF : 0 ≤ F := (abs_nonneg (u j₀)).trans (hu j₀)
  have hK : 0 ≤ K := (abs_nonneg (k j₀)).trans (hk j₀)
  have hp1 : π j₀ ≤ 1 := by
    have h : π j₀ ≤ ∑ j, π j :=
      Finset.single_le_sum (f := π) (fun j _ ↦ hπ j) (Finset.mem_univ j₀)
    linarith [h, hπs]
  have hhalf : 1 / 2 ≤ π j₀ := by linarith
  have hVu := var_le_of_peak π u j₀ F hπ hπs hhalf hu
  have hVk := var_le_of_peak π k j₀ K hπ hπs hhalf hk
  have hVk0 : 0 ≤ ∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i)) :=
    Finset.sum_nonneg (fun j _ ↦ mul_nonneg (hπ j) (mul_self_nonneg _))
  have hA0 : 0 ≤ 4 * (F * F) * (π j₀ * (1 - π j₀)) :=
    mul_nonneg (mul_nonneg (by norm_num) (mul_self_nonneg F))
      (mul_nonneg (hπ j₀) (sub_nonneg.2 hp1))
  have hCS : (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2 ≤
      (∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i))) *
        (∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i))) :=
    sq_sum_mul_mul_le π (fun j ↦ u j - ∑ i, π i * u i) (fun j ↦ k j - ∑ i, π i * k i) hπ
  -- `π j₀ (1 - π j₀) ≤ δ (1 - δ)` because `δ ≤ 1 / 2 ≤ 1 - δ ≤ π j₀`
  have hpq0 : 0 ≤ π j₀ * (1 - π j₀) := mul_nonneg (hπ j₀) (sub_nonneg.2 hp1)
  have hpq : π j₀ * (1 - π j₀) ≤ δ * (1 - δ) := by
    have h := mul_nonneg (sub_nonneg.2 hpeak) (sub_nonneg.2 (show δ ≤ π j₀ by linarith))
    linarith [h]
  have hsq : (π j₀ * (1 - π j₀)) * (π j₀ * (1 - π j₀)) ≤ (δ * (1 - δ)) * (δ * (1 - δ)) :=
    mul_self_le_mul_self hpq0 hpq
  have hFK : 0 ≤ (4 * F * K) * (4 * F * K) := mul_self_nonneg _
  have hbound0 : 0 ≤ 4 * F * K * δ * (1 - δ) :=
    mul_nonneg (mul_nonneg (mul_nonneg (mul_nonneg (by norm_num) hF) hK) hδ)
      (sub_nonneg.2 hδ1)
  have key : (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2 ≤
      (4 * F * K * δ * (1 - δ)) ^ 2 := by
    calc (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2
          ≤ (∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i))) *
              (∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i))) := hCS
      _ ≤ (4 * (F * F) * (π j₀ * (1 - π j₀))) * (4 * (K * K) * (π j₀ * (1 - π j₀))) :=
          mul_le_mul hVu hVk hVk0 hA0
      _ = (4 * F * K) * (4 * F * K) * ((π j₀ * (1 - π j₀)) * (π j₀ * (1 - π j₀))) := by
          ring
      _ ≤ (4 * F * K) * (4 * F * K) * ((δ * (1 - δ)) * (δ * (1 - δ))) :=
          mul_le_mul_of_nonneg_left hsq hFK
      _ = (4 * F * K * δ * (1 - δ)) ^ 2 := by ring
  rw [cov_eq_sum_mul_centered π u k hπs]
  exact abs_le_of_sq_le_sq key hbound0

-- The peak hypotheses `hpeak`, `hδ`, `hδ1` are kept only for the uniform seed-002 binder list;
-- the proof does not use them (see the note before `abs_cov_le_two_mul_delta_mul_two_sub`).
set_option linter.unusedVariables false in
/-- Covariance bound without a peak: under the hypotheses of the peaked-row gradient bound,
`|Cov_π(u, k)| ≤ F K`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem abs_cov_le_mul {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤ F * K := by
  -- the peak hypotheses are not needed for this bound; they are kept for the uniform seed-002
  -- binder list
  clear hpeak hδ hδ1
  have hF : 0 ≤ F := (abs_nonneg (u j₀)).trans (hu j₀)
  have hK : 0 ≤ K := (abs_nonneg (k j₀)).trans (hk j₀)
  have hVu : ∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i)) ≤ F * F := by
    have h1 : ∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i)) ≤
        ∑ j, π j * ((u j - 0) * (u j - 0)) := var_le_sum_mul_sub_mul_sub π u 0 hπs
    have hw : ∀ j, (u j - 0) * (u j - 0) ≤ F * F := by
      intro j
      rw [sub_zero]
      exact mul_self_le_mul_self_of_abs_le (hu j)
    have h2 : ∑ j, π j * ((u j - 0) * (u j - 0)) ≤ F * F :=
      sum_mul_le_of_forall_le π (fun j ↦ (u j - 0) * (u j - 0)) (F * F) hπ hπs hw
    exact h1.trans h2
  have hVk : ∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i)) ≤ K * K := by
    have h1 : ∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i)) ≤
        ∑ j, π j * ((k j - 0) * (k j - 0)) := var_le_sum_mul_sub_mul_sub π k 0 hπs
    have hw : ∀ j, (k j - 0) * (k j - 0) ≤ K * K := by
      intro j
      rw [sub_zero]
      exact mul_self_le_mul_self_of_abs_le (hk j)
    have h2 : ∑ j, π j * ((k j - 0) * (k j - 0)) ≤ K * K :=
      sum_mul_le_of_forall_le π (fun j ↦ (k j - 0) * (k j - 0)) (K * K) hπ hπs hw
    exact h1.trans h2
  have hVk0 : 0 ≤ ∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i)) :=
    Finset.sum_nonneg (fun j _ ↦ mul_nonneg (hπ j) (mul_self_nonneg _))
  have hCS : (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2 ≤
      (∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i))) *
        (∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i))) :=
    sq_sum_mul_mul_le π (fun j ↦ u j - ∑ i, π i * u i) (fun j ↦ k j - ∑ i, π i * k i) hπ
  have key : (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2 ≤
      (F * K) ^ 2 := by
    calc (∑ j, π j * ((u j - ∑ i, π i * u i) * (k j - ∑ i, π i * k i))) ^ 2
          ≤ (∑ j, π j * ((u j - ∑ i, π i * u i) * (u j - ∑ i, π i * u i))) *
              (∑ j, π j * ((k j - ∑ i, π i * k i) * (k j - ∑ i, π i * k i))) := hCS
      _ ≤ (F * F) * (K * K) := mul_le_mul hVu hVk hVk0 (mul_self_nonneg F)
      _ = (F * K) ^ 2 := by ring
  rw [cov_eq_sum_mul_centered π u k hπs]
  exact abs_le_of_sq_le_sq key (mul_nonneg hF hK)

/-- The two-point row: for `π = (1 - δ, δ)`, `u = (F, -F)`, `k = (K, -K)` the `π`-covariance
equals `4 F K δ (1 - δ)`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem cov_two_point_eq (δ F K : ℝ) :
    ∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * ((![F, -F] : Fin 2 → ℝ) j * (![K, -K] : Fin 2 → ℝ) j) -
      (∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * (![F, -F] : Fin 2 → ℝ) j) *
        (∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * (![K, -K] : Fin 2 → ℝ) j) =
      4 * F * K * δ * (1 - δ) := by
  rw [Fin.sum_univ_two, Fin.sum_univ_two, Fin.sum_univ_two]
  -- the entries of `![a, b]` at `0` and `1` reduce to `a` and `b` by `rfl`
  show (1 - δ) * (F * K) + δ * (-F * -K) - ((1 - δ) * F + δ * -F) * ((1 - δ) * K + δ * -K) =
    4 * F * K * δ * (1 - δ)
  ring

/-- Equality case of `Dgg.abs_cov_le_four_mul_delta_mul_one_sub`: for `0 ≤ F`, `0 ≤ K` and
`0 ≤ δ ≤ 1`, the two-point row `π = (1 - δ, δ)`, `u = (F, -F)`, `k = (K, -K)` has
`|Cov_π(u, k)| = 4 F K δ (1 - δ)`; with `δ ≤ 1 / 2` it meets all hypotheses
(`Dgg.two_point_hypotheses`), so the constant `4` cannot be lowered.
[beyond-seed] [ug-peaked-gradient-bound] -/
theorem abs_cov_two_point_eq (δ F K : ℝ) (hF : 0 ≤ F) (hK : 0 ≤ K) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) :
    |∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * ((![F, -F] : Fin 2 → ℝ) j * (![K, -K] : Fin 2 → ℝ) j) -
      (∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * (![F, -F] : Fin 2 → ℝ) j) *
        (∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j * (![K, -K] : Fin 2 → ℝ) j)| =
      4 * F * K * δ * (1 - δ) := by
  rw [cov_two_point_eq δ F K]
  exact abs_of_nonneg (mul_nonneg (mul_nonneg (mul_nonneg (mul_nonneg (by norm_num) hF) hK) hδ)
    (sub_nonneg.2 hδ1))

/-- The two-point row meets the hypotheses of the peaked-row bounds with peak `j₀ = 0`:
`π = (1 - δ, δ)` is a probability vector with `1 - δ ≤ π 0`, and `|u| ≤ F`, `|k| ≤ K` for
`u = (F, -F)`, `k = (K, -K)`. [beyond-seed] [ug-peaked-gradient-bound] -/
theorem two_point_hypotheses (δ F K : ℝ) (hF : 0 ≤ F) (hK : 0 ≤ K) (hδ : 0 ≤ δ)
    (hδ1 : δ ≤ 1) :
    (∀ j, 0 ≤ (![1 - δ, δ] : Fin 2 → ℝ) j) ∧ ∑ j, (![1 - δ, δ] : Fin 2 → ℝ) j = 1 ∧
      1 - δ ≤ (![1 - δ, δ] : Fin 2 → ℝ) 0 ∧ (∀ j, |(![F, -F] : Fin 2 → ℝ) j| ≤ F) ∧
      (∀ j, |(![K, -K] : Fin 2 → ℝ) j| ≤ K) := by
  refine ⟨Fin.forall_fin_two.2 ⟨?_, ?_⟩, ?_, ?_, Fin.forall_fin_two.2 ⟨?_, ?_⟩,
    Fin.forall_fin_two.2 ⟨?_, ?_⟩⟩
  · show (0 : ℝ) ≤ 1 - δ
    linarith
  · show (0 : ℝ) ≤ δ
    exact hδ
  · rw [Fin.sum_univ_two]
    show (1 - δ) + δ = (1 : ℝ)
    ring
  · show 1 - δ ≤ 1 - δ
    exact le_refl _
  · show |F| ≤ F
    exact (abs_of_nonneg hF).le
  · show |-F| ≤ F
    rw [abs_neg]
    exact (abs_of_nonneg hF).le
  · show |K| ≤ K
    exact (abs_of_nonneg hK).le
  · show |-K| ≤ K
    rw [abs_neg]
    exact (abs_of_nonneg hK).le

end Dgg
