"""Boundary trials through powers with a variable exponent (issue 14, the open gap of the
boundary trials: ``x ^ z⁻¹ = y ↔ y = x ^ z`` was ``passed``).

Such a conclusion changes truth value only where ``x ^ z⁻¹ = y`` or ``y = x ^ z`` holds, a set
random draws never meet. The boundary trials used to skip a boundary equation with a variable
exponent (solving it exactly would raise rationals to sampled powers such as ``10⁶``); now the
exponent's variables are pinned to small rationals (:data:`dgg.check.boundary.EXPONENT_SNAPS`)
and the equation is solved for another variable. Each false statement below must be refuted, and
the test re-checks the counterexample in its own exact arithmetic (sympy, with Lean's ``Real.rpow``:
``x ^ y = |x| ^ y · cos (y π)`` for ``x < 0``, ``0 ^ y = 0`` for ``y ≠ 0``). The true statements of
the same shapes must still pass, and no pinned boundary may keep an exponent above
:data:`~dgg.sample.equalities.MAX_DEGREE`. The equality plans also solve real powers of negative
bases with Lean's values (:mod:`dgg.sample.powers`), and exact substitution never takes a huge
power or root of a rational.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
import sympy as sp

from dgg.check.boundary import (
    EXPONENT_SNAPS,
    HYP,
    boundary_candidates,
    boundary_statements,
    exponent_variables,
)
from dgg.check.driver import CheckConfig, check_statement
from dgg.eval.evaluate import Evaluator
from dgg.model.records import Statement
from dgg.sample.equalities import MAX_DEGREE
from dgg.sample.sampling import Sampler
from dgg.statements import load

CFG = CheckConfig(trials=100, necessity=False)

LEAN = """
theorem inv_iff_wrong (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : z ≠ 0) :
    x ^ z⁻¹ = y ↔ y = x ^ z := by sorry
theorem inv_iff_bare (x y z : ℝ) : x ^ z⁻¹ = y ↔ y = x ^ z := by sorry
theorem inv_iff_right (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry
theorem inv_iff_no_ha (a b c : ℝ) (hb : 0 ≤ b) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry
theorem inv_iff_no_hb (a b c : ℝ) (ha : 0 ≤ a) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry
theorem inv_iff_ha_moved (a b c : ℝ) (ha : -1 ≤ a) (hb : 0 ≤ b) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry
theorem inv_iff_hb_moved (a b c : ℝ) (ha : 0 ≤ a) (hb : -1 ≤ b) (hc : c ≠ 0) :
    a ^ c⁻¹ = b ↔ a = b ^ c := by sorry
theorem inv_le_right (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 < c) :
    a ^ c⁻¹ ≤ b ↔ a ≤ b ^ c := by sorry
theorem inv_lt_right (a b c : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hc : 0 < c) :
    a < b ^ c⁻¹ ↔ a ^ c < b := by sorry
theorem rpow_ne_right (x y : ℝ) (hx : 1 < x) (hy : 0 < y) : x ^ y ≠ 1 := by sorry
theorem rpow_ne_wrong (x y : ℝ) (hx : 0 < x) : x ^ y ≠ 2 := by sorry
theorem big_exponent (x y z : ℝ) (hx : 0 ≤ x) (hz : 0 < z) :
    x ^ (1000 * z) = y ↔ y = x ^ z := by sorry
theorem cube_root_neg_wrong (x y : ℝ) (hx : x < 0) (h : x ^ (1/3 : ℝ) = y) : y < 0 := by sorry
theorem cube_root_neg_right (x y : ℝ) (hx : x < 0) (h : x ^ (1/3 : ℝ) = y) : 0 < y := by sorry
theorem inv_imp_wrong (a b c : ℝ) (hb : 0 ≤ b) (hc : c ≠ 0) : a ^ c⁻¹ = b → 0 ≤ a := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Snaps.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], Path(d))
    return {s.name: s for s in ss}


def _rpow(x: sp.Rational, y: sp.Rational) -> sp.Expr:
    """Lean's ``Real.rpow`` on rationals, exactly."""
    if x > 0:
        return x ** y
    if x == 0:
        return sp.Integer(1 if y == 0 else 0)
    return (-x) ** y * sp.cos(y * sp.pi)


def _eq(a: sp.Expr, b: sp.Expr) -> bool:
    z = sp.nsimplify(sp.simplify(a - b)).is_zero
    assert z is not None, (a, b)
    return bool(z)


def _q(s: str) -> sp.Rational:
    f = Fraction(s.replace(" ", ""))
    return sp.Rational(f.numerator, f.denominator)


def _cex(name: str) -> dict[str, sp.Rational]:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "counterexample", (name, r.status, r.to_json())
    assert r.counterexample is not None
    return {k: _q(v) for k, v in r.counterexample.items()}


def test_the_issue_statement_is_refuted_with_a_certificate() -> None:
    c = _cex("inv_iff_wrong")
    x, y, z = c["x"], c["y"], c["z"]
    assert x >= 0 and y >= 0 and z != 0
    lhs = _eq(_rpow(x, 1 / z), y)
    rhs = _eq(y, _rpow(x, z))
    assert lhs != rhs, c


@pytest.mark.parametrize("name", ["inv_iff_bare", "inv_iff_no_ha", "inv_iff_no_hb",
                                  "inv_iff_ha_moved", "inv_iff_hb_moved"])
