"""Two guards on relations, used by :mod:`dgg.eval.props`.

* :func:`symbolic_relation` — an exact comparison that interval arithmetic cannot decide
  (``Real.exp 1 = Real.exp 1``, ``Real.sqrt 2 * Real.sqrt 2 = 2``) is retried symbolically: both
  sides as sympy numbers (the evaluator on :class:`dgg.eval.sympy_ops.SympyOps`), the sign of the
  difference certified (:mod:`dgg.eval.certify`). Otherwise :class:`Undecidable` again.
  :func:`symbolic_relation_val` does the same when an *operand* is undecidable in interval
  arithmetic (``Real.tan (π / 2)`` divides by an enclosure of 0; in sympy ``cos (π / 2) = 0``).
* :func:`note_nonfinite` — in float mode, records which instances of the batch compared an
  infinite or NaN operand; such an instance is not a trial (its truth value is an accident of
  overflow, e.g. ``|inf - 2| ≤ 1e-9·inf``). The mark lives on the term evaluator
  (``te.nonfinite``, bool per batch entry, or ``None``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from dgg.errors import detail
from dgg.eval import certify
from dgg.eval.exp_ring import Outside, RingOps, unit_of
from dgg.eval.exp_ring import sign as ring_sign
from dgg.eval.exp_ring import sub as ring_sub
from dgg.eval.numeric import Undecidable
from dgg.eval.symbolic import NotSymbolic, Singular
from dgg.eval.sympy_ops import S, SympyOps, sibling
from dgg.eval.values import Scope, Val, align
from dgg.model.terms import BinOp

__all__ = ["mark_nonfinite", "note_nonfinite", "per_instance", "symbolic_relation",
           "symbolic_relation_val"]


def note_nonfinite(te: Any, x: np.ndarray, y: np.ndarray) -> None:
    """OR into ``te.nonfinite`` the batch entries where ``x`` or ``y`` is not finite."""
    with np.errstate(all="ignore"):
        bad = ~(np.isfinite(np.asarray(x, dtype=float)) & np.isfinite(np.asarray(y, dtype=float)))
    if not bad.any():
        return
    mark_nonfinite(te, np.broadcast_arrays(bad, np.asarray(x), np.asarray(y))[0])


def per_instance(mask: np.ndarray, all_: bool = False) -> np.ndarray:
    """A bool array whose first axis is the batch (or one entry for all) reduced to one entry per
    instance: any of its entries (all of them with ``all_``)."""
    if not mask.ndim:
        return mask.reshape(1)
    flat = mask.reshape(mask.shape[0], -1)
    return np.asarray(flat.all(axis=1) if all_ else flat.any(axis=1))


def mark_nonfinite(te: Any, mask: np.ndarray) -> None:
    """OR into ``te.nonfinite`` the instances where ``mask`` (bool, first axis the batch or one
    entry for all, any further axes) holds anywhere."""
    per = per_instance(np.asarray(mask, dtype=bool))
    prev = getattr(te, "nonfinite", None)
    if prev is None:
        te.nonfinite = per
    else:
        a, b = np.broadcast_arrays(prev, per)
        te.nonfinite = a | b


def _at(t: BinOp) -> str:
    return f" at {t.pos[0]}:{t.pos[1]}" if t.pos else ""


_TRUTH = {"≤": lambda s: s <= 0, "<": lambda s: s < 0, "≥": lambda s: s >= 0,
          ">": lambda s: s > 0, "=": lambda s: s == 0, "≠": lambda s: s != 0}


def _entrywise(ev2: Any, t: BinOp, sc: Scope, sign: Any) -> np.ndarray:
    """Relation ``t`` entry by entry on the evaluator ``ev2`` (the ring's or sympy's): both sides
    evaluated, then ``sign(lhs, rhs)`` (the certified sign of ``lhs - rhs``) per entry."""
    a, b, _ = ev2.rel_operands(t, sc)
    x, y, _ = align(a, b)
    x, y = np.broadcast_arrays(np.asarray(x, dtype=object), np.asarray(y, dtype=object))
    out = np.empty(x.shape, dtype=bool)
    truth = _TRUTH[t.op]
    for idx in np.ndindex(x.shape):
        out[idx] = truth(sign(x[idx], y[idx]))
    return out


def _ring_relation(te: Any, t: BinOp, sc: Scope) -> np.ndarray | None:
    """:func:`symbolic_relation` on :class:`dgg.eval.exp_ring.RingOps` (``softmax`` values:
    rational functions of ``exp`` of rationals, decided without sympy), or ``None`` when the
    relation leaves that fragment or a sign is not decided there: then sympy decides. Its own
    time limit; a limit running around it is obeyed (its expiry propagates)."""
    nested = certify.limit_running()
    try:
        den = unit_of(getattr(te, "arrays", {}).values())
    except (TypeError, ValueError):
        return None
    ring = sibling(te, RingOps(den))
    try:
        with certify.time_limit():
            out = _entrywise(ring, t, sc, lambda x, y: ring_sign(ring_sub(x, y)))
    except certify.TimeUp:
        if nested:
            raise
        return None
    except Exception:  # noqa: BLE001 - anything outside the fragment: sympy decides instead
        return None
    return out


def symbolic_relation(te: Any, t: BinOp, sc: Scope) -> np.ndarray:
    """The truth of relation ``t`` (per entry) from certified signs of ``lhs - rhs``, both sides
    evaluated by the same evaluator on :class:`dgg.eval.exp_ring.RingOps` when they stay in its
    fragment (exact, no sympy), else on :class:`dgg.eval.sympy_ops.SympyOps` (see module doc).
    Bounded in time (:func:`dgg.eval.certify.time_limit`)."""
    if isinstance(te.ops, RingOps):  # a nested relation the ring could not decide: give up there
        raise Outside(f"relation {t.op}{_at(t)} undecided in the exp-rational fragment")
    r = _ring_relation(te, t, sc)
    if r is not None:
        return r
    sym = sibling(te, SympyOps())
    try:
        with certify.time_limit():
            out = _entrywise(sym, t, sc, lambda x, y: certify.sign(S(x) - S(y)))
    except (NotSymbolic, Singular, AttributeError, TypeError) as e:
        raise Undecidable(f"relation {t.op}{_at(t)} outside the symbolic fragment{detail(e)}") \
            from e
    return out


def symbolic_relation_val(te: Any, t: BinOp, sc: Scope) -> Val:
    """The relation ``t`` evaluated whole on :class:`dgg.eval.sympy_ops.SympyOps` (operands
    included), for an exact evaluator whose interval arithmetic could not evaluate an operand.
    Every branch and comparison is a certified sign; otherwise :class:`Undecidable`. Bounded in
    time (:func:`dgg.eval.certify.time_limit`)."""
    sym = sibling(te, SympyOps())
    try:
        with certify.time_limit():
            v = sym.relation(t, sc)
    except (NotSymbolic, Singular, AttributeError, TypeError) as e:
        raise Undecidable(f"relation {t.op}{_at(t)} outside the symbolic fragment{detail(e)}") \
            from e
    return Val("bool", np.asarray(v.arr, dtype=bool), v.depth)
