"""Tests of ``dgg.steps.driver``: extraction of the intermediate claims of proofs, their contexts, and the
numeric check of every step (``dgg check --steps``)."""

from __future__ import annotations

import time
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dgg.check.driver import CheckConfig, CheckResult
from dgg.lean.source import read_text
from dgg.lean.terms import parse_term
from dgg.model.records import Statement
from dgg.statements import collect_defs, load, statement_of
from dgg.steps.context import render
from dgg.steps.driver import PROOF_KINDS, STEP_KEYS, StepClaim, extract_steps, render_steps

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"
HEADER = "import Mathlib\n\nnamespace T\n\n"


def steps_of(body: str) -> tuple[list[StepClaim], int]:
    """Claims of the only theorem in ``HEADER + body`` (file ``T.lean``)."""
    decls = read_text(HEADER + body, "T.lean")
    defs = collect_defs(decls)
    thms = [d for d in decls if d.kind in PROOF_KINDS]
    assert len(thms) == 1, [d.name for d in decls]
    return extract_steps(thms[0], statement_of(thms[0], defs))


def by_text(claims: list[StepClaim], text: str) -> StepClaim:
    found = [c for c in claims if c.text == text]
    assert len(found) == 1, [c.text for c in claims]
    return found[0]


def ctx_names(c: StepClaim) -> tuple[dict[str, str], dict[str, str]]:
    assert c.statement is not None, c.reason
    return ({v.name: v.type_text for v in c.statement.variables},
            {h.name: " ".join(h.text.split()) for h in c.statement.hypotheses})


def term(text: str):
    return parse_term(text)


# Line numbers below count HEADER (4 lines): the theorem's first line is line 5.

# ----- calc -------------------------------------------------------------------------------------
def test_calc_steps_resolve_underscore_and_keep_lines() -> None:
    claims, skipped = steps_of(
        "theorem t (a b : ℝ) (h : a ≤ b) : a ≤ b + 2 := by\n"        # 5
        "  calc a ≤ b := h\n"                                          # 6
        "    _ = b + 0 := by ring\n"                                   # 7
        "    _ ≤ b + 2 := by\n"                                        # 8
        "      linarith\n")                                            # 9
    assert [(c.kind, c.line, c.text) for c in claims] == [
        ("calc", 6, "a ≤ b"), ("calc", 7, "b = b + 0"), ("calc", 8, "b + 0 ≤ b + 2")]
    assert claims[1].name == "t:7" and claims[1].theorem == "T.t"
    assert claims[1].col == 5
    st = claims[2].statement
    assert st is not None and st.conclusion == term("b + 0 ≤ b + 2")
    assert st.line == 8 and st.file == "T.lean"
    assert skipped == 1  # the `linarith` line


def test_calc_first_term_alone_and_multiline_steps() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : x * x ≥ 0 - 1 := by\n"
        "  calc x * x\n"
        "      ≥ 0 := mul_self_nonneg x\n"
        "    _ ≥ 0\n"
        "        - 1 := by norm_num\n")
    assert [(c.line, c.text) for c in claims] == [(6, "x * x ≥ 0"), (8, "0 ≥ 0 - 1")]
    assert claims[1].statement is not None
    assert claims[1].statement.conclusion == term("0 ≥ 0 - 1")


def test_term_mode_calc_and_calc_inside_have() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (h : 0 ≤ a) : a ≤ a + 1 :=\n"
        "  calc a = a + 0 := by ring\n"
        "    _ ≤ a + 1 := by\n"
        "      have h3 : (0 : ℝ) ≤ 1 := by\n"
        "        calc (0 : ℝ) ≤ 1 / 2 := by norm_num\n"
        "          _ ≤ 1 := by norm_num\n"
        "      linarith\n")
    texts = [c.text for c in claims]
    assert texts == ["a = a + 0", "a + 0 ≤ a + 1", "(0 : ℝ) ≤ 1", "(0 : ℝ) ≤ 1 / 2", "1 / 2 ≤ 1"]
    assert [c.kind for c in claims] == ["calc", "calc", "have", "calc", "calc"]
    assert claims[2].name == "h3"


def test_false_calc_step_text_and_line_in_fixture() -> None:
    decls, stmts = load([DATA / "false_steps.lean"], ROOT)
    d = next(d for d in decls if d.name == "DggFixture.sq_add_one_pos_bad")
    st = next(s for s in stmts if s.name == d.name)
    claims, skipped = extract_steps(d, st)
    assert [(c.kind, c.line, c.text) for c in claims] == [
        ("have", 15, "0 ≤ x ^ 2"), ("have", 16, "x ^ 2 ≤ x"), ("calc", 18, "(0 : ℝ) < 1"),
        ("calc", 19, "1 ≤ x ^ 2"), ("calc", 20, "x ^ 2 < x ^ 2 + 1")]
    assert skipped == 1
    _, hyps = ctx_names(claims[3])
    assert hyps == {"h1": "0 ≤ x ^ 2", "h2": "x ^ 2 ≤ x"}


