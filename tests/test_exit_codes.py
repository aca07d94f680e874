"""The README's exit-code table, run through the command line (issue 28, item 1).

Every combination of the statuses that decide an exit code (``counterexample``, ``suspect``,
``unsatisfiable``, ``not_translated``), carried either by theorems or by proof steps, with and
without ``--strict`` and ``--steps``, in text and in JSON output. The README's table: 0 clean;
1 a certified counterexample (with ``--strict`` also ``not_translated``, ``unsatisfiable`` or
nothing to check); 4 no failure but something ``suspect``. Exit 4 never wins over exit 1, and
under ``--steps`` the proof steps' statuses count like the theorems'.

The statuses come from real statements checked by dgg (seeded, ``--trials 40``, one process), not
from mocks: each test first asserts that the report has exactly the intended statuses, then the
exit code. These statuses are the sampler's: the runs pass ``--no-smt`` (the decision tier would
prove ``t_ok`` and find ``t_unsat`` vacuous); the tier's ``proved`` (exit 0) and ``vacuous`` (exit 1)
have their own test at the end. Interrupts (exit 130) are tested elsewhere.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from dgg import cli

STATUSES = ("counterexample", "suspect", "unsatisfiable", "not_translated")

#: One theorem per status; each verdict is stable under the seed (asserted in every test).
THEOREM = {
    "passed": "theorem t_ok (x : ℝ) : 0 ≤ x ^ 2 := by sorry\n",
    "counterexample": "theorem t_cex (x : ℝ) (h : x ^ 2 = 4) : x = 2 := by sorry\n",
    # exp(x) against itself: floats see a violation (exp x ≠ exp x is false, but y was solved from
    # `Real.exp x = y` in floats) that exact arithmetic cannot settle: suspect, deterministically
    "suspect": "theorem t_susp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) :\n"
               "    y ≠ Real.exp x := by sorry\n",
    "unsatisfiable": "theorem t_unsat (x y : ℝ) (h1 : x + y = 1) (h2 : x + y = 2) : x = y := by sorry\n",
    "not_translated": "theorem t_nt (x : ℝ) : DifferentiableAt ℝ (fun z => z) x := by sorry\n",
}

#: One `have` per status, each inside its own theorem whose statement passes (one host per step:
#: an earlier `have` is a hypothesis of the later ones, which would change their statuses).
STEP = {
    "counterexample": "  have s_cex : x ≤ 1 := by sorry\n",
    "suspect": "  have s_susp : y ≠ Real.exp x := by sorry\n",
    "unsatisfiable": "  have s_unsat : ∀ z : ℝ, z ^ 2 < 0 → z = 1 := by sorry\n",
    "not_translated": "  have s_nt : DifferentiableAt ℝ (fun z => z) x := by sorry\n",
}


def hosts(subset) -> str:
    """One passing theorem per status of ``subset``, its proof claiming the step of that status."""
    return "".join(f"theorem t_host_{s[:5]} (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) :\n"
                   f"    0 ≤ x ^ 2 := by\n{STEP[s]}  positivity\n" for s in subset)


def expected_code(statuses: list[str], strict: bool) -> int:
    """The README's table, written out independently of dgg.cli_commands."""
    if "counterexample" in statuses:
        return 1
    if strict and ({"unsatisfiable", "not_translated"} & set(statuses)):
        return 1
    if "suspect" in statuses:
        return 4
    return 0


def run_check(tmp_path: Path, text: str, *flags: str, capsys) -> tuple[int, str]:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "Cases.lean"
    f.write_text(text, encoding="utf-8")
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "40", "--jobs", "1",
                     *(flags if "--smt-budget" in flags else ("--no-smt", *flags))])
    captured = capsys.readouterr()
    assert code in (0, 1, 4), captured.err
    return code, captured.out


_TEXT_SUMMARY = re.compile(r"^(.*) \(seed \d+, \d+ trials, deterministic\)$", re.M)
_STEP_SUMMARY = re.compile(r"^\d+ steps \((.*)\); translated", re.M)


def _counts(summary: str) -> dict[str, int]:
    """``{"counterexample": 1, "passed": 2}`` from ``1 counterexample, 2 passed``."""
    if summary == "none":
        return {}
    return {m.group(2): int(m.group(1)) for m in re.finditer(r"(\d+) (\w+)", summary)}


def _statuses(out: str, as_json: bool) -> tuple[list[str], list[str]]:
    """Theorem and step statuses as the user sees them in the output."""
    if as_json:
        rep = json.loads(out)
        return ([t["status"] for t in rep["theorems"]], [s["status"] for s in rep.get("steps", [])])
    thm = _TEXT_SUMMARY.search(out)
    assert thm, out
    steps = _STEP_SUMMARY.search(out)
    expand = lambda c: sorted(itertools.chain.from_iterable([k] * v for k, v in c.items()))  # noqa: E731
    return expand(_counts(thm.group(1))), expand(_counts(steps.group(1))) if steps else []


