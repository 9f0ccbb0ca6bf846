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


def boards_of(window: MainWindow, round_number: int) -> list[tuple[int, int]]:
    tf = window.tf
    assert tf is not None
    return [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(round_number).boards]


def match_one_played(window: MainWindow, qtbot, prompts, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A Double-Swiss of four players, match 1 paired and the two games of both its boards typed."""
    start_double_swiss(window, prompts, tmp_path / "ds.arbiter", players=4)
    pair(window, qtbot)
    table = window.rounds_view.table
    table.setFocus()
    table.go_to_row(0)
    qtbot.keyClicks(table, "1=01")  # board 1: 1-0 then ½-½; board 2: 0-1 then 1-0


def test_a_match_is_set_by_hand_checked_explained_undone_and_re_paired_in_the_window(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    prompts,
    tmp_path: Path,
) -> None:
    from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
    from arbiter_gui.dialogs.text import TextDialog
    from tests.test_gui_support import wait_for_worker

    match_one_played(window, qtbot, prompts, tmp_path)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None and tf.rounds.paired == 4
    met = boards_of(window, 1)
    engine = boards_of(window, 3)
    opened: list[list[tuple[int, int]]] = []

    def rematch(d: EditPairingDialog) -> None:
        opened.append(d.pairing()[0])
        for row, (white, black) in enumerate(met):
            d.set_board(row, white, black)

    prompts.dialogs.append(rematch)
    window.commands.edit_pairing.trigger()
    wait_for_worker(window, qtbot)
    assert opened == [engine]  # game 1 of the last match, as the engine paired it
    assert boards_of(window, 3) == met and boards_of(window, 4) == [(b, w) for w, b in met]
    panel = window.rounds_view.warnings
    assert window.rounds_view.selected_round() == 3 and panel.isVisible()
    assert any("C.04.5 2.1.1 [C1]" in line for line in panel.lines()), panel.lines()
    assert prompts.errors == []

    shown: list[str] = []
    prompts.dialogs.append(
        lambda d: shown.append(d.text.toPlainText()) if isinstance(d, TextDialog) else None
    )
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    assert "Double-Swiss" in shown[0] and "C.04.5 2.1.1 [C1]" in shown[0]

    window.commands.undo.trigger()  # both games back to the engine's pairing in one step
    wait_for_worker(window, qtbot)
    assert boards_of(window, 3) == engine and boards_of(window, 4) == [(b, w) for w, b in engine]
    window.commands.check_pairing.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert panel.isVisible() and panel.lines() == []

    prompts.confirms.append(True)
    window.commands.repair.trigger()
    wait_for_worker(window, qtbot)
    assert "match 2 (both its games)" in prompts.questions[-1][1]
    assert tf.rounds.paired == 4 and boards_of(window, 3) == engine  # nothing changed: the same pairing
    assert window.session.state is not None and window.session.state.round(4) is not None
    assert prompts.errors == [] and prompts.bugs == []


def test_the_crosstable_view_has_one_column_per_match(
    qtbot,  # type: ignore[no-untyped-def]
    window: MainWindow,
    prompts,
    tmp_path: Path,
) -> None:
    from tests.test_gui_support import wait_until_idle

    match_one_played(window, qtbot, prompts, tmp_path)
    window.standings.compute()
    wait_until_idle(window, qtbot)
    model = window.crosstable_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert [h for h in headers if str(h).isdigit()] == ["1"]  # two games, one match
    tf = window.tf
    assert tf is not None
    first = tf.rounds.get(1).boards[0]
    rank = {r.number: r.rank for r in model.rows}
    white = next(r for r in model.rows if r.number == int(first.white_number))
    assert white.cells == (f"{rank[int(first.black_number)]}w1 b½",)
    assert "Each match" in window.crosstable_view.legend.text()
