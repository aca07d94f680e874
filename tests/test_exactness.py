"""Exactness where a verdict is decided (issue 28, item 3).

* An exact comparison of enclosures (``dgg.eval.exact_ops``, the ``le``/``lt``/``eq`` of
  :class:`~dgg.eval.numeric.ExactOps`) answers only what holds for *every* point of both
  intervals; overlapping intervals under ``=``, ``≤``, ``<`` raise ``Undecidable``, never a truth
  value. The same for the symbolic fallback (``dgg.eval.certify.sign``/``equal`` and the
  relations of ``dgg.eval.sympy_ops.SympyOps``).
* :func:`dgg.check.exact.verify` reports a hypothesis that fails exactly (``hyp_fails``, naming
  it), one it cannot decide (``undecided``), and only then looks at the conclusion.
"""

from __future__ import annotations

from fractions import Fraction

import mpmath
import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from lean_text import statements_of
from mpmath import iv

from dgg.check.exact import COUNTEREXAMPLE, HOLDS, HYP_FAILS, UNDECIDED, verify
from dgg.eval import certify
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.numeric import ExactOps, Undecidable, iv_bounds, to_iv
from dgg.eval.sympy_ops import SympyOps


def _obj(x: object) -> np.ndarray:
    a = np.empty(1, dtype=object)
    a[0] = x
    return a


def compare(op: str, a: object, b: object) -> bool | None:
    """``op`` of ExactOps on one pair: ``True``/``False``, or ``None`` when undecidable."""
    try:
        return bool(getattr(ExactOps, op)(_obj(a), _obj(b))[0])
    except Undecidable:
        return None


def interval(lo: int, hi: int) -> object:
    """The interval ``[lo/8, hi/8]`` (dyadic: its end points are exact)."""
    return iv.mpf([lo / 8, hi / 8])


# ------------------------------------------------------------------ overlapping intervals

@pytest.mark.parametrize("a, b", [
    ((0, 16), (8, 24)),    # [0, 2] and [1, 3]
    ((8, 24), (0, 16)),
    ((0, 16), (0, 16)),    # the same interval
    ((0, 24), (8, 16)),    # one inside the other
])
def test_overlapping_intervals_are_undecided(a, b) -> None:
    A, B = interval(*a), interval(*b)
    assert compare("eq", A, B) is None
    assert compare("lt", A, B) is None
    assert compare("le", A, B) is None


def test_a_point_inside_an_interval_is_undecided() -> None:
    A = interval(0, 16)
    for p in (Fraction(0), Fraction(1), Fraction(2)):
        assert compare("eq", p, A) is None and compare("eq", A, p) is None
    assert compare("lt", Fraction(1), A) is None and compare("le", Fraction(1), A) is None
    # the end points: `0 ≤ [0, 2]` holds for every point, `0 < [0, 2]` does not
    assert compare("le", Fraction(0), A) is True and compare("lt", Fraction(0), A) is None
    assert compare("le", A, Fraction(2)) is True and compare("lt", A, Fraction(2)) is None


def test_the_same_transcendental_twice_is_not_equal_by_intervals() -> None:
    """``exp 1`` computed twice: two equal (non-degenerate) enclosures. Equality of the numbers
    is not visible to intervals: undecided, not True (sympy's identity check is elsewhere)."""
    e1 = ExactOps.exp(_obj(Fraction(1)))[0]
    e2 = ExactOps.exp(_obj(Fraction(1)))[0]
    lo, hi = iv_bounds(e1)
    assert lo < hi  # a real enclosure, not a point
    assert compare("eq", e1, e2) is None
    assert compare("le", e1, e2) is None and compare("lt", e1, e2) is None
    # a rational inside the enclosure of e
    mid = (lo + hi) / 2
    assert compare("eq", e1, mid) is None and compare("le", mid, e1) is None
    # separated: decided
    assert compare("lt", Fraction(2718, 1000), e1) is True
    assert compare("eq", Fraction(2718, 1000), e1) is False


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.integers(-40, 40), st.integers(0, 20), st.integers(-40, 40), st.integers(0, 20),
       st.booleans(), st.booleans())
