"""The check-in before a round (issue 33 item 3; C.04.2 (2026) art. 4.1: "Participants who have not
confirmed their presence before the drawing of lots are excluded unless the Chief Arbiter decides
otherwise"). A player is ticked present for the next round to pair; the players expected who are not
present are then left out of that round, as the arbiter chooses, by the existing operations: a
zero-point bye (``ops_players.request_bye``, art. 3.3) or a withdrawal (``ops_players.withdraw_player``,
art. 3.2). A file with no check-in for a round pairs everyone, as before.
"""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import ByeRow, CheckInRow, PlayerRow
from db.tx import Tx
from engine.i18n import translate
from operations import ops_players
from operations.convert import player_record, player_to_json
from operations.ops_event import event_row, paired_rounds
from values import ByeKind, PlayerId, PlayerRecord
from values.desk import AbsentHandling, CheckInEntry, CheckInList


def _round(s: Session, round_number: int | None) -> int:
    """The round checked in for: the next to pair (refused once all are paired, or for another round)."""
    following = paired_rounds(s) + 1
    rounds = event_row(s).number_of_rounds
    if following > rounds:
        raise OperationRefused(
            translate("DbDesk", "all {rounds} rounds are paired: there is no check-in left").format(
                rounds=rounds
            )
        )
    if round_number is not None and round_number != following:
        raise OperationRefused(
            translate(
                "DbDesk", "the check-in is for round {following}, the next round to pair, not round {round}"
            ).format(following=following, round=round_number)
        )
    return following


def check_in_list(s: Session, round_number: int | None) -> CheckInList:
    """The presence list of the next round to pair, every player sorted by name."""
    number = _round(s, round_number)
    present = {
        pid: at
        for pid, at in s.execute(
            select(CheckInRow.player_id, CheckInRow.at).where(CheckInRow.round_number == number)
        )
    }
    byes = {
        pid: ByeKind(kind)
        for pid, kind in s.execute(select(ByeRow.player_id, ByeRow.kind).where(ByeRow.round_number == number))
    }
    entries = []
    for row in s.scalars(select(PlayerRow)):
        p = player_record(row)
        entries.append(
            CheckInEntry(p, p.id in present, present.get(p.id), byes.get(p.id), not p.plays_in(number))
        )
    entries.sort(key=lambda e: (e.player.name.casefold(), e.player.number))
    return CheckInList(number, tuple(entries))


def check_in(tx: Tx, player_id: PlayerId, present: bool, round_number: int | None) -> CheckInEntry:
    """Tick ``player_id`` present (or not) for the next round to pair, with its audit row."""
    s = tx.session
    number = _round(s, round_number)
    row = ops_players.get_row(s, player_id)
    player = player_record(row)
    if present and not player.plays_in(number):
        raise OperationRefused(
            translate(
                "DbDesk", "{name} is withdrawn from round {round} on: undo the withdrawal first"
            ).format(name=row.name, round=row.withdrawn_from_round)
        )
    stored = s.get(CheckInRow, (number, row.id))
    if present and stored is None:
        s.add(CheckInRow(round_number=number, player_id=row.id, at=datetime.now(UTC)))
    elif not present and stored is not None:
        s.delete(stored)
    else:
        return _entry(s, number, row.id)
    s.flush()
    tx.audit(
        "check_in" if present else "check_in_undone",
        None,
        {"round": number, "player": player_to_json(player)},
    )
    return _entry(s, number, row.id)


def _entry(s: Session, number: int, player_id: int) -> CheckInEntry:
    """The line of one player in the presence list of round ``number`` (without reading the others)."""
    p = player_record(ops_players.get_row(s, player_id))
    stored = s.get(CheckInRow, (number, player_id))
    kind = s.scalar(select(ByeRow.kind).where(ByeRow.round_number == number, ByeRow.player_id == player_id))
    return CheckInEntry(
        p,
        stored is not None,
        None if stored is None else stored.at,
        None if kind is None else ByeKind(kind),
        not p.plays_in(number),
    )


def leave_out_absent(tx: Tx, how: AbsentHandling, round_number: int | None) -> tuple[PlayerRecord, ...]:
    """Leave every player expected in the next round who has not checked in out of it (C.04.2 (2026)
    art. 4.1), by ``how``: a zero-point bye or a withdrawal, each through its own operation's function
    (their audit rows), and one audit row naming them all. Refused while nobody has checked in (a list
    not taken yet would leave out the whole field)."""
    s = tx.session
    listed = check_in_list(s, round_number)
    if listed.present == 0:
        raise OperationRefused(
            translate(
                "DbDesk", "nobody has checked in for round {round}: tick the players present first"
            ).format(round=listed.round)
        )
    done: list[PlayerRecord] = []
    for entry in listed.absent:
        if how is AbsentHandling.ZERO_BYE:
            ops_players.request_bye(tx, listed.round, entry.player.id, ByeKind.ZERO)
            done.append(entry.player)
        else:
            done.append(ops_players.withdraw_player(tx, entry.player.id, listed.round))
    tx.audit(
        "absent_left_out",
        None,
        {"round": listed.round, "how": how.value, "players": [player_to_json(p) for p in done]},
    )
    return tuple(done)
