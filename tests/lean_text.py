"""Helpers for tests that check statements written inline: load Lean text, assert a verdict.

Several older test files repeat these few lines (write the text to a temporary file, load it,
index the statements by name; check one and compare its status); new tests use this module."""

from __future__ import annotations

import tempfile
from pathlib import Path

from dgg.check.driver import CheckConfig, check_statement
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


def statements_of(text: str, filename: str) -> dict[str, Statement]:
    """The statements of the Lean source ``text`` (read as the file ``filename``), by name."""
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / filename
        p.write_text(text, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


def assert_verdict(stmt: Statement, cfg: CheckConfig, expected: str, min_trials: int = 100) -> None:
    """``stmt`` gets the status ``expected``: a pass with at least ``min_trials`` trials, a
    counterexample with its (certified) instance."""
    r = check_statement(stmt, cfg)
    assert r.status == expected, r.to_json()
    if r.status == "passed":
        assert r.trials >= min_trials
    elif r.status == "counterexample":
        assert r.counterexample is not None
