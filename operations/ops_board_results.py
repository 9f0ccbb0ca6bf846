"""The result of a board: one game, or both games of a Double-Swiss match, stored in one operation with
its audit row (``set_result``, ``set_match_result``). A result typed at a desk reads no more than its
board's players (issue 30 item 5, issue 32 item 4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from sqlalchemy import ColumnElement, ScalarSelect, Table, bindparam, select, update
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import BoardRow, PlayerRow
from db.sections import section_of
from db.server_prepared import FIRST_READ, rows_read_with_turn
from db.tx import Tx
from engine.i18n import translate
from operations.convert import board_record, board_to_json
from operations.ops_double_swiss import games_per_pairing, match_of, match_rounds
from operations.ops_rounds import get_round_row
from values import BoardRecord, GameResult


def set_result(
    tx: Tx, round_number: int, board: int, result: GameResult | None, *, alone: bool = False
) -> BoardRecord:
    """The result of one game: board ``board`` of round ``round_number``. One audit row (``set_result``).
    ``alone``: the whole operation (``set_results``)."""
    return set_results(tx, round_number, board, (result,), alone=alone)[0]


def set_results(
    tx: Tx, round_number: int, board: int, results: Sequence[GameResult | None], *, alone: bool = False
) -> tuple[BoardRecord, ...]:
    """The results of the games of one pairing on board ``board``, from round ``round_number``: one
    game, or both games of a Double-Swiss match (``round_number`` its game 1; game 1's White is game
    2's Black, each result its own game's), in one operation with one audit row (``set_result``,
    ``set_match_result``). Refused for two results in an event whose pairings are one game.

    Read and written as plain rows (Core statements made once, ``_BOARD_LOCKED``, ``_RESULT_STORED``),
    not through the ORM's objects and unit of work, which cost a result typed at a venue desk most of
    its processor time; the board's change goes with its audit row (``db.tx.Tx.audit``: one statement
    on a venue server). ``alone``: this is the whole operation (the caller runs nothing before or after
    it in the transaction), so on a venue server the board of one game is read with the transaction's
    turn (``db.server_prepared.FIRST_READ``) and its change and audit row carry the ``COMMIT``
    (``db.tx.Tx.audit``'s ``last``): a typed result is two round trips. Issue 30 item 5,
    ``bench/venue_result.py``."""
    s = tx.session
    for result in results:
        if result is not None and not isinstance(result, GameResult):
            raise OperationRefused(
                translate("DbRefusal", "{result!r} is not a result (use values.GameResult)").format(
                    result=result
                )
            )
    if len(results) > 1 and len(results) > games_per_pairing(s):
        raise OperationRefused(
            translate("DbRefusal", "this event is not a Double-Swiss event: it has no matches")
        )
    rows, numbers = _boards_of_pairing(s, round_number, board, len(results), alone)
    old = [board_record(row, numbers) for row in rows]
    if [row.result for row in rows] == [None if r is None else r.value for r in results]:
        return tuple(old)
    new = tuple(
        replace(
            record,
            result=result,
            # played after all: the colours are the board's order
            no_colours=record.no_colours and (result is None or result.is_forfeit),
        )
        for record, result in zip(old, results, strict=True)
    )
    changes = [
        (
            _RESULT_STORED,
            {
                "board_id": row.id,
                "new_result": None if record.result is None else record.result.value,
                "new_no_colours": record.no_colours,
            },
        )
        for row, record in zip(rows, new, strict=True)
    ]
    if len(rows) == 1:
        tx.audit("set_result", board_to_json(old[0]), board_to_json(new[0]), changes=changes, last=alone)
    else:
        match = match_of(round_number)
        tx.audit(
            "set_match_result",
            {"match": match, "games": [board_to_json(r) for r in old]},
            {"match": match, "games": [board_to_json(r) for r in new]},
            changes=changes,
            last=alone,
        )
    return new


_BOARDS = cast(Table, BoardRow.__table__)
_PLAYERS = cast(Table, PlayerRow.__table__)


def _number_of(player_id: ColumnElement[int]) -> ScalarSelect[int]:
    """The pairing number of the player ``player_id`` (a column of the board), as a column of the same
    query (player ids are the event's: one row)."""
    return select(_PLAYERS.c.number).where(_PLAYERS.c.id == player_id).scalar_subquery()


_BOARD_COLUMNS = (
    _BOARDS.c.id,
    _BOARDS.c.round_number,
    _BOARDS.c.board_no,
    _BOARDS.c.white_id,
    _BOARDS.c.black_id,
    _BOARDS.c.result,
    _BOARDS.c.no_colours,
)
"""What a result reads of its board (``board_record`` takes these as a plain row)."""

_BOARD_LOCKED = (
    select(
        *_BOARD_COLUMNS,
        _number_of(_BOARDS.c.white_id),
        _number_of(_BOARDS.c.black_id),
    )
    .where(
        _BOARDS.c.section_id == bindparam("section"),
        _BOARDS.c.round_number == bindparam("round"),
        _BOARDS.c.board_no == bindparam("board"),
    )
    .with_for_update(of=_BOARDS)
)
"""Board ``board`` of round ``round`` of the section ``section``, read locked (``FOR UPDATE`` on a venue
server: a second desk entering the same board waits and then reads what the first stored, so its audit
row's old value is true), with its two players' pairing numbers (the last two columns)."""

_GAME_2_LOCKED = (
    select(*_BOARD_COLUMNS)
    .where(
        _BOARDS.c.section_id == bindparam("section"),
        _BOARDS.c.round_number == bindparam("round"),
        _BOARDS.c.white_id.in_([bindparam("first"), bindparam("second")]),
        _BOARDS.c.black_id.in_([bindparam("first"), bindparam("second")]),
    )
    .with_for_update()
)
"""The board of a match's game 2 in round ``round``: the same two players (``first``, ``second``)."""

_RESULT_STORED = (
    update(_BOARDS)
    .where(_BOARDS.c.id == bindparam("board_id"))
    .values(result=bindparam("new_result"), no_colours=bindparam("new_no_colours"))
)
"""A board's result and its flag of a game without colours (``set_results``), on the board read locked."""


def _boards_of_pairing(
    s: Session, round_number: int, board: int, games: int, alone: bool = False
) -> tuple[list[Any], dict[int, int]]:
    """Board ``board`` of round ``round_number`` and, for a match (``games`` 2), the same players'
    board of game 2 (found by its players, the same board number since an import numbers them so),
    with their players' pairing numbers (player id -> number).

    The board is read locked with its two players' numbers in one query (``_BOARD_LOCKED``): a result
    at a desk reads no more than its board, in as few round trips to the server as may be (issue 30
    item 5); ``alone`` (the result of one game is the whole operation, and this its first read): on a
    venue server with the transaction's turn, in its round trip (``db.server_prepared.FIRST_READ``). The
    section is the session's (``db.sections``: the criterion every ORM query of the session gets, given
    here to a Core one)."""
    section = section_of(s)
    parameters = {"section": section, "round": round_number, "board": board}
    if alone and games == 1:
        connection = s.connection(execution_options={FIRST_READ: (_BOARD_LOCKED, parameters)})
    else:
        connection = s.connection()
    read = rows_read_with_turn(connection)
    if read is None:  # a file, or not read with the turn
        read = list(connection.execute(_BOARD_LOCKED, parameters).all())
    row = read[0] if read else None
    if row is None:
        count = len(get_round_row(s, round_number).boards)  # no such round: refused there
        if games > 1:
            raise OperationRefused(
                translate("DbRefusal", "match {match} has no board {board}").format(
                    match=match_of(round_number), board=board
                )
            )
        raise OperationRefused(
            translate(
                "DbRefusal",
                "round {round_number} has no board {board} (it has %n board(s))",
                None,
                count,
            ).format(round_number=round_number, board=board)
        )
    numbers = {row.white_id: int(row[7]), row.black_id: int(row[8])}
    if games == 1:
        return [row], numbers
    second = connection.execute(
        _GAME_2_LOCKED,
        {
            "section": section,
            "round": match_rounds(match_of(round_number))[1],
            "first": row.white_id,
            "second": row.black_id,
        },
    ).first()
    if second is None:
        raise OperationRefused(
            translate("DbRefusal", "match {match} has no board {board}").format(
                match=match_of(round_number), board=board
            )
        )
    return [row, second], numbers
