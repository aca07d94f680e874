"""``dgg blueprint``: one static HTML page (``index.html``) that opens from disk, offline.

First the header (commit, versions, and the Lean build status, once) and the summary table of the
seed results (:mod:`dgg.outputs.blueprint_summary`); then the dependency graph, laid out by
Graphviz ``dot`` (:mod:`dgg.outputs.blueprint_dot`; dgg's own layered drawing,
:mod:`dgg.outputs.blueprint_graph`, where ``dot`` is missing), fitted to the page with a zoom
control; then one section per source tag with the informal statement (``docs/blueprint/<tag>.md``
and the docstrings) and the cards of its declarations (Lean statement, numeric verdict, tightness,
proof steps); the ``[beyond-seed]`` section groups the sharper results by the seed result they
sharpen, each group with an index table. Mathematics is typeset by the bundled KaTeX
(:mod:`dgg.outputs.blueprint_math`), copied next to the page with the tightness plot. No server,
no external URL.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dgg import project
from dgg.errors import InputError
from dgg.model.records import Declaration
from dgg.outputs import atomic
from dgg.outputs.blueprint_dot import dot_svg
from dgg.outputs.blueprint_graph import anchor, svg, uses
from dgg.outputs.blueprint_math import HEAD, SCRIPT, copy_katex, e, math
from dgg.outputs.blueprint_math import inline as _inline
from dgg.outputs.blueprint_math import markdown as _markdown
from dgg.outputs.blueprint_summary import (
    SEED_RESULTS,
    build_status,
    decided_sizes,
    table,
    tightness,
    verdict,
)
from dgg.outputs.cite import git_commit, version_string
from dgg.outputs.lean_tex import lean_tex

PAGE = "index.html"
TIGHTNESS_IMG = "tightness.png"
PROSE_DIR = Path("docs") / "blueprint"
TAG_COLORS = ("#d8e8ff", "#dff3dc", "#fde7c8", "#f0dcf5", "#ffe0e0", "#e0f4f4")
_GOOD = {"ok", "pass", "passed", "verified", "holds", "checked", "no_violation", "proved"}
_BAD = ("counterexample", "fail", "violat", "error", "refuted", "suspect", "vacuous")

CSS = """
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header,main{max-width:1240px;margin:0 auto;padding:0 20px}
header{padding-top:18px;border-bottom:1px solid #dde}
h1{font-size:26px;margin:6px 0}h2{margin-top:34px;border-bottom:2px solid #dde;padding-bottom:4px}
h3{font-size:17px;margin:0 0 4px}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 18px}
code,pre{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:13px}
pre.lean{background:#f3f5f8;border:1px solid #e1e5ea;padding:10px;overflow-x:auto;white-space:pre-wrap}
.prose{background:#fff;border-left:4px solid #9ab;padding:2px 14px;margin:10px 0}
article.decl{background:#fff;border:1px solid #e1e5ea;border-radius:6px;padding:12px 14px;margin:14px 0}
.meta{color:#667;font-size:13px}
.badge{display:inline-block;border-radius:10px;padding:1px 9px;margin:2px 4px 2px 0;font-size:12.5px;
border:1px solid #ccd}
.good{background:#e3f6e3;border-color:#9c9}.bad{background:#fde2e2;border-color:#d99}
.neutral{background:#eef0f3}.warn{background:#fff4d6;border-color:#dc9}
.graph-tools{margin:6px 0}.graph-tools button{font-size:13px;margin-right:4px;padding:1px 9px}
.graph-wrap{overflow:auto;max-height:78vh;background:#fff;border:1px solid #e1e5ea;padding:6px}
.graph-wrap svg{display:block;width:100%;height:auto}
svg.depgraph:not(.dot) .label{font:12px "DejaVu Sans Mono",Menlo,monospace;fill:#1d2330}
svg.depgraph:not(.dot) .layer{font:11px sans-serif;fill:#889}
svg.depgraph:not(.dot) .node{stroke:#8894a8;stroke-width:1}
svg.depgraph:not(.dot) .edge{fill:none;stroke:#667;stroke-width:1.1;opacity:.75}
.status{font-size:14px;margin:4px 0}
table.summary,table.index{border-collapse:collapse;width:100%;background:#fff;font-size:13.5px}
table.summary th,table.summary td,table.index th,table.index td{border:1px solid #e1e5ea;
padding:4px 7px;text-align:left;vertical-align:top}
table.summary thead th,table.index thead th{background:#f3f5f8;font-weight:600}
table.summary tbody th{font-weight:600;width:15%}
table.summary td.stmt{width:31%;font-size:15px}
table.summary td .badge,table.index td .badge{white-space:nowrap}
td.num{white-space:nowrap;text-align:right}
.math-display{display:block;margin:6px 0}
.typeset{margin:8px 0;overflow-x:auto}.typeset .math-display{font-size:1.05em}
img{max-width:100%;border:1px solid #e1e5ea;background:#fff}
details pre{white-space:pre-wrap}
.subhead{font-weight:600;color:#556;margin-top:22px;border-top:1px dashed #ccd;padding-top:8px}
"""


# --------------------------------------------------------------------------- text helpers


_e = e
markdown = _markdown  # re-exported: the page's Markdown (``$…$`` formulas for KaTeX)


_BRACKETS = {"explicit": "()", "implicit": "{}", "strict": "⦃⦄", "inst": "[]"}


def statement_text(decl: Declaration) -> str:
    """``kind name binders : conclusion`` as the reader saw it (binders joined from ``variable``
    commands included)."""
    parts = []
    for b in decl.binders:
        br = _BRACKETS.get(b.kind, "()")
        o, c = br[0], br[1]
        inner = b.type_text if b.kind == "inst" and not b.name else f"{b.name} : {b.type_text}"
        parts.append(f"{o}{inner}{c}")
    head = f"{decl.kind} {decl.name}"
    if decl.alias_of:
        return f"{head} := {decl.alias_of}"
    lines = [head]
    for p in parts:
        if len(lines[-1]) + len(p) + 1 > 96:
            lines.append("    " + p)
        else:
            lines[-1] += " " + p
    concl = " ".join(decl.conclusion_text.split())
    return "\n".join(lines) + (f" :\n    {concl}" if concl else "")


# --------------------------------------------------------------------------- badges


def _cls(status: str) -> str:
    s = status.lower()
    if s in _GOOD:
        return "good"
    if any(w in s for w in _BAD):
        return "bad"
    return "neutral"


def _badge(text: str, cls: str) -> str:
    return f'<span class="badge {cls}">{_e(text)}</span>'


def _fmt(x: Any) -> str:
    if isinstance(x, float):
        return f"{x:.4g}"
    return "—" if x is None else str(x)


def _json(x: Any) -> str:
    return x if isinstance(x, str) else json.dumps(x, ensure_ascii=False, indent=1, default=str)


def _steps_for(name: str, report: dict | None) -> list[dict]:
    steps = (report or {}).get("steps") or []
    keys = ("theorem", "parent", "declaration", "decl")
    return [s for s in steps if isinstance(s, dict) and any(s.get(k) == name for k in keys)]


def badges(decl: Declaration, result: dict | None, report: dict | None) -> str:
    """The status line of one declaration (the Lean build status is in the page's header, once)."""
    out = [_badge("extracted", "good") if decl.parsed
           else _badge("extracted; statement outside the fragment", "warn")]
    if report is None:
        out.append(_badge("numeric check: no report", "neutral"))
    elif result is None:
        out.append(_badge("numeric check: not in report", "neutral"))
    else:
        status = str(result.get("status", "unknown"))
        txt = f"numeric: {status}"
        if result.get("trials") is not None:
            txt += f", {result['trials']} trials"
        if result.get("violations"):
            txt += f", {result['violations']} violations"
        out.append(_badge(txt, _cls(status)))
        if result.get("max_ratio") is not None:
            out.append(_badge(f"tightness: max ratio {_fmt(result['max_ratio'])}", "neutral"))
    if report is not None and "steps" in report:
        steps = _steps_for(decl.name, report)
        if steps:
            counts: dict[str, int] = {}
            for s in steps:
                st = str(s.get("status", "unknown"))
                counts[st] = counts.get(st, 0) + 1
            summary = ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
            worst = "bad" if any(_cls(k) == "bad" for k in counts) else (
                "good" if all(_cls(k) == "good" for k in counts) else "neutral")
            out.append(_badge(f"steps checked: {len(steps)} ({summary})", worst))
    if result is not None and (result.get("proved_up_to") or result.get("engine")):
        out.append(_badge(f"decided sizes: {decided_sizes(result)}", "neutral"))
    return "".join(out)


# --------------------------------------------------------------------------- page


def _prose(root: Path, tag: str) -> str | None:
    p = root / PROSE_DIR / f"{tag}.md"
    return p.read_text(encoding="utf-8") if p.is_file() else None


def _uses_line(name: str, deps: dict[str, dict[str, str]], used_by: dict[str, list[str]]) -> str:
    def links(ns: Sequence[str]) -> str:
        return ", ".join(f'<a href="#{anchor(n)}"><code>{_e(n)}</code></a>' for n in ns) or "—"

    mine = deps.get(name, {})
    proof = sorted(n for n, k in mine.items() if k == "proof")
    stmt = sorted(n for n, k in mine.items() if k == "statement")
    parts = [f"uses in proof: {links(proof)}"]
    if stmt:
        parts.append(f"in statement: {links(stmt)}")
    parts.append(f"used by: {links(sorted(used_by.get(name, [])))}")
    return '<p class="meta">' + "; ".join(parts) + "</p>"


def _article(decl: Declaration, ctx: dict) -> str:
    res = ctx["results"].get(decl.name)
    parts = [
        f'<article class="decl" id="{anchor(decl.name)}">',
        f"<h3><code>{_e(decl.name)}</code> <span class=\"meta\">{_e(decl.kind)}</span></h3>",
        f'<p class="meta">{_e(decl.file)}:{decl.line}:{decl.col}'
        + ("".join(f" [{_e(t)}]" for t in decl.tags)) + "</p>",
        f'<div class="badges">{badges(decl, res, ctx["report"])}</div>',
    ]
    if decl.docstring.strip():
        parts.append(f'<div class="doc">{markdown(decl.docstring, ctx["tag_links"])}</div>')
    parts.append(_typeset(decl))
    parts.append(f'<pre class="lean">{_e(statement_text(decl))}</pre>')
    if not decl.parsed and decl.reason:
        parts.append(f'<p class="meta">not translated: {_e(decl.reason)}</p>')
    if res and res.get("reason"):
        parts.append(f'<p class="meta">check: {_e(res["reason"])}</p>')
    if res and res.get("needed_hypotheses"):
        parts.append('<p class="meta">hypotheses the search found necessary: '
                     + ", ".join(f"<code>{_e(h)}</code>" for h in res["needed_hypotheses"])
                     + "</p>")
    if res and res.get("counterexample"):
        parts.append("<details><summary>counterexample (re-verified exactly)</summary>"
                     f"<pre>{_e(_json(res['counterexample']))}</pre></details>")
    parts.append(_uses_line(decl.name, ctx["deps"], ctx["used_by"]))
    parts.append("</article>")
    return "\n".join(parts)


def _typeset(decl: Declaration) -> str:
    """The statement typeset (hypotheses, then the conclusion on its own line) for a theorem whose
    conclusion lies in the fragment; empty otherwise (the Lean text below it is always shown).
    A hypothesis outside the fragment is named instead of typeset."""
    if decl.kind not in ("theorem", "lemma") or not decl.conclusion_text.strip():
        return ""
    concl = lean_tex(decl.conclusion_text)
    if concl is None:
        return ""
    hyps = []
    for b in decl.binders:
        if not b.is_hyp:
            continue
        t = lean_tex(b.type_text)
        hyps.append(math(t) if t is not None else f"<code>{_e(b.name or b.type_text)}</code>")
    under = f'<div class="meta">if {"; ".join(hyps)}; then</div>' if hyps else ""
    return f'<div class="typeset">{under}{math(concl, display=True)}</div>'


def _split_headline(ds: Sequence[Declaration], deps: dict[str, dict[str, str]]
                    ) -> tuple[list[Declaration], list[Declaration]]:
    """Headline results first: those that no other non-alias declaration of the same group uses;
    the helpers they rest on after them (source order kept within each part)."""
    names = {d.name for d in ds}
    used = {m for d in ds if d.kind != "alias" for m in deps.get(d.name, {}) if m in names}
    main = [d for d in ds if d.name not in used]
    return main, [d for d in ds if d.name in used]


def _first_sentence(doc: str, limit: int = 180) -> str:
    """The docstring's first sentence (at most ``limit`` characters, cut at a word)."""
    text = " ".join(doc.split())
    m = re.search(r"(?<=[.!?])\s(?=[A-Z*`$(\[])", text)
    if m:
        text = text[:m.start()]
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0]
        for mark in ("`", "$"):  # a code span or formula cut in the middle is closed
            if text.count(mark) % 2:
                text += mark
        text += " …"
    return text


def _index_table(ds: Sequence[Declaration], ctx: dict) -> str:
    """A compact table of declarations: name (linked to its card), first sentence of the
    docstring, numeric verdict, tightness."""
    rows = []
    for d in ds:
        res = ctx["results"].get(d.name)
        ver, cls = verdict(res, ctx["report"] is not None)
        rows.append(
            f'<tr><td><a href="#{anchor(d.name)}"><code>{_e(d.name.split(".", 1)[-1])}</code></a>'
            f'</td><td>{_inline(_first_sentence(d.docstring), ctx["tag_links"]) or "—"}'
            f'</td><td><span class="badge {cls}">{_e(ver)}</span></td>'
            f'<td class="num">{_e(tightness(res))}</td></tr>')
    return ('<table class="index"><thead><tr><th>declaration</th><th>what it says</th>'
            "<th>numeric verdict</th><th>tightness</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")


def _cards(ds: Sequence[Declaration], ctx: dict, label: str) -> list[str]:
    """Headline cards, then the helpers they rest on under a sub-heading."""
    main, helpers = _split_headline(ds, ctx["deps"])
    out = [_article(d, ctx) for d in main]
    if helpers:
        out.append(f'<p class="subhead">Helper results for {_e(label)}</p>')
        out.extend(_article(d, ctx) for d in helpers)
    return out


def _graph_section(decls: Sequence[Declaration], deps: dict[str, dict[str, str]],
                   colors: dict[str, str]) -> str:
    """The dependency graph laid out by ``dot`` (or, where ``dot`` cannot run, dgg's own layered
    drawing and one line saying why), with zoom buttons."""
    seeds = {n for s in SEED_RESULTS for n in s.names}
    drawing, why = dot_svg(decls, deps, colors, seeds)
    note = ""
    if drawing is None:
        drawing = svg(decls, deps, colors)
        m = re.search(r'width="(\d+)"', drawing)
        drawing = drawing.replace('<svg class="depgraph"',
                                  f'<svg class="depgraph" data-width="{m.group(1) if m else 0}"', 1)
        note = (f'<p class="meta fallback">{_e(why)}: the graph below uses dgg\'s own layered '
                "layout (install Graphviz for a better one).</p>")
    legend = " ".join(f'<span class="badge" style="background:{c}">[{_e(t)}]</span>'
                      for t, c in colors.items())
    return ('<section id="graph"><h2>Dependency graph</h2>'
            '<p class="meta">An arrow runs from a declaration to one that uses it (solid: in the '
            "proof or body; dashed: only in the statement). Boxes link to the declarations; square "
            "corners mark theorems, round ones definitions; the seed results (★) have a thick red "
            f"frame. {legend}</p>{note}"
            '<div class="graph-tools" role="group" aria-label="zoom">'
            '<button type="button" data-zoom="out">−</button>'
            '<button type="button" data-zoom="fit">fit width</button>'
            '<button type="button" data-zoom="in">+</button>'
            '<button type="button" data-zoom="1">100 %</button></div>'
            f'<div class="graph-wrap">{drawing}</div></section>')


# the zoom buttons of the graph: the SVG keeps its viewBox; its width is set in pixels
# (100 % = the natural size dot gave it) or back to the page's width ("fit width")
ZOOM_SCRIPT = """<script>
(function () {
  var svg = document.querySelector('#graph svg');
  if (!svg) { return; }
  var natural = parseFloat(svg.getAttribute('data-width')) || svg.getBoundingClientRect().width;
  document.querySelectorAll('.graph-tools button').forEach(function (b) {
    b.addEventListener('click', function () {
      var z = b.getAttribute('data-zoom');
      var now = svg.getBoundingClientRect().width;
      if (z === 'fit') { svg.style.width = '100%'; return; }
      var w = z === 'in' ? now * 1.4 : z === 'out' ? now / 1.4 : natural * parseFloat(z);
      svg.style.width = Math.max(200, w) + 'px';
    });
  });
})();
</script>"""

BEYOND = "beyond-seed"


def build(root: Path, decls: Sequence[Declaration], report: dict | None, out: Path,
          tightness_png: Path | None = None, lean_build: str = "not run here") -> Path:
    """Write ``out/index.html``, the bundled KaTeX (``out/katex/``) and, when a plot is given,
    ``out/tightness.png``; return the page's path."""
    if tightness_png is not None and not Path(tightness_png).is_file():
        raise InputError(f"{tightness_png}: tightness plot not found")
    if report is not None and not isinstance(report.get("theorems", []), list):
        raise InputError("check report: 'theorems' must be a list")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    tags = list(project.source_tags(root))
    tag_links = {t: f"tag-{t}" for t in tags}
    deps = uses(decls)
    used_by: dict[str, list[str]] = {}
    for u, ds in deps.items():
        for m in ds:
            used_by.setdefault(m, []).append(u)
    results: dict[str, dict] = {str(r.get("name")): r for r in (report or {}).get("theorems", [])
                                if isinstance(r, dict)}
    ctx = {"results": results, "report": report, "deps": deps, "used_by": used_by,
           "tag_links": tag_links}

    # a declaration's card sits in the section of its first tag, except that the sharper results
    # of this repository (tagged [beyond-seed]) sit there, grouped by the seed tag they sharpen
    home: dict[str, list[Declaration]] = {t: [] for t in tags}
    also: dict[str, list[Declaration]] = {t: [] for t in tags}
    sharper: dict[str, list[Declaration]] = {}
    untagged: list[Declaration] = []
    for d in decls:
        known = [t for t in tags if t in d.tags]
        if not known:
            untagged.append(d)
        elif BEYOND in known and len(known) > 1:
            sharper.setdefault(next(t for t in known if t != BEYOND), []).append(d)
            home[BEYOND].append(d)
        else:
            home[known[0]].append(d)
            for t in known[1:]:
                also[t].append(d)

    copy_katex(out)
    img_html = ""
    if tightness_png is not None:
        atomic.write_with(out / TIGHTNESS_IMG, lambda tmp: shutil.copyfile(tightness_png, tmp))
        img_html = (f'<section id="tightness"><h2>Tightness</h2><img src="{TIGHTNESS_IMG}" '
                    'alt="seed bound, sharp bound and the largest ratio found by the numeric '
                    'search"></section>')

    short, full, dirty, _warn = git_commit(root)
    status = build_status(lean_build)[0]
    body = [
        "<header>",
        "<h1>dgg-proofs blueprint</h1>",
        f'<p class="status"><strong>Lean:</strong> {_e(status)} (Lean build: {_e(lean_build)}).'
        f" <strong>Numeric check:</strong> "
        f"{'report included' if report is not None else 'no report'}.</p>",
        f'<p class="meta">commit {_e(version_string((short, full, dirty, None)))} ({_e(full)}); '
        f"Lean {_e(project.lean_toolchain(root))}; Mathlib {_e(project.mathlib_rev(root))}</p>",
        "<nav><ul>",
        '<li><a href="#summary">seed results</a></li>',
        '<li><a href="#graph">dependency graph</a></li>',
        *[f'<li><a href="#tag-{_e(t)}">[{_e(t)}]</a></li>' for t in tags],
        '<li><a href="#tightness">tightness</a></li>' if img_html else "",
        '<li><a href="#supporting">other declarations</a></li>' if untagged else "",
        "</ul></nav>",
        "</header>",
        "<main>",
        table(decls, results, report is not None, lean_build, tags),
    ]
    colors = {t: TAG_COLORS[i % len(TAG_COLORS)] for i, t in enumerate(tags)}
    body.append(_graph_section(decls, deps, colors))
    for t in tags:
        body.append(f'<section id="tag-{_e(t)}"><h2>[{_e(t)}]</h2>')
        prose = _prose(root, t)
        if prose:
            body.append(f'<div class="prose">{_markdown(prose, tag_links)}</div>')
        if not home[t] and not also[t] and not sharper.get(t):
            body.append('<p class="meta">No declaration of the library carries this tag yet.</p>')
        if t == BEYOND and sharper:
            groups = [g for g in tags if g in sharper]
            body.append('<p class="meta">Grouped by the seed result they sharpen: ' + ", ".join(
                f'<a href="#beyond-{_e(g)}">[{_e(g)}] ({len(sharper[g])})</a>' for g in groups)
                + (". " if groups else "")
                + ('<a href="#tightness">Tightness plot</a>.' if img_html else "") + "</p>")
            for g in groups:
                body.append(f'<h3 class="group" id="beyond-{_e(g)}">Sharper forms of [{_e(g)}]'
                            "</h3>")
                body.append(_index_table(sharper[g], ctx))
                body.extend(_cards(sharper[g], ctx, f"the sharper forms of [{g}]"))
            rest = [d for d in home[t] if not any(d in v for v in sharper.values())]
            body.extend(_cards(rest, ctx, f"[{t}]"))
        else:
            body.extend(_cards(home[t], ctx, f"[{t}]"))
        if sharper.get(t) and t != BEYOND:
            body.append(f'<p class="meta">{len(sharper[t])} sharper results of this repository '
                        f'carry [{_e(t)}] too: <a href="#beyond-{_e(t)}">[{BEYOND}] › sharper '
                        f"forms of [{_e(t)}]</a>.</p>")
        if also[t]:
            body.append('<p class="meta">Also tagged here: ' + ", ".join(
                f'<a href="#{anchor(d.name)}"><code>{_e(d.name)}</code></a>' for d in also[t])
                + "</p>")
        body.append("</section>")
    body.append(img_html)
    if untagged:
        body.append('<section id="supporting"><h2>Declarations without a source tag</h2>')
        body.append('<p class="meta">Definitions and helper lemmas the tagged results build '
                    'on.</p>')
        body.extend(_article(d, ctx) for d in untagged)
        body.append("</section>")
    body.append("</main>")
    page = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<title>dgg-proofs blueprint</title>\n" + HEAD + "\n<style>" + CSS + "</style>\n"
            "</head>\n<body>\n" + "\n".join(x for x in body if x) + "\n" + SCRIPT + "\n"
            + ZOOM_SCRIPT + "\n</body>\n</html>\n")
    path = out / PAGE
    atomic.write_text(path, page)  # whole or not at all (Ctrl-C, a full disk)
    return path
