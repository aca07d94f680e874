"""An oracle for dgg's counterexamples that shares no code with dgg (issue 28, item 3).

It reads a Lean statement from its source text with its own small reader and parser (the part of
Lean the corpora use: arithmetic with Lean's ``binop%`` typing over ℕ ⊂ ℤ ⊂ ℚ ⊂ ℝ, ``Real.*``
functions, ``Nat``/``Int`` functions, finsets, finite sums, divisibility, parity, primality), takes a
counterexample as dgg prints it (``{"x": "-2", "π": "![1/2, 1/2]"}``) and decides, with sympy, whether
every hypothesis is true and the conclusion false. Lean's conventions are written out here from
Mathlib's definitions (``x / 0 = 0``, ``0⁻¹ = 0``, ``Real.log x = log |x|``, ``Real.sqrt`` of a
negative number is 0, ``rpow`` of a negative base is ``exp (y log |x|) cos (y π)``, truncated ℕ
subtraction, floor division on ℕ, Euclidean division on ℤ).

Anything it cannot read raises :class:`Unreadable` (with the construct), and a comparison it
cannot decide raises :class:`Undecided`; it never guesses. It imports nothing of ``dgg``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import sympy as sp


class Unreadable(Exception):
    """A construct the oracle does not read."""


class Undecided(Exception):
    """A comparison the oracle could not settle."""


# --------------------------------------------------------------------------------- the reader

_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<num>\d+(?:\.\d+)?)
  | (?P<field>\.[^\W\d][\w'₀-₉]*)
  | (?P<sym>!!\[|!\[|⌋₊|⁻¹|:=|=>|\^\[|[()\[\]{},:|+\-*/^%<>=!≤≥≠→↔∧∨¬∣∈∉∑∏∀∃√⌊⌋⌈⌉⦃⦄↦·])
  | (?P<id>[^\W\d][\w'.₀-₉]*)
""", re.X)
#: ``n.factorial``, ``p.Prime``: generalized field notation on a variable
_METHODS = ("factorial", "Prime", "card", "succ")


def tokens(text: str) -> list[str]:
    out, i = [], 0
    while i < len(text):
        m = _TOKEN.match(text, i)
        if not m:
            raise Unreadable(f"character {text[i]!r}")
        i = m.end()
        if m.lastgroup == "ws":
            continue
        tok = m.group()
        head, dot, meth = tok.rpartition(".")
        if m.lastgroup == "id" and dot and meth in _METHODS and "." not in head \
                and head[0].islower():
            out += [head, "." + meth]
            continue
        out.append(tok)
    return out


INFIX = {"→": (25, 24), "↔": (20, 21), "∨": (30, 29), "∧": (35, 34),
         "=": (50, 51), "≠": (50, 51), "<": (50, 51), "≤": (50, 51), ">": (50, 51), "≥": (50, 51),
         "∈": (50, 51), "∉": (50, 51), "∣": (50, 51),
         "+": (65, 66), "-": (65, 66), "*": (70, 71), "/": (70, 71), "%": (70, 71),
         "^": (75, 74)}
APP = 1000
STOP = {")", "]", ",", ":", ":=", "|", "⌋", "⌋₊", "⌉", "}", "⦄", "=>", "↦", "then", "else", None}


