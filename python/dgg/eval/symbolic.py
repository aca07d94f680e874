"""Terms of the fragment as sympy expressions, with Lean's conventions resolved branch by branch.

In: a :mod:`dgg.terms` term of real type, the values of its variables (exact rationals, or one
sympy symbol ``t`` for the variable of a ``fun``), and a point ``x₀`` for ``t``. Out: a sympy
expression equal to the Lean term **on a neighbourhood of x₀** (two-sided, or one side only).

Lean's functions are not sympy's: ``x / 0 = 0``, ``Real.log x = log |x|`` with ``log 0 = 0``,
``Real.sqrt x = 0`` for ``x ≤ 0``, ``Real.rpow`` of a negative base, ``|·|``, ``max``, ``min``,
``if``. Each such primitive has a *branch* decided by the certified sign (:mod:`dgg.certify`) of its
argument at ``x₀``: ``|u| = u`` near a point where ``u > 0``, ``Real.sqrt u = 0`` near one where
``u < 0``, and so on. Where the argument vanishes at ``x₀`` (a kink, a pole, the end of a branch),
a two-sided conversion raises :class:`Singular`; a one-sided conversion (``side = ±1``) takes the
sign of the argument just beside ``x₀`` from its first nonzero derivative. Without ``t`` (all
variables numbers) the result is the exact value of the term, conventions applied at the point.

``generic`` mode takes no decision: it gives sympy's ``Abs``/``Max``/``Piecewise`` form and records
the arguments where smoothness may fail (``kinks``); it only serves float candidate finding.

Anything outside this (functions of finite types, sums, ℕ arithmetic in a real context, unknown
names) raises :class:`NotSymbolic`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import sympy as sp

from dgg.eval import certify
from dgg.eval.exact_ops import Undecidable
from dgg.model.terms import Abs, App, Ascribe, BinOp, Ite, Name, Num, Term, UnOp

__all__ = ["NotSymbolic", "Singular", "Conv", "value_of"]

REAL_T = frozenset({"ℝ", "Real"})
NAT_T = frozenset({"ℕ", "Nat"})
INT_T = frozenset({"ℤ", "Int"})
_SMOOTH = {"Real.exp": sp.exp, "Real.sin": sp.sin, "Real.cos": sp.cos, "Real.arctan": sp.atan,
           "Real.sinh": sp.sinh, "Real.cosh": sp.cosh}
_KNOWN = set(_SMOOTH) | {"Real.log", "Real.sqrt", "√", "abs", "max", "min", "Real.rpow",
                         "Real.tan", "Nat.cast", "Int.cast", "Real.exp", "Real.logb"}
MAX_ORDER = 8


class NotSymbolic(Exception):
    """The term lies outside the symbolic fragment."""


class Singular(Exception):
    """A primitive's argument vanishes at the point: no single smooth branch on both sides."""


MAX_POW = 4096


def safe_pow(b: sp.Expr, e: sp.Expr) -> sp.Expr:
    """``b ** e``, refusing (Undecidable) an integer exponent so large that the exact value
    would have thousands of digits."""
    if e.is_Rational and (abs(e) > MAX_POW or e.q > 10 ** 6) and \
            not (b.is_Rational and b in (0, 1, -1)):
        raise Undecidable("power with a huge (or finely divided) rational exponent")
    return sp.Pow(b, e)


def rational(x: Fraction | int) -> sp.Rational:
    f = Fraction(x)
    return sp.Rational(f.numerator, f.denominator)


