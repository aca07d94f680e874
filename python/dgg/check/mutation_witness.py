"""An exact counterexample search that is independent of ``dgg check``'s sampler and search.

In: a statement. Out: :func:`witness`, a verified exact counterexample rendered as Lean values
(``{"x": "-2"}``), or ``None`` when none was found (the statement may still be false).

The search shares nothing with :mod:`dgg.sample` or :mod:`dgg.check.search`: no hypothesis-driven
bounds, no equation solving, no evolution. Sizes of finite types and dimensions run over 1, 2, 3;
every variable takes values from a fixed list of small rationals (:data:`GRID`; naturals and
integers from small lists; functions and matrices as constants, unit vectors, vectors summing to 1
and seeded random vectors with entries in :data:`GRID`). All combinations are tried when there are
at most ``limit`` of them, else ``limit`` seeded random ones. Candidates are screened in floats —
every hypothesis true, the conclusion false *or within 1e-6 of its boundary*, so that equality
cases of a ``<`` are not lost to float tolerance — and the closest ones are then verified exactly
(:func:`dgg.check.exact.verify`: rationals, certified intervals, symbolic derivatives). Only an
exact ``counterexample`` is returned.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.check.exact import COUNTEREXAMPLE, render, verify
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, VarSpec
from dgg.eval.numeric import Undecidable
from dgg.model.records import Statement

__all__ = ["witness", "GRID"]

GRID = tuple(Fraction(x) for x in (-3, -2, -1, Fraction(-1, 2), 0, Fraction(1, 2), 1, 2, 3, 10))
NATS = tuple(Fraction(x) for x in (0, 1, 2, 3, 5))
INTS = tuple(Fraction(x) for x in (-2, -1, 0, 1, 2, 3))
SIZES = (1, 2, 3)
_ERRORS = (NotTranslated, Undecidable, ValueError, TypeError, ArithmeticError, IndexError,
           KeyError, AttributeError)


def _fn_choices(shape: tuple[int, ...], rng: np.random.Generator, count: int = 24
                ) -> list[np.ndarray]:
    """Candidate values of a real function on finite types (an object array of Fractions)."""
    k = int(np.prod(shape)) if shape else 1
    out: list[np.ndarray] = [np.full(shape, c, dtype=object) for c in GRID]
    for i in range(min(k, 4)):
        e = np.zeros(k, dtype=object) + Fraction(0)
        e[i] = Fraction(1)
        out.append(e.reshape(shape))
    if k:
        out.append(np.full(shape, Fraction(1, k), dtype=object))
    for _ in range(count):
        out.append(np.array([GRID[j] for j in rng.integers(0, len(GRID), size=k)],
                            dtype=object).reshape(shape))
    for _ in range(count // 2):  # nonnegative, summing to 1 (whole array, and row by row)
        w = rng.integers(0, 4, size=k)
        if w.sum() == 0:
            w[0] = 1
        out.append(np.array([Fraction(int(x), int(w.sum())) for x in w],
                            dtype=object).reshape(shape))
        if len(shape) == 2 and shape[1]:
            m = rng.integers(0, 4, size=shape)
            m[:, 0] += m.sum(axis=1) == 0
            out.append(np.array([[Fraction(int(x), int(r.sum())) for x in r] for r in m],
                                dtype=object))
    return out


def _choices(ev: Evaluator, s: VarSpec, sizes: dict[str, int], rng: np.random.Generator
             ) -> list[Any] | None:
    if s.cat == "real":
        return list(GRID)
    if s.cat == "nat":
        return list(NATS)
    if s.cat == "int":
        return list(INTS)
    ty = ev.domain_of(s.name, sizes)
    if s.cat == "idx":
        return list(range(ty[1].size)) or None
    if s.cat == "finset":
        n = ty[1].size
        return [np.array(m, dtype=bool) for m in itertools.product((False, True), repeat=n)]
    if s.cat == "fn":
        return _fn_choices(tuple(d.size for d in ty[1]), rng)
    return None


def _stack(s: VarSpec, vals: list[Any], exact: bool) -> np.ndarray:
    if s.cat == "idx":
        return np.array(vals, dtype=np.int64)
    if s.cat == "finset":
        return np.array(vals, dtype=bool)
    if exact:
        return np.array(vals, dtype=object) if s.cat != "fn" else np.stack(vals).astype(object)
    arr = np.stack([np.asarray(v, dtype=object) for v in vals]) if s.cat == "fn" \
        else np.array(vals, dtype=object)
    return arr.astype(float)


def _screen(ev: Evaluator, inst: Instance) -> np.ndarray:
    """Float margin of the conclusion where every hypothesis holds finitely (``inf`` elsewhere)."""
    ok = np.ones(inst.batch, dtype=bool)
    for h in ev.stmt.hypotheses:
        assert h.term is not None
        t, fin = ev.truth_finite(h.term, inst)
        ok &= t & fin
    assert ev.stmt.conclusion is not None
    m = ev.margin(ev.stmt.conclusion, inst)
    c, fin = ev.truth_finite(ev.stmt.conclusion, inst)
    m = np.where(~c & fin, np.minimum(m, 0.0), m)
    return np.where(ok & fin & ~np.isnan(m), m, np.inf)


def witness(stmt: Statement, limit: int = 3000, confirm: int = 10, seed: int = 0,
            max_sizes: int = 9) -> dict[str, str] | None:
    """An exact counterexample of ``stmt`` found as described in the module docstring, or
    ``None``."""
    try:
        ev = Evaluator(stmt)
    except NotTranslated:
        return None
    rng = np.random.default_rng(seed)
    keys = [s.name for s in ev.specs if s.cat in ("type", "dim")]
    configs = list(itertools.product(SIZES, repeat=len(keys)))
    if len(configs) > max_sizes:
        configs = [configs[i] for i in sorted(rng.choice(len(configs), max_sizes, replace=False))]
    others = [s for s in ev.specs if s.cat not in ("type", "dim")]
    for cfg in configs:
        sizes = dict(zip(keys, cfg))
        try:
            found = _search(ev, sizes, others, rng, limit, confirm)
        except _ERRORS:
            continue
        if found is not None:
            return found
    return None


def _search(ev: Evaluator, sizes: dict[str, int], specs: list[VarSpec],
            rng: np.random.Generator, limit: int, confirm: int) -> dict[str, str] | None:
    choices = [_choices(ev, s, sizes, rng) for s in specs]
    if any(c is None for c in choices):
        return None
    lists = [c for c in choices if c is not None]
    total = int(np.prod([len(c) for c in lists], dtype=float)) if lists else 1
    if total <= limit:
        combos = list(itertools.product(*[range(len(c)) for c in lists]))
    else:
        combos = [tuple(int(rng.integers(0, len(c))) for c in lists) for _ in range(limit)]
    if not combos:
        return None
    B = len(combos)
    vals = {s.name: _stack(s, [lists[j][cb[j]] for cb in combos], False)
            for j, s in enumerate(specs)}
    with np.errstate(all="ignore"):
        m = _screen(ev, Instance(dict(sizes), vals, B))
    order = [int(i) for i in np.argsort(m, kind="stable") if m[i] <= 1e-6][:confirm]
    for i in order:
        ex = Instance(dict(sizes), {s.name: _stack(s, [lists[j][combos[i][j]]], True)
                                    for j, s in enumerate(specs)}, 1, exact=True)
        try:
            if verify(ev, ex) == COUNTEREXAMPLE:
                return render(ev, ex)
        except _ERRORS:
            continue
    return None

