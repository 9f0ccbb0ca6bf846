"""Every command of the window reaches the code that does it (issue #16: the window's mixins became
controllers; no command the window had may be lost on the way).

The window is built after each command's method is replaced by a recorder, so a menu entry, toolbar
button or view button that is not connected (or connected to another command) fails here. The list of
entries is the window's menus as they were before the controllers (``main``'s ``main_window.py``,
``end_of_event.py``, ``publishing.py``): an entry gone from the menus fails too, and so does a new one
that nobody added here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction, QUndoCommand
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu, QToolBar, QToolButton

from arbiter_gui.controllers.desk import DeskController
from arbiter_gui.controllers.files import FilesController
from arbiter_gui.controllers.library import LibraryController
from arbiter_gui.controllers.players import PlayersController
from arbiter_gui.controllers.printing import Output, PrintController
from arbiter_gui.controllers.rounds import RoundsController
from arbiter_gui.end_of_event import EndOfEvent
from arbiter_gui.file_filters import JSON_FILES, PGN_FILES
from arbiter_gui.main_window import PLAYERS, ROUNDS, MainWindow
from arbiter_gui.operations import Operations
from arbiter_gui.publishing import Publishing
from arbiter_gui.sections import SectionSwitcher
from arbiter_gui.serving import Serving
from outputs.projector import Mode
from tests.test_db_support import new_file
from tests.test_gui_support import ScriptedPrompts, temp_settings

Target = tuple[type, str, tuple[object, ...]]
"""The class whose method a command calls, the method's name, and the arguments it must be given (an
empty tuple: the arguments are not checked; a signal's ``checked`` flag may come along)."""

MENU_COMMANDS: dict[str, Target] = {
    "File > New tournament…": (FilesController, "new_tournament", ()),
    "File > Connect to venue server…": (FilesController, "connect_dialog", ()),
    "File > Open…": (FilesController, "open_dialog", ()),
    "File > Tournament settings…": (FilesController, "edit_event", ()),
    "File > Add a section…": (SectionSwitcher, "add_section", ()),
    "File > Rename this section…": (SectionSwitcher, "rename_current", ()),
    "File > Delete this section…": (SectionSwitcher, "delete_current", ()),
    "File > Import TRF…": (FilesController, "import_trf", ()),
    "File > Export TRF…": (FilesController, "export_trf", ()),
    "File > Save a copy…": (FilesController, "save_copy", ()),
    "File > Print…": (PrintController, "print_document", (Output.PRINT,)),
    "File > Print preview…": (PrintController, "print_document", (Output.PREVIEW,)),
    "File > Open in PDF viewer…": (PrintController, "print_document", (Output.VIEWER,)),
    "File > Save as PDF…": (PrintController, "print_document", (Output.PDF,)),
    "File > Close tournament": (FilesController, "close_file", ()),
    "File > Quit": (MainWindow, "close", ()),
    "Edit > Undo": (Operations, "undo", ()),
    "Edit > Redo": (Operations, "redo", ()),
    "Edit > Filter…": (MainWindow, "focus_filter", ()),
    "Players > Add player…": (PlayersController, "add_player", ()),
    "Players > Edit player…": (PlayersController, "edit_player", ()),
    "Players > Import players from CSV…": (PlayersController, "import_csv", ()),
    "Players > Withdraw…": (PlayersController, "withdraw", ()),
    "Players > Reinstate": (PlayersController, "reinstate", ()),
    "Players > Requested bye…": (PlayersController, "request_bye", ()),
    "Players > Cancel requested bye": (PlayersController, "cancel_bye", ()),
    "Players > Check-in…": (DeskController, "check_in", ()),
    "Players > Entry fees…": (DeskController, "entry_fees", ()),
    "Players > Prohibited pairings…": (LibraryController, "forbidden_pairs", ()),
    "Players > Draw lots for pairing numbers (round robin)…": (PlayersController, "draw_lots", ()),
    "Library > Import FIDE rating list…": (LibraryController, "import_fide_list", ()),
    "Library > Import national list…": (LibraryController, "import_national_list", ()),
    "Library > Update ratings from the library…": (LibraryController, "update_ratings", ()),
    "Rounds > Pair round 2": (RoundsController, "pair_next_round", ()),  # "Pair next round" without a file
    "Rounds > Pair all rounds (round robin)": (RoundsController, "pair_all_rounds", ()),
    "Rounds > Enter results": (RoundsController, "focus_results", ()),
    "Rounds > Previous round": (RoundsController, "step_round", (-1,)),
    "Rounds > Next round": (RoundsController, "step_round", (1,)),
    "Rounds > Re-pair last round…": (RoundsController, "repair_last_round", ()),
    "Rounds > Delete last round…": (RoundsController, "delete_last_round", ()),
    "Rounds > Edit pairing…": (RoundsController, "edit_pairing", ()),
    "Rounds > Check pairing rules": (RoundsController, "check_pairing", ()),
    "Rounds > Explain pairing…": (RoundsController, "explain_pairing", ()),
    "End of event > Officials, time control and rating…": (EndOfEvent, "officials", ()),
    "End of event > Round dates…": (EndOfEvent, "round_dates", ()),
    "End of event > Rating changes…": (EndOfEvent, "rating", ()),
    "End of event > Title norms…": (EndOfEvent, "norms", ()),
    "End of event > Explain a tie-break…": (EndOfEvent, "explain", ()),
    "End of event > Prize categories…": (EndOfEvent, "prize_categories", ()),
    "End of event > Prize list": (EndOfEvent, "prize_list", ()),
    "End of event > Check before export…": (EndOfEvent, "check_export", ()),
    "Publish > Projector: pairings": (Publishing, "show_projector", (Mode.PAIRINGS,)),
    "Publish > Projector: standings": (Publishing, "show_projector", (Mode.STANDINGS,)),
    "Publish > Write the web folder now…": (Publishing, "write_now", ()),
    "Publish > Publish after each round…": (Publishing, "_toggle_after_round", ()),
    "Publish > Export CSV tables…": (Publishing, "_export_csv", ()),
    "Publish > Export JSON…": (Publishing, "_export_file", ("JSON", "json", JSON_FILES)),
    "Publish > Export PGN…": (Publishing, "_export_file", ("PGN", "pgn", PGN_FILES)),
    "Publish > Import results of a round…": (Publishing, "import_results_dialog", ()),
    "Publish > Serve to phones…": (Serving, "_toggle", ()),  # issue 31
    "View > 1 Players": (MainWindow, "show_view", (0,)),
    "View > 2 Rounds and results": (MainWindow, "show_view", (1,)),
    "View > 3 Standings": (MainWindow, "show_view", (2,)),
    "View > 4 Crosstable": (MainWindow, "show_view", (3,)),
    "View > 5 Audit log": (MainWindow, "show_view", (4,)),
    "Help > Manual": (MainWindow, "show_manual", ()),  # at the view's section: tests/test_manual.py
    "Help > Keyboard shortcuts": (MainWindow, "show_shortcuts", ()),
    "Help > About Arbiter Desk": (MainWindow, "show_about", ()),
}
"""Each entry of the window's menus (menu > entry, without the Alt marks) and what it calls."""

