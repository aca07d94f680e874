"""Sequences pinned by their hypotheses (issue 25, item 4): ``a 0 = c`` and
``∀ n, a (n + j) = e`` compute the terms the statement uses (:mod:`dgg.eval.sequences`), exactly;
a term the hypotheses do not determine is ``not_translated``. True and false statements through
the CLI, adversarial ones included: ℕ truncation inside the recurrence, an initial term at the
wrong index, a guarded recurrence, a self-reference, ``Fin`` wrap-around (not a sequence)."""

from __future__ import annotations

import json

import pytest

import dgg.cli as cli

TEXT = """\
theorem s1 (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n) : a 5 = 32 := by sorry
theorem s1f (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = 2 * a n) : a 5 = 64 := by sorry
theorem fib (F : ℕ → ℕ) (h0 : F 0 = 0) (h1 : F 1 = 1) (h : ∀ n, F (n + 2) = F (n + 1) + F n)
    : F 10 = 55 := by sorry
theorem fibf (F : ℕ → ℕ) (h0 : F 0 = 0) (h1 : F 1 = 1) (h : ∀ n, F (n + 2) = F (n + 1) + F n)
    : F 10 = 89 := by sorry
theorem offby (a : ℕ → ℝ) (h1 : a 1 = 1) (h : ∀ n, a (n + 1) = 2 * a n) : a 5 = 16 := by sorry
theorem param (x : ℝ) (a : ℕ → ℝ) (h0 : a 0 = x) (h : ∀ n, a (n + 1) = a n + 1)
    : a 3 = x + 3 := by sorry
theorem paramf (x : ℝ) (a : ℕ → ℝ) (h0 : a 0 = x) (h : ∀ n, a (n + 1) = a n * 2)
    : a 3 = x + 3 := by sorry
theorem trunc (a : ℕ → ℕ) (h0 : a 0 = 3) (h : ∀ n, a (n + 1) = a n - 2) : a 3 = 0 := by sorry
theorem truncf (a : ℕ → ℤ) (h0 : a 0 = 3) (h : ∀ n, a (n + 1) = a n - 2) : a 3 = 0 := by sorry
theorem allpos (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / (1 + a n))
    : ∀ n, a n > 0 := by sorry
theorem closed (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / (1 + a n))
    : ∀ n, a n = 1 / (n + 1) := by sorry
theorem closedf (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / (1 + a n))
    : ∀ n, a n = 1 / (n + 2) := by sorry
theorem guarded (a : ℕ → ℝ) (h1 : a 1 = 1) (h : ∀ n ≥ 1, a (n + 1) = 2 * a n) : a 5 = 16 := by sorry
theorem sub1 (a : ℕ → ℚ) (h0 : a 0 = 1) (h : ∀ n > 0, a n = a (n - 1) / 2) : a 3 = 1 / 8 := by sorry
theorem sumseq (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n + 2)
    : ∑ i ∈ Finset.range 4, a i = 16 := by sorry
theorem big (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / (1 + a n))
    : a 2023 = 1 / 2024 := by sorry
-- Fin wrap-around: `2 + 1 : Fin 3` is 0, so the function (not a sequence) gives 0
theorem finwrap (a : Fin 3 → ℝ) (h : ∀ i, a i = i) : a (2 + 1) = 3 := by sorry
-- Fin wrap-around: `2 + 1 : Fin 3` is 0, so the function (not a sequence) gives 0
theorem finwrap_ok (a : Fin 3 → ℝ) (h : ∀ i, a i = i) : a (2 + 1) = 0 := by sorry
theorem nat_seq_nat_div (a : ℕ → ℕ) (h0 : a 0 = 7) (h : ∀ n, a (n + 1) = a n / 2)
    : a 2 = 7 / 4 := by sorry
theorem conj (a : ℕ → ℤ) (h : a 0 = 1 ∧ a 1 = 1) (hr : ∀ n, a (n + 2) = a (n + 1) - a n)
    : a 6 = 1 := by sorry
theorem conjf (a : ℕ → ℤ) (h : a 0 = 1 ∧ a 1 = 1) (hr : ∀ n, a (n + 2) = a (n + 1) - a n)
    : a 5 = 1 := by sorry
theorem inconsistent (a : ℕ → ℝ) (h0 : a 0 = 1) (h1 : a 1 = 3) (h : ∀ n, a (n + 1) = 2 * a n)
    : a 2 = 4 := by sorry
theorem consistent (a : ℕ → ℝ) (h0 : a 0 = 1) (h1 : a 1 = 2) (h : ∀ n, a (n + 1) = 2 * a n)
    : a 2 = 4 := by sorry
theorem selfref (a : ℕ → ℝ) (h : ∀ n, a n = a (n - 1) + 1) (h0 : a 0 = 0) : a 2 = 2 := by sorry
theorem idxn (a : ℕ → ℝ) (h0 : a 0 = 0) (h : ∀ n, a (n + 1) = a n + n) : a 4 = 6 := by sorry
theorem idxnf (a : ℕ → ℝ) (h0 : a 0 = 0) (h : ∀ n, a (n + 1) = a n + n) : a 4 = 10 := by sorry
theorem bigf (a : ℕ → ℝ) (h0 : a 0 = 1) (h : ∀ n, a (n + 1) = a n / (1 + a n))
    : a 2023 = 1 / 2025 := by sorry
"""

