"""List literals (issue 25, item 2): ``[a, b].sum``, ``.prod``, ``.length``, ``++``,
``List.Nodup``, ``List.Pairwise``, ``∈`` unfolded as Lean core defines them
(:mod:`dgg.elab.lists`); a sum stays one leaf of the tree around it, so ``([n - 1].sum : ℝ)``
keeps ℕ's truncating subtraction. A list variable is ``not_translated``."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from lean_text import lean_project

import dgg.cli as cli

#: verdicts of a true statement: sampling's `passed`, or `proved` by the decision tier (issue 24)
TRUE_VERDICTS = ("passed", "proved")

TEXT = """\
theorem ls1 : [1, 2, 3].sum = 6 := by sorry
theorem ls1f : [1, 2, 3].sum = 7 := by sorry
theorem ls2 (x y : ℝ) (h : x = 1) (hy : y = 2) : [x, y, 3].sum = 6 := by sorry
theorem ls3 (n : ℕ) : ([n - 1].sum : ℝ) = n - 1 := by sorry
theorem ls3ok (n : ℕ) (h : 1 ≤ n) : ([n - 1].sum : ℝ) = n - 1 := by sorry
theorem ls4 (a b c : ℕ) (h : a < b ∧ b < c) : List.Nodup [a, b, c] := by sorry
theorem ls4f (a b c : ℕ) (h : a < b ∧ a < c) : List.Nodup [a, b, c] := by sorry
theorem ls5 (a b c : ℝ) (h : a < b ∧ b < c) : [a, b, c].Pairwise (fun x y ↦ x < y) := by sorry
theorem ls5f (a b c : ℝ) (h : a < b ∧ a < c) : [a, b, c].Pairwise (fun x y ↦ x < y) := by sorry
theorem ls6 : ([1, 2] ++ [3, 4]).length = 4 := by sorry
theorem ls7 (x : ℕ) (h : x ∈ [1, 2, 3]) : x ≤ 3 := by sorry
theorem ls7f (x : ℕ) (h : x ∈ [1, 2, 3]) : x ≤ 2 := by sorry
theorem ls8 : ([] : List ℝ).sum = 0 := by sorry
theorem ls9 (l : List ℝ) : l.sum = l.sum := by sorry
theorem ls10 : [2, 3].prod = 6 := by sorry
theorem ct_list_sum_sq (a b : ℝ) : ([a, b].map (fun x => x ^ 2)).sum ≥ 2 * a * b := by sorry
theorem ct_list_sum_sq_bad (a b : ℝ) : ([a, b].map (fun x => x ^ 2)).sum ≥ 2 * a * b + 1 := by sorry
theorem ct_list_length_var (l : List ℝ) (h : l = [1, 2, 3]) : l.length = 3 := by sorry
theorem ct_list_prod_bad (l : List ℕ) (h : l = [2, 3, 4]) : l.prod = 9 := by sorry
theorem ct_list_nodup_map : (([1, 2, 3] : List ℕ).map (fun n : ℕ => n ^ 2)).Nodup := by sorry
theorem ct_list_nodup_map_bad : (([-1, 0, 1] : List ℤ).map (fun n : ℤ => n ^ 2)).Nodup := by sorry
"""

TRUE = {"ls1", "ls2", "ls3ok", "ls4", "ls5", "ls6", "ls7", "ls8", "ls10", "ct_list_sum_sq",
        "ct_list_length_var", "ct_list_nodup_map"}
# ct_list_nodup_map_bad: the squares of -1, 0, 1 repeat (List.map then Nodup)
FALSE = {"ls1f", "ls3", "ls4f", "ls5f", "ls7f", "ct_list_sum_sq_bad", "ct_list_prod_bad",
         "ct_list_nodup_map_bad"}


def _run(p, *argv: str) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli.main([argv[0], str(p / "Lists.lean"), "--root", str(p), *argv[1:]])
    return buf.getvalue()


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    return lean_project(tmp_path_factory.mktemp("lists"), "Lists.lean", TEXT)


def test_elaborated_forms(project) -> None:
    out = _run(project, "elaborate")
    # the sum a leaf: coerced whole, its ℕ subtraction kept
    assert "(↑((fun _list_s : ℕ ↦ _list_s) ((n - (1 : ℕ)) + (0 : ℕ))) : ℝ)" in out
    assert "⊢ a ≠ b ∧ (a ≠ c ∧ b ≠ c)" in out  # Nodup is Pairwise (· ≠ ·)
    assert "(h : x = (1 : ℕ) ∨ (x = (2 : ℕ) ∨ x = (3 : ℕ)))" in out
    assert "ls6: ⊢ (4 : ℕ) = (4 : ℕ)" in out
    # `l = [1, 2, 3]` pins the list variable
    assert "ct_list_length_var: ⊢ (3 : ℕ) = (3 : ℕ)" in out


def test_verdicts(project) -> None:
    res = {r["name"]: r for r in json.loads(_run(
        project, "check", "--json", "--trials", "100", "--jobs", "1"))["theorems"]}
    for name in TRUE:
        assert res[name]["status"] in TRUE_VERDICTS, (name, res[name])
    for name in FALSE:
        assert res[name]["status"] == "counterexample", (name, res[name])
    assert res["ls9"]["status"] == "not_translated"
    assert "List ℝ" in res["ls9"]["reason"]


def test_iterate_is_not_a_list() -> None:
    from dgg.lean.terms import parse_term
    from dgg.model.render import render

    # `f^[n]` is Mathlib's iterate (`Nat.iterate f n`), one token `^[`, never `f ^ [n]`
    t = parse_term("(fun x : ℕ => x + 2)^[n] 0 = 2 * n")
    assert render(t).startswith("Nat.iterate (fun")


@pytest.mark.parametrize("text", ["Tendsto log (𝓝[>] 0) atBot", "Tendsto f (𝓝[≠] 0) l"])
def test_bracket_notation_glued_to_a_name_is_valid_lean(text: str) -> None:
    """``𝓝[>] 0`` is Mathlib notation, not a malformed list literal (valid Lean is never called
    malformed)."""
    from dgg.lean.terms import FragmentError, parse_term

    with pytest.raises(FragmentError):
        parse_term(text)
