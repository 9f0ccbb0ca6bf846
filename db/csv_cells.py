"""Cells of the CSV files we write and read back: text that a spreadsheet must not take for a formula.

A cell starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is a formula to a
spreadsheet (CSV injection, and a name like ``=HYPERLINK(...)`` would run). Our text cells get an
apostrophe before such a character (spreadsheets hide it and show the text); the imports take it off.

>>> spreadsheet_text("=HYPERLINK(1)"), spreadsheet_text("Ødegaard, Ola"), spreadsheet_text("-x")
("'=HYPERLINK(1)", 'Ødegaard, Ola', "'-x")
>>> from_spreadsheet("'=HYPERLINK(1)"), from_spreadsheet("'Neill"), from_spreadsheet("O'Neill")
('=HYPERLINK(1)', "'Neill", "O'Neill")
"""

from __future__ import annotations

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str) -> str:
    """Free text (a name) for a CSV cell: an apostrophe before a leading formula character."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def from_spreadsheet(text: str) -> str:
    """The inverse of ``spreadsheet_text`` (only an apostrophe before a formula character goes)."""
    if text.startswith("'") and text[1:].startswith(FORMULA_STARTS):
        return text[1:]
    return text
