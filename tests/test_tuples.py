"""Product types (issue 25, item 2): ``p : ℝ × ℝ`` (n-fold, right-nested) read as its
components (:mod:`dgg.elab.tuples`), ``p.1 p.2 p.fst p.snd p.2.1``, ``(a, b)`` literals,
equations between tuples, ``let ⟨a, b⟩ := p``; what is not modelled is ``not_translated``."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

import dgg.cli as cli

#: verdicts of a true statement: sampling's `passed`, or `proved` by the decision tier (issue 24)
TRUE_VERDICTS = ("passed", "proved")

TEXT = """\
theorem pr1 (p : ℝ × ℝ) (h : p.1 = 1) (h2 : p.2 > 0) : p.1 + p.2 > 1 := by sorry
theorem pr1f (p : ℝ × ℝ) (h : p.1 = 1) : p.1 + p.2 > 1 := by sorry
theorem pr2 (p : ℝ × ℝ) (h : p = (2, 3)) : p.fst * p.snd = 6 := by sorry
theorem pr2f (p : ℝ × ℝ) (h : p = (2, 3)) : p.fst / p.snd = 1 := by sorry
theorem pr3 (p : ℕ × ℕ × ℕ) (h : p.1 + p.2.1 + p.2.2 = 3) (h1 : p.1 = p.2.1) (h2 : p.2.1 = p.2.2)
    : p = (1, 1, 1) := by sorry
theorem pr3f (p : ℕ × ℕ × ℕ) (h : p.1 + p.2.1 + p.2.2 = 3) : p = (1, 1, 1) := by sorry
theorem prlet (p : ℝ × ℝ) (h : p.1 > 0) : let ⟨a, b⟩ := p; a + b ^ 2 > 0 := by sorry
theorem prletf (p : ℝ × ℝ) : let ⟨a, b⟩ := p; a + b ^ 2 > 0 := by sorry
theorem lit : (3, (4 : ℝ)).2 = 4 := by sorry
theorem whole (p : ℝ × ℝ) (f : ℝ × ℝ → ℝ) : f p = f p := by sorry
theorem natsub (p : ℕ × ℕ) (h : p.1 < p.2) : p.1 - p.2 + p.2 = p.1 := by sorry

theorem litdiv : ((7 : ℕ) / 2, (0 : ℝ)).1 = (3.5 : ℝ) := by sorry
abbrev pr : ℝ × ℝ := (2, 1)
theorem pr_thm (x y : ℝ) (h1 : x + y = 3) (h2 : x - y = 1) : (x, y) = pr := by sorry
theorem pr_bad (x y : ℝ) (h1 : x + y = 3) (h2 : x - y = 1) : (y, x) = pr := by sorry
abbrev prn : ℕ × ℝ := (7 / 2, 7 / 2)
theorem prn_fst : (prn.1 : ℝ) = 3 ∧ prn.2 = 3.5 := by sorry
theorem prn_bad : (prn.1 : ℝ) = prn.2 := by sorry
theorem num_pair (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : t.2.1 = 2 := by sorry
theorem num_pair_bad (t : ℝ × ℝ × ℝ) (h : t = (1, 2, 3)) : t.2 = 2 := by sorry
theorem num_zero (p : ℤ × ℤ) (h : p.1 = 0) (h2 : p.2 = 0) : p = 0 := by sorry
theorem num_one_bad (p : ℤ × ℤ) (h : p.1 = 1) : p = 1 := by sorry
theorem fn_pair (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x, x ^ 2)) : (f 3).2 = 9 := by sorry
theorem fn_pair_bad (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x, x ^ 2)) : (f 3).1 = 9 := by sorry
theorem fn_pair_var (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x + 1, 2 * x)) (y : ℝ) :
    (f y).1 + (f y).2 = 3 * y + 1 := by sorry
theorem fn_pair_var_bad (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x + 1, 2 * x)) (y : ℝ) :
    (f y).1 ≤ (f y).2 := by sorry
theorem fn_pair_nat_bad (f : ℕ → ℕ × ℕ) (hf : ∀ n, f n = (n / 2, n % 2)) :
    ((f 7).1 : ℝ) = 7 / 2 := by sorry
