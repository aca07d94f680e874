"""Function variables ``f : ℝ → ℝ`` that no hypothesis pins, drawn from closed-form families.

In: the variables, hypotheses and conclusion of a statement (after ``∀ x, f x = e`` pins are
substituted, :func:`dgg.statements.normalised`). Out: the same statement with each such ``f``
replaced by ``fun x ↦ F(x; θ)``, a member of a family whose parameters ``θ`` are fresh real
variables (named ``f₀``, ``f₁``, …), plus the hypotheses on ``θ`` that make every member
satisfy what the statement assumes of ``f``. Those assumptions are then *met by construction*
and dropped; the sampler and the exact check only see real scalars. The families:

* no assumption: ``f₀ + f₁ x + f₂ x² + f₃ |x - f₄| + f₅ Real.arctan x`` (polynomial,
  piecewise-linear and bounded parts);
* ``Monotone f`` / ``StrictMono f``: ``f₀ + f₁ x + f₂ x³ + f₃ max x f₄ + f₅ Real.arctan x``
  with ``f₁, f₂, f₃, f₅ ≥ 0`` (``f₁ > 0`` for the strict one: a sum of nondecreasing terms and
  an increasing one); ``Antitone`` / ``StrictAnti``: the same negated;
* ``∀ x, 0 < f x`` (``0 ≤ f x``): ``f₀ + f₁ x² + f₂ |x - f₃|`` with ``f₀ > 0`` (``≥ 0``) and
  ``f₁, f₂ ≥ 0``; the order of functions ``0 ≤ f`` (``f ≥ 0``) is ``∀ x, 0 ≤ f x``
  (``Pi.le_def``, ``Mathlib/Order/Defs/Prop.lean``) and ``0 < f`` (``f > 0``) is
  ``0 ≤ f ∧ ∃ x, 0 < f x`` (``Pi.lt_def``, ``Mathlib/Order/Basic.lean``): the family of
  ``0 ≤ f x`` without its zero member (``0 < f₀ + f₁ + f₂``), so ``|x|`` is drawn;
* ``∀ x y, f (x + y) = f x + f y``: ``f₀ x``.

Hypotheses that mention ``f`` only through values at points (``f 1 = 2``, ``f 0 < f 1``) stay:
they filter the drawn members and are decided exactly like any other hypothesis. Any other
assumption on ``f`` (two of the kinds above at once, a derivative, continuity, an identity of
another shape) makes the statement ``not_translated`` with the reason — a family member that
violated it could refute a true statement. A ``passed`` verdict means: no counterexample among
the family's members; a ``counterexample`` is a genuine one (its ``f`` meets every assumption).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from dgg.model.records import Hypothesis, Variable
from dgg.model.terms import (
    Abs,
    App,
    Arrow,
    Ascribe,
    BinderSpec,
    BinOp,
    Lam,
    Name,
    Num,
    Quant,
    Term,
    UnOp,
    free_names,
)

__all__ = ["sample_functions"]

_REAL = frozenset({"ℝ", "Real"})
_NAT = frozenset({"ℕ", "Nat"})
_SUB = "₀₁₂₃₄₅₆₇₈₉"
_ORDER = {"Monotone": (1, False), "StrictMono": (1, True), "Antitone": (-1, False),
          "StrictAnti": (-1, True)}


def _num(k: int) -> Num:
    return Num(Fraction(k), str(k))


def _real_fn(v: Variable, dom: frozenset[str] = _REAL) -> bool:
    """Whether ``v`` is a function from ``dom`` (ℝ, or ℕ for a real sequence) to ℝ."""
    t = v.type
    return (isinstance(t, Arrow) and t.kind == "→" and isinstance(t.dom, Name)
            and t.dom.id in dom and isinstance(t.cod, Name) and t.cod.id in _REAL)


def _is_app(t: Term, f: str, arg: Term) -> bool:
    return isinstance(t, App) and t.fn == Name(f) and t.args == (arg,)


def _as_le(t: Term) -> tuple[Term, Term, str] | None:
    """``(small, big, op)`` of an inequality ``small ≤ big`` / ``small < big`` (``≥``/``>``
    flipped), or ``None`` for any other term."""
    if not (isinstance(t, BinOp) and t.op in ("<", "≤", ">", "≥")):
        return None
    if t.op in (">", "≥"):
        return t.rhs, t.lhs, {">": "<", "≥": "≤"}[t.op]
    return t.lhs, t.rhs, t.op


def _order_pair(t: Term) -> tuple[str, str, str] | None:
    """``(small, big, op)`` of a hypothesis ``small ≤ big`` / ``small < big`` between two names
    (``≥``/``>`` flipped), or ``None``."""
    le = _as_le(t)
    if le is not None and isinstance(le[0], Name) and isinstance(le[1], Name):
        return le[0].id, le[1].id, le[2]
    return None


def _kind(h: Hypothesis, f: str, others: frozenset[str] = frozenset(),
          dom: frozenset[str] = _REAL) -> str | None:
    """What hypothesis ``h`` assumes of ``f``: ``order:<name>``, ``pos``, ``nonneg``, ``pi_pos``
    (``0 < f`` in the order of functions), ``nonneg:g`` / ``pi_pos:g`` (``g ≤ f`` / ``g < f``
    for another function ``g`` of ``others``), ``additive``, ``points`` (values at points only),
    or ``None`` (anything else)."""
    t = h.term
    if t is None:
        return None
    if isinstance(t, App) and isinstance(t.fn, Name) and t.args == (Name(f),):
        head = t.fn.id.removeprefix("Function.")
        if head in _ORDER:
            return f"order:{head}"
    if isinstance(t, Name) and t.id.rsplit(".", 1)[-1] in _ORDER and t.id.rsplit(".", 1)[0] == f:
        return f"order:{t.id.rsplit('.', 1)[-1]}"
    le = _as_le(t)
    if le is not None and le[:2] == (_num(0), Name(f)):  # the order of functions (Pi.le_def)
        return "pi_pos" if le[2] == "<" else "nonneg"
    pair = _order_pair(t)
    if pair is not None and pair[1] == f and pair[0] in others:  # `g ≤ f`: f is g plus a
        return f"{'pi_pos' if pair[2] == '<' else 'nonneg'}:{pair[0]}"  # member of that family
    if isinstance(t, Quant) and t.op == "∀" and all(b.domain is None and (
            b.type is None or (isinstance(b.type, Name) and b.type.id in dom))
            for b in t.binders):
        xs = [b.name for b in t.binders]
        body = t.body
        le = _as_le(body) if len(xs) == 1 else None
        if le is not None and le[0] == _num(0) and _is_app(le[1], f, Name(xs[0])):
            return "pos" if le[2] == "<" else "nonneg"
        if len(xs) == 2 and isinstance(body, BinOp) and body.op == "→":
            order = _order_shape(body, f, Name(xs[0]), Name(xs[1]))
            if order is not None:
                return f"order:{order}"
        if len(xs) == 2 and isinstance(body, BinOp) and body.op == "=":
            x, y = Name(xs[0]), Name(xs[1])
            for a, b in ((body.lhs, body.rhs), (body.rhs, body.lhs)):
                if (_is_app(a, f, BinOp("+", x, y)) and isinstance(b, BinOp) and b.op == "+"
                        and _is_app(b.lhs, f, x) and _is_app(b.rhs, f, y)):
                    return "additive"
    return "points" if _only_points(t, f, frozenset()) else None


def _order_shape(body: BinOp, f: str, x: Name, y: Name) -> str | None:
    """The order property ``∀ x y, x ≤ y → f x ≤ f y`` spells (``Monotone``'s definition; ``<``
    for the strict ones, ``f y ≤ f x`` for the antitone ones), or ``None``."""
    pre, post = _as_le(body.lhs), _as_le(body.rhs)
    if pre is None or post is None or pre[2] != post[2]:
        return None
    if pre[:2] == (y, x):
        x, y = y, x
    if pre[:2] != (x, y):
        return None
    strict = pre[2] == "<"
    if _is_app(post[0], f, x) and _is_app(post[1], f, y):
        return "StrictMono" if strict else "Monotone"
    if _is_app(post[0], f, y) and _is_app(post[1], f, x):
        return "StrictAnti" if strict else "Antitone"
    return None


def _only_points(t: Term, f: str, bound: frozenset[str]) -> bool:
    """``f`` occurs only applied to one argument free of bound variables (a point value)."""
    if isinstance(t, Name):
        return t.id != f
    if isinstance(t, App) and t.fn == Name(f):
        return len(t.args) == 1 and not (free_names(t.args[0]) & (bound | {f}))
    inner = bound | ({b.name for b in t.binders} if isinstance(t, (Quant, Lam)) else set())
    return all(_only_points(c, f, frozenset(inner)) for c in t.children())


def _family(kind: str, x: Term, p: list[Term]) -> tuple[Term, list[tuple[str, int]]]:
    """The family's body in ``x`` with parameters ``p`` and the constraints ``(op, k)``:
    ``0 op p[k]``."""
    def add(*ts: Term) -> Term:
        out = ts[0]
        for s in ts[1:]:
            out = BinOp("+", out, s)
        return out

    def mul(a: Term, b: Term) -> Term:
        return BinOp("*", a, b)

    sq = BinOp("^", x, _num(2))
    if kind.startswith("order:"):
        sign, strict = _ORDER[kind[6:]]
        mono = add(mul(p[1], x), mul(p[2], BinOp("^", x, _num(3))),
                   mul(p[3], App(Name("max"), (x, p[4]))),
                   mul(p[5], App(Name("Real.arctan"), (x,))))
        body = add(p[0], mono if sign > 0 else UnOp("-", mono))
        return body, [("<" if strict else "≤", 1), ("≤", 2), ("≤", 3), ("≤", 5)]
    if kind.split(":")[0] in ("pos", "nonneg", "pi_pos"):
        body = add(p[0], mul(p[1], sq), mul(p[2], Abs(BinOp("-", x, p[3]))))
        if ":" in kind:  # above another function: that function plus a nonnegative member
            arg = x.term if isinstance(x, Ascribe) else x  # a sequence at `n`, not `(n : ℝ)`
            body = add(App(Name(kind.split(":")[1]), (arg,)), body)
        return body, [("<" if kind == "pos" else "≤", 0), ("≤", 1), ("≤", 2)]
    if kind == "additive":
        return mul(p[0], x), []
    body = add(p[0], mul(p[1], x), mul(p[2], sq), mul(p[3], Abs(BinOp("-", x, p[4]))),
               mul(p[5], App(Name("Real.arctan"), (x,))))
    return body, []


_SIZE = {"additive": 1, "pos": 4, "nonneg": 4, "pi_pos": 4}


def sample_functions(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
                     subst: Callable[[Term, str, Term], Term]) -> tuple[Term, str | None]:
    """Replace every unpinned ``f : ℝ → ℝ`` of ``variables`` by its family (in place: the
    variables gain the parameters, the hypotheses lose the assumptions met by construction and
    gain the parameters' constraints). ``subst(term, name, repl)`` substitutes a name. Returns
    the new conclusion and ``None``, or the old one and the reason the statement is not
    translated."""
    taken = {v.name for v in variables} | {h.name for h in hyps}
    for t in [concl] + [h.term for h in hyps if h.term is not None]:
        taken |= {n for n in free_names(t)}
        taken |= {b.name for n in t.walk() if isinstance(n, (Quant, Lam)) for b in n.binders}
    for dom in (_REAL, _NAT):
        concl, why = _sample(variables, hyps, concl, subst, taken, dom)
        if why is not None:
            return concl, why
    return concl, None


def _sample(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
            subst: Callable[[Term, str, Term], Term], taken: set[str], dom: frozenset[str]
            ) -> tuple[Term, str | None]:
    """:func:`sample_functions` for the functions from ``dom`` to ℝ. A real sequence
    (``a : ℕ → ℝ``) is drawn from the same families evaluated at ``(n : ℝ)`` (each member
    meets the assumption on the reals, so at the naturals), and only when every hypothesis on it
    is of a kind the families meet: otherwise it is left as written for the later stages (a
    recurrence pins it, :mod:`dgg.eval.sequences`)."""
    seq = dom is _NAT
    fns = [v for v in variables if _real_fn(v, dom)]
    order = _above_first(fns, hyps)
    if order is None:
        return concl, "functions ℝ → ℝ ordered in a cycle (`f ≤ g` and `g ≤ f`)"
    names_fn = frozenset(v.name for v in fns)
    for v in order:
        f = v.name
        mine = [h for h in hyps if h.term is not None and f in free_names(h.term)]
        kinds = {h.name: _kind(h, f, names_fn - {f}, dom) for h in mine}
        bad = [h for h in mine if kinds[h.name] is None]
        classes = {k for k in kinds.values() if k is not None and k != "points"}
        if seq and (bad or len(classes) > 1):
            continue
        if bad:
            return concl, (f"hypothesis {bad[0].name} constrains {f} : ℝ → ℝ in a way the "
                           "sampled families do not (Monotone/StrictMono/Antitone/StrictAnti, "
                           "∀ x, 0 < f x, 0 ≤ f x, f (x + y) = f x + f y, values at points)")
        if len(classes) > 1:
            return concl, (f"{f} : ℝ → ℝ assumed {' and '.join(sorted(classes))} at once "
                           "(one family per function is sampled)")
        kind: str = classes.pop() if classes else "free"
        names: list[str] = []
        k = 0
        while len(names) < _SIZE.get(kind.split(":")[0], 6):
            n = f + "".join(_SUB[int(c)] for c in str(k))
            k += 1
            if n not in taken:
                names.append(n)
                taken.add(n)
        x = "x" if "x" not in names else "x'"
        while x in taken or x == f:
            x += "'"
        at_x: Term = Ascribe(Name(x), Name("ℝ")) if seq else Name(x)  # `(n : ℝ)`: ↑n
        body, cons = _family(kind, at_x, [Name(n) for n in names])
        lam = Lam((BinderSpec(x, Name("ℕ" if seq else "ℝ"), None, None),), body, None)
        hyps[:] = [h for h in hyps if kinds.get(h.name, "points") == "points" or h not in mine]
        hyps[:] = [replace(h, term=subst(h.term, f, lam)) if h.term is not None else h
                   for h in hyps]
        hyps += [Hypothesis(f"({f} from its family)", BinOp(op, _num(0), Name(names[i])),
                            f"0 {op} {names[i]}") for op, i in cons]
        if kind.split(":")[0] == "pi_pos":  # `g < f` is `g ≤ f ∧ ∃ x, g x < f x` (Pi.lt_def):
            # not the zero member
            some = BinOp("+", BinOp("+", Name(names[0]), Name(names[1])), Name(names[2]))
            hyps.append(Hypothesis(f"({f} from its family)", BinOp("<", _num(0), some),
                                   f"0 < {names[0]} + {names[1]} + {names[2]}"))
        concl = subst(concl, f, lam)
        at = variables.index(v)
        variables[at:at + 1] = [Variable(n, Name("ℝ"), "ℝ", "explicit") for n in names]
    return concl, None


def _above_first(fns: list[Variable], hyps: list[Hypothesis]) -> list[Variable] | None:
    """``fns`` with every function before those below it (``g ≤ f``: ``f`` first, its family
    reads ``g x``, which ``g``'s own substitution later replaces), or ``None`` for a cycle."""
    names = {v.name for v in fns}
    below: dict[str, set[str]] = {v.name: set() for v in fns}  # g: the functions above g
    for h in hyps:
        pair = _order_pair(h.term) if h.term is not None else None
        if pair is not None and pair[0] in names and pair[1] in names and pair[0] != pair[1]:
            below[pair[0]].add(pair[1])
    out: list[Variable] = []
    left = list(fns)
    while left:
        ready = [v for v in left if not (below[v.name] & {w.name for w in left})]
        if not ready:
            return None
        out.append(ready[0])
        left.remove(ready[0])
    return out

