"""Arb balls (python-flint) as the exact evaluator's enclosures (issue 26, item 2).

Each transcendental function of :class:`~dgg.eval.numeric.ExactOps`, of the ``arctan``/``arcsin``/
``arccos`` handlers of :mod:`dgg.eval.mathfns` and of :func:`dgg.eval.certify.enclose` computes an
Arb ball. Checked here on random rational inputs: the ball's exact end points
(:func:`~dgg.eval.numeric.iv_bounds`) contain a 400-bit mpmath interval of the same value
(independent code: mpmath's interval arithmetic, far narrower than the 170-bit ball), Lean's
conventions hold at the domain edges, and comparisons of overlapping balls are undecided, never a
truth value. Also: the identity memo of large elementwise operations gives what the plain
elementwise loop gives, and the bound on nested exact grid quantifiers gives up, never decides.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from flint import arb
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from lean_text import statements_of
from mpmath import iv

from dgg.eval import certify, exact_ops, mathfns
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.numeric import ExactOps, Undecidable, iv_bounds
from dgg.eval.numsets import EXACT_GRID_MAX, exact_grid

RATS = st.fractions(min_value=-50, max_value=50, max_denominator=10 ** 6)
POS = st.fractions(min_value=Fraction(1, 10 ** 6), max_value=50, max_denominator=10 ** 6)
UNIT = st.fractions(min_value=-1, max_value=1, max_denominator=10 ** 6)


def _obj(*xs: object) -> np.ndarray:
    a = np.empty(len(xs), dtype=object)
    for i, x in enumerate(xs):
        a[i] = x
    return a


def _one(op: str, *xs: Fraction) -> object:
    return getattr(ExactOps, op)(*(_obj(x) for x in xs))[0]


def _mp(x: Fraction) -> object:
    return iv.mpf(x.numerator) / iv.mpf(x.denominator)


def _raw(r: tuple) -> Fraction:
    sign, man, exp, _ = r
    assert man or not exp, "an infinite end point"
    return (-1 if sign else 1) * Fraction(int(man)) * Fraction(2) ** int(exp)


def _mp_bounds(v: object) -> tuple[Fraction, Fraction]:
    lo, hi = v._mpi_  # type: ignore[attr-defined]
    return _raw(lo), _raw(hi)


def assert_encloses(ball: object, reference: object) -> None:
    """The ball (or exact number) contains the whole 400-bit reference interval."""
    lo, hi = iv_bounds(ball)
    if isinstance(ball, Fraction):
        rlo, rhi = _mp_bounds(reference)
        assert rlo <= ball <= rhi
        return
    assert isinstance(ball, arb)
    rlo, rhi = _mp_bounds(reference)
    if lo == hi:  # an exact ball (arctan 0, a power 0): its one point is the value
        assert rlo <= lo <= rhi
    else:
        assert lo <= rlo and rhi <= hi, (ball, reference)


def _ref(f, *xs: Fraction) -> object:  # noqa: ANN001 - a function of mpmath intervals
    old = iv.prec
    iv.prec = 400
    try:
        return f(*(_mp(x) for x in xs))
    finally:
        iv.prec = old


@settings(max_examples=60, deadline=None)
@given(RATS)
def test_exp_sin_cos_enclose_the_value(x: Fraction) -> None:
    if x != 0:
        assert_encloses(_one("exp", x), _ref(iv.exp, x))
        assert_encloses(_one("sin", x), _ref(iv.sin, x))
        assert_encloses(_one("cos", x), _ref(iv.cos, x))


@settings(max_examples=60, deadline=None)
@given(POS)
def test_log_and_sqrt_enclose_the_value(x: Fraction) -> None:
    r = _one("sqrt", x)
    if isinstance(r, Fraction):  # a perfect square: exact
        assert r * r == x and r >= 0
    else:
        assert_encloses(r, _ref(iv.sqrt, x))
    if x != 1:
        assert_encloses(_one("log", x), _ref(iv.log, x))
        # Real.log of a negative number is log |x| (Mathlib `Real.log_neg_eq_log`)
        assert_encloses(_one("log", -x), _ref(iv.log, x))


@settings(max_examples=60, deadline=None)
@given(POS, st.fractions(min_value=-5, max_value=5, max_denominator=1000))
def test_real_powers_enclose_the_value(x: Fraction, y: Fraction) -> None:
    r = _one("rpow", x, y)
    if isinstance(r, Fraction):
        return  # an exact root or an integer exponent: exact rationals, not a ball
    assert_encloses(r, _ref(lambda u, v: iv.exp(iv.log(u) * v), x, y))
    # Lean's `x ^ y` for x < 0: exp (log |x| * y) * cos (y * π) (`Real.rpow_def_of_neg`)
    n = _one("rpow", -x, y)
    assert_encloses(n, _ref(lambda u, v: iv.exp(iv.log(u) * v) * iv.cos(v * iv.pi), x, y))


@settings(max_examples=40, deadline=None)
@given(RATS, st.integers(min_value=0, max_value=40))
def test_powers_and_quotients_of_balls_enclose_the_value(x: Fraction, k: int) -> None:
    e = _one("exp", x)  # a ball
    assert_encloses(ExactOps.npow(_obj(e), _obj(k))[0], _ref(lambda u: iv.exp(u) ** k, x))
    q = ExactOps.div(_obj(Fraction(1)), _obj(e))[0]
    assert_encloses(q, _ref(lambda u: 1 / iv.exp(u), x))
    s = ExactOps.add(_obj(e), _obj(x))[0]
    assert_encloses(s, _ref(lambda u: iv.exp(u) + u, x))


@settings(max_examples=60, deadline=None)
@given(UNIT, st.integers(min_value=0, max_value=9), st.integers(min_value=1, max_value=12))
def test_powers_of_balls_containing_zero_are_finite_enclosures(t: Fraction, k: int,
                                                               r: int) -> None:
    # python-flint 0.9's `ball ** k` is NaN when the ball contains 0; dgg's power is a finite
    # enclosure of every `x ^ k` with `x` in the ball (sampled: the ends, 0, `t` inside)
    exact_ops._prec()
    rad = Fraction(1, 2 ** r)
    ball = arb(0, arb(rad.numerator) / rad.denominator)
    p = ExactOps.npow(_obj(ball), _obj(k))[0]
    assert p.is_finite()
    lo, hi = iv_bounds(p)
    for x in (-rad, Fraction(0), rad, t * rad):
        assert lo <= x ** k <= hi
    if k % 2 == 0:
        assert lo > -Fraction(1, 10 ** 6) * rad ** k  # no more than a rounding below 0
    # and so `x ^ 2 + 1 > 0` is decided on the ball, where NaN left it undecided
    one = ExactOps.add(ExactOps.npow(_obj(ball), _obj(2)), _obj(Fraction(1)))
    assert bool(ExactOps.lt(_obj(Fraction(0)), one)[0])


@settings(max_examples=40, deadline=None)
@given(UNIT)
def test_arctan_arcsin_arccos_enclose_the_value(x: Fraction) -> None:
    for name in ("atan", "asin", "acos"):
        r = mathfns._mono_iv(name, x)
        assert_encloses(r, _ref(lambda u, name=name: _mp_fn(name, u), x))
    # also on a ball: arctan of exp x
    r = mathfns._mono_iv("atan", _one("exp", x))
    assert_encloses(r, _ref(lambda u: _mp_fn("atan", iv.exp(u)), x))


def _mp_fn(name: str, u: object) -> object:
    """atan/asin/acos of a (narrow) mpmath interval, enclosed by the values at its end points at
    a higher precision (the functions are monotone), widened far beyond their error."""
    import mpmath

    a, b = (mpmath.mp.make_mpf(r) for r in u._mpi_)  # type: ignore[attr-defined]
    with mpmath.workprec(480):
        f = getattr(mpmath, name)
        lo, hi = sorted((f(a), f(b)))
        eps = mpmath.mpf(2) ** -420
        return iv.mpf([lo - eps, hi + eps])


@settings(max_examples=40, deadline=None)
@given(POS)
def test_certify_enclose_contains_the_value(x: Fraction) -> None:
    q = sp.Rational(x.numerator, x.denominator)
    for expr, ref in ((sp.exp(q) + sp.sqrt(q), lambda u: iv.exp(u) + iv.sqrt(u)),
                      (sp.log(q + 1) * sp.pi, lambda u: iv.log(u + 1) * iv.pi),
                      (sp.atan(q) - sp.cos(q), lambda u: _mp_fn("atan", u) - iv.cos(u))):
        lo, hi = certify.enclose(expr)
        rlo, rhi = _mp_bounds(_ref(ref, x))
        assert lo <= rlo and rhi <= hi and lo < hi


def test_lean_conventions_at_the_domain_edges() -> None:
    zero, neg = Fraction(0), Fraction(-3)
    assert _one("sqrt", neg) == 0 and _one("sqrt", zero) == 0  # Real.sqrt_eq_zero'
    assert _one("log", zero) == 0  # Real.log_zero
    assert _one("div", Fraction(5), zero) == 0  # div_zero
    e = _one("exp", Fraction(1))
    assert ExactOps.div(_obj(e), _obj(zero))[0] == 0
    assert _one("rpow", zero, zero) == 1 and _one("rpow", zero, Fraction(1, 2)) == 0
    assert ExactOps.sqrt(_obj(-e))[0] == 0  # a ball below 0
    assert exact_ops._e_log(exact_ops.to_iv(Fraction(0))) == 0  # an exact-zero ball
    # a ball straddling 0: neither sqrt, log nor a quotient by it is decided
    straddle = ExactOps.sub(_obj(e), _obj(e))[0]
    for f in (lambda: exact_ops._e_sqrt(straddle), lambda: exact_ops._e_log(straddle),
              lambda: exact_ops._e_div(Fraction(1), straddle)):
        with pytest.raises(Undecidable):
            f()
    # arcsin of a ball reaching past 1: nan, which no comparison decides
    over = ExactOps.add(_obj(Fraction(1)), _obj(ExactOps.exp(_obj(Fraction(-40)))[0]))[0]
    with pytest.raises(Undecidable):
        exact_ops._e_le(mathfns._mono_iv("asin", over), Fraction(10))
    with pytest.raises(Undecidable):
        iv_bounds(mathfns._mono_iv("asin", over))


def _decide(op: str, a: object, b: object) -> bool | None:
    try:
        return bool(getattr(ExactOps, op)(_obj(a), _obj(b))[0])
    except Undecidable:
        return None


@settings(max_examples=80, deadline=None)
@given(RATS, st.fractions(min_value=Fraction(-1, 10 ** 40), max_value=Fraction(1, 10 ** 40)))
def test_overlapping_balls_are_undecided(x: Fraction, delta: Fraction) -> None:
    """A ball and a rational (or another ball) closer than the ball's radius: ``=``, ``≤`` and
    ``<`` all raise; far apart, each answers what holds for every point."""
    assume(x != 0)  # exp 0 = 1 exactly
    e = _one("exp", x)
    lo, hi = iv_bounds(e)
    inside = (lo + hi) / 2 + delta * (hi - lo) * 10 ** 39  # within the ball
    for a, b in ((e, inside), (inside, e), (e, _one("exp", x))):
        assert _decide("eq", a, b) is None
        assert _decide("le", a, b) is None
        assert _decide("lt", a, b) is None
    above = hi + (hi - lo)  # a rational one ball width above (its own ball is far narrower)
    assert _decide("le", e, above) is True and _decide("lt", e, above) is True
    assert _decide("le", above, e) is False and _decide("eq", e, above) is False


def test_mpmath_intervals_still_compare_exactly() -> None:
    """Certified root intervals of `sample/equalities` are mpmath's: compared on their exact end
    points, as before (`0 ≤ [0, 2]` holds, `0 < [0, 2]` does not); in arithmetic they become
    balls that contain them."""
    old = iv.prec
    iv.prec = 170
    try:
        A = iv.mpf([0, 2])
        assert _decide("le", Fraction(0), A) is True and _decide("lt", Fraction(0), A) is None
        assert _decide("le", A, _one("exp", Fraction(1))) is True
        s = ExactOps.add(_obj(A), _obj(_one("exp", Fraction(-1))))[0]
        lo, hi = iv_bounds(s)
        elo, ehi = iv_bounds(_one("exp", Fraction(-1)))
        assert lo <= elo and 2 + ehi <= hi
    finally:
        iv.prec = old


@settings(max_examples=30, deadline=None)
@given(st.lists(RATS, min_size=1, max_size=6), st.integers(min_value=300, max_value=2000))
def test_identity_memo_gives_the_plain_results(vals: list[Fraction], n: int) -> None:
    """Above ``MEMO_MIN`` elements, each distinct tuple of operand objects is computed once; the
    result is what the plain elementwise loop gives (the same objects repeated, and equal values
    held by distinct objects)."""
    objs = [Fraction(v) for v in vals] + [Fraction(v.numerator, v.denominator) for v in vals]
    a = _obj(*(objs[i % len(objs)] for i in range(n)))
    b = _obj(*(objs[(3 * i + 1) % len(objs)] for i in range(n)))
    assert n >= exact_ops.MEMO_MIN
    for op in ("add", "mul", "sub"):
        got = getattr(ExactOps, op)(a, b)
        want = [getattr(exact_ops, f"_e_{op}")(x, y) for x, y in zip(a, b)]
        assert list(got) == want
    assert list(ExactOps.npow(a, _obj(3))) == [x ** 3 for x in a]
    assert list(ExactOps.le(a, b)) == [x <= y for x, y in zip(a, b)]


def test_identity_memo_raises_what_the_first_element_raises() -> None:
    e = _one("exp", Fraction(1))
    a = _obj(*([Fraction(1)] * 300 + [e] * 300))
    with pytest.raises(Undecidable, match="≤ between overlapping intervals"):
        ExactOps.le(a, _obj(e))


def test_nested_exact_grid_quantifiers_give_up_beyond_the_bound() -> None:
    """``∀ x y z : ℝ`` on the 161-point real grid is 161³ points: in exact arithmetic it is
    undecided at once (it could only ever be refuted on points), while two levels still run and
    refute where a point refutes."""
    with exact_grid("∀", 1000), exact_grid("∀", EXACT_GRID_MAX // 1000):
        with pytest.raises(Undecidable, match="more than exact arithmetic evaluates"):
            with exact_grid("∃", 2):
                pass
    stmts = statements_of("""
theorem three (a : ℝ) (h : ∀ x y z : ℝ, x * y * z ≤ a + 10 ^ 9) : a ≤ 0 := by sorry
theorem two (a : ℝ) (h : ∀ x y : ℝ, x ^ 2 + y ^ 2 ≤ a) : a ≤ 0 := by sorry
""", "Grid.lean")
    one = Instance({}, {"a": _obj(Fraction(1))}, 1, exact=True)
    three, two = stmts["three"], stmts["two"]
    with pytest.raises(Undecidable, match="more than exact arithmetic evaluates"):
        Evaluator(three).truth(three.hypotheses[-1].term, one)
    assert not Evaluator(two).truth(two.hypotheses[-1].term, one)[0]  # y = 2 refutes it
