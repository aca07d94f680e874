"""End-to-end checks: false variants yield exactly verified (and independently re-verified)
counterexamples, textbook truths pass, the seed statement's constant is found tight, reports are
deterministic, unsupported constructs are ``not_translated``."""

from __future__ import annotations

import functools
import json
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from dgg.check.driver import CheckConfig, check_all, check_statement, max_ratio
from dgg.check.exact import COUNTEREXAMPLE, verify
from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.records import Statement
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

HYPS = """{n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ) (hδ1 : δ ≤ 1)
    (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K)"""
COV = "|∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)|"

LEAN = f"""
import Dgg.Softmax

namespace Dgg

theorem seed002 {HYPS} :
    {COV} ≤ 8 * F * K * δ := by sorry

theorem sharp_half {HYPS} (hδ2 : δ ≤ 1 / 2) :
    {COV} ≤ 4 * F * K * δ * (1 - δ) := by sorry

theorem sharp_two {HYPS} :
    {COV} ≤ 2 * F * K * δ * (2 - δ) := by sorry

theorem sharp_fk {HYPS} :
    {COV} ≤ F * K := by sorry

theorem small_const {HYPS} :
    {COV} ≤ 1 * F * K * δ := by sorry

theorem half_dropped {HYPS} :
    {COV} ≤ 4 * F * K * δ * (1 - δ) := by sorry

theorem dropped_sum {{n : ℕ}} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ) (hδ1 : δ ≤ 1)
    (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    {COV} ≤ 8 * F * K * δ := by sorry

theorem exp_flipped (x : ℝ) : Real.exp x ≤ x + 1 := by sorry

theorem exp_ge (x : ℝ) : x + 1 ≤ Real.exp x := by sorry

theorem softmax_le (V : Type*) [Fintype V] (z : V → ℝ) (v : V) : softmax z v ≤ 1 := by sorry

theorem cauchy_schwarz {{n : ℕ}} (x y : Fin n → ℝ) :
    (∑ i, x i * y i) ^ 2 ≤ (∑ i, x i ^ 2) * (∑ i, y i ^ 2) := by sorry

theorem weighted_amgm (a b w : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) (hw : 0 ≤ w) (hw1 : w ≤ 1) :
    a ^ w * b ^ (1 - w) ≤ w * a + (1 - w) * b := by sorry

theorem jensen_sq {{n : ℕ}} (p x : Fin n → ℝ) (hp : ∀ i, 0 ≤ p i) (hs : ∑ i, p i = 1) :
    (∑ i, p i * x i) ^ 2 ≤ ∑ i, p i * x i ^ 2 := by sorry

theorem peak_off_by_one {{n : ℕ}} (π u : Fin n → ℝ) (j₀ : Fin n) (δ F : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hu : ∀ j, |u j| ≤ F) :
    |u (j₀ + 1) - ∑ j, π j * u j| ≤ 2 * F * δ := by sorry

theorem peak_right_index {{n : ℕ}} (π u : Fin n → ℝ) (j₀ : Fin n) (δ F : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hu : ∀ j, |u j| ≤ F) :
    |u j₀ - ∑ j, π j * u j| ≤ 2 * F * δ := by sorry

theorem head_grad_doubled {{V : Type*}} [Fintype V] [DecidableEq V] {{d : ℕ}}
    (W : Matrix V (Fin d) ℝ) (h : Fin d → ℝ) (a : V) (b A : ℝ) (v : V) (j : Fin d) :
    HasDerivAt (fun t : ℝ ↦ objective (softmax ((W + t • Matrix.single v j (1 : ℝ)) *ᵥ h)) a b A)
      (2 * Matrix.vecMulVec (errorVec (softmax (W *ᵥ h)) a b A) h v j) 0 := by sorry

theorem box_sum {{n : ℕ}} (u : Fin n → ℝ) (hu : ∀ j, u j ≤ 1 / 3) (hu0 : ∀ j, 0 ≤ u j) :
    ∑ j, u j ≤ 1 / 3 := by sorry

theorem impossible (x : ℝ) (h1 : x < 0) (h2 : 0 < x) : x = 1 := by sorry

end Dgg
"""

FAST = CheckConfig(trials=600, necessity=False)


@functools.lru_cache(maxsize=1)
def _stmts() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Variants.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name.rsplit(".", 1)[-1]: s for s in ss}


@functools.lru_cache(maxsize=1)
def _library() -> dict[str, Statement]:
    _, ss = load([ROOT / "Dgg"], ROOT)
    return {s.name: s for s in ss}


def _parse(lit: str) -> object:
    if lit.startswith("!!["):
        return [[Fraction(x) for x in row.split(",")] for row in lit[3:-1].split(";")]
    if lit.startswith("!["):
        body = lit[2:-1].strip()
        return [Fraction(x) for x in body.split(",")] if body else []
    return Fraction(lit)


