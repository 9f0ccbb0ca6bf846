"""Python's cyclic garbage collector, run on the UI thread only.

CPython runs a collection on whichever thread happens to cross its allocation threshold. When that is a
worker thread (pairing, standings: they allocate a lot), the collection may free a Qt object made on the
UI thread that was caught in a reference cycle (a dialog, a timer, a view kept by a lambda), and its C++
destructor then runs on the worker thread: Qt prints "Timers cannot be stopped from another thread" and
the UI thread later crashes in its event loop. This reproduces every time (issue #16): 200 parentless
timers in cycles and one allocating thread crash the process within seconds; with the collector on the
UI thread they do not.

So automatic collection is switched off and the UI thread collects instead, from a timer, on CPython's
own schedule: a generation is collected when its count passes its threshold (``gc.get_count``,
``gc.get_threshold``), as the automatic collector would, only always on this thread. Reference counting
frees everything not in a cycle at once, on any thread, as before; only cycles wait (at most
:data:`INTERVAL_MS`). Unlike a pause of the collector around each job, nothing is ever left uncollected.

The oldest generation is collected at most so often that its collections take no more than
:data:`FULL_SHARE` of the time (and at most once every :data:`FULL_INTERVAL`): the time its last
collection took, divided by that share, must have passed. A window holding a 9,999-player event
(millions of objects, the state and its views) otherwise walked them all every few seconds, a tenth
of a second of the UI thread each time (issue 32 item 4). CPython's own rule (the oldest generation
only when a quarter more objects reached it) needs the generations' sizes, which only
``gc.get_objects`` tells, and a list of every object made on the UI thread while a worker builds a
tuple breaks the tuple's construction (``SystemError: bad argument to internal function``): so the
rule here is one of time.

While an operation holds the collector off (``operations.collector_hold``: a pairing's input made, its
round stored) the UI thread does not collect either; what is due is collected after.

A file read whole (a 9,999-player event: a million objects, its state and its views' rows, all kept as
long as the file is open) is not walked at all: the collector holds off while the worker reads it
(:meth:`UiThreadCollector.hold`; each of those objects would otherwise be walked as young, then again
in the middle generation, a second of the UI thread at that size), and when the window shows it
(:meth:`UiThreadCollector.settle`) every object then alive is moved out of the generations
(``gc.freeze``, as CPython's documentation suggests for long-lived objects made at start-up): the
oldest generation then holds only what was made since, and its walks are short again. When that file is
closed (or another shown in its place), they are given back (:meth:`UiThreadCollector.release`:
``gc.unfreeze``, then one collection of the file's cycles): a frozen object is never collected, so a
closed file's cycles would otherwise stay in memory until the next big file is read, and that read
would begin with the collection (a quarter of a second of the UI thread at 9,999 players, issue 32
item 4).
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from operations.collector_hold import collector_held

INTERVAL_MS = 50
"""How often the UI thread looks whether a collection is due."""
FULL_SHARE = 0.05
"""The most of the time that collections of the oldest generation may take."""
FULL_INTERVAL = 1.0
"""The least time between two collections of the oldest generation (seconds)."""
HOLD_MOST = 120.0
"""The longest the collector holds off for a read (seconds): a read whose end never comes (its job
cancelled) does not stop the collections for good."""


class UiThreadCollector(QObject):
    """Collects on the UI thread, on CPython's thresholds; automatic collection is off meanwhile."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.collections = [0, 0, 0]
        """Collections run, per generation (for tests)."""
        self.clock: Callable[[], float] = time.perf_counter
        self.next_full = 0.0
        """When (``clock``) the oldest generation may be collected again."""
        self.held_since: float | None = None
        """When (``clock``) the collector started holding off for a read (:meth:`hold`); None: it
        collects."""
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_if_due)
        self.start()

    def start(self) -> None:
        """Automatic collection off, the UI thread's timer on (again, after ``stop``)."""
        gc.disable()
        if not self._timer.isActive():
            self._timer.start()

    def hold(self) -> None:
        """A file is about to be read whole on the worker (its objects will live as long as it is open):
        nothing is collected until :meth:`settle` (or :data:`HOLD_MOST`). What is still frozen is given
        back first (:meth:`release`; the window has released it when it closed the file before)."""
        self.release()
        self.held_since = self.clock()

    def release(self) -> None:
        """The file frozen by :meth:`settle` is closed (or another is shown in its place): its objects
        are given back to the collector (``gc.unfreeze``) and collected once, here on the UI thread
        (what is left of them is cycles: some 5,500 objects of a 9,999-player event). Nothing frozen:
        nothing to do."""
        if gc.get_freeze_count():
            gc.unfreeze()
            gc.collect()
            self.collections[2] += 1

    def give_up(self) -> None:
        """The read held for (:meth:`hold`) will not be shown (the window closed, or the read failed
        before it was): collections resume at once, nothing frozen. Without it the application's one
        collector (a window made later, or a test run after, shares it) would wait :data:`HOLD_MOST`."""
        self.held_since = None

    def settle(self) -> None:
        """The file read is shown: every object alive now is kept out of the collections (``gc.freeze``)
        until the next :meth:`hold`; collections resume for what is made from now on."""
        self.held_since = None
        gc.freeze()

    def collect_if_due(self) -> None:
        if collector_held():  # a worker builds a large structure it drops at once (a pairing's input)
            return
        if self.held_since is not None:
            if self.clock() - self.held_since < HOLD_MOST:
                return
            self.held_since = None  # the read never ended: collect again
        counts, thresholds = gc.get_count(), gc.get_threshold()
        generation = -1
        for g in range(3):
            if thresholds[g] and counts[g] >= thresholds[g]:
                generation = g
            else:
                break
        if generation == 2 and self.clock() < self.next_full:
            generation = 1  # the oldest generation waits its turn (FULL_SHARE)
        if generation < 0:
            return
        start = self.clock()
        gc.collect(generation)
        self.collections[generation] += 1
        if generation == 2:
            end = self.clock()
            self.next_full = end + max((end - start) / FULL_SHARE, FULL_INTERVAL)

    def stop(self) -> None:
        """The application is ending (``aboutToQuit``): the timer stops, and automatic collection stays
        off. A thread of the window may still run (a pairing that ``Worker.shutdown`` stopped waiting
        for, a server stopping): with automatic collection back on, a collection on it would destroy the
        window's Qt objects caught in cycles there while the UI thread takes them down, which crashes or
        hangs the process (docs/gui.md, "The worker, and the crash it had"). Python collects what is
        left on its own thread as it ends; a window made again starts the collector again."""
        self._timer.stop()


