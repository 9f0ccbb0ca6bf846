"""Cells of the CSV files we write and read back: text that a spreadsheet must not take for a formula;
and the text of a CSV file read for an import (``csv_file_text``).

A cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula to a
spreadsheet (CSV injection, and a name like ``=HYPERLINK(...)`` would run). Our text cells get an
apostrophe before such a character (spreadsheets hide it and show the text); the imports take it off.

>>> spreadsheet_text("=HYPERLINK(1)"), spreadsheet_text("Ødegaard, Ola"), spreadsheet_text("-x")
("'=HYPERLINK(1)", 'Ødegaard, Ola', "'-x")
>>> from_spreadsheet("'=HYPERLINK(1)"), from_spreadsheet("'Neill"), from_spreadsheet("O'Neill")
('=HYPERLINK(1)', "'Neill", "O'Neill")
"""

from __future__ import annotations

from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import QT_TRANSLATE_NOOP, translate

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str) -> str:
    """Free text (a name) for a CSV cell: an apostrophe before a leading formula character."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def from_spreadsheet(text: str) -> str:
    """The inverse of ``spreadsheet_text`` (only an apostrophe before a formula character goes)."""
    if text.startswith("'") and text[1:].startswith(FORMULA_STARTS):
        return text[1:]
    return text


NOT_CSV = (
    (b"%PDF", QT_TRANSLATE_NOOP("DbImport", "a PDF document")),
    (b"PK\x03\x04", QT_TRANSLATE_NOOP("DbImport", "a spreadsheet or ZIP archive")),
)
"""The starts of the files most often given instead of a CSV (a printed list, a workbook)."""


def csv_file_text(path: Path, error: type[ArbiterError], what: str) -> str:
    """The text of the CSV file ``path`` (UTF-8 with or without BOM, else Latin-1).

    Raises ``error`` when it cannot be read, or is a PDF or a spreadsheet/ZIP, saying to save
    ``what`` (e.g. "the player list") as CSV first.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise error(
            translate("DbImport", "cannot read {name} ({strerror})").format(
                name=path.name, strerror=exc.strerror
            )
        ) from exc
    for magic, kind in NOT_CSV:
        if data.startswith(magic):
            raise error(
                translate("DbImport", "{name} is {kind}; save {what} as CSV first").format(
                    name=path.name, kind=translate("DbImport", kind), what=what
                )
            )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")
