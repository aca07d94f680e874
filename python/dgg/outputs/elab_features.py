"""What ``dgg compare-elab`` compares, read from a statement printed in Lean's style.

In: one statement as text, printed as Lean's delaborator prints it under ``pp.coercions``,
``pp.coercions.types``, ``pp.numericTypes`` and ``pp.funBinderTypes`` (the ``elaborated`` field of
``lake exe dgg_export``, ``docs/export-format.md``), or dgg's own elaboration printed in the same
conventions (:mod:`dgg.outputs.elab_compare`). Out: :class:`Features`, the parts of the statement
that the two must agree on:

* **literals**: every typed numeral, in Lean's forms (``src/Lean/PrettyPrinter/Delaborator/
  Builtins.lean``: ``delabOfNatCore`` ``(2 : ℝ)``, ``delabNegIntCore`` ``(-2 : ℤ)``,
  ``delabDivRatCore`` ``(1 / 2 : ℝ)`` for a homogeneous division of two literals), and every
  scientific literal by its exact value, ``scientific 1/2`` (``delabOfScientific`` prints no type,
  so none is compared, and rewrites the digits: ``2.5e3`` prints as ``25e2``);
* **coercions**: ``(↑x : T)`` (``coeDelaborator`` with ``pp.coercions.types``), keyed by the
  target type and a fingerprint of the operand (below); ``(f : T)`` applied, a coerced function
  (``⇑``), likewise;
* **binders**: ``(name, type)`` of every binder whose type is printed (``∀`` always; ``∃``,
  ``fun``, ``∑ x : T`` under ``pp.funBinderTypes``), and the names of binders printed without a
  type (``∑ x ∈ s``, ``∃ x ∈ s``), whose types are then not compared;
* **operators**: how many of each arithmetic, relation and logic symbol (``→`` excepted: it is
  also the arrow of a function type and of every hypothesis).

The operand fingerprint is the sorted multiset of its tokens, parentheses dropped, a dotted name
reduced to its last component (plus the first when it is a variable: Lean prints ``Nat.choose n
k`` in field notation, ``n.choose k``), and ``√``, ``⌊ ⌋₊``, ``⌈ ⌉₊`` read as the names they
abbreviate. Placeholders ``⟪i⟫`` (dgg's untyped subterms) are recorded, not read.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<ph>⟪\d+⟫)
  | (?P<num>\d+(?:\.\d+)?(?:[eE]-?\d+)?)
  | (?P<ty>ℝ≥0∞|ℝ≥0|ℕ\+)
  | (?P<id>[^\W\d][\w'₀-₉]*(?:\.[^\W\d][\w'₀-₉]*)*)
  | (?P<sym>=>|:=|⁻¹|⌋₊|⌉₊|∃!|\S)
""", re.X)

_OPEN = {"(": ")", "{": "}", "[": "]", "⦃": "⦄", "⟨": "⟩"}
_CLOSE = set(_OPEN.values())
#: symbols counted as operators (``|`` is counted in pairs, as ``abs``)
OPERATORS = frozenset("+ - * / % ^ • ⁻¹ = ≠ < ≤ > ≥ ∣ ∧ ∨ ↔ ¬ ∑ ∏".split())
_BINDER_KW = frozenset({"∀", "∃", "∃!", "∑", "∏", "fun", "λ"})
#: words after which a ``-`` is a prefix minus
_KEYWORDS = frozenset({"if", "then", "else", "fun", "λ"})
_RELATIONS = frozenset("= ≠ < ≤ > ≥ ∣ ∧ ∨ ↔ ¬ ∈ ∉ →".split())
_COE = frozenset({"↑", "⇑", "↥"})
#: Lean's names of the number types, and the notations Mathlib prints for them
_TYPE_NAMES = {"Nat": "ℕ", "Int": "ℤ", "Rat": "ℚ", "Real": "ℝ", "NNReal": "ℝ≥0", "PNat": "ℕ+",
               "Complex": "ℂ", "ENNReal": "ℝ≥0∞"}
#: notations read as the name they abbreviate in an operand fingerprint
_NOTATION = {"√": "sqrt", "⌊": "floor", "⌋": "", "⌋₊": "", "⌈": "ceil", "⌉": "", "⌉₊": "",
             "|": "abs"}
