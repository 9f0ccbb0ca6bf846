"""The desk's papers from the window's Print dialog (issue 33 item 2: until now only ``arbiter print``):
the check-in sheet, table and name cards of the round chosen, receipts of one player, the fees and
totals, the IT3 and the IT1 of the player chosen; the live pages' address with its QR code on the
pairings by board (issue 31), proposed when the window serves the pages. The PDFs are read by
poppler's pdftotext, not by the code under test."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from arbiter_gui.main_window import MainWindow
from arbiter_gui.printing import DocumentDialog, Printable
from arbiter_gui.sample_event import build
from outputs.documents.api import DocumentKind
from outputs.documents.desk_papers import DeskPaper
from tests.test_gui_support import ScriptedPrompts, wait_until_idle
from values.desk import FeeCategory, FeeSchedule

ADDRESS = "http://192.168.1.20:8080/"


@pytest.fixture
def opened(tmp_path: Path, window: MainWindow, qtbot: Any) -> MainWindow:
    """A 12-player event, 3 of 5 rounds played, 2 paid an entry fee; open in the window."""
    path = build(tmp_path / "desk.arbiter", players=12, rounds=5, played=3, seed=5)
    import operations

    with operations.open_file(path) as tf:
        tf.desk.set_fee_schedule(FeeSchedule("EUR", (FeeCategory("Open", 4000),)))
        tf.desk.record_payment(tf.players.by_number(3).id, 4000, "cash")
        tf.desk.record_payment(tf.players.by_number(7).id, 1500)
    assert window.files.open_path(path)
    wait_until_idle(window, qtbot)
    return window


def save(
    window: MainWindow,
    qtbot: Any,
    prompts: ScriptedPrompts,
    pdf: Path,
    kind: Printable,
    *,
    round_number: int | None = None,
    player: int | None = None,
    address: str | None = None,
) -> str:
    """Save ``kind`` as PDF through the Print dialog; the text poppler reads from it."""

    def fill(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex(d.kind.findData(kind))
        if round_number is not None:
            d.round.setValue(round_number)
        if player is not None:
            d.player.setCurrentIndex(d.player.findData(player))
        if address is not None:
            d.live_address.clear()
            d.live_address.insert(address)
            d.live.setChecked(bool(address))

    prompts.dialogs.append(fill)
    prompts.paths.append(pdf)
    window.commands.save_pdf.trigger()
    wait_until_idle(window, qtbot)
    if not pdf.exists():
        return ""
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout


def test_every_paper_of_the_desk_prints_from_the_dialog(
    qtbot: Any, opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    assert opened.tf is not None
    third, seventh = opened.tf.players.by_number(3), opened.tf.players.by_number(7)
    surname = third.name.split(",")[0]

    def text(kind: DeskPaper, **choices: Any) -> str:
        return save(opened, qtbot, prompts, tmp_path / f"{kind.value}.pdf", kind, **choices)

    assert "Check-in for round 4" in text(DeskPaper.CHECK_IN)
    assert "Table cards, round 2" in text(DeskPaper.TABLE_CARDS, round_number=2)
    assert "Board 1, round 3" in text(DeskPaper.NAME_CARDS, round_number=3)
    receipts = text(DeskPaper.RECEIPTS, player=3)
    assert "Receipt no. 1" in receipts and surname in receipts and "Receipt no. 2" not in receipts
    every = text(DeskPaper.RECEIPTS)
    assert "Receipt no. 1" in every and "Receipt no. 2" in every and seventh.name.split(",")[0] in every
    fees = text(DeskPaper.FEES)
    assert "Entry fees" in fees and "Totals (EUR)" in fees and "55.00" in fees
    assert "Tournament report (FIDE form IT3)" in text(DeskPaper.IT3)
    assert prompts.errors == []
    assert text(DeskPaper.IT1) == ""  # no player chosen: said, nothing written
    assert prompts.errors[-1][1] == "The IT1 is printed for one player: choose him."


def test_the_dialog_offers_the_player_and_the_address_only_where_they_apply(
    qtbot: Any, opened: MainWindow
) -> None:
    dialog = DocumentDialog(
        opened, list(DocumentKind), 3, 3, papers=list(DeskPaper), players=[(1, "A"), (2, "B")]
    )
    qtbot.addWidget(dialog)
    enabled = {}
    for kind in [DocumentKind.PAIRINGS, DocumentKind.STANDINGS, *DeskPaper]:
        dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
        enabled[kind] = (dialog.player.isEnabled(), dialog.live_address.isEnabled(), dialog.round.isEnabled())
    assert enabled[DocumentKind.PAIRINGS] == (False, True, True)
    assert enabled[DocumentKind.STANDINGS] == (False, False, True)
    assert enabled[DeskPaper.IT1] == (True, False, False)
    assert enabled[DeskPaper.RECEIPTS] == (True, False, False)
    assert enabled[DeskPaper.CHECK_IN] == (False, False, False)
    assert enabled[DeskPaper.TABLE_CARDS] == (False, False, True)
    assert not dialog.live.isChecked()  # not serving: nothing proposed


def test_the_pairings_print_the_live_address_only_when_asked(
    qtbot: Any, opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    with_code = save(opened, qtbot, prompts, tmp_path / "with.pdf", DocumentKind.PAIRINGS, address=ADDRESS)
    without = save(opened, qtbot, prompts, tmp_path / "without.pdf", DocumentKind.PAIRINGS, address="")
    assert ADDRESS in with_code and ADDRESS not in without
    assert (tmp_path / "with.pdf").stat().st_size > (tmp_path / "without.pdf").stat().st_size  # the code


def test_the_address_served_is_proposed_for_the_pairings(
    qtbot: Any, opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    serving = opened.serving
    serving.host, serving.port = "127.0.0.1", 0
    serving.action.trigger()
    qtbot.waitUntil(lambda: serving.server is not None, timeout=30_000)
    address = serving.address()
    proposed: list[tuple[str, bool]] = []

    def look(d: DocumentDialog) -> None:
        proposed.append((d.live_address.text(), d.live.isChecked()))
        d.kind.setCurrentIndex(d.kind.findData(DocumentKind.PAIRINGS))

    prompts.dialogs.append(look)
    prompts.paths.append(tmp_path / "served.pdf")
    opened.commands.save_pdf.trigger()
    wait_until_idle(opened, qtbot)
    serving.stop()
    qtbot.waitUntil(lambda: serving.action.isEnabled(), timeout=30_000)
    assert proposed == [(address, True)] and address.startswith("http://127.0.0.1:")
    printed = subprocess.run(
        ["pdftotext", str(tmp_path / "served.pdf"), "-"], capture_output=True, text=True
    ).stdout
    assert address in printed
