import Mathlib

/-!
# A true theorem proved through two false steps

Fixture of `tests/test_steps.py` for `dgg check --steps`. The conclusion `0 < x ^ 2 + 1` is true,
but the proof (which Lean would reject) claims the false `have h2 : x ^ 2 ≤ x` (line 16) and the
false `calc` step `1 ≤ x ^ 2` (line 19). The other steps are true.
-/

namespace DggFixture

/-- A square plus one is positive (proved badly on purpose). -/
theorem sq_add_one_pos_bad (x : ℝ) : 0 < x ^ 2 + 1 := by
  have h1 : 0 ≤ x ^ 2 := sq_nonneg x
  have h2 : x ^ 2 ≤ x := by
    nlinarith [h1]
  calc (0 : ℝ) < 1 := one_pos
    _ ≤ x ^ 2 := by nlinarith
    _ < x ^ 2 + 1 := by linarith

end DggFixture
