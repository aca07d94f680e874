"""Constructs of the issue-25 corpus that were ``not_translated`` (issue 25, "Done when"):

* Lean's cdot notation ``(· < ·)`` (``fun a b => a < b``; the innermost enclosing parentheses
  take the dots, ``expandCDot?`` in ``src/Lean/Elab/BuiltinNotation.lean``);
* ``List.range k`` for a numeral ``k`` (``[0, …, k - 1] : List ℕ``);
* a set-valued definition (an answer filled by ``--fix S={0, 2}``) unfolded where it is used;
* sets of pairs compared whole (``{p : ℤ × ℤ | p.1 * p.2 = 1} = {(1, 1), (-1, -1)}``, ``⊆``,
  ``(a, b) ∈ {p | …}``) unfolded over the two components (``Set.ext_iff``, ``Prod.forall``);
* ``Set.encard s = k`` as ``s.Finite ∧ s.ncard = k`` (an infinite set's ``encard`` is ``⊤``, no
  numeral: ``{x : ℝ | 0 < x}.encard = 0`` is refuted, where ``ncard`` would give 0).
"""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from lean_text import assert_verdict, statements_of

from dgg.check.driver import CheckConfig, check_statement
from dgg.lean.terms import FragmentError, parse_term
from dgg.model.records import Statement
from dgg.model.terms import App, BinOp, Lam, Name

FAST = CheckConfig(trials=100, necessity=False)

LEAN = """
theorem pairwise_lt : List.Pairwise (· < ·) ([1, 2, 5] : List ℕ) := by sorry
theorem pairwise_lt_bad : List.Pairwise (· < ·) ([1, 2, 2] : List ℕ) := by sorry
theorem pairwise_var (x : ℝ) (h : 0 < x) : List.Pairwise (· < ·) [x, x + 1, 2 * x + 1] := by
  sorry
theorem pairwise_var_bad (x : ℝ) : List.Pairwise (· < ·) [x, x + 1, 2 * x + 1] := by sorry
theorem map_dot : ([1, 2] : List ℝ).map (· * 2) = [2, 4] := by sorry
theorem range_sum : (List.range 5).sum = 10 := by sorry
theorem range_sum_bad : (List.range 5).sum = 15 := by sorry
theorem range_length : (List.range 7).length = 7 := by sorry
def roots_short : Set ℝ := {0, 2}
def roots_all : Set ℝ := {-2, 0, 2}
def window : Set ℝ := Set.Ioo 1 3
theorem roots_short_bad : {x : ℝ | x ^ 3 = 4 * x} = roots_short := by sorry
theorem roots_all_ok : {x : ℝ | x ^ 3 = 4 * x} = roots_all := by sorry
theorem window_ok : {x : ℝ | x ^ 2 - 4 * x + 3 < 0} = window := by sorry
theorem window_bad : {x : ℝ | x ^ 2 - 4 * x + 3 ≤ 0} = window := by sorry
theorem pairs_one : {p : ℝ × ℝ | p.1 + p.2 = 2 ∧ p.1 - p.2 = 0} = {(1, 1)} := by sorry
theorem pairs_extra_bad :
    {p : ℝ × ℝ | p.1 * p.2 = 1 ∧ p.1 + p.2 = 2} = {(1, 1), (-1, -1)} := by sorry
theorem pairs_circle :
    {p : ℤ × ℤ | p.1 ^ 2 + p.2 ^ 2 = 1} = {(1, 0), (-1, 0), (0, 1), (0, -1)} := by sorry
theorem pairs_missing_bad : {p : ℤ × ℤ | p.1 ^ 2 + p.2 ^ 2 = 2} = {(1, 1), (-1, -1)} := by sorry
theorem pair_mem : ((1 : ℝ), (2 : ℝ)) ∈ {p : ℝ × ℝ | p.1 < p.2} := by sorry
theorem pair_mem_bad : ((2 : ℝ), (1 : ℝ)) ∈ {p : ℝ × ℝ | p.1 < p.2} := by sorry
theorem pair_sub_bad : {p : ℝ × ℝ | p.1 < p.2} ⊆ {p : ℝ × ℝ | p.1 ^ 2 < p.2 ^ 2} := by sorry
theorem pair_sub : {p : ℝ × ℝ | 0 ≤ p.1 ∧ p.1 < p.2} ⊆ {q : ℝ × ℝ | q.1 ^ 2 < q.2 ^ 2} := by
  sorry
def units : Set (ℤ × ℤ) := {(1, 1), (-1, -1)}
theorem units_ok : {p : ℤ × ℤ | p.1 * p.2 = 1} = units := by sorry
theorem units_bad : {p : ℤ × ℤ | p.1 * p.2 = -1} = units := by sorry
theorem encard_two : Set.encard {x : ℝ | x ^ 2 = 2} = 2 := by sorry
theorem encard_one_bad : Set.encard {x : ℝ | x ^ 2 = 2} = 1 := by sorry
theorem encard_infinite_bad : Set.encard {x : ℝ | 0 < x} = 0 := by sorry
theorem encard_ne : {x : ℝ | 0 < x}.encard ≠ 0 := by sorry
"""

