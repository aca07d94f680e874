"""Traced programs (``dgg.eval.trace``) give the tree walk's arrays bit for bit, and a trace that
reads data into Python is refused rather than recorded."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator
from dgg.eval.trace import TArr, Tracer, Untraceable
from dgg.project import source_tags
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["total_ratio_le", "abs_cov_le_mul", "occ_ratio_le_sharp", "var_le_of_peak",
         "hasDerivAt_objective_head", "sum_mul_abs_le_mul_of_peak"]


def _stmts() -> list:
    _, ss = load([ROOT / "Dgg", ROOT / "DggSharp"], ROOT, tags=source_tags(ROOT))
    return [s for s in ss if s.name.rsplit(".", 1)[-1] in NAMES]


def _bytes(a: object) -> tuple:
    if isinstance(a, np.ndarray):
        a = np.ascontiguousarray(a)
        return (a.shape, a.dtype.str, a.tobytes())
    return (repr(a),)


@pytest.mark.parametrize("stmt", _stmts(), ids=lambda s: s.name)
def test_programs_equal_the_walk(stmt: object) -> None:
    ev = Evaluator(stmt)
    walk = Evaluator(stmt)
    walk.compiled = False
    sm = Sampler(ev)
    rng = np.random.default_rng(7)
    terms = [h.term for h in ev.stmt.hypotheses] + [ev.stmt.conclusion]
    for sizes in sm.size_configs(rng, 2):
        for batch in (16, 16, 16, 40):  # a key met three times: walk, trace, program
            inst = sm.draw(sizes, batch, rng)
            for t in terms:
                got = ev.truth_finite(t, inst)
                want = walk.truth_finite(t, inst)
                assert [_bytes(x) for x in got] == [_bytes(x) for x in want]
            a, b = ev.sides(ev.stmt.conclusion, inst), walk.sides(ev.stmt.conclusion, inst)
            if a is not None:
                assert a.op == b.op
                for x, y in ((a.lhs, b.lhs), (a.rhs, b.rhs), (a.mask, b.mask)):
                    assert _bytes(np.asarray(x)) == _bytes(np.asarray(y))
            assert _bytes(ev.margin(ev.stmt.conclusion, inst)) == \
                _bytes(walk.margin(ev.stmt.conclusion, inst))
    ran = any(p is not None for _, p in ev._programs.values())
    assert ran or ev.refused or "HasDerivAt" in str(ev.stmt.conclusion), "no program ran"


def test_reading_data_is_refused() -> None:
    tr = Tracer()
    x = tr.input("x", np.array([1.0, -2.0]))
    y = x * 2.0 + 1.0
    assert isinstance(y, TArr) and y.v.tolist() == [3.0, -3.0]
    for read in (lambda: bool(y.any()), lambda: float(y[0]), lambda: np.asarray(y),
                 lambda: list(y), lambda: y.tolist()):
        with pytest.raises(Untraceable):
            read()
    with np.errstate(under="raise"), pytest.raises(Untraceable):
        np.multiply(x, 1e-300)
    prog = tr.program((y, "≤"))
    out = prog({"x": np.array([0.5, 4.0])})
    assert out[0].tolist() == [2.0, 9.0] and out[1] == "≤"
