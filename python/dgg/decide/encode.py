"""Typed terms (:mod:`dgg.elab.typed`) to z3 formulas, with Lean's conventions encoded exactly.

One :class:`Encoder` encodes one statement at one assignment of its sizes (``Fin n`` with ``n``
fixed): every ``Fin``-indexed function becomes one z3 constant per entry, every ``∀``/``∃``/``∑``/``∏``
over a ``Fin`` type or a ``Finset.range k`` with ``k`` known is expanded, ``∀ ∃`` over ``ℕ ℤ ℝ``
become z3 quantifiers. What is not encoded exactly raises :class:`Outside` (the statement, or that
hypothesis, stays with the sampler). The conventions, each with the Lean or Mathlib source it
follows (see docs/soundness.md, "The decision tier"):

* ``ℕ`` is a z3 integer constrained ``≥ 0``; ``a - b`` is ``if a ≥ b then a - b else 0`` (Nat.sub,
  ``src/Init/Prelude.lean``).
* ``ℕ``/``ℤ`` ``/`` and ``%`` are ``Int.ediv``/``Int.emod`` (``Nat.div``/``Nat.mod`` agree on
  naturals): ``x / 0 = 0``, ``x % 0 = x``, and for ``y ≠ 0`` the remainder ``0 ≤ r < |y|``
  (``src/Init/Data/Int/DivMod/Basic.lean``). SMT-LIB's ``div``/``mod`` are the same Euclidean pair
  for ``y ≠ 0`` and unspecified at ``0``, so both are guarded by ``y = 0``.
* ``x / 0 = 0`` and ``0⁻¹ = 0`` in ``ℝ``/``ℚ`` (``div_zero``, ``inv_zero``,
  ``Mathlib/Algebra/GroupWithZero/Basic.lean``): guarded divisions.
* ``⌊x⌋`` is z3's ``to_int`` (the floor, by SMT-LIB's definition), ``⌈x⌉ = -⌊-x⌋``,
  ``Nat.floor x = max 0 ⌊x⌋``, ``Nat.ceil x = max 0 ⌈x⌉`` (``Nat.floor_of_nonpos``,
  ``Mathlib/Algebra/Order/Floor/Semiring.lean``), ``Int.fract x = x - ⌊x⌋``.
* ``Real.sqrt x`` is a fresh ``s`` with ``s ≥ 0 ∧ s * s = x`` for ``x ≥ 0`` and ``s = 0`` below 0
  (``Real.sqrt_eq_zero_of_nonpos``, ``Mathlib/Analysis/Real/Sqrt.lean``); the fresh constant is
  bound by an ``∃`` at its binder's scope, or free at the top (its definition is total and
  functional, so either is exact in any polarity).
* ``x ^ k`` with a numeral ``k : ℕ`` is a product; ``x ^ (k : ℤ)`` for a numeral is the power or
  its guarded inverse (``zpow_neg``); ``x ^ (p / q : ℝ)`` (``Real.rpow``) with numerals: ``q = 1``
  is ``zpow`` (``Real.rpow_intCast``), ``q = 2`` is ``r > 0 ∧ r² = x^p`` for ``x > 0``, ``0`` at
  ``x = 0`` (``Real.zero_rpow``) and ``0`` for ``x < 0`` (``Real.rpow_def_of_neg``: a factor
  ``cos (p π / 2) = 0``), all in ``Mathlib/Analysis/SpecialFunctions/Pow/Real.lean``; other
  exponents are outside.
* ``|x|``, ``max``, ``min``, ``if c then a else b``: z3 ``If``; ``a ∣ b`` on ``ℕ``/``ℤ``:
  ``if a = 0 then b = 0 else b % a = 0``.
* Sets, by Mathlib's definitions: ``x ∈ {y : T | p y}`` is ``p x`` (``Set.mem_setOf_eq``,
  ``Mathlib/Data/Set/Defs.lean``); ``upperBounds s = {x | ∀ ⦃a⦄, a ∈ s → a ≤ x}``,
  ``IsGreatest s a = a ∈ s ∧ a ∈ upperBounds s``, ``IsLUB s = IsLeast (upperBounds s)`` and their
  duals (``Mathlib/Order/Bounds/Defs.lean``), the bound quantifiers over ``ℕ ℤ ℝ`` only. A
  definition without parameters (an answer filled by ``--fix``) is its body.
* ``ℚ``: a free variable of type ``ℚ`` is a z3 real. That over-approximates (ℚ ⊂ ℝ, and ``+ - * /
  ⌊⌋`` agree on ℚ), so an unsatisfiable query is still a proof and a model is re-checked as
  rationals by dgg's exact evaluator; a *bound* ``∀``/``∃`` over ``ℚ`` is outside (the real
  quantifier would not be exact in either direction).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import z3

from dgg.elab.typed import TBinder, TNode, TypedStatement
from dgg.elab.types import FinTy, FnTy, NumTy, Ty, TypeVar
from dgg.model.terms import BinOp, Name, Num, Term

#: the largest numeral exponent expanded into a product of a non-constant base
MAX_POWER = 64
#: the most candidate witnesses tried for an integer ∃ (``⌊x⌋``, ``⌈x⌉`` of real variables)
MAX_WITNESSES = 6
#: the largest finite range expanded (``∑ i ∈ Finset.range k``, ``∀ j : Fin n``)
MAX_EXPAND = 64


class Outside(Exception):
    """A construct outside the decision tier; ``reason`` names it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class FnVal:
    """A ``Fin``-indexed function: one z3 term per index tuple (``dims`` the sizes)."""

    dims: list[int]
    table: dict[tuple[int, ...], Any]
    cod: Ty


