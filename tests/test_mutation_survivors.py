"""Tests written for the mutants that survived the mutation run of issue 28, item 5.

``benchmarks/mutation_tools.py`` mutates the code that decides verdicts and exit codes (exact
comparisons and signs, certified symbolic signs, the exact verification of an instance, the
verdict evidence, the exit code of ``dgg check``); ``docs/mutation-testing.md`` lists every
mutant the selected tests did not kill, and either a test here that kills it or why it is
equivalent. Each test pins a boundary that a mutant moved: ``≤`` against ``<`` on touching
intervals, the sign of a negative number, an interval end point too large for a Fraction, the
size of a suspect violation, the reason text a user reads.
"""

from __future__ import annotations

import io
import json
import sys
import threading
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
import sympy as sp
import tqdm
from lean_text import statements_of
from mpmath import iv, mp

from dgg import cli
from dgg.check.exact import HOLDS, HYP_FAILS, UNDECIDED, verify
from dgg.check.verdict import Outcome, confirm_candidates, suspect_evidence, violation_size
from dgg.eval import certify, exact_ops
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.exact_ops import Undecidable
from dgg.sample.sampling import Sampler


def ivl(lo: float, hi: float) -> object:
    """The interval ``[lo, hi]`` at dgg's working precision (dyadic end points: exact)."""
    exact_ops._prec()
    return iv.mpf([lo, hi])


def tiny() -> object:
    """``exp (-10⁹)``: positive, but its end points (about ``2^-1.4e9``) are too large for a
    Fraction."""
    exact_ops._prec()
    return iv.exp(iv.mpf(-10 ** 9))


def huge_lo(hi: float) -> object:
    """``[2^-10⁹, hi]``: a lower end point with no Fraction, an ordinary upper one."""
    exact_ops._prec()
    return iv.mpf([mp.ldexp(1, -10 ** 9), hi])


# ------------------------------------------------------------------ end points and signs

def test_iv_bounds_are_the_exact_end_points() -> None:
    assert exact_ops.iv_bounds(Fraction(-1, 3)) == (Fraction(-1, 3), Fraction(-1, 3))
    lo, hi = exact_ops.iv_bounds(7)
    assert (lo, hi) == (7, 7) and type(lo) is Fraction and type(hi) is Fraction
    assert exact_ops.iv_bounds(np.bool_(True)) == (1, 1)
    assert exact_ops.iv_bounds(np.bool_(False)) == (0, 0)
    assert exact_ops.iv_bounds(ivl(-0.5, 0.25)) == (Fraction(-1, 2), Fraction(1, 4))
    with pytest.raises(Undecidable, match="too large for exact arithmetic"):
        exact_ops.iv_bounds(tiny())


@pytest.mark.parametrize("lo, hi, want", [
    (1, 2, 1), (0.5, 0.5, 1), (-2, -1, -1), (-0.5, -0.5, -1),
    (0, 1, None), (-1, 0, None), (0, 0, None), (-1, 1, None),
])
def test_iv_sign_only_for_an_interval_off_zero(lo, hi, want) -> None:
    assert exact_ops.iv_sign(ivl(lo, hi)) == want


@pytest.mark.parametrize("x, want", [
    (Fraction(-3, 7), -1), (Fraction(0), 0), (Fraction(2, 9), 1),
    (-5, -1), (0, 0), (4, 1),
])
def test_sign_of_an_exact_number(x, want) -> None:
    assert exact_ops._sign(x) == want


def test_sign_of_an_interval() -> None:
    assert exact_ops._sign(ivl(1, 2)) == 1
    assert exact_ops._sign(ivl(-2, -1)) == -1
    assert exact_ops._sign(ivl(0, 0)) == 0  # a point interval at 0 is exactly 0
    # exp (-10⁹): no Fraction end point, yet its sign is read off the raw end points
    assert exact_ops._sign(tiny()) == 1
    assert exact_ops._sign(-tiny()) == -1
    for lo, hi in ((0, 1), (-1, 0), (-1, 1)):
        with pytest.raises(Undecidable, match="^sign of an interval containing 0$"):
            exact_ops._sign(ivl(lo, hi))