_SUFFIX = re.compile(r"(?:_\d+|✝\d*)$")


@dataclass(frozen=True)
class Tok:
    kind: str  # ph num ty id sym
    text: str


@dataclass
class Group:
    open: str
    items: list[Item]
    close: str


Item = Tok | Group


@dataclass
class Features:
    literals: Counter[str] = field(default_factory=Counter)
    coercions: Counter[str] = field(default_factory=Counter)
    #: a coercion's key → its text as printed (the first one seen)
    coercion_text: dict[str, str] = field(default_factory=dict)
    binders: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: names of binders printed without a type (or whose type dgg does not know)
    untyped_binders: set[str] = field(default_factory=set)
    operators: Counter[str] = field(default_factory=Counter)
    #: placeholder numbers met (dgg's untyped subterms)
    placeholders: list[int] = field(default_factory=list)
    #: Lean elided a subterm (``⋯``)
    elided: bool = False


def tokens(text: str) -> list[Tok]:
    out: list[Tok] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "sym"
        if kind != "ws":
            out.append(Tok(kind, m.group()))
    return out


def tree(toks: list[Tok]) -> list[Item]:
    """Tokens nested by brackets; an unbalanced bracket is kept as a token."""
    stack: list[tuple[str, list[Item]]] = [("", [])]
    for t in toks:
        if t.kind == "sym" and t.text in _OPEN:
            stack.append((t.text, []))
        elif t.kind == "sym" and t.text in _CLOSE and len(stack) > 1 \
                and _OPEN[stack[-1][0]] == t.text:
            op, items = stack.pop()
            stack[-1][1].append(Group(op, items, t.text))
        else:
            stack[-1][1].append(t)
    while len(stack) > 1:  # unclosed: flatten
        op, items = stack.pop()
        stack[-1][1].extend([Tok("sym", op), *items])
    return stack[0][1]


def flat(items: list[Item]) -> list[Tok]:
    out: list[Tok] = []
    for it in items:
        if isinstance(it, Group):
            out += [Tok("sym", it.open), *flat(it.items), Tok("sym", it.close)]
        else:
            out.append(it)
    return out


def show(items: list[Item]) -> str:
    s = " ".join(t.text for t in flat(items))
    for o in _OPEN:
        s = s.replace(f"{o} ", o)
    for c in _CLOSE:
        s = s.replace(f" {c}", c)
    return s.replace("↑ ", "↑").replace("⇑ ", "⇑")


def _is(it: Item | None, *texts: str) -> bool:
    return isinstance(it, Tok) and it.text in texts


def _split(items: list[Item], sep: str) -> tuple[list[Item], list[Item]] | None:
    for i, it in enumerate(items):
        if _is(it, sep):
            return items[:i], items[i + 1:]
    return None


def canon_type(items: list[Item]) -> str:
    """A type as text, in one spelling: numerals without their ``ℕ`` ascription (``Fin (3 : ℕ)`` is
    ``Fin 3``), number types by their symbol, universes as ``Type*``, ``optParam T v`` as ``T``."""
    if items and _is(items[0], "optParam") and len(items) >= 2:
        items = [items[1]]
    if (cut := _split(items, ":=")) is not None:
        items = cut[0]
    out: list[Item] = []
    i = 0
    while i < len(items):
        it = items[i]
        if isinstance(it, Group):
            lit = _literal(it)
            if lit is not None:
                out.append(Tok("num", lit[0]))
            else:
                inner = canon_type(it.items)
                out.append(Tok("id", inner) if it.open == "(" and " " not in inner
                           else Group(it.open, [Tok("id", inner)], it.close))
        elif isinstance(it, Tok) and it.text in ("Type", "Sort"):
            nxt = items[i + 1] if i + 1 < len(items) else None
            if isinstance(nxt, Tok) and (nxt.kind == "id" or nxt.text == "*"):
                i += 1
            out.append(Tok("id", f"{it.text}*"))
        elif isinstance(it, Tok) and it.text in _TYPE_NAMES:
            out.append(Tok("ty", _TYPE_NAMES[it.text]))
        else:
            out.append(it)
        i += 1
    return show(out)


