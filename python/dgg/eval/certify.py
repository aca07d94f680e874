"""Certified decisions about closed real expressions (sympy constants).

In: a sympy expression without free symbols (``exp(1) - E``, ``1/(2*sqrt(3)) - sqrt(3)/6``). Out: its
sign, or whether two such expressions are equal, *with a certificate*:

* **zero** only when computer algebra reduces the difference to the integer ``0``
  (:mod:`dgg.eval.exp_field` for rational functions of ``exp`` of rationals, else
  ``sympy.simplify`` / ``nsimplify`` of an algebraic number; an identity, not a float test);
* **nonzero** (and the sign) only when a rigorous interval enclosure (:mod:`mpmath` ``iv``, outward
  rounding, at 170 bits, then 600, then 2000) excludes 0.

Anything else raises :class:`~dgg.exact_ops.Undecidable`; nothing here guesses from floats.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import sympy as sp
from mpmath import iv

from dgg.eval.exact_ops import Undecidable, iv_bounds, iv_sign
from dgg.eval.exp_field import decide_zero

__all__ = ["enclose", "sign", "equal", "is_finite_constant", "to_sympy_number", "time_limit"]

#: CPU seconds one symbolic decision may take before it is given up as undecided
SYMBOLIC_SECONDS = 3.0
#: the limits running now (at most one: a nested block runs under the outer limit)
_ACTIVE: list[float] = []


def _cpu_timer() -> tuple[int, int] | None:
    """The CPU-time interval timer to use and its signal: ``ITIMER_PROF``/``SIGPROF`` (user and
    system time of this process), else ``ITIMER_VIRTUAL``/``SIGVTALRM`` (user time) when another
    handler (a sampling profiler) owns ``SIGPROF``; ``None`` when neither is free or the platform
    has no interval timers."""
    if not hasattr(signal, "setitimer"):
        return None
    for which, sig in (("ITIMER_PROF", "SIGPROF"), ("ITIMER_VIRTUAL", "SIGVTALRM")):
        w, s = getattr(signal, which, None), getattr(signal, sig, None)
        if w is None or s is None:
            continue
        if signal.getsignal(s) in (signal.SIG_DFL, None) and signal.getitimer(w)[0] == 0:
            return w, s
    return None


@contextlib.contextmanager
def time_limit(seconds: float = SYMBOLIC_SECONDS) -> Iterator[None]:
    """Raise :class:`Undecidable` in the block after ``seconds`` of *CPU time* of this process
    (computer algebra can take arbitrarily long, e.g. ``exp (10⁶ · log 2)``). CPU time, not wall
    time, so that a verdict does not depend on how loaded the machine is (``ITIMER_PROF``; see
    :func:`_cpu_timer`; cProfile is deterministic and uses no signal, and neither pytest nor
    pytest-xdist uses ``SIGPROF``). Only in the main thread (signals); elsewhere, inside another
    limit, or without a free CPU timer, the block runs unbounded."""
    timer = None
    if threading.current_thread() is threading.main_thread() and not _ACTIVE:
        timer = _cpu_timer()
    if timer is None:
        yield
        return
    which, sig = timer
    _ACTIVE.append(seconds)

    def boom(signum: int, frame: Any) -> None:
        raise Undecidable(f"symbolic computation over {seconds} s of CPU time")

    old = signal.signal(sig, boom)
    signal.setitimer(which, seconds)
    try:
        yield
    finally:
        signal.setitimer(which, 0)
        signal.signal(sig, old)
        _ACTIVE.pop()


_PRECS = (170, 600, 2000)


def to_sympy_number(x: Any) -> sp.Expr:
    """A Fraction / int as a sympy Rational (intervals are refused: they have no exact value)."""
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, int):
        return sp.Integer(x)
    raise Undecidable("not an exact number")


def _iv(e: sp.Expr) -> Any:
    """An interval enclosing the real constant ``e`` (raises Undecidable if unsupported)."""
    if e.is_Integer:
        return iv.mpf(int(e))
    if e.is_Rational:
        return iv.mpf(int(e.p)) / iv.mpf(int(e.q))
    if e is sp.pi:
        return iv.pi
    if e is sp.E:
        return iv.e
    if e.is_Add:
        out = iv.mpf(0)
        for a in e.args:
            out = out + _iv(a)
        return out
    if e.is_Mul:
        out = iv.mpf(1)
        for a in e.args:
            out = out * _iv(a)
        return out
    if e.is_Pow:
        b, x = e.args
        if x.is_Integer:
            bb = _iv(b)
            k = int(x)
            if k >= 0:
                return bb ** k
            if iv_sign(bb) is None:
                raise Undecidable("negative power of an interval containing 0")
            return iv.mpf(1) / (bb ** (-k))
        bb = _iv(b)
        lo, _ = iv_bounds(bb)
        if x == sp.Rational(1, 2):
            if lo < 0:
                raise Undecidable("sqrt of a possibly negative interval")
            return iv.sqrt(bb)
        if lo <= 0:
            raise Undecidable("real power of a possibly nonpositive base")
        return iv.exp(iv.log(bb) * _iv(x))
    f = e.func
    if f is sp.exp:
        return iv.exp(_iv(e.args[0]))
    if f is sp.log:
        a = _iv(e.args[0])
        if iv_sign(a) != 1:
            raise Undecidable("log of a possibly nonpositive interval")
        return iv.log(a)
    if f is sp.sin:
        return iv.sin(_iv(e.args[0]))
    if f is sp.cos:
        return iv.cos(_iv(e.args[0]))
    if f is sp.tan:
        c = iv.cos(_iv(e.args[0]))
        if iv_sign(c) is None:
            raise Undecidable("tan near a pole")
        return iv.sin(_iv(e.args[0])) / c
    if f is sp.atan:  # mpmath's iv has no atan; atan2(a, 1) is its rigorous enclosure
        return iv.atan2(_iv(e.args[0]), iv.mpf(1))
    if f is sp.sinh:
        a = _iv(e.args[0])
        return (iv.exp(a) - iv.exp(-a)) / 2
    if f is sp.cosh:
        a = _iv(e.args[0])
        return (iv.exp(a) + iv.exp(-a)) / 2
    if f is sp.Abs:
        a = _iv(e.args[0])
        s = iv_sign(a)
        if s is not None:
            return a if s > 0 else -a
        lo, hi = iv_bounds(a)
        m = max(-lo, hi)
        return iv.mpf([0, iv.mpf(m.numerator) / m.denominator])
    raise Undecidable(f"no interval enclosure for {f}")


def enclose(e: sp.Expr, prec: int = 170) -> tuple[Fraction, Fraction]:
    """Rational bounds ``lo ≤ e ≤ hi`` of a real constant (intervals with outward rounding)."""
    if e.free_symbols:
        raise Undecidable("expression with free symbols")
    old = iv.prec
    try:
        iv.prec = prec
        return iv_bounds(_iv(e))
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as ex:
        kind = "a division by zero" if isinstance(ex, ZeroDivisionError) else \
            "an overflow" if isinstance(ex, OverflowError) else "an operation intervals lack"
        raise Undecidable(f"no interval enclosure of {e} ({kind})") from ex
    finally:
        iv.prec = old


def _iv_sign(e: sp.Expr, prec: int) -> int | None:
    """The sign of ``e`` if an enclosure at ``prec`` bits excludes 0 (compared on the interval's
    end points, never converted to Fractions: ``exp (10¹²)`` stays cheap)."""
    old = iv.prec
    try:
        iv.prec = prec
        return iv_sign(_iv(e))
    except (Undecidable, ZeroDivisionError, ValueError, TypeError, OverflowError):
        return None
    finally:
        iv.prec = old


def is_finite_constant(e: sp.Expr) -> bool:
    """A real constant that sympy does not mark infinite/undefined/complex."""
    if e.free_symbols:
        return False
    if e.has(sp.zoo, sp.oo, -sp.oo, sp.nan, sp.I) or isinstance(e, sp.AccumBounds):
        return False
    return not e.has(sp.Limit, sp.Derivative, sp.Integral)


def _symbolic_zero(e: sp.Expr) -> bool:
    if e == 0:
        return True
    z = decide_zero(e)  # exact and fast for rational functions of exp of rationals (softmax)
    if z is not None:
        return z
    try:
        s = sp.simplify(e)
        if s == 0:
            return True
        if e.is_algebraic and not e.has(sp.exp, sp.log, sp.sin, sp.cos):
            return sp.nsimplify(e) == 0 and sp.minimal_polynomial(e, sp.Symbol("_z")) == \
                sp.Symbol("_z")
    except (NotImplementedError, ValueError, TypeError, RecursionError, AttributeError):
        return False
    return False


def sign(e: sp.Expr) -> int:
    """The sign of a real constant: ``0`` by a symbolic identity, ``±1`` by an interval that
    excludes 0; raises :class:`Undecidable` otherwise."""
    if not is_finite_constant(e):
        raise Undecidable(f"not a finite real constant: {e}")
    if e.is_Rational:
        return int(bool(e > 0)) - int(bool(e < 0))
    for k, prec in enumerate(_PRECS):
        s = _iv_sign(e, prec)
        if s is not None:
            return s
        if k == 0 and _symbolic_zero(e):
            return 0
    raise Undecidable(f"sign of {e} not certified")


def equal(a: sp.Expr, b: sp.Expr) -> bool:
    """``a = b`` for real constants: True by identity, False by separated enclosures."""
    return sign(a - b) == 0