@dataclass
class Conv:
    """One conversion context. ``env``: real (and ℕ/ℤ) variables → sympy values; ``kinds``: their
    Lean types (``real``/``nat``/``int``); ``t``/``x0``: the local variable and its point;
    ``side``: ``None`` (two-sided), ``+1`` or ``-1``; ``opens``: the statement's open namespaces."""

    env: dict[str, sp.Expr]
    kinds: dict[str, str] = field(default_factory=dict)
    t: sp.Symbol | None = None
    x0: sp.Expr | None = None
    side: int | None = None
    generic: bool = False
    opens: tuple[str, ...] = ()
    kinks: list[sp.Expr] = field(default_factory=list)

    # ------------------------------------------------------------------ signs and branches
    def sgn(self, u: sp.Expr) -> int:
        """Sign of ``u`` near ``x₀`` on the current side (0: ``u`` vanishes identically, or at a
        point when there is no local variable)."""
        v = u if self.t is None else u.subs(self.t, self.x0)
        s = certify.sign(v) if certify.is_finite_constant(v) else None
        if s is None:
            raise Undecidable(f"value {v} at the point is not a finite real")
        if s != 0 or self.t is None or sp.simplify(u) == 0:
            return s
        if self.side is None:
            raise Singular(str(u))
        for k in range(1, MAX_ORDER + 1):
            dk = sp.diff(u, self.t, k).subs(self.t, self.x0)
            if not certify.is_finite_constant(dk):
                raise Undecidable(f"derivative {k} of {u} not finite at the point")
            sk = certify.sign(dk)
            if sk != 0:
                return sk * (self.side ** k)
        raise Undecidable(f"sign of {u} beside the point not found up to order {MAX_ORDER}")

    # ------------------------------------------------------------------ terms
    def conv(self, t: Term) -> sp.Expr:
        if isinstance(t, Num):
            return rational(t.value)
        if isinstance(t, Name):
            if t.id in self.env:
                return self.env[t.id]
            if t.id in ("π", "Real.pi") or (t.id == "pi" and "Real" in self.opens):
                return sp.pi
            raise NotSymbolic(f"name {t.id}")
        if isinstance(t, Ascribe):
            if isinstance(t.type, Name) and t.type.id in REAL_T:
                return self.conv(t.term)
            if isinstance(t.type, Name) and (t.type.id in NAT_T or t.type.id in INT_T):
                return sp.Integer(self.int_value(t.term, t.type.id in NAT_T))
            raise NotSymbolic("ascription")
        if isinstance(t, UnOp):
            if t.op == "-":
                return -self.conv(t.arg)
            if t.op == "⁻¹":
                return self.div(sp.Integer(1), self.conv(t.arg))
            if t.op == "↑":
                if isinstance(t.arg, (Name, Num)):
                    return self.conv(t.arg)
                raise NotSymbolic("coercion of a compound term")
            raise NotSymbolic(f"operator {t.op}")
        if isinstance(t, BinOp):
            if t.op in ("+", "-", "*", "•"):
                a, b = self.conv(t.lhs), self.conv(t.rhs)
                return a + b if t.op == "+" else a - b if t.op == "-" else a * b
            if t.op == "/":
                return self.div(self.conv(t.lhs), self.conv(t.rhs))
            if t.op == "^":
                return self.power(t.lhs, t.rhs)
            raise NotSymbolic(f"operator {t.op}")
        if isinstance(t, Abs):
            return self.absval(self.conv(t.arg))
        if isinstance(t, Ite):
            a, b = self.conv(t.then), self.conv(t.orelse)
            if self.generic:
                c = self.cond_generic(t.cond)
                return sp.Piecewise((a, c), (b, True))
            return a if self.cond(t.cond) else b
        if isinstance(t, App) and isinstance(t.fn, Name):
            return self.app(self.fname(t.fn.id), t.args)
        raise NotSymbolic(type(t).__name__)

    def fname(self, ident: str) -> str:
        if ident in _KNOWN:
            return ident
        for ns in self.opens:
            if f"{ns}.{ident}" in _KNOWN:
                return f"{ns}.{ident}"
        return ident

    def app(self, f: str, args: tuple[Term, ...]) -> sp.Expr:
        if f in ("Nat.cast", "Int.cast") and len(args) == 1:
            return self.conv(UnOp("↑", args[0]))
        if f == "Real.rpow" and len(args) == 2:
            return self.rpow(self.conv(args[0]), self.conv(args[1]))
        if f == "Real.logb" and len(args) == 2:  # logb b x = log x / log b
            return self.div(self.app("Real.log", (args[1],)), self.app("Real.log", (args[0],)))
        if f in ("max", "min") and len(args) == 2:
            a, b = self.conv(args[0]), self.conv(args[1])
            if self.generic:
                self.kinks.append(a - b)
                return sp.Max(a, b) if f == "max" else sp.Min(a, b)
            s = self.sgn(a - b)
            return (a if s >= 0 else b) if f == "max" else (a if s <= 0 else b)
        if len(args) != 1:
            raise NotSymbolic(f"{f} with {len(args)} arguments")
        u = self.conv(args[0])
        if f in _SMOOTH:
            return _SMOOTH[f](u)
        if f == "abs":
            return self.absval(u)
        if f == "Real.log":
            if self.generic:
                self.kinks.append(u)
                return sp.log(sp.Abs(u))
            s = self.sgn(u)
            return sp.log(u) if s > 0 else sp.log(-u) if s < 0 else sp.Integer(0)
        if f in ("Real.sqrt", "√"):
            if self.generic:
                self.kinks.append(u)
                return sp.sqrt(u)
            return sp.sqrt(u) if self.sgn(u) > 0 else sp.Integer(0)
        if f == "Real.tan":
            return self.div(sp.sin(u), sp.cos(u))
        raise NotSymbolic(f"function {f}")

    def absval(self, u: sp.Expr) -> sp.Expr:
        if self.generic:
            self.kinks.append(u)
            return sp.Abs(u)
        return u if self.sgn(u) >= 0 else -u

    def div(self, a: sp.Expr, b: sp.Expr) -> sp.Expr:
        if self.generic:
            self.kinks.append(b)
            return a / b
        return sp.Integer(0) if self.sgn(b) == 0 else a / b

    def rpow(self, x: sp.Expr, y: sp.Expr) -> sp.Expr:
        if self.generic:
            self.kinks.append(x)
            return sp.Pow(x, y)
        s = self.sgn(x)
        if s > 0:
            return safe_pow(x, y)
        if s < 0:  # the same guard as safe_pow: sympy would expand (-x) ^ y exactly
            if y.is_Rational and (abs(y) > MAX_POW or y.q > 10 ** 6):
                raise Undecidable("power of a negative base with a huge (or finely divided) "
                                  "rational exponent")
            return sp.exp(sp.log(-x) * y) * sp.cos(y * sp.pi)
        return sp.Integer(1) if self.sgn(y) == 0 else sp.Integer(0)

    def power(self, base: Term, e: Term) -> sp.Expr:
        b = self.conv(base)
        kind = self.exponent_kind(e)
        if kind == "real":
            return self.rpow(b, self.conv(e))
        k = self.int_value(e, kind == "nat")
        if k >= 0:
            return safe_pow(b, sp.Integer(k))
        return self.div(sp.Integer(1), safe_pow(b, sp.Integer(-k)))

    def exponent_kind(self, e: Term) -> str:
        """``nat`` (Monoid.npow), ``int`` (zpow) or ``real`` (rpow), as Lean elaborates it."""
        if isinstance(e, Ascribe) and isinstance(e.type, Name):
            if e.type.id in REAL_T:
                return "real"
            if e.type.id in INT_T:
                return "int"
            if e.type.id in NAT_T:
                return "nat"
            raise NotSymbolic("exponent type")
        kinds = set()
        for n in e.walk():
            if isinstance(n, Name):
                if self.t is not None and self.env.get(n.id) == self.t:
                    kinds.add("real")
                elif n.id in self.kinds:
                    kinds.add(self.kinds[n.id])
                else:
                    raise NotSymbolic(f"exponent mentions {n.id}")
            if isinstance(n, (App, Abs, Ite)):
                raise NotSymbolic("compound exponent")
            if isinstance(n, Num) and n.value.denominator != 1:
                kinds.add("real")
        for k in ("real", "int"):
            if k in kinds:
                return k
        return "nat"

    def int_value(self, e: Term, nat: bool) -> int:
        """An ℕ (truncated ``-``, floor ``/``) or ℤ exponent with every variable known."""
        if isinstance(e, Num):
            if e.value.denominator != 1:
                raise NotSymbolic("fractional numeral as an integer")
            return max(int(e.value), 0) if nat and e.value < 0 else int(e.value)
        if isinstance(e, Name) and e.id in self.env and self.kinds.get(e.id) in ("nat", "int"):
            v = self.env[e.id]
            if not v.is_Integer:
                raise NotSymbolic("non-integer exponent value")
            return int(v)
        if isinstance(e, Ascribe):
            return self.int_value(e.term, nat)
        if isinstance(e, UnOp) and e.op == "-" and not nat:
            return -self.int_value(e.arg, nat)
        if isinstance(e, BinOp) and e.op in ("+", "-", "*"):
            a, b = self.int_value(e.lhs, nat), self.int_value(e.rhs, nat)
            r = a + b if e.op == "+" else a - b if e.op == "-" else a * b
            return max(r, 0) if nat else r
        raise NotSymbolic("exponent")

    # ------------------------------------------------------------------ conditions
    def cond(self, c: Term) -> bool:
        if isinstance(c, BinOp) and c.op in ("∧", "∨"):
            a, b = self.cond(c.lhs), self.cond(c.rhs)
            return (a and b) if c.op == "∧" else (a or b)
        if isinstance(c, UnOp) and c.op == "¬":
            return not self.cond(c.arg)
        if isinstance(c, BinOp) and c.op in ("≤", "<", "≥", ">", "=", "≠"):
            s = self.sgn(self.conv(c.lhs) - self.conv(c.rhs))
            return {"≤": s <= 0, "<": s < 0, "≥": s >= 0, ">": s > 0, "=": s == 0,
                    "≠": s != 0}[c.op]
        raise NotSymbolic("condition")

    def cond_generic(self, c: Term) -> sp.Basic:
        if isinstance(c, BinOp) and c.op in ("∧", "∨"):
            a, b = self.cond_generic(c.lhs), self.cond_generic(c.rhs)
            return sp.And(a, b) if c.op == "∧" else sp.Or(a, b)
        if isinstance(c, UnOp) and c.op == "¬":
            return sp.Not(self.cond_generic(c.arg))
        if isinstance(c, BinOp) and c.op in ("≤", "<", "≥", ">", "=", "≠"):
            a, b = self.conv(c.lhs), self.conv(c.rhs)
            self.kinks.append(a - b)
            rel = {"≤": sp.Le, "<": sp.Lt, "≥": sp.Ge, ">": sp.Gt, "=": sp.Eq, "≠": sp.Ne}[c.op]
            return rel(a, b)
        raise NotSymbolic("condition")


def value_of(t: Term, env: dict[str, sp.Expr], kinds: dict[str, str],
             opens: tuple[str, ...] = ()) -> sp.Expr:
    """The exact value of a closed real term (all variables given numbers)."""
    return Conv(env, kinds, opens=opens).conv(t)
