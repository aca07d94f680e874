"""The compiled float evaluation (``dgg.eval.compiled``) gives the tree walk's values bit for bit.

On every statement of the library: for two seeded size configurations and a drawn batch, every
hypothesis and the conclusion evaluated through a compiled program and through the tree walk alone
(``Evaluator.compiled = False``) give the same truth, the same finiteness marks, the same float
sides (compared as bytes: NaN, signed zeros and the last bit included) and the same margins; a
statement the tree walk cannot evaluate fails the same way through the program.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from dgg.eval.evaluate import Evaluator, Instance, NotTranslated
from dgg.sample.sampling import Sampler
from dgg.statements import load

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def _statements() -> list[Any]:
    _, stmts = load([str(ROOT / "Dgg"), str(ROOT / "DggSharp")], ROOT)
    return stmts


def _bits(a: Any) -> tuple[Any, ...]:
    arr = np.ascontiguousarray(np.asarray(a))
    return arr.dtype.str, arr.shape, arr.tobytes()


def _outcome(f: Any) -> Any:
    try:
        with np.errstate(all="ignore"):
            return ("ok", f())
    except (NotTranslated, ArithmeticError, ValueError, IndexError, TypeError, KeyError) as e:
        return ("error", type(e).__name__, str(e))


def _readings(ev: Evaluator, inst: Instance) -> list[Any]:
    out: list[Any] = []
    terms = [h.term for h in ev.stmt.hypotheses] + [ev.stmt.conclusion]
    for t in terms:
        assert t is not None
        out.append(_outcome(lambda t=t: [_bits(x) for x in ev.truth_finite(t, inst)]))
        out.append(_outcome(lambda t=t: _bits(ev.margin(t, inst))))
        out.append(_outcome(lambda t=t: None if (s := ev.sides(t, inst)) is None else
                            (s.op, _bits(s.lhs), _bits(s.rhs), _bits(s.mask))))
    return out


def _pair(stmt: Any) -> tuple[Evaluator, Evaluator] | None:
    try:
        walk, comp = Evaluator(stmt), Evaluator(stmt)
    except NotTranslated:
        return None
    walk.compiled = False
    comp.compiled = True
    return walk, comp


@pytest.mark.parametrize("name", [s.name for s in _statements()])
def test_compiled_equals_tree_walk(name: str) -> None:
    stmt = next(s for s in _statements() if s.name == name)
    pair = _pair(stmt)
    if pair is None:
        return  # not translated before any evaluation: nothing to compare
    walk, comp = pair
    rng = np.random.default_rng(7)
    sampler = Sampler(walk)
    compared = 0
    for sizes in sampler.size_configs(rng, 2):
        try:
            inst = sampler.draw(sizes, 64, rng)
        except (NotTranslated, ArithmeticError, ValueError, IndexError, TypeError, KeyError):
            continue
        a, b = _readings(walk, inst), _readings(comp, inst)
        assert a == b, f"{name} {sizes}"
        # a second batch on the same program (closures reused) and a single instance
        one = inst.take(0)
        assert _readings(walk, one) == _readings(comp, one), f"{name} {sizes} (one instance)"
        compared += 1
    assert comp._programs or not compared or comp.sequences  # the program did run
