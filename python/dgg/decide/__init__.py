"""The decision tier: statements in decidable arithmetic decided by an SMT solver (z3).

Between :mod:`dgg.elab` and :mod:`dgg.check`: :mod:`dgg.decide.encode` turns typed terms into z3
formulas with Lean's conventions (``x / 0 = 0``, truncated ``ℕ`` subtraction, ``Int.ediv``, ⌊·⌋
through integers, …); :mod:`dgg.decide.solve` runs z3 within a budget and says whether the
hypotheses are unsatisfiable (vacuous), the statement is proved (for every instance, or for every
size up to a bound), or gives a model, which :mod:`dgg.check` certifies with dgg's own exact
evaluator before it becomes a counterexample. Trust boundary: docs/soundness.md; why z3:
docs/decision.md.
"""

from __future__ import annotations

from dgg.decide.encode import Outside
from dgg.decide.solve import (
    MODEL,
    OUTSIDE,
    PROVED,
    UNKNOWN,
    UP_TO,
    VACUOUS,
    Decision,
    closed_false,
    decide,
)

__all__ = ["MODEL", "OUTSIDE", "PROVED", "UNKNOWN", "UP_TO", "VACUOUS", "Decision", "Outside",
           "closed_false", "decide"]
