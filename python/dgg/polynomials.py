"""Polynomials over ℤ, ℚ, ℝ (``docs/fragment.md``, section *Polynomials*): exact, by substitution.

A statement variable ``p : R[X]`` (``R`` one of ℤ ℚ ℝ; ``R[X]`` is Mathlib's scoped notation for
``Polynomial R``, so it needs ``open Polynomial``) **pinned** by a hypothesis ``p = e``, where ``e``
is built from ``X``, ``C t``, numerals, ``+ - *``, ``^`` by a numeral and ``derivative``, is the
polynomial ``e``: its coefficient list is computed exactly (sympy; a coefficient is a polynomial in
the ``C`` arguments), and every use of it is replaced by the number or proposition it denotes
(Mathlib, ``Mathlib/Algebra/Polynomial/``):

* ``p.eval x``, ``Polynomial.eval x p`` (``Eval/Defs.lean``: ``eval (x : R) (p : R[X]) : R``):
  ``∑ cₖ * x ^ k`` in ``R``, ``x`` ascribed ``R`` (an ℕ argument is coerced, as Lean does);
* ``p.coeff k`` for a numeral ``k`` (``Basic.lean``: ``coeff : R[X] → ℕ → R``);
* ``p.natDegree`` (``natDegree 0 = 0``); with symbolic coefficients ``if c_n ≠ 0 then n else …``;
* ``p.leadingCoeff`` (the coefficient at ``natDegree``), numeric coefficients only;
* ``p.degree`` compared with a numeral, numeric coefficients only: ``degree 0 = ⊥`` (``WithBot ℕ``),
  below every numeral, so the comparison is decided here and written ``True``/``False``;
* ``p.roots`` (``Roots.lean``, a ``Multiset R`` of the roots *in R*, with multiplicity,
  ``roots 0 = 0``): ``a ∈ p.roots`` is ``p ≠ 0 ∧ p.eval a = 0`` (``mem_roots'``); ``card``,
  ``toFinset.card`` and ``sum`` for numeric coefficients (over ℤ the integer roots, over ℚ the
  rational ones, over ℝ the real ones; ``sum`` over ℝ only where every real root is rational),
  and for a numeral times linear factors ``X - C a`` (``toFinset.card`` then counts the factors
  whose root differs from every earlier one, an ``if`` per factor).

A definition without parameters of type ``R[X]`` (an answer ``abbrev q : R[X] := e``, or one
filled by ``--fix``) is pinned the same way. A polynomial variable no hypothesis pins is the
general polynomial ``p₀ + p₁ X + p₂ X² + p₃ X³`` (:data:`SAMPLED_DEGREE`), its coefficients new
statement variables of type ``R``: a pass then covers degrees 0 to 3 only, a counterexample is a
real one. Anything else that involves a polynomial (``p = q``, ``aeval``, a ``coeff`` at a
variable index, roots that depend on the parameters otherwise) makes the statement
``not_translated`` with the construct and its position: never a guess.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

import sympy

from dgg.model.records import Hypothesis, LocalDef, Statement, Variable
from dgg.model.terms import (
    App,
    Ascribe,
    BigOp,
    BinOp,
    Field,
    Ite,
    Lam,
    ListLit,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    map_children,
)

__all__ = ["PolynomialRefusal", "expand_polynomials", "expand_statement"]

_RINGS = {"ℤ": "ℤ", "Int": "ℤ", "ℚ": "ℚ", "Rat": "ℚ", "ℝ": "ℝ", "Real": "ℝ"}
_UNARY = ("natDegree", "degree", "roots", "leadingCoeff")
_X = sympy.Symbol("X")


class PolynomialRefusal(Exception):
    """A polynomial construct dgg does not model: ``why`` names it, ``pos`` is its ``(line, col)``."""

    def __init__(self, why: str, pos: tuple[int, int] | None) -> None:
        super().__init__(why)
        self.why = why
        self.pos = pos


class _Refuse(Exception):
    """A polynomial construct dgg does not model: the reason and the term where it is."""

    def __init__(self, why: str, t: Term | None) -> None:
        super().__init__(why)
        self.why = why
        self.pos = getattr(t, "pos", None)


@dataclass(frozen=True)
class _Poly:
    expr: sympy.Expr
    ring: str


def _ring_of_type(t: Term | None, opens: tuple[str, ...]) -> str | None:
    """``R`` when ``t`` is ``R[X]`` (under ``open Polynomial``: ``scoped[Polynomial] notation``,
    ``Mathlib/Algebra/Polynomial/Basic.lean``) or ``Polynomial R``; else None."""
    if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1:
        a = t.args[0]
        if isinstance(a, ListLit) and len(a.elems) == 1 and a.elems[0] == Name("X") \
                and t.fn.id in _RINGS and "Polynomial" in opens:
            return _RINGS[t.fn.id]
        if t.fn.id == "Polynomial" and isinstance(a, Name):
            if a.id not in _RINGS:
                raise _Refuse(f"polynomials over {a.id} (only ℤ, ℚ, ℝ)", t)
            return _RINGS[a.id]
    return None


def _is_poly_type(t: Term | None) -> bool:
    if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1:
        a = t.args[0]
        return t.fn.id == "Polynomial" or (isinstance(a, ListLit) and a.elems == (Name("X"),))
    return False


class _Ctx:
    def __init__(self, opens: tuple[str, ...], pinned: dict[str, _Poly],
                 polyvars: set[str], shadow: set[str],
                 resolve: Callable[[str], LocalDef | None] | None = None) -> None:
        self.opens = opens
        self.pinned = pinned
        self.polyvars = polyvars
        self.shadow = shadow  # local names, which `open Polynomial` does not override
        self.resolve = resolve
        self.vartypes: dict[str, str] = {}  # number variables of a ring type, for `C a`
        self.params: dict[sympy.Symbol, Term] = {}
        self._keys: dict[Term, sympy.Symbol] = {}

    def full(self, ident: str) -> str | None:
        """``f`` for ``Polynomial.f``, or ``f`` itself under ``open Polynomial``."""
        if ident.startswith("Polynomial."):
            return ident[len("Polynomial."):]
        if "Polynomial" in self.opens and ident.split(".")[0] not in self.shadow:
            return ident
        return None

    def named(self, ident: str, t: Term) -> _Poly | None:
        """The polynomial a definition ``abbrev q : R[X] := e`` (no parameters) holds."""
        if ident in self.pinned:
            return self.pinned[ident]
        if ident in self.shadow or self.resolve is None:
            return None
        d = self.resolve(ident)
        if d is None or d.params:
            return None
        ring = _ring_of_type(d.type, self.opens)
        if ring is None:
            return None
        if d.body is None or isinstance(d.body, Name) and d.body.id == "sorry":
            short = d.name.rsplit(".", 1)[-1]
            raise _Refuse(f"answer is `sorry`: {d.name} (fill it in with --fix {short}=VALUE)",
                          t)
        p = self.poly(d.body, ring)
        self.pinned[ident] = p if p is not None else self.const(d.body, ring)
        return self.pinned[ident]

    def param(self, t: Term, ring: str) -> sympy.Symbol:
        key = Ascribe(t, Name(ring))
        if key not in self._keys:
            s = sympy.Symbol(f"c{len(self._keys)}")
            self._keys[key] = s
            self.params[s] = key
        return self._keys[key]

    # -- polynomial values ------------------------------------------------------------------
    def poly(self, t: Term, ring: str | None) -> _Poly | None:
        """The polynomial ``t`` denotes (over ``ring`` when known), or None when ``t`` is not
        polynomial-valued. Raises :class:`_Refuse` on a polynomial construct outside the model."""
        if isinstance(t, Ascribe):
            r = _ring_of_type(t.type, self.opens)
            if r is None:
                return None
            if ring is not None and ring != r:
                raise _Refuse(f"polynomials over {ring} and {r} mixed", t)
            p = self.poly(t.term, r)
            if p is None:
                p = self.const(t.term, r)
            return p
        if ring is None and not isinstance(t, Ascribe):
            ring = self.infer(t)
        if isinstance(t, Name):
            if t.id in self.pinned or self.named(t.id, t) is not None:
                p = self.pinned[t.id]
                if ring is not None and ring != p.ring:
                    raise _Refuse(f"polynomials over {ring} and {p.ring} mixed", t)
                return p
            if t.id in self.polyvars:
                raise _Refuse(f"polynomial variable {t.id} not pinned by a hypothesis "
                              f"{t.id} = …", t)
            if self.full(t.id) == "X":
                if ring is None:
                    raise _Refuse("X whose coefficient ring nothing fixes", t)
                return _Poly(_X, ring)
            if "." in t.id:
                head, _, last = t.id.rpartition(".")
                if last == "derivative" and head in self.pinned | dict.fromkeys(self.polyvars):
                    p = self.poly(Name(head, t.pos), ring)
                    assert p is not None
                    return _Poly(sympy.diff(p.expr, _X), p.ring)
            return None
        if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1:
            f = self.full(t.fn.id)
            if f == "C":
                if ring is None:
                    raise _Refuse("C whose coefficient ring nothing fixes", t)
                return _Poly(self.scalar(t.args[0], ring), ring)
            if f == "derivative":
                p = self.poly(t.args[0], ring)
                if p is None:
                    raise _Refuse("derivative of a term dgg does not read as a polynomial", t)
                return _Poly(sympy.diff(p.expr, _X), p.ring)
        if isinstance(t, Field) and t.name == "derivative":
            p = self.poly(t.obj, ring)
            if p is not None:
                return _Poly(sympy.diff(p.expr, _X), p.ring)
        if isinstance(t, UnOp) and t.op == "-":
            p = self.poly(t.arg, ring)
            return None if p is None else _Poly(-p.expr, p.ring)
        if isinstance(t, BinOp) and t.op in ("+", "-", "*"):
            a = self.poly(t.lhs, ring)
            b = self.poly(t.rhs, ring if a is None else a.ring)
            if a is None and b is None:
                return None
            if a is None:
                assert b is not None
                a = self.const(t.lhs, b.ring)
            if b is None:
                b = self.const(t.rhs, a.ring)
            if a.ring != b.ring:
                raise _Refuse(f"polynomials over {a.ring} and {b.ring} mixed", t)
            e = {"+": a.expr + b.expr, "-": a.expr - b.expr, "*": a.expr * b.expr}[t.op]
            return _Poly(sympy.expand(e), a.ring)
        if isinstance(t, BinOp) and t.op == "^":
            a = self.poly(t.lhs, ring)
            if a is None:
                return None
            if not (isinstance(t.rhs, Num) and t.rhs.value.denominator == 1
                    and 0 <= t.rhs.value <= 64):
                raise _Refuse("a polynomial to a power that is not a numeral", t)
            return _Poly(sympy.expand(a.expr ** int(t.rhs.value)), a.ring)
        if isinstance(t, BinOp) and t.op in ("/", "•", "∘"):
            for side in (t.lhs, t.rhs):
                if self.poly(side, ring) is not None:
                    raise _Refuse(f"`{t.op}` on polynomials", t)
        return None

    def infer(self, t: Term) -> str | None:
        """The coefficient ring a polynomial expression's parts fix: a pinned polynomial, a
        ``C a`` with ``a`` a variable of type ℤ ℚ ℝ (``C : R →+* R[X]`` unifies ``R``)."""
        for n in t.walk():
            if isinstance(n, Name) and n.id in self.pinned:
                return self.pinned[n.id].ring
            if isinstance(n, App) and isinstance(n.fn, Name) and self.full(n.fn.id) == "C" \
                    and len(n.args) == 1 and isinstance(n.args[0], Name) \
                    and n.args[0].id in self.vartypes:
                return self.vartypes[n.args[0].id]
        return None

    def const(self, t: Term, ring: str) -> _Poly:
        """A term beside a polynomial in ``+ - *``: only a numeral is read (``2 * X``)."""
        if isinstance(t, Num):
            return _Poly(sympy.Rational(t.value.numerator, t.value.denominator), ring)
        if isinstance(t, UnOp) and t.op == "-" and isinstance(t.arg, Num):
            return _Poly(-sympy.Rational(t.arg.value.numerator, t.arg.value.denominator), ring)
        raise _Refuse("a term beside a polynomial that is neither a polynomial nor a numeral", t)

    def scalar(self, t: Term, ring: str) -> sympy.Expr:
        """The argument of ``C``: a numeral exactly, anything else a parameter ``(t : R)``."""
        if isinstance(t, Num):
            return sympy.Rational(t.value.numerator, t.value.denominator)
        if isinstance(t, UnOp) and t.op == "-" and isinstance(t.arg, Num):
            return -sympy.Rational(t.arg.value.numerator, t.arg.value.denominator)
        return self.param(t, ring)

    # -- rendering back to terms ------------------------------------------------------------
    def number(self, q: sympy.Rational, ring: str) -> Term:
        v = Fraction(int(q.p), int(q.q))
        mag: Term = Ascribe(Num(Fraction(abs(v.numerator))), Name(ring))
        if v.denominator != 1:
            mag = BinOp("/", mag, Ascribe(Num(Fraction(v.denominator)), Name(ring)))
        return UnOp("-", mag) if v < 0 else mag

    def coeff_term(self, c: sympy.Expr, ring: str) -> Term:
        """A coefficient (a polynomial in the parameters, rational coefficients) as a term."""
        syms = sorted(c.free_symbols, key=str)
        if not syms:
            return self.number(sympy.Rational(c), ring)
        out: Term | None = None
        for mono, q in sympy.Poly(c, *syms).terms():
            m: Term | None = None if abs(q) == 1 else self.number(abs(q), ring)
            for s, e in zip(syms, mono):
                for _ in range(e):
                    m = self.params[s] if m is None else BinOp("*", m, self.params[s])
            assert m is not None
            if out is None:
                out = UnOp("-", m) if q < 0 else m
            else:
                out = BinOp("-" if q < 0 else "+", out, m)
        assert out is not None
        return out

    def coeffs(self, p: _Poly) -> list[sympy.Expr]:
        """Coefficients, constant first, trailing zeros dropped (an empty list is ``0``)."""
        if p.expr == 0:
            return []
        cs = sympy.Poly(p.expr, _X).all_coeffs()[::-1]
        while cs and sympy.expand(cs[-1]) == 0:
            cs.pop()
        return [sympy.expand(c) for c in cs]

    def numeric(self, p: _Poly, t: Term, what: str) -> list[Fraction]:
        cs = self.coeffs(p)
        if any(c.free_symbols for c in cs):
            raise _Refuse(f"{what} of a polynomial whose coefficients are not numerals", t)
        return [Fraction(int(sympy.Rational(c).p), int(sympy.Rational(c).q)) for c in cs]

    # -- operations -------------------------------------------------------------------------
    def chain(self, t: Term) -> tuple[_Poly, list[str]] | None:
        """``(p, fields)`` for ``p.f.g`` written with dots, fields or ``Polynomial.f p``."""
        if isinstance(t, Name) and "." in t.id:
            parts = t.id.split(".")
            if parts[0] in self.pinned or parts[0] in self.polyvars \
                    or self.named(parts[0], t) is not None:
                p = self.poly(Name(parts[0], t.pos), None)
                assert p is not None
                rest = parts[1:]
                while rest and rest[0] == "derivative":
                    p, rest = _Poly(sympy.diff(p.expr, _X), p.ring), rest[1:]
                return p, rest
        if isinstance(t, Field):
            p = self.poly(t.obj, None)
            if p is not None:
                return p, [t.name]
            c = self.chain(t.obj)
            if c is not None:
                return c[0], c[1] + [t.name]
        if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1:
            if t.fn.id == "Multiset.card":
                c = self.chain(t.args[0])
                if c is not None:
                    return c[0], c[1] + ["card"]
            f = self.full(t.fn.id)
            if f in _UNARY:
                p = self.poly(t.args[0], None)
                if p is not None:
                    return p, [f]
        return None

    def evaluate(self, p: _Poly, x: Term) -> Term:
        xs = Ascribe(x, Name(p.ring))
        out: Term | None = None
        for k, c in enumerate(self.coeffs(p)):
            if c == 0:
                continue
            term = self.coeff_term(c, p.ring)
            if k:
                pw: Term = xs if k == 1 else BinOp("^", xs, Num(Fraction(k)))
                term = pw if c == 1 else BinOp("*", term, pw)
            out = term if out is None else BinOp("+", out, term)
        return out if out is not None else Ascribe(Num(Fraction(0)), Name(p.ring))

    def nonzero(self, p: _Poly) -> Term:
        cs = self.coeffs(p)
        if any(not c.free_symbols and c != 0 for c in cs):
            return Name("True")
        out: Term = Name("False")
        for c in cs:
            if not c.free_symbols:  # a constant coefficient here is 0
                continue
            ne = BinOp("≠", self.coeff_term(c, p.ring), Ascribe(Num(Fraction(0)), Name(p.ring)))
            out = ne if out == Name("False") else BinOp("∨", out, ne)
        return out

    def nat_degree(self, p: _Poly) -> Term:
        cs = self.coeffs(p)
        out: Term = Ascribe(Num(Fraction(0)), Name("ℕ"))
        for k in range(1, len(cs)):
            n = Ascribe(Num(Fraction(k)), Name("ℕ"))
            if not cs[k].free_symbols:
                if cs[k] != 0:
                    out = n
            else:
                zero = Ascribe(Num(Fraction(0)), Name(p.ring))
                out = Ite(BinOp("≠", self.coeff_term(cs[k], p.ring), zero), n, out)
        return out

    def symbolic_roots(self, p: _Poly, t: Term) -> list[sympy.Expr]:
        """Roots when the coefficients involve ``C`` arguments: only a numeral times linear
        factors ``a X - r`` with ``a`` a nonzero numeral (``(X - C a) * (X - C b)``: roots
        ``{a, b}`` whatever ``a`` and ``b``); any other factor's roots depend on the parameters."""
        out: list[sympy.Expr] = []
        const, factors = sympy.factor_list(p.expr)
        if const == 0:
            return []
        for fac, mult in factors:
            poly = sympy.Poly(fac, _X)
            if poly.degree() == 0:
                raise _Refuse("roots of a polynomial whose constant factor is not a numeral", t)
            if poly.degree() != 1 or sympy.sympify(poly.all_coeffs()[0]).free_symbols:
                raise _Refuse("roots of a polynomial whose coefficients are not numerals "
                              "(only linear factors are read)", t)
            a, b = poly.all_coeffs()
            r = sympy.expand(-b / a)
            if p.ring == "ℤ" and any(sympy.Rational(c).q != 1 for c in
                                      sympy.Poly(r, *sorted(r.free_symbols, key=str)).coeffs()):
                raise _Refuse("roots over ℤ of a linear factor that does not divide", t)
            out += [r] * mult
        return out

    def roots(self, p: _Poly, t: Term) -> list[sympy.Expr]:
        if any(c.free_symbols for c in self.coeffs(p)):
            return self.symbolic_roots(p, t)
        cs = self.numeric(p, t, "roots")
        if not cs:
            return []
        poly = sympy.Poly(list(reversed([sympy.Rational(c.numerator, c.denominator)
                                         for c in cs])), _X, domain="QQ")
        if p.ring == "ℝ":
            return list(sympy.real_roots(poly))
        out: list[sympy.Expr] = []
        for fac, mult in sympy.factor_list(poly)[1]:
            if fac.degree() == 1:
                a, b = fac.all_coeffs()
                r = sympy.Rational(-b, a)
                if p.ring == "ℚ" or r.q == 1:
                    out += [r] * mult
        return out

    def use(self, p: _Poly, fields: list[str], t: Term) -> Term:
        """The value of ``p.fields`` (not applied to arguments)."""
        key = ".".join(fields)
        if key == "natDegree":
            return self.nat_degree(p)
        if key == "leadingCoeff":
            cs = self.numeric(p, t, "leadingCoeff")
            return self.number(sympy.Rational(cs[-1].numerator, cs[-1].denominator)
                               if cs else sympy.Rational(0), p.ring)
        if key == "roots.card":
            return Ascribe(Num(Fraction(len(self.roots(p, t)))), Name("ℕ"))
        if key == "roots.toFinset.card":
            rs = self.roots(p, t)
            if not any(r.free_symbols for r in rs):
                return Ascribe(Num(Fraction(len(set(rs)))), Name("ℕ"))
            return self.distinct_count(list(dict.fromkeys(rs)), p.ring)
        if key == "roots.sum":
            rs = self.roots(p, t)
            if not all(r.is_Rational or r.free_symbols and r.is_polynomial() for r in rs):
                raise _Refuse("sum of irrational real roots", t)
            return self.coeff_term(sympy.expand(sum(rs, sympy.Rational(0))), p.ring)
        raise _Refuse(f"polynomial operation {key}", t)

    def distinct_count(self, rs: list[sympy.Expr], ring: str) -> Term:
        """``Σᵢ [rᵢ differs from every earlier rⱼ]`` in ℕ (the roots as expressions, which may
        coincide for some parameter values)."""
        one, zero = Ascribe(Num(Fraction(1)), Name("ℕ")), Ascribe(Num(Fraction(0)), Name("ℕ"))
        out: Term = one
        for i in range(1, len(rs)):
            cond: Term | None = None
            for j in range(i):
                ne = BinOp("≠", self.coeff_term(rs[i], ring), self.coeff_term(rs[j], ring))
                cond = ne if cond is None else BinOp("∧", cond, ne)
            assert cond is not None
            out = BinOp("+", out, Ite(cond, one, zero))
        return out

    def degree_rel(self, t: BinOp) -> Term | None:
        """``p.degree ⋈ n`` for a numeral ``n``, decided (``degree 0 = ⊥`` below every ``↑n``)."""
        for side, other, flip in ((t.lhs, t.rhs, False), (t.rhs, t.lhs, True)):
            c = self.chain(side)
            if c is None or c[1] != ["degree"]:
                continue
            if not (isinstance(other, Num) and other.value.denominator == 1):
                raise _Refuse("degree compared with something other than a numeral", t)
            cs = self.numeric(c[0], t, "degree")
            n = int(other.value)
            d = len(cs) - 1 if cs else None  # None is ⊥
            lhs, rhs = (n, d) if flip else (d, n)
            if lhs is None or rhs is None:
                # ⊥ is below every ↑n (and ⊥ ≠ ↑n)
                lt = lhs is None
                res = {"=": False, "≠": True, "<": lt, "≤": lt, ">": not lt, "≥": not lt}[t.op]
            else:
                res = {"=": lhs == rhs, "≠": lhs != rhs, "<": lhs < rhs, "≤": lhs <= rhs,
                       ">": lhs > rhs, "≥": lhs >= rhs}[t.op]
            return Name("True" if res else "False", t.pos)
        return None

    def rewrite(self, t: Term) -> Term:
        """``t`` with every polynomial use replaced; refuses any other polynomial construct."""
        if isinstance(t, BinOp) and t.op in ("=", "≠", "<", "≤", ">", "≥"):
            d = self.degree_rel(t)
            if d is not None:
                return d
        if isinstance(t, BinOp) and t.op in ("∈", "∉"):
            c = self.chain(t.rhs)
            if c is not None and c[1] == ["roots"]:
                p = c[0]
                x = self.rewrite(t.lhs)
                zero = Ascribe(Num(Fraction(0)), Name(p.ring))
                mem = BinOp("∧", self.nonzero(p), BinOp("=", self.evaluate(p, x), zero))
                return mem if t.op == "∈" else UnOp("¬", mem)
        if isinstance(t, App):
            if isinstance(t.fn, Name) and len(t.args) == 2:
                f = self.full(t.fn.id)
                if f in ("eval", "coeff"):
                    q = self.poly(t.args[1] if f == "eval" else t.args[0], None)
                    if q is not None:
                        arg = t.args[0] if f == "eval" else t.args[1]
                        return self.apply(q, f, self.rewrite(arg), t)
            c = self.chain(t.fn)
            if c is not None and len(t.args) == 1 and c[1] in (["eval"], ["coeff"]):
                return self.apply(c[0], c[1][0], self.rewrite(t.args[0]), t)
        c = self.chain(t)
        if c is not None:
            return self.use(c[0], c[1], t)
        if self.poly(t, None) is not None:
            raise _Refuse("a polynomial used otherwise than by eval, coeff, natDegree, degree, "
                          "leadingCoeff or roots", t)
        if isinstance(t, Name) and self.full(t.id) in ("X", "C"):
            raise _Refuse(f"{t.id} outside a polynomial dgg reads", t)
        return map_children(t, self.rewrite, binders=True)

    def apply(self, p: _Poly, f: str, arg: Term, t: Term) -> Term:
        if f == "eval":
            return self.evaluate(p, arg)
        if not (isinstance(arg, Num) and arg.value.denominator == 1):
            raise _Refuse("coeff at an index that is not a numeral", t)
        cs = self.coeffs(p)
        k = int(arg.value)
        return self.coeff_term(cs[k], p.ring) if k < len(cs) \
            else self.number(sympy.Rational(0), p.ring)


