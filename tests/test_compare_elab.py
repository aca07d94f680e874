"""``dgg compare-elab``: Lean's elaboration (the exporter's ``elaborated`` field) against dgg's.

The exports in ``tests/data/elab_export/`` are written by hand, as Lean prints these fidelity
statements under the exporter's options (see the README there); no Lean has produced them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dgg.cli import main
from dgg.outputs.elab_compare import _Regions, compare_features
from dgg.outputs.elab_features import canon_type, features, tokens, tree

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data" / "elab_export"
FID = REPO / "tests" / "data" / "fidelity"
NAMES = ["fid_pin_001", "fid_pin_012", "fid_mix_001", "fid_mix_008", "fid_mix_010",
         "fid_unif_005", "fid_big_001", "fid_sci_002", "fid_fin_001"]


def _run(export: Path, capsys, *extra: str) -> tuple[int, str, str]:
    args = ["compare-elab", str(export), str(FID), "--root", str(REPO), *extra]
    for n in NAMES:
        args += ["--theorem", n]
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_equal_forms_pass(capsys) -> None:
    code, out, err = _run(DATA / "fidelity_equal.json", capsys)
    assert code == 0, out + err
    assert out.splitlines()[-1].startswith("9 declarations compared with Lean's elaboration: "
                                           "0 differences")


def test_cast_difference_fails(capsys) -> None:
    code, out, _ = _run(DATA / "fidelity_cast_difference.json", capsys)
    assert code == 1
    lines = [ln for ln in out.splitlines() if ": fid_" in ln]
    assert lines and all(ln.startswith("tests/data/fidelity/mixed_casts.lean:53: fid_mix_008: ")
                         for ln in lines)
    assert any("lean has (1 : ℝ), dgg has (1 : ℕ)" in ln for ln in lines)
    assert any("dgg has (↑(n - (1 : ℕ)) : ℝ)" in ln for ln in lines)
    assert "3 differences in 1 declaration" in out.splitlines()[-1]


def test_json_report(capsys) -> None:
    code, out, _ = _run(DATA / "fidelity_cast_difference.json", capsys, "--json")
    assert code == 1
    report = json.loads(out)
    bad = [d for d in report["declarations"] if d["differences"]]
    assert [d["name"] for d in bad] == ["fid_mix_008"] and report["differences"] == 3


@pytest.mark.parametrize("text, message", [
    ("[{\"name\": ", "not JSON"),
    ("{}", "expected a JSON array"),
    ("[{\"name\": \"x\", \"kind\": \"theorem\"}]", "missing field"),
    ("[{\"name\": \"x\", \"kind\": \"theorem\", \"type\": \"True\", \"docstring\": null, "
     "\"axioms\": [], \"hypotheses\": 0}]", "no entry has an 'elaborated' field"),
])
def test_bad_export_exits_2(tmp_path, capsys, text: str, message: str) -> None:
    bad = tmp_path / "export.json"
    bad.write_text(text, encoding="utf-8")
    code, out, err = _run(bad, capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err and "Traceback" not in err


def test_missing_export_exits_2(tmp_path, capsys) -> None:
    code, _, err = _run(tmp_path / "absent.json", capsys)
    assert code == 2 and "absent.json" in err and len(err.strip().splitlines()) == 1


def test_lean_printing_conventions() -> None:
    """The forms of Lean's delaborator (src/Lean/PrettyPrinter/Delaborator/Builtins.lean) and
    dgg's printer read as the same features."""
    lean = features("∀ (a : ℤ → ℝ), (∀ (x : ℤ), a x = (↑x : ℝ) / (2 : ℝ)) → "
                    "a (-3 : ℤ) = (-3 / 2 : ℝ) ∧ |(↑(n.choose 2) : ℝ)| = 0.50")
    dgg = features("∀ (a : ℤ → ℝ), ∀ (x : ℤ), (a x) = ((↑x : ℝ) / (2 : ℝ)) → "
                   "(a (-(3 : ℤ))) = ((-3 / 2 : ℝ)) ∧ |(↑(Nat.choose n (2 : ℕ)) : ℝ)| = 5e-1")
    assert lean.literals["(-3 : ℤ)"] == 1 and lean.literals["(-3 / 2 : ℝ)"] == 1
    assert lean.binders == dgg.binders and lean.operators == dgg.operators
    assert set(lean.coercions) - {k for k in lean.coercions if "choose" in k} \
        == set(dgg.coercions) - {k for k in dgg.coercions if "choose" in k}
    assert canon_type(tree(tokens("Fin (n + (1 : ℕ))"))) == "Fin (n + 1)"
    assert canon_type(tree(tokens("Type u_1"))) == "Type*"
    assert canon_type(tree(tokens("NNReal"))) == "ℝ≥0"


def test_untyped_subterm_is_not_compared() -> None:
    """What Lean shows inside a subterm dgg leaves untyped (a placeholder ``⟪i⟫`` in dgg's
    printed form) is listed as not compared, not as a difference; outside it, it still differs."""
    lean = features("∀ (x : ℝ), (0 : ℝ) < x → Foo (fun (t : ℝ) => t ^ (2 : ℕ)) ((2 : ℝ) * x) x "
                    "∧ x ≤ (1 : ℝ)")
    dgg = features("∀ (x : ℝ), (0 : ℝ) < x → ⟪0⟫ ∧ x ≤ (1 : ℕ)")
    regions = _Regions(["Foo (fun t ↦ t ^ 2) (2 * x) x"])
    diff, skip = compare_features(lean, dgg, regions)
    assert diff == ["lean has (1 : ℝ), dgg has (1 : ℕ)"]
    assert any(s.startswith("lean has (2 : ℕ) inside a subterm dgg leaves untyped") for s in skip)
    assert any(s.startswith("lean has binder t : ℝ inside") for s in skip)
    assert any(s.startswith("lean has 1 × *, dgg has 0;") for s in skip)
    assert dgg.placeholders == [0]


def test_binder_forms_read_alike() -> None:
    """``∃ y : ℝ,`` and ``∃ (y : ℝ),``; ``∑ i : Fin n,``; ``fun (n : ℕ) =>``; an optParam binder;
    a sum over a finset, whose binder prints no type."""
    lean = features("∀ (n : ℕ) (μ : optParam ℝ (1 : ℝ)), ∃ y : ℝ, (∑ i : Fin n, (↑(↑i : ℕ) : ℝ)) "
                    "= y * μ ∧ (fun (k : ℕ) => k) n = ∑ j ∈ Finset.range n, j")
    dgg = features("∀ (n : ℕ) (μ : ℝ), ∃ (y : ℝ), ((∑ i : Fin n, (↑(↑i : ℕ) : ℝ))) "
                   "= (y * μ) ∧ ((fun (k : ℕ) => k) n) = (∑ j ∈ (Finset.range n), j)")
    assert lean.binders == dgg.binders and lean.binders[("μ", "ℝ")] == 1
    assert lean.coercions == dgg.coercions and lean.operators == dgg.operators
    assert lean.literals == dgg.literals == {}
    assert lean.untyped_binders == dgg.untyped_binders == {"j"}