def test_interval_comparisons_hold_for_every_point(alo, aw, blo, bw, a_exact, b_exact) -> None:
    """Whatever the two operands (intervals or exact points), an answer holds for every pair of
    points of the two enclosures, and where some pair of points would answer differently the
    comparison is undecided."""
    A = Fraction(alo, 8) if a_exact else interval(alo, alo + aw)
    B = Fraction(blo, 8) if b_exact else interval(blo, blo + bw)
    (al, ah), (bl, bh) = iv_bounds(A), iv_bounds(B)
    # what every pair of points says: True, False, or mixed (None)
    every = {
        "le": True if ah <= bl else False if al > bh else None,
        "lt": True if ah < bl else False if al >= bh else None,
        "eq": True if al == ah == bl == bh else False if ah < bl or bh < al else None,
    }
    for op, want in every.items():
        assert compare(op, A, B) is want, (op, (al, ah), (bl, bh))


def test_relations_on_batches_decide_each_entry_or_raise() -> None:
    """A batch with one undecidable entry raises for the batch (the caller then looks at each
    instance); it never returns a truth value for that entry."""
    a = np.empty(2, dtype=object)
    a[0], a[1] = Fraction(0), to_iv(Fraction(1))
    b = np.empty(2, dtype=object)
    b[0], b[1] = Fraction(1), interval(0, 16)
    with pytest.raises(Undecidable):
        ExactOps.eq(a, b)
    b[1] = interval(16, 24)  # [2, 3]: 1 < b, decided
    assert list(ExactOps.lt(a, b)) == [True, True]
    assert list(ExactOps.eq(a, b)) == [False, False]


# ------------------------------------------------------------------ the symbolic fallback

def test_certify_sign_and_equal_never_guess() -> None:
    # an identity: zero by sympy
    assert certify.equal(sp.sqrt(2) * sp.sqrt(3), sp.sqrt(6))
    assert certify.sign(sp.exp(1) - sp.exp(1)) == 0
    # separated by enclosures
    assert certify.sign(sp.pi - sp.Rational(355, 113)) == -1
    assert not certify.equal(sp.exp(1), sp.Rational(2718281828, 10 ** 9))
    # exp(10^-1000) - 1 - 10^-1000 ≈ 5·10^-2001: nonzero, but beyond every enclosure tried
    # (2000 bits ≈ 600 digits) and not an identity: undecided, not equal
    tiny = sp.Rational(1, 10 ** 1000)
    with pytest.raises(Undecidable):
        certify.equal(sp.exp(tiny), 1 + tiny)
    with pytest.raises(Undecidable):
        certify.sign(sp.exp(tiny) - 1 - tiny)


def test_symbolic_relations_never_guess() -> None:
    """The symbolic table (``SympyOps``, used where intervals cannot decide, e.g. ``HasDerivAt``):
    an identity is equal, a separated pair ordered, and a pair closer than every enclosure, or an
    interval operand (no exact value), is undecided under ``=``, ``≤`` and ``<``."""
    ops = SympyOps()
    tiny = sp.Rational(1, 10 ** 1000)
    for op in ("eq", "le", "lt"):
        with pytest.raises(Undecidable):
            getattr(ops, op)(_obj(sp.exp(tiny)), _obj(1 + tiny))
        with pytest.raises(Undecidable):
            getattr(ops, op)(_obj(interval(0, 16)), _obj(Fraction(1)))
    assert list(ops.eq(_obj(sp.sqrt(2) * sp.sqrt(3)), _obj(sp.sqrt(6)))) == [True]
    assert list(ops.lt(_obj(sp.pi), _obj(sp.Rational(22, 7)))) == [True]
    assert list(ops.le(_obj(sp.Rational(22, 7)), _obj(sp.pi))) == [False]


