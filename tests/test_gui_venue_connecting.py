"""Connecting to a venue server never freezes the window (issue 30 item 3): File > Connect to venue server
and a URL given to the program connect and read the event on the worker's ``CONNECT`` lane
(``arbiter_gui.venue_connect``). While the network is silent (the proxy of ``tests/silent_proxy.py``
accepts and never answers) the window's event loop runs, the status bar says so with a Cancel button,
the event open before stays open and is worked on; a failure is one sentence and leaves it; Cancel and a
later choice drop the connection (what it opened is closed). The server is the tests' real PostgreSQL.
Also that a server that never answers is refused within seconds (``db.server.CONNECT_TIMEOUT_S``)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from PySide6.QtWidgets import QMessageBox

import operations
from arbiter_gui.worker import CONNECT
from db import server
from db.location import ServerAddress, locate
from db.schema import APPLICATION_ID
from db.server import ServerUnreachable
from operations.server_event import ServerEvent
from tests.silent_proxy import SilentProxy
from tests.test_db_support import new_file
from tests.venue_window_support import at_desk, silenced
from values import PlayerDetails

REFUSED_WITHIN_S = 3 * server.CONNECT_TIMEOUT_S
"""A server that never answers is refused within its connect timeout (5 s), with a margin for a loaded
machine: seconds, not the system's TCP timeout (minutes)."""
WAIT_MS = int(4 * REFUSED_WITHIN_S * 1000)
"""How long a test waits for a connection's end (two connections one after the other, a loaded machine)."""


def _address(url: str) -> ServerAddress:
    address = locate(url)
    assert isinstance(address, ServerAddress)
    return address


OPEN_FILE = "open.arbiter"
"""The tournament file the window shows before it connects, in the test's ``tmp_path``."""


def _file_open(window: Any, tmp_path: Path, players: int = 3) -> operations.TournamentFile:
    """The window shows a tournament file of ``players``."""
    with new_file(tmp_path, players=players, name=OPEN_FILE):
        pass
    assert window.files.open_path(tmp_path / OPEN_FILE)
    tf = window.tf
    assert isinstance(tf, operations.TournamentFile) and not isinstance(tf, ServerEvent)
    return tf


@pytest.fixture
def server_event(pg_database: str) -> str:
    """The URL (straight to the tests' server) of the event the window connects to: "Test Open", five
    players, in the test's database (the one the ``proxy`` reaches too)."""
    with new_file(pg_database, players=5):
        pass
    return pg_database


@pytest.fixture
def before(window: Any, tmp_path: Path, server_event: str) -> operations.TournamentFile:
    """The event open before connecting: a tournament file of three players (``OPEN_FILE``), opened once
    the server's event is made."""
    return _file_open(window, tmp_path)


Openings = tuple[list[operations.TournamentFile], threading.Event]
"""The events the window's connections opened, and whether one has begun to connect."""


@pytest.fixture
def openings(window: Any) -> Openings:
    """Every event the window's connections open from now on (``VenueConnection.connect``, the seam),
    and whether one has begun to connect (on the worker)."""
    opened: list[operations.TournamentFile] = []
    begun = threading.Event()
    connect = window.files.connection.connect

    def recording(address: ServerAddress) -> operations.TournamentFile:
        begun.set()
        tf = connect(address)
        opened.append(tf)
        return tf

    window.files.connection.connect = recording
    return opened, begun


def _connecting_shown(window: Any) -> bool:
    """The status bar's progress line says the window connects, with its Cancel button."""
    panel = window.progress
    return (
        panel.isVisible()
        and panel.label.text().startswith("Connecting to the venue server")
        and panel.cancel_button.isVisible()
    )


def _connected_and_read(window: Any, qtbot: Any, url: str, opened: list[operations.TournamentFile]) -> None:
    """The window connects to ``url`` and the worker has read the event (one more in ``opened``), not
    necessarily shown yet."""
    count = len(opened)
    window.files.connect_address(_address(url))
    qtbot.waitUntil(lambda: len(opened) > count and not window.worker.outstanding(CONNECT), timeout=WAIT_MS)


