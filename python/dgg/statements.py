"""Declarations → statements ready for evaluation.

One job: split a :class:`dgg.model.records.Declaration` into variables, instance binders, hypotheses and
conclusion (:func:`statement_of`), and gather the project's local definitions that an evaluator may
inline (:func:`collect_defs`). :func:`load` reads files and does both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from dgg.errors import LeanSyntaxError
from dgg.fn_families import sample_functions
from dgg.instance_hyps import instance_hypothesis
from dgg.lean.source import read_paths
from dgg.model.records import Declaration, Hypothesis, LocalDef, Statement, Variable
from dgg.model.terms import (
    App,
    Arrow,
    BigOp,
    BinderSpec,
    BinOp,
    Lam,
    Name,
    Node,
    Num,
    Quant,
    Sort,
    Term,
    UnOp,
    free_names,
    map_children,
)
from dgg.polynomials import expand_polynomials
from dgg.project import DEFAULT_TAGS, library_dirs
from dgg.real_instances import instantiate_at_reals

__all__ = ["collect_defs", "statement_of", "normalised", "load", "pin_functions", "STATEMENT_KINDS"]

#: Declaration kinds that become statements.
STATEMENT_KINDS = ("theorem", "lemma", "example")
_DEF_KINDS = ("def", "noncomputable def", "abbrev")


#: a definition's value left unwritten: ``sorry``, ``by sorry``, ``by exact sorry``
_SORRY = re.compile(r"\(?\s*(?:by\s+(?:exact\s+)?)?sorry\s*\)?")


def is_sorry_text(text: str) -> bool:
    """Whether a definition's value text is ``sorry`` (possibly ``by sorry``)."""
    return _SORRY.fullmatch(text.strip()) is not None


def collect_defs(decls: Iterable[Declaration]) -> dict[str, LocalDef]:
    """The ``def``/``abbrev`` declarations whose body parses, by full name. Parameters are the
    non-instance, non-hypothesis binders in order."""
    out: dict[str, LocalDef] = {}
    for d in decls:
        if d.kind not in _DEF_KINDS:
            continue
        value = d.value
        if value is None and is_sorry_text(d.value_text):  # `:= by sorry`: an answer left open
            value = Name("sorry", pos=d.proof_span[0] if d.proof_span else None)
        if value is None:
            continue
        params = [Variable(b.name, b.type, b.type_text, b.kind)
                  for b in d.binders if b.kind != "inst" and not b.is_hyp]
        out[d.name] = LocalDef(d.name, params, value, d.value_text,
                               d.conclusion if d.conclusion_text.strip() else None, d.file,
                               d.proof_span[0] if d.proof_span else None,
                               d.conclusion_text.strip(), d.protected)
    return out


def statement_of(decl: Declaration, defs: dict[str, LocalDef]) -> Statement:
    """The statement of one declaration: variables (non-hypothesis, non-instance binders, in
    order), instance binder texts, hypotheses (Prop binders), conclusion; a type variable whose
    structure ℝ has (``[Field α] [LinearOrder α]``) is replaced by ℝ
    (:mod:`dgg.real_instances`, recorded in ``instantiated``)."""
    variables = [Variable(b.name, b.type, b.type_text, b.kind, b.default)
                 for b in decl.binders if b.kind != "inst" and not b.is_hyp]
    instances = [(f"{b.name} : " if b.name else "") + b.type_text
                 for b in decl.binders if b.kind == "inst"]
    hyps = []
    anonymous = 0
    for b in decl.binders:
        if b.is_hyp and b.kind != "inst":
            tl, tc = b.type.pos if b.type is not None and b.type.pos else (b.line, b.col)
            name = b.name
            if name in ("", "_"):  # `(_ : a * b₁ = c₁) (_ : a * b₂ = c₂)`: distinct hypotheses,
                # named as Lean shows inaccessible ones (`x✝`, `x✝¹`, …); one name for all of
                # them would keep only the last
                name = "x✝" + "".join("⁰¹²³⁴⁵⁶⁷⁸⁹"[int(c)] for c in str(anonymous)) \
                    if anonymous else "x✝"
                anonymous += 1
            hyps.append(Hypothesis(name, b.type, b.type_text, tl, tc))
    concl, at = decl.conclusion, dict[str, str]()
    if concl is not None:  # `{α : Type*} [Field α] [LinearOrder α] …`: its instance at ℝ
        concl, instances, at = instantiate_at_reals(variables, hyps, concl, instances)
    for b in decl.binders:  # `[Nontrivial α]`, `[NeZero n]`, `[Fact p]`: hypotheses
        if b.kind == "inst" and (f"{b.name} : " if b.name else "") + b.type_text in instances:
            h = instance_hypothesis(b.name, b.type_text, b.type, b.line, b.col)
            if h is not None:
                hyps.append(h)
    return Statement(
        name=decl.name, kind=decl.kind, file=decl.file, line=decl.line, col=decl.col,
        variables=variables, instances=instances, hypotheses=hyps, conclusion=concl,
        conclusion_text=decl.conclusion_text, defs=defs, namespace=decl.namespace,
        opens=list(decl.opens), tags=list(decl.tags), docstring=decl.docstring,
        parsed=decl.parsed, reason=decl.reason, instantiated=at,
    )


