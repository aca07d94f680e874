"""False alarms and missed refutations, measured on a corpus of true statements.

``tests/data/false_alarm_corpus.lean``: at least 150 true statements in the fragment, restating
facts Mathlib proves (derivatives, exp/log/sqrt/rpow, mean inequalities, finite sums, absolute
values, equalities in hypotheses). None may be refuted or ``suspect``. Their mutants (a conclusion
numeral moved by ±1, a hypothesis dropped, a relation flipped, made strict or weakened;
:mod:`dgg.check.mutation`) must never be ``passed`` when an independent exact search
(:mod:`dgg.check.mutation_witness`) finds a counterexample, and a weakened mutant (still true) must
never be refuted; the full run and the kill rate: ``python3 benchmarks/mutation.py``, recorded in
docs/soundness.md.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from dgg.check.driver import CheckConfig, check_statement
from dgg.check.exact import COUNTEREXAMPLE, verify
from dgg.check.mutation import judge, mutants, tally
from dgg.check.mutation_witness import witness
from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "false_alarm_corpus.lean"
CFG = CheckConfig(trials=150, necessity=False)


@functools.lru_cache(maxsize=1)
def corpus() -> list[Statement]:
    _, ss = load([CORPUS], ROOT)
    return ss


def test_corpus_is_large_and_translated() -> None:
    ss = corpus()
    assert len(ss) >= 150
    assert all(s.parsed for s in ss), [s.name for s in ss if not s.parsed]


def test_no_false_alarm_on_true_statements() -> None:
    bad, passed = [], 0
    for s in corpus():
        r = check_statement(s, CFG)
        if r.status in ("counterexample", "suspect"):
            bad.append((s.name, r.status, r.counterexample, r.evidence))
        passed += r.status == "passed"
    assert bad == []
    assert passed >= 150


def test_mutants_with_a_known_counterexample_are_never_passed() -> None:
    """A seeded subset (every fourth corpus statement; ``benchmarks/mutation.py`` runs all, and
    the library's): no mutant with an independent exact counterexample passes, no weakened (still
    true) mutant is refuted, and nearly every known-false mutant is refuted outright."""
    cfg = CheckConfig(trials=100, necessity=False)
    res = [judge(km, cfg) for s in corpus()[::4] for km in mutants(s)]
    t = tally(res)["all"]
    assert [(j.name, j.witness) for j in res if j.missed] == []
    assert [(j.name, j.counterexample) for j in res if j.false_alarm] == []
    assert t["known_false"] >= 100 and t["known_true"] >= 10
    assert t["killed"] >= 0.97 * t["known_false"]
    assert {j.kind for j in res} == {"const", "drop", "flip", "strict", "weaken"}


def test_mutant_kinds() -> None:
    s = next(x for x in corpus() if x.name == "FA.sq_le_one")  # (h0 : 0 ≤ x) (h1 : x ≤ 1) : x²≤x
    got = {m.name.split("#")[1]: m for _, m in mutants(s)}
    assert {"flip0", "strict0", "drop-h0", "drop-h1", "c0+", "c0-", "h0+", "h1-"} <= set(got)
    assert "weaken0" not in got  # `≤` has no weaker relation
    assert got["flip0"].conclusion.op == "≥" and got["strict0"].conclusion.op == "<"
    assert [h.name for h in got["drop-h1"].hypotheses] == ["h0"]
    assert got["c0+"].conclusion.lhs.rhs.value == 3  # x ^ 2 ≤ x became x ^ 3 ≤ x


def test_witness_is_exact_and_independent() -> None:
    s = next(x for x in corpus() if x.name == "FA.sq_le_one")
    drop = next(m for k, m in mutants(s) if k == "drop" and m.name.endswith("h1"))
    w = witness(drop)
    assert w is not None  # e.g. x = 2: 4 ≤ 2 fails
    ev = Evaluator(drop)
    inst = Instance({}, {k: np.array([Fraction(v)], dtype=object) for k, v in w.items()}, 1,
                    exact=True)
    assert verify(ev, inst) == COUNTEREXAMPLE
    assert witness(s) is None  # the true statement has none
    # a vector statement: the sum hypothesis moved from 1 to 0 (the sampler once drew only p = 0)
    v = next(x for x in corpus() if x.name == "FA.variance_formula")
    m = next(m for _, m in mutants(v) if m.name.endswith("#h0-"))
    assert witness(m) is not None and check_statement(m, CFG).status == "counterexample"


@pytest.mark.parametrize("name", ["FA.d_abs_sq0", "FA.sq_eq_four_or", "FA.exp_eq_two_lt"])
def test_corpus_statement_passes_with_trials(name: str) -> None:
    s = next(x for x in corpus() if x.name == name)
    r = check_statement(s, CFG)
    assert r.status == "passed" and r.trials > 0
