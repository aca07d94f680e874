"""The boundary of the term fragment, for the parser :mod:`dgg.lean.terms`: Lean's identifiers,
the constructs that are well-formed Lean but outside the fragment (keywords, symbols), the checks
run before parsing (balanced brackets and bars, a scan for sure-outside symbols), and the
classification of a parse failure as :class:`FragmentError` (outside the fragment, so
``not_translated``) or :class:`dgg.errors.LeanSyntaxError` (malformed). In: term text and its
absolute position. Out: nothing, or one of those two exceptions.
"""

from __future__ import annotations

import re

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from dgg.errors import LeanSyntaxError


class FragmentError(Exception):
    """Well-formed Lean that lies outside the term fragment. Not a :class:`dgg.errors.DggError`:
    callers turn it into a ``not_translated`` status with :attr:`reason`."""

    def __init__(self, construct: str, file: str, line: int, col: int) -> None:
        self.construct = construct
        self.file = str(file)
        self.line = line
        self.col = col
        super().__init__(self.reason)

    @property
    def reason(self) -> str:
        return f"{self.construct} at {self.file}:{self.line}:{self.col}"


# Identifier characters of Lean 4 (``isLetterLike`` / ``isSubScriptAlnum``).
_IDSTART = "A-Za-z_α-κμ-ωΑ-ΟΡΤ-Ωϊ-ϻἀ-῾℀-⅏𝒜-𝖟"
_IDREST = _IDSTART + "0-9'!?₀-₉ₐ-ₜᵢ-ᵪⱼ"
#: ``«forall»``: any text between guillemets is one identifier component (Lean's escaped names).
_ID = f"(?:[{_IDSTART}][{_IDREST}]*|«[^»\n]+»)"
#: A (possibly dotted) Lean identifier: ``Finset.sum_le_sum``, ``hπ.le``, ``p.1``.
IDENT_RE = re.compile(f"{_ID}(?:\\.(?:{_ID}|[0-9]+))*")

#: Keywords whose construct is outside the fragment (they would otherwise lex as names).


_OUT_KEYWORDS = {
    "match": "`match` expression", "have": "`have` expression",
    "show": "`show … from` term", "from": "`show … from` term", "by": "tactic block `by`",
    "do": "`do` block", "calc": "`calc` term", "suffices": "`suffices` term",
    "with": "`with` clause", "at": "`at` clause", "where": "`where` clause",
    "Set": None,  # a name: allowed
}
_OUT_KEYWORDS = {k: v for k, v in _OUT_KEYWORDS.items() if v}
#: Words that the grammar treats as keywords (a lone one is not a name).
_KEYWORD_NAMES = frozenset({"fun", "if", "then", "else", "in", "let", "Type", "Sort", "Prop", "_"}
                           | set(_OUT_KEYWORDS))

#: Characters (or prefixes) that start a construct outside the fragment.
_OUT_SYMBOLS = [
    # Mathlib's `𝔼 i ∈ s, f i` (Mathlib/Algebra/BigOperators/Expect.lean, `bigexpect`) and
    # `𝔼[X]` (Mathlib/Probability/Notation.lean); `𝔼` alone is also a letter of Lean names
    ("𝔼", "expectation `𝔼`"),
    # `|||` (HOr) and `||` (Bool `or`) between blanks (`infixl:55 " ||| "`, `infixl:30 " || "`,
    # src/Init/Notation.lean): `||x| - |y||` (nested absolute values) is never written with a
    # blank on both sides of its bars
    (" ||| ", "bitwise or `|||`"), (" || ", "boolean or `||`"),
    ("∃!", "unique existence `∃!`"), ("∑'", "unconditional sum `∑'`"),
    ("∏'", "unconditional product `∏'`"), ("∀ᶠ", "filter quantifier `∀ᶠ`"),
    ("∃ᶠ", "filter quantifier `∃ᶠ`"),
    ("∫", "integral `∫`"), ("∮", "contour integral `∮`"), ("⨆", "indexed supremum `⨆`"),
    ("⨅", "indexed infimum `⨅`"), ("⋃", "indexed union `⋃`"), ("⋂", "indexed intersection `⋂`"),
    ("Σ", "Σ type"), ("Π", "Π type"), ("∂", "derivative `∂`"),
    ("∇", "gradient `∇`"), ("·", "`·` placeholder"), ("∪", "union `∪`"),
    ("∩", "intersection `∩`"), ("\\", "set difference `\\`"), ("⊓", "infimum `⊓`"),
    ("⊔", "supremum `⊔`"), ("⊤", "`⊤`"), ("⊥", "`⊥`"), ("∞", "`∞`"), ("√", "square root `√`"),
    ("⌊", "floor `⌊ ⌋`"), ("⌈", "ceiling `⌈ ⌉`"), ("≃", "equivalence `≃`"),
    ("≅", "isomorphism `≅`"), ("⊗", "tensor product `⊗`"), ("⊕", "sum type `⊕`"),
    ("⟪", "inner product `⟪ ⟫`"), ("⁅", "Lie bracket `⁅ ⁆`"), ("ᶜ", "complement `ᶜ`"),
    ("→*", "bundled map arrow `→*`"), ("→+", "bundled map arrow `→+`"),
    ("→o", "bundled map arrow `→o`"), ("→ₙ", "bundled map arrow `→ₙ`"),
    ("→ᵇ", "bundled map arrow `→ᵇ`"), ("→ᵐ", "bundled map arrow `→ᵐ`"),
    ("''", "set image `''`"), ("⁻¹'", "set preimage `⁻¹'`"),
    ("<|", "`<|` application"), ("|>", "`|>` application"), ("|_", "restriction `|_`"),
    ("λ_", "left unitor `λ_`"),
    ("$", "`$` application"),
    ("@", "explicit application `@`"), ("\"", "string literal"), ("'", "character literal"),
    ("{", "set-builder or structure instance `{ }`"), ("!", "factorial `!`"),
    ("⁺", "positive part `⁺`"), ("⁻", "negative part `⁻`"), ("≡", "congruence `≡`"),
    ("⊂", "strict subset `⊂`"), ("∠", "angle `∠`"), ("⋆", "star `⋆`"), ("∑", "big operator"),
    ("∏", "big operator"), ("¬", "`¬` as an application argument"),
    ("∀", "`∀` as an application argument"), ("∃", "`∃` as an application argument"),
    ("if", "`if` as an application argument"), ("=>", "`=>` outside `fun`"),
    ("#[", "array literal `#[ ]`"),
]