class Parser:
    def __init__(self, text: str) -> None:
        self.t = tokens(text)
        self.i = 0

    def peek(self) -> str | None:
        return self.t[self.i] if self.i < len(self.t) else None

    def next(self) -> str:
        tok = self.peek()
        if tok is None:
            raise Unreadable("unexpected end")
        self.i += 1
        return tok

    def expect(self, tok: str) -> None:
        got = self.next()
        if got != tok:
            raise Unreadable(f"expected {tok!r}, got {got!r}")

    def done(self) -> bool:
        return self.peek() is None

    def expr(self, rbp: int = 0) -> Any:
        left = self.nud(self.next())
        while True:
            tok = self.peek()
            if tok == "⁻¹":
                self.next()
                left = ("inv", left)
            elif tok == "!":
                self.next()
                left = ("app", ("var", "Nat.factorial"), [left])
            elif tok == "^[":  # Mathlib's `f^[n]` (Nat.iterate), of the term just read
                self.next()
                count = self.expr()
                self.expect("]")
                left = ("iterate", left, count)
            elif tok is not None and tok.startswith(".") and len(tok) > 1:
                self.next()
                left = ("field", left, tok[1:])
            elif tok in INFIX and INFIX[tok][0] > rbp:
                self.next()
                lbp, nbp = INFIX[tok]
                left = ("op", tok, left, self.expr(nbp))
            elif tok not in STOP and tok not in INFIX and APP > rbp and self._starts(tok):
                args = [self.expr(APP)]
                while self.peek() not in STOP and self.peek() not in INFIX and self._starts(self.peek()):
                    args.append(self.expr(APP))
                left = ("app", left, args) if left[0] != "app" else ("app", left[1], left[2] + args)
            else:
                return left

    @staticmethod
    def _starts(tok: str | None) -> bool:
        return tok is not None and (tok in ("(", "![", "!![", "⌊", "⌈", "√") or
                                    re.match(r"[\w]", tok) is not None) and tok not in (
                                        "fun", "if", "then", "else", "in")

    def nud(self, tok: str) -> Any:
        if re.fullmatch(r"\d+(\.\d+)?", tok):
            return ("num", sp.Rational(tok))
        if tok == "(":
            e = self.expr()
            if self.peek() == ":":
                self.next()
                ty = self._type_until(")")
                return ("asc", e, ty)
            if self.peek() == ",":
                items = [e]
                while self.peek() == ",":
                    self.next()
                    items.append(self.expr())
                self.expect(")")
                return ("tuple", items)
            self.expect(")")
            return e
        if tok == "-":
            return ("neg", self.expr(74))
        if tok == "¬":
            return ("not", self.expr(40))
        if tok == "√":
            return ("app", ("var", "Real.sqrt"), [self.expr(100)])
        if tok == "|":
            e = self.expr()
            self.expect("|")
            return ("abs", e)
        if tok in ("⌊", "⌈"):
            e = self.expr()
            close = self.next()
            kind = {"⌋": "floor", "⌋₊": "natfloor", "⌉": "ceil"}.get(close)
            if kind is None or (tok == "⌈") != (kind == "ceil"):
                raise Unreadable(f"bracket {tok}…{close}")
            return (kind, e)
        if tok in ("![",):
            items = []
            while self.peek() != "]":
                items.append(self.expr())
                if self.peek() == ",":
                    self.next()
            self.expect("]")
            return ("vec", items)
        if tok in ("∑", "∏"):
            var = self.next()
            ty = None
            if self.peek() == ":":
                self.next()
                ty = self._type_until(",", "∈")
            dom = None
            if self.peek() == "∈":
                self.next()
                dom = self.expr()
            self.expect(",")
            return ("big", tok, var, ty, dom, self.expr(67))
        if tok in ("∀", "∃"):
            names: list[str] = []
            ty = None
            while self.peek() not in (",", ":", "∈", None):
                n = self.next()
                if n in ("⦃", "⦄"):
                    continue
                if n == "(":
                    while self.peek() not in (":",):
                        names.append(self.next())
                    self.next()
                    ty = self._type_until(")")
                    continue
                names.append(n)
            if self.peek() == ":":
                self.next()
                ty = self._type_until(",")
            dom = None
            if self.peek() == "∈":
                self.next()
                dom = self.expr()
            self.expect(",")
            return ("quant", tok, names, ty, dom, self.expr())
        if tok == "if":
            cond = self.expr()
            self.expect("then")
            yes = self.expr()
            self.expect("else")
            return ("ite", cond, yes, self.expr())
        if tok in ("fun", "λ"):
            names = []
            while self.peek() not in ("=>", "↦"):
                names.append(self.next())
            self.next()
            return ("lam", names, self.expr())
        if tok in INFIX or tok in STOP:
            raise Unreadable(f"token {tok!r}")
        return ("var", tok)

    def _type_until(self, *closers: str) -> str:
        depth, out = 0, []
        while True:
            tok = self.peek()
            if tok is None:
                raise Unreadable("unterminated type")
            if depth == 0 and tok in closers:
                if tok == ")":
                    self.next()
                return " ".join(out)
            depth += tok in ("(", "[", "![")
            depth -= tok in (")", "]")
            out.append(self.next())


def parse(text: str) -> Any:
    p = Parser(text)
    e = p.expr()
    if not p.done():
        raise Unreadable(f"trailing {p.peek()!r}")
    return e


# ------------------------------------------------------------------------- Lean declarations

@dataclass
class Decl:
    name: str
    binders: list[tuple[str, str]]  # (name, type) of every explicit/implicit variable
    hyps: list[tuple[str, str]]  # (name, proposition text)
    conclusion: str
    defs: dict[str, tuple[list[tuple[str, str]], str, str]] = field(default_factory=dict)


_SORTS = {"ℝ": "R", "ℕ": "N", "ℤ": "Z", "ℚ": "Q", "ℕ+": "N"}


def _groups(header: str) -> tuple[list[str], str]:
    """Bracketed binder groups at the start of ``header`` and the rest after the colon."""
    groups, i = [], 0
    pairs = {"(": ")", "{": "}", "[": "]", "⦃": "⦄"}
    while True:
        while i < len(header) and header[i].isspace():
            i += 1
        if i < len(header) and header[i] in pairs:
            close, depth, j = pairs[header[i]], 0, i
            while True:
                if header[j] == header[i]:
                    depth += 1
                elif header[j] == close:
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            groups.append(header[i:j + 1])
            i = j + 1
            continue
        rest = header[i:]
        if not rest.startswith(":"):
            raise Unreadable(f"header {rest[:20]!r}")
        return groups, rest[1:]


def _is_type(t: str) -> bool:
    """A binder type (a variable), not a proposition (a hypothesis)."""
    t = t.strip()
    if "→" in t:
        return all(_is_type(part) for part in t.split("→"))
    return t in _SORTS or t.startswith(("Fin ", "Finset", "Matrix", "Type")) or \
        re.fullmatch(r"[^\W\d]", t) is not None


