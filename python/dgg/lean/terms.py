"""Parse the Lean 4 term fragment (``docs/fragment.md``) into the AST of :mod:`dgg.model.terms`.

One job: ``text`` of a single term → :data:`dgg.model.terms.Term`, with absolute source positions.
The grammar is ``terms.lark`` (LALR(1), contextual lexer); the parser is built once and
cached. Three outcomes, never a guess:

* a term of the fragment → its AST;
* well-formed Lean outside the fragment (``∫``, ``⨆``, ``{x | p}``, ``match``, ``let``, ``by``, …)
  → :class:`FragmentError` naming the construct and where it starts;
* malformed text (unbalanced brackets or ``|``, a dangling operator, an empty term)
  → :class:`dgg.errors.LeanSyntaxError`.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedInput

from dgg.errors import LeanSyntaxError
from dgg.lean.chains import ASSOC, MAX_DEPTH, ChainBuilder, too_deep
from dgg.lean.fragment import (
    _KEYWORD_NAMES,
    IDENT_RE,
    FragmentError,
    _abs_pos,
    _check_balance,
    _classify,
    _prescan,
)
from dgg.lean.setbars import mark_set_bars
from dgg.model.terms import (
    Abs,
    AnonCtor,
    App,
    Arrow,
    Ascribe,
    BigOp,
    BinderSpec,
    BinOp,
    Field,
    Hole,
    Ite,
    Lam,
    Let,
    ListLit,
    Name,
    Norm,
    Num,
    Quant,
    Sort,
    Term,
    UnOp,
    VecLit,
    map_children,
)

__all__ = ["FragmentError", "parse_term", "looks_like_type", "IDENT_RE"]

#: the name a ``·`` placeholder is read as until its parentheses make it a ``fun`` binder
CDOT = "·"


_OP_NORMAL = {"<=": "≤", ">=": "≥", "->": "→", "=>": "↦"}
_TYPE_NAMES = frozenset({"ℝ", "ℕ", "ℤ", "ℚ", "ℂ", "Real", "Nat", "Int", "Rat", "Complex", "Bool",
                         "ℕ+", "PNat", "ℝ≥0", "ℝ≥0∞",
                         "NNReal", "ENNReal", "EReal"})
_TYPE_HEADS = frozenset({"Fin", "Matrix", "Finset", "Set", "EuclideanSpace", "List", "Multiset",
                         "Option", "Polynomial", "Module.End"})


def looks_like_type(t: Term, type_names: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether ``t`` is syntactically a type: a sort, a known number type, ``Fin n``,
    ``Matrix m n ℝ``, an arrow between such, or a name in ``type_names`` (type variables)."""
    if isinstance(t, (Sort, Arrow)):
        return True
    if isinstance(t, Name):
        return t.id in _TYPE_NAMES or t.id in type_names
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id in _TYPE_HEADS
    if isinstance(t, BinOp) and t.op == "→":
        return looks_like_type(t.lhs, type_names) or looks_like_type(t.rhs, type_names)
    return False


class _Ctx:
    """Offsets of the text being parsed (the parser is shared; parsing is not re-entrant), and the
    long ``+``/``*`` chains being built (:mod:`dgg.lean.chains`)."""

    line0 = 1
    col0 = 1
    file = "<string>"
    chains = ChainBuilder()
    #: `·` read and not yet taken by parentheses (a parenthesis without one is not walked)
    cdots = 0


def _tpos(tok: Token) -> tuple[int, int]:
    line = tok.line or 1
    col = tok.column or 1
    if line == 1:
        return (_Ctx.line0, _Ctx.col0 + col - 1)
    return (_Ctx.line0 + line - 1, col)


def _pos(x: Any) -> tuple[int, int] | None:
    if isinstance(x, Token):
        return _tpos(x)
    return getattr(x, "pos", None)


class _Preds:
    """The binders of a ∀/∃/∑/fun with their binder predicates (``∀ x > 0``)."""

    def __init__(self, specs: list[BinderSpec], preds: list[tuple[str, str, Term, Any]]):
        self.specs = specs
        self.preds = preds


