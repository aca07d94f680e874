"""Property test: random mutations of real Lean statements either read/parse or fail with a typed
error (LeanSyntaxError, FragmentError) — never another exception."""

from __future__ import annotations

import os
import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dgg.errors import LeanSyntaxError
from dgg.lean.source import read_text
from dgg.lean.terms import FragmentError, parse_term
from dgg.model.terms import free_names

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = 2000 if os.environ.get("CI") else 300


def _statements() -> list[str]:
    """Declarations of Dgg/Softmax.lean (keyword to end of value) and the seed-002 statement."""
    text = (ROOT / "Dgg" / "Softmax.lean").read_text(encoding="utf-8")
    chunks = re.split(r"\n(?=/--|theorem |noncomputable def |end |section )", text)
    out = [c for c in chunks if c.lstrip().startswith(("theorem", "noncomputable def", "/--"))]
    seed = (ROOT / "tests" / "data" / "seed002_statement.txt").read_text(encoding="utf-8")
    out.append(seed.rstrip() + " := by\n  sorry\n")
    assert len(out) >= 5
    return out


BASES = _statements()
CONCLUSIONS = [d.conclusion_text for b in BASES for d in read_text(b, "b.lean")
               if d.conclusion_text]
TOKENS = ["(", ")", "[", "]", "{", "}", "⟨", "⟩", "|", "‖", ":", ":=", ",", "∑", "∀", "∃", "fun",
          "↦", "=", "≤", "<", "+", "-", "*", "/", "^", "¬", "∧", "→", "/-", "-/", "--", "\"", "'",
          " ", "\n", "x", "1", "0.5", "_", "·", "∫", "theorem", "by", "end", "namespace", "•",
          "⁻¹", "ᵀ", "#", "!["]


@st.composite
def mutated(draw, bases: list[str]) -> str:
    s = draw(st.sampled_from(bases))
    for _ in range(draw(st.integers(1, 4))):
        n = len(s)
        op = draw(st.sampled_from(["delete", "insert", "duplicate", "swap", "delete_token"]))
        i = draw(st.integers(0, max(n - 1, 0)))
        if op == "delete" and n:
            s = s[:i] + s[i + 1:]
        elif op == "insert":
            s = s[:i] + draw(st.sampled_from(TOKENS)) + s[i:]
        elif op == "duplicate" and n:
            j = draw(st.integers(i, min(n, i + 8)))
            s = s[:j] + s[i:j] + s[j:]
        elif op == "swap" and n > 1:
            j = draw(st.integers(0, n - 1))
            a, b = sorted((i, j))
            if a != b:
                s = s[:a] + s[b] + s[a + 1:b] + s[a] + s[b + 1:]
        elif op == "delete_token":
            toks = [m for m in re.finditer(r"\S+", s)]
            if toks:
                m = draw(st.sampled_from(toks))
                s = s[:m.start()] + s[m.end():]
    return s


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(BASES))
def test_mutated_declarations_read_or_fail_typed(src: str) -> None:
    try:
        decls = read_text(src, "m.lean")
    except LeanSyntaxError as e:
        assert e.location.file == "m.lean"
        assert 1 <= e.location.line <= src.count("\n") + 2 and e.location.col >= 1
        return
    for d in decls:
        assert d.parsed or d.reason
        # what was read comes from the text: the name and the position of each declaration
        assert d.name.rsplit(".", 1)[-1] in src, d.name
        assert 1 <= d.line <= src.count("\n") + 1 and d.col >= 1
        for b in d.binders:
            assert b.name in src or b.name.startswith("inst"), b.name


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(CONCLUSIONS))
def test_mutated_terms_parse_or_fail_typed(src: str) -> None:
    try:
        term = parse_term(src, "t.lean", 3, 2)
    except (LeanSyntaxError, FragmentError) as e:
        line = e.location.line if isinstance(e, LeanSyntaxError) else e.line
        assert 3 <= line <= 3 + src.count("\n")
        return
    # a parsed term: every free name is spelled in the text, its position is inside the text,
    # and parsing is a function of the text
    for name in free_names(term):
        assert name.split(".")[0] in src, (name, src)
    line, col = term.pos
    assert 3 <= line <= 3 + src.count("\n") and col >= 1
    assert parse_term(src, "t.lean", 3, 2) == term


def test_bases_themselves_parse() -> None:
    for s in BASES:
        for d in read_text(s, "b.lean"):
            assert d.parsed, d.reason
    for c in CONCLUSIONS:
        parse_term(c)
