"""Slow work (pairing a round) off the UI thread, reported to the UI through Qt signals.

The operations in ``db/`` take a plain ``progress(step, total, message)`` hook (STYLE 8: core tasks expose
hooks, a thin Qt wrapper turns them into signals). :class:`Job` is a ``QThread`` whose hook emits
:attr:`Job.progress`; the ``Job`` object lives on the UI thread, so Qt queues every emission to the UI
thread's event loop. The result or the exception stays on the ``Job``; :attr:`Job.ended` carries none.

PySide6 6.12.0 must not be used: there, a Python slot called by Qt races with any other running Python
thread on the reference count of ``None`` (``Fatal Python error: none_dealloc``); pyproject excludes it.
With 6.11.3 the GUI tests still crashed once in six runs (segmentation fault) while the UI thread was
in the cyclic garbage collector and the worker inside SQLAlchemy; so the collector runs before a job
starts and is paused until it ends (reference counting still frees memory meanwhile).
"""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

ProgressHook = Callable[[int, int, str], None]
"""``progress(step, total_steps, message)``, as ``db.values.ProgressCallback``."""


class Job(QThread):
    """Runs ``function(progress_hook)`` on its own thread."""

    progress = Signal(int, int, str)
    """(step, total, message); total 0 means "unknown"."""
    ended = Signal()
    """The function returned (``result``) or raised (``error``, ``trace``)."""

    def __init__(self, function: Callable[[ProgressHook], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._function = function
        self.result: Any = None
        self.error: BaseException | None = None
        self.trace = ""

    def _hook(self, step: int, total: int, message: str = "") -> None:
        self.progress.emit(int(step), int(total), str(message))

    def run(self) -> None:
        try:
            self.result = self._function(self._hook)
        except BaseException as exc:  # handed to the UI thread, which shows it
            self.error = exc
            self.trace = traceback.format_exc()
        self.ended.emit()


class JobRunner(QObject):
    """Starts at most one job at a time and keeps it alive until it has ended."""

    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
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
        job = Job(function, self)
        self._job = job

        def ended() -> None:
            job.wait()  # run() is returning: join the thread before dropping the job
            self._resume_gc()
            self._job = None
            job.deleteLater()
            self.busy_changed.emit(False)
            if job.error is not None:
                on_error(job.error)
            else:
                on_done(job.result)

        job.ended.connect(ended)
        if on_progress is not None:
            job.progress.connect(on_progress)
        self.busy_changed.emit(True)
        gc.collect()
        self._gc_was_enabled = gc.isenabled()
        gc.disable()
        job.start()
        return job

    def _resume_gc(self) -> None:
        if getattr(self, "_gc_was_enabled", False):
            gc.enable()
            self._gc_was_enabled = False

    def wait(self, msecs: int = -1) -> bool:
        """Block until the running job's thread ends (used on close, so nothing is cut mid-write)."""
        job = self._job
        if job is None:
            return True
        done = bool(job.wait() if msecs < 0 else job.wait(msecs))
        if done:
            self._resume_gc()
        return done
