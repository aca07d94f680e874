"""Lean-like text of a parsed term (for synthesised hypotheses, variable types and the untyped parts
of an elaborated statement)."""

from __future__ import annotations

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
    Node,
    Norm,
    Num,
    Quant,
    Sort,
    UnOp,
    VecLit,
)

__all__ = ["construct", "render"]

_PREC = {"↔": 20, "→": 25, "∨": 30, "∧": 35, "=": 50, "≠": 50, "≤": 50, "<": 50, "≥": 50,
         ">": 50, "∈": 50, "∉": 50, "⊆": 50, "∣": 50, "+": 65, "-": 65, "*": 70, "/": 70,
         "%": 70, "•": 73, "^": 75, "×ˢ": 82}


def render(t: Node | None, prec: int = 0) -> str:
    """Lean-like text of a term (for synthesised hypotheses and variable types)."""
    if t is None:
        return "?"
    if isinstance(t, Num):
        return t.text or str(t.value)
    if isinstance(t, Name):
        return t.id
    if isinstance(t, Hole):
        return "_"
    if isinstance(t, Sort):
        return t.text
    if isinstance(t, App):
        s = " ".join([render(t.fn, 1024)] + [render(a, 1024) for a in t.args])
        return f"({s})" if prec >= 1024 else s
    if isinstance(t, Field):
        return f"{render(t.obj, 1024)}.{t.name}"
    if isinstance(t, (BinOp, Arrow)):
        op = t.op if isinstance(t, BinOp) else t.kind
        lhs, rhs = (t.lhs, t.rhs) if isinstance(t, BinOp) else (t.dom, t.cod)
        p = _PREC.get(op, 25)
        right_assoc = op in ("^", "→", "∧", "∨", "↔", "×ˢ") or isinstance(t, Arrow)
        lp, rp = (p + 1, p) if right_assoc else (p, p + 1)
        if p == 50:
            lp = rp = 51
        s = f"{render(lhs, lp)} {op} {render(rhs, rp)}"
        return f"({s})" if prec > p else s
    if isinstance(t, UnOp):
        if t.op in ("ᵀ", "⁻¹", "ᶜ"):
            return f"{render(t.arg, 1024)}{t.op}"
        s = f"{t.op}{render(t.arg, 1024)}"
        return f"({s})" if prec >= 75 else s
    if isinstance(t, Abs):
        return f"|{render(t.arg)}|"
    if isinstance(t, Norm):
        return f"‖{render(t.arg)}‖"
    if isinstance(t, (BigOp, Quant, Lam)):
        bs = " ".join(_render_binder(b) for b in t.binders)
        head = "fun" if isinstance(t, Lam) else t.op
        sep = " ↦" if isinstance(t, Lam) else ","
        s = f"{head} {bs}{sep} {render(t.body)}"
        return f"({s})" if prec > 0 else s
    if isinstance(t, Let):
        ty = f" : {render(t.type)}" if t.type is not None else ""
        s = f"let {t.name}{ty} := {render(t.value)}; {render(t.body)}"
        return f"({s})" if prec > 0 else s
    if isinstance(t, Ite):
        s = f"if {render(t.cond)} then {render(t.then)} else {render(t.orelse)}"
        return f"({s})" if prec > 0 else s
    if isinstance(t, Ascribe):
        return f"({render(t.term)} : {render(t.type)})"
    if isinstance(t, VecLit):
        return "![" + ", ".join(render(e) for e in t.elems) + "]"
    if isinstance(t, ListLit):
        return "[" + ", ".join(render(e) for e in t.elems) + "]"
    if isinstance(t, AnonCtor):
        return "⟨" + ", ".join(render(e) for e in t.elems) + "⟩"
    return "?"


def _render_binder(b: BinderSpec) -> str:
    if b.domain is not None:
        return f"{b.name} ∈ {render(b.domain, 51)}"
    if b.type is not None:
        return f"({b.name} : {render(b.type)})"
    return b.name


#: Lean's words for a construct, by the class of its node (for messages: never a class name)
_CONSTRUCTS = {AnonCtor: "anonymous constructor", App: "application", Arrow: "function type",
               Ascribe: "type ascription", BigOp: "big operator", Field: "field access",
               Hole: "placeholder", Ite: "`if`", Lam: "`fun`", Let: "`let`",
               ListLit: "list literal", Name: "name", Norm: "norm", Num: "numeral",
               Quant: "quantifier", Sort: "universe", Abs: "absolute value",
               VecLit: "vector literal"}


def construct(t: Node) -> str:
    """The construct ``t`` is, in Lean's words, with its text where it is short: ``anonymous
    constructor ⟨1, 2⟩``, ``operator ×ˢ``, ``placeholder _``."""
    if isinstance(t, (BinOp, UnOp)):
        return f"operator {t.op}"
    what = _CONSTRUCTS.get(type(t), "term")
    text = render(t)
    return f"{what} {text}" if len(text) <= 60 and text != "?" else what