theorem fn_pair_eq (f : ℝ → ℝ × ℝ) (hf : ∀ x, f x = (x, x ^ 2)) : f 2 = (2, 4) := by sorry
theorem fn_pair_lam_bad (f : ℝ → ℝ × ℝ) (hf : f = fun x ↦ (x, x ^ 2)) : (f 3).2 = 6 := by sorry
theorem fn_pair_whole (f : ℝ → ℝ × ℝ) (g : ℝ × ℝ → ℝ) (hf : ∀ x, f x = (x, x ^ 2)) :
    g (f 2) = g (f 2) := by sorry
"""

TRUE = {"pr1", "pr2", "pr3", "prlet", "lit", "pr_thm", "prn_fst", "num_pair", "num_zero",
        "fn_pair", "fn_pair_var", "fn_pair_eq"}
# natsub: ℕ subtraction truncates, p.1 - p.2 = 0 when p.1 < p.2
# prn_bad: a tuple definition's components elaborated at their declared types (7 / 2 : ℕ is 3)
# num_pair_bad: the numeral 2 at ℝ × ℝ is (2, 2) (Prod's natCast), and t.2 is (2, 3)
# fn_pair_nat_bad: the pinned function's components keep their declared type (7 / 2 : ℕ is 3)
FALSE = {"pr1f", "pr2f", "pr3f", "prletf", "natsub", "pr_bad", "prn_bad", "num_pair_bad",
         "num_one_bad", "fn_pair_bad", "fn_pair_var_bad", "fn_pair_nat_bad", "fn_pair_lam_bad"}


def _run(p, *argv: str) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli.main([argv[0], str(p / "Tuples.lean"), "--root", str(p), *argv[1:]])
    return buf.getvalue()


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    p = tmp_path_factory.mktemp("tuples")
    (p / "lakefile.lean").write_text("", encoding="utf-8")
    (p / "Tuples.lean").write_text(TEXT, encoding="utf-8")
    return p


def test_elaborated_components(project) -> None:
    out = _run(project, "elaborate")
    assert "pr3: (p₁ : ℕ) (p₂₁ : ℕ) (p₂₂ : ℕ)" in out
    # `p = (1, 1, 1)` is the equations between components (Prod.mk.injEq)
    assert "⊢ p₁ = (1 : ℕ) ∧ (p₂₁ = (1 : ℕ) ∧ p₂₂ = (1 : ℕ))" in out
    assert "(h : p₁ = (2 : ℝ) ∧ p₂ = (3 : ℝ))" in out
    assert "let a : ℝ := p₁; let b : ℝ := p₂;" in out
    assert "whole: not_translated: a tuple used whole" in out
    # a numeral at a product type is the tuple of that numeral (Prod.fst_ofNat, Prod.snd_ofNat)
    assert "num_pair_bad: (t₁ : ℝ) (t₂₁ : ℝ) (t₂₂ : ℝ)" in out
    assert "⊢ t₂₁ = (2 : ℝ) ∧ t₂₂ = (2 : ℝ)" in out
    # a function into a product pinned by a tuple: applied, its projections reduce (β, then ι)
    assert "fn_pair: ⊢ (3 : ℝ) ^ (2 : ℕ) = (9 : ℝ)" in out
    assert "fn_pair_nat_bad: ⊢ (↑((7 : ℕ) / (2 : ℕ)) : ℝ) = (7 : ℝ) / (2 : ℝ)" in out
    assert "fn_pair_whole: not_translated: a tuple used whole" in out
    # Lean elaborates the tuple first (ℕ division, 3), the projection a leaf: not reduced
    assert "litdiv: not_translated: projection of a tuple" in out
    assert "pr_thm: (x : ℝ) (y : ℝ) (h1 : x + y = (3 : ℝ)) (h2 : x - y = (1 : ℝ)) ⊢ x = (2 : ℝ) ∧ " \
        "y = (1 : ℝ)" in out


def test_verdicts(project) -> None:
    res = {r["name"]: r["status"] for r in json.loads(_run(
        project, "check", "--json", "--trials", "100", "--jobs", "1"))["theorems"]}
    for name in TRUE:
        assert res[name] in TRUE_VERDICTS, (name, res[name])
    for name in FALSE:
        assert res[name] == "counterexample", (name, res[name])
    assert res["whole"] == res["litdiv"] == res["fn_pair_whole"] == "not_translated"
