"""Human-readable text for the ``extract`` and ``check`` reports (JSON is produced by the records)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dgg.model.records import Declaration

_STATUS_MARK = {
    "passed": "ok",
    "counterexample": "FAIL",
    "not_translated": "n/t",
    "unsatisfiable": "unsat",
    "suspect": "SUSP",
    "proved": "PROVED",
    "vacuous": "VACU",
}


def render_extract(decls: Sequence[Declaration]) -> str:
    """One block per declaration: kind, name, location, tags, hypotheses and conclusion."""
    if not decls:
        return "no declarations"
    out: list[str] = []
    for d in decls:
        tags = " ".join(f"[{t}]" for t in d.tags)
        out.append(f"{d.file}:{d.line}: {d.kind} {d.name} {tags}".rstrip())
        if d.alias_of:
            out.append(f"    alias of {d.alias_of}")
        for h in d.hypotheses:
            out.append(f"    {h.name} : {' '.join(h.type_text.split())}")
        if d.conclusion_text and d.kind in ("theorem", "lemma", "example"):
            out.append(f"    ⊢ {' '.join(d.conclusion_text.split())}")
        if not d.parsed:
            out.append(f"    (not parsed: {d.reason})")
    return "\n".join(out)


def fmt_ratio(r: Any) -> str:
    """At most 6 significant digits (the exact value is in ``--json``); ``—`` when there is no
    ratio, or when it is 0: the left side was 0 on every instance (a ``0 ≤ f`` conclusion), where
    tightness says nothing."""
    return "—" if r is None or float(r) == 0 else f"{float(r):.6g}"


def render_check(report: dict[str, Any], verbose: bool = False) -> str:
    """What a reader needs first, then the rest: the summary line; every finding (counterexample,
    suspect) with its instance and the statement as dgg elaborated it; the table of theorems
    (status, trials, violations, tightness); the reasons of what was not checked; with
    ``verbose``, the hypotheses shown necessary and the instances not counted; the summary again.
    """
    rows = report.get("theorems", [])
    if not rows:
        return "no statements to check"
    counts: dict[str, int] = {}
    for t in rows:
        counts[t["status"]] = counts.get(t["status"], 0) + 1
    cfg = report.get("config", {})
    tail = ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
    if cfg:
        mode = "deterministic" if cfg.get("deterministic", True) else "time-bounded"
        tail += f" (seed {cfg.get('seed')}, {cfg.get('trials')} trials, {mode})"
    lines = [tail]
    for t in rows:
        lines += _finding(t)
    lines.append("")
    lines.append(f"{'status':6} {'theorem':48} {'trials':>7} {'viol.':>6} {'max LHS/RHS':>11}")
    for t in rows:
        mark = _STATUS_MARK.get(t["status"], t["status"])
        lines.append(
            f"{mark:6} {t['name'][:48]:48} {t.get('trials', 0):>7} {t.get('violations', 0):>6} "
            f"{fmt_ratio(t.get('max_ratio')):>11}"
        )
    lines.append("")
    for t in rows:
        where = f"{t['file']}:{t['line']}"
        if t["status"] in ("not_translated", "unsatisfiable", "vacuous"):
            lines.append(f"{where}: {t['name']}: {t['status']}: {t.get('reason')}")
        if t.get("instance") and t["status"] in ("passed", "suspect"):
            at = assignments(t["instance"])
            lines.append(f"{where}: {t['name']}: checked at {at} (a type with the structure the "
                         "statement assumes; a pass is evidence about that type only, and the "
                         "decision tier is not run)")
        if t.get("proved_up_to"):
            sizes = ", ".join(f"{k} ≤ {v}" for k, v in t["proved_up_to"].items())
            lines.append(f"{where}: {t['name']}: proved_up_to: z3 proves it for every size "
                         f"{sizes}; larger sizes are sampled")
        if not verbose:
            continue
        nf = t.get("nonfinite") or {}
        if nf.get("hypotheses") or nf.get("conclusion") or t.get("undecided"):
            lines.append(f"{where}: {t['name']}: not counted: {nf.get('hypotheses', 0)} instances "
                         f"met the hypotheses only through overflow/NaN, "
                         f"{nf.get('conclusion', 0)} had a non-finite conclusion operand; "
                         f"{t.get('undecided', 0)} float violations undecided exactly")
        needed = t.get("needed_hypotheses")
        if t["status"] in ("passed", "proved") and needed is not None:
            lines.append(f"{where}: {t['name']}: hypotheses shown necessary: "
                         f"{', '.join(needed) if needed else 'none'}")
    lines.append(tail)
    return "\n".join(lines)


def assignments(values: dict[str, str]) -> str:
    """``x := 1, y := 2``: values by name, as a report shows them."""
    return ", ".join(f"{k} := {v}" for k, v in values.items())


def _finding(t: dict[str, Any]) -> list[str]:
    """The lines of one counterexample or suspect statement (none for the others)."""
    where = f"{t['file']}:{t['line']}"
    if t["status"] == "counterexample":
        how = "exact" if t.get("engine") != "smt" else "z3 model, certified " + str(
            (t.get("evidence") or {}).get("certificate", "exact"))
        # the types a structured type variable was checked at come first (the instance at ℝ)
        cex = assignments({**(t.get("instance") or {}), **(t.get("counterexample") or {})})
        cex = cex or "(no variables: the closed statement is false)"
        out = [f"{where}: {t['name']}: counterexample ({how}): {cex}"]
    elif t["status"] == "suspect":
        ev = t.get("evidence") or {}
        vals = ", ".join(f"{k} := {v}" for k, v in (ev.get("values") or {}).items())
        size = ev.get("violation")
        size_txt = f"violation {size:.3g} (relative)" if isinstance(size, (int, float)) \
            else "violation of unknown size"
        if t.get("engine") == "smt":  # the decision tier's evidence: no float involved
            out = [f"{where}: {t['name']}: suspect (z3 evidence, not certified): "
                   f"{vals or '(no variables)'}; {ev.get('reason')}"]
        else:
            out = [f"{where}: {t['name']}: suspect (float evidence, not certified): "
                   f"{vals or '(no variables)'}; {size_txt}; {ev.get('reason')}"]
    else:
        return []
    if t.get("elaborated"):
        out.append(f"{where}: {t['name']}: elaborated: {t['elaborated']}")
    return out
