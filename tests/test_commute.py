"""``Commute a b`` and ``SemiconjBy a x y`` (``Mathlib/Algebra/Group/{Commute,Semiconj}/Defs.lean``:
``Commute a b := SemiconjBy a b b``, ``SemiconjBy a x y := a * x = y * a``): read as
propositions (a binder ``(h : Commute A B)`` is a hypothesis), typed ``α α → Prop``, and
evaluated as their equation, for numbers and for matrices multiplied as matrices."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lean_text import lean_project

import dgg.cli as cli
from dgg.statements import load

TEXT = """\
theorem comm_real (x y : ℝ) : Commute x y := by sorry
theorem comm_mat_bad (A B : Matrix (Fin 2) (Fin 2) ℝ) : Commute A B := by sorry
theorem comm_mat_sq (A : Matrix (Fin 2) (Fin 2) ℝ) : Commute A (A * A) := by sorry
theorem comm_hyp_mat (A B : Matrix (Fin 2) (Fin 2) ℝ) (h : Commute A B) :
    A * B - B * A = 0 := by sorry
theorem comm_hyp_mat_bad (A B : Matrix (Fin 2) (Fin 2) ℝ) (h : Commute A B) :
    A * B = 0 := by sorry
theorem semiconj_bad (a x y : ℝ) : SemiconjBy a x y := by sorry
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lean_project(tmp_path_factory.mktemp("commute"), "C.lean", TEXT)


def test_commute_binder_is_a_hypothesis(project: Path) -> None:
    _, stmts = load([project / "C.lean"], project)
    s = next(s for s in stmts if s.name == "comm_hyp_mat")
    assert [h.name for h in s.hypotheses] == ["h"]
    assert [v.name for v in s.variables] == ["A", "B"]


def test_verdicts(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["check", str(project / "C.lean"), "--root", str(project), "--json", "--no-smt",
              "--trials", "200", "--jobs", "1"])
    res = {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}
    for name in ("comm_real", "comm_mat_sq", "comm_hyp_mat"):
        assert res[name]["status"] == "passed", res[name]
    for name in ("comm_mat_bad", "comm_hyp_mat_bad", "semiconj_bad"):
        assert res[name]["status"] == "counterexample", res[name]
    assert res["comm_hyp_mat"]["trials"] > 0  # commuting pairs were drawn