@v_args(inline=True)
class _Build(Transformer):
    """Parse-time callbacks: build :mod:`dgg.model.terms` nodes with absolute positions."""

    def binop(self, lhs: Term, op: Token, rhs: Term) -> Term:
        o = _OP_NORMAL.get(str(op), str(op))
        if o in ASSOC:
            return _Ctx.chains.extend(lhs, o, rhs)
        return BinOp(o, lhs, rhs, pos=_pos(lhs))

    def arrow_op(self, lhs: Term, op: Token, rhs: Term) -> Term:
        if isinstance(lhs, Ascribe) and isinstance(lhs.term, Name) and lhs.pos is not None:
            raise FragmentError("dependent arrow `(x : T) → …`", _Ctx.file, *lhs.pos)
        kind = re.sub(r"\s+", "", str(op))
        kind = _OP_NORMAL.get(kind, kind)
        if kind != "→" or looks_like_type(lhs) or looks_like_type(rhs):
            return Arrow(lhs, rhs, kind, pos=_pos(lhs))
        return BinOp("→", lhs, rhs, pos=_pos(lhs))

    def unop(self, op: Token, arg: Term) -> Term:
        return UnOp(str(op), arg, pos=_tpos(op))

    def sqrt(self, op: Token, arg: Term) -> Term:
        """``√x`` is Mathlib's notation for ``Real.sqrt x``."""
        return App(Name("Real.sqrt", pos=_tpos(op)), (arg,), pos=_tpos(op))

    def floor(self, lb: Token, t: Term, rb: Token) -> Term:
        """``⌊x⌋`` ``⌊x⌋₊`` ``⌈x⌉`` ``⌈x⌉₊``: ``Int.floor``, ``Nat.floor``, ``Int.ceil``,
        ``Nat.ceil``."""
        fn = ("Nat." if str(rb).endswith("₊") else "Int.") + ("floor" if str(lb) == "⌊" else "ceil")
        return App(Name(fn, pos=_tpos(lb)), (t,), pos=_tpos(lb))

    def postfix(self, arg: Term, op: Token) -> Term:
        if str(op) == "!":  # `n !` is Mathlib's notation for `Nat.factorial n`
            return App(Name("Nat.factorial", pos=_pos(arg)), (arg,), pos=_pos(arg))
        return UnOp(str(op), arg, pos=_pos(arg))

    def iterate(self, f: Term, _op: Token, n: Term, _rb: Token) -> Term:
        """``f^[n]``: ``Nat.iterate f n`` (Mathlib's notation, ``Mathlib/Logic/Function/Iterate.lean``)."""
        return App(Name("Nat.iterate", pos=_pos(f)), (f, n), pos=_pos(f))

    def field(self, obj: Term, f: Token) -> Term:
        return Field(obj, str(f)[1:], pos=_pos(obj))

    def app(self, fn: Term, arg: Term) -> Term:
        if isinstance(fn, App):
            return App(fn.fn, fn.args + (arg,), pos=fn.pos)
        return App(fn, (arg,), pos=_pos(fn))

    def name(self, tok: Token) -> Term:
        return Name(str(tok), pos=_tpos(tok))

    def num(self, tok: Token) -> Term:
        return Num(Fraction(str(tok)), str(tok), pos=_tpos(tok))

    def hole(self, tok: Token) -> Term:
        return Hole(pos=_tpos(tok))

    def cdot(self, tok: Token) -> Term:
        _Ctx.cdots += 1
        return Name(CDOT, pos=_tpos(tok))

    def paren(self, lp: Token, t: Term, rp: Token) -> Term:
        """``(t)``; where ``t`` holds ``·`` placeholders (not inside inner parentheses, which
        took theirs), ``fun x₁ … xₖ => t`` with the ``·`` replaced left to right (Lean's
        ``expandCDot?``, ``src/Lean/Elab/BuiltinNotation.lean``: ``(· < ·)`` is
        ``fun a b => a < b``)."""
        if not _Ctx.cdots:
            return t
        found: list[tuple[int, int]] = []

        def collect(x: Term) -> Term:  # every `·`, binder domains included (`∏ i ∈ ·, f i`)
            if isinstance(x, Name) and x.id == CDOT:
                found.append(x.pos or (0, 0))
                return x
            return map_children(x, collect, binders=True)
        collect(t)
        dots = sorted(found)
        if not dots:
            return t
        _Ctx.cdots -= len(dots)
        names = {p: f"_cdot{_tpos(lp)[0]}_{_tpos(lp)[1]}_{k}" for k, p in enumerate(dots)}

        def sub(x: Term) -> Term:
            if isinstance(x, Name) and x.id == CDOT:
                return Name(names[x.pos or (0, 0)], pos=x.pos)
            return map_children(x, sub, binders=True)
        binders = tuple(BinderSpec(nm, None, None, p) for p, nm in names.items())
        return Lam(binders, sub(t), pos=_tpos(lp))

    def ascribe(self, lp: Token, t: Term, colon: Token, ty: Term, rp: Token) -> Term:
        return Ascribe(t, ty, pos=_tpos(lp))

    def tuplelit(self, lp: Token, t: Term, comma: Token, ts: list, rp: Token) -> Term:
        """``(a, b, c)``: a right-nested pair, kept flat as an anonymous constructor."""
        return AnonCtor((t, *ts), pos=_tpos(lp))

    def anon(self, lp: Token, ts: list | None, rp: Token) -> Term:
        return AnonCtor(tuple(ts or ()), pos=_tpos(lp))

    def veclit(self, lp: Token, ts: list | None, rp: Token) -> Term:
        return VecLit(tuple(ts or ()), pos=_tpos(lp))

    def listlit(self, lp: Token, ts: list | None, rp: Token) -> Term:
        return ListLit(tuple(ts or ()), pos=_tpos(lp))

    def terms(self, *items: Any) -> list:
        return [x for x in items if not isinstance(x, Token)]

    def sort(self, *toks: Token) -> Term:
        text = " ".join(str(t) for t in toks)
        return Sort(text, pos=_tpos(toks[0]))

    def abs(self, lb: Token, t: Term, rb: Token) -> Term:
        return Abs(t, pos=_tpos(lb))

    def norm(self, lb: Token, t: Term, rb: Token) -> Term:
        return Norm(t, pos=_tpos(lb))

    def ite(self, i: Token, c: Term, t1: Token, a: Term, e: Token, b: Term) -> Term:
        return Ite(c, a, b, pos=_tpos(i))

    # ------------------------------------------------------------------ binders
    def bname(self, tok: Token) -> tuple[str, Any]:
        return (str(tok), _tpos(tok))

    def qb_plain(self, *names: tuple[str, Any]) -> _Preds:
        return _Preds([BinderSpec(n, None, None, pos=p) for n, p in names], [])

    def qb_typed(self, *items: Any) -> _Preds:
        ty = items[-1]
        return _Preds([BinderSpec(n, ty, None, pos=p) for n, p in items[:-2]], [])

    def qb_pred(self, nm: tuple[str, Any], op: Token, t: Term) -> _Preds:
        o = _OP_NORMAL.get(str(op), str(op))
        if o == "∈":
            return _Preds([BinderSpec(nm[0], None, t, pos=nm[1])], [])
        return _Preds([BinderSpec(nm[0], None, None, pos=nm[1])], [(nm[0], o, t, _tpos(op))])

    def qb_in(self, nm: tuple[str, Any], kw: Token, t: Term) -> _Preds:
        return _Preds([BinderSpec(nm[0], None, t, pos=nm[1])], [])

    def pbinder(self, *items: Any) -> list[BinderSpec]:
        inner = [x for x in items if not isinstance(x, Token)]
        if len(items) >= 2 and isinstance(items[-3], Token) and items[-3].type == "COLON":
            ty = inner[-1]
            return [BinderSpec(n, ty, None, pos=p) for n, p in inner[:-1]]
        return [BinderSpec(n, None, None, pos=p) for n, p in inner]

    def qb_groups(self, *groups: list[BinderSpec]) -> _Preds:
        return _Preds([s for g in groups for s in g], [])

    def quant(self, q: Token, bs: _Preds, comma: Token, body: Term) -> Term:
        op = str(q)
        for name, rel, bound, p in reversed(bs.preds):
            cond = BinOp(rel, Name(name, pos=p), bound, pos=p)
            body = BinOp("→" if op == "∀" else "∧", cond, body, pos=p)
        return Quant(op, tuple(bs.specs), body, pos=_tpos(q))

    def bigop(self, q: Token, bs: _Preds, comma: Token, body: Term) -> Term:
        if bs.preds:
            _, rel, _, p = bs.preds[0]
            raise FragmentError(f"`{q}` with binder predicate `{rel}`", _Ctx.file, p[0], p[1])
        return BigOp(str(q), tuple(bs.specs), body, pos=_tpos(q))

    def lam(self, f: Token, bs: _Preds, arrow: Token, body: Term) -> Term:
        return Lam(tuple(bs.specs), body, pos=_tpos(f))

    # ------------------------------------------------------------------ sets
    def setbuilder(self, lb: Token, binder: Any, *rest: Any) -> Term:
        """``{x | p}``, ``{x : T | p}``, ``{x ∈ s | p}``, ``{x > 0 | p}``: Mathlib's
        ``Set.ofPred fun x ↦ p`` (``Mathlib/Data/Set/Defs.lean``, ``elabSetBuilder``), a binder
        predicate conjoined in front; ``{x ∈ s | p}`` is ``dgg.setSep s (fun x ↦ p)``, which
        elaboration makes ``Finset.filter`` or a set-builder (``Mathlib/Data/Finset/Filter.lean``)."""
        items = [x for x in rest if not isinstance(x, Token)]
        ty = items[0] if len(items) == 2 else None
        body = items[-1]
        p = _tpos(lb)
        if isinstance(binder, Ascribe) and ty is None and isinstance(binder.term, Name):
            binder, ty = binder.term, binder.type  # `{(x : T) | p}`
        if isinstance(binder, Name) and "." not in binder.id:
            spec = BinderSpec(binder.id, ty, None, pos=binder.pos)
            return App(Name("Set.ofPred", pos=p), (Lam((spec,), body, pos=p),), pos=p)
        if ty is None and isinstance(binder, BinOp) and isinstance(binder.lhs, Name) \
                and binder.op in ("∈", "∉", "⊆", "⊂", "≤", "<", "≥", ">", "≠") \
                and "." not in binder.lhs.id:
            spec = BinderSpec(binder.lhs.id, None, None, pos=binder.lhs.pos)
            if binder.op == "∈":
                return App(Name("dgg.setSep", pos=p), (binder.rhs, Lam((spec,), body, pos=p)),
                           pos=p)
            return App(Name("Set.ofPred", pos=p),
                       (Lam((spec,), BinOp("∧", binder, body, pos=p), pos=p),), pos=p)
        raise FragmentError("set-builder with a pattern or a term before `|`", _Ctx.file, *p)

    def setlit(self, lb: Token, ts: list | None, rb: Token) -> Term:
        """``{a, b, c}`` is ``insert a (insert b (singleton c))`` and ``{}`` is ``∅`` (Lean core
        ``Init/Core.lean``, the ``{ a, b, c }`` notation)."""
        p = _tpos(lb)
        elems = list(ts or [])
        if not elems:
            return Name("∅", pos=p)
        out: Term = App(Name("Singleton.singleton", pos=p), (elems[-1],), pos=p)
        for e in reversed(elems[:-1]):
            out = App(Name("Insert.insert", pos=p), (e, out), pos=p)
        return out

    # ------------------------------------------------------------------ let
    def let_plain(self, kw: Token, nm: tuple[str, Any], a: Token, v: Term, s: Token,
                  body: Term) -> Term:
        return Let(nm[0], None, v, body, pos=_tpos(kw))

    def let_typed(self, kw: Token, nm: tuple[str, Any], c: Token, ty: Term, a: Token, v: Term,
                  s: Token, body: Term) -> Term:
        return Let(nm[0], ty, v, body, pos=_tpos(kw))

    def let_pattern(self, kw: Token, lp: Token, pat: list, rp: Token, a: Token, v: Term,
                    s: Token, body: Term) -> Term:
        """``let ⟨a, b⟩ := v; body`` is ``let x := v; match x with | ⟨a, b⟩ => body`` (Lean's
        ``letPatDecl``, expanded by ``elabLetDeclCore`` in ``src/Lean/Elab/Binders.lean``): kept as nested
        projections ``let a := v.1; let b := v.2; body`` when every part of the pattern is a
        name (a pair, right-nested for more parts, as ``⟨a, b, c⟩`` is ``⟨a, ⟨b, c⟩⟩``)."""
        names = [x.id if isinstance(x, Name) and "." not in x.id else None for x in pat]
        if len(names) < 2 or None in names:
            raise FragmentError("`let ⟨…⟩` with a pattern that is not a tuple of names", _Ctx.file,
                                *_tpos(lp))
        fresh = "_let_" + "_".join(cast(list[str], names))
        out = body
        rest: Term = Name(fresh, pos=_tpos(lp))
        projs: list[tuple[str, Term]] = []
        for k, n in enumerate(names):
            if k == len(names) - 1:
                projs.append((cast(str, n), rest))
            else:
                projs.append((cast(str, n), Field(rest, "1", pos=_tpos(lp))))
                rest = Field(rest, "2", pos=_tpos(lp))
        for n, proj in reversed(projs):
            out = Let(n, None, proj, out, pos=_tpos(kw))
        return Let(fresh, None, v, out, pos=_tpos(kw))


