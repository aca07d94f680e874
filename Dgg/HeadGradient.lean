/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.Softmax

/-!
# The head gradient and the shared-weight occurrence sum

A token position has logits `z : V → ℝ` on a finite vocabulary `V`, the distribution
`p = softmax z`, a sampled token `a`, a fixed behaviour probability `b` and a fixed advantage `A`.
The per-token objective of the unclipped GRPO branch is `𝓛 = objective p a b A = (p a / b) * A`,
and `E = errorVec p a b A = r * A * (e_a - p)` is its error vector [ftip-007Z].

The sampled history, the sampled token, `b` and `A` are held fixed during differentiation: they
are parameters of the statements, and only the logits move. Derivatives are taken along lines in
parameter space (`HasDerivAt` of `t ↦ 𝓛(θ + t • δθ)` at `t = 0`), which is how the entries of a
gradient matrix are read off.

* **Untied head.** The logits are `z = W *ᵥ h` with the head `W : Matrix V (Fin d) ℝ` and the
  final hidden state `h` independent of `W`. The derivative of `𝓛` in the direction of the matrix
  unit `Matrix.single v j 1` is the `(v, j)` entry of `E hᵀ = Matrix.vecMulVec E h`.
* **Shared intermediate weight.** A weight `W : Matrix (Fin m) (Fin d) ℝ` is used at every
  occurrence `o` of a finite index type `O`, with output `y o = W *ᵥ x o` and fixed inputs `x o`.
  The logits are a function `Φ` of all occurrence outputs, differentiable at the point with
  derivative `Φ'`, and `J o` is the Jacobian of `Φ` in the block `y o`. The derivative of `𝓛`
  in the direction `Matrix.single i j 1` of the *shared* weight is the `(i, j)` entry of
  `∑ o, ((J o)ᵀ E) (x o)ᵀ`: the chain rule sums the contributions of all occurrences.

The seed assumes `b > 0`. Lean's division by zero makes `p a / 0 = 0`, so every statement here
holds for all real `b` and needs no such hypothesis.

Not modelled here: clipped or inactive terms of the GRPO objective, which need their own
derivative or mask, and a head tied to the embeddings or to other blocks; in that case the tied
uses are further occurrences of one shared weight, as in `Dgg.hasDerivAt_objective_shared`. For a
layer used once per position of a causal network, `O` indexes every earlier position whose output
affects the token; reuse across depth adds further occurrences.

## Main results

* `Dgg.hasDerivAt_objective_softmax_comp`: along a differentiable path of logits, the derivative
  of `𝓛` is `∑ v, E v * z' v`, i.e. `E` is the gradient of `𝓛` in the logits.
* `Dgg.hasDerivAt_objective_head`: the head gradient is the outer product `G = E hᵀ`.
* `Dgg.rank_vecMulVec_le_one`: the head gradient has rank at most one.
* `Dgg.hasDerivAt_objective_shared`: the gradient in a shared weight is the sum over
  occurrences of `H o = ((J o)ᵀ E) (x o)ᵀ`.
* `Dgg.rank_occurrence_le_one`: each occurrence contribution `H o` has rank at most one. The
  total `∑ o, H o` is a sum of rank-one matrices and need not have rank at most one.

## References

* [miao2026when, Section 4.2.1, Proposition 1, and Appendix A.1] derive the intermediate outer
  product through one local application; for a shared weight this gives one occurrence
  contribution `H o`, and the total derivative is the sum `Dgg.hasDerivAt_objective_shared`.
* Seed [ftip-007Z], *DGG head gradient and shared-weight occurrence sum* (see
  `docs/sources.md`).
-/

namespace Dgg

open scoped Matrix

