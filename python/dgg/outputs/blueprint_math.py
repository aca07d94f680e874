"""Text and mathematics of the blueprint page: a minimal Markdown with ``$…$`` formulas, and the
bundled KaTeX (``static/katex``, copied next to the page) that typesets them in the browser.

A formula is written into the page as ``<span class="math">TeX</span>`` (``math-display`` for
``$$…$$``); a few lines of inline script call ``katex.render`` on each one after the page has
loaded. Without JavaScript the TeX source shows as text. KaTeX's files come unchanged from its
published npm distribution (``static/katex/README.md``: version, source, checksum); nothing is
fetched from the network, so the page opens from disk offline.
"""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path
from typing import Any

KATEX_VERSION = "0.16.47"
KATEX_SRC = Path(__file__).resolve().parent / "static" / "katex"
KATEX_DIR = "katex"  # the folder next to index.html
KATEX_FILES = ("katex.min.js", "katex.min.css", "LICENSE", "README.md")

HEAD = f'<link rel="stylesheet" href="{KATEX_DIR}/katex.min.css">'
# at the end of <body>: the script first, then the call that typesets every marked formula
# (throwOnError false: a formula KaTeX cannot parse shows in red with its source, the page stays)
SCRIPT = (
    f'<script src="{KATEX_DIR}/katex.min.js"></script>\n'
    "<script>\n"
    "(function () {\n"
    "  if (typeof katex === 'undefined') { return; }\n"
    "  document.querySelectorAll('.math, .math-display').forEach(function (el) {\n"
    "    katex.render(el.textContent, el, {throwOnError: false,\n"
    "      displayMode: el.classList.contains('math-display')});\n"
    "  });\n"
    "  document.body.setAttribute('data-katex', 'rendered');\n"
    "})();\n"
    "</script>"
)


def copy_katex(out: Path) -> Path:
    """Copy the bundled KaTeX (script, stylesheet, ``.woff2`` fonts, licence) to ``out/katex``;
    return that folder. Files already there are replaced."""
    dest = Path(out) / KATEX_DIR
    (dest / "fonts").mkdir(parents=True, exist_ok=True)
    for name in KATEX_FILES:
        shutil.copyfile(KATEX_SRC / name, dest / name)
    for font in sorted((KATEX_SRC / "fonts").glob("*.woff2")):
        shutil.copyfile(font, dest / "fonts" / font.name)
    return dest


def math(tex: str, display: bool = False) -> str:
    """A formula for KaTeX: its TeX source, escaped, in a marked span."""
    cls = "math-display" if display else "math"
    return f'<span class="{cls}">{html.escape(tex, quote=False)}</span>'


def e(s: Any) -> str:
    """``s`` escaped for HTML text and attribute values."""
    return html.escape(str(s), quote=True)


_SPANS = re.compile(r"(`[^`]*`|\$\$[^$]+\$\$|\$[^$\n]+\$)")


def inline(text: str, tag_links: dict[str, str]) -> str:
    """Escaped text with ``code``, ``$math$``, **bold**, *emphasis* and links for the bracketed
    tags of this page."""
    out = []
    for i, part in enumerate(_SPANS.split(text)):
        if i % 2:
            if part.startswith("`"):
                out.append(f"<code>{e(part[1:-1])}</code>")
            elif part.startswith("$$"):
                out.append(math(part[2:-2].strip(), display=True))
            else:
                out.append(math(part[1:-1].strip()))
            continue
        s = e(part)
        s = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", s)
        s = re.sub(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])", r"<em>\1</em>", s)
        s = re.sub(r"\[([A-Za-z0-9][A-Za-z0-9_.\-]*)\]",
                   lambda m: (f'[<a href="#{tag_links[m.group(1)]}">{m.group(1)}</a>]'
                              if m.group(1) in tag_links else m.group(0)), s)
        out.append(s)
    return "".join(out)


def markdown(text: str, tag_links: dict[str, str] | None = None) -> str:
    """Minimal Markdown: blank-line separated paragraphs, ``#`` headings (as ``h4``), ``* ``/``- ``
    bullet lists, inline code, ``$…$`` and ``$$…$$`` formulas, bold and emphasis. Everything else is
    escaped text."""
    links = tag_links or {}
    blocks = [b.strip("\n") for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
    out = []
    for b in blocks:
        lines = b.splitlines()
        if re.match(r"#{1,6}\s", lines[0]) and len(lines) == 1:
            out.append(f"<h4>{inline(lines[0].lstrip('#').strip(), links)}</h4>")
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
            out.append("<ul>" + "".join(f"<li>{inline(i, links)}</li>" for i in items) + "</ul>")
        else:
            out.append(f"<p>{inline(' '.join(ln.strip() for ln in lines), links)}</p>")
    return "\n".join(out)