Call = tuple[str, str, tuple[object, ...]]


def _recorder(calls: list[Call], cls: type, name: str) -> Callable[..., None]:
    def record(_self: object, *args: object, **kwargs: object) -> None:
        given = tuple(a for a in args if not isinstance(a, bool))  # the ``checked`` flag of a signal
        given += tuple(f"{k}={v}" for k, v in kwargs.items())
        calls.append((cls.__name__, name, given))

    return record


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[Call]:
    """Every target of ``MENU_COMMANDS`` (and the welcome page's "forget missing") replaced by a
    recorder; what they are called with, in order."""
    found: list[Call] = []
    targets = {(cls, name) for cls, name, _ in MENU_COMMANDS.values()} | {(FilesController, "forget_missing")}
    for cls, name in targets:
        monkeypatch.setattr(cls, name, _recorder(found, cls, name))
    return found


@pytest.fixture
def recording_window(
    qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts, calls: list[Call]
) -> Iterator[MainWindow]:
    """The window, built after the recorders are in place, with a paired tournament open."""
    tf = new_file(tmp_path, players=8, rounds=5)
    tf.rounds.pair_next()
    path = Path(tf.path)
    tf.close()
    w = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
    qtbot.addWidget(w)
    w.show()
    assert w.files.open_path(path)
    qtbot.waitUntil(lambda: not w.worker.active, timeout=120_000)
    yield w
    _close(w)


def _close(w: MainWindow) -> None:
    """Close the window by its base class's method (a recorder took the place of ``MainWindow.close``)."""
    QMainWindow.close(w)


def menu_entries(window: MainWindow) -> dict[str, QAction]:
    """Every entry of the menu bar's menus (not the recent files), by "menu > entry"."""
    entries: dict[str, QAction] = {}
    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        title = menu.title().replace("&", "")
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            entries[f"{title} > {action.text().replace('&', '')}"] = action
    return entries


def expected(target: Target) -> Call:
    cls, name, args = target
    return (cls.__name__, name, args)


def seen(call: Call, target: Target) -> Call:
    """``call`` as ``target`` names it (its arguments only when the target checks them)."""
    cls, name, args = call
    return (cls, name, args if target[2] else ())


def test_every_menu_entry_the_window_had_is_still_there(recording_window: MainWindow) -> None:
    entries = menu_entries(recording_window)
    assert set(entries) == set(MENU_COMMANDS)


