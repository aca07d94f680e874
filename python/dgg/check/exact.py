"""Exact re-verification, shrinking and Lean-style rendering of counterexample candidates.

A float candidate is converted to rationals, then *repaired* so that the hypotheses the sampler
meets by construction hold exactly: a function with ``∑ j, π j = c`` gets one coordinate set to
``c`` minus the others, and each real scalar is clamped into the range its atoms allow, computed in
exact arithmetic (:mod:`dgg.sample.constraints` on an exact instance). Then every hypothesis and the
conclusion are evaluated exactly (:class:`~dgg.eval.numeric.ExactOps`: rationals, 170-bit intervals
for transcendental functions). Only a candidate whose hypotheses are all *exactly true* and whose
conclusion is *exactly false* is reported; an interval that cannot decide makes the candidate
``undecided`` and it is dropped. Floating noise therefore never becomes a counterexample.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.errors import detail
from dgg.eval import exact_ops
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.eval.exact_ops import _e_div, _e_sub, is_interval
from dgg.eval.numeric import Undecidable, iv_bounds
from dgg.eval.numsets import GridOnly, grid_values
from dgg.sample.constraints import affine_coeffs as _unused  # noqa: F401 (documented dependency)
from dgg.sample.sampling import Sampler

HOLDS, COUNTEREXAMPLE, UNDECIDED, HYP_FAILS = "holds", "counterexample", "undecided", "hyp_fails"


@functools.lru_cache(maxsize=1 << 16)
def _frac(x: float) -> Fraction:
    """The simplest rational within a relative ``10⁻¹²`` of ``x``, else ``x`` exactly. Memoised:
    the candidates of one statement share most of their values (a search moves a few entries
    at a time), and a Fraction is immutable."""
    f = Fraction(float(x))
    g = f.limit_denominator(10 ** 12)
    return g if abs(g - f) <= abs(f) * Fraction(1, 10 ** 12) else f


_vfrac = np.vectorize(_frac, otypes=[object])


def to_exact(ev: Evaluator, inst: Instance) -> Instance:
    """A single float instance as rationals (indices and masks unchanged)."""
    assert inst.batch == 1
    vals: dict[str, np.ndarray] = {}
    for s in ev.specs:
        v = inst.values.get(s.name)
        if v is None:
            continue
        if s.cat in ("real", "fn", "nat", "int"):
            if not np.all(np.isfinite(np.asarray(v, dtype=float))):
                raise ValueError("non-finite value")
            vals[s.name] = _vfrac(v) if v.size else np.asarray(v, dtype=object)
        else:
            vals[s.name] = v
    return Instance(dict(inst.sizes), vals, 1, exact=True)


def _lo_end(x: Any) -> Fraction:
    return iv_bounds(x)[0]


def _hi_end(x: Any) -> Fraction:
    return iv_bounds(x)[1]


def repair(sm: Sampler, inst: Instance) -> Instance:
    """Meet sum constraints and scalar ranges exactly (see module docstring)."""
    ev = sm.ev
    vals = dict(inst.values)
    out = Instance(inst.sizes, vals, 1, exact=True)
    for name, v in sm.fixes.items():
        if ev.spec[name].cat in ("real", "nat", "int"):
            vals[name] = np.array([Fraction(v)], dtype=object)
    for s in ev.specs:
        if s.cat == "fn" and s.name not in sm.fixes and np.ndim(vals[s.name]) == 2:
            vals[s.name] = _clamp_entries(sm, s.name, out)
    for f, rhs in sm.sum_fns.items():
        if f in sm.fixes:
            continue
        x = np.array(vals[f], dtype=object).copy()
        if x.ndim != 2 or x.shape[1] == 0:
            continue
        c = ev.value(rhs, out, "real").arr.reshape(-1)[0]
        if not isinstance(c, Fraction):
            continue
        k = int(np.argmax([abs(float(v)) for v in x[0]]))
        others = sum((x[0, i] for i in range(x.shape[1]) if i != k), Fraction(0))
        x[0, k] = c - others
        vals[f] = x
    plan = getattr(sm, "eq_plan", None)
    solved = set(plan.solved) if plan is not None else set()
    for s in ev.specs:
        if s.cat != "real" or s.name in sm.fixes or s.name in solved:
            continue
        vals[s.name] = np.array([_clamp(sm, s.name, out, vals[s.name][0])], dtype=object)
    if plan is not None:  # equalities met exactly: rationals, or certified root intervals
        out.iv_solved = plan.apply_exact(vals)  # type: ignore[attr-defined]
    return out


def _clamp_entries(sm: Sampler, name: str, inst: Instance) -> np.ndarray:
    """Clamp the entries of a vector into the exact bounds of atoms like ``∀ j, u j ≤ c``."""
    x = np.array(inst.values[name], dtype=object).copy()
    n = x.shape[1]
    for at in sm.entry_atoms(name, sm.drawn_before(name)):
        if at.rel.op not in ("≤", "<"):
            continue
        g = []
        for val in (Fraction(0), Fraction(1)):
            vals = dict(inst.values)
            vals[name] = np.full((1, n), val, dtype=object)
            try:
                sd = sm.ev.sides(at.term(), Instance(inst.sizes, vals, 1, exact=True))
            except (NotTranslated, Undecidable, ValueError, IndexError, ZeroDivisionError):
                sd = None
            if sd is None or np.shape(sd.lhs) != (1, n):
                break
            g.append(sd)
        if len(g) < 2:
            continue
        for j in range(n):
            if not bool(np.broadcast_to(g[0].mask, (1, n))[0, j]):
                continue
            try:
                b = _sub(g[0].lhs[0, j], g[0].rhs[0, j])
                a = _sub(_sub(g[1].lhs[0, j], g[1].rhs[0, j]), b)
            except Undecidable:
                continue
            if not (isinstance(a, Fraction) and isinstance(b, Fraction)) or a == 0:
                continue
            root = -b / a
            v = Fraction(x[0, j])
            if a > 0 and (v > root or (v == root and at.rel.op == "<")):
                x[0, j] = root if at.rel.op == "≤" else _nudge(root, None, -1)
            elif a < 0 and (v < root or (v == root and at.rel.op == "<")):
                x[0, j] = root if at.rel.op == "≤" else _nudge(root, None, +1)
    return x


def _clamp(sm: Sampler, name: str, inst: Instance, x: Fraction) -> Fraction:
    lo: Fraction | None = None
    hi: Fraction | None = None
    lo_open = hi_open = False
    eq: Fraction | None = None
    excluded: list[Fraction] = []
    for at in sm.scalar_atoms(name):
        g = []
        for val in (Fraction(0), Fraction(1), Fraction(2)):
            vals = dict(inst.values)
            vals[name] = np.array([val], dtype=object)
            try:
                sd = sm.ev.sides(at.term(), Instance(inst.sizes, vals, 1, exact=True))
            except (NotTranslated, Undecidable, ValueError, IndexError, ZeroDivisionError):
                sd = None
            if sd is None:
                break
            g.append(sd)
        if len(g) < 3 or not _affine3(g):
            continue  # not affine in this variable (e.g. x ^ 2 = 4): no root to clamp to
        s0, s1 = g[0], g[1]
        for l0, r0, l1, r1, m in zip(s0.lhs.flat, s0.rhs.flat, s1.lhs.flat, s1.rhs.flat,
                                     np.broadcast_to(s0.mask, s0.lhs.shape).flat):
            if not m:
                continue
            try:
                b = _sub(l0, r0)
                a = _sub(_sub(l1, r1), b)
            except Undecidable:
                continue
            if not isinstance(a, Fraction) and not _is_iv(a):
                continue
            alo, ahi = iv_bounds(a)
            if alo <= 0 <= ahi:
                continue
            root_lo, root_hi = _root_bounds(a, b)
            op = at.rel.op
            if op in ("≤", "<"):
                if alo > 0:  # s ≤ root
                    cand = root_lo
                    if hi is None or cand < hi or (cand == hi and op == "<"):
                        hi, hi_open = cand, op == "<" or (cand == hi and hi_open)
                else:
                    cand = root_hi
                    if lo is None or cand > lo or (cand == lo and op == "<"):
                        lo, lo_open = cand, op == "<" or (cand == lo and lo_open)
            elif op == "=" and root_lo == root_hi and eq is None:
                eq = root_lo
            elif op == "≠" and root_lo == root_hi:
                excluded.append(root_lo)
    if eq is not None:
        return eq
    y = x
    if lo is not None and (y < lo or (y == lo and lo_open)):
        y = lo if not lo_open else _nudge(lo, hi, +1)
    if hi is not None and (y > hi or (y == hi and hi_open)):
        y = hi if not hi_open else _nudge(hi, lo, -1)
    for e in excluded:
        if y == e:
            y = _nudge(e, hi, +1)
    return y


def _affine3(g: list[Any]) -> bool:
    """Whether ``lhs - rhs`` at 0, 1, 2 lies on a line (exactly; overlapping intervals pass)."""
    try:
        for l0, r0, l1, r1, l2, r2 in zip(g[0].lhs.flat, g[0].rhs.flat, g[1].lhs.flat,
                                          g[1].rhs.flat, g[2].lhs.flat, g[2].rhs.flat):
            d = _sub(_sub(_sub(l2, r2), _sub(l0, r0)), _sub(_sub(l1, r1), _sub(l0, r0)))
            d = _sub(d, _sub(_sub(l1, r1), _sub(l0, r0)))
            lo, hi = iv_bounds(d)
            if lo > 0 or hi < 0:
                return False
    except (Undecidable, ValueError, TypeError):
        return False
    return True


def _nudge(p: Fraction, q: Fraction | None, sign: int) -> Fraction:
    step = (abs(p) + 1) * Fraction(1, 10 ** 9)
    if q is not None and abs(q - p) > 0:
        step = min(step, abs(q - p) / 2)
    return p + sign * step


def _is_iv(x: Any) -> bool:
    return is_interval(x)


def _sub(a: Any, b: Any) -> Any:
    """``a - b`` in exact arithmetic (the scalar operation of ``ExactOps.sub``)."""
    return _e_sub(a, b)


def _root_bounds(a: Any, b: Any) -> tuple[Fraction, Fraction]:
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        r = -b / a
        return r, r
    r = _e_div(-b, a)  # the scalar operation of ExactOps.div
    return _lo_end(r), _hi_end(r)


def verify(ev: Evaluator, inst: Instance, skip: frozenset[str] = frozenset(),
           why: list[str] | None = None) -> str:
    """``counterexample`` (hypotheses exactly true, conclusion exactly false), ``holds``,
    ``hyp_fails`` or ``undecided`` (the reason is appended to ``why``)."""
    assert ev.stmt.conclusion is not None
    where = "conclusion"
    try:
        for h in ev.stmt.hypotheses:
            if h.name in skip:
                continue
            assert h.term is not None
            where = f"hypothesis {h.name}"
            if not ev.truth(h.term, inst)[0]:
                if why is not None:
                    why.append(f"hypothesis {h.name} fails in exact arithmetic")
                return HYP_FAILS
        where = "conclusion"
        try:
            return HOLDS if ev.truth(ev.stmt.conclusion, inst)[0] else COUNTEREXAMPLE
        except GridOnly:
            # an order property no grid point violates: the float evaluator computed the same
            # finite proposition; where it holds exactly (every comparison certified, at 2000
            # bits if need be), the float violation was rounding (`sigmoid 128 < sigmoid 1000`)
            if _holds_on_grid(ev, inst):
                return HOLDS
            raise
    except (Undecidable, ZeroDivisionError, OverflowError, ValueError) as e:
        if why is not None:
            why.append(f"{where} undecided in exact arithmetic{detail(e)}")
        return UNDECIDED


def _holds_on_grid(ev: Evaluator, inst: Instance) -> bool:
    """Whether the conclusion holds exactly with its order properties read on the grid points
    (:func:`dgg.eval.numsets.grid_values`), at the working precision or else at 2000 bits. A
    fresh evaluator: such values must never reach ``ev``'s cache of top-level terms, where a
    later exact evaluation would take them for the property's own."""
    assert ev.stmt.conclusion is not None
    for prec in (exact_ops.IV_PREC, exact_ops.HIGH_PREC):
        try:
            with exact_ops.precision(prec), grid_values():
                return bool(Evaluator(ev.stmt).truth(ev.stmt.conclusion, inst)[0])
        except GridOnly:  # (only uncertified ones raise under grid_values)
            continue
    return False


