"""The blueprint page as a reader sees it: the summary of the seed results, KaTeX, the Graphviz
graph (and its fallback), the [beyond-seed] section, and a headless Chromium render."""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from dgg.lean.source import read_paths
from dgg.model.records import Declaration
from dgg.outputs import blueprint
from dgg.outputs.blueprint_dot import SEED_COLOR, dot_svg
from dgg.outputs.blueprint_graph import uses
from dgg.outputs.blueprint_math import markdown
from dgg.outputs.blueprint_summary import SEED_RESULTS, decided_sizes, lean_status
from dgg.project import library_dirs, source_tags

REPO = Path(__file__).resolve().parents[1]
GOLDEN = REPO / "tests" / "golden"
SEED_NAMES = [n for s in SEED_RESULTS for n in s.names]


@pytest.fixture(scope="module")
def library() -> list[Declaration]:
    return read_paths(library_dirs(REPO), REPO, tags=source_tags(REPO))


@pytest.fixture(scope="module")
def report() -> dict:
    """The committed check reports of both libraries, as one report."""
    r = json.loads((GOLDEN / "Dgg.check.json").read_text(encoding="utf-8"))
    r["theorems"] += json.loads((GOLDEN / "DggSharp.check.json").read_text(
        encoding="utf-8"))["theorems"]
    return r


def _summary(raw: str) -> str:
    return raw[raw.index('<section id="summary">'):raw.index("</section>",
                                                             raw.index('id="summary"'))]


def _row(summary: str, short: str) -> list[str]:
    """The text of the cells of the summary row of one declaration."""
    rows = re.findall(r"<tr>(.*?)</tr>", summary, flags=re.S)
    row = next(r for r in rows if f"<code>{short}</code>" in r)
    return [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]


def test_seed_results_are_declarations_of_the_library(library: list[Declaration]) -> None:
    names = {d.name for d in library}
    assert [s.tag for s in SEED_RESULTS] == ["ug-peaked-gradient-bound", "ftip-007Z", "ftip-0080"]
    for s in SEED_RESULTS:
        for n in s.names:
            assert n in names
            assert s.tag in next(d for d in library if d.name == n).tags


def test_summary_table_first_with_status_verdict_tightness(
        tmp_path: Path, library: list[Declaration], report: dict) -> None:
    raw = blueprint.build(REPO, library, report, tmp_path / "o").read_text(encoding="utf-8")
    main = raw[raw.index("<main>"):]
    assert main.index('id="summary"') < main.index('id="graph"') < main.index('id="tag-')
    summary = _summary(raw)
    for s in SEED_RESULTS:
        assert s.title in summary and f'href="#tag-{s.tag}"' in summary
    by_name = {t["name"]: t for t in report["theorems"]}
    for name in SEED_NAMES:
        cells = _row(summary, name.split(".", 1)[1])
        lean, verdict, tight, sizes = cells[-4:]
        assert lean == "proof written; not yet compiled"
        t = by_name[name]
        assert verdict.startswith(t["status"].replace("_", " "))
        ratio = t["max_ratio"]
        assert tight == ("—" if not ratio else f"{ratio:.6g}")
        up_to = t.get("proved_up_to")  # the decision tier's sizes, from the golden report
        assert sizes == (", ".join(f"{k} ≤ {v}" for k, v in sorted(up_to.items())) + " (z3)"
                         if up_to else "all (z3)" if t["status"] == "proved" else "—")
    # the statement is TeX for KaTeX, escaped
    assert r'<span class="math">\pi_{j_0}\ge 1-\delta' in summary
    assert r"|\mathrm{Cov}_\pi(u,k)| \le 8\,F K\delta" in summary


def test_decided_sizes_shown_when_the_record_has_them(tmp_path: Path,
                                                      library: list[Declaration],
                                                      report: dict) -> None:
    """A hand-made record of the decision tier (issue 24): ``proved_up_to`` and ``engine``."""
    rep = copy.deepcopy(report)
    for t in rep["theorems"]:
        if t["name"] == "Dgg.ug_peaked_gradient_bound":
            t.update(proved_up_to={"n": 2}, engine="smt")
        if t["name"] == "Dgg.occ_ratio_le":
            t.update(status="proved", engine="smt")
    raw = blueprint.build(REPO, library, rep, tmp_path / "o").read_text(encoding="utf-8")
    summary = _summary(raw)
    assert _row(summary, "ug_peaked_gradient_bound")[-1] == "n ≤ 2 (z3)"
    assert _row(summary, "occ_ratio_le")[-1] == "all (z3)"
    assert _row(summary, "occ_ratio_le")[-3].startswith("proved")
    assert _row(summary, "total_ratio_le")[-1] == "—"
    # and on the declaration's card
    assert "decided sizes: n ≤ 2 (z3)" in raw
    assert decided_sizes({"status": "passed", "engine": "sampling"}) == "—"
    assert decided_sizes({"proved_up_to": {"n": 3, "m": 1}}) == "m ≤ 1, n ≤ 3 (z3)"
    assert decided_sizes(None) == "—"


