"""Lexical helpers on raw Lean text that keep positions intact."""

from __future__ import annotations


def mask_comments_and_strings(text: str) -> str:
    """``text`` with the contents of comments (nested ``/- … -/``, docstrings, ``--`` lines),
    string literals and character literals replaced by spaces; newlines are kept, so every
    remaining character stays at its line and column. Unterminated constructs are masked to the
    end of the text (the reader, not this helper, reports them as errors)."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("/-", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            blank(i, j + 1)
            i = j + 1
        elif c == "'" and i + 2 < n and (text[i + 2] == "'" or text[i + 1] == "\\") and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_'.₀₁₂₃₄₅₆₇₈₉")
        ):
            j = text.find("'", i + 2 if text[i + 1] != "\\" else i + 3)
            j = n if j < 0 else j
            blank(i, j + 1)
            i = j + 1
        else:
            i += 1
    return "".join(out)
