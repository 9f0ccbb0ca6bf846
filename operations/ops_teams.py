"""The teams of a team event and their rosters, inside one transaction (issue 29 item 1).

A team has a pairing number (record 310: in the order the teams were registered, C.04.6 leaving the
initial order to the regulations), a name, a captain and a roster: players in board order, the reserves
after them (at most ``engine.team_event.MAX_ROSTER``, what a 310 record holds). Each player is a row of
``players`` registered as in an individual event (``ops_players.insert_player``: FIDE ID, rating,
library data), so his games are rated game by game.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import PlayerRow, TeamMemberRow, TeamRow
from db.tx import Tx
from engine.i18n import translate
from engine.team_event import MAX_ROSTER
from operations.convert import event_settings, player_record, player_to_json
from operations.ops_event import event_row, paired_rounds
from operations.ops_players import insert_player
from values import PlayerDetails
from values.teams import TeamFormat, TeamRecord, TeamSettings

MIN_ROUND_ROBIN_TEAMS, MAX_ROUND_ROBIN_TEAMS = 3, 24
"""The fields the Berger tables of C.05 Annex 1 cover (``engine.roundrobin.berger``)."""

ADD_TEAM = "add_team"
"""The audit operation of a team registered with its roster (also each team of an import)."""


def team_settings(s: Session) -> TeamSettings:
    """The open file's team settings; refused in one sentence for an individual event."""
    team = event_settings(event_row(s)).team
    if team is None:
        raise OperationRefused(
            translate("DbRefusal", "this event is not a team event (create it with --system team-swiss)")
        )
    return team


def is_team_event(s: Session) -> bool:
    return event_settings(event_row(s)).team is not None


def team_record(s: Session, row: TeamRow) -> TeamRecord:
    players = {
        p.id: p
        for p in s.scalars(select(PlayerRow).where(PlayerRow.id.in_([m.player_id for m in row.members])))
    }
    return TeamRecord(
        row.id,
        row.number,
        row.name,
        row.captain,
        tuple(player_record(players[m.player_id]) for m in row.members),
    )


def all_teams(s: Session) -> tuple[TeamRecord, ...]:
    """Every team in pairing-number order."""
    return tuple(team_record(s, row) for row in s.scalars(select(TeamRow).order_by(TeamRow.number)))


def team_row(s: Session, number: int) -> TeamRow:
    """The team with pairing number ``number``, or a refusal naming it."""
    row = s.scalar(select(TeamRow).where(TeamRow.number == number))
    if row is None:
        raise OperationRefused(translate("DbRefusal", "there is no team {number}").format(number=number))
    return row


def team_row_named(s: Session, name: str) -> TeamRow | None:
    """The team called ``name`` (case and spacing apart), if any."""
    key = " ".join(name.split()).casefold()
    for row in s.scalars(select(TeamRow)):
        if " ".join(row.name.split()).casefold() == key:
            return row
    return None


def _check_roster_size(name: str, size: int) -> None:
    if size > MAX_ROSTER:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "team {name} would have {size} players; a roster holds at most {most} (TRF record 310)",
            ).format(name=name, size=size, most=MAX_ROSTER)
        )


def refuse_late_round_robin(s: Session, name: str) -> None:
    """A team round robin's Berger table (C.05 Annex 1) is made of the teams registered before round 1:
    none joins once a round is paired (``operations.ops_team_entries``)."""
    if team_settings(s).format is not TeamFormat.SWISS and paired_rounds(s):
        raise OperationRefused(
            translate(
                "DbRefusal",
                "{name} cannot join: the Berger table of a team round robin (C.05 Annex 1) is made of the "
                "teams registered before round 1",
            ).format(name=name)
        )


def insert_team(s: Session, name: str, captain: str, players: Sequence[PlayerDetails]) -> TeamRow:
    """Store a new team with the next pairing number and its roster, the players registered in order
    (board 1 first). Refused: no name, a name taken, too many players, a round robin already started."""
    team_settings(s)
    name = " ".join(name.split())
    if not name:
        raise OperationRefused(translate("DbRefusal", "a team needs a name"))
    refuse_late_round_robin(s, name)
    if team_row_named(s, name) is not None:
        raise OperationRefused(
            translate("DbRefusal", "a team called {name} is registered already").format(name=name)
        )
    _check_roster_size(name, len(players))
    number = int(s.scalar(select(func.coalesce(func.max(TeamRow.number), 0))) or 0) + 1
    row = TeamRow(number=number, name=name, captain=" ".join(captain.split()))
    s.add(row)
    s.flush()
    append_players(s, row, players)
    sync_team_rounds(s)
    return row


def sync_team_rounds(s: Session) -> None:
    """A team round robin has the rounds of the Berger table of its teams (C.05 Annex 1: 3 to 24),
    kept in TRF 142 as the teams are registered; a Swiss keeps the rounds it was given."""
    team = team_settings(s)
    if team.format is TeamFormat.SWISS:
        return
    from engine.model import RoundRobin
    from engine.roundrobin.schedule import rounds_in

    teams = int(s.scalar(select(func.count(TeamRow.id))) or 0)
    if MIN_ROUND_ROBIN_TEAMS <= teams <= MAX_ROUND_ROBIN_TEAMS:
        event_row(s).number_of_rounds = rounds_in(teams, RoundRobin(team.format.cycles))


def append_players(s: Session, row: TeamRow, players: Sequence[PlayerDetails]) -> None:
    """Register ``players`` and put them at the end of the roster of ``row``, in order."""
    _check_roster_size(row.name, len(row.members) + len(players))
    paired = paired_rounds(s)
    position = max((m.position for m in row.members), default=0)
    for details in players:
        new, _moved, _warnings, _joined = insert_player(s, details, paired)
        position += 1
        s.add(TeamMemberRow(player_id=new.id, team_id=row.id, position=position))
    s.flush()
    s.refresh(row)


def team_to_json(record: TeamRecord) -> dict[str, object]:
    """For the audit log."""
    return {
        "id": record.id,
        "number": record.number,
        "name": record.name,
        "captain": record.captain,
        "roster": [player_to_json(p) for p in record.roster],
    }


def add_team(tx: Tx, name: str, captain: str, players: Sequence[PlayerDetails]) -> TeamRecord:
    """Register a team with its roster: one operation, one audit row (``add_team``)."""
    row = insert_team(tx.session, name, captain, players)
    record = team_record(tx.session, row)
    tx.audit(ADD_TEAM, None, {"team": team_to_json(record)})
    return record


def add_players(tx: Tx, number: int, players: Sequence[PlayerDetails]) -> TeamRecord:
    """Put new players at the end of team ``number``'s roster (reserves, or a late player): one
    operation, one audit row (``add_team_players``)."""
    s = tx.session
    row = team_row(s, number)
    before = team_record(s, row)
    append_players(s, row, players)
    record = team_record(s, row)
    tx.audit("add_team_players", team_to_json(before), team_to_json(record))
    return record
