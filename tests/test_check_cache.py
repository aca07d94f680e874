"""The blueprint's check cache (``.dgg-cache/``) is pruned: only the ``KEEP`` most recently
written or reused reports stay, the one in use always among them, and leftovers of killed runs go."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

import dgg.cli as cli
from dgg.outputs.check_cache import KEEP, STALE_TMP_S, prune

GOOD = """import Mathlib
theorem foo (x : ℝ) (hx : 0 ≤ x) : 0 ≤ x + x := by
  have h : 0 ≤ x + x := add_nonneg hx hx
  exact h
"""


def _entries(d: Path, n: int, age0: float = 1000.0) -> list[Path]:
    """``n`` fake reports, the first the oldest (mtimes ``age0``, ``age0 - 10``, … seconds ago)."""
    d.mkdir(parents=True, exist_ok=True)
    now = time.time()
    out = []
    for i in range(n):
        p = d / f"check-{i:016x}.json"
        p.write_text(json.dumps({"theorems": []}), encoding="utf-8")
        t = now - age0 + 10 * i
        os.utime(p, (t, t))
        out.append(p)
    return out


def test_prune_keeps_the_most_recent_and_the_current(tmp_path: Path) -> None:
    d = tmp_path / ".dgg-cache"
    files = _entries(d, KEEP + 3)
    (d / ".gitignore").write_text("*\n", encoding="utf-8")
    current = files[0]  # the oldest, but the one in use
    removed = prune(d, current=current)
    left = sorted(p.name for p in d.glob("check-*.json"))
    assert len(left) == KEEP
    assert current.name in left
    assert left == sorted([current.name] + [p.name for p in files[-(KEEP - 1):]])
    assert sorted(p.name for p in removed) == sorted(p.name for p in files[1:-(KEEP - 1)])
    assert (d / ".gitignore").exists()


def test_prune_removes_only_stale_temporary_files(tmp_path: Path) -> None:
    d = tmp_path / ".dgg-cache"
    _entries(d, 1)
    old, fresh = d / "check-0.tmp123", d / "check-1.tmp456"
    for p in (old, fresh):
        p.write_text("{", encoding="utf-8")
    t = time.time() - STALE_TMP_S - 60
    os.utime(old, (t, t))
    prune(d)
    assert not old.exists() and fresh.exists()
    assert len(list(d.glob("check-*.json"))) == 1


@pytest.mark.parametrize("reuse", [False, True])
def test_blueprint_leaves_at_most_keep_reports(tmp_path: Path, monkeypatch, capsys,
                                              reuse: bool) -> None:
    root = tmp_path / "proj"
    (root / "Dgg").mkdir(parents=True)
    (root / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    (root / "Dgg" / "A.lean").write_text(GOOD, encoding="utf-8")
    monkeypatch.chdir(root)
    if reuse:  # a first run stores the report; it then becomes the oldest entry
        assert cli.main(["blueprint", "--out", str(tmp_path / "bp")]) == 0
        (mine,) = list((root / ".dgg-cache").glob("check-*.json"))
        os.utime(mine, (1.0, 1.0))
    old = _entries(root / ".dgg-cache", KEEP + 2, age0=500.0)
    capsys.readouterr()
    assert cli.main(["blueprint", "--out", str(tmp_path / "bp")]) == 0
    err = capsys.readouterr().err
    assert ("reusing" in err) == reuse
    left = list((root / ".dgg-cache").glob("check-*.json"))
    assert len(left) == KEEP
    new = {p.name for p in left} - {p.name for p in old}  # the report this run used
    assert len(new) == 1 and (not reuse or new == {mine.name})
    assert all(p.exists() for p in old[-(KEEP - 1):])
