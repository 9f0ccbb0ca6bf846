"""A whole double round robin through the real window: created with the system chosen in the form, lots
drawn, round 1 paired, then every round left at once, every result typed from the keyboard, the square
crosstable and the standings; and a withdrawal saying how the games count."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.main_window import CROSSTABLE, STANDINGS, MainWindow
from engine.model import RoundRobin
from engine.roundrobin import schedule
from tests.conftest import PLAYERS_IN
from tests.test_gui_support import ScriptedPrompts, add_player, pair, type_results, wait_for_worker
from values import GameResult

KEYS = {GameResult.WHITE_WINS: "1", GameResult.DRAW: "=", GameResult.BLACK_WINS: "0"}
POINTS = {
    GameResult.WHITE_WINS: (1, 0),
    GameResult.DRAW: (Fraction(1, 2), Fraction(1, 2)),
    GameResult.BLACK_WINS: (0, 1),
}
CYCLE = [
    GameResult.WHITE_WINS,
    GameResult.DRAW,
    GameResult.BLACK_WINS,
    GameResult.DRAW,
    GameResult.WHITE_WINS,
]


def create_round_robin(window: MainWindow, prompts: ScriptedPrompts, path: Path, players: int) -> None:
    def fill(d: NewTournamentDialog) -> None:
        d.name.setText("Club Championship 2026")
        d.city.setText("Lyon")
        d.system.setCurrentIndex(d.system.findData("double-berger"))
        assert not d.rounds.isVisible() or not d.isVisible()
        assert d.reverse_last_two.isEnabled()
        d.reverse_last_two.setChecked(True)
        assert d.tiebreaks.currentData().codes == ("DE", "WIN", "SB", "KS")

    prompts.dialogs.append(fill)
    prompts.paths.append(path)
    window.commands.new.trigger()
    for name, rating in PLAYERS_IN[:players]:
        add_player(window, prompts, name, rating)


def select_round(window: MainWindow, number: int) -> None:
    picker = window.rounds_view.round_picker
    picker.setCurrentIndex(picker.findData(number))
    assert window.rounds_view.selected_round() == number


def test_new_tournament_form_offers_the_round_robins(qtbot: Any) -> None:
    d = NewTournamentDialog()
    qtbot.addWidget(d)
    d.name.setText("Club")
    assert d.settings().round_robin is None and not d.reverse_last_two.isEnabled()
    d.system.setCurrentIndex(d.system.findData("berger"))
    assert d.settings().round_robin == RoundRobin(1) and not d.reverse_last_two.isEnabled()
    assert "BH" not in d.settings().tiebreaks
    d.system.setCurrentIndex(d.system.findData("double-berger"))
    d.reverse_last_two.setChecked(True)
    assert d.settings().round_robin == RoundRobin(2, True)
    d.system.setCurrentIndex(d.system.findData("dutch"))
    assert d.settings().round_robin is None and d.settings().tiebreaks[0] == "BH/C1"


def test_a_whole_double_round_robin_through_the_window(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create_round_robin(window, prompts, tmp_path / "rr.arbiter", players=5)
    tf = window.tf
    assert tf is not None and tf.event.settings().round_robin == RoundRobin(2, True)
    assert tf.event.settings().number_of_rounds == 10 and window.round_label.text() == "Round 0 of 10 paired"

    prompts.confirms.append(True)
    window.commands.draw_lots.trigger()
    assert prompts.errors == [] and prompts.infos[-1][0] == "Pairing numbers drawn"
    assert [e.operation for e in tf.audit_log()][-1] == "draw_lots"
    number = {p.id: int(p.number) for p in tf.players.all()}
    assert sorted(number.values()) == [1, 2, 3, 4, 5]

    planned = schedule(5, RoundRobin(2, True))
    pair(window, qtbot)
    window.commands.pair_all.trigger()
    assert window.worker.busy
    wait_for_worker(window, qtbot)
    assert prompts.errors == [] and tf.rounds.paired == 10

    expected: dict[int, Fraction] = dict.fromkeys(range(1, 6), Fraction(0))
    for info in tf.rounds.all():
        assert [(number[b.white], number[b.black]) for b in info.boards] == [
            (b.white, b.black) for b in planned[info.number - 1].boards
        ]
        results = [CYCLE[(info.number + i) % len(CYCLE)] for i in range(len(info.boards))]
        select_round(window, info.number)
        window.rounds_view.table.go_to_row(0)
        type_results(window, qtbot, "".join(KEYS[r] for r in results))
        stored = tf.rounds.get(info.number)
        assert [b.result for b in stored.boards] == results
        for b, r in zip(stored.boards, results, strict=True):
            expected[number[b.white]] += POINTS[r][0]
            expected[number[b.black]] += POINTS[r][1]
    assert prompts.errors == []

    window.show_view(STANDINGS)
    qtbot.waitUntil(lambda: window.standings.up_to_date, timeout=60_000)  # computed on the worker
    standings = {r.number: r.points for r in window.standings_model.rows}
    assert standings == expected
    assert "tie-breaks DE, WIN, SB, KS (the event's list" in window.standings_view.note.text()
    headers = [window.standings_model.column(i).header for i in range(window.standings_model.columnCount())]
    assert headers[-4:] == ["DE", "WIN", "SB", "KS"]

    window.show_view(CROSSTABLE)
    model = window.crosstable_model
    rows = model.rows
    assert [r.number for r in rows] == [r.number for r in window.standings_model.rows]
    assert model.columnCount() == 4 + 5 + 1
    line = {r.number: i for i, r in enumerate(rows)}
    for i, row in enumerate(rows):
        assert row.cells[i] == "\u00d7"
        for j, other in enumerate(rows):
            if i == j:
                continue
            scored = [Fraction(x.replace("\u00bd", "1/2")) for x in row.cells[j].split()]
            against = [
                Fraction(x.replace("\u00bd", "1/2")) for x in rows[line[other.number]].cells[i].split()
            ]
            assert len(scored) == 2 and [a + b for a, b in zip(scored, against, strict=True)] == [1, 1]
        assert (
            sum(
                (Fraction(x.replace("\u00bd", "1/2")) for c in row.cells if c != "\u00d7" for x in c.split()),
                Fraction(0),
            )
            == row.points
        )

    prompts.dialogs.append(lambda d: None)
    select_round(window, 9)  # cycle 2: round 9 is round 4 of the table, colours reversed
    window.commands.explain.trigger()
    shown = prompts.seen_dialogs[-1]
    assert isinstance(shown, TextDialog) and "Berger table" in shown.windowTitle()
    assert "round 4 of the Berger table for 6 (C.05 Annex 1), cycle 2" in shown.text.toPlainText()


def test_a_withdrawal_in_the_window_says_how_the_games_count(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create_round_robin(window, prompts, tmp_path / "rr.arbiter", players=4)
    tf = window.tf
    assert tf is not None
    pair(window, qtbot)
    window.rounds_view.table.go_to_row(0)
    type_results(window, qtbot, "1=")
    quitter = tf.players.all()[1]
    window.players_view.table.select_key(quitter.id)
    prompts.confirms.append(True)
    window.commands.withdraw.trigger()
    assert prompts.errors == []
    title, text = prompts.infos[-1]
    assert title == "Player withdrawn" and "V.4.1" in text and "1 of 6 games" in text
    entry = tf.audit_log()[-1]
    assert entry.operation == "withdraw_player" and "V.4.1" in json.loads(entry.new or "{}")["ruling"]
    window.commands.undo.trigger()
    assert tf.players.get(quitter.id).withdrawn_from_round is None


def test_the_audit_log_reads_the_round_robin_operations(tmp_path: Path) -> None:
    from arbiter_gui.audit_text import summary
    from tests.test_db_roundrobin import rr_file

    with rr_file(tmp_path, players=4) as tf:
        tf.players.draw_lots(seed=9)
        tf.rounds.pair_all()
        quitter = next(p for p in tf.players.all() if p.number == 4)
        tf.players.withdraw(quitter.id)
        names = {int(p.id): p.name for p in tf.players.all()}
        lines = [summary(e, names) for e in tf.audit_log()]
    assert (
        lines[0]
        == "Tournament created: Test Open, a double round robin, last two rounds of the first cycle reversed"
    )
    assert "Pairing numbers drawn by lot (seed 9)" in lines
    assert "Rounds 1-6 paired by the Berger table" in lines
    assert lines[-1].startswith(f"{quitter.name} withdrawn from round 1: ") and "V.4.1" in lines[-1]