# ------------------------------------------------------------------ the exact relations

@pytest.mark.parametrize("cast", [Fraction, int, np.int64])
def test_relations_of_exact_numbers(cast) -> None:
    one, two = cast(1), cast(2)
    assert exact_ops._e_le(one, two) is True and exact_ops._e_le(one, one) is True
    assert exact_ops._e_le(two, one) is False
    assert exact_ops._e_lt(one, two) is True and exact_ops._e_lt(one, one) is False
    assert exact_ops._e_lt(two, one) is False
    assert exact_ops._e_eq(one, one) is True and exact_ops._e_eq(one, two) is False


def test_le_on_touching_and_separated_intervals() -> None:
    assert exact_ops._e_le(ivl(0, 1), ivl(1, 2)) is True  # every point of a ≤ every point of b
    assert exact_ops._e_le(ivl(2, 3), ivl(0, 1)) is False
    assert exact_ops._e_le(ivl(0, 1), Fraction(1)) is True
    assert exact_ops._e_le(Fraction(3, 2), ivl(0, 1)) is False
    with pytest.raises(Undecidable, match="^≤ between overlapping intervals$"):
        exact_ops._e_le(ivl(1, 2), ivl(0, 1))  # touching the other way: 1 ≤ 1 but 2 > 0


def test_lt_on_touching_and_separated_intervals() -> None:
    assert exact_ops._e_lt(ivl(0, 1), ivl(1.5, 2)) is True
    assert exact_ops._e_lt(ivl(1, 2), ivl(0, 1)) is False  # every a ≥ every b
    assert exact_ops._e_lt(Fraction(2), ivl(0, 1)) is False
    with pytest.raises(Undecidable, match="^< between overlapping intervals$"):
        exact_ops._e_lt(ivl(0, 1), ivl(1, 2))  # 1 < 1 fails at the shared point


def test_eq_on_points_and_disjoint_intervals() -> None:
    assert exact_ops._e_eq(ivl(1, 1), Fraction(1)) is True
    assert exact_ops._e_eq(Fraction(1), ivl(1, 1)) is True
    assert exact_ops._e_eq(ivl(0, 1), ivl(2, 3)) is False
    assert exact_ops._e_eq(ivl(2, 3), ivl(0, 1)) is False
    assert exact_ops._e_eq(ivl(2, 3), Fraction(1)) is False
    with pytest.raises(Undecidable, match="^= between overlapping intervals$"):
        exact_ops._e_eq(ivl(1, 1), ivl(1, 2))
    with pytest.raises(Undecidable, match="^= between overlapping intervals$"):
        exact_ops._e_eq(ivl(0, 1), ivl(1, 2))


def test_relations_with_end_points_too_large_for_fractions() -> None:
    """``_ends`` falls back to comparing the raw binary end points (of both operands)."""
    assert exact_ops._e_lt(tiny(), Fraction(1)) is True
    assert exact_ops._e_lt(Fraction(0), tiny()) is True
    assert exact_ops._e_le(Fraction(1), tiny()) is False
    assert exact_ops._e_le(tiny(), Fraction(-1)) is False
    assert exact_ops._e_eq(tiny(), Fraction(0)) is False
    # [2^-10⁹, 2] against 1 and 3: the lower end point decides what is undecided
    with pytest.raises(Undecidable):
        exact_ops._e_lt(huge_lo(2), Fraction(1))
    with pytest.raises(Undecidable):
        exact_ops._e_le(Fraction(1), huge_lo(2))
    assert exact_ops._e_lt(huge_lo(2), Fraction(3)) is True
    assert exact_ops._e_le(Fraction(3), huge_lo(2)) is False
    assert exact_ops._e_lt(Fraction(-1), huge_lo(2)) is True
    assert exact_ops._e_le(huge_lo(2), Fraction(-1)) is False


