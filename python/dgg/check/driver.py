"""Numeric cross-check of statements: translate → random trials → adversarial search → exact
verification → shrinking → hypothesis necessity. Schema of the report: ``docs/check-schema.md``.

Statuses: ``passed`` (every float violation was dismissed in exact arithmetic; no certified
counterexample), ``counterexample`` (one was certified — exact rationals or a rigorous interval
enclosure — and is shown), ``suspect`` (a float violation that exact arithmetic could neither confirm
nor dismiss: the instance and the size of the violation are shown; never a pass, never a
refutation), ``not_translated`` (a construct outside the evaluator; ``reason`` names it and its
position), ``unsatisfiable`` (no sampled instance met the hypotheses with finite values; never
counted as passed). A trial counts only where every relation compared finite operands; the others
are counted in ``nonfinite``, except that when no float trial is finite, up to
``MAX_EXACT_TRIALS`` of them that exact arithmetic decides count as trials (``0 < x ^ 10⁹``
for ``0 < x < 1`` underflows in every float trial); and when no random draw meets the
hypotheses, the small-integer sweep's instances that do are the trials
(:func:`dgg.check.extra.sweep_trials`: ``50 ≤ n`` over ℕ). Without a time budget a run depends
only on the seed (no wall clock).
"""

from __future__ import annotations

import functools
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.check.candidates import MAX_CONFIRM, Phase, collect, float_violations, keep_ratio
from dgg.check.candidates import MAX_EXACT_TRIALS as MAX_EXACT_TRIALS
from dgg.check.exact import confirm, exact_trials, render, shrink, to_exact
from dgg.check.explore import Clock, Progress, explore, probe
from dgg.check.extra import extra_candidates, int_sweep, sweep_trials
from dgg.check.failure import failure_reason
from dgg.check.pool import run_each as run_each
from dgg.check.search import conclusion_score, evolve
from dgg.check.smt import decide_first
from dgg.check.verdict import certified_ratio, confirm_candidates, suspect_evidence
from dgg.elab import elaborate
from dgg.errors import Interrupted
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, peel_relation
from dgg.model.records import Statement
from dgg.sample.sampling import Sampler


@dataclass
class CheckConfig:
    """``trials``: accepted random instances per statement; ``fixes``: variables pinned to exact
    values; ``time_budget``: seconds for the whole :func:`check_all` (``None``: unbounded and
    deterministic); ``necessity``: test each hypothesis by dropping it; ``adversarial``: run the
    search; ``jobs``: worker processes for :func:`check_all` and the step checks (each statement's
    random stream depends only on the seed and its name, so the report does not depend on it)."""

    trials: int = 2000
    seed: int = 0
    fixes: dict[str, Fraction] = field(default_factory=dict)
    time_budget: float | None = None
    necessity: bool = True
    adversarial: bool = True
    jobs: int = 1
    #: seconds of z3 per statement for the decision tier (:mod:`dgg.check.smt`); ``None``: off
    #: (the library default; ``dgg check`` turns it on, ``--no-smt`` off)
    smt_budget: float | None = None


