"""Valid Lean is never called malformed (issue 23): list append ``++``, optParam binders typed and
untyped (their default kept on the binder), Lean operators the grammar does not know (``<+``,
``>>=``, ``<*>``: outside the fragment, not malformed), escaped names ``«forall»`` and universe
parameters ``foo.{u}``. Real-world files: ``benchmarks/mathlib_reader.py`` (Mathlib is not in this
repository; figures in docs/coverage.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dgg.errors import LeanSyntaxError
from dgg.lean.source import read_text
from dgg.lean.terms import FragmentError, parse_term
from dgg.model.terms import BinOp, Lam


def test_list_append_parses_at_level_65_left() -> None:
    t = parse_term("(l ++ m).length = l.length + m.length")
    assert isinstance(t, BinOp) and t.op == "="
    t = parse_term("a ++ b ++ c * d")
    assert isinstance(t, BinOp) and t.op == "++"
    assert isinstance(t.lhs, BinOp) and t.lhs.op == "++"
    assert isinstance(t.rhs, BinOp) and t.rhs.op == "*"


def _binders(src: str) -> dict:
    (d,) = [d for d in read_text(src, "o.lean") if d.kind == "theorem"]
    return {b.name: b for b in d.binders}


def test_untyped_and_typed_opt_params_keep_their_default() -> None:
    bs = _binders("theorem t (x : ℝ) (a := x + 1) (b : ℝ := 2 * x) (f := fun t : ℝ => t) "
                  "(h : 0 < x := by positivity) (s : String := \"\") : a = x + 1 := by sorry\n")
    a, b, f, h, s = bs["a"], bs["b"], bs["f"], bs["h"], bs["s"]
    assert (a.type, a.type_text, a.default_text, a.is_hyp) == (None, "", "x + 1", False)
    assert isinstance(a.default, BinOp) and a.default.op == "+"
    assert b.type_text == "ℝ" and b.default_text == "2 * x" and isinstance(b.default, BinOp)
    assert isinstance(f.default, Lam) and f.default_text == "fun t : ℝ => t"
    assert h.is_hyp and h.type_text == "0 < x" and h.default is None
    assert h.default_text == "by positivity"  # an autoParam: Lean's tactic, kept as text
    assert s.default is None and s.default_text == '""'
    assert bs["x"].default is None and bs["x"].default_text == ""


def test_extract_record_is_unchanged_by_defaults() -> None:
    (d,) = read_text("theorem t (x : ℝ) (a := x + 1) : a = a := rfl\n", "o.lean")
    assert d.to_json()["binders"][1] == {"name": "a", "kind": "explicit", "type": "",
                                         "hypothesis": False}


@pytest.mark.parametrize("src, op", [("l₁ <+ l₂", "<+"), ("l >>= f", ">>="),
                                     ("η (x <*> y) = η x <*> η y", "<*>"), ("a ^^^ b", "^^^"),
                                     ("A.col i <• r", "<•"), ("p <:+: q", "<:+:")])
def test_unknown_lean_operators_are_outside_the_fragment(src: str, op: str) -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term(src, "f.lean")
    assert ei.value.construct == f"operator `{op}`"
    assert ei.value.col == src.index(op) + 1


@pytest.mark.parametrize("src", ["x + = y", "x = = y", "a + * b", "(x +) 1"])
def test_operators_apart_are_still_malformed(src: str) -> None:
    with pytest.raises(LeanSyntaxError):
        parse_term(src, "f.lean")


def test_escaped_names_and_universe_parameters() -> None:
    ds = read_text("theorem «forall» {p : ℕ → Prop} : (∀ q, p q) ↔ ∀ q, p q := Iff.rfl\n"
                   "def rec.{l} {motive : ℕ → Sort l} (n : ℕ) : ℕ := n\n"
                   "namespace Foo\ntheorem «bar» (x : ℝ) : x = x := rfl\nend Foo\n", "g.lean")
    assert [d.name for d in ds] == ["«forall»", "rec", "Foo.«bar»"]
    assert [b.name for b in ds[1].binders] == ["motive", "n"]


def test_brackets_inside_an_escaped_name_are_no_brackets() -> None:
    # Mathlib/Tactic/TacticAnalysis.lean: `stx.getKind ∈ [`«;», `«]», nullKind]` was
    # "`]` does not close `(`"
    ds = read_text("def kinds : List Lean.Name := [`«;», `«]», `«by»]\n"
                   "theorem t (x : ℝ) : x = x := rfl\n", "k.lean")
    assert [d.name for d in ds] == ["kinds", "t"]


def test_dgg_check_reads_them_all(tmp_path: Path) -> None:
    f = tmp_path / "Valid.lean"
    f.write_text("theorem l1 (l m : List ℕ) : (l ++ m).length = l.length + m.length := by sorry\n"
                 # an optParam leaves `a` free (its default is no hypothesis): `a = x + 1` would
                 # be false, and is refuted since the elaboration stage types `a`
                 "theorem l2 (x : ℝ) (a := x + 1) : a - a = 0 := by sorry\n"
                 "theorem l3 (x : ℝ) (a : ℝ := x + 1) : a = a := by sorry\n"
                 "theorem l4 {l₁ l₂ : List ℕ} (h : l₁ <+ l₂) : l₁.length ≤ l₂.length := by sorry\n",
                 encoding="utf-8")
    p = subprocess.run([sys.executable, "-m", "dgg", "check", str(f), "--trials", "50"],
                       capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "error" not in p.stderr and all(f"l{k}" in p.stdout for k in range(1, 5))


@pytest.mark.parametrize("src", ["μ[f|m] = g", "J(a | 0) = 1", "(m ||| n) = (b || c)",
                                 "μ[(s j).indicator (fun _ => 1 : Ω → ℝ) | m i] = f",
                                 "t |_ V = s"])
def test_bars_of_notations_are_outside_the_fragment(src: str) -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term(src, "f.lean")
    # `|||`/`||` between blanks are named (bitwise or, boolean or), and `|_` (restriction, a
    # token of its own); other bars are a notation's
    assert any(w in ei.value.construct for w in ("`|` of a notation", "bitwise or `|||`",
                                                 "restriction `|_`"))


@pytest.mark.parametrize("src", ["|x", "|x| + |y", "a[i] + |x"])
def test_a_lone_absolute_value_bar_is_still_malformed(src: str) -> None:
    with pytest.raises(LeanSyntaxError, match="unbalanced `|`"):
        parse_term(src, "f.lean")
