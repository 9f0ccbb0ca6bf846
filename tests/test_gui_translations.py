"""Every text the window shows goes through the translation system (issue 17).

The window is built under a pseudo-language: a ``QTranslator`` that returns every source text wrapped in
``⟦ ⟧``, and the same for the program's own non-Qt lookup (``texts.catalogue``, which the documents'
names, tie-break names, players' statuses... use). Then every menu, action (text, tooltip, status tip),
tab, label, button, placeholder, combo item, tooltip and table header of the window, of its dialogs and of
its message boxes is read: a text with letters that carries no mark was built without ``tr``/``translate``
and fails the test. The event's own data (names, places) and the few texts that are the same in every
language (``ALWAYS_THE_SAME``) are told apart explicitly.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTableView,
    QWidget,
)

from arbiter_gui.dialog_help import DIALOG_SECTIONS, help_key
from arbiter_gui.file_filters import KINDS, PDF_DOCUMENTS, TOURNAMENTS, TRF_FILES, file_filter
from arbiter_gui.main_window import MainWindow
from tests.conftest import DATA, REPO
from tests.dialog_walk import open_every_dialog
from tests.test_gui_support import ScriptedPrompts, temp_settings, wait_until_idle
from texts import catalogue
from texts.catalogue import CATALOGUES, LANGUAGES

OPEN, CLOSE = "\u27e6", "\u27e7"

ALWAYS_THE_SAME = {
    "Arbiter Desk",
    *LANGUAGES.values(),  # each language is offered under its own name
    "A4",
    "A3",
    "LETTER",
    "PDF",
    "CSV",
    "JSON",
    "PGN",
    "TRF",
}
"""Texts that no language translates: the program's name, the languages' own names, paper sizes and
file formats."""

CODES = re.compile(r"^[A-Z0-9/\-+=*()½.,:;#\s\t\u2013\u2014\u00b7Σ]{0,12}$")
"""Tie-break codes (``BH/C1``), titles (``GM``), federations, results (``1-0``, ``½-½``), keys (``Ctrl+R``
is shown by Qt in the platform's own words): short runs without lower-case letters."""


class PseudoTranslator(QTranslator):
    """Every source text comes back marked, so that an unmarked text on screen was never looked up."""

    def translate(  # noqa: D102 - Qt's virtual
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return f"{OPEN}{source}{CLOSE}" if source else source


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[None]:
    translator = PseudoTranslator(qapp)
    assert QCoreApplication.installTranslator(translator)

    def marked(self: Any, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        text = f"{OPEN}{source}{CLOSE}" if source else source
        return text.replace("%n", str(n)) if n >= 0 else text

    monkeypatch.setattr(catalogue.Catalogue, "translate", marked)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_pseudo_translation_reaches_qt_and_the_catalogue(pseudo: None) -> None:
    """Without this the walk below would prove nothing."""
    assert QCoreApplication.translate("MainWindow", "&File") == f"{OPEN}&File{CLOSE}"
    assert QCoreApplication.translate("X", "%n board(s)", None, 3) == f"{OPEN}3 board(s){CLOSE}"
    assert catalogue.translate("Documents", "Pairings") == f"{OPEN}Pairings{CLOSE}"


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text ``widget`` and its children show."""
    found: list[tuple[str, str]] = [("window title", widget.windowTitle())]
    for w in [widget, *widget.findChildren(QWidget)]:
        name = type(w).__name__
        found.append((f"{name} tooltip", w.toolTip()))
        if isinstance(w, QLabel):
            found.append((f"{name} text", w.text()))
        if isinstance(w, QAbstractButton):
            found.append((f"{name} text", w.text()))
        if isinstance(w, QLineEdit):
            found.append((f"{name} placeholder", w.placeholderText()))
        if isinstance(w, QGroupBox):
            found.append((f"{name} title", w.title()))
        if isinstance(w, QComboBox):
            found += [(f"{name} item", w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QTabBar):
            found += [(f"{name} tab", w.tabText(i)) for i in range(w.count())]
            found += [(f"{name} tab tooltip", w.tabToolTip(i)) for i in range(w.count())]
        if isinstance(w, QMenu):
            found.append((f"{name} title", w.title()))
        if isinstance(w, QTableView) and w.model() is not None:
            model = w.model()
            for c in range(model.columnCount()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.headerData(c, Qt.Orientation.Horizontal, role)
                    if isinstance(value, str):
                        found.append((f"{name} header", value))
    for action in widget.findChildren(QAction):
        if action.isSeparator():
            continue
        found += [("action", action.text()), ("action tooltip", action.toolTip())]
        found.append(("action status tip", action.statusTip()))
        menu = action.menu()
        if isinstance(menu, QMenu):
            found.append(("menu", menu.title()))
    yield from found


def _unmarked(texts: Iterator[tuple[str, str]], data: set[str]) -> list[tuple[str, str]]:
    bad = []
    for where, text in texts:
        plain = text.strip()
        if not plain or OPEN in plain or not re.search(r"[^\W\d_]", plain):
            continue
        if plain in ALWAYS_THE_SAME or plain in data or CODES.match(plain):
            continue
        if any(plain.startswith(d) or plain.endswith(d) for d in data if len(d) > 3):
            continue  # a cell or tooltip that is the event's data (a name, a file path)
        bad.append((where, plain))
    return sorted(set(bad))


def _event_data(path: Path) -> set[str]:
    """What the file holds (names, places, dates): shown as it is in every language."""
    import operations

    with operations.open_file(path) as tf:
        t = tf.tournament()
        names = {p.name for p in t.players}
        names |= {f"{p.title} {p.name}".strip() for p in t.players}
        event = {t.name, t.city, t.federation, t.chief_arbiter, *t.deputy_arbiters, t.time_control}
    return {x for x in names | event | {str(path), path.name, str(path.parent)} if x}


@pytest.fixture
def sample(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from arbiter_gui.sample_event import build

    return build(tmp_path_factory.mktemp("sample") / "sample.arbiter", players=14, rounds=5, played=3)


def test_every_text_of_the_window_is_translatable(
    pseudo: None, qtbot: Any, tmp_path: Path, sample: Path
) -> None:
    prompts = ScriptedPrompts()
    window = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    window.show()
    assert _unmarked(_texts(window), set()) == []  # the welcome page
    data = _event_data(sample)
    window.files.open_path(sample)
    wait_until_idle(window, qtbot)
    problems = []
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        wait_until_idle(window, qtbot)
        problems += _unmarked(_texts(window), data)
    assert sorted(set(problems)) == [], "\n".join(map(str, sorted(set(problems))))
    window.close()


def test_every_dialog_of_the_window_is_translatable(
    pseudo: None, qtbot: Any, tmp_path: Path, sample: Path
) -> None:
    """The dialogs the menus open (each walked, then cancelled), and the messages they give."""
    prompts = ScriptedPrompts()
    window = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    window.show()
    data = _event_data(sample)
    window.files.open_path(sample)
    wait_until_idle(window, qtbot)
    seen: list[str] = []
    problems: list[tuple[str, str]] = []

    def walk(dialog: QDialog) -> bool:
        seen.append(type(dialog).__name__)
        problems.extend((type(dialog).__name__ + " " + w, t) for w, t in _unmarked(_texts(dialog), data))
        return False

    a = window.commands
    window.players_view.table.view.selectRow(0)
    actions = [
        a.new,
        a.event_settings,
        a.add_player,
        a.edit_player,
        a.request_bye,
        a.print_preview,
        a.edit_pairing,
        a.forbidden_pairs,
        a.shortcuts_help,
        *window.end_of_event.menu().actions(),
    ]
    for action in actions:
        if action.isSeparator() or not action.isEnabled():
            continue
        prompts.dialogs.append(walk)
        prompts.confirms += [False] * 3
        action.trigger()
        wait_until_idle(window, qtbot)
        prompts.dialogs.clear()
        prompts.confirms.clear()
    prompts.paths.append(DATA / "gui" / "players.csv")  # the player import's preview
    prompts.dialogs.append(walk)
    a.import_csv.trigger()
    prompts.dialogs.clear()
    for title, text in prompts.infos + prompts.errors + prompts.questions:
        problems += _unmarked(iter([("message title", title), ("message", text)]), data)
    assert {
        "NewTournamentDialog",
        "PlayerDialog",
        "DocumentDialog",
        "OfficialsDialog",
        "PlayerImportDialog",
    } <= set(seen)
    print(seen, len(prompts.infos + prompts.errors + prompts.questions))
    assert len(seen) >= 8, seen
    assert sorted(set(problems)) == [], "\n".join(map(str, sorted(set(problems))))
    window.close()


def test_qt_speaks_the_chosen_language(qapp: QApplication) -> None:
    """The compiled catalogue and Qt's own (the standard buttons) are loaded; the documents' lookup
    follows the window's language."""
    from PySide6.QtWidgets import QDialogButtonBox

    from arbiter_gui.translation import install_translators, remove_translators

    try:
        assert len(install_translators("de")) == len(CATALOGUES) + 1  # ours, and Qt's own
        assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"
        assert QCoreApplication.translate("PlayersController", "%n player(s)", None, 1) == "1 Spieler"
        assert QCoreApplication.translate(
            "RoundsController", "%n board(s), {played} results entered, {missing} missing", None, 7
        ).startswith("7 Bretter")
        assert catalogue.current_language() == "de"
        assert catalogue.translate("Documents", "Crosstable") == "Kreuztabelle"
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Abbrechen"
        install_translators("ru")
        assert QCoreApplication.translate("PlayersController", "%n player(s)", None, 22) == "22 участника"
        install_translators("en")
        assert QCoreApplication.translate("PlayersController", "%n player(s)", None, 1) == "1 player"
        assert QCoreApplication.translate("PlayersController", "%n player(s)", None, 2) == "2 players"
    finally:
        remove_translators()
    assert QCoreApplication.translate("PlayersController", "%n player(s)", None, 2) == "2 player(s)"
    assert catalogue.current_language() == "en"


def test_the_language_is_chosen_in_the_settings(qtbot: Any, tmp_path: Path) -> None:
    """View > Language: the system's by default; a choice is remembered for the next start (and said)."""
    from arbiter_gui.translation import chosen_language, system_language

    prompts = ScriptedPrompts()
    settings = temp_settings(tmp_path)
    window = MainWindow(settings, prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    assert settings.language() == ""
    assert chosen_language(settings) == system_language()
    assert window.language_actions[""].isChecked()
    assert set(window.language_actions) == {"", *LANGUAGES}
    window.language_actions["it"].trigger()
    assert settings.language() == "it" and chosen_language(settings) == "it"
    assert window.language_actions["it"].isChecked() and not window.language_actions[""].isChecked()
    assert prompts.infos == [("Language", "Arbiter Desk speaks Italiano when it starts again.")]
    window.language_actions[""].trigger()
    assert settings.language() == "" and chosen_language(settings) == system_language()
    window.close()


def test_every_dialog_class_is_translatable(pseudo: None, qtbot: Any, tmp_path: Path, sample: Path) -> None:
    """Every dialog of ``DIALOG_SECTIONS`` (the one list of the window's dialogs), opened as the arbiter
    opens it (``tests/dialog_walk.py``), shows only translated texts (its Help button included)."""
    prompts = ScriptedPrompts()
    window = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    window.show()
    data = _event_data(sample) | {"players_list_foa.txt", "sui.csv", "round3.csv", "players.csv"}
    problems: list[tuple[str, str]] = []

    def walk(dialog: QDialog) -> None:
        served = {window.serving.address()} - {""}  # the address Serve to phones shows: data
        problems.extend((help_key(dialog) + " " + w, t) for w, t in _unmarked(_texts(dialog), data | served))

    seen = open_every_dialog(window, qtbot, prompts, tmp_path, sample, walk)
    assert set(seen) == set(DIALOG_SECTIONS), set(DIALOG_SECTIONS) ^ set(seen)
    for title, text in prompts.infos + prompts.errors + prompts.questions:
        problems += _unmarked(iter([("message title", title), ("message", text)]), data)
    assert sorted(set(problems)) == [], "\n".join(map(str, sorted(set(problems))))
    window.close()


FILTER_LINE = re.compile(rf"^{OPEN}[^{CLOSE}]+{CLOSE} \((\*(\.\w+)?)( \*\.\w+)*\)$")
"""A file dialog's filter line under the pseudo-language: a translated label, then glob patterns."""


def test_every_file_dialog_is_translatable(pseudo: None, qtbot: Any, tmp_path: Path, sample: Path) -> None:
    """The caption of every file and folder dialog the menus open, and every line of its list of file
    types: the label translated, the patterns untouched; every kind of file is offered somewhere."""
    prompts = ScriptedPrompts()
    window = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    window.show()
    window.files.open_path(sample)
    wait_until_idle(window, qtbot)
    a, p = window.commands, window.publishing
    for action in (
        a.open,
        a.import_trf,
        a.export_trf,
        a.save_copy,
        a.save_pdf,
        a.import_csv,
        a.import_fide_list,
        a.import_national_list,
        p.export_csv,
        p.export_json,
        p.export_pgn,
        p.import_results,
        p.publish_now,
    ):
        prompts.paths.append(None)  # the arbiter cancels the file dialog
        prompts.dialogs.append(lambda _d: None)  # Save as PDF asks which document first
        prompts.confirms += [False] * 3
        action.trigger()
        wait_until_idle(window, qtbot)
        prompts.paths.clear()
        prompts.dialogs.clear()
        prompts.confirms.clear()
    assert len(prompts.file_dialogs) == 13, prompts.file_dialogs
    problems = []
    offered = set()
    for caption, filters in prompts.file_dialogs:
        if not caption.startswith(OPEN):
            problems.append(("caption", caption))
        for line in filter(None, filters.split(";;")):
            if not FILTER_LINE.match(line):
                problems.append(("filter", line))
            offered.add(line[line.rindex("(") :])
    assert problems == []
    assert offered == {f"({' '.join(kind.patterns)})" for kind in KINDS}, "a kind of file never offered"
    window.close()


def test_file_filters_in_a_language(qapp: QApplication) -> None:
    """The labels in the window's language, the patterns as they are."""
    from arbiter_gui.translation import install_translators, remove_translators

    try:
        install_translators("fr")
        assert file_filter(PDF_DOCUMENTS) == "Documents PDF (*.pdf);;Tous les fichiers (*)"
        install_translators("ru")
        assert file_filter(TRF_FILES, all_files=False) == "Турнирные отчёты ФИДЕ (TRF) (*.trf *.txt)"
    finally:
        remove_translators()
    assert file_filter(TOURNAMENTS) == "Arbiter Desk tournaments (*.arbiter);;All files (*)"


GLOB_IN_TEXT = re.compile(r"\(\*(\.\w+)?( \*\.\w+)*\)")


def test_file_types_are_offered_from_one_place() -> None:
    """A file dialog's list of file types written as a plain text anywhere but ``arbiter_gui.file_filters``
    would escape translation: no string of the window's code holds a ``(*.ext)`` pattern."""
    import ast

    found = []
    for path in sorted((REPO / "arbiter_gui").rglob("*.py")):
        if path.name == "file_filters.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and GLOB_IN_TEXT.search(node.value)
            ):
                found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert found == []
    assert GLOB_IN_TEXT.search("CSV (*.csv *.txt);;All files (*)")  # the check sees the old form
