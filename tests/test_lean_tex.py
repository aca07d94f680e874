"""Lean terms typeset for the blueprint page (dgg.outputs.lean_tex): Lean's precedences kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from dgg.lean.source import read_paths
from dgg.outputs.lean_tex import lean_tex
from dgg.project import library_dirs, source_tags

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("lean,expected", [
    # subscripts for a one-letter function of simple arguments; Lean's grouping kept
    ("∑ j, π j * (u j * k j) ≤ 8 * F * K * δ",
     r"\sum_{j} \pi _{j} \left(u_{j} k_{j}\right) \le 8 F K \delta "),
    ("a - (b - c)", r"a - \left(b - c\right)"),
    ("(a - b) - c", "a - b - c"),
    ("-x ^ 2", "-x^{2}"),            # Lean: -(x ^ 2)
    ("(-x) ^ 2", r"\left(-x\right)^{2}"),
    ("(∑ j, π j) * c", r"\left(\sum_{j} \pi _{j}\right) c"),
    ("∑ j, (π j + c)", r"\sum_{j} \left(\pi _{j} + c\right)"),
    ("Real.exp (z v) / ∑ w, Real.exp (z w)",
     r"\frac{\exp\left(z_{v}\right)}{\sum_{w} \exp\left(z_{w}\right)}"),
    ("(Fintype.card O : ℝ) ^ 2 * x / (1 - p a) ^ 2",
     r"\frac{\left|O\right|^{2} x}{\left(1 - p_{a}\right)^{2}}"),
    ("a / b / c", r"\frac{a / b}{c}"),
    ("softmax z v", r"\mathrm{softmax}\left(z, v\right)"),
    ("‖x‖ ^ 2 ≤ β * d_model", r"\left\|x\right\|^{2} \le \beta  d_{\mathrm{model}}"),
    ("∀ j, 0 ≤ π j", r"\forall j,\ 0 \le \pi _{j}"),
    ("a = b → c ∧ d", r"a = b \Rightarrow c \land d"),
    ("2 * 3", r"2 \cdot 3"),
    ("f (x + 1)", r"f\left(x + 1\right)"),
])
def test_tex_of_terms(lean: str, expected: str) -> None:
    assert lean_tex(lean) == expected


def test_outside_the_fragment_is_not_typeset() -> None:
    assert lean_tex("∫ x in a..b, f x") is None      # outside the fragment
    assert lean_tex("(a + b") is None                # malformed


def test_every_theorem_of_the_library_is_typeset() -> None:
    decls = read_paths(library_dirs(REPO), REPO, tags=source_tags(REPO))
    theorems = [d for d in decls if d.kind in ("theorem", "lemma")]
    assert len(theorems) > 90
    missing = [d.name for d in theorems if lean_tex(d.conclusion_text) is None]
    assert missing == []