def normalised(stmt: Statement) -> Statement:
    """The same proposition in the shape the evaluator samples best (a copy; ``stmt`` is kept as
    read, for the step checker that follows its goal): ``∀``-bound numbers and premises of the
    conclusion lifted into variables and hypotheses, and what the variables' types imply
    (``ℝ≥0``, ``ℕ+``) as hypotheses; Mathlib's Hölder structures unfolded to their fields;
    unpinned ``f : ℝ → ℝ`` drawn from closed-form families (:mod:`dgg.fn_families`; a statement
    whose assumptions on ``f`` no family meets comes back ``parsed=False`` with the reason)."""
    if not stmt.parsed or stmt.conclusion is None:
        return stmt
    variables, hyps = list(stmt.variables), list(stmt.hypotheses)
    prefixes = tuple(p + "." for p in _prefixes(stmt.namespace) + list(stmt.opens or ()))
    arrows: dict[str, Term] = {v.name: v.type for v in variables if isinstance(v.type, Arrow)}
    concl = _infer_binder_types(stmt.conclusion, arrows, prefixes)
    hyps = [replace(h, term=_infer_binder_types(h.term, arrows, prefixes))
            if h.term is not None else h for h in hyps]
    concl = _lift_conclusion(concl, variables, hyps)
    concl, why = expand_polynomials(variables, hyps, concl, tuple(stmt.opens or ()))
    if why is not None:
        return replace(stmt, parsed=False, reason=why)
    concl = pin_functions(variables, hyps, concl)
    concl = _unfold_structures(variables, hyps, concl)
    concl, why = sample_functions(variables, hyps, concl, _subst)
    if why is not None:
        return replace(stmt, parsed=False, reason=why)
    hyps += _type_hypotheses(variables)
    if concl is stmt.conclusion and len(hyps) == len(stmt.hypotheses) and \
            len(variables) == len(stmt.variables) and hyps == stmt.hypotheses:
        return stmt
    return replace(stmt, variables=variables, hypotheses=hyps, conclusion=concl)


_NUMBER_TYPES = frozenset({"ℝ", "Real", "ℕ", "Nat", "ℤ", "Int", "ℚ", "Rat", "ℝ≥0", "NNReal",
                           "ℕ+", "PNat"})


#: Functions whose arguments are natural numbers (so a bound variable passed to one is ℕ).
_NAT_ARGS = frozenset({"Nat.factorial", "Nat.choose", "Nat.ascFactorial", "Nat.descFactorial",
                       "Nat.succ", "Nat.pred", "Nat.gcd", "Nat.lcm", "Nat.Prime"})


def _prefixes(namespace: str) -> list[str]:
    parts = namespace.split(".") if namespace else []
    return [".".join(parts[:k]) for k in range(len(parts), 0, -1)]


def _use_type(t: Term, x: str, arrows: dict[str, Term], prefixes: tuple[str, ...]) -> Term | None:
    """The type Lean gives an untyped bound variable ``x`` from its first use in ``t`` as a direct
    argument of a function variable (its domain) or of a ℕ function (``n !``, ``choose n k``,
    ``n.ascFactorial k``); ``None`` if there is no such use."""
    for n in t.walk():
        if not (isinstance(n, App) and isinstance(n.fn, Name)):
            continue
        for i, a in enumerate(n.args):
            if a != Name(x):
                continue
            fid = n.fn.id
            if fid in arrows:
                ty = arrows[fid]
                for _ in range(i):
                    ty = ty.cod if isinstance(ty, Arrow) else None  # type: ignore[assignment]
                if isinstance(ty, Arrow) and ty.kind == "→" and not isinstance(ty.dom, Arrow):
                    return ty.dom
                continue
            full = [fid] + [p + fid for p in prefixes]
            method = fid.rsplit(".", 1)[-1]
            if any(f in _NAT_ARGS for f in full) or (
                    "." in fid and f"Nat.{method}" in _NAT_ARGS
                    and fid.split(".", 1)[0] not in ("Real", "Int", "Finset", "Set")):
                return Name("ℕ", pos=a.pos)
    return None


