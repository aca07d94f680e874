"""Compiled evaluation: a term traced once per size configuration and batch shape into a flat
program of numpy calls, then run without the tree walk.

The tree walk (:mod:`dgg.eval.terms`) spends most of its time deciding, node by node, what to do
with arrays whose shapes are fixed by the sizes and the batch: which axes to add, which helper to
call, which type to cast to. None of that depends on the numbers. So the walk is run once on a
batch whose arrays are wrapped in :class:`TArr`, a stand-in that computes the real values *and*
records every numpy call made on data; the record, pruned to what the outputs use, becomes one
straight-line Python function (:class:`Program`). Later batches with the same sizes and array
shapes run that function: the same numpy calls with the same arguments in the same order, so the
floats are the walk's bit for bit.

A program is only correct if nothing the walk decided depended on the data. The wrapper makes
every way of reading data into Python refuse (:class:`Untraceable`): truth values (``if x.any()``),
conversions (``float(x)``, ``np.asarray(x)``, iteration, ``.flat``), writes into an array, any
numpy function that returns Python data, and any numpy operation run while an error mode is
``raise`` (the walk then decides by exception). The arithmetic of :class:`~dgg.eval.numeric.FloatOps`,
whose underflow guard is such a decision, is recorded as one opaque call per operation
(:class:`TraceOps`), which the program calls again. A term whose trace is refused is evaluated by
the walk forever after; nothing is ever guessed. Exact arithmetic is never traced.

In: a term, an instance's arrays, a function running the walk on a scope. Out: the walk's arrays.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import numpy as np

__all__ = ["Program", "TArr", "TraceOps", "Tracer", "Untraceable", "as_array"]


class Untraceable(BaseException):
    """The walk read data into Python (or did something else a program cannot repeat); the term
    keeps the tree walk. A ``BaseException``, so that no ``except Exception`` of the walk takes it
    for an evaluation error."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


#: numpy functions that return facts about shapes (the same for every batch of a program)
_STATIC = {np.shape, np.ndim, np.size, np.broadcast_shapes, np.result_type}


class _Ref:
    """A slot of the program in a recorded argument list."""

    __slots__ = ("k",)

    def __init__(self, k: int) -> None:
        self.k = k


