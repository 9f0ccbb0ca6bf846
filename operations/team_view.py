"""A team event's rows as the engine reads a team tournament (TRF26 team section): the teams as
records 310 (rosters by the players' pairing numbers), the colour sequence 352, the match scoring 362
and the system's 192 code; and the pairing-allocated bye of a team as ``0000 - U`` in the cells of
the players of its boards (what :mod:`engine.team_swiss.matches` reads as the team's bye).

``operations.mapper.build_tournament`` adds both to every tournament it builds of a team event, so the
pairing, the standings, the TRF export and the rating report see the same event.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import LineupRow, PlayerRow, TeamMatchRow, TeamMemberRow, TeamRow
from engine.model import PairingNumber, Tournament
from engine.team_event import MAX_ROSTER, Team, TeamEvent, TeamScoring
from engine.trf.teams import with_team_event
from values.teams import TeamFormat, TeamSettings

ROUND_ROBIN_CODES = {
    TeamFormat.BERGER: "FIDE_TEAM_ROUNDROBIN",
    TeamFormat.DOUBLE_BERGER: "FIDE_TEAM_DOUBLEROUNDROBIN",
}
"""Record 192 of a team round robin. TRF26's Tournament-Type Code Table has no such code that we know
of: these are the program's own (as ``FIDE_LIM`` is), read by no engine."""


def code_192(team: TeamSettings) -> str:
    """The 192 code the event is exported with."""
    return ROUND_ROBIN_CODES.get(team.format, team.code)


def rosters(s: Session) -> dict[int, list[int]]:
    """team id -> the player ids of its roster, board order."""
    found: dict[int, list[int]] = {}
    query = select(TeamMemberRow.team_id, TeamMemberRow.player_id).order_by(TeamMemberRow.position)
    for team_id, player_id in s.execute(query):
        found.setdefault(team_id, []).append(player_id)
    return found


def team_event(s: Session, team: TeamSettings) -> TeamEvent:
    """The teams of the file in TPN order, as records 310, 352 and 362 describe them."""
    numbers = {pid: num for pid, num in s.execute(select(PlayerRow.id, PlayerRow.number))}
    ratings = {pid: rating for pid, rating in s.execute(select(PlayerRow.id, PlayerRow.rating))}
    members = rosters(s)
    teams = []
    for row in s.scalars(select(TeamRow).order_by(TeamRow.number)):
        roster = members.get(row.id, [])[:MAX_ROSTER]
        rated = [ratings[p] for p in roster[: team.boards] if ratings[p]]
        strength = round(sum(rated) / len(rated)) if rated else None
        teams.append(
            Team(row.number, row.name, tuple(PairingNumber(numbers[p]) for p in roster), "", strength)
        )
    return TeamEvent(tuple(teams), team.sequence, TeamScoring(), scoring_written=True)


def with_teams(s: Session, t: Tournament, team: TeamSettings) -> Tournament:
    """``t`` with the team section and the 192 code of the event (any other 192 record dropped)."""
    kept = tuple(r for r in t.extra_records if not r.startswith("192"))
    return with_team_event(replace(t, extra_records=(*kept, f"192 {code_192(team)}")), team_event(s, team))


def bye_players(s: Session, upto: int) -> dict[int, list[int]]:
    """round -> the player ids that have the pairing-allocated bye of their team in it (rounds 1 to
    ``upto``): the team's line-up when it was given, else the first players of its roster, one per
    board."""
    byes = list(
        s.execute(
            select(TeamMatchRow.round_number, TeamMatchRow.white_team_id).where(
                TeamMatchRow.black_team_id.is_(None), TeamMatchRow.round_number <= upto
            )
        )
    )
    if not byes:
        return {}
    from operations.convert import team_from_row
    from operations.ops_event import event_row

    ev = event_row(s)
    settings = team_from_row(ev.pairing_system, ev.system_settings)
    boards = settings.boards if settings is not None else 0
    members = rosters(s)
    found: dict[int, list[int]] = {}
    for rnd, team_id in byes:
        lineup = list(
            s.scalars(
                select(LineupRow.player_id)
                .where(LineupRow.round_number == rnd, LineupRow.team_id == team_id)
                .order_by(LineupRow.board)
            )
        )
        found.setdefault(rnd, []).extend(lineup or members.get(team_id, [])[:boards])
    return found
