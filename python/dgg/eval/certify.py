"""Certified decisions about closed real expressions (sympy constants).

In: a sympy expression without free symbols (``exp(1) - E``, ``1/(2*sqrt(3)) - sqrt(3)/6``). Out: its
sign, or whether two such expressions are equal, *with a certificate*:

* **zero** only when computer algebra reduces the difference to the integer ``0``
  (:mod:`dgg.eval.exp_field` for rational functions of ``exp`` of rationals, else
  ``sympy.simplify`` / ``nsimplify`` of an algebraic number; an identity, not a float test);
* **nonzero** (and the sign) only when a rigorous enclosure (an Arb ball of python-flint: every
  operation rounds outward, at 170 bits, then 600, then 2000) excludes 0.

Anything else raises :class:`~dgg.exact_ops.Undecidable`; nothing here guesses from floats.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import flint
import sympy as sp
from flint import arb, fmpq

from dgg.eval.exact_ops import Undecidable, arb_npow, iv_bounds, iv_sign
from dgg.eval.exp_field import decide_zero

__all__ = ["enclose", "sign", "equal", "is_finite_constant", "to_sympy_number", "time_limit",
           "TimeUp", "limit_running", "PRECS", "working_prec"]

#: CPU seconds one symbolic decision may take before it is given up as undecided
SYMBOLIC_SECONDS = 3.0
#: the limits running now (at most one: a nested block runs under the outer limit)
_ACTIVE: list[float] = []


class TimeUp(Undecidable):
    """Raised by :func:`time_limit` when the block ran out of CPU time."""


def limit_running() -> bool:
    """Whether a :func:`time_limit` block is running now (a nested one runs under it)."""
    return bool(_ACTIVE)


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
        raise TimeUp(f"symbolic computation over {seconds} s of CPU time")

    old = signal.signal(sig, boom)
    signal.setitimer(which, seconds)
    try:
        yield
    finally:
        signal.setitimer(which, 0)
        signal.signal(sig, old)
        _ACTIVE.pop()


_PRECS = (170, 600, 2000)
#: the precisions (bits) at which a sign is sought, in order
PRECS = _PRECS


def to_sympy_number(x: Any) -> sp.Expr:
    """A Fraction / int as a sympy Rational (intervals are refused: they have no exact value)."""
    if isinstance(x, Fraction):
        return sp.Rational(x.numerator, x.denominator)
    if isinstance(x, int):
        return sp.Integer(x)
    raise Undecidable("not an exact number")


def _iv(e: sp.Expr) -> Any:
    """An Arb ball enclosing the real constant ``e`` at python-flint's working precision (raises
    Undecidable if unsupported; outside a function's domain the ball is ``nan``, which decides
    nothing)."""
    if e.is_Integer:
        return arb(int(e))
    if e.is_Rational:
        return arb(fmpq(int(e.p), int(e.q)))
    if e is sp.pi:
        return arb.pi()
    if e is sp.E:
        return arb.const_e()
    if e.is_Add:
        out = arb(0)
        for a in e.args:
            out = out + _iv(a)
        return out
    if e.is_Mul:
        out = arb(1)
        for a in e.args:
            out = out * _iv(a)
        return out
    if e.is_Pow:
        b, x = e.args
        if x.is_Integer:
            bb = _iv(b)
            k = int(x)
            if k >= 0:
                return arb_npow(bb, k)
            if iv_sign(bb) is None:
                raise Undecidable("negative power of an interval containing 0")
            return 1 / (bb ** (-k))
        bb = _iv(b)
        if x == sp.Rational(1, 2):
            if not bb >= 0:
                raise Undecidable("sqrt of a possibly negative interval")
            return bb.sqrt()
        if not bb > 0:
            raise Undecidable("real power of a possibly nonpositive base")
        return (bb.log() * _iv(x)).exp()
    f = e.func
    if f is sp.exp:
        return _iv(e.args[0]).exp()
    if f is sp.log:
        a = _iv(e.args[0])
        if iv_sign(a) != 1:
            raise Undecidable("log of a possibly nonpositive interval")
        return a.log()
    if f is sp.sin:
        return _iv(e.args[0]).sin()
    if f is sp.cos:
        return _iv(e.args[0]).cos()
    if f is sp.tan:
        c = _iv(e.args[0]).cos()
        if iv_sign(c) is None:
            raise Undecidable("tan near a pole")
        return _iv(e.args[0]).sin() / c
    if f is sp.atan:
        return _iv(e.args[0]).atan()
    if f is sp.sinh:
        return _iv(e.args[0]).sinh()
    if f is sp.cosh:
        return _iv(e.args[0]).cosh()
    if f is sp.Abs:
        return abs(_iv(e.args[0]))
    raise Undecidable(f"no interval enclosure for {f}")


@contextlib.contextmanager
def _working_prec(prec: int) -> Iterator[None]:
    old = flint.ctx.prec
    flint.ctx.prec = prec
    try:
        yield
    finally:
        flint.ctx.prec = old


#: the working precision of python-flint inside a block (a context manager)
working_prec = _working_prec


def enclose(e: sp.Expr, prec: int = 170) -> tuple[Fraction, Fraction]:
    """Rational bounds ``lo ≤ e ≤ hi`` of a real constant (an Arb ball at ``prec`` bits)."""
    if e.free_symbols:
        raise Undecidable("expression with free symbols")
    try:
        with _working_prec(prec):
            return iv_bounds(_iv(e))  # Undecidable for a ball that is not finite
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as ex:
        kind = "a division by zero" if isinstance(ex, ZeroDivisionError) else \
            "an overflow" if isinstance(ex, OverflowError) else "an operation intervals lack"
        raise Undecidable(f"no interval enclosure of {e} ({kind})") from ex


def _iv_sign(e: sp.Expr, prec: int) -> int | None:
    """The sign of ``e`` if an enclosure at ``prec`` bits excludes 0 (compared on the ball's
    end points, never converted to Fractions: ``exp (10¹²)`` stays cheap)."""
    try:
        with _working_prec(prec):
            return iv_sign(_iv(e))
    except (Undecidable, ZeroDivisionError, ValueError, TypeError, OverflowError):
        return None


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