_PARSER: Lark | None = None


def _parser() -> Lark:
    global _PARSER
    if _PARSER is None:
        grammar = (Path(__file__).parent / "terms.lark").read_text(encoding="utf-8")
        _PARSER = Lark(grammar, parser="lalr", lexer="contextual", transformer=_Build(),
                       propagate_positions=False, maybe_placeholders=True, cache=True)
    return _PARSER


_COMMENT_RE = re.compile(r"--[^\n]*|/-(?:.|\n)*?-/")


#: a line starting with an infix operator continues the value (only arguments need ``checkColGt``)
_INFIX_START = frozenset("+-*/%^=<>≤≥≠∧∨↔→∣•∘∈∉⊆×")
_LET_RE = re.compile(r"(?<![\w'.])let(?![\w'!?])")


def _let_semicolons(text: str, col0: int) -> str:
    """``text`` with a ``;`` written where a ``let`` declaration ends at a line break: its value
    ends before a line that starts at or left of the column of its ``let``, or with another
    ``let`` (Lean's parser is ``withPosition ("let " >> letDecl) >> optSemicolon termParser``,
    ``src/Lean/Parser/Term.lean``: an argument of the value must stand right of the ``let``'s
    column, ``checkColGt``, and a keyword cannot be one). The ``;`` is put just before the line
    break, so the position of every other character is unchanged."""
    out = list(text)
    for m in _LET_RE.finditer(text):
        i = m.start()
        line_start = text.rfind("\n", 0, i) + 1
        col = i - line_start + (col0 - 1 if line_start == 0 else 0)
        depth, k, seen_assign = 0, m.end(), False
        while k < len(text):
            c = text[k]
            if c in "([{⟨⦃":
                depth += 1
            elif c in ")]}⟩⦄":
                depth -= 1
                if depth < 0:
                    break
            elif depth == 0 and text.startswith(":=", k):
                seen_assign = True
            elif depth == 0 and c == ";":
                break
            elif depth == 0 and c == "\n" and seen_assign:
                nxt = k + 1
                while nxt < len(text) and text[nxt] in " \t":
                    nxt += 1
                if nxt < len(text) and text[nxt] != "\n" and text[nxt] not in _INFIX_START \
                        and (nxt - (k + 1) <= col or _LET_RE.match(text, nxt)):
                    out[k] = ";\n"
                    break
            k += 1
    return "".join(out)


