"""The window's one error boundary: what the arbiter sees when something goes wrong.

Two kinds of failure, told apart here and nowhere else (STYLE 6):

- a **refusal**: an ``engine.errors.ArbiterError`` (``db``'s errors derive from it), raised because the
  input or the state of the tournament does not allow the operation. Its own text names the fault; the
  arbiter reads it in a message and corrects the input.
- anything else is a **programming error** in Arbiter Desk. The arbiter is not to blame and cannot fix it:
  the traceback is written to a log file in the user's data folder (``arbiter_gui.library.location``),
  and a dialog says that the tournament data is safe (every ``db`` operation is one transaction, stored
  whole or not at all) and offers to copy the report. The window then reads the file again, so that it
  shows exactly what is stored.

Exceptions that reach Qt's event loop (a slot, a view's ``data``) go to :meth:`ErrorBoundary.excepthook`,
installed as ``sys.excepthook`` by the application.
"""

from __future__ import annotations

import datetime
import platform
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Protocol, TypeVar

from engine.errors import ArbiterError
from texts.catalogue import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

T = TypeVar("T")

LOG_NAME = "errors.log"
LOG_LIMIT = 1_000_000
"""Bytes: a longer log is renamed ``errors.old.log`` (one generation kept) before the next report."""

SAFE = QT_TRANSLATE_NOOP(
    "ErrorBoundary",
    "Your tournament data is safe: every change is stored in the tournament file as one whole operation "
    "or not at all, and the window now shows the file as it is stored.",
)


class Notice(Protocol):
    """A message told while the arbiter goes on working (``Tells.notice``): it holds nothing up and stays
    open until he closes it; what it says may change meanwhile."""

    def is_open(self) -> bool: ...

    def show_text(self, title: str, text: str) -> None: ...


class Tells(Protocol):
    """How the boundary tells the arbiter (``arbiter_gui.prompts.Prompts``; tests script it)."""

    def error(self, parent: QWidget | None, title: str, text: str | BaseException) -> None: ...

    def notice(self, parent: QWidget | None, title: str, text: str) -> Notice: ...

    def bug_report(self, parent: QWidget | None, title: str, message: str, report: str) -> None: ...


class InputRefused(ArbiterError):
    """The GUI refuses what was typed in a form (a pairing number nobody has, a rating that is not a
    number), with the field and the value at fault."""


def log_folder() -> Path:
    """Where reports of programming errors are written: ``logs`` in the application's data folder."""
    from arbiter_gui.library.location import data_folder

    return data_folder() / "logs"


def describe(exc: BaseException) -> str:
    """The text of a refusal for the arbiter (an ``ArbiterError``'s own message)."""
    text = str(exc).strip()
    return text or type(exc).__name__


def report_text(title: str, exc: BaseException) -> str:
    """A report of a programming error: what the arbiter was doing, versions, the traceback."""
    from importlib import metadata

    from PySide6 import __version__ as qt_version

    try:
        version = metadata.version("arbiter-desk")
    except metadata.PackageNotFoundError:  # run from a checkout that was not installed
        version = "(not installed)"
    when = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return (
        f"Arbiter Desk {version} error report, {when}\n"
        f"While: {title}\n"
        f"Python {platform.python_version()}, PySide6 {qt_version}, {platform.platform()}\n\n{trace}"
    )


