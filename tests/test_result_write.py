"""A board's result as it is written (issue 30 item 5: plain statements instead of the ORM's unit of work,
and on a venue server the board's change and its audit row in one statement): the board, its audit row
and nothing else change, in the section of the desk, on a file and on a venue server alike."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

import operations
from db.errors import OperationRefused
from tests.test_db_support import settings
from values import GameResult, PlayerDetails

PLAYERS = [PlayerDetails(f"Player{i}, Pat", rating=2400 - 10 * i) for i in range(1, 7)]


def _paired(where: str) -> operations.TournamentFile:
    """An event of two sections, each with round 1 of 6 players paired (3 boards) and no result."""
    tf = operations.create(where, settings(5))
    for p in PLAYERS:
        tf.players.add(p)
    tf.rounds.pair_next()
    tf.sections.add("Open B")
    tf.sections.choose("Open B")
    for p in PLAYERS:
        tf.players.add(p)
    tf.rounds.pair_next()
    tf.sections.choose("Test Open")
    return tf


def _board_json(tf: operations.TournamentFile, board: int, result: str | None) -> dict[str, object]:
    b = tf.rounds.boards(1)[board - 1]
    return {
        "round": 1,
        "board": board,
        "white": b.white,
        "black": b.black,
        "white_number": b.white_number,
        "black_number": b.black_number,
        "result": result,
    }


def test_a_result_entered_corrected_and_cleared_writes_the_board_and_one_audit_row_each(
    store_url: str,
) -> None:
    with _paired(store_url) as tf:
        log = len(tf.audit_log())
        before = datetime.now(UTC)
        entered = tf.results.set(1, 2, GameResult.DRAW)
        corrected = tf.results.set(1, 2, GameResult.BLACK_WINS)
        cleared = tf.results.set(1, 2, None)
        assert (entered.board, entered.result) == (2, GameResult.DRAW)
        assert corrected.result is GameResult.BLACK_WINS and cleared.result is None
        rows = tf.audit_log()[log:]
        assert [r.operation for r in rows] == ["set_result"] * 3
        assert [(r.old, r.new) for r in rows] == [
            (
                json.dumps(_board_json(tf, 2, old), sort_keys=True),
                json.dumps(_board_json(tf, 2, new), sort_keys=True),
            )
            for old, new in ((None, "1/2-1/2"), ("1/2-1/2", "0-1"), ("0-1", None))
        ]
        assert all(before - timedelta(seconds=1) <= r.at <= datetime.now(UTC) for r in rows)
        assert tf.results.set(1, 2, None) == cleared and len(tf.audit_log()) == log + 3  # no change: no row
        tf.results.set(1, 3, GameResult.WHITE_WINS)
        assert [b.result for b in tf.rounds.boards(1)] == [None, None, GameResult.WHITE_WINS]
        tf.sections.choose("Open B")  # the other section's board 3 and its log are untouched
        assert [b.result for b in tf.rounds.boards(1)] == [None, None, None]
        assert all(r.operation != "set_result" for r in tf.audit_log())


def test_a_result_on_a_missing_board_is_refused_and_changes_nothing(store_url: str) -> None:
    with _paired(store_url) as tf:
        log = len(tf.audit_log())
        with pytest.raises(OperationRefused, match=r"^round 1 has no board 4 \(it has 3 board\(s\)\)$"):
            tf.results.set(1, 4, GameResult.DRAW)
        with pytest.raises(OperationRefused, match="round 2 is not paired"):
            tf.results.set(2, 1, GameResult.DRAW)
        assert len(tf.audit_log()) == log and [b.result for b in tf.rounds.boards(1)] == [None] * 3
