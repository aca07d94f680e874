"""The sampler: shapes recognised from hypotheses, boundary mass, fixes, sizes, and — checked with
hypothesis over seeds — every sample meets its hypotheses (exactly, after repair)."""

from __future__ import annotations

import functools
import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dgg.check.exact import HYP_FAILS, UNDECIDED, repair, to_exact, verify
from dgg.eval.evaluate import Evaluator, NotTranslated
from dgg.model.records import Statement
from dgg.sample.sampling import Sampler, SampleStats
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

LEAN = """
import Dgg.Softmax

namespace Dgg

theorem peaked {n : ℕ} (π u k : Fin n → ℝ) (j₀ : Fin n) (δ F K : ℝ)
    (hπ : ∀ j, 0 ≤ π j) (hπs : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ) (hδ1 : δ ≤ 1)
    (hu : ∀ j, |u j| ≤ F) (hk : ∀ j, |k j| ≤ K) :
    |∑ j, π j * (u j * k j) - (∑ j, π j * u j) * (∑ j, π j * k j)| ≤ 8 * F * K * δ := by
  sorry

theorem occ {V : Type*} [Fintype V] [DecidableEq V] {dModel m dIn : ℕ} (z : V → ℝ) (a : V)
    (b A α β C : ℝ) (h : Fin dModel → ℝ) (J : Matrix V (Fin m) ℝ) (x : Fin dIn → ℝ)
    (hd : 1 ≤ dModel) (hα : 0 < α) (hβ : 0 < β) (hC : 0 < C) (hh : α * dModel ≤ sqNorm h)
    (hx : sqNorm x ≤ β * dModel) (hJmean : ∑ v, softmax z v * sqNorm (J v) ≤ C)
    (hJa : sqNorm (J a) ≤ C) (hA : A ≠ 0) (hpa : softmax z a < 1) (hb : 0 < b) :
    frobSq (Matrix.vecMulVec (Jᵀ *ᵥ errorVec (softmax z) a b A) x) /
      frobSq (Matrix.vecMulVec (errorVec (softmax z) a b A) h) ≤
      4 * β * C / α / (1 - softmax z a) ^ 2 := by
  sorry

theorem boxes {n : ℕ} (u : Fin n → ℝ) (s : Finset (Fin n)) (c : ℝ) (hs : s.Nonempty)
    (hu : ∀ j, |u j| ≤ 1) (hc : 2 * c ≤ ∑ j ∈ s, u j) (hc0 : c ≠ 0) : c ≤ 1 := by
  sorry

theorem contradictory (x : ℝ) (h1 : x < 0) (h2 : 0 < x) : x = x := by
  sorry
"""


@functools.lru_cache(maxsize=1)
def _load() -> dict[str, Statement]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Samples.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return {s.name.rsplit(".", 1)[-1]: s for s in ss}


@pytest.fixture(scope="module")
def stmts() -> dict[str, Statement]:
    return _load()


def _acceptance(sm: Sampler, seed: int, batch: int = 200, configs: int = 6) -> tuple[float, list]:
    rng = np.random.default_rng(seed)
    st_ = SampleStats()
    out = []
    for c in sm.size_configs(rng, configs):
        out.append(sm.sample(c, batch, rng, st_))
    return st_.acceptance, out


def test_shapes_recognised(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["peaked"]))
    assert set(sm.sum_fns) == {"π"}
    assert [a.rel.op for a in sm.scalar_atoms("δ")] == ["≤", "≤", "≤"]
    assert {a.hyp for a in sm.scalar_atoms("F")} == {"hu"}
    sm2 = Sampler(Evaluator(stmts["occ"]))
    assert {a.hyp for a in sm2.scalar_atoms("C")} == {"hC", "hJmean", "hJa"}
    assert {a.hyp for a in sm2.scalar_atoms("α")} == {"hα", "hh"}


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_peaked_samples_meet_hypotheses_exactly(seed: int) -> None:
    sm = Sampler(Evaluator(_load()["peaked"]))
    acc, batches = _acceptance(sm, seed, batch=100, configs=4)
    assert acc >= 0.9
    for inst in batches:
        for i in range(0, inst.batch, max(1, inst.batch // 3)):
            ex = repair(sm, to_exact(sm.ev, inst.take(i)))
            assert verify(sm.ev, ex) not in (HYP_FAILS, UNDECIDED)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_occurrence_hypotheses_high_acceptance(seed: int) -> None:
    sm = Sampler(Evaluator(_load()["occ"]))
    rng = np.random.default_rng(seed)
    st_ = SampleStats()
    for c in sm.size_configs(rng, 6):
        if c["V"] >= 2:  # softmax z a < 1 is impossible on a one-element vocabulary
            inst = sm.sample(c, 100, rng, st_)
            assert c["dModel"] >= 1
            ex = repair(sm, to_exact(sm.ev, inst.take(0)))
            assert verify(sm.ev, ex) not in (HYP_FAILS,)
    assert st_.acceptance >= 0.85


def test_peak_and_box_boundaries_are_hit(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["peaked"]))
    _, batches = _acceptance(sm, 5, batch=300)
    at_peak = at_box = vertex = 0
    for inst in batches:
        pi, d = inst.values["π"], inst.values["δ"]
        j0 = inst.values["j₀"]
        peak = pi[np.arange(inst.batch), j0]
        at_peak += int(np.sum(np.isclose(d, 1 - peak, rtol=0, atol=1e-12)))
        at_box += int(np.sum(inst.values["F"] == np.abs(inst.values["u"]).max(axis=1)))
        vertex += int(np.sum(peak == 1.0))
    assert at_peak > 50 and at_box > 50 and vertex > 5


def test_fixes_pin_values(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["peaked"]), fixes={"δ": Fraction(1, 10), "n": Fraction(3)})
    rng = np.random.default_rng(0)
    configs = sm.size_configs(rng, 5)
    assert configs and all(c["n"] == 3 for c in configs)
    inst = sm.sample(configs[0], 200, rng)
    assert inst.batch > 0 and np.all(inst.values["δ"] == 0.1)
    with pytest.raises(NotTranslated, match="nope"):
        Sampler(Evaluator(stmts["peaked"]), fixes={"nope": Fraction(1)})


def test_finsets_nonempty_and_exclusions(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["boxes"]))
    acc, batches = _acceptance(sm, 2)
    assert acc >= 0.8
    for inst in batches:
        assert np.all(inst.values["s"].any(axis=1))
        assert np.all(np.abs(inst.values["u"]) <= 1)
        assert np.all(inst.values["c"] != 0)


def test_contradictory_hypotheses_accept_nothing(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["contradictory"]))
    acc, batches = _acceptance(sm, 0)
    assert acc == 0.0 and all(b.batch == 0 for b in batches)


def test_project_lands_on_constraints(stmts: dict[str, Statement]) -> None:
    sm = Sampler(Evaluator(stmts["peaked"]))
    rng = np.random.default_rng(9)
    c = {"n": 4}
    inst = sm.sample(c, 64, rng)
    vals = {k: v + rng.normal(size=v.shape) if v.dtype == float else v
            for k, v in inst.values.items()}
    from dgg.eval.evaluate import Instance

    moved = sm.project(Instance(c, vals, inst.batch))
    assert np.allclose(moved.values["π"].sum(axis=1), 1.0)
    assert np.all(moved.values["π"] >= 0)
    assert sm.accept(moved).mean() > 0.95
