"""Coverage of `dgg check` on real-world Lean statements (a benchmark, not a test).

    python benchmarks/coverage.py --mathlib MATHLIB_TREE [--files F ... | --sample N]
                                  [--corpus FILE] [--constructs DIR] [--trials N] [--jobs N]
                                  [--json OUT] [--limit N]

Three corpora:

* **Mathlib** — the statements of Mathlib source files, read at run time from a Mathlib source tree
  (the folder that holds ``Mathlib/``; never copied into this repository) by dgg's own reader,
  namespaces, ``variable``s, ``open``s and sections included. A file the reader rejects is reported
  at ``file:line:col`` and counted: that is a coverage bug, not something to hide. Mathlib's
  statements are proven, so every ``counterexample`` on one is a **refutation** (a bug of dgg).
* **competition** — ``benchmarks/corpus/competition.lean``, statements written for this benchmark,
  about half of them false; each docstring starts with ``true:`` or ``false:`` (the expected truth).
  A ``counterexample`` on a true one is a **false alarm**; a false one that ``passed`` is a **miss**.
* **constructs** — the ``.lean`` files of ``benchmarks/corpus/constructs/`` (issue 25, item 8):
  statements written in the constructs competition statements use (sets, tuples, lists, ``let``,
  pinned sequences, ``∃!``, polynomials, answers left as ``sorry``), about half misformalised.
  Each docstring starts ``true:`` or ``false:``; a misformalised one names its pattern in
  parentheses: ``false (ℕ division): n = 1 …``, ``true (vacuous): …`` (a hypothesis that never
  holds: true in Lean, wrong as a formalisation). An answer left as ``sorry`` gets its intended
  value from a comment ``-- fix: NAME=VALUE`` in the same file (a Lean term, as ``dgg check --fix``
  takes it). Every statement counts (no scope filter: the corpus is made of the constructs to
  cover). Reported: translated (any status but ``not_translated``/``error``), misformalised ones
  caught (a false one refuted with a certificate, a vacuous one ``vacuous`` or ``unsatisfiable``),
  true ones refuted or ``suspect``, and the figures by pattern.

A statement is *in scope* when it is about real/integer/rational numbers (and finite types, finsets
and functions between them, or an abstract type whose classes the reals instantiate: an ordered
field, a module over itself, …) and mentions no filter, limit, measure, integral, derivative,
continuity, infinite sum, complex or extended number; see :func:`out_of_scope`. Everything in scope
counts: ``not_translated`` there is a coverage gap, listed by reason (positions stripped), most
frequent first.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import json
import os
import random
import re
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
try:  # PYTHONPATH (a worktree's copy) first, else this checkout's package
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(HERE.parent / "python"))

from dgg.check import DEFAULT_SMT_BUDGET  # noqa: E402
from dgg.check.driver import CheckConfig, check_statement, run_each  # noqa: E402
from dgg.check.smt import VACUOUS_EMPTY_TYPE  # noqa: E402
from dgg.errors import DggError  # noqa: E402
from dgg.lean.source import read_file  # noqa: E402
from dgg.lean.terms import FragmentError, parse_term  # noqa: E402
from dgg.model.records import Declaration, Statement  # noqa: E402
from dgg.statements import STATEMENT_KINDS, collect_defs, statement_of  # noqa: E402

#: The Mathlib files measured by default (paths inside the Mathlib tree).
MATHLIB_FILES = (
    "Mathlib/Analysis/MeanInequalities.lean",
    "Mathlib/Analysis/MeanInequalitiesPow.lean",
    "Mathlib/Analysis/SpecialFunctions/Log/Basic.lean",
    "Mathlib/Analysis/SpecialFunctions/Log/Base.lean",
    "Mathlib/Analysis/SpecialFunctions/Pow/Real.lean",
    "Mathlib/Analysis/SpecialFunctions/Sqrt.lean",
    "Mathlib/Analysis/Real/Sqrt.lean",
    "Mathlib/Analysis/SpecialFunctions/Exp.lean",
    "Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean",
    "Mathlib/Algebra/Order/Chebyshev.lean",
    "Mathlib/Data/Nat/Factorial/Basic.lean",
    "Mathlib/Data/Nat/Choose/Basic.lean",
)
#: the folders of the sweep of docs/coverage.md (round thirteen), relative to the tree
SWEEP_DIRS = ("Mathlib/Algebra/Order", "Mathlib/Analysis/SpecialFunctions", "Mathlib/Data/Real",
              "Mathlib/Data/Nat", "Mathlib/Data/Int", "Mathlib/Data/Rat",
              "Mathlib/Algebra/Order/Field", "Mathlib/Analysis/Convex", "Mathlib/NumberTheory",
              "Mathlib/Algebra/BigOperators")
CORPUS = HERE / "corpus" / "competition.lean"
CONSTRUCTS = HERE / "corpus" / "constructs"

# ---------------------------------------------------------------------------------- scope

#: Words (identifiers, or their last dotted component) that put a statement out of scope: filters
#: and limits, topology and calculus, measure and integration, infinite sums, complex and extended
#: numbers, order isomorphisms and other bundled maps, polynomials.
_OUT_WORDS = frozenset("""
Filter Tendsto 𝓝 𝓝ˢ atTop atBot cocompact nhds nhdsWithin IsBigO IsLittleO IsTheta IsEquivalent
Eventually Frequently EventuallyEq Continuous ContinuousOn ContinuousAt ContinuousWithinAt
ContinuousMap UniformContinuous Differentiable DifferentiableOn DifferentiableAt
DifferentiableWithinAt HasDerivAt HasDerivWithinAt HasStrictDerivAt HasFDerivAt HasFDerivWithinAt
HasStrictFDerivAt HasDerivAtFilter HasSum HasProd Summable Multipliable tsum tprod deriv derivWithin
fderiv fderivWithin iteratedDeriv iteratedDerivWithin iteratedFDeriv ContDiff ContDiffOn ContDiffAt
ContDiffWithinAt AnalyticAt AnalyticOn Measurable AEMeasurable MeasureTheory Measure volume
Integrable IntegrableOn IntervalIntegrable integral intervalIntegral ae ℂ Complex ENNReal EReal
ℝ≥0∞ ℕ∞ ENat ∞ ⊤ ⊥ IsOpen IsClosed IsCompact closure interior frontier Dense IsConnected
OrderIso Homeomorph PartialHomeomorph OpenPartialHomeomorph PartialEquiv Equiv
expOrderIso logOrderIso powOrderIso OrderEmbedding RingHom MonoidHom AddMonoidHom LinearMap
Polynomial Module.rank Matrix Lp eLpNorm MemLp snorm Tendsto Asymptotics Topology
ConvexOn ConcaveOn StrictConvexOn StrictConcaveOn Convex Real.exp_partialOrder CauSeq
Real.expNear Gamma Beta Function.Periodic Function.Antiperiodic Periodic Antiperiodic
""".split())
#: Type classes a type variable may carry and still be instantiated by ℝ (an ordered field, a
#: module over itself, …) or by a finite type (``Fintype``, ``DecidableEq``).
REAL_CLASSES = frozenset("""
Semiring CommSemiring Ring CommRing Field Semifield DivisionRing DivisionSemiring LinearOrder
PartialOrder Preorder IsOrderedRing IsStrictOrderedRing IsOrderedAddMonoid IsOrderedCancelAddMonoid
IsOrderedMonoid IsOrderedCancelMonoid LinearOrderedField LinearOrderedRing LinearOrderedCommRing
LinearOrderedSemiring LinearOrderedCommSemiring LinearOrderedSemifield LinearOrderedAddCommGroup
LinearOrderedAddCommMonoid LinearOrderedCancelAddCommMonoid OrderedSemiring OrderedRing
OrderedCommRing OrderedCommSemiring StrictOrderedSemiring StrictOrderedRing StrictOrderedCommRing
StrictOrderedCommSemiring OrderedAddCommGroup OrderedAddCommMonoid OrderedCancelAddCommMonoid
AddCommGroup AddCommMonoid AddGroup AddMonoid AddCommSemigroup Module SMul OrderedSMul
PosSMulMono PosSMulStrictMono SMulPosMono SMulPosStrictMono PosSMulReflectLE PosSMulReflectLT
PosMulMono PosMulStrictMono MulPosMono MulPosStrictMono PosMulReflectLT PosMulReflectLE
MulPosReflectLT MulPosReflectLE ExistsAddOfLE CharZero Nontrivial Archimedean FloorRing
FloorSemiring DenselyOrdered NoMaxOrder NoMinOrder Zero One Add Mul Neg Sub Div Inv Pow
Fintype Finite DecidableEq Nonempty Inhabited DecidablePred DecidableRel LinearOrderedAddCommGroup
IsDomain NoZeroDivisors Lattice DistribLattice CovariantClass ContravariantClass
OrderedSub CanonicallyOrderedAdd
""".split())
_WORD = re.compile(r"[A-Za-z_𝓝ℂℝℕ∞⊤⊥][A-Za-z0-9_'.≥∞𝓝ˢ]*|∞|⊤|⊥|∫|∑'|∏'|∀ᶠ|∃ᶠ|=O\[|=o\[|=Θ\[|~\[")


def _words(text: str) -> set[str]:
    out = set()
    for w in _WORD.findall(text):
        out.add(w)
        out.update(w.split("."))
    return out


def out_of_scope(decl: Declaration) -> str | None:
    """Why the statement of ``decl`` is outside the benchmark's scope, or ``None`` when it is in
    scope (see the module docstring)."""
    if {"Complex", "ENNReal", "EReal", "MeasureTheory"} & set(decl.namespace.split(".")):
        return f"mentions {decl.namespace.split('.')[0]} (namespace)"
    texts = [b.type_text for b in decl.binders] + [decl.conclusion_text]
    for t in texts:
        if "''" in t or "⁻¹'" in t:
            return "set image or preimage"
        if any(s in t for s in ("∫", "∑'", "∏'", "∀ᶠ", "∃ᶠ", "=O[", "=o[", "=Θ[", "~[", "ℝ≥0∞",
                                "𝓝")):
            return "filter, integral or infinite sum"
        bad = _words(t) & _OUT_WORDS
        if bad:
            return f"mentions {sorted(bad)[0]}"
    for b in decl.binders:
        if b.kind != "inst":
            continue
        words = [w for w in re.findall(r"[A-Za-z_][A-Za-z0-9_.']*", b.type_text)]
        if words and words[0] not in REAL_CLASSES:
            return f"instance [{b.type_text}]"
    for b in decl.binders:
        if not b.is_hyp and b.kind != "inst" and b.type_text.startswith(("Set ", "Set(")):
            return "set variable"
    return None


# ---------------------------------------------------------------------------------- reading


@dataclass
class Item:
    stmt: Statement
    corpus: str
    scope: str | None  # None: in scope
    expect: bool | None = None
    pattern: str | None = None  # the misformalisation named in the docstring, if any


_EXPECT = re.compile(r"\s*(true|false)\b\s*(?:\(([^()]*)\))?\s*:", re.I)


def expectation(docstring: str) -> tuple[bool | None, str | None]:
    """The truth a corpus docstring states (``true: …``, ``false (Pi order): …``) and the pattern
    named in parentheses (lower case), ``(None, None)`` when it states none."""
    m = _EXPECT.match(docstring)
    if m is None:
        return None, None
    pattern = m.group(2).strip().lower() if m.group(2) else None
    return m.group(1).lower() == "true", pattern


def misformalised(it: Item) -> bool:
    """A false statement, or a true one whose hypotheses never hold (pattern ``vacuous``)."""
    return it.expect is False or (it.expect is True and (it.pattern or "").startswith("vacuous"))


_FIX = re.compile(r"^\s*--\s*fix:\s*([^=\s]+)\s*=\s*(.+?)\s*$", re.M)


def read_fixes(text: str) -> dict[str, str]:
    """The ``-- fix: NAME=VALUE`` comments of a corpus file: the intended value (Lean text) of
    each answer left as ``sorry``, as ``dgg check --fix NAME=VALUE`` would take it."""
    return {m.group(1): m.group(2) for m in _FIX.finditer(text)}


def apply_fixes(stmt: Statement, fixes: dict[str, str]) -> Statement:
    """``stmt`` with its answers left as ``sorry`` filled from ``fixes`` the way ``dgg check
    --fix`` fills them (:mod:`dgg.elab.answers`). Where this dgg has no such filling, or a value is
    outside its fragment, the statement is returned unchanged (it is then ``not_translated``:
    "answer is `sorry`" or the construct it lacks)."""
    try:  # by name: dgg.elab.answers (issue 25, item 7) is newer than this benchmark
        answers = importlib.import_module("dgg.elab.answers")
    except ImportError:
        return stmt
    names: dict[str, str] = answers.answer_names(stmt)
    values: dict[str, Any] = {}
    texts: dict[str, str] = {}
    for name, text in fixes.items():
        if name not in names:
            continue
        try:
            values[names[name]] = parse_term(text, file="fix")
        except (DggError, FragmentError):  # a value outside dgg's fragment: left unfilled
            continue
        texts[names[name]] = text
    return answers.fill_answers(stmt, values, texts) if values else stmt


@dataclass
class ReadFailure:
    file: str
    error: str
    statements: int  # declarations that look like theorems/lemmas (a regex estimate)


_THM = re.compile(r"^\s*(?:@\[[^\]\n]*\]\s*)?(?:(?:private|protected|nonrec)\s+)*(?:theorem|lemma)\s",
                  re.M)


def read_corpus(path: Path, shown: str, corpus: str,
                fails: list[ReadFailure]) -> list[Item]:
    """The statements of one file as items (failures appended to ``fails``)."""
    try:
        decls = read_file(path, shown)
    except DggError as e:
        text = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        fails.append(ReadFailure(shown, e.one_line(), len(_THM.findall(text))))
        return []
    defs = collect_defs(decls)
    fixes = read_fixes(path.read_text(encoding="utf-8")) if corpus == "constructs" else {}
    out = []
    for d in decls:
        if d.kind not in STATEMENT_KINDS:
            continue
        expect, pattern = expectation(d.docstring) if corpus != "mathlib" else (None, None)
        stmt = statement_of(d, defs)
        if corpus == "constructs":  # every statement counts: the corpus is the constructs
            out.append(Item(apply_fixes(stmt, fixes), corpus, None, expect, pattern))
        else:
            out.append(Item(stmt, corpus, out_of_scope(d), expect, pattern))
    return out


def constructs_files(folder: Path) -> list[Path]:
    """The corpus files of the constructs folder, in name order."""
    return sorted(folder.glob("*.lean"))


# ---------------------------------------------------------------------------------- reasons

_POS = re.compile(r"(?:\s+at)?\s+(?:[^\s:]+:)?\d+:\d+")


def reason_key(reason: str | None) -> str:
    """A reason with positions and the statement's own names stripped, for counting."""
    r = reason or "(none)"
    r = _POS.sub("", r)
    r = re.sub(r"^(variable|hypothesis|proposition variable) \S+ :", r"\1 _ :", r)
    r = re.sub(r"^hypothesis _ : .*\(outside the fragment\)", "hypothesis outside the fragment", r)
    r = re.sub(r"^variable _ : .*\(type outside the fragment\)", "variable type outside the "
               "fragment", r)
    r = re.sub(r"evaluation failed: (\w+): .*", r"evaluation failed: \1", r)
    return r.strip()[:110]


