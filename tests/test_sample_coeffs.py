"""The shared atoms and size-only coefficients (``dgg.sample.coeffs``) and the shared stacked
probe arrays (``constraints.Stacker``) give the numbers of the plain computations, bit for bit.

Each is compared with :func:`dgg.sample.constraints.affine_coeffs` computed afresh, at several
batch sizes (both probe paths), and whole draws and projections with the memo are compared with
draws and projections without it: if one of these fails, seeded reports would silently change.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator, Instance
from dgg.sample import constraints as C
from dgg.sample.coeffs import CoeffMemo
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]

LEAN = """
theorem memo {n : ℕ} (π u : Fin n → ℝ) (j₀ : Fin n) (δ F c : ℝ) (s : Finset (Fin n))
    (hn : 2 ≤ n) (hπ : ∀ j, 0 ≤ π j) (hsum : ∑ j, π j = 1) (hpeak : 1 - δ ≤ π j₀)
    (hδ : 0 ≤ δ) (hδ1 : 2 * δ ≤ (n : ℝ)) (hu : ∀ j, |u j| ≤ F) (hu2 : ∀ j, u j ≤ n + 1)
    (hs : ∀ j ∈ s, u j < c) (hc : c ≠ 2 * F) (hF : F * n ≤ 3 * n + 1)
    (t : ℝ) (ht : 0 < t ∧ t ≤ n) :
    |u j₀| ≤ F + δ := by
  sorry
"""


@functools.lru_cache(maxsize=1)
def _ev() -> Evaluator:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Memo.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return Evaluator(ss[0])


def same(x: np.ndarray | None, y: np.ndarray | None) -> bool:
    if x is None or y is None:
        return x is None and y is None
    x, y = np.ascontiguousarray(x), np.ascontiguousarray(y)
    return x.shape == y.shape and x.dtype == y.dtype and np.array_equal(
        x.view(np.uint8) if x.dtype == float else x, y.view(np.uint8) if y.dtype == float else y)


def _probes(sm: Sampler) -> list[tuple[C.Atom, str, bool]]:
    out = [(at, v, False) for v in ("δ", "F", "c") for at in sm.scalar_atoms(v)]
    for f in ("π", "u"):
        out += [(at, f, True) for at in sm.entry_atoms(f, sm.drawn_before(f))]
    return out


@pytest.mark.parametrize("sizes", [{"n": 1}, {"n": 5}])
def test_memo_gives_the_fresh_coefficients_at_every_batch_size(sizes: dict[str, int]) -> None:
    """Size-only atoms (``0 ≤ π j``, ``u j ≤ n + 1``, ``2 * δ ≤ n``, ``F * n ≤ 3 * n + 1``) are
    answered from the table, at batch sizes on both probe paths, the same arrays as a fresh
    computation; every other atom is computed afresh."""
    ev = _ev()
    sm = Sampler(ev, {})
    memo = CoeffMemo()
    rng = np.random.default_rng(3)
    probes = _probes(sm)
    only = {(at.hyp, v) for at, v, _ in probes if memo.only(ev, at, v)}
    assert {("hπ", "π"), ("hu2", "u"), ("hδ1", "δ"), ("hF", "F")} <= only
    assert not only & {("hpeak", "δ"), ("hu", "F"), ("hs", "c"), ("hc", "c"), ("hu", "u")}
    for batch in (1, 7, 50, 7, C.STACK_ROWS + 100, 1):
        with np.errstate(all="ignore"):
            inst = sm.draw(sizes, batch, rng)
            for at, v, entrywise in probes:
                got = memo.coeffs(ev, at, inst, v, entrywise)
                want = C.affine_coeffs(ev, at, inst, v, entrywise)
                assert (got is None) == (want is None), (at.hyp, v, batch)
                if got is not None and want is not None:
                    for x, y in zip(got, want):
                        assert same(x, y), (at.hyp, v, batch)
                    if (at.hyp, v) in only:
                        assert not any(x.flags.writeable for x in got)
                        again = memo.coeffs(ev, at, inst, v, entrywise)
                        assert again is not None and all(a is b for a, b in zip(again, got))


def test_bare_size_only_coefficients_are_reused_across_batch_sizes() -> None:
    """``2 * δ ≤ n`` for ``δ``: one evaluation, whatever the batch size (nothing in it depends
    on the batch), so a second batch size reads the first one's arrays."""
    ev = _ev()
    sm = Sampler(ev, {})
    memo = CoeffMemo()
    at = next(a for a in sm.scalar_atoms("δ") if a.hyp == "hδ1")
    assert C.bare_side(at, "δ") is None  # `2 * δ`: the four-point probes, stacked
    at_f = next(a for a in sm.scalar_atoms("F") if a.hyp == "hu")
    rng = np.random.default_rng(5)
    with np.errstate(all="ignore"):
        one, two = sm.draw({"n": 3}, 9, rng), sm.draw({"n": 3}, 40, rng)
        first = memo.coeffs(ev, at, one, "δ", False)
        assert first is not None and first[0].shape[0] == 9  # stacked: one row per instance
        assert memo.coeffs(ev, at, two, "δ", False)[0].shape[0] == 40  # type: ignore[index]
    hn = next(a for a in sm.atoms if a.hyp == "hδ")  # `0 ≤ δ`: bare
    with np.errstate(all="ignore"):
        x = memo.coeffs(ev, hn, one, "δ", False)
        y = memo.coeffs(ev, hn, two, "δ", False)
    assert x is not None and y is not None and all(a is b for a, b in zip(x, y))
    assert not memo.only(ev, at_f, "F")


