"""The lexical core shared by every reader of Lean text: where comments and literals are.

:func:`literal_spans` finds the comments (nested ``/- … -/``, docstrings ``/-- … -/``, ``--`` to
the end of the line), string literals and character literals of a text, in order, each with
whether it is closed. Two users build on it: :func:`dgg.lean.lex.scan` (the declaration reader:
it rejects unterminated spans and collects docstrings) and :func:`mask_comments_and_strings`
(proof bodies and the audit: tolerant, masks an unterminated span to the end). In: a ``str``.
Out: spans, or the text with the spans blanked (newlines kept, so positions are unchanged).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

#: Characters that may continue an identifier (a ``'`` after one is a prime, not a literal).
IDREST_RE = re.compile(r"[A-Za-z_α-κμ-ωΑ-ΟΡΤ-Ωϊ-ϻἀ-῾℀-⅏𝒜-𝖟0-9'!?₀-₉ₐ-ₜᵢ-ᵪⱼ]")
_INTERESTING = re.compile(r"/-|--|\"|'")
_CHAR_LIT = re.compile(r"'(?:\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)|[^'\\\n])'")


@dataclass(frozen=True)
class Span:
    """``text[start:end]`` is a comment or literal; ``kind`` is ``block`` (``/- -/``), ``doc``
    (``/-- -/``), ``line`` (``--``), ``string`` or ``char``. An unclosed one ends at the text's end."""

    kind: str
    start: int
    end: int
    closed: bool = True


def literal_spans(text: str) -> Iterator[Span]:
    """The comments and literals of ``text`` in order (see the module doc)."""
    i, n = 0, len(text)
    while True:
        m = _INTERESTING.search(text, i)
        if m is None:
            return
        s, tok = m.start(), m.group(0)
        if tok == "/-":
            depth, j, closed = 1, s + 2, True
            while depth:
                k = text.find("-/", j)
                o = text.find("/-", j)
                if k < 0:
                    j, closed = n, False
                    break
                if 0 <= o < k:
                    depth, j = depth + 1, o + 2
                else:
                    depth, j = depth - 1, k + 2
            doc = text.startswith("/--", s) and not text.startswith("/--/", s)
            yield Span("doc" if doc else "block", s, j, closed)
            i = j
        elif tok == "--":
            j = text.find("\n", s)
            j = n if j < 0 else j
            yield Span("line", s, j)
            i = j
        elif tok == '"':
            j = s + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            yield Span("string", s, min(j + 1, n), j < n)
            i = j + 1
        else:  # "'": a char literal only where it cannot be the prime of an identifier
            cm = _CHAR_LIT.match(text, s)
            if cm and (s == 0 or not IDREST_RE.match(text[s - 1])):
                yield Span("char", s, cm.end())
                i = cm.end()
            else:
                i = s + 1


def blank(buf: list[str], a: int, b: int) -> None:
    """Replace ``buf[a:b]`` by spaces, newlines kept."""
    for k in range(a, b):
        if buf[k] != "\n":
            buf[k] = " "


def mask_comments_and_strings(text: str) -> str:
    """``text`` with the contents of comments (nested ``/- … -/``, docstrings, ``--`` lines),
    string literals and character literals replaced by spaces (a closed string or character literal
    keeps its quotes, so that a term holding one reads as a literal, not as a gap); newlines are kept, so
    every remaining character stays at its line and column. Unterminated constructs are masked to
    the end of the text (the reader, not this helper, reports them as errors)."""
    buf = list(text)
    for sp in literal_spans(text):
        mask_span(buf, sp)
    return "".join(buf)


def mask_span(buf: list[str], sp: Span) -> None:
    """Blank the span ``sp`` of ``buf`` (see :func:`mask_comments_and_strings`)."""
    if sp.kind in ("string", "char") and sp.closed:
        blank(buf, sp.start + 1, sp.end - 1)
    else:
        blank(buf, sp.start, sp.end)