# ---------------------------------------------------------------------------------- running


class _HardTimeout(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _HardTimeout()


def _check(args: tuple[Statement, int, int, float, float]) -> dict[str, Any]:
    """One statement's result, as ``dgg check`` gives it (the decision tier first, with ``smt``
    seconds of budget; 0: sampling only, ``--no-smt``). The statement gets ``limit`` seconds as
    its deadline and, should a step ignore the deadline, a hard stop at three times that in CPU
    time: status ``timeout``."""
    stmt, trials, seed, limit, smt = args
    cfg = CheckConfig(trials=trials, seed=seed, necessity=False, smt_budget=smt or None)
    t0 = time.monotonic()
    if limit > 0:  # CPU time (SIGPROF): the wall-clock timer stays free for dgg's own
        signal.signal(signal.SIGPROF, _alarm)  # bounds on computer algebra
        signal.setitimer(signal.ITIMER_PROF, 3 * limit)
    try:
        r = check_statement(stmt, cfg, deadline=time.monotonic() + limit if limit > 0 else None)
    except _HardTimeout:
        return {"status": "timeout", "reason": f"over {3 * limit:g} s", "counterexample": None,
                "time_s": time.monotonic() - t0}
    except Exception as e:  # noqa: BLE001 - an internal error of dgg is a result to report here
        return {"status": "error", "reason": f"{type(e).__name__}: {e}", "counterexample": None,
                "time_s": time.monotonic() - t0}
    finally:
        if limit > 0:
            signal.setitimer(signal.ITIMER_PROF, 0)
    return {"status": r.status, "reason": r.reason, "counterexample": r.counterexample,
            "time_s": r.time_s}


@dataclass
class Tally:
    in_scope: int = 0
    out: collections.Counter = field(default_factory=collections.Counter)
    status: collections.Counter = field(default_factory=collections.Counter)
    reasons: collections.Counter = field(default_factory=collections.Counter)
    unsat: collections.Counter = field(default_factory=collections.Counter)
    refuted: list[str] = field(default_factory=list)
    suspects: list[str] = field(default_factory=list)
    false_alarms: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)
    false_proofs: list[str] = field(default_factory=list)  # `proved` on a false statement: a bug
    detected: int = 0
    expected_false: int = 0
    vacuous: int = 0  # true statements whose hypotheses never hold (pattern `vacuous`)
    vacuous_flagged: int = 0  # … reported `vacuous` or `unsatisfiable`
    by_pattern: dict[str, list[int]] = field(default_factory=dict)  # pattern → [total, caught]
    by_file: dict[str, list[int]] = field(default_factory=dict)  # file → [total, translated]


