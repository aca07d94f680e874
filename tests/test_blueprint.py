"""The static blueprint page (dgg.outputs.blueprint, dgg.outputs.blueprint_graph)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from dgg.errors import InputError
from dgg.model.records import Binder, Declaration
from dgg.outputs import blueprint
from dgg.outputs.blueprint_graph import anchor, uses
from dgg.project import source_tags

REPO = Path(__file__).resolve().parents[1]
# a 1x1 PNG
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8"
    "cfc0f01f0005000201a5f6e0a10000000049454e44ae426082")


class _Page(HTMLParser):
    """Collects ids, internal hrefs, img srcs, external references and the text of the page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.imgs: list[str] = []
        self.external: list[str] = []
        self.local: list[str] = []
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):  # noqa: ANN001
        self.tags.append(tag)
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(a["id"])
        for key in ("href", "xlink:href", "src"):
            v = a.get(key)
            if v is None:
                continue
            if v.startswith("#"):
                self.hrefs.append(v[1:])
            elif "://" in v or v.startswith("//"):
                self.external.append(v)
            else:
                self.local.append(v)
        if tag == "img":
            self.imgs.append(a.get("src", ""))
        if tag == "iframe":
            self.external.append(tag)

    def handle_data(self, data):  # noqa: ANN001
        self.text.append(data)


def _parse(path: Path) -> _Page:
    p = _Page()
    p.feed(path.read_text(encoding="utf-8"))
    p.close()
    return p


def _decls() -> list[Declaration]:
    soft = Declaration(
        name="Dgg.softmax", kind="noncomputable def", file="Dgg/Softmax.lean", line=45, col=1,
        binders=[Binder("z", "V → ℝ"), Binder("v", "V")], conclusion_text="ℝ",
        value_text="Real.exp (z v) / ∑ w, Real.exp (z w)", namespace="Dgg",
        docstring="The softmax distribution of the logits `z`.")
    pos = Declaration(
        name="Dgg.softmax_pos", kind="theorem", file="Dgg/Softmax.lean", line=60, col=1,
        binders=[Binder("z", "V → ℝ"), Binder("v", "V")], conclusion_text="0 < softmax z v",
        value_text="by\n  -- softmax_le_one is only mentioned in this comment\n"
                   "  exact div_pos (Real.exp_pos (z v)) (sum_exp_pos z)",
        namespace="Dgg", tags=["ftip-007Z"], docstring="Softmax probabilities are positive <b>.")
    exp = Declaration(
        name="Dgg.sum_exp_pos", kind="theorem", file="Dgg/Softmax.lean", line=55, col=1,
        binders=[Binder("", "Nonempty V", kind="inst"), Binder("z", "V → ℝ")],
        conclusion_text="0 < ∑ w, Real.exp (z w)",
        value_text="Finset.sum_pos (fun w _ ↦ Real.exp_pos (z w)) Finset.univ_nonempty",
        namespace="Dgg")
    peak = Declaration(
        name="Dgg.ug_peaked_gradient_bound", kind="theorem", file="Dgg/PeakedCovariance.lean",
        line=120, col=1,
        binders=[Binder("π", "Fin n → ℝ"), Binder("δ", "ℝ"),
                 Binder("hδ", "0 ≤ δ", is_hyp=True)],
        conclusion_text="|∑ j, π j * (u j * k j)| ≤ 8 * F * K * δ",
        value_text="by\n  have := (softmax_pos z v).le\n  exact Dgg.sum_exp_pos z",
        namespace="Dgg", tags=["ug-peaked-gradient-bound", "beyond-seed"],
        docstring="**Peaked-row bound** [ug-peaked-gradient-bound], see [miao2026when].")
    alias = Declaration(name="Dgg.abs_cov_le_of_peaked", kind="alias",
                        file="Dgg/PeakedCovariance.lean", line=200, col=1,
                        alias_of="ug_peaked_gradient_bound", namespace="Dgg",
                        tags=["ug-peaked-gradient-bound"], parsed=False, reason="an alias")
    return [soft, exp, pos, peak, alias]


