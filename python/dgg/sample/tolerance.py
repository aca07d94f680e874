"""Float acceptance of real equality hypotheses whose sides cancel: ``x ^ 2 - 5 * x + 6 = 0``.

In: a hypothesis term and a float batch. Out: whether each instance meets the hypothesis up to
the rounding of its evaluation.

The evaluator's float ``=`` accepts ``|L - R| ≤ 1e-9 (|L| + |R|) + 1e-300``: a tolerance relative
to the sides. When the sides are themselves the result of cancellation, that is not the rounding
error: at the float root ``x = 3.0000000000000004`` of ``x ^ 2 - 5 * x + 6 = 0`` the left side is
``1.8e-15`` and the right side ``0``, so no instance the equality solver places on a root was
accepted, and ``(h : x ^ 2 - 5 * x + 6 = 0) : x = 2`` was reported unsatisfiable (so was
``x ^ 2 - 2 = 0`` at ``x = √2`` correctly rounded).

The rounding error of a sum is bounded by a multiple of the sum of the absolute values of what is
added (the classic running error bound). :func:`magnitude` builds that term: ``a ± b`` becomes
``|a| + |b|`` recursively, through products, quotients, negations, numeric powers and ``∑`` —
``|x| ^ 2 + |5| * |x| + |6|`` for the example — and anything else is its absolute value. A
hypothesis that is a conjunction of real equalities without binders is then also accepted where
``|L - R| ≤ 1e-9 (M(L) + M(R)) + 1e-300`` (:class:`LooseEqualities`). ℕ and ℤ equalities keep
the evaluator's test: integers have no rounding to excuse. Acceptance is lenient by design: a
counterexample still needs the hypotheses to hold exactly (:mod:`dgg.check.exact`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.terms import Abs, BigOp, BinOp, Num, Term, UnOp

__all__ = ["LooseEqualities", "loose_equalities", "magnitude"]

#: the relative tolerance of the evaluator's float ``=`` (:meth:`dgg.eval.numeric.FloatOps.eq`)
REL_TOL = 1e-9


def magnitude(t: Term) -> Term:
    """A term bounding the absolute values that evaluating ``t`` adds up (see the module
    docstring); its value is at least ``|t|``."""
    if isinstance(t, BinOp):
        if t.op in ("+", "-"):
            return BinOp("+", magnitude(t.lhs), magnitude(t.rhs), ty=t.ty)
        if t.op == "*":
            return BinOp("*", magnitude(t.lhs), magnitude(t.rhs), ty=t.ty)
        if t.op == "/":
            return BinOp("/", magnitude(t.lhs), Abs(t.rhs), ty=t.ty)
        if t.op == "^" and isinstance(t.rhs, Num) and t.rhs.value.denominator == 1 \
                and t.rhs.value >= 0:
            return BinOp("^", magnitude(t.lhs), t.rhs, ty=t.ty)
    if isinstance(t, UnOp) and t.op == "-":
        return magnitude(t.arg)
    if isinstance(t, BigOp) and t.op == "∑":
        return BigOp("∑", t.binders, magnitude(t.body))
    if isinstance(t, Num):
        return Num(abs(t.value), str(abs(t.value)))
    return Abs(t)


def _equalities(t: Term) -> list[BinOp] | None:
    """The relations of ``t`` if it is a conjunction of ``=`` (no binders), else ``None``."""
    if isinstance(t, BinOp) and t.op == "∧":
        a, b = _equalities(t.lhs), _equalities(t.rhs)
        return None if a is None or b is None else a + b
    if isinstance(t, BinOp) and t.op == "=":
        return [t]
    return None


@dataclass(frozen=True)
class LooseEqualities:
    """The equalities of one hypothesis with their sides' magnitude terms."""

    rels: tuple[tuple[BinOp, Term, Term], ...]
    #: per relation, whether its sides are real numbers: a property of the statement's types, read
    #: on the first batch and not evaluated again
    _real: dict[int, bool] = field(default_factory=dict, compare=False, repr=False)

    def truth(self, ev: Evaluator, inst: Instance) -> np.ndarray:
        """Per instance: every equality holds up to ``1e-9`` of its sides' magnitudes; all
        ``False`` where a side is not a real number or cannot be evaluated that way."""
        ok = np.ones(inst.batch, dtype=bool)
        for i, (rel, ml, mr) in enumerate(self.rels):
            try:
                real = self._real.get(i)
                if real is None:
                    lv, rv = ev.value(rel.lhs, inst), ev.value(rel.rhs, inst)
                    real = self._real[i] = (_real(lv.kind, lv.num, rv.num)
                                            and _real(rv.kind, rv.num, lv.num))
                if not real:
                    return np.zeros(inst.batch, dtype=bool)
                sd = ev.sides(rel, inst)  # the sides as the relation elaborates them (`1 / 2 : ℝ`)
                if sd is None:
                    return np.zeros(inst.batch, dtype=bool)
                L, R = _batch(sd.lhs, inst.batch), _batch(sd.rhs, inst.batch)
                ML = _batch(ev.value(ml, inst, "real").arr, inst.batch)
                MR = _batch(ev.value(mr, inst, "real").arr, inst.batch)
            except Exception:  # noqa: BLE001 - outside what this test can read: keep the evaluator's
                return np.zeros(inst.batch, dtype=bool)
            if L is None or R is None or ML is None or MR is None:
                return np.zeros(inst.batch, dtype=bool)
            with np.errstate(all="ignore"):
                ok &= np.abs(L - R) <= REL_TOL * (np.abs(ML) + np.abs(MR)) + 1e-300
        return ok


def _real(kind: str, num: str | None, other: str | None) -> bool:
    return kind == "num" and num in ("real", None) and (num is not None or other is not None)


def _batch(a: object, batch: int) -> np.ndarray | None:
    """``a`` as a float array of shape ``(batch,)`` (scalars broadcast), or ``None``."""
    arr = np.asarray(a)
    if arr.dtype != np.float64 or arr.ndim > 1 or (arr.ndim == 1 and arr.shape[0] not in (1, batch)):
        return None
    return np.broadcast_to(arr.reshape(-1), (batch,))


def loose_equalities(t: Term) -> LooseEqualities | None:
    """:class:`LooseEqualities` of a hypothesis that is a conjunction of equalities, else ``None``."""
    rels = _equalities(t)
    if not rels:
        return None
    return LooseEqualities(tuple((r, magnitude(r.lhs), magnitude(r.rhs)) for r in rels))
