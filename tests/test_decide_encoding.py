"""Every operation the decision tier encodes agrees with dgg's exact evaluator (issue 24).

For each operation a statement ``(a b : T) (r : R) : r = EXPR`` is encoded by
:mod:`dgg.decide.encode`; z3 computes ``EXPR`` at random rational (or integer) ``a``, ``b``
(Hypothesis, derandomized: the same draws on every run), and dgg's exact evaluator
(:func:`dgg.check.exact.verify`, rationals and intervals, written independently of the encoder)
must find ``r = EXPR`` exactly true at z3's value. The cases cover Lean's conventions: ``x / 0 = 0``,
truncated ``ℕ`` subtraction, ``Int.ediv``/``Int.emod`` signs, ``⌊·⌋ ⌈·⌉`` and their ``ℕ``
versions, ``Int.fract``, ``|·|``, ``max``, ``min``, ``if``, ``⁻¹`` at 0, numeral powers (``ℕ`` and
``ℤ`` exponents), ``Real.sqrt`` (0 below 0), ``rpow`` with exponent ``1/2`` and ``-1/2``, casts,
``Finset.range`` sums and ``∣``.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st
from lean_text import statements_of

from dgg.check.exact import HOLDS, verify
from dgg.decide.encode import Encoder
from dgg.elab import elaborate
from dgg.eval.evaluate import Evaluator, Instance

#: (variables' type, result type, expression)
CASES = [
    ("ℕ", "ℕ", "a - b"), ("ℕ", "ℕ", "a / b"), ("ℕ", "ℕ", "a % b"),
    ("ℕ", "ℕ", "∑ i ∈ Finset.range 4, (a * i - b)"),
    ("ℤ", "ℤ", "a / b"), ("ℤ", "ℤ", "a % b"), ("ℤ", "ℤ", "a - b * b"),
    ("ℤ", "ℕ", "Int.natAbs (a - b)"), ("ℤ", "ℕ", "Int.toNat (a - b)"),
    ("ℤ", "ℤ", "if a ∣ b then 1 else 0"),
    ("ℕ", "ℝ", "(a : ℝ) / (b : ℝ) - ((a - b : ℕ) : ℝ)"),
    ("ℝ", "ℝ", "a / b"), ("ℝ", "ℝ", "a⁻¹ + b"), ("ℝ", "ℤ", "⌊a⌋ + ⌈b⌉"),
    ("ℝ", "ℕ", "⌊a⌋₊ + ⌈b⌉₊"), ("ℝ", "ℝ", "Int.fract a"),
    ("ℝ", "ℝ", "|a - b| + max a b - min a (2 * b)"), ("ℝ", "ℝ", "a ^ 3 - b ^ 2"),
    ("ℝ", "ℝ", "a ^ (-2 : ℤ) + b ^ (0 : ℕ)"), ("ℝ", "ℝ", "if a < b then a * b else b - a"),
    ("ℝ", "ℝ", "Real.sqrt (a * a) + Real.sqrt (-(b * b) - 1)"),
    ("ℝ", "ℝ", "(a * a) ^ ((1 : ℝ) / 2) + (b * b) ^ ((-1 : ℝ) / 2)"),
    ("ℝ", "ℝ", "(-(a * a) - 1) ^ ((1 : ℝ) / 2)"),
    ("ℚ", "ℚ", "a / b - ⌊a⌋"),
    ("ℝ", "ℝ", "∑ i ∈ Finset.range 3, (a + i) * b"),
]

TEXT = "".join(f"theorem op{k} (a b : {t}) (r : {rt}) : r = {e} := by sorry\n"
               for k, (t, rt, e) in enumerate(CASES))
STMTS = statements_of(TEXT, "Ops.lean")


def z3_value(k: int, a: Fraction, b: Fraction) -> Fraction:
    """``EXPR`` of case ``k`` at ``a``, ``b``, computed by z3 from the encoding."""
    typed = elaborate(STMTS[f"op{k}"]).typed
    enc = Encoder(typed, {})
    rhs = enc.value(typed.conclusion.args[1], {})
    s = z3.Solver()
    s.add(*enc.background, *[d for scope in enc.scopes for _, d in scope])  # sqrt, rpow
    for name, v in (("a", a), ("b", b)):
        x = enc.vars[name]
        s.add(x == (z3.IntVal(int(v)) if z3.is_int(x) else
                    z3.RealVal(f"{v.numerator}/{v.denominator}")))
    out = z3.Real("out") if z3.is_real(rhs) else z3.Int("out")
    s.add(out == rhs)
    assert s.check() == z3.sat
    m = s.model()[out]
    if z3.is_int_value(m):
        return Fraction(m.as_long())
    assert z3.is_rational_value(m), m
    return Fraction(m.numerator_as_long(), m.denominator_as_long())


def agrees(k: int, a: Fraction, b: Fraction) -> None:
    r = z3_value(k, a, b)
    ev = Evaluator(STMTS[f"op{k}"])
    vals = {n: np.array([v], dtype=object) for n, v in (("a", a), ("b", b), ("r", r))}
    why: list[str] = []
    out = verify(ev, Instance({}, vals, 1, exact=True), why=why)
    assert out == HOLDS, (CASES[k], a, b, r, out, why)


SMALL = st.integers(-12, 12)
RATS = st.fractions(min_value=-20, max_value=20, max_denominator=12)


@pytest.mark.parametrize("k", range(len(CASES)), ids=[c[2] for c in CASES])
@settings(derandomize=True, max_examples=25, deadline=None)
@given(ia=SMALL, ib=SMALL, ra=RATS, rb=RATS)
def test_encoding_agrees_with_exact_evaluator(k: int, ia: int, ib: int, ra: Fraction,
                                              rb: Fraction) -> None:
    t = CASES[k][0]
    if t == "ℕ":
        a, b = Fraction(abs(ia)), Fraction(abs(ib))
    elif t == "ℤ":
        a, b = Fraction(ia), Fraction(ib)
    else:
        a, b = ra, rb
    agrees(k, a, b)


@pytest.mark.parametrize("k", range(len(CASES)), ids=[c[2] for c in CASES])
def test_edge_values(k: int) -> None:
    """The points where Lean's conventions bite: zero divisors, negative operands, integers."""
    t = CASES[k][0]
    pts = [(0, 0), (1, 0), (0, 1), (7, 3), (3, 7)]
    if t != "ℕ":
        pts += [(-7, 3), (7, -3), (-7, -3), (-1, 0)]
    if t in ("ℝ", "ℚ"):
        pts += [(Fraction(5, 2), Fraction(-5, 2)), (Fraction(-1, 3), Fraction(1, 3))]
    for a, b in pts:
        agrees(k, Fraction(a), Fraction(b))