def _infer_binder_types(t: Term, arrows: dict[str, Term], prefixes: tuple[str, ...]) -> Term:
    """``t`` with the untyped binders of its ``∀``/``∃`` typed where Lean's elaboration fixes the
    type by a use (:func:`_use_type`): ``∀ n, 0 < n !`` is ``∀ n : ℕ``."""
    if not isinstance(t, Node):
        return t
    out = map_children(t, lambda c: _infer_binder_types(c, arrows, prefixes))
    if isinstance(out, Quant) and any(b.type is None and b.domain is None for b in out.binders):
        shadow = {b.name for b in out.binders}
        inner = {k: v for k, v in arrows.items() if k not in shadow}
        bs = tuple(replace(b, type=_use_type(out.body, b.name, inner, prefixes))
                   if b.type is None and b.domain is None else b for b in out.binders)
        if any(a.type is not b.type for a, b in zip(bs, out.binders)):
            out = replace(out, binders=bs)
    return out


def _lift_conclusion(t: Term, variables: list[Variable], hyps: list[Hypothesis]) -> Term:
    """``⊢ ∀ x : T, P`` is the statement ``(x : T) ⊢ P``, and ``⊢ A → B`` is ``(h : A) ⊢ B``: the
    same proposition, so the bound variables are sampled like the others (and a counterexample can
    be certified) and the premises filter like hypotheses. Only number-typed binders are lifted,
    and only while their names are fresh; premises become hypotheses named ``premise 1``, …"""
    taken = {v.name for v in variables} | {h.name for h in hyps}
    k = 0
    while True:
        if isinstance(t, Quant) and t.op == "∀":
            b = t.binders[0]
            if (b.type is None or b.domain is not None or b.name in taken
                    or not (isinstance(b.type, Name) and b.type.id in _NUMBER_TYPES)):
                return t
            variables.append(Variable(b.name, b.type, b.type.id, "explicit"))
            taken.add(b.name)
            t = Quant("∀", t.binders[1:], t.body, t.pos) if len(t.binders) > 1 else t.body
        elif isinstance(t, BinOp) and t.op == "→":
            k += 1
            pos = t.lhs.pos or (0, 0)
            hyps.append(Hypothesis(f"premise {k}", t.lhs, "", pos[0], pos[1]))
            t = t.rhs
        else:
            return t


def _is_prop_type(t: Term) -> bool:
    return isinstance(t, Sort) and t.text == "Prop"


def _pinned(h: Hypothesis, fns: dict[str, Arrow],
            value: Callable[[Arrow, Term], Term | None] | None = None) -> tuple[str, Lam] | None:
    """``∀ x, f x = e`` (or ``e = f x``, or ``f = fun x ↦ e``) with ``f`` a function variable of
    one number and ``e`` free of ``f``: the function it pins, as ``fun x : T ↦ e``; for a
    predicate ``P : T → Prop``, ``∀ x, P x ↔ e`` (propositional extensionality: ``P`` is
    ``fun x ↦ e``, ``propext``/``funext`` in Lean's core). ``value(type of f, e)`` gives the
    lambda's body instead of ``e`` (``None``: no pin)."""
    got = _pinned_form(h, fns)
    if got is None or value is None:
        return got
    f, lam = got
    body = value(fns[f], lam.body)
    return None if body is None else (f, replace(lam, body=body))


def _pinned_form(h: Hypothesis, fns: dict[str, Arrow]) -> tuple[str, Lam] | None:
    """:func:`_pinned` as written, before ``value``."""
    t = h.term
    if isinstance(t, BinOp) and t.op == "=":  # `f = fun x ↦ e`: the same pin, written as a lambda
        for lhs, rhs in ((t.lhs, t.rhs), (t.rhs, t.lhs)):
            if (isinstance(lhs, Name) and lhs.id in fns and isinstance(rhs, Lam)
                    and len(rhs.binders) == 1 and rhs.binders[0].domain is None
                    and lhs.id not in free_names(rhs)):
                b = rhs.binders[0]
                dom = fns[lhs.id].dom
                if b.type is not None and b.type != dom:
                    return None
                return lhs.id, Lam((BinderSpec(b.name, dom, None, b.pos),), rhs.body, rhs.pos)
        return None
    if not (isinstance(t, Quant) and t.op == "∀" and len(t.binders) == 1
            and isinstance(t.body, BinOp) and t.body.op in ("=", "↔")):
        return None
    b = t.binders[0]
    for lhs, rhs in ((t.body.lhs, t.body.rhs), (t.body.rhs, t.body.lhs)):
        if (isinstance(lhs, App) and isinstance(lhs.fn, Name) and lhs.fn.id in fns
                and (t.body.op == "↔") == _is_prop_type(fns[lhs.fn.id].cod)
                and lhs.args == (Name(b.name),) and b.domain is None
                and lhs.fn.id not in free_names(rhs)):
            dom = fns[lhs.fn.id].dom
            if b.type is not None and b.type != dom:
                return None
            return lhs.fn.id, Lam((BinderSpec(b.name, dom, None, b.pos),), rhs, t.pos)
    return None


