"""`docs/tightness.csv` and `docs/tightness.png` are what `dgg tightness --out docs` writes today.

Every row is seeded by its own index, so a sample of rows is recomputed here (the whole sweep takes
about a minute) and compared with the committed numbers; the plot carries the SHA-256 of the CSV
it was drawn from. If this test fails after a change to the engine, regenerate both files with
`dgg tightness --out docs` and commit them.
"""

from __future__ import annotations

import csv
import hashlib
import struct
import zlib
from pathlib import Path

import numpy as np
import pytest

from dgg.outputs import tightness as tt
from dgg.project import library_dirs
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
CSV = ROOT / "docs" / "tightness.csv"
PNG = ROOT / "docs" / "tightness.png"
HINT = "docs/tightness.* are stale: regenerate with `dgg tightness --out docs` and commit them"


@pytest.fixture(scope="module")
def committed() -> list[dict[str, str]]:
    with CSV.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


@pytest.fixture(scope="module")
def stmts():
    return load(library_dirs(ROOT), ROOT)[1]


def _png_text(path: Path) -> dict[str, str]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, i = {}, 8
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        if kind == b"tEXt":
            k, _, v = body.partition(b"\0")
            out[k.decode("latin-1")] = v.decode("latin-1")
        elif kind == b"zTXt":
            k, _, v = body.partition(b"\0")
            out[k.decode("latin-1")] = zlib.decompress(v[1:]).decode("latin-1")
        elif kind == b"iTXt":
            k, _, rest = body.partition(b"\0")
            rest = rest[2:]
            _lang, _, rest = rest.partition(b"\0")
            _tk, _, v = rest.partition(b"\0")
            out[k.decode("latin-1")] = v.decode("utf-8")
        i += 12 + n
    return out


def test_csv_has_the_default_sweep(committed) -> None:
    assert tuple(committed[0].keys()) == tt.COLUMNS
    cov = [float(r["parameter"]) for r in committed if r["bound"] == "covariance"]
    occ = [float(r["parameter"]) for r in committed if r["bound"] == "occurrence"]
    assert np.allclose(cov, tt.delta_grid(tt.DEFAULT_POINTS), rtol=1e-8), HINT
    assert np.allclose(occ, tt.p_grid(tt.DEFAULT_POINTS), rtol=1e-8), HINT


def test_png_was_drawn_from_this_csv() -> None:
    digest = hashlib.sha256(CSV.read_bytes()).hexdigest()
    assert digest in _png_text(PNG).get("Comment", ""), HINT


def _close(row: tt.Row, ref: dict[str, str]) -> None:
    for col in tt.COLUMNS[1:]:
        assert getattr(row, col) == pytest.approx(float(ref[col]), rel=1e-6, abs=1e-12), (
            ref["bound"], ref["parameter"], col, HINT)


def test_covariance_rows_match_a_fresh_run(committed, stmts) -> None:
    refs = [r for r in committed if r["bound"] == "covariance"]
    grid = tt.delta_grid(tt.DEFAULT_POINTS)
    for k in (0, len(grid) // 2, len(grid) - 1):
        _close(tt.covariance_row(stmts, float(grid[k]), tt.DEFAULT_SEED), refs[k])


def test_occurrence_rows_match_a_fresh_run(committed, stmts) -> None:
    refs = [r for r in committed if r["bound"] == "occurrence"]
    grid = tt.p_grid(tt.DEFAULT_POINTS)
    for k in (0, len(grid) // 2, len(grid) - 1):
        _close(tt.occurrence_row(stmts, float(grid[k]), tt.DEFAULT_SEED, k), refs[k])


def test_rows_do_not_depend_on_the_others(stmts) -> None:
    """Each row has its own random stream: row k of a 3-point sweep is row k on its own."""
    rows = tt.occurrence_rows(stmts, 3, seed=5)
    grid = tt.p_grid(3)
    assert tt.occurrence_row(stmts, float(grid[2]), 5, 2) == rows[2]
