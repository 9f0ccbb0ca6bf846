"""Markup in names is never rendered (issue 25, item 7): an event, players, a club and a file whose
names look like HTML, walked through every dialog of the window and every kind of message box. No label,
tooltip or message box may read them as rich text (``arbiter_gui.plain_text``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QWidget

from arbiter_gui.main_window import AUDIT, PLAYERS, MainWindow
from arbiter_gui.plain_text import RICH
from arbiter_gui.prompts import Prompts
from operations import tournament_file as dbapi
from tests.dialog_walk import open_every_dialog
from tests.test_gui_support import ScriptedPrompts, wait_until_idle
from values import PlayerDetails

LINK = "<a href=//x>Smith&Co</a>, Jo"
EVENT = "<b>Open</b> <a href=//x>Cup</a>"
CLUB = "<i>Club</i> <img src=//x/y.png>"
MARKERS = ("<a href", "<b>", "<i>", "<img")


@pytest.fixture(scope="module")
def hostile_sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample event (a round in progress) with markup in its name, a player's name and club, and
    the folder and file names."""
    from arbiter_gui.sample_event import build

    folder = tmp_path_factory.mktemp("markup") / "<b>events"
    folder.mkdir()
    path = build(folder / "<i>cup.arbiter", players=12, rounds=5, played=3)
    with dbapi.open_file(path) as tf:
        ev = tf.event.settings()
        from dataclasses import replace

        tf.event.update(replace(ev, name=EVENT, city="<u>Lyon</u>"))
        first = tf.players.all()[0]
        tf.players.edit(
            first.id,
            PlayerDetails(LINK, first.rating, first.title, first.federation, first.fide_id, club=CLUB),
        )
    return path


def rich_shown(widget: QWidget) -> list[str]:
    """The labels and tooltips under ``widget`` (itself included) that would read markup as HTML."""
    found = []
    for label in [widget, *widget.findChildren(QWidget)]:
        tip = label.toolTip()
        if any(m in tip for m in MARKERS):
            found.append(f"tooltip of {type(label).__name__}: {tip!r}")
        if not isinstance(label, QLabel) or not any(m in label.text() for m in MARKERS):
            continue
        if label.property(RICH) or label.textFormat() != Qt.TextFormat.PlainText:
            found.append(f"{type(label).__name__} {label.objectName()!r}: {label.text()!r}")
    return found


def test_no_dialog_or_view_reads_a_name_as_markup(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, hostile_sample: Path
) -> None:
    problems: list[str] = []
    showing: list[str] = []

    def visit(dialog: QDialog) -> None:
        problems.extend(f"{type(dialog).__name__}: {p}" for p in rich_shown(dialog))
        showing.extend(
            type(dialog).__name__
            for label in dialog.findChildren(QLabel)
            if any(m in label.text() for m in MARKERS)
        )

    open_every_dialog(window, qtbot, prompts, tmp_path, hostile_sample, visit)
    problems += [f"main window: {p}" for p in rich_shown(window)]
    assert problems == []
    # the walk did meet the names in labels (the check above is not vacuous)
    assert "ByeRequestDialog" in showing, showing
    assert any(m in window.file_label.text() for m in MARKERS)


def test_the_audit_log_tooltip_and_the_undo_menu_show_names_as_written(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, hostile_sample: Path, tmp_path: Path
) -> None:
    path = tmp_path / "copy.arbiter"
    path.write_bytes(hostile_sample.read_bytes())
    window.files.open_path(path)
    wait_until_idle(window, qtbot)
    window.show_view(PLAYERS)
    window.players_view.table.view.selectRow(0)
    prompts.confirms.append(True)
    window.commands.withdraw.trigger()
    wait_until_idle(window, qtbot)
    title, question = prompts.questions[-1]
    assert LINK in question  # the question the real prompts show as plain text (test below)
    undo = window.commands.undo.text()
    assert undo == "&Undo withdraw " + LINK.replace("&", "&&")  # its & shown, not a mnemonic
    window.show_view(AUDIT)
    wait_until_idle(window, qtbot)
    model = window.audit_view.table.view.model()
    qtbot.waitUntil(lambda: model.rowCount() > 0, timeout=10_000)
    tips = [str(model.index(r, 0).data(Qt.ItemDataRole.ToolTipRole)) for r in range(model.rowCount())]
    with_name = [t for t in tips if "Smith" in t]
    assert with_name and all("&lt;a href" in t and "<a href" not in t for t in with_name), with_name[:1]


@pytest.mark.parametrize("kind", ["error", "info", "confirm", "bug_report"])
def test_every_message_box_shows_its_text_as_written(qtbot: Any, kind: str) -> None:
    """The real prompts (not the test's): the box's text format, seen while it is open."""
    seen: list[tuple[Qt.TextFormat, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.textFormat(), box.text()))
        box.reject()

    QTimer.singleShot(100, answer)
    text = f"Withdraw {LINK} (no. 1) from round 4 on?"
    ask: dict[str, Callable[[], object]] = {
        "error": lambda: Prompts().error(None, "Refused", text),
        "info": lambda: Prompts().info(None, "Done", text),
        "confirm": lambda: Prompts().confirm(None, "Withdraw player", text),
        "bug_report": lambda: Prompts().bug_report(None, "Bug", text, "Traceback ..."),
    }
    answered = ask[kind]()
    assert seen == [(Qt.TextFormat.PlainText, text)]
    if kind == "confirm":
        assert answered is False  # closed without Yes
