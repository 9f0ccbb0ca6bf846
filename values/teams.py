"""The values of a team event (issue 29): its settings, the teams with their rosters, the matches of a
round with their line-ups and games, the team standings and the board results.

A team event's games are games of individual players (``values.BoardRecord`` of the round, numbered
match by match: match 1 has boards 1 to ``boards``, match 2 the next ones...), so that the rating
report rates each of them; the teams, their matches and line-ups are beside them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from values import BoardRecord, ImportProblem, PlayerId, PlayerRecord
from values.team_settings import DEFAULT_TEAM_CODE, TeamFormat, TeamSettings

__all__ = [
    "DEFAULT_TEAM_CODE",
    "BoardScore",
    "TeamFormat",
    "TeamImportPreview",
    "TeamMatchRecord",
    "TeamRecord",
    "TeamSettings",
    "TeamStanding",
    "TeamsImported",
]


@dataclass(frozen=True, slots=True)
class TeamRecord:
    """A team as stored: its pairing number (TPN), name, captain and roster in board order (reserves
    after the boards of a match)."""

    id: int
    number: int
    name: str
    captain: str
    roster: tuple[PlayerRecord, ...]

    @property
    def withdrawn_from_round(self) -> int | None:
        """The round the team is withdrawn from (C.04.2 art. 3.2, ``operations.ops_team_entries``): when
        every player of its roster is withdrawn, the last of their rounds (before it, some still play)."""
        rounds = [p.withdrawn_from_round for p in self.roster]
        if not rounds or any(r is None for r in rounds):
            return None
        return max(r for r in rounds if r is not None)


@dataclass(frozen=True, slots=True)
class TeamMatchRecord:
    """A match of a team round: ``white`` has White on board 1 (C.04.6 1.6.1); ``black`` None: the
    pairing-allocated bye of ``white``. The line-ups (player ids, board 1 first; empty until the captain
    gives it) and the games of the match (empty until both line-ups are given)."""

    round: int
    match: int
    white: int
    black: int | None
    white_lineup: tuple[PlayerId, ...]
    black_lineup: tuple[PlayerId, ...]
    games: tuple[BoardRecord, ...]
    white_points: Fraction
    black_points: Fraction

    @property
    def is_bye(self) -> bool:
        return self.black is None

    @property
    def complete(self) -> bool:
        """Every game of the match has its result (a bye is complete)."""
        return self.is_bye or (bool(self.games) and all(g.result is not None for g in self.games))


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """A team's place: match points, game points and the event's team tie-breaks (C.07 art. 11-13)."""

    rank: int
    number: int
    name: str
    match_points: Fraction
    game_points: Fraction
    tiebreaks: tuple[Fraction | None, ...]
    """Each tie-break's value (None: the tie-break did not apply, e.g. EDE outside a tied group)."""


@dataclass(frozen=True, slots=True)
class BoardScore:
    """A player's games on one board of his team (the board prizes of an Olympiad): games, points and
    performance (B.02 TPR of the games played, None without one)."""

    board: int
    team: int
    player: PlayerId
    name: str
    games: int
    points: Fraction
    performance: int | None


@dataclass(frozen=True, slots=True)
class TeamImportPreview:
    """What importing a team list would do, computed without changing the file: the teams that would
    be added with their rosters (players numbered as they would be), and the rows that cannot be."""

    rows: int
    teams: tuple[TeamRecord, ...]
    problems: tuple[ImportProblem, ...]


@dataclass(frozen=True, slots=True)
class TeamsImported:
    """What a team import did, in one transaction (``undo_import`` removes exactly these teams)."""

    audit_id: int
    teams: tuple[TeamRecord, ...]
