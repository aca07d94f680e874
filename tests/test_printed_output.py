"""What `dgg check` prints, read as a user reads it (issue 28, item 2).

One seeded run of a small file, in text and in JSON (with ``--steps``): every counterexample's
instance appears in both, the same values, and the values shown really refute the statement (each
is re-evaluated here from the printed text with :class:`fractions.Fraction`, not by dgg); the
suspect statement's float instance appears in both; the summary line counts the statuses and
names the seed, the trials and the mode; the table marks each theorem with its status.
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import re
from fractions import Fraction
from pathlib import Path

from dgg import cli

LEAN = """\
theorem t_ok (x : ℝ) : 0 ≤ x ^ 2 := by sorry
theorem t_cex (x : ℝ) (h : x ^ 2 = 4) : x = 2 := by sorry
theorem t_vec (π : Fin 3 → ℝ) (hπ : ∀ i, 0 ≤ π i) (hs : ∑ i, π i = 1) (j : Fin 3) :
    π j ≤ 1 / 2 := by sorry
theorem t_two (a b : ℝ) (ha : 0 ≤ a) (hb : 0 ≤ b) : a * b ≤ a + b := by sorry
theorem t_mat (n : ℕ) (A : Matrix (Fin 2) (Fin 2) ℝ) (hn : 1 ≤ n) : A 0 1 ≤ A 1 0 + n := by sorry
theorem t_susp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) : y ≠ Real.exp x := by sorry
theorem t_host (x : ℝ) (hx : 1 ≤ x) : 0 ≤ x ^ 2 := by
  have s_cex : x ^ 2 ≤ 2 * x := by sorry
  positivity
"""
# the sampler's output (--no-smt); the decision tier's lines are tested in test_decide_cli.py
ARGS = ("--trials", "40", "--seed", "7", "--jobs", "1", "--steps", "--no-smt")


@functools.cache
def _run(tmp: str, *flags: str) -> tuple[int, str]:
    root = Path(tmp)
    (root / "lakefile.lean").write_text("", encoding="utf-8")
    (root / "Cases.lean").write_text(LEAN, encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(["check", str(root / "Cases.lean"), "--root", str(root), *ARGS, *flags])
    return code, out.getvalue()


def run(tmp_path_factory, as_json: bool) -> tuple[int, str]:
    d = tmp_path_factory.getbasetemp() / "printed"
    d.mkdir(exist_ok=True)
    return _run(str(d), *(["--json"] if as_json else []))


def _literal(v: str):
    """A Lean literal as dgg prints it: ``-2``, ``1/2``, ``![0, 0, 1]``, ``!![1, 2; 3, 4]``."""
    v = v.strip()
    if v.startswith("!!["):
        return [[Fraction(x) for x in row.split(",")] for row in v[3:-1].split(";")]
    if v.startswith("!["):
        return [Fraction(x) for x in v[2:-1].split(",")]
    return Fraction(v)


def _refutes(name: str, vals: dict) -> bool:
    """The instance makes every hypothesis of ``name`` true and its conclusion false (exactly)."""
    if name == "t_cex":
        x = vals["x"]
        return x ** 2 == 4 and x != 2
    if name == "t_vec":
        p, j = vals["π"], int(vals["j"])
        return all(q >= 0 for q in p) and sum(p) == 1 and len(p) == 3 and not p[j] <= Fraction(1, 2)
    if name == "t_two":
        a, b = vals["a"], vals["b"]
        return a >= 0 and b >= 0 and not a * b <= a + b
    if name == "t_mat":
        n, A = vals["n"], vals["A"]
        return n >= 1 and n.denominator == 1 and not A[0][1] <= A[1][0] + n
    if name == "s_cex":
        x = vals["x"]
        return x >= 1 and not x ** 2 <= 2 * x
    raise AssertionError(name)


CEX = ("t_cex", "t_vec", "t_two", "t_mat")


def test_counterexample_values_in_json_refute_the_statement(tmp_path_factory) -> None:
    code, out = run(tmp_path_factory, True)
    assert code == 1
    rep = json.loads(out)
    by = {t["name"]: t for t in rep["theorems"]}
    assert {n for n, t in by.items() if t["status"] == "counterexample"} == set(CEX)
    for n in CEX:
        cex = by[n]["counterexample"]
        assert cex is not None and cex, n
        assert _refutes(n, {k: _literal(v) for k, v in cex.items()}), (n, cex)
    assert by["t_cex"]["counterexample"] == {"x": "-2"}  # the root sampling must not miss
    assert set(by["t_vec"]["counterexample"]) == {"π", "j"}
    assert set(by["t_mat"]["counterexample"]) == {"n", "A"}
    step = [s for s in rep["steps"] if s["name"] == "s_cex"]
    assert len(step) == 1 and step[0]["status"] == "counterexample"
    assert _refutes("s_cex", {k: _literal(v) for k, v in step[0]["counterexample"].items()})


def _detail(out: str, name: str, what: str) -> str:
    """The text after ``Cases.lean:N: name: what: `` on the one line that has it."""
    hits = [ln for ln in out.splitlines() if re.match(rf"Cases\.lean:\d+: {name}: {re.escape(what)}: ", ln)]
    assert len(hits) == 1, (name, out)
    return hits[0].split(f"{what}: ", 1)[1]


def _assignments(s: str, sep: str) -> dict[str, str]:
    """``x := 1, A := !![1, 2; 3, 4]`` → ``{"x": "1", "A": "!![1, 2; 3, 4]"}`` (commas inside
    brackets do not split)."""
    out: dict[str, str] = {}
    depth, cur = 0, ""
    for ch in s + ",":
        if ch == "," and depth == 0:
            k, v = cur.split(sep, 1)
            out[k.strip()] = v.strip()
            cur = ""
            continue
        depth += ch == "["
        depth -= ch == "]"
        cur += ch
    return out


def test_counterexample_values_in_text_are_the_json_values(tmp_path_factory) -> None:
    _, js = run(tmp_path_factory, True)
    code, out = run(tmp_path_factory, False)
    assert code == 1
    by = {t["name"]: t for t in json.loads(js)["theorems"]}
    for n in CEX:
        shown = _assignments(_detail(out, n, "counterexample (exact)"), ":=")
        assert shown == by[n]["counterexample"], (n, shown)
        assert _refutes(n, {k: _literal(v) for k, v in shown.items()})


def test_text_names_the_missed_root_and_the_vector(tmp_path_factory) -> None:
    """Values a user can check by eye: the root ``-2`` that ``x ^ 2 = 4 → x = 2`` misses; a point
    of the simplex with a coordinate above one half, and that coordinate's index."""
    _, out = run(tmp_path_factory, False)
    assert _detail(out, "t_cex", "counterexample (exact)") == "x := -2"
    vec = _assignments(_detail(out, "t_vec", "counterexample (exact)"), ":=")
    assert re.fullmatch(r"!\[[^,\]]+, [^,\]]+, [^,\]]+\]", vec["π"]), vec
    assert _literal(vec["π"])[int(vec["j"])] > Fraction(1, 2)


