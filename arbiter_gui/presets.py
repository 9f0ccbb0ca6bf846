"""Choices offered when a tournament is created: point systems and tie-break lists.

Tie-break codes are those of TRF26 record 202 and C.07 (2026) art. 5 (table of tie-breaks) with the
modifiers of art. 14 written the TRF way (``BH/C1`` = Buchholz Cut-1, art. 14.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.model import PointSystem
from texts.catalogue import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class TiebreakPreset:
    label: str
    """In English, the catalogue's source text: shown as ``QCoreApplication.translate("Presets", label)``."""
    codes: tuple[str, ...]


TIEBREAK_PRESETS: tuple[TiebreakPreset, ...] = (
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter"),
        ("BH/C1", "BH", "SB", "DE"),
    ),
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Buchholz Cut-1, Buchholz, Progressive score, Wins"),
        ("BH/C1", "BH", "PS", "WIN"),
    ),
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Buchholz, Sonneborn-Berger, Direct encounter, Wins"),
        ("BH", "SB", "DE", "WIN"),
    ),
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz"),
        ("ARO/C1", "BH/C1", "BH"),
    ),
)

ROUND_ROBIN_TIEBREAK_PRESETS: tuple[TiebreakPreset, ...] = (
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)"),
        ("DE", "WIN", "SB", "KS"),
    ),
    TiebreakPreset(
        QT_TRANSLATE_NOOP("Presets", "Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)"),
        ("SB", "DE", "WIN", "KS"),
    ),
)
"""Lists for round robins (C.07 (2026) art. 8: no Buchholz in round robins); the first is the engine's
``round-robin`` preset."""

TIEBREAK_NAMES = {
    "BH": QT_TRANSLATE_NOOP("Presets", "Buchholz"),
    "BH/C1": QT_TRANSLATE_NOOP("Presets", "Buchholz Cut-1"),
    "BH/C2": QT_TRANSLATE_NOOP("Presets", "Buchholz Cut-2"),
    "BH/M1": QT_TRANSLATE_NOOP("Presets", "Median Buchholz"),
    "SB": QT_TRANSLATE_NOOP("Presets", "Sonneborn-Berger"),
    "SB/C1": QT_TRANSLATE_NOOP("Presets", "Sonneborn-Berger Cut-1"),
    "DE": QT_TRANSLATE_NOOP("Presets", "Direct encounter"),
    "WIN": QT_TRANSLATE_NOOP("Presets", "Number of wins"),
    "WON": QT_TRANSLATE_NOOP("Presets", "Games won"),
    "PS": QT_TRANSLATE_NOOP("Presets", "Progressive score"),
    "PS/C1": QT_TRANSLATE_NOOP("Presets", "Progressive score Cut-1"),
    "ARO": QT_TRANSLATE_NOOP("Presets", "Average rating of opponents"),
    "ARO/C1": QT_TRANSLATE_NOOP("Presets", "Average rating of opponents Cut-1"),
    "TPR": QT_TRANSLATE_NOOP("Presets", "Tournament performance rating"),
    "BPG": QT_TRANSLATE_NOOP("Presets", "Games with black"),
    "BWG": QT_TRANSLATE_NOOP("Presets", "Games won with black"),
    "FB": QT_TRANSLATE_NOOP("Presets", "Fore Buchholz"),
    "AOB": QT_TRANSLATE_NOOP("Presets", "Average of opponents' Buchholz"),
    "REP": QT_TRANSLATE_NOOP("Presets", "Rounds elected to play"),
    "STD": QT_TRANSLATE_NOOP("Presets", "Standard points"),
    "KS": QT_TRANSLATE_NOOP("Presets", "Koya system"),
    "RTNG": QT_TRANSLATE_NOOP("Presets", "Rating"),
    "PTS": QT_TRANSLATE_NOOP("Presets", "Points"),
}


def tiebreak_name(code: str) -> str:
    """The name of a tie-break (C.07 (2026) art. 5) in the current language; the code when unknown."""
    name = TIEBREAK_NAMES.get(code)
    return translate("Presets", name) if name else code


@dataclass(frozen=True)
class PointPreset:
    label: str
    system: PointSystem


POINT_PRESETS: tuple[PointPreset, ...] = (
    PointPreset(QT_TRANSLATE_NOOP("Presets", "Win 1, draw ½, loss 0 (standard)"), PointSystem()),
    PointPreset(
        QT_TRANSLATE_NOOP("Presets", "Win 3, draw 1, loss 0"),
        PointSystem(
            win_white=Fraction(3),
            win_black=Fraction(3),
            draw_white=Fraction(1),
            draw_black=Fraction(1),
            forfeit_win=Fraction(3),
            full_bye=Fraction(3),
            half_bye=Fraction(1),
            pairing_bye=Fraction(3),
        ),
    ),
    PointPreset(
        QT_TRANSLATE_NOOP("Presets", "Win 1, draw ½, loss 0, pairing bye ½"),
        PointSystem(pairing_bye=Fraction(1, 2)),
    ),
)
