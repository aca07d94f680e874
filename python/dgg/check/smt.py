"""The decision tier inside ``dgg check``: z3's answers turned into verdicts, models certified.

:func:`decide_first` runs :func:`dgg.decide.decide` before any sampling. Its verdicts:

* ``proved`` — ``hypotheses ∧ ¬conclusion`` is unsatisfiable (no size parameter). The needed
  hypotheses are found the same way (a hypothesis is needed when the query without it has a model
  that dgg's exact evaluator certifies as a counterexample).
* ``vacuous`` — the hypotheses are unsatisfiable; ``reason`` names the unsatisfiable core.
* ``counterexample`` — a z3 model, *certified by dgg's exact evaluator* (:func:`verify`: every
  hypothesis exactly true, the conclusion exactly false). The solver is never the only witness
  of a refutation: where the conclusion is an ``∃``/``∀`` over an infinite type, which the exact
  evaluator cannot decide, and only a closed z3 query shows it false at the model's exact values
  (the hypotheses certified exactly), the statement is ``suspect`` with that evidence, not a
  ``counterexample``.
* over sizes: ``proved_up_to`` (every size up to it proved); sampling then decides the status.

Anything else (outside the tier, unknown, a model not certified) leaves the statement to sampling.
"""

from __future__ import annotations

import time
from fractions import Fraction
from typing import Any

import numpy as np

from dgg.check.exact import COUNTEREXAMPLE, render, verify
from dgg.decide import MODEL, PROVED, UP_TO, VACUOUS, Decision, closed_false, decide
from dgg.elab import elaborate
from dgg.elab.typed import TNode, TypedStatement
from dgg.elab.types import FinTy
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.numeric import Undecidable
from dgg.model.terms import Name

#: the least tier budget worth a query (seconds); below it the statement goes to sampling
MIN_BUDGET = 1e-3


def _quantified(node: TNode) -> bool:
    return any(n.kind == "quant" and any(b.domain is None and not _finite(b.ty) for b in n.binders)
               for n in node.walk())


def _finite(ty: Any) -> bool:
    return type(ty).__name__ in ("FinTy", "TypeVar")


def instance_of(ev: Evaluator, d: Decision) -> Instance | None:
    """The exact instance of a z3 model (``None`` where a variable has no value)."""
    vals: dict[str, np.ndarray] = {}
    sizes = dict(d.sizes)
    for s in ev.specs:
        if s.cat in ("type", "dim"):
            if s.name not in sizes:
                return None
            continue
        v = d.values.get(s.name)
        if v is None:
            return None
        if s.cat in ("real", "nat", "int"):
            vals[s.name] = np.array([Fraction(v)], dtype=object)
        elif s.cat == "idx":
            vals[s.name] = np.array([int(v)], dtype=np.int64)
        elif s.cat == "fn":
            arr = np.empty((1,) + np.shape(np.array(v, dtype=object)), dtype=object)
            arr[0] = np.array(v, dtype=object)
            vals[s.name] = arr
        else:
            return None
    return Instance(sizes, vals, 1, exact=True)


def certify(ev: Evaluator, typed: TypedStatement, d: Decision, budget: float,
            skip: frozenset[str] = frozenset(),
            deadline: float | None = None) -> tuple[dict[str, str], str] | None:
    """A z3 model certified as a counterexample (the hypotheses ``skip`` left out): its Lean
    rendering and how it was certified; ``None`` when dgg cannot certify it."""
    inst = instance_of(ev, d)
    if inst is None:
        return None
    try:
        out = verify(ev, inst, skip)
    except (Undecidable, ArithmeticError, ValueError, IndexError, TypeError, KeyError):
        return None
    if out == COUNTEREXAMPLE:
        return render(ev, inst), "exact"
    if out != "undecided" or not _quantified(typed.conclusion):
        return None
    try:  # the hypotheses exactly; the quantified conclusion by a closed query
        for h in ev.stmt.hypotheses:
            assert h.term is not None
            if h.name not in skip and not ev.truth(h.term, inst)[0]:
                return None
    except (Undecidable, ArithmeticError, ValueError, IndexError, TypeError, KeyError):
        return None
    if closed_false(typed, typed.conclusion, d.values, d.sizes, budget, deadline):
        return render(ev, inst), "hypotheses exact; quantified conclusion false (closed z3 query)"
    return None


