"""Answers left as ``sorry`` (issue 25, item 7): ``not_translated`` with the reason "answer is
`sorry`" naming file:line:col, and ``dgg check --fix NAME=VALUE`` filling them in, the value
elaborated at the answer's declared type (so ``7/2`` is 3 for an answer of type ℕ, 7/2 in ℝ)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lean_text import lean_project

import dgg.cli as cli

#: verdicts of a true statement: sampling's `passed`, or `proved` by the decision tier (issue 24)
TRUE_VERDICTS = ("passed", "proved")

TEXT = """\
abbrev answer : ℝ := sorry

theorem real_answer (x : ℝ) (h : x = 7 / 2) : x = answer := by sorry

noncomputable abbrev nat_answer : ℕ := by sorry

theorem nat_answer_thm (n : ℕ) (h : n = 7) : n / 2 = nat_answer := by sorry

namespace Comp

def ans : ℚ := sorry

theorem ns_answer (q : ℚ) (h : 2 * q = 3) : q = ans := by sorry

end Comp

theorem no_answer (x : ℝ) (h : 0 < x) : 0 < x ^ 2 := by sorry
"""


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    return lean_project(tmp_path, "Answers.lean", TEXT)


def _check(project: Path, capsys, *argv: str) -> tuple[int, dict[str, dict]]:
    code = cli.main(["check", str(project / "Answers.lean"), "--root", str(project), "--json",
                     "--trials", "60", "--jobs", "1", *argv])
    out = json.loads(capsys.readouterr().out)
    return code, {r["name"].rsplit(".", 1)[-1]: r for r in out["theorems"]}


def test_sorry_answer_is_not_translated_with_its_place(project, capsys) -> None:
    _, res = _check(project, capsys)
    r = res["real_answer"]
    assert r["status"] == "not_translated"
    assert "answer is `sorry`" in r["reason"]
    assert "Answers.lean:1:22" in r["reason"]
    assert "--fix answer=VALUE" in r["reason"]
    # `:= by sorry` is an answer left open too; the place is where the value starts
    assert res["nat_answer_thm"]["status"] == "not_translated"
    assert "Answers.lean:5:40" in res["nat_answer_thm"]["reason"]
    assert "Comp.ans" in res["ns_answer"]["reason"]
    assert res["no_answer"]["status"] in TRUE_VERDICTS


def test_fix_fills_the_answer_at_its_declared_type(project, capsys) -> None:
    # 7/2 elaborated at ℝ is 3.5: the true answer
    _, res = _check(project, capsys, "--fix", "answer=7/2", "--fix", "nat_answer=7/2",
                    "--fix", "ans=3/2")
    assert res["real_answer"]["status"] in TRUE_VERDICTS
    # 7/2 elaborated at ℕ is Nat.div 7 2 = 3, and 7 / 2 = 3 in ℕ: true as well
    assert res["nat_answer_thm"]["status"] in TRUE_VERDICTS
    assert res["ns_answer"]["status"] in TRUE_VERDICTS


def test_fix_with_a_wrong_answer_is_refuted(project, capsys) -> None:
    code, res = _check(project, capsys, "--fix", "answer=3", "--fix", "nat_answer=(7 : ℝ) / 2",
                       "--fix", "Comp.ans=1")
    assert code == 1
    assert res["real_answer"]["status"] == "counterexample"
    assert res["ns_answer"]["status"] == "counterexample"
    # `(7 : ℝ) / 2` where ℕ is expected: no coercion ℝ → ℕ, a type error in Lean too
    assert res["nat_answer_thm"]["status"] == "not_translated"
    assert "type mismatch" in res["nat_answer_thm"]["reason"]


@pytest.mark.parametrize("value,needle", [("(", "never closed"), ("∫ x, x", "outside")])
def test_fix_with_a_bad_value_is_one_line(project, capsys, value: str, needle: str) -> None:
    code = cli.main(["check", str(project / "Answers.lean"), "--root", str(project),
                     "--fix", f"answer={value}"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1
    assert "--fix" in err[0] and needle in err[0]


def test_fix_of_an_unknown_name(project, capsys) -> None:
    code = cli.main(["check", str(project / "Answers.lean"), "--root", str(project),
                     "--fix", "nothing=1"])
    err = capsys.readouterr().err
    assert code == 2 and "names no variable" in err and "answer left as `sorry`" in err


def test_elaborate_names_the_sorry_answer(project, capsys) -> None:
    cli.main(["elaborate", str(project / "Answers.lean"), "--root", str(project)])
    out = capsys.readouterr().out
    assert "real_answer: not_translated: answer is `sorry`" in out
    assert "no_answer: (x : ℝ)" in out