@dataclass
class CheckResult:
    name: str
    file: str
    line: int
    status: str
    trials: int = 0
    violations: int = 0
    float_flags: int = 0
    max_ratio: float | None = None
    needed_hypotheses: list[str] = field(default_factory=list)
    counterexample: dict[str, str] | None = None
    reason: str | None = None
    acceptance: float | None = None
    time_s: float | None = None
    time_bounded: bool = False
    max_ratio_exact: str | None = None
    nonfinite_hypotheses: int = 0
    nonfinite_conclusion: int = 0
    undecided: int = 0
    evidence: dict[str, Any] | None = None
    #: the statement as dgg elaborated it (``dgg elaborate``), for a counterexample or suspect
    elaborated: str | None = None
    #: what decided the verdict: ``smt`` (the decision tier) or ``sampling``
    engine: str = "sampling"
    #: over sizes: every size up to these proved by the decision tier (``{"n": 2}``)
    proved_up_to: dict[str, int] | None = None
    #: type variables checked at a type with their structure (``{"α": "ℝ"}``)
    instance: dict[str, str] | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "name": self.name, "file": self.file, "line": self.line, "status": self.status,
            "trials": self.trials, "violations": self.violations, "float_flags": self.float_flags,
            "max_ratio": None if self.max_ratio is None else round(self.max_ratio, 12),
            "needed_hypotheses": list(self.needed_hypotheses),
            "counterexample": self.counterexample, "reason": self.reason,
            "acceptance": None if self.acceptance is None else round(self.acceptance, 6),
            "max_ratio_exact": self.max_ratio_exact,
            "nonfinite": {"hypotheses": self.nonfinite_hypotheses,
                          "conclusion": self.nonfinite_conclusion},
            "undecided": self.undecided, "evidence": self.evidence,
            "engine": self.engine, "proved_up_to": self.proved_up_to,
        }
        if self.elaborated is not None:
            d["elaborated"] = self.elaborated
        if self.instance:
            d["instance"] = dict(self.instance)
        if self.time_bounded:
            d["time_bounded"] = True
            d["time_s"] = None if self.time_s is None else round(self.time_s, 3)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> CheckResult:
        """The result whose :meth:`to_json` is ``d`` (a cached entry: ``to_json`` of it is ``d``)."""
        nonfinite = d.get("nonfinite") or {}
        return cls(
            name=d["name"], file=d["file"], line=d["line"], status=d["status"],
            trials=d["trials"], violations=d["violations"], float_flags=d["float_flags"],
            max_ratio=d["max_ratio"], needed_hypotheses=list(d["needed_hypotheses"]),
            counterexample=d["counterexample"], reason=d["reason"], acceptance=d["acceptance"],
            time_s=d.get("time_s"), time_bounded=bool(d.get("time_bounded", False)),
            max_ratio_exact=d["max_ratio_exact"],
            nonfinite_hypotheses=nonfinite.get("hypotheses", 0),
            nonfinite_conclusion=nonfinite.get("conclusion", 0),
            undecided=d["undecided"], evidence=d["evidence"], elaborated=d.get("elaborated"),
            engine=d.get("engine", "sampling"), proved_up_to=d.get("proved_up_to"),
            instance=d.get("instance"))


def _rng(cfg: CheckConfig, stmt: Statement, salt: int) -> np.random.Generator:
    return np.random.default_rng([cfg.seed, zlib.crc32(stmt.name.encode()), salt])


def _own_fixes(ev: Evaluator, cfg: CheckConfig) -> dict[str, Fraction]:
    """The pinned values that name a variable of this statement (a run over several statements
    pins each variable where it occurs; the CLI rejects a name that occurs nowhere)."""
    return {k: v for k, v in cfg.fixes.items() if k in ev.spec}


def _uses_ratio(ev: Evaluator) -> bool:
    assert ev.stmt.conclusion is not None
    _, r = peel_relation(ev.stmt.conclusion)
    return r is not None and r.op in ("≤", "<", "≥", ">")


def _search(sm: Sampler, ph: Phase, rng: np.random.Generator, use_ratio: bool,
            generations: int, nstarts: int = 6) -> None:
    if not ph.seeds:
        return
    score = conclusion_score(sm.ev, use_ratio)
    seeds = sorted(ph.seeds, key=lambda t: -t[0])
    starts: list[Any] = []
    seen: set[Any] = set()
    for _s, inst in seeds:  # best overall, then one per size configuration
        key = tuple(sorted(inst.sizes.items()))
        if key not in seen or len(starts) < 2:
            starts.append(inst)
            seen.add(key)
        if len(starts) >= nstarts:
            break
    res = evolve(sm, score, starts, rng, generations=generations,
                 stop_at=1.0 if use_ratio else 0.0)
    ev = sm.ev
    for v in res.violations:
        ph.candidates.append((float(score(v)[0]), v))
    if use_ratio and res.best is not None:
        r = ev.ratio(res.best)
        if r is not None and np.isfinite(r[0]):
            keep_ratio(ph, float(r[0]), res.best)
            if ph.max_ratio is None or r[0] > ph.max_ratio:
                ph.max_ratio, ph.ratio_inst = float(r[0]), res.best


