"""How values are written on paper: ½ for halves, + / - for forfeits, bye codes, sort keys.

The symbols follow the usage of C.04.1/C.04.2 and TRF: a forfeit is ``+`` (won) / ``-`` (lost), byes are
named by their C.07 / TRF26 codes (PAB pairing-allocated bye, HPB half-point bye, FPB full-point bye,
ZPB zero-point bye) together with the points they gave.
"""

from __future__ import annotations

import unicodedata
from fractions import Fraction

from engine.model import Colour, PointSystem, ResultCode, RoundEntry, RoundRobin
from engine.roundrobin.crosstable import side_text as engine_side_text
from engine.standings_policy import StandingsPolicy
from texts.catalogue import QT_TRANSLATE_NOOP, translate

HALF = "½"


def points_text(points: Fraction | int) -> str:
    """``Fraction(7, 2)`` -> ``3½``, ``Fraction(1, 2)`` -> ``½``, ``0`` -> ``0``.

    Other fractions (unusual point systems) fall back to one decimal.

    >>> points_text(Fraction(7, 2)), points_text(Fraction(1, 2)), points_text(0)
    ('3½', '½', '0')

    Quarters are the points of one game of a Double-Swiss pairing-allocated bye (C.04.5 1.4: 1½ for
    the match, ¾ per game):

    >>> points_text(Fraction(3, 4)), points_text(Fraction(11, 4))
    ('¾', '2¾')
    """
    p = Fraction(points)
    if p.denominator == 1:
        return str(p.numerator)
    if p.denominator == 2:
        whole = p - Fraction(1, 2)
        if whole == 0:
            return HALF
        if whole == -1:
            return "-" + HALF
        return f"{int(whole)}{HALF}" if whole > 0 else f"-{int(-whole)}{HALF}"
    if p.denominator == 4 and p > 0:
        units, part = p.numerator // 4, p - p.numerator // 4
        return f"{units or ''}{_VULGAR[part]}"
    return f"{float(p):.1f}"


_VULGAR = {Fraction(1, 4): "¼", Fraction(1, 2): HALF, Fraction(3, 4): "¾"}


def tiebreak_text(value: object) -> str:
    """A tie-break value: quarters and halves as ¼ ½ ¾ (Sonneborn-Berger), other fractions with two
    decimals, integers as they are.

    >>> tiebreak_text(Fraction(281, 4)), tiebreak_text(Fraction(7, 3)), tiebreak_text(2150)
    ('70¼', '2.33', '2150')
    """
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Fraction):
        if value.denominator in (1, 2, 4):
            whole, part = divmod(abs(value), 1)
            sign = "-" if value < 0 else ""
            if part == 0:
                return f"{sign}{whole}"
            return f"{sign}{whole if whole else ''}{_VULGAR[part]}"
        return f"{float(value):.2f}"
    if isinstance(value, float):
        return f"{value:.2f}"
    return "" if value is None else str(value)


BYE_CODES = {
    ResultCode.PAIRING_BYE: "PAB",
    ResultCode.HALF_BYE: "HPB",
    ResultCode.FULL_BYE: "FPB",
    ResultCode.ZERO_BYE: "ZPB",
}

BYE_NAMES = {
    ResultCode.PAIRING_BYE: QT_TRANSLATE_NOOP("Documents", "pairing-allocated bye"),
    ResultCode.HALF_BYE: QT_TRANSLATE_NOOP("Documents", "half-point bye"),
    ResultCode.FULL_BYE: QT_TRANSLATE_NOOP("Documents", "full-point bye"),
    ResultCode.ZERO_BYE: QT_TRANSLATE_NOOP("Documents", "zero-point bye (absent)"),
}
"""In English (the catalogue's source texts); printed as ``translate("Documents", name)``."""


def side_text(result: ResultCode) -> str:
    """What one player scored in a paired game: 1, ½, 0, + or -; empty while pending."""
    return engine_side_text(result)


def game_result_text(white_result: ResultCode) -> str:
    """The result of a board from White's code: ``1 - 0``, ``½ - ½``, ``+ - -``, ``- - -``; blank if pending.

    >>> game_result_text(ResultCode.DRAW), game_result_text(ResultCode.FORFEIT_WIN)
    ('½ - ½', '+ - -')
    """
    if white_result is ResultCode.PENDING:
        return ""
    return f"{side_text(white_result)} - {side_text(white_result.mirror)}"


