"""Library functions of the fragment (Mathlib names) for :class:`dgg.eval.terms.TermEval`.

Real functions (``Real.exp``, ``Real.log``, ``Real.sqrt``, ``Real.cos``, ``Real.sin``, ``abs``,
``min``, ``max``, powers), finset operations (``Finset.sum``, ``Finset.card``/``#s``,
``Finset.sup'``/``inf'``, ``s.Nonempty``, ``Fintype.card``), linear algebra (``Matrix.mulVec``/``*ᵥ``,
``Matrix.vecMul``/``ᵥ*``, ``Matrix.vecMulVec``, ``dotProduct``/``⬝ᵥ``, ``Matrix.transpose``/``ᵀ``,
``Matrix.single``, ``Pi.single``, ``Matrix.rank``, ``![…]``) and ``HasDerivAt`` (checked by central
differences with Richardson extrapolation).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from dgg.elab.signatures import candidates
from dgg.eval.deriv import has_deriv, hasderiv_handler
from dgg.eval.linalg import (
    as_obj,
    binary_handler,
    matmul,
    matrix_op,
    rank,
    rank_handler,
    single_handler,
    transpose,
    transpose_handler,
    vecmulvec_handler,
)
from dgg.eval.mathfns import FUNCTIONS as MATH_FUNCTIONS
from dgg.eval.numsets import FUNCTIONS as SET_FUNCTIONS
from dgg.eval.protocol import Handler, TermEvaluator
from dgg.eval.sets import FUNCTIONS as SET_QUANTIFIERS
from dgg.eval.values import (
    Domain,
    NotTranslated,
    Scope,
    Val,
    align,
    binder_index,
    expand_axis,
    lift,
)
from dgg.instance_hyps import SIZE_CLASSES
from dgg.model.terms import App, BigOp, BinderSpec, Lam, Name, Norm, Term, UnOp, VecLit
from dgg.model.terms import Name as N

__all__ = ["FUNCTIONS", "function", "has_deriv", "matmul", "matrix_op", "power", "rank",
           "transpose"]

_FRESH = "_dgg_j"


def _real_fn(opname: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 1:
            raise NotTranslated(f"{opname} with {len(args)} arguments", pos)
        v = te.ev(args[0], sc, "real")
        if v.kind != "num":
            raise NotTranslated(f"{opname} of a non-number", pos)
        return Val("num", getattr(te.ops, opname)(v.arr), v.depth, num="real")
    return h


def _abs(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    v = te.ev(args[0], sc, want if isinstance(want, str) and want != "prop" else None)
    return Val(v.kind, te.ops.abs(v.arr), v.depth, num=v.num, doms=v.doms, matrix=v.matrix)


def _minmax(which: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 2:
            raise NotTranslated(f"{which} with {len(args)} arguments", pos)
        T, cache = te.tree_type(list(args), sc, want)
        T = T or "nat"
        a, b = (te.tree(x, sc, T, cache) for x in args)
        x, y, d = align(a, b)
        f = te.ops.minimum if which == "min" else te.ops.maximum
        return Val("num", f(x, y), d, num=T)
    return h


def _coerce(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    return te.ev(UnOp("↑", args[0], pos), sc, want)


def _rpow(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    x = te.ev(args[0], sc, "real")
    y = te.ev(args[1], sc, "real")
    return power(te, x, y, pos)


def power(te: TermEvaluator, base: Val, e: Val, pos: Any) -> Val:
    """``base ^ e``: monoid power for ℕ exponents, ``zpow`` for ℤ, ``Real.rpow`` for ℝ."""
    if base.kind not in ("num", "fn") or e.kind not in ("num", "idx"):
        raise NotTranslated("power of non-numbers", pos)
    if base.kind == "fn" and base.matrix:
        raise NotTranslated("power of a matrix", pos)
    if e.kind == "idx":
        e = te.cast(e, "nat")
    x, y, d = align(base, e)
    t = e.num or "nat"
    if t == "nat":
        r = te.ops.npow(x, y)
    elif t == "int":
        r = te.ops.zpow(x, y)
    else:
        r = te.ops.rpow(x, y)
    if base.kind == "fn":
        return Val("fn", r, d, num=base.num, doms=base.doms, matrix=base.matrix)
    return Val("num", r, d, num=base.num if t != "real" or base.num == "real" else "real")


def card(te: TermEvaluator, v: Val, pos: Any) -> Val:
    if v.kind == "finset":
        c = v.arr.sum(axis=-1)
        arr = np.vectorize(lambda k: Fraction(int(k)), otypes=[object])(c) if te.ops.exact \
            else c.astype(float)
        return Val("num", arr, v.depth, num="nat")
    if v.kind == "type" and v.dom is not None:
        return Val("num", te.ops.const(Fraction(v.dom.size)), 0, num="nat")
    raise NotTranslated("cardinality of a non-finset", pos)


def _card(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    return card(te, te.ev(args[0], sc), pos)


def _fintype_card(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
    ty = te.eval_type(args[0], sc)
    if ty[0] != "dom":
        raise NotTranslated("Fintype.card of a non-finite type", pos)
    return Val("num", te.ops.const(Fraction(ty[1].size)), 0, num="nat")


def _size_class(cls: str) -> Handler:
    least, most = SIZE_CLASSES[cls]

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 1:
            raise NotTranslated(f"{cls} with {len(args)} arguments", pos)
        t = args[0]
        if isinstance(t, App) and isinstance(t.fn, N) and t.fn.id == "Fin" and len(t.args) == 1:
            n = te.ev(t.args[0], sc, "nat")  # `Nonempty (Fin n)`: `n` may vary along the batch
            if n.kind != "num":
                raise NotTranslated(f"{cls} (Fin _) of a non-number", pos)
            arr = np.asarray(n.arr)  # natural numbers, exact in floats as in Fractions
            ok = np.asarray(arr >= least, dtype=bool)
            if most is not None:
                ok &= np.asarray(arr <= most, dtype=bool)
            return Val("bool", ok, n.depth)
        ty = te.eval_type(t, sc)
        if ty[0] != "dom":
            raise NotTranslated(f"{cls} of a type other than a finite one", pos)
        size = ty[1].size
        fits = size >= least and (most is None or size <= most)
        return Val("bool", np.full((1,), fits, dtype=bool), 0)
    return h


def _fold(te: TermEvaluator, op: str, s: Term, f: Term, sc: Scope, want: Any, pos: Any) -> Val:
    if isinstance(f, Lam) and len(f.binders) == 1:
        b = f.binders[0]
        return te.ev(BigOp(op, (BinderSpec(b.name, b.type, s, b.pos),), f.body, pos), sc, want)
    body = App(f, (Name(_FRESH),), pos)
    return te.ev(BigOp(op, (BinderSpec(_FRESH, None, s, pos),), body, pos), sc, want)


def _finsum(op: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 2:
            raise NotTranslated(f"Finset.{'sum' if op == '∑' else 'prod'} arity", pos)
        return _fold(te, op, args[0], args[1], sc, want, pos)
    return h


def _supinf(which: str) -> Handler:
    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 3:
            raise NotTranslated(f"Finset.{which}' arity", pos)
        s = te.ev(args[0], sc)
        if s.kind != "finset":
            raise NotTranslated(f"{which}' over a non-finset", pos)
        dom = s.doms[0]
        d = sc.depth + 1
        idx = Val("idx", binder_index(dom.size, d), d,
                  doms=(dom,))
        f = args[2]
        if isinstance(f, Lam) and len(f.binders) == 1:
            v = te.ev(f.body, sc.bind(f.binders[0].name, idx, d), want)
        else:
            v = te.apply(te.ev(f, sc), (Name(_FRESH),), sc.bind(_FRESH, idx, d), want, pos)
        arr = expand_axis(lift(v, d).arr, d, dom.size)
        m = lift(s, d - 1).arr
        red = te.ops.reduce_max if which == "sup" else te.ops.reduce_min
        other = te.ops.reduce_min if which == "sup" else te.ops.reduce_max
        fill = np.expand_dims(other(arr, d), d)
        arr = as_obj(te, np.where(m, arr, fill))
        return Val("num", red(arr, d), d - 1, num=v.num)
    return h


def _nonempty(te: TermEvaluator, s: Val) -> Val:
    return Val("bool", s.arr.any(axis=-1), s.depth)


def veclit(te: TermEvaluator, t: VecLit, sc: Scope, want: Any) -> Val:
    T, cache = te.tree_type(list(t.elems), sc, want if isinstance(want, str) else None)
    T = T or "nat"
    vals = [te.tree(e, sc, T, cache) for e in t.elems]
    if any(v.kind != "num" for v in vals):
        raise NotTranslated("![…] of non-numbers", t.pos)
    d = max([v.depth for v in vals] + [0])
    arrs = np.broadcast_arrays(*[lift(v, d).arr for v in vals]) if vals else []
    k = len(vals)
    if k == 0:
        raise NotTranslated("empty ![]", t.pos)
    r = as_obj(te, np.stack(arrs, axis=-1))
    return Val("fn", r, d, num=T, doms=(Domain(f"Fin {k}", k),))


def norm(te: TermEvaluator, t: Norm, sc: Scope, want: Any) -> Val:
    v = te.ev(t.arg, sc)
    if v.kind == "num":
        return Val("num", te.ops.abs(v.arr), v.depth, num="real")
    if v.kind == "fn" and len(v.doms) == 1 and not v.matrix:
        a = te.ops.abs(v.arr)
        if v.doms[0].size == 0:
            return Val("num", te.ops.zero_like(a[..., 0] if a.ndim else a), v.depth, num="real")
        return Val("num", te.ops.reduce_max(a, -1), v.depth, num="real")
    raise NotTranslated("norm of a matrix (no canonical norm in Mathlib)", t.pos)


def field(te: TermEvaluator, obj: Val, name: str, args: tuple[Term, ...], sc: Scope, want: Any,
          pos: Any) -> Val:
    """Generalised field notation ``x.name args``."""
    key = "_dgg_obj"
    sc2 = sc.bind(key, obj)
    if obj.kind == "finset":
        if name == "card":
            r = card(te, obj, pos)
        elif name == "Nonempty":
            r = _nonempty(te, obj)
        elif name in ("sup'", "inf'"):
            return _supinf(name[:-1])(te, (N(key),) + args, sc2, want, pos)
        elif name == "filter" and args:
            return SET_FUNCTIONS["Finset.filter"](te, (args[0], N(key)), sc2, want, pos)
        elif name in ("sum", "prod"):
            return _finsum("∑" if name == "sum" else "∏")(te, (N(key),) + args, sc2, want, pos)
        else:
            raise NotTranslated(f"finset field .{name}", pos)
        return te.apply(r, args, sc, want, pos) if args else r
    if obj.kind == "fn":
        if name == "rank":
            r = rank(te, obj, pos)
        elif name == "transpose":
            r = transpose(te, obj, pos)
        elif name in ("mulVec", "vecMul", "dotProduct"):
            op = {"mulVec": "*ᵥ", "vecMul": "ᵥ*", "dotProduct": "⬝ᵥ"}[name]
            r = matrix_op(te, op, N(key), args[0], sc2, None)
            args = args[1:]
        else:
            raise NotTranslated(f"field .{name}", pos)
        return te.apply(r, args, sc, want, pos) if args else r
    if obj.kind == "idx" and name in ("val", "1"):
        return te.cast(Val("num", te.cast(obj, "nat").arr, obj.depth, num="nat"), want, pos) \
            if isinstance(want, str) and want != "prop" else te.cast(obj, "nat")
    if obj.kind == "type" and name == "card":
        return card(te, obj, pos)
    if obj.kind == "num" and obj.num in _NUM_NS:  # `n.factorial`, `p.Prime`, `x.sqrt`
        h = FUNCTIONS.get(f"{_NUM_NS[obj.num]}.{name}")
        if h is not None:
            return h(te, (N(key),) + args, sc2, want, pos)
    raise NotTranslated(f"field .{name}", pos)


_NUM_NS = {"nat": "Nat", "int": "Int", "real": "Real", "rat": "Rat"}


def constant(te: TermEvaluator, ident: str, sc: Scope, want: Any, pos: Any,
             opens: tuple[str, ...] | list[str] = ()) -> Val | None:
    if ident in ("Real.pi", "π") or (ident == "pi" and "Real" in opens):
        return Val("num", te.ops.pi(), 0, num="real")
    if ident == "NNReal.pi":  # `⟨π, Real.pi_pos.le⟩ : ℝ≥0`
        return Val("num", te.ops.pi(), 0, num="nnreal")
    if ident in ("True", "False"):
        return Val("bool", np.array([ident == "True"]), 0)
    if ident == "Finset.univ":
        return Val("univ")
    return None


def _fin_shift(kind: str) -> Handler:
    """``Fin.castSucc i`` / ``Fin.succ i`` (into ``Fin (n + 1)``) and ``Fin.last n``."""

    def h(te: TermEvaluator, args: tuple[Term, ...], sc: Scope, want: Any, pos: Any) -> Val:
        if len(args) != 1:
            raise NotTranslated(f"Fin.{kind} arity", pos)
        if kind == "last":
            n = te.const_nat(args[0], sc)
            dom = Domain(f"Fin {n + 1}", n + 1)
            return Val("idx", np.array([n]), 0, doms=(dom,))
        i = te.ev(args[0], sc)
        if i.kind != "idx" or not i.doms[0].key.startswith("Fin "):
            raise NotTranslated(f"Fin.{kind} of a non-Fin index", pos)
        n = i.doms[0].size
        dom = Domain(f"Fin {n + 1}", n + 1)
        return Val("idx", i.arr + (1 if kind == "succ" else 0), i.depth, doms=(dom,))
    return h


FUNCTIONS: dict[str, Handler] = {
    "Real.exp": _real_fn("exp"), "Real.log": _real_fn("log"), "Real.sqrt": _real_fn("sqrt"),
    "Real.cos": _real_fn("cos"), "Real.sin": _real_fn("sin"), "√": _real_fn("sqrt"),
    "abs": _abs, "min": _minmax("min"), "max": _minmax("max"),
    "Nat.cast": _coerce, "Int.cast": _coerce, "Real.rpow": _rpow,
    "Finset.sum": _finsum("∑"), "Finset.prod": _finsum("∏"), "Finset.card": _card,
    "Fintype.card": _fintype_card, "Finset.sup'": _supinf("sup"), "Finset.inf'": _supinf("inf"),
    "Matrix.mulVec": binary_handler("*ᵥ"), "Matrix.vecMul": binary_handler("ᵥ*"),
    "Matrix.dotProduct": binary_handler("⬝ᵥ"), "dotProduct": binary_handler("⬝ᵥ"),
    "Matrix.vecMulVec": vecmulvec_handler, "Matrix.transpose": transpose_handler,
    "Matrix.single": lambda te, a, sc, w, p: single_handler(te, a, sc, w, p, 2),
    "Pi.single": lambda te, a, sc, w, p: single_handler(te, a, sc, w, p, 1),
    "Matrix.rank": rank_handler, "HasDerivAt": hasderiv_handler,
    "Fin.castSucc": _fin_shift("castSucc"), "Fin.succ": _fin_shift("succ"),
    "Fin.last": _fin_shift("last"),
}
FUNCTIONS.update({cls: _size_class(cls) for cls in SIZE_CLASSES})


FUNCTIONS.update(MATH_FUNCTIONS)
FUNCTIONS.update(SET_FUNCTIONS)
FUNCTIONS.update(SET_QUANTIFIERS)
FUNCTIONS["√"] = FUNCTIONS["Real.sqrt"]

#: Mathlib functions that share a short name with one above but are not implemented: a short name
#: that Lean resolves to one of these must not fall through to the other (``Nat.log`` is not
#: ``Real.log``).
SHADOWING = frozenset({"Nat.log", "Nat.clog", "Nat.log2", "Int.log", "Int.clog",
                       "NNReal.log", "Nat.cos", "Complex.exp", "Complex.log", "Complex.cos",
                       "Complex.sin", "Complex.tan", "Complex.sqrt", "NNReal.rpow", "ENNReal.rpow",
                       "Nat.cast_sqrt", "Int.sqrt", "Real.nnabs", "Nat.dist", "Int.fract_add"})


#: :func:`function`'s answers (it is pure: the tables above are complete once imported); an
#: application looks its name up at every visit of every batch
_RESOLVED: dict[tuple[str, tuple[str, ...], str], Handler | None] = {}


def function(name: str, opens: list[str], namespace: str = "") -> Handler | None:
    """The handler of a library function, resolving enclosing namespaces and ``open``ed ones the
    way Lean does; raises :class:`NotTranslated` when the name resolves first to a Mathlib
    function that is not implemented (see :data:`SHADOWING`)."""
    key = (name, tuple(opens), namespace)
    try:
        return _RESOLVED[key]
    except KeyError:
        pass
    h = _resolve(name, opens, namespace)  # raises for a shadowed name: not remembered
    if len(_RESOLVED) < 65536:
        _RESOLVED[key] = h
    return h


def _resolve(name: str, opens: list[str], namespace: str) -> Handler | None:
    for c in candidates(name, opens, namespace):
        if c in SHADOWING and c not in FUNCTIONS:
            raise NotTranslated(f"unknown name {c}")
        h = FUNCTIONS.get(c)
        if h is not None:
            return h
    return None
