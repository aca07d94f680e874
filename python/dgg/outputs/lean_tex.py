"""Lean terms of the fragment (:mod:`dgg.model.terms`) as TeX, for KaTeX on the blueprint page.

Display only, never evaluated: the Lean text stays next to it on the page. Parentheses are put back
where Lean's precedences need them (the levels of ``dgg/lean/terms.lark``, from Lean's
``src/Init/Prelude.lean``, ``src/Init/Core.lean`` and ``src/Init/Notation.lean`` and Mathlib's
``Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean`` for ``∑``/``∏`` at level 67), so the
typeset formula reads the way Lean parses the source. A one-symbol function applied to simple
arguments is written with subscripts (``π j`` as ``\\pi_{j}``, the usual notation for a vector or a
matrix entry); any other application as ``f(x, y)``.
"""

from __future__ import annotations

import re

from dgg.errors import LeanSyntaxError
from dgg.lean.fragment import FragmentError
from dgg.lean.terms import parse_term
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
    Name,
    Norm,
    Num,
    Quant,
    Sort,
    Term,
    UnOp,
    VecLit,
)

# (level, left operand level, right operand level) of each infix operator
_INFIX: dict[str, tuple[int, int, int]] = {
    "↔": (20, 21, 21), "→": (25, 26, 25), "∨": (30, 31, 30), "∧": (35, 36, 35),
    **{r: (50, 51, 51) for r in ("=", "≠", "≤", "<", "≥", ">", "∈", "∉", "⊆", "∣")},
    "+": (65, 65, 66), "-": (65, 65, 66), "++": (65, 65, 66),
    "*": (70, 70, 71), "/": (70, 70, 71), "%": (70, 70, 71),
    "⬝ᵥ": (72, 72, 73), "•": (73, 74, 73), "*ᵥ": (73, 74, 73), "ᵥ*": (73, 73, 74),
    "^": (75, 76, 75), "∘": (90, 91, 90),
}
_OP_TEX = {
    "↔": r"\iff", "→": r"\Rightarrow", "∨": r"\lor", "∧": r"\land", "=": "=", "≠": r"\ne", "≤": r"\le",
    "<": "<", "≥": r"\ge", ">": ">", "∈": r"\in", "∉": r"\notin", "⊆": r"\subseteq",
    "∣": r"\mid", "+": "+", "-": "-", "++": r"\mathbin{+\!\!+}", "%": r"\bmod", "⬝ᵥ": r"\cdot",
    "•": r"\,", "*ᵥ": r"\,", "ᵥ*": r"\,", "∘": r"\circ",
}
_APP, _BIG, _ATOM = 1024, 67, 2048
_GREEK = {
    "α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "varepsilon", "ζ": "zeta",
    "η": "eta", "θ": "theta", "ι": "iota", "κ": "kappa", "μ": "mu", "ν": "nu", "ξ": "xi",
    "π": "pi", "ρ": "rho", "σ": "sigma", "τ": "tau", "φ": "varphi", "χ": "chi", "ψ": "psi",
    "ω": "omega", "Γ": "Gamma", "Δ": "Delta", "Θ": "Theta", "Λ": "Lambda", "Ξ": "Xi",
    "Π": "Pi", "Σ": "Sigma", "Φ": "Phi", "Ψ": "Psi", "Ω": "Omega", "λ": "lambda",
}
_SUB = str.maketrans("₀₁₂₃₄₅₆₇₈₉ₐₑₒₓᵢⱼₖₘₙₚₛₜ", "0123456789aeoxijkmnpst")
_FUNCS = {
    "Real.exp": r"\exp", "Real.log": r"\log", "Real.sin": r"\sin", "Real.cos": r"\cos",
    "Real.tan": r"\tan", "Real.sinh": r"\sinh", "Real.cosh": r"\cosh", "Real.arctan": r"\arctan",
    "Real.exp_neg": r"\exp", "max": r"\max", "min": r"\min",
}
_NAMES = {"Real.pi": r"\pi", "ℝ": r"\mathbb{R}", "ℕ": r"\mathbb{N}", "ℤ": r"\mathbb{Z}",
          "ℚ": r"\mathbb{Q}", "ℂ": r"\mathbb{C}", "True": r"\top", "False": r"\bot"}
_CARD = ("Fintype.card", "Finset.card", "Nat.card")


