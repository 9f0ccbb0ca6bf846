"""A list of teams from a CSV file (``formats.csv_teams``), imported as the players' list is: a preview
first (the teams and their players with the numbers they would get, the rows that cannot be read), then
every team or none in one operation with one audit row, and an undo that removes exactly those teams
and their players while none of them is paired.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import AuditRow, ByeRow, PlayerRow, TeamMatchRow, TeamRow
from db.tx import Tx
from engine.i18n import translate
from formats.csv_teams import ParsedTeams
from operations.convert import bye_record, bye_to_json
from operations.ops_player_import import _refuse_referenced
from operations.ops_players import renumber
from operations.ops_teams import (
    insert_team,
    sync_team_rounds,
    team_record,
    team_row,
    team_row_named,
    team_to_json,
)
from values.teams import TeamImportPreview, TeamRecord, TeamsImported

IMPORT_OPERATION = "import_teams"
UNDO_OPERATION = "undo_import_teams"
SHOWN_PROBLEMS = 5


def _problems_text(parsed: ParsedTeams) -> str:
    shown = "; ".join(str(p) for p in parsed.problems[:SHOWN_PROBLEMS])
    more = len(parsed.problems) - SHOWN_PROBLEMS
    if more > 0:
        return translate("DbImport", "{shown} (and {more} more)").format(shown=shown, more=more)
    return shown


def _add_all(tx: Tx, parsed: ParsedTeams) -> tuple[TeamRecord, ...]:
    s = tx.session
    rows = []
    for team in parsed.teams:
        if team_row_named(s, team.name) is not None:
            raise OperationRefused(
                translate("DbImport", "team {name} is registered already, so nothing was added").format(
                    name=team.name
                )
            )
        rows.append(insert_team(s, team.name, "", [r.details for r in team.players]))
    return tuple(team_record(s, r) for r in rows)


def preview(tx: Tx, parsed: ParsedTeams) -> TeamImportPreview:
    """Run in a transaction that is rolled back: the teams are added to see their numbers."""
    return TeamImportPreview(parsed.rows, _add_all(tx, parsed), parsed.problems)


def import_teams(tx: Tx, parsed: ParsedTeams) -> TeamsImported:
    """Every team of ``parsed`` or none: refused when a row has a problem or a team is registered."""
    if parsed.problems:
        raise OperationRefused(
            translate(
                "DbImport", "{count} of {total} rows cannot be imported, so nothing was added: {shown}"
            ).format(count=len(parsed.problems), total=parsed.rows, shown=_problems_text(parsed))
        )
    if not parsed.teams:
        raise OperationRefused(translate("DbImport", "no team to import"))
    teams = _add_all(tx, parsed)
    tx.audit(IMPORT_OPERATION, None, {"source": parsed.source, "teams": [team_to_json(t) for t in teams]})
    assert tx.marker is not None
    return TeamsImported(tx.marker[0], teams)


def _last_import(tx: Tx) -> tuple[int, list[int]]:
    """The audit id and the team ids of the newest team import not undone."""
    undone: set[int] = set()
    for row in tx.session.scalars(
        select(AuditRow)
        .where(AuditRow.operation.in_((IMPORT_OPERATION, UNDO_OPERATION)))
        .order_by(AuditRow.id.desc())
    ):
        new = json.loads(row.new_value or "null") or {}
        if row.operation == UNDO_OPERATION:
            undone.add(int(new.get("import", 0)))
        elif row.id not in undone:
            return row.id, [int(t["id"]) for t in new.get("teams", [])]
    raise OperationRefused(translate("DbImport", "no team import to undo"))


def undo_import(tx: Tx) -> tuple[TeamRecord, ...]:
    """Remove the teams of the newest team import and their players; refused once one is paired."""
    s = tx.session
    import_id, team_ids = _last_import(tx)
    rows = list(s.scalars(select(TeamRow).where(TeamRow.id.in_(team_ids)).order_by(TeamRow.number)))
    if len(rows) != len(team_ids):
        raise OperationRefused(
            translate("DbImport", "a team of the import is no longer registered; the import cannot be undone")
        )
    records = remove_teams(s, rows)
    tx.audit(UNDO_OPERATION, {"teams": [team_to_json(t) for t in records]}, {"import": import_id})
    return records


def remove_team(tx: Tx, number: int) -> TeamRecord:
    """Remove team ``number`` registered by mistake, with its players, before it is paired, and the
    byes of its roster (a late team's zero-point byes before it arrives, a requested team bye): one
    operation, one audit row (``remove_team``)."""
    s = tx.session
    row = team_row(s, number)
    roster = [m.player_id for m in row.members]
    byes = list(s.scalars(select(ByeRow).where(ByeRow.player_id.in_(roster))))
    for bye in byes:
        s.delete(bye)
    s.flush()
    (record,) = remove_teams(s, [row])
    tx.audit(
        "remove_team",
        {"team": team_to_json(record), "byes": [bye_to_json(bye_record(b)) for b in byes]},
        None,
    )
    return record


def remove_teams(s: Session, rows: Sequence[TeamRow]) -> tuple[TeamRecord, ...]:
    """Remove the teams of ``rows`` and their players (refused once one is paired, or a player has a
    bye, a check-in...): the other players and teams close the gaps in their numbers."""
    team_ids = [r.id for r in rows]
    paired = s.scalar(
        select(TeamMatchRow.id).where(
            or_(TeamMatchRow.white_team_id.in_(team_ids), TeamMatchRow.black_team_id.in_(team_ids))
        )
    )
    if paired is not None:
        raise OperationRefused(
            translate("DbImport", "{name} is paired: it can no longer be removed").format(
                name=", ".join(r.name for r in rows)
            )
        )
    records = tuple(team_record(s, r) for r in rows)
    player_ids = [p.id for t in records for p in t.roster]
    players = {r.id: r for r in s.scalars(select(PlayerRow).where(PlayerRow.id.in_(player_ids)))}
    _refuse_referenced(s, [int(p) for p in player_ids], players)
    for row in rows:
        s.delete(row)
    s.flush()
    for pid in player_ids:
        s.delete(players[pid])
    s.flush()
    remaining = list(s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
    moves = {r.id: i for i, r in enumerate(remaining, start=1) if r.number != i}
    if moves:
        renumber(s, moves)
    teams = list(s.scalars(select(TeamRow).order_by(TeamRow.number)))
    for i, team in enumerate(teams, start=1):
        team.number = len(teams) + i  # two steps: the unique TPN is never held twice
    s.flush()
    for i, team in enumerate(teams, start=1):
        team.number = i
    s.flush()
    sync_team_rounds(s)
    return records