def tally(items: list[Item], results: list[dict[str, Any]]) -> Tally:
    t = Tally()
    for it, r in zip(items, results):
        if it.scope is not None:
            t.out[it.scope.split(" ", 1)[0] if it.scope.startswith("mentions") else it.scope] += 1
            continue
        t.in_scope += 1
        st = r["status"]
        t.status[st] += 1
        where = f"{it.stmt.file}:{it.stmt.line} {it.stmt.name}"
        if st == "not_translated":
            t.reasons[reason_key(r["reason"])] += 1
        if st == "unsatisfiable":
            t.unsat[where] += 1
        if st == "vacuous" and (r.get("reason") or "").startswith(VACUOUS_EMPTY_TYPE):
            pass  # `{u v : Fin 0}`: vacuous indeed, and Mathlib states such lemmas on purpose
        elif it.corpus == "mathlib" and st in ("counterexample", "vacuous"):
            t.refuted.append(where if st == "counterexample" else f"{where} (vacuous)")
        if it.corpus == "mathlib" and st == "suspect":
            t.suspects.append(where)
        if it.corpus == "constructs":
            _tally_constructs(t, it, st)
        if it.corpus in ("competition", "constructs"):
            if it.expect is False:
                t.expected_false += 1
            if (st in ("counterexample", "suspect") or (st == "vacuous" and not misformalised(it))) \
                    and it.expect is True:
                t.false_alarms.append(f"{where} ({st})")
            if st == "proved" and it.expect is False:
                t.false_proofs.append(where)
            if st == "counterexample" and it.expect is False:
                t.detected += 1
            if st == "passed" and it.expect is False:
                t.misses.append(where)
    return t


