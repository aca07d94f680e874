"""Powers with a huge exponent (``x ^ z⁻¹`` at ``z = 10⁻⁹``), decided exactly, never by floats.

At such an instance the float side over- or underflows (``(1/2) ^ 10⁹`` is ``0.0``), so a true
statement shows a float violation, which the exact check must dismiss: an enclosure of ``2 ^ -10⁹``
is an mpmath interval (whose exponent range is unbounded) but has no Fraction end point, so the
exact comparisons read such end points raw. Restated statements of Mathlib's shape (order and
equality of ``x ^ z⁻¹`` against ``y`` through ``y ^ z``) pass; false variants of them (the
inequality flipped, a hypothesis dropped) are refuted with an exact certificate. In floats an
underflowed product, quotient, ``exp`` or power is NaN (like an overflow's ``inf``), so such an
instance is not a float trial: ``x ^ 10⁹ = 0`` for ``0 < x < 1`` no longer holds in every float
trial; when no float trial is finite, the instances decided in exact arithmetic are the trials.
"""

from __future__ import annotations

import functools
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from lean_text import recheck

from dgg.check.driver import CheckConfig, check_statement
from dgg.check.exact import COUNTEREXAMPLE, HOLDS, verify
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.exact_ops import ExactOps, Undecidable, _e_eq, _e_le, _e_lt, _e_npow, _e_rpow
from dgg.eval.numeric import FloatOps
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
FAST = CheckConfig(trials=300, necessity=False)
TINY = Fraction(1, 10 ** 9)

LEAN = """
theorem inv_le (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 < z) :
    x ^ z⁻¹ ≤ y ↔ x ≤ y ^ z := by sorry
theorem lt_inv (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 < z) :
    x < y ^ z⁻¹ ↔ x ^ z < y := by sorry
theorem inv_eq (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : z ≠ 0) :
    x ^ z⁻¹ = y ↔ x = y ^ z := by sorry
theorem inv_le_flip (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 < z) :
    x ^ z⁻¹ ≤ y ↔ y ≤ x ^ z := by sorry
theorem lt_inv_flip (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : 0 < z) :
    x < y ^ z⁻¹ ↔ y < x ^ z := by sorry
theorem inv_le_no_hz (x y z : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) :
    x ^ z⁻¹ ≤ y ↔ x ≤ y ^ z := by sorry
theorem big_pos (x : ℝ) (hx : 0 < x) (h1 : x < 1) : 0 < x ^ (1000000000 : ℝ) := by sorry
theorem big_over (x : ℝ) (hx : 2 ≤ x) : 1000000 < x ^ (1000000000 : ℝ) := by sorry
theorem big_neg_le (x : ℝ) (hx : 1 < x) : x ^ (-1000000000 : ℝ) ≤ 0 := by sorry
theorem big_zero (x : ℝ) (hx : 0 < x) (h1 : x < 1) : x ^ (1000000000 : ℝ) = 0 := by sorry
theorem exp_zero (x : ℝ) (hx : 0 < x) (h1 : x < 1) :
    Real.exp (-(1000000000 : ℝ) * x⁻¹) = 0 := by sorry
theorem npow_zero (x : ℝ) (hx : 0 < x) (h1 : x < 1) : x ^ (1000000000 : ℕ) = 0 := by sorry
"""

EXPECTED = {
    "inv_le": "passed", "lt_inv": "passed", "inv_eq": "passed",
    "inv_le_flip": "counterexample", "lt_inv_flip": "counterexample",
    "inv_le_no_hz": "counterexample", "big_neg_le": "counterexample",
    # false, and every float trial held (an underflowed 0 equals 0) before underflow was NaN
    "big_zero": "counterexample", "exp_zero": "counterexample", "npow_zero": "counterexample",
}


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "HugePowers.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


def _verify(name: str, **vals: Fraction) -> str:
    ev = Evaluator(_stmts()[name])
    inst = Instance({}, {k: np.array([v], dtype=object) for k, v in vals.items()}, 1, exact=True)
    why: list[str] = []
    out = verify(ev, inst, why=why)
    return out if out != "undecided" else f"undecided: {why}"


