"""Lexical layer of the Lean reader: comments, strings, brackets and positions.

:func:`scan` masks comments and string/char literals with spaces (newlines kept, so positions are
unchanged), collects docstrings, and matches brackets over the whole file; malformed text (an
unterminated comment or string, an unbalanced bracket) raises :class:`LeanSyntaxError` at the
offending character. :func:`identifiers` lists the identifier tokens of a piece of Lean text.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from dgg.errors import LeanSyntaxError
from dgg.lean.terms import IDENT_RE

_IDREST = re.compile(r"[A-Za-z_α-κμ-ωΑ-ΟΡΤ-Ωϊ-ϻἀ-῾℀-⅏𝒜-𝖟0-9'!?₀-₉ₐ-ₜᵢ-ᵪⱼ]")
_INTERESTING = re.compile(r"/-|--|\"|'")
_CHAR_LIT = re.compile(r"'(?:\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)|[^'\\\n])'")
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


def _blank(buf: list[str], a: int, b: int) -> None:
    for k in range(a, b):
        if buf[k] != "\n":
            buf[k] = " "


def scan(text: str, file: str) -> Scanned:
    """Mask comments and literals, collect docstrings, match brackets (see module doc)."""
    sc = Scanned(text, "", file, line_starts=_line_starts(text))
    buf = list(text)
    i, n = 0, len(text)
    while True:
        m = _INTERESTING.search(text, i)
        if m is None:
            break
        s = m.start()
        tok = m.group(0)
        if tok == "/-":
            depth, j = 1, s + 2
            while depth:
                k = text.find("-/", j)
                o = text.find("/-", j)
                if k < 0:
                    raise sc.error("unterminated comment", s)
                if 0 <= o < k:
                    depth, j = depth + 1, o + 2
                else:
                    depth, j = depth - 1, k + 2
            if text.startswith("/--", s) and not text.startswith("/--/", s):
                sc.docstrings.append(Docstring(s, j, text[s + 3: j - 2].strip()))
            _blank(buf, s, j)
            i = j
        elif tok == "--":
            j = text.find("\n", s)
            j = n if j < 0 else j
            _blank(buf, s, j)
            i = j
        elif tok == '"':
            j = s + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise sc.error("unterminated string literal", s)
            _blank(buf, s, j + 1)
            i = j + 1
        else:  # "'": a char literal only where it cannot be the prime of an identifier
            cm = _CHAR_LIT.match(text, s)
            if cm and (s == 0 or not _IDREST.match(text[s - 1])):
                _blank(buf, s, cm.end())
                i = cm.end()
            else:
                i = s + 1
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
        if s > 0 and masked[s - 1] == "." or s > 0 and _IDREST.match(masked[s - 1]):
            continue
        nl = masked.count("\n", 0, s)
        if nl == 0:
            out.append((name, line0, col0 + s))
        else:
            out.append((name, line0 + nl, s - masked.rfind("\n", 0, s)))
    return out
