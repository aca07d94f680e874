"""`dgg --help` and every command's help: a user-facing description, and every option documented
with its default."""

from __future__ import annotations

import argparse

import pytest

import dgg.cli as cli


def _subparsers(p: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for a in p._actions:
        if isinstance(a, argparse._SubParsersAction):
            return dict(a.choices)
    raise AssertionError("dgg has no subcommands")


PARSER = cli.build_parser()
COMMANDS = _subparsers(PARSER)


def test_top_level_help_describes_the_tool(capsys) -> None:
    with pytest.raises(SystemExit) as e:
        cli.main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "cross-check" in out and "Lean" in out
    assert "exit codes" in out and "2 bad input" in out
    for name in ("extract", "elaborate", "compare-elab", "audit", "check", "cite", "blueprint",
                 "tightness"):
        assert name in out
    assert "dgg check --steps" in out  # an example to start from


def test_every_command_is_listed_with_a_description() -> None:
    assert set(COMMANDS) == {"extract", "elaborate", "compare-elab", "audit", "check", "cite",
                             "blueprint", "tightness"}
    for name, sp in COMMANDS.items():
        assert sp.description and len(sp.description) > 20, name


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_option_has_help_that_shows_its_default(name: str) -> None:
    sp = COMMANDS[name]
    fmt = sp._get_formatter()
    for action in sp._actions:
        if isinstance(action, (argparse._HelpAction, argparse._VersionAction)):
            continue
        flag = "/".join(action.option_strings) or action.dest
        assert action.help and action.help is not argparse.SUPPRESS, (name, flag)
        text = fmt._expand_help(action)
        assert "default" in text, (name, flag, text)
        assert "%(" not in text and "None" not in text, (name, flag, text)
    help_text = sp.format_help()
    for action in sp._actions:
        for opt in action.option_strings:
            assert opt in help_text


def test_trials_help_names_its_bound() -> None:
    text = COMMANDS["check"].format_help()
    assert str(cli.MAX_TRIALS) in text.replace(" ", "").replace(",", "").replace("_", "")
