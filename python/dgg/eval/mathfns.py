"""More Mathlib functions for the evaluator, each with Lean's definition on every input.

In: argument terms of an application (``Real.tan x``, ``Nat.choose n k``, ``⌊x⌋₊``, ``n !``, …),
evaluated through the :class:`~dgg.eval.protocol.TermEvaluator`. Out: a :class:`Val`, in float
arithmetic or exactly (Fractions; Arb balls of python-flint where a transcendental function is met;
an interval that straddles a jump of ``⌊·⌋`` raises :class:`Undecidable`, it is never guessed).

* reals: ``Real.tan = sin / cos`` (so ``tan`` is 0 where ``cos`` is), ``Real.arctan``, ``Real.sinh``,
  ``Real.cosh``, ``Real.tanh``, ``Real.logb b x = log x / log b``, ``Real.arcsin``/``arccos``
  (clamped to ``[-1, 1]`` as in Mathlib);
* floors: ``Int.floor``/``⌊x⌋``, ``Int.ceil``/``⌈x⌉``, ``Int.fract x = x - ⌊x⌋``, ``Nat.floor``/``⌊x⌋₊``
  and ``Nat.ceil``/``⌈x⌉₊`` (0 below 0), ``Int.toNat``, ``Int.natAbs``;
* number theory on ℕ/ℤ: ``Nat.factorial``/``n !``, ``Nat.choose`` (0 when ``k > n``),
  ``Nat.ascFactorial``, ``Nat.descFactorial``, ``Nat.gcd``/``Nat.lcm``/``Int.gcd``,
  ``Nat.succ``/``Nat.pred``, ``Nat.sqrt``, ``Nat.Prime``, ``Even``/``Odd``, ``a ∣ b`` (``0 ∣ b`` iff
  ``b = 0``), ``Nat.log``/``Nat.clog``/``Nat.log2``, ``Nat.multichoose``, ``IsSquare`` (ℕ, ℤ);
  predicates on real numbers such as ``Even (x : ℝ)`` are not translated;
* ``Real.sqrtTwoAddSeries x n`` (``x``, then ``√(2 + ·)`` iterated ``n`` times).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
import sympy as sp

from dgg.eval import certify
from dgg.eval.exact_ops import Undecidable, iv_bounds, to_iv
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.sympy_ops import S, SympyOps
from dgg.eval.values import NotTranslated, Scope, Val, align, call_closure_val, lift
from dgg.model.terms import BinOp, Term

__all__ = ["FUNCTIONS", "dvd", "factorial_val"]

#: Largest factorial or binomial argument evaluated (beyond: not a finite float anyway).
_BIG = 2000


def _num(te: TermEvaluator, t: Term, sc: Scope, want: str, pos: Any) -> Val:
    v = te.ev(t, sc, want)
    if v.kind != "num":
        raise NotTranslated("a number expected", pos)
    return v


def _arity(args: tuple[Term, ...], k: int, what: str, pos: Any) -> None:
    if len(args) != k:
        raise NotTranslated(f"{what} with {len(args)} arguments", pos)


# ------------------------------------------------------------------------------ real functions
def _via_ops(what: str, f: Callable[[Any, np.ndarray], np.ndarray]) -> Handler:
    """A real function written with the evaluator's own operations (exact for free)."""

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, 1, what, pos)
        v = _num(te, args[0], sc, "real", pos)
        return Val("num", f(te.ops, v.arr), v.depth, num="real")
    return h


def _tan(ops: Any, x: np.ndarray) -> np.ndarray:
    return ops.div(ops.sin(x), ops.cos(x))


def _sinh(ops: Any, x: np.ndarray) -> np.ndarray:
    half = ops.const(Fraction(1, 2))
    return ops.mul(half, ops.sub(ops.exp(x), ops.exp(ops.neg(x))))


