"""A team tournament as the TRF26 team section describes it: teams, rosters, board colours, match points.

Frozen values, no I/O: :mod:`engine.trf.teams` reads them from (and writes them to) the records
``310`` (``013`` in TRF16), ``352`` and ``362``; the players themselves stay the ``001`` records of
:class:`engine.model.Tournament`, a roster naming them by starting rank, board 1 first.

>>> Team(1, "Alpha", (PairingNumber(1), PairingNumber(2))).boards
2
>>> TeamScoring().win
Fraction(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.model import Colour, PairingNumber

MAX_ROSTER = 14
"""A 310 record has room for 14 players (columns 74-142; 013: 37-105)."""

MAX_310_TEAMS = 999
"""A 310 record's team pairing number has three columns (5-7): a TRF26 team section holds at most 999
teams. A TRF16 013 record has no number (its teams are numbered in the order of the records), so
only the 9,999 players of the 001 records bound it."""


@dataclass(frozen=True, slots=True)
class Team:
    """One team: record 310 (TRF26) or 013 (TRF16). ``number`` is the team pairing number (TPN)."""

    number: int
    name: str
    roster: tuple[PairingNumber, ...]
    """The players by board order (the starting ranks of their 001 records), reserves last."""
    nickname: str = ""
    strength: int | None = None
    """310 columns 48-53, the strength factor (an average rating, as the regulations define it)."""
    match_points: Fraction | None = None
    game_points: Fraction | None = None
    rank: int | None = None

    @property
    def boards(self) -> int:
        return len(self.roster)


@dataclass(frozen=True, slots=True)
class TeamScoring:
    """Record 362: the match points of a team win, draw and loss (TW, TD, TL; defaults 2, 1, 0)."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)


@dataclass(frozen=True, slots=True)
class TeamEvent:
    """The team section of a TRF: the teams in TPN order, the board colours and the match scoring."""

    teams: tuple[Team, ...] = ()
    colour_sequence: str = ""
    """Record 352: the colours of the boards of the team that has White on board 1 (``WBWB``); empty:
    no 352 record (alternating colours, board 1 White, are then assumed)."""
    scoring: TeamScoring = field(default_factory=TeamScoring)
    scoring_written: bool = False
    """Whether the file has a 362 record (written back only then)."""
    legacy_013: bool = False
    """The rosters were read from TRF16 013 records (written back as 013)."""
    pab_points: tuple[Fraction, Fraction] | None = None
    """Record 320 (kept as read): the match and game points of the pairing-allocated bye when the file
    states them; else C.04.6 (2026) 1.4: "as many match points and game points as are rewarded for a
    draw"."""

    def team(self, number: int) -> Team:
        for t in self.teams:
            if t.number == number:
                return t
        raise KeyError(number)

    def team_of_player(self) -> dict[PairingNumber, int]:
        """Every rostered player's team (TPN)."""
        return {p: t.number for t in self.teams for p in t.roster}

    def board_colour(self, board: int, team_colour: Colour) -> Colour:
        """The colour on ``board`` (1-based) of the team whose colour in the match is ``team_colour``
        (C.04.6 1.6.1: a team's colour is that of its board 1)."""
        sequence = self.colour_sequence or "WB"
        letter = sequence[(board - 1) % len(sequence)]
        same = letter == sequence[0]
        if same:
            return team_colour
        return Colour.BLACK if team_colour is Colour.WHITE else Colour.WHITE