# ------------------------------------------------------------------ verify

LEAN = """
theorem two_hyps (x y : ℝ) (h1 : 0 ≤ x) (h2 : x + y = 1) : x ≤ 1 / 2 := by sorry
theorem exp_hyp (x y : ℝ) (hx : 1 ≤ x) (h : Real.exp x = y) : y < 3 := by sorry
"""


def _instance(**vals: Fraction) -> Instance:
    return Instance({}, {k: _obj(Fraction(v)) for k, v in vals.items()}, 1, exact=True)


@pytest.fixture(scope="module")
def stmts():
    return statements_of(LEAN, "Exactness.lean")


def test_verify_names_the_failing_hypothesis(stmts) -> None:
    ev = Evaluator(stmts["two_hyps"])
    why: list[str] = []
    assert verify(ev, _instance(x=-1, y=2), why=why) == HYP_FAILS
    assert why == ["hypothesis h1 fails in exact arithmetic"]
    why = []
    # h1 holds, h2 fails by 1/3 (floats would not notice 1e-17; exact does)
    assert verify(ev, _instance(x=1, y=Fraction(1, 3)), why=why) == HYP_FAILS
    assert why == ["hypothesis h2 fails in exact arithmetic"]
    assert verify(ev, _instance(x=Fraction(1, 3), y=Fraction(2, 3) + Fraction(1, 10 ** 30))) \
        == HYP_FAILS
    # every hypothesis true: then, and only then, the conclusion decides
    assert verify(ev, _instance(x=1, y=0)) == COUNTEREXAMPLE
    assert verify(ev, _instance(x=Fraction(1, 4), y=Fraction(3, 4))) == HOLDS


def test_verify_skips_only_the_hypotheses_it_is_told(stmts) -> None:
    ev = Evaluator(stmts["two_hyps"])
    bad_h2 = _instance(x=1, y=1)  # h2 false, conclusion false
    assert verify(ev, bad_h2) == HYP_FAILS
    assert verify(ev, bad_h2, skip=frozenset({"h2"})) == COUNTEREXAMPLE
    assert verify(ev, bad_h2, skip=frozenset({"h1"})) == HYP_FAILS


def test_verify_undecided_hypothesis_is_not_a_counterexample(stmts) -> None:
    """`Real.exp x = y` at x = 1 and y = e to 1050 digits: false (e is irrational) but beyond
    every enclosure tried, so the hypothesis can be neither confirmed nor refuted and the instance
    is undecided, although its conclusion `y < 3` is decided. A rational merely inside the
    170-bit enclosure is separated at a higher precision: the hypothesis fails."""
    ev = Evaluator(stmts["exp_hyp"])
    mpmath.mp.dps = 1100
    try:
        e_1050 = Fraction(mpmath.nstr(mpmath.e, 1050))
    finally:
        mpmath.mp.dps = 15
    why: list[str] = []
    assert verify(ev, _instance(x=1, y=e_1050), why=why) == UNDECIDED
    assert len(why) == 1 and why[0].startswith("hypothesis h undecided in exact arithmetic")
    lo, hi = iv_bounds(ExactOps.exp(_obj(Fraction(1)))[0])
    assert verify(ev, _instance(x=1, y=(lo + hi) / 2)) == HYP_FAILS
    assert verify(ev, _instance(x=1, y=Fraction(5, 2))) == HYP_FAILS
    assert verify(ev, _instance(x=0, y=1)) == HYP_FAILS  # hx fails first


def test_sign_of_numpy_integers() -> None:
    # exact values include numpy's integers; their comparisons give numpy bools, which do not
    # subtract (the sign raised TypeError)
    from dgg.eval.exact_ops import _sign

    assert [_sign(np.int64(v)) for v in (3, -2, 0)] == [1, -1, 0]