EXPECTED = {
    "pairwise_lt": "passed", "pairwise_lt_bad": "counterexample", "pairwise_var": "passed",
    "pairwise_var_bad": "counterexample", "map_dot": "passed", "range_sum": "passed",
    "range_sum_bad": "counterexample", "range_length": "passed",
    "roots_short_bad": "counterexample", "roots_all_ok": "passed", "window_ok": "passed",
    "window_bad": "counterexample", "encard_two": "passed", "encard_one_bad": "counterexample",
    "encard_infinite_bad": "counterexample", "encard_ne": "passed", "pairs_one": "passed",
    "pairs_extra_bad": "counterexample", "pairs_circle": "passed",
    "pairs_missing_bad": "counterexample", "pair_mem": "passed", "pair_mem_bad": "counterexample",
    "pair_sub_bad": "counterexample", "pair_sub": "passed", "units_ok": "passed",
    "units_bad": "counterexample",
}


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    return statements_of(LEAN, "Catch.lean")


#: the pair-set statements: a counterexample names the pair's components (`p₁`, `p₂`), which are
#: no variable of the statement's text; their values are checked by test_pair_certificates
PAIRS = frozenset({"pairs_extra_bad", "pairs_missing_bad", "pair_sub_bad", "units_bad"})


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_verdict(name: str) -> None:
    if name in PAIRS:
        r = check_statement(_stmts()[name], FAST)
        assert r.status == EXPECTED[name], r.to_json()
        return
    assert_verdict(_stmts()[name], FAST, EXPECTED[name])


def test_pairwise_var_certificate() -> None:
    """`[x, x + 1, 2x + 1]` is strictly increasing iff `x > 0`: the certified `x` is `≤ 0`."""
    r = check_statement(_stmts()["pairwise_var_bad"], FAST)
    assert r.status == "counterexample" and r.counterexample is not None
    from fractions import Fraction
    assert Fraction(r.counterexample["x"]) <= 0


@pytest.mark.parametrize("name, check", [
    ("pairs_extra_bad", lambda a, b: a == b == -1),          # the only extra element
    ("pairs_missing_bad", lambda a, b: a * b == -1 and a * a == 1),   # (1, -1) or (-1, 1)
    ("units_bad", lambda a, b: a * b == -1),
    ("pair_sub_bad", lambda a, b: a < b and a * a >= b * b),
])
def test_pair_certificates(name: str, check: Any) -> None:
    """The certified pair is a real counterexample, its components named after the projections
    (`p₁`, `p₂`, as for a pair variable)."""
    from fractions import Fraction
    r = check_statement(_stmts()[name], FAST)
    assert r.status == "counterexample" and r.counterexample is not None
    assert set(r.counterexample) == {"p₁", "p₂"}, r.counterexample
    assert check(Fraction(r.counterexample["p₁"]), Fraction(r.counterexample["p₂"]))


def test_cdot_reads_as_fun() -> None:
    t = parse_term("List.Pairwise (· < ·) l")
    assert isinstance(t, App)
    lam = t.args[0]
    assert isinstance(lam, Lam) and len(lam.binders) == 2
    body = lam.body
    assert isinstance(body, BinOp) and body.op == "<"
    assert isinstance(body.lhs, Name) and body.lhs.id == lam.binders[0].name
    assert isinstance(body.rhs, Name) and body.rhs.id == lam.binders[1].name


def test_cdot_inner_parentheses_take_their_own() -> None:
    """`(f · (· + 1))` is `fun a => f a (fun b => b + 1)`: one binder outside, one inside."""
    t = parse_term("(f · (· + 1))")
    assert isinstance(t, Lam) and len(t.binders) == 1
    assert isinstance(t.body, App) and isinstance(t.body.args[1], Lam)
    assert len(t.body.args[1].binders) == 1


def test_cdot_outside_parentheses_is_outside_the_fragment() -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term("g · 1", "f.lean", 3, 1)
    assert "·" in ei.value.construct and (ei.value.line, ei.value.col) == (3, 3)


def test_fix_fills_a_set_answer(tmp_path: Path) -> None:
    """`--fix S={0, 2}` on `abbrev S : Set ℝ := sorry`: the set equality is decided with the
    filled literal (a counterexample, the missing root -2), and `{-2, 0, 2}` passes."""
    root = Path(__file__).resolve().parents[1]
    f = tmp_path / "Answer.lean"
    f.write_text("abbrev S : Set ℝ := sorry\n"
                 "theorem roots : {x : ℝ | x ^ 3 = 4 * x} = S := by sorry\n", encoding="utf-8")
    outs = {}
    for value in ("{0, 2}", "{-2, 0, 2}"):
        p = subprocess.run([sys.executable, "-m", "dgg", "check", "--no-smt", "--jobs", "1",
                            "--trials", "50", "--no-cache", "--fix", f"S={value}", str(f)],
                           capture_output=True, text=True, cwd=root, timeout=300)
        outs[value] = p.stdout
    assert "roots: counterexample (exact)" in outs["{0, 2}"], outs
    assert "1 passed" in outs["{-2, 0, 2}"], outs