def _confirm_all(sm: Sampler, ph: Phase, clock: Clock) -> tuple[int, Instance | None]:
    n, first, _ = confirm_candidates(sm, ph.candidates, clock.out, MAX_CONFIRM)
    return n, first


def _size_total(inst: Instance) -> int:
    return sum(inst.sizes.values())


def _smaller(sm: Sampler, ex: Instance, rng: np.random.Generator, clock: Clock,
             use_ratio: bool, adversarial: bool) -> Instance:
    """Look for a counterexample in smaller size configurations."""
    configs = [c for c in sm.size_configs(rng, 12) if sum(c.values()) < _size_total(ex)]
    configs.sort(key=lambda c: (sum(c.values()), sorted(c.items())))
    for c in configs[:4]:
        if clock.out():
            break
        ph = explore(sm, 300, rng, clock, None, use_ratio, configs=[c])
        if adversarial and not float_violations(ph):
            _search(sm, ph, rng, use_ratio, generations=15, nstarts=2)
        _, first = _confirm_all(sm, ph, clock)
        if first is not None:
            return first
    return ex


def check_statement(stmt: Statement, cfg: CheckConfig, progress: Progress = None,
                    deadline: float | None = None) -> CheckResult:
    """Cross-check one statement (see module docstring). ``progress(k)`` is called with the number
    of newly accepted random instances."""
    t0 = time.monotonic()
    res = CheckResult(stmt.name, stmt.file, stmt.line, "passed",
                      time_bounded=cfg.time_budget is not None,
                      instance=dict(stmt.instantiated) or None)
    clock = Clock(deadline)
    try:
        _run(stmt, cfg, progress, clock, res)
    except NotTranslated as e:
        res.status, res.reason = "not_translated", e.reason
        res.counterexample, res.max_ratio, res.needed_hypotheses = None, None, []
    except (ArithmeticError, ValueError, IndexError, TypeError, KeyError, AttributeError) as e:
        res.status = "not_translated"  # a case the evaluator lacks, named in Lean's words
        res.reason = failure_reason(e)
        res.counterexample, res.max_ratio, res.needed_hypotheses = None, None, []
    except MemoryError:  # the rest of the run goes on; its message is empty
        res.status = "not_translated"
        res.reason = "too many values for the memory available (variables, sizes or trials)"
        res.counterexample, res.max_ratio, res.needed_hypotheses = None, None, []
    if res.status in ("counterexample", "suspect"):
        res.elaborated = elaborate(stmt).text  # what was refuted, with its types and casts
    res.time_s = time.monotonic() - t0
    return res


