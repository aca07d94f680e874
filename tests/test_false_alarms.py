"""False alarms and missed refutations, measured on a corpus of true statements.

``tests/data/false_alarm_corpus.lean``: at least 150 true statements in the fragment, restating
facts Mathlib proves (derivatives, exp/log/sqrt/rpow, mean inequalities, finite sums, absolute
values, equalities in hypotheses). None may be refuted or ``suspect``. Their mutants (a conclusion
numeral moved by ±1, a hypothesis dropped; :mod:`dgg.check.mutation`) must never be ``passed``
when an independent grid search finds an exact counterexample; the kill rate is recorded in
docs/soundness.md (``python3 benchmarks/soundness.py``).
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from dgg.check.driver import CheckConfig, check_statement
from dgg.check.exact import COUNTEREXAMPLE, verify
from dgg.check.mutation import grid_witness, mutants
from dgg.eval.evaluate import Evaluator
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
    cfg = CheckConfig(trials=100, necessity=False)
    known, missed, killed, total = 0, [], 0, 0
    for s in corpus()[::3]:  # a third of the corpus keeps the test short; the benchmark does all
        for _, m in mutants(s):
            total += 1
            w = grid_witness(m)
            r = check_statement(m, cfg)
            killed += r.status == "counterexample"
            if w is not None:
                known += 1
                if r.status == "passed":
                    missed.append((m.name, w))
    assert missed == []
    assert known >= 20 and killed >= known  # every known-false mutant, and more, refuted


def test_grid_witness_is_exact() -> None:
    s = next(x for x in corpus() if x.name == "FA.sq_le_one")
    drop = next(m for k, m in mutants(s) if k == "drop" and m.name.endswith("h1"))
    w = grid_witness(drop)
    assert w is not None  # x = 2: 4 ≤ 2 fails
    from fractions import Fraction

    import numpy as np
    from dgg.eval.evaluate import Instance

    ev = Evaluator(drop)
    inst = Instance({}, {k: np.array([Fraction(v)], dtype=object) for k, v in w.items()}, 1,
                    exact=True)
    assert verify(ev, inst) == COUNTEREXAMPLE


@pytest.mark.parametrize("name", ["FA.d_abs_sq0", "FA.sq_eq_four_or", "FA.exp_eq_two_lt"])
def test_corpus_statement_passes_with_trials(name: str) -> None:
    s = next(x for x in corpus() if x.name == name)
    r = check_statement(s, CFG)
    assert r.status == "passed" and r.trials > 0
