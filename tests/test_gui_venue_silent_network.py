"""The window at a venue desk never freezes on the network (issue 30 item 3): a result typed while the
network is silent is stored on the worker (``Operations.run_in_turn``), the window's event loop runs on
and takes the next key meanwhile, the row says "storing…" and never shows the result as stored; once the
watchdog (``db.server_watch``) has cut the silent statement, the row shows what the server holds and the
one sentence is shown at once (the next write cut is added to its message); once the network is back,
the next result is stored. The read after a programming error is made on the worker too. The server is
the tests' real PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``."""

from __future__ import annotations

import time
from typing import Any

from arbiter_gui.worker import READS
from db import server_watch
from tests.silent_proxy import SilentProxy
from tests.test_db_support import new_file, pairer
from tests.test_gui_support import add_player
from tests.venue_window_support import (
    TOLD_AFTER_REST_S,
    WAIT_MS,
    at_desk,
    on_server,
    registration_at_desk,
    silenced,
)
from values import GameResult


def _row(window: Any, board: int) -> Any:
    return window.rounds_view.model.rows[board - 1]


def _held(url: str, board: int) -> GameResult | None:
    """Board ``board`` of round 1 as the server holds it, read straight from it (not through the proxy)."""
    with on_server(url) as tf:
        return next(b.result for b in tf.rounds.boards(1) if b.board == board)


def test_a_silent_network_never_freezes_the_window_and_a_result_shows_only_once_stored(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=8) as tf:
        tf.rounds.pair_next(pairer=pairer)
    at_desk(window, through)
    table = window.rounds_view.table
    table.setFocus()
    table.go_to_row(0)
    qtbot.keyClicks(table, "1")  # the network forwards: stored within moments
    qtbot.waitUntil(lambda: _row(window, 1).board.result is GameResult.WHITE_WINS, timeout=5000)
    assert _row(window, 1).storing == ""
    with silenced(window, silent) as quiet:
        qtbot.keyClicks(table, "=")  # board 2: its statement waits for an answer that never comes
        assert quiet.came_back_at_once()  # the key came back at once
        assert table.currentIndex().row() == 2  # the cursor moved on: the next board can be typed
        qtbot.keyClicks(table, "0")  # a second key, taken while the first waits
        for board in (2, 3):
            row = _row(window, board)
            assert row.board.result is None and "storing" in row.storing  # never shown as stored before it is
            assert "storing" in window.rounds_view.model.data(window.rounds_view.model.index(board - 1, 4))
        status = window.statusBar().currentMessage
        qtbot.waitUntil(lambda: "not confirmed stored" in status(), timeout=int(TOLD_AFTER_REST_S * 1000))
        told_after = time.monotonic() - quiet.started  # board 2 told at once in the status bar
        assert told_after >= server_watch.SILENT_AFTER_S
        assert quiet.ran_all_along()  # the event loop ran all along
    assert "round 1 board 2" in status().lower()
    row = _row(window, 2)
    assert row.storing == "" and row.board.result is None  # what the server holds
    assert len(prompts.errors) == 1 and "round 1 board 2" in prompts.errors[0][0].lower()  # told at once
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)  # board 3 too
    assert _row(window, 3).storing == "" and _row(window, 3).board.result is None
    assert len(prompts.errors) == 1  # board 3 added to the message still open: one message
    title, text = prompts.errors[0]
    assert "2 writes not stored" in title
    assert "round 1 board 2" in text.lower() and "round 1 board 3" in text.lower()
    lines = text.split("\n")  # a line for each sentence (the driver's reason may differ), its writes named
    assert 1 <= len(lines) <= 2
    assert all("is out of reach" in line and "not confirmed stored" in line for line in lines)
    assert text in status()
    assert window.undo_stack.count() == 1  # only board 1 was stored
    silent.resume()
    assert _held(pg_database, 2) is None and _held(pg_database, 3) is None
    table.go_to_row(1)
    qtbot.keyClicks(table, "0")  # the network back: the next result is stored
    qtbot.waitUntil(lambda: _row(window, 2).board.result is GameResult.BLACK_WINS, timeout=15_000)
    assert _row(window, 2).storing == ""
    assert _held(pg_database, 2) is GameResult.BLACK_WINS