_CLOSERS = {")": "(", "]": "[", "}": "{", "⟩": "⟨", "⦄": "⦃"}
_OPENERS = set(_CLOSERS.values())

# Token types after which (or at which) an unexpected token means malformed text.
_MALFORMED_TOKENS = {
    "IFF", "ARROW", "OR", "AND", "REL", "BINPRED", "ADDOP", "MULOP", "DOTV", "SMULR", "VECMUL",
    "POW", "COMP", "POSTFIX", "RPAR", "RSQB", "RANGLE", "RBRACE", "RSTRICT", "COMMA", "COLON",
    "MAPSTO", "THEN", "ELSE", "IN", "$END", "FIELD",
}


def _abs_pos(text: str, idx: int, line0: int, col0: int) -> tuple[int, int]:
    """Absolute (line, col) of character ``idx`` of ``text``."""
    nl = text.count("\n", 0, idx)
    if nl == 0:
        return (line0, col0 + idx)
    return (line0 + nl, idx - text.rfind("\n", 0, idx))


#: Bars that are no absolute value: a bracket right after a name holding one (``μ[f|m]``,
#: ``J(a | b)``, ``μ⟦s | m⟧`` of Mathlib/Probability/Notation.lean), ``||``/``|||``/``|_``, a
#: ``match`` arm ``| 0 => …`` opening a line, a set-builder ``{x ∈ {v} ∪ s | p x}`` (braces
#: nested inside).
_BAR_NOTATION = re.compile(r"(?<=[^\s(\[{,])[\[(⟦][^\[\]()⟦⟧|]*\|[^\[\]()⟦⟧|]*[\])⟧]|"
                           r"\|\||\|_|\n\s*\|\s|\{[^{}|]*(?:\{[^{}]*\}[^{}|]*)+\|")


def _bracketed_bar(text: str) -> int | None:
    """The ``[`` right after a name whose contents hold a ``|`` outside their own brackets
    (``μ[(s j).indicator (fun _ => 1 : Ω → ℝ) | filtrationOfSet hsm i]``, Mathlib's conditional
    expectation, ``Mathlib/Probability/BorelCantelli.lean``), or ``None``."""
    for m in re.finditer(r"(?<=[\w'])\[", text):
        depth = 0
        for j in range(m.end(), len(text)):
            c = text[j]
            if c in "([{⟨":
                depth += 1
            elif c in ")]}⟩":
                if depth == 0:
                    break
                depth -= 1
            elif c == "|" and depth == 0:
                return m.start()
    return None