# ------------------------------------------------------------------ certified symbolic signs

def test_certified_sign() -> None:
    assert certify.sign(sp.Rational(-1, 3)) == -1
    assert certify.sign(sp.Integer(0)) == 0
    assert certify.sign(sp.Rational(5, 2)) == 1
    assert certify.sign(sp.sqrt(2) - 1) == 1
    assert certify.sign(1 - sp.sqrt(2)) == -1
    # an identity sympy does not see at construction: zero by simplification
    e = (1 + sp.sqrt(2)) ** 2 - 3 - 2 * sp.sqrt(2)
    assert e != 0 and certify.sign(e) == 0
    # separated only at 600 bits: pi and a rational 10⁻¹⁰⁰ away
    near = sp.Rational(str(sp.N(sp.pi, 120))) + sp.Rational(1, 10 ** 100)
    assert certify.sign(sp.pi - near) == -1
    assert certify.sign(near - sp.pi) == 1
    with pytest.raises(Undecidable, match="not a finite real constant"):
        certify.sign(sp.zoo)
    with pytest.raises(Undecidable, match="not a finite real constant"):
        certify.sign(sp.Symbol("x"))


def test_undecided_conclusion_says_where_and_why(vstmts) -> None:
    """``y ≠ exp 1`` at y = e to 1050 digits: beyond every enclosure; the reason names the
    conclusion (with or without hypotheses before it) and what could not be certified."""
    stmts = statements_of("theorem u0 (y : ℝ) : y ≠ Real.exp 1 := by sorry\n"
                          "theorem u1 (x y : ℝ) (hx : 1 ≤ x) : y ≠ Real.exp x := by sorry\n",
                          "Undecided.lean")
    mp.dps = 1100
    try:
        e_1050 = Fraction(mp.nstr(mp.e, 1050))
    finally:
        mp.dps = 15
    for name, inst in (("u0", exact(y=e_1050)), ("u1", exact(x=1, y=e_1050))):
        why: list[str] = []
        assert verify(Evaluator(stmts[name]), inst, why=why) == UNDECIDED
        assert len(why) == 1 and why[0].startswith("conclusion undecided in exact arithmetic: "
                                                   "sign of "), why
        assert why[0].endswith(" - E not certified"), why


def test_certified_equal() -> None:
    assert certify.equal((1 + sp.sqrt(2)) ** 2, 3 + 2 * sp.sqrt(2)) is True
    assert certify.equal(sp.sqrt(2), -sp.sqrt(2)) is False  # a + b = 0, a - b ≠ 0
    assert certify.equal(sp.sqrt(2), sp.Rational(7, 5)) is False
    assert certify.equal(sp.Rational(7, 5), sp.sqrt(2)) is False


def test_interval_sign_of_a_sympy_constant() -> None:
    assert certify._iv_sign(sp.sqrt(2) - 1, 170) == 1
    assert certify._iv_sign(1 - sp.sqrt(2), 170) == -1
    assert certify._iv_sign(sp.Integer(0), 170) is None
    near = sp.Rational(str(sp.N(sp.pi, 120))) + sp.Rational(1, 10 ** 100)
    assert certify._iv_sign(sp.pi - near, 170) is None  # 170 bits ≈ 51 digits: not enough
    assert certify._iv_sign(sp.pi - near, 600) == -1
    old = iv.prec
    certify._iv_sign(sp.pi - near, 600)
    assert iv.prec == old  # the precision is restored


# ------------------------------------------------------------------ verdict evidence

VERDICT_LEAN = """
theorem le3 (x : ℝ) (h : 0 ≤ x) : x ≤ 3 := by sorry
theorem susp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) : y ≠ Real.exp x := by sorry
"""


@pytest.fixture(scope="module")
def vstmts():
    return statements_of(VERDICT_LEAN, "Survivors.lean")