#: statuses that are no translation
UNTRANSLATED = ("not_translated", "error")


def _tally_constructs(t: Tally, it: Item, st: str) -> None:
    f = t.by_file.setdefault(Path(it.stmt.file).name, [0, 0])
    f[0] += 1
    f[1] += st not in UNTRANSLATED
    if not misformalised(it):
        return
    caught = (st == "counterexample") if it.expect is False else st in ("vacuous", "unsatisfiable")
    if it.expect is True:
        t.vacuous += 1
        t.vacuous_flagged += caught
    p = t.by_pattern.setdefault(it.pattern or "(none named)", [0, 0])
    p[0] += 1
    p[1] += caught


def _pc(k: int, d: int) -> str:
    return f"{100.0 * k / d:.1f}%" if d else "-"


def _render_constructs(t: Tally) -> list[str]:
    n = t.in_scope
    translated = n - sum(t.status.get(s, 0) for s in UNTRANSLATED)
    bad = t.expected_false + t.vacuous
    caught = t.detected + t.vacuous_flagged
    L = [f"  translated: {translated} of {n} ({_pc(translated, n)}; target ≥ 80%)",
         f"  misformalised: {bad} ({t.expected_false} false, {t.vacuous} vacuous); caught: "
         f"{caught} ({_pc(caught, bad)}; target ≥ 90%): {t.detected} false refuted with a "
         f"certificate, {t.vacuous_flagged} vacuous reported vacuous or unsatisfiable",
         f"  true refuted or suspect: {len(t.false_alarms)} (target 0)",
         "  by file (translated / statements): " + ", ".join(
             f"{f} {k[1]}/{k[0]}" for f, k in sorted(t.by_file.items())),
         "  misformalised by pattern (caught / total):"]
    for pat, (tot, ok) in sorted(t.by_pattern.items(), key=lambda kv: (-kv[1][0], kv[0])):
        L.append(f"    {ok:3d} / {tot:3d}  {pat}")
    return L


