"""The optional LeanDojo backend (dgg.lean.dojo): the record mapping, and the guards of tracing."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import types
from pathlib import Path

import pytest

from dgg.errors import InputError
from dgg.lean import dojo
from dgg.project import source_tags

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data" / "dojo_traced.json"


def _records() -> list[dict]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def test_mapping_reads_statement_like_the_source_reader() -> None:
    peak, sum_sm, pos = dojo.records_from_traced(_records(), source_tags(REPO))
    assert (peak.name, peak.kind, peak.file, peak.line, peak.col) == (
        "Dgg.ug_peaked_gradient_bound", "theorem", "Dgg/PeakedCovariance.lean", 120, 1)
    assert peak.parsed and peak.tags == ["ug-peaked-gradient-bound"]
    assert [b.name for b in peak.hypotheses] == ["hπ", "hπs", "hpeak", "hδ", "hδ1", "hu", "hk"]
    assert peak.conclusion_text.endswith("≤ 8 * F * K * δ")
    assert peak.namespace == "Dgg"
    # binder positions are moved from the snippet to the file (the docstring is the record's line)
    hu = next(b for b in peak.binders if b.name == "hu")
    assert (hu.line, hu.col) == (123, 6)
    # `:=` with nothing after it and an instance binder that is not a hypothesis
    assert sum_sm.name == "Dgg.sum_softmax" and sum_sm.conclusion_text == "∑ v, softmax z v = 1"
    assert [b.kind for b in sum_sm.binders] == ["inst", "explicit"] and sum_sm.hypotheses == []
    # a record without the statement text is kept, unparsed, with the reason
    assert pos.name == "Dgg.softmax_pos" and not pos.parsed
    assert pos.reason and "Dgg/Softmax.lean:64:1" in pos.reason
    assert "theorem_statement" in pos.reason


def test_mapping_agrees_with_source_reader_on_the_seed_theorem() -> None:
    from dgg.lean.source import read_paths

    src = {d.name: d for d in read_paths([REPO / "Dgg"], REPO, tags=source_tags(REPO))}
    traced = dojo.records_from_traced(_records()[:1], source_tags(REPO))[0]
    real = src["Dgg.ug_peaked_gradient_bound"]
    assert [(b.name, b.type_text, b.is_hyp) for b in traced.binders] == \
        [(b.name, b.type_text, b.is_hyp) for b in real.binders]
    assert " ".join(traced.conclusion_text.split()) == " ".join(real.conclusion_text.split())


@pytest.mark.parametrize("bad, problem", [
    ({"file_path": "A.lean", "start": [1, 1]}, "record 0: field 'full_name'"),
    ({"full_name": "A.b", "start": [1, 1]}, "record 0: field 'file_path'"),
    ({"full_name": "A.b", "file_path": "A.lean", "start": [0, 1]}, "field 'start'"),
    ({"full_name": "A.b", "file_path": "A.lean", "start": [1, 1], "end": "x"}, "field 'end'"),
])
def test_mapping_rejects_malformed_records(bad: dict, problem: str) -> None:
    with pytest.raises(InputError) as e:
        dojo.records_from_traced([bad])
    assert problem in str(e.value) and "\n" not in str(e.value)


def test_unreadable_statement_is_unparsed_not_an_error() -> None:
    (d,) = dojo.records_from_traced([{"full_name": "A.b", "file_path": "A.lean", "start": [3, 1],
                                      "theorem_statement": "lemma b (x : ℕ :"}])
    assert d.name == "A.b" and d.kind == "lemma" and not d.parsed and "A.lean:3:1" in d.reason


def test_trace_reports_what_is_missing() -> None:
    has_dojo = importlib.util.find_spec("lean_dojo") is not None
    has_lake = shutil.which("lake") is not None
    if has_dojo and has_lake:
        pytest.skip("lean_dojo and lake both present: a full trace takes too long for unit tests")
    with pytest.raises(InputError) as e:
        dojo.trace(REPO)
    msg = str(e.value)
    assert "\n" not in msg
    if not has_dojo:
        assert msg == "lean-dojo is not installed: pip install 'dgg[dojo]'"
    else:
        assert msg.startswith("no Lean toolchain on PATH:")


def test_trace_without_toolchain(monkeypatch: pytest.MonkeyPatch) -> None:
    """With lean_dojo importable (a placeholder module stands in where it is not installed) and no
    `lake` on PATH, the toolchain guard fires before any tracing is attempted."""
    if importlib.util.find_spec("lean_dojo") is None:
        monkeypatch.setitem(sys.modules, "lean_dojo", types.ModuleType("lean_dojo"))
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(InputError, match=r"^no Lean toolchain on PATH: lean-dojo needs `lake`"):
        dojo.trace(REPO)