def _literal(g: Group) -> tuple[str, str] | None:
    """``(k : T)``, ``(-k : T)``, ``(p / q : T)``, ``(-p / q : T)`` → (the value as printed, T)."""
    if g.open != "(":
        return None
    parts = _split(g.items, ":")
    if parts is None:
        return None
    lhs, ty = parts
    if not lhs or not all(isinstance(t, Tok) for t in lhs):
        return None
    shape = " ".join("k" if t.kind == "num" and _integer(t.text) else t.text  # type: ignore[union-attr]
                     for t in lhs)
    if shape not in ("k", "- k", "k / k", "- k / k"):
        return None
    value = " ".join(t.text for t in lhs).replace("- ", "-")  # type: ignore[union-attr]
    return value, canon_type(ty)


def _integer(s: str | None) -> bool:
    return s is not None and s.isdigit()


def scientific_value(text: str) -> str:
    """A scientific literal by its exact value: ``0.50`` and ``5e-1`` are both ``1/2``."""
    return str(Fraction(text))


def fingerprint(items: list[Item], variables: set[str]) -> str:
    """An operand in one spelling (see the module docstring)."""
    out: list[str] = []
    for t in flat(items):
        if t.kind == "sym" and (t.text in _OPEN or t.text in _CLOSE):
            continue
        if t.kind == "id":
            parts = t.text.split(".")
            if len(parts) > 1 and parts[0] in variables:
                out += [parts[0], parts[-1]]
            else:
                out.append(_TYPE_NAMES.get(parts[-1], parts[-1]))
        elif t.kind == "num" and not _integer(t.text):
            out.append(scientific_value(t.text))
        elif t.kind == "sym" and t.text in _NOTATION:
            if _NOTATION[t.text]:
                out.append(_NOTATION[t.text])
        else:
            out.append(t.text)
    return " ".join(sorted(w for w in out if w != ":"))