def test_comparisons_of_enclosures_beyond_fraction_range() -> None:
    tiny = _e_npow(Fraction(1, 2), 10 ** 9)  # 2 ^ -10⁹: an exact point interval
    huge = _e_npow(Fraction(3), 10 ** 9)
    assert _e_lt(Fraction(0), tiny) and not _e_le(tiny, Fraction(0))
    assert _e_lt(tiny, Fraction(1, 10 ** 100)) and not _e_eq(tiny, Fraction(0))
    assert _e_lt(Fraction(10 ** 100), huge) and not _e_lt(huge, tiny)
    assert _e_le(tiny, tiny) and _e_eq(tiny, tiny)
    # 3 ^ (10⁹ / 3) = 3 ^ 333333333.33…: enclosed by exp (y · log x)
    third = _e_rpow(Fraction(3), Fraction(10 ** 9, 3))
    assert _e_lt(third, huge) and _e_lt(Fraction(10 ** 100), third)
    with pytest.raises(Undecidable):  # overlapping enclosures stay undecided, never guessed
        _e_lt(third, ExactOps.add(np.array([third], dtype=object),
                                  np.array([Fraction(0)], dtype=object))[0])


def test_former_suspect_instances_are_decided_exactly() -> None:
    # the instances Mathlib's statements were `suspect` at: floats underflow, exact says holds
    assert _verify("lt_inv", x=Fraction(0), y=Fraction(1, 2), z=TINY) == HOLDS
    assert _verify("inv_eq", x=Fraction(33927346866999, 561511781078), y=Fraction(0),
                   z=-TINY) == HOLDS
    assert _verify("inv_le", x=Fraction(1, 2), y=Fraction(0), z=TINY) == HOLDS
    assert _verify("inv_le", x=Fraction(7, 3), y=Fraction(5, 2), z=TINY) == HOLDS
    # the same kind of instance certifies the flipped statement false
    assert _verify("inv_le_flip", x=Fraction(0), y=Fraction(1), z=TINY) == COUNTEREXAMPLE


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdict(name: str) -> None:
    r = check_statement(_stmts()[name], FAST)
    assert r.status == EXPECTED[name], r.to_json()
    if r.status == "passed":
        assert r.trials > 0 and r.evidence is None
    else:
        assert r.counterexample is not None
        recheck(_stmts()[name], r.counterexample)


def test_float_underflow_is_nan_and_true_zeros_stay() -> None:
    F = FloatOps
    a = np.array([0.5, 0.0, 2.0, -0.5])
    with np.errstate(all="ignore"):
        p = F.npow(a, np.array(1e9))
        assert np.isnan(p[0]) and p[1] == 0.0 and np.isinf(p[2]) and np.isnan(p[3])
        r = F.rpow(a, np.array(1e9))
        assert np.isnan(r[0]) and r[1] == 0.0 and np.isinf(r[2])
        z = F.zpow(np.array([0.5, 2.0, 0.0]), np.array(-1e9))
        assert not np.isfinite(z[0]) and np.isnan(z[1]) and z[2] == 0.0  # 2 ^ -10⁹; 0⁻¹ = 0
        e = F.exp(np.array([-1e6, -700.0, 0.0]))
        assert np.isnan(e[0]) and 0 < e[1] < 1e-300 and e[2] == 1.0
        m = F.mul(np.array([1e-200, 0.0, 3.0]), np.array([1e-200, 5.0, 2.0]))
        assert np.isnan(m[0]) and m[1] == 0.0 and m[2] == 6.0
        d = F.div(np.array([1.0, 0.0, 1.0]), np.array([np.exp(1000.0), 7.0, 0.0]))
        assert np.isnan(d[0]) and d[1] == 0.0 and d[2] == 0.0  # x / 0 = 0 is Lean's, kept
        assert np.isnan(F.prod(np.array([[1e-200, 1e-200], [0.0, 1e-200]]), 1)[0])


def test_instances_no_float_can_evaluate_are_decided_exactly() -> None:
    """``0 < x ^ 10⁹`` for ``0 < x < 1`` underflows and ``1000000 < x ^ 10⁹`` for ``2 ≤ x``
    overflows in every float trial: no float trial counts, the instances decided exactly do (at
    most MAX_EXACT_TRIALS), so both pass on exact evidence; the false ``x ^ 10⁹ = 0`` is refuted."""
    from dgg.check.driver import MAX_EXACT_TRIALS

    for name in ("big_pos", "big_over"):
        r = check_statement(_stmts()[name], FAST)
        assert r.status == "passed", r.to_json()
        assert 0 < r.trials <= MAX_EXACT_TRIALS
        assert r.trials + r.nonfinite_conclusion == FAST.trials
    assert check_statement(_stmts()["big_zero"], FAST).trials == 0