INT_TYPES = ("ℕ", "ℤ")
REAL_TYPES = ("ℝ", "ℚ")


def num_name(t: Ty) -> str:
    """``ℕ ℤ ℚ ℝ`` or ``Fin`` (an index), else :class:`Outside`."""
    if isinstance(t, NumTy) and t.name in INT_TYPES + REAL_TYPES:
        return t.name
    if isinstance(t, FinTy):
        return "Fin"
    raise Outside(f"values of type {t.show()}")


def size_value(t: Term, sizes: Mapping[str, int]) -> int:
    """The value of a ``Fin`` size term at ``sizes`` (``n``, ``3``, ``n + 1``)."""
    if isinstance(t, Num) and Fraction(t.value).denominator == 1:
        return int(t.value)
    if isinstance(t, Name) and t.id in sizes:
        return sizes[t.id]
    if isinstance(t, BinOp) and t.op in ("+", "*", "-"):
        a, b = size_value(t.lhs, sizes), size_value(t.rhs, sizes)
        return a + b if t.op == "+" else a * b if t.op == "*" else max(0, a - b)
    raise Outside("a Fin size that is not a size variable or numeral")


def size_names(ty: Ty) -> set[str]:
    """The names a type's ``Fin`` sizes mention, and its type variables."""
    if isinstance(ty, FinTy):
        return {n.id for n in ty.size.walk() if isinstance(n, Name)}
    if isinstance(ty, TypeVar):
        return {ty.name}
    if isinstance(ty, FnTy):
        return size_names(ty.dom) | size_names(ty.cod)
    return set()


def _is_num(e: Any) -> bool:
    return z3.is_int_value(e) or z3.is_rational_value(e)


def frac_of(e: Any) -> Fraction:
    """The rational value of a z3 numeral (after simplification)."""
    e = z3.simplify(e)
    if z3.is_int_value(e):
        return Fraction(e.as_long())
    if z3.is_rational_value(e):
        return Fraction(e.numerator_as_long(), e.denominator_as_long())
    raise Outside("a value that is not a rational numeral")


def real_val(f: Fraction) -> Any:
    return z3.RealVal(f"{f.numerator}/{f.denominator}")


