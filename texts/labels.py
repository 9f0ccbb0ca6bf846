"""The names of the engine's choices (rating lists, prize tie rules) as the window and the documents
show them, in the current language (``texts.catalogue``; no Qt). The engine keeps its English
``label`` for the command line and the TRF."""

from __future__ import annotations

from engine.prizes import TieRule
from engine.rating.kfactor import RatingType
from texts.catalogue import QT_TRANSLATE_NOOP, translate

_RATING_TYPES = {
    RatingType.STANDARD: QT_TRANSLATE_NOOP("Labels", "Standard"),
    RatingType.RAPID: QT_TRANSLATE_NOOP("Labels", "Rapid"),
    RatingType.BLITZ: QT_TRANSLATE_NOOP("Labels", "Blitz"),
}

_RATING_WORDS = {
    RatingType.STANDARD: QT_TRANSLATE_NOOP("Labels", "standard", "rating list, inside a sentence"),
    RatingType.RAPID: QT_TRANSLATE_NOOP("Labels", "rapid", "rating list, inside a sentence"),
    RatingType.BLITZ: QT_TRANSLATE_NOOP("Labels", "blitz", "rating list, inside a sentence"),
}

_TIE_RULES = {
    TieRule.TIEBREAK: QT_TRANSLATE_NOOP("Labels", "decided by the tie-breaks"),
    TieRule.SHARED: QT_TRANSLATE_NOOP("Labels", "shared equally by players on equal points"),
    TieRule.HORT: QT_TRANSLATE_NOOP("Labels", "Hort system (half by tie-breaks, half shared)"),
}


def rating_type_name(kind: RatingType) -> str:
    """``Standard``, ``Rapid``, ``Blitz`` (the FIDE list an event is rated for; B.02)."""
    return translate("Labels", _RATING_TYPES[kind])


def rating_type_word(kind: RatingType) -> str:
    """The same inside a sentence (``a rapid time control``)."""
    return translate("Labels", _RATING_WORDS[kind], "rating list, inside a sentence")


def tie_rule_name(rule: TieRule) -> str:
    """How players on equal points share prizes (the prize list's tie rule)."""
    return translate("Labels", _TIE_RULES[rule])


_SEVERITIES = {
    "error": QT_TRANSLATE_NOOP("Labels", "error"),
    "warning": QT_TRANSLATE_NOOP("Labels", "warning"),
    "absolute": QT_TRANSLATE_NOOP("Labels", "absolute"),
    "quality": QT_TRANSLATE_NOOP("Labels", "quality"),
}
"""The severities of ``engine.submission`` (the check before export) and ``engine.manual_pairing``
(the rules a pairing breaks), by their values."""


def severity_name(value: str) -> str:
    """A severity's value (``error``, ``absolute``...) in the current language; unknown ones as they are."""
    known = _SEVERITIES.get(value)
    return translate("Labels", known) if known else value
