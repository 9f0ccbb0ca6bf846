"""What the window's tests at a venue desk on a silent network share (tests/test_gui_venue_*.py): how long
they wait for the sentence, the timer that shows the window's event loop ran, and the window opened at a
desk through the silent proxy (``tests.silent_proxy``)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

import operations
from arbiter_gui.worker import READS
from tests.silent_proxy import TOLD_WITHIN_S

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
