"""Counterexamples on measure-zero sets: where the conclusion's two sides meet, and one variable
moved onto a corner of an accepted instance (issue 14; the library mutants
``errorVec_self_ne_zero#c0±``, ``total_ratio_le_kappa#strict0``, ``occ_ratio_eq_of_rows_sharp``
with ``A ≠ 1`` or ``-1 < b`` were passed although false).

Each false statement below was ``passed`` before the boundary trials and the corner sweep
(:mod:`dgg.check.boundary`, :func:`dgg.check.corners.sweep_candidates`); it must now be refuted
with a certified counterexample, which the test re-checks in its own rational arithmetic. The true
statements of the same shapes must still pass.
"""

from __future__ import annotations

import functools
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from lean_text import recheck

from dgg.check.boundary import HYP, boundary_statement
from dgg.check.driver import CheckConfig, check_statement
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
CFG = CheckConfig(trials=100, necessity=False)

LEAN = """
theorem ne_surface (p b A : ℝ) (hp0 : 0 < p) (hp1 : p < 1) (hb : 0 < b) (hA : A ≠ 0) :
    p / b * A * (1 - p) ≠ 1 := by sorry
theorem ne_surface_true (p b A : ℝ) (hp0 : 0 < p) (hp1 : p < 1) (hb : 0 < b) (hA : A ≠ 0) :
    p / b * A * (1 - p) ≠ 0 := by sorry
theorem ne_entry (p : Fin 3 → ℝ) (a : Fin 3) (b A : ℝ) (hp0 : 0 < p a) (hp1 : p a < 1)
    (hb : 0 < b) : p a / b * A * (1 - p a) ≠ 1 := by sorry
theorem ne_entry_true (p : Fin 3 → ℝ) (a : Fin 3) (b A : ℝ) (hp0 : 0 < p a) (hp1 : p a < 1)
    (hb : 0 < b) (hA : A ≠ 0) : p a / b * A * (1 - p a) ≠ 0 := by sorry
theorem amgm3 (a b : ℝ) (ha : 0 < a) (hb : 0 < b) : 6 * a * b < a ^ 2 + 9 * b ^ 2 := by sorry
theorem amgm3_true (a b : ℝ) (ha : 0 < a) (hb : 0 < b) :
    6 * a * b ≤ a ^ 2 + 9 * b ^ 2 := by sorry
theorem rows_div (u : Fin 2 → ℝ) (c b : ℝ) (hu : ∀ i, i ≠ 0 → u i = c * u 0) (hb : -1 < b) :
    (b * u 1) / b = c * u 0 := by sorry
theorem rows_div_true (u : Fin 2 → ℝ) (c b : ℝ) (hu : ∀ i, i ≠ 0 → u i = c * u 0)
    (hb : 0 < b) : (b * u 1) / b = c * u 0 := by sorry
theorem log_pos_true (x : ℝ) (hx : 1 < x) : 0 < Real.log x := by sorry
theorem log_ne_true (x : ℝ) (hx : 0 < x) (h : x ≠ 1) : Real.log x ≠ 0 := by sorry
theorem le_only (x : ℝ) (hx : 0 ≤ x) : 0 ≤ x := by sorry
theorem forall_ne (u : Fin 2 → ℝ) (hu : ∀ i, 0 < u i) : ∀ i, u i ≠ 0 := by sorry
theorem big_pow (x : ℝ) (hx : 0 < x) (h1 : x < 1) : 0 < x ^ (1000000000 : ℝ) := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Boundary.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


def _q(text: str) -> Fraction:
    return Fraction(text.replace(" ", ""))


def _vec(text: str) -> list[Fraction]:
    assert text.startswith("![") and text.endswith("]"), text
    return [_q(t) for t in text[2:-1].split(",")]


def _cex(name: str) -> dict[str, str]:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "counterexample", (name, r.status, r.evidence)
    assert r.counterexample is not None
    return r.counterexample


def test_ne_surface_refuted_on_the_surface() -> None:
    c = _cex("ne_surface")
    p, b, A = _q(c["p"]), _q(c["b"]), _q(c["A"])
    assert 0 < p < 1 and b > 0 and A != 0
    assert p / b * A * (1 - p) == 1


def test_ne_with_a_vector_entry_refuted() -> None:
    c = _cex("ne_entry")
    p, a, b, A = _vec(c["p"]), int(c["a"]), _q(c["b"]), _q(c["A"])
    assert 0 < p[a] < 1 and b > 0
    assert p[a] / b * A * (1 - p[a]) == 1


def test_strict_inequality_refuted_at_its_equality_case() -> None:
    c = _cex("amgm3")
    a, b = _q(c["a"]), _q(c["b"])
    assert a > 0 and b > 0
    assert 6 * a * b == a ** 2 + 9 * b ** 2  # a = 3 b, no corner value


def test_division_by_zero_found_from_an_accepted_instance() -> None:
    c = _cex("rows_div")
    u, cc, b = _vec(c["u"]), _q(c["c"]), _q(c["b"])
    assert u[1] == cc * u[0] and b > -1
    lhs = (b * u[1]) / b if b != 0 else Fraction(0)  # Lean: x / 0 = 0
    assert lhs != cc * u[0]


@pytest.mark.parametrize("name", ["ne_surface_true", "ne_entry_true", "amgm3_true",
                                  "rows_div_true", "log_pos_true", "log_ne_true"])
def test_true_statements_of_the_same_shapes_pass(name: str) -> None:
    r = check_statement(_stmts()[name], CFG)
    assert r.status == "passed", (name, r.status, r.counterexample, r.evidence)


def test_boundary_statement_only_for_conclusions_failing_on_equality() -> None:
    s = _stmts()
    b = boundary_statement(s["ne_surface"])
    assert b is not None and b.hypotheses[-1].name == HYP
    assert b.hypotheses[-1].term is not None and b.hypotheses[-1].term.op == "="
    assert len(b.hypotheses) == len(s["ne_surface"].hypotheses) + 1
    assert boundary_statement(s["amgm3"]) is not None
    for name in ("le_only", "rows_div", "forall_ne"):  # ≤, =, a ∀ in front
        assert boundary_statement(s[name]) is None, name


def test_huge_powers_are_never_expanded_into_polynomials() -> None:
    """The boundary of ``0 < x ^ (10⁹ : ℝ)`` is ``x ^ 10⁹ = 0``: as a dense polynomial its
    coefficient list alone filled the memory; it is solved as an analytic equation instead."""
    import sympy as sp

    from dgg.sample.equalities import MAX_DEGREE, _degree, _huge_power, _rational_roots

    x = sp.Symbol("x", real=True)
    assert _degree(x ** 3 - 2 * x, [x]) == 3
    assert _degree(x ** MAX_DEGREE - 1, [x]) == MAX_DEGREE
    assert _huge_power(x ** (MAX_DEGREE + 1)) and _degree(x ** 10 ** 9, [x]) == -1
    assert _rational_roots(x ** 10 ** 9 - 1, x, 1.0) == []
    r = check_statement(_stmts()["big_pow"], CFG)
    assert r.status == "passed", (r.status, r.evidence)


def test_no_boundary_trials_through_huge_or_variable_powers() -> None:
    """``x ^ y = 1`` (a sampled ``y`` may be ``10⁶``) and ``x ^ 1000 = 1`` are not solved exactly
    on the boundary (a rational raised to such a power exhausted the memory on Mathlib's rpow
    lemmas); ``x ^ 2 = 1`` still is."""
    import sympy as sp

    from dgg.check.boundary import _safe

    x, y = sp.symbols("x y", real=True)
    assert _safe(x ** 2 - 1) and _safe(sp.sqrt(x) - 1)
    assert not _safe(x ** y - 1) and not _safe(x ** 1000 - 1)


IFF = """
theorem sq_iff_wrong (x y : ℝ) (hx : 0 ≤ x) : x ^ 2 = y ↔ x = y ^ 2 := by sorry
theorem sq_iff_right (x y : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) :
    x ^ 2 = y ↔ x = Real.sqrt y := by sorry
