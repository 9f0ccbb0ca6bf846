"""Slow work off the UI thread (pairing, standings, printing, checks), its outcome handed to the UI thread.

How it keeps the process alive (issue #16: the ``QThread`` design crashed in native code under load):

- A job runs on a *lane*: a plain Python thread with a queue; the jobs of one lane run one after the other,
  in the order they were started. Lanes keep independent work apart: the ``FILE`` lane for operations on
  the tournament file (one at a time, and nothing else touches the file meanwhile: :attr:`Worker.busy`),
  others for computations on immutable values (standings, documents) that never wait for a pairing.
- No worker thread ever touches a Qt object. What a job reports (progress, its result, its exception) goes
  into a thread-safe Python queue; the :class:`Worker`, a ``QObject`` that lives on the UI thread, empties
  it from a ``QTimer`` that runs only while jobs are outstanding, and calls the job's callbacks there.
  Python owns the threads; Qt owns only objects used on the thread that created them. A thread that
  outlives the window writes into a queue nobody reads, which is harmless.
- Cancellation: :meth:`Job.cancel` keeps a queued job from starting; a running one sees it through
  :meth:`JobContext.check` (which raises :class:`Cancelled`) and may stop early; either way none of a
  cancelled job's callbacks is called. An operation on the file is never cut in the middle by this: ``db``
  runs each operation in one transaction, and cancelling only stops its outcome from being shown.
- Python's cyclic garbage collector runs on the UI thread only (``arbiter_gui.collector``): a collection
  on a worker thread would destroy UI objects caught in reference cycles on the wrong thread, which is
  what crashed the process. The worker pins it when it is made.

The operations in ``db/`` take a plain ``progress(step, total, message)`` hook (STYLE 8); a job passes
``context.progress``.
"""

from __future__ import annotations

import enum
import itertools
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from arbiter_gui.collector import keep_collector_on_ui_thread

ProgressHook = Callable[[int, int, str], None]
"""``progress(step, total_steps, message)``, as ``values.ProgressCallback``."""

FILE = "file"
"""The lane of operations on the open tournament file (pairing, checking, changing a pairing)."""
STANDINGS = "standings"
"""The lane that computes standings and crosstables after each change."""
DOCUMENTS = "documents"
"""The lane that renders printed documents and pairing explanations."""
COPIES = "copies"
"""The lane that copies the open file (File > Save a copy, the timed backups). A copy only reads the file,
with a connection of its own (SQLite's backup API: the copy is consistent, and a change the arbiter makes
meanwhile waits for SQLite's lock at most as long as the pages take to copy), so it does not make the
worker ``busy``: the arbiter goes on typing while a copy is written to a slow USB stick."""

WEB = "web"
"""The lane that writes the web folder (Publish > Write the web folder now, and after each round): it reads
the file as the documents do, and writing 10,000 pages takes a minute on a big event, which must neither
freeze the window nor keep a document from printing meanwhile. Not ``busy`` either."""

DESK = "desk"
"""The lane of the quick writes typed at a desk of a venue server's event (a result, a bye, a registration:
``arbiter_gui.operations.Operations.run_in_turn``), one after the other in the order typed: the window
never waits for the network, and an operation of the ``FILE`` lane never runs beside them (``Operations``
refuses it until they are stored). Not ``busy``: the arbiter goes on typing meanwhile."""

READS = "reads"
"""The lane of what the window reads of a venue server's event besides its state (the Teams view's teams,
matches and standings, a dialog's lists): at a venue desk never on the UI thread, since a statement may
wait seconds for a silent network; beside the ``DESK`` lane, so a read never counts as a write waiting to
be stored. Not ``busy``."""

CONNECT = "connect"
"""The lane that connects to a venue server and reads its event whole before the window shows it
(File > Connect to venue server, a URL given to the program: ``arbiter_gui.venue_connect``): a connection
to a host that does not answer waits for ``db.server.CONNECT_TIMEOUT_S``, which the window must not
freeze for, nor the event it shows meanwhile wait behind (its own ``READS`` and ``DESK`` lanes go on). Not
``busy``: the arbiter goes on working in the event open until the new one is shown."""

