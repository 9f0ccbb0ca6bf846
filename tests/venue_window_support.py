"""What the window's tests at a venue desk on a silent network share (tests/test_gui_venue_*.py): how long
they wait for the sentence, the timer that shows the window's event loop ran, the window opened at a
desk through the silent proxy (``tests.silent_proxy``; the ``proxy`` fixture of ``tests/conftest.py``),
the network silenced while a command is timed (``silenced``), a command tried silent then again once the
network is back (``silent_then_back``), and the event as the server holds it (``on_server``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

import operations
from arbiter_gui.worker import READS
from db import server_watch
from tests.silent_proxy import TOLD_WITHIN_S, SilentProxy
from tests.test_db_support import new_file

TICK_MS = 50
"""The interval of the timer that shows the window's event loop ran while a write waited."""

TOLD_AFTER_REST_S = 2 * TOLD_WITHIN_S
"""How long the window's tests wait for the sentence: the store's ``TOLD_WITHIN_S`` for a connection used
a moment ago (one that rested more than ``db.server.PING_AFTER_IDLE_S`` is told sooner, when its ping
waited ``db.server_watch.PING_ANSWER_WITHIN_S``), doubled as a margin for a loaded machine. The window is
free all along."""

WAIT_MS = int(2 * TOLD_AFTER_REST_S * 1000)
"""Two writes waiting behind each other on a silent network: each is cut by the watchdog."""


def at_desk(window: Any, through: str) -> None:
    """The window shows the event the server holds, reached through the proxy's address ``through``, and
    what it reads on the worker as it opens (the tool bar's sections) is read."""
    window.files.show_file(operations.open_file(through, user="jon@desk-2"))
    until = time.monotonic() + TOLD_AFTER_REST_S
    while window.worker.outstanding(READS) and time.monotonic() < until:
        QCoreApplication.processEvents()
        time.sleep(0.005)
    QCoreApplication.processEvents()  # the answers delivered on a turn of their own (``read_then``)


def on_server(url: str) -> operations.TournamentFile:
    """The event as the server holds it, read straight from it (not through the proxy) by an auditor."""
    return operations.open_file(url, user="auditor@server")


def ticking(window: Any) -> tuple[QTimer, list[float]]:
    """A timer of the window's event loop, and when it ticked."""
    ticks: list[float] = []
    timer = QTimer(window)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    return timer, ticks


def ran_all_along(ticks: list[float], started: float, ended: float) -> bool:
    """The event loop ran between ``started`` and ``ended`` (a quarter of the timer's ticks, for load)."""
    return len([t for t in ticks if started < t < ended]) >= (ended - started) * 1000 / TICK_MS / 4


@dataclass(frozen=True)
class Silence:
    """The network silent since ``started``, the window's event loop timed meanwhile (``ticks``)."""

    ticks: list[float]
    started: float

    def came_back_at_once(self) -> bool:
        """Now is sooner than the watchdog could have cut a statement sent at ``started``
        (``server_watch.SILENT_AFTER_S``): what was called since did not wait for the network."""
        return time.monotonic() - self.started < server_watch.SILENT_AFTER_S

    def ran_all_along(self) -> bool:
        """The window's event loop ran from ``started`` until now."""
        return ran_all_along(self.ticks, self.started, time.monotonic())

    def longest_pause(self) -> float:
        """The longest time (seconds) the window's event loop did not tick, from ``started`` until now."""
        times = [self.started, *(t for t in self.ticks if t > self.started), time.monotonic()]
        return max(later - earlier for earlier, later in zip(times, times[1:], strict=False))


@contextmanager
def silenced(window: Any, silent: SilentProxy) -> Iterator[Silence]:
    """The network silent from here (``silent.silence()``; the caller resumes it), the window's event
    loop timed until the block ends."""
    timer, ticks = ticking(window)
    silent.silence()
    try:
        yield Silence(ticks, time.monotonic())
    finally:
        timer.stop()


def silent_then_back(
    qtbot: Any,
    window: Any,
    prompts: Any,
    silent: SilentProxy,
    command: Callable[[], None],
    answer: Callable[[], None],
    filled_first: int = 0,
) -> None:
    """``command`` while the network is silent (back at once, the event loop running, the sentence told,
    no dialog opened but the ``filled_first`` ones filled before the read), then again once it forwards,
    ``answer`` scripting what it shows then."""
    with silenced(window, silent) as quiet:
        command()
        assert quiet.came_back_at_once()
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert "not confirmed stored" in prompts.errors[0][1] or "out of reach" in prompts.errors[0][1]
    assert (
        len(prompts.seen_dialogs) == filled_first and prompts.questions == []
    )  # nothing on what was not read
    silent.resume()
    answer()
    command()


def registration_at_desk(
    window: Any, url: str, proxy: tuple[SilentProxy, str], players: int = 6
) -> SilentProxy:
    """An event of ``players`` registered, no round paired, on the server at ``url``, shown at a desk through
    the proxy (the ``proxy`` fixture: the proxy, the address through it); the proxy, to silence."""
    silent, through = proxy
    with new_file(url, players=players):
        pass
    at_desk(window, through)
    return silent


def opens_once_read(
    qtbot: Any,
    window: Any,
    prompts: Any,
    silent: SilentProxy,
    command: Callable[[], None],
    look: Callable[[Any], object],
) -> list[object]:
    """``silent_then_back`` for a command whose dialog opens once what it shows is read: what ``look``
    saw of each dialog opened (then cancelled), once the first opened after the network came back."""
    seen: list[object] = []

    def opened(dialog: Any) -> bool:
        seen.append(look(dialog))
        return False

    silent_then_back(qtbot, window, prompts, silent, command, lambda: prompts.dialogs.append(opened))
    qtbot.waitUntil(lambda: bool(seen), timeout=15_000)
    return seen
