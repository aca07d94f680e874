"""The random laws of the sampler (:mod:`dgg.sample.sampling`): mixed-scale entries, simplex points,
scalars inside per-instance bounds with mass on the end points, entries mapped into boxes."""

from __future__ import annotations

from typing import Any

import numpy as np

from dgg.sample.bounds import Bounds, all_true


def _one_hot(n: int, at: np.ndarray) -> np.ndarray:
    """Rows ``e_{at[i]}`` of length ``n``."""
    e = np.zeros((len(at), n))
    e[np.arange(len(at)), at] = 1.0
    return e


def mixed(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """Entries at mixed scales: per instance a scale in 1e-3…1e2 and one of five patterns (normal,
    uniform on [-1, 1], random signs, sparse normal, constant).

    Every pattern's random numbers are drawn for the whole batch (the stream, hence every seeded
    result, does not depend on which rows take which pattern), but each pattern is computed only
    on its own rows, in place in the normal draws."""
    B = shape[0]
    rest = shape[1:]
    scale, mode, x, u, sgn, keep, first, const, zero = _mixed_draws(rng, shape)
    cols = int(np.prod(rest)) if rest else 0
    rows = [np.nonzero(mode == k)[0] for k in range(5)]
    r = rows[3]
    if len(r):
        kept = keep[r] < 0.3
        if first is not None and cols:
            kept.reshape(len(r), cols)[np.arange(len(r)), first[r]] = True
        x[r] = np.where(kept, x[r], 0.0)
    x[rows[1]] = u[rows[1]]
    x[rows[2]] = sgn[rows[2]] * 2.0 - 1.0  # rng.choice([-1.0, 1.0]) picks these
    x[rows[4]] = const[rows[4]]
    scale = np.where(zero, 0.0, scale)  # the zero function / zero scalar
    x *= scale.reshape((B,) + (1,) * len(rest))
    return x


def discard_mixed(rng: np.random.Generator, shape: tuple[int, ...]) -> None:
    """Advance ``rng`` exactly as :func:`mixed` does, without computing its entries (a draw whose
    value is not used keeps the stream, and every seeded result after it, unchanged)."""
    _mixed_draws(rng, shape)


def _mixed_draws(rng: np.random.Generator, shape: tuple[int, ...]) -> tuple[Any, ...]:
    """The random numbers of :func:`mixed`, in its order: scale, pattern, normal entries (the
    first pattern; the array the others are written into), uniform entries, signs (the draws of
    ``rng.choice([-1.0, 1.0])``), sparse-pattern uniforms (kept where ``< 0.3``), one entry always
    kept, constants, zero instances."""
    B = shape[0]
    rest = shape[1:]
    scale = 10.0 ** rng.uniform(-3, 2, size=B)
    scale = np.where(rng.random(B) < 0.3, 1.0, scale)
    mode = rng.integers(0, 5, size=B)
    x = rng.normal(size=shape)
    u = rng.uniform(-1, 1, size=shape)
    sgn = rng.integers(0, 2, size=shape)
    keep = rng.random(shape)
    first = rng.integers(0, max(int(np.prod(rest)), 1), size=B) if rest else None
    const = rng.normal(size=(B,) + (1,) * len(rest))
    zero = rng.random(B) < 0.02
    return scale, mode, x, u, sgn, keep, first, const, zero


def simplex(rng: np.random.Generator, B: int, n: int, peak: np.ndarray) -> np.ndarray:
    """Points of the probability simplex: Dirichlet (α ∈ {0.05, 0.3, 1, 5}), near-vertices at
    ``peak`` (off-peak mass 10^-6…0.5, sometimes exactly 0), two-point laws, uniform.

    As in :func:`mixed`, every law's random numbers are drawn for the whole batch and each law is
    computed only on its own rows."""
    alpha = rng.choice([0.05, 0.3, 1.0, 5.0], size=(B, 1))
    g = rng.standard_gamma(np.broadcast_to(alpha, (B, n)))  # = rng.gamma(α), one pass less
    tot = g.sum(axis=1, keepdims=True)
    if not np.all(tot > 0):  # rows of zeros (underflow at small α) become uniform
        g = np.where(tot > 0, g, 1.0)
        tot = g.sum(axis=1, keepdims=True)
    d = g
    d /= tot  # the Dirichlet point; rows of the other laws are overwritten below
    eps = 10.0 ** rng.uniform(-6, np.log10(0.5), size=(B, 1))
    eps = np.where(rng.random((B, 1)) < 0.1, 0.0, eps)
    other = rng.integers(0, n, size=B)
    t = np.where(rng.random(B) < 0.5, rng.uniform(0, 1, size=B), 10.0 ** rng.uniform(-4, 0, B))
    mode = rng.choice(4, size=B, p=[0.35, 0.35, 0.2, 0.1])
    r = np.nonzero(mode == 1)[0]  # near a vertex
    if len(r):
        d[r] = (1 - eps[r]) * _one_hot(n, peak[r]) + eps[r] * d[r]
    r = np.nonzero(mode == 2)[0]  # two points
    if len(r):
        two = (1 - t[r])[:, None] * _one_hot(n, peak[r])
        two[np.arange(len(r)), other[r]] += t[r]
        d[r] = two
    d[mode == 3] = 1.0 / n  # uniform
    return d


def draw_in(bd: Bounds, rng: np.random.Generator, B: int) -> np.ndarray:
    """Scalars inside per-instance bounds, with mass on closed end points.

    Per instance one of four laws by which bounds are finite: free (mixed scales, small integers,
    tiny and huge values), above a lower bound, below an upper bound, inside both. Every law's
    random numbers are drawn for the whole batch, in one fixed order; a law no instance uses is
    not computed."""
    lo, hi = bd.lo, bd.hi
    fl, fh = np.isfinite(lo), np.isfinite(hi)
    both = fl & fh
    free: np.ndarray | None = None
    if (fl | fh).all():
        discard_mixed(rng, (B,))
    else:
        free = mixed(rng, (B,))
    special = rng.random(B) < 0.1
    small = rng.choice([0.0, 1.0, -1.0, 2.0], size=B)
    extreme = rng.choice([1e-9, -1e-9, 1e6, -1e6], size=B)  # tiny and large scalars
    big = rng.random(B) < 0.04
    mag_exp = rng.uniform(-4, 2, size=B)
    r = rng.random(B)
    u = rng.random(B)
    lin, log_exp = rng.random(B), rng.uniform(-6, 0, B)
    x = np.zeros(B)  # every instance gets its law's value below
    if free is not None:
        x = np.where(big, extreme, np.where(special, small, free))
    above_only, below_only = (fl & ~fh).any(), (fh & ~fl).any()
    mag = None
    if above_only or below_only or bd.excluded:
        mag = 10.0 ** mag_exp * np.maximum(1.0, np.where(fl, np.abs(lo), np.where(
            fh, np.abs(hi), 1.0)))
    if below_only:
        assert mag is not None
        below = hi - np.where(bd.hi_open, np.where(r < 0.15, 1e-9 * np.maximum(1.0, np.abs(
            np.where(fl, lo, 0.0))), mag), np.where(r < 0.25, 0, mag))
        x = np.where(fh, below, x)
    if above_only:
        assert mag is not None
        tiny = 1e-9 * np.maximum(1.0, np.abs(np.where(fl, lo, 0.0)))
        above = lo + np.where(bd.lo_open, np.where(r < 0.15, tiny, mag), np.where(r < 0.25, 0,
                                                                                   mag))
        x = np.where(fl, above, x)
    if both.any():
        inner = lo + (hi - lo) * np.where(u < 0.5, lin, 10.0 ** log_exp)
        inner = np.where((u > 0.75) & ~bd.lo_open, lo, inner)
        inner = np.where((u > 0.9) & ~bd.hi_open, hi, inner)
        x = np.where(both, inner, x)
    if not all_true(np.isnan(bd.eq)):
        x = np.where(np.isnan(bd.eq), x, bd.eq)
    for ex in bd.excluded:
        assert mag is not None
        hit = x == ex
        x = np.where(hit, x + np.where(np.isfinite(mag), mag, 1.0), x)
    return x


def clip_draw(x: np.ndarray, bd: Bounds, rng: np.random.Generator) -> np.ndarray:
    """Map free draws into per-entry bounds, snapping a quarter of bounded entries to an end."""
    u = rng.random(x.shape)
    r = rng.random(x.shape)
    if not bd.touched:
        return x  # free bounds: as below, without reading them
    lo, hi = bd.lo, bd.hi
    both = np.isfinite(lo) & np.isfinite(hi)
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
