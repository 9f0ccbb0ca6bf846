"""The arbiter's desk in the window (issue 33): Players > Check-in ticked from the keyboard by number
and by name, the absent given a zero-point bye and taken back by Undo; the fixed board in the player
dialog."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.check_in import CheckInDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.main_window import MainWindow
from tests.test_gui_support import PLAYERS_IN, ScriptedPrompts, pair, start_event
from values import ByeKind


def test_check_in_by_number_and_name_then_the_absent_get_a_zero_point_bye(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "desk.arbiter", players=6)
    assert window.tf is not None
    players = {p.number: p for p in window.tf.players.all()}
    second_name = players[2].name.split(",")[0]

    def tick(d: CheckInDialog) -> bool:
        qtbot.keyClicks(d.typed, "1")
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        qtbot.keyClicks(d.typed, second_name.lower())
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        d.table.setFocus()
        d.table.selectRow(2)
        qtbot.keyClick(d.table, Qt.Key.Key_Space)
        assert d.listing is not None and d.listing.present == 3
        assert "3 of 6 present, 3 absent" in d.summary.text()
        d.zero_bye.click()
        assert d.listing is not None and d.listing.absent == ()
        return False  # Close

    prompts.dialogs.append(tick)
    prompts.confirms.append(True)
    window.commands.check_in.trigger()
    assert prompts.errors == []
    byes = window.tf.players.byes(1)
    assert len(byes) == 3 and all(b.kind is ByeKind.ZERO for b in byes)
    present = {e.player.number for e in window.tf.desk.check_in_list().entries if e.present}
    assert 1 in present and 2 in present and len(present) == 3
    window.commands.undo.trigger()  # the byes go
    assert window.tf.players.byes(1) == ()
    window.commands.redo.trigger()
    pair(window, qtbot)
    first = window.tf.rounds.all()[0]
    assert len(first.boards) == 1 and first.pairing_bye is not None  # three present: one game, one PAB


def test_the_player_dialog_fixes_a_board(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "fixed.arbiter", players=len(PLAYERS_IN))
    assert window.tf is not None
    window.players_view.table.select_key(window.tf.players.all()[-1].id)

    def fix(d: PlayerDialog) -> None:
        d.fixed_board.setValue(1)

    prompts.dialogs.append(fix)
    window.commands.edit_player.trigger()
    last = window.tf.players.all()[-1]
    assert last.fixed_board == 1
    pair(window, qtbot)
    first = window.tf.rounds.all()[0].boards[0]
    assert last.id in (first.white, first.black)


def test_a_fixed_board_not_kept_is_said_after_the_pairing(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "conflict.arbiter", players=len(PLAYERS_IN))
    assert window.tf is not None
    first, *_, last = window.tf.players.all()
    window.tf.players.fix_board(first.id, 1)
    window.tf.players.fix_board(last.id, 1)
    pair(window, qtbot)
    ((title, text),) = prompts.infos
    assert title == "Fixed boards in round 1"
    assert f"{last.name} keeps board 1, as {first.name} does" in text and "the higher game keeps it" in text
