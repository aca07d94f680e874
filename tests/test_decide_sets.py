"""Set-builder membership and ``IsLeast IsGreatest IsLUB IsGLB upperBounds lowerBounds`` in the
decision tier, by Mathlib's definitions (``Mathlib/Order/Bounds/Defs.lean``).

True statements whose extremum is irrational (no sampled point decides them) are ``proved``; their
false variants are never ``proved`` and, where z3's model is exact, refuted with a certificate
that dgg's exact evaluator confirmed (the instance is re-checked here in Python's rationals).
"""

from __future__ import annotations

import json
from fractions import Fraction

import z3

from dgg import cli
from dgg.decide.encode import Encoder
from dgg.elab import elaborate
from dgg.model.records import Statement

TEXT = """\
theorem circle_max : IsGreatest {t : ℝ | ∃ x y : ℝ, x ^ 2 + y ^ 2 = 1 ∧ t = x + y} (Real.sqrt 2) := by sorry
theorem circle_max_bad : IsGreatest {t : ℝ | ∃ x y : ℝ, x ^ 2 + y ^ 2 = 1 ∧ t = x + y} 1 := by sorry
theorem lub_sqrt : IsLUB {x : ℝ | x ^ 2 < 2} (Real.sqrt 2) := by sorry
theorem lub_bad : IsLUB {x : ℝ | x ^ 2 < 2} 2 := by sorry
theorem glb_pos : IsGLB {x : ℝ | 0 < x} 0 := by sorry
theorem least_nat : IsLeast {n : ℕ | 3 < n ^ 2} 2 := by sorry
theorem least_nat_bad : IsLeast {n : ℕ | 3 < n ^ 2} 1 := by sorry
theorem mem_bad (a : ℝ) (h : a ∈ {x : ℝ | x ^ 2 < 4}) : a < 1 := by sorry
theorem ub_mem (a : ℝ) (h : a ∈ upperBounds {x : ℝ | x < 1}) : 1 ≤ a := by sorry
"""
TRUE = ("circle_max", "lub_sqrt", "glb_pos", "least_nat", "ub_mem")
FALSE = ("circle_max_bad", "lub_bad", "least_nat_bad", "mem_bad")


def run(tmp_path, capsys) -> dict:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Sets.lean"
    f.write_text(TEXT, encoding="utf-8")
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "100", "--jobs", "1",
                     "--json"])
    out = capsys.readouterr().out
    assert code == 1
    return {t["name"]: t for t in json.loads(out)["theorems"]}


def test_true_set_statements_are_proved_and_false_ones_never(tmp_path, capsys) -> None:
    r = run(tmp_path, capsys)
    for name in ("circle_max", "lub_sqrt", "glb_pos", "least_nat"):
        assert r[name]["status"] == "proved", r[name]
        assert r[name]["engine"] == "smt"
    assert r["ub_mem"]["status"] in ("proved", "passed"), r["ub_mem"]
    for name in FALSE:
        assert r[name]["status"] != "proved", r[name]
        assert r[name]["status"] in ("counterexample", "suspect"), r[name]
    # where z3's model is exact the refutation is certified; the instance re-checked here
    assert r["least_nat_bad"]["status"] == "counterexample"
    assert r["lub_bad"]["status"] == "counterexample"
    assert r["mem_bad"]["status"] == "counterexample"
    a = Fraction(r["mem_bad"]["counterexample"]["a"])
    assert a * a < 4 and not a < 1


def _typed(tmp_path, name: str) -> Statement:
    from dgg.statements import load

    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Sets.lean"
    f.write_text(TEXT, encoding="utf-8")
    _, stmts = load([f], tmp_path)
    return next(s for s in stmts if s.name == name)


def test_is_greatest_is_membership_and_upper_bound(tmp_path) -> None:
    """The encoding of ``IsGreatest s a`` at a closed statement: true exactly at the maximum
    (z3 asked both ways, with the conclusion and with its negation)."""
    for name, holds in (("circle_max", True), ("circle_max_bad", False)):
        typed = elaborate(_typed(tmp_path, name)).typed
        enc = Encoder(typed, {})
        f = enc.top(typed.conclusion)
        s = z3.Solver()
        s.add(*enc.background, z3.Not(f) if holds else f)
        assert s.check() == z3.unsat, name
