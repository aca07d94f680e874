"""Quantifiers over ℝ and ℚ decided exactly by the real roots of their polynomials.

A proposition ``P x`` built with ``∧ ∨ ¬ → ↔`` from comparisons ``l op r`` (``= ≠ < ≤ > ≥``, and
interval memberships ``x ∈ Set.Icc a b``, :func:`dgg.eval.numsets.interval_membership`) whose two
sides are *syntactically* polynomials in ``x`` (:func:`degree`: sums, differences, products,
numeral powers, division by a term free of ``x``, casts of ``x`` itself) and of parts free of
``x`` has, at one instance, a truth value that only changes at the real roots of the polynomials
``l - r``. So, per instance (one cylindrical cell decomposition of the line):

1. every ``l - r`` is evaluated by dgg's *exact* evaluator at ``x = 0, 1, …, D`` (``D`` its
   degree) and interpolated: its coefficients, exact rationals (an enclosure leaves the instance
   undecided). The interpolant *is* ``l - r`` because ``l - r`` is a polynomial of degree ≤ ``D``
   in ``x`` at that instance (Lean's ``x / 0 = 0`` keeps a division by a constant polynomial);
2. the polynomials are factored over ℚ (sympy); each irreducible factor's real roots are isolated
   by intervals with rational end points (``Poly.intervals``, Sturm sequences: exact), refined by
   exact bisection until the intervals of different roots are disjoint;
3. ``P`` is evaluated at one rational point of every open interval between consecutive roots (and
   beyond the extreme ones) and at every root. At a rational point the sign of each polynomial is
   computed exactly; at an irrational root ``α`` of the irreducible ``h``, ``g(α) = 0`` iff ``h``
   divides ``g``, and otherwise its sign is ``g``'s on an isolating interval of ``α`` refined until
   ``g`` has no root in it (``Poly.count_roots``, exact).

Every rational is a root or inside an open cell, every real too, and each atom has one sign per
cell, so ``∃ x : ℝ, P x`` holds iff ``P`` holds at one of these points (``∃ q : ℚ``: at one of
the *rational* ones), ``∀`` iff at all of them; ``∃!`` and the number of elements (``Set.ncard``)
follow (a satisfied open cell is an infinite set). This is a certificate (exact arithmetic and
exact real-root isolation), not sampling; anything outside the shape leaves the caller's points.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import sympy as sp

from dgg.eval.exact_ops import IV_PREC, Undecidable, iv_bounds, to_iv
from dgg.eval.protocol import TermEvaluator
from dgg.eval.values import NotTranslated, Scope, Val, align, expand_axis, lift
from dgg.model.terms import App, Ascribe, BinOp, Name, Num, Term, UnOp, free_names

__all__ = ["MAX_DEGREE", "decide_cells", "degree", "interval_membership", "parse", "root_bound"]

#: the largest degree interpolated (a higher one is left to the points)
MAX_DEGREE = 12
#: the most roots one instance may have before it is left undecided
MAX_ROOTS = 64
_RELS = ("=", "≠", "<", "≤", ">", "≥")
_LOGIC = ("∧", "∨", "→", "↔")
_CASTS = frozenset({"Nat.cast", "Int.cast", "Int.ofNat", "Rat.cast"})
_X = sp.Symbol("x")


def _is_x(t: Term, x: str) -> bool:
    """``t`` is ``x`` or a cast of it (``↑x``, ``(x : ℝ)``, ``Rat.cast x``): the same number."""
    while True:
        if isinstance(t, Name):
            return t.id == x
        if isinstance(t, Ascribe):
            t = t.term
        elif isinstance(t, UnOp) and t.op == "↑":
            t = t.arg
        elif (isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in _CASTS
              and len(t.args) == 1):
            t = t.args[0]
        else:
            return False


def degree(t: Term, x: str, T: str) -> int | None:
    """A bound on the degree of ``t`` as a polynomial in ``x`` when ``t`` is *syntactically* one
    in the arithmetic of ``T`` (``real``/``rat``/``int``; ℕ's truncated subtraction is not), else
    ``None``: ``0`` for a term free of ``x``."""
    if x not in free_names(t):
        return 0
    if _is_x(t, x):
        return 1
    if isinstance(t, BinOp) and t.op in ("+", "-", "*"):
        a, b = degree(t.lhs, x, T), degree(t.rhs, x, T)
        if a is None or b is None or (t.op == "-" and T == "nat"):
            return None
        return a + b if t.op == "*" else max(a, b)
    if isinstance(t, BinOp) and t.op == "/":
        a = degree(t.lhs, x, T)
        return a if T in ("real", "rat") and degree(t.rhs, x, T) == 0 else None
    if isinstance(t, BinOp) and t.op == "^" and isinstance(t.rhs, Num):
        k = t.rhs.value
        a = degree(t.lhs, x, T)
        if a is None or not (isinstance(k, (int, Fraction)) and Fraction(k).denominator == 1
                             and 0 <= k <= MAX_DEGREE):
            return None
        return a * int(k)
    if isinstance(t, UnOp) and t.op == "-" and T != "nat":
        return degree(t.arg, x, T)
    if isinstance(t, Ascribe) and isinstance(t.type, Name) and t.type.id in (
            "ℝ", "Real", "ℚ", "Rat") and T in ("real", "rat"):
        return degree(t.term, x, T)  # a type ascription of a term already in the field
    return None


Node = tuple[Any, ...]
_INTERVALS = {"Icc": (False, False), "Ico": (False, True), "Ioc": (True, False),
              "Ioo": (True, True)}
_HALF = {"Ici": (">=",), "Ioi": (">",), "Iic": ("<=",), "Iio": ("<",)}


def interval_membership(t: BinOp) -> Term | None:
    """``x ∈ Set.Icc a b`` (``Finset`` too, and the half-lines ``Ici``/``Ioi``/``Iic``/``Iio``)
    as the inequalities it means; ``None`` for any other membership."""
    s = t.rhs
    if not (isinstance(s, App) and isinstance(s.fn, Name)):
        return None
    head = s.fn.id.rsplit(".", 1)
    short = head[-1]
    if len(head) == 2 and head[0] not in ("Set", "Finset"):
        return None
    x, p = t.lhs, t.pos
    if short in _INTERVALS and len(s.args) == 2:
        lo_open, hi_open = _INTERVALS[short]
        a, b = s.args
        out: Term = BinOp("∧", BinOp("<" if lo_open else "≤", a, x, p),
                          BinOp("<" if hi_open else "≤", x, b, p), p)
    elif short in _HALF and len(s.args) == 1:
        op = {">=": "≥", ">": ">", "<=": "≤", "<": "<"}[_HALF[short][0]]
        out = BinOp(op, x, s.args[0], p)
    else:
        return None
    if t.op == "∉":
        return UnOp("¬", out, p)
    return out




def parse(t: Term, x: str) -> Node | None:
    """``P`` as a tree of ``("logic", op, a, b)``, ``("not", a)``, ``("rel", BinOp)`` and
    ``("const", Term)`` (free of ``x``); ``None`` outside the shape of the module docstring."""
    if x not in free_names(t):
        return ("const", t)
    if isinstance(t, BinOp) and t.op in _LOGIC:
        a, b = parse(t.lhs, x), parse(t.rhs, x)
        return None if a is None or b is None else ("logic", t.op, a, b)
    if isinstance(t, UnOp) and t.op == "¬":
        a = parse(t.arg, x)
        return None if a is None else ("not", a)
    if isinstance(t, BinOp) and t.op in ("∈", "∉"):
        m = interval_membership(t)
        return None if m is None else parse(m, x)
    if isinstance(t, BinOp) and t.op in _RELS:
        return ("rel", t)
    return None


def _leaves(n: Node) -> list[Node]:
    if n[0] == "logic":
        return _leaves(n[2]) + _leaves(n[3])
    if n[0] == "not":
        return _leaves(n[1])
    return [n]


def _points(te: TermEvaluator, d: int, values: list[Fraction]) -> np.ndarray:
    arr: Any = np.empty(len(values), dtype=object)
    for i, v in enumerate(values):
        arr[i] = v
    return np.asarray(arr).reshape((1,) + (1,) * (d - 1) + (len(values),))


def _residual(te: TermEvaluator, rel: BinOp, x: str, num: str, n: int, sc: Scope
              ) -> np.ndarray:
    """``l - r`` at ``x = 0 … n - 1``: an array of the instance axes and a last axis of ``n``."""
    d = sc.depth + 1
    xv = Val("num", _points(te, d, [Fraction(k) for k in range(n)]), d, num=num)
    a, b, _ = te.rel_operands(rel, sc.bind(x, xv, d))
    if a.kind != "num" or b.kind != "num":
        raise NotTranslated("a comparison of non-numbers", rel.pos)
    f, g, dd = align(a, b)
    diff = te.ops.sub(f, g)
    return np.asarray(expand_axis(lift(Val("num", diff, dd), d).arr, d, n))


def _rel_type(te: TermEvaluator, rel: BinOp, x: str, num: str, sc: Scope) -> str:
    d = sc.depth + 1
    xv = Val("num", _points(te, d, [Fraction(0)]), d, num=num)
    return str(te.rel_operands(rel, sc.bind(x, xv, d))[2])


#: in float arithmetic, a value is read as a rational only when its denominator is at most this
#: (a float of a simple rational; a rounded irrational such as ``√2`` has a 2⁵² denominator and
#: would make a root that exact arithmetic does not have)
FLOAT_DENOMINATOR = 1 << 20
#: in float arithmetic, at most this many instances are decided (each is a sympy factorisation)
MAX_FLOAT_INSTANCES = 256


def _from_float(y: Any, simple: bool = True) -> Fraction | None:
    """The rational a float is; ``None`` when it is not finite or, with ``simple``, when its
    denominator exceeds :data:`FLOAT_DENOMINATOR`."""
    try:
        f = float(y)
    except (TypeError, ValueError):
        return None
    if not np.isfinite(f):
        return None
    q = Fraction(f)
    return q if not simple or q.denominator <= FLOAT_DENOMINATOR else None


def _interpolate(ys: list[Any]) -> sp.Poly | None:
    """The polynomial through ``(k, ys[k])``; ``None`` unless every value is an exact rational."""
    if not all(isinstance(y, (Fraction, int)) for y in ys):
        return None
    pts = [(sp.Integer(k), sp.Rational(Fraction(y).numerator, Fraction(y).denominator))
           for k, y in enumerate(ys)]
    expr = sp.interpolate(pts, _X) if len(pts) > 1 else pts[0][1]
    return sp.Poly(expr, _X, domain=sp.QQ)


class _Root:
    """A real root of the irreducible ``h``, isolated in ``[lo, hi]`` (a point when rational)."""

    def __init__(self, h: sp.Poly, lo: Fraction, hi: Fraction) -> None:
        self.h, self.lo, self.hi = h, lo, hi

    @property
    def rational(self) -> bool:
        return self.lo == self.hi

    def bisect(self) -> None:
        if self.rational:
            return
        m = (self.lo + self.hi) / 2
        s_lo, s_m = _sign_at(self.h, self.lo), _sign_at(self.h, m)
        if s_m == 0:  # an irreducible of degree ≥ 2 has no rational root; kept for safety
            self.lo = self.hi = m
        elif s_lo * s_m < 0:
            self.hi = m
        else:
            self.lo = m

    def sign(self, g: sp.Poly) -> int:
        """The exact sign of ``g`` at this root."""
        if self.rational:
            return _sign_at(g, self.lo)
        if g.is_zero or g.rem(self.h).is_zero:
            return 0
        for _ in range(400):
            lo, hi = _q(self.lo), _q(self.hi)
            if g.count_roots(lo, hi) == 0:
                return _sign_at(g, (self.lo + self.hi) / 2)
            self.bisect()
        raise Undecidable("a root not separated from another polynomial's")


def _q(v: Fraction) -> sp.Rational:
    return sp.Rational(v.numerator, v.denominator)


def _sign_at(g: sp.Poly, v: Fraction) -> int:
    val = g.eval(_q(v))
    return int(sp.sign(val))


def _roots(polys: list[sp.Poly]) -> list[_Root]:
    """The distinct real roots of the nonzero ``polys``, sorted, with disjoint intervals."""
    irreducible: list[sp.Poly] = []
    for p in polys:
        if p.is_zero or p.degree() <= 0:
            continue
        for f, _ in p.factor_list()[1]:
            f = sp.Poly(f.monic(), _X, domain=sp.QQ)
            if all(f != g for g in irreducible):
                irreducible.append(f)
    roots: list[_Root] = []
    for h in irreducible:
        if h.degree() == 1:  # monic: x + c, the rational root -c
            c = h.all_coeffs()[1]
            root = -Fraction(int(c.p), int(c.q))
            roots.append(_Root(h, root, root))
            continue
        for (a, b), _ in h.intervals():
            roots.append(_Root(h, Fraction(int(a.p), int(a.q)), Fraction(int(b.p), int(b.q))))
    if len(roots) > MAX_ROOTS:
        raise Undecidable("too many roots")
    for _ in range(400):  # refine until the intervals are pairwise disjoint, with gaps
        roots.sort(key=lambda r: (r.lo, r.hi))
        clash = [i for i in range(len(roots) - 1) if roots[i].hi >= roots[i + 1].lo]
        if not clash:
            return roots
        for i in clash:
            roots[i].bisect()
            roots[i + 1].bisect()
    raise Undecidable("roots not separated")


def _truth(n: Node, signs: dict[int, int], consts: dict[int, bool]) -> bool:
    if n[0] == "const":
        return consts[id(n)]
    if n[0] == "rel":
        s, op = signs[id(n)], n[1].op
        return {"=": s == 0, "≠": s != 0, "<": s < 0, "≤": s <= 0, ">": s > 0,
                "≥": s >= 0}[op]
    if n[0] == "not":
        return not _truth(n[1], signs, consts)
    a, b = _truth(n[2], signs, consts), _truth(n[3], signs, consts)
    return {"∧": a and b, "∨": a or b, "→": (not a) or b, "↔": a == b}[n[1]]


class _Pieces:
    """The decomposition at one instance: the sorted roots, whether ``P`` holds on each open cell
    (``len(roots) + 1`` of them: below the first root, between, above the last) and at each root
    (``None`` at an irrational root for ℚ, which is no element of the type)."""

    def __init__(self, tree: Node, polys: dict[int, sp.Poly], consts: dict[int, bool],
                 num: str) -> None:
        self.roots = _roots(list(polys.values()))
        rs = self.roots
        pts = [Fraction(0)] if not rs else (
            [rs[0].lo - 1] + [(r.hi + s.lo) / 2 for r, s in zip(rs, rs[1:])] + [rs[-1].hi + 1])
        self.cells = [_truth(tree, {k: _sign_at(p, c) for k, p in polys.items()}, consts)
                      for c in pts]
        self.at_roots: list[bool | None] = [
            None if num == "rat" and not r.rational
            else _truth(tree, {k: r.sign(p) for k, p in polys.items()}, consts) for r in rs]

    @property
    def infinite(self) -> bool:
        return any(self.cells)

    @property
    def hits(self) -> int:
        return sum(1 for t in self.at_roots if t)

    def forall(self) -> bool:
        return all(self.cells) and all(t is not False for t in self.at_roots)


def decide_cells(te: TermEvaluator, kind: str, body: Term, x: str, num: str, sc: Scope,
                 floats: bool = False) -> tuple[np.ndarray, np.ndarray] | None:
    """``kind`` (``∀ ∃ ∃! ncard finite sInf sSup``) of ``fun x : num ↦ body`` per instance, in
    *exact* arithmetic: ``(values, decided)`` over the instance axes (``values`` bool, the count
    as a Fraction for ``ncard``, the bound for ``sInf``/``sSup``), or ``None`` when ``body`` is
    outside the module's shape. With ``floats``, float arithmetic too: its values, each read as
    the rational it is, give float evidence only (exact arithmetic decides again before anything is shown)."""
    if num not in ("real", "rat") or not (te.ops.exact or floats):
        return None
    tree = parse(body, x)
    if tree is None:
        return None
    d = sc.depth + 1
    rels: dict[int, np.ndarray] = {}
    degs: dict[int, int] = {}
    consts: dict[int, np.ndarray] = {}
    try:
        for leaf in _leaves(tree):
            if leaf[0] == "const":
                v = te.prop(leaf[1], sc)
                consts[id(leaf)] = np.asarray(lift(v, d - 1).arr, dtype=bool)
                continue
            rel = leaf[1]
            T = _rel_type(te, rel, x, num, sc)
            dl, dr = degree(rel.lhs, x, T), degree(rel.rhs, x, T)
            if dl is None or dr is None or max(dl, dr) > MAX_DEGREE:
                return None
            rels[id(leaf)] = _residual(te, rel, x, num, max(dl, dr) + 1, sc)
            degs[id(leaf)] = max(dl, dr)
    except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
            ArithmeticError, KeyError, IndexError):
        return None
    truth = kind in ("∀", "∃", "∃!")
    shapes = [a.shape[:-1] for a in rels.values()] + [a.shape for a in consts.values()]
    lead = np.broadcast_shapes((1,) * d, *shapes)
    if not te.ops.exact and int(np.prod(lead)) > MAX_FLOAT_INSTANCES:
        return None
    out = np.empty(lead, dtype=object)
    known = np.zeros(lead, dtype=bool)
    for ix in np.ndindex(*lead):
        def at(a: np.ndarray, ix: tuple[int, ...] = ix) -> Any:
            return a[tuple(min(i, s - 1) for i, s in zip(ix, a.shape))]
        try:
            polys: dict[int, sp.Poly] = {}
            lins: dict[int, _Linear] = {}
            for k, a in rels.items():
                ys = list(at(a))
                # a count or a bound has no points to fall back on: any float is read as is
                p = _interpolate([y if te.ops.exact else _from_float(y, simple=truth)
                                  for y in ys])
                if p is not None:
                    polys[k] = p
                elif degs[k] <= 1 and kind in ("∀", "∃"):
                    lins[k] = _Linear([_bounds(y, te.ops.exact) for y in ys])
                else:
                    raise Undecidable("an inexact coefficient")
            cs = {k: bool(at(a)) for k, a in consts.items()}
            if lins:  # a witness or a counterexample point only (dgg.eval.cells._partial)
                got = _partial(kind, tree, polys, lins, cs, num)
                if got is not None:
                    known[ix], out[ix] = True, got
                else:
                    out[ix] = False
                continue
            pieces = _Pieces(tree, polys, cs, num)
        except (Undecidable, ValueError, TypeError, ArithmeticError, sp.PolynomialError):
            out[ix] = False
            continue
        known[ix] = True
        out[ix] = _result(kind, pieces, te.ops.exact)
    return out, known


class _Linear:
    """``a x + b`` known by enclosures of ``a`` and ``b`` (an irrational coefficient, ``x = √2``),
    from enclosures of its values at ``x = 0, 1``."""

    def __init__(self, ys: list[tuple[Fraction, Fraction]]) -> None:
        (b0, b1), (c0, c1) = ys[0], ys[1] if len(ys) > 1 else (Fraction(0), Fraction(0))
        self.b = (b0, b1)
        self.a = (c0 - b1, c1 - b0) if len(ys) > 1 else (Fraction(0), Fraction(0))

    def sign(self, lo: Fraction, hi: Fraction) -> int | None:
        """The sign of ``a x + b`` for every ``x`` in ``[lo, hi]`` and every ``a``, ``b`` of the
        enclosures, ``None`` when it is not one sign."""
        prods = [a * x for a in self.a for x in (lo, hi)]
        top, bottom = max(prods) + self.b[1], min(prods) + self.b[0]
        if bottom > 0:
            return 1
        if top < 0:
            return -1
        return 0 if top == bottom == 0 else None

    def near(self) -> list[Fraction]:
        """Rational points just beside the root's enclosure (none when ``a`` may be 0)."""
        if self.a[0] <= 0 <= self.a[1]:
            return []
        ends = [-b / a for a in self.a for b in self.b]
        lo, hi = min(ends), max(ends)
        eps = max(hi - lo, Fraction(1, 1 << 40))
        return [lo - eps, hi + eps]


def _bounds(y: Any, exact: bool) -> tuple[Fraction, Fraction]:
    """An enclosure of ``y``: exact (a Fraction or an interval's end points), or for a float a
    relative margin of 2⁻⁴⁰ (float evidence only)."""
    if exact:
        return iv_bounds(y)
    f = float(y)
    if not np.isfinite(f):
        raise Undecidable("a value that is not finite")
    q = Fraction(f)
    w = abs(q) / (1 << 40) + Fraction(1, 1 << 200)
    return q - w, q + w


def _truth3(n: Node, signs: dict[int, int | None], consts: dict[int, bool]) -> bool | None:
    """:func:`_truth` in Kleene's three-valued logic (``None``: an atom of unknown sign)."""
    if n[0] == "const":
        return consts[id(n)]
    if n[0] == "rel":
        s = signs[id(n)]
        if s is None:
            return None
        return {"=": s == 0, "≠": s != 0, "<": s < 0, "≤": s <= 0, ">": s > 0,
                "≥": s >= 0}[n[1].op]
    if n[0] == "not":
        v = _truth3(n[1], signs, consts)
        return None if v is None else not v
    a, b = _truth3(n[2], signs, consts), _truth3(n[3], signs, consts)
    op = n[1]
    if op == "→":
        a, op = (None if a is None else not a), "∨"
    if op == "∧":
        return False if a is False or b is False else None if a is None or b is None else True
    if op == "∨":
        return True if a is True or b is True else None if a is None or b is None else False
    return None if a is None or b is None else a == b


def _partial(kind: str, tree: Node, polys: dict[int, sp.Poly], lins: dict[int, _Linear],
             cs: dict[int, bool], num: str) -> bool | None:
    """With atoms known by enclosures only: ``∀`` false at a point where ``P`` is surely false,
    ``∃`` true at a point where it is surely true (every cell and root of the exact polynomials,
    and points beside each enclosed root); ``None`` otherwise (no decision)."""
    roots = _roots(list(polys.values()))
    pts: list[Fraction] = [Fraction(0)] if not roots else (
        [roots[0].lo - 1] + [(r.hi + s.lo) / 2 for r, s in zip(roots, roots[1:])]
        + [roots[-1].hi + 1])
    for ln in lins.values():
        pts += ln.near()
    want = kind == "∃"
    for c in pts:
        signs: dict[int, int | None] = {k: _sign_at(p, c) for k, p in polys.items()}
        signs.update({k: ln.sign(c, c) for k, ln in lins.items()})
        if _truth3(tree, signs, cs) is want:
            return want
    for r in roots:
        if num == "rat" and not r.rational:
            continue
        signs = {k: r.sign(p) for k, p in polys.items()}
        for k, ln in lins.items():
            got = ln.sign(r.lo, r.hi)
            for _ in range(200):
                if got is not None or r.rational:
                    break
                r.bisect()
                got = ln.sign(r.lo, r.hi)
            signs[k] = got
        if _truth3(tree, signs, cs) is want:
            return want
    return None


def _result(kind: str, pc: _Pieces, exact: bool) -> Any:
    if kind == "∃":
        return pc.infinite or pc.hits > 0
    if kind == "∃!":
        return not pc.infinite and pc.hits == 1
    if kind == "finite":
        return not pc.infinite
    if kind == "ncard":  # an infinite set has ncard 0 (Set.Infinite.ncard)
        return Fraction(0 if pc.infinite else pc.hits)
    if kind in ("sInf", "sSup"):
        return _extremum(kind, pc, exact)
    return pc.forall()


def _extremum(kind: str, pc: _Pieces, exact: bool) -> Any:
    """``sInf``/``sSup`` of the set over ℝ: the least (largest) root where the set holds or that
    is the end of an open cell where it holds; 0 for an empty set or one unbounded on that side
    (``Real.sInf_empty``, ``Real.sInf_of_not_bddBelow``, ``Real.sSup_empty``,
    ``Real.sSup_of_not_bddAbove``, ``Mathlib/Algebra/Order/Archimedean/Real/Basic.lean``). An
    irrational root is an interval enclosure."""
    rs, cells, at = pc.roots, pc.cells, pc.at_roots
    n = len(rs)
    if kind == "sInf":
        if cells[0]:
            return Fraction(0)
        best = next((i for i in range(n) if at[i] or cells[i + 1]), None)
    else:
        if cells[-1]:
            return Fraction(0)
        best = next((i for i in reversed(range(n)) if at[i] or cells[i]), None)
    if best is None:
        return Fraction(0)
    return _value(rs[best], exact)


def _value(r: _Root, exact: bool) -> Any:
    """The root as a Fraction, or an Arb ball (the evaluator's enclosures) around an isolating
    interval of width below 2^-(IV_PREC + 10)."""
    if r.rational:
        return r.lo
    if not exact:
        return float((r.lo + r.hi) / 2)
    while r.hi - r.lo > Fraction(1, 1 << (IV_PREC + 10)):
        r.bisect()
        if r.rational:
            return r.lo
    return to_iv(r.lo).union(to_iv(r.hi))  # an Arb ball holding both end points


def root_bound(te: TermEvaluator, rel: BinOp, x: str, num: str, sc: Scope) -> np.ndarray | None:
    """For an equation ``l = r`` polynomial in ``x`` (:func:`degree`), per instance an integer
    ``B`` with ``|x| ≤ B`` at every real root of ``l - r`` (Cauchy's bound ``1 + max |aᵢ / aₙ|``
    on the exactly interpolated coefficients); ``None`` when an instance's ``l - r`` is the zero
    polynomial or a constant (no bound: every ``x`` or none), or outside the shape. In float
    arithmetic the values are read as the rationals they are (float evidence only)."""
    if rel.op != "=":
        return None
    try:
        T = _rel_type(te, rel, x, num, sc)
        dl, dr = degree(rel.lhs, x, T), degree(rel.rhs, x, T)
        if dl is None or dr is None or max(dl, dr) == 0 or max(dl, dr) > MAX_DEGREE:
            return None
        res = _residual(te, rel, x, num, max(dl, dr) + 1, sc)
    except (NotTranslated, Undecidable, ValueError, TypeError, ZeroDivisionError,
            ArithmeticError, KeyError, IndexError):
        return None
    lead = res.shape[:-1]
    out = np.zeros(lead, dtype=np.int64)
    for ix in np.ndindex(*lead):
        ys = [y if te.ops.exact else _from_float(y) for y in res[ix]]
        try:
            p = _interpolate(ys)
        except (ValueError, TypeError, ArithmeticError, sp.PolynomialError):
            return None
        if p is None or p.is_zero or p.degree() <= 0:
            return None
        cs = [Fraction(int(c.p), int(c.q)) for c in p.all_coeffs()]
        bound = 1 + max((abs(c / cs[0]) for c in cs[1:]), default=Fraction(0))
        out[ix] = int(-(-bound.numerator // bound.denominator))
    return out
