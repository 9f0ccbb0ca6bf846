"""Opens every dialog of the window the way the arbiter opens it (menus, buttons, a file chosen), for the
tests that look at each dialog: F1 (``tests/test_dialog_help.py``) and the pseudo-language sweep
(``tests/test_gui_translations.py``). Both require that the walk reached every dialog of
``arbiter_gui.dialog_help.DIALOG_SECTIONS``, so a dialog added without a way here fails them."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QDialog

from arbiter_gui.dialog_help import TextTopic, help_key
from arbiter_gui.dialogs.end_of_event import PrizeCategoriesDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.main_window import ROUNDS, MainWindow
from outputs.exports.csv_export import Table, table_text
from outputs.snapshot import take_snapshot
from player_library.sample_lists import Layout, write_list
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, wait_until_idle
from values import GameResult

Visit = Callable[[QDialog], None]
"""Called with each dialog, shown and active."""
Closed = Callable[[QDialog, "QDialog | None"], None]
"""Called after each dialog was cancelled, with the dialog still open under it (None: the main window)."""


def _ignore(_dialog: QDialog, _under: QDialog | None) -> None:
    return None


def open_every_dialog(
    window: MainWindow,
    qtbot: Any,
    prompts: ScriptedPrompts,
    folder: Path,
    sample: Path,
    visit: Visit,
    closed: Closed = _ignore,
) -> list[str]:
    """Open ``sample`` (an event with a round in progress, ``arbiter_gui.sample_event``) and every dialog;
    ``visit`` each, then cancel it. Returns the help keys of the dialogs visited, in order."""
    seen: list[str] = []
    under: list[QDialog] = []

    def show(dialog: QDialog) -> bool:
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
        seen.append(help_key(dialog))
        visit(dialog)
        if isinstance(dialog, PrizeCategoriesDialog):  # its Add opens the category's own dialog
            under.append(dialog)
            dialog.run_dialog = show
            dialog.add.click()
            under.pop()
        dialog.reject()
        closed(dialog, under[-1] if under else None)
        return False

    def opened_by(action: Any, answer: Callable[[QDialog], bool | None] = show) -> None:
        prompts.dialogs.append(answer)
        prompts.confirms += [False] * 3
        action.trigger()
        wait_until_idle(window, qtbot)
        prompts.dialogs.clear()
        prompts.confirms.clear()

    window.files.open_path(sample)
    wait_until_idle(window, qtbot)
    tf = window.tf
    assert tf is not None
    a = window.commands
    window.players_view.table.view.selectRow(0)
    for action in (
        a.new,
        a.connect_server,
        a.event_settings,
        a.add_player,
        a.request_bye,
        a.check_in,
        a.entry_fees,
        a.forbidden_pairs,
        a.shortcuts_help,
    ):
        opened_by(action)
    opened_by(a.print_document)  # the chooser, cancelled
    opened_by(a.print_preview, lambda _chooser: None)  # accepted: the preview comes from the worker
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert isinstance(preview, QDialog)
    show(preview)

    serving = window.serving  # Publish > Serve to phones: its window, on the loopback only
    serving.host, serving.port = "127.0.0.1", 0
    serving.action.trigger()
    qtbot.waitUntil(lambda: serving.window is not None, timeout=30_000)
    assert serving.window is not None
    show(serving.window)
    serving.stop()
    qtbot.waitUntil(lambda: serving.action.isEnabled() and not serving.action.isChecked(), timeout=30_000)

    window.show_view(ROUNDS)  # the last round's pairing explained (on the worker)
    prompts.dialogs.append(show)
    a.explain.trigger()
    qtbot.waitUntil(lambda: f"TextDialog/{TextTopic.PAIRING_EXPLANATION.value}" in seen, timeout=60_000)
    wait_until_idle(window, qtbot)
    prompts.dialogs.clear()

    for action in window.end_of_event.menu().actions():
        if not action.isSeparator() and action.isEnabled():
            opened_by(action)

    prompts.paths.append(DATA / "gui" / "players.csv")
    opened_by(a.import_csv)
    rows = list(csv.reader(io.StringIO(table_text(take_snapshot(tf), Table.PAIRINGS, 3))))
    sheet = folder / "round3.csv"
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")
    prompts.paths.append(sheet)
    opened_by(window.publishing.import_results)

    prompts.paths.append(write_list(folder / "players_list_foa.txt", 30, Layout.COMBINED_TXT))
    opened_by(a.import_fide_list)
    national = folder / "sui.csv"
    national.write_text("Nr;Nachname;Vorname;Verein;Elo\n1;Keller;Anna;SK Basel;1850\n", encoding="utf-8")
    prompts.paths.append(national)
    opened_by(a.import_national_list)
    opened_by(a.update_ratings)

    # a pairing is changed by hand only before any result: complete round 3, pair round 4
    for board in tf.rounds.boards(3):
        if board.result is None:
            tf.results.set(3, board.board, GameResult.DRAW)
    window.ops.reload()
    a.pair.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    wait_until_idle(window, qtbot)
    opened_by(a.edit_pairing)

    # a round robin's Berger table: the text dialog as the rounds controller makes it
    berger = TextDialog(
        window,
        QApplication.translate("RoundsController", "Round {rnd}: the Berger table").format(rnd=1),
        QApplication.translate("RoundsController", "C.05 Annex 1, by pairing number."),
        "1 - 4   2 - 3",
        TextTopic.BERGER_TABLE,
    )
    qtbot.addWidget(berger)
    show(berger)

    # a team event's dialogs (the sample is an individual event): made as the Teams view makes them
    from arbiter_gui.dialogs.teams import LineupDialog, TeamDialog, TeamWithdrawalDialog

    for dialog in (
        TeamDialog(window),
        LineupDialog((), 2, window),
        TeamWithdrawalDialog((), 2, 5, None, window),
    ):
        qtbot.addWidget(dialog)
        show(dialog)
    return seen