def test_a_silent_network_never_freezes_the_window_and_a_failure_leaves_the_event_open(
    window: Any, prompts: Any, qtbot: Any, proxy: tuple[SilentProxy, str], before: operations.TournamentFile
) -> None:
    silent, through = proxy
    state = window.session.state
    with silenced(window, silent) as quiet:
        window.files.connect_address(_address(through))
        assert quiet.came_back_at_once()  # the connection waits on the worker, not here
        assert _connecting_shown(window)
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        took = time.monotonic() - quiet.started
        assert quiet.ran_all_along() and quiet.longest_pause() < 1.0
    assert took < REFUSED_WITHIN_S
    assert len(prompts.errors) == 1 and "out of reach" in prompts.errors[0][1]
    assert window.tf is before and before.is_open and window.session.state is state  # as it was
    assert not window.progress.isVisible() and window.files.connection.under_way is None


def test_the_event_open_is_worked_on_while_connecting_then_the_server_event_replaces_it(
    window: Any,
    prompts: Any,
    qtbot: Any,
    tmp_path: Path,
    proxy: tuple[SilentProxy, str],
    before: operations.TournamentFile,
) -> None:
    silent, through = proxy
    with silenced(window, silent) as quiet:
        window.files.connect_address(_address(through))
        tf = window.tf
        assert window.ops.run(  # a registration in the event open, stored and shown meanwhile
            "add player", lambda: tf.players.add(PlayerDetails("Late, Lena", 1500)), lambda: None
        )
        assert quiet.came_back_at_once() and len(window.session.state.players) == 4
        assert window.tf is before and _connecting_shown(window)
    silent.resume()  # the connection taken while silent is answered now
    qtbot.waitUntil(lambda: isinstance(window.tf, ServerEvent), timeout=WAIT_MS)
    assert prompts.errors == [] and len(window.session.state.players) == 5
    assert window.session.state.event.name == "Test Open" and not before.is_open
    assert not window.progress.isVisible()
    with operations.open_file(tmp_path / OPEN_FILE) as kept:
        assert "Late, Lena" in [p.name for p in kept.players.all()]


def test_cancel_leaves_the_event_open_and_closes_what_the_connection_opened(
    window: Any,
    prompts: Any,
    qtbot: Any,
    proxy: tuple[SilentProxy, str],
    before: operations.TournamentFile,
    openings: Openings,
) -> None:
    silent, through = proxy
    opened, begun = openings
    with silenced(window, silent) as quiet:
        window.files.connect_address(_address(through))
        assert _connecting_shown(window)
        qtbot.waitUntil(begun.is_set)  # connecting on the worker, waiting for the network
        window.progress.cancel_button.click()
        assert quiet.came_back_at_once()
        assert not window.progress.isVisible() and window.files.connection.under_way is None
    silent.resume()  # the connection given up is answered: it is closed, never shown
    qtbot.waitUntil(lambda: not window.worker.outstanding(CONNECT), timeout=WAIT_MS)
    qtbot.wait(100)  # what the connection's end asked for on a turn of its own, if anything
    assert window.tf is before and before.is_open and prompts.errors == []
    assert len(opened) == 1 and not opened[0].is_open


