"""The dependency graph of the blueprint page laid out by Graphviz ``dot`` (as leanblueprint does),
through the Python ``graphviz`` package and the system's ``dot`` program.

:func:`dot_svg` returns an inline SVG, or ``None`` with the reason when ``dot`` cannot run (not
installed, not on ``PATH``); the page then says so in one line and draws the graph with its own
layered layout (:func:`dgg.outputs.blueprint_graph.svg`).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

import graphviz

from dgg.model.records import Declaration
from dgg.outputs.blueprint_graph import STATEMENT, _common_root, anchor

SEED_COLOR = "#a4161a"
THEOREM_KINDS = ("theorem", "lemma", "alias")


def digraph(decls: Sequence[Declaration], deps: dict[str, dict[str, str]],
            tag_colors: dict[str, str], highlight: Collection[str] = ()) -> graphviz.Digraph:
    """The graph in ``dot``'s terms: left to right, an edge from a declaration to each one that uses
    it (dashed when only the statement uses it), boxes filled by first tag and linked to the
    declarations' anchors, the ``highlight`` ones (the seed results) with a thick red frame."""
    prefix = _common_root([d.name for d in decls])
    g = graphviz.Digraph("depgraph", format="svg")
    g.attr(rankdir="LR", ranksep="0.5", nodesep="0.12", bgcolor="transparent", pad="0.1")
    g.attr("node", shape="box", style="filled", fontname="DejaVu Sans Mono,monospace",
           fontsize="11", height="0.28", margin="0.08,0.03", color="#8894a8", penwidth="1")
    g.attr("edge", color="#66708088", arrowsize="0.6", penwidth="0.9")
    names = {d.name for d in decls}
    for d in decls:
        tag = d.tags[0] if d.tags else None
        label = d.name[len(prefix):] if prefix and d.name.startswith(prefix) else d.name
        attrs = {
            "fillcolor": tag_colors.get(tag, "#eef0f3") if tag else "#eef0f3",
            "URL": f"#{anchor(d.name)}", "target": "_self",
            "tooltip": f"{d.name} ({d.kind}{', [' + tag + ']' if tag else ''})",
        }
        if d.kind not in THEOREM_KINDS:
            attrs["style"] = "filled,rounded"
        if d.name in highlight:
            attrs.update(color=SEED_COLOR, penwidth="3", fontcolor=SEED_COLOR,
                         fontname="DejaVu Sans Mono Bold,monospace")
            label = "★ " + label
        g.node(d.name, label=label, **attrs)
    for user, used in deps.items():
        if user not in names:
            continue
        for m, kind in used.items():
            if m in names:
                g.edge(m, user, style="dashed" if kind == STATEMENT else "solid",
                       tooltip=f"{user} uses {m} ({kind})")
    return g


def dot_svg(decls: Sequence[Declaration], deps: dict[str, dict[str, str]],
            tag_colors: dict[str, str], highlight: Collection[str] = ()
            ) -> tuple[str | None, str]:
    """``(svg, "")`` laid out by ``dot``, or ``(None, reason)`` when ``dot`` cannot run. The SVG
    keeps its ``viewBox`` and loses its fixed size (the page fits it to the width and zooms it);
    its natural width in points is kept in ``data-width``."""
    if not decls:
        return None, "no declarations"
    try:
        raw = digraph(decls, deps, tag_colors, highlight).pipe(format="svg", encoding="utf-8")
    except graphviz.ExecutableNotFound:
        return None, "Graphviz `dot` is not installed (not on PATH)"
    except graphviz.CalledProcessError as exc:  # dot ran and failed: say so, draw our own
        return None, f"Graphviz `dot` failed ({exc.returncode})"
    start = raw.find("<svg")
    svg = raw[start:]
    m = re.match(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', svg)
    width = m.group(1) if m else "0"
    svg = re.sub(r'^<svg width="[\d.]+pt" height="[\d.]+pt"',
                 f'<svg class="depgraph dot" data-width="{width}" role="img" '
                 'aria-label="dependency graph of the library"', svg, count=1)
    svg = re.sub(r"<!--.*?-->\n?", "", svg, flags=re.S)
    return svg, ""
