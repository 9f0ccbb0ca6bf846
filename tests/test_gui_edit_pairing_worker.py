"""A pairing edited by hand is stored and checked on the worker thread (C.04.2 art. 4.4): the Dutch engine
pairs the round to compare with, seconds on a big event, and the window must not wait for it.

The test holds ``set_pairing`` at a gate on whatever thread runs it. The gate only lets go after a
timeout if nobody opens it, so a window that called it on the UI thread fails the test instead of
hanging it; nothing here depends on how fast anything runs.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QUndoStack

from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
from arbiter_gui.main_window import MainWindow
from arbiter_gui.undo import JobCommand
from engine.manual_pairing import RULE_C1
from tests.test_gui_support import ScriptedPrompts, pair, start_event, type_results

GATE_TIMEOUT = 20.0
"""Seconds a gated call waits for the test to open the gate (only reached when the test fails)."""


class Gate:
    """Wraps ``tf.rounds.set_pairing``: records the thread of each call and holds it until opened."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.threads: list[int] = []
        self.opened = threading.Event()
        self._called = threading.Condition()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        with self._called:
            self.threads.append(threading.get_ident())
            self._called.notify_all()
        self.opened.wait(GATE_TIMEOUT)
        return self.real(*args, **kwargs)

    def called(self, times: int) -> bool:
        """Wait until the ``times``-th call has begun (False after the timeout)."""
        with self._called:
            return self._called.wait_for(lambda: len(self.threads) >= times, GATE_TIMEOUT)

    def off_the_ui_thread(self) -> bool:
        return all(t != threading.main_thread().ident for t in self.threads)


def _numbers(window: MainWindow, rnd: int) -> list[tuple[int, int]]:
    tf = window.tf
    assert tf is not None
    return [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(rnd).boards]


def _two_rounds(window: MainWindow, prompts: ScriptedPrompts, qtbot: Any, tmp_path: Path) -> None:
    start_event(window, prompts, tmp_path / "four.arbiter", players=4, rounds=3)
    pair(window, qtbot)
    type_results(window, qtbot, "11")
    pair(window, qtbot)


def test_the_edit_runs_on_the_worker_and_its_warnings_show_when_it_ends(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _two_rounds(window, prompts, qtbot, tmp_path)
    tf = window.tf
    assert tf is not None
    round_one, round_two = _numbers(window, 1), _numbers(window, 2)
    gate = Gate(tf.rounds.set_pairing)
    monkeypatch.setattr(tf.rounds, "set_pairing", gate)

    def rematch(d: EditPairingDialog) -> None:
        for row, (white, black) in enumerate(round_one):
            d.set_board(row, white, black)

    prompts.dialogs.append(rematch)
    window.commands.edit_pairing.trigger()  # returns while the edit is held at the gate
    assert gate.called(1) and gate.off_the_ui_thread()
    assert window.worker.busy and window.progress.isVisible()
    assert not window.commands.edit_pairing.isEnabled() and not window.commands.undo.isEnabled()
    assert _numbers(window, 2) == round_two  # nothing stored yet
    assert window.undo_stack.count() == 0

    gate.opened.set()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert prompts.errors == []
    assert _numbers(window, 2) == round_one
    assert not window.progress.isVisible()
    lines = window.rounds_view.warnings.lines()
    assert len([line for line in lines if RULE_C1 in line]) == 2  # the two rematches
    assert "\u26a0" in window.rounds_view.status.text()
    assert "breaks" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == 1 and window.commands.undo.isEnabled()

    window.commands.undo.trigger()  # the old pairing, checked again: also on the worker
    assert window.worker.busy and gate.called(2) and gate.off_the_ui_thread()
    assert window.undo_stack.index() == 1  # the stack moves when the job has ended
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert window.undo_stack.index() == 0 and _numbers(window, 2) == round_two
    assert window.rounds_view.warnings.lines() == [] and "\u26a0" not in window.rounds_view.status.text()

    window.commands.redo.trigger()
    assert window.worker.busy and gate.called(3) and gate.off_the_ui_thread()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert window.undo_stack.index() == 1 and _numbers(window, 2) == round_one
    assert [line for line in window.rounds_view.warnings.lines() if RULE_C1 in line] == [
        line for line in lines if RULE_C1 in line
    ]
    assert prompts.errors == []
    assert [e.operation for e in tf.audit_log()[-3:]] == ["set_pairing"] * 3


def test_a_refused_edit_is_reported_when_the_worker_ends(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _two_rounds(window, prompts, qtbot, tmp_path)
    tf = window.tf
    assert tf is not None
    round_two = _numbers(window, 2)
    gate = Gate(tf.rounds.set_pairing)
    monkeypatch.setattr(tf.rounds, "set_pairing", gate)

    def drop_a_board(d: EditPairingDialog) -> None:
        d.table.setCurrentCell(1, 0)
        d._remove_selected()

    prompts.dialogs.append(drop_a_board)
    window.commands.edit_pairing.trigger()
    assert gate.called(1) and gate.off_the_ui_thread()
    assert window.worker.busy and prompts.errors == []  # the refusal comes from the job, later
    gate.opened.set()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert len(prompts.errors) == 1
    title, text = prompts.errors[0]
    assert title == "Edit pairing of round 2" and "not paired" in text
    assert _numbers(window, 2) == round_two and window.undo_stack.count() == 0
    assert not window.progress.isVisible()


def test_a_settled_refusal_drops_the_command_from_the_stack(qtbot: Any) -> None:
    """As ``OperationCommand``: an undo that ``db`` refuses is shown and the command leaves the stack."""
    stack = QUndoStack()
    calls: list[str] = []
    refused: list[tuple[str, str]] = []
    shown: list[object] = []

    def do() -> str:
        calls.append("do")
        return "done"

    def undo() -> str:
        calls.append("undo")
        return "undone"

    command = JobCommand(
        "edit pairing",
        do,
        undo,
        shown.append,
        lambda t, e: refused.append((t, str(e))),
    )
    stack.push(command)
    assert stack.count() == 1 and calls == []  # pushed after the window ran it
    assert command.operation(True)() == "undone" and command.operation(False)() == "done"
    calls.clear()
    command.settle("undone by the worker", None)
    stack.undo()
    assert calls == [] and shown == ["undone by the worker"] and stack.index() == 0
    command.settle(None, ValueError("round 2 already has results"))
    stack.redo()
    assert calls == []  # the settled outcome is used, the operation not run again
    assert refused == [("Redo edit pairing", "round 2 already has results")]
    assert stack.count() == 0
