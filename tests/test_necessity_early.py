"""The necessity runs stop at the first verified counterexample (issue 26, round nine).

For each hypothesis, :func:`dgg.check.driver._necessity` samples the statement without it; after
each batch of trials the best float violation not yet tried is confirmed exactly, and a verified
one ends that hypothesis's trials. The rule must (1) stop early when a hypothesis is needed,
(2) give the same list of needed hypotheses as the run without the rule, (3) never confirm a
candidate twice, and (4) leave the trials of a hypothesis that is not needed exactly as they were
(the confirmations draw nothing from the trials' generator).
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path
from typing import Any

import pytest

from dgg.check import driver
from dgg.check.driver import CheckConfig, Clock, _EarlyConfirm, _necessity
from dgg.eval.evaluate import Evaluator
from dgg.model.records import Statement
from dgg.statements import load

CFG = CheckConfig(trials=400)

LEAN = """
theorem cube_nonneg (x : ℝ) (h : 0 ≤ x) : 0 ≤ x ^ 3 := by sorry
theorem sum_nonneg (n : ℕ) (f : Fin n → ℝ) (h : ∀ j, 0 ≤ f j) : 0 ≤ ∑ j, f j := by sorry
theorem two_needed (x y : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) (hz : x ≤ 10) : 0 ≤ x * y := by sorry
theorem row_sum (n : ℕ) (π : Fin n → ℝ) (hπ : ∀ j, 0 ≤ π j) (hs : ∑ j, π j = 1) (j₀ : Fin n) :
    π j₀ ≤ 1 := by sorry
"""


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Nec.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], Path(d))
    return {s.name: s for s in ss}


def _run(name: str, early: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[Any]]:
    """``_necessity`` of ``name``, with the early stop on or off, and every phase explore made
    (accepted trials, candidates) in order."""
    phases: list[Any] = []
    real_explore = driver.explore

    def spy(*args: Any, **kw: Any) -> Any:
        if not early:
            kw["stop"] = None
        ph = real_explore(*args, **kw)
        phases.append((ph.accepted, ph.drawn, [(s, id(c)) for s, c in ph.candidates]))
        return ph

    monkeypatch.setattr(driver, "explore", spy)
    stmt = _stmts()[name]
    return _necessity(stmt, Evaluator(stmt), CFG, Clock(None)), phases


@pytest.mark.parametrize("name", ["cube_nonneg", "sum_nonneg", "two_needed", "row_sum"])
def test_same_needed_hypotheses_with_and_without_the_early_stop(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with_rule, _ = _run(name, True, monkeypatch)
    without, _ = _run(name, False, monkeypatch)
    assert with_rule == without


def test_a_needed_hypothesis_ends_its_trials_early(monkeypatch: pytest.MonkeyPatch) -> None:
    needed, phases = _run("sum_nonneg", True, monkeypatch)  # several sizes: several batches
    assert needed == ["h"]
    asked = max(100, CFG.trials // 8)
    assert phases[0][0] < asked  # stopped before the trials asked for
    _, full = _run("sum_nonneg", False, monkeypatch)
    assert full[0][0] >= asked


def test_a_hypothesis_not_needed_runs_the_same_trials(monkeypatch: pytest.MonkeyPatch) -> None:
    needed, phases = _run("two_needed", True, monkeypatch)
    assert "hz" not in needed and {"hx", "hy"} <= set(needed)
    _, plain = _run("two_needed", False, monkeypatch)
    k = [h.name for h in _stmts()["two_needed"].hypotheses].index("hz")
    (acc, drawn, cands), (acc0, drawn0, cands0) = phases[k], plain[k]
    assert (acc, drawn) == (acc0, drawn0)
    assert [s for s, _ in cands] == [s for s, _ in cands0]


def test_no_candidate_is_confirmed_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    real_confirm = driver.confirm

    def spy(sm: Any, c: Any) -> Any:
        seen.append(id(c))
        return real_confirm(sm, c)

    monkeypatch.setattr(driver, "confirm", spy)
    stmt = _stmts()["two_needed"]
    ev = Evaluator(stmt)
    for h in stmt.hypotheses:
        seen.clear()
        early = _EarlyConfirm(driver.Sampler(ev, {}, skip=frozenset({h.name})))
        ph = driver.explore(early.sm, 100, driver._rng(CFG, stmt, 7), Clock(None), None, False,
                            nconfigs=2, stop=early)
        for _, c in sorted(ph.candidates, key=lambda t: -t[0])[:5]:
            early.confirmed(c)
        assert len(seen) == len(set(seen))