def _cosh(ops: Any, x: np.ndarray) -> np.ndarray:
    half = ops.const(Fraction(1, 2))
    return ops.mul(half, ops.add(ops.exp(x), ops.exp(ops.neg(x))))


def _tanh(ops: Any, x: np.ndarray) -> np.ndarray:
    return ops.div(_sinh(ops, x), _cosh(ops, x))


def _mono_iv(name: str, x: Any) -> Any:
    """An Arb ball enclosing ``atan``, ``asin`` or ``acos`` (``name``) on the ball or rational
    ``x`` (python-flint's rigorous functions; ``asin``/``acos`` of a ball reaching outside
    ``[-1, 1]`` is ``nan``, which decides nothing)."""
    return getattr(to_iv(x), name)()


def _iv_fn(name: str, fl: Callable[[np.ndarray], np.ndarray], clamp: bool = False) -> Handler:
    """A monotone function (``arctan``, ``arcsin``, ``arccos``) in float and exactly."""

    def one(x: Any) -> Any:
        if clamp:
            x = _clamp1(x)
        if isinstance(x, (Fraction, int)) and x == (1 if name == "acos" else 0):
            return Fraction(0)
        return _mono_iv(name, x)

    g = np.frompyfunc(one, 1, 1)
    sym = {"atan": sp.atan, "asin": sp.asin, "acos": sp.acos}[name]

    def one_sym(ops: SympyOps, x: Any) -> Any:
        e = S(x)
        if clamp and ops.sgn(e - 1) >= 0:  # Lean's junk values: `arcsin x = π / 2` for 1 ≤ x
            e = sp.Integer(1)
        elif clamp and ops.sgn(e + 1) <= 0:
            e = sp.Integer(-1)
        return sym(e)

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, 1, name, pos)
        v = _num(te, args[0], sc, "real", pos)
        if isinstance(te.ops, SympyOps):  # the symbolic check: sympy's exact `asin 1 = π / 2`
            ops = te.ops
            arr = np.asarray(np.frompyfunc(lambda x: one_sym(ops, x), 1, 1)(v.arr), dtype=object)
        elif te.ops.exact:
            arr = np.asarray(g(v.arr), dtype=object)
        else:
            x = np.asarray(v.arr, dtype=float)
            arr = fl(np.clip(x, -1.0, 1.0) if clamp else x)
        return Val("num", arr, v.depth, num="real")
    return h


def _clamp1(x: Any) -> Any:
    if isinstance(x, (Fraction, int)):
        return max(Fraction(-1), min(Fraction(1), Fraction(x)))
    lo, hi = iv_bounds(x)
    if lo >= -1 and hi <= 1:
        return x
    if lo >= 1:
        return Fraction(1)
    if hi <= -1:
        return Fraction(-1)
    raise Undecidable("argument of arcsin/arccos straddles ±1")