def _binders(groups: list[str]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    variables, hyps = [], []
    for g in groups:
        if g[0] == "[":
            continue
        inner = g[1:-1]
        names, _, ty = inner.partition(":")
        ty = ty.strip()
        if _is_type(ty):
            variables += [(n, ty) for n in names.split()]
        else:
            hyps += [(n, ty) for n in names.split()]
    return variables, hyps


def read_lean(text: str) -> dict[str, Decl]:
    """Every ``theorem``/``lemma`` of ``text`` by short name, with the ``variable``s in scope and
    the ``def``s before it."""
    text = re.sub(r"/-.*?-/", " ", text, flags=re.S)
    text = re.sub(r"--[^\n]*", " ", text)
    out: dict[str, Decl] = {}
    scoped: list[list[tuple[str, str]]] = [[]]
    defs: dict[str, tuple[list[tuple[str, str]], str, str]] = {}
    commands = re.split(r"\n(?=\S)", text)
    for cmd in commands:
        cmd = re.sub(r"^open [\w. ]+ in\s+", "", cmd.strip())
        head = cmd.split(None, 1)[0] if cmd else ""
        if head == "section" or head == "namespace":
            scoped.append(list(scoped[-1]))
        elif head == "end":
            if len(scoped) > 1:
                scoped.pop()
        elif head == "variable":
            groups, _ = _groups(cmd[len("variable"):] + " :")
            scoped[-1] += _binders(groups)[0]
        elif head in ("def", "abbrev", "noncomputable"):
            m = re.match(r"(?:noncomputable\s+)?(?:def|abbrev)\s+(\S+)(.*?):=(.*)", cmd, re.S)
            if not m:
                continue  # not a definition the statements can use
            groups, result = _groups(m.group(2))
            params, body = _binders(groups)[0], m.group(3).strip()
            lam = re.fullmatch(r"fun\s+(\w+)\s*(?:↦|=>)\s*(.*)", body, re.S)
            if "→" in result and lam and not params:  # `def f : ℕ → ℤ := fun n ↦ …`
                dom, _, result = result.rpartition("→")
                params, body = [(lam.group(1), dom.strip())], lam.group(2)
            try:
                defs[m.group(1).rsplit(".", 1)[-1]] = (params, sort_of(result), body)
            except Unreadable:
                continue
        elif head in ("theorem", "lemma"):
            m = re.match(r"(?:theorem|lemma)\s+(\S+)(.*)", cmd, re.S)
            assert m
            name, rest = m.group(1), m.group(2)
            stmt = _until_assign(rest)
            groups, concl = _groups(stmt)
            variables, hyps = _binders(groups)
            mentioned = set(re.findall(r"[^\W\d][\w'₀-₉]*", stmt))
            extra = [v for v in scoped[-1] if v[0] in mentioned and v[0] not in dict(variables)]
            short = name.rsplit(".", 1)[-1]  # `theorem Real.foo` inside the file's namespaces
            out[short] = Decl(name, extra + variables, hyps, concl.strip(), dict(defs))
    return out


def _until_assign(s: str) -> str:
    """The signature before the value: up to the first depth-0 `:=`, or, with none, up to the
    first depth-0 `|` that starts match alternatives (`… | _, _ => by sorry`: Lean's
    `declValEqns`)."""
    depth, alt = 0, -1
    for i, ch in enumerate(s):
        depth += ch in "([{⦃"
        depth -= ch in ")]}⦄"
        if depth == 0 and s.startswith(":=", i):
            return s[:i]
        if depth == 0 and ch == "|" and alt < 0 and "=>" in s[i:] and "|" not in s[
                i + 1:s.index("=>", i)]:
            alt = i
    if alt >= 0:
        return s[:alt]
    raise Unreadable("no :=")


# ------------------------------------------------------------------------------- deciding

def sign(e: Any) -> int:
    """The sign of a real sympy number, certain or :class:`Undecided`."""
    e = sp.sympify(e)
    if e.is_Rational:
        return int(sp.sign(e))
    if e.has(sp.zoo, sp.oo, -sp.oo, sp.nan):
        raise Undecided(f"not finite: {e}")
    v1, v2 = sp.N(e, 60), sp.N(e, 90)
    if not (v1.is_real and v2.is_real):
        raise Undecided(f"not real: {e}")
    if abs(v2) > sp.Float("1e-40") and sp.sign(v1) == sp.sign(v2) and abs(v1 - v2) < abs(v2) / 1000:
        return int(sp.sign(v2))
    if sp.count_ops(e) <= 200 and sp.simplify(e) == 0:
        return 0
    raise Undecided(f"too close to 0: {e}")


_ORDER = {"N": 0, "Z": 1, "Q": 2, "R": 3}


def join(*ts: str | None) -> str | None:
    ts2 = [t for t in ts if t is not None]
    return max(ts2, key=lambda t: _ORDER[t]) if ts2 else None


def _iterated(f: Any) -> tuple[str, str, Any]:
    """The bound name, sort and body of the function of an iterate ``(fun x : T => body)^[n]``
    (only a ``fun`` whose binder is typed: its sort is the iterate's)."""
    fn = f[1]
    if fn[0] != "lam" or len(fn[1]) != 3 or fn[1][1] != ":":
        raise Unreadable("an iterate of something other than a typed fun")
    return fn[1][0], sort_of(fn[1][2]), fn[2]


def sort_of(ty: str) -> str:
    ty = ty.strip()
    if ty.startswith("(") and ty.endswith(")"):
        ty = ty[1:-1].strip()
    if ty in _SORTS:
        return _SORTS[ty]
    raise Unreadable(f"type {ty}")


@dataclass
class Fn:
    """A function-valued variable or definition: ``call(args) → value``, its result sort."""
    call: Callable[..., Any]
    sort: str | None
    arity: int = 1


@dataclass
class Val:
    kind: str  # "scalar", "vec", "set", "fn", "size"
    v: Any
    sort: str | None = None


_REAL1 = {"Real.exp": sp.exp, "Real.sin": sp.sin, "Real.cos": sp.cos, "Real.arctan": sp.atan}
_OPEN = {"sqrt": "Real.sqrt", "exp": "Real.exp", "log": "Real.log", "sin": "Real.sin",
         "cos": "Real.cos", "tan": "Real.tan", "arctan": "Real.arctan", "π": "Real.pi",
         "range": "Finset.range", "Icc": "Finset.Icc", "Ico": "Finset.Ico", "succ": "Nat.succ",
         "card": "Finset.card", "choose": "Nat.choose", "factorial": "Nat.factorial"}
_NAT = {"Nat.choose", "Nat.factorial", "Nat.gcd", "Nat.lcm", "Nat.succ", "Finset.card"}


def _real_div(a: Any, b: Any) -> Any:
    return sp.Integer(0) if sign(b) == 0 else a / b


class Eval:
    def __init__(self, env: dict[str, Val],
                 defs: dict[str, tuple[list[tuple[str, str]], str, str]]) -> None:
        self.env = env
        self.defs = defs

    # ------------------------------------------------------------------ typing (binop%)
    def sort(self, e: Any) -> str | None:
        tag = e[0]
        if tag == "num":
            return None
        if tag == "var":
            name = _OPEN.get(e[1], e[1])
            if name == "Real.pi":
                return "R"
            if e[1] not in self.env and e[1] in self.defs and not self.defs[e[1]][0]:
                return self.defs[e[1]][1]  # a constant
            v = self.env.get(e[1])
            if v is None:
                raise Unreadable(f"name {e[1]}")
            return v.sort
        if tag == "asc":
            return sort_of(e[2])
        if tag in ("neg", "abs"):
            return self.sort(e[1])
        if tag == "ite":
            return join(self.sort(e[2]), self.sort(e[3]))
        if tag == "op" and e[1] in "+-*/%":
            return join(self.sort(e[2]), self.sort(e[3]))
        if tag == "op" and e[1] == "^":
            return self.sort(e[2])
        if tag == "inv":
            return join(self.sort(e[1]), "Q")
        if tag in ("floor", "ceil"):
            return "Z"
        if tag == "natfloor":
            return "N"
        if tag == "big":
            return self._with_bound(e, lambda: self.sort(e[5]))
        if tag == "field":
            return "N" if e[2] in ("card", "factorial") else None
        if tag == "app":
            f = e[1]
            if f[0] == "field":
                return "N" if f[2] in ("card",) else None
            if f[0] == "iterate":
                return _iterated(f)[1]
            name = _OPEN.get(f[1], f[1]) if f[0] == "var" else None
            if name is None:
                raise Unreadable("application of a compound term")
            if name.startswith("Real.") or name == "Int.fract":
                return "R"
            if name in _NAT:
                return "N"
            if name in ("max", "min"):
                return join(*(self.sort(a) for a in e[2]))
            if name in self.defs:
                return self.defs[name][1]
            v = self.env.get(f[1])
            if v is not None and v.kind in ("fn", "vec"):
                return v.sort
            raise Unreadable(f"function {name}")
        raise Unreadable(f"sort of {tag}")

    # ------------------------------------------------------------------ values
    def num(self, e: Any, want: str | None) -> Any:
        """The value of the term ``e`` elaborated with the expected sort ``want`` (its own sort if
        None): an arithmetic tree takes the larger of its leaves' sorts and ``want``; a function
        call (``|·|``, ``max``, ``∑``) passes ``want`` on to its arguments."""
        s = join(self.sort(e), want) or "N"
        if self._is_leaf_call(e):
            return self._leaf(e, s)
        return self._num(e, s)

    @staticmethod
    def _is_leaf_call(e: Any) -> bool:
        """``|x|``, ``max a b``, ``∑ i ∈ s, b``: function calls, so inside a ``binop%`` tree they
        are leaves, elaborated without the tree's sort and coerced whole."""
        return e[0] in ("abs", "big", "ite") or (e[0] == "app" and e[1][0] == "var"
                                           and e[1][1] in ("max", "min"))

    def _leaf(self, e: Any, s: str) -> Any:
        if e[0] == "abs":
            return sp.Abs(self._num(e[1], s))
        if e[0] == "big":
            return self._big(e, s)
        if e[0] == "ite":
            return self._num(e[2], s) if self.prop(e[1]) else self._num(e[3], s)
        a, b = (self._num(x, s) for x in e[2])
        le = sign(a - b) <= 0
        return (b if le else a) if e[1][1] == "max" else (a if le else b)

    def _num(self, e: Any, s: str) -> Any:
        tag = e[0]
        if tag == "num":
            if s in ("N", "Z") and not e[1].is_Integer:
                raise Unreadable("decimal literal at an integer sort")
            return e[1]
        if tag == "var":
            name = _OPEN.get(e[1], e[1])
            if name == "Real.pi":
                return sp.pi
            if e[1] not in self.env and e[1] in self.defs and not self.defs[e[1]][0]:
                _, result, body = self.defs[e[1]]
                return self.num(parse(body), result)
            if e[1] not in self.env:
                raise Unreadable(f"name {e[1]}")
            v = self.env[e[1]]
            if v.kind != "scalar":
                raise Unreadable(f"{e[1]} is not a number")
            return v.v
        if tag == "asc":
            return self.num(e[1], sort_of(e[2]))
        if tag == "neg":
            return -self._num(e[1], s)
        if self._is_leaf_call(e):  # its own sort, then coerced to s; numerals only: s itself
            return self._leaf(e, self.sort(e) or s)
        if tag == "inv":
            x = self._num(e[1], s)
            return _real_div(sp.Integer(1), x)
        if tag == "op":
            return self._op(e[1], e[2], e[3], s)
        if tag == "floor":
            return sp.floor(self.num(e[1], None))
        if tag == "ceil":
            return sp.ceiling(self.num(e[1], None))
        if tag == "natfloor":
            return sp.Max(0, sp.floor(self.num(e[1], None)))
        if tag in ("app", "field"):
            return self._app(e, s)
        raise Unreadable(f"term {tag}")

    def _op(self, op: str, a: Any, b: Any, s: str) -> Any:
        if op == "^":
            base = self._num(a, s)
            es = self.sort(b) or "N"
            if abs(sign_free_magnitude(self._num(b, es))) > MAX_EXPONENT:
                raise Unreadable("an exponent beyond 10⁴ (exact powers would not finish)")
            if es == "N":
                k = self._num(b, "N")
                return base ** k
            if es == "Z":
                k = self._num(b, "Z")
                return (sp.Integer(0) if k < 0 and sign(base) == 0 else base ** k)
            y = self._num(b, es)
            return rpow(base, y)
        x, y = self._num(a, s), self._num(b, s)
        if op == "+":
            return x + y
        if op == "*":
            return x * y
        if op == "-":
            return sp.Max(0, x - y) if s == "N" else x - y
        if op == "/":
            if s in ("N", "Z"):
                if y == 0:
                    return sp.Integer(0)
                q = sp.floor(x / abs(y))
                return q if y > 0 else -q
            return _real_div(x, y)
        if op == "%":
            if s not in ("N", "Z"):
                raise Unreadable("% on a field")
            return x if y == 0 else x - abs(y) * sp.floor(x / abs(y))
        raise Unreadable(f"operator {op}")

    def _domain(self, dom: Any) -> tuple[list[Any], str]:
        """The elements of a finset term and their sort."""
        if dom[0] == "var" and dom[1] in self.env and self.env[dom[1]].kind == "set":
            v = self.env[dom[1]]
            return sorted(v.v), "N"
        if dom[0] == "field" or (dom[0] == "app" and dom[1][0] == "field"):
            f = dom if dom[0] == "field" else dom[1]
            if f[2] == "filter" and dom[0] == "app":
                elems, s = self._domain(f[1])
                return [x for x in elems if self.pred(dom[2][0], x, s)], s
            raise Unreadable(f"finset .{f[2]}")
        if dom[0] == "app" and dom[1][0] == "var":
            name = _OPEN.get(dom[1][1], dom[1][1])
            args = dom[2]
            if name == "Finset.range":
                n = self.num(args[0], "N")
                _small(n)
                return [sp.Integer(i) for i in range(int(n))], "N"
            if name in ("Finset.Icc", "Finset.Ico"):
                s = join(*(self.sort(a) for a in args)) or "N"
                lo, hi = (self.num(a, s) for a in args)
                _small(hi - lo)
                stop = int(hi) + (name == "Finset.Icc")
                return [sp.Integer(i) for i in range(int(lo), stop)], s
            if name == "Finset.filter":
                elems, s = self._domain(args[1])
                return [x for x in elems if self.pred(args[0], x, s)], s
        raise Unreadable("finset term")

    def pred(self, p: Any, x: Any, s: str) -> bool:
        if p[0] == "var":
            return self.prop(("app", p, [("val", x, s)]))
        if p[0] == "lam" and len(p[1]) == 1:
            return self._bind({p[1][0]: Val("scalar", x, s)}, lambda: self.prop(p[2]))
        raise Unreadable("predicate")

    def _bind(self, new: dict[str, Val], thunk: Callable[[], Any]) -> Any:
        old = dict(self.env)
        self.env.update(new)
        try:
            return thunk()
        finally:
            self.env = old

    def _with_bound(self, e: Any, thunk: Callable[[], Any]) -> Any:
        _, _, var, ty, dom, _ = e
        if dom is None:
            if ty is not None and ty.startswith("Fin "):
                s = "N"
            else:
                s = "N"  # ∑ i, f i over the index type of a vector
        else:
            s = self._domain_sort(dom)
        return self._bind({var: Val("scalar", sp.Integer(0), s)}, thunk)

    def _domain_sort(self, dom: Any) -> str:
        if dom[0] == "app" and dom[1][0] == "var" and _OPEN.get(dom[1][1], dom[1][1]) in (
                "Finset.Icc", "Finset.Ico"):
            return join(*(self.sort(a) for a in dom[2])) or "N"
        return "N"

    def _big(self, e: Any, s: str) -> Any:
        _, op, var, ty, dom, body = e
        if dom is None:
            n = self._index_size(body, var)
            elems, es = [sp.Integer(i) for i in range(n)], "N"
        else:
            elems, es = self._domain(dom)
        acc = sp.Integer(0 if op == "∑" else 1)
        for x in elems:
            v = self._bind({var: Val("scalar", x, es)}, lambda: self.num(body, s))
            acc = acc + v if op == "∑" else acc * v
        return acc

    def _index_size(self, body: Any, var: str) -> int:
        """``∑ i, f i``: the length of the vector ``f`` applied to ``i``."""
        if body[0] == "app" and body[1][0] == "var" and body[2] == [("var", var)]:
            v = self.env.get(body[1][1])
            if v is not None and v.kind == "vec":
                return len(v.v)
        raise Unreadable("∑ over a type")

    def _app(self, e: Any, s: str) -> Any:
        if e[0] == "field":
            obj, name = e[1], e[2]
            if name == "card":
                return sp.Integer(len(self._domain(obj)[0]))
            if name == "factorial":
                return sp.factorial(_small(self.num(obj, "N")))
            raise Unreadable(f".{name}")
        f, args = e[1], e[2]
        if f[0] == "field":
            raise Unreadable(f"method .{f[2]} as a number")
        if f[0] == "iterate":  # Nat.iterate: x, then the function applied n times
            if len(args) != 1:
                raise Unreadable("an iterate not applied to one point")
            name, sort, body = _iterated(f)
            k = _small(self.num(f[2], "N"))
            v = self.num(args[0], sort)
            for _ in range(int(k)):
                v = self._bind({name: Val("scalar", v, sort)},
                               lambda: self.num(body, sort))  # noqa: B023 - called at once
            return v
        name = _OPEN.get(f[1], f[1])
        if f[1] in self.env and self.env[f[1]].kind in ("fn", "vec"):
            v = self.env[f[1]]
            if v.kind == "vec":
                (a,) = args
                return v.v[int(self.num(a, "N"))]
            return v.v.call(*args)
        if name in self.defs:
            params, result, body = self.defs[name]
            vals = {p: Val("scalar", self.num(a, sort_of(t)), sort_of(t))
                    for (p, t), a in zip(params, args, strict=True)}
            return self._bind(vals, lambda: self.num(parse(body), result))
        if name in _REAL1:
            return _REAL1[name](self.num(args[0], "R"))
        if name == "Real.sqrt":
            x = self.num(args[0], "R")
            return sp.Integer(0) if sign(x) <= 0 else sp.sqrt(x)
        if name == "Real.log":
            x = self.num(args[0], "R")
            return sp.Integer(0) if sign(x) == 0 else sp.log(sp.Abs(x))
        if name == "Real.tan":
            x = self.num(args[0], "R")
            return _real_div(sp.sin(x), sp.cos(x))
        if name == "Real.logb":
            b, x = (self.num(a, "R") for a in args)
            lb = sp.Integer(0) if sign(b) == 0 else sp.log(sp.Abs(b))
            lx = sp.Integer(0) if sign(x) == 0 else sp.log(sp.Abs(x))
            return _real_div(lx, lb)
        if name == "Int.fract":
            x = self.num(args[0], "R")
            return x - sp.floor(x)
        if name == "Nat.factorial":
            return sp.factorial(_small(self.num(args[0], "N")))
        if name == "Nat.succ":
            return self.num(args[0], "N") + 1
        if name == "Nat.choose":
            n, k = (self.num(a, "N") for a in args)
            return sp.Integer(0) if k > n else sp.binomial(n, k)
        if name in ("Nat.gcd", "Nat.lcm"):
            a, b = (self.num(x, "N") for x in args)
            return sp.gcd(a, b) if name == "Nat.gcd" else sp.lcm(a, b)
        if name == "Finset.card":
            return sp.Integer(len(self._domain(args[0])[0]))
        raise Unreadable(f"function {name}")

    # ------------------------------------------------------------------ propositions
    def prop(self, e: Any) -> bool:
        tag = e[0]
        if tag == "op" and e[1] in ("=", "≠", "<", "≤", ">", "≥"):
            a, b = e[2], e[3]
            if a[0] == "tuple" and b[0] == "tuple":
                eqs = [self.prop(("op", "=", x, y)) for x, y in zip(a[1], b[1], strict=True)]
                return all(eqs) if e[1] == "=" else not all(eqs)
            s = join(self.sort(a), self.sort(b)) or "N"
            d = sign(self._num(a, s) - self._num(b, s))
            return {"=": d == 0, "≠": d != 0, "<": d < 0, "≤": d <= 0, ">": d > 0,
                    "≥": d >= 0}[e[1]]
        if tag == "op" and e[1] == "∧":
            return self.prop(e[2]) and self.prop(e[3])
        if tag == "op" and e[1] == "∨":
            return self.prop(e[2]) or self.prop(e[3])
        if tag == "op" and e[1] == "→":
            return (not self.prop(e[2])) or self.prop(e[3])
        if tag == "op" and e[1] == "↔":
            return self.prop(e[2]) == self.prop(e[3])
        if tag == "not":
            return not self.prop(e[1])
        if tag == "op" and e[1] == "∣":
            s = join(self.sort(e[2]), self.sort(e[3])) or "N"
            a, b = self._num(e[2], s), self._num(e[3], s)
            return b == 0 if a == 0 else (b % a) == 0
        if tag == "op" and e[1] in ("∈", "∉"):
            inside = self._member(e[2], e[3])
            return inside if e[1] == "∈" else not inside
        if tag == "quant":
            return self._quant(e)
        if tag == "app" and e[1][0] == "field" and e[1][2] == "Prime" or (
                tag == "field" and e[2] == "Prime"):
            obj = e[1][1] if tag == "app" else e[1]
            return bool(sp.isprime(int(self.num(obj, "N"))))
        if tag == "app" and e[1][0] == "var" and e[1][1] in ("Nat.Prime", "Odd", "Even") \
                and len(e[2]) == 1:
            name, arg = e[1][1], e[2][0]
            x = arg[1] if arg[0] == "val" else self.num(arg, None)
            if name == "Nat.Prime":
                return bool(sp.isprime(int(x)))
            return (x % 2 == 1) == (name == "Odd")
        if tag == "val":
            raise Unreadable("value as a proposition")
        raise Unreadable(f"proposition {tag} {e[1] if len(e) > 1 and isinstance(e[1], str) else ''}")

    def _member(self, x: Any, dom: Any) -> bool:
        if dom[0] == "app" and dom[1] == ("var", "Set.Icc"):
            lo, hi = dom[2]
            s = join(self.sort(x), self.sort(lo), self.sort(hi)) or "N"
            v = self._num(x, s)
            return sign(self._num(lo, s) - v) <= 0 and sign(v - self._num(hi, s)) <= 0
        elems, s = self._domain(dom)
        v = self.num(x, s)
        return any(v == y for y in elems)

    def _quant(self, e: Any) -> bool:
        _, q, names, ty, dom, body = e
        if dom is None:
            raise Unreadable(f"{q} over a type")
        elems, s = self._domain(dom)
        if len(names) != 1:
            raise Unreadable("several bound names over a finset")
        results = (self._bind({names[0]: Val("scalar", x, s)}, lambda: self.prop(body))
                   for x in elems)
        return all(results) if q == "∀" else any(results)


#: exponents the oracle computes: ``x ^ 10⁹`` exactly would not finish
MAX_EXPONENT = 10 ** 4


def _small(n: Any) -> Any:
    """``n`` itself, if it is at most 10⁴ (a finset's size, a factorial's argument)."""
    if n > MAX_EXPONENT:
        raise Unreadable(f"{n} is too large to enumerate")
    return n


def sign_free_magnitude(y: Any) -> Any:
    """``|y|`` as a number when it is one (a rational or a float evaluation), else 0."""
    y = sp.sympify(y)
    if y.is_Rational:
        return abs(y)
    try:
        return abs(sp.N(y, 15))
    except (TypeError, ValueError):
        return 0


def rpow(x: Any, y: Any) -> Any:
    """Mathlib's ``Real.rpow``."""
    sx = sign(x)
    if sx > 0:
        return x ** y
    if sx == 0:
        return sp.Integer(1) if sign(y) == 0 else sp.Integer(0)
    return sp.exp(y * sp.log(-x)) * sp.cos(y * sp.pi)


# ------------------------------------------------------------------------------ the verdict

def literal(text: str, ty: str) -> Val:
    """A value as dgg prints it, for a variable of Lean type ``ty``."""
    text = text.strip()
    if text.startswith("≈"):
        raise Unreadable("an enclosure of a root (≈…)")
    if ty.startswith("Type"):
        m = re.fullmatch(r"Fin (\d+)", text)
        if not m:
            raise Unreadable(f"type value {text}")
        return Val("size", int(m.group(1)))
    if ty.startswith("Finset"):
        body = text.strip("{}").strip()
        return Val("set", {sp.Integer(int(x)) for x in body.split(",")} if body else set(), "N")
    if "→" in ty:
        dom, _, cod = ty.rpartition("→")
        if not text.startswith("!["):
            raise Unreadable(f"function value {text}")
        items = [sp.Rational(x.strip()) for x in text[2:-1].split(",") if x.strip()]
        return Val("vec", items, sort_of(cod))
    s = sort_of(ty)
    v = sp.Rational(text)
    if s in ("N", "Z") and not v.is_Integer:
        raise Unreadable(f"non-integer {text} for {ty}")
    return Val("scalar", v, s)


def _definition(hyp: Any, functions: set[str]) -> tuple[str, list[str], Any] | None:
    """``∀ x, f x = body`` with ``f`` a function variable: ``(f, [x], body)``."""
    if hyp[0] != "quant" or hyp[1] != "∀" or hyp[4] is not None:
        return None
    body = hyp[5]
    if body[0] == "op" and body[1] == "=" and body[2][0] == "app" and body[2][1][0] == "var" \
            and body[2][1][1] in functions and [a for a in body[2][2]] == [("var", n)
                                                                          for n in hyp[2]]:
        return body[2][1][1], hyp[2], body[3]
    return None


#: dgg's families for a function ``f : ℝ → ℝ`` (docs/fragment.md, "Unpinned function
#: variables"): the assumption on ``f`` that selects it (a regex on the hypothesis, ``F`` standing
#: for the function's name), the member ``fun x ↦ F(x; f₀, f₁, …)``, and a sufficient condition on
#: the parameters for the member to meet the assumption (checked here, not taken from dgg).
_FAMILIES: list[tuple[str, int, Callable[..., Any], Callable[..., bool]]] = [
    (r"(Monotone F|∀ ⦃(\w+) (\w+)⦄, \2 ≤ \3 → F \2 ≤ F \3)", 6,
     lambda x, p: p[0] + p[1] * x + p[2] * x ** 3 + p[3] * sp.Max(x, p[4]) + p[5] * sp.atan(x),
     lambda p: all(p[i] >= 0 for i in (1, 2, 3, 5))),
    (r"∀ (\w+), 0 < F \1", 4,
     lambda x, p: p[0] + p[1] * x ** 2 + p[2] * sp.Abs(x - p[3]),
     lambda p: p[0] > 0 and p[1] >= 0 and p[2] >= 0),
    (r"∀ (\w+), 0 ≤ F \1", 4,
     lambda x, p: p[0] + p[1] * x ** 2 + p[2] * sp.Abs(x - p[3]),
     lambda p: p[0] >= 0 and p[1] >= 0 and p[2] >= 0),
    (r"∀ (\w+) (\w+), F \(\1 \+ \2\) = F \1 \+ F \2", 1, lambda x, p: p[0] * x,
     lambda p: True),
]
_FREE = (6, lambda x, p: p[0] + p[1] * x + p[2] * x ** 2 + p[3] * sp.Abs(x - p[4]) + p[5] * sp.atan(x))
_SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")


def _family(name: str, hyps: list[tuple[str, str]], values: dict[str, str]
            ) -> tuple[Val, set[str]] | None:
    """The member of dgg's family that the parameters ``name₀, name₁, …`` in ``values`` pick, and
    the hypotheses it meets by construction; ``None`` when ``values`` has no such parameters.
    Raises :class:`Unreadable` for a family this oracle does not know, and returns a member that
    refutes nothing (``None`` function) when the parameters break the assumption."""
    params = []
    while f"{name}{str(len(params)).translate(_SUB)}" in values:
        params.append(sp.Rational(values.pop(f"{name}{str(len(params)).translate(_SUB)}")))
    if not params:
        return None
    met: set[str] = set()
    formula = None
    for h, text in hyps:
        norm = " ".join(text.split())
        for pattern, n, f, ok in _FAMILIES:
            if re.fullmatch(pattern.replace("F", re.escape(name)), norm):
                if formula is not None or n != len(params):
                    raise Unreadable(f"family of {name}: {len(params)} parameters, {norm}")
                if not ok(params):
                    raise AssumptionBroken(f"{name} with {params} does not meet {norm}")
                formula = f
                met.add(h)
    if formula is None:
        if len(params) != _FREE[0]:
            raise Unreadable(f"family of {name}: {len(params)} parameters")
        formula = _FREE[1]
    return Val("fn", (formula, params), "R"), met


class AssumptionBroken(Exception):
    """A printed function does not meet the statement's assumption on it."""


def refutes(decl: Decl, values: dict[str, str] | None) -> bool:
    """Whether ``values`` make every hypothesis of ``decl`` true and its conclusion false."""
    values = dict(values or {})
    env: dict[str, Val] = {}
    functions = {n for n, t in decl.binders if "→" in t}
    ev = Eval(env, decl.defs)
    concl = parse(decl.conclusion)
    binders = list(decl.binders)
    while concl[0] == "quant" and concl[1] == "∀" and concl[4] is None and \
            all(n in values for n in concl[2]):
        binders += [(n, concl[3] or _domain_of(concl[5], n, decl.binders)) for n in concl[2]]
        concl = concl[5]
    for n, t in binders:
        if n in values:
            env[n] = literal(values.pop(n), t)
    by_construction: set[str] = set()
    for n, t in binders:
        if n not in env and t.replace(" ", "") == "ℝ→ℝ":
            try:
                fam = _family(n, decl.hyps, values)
            except AssumptionBroken:
                return False
            if fam is not None:
                (formula, params), met = fam[0].v, fam[1]
                by_construction |= met

                def member(arg: Any, _f=formula, _p=params) -> Any:
                    return _f(ev.num(arg, "R"), _p)

                env[n] = Val("fn", Fn(member, "R"), "R")
    if values:
        raise Unreadable(f"values for names the statement does not bind: {sorted(values)}")
    hyps = [(n, parse(t)) for n, t in decl.hyps]
    for _n, h in hyps:
        d = _definition(h, functions)
        if d is not None and d[0] not in env:
            fname, params, body = d
            cod = [t for m, t in decl.binders if m == fname][0]
            dom_sort, _, cod_sort = (x.strip() for x in cod.rpartition("→"))
            ds, cs = sort_of(dom_sort), sort_of(cod_sort)

            def call(*args: Any, _p=params, _b=body, _ds=ds, _cs=cs) -> Any:
                vals = {p: Val("scalar", ev.num(a, _ds), _ds) for p, a in zip(_p, args, strict=True)}
                return ev._bind(vals, lambda: ev.num(_b, _cs))

            env[fname] = Val("fn", Fn(call, cs), cs)
    for n, t in binders:
        if n not in env:
            raise Unreadable(f"no value for {n} : {t}")
    for name, h in hyps:
        d = _definition(h, functions)
        if d is not None or name in by_construction:
            continue  # true by the construction of the function above
        if not ev.prop(h):
            return False
    return not ev.prop(concl)


def _domain_of(body: Any, name: str, binders: list[tuple[str, str]]) -> str:
    """The type of ``∀ x, …`` written without one: the domain of a function applied to ``x``."""
    fns = dict(binders)
    found: list[str] = []

    def walk(t: Any) -> None:
        if isinstance(t, tuple):
            if t[0] == "app" and t[1][0] == "var" and t[1][1] in fns and ("var", name) in t[2]:
                found.append(fns[t[1][1]].rpartition("→")[0].strip())
            for x in t[1:]:
                walk(x)
        elif isinstance(t, list):
            for x in t:
                walk(x)

    walk(body)
    if not found:
        raise Unreadable(f"the type of ∀ {name}")
    return found[0]