class Reader:
    """Collects :class:`Features` from one printed statement."""

    def __init__(self, variables: set[str] | None = None) -> None:
        self.f = Features()
        self.variables = variables or set()

    def read(self, text: str) -> Features:
        items = tree(tokens(text))
        self.variables |= {t.text for t in flat(items) if t.kind == "id" and "." not in t.text}
        self.expr(items)
        return self.f

    # ------------------------------------------------------------------ expressions
    def expr(self, items: list[Item]) -> None:
        bars = 0
        i = 0
        while i < len(items):
            it = items[i]
            if isinstance(it, Group):
                self.group(it)
            elif it.kind == "ph":
                self.f.placeholders.append(int(it.text[1:-1]))
            elif it.text in _BINDER_KW:
                end = self._binder_end(items, i + 1, it.text)
                if it.text in ("∑", "∏"):
                    self.f.operators[it.text] += 1
                self.binders(items[i + 1:end], it.text)
                i = end + 1
                continue
            elif it.text == "-" and self._prefix(items, i) \
                    and (lit := self._negatable(items[i + 1:i + 2])) is not None:
                self.f.literals[f"(-{lit[0]} : {lit[1]})"] += 1  # ``-(3 : ℤ)`` is ``(-3 : ℤ)``
                i += 2
                continue
            elif it.text == "⋯":
                self.f.elided = True
            elif it.text == "|":
                bars += 1
            elif it.text == "if":
                self.f.operators["if"] += 1
            elif it.kind == "num":
                self.f.literals[it.text if _integer(it.text)
                                else f"scientific {scientific_value(it.text)}"] += 1
            elif it.text in OPERATORS:
                self.f.operators[it.text] += 1
            i += 1
        if bars:
            self.f.operators["|·|"] += bars // 2

    @staticmethod
    def _prefix(items: list[Item], i: int) -> bool:
        """Whether the ``-`` at ``i`` is a prefix minus (nothing, or an operator, before it)."""
        if i == 0:
            return True
        prev = items[i - 1]
        if isinstance(prev, Tok) and prev.kind == "id":
            return prev.text in _KEYWORDS
        return isinstance(prev, Tok) and prev.text != "|" and prev.text not in _CLOSE

    @staticmethod
    def _negatable(nxt: list[Item]) -> tuple[str, str] | None:
        """The literal ``(k : T)`` that a prefix ``-`` applies to, if it is one."""
        if not nxt or not isinstance(nxt[0], Group):
            return None
        lit = _literal(nxt[0])
        return lit if lit is not None and lit[0].isdigit() else None

    @staticmethod
    def _binder_end(items: list[Item], j: int, kw: str) -> int:
        stop = ("=>", "↦") if kw in ("fun", "λ") else (",",)
        while j < len(items) and not _is(items[j], *stop):
            j += 1
        return j

    def group(self, g: Group) -> None:
        if g.open in ("[",) and _split(g.items, ":") is not None:
            return  # an instance binder
        lit = _literal(g)
        if lit is not None:
            self.f.literals[f"({lit[0]} : {lit[1]})"] += 1
            return
        parts = _split(g.items, ":") if g.open == "(" else None
        if parts is None or any(_is(t, *_BINDER_KW) for t in parts[0]):
            self.expr(g.items)  # a term, or ``(∑ i : T, f i)``: the ``:`` is a binder's
            return
        lhs, ty = parts
        if lhs and _is(lhs[0], *_COE):
            self._coercion(lhs[0].text, lhs[1:], ty)  # type: ignore[union-attr]
        elif lhs and all(isinstance(t, Tok) and t.kind == "id" for t in lhs):
            self._coercion("⇑", lhs, ty)  # ``(f : α → β) x``: a coerced function
        else:
            self.expr(lhs)

    def _coercion(self, arrow: str, operand: list[Item], ty: list[Item]) -> None:
        target = canon_type(ty)
        key = f"({arrow}[{fingerprint(operand, self.variables)}] : {target})"
        self.f.coercions[key] += 1
        self.f.coercion_text.setdefault(key, f"({arrow}{show(operand)} : {target})")
        self.expr(operand)

    # ------------------------------------------------------------------ binders
    def binders(self, items: list[Item], kw: str = "∀") -> None:
        """The binders between a binder keyword and its ``,`` (or ``=>``)."""
        pending: list[str] = []
        i = 0
        while i < len(items):
            it = items[i]
            if isinstance(it, Group):
                if it.open == "[":
                    i += 1
                    continue
                parts = _split(it.items, ":")
                if parts is None:
                    pending += [t.text for t in it.items if isinstance(t, Tok) and t.kind == "id"]
                else:
                    self._typed([t.text for t in parts[0] if isinstance(t, Tok)], parts[1])
            elif it.text == ":":
                self._typed(pending, items[i + 1:])
                return
            elif it.text in _RELATIONS:  # ``x ∈ s``, ``x < n``: a domain, read as a term
                self.f.untyped_binders.update(_name(p) for p in pending)
                if it.text in OPERATORS:  # ``∃ x > 0, p`` is ``∃ x, x > 0 ∧ p``
                    self.f.operators[it.text] += len(pending)
                    if kw in ("∃", "∃!"):
                        self.f.operators["∧"] += len(pending)
                self.expr(items[i + 1:])
                return
            elif it.kind == "id":
                pending.append(it.text)
            elif it.kind == "ph":
                self.f.placeholders.append(int(it.text[1:-1]))
            i += 1
        self.f.untyped_binders.update(_name(p) for p in pending)

    def _typed(self, names: list[str], ty: list[Item]) -> None:
        if any(_is(t, *_RELATIONS - {"→"}) for t in ty) or any(
                isinstance(t, Tok) and t.kind == "ph" for t in ty):
            self.expr(ty)  # a hypothesis a later binder depends on: a proposition, read as a term
            return
        target = canon_type(ty)
        for n in names:
            self.f.binders[(_name(n), target)] += 1


def _name(n: str) -> str:
    """A binder name without the suffix Lean adds to avoid a clash (``n_1``, ``n✝``)."""
    return _SUFFIX.sub("", n)


def features(text: str, variables: set[str] | None = None) -> Features:
    return Reader(variables).read(text)


__all__ = ["Features", "OPERATORS", "canon_type", "features", "fingerprint", "scientific_value"]