# ----- have ------------------------------------------------------------------------------------
def test_multiline_have_and_context_grows() -> None:
    claims, _ = steps_of(
        "theorem t (x y : ℝ) (hx : 0 ≤ x) : 0 ≤ x + y ^ 2 := by\n"
        "  have h1 : 0 ≤\n"
        "      y ^ 2 := sq_nonneg y\n"
        "  have : 0 ≤ x + y ^ 2 := by positivity\n"
        "  exact this\n")
    h1, this = claims
    assert (h1.name, h1.line, h1.text) == ("h1", 6, "0 ≤ y ^ 2")
    assert (this.name, this.line) == ("t:8", 8)
    vars_, hyps = ctx_names(this)
    assert vars_ == {"x": "ℝ", "y": "ℝ"}
    assert hyps == {"hx": "0 ≤ x", "h1": "0 ≤ y ^ 2"}
    assert ctx_names(h1)[1] == {"hx": "0 ≤ x"}
    # the derived `have` may be dropped: the fallback keeps only the theorem's hypotheses
    assert this.fallback is not None
    assert [h.name for h in this.fallback.hypotheses] == ["hx"]


def test_have_with_binders_quantifies_them() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (ha : 0 ≤ a) : 0 ≤ a ^ 3 := by\n"
        "  have key (s : ℝ) (hs : 0 ≤ s) : 0 ≤ s ^ 3 := by\n"
        "    have hs2 : 0 ≤ s * s := mul_nonneg hs hs\n"
        "    positivity\n"
        "  have h2 : 0 ≤ a ^ 3 := key a ha\n"
        "  exact h2\n")
    key, hs2, h2 = claims
    assert ctx_names(hs2) == ({"a": "ℝ", "s": "ℝ"}, {"ha": "0 ≤ a", "hs": "0 ≤ s"})
    vars_, hyps = ctx_names(key)
    assert vars_ == {"a": "ℝ", "s": "ℝ"} and hyps == {"ha": "0 ≤ a", "hs": "0 ≤ s"}
    _, hyps2 = ctx_names(h2)
    assert hyps2["key"] == "∀ (s : ℝ), 0 ≤ s → 0 ≤ s ^ 3"


def test_have_outside_fragment_is_not_translated_with_reason() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 := by\n"
        "  have h : ∫ t in (0 : ℝ)..1, t = 1 / 2 := by norm_num\n"
        "  positivity\n")
    (c,) = claims
    assert c.statement is None and c.reason is not None and "T.lean:6:" in c.reason


def test_untyped_have_is_skipped_and_its_name_opaque() -> None:
    claims, skipped = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 := by\n"
        "  have h := sq_nonneg x\n"
        "  exact h\n")
    assert claims == [] and skipped == 2


# ----- focusing structure ----------------------------------------------------------------------
def test_bullets_after_constructor_get_the_conjuncts_and_intro_types() -> None:
    claims, _ = steps_of(
        "theorem t {n : ℕ} (p : Fin n → ℝ) (hp : ∀ j, 0 ≤ p j) :\n"
        "    (∀ j, 0 ≤ p j ^ 2) ∧ (∀ j, 0 ≤ p j + p j) := by\n"
        "  constructor\n"
        "  · intro j\n"
        "    have h : 0 ≤ p j ^ 2 := sq_nonneg _\n"
        "    exact h\n"
        "  · intro i\n"
        "    have h : 0 ≤ p i + p i := by linarith [hp i]\n"
        "    exact h\n")
    a, b = claims
    assert (a.line, b.line) == (9, 12)
    va, _ = ctx_names(a)
    vb, _ = ctx_names(b)
    assert va["j"] == "Fin n" and "i" not in va
    assert vb["i"] == "Fin n" and "j" not in vb


def test_nested_by_and_fun_by() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) (hx : 0 < x) : 0 < x * (x + 1) := by\n"
        "  refine mul_pos hx (by\n"
        "    have hx1 : 0 < x + 1 := by linarith\n"
        "    exact hx1)\n")
    (c,) = claims
    assert (c.name, c.line, c.text) == ("hx1", 7, "0 < x + 1")
    assert ctx_names(c)[1] == {"hx": "0 < x"}

    claims, _ = steps_of(
        "theorem t {n : ℕ} (p : Fin n → ℝ) : ∑ j, p j ^ 2 ≥ 0 := by\n"
        "  exact Finset.sum_nonneg fun j _ ↦ by\n"
        "    have hj : 0 ≤ p j ^ 2 := sq_nonneg _\n"
        "    exact hj\n")
    (c,) = claims
    assert c.statement is None and "j at T.lean:6:" in (c.reason or "")


