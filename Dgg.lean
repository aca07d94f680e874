/-
Copyright (c) 2026 dgg-proofs contributors. All rights reserved.
Released under Apache 2.0 license as described in the file LICENSE.
Authors: dgg-proofs contributors
-/
import Dgg.Softmax
import Dgg.PeakedCovariance
import Dgg.HeadGradient
import Dgg.OccurrenceBound

/-!
# dgg-proofs

Three gradient inequalities from work on RL fine-tuning of transformers (the seed results) and
their shared definitions. `lake build Dgg` checks exactly these three results; the sharper forms,
witnesses and counterexamples beyond the seeds are in the separate library `DggSharp`.

* `Dgg.ug_peaked_gradient_bound` [ug-peaked-gradient-bound]: the peaked-row covariance bound.
* `Dgg.hasDerivAt_objective_head` and `Dgg.hasDerivAt_objective_shared` [ftip-007Z]: the head
  gradient `G = E hᵀ` and the shared-weight occurrence sum.
* `Dgg.occ_ratio_le` and `Dgg.total_ratio_le` [ftip-0080]: the occurrence-to-head energy bound
  and its all-occurrence corollary.
-/