def test_a_registration_while_the_network_is_silent_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    add_player(window, prompts, "Early, Eve", 1600)  # the network forwards: stored within moments
    qtbot.waitUntil(lambda: len(window.session.state.players) == 7, timeout=15_000)
    silent.silence()  # a connection used a moment ago (one rested longer is pinged first: told sooner)
    started = time.monotonic()
    add_player(window, prompts, "Late, Lou", 1500)  # the dialog filled, OK: sent on the worker
    assert time.monotonic() - started < server_watch.SILENT_AFTER_S
    assert window.ops.storing == 1 and len(window.session.state.players) == 7  # not shown before stored
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=int(TOLD_AFTER_REST_S * 1000))
    assert "not confirmed stored" in prompts.errors[0][1]
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=int(TOLD_AFTER_REST_S * 1000))
    assert len(window.session.state.players) == 7
    silent.resume()
    add_player(window, prompts, "Late, Lou", 1500)
    qtbot.waitUntil(lambda: len(window.session.state.players) == 8, timeout=15_000)
    with on_server(pg_database) as tf:
        assert [p.name for p in tf.players.all()].count("Late, Lou") == 1


def test_closing_with_a_result_under_way_waits_until_the_server_stored_it(
    qtbot: Any, window: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
    at_desk(window, through)
    table = window.rounds_view.table
    table.setFocus()
    table.go_to_row(0)
    qtbot.keyClicks(table, "1")
    assert window.ops.storing == 1
    assert not window.close()  # asked to close: it waits for the result
    assert window.isVisible() and "closes once" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=15_000)  # closed once stored
    assert _held(pg_database, 1) is GameResult.WHITE_WINS


def test_while_a_result_is_under_way_its_board_and_the_section_wait(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    _silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        tf.rounds.pair_next(pairer=pairer)
        tf.sections.add("Juniors")
    at_desk(window, through)
    section = window.tf.section_id
    table = window.rounds_view.table
    table.setFocus()
    table.go_to_row(0)
    qtbot.keyClicks(table, "1")  # under way until the worker's outcome is delivered (the event loop)
    table.go_to_row(0)
    qtbot.keyClicks(table, "0")  # the same board again: refused, its result under way would be guessed
    assert "still being stored" in window.statusBar().currentMessage()
    window.sections.combo.activated.emit(1)  # another section: refused until it is stored
    assert window.tf.section_id == section
    assert prompts.errors and "Wait until the work under way ends" in prompts.errors[-1][1]
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=15_000)
    assert (
        _row(window, 1).board.result is GameResult.WHITE_WINS
        and _held(pg_database, 1) is GameResult.WHITE_WINS
    )
    window.sections.combo.activated.emit(1)  # read on the worker, shown once read
    qtbot.waitUntil(lambda: window.tf.section_id != section, timeout=15_000)


def test_a_pairing_cut_by_a_silent_network_is_followed_by_a_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """Rounds > Pair next round cut by the watchdog (on the worker's ``FILE`` lane): the event read again
    after the failure (``Operations.reload``) is read on the worker too, so the window's event loop never
    pauses for the network; once the network is back the round is paired."""
    silent = registration_at_desk(window, pg_database, proxy)
    with silenced(window, silent) as quiet:
        window.commands.pair.trigger()
        assert quiet.came_back_at_once()
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)  # the pairing cut, told
        qtbot.waitUntil(lambda: not window.worker.outstanding(), timeout=WAIT_MS)  # the read again too
        pause = quiet.longest_pause()
    assert pause < server_watch.SILENT_AFTER_S, pause  # no statement waited on the UI thread
    assert "not confirmed stored" in prompts.errors[0][1] or "out of reach" in prompts.errors[0][1]
    assert window.session.state.paired == 0
    silent.resume()
    window.commands.pair.trigger()
    qtbot.waitUntil(lambda: window.session.state.paired == 1, timeout=WAIT_MS)


def test_the_read_after_a_programming_error_is_made_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """A programming error at a venue desk (``ErrorBoundary.after_bug``, ``MainWindow._read_again``): the
    event read again to show it as stored is read on the worker's ``READS`` lane, so on a silent network
    the report comes back at once and the window's event loop runs on until the watchdog cuts the read."""
    silent = registration_at_desk(window, pg_database, proxy)
    with silenced(window, silent) as quiet:
        window.errors.bug("Show standings", ZeroDivisionError("a programming error of the test"))
        assert quiet.came_back_at_once()
        assert len(prompts.bugs) == 1  # reported
        assert window.worker.outstanding(READS)  # the event read again on the worker
        qtbot.waitUntil(lambda: not window.worker.outstanding(READS), timeout=WAIT_MS)  # cut
        assert quiet.ran_all_along()
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)  # the read not made, told
    silent.resume()