def render(name: str, t: Tally, fails: list[ReadFailure], top: int) -> str:
    L = [f"== {name}"]
    for f in fails:
        L.append(f"  unreadable file: {f.error}  (~{f.statements} theorems lost)")
    n = t.in_scope
    pct = (lambda k: f"{100.0 * k / n:5.1f}%") if n else (lambda k: "   - ")
    lost = sum(f.statements for f in fails)
    L.append(f"  statements read: {n + sum(t.out.values())}; out of scope: {sum(t.out.values())}"
             + (f"; in unreadable files: ~{lost}" if fails else ""))
    L.append(f"  in scope:        {n}")
    shown = ("passed", "proved", "counterexample", "suspect", "vacuous", "unsatisfiable",
             "not_translated", "timeout", "error")
    for st in shown:
        L.append(f"  {st + ':':16} {t.status.get(st, 0):5d}  {pct(t.status.get(st, 0))}")
    for st in sorted(set(t.status) - set(shown)):
        L.append(f"  {st + ':':16} {t.status[st]:5d}  {pct(t.status[st])}")
    verdict = sum(t.status.get(s, 0) for s in ("passed", "proved", "counterexample"))
    L.append(f"  verdict (passed, proved or certified counterexample): {verdict}  {pct(verdict)}")
    if name.startswith("mathlib"):
        L.append(f"  refuted or vacuous (on a proven statement: a dgg bug): {len(t.refuted)}")
        L += [f"    {w}" for w in t.refuted]
        L.append(f"  suspect on a proven statement (a false alarm, not a verdict): "
                 f"{len(t.suspects)}")
        L += [f"    {w}" for w in t.suspects]
        L.append(f"  false alarms (refuted + suspect): {len(t.refuted) + len(t.suspects)}")
    else:
        L.append(f"  expected false: {t.expected_false}; detected (certified): {t.detected}; "
                 f"missed (passed): {len(t.misses)}")
        L.append(f"  false alarms (counterexample or suspect on a true statement): "
                 f"{len(t.false_alarms)}")
        L += [f"    {w}" for w in t.false_alarms]
        L.append(f"  proved by the decision tier but false (a dgg bug): {len(t.false_proofs)}")
        L += [f"    {w}" for w in t.false_proofs]
    if name.startswith("constructs"):
        L += _render_constructs(t)
    if t.reasons:
        L.append("  not_translated by reason:")
        for r, k in t.reasons.most_common(top):
            L.append(f"    {k:4d}  {r}")
        rest = sum(t.reasons.values()) - sum(k for _, k in t.reasons.most_common(top))
        if rest:
            L.append(f"    {rest:4d}  (other reasons)")
    if t.out:
        L.append("  out of scope by reason: " + ", ".join(f"{r} {k}" for r, k in
                                                         t.out.most_common(12)))
    return "\n".join(L)