REPORT = {
    "theorems": [
        {"name": "Dgg.ug_peaked_gradient_bound", "file": "Dgg/PeakedCovariance.lean", "line": 120,
         "status": "passed", "trials": 4000, "violations": 0, "max_ratio": 0.4999,
         "needed_hypotheses": ["hδ"], "counterexample": None, "reason": None},
        {"name": "Dgg.softmax_pos", "file": "Dgg/Softmax.lean", "line": 60,
         "status": "counterexample", "trials": 10, "violations": 1, "max_ratio": 1.5,
         "needed_hypotheses": [], "counterexample": {"z": [0, 1]}, "reason": None},
    ],
    "steps": [{"theorem": "Dgg.ug_peaked_gradient_bound", "line": 122, "status": "passed"}],
}


def test_uses_reads_proofs_statements_and_aliases() -> None:
    deps = uses(_decls())
    assert deps["Dgg.softmax_pos"] == {"Dgg.sum_exp_pos": "proof", "Dgg.softmax": "statement"}
    # `(softmax_pos z v).le` and the qualified `Dgg.sum_exp_pos` both resolve; the comment does not
    assert deps["Dgg.ug_peaked_gradient_bound"] == {"Dgg.softmax_pos": "proof",
                                                    "Dgg.sum_exp_pos": "proof"}
    assert deps["Dgg.abs_cov_le_of_peaked"] == {"Dgg.ug_peaked_gradient_bound": "proof"}
    assert deps["Dgg.softmax"] == {}


def test_binder_names_shadow_declarations() -> None:
    d = Declaration(name="Dgg.t", kind="theorem", file="f.lean", line=1, col=1,
                    binders=[Binder("softmax", "ℝ")], conclusion_text="softmax = softmax",
                    value_text="rfl", namespace="Dgg")
    assert uses(_decls() + [d])["Dgg.t"] == {}


def test_page_structure_links_and_images(tmp_path: Path) -> None:
    png = tmp_path / "plot.png"
    png.write_bytes(PNG)
    out = tmp_path / "site"
    page = blueprint.build(REPO, _decls(), REPORT, out, tightness_png=png,
                           lean_build="not run here")
    assert page == out / "index.html"
    p = _parse(page)
    text = "".join(p.text)
    for tag in source_tags(REPO):
        assert f"tag-{tag}" in p.ids and f"[{tag}]" in text
    for d in _decls():
        assert d.name in text and anchor(d.name) in p.ids
    assert len(p.ids) == len(set(p.ids)), "duplicate ids"
    missing = [h for h in p.hrefs if h not in p.ids]
    assert not missing, missing
    assert p.imgs == ["tightness.png"]
    for src in p.imgs:
        assert (out / src).is_file() and (out / src).read_bytes() == PNG
    assert p.external == []                       # opens from disk: no CDN, no external URL
    # every local file the page names (KaTeX's script and stylesheet, the plot) is next to it
    assert {"katex/katex.min.js", "katex/katex.min.css", "tightness.png"} <= set(p.local)
    assert all((out / f).is_file() for f in p.local), p.local
    css = (out / "katex" / "katex.min.css").read_text(encoding="utf-8")
    fonts = re.findall(r"url\((fonts/[^)]+\.woff2)\)", css)
    assert len(fonts) == 20 and all((out / "katex" / f).is_file() for f in fonts)
    assert (out / "katex" / "LICENSE").read_text(encoding="utf-8").startswith("The MIT License")
    assert "svg" in p.tags and "pre" in p.tags
    # informal prose from docs/blueprint/<tag>.md is rendered
    assert "off-peak mass" in text
    # badges from the report, steps and the Lean build
    assert "numeric: passed, 4000 trials" in text and "max ratio 0.4999" in text
    assert "numeric: counterexample, 10 trials, 1 violations" in text
    assert "steps checked: 1 (1 passed)" in text
    # the Lean build status once, in the header; never "compiled" when no build ran
    assert text.count("Lean build:") == 1 and "Lean build: not run here" in text
    assert "proof written; not yet compiled" in text and "Lean build passed" not in text
    assert "numeric check: not in report" in text  # the def has no result
    assert '"z": [' in text and "hypotheses the search found necessary: hδ" in text