def tier_budget(budget: float, deadline: float | None) -> tuple[float, float | None]:
    """The tier's seconds and deadline under a statement's ``deadline`` (``--time-budget``): at
    most half of the time left, so that one budget covers the tier and the sampling after it."""
    if deadline is None:
        return budget, None
    half = max(0.0, deadline - time.monotonic()) / 2
    return min(budget, half), time.monotonic() + half


def _empty_types(typed: TypedStatement) -> str:
    """Why no instance exists when no hypothesis is needed for it (z3's core is empty): a
    variable's type has no element (``u : Fin 0``), so the statement holds trivially."""
    empty = [f"{n} : {ty.show()}" for n, ty in typed.variables
             if isinstance(ty, FinTy) and ty.text.strip() == "0"]
    if empty:
        return f"{VACUOUS_EMPTY_TYPE}: {', '.join(empty)} (z3)"
    return f"{VACUOUS_EMPTY_TYPE} (the variables' types have no common value; z3)"


#: how the reason of a ``vacuous`` verdict starts when a variable's type is empty
VACUOUS_EMPTY_TYPE = "no instance exists, a variable's type is empty"


def decide_first(stmt: Any, ev: Evaluator, budget: float, fixes: dict[str, Fraction],
                 res: Any, deadline: float | None = None) -> bool:
    """Run the tier on ``stmt``; fill ``res`` (a :class:`~dgg.check.driver.CheckResult`) and
    return ``True`` when the tier decided the verdict. ``deadline`` (``time.monotonic()``, the
    statement's share of ``--time-budget``) bounds the tier too (:func:`tier_budget`)."""
    budget, deadline = tier_budget(budget, deadline)
    if budget < MIN_BUDGET:
        return False
    try:
        typed = elaborate(stmt).typed
    except Exception:  # noqa: BLE001 - the sampler reports what elaboration rejects
        return False
    try:
        d = decide(typed, budget, fixes, deadline=deadline)
    except RecursionError:  # a term nested thousands deep: the sampler's chains handle it
        return False
    if d.up_to is not None:
        res.proved_up_to = d.up_to
    if d.outcome == PROVED:
        res.status, res.engine = "proved", "smt"
        res.needed_hypotheses = _needed(ev, typed, budget, fixes, deadline)
        return True
    if d.outcome == VACUOUS:
        names = ", ".join(d.core)
        res.reason = (f"the hypotheses {names} are unsatisfiable together (z3)" if len(d.core) > 1
                      else f"the hypothesis {names} is unsatisfiable (z3)" if d.core
                      else _empty_types(typed))
        if _is_false(stmt.conclusion):  # `h₁ → … → False`: that is what the statement says
            res.status, res.engine = "proved", "smt"
            res.reason += "; the conclusion is False, so this proves the statement"
            res.needed_hypotheses = _needed(ev, typed, budget, fixes, deadline)
            return True
        res.status, res.engine = "vacuous", "smt"
        return True
    if d.outcome == MODEL:
        got = certify(ev, typed, d, budget, deadline=deadline)
        if got is not None and got[1] == "exact":
            res.status, res.engine = "counterexample", "smt"
            res.counterexample = got[0]
            res.evidence = {"certificate": got[1]}
            return True
        if got is not None:  # the conclusion's falsity rests on z3 alone: evidence, no certificate
            res.status, res.engine = "suspect", "smt"
            res.evidence = {"values": got[0], "violation": None,
                            "reason": "the hypotheses hold exactly here and z3 finds the "
                                      "quantified conclusion false (a closed query), which dgg's "
                                      "exact evaluator cannot confirm: the solver is never the "
                                      "only witness of a refutation"}
            return True
    if d.outcome == UP_TO:
        res.proved_up_to = d.up_to
    return False


def _is_false(t: Any) -> bool:
    """Whether the conclusion is the proposition ``False`` (Lean core's ``False``)."""
    return isinstance(t, Name) and t.id in ("False", "_root_.False")


def _needed(ev: Evaluator, typed: TypedStatement, budget: float,
            fixes: dict[str, Fraction], deadline: float | None = None) -> list[str]:
    """Hypotheses without which z3 finds a model that dgg certifies as a counterexample."""
    out = []
    share = budget / max(1, len(typed.hypotheses))
    for name, _ in typed.hypotheses:
        d = decide(typed, share, fixes, skip=frozenset({name}), deadline=deadline)
        if d.outcome == MODEL and certify(ev, typed, d, share, frozenset({name}),
                                          deadline) is not None:
            out.append(name)
    return out
