"""F1 in the dialogs (issue 17): every dialog of the window has its section of the manual
(``arbiter_gui.dialog_help.DIALOG_SECTIONS``), F1 opens the manual there, and the manual stays usable while
a modal dialog is open."""

from __future__ import annotations

import csv
import importlib
import inspect
import io
import pkgutil
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

import arbiter_gui.dialogs
import arbiter_gui.library
from arbiter_gui.dialog_help import DIALOG_SECTIONS, TextTopic, help_key
from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.end_of_event import CategoryDialog, PrizeCategoriesDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.help import ManualWindow, slug
from arbiter_gui.main_window import ROUNDS, MainWindow
from bench.fide_lists import Layout, write_list
from db.values import GameResult
from publish.csv_export import Table, table_text
from publish.snapshot import take_snapshot
from tests.conftest import DATA, REPO
from tests.test_gui_support import ScriptedPrompts, wait_until_idle

MANUAL = REPO / "resources" / "manual" / "manual.md"
HEADINGS = [
    line.lstrip("#").strip()
    for line in MANUAL.read_text(encoding="utf-8").splitlines()
    if re.match(r"#{1,6} ", line)
]
SECTION_OF_ANCHOR = {slug(h): h for h in HEADINGS}
DIALOG_MODULES = ("arbiter_gui.printing",)
"""Modules outside ``arbiter_gui.dialogs`` and ``arbiter_gui.library`` that define a dialog."""


def dialog_classes() -> list[type[QDialog]]:
    """Every dialog class the window's packages define."""
    names = [*DIALOG_MODULES]
    for package in (arbiter_gui.dialogs, arbiter_gui.library):
        names += [f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]
    found = []
    for name in names:
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, QDialog) and cls.__module__ == name:
                found.append(cls)
    return found


def expected_keys() -> set[str]:
    """One help key per dialog class; one per topic for the read-only text."""
    keys = set()
    for cls in dialog_classes():
        if cls is TextDialog:
            keys |= {f"TextDialog/{topic.value}" for topic in TextTopic}
        else:
            keys.add(cls.__name__)
    return keys


def test_the_walk_finds_the_dialogs() -> None:
    """Without this the table test below could pass on an empty list."""
    names = {cls.__name__ for cls in dialog_classes()}
    assert {
        "NewTournamentDialog",
        "PlayerDialog",
        "DocumentDialog",
        "FideImportDialog",
        "TextDialog",
    } <= names
    assert len(names) >= 20


def test_every_dialog_has_a_section_of_the_manual() -> None:
    assert expected_keys() - set(DIALOG_SECTIONS) == set(), "dialogs without a section of the manual"
    assert set(DIALOG_SECTIONS) - expected_keys() == set(), "entries for dialogs that do not exist"
    missing = {key: anchor for key, anchor in DIALOG_SECTIONS.items() if anchor not in SECTION_OF_ANCHOR}
    assert missing == {}, "anchors that are no section of resources/manual/manual.md"


# -- F1 through the window -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from arbiter_gui.sample_event import build

    return build(tmp_path_factory.mktemp("sample") / "sample.arbiter", players=12, rounds=5, played=3)


def _press_f1(window: MainWindow, qtbot: Any, dialog: QDialog) -> tuple[str, bool, bool]:
    """F1 in ``dialog`` shown: (the section the manual shows, lent to the dialog, the Help button there)."""
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    QTest.keyClick(dialog, Qt.Key.Key_F1)
    manual = window.help_window
    assert manual is not None and manual.isVisible()
    boxes = dialog.findChildren(QDialogButtonBox)
    has_help = any(box.button(QDialogButtonBox.StandardButton.Help) is not None for box in boxes)
    return manual.current_section(), manual.parentWidget() is dialog, has_help or not boxes


