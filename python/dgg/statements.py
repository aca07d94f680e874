"""Declarations → statements ready for evaluation.

One job: split a :class:`dgg.model.records.Declaration` into variables, instance binders, hypotheses and
conclusion (:func:`statement_of`), and gather the project's local definitions that an evaluator may
inline (:func:`collect_defs`). :func:`load` reads files and does both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from dgg.lean.source import read_paths
from dgg.model.records import Declaration, Hypothesis, LocalDef, Statement, Variable
from dgg.project import DEFAULT_TAGS

__all__ = ["collect_defs", "statement_of", "load", "STATEMENT_KINDS"]

#: Declaration kinds that become statements.
STATEMENT_KINDS = ("theorem", "lemma", "example")
_DEF_KINDS = ("def", "noncomputable def", "abbrev")


def collect_defs(decls: Iterable[Declaration]) -> dict[str, LocalDef]:
    """The ``def``/``abbrev`` declarations whose body parses, by full name. Parameters are the
    non-instance, non-hypothesis binders in order."""
    out: dict[str, LocalDef] = {}
    for d in decls:
        if d.kind not in _DEF_KINDS or d.value is None:
            continue
        params = [Variable(b.name, b.type, b.type_text, b.kind)
                  for b in d.binders if b.kind != "inst" and not b.is_hyp]
        out[d.name] = LocalDef(d.name, params, d.value, d.value_text)
    return out


def statement_of(decl: Declaration, defs: dict[str, LocalDef]) -> Statement:
    """The statement of one declaration: variables (non-hypothesis, non-instance binders, in
    order), instance binder texts, hypotheses (Prop binders), conclusion."""
    variables = [Variable(b.name, b.type, b.type_text, b.kind)
                 for b in decl.binders if b.kind != "inst" and not b.is_hyp]
    instances = [(f"{b.name} : " if b.name else "") + b.type_text
                 for b in decl.binders if b.kind == "inst"]
    hyps = []
    for b in decl.binders:
        if b.is_hyp and b.kind != "inst":
            tl, tc = b.type.pos if b.type is not None and b.type.pos else (b.line, b.col)
            hyps.append(Hypothesis(b.name, b.type, b.type_text, tl, tc))
    return Statement(
        name=decl.name, kind=decl.kind, file=decl.file, line=decl.line, col=decl.col,
        variables=variables, instances=instances, hypotheses=hyps, conclusion=decl.conclusion,
        conclusion_text=decl.conclusion_text, defs=defs, namespace=decl.namespace,
        opens=list(decl.opens), tags=list(decl.tags), docstring=decl.docstring,
        parsed=decl.parsed, reason=decl.reason,
    )


def load(paths: Sequence[Path], root: Path,
         tags: Sequence[str] = DEFAULT_TAGS) -> tuple[list[Declaration], list[Statement]]:
    """Read ``paths`` and return all declarations and the statements of their theorems, lemmas and
    examples. Local definitions come from the files read and, when it exists, ``root/Dgg/`` (so a
    user's file that says ``Dgg.softmax`` resolves)."""
    root = Path(root).resolve()
    decls = read_paths(paths, root, tags)
    pool = list(decls)
    lib = root / "Dgg"
    if lib.is_dir():
        given = set()
        for p in paths:
            p = Path(p).resolve()
            given |= {f.resolve() for f in p.rglob("*.lean")} if p.is_dir() else {p}
        extra = sorted(f for f in lib.rglob("*.lean") if f.resolve() not in given)
        if extra:
            pool = read_paths(extra, root, tags) + pool
    defs = collect_defs(pool)
    stmts = [statement_of(d, defs) for d in decls if d.kind in STATEMENT_KINDS]
    return decls, stmts