def test_mutants_of_rpow_inv_eq_are_refuted(name: str) -> None:
    """The four corpus mutants of the restated ``Real.rpow_inv_eq`` the mutation suite found
    missed (``ha``/``hb`` dropped or moved by 1), and the statement with no hypothesis."""
    c = _cex(name)
    a, b, cc = (c["x"], c["y"], c["z"]) if "x" in c else (c["a"], c["b"], c["c"])
    if name == "inv_iff_bare":
        lhs, rhs = _eq(_rpow(a, 1 / cc) if cc != 0 else sp.Integer(1), b), _eq(b, _rpow(a, cc))
    else:
        assert cc != 0
        lhs, rhs = _eq(_rpow(a, 1 / cc), b), _eq(a, _rpow(b, cc))
    assert {"inv_iff_no_ha": b >= 0, "inv_iff_no_hb": a >= 0, "inv_iff_ha_moved": a >= -1 and b >= 0,
            "inv_iff_hb_moved": a >= 0 and b >= -1, "inv_iff_bare": True}[name]
    assert lhs != rhs, c


def test_wrong_rpow_inequality_still_refuted() -> None:
    c = _cex("rpow_ne_wrong")
    assert c["x"] > 0 and _eq(_rpow(c["x"], c["y"]), sp.Integer(2))


@pytest.mark.parametrize("name", ["inv_iff_right", "inv_le_right", "inv_lt_right",
                                  "rpow_ne_right"])
def test_true_rpow_statements_still_pass(name: str) -> None:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "passed", (name, r.to_json())


def test_exponent_variables_are_pinned_to_small_rationals() -> None:
    s = _stmts()["inv_iff_wrong"]
    bs = boundary_statements(s)
    assert len(bs) == 2
    sm = Sampler(Evaluator(bs[0]), {})
    assert exponent_variables(sm) == ["z"]
    got = boundary_candidates(Evaluator(s), {}, [{}], np.random.default_rng(0), False)
    assert got, "no pinned boundary gave a candidate"
    for bsm, cands in got:
        assert set(bsm.fixes) == {"z"} and bsm.fixes["z"] in EXPONENT_SNAPS
        assert bsm.eq_plan is not None
        for st in bsm.eq_plan.steps:
            for q in st.eqs:
                if q.hyp == HYP:
                    assert all(p.exp.is_Number and abs(p.exp) <= 3 for p in q.expr.atoms(sp.Pow))
        assert cands


def test_no_pinned_boundary_keeps_a_huge_exponent() -> None:
    """``x ^ (1000 * z)`` with ``z`` pinned has exponents 500 … 3000, above MAX_DEGREE: such a
    boundary is not tried (a rational to the 3000th power in the exact root finding), while the
    other relation's boundary, ``y = x ^ z``, is; the true-or-false answer is not asserted here,
    only the guard."""
    s = _stmts()["big_exponent"]
    for bsm, _ in boundary_candidates(Evaluator(s), {}, [{}], np.random.default_rng(0), False):
        assert bsm.eq_plan is not None
        for st in bsm.eq_plan.steps:
            for q in st.eqs:
                if q.hyp == HYP:
                    assert all(p.exp.is_Number and abs(p.exp) <= MAX_DEGREE
                               for p in q.expr.atoms(sp.Pow)), q.expr


def test_equality_plans_solve_real_powers_of_negative_bases() -> None:
    """``x ^ (1/3 : ℝ) = y`` at ``x < 0``: Lean's ``Real.rpow`` gives ``y = |x| ^ (1/3) / 2 > 0``;
    the plan used numpy's power (NaN there), so no instance met the hypotheses
    (``unsatisfiable``). Now the false conclusion ``y < 0`` is refuted, the true ``0 < y`` passes."""
    c = _cex("cube_root_neg_wrong")
    x, y = c["x"], c["y"]
    assert x < 0 and _eq(_rpow(x, sp.Rational(1, 3)), y) and not y < 0
    r = check_statement(_stmts()["cube_root_neg_right"], CFG)
    assert r.status == "passed", r.to_json()


def test_no_huge_root_of_a_rational_in_exact_repair() -> None:
    """``a ^ c⁻¹ = b`` solved for ``b`` at ``a = -686115898117/297220236813, c = 10⁶``: sympy took
    the 10⁶-th root of the rational eagerly (minutes, then all the memory) once negative bases had
    float values; the substitution is refused as undecidable first, and the statement, false at
    ``a = -1``, is still refuted."""
    from dgg.eval.exact_ops import Undecidable
    from dgg.sample.powers import MAX_ROOT, check_substitution, lean_pow

    a, b, c = sp.symbols("a b c", real=True)
    e = a ** (1 / c) - b
    with pytest.raises(Undecidable):
        check_substitution(e, {a: sp.Rational(-686115898117, 297220236813), c: 10 ** 6})
    with pytest.raises(Undecidable):
        check_substitution(e, {a: sp.Rational(-1, 10 ** 9), c: sp.Rational(1, 10 ** 9)})
    check_substitution(e, {a: sp.Rational(-1), c: sp.Rational(1, 10 ** 9)})  # (-1) ^ 10⁹: cheap
    check_substitution(e, {a: sp.Rational(5, 7), c: MAX_ROOT})
    got = lean_pow(np.array([-8.0, 8.0, -8.0, 0.0]), np.array([1 / 3, 1 / 3, 2.0, 0.5]))
    assert np.allclose(got, [1.0, 2.0, 64.0, 0.0])
    cc = _cex("inv_imp_wrong")
    assert cc["b"] >= 0 and cc["c"] != 0 and cc["a"] < 0
    assert _eq(_rpow(cc["a"], 1 / cc["c"]), cc["b"])
