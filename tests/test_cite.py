"""Citation entries (dgg.outputs.cite) and the project's CITATION.cff."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from dgg.errors import InputError
from dgg.model.records import Binder, Declaration
from dgg.outputs import cite

REPO = Path(__file__).resolve().parents[1]



def _decl(name: str, kind: str = "theorem", tags: tuple[str, ...] = (), line: int = 10,
          file: str = "Dgg/PeakedCovariance.lean") -> Declaration:
    return Declaration(
        name=name, kind=kind, file=file, line=line, col=1,
        binders=[Binder("δ", "ℝ"), Binder("hδ", "0 ≤ δ", is_hyp=True)],
        conclusion_text="δ ≤ 1", tags=list(tags),
    )


DECLS = [
    _decl("Dgg.ug_peaked_gradient_bound", tags=("ug-peaked-gradient-bound",), line=42),
    _decl("Dgg.occ_ratio_le", tags=("ftip-0080",), file="Dgg/OccurrenceBound.lean", line=77),
    _decl("Dgg.softmax", kind="noncomputable def", file="Dgg/Softmax.lean"),
    _decl("Dgg.Sharp.occ_ratio_le", tags=("beyond-seed",), file="Dgg/OccurrenceBoundSharp.lean"),
]


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / "Dgg").mkdir(parents=True)
    (root / "lean-toolchain").write_text("leanprover/lean4:v4.33.1\n", encoding="utf-8")
    (root / "lakefile.lean").write_text(
        'require mathlib from git\n'
        '  "https://github.com/leanprover-community/mathlib4" @ "v4.33.1"\n',
        encoding="utf-8")
    (root / "Dgg" / "PeakedCovariance.lean").write_text("-- theorem\n", encoding="utf-8")
    return root


def _git(root: Path, *args: str) -> str:
    r = subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.org",
         "-c", "commit.gpgsign=false", "-C", str(root), *args],
        capture_output=True, text=True, check=True)
    return r.stdout.strip()


def _git_project(tmp_path: Path) -> Path:
    root = _project(tmp_path)
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "init")
    return root


# ----------------------------------------------------------------------------- resolve


def test_resolve_full_name_and_unique_suffix() -> None:
    got = cite.resolve(["Dgg.softmax", "ug_peaked_gradient_bound"], DECLS)
    assert [d.name for d in got] == ["Dgg.softmax", "Dgg.ug_peaked_gradient_bound"]
    # a suffix that spans a namespace is unique too
    assert cite.resolve(["Sharp.occ_ratio_le"], DECLS)[0].name == "Dgg.Sharp.occ_ratio_le"
    # the exact full name wins even where it is also a suffix of another name
    assert cite.resolve(["Dgg.occ_ratio_le"], DECLS)[0].name == "Dgg.occ_ratio_le"


def test_resolve_ambiguous_suffix_lists_candidates() -> None:
    with pytest.raises(InputError) as e:
        cite.resolve(["occ_ratio_le"], DECLS)
    msg = e.value.one_line()
    assert "ambiguous" in msg
    assert "Dgg.occ_ratio_le" in msg and "Dgg.Sharp.occ_ratio_le" in msg
    assert "\n" not in str(e.value)


def test_resolve_unknown_name_suggests_close_matches() -> None:
    with pytest.raises(InputError) as e:
        cite.resolve(["ug_peaked_gradient_bnd"], DECLS)
    msg = str(e.value)
    assert "unknown declaration 'ug_peaked_gradient_bnd'" in msg
    assert "close matches: Dgg.ug_peaked_gradient_bound" in msg
    with pytest.raises(InputError, match="no close matches"):
        cite.resolve(["zzzz"], DECLS)


def test_default_selection_is_tagged_theorems() -> None:
    names = [d.name for d in cite.default_selection(DECLS)]
    assert names == ["Dgg.ug_peaked_gradient_bound", "Dgg.occ_ratio_le", "Dgg.Sharp.occ_ratio_le"]


# ----------------------------------------------------------------------------- git facts


def test_bibtex_in_git_checkout_names_commit_file_line(tmp_path: Path) -> None:
    root = _git_project(tmp_path)
    full = _git(root, "rev-parse", "HEAD")
    info = cite.git_commit(root)
    short, full2, dirty, warning = info
    assert full2 == full and re.fullmatch(r"[0-9a-f]{40}", full)
    assert len(short) >= 7 and full.startswith(short)
    assert dirty is False and warning is None
    bib = cite.entry(DECLS[0], root, info, "bibtex")
    assert bib.startswith("@software{dgg:Dgg.ug_peaked_gradient_bound,")
    assert r"Dgg.ug\_peaked\_gradient\_bound" in bib          # title and note, TeX-escaped
    assert "Dgg/PeakedCovariance.lean:42" in bib
    assert short in bib and full in bib
    assert "leanprover/lean4:v4.33.1" in bib and "Mathlib v4.33.1" in bib
    assert "ug-peaked-gradient-bound" in bib
    assert "+dirty" not in bib
    assert "url" not in bib and "howpublished" not in bib       # no remote configured
    assert bib.count("{") == bib.count("}")


def test_dirty_tree_marks_version_and_warns(tmp_path: Path) -> None:
    root = _git_project(tmp_path)
    (root / "Dgg" / "PeakedCovariance.lean").write_text("-- changed\n", encoding="utf-8")
    info = cite.git_commit(root)
    assert info[2] is True and info[3] is not None and "uncommitted" in info[3]
    bib = cite.entry(DECLS[0], root, info, "bibtex")
    assert f"version = {{{info[0]}+dirty}}" in bib
    text, warnings = cite.render([DECLS[0]], root, "text")
    assert f"{info[0]}+dirty" in text and any("uncommitted" in w for w in warnings)


def test_untracked_file_is_not_dirty(tmp_path: Path) -> None:
    root = _git_project(tmp_path)
    (root / "scratch.txt").write_text("x", encoding="utf-8")
    assert cite.git_commit(root)[2] is False


def test_remote_url_without_credentials(tmp_path: Path) -> None:
    root = _git_project(tmp_path)
    _git(root, "remote", "add", "origin", "https://user:secret@github.com/acme/dgg-proofs.git")
    assert cite.remote_url(root) == "https://github.com/acme/dgg-proofs"
    bib = cite.entry(DECLS[0], root, cite.git_commit(root), "bibtex")
    assert "url = {https://github.com/acme/dgg-proofs}" in bib and "secret" not in bib
    _git(root, "remote", "set-url", "origin", "git@github.com:acme/dgg-proofs.git")
    assert cite.remote_url(root) == "https://github.com/acme/dgg-proofs"


def test_outside_git_unknown_with_warning(tmp_path: Path) -> None:
    root = _project(tmp_path)  # not a git repository (tmp_path is outside any checkout)
    info = cite.git_commit(root)
    assert info[:3] == ("unknown", "unknown", False)
    assert info[3] and "not a git checkout" in info[3]
    text, warnings = cite.render(DECLS[:1], root, "bibtex")
    assert "version = {unknown}" in text and "full hash unknown" in text
    assert warnings == [info[3]]


def _foreign_owner_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Make git treat every checkout as owned by another user, as its own test suite does
    (``GIT_TEST_ASSUME_DIFFERENT_OWNER``, git's t/t0033-safe-directory.sh; honoured since 2.35.2),
    with an empty global and no system configuration (a ``safe.directory = *`` there would
    hide the refusal). Returns the global configuration file."""
    cfg = tmp_path / "gitconfig"
    cfg.write_text("", encoding="utf-8")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(cfg))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_TEST_ASSUME_DIFFERENT_OWNER", "1")
    return cfg


