"""``dgg check --cache DIR``: a re-run re-checks only the statements whose elaborated form changed;
a changed option, dgg version or dgg source invalidates every entry (dgg.check.report_cache)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import dgg
import dgg.check.run as run_mod
from dgg.check import report_cache
from dgg.check.driver import CheckConfig, check_all
from dgg.check.report_cache import ReportCache, statement_key
from dgg.check.run import check_run
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

LEAN = """import Mathlib

namespace CacheFixture

theorem sq_nonneg' (x : ℝ) : 0 ≤ x ^ 2 := by positivity

theorem add_sq_le (a b : ℝ) : 2 * a * b ≤ a ^ 2 + b ^ 2 := by nlinarith [sq_nonneg (a - b)]

theorem lin_bound (x : ℝ) (hx : 0 ≤ x) (h1 : x ≤ 1) : x ≤ {c} := by linarith

end CacheFixture
"""


def _write(tmp: Path, c: str) -> Path:
    f = tmp / "Cache.lean"
    f.write_text(LEAN.replace("{c}", c), encoding="utf-8")
    return f


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    real = run_mod.check_statement

    def spy(stmt, cfg, *a, **k):  # type: ignore[no-untyped-def]
        seen.append(stmt.name)
        return real(stmt, cfg, *a, **k)

    monkeypatch.setattr(run_mod, "check_statement", spy)
    return seen


def test_rerun_checks_only_the_changed_statement(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _counting(monkeypatch)
    cfg = CheckConfig(trials=120, seed=3)
    cache = ReportCache(tmp_path / "cache")
    _, stmts = load([_write(tmp_path, "1")], tmp_path)
    first, info = check_run(stmts, cfg, cache=cache)
    assert len(seen) == 3 and info.checked == 3 and info.cached == []
    seen.clear()
    again, info = check_run(stmts, cfg, cache=cache)
    assert seen == [] and len(info.cached) == 3
    assert [r.to_json() for r in again] == [r.to_json() for r in first]
    # the bound of the last statement changes (1 → 1/2: now false); the others are reused
    _, changed = load([_write(tmp_path, "1/2")], tmp_path)
    res, info = check_run(changed, cfg, cache=cache)
    assert seen == ["CacheFixture.lin_bound"] and info.checked == 1
    assert sorted(info.cached) == ["CacheFixture.add_sq_le", "CacheFixture.sq_nonneg'"]
    fresh = [r.to_json() for r in check_all(changed, cfg)]
    assert [r.to_json() for r in res] == fresh
    assert fresh[2]["status"] == "counterexample" and first[2].status == "passed"


def test_option_version_and_source_invalidate(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    _, stmts = load([_write(tmp_path, "1")], tmp_path)
    s = stmts[2]
    base = statement_key(s, CheckConfig(trials=120, seed=3))
    assert base == statement_key(s, CheckConfig(trials=120, seed=3, jobs=2))  # jobs: same report
    assert base != statement_key(s, CheckConfig(trials=121, seed=3))
    assert base != statement_key(s, CheckConfig(trials=120, seed=4))
    assert base != statement_key(s, CheckConfig(trials=120, seed=3, necessity=False))
    from fractions import Fraction

    assert base != statement_key(s, CheckConfig(trials=120, seed=3, fixes={"x": Fraction(1, 2)}))
    # a pinned value of another statement's variable does not concern this one
    assert base == statement_key(s, CheckConfig(trials=120, seed=3, fixes={"b": Fraction(1)}))
    monkeypatch.setattr(dgg, "__version__", dgg.__version__ + ".post1")
    assert base != statement_key(s, CheckConfig(trials=120, seed=3))
    monkeypatch.undo()
    assert base == statement_key(s, CheckConfig(trials=120, seed=3))
    monkeypatch.setattr(report_cache, "code_digest", lambda: "another dgg")
    assert base != statement_key(s, CheckConfig(trials=120, seed=3))


def test_version_change_rechecks_everything(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _counting(monkeypatch)
    cfg = CheckConfig(trials=100, seed=1)
    cache = ReportCache(tmp_path / "cache")
    _, stmts = load([_write(tmp_path, "1")], tmp_path)
    check_run(stmts, cfg, cache=cache)
    monkeypatch.setattr(dgg, "__version__", "999.0")
    seen.clear()
    _, info = check_run(stmts, cfg, cache=cache)
    assert len(seen) == 3 and info.cached == []
    seen.clear()
    _, info = check_run(stmts, CheckConfig(trials=101, seed=1), cache=cache)
    assert len(seen) == 3 and info.cached == []


def test_corrupt_entry_is_a_miss(tmp_path: Path) -> None:
    cache = ReportCache(tmp_path / "cache")
    cache.put("k", {"name": "x"})
    assert cache.get("k") == {"name": "x"}
    cache.path("k").write_text("{not json", encoding="utf-8")
    assert cache.get("k") is None
    cache.path("k").write_text(json.dumps({"format": 1, "key": "other", "result": {}}),
                               encoding="utf-8")
    assert cache.get("k") is None  # an entry stored under another key is not this one's


def _dgg(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, env=env, text=True,
                          capture_output=True, timeout=600)


def test_cli_cache_reuses_and_says_so(tmp_path: Path) -> None:
    f = _write(tmp_path, "1")
    (tmp_path / "lakefile.lean").write_text("import Lake\nopen Lake DSL\npackage cache\n",
                                            encoding="utf-8")
    cache = tmp_path / "c"
    args = ("check", str(f), "--root", str(tmp_path), "--trials", "100", "--jobs", "1",
            "--json", "--cache", str(cache))
    one = _dgg(*args, cwd=tmp_path)
    two = _dgg(*args, cwd=tmp_path)
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    r1, r2 = json.loads(one.stdout), json.loads(two.stdout)
    assert r1["theorems"] == r2["theorems"]
    assert r1["run"]["checked"] == 3 and r2["run"]["checked"] == 0
    assert len(r2["run"]["cached"]) == 3
    assert "3 of 3 statements reused from the cache" in two.stderr
    import jsonschema

    schema = json.loads((ROOT / "docs" / "schemas" / "check.schema.json").read_text("utf-8"))
    jsonschema.validate(r2, schema)
    plain = _dgg(*args[:-2], cwd=tmp_path)  # no --cache: no run section, same theorems
    assert "run" not in json.loads(plain.stdout)
    assert json.loads(plain.stdout)["theorems"] == r1["theorems"]
    bad = _dgg("check", str(f), "--root", str(tmp_path), "--cache", str(cache), "--no-cache",
               cwd=tmp_path)
    assert bad.returncode == 2 and "--no-cache" in bad.stderr and "Traceback" not in bad.stderr
    notdir = _dgg("check", str(f), "--root", str(tmp_path), "--cache", str(f), cwd=tmp_path)
    assert notdir.returncode == 2 and "not a folder" in notdir.stderr
