"""``tests/golden/regen.py`` records only a clean library (issue 28, item 4).

A counterexample or a suspect statement in the library is a false alarm or a wrong statement: the
script refuses (exit 1, a message naming each one, nothing written) instead of recording it as
the expected behaviour. Run on small Lake-style projects made here.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("golden_regen_refuses",
                                               Path(__file__).parent / "golden" / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

GOOD = "theorem t_ok (x : ℝ) : 0 ≤ x ^ 2 := by sorry\n"
BAD = ("theorem t_cex (x : ℝ) (h : x ^ 2 = 4) : x = 2 := by sorry\n"
       "theorem t_susp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) :\n"
       "    y ≠ Real.exp x := by sorry\n")
SUSPECT_ONLY = ("theorem t_susp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) :\n"
                "    y ≠ Real.exp x := by sorry\n")


def project(tmp_path: Path, libs: dict[str, str]) -> tuple[Path, Path]:
    root = tmp_path / "proj"
    root.mkdir()
    (root / "lakefile.lean").write_text(
        "import Lake\nopen Lake DSL\n\npackage proj\n\n"
        + "".join(f"lean_lib {lib}\n\n" for lib in libs), encoding="utf-8")
    for lib, text in libs.items():
        (root / lib).mkdir()
        (root / lib / "Main.lean").write_text(text, encoding="utf-8")
    golden = tmp_path / "golden"
    golden.mkdir()
    return root, golden


def test_clean_library_is_recorded(tmp_path, capsys) -> None:
    root, golden = project(tmp_path, {"Good": GOOD})
    (golden / "Gone.check.json").write_text("{}\n", encoding="utf-8")
    assert regen.main(root, golden) == 0
    assert sorted(p.name for p in golden.iterdir()) == ["Good.check.json", "Good.extract.json"]
    text = (golden / "Good.check.json").read_text(encoding="utf-8")
    assert '"status": "passed"' in text or '"status": "proved"' in text  # sampling or z3
    assert "removed tests/golden/Gone.check.json" in capsys.readouterr().out


def test_counterexample_and_suspect_are_refused(tmp_path, capsys) -> None:
    root, golden = project(tmp_path, {"Good": GOOD, "Bad": BAD})
    (golden / "Good.check.json").write_text("old\n", encoding="utf-8")
    assert regen.main(root, golden) == 1
    err = capsys.readouterr().err
    assert "refused, nothing written" in err
    assert "Main.lean:1: t_cex: counterexample" in err
    assert "Main.lean:2: t_susp: suspect" in err
    # nothing written, nothing removed: not even the clean library's reports
    assert sorted(p.name for p in golden.iterdir()) == ["Good.check.json"]
    assert (golden / "Good.check.json").read_text(encoding="utf-8") == "old\n"


def test_suspect_alone_is_refused(tmp_path, capsys) -> None:
    root, golden = project(tmp_path, {"Lib": SUSPECT_ONLY})
    assert regen.main(root, golden) == 1
    assert "t_susp: suspect" in capsys.readouterr().err
    assert list(golden.iterdir()) == []


def test_refusals_read_only_check_reports() -> None:
    rec = '{"theorems": [{"file": "A.lean", "line": 3, "name": "a", "status": "%s"}]}'
    assert regen.refusals("L.check.json", rec % "counterexample") == ["A.lean:3: a: counterexample"]
    assert regen.refusals("L.check.json", rec % "suspect") == ["A.lean:3: a: suspect"]
    for ok in ("passed", "not_translated", "unsatisfiable"):
        assert regen.refusals("L.check.json", rec % ok) == []
    assert regen.refusals("L.extract.json", '[{"name": "counterexample"}]') == []
