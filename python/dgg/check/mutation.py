"""Mutation testing of the checker itself: does ``dgg check`` catch statements made false?

In: a statement (typically a true one: ``tests/data/false_alarm_corpus.lean``, or the library
``Dgg/``, ``DggSharp/``). Out: :func:`mutants`, ``(kind, mutant)`` pairs. The statement is first
put in the evaluator's shape (:func:`dgg.statements.normalised`: premises of the conclusion become
hypotheses, so they can be dropped too). Kinds:

* ``const`` — one numeral moved by ±1 (the first ``max_nums`` of the conclusion and the first of
  each hypothesis; ``≤ 2`` becomes ``≤ 1`` and ``≤ 3``);
* ``drop`` — one hypothesis removed;
* ``flip`` — one relation in a positive position of the conclusion reversed (``≤`` ↔ ``≥``,
  ``<`` ↔ ``>``, ``=`` ↔ ``≠``);
* ``strict`` — one such ``≤``/``≥`` made strict (false wherever equality is attained);
* ``weaken`` — one such ``<``/``>`` made non-strict, or ``=`` made ``≤``. A weakened true
  statement is still true, so dgg must never refute it: these mutants are *known true*
  (:data:`KNOWN_TRUE`).

Whether a mutant is false is decided independently of the checker's sampler and search by
:func:`dgg.check.mutation_witness.witness` (an exact grid / seeded small-value search). A mutant
with a witness is certainly false: ``passed`` on it is a missed refutation.

:func:`judge` runs one mutant through the witness and ``dgg check``; :func:`tally` counts the
outcomes (what ``benchmarks/mutation.py`` prints and ``docs/soundness.md`` records):
*known false* (a witness exists), *killed* (known false and refuted by dgg), *kill rate* (killed /
known false), *missed* (known false and ``passed``: a soundness bug, must be 0) and *false alarms*
(a known-true mutant refuted: must be 0).
"""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Any

from dgg.check.driver import CheckConfig, CheckResult, check_statement
from dgg.check.mutation_witness import witness
from dgg.check.smt import decide_first
from dgg.eval.evaluate import Evaluator, NotTranslated
from dgg.model.records import Statement
from dgg.model.terms import Arrow, BinOp, Node, Num, Quant, Term, map_children
from dgg.statements import normalised

__all__ = ["mutants", "judge", "judge_tier", "tally", "Judged", "KNOWN_TRUE", "FLIP", "STRICT", "WEAKEN"]

#: mutant kinds that stay true when the statement is true
KNOWN_TRUE = frozenset({"weaken"})
FLIP = {"≤": "≥", "≥": "≤", "<": ">", ">": "<", "=": "≠", "≠": "="}
STRICT = {"≤": "<", "≥": ">"}
WEAKEN = {"<": "≤", ">": "≥", "=": "≤"}
_RELS = frozenset(FLIP)


def _nums(t: Any) -> list[Num]:
    return [n for n in t.walk() if isinstance(n, Num)]


def _replace_num(t: Any, k: int, new: Fraction, seen: list[int]) -> Any:
    """``t`` with its ``k``-th numeral (pre-order) replaced by ``new``."""
    if isinstance(t, Num):
        seen[0] += 1
        return Num(new, str(new), t.pos) if seen[0] - 1 == k else t
    if not isinstance(t, Node):
        return t
    return map_children(t, lambda x: _replace_num(x, k, new, seen), binders=True)


def _positive_relations(t: Term) -> int:
    """How many relations sit in a positive position of ``t`` (through ``∀ ∃ ∧ ∨`` and the
    right of ``→``)."""
    if isinstance(t, BinOp) and t.op in _RELS:
        return 1
    if isinstance(t, Quant):
        return _positive_relations(t.body)
    if isinstance(t, BinOp) and t.op in ("∧", "∨"):
        return _positive_relations(t.lhs) + _positive_relations(t.rhs)
    if isinstance(t, BinOp) and t.op == "→":
        return _positive_relations(t.rhs)
    if isinstance(t, Arrow) and t.kind == "→":
        return _positive_relations(t.cod)
    return 0


def _replace_rel(t: Term, k: int, table: dict[str, str], seen: list[int]) -> Term | None:
    """``t`` with the ``k``-th positive relation's operator mapped by ``table`` (``None`` when that
    operator is not in the table)."""
    if isinstance(t, BinOp) and t.op in _RELS:
        seen[0] += 1
        if seen[0] - 1 != k:
            return t
        return dataclasses.replace(t, op=table[t.op]) if t.op in table else None
    if isinstance(t, Quant):
        b = _replace_rel(t.body, k, table, seen)
        return None if b is None else dataclasses.replace(t, body=b)
    if isinstance(t, BinOp) and t.op in ("∧", "∨", "→"):
        lhs = t.lhs if t.op == "→" else _replace_rel(t.lhs, k, table, seen)
        if lhs is None:
            return None
        rhs = _replace_rel(t.rhs, k, table, seen)
        return None if rhs is None else dataclasses.replace(t, lhs=lhs, rhs=rhs)
    if isinstance(t, Arrow) and t.kind == "→":
        c = _replace_rel(t.cod, k, table, seen)
        return None if c is None else dataclasses.replace(t, cod=c)
    return t


def _with_conclusion(s: Statement, name: str, c: Term, note: str) -> Statement:
    return dataclasses.replace(s, name=f"{s.name}#{name}", conclusion=c,
                               conclusion_text=f"{s.conclusion_text} [{note}]")


