"""The exact zero test for rational functions of ``exp`` of rationals (:mod:`dgg.eval.exp_field`)."""

from __future__ import annotations

import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st

from dgg.eval.exact_ops import Undecidable
from dgg.eval.exp_field import decide_zero

Q = sp.Rational


def test_softmax_identities_are_zero() -> None:
    z = [Q(3, 7), Q(-2, 5), Q(11, 13)]
    Z = sum(sp.exp(q) for q in z)
    p = [sp.exp(q) / Z for q in z]
    assert decide_zero(sum(p) - 1) is True
    # 1 - p₀ = (p₁ + p₂), squared, against the expanded form
    assert decide_zero((1 - p[0]) ** 2 - (p[1] + p[2]) ** 2) is True
    # exp(a)·exp(b) is merged by sympy into exp(a + b): still recognised
    assert decide_zero(sp.exp(Q(1, 3)) * sp.exp(Q(1, 6)) / Z - sp.exp(Q(1, 2)) / Z) is True
    assert decide_zero(sp.E * sp.exp(-1) - 1) is True


def test_nonzero_and_outside() -> None:
    x = sp.exp(Q(1, 3))
    assert decide_zero(x * x - sp.exp(Q(2, 3)) + Q(1, 10 ** 40)) is False
    assert decide_zero(1 / (x + 1) - 1 / (x + 2)) is False
    assert decide_zero(sp.sqrt(2) - 1) is None  # not exp of a rational: computer algebra decides
    assert decide_zero(sp.exp(sp.sqrt(2)) - 1) is None


def test_too_large_is_undecided() -> None:
    Z = sum(sp.exp(Q(k, 7 + k)) for k in range(16))
    with pytest.raises(Undecidable):
        decide_zero(Z ** 12 / (Z ** 11 + 1) - Z ** 12 / (Z ** 11 + 1) * (1 + Q(1, 10 ** 9)))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.fractions(min_value=-3, max_value=3, max_denominator=9), min_size=1, max_size=3),
       st.lists(st.integers(-3, 3), min_size=3, max_size=3))
def test_agrees_with_simplify(qs: list, cs: list) -> None:
    t = [sp.exp(Q(q.numerator, q.denominator)) for q in qs]
    e = sum(c * t[i % len(t)] for i, c in enumerate(cs)) / (1 + t[0] ** 2)
    expect = sp.simplify(e) == 0
    assert decide_zero(e) is expect


def test_interval_end_points_exact_and_bounded() -> None:
    from fractions import Fraction

    from mpmath import mpf

    from dgg.eval.exact_ops import _raw_to_fraction

    for x in (mpf(0), mpf(-5), mpf("0.375") * mpf(2) ** -3_000_000, mpf(3) * mpf(2) ** 4000):
        sign, man, exp, _ = x._mpf_
        assert _raw_to_fraction(x._mpf_) == (-1) ** sign * Fraction(man) * Fraction(2) ** exp
    with pytest.raises(Undecidable):  # exp (10 ^ 40): no usable rational end point
        _raw_to_fraction((0, 1, 10 ** 12, 1))
