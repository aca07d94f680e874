"""The texts of ``dgg --help``: what the tool is for, first steps, exit codes, and a help
formatter that shows every option's default. In: nothing. Out: strings and a formatter class for
:mod:`dgg.cli`."""

from __future__ import annotations

import argparse

DESCRIPTION = """\
dgg reads the Lean 4 statements of dgg-proofs (or of any Lean file in its fragment,
docs/fragment.md) and cross-checks them numerically: random and adversarial instances that
satisfy the hypotheses, exact re-verification of any counterexample, and which hypotheses are
needed. It also audits the library, cites a theorem at the current commit, sweeps how tight the
bounds are, and writes a static blueprint page. No Lean toolchain is needed."""

EPILOG = """\
first steps:
  dgg check                    cross-check every theorem of Dgg/ and DggSharp/
  dgg check --steps --jobs 2   also every have/calc/show claim inside the proofs
  dgg check path/to/My.lean    a Lean file of your own
  dgg audit                    escape hatches, the seed statement, Mathlib names used
  dgg COMMAND --help           the options of one command, with their defaults

exit codes: 0 clean (no certified counterexample, nothing suspect, no audit finding);
1 findings (a certified counterexample, a vacuous statement, audit findings; with --strict
also not_translated, unsatisfiable or nothing to check); 2 bad input or usage (one line naming
file:line:col or the flag); 3 internal error (DGG_DEBUG=1 shows the traceback); 4 suspect (no certified
counterexample, but float evidence exact arithmetic could not settle)"""


class CommandHelp(argparse.ArgumentDefaultsHelpFormatter):
    """Each option's help ends with its default unless the help text already states it (an
    option whose default is ``None`` must say in words what happens without it)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if "default" in text or action.default in (None, argparse.SUPPRESS):
            return text
        if action.nargs == 0:  # a switch
            return text + " (default: off)"
        return text + " (default: %(default)s)"


class Help(argparse.RawDescriptionHelpFormatter, CommandHelp):
    """:class:`CommandHelp` that keeps the line breaks of the description and epilog."""