def _where(e: _Refuse) -> str:
    return f" at {e.pos[0]}:{e.pos[1]}" if e.pos else ""


def expand_polynomials(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
                       opens: tuple[str, ...]) -> tuple[Term, str | None]:
    """Substitute every pinned polynomial variable and polynomial use (module docstring), in
    place on ``variables`` and ``hyps``; returns the new conclusion and, when the statement uses
    a polynomial construct dgg does not model, the reason (the statement is then not translated).
    A statement without polynomials is returned unchanged."""
    try:
        return _expand(variables, hyps, concl, opens), None
    except _Refuse as e:
        return concl, f"{e.why}{_where(e)}"


def _expand(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
            opens: tuple[str, ...], resolve: Callable[[str], LocalDef | None] | None = None
            ) -> Term:
    terms = [h.term for h in hyps if h.term is not None] + [concl]
    polyvars = {v.name for v in variables if _is_poly_type(v.type)}
    # a variable or binder named X or C shadows `Polynomial.X`/`Polynomial.C` (locals first)
    shadow = {v.name for v in variables} | {b.name for t in terms for n in t.walk()
                                            if isinstance(n, (BigOp, Quant, Lam))
                                            for b in n.binders}
    short = {"X", "C"} - shadow if "Polynomial" in opens else set()

    def poly_def(ident: str) -> bool:
        d = resolve(ident.split(".")[0]) if resolve is not None else None
        return d is not None and _is_poly_type(d.type)

    if not polyvars and not any(
            isinstance(n, Name) and (n.id.startswith("Polynomial.") or n.id in short
                                     or n.id.split(".")[0] not in shadow and poly_def(n.id))
            or isinstance(n, Ascribe) and _is_poly_type(n.type)
            for t in terms for n in t.walk()):
        return concl
    ctx = _Ctx(opens, {}, polyvars, shadow, resolve)
    ctx.vartypes = {v.name: _RINGS[v.type.id] for v in variables
                    if isinstance(v.type, Name) and v.type.id in _RINGS}
    rings: dict[str, str] = {}
    for v in variables:
        if v.name in polyvars:
            r = _ring_of_type(v.type, opens)
            if r is None:
                raise _Refuse(f"variable {v.name} : {v.type_text} (R[X] needs "
                              "`open Polynomial`; rings ℤ ℚ ℝ)", v.type)
            rings[v.name] = r
    for h in list(hyps):
        t = h.term
        if isinstance(t, BinOp) and t.op == "=" and isinstance(t.lhs, Name) \
                and t.lhs.id in rings and t.lhs.id not in ctx.pinned:
            p = ctx.poly(t.rhs, rings[t.lhs.id])
            if p is None:
                p = ctx.const(t.rhs, rings[t.lhs.id])
            ctx.pinned[t.lhs.id] = p
            hyps.remove(h)
    sampled: dict[str, list[Variable]] = {}
    taken = shadow | {n.id for t in terms for n in t.walk() if isinstance(n, Name)}
    for v in variables:
        if v.name in rings and v.name not in ctx.pinned:
            sampled[v.name] = _general(ctx, v, rings[v.name], taken)
    for k, h in enumerate(hyps):
        if h.term is not None:
            hyps[k] = replace(h, term=ctx.rewrite(h.term))
    concl = ctx.rewrite(concl)
    variables[:] = [w for v in variables if v.name not in ctx.pinned or v.name in sampled
                    for w in sampled.get(v.name, [v])]
    return concl


