"""Typed terms: the statement as :mod:`dgg.elab` elaborated it.

A :class:`TNode` is one node of a typed term: its ``kind``, its Lean type ``ty`` (a
:class:`dgg.elab.types.Ty`, metavariables resolved once the statement is elaborated), its
children, and ``src``, the parsed term it comes from (its position, and the term itself for an
``opaque`` node). Kinds:

``num``          a numeral or scientific literal (``op`` its source text)
``var``          a variable of the statement or a bound variable (``op`` its name)
``const``        a library constant or a definition without arguments (``op`` its full name)
``app``          a library function or a definition applied (``op`` its full name)
``fnapp``        a function-valued variable applied (``args[0]`` the function)
``binop``        ``+ - * / %`` at ``ty`` (``op``); ``pow`` ``^`` (base, exponent); ``smul`` ``•``
``neg`` ``inv``  ``-x``, ``x⁻¹``
``coe``          a coercion ``↑`` from ``args[0].ty`` to ``ty`` (inserted, or written)
``rel``          ``= ≠ ≤ < ≥ > ∣`` (``op``); ``logic`` ``∧ ∨ → ↔``; ``not`` ``¬``
``quant`` ``bigop`` ``lam``  binders (name, type, domain) and a body
``ite`` ``abs``  ``if c then a else b``, ``|a|``
``vec``          ``![a, b, …] : Fin k → α``
``card``         ``#s`` / ``s.card`` of a finset (``ℕ``)
``linalg``       ``Matrix.vecMulVec``, ``*ᵥ``, ``ᵥ*``, ``⬝ᵥ``, ``ᵀ``, ``Matrix.rank`` (``op``)
``atom``         a library term typed whole whose argument is a type (``Fintype.card V``)
``subtype``      ``⟨r, proof⟩ : ℝ≥0``, whose value is ``r``
``opaque``       a subterm :mod:`dgg.elab` does not type (left to the evaluator as written)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dgg.elab.types import Ty, concrete
from dgg.model.terms import Term


@dataclass
class TBinder:
    name: str
    ty: Ty
    domain: TNode | None = None
    written: bool = True  # the type was written (else found by unification or a domain)


@dataclass
class TNode:
    kind: str
    ty: Ty
    src: Term
    args: list[TNode] = field(default_factory=list)
    op: str = ""
    binders: list[TBinder] = field(default_factory=list)
    #: a numeral whose type the evaluator must be told (no typed leaf beside it in its tree)
    annotate: bool = False
    #: an ``opaque`` node's reason (what is not typed)
    why: str = ""

    def walk(self) -> list[TNode]:
        out = [self]
        for b in self.binders:
            if b.domain is not None:
                out += b.domain.walk()
        for a in self.args:
            out += a.walk()
        return out


@dataclass
class TypedDef:
    """A definition elaborated against its declared type."""

    name: str
    params: list[TBinder]
    body: TNode | None
    ty: Ty
    #: the definition's own type parameters (``{m n : Type*}``), fresh at each use
    type_params: tuple[str, ...] = ()


@dataclass
class TypedStatement:
    """Hypotheses and conclusion as typed terms, with the variables' types."""

    name: str
    variables: list[tuple[str, Ty]]
    hypotheses: list[tuple[str, TNode | None]]
    conclusion: TNode
    defs: dict[str, TypedDef] = field(default_factory=dict)
    namespace: str = ""

    def opaque(self) -> list[TNode]:
        """The subterms left untyped (each with ``why``)."""
        nodes = [n for _, h in self.hypotheses if h is not None for n in h.walk()]
        nodes += self.conclusion.walk()
        return [n for n in nodes if n.kind == "opaque"]

    def unfixed(self) -> list[TNode]:
        """The untyped subterms whose type no context fixes (in the statement and in the bodies
        of the definitions it uses): the evaluator would have to learn their type from their
        values, so it refuses the statement instead."""
        nodes = self.opaque()
        for d in self.defs.values():
            if d.body is not None:
                nodes += [n for n in d.body.walk() if n.kind == "opaque"]
        return [n for n in nodes if not concrete(n.ty)]
