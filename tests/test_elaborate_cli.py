"""`dgg elaborate` and the examples of issue 21, as a user runs them: the coercions and numeral
types shown, the typed tree in JSON, and the verdicts that follow from Lean's reading."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lean_text import lean_project

import dgg.cli as cli

TEXT = """\
theorem pin (a : ℕ → ℝ) (h : ∀ n, a n = 1 / (n + 1)) : a 3 > 0 := by sorry

abbrev s : ℚ := 7 / 4

theorem abbrev_q (x : ℚ) (h : x = 7 / 4) : x = s := by sorry

def r : ℝ := 2 / 5

theorem def_r : r = 0 := by sorry

theorem unify_binder (n : ℕ) (h : n = 8) : ∃ x, x ^ 3 = n := by sorry

theorem Real.ns (x : ℝ) (hx : 0 < x) : log (x ^ 2) = 2 * log x := by sorry

theorem opt (x : ℝ) (a := x + 1) (h : a = x + 1) : a > x := by sorry

theorem no_neg : (2 : ℕ) - 5 = -3 := by sorry
"""


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    return lean_project(tmp_path, "Issue.lean", TEXT)


def _run(project: Path, capsys, *argv: str) -> tuple[int, str]:
    code = cli.main([argv[0], str(project / "Issue.lean"), "--root", str(project), *argv[1:]])
    return code, capsys.readouterr().out


def test_elaborate_shows_coercions_and_numeral_types(project, capsys) -> None:
    code, out = _run(project, capsys, "elaborate")
    assert code == 0
    lines = {m.group(1): m.group(2) for m in re.finditer(r"^\S+\.lean:\d+: (\S+): (.*)$", out,
                                                         re.M)}
    assert "(1 : ℝ) / ((↑n : ℝ) + (1 : ℝ))" in lines["pin"]  # binrel% at ℝ, ↑n inserted
    assert "∀ n : ℕ" in lines["pin"]
    assert "def s : ℚ := (7 : ℚ) / (4 : ℚ)" in out  # the body against its declared type
    assert "def r : ℝ := (2 : ℝ) / (5 : ℝ)" in out
    assert "∃ x : ℕ" in lines["unify_binder"]  # the binder's type by unification
    assert "Real.log" in lines["Real.ns"]  # theorem Real.ns opens Real
    assert lines["opt"].startswith("(x : ℝ) (a : ℝ)")  # the optParam's type from its value
    assert lines["no_neg"].startswith("not_translated: negation in ℕ")


def test_elaborate_json_is_the_typed_tree(project, capsys) -> None:
    code, out = _run(project, capsys, "elaborate", "--json", "--theorem", "pin")
    assert code == 0
    (rec,) = json.loads(out)
    assert rec["status"] == "elaborated" and rec["name"] == "pin"
    h = rec["hypotheses"][0]["term"]
    assert h["kind"] == "quant" and h["binders"][0]["type"] == "ℕ"
    nodes = []

    def walk(n: dict) -> None:
        nodes.append(n)
        for c in n.get("children", []):
            walk(c)

    walk(h)
    coes = [n for n in nodes if n["kind"] == "coe"]
    assert [(c["type"], c["children"][0]["op"], c["children"][0]["type"]) for c in coes] == \
        [("ℝ", "n", "ℕ")]
    assert {n["type"] for n in nodes if n["kind"] == "num"} == {"ℝ"}


def test_verdicts_follow_lean_reading(project, capsys) -> None:
    code, out = _run(project, capsys, "check", "--json", "--trials", "200", "--jobs", "1")
    rep = {t["name"]: t for t in json.loads(out)["theorems"]}
    assert code == 1
    assert rep["pin"]["status"] in ("passed", "proved")  # a 3 = 1/4 > 0, not ℕ division's 0
    assert rep["abbrev_q"]["status"] in ("passed", "proved")  # s is 7/4, not ℕ division's 1
    assert rep["def_r"]["status"] == "counterexample"  # r = 2/5 ≠ 0
    assert rep["def_r"]["elaborated"] == "⊢ r = (0 : ℝ)"
    assert rep["unify_binder"]["status"] in ("passed", "proved")  # x = 2
    assert rep["Real.ns"]["status"] in ("passed", "proved")
    assert rep["opt"]["status"] in ("passed", "proved")
    assert rep["no_neg"]["status"] == "not_translated"