def _check_balance(text: str, file: str, line0: int, col0: int, bars: bool) -> None:
    if bars:
        for ch in ("|", "‖"):
            # `<|`, `|>` and Mathlib's restriction `|_` are tokens of their own (Lean's tokenizer
            # takes the longest match, src/Lean/Parser/Basic.lean): `s.image <| f` holds no bar
            idx = [i for i, c in enumerate(text) if c == ch and not (
                ch == "|" and (text[i - 1:i] == "<" or text[i + 1:i + 2] in (">", "_")))]
            if len(idx) % 2:
                m = _BAR_NOTATION.search(text) if ch == "|" else None
                at = m.start() if m else _bracketed_bar(text) if ch == "|" else None
                if at is not None:  # Mathlib's `μ[f|m]`, `P[X|Y]`: a bar that is no absolute value
                    raise FragmentError("`|` of a notation (`μ[f|m]`, `a ||| b`, a match arm)", file,
                                        *_abs_pos(text, at, line0, col0))
                raise LeanSyntaxError(f"unbalanced `{ch}`", file,
                                      *_abs_pos(text, idx[-1], line0, col0))
        return
    stack: list[tuple[str, int]] = []
    for i, c in enumerate(text):
        if c in _OPENERS:
            stack.append((c, i))
        elif c in _CLOSERS:
            if not stack:
                raise LeanSyntaxError(f"unmatched `{c}`", file, *_abs_pos(text, i, line0, col0))
            o, j = stack.pop()
            if o != _CLOSERS[c]:
                ol, oc = _abs_pos(text, j, line0, col0)
                raise LeanSyntaxError(f"`{c}` does not close `{o}` opened at {ol}:{oc}", file,
                                      *_abs_pos(text, i, line0, col0))
    if stack:
        o, j = stack[-1]
        raise LeanSyntaxError(f"`{o}` is never closed", file, *_abs_pos(text, j, line0, col0))


_SURE_OUT = re.compile(r"(?<![\w'])''|⁻¹'|→(?:\*|\+|o(?![\w'])|ₙ|ᵇ|ᵐ)|"
                       r"<\||\|>|\|_|λ_|∑'|∏'|∀ᶠ|∃ᶠ|[∫∮⨆⨅⋃⋂ΣΠ]|(?<![\w'])𝔼(?=\s|\[)| \|\|\|? ")


def _prescan(text: str, file: str, line0: int, col0: int) -> None:
    """Raise :class:`FragmentError` at the first keyword or symbol that surely lies outside the
    fragment (checked before parsing so that, e.g., ``{x | p x}`` is not mistaken for ``|…|``)."""
    m = _SURE_OUT.search(text)
    if m:
        what = _out_symbol(text, m.start()) or "set-builder `{x | p x}`"
        if m.group(0).startswith("{"):
            what = "set-builder `{x | p x}`"
        at = m.start() + (1 if m.group(0).startswith(" ") else 0)  # ` ||| `: at its bars
        raise FragmentError(what, file, *_abs_pos(text, at, line0, col0))
    for m in IDENT_RE.finditer(text):
        kw_what = _OUT_KEYWORDS.get(m.group(0))
        if kw_what:
            raise FragmentError(kw_what, file, *_abs_pos(text, m.start(), line0, col0))


def _out_symbol(text: str, idx: int) -> str | None:
    for sym, what in _OUT_SYMBOLS:
        if text.startswith(sym, idx):
            return what
    return None


def _offset(text: str, line: int, col: int) -> int:
    """Index in ``text`` of the relative 1-based (line, col) given by lark."""
    idx = 0
    for _ in range(line - 1):
        idx = text.index("\n", idx) + 1
    return idx + col - 1


_BINARY_TOKENS = {"IFF", "ARROW", "OR", "AND", "REL", "BINPRED", "ADDOP", "MULOP", "DOTV", "SMULR",
                  "VECMUL", "POW", "COMP"}
_ENDING_TOKENS = {"RPAR", "RSQB", "RANGLE", "RBRACE", "RSTRICT", "COMMA", "$END", "THEN", "ELSE",
                  "MAPSTO", "COLON", "IN"}
#: Last characters of binary operators (``-`` excluded: it may be a prefix minus).
_BIN_END = set("+*/%^∘•↔→∨∧=≠≤<≥>∈∉⊆∣")
_RELS = set("=≠≤<≥>↔")


def _surely_malformed(text: str, idx: int, tok: Token) -> bool:
    """Whether an unexpected token makes the term text that Lean rejects too (the grammar is a
    subset of Lean's, so an unexpected token alone proves nothing): a binary operator after another
    one, after an opening bracket or a comma, or at the start; a closing bracket, comma or end of
    term right after a binary operator; a second relation in a chain (``a = b = c``: relations do
    not associate); a misplaced ``|`` of ``|x|``."""
    before = text[:idx].rstrip()
    prev = before[-1:] if before else ""
    if tok.type in ("ABSOPEN", "ABSCLOSE"):
        return not re.search(r"\bfun\s*\||\bmatch\b", text)
    if tok.type in _BINARY_TOKENS and not (tok.type == "ADDOP" and str(tok) == "-"):
        if prev == "[" and len(before) > 1 and not before[-2].isspace() \
                and before[-2] not in "([⟨{,":
            return False  # `𝓝[>] 0`, `𝓝[≠] x`: a notation glued to a name, not a list literal
        if prev == "" or prev in _BIN_END or prev in "([⟨{,":
            return True
        if prev == "|" and before[-2:-1].isspace():  # `|x | + 1`: a bar that opened
            return True
        if tok.type in ("REL", "IFF"):
            return _chained_relation(before)
        return False
    if tok.type in _ENDING_TOKENS or tok.type.startswith("__"):
        return prev in _BIN_END
    return False


