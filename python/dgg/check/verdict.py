"""From float evidence to a verdict that says what it can guarantee (used by :mod:`dgg.check.driver`).

In: float candidates (instances whose conclusion failed in floats, or was not finite) and the
instances with the largest ``lhs / rhs``. Out:

* :func:`confirm_candidates` — each candidate re-verified exactly (:func:`dgg.check.exact.examine`):
  the certified counterexamples, and the outcome of every other candidate;
* :func:`suspect_evidence` — when nothing was certified, the worst candidate that exact arithmetic
  could neither confirm nor dismiss (``undecided``; a candidate whose hypotheses fail exactly, or
  whose conclusion holds exactly, is dismissed as float noise): the instance, the size of the
  violation, why it is not certified. Such a statement is ``suspect``: never a pass, never a
  refutation;
* :func:`certified_ratio` — the tightness figure ``max lhs / rhs`` recomputed *exactly* at the best
  float instances (hypotheses exactly true), so float noise near ``0 / 0`` cannot push it above 1.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.check.exact import (
    COUNTEREXAMPLE,
    HOLDS,
    UNDECIDED,
    examine,
    render,
    repair,
    to_exact,
    verify,
)
from dgg.eval import exact_ops
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.eval.numeric import Undecidable, iv_bounds
from dgg.sample.sampling import Sampler

__all__ = ["Outcome", "confirm_candidates", "suspect_evidence", "certified_ratio",
           "violation_size"]

@dataclass
class Outcome:
    status: str
    score: float
    inst: Instance
    reason: str


def violation_size(score: float, use_ratio: bool) -> float:
    """The relative size of a float violation from its search score (see
    :func:`dgg.check.search.conclusion_stats`)."""
    if not np.isfinite(score):
        return float("nan")
    return max(score - 1.0, 0.0) if use_ratio else max(score, 0.0)


def instance_key(c: Instance) -> bytes:
    """The values of a one-instance batch as bytes (equal instances, equal keys)."""
    return b"".join(np.ascontiguousarray(v).tobytes() for _, v in sorted(c.values.items()))


def confirm_candidates(sm: Sampler, cands: list[tuple[float, Instance]], out_of_time: Callable[[],
                       bool], max_confirm: int, max_misses: int = 6,
                       spread: list[tuple[float, Instance]] | None = None
                       ) -> tuple[int, Instance | None, list[Outcome]]:
    """Exact re-verification of the best ``max_confirm`` candidates: ``(certified count, first
    certified counterexample, outcomes of the others)``. Stops after ``max_misses`` candidates
    in a row that exact arithmetic did not confirm, or, with a ``spread`` (flags from the middle
    of the ranking), after ``max_misses + 3`` such candidates, so three of the spread are seen."""
    n, first, misses = 0, None, 0
    outcomes: list[Outcome] = []
    limit = max_misses + (3 if spread else 0)
    for sc, c in _order(cands, spread or [])[:max_confirm + (3 if spread else 0)]:
        if (out_of_time() and first is not None) or (first is None and misses >= limit):
            break
        status, ex, why = examine(sm, c)
        if ex is not None:
            n += 1
            if first is None:
                first = ex
        else:
            misses += 1
            if status == UNDECIDED and "conclusion" in why and _near_identity(sm, c):
                status, why = HOLDS, "equal to 1e-200 at 2000 bits: float noise"
            outcomes.append(Outcome(status, sc, c, why))
    return n, first, outcomes


def _simplicity(inst: Instance) -> int:
    """How many digits the candidate's values need as rationals (a float that is not close to
    a rational with a denominator below 10⁶ counts as 40): ``x = 0``, ``x = 1`` come first."""
    cost = 0
    for v in inst.values.values():
        a = np.asarray(v)
        if a.dtype.kind != "f":
            continue
        for x in a.reshape(-1)[:64]:
            if not np.isfinite(x):
                return 10 ** 6
            q = Fraction(float(x)).limit_denominator(10 ** 6)
            cost += 40 if float(q) != float(x) else len(str(q))
    return cost


def _spread_ranks(n: int) -> list[int]:
    """``0 … n-1`` in the order ``n/2, n/4, 3n/4, n/8, …`` (each rank once), then the rest."""
    out: list[int] = []
    seen: set[int] = set()
    d = 2
    while len(out) < n and d <= 2 * n:
        for j in range(1, d, 2):
            k = min(n - 1, (j * n) // d)
            if k not in seen:
                seen.add(k)
                out.append(k)
        d *= 2
    return out + [k for k in range(n) if k not in seen]


def _order(cands: list[tuple[float, Instance]], spread: list[tuple[float, Instance]] | None = None
           ) -> list[tuple[float, Instance]]:
    """The candidates without repeats (the same instance found again, the search converging on
    one point, is examined once), alternately the largest float violation and the simplest
    values (Lean's conventions ``x / 0 = 0``, ``log 0 = 0`` and kinks bite at such points, which
    a crowd of larger float false alarms, e.g. of a derivative, would otherwise hide)."""
    seen: set[bytes] = set()
    uniq = []
    for sc, c in sorted(cands, key=lambda t: -t[0]):
        k = instance_key(c)
        if k not in seen:
            seen.add(k)
            uniq.append((sc, c))
    simple = sorted(uniq, key=lambda t: _simplicity(t[1]))
    out, taken = [], set()
    for pair in zip(uniq, simple):
        for sc, c in pair:
            if id(c) not in taken:
                taken.add(id(c))
                out.append((sc, c))
    if not spread:
        return out
    ranked = sorted(spread, key=lambda t: -t[0])
    mid = [ranked[k] for k in _spread_ranks(len(ranked))]
    merged: list[tuple[float, Instance]] = []
    keys: set[bytes] = set()

    def put(t: tuple[float, Instance]) -> None:
        key = instance_key(t[1])
        if key not in keys:
            keys.add(key)
            merged.append(t)

    for i, t in enumerate(out):  # every second place, from the third on, goes to the spread
        put(t)
        while i >= 1 and mid and len(merged) < 2 * i + 1:
            put(mid.pop(0))
    for t in mid:
        put(t)
    return merged


def _near_identity(sm: Sampler, c: Instance) -> bool:
    """Whether the conclusion's sides at the (repaired, exact) candidate agree to a relative
    ``1e-200`` (absolute when both sides are below 1) in a 2000-bit enclosure: the float
    violation was rounding noise (an identity the
    computer algebra could not prove in time, such as two ways of writing a softmax sum). This
    dismisses the candidate; it never certifies anything."""
    ev = sm.ev
    assert ev.stmt.conclusion is not None
    try:
        ex = repair(sm, to_exact(ev, c))
        with exact_ops.precision(exact_ops.HIGH_PREC):
            return _sides_agree(ev, ex)
    except (ValueError, TypeError, Undecidable, NotTranslated, ZeroDivisionError, OverflowError):
        return False


def _sides_agree(ev: Evaluator, ex: Instance) -> bool:
    """:func:`_near_identity`'s test on the exact instance ``ex``."""
    assert ev.stmt.conclusion is not None
    sd = ev.sides(ev.stmt.conclusion, ex)
    if sd is None or sd.op not in ("=", "≤"):
        return False
    lhs, rhs = np.broadcast_arrays(np.asarray(sd.lhs, dtype=object),
                                   np.asarray(sd.rhs, dtype=object))
    mask = np.broadcast_to(sd.mask, lhs.shape)
    tiny = Fraction(1, 10 ** 200)
    for a, b, m in zip(lhs.flat, rhs.flat, mask.flat):
        if not m:
            continue
        alo, ahi = iv_bounds(a)
        blo, bhi = iv_bounds(b)
        # relative to the sides, or absolute when both are below 1 (a side exactly 0 and
        # the other a cancellation such as ``(1 - c) * …`` at ``c = 1``)
        scale = max(abs(alo), abs(ahi), abs(blo), abs(bhi), Fraction(1))
        dlo, dhi = alo - bhi, ahi - blo
        if sd.op == "=" and max(abs(dlo), abs(dhi)) > tiny * scale:
            return False
        if sd.op == "≤" and dlo > tiny * scale:
            return False
    return True


