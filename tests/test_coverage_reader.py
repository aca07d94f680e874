"""Valid Lean from real-world files is read (or is outside the fragment with a reason), never called
malformed; text Lean rejects still is. Constructs met in Mathlib's sources (issue 15, item 1)."""

from __future__ import annotations

import pytest

from dgg.errors import LeanSyntaxError
from dgg.lean.source import read_text
from dgg.lean.terms import FragmentError, parse_term


def names(text: str) -> list[str]:
    return [d.name for d in read_text(text, "t.lean")]


def test_indented_hash_is_cardinality_not_a_command() -> None:
    src = ("theorem card_le (s : Finset ℕ) (f : ℕ → ℕ) :\n"
           "    #s • ∑ i ∈ s, f i ≤ #s • ∑ i ∈ s, f i :=\n  le_rfl\n"
           "#check card_le\n")
    (d,) = read_text(src, "t.lean")
    assert d.name == "card_le" and d.conclusion_text.startswith("#s •")


def test_module_system_commands() -> None:
    src = ("module\n\npublic import Mathlib.Data.Real.Basic\n\n@[expose] public section\n\n"
           "namespace Foo\n\nmeta def helper : Nat := 1\n\ntheorem t (x : ℝ) : x ≤ x := le_rfl\n\n"
           "end Foo\n\nend\n")
    assert names(src) == ["Foo.helper", "Foo.t"]


def test_theorem_by_equations() -> None:
    src = ("theorem pos : ∀ n : ℕ, 0 < n + 1\n  | 0 => Nat.zero_lt_one\n"
           "  | n + 1 => Nat.succ_pos _\n\ntheorem next (x : ℕ) : x ≤ x := le_rfl\n")
    ds = read_text(src, "t.lean")
    assert [d.name for d in ds] == ["pos", "next"]
    assert ds[0].conclusion_text == "∀ n : ℕ, 0 < n + 1"


def test_alias_of_an_iff_pair_is_skipped() -> None:
    src = "alias ⟨_, foo_of_bar⟩ := foo_iff_bar\n\ntheorem t (x : ℕ) : x ≤ x := le_rfl\n"
    assert names(src) == ["t"]


@pytest.mark.parametrize("src, construct", [
    ("a ^ p / .ofReal p", "leading-dot name"),
    ("NormNum.IsInt e (.negOfNat n)", "leading-dot name"),
    ("(↑) ∘ expOrderIso = exp", "unsupported syntax"),
    ("ℝ≥0 →*₀ ℝ≥0", "bundled map arrow"),
    ("α →o β", "bundled map arrow"),
])
def test_valid_lean_outside_the_fragment_is_not_malformed(src: str, construct: str) -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term(src)
    assert construct in ei.value.construct


@pytest.mark.parametrize("src", ["a + * b", "a = b = c", "(a +)", "a ≤ b < c", "* a",
                                 "f (x ∧)"])
def test_text_lean_rejects_is_still_malformed(src: str) -> None:
    with pytest.raises(LeanSyntaxError):
        parse_term(src)


def test_a_file_with_valid_but_unsupported_terms_is_read_whole() -> None:
    src = ("theorem a (x : ℝ) : x * 1 / .ofReal 1 = x := sorry\n"
           "theorem b (x : ℝ) : x ≤ x := le_rfl\n")
    ds = read_text(src, "t.lean")
    assert [d.parsed for d in ds] == [False, True]
    assert "leading-dot" in (ds[0].reason or "")


@pytest.mark.parametrize("src, shape", [
    ("√x * 2", "App(fn=Name(id='Real.sqrt'"),
    ("⌊x⌋₊", "App(fn=Name(id='Nat.floor'"),
    ("⌈x⌉", "App(fn=Name(id='Int.ceil'"),
    ("(n + 1)!", "App(fn=Name(id='Nat.factorial'"),
    ("(p, q, r) = (2, 4, 8)", "AnonCtor(elems=(Name(id='p'"),
    ("ℕ+ → ℕ", "Arrow(dom=Name(id='ℕ+'"),
    ("(x : ℝ≥0) ≥ 0", "Ascribe(term=Name(id='x', pos=(1, 2)), type=Name(id='ℝ≥0'"),
])
def test_mathlib_notations_parse(src: str, shape: str) -> None:
    assert shape in repr(parse_term(src))


def test_strict_implicit_pnat_and_tuples_in_a_declaration() -> None:
    src = ("theorem t (f : ℕ+ → ℕ) (g : ℝ → ℝ) (hg : ∀ ⦃x y⦄, x ≤ y → g x ≤ g y)\n"
           "    (p q : ℕ) (h : (p, q) = (2, 4)) : p * 2 = q := sorry\n")
    (d,) = read_text(src, "t.lean")
    assert d.parsed, d.reason
    assert [b.name for b in d.binders] == ["f", "g", "hg", "p", "q", "h"]
