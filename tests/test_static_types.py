"""The evaluator computes in the types :mod:`dgg.elab` gives, never in types read off values.

Every operator and relation node of an elaborated statement carries its static type
(``BinOp.ty``/``UnOp.ty``, set by :func:`dgg.elab.lower.lower`), and the evaluator's dispatch
(``binop``, ``unop``, relations, ``^``, ``/`` and ``%``) reads it. The one place a type is read
off values, :meth:`dgg.eval.arith.ArithMixin.value_type`, is kept for the subterms ``dgg.elab``
does not type; a spy on it proves that no typed statement of the fidelity suite or of the library
reaches it. The dispatch tests evaluate hand-built typed terms whose values alone would give
another type (numerals, which a value-based reading defaults to ℕ; a natural number inside a real
tree), so each asserts the static type decided.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from dgg.check.driver import CheckConfig, check_statement
from dgg.elab import ElabError, elaborate
from dgg.eval.arith import ArithMixin
from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.eval.values import Val
from dgg.lean.terms import parse_term
from dgg.model.records import Statement, Variable
from dgg.model.terms import App, BinOp, Name, Node, Num, Term, UnOp, map_children
from dgg.statements import load

ROOT = Path(__file__).resolve().parent.parent
FIDELITY = ROOT / "tests" / "data" / "fidelity"


# ------------------------------------------------------------------ the spy
class Spy:
    """Records every call of ``ArithMixin.value_type`` (then runs it)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        orig = ArithMixin.value_type

        def spy(te: ArithMixin, vals: list[Val]) -> Any:
            self.calls += 1
            return orig(te, vals)

        monkeypatch.setattr(ArithMixin, "value_type", spy)


def _typed_whole(stmts: list[Statement]) -> list[Statement]:
    out = []
    for st in stmts:
        try:
            typed = elaborate(st).typed
        except ElabError:
            continue
        if not typed.opaque():
            out.append(st)
    return out


def _strip_types(t: Term) -> Term:
    """``t`` with every static type removed: the parsed form the evaluator read before."""
    if isinstance(t, (BinOp, UnOp)) and t.ty is not None:
        t = replace(t, ty=None)
    return map_children(t, _strip_types) if isinstance(t, Node) else t


def test_no_typed_statement_reads_a_type_off_a_value(monkeypatch: pytest.MonkeyPatch) -> None:
    _, fid = load(sorted(FIDELITY.glob("*.lean")), FIDELITY)
    _, lib = load([ROOT / "Dgg", ROOT / "DggSharp"], ROOT)
    fid_typed, lib_typed = _typed_whole(fid), _typed_whole(lib)
    assert len(fid_typed) == len(fid) >= 500  # the fidelity suite is typed whole
    assert len(lib_typed) >= 85
    spy = Spy(monkeypatch)
    cfg = CheckConfig(trials=10, seed=0)
    offenders = []
    statuses = set()
    for st in fid_typed + lib_typed:
        before = spy.calls
        res = check_statement(st, cfg)
        statuses.add(res.status)
        if spy.calls != before:
            offenders.append(st.name)
    assert offenders == []
    assert {"passed", "counterexample"} <= statuses  # the checks ran to verdicts


