"""Choices offered when a tournament is created: point systems and tie-break lists.

Tie-break codes are those of TRF26 record 202 and C.07 (2026) art. 5 (table of tie-breaks) with the
modifiers of art. 14 written the TRF way (``BH/C1`` = Buchholz Cut-1, art. 14.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.model import PointSystem


@dataclass(frozen=True)
class TiebreakPreset:
    label: str
    codes: tuple[str, ...]


TIEBREAK_PRESETS: tuple[TiebreakPreset, ...] = (
    TiebreakPreset(
        "Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct encounter", ("BH/C1", "BH", "SB", "DE")
    ),
    TiebreakPreset("Buchholz Cut-1, Buchholz, Progressive score, Wins", ("BH/C1", "BH", "PS", "WIN")),
    TiebreakPreset("Buchholz, Sonneborn-Berger, Direct encounter, Wins", ("BH", "SB", "DE", "WIN")),
    TiebreakPreset("Average rating of opponents Cut-1, Buchholz Cut-1, Buchholz", ("ARO/C1", "BH/C1", "BH")),
)

ROUND_ROBIN_TIEBREAK_PRESETS: tuple[TiebreakPreset, ...] = (
    TiebreakPreset("Direct encounter, Wins, Sonneborn-Berger, Koya (round robin)", ("DE", "WIN", "SB", "KS")),
    TiebreakPreset("Sonneborn-Berger, Direct encounter, Wins, Koya (round robin)", ("SB", "DE", "WIN", "KS")),
)
"""Lists for round robins (C.07 (2026) art. 8: no Buchholz in round robins); the first is the engine's
``round-robin`` preset."""

TIEBREAK_NAMES = {
    "BH": "Buchholz",
    "BH/C1": "Buchholz Cut-1",
    "BH/C2": "Buchholz Cut-2",
    "BH/M1": "Median Buchholz",
    "SB": "Sonneborn-Berger",
    "SB/C1": "Sonneborn-Berger Cut-1",
    "DE": "Direct encounter",
    "WIN": "Number of wins",
    "WON": "Games won",
    "PS": "Progressive score",
    "PS/C1": "Progressive score Cut-1",
    "ARO": "Average rating of opponents",
    "ARO/C1": "Average rating of opponents Cut-1",
    "TPR": "Tournament performance rating",
    "BPG": "Games with black",
    "BWG": "Games won with black",
    "FB": "Fore Buchholz",
    "AOB": "Average of opponents' Buchholz",
    "REP": "Rounds elected to play",
    "STD": "Standard points",
    "KS": "Koya system",
    "RTNG": "Rating",
    "PTS": "Points",
}


@dataclass(frozen=True)
class PointPreset:
    label: str
    system: PointSystem


POINT_PRESETS: tuple[PointPreset, ...] = (
    PointPreset("Win 1, draw ½, loss 0 (standard)", PointSystem()),
    PointPreset(
        "Win 3, draw 1, loss 0",
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
    PointPreset("Win 1, draw ½, loss 0, pairing bye ½", PointSystem(pairing_bye=Fraction(1, 2))),
)
