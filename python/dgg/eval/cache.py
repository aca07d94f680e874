"""Values of top-level subterms shared between evaluations of the same batch.

In: a term evaluated in the top-level scope of an instance (no bound variables around it), the
expected type, the arithmetic (float or exact), the sizes of the finite types, and the arrays the
term's free variables have in that instance. Out: the :class:`~dgg.eval.values.Val` computed the
last time the same term met the same arrays, or ``None``.

A statement's hypotheses, its conclusion, the four probe evaluations of
:func:`dgg.sample.constraints.affine_coeffs` and the margins and sides of the search all evaluate
the same subterms (``∑ j, π j``, ``softmax z``, ``∑ v, softmax z v * sqNorm (J v)``) on the same
arrays; each such subterm is computed once. Entries are keyed by the *identity* of the arrays and
keep them alive, so an identity is never reused while its entry exists; callers must not modify an
instance's arrays in place after evaluating on them (nothing in ``dgg`` does). The cache holds at
most :attr:`BatchCache.budget` bytes of values and forgets everything when that is exceeded.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from dgg.eval.values import Val
from dgg.model.terms import Term, free_names

__all__ = ["BatchCache"]


class BatchCache:
    """Values of top-level subterms of one statement, keyed by term, expected type, arithmetic,
    sizes and the identities of the free variables' arrays."""

    def __init__(self, data_vars: frozenset[str], budget: int = 256 << 20) -> None:
        #: the statement variables whose values live in instance arrays
        self.data_vars = data_vars
        self.budget = budget
        self._free: dict[int, tuple[Term, tuple[str, ...]]] = {}
        self._vals: dict[tuple[Any, ...], tuple[Term, tuple[Any, ...], Val, Any]] = {}
        self._bytes = 0
        #: inferred domains of bound variables (see :func:`dgg.eval.defs.binder_domain`)
        self.domains: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    def remember_domain(self, key: tuple[Any, ...], entry: tuple[Any, ...]) -> None:
        if len(self.domains) > 20000:
            self.domains.clear()
        self.domains[key] = entry

    def free(self, t: Term) -> tuple[str, ...]:
        """The data variables occurring free in ``t`` (memoised per term)."""
        hit = self._free.get(id(t))
        if hit is not None and hit[0] is t:
            return hit[1]
        names = tuple(sorted({n.split(".")[0] for n in free_names(t)} & self.data_vars))
        self._free[id(t)] = (t, names)
        return names

    def key(self, t: Term, want: Any, base: tuple[Any, ...], arrays: dict[str, Any]
            ) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        """The key of ``t`` under ``want`` in a scope described by ``base`` (arithmetic, sizes)
        whose data variables hold ``arrays``, and the arrays it depends on."""
        used = tuple(arrays.get(n) for n in self.free(t))
        return (id(t), want, base, tuple(id(a) for a in used)), used

    def get(self, key: tuple[Any, ...], t: Term) -> tuple[Val, Any] | None:
        """The value of ``t`` and the instances its evaluation marked not finite (the
        evaluator's ``nonfinite``, or ``None``), which a hit must mark again."""
        hit = self._vals.get(key)
        if hit is not None and hit[0] is t:
            return hit[2], hit[3]
        return None

    def put(self, key: tuple[Any, ...], t: Term, used: tuple[Any, ...], v: Val,
            nonfinite: Any = None) -> None:
        size = v.arr.nbytes if isinstance(v.arr, np.ndarray) else 0
        if self._bytes + size > self.budget:
            self._vals.clear()
            self._bytes = 0
            if size > self.budget:
                return
        self._vals[key] = (t, used, v, nonfinite)
        self._bytes += size

    def clear(self) -> None:
        """Forget every value (the term table stays)."""
        self._vals.clear()
        self._bytes = 0
