"""Equality hypotheses on real scalars, met on *all* their solutions.

In: the equality atoms of a statement's hypotheses whose variables are real scalars
(``x ^ 2 = 4``, ``x * (2 * x - 1) = 0``, ``Real.exp x = 2``, three linear equations in seven
unknowns, ``a * x + b * y = 3 ∧ a * x ^ 2 + b * y ^ 2 = 7``). Out: an :class:`EqualityPlan` that
overwrites some variables of a drawn batch so that the equalities hold, in float (sampling) and
exactly (re-verification of a candidate):

* **linear systems** — the whole affine solution set, parametrised exactly (``sympy.linsolve``):
  the free unknowns are drawn, the others computed; an inconsistent system is reported;
* **jointly linear unknowns** — ``k`` equations linear in ``k`` of the unknowns given the others
  (``a``, ``b`` above): the others are drawn, a ``k × k`` system solved per instance;
* **one unknown at a time** otherwise: a polynomial in it gets all real roots (numpy in float;
  exactly — rational, or an isolating interval with rational ends — when re-verifying); another
  analytic equation gets every sign change on a wide logarithmic grid, refined by bisection, each
  instance taking one of the roots at random (so every root is visited). Exactly, a root is a
  rational whose residual is symbolically zero, or an interval ``[a, b]`` on which the equation is
  certified continuous (every branch argument's enclosure excludes 0) with certified opposite
  signs at the ends (a root by the intermediate value theorem).

An instance whose unknowns are intervals satisfies the planned equalities at a point inside them;
its other hypotheses and conclusion are decided over the whole interval, so a refutation stays
certified. Such hypotheses are listed in :attr:`EqualityPlan.hyps`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np
import sympy as sp
from mpmath import iv

from dgg.eval import certify
from dgg.eval.exact_ops import Undecidable, is_interval, iv_bounds
from dgg.eval.numeric import real_valued
from dgg.eval.symbolic import Conv, NotSymbolic, Singular
from dgg.model.terms import BinOp, Term
from dgg.sample.powers import check_substitution, lean_lambdify

__all__ = ["EqualityPlan", "build_plan"]

_GRID = np.concatenate([-np.logspace(7, -7, 113), [0.0], np.logspace(-7, 7, 113)])


def _frac(x: Any) -> Fraction:
    return Fraction(x) if not isinstance(x, float) else Fraction(x).limit_denominator(10 ** 12)


def _rat(x: Fraction) -> sp.Rational:
    return sp.Rational(x.numerator, x.denominator)


@dataclass
class _Eq:
    hyp: str
    term: BinOp
    expr: sp.Expr            # lhs - rhs, generic form, in the plan's symbols
    names: frozenset[str]


@dataclass
class _Step:
    kind: str                 # "linear" | "joint" | "poly" | "root"
    targets: list[str]
    eqs: list[_Eq]
    # linear: target -> lambdified expression of the free symbols, and exact sympy expressions
    exprs: dict[str, sp.Expr] = field(default_factory=dict)


@dataclass
class EqualityPlan:
    """Which real variables the equalities determine, and how (see the module docstring)."""

    syms: dict[str, sp.Symbol]
    steps: list[_Step]
    hyps: frozenset[str]
    opens: tuple[str, ...] = ()
    inconsistent: str | None = None
    env_consts: dict[str, sp.Expr] = field(default_factory=dict)
    _lam: dict[Any, Any] = field(default_factory=dict)

    @property
    def solved(self) -> list[str]:
        return [v for s in self.steps for v in s.targets]

    # ------------------------------------------------------------------ float
    def _f(self, key: Any, e: sp.Expr) -> Any:
        if key not in self._lam:
            order = list(self.syms.values())
            self._lam[key] = real_valued(lean_lambdify(order, e))  # complex: NaN, no warning
        return self._lam[key]

    def _args(self, vals: dict[str, np.ndarray], batch: int) -> list[np.ndarray]:
        return [np.broadcast_to(np.asarray(vals[n], dtype=float), (batch,)).copy()
                for n in self.syms]

    def apply_float(self, vals: dict[str, np.ndarray], batch: int,
                    rng: np.random.Generator) -> None:
        """Overwrite the solved variables of a float batch in place."""
        with np.errstate(all="ignore"):
            for st in self.steps:
                args = self._args(vals, batch)
                if st.kind == "linear":
                    for v in st.targets:
                        out = self._f(("lin", v), st.exprs[v])(*args)
                        vals[v] = np.broadcast_to(np.asarray(out, dtype=float), (batch,)).copy()
                elif st.kind == "joint":
                    self._joint_float(st, vals, args, batch)
                else:
                    vals[st.targets[0]] = self._roots_float(st, args, batch, rng)

    def _joint_float(self, st: _Step, vals: dict[str, np.ndarray], args: list[np.ndarray],
                     batch: int) -> None:
        k = len(st.targets)
        A = np.zeros((batch, k, k))
        b = np.zeros((batch, k))
        for i, eq in enumerate(st.eqs):
            for j, v in enumerate(st.targets):
                A[:, i, j] = self._f(("jA", i, j, id(st)), eq.expr.coeff(self.syms[v]))(*args)
            rest = eq.expr.subs({self.syms[v]: 0 for v in st.targets})
            b[:, i] = -np.asarray(self._f(("jb", i, id(st)), rest)(*args), dtype=float)
        ok: np.ndarray = np.asarray(np.isfinite(A).all(axis=(1, 2)) & np.isfinite(b).all(axis=1))
        ok &= np.abs(np.linalg.det(np.where(ok[:, None, None], A, np.eye(k)))) > 1e-12
        A = np.where(ok[:, None, None], A, np.eye(k))
        x = np.linalg.solve(A, np.where(ok[:, None], b, 0.0)[..., None])[..., 0]
        for j, v in enumerate(st.targets):
            vals[v] = np.where(ok, x[:, j], np.nan)

    def _roots_float(self, st: _Step, args: list[np.ndarray], batch: int,
                     rng: np.random.Generator) -> np.ndarray:
        v = st.targets[0]
        s = self.syms[v]
        e = st.eqs[0].expr
        pos = list(self.syms).index(v)
        out = np.full(batch, np.nan)
        if st.kind == "poly":
            poly = sp.Poly(e, s)
            cs = [np.broadcast_to(np.asarray(self._f(("pc", id(st), k), c)(*args), dtype=float),
                                  (batch,)) for k, c in enumerate(poly.all_coeffs())]
            C = np.stack(cs, axis=1)
            for i in range(batch):
                row = C[i]
                if not np.all(np.isfinite(row)):
                    continue
                nz = np.nonzero(row)[0]
                if len(nz) == 0:
                    continue
                r = np.roots(row[nz[0]:])
                r = r[np.abs(r.imag) <= 1e-9 * (1 + np.abs(r.real))].real
                if len(r):
                    out[i] = r[rng.integers(0, len(r))]
            return out
        g = self._f(("g", id(st)), e)
        G = len(_GRID)
        big = [np.repeat(a, G) for a in args]
        big[pos] = np.tile(_GRID, batch)
        y = np.asarray(g(*big), dtype=float).reshape(batch, G) if batch else np.zeros((0, G))
        y = np.broadcast_to(y, (batch, G))
        fin = np.isfinite(y)
        change = (np.sign(y[:, :-1]) * np.sign(y[:, 1:]) < 0) & fin[:, :-1] & fin[:, 1:]
        exact0 = (y == 0) & fin
        bi, bj = np.nonzero(change)
        lo, hi = _GRID[bj].copy(), _GRID[bj + 1].copy()
        ylo = y[bi, bj]
        for _ in range(80):
            mid = (lo + hi) / 2
            a2 = [a[bi] for a in args]
            a2[pos] = mid
            ym = np.asarray(g(*a2), dtype=float) if len(bi) else np.zeros(0)
            ym = np.broadcast_to(ym, mid.shape)
            left = np.sign(ym) == np.sign(ylo)
            lo, hi = np.where(left, mid, lo), np.where(left, hi, mid)
            ylo = np.where(left, ym, ylo)
        roots = (lo + hi) / 2
        zi, zj = np.nonzero(exact0)
        all_i = np.concatenate([bi, zi])
        all_r = np.concatenate([roots, _GRID[zj]])
        if len(all_i):
            key = rng.random(len(all_i))
            order = np.lexsort((key, all_i))
            all_i, all_r = all_i[order], all_r[order]
            first = np.ones(len(all_i), bool)
            first[1:] = all_i[1:] != all_i[:-1]
            out[all_i[first]] = all_r[first]
        return out

    # ------------------------------------------------------------------ exact
    def apply_exact(self, vals: dict[str, np.ndarray]) -> bool:
        """Overwrite the solved variables of a one-instance exact batch with exact solutions
        (Fractions, or certified root intervals). Returns ``True`` when an interval was used.
        Raises :class:`Undecidable` when no certified solution near the float one is found."""
        used_iv = False
        for st in self.steps:
            known = {self.syms[n]: _rat(_frac(vals[n][0])) for n in self.syms
                     if n not in st.targets and not _is_iv(vals[n][0])}
            for e in [*(q.expr for q in st.eqs), *st.exprs.values()]:
                check_substitution(e, known)
            if st.kind == "linear":
                for v in st.targets:
                    val = st.exprs[v].subs(known)
                    if not val.is_Rational:
                        raise Undecidable("linear parametrisation did not give a rational")
                    vals[v] = np.array([Fraction(int(val.p), int(val.q))], dtype=object)
            elif st.kind == "joint":
                eqs = [eq.expr.subs(known) for eq in st.eqs]
                sol = sp.solve(eqs, [self.syms[v] for v in st.targets], dict=True)
                if len(sol) != 1 or not all(sol[0].get(self.syms[v], None) is not None and
                                            sol[0][self.syms[v]].is_Rational
                                            for v in st.targets):
                    raise Undecidable("jointly linear system not uniquely rational")
                for v in st.targets:
                    r = sol[0][self.syms[v]]
                    vals[v] = np.array([Fraction(int(r.p), int(r.q))], dtype=object)
            else:
                v = st.targets[0]
                guess = float(vals[v][0]) if not _is_iv(vals[v][0]) else float(
                    sum(iv_bounds(vals[v][0])) / 2)
                r = self._root_exact(st, known, guess)
                used_iv |= _is_iv(r)
                vals[v] = np.array([r], dtype=object)
        return used_iv

    def _root_exact(self, st: _Step, known: dict[sp.Symbol, sp.Expr], guess: float) -> Any:
        v = st.targets[0]
        s = self.syms[v]
        e = st.eqs[0].expr.subs(known)
        if e.free_symbols - {s}:
            raise Undecidable("unknowns left in the equation")
        if st.kind == "poly":
            poly = sp.Poly(e, s)
            if not poly.domain.is_QQ and not poly.domain.is_ZZ:
                return self._root_generic(st, known, guess)
            if poly.is_zero:
                return Fraction(guess).limit_denominator(10 ** 6)
            best = None
            for (a, b), _m in poly.intervals(eps=sp.Rational(1, 10 ** 40)):
                c = (a + b) / 2
                if best is None or abs(float(c) - guess) < abs(float((best[0] + best[1]) / 2)
                                                               - guess):
                    best = (a, b)
            if best is None:
                raise Undecidable("no real root")
            a, b = best
            if a == b:
                return Fraction(int(a.p), int(a.q))
            for q in _rationals_near((float(a) + float(b)) / 2):
                if a <= q <= b and poly.eval(_rat(q)) == 0:
                    return q
            return _interval(Fraction(int(a.p), int(a.q)), Fraction(int(b.p), int(b.q)))
        return self._root_generic(st, known, guess)

    def _root_generic(self, st: _Step, known: dict[sp.Symbol, sp.Expr], guess: float) -> Any:
        v = st.targets[0]
        term = st.eqs[0].term
        # the values of the other variables too: `exp x = exp y` has the root x = y, which the
        # float root (`1e-9 · (1 - 3e-8)` for y = 1e-9) does not give by rounding
        others = [q for q in {Fraction(int(val.p), int(val.q)) for val in known.values()
                              if val.is_Rational}
                  if abs(float(q) - guess) <= 1e-6 * (1 + abs(guess))]
        for q in _rational_roots(st.eqs[0].expr.subs(known), self.syms[v], guess) + \
                _rationals_near(guess) + others:
            try:
                val = self._point_value(term, v, q, known)
                if certify.sign(val) == 0:
                    return q
            except (Undecidable, NotSymbolic, Singular):
                continue
        return self._bracket(term, v, known, guess)

    def _conv_env(self, known: dict[sp.Symbol, sp.Expr]) -> dict[str, sp.Expr]:
        env = dict(self.env_consts)
        for n, sy in self.syms.items():
            if sy in known:
                env[n] = known[sy]
        return env

    def _point_value(self, term: BinOp, v: str, q: Fraction, known: dict) -> sp.Expr:
        env = self._conv_env(known)
        env[v] = _rat(q)
        c = Conv(env, {n: "real" for n in env}, opens=self.opens)
        with certify.time_limit():  # computer algebra at a candidate root: bounded like the rest
            return c.conv(term.lhs) - c.conv(term.rhs)

    def _bracket(self, term: BinOp, v: str, known: dict, guess: float) -> Any:
        t = sp.Symbol("t_dgg", real=True)
        env = self._conv_env(known)
        env[v] = t
        for k in (12, 9, 6):
            d = Fraction(1, 10 ** k) * (1 + abs(Fraction(guess)))
            m = Fraction(guess).limit_denominator(10 ** (k + 3))
            a, b = m - d, m + d
            c = Conv(dict(env), {n: "real" for n in env}, t=t, x0=_rat(m), side=None,
                     opens=self.opens)
            decided: list[sp.Expr] = []
            orig = c.sgn

            def rec(u: sp.Expr, orig: Any = orig, decided: list = decided) -> int:
                decided.append(u)
                return orig(u)

            c.sgn = rec  # type: ignore[method-assign]
            try:
                g = c.conv(term.lhs) - c.conv(term.rhs)
                box = iv.mpf([_mpf(a), _mpf(b)])
                if not all(_excludes_zero(u, t, box) for u in decided if u.has(t)):
                    continue
                sa, sb = certify.sign(g.subs(t, _rat(a))), certify.sign(g.subs(t, _rat(b)))
            except (Undecidable, Singular, NotSymbolic):
                continue
            if sa * sb < 0:
                return _interval(a, b)
            if sa == 0:
                return a
            if sb == 0:
                return b
        raise Undecidable("no certified root bracket")


def _mpf(f: Fraction) -> Any:
    return iv.mpf(f.numerator) / iv.mpf(f.denominator)


def _interval(a: Fraction, b: Fraction) -> Any:
    return iv.mpf([_mpf(a).a, _mpf(b).b])


def _is_iv(x: Any) -> bool:
    return is_interval(x)


def _excludes_zero(u: sp.Expr, t: sp.Symbol, box: Any) -> bool:
    try:
        lo, hi = iv_bounds(_iv_sub(u, t, box))
    except (Undecidable, ZeroDivisionError, ValueError, TypeError, AttributeError):
        return False  # (mpmath's interval context has no atan: such a bracket is not certified)
    return lo > 0 or hi < 0


def _iv_sub(e: sp.Expr, t: sp.Symbol, box: Any) -> Any:
    f = sp.lambdify([t], e, modules=[{"exp": iv.exp, "log": iv.log, "sin": iv.sin,
                                       "cos": iv.cos, "sqrt": iv.sqrt, "pi": iv.pi,
                                       "E": iv.e}, "mpmath"])
    r = f(box)
    return r if _is_iv(r) else iv.mpf(r)


def _rational_roots(e: sp.Expr, s: sp.Symbol, guess: float) -> list[Fraction]:
    """The rational roots of the numerator of ``e`` (a rational function of ``s`` with
    rational coefficients, such as ``p⁻¹ + s⁻¹ - 1``), nearest ``guess`` first: candidates only,
    each is verified on the Lean term."""
    if _huge_power(e):
        return []
    try:
        num = sp.Poly(sp.numer(sp.together(e)), s)
        if not (num.domain.is_QQ or num.domain.is_ZZ) or num.degree() < 1 or num.degree() > 8:
            return []
        roots = [r for r in sp.roots(num, filter="Q") if r.is_Rational]
    except (sp.PolynomialError, sp.GeneratorsError, ValueError, TypeError, NotImplementedError):
        return []
    out = [Fraction(int(r.p), int(r.q)) for r in roots]
    return sorted(out, key=lambda q: abs(float(q) - guess))


def _rationals_near(x: float) -> list[Fraction]:
    if not np.isfinite(x):
        return []
    out = []
    for d in (1, 2, 3, 4, 10, 100, 1000, 10 ** 6):
        q = Fraction(x).limit_denominator(d)
        if q not in out:
            out.append(q)
    return out


# ---------------------------------------------------------------------------------- planning
def build_plan(eqs: list[tuple[str, BinOp]], real_vars: list[str], hyp_terms: dict[str, Term],
               consts: dict[str, Fraction], opens: tuple[str, ...] = ()) -> EqualityPlan | None:
    """A plan for the equality atoms ``eqs`` (hypothesis name, relation) over ``real_vars``
    (unfixed real scalars); ``consts`` are pinned variables. ``None`` when nothing applies."""
    syms = {n: sp.Symbol(f"v{i}_dgg", real=True) for i, n in enumerate(real_vars)}
    env: dict[str, sp.Expr] = {**syms, **{k: _rat(v) for k, v in consts.items()}}
    parsed: list[_Eq] = []
    for hyp, rel in eqs:
        c = Conv(dict(env), {n: "real" for n in env}, generic=True, opens=opens)
        try:
            raw = c.conv(rel.lhs) - c.conv(rel.rhs)
            e = sp.expand(raw) if not c.kinks and not _huge_power(raw) else raw
        except (NotSymbolic, Undecidable, TypeError, ValueError):
            continue
        names = frozenset(n for n, s in syms.items() if e.has(s))
        if names:
            parsed.append(_Eq(hyp, rel, e, names))
    if not parsed:
        return None
    steps: list[_Step] = []
    inconsistent = None
    V = sorted({n for q in parsed for n in q.names}, key=real_vars.index)
    lin = [q for q in parsed if _degree(q.expr, [syms[n] for n in V]) == 1]
    if len(lin) == len(parsed):
        steps, inconsistent = _linear_steps(parsed, V, syms)
    else:
        steps = _nonlinear_steps(parsed, V, syms)
    if not steps and inconsistent is None:
        return None
    used = {q.hyp for st in steps for q in st.eqs}
    full = frozenset(h for h in used if _only_equalities(hyp_terms[h]))
    return EqualityPlan(syms, steps, full, opens, inconsistent,
                        {k: _rat(v) for k, v in consts.items()})


def _only_equalities(t: Term) -> bool:
    if isinstance(t, BinOp) and t.op == "∧":
        return _only_equalities(t.lhs) and _only_equalities(t.rhs)
    return isinstance(t, BinOp) and t.op == "="


#: a power with a larger numeric exponent is never expanded or made a polynomial (its dense
#: coefficient list alone would not fit in memory: ``x ^ 1000000000 = 0``); the equation is then
#: solved as an analytic one (sign changes on a grid)
MAX_DEGREE = 100


def _huge_power(e: sp.Expr) -> bool:
    return any(p.exp.is_Number and abs(p.exp) > MAX_DEGREE for p in e.atoms(sp.Pow))


def _degree(e: sp.Expr, gens: list[sp.Symbol]) -> int:
    gens = [g for g in gens if e.has(g)]
    if not gens:
        return 0
    if _huge_power(e):
        return -1
    try:
        return sp.Poly(e, *gens).total_degree()
    except (sp.PolynomialError, sp.GeneratorsError):
        return -1


def _linear_steps(parsed: list[_Eq], V: list[str], syms: dict[str, sp.Symbol]
                  ) -> tuple[list[_Step], str | None]:
    gens = [syms[n] for n in V]
    sol = sp.linsolve([q.expr for q in parsed], gens)
    if sol == sp.EmptySet or not sol:
        return [], "the linear equality hypotheses have no common solution"
    (tup,) = list(sol)
    exprs = {}
    for n, g, val in zip(V, gens, tup):
        if val != g:
            exprs[n] = val
    if not exprs:
        return [], None
    return [_Step("linear", list(exprs), parsed, exprs)], None


def _nonlinear_steps(parsed: list[_Eq], V: list[str], syms: dict[str, sp.Symbol]) -> list[_Step]:
    k = len(parsed)
    if 1 < k <= len(V):
        for S in itertools.combinations(V, k):
            gens = [syms[n] for n in S]
            if all(_degree(q.expr, gens) == 1 for q in parsed):
                return [_Step("joint", list(S), parsed)]
    steps: list[_Step] = []
    solved: set[str] = set()
    known: set[str] = set()
    for q in parsed:
        cands = [n for n in q.names if n not in solved and n not in known]
        if not cands:
            continue
        best = None
        den = sp.denom(sp.together(q.expr)) if not _huge_power(q.expr) else sp.Integer(1)
        for n in sorted(cands, key=V.index):
            d = _degree(q.expr, [syms[n]])
            # a variable only in a denominator (`log x / log b = 0`, solved for b) has no root
            # there but Lean's `a / 0 = 0`: the root b = 1 of `log b`, which other hypotheses
            # (`1 < b`) usually exclude; solve for one in the numerator first
            score = (0 if d == 1 else 1 if d > 1 else 2, int(den.has(syms[n])), d)
            if best is None or score < best[0]:
                best = (score, n, d)
        assert best is not None
        _, n, d = best
        steps.append(_Step("poly" if d >= 1 else "root", [n], [q]))
        solved.add(n)
        known |= q.names - {n}
    return steps


def plan_for(sm: Any) -> EqualityPlan | None:
    """The plan of a :class:`dgg.sample.sampling.Sampler`: its equality atoms without binders
    whose variables are all unfixed real scalars (a pinned one counts as a constant)."""
    reals = [s.name for s in sm.ev.specs if s.cat == "real" and s.name not in sm.fixes]
    consts = {k: Fraction(v) for k, v in sm.fixes.items() if sm.ev.spec[k].cat == "real"}
    allowed = set(reals) | set(consts)
    eqs = [(at.hyp, at.rel) for at in sm.atoms
           if at.rel.op == "=" and not at.binders and at.names and at.names <= allowed
           and at.names & set(reals)]
    if not eqs:
        return None
    terms = {h.name: h.term for h in sm.hyps}
    return build_plan(eqs, reals, terms, consts, name_scopes(sm.ev.stmt))


def name_scopes(stmt: Any) -> tuple[str, ...]:
    """Where short names resolve, for the symbolic converter: the enclosing namespaces (innermost
    first; `log` inside `namespace Real` is `Real.log`), then the ``open``ed ones."""
    parts = stmt.namespace.split(".") if stmt.namespace else []
    return tuple(".".join(parts[:k]) for k in range(len(parts), 0, -1)) + tuple(stmt.opens or ())
