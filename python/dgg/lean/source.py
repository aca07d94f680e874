"""Read Lean 4 source files into :class:`dgg.model.records.Declaration` records.

One job: commands of a ``.lean`` file → declarations with full names, binders (own and joined from
``variable``), conclusion, value span, docstring and source tags. Comments, strings and brackets are
handled by :mod:`dgg.lean.lex`; terms are parsed by :mod:`dgg.lean.terms`. Malformed Lean raises
:class:`dgg.errors.LeanSyntaxError` at the offending place; a binder type or conclusion outside the
term fragment only marks the declaration ``parsed=False`` with a ``reason``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dgg.errors import InputError, LeanSyntaxError
from dgg.lean.binders import (
    binder_types,
    is_prop,
    join_variables,
    parse_groups,
    prop_text,
    retype,
)
from dgg.lean.commands import CMD_START as _CMD_START
from dgg.lean.commands import DECL_KW as _DECL_KW
from dgg.lean.commands import IN_CMDS as _IN_CMDS
from dgg.lean.commands import INDENTED_OK as _INDENTED_OK
from dgg.lean.commands import MODIFIERS as _MODIFIERS
from dgg.lean.cursor import Cursor
from dgg.lean.lex import Scanned, identifiers, scan
from dgg.lean.terms import IDENT_RE, FragmentError, parse_term
from dgg.model.records import Binder, Declaration
from dgg.project import DEFAULT_TAGS

__all__ = ["read_text", "read_file", "read_paths", "identifiers"]

_TAG_RE = re.compile(r"\[([^\[\]\n]+)\]")
_WS = re.compile(r"\s+")


class _NoStatement(Exception):
    """A declaration that states nothing dgg reads (``example := e``)."""


@dataclass
class _Frame:
    kind: str  # "file" | "namespace" | "section" | "mutual"
    name: str
    variables: list[Binder] = field(default_factory=list)
    includes: set[str] = field(default_factory=set)
    omits: set[str] = field(default_factory=set)
    opens: list[str] = field(default_factory=list)
    once_vars: list[Binder] = field(default_factory=list)


class _Reader(Cursor):
    """State of one file being read: scopes, pending `open … in`, known Prop definitions."""

    def __init__(self, sc: Scanned, tags: Sequence[str]) -> None:
        self.sc = sc
        self.tags = tuple(tags)
        self.frames: list[_Frame] = [_Frame("file", "")]
        self.decls: list[Declaration] = []
        self.prop_defs: set[str] = set()
        self.once_opens: list[str] = []
        #: `include h in` / `omit h in`: the variables the next declaration alone includes, omits
        self.once_includes: set[str] = set()
        self.once_omits: set[str] = set()
        #: the tokens of the notations this file declares (``notation "ℝ*" => Hyperreal``)
        self.local_tokens: set[str] = set()

    # ------------------------------------------------------------------ helpers
    @property
    def namespace(self) -> str:
        return ".".join(f.name for f in self.frames if f.kind == "namespace")

    def opens(self) -> list[str]:
        out: list[str] = []
        for f in self.frames:
            out += [o for o in f.opens if o not in out]
        return out + [o for o in self.once_opens if o not in out]

    # ------------------------------------------------------------------ commands
    def run(self) -> list[Declaration]:
        sc = self.sc
        starts = []
        cur_indent = -1
        for m in _CMD_START.finditer(sc.masked):
            k = m.start(2)
            if not self._depth0(k):
                continue
            indent = len(m.group(1))
            kw = m.group(2)
            if cur_indent >= 0 and indent > cur_indent and kw in _INDENTED_OK:
                continue
            starts.append(k)
            if kw in _DECL_KW or kw in _MODIFIERS or kw == "@[":
                cur_indent = indent
            else:
                cur_indent = -1
        starts.append(len(sc.masked))
        pending = -1
        doc_i = 0
        docs = sc.docstrings
        for a, b in zip(starts, starts[1:]):
            s = a if pending < 0 else pending
            i = self._skip_modifiers(a, b)
            if i >= self.last_nonspace(a, b):
                pending = s
                continue
            pending = -1
            doc = None
            while doc_i < len(docs) and docs[doc_i].end <= s:
                if not sc.masked[docs[doc_i].end:s].strip():  # directly before this command
                    doc = docs[doc_i]
                doc_i += 1
            self._chunk_end = b
            self._command(i, b, doc)
        return self.decls

    def _skip_modifiers(self, i: int, end: int) -> int:
        m = self.sc.masked
        while True:
            i = self.skip_ws(i, end)
            if m.startswith("@[", i):
                i = self.sc.match[i + 1] + 1
                continue
            im = self.ident_at(i, end)
            if im and im.group(0) in _MODIFIERS:
                i = im.end()
                continue
            return i

    def _command(self, i: int, end: int, doc) -> None:
        sc, m = self.sc, self.sc.masked
        km = self.ident_at(i, end) if not m.startswith("#", i) else None
        kw = km.group(0) if km else ""
        if kw == "class" and km and (nx := self.ident_at(self.skip_ws(km.end(), end), end)) \
                and nx.group(0) == "inductive":
            km = nx
        if kw in _DECL_KW:
            assert km is not None
            once, self.once_opens = self.once_opens, []
            self.frames[-1].once_vars, onv = [], self.frames[-1].once_vars
            try:
                self._declaration(kw, i, km.end(), end, doc, once, onv)
            finally:
                self.once_includes, self.once_omits = set(), set()
            return
        if km is None:
            return
        j = self._in_keyword(km.end(), end) if kw in _IN_CMDS else -1
        scoped = j >= 0
        if scoped:
            end, after = j, self.skip_ws(j + 2, end)
        else:
            self.once_opens, self.frames[-1].once_vars = [], []
            self.once_includes, self.once_omits = set(), set()
        rest = m[km.end():end]
        words = rest.split()
        if kw in _NOTATION_CMDS:  # its tokens, read from the text (the masked text blanks strings)
            self.local_tokens |= {t.strip() for t in _STRING.findall(sc.text[km.end():end])
                                  if t.strip()}
        if kw == "namespace":
            if not words:
                raise sc.error("`namespace` without a name", i)
            for part in words[0].split("."):
                self.frames.append(_Frame("namespace", part))
        elif kw == "section":
            name = words[0] if words and IDENT_RE.fullmatch(words[0]) else ""
            for part in name.split("."):
                self.frames.append(_Frame("section", part))
        elif kw == "mutual":
            self.frames.append(_Frame("mutual", ""))
        elif kw == "end":
            self._end(words[0] if words and IDENT_RE.fullmatch(words[0]) else "", i)
        elif kw in ("open", "export"):
            names = [w for w in IDENT_RE.findall(re.sub(r"\([^)]*\)|\bhiding\b.*", " ", rest))
                     if w not in ("scoped", "renaming", "hiding")]
            if scoped:
                self.once_opens += names
            else:
                self.frames[-1].opens += names
        elif kw == "variable":
            binders = parse_groups(self, km.end(), end, from_variable=True)
            if scoped:
                self.frames[-1].once_vars += binders
            else:
                self._add_variables(binders)
        elif kw in ("include", "omit"):
            # Lean's `elabInclude`/`elabOmit` (src/Lean/Elab/BuiltinCommand.lean): `include`
            # adds to the scope's included variables and takes them out of the omitted ones,
            # `omit` the reverse; `… in` (`expandInCmd`, same file: a section around the next
            # command) for one declaration only. An `omit [inst]` by type pattern names no
            # variable here.
            named = {w for w in words if IDENT_RE.fullmatch(w)}
            add, sub = ((self.once_includes, self.once_omits) if scoped else
                        (self.frames[-1].includes, self.frames[-1].omits))
            if kw == "omit":
                add, sub = sub, add
            add |= named
            sub -= named
        if scoped and after < self.last_nonspace(after, len(m)) and after < self._chunk_end:
            self._command(after, self._chunk_end, doc)

    def _in_keyword(self, i: int, end: int) -> int:
        """Index of the word ``in`` at bracket depth 0 in [i, end) (``open X in …``), or -1."""
        for mm in re.finditer(r"(?<![\w.'])in(?![\w'!?₀-₉])", self.sc.masked[i:end]):
            k = i + mm.start()
            if self._depth0(k):
                return k
        return -1

    def _end(self, name: str, at: int) -> None:
        if len(self.frames) == 1:
            raise self.sc.error(f"`end{' ' + name if name else ''}` closes nothing", at)
        parts = name.split(".") if name else [""]
        for part in reversed(parts):
            top = self.frames[-1]
            if len(self.frames) == 1 or top.name != part:
                what = f"{top.kind} {top.name}".strip() if len(self.frames) > 1 else "nothing"
                raise self.sc.error(f"`end {name}` does not close the open {what}".replace(
                    "end  ", "end "), at)
            self.frames.pop()

    def _add_variables(self, binders: list[Binder]) -> None:
        known = {b.name: b for f in self.frames for b in f.variables if b.name}
        for b in binders:
            if not b.type_text and b.name in known:  # `variable {x}`: update the binder kind
                known[b.name].kind = b.kind
            else:
                self.frames[-1].variables.append(b)

    # ------------------------------------------------------------------ declarations
    def _declaration(self, kw: str, kpos: int, i: int, end: int, doc, once: list[str],
                     once_vars: list[Binder]) -> None:
        sc, m = self.sc, self.sc.masked
        line, col = sc.pos(kpos)
        kind = kw
        bol = m.rfind("\n", 0, kpos) + 1
        nc = re.search(r"\bnoncomputable\b", m[bol:kpos])
        if kw == "def" and nc:
            kind = "noncomputable def"
            line, col = sc.pos(bol + nc.start())
        ns = self.namespace
        d = Declaration(name="", kind=kind, file=sc.file, line=line, col=col, namespace=ns,
                        opens=self.opens() + [o for o in once if o not in self.opens()])
        d.protected = re.search(r"\bprotected\b", m[bol:kpos]) is not None
        if doc is not None:
            d.docstring = doc.text
            d.tags = _tags(doc.text, self.tags)
        i = self.skip_ws(i, end)
        if m.startswith("(", i) and kw == "instance" and "priority" in m[i:sc.match[i]]:
            i = self.skip_ws(sc.match[i] + 1, end)
        if kw == "alias" and m.startswith("⟨", i):  # `alias ⟨a, b⟩ := iff`: two implications
            return
        nm = self.ident_at(i, end)
        if nm and nm.group(0) not in ("where", "extends"):
            short = nm.group(0)
            i = nm.end()
            if m.startswith(".{", i) and i + 1 in sc.match:  # universe parameters `foo.{u}`
                i = sc.match[i + 1] + 1
        elif kw in ("example", "instance"):
            short = kw
        else:
            raise sc.error(f"`{kw}` without a name", i)
        if short.startswith("_root_."):
            d.name = short[len("_root_."):]
        else:
            d.name = f"{ns}.{short}" if ns and kw != "example" else short
        if kw == "alias":
            j = self.find_top(i, end, ":=")
            if j < 0:
                raise sc.error("`alias` without `:=`", self.last_nonspace(i, end))
            d.alias_of = m[j + 2:end].split()[0] if m[j + 2:end].split() else None
            self.decls.append(d)
            return
        if kw in ("structure", "class", "inductive"):
            self.decls.append(d)
            return
        try:
            self._signature(d, kw, i, end, once_vars)
        except _NoStatement:
            return
        except LeanSyntaxError:
            # Lean reads this file's own notations; dgg's grammar does not know them, so a term
            # that uses one is out of the fragment, not malformed
            used = sorted((k, t) for t in self.local_tokens
                          if (k := sc.text.find(t, i, end)) >= 0)
            if not used:
                raise
            at, tok = used[0]
            line, col = sc.pos(at)
            d.parsed = False
            d.reason = (f"notation `{tok}` declared in this file (dgg reads only Lean's and "
                        f"Mathlib's) at {sc.file}:{line}:{col}")
            d.binders = []
            self.decls.append(d)

    def _signature(self, d: Declaration, kw: str, i: int, end: int,
                   once_vars: list[Binder]) -> None:
        sc, m = self.sc, self.sc.masked
        assign = self.find_top(i, end, ":=")
        stops = [x for x in (assign, self.find_top(i, end, "where"),
                             self.find_top(i, end, "|") if kw in _EQUATION_KINDS else -1)
                 if x >= 0]
        if not stops and kw in _EQUATION_KINDS:
            stops = [x for x in (self.find_inline_alternative(i, end),) if x >= 0]
        sig_end = min(stops) if stops else self.last_nonspace(i, end)
        colon = self.find_top(i, sig_end, ":")
        if colon < 0 and kw == "example" and stops:
            # `example {A} [Semiring A] := e` (`optDeclSig`: the type is inferred from the value,
            # src/Lean/Parser/Command.lean): no statement to read
            raise _NoStatement
        if colon < 0 and kw in ("theorem", "lemma", "instance", "axiom"):
            raise sc.error(f"`{kw} {d.short_name}` has no `:` before its "
                           f"{'`:=`' if stops else 'end'}", sig_end)
        if not stops and kw not in ("axiom", "opaque"):
            raise sc.error(f"`{kw} {d.short_name}` has no `:=`", sig_end)
        bend = colon if colon >= 0 else sig_end
        own = parse_groups(self, i, bend, from_variable=False)
        if colon >= 0:
            c0 = self.skip_ws(colon + 1, sig_end)
            c1 = self.last_nonspace(c0, sig_end)
            if c1 <= c0:
                raise sc.error(f"`{kw} {d.short_name}` has an empty type after `:`", colon)
            d.conclusion_text = _WS.sub(" ", m[c0:c1]).strip()
            try:
                d.conclusion = parse_term(m[c0:c1], sc.file, *sc.pos(c0))
            except FragmentError as e:
                d.parsed, d.reason = False, e.reason
        if stops:
            v0 = self.skip_ws(min(stops) + (2 if min(stops) == assign else 0), end)
            v1 = self.last_nonspace(v0, end)
            if v1 > v0:
                d.value_text = sc.text[v0:v1]
                d.proof_span = (sc.pos(v0), sc.pos(v1 - 1))
                d.proof_span = (d.proof_span[0], (d.proof_span[1][0], d.proof_span[1][1] + 1))
                if kw in ("def", "abbrev") and min(stops) == assign:
                    try:
                        d.value = parse_term(m[v0:v1], sc.file, *sc.pos(v0))
                    except (FragmentError, LeanSyntaxError):
                        d.value = None
            elif min(stops) == assign:
                raise sc.error(f"`{kw} {d.short_name}` has nothing after `:=`", min(stops))
        scope = [b for f in self.frames for b in f.variables] + once_vars
        forced = ({x for f in self.frames for x in f.includes} | self.once_includes) - (
            {x for f in self.frames for x in f.omits} | self.once_omits)
        d.binders = join_variables(scope, own, d, forced) + own
        self._finish_binders(d)
        if d.conclusion_text == "Prop" and kw in ("def", "abbrev"):
            self.prop_defs.update({d.name, d.short_name})
        self.decls.append(d)

    def _finish_binders(self, d: Declaration) -> None:
        tnames = binder_types(d.binders)
        props = {b.name for b in d.binders if b.type_text == "Prop"} | self.prop_defs
        for b in d.binders:
            if b.type is not None:
                b.type = retype(b.type, tnames)
            if b.kind == "inst":
                b.is_hyp = False
            elif b.type is not None:
                b.is_hyp = is_prop(b.type, tnames, props)
            else:
                b.is_hyp = prop_text(b.type_text)
            reason = getattr(b, "reason", None)
            if reason and b.kind != "inst" and d.parsed:
                d.parsed, d.reason = False, reason


def _tags(doc: str, tags: Sequence[str]) -> list[str]:
    out: list[str] = []
    known = set(tags)
    for m in _TAG_RE.finditer(doc):
        t = m.group(1).strip()
        if t in known and t not in out:
            out.append(t)
    return out


#: Commands that declare notation; the string literals in them are the new tokens
#: Declarations that may be defined by equations (`| pats => rhs` instead of `:= …`)
_EQUATION_KINDS = frozenset({"def", "abbrev", "instance", "theorem", "lemma", "example"})
_NOTATION_CMDS = frozenset({"notation", "notation3", "infix", "infixl", "infixr", "prefix",
                            "postfix", "macro", "syntax"})
_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def read_text(text: str, file: str, tags: Sequence[str] = DEFAULT_TAGS) -> list[Declaration]:
    """The declarations of Lean source ``text`` shown as coming from ``file``."""
    sc = scan(text, str(file))
    return _Reader(sc, tags).run()


def read_file(path: Path, display: str | None = None,
              tags: Sequence[str] = DEFAULT_TAGS) -> list[Declaration]:
    """The declarations of one ``.lean`` file; ``display`` is the file name shown in records.
    A file that cannot be read or is not UTF-8 raises a :class:`LeanSyntaxError` located in it
    (``file:line:col: error: …``, as malformed Lean does)."""
    path = Path(path)
    shown = display if display is not None else str(path)
    if not path.exists():
        raise InputError(f"{shown}: no such file")
    try:
        data = path.read_bytes()
    except OSError as e:
        raise LeanSyntaxError(f"cannot be read ({e.strerror or e})", shown, 1, 1) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        head = data[:e.start]
        line = head.count(b"\n") + 1
        col = len(head[head.rfind(b"\n") + 1:].decode("utf-8", "replace")) + 1
        raise LeanSyntaxError(f"not UTF-8 text (byte {e.start})", shown, line, col) from None
    return read_text(text, shown, tags)


def _lean_files(d: Path) -> list[Path]:
    out = []
    for p in d.rglob("*.lean"):
        rel = p.relative_to(d).parts
        if any(part in (".lake", "build", "lake-packages") or part.startswith(".")
               for part in rel[:-1]):
            continue
        out.append(p)
    return sorted(out)


def read_paths(paths: Sequence[Path], root: Path, tags: Sequence[str] = DEFAULT_TAGS,
               errors: list[LeanSyntaxError] | None = None) -> list[Declaration]:
    """The declarations of the given files and directories (recursed; ``.lake``/``build``
    skipped; files sorted; names shown relative to ``root`` when inside it). With ``errors``, a
    file that is malformed, unreadable or not UTF-8 is recorded there and the others are read
    (a folder of hundreds of files is not stopped by one); without, its error is raised."""
    root = Path(root).resolve()
    files: list[Path] = []
    for p in paths:
        p = Path(p)
        if not p.exists():
            raise InputError(f"{p}: no such file or directory")
        if p.is_dir():
            found = _lean_files(p)
            if not found:
                raise InputError(f"{p}: directory holds no .lean files")
            files += found
        elif p.suffix != ".lean":
            raise InputError(f"{p}: not a .lean file")
        else:
            files.append(p)
    out: list[Declaration] = []
    seen: set[Path] = set()
    for f in files:
        rp = f.resolve()
        if rp in seen:
            continue
        seen.add(rp)
        try:
            shown = str(rp.relative_to(root))
        except ValueError:
            shown = str(f)
        try:
            out += read_file(f, shown, tags)
        except LeanSyntaxError as e:
            if errors is None:
                raise
            errors.append(e)
    return out
