"""The constructs corpus (issue 25, item 8; ``benchmarks/corpus/constructs/``): every file is read
by dgg's reader, every statement states its truth (``true:``/``false:``) and a misformalised one its
pattern, about half are misformalised, every answer left as ``sorry`` has its ``-- fix:`` value."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from dgg.lean.source import read_file
from dgg.statements import STATEMENT_KINDS

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "benchmarks" / "corpus" / "constructs"
FILES = sorted(FOLDER.glob("*.lean"))


def _coverage() -> ModuleType:
    spec = importlib.util.spec_from_file_location("coverage_bench", ROOT / "benchmarks" /
                                                  "coverage.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["coverage_bench"] = mod
    spec.loader.exec_module(mod)
    return mod


COV = _coverage()


def _statements(path: Path) -> list:
    return [d for d in read_file(path, path.name) if d.kind in STATEMENT_KINDS]


def test_the_corpus_has_its_files() -> None:
    assert [f.name for f in FILES] == [f.name for f in COV.constructs_files(FOLDER)]
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_theorem_is_read_and_states_its_truth(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    decls = _statements(path)
    # the reader finds every `theorem` of the file (none lost to a reading error)
    assert len(decls) == len(re.findall(r"^theorem\s", text, re.M)) > 0
    assert len({d.name for d in decls}) == len(decls)
    for d in decls:
        truth, pattern = COV.expectation(d.docstring)
        assert truth is not None, f"{d.name}: docstring does not start with true:/false:"
        if truth is False:
            assert pattern, f"{d.name}: a false statement names its pattern"
        if truth is True and pattern:  # the one misformalisation a true statement can carry
            assert pattern.startswith("vacuous"), f"{d.name}: ({pattern}) on a true statement"
        assert d.conclusion_text.strip(), d.name


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_answers_left_as_sorry_have_their_fix(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    sorry_answers = set(re.findall(r"^(?:noncomputable\s+)?(?:abbrev|def)\s+(\S+)\s*:[^\n]*:=\s*"
                                   r"sorry\s*$", text, re.M))
    fixes = COV.read_fixes(text)
    assert set(fixes) == sorry_answers


def test_corpus_size_and_balance() -> None:
    items = []
    for path in FILES:
        for d in _statements(path):
            items.append(COV.expectation(d.docstring))
    assert len(items) >= 300
    bad = [1 for truth, pattern in items if truth is False or (pattern or "").startswith("vacuous")]
    assert 0.4 <= len(bad) / len(items) <= 0.6
    patterns = {p for _, p in items if p}
    for named in ("ℕ division", "ℕ subtraction", "pi order", "fin wrap-around", "optparam",
                  "vacuous", "off-by-one range", "missing nonzero condition",
                  "missing distinctness", "∧/∨ precedence"):
        assert named in patterns, named


def test_expectation_reads_truth_and_pattern() -> None:
    assert COV.expectation("true: Gauss.") == (True, None)
    assert COV.expectation("false (Pi order): f = 0 …") == (False, "pi order")
    assert COV.expectation("true (vacuous): n < 0 never holds") == (True, "vacuous")
    assert COV.expectation("A lemma.") == (None, None)
    assert COV.read_fixes("abbrev a : ℕ := sorry\n-- fix: a=fun n => n / 2\n") == {
        "a": "fun n => n / 2"}


def test_tally_counts_the_decision_tiers_statuses() -> None:
    """``proved`` on a false statement is a dgg bug listed on its own, ``vacuous`` on a proven
    (Mathlib) statement too, ``vacuous`` on a true statement that is not of the vacuous pattern a
    false alarm; a true ``proved`` and a vacuous-pattern ``vacuous`` are verdicts."""
    from dgg.model.records import Statement

    def item(name: str, corpus: str, expect: bool | None, pattern: str | None = None) -> object:
        st = Statement(name=name, kind="theorem", file=f"{name}.lean", line=1, col=1,
                       variables=[], instances=[], hypotheses=[], conclusion=None,
                       conclusion_text="")
        return COV.Item(st, corpus, None, expect=expect, pattern=pattern)

    items = [item("fp", "constructs", False), item("ok", "constructs", True),
             item("vac", "constructs", True, "vacuous"), item("fa", "constructs", True),
             item("ml", "mathlib", None)]
    results = [{"status": s} for s in ("proved", "proved", "vacuous", "vacuous", "vacuous")]
    t = COV.tally(items, results)
    assert t.false_proofs == ["fp.lean:1 fp"]
    assert t.false_alarms == ["fa.lean:1 fa (vacuous)"]
    assert t.vacuous == 1 and t.vacuous_flagged == 1
    assert t.refuted == ["ml.lean:1 ml (vacuous)"]
    text = COV.render("constructs", t, [], 5)
    assert "proved by the decision tier but false (a dgg bug): 1" in text
    assert "verdict (passed, proved or certified counterexample): 2" in text


def test_the_mathlib_sample_is_seeded_and_skips_the_default_files(tmp_path: Path) -> None:
    # `coverage.py --sample N`: the sweep of docs/coverage.md, reproducible from the tree alone
    default = COV.MATHLIB_FILES[0]
    for rel in [default, "Mathlib/A/x.lean", "Mathlib/A/y.lean", "Mathlib/A/B/z.lean",
                "Mathlib/C/w.lean", "Mathlib/A/notes.md"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("", encoding="utf-8")
    under = ["Mathlib/A", str(Path(default).parent)]
    first = COV.sample_files(tmp_path, under, 10, 13)
    assert sorted(first) == ["Mathlib/A/B/z.lean", "Mathlib/A/x.lean", "Mathlib/A/y.lean"]
    assert COV.sample_files(tmp_path, under, 10, 13) == first
    assert COV.sample_files(tmp_path, under, 2, 13) == first[:2]
