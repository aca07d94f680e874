"""Quantifiers over ℝ and ℚ decided by the real roots of their polynomials (``dgg.eval.cells``,
issue 25): a false ``∃ x : ℝ`` / ``∃ q : ℚ`` / ``∃!`` whose body has no witness is refuted with
an exact certificate (it was ``suspect``: no grid point is a witness), a true one with an
irrational witness passes (it was ``suspect`` too), and ``Set.ncard``/``Set.Finite`` of a set of
reals cut out by polynomials is computed, and so are ``sInf``/``sSup`` of such a set of reals (a
root, an interval enclosure when irrational; 0 when empty or unbounded, as in Mathlib): they were
``not_translated``. An atom ``x = e`` with an irrational ``e`` (``x ∈ {√2}``) is known by an
enclosure: ``{x : ℝ | x ^ 2 = 2} ⊆ {√2}`` is refuted at ``-√2``, where ``-√2 ≠ √2`` is certain;
nothing is concluded where the enclosure cannot separate (``√2 = √2``)."""

from __future__ import annotations

import functools
from fractions import Fraction

import pytest
from lean_text import assert_verdict, statements_of

from dgg.check.driver import CheckConfig, check_statement
from dgg.eval.cells import degree, parse
from dgg.lean.terms import parse_term
from dgg.model.records import Statement

FAST = CheckConfig(trials=100, necessity=False)

LEAN = """
theorem real_root_bad : ∃ x : ℝ, x ^ 2 + x + 1 = 0 := by sorry
theorem real_cubic : ∃ x : ℝ, x ^ 3 + x + 1 = 0 := by sorry
theorem rat_sqrt2_bad : ∃ q : ℚ, q ^ 2 = 2 := by sorry
theorem real_sqrt2 : ∃ x : ℝ, x ^ 2 = 2 := by sorry
theorem mem_Ioo_bad : ∃ x ∈ Set.Ioo (0 : ℝ) 1, x ^ 2 = 1 := by sorry
theorem mem_Icc : ∃ x ∈ Set.Icc (0 : ℝ) 1, x ^ 2 = 1 / 2 := by sorry
theorem unique_none_bad : ∃! x : ℝ, x ^ 2 + 1 = 0 := by sorry
theorem unique_two_bad : ∃! x : ℝ, x ^ 2 = 4 := by sorry
theorem unique_pos : ∃! x : ℝ, 0 < x ∧ x ^ 2 = 2 := by sorry
theorem rat_between : ∀ x y : ℝ, x < y → ∃ q : ℚ, x < q ∧ (q : ℝ) < y := by sorry
theorem rat_between_bad : ∀ x y : ℝ, x ≤ y → ∃ q : ℚ, x < q ∧ (q : ℝ) < y := by sorry
theorem root_of_param (a : ℝ) (h : 0 ≤ a) : ∃ x : ℝ, x ^ 2 = a := by sorry
theorem root_of_param_bad (a : ℝ) : ∃ x : ℝ, x ^ 2 = a := by sorry
theorem ncard_cubic_bad : Set.ncard {x : ℝ | x ^ 3 = x} = 2 := by sorry
theorem ncard_irrational : Set.ncard {x : ℝ | x ^ 2 = 2} = 2 := by sorry
theorem ncard_rat : Set.ncard {x : ℚ | x ^ 2 = 2} = 0 := by sorry
theorem ncard_interval : Set.ncard {x : ℝ | 0 < x ∧ x < 1} = 0 := by sorry
theorem finite_roots : Set.Finite {x : ℝ | x ^ 4 = 1} := by sorry
theorem finite_interval_bad : Set.Finite {x : ℝ | x ^ 2 ≤ 1} := by sorry
theorem int_roots_sum (S : Finset ℤ) (hS : ∀ x, x ∈ S ↔ x ^ 2 - 3 * x + 2 = 0) :
    ∑ x ∈ S, x = 3 := by sorry
theorem int_double_root_bad (S : Finset ℤ) (hS : ∀ x, x ∈ S ↔ x ^ 2 - 4 * x + 4 = 0) :
    ∑ x ∈ S, x = 4 := by sorry
theorem int_ncard : Set.ncard {n : ℤ | n ^ 3 = n} = 3 := by sorry
theorem int_ncard_bad : Set.ncard {n : ℤ | n ^ 3 = 4 * n} = 2 := by sorry
theorem sinf_open : sInf {x : ℝ | 1 < x} = 1 := by sorry
theorem sinf_sqrt2_bad : sInf {x : ℝ | 0 < x ∧ x ^ 2 > 2} = 2 := by sorry
theorem sinf_sqrt2_lt : sInf {x : ℝ | 0 < x ∧ x ^ 2 > 2} < 3 / 2 := by sorry
theorem ssup_disk : sSup {x : ℝ | x ^ 2 < 4} = 2 := by sorry
theorem ssup_unbounded : sSup {x : ℝ | 0 < x} = 0 := by sorry
theorem ssup_empty : sSup {x : ℝ | x ^ 2 < 0} = 0 := by sorry
theorem ssup_isolated_bad : sSup {x : ℝ | x ^ 2 ≤ 4 ∨ x = 5} = 2 := by sorry
theorem sinf_param (a : ℝ) : sInf {x : ℝ | a ≤ x} = a := by sorry
theorem sinf_param_bad (a : ℝ) : sInf {x : ℝ | a ≤ x ∧ 0 ≤ x} = a := by sorry
theorem sqrt2_sub_bad : {x : ℝ | x ^ 2 = 2} ⊆ {Real.sqrt 2} := by sorry
theorem sqrt2_sub : {x : ℝ | x ^ 2 = 2} ⊆ {Real.sqrt 2, -Real.sqrt 2} := by sorry
theorem sqrt2_pos_sub : {x : ℝ | x ^ 2 = 2 ∧ 0 < x} ⊆ {Real.sqrt 2} := by sorry
theorem sqrt2_eq_bad : {x : ℝ | x ^ 2 = 2} = {Real.sqrt 2} := by sorry
theorem roots_pos_bad : {x : ℝ | x ^ 2 = 2} ⊆ Set.Ioi 0 := by sorry
theorem real_finset_bad (S : Finset ℝ) (hS : ∀ x, x ∈ S ↔ x ^ 2 = 2 * x) :
    ∀ x ∈ S, x = 2 := by sorry
"""

