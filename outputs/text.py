"""How values read in the exports and pages: points, colours, result codes, dates.

>>> points(Fraction(5, 2)), points(Fraction(3)), points_text(Fraction(5, 2)), points_text(Fraction(1, 2))
('2.5', '3', '2½', '½')
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import Colour, ResultCode
from engine.tiebreaks.formatting import format_value
from engine.tiebreaks.ranking import TieBreakValue
from engine.tiebreaks.spec import TieBreakSpec


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


COLOUR_WORDS = {Colour.WHITE: "white", Colour.BLACK: "black", Colour.NONE: ""}

BYE_WORDS = {
    ResultCode.PAIRING_BYE: QT_TRANSLATE_NOOP("PublishSite", "pairing-allocated bye"),
    ResultCode.FULL_BYE: QT_TRANSLATE_NOOP("PublishSite", "full-point bye"),
    ResultCode.HALF_BYE: QT_TRANSLATE_NOOP("PublishSite", "half-point bye"),
    ResultCode.ZERO_BYE: QT_TRANSLATE_NOOP("PublishSite", "zero-point bye"),
}
"""A round without an opponent, in words (C.04.1 art. c: the PAB; C.04.2 art. 3.3: requested byes):
English in the CSV export (for programs), ``translate("PublishSite", word)`` on the web pages."""

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