def _logb(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    _arity(args, 2, "Real.logb", pos)
    b = _num(te, args[0], sc, "real", pos)
    x = _num(te, args[1], sc, "real", pos)
    u, w, d = align(x, b)
    return Val("num", te.ops.div(te.ops.log(u), te.ops.log(w)), d, num="real")


# ------------------------------------------------------------------------------ floors
#: A float this close to an integer (relative to its size) has an uncertain floor.
_FLOOR_ULPS = 64 * float(np.finfo(float).eps)


def _floor1(x: Any, ceil: bool) -> Fraction:
    if isinstance(x, (Fraction, int)):
        f = Fraction(x)
        return Fraction(math.ceil(f) if ceil else math.floor(f))
    if isinstance(x, sp.Basic):  # a sympy number (symbolic evaluation): `⌊sin x ^ 2 + cos x ^ 2⌋`
        return _floor_sympy(x, ceil)
    lo, hi = iv_bounds(x)
    a, b = (math.ceil(lo), math.ceil(hi)) if ceil else (math.floor(lo), math.floor(hi))
    if a != b:
        raise Undecidable("an interval straddles an integer (floor/ceil)")
    return Fraction(a)


def _floor_sympy(x: sp.Basic, ceil: bool) -> Fraction:
    """``⌊x⌋`` (``⌈x⌉``) of a real sympy constant: from an enclosure, and where it straddles an
    integer ``k``, from the certified sign of ``x - k`` (``0`` by a symbolic identity:
    ``sin x ^ 2 + cos x ^ 2 - 1``, ``logb 10 1000 - 3``); else :class:`Undecidable`."""
    if x.is_Rational:
        f = Fraction(int(x.p), int(x.q))
        return Fraction(math.ceil(f) if ceil else math.floor(f))
    lo, hi = certify.enclose(x)
    a, b = (math.ceil(lo), math.ceil(hi)) if ceil else (math.floor(lo), math.floor(hi))
    if a == b:
        return Fraction(a)
    if b - a > 1:
        raise Undecidable("floor/ceil of a number whose enclosure spans several integers")
    k = a if ceil else b  # the one integer inside the enclosure
    s = certify.sign(x - k)
    if ceil:
        return Fraction(k if s <= 0 else k + 1)
    return Fraction(k if s >= 0 else k - 1)


def _floor_arr(te: TermEvaluator, x: np.ndarray, ceil: bool) -> np.ndarray:
    if te.ops.exact:
        return np.asarray(np.frompyfunc(lambda v: _floor1(v, ceil), 1, 1)(x), dtype=object)
    x = np.asarray(x, dtype=float)
    r = np.ceil(x) if ceil else np.floor(x)
    # within rounding of an integer but not on it (`Real.logb 10 1000` is 2.9999999999999996):
    # the float floor may be off by one, so it is no trial (NaN) and exact arithmetic decides
    with np.errstate(all="ignore"):
        k = np.round(x)
        near = (x != k) & (np.abs(x - k) <= _FLOOR_ULPS * np.maximum(1.0, np.abs(x)))
    return np.where(near, np.nan, r) if near.any() else r


def _floor(kind: str) -> Handler:
    """``Int.floor``, ``Int.ceil``, ``Nat.floor``, ``Nat.ceil``, ``Int.fract``."""
    ceil = kind.endswith("ceil")

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, 1, kind, pos)
        v = te.ev(args[0], sc, None)
        if v.kind != "num":
            raise NotTranslated(f"{kind} of a non-number", pos)
        if v.num is None:
            v = te.cast(v, "real", pos)
        fl = _floor_arr(te, v.arr, ceil)
        if kind == "Int.fract":
            return Val("num", te.ops.sub(v.arr, fl), v.depth, num=v.num)
        if kind.startswith("Nat."):
            return Val("num", te.ops.maximum(fl, te.ops.const(Fraction(0))), v.depth, num="nat")
        return Val("num", fl, v.depth, num="int")
    return h


def _int_to(kind: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, 1, kind, pos)
        v = _num(te, args[0], sc, "int", pos)
        arr = te.ops.abs(v.arr) if kind == "natAbs" else \
            te.ops.maximum(v.arr, te.ops.const(Fraction(0)))
        return Val("num", arr, v.depth, num="nat")
    return h


# ------------------------------------------------------------------------------ integers
def _ints(te: TermEvaluator, arr: np.ndarray) -> np.ndarray:
    """Integer values as a Python-int object array (NaN/inf/non-integers → ``None``)."""
    def conv(v: Any) -> Any:
        if isinstance(v, Fraction):
            return v.numerator if v.denominator == 1 else None
        if isinstance(v, (int, np.integer)):
            return int(v)
        if isinstance(v, float) or isinstance(v, np.floating):
            return int(v) if math.isfinite(v) and float(v).is_integer() else None
        lo, hi = iv_bounds(v)
        if lo == hi and lo.denominator == 1:
            return lo.numerator
        raise Undecidable("an integer known only as an interval")
    return np.frompyfunc(conv, 1, 1)(arr)