def mutants(stmt: Statement, max_nums: int = 2) -> Iterator[tuple[str, Statement]]:
    """``(kind, mutant)`` pairs of the kinds in the module docstring."""
    if not stmt.parsed or stmt.conclusion is None:
        return
    s = normalised(stmt)
    concl = s.conclusion
    assert concl is not None
    for k, n in enumerate(_nums(concl)[:max_nums]):
        for delta in (1, -1):
            c = _replace_num(concl, k, n.value + delta, [0])
            yield "const", _with_conclusion(s, f"c{k}{'+' if delta > 0 else '-'}", c,
                                            f"{n.value}→{n.value + delta}")
    for i, h in enumerate(s.hypotheses):
        if h.term is None or not _nums(h.term):
            continue
        v = _nums(h.term)[0].value
        for delta in (1, -1):
            t = _replace_num(h.term, 0, v + delta, [0])
            hs = list(s.hypotheses)
            hs[i] = dataclasses.replace(h, term=t, text=f"{h.text} [{v}→{v + delta}]")
            yield "const", dataclasses.replace(
                s, name=f"{s.name}#h{i}{'+' if delta > 0 else '-'}", hypotheses=hs)
    for i, h in enumerate(s.hypotheses):
        rest = s.hypotheses[:i] + s.hypotheses[i + 1:]
        yield "drop", dataclasses.replace(s, name=f"{s.name}#drop-{h.name}", hypotheses=rest)
    for kind, table in (("flip", FLIP), ("strict", STRICT), ("weaken", WEAKEN)):
        for k in range(_positive_relations(concl)):
            c2 = _replace_rel(concl, k, table, [0])
            if c2 is not None and c2 != concl:
                yield kind, _with_conclusion(s, f"{kind}{k}", c2, f"relation {k} {kind}")


@dataclasses.dataclass
class Judged:
    """One mutant's outcome: ``status`` is dgg's verdict, ``witness`` the independent exact
    counterexample (or ``None``), ``counterexample`` dgg's."""

    name: str
    kind: str
    status: str
    witness: dict[str, str] | None
    counterexample: dict[str, str] | None
    #: the sizes the decision tier proved (``proved_up_to``)
    up_to: dict[str, int] | None = None

    @property
    def missed(self) -> bool:
        """Known false, yet passed — or proved by the decision tier (a false proof), also at
        the witness's sizes (``proved_up_to`` covering them)."""
        return self.witness is not None and (self.status in ("passed", "proved")
                                             or self.proved_at_witness)

    @property
    def proved_at_witness(self) -> bool:
        """The tier's ``proved_up_to`` covers every size of the known counterexample."""
        if self.witness is None or not self.up_to:
            return False
        sizes = {k: self.witness.get(k, "") for k in self.up_to}
        got = [int(v.removeprefix("Fin ")) for v in sizes.values()
               if v.removeprefix("Fin ").isdigit()]
        return len(got) == len(sizes) and all(
            g <= self.up_to[k] for g, k in zip(got, sizes))

    @property
    def false_alarm(self) -> bool:
        """Known true, yet refuted — or called vacuous (its hypotheses hold somewhere)."""
        return self.kind in KNOWN_TRUE and self.status in ("counterexample", "vacuous")


def judge(item: tuple[str, Statement], cfg: CheckConfig) -> Judged:
    """The witness search and ``dgg check`` on one ``(kind, mutant)`` pair."""
    kind, m = item
    w = None if kind in KNOWN_TRUE else witness(m)
    r = check_statement(m, cfg)
    return Judged(m.name, kind, r.status, w, r.counterexample, r.proved_up_to)


def judge_tier(item: tuple[str, Statement], budget: float) -> Judged:
    """The witness search and the decision tier alone (:func:`dgg.check.smt.decide_first`, as
    ``dgg check`` runs it) on one ``(kind, mutant)`` pair: ``status`` is the tier's verdict
    (``proved``, ``vacuous``, ``counterexample``, ``suspect``) or ``left`` (to sampling)."""
    kind, m = item
    w = None if kind in KNOWN_TRUE else witness(m)
    r = CheckResult(m.name, m.file, m.line, "left")
    try:
        decided = decide_first(m, Evaluator(m), budget, {}, r)
    except (NotTranslated, ArithmeticError, ValueError, TypeError, KeyError, IndexError):
        decided = False
    return Judged(m.name, kind, r.status if decided else "left", w, r.counterexample,
                  r.proved_up_to)


def tally(results: Iterable[Judged]) -> dict[str, dict[str, int]]:
    """Per mutant kind (and ``all``): ``mutants``, ``known_false``, ``killed``, ``not_passed``
    (known false and neither ``passed`` nor ``proved``), ``missed``, ``known_true``,
    ``false_alarms`` (a known-true mutant refuted or vacuous), ``known_true_suspect`` and each
    status."""
    out: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for j in results:
        for key in (j.kind, "all"):
            c = out[key]
            c["mutants"] += 1
            c[f"status {j.status}"] += 1
            if j.witness is not None:
                c["known_false"] += 1
                c["killed"] += j.status == "counterexample"
                c["not_passed"] += j.status not in ("passed", "proved")
                c["missed"] += j.missed
            if j.kind in KNOWN_TRUE:
                c["known_true"] += 1
                c["false_alarms"] += j.false_alarm
                c["known_true_suspect"] += j.status == "suspect"
    return {k: dict(v) for k, v in out.items()}