def _binder_names(t: Term) -> set[str]:
    return {x.name for n in t.walk() if isinstance(n, (BigOp, Quant, Lam)) for x in n.binders}


def _subst(t: Term, name: str, repl: Term) -> Term:
    """``t`` with the free occurrences of the name ``name`` replaced by ``repl``."""
    if isinstance(t, Name):
        return repl if t.id == name else t
    if isinstance(t, (BigOp, Quant, Lam)) and any(b.name == name for b in t.binders):
        return t
    return map_children(t, lambda c: _subst(c, name, repl), binders=True)


def pin_functions(variables: list[Variable], hyps: list[Hypothesis], concl: Term,
                  fns: dict[str, Arrow] | None = None,
                  value: Callable[[Arrow, Term], Term | None] | None = None) -> Term:
    """A function variable pinned by a hypothesis ``∀ x, f x = e`` is ``fun x ↦ e``: substituted
    everywhere (the variable and that hypothesis go), which is exact — the hypothesis determines
    ``f`` on its whole domain. Skipped when a binder of the statement would capture a name of ``e``.
    ``fns``: the variables that may be pinned (default: functions of one number into a number or
    ``Prop``); ``value``: see :func:`_pinned` (:mod:`dgg.elab.tuples` pins functions into
    products with it). ``variables`` and ``hyps`` are updated in place; the conclusion returned.
    """
    if fns is None:
        fns = {v.name: v.type for v in variables if isinstance(v.type, Arrow)
               and isinstance(v.type.dom, Name) and v.type.dom.id in _NUMBER_TYPES
               and (isinstance(v.type.cod, Name) and v.type.cod.id in _NUMBER_TYPES
                    or _is_prop_type(v.type.cod))}
    for h in list(hyps):
        hit = _pinned(h, fns, value)
        if hit is None:
            continue
        f, lam = hit
        others = [x for x in hyps if x is not h]
        bound = set().union(*(_binder_names(x.term) for x in others if x.term is not None),
                            _binder_names(concl))
        if (free_names(lam) - {f}) & bound:
            continue
        hyps.remove(h)
        for k, x in enumerate(hyps):
            if x.term is not None:
                hyps[k] = replace(x, term=_subst(x.term, f, lam))
        concl = _subst(concl, f, lam)
        variables[:] = [v for v in variables if v.name != f]
        fns.pop(f)
    return concl


_REALISH = frozenset({"ℝ", "Real", "ℝ≥0", "NNReal"})
#: Mathlib's Hölder structures over ℝ and ℝ≥0 (``Mathlib/Data/Real/ConjExponents.lean``):
#: ``HolderTriple p q r`` has the fields ``p⁻¹ + q⁻¹ = r⁻¹``, ``0 < p``, ``0 < q``, and
#: ``HolderConjugate p q`` is ``HolderTriple p q 1``. (The ``ℝ≥0∞`` ones differ: not unfolded.)
_HOLDER = {"HolderTriple": 3, "HolderConjugate": 2}


def _holder_args(t: Term, real: set[str]) -> tuple[str, tuple[Term, ...]] | None:
    """``(kind, (p, q[, r]))`` when ``t`` is a Hölder structure over ℝ or ℝ≥0: ``p.HolderConjugate
    q`` or bare ``HolderConjugate p q`` with ``p`` a real (``ℝ``/``ℝ≥0``) variable, or the names
    ``Real.…``/``NNReal.…`` with any arguments."""
    if not (isinstance(t, App) and isinstance(t.fn, Name)):
        return None
    head = t.fn.id
    parts = head.rsplit(".", 1)
    kind = parts[-1]
    if kind not in _HOLDER:
        return None
    if len(parts) == 2 and parts[0] in ("Real", "NNReal"):
        args = t.args
    elif len(parts) == 2 and parts[0] in real:
        args = (Name(parts[0], pos=t.fn.pos),) + t.args
    elif len(parts) == 1 and t.args and isinstance(t.args[0], Name) and t.args[0].id in real:
        args = t.args
    else:
        return None
    return (kind, args) if len(args) == _HOLDER[kind] else None


