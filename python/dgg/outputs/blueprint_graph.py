"""The dependency graph of the library for the blueprint page: which declaration's proof (or
statement) uses which, and a layered SVG drawing of it laid out here (no Graphviz, no JavaScript).

Uses are read from the identifiers of the proof text (``Declaration.value_text``) and of the
statement (binder types and conclusion), resolved against the library's declarations the way Lean resolves a
short name: as written, then inside each enclosing namespace, then inside each opened namespace.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from dgg.lean.source import identifiers
from dgg.model.records import Declaration

PROOF = "proof"
STATEMENT = "statement"

def anchor(name: str) -> str:
    """The HTML id of a declaration: ``decl-`` and the name, characters outside ``[A-Za-z0-9_.-]``
    written as ``_hex_`` so that ids stay ASCII and distinct."""
    return "decl-" + re.sub(r"[^A-Za-z0-9_.\-]", lambda m: f"_{ord(m.group()):x}_", name)


def _candidates(ident: str, decl: Declaration) -> Iterator[str]:
    """Full names ``ident`` may denote inside ``decl`` (and its dotted prefixes, for ``foo.le``)."""
    parts = ident.split(".")
    ns = decl.namespace.split(".") if decl.namespace else decl.name.split(".")[:-1]
    for k in range(len(parts), 0, -1):
        base = ".".join(parts[:k])
        if base.startswith("_root_."):
            yield base[len("_root_."):]
            continue
        for i in range(len(ns), -1, -1):
            yield ".".join(ns[:i] + [base]) if i else base
        for o in decl.opens:
            yield f"{o}.{base}"


def uses(decls: Sequence[Declaration]) -> dict[str, dict[str, str]]:
    """For every declaration, the library declarations it uses: ``{user: {used: kind}}`` where kind
    is ``"proof"`` (the proof or body mentions it) or ``"statement"`` (only the statement does).
    An ``alias`` uses its target. Local binder names shadow declarations; self-uses are dropped."""
    scan = identifiers
    names = {d.name for d in decls}
    out: dict[str, dict[str, str]] = {}
    for d in decls:
        bound = {b.name for b in d.binders if b.name}
        found: dict[str, str] = {}

        def visit(text: str, kind: str) -> None:  # called at once, inside this iteration
            if not text:
                return
            for ident, _line, _col in scan(text, 1, 1):
                if ident.split(".")[0] in bound:  # noqa: B023
                    continue
                target = next((c for c in _candidates(ident, d) if c in names), None)  # noqa: B023
                if target and target != d.name and found.get(target) != PROOF:  # noqa: B023
                    found[target] = kind  # noqa: B023

        visit(d.value_text, PROOF)
        visit("\n".join([b.type_text for b in d.binders] + [d.conclusion_text]), STATEMENT)
        if d.alias_of:
            target = next((c for c in _candidates(d.alias_of, d) if c in names), None)
            if target and target != d.name:
                found[target] = PROOF
        out[d.name] = found
    return out


# --------------------------------------------------------------------------- layout


@dataclass
class Node:
    name: str
    label: str
    layer: int
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0


CHAR_W = 7.3  # px per character of the 12px monospace label
NODE_H = 22.0
V_GAP = 8.0
H_GAP = 70.0
PAD = 16.0


def _layers(order: Sequence[str], deps: dict[str, dict[str, str]]) -> dict[str, int]:
    """Longest-path layering: a declaration sits one layer right of everything it uses."""
    layer: dict[str, int] = {}
    onstack: set[str] = set()

    def depth(n: str) -> int:
        if n in layer:
            return layer[n]
        if n in onstack:  # a cycle (mutual declarations): cut it here
            return 0
        onstack.add(n)
        below = [depth(m) for m in deps.get(n, {}) if m in deps]
        onstack.discard(n)
        layer[n] = 1 + max(below) if below else 0
        return layer[n]

    for n in order:
        depth(n)
    return layer


def layout(decls: Sequence[Declaration], deps: dict[str, dict[str, str]]) -> list[Node]:
    """Nodes placed in columns by layer (used on the left, users on the right), ordered within a
    column by the barycentre of their neighbours (two sweeps each way) to reduce crossings."""
    order = [d.name for d in decls]
    layer = _layers(order, deps)
    prefix = _common_root(order)
    cols: dict[int, list[str]] = {}
    for n in order:
        cols.setdefault(layer[n], []).append(n)
    users: dict[str, list[str]] = {n: [] for n in order}
    for u, ds in deps.items():
        for m in ds:
            if m in users:
                users[m].append(u)
    pos = {n: float(i) for c in cols.values() for i, n in enumerate(c)}
    keys = sorted(cols)
    for _ in range(2):
        for sweep, nbrs in ((keys[1:], lambda n: list(deps.get(n, {}))), (keys[-2::-1], users.get)):
            for k in sweep:
                col = cols[k]
                # a node with no neighbour on that side keeps its place, behind the others
                bary = {n: _mean([pos[m] for m in (nbrs(n) or []) if m in pos], len(col) + pos[n])
                        for n in col}
                col.sort(key=lambda n: (bary[n], pos[n]))
                for i, n in enumerate(col):
                    pos[n] = float(i)
    nodes: list[Node] = []
    x = PAD
    for k in keys:
        labels = [n[len(prefix):] if prefix and n.startswith(prefix) else n for n in cols[k]]
        w = max(len(s) for s in labels) * CHAR_W + 14
        for i, (n, s) in enumerate(zip(cols[k], labels)):
            nodes.append(Node(n, s, k, x, PAD + 18 + i * (NODE_H + V_GAP), w))
        x += w + H_GAP
    return nodes


def _mean(xs: list[float], default: float) -> float:
    return sum(xs) / len(xs) if xs else default


def _common_root(names: Sequence[str]) -> str:
    """``Dgg.`` when every name starts with the same first namespace, else ``""``."""
    roots = {n.split(".")[0] + "." for n in names if "." in n}
    return roots.pop() if len(roots) == 1 and all("." in n for n in names) else ""


# --------------------------------------------------------------------------- drawing


def svg(decls: Sequence[Declaration], deps: dict[str, dict[str, str]],
        tag_colors: dict[str, str]) -> str:
    """An inline SVG of the graph: one linked box per declaration (``href`` to its anchor), solid
    arrows for proof uses and dashed arrows for statement-only uses, boxes filled by first tag."""
    nodes = layout(decls, deps)
    if not nodes:
        return ""
    by_name = {n.name: n for n in nodes}
    first_tag = {d.name: (d.tags[0] if d.tags else None) for d in decls}
    kinds = {d.name: d.kind for d in decls}
    width = max(n.x + n.w for n in nodes) + PAD
    height = max(n.y for n in nodes) + NODE_H + PAD
    out = [
        f'<svg class="depgraph" width="{width:.0f}" '
        f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="dependency graph of the library">',
        '<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
        'fill="#667"/></marker></defs>',
    ]
    for k in sorted({n.layer for n in nodes}):
        x = min(n.x for n in nodes if n.layer == k)
        out.append(f'<text x="{x:.1f}" y="{PAD + 8:.1f}" class="layer">layer {k}</text>')
    for user, ds in deps.items():
        if user not in by_name:
            continue
        b = by_name[user]
        for used, kind in ds.items():
            a = by_name.get(used)
            if a is None:
                continue
            x1, y1 = a.x + a.w, a.y + NODE_H / 2
            x2, y2 = b.x, b.y + NODE_H / 2
            if a.layer >= b.layer:  # same column (cut cycle): loop round the right side
                x2 = b.x + b.w
                dx = 40.0
                c1, c2 = x1 + dx, x2 + dx
            else:
                dx = max(20.0, (x2 - x1) / 2)
                c1, c2 = x1 + dx, x2 - dx
            path = f"M{x1:.1f},{y1:.1f} C{c1:.1f},{y1:.1f} {c2:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"
            dash = ' stroke-dasharray="4 3"' if kind == STATEMENT else ""
            out.append(f'<path d="{path}" class="edge {kind}"{dash} marker-end="url(#arrowhead)">'
                       f'<title>{html.escape(user)} uses {html.escape(used)} ({kind})</title>'
                       '</path>')
    for n in nodes:
        tag = first_tag.get(n.name)
        fill = tag_colors.get(tag, "#eef0f3") if tag else "#eef0f3"
        theorem = kinds.get(n.name) in ("theorem", "lemma", "alias")
        out.append(
            f'<a href="#{anchor(n.name)}"><title>{html.escape(n.name)} '
            f'({html.escape(kinds.get(n.name, ""))}'
            f'{", [" + html.escape(tag) + "]" if tag else ""})</title>'
            f'<rect x="{n.x:.1f}" y="{n.y:.1f}" width="{n.w:.1f}" height="{NODE_H:.0f}" '
            f'rx="{3 if theorem else 10}" fill="{fill}" class="node"/>'
            f'<text x="{n.x + 7:.1f}" y="{n.y + 15:.1f}" class="label">{html.escape(n.label)}'
            '</text></a>')
    out.append("</svg>")
    return "\n".join(out)