def exact(**vals) -> Instance:
    return Instance({}, {k: np.array([Fraction(v)], dtype=object) for k, v in vals.items()}, 1,
                    exact=True)


def floats(**vals: float) -> Instance:
    return Instance({}, {k: np.array([float(v)]) for k, v in vals.items()}, 1)


@pytest.mark.parametrize("score, use_ratio, want", [
    (1.5, True, 0.5), (0.5, True, 0.0), (1.0, True, 0.0), (3.0, False, 3.0), (0.5, False, 0.5),
    (-0.25, False, 0.0), (0.0, False, 0.0),
])
def test_violation_size(score, use_ratio, want) -> None:
    assert violation_size(score, use_ratio) == want


@pytest.mark.parametrize("score", [np.inf, -np.inf, np.nan])
def test_violation_size_of_no_finite_score_is_nan(score) -> None:
    assert np.isnan(violation_size(score, True)) and np.isnan(violation_size(score, False))


def test_suspect_evidence_is_the_largest_undecided_violation(vstmts) -> None:
    ev = Evaluator(vstmts["susp"])
    outs = [Outcome(UNDECIDED, 1.5, floats(x=1, y=2), "first"),
            Outcome(UNDECIDED, 3.0, floats(x=2, y=3), "second"),
            Outcome(UNDECIDED, 3.0, floats(x=5, y=6), "a tie comes later"),
            Outcome(HOLDS, 9.0, floats(x=7, y=7), "dismissed exactly"),
            Outcome(HYP_FAILS, 8.0, floats(x=0, y=7), "dismissed exactly"),
            Outcome(UNDECIDED, np.inf, floats(x=8, y=8), "no finite violation")]
    got = suspect_evidence(ev, outs, use_ratio=True)
    assert got == {"values": {"x": "2", "y": "3"}, "violation": 2.0, "reason": "second"}
    got = suspect_evidence(ev, outs, use_ratio=False)
    assert got == {"values": {"x": "2", "y": "3"}, "violation": 3.0, "reason": "second"}
    # six significant digits; an empty reason shows the status
    got = suspect_evidence(ev, [Outcome(UNDECIDED, 1.23456789, floats(x=1, y=2), "")], False)
    assert got == {"values": {"x": "1", "y": "2"}, "violation": 1.23457, "reason": UNDECIDED}


def test_suspect_evidence_skips_dismissed_candidates_wherever_they_are(vstmts) -> None:
    ev = Evaluator(vstmts["susp"])
    outs = [Outcome(HOLDS, 9.0, floats(x=7, y=7), ""),
            Outcome(UNDECIDED, 2.0, floats(x=2, y=3), "kept"),
            Outcome(HYP_FAILS, 8.0, floats(x=0, y=7), "")]
    assert suspect_evidence(ev, outs, True) == {"values": {"x": "2", "y": "3"}, "violation": 1.0,
                                                "reason": "kept"}


def test_suspect_evidence_compares_sizes_not_scores(vstmts) -> None:
    """With ratio scores, 0.5 and 0.8 are both no violation (size 0): the first is kept; as
    plain scores, 0.8 is the larger."""
    ev = Evaluator(vstmts["susp"])
    outs = [Outcome(UNDECIDED, 0.5, floats(x=1, y=2), "a"),
            Outcome(UNDECIDED, 0.8, floats(x=2, y=3), "b")]
    got = suspect_evidence(ev, outs, True)
    assert got is not None and (got["reason"], got["violation"]) == ("a", 0.0)
    got = suspect_evidence(ev, outs, False)
    assert got is not None and (got["reason"], got["violation"]) == ("b", 0.8)


def test_no_suspect_evidence_when_every_candidate_was_dismissed(vstmts) -> None:
    ev = Evaluator(vstmts["susp"])
    assert suspect_evidence(ev, [], True) is None
    outs = [Outcome(HOLDS, 2.0, floats(x=1, y=2), ""), Outcome(HYP_FAILS, 3.0, floats(x=1, y=2), ""),
            Outcome(UNDECIDED, np.nan, floats(x=1, y=2), "")]
    assert suspect_evidence(ev, outs, True) is None


