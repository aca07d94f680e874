"""The atoms of a statement's hypotheses and their affine coefficients, shared by every sampler of
one evaluator and computed once where they depend on the sizes alone.

In: an :class:`~dgg.eval.evaluate.Evaluator`, its hypotheses, and the calls of
:func:`dgg.sample.constraints.affine_coeffs` the sampler makes for every drawn or projected batch.
Out: the same atoms (one list per hypothesis term, whichever sampler asks: the necessity runs
build one sampler per hypothesis) and the same coefficient arrays.

An atom whose only data variable is the one being solved for (``∀ j, 0 ≤ π j`` for ``π``,
``1 ≤ δ`` for ``δ``; every other name a size) is probed with that variable set to constants: its
coefficients ``(a, b, mask)`` are a function of the sizes, the variable's shape and, for the
probes of one stacked evaluation, the batch size (:func:`~dgg.sample.constraints.affine_coeffs_by`
says which). They are computed once per such key and returned read-only (the callers only read
them); about half the calls of a library run are of this kind. Every other atom is probed afresh.
"""

from __future__ import annotations

import weakref
from typing import Any

import numpy as np

from dgg.eval.evaluate import Evaluator, Instance
from dgg.model.terms import Term, free_names
from dgg.sample.constraints import STACK_ROWS, Atom, Coeffs, Stacker, affine_coeffs_by, atoms_of

__all__ = ["CoeffMemo", "memo_for", "readonly"]

#: Bytes of coefficient arrays kept per evaluator; beyond, the table starts afresh.
BUDGET = 64 << 20
_MISSING = object()


class CoeffMemo:
    """Atoms per hypothesis term and size-only coefficients of one evaluator (see the module
    docstring). Holds no reference to the evaluator (it is the key of :func:`memo_for`)."""

    def __init__(self) -> None:
        self._atoms: dict[int, tuple[Term, list[Atom]]] = {}
        #: (atom, var) -> whether var is the atom's only data variable
        self._alone: dict[tuple[int, str], tuple[Atom, bool]] = {}
        self._coeffs: dict[tuple[Any, ...], Coeffs | None] = {}
        #: hypothesis term -> whether no data variable is free in it; its truth per sizes
        self._static: dict[int, tuple[Term, bool]] = {}
        self._truths: dict[tuple[Any, ...], tuple[bool, bool]] = {}
        self._bytes = 0

    def atoms(self, hyp: str, term: Term, names: set[str]) -> list[Atom]:
        """:func:`~dgg.sample.constraints.atoms_of` ``(hyp, term, names)``, the same objects
        for every sampler (``names``, the statement's variables, is the same for all of them)."""
        hit = self._atoms.get(id(term))
        if hit is None or hit[0] is not term:
            hit = (term, atoms_of(hyp, term, names))
            self._atoms[id(term)] = hit
        return list(hit[1])

    def coeffs(self, ev: Evaluator, atom: Atom, inst: Instance, var: str, entrywise: bool,
               stack: Stacker | None = None) -> Coeffs | None:
        """:func:`~dgg.sample.constraints.affine_coeffs`, from the table where the atom's only
        data variable is ``var`` (``stack``: see :class:`~dgg.sample.constraints.Stacker`)."""
        if inst.exact or not self.only(ev, atom, var):
            return affine_coeffs_by(ev, atom, inst, var, entrywise, stack)[0]
        base = inst.values[var]
        key = (id(atom), var, entrywise, tuple(sorted(inst.sizes.items())), base.shape[1:],
               base.dtype.str)
        hit = self._coeffs.get(key + ("bare",), _MISSING)
        if hit is _MISSING:
            how = "big" if inst.batch > STACK_ROWS else inst.batch
            hit = self._coeffs.get(key + (how,), _MISSING)
        if hit is not _MISSING:
            return hit  # type: ignore[return-value]
        co, how_found = affine_coeffs_by(ev, atom, inst, var, entrywise, stack)
        if co is not None:  # shared between calls: callers only read
            co = (readonly(co[0]), readonly(co[1]), readonly(co[2]))
        size = sum(x.nbytes for x in co) if co is not None else 0
        if self._bytes + size > BUDGET:
            self._coeffs.clear()
            self._bytes = 0
        self._coeffs[key + (how_found,)] = co
        self._bytes += size
        return co

    def truth_finite(self, ev: Evaluator, term: Term, inst: Instance
                     ) -> tuple[np.ndarray | bool, np.ndarray | bool]:
        """``ev.truth_finite(term, inst)``; for a proposition about the sizes alone (``1 ≤ n``,
        no data variable free in it) the same value on every instance, computed once per sizes
        and given as two booleans (what ``&=`` into the batch's arrays gives the same)."""
        hit = self._static.get(id(term))
        if hit is None or hit[0] is not term:
            free = {n.split(".")[0] for n in free_names(term)} & ev.cache.data_vars
            hit = (term, not free)
            self._static[id(term)] = hit
        if not hit[1] or not inst.batch:
            return ev.truth_finite(term, inst)
        key = (id(term), inst.exact, tuple(sorted(inst.sizes.items())))
        tf = self._truths.get(key)
        if tf is not None:
            return tf
        t, f = ev.truth_finite(term, inst)
        if t.all() == t.any() and f.all() == f.any():  # (always: nothing varies by instance)
            self._truths[key] = (bool(t[0]), bool(f[0]))
        return t, f

    def only(self, ev: Evaluator, atom: Atom, var: str) -> bool:
        """Whether ``var`` is the only data variable (instance array, or pinned sequence, whose
        terms depend on the instance) free in the atom, binder types and domains included."""
        hit = self._alone.get((id(atom), var))
        if hit is None or hit[0] is not atom:
            free = {n.split(".")[0] for n in free_names(atom.term())} & ev.cache.data_vars
            hit = (atom, free <= {var})
            self._alone[(id(atom), var)] = hit
        return hit[1]


_MEMOS: weakref.WeakKeyDictionary[Evaluator, CoeffMemo] = weakref.WeakKeyDictionary()


def memo_for(ev: Evaluator) -> CoeffMemo:
    """The :class:`CoeffMemo` of ``ev`` (made on first use, dropped with ``ev``)."""
    memo = _MEMOS.get(ev)
    if memo is None:
        memo = _MEMOS[ev] = CoeffMemo()
    return memo


def readonly(x: np.ndarray) -> np.ndarray:
    """``x`` marked read-only (a view when ``x`` is writeable: the owner keeps its flag)."""
    if x.flags.writeable:
        x = x.view()
        x.flags.writeable = False
    return x
