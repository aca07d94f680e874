"""``dgg check --steps``: the intermediate claims of the Lean proofs, checked like theorems.

Every ``have``, ``suffices``, ``show``, typed ``obtain`` and every relation of a ``calc`` chain is
turned into a :class:`dgg.model.records.Statement` carrying the context it is claimed in (the theorem's
variables and hypotheses, earlier ``have``s, readable ``intro``/``obtain``/``set`` names), and the
numeric engine (:func:`dgg.check.driver.check_statement`) checks it. A claim whose context cannot be read
is ``not_translated`` with the reason, never checked with less context. Details: ``docs/steps.md``.

Public API::

    extract_steps(decl, stmt) -> (list[StepClaim], skipped_steps)
    check_steps(decls, stmts, cfg) -> {"steps": [...], "skipped_steps": N, "translated_fraction": x}
    render_steps(report) -> str
"""

from __future__ import annotations

import dataclasses
import functools
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dgg.check import driver as engine
from dgg.check.failure import failure_reason
from dgg.errors import Interrupted
from dgg.model.records import Declaration, Statement
from dgg.steps.walk import StepClaim, Walker

__all__ = [
    "PROOF_KINDS",
    "STEP_KEYS",
    "StepClaim",
    "check_steps",
    "extract_steps",
    "render_steps",
]

#: Declaration kinds whose value is a proof.
PROOF_KINDS = frozenset({"theorem", "lemma", "example"})

#: Keys of one step record in :func:`check_steps`'s report.
STEP_KEYS = ("name", "theorem", "file", "line", "text", "status", "trials", "violations",
             "max_ratio", "counterexample", "reason")

#: Engine statuses after which a step is retried without the hypotheses taken from ``have``s.
_RETRY = frozenset({"unsatisfiable", "not_translated"})


def extract_steps(decl: Declaration, stmt: Statement) -> tuple[list[StepClaim], int]:
    """The claims of ``decl``'s proof in source order, and the number of proof lines without a
    written claim (tactic lines such as ``simp``, ``rw``, ``linarith``, ``exact``, ``intro``)."""
    if not decl.value_text.strip() or decl.proof_span is None:
        return [], 0
    walker = Walker(decl, stmt)
    walker.run()
    return walker.claims, walker.skipped()


def _by_name(stmts: Mapping[str, Statement] | Sequence[Statement]) -> dict[str, Statement]:
    if isinstance(stmts, Mapping):
        return dict(stmts)
    return {s.name: s for s in stmts}


def check_steps(decls: Sequence[Declaration],
                stmts: Mapping[str, Statement] | Sequence[Statement],
                cfg: Any, progress: Callable[[int, int], None] | None = None
                ) -> dict[str, Any]:
    """Check every step of every proof in ``decls`` (theorems, lemmas, examples with a statement in
    ``stmts``, matched by full name) with :func:`dgg.check.driver.check_statement` under ``cfg``.

    Returns ``{"steps": [...], "skipped_steps": N, "translated_fraction": x}``: one record per claim
    with the keys :data:`STEP_KEYS`; ``translated_fraction`` is the share of claims the engine
    evaluated (status other than ``not_translated``), ``0.0`` when there are no claims.
    ``progress(done, total)`` is called after each step. With ``cfg.time_budget`` the steps share
    a budget of that many seconds (each gets an equal share of what remains, as in
    :func:`dgg.check.driver.check_all`)."""
    check_statement = engine.check_statement  # looked up per call (tests substitute it)
    table = _by_name(stmts)
    claims: list[StepClaim] = []
    skipped = 0
    for decl in decls:
        if decl.kind not in PROOF_KINDS or decl.name not in table:
            continue
        found, n = extract_steps(decl, table[decl.name])
        claims += found
        skipped += n
    if dataclasses.is_dataclass(cfg) and not isinstance(cfg, type) and getattr(cfg, "necessity", False):
        cfg = dataclasses.replace(cfg, necessity=False)  # step records do not report it
    budget = getattr(cfg, "time_budget", None)
    done = 0

    def tick(_n: int) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, len(claims))

    if budget is None:  # unbounded: in order, over cfg.jobs worker processes
        one = functools.partial(_check_one, cfg=cfg, check_statement=check_statement)
        steps = engine.run_each(one, claims, getattr(cfg, "jobs", 1), tick, unit="proof steps")
    else:  # as check_all: each step gets an equal share of what remains
        steps = []
        start = time.monotonic()
        try:
            for i, c in enumerate(claims):
                left = budget - (time.monotonic() - start)
                deadline = time.monotonic() + max(0.0, left) / (len(claims) - i)
                steps.append(_check_one(c, cfg, check_statement, deadline))
                tick(1)
        except KeyboardInterrupt:
            raise Interrupted(len(steps), len(claims), "proof steps") from None
    translated = sum(1 for s in steps if s["status"] != "not_translated")
    return {
        "steps": steps,
        "skipped_steps": skipped,
        "translated_fraction": (translated / len(steps)) if steps else 0.0,
    }


