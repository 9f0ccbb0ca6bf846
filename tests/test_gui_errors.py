"""One error boundary (issue #16): a refusal (``ArbiterError``) is a message naming the fault; anything else
is a programming error, logged with its traceback in the data folder and reported as such, with the
arbiter told the data is safe. One test per place the window meets an exception."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

import operations.ops_rounds as ops_rounds
from arbiter_gui.errors import SAFE, ErrorBoundary, InputRefused
from arbiter_gui.main_window import STANDINGS, MainWindow
from arbiter_gui.prompts import Prompts
from engine.errors import ArbiterError
from tests.test_gui_support import (
    ScriptedPrompts,
    pair,
    start_event,
    type_results,
    wait_for_worker,
    wait_until_idle,
)
from values import GameResult


def _log(tmp_path: Path) -> str:
    log = tmp_path / "logs" / "errors.log"
    return log.read_text(encoding="utf-8") if log.exists() else ""


def _one_bug(prompts: ScriptedPrompts, title: str, error: str) -> None:
    assert len(prompts.bugs) == 1, prompts.bugs
    shown_title, message, report = prompts.bugs[0]
    assert shown_title == title
    assert "not your mistake" in message and SAFE in message and "errors.log" in message
    assert error in report and "Traceback" in report


# -- the boundary itself -------------------------------------------------------------------------------


def test_a_refusal_is_a_message_and_nothing_is_logged(tmp_path: Path) -> None:
    prompts = ScriptedPrompts()
    boundary = ErrorBoundary(prompts, folder=tmp_path / "logs")
    ok, value = boundary.attempt(
        "Pair round 3", lambda: (_ for _ in ()).throw(ArbiterError("round 2 has 1 missing result"))
    )
    assert (ok, value) == (False, None)
    assert prompts.errors == [("Pair round 3", "round 2 has 1 missing result")] and prompts.bugs == []
    assert not (tmp_path / "logs").exists()


def test_a_programming_error_is_logged_and_reported_with_the_data_safe(tmp_path: Path) -> None:
    prompts = ScriptedPrompts()
    boundary = ErrorBoundary(prompts, folder=tmp_path / "logs")
    read_again: list[bool] = []
    boundary.after_bug = lambda: read_again.append(True)

    def broken() -> None:
        raise ZeroDivisionError("division by zero in a tie-break")

    assert boundary.attempt("Show standings", broken) == (False, None)
    _one_bug(prompts, "Show standings", "ZeroDivisionError: division by zero in a tie-break")
    assert prompts.errors == [] and read_again == [True]
    log = _log(tmp_path)
    assert "While: Show standings" in log and "in broken" in log and "PySide6" in log
    boundary.attempt("Show standings", broken)  # the same again (a repaint failing): logged, not shown
    assert len(prompts.bugs) == 1 and _log(tmp_path).count("While: Show standings") == 2


def test_the_report_dialog_copies_the_report(qtbot: Any) -> None:
    clicked: list[str] = []

    def press_copy_then_close() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        copy = next(b for b in box.buttons() if b.text() == "&Copy report")
        copy.click()
        clicked.append(QGuiApplication.clipboard().text())
        box.button(QMessageBox.StandardButton.Close).click()

    QTimer.singleShot(50, press_copy_then_close)
    Prompts().bug_report(None, "Print", "Arbiter Desk met a programming error.", "Traceback: the report")
    assert clicked == ["Traceback: the report"]


def test_an_exception_reaching_the_event_loop_goes_to_the_boundary(tmp_path: Path) -> None:
    prompts = ScriptedPrompts()
    boundary = ErrorBoundary(prompts, folder=tmp_path / "logs")
    try:
        raise KeyError("a row that is not there")
    except KeyError:
        boundary.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    _one_bug(prompts, "an action in the window", "KeyError: 'a row that is not there'")
    boundary.install()
    try:
        assert sys.excepthook == boundary.excepthook
    finally:
        sys.excepthook = sys.__excepthook__


# -- every place the window meets an exception ---------------------------------------------------------


def test_an_operation_on_the_ui_thread(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_event(window, prompts, tmp_path / "ui.arbiter", players=4)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None

    def broken(*_args: object) -> None:
        raise AttributeError("'NoneType' object has no attribute 'board'")

    monkeypatch.setattr(tf.results, "set", broken)
    type_results(window, qtbot, "1")
    _one_bug(prompts, "Round 1 board 1: 1-0", "AttributeError")
    assert window.undo_stack.count() == 0 and window.rounds_view.table.currentIndex().row() == 0
    monkeypatch.undo()
    assert tf.rounds.get(1).boards[0].result is None  # nothing stored, and the window shows the file
    assert window.rounds_view.model.rows[0].result_text == ""


def test_a_refused_operation_on_the_worker_is_a_message(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "refused.arbiter", players=4)
    pair(window, qtbot)
    pair(window, qtbot)  # round 1 has no results yet
    assert prompts.errors[-1][0] == "Pair round 2" and "result" in prompts.errors[-1][1]
    assert prompts.bugs == [] and _log(tmp_path) == ""


def test_a_programming_error_on_the_worker(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_event(window, prompts, tmp_path / "worker.arbiter", players=4)

    def broken_pairer(*_args: object, **_kwargs: object) -> None:
        raise IndexError("list index out of range")

    monkeypatch.setattr(ops_rounds, "event_pairer", lambda _s: broken_pairer)
    pair(window, qtbot)
    _one_bug(prompts, "Pair round 1", "IndexError: list index out of range")
    assert window.tf is not None and window.tf.rounds.paired == 0
    assert not window.progress.isVisible()


def test_a_failing_undo(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_event(window, prompts, tmp_path / "undo.arbiter", players=4)
    pair(window, qtbot)
    type_results(window, qtbot, "1")
    tf = window.tf
    assert tf is not None

    def broken(*_args: object) -> None:
        raise TypeError("unsupported operand")

    monkeypatch.setattr(tf.results, "set", broken)
    window.commands.undo.trigger()
    _one_bug(prompts, "Undo round 1 board 1: 1-0", "TypeError: unsupported operand")
    assert window.undo_stack.count() == 0  # the command left the stack
    assert tf.rounds.get(1).boards[0].result is GameResult.WHITE_WINS


def test_a_bug_in_what_the_window_does_with_a_finished_job(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_event(window, prompts, tmp_path / "callback.arbiter", players=4)

    def broken(_outcome: object) -> None:
        raise ValueError("not a round")

    monkeypatch.setattr(window.rounds, "_paired", broken)
    window.commands.pair.trigger()
    wait_for_worker(window, qtbot)
    _one_bug(prompts, "Pair round 1", "ValueError: not a round")
    assert window.tf is not None and window.tf.rounds.paired == 1  # stored: the report says the data is safe
    assert window.session.state is not None and window.session.state.paired == 1  # and the window reads it


def test_a_bug_while_computing_standings(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import arbiter_gui.controllers.standings as standings

    start_event(window, prompts, tmp_path / "standings.arbiter", players=4)
    wait_until_idle(window, qtbot)

    def broken(*_args: object) -> None:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(standings, "standings_tables", broken)
    window.tabs.setCurrentIndex(STANDINGS)
    window.standings_view.after_round.currentIndexChanged.emit(0)  # the arbiter picks a round again
    wait_until_idle(window, qtbot)
    assert prompts.bugs and prompts.bugs[0][0] == "Standings" and "RecursionError" in prompts.bugs[0][2]


def test_a_document_that_cannot_be_written_is_a_refusal_with_the_path(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "print.arbiter", players=4)
    target = tmp_path / "no such folder" / "players.pdf"
    prompts.dialogs.append(lambda _d: None)
    prompts.paths.append(target)
    window.commands.save_pdf.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [
        ("Save as PDF", f"cannot write {target}: the folder does not exist; nothing was changed there")
    ]
    assert prompts.bugs == []


def test_a_trf_that_cannot_be_written_is_a_refusal_with_the_path(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "export.arbiter", players=4)
    target = tmp_path / "missing" / "report.trf"
    prompts.paths.append(target)
    window.commands.export_trf.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == [
        ("Export TRF", f"cannot write {target}: the folder does not exist; nothing was changed there")
    ]
    assert prompts.bugs == []


def test_a_bad_value_typed_in_a_form_is_a_refusal(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from arbiter_gui.dialogs.edit_pairing import EditPairingDialog

    start_event(window, prompts, tmp_path / "form.arbiter", players=4)
    pair(window, qtbot)

    def unknown_player(d: EditPairingDialog) -> None:
        d.set_board(0, 1, 99)

    prompts.dialogs.append(unknown_player)
    window.commands.edit_pairing.trigger()
    assert prompts.errors == [("Edit pairing of round 1", "no player has pairing number 99")]
    assert prompts.bugs == [] and isinstance(InputRefused("x"), ArbiterError)