def test_a_hypothesis_about_sizes_is_judged_once_per_sizes() -> None:
    """``2 ≤ n``: two booleans per sizes, those of the batch evaluation; a hypothesis about data
    is evaluated on every call."""
    ev = _ev()
    sm = Sampler(ev, {})
    memo = CoeffMemo()
    hn = next(h.term for h in sm.hyps if h.name == "hn")
    hpi = next(h.term for h in sm.hyps if h.name == "hπ")
    assert hn is not None and hpi is not None
    rng = np.random.default_rng(2)
    with np.errstate(all="ignore"):
        for n, want in ((1, False), (3, True), (1, False), (3, True)):
            inst = sm.draw({"n": n}, 6, rng)
            t, f = memo.truth_finite(ev, hn, inst)
            t0, f0 = ev.truth_finite(hn, inst)
            assert np.array_equal(np.broadcast_to(t, (6,)), t0) and bool(t0[0]) is want
            assert np.array_equal(np.broadcast_to(f, (6,)), f0)
            t1, _ = memo.truth_finite(ev, hpi, inst)
            assert isinstance(t1, np.ndarray) and t1.shape == (6,)
    assert len(memo._truths) == 2


def test_bounds_from_size_only_atoms_are_kept_per_sizes_and_batch(monkeypatch) -> None:
    """``0 < t ∧ t ≤ n`` bounds ``t``, ``∀ j, 0 ≤ π j`` bounds ``π``'s entries: the bounds are
    computed once per sizes and batch size, read-only, a new :class:`Bounds` for each call, the
    numbers of a fresh computation; ``δ`` (``1 - δ ≤ π j₀``) is bounded afresh."""
    ev = _ev()
    sm = Sampler(ev, {})
    rng = np.random.default_rng(4)
    with np.errstate(all="ignore"):
        inst = sm.draw({"n": 3}, 12, rng)
        first = [sm.scalar_bounds("t", inst), sm.entry_bounds("π", inst),
                 sm.scalar_bounds("δ", inst)]
        again = [sm.scalar_bounds("t", inst), sm.entry_bounds("π", inst),
                 sm.scalar_bounds("δ", inst)]
        monkeypatch.setattr(CoeffMemo, "only", lambda self, ev, at, v: False)
        fresh = [Sampler(ev, {}).scalar_bounds("t", inst), Sampler(ev, {}).entry_bounds("π", inst),
                 Sampler(ev, {}).scalar_bounds("δ", inst)]
    assert np.isfinite(first[0].hi).all() and (first[1].lo == 0).all()
    for k, (x, y, z) in enumerate(zip(first, again, fresh)):
        assert x is not y and x.excluded is not y.excluded
        assert (x.lo is y.lo) == (k < 2)  # kept for the size-only atoms only
        assert not x.lo.flags.writeable or k == 2
        for f in ("lo", "hi", "lo_open", "hi_open", "eq"):
            assert same(getattr(x, f), getattr(z, f)) and same(getattr(y, f), getattr(z, f))
        assert x.touched == z.touched and len(x.excluded) == len(z.excluded)


def test_samplers_of_one_evaluator_share_atoms() -> None:
    ev = _ev()
    a, b = Sampler(ev, {}), Sampler(ev, {}, skip=frozenset({"hpeak"}))
    assert a.memo is b.memo
    kept = [at for at in a.atoms if at.hyp != "hpeak"]
    assert len(kept) == len(b.atoms) and all(x is y for x, y in zip(kept, b.atoms))


def test_stacker_gives_the_fresh_probes() -> None:
    """The stacked arrays shared between atoms: the same probes as fresh copies for each."""
    ev = _ev()
    sm = Sampler(ev, {})
    rng = np.random.default_rng(8)
    with np.errstate(all="ignore"):
        inst = sm.draw({"n": 4}, 33, rng)
        st = C.Stacker()
        for at, v, _ in _probes(sm) * 2:
            shared = C._probe_stacked(ev, at.term(), inst, v, st)
            fresh = C._probe_stacked(ev, at.term(), inst, v)
            assert (shared is None) == (fresh is None)
            for (g, m), (h, k) in zip(shared or [], fresh or []):
                assert same(g, h) and same(np.asarray(m), np.asarray(k))