def write_report(folder: Path, text: str) -> Path | None:
    """Append ``text`` to the log in ``folder``; None when even that fails (the dialog still shows it)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        log = folder / LOG_NAME
        if log.exists() and log.stat().st_size > LOG_LIMIT:
            log.replace(folder / "errors.old.log")
        with log.open("a", encoding="utf-8") as out:
            out.write(text.rstrip("\n") + "\n" + "-" * 78 + "\n")
        return log
    except OSError:
        return None


class ErrorBoundary:
    """Turns every exception the window meets into a message (refusal) or a report (programming error)."""

    def __init__(
        self,
        prompts: Tells,
        parent: Callable[[], QWidget | None] = lambda: None,
        folder: Path | None = None,
        status: Callable[[str], None] | None = None,
    ) -> None:
        self.prompts = prompts
        self._parent = parent
        self._folder = folder
        self._status = status
        self.after_bug: Callable[[], None] | None = None
        """Called after a programming error was reported (the window reads the file again)."""
        self._reporting = False
        self._shown: set[tuple[str, str, str]] = set()
        """Programming errors already shown (place, exception type, text)."""

    @property
    def folder(self) -> Path:
        return self._folder if self._folder is not None else log_folder()

    # -- the two kinds --------------------------------------------------------------------------------
    def refused(self, title: str, exc_or_text: BaseException | str) -> None:
        """Show why an operation was refused (the message names the fault)."""
        text = exc_or_text if isinstance(exc_or_text, str) else describe(exc_or_text)
        self.prompts.error(self._parent(), title, text)
        if self._status is not None:
            self._status(f"{title}: {text}")

    def refused_meanwhile(self, title: str, text: str, shown: Notice | None) -> Notice:
        """Show at once why work done in the background was refused, without holding the window up:
        in ``shown`` while it is open (what it says replaced), else in a new message; the status bar
        says it too."""
        if shown is not None and shown.is_open():
            shown.show_text(title, text)
        else:
            shown = self.prompts.notice(self._parent(), title, text)
        if self._status is not None:
            self._status(f"{title}: {text}")
        return shown

    def failed(self, title: str, exc: BaseException, read_again: bool = True) -> None:
        """An operation ended in ``exc``: a refusal for our error family, a report for anything else
        (``read_again``: the window reads the file again afterwards; not for a computation that the
        reading would only start again)."""
        if isinstance(exc, ArbiterError):
            self.refused(title, exc)
        else:
            self.bug(title, exc, read_again)

    def bug(self, title: str, exc: BaseException, read_again: bool = True) -> None:
        """A programming error: log it, tell the arbiter the data is safe, offer to copy the report.

        The same error again (same place, same exception) is only logged: one dialog is enough."""
        text = report_text(title, exc)
        path = write_report(self.folder, text)
        seen = (title, type(exc).__name__, str(exc))
        if self._reporting or seen in self._shown:  # e.g. a repaint failing again and again
            return
        self._shown.add(seen)
        self._reporting = True
        try:
            where = (
                translate("ErrorBoundary", "A report was written to {path}.").format(path=path)
                if path
                else translate("ErrorBoundary", "The report could not be written to disk.")
            )
            message = translate(
                "ErrorBoundary",
                "Arbiter Desk met a programming error while doing \u201c{title}\u201d. "
                "It is not your mistake.\n\n{safe}\n\n{where} Please send it to the developers "
                "(Copy report puts it on the clipboard).",
            ).format(title=title, safe=translate("ErrorBoundary", SAFE), where=where)
            self.prompts.bug_report(self._parent(), title, message, text)
            if read_again and self.after_bug is not None:
                self.after_bug()
        finally:
            self._reporting = False

    # -- running something inside the boundary -----------------------------------------------------
    def attempt(self, title: str, function: Callable[[], T]) -> tuple[bool, T | None]:
        """``(True, function())``, or ``(False, None)`` once the failure has been shown."""
        try:
            return True, function()
        except Exception as exc:  # the boundary: sorted into refusal or programming error right here
            self.failed(title, exc)
            return False, None

    def excepthook(self, kind: type[BaseException], exc: BaseException, trace: TracebackType | None) -> None:
        """``sys.excepthook``: an exception that reached Qt's event loop."""
        if not isinstance(exc, Exception):  # KeyboardInterrupt, SystemExit: Python's own handling
            sys.__excepthook__(kind, exc, trace)
            return
        if exc.__traceback__ is None:
            exc = exc.with_traceback(trace)
        self.failed(translate("ErrorBoundary", "an action in the window"), exc)

    def install(self) -> None:
        sys.excepthook = self.excepthook