def test_fun_binders_peel_a_readable_goal() -> None:
    claims, _ = steps_of(
        "theorem t {n : ℕ} (p : Fin n → ℝ) (hp : ∀ j, 0 ≤ p j) : ∀ j, 0 ≤ 2 * p j :=\n"
        "  fun j ↦ by\n"
        "    have h : 0 ≤ p j := hp j\n"
        "    linarith\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_["j"] == "Fin n" and hyps == {"hp": "∀ j, 0 ≤ p j"}


def test_intro_binder_with_domain_and_implication() -> None:
    claims, _ = steps_of(
        "theorem t (s : Finset ℕ) (f : ℕ → ℝ) : ∀ i ∈ s, 0 < f i → 0 ≤ f i := by\n"
        "  intro i hi hpos\n"
        "  have h : 0 ≤ f i := le_of_lt hpos\n"
        "  exact h\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_["i"] == "ℕ"
    assert hyps == {"hi": "i ∈ s", "hpos": "0 < f i"}


def test_case_split_taints_and_by_cases_is_read() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ |x| := by\n"
        "  rcases abs_cases x with ⟨h, h0⟩ | ⟨h, h0⟩\n"
        "  · have h1 : |x| = x := h\n"
        "    exact abs_nonneg x\n"
        "  · exact abs_nonneg x\n")
    (c,) = claims
    assert c.statement is None and "case split" in (c.reason or "")

    claims, _ = steps_of(  # a case split on a lemma whose disjunction is known
        "theorem t (x : ℝ) : 0 ≤ |x| := by\n"
        "  rcases le_or_lt 0 x with h | h\n"
        "  · have h1 : 0 ≤ x := h\n"
        "    exact abs_nonneg x\n"
        "  · have h2 : x < 0 := h\n"
        "    exact abs_nonneg x\n")
    h1, h2 = claims
    assert ctx_names(h1)[1] == {"h": "0 ≤ x"}
    assert ctx_names(h2)[1] == {"h": "x < 0"}

    claims, _ = steps_of(
        "theorem t (a b : ℝ) (hab : a < b ∨ b < a) : a ≠ b := by\n"
        "  obtain h | h := hab\n"
        "  case inr =>\n"
        "    have h2 : b < a := h\n"
        "    exact ne_of_gt h2\n"
        "  have h1 : a < b := h\n"
        "  exact ne_of_lt h1\n")
    h2, h1 = claims
    assert ctx_names(h2)[1] == {"hab": "a < b ∨ b < a", "h": "b < a"}
    assert ctx_names(h1)[1] == {"hab": "a < b ∨ b < a", "h": "a < b"}

    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ |x| := by\n"
        "  by_cases hx : 0 ≤ x\n"
        "  · have h1 : |x| = x := abs_of_nonneg hx\n"
        "    linarith\n"
        "  · have h2 : |x| = -x := abs_of_neg (lt_of_not_le hx)\n"
        "    linarith\n")
    h1, h2 = claims
    assert ctx_names(h1)[1] == {"hx": "0 ≤ x"}
    assert ctx_names(h2)[1] == {"hx": "¬(0 ≤ x)"}


def test_combinator_and_unknown_goal_intro_are_not_translated() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 ∧ 0 ≤ x ^ 4 := by\n"
        "  constructor <;> (have h : 0 ≤ x ^ 2 := sq_nonneg x; positivity)\n")
    (c,) = claims
    assert c.statement is None and "<;>" in (c.reason or "")

    claims, _ = steps_of(
        "theorem t (f : ℝ → ℝ) (hf : Monotone f) : Monotone (fun x ↦ f x + 1) := by\n"
        "  intro a b hab\n"
        "  have h : f a ≤ f b := hf hab\n"
        "  simpa using h\n")
    (c,) = claims
    assert c.statement is None and c.reason == "a at T.lean:6:3 has no readable type"


# ----- obtain, suffices, show, set -------------------------------------------------------------
def test_typed_obtain_is_a_claim_and_destructures() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (ha : 0 < a) : ∃ y : ℝ, 0 < y ∧ y < a := by\n"
        "  obtain ⟨y, hy0, hya⟩ : ∃ y : ℝ, 0 < y ∧ y < a := ⟨a / 2, by linarith, by linarith⟩\n"
        "  have hy : y < a + 1 := by linarith\n"
        "  exact ⟨y, hy0, hya⟩\n")
    ob, hy = claims
    assert (ob.kind, ob.line, ob.text) == ("obtain", 6, "∃ y : ℝ, 0 < y ∧ y < a")
    vars_, hyps = ctx_names(hy)
    assert vars_ == {"a": "ℝ", "y": "ℝ"}
    assert hyps == {"ha": "0 < a", "hy0": "0 < y", "hya": "y < a"}


def test_obtain_from_unreadable_fact_marks_only_claims_using_its_names() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (ha : 0 < a) : 0 < a + 1 := by\n"
        "  obtain ⟨y, hy⟩ := exists_between ha\n"
        "  have h1 : 0 < y := hy.1\n"
        "  have h2 : 0 < a + 1 := by linarith\n"
        "  exact h2\n")
    h1, h2 = claims
    assert h1.statement is None and h1.reason == "y at T.lean:6:3 has no readable type"
    assert h2.statement is not None