section SumIdentities

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- Pairing the error vector with a vector `dz` gives `r * A * (dz a - ∑ v, p v * dz v)`
[ftip-007Z]. -/
theorem sum_errorVec_mul (p : V → ℝ) (a : V) (b A : ℝ) (dz : V → ℝ) :
    ∑ v, errorVec p a b A v * dz v = ratio p a b * A * (dz a - ∑ v, p v * dz v) := by
  have hterm : ∀ v, errorVec p a b A v * dz v =
      (if v = a then ratio p a b * A * dz v else 0) - ratio p a b * A * (p v * dz v) := by
    intro v
    by_cases hv : v = a
    · rw [errorVec, if_pos hv, if_pos hv]
      ring
    · rw [errorVec, if_neg hv, if_neg hv]
      ring
  calc ∑ v, errorVec p a b A v * dz v
      = ∑ v, ((if v = a then ratio p a b * A * dz v else 0) -
          ratio p a b * A * (p v * dz v)) :=
        Finset.sum_congr rfl (fun v _ ↦ hterm v)
    _ = (∑ v, (if v = a then ratio p a b * A * dz v else 0)) -
          ∑ v, ratio p a b * A * (p v * dz v) :=
        Finset.sum_sub_distrib _ _
    _ = ratio p a b * A * dz a - ratio p a b * A * ∑ v, p v * dz v := by
        rw [Finset.sum_ite_eq_of_mem' Finset.univ a (fun v ↦ ratio p a b * A * dz v)
          (Finset.mem_univ a), ← Finset.mul_sum]
    _ = ratio p a b * A * (dz a - ∑ v, p v * dz v) := by ring

omit [DecidableEq V] in
/-- The softmax average of `dz` as a quotient of sums of exponentials [ftip-007Z]. -/
theorem sum_softmax_mul (z dz : V → ℝ) :
    ∑ v, softmax z v * dz v = (∑ v, Real.exp (z v) * dz v) / ∑ w, Real.exp (z w) := by
  rw [Finset.sum_div]
  refine Finset.sum_congr rfl (fun v _ ↦ ?_)
  simp only [softmax]
  ring

end SumIdentities

/-- The real identity behind the quotient rule for `p a / b * A`, with `S ≠ 0` [ftip-007Z]. -/
theorem quotient_deriv_identity (e S T za b A : ℝ) (hS : S ≠ 0) :
    (e * za * S - e * T) / S ^ 2 / b * A = e / S / b * A * (za - T / S) := by
  have hSS : S * S⁻¹ = 1 := mul_inv_cancel₀ hS
  linear_combination (e * za / b * A / S) * hSS

