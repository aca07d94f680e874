"""Answers left as ``sorry`` (``abbrev answer : ℝ := sorry``) and their filling by ``--fix``.

Competition statements often leave the answer a definition whose value is ``sorry``: the statement
is then about an unknown value, and no check of it means anything. :func:`sorry_answer` tells such
a definition apart (the elaborator refuses it with the reason "answer is `sorry`", naming where);
:func:`fill_answers` gives a statement whose such definitions hold the values the user supplied
(``dgg check --fix answer=VALUE``), which the elaborator then elaborates against the declared type,
as Lean elaborates the body of ``abbrev answer : T := VALUE`` (``elabTermEnsuringType`` on the
value with the declared type, ``src/Lean/Elab/MutualDef.lean``).
"""

from __future__ import annotations

from dataclasses import replace

from dgg.model.records import LocalDef, Statement
from dgg.model.terms import Name, Term

__all__ = ["sorry_answer", "sorry_reason", "fill_answers", "answer_names"]


def sorry_answer(d: LocalDef) -> bool:
    """Whether ``d``'s value is ``sorry`` (:mod:`dgg.statements` reads ``by sorry`` as
    ``sorry`` too)."""
    return isinstance(d.body, Name) and d.body.id == "sorry"


def sorry_reason(d: LocalDef) -> str:
    """The ``not_translated`` reason for a use of ``d`` whose value is ``sorry``."""
    pos = d.value_pos or (d.body.pos if d.body is not None else None)
    where = f" at {d.file}:{pos[0]}:{pos[1]}" if pos and d.file else (
        f" at {pos[0]}:{pos[1]}" if pos else "")
    short = d.name.rsplit(".", 1)[-1]
    return (f"answer is `sorry`: {d.name}{where} (fill it in with --fix {short}=VALUE)")


def answer_names(stmt: Statement) -> dict[str, str]:
    """The definitions of ``stmt`` whose value is ``sorry``: each spelling a user may give to
    ``--fix`` (the full name and the last component) → the full name."""
    out: dict[str, str] = {}
    for full, d in stmt.defs.items():
        if sorry_answer(d):
            out[full] = full
            out.setdefault(full.rsplit(".", 1)[-1], full)
    return out


def fill_answers(stmt: Statement, values: dict[str, Term], texts: dict[str, str]) -> Statement:
    """``stmt`` with the definitions named in ``values`` (full names) holding those values: a
    copy, the definitions of other statements untouched."""
    if not values:
        return stmt
    defs = dict(stmt.defs)
    for full, term in values.items():
        d = defs.get(full)
        if d is not None:
            defs[full] = replace(d, body=term, body_text=texts.get(full, ""))
    return replace(stmt, defs=defs)