def reverify(stmt: Statement, cex: dict[str, str]) -> str:
    """Rebuild the exact instance from the rendered Lean values and verify it again."""
    ev = Evaluator(stmt)
    sizes, vals = {}, {}
    for s in ev.specs:
        lit = cex[s.name]
        if s.cat == "type":
            sizes[s.name] = int(lit.split()[1])
        elif s.cat == "dim":
            sizes[s.name] = int(lit)
    for s in ev.specs:
        lit = cex[s.name]
        if s.cat == "idx":
            vals[s.name] = np.array([int(lit)])
        elif s.cat in ("real", "nat", "int"):
            vals[s.name] = np.array([Fraction(lit)], dtype=object)
        elif s.cat == "fn":
            arr = np.empty((1,) + np.shape(np.array(_parse(lit), dtype=object)), dtype=object)
            arr[0] = np.array(_parse(lit), dtype=object)
            vals[s.name] = arr
    return verify(ev, Instance(sizes, vals, 1, exact=True))


@pytest.mark.parametrize("name", ["small_const", "dropped_sum", "exp_flipped", "half_dropped",
                                  "peak_off_by_one", "head_grad_doubled", "box_sum"])
def test_false_variants_give_exact_counterexamples(name: str) -> None:
    st = _stmts()[name]
    r = check_statement(st, FAST)
    assert r.status == "counterexample", r.to_json()
    assert r.violations >= 1 and r.counterexample is not None
    assert reverify(st, r.counterexample) == COUNTEREXAMPLE


def test_flipped_inequality_counterexample_is_shrunk() -> None:
    r = check_statement(_stmts()["exp_flipped"], FAST)
    assert r.counterexample in ({"x": "1"}, {"x": "-1"}, {"x": "2"}, {"x": "-2"}, {"x": "1/2"})


@pytest.mark.parametrize("name", ["exp_ge", "softmax_le", "cauchy_schwarz", "weighted_amgm",
                                  "jensen_sq", "peak_right_index", "sharp_half", "sharp_two",
                                  "sharp_fk"])
def test_textbook_truths_pass(name: str) -> None:
    r = check_statement(_stmts()[name], FAST)
    assert r.status == "passed", r.to_json()
    assert r.violations == 0 and r.counterexample is None
    assert r.trials + r.nonfinite_conclusion == 600  # overflowing instances are not trials


def test_seed_statement_tight_at_one_half() -> None:
    st = _stmts()["seed002"]
    r = check_statement(st, CheckConfig(trials=1000, necessity=False))
    assert r.status == "passed"
    assert r.max_ratio is not None and 0.45 <= r.max_ratio <= 0.5 + 1e-9
    rnd = check_statement(st, CheckConfig(trials=300, necessity=False, adversarial=False))
    assert rnd.max_ratio is not None and rnd.max_ratio <= 0.5 + 1e-9


def test_necessity_lists_needed_hypotheses() -> None:
    r = check_statement(_stmts()["sharp_half"], CheckConfig(trials=600))
    assert r.status == "passed"
    # δ ≤ 1/2 is needed for 4FKδ(1-δ); 0 ≤ δ and δ ≤ 1 follow from the others
    assert "hδ2" in r.needed_hypotheses and "hu" in r.needed_hypotheses
    assert "hδ" not in r.needed_hypotheses and "hδ1" not in r.needed_hypotheses


def test_unsupported_and_unsatisfiable_statuses() -> None:
    lib = _library()
    r = check_statement(lib["Dgg.hasDerivAt_objective_shared"], FAST)
    assert r.status == "not_translated" and "Φ" in (r.reason or "")
    assert r.to_json()["counterexample"] is None
    r = check_statement(_stmts()["impossible"], FAST)
    assert r.status == "unsatisfiable" and r.trials == 0 and "h" in (r.reason or "")


def test_library_statements_translate_and_pass() -> None:
    lib = _library()
    names = ["Dgg.occ_ratio_le", "Dgg.hasDerivAt_objective_head", "Dgg.rank_vecMulVec_le_one",
             "Dgg.softmax_le_one"]
    assert set(names) <= set(lib), set(names) - set(lib)
    for nm in names:
        r = check_statement(lib[nm], CheckConfig(trials=400, necessity=False))
        assert r.status == "passed", r.to_json()
        assert r.acceptance is not None and r.acceptance > 0.5


def test_deterministic_under_seed() -> None:
    st = _stmts()["small_const"]
    cfg = CheckConfig(trials=300, seed=7)
    a = json.dumps(check_statement(st, cfg).to_json(), sort_keys=True)
    b = json.dumps(check_statement(st, cfg).to_json(), sort_keys=True)
    assert a == b
    t = _stmts()["seed002"]
    c1 = check_all([t], CheckConfig(trials=200, seed=3))[0].to_json()
    c2 = check_all([t], CheckConfig(trials=200, seed=3))[0].to_json()
    assert c1 == c2 and "time_s" not in c1


def test_time_budget_marks_report() -> None:
    res = check_all(list(_stmts().values())[:3], CheckConfig(trials=200, time_budget=5.0))
    assert all(r.to_json()["time_bounded"] for r in res)


def test_max_ratio_with_fix() -> None:
    cfg = CheckConfig(trials=400, fixes={"δ": Fraction(1, 10)})
    ratio, inst = max_ratio(_stmts()["seed002"], cfg)
    assert ratio is not None and inst is not None
    assert inst["δ"] == "1/10"
    assert 0.3 < ratio <= 0.45 + 1e-9  # two-point law: ratio (1 - δ) / 2
