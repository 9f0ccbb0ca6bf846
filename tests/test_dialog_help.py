"""F1 in the dialogs (issue 17): every dialog of the window has its section of the manual
(``arbiter_gui.dialog_help.DIALOG_SECTIONS``), F1 opens the manual there, and the manual stays usable while
a modal dialog is open."""

from __future__ import annotations

import importlib
import inspect
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
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.help import ManualWindow, slug
from arbiter_gui.main_window import MainWindow
from tests.conftest import REPO
from tests.dialog_walk import open_every_dialog
from tests.test_gui_support import ScriptedPrompts

MANUAL = REPO / "resources" / "manual" / "manual.md"
HEADINGS = [
    line.lstrip("#").strip()
    for line in MANUAL.read_text(encoding="utf-8").splitlines()
    if re.match(r"#{1,6} ", line)
]
SECTION_OF_ANCHOR = {slug(h): h for h in HEADINGS}
DIALOG_MODULES = ("arbiter_gui.printing", "arbiter_gui.serving")
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


def test_f1_in_every_dialog_opens_its_section(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, sample: Path
) -> None:
    """Every dialog opened the way the arbiter opens it (menus, buttons), F1 pressed in it: the manual
    shows the dialog's section, lent to the dialog, and goes back when the dialog closes (to the dialog
    under it, if any)."""
    shown: dict[str, str] = {}
    problems: list[str] = []

    def f1(dialog: QDialog) -> None:
        QTest.keyClick(dialog, Qt.Key.Key_F1)
        manual = window.help_window
        key = help_key(dialog)
        if manual is None or not manual.isVisible():
            problems.append(f"{key}: no manual")
            return
        shown[key] = manual.current_section()
        if manual.parentWidget() is not dialog:
            problems.append(f"{key}: the manual is not lent to the dialog")
        boxes = dialog.findChildren(QDialogButtonBox)
        if boxes and all(box.button(QDialogButtonBox.StandardButton.Help) is None for box in boxes):
            problems.append(f"{key}: no Help button in its button box")

    def closed(dialog: QDialog, under: QDialog | None) -> None:
        manual = window.help_window
        owner = under if under is not None else window
        if manual is None or not manual.isVisible() or manual.parentWidget() is not owner:
            problems.append(f"{help_key(dialog)}: the manual was not given back to {type(owner).__name__}")

    open_every_dialog(window, qtbot, prompts, tmp_path, sample, f1, closed)
    assert problems == []
    expected = {key: SECTION_OF_ANCHOR[anchor] for key, anchor in DIALOG_SECTIONS.items()}
    assert shown == expected


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