def test_checkout_of_another_user_names_dubious_ownership_and_the_fix(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _git_project(tmp_path)
    cfg = _foreign_owner_env(tmp_path, monkeypatch)
    probe = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True,
                           text=True, check=False)
    if "dubious ownership" not in probe.stderr:
        version = subprocess.run(["git", "--version"], capture_output=True, text=True,
                                 check=False).stdout.strip()
        pytest.skip(f"{version} does not honour GIT_TEST_ASSUME_DIFFERENT_OWNER (git >= 2.35.2 "
                    "does): the dubious-ownership message is not checked")
    info = cite.git_commit(root)
    assert info[:3] == ("unknown", "unknown", False)
    warning = info[3] or ""
    assert "dubious ownership" in warning and "not a git checkout" not in warning
    assert f"git config --global --add safe.directory {root}" in warning
    # the CLI says the same, as a warning, and still prints the entry
    r = subprocess.run([sys.executable, "-m", "dgg", "cite", "--root", str(root), "--format",
                        "text"], capture_output=True, text=True, check=False, env=os.environ)
    assert r.returncode == 0, r.stderr
    assert "dgg cite: warning:" in r.stderr and "dubious ownership" in r.stderr
    assert f"safe.directory {root}" in r.stderr and "not a git checkout" not in r.stderr
    # the advice works: with the checkout allowed, the commit is read
    cfg.write_text(f"[safe]\n\tdirectory = {root}\n", encoding="utf-8")
    allowed = cite.git_commit(root)
    assert allowed[1] == _git(root, "rev-parse", "HEAD") and allowed[3] is None


