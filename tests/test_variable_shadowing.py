"""A ``variable`` shadowed by a binder of the declaration is not added to it.

Mathlib's ``Real.natCeil_logb_natCast`` sits in a file with ``variable {b x y : ℝ}`` and binds its
own ``(b : ℕ)``; the reader used to add the section's real ``b`` too, and the check then sampled
``b = -1000000`` and refuted a true lemma. The statements below restate the shape (never Mathlib's
text): a binder shadows the section variable from its position on, and a section variable that
is really mentioned is still added.
"""

from __future__ import annotations

from pathlib import Path

from dgg.check.driver import CheckConfig, check_statement
from dgg.statements import load

LEAN = """
variable {b x : ℝ}
variable (hb : 1 < b)

theorem ceil_shadow (b : ℕ) (n : ℕ) : ⌈Real.logb b n⌉₊ = Nat.clog b n := by sorry

theorem cast_shadow (b : ℕ) : 0 ≤ (b : ℝ) := by sorry

theorem uses_section (h : 0 < x) : 0 < x ^ 2 := by sorry

theorem section_then_own (h : 0 < b) (b : ℕ) : 0 < (b : ℝ) + 1 := by sorry
"""


def _load(tmp_path: Path) -> dict:
    f = tmp_path / "Shadow.lean"
    f.write_text(LEAN, encoding="utf-8")
    _, stmts = load([f], tmp_path)
    return {s.name.rsplit(".", 1)[-1]: s for s in stmts}


def test_a_shadowed_variable_is_not_added(tmp_path: Path) -> None:
    st = _load(tmp_path)
    for name in ("ceil_shadow", "cast_shadow"):
        bs = [v for v in st[name].variables if v.name == "b"]
        assert len(bs) == 1 and str(bs[0].type.id) == "ℕ", st[name].variables


def test_a_mentioned_variable_is_still_added(tmp_path: Path) -> None:
    st = _load(tmp_path)
    assert [v.name for v in st["uses_section"].variables] == ["x"]
    # mentioned before the declaration's own `b`: the section's real `b` is that one
    assert sorted(str(v.type.id) for v in st["section_then_own"].variables
                  if v.name == "b") == ["ℕ", "ℝ"]


def test_shadowed_statements_pass(tmp_path: Path) -> None:
    st = _load(tmp_path)
    cfg = CheckConfig(trials=300, seed=0, necessity=False)
    for name in ("ceil_shadow", "cast_shadow", "uses_section"):
        r = check_statement(st[name], cfg)
        assert r.status == "passed", r.to_json()
