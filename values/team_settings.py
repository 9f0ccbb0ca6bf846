"""The settings of a team event (issue 29): its format and boards, the variant of C.04.6 and the colour
sequence of the boards (kept apart from :mod:`values.teams` so that ``values.EventSettings`` holds
them).

>>> TeamSettings(TeamFormat.SWISS, 4).sequence
'WBWB'
>>> TeamFormat.from_setting("team_berger").cycles
1
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

DEFAULT_TEAM_CODE = "FIDE_TEAM_TYPEA_MP_GP"
"""C.04.6 as record 192 names it when the regulations choose nothing else: Type A colour preferences,
paired on match points, then game points."""


class TeamFormat(enum.Enum):
    """How the teams are paired: the Swiss Team Pairing System (C.04.6) or the Berger tables (C.05
    Annex 1) with teams in the place of players, once or twice. The value is ``event.pairing_system``."""

    SWISS = "team_swiss"
    BERGER = "team_berger"
    DOUBLE_BERGER = "team_double_berger"

    @property
    def cycles(self) -> int:
        """How often two teams meet in a round robin (0: a Swiss)."""
        return {TeamFormat.SWISS: 0, TeamFormat.BERGER: 1, TeamFormat.DOUBLE_BERGER: 2}[self]

    @property
    def tournament_type(self) -> str:
        """The type of tournament (TRF 092) a new event of this format gets unless the arbiter names one."""
        return {
            TeamFormat.SWISS: "Swiss Team (C.04.6)",
            TeamFormat.BERGER: "Team round robin",
            TeamFormat.DOUBLE_BERGER: "Team double round robin",
        }[self]

    @classmethod
    def from_setting(cls, setting: str) -> TeamFormat | None:
        """The team format stored as ``setting``; None for an individual event."""
        for f in cls:
            if f.value == setting:
                return f
        return None


@dataclass(frozen=True, slots=True)
class TeamSettings:
    """A team event's settings: format, boards per match, the C.04.6 variant (its 192 code) and the
    colours of the boards of the team with White on board 1 (record 352; empty: alternating)."""

    format: TeamFormat
    boards: int
    code: str = DEFAULT_TEAM_CODE
    colour_sequence: str = ""

    @property
    def sequence(self) -> str:
        """The colour sequence of every board (``WBWB...`` unless the event has its own)."""
        return self.colour_sequence or ("WB" * self.boards)[: self.boards]
