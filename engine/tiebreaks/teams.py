"""Team tie-breaks of C.07 (2024-08 and 2026-03), art. 8 and 11-13, computed from the teams' matches.

A team's matches come from its players' games (:mod:`engine.team_swiss.matches`): match points (MP,
record 362) and game points (GP, record 162). The regulations name the primary score (the 192 code of
the Swiss Team System, ``..._MP_GP``); 13.1 to 13.4 are read against it. The codes are those of record
202 (:mod:`engine.tiebreaks.team_spec`); the values, per team:

- ``MP`` and ``GP`` (11.1): the totals of every round;
- ``MPVGP`` (13.1): game points in a competition decided by match points, match points otherwise;
- ``EMMSB``, ``EMGSB``, ``EGMSB``, ``EGGSB`` (13.2, Extended Sonneborn-Berger): the sum, over the
  rounds, of the opponent's final score (first letter: M match points, G game points) times the score
  the team made against it (second letter); ``/C1`` (14.1.2) leaves out the opponent with the lowest
  final score of the first letter (of two such, the lower contribution); ``/C2 /M1 /M2`` as 14.2-14.4;
- ``BH:MP``, ``BH:GP`` (8.1 with 13: the Buchholz of the teams, on match or game points, the primary
  score when neither is named), ``FB`` (8.3: as if every paired match of the final round were drawn),
  with the modifiers of 14.1-14.4;
- ``SSSC`` (13.4): the secondary score plus the Buchholz on the primary score (``/F``: Fore Buchholz)
  divided by the normalising factor (``/Kx``: the competition's own);
- ``BC`` (12.1, Board Count): the sum over the matches of each board's number times the game points
  made on it; lower is better. ``TBR`` (12.2) and ``BBE`` (12.3): the team's place in their order
  (:mod:`engine.tiebreaks.team_boards`), lower is better.

``EDE`` and its 2026 chains ``EDEBT``, ``EDEBB``, ``EDET``, ``EDEB`` (13.3, type A) rank a group of
tied teams: :func:`rank_teams` applies a whole list, each tie-break to the groups still tied.

Unplayed rounds count by C.07 art. 16 (16.3 the opponents' adjusted scores, 16.4 the dummy: capped
only in the 2026 edition, 16.5 the Cut-1 exception); a drawn match's game points are half the points
of the most boards a team has. ``docs/systems/team_swiss.md`` records where TieBreakServer gives
other values.

>>> team_tiebreak_codes()
('MP', 'GP', 'MPVGP', 'EMMSB', 'EMGSB', 'EGMSB', 'EGGSB', 'BC', 'BH', 'FB', 'SSSC', 'TBR', 'BBE')
>>> team_group_tiebreak_codes()
('EDE', 'EDEBT', 'EDEBB', 'EDET', 'EDEB')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from engine.i18n import translate
from engine.model import Tournament
from engine.team_event import TeamEvent
from engine.team_swiss.matches import team_rounds
from engine.team_swiss.system import TeamScore
from engine.tiebreaks.spec import Direction, TieBreakEdition, TieBreakError
from engine.tiebreaks.team_boards import (
    BoardPoints,
    board_count_of,
    board_points,
    bottom_elimination_record,
    places,
    top_board_record,
)
from engine.tiebreaks.team_encounter import EncounterData, ede_ranks
from engine.tiebreaks.team_opponents import (
    extended_sonneborn_berger,
    normalising_factor,
    scores_and_schedule_strength,
    team_buchholz,
)
from engine.tiebreaks.team_record import (
    History,
    TeamScores,
    most_boards,
    team_history,
    with_final_round_drawn,
)
from engine.tiebreaks.team_spec import TEAM_TIEBREAKS, TeamTieBreakSpec, parse_team_tiebreak

__all__ = [
    "TeamPlace",
    "board_count",
    "extended_sonneborn_berger",
    "rank_teams",
    "team_group_tiebreak_codes",
    "team_history",
    "team_tiebreak",
    "team_tiebreak_codes",
    "team_tiebreak_direction",
]


def team_tiebreak_codes() -> tuple[str, ...]:
    """The team tie-breaks that give each team a value (:func:`team_tiebreak`)."""
    return tuple(code for code, info in TEAM_TIEBREAKS.items() if not info.group)


def team_group_tiebreak_codes() -> tuple[str, ...]:
    """The team tie-breaks that rank a tied group (13.3, type A): only through :func:`rank_teams`."""
    return tuple(code for code, info in TEAM_TIEBREAKS.items() if info.group)


def team_tiebreak_direction(code: str) -> Direction:
    """Whether a higher value of ``code`` is better (BC, TBR, BBE and EDE: lower is better)."""
    return parse_team_tiebreak(code).direction


class _Event:
    """One team event after ``rounds`` rounds: the matches, the board points and the scores."""

    def __init__(
        self,
        tournament: Tournament,
        event: TeamEvent,
        primary: TeamScore,
        rounds: int,
        edition: TieBreakEdition,
    ) -> None:
        self.tournament = tournament
        self.event = event
        self.primary = "M" if primary is TeamScore.MATCH else "G"
        self.secondary = "G" if self.primary == "M" else "M"
        self.rounds = rounds
        self.edition = edition
        self.boards = most_boards(event)
        points = tournament.point_system
        self.draws = {"M": event.scoring.draw, "G": points.draw * self.boards}
        self.wins = {"M": event.scoring.win, "G": points.win * self.boards}
        self.final_round = max(tournament.number_of_rounds or 0, rounds)

    @cached_property
    def history(self) -> History:
        return team_history(self.tournament, self.event, self.rounds)

    @cached_property
    def board_points(self) -> BoardPoints:
        return board_points(self.tournament, self.event, self.rounds)

    @cached_property
    def fore_history(self) -> History:
        """8.3: the final round's paired matches drawn (after the final round, or the round before it
        once the final round is paired); earlier the history itself (FB = BH)."""
        history = self.history
        if self.rounds == self.final_round - 1:
            last = team_rounds(self.tournament, self.event, self.final_round)
            if any(entry.opponent is not None for entry in last.values()):
                history = {team: (*entries, last[team]) for team, entries in history.items()}
        return with_final_round_drawn(history, self.final_round, self.draws)

    def scores(self, which: str, history: History | None = None) -> TeamScores:
        chosen = self.history if history is None else history
        return TeamScores(
            chosen, which, self.draws[which], len(next(iter(chosen.values()), ())), self.edition
        )

    def value(self, spec: TeamTieBreakSpec) -> dict[int, Fraction]:
        """The value of a tie-break that gives one (not a group tie-break)."""
        name = spec.code
        if name in ("MP", "GP", "MPVGP"):
            which = name[0] if name != "MPVGP" else self.secondary
            scores = self.scores(which)
            return {t: scores.final(t) for t in self.history}
        if name in ("BH", "FB"):
            history = self.fore_history if name == "FB" else self.history
            which = spec.score[:1] or self.primary
            return team_buchholz(history, self.scores(which, history), spec.modifier)
        if name == "SSSC":
            return self._sssc(spec)
        if name.startswith("E"):
            first, second = self.scores(name[1]), self.scores(name[2])
            return extended_sonneborn_berger(self.history, first, second, self.rounds, modifier=spec.modifier)
        if name == "BC":
            return {t: board_count_of(matches) for t, matches in self.board_points.items()}
        record = top_board_record if name == "TBR" else bottom_elimination_record
        return places({t: record(matches, self.boards) for t, matches in self.board_points.items()})

    def _sssc(self, spec: TeamTieBreakSpec) -> dict[int, Fraction]:
        factor = spec.factor
        if factor is None:
            factor = normalising_factor(self.wins[self.primary] * self.final_round, self.wins[self.secondary])
        history = self.fore_history if spec.fore else self.history
        return scores_and_schedule_strength(
            self.history, self.scores(self.primary, history), self.scores(self.secondary), factor
        )

    def encounter_data(self) -> EncounterData:
        return EncounterData(
            self.history, self.board_points, (self.primary, self.secondary), self.wins, self.boards
        )


def _spec(code: str, edition: TieBreakEdition) -> TeamTieBreakSpec:
    spec = parse_team_tiebreak(code)
    spec.check_edition(edition)
    return spec


def team_tiebreak(
    tournament: Tournament,
    event: TeamEvent,
    code: str,
    primary: TeamScore,
    rounds: int,
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
) -> dict[int, Fraction]:
    """The value of tie-break ``code`` (``EMMSB/C1``, ``BH:GP/C1``...) for every team after ``rounds``,
    under ``edition`` of C.07. A group tie-break (EDE) is refused: it has a value only inside a tied
    group (:func:`rank_teams`)."""
    spec = _spec(code, edition)
    if spec.info.group:
        raise TieBreakError(
            translate(
                "TeamTieBreak",
                "{code} ranks the teams of a tied group (C.07 13.3): it has no value on its own",
            ).format(code=spec)
        )
    return _Event(tournament, event, primary, rounds, edition).value(spec)


def board_count(tournament: Tournament, event: TeamEvent, rounds: int) -> dict[int, Fraction]:
    """12.1: the sum of board number times the game points made on that board, every match."""
    return {t: board_count_of(matches) for t, matches in board_points(tournament, event, rounds).items()}


@dataclass(frozen=True, slots=True)
class TeamPlace:
    """One line of the team standings: the rank (shared by teams still level), the team, its primary
    score and the value of each tie-break of the list (None: the tie-break did not apply to it)."""

    rank: int
    team: int
    score: Fraction
    values: tuple[Fraction | None, ...]


def rank_teams(
    tournament: Tournament,
    event: TeamEvent,
    codes: Sequence[str],
    primary: TeamScore,
    rounds: int,
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
) -> tuple[TeamPlace, ...]:
    """The teams ranked by the primary score, then by the tie-breaks ``codes`` in order, each applied to
    the groups the earlier ones left tied (C.07 4.2); teams still level share a rank, in TPN order."""
    specs = [_spec(code, edition) for code in codes]
    data = _Event(tournament, event, primary, rounds, edition)
    score = data.value(TeamTieBreakSpec(primary.value))
    groups: list[list[int]] = []
    for team in sorted(score, key=lambda t: (-score[t], t)):
        if groups and score[groups[-1][0]] == score[team]:
            groups[-1].append(team)
        else:
            groups.append([team])
    shown: dict[int, list[Fraction | None]] = {t: [] for t in score}
    for spec in specs:
        if spec.info.group:
            values = ede_ranks(data.encounter_data(), groups, spec)
            sign = 1
        else:
            values = dict(data.value(spec))
            sign = -1 if spec.direction is Direction.HIGHER_IS_BETTER else 1
        for team, value in values.items():
            shown[team].append(value)
        groups = [part for group in groups for part in _split(group, values, sign)]
    places_out = []
    position = 1
    for group in groups:
        for team in sorted(group):
            places_out.append(TeamPlace(position, team, score[team], tuple(shown[team])))
        position += len(group)
    return tuple(places_out)


def _split(group: list[int], values: dict[int, Fraction | None], sign: int) -> list[list[int]]:
    """A tied group split by one tie-break's values (None: not separated)."""
    if len(group) == 1 or any(values[t] is None for t in group):
        return [group]
    ordered = sorted(group, key=lambda t: (sign * (values[t] or 0), t))
    parts: list[list[int]] = []
    for team in ordered:
        if parts and values[parts[-1][0]] == values[team]:
            parts[-1].append(team)
        else:
            parts.append([team])
    return parts
