"""How values read in the exports and pages: points, colours, result codes, dates.

>>> points(Fraction(5, 2)), points(Fraction(3)), points_text(Fraction(5, 2)), points_text(Fraction(1, 2))
('2.5', '3', '2½', '½')
"""

from __future__ import annotations

from collections.abc import Sequence
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
    """A score as people read it (``2½``, ``½``, ``3``): ``format_value(value, halves=True)``, whole
    and half points written here without fractions' arithmetic (300,000 scores on a 9,999-player
    site)."""
    if type(value) is Fraction:
        denominator = value.denominator
        if denominator == 1:
            return str(value.numerator)
        if denominator == 2:
            numerator = value.numerator
            whole = numerator // 2 if numerator >= 0 else -(-numerator // 2)
            if whole == 0:
                return "-½" if numerator < 0 else "½"
            return f"{whole}½"
    return format_value(value, halves=True)


def tiebreak_text(value: TieBreakValue, spec: TieBreakSpec) -> str:
    """A tie-break value as the standings print it (blank where it does not apply, C.07 6.1)."""
    key = (value, spec.code)
    found = _TIEBREAK_TEXTS.get(key)
    if found is None:
        found = format_value(value, spec)
        if len(_TIEBREAK_TEXTS) < _KEPT_TEXTS:
            _TIEBREAK_TEXTS[key] = found
    return found


_TIEBREAK_TEXTS: dict[tuple[TieBreakValue, str], str] = {}
_KEPT_TEXTS = 20_000
"""The texts of the tie-break values met, kept: a 9,999-player site writes 100,000 of them with a few
thousand values, and ``format_value`` works in fractions. Equal values (``Fraction(3)``, ``3``) have
the same text, so one key serves both."""


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


def join_games(first: str, second: str) -> str:
    """One crosstable cell for a Double-Swiss match from the cells of its two games (C.04.5: "The match
    consists of two games played in succession" against one opponent): the opponent written once, then
    each game's colour and result; the same cell twice without an opponent (a bye of the match, an
    absence) once.

    >>> join_games("12w1", "12b½"), join_games("3b+", "3w"), join_games("H", "H"), join_games("7w", "")
    ('12w1 b½', '3b+ w', 'H', '7w')
    """
    if first == second and not first[:1].isdigit():
        return first
    opponent = first[: len(first) - len(first.lstrip("0123456789?"))]
    if opponent and second.startswith(opponent) and not second[len(opponent) :][:1].isdigit():
        second = second[len(opponent) :]
    return f"{first} {second}".strip()


def by_match(cells: Sequence[str]) -> list[str]:
    """A Double-Swiss crosstable row of one cell per match from its row of one cell per game (games
    ``2k-1`` and ``2k`` are match ``k``, :func:`join_games`).

    >>> by_match(["4w1", "4b0", "PAB", "PAB", "2b½"])
    ['4w1 b0', 'PAB', '2b½']
    """
    return [join_games(cells[i], cells[i + 1] if i + 1 < len(cells) else "") for i in range(0, len(cells), 2)]
