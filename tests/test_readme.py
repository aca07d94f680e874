"""The README as a newcomer reads it: its quick start is exactly two commands (set up and run the
main job; run the tests), both of which CI (`.ci/run`) runs; its statuses and exit codes are the
ones of the report schema, `dgg --help` and docs/check-schema.md; its output excerpt is what
`dgg check` prints."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

from dgg.cli_help import EPILOG
from dgg.outputs.report import _STATUS_MARK as LABEL

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
SCHEMA_MD = (ROOT / "docs" / "check-schema.md").read_text(encoding="utf-8")


def _quick_start() -> list[list[list[str]]]:
    """The commands of the README's quick start block: one list per line, split at ``&&``."""
    section = README.split("## Quick start", 1)[1]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block, "the quick start has no bash block"
    lines = [ln.split("#", 1)[0].strip() for ln in block.group(1).splitlines()]
    return [[shlex.split(c) for c in ln.split("&&")] for ln in lines if ln]


def _ci_commands() -> list[list[str]]:
    return [shlex.split(ln) for ln in CI.splitlines()
            if ln.strip() and not ln.lstrip().startswith(("#", "echo"))]


#: What CI may add to a README command: quieter output, no pytest cache, 2 processes (its machine
#: has 2 cores, where `--jobs` defaults to 2 anyway).
CI_EXTRAS = {"-q", "--disable-pip-version-check", "-p", "no:cacheprovider", "--jobs", "2"}


def _runs(ci_cmd: list[str], readme_cmd: list[str]) -> bool:
    """``ci_cmd`` is ``readme_cmd`` with at most some of :data:`CI_EXTRAS` added."""
    rest = list(ci_cmd)
    for a in readme_cmd:
        while rest and rest[0] != a and rest[0] in CI_EXTRAS:
            rest.pop(0)
        if not rest or rest.pop(0) != a:
            return False
    return all(a in CI_EXTRAS for a in rest)


def test_quick_start_is_two_commands_that_ci_runs() -> None:
    lines = _quick_start()
    assert len(lines) == 2, lines
    (install, main_job), (tests,) = lines
    assert install[:4] == ["python3", "-m", "pip", "install"] and "-e" in install
    assert main_job == ["dgg", "check"]
    assert tests[:3] == ["python3", "-m", "pytest"]
    ci = _ci_commands()
    for cmd in (install, main_job, tests):
        assert any(_runs(c, cmd) for c in ci), f"{shlex.join(cmd)} is not run by .ci/run"


def test_every_status_is_explained_with_its_label() -> None:
    schema = json.loads((ROOT / "docs" / "schemas" / "check.schema.json").read_text("utf-8"))
    statuses = schema["$defs"]["status"]["enum"]
    assert set(statuses) == set(LABEL)
    for st in statuses:
        assert f"**`{st}`** (`{LABEL[st]}`)" in README, st
        assert f"`{st}`" in SCHEMA_MD, st


def _codes(text: str) -> dict[int, str]:
    """``{code: what}`` from a sentence ``… 0 clean; 1 findings (…); …; 4 suspect …``."""
    parts = re.split(r"(?:^|[:;]\s+)`?([0-4])`?\s", text)
    return {int(parts[i]): parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def test_exit_codes_agree_in_readme_help_and_schema() -> None:
    readme = README.split("Exit codes (", 1)[1].split("\n\n", 1)[0]
    helptext = EPILOG.split("exit codes:", 1)[1]
    schema = SCHEMA_MD.split("Exit codes of `dgg check`:", 1)[1].split("\n\n", 1)[0]
    keys = {0: ("counterexample", "suspect"), 1: ("counterexample", "--strict", "not_translated",
            "unsatisfiable", "nothing to check"), 2: ("usage",), 3: ("internal",),
            4: ("suspect",)}
    for where, text in (("README", readme), ("dgg --help", helptext), ("check-schema", schema)):
        codes = _codes(" ".join(text.split()))
        assert sorted(codes) == [0, 1, 2, 3, 4], (where, codes)
        for code, words in keys.items():
            for w in words:
                assert w in codes[code], (where, code, w, codes[code])


def test_output_excerpt_is_what_dgg_check_prints(monkeypatch, capsys) -> None:
    """The excerpt's rows and detail lines are those of a fresh `dgg check` of the same theorems
    (default options); its summary counts are the statuses pinned by the golden reports."""
    import dgg.cli as cli

    section = README.split("An excerpt of its output:", 1)[1]
    block = re.search(r"```\n(.*?)```", section, re.S)
    assert block
    lines = block.group(1).rstrip("\n").splitlines()
    cut = lines.index("...")
    # the summary line first and last, a blank line, the table, then the reasons
    assert lines[0] == lines[-1] and lines[1] == ""
    header, rows, details, summary = lines[2], lines[3:cut], lines[cut + 1:-1], lines[-1]
    names = [r.split()[1] for r in rows]
    monkeypatch.chdir(ROOT)
    argv = ["check", "--jobs", "1"] + [a for n in names for a in ("--theorem", n)]
    assert cli.main(argv) == 0
    fresh = capsys.readouterr().out.splitlines()
    assert fresh[0] == fresh[-1] and fresh[1] == "" and fresh[2] == header
    for line in rows + details:
        assert line in fresh, f"README excerpt line not printed by dgg check: {line}"
    golden: dict[str, int] = {}
    for lib in ("Dgg", "DggSharp"):
        report = json.loads((ROOT / "tests" / "golden" / f"{lib}.check.json").read_text("utf-8"))
        for t in report["theorems"]:
            golden[t["status"]] = golden.get(t["status"], 0) + 1
    counts = dict((st, int(n)) for n, st in re.findall(r"(\d+) (\w+)", summary.split("(")[0]))
    assert counts == golden, (summary, golden)
    assert summary.endswith("(seed 0, 2000 trials, deterministic)")
