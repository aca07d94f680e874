"""Lexical layer of the Lean reader: comments, strings, brackets and positions.

:func:`scan` masks comments and string/char literals with spaces (a literal keeps its
quotes, so that a term holding one reads as a literal; newlines kept, so positions are
unchanged; the spans come from :func:`dgg.lean.text.literal_spans`, the core it shares with
:func:`dgg.lean.text.mask_comments_and_strings`), collects docstrings, and matches brackets over
the whole file; malformed text (an unterminated comment or string, an unbalanced bracket) raises
:class:`LeanSyntaxError` at the offending character. :func:`identifiers` lists the identifier
tokens of a piece of Lean text.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from dgg.errors import LeanSyntaxError
from dgg.lean.terms import IDENT_RE
from dgg.lean.text import IDREST_RE, literal_spans, mask_span

_BRACKETS = re.compile(r"[()\[\]{}⟨⟩⦃⦄]")
_CLOSE = {")": "(", "]": "[", "}": "{", "⟩": "⟨", "⦄": "⦃"}

#: Lean keywords (never reported by :func:`identifiers`).
KEYWORDS = frozenset("""
fun λ let have show from by do then else if match with at in calc suffices obtain using
theorem lemma def abbrev instance example structure class inductive where deriving namespace
section end open variable universe noncomputable private protected partial unsafe set_option
attribute local scoped import export include omit mutual alias axiom opaque extends Type Prop
Sort return for unless mut this haveI letI termination_by decreasing_by nomatch nofun
""".split())


@dataclass
class Docstring:
    start: int  # index of `/--`
    end: int  # index just after `-/`
    text: str


@dataclass
class Scanned:
    """A Lean file after lexical scanning."""

    text: str
    masked: str
    file: str
    docstrings: list[Docstring] = field(default_factory=list)
    match: dict[int, int] = field(default_factory=dict)  # opener index -> closer index
    line_starts: list[int] = field(default_factory=list)

    def pos(self, idx: int) -> tuple[int, int]:
        """1-based (line, col) of character ``idx``."""
        ln = bisect.bisect_right(self.line_starts, idx) - 1
        return ln + 1, idx - self.line_starts[ln] + 1

    def error(self, msg: str, idx: int) -> LeanSyntaxError:
        return LeanSyntaxError(msg, self.file, *self.pos(idx))


def _line_starts(text: str) -> list[int]:
    starts = [0]
    i = text.find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = text.find("\n", i + 1)
    return starts


_ESCAPED = re.compile(r"«[^»\n]*»")
_ALL_BRACKETS = frozenset("()[]{}⟨⟩⦃⦄")


def scan(text: str, file: str) -> Scanned:
    """Mask comments and literals, collect docstrings, match brackets (see module doc)."""
    sc = Scanned(text, "", file, line_starts=_line_starts(text))
    buf = list(text)
    for sp in literal_spans(text):
        if not sp.closed:
            raise sc.error("unterminated comment" if sp.kind in ("block", "doc")
                           else "unterminated string literal", sp.start)
        if sp.kind == "doc":
            sc.docstrings.append(Docstring(sp.start, sp.end, text[sp.start + 3: sp.end - 2].strip()))
        mask_span(buf, sp)  # a literal keeps its quotes: `s ≠ ""` holds one, not a gap
    # an escaped name (`«]»`, `` `«;» `` in Mathlib/Tactic/TacticAnalysis.lean) is one identifier:
    # its brackets are no brackets
    for m in _ESCAPED.finditer("".join(buf)):
        for k in range(m.start() + 1, m.end() - 1):
            if buf[k] in _ALL_BRACKETS:
                buf[k] = "_"
    sc.masked = "".join(buf)
    stack: list[int] = []
    for m in _BRACKETS.finditer(sc.masked):
        c, k = m.group(0), m.start()
        if c in _CLOSE:
            if not stack:
                raise sc.error(f"unmatched `{c}`", k)
            o = stack.pop()
            if sc.masked[o] != _CLOSE[c]:
                ol, oc = sc.pos(o)
                raise sc.error(f"`{c}` does not close `{sc.masked[o]}` opened at {ol}:{oc}", k)
            sc.match[o] = k
        else:
            stack.append(k)
    if stack:
        raise sc.error(f"`{sc.masked[stack[-1]]}` is never closed", stack[-1])
    return sc


_TOKEN = re.compile(r"(?P<num>0[xX][0-9a-fA-F]+|[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)|"
                    f"(?P<id>{IDENT_RE.pattern})")


def identifiers(text: str, line0: int = 1, col0: int = 1) -> list[tuple[str, int, int]]:
    """Every identifier token of ``text`` (dotted names whole) with its absolute (line, col),
    ``text[0]`` being at (``line0``, ``col0``). Comments, strings, numerals, keywords, field
    projections after ``)`` (``(f x).le``) and punctuation are skipped."""
    masked = scan(text, "<string>").masked if ("-" in text or '"' in text or "'" in text) else text
    out = []
    for m in _TOKEN.finditer(masked):
        name = m.group("id")
        if name is None or name in KEYWORDS or name == "_":
            continue
        s = m.start()
        if s > 0 and masked[s - 1] == "." or s > 0 and IDREST_RE.match(masked[s - 1]):
            continue
        nl = masked.count("\n", 0, s)
        if nl == 0:
            out.append((name, line0, col0 + s))
        else:
            out.append((name, line0 + nl, s - masked.rfind("\n", 0, s)))
    return out