#: an unpinned ``p : R[X]`` is ``p₀ + p₁ X + … + p_d X^d`` with this ``d``, its coefficients
#: statement variables of type ``R`` (sampled like any number, zeros included, so every degree
#: from ``0`` to ``d`` and the zero polynomial occur): a pass covers these degrees only
SAMPLED_DEGREE = 3
_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def _general(ctx: _Ctx, v: Variable, ring: str, taken: set[str]) -> list[Variable]:
    """The coefficient variables of an unpinned polynomial variable ``v`` (pinned, in ``ctx``,
    to the general polynomial of degree at most :data:`SAMPLED_DEGREE`)."""
    name = v.name
    out: list[Variable] = []
    expr = sympy.Integer(0)
    for k in range(SAMPLED_DEGREE + 1):
        cname = f"{name}{str(k).translate(_SUB)}"
        if cname in taken:
            raise _Refuse(f"polynomial variable {name} (its coefficient name {cname} is taken)",
                          v.type)
        sym = sympy.Symbol(f"_{cname}")
        ctx.params[sym] = Name(cname)
        expr = expr + sym * _X ** k
        out.append(Variable(cname, Name(ring), ring))
    ctx.pinned[name] = _Poly(expr, ring)
    return out



def expand_statement(stmt: Statement) -> Statement:
    """:func:`expand_polynomials` on a whole statement, run first by ``dgg.elab.elaborate`` so
    the elaborator types the numbers the polynomials became. Raises :class:`PolynomialRefusal`
    (reason, position) on a polynomial construct dgg does not model."""
    if not stmt.parsed or stmt.conclusion is None:
        return stmt
    variables, hyps = list(stmt.variables), list(stmt.hypotheses)
    try:
        concl = _expand(variables, hyps, stmt.conclusion, tuple(stmt.opens or ()),
                        stmt.resolve_def)
    except _Refuse as e:
        raise PolynomialRefusal(e.why, e.pos) from None
    if concl is stmt.conclusion and hyps == stmt.hypotheses:
        return stmt
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl)