def test_lean_status_claims_compiled_only_after_a_passing_build(
        library: list[Declaration]) -> None:
    d = next(x for x in library if x.name == "Dgg.ug_peaked_gradient_bound")
    assert lean_status(d, "not run here")[0] == "proof written; not yet compiled"
    assert lean_status(d, "not run by dgg blueprint")[0] == "proof written; not yet compiled"
    assert lean_status(d, "failed")[0] == "Lean build failed"
    assert lean_status(d, "passed")[0] == "compiled (Lean build passed)"
    assert lean_status(None, "passed")[0] == "not in this library"
    holey = Declaration(name="Dgg.h", kind="theorem", file="f.lean", line=1, col=1,
                        value_text="by\n  sorry")
    assert lean_status(holey, "passed")[0] == "proof incomplete (sorry)"


def test_markdown_math_spans() -> None:
    out = markdown("if $a < b$ then `x $ y` and $$\\sum_j \\pi_j = 1$$ *now*")
    assert '<span class="math">a &lt; b</span>' in out
    assert "<code>x $ y</code>" in out  # a dollar inside code is code
    assert '<span class="math-display">\\sum_j \\pi_j = 1</span>' in out
    assert "<em>now</em>" in out
    assert markdown("a * b $x*y*z$") == '<p>a * b <span class="math">x*y*z</span></p>'


def test_prose_of_the_tags_is_typeset(tmp_path: Path, library: list[Declaration]) -> None:
    raw = blueprint.build(REPO, library, None, tmp_path / "o").read_text(encoding="utf-8")
    prose = re.findall(r'<div class="prose">(.*?)</div>', raw, flags=re.S)
    assert len(prose) == 4  # docs/blueprint/<tag>.md of the four tags
    assert '<span class="math">|\\mathrm{Cov}_\\pi(u, k)| \\le 8FK\\delta</span>' in prose[0]
    assert all("<code>|" not in p for p in prose)  # formulas are not code
    assert sum(p.count('class="math') for p in prose) > 40


def test_beyond_seed_section_lists_its_cards_by_seed_result(
        tmp_path: Path, library: list[Declaration], report: dict) -> None:
    raw = blueprint.build(REPO, library, report, tmp_path / "o").read_text(encoding="utf-8")
    start = raw.index('<section id="tag-beyond-seed">')
    sec = raw[start:raw.index("</section>", start)]
    sharp = [d for d in library if "beyond-seed" in d.tags]
    assert len(sharp) > 30
    for d in sharp:  # every [beyond-seed] card is in its section, once on the page
        assert f'<article class="decl" id="decl-{d.name}"' in sec
        assert raw.count(f'id="decl-{d.name}"') == 1
    for tag in ("ug-peaked-gradient-bound", "ftip-007Z", "ftip-0080"):
        assert f'<h3 class="group" id="beyond-{tag}">Sharper forms of [{tag}]</h3>' in sec
        # the seed section points at its group instead of listing every sharper result
        seed = raw[raw.index(f'<section id="tag-{tag}">'):start]
        assert f'href="#beyond-{tag}"' in seed
    assert sec.count('<table class="index">') == 3
    assert "Also tagged here" not in sec


def test_graph_is_laid_out_by_dot_with_the_seed_results_highlighted(
        library: list[Declaration]) -> None:
    if shutil.which("dot") is None:
        pytest.skip("Graphviz `dot` not on PATH (.ci/run installs it): dot layout not checked")
    drawing, why = dot_svg(library, uses(library), {}, set(SEED_NAMES))
    assert why == "" and drawing is not None
    assert drawing.startswith('<svg class="depgraph dot" data-width="')
    assert re.search(r'viewBox="[\d. ]+"', drawing) and ' width="' not in drawing[:200]
    links = re.findall(r'xlink:href="#(decl-[^"]+)"', drawing)
    assert sorted(links) == sorted(f"decl-{d.name}" for d in library)
    assert drawing.count(f'stroke="{SEED_COLOR}"') == len(SEED_NAMES)
    assert drawing.count("★ ") == len(SEED_NAMES)


def test_without_dot_the_page_says_so_and_draws_its_own_layout(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, library: list[Declaration]) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))  # no dot (and no git: the commit reads "unknown")
    raw = blueprint.build(REPO, library, None, tmp_path / "o").read_text(encoding="utf-8")
    graph = raw[raw.index('<section id="graph">'):]
    note = re.findall(r'<p class="meta fallback">(.*?)</p>', graph)
    assert note == ["Graphviz `dot` is not installed (not on PATH): the graph below uses dgg's "
                    "own layered layout (install Graphviz for a better one)."]
    assert '<svg class="depgraph" data-width="' in graph and 'class="depgraph dot"' not in graph
    assert 'class="layer">layer 0</text>' in graph