def test_suspect_evidence_of_an_instance_without_exact_values(vstmts) -> None:
    """A value with no rational (nan) is shown as the float list it is."""
    ev = Evaluator(vstmts["susp"])
    got = suspect_evidence(ev, [Outcome(UNDECIDED, 2.0, floats(x=np.nan, y=3), "why")], True)
    assert got == {"values": {"x": "[nan]", "y": "[3.0]"}, "violation": 1.0, "reason": "why"}


def sampler(stmt) -> Sampler:
    return Sampler(Evaluator(stmt))


def x_is(inst: Instance | None, x: Fraction) -> bool:
    return inst is not None and list(inst.values["x"]) == [x]


def test_confirm_candidates_certifies_and_reports_the_others(vstmts) -> None:
    """``x ≤ 3`` given ``0 ≤ x``: 4 and 5 are counterexamples, 2 holds (and -1 is clamped onto
    the hypothesis's boundary 0, where it holds)."""
    cands = [(5.0, floats(x=4)), (2.0, floats(x=2)), (1.0, floats(x=5)), (0.5, floats(x=-1))]
    n, first, outs = confirm_candidates(sampler(vstmts["le3"]), cands, lambda: False, 10)
    assert n == 2 and x_is(first, Fraction(4))
    assert [(o.status, o.score, float(o.inst.values["x"][0]), o.reason) for o in outs] == \
        [(HOLDS, 2.0, 2.0, ""), (HOLDS, 0.5, -1.0, "")]


def test_confirm_candidates_stops_after_max_misses(vstmts) -> None:
    """Eight candidates that hold rank before the one counterexample (largest score first, and
    simplest values first: 4.123456789 is not a short rational)."""
    holds = [(10.0 - k, floats(x=Fraction(k, 4))) for k in range(8)]
    cex = (0.5, floats(x=4.123456789))
    sm = sampler(vstmts["le3"])
    for max_misses, want_n, want_outs in ((3, 0, 3), (6, 0, 6), (8, 0, 8), (9, 1, 8)):
        n, first, outs = confirm_candidates(sm, holds + [cex], lambda: False, 20, max_misses)
        assert (n, len(outs)) == (want_n, want_outs), max_misses
        assert (first is None) == (want_n == 0)
    n, _, outs = confirm_candidates(sm, holds + [cex], lambda: False, 20)  # default: 6 misses
    assert (n, len(outs)) == (0, 6)


def test_confirm_candidates_with_a_spread(vstmts) -> None:
    """Flags from the middle of the ranking (``spread``) take every second place from the third
    on, and allow three more candidates and three more misses: a counterexample among them is
    reached although the eight best-ranked candidates all hold."""
    sm = sampler(vstmts["le3"])
    holds = [(10.0 - k, floats(x=Fraction(k, 4))) for k in range(8)]
    cex = (0.5, floats(x=4.123456789))
    # merged: h0, h1, cex, h2, h3 | …: two misses, then the counterexample, within 2 + 3
    n, first, outs = confirm_candidates(sm, holds, lambda: False, 2, 2, spread=[cex])
    assert n == 1 and first is not None and float(first.values["x"][0]) == 4.123456789
    assert len(outs) == 4
    n, first, outs = confirm_candidates(sm, holds, lambda: False, 2, 2)  # no spread: 2 misses
    assert (n, first, len(outs)) == (0, None, 2)
    # spread ranked s1, s2, cex is taken in the order s2, s1, cex: h0, h1, s2, h2, s1, h3, cex
    spread = [(0.9, floats(x=0.3)), (0.8, floats(x=0.35)), cex]
    for max_misses, want_n in ((3, 0), (4, 1)):  # six misses before the counterexample
        n, _, outs = confirm_candidates(sm, holds, lambda: False, 4, max_misses, spread=spread)
        assert (n, len(outs)) == (want_n, 6), max_misses


