"""Helpers for tests that check statements written inline: load Lean text, assert a verdict.

Several older test files repeat these few lines (write the text to a temporary file, load it,
index the statements by name; check one and compare its status); new tests use this module."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import oracle

from dgg.check.driver import CheckConfig, check_statement
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


def lean_project(folder: Path, filename: str, text: str) -> Path:
    """``folder`` made a Lean project (an empty ``lakefile.lean``) holding ``text`` as
    ``filename``; the CLI tests pass it as ``--root``."""
    (folder / "lakefile.lean").write_text("", encoding="utf-8")
    (folder / filename).write_text(text, encoding="utf-8")
    return folder


def cli_check(folder: Path, filename: str, capsys: Any, *flags: str) -> dict[str, dict]:
    """``dgg check --json FILE --root FOLDER FLAGS…`` through the CLI, its results by name."""
    import dgg.cli as cli

    cli.main(["check", str(folder / filename), "--root", str(folder), "--json", *flags])
    return {r["name"]: r for r in json.loads(capsys.readouterr().out)["theorems"]}


def assert_statuses(res: dict[str, dict], true: set[str], false: set[str]) -> None:
    """Every statement of ``true`` passed or proved, every one of ``false`` refuted."""
    for name in true:
        assert res[name]["status"] in ("passed", "proved"), (name, res[name])
    for name in false:
        assert res[name]["status"] == "counterexample", (name, res[name])


def statements_of(text: str, filename: str) -> dict[str, Statement]:
    """The statements of the Lean source ``text`` (read as the file ``filename``), by name."""
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / filename
        p.write_text(text, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name: s for s in ss}


def assert_verdict(stmt: Statement, cfg: CheckConfig, expected: str, min_trials: int = 100) -> None:
    """``stmt`` gets the status ``expected``: a pass with at least ``min_trials`` trials, a
    counterexample with its instance, which names every variable and which the independent oracle
    (:mod:`oracle`) confirms wherever it can read the statement."""
    r = check_statement(stmt, cfg)
    assert r.status == expected, r.to_json()
    if r.status == "passed":
        assert r.trials >= min_trials
    elif r.status == "counterexample":
        assert r.counterexample is not None
        recheck(stmt, r.counterexample)


def recheck(stmt: Statement, cex: dict[str, str]) -> bool:
    """Assert that ``cex`` gives a value to every variable of ``stmt`` (a function pinned by its
    hypotheses may have none; a function drawn from a family has its parameters ``f₀, f₁, …``)
    and that the oracle, reading
    the statement's text, does not reject it. ``True`` when the oracle confirmed it, ``False``
    when it could not read the statement (then only the first check was made)."""
    types = {v.name: v.type_text for v in stmt.variables}
    given = {k if k in types else k.rstrip("₀₁₂₃₄₅₆₇₈₉") for k in cex}  # f₀, f₁: f's family
    # the variables of a leading `∀ n k : ℕ,` of the conclusion are given values too
    lead = re.match(r"\s*((?:∀[^,]*,\s*)*)", stmt.conclusion_text)
    bound = set(re.findall(r"[^\W\d][\w'₀-₉]*", lead.group(1) if lead else ""))
    assert given - bound <= set(types), (cex, types)
    # a variable without a value can only be a function pinned by its hypotheses
    assert all("→" in types[n] for n in set(types) - given), (cex, types)
    decl = oracle.Decl(stmt.name, [(v.name, v.type_text) for v in stmt.variables],
                       [(h.name, h.text) for h in stmt.hypotheses], stmt.conclusion_text)
    try:
        confirmed = oracle.refutes(decl, cex)
    except (oracle.Unreadable, oracle.Undecided):
        return False
    assert confirmed, f"the oracle finds that {cex} does not refute {stmt.name}"
    return True
