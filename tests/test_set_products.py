"""Products of sets ``s ×ˢ t`` (``dgg.elab.set_products``): read at Mathlib's precedence
(``infixr:82``, ``Mathlib/Data/SProd.lean``), taken apart into sums and quantifiers over each
factor where Mathlib's lemmas take them apart (``Finset.card_product``, ``Finset.card_filter``,
``Finset.sum_product``, ``Finset.mem_product``), and refused, with the product's position, where
the pairs are used whole. Verdicts through the CLI, with and without the decision tier. Also
``∃! p : A × B`` (``dgg.elab.pair_sets``): Mathlib's ``ExistsUnique`` over the components."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lean_text import assert_statuses, cli_check, lean_project

import dgg.cli as cli
from dgg.lean.terms import parse_term
from dgg.model.render import render
from dgg.model.terms import BinOp

TEXT = """\
theorem card_prod : (Finset.Icc 1 3 ×ˢ Finset.Icc 1 4).card = 12 := by sorry
theorem card_prod_bad : (Finset.Icc 1 3 ×ˢ Finset.Icc 1 4).card = 11 := by sorry
theorem sum_prod : ∑ p ∈ Finset.range 3 ×ˢ Finset.range 3, p.1 * p.2 = 9 := by sorry
theorem sum_prod_bad : ∑ p ∈ Finset.range 3 ×ˢ Finset.range 3, p.1 * p.2 = 8 := by sorry
theorem all_prod : ∀ p ∈ Finset.Icc 1 3 ×ˢ Finset.Icc 1 3, p.1 + p.2 ≤ 6 := by sorry
theorem all_prod_bad : ∀ p ∈ Finset.Icc 1 3 ×ˢ Finset.Icc 1 3, p.1 + p.2 ≤ 5 := by sorry
theorem mem_prod : (2, 3) ∈ Finset.Icc 1 3 ×ˢ Finset.Icc 1 3 := by sorry
theorem mem_prod_bad : (2, 4) ∈ Finset.Icc 1 3 ×ˢ Finset.Icc 1 3 := by sorry
theorem pairs_lt (n : ℕ) (hn : n ≤ 6) :
    (Finset.filter (fun p : ℕ × ℕ => p.1 < p.2) (Finset.range n ×ˢ Finset.range n)).card
      = n * (n - 1) / 2 := by sorry
theorem pairs_lt_bad (n : ℕ) (hn : n ≤ 6) :
    (Finset.filter (fun p : ℕ × ℕ => p.1 < p.2) (Finset.range n ×ˢ Finset.range n)).card
      = n * n / 2 := by sorry
theorem whole (S : Finset ℕ) :
    (Finset.filter (fun p : ℕ × ℕ => p = (1, 1)) (S ×ˢ S)).card ≤ 1 := by sorry
theorem set_mem : ((1 : ℝ), (2 : ℝ)) ∈ Set.Icc (0 : ℝ) 1 ×ˢ Set.Icc (0 : ℝ) 2 := by sorry
theorem hash_prod : #(Finset.range 3 ×ˢ Finset.range 2) = 6 := by sorry
theorem field_filter :
    ((Finset.range 3 ×ˢ Finset.range 3).filter (fun p => p.1 = p.2)).card = 3 := by sorry
theorem field_filter_bad :
    ((Finset.range 3 ×ˢ Finset.range 3).filter (fun p => p.1 = p.2)).card = 4 := by sorry
theorem sep_count : #{p ∈ Finset.range 3 ×ˢ Finset.range 3 | p.1 < p.2} = 3 := by sorry
theorem sep_count_bad : #{p ∈ Finset.range 3 ×ˢ Finset.range 3 | p.1 ≤ p.2} = 3 := by sorry
theorem sep_typed :
    ({p ∈ Finset.range 4 ×ˢ Finset.range 2 | p.1 = 2 * p.2} : Finset (ℕ × ℕ)).card = 2 := by sorry
theorem dice_rat :
    ((Finset.filter (fun p : ℕ × ℕ => p.1 + p.2 = 7) (Finset.Icc 1 6 ×ˢ Finset.Icc 1 6)).card : ℚ)
      / 36 = 1 / 6 := by sorry
theorem dice_nat_div_bad :
    (((Finset.filter (fun p : ℕ × ℕ => p.1 + p.2 = 7) (Finset.Icc 1 6 ×ˢ Finset.Icc 1 6)).card
      / 36 : ℕ) : ℚ) = 1 / 6 := by sorry
