"""Citation text for declarations of the library: BibTeX, CFF or one plain paragraph.

Each entry names the declaration, its ``file:line``, the git commit of the checkout (short and full
hash, ``+dirty`` when the working tree has uncommitted changes to tracked files), the Lean toolchain
and the Mathlib revision the project pins, and the declaration's source tags. A URL is given only
when the checkout has a git remote (credentials in the remote URL are dropped).

Library functions only; :mod:`dgg.cli` parses the ``dgg cite`` flags and
:mod:`dgg.cli_commands` prints the warnings.
"""

from __future__ import annotations

import difflib
import json
import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

from dgg import project
from dgg.errors import InputError
from dgg.model.records import Declaration

#: ``(short hash, full hash, dirty, warning)`` as returned by :func:`git_commit`.
CommitInfo = tuple[str, str, bool, str | None]

FORMATS = ("bibtex", "cff", "text")
PROJECT_TITLE = (
    "dgg-proofs: Lean 4 formalization of gradient inequalities for RL fine-tuning of transformers"
)
AUTHOR = "dgg-proofs contributors"
THEOREM_KINDS = ("theorem", "lemma")


# --------------------------------------------------------------------------- name resolution


def resolve(names: Sequence[str], decls: Sequence[Declaration]) -> list[Declaration]:
    """The declarations named by ``names``, in that order.

    A name is a full name (``Dgg.ug_peaked_gradient_bound``) or a unique suffix after a namespace
    separator (``ug_peaked_gradient_bound``, ``PeakedCovariance.foo``). An unknown or ambiguous name
    raises :class:`~dgg.errors.InputError` with one line that lists close matches or the candidates.
    """
    by_name: dict[str, Declaration] = {}
    for d in decls:
        by_name.setdefault(d.name, d)
    out: list[Declaration] = []
    for raw in names:
        name = raw.strip()
        if name in by_name:
            out.append(by_name[name])
            continue
        hits = [d for n, d in by_name.items() if n.endswith("." + name)]
        if len(hits) == 1:
            out.append(hits[0])
            continue
        if hits:
            cands = ", ".join(sorted(d.name for d in hits))
            raise InputError(f"ambiguous declaration name '{name}': matches {cands}")
        raise InputError(f"unknown declaration '{name}'; {_close_matches(name, by_name)}")
    return out


def _close_matches(name: str, by_name: dict[str, Declaration]) -> str:
    """``close matches: A, B`` (matched on full and on short names) or ``no close matches``."""
    pool: dict[str, str] = {}
    for full in by_name:
        pool[full] = full
        pool.setdefault(full.rsplit(".", 1)[-1], full)
    found: list[str] = []
    for m in difflib.get_close_matches(name, list(pool), n=8, cutoff=0.6):
        if pool[m] not in found:
            found.append(pool[m])
    if not found:
        return "no close matches"
    return "close matches: " + ", ".join(found[:5])


def default_selection(decls: Sequence[Declaration]) -> list[Declaration]:
    """Every theorem (or lemma) that carries at least one source tag, in input order."""
    return [d for d in decls if d.kind in THEOREM_KINDS and d.tags]


# --------------------------------------------------------------------------- git facts