# ----------------------------------------------------------------------------- formats


def test_cff_snippets_parse_as_yaml(tmp_path: Path) -> None:
    root = _project(tmp_path)
    text, _ = cite.render(DECLS, root, "cff", names=["ug_peaked_gradient_bound", "Dgg.softmax"])
    docs = list(yaml.safe_load_all(text))
    assert len(docs) == 2
    pc = docs[0]["preferred-citation"]
    assert pc["type"] == "software"
    assert "Dgg.ug_peaked_gradient_bound" in pc["title"]
    assert pc["authors"] == [{"name": "dgg-proofs contributors"}]
    assert pc["keywords"] == ["ug-peaked-gradient-bound"]
    assert "Dgg/PeakedCovariance.lean:42" in pc["notes"]
    assert "keywords" not in docs[1]["preferred-citation"]  # the def has no tag


def test_text_is_one_paragraph_and_untagged_warns(tmp_path: Path) -> None:
    root = _project(tmp_path)
    text, warnings = cite.render(DECLS, root, "text", names=["Dgg.softmax"])
    assert text.strip().count("\n") == 0
    assert "Dgg.softmax" in text and "Dgg/Softmax.lean:10" in text
    assert any("no source tag" in w for w in warnings)


def test_bad_format_and_empty_selection(tmp_path: Path) -> None:
    root = _project(tmp_path)
    with pytest.raises(ValueError):
        cite.entry(DECLS[0], root, ("unknown", "unknown", False, None), "ris")
    with pytest.raises(InputError):
        cite.render([], root, "text")


# ----------------------------------------------------------------------------- CITATION.cff


def test_citation_cff_has_required_keys() -> None:
    data = yaml.safe_load((REPO / "CITATION.cff").read_text(encoding="utf-8"))
    for key in ("cff-version", "message", "title", "authors", "type", "version", "license"):
        assert key in data, key
    assert data["cff-version"] == "1.2.0"
    assert data["type"] == "software"
    assert data["license"] == "Apache-2.0"
    assert str(data["version"]) == "0.1.0"
    assert data["authors"] == [{"name": "dgg-proofs contributors"}]
    assert data["title"].startswith("dgg-proofs: Lean 4 formalization")
    (ref,) = data["references"]
    assert ref["type"] == "generic" and "miao2026when" in ref["notes"]
    assert {"title", "authors"} <= set(ref)  # required keys of a CFF reference
