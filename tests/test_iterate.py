"""Iterates ``f^[n] x`` (``Nat.iterate``, ``Mathlib/Logic/Function/Iterate.lean``): read at
Mathlib's precedence (``notation:max f "^[" n "]"``), typed ``(α → α) → ℕ → α → α``, evaluated
per instance (``x`` at ``n = 0``, ``f`` once more for every further step), and refused, with a
reason, where ``f^[n]`` is used as a function rather than at a point."""

from __future__ import annotations

from pathlib import Path

import pytest
from lean_text import assert_statuses, cli_check, lean_project

import dgg.cli as cli
from dgg.lean.terms import parse_term
from dgg.model.render import render
from dgg.model.terms import App, BinOp, Name

TEXT = """\
theorem add_two (n : ℕ) : (fun x : ℕ => x + 2)^[n] 0 = 2 * n := by sorry
theorem add_two_bad (n : ℕ) : (fun x : ℕ => x + 2)^[n] 0 = 2 * n + 1 := by sorry
theorem half (n : ℕ) (x : ℝ) (hx : 0 ≤ x) : (fun y : ℝ => y / 2)^[n] x ≤ x := by sorry
theorem half_bad (n : ℕ) (x : ℝ) : (fun y : ℝ => y / 2)^[n] x ≤ x := by sorry
theorem pinned (f : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 1) (n : ℕ) : f^[n] 0 = 2 ^ n - 1 := by sorry
theorem pinned_bad (f : ℝ → ℝ) (hf : ∀ x, f x = 2 * x + 1) (n : ℕ) : f^[n] 0 = 2 ^ n := by sorry
theorem square_twice (x : ℤ) : (fun y : ℤ => y * y)^[2] x = x ^ 4 := by sorry
theorem square_twice_bad (x : ℤ) : (fun y : ℤ => y * y)^[2] x = x ^ 3 := by sorry
theorem nat_truncates (n : ℕ) (hn : 1 ≤ n) : (fun x : ℕ => x - 1)^[n] 0 = 0 := by sorry
theorem as_function (n : ℕ) : (fun x : ℕ => x + 1)^[n] = fun x => x + n := by sorry
"""

TRUE = {"add_two", "half", "pinned", "square_twice", "nat_truncates"}
FALSE = {"add_two_bad", "half_bad", "pinned_bad", "square_twice_bad"}


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lean_project(tmp_path_factory.mktemp("iterates"), "Iter.lean", TEXT)


def test_notation_binds_like_mathlibs() -> None:
    # notation:max: the iterate of the argument right before `^[`, then applied to the point
    t = parse_term("g y^[n] x")
    assert isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "g"
    inner = t.args[0]
    assert isinstance(inner, App) and isinstance(inner.fn, Name) and inner.fn.id == "Nat.iterate"
    assert render(inner.args[0]) == "y" and render(inner.args[1]) == "n"
    s = parse_term("a + f^[n + 1] x")
    assert isinstance(s, BinOp) and s.op == "+"
    assert render(s.rhs) == "Nat.iterate f (n + 1) x"
    # a power stays a power
    p = parse_term("x ^ (2 : ℕ)")
    assert isinstance(p, BinOp) and p.op == "^"


def test_elaborated_types(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["elaborate", str(project / "Iter.lean"), "--root", str(project)])
    out = capsys.readouterr().out
    # the point takes the function's domain: `0 : ℕ`, `0 : ℝ`
    assert "Nat.iterate (fun x : ℕ ↦ x + (2 : ℕ)) n (0 : ℕ) = (2 : ℕ) * n" in out
    assert "Nat.iterate f n (0 : ℝ) = ((2 : ℝ) ^ n) - (1 : ℝ)" in out


@pytest.mark.parametrize("smt", [False, True], ids=["sampling", "with-tier"])
def test_verdicts(project: Path, capsys: pytest.CaptureFixture[str], smt: bool) -> None:
    res = cli_check(project, "Iter.lean", capsys, "--trials", "200", "--jobs", "1",
                    *([] if smt else ["--no-smt"]))
    assert_statuses(res, TRUE, FALSE)
    assert res["add_two_bad"]["counterexample"] == {"n": "0"}
    assert float(res["half_bad"]["counterexample"]["x"]) < 0
    whole = res["as_function"]
    assert whole["status"] == "not_translated"
    assert whole["reason"].startswith("`f^[n]` not applied to one point")
    assert whole["reason"].endswith(" at 10:32")  # the function `fun …`, line 10, column 32
