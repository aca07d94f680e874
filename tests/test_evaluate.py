"""The evaluator: Lean's conventions, type elaboration, the supported constructs, float/exact agreement
and ``not_translated`` for constructs outside the fragment."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator, Instance, NotTranslated, Undecidable
from dgg.eval.numeric import iv_bounds
from dgg.lean.terms import parse_term
from dgg.model.records import Statement, Variable
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


def _defs() -> dict:
    _, stmts = load([ROOT / "Dgg" / "Softmax.lean"], ROOT)
    return stmts[0].defs


DEFS = _defs()


def stmt(binders: dict[str, str], concl: str, instances: tuple[str, ...] = (),
         kind: str = "theorem") -> Statement:
    variables = [Variable(n, parse_term(t), t, "explicit") for n, t in binders.items()]
    return Statement("T", kind, "<t>", 1, 1, variables, list(instances), [],
                     parse_term(concl), concl, defs=DEFS, namespace="Dgg")


def value(expr: str, binders: dict[str, str] | None = None, vals: dict | None = None,
          sizes: dict | None = None, exact: bool = False) -> object:
    """The value of ``expr`` (batch 1), float or exact."""
    st = stmt(binders or {}, expr, instances=tuple(f"Fintype {k}" for k in (sizes or {})),
              kind="term")
    ev = Evaluator(st)
    v = {}
    for k, x in (vals or {}).items():
        a = np.asarray(x)
        if exact and a.dtype.kind == "f":
            a = np.vectorize(Fraction, otypes=[object])(a)
        v[k] = a[None]
    inst = Instance(dict(sizes or {}), v, 1, exact=exact)
    out = ev.value(st.conclusion, inst)
    return np.asarray(out.arr).reshape(np.asarray(out.arr).shape[1:]) if out.arr.ndim > 1 \
        else np.asarray(out.arr).reshape(-1)[0]


def truth(expr: str, binders: dict[str, str] | None = None, vals: dict | None = None,
          exact: bool = True) -> bool:
    st = stmt(binders or {}, expr)
    ev = Evaluator(st)
    v = {k: (np.vectorize(Fraction, otypes=[object])(np.asarray(x, dtype=float))
             if exact else np.asarray(x, dtype=float))[None] for k, x in (vals or {}).items()}
    return bool(ev.truth(st.conclusion, Instance({}, v, 1, exact=exact))[0])


# ----------------------------------------------------------------------------- Lean conventions
@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize("prop", [
    "(1 : ℝ) / 0 = 0",
    "(0 : ℝ)⁻¹ = 0",
    "(2 : ℕ) - 5 = 0",
    "(7 : ℕ) / 2 = 3",
    "(7 : ℕ) / 0 = 0",
    "(7 : ℤ) / (-2) = -3",
    "(-7 : ℤ) / 2 = -4",
    "Real.sqrt (-4) = 0",
    "Real.sqrt 4 = 2",
    "Real.log 0 = 0",
    "Real.log 1 = 0",
    "(0 : ℝ) ^ (0 : ℝ) = 1",
    "(0 : ℝ) ^ (2 : ℝ) = 0",
    "(0 : ℝ) ^ (-1 : ℝ) = 0",
    "(0 : ℝ) ^ (0 : ℕ) = 1",
    "(0 : ℕ) ^ 0 = 1",
    "(4 : ℝ) ^ ((1 : ℝ) / 2) = 2",
    "(-2 : ℝ) ^ (3 : ℝ) = -8",
])
def test_lean_conventions(prop: str, exact: bool) -> None:
    assert truth(prop, exact=exact)


@pytest.mark.parametrize("prop", ["(1 : ℝ) / 0 = 1", "(2 : ℕ) - 5 = 1", "Real.sqrt (-4) = 2",
                                  "(7 : ℕ) / 2 = 7 / 2"])
def test_conventions_have_teeth(prop: str) -> None:
    # `7 / 2` on the right is ℕ division as well, so that one is true; the others are false
    expected = prop == "(7 : ℕ) / 2 = 7 / 2"
    assert truth(prop) is expected


def test_negation_in_nat_is_refused() -> None:
    # `binrel%` puts `-3` at ℕ, where Lean finds no `Neg ℕ` instance: an elaboration error, so
    # there is nothing to evaluate (it used to be read as an integer and called false)
    with pytest.raises(NotTranslated, match="negation in ℕ"):
        truth("(2 : ℕ) - 5 = -3")


def test_log_of_negative_is_log_of_abs() -> None:
    a = value("Real.log (-2)")
    b = value("Real.log 2")
    assert a == pytest.approx(b)
    lo, hi = iv_bounds(value("Real.log (-2) - Real.log 2", exact=True))
    assert lo <= 0 <= hi and hi - lo < Fraction(1, 10 ** 40)


def test_rpow_negative_base_uses_cos() -> None:
    # (-8)^(1/3) = exp(log 8 / 3) * cos(π / 3) = 2 * 1/2 = 1, not the real cube root -2
    assert value("(-8 : ℝ) ^ ((1 : ℝ) / 3)") == pytest.approx(1.0)
    lo, hi = iv_bounds(value("(-8 : ℝ) ^ ((1 : ℝ) / 3)", exact=True))
    assert lo <= 1 <= hi


def test_nat_exponent_division_is_floor() -> None:
    # `x ^ (1 / 2)` elaborates the exponent in ℕ: 1 / 2 = 0, so x ^ 0 = 1
    assert value("x ^ (1 / 2)", {"x": "ℝ"}, {"x": 9.0}) == 1.0


def test_elaboration_real_vs_nat() -> None:
    assert value("1 - δ", {"δ": "ℝ"}, {"δ": 3.0}) == -2.0
    assert value("(n - 1 : ℝ)", {"n": "ℕ"}, {"n": 0.0}) == -1.0
    assert value("((n - 1 : ℕ) : ℝ)", {"n": "ℕ"}, {"n": 0.0}) == 0.0
    assert value("n - 1", {"n": "ℕ"}, {"n": 0.0}) == 0.0
    assert value("α * n - 5", {"α": "ℝ", "n": "ℕ"}, {"α": 1.0, "n": 2.0}) == -3.0
    assert value("↑n - (5 : ℝ)", {"n": "ℕ"}, {"n": 2.0}) == -3.0
    assert value("|1 - 2| + δ", {"δ": "ℝ"}, {"δ": 0.5}) == 1.5
    assert value("(2 - 5) + x", {"x": "ℝ"}, {"x": 0.0}) == -3.0


# ----------------------------------------------------------------------------- constructs
def test_sums_finsets_and_cards() -> None:
    b = {"n": "ℕ", "x": "Fin n → ℝ", "s": "Finset (Fin n)"}
    x = np.array([1.0, -2.0, 4.0])
    s = np.array([True, False, True])
    v = {"x": x, "s": s}
    sz = {"n": 3}
    assert value("∑ j ∈ s, x j", b, v, sz) == 5.0
    assert value("∏ j, x j", b, v, sz) == -8.0
    assert value("(#s : ℝ) + s.card", b, v, sz) == 4.0
    # a term dgg.elab does not type is evaluated where its position fixes its type
    assert value("(Finset.sup' s hs x : ℝ)", b, v, sz) == 4.0
    assert value("(Finset.inf' s hs x : ℝ)", b, v, sz) == 1.0
    assert value("∑ i, ∑ j, x i * x j", b, v, sz) == 9.0
    assert value("(Fintype.card (Fin n) : ℝ)", b, v, sz) == 3.0
    st = stmt(b, "∀ j ∈ s, 0 < x j")
    ev = Evaluator(st)
    assert ev.truth(st.conclusion, Instance(sz, {"x": x[None], "s": s[None]}, 1))[0]
    for prop, want in (("s = s", True), ("s ≠ s", False), ("x ≠ 0", True), ("x = 0", False),
                       ("∀ j, j ∈ s → j ≠ 1", True)):
        st = stmt(b, prop)
        got = Evaluator(st).truth(st.conclusion, Instance(sz, {"x": x[None], "s": s[None]}, 1))[0]
        assert got == want, prop
    st = stmt(b, "∃ j, x j < 0 ∧ s.Nonempty")
    assert Evaluator(st).truth(st.conclusion, Instance(sz, {"x": x[None], "s": s[None]}, 1))[0]


def test_univ_domains_and_fin_arithmetic() -> None:
    b = {"n": "ℕ", "x": "Fin n → ℝ", "j": "Fin n"}
    v = {"x": np.array([1.0, 2.0, 4.0]), "j": np.int64(2)}
    assert value("∑ i ∈ Finset.univ, x i", b, v, {"n": 3}) == 7.0
    assert value("x (j + 1)", b, v, {"n": 3}) == 1.0  # Fin addition wraps around
    assert value("x (j - 3)", b, v, {"n": 3}) == 4.0
    assert value("((j : ℕ) : ℝ) + x 0", b, v, {"n": 3}) == 3.0
    assert value("x (Fin.last 2)", {"x": "Fin 3 → ℝ"}, {"x": v["x"]}) == 4.0


def test_matrix_constructs_match_numpy() -> None:
    rng = np.random.default_rng(1)
    M = rng.normal(size=(3, 2))
    N = rng.normal(size=(3, 2))
    y = rng.normal(size=2)
    w = rng.normal(size=3)
    b = {"V": "Type*", "d": "ℕ", "M": "Matrix V (Fin d) ℝ", "N": "Matrix V (Fin d) ℝ",
         "y": "Fin d → ℝ", "w": "V → ℝ", "t": "ℝ", "v": "V", "j": "Fin d"}
    vals = {"M": M, "N": N, "y": y, "w": w, "t": 2.5, "v": np.int64(1), "j": np.int64(0)}
    sz = {"V": 3, "d": 2}
    np.testing.assert_allclose(value("M *ᵥ y", b, vals, sz), M @ y)
    np.testing.assert_allclose(value("Matrix.mulVec M y", b, vals, sz), M @ y)
    np.testing.assert_allclose(value("Mᵀ *ᵥ w", b, vals, sz), M.T @ w)
    np.testing.assert_allclose(value("Matrix.vecMul w M", b, vals, sz), w @ M)
    np.testing.assert_allclose(value("Matrix.vecMulVec w y", b, vals, sz), np.outer(w, y))
    np.testing.assert_allclose(value("w ⬝ᵥ w", b, vals, sz), w @ w)
    np.testing.assert_allclose(value("dotProduct y y", b, vals, sz), y @ y)
    np.testing.assert_allclose(value("Matrix.transpose M", b, vals, sz), M.T)
    np.testing.assert_allclose(value("M + t • N", b, vals, sz), M + 2.5 * N)
    S = np.zeros((3, 2))
    S[1, 0] = 2.5
    np.testing.assert_allclose(value("Matrix.single v j t", b, vals, sz), S)
    np.testing.assert_allclose(value("Pi.single v t", b, vals, sz), S[:, 0])
    np.testing.assert_allclose(value("![t, 1, 2]", b, vals, sz), [2.5, 1, 2])
    assert value("((Matrix.vecMulVec w y).rank : ℕ)", b, vals, sz) == 1.0
    assert value("Matrix.rank M", b, vals, sz) == 2.0
    assert value("Matrix.rank (Matrix.vecMulVec w y)", b,
                 {k: (np.vectorize(Fraction, otypes=[object])(np.asarray(x))
                      if np.asarray(x).dtype.kind == "f" else x) for k, x in vals.items()},
                 sz, exact=True) == 1
    np.testing.assert_allclose(value("(if v = v then 1 else 0) - w v", b, vals, sz), 1 - w[1])


def test_defs_inlined_with_partial_application() -> None:
    z = np.array([0.3, -1.0, 2.0])
    p = np.exp(z) / np.exp(z).sum()
    b = {"V": "Type*", "z": "V → ℝ", "a": "V", "bb": "ℝ", "A": "ℝ"}
    vals = {"z": z, "a": np.int64(2), "bb": 0.5, "A": 3.0}
    sz = {"V": 3}
    np.testing.assert_allclose(value("softmax z", b, vals, sz), p)
    np.testing.assert_allclose(value("sqNorm (softmax z)", b, vals, sz), (p ** 2).sum())
    e = p[2] / 0.5 * 3.0 * (np.eye(3)[2] - p)
    np.testing.assert_allclose(value("errorVec (softmax z) a bb A", b, vals, sz), e)
    np.testing.assert_allclose(value("frobSq (Matrix.vecMulVec (errorVec (softmax z) a bb A) z)",
                                     b, vals, sz), (np.outer(e, z) ** 2).sum())
    np.testing.assert_allclose(value("Dgg.objective (softmax z) a bb A", b, vals, sz),
                               p[2] / 0.5 * 3.0)


def test_has_deriv_at_true_and_false() -> None:
    b = {"x": "ℝ"}
    for exact in (False, True):
        assert truth("HasDerivAt (fun t : ℝ ↦ t ^ 2 + Real.exp t) (2 * x + Real.exp x) x", b,
                     {"x": 0.75}, exact=exact)
        assert not truth("HasDerivAt (fun t : ℝ ↦ t ^ 2) (3 * x) x", b, {"x": 0.75}, exact=exact)


def test_float_and_exact_agree_on_random_instances() -> None:
    b = {"n": "ℕ", "x": "Fin n → ℝ", "y": "Fin n → ℝ"}
    expr = "(∑ i, x i * y i) ^ 2 / (∑ i, x i ^ 2) - |∑ i, y i| + max (x 0) (y 1)"
    rng = np.random.default_rng(3)
    for _ in range(5):
        x, y = rng.normal(size=4), rng.normal(size=4)
        f = value(expr, b, {"x": x, "y": y}, {"n": 4})
        e = value(expr, b, {"x": x, "y": y}, {"n": 4}, exact=True)
        assert isinstance(e, Fraction)
        assert float(e) == pytest.approx(f, rel=1e-12)


# ----------------------------------------------------------------------------- not translated
def test_untranslatable_constructs_raise_with_position() -> None:
    with pytest.raises(NotTranslated, match="Φ"):
        Evaluator(stmt({"V": "Type*", "Φ": "(V → ℝ) → V → ℝ", "y": "V → ℝ"}, "0 ≤ 1",
                       instances=("Fintype V",)))
    with pytest.raises(NotTranslated, match="unknown name Foo.bar at 1:1"):
        value("Foo.bar 1 = 0")
    # alone, nothing fixes its type: refused before evaluation (no type read off a value)
    with pytest.raises(NotTranslated, match="function Foo.bar: .*nothing fixes its type at 1:1"):
        value("Foo.bar 1")
    # a quantifier over ℝ is checked on grid points: exactly, only what a point proves counts
    # (a conclusion `∀ y : ℝ, …` is lifted into a variable; inside `∧` it is not)
    assert truth("True ∧ ∀ y : ℝ, y ≤ y + 1", exact=False)
    with pytest.raises(Undecidable):
        truth("True ∧ ∀ y : ℝ, 0 < Real.exp y")
    # a polynomial body is decided by its real roots (dgg.eval.cells), exactly
    assert truth("True ∧ ∀ y : ℝ, y ≤ y + 1")
    assert not truth("True ∧ ∀ y : ℝ, y ≤ 1")
    assert truth("∃ y : ℝ, 3 < y")
    for expr in ("‖M‖", "M⁻¹", "M ^ 2", "M / M"):  # no silent entrywise reading of matrix ops
        with pytest.raises(NotTranslated):
            value(expr, {"M": "Matrix (Fin 2) (Fin 2) ℝ"}, {"M": np.eye(2)})
    np.testing.assert_allclose(value("M * M", {"M": "Matrix (Fin 2) (Fin 2) ℝ"},
                                     {"M": np.array([[1.0, 2.0], [3.0, 4.0]])}),
                               [[7.0, 10.0], [15.0, 22.0]])