"""

TRUE = {"card_prod", "sum_prod", "all_prod", "mem_prod", "pairs_lt", "set_mem", "hash_prod",
        "field_filter", "dice_rat", "sep_count", "sep_typed"}
FALSE = {"card_prod_bad", "sum_prod_bad", "all_prod_bad", "mem_prod_bad", "pairs_lt_bad",
         "field_filter_bad", "dice_nat_div_bad", "sep_count_bad"}


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return lean_project(tmp_path_factory.mktemp("prods"), "Prods.lean", TEXT)


def test_precedence_is_mathlibs() -> None:
    # infixr:82: below application and `∘` (90), above `^` (75), `*` (70) and `∈` (50)
    t = parse_term("Finset.range 3 ×ˢ Finset.range 4 ×ˢ s")
    assert isinstance(t, BinOp) and t.op == "×ˢ" and render(t.lhs) == "Finset.range 3"
    assert isinstance(t.rhs, BinOp) and t.rhs.op == "×ˢ"  # right-associative
    assert render(parse_term("s ×ˢ t ^ 2")) == render(parse_term("(s ×ˢ t) ^ 2"))
    m = parse_term("x ∈ s ×ˢ t")
    assert isinstance(m, BinOp) and m.op == "∈" and isinstance(m.rhs, BinOp)
    assert render(m) == "x ∈ s ×ˢ t"
    assert render(parse_term("a × b")) == "a × b"  # the product of types is another operator


def test_products_are_taken_apart(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli.main(["elaborate", str(project / "Prods.lean"), "--root", str(project)])
    out = capsys.readouterr().out
    assert "#(Finset.Icc (1 : ℕ) (3 : ℕ)) * #(Finset.Icc (1 : ℕ) (4 : ℕ)) = (12 : ℕ)" in out
    assert ("∑ p₁ ∈ (Finset.range n), ∑ p₂ ∈ (Finset.range n), if p₁ < p₂ then (1 : ℕ) else "
            "(0 : ℕ)") in out
    assert "∀ p₁ ∈ (Finset.Icc (1 : ℕ) (3 : ℕ)), ∀ p₂ ∈ (Finset.Icc (1 : ℕ) (3 : ℕ))" in out
    assert "(2 : ℕ) ∈ Finset.Icc (1 : ℕ) (3 : ℕ) ∧ (3 : ℕ) ∈ Finset.Icc (1 : ℕ) (3 : ℕ)" in out
    assert "untyped" not in out.split("whole:")[0]


@pytest.mark.parametrize("smt", [False, True], ids=["sampling", "with-tier"])
def test_verdicts(project: Path, capsys: pytest.CaptureFixture[str], smt: bool) -> None:
    res = cli_check(project, "Prods.lean", capsys, "--trials", "200", "--jobs", "1",
                    *([] if smt else ["--no-smt"]))
    assert_statuses(res, TRUE, FALSE)
    assert res["pairs_lt_bad"]["counterexample"] == {"n": "2"}
    # the pairs used whole: refused at the product, never guessed
    whole = res["whole"]
    assert whole["status"] == "not_translated"
    assert whole["reason"].startswith("set product `×ˢ` outside a count")
    assert whole["reason"].endswith(" at 16:51")  # the product `S ×ˢ S`, line 16, column 51


# ---------------------------------------------------------------------- ∃! over a pair
UNIQUE = """\
theorem uniq_pair : ∃! p : ℝ × ℝ, p.1 + p.2 = 3 ∧ p.1 - p.2 = 1 := by sorry
theorem uniq_pair_bad : ∃! p : ℝ × ℝ, p.1 + p.2 = 3 ∧ 2 * p.1 + 2 * p.2 = 6 := by sorry
theorem uniq_int_pair : ∃! p : ℤ × ℤ, p.1 + p.2 = 3 ∧ p.1 - p.2 = 1 := by sorry
theorem uniq_int_pair_bad : ∃! p : ℤ × ℤ, p.1 * p.2 = 1 := by sorry
theorem uniq_whole : ∃! p : ℝ × ℝ, p = (1, 2) := by sorry
"""


def test_unique_pairs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``∃! p : A × B, P p`` is Mathlib's ``ExistsUnique`` over the components; a true one is
    proved or passes, a false one is a finding (``suspect``: no finite certificate refutes a
    closed ``∃ ∀``), never passed; the pair used whole stays ``not_translated``."""
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    (tmp_path / "U.lean").write_text(UNIQUE, encoding="utf-8")
    cli.main(["elaborate", str(tmp_path / "U.lean"), "--root", str(tmp_path)])
    out = capsys.readouterr().out
    assert ("∃ (p₁ : ℝ) (p₂ : ℝ), (p₁ + p₂ = (3 : ℝ) ∧ p₁ - p₂ = (1 : ℝ)) ∧ (∀ (p₁' : ℝ) "
            "(p₂' : ℝ), (p₁' + p₂' = (3 : ℝ) ∧ p₁' - p₂' = (1 : ℝ)) → (p₁' = p₁ ∧ p₂' = p₂))") in out
    for smt in ([], ["--no-smt"]):
        cli.main(["check", str(tmp_path / "U.lean"), "--root", str(tmp_path), "--json",
                  "--trials", "100", "--jobs", "1"] + smt)
        res = {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}
        assert res["uniq_pair"]["status"] in ("passed", "proved")
        assert res["uniq_int_pair"]["status"] in ("passed", "proved")
        assert res["uniq_pair_bad"]["status"] == "suspect"
        assert res["uniq_int_pair_bad"]["status"] == "suspect"
        assert res["uniq_whole"]["status"] == "not_translated"
