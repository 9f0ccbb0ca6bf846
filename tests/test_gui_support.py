"""Seams for the GUI tests: settings in a temporary folder, scripted answers instead of modal dialogs,
and the arbiter's usual first steps through the window (create, register, pair, type results).

The ``prompts`` and ``window`` fixtures built from these live in ``tests/conftest.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog, QWidget

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.errors import describe
from arbiter_gui.main_window import MainWindow
from arbiter_gui.prompts import Prompts
from arbiter_gui.settings import AppSettings
from tests.conftest import PLAYERS_IN


def temp_settings(folder: Path) -> AppSettings:
    """Settings in ``folder``, and the player library there too (never the user's)."""
    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_library_file(folder / "players.library")
    return settings


class ScriptedNotice:
    """A message left open (``Prompts.notice``): its text is the entry ``index`` of the prompts'
    ``errors``, replaced when it changes; open until the test closes it."""

    def __init__(self, prompts: ScriptedPrompts, title: str, text: str) -> None:
        self._prompts = prompts
        self.index = len(prompts.errors)
        self.open = True
        self.texts: list[tuple[str, str]] = [(title, text)]
        """What it said, the first text and each change."""
        prompts.errors.append((title, text))

    def is_open(self) -> bool:
        return self.open

    def show_text(self, title: str, text: str) -> None:
        self.texts.append((title, text))
        self._prompts.errors[self.index] = (title, text)

    def close(self) -> None:
        self.open = False


class ScriptedPrompts(Prompts):
    """Answers every question from queues filled by the test; records errors and messages."""

    def __init__(self) -> None:
        self.dialogs: list[Callable[[Any], bool | None]] = []
        self.paths: list[Path | None] = []
        self.confirms: list[bool] = []
        self.questions: list[tuple[str, str]] = []
        """Questions answered from ``confirms``: (title, question)."""
        self.errors: list[tuple[str, str]] = []
        """Refusals shown: (title, reason); a notice's entry says what it says now."""
        self.notices: list[ScriptedNotice] = []
        """The messages left open while the arbiter goes on (``notice``), in the order opened."""
        self.bugs: list[tuple[str, str, str]] = []
        """Programming errors reported: (title, message, report)."""
        self.infos: list[tuple[str, str]] = []
        self.seen_dialogs: list[QDialog] = []
        self.printed_pages: list[int] = []
        """The page count each print dialog was shown with."""
        self.file_dialogs: list[tuple[str, str]] = []
        """The file and folder dialogs asked for: (caption, filters; "" for a folder)."""

    def error(self, parent: QWidget | None, title: str, text: str | BaseException) -> None:
        self.errors.append((title, text if isinstance(text, str) else describe(text)))

    def notice(self, parent: QWidget | None, title: str, text: str) -> ScriptedNotice:
        self.notices.append(ScriptedNotice(self, title, text))
        return self.notices[-1]

    def bug_report(self, parent: QWidget | None, title: str, message: str, report: str) -> None:
        self.bugs.append((title, message, report))

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        self.infos.append((title, text))

    def confirm(self, parent: QWidget | None, title: str, question: str) -> bool:
        assert self.confirms, f"unexpected question: {title}: {question}"
        self.questions.append((title, question))
        return self.confirms.pop(0)

    def open_file(self, parent: QWidget | None, caption: str, folder: str, filters: str) -> Path | None:
        self.file_dialogs.append((caption, filters))
        assert self.paths, f"unexpected file dialog: {caption}"
        return self.paths.pop(0)

    def save_file(self, parent: QWidget | None, caption: str, start: str, filters: str) -> Path | None:
        self.file_dialogs.append((caption, filters))
        assert self.paths, f"unexpected file dialog: {caption}"
        return self.paths.pop(0)

    def choose_folder(self, parent: QWidget | None, caption: str, start: str) -> Path | None:
        self.file_dialogs.append((caption, ""))
        assert self.paths, f"unexpected folder dialog: {caption}"
        return self.paths.pop(0)

    def print_dialog(self, parent: QWidget | None, printer: QPrinter, pages: int) -> bool:
        """The system print dialog: the test's answer sets ``printer`` up (a PDF file, a page range);
        False is Cancel."""
        assert self.dialogs, f"unexpected print dialog ({pages} pages)"
        self.printed_pages.append(pages)
        return self.dialogs.pop(0)(printer) is not False

    def run_dialog(self, dialog: QDialog) -> bool:
        """The test's answer fills the form; then the dialog is accepted as by its OK button (which a
        form with a problem refuses), unless the answer is False (Cancel)."""
        assert self.dialogs, f"unexpected dialog: {dialog.windowTitle()}"
        self.seen_dialogs.append(dialog)
        answer = self.dialogs.pop(0)(dialog)
        if answer is False:
            return False
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted


def create(window: MainWindow, prompts: ScriptedPrompts, path: Path, rounds: int | None = None) -> None:
    """File > New: "Club Championship 2026" in Lyon, six players expected, saved at ``path``."""

    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Club Championship 2026")
        d.city.setText("Lyon")
        d.chief_arbiter.setText("Martin, Claire")
        d.expected_players.setValue(len(PLAYERS_IN))
        if rounds is not None:
            d.rounds.setValue(rounds)

    prompts.dialogs.append(fill)
    prompts.paths.append(path)
    window.commands.new.trigger()


def add_player(window: MainWindow, prompts: ScriptedPrompts, name: str, rating: int) -> None:
    """Register one French player through the player dialog."""

    def fill(d: PlayerDialog) -> None:
        d.name.setText(name)
        d.rating.setValue(rating)
        d.federation.setText("fra")

    prompts.dialogs.append(fill)
    window.commands.add_player.trigger()


def start_event(
    window: MainWindow, prompts: ScriptedPrompts, path: Path, players: int, rounds: int | None = None
) -> None:
    """``create`` the tournament, then register the first ``players`` of ``PLAYERS_IN``."""
    create(window, prompts, path, rounds)
    for name, rating in PLAYERS_IN[:players]:
        add_player(window, prompts, name, rating)


def wait_for_worker(window: MainWindow, qtbot: Any, timeout_ms: int = 120_000) -> None:
    """Wait until the window's operation on the worker (pairing, checking, an edit of the pairing) has
    ended."""
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=timeout_ms)


def pair(window: MainWindow, qtbot: Any) -> None:
    """Pair the next round on the worker and wait until it is done."""
    window.commands.pair.trigger()
    assert window.worker.busy
    wait_for_worker(window, qtbot)


def type_results(window: MainWindow, qtbot: Any, keys: str, timeout_ms: int = 30_000) -> None:
    """Type result keys into the boards table, from its current row; at a venue server's desk, wait
    until the server has stored them or refused them (``Operations.run_in_turn``: a file's are stored
    when the key is typed)."""
    table = window.rounds_view.table
    table.setFocus()
    qtbot.keyClicks(table, keys)
    qtbot.waitUntil(lambda: not window.ops.storing, timeout=timeout_ms)


def wait_until_idle(window: MainWindow, qtbot: Any, timeout_ms: int = 120_000) -> None:
    """Wait until every job of the window's worker has ended and been shown (standings included)."""
    qtbot.waitUntil(lambda: not window.worker.active, timeout=timeout_ms)


def wait_for_standings(window: MainWindow, qtbot: Any, timeout_ms: int = 120_000) -> None:
    """Wait until the Standings and Crosstable views show the current state of the file (they are
    computed on the worker after each change)."""
    qtbot.waitUntil(lambda: window.standings.up_to_date, timeout=timeout_ms)