def test_obtain_from_a_hypothesis_reads_the_witness() -> None:
    claims, _ = steps_of(
        "theorem t {n : ℕ} (p : Fin n → ℝ) (h : ∃ j, 1 < p j) : ∃ j, 0 < p j := by\n"
        "  obtain ⟨j, hj⟩ := h\n"
        "  have h0 : 0 < p j := by linarith\n"
        "  exact ⟨j, h0⟩\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_["j"] == "Fin n" and hyps["hj"] == "1 < p j"


def test_suffices_and_show() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) (hx : 1 ≤ x) : 0 < x := by\n"
        "  suffices h : 1 ≤ x by\n"
        "    have h3 : (0 : ℝ) < 1 := one_pos\n"
        "    linarith\n"
        "  show 1 ≤ x\n"
        "  exact hx\n")
    suf, h3, sh = claims
    assert (suf.kind, suf.name, suf.line, suf.text) == ("suffices", "h", 6, "1 ≤ x")
    assert ctx_names(h3)[1] == {"hx": "1 ≤ x", "h": "1 ≤ x"}
    assert (sh.kind, sh.line, sh.text) == ("show", 9, "1 ≤ x")
    assert sh.statement is not None


def test_show_with_placeholder_is_not_translated() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 := by\n"
        "  show _ ≤ _\n"
        "  positivity\n")
    (c,) = claims
    assert c.statement is None and "placeholder" in (c.reason or "")


def test_set_is_substituted() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ (x + 1) ^ 2 := by\n"
        "  set y := x + 1 with hy\n"
        "  have h : 0 ≤ y ^ 2 := sq_nonneg y\n"
        "  exact h\n")
    (c,) = claims
    assert c.statement is not None
    assert c.statement.conclusion == term("0 ≤ (x + 1) ^ 2")
    assert c.text == "0 ≤ y ^ 2"


def test_untranslated_theorem_hypothesis_blocks_every_step() -> None:
    claims, _ = steps_of(
        "theorem t (f : ℝ → ℝ) (hf : ∀ᶠ x in Filter.atTop, 0 < f x) (a : ℝ) : a ≤ a := by\n"
        "  have h : a ≤ a + 0 := by simp\n"
        "  simp\n")
    (c,) = claims
    assert c.statement is None and "hf" in (c.reason or "")


# ----- render ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "2 * F * (2 * K)", "1 - (1 - π i)", "a - b - c", "a ^ b ^ c", "(a ^ b) ^ c", "-x ^ 2",
    "(-x) ^ 2", "(∑ j, f j) * c ≤ ∑ j, f j * c", "(A → B) → C", "a / (b * c)",
    "|x| ≤ 1 ∧ 0 < y", "¬(a ≤ b)", "f (x + 1) y", "∀ j ∈ s, 0 ≤ p j",
])
def test_render_round_trips(text: str) -> None:
    t = parse_term(text)
    assert parse_term(render(t)) == t


def test_render_steps_groups_by_theorem() -> None:
    report = {"steps": [
        {"name": "h2", "theorem": "A.t", "file": "A.lean", "line": 9, "text": "x ^ 2 ≤ x",
         "status": "counterexample", "trials": 10, "violations": 3, "max_ratio": 2.0,
         "counterexample": {"x": "2"}, "reason": None},
        {"name": "t:7", "theorem": "A.t", "file": "A.lean", "line": 7, "text": "0 ≤ x ^ 2",
         "status": "passed", "trials": 10, "violations": 0, "max_ratio": 0.5,
         "counterexample": None, "reason": None},
        {"name": "u:3", "theorem": "A.u", "file": "A.lean", "line": 3, "text": "∫ x, f x = 0",
         "status": "not_translated", "trials": 0, "violations": 0, "max_ratio": None,
         "counterexample": None, "reason": "integral at A.lean:3:5"},
    ], "skipped_steps": 4, "translated_fraction": 2 / 3}
    text = render_steps(report)
    lines = text.splitlines()
    assert lines[0].startswith("A.t")
    assert "l.7" in lines[1] and "passed" in lines[1] and "0.5" in lines[1]
    assert "l.9" in lines[2] and "counterexample" in lines[2] and "h2" in lines[2]
    assert "x = 2" in lines[3]
    assert any(ln.startswith("A.u") for ln in lines)
    assert "integral at A.lean:3:5" in text
    assert "67%" in lines[-1] and "4 proof lines" in lines[-1]


# ----- robustness and positions on the real library -------------------------------------------
def _library() -> tuple[list, dict[str, Statement]]:
    decls, stmts = load([ROOT / "Dgg"], ROOT)
    return decls, {s.name: s for s in stmts}