def test_the_spy_sees_an_untyped_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: the same statement with its static types removed is read off values again."""
    st = stmt({"n": "ℕ"}, "(n : ℝ) / 2 + 1 > 0")
    ev = Evaluator(st)
    inst = Instance({}, {"n": np.array([Fraction(3)], dtype=object)}, 1, exact=True)
    spy = Spy(monkeypatch)
    assert ev.truth(ev.stmt.conclusion, inst)[0]
    assert spy.calls == 0
    assert ev.truth(_strip_types(ev.stmt.conclusion), inst)[0]
    assert spy.calls > 0


# ------------------------------------------------------------------ static dispatch
def stmt(binders: dict[str, str], concl: str) -> Statement:
    variables = [Variable(n, parse_term(t), t, "explicit") for n, t in binders.items()]
    return Statement("T", "theorem", "<t>", 1, 1, variables, [], [], parse_term(concl), concl,
                     defs={})


EV = Evaluator(stmt({"n": "ℕ", "x": "ℝ"}, "n = n ∧ x = x"))


def value(t: Term, n: int = 0, x: Fraction = Fraction(0)) -> Any:
    inst = Instance({}, {"n": np.array([Fraction(n)], dtype=object),
                         "x": np.array([x], dtype=object)}, 1, exact=True)
    v = EV.value(t, inst)
    return v.arr.flat[0] if v.kind != "bool" else bool(v.arr.flat[0])


def num(k: int) -> Num:
    return Num(Fraction(k), str(k))


N, Z, Q, R = Name("ℕ"), Name("ℤ"), Name("ℚ"), Name("ℝ")
FIN3 = App(Name("Fin"), (num(3),))


@pytest.mark.parametrize("term, static, read_off_values", [
    # ℕ subtraction truncates; in ℤ it does not (`2 - 5` of numerals reads as ℕ from values)
    (BinOp("-", num(2), num(5), ty=Z), -3, 0),
    (BinOp("-", num(2), num(5), ty=N), 0, 0),
    # division: ℚ is a field, ℕ floors (`Nat.div`), ℤ is `Int.ediv` (rounds toward -∞ for a
    # positive divisor), `%` is `Int.emod` (never negative)
    (BinOp("/", num(7), num(2), ty=Q), Fraction(7, 2), 3),
    (BinOp("/", UnOp("-", num(7), ty=Z), num(2), ty=Z), -4, None),
    (BinOp("%", UnOp("-", num(7), ty=Z), num(2), ty=Z), 1, None),
    (BinOp("/", num(7), UnOp("-", num(2), ty=Z), ty=Z), -3, None),
    (BinOp("%", num(7), num(0), ty=N), 7, 7),
    # a field's x / 0 = 0
    (BinOp("/", num(5), num(0), ty=R), 0, 0),
    # `Fin 3` wraps around
    (BinOp("+", num(2), num(2), ty=FIN3), 1, 4),
    (BinOp("*", num(2), num(2), ty=FIN3), 1, 4),
])
def test_numeral_trees_take_the_static_type(term: Term, static: Any,
                                            read_off_values: Any) -> None:
    assert Fraction(value(term)) == static
    if read_off_values is not None:  # the pre-elaboration reading, for contrast
        assert Fraction(value(_strip_types(term))) == read_off_values


def test_a_natural_number_in_a_real_tree() -> None:
    """`n / 2` at ℝ with `n : ℕ` (its coercion explicit or not): the static type decides."""
    t = BinOp("/", Name("n"), num(2), ty=R)
    assert value(t, n=7) == Fraction(7, 2)
    assert value(_strip_types(t), n=7) == 3
    t = BinOp("-", Name("n"), num(5), ty=Z)
    assert value(t, n=2) == -3
    assert value(BinOp("-", Name("n"), num(5), ty=N), n=2) == 0


def test_relations_compare_in_the_static_type() -> None:
    lt = BinOp("<", BinOp("-", num(2), num(5), ty=Z), num(0), ty=Z)
    assert value(lt) is True
    assert value(_strip_types(lt)) is False
    eq = BinOp("=", BinOp("+", num(2), num(2), ty=FIN3), num(1), ty=FIN3)
    assert value(eq) is True
    assert value(_strip_types(eq)) is False
    assert value(BinOp("=", BinOp("/", Name("x"), num(0), ty=R), num(0), ty=R),
                 x=Fraction(5)) is True


def test_a_real_where_the_static_type_is_natural_is_refused() -> None:
    with pytest.raises(NotTranslated):
        value(BinOp("+", Name("x"), num(1), ty=N), x=Fraction(1, 2))


# ------------------------------------------------------------------ untyped subterms
def _check(src: str, tmp_path: Path, name: str) -> Any:
    f = tmp_path / "T.lean"
    f.write_text(src, encoding="utf-8")
    _, stmts = load([f], tmp_path)
    (st,) = [s for s in stmts if s.name.endswith(name)]
    return check_statement(st, CheckConfig(trials=50, seed=0))


def test_an_untyped_subterm_whose_type_nothing_fixes_is_refused(tmp_path: Path) -> None:
    # `range` opened from `Nat` and `Finset`: dgg does not know every name of Mathlib's `Nat`
    # namespace, so it does not choose (docs/elaboration.md), and a `∑` domain gives it no
    # expected type
    src = ("open Nat Finset\n\ntheorem t (n : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n "
           ":= by sorry\n")
    res = _check(src, tmp_path, "t")
    assert res.status == "not_translated"
    assert "function range" in res.reason and "nothing fixes its type" in res.reason
    assert "3:" in res.reason  # the position of `range (n + 1)`


def test_an_untyped_subterm_in_a_typed_position_is_evaluated(tmp_path: Path) -> None:
    # `Finset.univ` is left untyped, its type `Finset ?α` fixed by the body (`x i`, `i : Fin 4`)
    src = ("theorem t (x : Fin 4 → ℝ) (h : ∀ i, 0 ≤ x i) : 0 ≤ ∑ i ∈ Finset.univ, x i "
           ":= by sorry\n")
    res = _check(src, tmp_path, "t")
    assert res.status == "passed", res.reason


def test_a_candidate_confirmed_absent_is_no_choice() -> None:
    """``open Real Finset`` and ``range``: no ``Real.range`` exists, so Lean has no choice to make
    and the name is ``Finset.range``; ``open Nat Real`` and ``log`` stays undecided (both exist)."""
    from dgg.elab.signatures import lookup

    found = lookup("range", ["Real", "Finset"], "")
    assert found is not None and found[0] == "Finset.range"
    assert lookup("log", ["Nat", "Real"], "") is None
