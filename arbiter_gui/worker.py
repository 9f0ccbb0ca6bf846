"""Slow work (pairing a round, importing a file) off the UI thread, reporting through signals.

The operations in ``db/`` take a plain ``progress(step, total, message)`` hook; :class:`Job` turns it into
a Qt signal, so the window keeps repainting and counting while the worker runs (STYLE 8).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal

ProgressHook = Callable[[int, int, str], None]
"""``progress(step, total_steps, message)``, as ``db.values.ProgressCallback``."""


class JobSignals(QObject):
    """Emitted from the worker thread; Qt queues them to receivers living on the UI thread."""

    progress = Signal(int, int, str)
    """(step, total, message); total 0 means "unknown"."""
    finished = Signal(object)
    """The function's return value."""
    failed = Signal(object, str)
    """(the exception, its traceback as text)."""


class Job(QRunnable):
    """Runs ``function(progress_hook)`` on a pool thread."""

    def __init__(self, function: Callable[[ProgressHook], Any]) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the caller keeps the job (and its signals) alive until done
        self._function = function
        self.signals = JobSignals()

    def run(self) -> None:
        try:
            result = self._function(self.signals.progress.emit)
        except BaseException as exc:  # delivered to the UI thread, which shows it
            self.signals.failed.emit(exc, traceback.format_exc())
        else:
            self.signals.finished.emit(result)


class JobRunner(QObject):
    """Starts at most one job at a time and keeps it alive until its last signal is delivered."""

    busy_changed = Signal(bool)

    def __init__(self, pool: QThreadPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool if pool is not None else QThreadPool.globalInstance()
        self._job: Job | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(
        self,
        function: Callable[[ProgressHook], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[BaseException], None],
        on_progress: Callable[[int, int, str], None] | None = None,
    ) -> Job:
        if self._job is not None:
            raise RuntimeError("another operation is still running")
        job = Job(function)
        self._job = job

        def done(result: object) -> None:
            self._finish()
            on_done(result)

        def failed(exc: BaseException, _trace: str) -> None:
            self._finish()
            on_error(exc)

        queued = Qt.ConnectionType.QueuedConnection  # always delivered on the UI thread
        job.signals.finished.connect(done, queued)
        job.signals.failed.connect(failed, queued)
        if on_progress is not None:
            job.signals.progress.connect(on_progress, queued)
        self.busy_changed.emit(True)
        self._pool.start(job)
        return job

    def _finish(self) -> None:
        self._job = None
        self.busy_changed.emit(False)

    def wait(self, msecs: int = -1) -> bool:
        """Block until the pool is idle (used on close so nothing is lost mid-write)."""
        return bool(self._pool.waitForDone(msecs))
