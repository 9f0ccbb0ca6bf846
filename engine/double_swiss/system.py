"""How a tournament names the Double-Swiss System, and what a bye cell is worth in it.

Record 192 ``FIDE_DOUBLESWISS`` (the FIDE Tournament-Type Code Table published with TRF26). Which
system pairs a tournament is decided elsewhere (one function for every system, branch of the Burstein
work); here only what this package needs: whether a 192 record kept as read names this system.
"""

from __future__ import annotations

from dataclasses import replace

from engine.model import PairingSystem, PointSystem, Tournament, tournament_code

DOUBLE_SWISS_CODE = "FIDE_DOUBLESWISS"
DOUBLE_SWISS_BAKU_CODE = "FIDE_DOUBLESWISS_BAKU"


def record_192(tournament: Tournament) -> str | None:
    """The code of the 192 record: kept as read (a code the reader does not know), or the Swiss system
    the reader found in it (``Tournament.system``, ``FIDE_DOUBLESWISS`` ...); None for a Dutch event
    without a kept record."""
    for record in tournament.extra_records:
        if record.startswith("192"):
            return record[4:].strip().upper()
    if tournament.system is not PairingSystem.DUTCH:
        return tournament_code(tournament.system, tournament.rules, tournament.baku)
    return None


def is_double_swiss(tournament: Tournament) -> bool:
    """Record 192 names the Double-Swiss System (with or without the Baku Acceleration)."""
    return record_192(tournament) in (DOUBLE_SWISS_CODE, DOUBLE_SWISS_BAKU_CODE)


def double_swiss_point_system(points: PointSystem) -> PointSystem:
    """``points`` with the pairing-allocated bye of C.04.5 1.4, "as many points as if the player had
    played a match winning a game and drawing the other", spread over the bye's two cells.

    >>> double_swiss_point_system(PointSystem()).pairing_bye
    Fraction(3, 4)
    """
    return replace(points, pairing_bye=(points.win + points.draw) / 2)
