"""The small-integer sweep (issue 14: ``Nat.Prime (n ^ 2 + n + 41)``, false first at ``n = 40``, was
``passed``: random draws of ℕ take a handful of small values and never 40).

Each false statement below must be refuted with a certificate, and the test re-checks the
counterexample in its own arithmetic (Python integers, sympy's primality test) and that it is the
least one in the sweep order (smallest largest magnitude first). The true statements of the same
shapes, one of them true only because a hypothesis cuts the sweep (``n < 40``), must still pass.
"""

from __future__ import annotations

import functools
import itertools
import math
import tempfile
from pathlib import Path

import pytest
import sympy as sp

from dgg.check.driver import CheckConfig, check_statement
from dgg.check.extra import SWEEP_BUDGET, SWEEP_FIRST, SWEEP_ONE, SWEEP_VARS, _side
from dgg.check.ints import _grid, heavy, sweep_variables, values_of
from dgg.eval.evaluate import Evaluator
from dgg.model.records import Statement
from dgg.sample.sampling import Sampler
from dgg.statements import load

CFG = CheckConfig(trials=100, necessity=False)

LEAN = """
theorem euler_bad (n : ℕ) : Nat.Prime (n ^ 2 + n + 41) := by sorry
theorem euler_below_40 (n : ℕ) (h : n < 40) : Nat.Prime (n ^ 2 + n + 41) := by sorry
theorem euler_from_1 (n : ℕ) (h : 0 < n) (h' : n ≤ 39) : Nat.Prime (n ^ 2 + n + 41) := by sorry
theorem int_roots_bad (n : ℤ) : (n + 37) * (n - 50) ≠ 0 := by sorry
theorem gcd_bad (a b : ℕ) : Nat.gcd (a + 20) (b + 20) ≤ 30 := by sorry
theorem gcd_lcm (a b : ℕ) : Nat.gcd a b * Nat.lcm a b = a * b := by sorry
theorem cube_mod_bad (n : ℕ) (h : n % 7 = 3) : n ^ 3 % 100 ≠ 17 := by sorry
theorem sum_range_bad (n : ℕ) : ∑ i ∈ Finset.range n, i ≠ 820 := by sorry
theorem sum_range (n : ℕ) : ∑ i ∈ Finset.range n, i = n * (n - 1) / 2 := by sorry
theorem with_real (n : ℕ) (x : ℝ) : Nat.Prime (n ^ 2 + n + 41) := by sorry
theorem far (n : ℕ) (h : 50 ≤ n) : n ^ 2 ≥ 2500 := by sorry
theorem far_bad (n : ℕ) (h : 50 ≤ n) : n ^ 2 ≠ 3025 := by sorry
theorem window_bad (n : ℤ) (h : -30 ≤ n) (h' : n ≤ -20) : n ≠ -27 := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Ints.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], Path(d))
    return {s.name: s for s in ss}


def _cex(name: str) -> dict[str, int]:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "counterexample", (name, r.status, r.to_json())
    assert r.counterexample is not None
    out = {}
    for k, v in r.counterexample.items():
        q = sp.Rational(v.replace(" ", "").strip("()"))
        assert q.is_integer, (name, k, v)
        out[k] = int(q)
    return out


def test_euler_polynomial_refuted_at_40() -> None:
    c = _cex("euler_bad")
    assert c == {"n": 40}
    assert not sp.isprime(40 ** 2 + 40 + 41)
    assert all(sp.isprime(m ** 2 + m + 41) for m in range(40))  # 40 is the least


def test_int_variable_swept_on_negatives() -> None:
    n = _cex("int_roots_bad")["n"]
    assert (n + 37) * (n - 50) == 0
    assert n == -37  # |-37| < 50: the least magnitude


def test_two_variables_swept_on_a_grid() -> None:
    c = _cex("gcd_bad")
    a, b = c["a"], c["b"]
    assert math.gcd(a + 20, b + 20) > 30
    assert max(a, b) == min(max(x, y) for x, y in itertools.product(range(64), repeat=2)
                            if math.gcd(x + 20, y + 20) > 30)


def test_hypothesis_holds_at_the_swept_counterexample() -> None:
    n = _cex("cube_mod_bad")["n"]
    assert n % 7 == 3 and n ** 3 % 100 == 17


def test_single_big_operator_swept() -> None:
    n = _cex("sum_range_bad")["n"]
    assert sum(range(n)) == 820


@pytest.mark.parametrize("name", ["euler_below_40", "euler_from_1", "gcd_lcm", "sum_range"])
def test_true_statements_of_the_same_shapes_pass(name: str) -> None:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "passed", (name, r.to_json())


def test_hypotheses_random_draws_miss_are_met_by_the_sweep() -> None:
    """``50 ≤ n`` is never met by the random ℕ draws (``0 … 10``): the swept instances that meet
    it are the trials (at most ``trials`` of them), so such statements are decided instead of
    being called ``unsatisfiable``."""
    r = check_statement(_stmts()["far"], CFG)
    assert r.status == "passed" and 0 < r.trials <= CFG.trials, r.to_json()
    assert _cex("far_bad") == {"n": 55}
    assert _cex("window_bad") == {"n": -27}


def test_hypothesis_shown_necessary_by_the_sweep() -> None:
    """Without ``h' : n ≤ 39`` the statement is false at ``n = 40`` only (random draws never
    meet it); without ``h : 0 < n`` it is still true (``n = 0`` gives the prime 41)."""
    cfg = CheckConfig(trials=100, necessity=True)
    r = check_statement(_stmts()["euler_from_1"], cfg)
    assert r.status == "passed" and r.needed_hypotheses == ["h'"], r.to_json()
    r = check_statement(_stmts()["euler_below_40"], cfg)
    assert r.status == "passed" and r.needed_hypotheses == ["h"], r.to_json()


def test_statement_with_a_real_variable_is_not_swept() -> None:
    sm = Sampler(Evaluator(_stmts()["with_real"]))
    assert sweep_variables(sm, SWEEP_VARS) == []
    assert sweep_variables(Sampler(Evaluator(_stmts()["gcd_bad"])), SWEEP_VARS) == ["a", "b"]
    assert sweep_variables(Sampler(Evaluator(_stmts()["gcd_bad"])), 1) == []


def test_sweep_values_and_budget() -> None:
    assert list(values_of("nat", 5)) == [0, 1, 2, 3, 4]
    assert list(values_of("int", 6)) == [0, 1, -1, 2, -2, 3]
    sm = Sampler(Evaluator(_stmts()["gcd_bad"]))
    for k in range(1, SWEEP_VARS + 1):
        assert _side(SWEEP_BUDGET, k) ** k <= SWEEP_BUDGET < (_side(SWEEP_BUDGET, k) + 1) ** k
    first, full = _side(SWEEP_FIRST, 2), _side(SWEEP_BUDGET, 2)
    g1, g2 = _grid(sm, ["a", "b"], first, 0), _grid(sm, ["a", "b"], full, first)
    pts1 = set(zip(g1["a"], g1["b"]))
    pts2 = set(zip(g2["a"], g2["b"]))
    assert len(pts1) == first ** 2 and not pts1 & pts2 and len(pts1 | pts2) == full ** 2
    big = [max(a, b) for a, b in zip(g2["a"], g2["b"])]
    assert big == sorted(big)  # smallest first
    assert min(_side(SWEEP_BUDGET, 1), SWEEP_ONE) == SWEEP_ONE <= SWEEP_BUDGET
    assert not heavy(sm) and heavy(Sampler(Evaluator(_stmts()["sum_range"])))