def _int_fn(what: str, f: Callable[..., Any], nargs: int, num: str, arg_num: str = "nat"
            ) -> Handler:
    """An integer function of ``nargs`` ℕ (or ℤ) arguments computed on Python ints."""

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, nargs, what, pos)
        vals = [_num(te, a, sc, arg_num, pos) for a in args]
        d = max(v.depth for v in vals)
        from dgg.eval.values import lift

        arrs = np.broadcast_arrays(*[np.asarray(lift(v, d).arr) for v in vals])
        ints = [_ints(te, a) for a in arrs]

        def one(*xs: Any) -> Any:
            if any(x is None for x in xs):
                return None
            return f(*xs)

        out = np.frompyfunc(one, nargs, 1)(*ints)
        if te.ops.exact and any(r is None for r in np.asarray(out).flat):
            raise Undecidable(f"{what} of an argument too large to evaluate")
        if num == "bool":
            return Val("bool", np.asarray(out == True, dtype=bool), d)  # noqa: E712
        if te.ops.exact:
            return Val("num", np.asarray(np.frompyfunc(
                lambda r: Fraction(r) if r is not None else Fraction(0), 1, 1)(out),
                dtype=object), d, num=num)
        return Val("num", np.asarray(np.frompyfunc(
            lambda r: float(r) if r is not None and abs(r) < 1e300 else math.nan, 1, 1)(out),
            dtype=float), d, num=num)
    return h


def _tdiv(a: int, b: int) -> int:
    """``Int.tdiv``: rounds toward zero, ``x / 0 = 0`` (``src/Init/Data/Int/DivMod/Basic.lean``)."""
    if b == 0:
        return 0
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _fdiv(a: int, b: int) -> int:
    """``Int.fdiv``: rounds toward −∞, ``x / 0 = 0``."""
    return 0 if b == 0 else a // b


def _ediv(a: int, b: int) -> int:
    """``Int.ediv`` (ℤ's ``/``): the remainder is never negative, ``x / 0 = 0``."""
    if b == 0:
        return 0
    q = a // abs(b)
    return q if b > 0 else -q


def _fact(n: int) -> int | None:
    return math.factorial(n) if 0 <= n <= _BIG else None


def _choose(n: int, k: int) -> int | None:
    """``Nat.choose n k``; ``None`` (too large) unless ``n ≤ _BIG`` or the result has at most
    ``16 · _BIG`` bits by the bound ``n ^ min(k, n - k)`` (``(5 ^ 5).choose 0 = 1``: a large ``n``
    with a small ``k`` is a short product)."""
    if n < 0 or k < 0 or k > n:
        return 0
    if n <= _BIG or min(k, n - k) * n.bit_length() <= 16 * _BIG:
        return math.comb(n, k)
    return None


def _asc(n: int, k: int) -> int | None:  # n (n + 1) ⋯ (n + k - 1)
    return math.prod(range(n, n + k)) if k <= _BIG else None


def _desc(n: int, k: int) -> int | None:  # n (n - 1) ⋯ (n - k + 1)
    return 0 if k > n else (math.prod(range(n - k + 1, n + 1)) if k <= _BIG else None)


def _prime(n: int) -> bool | None:
    if n > 10 ** 12:
        return None
    import sympy

    return bool(sympy.isprime(n))


def _lcm(a: int, b: int) -> int:
    return abs(a * b) // math.gcd(a, b) if a and b else 0


def factorial_val(te: TermEvaluator, t: Term, sc: Scope, pos: Any) -> Val:
    """``n !`` (Mathlib's notation for ``Nat.factorial n``)."""
    return FUNCTIONS["Nat.factorial"](te, (t,), sc, None, pos)


def _parity(which: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, 1, which, pos)
        v = te.ev(args[0], sc, None)
        if v.kind != "num" or v.num not in ("nat", "int", None):
            raise NotTranslated(f"{which} of a non-integer (in a field every element is even)",
                                pos)
        return _int_fn(which, lambda n: (n % 2 == 0) == (which == "Even"), 1, "bool",
                       v.num or "nat")(te, args, sc, want, pos)
    return h


