"""``dgg audit``: a static audit of the Lean library that runs everywhere.

1. Escape hatches (``sorry``, ``admit``, ``native_decide``, ``axiom``, ``set_option maxHeartbeats``)
   in the library folders (``Dgg/``, ``DggSharp/``) and their root files, outside comments and
   strings.
2. Statement fidelity: the seed-002 theorem must match the reference copy kept in
   ``tests/data/seed002_statement.txt`` binder by binder, and in its conclusion.
3. External names: per theorem, the names its proof uses that are neither bound locally nor declared
   in the libraries; those missing from the ``name`` column of ``docs/mathlib-api.md`` are findings.
4. The Lean build (``lake build`` of every library folder, ``lake test``) and the exporter
   comparison, when ``lake`` is on PATH; otherwise a line says it was skipped.

Each finding is one line ``file:line:col: message``; any finding makes the exit code 1.
The last line, ``summary: …``, says in one paragraph what was checked and what was found.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from dgg.lean.source import identifiers, read_paths, read_text
from dgg.lean.text import mask_comments_and_strings
from dgg.model.records import Declaration
from dgg.outputs.export import compare, run_exporter
from dgg.project import library_dirs, library_label, source_tags

SEED_THEOREM = "ug_peaked_gradient_bound"
SEED_REFERENCE = Path("tests/data/seed002_statement.txt")
API_DOC = Path("docs/mathlib-api.md")

_HATCHES = [
    (re.compile(r"(?<![\w.'])sorry(?![\w'])"), "`sorry`"),
    (re.compile(r"(?<![\w.'])admit(?![\w'])"), "`admit`"),
    (re.compile(r"(?<![\w.'])native_decide(?![\w'])"), "`native_decide`"),
    (re.compile(r"(?m)^[ \t]*(?:@\[[^\]]*\][ \t]*)?(?:(?:private|protected|noncomputable|unsafe)"
                r"[ \t]+)*axiom(?![\w'])"), "an `axiom` declaration"),
    (re.compile(r"set_option[ \t\n]+maxHeartbeats(?![\w'])"), "`set_option maxHeartbeats`"),
]

#: Tactics, tactic keywords and term keywords that the identifier scan meets in proofs.
TACTIC_WORDS = frozenset("""
    by at with only using from fun λ in do then else if let have show suffices calc obtain
    intro intros rintro refine refine' exact exacts apply rw rwa rewrite erw simp simp_all simpa dsimp
    simp_rw norm_num ring ring_nf field_simp linarith nlinarith positivity gcongr bound omega decide
    constructor left right use exists existsi cases rcases induction split_ifs split by_cases
    by_contra push_neg contrapose exfalso trivial rfl congr congr! ext funext unfold delta
    set change conv lhs rhs arg enter specialize generalize clear subst symm trans calc_step
    aesop tauto norm_cast push_cast exact_mod_cast assumption_mod_cast mono filter_upwards
    first try repeat all_goals any_goals iterate focus case next on_goal pick_goal swap rotate_left
    haveI letI infer_instance inferInstance assumption apply_fun nth_rewrite nth_rw rel
    field_simp abel module linear_combination polyrith norm_num1 fin_cases interval_cases
    sorry admit native_decide this Type Prop Sort true false True False
    """.split())


@dataclass
class AuditResult:
    lines: list[str] = field(default_factory=list)
    findings: int = 0

    def finding(self, text: str) -> None:
        self.lines.append(text)
        self.findings += 1

    def info(self, text: str) -> None:
        self.lines.append(text)


def lean_files(root: Path) -> list[Path]:
    """The libraries' Lean files: for each library folder (``Dgg/``, ``DggSharp/``), its root file
    (``Dgg.lean``) and everything under the folder."""
    files: list[Path] = []
    for lib in library_dirs(root):
        inside = sorted(lib.rglob("*.lean")) if lib.is_dir() else []
        top = lib.with_suffix(".lean")
        files += ([top] if inside and top.is_file() else []) + inside
    return files


def escape_hatches(path: Path, display: str) -> list[str]:
    """One ``file:line:col: …`` line per escape hatch outside comments and strings."""
    masked = mask_comments_and_strings(path.read_text(encoding="utf-8"))
    out = []
    for rx, what in _HATCHES:
        for m in rx.finditer(masked):
            start = m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
            line = masked.count("\n", 0, start) + 1
            col = start - (masked.rfind("\n", 0, start) + 1) + 1
            out.append(f"{display}:{line}:{col}: escape hatch: {what}")
    return sorted(out, key=lambda s: [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", s)])


def _norm(text: str) -> str:
    return " ".join(text.split())


def fidelity(root: Path, decls: Sequence[Declaration]) -> list[str]:
    """Compare the seed-002 theorem with the reference copy, binder by binder."""
    ref_path = root / SEED_REFERENCE
    if not ref_path.is_file():
        if not any(d.short_name == SEED_THEOREM for d in decls):
            return []  # a project that does not state the seed theorem: nothing to compare
        return [f"{SEED_REFERENCE}:1:1: reference copy of the seed-002 statement is missing"]
    # The reference is a bare statement (binders and conclusion, no proof); a placeholder body
    # lets the reader take it as a declaration.
    ref_text = ref_path.read_text(encoding="utf-8").rstrip() + " := proof_omitted\n"
    ref = [d for d in read_text(ref_text, str(SEED_REFERENCE)) if d.short_name == SEED_THEOREM]
    ours = [d for d in decls if d.short_name == SEED_THEOREM and d.kind in ("theorem", "lemma")]
    if not ref:
        return [f"{SEED_REFERENCE}:1:1: no `{SEED_THEOREM}` in the reference copy"]
    if not ours:
        return [f"Dgg:1:1: the seed-002 theorem `{SEED_THEOREM}` is not declared in "
                f"{library_label(root)}"]
    r, d = ref[0], ours[0]
    out = []
    rb = [b for b in r.binders if not b.from_variable]
    db = [b for b in d.binders if not b.from_variable]
    if len(db) != len(rb):
        out.append(f"{d.file}:{d.line}:{d.col}: fidelity: {len(db)} binders, the seed has {len(rb)}")
    for i, (x, y) in enumerate(zip(db, rb), start=1):
        if (x.name, x.kind, _norm(x.type_text)) != (y.name, y.kind, _norm(y.type_text)):
            out.append(
                f"{d.file}:{x.line}:{x.col}: fidelity: binder {i} is "
                f"{x.kind} `{x.name} : {_norm(x.type_text)}`, the seed has "
                f"{y.kind} `{y.name} : {_norm(y.type_text)}`"
            )
    if _norm(d.conclusion_text) != _norm(r.conclusion_text):
        out.append(f"{d.file}:{d.line}:{d.col}: fidelity: conclusion `{_norm(d.conclusion_text)}` "
                   f"differs from the seed's `{_norm(r.conclusion_text)}`")
    return out


def _local_names(text: str) -> set[str]:
    """Names that a proof binds itself: after `have`/`intro`/`fun`/`obtain ⟨…⟩`/`∑`/… ."""
    out: set[str] = set()
    for m in re.finditer(r"(?:\b(?:have|haveI|let|letI|set|generalize|suffices)\s+([^\s:(){}⟨⟩,]+))",
                         text):
        out.add(m.group(1))
    for m in re.finditer(r"\b(?:intro|intros|rintro|fun|λ|case|next)\s+([^:=↦⊢\n]*)", text):
        out.update(t for t in re.split(r"[\s⟨⟩(),|]+", m.group(1)) if t and t != "=>")
    for m in re.finditer(r"\b(?:obtain|rcases)\s+⟨([^⟩]*)⟩", text):
        out.update(t for t in re.split(r"[\s⟨⟩(),|]+", m.group(1)) if t)
    for m in re.finditer(r"\bwith\s+([^\n]*)", text):
        out.update(t for t in re.split(r"[\s⟨⟩(),|]+", m.group(1)) if t)
    for m in re.finditer(r"[∑∏∀∃]\s*([^,∈:]+?)\s*(?:∈|:|,)", text):
        out.update(m.group(1).split())
    return out


def api_doc_names(root: Path) -> set[str] | None:
    """The ``name`` column of ``docs/mathlib-api.md`` (backquotes stripped), or None if absent."""
    p = root / API_DOC
    if not p.is_file():
        return None
    names = set()
    for line in p.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[0] and not set(cells[0]) <= set("-: ") and cells[0] != "name":
            names.add(cells[0].strip("`"))
    return names


def _documented(name: str, doc: set[str], decl: Declaration) -> bool:
    """``name`` or a dotted prefix of it (``abs_le.mp``, ``Finset.univ.erase``: projections and
    generalized field notation) is listed, directly or through an ``open`` namespace."""
    parts = name.split(".")
    for k in range(len(parts), 0, -1):
        stem = ".".join(parts[:k])
        if any(c in doc for c in [stem] + [f"{o}.{stem}" for o in decl.opens]):
            return True
    return False


#: Type notations that look like identifiers to the scanner.
_TYPE_NOTATION = frozenset("ℝ ℕ ℤ ℚ ℂ".split())


def _is_named_argument(text: str, offset: int, name: str) -> bool:
    """``(name := …)``: a named argument, not a use of a declaration."""
    before = text[:offset].rstrip()
    after = text[offset + len(name):].lstrip()
    return before.endswith("(") and after.startswith(":=")


def external_names(decls: Sequence[Declaration]) -> dict[str, list[tuple[str, int, int]]]:
    """Per theorem/def with a body, the names its proof uses that are neither bound locally nor
    declared in the library (full or short names, Lean namespace resolution)."""
    declared = {d.name for d in decls} | {d.short_name for d in decls}
    for d in decls:  # names visible through the enclosing namespaces
        parts = d.name.split(".")
        for i in range(1, len(parts)):
            declared.add(".".join(parts[i:]))
    out: dict[str, list[tuple[str, int, int]]] = {}
    for d in decls:
        if not d.value_text or d.proof_span is None or d.kind in ("alias",):
            continue
        bound = {b.name for b in d.binders} | _local_names(d.value_text)
        (l0, c0), _ = d.proof_span
        used = []
        seen = set()
        offsets = _line_offsets(d.value_text)
        for name, line, col in identifiers(d.value_text, l0, c0):
            head = name.split(".")[0]
            offset = offsets[line - l0] + (col - (c0 if line == l0 else 1))
            if (name in seen or name in declared or {name, head} & (bound | TACTIC_WORDS)
                    or _looks_local(name) or name in _TYPE_NOTATION
                    or ("." not in name and name[:1].isupper())
                    or _is_named_argument(d.value_text, offset, name)):
                continue
            seen.add(name)
            used.append((name, line, col))
        out[d.name] = used
    return out


def _line_offsets(text: str) -> list[int]:
    """Offset in ``text`` of the start of each of its lines."""
    out = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            out.append(i + 1)
    return out


def _looks_local(name: str) -> bool:
    """Hypothesis-style names (`h`, `hx`, `hπs`, `h₁`, `hJ'`) are local by convention."""
    return re.fullmatch(r"h[\w'₀-₉]*", name) is not None and "_" not in name


def _plural(n: int, word: str, plural: str = "") -> str:
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def run_audit(root: Path) -> AuditResult:
    """Every check above, its findings as lines, and a last line ``summary: …`` that says what was
    checked and what was found."""
    res = AuditResult()
    files = lean_files(root)
    if not files:
        res.info(f"no Lean files under {library_label(root)}")
        return res
    hatches = 0
    for f in files:
        for line in escape_hatches(f, str(f.relative_to(root))):
            res.finding(line)
            hatches += 1
    decls = read_paths(files, root, tags=source_tags(root))
    fid = fidelity(root, decls)
    for line in fid:
        res.finding(line)
    doc = api_doc_names(root)
    ext = external_names(decls)
    missing: set[str] = set()
    if doc is None:
        res.finding(f"{API_DOC}:1:1: missing: every external name the proofs use must be listed")
    else:
        by_name = {d.name: d for d in decls}
        for thm, names in ext.items():
            for name, lno, col in names:
                if not _documented(name, doc, by_name[thm]):
                    missing.add(name)
                    res.finding(f"{by_name[thm].file}:{lno}:{col}: `{name}` (used in {thm}) "
                                f"is not in {API_DOC}")
    n_ext = len({n for names in ext.values() for n, _, _ in names})
    build = _lean_build(root, res)
    if fid:
        seed = f"seed-002 statement differs from {SEED_REFERENCE} ({_plural(len(fid), 'finding')})"
    elif any(d.short_name == SEED_THEOREM for d in decls):
        seed = f"seed-002 statement verbatim (binders and conclusion as in {SEED_REFERENCE})"
    else:
        seed = "no seed-002 statement in this project"
    ext_text = _plural(n_ext, "external name") + " used by proofs, " + (
        f"{API_DOC} missing" if doc is None else
        f"all listed in {API_DOC}" if not missing else f"{len(missing)} not listed in {API_DOC}")
    verdict = "no findings" if not res.findings else _plural(res.findings, "finding")
    res.info(f"summary: {_plural(len(files), 'Lean file')} and {_plural(len(decls), 'declaration')}"
             f" read; {_plural(hatches, 'escape hatch', 'escape hatches')} (sorry, admit, "
             f"native_decide, axiom, maxHeartbeats); {seed}; {ext_text}; {build}. "
             f"Result: {verdict}.")
    return res


def _lean_build(root: Path, res: AuditResult) -> str:
    """Run ``lake build`` and ``lake test`` when ``lake`` is on PATH; the summary's phrase."""
    if shutil.which("lake") is None:
        res.info("lean build: skipped (no Lean toolchain on PATH)")
        return "Lean build skipped (no Lean toolchain on PATH)"
    failed = []
    libs = [d.name for d in library_dirs(root)]  # every lean_lib, not only the default target
    for cmd in (["lake", "build", *libs, "--wfail"], ["lake", "test"]):
        proc = subprocess.run(cmd, cwd=root, capture_output=True, text=True)
        if proc.returncode != 0:
            tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or ["(no output)"]
            res.finding(f"lean build: `{' '.join(cmd)}` failed: {tail[0]}")
            failed.append(" ".join(cmd))
        else:
            res.info(f"lean build: `{' '.join(cmd)}` passed")
    _exporter(root, res)
    return "`lake build` and `lake test` passed" if not failed else \
        f"Lean build failed ({', '.join(failed)})"


def _exporter(root: Path, res: AuditResult) -> None:
    exported = run_exporter(root)
    if exported is not None:
        decls = read_paths(lean_files(root), root, tags=source_tags(root))
        for line in compare(decls, exported):
            res.finding(f"exporter: {line}")
