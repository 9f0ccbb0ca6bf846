"""What a window holds of the event after a write that changed its players and nothing of its rounds'
boards (issue 30 item 3): a registration, a correction, a fixed board, a withdrawal from a Swiss event, a
reinstatement, a requested bye or its cancelling, a fee category, the absent left out of the next round.

The whole event read again (``TournamentFile.snapshot``) is mostly its boards: 406 ms of a venue desk's
lane at 500 players (``bench/desk_reread.py``), during which the next write typed waits. These writes
change none of them, so :func:`players_snapshot` reads the event's row, the players and the requested
byes, and takes the boards from the rounds the window holds: each board's pairing numbers those of the
players read (a late entry before round 4 renumbers, C.04.2 (2026) art. 2.3), the requested byes of each
paired round those read. What it makes equals what ``TournamentFile.snapshot`` reads (the tests compare
them after each kind of write); None when the rounds held are not those stored (a round paired or
deleted meanwhile, a player of a board gone), and the caller reads the whole event.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import replace

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import PlayerRow, RoundRow
from db.sections import plain_rows
from engine.model import PairingNumber
from operations import mapper, ops_event, ops_players
from operations.convert import event_settings, player_columns, player_from_columns
from values import ByeRecord, FileSnapshot, PlayerId, RoundInfo


def players_snapshot(s: Session, rounds: tuple[RoundInfo, ...]) -> FileSnapshot | None:
    """The event as ``TournamentFile.snapshot`` reads it, its boards taken from ``rounds`` (every paired
    round as the window holds them) and all else read in the transaction of ``s``; None when ``rounds``
    are not the paired rounds stored (see the module's docstring)."""
    stored = list(s.scalars(select(RoundRow.number).order_by(RoundRow.number)))
    if stored != [r.number for r in rounds]:
        return None
    players = tuple(player_from_columns(row) for row in plain_rows(s, player_columns(), PlayerRow))
    byes = ops_players.list_byes(s, None)
    kept = renumbered(rounds, {p.id: p.number for p in players}, byes)
    if kept is None:
        return None
    return FileSnapshot(
        event=event_settings(ops_event.file_event_row(s)),
        players=players,
        rounds=kept,
        byes=byes,
        tournament=mapper.build_tournament(s, None, rounds=kept, records=players),
    )


def renumbered(
    rounds: tuple[RoundInfo, ...], numbers: Mapping[PlayerId, PairingNumber], byes: tuple[ByeRecord, ...]
) -> tuple[RoundInfo, ...] | None:
    """``rounds`` with each board's pairing numbers from ``numbers`` and each round's requested byes from
    ``byes`` (in round, then player order, as the file lists them); a round kept as it is when nothing of
    it changed. None when a player of a board is not in ``numbers``."""
    by_round: dict[int, list[ByeRecord]] = defaultdict(list)
    for bye in byes:
        by_round[bye.round].append(bye)
    kept: list[RoundInfo] = []
    for info in rounds:
        boards = info.boards
        try:
            if any(numbers[b.white] != b.white_number or numbers[b.black] != b.black_number for b in boards):
                boards = tuple(
                    replace(b, white_number=numbers[b.white], black_number=numbers[b.black]) for b in boards
                )
        except KeyError:
            return None
        its_byes = tuple(by_round.get(info.number, ()))
        if boards is info.boards and its_byes == info.byes:
            kept.append(info)
        else:
            kept.append(replace(info, boards=boards, byes=its_byes))
    return rounds if all(a is b for a, b in zip(kept, rounds, strict=True)) else tuple(kept)