#: Characters of Lean's symbolic infix operators (``<+``, ``>>=``, ``<*>``, ``^^^``, ``<:+:``).
_OP_CHARS = set("+-*/%^∘•<>=:|&$@!~?")
_NOT_GLUED = (":=", "=>", "->", "<-", "<=", ">=", "!=", "::")


def _glued_operator(text: str, idx: int) -> tuple[str, int] | None:
    """The operator written at ``idx`` when the unexpected token there is glued to symbol
    characters (``l₁ <+ l₂``, ``x >>= f``, ``a ^^^ b``, ``a = b <• c``): a longer Lean operator, not
    malformed text: the operator and where it starts; ``None`` otherwise (``x + = y`` has a blank
    between the two)."""
    if text[idx] not in _OP_CHARS:
        return None
    if not ((idx and text[idx - 1] in _OP_CHARS) or text[idx + 1:idx + 2] in _OP_CHARS):
        return None
    a, b = idx, idx
    while a > 0 and text[a - 1] in _OP_CHARS:
        a -= 1
    while b < len(text) and text[b] in _OP_CHARS:
        b += 1
    op = text[a:b]
    if len(op) < 2 or op in _NOT_GLUED or op.startswith(":") or op.endswith(":="):
        return None
    return op, a


def _chained_relation(before: str) -> bool:
    """Whether ``before`` ends in ``… a REL b`` at one bracket level with no binder, comma or
    connective in between (so one more relation makes a non-associative chain)."""
    depth = 0
    for k in range(len(before) - 1, -1, -1):
        c = before[k]
        if c in ")]⟩}⦄":
            depth += 1
        elif c in "([⟨{⦃":
            if depth == 0:
                return False
            depth -= 1
        elif depth == 0 and c in ",∧∨→↦∀∃∑∏λ":
            return False
        elif depth == 0 and c in _RELS and before[k - 1:k + 1] not in (":=", "=>", "->", "<-"):
            return not re.search(r"\bfun\b|\bthen\b|\belse\b|\bif\b", before[k:])
    return False


def _classify(e: UnexpectedInput, text: str, file: str, line0: int, col0: int) -> Exception:
    if isinstance(e, UnexpectedEOF) or (
        isinstance(e, UnexpectedToken) and e.token.type == "$END"
    ):
        end = len(text.rstrip())
        return LeanSyntaxError("unexpected end of term", file, *_abs_pos(text, end, line0, col0))
    if isinstance(e, UnexpectedCharacters):
        idx = _offset(text, e.line, e.column)
        where = _abs_pos(text, idx, line0, col0)
        what = _out_symbol(text, idx)
        if what:
            return FragmentError(what, file, *where)
        return FragmentError(f"unsupported symbol `{text[idx]}`", file, *where)
    assert isinstance(e, UnexpectedToken)
    tok = e.token
    idx = _offset(text, tok.line, tok.column)
    where = _abs_pos(text, idx, line0, col0)
    if tok.type == "NORMBAR":
        return FragmentError("`‖…‖` as a bare application argument (write f (‖x‖))", file, *where)
    if tok.type in ("ABSOPEN", "ABSCLOSE") and _surely_malformed(text, idx, tok):
        return LeanSyntaxError("misplaced `|` (Lean writes `|x|` without blanks inside the bars)",
                               file, *where)
    what = _out_symbol(text, idx)
    glued = _glued_operator(text, idx)
    if glued:  # `<+`, `>>=`, `<*>`, `^^^`, `<•`: one Lean operator the grammar does not know
        op, start = glued
        return FragmentError(f"operator `{op}`", file, *_abs_pos(text, start, line0, col0))
    if _surely_malformed(text, idx, tok):
        return LeanSyntaxError(f"unexpected `{tok}`", file, *where)
    if what:
        return FragmentError(what, file, *where)
    if tok.type == "FIELD" and (idx == 0 or not text[idx - 1].strip() or text[idx - 1] in "([⟨,"):
        return FragmentError(f"leading-dot name `{tok}`", file, *where)
    return FragmentError(f"unsupported syntax at `{tok}`", file, *where)
