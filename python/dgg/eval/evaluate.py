"""Translate a :class:`~dgg.model.records.Statement` into batched numeric evaluators.

:class:`Evaluator` reads the statement's variables (their types decide how they are represented and
sampled), and evaluates hypotheses and the conclusion on an :class:`Instance` — a batch of
assignments sharing the sizes of the finite types. Every evaluation runs either in ``float64``
(:class:`~dgg.eval.numeric.FloatOps`, thousands of instances per call) or exactly
(:class:`~dgg.eval.numeric.ExactOps`: rationals, intervals for transcendental functions) through the
same code, so the float search and the exact verdict never disagree about what a term means.

Lean's elaboration of arithmetic is followed: the leaves of a tree of ``+ - * / %`` and of a
relation are unified to the largest numeric type among them (``α * dModel`` with ``α : ℝ`` is real
multiplication, numerals default to ℕ only when everything is ℕ); exponents are elaborated apart.
Term-level evaluation lives in :mod:`dgg.eval.terms`; this module holds the statement-level API.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, cast

import numpy as np

from dgg.elab import ElabError, elaborate
from dgg.eval.cache import BatchCache
from dgg.eval.numeric import ExactOps, FloatOps, Undecidable
from dgg.eval.sequences import pin_sequences
from dgg.eval.terms import Scope, TermEval
from dgg.eval.values import Domain, NotTranslated, Sides, Val, bcast
from dgg.model.records import Statement
from dgg.model.terms import App, Arrow, BinOp, Name, Quant, Sort, Term
from dgg.statements import normalised

__all__ = [
    "Evaluator",
    "ExactOps",
    "FloatOps",
    "Instance",
    "NotTranslated",
    "Undecidable",
    "VarSpec",
    "classify_variables",
    "peel_relation",
]

NUM_TYPES = {"ℝ": "real", "Real": "real", "ℕ": "nat", "Nat": "nat", "ℤ": "int", "Int": "int",
             "ℝ≥0": "nnreal", "NNReal": "nnreal", "ℕ+": "pnat", "PNat": "pnat",
             "ℚ": "rat", "Rat": "rat"}


#: Instance classes that make a type variable finite.
FINITE_CLASSES = frozenset({"Fintype", "Finite"})
#: Classes that leave a type variable a bare type (it may then be sampled as ``Fin m``: a
#: statement for every type holds in particular for finite ones).
HARMLESS_CLASSES = frozenset({"DecidableEq", "Nonempty", "Inhabited", "Fintype", "Finite",
                              "Nontrivial", "Unique", "IsEmpty", "Subsingleton", "LinearOrder"})


@dataclass
class VarSpec:
    """How a statement variable is represented: ``cat`` is ``type`` (a finite type, sampled as
    ``Fin m``), ``dim`` (a natural number used in a type such as ``Fin n``), ``nat``/``int``/``real``
    (a number), ``idx`` (an element of a finite type), ``fn`` (a real function on finite types or a
    matrix), ``finset`` (a finite subset)."""

    name: str
    cat: str
    type: Term | None
    type_text: str = ""
    #: the numeric type of a ``real`` variable when it is not ℝ (``"nnreal"`` for ``ℝ≥0``)
    num: str | None = None


def _type_head(t: Term) -> str:
    if isinstance(t, Name):
        return t.id
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id
    return ""


def classify_variables(stmt: Statement) -> list[VarSpec]:
    """The representation of each variable of ``stmt``; raises :class:`NotTranslated` for a variable
    whose type lies outside the finite-dimensional real fragment."""
    specs: list[VarSpec] = []
    type_vars: set[str] = set()
    finite: set[str] = set()
    abstract: set[str] = set()
    structured: set[str] = set()
    classes: list[str] = []
    for inst in stmt.instances:
        words = inst.split(":", 1)[-1].replace("(", " ").replace(")", " ").split()
        if len(words) == 2 and words[0] in FINITE_CLASSES:
            finite.add(words[1])
        elif words and words[0] not in HARMLESS_CLASSES:
            structured |= set(words[1:])
            classes.append(" ".join(words))
    for v in stmt.variables:
        t = v.type
        if t is None:
            raise NotTranslated(f"variable {v.name} : {v.type_text} (type outside the fragment)")
        if isinstance(t, Sort):
            if t.text == "Prop":
                raise NotTranslated(f"proposition variable {v.name} : Prop")
            if v.name in finite and v.name in structured:
                # `[Field F] [Fintype F]` (a finite field): `Fin m` has no such structure, and the
                # evaluator would compute `(-2 : F)` as a number (Mathlib's FiniteField lemmas)
                what = ", ".join(f"[{c}]" for c in classes if v.name in c.split()[1:])
                raise NotTranslated(f"type variable {v.name} with {what} and a finite instance "
                                    "(a finite algebraic structure)", t.pos)
            if v.name in finite or v.name not in structured:
                specs.append(VarSpec(v.name, "type", t, v.type_text))
                type_vars.add(v.name)
            else:
                abstract.add(v.name)
            continue
        head = _type_head(t)
        mentioned = {n.id for n in t.walk() if isinstance(n, Name)} & abstract
        if mentioned:
            what = ", ".join(f"[{c}]" for c in classes if set(c.split()[1:]) & mentioned)
            raise NotTranslated(f"variable {v.name} : {v.type_text} (over "
                                f"{', '.join(sorted(mentioned))}, a structured type {what}, "
                                "not a finite one)", t.pos)
        if isinstance(t, Name) and t.id in NUM_TYPES:
            num = NUM_TYPES[t.id]
            cat = {"rat": "real", "nnreal": "real", "pnat": "nat"}.get(num, num)
            op = _pnat_unsafe_op(stmt) if num == "pnat" else None
            if op is not None:  # PNat's `-` truncates at 1; Mathlib has no `/` or `%` on ℕ+
                why = ("PNat's `-` truncates at 1" if op == "-" else
                       f"Mathlib has no `{op}` on ℕ+, only PNat.{'div' if op == '/' else 'mod'}")
                raise NotTranslated(f"variable {v.name} : ℕ+ with `{op}` ({why})", t.pos)
            specs.append(VarSpec(v.name, cat, t, v.type_text, "nnreal" if num == "nnreal"
                                 else None))
            continue
        elif head == "Fin" or (isinstance(t, Name) and t.id in type_vars):
            cat = "idx"
        elif head == "Finset":
            cat = "finset"
        elif head == "Matrix" or isinstance(t, Arrow):
            if not _finite_real_fn(t, type_vars):
                raise NotTranslated(f"variable {v.name} : {v.type_text} (function on a "
                                    "non-finite or non-real type)", t.pos)
            cat = "fn"
        else:
            raise NotTranslated(f"variable {v.name} : {v.type_text}", t.pos)
        specs.append(VarSpec(v.name, cat, t, v.type_text))
    used: set[str] = set()
    for s in specs:
        if s.cat in ("idx", "fn", "finset") and s.type is not None:
            used |= {n.id for n in s.type.walk() if isinstance(n, Name)}
    for s in specs:
        if s.cat == "nat" and s.name in used:
            s.cat = "dim"
    return specs


def _pnat_unsafe_op(stmt: Statement) -> str | None:
    """The first ``-``, ``/`` or ``%`` of the statement: with a ``ℕ+`` variable, dgg does not
    tell ℕ+'s operations from ℕ's (``PNat.sub`` truncates at 1, ``Mathlib/Data/PNat/Basic.lean``;
    Mathlib declares no ``Div ℕ+`` or ``Mod ℕ+``, only the functions ``PNat.div``/``PNat.mod``)."""
    terms = [h.term for h in stmt.hypotheses] + [stmt.conclusion]
    for t in terms:
        for n in t.walk() if t is not None else ():
            if isinstance(n, BinOp) and n.op in ("-", "/", "%"):
                return n.op
    return None


def _finite(t: Term, type_vars: set[str]) -> bool:
    return _type_head(t) == "Fin" or (isinstance(t, Name) and t.id in type_vars)


def _finite_real_fn(t: Term, type_vars: set[str]) -> bool:
    if isinstance(t, Arrow):
        if t.kind != "→" or not _finite(t.dom, type_vars):
            return False
        c = t.cod
        return (isinstance(c, Name) and NUM_TYPES.get(c.id) in ("real", "rat", "nnreal")) or \
            _finite_real_fn(c, type_vars)
    if isinstance(t, App) and _type_head(t) == "Matrix" and len(t.args) == 3:
        r = t.args[2]
        return (_finite(t.args[0], type_vars) and _finite(t.args[1], type_vars)
                and isinstance(r, Name) and NUM_TYPES.get(r.id) in ("real", "rat"))
    return False


@dataclass
class Instance:
    """A batch of ``batch`` assignments: ``sizes`` fixes every finite type (by type-variable name)
    and every dimension; ``values`` maps each other variable to an array with a leading batch axis
    (float arrays, or object arrays of Fractions for an exact instance; indices are int arrays,
    finsets bool masks)."""

    sizes: dict[str, int]
    values: dict[str, np.ndarray]
    batch: int
    exact: bool = False

    def take(self, i: int) -> Instance:
        """The single instance number ``i``."""
        return Instance(dict(self.sizes), {k: v[i:i + 1] for k, v in self.values.items()}, 1,
                        self.exact)


def peel_relation(t: Term) -> tuple[list[Any], BinOp | None]:
    """The ``∀`` binders over finite domains in front of a relation and the relation itself
    (``None`` when the body is not a relation ``≤ < ≥ > = ≠``)."""
    binders: list[Any] = []
    while isinstance(t, Quant) and t.op == "∀":
        binders.extend(t.binders)
        t = t.body
    if isinstance(t, BinOp) and t.op in ("≤", "<", "≥", ">", "=", "≠"):
        return binders, t
    return binders, None


class Evaluator:
    """Numeric meaning of one statement (hypotheses and conclusion) on batches of instances."""

    def __init__(self, stmt: Statement) -> None:
        if not stmt.parsed or stmt.conclusion is None:
            raise NotTranslated(stmt.reason or "statement not parsed")
        try:  # the types Lean gives every term, made explicit (dgg.elab)
            elab = elaborate(stmt)
        except ElabError as e:
            raise NotTranslated(e.reason, e.pos) from None
        for n in elab.typed.unfixed():  # never a type learnt from a value (docs/elaboration.md)
            raise NotTranslated(f"{n.why}: a term dgg does not type, where nothing fixes its "
                                "type", getattr(n.src, "pos", None))
        stmt = elab.statement
        stmt = normalised(stmt)
        if not stmt.parsed:  # e.g. a function variable assumed what no sampled family meets
            raise NotTranslated(stmt.reason or "statement not parsed")
        # `a 0 = c`, `∀ n, a (n + 1) = g n (a n)`: `a` computed term by term (dgg.eval.sequences)
        stmt, self.sequences = pin_sequences(stmt)
        self.stmt = stmt
        self.specs = classify_variables(stmt)
        self.spec = {s.name: s for s in self.specs}
        for h in stmt.hypotheses:
            if h.term is None:
                raise NotTranslated(f"hypothesis {h.name} : {h.text} (outside the fragment)",
                                    (h.line, h.col) if h.line else None)
        self._types: dict[tuple[tuple[str, int], ...], dict[str, tuple[Any, ...]]] = {}
        self._templates: dict[tuple[Any, bool], tuple[dict[str, Val], list[Any]]] = {}
        self._domains: dict[tuple[str, tuple[tuple[str, int], ...]], tuple[Any, ...]] = {}
        self.cache = BatchCache(frozenset(s.name for s in self.specs
                                          if s.cat not in ("type", "dim")) | set(self.sequences))
        #: the last top-level scope built: its arithmetic, sizes, the instance's arrays (kept, so
        #: their identities stay theirs) and the variables' values (see :meth:`scope`)
        self._last_scope: tuple[bool, tuple[Any, ...], tuple[Any, ...], dict[str, Val]] | None = \
            None

    # ------------------------------------------------------------------ scopes
    def scope(self, inst: Instance, exact: bool | None = None) -> tuple[TermEval, Scope]:
        """The term evaluator and the top-level scope binding every variable of ``inst``."""
        ops = ExactOps if (inst.exact if exact is None else exact) else FloatOps
        te = TermEval(self.stmt, ops)
        skey = tuple(sorted(inst.sizes.items()))
        arrays = tuple(inst.values.items())
        te.cache = self.cache
        te.cache_base = (ops.exact, skey)
        te.arrays = inst.values
        last = self._last_scope
        if (last is not None and last[0] == ops.exact and last[1] == skey
                and len(last[2]) == len(arrays)
                and all(a[0] == b[0] and a[1] is b[1] for a, b in zip(last[2], arrays))):
            # the same arrays as the last scope (the hypotheses of one batch, one after the
            # other): its values again (nothing writes into a top-level scope's dictionary)
            te.root = last[3]
            return te, Scope(last[3], 0)
        sc = Scope(self._values(inst, ops, te, skey), 0)
        te.root = sc.vars
        if self.sequences:  # a pinned sequence's terms depend on this instance: a fresh key
            te.arrays = dict(inst.values)
            for name, seq in self.sequences.items():
                sc.vars[name] = seq.closure(sc.vars, ops)
                te.arrays[name] = np.empty(0)
        else:
            self._last_scope = (ops.exact, skey, arrays, sc.vars)
        return te, sc

    def _values(self, inst: Instance, ops: Any, te: TermEval, skey: tuple[Any, ...]
                ) -> dict[str, Val]:
        """The values of every variable of ``inst`` (sizes from the template of its sizes)."""
        tpl = self._templates.get((skey, ops.exact))
        if tpl is None:
            tpl = self._template(inst, ops, te)
            self._templates[(skey, ops.exact)] = tpl
        fixed, data = tpl
        vals = dict(fixed)
        for name, cat, ty in data:
            arr = inst.values[name]
            if cat in ("nat", "int", "real"):
                vals[name] = Val("num", arr, 0, num=ty[0])
            elif cat == "idx":
                vals[name] = Val("idx", arr, 0, doms=(ty[1],))
            elif cat == "finset":
                vals[name] = Val("finset", arr, 0, doms=(ty[1],))
            else:
                vals[name] = Val("fn", arr, 0, num=ty[2], doms=ty[1], matrix=ty[3])
        return vals

    def _template(self, inst: Instance, ops: Any, te: TermEval
                  ) -> tuple[dict[str, Val], list[tuple[str, str, tuple[Any, ...]]]]:
        """What :meth:`scope` builds once per sizes and arithmetic: the values of the types and
        dimensions, and the evaluated type of every other variable."""
        sc = Scope({}, 0)
        data: list[tuple[str, str, tuple[Any, ...]]] = []
        for s in self.specs:
            if s.cat == "type":
                sc.vars[s.name] = Val("type", dom=Domain(s.name, inst.sizes[s.name]))
            elif s.cat == "dim":
                sc.vars[s.name] = Val("num", ops.const(Fraction(inst.sizes[s.name])), 0, num="nat")
            elif s.cat in ("nat", "int", "real"):
                data.append((s.name, s.cat, (s.num or s.cat,)))
            else:
                data.append((s.name, s.cat, self._type_of(s, inst.sizes, te, sc)))
        return dict(sc.vars), data

    def _type_of(self, s: VarSpec, sizes: dict[str, int], te: TermEval, sc: Scope
                 ) -> tuple[Any, ...]:
        key = tuple(sorted(sizes.items()))
        memo = self._types.setdefault(key, {})
        if s.name not in memo:
            assert s.type is not None
            memo[s.name] = te.eval_type(s.type, sc)
        return memo[s.name]

    def domain_of(self, name: str, sizes: dict[str, int]) -> tuple[Any, ...]:
        """The evaluated type of variable ``name`` for the given sizes (see
        :meth:`TermEval.eval_type`)."""
        key = (name, tuple(sorted(sizes.items())))
        hit = self._domains.get(key)
        if hit is None:  # a function of the sizes alone: computed once per configuration
            inst = Instance(sizes, {}, 1)
            te, sc = self.scope_types_only(inst)
            hit = te.eval_type(cast(Term, self.spec[name].type), sc)  # specs of types have one
            self._domains[key] = hit
        return hit

    def scope_types_only(self, inst: Instance) -> tuple[TermEval, Scope]:
        te = TermEval(self.stmt, FloatOps)
        sc = Scope({}, 0)
        for s in self.specs:
            if s.cat == "type":
                sc.vars[s.name] = Val("type", dom=Domain(s.name, inst.sizes[s.name]))
            elif s.cat == "dim":
                sc.vars[s.name] = Val("num", FloatOps.const(Fraction(inst.sizes[s.name])), 0,
                                      num="nat")
        return te, sc

    # ------------------------------------------------------------------ evaluation
    def truth(self, term: Term, inst: Instance) -> np.ndarray:
        """The truth of a proposition on every instance of the batch: bool array ``(B,)``. In float
        mode relations are judged with a relative tolerance of 1e-9 in favour of truth; in exact
        mode :class:`Undecidable` may be raised."""
        te, sc = self.scope(inst)
        v = te.prop(term, sc)
        return np.broadcast_to(np.asarray(v.arr, dtype=bool).reshape(-1), (inst.batch,)).copy()

    def truth_finite(self, term: Term, inst: Instance) -> tuple[np.ndarray, np.ndarray]:
        """:meth:`truth`, and per instance whether every relation inside compared finite
        operands (always true in exact mode). Float mode only marks; callers decide."""
        te, sc = self.scope(inst)
        v = te.prop(term, sc)
        t = np.broadcast_to(np.asarray(v.arr, dtype=bool).reshape(-1), (inst.batch,)).copy()
        nf = getattr(te, "nonfinite", None)
        if nf is None:
            return t, np.ones(inst.batch, dtype=bool)
        return t, ~bcast(np.asarray(nf, dtype=bool).reshape(-1), (inst.batch,))

    def hypotheses_truth(self, inst: Instance, skip: frozenset[str] = frozenset()) -> np.ndarray:
        """Conjunction of the hypotheses (except ``skip``); bool ``(B,)``; NaN counts as false."""
        ok = np.ones(inst.batch, dtype=bool)
        for h in self.stmt.hypotheses:
            if h.name in skip:
                continue
            assert h.term is not None
            ok &= self.truth(h.term, inst)
        return ok

    def value(self, term: Term, inst: Instance, want: Any = None) -> Val:
        te, sc = self.scope(inst)
        return te.ev(term, sc, want)

    def sides(self, rel: Term, inst: Instance) -> Sides | None:
        """The sides of a (``∀``-prefixed) relation, or ``None`` if ``rel`` is not one: float
        arrays, or exact object arrays for an exact instance."""
        binders, r = peel_relation(rel)
        if r is None:
            return None
        te, sc = self.scope(inst)
        return te.relation_sides(binders, r, sc, inst.batch, as_float=not inst.exact)

    def margin(self, term: Term, inst: Instance) -> np.ndarray:
        """A signed, scale-free float margin of a proposition: ``≥ 0`` when it holds (up to float
        tolerance), negative when violated, larger magnitude = farther from the boundary."""
        te, sc = self.scope(inst, exact=False)
        m = te.margin(term, sc)
        out = np.broadcast_to(np.asarray(m.arr, dtype=float).reshape(-1), (inst.batch,))
        return np.where(np.isnan(out), np.nan, out)

    def ratio(self, inst: Instance) -> np.ndarray | None:
        """``lhs / rhs`` of the conclusion when it is a (``∀``-prefixed) ``≤``/``<`` relation: the
        maximum over the ``∀`` binders, ``NaN`` where the right side is not positive; ``None`` for
        other conclusions."""
        assert self.stmt.conclusion is not None and not inst.exact
        s = self.sides(self.stmt.conclusion, inst)
        if s is None or s.op in ("=", "≠"):
            return None
        with np.errstate(all="ignore"):
            pos = (s.rhs > 0) & (s.lhs >= 0) & s.mask
            r = np.where(pos, s.lhs / np.where(s.rhs > 0, s.rhs, 1.0), -np.inf)
        r = r.reshape(r.shape[0], -1).max(axis=1, initial=-np.inf) if r.ndim > 1 else r
        return np.where(np.isfinite(r), r, np.nan)

    def check_translatable(self, inst: Instance) -> None:
        """Evaluate everything once so that untranslatable constructs surface as
        :class:`NotTranslated` before any sampling statistics are gathered."""
        assert self.stmt.conclusion is not None
        for h in self.stmt.hypotheses:
            assert h.term is not None
            self.truth(h.term, inst)
        self.truth(self.stmt.conclusion, inst)