def test_a_later_connection_wins_over_one_still_under_way(
    window: Any,
    prompts: Any,
    qtbot: Any,
    proxy: tuple[SilentProxy, str],
    server_event: str,
    before: operations.TournamentFile,
    openings: Openings,
) -> None:
    silent, through = proxy
    opened, _begun = openings
    with silenced(window, silent) as quiet:
        window.files.connect_address(_address(through))  # never answered: refused after its timeout
        window.files.connect_address(_address(server_event))  # straight to the server, chosen later
        assert quiet.came_back_at_once() and window.tf is before
        qtbot.waitUntil(lambda: isinstance(window.tf, ServerEvent), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert isinstance(window.tf, ServerEvent) and window.tf.address == _address(server_event)
    assert prompts.errors == [] and not before.is_open  # the first one's failure is not told
    assert len(opened) == 1 and opened[0] is window.tf


@pytest.mark.usefixtures("server_event")
def test_a_file_opened_while_connecting_wins(
    window: Any, prompts: Any, qtbot: Any, tmp_path: Path, proxy: tuple[SilentProxy, str], openings: Openings
) -> None:
    silent, through = proxy
    opened, begun = openings
    with silenced(window, silent) as quiet:
        window.files.connect_address(_address(through))
        assert quiet.came_back_at_once()
        qtbot.waitUntil(begun.is_set)  # connecting on the worker, waiting for the network
        chosen = _file_open(window, tmp_path)  # chosen after: the connection is dropped
        assert window.files.connection.under_way is None and not window.progress.isVisible()
    silent.resume()
    qtbot.waitUntil(lambda: not window.worker.outstanding(CONNECT), timeout=WAIT_MS)
    qtbot.wait(100)  # what the connection's end asked for on a turn of its own, if anything
    assert window.tf is chosen and prompts.errors == [] and len(opened) == 1 and not opened[0].is_open


def test_an_event_connected_waits_until_the_window_is_free_and_is_closed_when_dropped_meanwhile(
    window: Any,
    prompts: Any,
    qtbot: Any,
    server_event: str,
    before: operations.TournamentFile,
    openings: Openings,
) -> None:
    """Connected and read while the event open is busy (a write of the desk under way, a pairing: the
    seam ``free`` says no), the server's event waits to be shown; shown once free, closed on the lane when
    a later choice dropped it meanwhile."""
    opened, _begun = openings
    free = [False]
    window.files.connection.free = lambda: free[0]
    _connected_and_read(window, qtbot, server_event, opened)
    qtbot.wait(300)  # it looks again every 100 ms meanwhile
    assert window.tf is before and _connecting_shown(window)
    free[0] = True
    qtbot.waitUntil(lambda: window.tf is opened[0], timeout=WAIT_MS)
    assert not before.is_open and prompts.errors == [] and not window.progress.isVisible()
    free[0] = False
    _connected_and_read(window, qtbot, server_event, opened)
    window.progress.cancel_button.click()  # read already, not shown yet: given up
    qtbot.waitUntil(lambda: not opened[1].is_open, timeout=WAIT_MS)
    assert window.tf is opened[0] and opened[0].is_open and prompts.errors == []


def test_an_event_connected_is_shown_once_the_desks_write_in_the_event_open_is_stored(
    window: Any, prompts: Any, qtbot: Any, server_event: str, openings: Openings
) -> None:
    """A registration typed at a venue desk waits for its turn (another connection holds the event's
    write lock) while the window connects to the event again: the event read is shown only once the
    registration is stored, and holds it."""
    at_desk(window, server_event)
    before = window.tf
    opened, _begun = openings
    with psycopg.connect(server_event, autocommit=True) as blocker:
        blocker.execute("SELECT pg_advisory_lock(%s, %s)", (APPLICATION_ID, server.WRITE_LOCK))
        assert window.ops.run_in_turn(
            "add player",
            lambda: before.players.add(PlayerDetails("Late, Lena", 1500)),
            lambda: None,
            players_only=True,
        )
        _connected_and_read(window, qtbot, server_event, opened)
        qtbot.wait(300)
        assert window.ops.storing == 1 and window.tf is before and _connecting_shown(window)
    qtbot.waitUntil(lambda: window.tf is opened[0], timeout=WAIT_MS)  # the lock let go: stored, shown
    assert window.ops.storing == 0 and prompts.errors == [] and not before.is_open
    assert "Late, Lena" in [p.name for p in window.session.state.players]  # read again once stored


def test_an_event_connected_is_shown_once_the_dialog_open_on_the_event_before_is_closed(
    window: Any,
    prompts: Any,
    qtbot: Any,
    server_event: str,
    before: operations.TournamentFile,
    openings: Openings,
) -> None:
    opened, _begun = openings
    dialog = QMessageBox(QMessageBox.Icon.Question, "Tournament settings", "?", parent=window)
    dialog.open()  # modal to the window, as a dialog of the event open is
    _connected_and_read(window, qtbot, server_event, opened)
    qtbot.wait(300)
    assert window.tf is before and before.is_open and _connecting_shown(window)
    dialog.done(0)
    qtbot.waitUntil(lambda: window.tf is opened[0], timeout=WAIT_MS)
    assert not before.is_open and prompts.errors == []


def test_a_server_that_never_answers_is_refused_within_the_connect_timeout(
    proxy: tuple[SilentProxy, str],
) -> None:
    silent, through = proxy
    silent.silence()
    started = time.monotonic()
    with pytest.raises(ServerUnreachable, match="out of reach"):
        operations.open_file(through, user="jon@desk-2")
    took = time.monotonic() - started
    assert server.CONNECT_TIMEOUT_S - 0.5 < took < REFUSED_WITHIN_S  # its own timeout ended it