def _run(stmt: Statement, cfg: CheckConfig, progress: Progress, clock: Clock,
         res: CheckResult) -> None:
    ev = Evaluator(stmt)
    # an instance at ℝ (dgg.real_instances): z3 would prove that instance, not the statement
    if cfg.smt_budget and not stmt.instantiated and decide_first(
            stmt, ev, cfg.smt_budget, _own_fixes(ev, cfg), res, clock.deadline):
        return
    sm = Sampler(ev, _own_fixes(ev, cfg))
    use_ratio = _uses_ratio(ev)
    rng = _rng(cfg, stmt, 0)
    ph = explore(sm, cfg.trials, rng, clock, progress, use_ratio)
    probe(sm, ph, _rng(cfg, stmt, 4), clock, use_ratio)
    for inst, tried in sweep_trials(sm, cfg.trials) if not ph.accepted and not clock.out() else []:
        ph.accepted, ph.drawn = ph.accepted + inst.batch, ph.drawn + tried  # 50 ≤ n: swept
        collect(ev, sm, inst, use_ratio, ph)
    if ph.accepted and ph.accepted == ph.nonfinite_c:  # no finite float trial: decide exactly
        held, refuted = exact_trials(sm, ph.nonfinite_insts, clock.out)
        ph.nonfinite_c -= held
        ph.candidates += [(np.inf, c) for c in refuted]
    res.trials = ph.accepted - ph.nonfinite_c
    res.nonfinite_hypotheses, res.nonfinite_conclusion = ph.nonfinite_h, ph.nonfinite_c
    main, every = ph.accepted - ph.probe_met, ph.drawn + ph.probe_drawn
    res.acceptance = main / ph.drawn if main else (ph.accepted / every if every else 0.0)
    if ph.accepted == 0 and clock.out():  # nothing tried to the end: no claim about the hypotheses
        res.status = "not_translated"
        res.reason = "time budget exhausted before any trial" + (
            f" ({ph.drawn} instances drawn, none met the hypotheses yet)" if ph.drawn else "")
        return
    if ph.accepted == 0:
        res.status = "unsatisfiable"
        res.reason = _unsat_reason(sm, rng)
        if sm.eq_plan is not None and sm.eq_plan.inconsistent:
            res.reason = sm.eq_plan.inconsistent
        elif ph.nonfinite_h:
            res.reason += f" with finite values ({ph.nonfinite_h} met them only through overflow)"
        return
    if cfg.adversarial and not clock.out():
        _search(sm, ph, _rng(cfg, stmt, 1), use_ratio, generations=20)
    res.float_flags = ph.flags
    n, first, outcomes = confirm_candidates(sm, ph.candidates, clock.out, MAX_CONFIRM,
                                            spread=ph.spread)
    if first is None and not clock.out():  # corners, one-variable moves, sides equal
        seeds = [i for _, i in sorted(ph.seeds, key=lambda t: -t[0])]
        n, first = extra_candidates(sm, seeds, _rng(cfg, stmt, 3), use_ratio, clock.out,
                                    outcomes, MAX_CONFIRM)
    res.violations = n
    res.undecided = sum(1 for o in outcomes if o.status == "undecided")
    if first is None and use_ratio:
        res.max_ratio, res.max_ratio_exact, first = certified_ratio(sm, ph.ratios)
    if first is not None:
        ex = _smaller(sm, first, _rng(cfg, stmt, 2), clock, use_ratio, cfg.adversarial)
        ex = shrink(sm, ex)
        res.status = "counterexample"
        res.counterexample = render(ev, ex)
        res.max_ratio, res.max_ratio_exact = None, None
        return
    res.evidence = suspect_evidence(ev, outcomes, use_ratio)
    if res.evidence is not None:
        res.status = "suspect"
        res.max_ratio, res.max_ratio_exact = None, None
        return
    if res.trials == 0:
        res.status = "unsatisfiable"
        res.reason = (f"every instance meeting the hypotheses had a non-finite conclusion operand "
                      f"({ph.nonfinite_c} overflowed or were NaN)")
        return
    if cfg.necessity:
        res.needed_hypotheses = _necessity(stmt, ev, cfg, clock)


def _unsat_reason(sm: Sampler, rng: np.random.Generator) -> str:
    configs = sm.size_configs(rng, 4)
    if not configs:
        if not any(s.cat in ("type", "dim") for s in sm.ev.specs):
            bad = sm.false_size_hyps({})
            if bad:  # no size to choose: a hypothesis about no sampled variable is false
                return (f"hypothesis {', '.join(bad)} is false (it mentions no sampled variable: "
                        "a closed statement, with pinned functions and sequences computed)")
        return "no size assignment meets the hypotheses on sizes"
    fails: dict[str, int] = {h.name: 0 for h in sm.hyps}
    total = 0
    for c in configs:
        with np.errstate(all="ignore"):
            inst = sm.draw(c, 200, rng)
            for h in sm.hyps:
                assert h.term is not None
                fails[h.name] += int((~sm.ev.truth(h.term, inst)).sum())
        total += 200
    worst = max(fails, key=lambda k: fails[k]) if fails else None
    tail = f"; most often missed: {worst} ({fails[worst]}/{total})" if worst else ""
    return f"no sampled instance met all hypotheses{tail}"