def test_confirm_candidates_max_confirm_and_out_of_time(vstmts) -> None:
    sm = sampler(vstmts["le3"])
    cexs = [(5.0, floats(x=4)), (4.0, floats(x=5)), (3.0, floats(x=6))]
    assert confirm_candidates(sm, cexs, lambda: False, 10)[0] == 3
    assert confirm_candidates(sm, cexs, lambda: False, 2)[0] == 2
    # out of time: stop once one counterexample is certified, not before
    n, first, _ = confirm_candidates(sm, cexs, lambda: True, 10)
    assert n == 1 and x_is(first, Fraction(4))
    n, first, outs = confirm_candidates(sm, [(9.0, floats(x=1))] + cexs, lambda: True, 10)
    assert n == 1 and x_is(first, Fraction(4)) and len(outs) == 1


# ------------------------------------------------------------------ dgg check --steps

STEPS_LEAN = """theorem t_host (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) :
    0 ≤ x ^ 2 := by
  have s_cex : x ≤ 1 := by sorry
  have s_ok : 0 ≤ x := by sorry
  positivity
"""


class Terminal(io.StringIO):
    """A stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class Bars:
    """The tqdm bars ``dgg check`` opens: ``(total, unit, count at close)`` of each."""

    def __init__(self, monkeypatch) -> None:
        self.seen: list[tuple[object, str, int]] = []
        bars = self

        class Recorded(tqdm.tqdm):
            # a lock of this process: tqdm's default one includes a multiprocessing semaphore
            # created once and shared with every process forked afterwards (the mutation
            # runner's workers), where a worker that dies holding it blocks all the others
            _lock = threading.RLock()

            def close(self) -> None:
                if not getattr(self, "_recorded", False):
                    self._recorded = True
                    bars.seen.append((self.total, self.unit, self.n))
                super().close()

        monkeypatch.setattr(tqdm, "tqdm", Recorded)
        # and no monitor thread, which would take that lock in the background
        monkeypatch.setattr(tqdm.tqdm, "monitor_interval", 0)


def check_steps_cli(tmp_path: Path, monkeypatch, *flags: str, tty: bool) -> tuple[str, str]:
    """``dgg check --steps FLAGS`` on STEPS_LEAN, stderr a terminal or not: (stdout, stderr)."""
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Steps.lean"
    f.write_text(STEPS_LEAN, encoding="utf-8")
    err, out = Terminal() if tty else io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    monkeypatch.setattr(sys, "stdout", out)
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "40", "--jobs", "1",
                     "--steps", *flags])
    assert code == 1  # s_cex is refuted (x = 2)
    return out.getvalue(), err.getvalue()


@pytest.mark.parametrize("flags, tty", [((), True), (("--progress",), False),
                                        (("--json", "--progress"), False),
                                        (("--json", "--progress"), True)])
def test_progress_bars_count_theorems_then_steps(tmp_path, monkeypatch, flags, tty) -> None:
    """On a terminal, or with ``--progress``: one bar of 1 theorem, then one of the 2 steps,
    each advanced once per item."""
    bars = Bars(monkeypatch)
    _, err = check_steps_cli(tmp_path, monkeypatch, *flags, tty=tty)
    assert bars.seen == [(1, "thm", 1), (2, "step", 2)]
    assert "0/2 [00:00<?, ?step/s]" in err  # as tqdm draws it first


@pytest.mark.parametrize("flags, tty", [((), False), (("--json",), True), (("--json",), False)])
def test_no_progress_bar_without_a_terminal_or_under_json(tmp_path, monkeypatch, flags, tty) -> None:
    bars = Bars(monkeypatch)
    _, err = check_steps_cli(tmp_path, monkeypatch, *flags, tty=tty)
    assert bars.seen == []
    assert "step/s" not in err and "thm/s" not in err


# ------------------------------------------------------------------ dgg check's printed report

def run_cli(tmp_path: Path, name: str, text: str, *flags: str, capsys) -> tuple[int, str, str]:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "40", "--jobs", "1",
                     *flags])
    got = capsys.readouterr()
    return code, got.out, got.err


def test_json_report_is_indented_utf8_with_invisible_characters_escaped(tmp_path, capsys) -> None:
    """Written for people and for ``json.loads``: two-space indentation, ``≤`` and ``ö`` as
    themselves, a right-to-left override as ``\\u202e`` (the data unchanged)."""
    text = "theorem baz (x : ℝ) : x \u202e≤ x + 1 := by linarith\n"
    code, out, _ = run_cli(tmp_path, "Größe.lean", text, "--json", capsys=capsys)
    assert code == 0
    assert out.startswith('{\n  "theorems": [\n    {\n      "name": "baz",\n')
    assert '"file": "Größe.lean"' in out
    assert "\\u202e" in out and "\u202e" not in out and "<U+202E>" not in out
    rec = json.loads(out)["theorems"][0]
    assert rec["status"] == "not_translated"
    assert rec["reason"] == "unsupported symbol `\u202e` at Größe.lean:1:25"


def test_nothing_to_check_under_json_is_said_on_stderr(tmp_path, capsys) -> None:
    code, out, err = run_cli(tmp_path, "Defs.lean", "def twice (x : ℝ) : ℝ := 2 * x\n", "--json",
                             capsys=capsys)
    assert code == 0 and json.loads(out)["theorems"] == []
    assert "no statements to check: " in err and "Defs.lean" in err


def test_verbose_shows_the_necessary_hypotheses(tmp_path, capsys) -> None:
    text = "theorem t_nec (x : ℝ) (h : 0 ≤ x) : 0 ≤ x := by sorry\n"
    line = "Nec.lean:1: t_nec: hypotheses shown necessary: h"
    code, out, _ = run_cli(tmp_path, "Nec.lean", text, "--verbose", capsys=capsys)
    assert code == 0 and line in out.splitlines()
    code, out, _ = run_cli(tmp_path, "Nec.lean", text, capsys=capsys)
    assert code == 0 and ("passed" in out or "proved" in out) and line not in out.splitlines()


def test_malformed_files_exit_2_and_are_counted(tmp_path, capsys) -> None:
    """A file that does not parse is reported and skipped; the others are checked, and the run
    exits 2 (bad input) even when what was checked passed or was refuted."""
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    bad = [tmp_path / "Bad.lean", tmp_path / "Bad2.lean"]
    for f in bad:
        f.write_text(f"theorem {f.stem.lower()} (x : ℝ) : (x ≤ 1 := by sorry\n", encoding="utf-8")
    ok = tmp_path / "Ok.lean"
    ok.write_text("theorem ok (x : ℝ) : 0 ≤ x ^ 2 := by sorry\n", encoding="utf-8")
    cex = tmp_path / "Cex.lean"
    cex.write_text("theorem c (x : ℝ) (h : x ^ 2 = 4) : x = 2 := by sorry\n", encoding="utf-8")
    base = ["check", "--root", str(tmp_path), "--trials", "40", "--jobs", "1"]
    for files, n in (([bad[0], ok], 1), ([*bad, ok], 2), ([bad[0], cex], 1)):
        code = cli.main([*base[:1], *map(str, files), *base[1:]])
        got = capsys.readouterr()
        assert code == 2, got
        plural = "s" if n > 1 else ""
        assert f"dgg check: {n} malformed file{plural} skipped (above); the report covers the " \
               "others" in got.err.splitlines()
        assert "Bad.lean:1:23: error: `(` is never closed" in got.err
        assert any(w in got.out for w in (("1 passed", "1 proved") if ok in files
                                                else ("1 counterexample",)))