def dvd(te: TermEvaluator, lhs: Term, rhs: Term, sc: Scope, pos: Any,
        ty: Term | None = None) -> Val:
    """``a ∣ b`` on ℕ or ℤ: ``b = a * c`` for some ``c`` (so ``0 ∣ b`` iff ``b = 0``); ``ty``
    the operands' static type."""
    from dgg.model.terms import BinOp

    a, b, T = te.rel_operands(BinOp("=", lhs, rhs, pos, ty=ty), sc)
    if T not in ("nat", "int"):
        raise NotTranslated(f"divisibility `∣` over {T}", pos)

    def one(x: Any, y: Any) -> Any:
        if x is None or y is None:
            return None
        return y == 0 if x == 0 else y % x == 0

    x, y, d = align(a, b)
    out = np.frompyfunc(one, 2, 1)(_ints(te, x), _ints(te, y))
    r = np.asarray(out == True, dtype=bool)  # noqa: E712
    if not te.ops.exact:
        # beyond 2^53 (or not finite) a float is not the integer it stands for (`n !` at
        # n = 25): floats cannot judge `∣` there, and float relations lean to truth; the exact
        # check decides any candidate
        with np.errstate(all="ignore"):
            fx, fy = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
            blind = ~(np.abs(fx) < 2.0 ** 53) | ~(np.abs(fy) < 2.0 ** 53)
        r = r | np.broadcast_to(blind, r.shape)
    return Val("bool", r, d)