# --------------------------------------------------------------------------- headless Chromium

VIEW_W, VIEW_H = 1280, 1000
# appended to a copy of the page: once loaded (fonts too), measure what the first screen shows and
# write it into the DOM for --dump-dom
PROBE = """<script>
window.addEventListener('load', function () { document.fonts.ready.then(function () {
  function box(el) { if (!el) { return null; } var r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width,
            height: r.height}; }
  var rows = Array.prototype.map.call(document.querySelectorAll('#summary tbody th'), box);
  var fonts = []; document.fonts.forEach(function (f) {
    if (f.status === 'loaded') { fonts.push(f.family); } });
  var out = {
    viewport: [window.innerWidth, window.innerHeight],
    scrollWidth: document.documentElement.scrollWidth,
    katex: document.body.getAttribute('data-katex'),
    summary: box(document.querySelector('#summary table')), seeds: rows,
    formulas: document.querySelectorAll('#summary .katex .katex-html').length,
    formula: box(document.querySelector('#summary .katex')),
    katexErrors: document.querySelectorAll('.katex-error').length,
    graph: box(document.querySelector('#graph svg')),
    graphNodes: document.querySelectorAll('#graph svg g.node').length,
    fonts: fonts
  };
  var pre = document.createElement('pre'); pre.id = 'probe';
  pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
}); });
</script>"""


def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or \
        shutil.which("google-chrome")


def _run_chromium(exe: str, tmp: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--hide-scrollbars",
         f"--user-data-dir={tmp / 'profile'}", f"--window-size={VIEW_W},{VIEW_H}",
         "--virtual-time-budget=15000", *args],
        capture_output=True, text=True, timeout=180, check=False)


def test_headless_render_first_screen(tmp_path: Path, library: list[Declaration],
                                      report: dict) -> None:
    exe = _chromium()
    if exe is None:
        pytest.skip("chromium not installed (.ci/run installs it): headless rendering not checked")
    page = blueprint.build(REPO, library, report, tmp_path / "site",
                           tightness_png=REPO / "docs" / "tightness.png")
    probe = page.with_name("probe.html")
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "\n</body>"),
                     encoding="utf-8")
    dom = _run_chromium(exe, tmp_path, "--dump-dom", probe.as_uri())
    m = re.search(r'<pre id="probe">(.*?)</pre>', dom.stdout, flags=re.S)
    assert m, f"no measurements in the rendered DOM; chromium said: {dom.stderr[-2000:]}"
    got = json.loads(m.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    w, h = got["viewport"]  # the first screen (under --dump-dom, the window less its chrome)
    assert w == VIEW_W and 800 <= h <= VIEW_H
    # the summary: every seed result, whole, in the first screen
    assert len(got["seeds"]) == 3
    assert all(0 <= r["top"] and r["bottom"] <= h for r in got["seeds"]), got["seeds"]
    assert got["summary"]["bottom"] <= h and got["summary"]["right"] <= w
    # typeset formulas: KaTeX ran, its HTML is in the summary, in the first screen, and its own
    # fonts (bundled .woff2, no network) were loaded
    assert got["katex"] == "rendered" and got["katexErrors"] == 0
    assert got["formulas"] >= 6
    assert 0 <= got["formula"]["top"] < h and got["formula"]["height"] > 10
    assert any(f.startswith("KaTeX_") for f in got["fonts"]), got["fonts"]
    # the graph (below the summary): drawn, fitted to the page width (no horizontal scrolling)
    g = got["graph"]
    assert g["width"] > 600 and g["height"] > 200 and g["right"] <= w
    assert g["top"] > got["summary"]["bottom"]
    assert got["scrollWidth"] <= w
    if shutil.which("dot"):
        assert got["graphNodes"] == len(library)
    # the screenshot of the first screen: a PNG of the window, with content in the summary's box
    shot = tmp_path / "shot.png"
    _run_chromium(exe, tmp_path, f"--screenshot={shot}", page.as_uri())
    assert shot.is_file() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    import matplotlib.image as mpimg

    img = mpimg.imread(shot)
    assert img.shape[:2] == (VIEW_H, VIEW_W)
    s = got["summary"]  # (the screenshot's window has no chrome: the same layout, taller)
    region = img[int(s["top"]):int(s["bottom"]), int(s["left"]):int(s["right"]), :3]
    assert region.std() > 0.05, "the summary's area of the screenshot is blank"
    dark = (region.mean(axis=2) < 0.35).mean()
    assert dark > 0.01, "no text drawn in the summary's area"
