"""The DejaVu fonts ship with the program (top-level ``resources/fonts``) and are found there, whatever the
install (source, editable, wheel: see tests/test_resources.py); the system folders are only the fallback."""

from __future__ import annotations

from pathlib import Path

import pytest

from osfiles.platforms import system_font_dirs
from outputs.documents.fonts import FACES, bundled_fonts_dir, find_font, search_dirs
from tests.conftest import REPO

RESOURCES = REPO / "resources"
SHIPPED = sorted({*FACES.values(), "LICENSE-DejaVu.txt"})
TRUETYPE_MAGIC = b"\x00\x01\x00\x00"


def test_the_lookup_finds_the_fonts_shipped_with_the_program() -> None:
    folder = bundled_fonts_dir()
    assert folder is not None
    assert folder.resolve() == RESOURCES / "fonts"
    for name in SHIPPED:
        assert (folder / name).is_file(), name
    for name in FACES.values():
        assert (folder / name).read_bytes()[:4] == TRUETYPE_MAGIC, name


def test_the_bundled_fonts_come_before_the_system_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARBITER_FONTS_DIR", raising=False)
    dirs = search_dirs()
    assert dirs[0] == bundled_fonts_dir() and dirs[1:] == list(system_font_dirs())
    for name in FACES.values():
        assert find_font(name).resolve() == RESOURCES / "fonts" / name


def test_the_fonts_folder_set_by_the_arbiter_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "DejaVuSans.ttf").write_bytes(TRUETYPE_MAGIC)
    monkeypatch.setenv("ARBITER_FONTS_DIR", str(tmp_path))
    assert find_font("DejaVuSans.ttf") == tmp_path / "DejaVuSans.ttf"
    assert find_font("DejaVuSans-Bold.ttf").resolve() == RESOURCES / "fonts" / "DejaVuSans-Bold.ttf"
