"""The elaboration fidelity suite: statements written for it (``tests/data/fidelity/``), each
annotated with the elaboration Lean gives it, derived by hand from Lean's rules (``-- rule:``),
and its truth value (``-- truth:``).

For every statement this asserts what ``dgg elaborate`` prints (the ``-- shows:`` tokens are in
it, the ``-- hides:`` tokens are not: a numeral's type, a coercion) and what ``dgg check``
concludes: a true statement is never refuted nor suspect; a false one is refuted with a
certified counterexample. The few false statements dgg cannot refute yet are listed in
``KNOWN_GAPS`` with the status they get today, asserted exactly, so a change shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from dgg.check.driver import CheckConfig, check_statement
from dgg.elab import ElabError, elaborate, statement_json
from dgg.model.records import Statement
from dgg.statements import load

DATA = Path(__file__).resolve().parent / "data" / "fidelity"
CFG = CheckConfig(trials=200, seed=0, smt_budget=2.0)  # with the decision tier, as `dgg check`

#: statements dgg does not decide today, with the status they get and why: each is a limit of the
#: search (not of the elaboration: their elaborated forms are asserted like the others')
KNOWN_GAPS: dict[str, tuple[str, str]] = {
    # since the decision tier (issue 24), fid_misc_036 (⌊x⌋ = 2 met only at its float root) and
    # fid_unif_018 (a true ∃ over ℝ) are decided by z3. Two false `∃` over ℕ remain: z3 shows the
    # conclusion false at an exact instance by a closed query, which dgg's exact evaluator cannot
    # confirm, and the solver is never the only witness of a refutation
    "fid_unif_019": ("suspect", "∃ y, y * y = 2 over ℕ: false by z3 only (closed query)"),
    "fid_unif_024": ("suspect", "∃ k, k < 0 over ℕ: false by z3 only (closed query)"),
}


@dataclass
class Case:
    name: str
    truth: bool
    shows: list[str]
    hides: list[str]
    rule: str
    stmt: Statement


def _annotations(path: Path) -> dict[str, dict[str, str]]:
    """``-- key: value`` lines above each ``theorem NAME``, by theorem name."""
    out: dict[str, dict[str, str]] = {}
    pending: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"--\s*(rule|truth|shows|hides|witness):\s*(.*)$", line.strip())
        if m:
            pending[m.group(1)] = m.group(2).strip()
            continue
        t = re.match(r"\s*theorem\s+(\S+)", line)
        if t:
            out[t.group(1)] = pending
            pending = {}
    return out


def _tokens(text: str | None) -> list[str]:
    return [x.strip() for x in (text or "").split(" ; ") if x.strip()]


def _cases() -> list[Case]:
    cases = []
    for path in sorted(DATA.glob("*.lean")):
        notes = _annotations(path)
        _, stmts = load([path], DATA)
        for st in stmts:
            short = st.name.rsplit(".", 1)[-1]
            note = notes.get(st.name) or notes.get(short)
            assert note is not None and "truth" in note, f"{path.name}: {st.name} unannotated"
            cases.append(Case(st.name, note["truth"] == "true", _tokens(note.get("shows")),
                              _tokens(note.get("hides")), note.get("rule", ""), st))
    return cases


CASES = _cases()


def _text(st: Statement) -> str:
    """The statement as dgg elaborated it, with the definitions it uses."""
    js = statement_json(elaborate(st).typed)
    lines = [js["text"]] + [f"def {d['name']} : {d['type']} := {d['body']}"
                            for d in js["definitions"]]
    return "\n".join(lines)


def test_the_suite_is_large_and_balanced() -> None:
    assert len(CASES) >= 250
    assert all(c.rule for c in CASES), [c.name for c in CASES if not c.rule]
    true = sum(c.truth for c in CASES)
    assert 0.3 * len(CASES) <= true <= 0.7 * len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_elaborated_form(case: Case) -> None:
    try:
        text = _text(case.stmt)
    except ElabError as e:  # pragma: no cover - the assertion below reports it
        pytest.fail(f"{case.name}: not elaborated: {e.reason} at {e.pos}")
    for tok in case.shows:
        assert tok in text, f"{case.name}: `{tok}` missing in\n{text}\n(rule: {case.rule})"
    for tok in case.hides:
        assert tok not in text, f"{case.name}: `{tok}` present in\n{text}\n(rule: {case.rule})"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_verdict(case: Case) -> None:
    r = check_statement(case.stmt, CFG)
    gap = KNOWN_GAPS.get(case.name)
    if gap is not None:
        assert r.status == gap[0], (r.to_json(), gap[1])
        return
    if case.truth:
        assert r.status not in ("counterexample", "suspect", "vacuous"), r.to_json()
        assert r.status in ("passed", "proved"), r.to_json()
    else:
        assert r.status == "counterexample", r.to_json()
        assert r.counterexample is not None
