"""After a write at a venue desk that changed players and no board, the window reads the players again and
keeps the boards it holds (``Operations.run_in_turn(..., players_only=True)``, issue 30 item 3): no board
is read again, and the window's state equals the event read whole. The server is the tests' real
PostgreSQL, reached through the proxy of ``tests/silent_proxy.py`` (forwarding all along)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlalchemy import Engine, event

import operations
from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.player import PlayerDialog
from tests.silent_proxy import SilentProxy
from tests.test_db_support import new_file
from tests.test_gui_support import add_player
from tests.venue_window_support import WAIT_MS, at_desk, on_server
from values import GameResult


@pytest.fixture
def board_reads() -> Iterator[list[str]]:
    """The statements any connection sends that read the boards themselves (their board numbers)."""
    seen: list[str] = []

    def sent(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        text = statement.lower()
        if text.lstrip().startswith("select") and "from boards" in text and "boards.board_no" in text:
            seen.append(statement)

    event.listen(Engine, "before_cursor_execute", sent)
    yield seen
    event.remove(Engine, "before_cursor_execute", sent)


def _select_first(window: Any) -> None:
    first = window.session.state.players[0]
    window.players_view.table.select_key(first.id)


def _add(window: Any, prompts: Any) -> None:
    add_player(window, prompts, "Late, Lena", 2500)  # above most: the players below move down


def _withdraw(window: Any, prompts: Any) -> None:
    _select_first(window)
    prompts.confirms.append(True)
    window.commands.withdraw.trigger()


def _bye(window: Any, prompts: Any) -> None:
    _select_first(window)

    def choose(d: ByeRequestDialog) -> None:
        d.round.setValue(3)

    prompts.dialogs.append(choose)
    window.commands.request_bye.trigger()


def _correct(window: Any, prompts: Any) -> None:
    _select_first(window)

    def rate(d: PlayerDialog) -> None:
        d.rating.setValue(1999)

    prompts.dialogs.append(rate)
    window.commands.edit_player.trigger()


WRITES: dict[str, Callable[[Any, Any], None]] = {
    "registration": _add,
    "withdrawal": _withdraw,
    "requested bye": _bye,
    "correction": _correct,
}


@pytest.mark.parametrize("write", sorted(WRITES))
def test_a_players_write_reads_no_board_again_and_shows_the_event_as_read_whole(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    board_reads: list[str],
    write: str,
) -> None:
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next()
        tf.results.set(1, 1, GameResult.WHITE_WINS)
    at_desk(window, through)
    before = window.session.state
    board_reads.clear()
    WRITES[write](window, prompts)
    qtbot.waitUntil(
        lambda: (
            not window.ops.storing and window.session.state is not before and window.undo_stack.count() == 1
        ),
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(lambda: not window.worker.outstanding(), timeout=WAIT_MS)
    assert board_reads == []  # the whole event was not read again
    shown = window.session.state.snapshot
    with on_server(pg_database) as tf:
        whole = tf.snapshot()
    assert shown == whole
    assert shown != before.snapshot  # the write is shown


def test_the_event_is_read_whole_when_the_rounds_moved_meanwhile(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    board_reads: list[str],
) -> None:
    """A result shown while the registration was stored: the boards held by the registration's read are
    not the window's any more, so the event is read whole (and the result kept)."""
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next()
    at_desk(window, through)
    _add(window, prompts)
    # what the window shows meanwhile: a result another desk stored, shown before the registration
    with operations.open_file(pg_database, user="maria@desk-1") as other:
        record = other.results.set(1, 2, GameResult.DRAW)
    window.session.result_stored(record)
    qtbot.waitUntil(lambda: not window.ops.storing and not window.worker.outstanding(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(window.session.state.players) == 7, timeout=WAIT_MS)
    with on_server(pg_database) as tf:
        assert window.session.state.snapshot == tf.snapshot()
    assert window.session.state.board(1, 2).result is GameResult.DRAW


def test_a_registration_undone_and_redone_reads_no_board_again(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    board_reads: list[str],
) -> None:
    """Undo and Redo of a registration at a desk read the players again on the worker, the boards kept:
    the window's state equals the event read whole after each."""
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next()
    at_desk(window, through)
    _add(window, prompts)
    qtbot.waitUntil(
        lambda: window.undo_stack.count() == 1 and not window.worker.outstanding(), timeout=WAIT_MS
    )
    for move, players in ((window.ops.undo, 6), (window.ops.redo, 7)):
        board_reads.clear()
        move()
        qtbot.waitUntil(lambda n=players: len(window.session.state.players) == n, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not window.worker.outstanding(), timeout=WAIT_MS)
        assert board_reads == []
        with on_server(pg_database) as tf:
            assert window.session.state.snapshot == tf.snapshot()
