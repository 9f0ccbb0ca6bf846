"""The End of event menu: officials and 222, round dates, prize categories, the rating panel with the
K factor, norms, the check before export with its Fix button, and tie-break explanations from the
standings; each change undoable."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt

import operations
from arbiter_gui.dialogs.end_of_event import (
    CategoryDialog,
    ExplainDialog,
    NormsDialog,
    OfficialsDialog,
    PrizeCategoriesDialog,
    RatingPanel,
    RoundDatesDialog,
    SubmissionDialog,
    parse_prizes,
)
from arbiter_gui.dialogs.text import TextDialog
from engine.model import Sex
from engine.prizes import Prize
from engine.rating import RatingType
from engine.trf import write_trf_file
from tests.test_db_endevent import four_players

if TYPE_CHECKING:
    from arbiter_gui.main_window import MainWindow
    from tests.test_gui_support import ScriptedPrompts


@pytest.fixture
def opened(window: MainWindow, tmp_path: Path) -> Path:
    """The hand-worked event of tests/test_db_endevent.py (three rounds played), open in the window,
    without round dates and with the chief arbiter's FIDE ID missing."""
    trf = tmp_path / "hand.trf"
    hand = replace(
        four_players(), round_dates=(), chief_arbiter="Martin, Paul", tiebreaks=("BH/C1", "BH", "SB")
    )
    write_trf_file(hand, trf)
    path = tmp_path / "hand.arbiter"
    operations.import_trf(trf, path)[0].close()
    assert window.files.open_path(path)
    return path