def _nnsqrt(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    """``NNReal.sqrt x`` for ``x : ℝ≥0``: the value of ``Real.sqrt x`` (``NNReal.coe_sqrt``)."""
    _arity(args, 1, "NNReal.sqrt", pos)
    v = _num(te, args[0], sc, "nnreal", pos)
    return Val("num", te.ops.sqrt(v.arr), v.depth, num="nnreal")


def _nat_log(b: int, n: int) -> int:
    """``Nat.log b n``: the largest ``k`` with ``b ^ k ≤ n`` (0 when ``b ≤ 1`` or ``n < b``)."""
    if b <= 1 or n < b:
        return 0
    k, p = 0, 1
    while p * b <= n:
        p *= b
        k += 1
    return k


def _nat_clog(b: int, n: int) -> int:
    """``Nat.clog b n``: the smallest ``k`` with ``n ≤ b ^ k`` (0 unless ``1 < b`` and ``1 < n``)."""
    if b <= 1 or n <= 1:
        return 0
    k, p = 0, 1
    while p < n:
        p *= b
        k += 1
    return k


def _multichoose(n: int, k: int) -> int | None:
    """``Nat.multichoose n k = (n + k - 1).choose k`` (ℕ subtraction: 1 at ``n = k = 0``)."""
    return _choose(max(n + k - 1, 0), k)


def _is_square(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    """``IsSquare n`` on ℕ or ℤ: ``n = r * r`` for some ``r`` (so no negative integer is one)."""
    _arity(args, 1, "IsSquare", pos)
    v = te.ev(args[0], sc, None)
    if v.kind != "num" or v.num not in ("nat", "int", None):
        raise NotTranslated("IsSquare of a non-integer", pos)
    return _int_fn("IsSquare", lambda n: n >= 0 and math.isqrt(n) ** 2 == n, 1, "bool",
                   v.num or "nat")(te, args, sc, want, pos)


def _nat_only(what: str, h: Handler) -> Handler:
    """``h`` for arguments of type ℕ only (``Nat.log`` shares its short name with ``Real.log``:
    a real argument means the name was not this function)."""

    def g(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        for a in args:
            v = te.ev(a, sc, None)
            if v.kind != "num" or v.num not in ("nat", None):
                raise NotTranslated(f"{what} of a non-natural argument", pos)
        return h(te, args, sc, want, pos)
    return g


#: the deepest ``sqrtTwoAddSeries x n`` evaluated
_MAX_SERIES = 200


def _sqrt_two_add_series(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any,
                         pos: Any) -> Val:
    """``Real.sqrtTwoAddSeries x n``: ``x`` at ``n = 0``, ``√(2 + sqrtTwoAddSeries x n)`` at
    ``n + 1`` (Lean's ``√``: 0 below 0), iterated per instance."""
    _arity(args, 2, "Real.sqrtTwoAddSeries", pos)
    x = _num(te, args[0], sc, "real", pos)
    n = _num(te, args[1], sc, "nat", pos)
    d = max(x.depth, n.depth)
    xa, na = np.broadcast_arrays(np.asarray(lift(x, d).arr), np.asarray(lift(n, d).arr))
    ks = _ints(te, na)
    top = int(np.max(ks)) if ks.size else 0
    if top > _MAX_SERIES:
        raise NotTranslated(f"sqrtTwoAddSeries deeper than {_MAX_SERIES}", pos)
    two = te.ops.const(Fraction(2))
    v = np.array(xa, dtype=xa.dtype, copy=True)
    for k in range(top):
        nxt = te.ops.sqrt(te.ops.add(two, v))
        v = np.where(ks > k, nxt, v)
    return Val("num", np.asarray(v, dtype=object if te.ops.exact else float), d, num="real")


#: the most steps of ``f^[n] x`` evaluated
_MAX_ITERATE = 10_000


def _iterate(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    """``Nat.iterate f n x``, written ``f^[n] x``: ``x`` at ``n = 0``, ``f^[n] (f x)`` at ``n + 1``
    (``Mathlib/Logic/Function/Iterate.lean``), for ``f`` a function on numbers (a ``fun``, a
    pinned or sampled function) and ``n`` per instance: every instance takes ``f`` once more
    while its ``n`` exceeds the step."""
    if len(args) != 3:
        raise NotTranslated("`f^[n]` not applied to one point (dgg evaluates `f^[n] x`, not "
                            "the function `f^[n]`)", pos)
    f = te.ev(args[0], sc)
    if f.kind != "closure":
        raise NotTranslated("`f^[n]` of something other than a function on numbers", pos)
    n = _num(te, args[1], sc, "nat", pos)
    v = _num(te, args[2], sc, want, pos)
    d = max(v.depth, n.depth)
    ks = _ints(te, np.asarray(lift(n, d).arr))
    if any(k is None for k in ks.flat):
        raise NotTranslated("`f^[n]` with a number of steps that is no natural number", pos)
    steps = np.array(ks.tolist(), dtype=np.int64).reshape(ks.shape)
    top = int(steps.max()) if steps.size else 0
    if top > _MAX_ITERATE:
        raise NotTranslated(f"`f^[n]` with more than {_MAX_ITERATE} steps", pos)
    v = lift(v, d)
    for k in range(top):
        nxt = call_closure_val(te, f, v, sc)
        if nxt.kind != "num":
            raise NotTranslated("`f^[n]` of a function that is not into its own domain", pos)
        e = max(nxt.depth, d)
        cur, new = lift(v, e).arr, lift(nxt, e).arr
        more = (steps > k).reshape(steps.shape + (1,) * (e - d))
        v = Val("num", np.where(more, new, cur), e, num=nxt.num)
    return v


def _semiconj(which: str) -> Handler:
    """``SemiconjBy a x y``, ``a * x = y * a``, and ``Commute a b``, ``SemiconjBy a b b``
    (``Mathlib/Algebra/Group/{Semiconj,Commute}/Defs.lean``): that equation, evaluated as written
    (numbers, or matrices multiplied as matrices)."""
    k = 2 if which == "Commute" else 3

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        _arity(args, k, which, pos)
        a, x, y = (args[0], args[1], args[1]) if k == 2 else args
        return te.prop(BinOp("=", BinOp("*", a, x, pos), BinOp("*", y, a, pos), pos), sc)

    return h


FUNCTIONS: dict[str, Handler] = {
    "NNReal.sqrt": _nnsqrt, "Nat.iterate": _iterate,
    "Real.tan": _via_ops("Real.tan", _tan), "Real.sinh": _via_ops("Real.sinh", _sinh),
    "Real.cosh": _via_ops("Real.cosh", _cosh), "Real.tanh": _via_ops("Real.tanh", _tanh),
    "Real.arctan": _iv_fn("atan", np.arctan), "Real.arcsin": _iv_fn("asin", np.arcsin, True),
    "Real.arccos": _iv_fn("acos", np.arccos, True), "Real.logb": _logb,
    "Int.floor": _floor("Int.floor"), "Int.ceil": _floor("Int.ceil"),
    "Int.fract": _floor("Int.fract"), "Nat.floor": _floor("Nat.floor"),
    "Nat.ceil": _floor("Nat.ceil"), "Int.toNat": _int_to("toNat"),
    "Int.natAbs": _int_to("natAbs"),
    "Nat.factorial": _int_fn("Nat.factorial", _fact, 1, "nat"),
    "Nat.choose": _int_fn("Nat.choose", _choose, 2, "nat"),
    "Nat.ascFactorial": _int_fn("Nat.ascFactorial", _asc, 2, "nat"),
    "Nat.descFactorial": _int_fn("Nat.descFactorial", _desc, 2, "nat"),
    "Nat.gcd": _int_fn("Nat.gcd", math.gcd, 2, "nat"),
    "Nat.lcm": _int_fn("Nat.lcm", _lcm, 2, "nat"),
    "Int.gcd": _int_fn("Int.gcd", math.gcd, 2, "nat", "int"),
    "Int.tdiv": _int_fn("Int.tdiv", _tdiv, 2, "int", "int"),
    "Int.tmod": _int_fn("Int.tmod", lambda a, b: a - b * _tdiv(a, b), 2, "int", "int"),
    "Int.fdiv": _int_fn("Int.fdiv", _fdiv, 2, "int", "int"),
    "Int.fmod": _int_fn("Int.fmod", lambda a, b: a - b * _fdiv(a, b), 2, "int", "int"),
    "Int.ediv": _int_fn("Int.ediv", _ediv, 2, "int", "int"),
    "Int.emod": _int_fn("Int.emod", lambda a, b: a - b * _ediv(a, b), 2, "int", "int"),
    "Int.lcm": _int_fn("Int.lcm", _lcm, 2, "nat", "int"),
    "Nat.succ": _int_fn("Nat.succ", lambda n: n + 1, 1, "nat"),
    "Nat.pred": _int_fn("Nat.pred", lambda n: max(n - 1, 0), 1, "nat"),
    "Nat.sqrt": _int_fn("Nat.sqrt", lambda n: math.isqrt(n) if n >= 0 else None, 1, "nat"),
    "Nat.Prime": _int_fn("Nat.Prime", _prime, 1, "bool"),
    "Even": _parity("Even"), "Odd": _parity("Odd"),
    "Commute": _semiconj("Commute"), "SemiconjBy": _semiconj("SemiconjBy"),
    "Nat.log": _nat_only("Nat.log", _int_fn("Nat.log", _nat_log, 2, "nat")),
    "Nat.clog": _nat_only("Nat.clog", _int_fn("Nat.clog", _nat_clog, 2, "nat")),
    "Nat.log2": _nat_only("Nat.log2", _int_fn("Nat.log2", lambda n: _nat_log(2, n), 1, "nat")),
    "Nat.multichoose": _int_fn("Nat.multichoose", _multichoose, 2, "nat"),
    "IsSquare": _is_square, "Real.sqrtTwoAddSeries": _sqrt_two_add_series,
}
