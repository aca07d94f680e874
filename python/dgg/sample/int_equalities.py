"""Equality hypotheses on ℕ/ℤ variables, met by solving for one variable per instance.

In: the equality atoms (no binders) of a statement's hypotheses whose variables are all ℕ/ℤ
scalars (``a + b = 10``, ``n ^ 2 = 49``, ``2 * k + 1 = n``). Out: an :class:`IntPlan` that
overwrites one variable per equation of a drawn float batch with an integer root of the equation
given the others — one of the integer real roots at random, so every solution is visited, or NaN
when there is none (the instance is then rejected).

It only *proposes* values: every hypothesis is still evaluated on the result (in float to accept,
exactly to certify), so a reading of the equation that differs from Lean's (ℕ subtraction
truncates, ``/`` floors) costs acceptance, never soundness.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
import sympy as sp

from dgg.eval.exact_ops import Undecidable
from dgg.eval.numeric import real_valued
from dgg.eval.symbolic import Conv, NotSymbolic
from dgg.model.terms import BinOp
from dgg.sample.equalities import name_scopes

__all__ = ["IntPlan", "int_plan_for"]

#: roots farther than this from an integer (relative) are not integer roots
_INT_TOL = 1e-7


@dataclass
class _IntStep:
    target: str
    nat: bool
    coeffs: list[Any]          # lambdified coefficients (highest degree first) of the others
    #: the equation means over ℕ/ℤ what it means over ℝ (no ℕ subtraction, no `/` or `%`): its
    #: integer roots are all its solutions. `n - 3 = 0` over ℕ holds at n = 0, 1, 2, 3, not only
    #: at the real root 3, so its variable is still swept (dgg.check.ints)
    faithful: bool = True


@dataclass
class IntPlan:
    """Which ℕ/ℤ variables the equalities determine (see the module docstring)."""

    order: list[str]
    steps: list[_IntStep] = field(default_factory=list)

    @property
    def solved(self) -> list[str]:
        """The variables whose every value meeting the equations the plan proposes."""
        return [s.target for s in self.steps if s.faithful]

    def apply_float(self, vals: dict[str, np.ndarray], batch: int,
                    rng: np.random.Generator, faithful_only: bool = False) -> None:
        """Overwrite the solved variables of a float batch in place (with ``faithful_only``,
        only those of :attr:`solved`)."""
        with np.errstate(all="ignore"):
            for st in self.steps:
                if faithful_only and not st.faithful:
                    continue
                args = [np.broadcast_to(np.asarray(vals[n], dtype=float), (batch,))
                        for n in self.order]
                C = np.stack([np.broadcast_to(np.asarray(c(*args), dtype=float), (batch,))
                              for c in st.coeffs], axis=1)
                vals[st.target] = _integer_roots(C, st.nat, rng)


def _integer_roots(C: np.ndarray, nat: bool, rng: np.random.Generator) -> np.ndarray:
    """Per row of polynomial coefficients, a random integer real root (NaN if none)."""
    B, k = C.shape
    out = np.full(B, np.nan)
    if k == 2:  # affine: one root, vectorised
        root = np.where(C[:, 0] != 0, -C[:, 1] / np.where(C[:, 0] != 0, C[:, 0], 1.0), np.nan)
        cand = [root[:, None]]
        R = np.concatenate(cand, axis=1)
    else:
        R = np.full((B, k - 1), np.nan)
        for i in range(B):
            row = C[i]
            if not np.all(np.isfinite(row)):
                continue
            nz = np.nonzero(row)[0]
            if len(nz) == 0 or nz[0] == k - 1:
                continue
            r = np.roots(row[nz[0]:])
            r = r[np.abs(r.imag) <= 1e-9 * (1 + np.abs(r.real))].real
            R[i, :len(r)] = r
    near = np.round(R)
    ok = np.isfinite(R) & (np.abs(R - near) <= _INT_TOL * (1 + np.abs(R)))
    ok &= np.abs(near) < 2 ** 52
    if nat:
        ok &= near >= 0
    key = np.where(ok, rng.random(R.shape), -1.0)
    pick = np.argmax(key, axis=1)
    has = ok.any(axis=1)
    out[has] = near[has, pick[has]]
    return out


def _degree(e: sp.Expr, s: sp.Symbol) -> int:
    if not e.has(s):
        return 0
    try:
        return int(sp.Poly(e, s).degree())
    except (sp.PolynomialError, sp.GeneratorsError):
        return -1


def int_plan_for(sm: Any) -> IntPlan | None:
    """The plan of a :class:`dgg.sample.sampling.Sampler`: its equality atoms without binders
    over unfixed ℕ/ℤ scalars (fixed ones and other ℕ/ℤ scalars are known values)."""
    ints = [s.name for s in sm.ev.specs if s.cat in ("nat", "int")]
    free = [n for n in ints if n not in sm.fixes]
    if not free:
        return None
    syms = {n: sp.Symbol(f"i{k}_dgg", real=True) for k, n in enumerate(ints)}
    eqs = [at for at in sm.atoms if at.rel.op == "=" and not at.binders and at.names
           and at.names <= set(ints) and at.names & set(free)]
    if not eqs:
        return None
    steps: list[_IntStep] = []
    solved: set[str] = set()
    known: set[str] = set()
    order = list(syms)
    for at in eqs:
        c = Conv(dict(syms), {n: "real" for n in syms}, generic=True,
                 opens=name_scopes(sm.ev.stmt))
        try:
            e = sp.expand(c.conv(at.rel.lhs) - c.conv(at.rel.rhs))
        except (NotSymbolic, Undecidable, TypeError, ValueError, AttributeError):
            continue
        if c.kinks:
            continue
        cands = [n for n in free if n in at.names and n not in solved and n not in known]
        best = None
        for n in reversed(cands):  # the last drawn first: the others are its context
            d = _degree(e, syms[n])
            if d >= 1 and (best is None or d < best[1]):
                best = (n, d)
        if best is None:
            continue
        n, d = best
        poly = sp.Poly(e, syms[n])
        coeffs = [real_valued(sp.lambdify(list(syms.values()), cf, modules="numpy"))
                  for cf in poly.all_coeffs()]
        nats = {m for m in at.names if sm.ev.spec[m].cat == "nat"}
        ops = {t.op for side in (at.rel.lhs, at.rel.rhs) for t in side.walk()
               if isinstance(t, BinOp)}
        faithful = not ({"/", "%"} & ops or ("-" in ops and nats))
        steps.append(_IntStep(n, sm.ev.spec[n].cat == "nat", coeffs, faithful))
        solved.add(n)
        known |= set(at.names) - {n}
    return IntPlan(order, steps) if steps else None