def test_officials_time_control_and_rating_type_then_undo(
    window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    def fill(d: OfficialsDialog) -> None:
        d.organiser.setText("Club de Lyon")
        d.chief.title.setCurrentText("IA")
        d.chief.fide_id.setText("20600000")
        d.deputies[0].name.setText("Durand, Anne")
        d.deputies[0].fide_id.setText("20600001")
        d.code.setText("900+10")
        assert "rapid" in d.hint.text() and "rated standard" in d.hint.text()
        d.rating_type.setCurrentIndex(d.rating_type.findData(RatingType.RAPID))
        d.code.setText("90 minutes")
        ok = d.buttons.button(d.buttons.StandardButton.Ok)
        assert not ok.isEnabled()  # a code outside the 222 grammar cannot be saved
        d.code.setText("900+10")
        assert ok.isEnabled()

    prompts.dialogs.append(fill)
    window.end_of_event.actions["officials"].trigger()
    assert window.tf is not None
    ev = window.tf.event.settings()
    assert ev.organiser == "Club de Lyon"
    assert ev.chief_arbiter == "IA Martin, Paul (20600000)"
    assert ev.deputy_arbiters == ("Durand, Anne (20600001)",)
    assert (ev.time_control_code, ev.rating_type) == ("900+10", RatingType.RAPID)
    window.commands.undo.trigger()
    assert window.tf.event.settings().organiser == ""


def test_tournament_settings_dialog_keeps_what_it_does_not_show(
    window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    assert window.tf is not None
    window.tf.event.update(
        replace(window.tf.event.settings(), organiser="Club", deputy_arbiters=("Doe, Jane (123)",))
    )
    window.ops.reload()  # the window reads the file changed behind its back
    prompts.dialogs.append(lambda d: d.city.setText("Villeurbanne"))
    window.commands.event_settings.trigger()
    ev = window.tf.event.settings()
    assert (ev.city, ev.organiser, ev.deputy_arbiters) == ("Villeurbanne", "Club", ("Doe, Jane (123)",))


def test_round_dates_proposed_then_stored(window: MainWindow, prompts: ScriptedPrompts, opened: Path) -> None:
    seen: list[tuple[date | None, ...]] = []

    def confirm(d: RoundDatesDialog) -> None:
        seen.append(d.dates())
        d.none[2].setChecked(True)

    prompts.dialogs.append(confirm)
    window.end_of_event.actions["round_dates"].trigger()
    assert seen == [(date(2026, 3, 1), date(2026, 3, 2), date(2026, 3, 3))]  # spread over 1-3 March
    assert window.tf is not None
    assert [r.date for r in window.tf.rounds.all()] == [date(2026, 3, 1), date(2026, 3, 2), None]


def test_prize_categories_and_the_prize_list(
    window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    def add_women(d: CategoryDialog) -> None:
        d.name.setText("Women")
        d.code.setText("W")
        d.women.setChecked(True)
        d.prizes.setText("150, 50 Book")

    def add_general(d: CategoryDialog) -> None:
        d.name.setText("General")
        d.prizes.setText("300, 200, 100")

    def edit(d: PrizeCategoriesDialog) -> None:
        prompts.dialogs[:0] = [add_women, add_general]
        d.add.click()
        d.add.click()
        d.list.setCurrentRow(1)
        d.up.click()  # General first

    prompts.dialogs.append(edit)
    window.end_of_event.actions["categories"].trigger()
    assert window.tf is not None
    cats = [r.category for r in window.tf.endevent.prize_categories()]
    assert [c.name for c in cats] == ["General", "Women"]
    assert cats[1].rule.sex is Sex.FEMALE and cats[1].prizes == (Prize(15000), Prize(5000, "Book"))
    shown: list[str] = []
    prompts.dialogs.append(lambda d: shown.append(d.text.toPlainText()))
    window.end_of_event.actions["prizes"].trigger()
    assert isinstance(prompts.seen_dialogs[-1], TextDialog)
    assert "1     1 Alpha, Al: 300.00" in shown[0]
    assert "1     4 Delta, Dee: 150.00" in shown[0]
    window.commands.undo.trigger()
    assert window.tf.endevent.prize_categories() == ()


def test_a_bad_prize_is_refused_in_the_dialog() -> None:
    with pytest.raises(ValueError, match="two decimals"):
        parse_prizes("1.005")
    assert parse_prizes("300, Trophy, 50 Book") == (Prize(30000), Prize(0, "Trophy"), Prize(5000, "Book"))


def test_rating_panel_shows_the_games_and_sets_k(
    window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    texts: list[str] = []

    def use(panel: RatingPanel) -> None:
        panel.summary.selectRow(2)  # Gamma, K 20: +2.2
        texts.append(panel.detail.toPlainText())
        panel.k.setCurrentIndex(panel.k.findData(40))
        panel.k.activated.emit(panel.k.currentIndex())
        texts.append(panel.detail.toPlainText())

    prompts.dialogs.append(use)
    window.end_of_event.actions["rating"].trigger()
    assert "#3 Gamma, Gus, rating 2000; K = 20" in texts[0] and "+2.2, rounded +2" in texts[0]
    assert "K = 40: K of the FIDE rating list" in texts[1] and "+4.4, rounded +4" in texts[1]
    assert window.tf is not None and window.tf.players.by_number(3).k_factor == 40
    window.commands.undo.trigger()
    assert window.tf.players.by_number(3).k_factor is None


def test_norms_dialog(window: MainWindow, prompts: ScriptedPrompts, opened: Path) -> None:
    details: list[str] = []

    def look(d: NormsDialog) -> None:
        d.table.selectRow(0)
        details.append(d.detail.toPlainText())

    prompts.dialogs.append(look)
    window.end_of_event.actions["norms"].trigger()
    assert "games (1.4.1): 3; needed at least 9: NOT met" in details[0]


def test_check_before_export_fixes_the_chief_arbiter_and_the_dates(
    window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    listed: list[list[str]] = []

    def fix_first(d: SubmissionDialog) -> None:
        listed.append([i.message for i in d._issues])
        d.table.selectRow(0)
        d.fix_button.click()

    def officials(d: OfficialsDialog) -> None:
        d.chief.fide_id.setText("20600000")
        d.code.setText("5400+30")

    def fix_dates(d: SubmissionDialog) -> None:
        listed.append([i.message for i in d._issues])
        d.table.selectRow(0)
        d.fix_button.click()

    def last(d: SubmissionDialog) -> None:
        listed.append([i.message for i in d._issues])

    prompts.dialogs.extend([fix_first, officials, fix_dates, lambda d: None, last])
    window.end_of_event.actions["check"].trigger()
    assert "the chief arbiter 'Martin, Paul' has no FIDE ID (102)" in listed[0]
    assert listed[1] == [
        "round 1 has no date (132)",
        "round 2 has no date (132)",
        "round 3 has no date (132)",
    ]
    assert listed[2] == []


def test_a_tie_break_of_the_standings_explained(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, opened: Path
) -> None:
    texts: list[str] = []

    def read(d: ExplainDialog) -> None:
        texts.append(d.text.toPlainText())

    window.show_view(2)
    qtbot.waitUntil(lambda: window.standings.up_to_date, timeout=60_000)  # computed on the worker
    model = window.standings_model
    headers = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
    column = headers.index("BH")
    prompts.dialogs.append(read)
    view = window.standings_view.table.view
    index = view.model().index(0, column)
    view.doubleClicked.emit(index)
    assert texts and texts[0].startswith("BH of player 1 = ")
    assert "round 1" in texts[0]
    assert isinstance(prompts.seen_dialogs[-1], ExplainDialog)
