"""Lexical structure of one proof body, for :mod:`dgg.steps.driver`.

A :class:`ProofText` holds a proof (the text after ``:=``) with comments and strings masked, and
maps offsets to absolute ``(line, col)`` positions. It answers the layout questions a tactic proof
poses without a Lean toolchain: where a tactic item ends (indentation and brackets), where a nested
``by`` or ``fun`` body ends, where a ``calc`` step starts, the first top-level ``:=`` of a header,
the relation of a ``calc`` step. Nothing here knows what a claim means; that is :mod:`dgg.steps.driver`.
"""

from __future__ import annotations

import bisect

from dgg.lean.text import mask_comments_and_strings

OPEN = "([{⟨⦃⟦"
CLOSE = ")]}⟩⦄⟧"
#: Binder symbols whose first top-level ``,`` belongs to them (``∑ j, f j``).
BINDER_SYMBOLS = ("∑", "∏", "∀", "∃", "⋃", "⋂")
#: Relation symbols of ``calc`` steps, longest first (ASCII spellings included).
RELATION_SYMBOLS = ("<=", ">=", "!=", "≤", "≥", "≠", "<", ">", "=", "↔", "⊆", "∣", "≡")
_NOT_RELATION_PREFIX = ("<;>", "<|", "|>", "<-", "->", "=>", ":=", "==", ">>", "<<", "<$>")


def is_ident_char(c: str) -> bool:
    """A character that may continue a Lean identifier (dots included, for dotted names)."""
    return (c.isalnum() and c not in "λΠΣ") or c in "_'!?."


def is_ident_start(c: str) -> bool:
    return (c.isalpha() and c not in "λΠΣ") or c == "_"


