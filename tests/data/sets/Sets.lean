/-! Statements about sets of numbers and `∃!` (issue 25, items 1 and 5).
Names say the expected verdict: `t_…` passed, `f_…` counterexample, `n_…` not_translated. -/

-- set-builder membership is its predicate (`Set.mem_setOf_eq`)
theorem t_mem_builder (x : ℝ) (h : 0 < x) : x ∈ {y : ℝ | y > 0} := sorry
theorem f_mem_builder (x : ℝ) (h : 0 ≤ x) : x ∈ {y : ℝ | y > 0} := sorry
-- ℕ truncation inside a set-builder: k - 1 = 0 holds at k = 0 and k = 1
theorem t_nat_trunc : {k : ℕ | k - 1 = 0} = {0, 1} := sorry
theorem f_nat_trunc : {k : ℕ | k - 1 = 0} = {1} := sorry
-- an untyped binder typed by unification with the other side
theorem t_unify : {x | x ^ 2 = (4 : ℤ)} = {2, -2} := sorry
-- set equality between a builder and a finite set, checked both ways
theorem t_roots : {x : ℝ | x ^ 2 - 3 * x + 2 = 0} = {1, 2} := sorry
theorem f_roots_missing : {x : ℝ | x ^ 2 - 3 * x + 2 = 0} = {1} := sorry
theorem f_roots_extra : {x : ℝ | x ^ 2 - 3 * x + 2 = 0} = {1, 2, 3} := sorry
theorem f_roots_far : {x : ℝ | x ^ 3 = 1000} = {1} := sorry
-- intervals: boundary points
theorem t_Ioo_sub_Icc : Set.Ioo (0 : ℝ) 1 ⊆ Set.Icc 0 1 := sorry
theorem f_Icc_sub_Ioo : Set.Icc (0 : ℝ) 1 ⊆ Set.Ioo 0 1 := sorry
theorem f_Ico_eq_Icc : Set.Ico (0 : ℝ) (1 / 3) = Set.Icc 0 (1 / 3) := sorry
theorem t_Ici_eq : Set.Ici (2 : ℝ) = {x | 2 ≤ x} := sorry
theorem f_Ioi_eq : Set.Ioi (2 : ℝ) = {x | 2 ≤ x} := sorry
theorem f_sq_lt : {x : ℝ | x ^ 2 < 2} ⊆ Set.Ioo (-1.4) 1.4 := sorry
theorem t_sq_lt : {x : ℝ | x ^ 2 < 2} ⊆ Set.Ioo (-1.5) 1.5 := sorry
-- ∩ ∪ \ ᶜ and the empty set, Set.univ
theorem t_inter (a : ℝ) (h : 0 < a) : a ∈ Set.Ioi 0 ∩ {x | x ≠ 0} := sorry
theorem f_union (a : ℝ) : a ∈ Set.Iio 0 ∪ Set.Ioi 0 := sorry
theorem t_diff : Set.Icc (0 : ℝ) 1 \ Set.Ico 0 1 = {1} := sorry
theorem f_diff : Set.Icc (0 : ℝ) 1 \ Set.Ioo 0 1 = {1} := sorry
theorem t_compl : (Set.Iio (0 : ℝ))ᶜ = Set.Ici 0 := sorry
theorem f_compl : (Set.Iio (0 : ℝ))ᶜ = Set.Ioi 0 := sorry
theorem t_empty : {x : ℝ | x ^ 2 < 0} = ∅ := sorry
theorem f_empty : {x : ℝ | x ^ 2 ≤ 0} = ∅ := sorry
theorem t_univ : {x : ℝ | x ^ 2 ≥ 0} = Set.univ := sorry
theorem f_univ : {x : ℤ | x ^ 2 > 0} = Set.univ := sorry
-- bounds and extrema (witness membership and bound checked separately)
theorem t_isLeast : IsLeast {n : ℕ | 3 < n} 4 := sorry
theorem f_isLeast_not_member : IsLeast {n : ℕ | 3 < n} 3 := sorry
theorem f_isLeast_not_bound : IsLeast {n : ℕ | 3 < n} 5 := sorry
theorem t_isGreatest : IsGreatest (Set.Icc (0 : ℝ) 1) 1 := sorry
theorem f_isGreatest_open : IsGreatest (Set.Ico (0 : ℝ) 1) 1 := sorry
theorem t_upper : (2 : ℝ) ∈ upperBounds (Set.Icc 0 1) := sorry
theorem f_upper : (1 / 2 : ℝ) ∈ upperBounds (Set.Icc 0 1) := sorry
theorem f_lower : (1 / 2 : ℝ) ∈ lowerBounds {x : ℝ | 0 < x} := sorry
theorem f_isLUB_not_bound : IsLUB (Set.Ioo (0 : ℝ) 1) (1 / 2) := sorry
-- cardinality of sets enumerable from their predicate (Mathlib: `Set.ncard`)
theorem t_ncard : Set.ncard {n : ℕ | n < 10 ∧ n % 3 = 0} = 4 := sorry
theorem f_ncard : Set.ncard {n : ℕ | n < 10 ∧ n % 3 = 0} = 3 := sorry
theorem t_ncard_int (m : ℕ) (h : m ≤ 20) : Set.ncard {k : ℤ | -(m : ℤ) ≤ k ∧ k ≤ m} = 2 * m + 1 := sorry
theorem f_ncard_int (m : ℕ) (h : m ≤ 20) : Set.ncard {k : ℤ | -(m : ℤ) < k ∧ k ≤ m} = 2 * m + 1 := sorry
theorem t_card_literal : Finset.card ({1, 2, 2} : Finset ℕ) = 2 := sorry
theorem t_filter (n : ℕ) (h : n ≤ 30) : ({k ∈ Finset.range n | k % 2 = 0}).card ≤ n := sorry
theorem f_filter (n : ℕ) (h : n ≤ 30) : ({k ∈ Finset.range n | k % 2 = 0}).card < n := sorry
-- a Finset-valued variable given by its membership
theorem t_finset_pinned (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n ≤ 10 ∧ 3 ∣ n) : S.card = 3 := sorry
theorem f_finset_pinned (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n ≤ 10 ∧ 3 ∣ n) : S.card = 4 := sorry
theorem n_finset_infinite (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n) : S.card = 4 := sorry
theorem t_set_pinned (a : ℝ) (S : Set ℝ) (hS : ∀ x, x ∈ S ↔ a < x) (ha : 0 < a) : 0 ∉ S := sorry
theorem f_set_pinned (a : ℝ) (S : Set ℝ) (hS : ∀ x, x ∈ S ↔ a < x) : a ∈ S := sorry
theorem f_set_eq_pinned (S : Set ℝ) (h : S = Set.Icc 0 1) : S ⊆ Set.Ioo 0 1 := sorry
-- ∀ x ∈ s, ∃ x ∈ s over sets
theorem t_forall_mem : ∀ x ∈ ({1, 2, 3} : Set ℕ), x > 0 := sorry
theorem f_forall_mem : ∀ x ∈ ({0, 1, 2} : Set ℕ), x > 0 := sorry
theorem t_exists_mem : ∃ x ∈ Set.Icc (1 : ℤ) 5, x ^ 2 = 9 := sorry
theorem f_exists_mem : ∃ x ∈ Set.Icc (1 : ℤ) 5, x ^ 2 = 10 := sorry
theorem f_forall_mem_real : ∀ x ∈ Set.Icc (0 : ℝ) 2, x ^ 2 ≤ 3 := sorry
-- ∃!: a refutation is two distinct exact witnesses, or none among enumerated integers
theorem t_unique : ∃! x : ℝ, 2 * x + 1 = 0 := sorry
theorem f_unique_two : ∃! x : ℝ, x ^ 2 = 4 := sorry
theorem t_unique_nat : ∃! n : ℕ, n < 5 ∧ n ^ 2 = 9 := sorry
theorem f_unique_nat_none : ∃! n : ℕ, n < 5 ∧ n ^ 2 = 10 := sorry
theorem f_unique_mem : ∃! x ∈ Set.Icc (-3 : ℤ) 3, x ^ 2 = 1 := sorry
theorem t_unique_mem : ∃! x ∈ Set.Icc (0 : ℤ) 3, x ^ 2 = 1 := sorry
-- sSup / sInf where Mathlib's value is determined (finite sets, intervals of ℝ, bounded ℕ/ℤ sets)
theorem t_sSup_lit : sSup ({1, 3, 2} : Set ℝ) = 3 := sorry
theorem f_sSup_lit : sSup ({1, 3, 2} : Set ℝ) = 2 := sorry
theorem t_sSup_Ico (a b : ℝ) (h : a < b) : sSup (Set.Ico a b) = b := sorry
theorem f_sSup_Icc_empty (a b : ℝ) : sSup (Set.Icc a b) = b := sorry
theorem t_sSup_unbounded : sSup (Set.Ici (1 : ℝ)) = 0 := sorry
theorem t_sInf_Ioi : sInf (Set.Ioi (2 : ℝ)) = 2 := sorry
theorem t_sSup_nat : sSup {n : ℕ | n ^ 2 < 50} = 7 := sorry
theorem f_sSup_nat : sSup {n : ℕ | n ^ 2 < 50} = 8 := sorry
theorem t_sInf_int : sInf {n : ℤ | n ^ 2 < 50} = -7 := sorry
theorem t_sSup_nat_empty : sSup {n : ℕ | n ^ 2 < 0} = 0 := sorry
theorem f_sSup_real_empty : sSup (∅ : Set ℝ) = 1 := sorry
theorem f_sSup_real_builder : sSup {x : ℝ | x ^ 2 < 2} = 1 := sorry
theorem t_isLUB_open : IsLUB (Set.Ioo (0 : ℝ) 1) 1 := sorry
theorem f_isLUB_too_big : IsLUB (Set.Ioo (0 : ℝ) 1) 2 := sorry
theorem f_isLUB_just_below : IsLUB (Set.Ioo (0 : ℝ) 1) 0.999 := sorry
theorem t_isGLB : IsGLB (Set.Ioc (0 : ℝ) 1) 0 := sorry
-- intervals with variable end points: decided by their end points
theorem t_Icc_sub (a b : ℝ) (h : a ≤ b) : Set.Icc a b ⊆ Set.Icc (a - 1) (b + 1) := sorry
theorem f_Icc_sub (a b : ℝ) : Set.Icc a b ⊆ Set.Ioo (a - 1) b := sorry
theorem t_Ioo_empty (a b : ℝ) : Set.Ioo a b = ∅ ↔ b ≤ a := sorry
theorem f_Ioo_empty (a b : ℝ) : Set.Ioo a b = ∅ ↔ b < a := sorry
-- bounds from powers, absolute values and divisibility
theorem t_ncard_sq : Set.ncard {x : ℤ | x ^ 2 < 10} = 7 := sorry
theorem f_ncard_sq : Set.ncard {x : ℤ | x ^ 2 < 10} = 6 := sorry
theorem t_ncard_dvd : Set.ncard {d : ℕ | d ∣ 12} = 6 := sorry
theorem f_ncard_dvd : Set.ncard {d : ℕ | d ∣ 12} = 5 := sorry
theorem t_ncard_abs : Set.ncard {x : ℤ | |x| ≤ 2} = 5 := sorry
-- where the type is not determined, nothing is evaluated
theorem n_literal_untyped (x : ℕ) : x ∈ {1, 2} := sorry
theorem n_unique_two_binders : ∃! (x : ℕ) (y : ℕ), x + y = 0 := sorry
theorem t_ncard_real : Set.ncard {x : ℝ | x ^ 2 = 1} = 2 := sorry
-- listed irrational elements are checked against the other set directly (exactly or symbolically)
theorem t_sqrt_elems : {x : ℝ | x ^ 2 = 2} = {√2, -√2} := sorry
theorem f_sqrt_elems : {x : ℝ | x ^ 2 = 2} = {√3, -√2} := sorry
theorem t_sqrt_sub : ({√2} : Set ℝ) ⊆ {x : ℝ | x ^ 2 = 2} := sorry
theorem f_sqrt_sub : ({√3} : Set ℝ) ⊆ {x : ℝ | x ^ 2 = 2} := sorry
-- `#{x ∈ s | p}` (Finset.filter), sets through a pinned function, ∃! over divisors, pinned Finsets
theorem t_hash_filter (n : ℕ) (h : n ≤ 20) : #{k ∈ Finset.range n | k % 3 = 0} = (n + 2) / 3 := sorry
theorem f_hash_filter (n : ℕ) (h : n ≤ 20) : #{k ∈ Finset.range n | k % 3 = 0} = n / 3 := sorry
theorem t_forall_Ioo : ∀ x ∈ Set.Ioo (0 : ℝ) 1, x ^ 2 < x := sorry
theorem f_forall_Icc : ∀ x ∈ Set.Icc (0 : ℝ) 1, x ^ 2 < x := sorry
theorem t_preimage (f : ℕ → ℕ) (hf : ∀ n, f n = 2 * n) : {n : ℕ | f n < 10} = Set.Iio 5 := sorry
theorem f_preimage (f : ℕ → ℕ) (hf : ∀ n, f n = 2 * n) : {n : ℕ | f n < 10} = Set.Iio 6 := sorry
theorem t_unique_dvd : ∃! n : ℕ, 0 < n ∧ n ∣ 7 ∧ n ≠ 1 := sorry
theorem f_unique_dvd : ∃! n : ℕ, 0 < n ∧ n ∣ 12 ∧ n > 4 := sorry
theorem t_finset_eq (s : Finset ℕ) (h : s = Finset.range 5) : ∑ i ∈ s, i = 10 := sorry
theorem f_finset_eq (s : Finset ℕ) (h : s = Finset.range 5) : ∑ i ∈ s, i = 11 := sorry
-- sums and products over a Finset given by membership; cardinality of literals (distinct values)
theorem t_sum_pinned (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n < 10 ∧ n % 3 = 0) : ∑ n ∈ S, n = 18 := sorry
theorem f_sum_pinned (S : Finset ℕ) (h : ∀ n, n ∈ S ↔ 0 < n ∧ n < 10 ∧ n % 3 = 0) : ∑ n ∈ S, n = 17 := sorry
theorem t_prod_pinned (S : Finset ℤ) (h : ∀ x, x ∈ S ↔ x ^ 2 < 10) : ∏ x ∈ S, (x + 4) = 5040 := sorry
theorem t_card_real_lit : Set.ncard ({1, 2, 1} : Set ℝ) = 2 := sorry
theorem f_card_sqrt_lit : Set.ncard ({√4, 2, 1} : Set ℝ) = 3 := sorry
theorem t_card_distinct (a b : ℝ) (h : a ≠ b) : Set.ncard ({a, b} : Set ℝ) = 2 := sorry
theorem f_card_distinct (a b : ℝ) : Set.ncard ({a, b} : Set ℝ) = 2 := sorry
-- a set-builder as the argument of an order property of a function
theorem t_injOn_builder : Set.InjOn (fun y : ℝ => y ^ 2) {y : ℝ | 0 ≤ y} := sorry
theorem f_injOn_builder : Set.InjOn (fun y : ℝ => y ^ 2) {y : ℝ | -1 ≤ y} := sorry
theorem t_strictMonoOn_builder : StrictMonoOn (fun y : ℝ => y ^ 2) {y : ℝ | 0 ≤ y} := sorry
theorem f_strictMonoOn_builder : StrictMonoOn (fun y : ℝ => y ^ 2) {y : ℝ | -1 ≤ y} := sorry
-- a Finset of pairs given by membership: its element type is not modelled here (not guessed)
theorem n_finset_pairs (S : Finset (ℕ × ℕ)) (hS : ∀ p, p ∈ S ↔ p.1 * p.2 = 6) : S.card = 4 := sorry
