"""The JSON reports validate against the schemas shipped in docs/schemas/."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema

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
theorem integral_thing (f : ℝ → ℝ) : ∫ x in (0:ℝ)..1, f x = ∫ x in (0:ℝ)..1, f x := rfl
"""


def dgg_json(*args: str) -> object:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    p = subprocess.run([sys.executable, "-m", "dgg", *args, "--json"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode in (0, 1), p.stderr
    return json.loads(p.stdout)


def schema(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def test_extract_report_matches_schema() -> None:
    jsonschema.validate(dgg_json("extract"), schema("extract.schema.json"))


def test_check_report_with_steps_matches_schema(tmp_path: Path) -> None:
    f = tmp_path / "User.lean"
    f.write_text(USER, encoding="utf-8")
    report = dgg_json("check", str(f), "--steps", "--trials", "200")
    jsonschema.validate(report, schema("check.schema.json"))
    statuses = {t["name"]: t["status"] for t in report["theorems"]}
    assert statuses == {"too_strong": "counterexample", "amgm": "passed",
                        "integral_thing": "not_translated"}
    assert [s["status"] for s in report["steps"]] == ["passed"]


def test_schema_rejects_a_malformed_record() -> None:
    bad = {"theorems": [{"name": "x", "status": "maybe"}], "config": {}}
    try:
        jsonschema.validate(bad, schema("check.schema.json"))
    except jsonschema.ValidationError:
        return
    raise AssertionError("schema accepted an invalid report")
