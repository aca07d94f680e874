"""The project's Lean libraries, read from the lakefile: ``lean_lib`` names in order, the
``@[test_driver]`` library left out, and the folders that exist."""

from __future__ import annotations

from pathlib import Path

from dgg.project import library_dirs, library_label, library_names

ROOT = Path(__file__).resolve().parents[1]

LAKEFILE = """import Lake
open Lake DSL

package p where

/-- seed -/
@[default_target]
lean_lib Seed

lean_lib «Extra»

@[test_driver]
lean_lib Tests
"""


def test_this_repository_has_two_libraries() -> None:
    assert library_names(ROOT) == ["Dgg", "DggSharp"]
    assert library_dirs(ROOT) == [ROOT / "Dgg", ROOT / "DggSharp"]
    assert library_label(ROOT) == "Dgg/, DggSharp/"


def test_lakefile_lean_order_and_test_driver(tmp_path: Path) -> None:
    (tmp_path / "lakefile.lean").write_text(LAKEFILE, encoding="utf-8")
    assert library_names(tmp_path) == ["Seed", "Extra"]
    (tmp_path / "Extra").mkdir()
    assert library_dirs(tmp_path) == [tmp_path / "Extra"]  # `Seed/` does not exist


def test_lakefile_toml(tmp_path: Path) -> None:
    (tmp_path / "lakefile.toml").write_text(
        'name = "p"\ntestDriver = "T"\n\n[[lean_lib]]\nname = "A"\n\n[[lean_lib]]\nname = "T"\n',
        encoding="utf-8")
    assert library_names(tmp_path) == ["A"]


def test_no_library_declared_falls_back_to_dgg(tmp_path: Path) -> None:
    (tmp_path / "lakefile.lean").write_text("import Lake\n", encoding="utf-8")
    assert library_names(tmp_path) == ["Dgg"]
    assert library_dirs(tmp_path) == [tmp_path / "Dgg"]
    assert library_label(tmp_path) == "Dgg/"
