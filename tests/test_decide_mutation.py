"""The mutation suite's tier-only mode (``benchmarks/mutation.py --tier-only``, issue 24 item 4):
the decision tier alone judges each mutant, and a known-false mutant counts as *missed* when the
tier proves it — or when its ``proved_up_to`` covers every size of the known counterexample."""

from __future__ import annotations

from lean_text import statements_of

from dgg.check.mutation import Judged, judge_tier, mutants, tally

TEXT = """\
theorem cube_nonneg (x : ℝ) (h : 0 ≤ x) : 0 ≤ x ^ 3 := by sorry
"""


def test_a_proof_up_to_the_witness_size_is_missed() -> None:
    w = {"n": "2", "x": "![1, -1]"}
    assert Judged("m", "const", "left", w, None, {"n": 2}).missed
    assert not Judged("m", "const", "left", w, None, {"n": 1}).missed
    assert Judged("m", "drop", "left", {"V": "Fin 3"}, None, {"V": 3}).proved_at_witness
    assert not Judged("m", "drop", "left", None, None, {"n": 8}).missed  # not known false
    assert Judged("m", "drop", "proved", {"x": "-1"}, None).missed


def test_the_tier_alone_judges_each_mutant() -> None:
    stmt = statements_of(TEXT, "Cube.lean")["cube_nonneg"]
    res = [judge_tier(km, 2.0) for km in mutants(stmt)]
    by = {j.name: j for j in res}
    drop = by["cube_nonneg#drop-h"]
    assert drop.witness is not None and drop.status == "counterexample"  # x = -1, certified
    assert all(j.status in ("proved", "vacuous", "counterexample", "suspect", "left")
               for j in res)
    t = tally(res)["all"]
    assert t["missed"] == 0 and t.get("false_alarms", 0) == 0
    assert t["killed"] >= 1
