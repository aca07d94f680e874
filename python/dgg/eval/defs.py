"""Definitions, lambdas, binder domains and margins for :class:`dgg.eval.terms.TermEval`.

* Project ``def``s are inlined: explicit arguments are bound positionally, implicit type arguments by
  unifying parameter types with the arguments' domains; a partial application whose missing
  arguments range over finite types is tabulated (``softmax z`` becomes a vector), otherwise it
  becomes a closure.
* The domain of an unannotated bound variable is inferred from its uses (``π j`` ⇒ ``j`` ranges over
  the domain of ``π``).
* Margins give the search a continuous measure of how far a proposition is from failing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from dgg.eval.deriv import has_deriv
from dgg.eval.numsets import number_binder
from dgg.eval.protocol import TermEvaluator
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
from dgg.model.records import LocalDef
from dgg.model.terms import App, Arrow, BigOp, BinderSpec, BinOp, Lam, Name, Quant, Term

TYPE_NAMES = frozenset({"ℝ", "ℕ", "ℤ", "ℚ", "Real", "Nat", "Int", "Rat", "Prop", "Fin", "Matrix",
                        "Finset"})


def _param_want(te: TermEvaluator, ptype: Term | None, dsc: Scope) -> Any:
    if ptype is None:
        return None
    try:
        ty = te.eval_type(ptype, dsc)
    except NotTranslated:
        return None
    if ty[0] == "num":
        return ty[1]
    if ty[0] == "dom":
        return ty[1]
    return None


def _unify_dom(te: TermEvaluator, t: Term, dom: Domain, dsc: Scope) -> None:
    if isinstance(t, Name) and t.id not in TYPE_NAMES and t.id not in dsc.vars:
        dsc.vars[t.id] = Val("type", dom=dom)
    elif isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Fin" and len(t.args) == 1:
        k = t.args[0]
        if isinstance(k, Name) and k.id not in dsc.vars:
            from fractions import Fraction

            dsc.vars[k.id] = Val("num", te.ops.const(Fraction(dom.size)), 0, num="nat")


def _unify(te: TermEvaluator, t: Term | None, v: Val, dsc: Scope) -> None:
    if t is None:
        return
    if v.kind == "idx":
        _unify_dom(te, t, v.doms[0], dsc)
    elif v.kind == "type" and v.dom is not None:
        _unify_dom(te, t, v.dom, dsc)
    elif v.kind in ("fn", "finset"):
        doms = list(v.doms)
        cur: Term | None = t
        if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Matrix" and len(doms) == 2:
            _unify_dom(te, t.args[0], doms[0], dsc)
            _unify_dom(te, t.args[1], doms[1], dsc)
            return
        if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "Finset":
            _unify_dom(te, t.args[0], doms[0], dsc)
            return
        while isinstance(cur, Arrow) and doms:
            _unify_dom(te, cur.dom, doms.pop(0), dsc)
            cur = cur.cod


def apply_def(te: TermEvaluator, ld: LocalDef, args: tuple[Term, ...], sc: Scope, want: Any,
              pos: Any) -> Val:
    """Inline the definition ``ld`` applied to ``args`` (evaluated in ``sc``); a definition met
    again while its body is inlined (recursion, which inlining never ends) is not translated."""
    if ld.body is None:
        raise NotTranslated(f"definition {ld.name} (body outside the fragment)", pos)
    if ld.name in _INLINING:
        raise NotTranslated(f"definition {ld.name} (recursive)", pos)
    _INLINING.append(ld.name)
    try:
        return _apply_def(te, ld, args, sc, want, pos)
    finally:
        _INLINING.pop()


#: the definitions whose bodies are being inlined, innermost last (one evaluation at a time)
_INLINING: list[str] = []


def _apply_def(te: TermEvaluator, ld: LocalDef, args: tuple[Term, ...], sc: Scope, want: Any,
               pos: Any) -> Val:
    explicit = [p for p in ld.params if p.kind == "explicit"]
    dsc = Scope({}, sc.depth)
    for p, a in zip(explicit, args):
        v = te.ev(a, sc, _param_want(te, p.type, dsc))
        _unify(te, p.type, v, dsc)
        dsc.vars[p.name] = v
    extra = args[len(explicit):]
    missing = explicit[len(args):]
    if missing:
        res = _partial(te, ld, missing, dsc, sc, pos)
    else:
        body_scope = Scope(dsc.vars, sc.depth)
        assert ld.body is not None  # checked by apply_def
        res = te.ev(ld.body, body_scope, None)
    if extra:
        return te.apply(res, extra, sc, want, pos)
    if want not in (None, "prop") and res.kind in ("num", "idx"):
        return te.cast(res, want, pos)
    return res


def _partial(te: TermEvaluator, ld: LocalDef, missing: list[Any], dsc: Scope, sc: Scope,
             pos: Any) -> Val:
    doms: list[Domain] = []
    for p in missing:
        w = _param_want(te, p.type, dsc)
        if not isinstance(w, Domain):
            break
        doms.append(w)
    body = ld.body
    assert body is not None
    if len(doms) == len(missing):
        return tabulate(te, [p.name for p in missing], doms,
                        lambda s: te.ev(body, s, None), Scope(dsc.vars, sc.depth))

    def call(te2: TermEvaluator, argterms: list[Term], sc2: Scope) -> Val:
        p = missing[0]
        v = te2.ev(argterms[0], sc2, _param_want(te2, p.type, dsc))
        d2 = Scope(dict(dsc.vars), sc2.depth)
        d2.vars[p.name] = v
        if len(missing) > 1:
            return _partial(te2, ld, missing[1:], d2, sc2, pos)
        return te2.ev(body, d2, None)

    return Val("closure", fn=call, params=tuple(_param_want(te, p.type, dsc) for p in missing))


def tabulate(te: TermEvaluator, names: list[str], doms: list[Domain],
             body: Callable[[Scope], Val], sc: Scope) -> Val:
    """The function ``fun names ↦ body`` on finite domains, as an array with own axes ``doms``."""
    d0 = sc.depth
    inner = sc
    for k, (nm, dom) in enumerate(zip(names, doms)):
        d = d0 + k + 1
        idx = Val("idx", binder_index(dom.size, d), d,
                  doms=(dom,))
        inner = inner.bind(nm, idx, d)
    v = body(inner)
    if v.kind not in ("num", "fn"):
        raise NotTranslated("function with non-numeric values")
    v = lift(v, d0 + len(doms))
    arr = v.arr
    for k, dom in enumerate(doms):
        arr = expand_axis(arr, 1 + d0 + k, dom.size)
    own = tuple(doms) + (v.doms if v.kind == "fn" else ())
    return Val("fn", arr, d0, num=v.num, doms=own)


def make_lambda(te: TermEvaluator, t: Lam, sc: Scope) -> Val:
    """``fun x ↦ e``: tabulated when every binder ranges over a finite type, else a closure."""
    doms: list[Domain] = []
    for i, b in enumerate(t.binders):
        if b.type is not None:
            ty = te.eval_type(b.type, sc)
            if ty[0] != "dom":
                break
            doms.append(ty[1])
        else:
            rest = Lam(t.binders[i + 1:], t.body, t.pos) if i + 1 < len(t.binders) else t.body
            try:
                doms.append(binder_domain(te, b, rest, sc)[0])
            except NotTranslated:
                break
    if len(doms) == len(t.binders):
        return tabulate(te, [b.name for b in t.binders], doms, lambda s: te.ev(t.body, s, None), sc)
    b0 = t.binders[0]
    want = None
    if b0.type is not None:
        ty = te.eval_type(b0.type, sc)
        want = ty[1] if ty[0] in ("num", "dom") else None

    def call(te2: TermEvaluator, argterms: list[Term], sc2: Scope) -> Val:
        v = te2.ev(argterms[0], sc2, want)
        return _bind_call(te2, t, sc, v, sc2.depth, Scope)

    return Val("closure", fn=call, params=(want,))


def _bind_call(te: TermEvaluator, t: Lam, sc: Scope, v: Val, depth: int, Scope: Any) -> Val:
    inner = Scope(dict(sc.vars), max(depth, sc.depth))
    inner.vars[t.binders[0].name] = v
    if len(t.binders) > 1:
        return make_lambda(te, Lam(t.binders[1:], t.body, t.pos), inner)
    return te.ev(t.body, inner, None)


def binder_domain(te: TermEvaluator, b: BinderSpec, body: Term,
                  sc: Scope) -> tuple[Domain, Val | None]:
    """The finite domain of a bound variable, and the membership mask for ``j ∈ s``."""
    if b.type is not None:
        ty = te.eval_type(b.type, sc)
        if ty[0] != "dom":
            raise NotTranslated(f"bound variable {b.name} over an infinite type", b.pos)
        return ty[1], None
    if b.domain is not None:
        s = te.ev(b.domain, sc)
        if s.kind == "finset":
            return s.doms[0], s
        if s.kind != "univ":
            raise NotTranslated(f"bound variable {b.name} over a non-finset", b.pos)
    cache = getattr(te, "cache", None)
    if cache is None:
        dom = _infer(te, b.name, body, sc)
    else:  # the inferred domain depends on the term and the types in scope only
        key: tuple[Any, ...] | None = (id(b), id(body), te.ops.exact, _type_signature(sc))
        try:
            hit = cache.domains.get(key)
        except TypeError:  # an unhashable constant (an interval): do not cache
            key, hit = None, None
        if hit is not None and hit[0] is b and hit[1] is body:
            dom = hit[2]
        else:
            dom = _infer(te, b.name, body, sc)
            if key is not None:
                cache.remember_domain(key, (b, body, dom))
    if dom is None:
        raise NotTranslated(f"cannot infer the type of bound variable {b.name}", b.pos)
    return dom, None


def _type_signature(sc: Scope) -> tuple[Any, ...]:
    """What type inference can see of a scope: each variable's kind, domains and numeric type,
    closures by identity, and the value of a batch-constant number (it may size a ``Fin n``)."""
    out = []
    for k, v in sc.vars.items():
        c = None
        if v.kind == "num" and isinstance(v.arr, np.ndarray) and v.arr.size == 1:
            c = v.arr.flat[0]
        out.append((k, v.kind, v.depth, v.doms, v.dom, v.num, v.matrix, v.params, v.fn, c))
    return tuple(out)


def _shadows(t: Term, name: str) -> bool:
    return isinstance(t, (BigOp, Quant, Lam)) and any(x.name == name for x in t.binders)


def _infer(te: TermEvaluator, name: str, body: Term, sc: Scope) -> Domain | None:
    target = Name(name)

    def visit(t: Term) -> Domain | None:
        if _shadows(t, name):
            return None
        if isinstance(t, App):
            for p, a in enumerate(t.args):
                if a == target:
                    try:
                        head = te.ev(t.fn, sc)
                    except (NotTranslated, KeyError, ValueError, IndexError):
                        head = None
                    if head is not None and head.kind in ("fn", "finset") and len(head.doms) > p:
                        return head.doms[p]
                    pre = t.fn if p == 0 else App(t.fn, t.args[:p], t.pos)
                    try:
                        v = te.ev(pre, sc)
                    except (NotTranslated, KeyError, ValueError, IndexError):
                        v = None
                    if v is not None and v.kind in ("fn", "finset"):
                        return v.doms[0]
                    if v is not None and v.kind == "closure" and isinstance(v.params[0], Domain):
                        return v.params[0]
        if isinstance(t, BinOp) and t.op in ("=", "≠", "∈", "∉") and target in (t.lhs, t.rhs):
            other = t.rhs if t.lhs == target else t.lhs
            try:
                v = te.ev(other, sc)
            except (NotTranslated, KeyError, ValueError, IndexError):
                v = None
            if v is not None and v.kind in ("idx", "finset"):
                return v.doms[0]
        for c in t.children():
            r = visit(c)
            if r is not None:
                return r
        return None

    return visit(body)


# ====================================================================== margins
def margin(te: TermEvaluator, t: Term, sc: Scope) -> Val:
    """Float margin: ``≥ 0`` iff the proposition holds (within tolerance)."""
    ops = te.ops
    if isinstance(t, BinOp) and t.op in ("≤", "<", "≥", ">", "="):
        a, b, _ = te.rel_operands(t, sc)
        if a.kind in ("idx", "finset", "closure") or b.kind in ("idx", "finset", "closure"):
            return _from_truth(te, t, sc)  # a closure: functions compared pointwise (funext)
        if t.op in ("≥", ">"):
            a, b = b, a
        x, y, d = align(a, b)
        x, y = ops.to_float(x), ops.to_float(y)
        scale = np.abs(x) + np.abs(y) + 1e-300
        with np.errstate(all="ignore"):
            m = (y - x) / scale if t.op != "=" else 1e-9 - np.abs(y - x) / scale
        nown = max(a.own_nd, b.own_nd)
        if nown:
            m = m.reshape(m.shape[: m.ndim - nown] + (-1,)).min(axis=-1, initial=1.0)
        return Val("num", m, d)
    if isinstance(t, BinOp) and t.op in ("∧", "∨"):
        x, y, d = align(margin(te, t.lhs, sc), margin(te, t.rhs, sc))
        return Val("num", np.minimum(x, y) if t.op == "∧" else np.maximum(x, y), d)
    if isinstance(t, BinOp) and t.op == "→":
        p = te.prop(t.lhs, sc)
        q = margin(te, t.rhs, sc)
        x, y, d = align(p, q)
        return Val("num", np.where(x, y, 1.0), d)
    if isinstance(t, Quant):
        bs, rest = t.binders[0], t.binders[1:]
        body = Quant(t.op, rest, t.body, t.pos) if rest else t.body
        if bs.type is not None and bs.domain is None and te.eval_type(bs.type, sc)[0] == "num":
            return _from_truth(te, t, sc)  # over an infinite type: grid points (numsets)
        dom, mask = binder_domain(te, bs, body, sc)
        d = sc.depth + 1
        idx = Val("idx", binder_index(dom.size, d), d,
                  doms=(dom,)) if dom.base is None else number_binder(dom, d, te.ops)
        v = lift(margin(te, body, sc.bind(bs.name, idx, d)), d)
        arr = expand_axis(v.arr, d, dom.size)
        fill = np.inf if t.op == "∀" else -np.inf
        if mask is not None:
            arr = np.where(lift(mask, d - 1).arr, arr, fill)
        if dom.size == 0:
            return Val("num", np.full(arr.shape[:d], 1.0), d - 1)
        r = arr.min(axis=d) if t.op == "∀" else arr.max(axis=d)
        return Val("num", np.where(np.isinf(r), 1.0, r), d - 1)
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == "HasDerivAt":
        return has_deriv(te, t.args, sc, t.pos, want_margin=True)
    return _from_truth(te, t, sc)


def _from_truth(te: TermEvaluator, t: Term, sc: Scope) -> Val:
    v = te.prop(t, sc)
    return Val("num", np.where(v.arr, 1.0, -1.0), v.depth)