class Tracer:
    """The record of one traced evaluation: steps ``(slot, fn, args, kwargs)`` whose arguments
    hold :class:`_Ref` slots and constants."""

    def __init__(self) -> None:
        self.steps: list[tuple[int, Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = []
        self.inputs: list[tuple[str, int]] = []
        self._n = 0

    def _slot(self) -> int:
        self._n += 1
        return self._n

    def input(self, name: str, arr: np.ndarray) -> TArr:
        k = self._slot()
        self.inputs.append((name, k))
        return TArr(arr, k, self)

    def _unwrap(self, a: Any) -> tuple[Any, Any, bool]:
        """(real value, recorded form, whether traced data is involved)."""
        if type(a) is TArr:
            if a.tr is not self:
                raise Untraceable("a value of another trace")
            return a.v, _Ref(a.k), True
        if type(a) in (tuple, list):
            parts = [self._unwrap(x) for x in a]
            if any(p[2] for p in parts):
                return (type(a)(p[0] for p in parts), type(a)(p[1] for p in parts), True)
        return a, a, False

    def record(self, fn: Callable[..., Any], args: tuple[Any, ...],
               kwargs: dict[str, Any]) -> Any:
        """Call ``fn`` on the real values; when traced data is involved, record the call and
        return its result wrapped."""
        real: list[Any] = []
        rec: list[Any] = []
        traced = False
        for a in args:
            v, r, t = self._unwrap(a)
            real.append(v)
            rec.append(r)
            traced |= t
        rkw: dict[str, Any] = {}
        kwrec: dict[str, Any] = {}
        for key, a in kwargs.items():
            v, r, t = self._unwrap(a)
            rkw[key] = v
            kwrec[key] = r
            traced |= t
        out = fn(*real, **rkw)
        if not traced:
            return out
        if fn in _STATIC:
            return out
        k = self._slot()
        self.steps.append((k, fn, tuple(rec), kwrec))
        return self._wrap(out, k)

    def _wrap(self, out: Any, k: int) -> Any:
        if isinstance(out, (np.ndarray, np.generic)):
            return TArr(out, k, self)
        if type(out) in (tuple, list):
            items = []
            for i, x in enumerate(out):
                j = self._slot()
                self.steps.append((j, operator.getitem, (_Ref(k), i), {}))
                items.append(self._wrap(x, j))
            return type(out)(items)
        raise Untraceable(f"a numpy call returned {type(out).__name__} computed from data")

    def program(self, outputs: tuple[Any, ...]) -> Program:
        """The steps the ``outputs`` (wrapped values, constants or ``None``) depend on, as one
        function of the inputs it reads."""
        return Program(self, outputs)


def _raising() -> bool:
    err = np.geterr()
    return any(mode not in ("ignore", "warn", "print") for mode in err.values())


class TArr(np.lib.mixins.NDArrayOperatorsMixin):
    """An array of a traced evaluation: its real value ``v`` and its slot ``k`` in the program.
    Python's operators go through numpy's ufuncs (``NDArrayOperatorsMixin``), exactly as they do
    for an ``ndarray``; every way of reading the data into Python raises :class:`Untraceable`."""

    __slots__ = ("k", "tr", "v")
    __hash__ = None  # type: ignore[assignment]  # as unhashable as the ndarray it stands for

    def __init__(self, v: Any, k: int, tr: Tracer) -> None:
        self.v = v
        self.k = k
        self.tr = tr

    # ---------------------------------------------------------------- shapes (static)
    @property
    def shape(self) -> tuple[int, ...]:
        return self.v.shape  # type: ignore[no-any-return]

    @property
    def ndim(self) -> int:
        return self.v.ndim  # type: ignore[no-any-return]

    @property
    def size(self) -> int:
        return self.v.size  # type: ignore[no-any-return]

    @property
    def dtype(self) -> np.dtype[Any]:
        return self.v.dtype  # type: ignore[no-any-return]

    @property
    def nbytes(self) -> int:
        return self.v.nbytes  # type: ignore[no-any-return]

    def __len__(self) -> int:
        return len(self.v)

    # ---------------------------------------------------------------- numpy protocols
    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if "out" in kwargs:
            raise Untraceable(f"{ufunc.__name__} writing into an array")
        if _raising():
            raise Untraceable(f"{ufunc.__name__} under an error mode that raises")
        fn = ufunc if method == "__call__" else getattr(ufunc, method)
        return self.tr.record(fn, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if _raising():
            raise Untraceable(f"numpy.{func.__name__} under an error mode that raises")
        return self.tr.record(func, tuple(args), dict(kwargs))

    def __array__(self, *args: Any, **kwargs: Any) -> Any:
        raise Untraceable("an array converted (np.asarray / np.array)")

    def asarray(self, dtype: Any = None) -> Any:
        """``np.asarray(self, dtype)``, recorded (see :func:`as_array`)."""
        if dtype is None:
            return self
        return self.tr.record(np.asarray, (self,), {"dtype": dtype})

    # ---------------------------------------------------------------- methods
    def _method(self, name: str, *args: Any, **kwargs: Any) -> Any:
        return self.tr.record(getattr(type(self.v), name), (self,) + args, kwargs)

    def reshape(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("reshape", *args, **kwargs)

    def astype(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("astype", *args, **kwargs)

    def all(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("all", *args, **kwargs)

    def any(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("any", *args, **kwargs)

    def sum(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("sum", *args, **kwargs)

    def max(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("max", *args, **kwargs)

    def min(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("min", *args, **kwargs)

    def copy(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("copy", *args, **kwargs)

    def swapaxes(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("swapaxes", *args, **kwargs)

    def transpose(self, *args: Any, **kwargs: Any) -> Any:
        return self._method("transpose", *args, **kwargs)

    @property
    def T(self) -> Any:  # noqa: N802 (numpy's name)
        return self._method("transpose")

    def __getitem__(self, key: Any) -> Any:
        return self.tr.record(operator.getitem, (self, key), {})

    # ---------------------------------------------------------------- data into Python: refused
    def __setitem__(self, key: Any, value: Any) -> None:
        raise Untraceable("an array written in place")

    def __bool__(self) -> bool:
        raise Untraceable("a decision on data (truth value of an array)")

    def __float__(self) -> float:
        raise Untraceable("a number read from data (float)")

    def __int__(self) -> int:
        raise Untraceable("a number read from data (int)")

    def __index__(self) -> int:
        raise Untraceable("a number read from data (index)")

    def __iter__(self) -> Any:
        raise Untraceable("iteration over data")

    def __getattr__(self, name: str) -> Any:
        raise Untraceable(f"array attribute {name}")


def as_array(a: Any, dtype: Any = None) -> Any:
    """``np.asarray(a, dtype)``, which a traced array records instead of refusing."""
    if type(a) is TArr:
        return a.asarray(dtype)
    return np.asarray(a, dtype=dtype)


class TraceOps:
    """:class:`~dgg.eval.numeric.FloatOps` for a traced evaluation: constants as they are, every
    operation on traced data recorded as one call of the ``FloatOps`` method (its underflow guard
    decides on data, so the program calls the whole method again)."""

    exact = False
    dtype = float

    def __init__(self, base: Any, tracer: Tracer) -> None:
        self._base = base
        self._tracer = tracer
        self.const = base.const
        self.pi = base.pi

    def __getattr__(self, name: str) -> Any:
        fn = getattr(self._base, name)
        if not callable(fn):
            return fn
        tracer = self._tracer

        def op(*args: Any, **kwargs: Any) -> Any:
            return tracer.record(fn, args, kwargs)

        op.__name__ = name
        setattr(self, name, op)
        return op


class Program:
    """The recorded steps the outputs depend on, as one generated function of the instance's
    arrays (one line per numpy call, run with numpy's error modes at ``ignore``: the walk's
    warnings change no value, and a decision by exception was refused when tracing)."""

    def __init__(self, tr: Tracer, outputs: tuple[Any, ...]) -> None:
        live: set[int] = set()
        out_forms: list[Any] = []
        for o in outputs:
            v, r, _ = tr._unwrap(o)
            out_forms.append(r)
            _mark(r, live)
        kept = []
        for step in reversed(tr.steps):
            if step[0] in live:
                kept.append(step)
                for a in step[2]:
                    _mark(a, live)
                for a in step[3].values():
                    _mark(a, live)
        kept.reverse()
        self.inputs = [(name, k) for name, k in tr.inputs if k in live]
        ns: dict[str, Any] = {"_errstate": np.errstate}
        consts: dict[int, str] = {}

        def form(a: Any) -> str:
            if type(a) is _Ref:
                return f"s{a.k}"
            if type(a) in (tuple, list) and any(type(x) is _Ref for x in a):
                inner = ", ".join(form(x) for x in a)
                return f"({inner},)" if type(a) is tuple else f"[{inner}]"
            if a is None or type(a) in (bool, int, str) or (
                    type(a) is tuple and all(type(x) is int for x in a)):
                return repr(a)
            name = consts.get(id(a))
            if name is None:
                name = f"c{len(consts)}"
                consts[id(a)] = name
                if isinstance(a, np.ndarray) and a.flags.writeable and a.flags.owndata:
                    a.flags.writeable = False  # shared by every run of the program
                ns[name] = a
            return name

        lines = []
        for i, (k, fn, args, kwargs) in enumerate(kept):
            ns[f"f{i}"] = fn
            parts = [form(a) for a in args] + [f"{key}={form(a)}" for key, a in kwargs.items()]
            lines.append(f"        s{k} = f{i}({', '.join(parts)})")
        rets = ", ".join(form(r) for r in out_forms)
        params = ", ".join(f"s{k}" for _, k in self.inputs)
        body = "\n".join(lines) if lines else "        pass"
        src = (f"def _program({params}):\n    with _errstate(all='ignore'):\n{body}\n"
               f"    return ({rets},)\n")
        exec(compile(src, "<dgg program>", "exec"), ns)  # noqa: S102 (our own generated code)
        self.run: Callable[..., tuple[Any, ...]] = ns["_program"]
        self.steps = len(kept)
        self.src = src

    def __call__(self, values: dict[str, Any]) -> tuple[Any, ...]:
        return self.run(*[values[name] for name, _ in self.inputs])


def _mark(a: Any, live: set[int]) -> None:
    if type(a) is _Ref:
        live.add(a.k)
    elif type(a) in (tuple, list):
        for x in a:
            _mark(x, live)