def _ident(part: str) -> str:
    """One identifier: Greek letters as commands, trailing subscript digits or ``_x`` as a
    subscript, a multi-letter word upright."""
    m = re.fullmatch(r"([^\W\d_]|[^\W\d_][^_₀-₉ₐ-ₜ']*?)([₀-₉ₐ-ₜ]+|_[A-Za-z0-9]+)?('*)", part)
    if not m:
        return r"\mathrm{" + part.replace("_", r"\_") + "}"
    base, sub, primes = m.group(1), m.group(2), m.group(3)
    if len(base) == 1:
        out = "\\" + _GREEK[base] + " " if base in _GREEK else base
    else:
        out = r"\mathrm{" + base + "}"
    if sub:
        s = sub.lstrip("_").translate(_SUB)
        out += "_{" + (s if len(s) == 1 or s.isdigit() else r"\mathrm{" + s + "}") + "}"
    return out + primes


def _name(n: str) -> str:
    if n in _NAMES:
        return _NAMES[n]
    last = n.rsplit(".", 1)[-1] if "." in n and n[0].isupper() else n
    if "." in last:  # field notation on a variable: s.card, hπ.le
        obj, _, fld = last.partition(".")
        return r"\mathrm{" + fld.replace("_", r"\_") + "}(" + _ident(obj) + ")"
    return _ident(last)


def _single_symbol(t: Term) -> bool:
    return isinstance(t, Name) and bool(re.fullmatch(r"[^\W\d_][₀-₉']*", t.id))


def _simple(t: Term) -> bool:
    return isinstance(t, (Name, Num)) or (isinstance(t, App) and _single_symbol(t.fn)
                                          and all(isinstance(a, (Name, Num)) for a in t.args))


def _binders(bs: tuple[BinderSpec, ...]) -> str:
    out = []
    for b in bs:
        s = _ident(b.name) if b.name != "_" else r"\_"
        if b.domain is not None:
            s += r" \in " + tex(b.domain, 51)
        elif b.type is not None:
            s += " : " + tex(b.type, 0)
        out.append(s)
    return ", ".join(out)


def _paren(s: str, need: bool) -> str:
    return r"\left(" + s + r"\right)" if need else s


def _level(t: Term) -> int:
    """The level at which Lean would parse ``t`` as written without parentheses."""
    if isinstance(t, BinOp):
        return _INFIX.get(t.op, (0, 0, 0))[0]
    if isinstance(t, UnOp):
        return _level(t.arg) if t.op == "↑" else {"-": 75, "¬": 40}.get(t.op, _ATOM)
    if isinstance(t, Ascribe):  # written without its parentheses and type
        return _level(t.term)
    if isinstance(t, BigOp):
        return _BIG
    if isinstance(t, (Quant, Lam, Ite)):
        return 0
    if isinstance(t, Arrow):
        return 25
    if isinstance(t, App):
        return _APP
    return _ATOM


def tex(t: Term, prec: int = 0, in_frac: bool = False) -> str:
    """``t`` as TeX, parenthesised when it sits in a place of level ``prec`` that it does not
    reach. ``in_frac``: inside a fraction already (further divisions are written ``a / b``)."""
    return _paren(_tex(t, in_frac), _level(t) < prec)


