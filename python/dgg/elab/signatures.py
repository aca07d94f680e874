"""The types of the Mathlib functions and constants dgg evaluates, as Lean declares them.

A signature is written as a string of parameter types and a result type, ``"ℝ ℝ → ℝ"``; ``α`` is
a type parameter (one fresh metavariable per use, shared by the parameters and the result that
name it: ``max : α → α → α``), ``Prop`` a proposition. Each entry names the Mathlib declaration;
the types are those of Mathlib's source (``Mathlib/Analysis/SpecialFunctions/…``,
``Mathlib/Data/Nat/…``, ``Mathlib/Algebra/Order/Floor/…``). A name missing here is not typed by
:mod:`dgg.elab`: the subterm is left to the evaluator as written (see ``docs/fragment.md``).
"""

from __future__ import annotations

from dgg.elab.types import NUMBER_NAMES, PROP, FnTy, MVar, SetTy, Ty, fresh

_R1 = "ℝ → ℝ"
_N1, _N2 = "ℕ → ℕ", "ℕ ℕ → ℕ"

SIGNATURES: dict[str, str] = {
    # Mathlib/Analysis/SpecialFunctions/{Exp,Log/Basic,Pow/Real,Sqrt,Trigonometric/…}.lean
    "Real.exp": _R1, "Real.log": _R1, "Real.sqrt": _R1, "Real.sin": _R1, "Real.cos": _R1,
    "Real.tan": _R1, "Real.arctan": _R1, "Real.arcsin": _R1, "Real.arccos": _R1,
    "Real.sinh": _R1, "Real.cosh": _R1, "Real.tanh": _R1,
    "Real.logb": "ℝ ℝ → ℝ", "Real.rpow": "ℝ ℝ → ℝ", "Real.sqrtTwoAddSeries": "ℝ ℕ → ℝ",
    "NNReal.sqrt": "ℝ≥0 → ℝ≥0",
    # Mathlib/Data/Nat/{Factorial,Choose,GCD,Log,Sqrt,Prime}/…
    "Nat.factorial": _N1, "Nat.choose": _N2, "Nat.ascFactorial": _N2,
    "Nat.descFactorial": _N2, "Nat.gcd": _N2, "Nat.lcm": _N2, "Nat.succ": _N1,
    "Nat.pred": _N1, "Nat.sqrt": _N1, "Nat.log": _N2, "Nat.clog": _N2, "Nat.log2": _N1,
    "Nat.multichoose": _N2, "Nat.Prime": "ℕ → Prop",
    # Lean core Init/Data/Int/Basic.lean and Mathlib/Data/Int/GCD.lean
    "Int.gcd": "ℤ ℤ → ℕ", "Int.lcm": "ℤ ℤ → ℕ", "Int.toNat": "ℤ → ℕ", "Int.natAbs": "ℤ → ℕ",
    # src/Init/Data/Int/DivMod/Basic.lean: the three roundings
    "Int.tdiv": "ℤ ℤ → ℤ", "Int.tmod": "ℤ ℤ → ℤ", "Int.fdiv": "ℤ ℤ → ℤ", "Int.fmod": "ℤ ℤ → ℤ",
    "Int.ediv": "ℤ ℤ → ℤ", "Int.emod": "ℤ ℤ → ℤ",
    # Mathlib/Algebra/Order/Floor/Defs.lean: `Int.floor : α → ℤ` (FloorRing α),
    # `Nat.floor : α → ℕ` (FloorSemiring α), `Int.fract : α → α`
    "Int.floor": "α → ℤ", "Int.ceil": "α → ℤ", "Nat.floor": "α → ℕ", "Nat.ceil": "α → ℕ",
    "Int.fract": "α → α",
    # Mathlib/Algebra/Group/Even.lean, Mathlib/Algebra/Ring/Parity.lean
    "Even": "α → Prop", "Odd": "α → Prop", "IsSquare": "α → Prop",
    # Mathlib/Algebra/Group/{Commute,Semiconj}/Defs.lean: `Commute a b := SemiconjBy a b b`,
    # `SemiconjBy a x y := a * x = y * a`
    "Commute": "α α → Prop", "SemiconjBy": "α α α → Prop",
    # Mathlib/Algebra/Order/Group/Abs.lean (`|a|` is `abs a`), Lean core `Max.max`/`Min.min`
    "abs": "α → α", "max": "α α → α", "min": "α α → α",
    # Mathlib/Order/Interval/Finset/Defs.lean, Mathlib/Data/Finset/Range.lean (`S(α)` is
    # `Finset α`)
    "Finset.range": "ℕ → S(ℕ)", "Finset.Icc": "α α → S(α)", "Finset.Ico": "α α → S(α)",
    "Finset.Ioc": "α α → S(α)", "Finset.Ioo": "α α → S(α)",
    # Mathlib/Logic/Function/Iterate.lean: `Nat.iterate {α} (op : α → α) : ℕ → α → α`
    # (`F(α)` is `α → α`), applied to a point
    "Nat.iterate": "F(α) ℕ α → α",
}

