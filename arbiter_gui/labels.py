"""The names of the engine's choices (rating lists, prize tie rules) as the window and the documents
show them, in the current language (``arbiter_gui.catalogue``; no Qt). The engine keeps its English
``label`` for the command line and the TRF."""

from __future__ import annotations

import re

from arbiter_gui.catalogue import QT_TRANSLATE_NOOP, translate
from engine.prizes import TieRule
from engine.rating.kfactor import RatingType

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


_K_RULES = (
    (
        re.compile(r"K of the FIDE rating list, stored for the player \(7\.1\.2\)"),
        QT_TRANSLATE_NOOP("Labels", "K of the FIDE rating list, stored for the player (7.1.2)"),
    ),
    (
        re.compile(r"published rating has reached 2400 \(8\.3\.3\)"),
        QT_TRANSLATE_NOOP("Labels", "published rating has reached 2400 (8.3.3)"),
    ),
    (
        re.compile(r"new to the list, (?P<done>\d+) of (?P<needed>\d+) games completed \(8\.3\.3\)"),
        QT_TRANSLATE_NOOP("Labels", "new to the list, {done} of {needed} games completed (8.3.3)"),
    ),
    (
        re.compile(r"until the end of the year of the 18th birthday, rating under 2300 \(8\.3\.3\)"),
        QT_TRANSLATE_NOOP(
            "Labels", "until the end of the year of the 18th birthday, rating under 2300 (8.3.3)"
        ),
    ),
    (re.compile(r"rating under 2400 \(8\.3\.3\)"), QT_TRANSLATE_NOOP("Labels", "rating under 2400 (8.3.3)")),
    (
        re.compile(r"K 10 if a published rating ever reached 2400"),
        QT_TRANSLATE_NOOP("Labels", "K 10 if a published rating ever reached 2400"),
    ),
    (
        re.compile(r"K 40 if fewer than (?P<games>\d+) rated games were completed before"),
        QT_TRANSLATE_NOOP("Labels", "K 40 if fewer than {games} rated games were completed before"),
    ),
    (
        re.compile(r"K 40 for a junior: birth year unknown"),
        QT_TRANSLATE_NOOP("Labels", "K 40 for a junior: birth year unknown"),
    ),
    (
        re.compile(r"(?P<games>\d+) games x (?P<k>\d+) > 700: K = (?P<used>\d+) \(8\.3\.3\)"),
        QT_TRANSLATE_NOOP("Labels", "{games} games x {k} > 700: K = {used} (8.3.3)"),
    ),
)
"""The phrases of ``engine.rating.kfactor`` and ``engine.rating.change`` that say which rule of B.02 gave
a player's K (the engine's English words, matched whole)."""


def k_rule_text(rule: str) -> str:
    """A K rule as the engine writes it (``K = 20: rating under 2400 (8.3.3) (K 10 if ...)``) in the
    current language: each known phrase translated, anything else kept as it is."""

    def phrase(found: re.Match[str]) -> str:
        for pattern, text in _K_RULES:
            whole = pattern.fullmatch(found.group(0))
            if whole:
                return translate("Labels", text).format(**whole.groupdict())
        return found.group(0)

    return _ANY_K_PHRASE.sub(phrase, rule)


_ANY_K_PHRASE = re.compile(
    "|".join(f"(?:{re.sub(r'[(][?]P<[a-z]+>', '(', pattern.pattern)})" for pattern, _ in _K_RULES)
)
"""Any of the phrases (their groups unnamed: each is matched again alone by ``k_rule_text``)."""


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
