"""A desk's write not stored is told as it happens (issue 30 item 3): the first at once, while the writes
typed after it still wait; the ones that fail while its message is open are added to that message (one
message, never a pile of them); once the arbiter closed it, the next failure opens a new one. The
message holds nothing up (``arbiter_gui.prompts.BoxNotice``: not modal).

The writes here stand for a venue server's: ``stored_in_turn`` is made to say yes for a tournament file, so
that they go on the ``DESK`` lane; each write's function refuses, one after waiting for the test."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

import operations
from arbiter_gui.errors import InputRefused
from arbiter_gui.prompts import Prompts
from tests.test_db_support import new_file

GONE = "The venue server is out of reach."


def _refused() -> object:
    raise InputRefused(GONE)


@pytest.fixture
def desk(window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The window on a file whose quick writes go on the ``DESK`` lane, as a venue server's do."""
    with new_file(tmp_path, players=4):
        pass
    window.files.show_file(operations.open_file(str(tmp_path / "t.arbiter"), user="jon@desk-2"))
    monkeypatch.setattr("arbiter_gui.operations.stored_in_turn", lambda _tf: True)
    return window


def test_the_first_write_not_stored_is_told_at_once_and_the_next_ones_in_the_same_message(
    qtbot: Any, desk: Any, prompts: Any
) -> None:
    ops = desk.ops
    release = threading.Event()

    def waits_then_refused() -> object:
        release.wait(30)
        return _refused()

    assert ops.run_in_turn("first write", _refused, lambda: None)
    assert ops.run_in_turn("second write", waits_then_refused, lambda: None)
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=10_000)
    assert ops.storing == 1  # told while the second still waits
    assert prompts.errors == [("First write", GONE)]
    assert GONE in desk.statusBar().currentMessage()
    release.set()
    qtbot.waitUntil(lambda: not ops.storing, timeout=10_000)
    assert len(prompts.notices) == 1  # the same message, not a second one
    title, text = prompts.errors[0]
    assert len(prompts.errors) == 1 and "2 writes not stored" in title
    assert text == f"First write; Second write: {GONE}"  # each sentence once, after the writes it names
    prompts.notices[0].close()  # the arbiter read it
    assert ops.run_in_turn("third write", _refused, lambda: None)
    qtbot.waitUntil(lambda: len(prompts.errors) == 2, timeout=10_000)
    assert len(prompts.notices) == 2 and prompts.errors[1] == ("Third write", GONE)
    assert prompts.errors[0] == (title, text)  # the closed message is not told again


def test_the_message_holds_nothing_up_and_says_what_it_is_given_while_open(qtbot: Any) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    notice = Prompts().notice(parent, "First write", GONE)  # returns at once: no event loop of its own
    boxes = [w for w in parent.findChildren(QMessageBox) if w.isVisible()]
    assert notice.is_open() and len(boxes) == 1 and not boxes[0].isModal()
    notice.show_text("2 writes not stored", f"First write; Second write: {GONE}")
    assert boxes[0].windowTitle() == "2 writes not stored" and "Second write" in boxes[0].text()
    boxes[0].accept()
    assert not notice.is_open()
    notice.show_text("ignored", "ignored")  # closed (and deleted): never touched again