def _unfold_structures(variables: list[Variable], hyps: list[Hypothesis], concl: Term) -> Term:
    """Mathlib's ``HolderConjugate``/``HolderTriple`` over ℝ and ℝ≥0 replaced by their fields
    (the structures are ``@[mk_iff]``: the same proposition), in hypotheses and conclusion."""
    real = {v.name for v in variables if isinstance(v.type, Name) and v.type.id in _REALISH}

    def go(t: Term) -> Term:
        hit = _holder_args(t, real)
        if hit is not None:
            kind, args = hit
            p = t.pos
            one = Num(Fraction(1), "1", pos=p)
            zero = Num(Fraction(0), "0", pos=p)
            r = args[2] if kind == "HolderTriple" else one
            inv = lambda e: UnOp("⁻¹", e, p)  # noqa: E731
            eq = BinOp("=", BinOp("+", inv(args[0]), inv(args[1]), p),
                       inv(r) if kind == "HolderTriple" else one, p)
            return BinOp("∧", eq, BinOp("∧", BinOp("<", zero, args[0], p),
                                        BinOp("<", zero, args[1], p), p), p)
        if not isinstance(t, Node):
            return t
        return map_children(t, go)

    for k, h in enumerate(hyps):
        if h.term is not None:
            new = go(h.term)
            if new != h.term:
                hyps[k] = replace(h, term=new)
    return go(concl)


def _type_hypotheses(variables: list[Variable]) -> list[Hypothesis]:
    """What a variable's type says about its values, as hypotheses the sampler and the exact
    check both see: ``0 ≤ x`` for ``x : ℝ≥0``, ``∀ i, 0 ≤ f i`` for ``f : ι → ℝ≥0``, ``0 < n``
    for ``n : ℕ+``."""
    out = []
    for v in variables:
        t, p = v.type, (v.type.pos if v.type is not None and v.type.pos else (0, 0))
        zero = Num(Fraction(0), "0", pos=p)
        if isinstance(t, Name) and t.id in ("ℝ≥0", "NNReal"):
            out.append(Hypothesis(f"({v.name} : ℝ≥0)", BinOp("≤", zero, Name(v.name, pos=p), p,
                                                    ty=Name("ℝ≥0", pos=p)),
                                  f"0 ≤ {v.name}", p[0], p[1]))
        elif isinstance(t, Name) and t.id in ("ℕ+", "PNat"):
            out.append(Hypothesis(f"({v.name} : ℕ+)", BinOp("<", zero, Name(v.name, pos=p), p,
                                                    ty=Name("ℕ+", pos=p)),
                                  f"0 < {v.name}", p[0], p[1]))
        elif (isinstance(t, Arrow) and isinstance(t.cod, Name) and t.cod.id in ("ℝ≥0", "NNReal")
              and not isinstance(t.dom, Arrow)):
            i = BinderSpec("_dgg_i", t.dom, None, pos=p)
            body = BinOp("≤", zero, App(Name(v.name, pos=p), (Name("_dgg_i", pos=p),), pos=p), p,
                         ty=t.cod)
            out.append(Hypothesis(f"({v.name} : … → ℝ≥0)", Quant("∀", (i,), body, p),
                                  f"∀ i, 0 ≤ {v.name} i", p[0], p[1]))
    return out


def load(paths: Sequence[Path], root: Path, tags: Sequence[str] = DEFAULT_TAGS,
         errors: list[LeanSyntaxError] | None = None
         ) -> tuple[list[Declaration], list[Statement]]:
    """Read ``paths`` and return all declarations and the statements of their theorems, lemmas and
    examples. Local definitions come from the files read and from the project's library folders
    that exist (``root/Dgg/``, ``root/DggSharp/``; so a user's file, or a ``DggSharp`` file read
    alone, that says ``Dgg.softmax`` resolves). With ``errors``, malformed files are recorded
    there and skipped (:func:`dgg.lean.source.read_paths`)."""
    root = Path(root).resolve()
    decls = read_paths(paths, root, tags, errors)
    pool = list(decls)
    given = set()
    for p in paths:
        p = Path(p).resolve()
        given |= {f.resolve() for f in p.rglob("*.lean")} if p.is_dir() else {p}
    extra = sorted(f for lib in library_dirs(root) if lib.is_dir()
                   for f in lib.rglob("*.lean") if f.resolve() not in given)
    if extra:
        pool = read_paths(extra, root, tags, errors) + pool
    defs = collect_defs(pool)
    stmts = [statement_of(d, defs) for d in decls if d.kind in STATEMENT_KINDS]
    return decls, stmts
