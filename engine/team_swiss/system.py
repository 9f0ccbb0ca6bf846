"""How record 192 names the Swiss Team Pairing System (C.04.6, 2026) and its variants.

``FIDE_TEAM_TYPEA_MP_GP``: the colour preferences of Type A (C.04.6 1.7.1) or ``TYPEB`` (1.7.2),
then the primary score (1.2: ``MP`` match points or ``GP`` game points), then, optionally, the
secondary score (4.2.2, the other one), then optionally ``_BAKU`` (the Baku Acceleration, refused:
``docs/systems/team_swiss.md``).

>>> system = parse_team_code("FIDE_TEAM_TYPEB_GP_MP")
>>> system.preference, system.primary, system.secondary
(<PreferenceType.B: 'B'>, <TeamScore.GAME: 'GP'>, <TeamScore.MATCH: 'MP'>)
>>> parse_team_code("FIDE_TEAM_TYPEA_MP").code
'FIDE_TEAM_TYPEA_MP'
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from engine.model import Tournament

_CODE = re.compile(r"FIDE_TEAM_TYPE([AB])_(MP|GP)(?:_(MP|GP))?(_BAKU)?")


class PreferenceType(enum.Enum):
    """C.04.6 1.7: which colour preferences the teams have (the regulations choose)."""

    A = "A"
    """1.7.1: a team has a colour preference or none."""
    B = "B"
    """1.7.2: strong and mild colour preferences."""


class TeamScore(enum.Enum):
    """C.04.6 1.2: the score the teams are paired on (and the other one, for 4.2.2)."""

    MATCH = "MP"
    GAME = "GP"


@dataclass(frozen=True, slots=True)
class TeamSystem:
    """The variant of C.04.6 a tournament uses, as its 192 record names it."""

    preference: PreferenceType = PreferenceType.A
    primary: TeamScore = TeamScore.MATCH
    secondary: TeamScore | None = TeamScore.GAME
    baku: bool = False

    @property
    def code(self) -> str:
        second = f"_{self.secondary.value}" if self.secondary is not None else ""
        baku = "_BAKU" if self.baku else ""
        return f"FIDE_TEAM_TYPE{self.preference.value}_{self.primary.value}{second}{baku}"


def parse_team_code(code: str) -> TeamSystem:
    """The variant a 192 code names (ValueError when it names none, or the same score twice)."""
    found = _CODE.fullmatch(code.strip().upper())
    if found is None:
        raise ValueError(code)
    preference, primary, secondary, baku = found.groups()
    if secondary == primary:
        raise ValueError(code)
    return TeamSystem(
        PreferenceType(preference),
        TeamScore(primary),
        TeamScore(secondary) if secondary else None,
        bool(baku),
    )


def record_192(tournament: Tournament) -> str | None:
    """The code of the 192 record the reader kept as read (a system it does not pair itself)."""
    for record in tournament.extra_records:
        if record.startswith("192"):
            return record[4:].strip().upper()
    return None


def is_team_swiss(tournament: Tournament) -> bool:
    """Record 192 names the Swiss Team Pairing System."""
    code = record_192(tournament)
    if code is None:
        return False
    try:
        parse_team_code(code)
    except ValueError:
        return False
    return True
