"""A Double-Swiss event (C.04.5) in the real window: chosen on the New-tournament form, a match paired,
both results of a board typed as two keys (game 1, then game 2), a correction asked first, Del
clearing both, and Edit > Undo taking both back as one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.main_window import MainWindow
from engine.model import PairingSystem
from tests.test_gui_support import PLAYERS_IN, add_player, pair
from values import GameResult

W, B, D = GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW


def start_double_swiss(window: MainWindow, prompts, path: Path, players: int) -> None:  # type: ignore[no-untyped-def]
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Rapid Double-Swiss")
        d.system.setCurrentIndex(d.system.findData("double_swiss"))
        assert d.system_use.isVisibleTo(d) and "two games" in d.system_use.text()
        assert not d.rules.isVisibleTo(d)
        d.rounds.setValue(3)

    prompts.dialogs.append(fill)
    prompts.paths.append(path)
    window.commands.new.trigger()
    for name, rating in PLAYERS_IN[:players]:
        add_player(window, prompts, name, rating)


def games(window: MainWindow, board: int) -> tuple[GameResult | None, GameResult | None]:
    tf = window.tf
    assert tf is not None
    return tuple(  # type: ignore[return-value]
        next(b.result for b in tf.rounds.boards(r) if b.board == board) for r in (1, 2)
    )


def test_two_keys_enter_both_games_of_a_board_and_undo_takes_both_back(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    prompts,
    tmp_path: Path,
) -> None:
    start_double_swiss(window, prompts, tmp_path / "ds.arbiter", players=4)
    tf = window.tf
    assert tf is not None
    settings = tf.event.settings()
    assert settings.system is PairingSystem.DOUBLE_SWISS and settings.number_of_rounds == 6
    pair(window, qtbot)
    assert tf.rounds.paired == 2
    view = window.rounds_view
    assert view.round_picker.itemText(view.round_picker.currentIndex()) == "Match 1, game 1"
    assert "two keys per board" in view.hint.text()
    table = view.table
    table.setFocus()
    table.go_to_row(0)
    qtbot.keyClick(table, "1")
    assert games(window, 1) == (None, None)  # game 1 typed, waiting for game 2
    qtbot.keyClick(table, "=")
    assert games(window, 1) == (W, D)
    assert table.currentIndex().row() == 1  # the cursor moved on to board 2
    qtbot.keyClicks(table, "01")
    assert games(window, 2) == (B, W)
    table.go_to_row(0)
    qtbot.keyClick(table, "1")
    table.go_to_row(1)  # moving away drops a half-typed match
    qtbot.keyClick(table, "5")
    assert games(window, 2) == (B, W)
    table.go_to_row(0)
    prompts.confirms.append(True)  # a correction is asked first
    qtbot.keyClicks(table, "00")
    assert games(window, 1) == (B, B)
    assert "already has the results 1-0, \u00bd-\u00bd" in prompts.questions[-1][1]
    window.commands.undo.trigger()
    assert games(window, 1) == (W, D)  # both games back in one step
    table.go_to_row(1)
    prompts.confirms.append(True)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert games(window, 2) == (None, None)
