"""Find and register the fonts, so every name prints (Đorđević, Müller, Карпов, Ελένη, 王芳, 김민준,
محمد, כהן).

ReportLab's built-in Helvetica only covers Latin-1; names of players are Unicode, so the documents
embed TrueType fonts. We look, in order, in ``$ARBITER_FONTS_DIR``, in the copy shipped with the
program (the top-level ``resources/fonts/``, in the wheel and every bundle; DejaVu, Bitstream Vera
licence in ``LICENSE-DejaVu.txt``) and in the system's font folders (``osfiles.platforms``). Without any
of them the documents cannot be printed correctly, and ``FontsNotFoundError`` says where we looked and
how to fix it.

DejaVu Sans covers Latin, Cyrillic, Greek, Arabic (with its presentation forms) and Hebrew. Chinese,
Japanese and Korean come from Droid Sans Fallback (``DroidSansFallback.ttf``, Apache 2.0, shipped in
the same folder; ``LICENSE-DroidSansFallback.txt``; about 3.4 MB, 1.7 MB compressed in the wheel).
ReportLab has no fallback of its own: ``outputs.documents.scripts`` splits text into runs by the
font that has each character. The CJK face is optional: without it only a document that holds such
names refuses to print, naming the font to install (``require_cjk``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.errors import ArbiterError
from osfiles.platforms import system_font_dirs
from texts.resources import resource_dir

# Font names used by the documents -> file name of the DejaVu face.
FACES = {
    "ArbiterSans": "DejaVuSans.ttf",
    "ArbiterSans-Bold": "DejaVuSans-Bold.ttf",
    "ArbiterCond": "DejaVuSansCondensed.ttf",
    "ArbiterCond-Bold": "DejaVuSansCondensed-Bold.ttf",
}


CJK_FACE = "ArbiterCJK"
CJK_FILE = "DroidSansFallback.ttf"
SYSTEM_CJK_DIRS = (
    Path("/usr/share/fonts-droid-fallback/truetype"),  # Debian, Ubuntu: fonts-droid-fallback
    Path("/usr/share/fonts/truetype/droid"),
    Path("/usr/share/fonts/google-droid-sans-fonts"),  # Fedora
)


class FontsNotFoundError(ArbiterError):
    """The Unicode fonts needed for printing are nowhere to be found."""


@dataclass(frozen=True, slots=True)
class Fonts:
    """The registered font names: a regular and a bold face, normal and condensed width."""

    regular: str = "ArbiterSans"
    bold: str = "ArbiterSans-Bold"
    cond: str = "ArbiterCond"
    cond_bold: str = "ArbiterCond-Bold"
    cjk: str | None = CJK_FACE
    """The face for Chinese, Japanese and Korean (one weight), None when the font is not installed."""


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
    cjk = find_cjk_font()
    if cjk is not None:
        pdfmetrics.registerFont(TTFont(CJK_FACE, str(cjk)))
    fonts = Fonts(cjk=CJK_FACE if cjk is not None else None)
    for regular, bold in ((fonts.regular, fonts.bold), (fonts.cond, fonts.cond_bold)):
        addMapping(regular, 0, 0, regular)
        addMapping(regular, 1, 0, bold)
        addMapping(regular, 0, 1, regular)
        addMapping(regular, 1, 1, bold)
    _registered = fonts
    return fonts


def find_cjk_font() -> Path | None:
    """Droid Sans Fallback in the folders of ``search_dirs`` or the usual system places; None if absent."""
    for d in [*search_dirs(), *SYSTEM_CJK_DIRS]:
        candidate = d / CJK_FILE
        if candidate.is_file():
            return candidate
    return None


def require_cjk(fonts: Fonts) -> str:
    """The CJK face, or ``FontsNotFoundError`` saying which font to install."""
    if fonts.cjk is None:
        raise FontsNotFoundError(
            f"cannot print Chinese, Japanese or Korean names: the font {CJK_FILE} (Droid Sans Fallback) was "
            "not found beside the program nor in the system. Install it (Debian/Ubuntu: apt-get install "
            f"fonts-droid-fallback) or put {CJK_FILE} in the folder named by ARBITER_FONTS_DIR."
        )
    return fonts.cjk
