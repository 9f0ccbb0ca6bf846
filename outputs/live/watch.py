"""The live server's reader of the tournament file: read-only, in a thread of its own.

The file is opened without a lock (``operations.open_file(read_only=True)``): the window or an
``arbiter`` command in another process keeps writing it as usual. Twice a second the reader asks the
file's change marker (one small read, ``TournamentFile.change_marker``); when it grew, the reader takes
a snapshot and makes the next edition (``outputs.live.edition``: its pages are made on request), then
hands it to the server. A read that fails (the file busy for longer than its timeout, a disk gone)
leaves the edition in force and is tried again at the next tick; its sentence is kept in ``problem``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import operations
from engine.errors import ArbiterError
from engine.i18n import language_for_document
from outputs.live.edition import Edition, LiveEdition, make_edition
from outputs.live.sections import make_sections_edition
from outputs.snapshot import take_snapshot
from outputs.web.sections import section_snapshots

TICK_SECONDS = 0.5
"""How often the file's change marker is read: a change reaches an open page within about a second
(this, the snapshot, the page's own fetch); the issue asks for 3 s."""


def open_event(location: Path) -> operations.TournamentFile:
    """The one place where the server opens the event: read-only, never locked (a URL of a database
    server will be accepted here later)."""
    return operations.open_file(location, read_only=True)


def read_edition(
    tf: operations.TournamentFile, language: str | None, before: LiveEdition | None
) -> LiveEdition:
    """The next edition of ``tf``: in ``language``, else the event's, else the program's; every section
    of an event of several (``outputs.live.sections``), each read in turn (``tf.section_view``)."""
    number = tf.change_marker()
    chosen = language_for_document(language, tf.event.settings().language)
    if len(tf.sections.list()) > 1:
        return make_sections_edition(section_snapshots(tf, chosen), number, chosen, before)
    previous = before if isinstance(before, Edition) else None
    return make_edition(take_snapshot(tf, chosen), number, chosen, previous)


class Watcher:
    """Reads ``location`` again whenever it changed and hands each new edition to ``publish``."""

    def __init__(
        self,
        location: Path,
        publish: Callable[[LiveEdition], None],
        language: str | None = None,
        tick: float = TICK_SECONDS,
    ) -> None:
        self.location = location
        self.language = language
        self.publish = publish
        self.tick = tick
        self.problem = ""
        self._tf = open_event(location)
        self.edition = read_edition(self._tf, language, None)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="arbiter-live-reader", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stop reading and close the file (waits for a reading under way)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()
        self._tf.close()

    def check(self) -> bool:
        """Read the file again if it changed; True when a new edition was published."""
        try:
            if self._tf.change_marker() == self.edition.number:
                return False
            edition = read_edition(self._tf, self.language, self.edition)
        except ArbiterError as exc:
            self.problem = str(exc)
            return False
        self.problem = ""
        self.edition = edition
        self.publish(edition)
        return True

    def _run(self) -> None:
        while not self._stop.wait(self.tick):
            self.check()