def sample_files(tree: Path, under: list[str], n: int, seed: int) -> list[str]:
    """``n`` of the ``.lean`` files under the folders ``under`` of ``tree`` (paths relative to
    it), the default files excluded: the sorted list shuffled with ``random.Random(seed)``."""
    every = sorted({p.relative_to(tree).as_posix() for d in under
                    for p in (tree / d).rglob("*.lean")} - set(MATHLIB_FILES))
    random.Random(seed).shuffle(every)
    return every[:n]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mathlib", type=Path, default=os.environ.get("MATHLIB_SRC"),
                    help="a Mathlib source tree (the folder holding Mathlib/); "
                         "default $MATHLIB_SRC")
    ap.add_argument("--files", nargs="*", default=list(MATHLIB_FILES),
                    help="Mathlib files, relative to the tree")
    ap.add_argument("--sample", type=int, default=0,
                    help="instead of --files: N files drawn from the .lean files under --under "
                         "(relative to the tree), the default files excluded")
    ap.add_argument("--under", nargs="*", default=list(SWEEP_DIRS),
                    help="folders of the tree that --sample draws from (default: the order, "
                         "analysis, number and number-theory folders of docs/coverage.md)")
    ap.add_argument("--sample-seed", type=int, default=13, help="seed of --sample's draw")
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--constructs", type=Path, default=CONSTRUCTS,
                    help="folder of the constructs corpus (its *.lean files); a missing folder "
                         "is skipped")
    ap.add_argument("--trials", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit-s", type=float, default=20.0,
                    help="seconds per statement (0: none; a statement cut short is reported as "
                         "usual, so results near the limit may depend on the machine)")
    ap.add_argument("--limit", type=int, default=0, help="check only the first N per corpus")
    ap.add_argument("--smt-budget", type=float, default=DEFAULT_SMT_BUDGET,
                    help="seconds of the decision tier per statement, as dgg check "
                         f"(default {DEFAULT_SMT_BUDGET:g}; 0: sampling only, as --no-smt)")
    ap.add_argument("--top", type=int, default=40, help="reasons shown")
    ap.add_argument("--json", type=Path, help="write every statement's result here")
    args = ap.parse_args(argv)

    corpora: list[tuple[str, list[Item], list[ReadFailure]]] = []
    if args.mathlib is not None:
        tree = Path(args.mathlib).expanduser()
        fails: list[ReadFailure] = []
        items: list[Item] = []
        if args.sample:
            args.files = sample_files(tree, args.under, args.sample, args.sample_seed)
        for f in args.files:
            items += read_corpus(tree / f, f, "mathlib", fails)
        corpora.append((f"mathlib ({len(args.files)} files)", items, fails))
    if args.corpus and Path(args.corpus).exists():
        fails = []
        items = read_corpus(Path(args.corpus), Path(args.corpus).name, "competition", fails)
        corpora.append(("competition", items, fails))
    if args.constructs and Path(args.constructs).is_dir():
        fails = []
        items = []
        for f in constructs_files(Path(args.constructs)):
            items += read_corpus(f, f.name, "constructs", fails)
        corpora.append((f"constructs ({len(constructs_files(Path(args.constructs)))} files)",
                        items, fails))
    if not corpora:
        ap.error("nothing to measure: pass --mathlib TREE (or set MATHLIB_SRC) or --corpus FILE")

    dump: list[dict[str, Any]] = []
    bad_files = False
    for name, items, fails in corpora:
        bad_files |= bool(fails)
        if args.limit:
            items = items[: args.limit]
        todo = [(it.stmt, args.trials, args.seed, args.limit_s, args.smt_budget) for it in items
                if it.scope is None]
        t0 = time.monotonic()
        done = iter(run_each(_check, todo, args.jobs))
        results = [next(done) if it.scope is None else {"status": "out_of_scope",
                                                         "reason": it.scope} for it in items]
        dt = time.monotonic() - t0
        print(render(name, tally(items, results), fails, args.top))
        print(f"  ({len(todo)} statements checked in {dt:.0f} s, {args.trials} trials each, "
              f"seed {args.seed})")
        for it, r in zip(items, results):
            dump.append({"corpus": it.corpus, "file": it.stmt.file, "line": it.stmt.line,
                         "name": it.stmt.name, "expect": it.expect, "pattern": it.pattern, **r,
                         "reason_key": reason_key(r.get("reason")) if r["status"] ==
                         "not_translated" else None})
    if args.json:
        args.json.write_text(json.dumps(dump, ensure_ascii=False, indent=1), encoding="utf-8")
    return 2 if bad_files else 0


if __name__ == "__main__":
    sys.exit(main())
