"""Issue 15 after the soundness work: statements restating proven Mathlib facts that used to come
out ``suspect`` (a false alarm on a proven statement), with their false variants, which must still
be certified counterexamples; and the constructs added for coverage, each with the verdict
`dgg check` must give (true ones ``passed``, false ones ``counterexample``, never the reverse)."""

from __future__ import annotations

import functools
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from dgg.check.driver import CheckConfig, check_statement
from dgg.eval.evaluate import Evaluator, Instance, Undecidable
from dgg.lean.terms import parse_term
from dgg.model.records import Statement, Variable
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
FAST = CheckConfig(trials=300, necessity=False)

LEAN = """
open Real
-- `Real.tan = sin / cos` with Lean's `x / 0 = 0`: intervals cannot divide by an enclosure of
-- `cos (π / 2)`; the relation is then decided on sympy numbers, where `cos (π / 2) = 0`
theorem tan_half_pi : tan (π / 2) = 0 := by sorry
theorem tan_half_pi_bad : tan (π / 2) = 1 := by sorry
theorem tan_half_pi_sub (x : ℝ) : tan (π / 2 - x) = (tan x)⁻¹ := by sorry
theorem tan_half_pi_sub_bad (x : ℝ) : tan (π / 2 - x) = tan x := by sorry
-- `∃ n : ℤ` pinned by an equation affine in `n`: every possible witness is evaluated
theorem cos_one_iff (x : ℝ) : cos x = 1 ↔ ∃ n : ℤ, (n : ℝ) * (2 * π) = x := by sorry
theorem half_not_int (x : ℝ) (h : x = 5 / 2) : ¬ ∃ n : ℤ, (n : ℝ) = x := by sorry
theorem pos_is_nat_bad (x : ℝ) (h : 0 < x) : ∃ n : ℕ, (n : ℝ) = x := by sorry
theorem even_or_odd (m : ℕ) : ∃ n : ℕ, 2 * n = m ∨ 2 * n + 1 = m := by sorry
theorem all_even_bad (m : ℕ) : ∃ n : ℕ, 2 * n = m := by sorry
theorem forall_pinned (m : ℤ) : ∀ n : ℤ, 2 * n = m → n * 2 = m := by sorry
theorem forall_pinned_bad (m : ℤ) : ∀ n : ℤ, 3 * n = m → n = m := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Cover.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


EXPECTED = {
    "tan_half_pi": "passed", "tan_half_pi_bad": "counterexample",
    "tan_half_pi_sub": "passed", "tan_half_pi_sub_bad": "counterexample",
    "cos_one_iff": "passed", "half_not_int": "passed", "pos_is_nat_bad": "counterexample",
    "even_or_odd": "passed", "all_even_bad": "counterexample",
    "forall_pinned": "passed", "forall_pinned_bad": "counterexample",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdict(name: str) -> None:
    r = check_statement(_stmts()[name], FAST)
    assert r.status == EXPECTED[name], r.to_json()


def _exact(concl: str, binders: dict[str, str], vals: dict[str, Fraction]) -> bool:
    variables = [Variable(n, parse_term(t), t, "explicit") for n, t in binders.items()]
    st = Statement("T", "theorem", "<t>", 1, 1, variables, [], [], parse_term(concl), concl,
                   defs={}, opens=["Real"])
    ev = Evaluator(st)
    v = {k: np.array([x], dtype=object) for k, x in vals.items()}
    return bool(ev.truth(st.conclusion, Instance({}, v, 1, exact=True))[0])


def test_integer_existential_decided_exactly() -> None:
    # the only real solution of n * 2π = x is x / 2π; no integer lies in its enclosure
    assert not _exact("∃ n : ℤ, (n : ℝ) * (2 * π) = x", {"x": "ℝ"}, {"x": Fraction(1, 10 ** 9)})
    assert _exact("∃ n : ℤ, (n : ℝ) * 2 = x", {"x": "ℝ"}, {"x": Fraction(-246)})
    assert not _exact("∃ n : ℕ, (n : ℝ) * 2 = x", {"x": "ℝ"}, {"x": Fraction(-246)})
    # the witness is a large integer outside the grid: found at the equation's root
    assert _exact("∃ n : ℤ, 3 * n + 1 = m", {"m": "ℤ"}, {"m": Fraction(3 * 10 ** 7 + 1)})


@pytest.mark.parametrize("concl", [
    "∃ n : ℤ, (n : ℝ) ^ 2 = x",            # not affine in n: the grid only
    "∃ n : ℕ, n - 3 = m",                   # ℕ subtraction truncates: not affine
    "∃ n : ℤ, n / 2 = m",                   # ℤ division floors: not affine
])
def test_integer_existential_not_pinned_stays_undecided(concl: str) -> None:
    binders = {"x": "ℝ"} if "x" in concl else {"m": "ℤ" if "ℤ" in concl else "ℕ"}
    vals = {k: Fraction(10 ** 6 + 1, 7 if k == "x" else 1) for k in binders}
    with pytest.raises(Undecidable):
        _exact(concl, binders, vals)