POLL_MS = 4
"""How often the UI thread looks for outcomes while jobs are outstanding (milliseconds)."""


class Cancelled(Exception):
    """Raised by :meth:`JobContext.check` in a job that was cancelled (never reaches the arbiter)."""


class JobState(enum.Enum):
    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"


class JobContext:
    """What a running job gets: a progress hook and whether it was cancelled. Thread-safe."""

    def __init__(self, job: Job) -> None:
        self._job = job

    def progress(self, step: int, total: int, message: str = "") -> None:
        """Report progress (``total`` 0: unknown); shown on the UI thread, the latest report only."""
        if not self._job.cancelled:
            self._job._post("progress", (int(step), int(total), str(message)))

    @property
    def cancelled(self) -> bool:
        return self._job.cancelled

    def check(self) -> None:
        """Stop here (``Cancelled``) if the job was cancelled."""
        if self._job.cancelled:
            raise Cancelled(self._job.name)


@dataclass(eq=False)
class Job:
    """One piece of work. Created by :meth:`Worker.start`; callbacks run on the UI thread."""

    name: str
    lane: str
    function: Callable[[JobContext], Any]
    on_done: Callable[[Any], None] | None
    on_error: Callable[[BaseException], None] | None
    on_progress: ProgressHook | None
    _outbox: queue.SimpleQueue[tuple[Job, str, Any]] = field(repr=False)
    state: JobState = JobState.QUEUED
    """Where the job stands as the UI thread last saw it."""
    _cancel: threading.Event = field(default_factory=threading.Event, repr=False)

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        """No callback of this job will be called; a queued job does not start, a running one may stop."""
        self._cancel.set()

    def _post(self, kind: str, payload: Any) -> None:
        self._outbox.put((self, kind, payload))

    def _run(self) -> None:
        """On the lane's thread: run the function, post its outcome (never raises)."""
        if self.cancelled:
            self._post("cancelled", None)
            return
        self._post("running", None)
        try:
            result = self.function(JobContext(self))
        except Cancelled:
            self._post("cancelled", None)
        except BaseException as exc:  # handed to the UI thread, which decides what the arbiter sees
            self._post("failed", exc)
        else:
            self._post("done", result)


