"""Lean types as :mod:`dgg.elab` knows them, with metavariables, unification and coercions.

A type is a frozen :class:`Ty`: the number types ``ℕ ℤ ℚ ℝ ℝ≥0 ℕ+`` (:class:`NumTy`), ``Fin n``
(:class:`FinTy`, with the size as a term), function types (:class:`FnTy`), ``Finset``/``Set`` of a
type (:class:`SetTy`), ``Matrix m n R`` (:class:`MatrixTy`), a type variable of the statement
(:class:`TypeVar`), ``Prop``, and :class:`Opaque` for a type outside what dgg models. A
:class:`MVar` is a type not known yet (Lean's metavariable ``?α``): :class:`Subst` assigns it by
unification (:meth:`Subst.unify`), as Lean does when it elaborates a numeral ``OfNat ?α 2`` or an
untyped binder.

The coercions are those Lean inserts between these types (``Nat.cast``, ``Int.cast``, ``Rat.cast``,
``NNReal.toReal``, ``PNat.val``, ``Fin.val``): ``has_coe(src, dst)``, used by the ``binop%``
analysis exactly as ``hasCoe`` is in Lean's ``src/Lean/Elab/Extra.lean``. Two types with no
coercion either way are *uncomparable* there; dgg then refuses (``not_translated``).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from dgg.model.terms import App, Arrow, BinOp, Name, Num, Sort, Term


class Ty:
    """A Lean type (a frozen dataclass of this module)."""

    def show(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class NumTy(Ty):
    """A number type: ``name`` is one of ``ℕ ℤ ℚ ℝ ℝ≥0 ℕ+``."""

    name: str

    def show(self) -> str:
        return self.name


@dataclass(frozen=True)
class FinTy(Ty):
    """``Fin n``; ``size`` is the size as written (a term), ``text`` its printed form."""

    size: Term
    text: str

    def show(self) -> str:
        return f"Fin ({self.text})" if " " in self.text else f"Fin {self.text}"


@dataclass(frozen=True)
class TypeVar(Ty):
    """A type variable bound by the statement (``{V : Type*} [Fintype V]``)."""

    name: str

    def show(self) -> str:
        return self.name


@dataclass(frozen=True)
class FnTy(Ty):
    dom: Ty
    cod: Ty

    def show(self) -> str:
        d = self.dom.show()
        if isinstance(self.dom, FnTy):
            d = f"({d})"
        return f"{d} → {self.cod.show()}"


@dataclass(frozen=True)
class SetTy(Ty):
    """``Finset α`` (``kind == "Finset"``) or ``Set α``."""

    kind: str
    elem: Ty

    def show(self) -> str:
        e = self.elem.show()
        return f"{self.kind} ({e})" if " " in e else f"{self.kind} {e}"


@dataclass(frozen=True)
class MatrixTy(Ty):
    rows: Ty
    cols: Ty
    ring: Ty

    def show(self) -> str:
        parts = [t.show() for t in (self.rows, self.cols, self.ring)]
        return "Matrix " + " ".join(f"({p})" if " " in p else p for p in parts)


@dataclass(frozen=True)
class PropTy(Ty):
    def show(self) -> str:
        return "Prop"


@dataclass(frozen=True)
class Opaque(Ty):
    """A type outside dgg's model (a structure, a normed space, …), as written."""

    text: str

    def show(self) -> str:
        return self.text


#: the type of a term dgg does not type and whose context has not fixed its type
UNKNOWN = Opaque("?")

_ids = itertools.count(1)


@dataclass(frozen=True)
class MVar(Ty):
    """A type not known yet. ``origin`` says why it exists (``numeral``, ``scientific``,
    ``binder``, ``hole``), for the default instance and for error messages."""

    id: int
    origin: str = ""

    def show(self) -> str:
        return f"?{self.id}"


def fresh(origin: str = "") -> MVar:
    return MVar(next(_ids), origin)


PROP = PropTy()
NAT, INT, RAT, REAL = NumTy("ℕ"), NumTy("ℤ"), NumTy("ℚ"), NumTy("ℝ")
NNREAL, PNAT = NumTy("ℝ≥0"), NumTy("ℕ+")

#: The one table of number-type spellings (Lean's and Mathlib's notations and names).
NUMBER_NAMES: dict[str, NumTy] = {
    "ℕ": NAT, "Nat": NAT, "ℤ": INT, "Int": INT, "ℚ": RAT, "Rat": RAT, "ℝ": REAL, "Real": REAL,
    "ℝ≥0": NNREAL, "NNReal": NNREAL, "ℕ+": PNAT, "PNat": PNAT,
}

