"""The decision tier's cost is bounded (issue 24: the main job grows by at most 20 %).

* Index variables (``j₀ : Fin n``) are split into one query per value at each size: a model in any
  case is a model, every case proved (or vacuous) decides the size, and the split is what makes the
  covariance bound cheap at ``n = 2`` (fewer z3 resource units than the ``If``-chain encoding).
* Over sizes, each size level spends at most the larger of ``SHARE_FLOOR`` of the statement's units
  and ``SHARE_GROWTH`` times what the smaller sizes spent: the first size z3 cannot decide does not
  take the whole budget. Asserted on z3's resource units (deterministic), never on wall time.
* A deadline (``--time-budget``) bounds the tier too: a past deadline runs no query, and
  ``dgg check --time-budget 1e-300`` proves nothing, where the same statement is ``proved`` with
  a budget that leaves time.
"""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path

import pytest
from lean_text import statements_of

from dgg import cli
from dgg.decide import MODEL, PROVED, UNKNOWN, UP_TO, VACUOUS, decide, solve
from dgg.elab import elaborate
from dgg.project import library_dirs
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

TEXT = """\
theorem split_true {n : ℕ} (f : Fin n → ℝ) (j : Fin n) (h : ∀ i, f i = 0) : f j = 0 := by sorry
theorem split_false (f : Fin 3 → ℝ) (j : Fin 3) (h0 : f 0 = 0) (h1 : f 1 = 0) :
    f j = 0 := by sorry
theorem split_vacuous (f : Fin 2 → ℝ) (j : Fin 2) (h : f j < f j) : f 0 = 1 := by sorry
theorem square (x : ℝ) : 0 ≤ x ^ 2 := by sorry
"""
STMTS = statements_of(TEXT, "Budget.lean")


def typed(name: str):  # type: ignore[no-untyped-def]
    return elaborate(STMTS[name]).typed


def library(name: str):  # type: ignore[no-untyped-def]
    _, stmts = load(library_dirs(ROOT), ROOT)
    return elaborate(next(s for s in stmts if s.name == name)).typed


# ----------------------------------------------------------------------------- the case split


def test_cases_are_every_value_of_each_index_variable() -> None:
    t = typed("split_true")
    assert solve.index_cases(t, {"n": 3}, {}) == [{"j": 0}, {"j": 1}, {"j": 2}]
    assert solve.index_cases(t, {"n": 0}, {}) == [{}]  # no value: the z3 integer (empty range)
    assert solve.index_cases(t, {"n": 3}, {"j": Fraction(1)}) == [{}]  # pinned by --fix
    assert solve.index_cases(t, {"n": solve.MAX_CASES + 1}, {}) == [{}]  # too many cases


def test_true_in_every_case_is_proved_at_every_size() -> None:
    d = decide(typed("split_true"), 2.0)
    assert d.outcome == UP_TO and d.up_to == {"n": solve.MAX_SIZE}


def test_a_model_in_the_last_case_is_found() -> None:
    d = decide(typed("split_false"), 2.0)
    assert d.outcome == MODEL
    assert d.values["j"] == 2 and d.values["f"][2] != 0  # only j = 2 escapes h0 and h1


def test_vacuous_in_every_case_is_vacuous() -> None:
    d = decide(typed("split_vacuous"), 2.0)
    assert d.outcome == VACUOUS and d.core == ["h"]


def test_the_split_makes_the_covariance_bound_cheaper(monkeypatch: pytest.MonkeyPatch) -> None:
    t = library("Dgg.ug_peaked_gradient_bound")
    monkeypatch.setattr(solve, "MAX_SIZE", 2)
    split = decide(t, 4.0)
    monkeypatch.setattr(solve, "MAX_CASES", 1)  # j₀ stays a z3 integer, lookups If chains
    whole = decide(t, 4.0)
    assert split.up_to == whole.up_to == {"n": 2}
    assert split.levels[2] < whole.levels[2]


# ----------------------------------------------------------------------------- the budget rule


def test_an_undecidable_size_spends_a_bounded_share() -> None:
    d = decide(library("Dgg.ug_peaked_gradient_bound"), 2.0)
    total = int(2.0 * solve.RLIMIT_PER_SECOND)
    assert d.outcome == UP_TO and d.up_to == {"n": 2}  # issue 24: the covariance bound
    assert len(d.levels) == 4  # n = 0, 1, 2 decided; n = 3 tried, stopped by its share
    assert d.rlimit_used == sum(d.levels) <= total
    before = sum(d.levels[:3])
    share = max(int(solve.SHARE_FLOOR * total), solve.SHARE_GROWTH * before)
    assert d.levels[3] <= min(share, total - before)


def test_the_share_grows_from_what_the_decided_sizes_used(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a floor of 0.07 × 8 M units is enough for n = 2 (about 0.45 M units); n = 3 then gets
    # SHARE_GROWTH times what n ≤ 2 spent, far less than the 7.5 M left
    monkeypatch.setattr(solve, "SHARE_FLOOR", 0.07)
    d = decide(library("Dgg.ug_peaked_gradient_bound"), 8.0)
    total = int(8.0 * solve.RLIMIT_PER_SECOND)
    assert d.up_to == {"n": 2}
    before = sum(d.levels[:3])
    assert solve.SHARE_FLOOR * total < solve.SHARE_GROWTH * before
    assert d.levels[3] <= solve.SHARE_GROWTH * before
    assert d.rlimit_used < total // 2  # most of the 8 s budget is left unspent


# ----------------------------------------------------------------------------- --time-budget


def test_a_past_deadline_runs_no_query() -> None:
    d = decide(typed("square"), 2.0, deadline=time.monotonic() - 1)
    assert d.outcome == UNKNOWN and d.rlimit_used == 0
    assert decide(typed("square"), 2.0).outcome == PROVED


def _check(tmp_path: Path, capsys: pytest.CaptureFixture[str], *flags: str) -> dict:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Square.lean"
    f.write_text("theorem square (x : ℝ) : 0 ≤ x ^ 2 := by sorry\n", encoding="utf-8")
    cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "50", "--jobs", "1",
              "--json", *flags])
    return json.loads(capsys.readouterr().out)["theorems"][0]


def test_time_budget_bounds_the_tier(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tiny = _check(tmp_path, capsys, "--time-budget", "1e-300")
    assert tiny["status"] != "proved" and tiny["engine"] == "sampling"
    roomy = _check(tmp_path, capsys, "--time-budget", "60")
    assert roomy["status"] == "proved" and roomy["engine"] == "smt"
