"""Run z3 on one statement within a budget: vacuity, proof, or a model to certify.

:func:`decide` encodes the statement (:mod:`dgg.decide.encode`) and asks two questions: are the
hypotheses satisfiable (else the statement is *vacuous*, with the unsatisfiable core of hypotheses
named), and is ``hypotheses ∧ ¬conclusion`` satisfiable (unsatisfiable: *proved*; satisfiable: a
model, which the caller must certify with dgg's own exact evaluator before it shows anything).

A hypothesis outside the tier is dropped: fewer hypotheses only enlarge the set of instances, so an
unsatisfiable answer still proves the statement (or its vacuity) — and a model is re-checked
against every hypothesis by the exact evaluator. A statement over sizes (``Fin n``, a finite type
``V``) is decided size by size, every size from 0 up, until the budget ends:
``proved_up_to`` is the largest ``k`` such that every assignment of sizes ``≤ k`` is proved. At
each assignment of the sizes, the index variables (``j₀ : Fin n``, ``v : V``) are split into
cases, one query per value (at most :data:`MAX_CASES`): a lookup ``f j₀`` at a known index is one
constant instead of a chain of ``If`` s, which z3's nonlinear procedure decides far faster.

The budget is z3's resource limit (``rlimit``, deterministic: the same statement gets the same
answer on any machine), :data:`RLIMIT_PER_SECOND` units per second of budget. Over sizes, each
size level may spend the larger of :data:`SHARE_FLOOR` of the statement's units and
:data:`SHARE_GROWTH` times what the smaller sizes spent (at most what is left), so that the
first size the tier cannot decide costs a bounded multiple of the decided ones, not the whole
budget. Each query also has a wall-clock cap of :data:`WALL_FACTOR` times the seconds its units
stand for, plus :data:`WALL_SLACK` (and the ``--time-budget`` deadline): z3's nonlinear
procedure counts few units per second, so there the wall clock ends the query, and the answer is
``unknown`` (sampling decides), never a verdict. docs/decision.md gives the measurements.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import z3

from dgg.decide.encode import Encoder, FnVal, Outside, size_names
from dgg.elab.typed import TNode, TypedStatement
from dgg.elab.types import NumTy, TypeVar

#: z3 resource units per second of budget (docs/decision.md, "Budget": measured per query kind)
RLIMIT_PER_SECOND = 1_000_000
#: a query's wall-clock cap, in seconds of the units it may spend (plus :data:`WALL_SLACK`): z3's
#: nonlinear procedure (nlsat) counts resource units far more slowly than the rest, so on those
#: queries the wall clock is what ends a query; a wall-clock stop is ``unknown``, never a verdict
WALL_FACTOR = 2.0
#: seconds added to every wall-clock cap (z3's set-up of a query)
WALL_SLACK = 0.25
#: over sizes: each size may spend at least this fraction of the statement's units …
SHARE_FLOOR = 0.5
#: … or this many times the units every smaller size used, whichever is more (and at most what is
#: left): an undecidable size costs a bounded multiple of what the decided sizes cost
SHARE_GROWTH = 4
#: the most cases of a case split over the index variables at one size
MAX_CASES = 16
#: the largest size decided for a statement over sizes
MAX_SIZE = 8

PROVED, VACUOUS, MODEL, UNKNOWN, OUTSIDE, UP_TO = (
    "proved", "vacuous", "model", "unknown", "outside", "proved_up_to")


@dataclass
class Decision:
    """What z3 found. ``outcome``: ``proved``, ``vacuous`` (``core``: the hypotheses whose
    conjunction is unsatisfiable), ``model`` (``values``/``sizes``: an instance to certify),
    ``proved_up_to`` (over sizes; ``up_to`` the sizes), ``unknown`` (budget or incompleteness) or
    ``outside`` (``reason``: the first construct outside the tier). ``rlimit_used``: z3's resource
    units spent; ``levels``: over sizes, the units each size level spent (0 first)."""

    outcome: str
    reason: str = ""
    core: list[str] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    sizes: dict[str, int] = field(default_factory=dict)
    up_to: dict[str, int] | None = None
    dropped: list[str] = field(default_factory=list)
    rlimit_used: int = 0
    levels: list[int] = field(default_factory=list)


class _Budget:
    """A statement's budget: ``seconds`` × :data:`RLIMIT_PER_SECOND` resource units, a share of
    which (:meth:`allot`) the next queries may spend; each query's wall clock is capped near the
    units it may spend, and everything by ``deadline`` (``--time-budget``)."""

    def __init__(self, seconds: float, deadline: float | None = None) -> None:
        self.total = max(0, int(seconds * RLIMIT_PER_SECOND))
        self.units = self.total
        self.share = self.total
        self.wall = time.monotonic() + WALL_FACTOR * seconds + WALL_SLACK
        if deadline is not None:
            self.wall = min(self.wall, deadline)

    @property
    def used(self) -> int:
        return self.total - self.units

    def allot(self, units: int) -> None:
        """The next queries may spend ``units`` (at most what is left)."""
        self.share = min(self.units, units)

    def out(self) -> bool:
        return self.units <= 0 or self.share <= 0 or time.monotonic() >= self.wall

    def check(self, s: z3.Solver, *extra: Any) -> Any:
        if self.out():
            return z3.unknown
        allow = min(self.units, self.share)
        now = time.monotonic()
        cap = min(self.wall, now + WALL_FACTOR * allow / RLIMIT_PER_SECOND + WALL_SLACK)
        s.set("rlimit", allow)
        s.set("timeout", max(1, int((cap - now) * 1000)))
        before = _rlimit(s)
        r = s.check(*extra)
        spent = max(1, _rlimit(s) - before)
        self.units -= spent
        self.share -= spent
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
           skip: frozenset[str] = frozenset(), deadline: float | None = None) -> Decision:
    """Decide ``typed`` within ``budget`` seconds (see module docstring). ``fixes`` pins
    variables (``--fix``); ``skip`` names hypotheses left out (the necessity test); ``deadline``
    (``time.monotonic()``) ends every query (``--time-budget``)."""
    fixes = fixes or {}
    fresh_context()
    bud = _Budget(budget, deadline)
    d = _decide(typed, bud, fixes, skip)
    d.rlimit_used = bud.used
    return d


def _decide(typed: TypedStatement, bud: _Budget, fixes: dict[str, Fraction],
            skip: frozenset[str]) -> Decision:
    try:
        sizes = sizes_of(typed)
    except Outside as e:
        return Decision(OUTSIDE, e.reason)
    unknown_sizes = [s for s in sizes if s not in {n for n, _ in typed.variables}]
    if unknown_sizes:
        return Decision(OUTSIDE, f"the size {unknown_sizes[0]} is not a variable")
    if not sizes:
        return _decide_at(typed, {}, bud, fixes, skip)
    fixed = {s: int(fixes[s]) for s in sizes if s in fixes}
    free = [s for s in sizes if s not in fixed]
    if len(free) > 2:
        return Decision(OUTSIDE, "more than two size parameters")
    up_to: int | None = None
    last = Decision(UNKNOWN, "no size decided")
    levels: list[int] = []
    for level in range(MAX_SIZE + 1):
        configs = [c for c in itertools.product(range(level + 1), repeat=len(free))
                   if max(c, default=0) == level]
        if not free and level > 0:
            break
        bud.allot(max(int(SHARE_FLOOR * bud.total), SHARE_GROWTH * bud.used))
        before = bud.used
        done = True
        for c in configs:
            at = {**fixed, **dict(zip(free, c))}
            d = _decide_at(typed, at, bud, fixes, skip)
            if d.outcome == MODEL:
                d.up_to = _up_to(free, fixed, up_to)
                d.levels = levels + [bud.used - before]
                return d
            if d.outcome == OUTSIDE:
                return d
            if d.outcome not in (PROVED, VACUOUS):
                done, last = False, d
                break
        levels.append(bud.used - before)
        if not done:
            break
        up_to = level
    if up_to is None:
        return Decision(last.outcome if last.outcome != MODEL else UNKNOWN, last.reason,
                        levels=levels)
    if not free:
        return Decision(PROVED, levels=levels)
    return Decision(UP_TO, up_to=_up_to(free, fixed, up_to), levels=levels)


def _up_to(free: list[str], fixed: dict[str, int], level: int | None) -> dict[str, int] | None:
    if level is None:
        return None
    return {**{s: level for s in free}, **fixed}


def index_cases(typed: TypedStatement, sizes: dict[str, int],
                fixes: Mapping[str, Fraction]) -> list[dict[str, int]]:
    """The cases of the split over the index variables at ``sizes``: every value of each
    ``Fin``/type-variable variable not pinned by ``--fix``, in order of declaration, as long as
    the number of cases stays within :data:`MAX_CASES` (the variables past that stay z3
    integers). One case, ``{}``, where nothing is split."""
    cases: list[dict[str, int]] = [{}]
    for name, card in Encoder(typed, sizes).index_cards():
        if name in fixes or card == 0 or len(cases) * card > MAX_CASES:
            continue
        cases = [{**c, name: v} for c in cases for v in range(card)]
    return cases


def _decide_at(typed: TypedStatement, sizes: dict[str, int], bud: _Budget,
               fixes: dict[str, Fraction], skip: frozenset[str]) -> Decision:
    """Decide at one assignment of the sizes, case by case over the index variables (a model in
    one case is a model; every case proved or vacuous proves the statement at these sizes, and
    every case vacuous makes it vacuous, the union of the cores being unsatisfiable in all)."""
    try:
        cases = index_cases(typed, sizes, fixes)
    except Outside as e:
        return Decision(OUTSIDE, e.reason)
    outs: list[Decision] = []
    for pin in cases:
        d = _decide_case(typed, sizes, pin, bud, fixes, skip)
        if d.outcome not in (PROVED, VACUOUS):
            return d
        outs.append(d)
    dropped = list(dict.fromkeys(n for d in outs for n in d.dropped))
    if all(d.outcome == VACUOUS for d in outs):
        return Decision(VACUOUS, core=sorted({c for d in outs for c in d.core}), sizes=sizes,
                        dropped=dropped)
    return Decision(PROVED, sizes=sizes, dropped=dropped)


def _decide_case(typed: TypedStatement, sizes: dict[str, int], pin: dict[str, int],
                 bud: _Budget, fixes: dict[str, Fraction], skip: frozenset[str]) -> Decision:
    try:
        enc = Encoder(typed, sizes, pinned=pin)
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
                 sizes: dict[str, int], budget: float, deadline: float | None = None) -> bool:
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
    return bool(_Budget(budget, deadline).check(s) == z3.unsat)


def _z3_num(v: Fraction, like: Any) -> Any:
    if z3.is_int(like):
        return z3.IntVal(int(v))
    return z3.RealVal(f"{v.numerator}/{v.denominator}")