def _git_run(root: Path, *args: str) -> subprocess.CompletedProcess[str] | None:
    """``git -C root args`` run to completion, or ``None`` when git is missing or hangs."""
    try:
        return subprocess.run(
            ["git", "-C", str(root), *args],
            capture_output=True, text=True, timeout=30, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None


def _git(root: Path, *args: str) -> str | None:
    """Output of ``git -C root args`` stripped, or ``None`` when git is missing or fails."""
    r = _git_run(root, *args)
    if r is None or r.returncode != 0:
        return None
    return r.stdout.strip()


def _dubious_ownership(root: Path, stderr: str) -> str | None:
    """The warning for a checkout git refuses to read because another user owns it (git's
    ``safe.directory`` check, ``setup.c`` of git since 2.35.2), with the command git itself
    suggests; ``None`` when git refused for another reason."""
    if "dubious ownership" not in stderr:
        return None
    m = re.search(r"^\s*(git config --global --add safe\.directory .+?)\s*$", stderr, re.M)
    fix = m.group(1) if m else "git config --global --add safe.directory PATH-OF-THE-CHECKOUT"
    return (f"{root}: git refuses to read this checkout: 'dubious ownership' (another user owns "
            "it); citations carry no commit hash. If you trust the checkout, allow it with: "
            f"{fix}")


def git_commit(root: Path) -> CommitInfo:
    """``(short, full, dirty, warning)`` for the checkout holding ``root``.

    ``dirty`` is true when tracked files differ from the commit (untracked files do not count, as in
    ``git describe --dirty``). Outside a git checkout, without git, before the first commit, or in
    a checkout git refuses to read (another user owns it: "dubious ownership", fixed by git's
    ``safe.directory`` setting) the hashes are ``"unknown"`` and ``warning`` says which; a dirty
    tree also gives a warning.
    """
    r = _git_run(root, "rev-parse", "--verify", "HEAD")
    full = r.stdout.strip() if r is not None and r.returncode == 0 else None
    if not full or not re.fullmatch(r"[0-9a-f]{40,64}", full):
        refused = _dubious_ownership(root, r.stderr) if r is not None else None
        return ("unknown", "unknown", False, refused or
                f"{root}: not a git checkout with a commit; citations carry no commit hash")
    short = _git(root, "rev-parse", "--short=7", "HEAD") or full[:7]
    status = _git(root, "status", "--porcelain", "--untracked-files=no")
    dirty = bool(status)
    warning = None
    if status is None:
        warning = f"{root}: could not read git status; the tree is assumed clean"
    elif dirty:
        warning = (f"{root}: working tree has uncommitted changes; citations name "
                   f"{short}+dirty, which no one else can check out")
    return (short, full, dirty, warning)


def version_string(commit_info: CommitInfo) -> str:
    """The commit's short hash, marked ``+dirty`` for a modified tree (``unknown`` outside git)."""
    short, _full, dirty, _w = commit_info
    return f"{short}+dirty" if dirty else short


def remote_url(root: Path) -> str | None:
    """The ``origin`` remote (else the first remote) as an https URL without credentials."""
    url = _git(root, "remote", "get-url", "origin")
    if not url:
        remotes = (_git(root, "remote") or "").split()
        url = _git(root, "remote", "get-url", remotes[0]) if remotes else None
    if not url:
        return None
    m = re.fullmatch(r"(?:ssh://)?git@([^:/]+)[:/](.+?)(?:\.git)?/?", url)
    if m:
        return f"https://{m.group(1)}/{m.group(2)}"
    m = re.fullmatch(r"(https?)://(?:[^@/]*@)?(.+?)(?:\.git)?/?", url)
    if m:
        return f"{m.group(1)}://{m.group(2)}"
    return None  # a local path or an unknown scheme is no public URL


def _commit_year(root: Path, full: str) -> str | None:
    if full == "unknown":
        return None
    date = _git(root, "show", "-s", "--format=%cs", full)
    return date[:4] if date and re.match(r"\d{4}-", date) else None


# --------------------------------------------------------------------------- entries


def _location(decl: Declaration) -> str:
    return f"{decl.file}:{decl.line}"


def _bibkey(name: str) -> str:
    return "dgg:" + re.sub(r"[^A-Za-z0-9_.:\-]", "_", name)


_TEX_SPECIAL = {
    "\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "_": r"\_", "&": r"\&", "%": r"\%",
    "$": r"\$", "#": r"\#", "^": r"\^{}", "~": r"\~{}",
}


def tex_escape(s: str) -> str:
    """``s`` with the LaTeX special characters escaped (non-ASCII is kept for biber/UTF-8)."""
    return "".join(_TEX_SPECIAL.get(c, c) for c in s)


def _facts(decl: Declaration, root: Path, commit_info: CommitInfo) -> dict[str, str]:
    short, full, _dirty, _w = commit_info
    tags = ", ".join(decl.tags) if decl.tags else "none"
    return {
        "name": decl.name,
        "kind": decl.kind,
        "loc": _location(decl),
        "short": short,
        "full": full,
        "version": version_string(commit_info),
        "lean": project.lean_toolchain(root),
        "mathlib": project.mathlib_rev(root),
        "tags": tags,
    }


def _title(decl: Declaration) -> str:
    tags = "".join(f" [{t}]" for t in decl.tags)
    return f"Lean 4 declaration {decl.name}{tags}"


def _note(f: dict[str, str]) -> str:
    return (f"Lean 4 {f['kind']} {f['name']} at {f['loc']}, commit {f['short']} "
            f"(full hash {f['full']}), Lean {f['lean']}, Mathlib {f['mathlib']}, "
            f"source tag(s): {f['tags']}")


def _bibtex(decl: Declaration, root: Path, commit_info: CommitInfo) -> str:
    f = _facts(decl, root, commit_info)
    url = remote_url(root)
    fields = [
        ("author", "{" + tex_escape(AUTHOR) + "}"),
        ("title", "{dgg-proofs}: " + tex_escape(_title(decl))),
        ("version", tex_escape(f["version"])),
    ]
    year = _commit_year(root, commit_info[1])
    if year:
        fields.append(("year", year))
    fields.append(("note", tex_escape(_note(f))))
    if url:
        fields.append(("url", url))
        fields.append(("howpublished", tex_escape(f"git repository {url}, commit {f['full']}")))
    body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields)
    return f"@software{{{_bibkey(decl.name)},\n{body}\n}}"


def _q(s: str) -> str:
    """A YAML double-quoted scalar (JSON strings are valid YAML)."""
    return json.dumps(s, ensure_ascii=False)