EXPECTED = {
    "real_root_bad": "counterexample", "real_cubic": "passed", "rat_sqrt2_bad": "counterexample",
    "real_sqrt2": "passed", "mem_Ioo_bad": "counterexample", "mem_Icc": "passed",
    "unique_none_bad": "counterexample", "unique_two_bad": "counterexample",
    "unique_pos": "passed", "rat_between": "passed", "rat_between_bad": "counterexample",
    "root_of_param": "passed", "root_of_param_bad": "counterexample",
    "ncard_cubic_bad": "counterexample", "ncard_irrational": "passed", "ncard_rat": "passed",
    "ncard_interval": "passed", "finite_roots": "passed",
    "finite_interval_bad": "counterexample", "int_roots_sum": "passed",
    "int_double_root_bad": "counterexample", "int_ncard": "passed",
    "int_ncard_bad": "counterexample", "real_finset_bad": "counterexample",
    "sinf_open": "passed", "sinf_sqrt2_bad": "counterexample", "sinf_sqrt2_lt": "passed",
    "ssup_disk": "passed", "ssup_unbounded": "passed", "ssup_empty": "passed",
    "ssup_isolated_bad": "counterexample", "sinf_param": "passed",
    "sinf_param_bad": "counterexample", "sqrt2_sub_bad": "counterexample",
    "sqrt2_sub": "passed", "sqrt2_pos_sub": "passed", "sqrt2_eq_bad": "counterexample",
    "roots_pos_bad": "counterexample",
}


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    return statements_of(LEAN, "Cells.lean")


