"""Opening a file resets every view to it (issue #15 item 2): an arbiter who looked at round 5, board 3
of one event and opens another must not overwrite a result of the new one with the next key."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arbiter_gui.main_window import PLAYERS, ROUNDS, STANDINGS, MainWindow
from operations import tournament_file as dbapi
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, wait_for_standings

TOURNAMENTS = DATA / "conformance_sample" / "dutch2025" / "tournaments"
EIGHT_ROUNDS = TOURNAMENTS / "bbp6_p010_r08_s1011.trf"
THIRTEEN_ROUNDS = TOURNAMENTS / "bbp6_p016_r13_s1125.trf"


def _file(trf: Path, path: Path) -> Path:
    tf, _ = dbapi.import_trf(trf, path)
    tf.close()
    return path


def test_another_file_opens_on_its_own_last_round_with_no_board_selected(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    first = _file(EIGHT_ROUNDS, tmp_path / "first.arbiter")
    second = _file(THIRTEEN_ROUNDS, tmp_path / "second.arbiter")
    assert window.files.open_path(first)
    # the arbiter looks at round 5, board 3, filters the players and picks the standings after round 3
    picker = window.rounds_view.round_picker
    picker.setCurrentIndex(picker.findData(5))
    window.show_view(ROUNDS)
    table = window.rounds_view.table
    table.go_to_row(2)
    window.players_view.table.filter.setText("a")
    standings = window.standings_view.after_round
    standings.setCurrentIndex(standings.findData(3))
    wait_for_standings(window, qtbot)
    assert window.standings.tables is not None and window.standings.tables.after_round == 3
    window.commands.close_file.trigger()

    assert window.files.open_path(second)
    tf = window.tf
    assert tf is not None
    before = [b.result for b in tf.rounds.get(5).boards]
    assert window.rounds_view.selected_round() == 13
    assert not table.currentIndex().isValid() and table.selectionModel().selectedRows() == []
    assert window.tabs.currentIndex() == ROUNDS
    table.setFocus()
    qtbot.keyClick(table, "1")  # nothing selected: nothing entered, nothing asked
    assert [b.result for b in tf.rounds.get(5).boards] == before
    assert all(b.result is not None for b in tf.rounds.get(13).boards) and prompts.questions == []
    assert window.players_view.table.filter.text() == ""
    assert window.standings_view.selected() == 13  # the new file's last complete round
    wait_for_standings(window, qtbot)
    assert window.standings.tables is not None and window.standings.tables.after_round == 13
    assert window.rounds_view.status.text().startswith("8 boards, 8 results entered")
    assert prompts.errors == [] and prompts.bugs == []

    # the same, opening the first file straight from the second (File > Open, no Close between)
    picker.setCurrentIndex(picker.findData(5))
    table.go_to_row(2)
    assert table.currentIndex().row() == 2
    assert window.files.open_path(first)
    assert window.rounds_view.selected_round() == 8
    assert not table.currentIndex().isValid()
    qtbot.keyClick(table, "0")
    assert prompts.questions == [] and window.undo_stack.count() == 0


def test_enter_results_goes_to_the_first_board_without_a_result(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from tests.test_gui_support import pair, start_event, type_results

    start_event(window, prompts, tmp_path / "enter.arbiter", players=6)
    pair(window, qtbot)
    type_results(window, qtbot, "1")  # board 1 entered
    window.commands.close_file.trigger()
    assert window.files.open_path(tmp_path / "enter.arbiter")
    table = window.rounds_view.table
    assert not table.currentIndex().isValid()
    window.commands.enter_results.trigger()
    assert table.currentIndex().row() == 1 and table.hasFocus()


def test_a_new_file_starts_on_the_players_view_and_the_welcome_page_has_no_file(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from tests.test_gui_support import create

    first = _file(EIGHT_ROUNDS, tmp_path / "old.arbiter")
    assert window.files.open_path(first)
    window.tabs.setCurrentIndex(STANDINGS)
    create(window, prompts, tmp_path / "new.arbiter")
    assert window.tabs.currentIndex() == PLAYERS
    assert window.rounds_view.model.rowCount() == 0 and window.rounds_view.selected_round() is None
    assert window.crosstable_model.rowCount() == 0 and window.undo_stack.count() == 0
    window.commands.close_file.trigger()
    assert window.players_model.rowCount() == 0 and window.windowTitle() == "Arbiter Desk"
