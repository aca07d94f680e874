"""Exact arithmetic on ``ℚ(exp ℚ)`` (:mod:`dgg.eval.exp_ring`), the fast first try of a symbolic
relation: identities are exact, signs are certified, everything else is handed to sympy."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import sympy as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from lean_text import statements_of

from dgg.check.exact import COUNTEREXAMPLE, HOLDS, verify
from dgg.eval import certify, exp_ring
from dgg.eval import symbolic_rel as sr
from dgg.eval.evaluate import Evaluator, Instance
from dgg.eval.exact_ops import Undecidable
from dgg.eval.exp_ring import EV, Outside, RingOps, unit_of
from dgg.eval.sympy_ops import S, SympyOps

F = Fraction


def _obj(*xs: object) -> np.ndarray:
    a = np.empty((len(xs),), dtype=object)
    a[:] = list(xs)
    return a


def _softmax(ops: object, z: list[Fraction]) -> list[object]:
    e = [ops.exp(_obj(q))[0] for q in z]  # type: ignore[attr-defined]
    tot = e[0]
    for x in e[1:]:
        tot = ops.add(_obj(tot), _obj(x))[0]  # type: ignore[attr-defined]
    return [ops.div(_obj(x), _obj(tot))[0] for x in e]  # type: ignore[attr-defined]


def test_softmax_identities_are_exact() -> None:
    z = [F(3, 7), F(-2, 5), F(11, 13)]
    ops = RingOps(unit_of([_obj(*z)]))
    assert ops.den == 7 * 5 * 13 * 2520  # lcm of the denominators, times UNIT_SLACK
    p = _softmax(ops, z)
    assert all(isinstance(x, EV) for x in p)
    tot = ops.sum(_obj(*p).reshape(1, -1), 1)  # one instance, three entries
    assert tot.shape == (1,) and tot[0] == F(1) and type(tot[0]) is Fraction
    one_minus = ops.sub(_obj(F(1)), _obj(p[0]))[0]
    sq = ops.npow(_obj(one_minus), _obj(F(2)))[0]
    rest = ops.npow(ops.add(_obj(p[1]), _obj(p[2])), _obj(F(2)))[0]
    assert list(ops.eq(_obj(sq), _obj(rest))) == [True]
    # exp a · exp b = exp (a + b); and a value 10⁻⁴⁰ away is certified different, with its sign
    x = ops.exp(_obj(F(1, 3)))[0]
    assert ops.mul(_obj(x), _obj(x))[0].q.core == {ops.den * 2 // 3: 1}
    y = ops.add(ops.exp(_obj(F(2, 3))), _obj(F(1, 10 ** 40)))[0]
    assert list(ops.lt(_obj(ops.mul(_obj(x), _obj(x))[0]), _obj(y))) == [True]
    assert list(ops.eq(_obj(ops.mul(_obj(x), _obj(x))[0]), _obj(y))) == [False]


def test_lean_conventions_on_exact_signs() -> None:
    ops = RingOps()
    e = ops.exp(_obj(F(1)))[0]
    zero = ops.sub(_obj(e), _obj(e))[0]
    assert zero == 0 and type(zero) is Fraction
    assert ops.div(_obj(F(1)), _obj(zero))[0] == 0  # x / 0 = 0, decided by the identity
    neg = ops.sub(_obj(F(2)), _obj(e))[0]  # 2 - e < 0
    u = ops.den
    assert ops.abs(_obj(neg))[0].q.core == {u: 1, 0: -2}
    assert ops.maximum(_obj(neg), _obj(F(0)))[0] == 0
    assert ops.minimum(_obj(neg), _obj(F(0)))[0] is neg
    assert ops.nat_sub(_obj(F(3)), _obj(e))[0].q.core == {0: 3, u: -1}
    assert ops.zpow(_obj(e), _obj(F(-2)))[0].q.core == {-2 * u: 1}
    assert ops.sqrt(_obj(F(9, 4)))[0] == F(3, 2) and ops.sqrt(_obj(F(-1)))[0] == 0
    assert ops.log(_obj(F(1)))[0] == 0


@pytest.mark.parametrize("bad", [
    lambda o: o.log(_obj(F(2))),
    lambda o: o.sqrt(_obj(F(2))),
    lambda o: o.exp(o.exp(_obj(F(1)))),
    lambda o: o.cos(_obj(F(1))),
    lambda o: o.pi(),
    lambda o: o.rpow(_obj(F(2)), _obj(F(1, 2))),
    lambda o: o.nat_div(o.exp(_obj(F(1))), _obj(F(2))),
    lambda o: o.to_float(o.exp(_obj(F(1)))),
    lambda o: o.add(_obj(1.5), _obj(F(1))),  # not an exact value
    lambda o: o.exp(_obj(F(1, 11))),  # 11 does not divide the table's exponent unit
])
def test_outside_the_fragment_is_handed_on(bad) -> None:
    with pytest.raises(Outside):
        bad(RingOps())


def test_a_sign_no_ball_decides_is_handed_on() -> None:
    ops = RingOps()
    tiny = F(1, 10 ** 1000)
    with pytest.raises(Outside):  # exp(tiny) - 1 - tiny ≈ tiny²/2: beyond 2000 bits
        ops.le(ops.exp(_obj(tiny)), _obj(1 + tiny))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.fractions(min_value=-4, max_value=4, max_denominator=9), min_size=1,
                max_size=3),
       st.lists(st.integers(-3, 3), min_size=3, max_size=3),
       st.fractions(min_value=-3, max_value=3, max_denominator=5))
def test_agrees_with_the_sympy_path(qs: list, cs: list, r: Fraction) -> None:
    """The same expression on RingOps and SympyOps: equal signs wherever both decide; the ring
    never decides a sign the exact difference does not have."""
    vals = {}
    for name, ops in (("ring", RingOps(unit_of([_obj(*qs)]))), ("sym", SympyOps())):
        t = [ops.exp(_obj(q)) for q in qs]
        acc = _obj(F(0))
        for i, c in enumerate(cs):
            acc = ops.add(acc, ops.mul(_obj(F(c)), t[i % len(t)]))
        den = ops.add(_obj(F(1)), ops.mul(t[0], t[0]))
        vals[name] = ops.sub(ops.div(acc, den), _obj(r))[0]
    want = sp.simplify(S(vals["sym"]))
    s = exp_ring.sign(vals["ring"])
    assert s == (0 if want == 0 else (1 if want > 0 else -1))
    try:
        assert certify.sign(S(vals["sym"])) == s
    except Undecidable:
        pass


LEAN = """
noncomputable def smx (z : Fin 3 → ℝ) (i : Fin 3) : ℝ := Real.exp (z i) / ∑ j, Real.exp (z j)
theorem smx_sum (z : Fin 3 → ℝ) : ∑ i, smx z i = 1 := by sorry
theorem smx_sq (z : Fin 3 → ℝ) : (1 - smx z 0) ^ 2 = (smx z 1 + smx z 2) ^ 2 := by sorry
theorem smx_bad (z : Fin 3 → ℝ) : (1 - smx z 0) ^ 2 = (smx z 1 + smx z 2) ^ 2 + 1 / 10 ^ 40 := by
  sorry