#: statements whose only variable is a finset pinned by its membership hypothesis: the
#: certificate has no value to show (the finset is determined), so it is checked here directly
PINNED = frozenset({"int_roots_sum", "int_double_root_bad", "real_finset_bad"})


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_cells_verdict(name: str) -> None:
    if name in PINNED:
        r = check_statement(_stmts()[name], FAST)
        assert r.status == EXPECTED[name], r.to_json()
        if r.status == "counterexample":
            assert r.counterexample == {} and r.reason is None, r.to_json()
        return
    assert_verdict(_stmts()[name], FAST, EXPECTED[name])


def test_rat_between_certificate_has_equal_ends() -> None:
    """The only counterexamples of the `≤` version have `x = y` (an empty open interval)."""
    r = check_statement(_stmts()["rat_between_bad"], FAST)
    assert r.status == "counterexample" and r.counterexample is not None
    assert Fraction(r.counterexample["x"]) == Fraction(r.counterexample["y"])


def test_root_of_param_certificate_is_negative() -> None:
    """`x ^ 2 = a` has a real root iff `a ≥ 0`: a certified counterexample has `a < 0`."""
    r = check_statement(_stmts()["root_of_param_bad"], FAST)
    assert r.status == "counterexample" and r.counterexample is not None
    assert Fraction(r.counterexample["a"]) < 0


def test_sinf_param_certificate_is_negative() -> None:
    """`sInf {x | a ≤ x ∧ 0 ≤ x} = max a 0`: it is `a` unless `a < 0`."""
    r = check_statement(_stmts()["sinf_param_bad"], FAST)
    assert r.status == "counterexample" and r.counterexample is not None
    assert Fraction(r.counterexample["a"]) < 0


def test_closed_refutation_is_exact() -> None:
    r = check_statement(_stmts()["real_root_bad"], FAST)
    assert r.status == "counterexample"
    assert r.counterexample == {}
    assert r.evidence is None or "suspect" not in str(r.evidence)


@pytest.mark.parametrize("src, T, want", [
    ("x ^ 2 + x + 1", "real", 2),
    ("(x - 1) * (x + 2) ^ 3", "real", 4),
    ("a * x / (b + 1)", "real", 1),
    ("1 / x", "real", None),              # not a polynomial
    ("x / 2", "int", None),               # ℤ division floors
    ("x - 1", "nat", None),               # ℕ subtraction truncates
    ("Real.sqrt x", "real", None),        # a function of x
    ("(q : ℝ) + 1", "real", 0),           # another variable's cast: free of x
    ("((x : ℝ)) ^ 3", "real", 3),
    ("a + b", "real", 0),
])
def test_degree(src: str, T: str, want: int | None) -> None:
    assert degree(parse_term(src), "x", T) == want


def test_root_bound_covers_the_roots() -> None:
    """Cauchy's bound of `x³ - 7x + 6 = 0` (roots -3, 1, 2, bound 1 + 7 = 8) holds every root;
    `ncard` is right only if -3 is enumerated."""
    st = statements_of("theorem t : Set.ncard {n : ℤ | n ^ 3 - 7 * n + 6 = 0} = 3 := by sorry\n"
                       "theorem u : Set.ncard {n : ℤ | n ^ 3 - 7 * n + 6 = 0} = 2 := by sorry\n",
                       "Bound.lean")
    assert_verdict(st["t"], FAST, "passed")
    assert_verdict(st["u"], FAST, "counterexample")


def test_parse_shape() -> None:
    assert parse(parse_term("x ∈ Set.Icc 0 1 ∧ x ^ 2 = a ∨ ¬ (x < b)"), "x") is not None
    assert parse(parse_term("∃ y, x = y"), "x") is None  # a nested quantifier over x
    assert parse(parse_term("f x = 0"), "x") is not None  # shape ok; its degree is refused later
