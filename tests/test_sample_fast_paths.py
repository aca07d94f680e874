"""The sampler's fast paths give the numbers of the plain computations they replace, bit for bit.

The sampler was made faster (issue 13) without changing a single seeded draw: each fast path is
compared here with the straightforward code it replaced (kept below as the reference), on
adversarial inputs (signed zeros, NaN, ±inf, huge and subnormal values), including the random
stream left behind. If one of these fails, seeded reports would silently change.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator, Instance
from dgg.sample import bounds as Bd
from dgg.sample import constraints as C
from dgg.sample import distributions as D
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


# ------------------------------------------------------------------ references (the old code)
def ref_pick_rows(mode: np.ndarray, options: list[np.ndarray]) -> np.ndarray:
    out = np.empty(np.broadcast_shapes(*(o.shape for o in options)))
    for k, o in enumerate(options):
        rows = np.nonzero(mode == k)[0]
        if len(rows):
            out[rows] = o[rows]
    return out


def ref_mixed(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    B = shape[0]
    rest = shape[1:]
    scale = 10.0 ** rng.uniform(-3, 2, size=B)
    scale = np.where(rng.random(B) < 0.3, 1.0, scale)
    mode = rng.integers(0, 5, size=B)
    z = rng.normal(size=shape)
    u = rng.uniform(-1, 1, size=shape)
    sgn = rng.choice([-1.0, 1.0], size=shape)
    keep = rng.random(shape) < 0.3
    if rest:
        first = rng.integers(0, max(int(np.prod(rest)), 1), size=B)
        flat = keep.reshape(B, -1)
        if flat.shape[1]:
            flat[np.arange(B), first] = True
        keep = flat.reshape(shape)
    sparse = np.where(keep, z, 0.0)
    const = np.broadcast_to(rng.normal(size=(B,) + (1,) * len(rest)), shape)
    x = ref_pick_rows(mode, [z, u, sgn, sparse, const])
    scale = np.where(rng.random(B) < 0.02, 0.0, scale)
    return x * scale.reshape((B,) + (1,) * len(rest))


def ref_simplex(rng: np.random.Generator, B: int, n: int, peak: np.ndarray) -> np.ndarray:
    alpha = rng.choice([0.05, 0.3, 1.0, 5.0], size=(B, 1))
    g = rng.gamma(np.broadcast_to(alpha, (B, n)))
    g = np.where(g.sum(axis=1, keepdims=True) > 0, g, 1.0)
    d = g / g.sum(axis=1, keepdims=True)
    e = np.zeros((B, n))
    e[np.arange(B), peak] = 1.0
    eps = 10.0 ** rng.uniform(-6, np.log10(0.5), size=(B, 1))
    eps = np.where(rng.random((B, 1)) < 0.1, 0.0, eps)
    near = (1 - eps) * e + eps * d
    other = rng.integers(0, n, size=B)
    t = np.where(rng.random(B) < 0.5, rng.uniform(0, 1, size=B), 10.0 ** rng.uniform(-4, 0, B))
    two = (1 - t)[:, None] * e
    two[np.arange(B), other] += t
    uni = np.full((B, n), 1.0 / n)
    mode = rng.choice(4, size=B, p=[0.35, 0.35, 0.2, 0.1])
    return ref_pick_rows(mode, [d, near, two, uni])


def ref_draw_in(bd: Bd.Bounds, rng: np.random.Generator, B: int) -> np.ndarray:
    free = ref_mixed(rng, (B,))
    free = np.where(rng.random(B) < 0.1, rng.choice([0.0, 1.0, -1.0, 2.0], size=B), free)
    extreme = rng.choice([1e-9, -1e-9, 1e6, -1e6], size=B)
    free = np.where(rng.random(B) < 0.04, extreme, free)
    lo, hi = bd.lo, bd.hi
    mag = 10.0 ** rng.uniform(-4, 2, size=B) * np.maximum(1.0, np.where(
        np.isfinite(lo), np.abs(lo), np.where(np.isfinite(hi), np.abs(hi), 1.0)))
    tiny = 1e-9 * np.maximum(1.0, np.abs(np.where(np.isfinite(lo), lo, 0.0)))
    r = rng.random(B)
    above = lo + np.where(bd.lo_open, np.where(r < 0.15, tiny, mag), np.where(r < 0.25, 0, mag))
    below = hi - np.where(bd.hi_open, np.where(r < 0.15, tiny, mag), np.where(r < 0.25, 0, mag))
    width = hi - lo
    u = rng.random(B)
    inner = lo + width * np.where(u < 0.5, rng.random(B), 10.0 ** rng.uniform(-6, 0, B))
    inner = np.where((u > 0.75) & ~bd.lo_open, lo, inner)
    inner = np.where((u > 0.9) & ~bd.hi_open, hi, inner)
    fl, fh = np.isfinite(lo), np.isfinite(hi)
    x = np.where(fl & fh, inner, np.where(fl, above, np.where(fh, below, free)))
    x = np.where(np.isnan(bd.eq), x, bd.eq)
    for ex in bd.excluded:
        hit = x == ex
        x = np.where(hit, x + np.where(np.isfinite(mag), mag, 1.0), x)
    return x


def ref_add(bd: Bd.Bounds, a: np.ndarray, b: np.ndarray, op: str, fold: bool) -> None:
    with np.errstate(all="ignore"):
        root = -b / np.where(a == 0, 1.0, a)
    pos, neg, zero = a > 0, a < 0, a == 0
    if op in ("≤", "<"):
        strict = op == "<"
        newhi = np.where(pos, root, np.inf)
        newlo = np.where(neg, root, -np.inf)
        bad = zero & ((b > 0) if not strict else (b >= 0))
        if fold:
            newhi, newlo, bad = newhi.min(axis=1), newlo.max(axis=1), bad.any(axis=1)
        if strict:
            bd.hi_open = bd.hi_open | (newhi <= bd.hi)
            bd.lo_open = bd.lo_open | (newlo >= bd.lo)
        else:
            bd.hi_open = bd.hi_open & ~(newhi < bd.hi)
            bd.lo_open = bd.lo_open & ~(newlo > bd.lo)
        bd.hi = np.minimum(bd.hi, newhi)
        bd.lo = np.maximum(bd.lo, newlo)
        if bad.shape == bd.lo.shape:
            bd.lo[bad] = np.inf
        else:
            bd.lo = np.where(bad, np.inf, bd.lo)
    elif op == "=":
        bd.eq = np.where(np.isnan(bd.eq) & ~zero, root, bd.eq)
        bd.lo = np.where(zero & (b != 0), np.inf, bd.lo)
    elif op == "≠":
        bd.excluded.append(np.where(zero, np.nan, root))


def ref_free(shape: tuple[int, ...]) -> Bd.Bounds:
    return Bd.Bounds(np.full(shape, -np.inf), np.full(shape, np.inf), np.zeros(shape, bool),
                    np.zeros(shape, bool), np.full(shape, np.nan), [])


# ------------------------------------------------------------------ helpers
def same(x: np.ndarray, y: np.ndarray) -> bool:
    """Equal shapes, values, NaN places and signs of zeros (not the sign of a NaN, which no
    comparison or report can see and which numpy's reductions do not fix)."""
    x, y = np.asarray(x), np.asarray(y)
    if x.shape != y.shape:
        return False
    if x.dtype.kind == "f":
        sign = np.signbit(x) == np.signbit(y)
        return bool(np.array_equal(x, y, equal_nan=True) and (sign | np.isnan(x)).all())
    return bool(np.array_equal(x, y))


def nasty(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Floats over every scale, with signed zeros, NaN, ±inf, the largest and subnormal values."""
    with np.errstate(all="ignore"):  # overflow to ±inf is wanted
        x = rng.normal(size=shape) * 10.0 ** rng.integers(-320, 309, size=shape).astype(float)
    pick = rng.random(shape)
    specials = np.array([0.0, -0.0, np.nan, np.inf, -np.inf, 1.7e308, -1.7e308, 5e-324, 1.0,
                         -1.0])
    return np.where(pick < 0.4, specials[rng.integers(0, len(specials), size=shape)], x)


# ------------------------------------------------------------------ the random laws
@pytest.mark.parametrize("shape", [(1,), (257,), (300, 16), (64, 3, 5), (40, 0), (2, 4)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_mixed_is_the_reference_law_and_stream(shape: tuple[int, ...], seed: int) -> None:
    r1, r2, r3 = (np.random.default_rng(seed) for _ in range(3))
    with np.errstate(all="ignore"):
        assert same(D.mixed(r1, shape), ref_mixed(r2, shape))
    D.discard_mixed(r3, shape)
    tail = r2.random(8)
    assert same(r1.random(8), tail) and same(r3.random(8), tail)


@pytest.mark.parametrize("B,n", [(1, 1), (500, 16), (200, 3), (1000, 2)])
@pytest.mark.parametrize("seed", [0, 5])
def test_simplex_is_the_reference_law_and_stream(B: int, n: int, seed: int) -> None:
    peak = np.random.default_rng(seed + 100).integers(0, n, size=B)
    r1, r2 = np.random.default_rng(seed), np.random.default_rng(seed)
    x = D.simplex(r1, B, n, peak)
    assert same(x, ref_simplex(r2, B, n, peak))
    assert same(r1.random(8), r2.random(8))
    assert np.allclose(x.sum(axis=1), 1.0) and (x >= 0).all()


@pytest.mark.parametrize("kinds", ["free", "lo", "hi", "both", "mixed"])
@pytest.mark.parametrize("seed", range(3))
def test_draw_in_is_the_reference_law_and_stream(kinds: str, seed: int) -> None:
    """Scalars in bounds of every kind (open, closed, equalities, exclusions), same numbers."""
    B = 2000
    rng = np.random.default_rng(seed)
    which = {"free": 0, "lo": 1, "hi": 2, "both": 3}.get(kinds)
    kind = rng.integers(0, 4, size=B) if which is None else np.full(B, which)
    bds = [Bd.Bounds.free((B,))]
    with np.errstate(all="ignore"):
        lo, hi = _bounds_of_kinds(rng, kind)
    bd = Bd.Bounds(lo, hi, rng.random(B) < 0.5, rng.random(B) < 0.5, np.full(B, np.nan), [],
                  True)
    bds.append(bd)
    bds.append(Bd.Bounds(lo, hi, bd.lo_open, bd.hi_open, np.where(rng.random(B) < 0.2, 3.0,
                                                                  np.nan), [np.full(B, 0.0)],
                        True))
    for b in bds:
        r1, r2 = np.random.default_rng(seed + 10), np.random.default_rng(seed + 10)
        with np.errstate(all="ignore"):
            assert same(D.draw_in(b, r1, B), ref_draw_in(b, r2, B))
        assert same(r1.random(4), r2.random(4))


def _bounds_of_kinds(rng: np.random.Generator, kind: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per instance: no bound (0), a lower (1), an upper (2) or both (3), at nasty values."""
    B = len(kind)
    lo = np.where((kind == 1) | (kind == 3), nasty(rng, (B,)), -np.inf)
    hi = np.where((kind == 2) | (kind == 3), np.abs(nasty(rng, (B,))) + np.where(
        np.isfinite(lo), lo, 0.0), np.inf)
    return lo, hi


# ------------------------------------------------------------------ bounds
@pytest.mark.parametrize("op", ["≤", "<", "=", "≠"])
@pytest.mark.parametrize("seed", range(4))
def test_bounds_add_is_the_reference(op: str, seed: int) -> None:
    rng = np.random.default_rng(seed)
    B, K = 3000, 7
    for shape, fold in (((B,), False), ((B, K), False), ((B,), True)):
        arg = (B, K) if fold else shape
        mine, ref = Bd.Bounds.free(shape), ref_free(shape)
        for _ in range(3):  # from free bounds, then from bounds that already hold something
            a = np.where(rng.random(arg) < 0.3, 0.0, nasty(rng, arg))
            a = np.where(rng.random(arg) < 0.3, np.sign(a), a)  # whole rows of one sign, too
            b = nasty(rng, arg)
            if op in ("=", "≠"):
                for k in range(K) if fold else [None]:
                    ak, bk = (a, b) if k is None else (a[:, k], b[:, k])
                    mine.add(ak, bk, op)
                    ref_add(ref, ak, bk, op, fold=False)
                continue
            (mine.add_all if fold else mine.add)(a, b, op)
            ref_add(ref, a, b, op, fold)
        for f in ("lo", "hi", "lo_open", "hi_open", "eq"):
            assert same(np.broadcast_to(getattr(mine, f), shape), getattr(ref, f)), (op, f, fold)
        assert len(mine.excluded) == len(ref.excluded)
        assert all(same(x, y) for x, y in zip(mine.excluded, ref.excluded))


def test_bounds_add_all_sign_patterns() -> None:
    """Rows with all, some and no positive (negative, zero) coefficients, one block or many."""
    rng = np.random.default_rng(7)
    for B, K in ((5, 16), (9000, 16), (70000, 1)):
        for pattern in ("pos", "neg", "mixed", "zero"):
            a = {"pos": np.ones((B, K)), "neg": -np.ones((B, K)), "zero": np.zeros((B, K)),
                 "mixed": rng.choice([-1.0, 0.0, 2.0], size=(B, K))}[pattern]
            b = nasty(rng, (B, K))
            for op in ("≤", "<"):
                mine, ref = Bd.Bounds.free((B,)), ref_free((B,))
                mine.add_all(a, b, op)
                ref_add(ref, a, b, op, fold=True)
                for f in ("lo", "hi", "lo_open", "hi_open"):
                    assert same(getattr(mine, f), getattr(ref, f)), (B, K, pattern, op, f)


# ------------------------------------------------------------------ probes
@pytest.mark.parametrize("side", ["lhs", "rhs"])
def test_linear_bare_is_linear_on_bare_probes(side: str) -> None:
    """Read off ``g0`` alone, the decision of the four-point check on ``X - p`` / ``p - X``."""
    rng = np.random.default_rng(11)
    with np.errstate(all="ignore"):
        for trial in range(200):
            X = nasty(rng, (64, 5))
            if trial % 3 == 0:  # mostly finite: the check must pass on every finite X
                X = np.where(np.isfinite(X), X, 1.0)
            m = rng.random((64, 5)) < (0.5 if trial % 2 else 1.0)
            gs = [(p - X) if side == "lhs" else (X - p) for p in C._POINTS]
            a = gs[1] - gs[0]
            assert C.linear_bare(gs[0], m) == C._linear(gs[0], gs[1], gs[2], gs[3], a, m)
            if np.isfinite(X).all():
                assert C.linear_bare(gs[0], m)


LEAN = """
theorem bare {n : ℕ} (π u : Fin n → ℝ) (j₀ : Fin n) (δ F c : ℝ) (s : Finset (Fin n))
    (hπ : ∀ j, 0 ≤ π j) (hpeak : 1 - δ ≤ π j₀) (hδ : 0 ≤ δ) (hδ1 : δ ≤ 1)
    (hu : ∀ j, |u j| ≤ F) (hs : ∀ j ∈ s, u j < c) (hc : c ≠ 2 * F) (hc2 : c ≤ c * c + F) :
    |u j₀| ≤ F := by
  sorry
"""


@functools.lru_cache(maxsize=1)
def _bare() -> Evaluator:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "Bare.lean"
        p.write_text(LEAN, encoding="utf-8")
        _, ss = load([p], ROOT)
    return Evaluator(ss[0])


def test_bare_side_is_recognised() -> None:
    sm = Sampler(_bare(), {})
    sides = {(at.hyp, str(at.rel.op), v): C.bare_side(at, v)
             for at in sm.atoms for v in ("δ", "F", "c")}
    assert sides[("hδ", "≤", "δ")] == "rhs" and sides[("hδ1", "≤", "δ")] == "lhs"
    assert sides[("hpeak", "≤", "δ")] is None  # δ inside `1 - δ`
    assert sides[("hu", "≤", "F")] == "rhs" and sides[("hs", "<", "c")] == "rhs"
    assert sides[("hc", "≠", "c")] == "lhs" and sides[("hc", "≠", "F")] is None
    assert sides[("hc2", "≤", "c")] is None  # c on both sides
    assert sides[("hc2", "≤", "F")] is None  # F inside a sum


@pytest.mark.parametrize("batch", [50, C.STACK_ROWS + 100])
def test_bare_probe_gives_the_four_point_coefficients(batch: int, monkeypatch) -> None:
    """One evaluation instead of four: the same (a, b, mask) and the same verdict, with values of
    ``u`` that include ±inf and NaN (where the four-point check rejects or skips)."""
    ev = _bare()
    sm = Sampler(ev, {})
    rng = np.random.default_rng(batch)
    with np.errstate(all="ignore"):
        inst = sm.draw({"n": 6}, batch, rng)
    u = inst.values["u"].copy()
    for row, val in ((0, np.inf), (1, np.nan), (2, -np.inf), (3, 1e300)):
        u[row, 1] = val
    cases = [inst, Instance(inst.sizes, {**inst.values, "u": u}, inst.batch)]
    fast, slow = [], []
    for out in (fast, slow):
        for one in cases:
            for v in ("δ", "F", "c"):
                for at in sm.scalar_atoms(v):
                    with np.errstate(all="ignore"):
                        out.append(C.affine_coeffs(ev, at, one, v, entrywise=False))
        monkeypatch.setattr(C, "bare_side", lambda atom, var: None)
    assert len(fast) == len(slow) and any(r is None for r in slow)
    assert any(r is not None for r in slow)
    for f, s in zip(fast, slow):
        assert (f is None) == (s is None)
        if f is not None and s is not None:
            for x, y in zip(f, s):
                y = np.asarray(y)
                assert same(np.broadcast_to(x, y.shape), y)