def colour_letter(colour: Colour) -> str:
    """The colour in a crosstable cell (``12w1``): ``w``/``b`` in English, the language's own letters
    elsewhere (the legends say which)."""
    if colour is Colour.WHITE:
        return translate("Documents", "w", "colour letter of White in crosstable cells")
    if colour is Colour.BLACK:
        return translate("Documents", "b", "colour letter of Black in crosstable cells")
    return ""


def bye_text(entry: RoundEntry, points: PointSystem, round_robin: bool = False, games: int = 1) -> str:
    """``PAB 1``, ``HPB ½``, ``ZPB 0``...: the code of the bye and what it was worth (in ``games``
    games: a Double-Swiss bye is the match's, both its games, C.04.5 Preface). In a round robin a
    round without opponent is the Berger table's dummy: ``free`` (no game, no point)."""
    if round_robin and entry.result is ResultCode.ZERO_BYE:
        return translate("Documents", "free")
    code = BYE_CODES.get(entry.result, entry.result.value.strip() or "?")
    return f"{code} {points_text(points.points(entry) * games)}"


NOT_PLAYED = "\u2013"
"""A round cell of a player not registered for the round: not yet entered (a late entry, C.04.2 (2026)
art. 2.4) or withdrawn (art. 3.2). Not a bye, not a loss: the player was not in the round."""


def not_played_legend() -> str:
    """What ``NOT_PLAYED`` means, for the legends of crosstables and wall charts."""
    return translate(
        "Documents", "\u2013 = not played: the player was not yet entered (a late entry) or had withdrawn."
    )


def bye_legend(points: PointSystem, round_robin: bool = False) -> str:
    """One line explaining the bye codes with the tournament's own values (a round robin has none)."""
    if round_robin:
        return translate(
            "Documents",
            "free = no game this round (the Berger table's dummy, C.05 Annex 1); + / - = forfeit won / lost.",
        )
    parts = []
    for result, code in BYE_CODES.items():
        value = points.points(RoundEntry(None, Colour.NONE, result))
        parts.append(
            translate("Documents", "{code} = {name} ({points})").format(
                code=code, name=translate("Documents", BYE_NAMES[result]), points=points_text(value)
            )
        )
    return translate("Documents", "{byes}; + / - = forfeit won / lost.").format(byes="; ".join(parts))


def round_robin_name(rr: RoundRobin) -> str:
    """The round robin's kind in the document's language (``RoundRobin.name`` in English)."""
    if rr.cycles == 1:
        return translate("Documents", "single round robin")
    if rr.cycles == 2 and rr.reverse_last_two:
        return translate("Documents", "double round robin, last two rounds of the first cycle reversed")
    if rr.cycles == 2:
        return translate("Documents", "double round robin")
    return translate("Documents", "round robin in {cycles} cycles").format(cycles=rr.cycles)


def ranking_text(policy: StandingsPolicy) -> str:
    """The ranking rules of a standings table for a printout: the C.07 edition and the tie-breaks in
    order (``StandingsPolicy.describe`` says the same in English, with where each choice came from)."""
    return translate("Documents", "Ranking: C.07 {edition}; tie-breaks {tiebreaks}.").format(
        edition=policy.edition.value, tiebreaks=", ".join(policy.labels) or translate("Documents", "none")
    )


_FOLD = str.maketrans(
    {
        "Đ": "D",
        "đ": "d",
        "Ł": "L",
        "ł": "l",
        "Ø": "O",
        "ø": "o",
        "Æ": "AE",
        "æ": "ae",
        "ß": "ss",
        "Œ": "OE",
        "œ": "oe",
        "Þ": "Th",
        "þ": "th",
        "Ð": "D",
        "ð": "d",
        "ı": "i",
    }
)


def name_sort_key(name: str) -> tuple[str, str]:
    """Alphabetical order as a reader expects it: accents ignored first, then used to break ties.

    >>> sorted(["Zeller", "Đorđević", "Ærøskøbing", "Dahl"], key=name_sort_key)
    ['Ærøskøbing', 'Dahl', 'Đorđević', 'Zeller']
    """
    folded = unicodedata.normalize("NFKD", name.translate(_FOLD))
    base = "".join(c for c in folded if not unicodedata.combining(c)).casefold()
    return base, name.casefold()