def _run_engine(check_statement: Any, stmt: Statement, cfg: Any,
                deadline: float | None) -> dict[str, Any]:
    """One engine run; an engine failure on a synthesised step statement becomes a
    ``not_translated`` step with the error as reason (the run goes on)."""
    try:
        if deadline is None:
            return check_statement(stmt, cfg).to_json()
        return check_statement(stmt, cfg, deadline=deadline).to_json()
    except Exception as e:  # noqa: BLE001 - reported per step, never swallowed silently
        return {"status": "not_translated", "trials": 0, "violations": 0, "max_ratio": None,
                "counterexample": None,
                "reason": failure_reason(e, " in this step")}


def _check_one(c: StepClaim, cfg: Any, check_statement: Any,
               deadline: float | None = None) -> dict[str, Any]:
    rec: dict[str, Any] = {"name": c.name, "theorem": c.theorem, "file": c.file, "line": c.line,
                           "text": c.text, "status": "not_translated", "trials": 0,
                           "violations": 0, "max_ratio": None, "counterexample": None,
                           "reason": c.reason}
    if c.statement is None:
        return rec
    res = _run_engine(check_statement, c.statement, cfg, deadline)
    if res.get("status") in _RETRY and c.fallback is not None:
        again = _run_engine(check_statement, c.fallback, cfg, deadline)
        if again.get("status") not in _RETRY:
            note = "checked without the hypotheses from earlier `have`s (they follow from the rest)"
            again["reason"] = "; ".join(x for x in (again.get("reason"), note) if x)
            res = again
    for k in ("status", "trials", "violations", "max_ratio", "counterexample", "reason"):
        if k in res:
            rec[k] = res[k]
    if rec["status"] == "unsatisfiable" and c.contradiction:
        note = (f"inside the proof by contradiction of {c.contradiction}: its context is "
                f"inconsistent by design")
        rec["reason"] = "; ".join(x for x in (rec.get("reason"), note) if x)
    return rec


def _fmt_ratio(x: float | None) -> str:
    if x is None:
        return "-"
    try:
        return f"{float(x):.3g}"
    except (TypeError, ValueError):
        return str(x)


def render_steps(report: dict[str, Any]) -> str:
    """Human text: the steps grouped under their theorem in source order, one line each
    (status, line, label, max_ratio, claim), then reasons/counterexamples indented, then totals."""
    out: list[str] = []
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for s in report.get("steps", []):
        groups.setdefault((s["theorem"], s["file"]), []).append(s)
    for (thm, file), steps in groups.items():
        out.append(f"{thm}  ({file})")
        width = min(40, max(len(s["name"]) for s in steps))
        for s in sorted(steps, key=lambda r: r["line"]):
            out.append(f"  {s['status']:<15} l.{s['line']:<5} {s['name']:<{width}}  "
                       f"max_ratio {_fmt_ratio(s.get('max_ratio')):<8} {s['text']}")
            if s["status"] == "counterexample" and s.get("counterexample") is not None:
                out.append(f"      counterexample: {_fmt_cex(s['counterexample'])}")
            elif s.get("reason"):
                label = "note" if s["status"] == "passed" else "reason"
                out.append(f"      {label}: {s['reason']}")
    total = len(report.get("steps", []))
    frac = report.get("translated_fraction", 0.0)
    counts: dict[str, int] = {}
    for s in report.get("steps", []):
        counts[s["status"]] = counts.get(s["status"], 0) + 1
    summary = ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
    out.append(f"{total} steps ({summary or 'none'}); translated {frac:.0%}; "
               f"{report.get('skipped_steps', 0)} proof lines without a written claim skipped")
    return "\n".join(out)


def _fmt_cex(cex: Any) -> str:
    if isinstance(cex, dict):
        inner = cex.get("values", cex.get("assignment", cex))
        if isinstance(inner, dict):
            return ", ".join(f"{k} = {v}" for k, v in inner.items())
    return str(cex)