def _repaired_counterexample(sm: Sampler, cand: Instance) -> Instance | None:
    """``cand`` repaired (equality hypotheses met exactly), if it is then a verified
    counterexample; else ``None``."""
    return examine_exact(sm, cand)[1]


def examine_exact(sm: Sampler, cand: Instance) -> tuple[str, Instance | None, str]:
    """Repair an exact candidate and verify it: ``(outcome, counterexample or None, reason)``
    with ``outcome`` one of ``counterexample``, ``holds``, ``hyp_fails``, ``undecided``."""
    try:
        ex = repair(sm, cand)
    except (ValueError, Undecidable, NotTranslated, OverflowError, ZeroDivisionError,
            TypeError) as e:
        return UNDECIDED, None, f"exact repair failed{detail(e)}"
    skip = sm.skip
    plan = getattr(sm, "eq_plan", None)
    if plan is not None and getattr(ex, "iv_solved", False):
        skip = skip | plan.hyps  # met at a certified root inside the intervals
    why: list[str] = []
    out = verify(sm.ev, ex, skip, why)
    return out, (ex if out == COUNTEREXAMPLE else None), (why[0] if why else "")


def examine(sm: Sampler, inst_float: Instance) -> tuple[str, Instance | None, str]:
    """:func:`examine_exact` of a float candidate (converted to rationals first)."""
    try:
        ex = to_exact(sm.ev, inst_float)
    except (ValueError, Undecidable, NotTranslated, OverflowError, ZeroDivisionError) as e:
        return UNDECIDED, None, f"no exact instance{detail(e)}"
    return examine_exact(sm, ex)


