"""A whole small Swiss tournament run through the real window, as an arbiter would: create, register,
pair, type results, late entry, withdrawal, requested bye, refusals, corrections, undo, standings."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt

from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.main_window import CROSSTABLE, PLAYERS, STANDINGS, MainWindow
from operations import tournament_file as dbapi
from tests.test_gui_support import (
    PLAYERS_IN,
    ScriptedPrompts,
    add_player,
    create,
    pair,
    start_event,
    temp_settings,
    type_results,
    wait_for_standings,
)
from values import ByeKind, GameResult, PlayerId, RoundInfo

HALF = Fraction(1, 2)
BOARD_POINTS = {
    GameResult.WHITE_WINS: (Fraction(1), Fraction(0)),
    GameResult.BLACK_WINS: (Fraction(0), Fraction(1)),
    GameResult.DRAW: (HALF, HALF),
    GameResult.WHITE_WINS_FORFEIT: (Fraction(1), Fraction(0)),
    GameResult.BLACK_WINS_FORFEIT: (Fraction(0), Fraction(1)),
    GameResult.DOUBLE_FORFEIT: (Fraction(0), Fraction(0)),
}
"""C.04.1 default scoring, written out independently of the program."""


def expected_points(rounds: list[RoundInfo], pab_points: Fraction = Fraction(1)) -> dict[PlayerId, Fraction]:
    points: dict[PlayerId, Fraction] = defaultdict(Fraction)
    for info in rounds:
        for b in info.boards:
            assert b.result is not None
            w, bl = BOARD_POINTS[b.result]
            points[b.white] += w
            points[b.black] += bl
        if info.pairing_bye is not None:
            points[info.pairing_bye] += pab_points
        for bye in info.byes:
            points[bye.player] += {ByeKind.HALF: HALF, ByeKind.FULL: Fraction(1), ByeKind.ZERO: Fraction(0)}[
                bye.kind
            ]
    return points


def test_new_tournament_suggests_rounds_from_the_expected_field(qtbot) -> None:
    d = NewTournamentDialog()
    qtbot.addWidget(d)
    d.expected_players.setValue(6)
    assert d.rounds.value() == 4  # 5-8 players: 4 rounds (seeds/004)
    d.expected_players.setValue(40)
    assert d.rounds.value() == 7
    d.rounds.setValue(9)  # the arbiter's own choice is kept
    d.expected_players.setValue(12)
    assert d.rounds.value() == 9
    assert not d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()  # no name yet
    d.name.setText("Open")
    assert d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()
    assert d.settings().number_of_rounds == 9


def test_a_whole_tournament_through_the_window(qtbot, window: MainWindow, prompts, tmp_path: Path) -> None:
    path = tmp_path / "club.arbiter"
    create(window, prompts, path)
    assert window.tf is not None and window.tf.event.settings().number_of_rounds == 4
    assert window.settings.recent_files() == [path.resolve()]
    assert window.tabs.currentIndex() == PLAYERS

    for name, rating in PLAYERS_IN:
        add_player(window, prompts, name, rating)
    assert window.players_model.rowCount() == 6
    window.commands.undo.trigger()  # a registration made by mistake
    assert [r.record.name for r in window.players_model.rows][-1] == "Eloi, Sophie"
    window.commands.redo.trigger()
    assert len(window.tf.players.all()) == 6 and window.players_model.rowCount() == 6
    window.commands.undo.trigger()
    window.commands.redo.trigger()  # the player registered again can be removed again
    assert [p.name for p in window.tf.players.all()][-1] == "Fontaine, Paul"
    assert [r.record.name for r in window.players_model.rows][0] == "Aronian, Levon"

    # Round 1: top half against bottom half; the top seed has white (C.04.3).
    pair(window, qtbot)
    assert prompts.errors == []
    tf = window.tf
    r1 = tf.rounds.get(1)
    assert len(r1.boards) == 3
    assert (r1.boards[0].white_number, r1.boards[0].black_number) == (1, 4)
    assert window.rounds_view.selected_round() == 1
    assert window.rounds_view.table.hasFocus()

    # Results from the keyboard: the cursor moves to the next board after each key.
    type_results(window, qtbot, "1=0")
    assert [b.result for b in tf.rounds.get(1).boards] == [
        GameResult.WHITE_WINS,
        GameResult.DRAW,
        GameResult.BLACK_WINS,
    ]
    assert [r.result_text for r in window.rounds_view.model.rows] == ["1-0", "\u00bd-\u00bd", "0-1"]
    assert window.rounds_view.status.text().endswith("round complete; next: pair round 2 (Ctrl+Shift+P)")

    # Late entry after round 1: the form says so.
    add_player(window, prompts, "Garnier, Luc", 2480)
    late_dialog = prompts.seen_dialogs[-1]
    assert isinstance(late_dialog, PlayerDialog)
    assert "Late entry" in late_dialog.findChildren(type(window.round_label))[0].text()
    late = next(r.record for r in window.players_model.rows if r.record.name == "Garnier, Luc")
    # the regulations give a late entry half a point for the missed round 1
    window.players_view.table.select_key(late.id)

    def missed_round_one(d: ByeRequestDialog) -> None:
        assert d.round.value() == 2  # the next round is proposed
        d.round.setValue(1)
        d.kind.setCurrentIndex(d.kind.findData(ByeKind.HALF))

    prompts.dialogs.append(missed_round_one)
    window.commands.request_bye.trigger()
    assert prompts.errors == []
    assert next(r for r in window.players_model.rows if r.record.id == late.id).points == HALF

    pair(window, qtbot)
    r2 = tf.rounds.get(2)
    assert len(r2.boards) == 3 and r2.pairing_bye is not None  # 7 players: one pairing-allocated bye
    assert window.rounds_view.model.rowCount() == 4  # three boards and the bye line
    assert any(late.id in (b.white, b.black) or r2.pairing_bye == late.id for b in r2.boards)

    # Refused: round 3 cannot be paired while round 2 has no results; the reason comes from db.
    pair(window, qtbot)
    assert prompts.errors and prompts.errors[-1][0] == "Pair round 3"
    assert "result" in prompts.errors[-1][1].lower()
    assert tf.rounds.paired == 2
    prompts.errors.clear()

    # Forfeits: + white wins by forfeit, * double forfeit.
    type_results(window, qtbot, "+1*")
    assert [b.result for b in tf.rounds.get(2).boards] == [
        GameResult.WHITE_WINS_FORFEIT,
        GameResult.WHITE_WINS,
        GameResult.DOUBLE_FORFEIT,
    ]

    # Correction of round 1 (board 1 was in fact won by black), then undo and redo.
    window.commands.previous_round.trigger()
    assert window.rounds_view.selected_round() == 1
    window.rounds_view.table.go_to_row(0)
    prompts.confirms.append(False)  # asked first: the result was entered, and round 2 is paired
    type_results(window, qtbot, "0")
    assert tf.rounds.get(1).boards[0].result is GameResult.WHITE_WINS
    assert window.rounds_view.table.currentIndex().row() == 0  # declined: the cursor stays
    prompts.confirms.append(True)
    type_results(window, qtbot, "0")
    assert tf.rounds.get(1).boards[0].result is GameResult.BLACK_WINS
    title, question = prompts.questions[-1]
    assert title == "Change a result" and "already has the result 1-0. Change it to 0-1?" in question
    assert "Round 2 is already paired" in question and "art. 4.3" in question
    window.commands.undo.trigger()
    assert tf.rounds.get(1).boards[0].result is GameResult.WHITE_WINS
    assert window.rounds_view.model.rows[0].result_text == "1-0"
    window.commands.redo.trigger()
    assert tf.rounds.get(1).boards[0].result is GameResult.BLACK_WINS

    # Before round 3: one player withdraws, another asks for a half-point bye.
    leaver = next(r.record for r in window.players_model.rows if r.record.name == "Fontaine, Paul")
    resting = next(r.record for r in window.players_model.rows if r.record.name == "Eloi, Sophie")
    window.players_view.table.select_key(leaver.id)
    prompts.confirms.append(True)
    window.commands.withdraw.trigger()
    assert tf.players.get(leaver.id).withdrawn_from_round == 3
    window.players_view.table.select_key(resting.id)

    def half_bye(d: ByeRequestDialog) -> None:
        assert d.round.value() == 3
        d.kind.setCurrentIndex(d.kind.findData(ByeKind.HALF))

    prompts.dialogs.append(half_bye)
    window.commands.request_bye.trigger()
    assert [(b.round, b.player, b.kind) for b in tf.players.byes()] == [
        (1, late.id, ByeKind.HALF),
        (3, resting.id, ByeKind.HALF),
    ]

    pair(window, qtbot)
    r3 = tf.rounds.get(3)
    in_r3 = {b.white for b in r3.boards} | {b.black for b in r3.boards} | {r3.pairing_bye}
    assert leaver.id not in in_r3 and resting.id not in in_r3
    assert "half-point bye" in [r.result_text for r in window.rounds_view.model.rows]

    # Delete the fresh round (no results yet) and pair it again.
    prompts.confirms.append(True)
    window.commands.delete_round.trigger()
    assert tf.rounds.paired == 2
    pair(window, qtbot)
    assert tf.rounds.paired == 3
    type_results(window, qtbot, "=" * len(tf.rounds.get(3).boards))
    assert tf.rounds.get(3).missing_results == 0

    # Standings: every player's points as the results entered say, best first.
    window.tabs.setCurrentIndex(STANDINGS)
    wait_for_standings(window, qtbot)
    rows = window.standings_model.rows
    expect = expected_points(list(tf.rounds.all()))
    numbers = {p.number: p.id for p in tf.players.all()}
    assert {numbers[r.number]: r.points for r in rows} == {p.id: expect[p.id] for p in tf.players.all()}
    assert [r.points for r in rows] == sorted((r.points for r in rows), reverse=True)
    assert window.standings_model.columnCount() == 7 + len(tf.event.settings().tiebreaks)
    assert prompts.errors == []

    window.tabs.setCurrentIndex(CROSSTABLE)
    assert window.crosstable_model.rowCount() == 7
    assert window.crosstable_model.columnCount() == 4 + 3 + 1

    # Audit log view lists the operations, newest first.
    window.commands.view_actions[4].trigger()
    view = window.audit_view.table.view
    top = [view.model().index(0, c).data() for c in range(view.model().columnCount())]
    assert top[3] == "set result"
    assert top[4].startswith(f"Round 3, board {len(tf.rounds.get(3).boards)} (") and top[4].endswith(
        "\u00bd-\u00bd, was none"
    )
    assert "pair_round" in [r.entry.operation for r in window.audit_model.rows]

    # Nothing is lost on close: reopen the file through db.
    window.close()
    with dbapi.open_file(path) as again:
        assert again.rounds.paired == 3
        assert again.rounds.get(1).boards[0].result is GameResult.BLACK_WINS
        assert len(again.players.all()) == 7


def test_players_table_edits_in_place_through_db_and_undo(
    qtbot, window: MainWindow, prompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "edit.arbiter")
    add_player(window, prompts, "Carlsen, Magnus", 2830)
    model = window.players_model
    rating_col = [model.column(c).header for c in range(model.columnCount())].index("Rating")
    changes: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b: changes.append((a.row(), b.row())))
    assert model.setData(model.index(0, rating_col), "2840")
    qtbot.waitUntil(lambda: model.rows[0].record.rating == 2840)
    assert window.tf.players.all()[0].rating == 2840
    assert (0, 0) in changes
    # a refused edit keeps the old value and shows the reason
    assert not model.setData(model.index(0, rating_col), "abc")
    assert prompts.errors and "abc" in prompts.errors[-1][1]
    window.commands.undo.trigger()
    assert window.tf.players.all()[0].rating == 2830
    assert model.rows[0].record.rating == 2830


def test_window_geometry_is_remembered(qtbot, tmp_path: Path) -> None:
    first = MainWindow(temp_settings(tmp_path), ScriptedPrompts())
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 520)  # within the offscreen screen (800x600)
    qtbot.waitUntil(lambda: first.size().width() == 700)
    first.close()
    second = MainWindow(temp_settings(tmp_path), ScriptedPrompts())
    qtbot.addWidget(second)
    assert (second.size().width(), second.size().height()) == (700, 520)
    second.close()


def test_opening_a_file_that_is_not_a_tournament_says_why(
    qtbot, window: MainWindow, prompts, tmp_path: Path
) -> None:
    bogus = tmp_path / "notes.arbiter"
    bogus.write_text("shopping list")
    assert not window.files.open_path(bogus)
    assert window.tf is None
    title, text = prompts.errors[-1]
    assert title == "Open notes.arbiter" and "notes.arbiter" in text
    assert bogus.read_text() == "shopping list"


def test_result_keys_do_nothing_on_a_bye_line_and_delete_clears(
    qtbot, window: MainWindow, prompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "bye.arbiter", players=3)
    pair(window, qtbot)
    tf = window.tf
    table = window.rounds_view.table
    assert window.rounds_view.model.rowCount() == 2  # one board, one bye line
    table.go_to_row(1)
    qtbot.keyClick(table, "1")
    assert tf.rounds.get(1).boards[0].result is None
    table.go_to_row(0)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter moves on without entering anything
    assert table.currentIndex().row() == 1 and tf.rounds.get(1).boards[0].result is None
    table.go_to_row(0)
    qtbot.keyClick(table, "5")
    assert tf.rounds.get(1).boards[0].result is GameResult.DRAW
    table.go_to_row(0)
    prompts.confirms.append(True)  # clearing an entered result is a change: asked first
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert tf.rounds.get(1).boards[0].result is None
    assert prompts.questions[-1][1].endswith("already has the result \u00bd-\u00bd. Clear it?")


def test_explain_pairing_and_change_settings(qtbot, window: MainWindow, prompts, tmp_path: Path) -> None:
    from arbiter_gui.dialogs.text import TextDialog

    start_event(window, prompts, tmp_path / "explain.arbiter", players=4)
    pair(window, qtbot)
    shown: list[str] = []
    prompts.dialogs.append(
        lambda d: shown.append(d.text.toPlainText()) if isinstance(d, TextDialog) else None
    )
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy and bool(shown), timeout=60_000)
    assert "bracket" in shown[0] and "1" in shown[0]

    def more_rounds(d: NewTournamentDialog) -> None:
        assert d.name.text() == "Club Championship 2026"
        assert d.rules.isEnabled()  # may change after round 1, with confirmation (test_gui_editions)
        d.rounds.setValue(5)

    prompts.dialogs.append(more_rounds)
    window.commands.event_settings.trigger()
    assert prompts.errors == []
    assert window.tf.event.settings().number_of_rounds == 5
    assert window.round_label.text() == "Round 1 of 5 paired"
    window.commands.undo.trigger()
    assert window.tf.event.settings().number_of_rounds == 4


def test_results_by_mouse_and_re_pairing(qtbot, window: MainWindow, prompts, tmp_path: Path) -> None:
    start_event(window, prompts, tmp_path / "mouse.arbiter", players=4)
    pair(window, qtbot)
    tf = window.tf
    table = window.rounds_view.table
    menu = table.result_menu(window.rounds_view.model.rows[1])
    by_text = {a.text().split("\t")[0]: a for a in menu.actions() if a.text()}
    by_text["Black wins by forfeit (-/+)"].trigger()
    assert tf.rounds.get(1).boards[1].result is GameResult.BLACK_WINS_FORFEIT
    menu = table.result_menu(window.rounds_view.model.rows[1])
    assert [a.text().split("\t")[0] for a in menu.actions() if a.isChecked()] == [
        "Black wins by forfeit (-/+)"
    ]
    prompts.confirms.append(True)
    next(a for a in menu.actions() if a.text().startswith("Clear result")).trigger()
    assert tf.rounds.get(1).boards[1].result is None

    before = [(b.white, b.black) for b in tf.rounds.get(1).boards]
    prompts.confirms.append(True)
    window.commands.repair.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert prompts.errors == []
    assert [(b.white, b.black) for b in tf.rounds.get(1).boards] == before  # same input, same pairing
    assert [e.operation for e in tf.audit_log()][-1] == "repair_round"

    type_results(window, qtbot, "1")
    prompts.confirms.append(True)
    window.commands.repair.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert prompts.errors and prompts.errors[-1][0] == "Re-pair round 1"  # refused: it has a result
    assert tf.rounds.get(1).boards[0].result is GameResult.WHITE_WINS