def _cff(decl: Declaration, root: Path, commit_info: CommitInfo) -> str:
    f = _facts(decl, root, commit_info)
    url = remote_url(root)
    lines = [
        "preferred-citation:",
        "  type: software",
        f"  title: {_q('dgg-proofs: ' + _title(decl))}",
        "  authors:",
        f"    - name: {_q(AUTHOR)}",
        f"  version: {_q(f['version'])}",
    ]
    if f["full"] != "unknown":
        lines.append(f"  commit: {_q(f['full'])}")
    if url:
        lines.append(f"  repository-code: {_q(url)}")
    if decl.tags:
        lines.append("  keywords:")
        lines.extend(f"    - {_q(t)}" for t in decl.tags)
    lines.append(f"  notes: {_q(_note(f))}")
    return "\n".join(lines)


def _text(decl: Declaration, root: Path, commit_info: CommitInfo) -> str:
    f = _facts(decl, root, commit_info)
    url = remote_url(root)
    tags = "".join(f" [{t}]" for t in decl.tags)
    s = (f"{AUTHOR}. {decl.name}{tags} ({f['kind']}, {f['loc']}). {PROJECT_TITLE}, "
         f"commit {f['version']} (full hash {f['full']}); Lean {f['lean']}, "
         f"Mathlib {f['mathlib']}.")
    if url:
        s += f" {url}"
    return s


def entry(decl: Declaration, root: Path, commit_info: CommitInfo, fmt: str) -> str:
    """One citation of ``decl`` in ``fmt`` (``bibtex``, ``cff`` or ``text``)."""
    if fmt == "bibtex":
        return _bibtex(decl, root, commit_info)
    if fmt == "cff":
        return _cff(decl, root, commit_info)
    if fmt == "text":
        return _text(decl, root, commit_info)
    raise ValueError(f"unknown citation format {fmt!r}; expected one of {', '.join(FORMATS)}")


def library_entry(root: Path, fmt: str) -> tuple[str, list[str]]:
    """One citation of the whole library at the checkout's commit, and the warnings to show."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown citation format {fmt!r}; expected one of {', '.join(FORMATS)}")
    info = git_commit(root)
    short, full, _dirty, warning = info
    version, url = version_string(info), remote_url(root)
    facts = (f"commit {version} (full hash {full}), Lean {project.lean_toolchain(root)}, "
             f"Mathlib {project.mathlib_rev(root)}")
    if fmt == "bibtex":
        fields = [("author", "{" + tex_escape(AUTHOR) + "}"),
                  ("title", "{dgg-proofs}" + tex_escape(PROJECT_TITLE[len("dgg-proofs"):])),
                  ("version", tex_escape(version))]
        year = _commit_year(root, full)
        if year:
            fields.append(("year", year))
        fields.append(("note", tex_escape(f"Lean 4 library and the dgg checker, {facts}")))
        if url:
            fields += [("url", url), ("howpublished", tex_escape(f"git repository {url}, "
                                                                 f"commit {full}"))]
        body = ",\n".join(f"  {k} = {{{v}}}" for k, v in fields)
        text = f"@software{{dgg-proofs,\n{body}\n}}"
    elif fmt == "cff":
        lines = ["preferred-citation:", "  type: software", f"  title: {_q(PROJECT_TITLE)}",
                 "  authors:", f"    - name: {_q(AUTHOR)}", f"  version: {_q(version)}"]
        if full != "unknown":
            lines.append(f"  commit: {_q(full)}")
        if url:
            lines.append(f"  repository-code: {_q(url)}")
        lines.append(f"  notes: {_q('Lean 4 library and the dgg checker, ' + facts)}")
        text = "\n".join(lines)
    else:
        text = f"{AUTHOR}. {PROJECT_TITLE}. Software, {facts}." + (f" {url}" if url else "")
    return text + "\n", [warning] if warning else []


def render(
    decls: Sequence[Declaration], root: Path, fmt: str, names: Sequence[str] | None = None
) -> tuple[str, list[str]]:
    """All citations as one text, and the warnings to show on stderr.

    Without ``names`` every declaration in ``decls`` is cited (pick them with :func:`resolve` or
    :func:`default_selection`, every theorem with a source tag); with ``names``, the declarations
    of ``decls`` that :func:`resolve` finds. BibTeX entries are separated by blank lines, CFF
    snippets by YAML document markers (``---``), text paragraphs by blank lines.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown citation format {fmt!r}; expected one of {', '.join(FORMATS)}")
    chosen = list(decls) if names is None else resolve(names, decls)
    if not chosen:
        raise InputError("no declaration to cite: no theorem carries a source tag; "
                         "name the declarations to cite")
    info = git_commit(root)
    warnings = [info[3]] if info[3] else []
    for d in chosen:
        if not d.tags:
            warnings.append(f"{d.file}:{d.line}: {d.name} has no source tag in its docstring")
    parts = [entry(d, root, info, fmt) for d in chosen]
    sep = "\n---\n" if fmt == "cff" else "\n\n"
    return sep.join(parts) + "\n", warnings
