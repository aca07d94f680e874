"""The JSON reports validate against the schemas shipped in docs/schemas/."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "docs" / "schemas"

USER = """import Mathlib
/-- false -/
theorem too_strong (x y : ℝ) (hx : 0 ≤ x) (hy : 0 ≤ y) : x * y ≤ (x + y) ^ 2 / 5 := by
  have h : x * y ≤ (x + y) ^ 2 / 4 := by nlinarith [sq_nonneg (x - y)]
  sorry
/-- true -/
theorem amgm (x y : ℝ) : x * y ≤ (x + y) ^ 2 / 4 := by
  nlinarith [sq_nonneg (x - y)]
theorem vac (x : ℝ) (h1 : 1 < x) (h2 : x < 0) : x = 5 := by linarith
theorem integral_thing (f : ℝ → ℝ) : ∫ x in (0:ℝ)..1, f x = ∫ x in (0:ℝ)..1, f x := rfl
"""


def dgg_json(*args: str, code: int) -> Any:
    """The JSON report of ``dgg ARGS --json``, which must exit with ``code``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    p = subprocess.run([sys.executable, "-m", "dgg", *args, "--json"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == code, p.stderr
    return json.loads(p.stdout)


def schema(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def test_extract_report_matches_schema() -> None:
    jsonschema.validate(dgg_json("extract", code=0), schema("extract.schema.json"))


def test_check_report_with_steps_matches_schema(tmp_path: Path) -> None:
    f = tmp_path / "User.lean"
    f.write_text(USER, encoding="utf-8")
    report = dgg_json("check", str(f), "--steps", "--trials", "200", code=1)  # a counterexample
    jsonschema.validate(report, schema("check.schema.json"))
    statuses = {t["name"]: t["status"] for t in report["theorems"]}
    assert statuses == {"too_strong": "counterexample", "amgm": "proved", "vac": "vacuous",
                        "integral_thing": "not_translated"}
    engines = {t["name"]: t["engine"] for t in report["theorems"]}
    assert engines == {"too_strong": "smt", "amgm": "smt", "vac": "smt",
                       "integral_thing": "sampling"}
    assert [s["status"] for s in report["steps"]] == ["passed"]  # steps are sampled only
    cex = next(t for t in report["theorems"] if t["name"] == "too_strong")["counterexample"]
    x, y = Fraction(cex["x"]), Fraction(cex["y"])
    assert set(cex) == {"x", "y"} and x >= 0 and y >= 0 and not x * y <= (x + y) ** 2 / 5


def test_schema_rejects_a_malformed_record() -> None:
    """A stored report validates; the same report with one unknown status does not, and the
    error names that status."""
    good = json.loads((ROOT / "tests" / "golden" / "Dgg.check.json").read_text(encoding="utf-8"))
    jsonschema.validate(good, schema("check.schema.json"))
    good["theorems"][0]["status"] = "maybe"
    with pytest.raises(jsonschema.ValidationError, match="'maybe' is not one of"):
        jsonschema.validate(good, schema("check.schema.json"))
