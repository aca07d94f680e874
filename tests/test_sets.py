"""Sets of numbers and `∃!` (issue 25, items 1 and 5), end to end through the CLI.

`tests/data/sets/Sets.lean` names each statement by its expected verdict: `t_…` passed, `f_…`
counterexample (certified), `n_…` not_translated. The elaborated forms are checked on a sample;
the parser, the set-builder bar and the evaluator's set quantifiers have unit tests below.
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from dgg.elab import ElabError, elaborate
from dgg.lean.fragment import FragmentError
from dgg.lean.setbars import SETBAR, mark_set_bars
from dgg.lean.terms import parse_term
from dgg.model.records import Hypothesis, Statement, Variable
from dgg.model.render import render

#: verdicts of a true statement: sampling's `passed`, or `proved` by the decision tier (issue 24)
TRUE_VERDICTS = ("passed", "proved")

DATA = Path(__file__).parent / "data" / "sets" / "Sets.lean"
EXPECT = {"t": "passed", "f": "counterexample", "n": "not_translated"}


def _dgg(*args: str) -> Any:
    p = subprocess.run([sys.executable, "-m", "dgg", *args], capture_output=True, text=True,
                       timeout=600)
    assert p.returncode in (0, 1), p.stderr
    return json.loads(p.stdout)


@pytest.fixture(scope="module")
def report() -> dict[str, dict[str, Any]]:
    out = _dgg("check", str(DATA), "--json", "--trials", "300")
    return {r["name"]: r for r in out["theorems"]}


@pytest.fixture(scope="module")
def elaborated() -> dict[str, dict[str, Any]]:
    return {r["name"]: r for r in _dgg("elaborate", str(DATA), "--json")}


def _names() -> list[str]:
    import re

    return re.findall(r"^theorem (\w+)", DATA.read_text(encoding="utf-8"), re.M)


def test_the_file_covers_every_construct_both_ways() -> None:
    names = _names()
    assert len(names) >= 60
    assert sum(n.startswith("t_") for n in names) >= 35
    assert sum(n.startswith("f_") for n in names) >= 40


@pytest.mark.parametrize("name", _names())
def test_verdict(report: dict[str, dict[str, Any]], name: str) -> None:
    r = report[name]
    want = TRUE_VERDICTS if name[0] == "t" else (EXPECT[name[0]],)
    assert r["status"] in want, (name, r["status"], r.get("reason"), r.get("evidence"))
    if r["status"] == "counterexample":  # sampling counts violations; z3's certified model none
        assert (r["violations"] >= 1 or r["engine"] == "smt") and r["elaborated"]


@pytest.mark.parametrize("name, text", [
    ("t_nat_trunc", "{k : ℕ | k - (1 : ℕ) = (0 : ℕ)} = {(0 : ℕ), (1 : ℕ)}"),
    ("t_unify", "{x : ℤ | x ^ (2 : ℕ) = (4 : ℤ)} = {(2 : ℤ), -(2 : ℤ)}"),
    ("f_union", "a ∈ ((Set.Iio (0 : ℝ)) ∪ (Set.Ioi (0 : ℝ)))"),
    ("t_compl", "(Set.Iio (0 : ℝ))ᶜ = (Set.Ici (0 : ℝ))"),
    ("t_empty", "= (∅ : Set ℝ)"),
    ("t_isLeast", "IsLeast {n : ℕ | (3 : ℕ) < n} (4 : ℕ)"),
    ("t_ncard_int", "Set.ncard {k : ℤ | -(↑m : ℤ) ≤ k ∧ k ≤ (↑m : ℤ)}"),
    ("t_filter", "Finset.card (Finset.filter (fun k ↦ k % (2 : ℕ) = (0 : ℕ)) (Finset.range n))"),
    ("t_finset_pinned", "(h : Set.Finite {n : ℕ | (0 : ℕ) < n ∧"),
    ("f_unique_mem", "∃! x ∈ (Set.Icc (-(3 : ℤ)) (3 : ℤ)), x ^ (2 : ℕ) = (1 : ℤ)"),
    ("t_forall_mem", "∀ x ∈ {(1 : ℕ), (2 : ℕ), (3 : ℕ)}, x > (0 : ℕ)"),
])
def test_elaborated_form(elaborated: dict[str, dict[str, Any]], name: str, text: str) -> None:
    r = elaborated[name]
    assert text in r["text"], r["text"]
    assert not r["untyped"]


def test_pinned_variable_is_substituted(elaborated: dict[str, dict[str, Any]]) -> None:
    r = elaborated["t_set_pinned"]
    assert [v["name"] for v in r["variables"]] == ["a"]
    assert "{x : ℝ | a < x}" in r["conclusion_text"]


@pytest.mark.parametrize("name, why", [
    ("n_literal_untyped", "set literal"), ("n_unique_two_binders", "more than one binder"),
    ("n_finset_infinite", "Set.Finite"), ("n_finset_pairs", "does not model"),
])
def test_not_translated_reasons(report: dict[str, dict[str, Any]], name: str, why: str) -> None:
    r = report[name]
    assert why in r["reason"] and "Sets.lean" not in r["reason"]  # reason names line:col
    assert any(c.isdigit() for c in r["reason"].rsplit(" at ", 1)[-1])


def test_counterexamples_are_exact_witnesses(report: dict[str, dict[str, Any]]) -> None:
    # `a ∈ Iio 0 ∪ Ioi 0` fails at a = 0 exactly; `a ∈ {x | a < x}` for every a
    assert report["f_union"]["counterexample"] == {"a": "0"}
    assert Fraction(report["f_set_pinned"]["counterexample"]["a"]) is not None


# ------------------------------------------------------------------ parser
@pytest.mark.parametrize("src, shown", [
    ("{x : ℝ | x ^ 2 < 2}", "Set.ofPred (fun (x : ℝ) ↦ x ^ 2 < 2)"),
    ("{x | |x| < 1}", "Set.ofPred (fun x ↦ |x| < 1)"),
    ("{x ∈ S | 0 < x}", "dgg.setSep S (fun x ↦ 0 < x)"),
    ("{x > 0 | x < 1}", "Set.ofPred (fun x ↦ x > 0 ∧ x < 1)"),
    ("{1, 2, 3}", "Insert.insert 1 (Insert.insert 2 (Singleton.singleton 3))"),
    ("{|x|, 2}", "Insert.insert |x| (Singleton.singleton 2)"),
    ("A ∩ B ∪ Cᶜ \\ D", "A ∩ B ∪ (Cᶜ \\ D)"),
])
def test_parse(src: str, shown: str) -> None:
    assert render(parse_term(src)) == shown


def test_union_binds_looser_than_intersection() -> None:
    t = parse_term("A ∪ B ∩ C")
    assert getattr(t, "op", None) == "∪"


def test_set_builder_bar_is_not_an_absolute_value() -> None:
    text, bad = mark_set_bars("{x | |x - 1| < 2}")
    assert bad is None and text.count(SETBAR) == 1 and text.index(SETBAR) == 3
    assert mark_set_bars("|a| + {b, |c|}")[0].count(SETBAR) == 0
    assert mark_set_bars("{f x | x ∈ s}")[1] == 0


def test_image_notation_is_outside_the_fragment() -> None:
    with pytest.raises(FragmentError) as ei:
        parse_term("s = {x ^ 2 | x : ℝ}", "f.lean", 3, 1)
    assert "set-builder with a pattern" in ei.value.construct and ei.value.col == 5


# ------------------------------------------------------------------ elaboration
def _stmt(concl: str, variables: tuple[tuple[str, str], ...] = (), hyps: tuple[str, ...] = ()
          ) -> Statement:
    vs = [Variable(n, parse_term(t), t) for n, t in variables]
    hs = [Hypothesis(f"h{i}", parse_term(h), h) for i, h in enumerate(hyps)]
    return Statement("s", "theorem", "s.lean", 1, 1, vs, [], hs, parse_term(concl), concl)


def test_filter_notation_on_a_finset_is_finset_filter() -> None:
    e = elaborate(_stmt("({x ∈ s | 2 < x}).card ≤ s.card", (("s", "Finset ℕ"),)))
    assert "Finset.filter" in e.text
    e = elaborate(_stmt("{x ∈ S | 2 < x} ⊆ S", (("S", "Set ℝ"),)))
    assert "{x : ℝ | x ∈ S ∧ (2 : ℝ) < x}" in e.text


def test_empty_set_needs_a_type() -> None:
    with pytest.raises(ElabError) as ei:
        elaborate(_stmt("∅ = ∅"))
    assert "∅" in ei.value.reason


def test_set_builder_where_a_finset_is_expected_is_refused() -> None:
    with pytest.raises(ElabError):
        elaborate(_stmt("s = ({x : ℕ | x < 3} : Finset ℕ)", (("s", "Finset ℕ"),)))