theorem log_id (x : ℝ) : Real.log (Real.exp x) = x := by sorry
"""


@pytest.fixture(scope="module")
def stmts():
    return statements_of(LEAN, "ExpRing.lean")


def _z(*qs: Fraction) -> Instance:
    a = np.empty((1, len(qs)), dtype=object)
    a[0, :] = list(qs)
    return Instance({}, {"z": a}, 1, exact=True)


def test_relations_decided_in_the_ring_and_by_sympy(stmts, monkeypatch) -> None:
    """Softmax identities hold exactly (intervals alone cannot say so), a 10⁻⁴⁰ offset is a
    certified counterexample; the same verdicts with the ring path switched off (sympy decides),
    and `log (exp x) = x`, outside the ring, is decided by sympy."""
    z = _z(F(3, 7), F(-2, 5), F(11, 13))
    cases = [("smx_sum", HOLDS), ("smx_sq", HOLDS), ("smx_bad", COUNTEREXAMPLE)]
    calls: list[object] = []
    real = sr._ring_relation

    def spy(*a: object) -> object:
        r = real(*a)  # type: ignore[arg-type]
        calls.append(r)
        return r

    monkeypatch.setattr(sr, "_ring_relation", spy)
    for name, want in cases:
        assert verify(Evaluator(stmts[name]), z) == want
    assert calls and all(c is not None for c in calls)  # the ring decided each of them
    calls.clear()
    x = Instance({}, {"x": _obj(F(2, 3))}, 1, exact=True)
    assert verify(Evaluator(stmts["log_id"]), x) == HOLDS
    assert calls == [None]  # outside the ring: sympy decided
    monkeypatch.setattr(sr, "_ring_relation", lambda *a: None)
    for name, want in cases:
        assert verify(Evaluator(stmts[name]), z) == want