def _necessity(stmt: Statement, ev: Evaluator, cfg: CheckConfig, clock: Clock) -> list[str]:
    """Hypotheses whose removal admits an exactly verified counterexample."""
    needed = []
    use_ratio = _uses_ratio(ev)
    for k, h in enumerate(stmt.hypotheses):
        if clock.out():
            break
        sm = Sampler(ev, _own_fixes(ev, cfg), skip=frozenset({h.name}))
        rng = _rng(cfg, stmt, 100 + k)
        early = _EarlyConfirm(sm)
        ph = explore(sm, max(100, cfg.trials // 8), rng, clock, None, use_ratio, nconfigs=6,
                     stop=early)
        if early.found:
            needed.append(h.name)
            continue
        if not float_violations(ph) and cfg.adversarial and not clock.out():
            _search(sm, ph, rng, use_ratio, generations=10, nstarts=2)
        for _, c in sorted(ph.candidates, key=lambda t: -t[0])[:5]:
            if early.confirmed(c):
                needed.append(h.name)
                break
        else:  # (n : ℕ) (h : n < 40) : Nat.Prime (n ^ 2 + n + 41) without h: false at n = 40
            if not clock.out() and int_sweep(sm, use_ratio, clock.out, [])[1] is not None:
                needed.append(h.name)
    return needed


class _EarlyConfirm:
    """The necessity run's stop rule: after each batch of trials without the hypothesis, the best
    float violation not yet tried is confirmed exactly (at most :data:`MAX_CONFIRM` tries in all);
    a verified counterexample ends the trials, which decide nothing more. The confirmation draws
    nothing from the trials' generator, so when nothing is verified the trials, and every later
    step, are the same as without the rule; a candidate tried early is not confirmed again."""

    def __init__(self, sm: Sampler) -> None:
        self.sm = sm
        self.found = False
        self.tried: dict[int, tuple[Instance, bool]] = {}

    def confirmed(self, c: Instance) -> bool:
        hit = self.tried.get(id(c))
        if hit is not None and hit[0] is c:
            return hit[1]
        ok = confirm(self.sm, c) is not None
        self.tried[id(c)] = (c, ok)
        return ok

    def __call__(self, ph: Phase) -> bool:
        if len(self.tried) >= MAX_CONFIRM:
            return False
        fresh = [(s, c) for s, c in ph.candidates if s > -np.inf and id(c) not in self.tried]
        if fresh:
            self.found = self.confirmed(max(fresh, key=lambda t: t[0])[1])
        return self.found


def check_all(stmts: Sequence[Statement], cfg: CheckConfig,
              progress: Progress = None) -> list[CheckResult]:
    """Check every statement in order. With ``cfg.time_budget`` the total time is bounded: each
    statement gets an equal share of what remains, and every result is marked time-bounded (such
    runs are sequential). ``progress(1)`` is called after each statement."""
    if cfg.time_budget is None:
        return run_each(functools.partial(check_statement, cfg=cfg), stmts, cfg.jobs, progress)
    out = []
    start = time.monotonic()
    try:
        for i, s in enumerate(stmts):
            left = cfg.time_budget - (time.monotonic() - start)
            deadline = time.monotonic() + max(0.0, left) / (len(stmts) - i)
            out.append(check_statement(s, cfg, None, deadline))
            if progress is not None:
                progress(1)
    except KeyboardInterrupt:
        raise Interrupted(len(out), len(stmts)) from None
    return out


def max_ratio(stmt: Statement, cfg: CheckConfig) -> tuple[float | None, dict[str, str] | None]:
    """The largest ``lhs / rhs`` found (random trials + adversarial search, ``cfg.fixes``
    pinned) for a ``≤``/``<`` conclusion, with the instance that attains it (float values shown as
    rationals); ``(None, None)`` when the conclusion has no such ratio or nothing was sampled."""
    ev = Evaluator(stmt)
    if not _uses_ratio(ev):
        return None, None
    sm = Sampler(ev, _own_fixes(ev, cfg))
    clock = Clock(None if cfg.time_budget is None else time.monotonic() + cfg.time_budget)
    ph = explore(sm, cfg.trials, _rng(cfg, stmt, 0), clock, None, True)
    if cfg.adversarial:
        _search(sm, ph, _rng(cfg, stmt, 1), True, generations=30)
    if ph.ratio_inst is None:
        return None, None
    best = max(ph.ratios, key=lambda t: t[0]) if ph.ratios else (ph.max_ratio, ph.ratio_inst)
    val, _, cex = certified_ratio(sm, ph.ratios)
    if cex is not None:
        raise ValueError(f"{stmt.name}: a certified counterexample at the largest ratio")
    if val is None:
        return best[0], render(ev, to_exact(ev, best[1]))
    return val, render(ev, to_exact(ev, best[1]))