_SIMPLE = re.compile(f"\\s*({IDENT_RE.pattern})\\s*")


def parse_term(text: str, file: str = "<string>", line: int = 1, col: int = 1) -> Term:
    """Parse one Lean term. ``line``/``col`` are the absolute position of ``text[0]`` in ``file``;
    every node's ``pos`` is absolute. Raises :class:`FragmentError` (outside the fragment) or
    :class:`LeanSyntaxError` (malformed). Results are memoised (terms are immutable)."""
    return _parse_cached(text, str(file), line, col)


@lru_cache(maxsize=8192)
def _parse_cached(text: str, file: str, line: int, col: int) -> Term:
    sm = _SIMPLE.fullmatch(text)
    if sm and sm.group(1) not in _KEYWORD_NAMES:
        return Name(sm.group(1), pos=_abs_pos(text, sm.start(1), line, col))
    masked = _COMMENT_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    masked, pattern = mark_set_bars(masked)
    if pattern is not None:
        raise FragmentError("set-builder with a pattern or a term before `|`", file,
                            *_abs_pos(text, pattern, line, col))
    if "/-" in masked:
        i = masked.index("/-")
        raise LeanSyntaxError("unterminated comment", file, *_abs_pos(text, i, line, col))
    if not masked.strip():
        raise LeanSyntaxError("empty term", file, line, col)
    _check_balance(masked, file, line, col, bars=False)
    _prescan(masked, file, line, col)
    _check_balance(masked, file, line, col, bars=True)
    if "let" in masked:
        masked = _let_semicolons(masked, col)
    _Ctx.line0, _Ctx.col0 = line, col
    _Ctx.file = file
    _Ctx.chains.reset()
    _Ctx.cdots = 0
    try:
        term = cast(Term, _parser().parse(masked))
    except UnexpectedInput as e:
        raise _classify(e, masked, file, line, col) from None
    finally:
        _Ctx.chains.reset()
    deep = too_deep(term)
    if deep is not None:
        raise FragmentError(f"a term nested more than {MAX_DEPTH} levels deep", file,
                            *(deep.pos or (line, col)))
    if CDOT in masked:  # a `·` outside parentheses (a tactic dot, `f · x`): not a term
        for n in term.walk():
            if isinstance(n, Name) and n.id == CDOT:
                raise FragmentError("`·` placeholder", file, *(n.pos or (line, col)))
    return term