def hold_for_read() -> None:
    """:meth:`UiThreadCollector.hold` of the application's collector (none: nothing to do)."""
    found = _collector()
    if found is not None:
        found.hold()


def release_after_close() -> None:
    """:meth:`UiThreadCollector.release` of the application's collector (none: nothing to do)."""
    found = _collector()
    if found is not None:
        found.release()


def give_up_read() -> None:
    """:meth:`UiThreadCollector.give_up` of the application's collector (none: nothing to do)."""
    found = _collector()
    if found is not None:
        found.give_up()


def settle_after_read() -> None:
    """:meth:`UiThreadCollector.settle` of the application's collector (none: nothing to do)."""
    found = _collector()
    if found is not None:
        found.settle()


def _collector() -> UiThreadCollector | None:
    app = QCoreApplication.instance()
    found = None if app is None else app.findChild(UiThreadCollector)
    return found if isinstance(found, UiThreadCollector) else None


def keep_collector_on_ui_thread() -> UiThreadCollector | None:
    """Install the collector on the running ``QCoreApplication`` once (called from its thread).
    Returns it; None when there is no application yet."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    if threading.current_thread() is not threading.main_thread():
        raise RuntimeError("the garbage collector must be pinned from the UI thread")
    found = app.findChild(UiThreadCollector)
    if isinstance(found, UiThreadCollector):
        found.start()  # stopped when an event loop quit before (tests run several)
        return found
    collector = UiThreadCollector(app)
    app.aboutToQuit.connect(collector.stop)
    return collector
