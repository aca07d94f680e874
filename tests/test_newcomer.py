"""A newcomer's run (issue 12): every bad input is one line with exit 2 *before any work*, long
chains of terms are checked rather than crashing, an empty file says so, and invisible or
bidirectional characters never reach the terminal raw."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import dgg.cli as cli

ROOT = Path(__file__).resolve().parents[1]
INVISIBLE = ("\u200b", "\u202e", "\u2066", "\ufeff")


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    env.pop("DGG_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "dgg", *args], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=600)


def one_line_error(p: subprocess.CompletedProcess[str], *needles: str) -> str:
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr and "internal error" not in p.stderr
    for n in needles:
        assert n in lines[0], (n, lines[0])
    return lines[0]


@pytest.fixture
def no_work(monkeypatch):
    """Make every expensive entry point fail loudly, so a test proves the error came first."""
    import dgg.check.driver as driver
    import dgg.check.run as check_run_module
    import dgg.outputs.tightness as tightness
    import dgg.statements as statements

    def boom(*a, **k):
        raise AssertionError("work started before the input was validated")

    monkeypatch.setattr(tightness, "run_tightness", boom)
    monkeypatch.setattr(driver, "check_all", boom)
    monkeypatch.setattr(check_run_module, "check_run", boom)  # dgg check's entry point
    monkeypatch.setattr(statements, "load", boom)
    monkeypatch.chdir(ROOT)


def in_process_error(capsys, argv: list[str], *needles: str) -> str:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    for n in needles:
        assert n in err[0], (n, err[0])
    return err[0]


# ----------------------------------------------------------------------------- --out


def test_tightness_out_naming_a_file_fails_at_once(tmp_path: Path, capsys, no_work) -> None:
    taken = tmp_path / "taken.txt"
    taken.write_text("keep me\n", encoding="utf-8")
    in_process_error(capsys, ["tightness", "--out", str(taken)], "--out", "taken.txt",
                     "not a directory")
    assert taken.read_text(encoding="utf-8") == "keep me\n"


def test_tightness_out_under_a_file_fails_at_once(tmp_path: Path, capsys, no_work) -> None:
    taken = tmp_path / "taken.txt"
    taken.write_text("x", encoding="utf-8")
    in_process_error(capsys, ["tightness", "--out", str(taken / "sub")], "--out", "taken.txt")


def test_blueprint_out_naming_a_file_fails_at_once(tmp_path: Path, capsys, no_work) -> None:
    taken = tmp_path / "page"
    taken.write_text("x", encoding="utf-8")
    in_process_error(capsys, ["blueprint", "--out", str(taken)], "--out", "not a directory")


def test_tightness_out_subprocess_is_one_line(tmp_path: Path) -> None:
    taken = tmp_path / "taken.txt"
    taken.write_text("x", encoding="utf-8")
    one_line_error(run("tightness", "--out", str(taken)), "--out")


# ----------------------------------------------------------------------------- --report


@pytest.mark.parametrize("content,needle", [
    ("[1, 2]", "not a `dgg check --json` report"),
    ("{}", "theorems"),
    ('{"theorems": 3}', "theorems"),
    ('{"theorems": [{"name": "Dgg.x"}]}', "status"),
    ('{"theorems": [], "steps": {"a": 1}}', "steps"),
    ("not json", "not JSON"),
])
def test_blueprint_report_of_the_wrong_shape(tmp_path: Path, capsys, no_work, content: str,
                                             needle: str) -> None:
    rp = tmp_path / "report.json"
    rp.write_text(content, encoding="utf-8")
    in_process_error(capsys, ["blueprint", "--report", str(rp), "--out", str(tmp_path / "bp")],
                     "--report", needle)
    assert not (tmp_path / "bp").exists()


def test_blueprint_report_list_subprocess(tmp_path: Path) -> None:
    rp = tmp_path / "list.json"
    rp.write_text("[]", encoding="utf-8")
    one_line_error(run("blueprint", "--report", str(rp), "--out", str(tmp_path / "bp")),
                   "--report", "list.json")


# ----------------------------------------------------------------------------- absurd numbers


@pytest.mark.parametrize("value", ["10000000000", "200000000", "99999999999999999999",
                                   "10000001"])
def test_absurd_trials_are_rejected_before_any_work(value: str, capsys, no_work) -> None:
    line = in_process_error(capsys, ["check", "--trials", value], "--trials", value)
    assert f"{cli.MAX_TRIALS:,}".replace(",", " ") in line or str(cli.MAX_TRIALS) in line


def test_trials_at_the_bound_is_accepted() -> None:
    args = cli.build_parser().parse_args(["check", "--trials", str(cli.MAX_TRIALS)])
    assert args.trials == cli.MAX_TRIALS


def test_absurd_trials_subprocess_is_one_line() -> None:
    one_line_error(run("check", "--trials", "99999999999999999999"), "--trials")


@pytest.mark.parametrize("argv,flag", [
    (["check", "--jobs", "100000"], "--jobs"),
    (["tightness", "--points", "100000000"], "--points"),
])
def test_other_absurd_numbers(argv: list[str], flag: str, capsys, no_work) -> None:
    in_process_error(capsys, argv, flag)


# ----------------------------------------------------------------------------- long chains


def _chain_file(tmp_path: Path, n: int, op: str = "+") -> Path:
    terms = f" {op} ".join(["x"] * n)
    claim = f"0 ≤ {terms}" if op != "-" else f"{terms} ≤ x"  # true for 0 ≤ x either way
    f = tmp_path / f"Chain{n}.lean"
    f.write_text(
        f"theorem chain_long (x : ℝ) (hx : 0 ≤ x) : {claim} := by\n"
        f"  have h : {claim} := by positivity\n"
        "  exact h\n\n"
        "theorem after_chain (y : ℝ) (hy : 0 ≤ y) : y ≤ y + y := by linarith\n",
        encoding="utf-8")
    return f


@pytest.mark.parametrize("n", [1000, 5000])
def test_a_sum_of_thousands_of_terms_is_checked(tmp_path: Path, n: int) -> None:
    p = run("check", "--steps", "--trials", "200", "--json", str(_chain_file(tmp_path, n)))
    assert p.returncode == 0, (p.stdout[-2000:], p.stderr)
    report = json.loads(p.stdout)
    status = {t["name"]: t["status"] for t in report["theorems"]}
    assert set(status) == {"chain_long", "after_chain"}, report["theorems"]
    assert set(status.values()) <= {"passed", "proved"}, report["theorems"]  # proved: z3
    assert [s["status"] for s in report["steps"]] == ["passed"]


def test_a_long_product_is_checked(tmp_path: Path) -> None:
    f = tmp_path / "Prod.lean"
    f.write_text("theorem prod_long (x : ℝ) (hx : 0 ≤ x) : 0 ≤ "
                 + " * ".join(["x"] * 1500) + " := by positivity\n", encoding="utf-8")
    p = run("check", "--trials", "200", "--json", str(f))
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["theorems"][0]["status"] in ("passed", "proved")


def test_a_deep_non_associative_chain_is_not_translated_with_a_reason(tmp_path: Path) -> None:
    """`x - x - … - x` cannot be regrouped; beyond the nesting bound it is `not_translated`
    (naming where), and the rest of the file is still checked."""
    p = run("check", "--trials", "200", "--json", str(_chain_file(tmp_path, 3000, "-")))
    assert p.returncode == 0, p.stderr
    rows = {t["name"]: t for t in json.loads(p.stdout)["theorems"]}
    assert rows["chain_long"]["status"] == "not_translated"
    assert "nested" in rows["chain_long"]["reason"] and "Chain3000.lean:1:" in \
        rows["chain_long"]["reason"]
    assert rows["after_chain"]["status"] in ("passed", "proved")


# ----------------------------------------------------------------------------- empty input


@pytest.mark.parametrize("text,needle", [
    ("", "is empty"),
    ("-- only a comment\nimport Mathlib\n\nnamespace Foo\nend Foo\n", "no theorem"),
    ("def f (x : ℕ) : ℕ := x + 1\n", "no theorem"),
])
def test_a_file_without_statements_says_so(tmp_path: Path, text: str, needle: str) -> None:
    f = tmp_path / "Nothing.lean"
    f.write_text(text, encoding="utf-8")
    p = run("check", str(f))
    assert p.returncode == 0, p.stderr
    assert needle in p.stdout and "Nothing.lean" in p.stdout, p.stdout
    assert run("check", "--strict", str(f)).returncode == 1
    strict_json = run("check", "--strict", "--json", str(f))
    assert strict_json.returncode == 1 and json.loads(strict_json.stdout)["theorems"] == []


def test_extract_of_an_empty_file_says_so(tmp_path: Path) -> None:
    f = tmp_path / "Empty.lean"
    f.write_text("", encoding="utf-8")
    p = run("extract", str(f))
    assert p.returncode == 0
    assert "Empty.lean" in p.stdout and "empty" in p.stdout


# ----------------------------------------------------------------------------- invisible characters


def test_visible_escapes_invisible_and_bidi_characters() -> None:
    from dgg.errors import visible

    assert visible("a\u200bb") == "a<U+200B>b"
    assert visible("x \u202e≤ y") == "x <U+202E>≤ y"
    assert visible("π ≤ ‖x‖ · ∑ δ₀\nnext\tcol") == "π ≤ ‖x‖ · ∑ δ₀\nnext\tcol"
    for ch in INVISIBLE + ("\x1b", "\u00a0", "\u2028"):
        assert ch not in visible(f"a{ch}b")


def _assert_escaped(text: str, code: str) -> None:
    assert code in text, text
    for ch in INVISIBLE:
        assert ch not in text


def test_zero_width_space_in_a_lean_error_is_escaped(tmp_path: Path) -> None:
    f = tmp_path / "Zw.lean"
    f.write_text("theorem foo\u200bbar (x : ℝ) : x ≤ x + 1 := by linarith\n", encoding="utf-8")
    _assert_escaped(one_line_error(run("check", str(f)), "Zw.lean:1:"), "U+200B")


def test_bidi_override_in_a_reason_is_escaped(tmp_path: Path) -> None:
    f = tmp_path / "Bidi.lean"
    f.write_text("theorem baz (x : ℝ) : x \u202e≤ x + 1 := by linarith\n", encoding="utf-8")
    p = run("check", str(f))
    _assert_escaped(p.stdout, "U+202E")
    j = run("check", "--json", str(f))
    _assert_escaped(j.stdout, "202")  # JSON escapes them as \u202e; the data is unchanged
    assert "\u202e" in json.loads(j.stdout)["theorems"][0]["reason"]


@pytest.mark.parametrize("argv", [
    ["check", "--theorem", "ug\u200bpeaked"],
    ["cite", "\u202eug_peaked"],
    ["check", "--fix", "\u2066δ=1"],
])
def test_invisible_characters_in_flags_are_escaped(argv: list[str]) -> None:
    line = one_line_error(run(*argv))
    assert "U+" in line
    for ch in INVISIBLE:
        assert ch not in line


def test_short_chains_keep_leans_left_nesting() -> None:
    from dgg.lean.terms import parse_term
    from dgg.model.terms import BinOp, Name

    t = parse_term("a + b + c + d")
    assert t == BinOp("+", BinOp("+", BinOp("+", Name("a"), Name("b")), Name("c")), Name("d"))
    node = parse_term(" * ".join(f"y{i}" for i in range(32)))
    for i in range(31, 0, -1):  # ((y0 * y1) * …) * y31, exactly as Lean nests it
        assert isinstance(node, BinOp) and node.op == "*" and node.rhs == Name(f"y{i}")
        node = node.lhs
    assert node == Name("y0")


@pytest.mark.parametrize("n", [33, 1000, 20000])
def test_long_chains_are_shallow_and_keep_their_order(n: int) -> None:
    from dgg.lean.chains import depth
    from dgg.lean.terms import parse_term
    from dgg.model.terms import Name

    t = parse_term(" + ".join(f"x{i}" for i in range(n)), "F.lean", 3, 5)
    assert depth(t) <= 32 + 2 * n.bit_length()
    stack, leaves = [t], []
    while stack:
        node = stack.pop()
        if isinstance(node, Name):
            leaves.append(node.id)
        stack.extend(reversed(list(node.children())))
    assert leaves == [f"x{i}" for i in range(n)]
    assert t.pos == (3, 5)


def test_a_mixed_chain_regroups_only_its_associative_runs() -> None:
    from dgg.lean.terms import parse_term
    from dgg.model.terms import BinOp

    t = parse_term("a - b + c")  # (a - b) + c: the `-` is never moved
    assert isinstance(t, BinOp) and t.op == "+" and t.lhs.op == "-"