#: Constants: ``π`` is Mathlib's notation for ``Real.pi`` (``open Real``); ``NNReal.pi : ℝ≥0``
#: is ``⟨π, Real.pi_pos.le⟩`` (``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``).
CONSTANTS: dict[str, str] = {"Real.pi": "ℝ", "π": "ℝ", "NNReal.pi": "ℝ≥0"}

#: Functions whose result is a number and whose argument is a finset (``Finset.card``).
CARD = frozenset({"Finset.card"})


def candidates(name: str, opens: list[str], namespace: str = "") -> list[str]:
    """The full names a short name may denote, in Lean's order (``ResolveName.resolveGlobalName``
    in ``src/Lean/ResolveName.lean``): the enclosing namespaces innermost first, the name itself,
    then the opened namespaces."""
    parts = namespace.split(".") if namespace else []
    out = [".".join(parts[:i]) + "." + name for i in range(len(parts), 0, -1)]
    out.append(name)
    out += [f"{ns}.{name}" for ns in opens]
    return out


#: Namespaces of Mathlib that define many short names (``PNat.lcm``, ``Nat.cast_sqrt``, …): a
#: candidate there that dgg does not know may exist, and then Lean picks it first.
_LIBRARY_NAMESPACES = frozenset({"Nat", "Int", "Rat", "Real", "NNReal", "PNat", "Fin", "Finset",
                                 "Complex", "ENNReal", "EReal", "Polynomial", "Matrix"})


#: Full names confirmed absent from Mathlib (no declaration of that name in that namespace; Lean
#: core has no ``Real``): a candidate that does not exist is no choice Lean has to make, so
#: ``open Real Finset`` with ``range`` is ``Finset.range``. Checked by grepping Mathlib's sources
#: for every declaration named ``range``: none is in namespace ``Real``.
ABSENT = frozenset({"Real.range"})


def lookup(name: str, opens: list[str], namespace: str) -> tuple[str, str] | None:
    """``(full name, signature)`` of a library function or constant, or ``None`` when dgg cannot
    tell which declaration Lean picks: an earlier candidate in a library namespace that dgg does
    not know may exist (inside ``namespace PNat``, ``lcm`` is ``PNat.lcm``, not ``Nat.lcm``), or a
    short name is opened from several library namespaces (``open Set Finset`` and ``Icc``; ``open
    Nat Real`` and ``log``), which Lean resolves by what elaborates."""
    if name in CONSTANTS:  # notation (`π`): no namespace applies
        return name, CONSTANTS[name]
    cands = [c for c in candidates(name, opens, namespace) if c not in ABSENT]
    enclosing = set(candidates(name, [], namespace))
    opened = {f"{ns}.{name}" for ns in opens} - enclosing - ABSENT

    def library(c: str) -> bool:
        return c.rsplit(".", 1)[0].split(".")[-1] in _LIBRARY_NAMESPACES

    for c in cands:
        known = c in SIGNATURES or c in CONSTANTS
        if not known:
            if c != name and "." not in name and library(c):
                return None
            continue
        if c not in enclosing and "." not in name and sum(library(o) for o in opened) > 1:
            return None
        return (c, SIGNATURES[c]) if c in SIGNATURES else (c, CONSTANTS[c])
    return None


def instantiate(sig: str) -> tuple[list[Ty], Ty]:
    """Parameter types and result type of ``sig``, with ``α`` a fresh metavariable."""
    alpha: MVar | None = None

    def one(word: str) -> Ty:
        nonlocal alpha
        if word == "α":
            if alpha is None:
                alpha = fresh("type parameter")
            return alpha
        if word == "Prop":
            return PROP
        if word.startswith("S(") and word.endswith(")"):
            return SetTy("Finset", one(word[2:-1]))
        if word.startswith("F(") and word.endswith(")"):
            x = one(word[2:-1])
            return FnTy(x, x)
        return NUMBER_NAMES[word]

    if "→" not in sig:
        return [], one(sig.strip())
    params, result = sig.split("→", 1)
    return [one(w) for w in params.split()], one(result.strip())
