"""Batched values of the evaluator and the small array algebra on them.

A :class:`Val` holds an array whose axes are ``(batch, *context, *own)``: the batch axis (size ``B``
or 1, broadcast), one axis per enclosing bound variable of ``∑``/``∀``/``fun`` (``depth`` of them,
each of the binder's size or 1), then the value's own axes (none for a number, ``(n,)`` for a
function on a type with ``n`` elements, ``(m, n)`` for a matrix). Values created in an outer scope
have fewer context axes; :func:`lift` inserts singleton axes so that everything broadcasts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from dgg.model.terms import Name, Pos

#: Numeric types, in the order of Lean's coercions ℕ → ℤ → ℚ → ℝ.
NUM_ORDER = {"nat": 0, "int": 1, "rat": 2, "nnreal": 2.5, "real": 3}
#: The names of the numeric types, as the evaluator's type names.
NUM_NAMES = {"ℝ": "real", "Real": "real", "ℕ": "nat", "Nat": "nat", "ℤ": "int", "Int": "int",
             "ℝ≥0": "nnreal", "NNReal": "nnreal",
             "ℚ": "rat", "Rat": "rat"}


class NotTranslated(Exception):
    """A construct outside what the evaluator can translate; the statement is reported
    ``not_translated`` with :attr:`reason`."""

    def __init__(self, construct: str, pos: Pos = None) -> None:
        self.construct = construct
        self.pos = pos
        where = f" at {pos[0]}:{pos[1]}" if pos else ""
        super().__init__(f"{construct}{where}")

    @property
    def reason(self) -> str:
        return str(self)


@dataclass(frozen=True)
class Domain:
    """A finite type of the instance: ``key`` names it (``"Fin 3"``, ``"V"``), ``size`` counts it."""

    key: str
    size: int
    #: ``"nat"``/``"int"`` for a finite set of integers ``offset, …, offset + size - 1``
    base: str | None = None
    offset: int = 0


_KEEP: Any = object()


@dataclass(slots=True)
class Val:
    """One evaluated (batched) value.

    ``kind`` is ``num`` (``num`` gives ℕ/ℤ/ℚ/ℝ, ``None`` for a still-flexible numeral or coercion),
    ``bool``, ``idx`` (an element of ``doms[0]``; int array), ``fn`` (a function on ``doms``, codomain
    ``num``; ``matrix`` if typed ``Matrix``), ``finset`` (bool mask over ``doms[0]``), ``closure``
    (a function on a non-finite domain, called through ``fn``), ``type`` (a finite type ``dom``),
    ``univ`` (``Finset.univ`` before its type is known).
    """

    kind: str
    arr: Any = None
    depth: int = 0
    num: str | None = "real"
    doms: tuple[Domain, ...] = ()
    matrix: bool = False
    fn: Callable[..., Val] | None = None
    params: tuple[Any, ...] = ()
    dom: Domain | None = None

    @property
    def own_nd(self) -> int:
        return len(self.doms) if self.kind in ("fn", "finset") else 0

    def but(self, arr: Any = _KEEP, depth: int | None = None, num: Any = _KEEP) -> Val:
        """This value with ``arr``, ``depth`` or ``num`` replaced (``dataclasses.replace`` without
        its generic machinery: the evaluator's hot paths call it hundreds of thousands of times)."""
        return Val(self.kind, self.arr if arr is _KEEP else arr,
                   self.depth if depth is None else depth, self.num if num is _KEEP else num,
                   self.doms, self.matrix, self.fn, self.params, self.dom)


@dataclass
class Scope:
    """Variables visible at a point, and the number of context axes (``depth``) there."""

    vars: dict[str, Val]
    depth: int

    def bind(self, name: str, v: Val, depth: int | None = None) -> Scope:
        d = dict(self.vars)
        if name != "_":
            d[name] = v
        return Scope(d, self.depth if depth is None else depth)


def lift(v: Val, depth: int) -> Val:
    """``v`` with singleton context axes added up to ``depth``."""
    if v.arr is None or v.depth == depth:
        return v
    if v.depth > depth:
        raise ValueError("cannot lower the depth of a value")
    k = 1 + v.depth
    a = v.arr
    a = a.reshape(a.shape[:k] + (1,) * (depth - v.depth) + a.shape[k:])
    return Val(v.kind, a, depth, v.num, v.doms, v.matrix, v.fn, v.params, v.dom)


def align(a: Val, b: Val) -> tuple[np.ndarray, np.ndarray, int]:
    """The arrays of ``a`` and ``b`` lifted to a common depth, a scalar padded against a function."""
    d = max(a.depth, b.depth)
    x, y = lift(a, d).arr, lift(b, d).arr
    na, nb = a.own_nd, b.own_nd
    if na < nb:
        x = x.reshape(x.shape + (1,) * (nb - na))
    elif nb < na:
        y = y.reshape(y.shape + (1,) * (na - nb))
    return x, y, d


def bcast(a: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """``np.broadcast_to(a, shape)``, and ``a`` itself when it has that shape already (most calls
    on the hot paths; ``broadcast_to`` costs microseconds even then). Read-only use only."""
    return a if a.shape == shape else np.broadcast_to(a, shape)


def expand_axis(arr: np.ndarray, axis: int, size: int) -> np.ndarray:
    """Broadcast a (possibly singleton) axis to ``size``."""
    if arr.shape[axis] == size:
        return arr
    shape = list(arr.shape)
    shape[axis] = size
    return np.broadcast_to(arr, tuple(shape))


#: ``n ↦ arange(n)``, read-only, for :func:`_is_binder`'s comparison (built once per size)
_ARANGE: dict[int, np.ndarray] = {}


def _arange(n: int) -> np.ndarray:
    r = _ARANGE.get(n)
    if r is None:
        r = np.arange(n)
        r.flags.writeable = False
        if len(_ARANGE) < 1024:
            _ARANGE[n] = r
    return r


#: ``(n, d) ↦ arange(n)`` shaped as the variable bound at context axis ``d`` (read-only, shared)
_BINDERS: dict[tuple[int, int], np.ndarray] = {}


def binder_index(n: int, d: int) -> np.ndarray:
    """The array of the variable a big operator binds at context axis ``d`` over a type of ``n``
    elements: ``arange(n)`` on axis ``d``, singleton elsewhere (one shared read-only array per
    shape, which :func:`_is_binder` recognises by identity)."""
    key = (n, d)
    r = _BINDERS.get(key)
    if r is None:
        r = np.arange(n).reshape((1,) + (1,) * (d - 1) + (n,))
        r.flags.writeable = False
        if len(_BINDERS) < 4096:
            _BINDERS[key] = r
    return r


def _is_binder(i: Val, n: int) -> bool:
    """Whether index ``i`` is the bound variable of its own context axis (``i.depth``) over a type
    of ``n`` elements, i.e. its array is ``arange(n)`` along that axis and singleton elsewhere."""
    a = i.arr
    k = i.depth
    if a is _BINDERS.get((n, k)):  # the shared array of binder_index: no comparison needed
        return True
    if not (k >= 1 and isinstance(a, np.ndarray) and a.ndim == k + 1 and a.shape[-1] == n
            and a.size == n and a.dtype.kind in "iu"):
        return False
    return bool((a.reshape(n) == _arange(n)).all())


def _at_binder(f: Val, k: int) -> np.ndarray:
    """``f j`` where ``j`` is the variable bound at context axis ``k`` (see :func:`_is_binder`):
    a view of ``f``'s array whose first own axis becomes context axis ``k`` (no copy)."""
    if f.depth < k:  # f does not vary with j: its first own axis lands exactly on axis k
        return lift(f, k - 1).arr
    A = f.arr
    own = 1 + f.depth
    if A.shape[k] == 1:  # f constant along axis k: move its own axis there
        return np.squeeze(np.swapaxes(A, k, own), axis=own)
    if A.shape[own] == 1:  # a broadcast own axis: the value does not depend on the argument
        return np.squeeze(A, axis=own)
    return np.moveaxis(np.diagonal(A, axis1=k, axis2=own), -1, k)  # f varies with j: diagonal


def gather(f: Val, i: Val) -> Val:
    """Apply a tabulated function (or a finset mask) to an index: ``f i``. At a big operator's own
    bound variable the result is a view of ``f`` (no gather)."""
    if f.arr is not None and _is_binder(i, f.doms[0].size):
        out = _at_binder(f, i.depth)
        d = max(f.depth, i.depth)
        if f.kind == "finset":
            return Val("bool", out, d)
        if len(f.doms) == 1:
            return Val("num", out, d, num=f.num)
        return Val("fn", out, d, num=f.num, doms=f.doms[1:], matrix=False)
    d = max(f.depth, i.depth)
    A, idx = lift(f, d).arr, lift(i, d).arr
    lead = np.broadcast_shapes(A.shape[: 1 + d], idx.shape[: 1 + d])
    A = bcast(A, lead + A.shape[1 + d:])
    idx = bcast(idx, lead).astype(np.int64)
    rest = A.ndim - 2 - d
    ix = idx.reshape(lead + (1,) + (1,) * rest)
    ix = bcast(ix, lead + (1,) + A.shape[2 + d:])
    out = np.take_along_axis(A, ix, axis=1 + d)
    out = out.reshape(lead + A.shape[2 + d:])
    if f.kind == "finset":
        return Val("bool", out, d)
    if len(f.doms) == 1:
        return Val("num", out, d, num=f.num)
    return Val("fn", out, d, num=f.num, doms=f.doms[1:], matrix=False)


def const_arr(ops: Any, value: Any, num: str | None) -> np.ndarray:
    """A constant as a one-element batch array."""
    return ops.const(value)


def idx_to_num(ops: Any, arr: np.ndarray) -> np.ndarray:
    """The natural-number value of indices, in the arithmetic of ``ops``."""
    if ops.exact:
        from fractions import Fraction

        return np.vectorize(lambda k: Fraction(int(k)), otypes=[object])(arr)
    return np.asarray(arr, dtype=float)


def join_num(types: list[str | None]) -> str | None:
    """The largest numeric type among ``types`` (``None`` entries ignored)."""
    ts = [t for t in types if isinstance(t, str)]
    if not ts:
        return None
    return max(ts, key=lambda t: NUM_ORDER[t])


@dataclass
class Sides:
    """The two sides of a relation (normalised to ``lhs ≤ rhs``/``lhs < rhs``/``lhs = rhs``) as
    float arrays of shape ``(B, *ctx)``, with the mask of the peeled ``∀ j ∈ s`` binders."""

    op: str
    lhs: np.ndarray
    rhs: np.ndarray
    mask: np.ndarray


def call_closure_val(te: Any, f: Val, v: Val, sc: Scope) -> Val:
    """Apply a closure to an already evaluated argument."""
    key = "__arg__"
    s2 = Scope(dict(sc.vars), max(sc.depth, v.depth))
    s2.vars[key] = v
    assert f.fn is not None
    return f.fn(te, [Name(key)], s2)