def test_library_claims_point_at_their_keyword() -> None:
    decls, table = _library()
    n = skipped_total = 0
    for d in decls:
        if d.name not in table:
            continue
        src = (ROOT / d.file).read_text(encoding="utf-8").splitlines()
        claims, skipped = extract_steps(d, table[d.name])
        # a skipped line is a non-blank proof line on which no claim starts
        nonblank = sum(1 for ln in d.value_text.splitlines() if ln.strip())
        assert 0 <= skipped <= nonblank - len({c.line for c in claims}), (d.name, skipped)
        skipped_total += skipped
        for c in claims:
            at = src[c.line - 1][c.col - 1:]
            if c.kind == "calc":
                assert at.startswith("_") or at.split()[0] in c.text, (c.file, c.line, at)
            else:
                keywords = ("have", "replace", "haveI") if c.kind == "have" else (c.kind,)
                assert at.startswith(keywords), (c.file, c.line, c.col, at)
            assert d.proof_span[0][0] <= c.line <= d.proof_span[1][0]
            n += 1
    assert n > 0
    assert skipped_total > n / 4  # tactic lines (simp, rw, linarith, …) outnumber nothing


_TOKENS = ["have", "h", ":", ":=", "by", "\n  ", "\n    ", "\n", "·", "calc", "_", "≤", "=", "x",
           "(", ")", "⟨", "⟩", ",", "fun", "↦", "intro", "obtain", "show", "suffices", "set",
           "with", "|", "rcases", "<;>", ";", "simp", "1", "+", "∑ j,", "case", "next", "=>",
           "by_cases", "constructor", "from", "?_", "refine", "[", "]", "-- c\n", "/-", "-/",
           "rintro", "let", "induction", "{", "}"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_TOKENS), min_size=1, max_size=40))
def test_extraction_never_raises_on_arbitrary_proof_text(tokens: list[str]) -> None:
    from dgg.model.records import Declaration, Hypothesis, Variable

    stmt = Statement("T.t", "theorem", "T.lean", 1, 1,
                     [Variable("x", parse_term("ℝ"), "ℝ")], [],
                     [Hypothesis("hx", parse_term("0 ≤ x"), "0 ≤ x")],
                     parse_term("0 ≤ x + 1"), "0 ≤ x + 1")
    text = " ".join(tokens)
    decl = Declaration("T.t", "theorem", "T.lean", 1, 1, value_text=text,
                       proof_span=((1, 30), (1 + text.count("\n"), 1)))
    claims, skipped = extract_steps(decl, stmt)
    nonblank = sum(1 for ln in text.splitlines() if ln.strip())
    assert 0 <= skipped <= nonblank - len({c.line for c in claims})
    for c in claims:
        assert c.kind in ("have", "suffices", "show", "obtain", "calc")
        assert (c.statement is None) == (c.reason is not None)
        assert 1 <= c.line <= 1 + text.count("\n")
        assert c.name and (c.text.strip() or c.reason)


def test_term_mode_match_and_dependent_if_taint_their_branches() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 :=\n"
        "  if h : 0 ≤ x then by\n"
        "    have h1 : 0 ≤ x := h\n"
        "    positivity\n"
        "  else by positivity\n")
    (c,) = claims
    assert c.statement is None and "`if` at T.lean:6:3" in (c.reason or "")


# ----- checking steps with the numeric engine --------------------------------------------------


def _eval_poly(text: str, x: Fraction) -> Fraction:
    """Exact value of the fixture's expressions in one real ``x`` (``1``, ``x``, ``x ^ 2``)."""
    return {"1": Fraction(1), "x": x, "x ^ 2": x * x, "x ^ 2 + 1": x * x + 1}[text]


def test_fixture_false_have_and_calc_step_are_counterexamples() -> None:
    from dgg.steps.driver import check_steps

    decls, stmts = load([DATA / "false_steps.lean"], ROOT)
    report = check_steps(decls, stmts, CheckConfig(trials=400, seed=1, necessity=False))
    assert set(report) == {"steps", "skipped_steps", "translated_fraction"}
    steps = report["steps"]
    assert all(tuple(s) == STEP_KEYS for s in steps)
    by_line = {s["line"]: s for s in steps}
    assert sorted(by_line) == [15, 16, 18, 19, 20]
    assert {ln: by_line[ln]["status"] for ln in by_line} == {
        15: "passed", 16: "counterexample", 18: "passed", 19: "counterexample", 20: "passed"}
    assert by_line[16]["name"] == "h2" and by_line[16]["text"] == "x ^ 2 ≤ x"
    assert by_line[19]["name"] == "sq_add_one_pos_bad:19"
    assert by_line[19]["text"] == "1 ≤ x ^ 2"
    # the counterexamples are exact and really violate the claims (and meet the context)
    x16 = Fraction(by_line[16]["counterexample"]["x"])
    assert not x16 * x16 <= x16
    x19 = Fraction(by_line[19]["counterexample"]["x"])
    assert not 1 <= x19 * x19
    assert 0 <= x19 * x19  # h1, the only hypothesis of line 19 that is true
    assert report["skipped_steps"] == 1 and report["translated_fraction"] == 1.0
    text = render_steps(report)
    assert "counterexample  l.16" in text and "counterexample  l.19" in text