def test_page_escapes_html(tmp_path: Path) -> None:
    page = blueprint.build(REPO, _decls(), None, tmp_path / "o")
    raw = page.read_text(encoding="utf-8")
    assert "positive &lt;b&gt;." in raw and "<b>" not in raw
    assert "<strong>Peaked-row bound</strong>" in raw
    # a known tag in a docstring links to its section; an unknown bracket stays text
    assert '[<a href="#tag-ug-peaked-gradient-bound">ug-peaked-gradient-bound</a>]' in raw
    assert "[miao2026when]" in raw
    assert "numeric check: no report" in raw and "<img" not in raw


def test_statement_text_has_binders_and_conclusion() -> None:
    d = _decls()[3]
    s = blueprint.statement_text(d)
    assert s.startswith("theorem Dgg.ug_peaked_gradient_bound (π : Fin n → ℝ) (δ : ℝ) (hδ : 0 ≤ δ)")
    assert s.endswith(":\n    |∑ j, π j * (u j * k j)| ≤ 8 * F * K * δ")
    assert blueprint.statement_text(_decls()[1]).startswith("theorem Dgg.sum_exp_pos [Nonempty V]")


def test_markdown_minimal() -> None:
    html = blueprint.markdown("a `x < y` *b*\n\n* one\n* two & three\n\n# Head")
    assert html == ("<p>a <code>x &lt; y</code> <em>b</em></p>\n<ul><li>one</li>"
                    "<li>two &amp; three</li></ul>\n<h4>Head</h4>")
    assert blueprint.markdown("8 * F * K") == "<p>8 * F * K</p>"  # products are not emphasis


def test_headline_results_come_before_their_helpers(tmp_path: Path) -> None:
    decls = _decls()
    decls[1].tags = ["ftip-007Z"]  # sum_exp_pos, used by softmax_pos, joins the same tag
    raw = blueprint.build(REPO, decls, None, tmp_path / "o").read_text(encoding="utf-8")
    sec = raw[raw.index('id="tag-ftip-007Z"'):raw.index('id="tag-ftip-0080"')]
    head = sec.index('id="decl-Dgg.softmax_pos"')
    sub = sec.index("Helper results for [ftip-007Z]")
    helper = sec.index('id="decl-Dgg.sum_exp_pos"')
    assert head < sub < helper


def test_missing_plot_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="tightness plot not found"):
        blueprint.build(REPO, _decls(), None, tmp_path / "o", tightness_png=tmp_path / "no.png")


def test_real_library_page(tmp_path: Path) -> None:
    from dgg.lean.source import read_paths

    decls = read_paths([REPO / "Dgg"], REPO, tags=source_tags(REPO))
    page = blueprint.build(REPO, decls, None, tmp_path / "real")
    p = _parse(page)
    text = "".join(p.text)
    assert all(d.name in text for d in decls)
    assert [h for h in p.hrefs if h not in p.ids] == []
    assert len(p.ids) == len(set(p.ids))
    deps = uses(decls)
    assert any(deps.values()), "the library's proofs use its own lemmas"


def test_layout_layers_users_right_of_what_they_use() -> None:
    from dgg.outputs.blueprint_graph import layout, svg

    decls = _decls()
    deps = uses(decls)
    nodes = {n.name: n for n in layout(decls, deps)}
    for user, ds in deps.items():
        for used in ds:
            assert nodes[used].layer < nodes[user].layer
            assert nodes[used].x + nodes[used].w < nodes[user].x
    # no two boxes overlap within a column
    for a in nodes.values():
        for b in nodes.values():
            if a is not b and a.layer == b.layer:
                assert abs(a.y - b.y) >= 22
    # a cycle (mutual declarations) is cut instead of recursing forever
    cyc = {"Dgg.softmax": {"Dgg.sum_exp_pos": "proof"}, "Dgg.sum_exp_pos": {"Dgg.softmax": "proof"}}
    drawing = svg(decls[:2], cyc, {})
    assert drawing.count('class="edge') == 2 and drawing.count("<a href=") == 2