def suspect_evidence(ev: Evaluator, outcomes: list[Outcome], use_ratio: bool
                     ) -> dict[str, Any] | None:
    """The evidence record of a ``suspect`` verdict, or ``None`` if every unconfirmed candidate
    was dismissed exactly (float noise)."""
    worst: tuple[float, Outcome] | None = None
    for o in outcomes:
        size = violation_size(o.score, use_ratio)
        if o.status != UNDECIDED or not np.isfinite(o.score):
            continue  # dismissed exactly, or no float violation at all (an overflow re-checked)
        key = size if np.isfinite(size) else float("inf")
        if worst is None or key > worst[0]:
            worst = (key, o)
    if worst is None:
        return None
    o = worst[1]
    try:
        values = render(ev, to_exact(ev, o.inst))
    except (ValueError, TypeError, NotTranslated):
        values = {k: str(np.asarray(v).tolist()) for k, v in o.inst.values.items()}
    size = violation_size(o.score, use_ratio)
    return {"values": values,
            "violation": None if not np.isfinite(size) else float(f"{size:.6g}"),
            "reason": o.reason or o.status}


def _exact_ratio(ev: Evaluator, ex: Instance) -> tuple[Fraction, Fraction] | None:
    """Bounds on ``max lhs / rhs`` over the entries with ``lhs ≥ 0`` and ``rhs > 0``."""
    assert ev.stmt.conclusion is not None
    sd = ev.sides(ev.stmt.conclusion, ex)
    if sd is None:
        return None
    lhs, rhs = np.broadcast_arrays(np.asarray(sd.lhs, dtype=object),
                                   np.asarray(sd.rhs, dtype=object))
    mask = np.broadcast_to(sd.mask, lhs.shape)
    best: tuple[Fraction, Fraction] | None = None
    for a, b, m in zip(lhs.flat, rhs.flat, mask.flat):
        if not m:
            continue
        alo, ahi = iv_bounds(a)
        blo, bhi = iv_bounds(b)
        if alo < 0 or blo <= 0:
            continue
        if isinstance(a, Fraction) and isinstance(b, Fraction):
            lo = hi = a / b
        else:
            lo, hi = alo / bhi, ahi / blo
        if best is None or hi > best[1]:
            best = (lo, hi)
    return best