class ProofText:
    """The masked text of a proof with its absolute start position ``(line, col)``."""

    def __init__(self, text: str, line: int, col: int, file: str) -> None:
        self.raw = text
        self.text = mask_comments_and_strings(text)
        self.line0 = line
        self.col0 = col
        self.file = file
        self._starts = [0] + [i + 1 for i, c in enumerate(self.text) if c == "\n"]

    # ----- positions -------------------------------------------------------------------------
    def pos(self, off: int) -> tuple[int, int]:
        """Absolute 1-based ``(line, col)`` of offset ``off``."""
        k = bisect.bisect_right(self._starts, off) - 1
        col = off - self._starts[k] + 1
        if k == 0:
            col += self.col0 - 1
        return self.line0 + k, col

    def col(self, off: int) -> int:
        return self.pos(off)[1]

    def loc(self, off: int) -> str:
        line, col = self.pos(off)
        return f"{self.file}:{line}:{col}"

    # ----- tokens ----------------------------------------------------------------------------
    def skip_ws(self, off: int, end: int) -> int:
        while off < end and self.text[off].isspace():
            off += 1
        return off

    def rstrip(self, start: int, end: int) -> int:
        while end > start and self.text[end - 1].isspace():
            end -= 1
        return end

    def word(self, off: int) -> str:
        """The identifier (or keyword) starting at ``off``, or ``""`` when none starts there."""
        t = self.text
        if off >= len(t) or not is_ident_start(t[off]):
            return ""
        if off > 0 and is_ident_char(t[off - 1]):
            return ""
        j = off + 1
        while j < len(t) and is_ident_char(t[j]):
            j += 1
        return t[off:j].rstrip(".")

    def at_word(self, off: int, w: str) -> bool:
        return self.word(off) == w

    def slice(self, start: int, end: int) -> str:
        return self.text[start:end]

    def flat(self, start: int, end: int) -> str:
        """The text between offsets, whitespace collapsed (for display)."""
        return " ".join(self.text[start:end].split())

    # ----- searching at bracket depth 0 ------------------------------------------------------
    def find_top(self, start: int, end: int, symbols: tuple[str, ...] = (),
                 words: tuple[str, ...] = ()) -> tuple[int, str] | None:
        """The first ``symbol`` or keyword ``word`` at bracket depth 0 in ``[start, end)``."""
        t, depth, i = self.text, 0, start
        while i < end:
            c = t[i]
            if c in OPEN:
                depth += 1
            elif c in CLOSE:
                depth -= 1
                if depth < 0:
                    return None
            elif depth == 0:
                for s in symbols:
                    if t.startswith(s, i):
                        return i, s
                if words and is_ident_start(c):
                    w = self.word(i)
                    if w in words:
                        return i, w
                    if w:
                        i += len(w)
                        continue
            i += 1
        return None

    def nested_end(self, start: int, end: int) -> int:
        """Where a construct starting at ``start`` inside a term ends: at the closing bracket that
        encloses it, at a ``,`` at its own level (not a binder's comma), or at ``end``."""
        t, depth, binders, i = self.text, 0, 0, start
        while i < end:
            c = t[i]
            if c in OPEN:
                depth += 1
            elif c in CLOSE:
                depth -= 1
                if depth < 0:
                    return i
            elif depth == 0 and c in BINDER_SYMBOLS:
                binders += 1
            elif depth == 0 and c == ",":
                if binders == 0:
                    return i
                binders -= 1
            i += 1
        return end

    def relation_at_top(self, start: int, end: int) -> tuple[int, str] | None:
        """The first relation symbol at depth 0 of a ``calc`` step ``[start, end)``."""
        t, depth, i = self.text, 0, start
        while i < end:
            c = t[i]
            if c in OPEN:
                depth += 1
            elif c in CLOSE:
                depth -= 1
            elif depth == 0:
                if any(t.startswith(p, i) for p in _NOT_RELATION_PREFIX):
                    i += 2
                    continue
                for s in RELATION_SYMBOLS:
                    if t.startswith(s, i):
                        return i, s
            i += 1
        return None

    # ----- layout ----------------------------------------------------------------------------
    def _next_line_start(self, nl: int, end: int) -> int:
        """The first non-blank offset after the newline at ``nl`` (or ``end``)."""
        return self.skip_ws(nl + 1, end)

    def block_items(self, start: int, end: int) -> list[tuple[int, int]]:
        """Split a tactic sequence ``[start, end)`` into items: the block's column is that of its
        first tactic; a line starting at or left of it (outside brackets) starts the next item, as
        does a top-level ``;`` in an item without a nested ``by``. Lines starting with ``|``,
        ``<;>`` or ``_`` continue the item (``induction … with``, combinators, ``calc`` steps)."""
        t = self.text
        s = self.skip_ws(start, end)
        if s >= end:
            return []
        block_col = self.col(s)
        items: list[tuple[int, int]] = []
        cur, depth, seen_by, i = s, 0, False, s
        while i < end:
            c = t[i]
            if c in OPEN:
                depth += 1
            elif c in CLOSE:
                depth -= 1
            elif c == "\n":
                j = self._next_line_start(i, end)
                if j >= end:
                    break
                if depth <= 0 and self.col(j) <= block_col and not (
                    t.startswith("<;>", j) or t[j] in "|_" and t.startswith(("| ", "_ "), j)
                ):
                    items.append((cur, self.rstrip(cur, i)))
                    cur, depth, seen_by, i = j, 0, False, j
                    continue
            elif c == ";" and depth == 0 and not seen_by and not t.startswith("<;>", i - 1):
                items.append((cur, self.rstrip(cur, i)))
                cur = self.skip_ws(i + 1, end)
                depth, i = 0, cur
                continue
            elif c == "b" and self.at_word(i, "by"):
                seen_by = True
            i += 1
        if cur < end:
            items.append((cur, self.rstrip(cur, end)))
        return [(a, b) for a, b in items if a < b]

    def calc_steps(self, start: int, end: int) -> list[tuple[int, int]]:
        """The steps of a ``calc`` whose body is ``[start, end)``: the first step, then every line
        starting with ``_`` at the steps' column (the leftmost such column at depth 0)."""
        t = self.text
        s = self.skip_ws(start, end)
        if s >= end:
            return []
        candidates: list[int] = []
        depth, i = 0, s
        while i < end:
            c = t[i]
            if c in OPEN:
                depth += 1
            elif c in CLOSE:
                depth -= 1
            elif c == "\n" and depth == 0:
                j = self._next_line_start(i, end)
                if j < end and t[j] == "_" and (j + 1 >= end or not is_ident_char(t[j + 1])):
                    candidates.append(j)
            i += 1
        if not candidates:
            return [(s, self.rstrip(s, end))]
        step_col = min(self.col(j) for j in candidates)
        starts = [s] + [j for j in candidates if self.col(j) == step_col and j != s]
        bounds = starts[1:] + [end]
        return [(a, self.rstrip(a, b)) for a, b in zip(starts, bounds)]

    def lines_with_content(self, start: int, end: int) -> set[int]:
        """Absolute line numbers in ``[start, end)`` holding more than layout keywords."""
        out: set[int] = set()
        off = start
        for raw_line in self.text[start:end].split("\n"):
            content = raw_line.strip()
            if content and content not in ("by", "calc", "·", ".", ":= by", "=>") and not set(
                content
            ) <= set(CLOSE + " "):
                out.add(self.pos(off + len(raw_line) - len(raw_line.lstrip()))[0])
            off += len(raw_line) + 1
        return out
