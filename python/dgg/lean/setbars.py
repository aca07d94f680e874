"""The bar of a set-builder ``{x | p x}``, told apart from the bars of ``|x|`` before lexing.

Mathlib's set-builder (``syntax "{" extBinder " | " term "}"``, ``Mathlib/Data/Set/Defs.lean``)
and ``|x|`` (``Mathlib/Algebra/Order/Group/Unbundled/Abs.lean``) both use ``|``. Inside a ``{ }``,
the first ``|`` at the brace's own bracket level, with a binder before it (an identifier, possibly
followed by ``: T``, ``∈ s`` or another binder predicate, or a parenthesised ``(x : T)``), is the
set-builder's bar. :func:`mark_set_bars` replaces that character by :data:`SETBAR` (one character
for one, so positions are kept); the grammar (``terms.lark``) reads it as the token ``SETBAR``.
"""

from __future__ import annotations

import re

__all__ = ["SETBAR", "mark_set_bars"]

#: The character that stands for a set-builder's bar in the text given to the parser.
SETBAR = "\ue000"

#: Brackets, with Mathlib's Lie bracket ``⁅x, y⁆`` (``Mathlib/Algebra/Lie/Basic.lean``) and inner
#: product ``⟪x, y⟫`` (``Mathlib/Analysis/InnerProductSpace/Defs.lean``), whose commas are theirs
_OPEN = "([{⟨⦃⁅⟪"
_CLOSE = ")]}⟩⦄⁆⟫"
#: What may stand before the bar: anything that starts like a binder or a pattern.
_BEFORE = re.compile(r"\s*[(\w⁅⟪][^|]*")
#: A binder dgg reads: `x`, `x : T`, `x ∈ s` (any binder predicate), `(x : T)`.
_BINDER = re.compile(r"\s*(?:\(\s*)?[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*\s*(?:$|[:∈∉⊆⊂≤<≥>≠])")


#: A typed binder whose type so far binds a variable of its own (``f : ∀ i : δ, X i``, Mathlib's
#: ``MeasurableSet.univ_pi'``): a comma there is the type's, not a set literal's.
_QUANTIFIED_TYPE = re.compile(
    r"\s*(?:\(\s*)?[^\W\d][\w'!?₀-₉ₐ-ₜᵢ-ᵪ]*\s*:[^|]*(?:∀|∃|Π|\bfun\b|λ)[^|]*$")


def mark_set_bars(text: str) -> tuple[str, int | None]:
    """``text`` with the bar of every set-builder replaced by :data:`SETBAR`, and the index of
    the first set-builder whose bar follows no binder dgg reads (``{f x | x ∈ s}``,
    ``{(x, y) : ℝ × ℝ | p}``), or ``None``."""
    chars = list(text)
    bad: int | None = None
    for i, c in enumerate(text):
        if c != "{":
            continue
        depth = 0
        for j in range(i + 1, len(text)):
            cj = text[j]
            if cj in _OPEN:
                depth += 1
            elif cj in _CLOSE:
                if depth == 0:
                    break
                depth -= 1
            elif cj == "," and depth == 0 and not _QUANTIFIED_TYPE.match(text, i + 1, j):
                break  # a set literal `{a, b}` (not the comma of `{f : ∀ i, X i | …}`'s type)
            elif cj == "|" and depth == 0 and text[j - 1] != "<" and text[j + 1:j + 2] != ">":
                # (`<|`, `|>`: tokens of their own, as in `{a ∈ s.image <| f u | a ∉ s}`)
                before = text[i + 1:j]
                if before.strip() and _BEFORE.fullmatch(before):
                    chars[j] = SETBAR
                    if not _BINDER.match(before) and bad is None:
                        bad = i
                break
    return "".join(chars), bad
