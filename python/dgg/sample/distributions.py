"""The random laws of the sampler (:mod:`dgg.sample.sampling`): mixed-scale entries, simplex points,
scalars inside per-instance bounds with mass on the end points, entries mapped into boxes."""

from __future__ import annotations

import numpy as np

from dgg.sample.constraints import Bounds


def pick_rows(mode: np.ndarray, options: list[np.ndarray]) -> np.ndarray:
    """Row ``i`` of ``options[mode[i]]`` for every ``i`` (``np.choose`` by rows, without reading
    every option at every entry)."""
    out = np.empty(np.broadcast_shapes(*(o.shape for o in options)))
    for k, o in enumerate(options):
        rows = np.nonzero(mode == k)[0]
        if len(rows):
            out[rows] = o[rows]
    return out


def mixed(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Entries at mixed scales: per instance a scale in 1e-3…1e2 and one of five patterns."""
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
    x = pick_rows(mode, [z, u, sgn, sparse, const])
    scale = np.where(rng.random(B) < 0.02, 0.0, scale)  # the zero function / zero scalar
    return x * scale.reshape((B,) + (1,) * len(rest))


def simplex(rng: np.random.Generator, B: int, n: int, peak: np.ndarray) -> np.ndarray:
    """Points of the probability simplex: Dirichlet (α ∈ {0.05, 0.3, 1, 5}), near-vertices at
    ``peak`` (off-peak mass 10^-6…0.5, sometimes exactly 0), two-point laws, uniform."""
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
    return pick_rows(mode, [d, near, two, uni])


def draw_in(bd: Bounds, rng: np.random.Generator, B: int) -> np.ndarray:
    """Scalars inside per-instance bounds, with mass on closed end points."""
    free = mixed(rng, (B,))
    free = np.where(rng.random(B) < 0.1, rng.choice([0.0, 1.0, -1.0, 2.0], size=B), free)
    extreme = rng.choice([1e-9, -1e-9, 1e6, -1e6], size=B)  # tiny and large scalars
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


def clip_draw(x: np.ndarray, bd: Bounds, rng: np.random.Generator) -> np.ndarray:
    """Map free draws into per-entry bounds, snapping a quarter of bounded entries to an end."""
    lo, hi = bd.lo, bd.hi
    both = np.isfinite(lo) & np.isfinite(hi)
    u = rng.random(x.shape)
    r = rng.random(x.shape)
    if not both.any() and not np.isfinite(lo).any() and not np.isfinite(hi).any() \
            and np.isnan(bd.eq).all():
        return x  # no bound on any entry: the draws are kept as they are (same random stream)
    with np.errstate(invalid="ignore"):  # inf - inf where a bound is missing; masked by `both`
        inside = lo + (hi - lo) * r
    inside = np.where(u < 0.15, lo, np.where(u < 0.3, hi, inside))
    above = lo + np.abs(x)
    above = np.where(u < 0.2, lo, above)
    below = hi - np.abs(x)
    below = np.where(u < 0.2, hi, below)
    y = np.where(both, inside, np.where(np.isfinite(lo), above, np.where(np.isfinite(hi), below,
                                                                           x)))
    return np.where(np.isnan(bd.eq), y, bd.eq)


def clip(x: np.ndarray, bd: Bounds) -> np.ndarray:
    y = np.clip(x, bd.lo, bd.hi)
    return np.where(np.isnan(bd.eq), y, bd.eq)