class _Lane:
    """A Python thread that runs the jobs given to it, one after the other."""

    _ids = itertools.count(1)

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: queue.SimpleQueue[Job | None] = queue.SimpleQueue()
        self._unfinished = 0
        self._idle = threading.Condition()
        self._thread = threading.Thread(
            target=self._loop, name=f"arbiter-{name}-{next(self._ids)}", daemon=True
        )
        self._thread.start()

    def put(self, job: Job) -> None:
        with self._idle:
            self._unfinished += 1
        self._jobs.put(job)

    def _loop(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job._run()
            finally:
                job = None  # not kept while waiting: its function holds what it read (a whole event)
                with self._idle:
                    self._unfinished -= 1
                    self._idle.notify_all()

    def wait(self, timeout: float | None) -> bool:
        """Block until every job given to this lane has ended (False after ``timeout`` seconds)."""
        with self._idle:
            return self._idle.wait_for(lambda: self._unfinished == 0, timeout)

    def stop(self, timeout: float | None) -> bool:
        """Let the lane end after its queued jobs; True when its thread has ended within ``timeout``."""
        self._jobs.put(None)
        self._thread.join(timeout)
        return not self._thread.is_alive()


class Worker(QObject):
    """Starts jobs on lanes and calls their callbacks on the UI thread (the thread that created it)."""

    busy_changed = Signal(bool)
    """Whether the ``FILE`` lane has work: other operations on the file wait meanwhile."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        keep_collector_on_ui_thread()
        self._outbox: queue.SimpleQueue[tuple[Job, str, Any]] = queue.SimpleQueue()
        self._lanes: dict[str, _Lane] = {}
        self._outstanding: dict[Job, None] = {}
        """Jobs started whose end the UI thread has not seen yet, in start order."""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.deliver)
        self.unexpected: Callable[[str, BaseException], None] | None = None
        """Where an exception raised by a callback goes (the window's error boundary); None: re-raised."""

    # -- starting and cancelling -------------------------------------------------------------------
    def start(
        self,
        function: Callable[[JobContext], Any],
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_progress: ProgressHook | None = None,
        *,
        lane: str = FILE,
        name: str = "",
    ) -> Job:
        """Run ``function(context)`` on ``lane``; then ``on_done(result)`` or ``on_error(exception)`` on
        the UI thread, and ``on_progress`` for the reports in between (the latest of each delivery,
        and the last one before the outcome)."""
        if self._lanes.get(lane) is None:
            self._lanes[lane] = _Lane(lane)
        job = Job(
            name or getattr(function, "__name__", "job"),
            lane,
            function,
            on_done,
            on_error,
            on_progress,
            self._outbox,
        )
        was_busy = self.busy
        self._outstanding[job] = None
        self._lanes[lane].put(job)
        if not self._timer.isActive():
            self._timer.start()
        if lane == FILE and not was_busy:
            self.busy_changed.emit(True)
        return job

    def cancel(self, lane: str | None = None) -> None:
        """Cancel every outstanding job (of ``lane``)."""
        for job in list(self._outstanding):
            if lane is None or job.lane == lane:
                job.cancel()

    # -- what is running ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """The ``FILE`` lane has work whose end the UI thread has not seen yet."""
        return any(job.lane == FILE for job in self._outstanding)

    @property
    def active(self) -> bool:
        """Any lane has work whose end the UI thread has not seen yet."""
        return bool(self._outstanding)

    def outstanding(self, lane: str | None = None) -> list[Job]:
        return [j for j in self._outstanding if lane is None or j.lane == lane]

    # -- delivering on the UI thread ---------------------------------------------------------------
    def deliver(self) -> None:
        """Call the callbacks for everything the jobs reported so far (on the UI thread)."""
        progress: dict[Job, tuple[int, int, str]] = {}
        while True:
            try:
                job, kind, payload = self._outbox.get_nowait()
            except queue.Empty:
                break
            if kind == "progress":
                progress[job] = payload
                continue
            if kind == "running":
                job.state = JobState.RUNNING
                continue
            last = progress.pop(job, None)
            if last is not None and not job.cancelled and job.on_progress is not None:
                self._call(job, job.on_progress, *last)  # the last report, then the outcome
            self._end(job, kind, payload)
        for job, (step, total, message) in progress.items():
            if job in self._outstanding and not job.cancelled and job.on_progress is not None:
                self._call(job, job.on_progress, step, total, message)
        if not self._outstanding and self._timer.isActive():
            self._timer.stop()

    def _end(self, job: Job, kind: str, payload: Any) -> None:
        self._outstanding.pop(job, None)
        cancelled = kind == "cancelled" or job.cancelled
        job.state = JobState.CANCELLED if cancelled else JobState.DONE if kind == "done" else JobState.FAILED
        if job.lane == FILE and not self.busy:
            self.busy_changed.emit(False)
        if cancelled:
            return
        if kind == "done":
            if job.on_done is not None:
                self._call(job, job.on_done, payload)
        elif job.on_error is not None:
            self._call(job, job.on_error, payload)
        elif self.unexpected is not None:
            self.unexpected(job.name, payload)

    def _call(self, job: Job, callback: Callable[..., None], *args: Any) -> None:
        try:
            callback(*args)
        except Exception as exc:  # a bug in a callback: one report, the other outcomes still delivered
            if self.unexpected is None:
                raise
            self.unexpected(job.name, exc)

    # -- waiting ---------------------------------------------------------------------------------------
    def wait(self, lane: str | None = None, timeout: float | None = None) -> bool:
        """Block until the jobs of ``lane`` (every lane) have ended, then deliver their outcomes.

        Used on closing, so that nothing is cut in the middle of a write. False after ``timeout``."""
        lanes = [each for name, each in self._lanes.items() if lane is None or name == lane]
        done = all(each.wait(timeout) for each in lanes)
        self.deliver()
        return done

    def shutdown(self, timeout: float | None = 30.0) -> bool:
        """Cancel what waits, let running jobs end, stop the lanes' threads (the window is closing)."""
        self.cancel()
        self.wait(timeout=timeout)
        stopped = all(each.stop(timeout) for each in self._lanes.values())
        self._lanes.clear()
        self._timer.stop()
        return stopped
