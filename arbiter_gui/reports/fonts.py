"""Find and register the DejaVu fonts, so every name prints (Đorđević, Müller, Карпов, Łódź).

ReportLab's built-in Helvetica only covers Latin-1; names of players are Unicode, so the documents
embed TrueType fonts. We look, in order, in ``$ARBITER_FONTS_DIR``, in the copy shipped with the
program (the top-level ``resources/fonts/``, in the wheel and every bundle; DejaVu, Bitstream Vera
licence in ``LICENSE-DejaVu.txt``) and in the system's font folders (``engine.platforms``). Without any
of them the documents cannot be printed correctly, and ``FontsNotFoundError`` says where we looked and
how to fix it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from arbiter_gui.resources import resource_dir
from engine.errors import ArbiterError
from engine.platforms import system_font_dirs

# Font names used by the documents -> file name of the DejaVu face.
FACES = {
    "ArbiterSans": "DejaVuSans.ttf",
    "ArbiterSans-Bold": "DejaVuSans-Bold.ttf",
    "ArbiterCond": "DejaVuSansCondensed.ttf",
    "ArbiterCond-Bold": "DejaVuSansCondensed-Bold.ttf",
}


class FontsNotFoundError(ArbiterError):
    """The Unicode fonts needed for printing are nowhere to be found."""


@dataclass(frozen=True, slots=True)
class Fonts:
    """The registered font names: a regular and a bold face, normal and condensed width."""

    regular: str = "ArbiterSans"
    bold: str = "ArbiterSans-Bold"
    cond: str = "ArbiterCond"
    cond_bold: str = "ArbiterCond-Bold"


_registered: Fonts | None = None


def bundled_fonts_dir() -> Path | None:
    """The folder of the fonts shipped with the program, wherever it is installed (source tree, wheel,
    bundle). None when it is not on the file system: ReportLab needs real files, so the system folders
    are searched instead.
    """
    return resource_dir("fonts")


def search_dirs() -> list[Path]:
    """Folders searched for the font files, first match wins."""
    dirs: list[Path] = []
    env = os.environ.get("ARBITER_FONTS_DIR")
    if env:
        dirs.append(Path(env))
    bundled = bundled_fonts_dir()
    if bundled is not None:
        dirs.append(bundled)
    dirs.extend(system_font_dirs())
    return dirs


def find_font(file_name: str, dirs: list[Path] | None = None) -> Path:
    """The path of one font file, or ``FontsNotFoundError`` naming every folder tried."""
    tried = search_dirs() if dirs is None else dirs
    for d in tried:
        candidate = d / file_name
        if candidate.is_file():
            return candidate
    where = "\n  ".join(str(d) for d in tried)
    raise FontsNotFoundError(
        f"cannot print: the font {file_name} (DejaVu) was not found. Looked in:\n  {where}\n"
        "Install the DejaVu fonts (Debian/Ubuntu: apt-get install fonts-dejavu-core) or set "
        "ARBITER_FONTS_DIR to a folder holding DejaVuSans.ttf, DejaVuSans-Bold.ttf, "
        "DejaVuSansCondensed.ttf and DejaVuSansCondensed-Bold.ttf."
    )


def register_fonts() -> Fonts:
    """Register the four faces with ReportLab once per process and return their names."""
    global _registered
    if _registered is not None:
        return _registered
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    paths = {name: find_font(file) for name, file in FACES.items()}
    for name, path in paths.items():
        pdfmetrics.registerFont(TTFont(name, str(path)))
    fonts = Fonts()
    for regular, bold in ((fonts.regular, fonts.bold), (fonts.cond, fonts.cond_bold)):
        addMapping(regular, 0, 0, regular)
        addMapping(regular, 1, 0, bold)
        addMapping(regular, 0, 1, regular)
        addMapping(regular, 1, 1, bold)
    _registered = fonts
    return fonts
