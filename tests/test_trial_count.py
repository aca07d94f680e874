"""Search power that hung on the number of trials (issue 14).

``Dgg.occ_ratio_eq_of_rows_sharp`` without ``hb : 0 < b`` is false only at ``b = 0`` (Lean's
``x / 0 = 0`` makes the error vector 0) with ``∀ v ≠ a, J v = c • J a`` for some ``c ≠ 1`` and
``J a ≠ 0``. Random draws meet that row hypothesis in ``V = Fin 2`` and almost never in ``Fin 20``.
The first batch of each size configuration is ``trials / 8`` draws; at an acceptance of a few per
cent it often met nothing, and such a configuration was given up for good. At 100 trials the
``Fin 2`` configuration survived its 16 draws and the mutant was refuted; at 150 trials it did
not, and the mutant ``passed`` (70 trials, 18 float flags, all rounding noise at ``c = 1`` where
both sides are 0). Such configurations are now probed up to ``dgg.check.explore.PROBE`` draws
with a generator of their own; what they meet counts as trials and is examined like the rest. A
smaller statement of the same shape: ``b / b * e = e`` with the same row hypothesis, false at
``b = 0``, true with ``0 < b``.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from dgg.check import driver
from dgg.check.driver import CheckConfig, check_statement
from dgg.check.mutation import mutants
from dgg.project import source_tags
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

LEAN = """
theorem rows_div_self {V : Type*} [Fintype V] [DecidableEq V] {m : ℕ} (a d : V) (b c : ℝ)
    (J : Matrix V (Fin m) ℝ) (hd : d ≠ a) (hJ : ∀ v, v ≠ a → ∀ i, J v i = c * J a i) :
    b / b * ((1 - c) * ∑ i, J a i ^ 2) = (1 - c) * ∑ i, J a i ^ 2 := by sorry
theorem rows_div_self_pos {V : Type*} [Fintype V] [DecidableEq V] {m : ℕ} (a d : V) (b c : ℝ)
    (J : Matrix V (Fin m) ℝ) (hd : d ≠ a) (hJ : ∀ v, v ≠ a → ∀ i, J v i = c * J a i)
    (hb : 0 < b) :
    b / b * ((1 - c) * ∑ i, J a i ^ 2) = (1 - c) * ∑ i, J a i ^ 2 := by sorry
"""


def _stmt(tmp_path: Path, name: str):
    f = tmp_path / "Rows.lean"
    f.write_text(LEAN, encoding="utf-8")
    _, stmts = load([f], tmp_path)
    return next(s for s in stmts if s.name.endswith(name))


# (trials, seed) at which the statement was passed while its configurations were given up
@pytest.mark.parametrize(("trials", "seed"), [(50, 0), (100, 0), (150, 0), (150, 2), (150, 4),
                                              (300, 5)])
def test_false_statement_refuted_whatever_the_trial_count(tmp_path: Path, trials: int,
                                                          seed: int) -> None:
    r = check_statement(_stmt(tmp_path, "rows_div_self"),
                        CheckConfig(trials=trials, seed=seed, necessity=False))
    assert r.status == "counterexample", r.to_json()
    assert r.counterexample is not None and r.counterexample["b"] == "0"
    assert _refutes_rows(r.counterexample), r.counterexample


def _refutes_rows(cex: dict[str, str]) -> bool:
    """``rows_div_self``'s hypotheses hold and its conclusion fails at ``cex``, evaluated here in
    rationals (Lean's ``b / 0 = 0``)."""
    size = int(cex["V"].removeprefix("Fin "))
    a, d, m = int(cex["a"]), int(cex["d"]), int(cex["m"])
    b, c = Fraction(cex["b"]), Fraction(cex["c"])
    rows = [[Fraction(x) for x in row.split(",")] for row in cex["J"][3:-1].split(";")]
    assert len(rows) == size and all(len(row) == m for row in rows)
    hyps = d != a and all(rows[v][i] == c * rows[a][i] for v in range(size) if v != a
                          for i in range(m))
    s = (1 - c) * sum(x ** 2 for x in rows[a])
    lhs = (b / b if b != 0 else Fraction(0)) * s
    return hyps and lhs != s


@pytest.mark.parametrize("trials", [50, 150, 2000])
def test_true_statement_of_the_same_shape_passes(tmp_path: Path, trials: int) -> None:
    r = check_statement(_stmt(tmp_path, "rows_div_self_pos"),
                        CheckConfig(trials=trials, seed=2, necessity=False))
    assert r.status == "passed", r.to_json()


def test_the_probe_is_what_finds_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the probe the same run passes the false statement; the random trials of the
    configurations kept are the same draws with or without it (the probe only adds)."""
    cfg = CheckConfig(trials=150, seed=0, necessity=False)
    false, true = _stmt(tmp_path, "rows_div_self"), _stmt(tmp_path, "rows_div_self_pos")
    probed = [check_statement(s, cfg) for s in (false, true)]
    monkeypatch.setattr(driver, "probe", lambda *a, **k: None)
    plain = [check_statement(s, cfg) for s in (false, true)]
    assert [r.status for r in plain] == ["passed", "passed"]
    assert [r.status for r in probed] == ["counterexample", "passed"]
    assert probed[1].trials > plain[1].trials and plain[1].trials < cfg.trials


def test_library_mutant_without_hb_refuted_at_150_trials() -> None:
    _, stmts = load([ROOT / "Dgg", ROOT / "DggSharp"], ROOT, tags=source_tags(ROOT))
    s = next(s for s in stmts if s.name == "Dgg.occ_ratio_eq_of_rows_sharp")
    m = next(m for _, m in mutants(s) if m.name == "Dgg.occ_ratio_eq_of_rows_sharp#drop-hb")
    r = check_statement(m, CheckConfig(trials=150, seed=0, necessity=False))
    assert r.status == "counterexample", r.to_json()
    assert r.counterexample is not None and r.counterexample["b"] == "0"
