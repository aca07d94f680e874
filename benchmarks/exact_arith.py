"""Interval and rational arithmetic: python-flint (Arb balls, ``fmpq``) against ``mpmath.iv`` at
170 bits and ``fractions.Fraction``, on the operations of a certification (issue 26, item 2; a
benchmark, not a test). dgg's exact evaluator computes its enclosures with Arb balls since then
(``dgg.eval.exact_ops``) and keeps ``Fraction`` for rationals (``docs/performance.md``, round eight).

    python benchmarks/exact_arith.py [--repeat N]

Both sides compute the same thing with the same guarantee: an ``iv`` interval and an ``arb`` ball
are rigorous enclosures (outward rounding) at the same working precision; ``Fraction`` and ``fmpq``
are exact. Operands are rationals made from floats the way :func:`dgg.check.exact.to_exact` makes
them (about 53-bit numerators and denominators), and the interval results are checked to enclose
each other's midpoints, so that the two sides do agree. Prints the CPU time of each side (best of
``--repeat``) and the ratio mpmath/flint (above 1: flint faster).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

try:  # PYTHONPATH (a worktree's copy) first, else this checkout's package
    import dgg  # noqa: F401
except ImportError:  # pragma: no cover
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))

PREC = 170  # dgg.eval.exact_ops.IV_PREC


def _best(f: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        f()
        best = min(best, time.process_time() - t)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    try:
        import flint
    except ImportError:
        print("python-flint is not installed (pip install python-flint): nothing to compare")
        return 2
    from mpmath import iv

    iv.prec = PREC
    flint.ctx.prec = PREC
    rng = random.Random(0)
    fr = [Fraction(rng.uniform(-3, 3)).limit_denominator(10 ** 12) or Fraction(1, 3)
          for _ in range(2000)]
    pos = [abs(x) + Fraction(1, 7) for x in fr]
    q = [flint.fmpq(x.numerator, x.denominator) for x in fr]
    qpos = [flint.fmpq(x.numerator, x.denominator) for x in pos]

    def iv_of(x: Fraction) -> object:
        return iv.mpf(x.numerator) / iv.mpf(x.denominator)

    def arb_of(x: Fraction) -> object:
        return flint.arb(flint.fmpq(x.numerator, x.denominator))

    ivs, ivp = [iv_of(x) for x in fr], [iv_of(x) for x in pos]
    arbs, arbp = [arb_of(x) for x in fr], [arb_of(x) for x in pos]
    from dgg.eval.exact_ops import iv_bounds

    for a, b in zip(ivp[:50], arbp[:50]):  # the same numbers: the ball's midpoint in the interval
        man, exp = (int(v) for v in b.mid().man_exp())
        m = Fraction(man) * Fraction(2) ** exp
        lo, hi = iv_bounds(a)
        assert lo <= m <= hi, (a, b)

    def pairs(xs: list) -> Callable[[Callable[[object, object], object]], Callable[[], None]]:
        def run(op: Callable[[object, object], object]) -> Callable[[], None]:
            def go() -> None:
                for i in range(len(xs) - 1):
                    op(xs[i], xs[i + 1])
            return go
        return run

    def unary(xs: list, op: Callable[[object], object]) -> Callable[[], None]:
        def go() -> None:
            for x in xs:
                op(x)
        return go

    rows: list[tuple[str, Callable[[], None], Callable[[], None]]] = [
        ("rational → interval", unary(fr, iv_of), unary(fr, arb_of)),
        ("interval a + b", pairs(ivs)(lambda a, b: a + b), pairs(arbs)(lambda a, b: a + b)),
        ("interval a * b", pairs(ivs)(lambda a, b: a * b), pairs(arbs)(lambda a, b: a * b)),
        ("interval a / b", pairs(ivp)(lambda a, b: a / b), pairs(arbp)(lambda a, b: a / b)),
        ("interval exp", unary(ivs, iv.exp), unary(arbs, lambda x: x.exp())),
        ("interval log", unary(ivp, iv.log), unary(arbp, lambda x: x.log())),
        ("interval sqrt", unary(ivp, iv.sqrt), unary(arbp, lambda x: x.sqrt())),
        ("interval a < b decided", pairs(ivs)(lambda a, b: a < b),
         pairs(arbs)(lambda a, b: a < b)),
        ("rational a + b", pairs(fr)(lambda a, b: a + b), pairs(q)(lambda a, b: a + b)),
        ("rational a * b", pairs(fr)(lambda a, b: a * b), pairs(q)(lambda a, b: a * b)),
        ("rational a / b", pairs(pos)(lambda a, b: a / b), pairs(qpos)(lambda a, b: a / b)),
        ("rational a < b", pairs(fr)(lambda a, b: a < b), pairs(q)(lambda a, b: a < b)),
    ]
    print(f"{len(fr)} operands, {PREC} bits, CPU seconds (best of {args.repeat})")
    print(f"{'operation':<26}{'mpmath/Fraction':>16}{'flint':>10}{'ratio':>8}")
    for name, slow, fast in rows:
        a, b = _best(slow, args.repeat), _best(fast, args.repeat)
        print(f"{name:<26}{a:>16.4f}{b:>10.4f}{a / b if b else float('inf'):>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