def certified_ratio(sm: Sampler, ratios: list[tuple[float, Instance]], limit: int = 6
                    ) -> tuple[float | None, str | None, Instance | None]:
    """``(value, exact text, counterexample)``: the largest exactly recomputed ratio among the
    ``limit`` best float ones (``None`` when none could be), and a certified counterexample if
    one of those instances turns out to violate the conclusion exactly."""
    ev = sm.ev
    best: tuple[Fraction, Fraction] | None = None
    for _, inst in sorted(ratios, key=lambda t: -t[0])[:limit]:
        try:
            ex = repair(sm, to_exact(ev, inst))
            skip = sm.skip
            plan = getattr(sm, "eq_plan", None)
            if plan is not None and getattr(ex, "iv_solved", False):
                skip = skip | plan.hyps
            out = verify(ev, ex, skip)
            if out == COUNTEREXAMPLE:
                return None, None, ex
            if out != HOLDS:
                continue
            b = _exact_ratio(ev, ex)
        except (ValueError, TypeError, Undecidable, NotTranslated, ZeroDivisionError,
                OverflowError):
            continue
        if b is not None and (best is None or b[1] > best[1]):
            best = b
    if best is None:
        return None, None, None
    lo, hi = best
    if lo == hi:
        return float(lo), f"{lo.numerator}/{lo.denominator}" if lo.denominator != 1 \
            else str(lo.numerator), None
    return float((lo + hi) / 2), f"[{float(lo):.17g}, {float(hi):.17g}]", None


