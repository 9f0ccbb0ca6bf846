"""The manual's text (every language): a wrapped line that begins with ``>`` or ``1.`` becomes a
quotation or a numbered list in Markdown, in the middle of a sentence (the English manual showed
"> Pairing rules). Arbiter Desk's pairings..." as a quotation)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter_gui.manual_text import MANUAL_FILE, manual_file, translations
from engine.i18n import LANGUAGES
from tests.conftest import REPO

FOLDER = REPO / "resources" / "manual"
TRANSLATIONS = list(translations(FOLDER).values())
MANUALS = [FOLDER / MANUAL_FILE, *TRANSLATIONS]


MARKUP_AT_START = re.compile(r"\s+([-*+>#]|1[.)])(\s|$)")
"""A continued (indented) line that begins like a quotation, a list item or a heading: in Markdown it
starts one, in the middle of the sentence above (the manual has no nested lists)."""


@pytest.mark.parametrize("manual", MANUALS, ids=[m.name for m in MANUALS])
def test_no_sentence_is_cut_into_a_quotation_a_list_or_a_heading(manual: Path) -> None:
    lines = manual.read_text(encoding="utf-8").splitlines()
    cut = [
        n for n, line in enumerate(lines, 1) if n > 1 and lines[n - 2].strip() and MARKUP_AT_START.match(line)
    ]
    assert cut == [], f"{manual.name}: lines {cut} begin with Markdown markup inside a sentence"
    quoted = [n for n, line in enumerate(lines, 1) if line.lstrip().startswith(">")]
    assert quoted == [], f"{manual.name}: lines {quoted} are quotations"


def test_every_language_has_its_manual() -> None:
    assert {m.name for m in MANUALS} >= {manual_file(code) for code in LANGUAGES}


COMBINATION = re.compile(r"\b(?:Ctrl|Alt)\+(?:Shift\+)?(?:\w+)")
PROSE_KEYS = ("Del", "Enter", "Space", "Right", "Left", "Escape")
"""Keys the English manual names by their English names; a translation names them in its language."""


def _native_key_names(language: str) -> dict[str, str]:
    """Each key combination of the English manual, and each of ``PROSE_KEYS``, as the window shows it in
    ``language`` (Qt's own translation of key names, installed with the program's)."""
    from PySide6.QtGui import QKeySequence

    from arbiter_gui.translation import install_translators

    english = (FOLDER / MANUAL_FILE).read_text(encoding="utf-8")
    keys = set(COMBINATION.findall(english)) | set(PROSE_KEYS)
    install_translators(language)
    try:
        return {key: QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys}
    finally:
        install_translators("en")


@pytest.mark.parametrize("manual", TRANSLATIONS, ids=[m.name for m in TRANSLATIONS])
def test_keys_are_named_as_the_window_names_them(qapp: object, manual: Path) -> None:
    """A shortcut is written as the menus show it in that language (Strg+Umschalt+P, Ctrl+Maj+P,
    Control+Mayúsculas+P), and no key keeps its English name where the language has its own (`Del` is
    Suppr, Entf, Suprimir, Canc)."""
    language = manual.name.split(".")[1]
    text = manual.read_text(encoding="utf-8")
    native = _native_key_names(language)
    missing = [shown for key, shown in native.items() if key not in PROSE_KEYS and shown not in text]
    assert missing == [], f"{manual.name} does not name these shortcuts as the window does: {missing}"
    english_left = [
        key
        for key, shown in native.items()
        if shown != key and re.search(rf"(?<![\w+]){re.escape(key)}(?![\w+])", text)
    ]
    assert english_left == [], f"{manual.name} names keys in English: {english_left}"
