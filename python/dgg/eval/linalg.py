"""Linear algebra of the fragment for :mod:`dgg.eval.builtins`: ``Matrix.mulVec``/``*ᵥ``,
``Matrix.vecMul``/``ᵥ*``, ``dotProduct``/``⬝ᵥ``, ``Matrix.vecMulVec``, ``Matrix.transpose``/``ᵀ``,
matrix products, ``Matrix.single``, ``Pi.single`` and ``Matrix.rank`` (numerical rank by SVD with
NumPy's default tolerance in float mode, exact rank with sympy in exact mode).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.eval.numeric import Undecidable
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, join_num, lift
from dgg.model.terms import Term


def _zero(te: TermEvaluator) -> Any:
    return Fraction(0) if te.ops.exact else 0.0


def as_obj(te: TermEvaluator, a: np.ndarray) -> np.ndarray:
    return np.asarray(a, dtype=object) if te.ops.exact else a


def scalar_matrix(te: TermEvaluator, s: Val, m: Val, pos: Any) -> Val:
    """The number ``s`` at the type of the matrix ``m``: a numeral of a square matrix type is
    that number on the diagonal and 0 elsewhere (Mathlib's ``NatCast (Matrix n n α)`` is
    ``diagonal fun _ ↦ m``, ``Mathlib/Data/Matrix/Diagonal.lean``), not a constant matrix. A
    number meets a matrix only so in Lean (``1 + M``, ``M = 1``: ``binop%`` elaborates the numeral
    at the matrix type); there is no numeral of a non-square matrix type."""
    d = max(s.depth, m.depth)
    x = lift(s, d).arr
    x = np.asarray(x).reshape(np.shape(x) + (1,) * len(m.doms))
    if len(m.doms) != 2 or m.doms[0].key != m.doms[1].key:
        if np.all(x == 0):  # `0 : Matrix m n α` (`Zero`, any shape): the zero matrix
            return Val("fn", x, d, num=m.num or s.num, doms=m.doms, matrix=True)
        raise NotTranslated("a number at a non-square matrix type", pos)
    n = m.doms[0].size
    r = as_obj(te, np.where(np.eye(n, dtype=bool), x, _zero(te)))
    return Val("fn", r, d, num=m.num or s.num, doms=m.doms, matrix=True)


def _pair(te: TermEvaluator, a: Val, b: Val) -> tuple[np.ndarray, np.ndarray, int]:
    d = max(a.depth, b.depth)
    return lift(a, d).arr, lift(b, d).arr, d


def _need(v: Val, nd: int, what: str, pos: Any) -> None:
    if v.kind != "fn" or len(v.doms) != nd:
        raise NotTranslated(f"{what}: expected a {'vector' if nd == 1 else 'matrix'}", pos)


def matrix_op(te: TermEvaluator, op: str, lt: Term, rt: Term, sc: Scope, want: Any) -> Val:
    a, b = te.ev(lt, sc), te.ev(rt, sc)
    pos = getattr(lt, "pos", None)
    ops = te.ops
    if op == "*ᵥ":
        _need(a, 2, "*ᵥ", pos)
        _need(b, 1, "*ᵥ", pos)
        x, y, d = _pair(te, a, b)
        r = ops.sum(ops.mul(x, y[..., None, :]), -1)
        return Val("fn", r, d, num="real", doms=a.doms[:1])
    if op == "ᵥ*":
        _need(a, 1, "ᵥ*", pos)
        _need(b, 2, "ᵥ*", pos)
        x, y, d = _pair(te, a, b)
        r = ops.sum(ops.mul(x[..., :, None], y), -2)
        return Val("fn", r, d, num="real", doms=b.doms[1:])
    _need(a, 1, "⬝ᵥ", pos)
    _need(b, 1, "⬝ᵥ", pos)
    x, y, d = _pair(te, a, b)
    return Val("num", ops.sum(ops.mul(x, y), -1), d, num=join_num([a.num, b.num]))


def matmul(te: TermEvaluator, a: Val, b: Val) -> Val:
    x, y, d = _pair(te, a, b)
    r = te.ops.sum(te.ops.mul(x[..., :, :, None], y[..., None, :, :]), -2)
    return Val("fn", r, d, num="real", doms=(a.doms[0], b.doms[1]), matrix=True)


def binary_handler(op: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) < 2:
            raise NotTranslated(f"partial application of {op}", pos)
        r = matrix_op(te, op, args[0], args[1], sc, None)
        return te.apply(r, args[2:], sc, want, pos) if len(args) > 2 else r
    return h


def vecmulvec_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    if len(args) < 2:
        raise NotTranslated("partial application of Matrix.vecMulVec", pos)
    u, v = te.ev(args[0], sc), te.ev(args[1], sc)
    _need(u, 1, "Matrix.vecMulVec", pos)
    _need(v, 1, "Matrix.vecMulVec", pos)
    x, y, d = _pair(te, u, v)
    r = Val("fn", te.ops.mul(x[..., :, None], y[..., None, :]), d, num="real",
            doms=(u.doms[0], v.doms[0]), matrix=True)
    return te.apply(r, args[2:], sc, want, pos) if len(args) > 2 else r


def transpose(te: TermEvaluator, v: Val, pos: Any) -> Val:
    _need(v, 2, "transpose", pos)
    return Val("fn", np.swapaxes(v.arr, -1, -2), v.depth, num=v.num, doms=v.doms[::-1],
               matrix=True)


def transpose_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    r = transpose(te, te.ev(args[0], sc), pos)
    return te.apply(r, args[1:], sc, want, pos) if len(args) > 1 else r


def single_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any,
            nidx: int) -> Val:
    if len(args) < nidx + 1:
        raise NotTranslated("partial application of single", pos)
    idxs = [te.ev(a, sc) for a in args[:nidx]]
    if any(i.kind != "idx" for i in idxs):
        raise NotTranslated("single: index arguments expected", pos)
    c = te.ev(args[nidx], sc, "real")
    d = max([i.depth for i in idxs] + [c.depth])
    mask: Any = True
    for k, i in enumerate(idxs):
        n = i.doms[0].size
        shape = [1] * nidx
        shape[k] = n
        ii = lift(i, d).arr.reshape(lift(i, d).arr.shape + (1,) * nidx)
        mask = mask & (ii == np.arange(n).reshape(shape))
    C = lift(c, d).arr
    C = C.reshape(C.shape + (1,) * nidx)
    r = as_obj(te, np.where(mask, C, _zero(te)))
    out = Val("fn", r, d, num="real", doms=tuple(i.doms[0] for i in idxs), matrix=nidx == 2)
    rest = args[nidx + 1:]
    return te.apply(out, rest, sc, want, pos) if rest else out


def rank_handler(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    return rank(te, te.ev(args[0], sc), pos)


def rank(te: TermEvaluator, v: Val, pos: Any) -> Val:
    """Numerical rank (SVD, NumPy's default tolerance) in float mode; exact rank (sympy) of a
    rational matrix in exact mode."""
    _need(v, 2, "Matrix.rank", pos)
    a = v.arr
    m, n = a.shape[-2:]
    if te.ops.exact:
        import sympy

        flat = a.reshape((-1, m, n))
        out = np.empty(flat.shape[0], dtype=object)
        for k in range(flat.shape[0]):
            if not all(isinstance(x, (Fraction, int)) for x in flat[k].flat):
                raise Undecidable("rank of a matrix with irrational entries")
            M = sympy.Matrix(m, n, [sympy.Rational(x.numerator, x.denominator)
                                    for x in map(Fraction, flat[k].flat)])
            out[k] = Fraction(M.rank())
        return Val("num", out.reshape(a.shape[:-2]), v.depth, num="nat")
    if m == 0 or n == 0:
        return Val("num", np.zeros(a.shape[:-2]), v.depth, num="nat")
    r = np.linalg.matrix_rank(np.asarray(a, dtype=float)).astype(float)
    return Val("num", r, v.depth, num="nat")
