"""Sequences pinned by their hypotheses: ``a 0 = c``, ``∀ n, a (n + 1) = g n (a n)``.

In: a statement (elaborated and lowered: every numeral and index typed) with a variable
``a : ℕ → T`` (``T`` a number type) and hypotheses that define it term by term:

* **initial terms** ``a k = c`` (``k`` a numeral; ``c`` may use earlier terms ``a j``, ``j < k``);
* **a recurrence** ``∀ n, a (n + j) = e`` (``j ≥ 0`` a numeral), possibly guarded
  ``∀ n ≥ m, …`` / ``∀ n, m ≤ n → …`` / ``∀ n > m, …``; ``e`` may use ``n``, the statement's
  other variables and terms ``a i`` whose index, at each ``n``, is below ``n + j``
  (``a (n + 1) = a n + a (n - 1)`` needs that ``n - 1`` stays below ``n + 1``: ℕ subtraction
  truncates, the index is computed as Lean computes it, at each ``n``).

Out: :func:`pin_sequences` gives the statement without ``a`` and those hypotheses, and a
:class:`Sequence` per such variable; :meth:`Sequence.closure` is the value the evaluator binds to
``a``: applied to an index (any ℕ-valued term, per instance), it computes the terms ``a 0, …,
a K`` (``K`` the largest index asked) from the definitions, in the evaluator's own arithmetic (so
exactly when verifying), and reads them off. The hypotheses are exactly what the statement says of
``a``: evaluating the statement on this ``a`` is evaluating it on the only sequence that meets them
at the indices it uses.

Where a needed term is not determined (an index below the recurrence's range with no initial
term: ``a 1 = 1`` and ``a (n + 1) = 2 * a n`` say nothing of ``a 0``, which ``a 1`` then needs),
where a term is given twice (an initial term inside the recurrence's range: kept as a hypothesis,
the recurrence computes it), where a definition refers to a term at its own index or later, or
where an index exceeds :data:`MAX_INDEX`: :class:`NotTranslated`, naming the term, never a guess.
A conclusion ``∀ n, P (a n)`` is checked at the ``n`` the sampler draws (the conclusion's ``∀``
over ℕ is lifted into a variable, sampled among small naturals and the integer sweep), as any
``∀`` over ℕ.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, cast

import numpy as np

from dgg.eval.values import NotTranslated, Scope, Val
from dgg.model.records import Hypothesis, Statement
from dgg.model.terms import App, Arrow, Ascribe, BinOp, Name, Num, Quant, Term, free_names

__all__ = ["MAX_INDEX", "Sequence", "pin_sequences"]

#: the largest index a pinned sequence is computed to (each term is one evaluation of the
#: recurrence on the whole batch)
MAX_INDEX = 5000
_NAT = ("ℕ", "Nat")
_NUM = {"ℝ": "real", "Real": "real", "ℚ": "rat", "Rat": "rat", "ℤ": "int", "Int": "int",
        "ℕ": "nat", "Nat": "nat"}


@dataclass
class Sequence:
    """One pinned sequence: its initial terms and its recurrence (see the module docstring)."""

    name: str
    cod: Term
    num: str
    inits: dict[int, Term] = field(default_factory=dict)
    #: the hypothesis each initial term was read from (named in messages)
    init_names: dict[int, str] = field(default_factory=dict)
    #: ``(n, j, m, rhs)``: ``a (n + j) = rhs`` for every ``n ≥ m``
    rec: tuple[str, int, int, Term] | None = None
    #: whether the definition uses no variable of the statement (its terms computed once)
    constant: bool = False
    _tables: dict[bool, list[Val | None]] = field(default_factory=dict)
    #: the terms computed by the last closure made (``None`` where undetermined), for the
    #: rendering of a counterexample (:meth:`terms`)
    last: list[Val | None] = field(default_factory=list)

    def defining(self, k: int) -> tuple[Term, str | None] | None:
        """The term that defines ``a k`` and the name ``n`` stands for in it (``None``: none)."""
        if self.rec is not None:
            n, j, m, rhs = self.rec
            if k - j >= m:
                return rhs, n
        if k in self.inits:
            return self.inits[k], None
        return None

    def closure(self, root: dict[str, Val], ops: Any) -> Val:
        """The evaluator's value of the sequence over the instance whose top-level scope is
        ``root`` (terms computed on demand, each once per instance batch; once for all when
        the definition uses no variable of the statement)."""
        table: list[Val | None]
        if self.constant:
            table = self._tables.setdefault(bool(ops.exact), [])
        else:
            table = []
        self.last = table
        computing: list[int] = []

        def extend(te: Any, top: int) -> None:
            """Terms ``0 … top`` computed in order (an undetermined one is left ``None``: an
            error only where it is read)."""
            while len(table) <= top:
                i = len(table)
                d = self.defining(i)
                if d is None:
                    table.append(None)
                    continue
                rhs, n = d
                sc = Scope(dict(root), 0)
                sc.vars[self.name] = reader
                if n is not None:
                    sc.vars[n] = Val("num", ops.const(Fraction(i - self._j())), 0, num="nat")
                computing.append(i)
                try:
                    v = te.ev(Ascribe(rhs, self.cod, rhs.pos), sc, self.num)
                finally:
                    computing.pop()
                table.append(te.cast(v, self.num, rhs.pos))

        def indices(te: Any, argterms: list[Term], sc: Scope) -> tuple[Val, np.ndarray]:
            idx = te.ev(argterms[0], sc, "nat")
            arr = np.asarray(idx.arr, dtype=object if ops.exact else float)
            ks = np.zeros(arr.shape, dtype=np.int64)
            for pos, x in np.ndenumerate(arr):
                q = Fraction(x) if ops.exact else (Fraction(int(x)) if np.isfinite(x)
                                                   and float(x).is_integer() else None)
                if q is None or q.denominator != 1 or q < 0:
                    raise NotTranslated(f"index {x} of {self.name} is not a natural number")
                if q > MAX_INDEX:
                    raise NotTranslated(f"{self.name} at index {q}: terms are computed up to "
                                        f"index {MAX_INDEX}")
                ks[pos] = int(q)
            return idx, ks

        def at(te: Any, idx: Val, ks: np.ndarray) -> Val:
            if ks.ndim == 0:
                ks = ks.reshape(1)
            top = int(ks.max()) if ks.size else 0
            if computing and top >= computing[-1]:
                raise NotTranslated(f"the definition of {self.name} {computing[-1]} uses "
                                    f"{self.name} {top} (not an earlier term)")
            extend(te, top)
            used = sorted({int(k) for k in np.unique(ks)})
            for k in used:
                if table[k] is None:
                    raise NotTranslated(f"{self.name} {k} is not determined by the hypotheses "
                                        f"(no initial term, and the recurrence starts at "
                                        f"{self._start()})")
            cols = [np.asarray(cast(Val, table[k]).arr) for k in used]
            batch = max([v.shape[0] for v in cols] + [ks.shape[0]])
            stack = np.stack([np.broadcast_to(c.reshape(c.shape[0]), (batch,)) for c in cols])
            b = np.arange(batch).reshape((batch,) + (1,) * (ks.ndim - 1))
            kk = np.broadcast_to(np.searchsorted(np.array(used), ks), (batch,) + ks.shape[1:])
            return Val("num", stack[kk, b], idx.depth, num=self.num)

        def call(te: Any, argterms: list[Term], sc: Scope) -> Val:
            idx, ks = indices(te, argterms, sc)
            return at(te, idx, ks)

        reader = Val("closure", fn=call, params=("nat",))
        return reader

    def terms(self) -> list[Any]:
        """The values of the terms ``a 0, a 1, …`` the last closure computed, for its first
        instance (``None`` for a term not determined), as exact numbers or floats."""
        out: list[Any] = []
        for v in self.last:
            out.append(None if v is None else np.asarray(v.arr, dtype=object).reshape(-1)[0])
        return out

    def _j(self) -> int:
        return self.rec[1] if self.rec is not None else 0

    def _start(self) -> str:
        if self.rec is None:
            return "nowhere (no recurrence)"
        _, j, m, _ = self.rec
        return f"index {j + m}"


# ------------------------------------------------------------------------------ recognising
def _nat_literal(t: Term) -> int | None:
    if isinstance(t, Ascribe) and isinstance(t.type, Name) and t.type.id in _NAT:
        t = t.term
    if isinstance(t, Num) and t.value.denominator == 1 and t.value >= 0:
        return int(t.value)
    return None


def _index_shift(t: Term, n: str) -> int | None:
    """``j`` when ``t`` is ``n + j`` (or ``n``, ``j + n``), else ``None``."""
    if isinstance(t, Name) and t.id == n:
        return 0
    if isinstance(t, BinOp) and t.op == "+":
        for x, y in ((t.lhs, t.rhs), (t.rhs, t.lhs)):
            if isinstance(x, Name) and x.id == n:
                j = _nat_literal(y)
                if j is not None:
                    return j
    return None


def _guard(t: Term, n: str) -> int | None:
    """``m`` when ``t`` says ``n ≥ m`` (``m ≤ n``, ``n > m - 1``, ``m - 1 < n``, ``n ≠ 0``)."""
    if not isinstance(t, BinOp):
        return None
    op, lhs, rhs = t.op, t.lhs, t.rhs
    if isinstance(rhs, Name) and rhs.id == n:
        op, lhs, rhs = {"≤": "≥", "<": ">", "≥": "≤", ">": "<", "≠": "≠"}.get(op, ""), rhs, lhs
    if not (isinstance(lhs, Name) and lhs.id == n):
        return None
    m = _nat_literal(rhs)
    if m is None:
        return None
    if op == "≥":
        return m
    if op == ">":
        return m + 1
    if op == "≠" and m == 0:
        return 1
    return None


def _app_of(t: Term, name: str) -> Term | None:
    """The argument when ``t`` is ``name arg``."""
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id == name and len(t.args) == 1:
        return t.args[0]
    return None


def _as_init(t: Term, name: str) -> tuple[int, Term] | None:
    if not (isinstance(t, BinOp) and t.op == "="):
        return None
    for lhs, rhs in ((t.lhs, t.rhs), (t.rhs, t.lhs)):
        arg = _app_of(lhs, name)
        if arg is not None:
            k = _nat_literal(arg)
            if k is not None and _app_of(rhs, name) is None:
                return k, rhs
    return None


def _as_rec(t: Term, name: str) -> tuple[str, int, int, Term] | None:
    if not (isinstance(t, Quant) and t.op == "∀" and len(t.binders) == 1):
        return None
    b = t.binders[0]
    if b.domain is not None or not (isinstance(b.type, Name) and b.type.id in _NAT):
        return None
    n, body, m = b.name, t.body, 0
    if isinstance(body, BinOp) and body.op == "→":
        g = _guard(body.lhs, n)
        if g is None:
            return None
        m, body = g, body.rhs
    if not (isinstance(body, BinOp) and body.op == "="):
        return None
    for lhs, rhs in ((body.lhs, body.rhs), (body.rhs, body.lhs)):
        arg = _app_of(lhs, name)
        if arg is None:
            continue
        j = _index_shift(arg, n)
        if j is not None:
            return n, j, m, rhs
    return None


def _conjuncts(t: Term) -> list[Term]:
    if isinstance(t, BinOp) and t.op == "∧":
        return _conjuncts(t.lhs) + _conjuncts(t.rhs)
    return [t]


def pin_sequences(stmt: Statement) -> tuple[Statement, dict[str, Sequence]]:
    """``stmt`` without its pinned sequences and the hypotheses that pin them, and the sequences
    (see the module docstring); ``stmt`` itself and ``{}`` when there is none."""
    cands: dict[str, Sequence] = {}
    for v in stmt.variables:
        t = v.type
        if isinstance(t, Arrow) and t.kind == "→" and isinstance(t.dom, Name) \
                and t.dom.id in _NAT and isinstance(t.cod, Name) and t.cod.id in _NUM:
            cands[v.name] = Sequence(v.name, t.cod, _NUM[t.cod.id])
    if not cands:
        return stmt, {}
    kept: list[Hypothesis] = []
    for h in stmt.hypotheses:
        if h.term is None:
            kept.append(h)
            continue
        rest: list[Term] = []
        for part in _conjuncts(h.term):
            if not _consume(part, cands, h.name):
                rest.append(part)
        if len(rest) == len(_conjuncts(h.term)):
            kept.append(h)
        elif rest:
            term = rest[0]
            for r in rest[1:]:
                term = BinOp("∧", term, r, term.pos)
            kept.append(replace(h, term=term))
    seqs = {k: s for k, s in cands.items() if s.rec is not None or s.inits}
    if not seqs:
        return stmt, {}
    # an initial term inside the recurrence's range is a condition on the sequence, not its
    # definition: it stays a hypothesis (the recurrence computes the term)
    for s in seqs.values():
        for k in [k for k in s.inits if s.rec is not None and k - s.rec[1] >= s.rec[2]]:
            c = s.inits.pop(k)
            p = c.pos or (0, 0)
            kept.append(Hypothesis(s.init_names.get(k, f"{s.name} {k}"), BinOp("=", App(Name(s.name, pos=p),
                                                                  (Num(Fraction(k), str(k), p),),
                                                                  p), c, p), "", p[0], p[1]))
    variables = [v for v in stmt.variables if v.name not in seqs]
    data = {v.name for v in variables}
    for s in seqs.values():
        used: set[str] = set()
        for t in list(s.inits.values()) + ([s.rec[3]] if s.rec is not None else []):
            used |= {n.split(".")[0] for n in free_names(t)}
        s.constant = not (used & data) and not (used & (set(seqs) - {s.name}))
    return replace(stmt, variables=variables, hypotheses=kept), seqs


def _consume(part: Term, cands: dict[str, Sequence], hyp: str) -> bool:
    """Record ``part`` in the sequence it pins; whether it was one."""
    for name, s in cands.items():
        init = _as_init(part, name)
        if init is not None and init[0] not in s.inits:
            s.inits[init[0]] = init[1]
            s.init_names[init[0]] = hyp
            return True
        rec = _as_rec(part, name)
        if rec is not None and s.rec is None:
            s.rec = rec
            return True
    return False
