"""Team standings and board results of a team event (issue 29 item 4).

The standings rank the teams by the event's primary score (C.04.6 1.2: match points, or game points
when the 192 code says ``..._GP``), then by the team tie-breaks of C.07 art. 11-13
(``engine.tiebreaks.teams``): the event's own list (record 202 codes among ``MP``, ``GP``, ``MPVGP``,
``EMMSB``...``BC``), else the other score and the Extended Sonneborn-Berger of the primary score with
the game points (``DEFAULT_TIEBREAKS``). The ranking itself is ``engine.tiebreaks.teams.rank_teams``'s
(C.07 4.2: each tie-break applied to the groups the earlier ones left tied, in its own direction, BC,
TBR, BBE and EDE lower is better); the teams still level share a rank, in pairing-number order.

The board results give each player's games by the board he played them on (his place in the match's
line-up), with his points and his performance (B.02 8.1.1 through ``engine.norms.performance_rating``:
the average rating of the opponents of the games played plus dp): the board prizes of an Olympiad.
"""

from __future__ import annotations

from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import PlayerRow, TeamMatchRow
from engine.norms import performance_rating
from engine.team_swiss.system import TeamScore, TeamSystem, parse_team_code
from engine.tiebreaks.spec import TieBreakError
from engine.tiebreaks.team_spec import parse_team_tiebreak
from engine.tiebreaks.teams import rank_teams, team_tiebreak
from engine.trf.teams import read_team_event
from operations import mapper
from operations.ops_event import event_row, paired_rounds
from operations.ops_team_rounds import match_reading, match_record
from operations.ops_teams import team_settings
from values import PlayerId
from values.teams import BoardScore, TeamFormat, TeamSettings, TeamStanding

DEFAULT_TIEBREAKS = {TeamScore.MATCH: ("GP", "EMGSB"), TeamScore.GAME: ("MP", "EGGSB")}
"""The tie-breaks after the primary score when the event names none: the other score (C.07 11.1), then
the Extended Sonneborn-Berger of the primary score's opponents times the game points made (13.2)."""


def system_of(settings: TeamSettings) -> TeamSystem:
    """The C.04.6 variant of a Swiss team event; a round robin ranks as Type A, match points first."""
    if settings.format is TeamFormat.SWISS:
        try:
            return parse_team_code(settings.code)
        except ValueError:
            return TeamSystem()
    return TeamSystem()


def tiebreak_codes(s: Session, primary: TeamScore) -> tuple[str, ...]:
    """The event's team tie-breaks (the record 202 codes that read as team codes: ``BH:GP/C1``, ``EDEBT``
    ... through ``engine.tiebreaks.team_spec``), else the default."""
    chosen = tuple(str(c) for c in event_row(s).tiebreaks if _is_team_code(str(c)))
    return chosen or DEFAULT_TIEBREAKS[primary]


def _is_team_code(code: str) -> bool:
    try:
        parse_team_tiebreak(code)
    except TieBreakError:
        return False
    return True


def standings(s: Session, after_round: int | None = None) -> tuple[tuple[str, ...], tuple[TeamStanding, ...]]:
    """The tie-break codes and the team standings after ``after_round`` (default: every paired round)."""
    settings = team_settings(s)
    rounds = paired_rounds(s) if after_round is None else after_round
    t = mapper.build_tournament(s, rounds)
    event = read_team_event(t.extra_records)
    system = system_of(settings)
    codes = tiebreak_codes(s, system.primary)
    mp = team_tiebreak(t, event, "MP", system.primary, rounds)
    gp = team_tiebreak(t, event, "GP", system.primary, rounds)
    names = {team.number: team.name for team in event.teams}
    return codes, tuple(
        TeamStanding(place.rank, place.team, names[place.team], mp[place.team], gp[place.team], place.values)
        for place in rank_teams(t, event, codes, system.primary, rounds)
    )


def board_scores(s: Session, after_round: int | None = None) -> tuple[BoardScore, ...]:
    """Every player's games by board, board 1 first, then by points (best first)."""
    settings = team_settings(s)
    rounds = paired_rounds(s) if after_round is None else after_round
    players = {r.id: r for r in s.scalars(select(PlayerRow))}
    reading = match_reading(s)
    team_numbers, points = reading.team_numbers, reading.points
    found: dict[tuple[int, int], tuple[int, list[Fraction], list[int]]] = {}
    for match in s.scalars(select(TeamMatchRow).where(TeamMatchRow.round_number <= rounds)):
        if match.black_team_id is None:
            continue
        record = match_record(s, match, settings, reading)
        lineups = {
            match.white_team_id: [int(p) for p in record.white_lineup],
            match.black_team_id: [int(p) for p in record.black_lineup],
        }
        for game in record.games:
            if game.result is None:
                continue
            for pid, opponent, entry in (
                (game.white, game.black, game.round_entries()[0]),
                (game.black, game.white, game.round_entries()[1]),
            ):
                team_id = next(t for t, lineup in lineups.items() if pid in lineup)
                board = lineups[team_id].index(pid) + 1
                team, scores, opponents = found.setdefault((board, pid), (team_numbers[team_id], [], []))
                if entry.is_played_game:
                    scores.append(points.points(entry))
                    opponents.append(players[opponent].rating)
    result = []
    for (board, player), (team, scores, opponents) in found.items():
        total = sum(scores, Fraction(0))
        rated = [r for r in opponents if r]
        performance = (
            performance_rating(round(sum(rated) / len(rated)), total, len(scores))
            if rated and scores
            else None
        )
        result.append(
            BoardScore(board, team, PlayerId(player), players[player].name, len(scores), total, performance)
        )
    result.sort(key=lambda b: (b.board, -b.points, -(b.performance or 0), b.name))
    return tuple(result)