def test_f1_in_every_dialog_opens_its_section(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, sample: Path
) -> None:
    """Every dialog opened the way the arbiter opens it (menus, buttons), F1 pressed in it."""
    shown: dict[str, str] = {}
    problems: list[str] = []

    def f1(dialog: QDialog, close: bool = True) -> bool:
        section, lent, help_button = _press_f1(window, qtbot, dialog)
        shown[help_key(dialog)] = section
        if not lent:
            problems.append(f"{help_key(dialog)}: the manual is not lent to the dialog")
        if not help_button:
            problems.append(f"{help_key(dialog)}: no Help button in its button box")
        if close:  # as Cancel does; the manual goes back to the window that lent it
            dialog.reject()
            manual = window.help_window
            if manual is None or not manual.isVisible() or manual.parentWidget() is dialog:
                problems.append(f"{help_key(dialog)}: the manual was not given back")
        return False

    def opened_by(action: Any, then: Any = f1, confirms: int = 3) -> None:
        prompts.dialogs.append(then)
        prompts.confirms += [False] * confirms
        action.trigger()
        wait_until_idle(window, qtbot)
        prompts.dialogs.clear()
        prompts.confirms.clear()

    window.files.open_path(sample)
    wait_until_idle(window, qtbot)
    a = window.commands
    window.players_view.table.view.selectRow(0)
    for action in (a.new, a.event_settings, a.add_player, a.request_bye, a.forbidden_pairs, a.shortcuts_help):
        opened_by(action)
    opened_by(a.print_document)  # the chooser, cancelled

    def chooser_accepted(dialog: QDialog) -> None:
        return None

    opened_by(a.print_preview, chooser_accepted)  # the chooser accepted: the preview comes from the worker
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert isinstance(preview, QDialog)
    f1(preview)
    preview.close()

    window.show_view(ROUNDS)  # rounds: explain the last round's pairing (on the worker)
    prompts.dialogs.append(f1)
    a.explain.trigger()
    qtbot.waitUntil(lambda: "TextDialog/pairing-explanation" in shown, timeout=60_000)
    prompts.dialogs.clear()

    def categories(dialog: QDialog) -> bool:
        assert isinstance(dialog, PrizeCategoriesDialog)
        f1(dialog, close=False)

        def nested(inner: QDialog) -> bool:
            assert isinstance(inner, CategoryDialog)
            f1(inner)
            manual = window.help_window
            if manual is None or manual.parentWidget() is not dialog or not manual.isVisible():
                problems.append("the manual did not go back to the outer dialog")
            return False

        dialog.run_dialog = nested
        dialog.add.click()
        dialog.reject()
        return False

    for action in window.end_of_event.menu().actions():
        if action.isSeparator() or not action.isEnabled():
            continue
        opened_by(action, categories if "categor" in action.text().lower() else f1)

    prompts.paths.append(DATA / "gui" / "players.csv")
    opened_by(a.import_csv)
    tf = window.tf
    assert tf is not None
    rows = list(csv.reader(io.StringIO(table_text(take_snapshot(tf), Table.PAIRINGS, 3))))
    sheet = tmp_path / "round3.csv"
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")
    prompts.paths.append(sheet)
    opened_by(window.publishing.import_results)

    prompts.paths.append(write_list(tmp_path / "players_list_foa.txt", 30, Layout.COMBINED_TXT))
    opened_by(a.import_fide_list)
    national = tmp_path / "sui.csv"
    national.write_text("Nr;Nachname;Vorname;Verein;Elo\n1;Keller;Anna;SK Basel;1850\n", encoding="utf-8")
    prompts.paths.append(national)
    opened_by(a.import_national_list)
    opened_by(a.update_ratings)

    # the last round's pairing by hand: only before any result, so in a round just paired
    for board in tf.boards(3):
        if board.result is None:
            tf.set_result(3, board.board, GameResult.DRAW)
    window.ops.reload()
    window.commands.pair.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    wait_until_idle(window, qtbot)
    opened_by(a.edit_pairing)

    berger = TextDialog(window, "Round 1: the Berger table", "C.05 Annex 1", "1 - 4", TextTopic.BERGER_TABLE)
    qtbot.addWidget(berger)
    f1(berger)
    berger.close()

    assert problems == []
    expected = {key: SECTION_OF_ANCHOR[anchor] for key, anchor in DIALOG_SECTIONS.items()}
    assert shown == expected
    manual = window.help_window
    assert manual is not None and manual.parentWidget() is window and manual.isVisible()


def test_the_help_button_opens_the_same_section(qtbot: Any, window: MainWindow) -> None:
    dialog = ByeRequestDialog(window, "1 Martin, Anne", 2, 5)
    qtbot.addWidget(dialog)
    dialog.show()
    (box,) = dialog.findChildren(QDialogButtonBox)
    help_button = box.button(QDialogButtonBox.StandardButton.Help)
    assert help_button is not None
    help_button.click()
    manual = window.help_window
    assert manual is not None and manual.isVisible()
    assert (
        manual.current_section() == SECTION_OF_ANCHOR[DIALOG_SECTIONS["ByeRequestDialog"]] == "Registration"
    )
    assert dialog.isVisible()  # Help does not close the form


def test_the_manual_can_be_read_while_a_modal_dialog_is_open(qtbot: Any, window: MainWindow) -> None:
    """A dialog shown with exec() blocks the other windows of the program: the manual opened from the main
    window is blocked too (the keys are lost), the manual lent by F1 answers, and the dialog stays open;
    when the dialog closes, the manual stays open at the main window's level."""
    dialog = ByeRequestDialog(window, "1 Martin, Anne", 2, 5)
    qtbot.addWidget(dialog)
    seen: dict[str, object] = {}

    def down_in_contents(manual: ManualWindow) -> str:
        """Down arrow in the manual's table of contents, through the window system (as a real key)."""
        manual.contents.setFocus()
        before = manual.current_section()
        QTest.keyClick(manual.windowHandle(), Qt.Key.Key_Down)
        QApplication.processEvents()
        return before + " -> " + manual.current_section()

    def during() -> None:
        try:
            seen["modal"] = QApplication.activeModalWidget() is dialog
            manual = window.show_manual("Registration")  # the main window's manual: blocked
            seen["blocked"] = down_in_contents(manual)
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
            QTest.keyClick(dialog, Qt.Key.Key_F1)  # lent to the dialog: usable
            seen["lent"] = manual.parentWidget() is dialog
            seen["usable"] = down_in_contents(manual)
            seen["dialog open"] = dialog.isVisible()
        finally:
            dialog.reject()

    QTimer.singleShot(0, during)
    QTimer.singleShot(20_000, dialog.reject)  # never hang the suite
    dialog.exec()
    assert seen["modal"] is True
    assert seen["blocked"] == "Registration -> Registration"
    assert seen["lent"] is True and seen["dialog open"] is True
    assert seen["usable"] == "Registration -> The player library"
    manual = window.help_window
    assert manual is not None and manual.parentWidget() is window and manual.isVisible()
