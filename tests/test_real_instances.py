"""Type variables with an algebraic structure checked at ℝ (``dgg.real_instances``): a statement
over ``[Field α] [LinearOrder α] [IsStrictOrderedRing α]`` is checked at its instance ``α := ℝ``
(a counterexample there refutes it), the report says so, the decision tier is not run (a proof
of the instance proves nothing about the other types), and a type with any other structure (a
module, a finite type) is left as written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lean_text import lean_project

import dgg.cli as cli
from dgg.statements import load

TEXT = """\
theorem cheb_sq {ι α : Type*} [Semiring α] [LinearOrder α] [IsStrictOrderedRing α]
    [ExistsAddOfLE α] (s : Finset ι) (f : ι → α) :
    (∑ i ∈ s, f i) ^ 2 ≤ s.card * ∑ i ∈ s, f i ^ 2 := by sorry
theorem cheb_sq_bad {ι α : Type*} [Semiring α] [LinearOrder α] [IsStrictOrderedRing α]
    [ExistsAddOfLE α] (s : Finset ι) (f : ι → α) :
    (∑ i ∈ s, f i) ^ 2 ≤ ∑ i ∈ s, f i ^ 2 := by sorry
theorem hm_am {α : Type*} [Field α] [LinearOrder α] [IsStrictOrderedRing α] (a b : α)
    (ha : 0 < a) (hb : 0 < b) : 2 / (1 / a + 1 / b) ≤ (a + b) / 2 := by sorry
theorem hm_am_bad {α : Type*} [Field α] [LinearOrder α] [IsStrictOrderedRing α] (a b : α)
    (ha : 0 < a) : 2 / (1 / a + 1 / b) ≤ (a + b) / 2 := by sorry
theorem sq_nonneg' {α : Type*} [CommRing α] [LinearOrder α] [IsStrictOrderedRing α] (x : α) :
    0 ≤ x ^ 2 := by sorry
theorem module_stays {α β : Type*} [Field α] [AddCommGroup β] [Module α β] (a : α) (x : β) :
    a • x = a • x := by sorry
theorem plain_type {α : Type*} [DecidableEq α] (s : Finset α) : s.card ≤ s.card + 1 := by sorry
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lean_project(tmp_path_factory.mktemp("instances"), "Inst.lean", TEXT)


def test_structured_types_become_reals(project: Path) -> None:
    _, stmts = load([project / "Inst.lean"], project)
    by = {s.name: s for s in stmts}
    s = by["hm_am"]
    assert s.instantiated == {"α": "ℝ"}
    assert [v.name for v in s.variables] == ["a", "b"]
    assert [v.type_text for v in s.variables] == ["ℝ", "ℝ"]
    assert s.instances == []
    assert by["cheb_sq"].instantiated == {"α": "ℝ"}
    assert [v.type_text for v in by["cheb_sq"].variables] == ["Type*", "Finset ι", "ι → ℝ"]
    # a module over α, a bare type: left as written
    assert by["module_stays"].instantiated == {}
    assert by["plain_type"].instantiated == {}


@pytest.mark.parametrize("smt", [False, True], ids=["sampling", "with-tier"])
def test_verdicts_at_the_reals(project: Path, capsys: pytest.CaptureFixture[str],
                               smt: bool) -> None:
    cli.main(["check", str(project / "Inst.lean"), "--root", str(project), "--json",
              "--trials", "200", "--jobs", "1"] + ([] if smt else ["--no-smt"]))
    res = {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}
    for name in ("cheb_sq", "hm_am", "sq_nonneg'"):
        assert res[name]["status"] == "passed", res[name]  # never "proved": an instance only
        assert res[name]["engine"] == "sampling"
        assert res[name]["instance"] == {"α": "ℝ"}
    for name in ("cheb_sq_bad", "hm_am_bad"):
        assert res[name]["status"] == "counterexample", res[name]
        assert res[name]["instance"] == {"α": "ℝ"}
    assert res["hm_am_bad"]["counterexample"]["b"] == "0"  # Lean's 1 / 0 = 0 in ℝ
    assert res["module_stays"]["status"] == "not_translated"
    assert "instance" not in res["module_stays"]
    assert "instance" not in res["plain_type"]


def test_report_and_elaboration_name_the_instance(project: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["check", str(project / "Inst.lean"), "--root", str(project), "--trials", "100",
              "--jobs", "1", "--no-smt"])
    out = capsys.readouterr().out
    assert "hm_am_bad: counterexample (exact): α := ℝ, a := " in out
    assert "hm_am: checked at α := ℝ (a type with the structure the statement assumes" in out
    cli.main(["elaborate", str(project / "Inst.lean"), "--root", str(project)])
    out = capsys.readouterr().out
    assert "hm_am: (a : ℝ) (b : ℝ)" in out
    assert "  at α := ℝ (a type with the structure the statement assumes" in out