def test_steps_in_by_contra_and_retry_without_derived_haves(monkeypatch) -> None:
    """A step whose context makes the sampler fail is checked again without the ``have``s (they
    follow from the rest); assumptions such as ``by_contra``'s are never dropped."""
    from dgg.check import driver as check
    from dgg.steps.driver import check_steps

    decls = read_text(HEADER +
                      "theorem t (x : ℝ) (hx : 1 ≤ x) : 0 ≤ x := by\n"
                      "  have h1 : 0 ≤ x - 1 := by linarith\n"
                      "  have h2 : 0 ≤ x := by linarith\n"
                      "  by_contra hneg\n"
                      "  have h3 : x < 0 := lt_of_not_le hneg\n"
                      "  linarith\n", "T.lean")
    stmts = [statement_of(d, collect_defs(decls)) for d in decls if d.kind in PROOF_KINDS]
    seen: list[list[str]] = []
    real = check.check_statement

    def picky(stmt: Statement, cfg):  # the engine, but refusing any context with a `have`
        names = [h.name for h in stmt.hypotheses]
        seen.append(names)
        if "h1" in names:
            return CheckResult(stmt.name, stmt.file, stmt.line, "unsatisfiable",
                               reason="sampler gave up")
        return real(stmt, cfg)

    monkeypatch.setattr(check, "check_statement", picky)
    report = check_steps(decls, stmts, CheckConfig(trials=200, seed=0, necessity=False,
                                                   adversarial=False))
    by_line = {s["line"]: s for s in report["steps"]}
    assert by_line[7]["status"] == "passed" and "without the hypotheses" in by_line[7]["reason"]
    assert ["hx", "h1"] in seen and ["hx"] in seen
    # inside `by_contra` the context is contradictory: the engine cannot meet it
    assert by_line[9]["status"] == "unsatisfiable"
    assert "proof by contradiction of `by_contra` at T.lean:8:3" in by_line[9]["reason"]
    assert ["hx", "hneg"] in seen  # retried without h1, h2 but never without hneg


def test_library_steps_have_no_counterexample(record_property) -> None:
    from dgg.steps.driver import check_steps

    decls, table = _library()
    t0 = time.monotonic()
    report = check_steps(decls, table, CheckConfig(trials=150, seed=0, necessity=False,
                                                   adversarial=False))
    bad = [(s["file"], s["line"], s["text"], s["counterexample"]) for s in report["steps"]
           if s["status"] == "counterexample"]
    assert bad == []
    frac = report["translated_fraction"]
    record_property("translated_fraction", frac)
    record_property("steps", len(report["steps"]))
    print(f"\nDgg/ proof steps: {len(report['steps'])}, translated {frac:.1%}, "
          f"skipped lines {report['skipped_steps']}, {time.monotonic() - t0:.1f}s")
    assert len(report["steps"]) > 0 and frac > 0.5
    statuses = {s["status"] for s in report["steps"]}
    assert statuses <= {"passed", "not_translated", "unsatisfiable"}
    for s in report["steps"]:
        if s["status"] == "not_translated":
            assert s["reason"], s


def test_have_binder_shadowing_a_variable_is_renamed_apart() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) (hx : 2 ≤ x) : 0 ≤ x := by\n"
        "  have key (x : ℝ) : 0 ≤ x ^ 2 := sq_nonneg x\n"
        "  linarith [key x]\n")
    (c,) = claims
    st = c.statement
    assert st is not None
    assert [v.name for v in st.variables] == ["x", "x'"]
    assert st.conclusion == term("0 ≤ x' ^ 2")
    assert [h.name for h in st.hypotheses] == ["hx"]


def test_assumption_about_an_opaque_name_blocks_the_claim() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (ha : 0 < a) : 0 < a + 1 := by\n"
        "  obtain ⟨c, hc⟩ := exists_between ha\n"
        "  by_cases h : c ≤ a\n"
        "  · have h1 : 0 < a + 1 := by linarith\n"
        "    exact h1\n"
        "  · linarith\n")
    (c,) = claims
    assert c.statement is None and c.reason == "c at T.lean:6:3 has no readable type"


def test_case_tags_after_by_cases_and_next() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 := by\n"
        "  by_cases hx : 0 ≤ x\n"
        "  case neg =>\n"
        "    have hn : x < 0 := lt_of_not_le hx\n"
        "    positivity\n"
        "  case pos =>\n"
        "    have hp : 0 ≤ x := hx\n"
        "    positivity\n")
    hn, hp = claims
    assert ctx_names(hn)[1] == {"hx": "¬(0 ≤ x)"}
    assert ctx_names(hp)[1] == {"hx": "0 ≤ x"}

    claims, _ = steps_of(
        "theorem t (x : ℝ) : 0 ≤ x ^ 2 := by\n"
        "  by_cases hx : 0 ≤ x\n"
        "  next =>\n"
        "    have hp : 0 ≤ x := hx\n"
        "    positivity\n"
        "  have hn : x < 0 := lt_of_not_le hx\n"
        "  positivity\n")
    hp, hn = claims
    assert ctx_names(hp)[1] == {"hx": "0 ≤ x"}
    assert ctx_names(hn)[1] == {"hx": "¬(0 ≤ x)"}  # the one goal left is the negative case


