"""``let`` in statements (issue 25, item 3): ``let x := v; b``, ``let x : T := v; b``, the
newline form, ``let`` in hypotheses, function-valued ``let``. Elaborated as Lean's
``elabLetDeclAux`` (``src/Lean/Elab/Binders.lean``): the value against the declared type first,
then the body; verdicts through the CLI, true and false statements."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lean_text import lean_project

import dgg.cli as cli
from dgg.lean.terms import parse_term
from dgg.model.render import render
from dgg.model.terms import Let

TEXT = """\
theorem nat_div_let : let x := (7 : ℕ) / 2; (x : ℝ) = 7 / 2 := by sorry

theorem open_num_let : let x := 7 / 2; (x : ℝ) = 7 / 2 := by sorry

theorem trunc_let (n : ℕ) : let d := n - 1; d + 1 = n := by sorry

theorem trunc_let_ok (n : ℕ) (h : 0 < n) : let d := n - 1; d + 1 = n := by sorry

theorem fn_let (y : ℝ) : let f := fun x : ℝ ↦ x ^ 2; f y ≥ 0 := by sorry

theorem fn_let_bad (y : ℝ) : let f := fun x : ℝ ↦ x ^ 2 - 1; f y ≥ 0 := by sorry

theorem hyp_let (a b : ℝ) (h : let s := a + b; s = 2 ∧ a = b) : a = 1 := by sorry

theorem hyp_let_bad (a b : ℝ) (h : let s := a + b; s = 2) : a = 1 := by sorry

theorem typed_let (n : ℕ) (hn : n = 3) : let x : ℝ := n / 2; x = 1.5 := by sorry

theorem typed_let_nat (n : ℕ) (hn : n = 3) : let x : ℕ := n / 2; (x : ℝ) = 1.5 := by sorry

theorem lines (y : ℝ) (hy : y = 2) :
    let x := y + 1
    let z : ℝ := x * 2
    z = 6 := by
  sorry

theorem lines_bad (y : ℝ) (hy : 0 < y) :
    let x := y + 1
    let z : ℝ := x * 2
    z > 3 := by
  sorry

theorem shadow (x : ℝ) (hx : x = 1) : let x := x + 1; x = 2 := by sorry
"""

TRUE = {"open_num_let", "trunc_let_ok", "fn_let", "hyp_let", "typed_let", "lines", "shadow"}
FALSE = {"nat_div_let", "trunc_let", "fn_let_bad", "hyp_let_bad", "typed_let_nat", "lines_bad"}


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    return lean_project(tmp_path_factory.mktemp("lets"), "Lets.lean", TEXT)


def test_parse_forms() -> None:
    t = parse_term("let x := y + 1\n    let z : ℝ := x * 2\n    z = 6", "f.lean", 3, 5)
    assert isinstance(t, Let) and t.name == "x" and t.type is None
    assert isinstance(t.body, Let) and render(t.body.type) == "ℝ"  # type: ignore[arg-type]
    assert render(t) == "let x := y + 1; let z : ℝ := x * 2; z = 6"
    assert t.pos == (3, 5) and t.body.pos == (4, 5)
    # the value of the outer `let` does not swallow the next line's `let`
    assert render(parse_term("let a := 1\nlet b := a\nb = 1")) == "let a := 1; let b := a; b = 1"
    # a `let` nested in an argument
    assert render(parse_term("f (let x := 2; x) = 1")) == "f (let x := 2; x) = 1"


def test_elaborated_forms(project, capsys) -> None:
    cli.main(["elaborate", str(project / "Lets.lean"), "--root", str(project)])
    out = capsys.readouterr().out
    # the value elaborated first: (7 : ℕ) / 2 stays a natural division, coerced afterwards
    assert "let x : ℕ := (7 : ℕ) / (2 : ℕ); (↑x : ℝ) = (7 : ℝ) / (2 : ℝ)" in out
    # no type known from the value: the body's `(x : ℝ)` decides it (no default instance between)
    assert "let x : ℝ := (7 : ℝ) / (2 : ℝ); x = (7 : ℝ) / (2 : ℝ)" in out
    assert "let x : ℝ := (↑n : ℝ) / (2 : ℝ); x = (1.5 : ℝ)" in out
    assert "let x : ℕ := n / (2 : ℕ); (↑x : ℝ) = (1.5 : ℝ)" in out
    assert "let f : ℝ → ℝ := fun x : ℝ ↦ x ^ (2 : ℕ); f y ≥ (0 : ℝ)" in out
    assert "(h : let s : ℝ := a + b; s = (2 : ℝ) ∧ a = b)" in out


def test_verdicts(project, capsys) -> None:
    cli.main(["check", str(project / "Lets.lean"), "--root", str(project), "--json",
              "--trials", "200", "--jobs", "1"])
    res = {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}
    for name in TRUE:
        assert res[name]["status"] == "passed", (name, res[name])
    for name in FALSE:
        assert res[name]["status"] == "counterexample", (name, res[name])
