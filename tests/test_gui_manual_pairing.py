"""The arbiter edits a pairing in the window (C.04.2 art. 4.4) and sees the rules it breaks; Baku
acceleration chosen in the Tournament settings dialog (C.04.7). Offscreen, real Dutch engine."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor

from arbiter_gui.dialogs.edit_pairing import EditPairingDialog
from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.main_window import MainWindow
from arbiter_gui.views.rounds import ABSOLUTE_COLOUR
from engine.manual_pairing import RULE_C1
from tests.test_gui_support import (
    PLAYERS_IN,
    ScriptedPrompts,
    add_player,
    pair,
    start_event,
    type_results,
    wait_for_worker,
)


def test_a_rematch_entered_in_the_dialog_is_listed_in_red(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "four.arbiter", players=4, rounds=3)
    pair(window, qtbot)
    type_results(window, qtbot, "11")
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None
    round_one = [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(1).boards]
    round_two = [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(2).boards]
    assert not window.rounds_view.warnings.isVisible()  # not checked yet: no indicator

    seen: list[list[tuple[int, int]]] = []

    def rematch(d: EditPairingDialog) -> None:
        seen.append(d.pairing()[0])
        for row, (white, black) in enumerate(round_one):
            d.set_board(row, white, black)

    prompts.dialogs.append(rematch)
    window.commands.edit_pairing.trigger()  # stored and checked on the worker
    wait_for_worker(window, qtbot)
    assert seen == [round_two]  # the dialog opened with the engine's pairing of round 2
    assert [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(2).boards] == round_one
    assert prompts.errors == []
    panel = window.rounds_view.warnings
    assert panel.isVisible() and window.rounds_view.selected_round() == 2
    c1 = [i for i in range(panel.list.count()) if RULE_C1 in panel.list.item(i).text()]
    assert len(c1) == 2
    first = panel.list.item(c1[0])
    assert first.text().startswith("[absolute]")
    assert first.foreground().color() == QColor(ABSOLUTE_COLOUR)
    names = dict(enumerate((n for n, _ in PLAYERS_IN[:4]), start=1))
    w1, b1 = round_one[0]
    assert any(names[w1] in panel.list.item(i).text() and names[b1] in panel.list.item(i).text() for i in c1)
    assert "\u26a0" in window.rounds_view.status.text()

    window.commands.undo.trigger()  # back to the engine's pairing, checked again on the way
    wait_for_worker(window, qtbot)
    assert [(int(b.white_number), int(b.black_number)) for b in tf.rounds.get(2).boards] == round_two
    assert window.rounds_view.warnings.lines() == [] and "\u26a0" not in window.rounds_view.status.text()

    window.commands.previous_round.trigger()  # round 1, not checked yet: no panel until asked
    assert window.rounds_view.selected_round() == 1 and not window.rounds_view.warnings.isVisible()
    window.commands.check_pairing.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=60_000)
    assert window.rounds_view.warnings.isVisible() and window.rounds_view.warnings.lines() == []
    assert "breaks no rule" in window.rounds_view.warnings.title.text()


def test_a_player_left_out_is_refused_with_the_reason(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "four.arbiter", players=4, rounds=3)
    pair(window, qtbot)
    tf = window.tf
    assert tf is not None
    before = tf.rounds.get(1)

    def drop_a_board(d: EditPairingDialog) -> None:
        d.table.setCurrentCell(1, 0)
        d._remove_selected()

    prompts.dialogs.append(drop_a_board)
    window.commands.edit_pairing.trigger()
    wait_for_worker(window, qtbot)
    assert prompts.errors and "not paired" in prompts.errors[-1][1]
    assert tf.rounds.get(1).boards == before.boards


def test_baku_acceleration_from_the_settings_dialog(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "four.arbiter", players=4, rounds=3)
    tf = window.tf
    assert tf is not None and tf.event.accelerations() == ()

    def tick(d: NewTournamentDialog) -> None:
        assert d.baku.isEnabled() and not d.baku.isChecked()
        d.baku.setChecked(True)

    prompts.dialogs.append(tick)
    window.commands.event_settings.trigger()
    assert prompts.errors == []
    assert tf.event.accelerations() != () and tf.audit_log()[-1].operation == "baku_acceleration_2026"
    first = tf.event.accelerations()
    add_player(window, prompts, "Eloi, Sophie", 2300)  # GA was counted on four players

    def stale(d: NewTournamentDialog) -> None:
        assert not d.baku.isChecked() and "tick to compute them again" in d.baku.toolTip()
        d.baku.setChecked(True)

    prompts.dialogs.append(stale)
    window.commands.event_settings.trigger()
    assert prompts.errors == [] and tf.event.baku_edition() == "2026" and tf.event.accelerations() != first
    pair(window, qtbot)

    def look(d: NewTournamentDialog) -> bool:
        assert d.baku.isChecked() and not d.baku.isEnabled()  # decided before round 1
        return False

    prompts.dialogs.append(look)
    window.commands.event_settings.trigger()
    assert prompts.dialogs == []
