"""Instance binders that are hypotheses.

Some instance arguments of a statement are propositions about its other variables, and the
statement says nothing without them: ``[Nontrivial α]`` (``α`` has two distinct elements),
``[Nonempty (Fin n)]`` (``0 < n``), ``[NeZero n]`` (``n ≠ 0``), ``[Fact (1 < p)]``. Sampling ``α``
as ``Fin 1``, or ``n`` as ``0``, checks another statement, one that may be false (Mathlib's
``Set.singleton_ne_univ [Nontrivial α]``, ``Fin.size_positive' [Nonempty (Fin n)]``).
:func:`instance_hypotheses` turns each such binder into a hypothesis, evaluated like the others
(and tested for necessity like them):

* the classes in :data:`SIZE_CLASSES` bound the number of elements of a type: ``Nonempty`` and
  ``Subsingleton`` (Lean core, ``src/Init/Prelude.lean``, ``src/Init/Core.lean``), ``Nontrivial``
  (``Mathlib/Logic/Nontrivial/Defs.lean``: ``exists_pair_ne : ∃ x y : α, x ≠ y``), ``IsEmpty``
  (``Mathlib/Logic/IsEmpty/Defs.lean``), ``Unique`` (``Mathlib/Logic/Unique.lean``: a default
  element equal to every element); ``Inhabited α`` (data: a default element) asks what
  ``Nonempty α`` asks;
* ``NeZero n`` is the class ``NeZero {R} [Zero R] (n : R) : Prop`` with the field ``out : n ≠ 0``
  (Lean core's module ``Init.Data.Zero``), so ``n ≠ 0``;
* ``Fact p`` (``Mathlib/Logic/Basic.lean``: ``class Fact (p : Prop) : Prop`` with ``out : p``) is
  ``p``.
"""

from __future__ import annotations

from fractions import Fraction

from dgg.model.records import Hypothesis
from dgg.model.terms import App, BinOp, Name, Num, Term

__all__ = ["PROP_CLASSES", "SIZE_CLASSES", "instance_hypothesis"]

#: Classes that bound the number of elements of a type, as ``(least, most)`` (``None``: no bound).
SIZE_CLASSES: dict[str, tuple[int, int | None]] = {
    "Nonempty": (1, None), "Nontrivial": (2, None), "IsEmpty": (0, 0), "Unique": (1, 1),
    "Subsingleton": (0, 1),
}
#: Every class :func:`instance_hypothesis` reads as a hypothesis.
PROP_CLASSES = frozenset(SIZE_CLASSES) | {"Inhabited", "NeZero", "Fact"}


def _class_name(text: str) -> str:
    words = text.split(":", 1)[-1].replace("(", " ").split()
    return words[0] if words else ""


def instance_hypothesis(name: str, text: str, ty: Term | None, line: int,
                        col: int) -> Hypothesis | None:
    """The hypothesis an instance binder ``[name : text]`` (``ty`` its parsed type, ``None`` when
    it is outside the fragment) states, or ``None`` when its class is none of
    :data:`PROP_CLASSES` (a structure, such as ``[Field α]``, or a class that constrains nothing
    dgg samples, such as ``[DecidableEq α]``). A binder of one of these classes that dgg cannot
    read becomes a hypothesis without a term, which makes the statement ``not_translated``."""
    cls = _class_name(text)
    if cls not in PROP_CLASSES:
        return None
    label = name or f"[{text}]"
    if not (isinstance(ty, App) and isinstance(ty.fn, Name) and ty.fn.id == cls
            and len(ty.args) == 1):
        return Hypothesis(label, None, text, line, col)
    arg, pos = ty.args[0], ty.pos
    term: Term
    if cls in SIZE_CLASSES or cls == "Inhabited":
        term = App(Name("Nonempty" if cls == "Inhabited" else cls, pos=ty.fn.pos), (arg,),
                   pos=pos)
    elif cls == "NeZero":
        term = BinOp("≠", arg, Num(Fraction(0), "0", pos=pos), pos=pos)
    else:
        term = arg
    return Hypothesis(label, term, text, line, col)