def test_text_shows_a_proof_steps_counterexample(tmp_path_factory) -> None:
    _, out = run(tmp_path_factory, False)
    steps = out.split("t_host  (Cases.lean)", 1)[1]
    m = re.search(r"counterexample\s+l\.9\s+s_cex .*x \^ 2 ≤ 2 \* x\n\s+counterexample: (.*)\n", steps)
    assert m, steps
    shown = _assignments(m.group(1), "=")
    assert _refutes("s_cex", {k: _literal(v) for k, v in shown.items()}), shown


def test_suspect_evidence_shown_in_text_and_json(tmp_path_factory) -> None:
    _, js = run(tmp_path_factory, True)
    _, out = run(tmp_path_factory, False)
    t = next(t for t in json.loads(js)["theorems"] if t["name"] == "t_susp")
    assert t["status"] == "suspect" and t["counterexample"] is None
    ev = t["evidence"]
    assert set(ev["values"]) == {"x", "y"} and ev["reason"]
    x, y = (Fraction(ev["values"][k]) for k in ("x", "y"))
    assert x >= 1 and abs(float(y) - 2.718281828459045 ** float(x)) < 1e-6 * float(y)
    line = _detail(out, "t_susp", "suspect (float evidence, not certified)")
    vals, size, reason = line.split("; ", 2)
    assert _assignments(vals, ":=") == ev["values"]
    assert size == f"violation {ev['violation']:.3g} (relative)"
    assert reason == ev["reason"]


def test_summary_line_and_table(tmp_path_factory) -> None:
    _, out = run(tmp_path_factory, False)
    lines = out.splitlines()
    assert "4 counterexample, 2 passed, 1 suspect (seed 7, 40 trials, deterministic)" in lines
    assert any(re.fullmatch(r"1 steps \(1 counterexample\); translated 100%; \d+ proof lines "
                            r"without a written claim skipped", ln) for ln in lines), out
    marks = {m.group(2): m.group(1) for m in
             re.finditer(r"^(ok|FAIL|SUSP|n/t|unsat)\s+(t_\w+)\s+(\d+)\s+(\d+)", out, re.M)}
    assert marks == {"t_ok": "ok", "t_cex": "FAIL", "t_vec": "FAIL", "t_two": "FAIL",
                     "t_mat": "FAIL", "t_susp": "SUSP", "t_host": "ok"}


def test_json_config_names_seed_trials_and_mode(tmp_path_factory) -> None:
    _, js = run(tmp_path_factory, True)
    rep = json.loads(js)
    assert rep["config"] == {"trials": 40, "seed": 7, "fix": {}, "time_budget": None,
                             "deterministic": True, "smt_budget": None}
    assert rep["skipped_steps"] >= 1 and rep["translated_fraction"] == 1.0


def test_time_budget_summary_says_time_bounded(tmp_path, capsys) -> None:
    (tmp_path / "lakefile.lean").write_text("", encoding="utf-8")
    f = tmp_path / "One.lean"
    f.write_text("theorem t_ok (x : ℝ) : 0 ≤ x ^ 2 := by sorry\n", encoding="utf-8")
    code = cli.main(["check", str(f), "--root", str(tmp_path), "--trials", "40", "--jobs", "1",
                     "--time-budget", "600", "--no-smt"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[-1] == "1 passed (seed 0, 40 trials, time-bounded)"
