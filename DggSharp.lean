/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import DggSharp.PeakedCovarianceSharp
import DggSharp.OccurrenceBoundSharp
import DggSharp.SharedRank
import DggSharp.TotalRatioSharp

/-!
# dgg-proofs, beyond the seeds

Results that go beyond the three seed statements of the library `Dgg` [beyond-seed]: sharper
constants, the witnesses that attain them, and instances for the seeds' negative claims. This
library depends on `Dgg`; `Dgg` does not depend on it, so `lake build Dgg` checks the seed results
alone (as Mathlib keeps `Archive` and `Counterexamples` apart from `Mathlib`).

* `Dgg.abs_cov_le_four_mul_delta_mul_one_sub` and the two-point witness
  `Dgg.abs_cov_two_point_eq`: the sharp peaked-row covariance bound [ug-peaked-gradient-bound].
* `Dgg.occ_ratio_le_sharp`, `Dgg.occ_ratio_le_kappa` and the witness family
  `Dgg.occ_ratio_eq_of_rows_neg_sharp`, `Dgg.occ_ratio_eq_kappa_mul_of_uniform_sharp` (exact
  ratio `(β / α) κ(p_a) · M / (M + 1)` for `M` equal off-peak tokens): sharper
  occurrence-to-head ratios [ftip-0080].
* `Dgg.total_ratio_le_kappa` and `Dgg.total_ratio_eq_kappa_mul_of_uniform_sharp`: the sharp
  all-occurrence ratio `|O|² (β / α) κ(p_a)` and its attainment when all occurrences contribute
  the same matrix [ftip-0080].
* `Dgg.rank_sum_occurrence_errorVec_eq_two`: the total shared-weight gradient need not have rank
  at most one; an instance with two occurrences has rank exactly `2` [ftip-007Z].
-/
