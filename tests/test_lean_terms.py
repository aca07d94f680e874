"""The term parser: precedence and associativity, positions, each construct of the fragment, and
the two kinds of failure (outside the fragment → FragmentError, malformed → LeanSyntaxError)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from dgg.errors import LeanSyntaxError
from dgg.lean.terms import FragmentError, parse_term
from dgg.model.terms import (
    Abs,
    AnonCtor,
    App,
    Arrow,
    Ascribe,
    BigOp,
    BinOp,
    Field,
    Hole,
    Ite,
    Lam,
    Name,
    Norm,
    Num,
    Quant,
    Sort,
    UnOp,
    VecLit,
    free_names,
    map_children,
)


def sx(t) -> str:
    """A fully parenthesised rendering of a term, to compare tree shapes."""
    if isinstance(t, Name):
        return t.id
    if isinstance(t, Num):
        return t.text
    if isinstance(t, Hole):
        return "_"
    if isinstance(t, BinOp):
        return f"({sx(t.lhs)} {t.op} {sx(t.rhs)})"
    if isinstance(t, Arrow):
        return f"({sx(t.dom)} {t.kind} {sx(t.cod)})"
    if isinstance(t, UnOp):
        return f"({sx(t.arg)}{t.op})" if t.op in ("⁻¹", "ᵀ") else f"({t.op}{sx(t.arg)})"
    if isinstance(t, App):
        return "(" + " ".join(sx(x) for x in (t.fn, *t.args)) + ")"
    if isinstance(t, Abs):
        return f"|{sx(t.arg)}|"
    if isinstance(t, Norm):
        return f"‖{sx(t.arg)}‖"
    if isinstance(t, (BigOp, Quant, Lam)):
        bs = " ".join(b.name + (f":{sx(b.type)}" if b.type is not None else "")
                      + (f"∈{sx(b.domain)}" if b.domain is not None else "") for b in t.binders)
        op = t.op if not isinstance(t, Lam) else "fun"
        return f"({op} {bs}, {sx(t.body)})"
    if isinstance(t, Ite):
        return f"(if {sx(t.cond)} then {sx(t.then)} else {sx(t.orelse)})"
    if isinstance(t, Ascribe):
        return f"({sx(t.term)} : {sx(t.type)})"
    if isinstance(t, Field):
        return f"{sx(t.obj)}.{t.name}"
    if isinstance(t, VecLit):
        return "![" + ", ".join(sx(e) for e in t.elems) + "]"
    if isinstance(t, AnonCtor):
        return "⟨" + ", ".join(sx(e) for e in t.elems) + "⟩"
    if isinstance(t, Sort):
        return t.text
    raise AssertionError(type(t))


@pytest.mark.parametrize("src, shape", [
    ("-x^2", "(-(x ^ 2))"),
    ("-x * y", "((-x) * y)"),
    ("a ^ b ^ c", "(a ^ (b ^ c))"),
    ("a - b - c", "((a - b) - c)"),
    ("a / b * c", "((a / b) * c)"),
    ("a + b * c", "(a + (b * c))"),
    ("2 * -x", "(2 * (-x))"),
    ("a ^ -b", "(a ^ (-b))"),
    ("f x ^ 2", "((f x) ^ 2)"),
    ("a • b • v", "(a • (b • v))"),
    ("A *ᵥ B *ᵥ v", "(A *ᵥ (B *ᵥ v))"),
    ("v ᵥ* A ᵥ* B", "((v ᵥ* A) ᵥ* B)"),
    ("c * a • v", "(c * (a • v))"),
    ("a ⬝ᵥ b + 1", "((a ⬝ᵥ b) + 1)"),
    ("a ⬝ᵥ M *ᵥ b", "(a ⬝ᵥ (M *ᵥ b))"),
    ("f ∘ g ∘ h", "(f ∘ (g ∘ h))"),
    ("a % b + c", "((a % b) + c)"),
    ("a → b → c", "(a → (b → c))"),
    ("a ∧ b ∧ c", "(a ∧ (b ∧ c))"),
    ("a ∨ b ∧ c", "(a ∨ (b ∧ c))"),
    ("a ∧ b ∨ c", "((a ∧ b) ∨ c)"),
    ("p ∨ q → r", "((p ∨ q) → r)"),
    ("P → Q ↔ R", "((P → Q) ↔ R)"),
    ("¬ a = b", "(¬(a = b))"),
    ("¬a ∧ b", "((¬a) ∧ b)"),
    ("a + 1 ≤ b * 2", "((a + 1) ≤ (b * 2))"),
    ("0 < x ∧ x < 1", "((0 < x) ∧ (x < 1))"),
    ("x⁻¹ * y", "((x⁻¹) * y)"),
    ("f x⁻¹", "(f (x⁻¹))"),
    ("Mᵀ *ᵥ v", "((Mᵀ) *ᵥ v)"),
    ("∑ j, π j * u j - c", "((∑ j, ((π j) * (u j))) - c)"),
    ("∑ j, f j + 1", "((∑ j, (f j)) + 1)"),
    ("∑ j, f j = 1", "((∑ j, (f j)) = 1)"),
    ("∑ i, ∑ j, M i j ^ 2", "(∑ i, (∑ j, ((M i j) ^ 2)))"),
    ("2 * ∑ i, x i", "(2 * (∑ i, (x i)))"),
    ("∀ j, 0 ≤ π j ∧ π j ≤ 1", "(∀ j, ((0 ≤ (π j)) ∧ ((π j) ≤ 1)))"),
    ("a ∧ ∀ x, P x ∧ Q", "(a ∧ (∀ x, ((P x) ∧ Q)))"),
    ("fun x ↦ x + 1", "(fun x, (x + 1))"),
    ("f fun x ↦ x", "(f (fun x, x))"),
    ("if x = 0 then 1 else x + 1", "(if (x = 0) then 1 else (x + 1))"),
    ("|x| ^ 2 + ‖y‖", "((|x| ^ 2) + ‖y‖)"),
    ("||x| - 1|", "|(|x| - 1)|"),
    ("f |x| + 1", "((f |x|) + 1)"),
    ("|a|*|b|", "(|a| * |b|)"),
    ("|f |x||", "|(f |x|)|"),
    ("↑n * x", "((↑n) * x)"),
    ("#s + 1", "((#s) + 1)"),
    ("(f x).card", "(f x).card"),
    ("(x : ℝ) / 2", "((x : ℝ) / 2)"),
    ("a ∣ b", "(a ∣ b)"),
    ("x ∉ s", "(x ∉ s)"),
    ("s ⊆ t", "(s ⊆ t)"),
    ("a ≠ b", "(a ≠ b)"),
    ("a ≥ b", "(a ≥ b)"),
    ("a <= b", "(a ≤ b)"),
])
def test_precedence_and_associativity(src: str, shape: str) -> None:
    assert sx(parse_term(src)) == shape


@pytest.mark.parametrize("src", ["a = b = c", "a ≤ b < c", "a ↔ b ↔ c"])
def test_non_associative_operators_are_malformed(src: str) -> None:
    with pytest.raises(LeanSyntaxError):
        parse_term(src)


def test_numerals_are_exact() -> None:
    assert parse_term("0.5").value == Fraction(1, 2)
    assert parse_term("1e-3").value == Fraction(1, 1000)
    assert parse_term("2.5e2").value == Fraction(250)
    assert parse_term("42").text == "42"


def test_identifiers() -> None:
    for name in ["j₀", "hπs", "δ", "x'", "Φ'", "α", "β", "Real.exp", "hπ.le", "Finset.univ",
                 "p.1", "𝓛", "ℝ"]:
        t = parse_term(name)
        assert isinstance(t, Name) and t.id == name


def test_types() -> None:
    assert sx(parse_term("Fin n → ℝ")) == "((Fin n) → ℝ)"
    assert isinstance(parse_term("Fin n → ℝ"), Arrow)
    assert isinstance(parse_term("Matrix V (Fin d) ℝ"), App)
    assert parse_term("Type*") == Sort("Type*")
    assert parse_term("Type u") == Sort("Type u")
    assert parse_term("Prop") == Sort("Prop")
    lin = parse_term("E →L[ℝ] F")
    assert isinstance(lin, Arrow) and lin.kind == "→L[ℝ]"
    assert parse_term("E →ₗ[ℝ] F").kind == "→ₗ[ℝ]"
    assert sx(parse_term("Finset ι")) == "(Finset ι)"
    # between propositions → stays an implication
    assert isinstance(parse_term("p → q"), BinOp)


def test_binders_of_quantifiers_and_big_operators() -> None:
    t = parse_term("∑ j ∈ s, f j")
    assert isinstance(t, BigOp) and t.binders[0].domain == Name("s")
    t = parse_term("∑ j : Fin n, f j")
    assert t.binders[0].type == App(Name("Fin"), (Name("n"),))
    t = parse_term("∀ (x : ℝ) (y : ℕ), x ≤ y")
    assert [b.name for b in t.binders] == ["x", "y"]
    assert t.binders[1].type == Name("ℕ")
    t = parse_term("∀ x y : ℝ, x ≤ y")
    assert [b.type for b in t.binders] == [Name("ℝ"), Name("ℝ")]
    assert sx(parse_term("∀ x > 0, f x ≠ 0")) == "(∀ x, ((x > 0) → ((f x) ≠ 0)))"
    assert sx(parse_term("∃ x > 0, f x = 0")) == "(∃ x, ((x > 0) ∧ ((f x) = 0)))"
    assert sx(parse_term("∀ j ∈ s, 0 ≤ f j")) == "(∀ j∈s, (0 ≤ (f j)))"
    assert sx(parse_term("∏ i, x i")) == "(∏ i, (x i))"
    lam = parse_term("fun (x : ℝ) => x")
    assert isinstance(lam, Lam) and lam.binders[0].type == Name("ℝ")
    assert isinstance(parse_term("λ x ↦ x"), Lam)
    assert free_names(parse_term("∀ j, π j ≤ c")) == {"π", "c"}


def test_literals() -> None:
    assert parse_term("![a, b]") == VecLit((Name("a"), Name("b")))
    assert parse_term("⟨a, b⟩") == AnonCtor((Name("a"), Name("b")))
    assert parse_term("f _") == App(Name("f"), (Hole(),))
    assert parse_term("(n : ℝ)") == Ascribe(Name("n"), Name("ℝ"))


def test_positions_are_absolute() -> None:
    t = parse_term("a +\n  f b", "x.lean", 10, 7)
    assert t.pos == (10, 7)
    assert t.lhs.pos == (10, 7)
    assert t.rhs.pos == (11, 3)
    assert t.rhs.args[0].pos == (11, 5)
    t = parse_term("  ∑ j, π j", "x.lean", 3, 5)
    assert t.pos == (3, 7)
    assert t.binders[0].pos == (3, 9)
    assert t.body.pos == (3, 12)


def test_a_set_builder_whose_binder_type_has_a_comma() -> None:
    # Mathlib/MeasureTheory/MeasurableSpace/Constructions.lean:713 was "unbalanced `|`"
    t = parse_term("MeasurableSet {f : ∀ i : δ, X i | ∀ i : δ, f i ∈ t i}")
    lam = t.args[0].args[0]
    assert lam.binders[0].name == "f" and sx(lam.binders[0].type).startswith("(∀")
    assert sx(parse_term("{a, b} = s")).count("Insert.insert") == 1  # still a set literal


def test_comments_inside_a_term_are_ignored() -> None:
    t = parse_term("a + -- note\n b /- block -/ * c")
    assert sx(t) == "(a + (b * c))"


@pytest.mark.parametrize("src, construct, col", [
    ("∫ x, f x", "integral", 1),
    ("1 + ⨆ i, f i", "supremum", 5),
    ("{x ^ 2 | x : ℝ}", "set-builder with a pattern", 1),
    ("{(x, y) : ℝ × ℝ | x = y}", "set-builder with a pattern", 1),
    # Mathlib/Algebra/Lie/Solvable.lean: a Lie bracket's comma is no set literal's
    ("Submodule.span R {⁅x, y⁆ | (x : L) (y : L)}", "set-builder with a pattern", 18),
    ("{⟪x, y⟫ | (x : E) (y : E)}", "set-builder with a pattern", 1),
    ("match n with | 0 => 1 | _ => 2", "match", 1),
    ("have y := 2; y", "have", 1),
    ("show P from h", "show", 1),
    ("f (by simp)", "by", 4),
    ("∮ z, f z", "contour integral", 1),
    ("Σ i, f i", "Σ", 1),
    ("∑' i, f i", "∑'", 1),
    ("x + ∮ y", "contour integral", 5),
    ("g · 1", "·", 3),
    ("f ‖x‖", "bare application argument", 3),
    ("∑ x > 0, f x", "binder predicate", 5),
    ("\"s\"", "string", 1),
    ("(i : ι) → E i", "dependent arrow", 1),
    ("f <| g x", "<|", 3),
    ("a ≡ b", "congruence", 3),
    ("fun ⟨a, b⟩ ↦ a", "⟨", 5),
    # Mathlib/Algebra/Order/BigOperators/Expect.lean:55: `a ≤ 𝔼 i ∈ s, f i` was "unexpected `∈`"
    ("a ≤ 𝔼 i ∈ s, f i", "expectation", 5),
    ("𝔼[X] = 0", "expectation", 1),
    # Mathlib/Data/Nat/Bitwise.lean:237 `n ||| m = m ||| n` was "unexpected end of term"
    ("n ||| m = m ||| n", "bitwise or", 3),
    ("(a || b) = true", "boolean or", 4),
])
def test_out_of_fragment(src: str, construct: str, col: int) -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term(src, "f.lean", 4, 1)
    e = ei.value
    assert construct in e.construct
    assert (e.file, e.line, e.col) == ("f.lean", 4, col)
    assert e.reason.endswith(f"at f.lean:4:{col}")


def test_fragment_error_is_not_a_dgg_error() -> None:
    from dgg.errors import DggError
    assert not issubclass(FragmentError, DggError)


@pytest.mark.parametrize("src, line, col, words", [
    ("(a + b", 1, 1, "never closed"),
    ("a + b)", 1, 6, "unmatched"),
    ("(a + b]", 1, 7, "does not close"),
    ("|x", 1, 1, "unbalanced `|`"),
    ("‖x‖ + ‖y", 1, 7, "unbalanced `‖`"),
    ("a +", 1, 4, "end of term"),
    ("a + * b", 1, 5, "unexpected `*`"),
    ("", 1, 1, "empty"),
    ("a /- open", 1, 3, "unterminated comment"),
    ("|x | + 1", 1, 6, "unexpected `+`"),
])
def test_malformed(src: str, line: int, col: int, words: str) -> None:
    with pytest.raises(LeanSyntaxError) as ei:
        parse_term(src, "m.lean")
    loc = ei.value.location
    assert (loc.file, loc.line, loc.col) == ("m.lean", line, col)
    assert words in ei.value.message


def test_map_children_rewrites_direct_subterms_and_keeps_identity_when_unchanged() -> None:
    t = parse_term("∑ i : Fin n, (x i + 1) * y")
    same = map_children(t, lambda c: c)
    assert same is t
    bump = map_children(t, lambda c: Name("z", pos=c.pos) if isinstance(c, BinOp) else c)
    assert sx(bump) == sx(parse_term("∑ i : Fin n, z"))
    # binder types are rewritten only when asked
    def rename(c: Any) -> Any:
        return Name("m") if isinstance(c, Name) and c.id == "n" else map_children(c, rename, binders=True)
    assert map_children(t, rename) is t
    typed = map_children(t, rename, binders=True)
    assert isinstance(typed, BigOp) and sx(typed.binders[0].type) == "(Fin m)"
