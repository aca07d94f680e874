"""The abstract syntax of the Lean term fragment that :mod:`dgg` understands.

Every node is a frozen dataclass carrying ``pos``: the 1-based ``(line, col)`` of its first character
in the source file (``None`` for synthesised nodes). The parser (:mod:`dgg.lean.terms`) produces these
nodes; the evaluator (:mod:`dgg.eval.evaluate`), the samplers and the step extractor consume them. The
fragment is documented in ``docs/fragment.md``.

Conventions, fixed here so that producer and consumers agree:

* Identifiers keep their dotted spelling: ``Name("Real.exp")``, ``Name("s.card")``, ``Name("π")``.
  Generalised field notation ``s.card`` stays one name; ``(f x).foo`` becomes ``Field(App(...), "foo")``.
* Application is n-ary and left-nested applications are flattened: ``f a b`` is
  ``App(Name("f"), (a, b))``.
* Infix operators are ``BinOp`` with the Lean spelling of the operator in ``op``: one of
  ``+ - * / ^ • *ᵥ ᵥ* ⬝ᵥ ∘ ∧ ∨ → ↔ = ≠ ≤ < ≥ > ∈ ∉ ⊆ ∣ %``. ``→`` between propositions is
  implication; between types it is a function type (``Arrow`` is used when the parser knows it is a
  type, e.g. in binder types).
* Prefix/postfix operators are ``UnOp`` with ``op`` one of ``-`` (negation), ``¬``, ``↑`` (coercion),
  ``#`` (cardinality ``#s``), ``ᵀ`` (transpose, postfix), ``⁻¹`` (inverse, postfix).
* ``|x|`` is ``Abs(x)``; ``‖x‖`` is ``Norm(x)``.
* Big operators ``∑ j, f`` / ``∑ j ∈ s, f`` / ``∑ j : T, f`` / ``∏ …`` are ``BigOp``.
* ``∀``/``∃`` are ``Quant``; ``fun x ↦ e`` is ``Lam``; each binds a tuple of ``BinderSpec``.
* ``[a, b]`` is ``ListLit``; ``let x := v; b`` is ``Let`` (``x`` bound in ``b``).
* ``(e : T)`` is ``Ascribe``; ``![a, b]`` is ``VecLit``; ``⟨a, b⟩`` is ``AnonCtor``;
  ``if c then a else b`` is ``Ite``; ``_`` is ``Hole`` (used by ``calc`` steps).
* Numerals are ``Num`` holding the exact value as a :class:`fractions.Fraction` (``0.5`` is 1/2,
  ``1e-3`` is 1/1000) and the source text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import TypeVar, cast

Pos = tuple[int, int] | None


@dataclass(frozen=True)
class Node:
    """Base class of every term node."""

    def children(self) -> Iterator[Term]:
        """The direct sub-terms, in source order."""
        for f in self.__dataclass_fields__:
            if f in ("pos", "ty"):
                continue
            v = getattr(self, f)
            if isinstance(v, Node):
                yield cast(Term, v)
            elif isinstance(v, tuple):
                for x in v:
                    if isinstance(x, Node):
                        yield cast(Term, x)
                    elif isinstance(x, BinderSpec):
                        if x.type is not None:
                            yield x.type

    def walk(self) -> Iterator[Term]:
        """This node and all its descendants, pre-order."""
        yield self  # type: ignore[misc]
        for c in self.children():
            yield from c.walk()


@dataclass(frozen=True)
class Num(Node):
    value: Fraction
    text: str = ""
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Name(Node):
    """An identifier, possibly dotted (``Real.exp``, ``s.card``, ``Finset.univ``)."""

    id: str
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Hole(Node):
    """``_`` (a placeholder; in ``calc`` it means the previous right-hand side)."""

    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class App(Node):
    fn: Term
    args: tuple[Term, ...]
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Field(Node):
    """Projection written after a parenthesised term: ``(f x).card``."""

    obj: Term
    name: str
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class BinOp(Node):
    op: str
    lhs: Term
    rhs: Term
    pos: Pos = field(default=None, compare=False)
    #: the static type :mod:`dgg.elab` gave the operation (a type term such as ``Name("ℝ")``):
    #: the type of an arithmetic node, the common type of a relation's sides; ``None`` in a
    #: parsed term. Not a sub-term (:meth:`Node.children` and :func:`map_children` skip it), and
    #: like ``pos`` not compared: a pattern written as a parsed term matches a typed one.
    ty: Term | None = field(default=None, compare=False)


@dataclass(frozen=True)
class UnOp(Node):
    op: str
    arg: Term
    pos: Pos = field(default=None, compare=False)
    #: the static type of ``-x`` and ``x⁻¹`` (see :attr:`BinOp.ty`)
    ty: Term | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Abs(Node):
    arg: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Norm(Node):
    arg: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class BinderSpec:
    """One bound name of ``∑``/``∀``/``∃``/``fun``: its name and optional type or domain.

    ``∑ j ∈ s, f`` gives ``BinderSpec("j", None, domain=s)``; ``∀ j : Fin n, P`` gives
    ``BinderSpec("j", Fin n)``. ``name`` may be ``_``.
    """

    name: str
    type: Term | None = None
    domain: Term | None = None
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class BigOp(Node):
    op: str  # "∑" or "∏"
    binders: tuple[BinderSpec, ...]
    body: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Quant(Node):
    op: str  # "∀" or "∃"
    binders: tuple[BinderSpec, ...]
    body: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Lam(Node):
    binders: tuple[BinderSpec, ...]
    body: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Ite(Node):
    cond: Term
    then: Term
    orelse: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Ascribe(Node):
    term: Term
    type: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class VecLit(Node):
    elems: tuple[Term, ...]
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class AnonCtor(Node):
    elems: tuple[Term, ...]
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class ListLit(Node):
    """A list literal ``[a, b, c]`` (``List.cons a (List.cons b …)``)."""

    elems: tuple[Term, ...]
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Let(Node):
    """``let x := value; body`` / ``let x : T := value; body`` (``type`` is ``T`` or ``None``).
    ``x`` is bound in ``body`` only."""

    name: str
    type: Term | None
    value: Term
    body: Term
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Arrow(Node):
    """A function type ``dom → cod``; ``kind`` is ``"→"`` or the bundled-map arrow text such as
    ``"→L[ℝ]"``, ``"→ₗ[ℝ]"``."""

    dom: Term
    cod: Term
    kind: str = "→"
    pos: Pos = field(default=None, compare=False)


@dataclass(frozen=True)
class Sort(Node):
    """``Type``, ``Type*``, ``Type u``, ``Prop``, ``Sort u``."""

    text: str
    pos: Pos = field(default=None, compare=False)


Term = (
    Num | Name | Hole | App | Field | BinOp | UnOp | Abs | Norm | BigOp | Quant | Lam | Ite | Ascribe
    | VecLit | AnonCtor | Arrow | Sort | Let | ListLit
)

#: Infix operators that build propositions from values.
RELATIONS = frozenset({"=", "≠", "≤", "<", "≥", ">", "∈", "∉", "⊆", "∣"})
#: Logical connectives (binary).
CONNECTIVES = frozenset({"∧", "∨", "→", "↔"})


def free_names(t: Node, bound: frozenset[str] = frozenset()) -> set[str]:
    """Names occurring free in ``t`` (dotted names are reported whole)."""
    out: set[str] = set()

    def go(n: Node, b: frozenset[str]) -> None:
        if isinstance(n, Name):
            head = n.id.split(".")[0]
            if n.id not in b and head not in b:
                out.add(n.id)
            return
        if isinstance(n, (BigOp, Quant, Lam)):
            nb = set(b)
            for bs in n.binders:
                if bs.type is not None:
                    go(bs.type, frozenset(nb))
                if bs.domain is not None:
                    go(bs.domain, frozenset(nb))
                nb.add(bs.name)
            go(n.body, frozenset(nb))
            return
        if isinstance(n, Let):
            if n.type is not None:
                go(n.type, b)
            go(n.value, b)
            go(n.body, b | {n.name})
            return
        for c in n.children():
            go(c, b)

    go(t, bound)
    return out


def _map_spec(b: BinderSpec, fn: Callable[[Term], Term]) -> BinderSpec:
    ty = b.type if b.type is None else fn(b.type)
    dom = b.domain if b.domain is None else fn(b.domain)
    return b if ty is b.type and dom is b.domain else replace(b, type=ty, domain=dom)


_N = TypeVar("_N", bound=Node)


def map_children(t: _N, fn: Callable[[Term], Term], *, binders: bool = False) -> _N:
    """``t`` with ``fn`` applied to each direct sub-term: every node field and every node of a
    tuple field, in field order; with ``binders``, also the type and the domain of each
    :class:`BinderSpec` of a tuple field. ``pos`` is kept, and ``t`` itself (the same object) is
    returned when ``fn`` changed nothing, so callers can test ``is`` to detect a rewrite."""
    changes: dict[str, object] = {}
    for f in fields(t):
        if f.name in ("pos", "ty"):
            continue
        v = getattr(t, f.name)
        if isinstance(v, Node):
            nv = fn(cast(Term, v))
            if nv is not v:
                changes[f.name] = nv
        elif isinstance(v, tuple):
            nt = tuple(fn(cast(Term, x)) if isinstance(x, Node)
                       else _map_spec(x, fn) if binders and isinstance(x, BinderSpec) else x
                       for x in v)
            if any(a is not b for a, b in zip(nt, v)):
                changes[f.name] = nt
    return replace(t, **changes) if changes else t
