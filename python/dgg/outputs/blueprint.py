"""``dgg blueprint``: one static HTML page (``index.html``) that opens from disk.

For each source tag: the informal statement (``docs/blueprint/<tag>.md`` and the docstrings), the
Lean declarations with their statements, status badges (extracted; numerically checked, with the
largest ratio found; proof steps checked; Lean build), then the tightness plot and the dependency
graph of the library (:mod:`dgg.outputs.blueprint_graph`). No server, no JavaScript, no external URL: CSS is
inline and images are copied next to the page.
"""

from __future__ import annotations

import html
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
from dgg.outputs.blueprint_graph import anchor, svg, uses
from dgg.outputs.cite import git_commit, version_string

PAGE = "index.html"
TIGHTNESS_IMG = "tightness.png"
PROSE_DIR = Path("docs") / "blueprint"
TAG_COLORS = ("#d8e8ff", "#dff3dc", "#fde7c8", "#f0dcf5", "#ffe0e0", "#e0f4f4")
_GOOD = {"ok", "pass", "passed", "verified", "holds", "checked", "no_violation", "proved"}
_BAD = ("counterexample", "fail", "violat", "error", "refuted", "suspect")

CSS = """
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header,main{max-width:1100px;margin:0 auto;padding:0 20px}
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
.graph-wrap{overflow-x:auto;background:#fff;border:1px solid #e1e5ea;padding:6px}
svg.depgraph .label{font:12px "DejaVu Sans Mono",Menlo,monospace;fill:#1d2330}
svg.depgraph .layer{font:11px sans-serif;fill:#889}
svg.depgraph .node{stroke:#8894a8;stroke-width:1}
svg.depgraph .edge{fill:none;stroke:#667;stroke-width:1.1;opacity:.75}
img{max-width:100%;border:1px solid #e1e5ea;background:#fff}
details pre{white-space:pre-wrap}
.subhead{font-weight:600;color:#556;margin-top:22px;border-top:1px dashed #ccd;padding-top:8px}
"""


# --------------------------------------------------------------------------- text helpers


def _e(s: Any) -> str:
    return html.escape(str(s), quote=True)


def _inline(text: str, tag_links: dict[str, str]) -> str:
    """Escaped text with ``code``, **bold** and links for bracketed tags of this page."""
    out = []
    for i, part in enumerate(re.split(r"(`[^`]*`)", text)):
        if i % 2:
            out.append(f"<code>{_e(part[1:-1])}</code>")
            continue
        s = _e(part)
        s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
        s = re.sub(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])", r"<em>\1</em>", s)
        s = re.sub(r"\[([A-Za-z0-9][A-Za-z0-9_.\-]*)\]",
                   lambda m: (f'[<a href="#{tag_links[m.group(1)]}">{m.group(1)}</a>]'
                              if m.group(1) in tag_links else m.group(0)), s)
        out.append(s)
    return "".join(out)


def markdown(text: str, tag_links: dict[str, str] | None = None) -> str:
    """Minimal Markdown: blank-line separated paragraphs, ``#`` headings (as ``h4``), ``* ``/``- ``
    bullet lists, inline code and bold. Everything else is escaped text."""
    links = tag_links or {}
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
    out = []
    for b in blocks:
        lines = b.splitlines()
        if re.match(r"#{1,6}\s", lines[0]) and len(lines) == 1:
            out.append(f"<h4>{_inline(lines[0].lstrip('#').strip(), links)}</h4>")
        elif all(re.match(r"\s*[*-]\s", ln) or ln.startswith("  ") for ln in lines) and \
                re.match(r"\s*[*-]\s", lines[0]):
            items: list[str] = []
            cur: list[str] = []
            for ln in lines:
                if re.match(r"\s*[*-]\s", ln):
                    if cur:
                        items.append(" ".join(cur))
                    cur = [re.sub(r"^\s*[*-]\s", "", ln)]
                else:
                    cur.append(ln.strip())
            items.append(" ".join(cur))
            out.append("<ul>" + "".join(f"<li>{_inline(i, links)}</li>" for i in items) + "</ul>")
        else:
            out.append(f"<p>{_inline(' '.join(ln.strip() for ln in lines), links)}</p>")
    return "\n".join(out)


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


def badges(decl: Declaration, result: dict | None, report: dict | None,
           lean_build: str) -> str:
    """The status line of one declaration."""
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
    lb = lean_build.lower()
    out.append(_badge(f"Lean build: {lean_build}",
                      "good" if lb == "passed" else "bad" if lb == "failed" else "neutral"))
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
        f'<div class="badges">{badges(decl, res, ctx["report"], ctx["lean_build"])}</div>',
    ]
    if decl.docstring.strip():
        parts.append(f'<div class="doc">{markdown(decl.docstring, ctx["tag_links"])}</div>')
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