SUBSETS = [s for n in range(len(STATUSES) + 1) for s in itertools.combinations(STATUSES, n)]


def _ids(subset: tuple[str, ...]) -> str:
    return "+".join(s[:5] for s in subset) or "clean"


@pytest.mark.parametrize("steps", [False, True], ids=["", "steps"])
@pytest.mark.parametrize("strict", [False, True], ids=["", "strict"])
@pytest.mark.parametrize("subset", SUBSETS, ids=_ids)
def test_theorem_statuses_decide_the_exit_code(tmp_path, capsys, subset, strict, steps) -> None:
    """Theorems with exactly the statuses of ``subset`` (plus one passing theorem)."""
    text = THEOREM["passed"] + "".join(THEOREM[s] for s in subset)
    as_json = strict  # both output paths, alternating
    flags = [f for f, on in (("--strict", strict), ("--steps", steps), ("--json", as_json)) if on]
    code, out = run_check(tmp_path, text, *flags, capsys=capsys)
    thm, stp = _statuses(out, as_json)
    assert sorted(thm) == sorted(["passed", *subset]), out
    assert stp == []  # `by sorry` proofs have no claims
    assert code == expected_code(thm, strict), out
    if "counterexample" in subset:  # the refutation is shown with its instance, in either form
        if as_json:
            rec = next(t for t in json.loads(out)["theorems"] if t["name"] == "t_cex")
            assert rec["counterexample"] == {"x": "-2"}
        else:
            assert "Cases.lean:2: t_cex: counterexample (exact): x := -2" in out.splitlines()


@pytest.mark.parametrize("strict", [False, True], ids=["", "strict"])
@pytest.mark.parametrize("subset", SUBSETS[1:], ids=_ids)
def test_step_statuses_count_under_steps(tmp_path, capsys, subset, strict) -> None:
    """Passing theorems whose proofs claim steps with exactly the statuses of ``subset``: under
    ``--steps`` they decide the exit code; without it they are not checked and the exit is 0."""
    text = hosts(subset)
    strict_flag = ["--strict"] if strict else []
    code, out = run_check(tmp_path, text, "--steps", "--json", *strict_flag, capsys=capsys)
    thm, stp = _statuses(out, True)
    assert thm == ["passed"] * len(subset)
    assert sorted(stp) == sorted(subset), out
    assert code == expected_code(stp, strict), out
    assert code != 0 or (not strict and set(subset) <= {"unsatisfiable", "not_translated"})
    code_text, out_text = run_check(tmp_path, text, "--steps", *strict_flag, capsys=capsys)
    assert (_statuses(out_text, False), code_text) == ((thm, sorted(stp)), code)
    code_plain, out_plain = run_check(tmp_path, text, *strict_flag, capsys=capsys)
    assert _statuses(out_plain, False) == (thm, []) and code_plain == 0


@pytest.mark.parametrize("strict", [False, True])
def test_nothing_to_check_fails_only_under_strict(tmp_path, capsys, strict) -> None:
    text = "def twice (x : ℝ) : ℝ := 2 * x\n"
    code, out = run_check(tmp_path, text, *(["--strict"] if strict else []), capsys=capsys)
    assert "no statements to check" in out
    assert code == (1 if strict else 0)


def test_counterexample_beats_suspect_in_either_order(tmp_path, capsys) -> None:
    """Exit 1 wins over 4 whichever of the two statements comes first in the file, and whether
    the counterexample is a theorem's or a step's."""
    for text in (THEOREM["suspect"] + THEOREM["counterexample"],
                 THEOREM["counterexample"] + THEOREM["suspect"]):
        code, out = run_check(tmp_path, text, capsys=capsys)
        assert "1 counterexample" in out and "1 suspect" in out
        assert code == 1
    text = THEOREM["suspect"] + hosts(["counterexample"])
    code, out = run_check(tmp_path, text, "--steps", capsys=capsys)
    assert "1 suspect" in out and "1 counterexample" in out
    assert code == 1


@pytest.mark.parametrize("vacuous", [False, True], ids=["proved", "vacuous"])
def test_decision_tier_statuses_decide_the_exit_code(tmp_path, capsys, vacuous) -> None:
    """With the decision tier (the default): ``proved`` exits 0, ``vacuous`` (hypotheses that
    nothing satisfies, a finding) exits 1 and names the unsatisfiable core."""
    text = THEOREM["passed"] + (THEOREM["unsatisfiable"] if vacuous else "")
    code, out = run_check(tmp_path, text, "--smt-budget", "2", capsys=capsys)
    thm, _ = _statuses(out, False)
    assert sorted(thm) == (["proved", "vacuous"] if vacuous else ["proved"]), out
    assert code == (1 if vacuous else 0), out
    if vacuous:
        assert ("Cases.lean:2: t_unsat: vacuous: the hypotheses h1, h2 are unsatisfiable "
                "together (z3)") in out.splitlines(), out