@pytest.mark.parametrize("entry", sorted(MENU_COMMANDS))
def test_each_menu_entry_calls_its_command(
    recording_window: MainWindow, calls: list[Call], entry: str
) -> None:
    action = menu_entries(recording_window)[entry]
    stack = recording_window.undo_stack
    if entry in ("Edit > Undo", "Edit > Redo"):  # something to undo, or to redo
        stack.push(QUndoCommand("nothing"))
        if entry == "Edit > Redo":
            stack.undo()
    assert action.isEnabled(), f"{entry} is disabled with a paired tournament open"
    calls.clear()
    action.trigger()
    assert [seen(c, MENU_COMMANDS[entry]) for c in calls] == [expected(MENU_COMMANDS[entry])]


def _click(button: QAbstractButton) -> None:
    assert button.isEnabled() and button.isVisibleTo(button.window()), button.text()
    button.click()


def test_the_toolbar_and_view_buttons_call_their_commands(
    recording_window: MainWindow, calls: list[Call]
) -> None:
    w = recording_window
    bar = w.findChild(QToolBar, "main-toolbar")
    assert bar is not None
    toolbar: dict[str, QAbstractButton] = {
        b.text().replace("&", ""): b for b in bar.findChildren(QToolButton) if b.text()
    }
    wanted: list[tuple[QAbstractButton, Target]] = [
        (toolbar["New tournament"], MENU_COMMANDS["File > New tournament…"]),
        (toolbar["Open"], MENU_COMMANDS["File > Open…"]),
        (toolbar["Add player"], MENU_COMMANDS["Players > Add player…"]),
        (toolbar["Enter results"], MENU_COMMANDS["Rounds > Enter results"]),
        (toolbar["Print preview"], MENU_COMMANDS["File > Print preview…"]),
        (w.rounds_view.edit_button, MENU_COMMANDS["Rounds > Edit pairing…"]),
    ]
    pair_buttons = [b for b in bar.findChildren(QToolButton) if b.defaultAction() is w.commands.pair]
    assert len(pair_buttons) == 1
    wanted.append((pair_buttons[0], MENU_COMMANDS["Rounds > Pair round 2"]))
    # the Players view's buttons are the Players menu's own actions
    entries = menu_entries(w)
    for tool in w.players_view.findChildren(QToolButton):
        action = tool.defaultAction()
        target = next((t for e, t in MENU_COMMANDS.items() if entries[e] is action), None)
        if target is not None:  # not the filter's clear button
            wanted.append((tool, target))
    assert len(wanted) == 7 + 6  # add, edit, withdraw, reinstate, requested bye, import CSV
    for button, target in wanted:
        w.tabs.setCurrentIndex(PLAYERS if w.players_view.isAncestorOf(button) else ROUNDS)
        calls.clear()
        _click(button)
        assert [seen(c, target) for c in calls] == [expected(target)], button.text()


def test_the_rounds_views_pair_button_pairs(qtbot: Any, tmp_path: Path, calls: list[Call]) -> None:
    """The Rounds view's own "Pair round n" button, shown before the first round."""
    tf = new_file(tmp_path, players=8, rounds=5)
    path = Path(tf.path)
    tf.close()
    w = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(w)
    w.show()
    assert w.files.open_path(path)
    w.tabs.setCurrentIndex(ROUNDS)
    calls.clear()
    _click(w.rounds_view.pair_button)
    assert calls == [expected(MENU_COMMANDS["Rounds > Pair round 2"])]
    _close(w)


def test_the_welcome_page_calls_its_commands(qtbot: Any, tmp_path: Path, calls: list[Call]) -> None:
    """Without a file: the welcome page's buttons (New, Open, Import TRF, forget missing files)."""
    settings = temp_settings(tmp_path)
    settings.add_recent_file(tmp_path / "gone.arbiter")
    w = MainWindow(settings, ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(w)
    w.show()
    buttons = {b.text(): b for b in w.welcome.findChildren(QAbstractButton)}
    for text, target in (
        ("Start a new tournament", MENU_COMMANDS["File > New tournament…"]),
        ("Open a tournament file (.arbiter)", MENU_COMMANDS["File > Open…"]),
        ("Continue a tournament from a TRF file", MENU_COMMANDS["File > Import TRF…"]),
        ("Remove the missing files from this list", (FilesController, "forget_missing", ())),
    ):
        calls.clear()
        _click(buttons[text])
        assert calls == [expected(target)], text
    _close(w)


def test_file_open_recent_lists_the_recent_files_when_shown_and_opens_the_one_chosen(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    tf = new_file(tmp_path, players=4, rounds=3)
    path, name = Path(tf.path), tf.event.settings().name
    tf.close()
    window.settings.add_recent_file(path, name)
    recent = next(m for m in window.findChildren(QMenu) if m.title() == "Open &recent")
    assert recent is window.recent_menu
    recent.aboutToShow.emit()  # filled as it opens
    chosen = [a for a in recent.actions() if name in a.text()]
    assert len(chosen) == 1
    chosen[0].trigger()
    assert window.tf is not None and window.tf.path == path
