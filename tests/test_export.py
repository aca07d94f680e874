"""The Lean-side export: parsing and comparison with the source reader (dgg.outputs.export)."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest

from dgg.errors import InputError
from dgg.model.records import Binder, Declaration
from dgg.outputs import export

DATA = Path(__file__).resolve().parent / "data" / "export_sample.json"
REPO = Path(__file__).resolve().parents[1]

SEED_HYPS = [("hπ", "∀ j, 0 ≤ π j"), ("hπs", "∑ j, π j = 1"), ("hpeak", "1 - δ ≤ π j₀"),
             ("hδ", "0 ≤ δ"), ("hδ1", "δ ≤ 1"), ("hu", "∀ j, |u j| ≤ F"), ("hk", "∀ j, |k j| ≤ K")]


def _source() -> list[Declaration]:
    peaked = Declaration(
        name="Dgg.ug_peaked_gradient_bound", kind="theorem", file="Dgg/PeakedCovariance.lean",
        line=30, col=1,
        binders=[Binder("n", "ℕ", kind="implicit"), Binder("π", "Fin n → ℝ"),
                 Binder("u", "Fin n → ℝ"), Binder("k", "Fin n → ℝ"), Binder("j₀", "Fin n"),
                 Binder("δ", "ℝ"), Binder("F", "ℝ"), Binder("K", "ℝ")]
        + [Binder(n, t, is_hyp=True) for n, t in SEED_HYPS],
        tags=["ug-peaked-gradient-bound"])
    softmax = Declaration(name="Dgg.softmax", kind="noncomputable def", file="Dgg/Softmax.lean",
                          line=45, col=1, binders=[Binder("z", "V → ℝ"), Binder("v", "V")])
    sum_sm = Declaration(name="Dgg.sum_softmax", kind="theorem", file="Dgg/Softmax.lean", line=76,
                         col=1, binders=[Binder("", "Nonempty V", kind="inst", is_hyp=True),
                                         Binder("z", "V → ℝ")])
    inst = Declaration(name="Dgg.instFoo", kind="instance", file="Dgg/Softmax.lean", line=90, col=1)
    return [peaked, softmax, sum_sm, inst]


def _sample() -> list[dict]:
    return export.parse_export(DATA.read_text(encoding="utf-8"))


def test_parse_sample() -> None:
    entries = _sample()
    assert [e["name"] for e in entries] == [
        "Dgg.softmax", "Dgg.sum_softmax", "Dgg.ug_peaked_gradient_bound"]
    assert entries[2]["hypotheses"] == 7
    assert set(entries[2]["axioms"]) == {"propext", "Classical.choice", "Quot.sound"}
    # `elaborated` shows numeral types (`pp.numericTypes`) where `type` does not
    assert entries[2]["elaborated"].endswith("≤ (8 : ℝ) * F * K * δ")
    assert all("(1 : ℝ)" not in e["type"] for e in entries)


def test_compare_agrees_on_matching_records() -> None:
    # instance binders ([Nonempty V]) are not hypotheses on either side; instances are not compared
    assert export.compare(_source(), _sample()) == []


def test_compare_reports_missing_names_both_ways() -> None:
    src = _source()[:1]  # only the seed theorem read from source
    entries = [e for e in _sample() if e["name"] != "Dgg.ug_peaked_gradient_bound"]
    lines = export.compare(src, entries)
    assert any(ln.startswith("Dgg/PeakedCovariance.lean:30:1: Dgg.ug_peaked_gradient_bound: read "
                              "from source but missing") for ln in lines)
    assert "Dgg.Softmax:45: Dgg.softmax: in the Lean export but not read from source" in lines
    assert len(lines) == 3


def test_compare_reports_hypothesis_count_and_kind() -> None:
    src = _source()
    src[0].binders = src[0].binders[:-1]        # the source reader lost `hk`
    src[1].kind = "theorem"                     # and misread a def as a theorem
    lines = export.compare(src, _sample())
    (hyp,) = [ln for ln in lines if "hypotheses" in ln]
    assert "6 hypotheses in source" in hyp and "7 in the Lean export" in hyp and "hk" in hyp
    (kind,) = [ln for ln in lines if "kind" in ln]
    assert "Dgg.softmax" in kind and "'theorem' in source, 'def' in the export" in kind


@pytest.mark.parametrize("mutate, problem", [
    (lambda d: {"x": d}, "expected a JSON array"),
    (lambda d: d + [5], "entry 3: expected an object"),
    (lambda d: [{k: v for k, v in d[0].items() if k != "type"}], "missing field 'type'"),
    (lambda d: [{**d[0], "kind": "axiom"}], "field 'kind'"),
    (lambda d: [{**d[0], "hypotheses": -1}], "non-negative integer"),
    (lambda d: [{**d[0], "hypotheses": True}], "non-negative integer"),
    (lambda d: [{**d[0], "axioms": "propext"}], "'axioms' must be an array"),
    (lambda d: [{**d[0], "elaborated": None}], "'elaborated' must be a string"),
    (lambda d: [{**d[0], "line": 0}], "'line' must be a positive integer"),
    (lambda d: [{**d[2], "hypotheses": 6}], "'hypothesis_names' has 7 names"),
    (lambda d: [d[0], d[0]], "entry 1 (Dgg.softmax): duplicate name"),
])
def test_parse_rejects_bad_shapes(mutate, problem) -> None:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    with pytest.raises(InputError) as e:
        export.parse_export(json.dumps(mutate(copy.deepcopy(data))))
    assert problem in str(e.value)
    assert "\n" not in str(e.value)


def test_parse_rejects_non_json() -> None:
    with pytest.raises(InputError, match="not JSON"):
        export.parse_export("[{")


def test_run_exporter_without_lake(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    assert export.run_exporter(REPO) is None


def test_run_exporter_with_lake() -> None:
    if shutil.which("lake") is None:
        pytest.skip("lake not on PATH: the Lean exporter cannot run here")
    entries = export.run_exporter(REPO)
    assert entries is not None and any(e["name"] == "Dgg.softmax" for e in entries)


def test_exporter_source_declares_documented_fields() -> None:
    """The Lean exporter (not compiled here) writes every field the format makes required."""
    text = (REPO / "DggExport" / "Main.lean").read_text(encoding="utf-8")
    for key in ("name", "kind", "type", "elaborated", "docstring", "axioms", "hypotheses",
                "module", "line", "col", "hypothesis_names"):
        assert f'("{key}",' in text, key
    assert "def main" in text and "NOT yet compiled" in text
    lakefile = (REPO / "lakefile.lean").read_text(encoding="utf-8")
    assert "root := `DggExport.Main" in lakefile
