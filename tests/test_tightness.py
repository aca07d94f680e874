"""`dgg tightness`: the sweep's numbers keep their promises (empirical ≤ sharp, witness ≥ 99%)."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest

from dgg.cli import main
from dgg.eval.evaluate import Evaluator, Instance
from dgg.outputs.tightness import COLUMNS, covariance_rows, kappa, occurrence_rows, p_grid, sharp_covariance
from dgg.project import library_dirs
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def stmts():
    return load(library_dirs(ROOT), ROOT)[1]


def test_covariance_sweep(stmts) -> None:
    rows = covariance_rows(stmts, points=5, seed=1, trials=800)
    assert any(r.parameter == 0.5 for r in rows)
    for r in rows:
        assert r.seed_bound == pytest.approx(8 * r.parameter)
        assert r.empirical_sup <= r.sharp_bound * (1 + 1e-9)
        assert r.witness >= 0.99 * r.sharp_bound
        assert r.empirical_sup >= 0.9 * r.sharp_bound  # the search finds the extremal row


def test_occurrence_sweep(stmts) -> None:
    rows = occurrence_rows(stmts, points=4, seed=1)
    for r in rows:
        assert r.seed_bound == pytest.approx(4 / (1 - r.parameter) ** 2, rel=1e-9)
        assert r.sharp_bound == pytest.approx(kappa(r.parameter))
        assert r.empirical_sup <= r.sharp_bound * (1 + 1e-9)
        assert r.witness >= 0.99 * r.sharp_bound
        assert r.witness <= r.sharp_bound * (1 + 1e-9)


def test_sharp_formula_matches_the_lean_right_side(stmts) -> None:
    """The piecewise sharp covariance bound is the right side of the `δ ≤ 1/2` theorem there."""
    st = next(s for s in stmts if s.name == "Dgg.abs_cov_le_four_mul_delta_mul_one_sub")
    ev = Evaluator(st)
    for d in (0.01, 0.2, 0.5):
        inst = Instance({"n": 1}, {"π": np.ones((1, 1)), "u": np.zeros((1, 1)),
                                   "k": np.zeros((1, 1)), "j₀": np.zeros(1, dtype=int),
                                   "δ": np.array([d]), "F": np.ones(1), "K": np.ones(1)}, 1)
        sides = ev.sides(st.conclusion, inst)
        assert float(np.asarray(sides.rhs).ravel()[0]) == pytest.approx(sharp_covariance(d))


def test_grids_cover_the_requested_ranges() -> None:
    p = p_grid(10)
    assert p.min() == pytest.approx(0.01) and p.max() == pytest.approx(0.999) and 0.5 in p


def test_cli_writes_csv_and_png(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["tightness", "--out", str(tmp_path), "--points", "3"]) == 0
    with (tmp_path / "tightness.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0].keys()) == COLUMNS
    assert {r["bound"] for r in rows} == {"covariance", "occurrence"}
    png = (tmp_path / "tightness.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000


def _committed_rows() -> list:
    from dgg.outputs.tightness import Row

    with (ROOT / "docs" / "tightness.csv").open(encoding="utf-8") as f:
        return [Row(r["bound"], *(float(r[c]) for c in COLUMNS[1:])) for r in csv.DictReader(f)]


def test_plot_texts_are_mathtext_and_the_witness_line_shows() -> None:
    """Issue 27: labels typeset by mathtext (no literal ``_F`` or ``Cov_π``), and the witness
    family drawn visibly over the sharp bound it attains."""
    import re

    import matplotlib.pyplot as plt

    from dgg.outputs.tightness import figure

    fig = figure(_committed_rows())
    try:
        fig.canvas.draw()  # mathtext parses here: a malformed formula raises
        texts = [t.get_text() for t in fig.findobj(lambda o: hasattr(o, "get_text"))]
        texts = [t for t in texts if t]
        outside = [re.sub(r"\$[^$]*\$", "", t) for t in texts]
        assert not [t for t in outside if re.search(r"[_^\\]|‖|Cov|π|δ|κ", t)], outside
        joined = "\n".join(texts)
        for tex in (r"$\|H\|_F^2 \,/\, \|G\|_F^2$", r"$|\mathrm{Cov}_\pi(u, k)|$",
                    r"$\kappa(p) = 4$", r"$8\delta$"):
            assert tex in joined
        for ax in fig.axes:
            lines = {ln.get_label(): ln for ln in ax.get_lines()}
            wit = lines["witness family (attains the sharp bound)"]
            sharp = next(ln for k, ln in lines.items() if k.startswith("sharp"))
            assert wit.get_marker() not in ("", "None", None)       # markers at every point
            assert wit.get_zorder() > sharp.get_zorder()            # drawn over the sharp bound
            assert wit.get_linestyle() != sharp.get_linestyle()
            assert wit.get_color() != sharp.get_color()
            assert sharp.get_linewidth() > wit.get_linewidth()      # a band around the witness
    finally:
        plt.close(fig)