def exact_trials(sm: Sampler, insts: list[Instance], out_of_time: Any
                 ) -> tuple[int, list[Instance]]:
    """Instances whose float conclusion operands were not finite (``x ^ 10⁹`` underflowed),
    decided in exact arithmetic instead: ``(how many hold exactly, those exactly refuted)``; an
    undecided one is neither (it stays non-finite, not a trial)."""
    held, refuted = 0, []
    for inst in insts:
        if out_of_time():
            break
        out, ex, _ = examine(sm, inst)
        if out == HOLDS:
            held += 1
        elif ex is not None:
            refuted.append(inst)
    return held, refuted


def confirm(sm: Sampler, inst_float: Instance) -> Instance | None:
    """The exact, repaired counterexample behind a float candidate, or ``None``."""
    try:
        ex = to_exact(sm.ev, inst_float)
    except (ValueError, Undecidable, NotTranslated, OverflowError, ZeroDivisionError):
        return None
    return _repaired_counterexample(sm, ex)


DENOMS = (1, 2, 4, 10, 100, 1000, 10 ** 6)
SMALL = tuple(Fraction(x) for x in (0, 1, -1, 2, -2, Fraction(1, 2), 10))


def shrink(sm: Sampler, inst: Instance, max_checks: int = 120) -> Instance:
    """Simplify an exact counterexample: all real scalars are first tried together at one of
    0, ±1, ±2, 1/2, 10, then each alone;
    then each real variable (whole vectors at once) is replaced by the simplest rational
    approximation
    (``Fraction.limit_denominator`` with denominators 1, 2, 4, 10, …) that keeps it a verified
    counterexample after repair."""
    ev = sm.ev
    checks = 0
    cur = inst
    plan = getattr(sm, "eq_plan", None)
    solved = set(plan.solved) if plan is not None else set()
    reals = [s.name for s in ev.specs if s.cat == "real" and s.name not in sm.fixes
             and s.name not in solved]
    targets = [s.name for s in ev.specs if s.cat == "fn" and s.name not in sm.fixes] + reals
    if len(reals) > 1:  # first all real scalars at one small value together (x := 1, y := 1)
        for c in SMALL:
            checks += 1
            cand = cur
            for name in reals:
                cand = _with(cand, name, np.array([c], dtype=object))
            found = _repaired_counterexample(sm, cand)
            if found is not None:
                cur = found
                break
    for name in targets:
        if ev.spec[name].cat == "real":
            for c in SMALL:
                if checks >= max_checks or cur.values[name][0] == c:
                    break
                checks += 1
                found = _repaired_counterexample(sm, _with(cur, name, np.array([c], dtype=object)))
                if found is not None:
                    cur = found
                    break
        for d in DENOMS:
            if checks >= max_checks:
                return cur
            x = cur.values[name]
            y = np.vectorize(lambda v, d=d: Fraction(v).limit_denominator(d), otypes=[object])(x) \
                if x.size else x
            if np.array_equal(x, y):
                break
            checks += 1
            found = _repaired_counterexample(sm, _with(cur, name, y))
            if found is not None:
                cur = found
                break
    return cur


