"""Forms an arbiter reported (issue #15 item 7): the new-tournament form keeps what was typed, the print
chooser proposes the sensible round for each document and says why, and every Alt key does one thing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.main_window import PLAYERS, ROUNDS, STANDINGS, MainWindow
from arbiter_gui.printing import DocumentDialog
from db.errors import OperationRefused
from outputs.documents.api import DocumentKind, documents_of
from tests.test_gui_support import ScriptedPrompts, pair, start_event, type_results
from values import EventSettings


def test_an_end_date_before_the_start_is_shown_at_the_field_and_nothing_typed_is_lost(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Spring Open 2026")
        d.city.setText("Nantes")
        d.chief_arbiter.setText("Martin, Claire")
        d.start_date.setDate(QDate(2026, 5, 3))
        d.end_date.setDate(QDate(2026, 5, 1))
        ok = d.buttons.button(d.buttons.StandardButton.Ok)
        assert not ok.isEnabled() and d.date_problem.isVisibleTo(d)
        assert d.date_problem.text() == "The end date (2026-05-01) is before the start date (2026-05-03)."
        d.accept()  # Enter: refused, the form stays with everything typed
        assert d.result() != d.DialogCode.Accepted
        assert (d.name.text(), d.city.text(), d.chief_arbiter.text()) == (
            "Spring Open 2026",
            "Nantes",
            "Martin, Claire",
        )
        d.end_date.setDate(QDate(2026, 5, 5))
        assert ok.isEnabled() and not d.date_problem.isVisibleTo(d)

    prompts.dialogs.append(fill)
    prompts.paths.append(tmp_path / "spring.arbiter")
    window.commands.new.trigger()
    assert window.tf is not None and prompts.errors == []
    event = window.tf.event.settings()
    assert (event.name, event.city, str(event.end_date)) == ("Spring Open 2026", "Nantes", "2026-05-05")


def test_a_refused_new_tournament_shows_the_form_again_with_its_input(
    qtbot: Any, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from arbiter_gui.controllers.files import FileOpener
    from tests.test_gui_support import temp_settings

    class RefusingOnce(FileOpener):
        calls = 0

        def create(self, path: Path, settings: EventSettings) -> Any:
            RefusingOnce.calls += 1
            if RefusingOnce.calls == 1:
                raise OperationRefused(f"federation {settings.federation!r}: use the 3-letter FIDE code")
            return super().create(path, settings)

    window = MainWindow(temp_settings(tmp_path), prompts, RefusingOnce(), log_folder=tmp_path / "logs")
    qtbot.addWidget(window)

    def first(d: NewTournamentDialog) -> None:
        d.name.setText("Club Cup")
        d.federation.setText("FR")

    def again(d: NewTournamentDialog) -> None:
        assert (d.name.text(), d.federation.text()) == ("Club Cup", "FR")  # the same form, as typed
        d.federation.setText("FRA")

    prompts.dialogs += [first, again]
    prompts.paths.append(tmp_path / "cup.arbiter")  # asked once
    window.commands.new.trigger()
    assert prompts.errors == [("New tournament", "federation 'FR': use the 3-letter FIDE code")]
    assert window.tf is not None and window.tf.event.settings().federation == "FRA"
    window.close()


def test_the_language_of_documents_is_chosen_with_the_event_and_changed_in_its_settings(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    """Issue 17: the New tournament form and Tournament settings offer the program's language (the
    default) or one of the six; the choice is stored in the file, undoable."""
    offered: list[list[tuple[str, str]]] = []

    def fill(d: NewTournamentDialog) -> None:
        offered.append([(d.language.itemData(i), d.language.itemText(i)) for i in range(d.language.count())])
        assert d.language.currentData() == ""
        d.name.setText("Open de Madrid")
        d.language.setCurrentIndex(d.language.findData("es"))

    prompts.dialogs.append(fill)
    prompts.paths.append(tmp_path / "madrid.arbiter")
    window.commands.new.trigger()
    assert prompts.errors == [] and window.tf is not None
    assert offered == [
        [
            ("", "The language of the program that prints"),
            ("en", "English"),
            ("fr", "Français"),
            ("de", "Deutsch"),
            ("es", "Español"),
            ("ru", "Русский"),
            ("it", "Italiano"),
        ]
    ]
    assert window.tf.event.settings().language == "es"
    shown: list[str] = []

    def change(d: NewTournamentDialog) -> None:
        shown.append(d.language.currentData())
        d.language.setCurrentIndex(d.language.findData("ru"))

    prompts.dialogs.append(change)
    window.commands.event_settings.trigger()
    assert shown == ["es"] and window.tf.event.settings().language == "ru"
    window.commands.undo.trigger()
    assert window.tf.event.settings().language == "es"
    prompts.dialogs.append(lambda d: d.language.setCurrentIndex(0))  # the program's language again
    window.commands.event_settings.trigger()
    assert window.tf.event.settings().language == ""
    assert prompts.errors == []


def test_the_print_chooser_proposes_the_round_each_document_needs_and_says_why(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "print.arbiter", players=6)
    pair(window, qtbot)
    type_results(window, qtbot, "1=0")
    pair(window, qtbot)
    type_results(window, qtbot, "1")  # round 2 is being played
    window.commands.previous_round.trigger()
    assert window.rounds_view.selected_round() == 1  # what the Rounds view shows does not matter
    seen: dict[DocumentKind, tuple[int, str]] = {}

    def look(d: DocumentDialog) -> bool:
        for kind in documents_of(False):  # an individual event: no team document offered
            d.kind.setCurrentIndex(d.kind.findData(kind))
            seen[kind] = (d.round.value() if d.round.isEnabled() else -1, d.why.text())
        return False  # cancel

    window.tabs.setCurrentIndex(STANDINGS)
    prompts.dialogs.append(lambda d: (_proposed(d, DocumentKind.STANDINGS), look(d))[1])
    window.commands.print_preview.trigger()
    assert seen[DocumentKind.PAIRINGS] == (2, "Round 2 is the last round paired.")
    assert seen[DocumentKind.SLIPS][0] == 2 and seen[DocumentKind.RESULTS][0] == 2
    after_one = "After round 1, the last round with every result (round 2 is still being played)."
    assert seen[DocumentKind.STANDINGS] == (1, after_one)
    assert seen[DocumentKind.CROSSTABLE] == (1, after_one) and seen[DocumentKind.WALLCHART][0] == 1
    assert seen[DocumentKind.PLAYERS][0] == -1  # no round to choose
    for tab, kind in ((PLAYERS, DocumentKind.PLAYERS), (ROUNDS, DocumentKind.PAIRINGS)):
        window.tabs.setCurrentIndex(tab)
        prompts.dialogs.append(lambda d, k=kind: (_proposed(d, k), False)[1])
        window.commands.print_preview.trigger()
    assert prompts.dialogs == [] and prompts.errors == []


def _proposed(d: DocumentDialog, kind: DocumentKind) -> None:
    assert d.chosen() is kind


# -- Alt keys ------------------------------------------------------------------------------------------


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def test_every_alt_key_does_one_thing_on_every_view(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "keys.arbiter", players=4)
    menus = [_mnemonic(a.text()) for a in window.menuBar().actions()]
    assert menus == ["f", "e", "p", "l", "r", "n", "b", "v", "h"]
    tabs = [_mnemonic(window.tabs.tabText(i)) for i in range(window.tabs.count())]
    assert None not in tabs
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        page = window.tabs.widget(i)
        inside = [
            _mnemonic(w.text())
            for w in page.findChildren(QLabel) + page.findChildren(QAbstractButton)
            if w.isVisibleTo(window) and (not isinstance(w, QLabel) or w.buddy() is not None)
        ]
        keys = [k for k in menus + tabs + inside if k is not None]
        assert len(keys) == len(set(keys)), (window.tabs.tabText(i), sorted(keys))


def test_alt_r_opens_the_rounds_menu(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "altr.arbiter", players=4)
    window.activateWindow()
    window.tabs.setCurrentIndex(PLAYERS)
    rounds_menu = window.menus["&Rounds"]
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(rounds_menu.isVisible, timeout=5000)
    assert window.tabs.currentIndex() == PLAYERS  # no tab was selected instead
    rounds_menu.hide()
    assert isinstance(rounds_menu, QMenu)
