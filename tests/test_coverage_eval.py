"""The Mathlib functions and notations added for real-world statements (issue 15, items 3-4):
Lean's definition on every input, the same in float and exact arithmetic, names resolved through
namespaces and ``open`` as Lean does, and ``not_translated`` where the meaning would differ."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.lean.terms import parse_term
from dgg.model.records import Statement, Variable


def stmt(binders: dict[str, str], concl: str, namespace: str = "",
         opens: tuple[str, ...] = ()) -> Statement:
    variables = [Variable(n, parse_term(t), t, "explicit") for n, t in binders.items()]
    return Statement("T", "theorem", "<t>", 1, 1, variables, [], [], parse_term(concl), concl,
                     defs={}, namespace=namespace, opens=list(opens))


def truth(concl: str, binders: dict[str, str] | None = None, vals: dict | None = None,
          exact: bool = True, namespace: str = "", opens: tuple[str, ...] = ()) -> bool:
    st = stmt(binders or {}, concl, namespace, opens)
    ev = Evaluator(st)
    v = {k: (np.array([Fraction(x)], dtype=object) if exact else np.array([float(Fraction(x))]))
         for k, x in (vals or {}).items()}
    return bool(ev.truth(st.conclusion, Instance({}, v, 1, exact=exact))[0])


@pytest.mark.parametrize("concl, binders, vals", [
    ("Nat.choose n k = 0", {"n": "ℕ", "k": "ℕ"}, {"n": 3, "k": 5}),
    ("Nat.choose 6 2 = 15", {}, {}),
    ("n ! = 120", {"n": "ℕ"}, {"n": 5}),
    ("(n + 1)! = (n + 1) * n !", {"n": "ℕ"}, {"n": 4}),
    ("n.factorial = 6", {"n": "ℕ"}, {"n": 3}),
    ("Nat.descFactorial 5 2 = 20 ∧ Nat.ascFactorial 5 2 = 30", {}, {}),
    ("Nat.gcd 12 18 = 6 ∧ Nat.lcm 4 6 = 12 ∧ Nat.lcm 0 5 = 0", {}, {}),
    ("0 ∣ n ↔ n = 0", {"n": "ℕ"}, {"n": 0}),
    ("¬ (0 ∣ n)", {"n": "ℕ"}, {"n": 3}),
    ("(-3 : ℤ) ∣ 6", {}, {}),
    ("Nat.Prime 97 ∧ ¬ Nat.Prime 91 ∧ ¬ Nat.Prime 1", {}, {}),
    ("p.Prime", {"p": "ℕ"}, {"p": 13}),
    ("Odd n", {"n": "ℤ"}, {"n": -3}),
    ("Even (n * (n + 1))", {"n": "ℕ"}, {"n": 7}),
    ("⌊x⌋ = -2", {"x": "ℝ"}, {"x": Fraction(-3, 2)}),
    ("⌈x⌉ = -1", {"x": "ℝ"}, {"x": Fraction(-3, 2)}),
    ("⌊x⌋₊ = 0", {"x": "ℝ"}, {"x": Fraction(-3, 2)}),
    ("⌈x⌉₊ = 3", {"x": "ℝ"}, {"x": Fraction(5, 2)}),
    ("Int.fract x = 1 / 2", {"x": "ℝ"}, {"x": Fraction(-3, 2)}),
    ("(⌊x⌋ : ℝ) ≤ x", {"x": "ℝ"}, {"x": Fraction(7, 3)}),
    ("Real.logb 2 8 > 2.99 ∧ Real.logb 2 8 < 3.01", {}, {}),
    ("Real.logb 1 x = 0", {"x": "ℝ"}, {"x": 5}),
    ("Real.tan x = 0", {"x": "ℝ"}, {"x": 0}),
    ("Real.arctan 1 < 4 / 5 ∧ Real.arctan 1 > 3 / 4", {}, {}),
    ("Real.arcsin 2 > 1.57 ∧ Real.arcsin 2 < 1.58 ∧ Real.arccos 2 = 0", {}, {}),
    ("√x = 0", {"x": "ℝ"}, {"x": -4}),
    ("√(x * 4) = 6", {"x": "ℝ"}, {"x": 9}),
    ("(p, q) = (2, 3)", {"p": "ℕ", "q": "ℕ"}, {"p": 2, "q": 3}),
    ("(p, q) ≠ (2, 3)", {"p": "ℕ", "q": "ℕ"}, {"p": 2, "q": 4}),
])
def test_lean_semantics_float_and_exact(concl: str, binders: dict, vals: dict) -> None:
    assert truth(concl, binders, vals, exact=True)
    assert truth(concl, binders, vals, exact=False)


def test_names_resolve_through_namespace_and_open() -> None:
    assert truth("log 1 = 0", namespace="Real")
    assert truth("exp 0 = 1 ∧ sqrt 4 = 2 ∧ cos 0 = 1", opens=("Real",))
    assert truth("0 < pi ∧ π > 3", opens=("Real",))
    assert truth("choose 4 2 = 6 ∧ succ 3 = 4", opens=("Nat",))
    with pytest.raises(NotTranslated, match="unknown name log"):
        truth("log 1 = 0")


def test_a_namespace_name_that_dgg_lacks_is_not_mistaken_for_an_opened_one() -> None:
    # in `namespace Int`, `log` is `Int.log` (a different function), even with `open Real`
    with pytest.raises(NotTranslated, match="Int.log"):
        truth("log 2 8 = 3", namespace="Int", opens=("Real",))
    # in `namespace Nat` it is `Nat.log` (implemented: the largest k with 2 ^ k ≤ 8)
    assert truth("log 2 8 = 3", namespace="Nat", opens=("Real",))


def test_parity_of_a_real_is_not_translated() -> None:
    with pytest.raises(NotTranslated, match="non-integer"):
        truth("Even x", {"x": "ℝ"}, {"x": 2})


@pytest.mark.parametrize("concl, binders, vals", [
    ("∑ i ∈ Finset.range n, i = n * (n - 1) / 2", {"n": "ℕ"}, {"n": 5}),
    ("∑ i ∈ Finset.range n, i = 0", {"n": "ℕ"}, {"n": 0}),
    ("((Finset.range 30).filter Nat.Prime).card = 10", {}, {}),
    ("(Finset.filter Even (Finset.range (2 * n))).card = n", {"n": "ℕ"}, {"n": 6}),
    ("(Finset.Icc 1 n).card = n ∧ (Finset.Ico 3 n).card = n - 3", {"n": "ℕ"}, {"n": 4}),
    ("3 ∈ Finset.Ico 3 5 ∧ 5 ∉ Finset.Ico 3 5 ∧ k ∈ Finset.range 3", {"k": "ℕ"}, {"k": 2}),
    ("∑ i ∈ Finset.Icc (-2 : ℤ) 2, i ^ 3 = 0", {}, {}),
    ("∏ i ∈ Finset.Icc 1 n, i = n !", {"n": "ℕ"}, {"n": 5}),
    ("x ∈ Set.Icc (0 : ℝ) 1 ∧ x ∉ Set.Ioi 1 ∧ x ∈ Set.Ico 0 1", {"x": "ℝ"},
     {"x": Fraction(1, 2)}),
    ("x - y = 0 ∧ y - x = 1", {"x": "ℝ≥0", "y": "ℝ≥0"}, {"x": 1, "y": 2}),
    ("(x : ℝ) - y = -1", {"x": "ℝ≥0", "y": "ℝ≥0"}, {"x": 1, "y": 2}),
])
def test_integer_finsets_and_nonnegative_reals(concl: str, binders: dict, vals: dict) -> None:
    assert truth(concl, binders, vals, exact=True)
    assert truth(concl, binders, vals, exact=False)


def test_quantifiers_over_an_infinite_type_use_grid_points() -> None:
    from dgg.eval.exact_ops import Undecidable

    assert truth("True ∧ ∃ n : ℕ, n ^ 2 > 50 ∧ n < 10")  # a witness, exactly
    assert not truth("True ∧ ∀ x : ℝ, x ^ 3 ≥ x")  # a failing grid point, exactly
    with pytest.raises(Undecidable):  # no witness on the grid proves nothing
        truth("True ∧ ∃ n : ℕ, n ^ 2 = 50")
    assert not truth("True ∧ ∃ n : ℕ, n ^ 2 = 50", exact=False)


def test_conclusion_binders_and_premises_become_variables_and_hypotheses() -> None:
    from dgg.statements import normalised

    st = normalised(stmt({}, "∀ x : ℝ, 0 ≤ x → ∀ n : ℕ, 0 ≤ x ^ n"))
    assert [v.name for v in st.variables] == ["x", "n"]
    assert [h.name for h in st.hypotheses] == ["premise 1"]
    assert st.conclusion is not None and "x" not in {v.name for v in stmt({}, "1 = 1").variables}
    kept = normalised(stmt({"x": "ℝ"}, "∀ x : ℝ, x ≤ x"))  # a clash: left as written
    assert [v.name for v in kept.variables] == ["x"]
    typed = normalised(stmt({"x": "ℝ≥0", "n": "ℕ+"}, "0 ≤ x"))
    assert [h.text for h in typed.hypotheses] == ["0 ≤ x", "0 < n"]


def test_pnat_subtraction_is_not_translated() -> None:
    with pytest.raises(NotTranslated, match="PNat"):
        Evaluator(stmt({"n": "ℕ+"}, "n - 1 < n"))


def test_order_properties_of_functions_on_grid_points() -> None:
    from dgg.eval.exact_ops import Undecidable

    for concl in ("StrictMonoOn Real.log (Set.Ioi 0)", "StrictAntiOn (fun x : ℝ => 1 / x) (Set.Ioi 0)",
                  "Monotone Real.exp", "Function.Injective Real.arctan",
                  "StrictMonoOn (Real.logb 2) (Set.Ioi 0)"):
        assert truth("True ∧ " + concl, exact=False), concl
        with pytest.raises(Undecidable):
            truth("True ∧ " + concl)
    assert not truth("True ∧ Monotone Real.cos")  # two grid points show it, exactly
    assert not truth("True ∧ StrictMonoOn Real.log (Set.Ioi (-1))", exact=False)  # log (-1/2)
    assert not truth("True ∧ Function.Injective (fun x : ℝ => x ^ 2)")  # 1 and -1


def test_a_function_pinned_by_a_hypothesis_is_substituted_exactly() -> None:
    from dgg.model.records import Hypothesis
    from dgg.statements import normalised

    base = stmt({"f": "ℝ → ℝ", "a": "ℝ"}, "f (a + 1) = f a + 2")
    hf = Hypothesis("hf", parse_term("∀ x, f x = 2 * x + 3"), "∀ x, f x = 2 * x + 3")
    st = normalised(Statement(**{**base.__dict__, "hypotheses": [hf]}))
    assert [v.name for v in st.variables] == ["a"] and st.hypotheses == []
    ev = Evaluator(st)
    for exact in (True, False):
        a = np.array([Fraction(7, 3)], dtype=object) if exact else np.array([7 / 3])
        assert ev.truth(st.conclusion, Instance({}, {"a": a}, 1, exact=exact))[0]
    # a hypothesis that does not pin f (f on both sides) leaves f a variable
    hg = Hypothesis("hg", parse_term("∀ x, f x = f (x + 1)"), "")
    kept = normalised(Statement(**{**base.__dict__, "hypotheses": [hg]}))
    assert [v.name for v in kept.variables] == ["f", "a"]