#: The coercions between number types that Mathlib provides (``Nat.cast``, ``Int.cast``,
#: ``Rat.cast``, ``NNReal.toReal``, ``PNat.val`` then ``Nat.cast``): ``(src, dst)`` pairs.
_NUM_COE = {
    ("ℕ", "ℤ"), ("ℕ", "ℚ"), ("ℕ", "ℝ"), ("ℕ", "ℝ≥0"),
    ("ℤ", "ℚ"), ("ℤ", "ℝ"), ("ℚ", "ℝ"), ("ℝ≥0", "ℝ"),
    ("ℕ+", "ℕ"), ("ℕ+", "ℤ"), ("ℕ+", "ℚ"), ("ℕ+", "ℝ"), ("ℕ+", "ℝ≥0"),
}


def has_coe(src: Ty, dst: Ty) -> bool:
    """Whether Lean finds a coercion from ``src`` to ``dst`` (both known, different)."""
    if isinstance(src, NumTy) and isinstance(dst, NumTy):
        return (src.name, dst.name) in _NUM_COE
    if isinstance(src, NumTy) and isinstance(dst, TypeVar):
        # `Nat.cast`/`Int.cast`/`Rat.cast` into a type variable's semiring, field, …: Lean
        # inserts it when the instance exists; dgg refuses such a type variable later
        return src.name in ("ℕ", "ℤ", "ℚ")
    if isinstance(src, FinTy) and isinstance(dst, NumTy):
        # `Fin.val` is a coercion to ℕ, then `Nat.cast` (Mathlib/Data/Fin/Basic.lean)
        return dst.name != "ℕ+"
    return False


