"""The teams' matches and the scores C.07 art. 16 gives them, for the team tie-breaks.

A team's round is its :class:`engine.team_swiss.matches.TeamRound` (played, forfeited, a bye or
absent, with its match points and game points). Art. 16 applies to teams with "points" meaning
"match points and game points" (16.4, note): :class:`TeamScores` holds one of the two kinds and
gives the final score, the adjusted score of 16.3 (for the opponents' tie-breaks) and the dummy's
score of 16.4 (for the team's own), under either edition (2024-08: the dummy uncapped; 2026-03:
capped by 16.4.1 and 16.4.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from engine.model import ResultCode, Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.matches import TeamMatchKind, TeamRound, team_rounds
from engine.tiebreaks.spec import TieBreakEdition

History = dict[int, tuple[TeamRound, ...]]
"""Every team's rounds, round 1 first, by team pairing number."""


def team_history(tournament: Tournament, event: TeamEvent, rounds: int) -> History:
    """Every team's matches of rounds 1 to ``rounds``."""
    per_round = [team_rounds(tournament, event, r) for r in range(1, rounds + 1)]
    return {t.number: tuple(r[t.number] for r in per_round) for t in event.teams}


def most_boards(event: TeamEvent) -> int:
    """The boards of a match: the largest roster (a drawn match is half their points)."""
    return max((t.boards for t in event.teams), default=0)


def is_vur(entry: TeamRound) -> bool:
    """16.1.2: a voluntary unplayed round, a requested bye (half- or zero-point, absent) or a forfeit
    loss."""
    if entry.kind is TeamMatchKind.FORFEITED:
        return not entry.won_by_forfeit
    return entry.kind is TeamMatchKind.ABSENT or entry.bye in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)


def late_requested_byes(entries: Sequence[TeamRound]) -> set[int]:
    """16.2.5: the rounds (indexes) of requested byes followed only by voluntary unplayed rounds."""
    late: set[int] = set()
    for i in range(len(entries) - 1, -1, -1):
        if not is_vur(entries[i]):
            break
        if entries[i].kind is not TeamMatchKind.FORFEITED:
            late.add(i)
    return late


class TeamScores:
    """The scores C.07 art. 16 uses for teams, of one kind (``M`` match points, ``G`` game points)."""

    def __init__(
        self,
        history: History,
        which: str,
        draw: Fraction,
        rounds: int,
        edition: TieBreakEdition = TieBreakEdition.C07_2026,
    ) -> None:
        self.history = history
        self.which = which
        self.draw = draw
        """The score of a drawn match of this kind (TD, or half the game points of a match)."""
        self.rounds = rounds
        self.edition = edition
        self._adjusted: dict[int, Fraction] = {}

    def of(self, entry: TeamRound) -> Fraction:
        return entry.match_points if self.which == "M" else entry.game_points

    def final(self, team: int) -> Fraction:
        return sum((self.of(e) for e in self.history[team]), Fraction(0))

    def adjusted(self, team: int) -> Fraction:
        """16.3: for the opponents' tie-breaks, the requested byes of 16.2.5 count as draws."""
        if team not in self._adjusted:
            entries = self.history[team]
            late = late_requested_byes(entries)
            self._adjusted[team] = sum(
                (self.draw if i in late else self.of(e) for i, e in enumerate(entries)), Fraction(0)
            )
        return self._adjusted[team]

    def opponent_score(self, team: int, entry: TeamRound) -> tuple[Fraction, bool]:
        """The score a round of ``team`` contributes (and whether it is a dummy's): the opponent's
        adjusted score for a played match (16.3), else the dummy's of 16.4: the team's own final
        score; in 2026 at most the scheduled opponent's adjusted score for a forfeit (16.4.1), at
        most a draw's score times the number of rounds otherwise (16.4.2)."""
        if entry.kind is TeamMatchKind.PLAYED and entry.opponent is not None:
            return self.adjusted(entry.opponent), False
        own = self.final(team)
        if self.edition is TieBreakEdition.C07_2024:
            return own, True
        if entry.kind is TeamMatchKind.FORFEITED and entry.opponent is not None:
            return min(own, self.adjusted(entry.opponent)), True
        return min(own, self.draw * self.rounds), True


def with_final_round_drawn(history: History, final: int, draws: dict[str, Fraction]) -> History:
    """8.3 for teams: the history "as if all paired matches for the final round had ended in draws"
    (forfeited ones too; a bye or an absence stays as it was). ``final`` is the final round's number;
    a history that does not reach it is returned unchanged."""
    if any(len(entries) < final for entries in history.values()):
        return history
    drawn: History = {}
    for team, entries in history.items():
        last = entries[final - 1]
        if last.opponent is not None:
            last = replace(
                last,
                kind=TeamMatchKind.PLAYED,
                match_points=draws["M"],
                game_points=draws["G"],
                won_by_forfeit=False,
            )
        drawn[team] = (*entries[: final - 1], last, *entries[final:])
    return drawn
