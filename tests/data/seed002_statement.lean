theorem ug_peaked_gradient_bound {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ) (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ) (hδ1 : δ ≤ 1) (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤ 8 * F * K * δ
