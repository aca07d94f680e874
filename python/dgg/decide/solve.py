"""Run z3 on one statement within a budget: vacuity, proof, or a model to certify.

:func:`decide` encodes the statement (:mod:`dgg.decide.encode`) and asks two questions: are the
hypotheses satisfiable (else the statement is *vacuous*, with the unsatisfiable core of hypotheses
named), and is ``hypotheses ∧ ¬conclusion`` satisfiable (unsatisfiable: *proved*; satisfiable: a
model, which the caller must certify with dgg's own exact evaluator before it shows anything).

A hypothesis outside the tier is dropped: fewer hypotheses only enlarge the set of instances, so an
unsatisfiable answer still proves the statement (or its vacuity) — and a model is re-checked
against every hypothesis by the exact evaluator. A statement over sizes (``Fin n``, a finite type
``V``) is decided size by size, every size from 0 up, until the budget ends:
``proved_up_to`` is the largest ``k`` such that every assignment of sizes ``≤ k`` is proved.

The budget is z3's resource limit (``rlimit``, deterministic: the same statement gets the same
answer on any machine), :data:`RLIMIT_PER_SECOND` units per second of budget, measured on the
development machine (docs/decision.md); a wall-clock timeout of :data:`SAFETY_FACTOR` budgets is
only a safety net against a procedure that stops counting resources.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import z3

from dgg.decide.encode import Encoder, FnVal, Outside, size_names
from dgg.elab.typed import TNode, TypedStatement
from dgg.elab.types import NumTy, TypeVar

#: z3 resource units per second of budget (about 7 million per CPU second measured; fewer, so
#: that a budget is an upper bound on a slower machine too)
RLIMIT_PER_SECOND = 4_000_000
#: the wall-clock safety net, in budgets (plus 10 s): far above what the resource limit allows even
#: on a machine loaded many times over, so that it never decides an answer in practice
SAFETY_FACTOR = 30
#: the largest size decided for a statement over sizes
MAX_SIZE = 8

PROVED, VACUOUS, MODEL, UNKNOWN, OUTSIDE, UP_TO = (
    "proved", "vacuous", "model", "unknown", "outside", "proved_up_to")


@dataclass
class Decision:
    """What z3 found. ``outcome``: ``proved``, ``vacuous`` (``core``: the hypotheses whose
    conjunction is unsatisfiable), ``model`` (``values``/``sizes``: an instance to certify),
    ``proved_up_to`` (over sizes; ``up_to`` the sizes), ``unknown`` (budget or incompleteness) or
    ``outside`` (``reason``: the first construct outside the tier)."""

    outcome: str
    reason: str = ""
    core: list[str] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)
    up_to: dict[str, int] | None = None
    dropped: list[str] = field(default_factory=list)
    rlimit_used: int = 0


class _Budget:
    def __init__(self, seconds: float) -> None:
        self.units = int(seconds * RLIMIT_PER_SECOND)
        self.wall = time.monotonic() + SAFETY_FACTOR * seconds + 10

    def out(self) -> bool:
        return self.units <= 0 or time.monotonic() > self.wall

    def check(self, s: z3.Solver, *extra: Any) -> Any:
        if self.out():
            return z3.unknown
        s.set("rlimit", self.units)
        s.set("timeout", max(1, int((self.wall - time.monotonic()) * 1000)))
        before = _rlimit(s)
        r = s.check(*extra)
        self.units -= max(1, _rlimit(s) - before)
        return r


def _rlimit(s: z3.Solver) -> int:
    st = s.statistics()
    for k in st.keys():
        if k == "rlimit count":
            return int(st.get_key_value(k))
    return 0


def sizes_of(typed: TypedStatement) -> list[str]:
    """The size parameters of a statement: the ``ℕ`` variables and type variables its ``Fin``
    types mention (in variable types and in binder types), in order of declaration."""
    names: set[str] = set()
    for _, ty in typed.variables:
        names |= size_names(ty)
    nodes = [n for _, h in typed.hypotheses if h is not None for n in h.walk()]
    nodes += typed.conclusion.walk()
    for n in nodes:
        for b in n.binders:
            names |= size_names(b.ty)
    declared = dict(typed.variables)
    for name in names:
        if name in declared and not isinstance(declared[name], TypeVar) \
                and declared[name] != NumTy("ℕ"):
            raise Outside(f"the size {name} : {declared[name].show()}")
    return [n for n, _ in typed.variables if n in names] + sorted(names - set(declared))


def fresh_context() -> None:
    """A new z3 context for the next queries. z3's search depends on the terms its context has
    already seen (their ids order its choices), so an answer cut by the resource limit could depend
    on which statements a worker process decided before — and a report on ``--jobs``. Each
    statement therefore starts from an empty context (z3's default context is made afresh:
    ``z3.main_ctx`` creates one when none is set)."""
    z3.z3._main_ctx = None


def decide(typed: TypedStatement, budget: float, fixes: dict[str, Fraction] | None = None,
           skip: frozenset[str] = frozenset()) -> Decision:
    """Decide ``typed`` within ``budget`` seconds (see module docstring). ``fixes`` pins
    variables (``--fix``); ``skip`` names hypotheses left out (the necessity test)."""
    fixes = fixes or {}
    fresh_context()
    bud = _Budget(budget)
    try:
        sizes = sizes_of(typed)
    except Outside as e:
        return Decision(OUTSIDE, e.reason)
    unknown_sizes = [s for s in sizes if s not in {n for n, _ in typed.variables}]
    if unknown_sizes:
        return Decision(OUTSIDE, f"the size {unknown_sizes[0]} is not a variable")
    if not sizes:
        d = _decide_at(typed, {}, bud, fixes, skip)
        d.rlimit_used = int(budget * RLIMIT_PER_SECOND) - bud.units
        return d
    fixed = {s: int(fixes[s]) for s in sizes if s in fixes}
    free = [s for s in sizes if s not in fixed]
    if len(free) > 2:
        return Decision(OUTSIDE, "more than two size parameters")
    up_to: int | None = None
    last = Decision(UNKNOWN, "no size decided")
    for level in range(MAX_SIZE + 1):
        configs = [c for c in itertools.product(range(level + 1), repeat=len(free))
                   if max(c, default=0) == level]
        if not free and level > 0:
            break
        done = True
        for c in configs:
            at = {**fixed, **dict(zip(free, c))}
            d = _decide_at(typed, at, bud, fixes, skip)
            if d.outcome == MODEL:
                d.up_to = _up_to(free, fixed, up_to)
                return d
            if d.outcome == OUTSIDE:
                return d
            if d.outcome not in (PROVED, VACUOUS):
                done, last = False, d
                break
        if not done:
            break
        up_to = level
    if up_to is None:
        return Decision(last.outcome if last.outcome != MODEL else UNKNOWN, last.reason)
    if not free:
        return Decision(PROVED)
    return Decision(UP_TO, up_to=_up_to(free, fixed, up_to))


def _up_to(free: list[str], fixed: dict[str, int], level: int | None) -> dict[str, int] | None:
    if level is None:
        return None
    return {**{s: level for s in free}, **fixed}


def _decide_at(typed: TypedStatement, sizes: dict[str, int], bud: _Budget,
               fixes: dict[str, Fraction], skip: frozenset[str]) -> Decision:
    try:
        enc = Encoder(typed, sizes)
    except Outside as e:
        return Decision(OUTSIDE, e.reason)
    hyps: list[tuple[str, Any]] = []
    dropped: list[str] = []
    for name, h in typed.hypotheses:
        if name in skip:
            continue
        if h is None:
            dropped.append(name)
            continue
        try:
            hyps.append((name, enc.top(h)))
        except (Outside, z3.Z3Exception, RecursionError):
            dropped.append(name)
    try:
        concl: Any = enc.top(typed.conclusion)
    except Outside as e:
        concl, why = None, e.reason
    except z3.Z3Exception as e:
        concl, why = None, f"an encoding error ({e})"
    except RecursionError:
        concl, why = None, "a term nested too deep"
    s = z3.Solver()
    s.set("unsat_core", True)
    s.add(*enc.background)
    pins = [(f"--fix {k}", enc.vars[k] == _z3_num(v, enc.vars[k])) for k, v in fixes.items()
            if k in enc.vars and not isinstance(enc.vars[k], FnVal) and k not in sizes]
    for name, f in pins + hyps:
        s.assert_and_track(f, z3.Bool(name))
    r = bud.check(s)
    if r == z3.unsat:
        core = sorted(str(c) for c in s.unsat_core())
        if any(c.startswith("--fix") for c in core):
            return Decision(UNKNOWN, "the pinned values meet no instance", dropped=dropped)
        return Decision(VACUOUS, core=core, sizes=sizes, dropped=dropped)
    if r != z3.sat:
        return Decision(UNKNOWN, f"z3: {s.reason_unknown() or 'budget'}", dropped=dropped)
    if concl is None:
        return Decision(OUTSIDE, why, dropped=dropped)
    s = z3.Solver()  # a fresh, non-incremental query: z3 picks its complete procedures (nlsat)
    s.add(*enc.background)
    s.add(*[f for _, f in pins], *[f for _, f in hyps], z3.Not(concl))
    r = bud.check(s)
    if r == z3.unsat:
        return Decision(PROVED, sizes=sizes, dropped=dropped)
    if r != z3.sat:
        return Decision(UNKNOWN, f"z3: {s.reason_unknown() or 'budget'}", dropped=dropped)
    try:
        values = model_values(enc, s.model(), sizes)
    except Outside as e:
        return Decision(UNKNOWN, e.reason, dropped=dropped)
    return Decision(MODEL, values=values, sizes=sizes, dropped=dropped)


def model_values(enc: Encoder, m: z3.ModelRef, sizes: dict[str, int]) -> dict[str, Any]:
    """The model's value of every statement variable: a :class:`~fractions.Fraction`, an ``int``
    for an index, nested lists of fractions for a function; :class:`Outside` for an irrational
    (algebraic) value."""
    out: dict[str, Any] = {}
    for name, v in enc.vars.items():
        if name in sizes:
            continue
        if isinstance(v, FnVal):
            out[name] = _nested(v, m)
        else:
            out[name] = _exact(m.eval(v, model_completion=True))
    return out


def _nested(f: FnVal, m: z3.ModelRef) -> Any:
    def build(prefix: tuple[int, ...]) -> Any:
        if len(prefix) == len(f.dims):
            return _exact(m.eval(f.table[prefix], model_completion=True))
        return [build(prefix + (i,)) for i in range(f.dims[len(prefix)])]
    return build(())


def _exact(e: Any) -> Fraction:
    if z3.is_int_value(e):
        return Fraction(e.as_long())
    if z3.is_rational_value(e):
        return Fraction(e.numerator_as_long(), e.denominator_as_long())
    raise Outside("an irrational value in the solver's model")


def closed_false(typed: TypedStatement, node: TNode, values: dict[str, Any],
                 sizes: dict[str, int], budget: float) -> bool:
    """Whether the closed formula ``node`` at the exact ``values`` is false: z3 finds
    ``node ∧ (every variable = its value)`` unsatisfiable (used for an ``∃`` conclusion, whose
    falsity dgg's exact evaluator cannot decide on its own)."""
    fresh_context()
    try:
        enc = Encoder(typed, sizes)
        f = enc.top(node)
    except (Outside, z3.Z3Exception, RecursionError):
        return False
    s = z3.Solver()
    s.add(*enc.background, f)
    for name, v in values.items():
        x = enc.vars.get(name)
        if x is None:
            return False
        if isinstance(x, FnVal):
            for idx, c in x.table.items():
                val = v
                for i in idx:
                    val = val[i]
                s.add(c == _z3_num(val, c))
        else:
            s.add(x == _z3_num(v, x))
    return bool(_Budget(budget).check(s) == z3.unsat)


def _z3_num(v: Fraction, like: Any) -> Any:
    if z3.is_int(like):
        return z3.IntVal(int(v))
    return z3.RealVal(f"{v.numerator}/{v.denominator}")
