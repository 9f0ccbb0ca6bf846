"""How values read in the exports and pages: points, colours, result codes, dates; names made safe for
a spreadsheet cell.

>>> points(Fraction(5, 2)), points(Fraction(3)), points_text(Fraction(5, 2)), points_text(Fraction(1, 2))
('2.5', '3', '2½', '½')
>>> spreadsheet_text("=HYPERLINK(1)"), spreadsheet_text("Ødegaard, Ola"), spreadsheet_text("-x")
("'=HYPERLINK(1)", 'Ødegaard, Ola', "'-x")
>>> from_spreadsheet("'=HYPERLINK(1)"), from_spreadsheet("'Neill"), from_spreadsheet("O'Neill")
('=HYPERLINK(1)', "'Neill", "O'Neill")
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from engine.model import Colour, ResultCode
from engine.tiebreaks.formatting import format_value
from engine.tiebreaks.ranking import TieBreakValue
from engine.tiebreaks.spec import TieBreakSpec

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A cell starting with one of these is a formula to a spreadsheet (CSV injection): our text cells get
an apostrophe before it, which spreadsheets hide and ``from_spreadsheet`` takes off again."""


def points(value: Fraction) -> str:
    """A score as a plain decimal for files (``2.5``, ``3``)."""
    text = format_value(value)
    return text[:-2] if text.endswith(".0") else text


def points_text(value: Fraction) -> str:
    """A score as people read it (``2½``, ``½``, ``3``)."""
    return format_value(value, halves=True)


def tiebreak_text(value: TieBreakValue, spec: TieBreakSpec) -> str:
    """A tie-break value as the standings print it (blank where it does not apply, C.07 6.1)."""
    return format_value(value, spec)


def spreadsheet_text(text: str) -> str:
    """Free text (a name) for a CSV cell: an apostrophe before a leading formula character."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def from_spreadsheet(text: str) -> str:
    """The inverse of ``spreadsheet_text`` (only an apostrophe before a formula character goes)."""
    if text.startswith("'") and text[1:].startswith(FORMULA_STARTS):
        return text[1:]
    return text


COLOUR_WORDS = {Colour.WHITE: "white", Colour.BLACK: "black", Colour.NONE: ""}

BYE_WORDS = {
    ResultCode.PAIRING_BYE: "pairing-allocated bye",
    ResultCode.FULL_BYE: "full-point bye",
    ResultCode.HALF_BYE: "half-point bye",
    ResultCode.ZERO_BYE: "zero-point bye",
}
"""A round without an opponent, in words (C.04.1 art. c: the PAB; C.04.2 art. 3.3: requested byes)."""

OWN_RESULT = {
    ResultCode.WIN: "1",
    ResultCode.DRAW: "½",
    ResultCode.LOSS: "0",
    ResultCode.FORFEIT_WIN: "+",
    ResultCode.FORFEIT_LOSS: "−",
    ResultCode.UNRATED_WIN: "1",
    ResultCode.UNRATED_DRAW: "½",
    ResultCode.UNRATED_LOSS: "0",
    ResultCode.PENDING: "…",
}
"""A player's own result in a crosstable cell or on a player card."""


def iso(d: date | None) -> str:
    return d.isoformat() if d else ""