def test_engine_failure_on_a_step_is_reported_not_raised(monkeypatch) -> None:
    from dgg.check import driver as check
    from dgg.steps.driver import check_steps

    def broken(stmt: Statement, cfg):
        raise AttributeError("boom")

    monkeypatch.setattr(check, "check_statement", broken)
    decls, stmts = load([DATA / "false_steps.lean"], ROOT)
    report = check_steps(decls, stmts, CheckConfig(trials=10))
    assert {s["status"] for s in report["steps"]} == {"not_translated"}
    # in users' words, never the Python error (issue 23)
    assert all(s["reason"] == "evaluation in this step: not supported for these values"
               for s in report["steps"])
    assert report["translated_fraction"] == 0.0


def test_cases_prime_on_a_disjunction_hypothesis() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) (h : x ≤ -1 ∨ 1 ≤ x) : 1 ≤ x ^ 2 := by\n"
        "  cases' h with hl hr\n"
        "  · have a : x ≤ -1 := hl\n"
        "    nlinarith\n"
        "  · have b : 1 ≤ x := hr\n"
        "    nlinarith\n")
    a, b = claims
    assert ctx_names(a)[1] == {"h": "x ≤ -1 ∨ 1 ≤ x", "hl": "x ≤ -1"}
    assert ctx_names(b)[1] == {"h": "x ≤ -1 ∨ 1 ≤ x", "hr": "1 ≤ x"}


def test_instances_are_not_claims() -> None:
    claims, skipped = steps_of(
        "theorem t {V : Type*} [Fintype V] (z : V → ℝ) (v : V) : 0 ≤ Real.exp (z v) := by\n"
        "  haveI : Nonempty V := ⟨v⟩\n"
        "  have : Nonempty V := ⟨v⟩\n"
        "  have h : 0 < Real.exp (z v) := Real.exp_pos _\n"
        "  exact h.le\n")
    assert [c.name for c in claims] == ["h"] and skipped == 3


def test_rintro_destructures_a_readable_goal() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) : (∃ y : ℝ, a < y ∧ y < 0) → a < 0 := by\n"
        "  rintro ⟨y, hay, hy⟩\n"
        "  have h : a < 0 := lt_trans hay hy\n"
        "  exact h\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_ == {"a": "ℝ", "y": "ℝ"} and hyps == {"hay": "a < y", "hy": "y < 0"}

    claims, _ = steps_of(
        "theorem t (a : ℝ) : (a < 0 ∨ 0 < a) → a ≠ 0 := by\n"
        "  rintro (h | h)\n"
        "  · have h1 : a < 0 := h\n"
        "    exact ne_of_lt h1\n"
        "  · exact ne_of_gt h\n")
    (c,) = claims
    assert ctx_names(c)[1] == {"h": "a < 0"}

    claims, _ = steps_of(
        "theorem t (f : ℝ → ℝ) (hf : ∀ x, f x = 0 ∨ f x = 1) : ∀ x, f x ≤ 1 := by\n"
        "  intro x\n"
        "  rcases hf x with h | h\n"
        "  · have h1 : f x = 0 := h\n"
        "    linarith\n"
        "  · linarith\n")
    (c,) = claims
    assert ctx_names(c)[1] == {"hf": "∀ x, f x = 0 ∨ f x = 1", "h": "f x = 0"}

    claims, _ = steps_of(
        "theorem t (f : ℝ → ℝ) (hf : ∀ x, f x = 0 ∨ f x = 1) : ∀ x, f x ≤ 1 := by\n"
        "  intro x\n"
        "  rcases hf (x + 1) |>.symm with h | h\n"
        "  · have h1 : f x ≤ 1 := by sorry\n"
        "    linarith\n"
        "  · linarith\n")
    (c,) = claims
    assert c.statement is None and "case split" in (c.reason or "")


