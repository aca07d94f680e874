"""Quantifiers over ℝ beside their bounds, and nested grids bounded (``dgg.eval.witness``,
``dgg.eval.numsets``): ``∀ a' > a, …`` is also evaluated at ``a`` and just beside it, so the grid
(spacing ¼) no longer admits instances that only the reals near ``a`` rule out, the false alarms
of Mathlib's ``le_mul_of_forall_lt₀``; and grid quantifiers nested three deep over a batch are
``not_translated`` with the count, instead of an allocation that gets the process killed."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from lean_text import lean_project

import dgg.cli as cli
from dgg.eval.evaluate import Evaluator, Instance
from dgg.statements import load

TEXT = """\
theorem le_mul_of_forall (a b c : ℝ) (hb : 0 < b) (h : ∀ a' > a, c ≤ a' * b) :
    c ≤ a * b := by sorry
theorem le_mul_of_forall_bad (a b c : ℝ) (hb : 0 < b) (h : ∀ a' > a, c ≤ a' * b) :
    c < a * b := by sorry
theorem le_mul_of_forall_lt₀ (a b c : ℝ) (h : ∀ a' > a, ∀ b' > b, c ≤ a' * b') :
    c ≤ a * b := by sorry
theorem npow_uniform (B : ℝ) {ε : ℝ} (hε : 0 < ε) (n : ℕ) :
    ∃ δ > 0, ∀ q r : ℝ, |r| ≤ B → |q - r| ≤ δ → |q ^ n - r ^ n| < ε := by sorry
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lean_project(tmp_path_factory.mktemp("gridbounds"), "G.lean", TEXT)


def _evaluator(project: Path, name: str) -> Evaluator:
    _, stmts = load([project / "G.lean"], project)
    return Evaluator(next(s for s in stmts if s.name == name))


def test_points_beside_the_bound_decide_the_hypothesis(project: Path) -> None:
    # c = 10⁻⁹ above a * b = 0: false for the reals (a' → 0), true at every grid point
    ev = _evaluator(project, "le_mul_of_forall_lt₀")
    h = ev.stmt.hypotheses[0].term
    assert h is not None
    vals = {"a": np.array([0.0, 0.0]), "b": np.array([1e6, 1e6]), "c": np.array([1e-9, 0.0])}
    assert list(ev.truth(h, Instance({}, vals, 2))) == [False, True]
    # exactly: false at a point beside the bound (a certificate); where it holds on every
    # point it stays undecidable (a grid proves no `∀`)
    exact = {k: np.array([Fraction(a[0]).limit_denominator(10 ** 12)], dtype=object)
             for k, a in vals.items()}
    assert list(ev.truth(h, Instance({}, exact, 1, exact=True))) == [False]


def _check(project: Path, capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    cli.main(["check", str(project / "G.lean"), "--root", str(project), "--json", "--no-smt",
              "--jobs", "1", *args])
    return {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}


def test_verdicts(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    res = _check(project, capsys, "--trials", "100", "--theorem", "le_mul_of_forall",
                 "--theorem", "le_mul_of_forall_bad", "--theorem", "le_mul_of_forall_lt₀")
    assert res["le_mul_of_forall"]["status"] == "passed"
    assert res["le_mul_of_forall_lt₀"]["status"] == "passed"  # was a suspect (a false alarm)
    assert res["le_mul_of_forall_bad"]["status"] == "counterexample"
    # the bound is reached: the ratio c / (a b) comes within 10⁻⁴ of 1
    assert res["le_mul_of_forall"]["max_ratio"] > 0.9999



def test_three_nested_grids_over_a_batch_are_refused(project: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    # 161 · 170 · 161 points for each of 2000 instances: refused before any allocation
    nested = _check(project, capsys, "--theorem", "npow_uniform")["npow_uniform"]
    assert nested["status"] == "not_translated"
    assert "nested in others" in nested["reason"]
    assert "more values than the float evaluator holds at once" in nested["reason"]