@dataclass
class Encoder:
    """Encode the typed terms of ``stmt`` at ``sizes`` (see module docstring)."""

    stmt: TypedStatement
    sizes: dict[str, int]
    vars: dict[str, Any] = field(default_factory=dict)
    #: constraints every instance meets by its types (``n ≥ 0`` for ``ℕ``, ``0 ≤ j < n``)
    background: list[Any] = field(default_factory=list)
    #: fresh constants with their definitions, one list per open binder scope (the top first)
    scopes: list[list[tuple[Any, Any]]] = field(default_factory=lambda: [[]])
    fresh: int = 0
    #: index variables (``j₀ : Fin n``, ``v : V``) fixed to one value: one case of a case split
    #: (:func:`dgg.decide.solve.decide`), so that their lookups are direct, not ``If`` chains
    pinned: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, ty in self.stmt.variables:
            if name in self.sizes:
                self.vars[name] = z3.IntVal(self.sizes[name])
                continue
            if name in self.pinned:
                if not isinstance(ty, (FinTy, TypeVar)) or \
                        not 0 <= self.pinned[name] < self._card(ty):
                    raise Outside(f"the case {name} = {self.pinned[name]}")
                self.vars[name] = z3.IntVal(self.pinned[name])
                continue
            self.vars[name] = self._declare(name, ty)

    def index_cards(self) -> list[tuple[str, int]]:
        """The index variables (of a ``Fin`` type or a type variable) and their cardinalities at
        these sizes, in order of declaration."""
        return [(name, self._card(ty)) for name, ty in self.stmt.variables
                if isinstance(ty, (FinTy, TypeVar)) and name not in self.sizes]

    # ------------------------------------------------------------------ variables
    def _declare(self, name: str, ty: Ty) -> Any:
        if isinstance(ty, FnTy):
            dims: list[int] = []
            t: Ty = ty
            while isinstance(t, FnTy):
                dims.append(self._card(t.dom))
                t = t.cod
            kind = num_name(t)
            if kind == "Fin":
                raise Outside(f"variable {name}: a function into a Fin type")
            table: dict[tuple[int, ...], Any] = {}
            for idx in _product(dims):
                c = self._const(f"{name}{list(idx)}", kind)
                table[idx] = c
            return FnVal(dims, table, t)
        if isinstance(ty, (FinTy, TypeVar)):
            n = self._card(ty)
            c = z3.Int(name)
            self.background += [c >= 0, c < n]
            return c
        return self._const(name, num_name(ty))

    def _const(self, name: str, kind: str) -> Any:
        if kind in INT_TYPES:
            c = z3.Int(name)
            if kind == "ℕ":
                self.background.append(c >= 0)
            return c
        return z3.Real(name)

    def _card(self, ty: Ty) -> int:
        if isinstance(ty, FinTy):
            n = size_value(ty.size, self.sizes)
        elif isinstance(ty, TypeVar) and ty.name in self.sizes:
            n = self.sizes[ty.name]
        else:
            raise Outside(f"a function on {ty.show()}")
        if n > MAX_EXPAND:
            raise Outside(f"a finite type of size {n}")
        return n

    # ------------------------------------------------------------------ formulas
    def top(self, node: TNode) -> Any:
        """The formula of ``node``; the fresh constants of its top scope stay free, their
        definitions go to :attr:`background` (total and functional, they change no answer)."""
        self.scopes.append([])
        f = self.formula(node, {})
        self.background += [d for _, d in self.scopes.pop()]
        return f

    @staticmethod
    def _close(f: Any, defs: list[tuple[Any, Any]]) -> Any:
        if not defs:
            return f
        return z3.Exists([c for c, _ in defs], z3.And(*[d for _, d in defs], f))

    def formula(self, node: TNode, env: dict[str, Any]) -> Any:
        k = node.kind
        if k == "rel":
            return self._rel(node, env)
        if k == "logic":
            a, b = (self.formula(x, env) for x in node.args)
            return {"∧": z3.And, "∨": z3.Or, "→": z3.Implies,
                    "↔": lambda p, q: p == q}[node.op](a, b)
        if k == "not":
            return z3.Not(self.formula(node.args[0], env))
        if k == "quant":
            return self._quant(node, env)
        if k == "order":
            return self._order(node, env)
        if k == "ite":
            c, a, b = node.args
            return z3.If(self.formula(c, env), self.formula(a, env), self.formula(b, env))
        if k == "const" and (body := self._closed_def(node)) is not None:
            return self.formula(body, {})
        if k in ("opaque", "const") and isinstance(node.src, Name) and node.src.id in ("True",
                                                                                       "False"):
            return z3.BoolVal(node.src.id == "True")
        raise Outside(f"the proposition `{node.kind} {node.op}`".replace(" `", " `").strip())

    def _rel(self, node: TNode, env: dict[str, Any]) -> Any:
        op = node.op
        a, b = node.args
        if op == "∈":
            return self._member(a, b, env)
        if op == "∉":
            return z3.Not(self._member(a, b, env))
        x, y = self.value(a, env), self.value(b, env)
        if isinstance(x, FnVal) or isinstance(y, FnVal):
            raise Outside("a relation between functions")
        if z3.is_bool(x) and z3.is_bool(y) and op in ("=", "≠"):
            return x == y if op == "=" else x != y
        x, y = _same_sort(x, y)
        if op == "∣":
            if not (x.is_int() and y.is_int()):
                raise Outside("divisibility outside ℕ/ℤ")
            return z3.If(x == 0, y == 0, y % x == 0)
        ops: dict[str, Callable[[Any, Any], Any]] = {
            "=": lambda p, q: p == q, "≠": lambda p, q: p != q, "≤": lambda p, q: p <= q,
            "<": lambda p, q: p < q, "≥": lambda p, q: p >= q, ">": lambda p, q: p > q}
        if op not in ops:
            raise Outside(f"the relation {op}")
        return ops[op](x, y)

    def _member(self, a: TNode, s: TNode, env: dict[str, Any]) -> Any:
        x = self.value(a, env)
        if s.kind in ("setof", "bounds"):
            return self._in_set(s, x, env)
        return self._member_value(x, s, env, "membership in a set other than an interval")

    def _interval(self, s: TNode, env: dict[str, Any]) -> tuple[tuple[Any, bool], tuple[Any, bool]] | None:
        if s.kind != "app":
            return None
        if s.op == "Finset.range" and len(s.args) == 1:
            return (z3.IntVal(0), False), (self.value(s.args[0], env), True)
        opens = {"Icc": (False, False), "Ico": (False, True), "Ioc": (True, False),
                 "Ioo": (True, True)}
        head, _, kind = s.op.rpartition(".")
        if head in ("Finset", "Set") and kind in opens and len(s.args) == 2:
            lo_open, hi_open = opens[kind]
            return ((self.value(s.args[0], env), lo_open), (self.value(s.args[1], env), hi_open))
        return None

    def _closed_def(self, node: TNode) -> TNode | None:
        """The typed body of a definition without parameters that ``node`` names (an answer
        filled by ``--fix``, an ``abbrev c : ℝ := …``): such a constant is its body, closed
        (it sees no bound variable)."""
        d = self.stmt.defs.get(node.op)
        if d is None or d.params or d.body is None or d.body.ty != node.ty:
            return None
        return d.body

    # ------------------------------------------------------------------ sets
    def _in_set(self, s: TNode, x: Any, env: dict[str, Any]) -> Any:
        """``x ∈ s`` for a set-builder or ``upperBounds``/``lowerBounds`` of one, by Mathlib's
        definitions: ``x ∈ {y : T | p y}`` is ``p x`` (``Set.mem_setOf_eq``,
        ``Mathlib/Data/Set/Defs.lean``); ``upperBounds s = {x | ∀ ⦃a⦄, a ∈ s → a ≤ x}`` and
        ``lowerBounds`` with ``≥`` (``Mathlib/Order/Bounds/Defs.lean``)."""
        if s.kind == "bounds" and s.op in ("upperBounds", "lowerBounds") and len(s.args) == 1:
            return self._bound(s.args[0], x, env, s.op == "upperBounds")
        if s.kind != "setof" or len(s.binders) != 1 or s.binders[0].domain is not None:
            raise Outside("membership in a set other than a set-builder or an interval")
        b = s.binders[0]
        if num_name(b.ty) not in ("ℕ", "ℤ", "ℝ"):
            raise Outside(f"a set of {b.ty.show()}")
        return self.formula(s.args[0], {**env, b.name: x})

    def _element(self, s: TNode) -> tuple[Any, list[Any]]:
        """A fresh bound constant of the element type of the set-builder ``s`` (``ℕ ℤ ℝ``; a
        bound quantifier over ``ℚ`` would not be exact) and its type's guard."""
        if s.kind == "bounds" and len(s.args) == 1:
            return self._element(s.args[0])
        if s.kind != "setof" or len(s.binders) != 1:
            raise Outside("a bound over a set other than a set-builder")
        kind = num_name(s.binders[0].ty)
        if kind not in ("ℕ", "ℤ", "ℝ"):
            raise Outside(f"a bound over a set of {s.binders[0].ty.show()}")
        self.fresh += 1
        name = f"{s.binders[0].name}!{self.fresh}"
        c = z3.Int(name) if kind in INT_TYPES else z3.Real(name)
        return c, ([c >= 0] if kind == "ℕ" else [])

    def _bound(self, s: TNode, x: Any, env: dict[str, Any], upper: bool) -> Any:
        """``x ∈ upperBounds s`` (``upper``) or ``x ∈ lowerBounds s``: ``∀ a, a ∈ s → a ≤ x``."""
        c, guard = self._element(s)
        self.scopes.append([])
        inside = self._close(self._in_set(s, c, env), self.scopes.pop())
        c2, x2 = _same_sort(c, x)
        return z3.ForAll([c], z3.Implies(z3.And(*guard, inside), c2 <= x2 if upper else c2 >= x2))

    def _order(self, node: TNode, env: dict[str, Any]) -> Any:
        """``IsLeast IsGreatest IsLUB IsGLB`` by their definitions (``Mathlib/Order/Bounds/Defs.lean``):
        ``IsGreatest s a = a ∈ s ∧ a ∈ upperBounds s``, ``IsLUB s = IsLeast (upperBounds s)``."""
        if len(node.args) != 2:
            raise Outside(f"{node.op} not applied to a set and an element")
        s, a = node.args
        x = self.value(a, env)
        if node.op in ("IsLeast", "IsGreatest"):
            return z3.And(self._in_set(s, x, env), self._bound(s, x, env, node.op == "IsGreatest"))
        if node.op in ("IsLUB", "IsGLB"):
            upper = node.op == "IsLUB"
            c, guard = self._element(s)
            self.scopes.append([])
            other = self._close(self._bound(s, c, env, upper), self.scopes.pop())
            c2, x2 = _same_sort(c, x)
            least = z3.ForAll([c], z3.Implies(z3.And(*guard, other), x2 <= c2 if upper else x2 >= c2))
            return z3.And(self._bound(s, x, env, upper), least)
        raise Outside(f"the order predicate {node.op}")

    # ------------------------------------------------------------------ binders
    def _binder_values(self, b: TBinder, env: dict[str, Any]) -> list[Any] | None:
        """The finitely many values of binder ``b`` (``Fin n``, a type variable, a ``Finset``
        interval with known ends), or ``None`` when it ranges over ℕ ℤ ℝ."""
        if isinstance(b.ty, (FinTy, TypeVar)):
            if b.domain is not None:
                raise Outside("a Fin binder with a domain")
            return [z3.IntVal(i) for i in range(self._card(b.ty))]
        if b.domain is not None and b.domain.kind == "app" and b.domain.op.startswith("Finset."):
            iv = self._interval(b.domain, env)
            if iv is None:
                raise Outside(f"a binder over {b.domain.op}")
            (lo, lo_open), (hi, hi_open) = iv
            lo_v, hi_v = frac_of(lo), frac_of(hi)
            if lo_v.denominator != 1 or hi_v.denominator != 1:
                raise Outside("a finset interval with non-integer ends")
            first = int(lo_v) + (1 if lo_open else 0)
            last = int(hi_v) - (1 if hi_open else 0)
            if num_name(b.ty) == "ℕ":
                first = max(first, 0)
            if last - first + 1 > MAX_EXPAND:
                raise Outside("a finset of more than 64 elements")
            return [z3.IntVal(i) for i in range(first, last + 1)]
        return None

    def _quant(self, node: TNode, env: dict[str, Any]) -> Any:
        return self._bind(node, list(node.binders), env, node.op)

    def _bind(self, node: TNode, binders: list[TBinder], env: dict[str, Any], op: str) -> Any:
        if not binders:
            return self.formula(node.args[0], env)
        b, rest = binders[0], binders[1:]
        vals = self._binder_values(b, env)
        if vals is not None:
            parts = [self._bind(node, rest, {**env, b.name: v}, op) for v in vals]
            return z3.And(*parts) if op == "∀" else z3.Or(*parts)
        kind = num_name(b.ty)
        if kind == "ℚ":
            raise Outside("a quantifier over ℚ")
        if kind == "Fin":
            raise Outside("a quantifier over Fin with a domain")
        self.fresh += 1
        c = z3.Int(f"{b.name}!{self.fresh}") if kind in INT_TYPES else z3.Real(f"{b.name}!{self.fresh}")
        guard = [c >= 0] if kind == "ℕ" else []
        if b.domain is not None:
            guard.append(self._member_value(c, b.domain, env))
        self.scopes.append([])
        body = self._bind(node, rest, {**env, b.name: c}, op)
        body = self._close(body, self.scopes.pop())
        if op == "∀":
            return z3.ForAll([c], z3.Implies(z3.And(*guard), body) if guard else body)
        if op == "∃":
            found = z3.Exists([c], z3.And(*guard, body) if guard else body)
            if kind not in INT_TYPES:
                return found
            # an integer ∃ also tried at ⌊v⌋ and ⌈v⌉ of each real variable: `P ⌊x⌋ ∨ ∃ n, P n`
            # is `∃ n, P n` (an instance implies it), and gives z3 the witness it rarely finds
            # under an alternation of quantifiers (`∀ x, ∃ n : ℤ, n ≤ x ∧ x < n + 1`)
            tries = []
            for t in self._witness_terms()[:MAX_WITNESSES]:
                inst = self._bind(node, rest, {**env, b.name: t}, op)
                tries.append(z3.And(t >= 0, inst) if kind == "ℕ" else inst)
            return z3.Or(*tries, found) if tries else found
        raise Outside(f"the binder {op}")

    def _witness_terms(self) -> list[Any]:
        """``⌊v⌋`` and ``⌈v⌉`` of each real scalar variable of the statement."""
        out = []
        for v in self.vars.values():
            if not isinstance(v, FnVal) and z3.is_real(v):
                out += [z3.ToInt(v), -z3.ToInt(-v)]
        return out

    def _member_value(self, c: Any, dom: TNode, env: dict[str, Any],
                      outside: str = "a binder domain other than an interval") -> Any:
        """``c ∈ dom`` for an interval ``dom`` (:meth:`_interval`); else :class:`Outside`."""
        iv = self._interval(dom, env)
        if iv is None:
            raise Outside(outside)
        (lo, lo_open), (hi, hi_open) = iv
        x, lo = _same_sort(c, lo)
        x, hi = _same_sort(x, hi)
        return z3.And(x > lo if lo_open else x >= lo, x < hi if hi_open else x <= hi)

    # ------------------------------------------------------------------ values
    def value(self, node: TNode, env: dict[str, Any]) -> Any:
        """The z3 term of a number-valued node (or a :class:`FnVal`, or a formula for a ``Prop``
        operand of ``=``)."""
        k = node.kind
        if k == "num":
            return self._num(node)
        if k == "var":
            if node.op in env:
                return env[node.op]
            if node.op in self.vars:
                return self.vars[node.op]
            raise Outside(f"the name {node.op}")
        if k == "fnapp":
            return self._fnapp(node, env)
        if k == "const" and (body := self._closed_def(node)) is not None:
            return self.value(body, {})
        if k == "vec":
            items = [self.value(a, env) for a in node.args]
            return FnVal([len(items)], {(i,): v for i, v in enumerate(items)}, node.ty)
        if k == "coe":
            return self._coe(node, env)
        if k == "binop":
            return self._binop(node, env)
        if k == "pow":
            return self._pow(node, env)
        if k == "neg":
            x = self.value(node.args[0], env)
            if num_name(node.ty) in ("ℕ", "Fin"):
                raise Outside(f"negation at {node.ty.show()}")
            return -x
        if k == "inv":
            x = self._real(self.value(node.args[0], env))
            return z3.If(x == 0, z3.RealVal(0), 1 / x)
        if k == "smul":
            a, x = (self.value(y, env) for y in node.args)
            if isinstance(a, FnVal) or isinstance(x, FnVal):
                raise Outside("a scalar multiple of a function")
            a, x = _same_sort(a, x)
            return a * x
        if k == "abs":
            x = self.value(node.args[0], env)
            return z3.If(x >= 0, x, -x)
        if k == "ite":
            c = self.formula(node.args[0], env)
            a, b = _same_sort(self.value(node.args[1], env), self.value(node.args[2], env))
            return z3.If(c, a, b)
        if k == "app":
            return self._app(node, env)
        if k == "bigop":
            return self._bigop(node, env)
        if k in ("rel", "logic", "not", "quant"):
            return self.formula(node, env)
        raise Outside(f"the construct `{k}{' ' + node.op if node.op else ''}`")

    def _num(self, node: TNode) -> Any:
        try:
            f = Fraction(node.op.replace("_", ""))
        except (ValueError, ZeroDivisionError):
            raise Outside(f"the numeral {node.op}") from None
        kind = num_name(node.ty)
        if kind == "Fin":  # Fin.instOfNat: the numeral i at Fin n is i % n
            n = self._card(node.ty)  # (src/Init/Data/Fin/Basic.lean; no instance at n = 0)
            if f.denominator != 1 or n == 0:
                raise Outside(f"the numeral {node.op} at {node.ty.show()}")
            return z3.IntVal(int(f) % n)
        if kind in INT_TYPES:
            if f.denominator != 1:
                raise Outside(f"the numeral {node.op} at {node.ty.show()}")
            return z3.IntVal(int(f))
        return real_val(f)

    @staticmethod
    def _real(x: Any) -> Any:
        return z3.ToReal(x) if z3.is_int(x) else x

    def _fnapp(self, node: TNode, env: dict[str, Any]) -> Any:
        head, args = node.args[0], list(node.args[1:])
        while head.kind == "fnapp":  # curried: (A i) j
            args = list(head.args[1:]) + args
            head = head.args[0]
        f = self.value(head, env)
        if not isinstance(f, FnVal):
            raise Outside("an application of a function that is not a Fin-indexed variable")
        if len(args) != len(f.dims):
            raise Outside("a partially applied function")
        idx = [self.value(a, env) for a in args]
        return _lookup(f, [z3.simplify(i) for i in idx], ())

    def _coe(self, node: TNode, env: dict[str, Any]) -> Any:
        x = self.value(node.args[0], env)
        src, dst = num_name(node.args[0].ty), num_name(node.ty)
        if dst in REAL_TYPES:
            return self._real(x)
        if dst in INT_TYPES and src in INT_TYPES + ("Fin",):
            if src == "ℤ" and dst == "ℕ":
                raise Outside("a cast from ℤ to ℕ")
            return x
        raise Outside(f"the cast {node.args[0].ty.show()} → {node.ty.show()}")

    def _binop(self, node: TNode, env: dict[str, Any]) -> Any:
        kind = num_name(node.ty)
        if kind == "Fin":
            raise Outside("arithmetic in Fin n (it wraps around)")
        x, y = _same_sort(self.value(node.args[0], env), self.value(node.args[1], env))
        if kind in REAL_TYPES:
            x, y = self._real(x), self._real(y)
        op = node.op
        if op == "+":
            return x + y
        if op == "*":
            return x * y
        if op == "-":
            return z3.If(x >= y, x - y, z3.IntVal(0)) if kind == "ℕ" else x - y
        if op == "/":
            if kind in INT_TYPES:
                return z3.If(y == 0, z3.IntVal(0), x / y)
            return z3.If(y == 0, z3.RealVal(0), x / y)
        if op == "%" and kind in INT_TYPES:
            return z3.If(y == 0, x, x % y)
        raise Outside(f"the operation {op} at {node.ty.show()}")

    def _pow(self, node: TNode, env: dict[str, Any]) -> Any:
        base, ex = node.args
        x = self.value(base, env)
        e_kind = num_name(ex.ty)
        try:
            e = frac_of(self.value(ex, env))
        except (Outside, z3.Z3Exception):
            raise Outside("a power whose exponent is not a numeral") from None
        kind = num_name(node.ty)
        if e_kind in INT_TYPES and e.denominator == 1:
            k = int(e)
            if k >= 0:
                return self._npow(x, k)
            if kind not in REAL_TYPES:
                raise Outside("a negative power outside a field")
            p = self._npow(self._real(x), -k)
            return z3.If(p == 0, z3.RealVal(0), 1 / p)
        if e_kind == "ℝ" and kind == "ℝ":
            return self._rpow(self._real(x), e)
        raise Outside(f"a power with exponent in {ex.ty.show()}")

    def _npow(self, x: Any, k: int) -> Any:
        if _is_num(z3.simplify(x)):
            v = frac_of(x) ** k
            return z3.IntVal(int(v)) if z3.is_int(x) else real_val(v)
        if k > MAX_POWER:
            raise Outside(f"a power with exponent {k} of a non-constant")
        if k == 0:
            return z3.IntVal(1) if z3.is_int(x) else z3.RealVal(1)
        out = x
        for _ in range(k - 1):
            out = out * x
        return out

    def _rpow(self, x: Any, e: Fraction) -> Any:
        if e.denominator == 1:
            k = int(e)
            if k >= 0:
                return self._npow(x, k)
            p = self._npow(x, -k)
            return z3.If(p == 0, z3.RealVal(0), 1 / p)
        if e.denominator != 2:
            raise Outside(f"Real.rpow with exponent {e}")
        if abs(e.numerator) > MAX_POWER:
            raise Outside(f"Real.rpow with exponent {e}")
        r = self._fresh_real("rpow")
        xp = self._npow(x, abs(e.numerator))
        lhs = r * r * xp if e.numerator < 0 else r * r
        rhs = z3.RealVal(1) if e.numerator < 0 else xp
        self.scopes[-1].append((r, z3.If(x > 0, z3.And(r > 0, lhs == rhs), r == 0)))
        return r

    def _fresh_real(self, what: str) -> Any:
        self.fresh += 1
        return z3.Real(f"{what}!{self.fresh}")

    def _app(self, node: TNode, env: dict[str, Any]) -> Any:
        name = node.op
        args = [self.value(a, env) for a in node.args]
        if any(isinstance(a, FnVal) for a in args):
            raise Outside(f"{name} of a function")
        if name in ("max", "min") and len(args) == 2:
            a, b = _same_sort(*args)
            return z3.If(a >= b, a, b) if name == "max" else z3.If(a <= b, a, b)
        if name == "abs" and len(args) == 1:
            return z3.If(args[0] >= 0, args[0], -args[0])
        if len(args) != 1:
            raise Outside(f"the function {name}")
        x = args[0]
        if name in ("Int.floor", "Nat.floor", "Int.ceil", "Nat.ceil", "Int.fract"):
            fl = z3.ToInt(x) if not z3.is_int(x) else x
            ce = -z3.ToInt(-x) if not z3.is_int(x) else x
            if name == "Int.floor":
                return fl
            if name == "Int.ceil":
                return ce
            if name == "Nat.floor":
                return z3.If(fl >= 0, fl, z3.IntVal(0))
            if name == "Nat.ceil":
                return z3.If(ce >= 0, ce, z3.IntVal(0))
            return x - z3.ToReal(fl) if not z3.is_int(x) else z3.IntVal(0)
        if name == "Real.sqrt":
            x = self._real(x)
            s = self._fresh_real("sqrt")
            self.scopes[-1].append((s, z3.If(x >= 0, z3.And(s >= 0, s * s == x), s == 0)))
            return s
        if name == "Int.natAbs":
            return z3.If(x >= 0, x, -x)
        if name == "Int.toNat":
            return z3.If(x >= 0, x, z3.IntVal(0))
        if name == "Nat.succ":
            return x + 1
        if name == "Nat.pred":
            return z3.If(x >= 1, x - 1, z3.IntVal(0))
        raise Outside(f"the function {name}")

    def _bigop(self, node: TNode, env: dict[str, Any]) -> Any:
        if len(node.binders) != 1:
            raise Outside("a big operator with several binders")
        b = node.binders[0]
        vals = self._binder_values(b, env)
        if vals is None:
            raise Outside(f"a {node.op} over an infinite or unknown range")
        kind = num_name(node.ty)
        if kind == "Fin":
            raise Outside(f"a {node.op} in Fin n")
        terms = [self.value(node.args[0], {**env, b.name: v}) for v in vals]
        unit = 0 if node.op == "∑" else 1
        acc: Any = z3.IntVal(unit) if kind in INT_TYPES else z3.RealVal(unit)
        for t in terms:
            acc, t2 = _same_sort(acc, t)
            acc = acc + t2 if node.op == "∑" else acc * t2
        if node.op not in ("∑", "∏"):
            raise Outside(f"the big operator {node.op}")
        return acc


