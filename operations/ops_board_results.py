"""The result of a board: one game, or both games of a Double-Swiss match, stored in one operation with
its audit row (``set_result``, ``set_match_result``). A result typed at a desk reads no more than its
board's players (issue 30 item 5, issue 32 item 4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import BoardRow, PlayerRow
from db.tx import Tx
from engine.i18n import translate
from operations.convert import board_record, board_to_json
from operations.ops_double_swiss import games_per_pairing, match_of, match_rounds
from operations.ops_rounds import get_round_row
from values import BoardRecord, GameResult


def set_result(tx: Tx, round_number: int, board: int, result: GameResult | None) -> BoardRecord:
    """The result of one game: board ``board`` of round ``round_number``. One audit row (``set_result``)."""
    return set_results(tx, round_number, board, (result,))[0]


def set_results(
    tx: Tx, round_number: int, board: int, results: Sequence[GameResult | None]
) -> tuple[BoardRecord, ...]:
    """The results of the games of one pairing on board ``board``, from round ``round_number``: one
    game, or both games of a Double-Swiss match (``round_number`` its game 1; game 1's White is game
    2's Black, each result its own game's), in one operation with one audit row (``set_result``,
    ``set_match_result``). Refused for two results in an event whose pairings are one game."""
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
    rows, numbers = _boards_of_pairing(s, round_number, board, len(results))
    old = [board_record(row, numbers) for row in rows]
    if [row.result for row in rows] == [None if r is None else r.value for r in results]:
        return tuple(old)
    for row, result in zip(rows, results, strict=True):
        row.result = None if result is None else result.value
        if result is not None and not result.is_forfeit:
            row.no_colours = False  # played after all: the colours are the board's order
    new = tuple(board_record(row, numbers) for row in rows)
    if len(rows) == 1:
        tx.audit("set_result", board_to_json(old[0]), board_to_json(new[0]))
    else:
        match = match_of(round_number)
        tx.audit(
            "set_match_result",
            {"match": match, "games": [board_to_json(r) for r in old]},
            {"match": match, "games": [board_to_json(r) for r in new]},
        )
    return new


def _number_of(player_id: Any) -> Any:
    """The pairing number of the player ``player_id`` (a column of the board), as a column of the same
    query (player ids are the event's: one row)."""
    return select(PlayerRow.number).where(PlayerRow.id == player_id).scalar_subquery()


def _boards_of_pairing(
    s: Session, round_number: int, board: int, games: int
) -> tuple[list[BoardRow], dict[int, int]]:
    """Board ``board`` of round ``round_number`` and, for a match (``games`` 2), the same players'
    board of game 2 (found by its players, the same board number since an import numbers them so),
    with their players' pairing numbers (player id -> number).

    The board is read locked (``FOR UPDATE`` on a venue server: a second desk entering the same board
    waits and then reads what the first stored, so its audit row's old value is true) with its two
    players' numbers in the same query: a result at a desk reads no more than its board, in as few
    round trips to the server as may be (issue 30 item 5)."""
    found = s.execute(
        select(BoardRow, _number_of(BoardRow.white_id), _number_of(BoardRow.black_id))
        .where(BoardRow.round_number == round_number, BoardRow.board_no == board)
        .with_for_update(of=BoardRow)
    ).first()
    row = None if found is None else found[0]
    if found is None or row is None:
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
    numbers = {row.white_id: int(found[1]), row.black_id: int(found[2])}
    if games == 1:
        return [row], numbers
    pair = (row.white_id, row.black_id)
    second = s.scalar(
        select(BoardRow)
        .where(
            BoardRow.round_number == match_rounds(match_of(round_number))[1],
            BoardRow.white_id.in_(pair),
            BoardRow.black_id.in_(pair),
        )
        .with_for_update()
    )
    if second is None:
        raise OperationRefused(
            translate("DbRefusal", "match {match} has no board {board}").format(
                match=match_of(round_number), board=board
            )
        )
    return [row, second], numbers
