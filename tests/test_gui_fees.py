"""Players > Entry fees (issue 33 item 4) driven from the keyboard: the fee categories typed and saved,
a player found by number or by name and his payment recorded with Enter, his receipt printed, the
organiser's totals shown; each action an operation with its audit row that Undo takes back (a payment
put back by Redo keeps its receipt number)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidgetItem

from arbiter_gui.dialogs.fees import FeesDialog
from arbiter_gui.main_window import MainWindow
from tests.test_gui_support import ScriptedPrompts, start_event, wait_until_idle


def type_category(d: FeesDialog, *cells: str) -> None:
    """Add a category row and type its cells (name, amount, titles, rating from, rating to...)."""
    d.add_category.click()
    row = d.categories.rowCount() - 1
    for col, text in enumerate(cells):
        d.categories.setItem(row, col, QTableWidgetItem(text))


def pay_by_keyboard(qtbot: Any, d: FeesDialog, who: str, amount: str | None) -> None:
    """Type ``who`` and Enter, then ``amount`` (None: keep what is proposed) and Enter."""
    qtbot.keyClicks(d.typed, who)
    qtbot.keyClick(d.typed, Qt.Key.Key_Return)
    if amount is not None:
        d.amount.selectAll()
        qtbot.keyClicks(d.amount, amount)
    qtbot.keyClick(d.amount, Qt.Key.Key_Return)


def audit_operations(window: MainWindow) -> list[str]:
    assert window.tf is not None
    return [e.operation for e in window.tf.audit_log()]


def test_categories_payments_by_number_and_name_receipt_totals_and_undo(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = tmp_path / "fees.arbiter"
    start_event(window, prompts, path, players=6)
    assert window.tf is not None
    players = {p.number: p for p in window.tf.players.all()}
    seen: dict[str, str] = {}

    def desk(d: FeesDialog) -> bool:
        qtbot.keyClicks(d.currency, "EUR")
        type_category(d, "Masters", "30", "", "2500")  # rated 2500 and more: 30
        type_category(d, "Open", "50")
        d.save_categories.click()
        assert "saved" in d.message.text()
        pay_by_keyboard(qtbot, d, "2", "20")  # Bacrot (2650): Masters, pays 20 of 30
        seen["first"] = d.message.text()
        surname = players[5].name.split(",")[0].lower()  # Eloi (2300): Open, pays the 50 proposed
        pay_by_keyboard(qtbot, d, surname, None)
        seen["second"] = d.message.text()
        seen["totals"] = d.totals.text()
        pay_by_keyboard(qtbot, d, "6", "twelve")  # not an amount: said, nothing recorded
        seen["refused"] = d.message.text()
        d.typed.clear()
        qtbot.keyClicks(d.typed, "4")  # Dubois: the arbiter puts her in the Masters category
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        d.category.setCurrentIndex(d.category.findData("Masters"))
        d.category.activated.emit(d.category.currentIndex())
        seen["row 4"] = " ".join(
            item.text() for col in range(7) if (item := d.table.item(3, col)) is not None
        )
        d.typed.clear()
        d.table.selectRow(1)
        d.print_receipt.click()  # Bacrot's receipt, in the preview
        return False  # Close

    prompts.dialogs.append(desk)
    window.commands.entry_fees.trigger()
    assert prompts.errors == [], prompts.errors
    assert seen["first"] == f"Receipt 1: 20.00 EUR from {players[2].name}."
    assert seen["second"] == f"Receipt 2: 50.00 EUR from {players[5].name}."
    assert "Masters: 3 players, due 90.00, received 20.00, outstanding 70.00" in seen["totals"]
    assert "Total: due 240.00 EUR, received 70.00 EUR, outstanding 170.00 EUR" in seen["totals"]
    assert seen["refused"] == "'twelve' is not an amount of money (like 50 or 12.50)"
    assert seen["row 4"].startswith(f"4 {players[4].name} 2410 Masters 30.00 0.00 30.00")
    fees = {f.player.number: f for f in window.tf.desk.player_fees()}
    assert (fees[2].due, fees[2].paid, fees[5].paid, fees[6].paid) == (3000, 2000, 5000, 0)
    assert [p.receipt for p in window.tf.desk.payments()] == [1, 2]
    assert audit_operations(window)[-4:] == [
        "set_entry_fees",
        "record_payment",
        "record_payment",
        "set_fee_category",
    ]
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    preview = window.printing.preview
    assert preview is not None and "Receipts" in preview.windowTitle()
    wait_until_idle(window, qtbot)

    window.commands.undo.trigger()  # the category
    window.commands.undo.trigger()  # the second payment
    assert [p.receipt for p in window.tf.desk.payments()] == [1]
    assert window.tf.players.by_number(4).fee_category == ""
    window.commands.redo.trigger()  # put back under its own receipt number
    assert [(p.receipt, p.amount) for p in window.tf.desk.payments()] == [(1, 2000), (2, 5000)]
    assert audit_operations(window)[-3:] == ["set_fee_category", "cancel_payment", "restore_payment"]


def test_taking_back_a_payment_asks_and_undo_puts_it_back(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "back.arbiter", players=3)
    assert window.tf is not None
    first = window.tf.players.by_number(1)
    window.tf.desk.record_payment(first.id, 4000)
    window.ops.reload()

    def desk(d: FeesDialog) -> bool:
        qtbot.keyClicks(d.typed, "1")
        qtbot.keyClick(d.typed, Qt.Key.Key_Return)
        d.take_back.click()
        assert d.selected() is not None and d.selected().paid == 0  # type: ignore[union-attr]
        return False

    prompts.confirms.append(True)
    prompts.dialogs.append(desk)
    window.commands.entry_fees.trigger()
    assert prompts.questions[-1][1] == f"Take back receipt 1 of {first.name}?"
    assert window.tf.desk.payments() == ()
    window.commands.undo.trigger()
    assert [(p.receipt, p.amount) for p in window.tf.desk.payments()] == [(1, 4000)]


def test_the_totals_print_from_the_window(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "totals.arbiter", players=2)

    def totals(d: FeesDialog) -> bool:
        d.print_totals.click()
        return False

    prompts.dialogs.append(totals)
    window.commands.entry_fees.trigger()
    qtbot.waitUntil(lambda: window.printing.preview is not None, timeout=60_000)
    assert "Entry fees" in window.printing.preview.windowTitle()  # type: ignore[union-attr]
    QApplication.processEvents()
    assert prompts.errors == []