def _tex(t: Term, in_frac: bool) -> str:  # noqa: C901 - one case per node kind
    if isinstance(t, Num):
        return t.text or str(t.value)
    if isinstance(t, Name):
        return _name(t.id)
    if isinstance(t, Hole):
        return r"\_"
    if isinstance(t, Sort):
        return r"\mathrm{" + t.text.replace("*", r"\ast") + "}"
    if isinstance(t, Abs):
        return r"\left|" + tex(t.arg) + r"\right|"
    if isinstance(t, Norm):
        return r"\left\|" + tex(t.arg) + r"\right\|"
    if isinstance(t, Ascribe):
        return _tex(t.term, in_frac)
    if isinstance(t, VecLit):
        return r"\left(" + ", ".join(tex(e) for e in t.elems) + r"\right)"
    if isinstance(t, AnonCtor):
        return r"\langle " + ", ".join(tex(e) for e in t.elems) + r"\rangle"
    if isinstance(t, Field):
        return r"\mathrm{" + t.name.replace("_", r"\_") + "}" + _paren(tex(t.obj), True)
    if isinstance(t, Arrow):
        return tex(t.dom, 26) + r" \to " + tex(t.cod, 25)
    if isinstance(t, Ite):
        return (r"\begin{cases}" + tex(t.then) + r" & \text{if } " + tex(t.cond)
                + r" \\ " + tex(t.orelse) + r" & \text{otherwise}\end{cases}")
    if isinstance(t, Quant):
        sym = r"\forall " if t.op == "∀" else r"\exists "
        return sym + _binders(t.binders) + r",\ " + tex(t.body)
    if isinstance(t, Lam):
        return r"\left(" + _binders(t.binders) + r" \mapsto " + tex(t.body) + r"\right)"
    if isinstance(t, BigOp):
        sym = r"\sum" if t.op == "∑" else r"\prod"
        return sym + "_{" + _binders(t.binders) + "} " + tex(t.body, _BIG + 1)
    if isinstance(t, UnOp):
        if t.op == "-":
            return "-" + tex(t.arg, 75)
        if t.op == "¬":
            return r"\neg " + tex(t.arg, 40)
        if t.op == "↑":
            return _tex(t.arg, False)
        if t.op == "#":
            return r"\left|" + tex(t.arg) + r"\right|"
        if t.op == "ᵀ":
            return tex(t.arg, _ATOM) + r"^{\top}"
        if t.op == "⁻¹":
            return tex(t.arg, _ATOM) + "^{-1}"
        return t.op + tex(t.arg, _ATOM)
    if isinstance(t, App):
        return _app(t)
    if isinstance(t, BinOp):
        return _binop(t, in_frac)
    raise TypeError(f"no TeX for {type(t).__name__}")


def _app(t: App) -> str:
    fn = t.fn
    if isinstance(fn, Name):
        if fn.id in _CARD and len(t.args) == 1:
            return r"\left|" + tex(t.args[0]) + r"\right|"
        if fn.id == "Real.sqrt" and len(t.args) == 1:
            return r"\sqrt{" + tex(t.args[0]) + "}"
        if fn.id in ("Int.floor", "Nat.floor") and len(t.args) == 1:
            return r"\lfloor " + tex(t.args[0]) + r"\rfloor"
        if fn.id in ("Int.ceil", "Nat.ceil") and len(t.args) == 1:
            return r"\lceil " + tex(t.args[0]) + r"\rceil"
        if fn.id in _FUNCS:
            return _FUNCS[fn.id] + r"\left(" + ", ".join(tex(a) for a in t.args) + r"\right)"
        if _single_symbol(fn) and all(_simple(a) and not isinstance(a, App) for a in t.args):
            return _name(fn.id) + "_{" + ",".join(tex(a) for a in t.args) + "}"
    return tex(fn, _APP) + r"\left(" + ", ".join(tex(a) for a in t.args) + r"\right)"


def _binop(t: BinOp, in_frac: bool) -> str:
    level, lp, rp = _INFIX.get(t.op, (0, 1, 1))
    if t.op == "/" and not in_frac:
        return r"\frac{" + tex(t.lhs, 0, True) + "}{" + tex(t.rhs, 0, True) + "}"
    if t.op == "^":
        base = tex(t.lhs, lp, in_frac)
        if isinstance(t.lhs, App) and not base.startswith(r"\left("):
            base = "{" + base + "}"
        return base + "^{" + tex(t.rhs, 0, in_frac) + "}"
    left, right = tex(t.lhs, lp, in_frac), tex(t.rhs, rp, in_frac)
    if t.op == "*":
        # juxtaposition, except before a number (2 · 3) or after a fraction or big operator
        dot = re.match(r"[-\d]", right) or isinstance(t.lhs, BigOp) and _level(t.lhs) >= lp
        return left + (r" \cdot " if dot else " ") + right
    if t.op == "/":
        return left + " / " + right
    return left + " " + _OP_TEX.get(t.op, r"\mathbin{" + t.op + "}") + " " + right


def lean_tex(text: str) -> str | None:
    """The TeX of one Lean term, or ``None`` when the term is outside the fragment (or malformed):
    the page then shows only the Lean text."""
    try:
        return tex(parse_term(text))
    except (FragmentError, LeanSyntaxError, TypeError, KeyError, RecursionError):
        return None