def _with(inst: Instance, name: str, v: np.ndarray) -> Instance:
    vals = dict(inst.values)
    vals[name] = v
    return Instance(inst.sizes, vals, inst.batch, exact=True)


# ---------------------------------------------------------------------------------- rendering
def lean_num(x: Any) -> str:
    """``3``, ``-1/2`` (Lean reads ``-1/2`` as ``-1 / 2``, which is the intended real); a
    certified root interval as ``≈1.41421356237310 (root in [lo, hi])``."""
    if is_interval(x):
        lo, hi = iv_bounds(x)
        return f"≈{float((lo + hi) / 2):.15g} (root in [{float(lo):.17g}, {float(hi):.17g}])"
    f = Fraction(x)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def render(ev: Evaluator, inst: Instance) -> dict[str, str]:
    """Lean-style values of every variable: ``n := 2``, ``π := ![1/2, 1/2]``, ``V := Fin 3``,
    ``J := !![1, 0; 0, 1]``, ``s := {0, 2}``."""
    out: dict[str, str] = {}
    for s in ev.specs:
        if s.cat == "type":
            out[s.name] = f"Fin {inst.sizes[s.name]}"
        elif s.cat == "dim":
            out[s.name] = str(inst.sizes[s.name])
        elif s.cat == "idx":
            out[s.name] = str(int(np.asarray(inst.values[s.name]).reshape(-1)[0]))
        elif s.cat == "finset":
            m = np.asarray(inst.values[s.name])[0]
            els = [str(i) for i in np.nonzero(m)[0]]
            out[s.name] = "{" + ", ".join(els) + "}" if els else "∅"
        elif s.cat in ("real", "nat", "int"):
            out[s.name] = lean_num(inst.values[s.name][0])
        elif s.cat == "fn":
            out[s.name] = _render_array(np.asarray(inst.values[s.name], dtype=object)[0])
    out.update(_render_sequences(ev, inst))
    return out


