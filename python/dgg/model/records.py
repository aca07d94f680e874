"""The records that flow between stages: a declaration as read from source, and a statement ready to
be evaluated. They are the contract between the reader (:mod:`dgg.lean.source`,
:mod:`dgg.statements`) and the numeric engine (:mod:`dgg.eval.evaluate` onwards).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dgg.model.terms import Term


@dataclass
class Binder:
    """One binder of a declaration, as written (or as joined from a ``variable`` command).

    ``kind`` is ``"explicit"`` ``(x : T)``, ``"implicit"`` ``{x : T}``, ``"strict"`` ``⦃x : T⦄`` or
    ``"inst"`` ``[Fintype V]`` (then ``name`` is ``""`` unless written ``[inst : C]``).
    ``is_hyp`` tells whether the binder's type is a proposition (a hypothesis).
    ``type`` is the parsed type, or ``None`` when it lies outside the fragment (``type_text`` is always
    kept).
    """

    name: str
    type_text: str
    kind: str = "explicit"
    is_hyp: bool = False
    type: Term | None = None
    line: int = 0
    col: int = 0
    from_variable: bool = False
    #: an optParam's default value ``(a : T := v)`` / ``(a := v)``: parsed (``None`` outside the
    #: fragment or when there is none) and as written (``""`` when there is none)
    default: Term | None = None
    default_text: str = ""


@dataclass
class Declaration:
    """One declaration read from a Lean file.

    ``name`` is the full name (namespaces prefixed). ``kind`` is one of ``theorem``, ``lemma``,
    ``def``, ``noncomputable def``, ``abbrev``, ``alias``, ``instance``, ``structure``, ``example``.
    ``conclusion_text`` is the text after the first top-level ``:`` of the signature (for a ``def``, its
    type), ``value_text`` the text after ``:=`` (a ``def``'s body or a proof), with ``proof_span`` its
    ``((line, col), (end_line, end_col))``. ``tags`` are the source tags found in the docstring.
    ``parsed`` is ``False`` when a binder type or the conclusion lies outside the term fragment;
    ``reason`` then names the construct and its ``file:line:col``.
    """

    name: str
    kind: str
    file: str
    line: int
    col: int
    binders: list[Binder] = field(default_factory=list)
    conclusion_text: str = ""
    conclusion: Term | None = None
    value_text: str = ""
    value: Term | None = None
    proof_span: tuple[tuple[int, int], tuple[int, int]] | None = None
    docstring: str = ""
    tags: list[str] = field(default_factory=list)
    namespace: str = ""
    opens: list[str] = field(default_factory=list)
    alias_of: str | None = None
    #: declared ``protected``: an atomic name never denotes it through a namespace
    #: (``resolveQualifiedName``, ``src/Lean/ResolveName.lean``: ``!id.isAtomic || !isProtected``)
    protected: bool = False
    parsed: bool = True
    reason: str | None = None

    @property
    def short_name(self) -> str:
        return self.name.rsplit(".", 1)[-1]

    @property
    def hypotheses(self) -> list[Binder]:
        return [b for b in self.binders if b.is_hyp]

    def to_json(self) -> dict[str, Any]:
        """The record of ``dgg extract --json`` (schema in ``docs/extract-schema.md``)."""
        return {
            "name": self.name,
            "kind": self.kind,
            "file": self.file,
            "line": self.line,
            "col": self.col,
            "binders": [
                {"name": b.name, "kind": b.kind, "type": b.type_text, "hypothesis": b.is_hyp}
                for b in self.binders
            ],
            "hypotheses": [{"name": b.name, "text": b.type_text} for b in self.hypotheses],
            "conclusion": self.conclusion_text,
            "tags": list(self.tags),
            "docstring": self.docstring,
            "parsed": self.parsed,
            "reason": self.reason,
            "alias_of": self.alias_of,
            "proof_span": (
                None
                if self.proof_span is None
                else {
                    "start": {"line": self.proof_span[0][0], "col": self.proof_span[0][1]},
                    "end": {"line": self.proof_span[1][0], "col": self.proof_span[1][1]},
                }
            ),
        }


@dataclass
class Variable:
    """A non-hypothesis binder of a statement: a number, a function, a type, a finset, ..."""

    name: str
    type: Term | None
    type_text: str
    kind: str = "explicit"
    #: the default value of an optParam binder ``(a : T := v)`` (the variable stays free)
    default: Term | None = None


@dataclass
class Hypothesis:
    name: str
    term: Term | None
    text: str
    line: int = 0
    col: int = 0


@dataclass
class LocalDef:
    """A definition of the project (or of the file) that the evaluator may inline."""

    name: str
    params: list[Variable]
    body: Term | None
    body_text: str = ""
    #: the declared type of the value (``def r : ℝ := …`` gives ``ℝ``), ``None`` if not written
    type: Term | None = None
    #: where the value starts (``file``, ``(line, col)``): named when the value is ``sorry``
    file: str = ""
    value_pos: tuple[int, int] | None = None
    #: the declared type as written (``ℚ≥0``)
    type_text: str = ""
    #: declared ``protected`` (see :attr:`Declaration.protected`)
    protected: bool = False


@dataclass
class Statement:
    """A declaration made ready for evaluation: variables (in dependency order), instance binders,
    hypotheses, the conclusion, and the local definitions it may refer to.

    Names inside terms are as written; ``namespace`` and ``opens`` let a consumer resolve a short name
    like ``softmax`` to ``Dgg.softmax`` in ``defs`` (use :func:`resolve_def`).
    """

    name: str
    kind: str
    file: str
    line: int
    col: int
    variables: list[Variable]
    instances: list[str]
    hypotheses: list[Hypothesis]
    conclusion: Term | None
    conclusion_text: str
    defs: dict[str, LocalDef] = field(default_factory=dict)
    namespace: str = ""
    opens: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    docstring: str = ""
    parsed: bool = True
    reason: str | None = None
    #: type variables replaced by a type that has their structure (``{"α": "ℝ"}``, see
    #: :mod:`dgg.real_instances`): the statement checked is that instance
    instantiated: dict[str, str] = field(default_factory=dict)

    def resolve_def(self, ident: str) -> LocalDef | None:
        """The local definition that ``ident`` denotes here, trying the enclosing namespaces and
        the opened ones the way Lean does, or ``None``."""
        candidates = [ident]
        parts = self.namespace.split(".") if self.namespace else []
        for i in range(len(parts), 0, -1):
            candidates.append(".".join(parts[:i]) + "." + ident)
        for o in self.opens:
            candidates.append(o + "." + ident)
        for c in candidates:
            if c in self.defs and (c == ident or "." in ident or not self.defs[c].protected):
                return self.defs[c]
        return None
