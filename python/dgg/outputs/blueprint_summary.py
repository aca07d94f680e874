"""The summary table at the top of the blueprint page: the three seed results, one row per Lean
declaration that states them, with the Lean status, the numeric verdict, the tightness and the
sizes a decision procedure settled (``proved_up_to`` and ``engine`` of a check record, when the
check report carries them).

The seed results are named here (tags of ``docs/sources.md``, declarations of ``Dgg/``); in a
project without them the table says which declarations it did not find.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dgg.model.records import Declaration
from dgg.outputs.blueprint_graph import anchor
from dgg.outputs.blueprint_math import e, math
from dgg.outputs.report import fmt_ratio


@dataclass(frozen=True)
class SeedResult:
    """One result of the seed statements: its source tag, a title, the statement in TeX and the
    library declarations that state it in Lean."""

    tag: str
    title: str
    tex: tuple[str, ...]  # one formula per line
    names: tuple[str, ...]


SEED_RESULTS: tuple[SeedResult, ...] = (
    SeedResult(
        "ug-peaked-gradient-bound", "Peaked-row covariance bound",
        (r"\pi_{j_0}\ge 1-\delta,\ \ |u_j|\le F,\ \ |k_j|\le K",
         r"\Longrightarrow\ |\mathrm{Cov}_\pi(u,k)| \le 8\,F K\delta"),
        ("Dgg.ug_peaked_gradient_bound",)),
    SeedResult(
        "ftip-007Z", "Rank-one head gradient and the shared-weight occurrence sum",
        (r"G = E\,h^{\top},\quad \operatorname{rank} G \le 1",
         r"\nabla_{W_{\mathrm{int}}}\mathcal{L} = \textstyle\sum_{o\in O} H_o,\quad "
         r"\operatorname{rank} H_o\le 1"),
        ("Dgg.hasDerivAt_objective_head", "Dgg.rank_vecMulVec_le_one",
         "Dgg.hasDerivAt_objective_shared", "Dgg.rank_occurrence_le_one")),
    SeedResult(
        "ftip-0080", "Occurrence-to-head energy bound and its triangle corollary",
        (r"\dfrac{\|H_o\|_F^2}{\|G\|_F^2} \le \dfrac{4\beta C}{\alpha\,(1-p_a)^2}",
         r"\dfrac{\|\sum_o H_o\|_F^2}{\|G\|_F^2} \le |O|^2\,\dfrac{4\beta C}{\alpha\,(1-p_a)^2}"),
        ("Dgg.occ_ratio_le", "Dgg.total_ratio_le")),
)

NOT_COMPILED = "proof written; not yet compiled"


def lean_status(decl: Declaration | None, lean_build: str) -> tuple[str, str]:
    """``(text, css class)`` of a declaration's Lean status: :func:`build_status`, unless the
    declaration is missing or its proof says ``sorry``."""
    if decl is None:
        return "not in this library", "warn"
    if "sorry" in re.findall(r"[\w.']+", decl.value_text):
        return "proof incomplete (sorry)", "bad"
    return build_status(lean_build)


def build_status(lean_build: str) -> tuple[str, str]:
    """``(text, css class)`` of the library's Lean status. "Compiled" only when a Lean build ran
    and passed on this checkout (``lean_build == "passed"``); never claimed otherwise."""
    lb = lean_build.lower()
    if lb == "passed":
        return "compiled (Lean build passed)", "good"
    if lb == "failed":
        return "Lean build failed", "bad"
    return NOT_COMPILED, "neutral"


_VERDICT_CLS = {"passed": "good", "proved": "good", "counterexample": "bad", "suspect": "bad",
                "vacuous": "bad", "unsatisfiable": "warn", "not_translated": "warn"}


def verdict(result: Mapping[str, Any] | None, have_report: bool) -> tuple[str, str]:
    """``(text, css class)`` of the numeric verdict of one check record."""
    if not have_report:
        return "no check report", "neutral"
    if result is None:
        return "not in the report", "neutral"
    status = str(result.get("status", "unknown"))
    text = status.replace("_", " ")
    if result.get("trials"):
        text += f" ({result['trials']} trials)"
    return text, _VERDICT_CLS.get(status, "neutral")


def tightness(result: Mapping[str, Any] | None) -> str:
    """The largest ``LHS/RHS`` found, as ``dgg check`` prints it (``—`` when none, or 0: a
    degenerate ``0 ≤ f`` conclusion where tightness says nothing)."""
    return fmt_ratio(None if result is None else result.get("max_ratio"))


def decided_sizes(result: Mapping[str, Any] | None) -> str:
    """The sizes a decision procedure settled: ``n ≤ 2 (z3)`` from ``proved_up_to`` (only the
    decision tier records it, whichever engine then gave the verdict for larger sizes);
    ``all (z3)`` for a ``proved`` statement without size bounds; ``—`` when the record says
    nothing (sampling decides no size)."""
    if not result:
        return "—"
    up_to = result.get("proved_up_to")
    if isinstance(up_to, Mapping) and up_to:
        return ", ".join(f"{k} ≤ {v}" for k, v in sorted(up_to.items())) + " (z3)"
    if result.get("status") == "proved":
        return "all (z3)"
    return "—"


def table(decls: Sequence[Declaration], results: Mapping[str, Mapping[str, Any]],
          have_report: bool, lean_build: str, tags: Sequence[str]) -> str:
    """The summary section: one row group per seed result whose tag the project has."""
    by_name = {d.name: d for d in decls}
    rows = []
    for seed in SEED_RESULTS:
        if seed.tag not in tags:
            continue
        for i, name in enumerate(seed.names):
            decl = by_name.get(name)
            res = results.get(name)
            cells = []
            if i == 0:
                span = f' rowspan="{len(seed.names)}"' if len(seed.names) > 1 else ""
                cells.append(
                    f'<th scope="rowgroup"{span}><a href="#tag-{e(seed.tag)}">{e(seed.title)}</a>'
                    f'<div class="meta">[{e(seed.tag)}]</div></th>'
                    f'<td{span} class="stmt">'
                    + "".join(f"<div>{math(t)}</div>" for t in seed.tex) + "</td>")
            short = name.split(".", 1)[-1]
            link = (f'<a href="#{anchor(name)}"><code>{e(short)}</code></a>' if decl
                    else f"<code>{e(short)}</code>")
            lean, lcls = lean_status(decl, lean_build)
            ver, vcls = verdict(res, have_report)
            cells += [f"<td>{link}</td>", f'<td><span class="badge {lcls}">{e(lean)}</span></td>',
                      f'<td><span class="badge {vcls}">{e(ver)}</span></td>',
                      f'<td class="num">{e(tightness(res))}</td>',
                      f'<td class="num">{e(decided_sizes(res))}</td>']
            rows.append("<tr>" + "".join(cells) + "</tr>")
    if not rows:
        return ""
    head = ("<tr><th>seed result</th><th>statement</th><th>Lean declaration</th>"
            "<th>Lean status</th><th>numeric verdict</th><th>tightness<br>max LHS/RHS</th>"
            "<th>decided sizes</th></tr>")
    return ('<section id="summary"><h2>Seed results</h2>'
            '<table class="summary"><thead>' + head + "</thead><tbody>" + "".join(rows)
            + "</tbody></table>"
            '<p class="meta">Tightness: the largest ratio of the left side to the right side the '
            "numeric search found (1 = attained; — when there is none, or the left side was 0 on "
            "every instance). Decided sizes: the sizes a decision procedure settled exactly (its "
            "engine in brackets); — when only sampling ran.</p></section>")