def _product(dims: list[int]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for d in dims:
        out = [t + (i,) for t in out for i in range(d)]
    return out


def _lookup(f: FnVal, idx: list[Any], done: tuple[int, ...]) -> Any:
    """``f`` at the index terms ``idx``: direct for numerals, an ``If`` chain otherwise."""
    if len(done) == len(f.dims):
        return f.table[done]
    i = idx[len(done)]
    n = f.dims[len(done)]
    if n == 0:
        raise Outside("an application of a function on an empty type")
    if z3.is_int_value(i):
        v = i.as_long()
        if not 0 <= v < n:
            raise Outside("an index out of range")
        return _lookup(f, idx, done + (v,))
    out = _lookup(f, idx, done + (n - 1,))
    for v in range(n - 2, -1, -1):
        out = z3.If(i == v, _lookup(f, idx, done + (v,)), out)
    return out


def _same_sort(x: Any, y: Any) -> tuple[Any, Any]:
    """Both operands at one sort (an integer beside a real is a typed cast the elaborator already
    made explicit; a mismatch left here is an index or a numeral typed ℕ in a real context)."""
    if isinstance(x, FnVal) or isinstance(y, FnVal):
        raise Outside("a function used as a number")
    if z3.is_bool(x) or z3.is_bool(y):
        raise Outside("a proposition used as a number")
    if z3.is_int(x) and z3.is_real(y):
        return z3.ToReal(x), y
    if z3.is_real(x) and z3.is_int(y):
        return x, z3.ToReal(y)
    return x, y