def _split_headline(ds: Sequence[Declaration], deps: dict[str, dict[str, str]]
                    ) -> tuple[list[Declaration], list[Declaration]]:
    """Headline results first: those that no other non-alias declaration of the same group uses;
    the helpers they rest on after them (source order kept within each part)."""
    names = {d.name for d in ds}
    used = {m for d in ds if d.kind != "alias" for m in deps.get(d.name, {}) if m in names}
    main = [d for d in ds if d.name not in used]
    return main, [d for d in ds if d.name in used]


def build(root: Path, decls: Sequence[Declaration], report: dict | None, out: Path,
          tightness_png: Path | None = None, lean_build: str = "not run here") -> Path:
    """Write ``out/index.html`` (and ``out/tightness.png`` when a plot is given); return the
    page's path."""
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
    results = {r.get("name"): r for r in (report or {}).get("theorems", []) if isinstance(r, dict)}
    ctx = {"results": results, "report": report, "lean_build": lean_build, "deps": deps,
           "used_by": used_by, "tag_links": tag_links}

    home: dict[str, list[Declaration]] = {t: [] for t in tags}
    also: dict[str, list[Declaration]] = {t: [] for t in tags}
    untagged: list[Declaration] = []
    for d in decls:
        known = [t for t in tags if t in d.tags]
        if not known:
            untagged.append(d)
            continue
        home[known[0]].append(d)
        for t in known[1:]:
            also[t].append(d)

    img_html = ""
    if tightness_png is not None:
        atomic.write_with(out / TIGHTNESS_IMG, lambda tmp: shutil.copyfile(tightness_png, tmp))
        img_html = (f'<section id="tightness"><h2>Tightness</h2><img src="{TIGHTNESS_IMG}" '
                    'alt="seed bound, sharp bound and the largest ratio found by the numeric '
                    'search"></section>')

    short, full, dirty, _warn = git_commit(root)
    body = [
        "<header>",
        "<h1>dgg-proofs blueprint</h1>",
        f'<p class="meta">commit {_e(version_string((short, full, dirty, None)))} ({_e(full)}); '
        f"Lean {_e(project.lean_toolchain(root))}; Mathlib {_e(project.mathlib_rev(root))}; "
        f"Lean build: {_e(lean_build)}; numeric report: "
        f"{'included' if report is not None else 'none'}</p>",
        "<nav><ul>",
        *[f'<li><a href="#tag-{_e(t)}">[{_e(t)}]</a></li>' for t in tags],
        '<li><a href="#tightness">tightness</a></li>' if img_html else "",
        '<li><a href="#supporting">other declarations</a></li>' if untagged else "",
        '<li><a href="#graph">dependency graph</a></li>',
        "</ul></nav>",
        "</header>",
        "<main>",
    ]
    for t in tags:
        body.append(f'<section id="tag-{_e(t)}"><h2>[{_e(t)}]</h2>')
        prose = _prose(root, t)
        if prose:
            body.append(f'<div class="prose">{markdown(prose, tag_links)}</div>')
        if not home[t] and not also[t]:
            body.append('<p class="meta">No declaration of the library carries this tag yet.</p>')
        main, helpers = _split_headline(home[t], deps)
        body.extend(_article(d, ctx) for d in main)
        if helpers:
            body.append(f'<p class="subhead">Helper results for [{_e(t)}]</p>')
            body.extend(_article(d, ctx) for d in helpers)
        if also[t]:
            body.append('<p class="meta">Also tagged here: ' + ", ".join(
                f'<a href="#{anchor(d.name)}"><code>{_e(d.name)}</code></a>' for d in also[t])
                + "</p>")
        if t == "beyond-seed" and img_html:
            body.append('<p><a href="#tightness">Tightness plot</a></p>')
        body.append("</section>")
    body.append(img_html)
    if untagged:
        body.append('<section id="supporting"><h2>Declarations without a source tag</h2>')
        body.append('<p class="meta">Definitions and helper lemmas the tagged results build '
                    'on.</p>')
        body.extend(_article(d, ctx) for d in untagged)
        body.append("</section>")
    colors = {t: TAG_COLORS[i % len(TAG_COLORS)] for i, t in enumerate(tags)}
    legend = " ".join(f'<span class="badge" style="background:{c}">[{_e(t)}]</span>'
                      for t, c in colors.items())
    body.append('<section id="graph"><h2>Dependency graph</h2>'
                '<p class="meta">An arrow runs from a declaration to one that uses it '
                '(solid: in the proof or body; dashed: only in the statement). Boxes link to the '
                f"declarations; square corners mark theorems, round ones definitions. {legend}</p>"
                f'<div class="graph-wrap">{svg(decls, deps, colors)}</div></section>')
    body.append("</main>")
    page = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<title>dgg-proofs blueprint</title>\n<style>" + CSS + "</style>\n</head>\n<body>\n"
            + "\n".join(x for x in body if x) + "\n</body>\n</html>\n")
    path = out / PAGE
    atomic.write_text(path, page)  # whole or not at all (Ctrl-C, a full disk)
    return path