@pytest.mark.parametrize("seed", [0, 1])
def test_draw_and_project_are_unchanged_by_the_memo(seed: int, monkeypatch) -> None:
    """Whole draws and projections (every random number and every clipped value) with the
    memo and the stacker, and with both replaced by fresh computations."""
    ev = _ev()

    def run() -> list[np.ndarray]:
        sm = Sampler(ev, {})
        rng = np.random.default_rng(seed)
        out: list[np.ndarray] = []
        with np.errstate(all="ignore"):
            for sizes, batch in (({"n": 2}, 16), ({"n": 5}, 64), ({"n": 2}, 16), ({"n": 5}, 5),
                                 ({"n": 1}, 7), ({"n": 1}, 3)):
                inst = sm.draw(sizes, batch, rng)
                moved = Instance(inst.sizes, {k: (v * 1.5 if v.dtype == float else v)
                                              for k, v in inst.values.items()}, inst.batch)
                proj = sm.project(moved)
                out += [inst.values[k] for k in sorted(inst.values)]
                out += [proj.values[k] for k in sorted(proj.values)]
                out.append(sm.accept(proj))
        return out

    memo = run()
    monkeypatch.setattr(CoeffMemo, "coeffs", lambda self, ev, at, inst, v, e, stack=None:
                        C.affine_coeffs(ev, at, inst, v, e))
    monkeypatch.setattr(CoeffMemo, "truth_finite", lambda self, ev, t, inst:
                        ev.truth_finite(t, inst))
    monkeypatch.setattr(CoeffMemo, "only", lambda self, ev, at, v: False)  # no static bounds
    plain = run()
    assert len(memo) == len(plain)
    assert all(same(x, y) for x, y in zip(memo, plain))


# ------------------------------------------------------------------ the search's moves
def ref_perturb(sm: Sampler, inst: Instance, sigma: np.ndarray, rng: np.random.Generator
                ) -> Instance:
    """The search's perturbation as it was written before (the reference)."""
    vals = dict(inst.values)
    B = inst.batch
    names = [s.name for s in sm.ev.specs if s.cat in ("fn", "real") and s.name not in sm.fixes]
    pick = rng.random((B, len(names))) < max(0.35, 1.0 / len(names))
    pick[np.arange(B), rng.integers(0, len(names), size=B)] = True
    for k, nm in enumerate(names):
        x = vals[nm]
        if x.size == 0:
            continue
        shp = (B,) + (1,) * (x.ndim - 1)
        scale = np.abs(x).reshape(B, -1).mean(axis=1).reshape(shp) + 1e-3
        sub = rng.random(x.shape) < 0.6
        step = sigma.reshape(shp) * (np.abs(x) + scale) * rng.normal(size=x.shape)
        y = np.where(pick[:, k].reshape(shp) & sub, x + step, x)
        if x.ndim > 1:
            top = np.abs(x).reshape(B, -1).max(axis=1).reshape(shp)
            kind = rng.integers(0, 4, size=shp)
            hit = (rng.random(x.shape) < 0.3) & pick[:, k].reshape(shp) & (kind > 0)
            snap = np.choose(np.clip(np.broadcast_to(kind, x.shape) - 1, 0, 2),
                             [np.zeros_like(x), np.where(x < 0, -top, top) + 0 * x, -x])
            y = np.where(hit, snap, y)
        vals[nm] = y
    return Instance(inst.sizes, vals, B)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("batch", [1, 3, 48])
def test_perturb_is_the_reference_move_and_stream(seed: int, batch: int) -> None:
    """Values with signed zeros, NaN, ±inf, huge and subnormal entries: the same moves, bit for
    bit, and the same random stream left behind."""
    from dgg.check.search import _perturb
    ev = _ev()
    sm = Sampler(ev, {})
    rng = np.random.default_rng(seed)
    with np.errstate(all="ignore"):
        inst = sm.draw({"n": 4}, batch, rng)
        vals = dict(inst.values)
        for nm in ("π", "u", "δ", "F"):
            vals[nm] = np.where(rng.random(vals[nm].shape) < 0.5, nasty(rng, vals[nm].shape),
                                vals[nm])
        inst = Instance(inst.sizes, vals, batch)
        sigma = 10.0 ** rng.uniform(-8, 0, size=batch)
        r1, r2 = np.random.default_rng(seed + 10), np.random.default_rng(seed + 10)
        for _ in range(5):
            mine, ref = _perturb(sm, inst, sigma, r1), ref_perturb(sm, inst, sigma, r2)
            assert sorted(mine.values) == sorted(ref.values)
            for k in mine.values:
                assert same(mine.values[k], ref.values[k]), k
            assert r1.random() == r2.random()
            inst = mine


def nasty(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Floats over every scale, with signed zeros, NaN, ±inf, the largest and subnormal values."""
    with np.errstate(all="ignore"):
        x = rng.normal(size=shape) * 10.0 ** rng.integers(-320, 309, size=shape).astype(float)
    specials = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 1.7e308, -1.7e308, 5e-324, 1.0])
    return np.where(rng.random(shape) < 0.4, specials[rng.integers(0, len(specials), size=shape)],
                    x)