/-- The affine path `s ↦ y₀ + s • dy` has derivative `dy` [ftip-007Z]. -/
theorem hasDerivAt_add_smul {F : Type*} [NormedAddCommGroup F] [NormedSpace ℝ F]
    (y₀ dy : F) (t : ℝ) :
    HasDerivAt (fun s : ℝ ↦ y₀ + s • dy) dy t :=
  (((hasDerivAt_id' (x := t)).smul_const dy).const_add y₀).congr_deriv (one_smul ℝ dy)

section Gradient

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- **The error vector is the gradient of the objective in the logits** [ftip-007Z]. Along a path
of logits `z t` with coordinate derivatives `z' v` at `t₀`, the objective
`𝓛 = p a / b * A` of `p = softmax (z t)` has derivative `∑ v, E v * z' v`, where
`E = errorVec (softmax (z t₀)) a b A = r * A * (e_a - p)`. Equivalently
`∂ p_a / ∂ z_w = p_a (δ_{aw} - p_w)`. No hypothesis on `b` is needed. -/
theorem hasDerivAt_objective_softmax_comp (z : ℝ → V → ℝ) (z' : V → ℝ) (t₀ : ℝ) (a : V)
    (b A : ℝ) (hz : ∀ v, HasDerivAt (fun t ↦ z t v) (z' v) t₀) :
    HasDerivAt (fun t ↦ objective (softmax (z t)) a b A)
      (∑ v, errorVec (softmax (z t₀)) a b A v * z' v) t₀ := by
  have : Nonempty V := ⟨a⟩
  have hS0 : (∑ w, Real.exp (z t₀ w)) ≠ 0 := (sum_exp_pos (z t₀)).ne'
  have hexp : ∀ w, HasDerivAt (fun t ↦ Real.exp (z t w)) (Real.exp (z t₀ w) * z' w) t₀ :=
    fun w ↦ (hz w).exp
  have hS : HasDerivAt (fun t ↦ ∑ w, Real.exp (z t w)) (∑ w, Real.exp (z t₀ w) * z' w) t₀ :=
    HasDerivAt.fun_sum (u := Finset.univ) (A := fun w t ↦ Real.exp (z t w))
      (A' := fun w ↦ Real.exp (z t₀ w) * z' w) (fun w _ ↦ hexp w)
  have hq : HasDerivAt (fun t ↦ Real.exp (z t a) / ∑ w, Real.exp (z t w))
      ((Real.exp (z t₀ a) * z' a * (∑ w, Real.exp (z t₀ w)) -
        Real.exp (z t₀ a) * ∑ w, Real.exp (z t₀ w) * z' w) / (∑ w, Real.exp (z t₀ w)) ^ 2)
      t₀ :=
    (hexp a).fun_div hS hS0
  have hobj : HasDerivAt (fun t ↦ objective (softmax (z t)) a b A)
      ((Real.exp (z t₀ a) * z' a * (∑ w, Real.exp (z t₀ w)) -
        Real.exp (z t₀ a) * ∑ w, Real.exp (z t₀ w) * z' w) / (∑ w, Real.exp (z t₀ w)) ^ 2 /
        b * A) t₀ :=
    (hq.div_const b).mul_const A
  refine hobj.congr_deriv ?_
  rw [sum_errorVec_mul, sum_softmax_mul]
  exact quotient_deriv_identity (Real.exp (z t₀ a)) (∑ w, Real.exp (z t₀ w))
    (∑ w, Real.exp (z t₀ w) * z' w) (z' a) b A hS0

/-- Along the line of logits `z₀ + t • dz`, the objective has derivative `∑ v, E v * dz v` at
`t = 0`, with `E = errorVec (softmax z₀) a b A` [ftip-007Z]. -/
theorem hasDerivAt_objective_softmax_add_smul (z₀ dz : V → ℝ) (a : V) (b A : ℝ) :
    HasDerivAt (fun t : ℝ ↦ objective (softmax (z₀ + t • dz)) a b A)
      (∑ v, errorVec (softmax z₀) a b A v * dz v) 0 := by
  -- each coordinate `t ↦ z₀ v + t * dz v` is an affine map `ℝ → ℝ`; no derivative in `V → ℝ`
  have hcoord : ∀ v, HasDerivAt (fun t : ℝ ↦ (z₀ + t • dz) v) (dz v) 0 := by
    intro v
    have hline : HasDerivAt (fun t : ℝ ↦ z₀ v + t * dz v) (dz v) 0 :=
      (((hasDerivAt_id' (x := (0 : ℝ))).mul_const (dz v)).const_add (z₀ v)).congr_deriv
        (one_mul (dz v))
    have hfun : (fun t : ℝ ↦ (z₀ + t • dz) v) = fun t : ℝ ↦ z₀ v + t * dz v := by
      funext t
      rw [Pi.add_apply, Pi.smul_apply, smul_eq_mul]
    rw [hfun]
    exact hline
  have h := hasDerivAt_objective_softmax_comp (fun t : ℝ ↦ z₀ + t • dz) dz 0 a b A hcoord
  exact h.congr_deriv (by simp only [zero_smul, add_zero])

/-- Chain rule into the logits: if the logits are a function `Φ` of a parameter `y`, with
Fréchet derivative `Φ'` at `y₀`, then along the line `y₀ + t • dy` the objective has derivative
`∑ v, E v * Φ' dy v` at `t = 0`, with `E = errorVec (softmax (Φ y₀)) a b A` [ftip-007Z]. -/
theorem hasDerivAt_objective_softmax_comp_add_smul {F : Type*} [NormedAddCommGroup F]
    [NormedSpace ℝ F] (Φ : F → V → ℝ) (Φ' : F →L[ℝ] (V → ℝ)) (y₀ dy : F)
    (hΦ : HasFDerivAt Φ Φ' y₀) (a : V) (b A : ℝ) :
    HasDerivAt (fun t : ℝ ↦ objective (softmax (Φ (y₀ + t • dy))) a b A)
      (∑ v, errorVec (softmax (Φ y₀)) a b A v * Φ' dy v) 0 := by
  -- split `hΦ` into the coordinates `y ↦ Φ y v` (`hasFDerivAt_pi'`), then follow the line
  have hcoord : ∀ v, HasDerivAt (fun t : ℝ ↦ Φ (y₀ + t • dy) v) (Φ' dy v) 0 := by
    intro v
    -- `hΦv : HasFDerivAt (fun y ↦ Φ y v) ((ContinuousLinearMap.proj v).comp Φ') y₀`
    have hΦv := hasFDerivAt_pi'.1 hΦ v
    refine (HasFDerivAt.comp_hasDerivAt_of_eq (x := (0 : ℝ)) hΦv (hasDerivAt_add_smul y₀ dy 0)
      (by simp only [zero_smul, add_zero])).congr_deriv ?_
    rw [ContinuousLinearMap.comp_apply, ContinuousLinearMap.proj_apply]
  have h := hasDerivAt_objective_softmax_comp (fun t : ℝ ↦ Φ (y₀ + t • dy)) (Φ' dy) 0 a b A
    hcoord
  exact h.congr_deriv (by simp only [zero_smul, add_zero])

end Gradient

/-- Multiplying by `W + t • S` is affine in `t` [ftip-007Z]. -/
theorem mulVec_add_smul {k n : Type*} [Fintype n] (W S : Matrix k n ℝ) (y : n → ℝ) (t : ℝ) :
    (W + t • S) *ᵥ y = W *ᵥ y + t • (S *ᵥ y) := by
  rw [Matrix.add_mulVec, Matrix.smul_mulVec]

section MatrixUnit

variable {m n : Type*} [Fintype n] [DecidableEq m] [DecidableEq n]

/-- The coordinates of `Matrix.single i j 1 *ᵥ y`: `y j` at row `i`, zero elsewhere
[ftip-007Z]. -/
theorem single_one_mulVec_apply (i : m) (j : n) (y : n → ℝ) (w : m) :
    (Matrix.single i j (1 : ℝ) *ᵥ y) w = if w = i then y j else 0 := by
  rw [Matrix.single_mulVec, Function.update_apply, one_mul, Pi.zero_apply]

/-- Pairing a vector `E` with `Matrix.single i j 1 *ᵥ y` picks out `E i * y j` [ftip-007Z]. -/
theorem sum_mul_single_one_mulVec [Fintype m] (E : m → ℝ) (y : n → ℝ) (i : m) (j : n) :
    ∑ w, E w * (Matrix.single i j (1 : ℝ) *ᵥ y) w = E i * y j := by
  calc ∑ w, E w * (Matrix.single i j (1 : ℝ) *ᵥ y) w
      = ∑ w, (if w = i then E w * y j else 0) := by
        refine Finset.sum_congr rfl (fun w _ ↦ ?_)
        rw [single_one_mulVec_apply]
        split_ifs <;> ring
    _ = E i * y j :=
        Finset.sum_ite_eq_of_mem' Finset.univ i (fun w ↦ E w * y j) (Finset.mem_univ i)

/-- The `w`-coordinate of `M *ᵥ (Matrix.single i j 1 *ᵥ y)` is `M w i * y j` [ftip-007Z]. -/
theorem mulVec_single_one_mulVec_apply [Fintype m] {k : Type*} (M : Matrix k m ℝ) (i : m)
    (j : n) (y : n → ℝ) (w : k) :
    (M *ᵥ (Matrix.single i j (1 : ℝ) *ᵥ y)) w = M w i * y j := by
  rw [Matrix.mulVec_apply_eq_sum]
  exact sum_mul_single_one_mulVec (fun l ↦ M w l) y i j

end MatrixUnit

section Head

variable {V : Type*} [Fintype V] [DecidableEq V]

/-- **Head gradient = outer product** [ftip-007Z]. For an untied head, with logits
`z = W *ᵥ h` and `h` independent of `W`, the derivative of the objective in the direction of the
matrix unit at `(v, j)` is `E v * h j`, the `(v, j)` entry of `G = E hᵀ`, where
`E = errorVec (softmax (W *ᵥ h)) a b A`. The seed's hypothesis `b > 0` is not needed here. -/
theorem hasDerivAt_objective_head {d : ℕ} (W : Matrix V (Fin d) ℝ) (h : Fin d → ℝ) (a : V)
    (b A : ℝ) (v : V) (j : Fin d) :
    HasDerivAt (fun t : ℝ ↦ objective (softmax ((W + t • Matrix.single v j (1 : ℝ)) *ᵥ h)) a b A)
      (Matrix.vecMulVec (errorVec (softmax (W *ᵥ h)) a b A) h v j) 0 := by
  have hfun : (fun t : ℝ ↦
      objective (softmax ((W + t • Matrix.single v j (1 : ℝ)) *ᵥ h)) a b A) =
      fun t : ℝ ↦ objective (softmax (W *ᵥ h + t • (Matrix.single v j (1 : ℝ) *ᵥ h))) a b A := by
    funext t
    exact congrArg (fun z : V → ℝ ↦ objective (softmax z) a b A)
      (mulVec_add_smul W (Matrix.single v j (1 : ℝ)) h t)
  rw [hfun]
  refine (hasDerivAt_objective_softmax_add_smul (W *ᵥ h) (Matrix.single v j (1 : ℝ) *ᵥ h)
    a b A).congr_deriv ?_
  rw [Matrix.vecMulVec_apply]
  exact sum_mul_single_one_mulVec (errorVec (softmax (W *ᵥ h)) a b A) h v j

omit [Fintype V] [DecidableEq V] in
/-- The head gradient `E hᵀ` has rank at most one [ftip-007Z]. -/
theorem rank_vecMulVec_le_one {d : ℕ} (E : V → ℝ) (h : Fin d → ℝ) :
    (Matrix.vecMulVec E h).rank ≤ 1 :=
  Matrix.rank_vecMulVec_le E h

end Head

section Shared

variable {V : Type*} [Fintype V] [DecidableEq V] {O : Type*} [Fintype O]

omit [DecidableEq V] in
/-- The pairing of `E` with the summed Jacobian images of `Matrix.single i j 1 *ᵥ x o` is the
`(i, j)` entry of `∑ o, ((J o)ᵀ E) (x o)ᵀ` [ftip-007Z]. -/
theorem sum_mul_sum_mulVec_single {m d : ℕ} (E : V → ℝ) (J : O → Matrix V (Fin m) ℝ)
    (x : O → Fin d → ℝ) (i : Fin m) (j : Fin d) :
    ∑ v, E v * (∑ o, J o *ᵥ (Matrix.single i j (1 : ℝ) *ᵥ x o)) v =
      ∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ E) (x o) i j := by
  calc ∑ v, E v * (∑ o, J o *ᵥ (Matrix.single i j (1 : ℝ) *ᵥ x o)) v
      = ∑ v, ∑ o, E v * (J o v i * x o j) := by
        refine Finset.sum_congr rfl (fun v _ ↦ ?_)
        rw [Finset.sum_apply, Finset.mul_sum]
        refine Finset.sum_congr rfl (fun o _ ↦ ?_)
        rw [mulVec_single_one_mulVec_apply]
    _ = ∑ o, ∑ v, E v * (J o v i * x o j) := Finset.sum_comm
    _ = ∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ E) (x o) i j := by
        refine Finset.sum_congr rfl (fun o _ ↦ ?_)
        rw [Matrix.vecMulVec_apply, Matrix.mulVec_apply_eq_sum, Finset.sum_mul]
        refine Finset.sum_congr rfl (fun v _ ↦ ?_)
        rw [Matrix.transpose_apply]
        ring

/-- **Shared-weight gradient = sum over occurrences** [ftip-007Z]. A weight
`W : Matrix (Fin m) (Fin d) ℝ` is used at every occurrence `o : O`, with outputs
`y o = W *ᵥ x o` and fixed inputs `x o`. The logits are `Φ y` for a map `Φ` with Fréchet
derivative `Φ'` at `y = (fun o ↦ W *ᵥ x o)`, whose block Jacobians are `J o`
(`Φ' dy = ∑ o, J o *ᵥ dy o`). Then the derivative of the objective in the direction of the
matrix unit at `(i, j)` of the shared weight is the `(i, j)` entry of
`G = ∑ o, H o`, `H o = ((J o)ᵀ E) (x o)ᵀ`, where `E = errorVec (softmax (Φ y)) a b A`.
The total is the sum over all occurrences, not a single one; it is a sum of rank-one matrices
and need not have rank at most one. No hypothesis on `b` is needed. -/
theorem hasDerivAt_objective_shared {m d : ℕ} (W : Matrix (Fin m) (Fin d) ℝ)
    (x : O → Fin d → ℝ) (Φ : (O → Fin m → ℝ) → V → ℝ)
    (Φ' : (O → Fin m → ℝ) →L[ℝ] (V → ℝ)) (hΦ : HasFDerivAt Φ Φ' (fun o ↦ W *ᵥ x o))
    (J : O → Matrix V (Fin m) ℝ) (hJ : ∀ dy, Φ' dy = ∑ o, J o *ᵥ dy o)
    (a : V) (b A : ℝ) (i : Fin m) (j : Fin d) :
    HasDerivAt
      (fun t : ℝ ↦
        objective (softmax (Φ (fun o ↦ (W + t • Matrix.single i j (1 : ℝ)) *ᵥ x o))) a b A)
      (∑ o, Matrix.vecMulVec ((J o)ᵀ *ᵥ errorVec (softmax (Φ (fun o ↦ W *ᵥ x o))) a b A)
        (x o) i j) 0 := by
  have hY : ∀ t : ℝ, (fun o ↦ (W + t • Matrix.single i j (1 : ℝ)) *ᵥ x o) =
      (fun o ↦ W *ᵥ x o) + t • fun o ↦ Matrix.single i j (1 : ℝ) *ᵥ x o := by
    intro t
    funext o
    simp only [Pi.add_apply, Pi.smul_apply, mulVec_add_smul]
  have hfun : (fun t : ℝ ↦
      objective (softmax (Φ (fun o ↦ (W + t • Matrix.single i j (1 : ℝ)) *ᵥ x o))) a b A) =
      fun t : ℝ ↦ objective (softmax (Φ ((fun o ↦ W *ᵥ x o) +
        t • fun o ↦ Matrix.single i j (1 : ℝ) *ᵥ x o))) a b A := by
    funext t
    exact congrArg (fun y : O → Fin m → ℝ ↦ objective (softmax (Φ y)) a b A) (hY t)
  rw [hfun]
  refine (hasDerivAt_objective_softmax_comp_add_smul Φ Φ' (fun o ↦ W *ᵥ x o)
    (fun o ↦ Matrix.single i j (1 : ℝ) *ᵥ x o) hΦ a b A).congr_deriv ?_
  have hpair := congrArg
    (fun u : V → ℝ ↦ ∑ v, errorVec (softmax (Φ (fun o ↦ W *ᵥ x o))) a b A v * u v)
    (hJ (fun o ↦ Matrix.single i j (1 : ℝ) *ᵥ x o))
  exact hpair.trans
    (sum_mul_sum_mulVec_single (errorVec (softmax (Φ (fun o ↦ W *ᵥ x o))) a b A) J x i j)

omit [DecidableEq V] [Fintype O] in
/-- Each occurrence contribution `H o = ((J o)ᵀ E) (x o)ᵀ` has rank at most one
[ftip-007Z]. -/
theorem rank_occurrence_le_one {m d : ℕ} (J : O → Matrix V (Fin m) ℝ) (E : V → ℝ)
    (x : O → Fin d → ℝ) (o : O) :
    (Matrix.vecMulVec ((J o)ᵀ *ᵥ E) (x o)).rank ≤ 1 :=
  Matrix.rank_vecMulVec_le _ _

end Shared

end Dgg
