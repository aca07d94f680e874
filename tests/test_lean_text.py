"""The two maskers of Lean text share one core (dgg.lean.text.literal_spans): the strict one of the
declaration reader (dgg.lean.lex.scan) and the tolerant one of proof bodies and the audit
(dgg.lean.text.mask_comments_and_strings) blank exactly the same characters on well-formed text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from dgg.errors import LeanSyntaxError
from dgg.lean.lex import scan
from dgg.lean.text import literal_spans, mask_comments_and_strings

PIECES = st.sampled_from(["/-", "-/", "/--", "--", '"', "'", "\\", "\n", "x", "x'", "a", " ", "(", ")",
                          "'a'", "'\\n'", "ab", "₁", ":="])


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECES, max_size=30).map("".join))
def test_both_maskers_agree_where_the_reader_accepts(text: str) -> None:
    masked = mask_comments_and_strings(text)
    assert len(masked) == len(text)
    assert [i for i, c in enumerate(masked) if c == "\n"] == [i for i, c in enumerate(text) if c == "\n"]
    try:
        sc = scan(text.replace("(", " ").replace(")", " "), "T.lean")
    except LeanSyntaxError:
        assert any(not sp.closed for sp in literal_spans(text))
        return
    assert sc.masked == mask_comments_and_strings(text.replace("(", " ").replace(")", " "))


def test_spans_and_their_kinds() -> None:
    text = "/-- doc -/ def x' := \"s\\\"t\" -- c\n/- a /- b -/ -/ 'c' /- open"
    kinds = [(sp.kind, text[sp.start:sp.end], sp.closed) for sp in literal_spans(text)]
    assert kinds == [("doc", "/-- doc -/", True), ("string", '"s\\"t"', True), ("line", "-- c", True),
                     ("block", "/- a /- b -/ -/", True), ("char", "'c'", True), ("block", "/- open", False)]
    assert mask_comments_and_strings(text).startswith(" " * 10 + " def x' := ")
