"""The underflow-as-NaN rule of :class:`~dgg.eval.numeric.FloatOps` read from the processor's
underflow flag gives the same values as scanning every result, on batches large enough for numpy's
SIMD loops and on operands mixing zeros, subnormals, huge values and ``±inf`` (an earlier overflow).

The reference below restates the scan-every-result rule on purpose: ``|r|`` below the smallest
normal float while the true value is nonzero is NaN. The one difference allowed is an exact
subnormal result (no flag, the true value), which is checked with exact rationals."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from dgg.eval.numeric import FloatOps

TINY = np.finfo(float).tiny


def _scan(r: np.ndarray, nonzero: np.ndarray) -> np.ndarray:
    return np.where((np.abs(r) < TINY) & nonzero, np.nan, r)


def _operand(rng: np.random.Generator, n: int) -> np.ndarray:
    x = np.exp(rng.uniform(-760.0, 760.0, n)) * rng.choice([-1.0, 1.0], n)
    pick = rng.random(n)
    x[pick < 0.05] = 0.0
    x[(pick >= 0.05) & (pick < 0.08)] = np.inf
    x[(pick >= 0.08) & (pick < 0.10)] = -np.inf
    x[(pick >= 0.10) & (pick < 0.12)] = 5e-324 * rng.integers(1, 1000, n)[(pick >= 0.10) & (pick < 0.12)]
    return x


def _same(new: np.ndarray, ref: np.ndarray, exact: list[Fraction | None]) -> None:
    for i, (a, b) in enumerate(zip(new.ravel(), ref.ravel())):
        if np.isnan(a) and np.isnan(b) or a == b:
            continue
        # allowed: the scan called an exact subnormal an underflow
        assert np.isnan(b) and 0 < abs(a) < TINY and exact[i] == Fraction(float(a)), (i, a, b)


@pytest.mark.parametrize("n", [1, 7, 64, 1000, 20_000])
def test_flagged_underflow_matches_scanning_every_result(n: int) -> None:
    rng = np.random.default_rng(n)
    F = FloatOps
    with np.errstate(all="ignore"):
        for _ in range(5):
            a, b = _operand(rng, n), _operand(rng, n)
            # a finite subnormal quotient stays when it is exact; the scan would drop it
            new = F.mul(a, b)
            ref = _scan(np.multiply(a, b), (a != 0) & (b != 0))
            ex = [Fraction(float(x)) * Fraction(float(y)) if np.isfinite(x * 0 + y * 0) else None
                  for x, y in zip(a, b)]
            _same(new, ref, ex)
            new = F.div(a, b)
            ref = _scan(np.where(b == 0, 0.0, a / np.where(b == 0, 1.0, b)), (a != 0) & (b != 0))
            ex = [Fraction(float(x)) / Fraction(float(y)) if np.isfinite(x * 0 + y * 0) and y != 0
                  else None for x, y in zip(a, b)]
            _same(new, ref, ex)
            e = rng.uniform(-800.0, 10.0, n)
            e[rng.random(n) < 0.1] = -np.inf
            _same(F.exp(e), _scan(np.exp(e), np.ones(n, bool)), [None] * n)
            k = rng.integers(0, 400, n).astype(float)
            k[rng.random(n) < 0.05] = np.inf
            base = np.abs(a) ** 0.01 * np.sign(a)
            _same(F.npow(base, k), _scan(np.power(base, k), base != 0), [None] * n)
            p = np.power(base, np.abs(-k))
            zref = _scan(np.where(-k >= 0, p, np.where(p == 0, 0.0, 1.0 / np.where(p == 0, 1.0, p))),
                         base != 0)
            zref = np.where(np.isnan(_scan(p, base != 0)), np.nan, zref)
            _same(F.zpow(base, -k), zref, [None] * n)


def test_the_flag_does_not_leak_an_error_state() -> None:
    """Outside the operations numpy's error handling is what the caller set: an underflow in the
    caller's own arithmetic still follows its errstate."""
    with np.errstate(under="raise"):
        with pytest.raises(FloatingPointError):
            np.multiply(np.array([1e-200]), np.array([1e-200]))
        assert np.isnan(FloatOps.mul(np.array([1e-200]), np.array([1e-200]))[0])
    with np.errstate(all="ignore"):
        assert np.multiply(np.array([1e-200]), np.array([1e-200]))[0] == 0.0
