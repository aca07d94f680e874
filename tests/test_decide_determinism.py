"""The decision tier's answers depend only on the statement (issue 24: reports equal for any
``--jobs``). z3's search depends on the terms its context has seen, so an answer cut by the resource
limit changed with the statements a worker had decided before (``proved_up_to`` ``n ≤ 1`` or
``n ≤ 2`` for the same statement); each statement now gets a fresh context."""

from __future__ import annotations

from pathlib import Path

from dgg.decide import decide
from dgg.elab import elaborate
from dgg.project import library_dirs
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


def test_an_answer_does_not_depend_on_what_was_decided_before() -> None:
    _, stmts = load(library_dirs(ROOT), ROOT)
    by = {s.name: s for s in stmts}
    target = elaborate(by["Dgg.abs_cov_le_four_mul_delta_mul_one_sub"]).typed
    alone = decide(target, 2.0)
    for s in stmts[:30]:  # other statements decided in the same process first
        decide(elaborate(s).typed, 0.2)
    after = decide(target, 2.0)
    assert (alone.outcome, alone.up_to) == (after.outcome, after.up_to)
    assert alone.up_to is not None and alone.up_to["n"] >= 1
