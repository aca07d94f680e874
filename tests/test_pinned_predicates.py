"""Predicates and functions defined by a hypothesis (issue 25, item 4): ``∀ x, P x ↔ body``
makes ``P`` the predicate ``fun x ↦ body`` (substituted, as ``∀ x, f x = body`` already is for a
function), so the statement is checked on the only ``P`` the hypothesis allows."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

import dgg.cli as cli

TEXT = """\
theorem even_four (P : ℕ → Prop) (hP : ∀ n, P n ↔ n % 2 = 0) : P 4 := by sorry
theorem even_five (P : ℕ → Prop) (hP : ∀ n, P n ↔ n % 2 = 0) : P 5 := by sorry
theorem sq_nonneg (P : ℝ → Prop) (hP : ∀ x, P x ↔ x ^ 2 ≥ 0) (y : ℝ) : P y := by sorry
theorem nonneg (P : ℝ → Prop) (hP : ∀ x, P x ↔ x ≥ 0) (y : ℝ) : P y := by sorry
theorem nat_sub (P : ℕ → Prop) (hP : ∀ n, P n ↔ n - 1 < n) : P 0 := by sorry
theorem fn_val (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2 - 1) : f 2 = 3 := by sorry
theorem fn_val_bad (f : ℝ → ℝ) (hf : ∀ x, f x = x ^ 2 - 1) : f 2 = 4 := by sorry
"""


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> dict[str, dict]:
    p = tmp_path_factory.mktemp("preds")
    (p / "lakefile.lean").write_text("", encoding="utf-8")
    (p / "Preds.lean").write_text(TEXT, encoding="utf-8")
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli.main(["check", str(p / "Preds.lean"), "--root", str(p), "--json", "--trials", "100",
                  "--jobs", "1"])
    return {r["name"]: r["status"] for r in json.loads(buf.getvalue())["theorems"]}


def test_verdicts(report) -> None:
    assert report == {"even_four": "passed", "even_five": "counterexample",
                      "sq_nonneg": "passed", "nonneg": "counterexample",
                      # ℕ subtraction truncates: 0 - 1 = 0, and 0 < 0 is false
                      "nat_sub": "counterexample",
                      "fn_val": "passed", "fn_val_bad": "counterexample"}