TRUE = {"s1", "fib", "param", "trunc", "allpos", "closed", "guarded", "sub1", "sumseq", "big",
        "finwrap_ok", "nat_seq_nat_div", "conj", "consistent", "idxn"}
FALSE = {"s1f", "fibf", "paramf", "truncf", "closedf", "finwrap", "conjf", "idxnf", "bigf"}


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> dict[str, dict]:
    p = tmp_path_factory.mktemp("seqs")
    (p / "lakefile.lean").write_text("", encoding="utf-8")
    (p / "Seqs.lean").write_text(TEXT, encoding="utf-8")
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli.main(["check", str(p / "Seqs.lean"), "--root", str(p), "--json", "--trials", "100",
                  "--jobs", "1"])
    return {r["name"]: r for r in json.loads(buf.getvalue())["theorems"]}


def test_true_statements_pass(report) -> None:
    for name in TRUE:
        assert report[name]["status"] == "passed", (name, report[name])


def test_false_statements_are_refuted_exactly(report) -> None:
    for name in FALSE:
        r = report[name]
        assert r["status"] == "counterexample", (name, r)
        assert r["counterexample"] is not None, (name, r)
    # the witness of `a 3 = x + 3` for `a 0 = x`, `a (n + 1) = a n * 2`: 8 x ≠ x + 3
    x = report["paramf"]["counterexample"]["x"]
    from fractions import Fraction

    assert 8 * Fraction(x) != Fraction(x) + 3


def test_a_counterexample_shows_the_terms_it_reads(report) -> None:
    # the pinned sequence is no sampled variable, yet the reader sees its terms up to the
    # largest index the conclusion reads (the first six and the last past twelve terms)
    assert report["fibf"]["counterexample"] == {
        "F": "0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55 (F 0 … F 10, pinned by its hypotheses)"}
    assert report["bigf"]["counterexample"]["a"] == \
        "1, 1/2, 1/3, 1/4, 1/5, 1/6, …, 1/2024 (a 0 … a 2023, pinned by its hypotheses)"
    cex = report["paramf"]["counterexample"]
    from fractions import Fraction

    x = Fraction(cex["x"])
    terms = cex["a"].split(" (")[0].split(", ")
    assert [Fraction(t) for t in terms] == [x, 2 * x, 4 * x, 8 * x]


def test_undetermined_terms_are_not_translated(report) -> None:
    # `a 1 = 1` and `a (n + 1) = 2 * a n`: a 1 comes from the recurrence, which needs a 0
    assert report["offby"]["status"] == "not_translated"
    assert "a 0 is not determined" in report["offby"]["reason"]
    # `a n = a (n - 1) + 1` at n = 0 is `a 0 = a 0 + 1` (ℕ subtraction truncates): no definition
    assert report["selfref"]["status"] == "not_translated"
    assert "uses a 0 (not an earlier term)" in report["selfref"]["reason"]


def test_an_initial_term_inside_the_recurrence_is_a_condition(report) -> None:
    # a 1 = 3 contradicts a 1 = 2 * a 0 = 2: no instance meets the hypotheses (vacuous)
    assert report["inconsistent"]["status"] == "unsatisfiable"
    # … and the reason names the hypothesis that fails, not the sizes (there are none)
    assert report["inconsistent"]["reason"].startswith("hypothesis h1 is false"), report[
        "inconsistent"]