theorem cube_iff_wrong (a b : ℝ) (ha : 0 < a) : a ^ 3 = b ↔ a = 2 * b := by sorry
theorem cube_iff_right (a b : ℝ) (ha : 0 < a) : a ^ 3 = b ↔ b - a ^ 3 = 0 := by sorry
"""


def test_equalities_under_iff_are_met_by_boundary_trials(tmp_path: Path) -> None:
    """``x ^ 2 = y ↔ x = y ^ 2`` is false only where one of its equalities holds (``x = 2,
    y = 4``), a set random draws never meet; each relation under ``↔`` gets its boundary
    statement, so the false ones are refuted with certificates and the true ones pass."""
    from dgg.check.boundary import boundary_statements

    p = tmp_path / "Iff.lean"
    p.write_text(IFF, encoding="utf-8")
    _, ss = load([p], tmp_path)
    s = {x.name: x for x in ss}
    assert len(boundary_statements(s["sq_iff_wrong"])) == 2
    assert all(b.hypotheses[-1].name == HYP for b in boundary_statements(s["sq_iff_wrong"]))
    for name in ("sq_iff_wrong", "cube_iff_wrong"):
        r = check_statement(s[name], CFG)
        assert r.status == "counterexample", (name, r.to_json())
        assert r.counterexample is not None
        assert recheck(s[name], r.counterexample), r.counterexample  # the oracle confirms it
    for name in ("sq_iff_right", "cube_iff_right"):
        r = check_statement(s[name], CFG)
        assert r.status == "passed", (name, r.to_json())
