"""Per-instance bounds on one variable, and how an affine constraint narrows them.

In: the coefficients ``a``, ``b`` of ``a * s + b  op  0`` (``op`` in ``≤ < = ≠``) per instance, or
per entry of a function, or per instance and context entry (the atoms of a ``∀``, folded).
Out: :class:`Bounds` — lower and upper bounds with their open flags, an exact value, excluded
values — read by :mod:`dgg.sample.distributions`. The coefficients come from
:func:`dgg.sample.constraints.affine_coeffs`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: the read-only arrays of :meth:`Bounds.free`, by shape
_FREE: dict[tuple[int, ...], tuple[np.ndarray, ...]] = {}


@dataclass
class Bounds:
    """Per-instance bounds on a variable (arrays of the batch, or ``(B, n)`` for entries)."""

    lo: np.ndarray
    hi: np.ndarray
    lo_open: np.ndarray
    hi_open: np.ndarray
    eq: np.ndarray
    excluded: list[np.ndarray]
    #: whether any constraint was added (``False``: every entry is free, nothing to read)
    touched: bool = False

    @staticmethod
    def free(shape: tuple[int, ...]) -> Bounds:
        """No bound on any entry (read-only broadcast arrays, shared between calls of the same
        shape; :meth:`add` makes new ones)."""
        c = _FREE.get(shape)
        if c is None:
            c = tuple(np.broadcast_to(np.array(v), shape)
                      for v in (-np.inf, np.inf, False, False, np.nan))
            if len(_FREE) >= 256:
                _FREE.clear()
            _FREE[shape] = c
        return Bounds(c[0], c[1], c[2], c[3], c[4], [])

    def add(self, a: np.ndarray, b: np.ndarray, op: str) -> None:
        """Intersect with ``a * s + b  op  0``."""
        self._add(a, b, op, fold=False)

    def add_all(self, a: np.ndarray, b: np.ndarray, op: str) -> None:
        """Intersect with ``a[:, k] * s + b[:, k]  op  0`` for every ``k`` at once (``op`` in
        ``≤ <``); the same bounds as :meth:`add` called for each ``k`` in turn."""
        if a.shape[1]:
            self._add(a, b, op, fold=True)

    def _add(self, a: np.ndarray, b: np.ndarray, op: str, fold: bool) -> None:
        self.touched = True
        if op in ("=", "≠"):
            zero = a == 0
            with np.errstate(all="ignore"):
                root = np.divide(-b, a)  # read only where a ≠ 0 (and a is a number)
            if op == "=":
                self.eq = np.where(np.isnan(self.eq) & ~zero, root, self.eq)
                self.lo = np.where(zero & (b != 0), np.inf, self.lo)
            else:
                self.excluded.append(np.where(zero, np.nan, root))
            return
        if op not in ("≤", "<"):
            return
        strict = op == "<"
        newhi: np.ndarray | None
        newlo: np.ndarray | None
        if fold:  # the tightest of the atoms (as a fold of `add`)
            newhi, newlo, bad = _fold_rows(a, b, strict)
        else:
            with np.errstate(all="ignore"):
                root = np.divide(-b, a)  # read only where a ≠ 0 (and a is a number)
            # a s + b ≤ 0: s ≤ root (a>0), s ≥ root (a<0); `None`: ±inf everywhere
            newhi = _where(a > 0, root, np.inf)
            newlo = _where(a < 0, root, -np.inf)
            zero = a == 0
            bad = zero & ((b > 0) if not strict else (b >= 0)) if zero.any() else None
        # open flags: a strictly tighter bound takes the atom's strictness, an equal one adds it
        if newhi is not None or strict:
            nh = np.inf if newhi is None else newhi
            if strict:
                self.hi_open = self.hi_open | (nh <= self.hi)
            else:
                self.hi_open = self.hi_open & ~(nh < self.hi)
            if newhi is not None:
                self.hi = np.minimum(self.hi, newhi)
        if newlo is not None or strict:
            nl = -np.inf if newlo is None else newlo
            if strict:
                self.lo_open = self.lo_open | (nl >= self.lo)
            else:
                self.lo_open = self.lo_open & ~(nl > self.lo)
            if newlo is not None:
                self.lo = np.maximum(self.lo, newlo)
        if bad is None:
            return
        if bad.shape == self.lo.shape:
            self.lo = self.lo.copy() if newlo is None else self.lo  # never write a shared array
            self.lo[bad] = np.inf
        else:
            self.lo = np.where(bad, np.inf, self.lo)


def _where(mask: np.ndarray, x: np.ndarray, other: float) -> np.ndarray | None:
    """``np.where(mask, x, other)``, or ``None`` when the mask holds nowhere (the bound is
    ``other`` everywhere: nothing to intersect); no ``where`` pass when it holds everywhere."""
    if not mask.any():
        return None
    return x if mask.all() else np.where(mask, x, other)


#: elements per block of rows in :func:`_fold_rows` (temporaries stay in cache)
_BLOCK = 1 << 15


def _fold_rows(a: np.ndarray, b: np.ndarray, strict: bool
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """For ``a[:, k] s + b[:, k] ≤ 0`` (``< 0`` if ``strict``) over all ``k``, per row: the least
    upper bound ``min_k -b/a`` over ``a > 0``, the greatest lower bound ``max_k -b/a`` over
    ``a < 0`` (``±inf`` if none) and whether some ``a = 0`` atom fails (``None``: none has
    ``a = 0``). The values of ``np.where(a > 0, -b / a, inf).min(axis=1)`` and so on, computed by
    blocks of rows (the temporaries stay in cache; every row is reduced as before)."""
    B, K = a.shape
    hi, lo = np.full(B, np.inf), np.full(B, -np.inf)
    bad: np.ndarray | None = None
    step = max(1, _BLOCK // max(K, 1))
    with np.errstate(all="ignore"):
        for s in range(0, B, step):
            ab, bb = a[s:s + step], b[s:s + step]
            root = np.divide(-bb, ab)
            for mask, inf, red, out in ((ab > 0, np.inf, np.min, hi),
                                        (ab < 0, -np.inf, np.max, lo)):
                y = _where(mask, root, inf)
                if y is not None:  # numpy's own row reduction (its order of ±0 ties and NaNs)
                    red(y, axis=1, out=out[s:s + step])
            zero = ab == 0
            if zero.any():
                bad = np.zeros(B, dtype=bool) if bad is None else bad
                bad[s:s + step] = (zero & ((bb > 0) if not strict else (bb >= 0))).any(axis=1)
    return hi, lo, bad


def all_true(m: np.ndarray) -> bool:
    """Whether a boolean array holds everywhere, reading a broadcast view only once per distinct
    entry (axes of stride 0 are looked at once)."""
    if m.ndim and 0 in m.strides:
        m = m[tuple(slice(0, 1) if st == 0 else slice(None) for st in m.strides)]
    return bool(np.all(m))


def reduce_bounds(a: np.ndarray, b: np.ndarray, m: np.ndarray, op: str, bounds: Bounds,
                  entrywise: bool) -> None:
    """Fold the atom ``a s + b op 0`` (over context axes, masked) into ``bounds``."""
    full = all_true(m)  # no masked entry: the `where`s below would only copy
    if entrywise:
        if op in ("≠",):
            return
        if not full:
            a = np.where(m, a, 0.0)
            b = np.where(m, b, -1.0 if op != "=" else 0.0)
        bounds.add(a, b, op)
        return
    B = bounds.lo.shape[0]
    shp = np.broadcast_shapes(a.shape, b.shape, m.shape)
    shp = (B,) + shp[1:]
    a = np.broadcast_to(a, shp).reshape(B, -1)
    b = np.broadcast_to(b, shp).reshape(B, -1)
    if op in ("≤", "<"):
        if full:
            bounds.add_all(a, b, op)
        else:
            mm = np.broadcast_to(m, shp).reshape(B, -1)
            bounds.add_all(np.where(mm, a, 0.0), np.where(mm, b, -1.0), op)
        return
    mm = np.broadcast_to(m, shp).reshape(B, -1)
    for k in range(a.shape[1]):
        ak = np.where(mm[:, k], a[:, k], 0.0)
        bk = np.where(mm[:, k], b[:, k], -1.0 if op not in ("=", "≠") else 0.0)
        if op in ("=", "≠") and not mm[:, k].all():
            continue
        bounds.add(ak, bk, op)
