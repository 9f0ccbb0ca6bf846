"""The event after a write that changed players and no board (``operations.players_snapshot``, issue 30
item 3): what ``TournamentFile.snapshot_players`` makes of the rounds held before the write equals what
``TournamentFile.snapshot`` reads whole, after each kind of such write, on a file and on a venue server;
it reads no board; and it says None when the rounds held are not those stored."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, event

import operations
from engine.model import ResultCode
from operations.tournament_file import TournamentFile
from tests.test_db_support import ROSTER, new_file
from values import ByeKind, GameResult, PlayerDetails, PlayerRecord
from values.desk import AbsentHandling, FeeCategory, FeeSchedule


@pytest.fixture
def board_reads() -> Iterator[list[str]]:
    """The statements sent to any database that read the boards themselves (their board numbers: the
    late entries' first rounds, an aggregate of their few boards, are not counted), as they are sent."""
    seen: list[str] = []

    def sent(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        text = statement.lower()
        if text.lstrip().startswith("select") and "from boards" in text and "boards.board_no" in text:
            seen.append(statement)

    event.listen(Engine, "before_cursor_execute", sent)
    yield seen
    event.remove(Engine, "before_cursor_execute", sent)


def _played(where: str) -> TournamentFile:
    """Eight players (six of the roster before round 1, two more after it), round 1 played, round 2
    paired with one result."""
    tf = new_file(where, players=6)
    tf.rounds.pair_next()
    for board in tf.rounds.boards(1):
        if board.black is not None:
            tf.results.set(1, board.board, GameResult.WHITE_WINS)
    for details in ROSTER[6:8]:
        tf.players.add(details)
    tf.rounds.pair_next()
    tf.results.set(2, 1, GameResult.DRAW)
    return tf


def _late(tf: TournamentFile) -> object:
    """A late entry rated above everybody: before round 4 every player below moves down a number
    (C.04.2 (2026) art. 2.3), so the boards held carry other numbers than those stored."""
    return tf.players.add(PlayerDetails("Zeta, Zoe", 2800, "GM", "NOR", "1999999"))


def _first(tf: TournamentFile) -> Any:
    return tf.players.all()[0]


WRITES: dict[str, Callable[[TournamentFile], object]] = {
    "late entry renumbering": _late,
    "correction": lambda tf: tf.players.edit(_first(tf).id, replace(_first(tf).details, rating=2001)),
    "fixed board": lambda tf: tf.players.fix_board(_first(tf).id, 3),
    "withdrawal": lambda tf: tf.players.withdraw_player(_first(tf).id, 3),
    "reinstatement": lambda tf: (
        tf.players.withdraw_player(_first(tf).id, 3),
        tf.players.reinstate(_first(tf).id),
    ),
    "requested bye": lambda tf: tf.players.request_bye(3, _first(tf).id, ByeKind.HALF),
    "bye cancelled": lambda tf: (
        tf.players.request_bye(3, _first(tf).id, ByeKind.HALF),
        tf.players.cancel_bye(3, _first(tf).id),
    ),
    "fee category": lambda tf: tf.desk.set_fee_category(_first(tf).id, ""),
    "absent left out": lambda tf: (
        tf.desk.check_in(_first(tf).id, True),
        tf.desk.leave_out_absent(AbsentHandling.ZERO_BYE),
    ),
}


@pytest.mark.parametrize("write", sorted(WRITES))
def test_after_each_kind_of_write_it_equals_the_event_read_whole(
    store_url: str, write: str, board_reads: list[str]
) -> None:
    with _played(store_url) as tf:
        held = tf.snapshot().rounds
        WRITES[write](tf)
        board_reads.clear()
        made = tf.snapshot_players(held)
        assert board_reads == []  # no board read again
        whole = tf.snapshot()
        assert board_reads != []  # the whole event's read does read them: the count means something
        assert made is not None
        assert made == whole


def test_a_late_entry_changes_the_numbers_the_boards_carry(store_url: str) -> None:
    """What the renumbering case above is about: the rounds held are not those read whole any more."""
    with _played(store_url) as tf:
        held = tf.snapshot().rounds
        _late(tf)
        assert tf.snapshot().rounds != held
        made = tf.snapshot_players(held)
        assert made is not None and made.rounds == tf.snapshot().rounds


def test_rounds_not_those_stored_are_refused(store_url: str) -> None:
    """A round paired or deleted since the rounds were held: None (the caller reads the whole event)."""
    with _played(store_url) as tf:
        held = tf.snapshot().rounds
        assert tf.snapshot_players(held[:1]) is None
        tf.results.set(2, 1, None)
        tf.rounds.delete_last()
        assert tf.snapshot_players(held) is None


def test_the_result_cells_come_from_the_rounds_held(store_url: str) -> None:
    """The players' cells are made from the rounds given, not read: rounds held with a result the file
    does not have give it (what shows that the boards are not read again)."""
    with _played(store_url) as tf:
        held = tf.snapshot().rounds
        second = held[1]
        board = replace(second.boards[1], result=GameResult.BLACK_WINS)
        changed = held[:1] + (replace(second, boards=(second.boards[0], board) + second.boards[2:]),)
        made = tf.snapshot_players(changed)
        assert made is not None
        white = made.tournament.by_number()[board.white_number]
        assert white.entry(2).result is ResultCode.LOSS


def test_an_event_opened_again_is_read_alike(store_url: str) -> None:
    path = store_url
    with _played(path):
        pass
    with operations.open_file(path, user="other") as tf:
        assert tf.snapshot_players(tf.snapshot().rounds) == tf.snapshot()


def _reinstated(tf: TournamentFile) -> object:
    return tf.players.reinstate(_first(tf).id)


def _juniors(tf: TournamentFile) -> object:
    return tf.desk.set_fee_category(_first(tf).id, "Juniors")


ONE_PLAYER: dict[str, tuple[Callable[[TournamentFile], object], Callable[[TournamentFile], object]]] = {
    "correction": (
        _first,
        lambda tf: tf.players.edit(_first(tf).id, replace(_first(tf).details, rating=1999)),
    ),
    "fixed board": (_first, lambda tf: tf.players.fix_board(_first(tf).id, 3)),
    "withdrawal": (_first, lambda tf: tf.players.withdraw_player(_first(tf).id, 3)),
    "reinstatement": (lambda tf: tf.players.withdraw_player(_first(tf).id, 3), _reinstated),
    "fee category": (
        lambda tf: tf.desk.set_fee_schedule(FeeSchedule("EUR", (FeeCategory("Juniors", 1000),))),
        _juniors,
    ),
}
"""(what is done before the window's state is taken, the write)."""


@pytest.mark.parametrize("write", sorted(ONE_PLAYER))
def test_one_player_s_record_made_into_the_window_s_state_equals_the_event_read_whole(
    store_url: str, write: str
) -> None:
    """``arbiter_gui.session.FileState.with_player``: the state after a write that returns the one record
    it changed, made of it without a read, is the event read whole."""
    from arbiter_gui.session import FileState

    with _played(store_url) as tf:
        first, then = ONE_PLAYER[write]
        first(tf)
        state = FileState(Path("t"), tf.snapshot(), 1)
        state.running_scores  # noqa: B018 - made, as the window has them: carried over
        record = then(tf)
        assert isinstance(record, PlayerRecord)
        made = state.with_player(record)
        assert made is not None
        whole = tf.snapshot()
        assert made.snapshot == whole
        assert made.snapshot != state.snapshot
        assert made.running_scores == FileState(Path("t"), whole, 2).running_scores