#: a pinned sequence's terms shown in full up to this index, else the first and the last ones
_SHOWN_TERMS = 12


def _render_sequences(ev: Evaluator, inst: Instance) -> dict[str, str]:
    """The terms of each pinned sequence (:mod:`dgg.eval.sequences`) up to the largest index the
    conclusion reads on ``inst``, computed again: ``a := 1, 1, 2, 4, 7, 11 (a 0 … a 5, pinned by
    its hypotheses)``; past :data:`_SHOWN_TERMS` terms, the first six and the last."""
    if not ev.sequences:
        return {}
    try:
        assert ev.stmt.conclusion is not None
        ev.truth(ev.stmt.conclusion, inst)  # each sequence's closure computes what it reads
    except (NotTranslated, Undecidable, ArithmeticError, ValueError, IndexError, TypeError):
        # the instance is rendered without its terms (a z3 model whose quantified conclusion the
        # evaluator cannot decide, for instance); what was verified does not depend on them
        return {}
    out: dict[str, str] = {}
    for name, seq in ev.sequences.items():
        vals = seq.terms()
        if not vals:
            continue
        top = len(vals) - 1
        shown = [_term(vals, k) for k in (range(top + 1) if top < _SHOWN_TERMS else range(6))]
        text = ", ".join(shown) + ("" if top < _SHOWN_TERMS else f", …, {_term(vals, top)}")
        out[name] = f"{text} ({name} 0 … {name} {top}, pinned by its hypotheses)"
    return out


def _term(vals: list[Any], k: int) -> str:
    return "?" if vals[k] is None else lean_num(vals[k])


def _render_array(a: np.ndarray) -> str:
    if a.ndim == 1:
        return "![" + ", ".join(lean_num(x) for x in a) + "]"
    if a.ndim == 2:
        if a.shape[0] == 0:
            return "!![]"
        return "!![" + "; ".join(", ".join(lean_num(x) for x in row) for row in a) + "]"
    return "![" + ", ".join(_render_array(x) for x in a) + "]"


@dataclass
class Counterexample:
    """A verified counterexample: the exact instance and its rendering."""

    instance: Instance
    values: dict[str, str]
