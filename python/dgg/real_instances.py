"""Type variables with an algebraic structure, checked at ℝ.

A statement over ``{α : Type*} [Field α] [LinearOrder α] [IsStrictOrderedRing α]`` holds for every
such ``α``, so in particular for ``ℝ``, which is one: Mathlib declares ``Real.instField``,
``Real.linearOrder``, ``Real.instIsStrictOrderedRing`` and the rest in
``Mathlib/Data/Real/Basic.lean`` (``ExistsAddOfLE`` through ``AddGroup.existsAddOfLE``,
``Mathlib/Algebra/Order/Monoid/Unbundled/ExistsOfLE.lean``; ``Archimedean ℝ`` and ``FloorRing ℝ``
in ``Mathlib/Algebra/Order/Archimedean/Real/Basic.lean``). Replacing ``α`` by ``ℝ`` gives the
statement's instance at ``ℝ``, with Lean's meaning unchanged (numerals, casts, ``/``, ``|·|`` are
``ℝ``'s): a counterexample there refutes the statement; a pass is evidence about ``ℝ`` only, and a
proof of the instance proves nothing about the rest, so the decision tier is not run on it
(:func:`dgg.check.driver.check_statement`).

A type variable is instantiated only when every instance binder mentioning it is one of
:data:`REAL_CLASSES` applied to it alone; a finite type (``[Fintype α]``), a module
(``[Module 𝕜 α]``) or any other class leaves the statement as written.
"""

from __future__ import annotations

import re

from dgg.model.records import Hypothesis, Variable
from dgg.model.terms import Name, Sort, Term, map_children

__all__ = ["REAL_CLASSES", "instantiate_at_reals"]

#: Classes ℝ is an instance of (Mathlib/Data/Real/Basic.lean and the structures they extend).
REAL_CLASSES = frozenset({
    "Semiring", "CommSemiring", "Ring", "CommRing", "DivisionSemiring", "DivisionRing",
    "Semifield", "Field", "IsDomain", "NoZeroDivisors", "CharZero", "Nontrivial",
    "AddMonoid", "AddCommMonoid", "AddGroup", "AddCommGroup", "Monoid", "CommMonoid",
    "Preorder", "PartialOrder", "LinearOrder", "Lattice", "DistribLattice",
    "IsOrderedAddMonoid", "IsOrderedCancelAddMonoid", "IsOrderedRing", "IsStrictOrderedRing",
    "ExistsAddOfLE", "ZeroLEOneClass", "PosMulMono", "MulPosMono", "PosMulStrictMono",
    "MulPosStrictMono", "Archimedean", "FloorRing", "FloorSemiring",
    # from PosMulStrictMono (IsStrictOrderedRing's parent) on a linear order:
    # PosMulStrictMono.toPosMulReflectLE (Mathlib/Algebra/Order/GroupWithZero/Defs.lean), then
    # PosMulReflectLE.toPosMulReflectLT (Mathlib/Algebra/Order/GroupWithZero/Basic.lean); MulPos alike
    "PosMulReflectLE", "PosMulReflectLT", "MulPosReflectLE", "MulPosReflectLT",
    "DecidableEq", "Nonempty", "Inhabited",
})

#: Classes that say nothing beyond a bare type: a type variable with only these stays a type
#: (sampled as ``Fin m`` by the evaluator), it is not instantiated.
_BARE = frozenset({"DecidableEq", "Nonempty", "Inhabited", "Nontrivial", "LinearOrder"})


def _class_words(inst: str) -> list[str]:
    """``["Field", "α"]`` of an instance binder text ``inst : Field α`` / ``Field α``."""
    return inst.split(":", 1)[-1].replace("(", " ").replace(")", " ").split()


def instantiate_at_reals(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
                         instances: list[str]) -> tuple[Term, list[str], dict[str, str]]:
    """Replace every type variable whose structure ℝ has by ``ℝ`` (in place in ``variables``
    and ``hyps``). Returns the conclusion, the instance binders left and ``{α: "ℝ"}`` for the
    variables replaced (empty when none was)."""
    done: dict[str, str] = {}
    for v in [v for v in variables if isinstance(v.type, Sort) and v.type.text != "Prop"]:
        mine = [w for w in (_class_words(i) for i in instances) if v.name in w[1:]]
        if not mine or any(len(w) != 2 or w[0] not in REAL_CLASSES for w in mine):
            continue
        if all(w[0] in _BARE for w in mine):
            continue
        done[v.name] = "ℝ"
    if not done:
        return concl, instances, done
    left = [i for i in instances if not (set(_class_words(i)[1:]) & done.keys())]
    variables[:] = [v for v in variables if v.name not in done]
    pattern = re.compile(r"(?<![\w'.])(" + "|".join(map(re.escape, done)) + r")(?![\w'])")

    def sub(t: Term) -> Term:
        if isinstance(t, Name) and t.id in done:
            return Name("ℝ", pos=t.pos)
        return map_children(t, sub, binders=True)

    for k, x in enumerate(variables):
        if x.type is not None and pattern.search(x.type_text):
            variables[k] = Variable(x.name, sub(x.type), pattern.sub("ℝ", x.type_text), x.kind,
                                    x.default)
    hyps[:] = [Hypothesis(h.name, sub(h.term) if h.term is not None else None,
                          pattern.sub("ℝ", h.text), h.line, h.col) for h in hyps]
    return sub(concl), left, done
