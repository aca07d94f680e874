"""Positions on a scanned Lean file (:class:`dgg.lean.lex.Scanned`): skipping blanks, reading an
identifier, finding a depth-0 token, telling whether an index lies outside every bracket.

:class:`Cursor` is the base of the declaration reader (:class:`dgg.lean.source._Reader`) and what
the binder parser (:mod:`dgg.lean.binders`) takes. In: the masked text and its bracket matching.
Out: indices."""

from __future__ import annotations

import bisect
import re

from dgg.lean.lex import Scanned
from dgg.lean.terms import IDENT_RE

__all__ = ["Cursor"]


class Cursor:
    """Index helpers over ``sc.masked`` (comments and literals blanked, brackets matched)."""

    sc: Scanned
    _outer: list[int]

    def skip_ws(self, i: int, end: int) -> int:
        m = self.sc.masked
        while i < end and m[i].isspace():
            i += 1
        return i

    def ident_at(self, i: int, end: int) -> re.Match[str] | None:
        m = IDENT_RE.match(self.sc.masked, i, end)
        return m

    def find_top(self, i: int, end: int, what: str) -> int:
        """Index of the first depth-0 occurrence of ``what`` (``:=``, ``:``, ``where``, an
        equation ``|``) in [i, end), or -1."""
        m = self.sc.masked
        lets = 0  # `let x := v` declarations met at depth 0: their `:=` is not the one sought
        while i < end:
            c = m[i]
            if c in "([{⟨⦃":
                i = self.sc.match[i] + 1
                continue
            if c == "l" and m.startswith("let", i) and (i == 0 or not (m[i - 1].isalnum() or
                                                                      m[i - 1] in "_'.")) \
                    and (i + 3 >= len(m) or not (m[i + 3].isalnum() or m[i + 3] in "_'!?")):
                lets += 1
            if what == ":" and c == ":" and not m.startswith(":=", i) and not lets:
                return i
            if what == ":=" and m.startswith(":=", i):
                if lets:
                    lets -= 1
                    i += 2
                    continue
                return i
            if what == "where" and m.startswith("where", i) and (i == 0 or not m[i - 1].isalnum()) \
                    and (i + 5 >= len(m) or not (m[i + 5].isalnum() or m[i + 5] == "_")):
                return i
            if what == "|" and c == "|" and m[m.rfind("\n", 0, i) + 1:i].strip() == "":
                eol = m.find("\n", i)
                if "=>" in m[i:eol if eol >= 0 else end]:
                    return i
            i += 1
        return -1

    def find_inline_alternative(self, i: int, end: int) -> int:
        """Index of the first depth-0 ``|`` in [i, end) that starts a match alternative on the
        line of the type (``lemma top_pow : ∀ {n : ℕ}, n ≠ 0 → … | _ + 1, _ => rfl``,
        ``Mathlib/Algebra/Order/Ring/WithTop.lean``): followed by ``=>`` with no ``|`` between;
        -1 if none. Only asked where the declaration has no ``:=`` (Lean's ``declVal`` is then
        ``declValEqns``, ``Term.matchAltsWhereDecls``: ``src/Lean/Parser/Command.lean``), so an
        absolute value ``|x|`` of the type is never taken for one."""
        m = self.sc.masked
        while i < end:
            c = m[i]
            if c in "([{⟨⦃":
                i = self.sc.match[i] + 1
                continue
            if c == "|":
                arrow = m.find("=>", i, end)
                if arrow > i and "|" not in m[i + 1:arrow]:
                    return i
            i += 1
        return -1

    def last_nonspace(self, a: int, b: int) -> int:
        """Index just after the last non-blank masked character in [a, b) (or ``a``)."""
        seg = self.sc.masked[a:b].rstrip()
        return a + len(seg)

    def _depth0(self, k: int) -> bool:
        """Whether index ``k`` lies outside every bracket pair."""
        if not hasattr(self, "_outer"):
            outer, last = [], -1
            for o in sorted(self.sc.match):
                if o > last:
                    outer.append(o)
                    last = self.sc.match[o]
            self._outer = outer
        j = bisect.bisect_left(self._outer, k) - 1
        return j < 0 or self.sc.match[self._outer[j]] < k