def test_pointwise_sum_lemmas_read_the_index_variable() -> None:
    claims, _ = steps_of(
        "theorem t {n : ℕ} (p x : Fin n → ℝ) (hp : ∀ j, 0 ≤ p j) :\n"
        "    ∑ j, p j * x j ^ 2 ≤ ∑ j, p j * (x j ^ 2 + 1) := by\n"
        "  refine Finset.sum_le_sum (fun i _ ↦ ?_)\n"
        "  have hi : x i ^ 2 ≤ x i ^ 2 + 1 := by linarith\n"
        "  exact mul_le_mul_of_nonneg_left hi (hp i)\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_["i"] == "Fin n" and hyps == {"hp": "∀ j, 0 ≤ p j"}

    claims, _ = steps_of(
        "theorem t (s : Finset ℕ) (f : ℕ → ℝ) (hf : ∀ i, 0 ≤ f i) : 0 ≤ ∑ i ∈ s, f i ^ 3 :=\n"
        "  Finset.sum_nonneg fun k hk ↦ by\n"
        "    have h0 : 0 ≤ f k := hf k\n"
        "    positivity\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_["k"] == "ℕ" and hyps == {"hf": "∀ i, 0 ≤ f i", "hk": "k ∈ s"}

    claims, _ = steps_of(  # the goal is not a relation of sums: the binder stays unreadable
        "theorem t (f : ℕ → ℝ) (s : Finset ℕ) : 0 ≤ (∑ i ∈ s, f i ^ 2) + 1 := by\n"
        "  refine add_nonneg (Finset.sum_nonneg fun k hk ↦ ?_) zero_le_one\n"
        "  have h : 0 ≤ f k ^ 2 := sq_nonneg _\n"
        "  exact h\n")
    (c,) = claims
    assert c.statement is None


def test_calc_first_underscore_is_the_goal_side() -> None:
    claims, _ = steps_of(
        "theorem t (a b : ℝ) (h : a ≤ b) : a + 1 ≤ b + 1 := by\n"
        "  calc _ ≤ b + 1 := by linarith\n"
        "    _ = b + 1 := rfl\n")
    assert [c.text for c in claims] == ["a + 1 ≤ b + 1", "b + 1 = b + 1"]
    assert claims[0].statement is not None
    assert claims[0].statement.conclusion == term("a + 1 ≤ b + 1")

    claims, _ = steps_of(  # goal unknown after `rw`: the `_` cannot be resolved
        "theorem t (a b : ℝ) (h : a ≤ b) : a + 1 ≤ b + 1 := by\n"
        "  rw [add_le_add_iff_right]\n"
        "  calc _ ≤ b := h\n")
    (c,) = claims
    assert c.statement is None and "no previous step" in (c.reason or "")


def test_intro_shadowing_a_variable_keeps_the_old_facts_apart() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) (hx : 0 < x) : ∀ x : ℝ, 0 ≤ x ^ 2 := by\n"
        "  intro x\n"
        "  have h : 0 ≤ x ^ 2 := sq_nonneg x\n"
        "  exact h\n")
    (c,) = claims
    vars_, hyps = ctx_names(c)
    assert vars_ == {"x✝": "ℝ", "x": "ℝ"} and hyps == {"hx": "0 < x✝"}


def test_shadowed_context_is_checked_by_the_engine() -> None:
    from dgg.steps.driver import check_steps

    decls = read_text(HEADER +
                      "theorem t (x : ℝ) (hx : 0 < x) : ∀ x : ℝ, x ≤ x ^ 2 + 1 := by\n"
                      "  intro x\n"
                      "  have h : 0 < x := by sorry\n"
                      "  nlinarith [sq_nonneg (x - 1)]\n", "T.lean")
    stmts = [statement_of(d, collect_defs(decls)) for d in decls if d.kind in PROOF_KINDS]
    report = check_steps(decls, stmts, CheckConfig(trials=300, seed=0, necessity=False))
    (s,) = report["steps"]
    # `0 < x` is about the new x, not the old one that `hx` constrains: it is false
    assert s["status"] == "counterexample" and Fraction(s["counterexample"]["x"]) <= 0


def test_have_without_proof_opens_a_goal_first() -> None:
    claims, _ = steps_of(
        "theorem t (x : ℝ) : ∀ y : ℝ, 0 ≤ x ^ 2 + y ^ 2 := by\n"
        "  have h : ∀ n : ℕ, (0 : ℝ) ≤ n\n"
        "  · intro n\n"
        "    have hn : (0 : ℝ) ≤ n := Nat.cast_nonneg n\n"
        "    exact hn\n"
        "  intro y\n"
        "  have hy : 0 ≤ y ^ 2 := sq_nonneg y\n"
        "  positivity\n")
    h, hn, hy = claims
    assert (h.kind, h.name, h.line) == ("have", "h", 6) and h.statement is not None
    vars_n, hyps_n = ctx_names(hn)
    assert vars_n == {"x": "ℝ", "n": "ℕ"} and hyps_n == {}
    vars_y, hyps_y = ctx_names(hy)
    assert vars_y == {"x": "ℝ", "y": "ℝ"} and hyps_y == {"h": "∀ n : ℕ, (0 : ℝ) ≤ n"}


def test_obtain_without_proof_opens_a_goal_first() -> None:
    claims, _ = steps_of(
        "theorem t (a : ℝ) (ha : 0 < a) : 0 < a / 2 := by\n"
        "  obtain ⟨b, hb⟩ : ∃ b : ℝ, b = a / 2\n"
        "  · have h0 : a / 2 = a / 2 := rfl\n"
        "    exact ⟨a / 2, h0⟩\n"
        "  have hb0 : 0 < b := by linarith\n"
        "  linarith\n")
    ob, h0, hb0 = claims
    assert ob.kind == "obtain" and ctx_names(h0)[0] == {"a": "ℝ"}
    assert ctx_names(hb0) == ({"a": "ℝ", "b": "ℝ"}, {"ha": "0 < a", "hb": "b = a / 2"})