class ElabError(Exception):
    """A statement the elaboration rules do not type: ``reason`` names the construct, ``pos`` its
    ``(line, col)``. Becomes ``not_translated`` downstream."""

    def __init__(self, reason: str, pos: tuple[int, int] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.pos = pos


class Subst:
    """The assignment of metavariables made so far (union-find by chasing)."""

    def __init__(self) -> None:
        self.map: dict[int, Ty] = {}

    def resolve(self, t: Ty) -> Ty:
        """``t`` with its head metavariable chain followed (shallow)."""
        while isinstance(t, MVar) and t.id in self.map:
            t = self.map[t.id]
        return t

    def zonk(self, t: Ty) -> Ty:
        """``t`` with every assigned metavariable replaced, deeply."""
        t = self.resolve(t)
        if isinstance(t, FnTy):
            return FnTy(self.zonk(t.dom), self.zonk(t.cod))
        if isinstance(t, SetTy):
            return SetTy(t.kind, self.zonk(t.elem))
        if isinstance(t, MatrixTy):
            return MatrixTy(self.zonk(t.rows), self.zonk(t.cols), self.zonk(t.ring))
        return t

    def known(self, t: Ty) -> bool:
        """Not an unassigned metavariable (Lean's ``isUnknown`` is the negation)."""
        return not isinstance(self.resolve(t), MVar)

    def unify(self, a: Ty, b: Ty) -> bool:
        """Make ``a`` and ``b`` equal by assigning metavariables; ``False`` if they differ."""
        a, b = self.resolve(a), self.resolve(b)
        if a == b:
            return True
        if isinstance(a, MVar):
            if _occurs(a, b, self):
                return False
            self.map[a.id] = b
            return True
        if isinstance(b, MVar):
            return self.unify(b, a)
        if isinstance(a, FnTy) and isinstance(b, FnTy):
            return self.unify(a.dom, b.dom) and self.unify(a.cod, b.cod)
        if isinstance(a, SetTy) and isinstance(b, SetTy):
            return a.kind == b.kind and self.unify(a.elem, b.elem)
        if isinstance(a, MatrixTy) and isinstance(b, MatrixTy):
            return (self.unify(a.rows, b.rows) and self.unify(a.cols, b.cols)
                    and self.unify(a.ring, b.ring))
        return False

    def equal(self, a: Ty, b: Ty) -> bool:
        """Equal without assigning anything (``isDefEq`` at a new metavariable depth)."""
        return self.zonk(a) == self.zonk(b)


def _occurs(v: MVar, t: Ty, s: Subst) -> bool:
    t = s.resolve(t)
    if t == v:
        return True
    if isinstance(t, FnTy):
        return _occurs(v, t.dom, s) or _occurs(v, t.cod, s)
    if isinstance(t, SetTy):
        return _occurs(v, t.elem, s)
    if isinstance(t, MatrixTy):
        return any(_occurs(v, x, s) for x in (t.rows, t.cols, t.ring))
    return False


def instantiate_vars(t: Ty, mapping: Mapping[str, Ty]) -> Ty:
    """``t`` with the type variables named in ``mapping`` replaced (a definition's implicit type
    parameters, fresh at each use)."""
    if isinstance(t, TypeVar):
        return mapping.get(t.name, t)
    if isinstance(t, FinTy) and isinstance(t.size, Name) and t.size.id in mapping:
        return t
    if isinstance(t, FnTy):
        return FnTy(instantiate_vars(t.dom, mapping), instantiate_vars(t.cod, mapping))
    if isinstance(t, SetTy):
        return SetTy(t.kind, instantiate_vars(t.elem, mapping))
    if isinstance(t, MatrixTy):
        return MatrixTy(*(instantiate_vars(x, mapping) for x in (t.rows, t.cols, t.ring)))
    return t


def text_of(t: Term) -> str:
    """A short printed form of a size or type term (``n``, ``m + 1``, ``3``)."""
    if isinstance(t, Name):
        return t.id
    if isinstance(t, Num):
        return t.text or str(t.value)
    if isinstance(t, BinOp):
        return f"{text_of(t.lhs)} {t.op} {text_of(t.rhs)}"
    if isinstance(t, App) and isinstance(t.fn, Name):
        return " ".join([t.fn.id] + [text_of(a) for a in t.args])
    return "…"


def type_of_term(t: Term | None, type_vars: frozenset[str] = frozenset()) -> Ty:
    """The :class:`Ty` a parsed type term denotes (``Opaque`` for what dgg does not model)."""
    if t is None:
        return UNKNOWN
    if isinstance(t, Name):
        if t.id in NUMBER_NAMES:
            return NUMBER_NAMES[t.id]
        if t.id == "Prop":
            return PROP
        if t.id in type_vars:
            return TypeVar(t.id)
        return Opaque(t.id)
    if isinstance(t, Sort):
        return PROP if t.text == "Prop" else Opaque(t.text)
    if isinstance(t, Arrow) and t.kind == "→":
        return FnTy(type_of_term(t.dom, type_vars), type_of_term(t.cod, type_vars))
    if isinstance(t, App) and isinstance(t.fn, Name):
        head, args = t.fn.id, t.args
        if head == "Fin" and len(args) == 1:
            return FinTy(args[0], text_of(args[0]))
        if head in ("Finset", "Set") and len(args) == 1:
            return SetTy(head, type_of_term(args[0], type_vars))
        if head == "Matrix" and len(args) == 3:
            r, c, k = (type_of_term(a, type_vars) for a in args)
            return MatrixTy(r, c, k)
    return Opaque(text_of(t))


def concrete(t: Ty) -> bool:
    """A type with no metavariable and nothing opaque in it (one the evaluator can read)."""
    if isinstance(t, (MVar, Opaque)):
        return False
    if isinstance(t, FnTy):
        return concrete(t.dom) and concrete(t.cod)
    if isinstance(t, SetTy):
        return concrete(t.elem)
    if isinstance(t, MatrixTy):
        return all(concrete(x) for x in (t.rows, t.cols, t.ring))
    return True


def term_of_type(t: Ty, pos: tuple[int, int] | None = None) -> Term:
    """A type term the evaluator reads (``Name("ℝ")``, ``App(Name("Fin"), (n,))``, ``Arrow``)."""
    if isinstance(t, NumTy):
        return Name(t.name, pos=pos)
    if isinstance(t, FinTy):
        return App(Name("Fin", pos=pos), (t.size,), pos=pos)
    if isinstance(t, TypeVar):
        return Name(t.name, pos=pos)
    if isinstance(t, FnTy):
        return Arrow(term_of_type(t.dom, pos), term_of_type(t.cod, pos), "→", pos=pos)
    if isinstance(t, SetTy):
        return App(Name(t.kind, pos=pos), (term_of_type(t.elem, pos),), pos=pos)
    if isinstance(t, MatrixTy):
        return App(Name("Matrix", pos=pos), tuple(term_of_type(x, pos)
                                                  for x in (t.rows, t.cols, t.ring)), pos=pos)
    if isinstance(t, PropTy):
        return Name("Prop", pos=pos)
    raise ElabError(f"type {t.show()} has no term", pos)
