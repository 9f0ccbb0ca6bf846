"""Players ▸ Entry fees: the registration desk (issue 33 item 4). The event's fee categories (by title,
rating, birth year: "GMs free") edited in a table; each player's category, what he owes and paid, at a
glance; a payment recorded from the keyboard; a receipt printed; the organiser's totals.

From the keyboard: type a pairing number or a few letters of a name and press Enter; the amount field
gets what the player still owes, selected: type the amount received (``50``, ``12.50``) or keep it, and
press Enter. The receipt number is shown; Print receipt prints the player's receipts.

The dialog knows no file: it is given what to read and what to do (:class:`FeeDesk`); the controller
runs each action as an operation (undo, the error boundary). No money leaves the program: it records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.dialogs.check_in import player_matches, the_one_found
from db.errors import OperationRefused
from engine.prizes import format_money
from operations.ops_fees import parse_amount
from values.desk import FeeCategory, FeePayment, FeeSchedule, FeeTotals, PlayerFee


@dataclass(frozen=True)
class FeeListing:
    """What the window shows: the schedule, each player's fee, the totals."""

    schedule: FeeSchedule
    players: tuple[PlayerFee, ...]
    totals: FeeTotals


Done = Callable[[], None]
"""Told once an action is stored."""


@dataclass(frozen=True)
class FeeDesk:
    """What the dialog reads and does; each action returns False when it was refused at once (the reason
    is shown by the window's error boundary), else True and calls its last argument once it is stored:
    before it returns on a file; later at a venue server's desk, where it is stored on the worker (issue
    30 item 3) and the dialog says "storing…" meanwhile; never when it was not stored."""

    load: Callable[[Callable[[FeeListing | None], None]], None]
    """Read the fees and show them through its argument (None: not read, the reason shown by the
    window): before it returns on a file; later at a venue server's desk, read on the worker."""
    save_schedule: Callable[[FeeSchedule, Done], bool]
    set_category: Callable[[PlayerFee, str, Done], bool]
    pay: Callable[[PlayerFee, int, str, Callable[[FeePayment], None]], bool]
    take_back: Callable[[PlayerFee, Done], bool]
    """Take back the player's last payment."""
    print_receipts: Callable[[int | None], None]
    """Print the receipts of the player with that pairing number (None: every receipt)."""
    print_totals: Callable[[], None]


def money(amount: int) -> str:
    """Cents as the desk reads them: ``50.00``."""
    return format_money(Fraction(amount))


CATEGORY_COLUMNS = 7
"""Name, amount, titles, lowest rating, highest rating, born from, born until."""


class FeesDialog(QDialog):
    """The registration desk (see the module's docstring)."""

    def __init__(self, parent: QWidget | None, desk: FeeDesk) -> None:
        super().__init__(parent)
        self._desk = desk
        self.listing: FeeListing | None = None
        self.setWindowTitle(self.tr("Entry fees"))
        self.setMinimumSize(760, 680)
        layout = QVBoxLayout(self)
        layout.addWidget(self._categories_box())
        layout.addWidget(self._players_box(), 1)
        self.totals = QLabel()
        self.totals.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.totals)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_totals = QPushButton(self.tr("Print &totals"))
        self.print_totals.setAutoDefault(False)
        self.print_totals.clicked.connect(desk.print_totals)
        buttons.addButton(self.print_totals, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        give_help(self, buttons)
        self.refresh()
        self.typed.setFocus()

    # -- building ------------------------------------------------------------------------------------
    def _categories_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Fee categories (a player belongs to the first he meets)"))
        self.currency = QLineEdit()
        self.currency.setMaximumWidth(90)
        self.categories = QTableWidget(0, CATEGORY_COLUMNS)
        self.categories.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Amount"),
                self.tr("Titles"),
                self.tr("Rating from"),
                self.tr("Rating to"),
                self.tr("Born from"),
                self.tr("Born until"),
            ]
        )
        self.categories.setToolTip(
            self.tr("Titles: GM, IM, WGM... separated by commas; an empty cell sets no condition.")
        )
        self.categories.verticalHeader().hide()
        self.categories.setMaximumHeight(150)
        self.add_category = QPushButton(self.tr("&Add category"))
        self.add_category.clicked.connect(self._add_category_row)
        self.remove_category = QPushButton(self.tr("Re&move category"))
        self.remove_category.clicked.connect(self._remove_category_row)
        self.save_categories = QPushButton(self.tr("&Save categories"))
        self.save_categories.clicked.connect(self.save_schedule)
        for button in (self.add_category, self.remove_category, self.save_categories):
            button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("C&urrency:")))
        row.itemAt(0).widget().setBuddy(self.currency)  # type: ignore[union-attr]
        row.addWidget(self.currency)
        row.addStretch(1)
        row.addWidget(self.add_category)
        row.addWidget(self.remove_category)
        row.addWidget(self.save_categories)
        inner = QVBoxLayout(box)
        inner.addLayout(row)
        inner.addWidget(self.categories)
        return box

    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        self.typed = QLineEdit()
        self.typed.setPlaceholderText(self.tr("Pairing number or name, then Enter"))
        self.typed.returnPressed.connect(self.find_typed)
        self.typed.textChanged.connect(self._filter)
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("No"),
                self.tr("Name"),
                self.tr("Rtg"),
                self.tr("Category"),
                self.tr("Due"),
                self.tr("Paid"),
                self.tr("Outstanding"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._selected_changed)
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(self.tr("e.g. 50 or 12.50"))
        self.amount.returnPressed.connect(self.record_payment)
        self.note = QLineEdit()
        self.note.returnPressed.connect(self.record_payment)
        self.category = QComboBox()
        self.category.activated.connect(lambda _i: self.choose_category())
        self.pay = QPushButton(self.tr("Record &payment"))
        self.pay.clicked.connect(self.record_payment)
        self.print_receipt = QPushButton(self.tr("Print &receipt"))
        self.print_receipt.clicked.connect(self._print_selected)
        self.take_back = QPushButton(self.tr("Ta&ke back the last payment"))
        self.take_back.clicked.connect(self.take_back_payment)
        for button in (self.pay, self.print_receipt, self.take_back):
            button.setAutoDefault(False)
        form = QFormLayout()
        form.addRow(self.tr("&Find:"), self.typed)
        form.addRow(self.tr("A&mount received:"), self.amount)
        form.addRow(self.tr("N&ote:"), self.note)
        form.addRow(self.tr("Categor&y of the player:"), self.category)
        actions = QHBoxLayout()
        actions.addWidget(self.pay)
        actions.addWidget(self.print_receipt)
        actions.addWidget(self.take_back)
        actions.addStretch(1)
        inner = QVBoxLayout(box)
        inner.addLayout(form)
        inner.addLayout(actions)
        inner.addWidget(self.table, 1)
        return box

    def _add_category_row(self) -> None:
        row = self.categories.rowCount()
        self.categories.insertRow(row)
        for col in range(CATEGORY_COLUMNS):
            self.categories.setItem(row, col, QTableWidgetItem(""))
        self.categories.setCurrentCell(row, 0)
        self.categories.setFocus()

    def _remove_category_row(self) -> None:
        """The selected row goes (none selected: nothing); Save categories stores the table."""
        if self.categories.currentRow() >= 0:
            self.categories.removeRow(self.categories.currentRow())

    # -- showing -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the fees again and show them (the text typed still filters the players)."""
        selected = self.selected()
        self._desk.load(lambda listing: self._show(listing, selected))

    def _show(self, listing: FeeListing | None, selected: PlayerFee | None) -> None:
        """The fees read, the player selected before still selected."""
        self.listing = listing
        if listing is None:
            return
        self._show_schedule(listing.schedule)
        self.table.blockSignals(True)
        self.table.setRowCount(len(listing.players))
        for row, f in enumerate(listing.players):
            texts = (
                str(f.player.number),
                f.player.name,
                str(f.player.rating or ""),
                f.category.name if f.category else "",
                money(f.due),
                money(f.paid),
                money(f.outstanding) if f.outstanding else "\u2714",
            )
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if col in (0, 2, 4, 5, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.blockSignals(False)
        self._show_totals(listing.totals)
        self._filter(self.typed.text())
        if selected is not None:
            self._select(selected.player.id)
        self._selected_changed()

    def _show_schedule(self, schedule: FeeSchedule) -> None:
        self.currency.setText(schedule.currency)
        self.categories.setRowCount(len(schedule.categories))
        for row, c in enumerate(schedule.categories):
            cells = (
                c.name,
                money(c.amount),
                ", ".join(c.titles),
                *(
                    "" if v is None else str(v)
                    for v in (c.min_rating, c.max_rating, c.born_from, c.born_until)
                ),
            )
            for col, text in enumerate(cells):
                self.categories.setItem(row, col, QTableWidgetItem(text))
        self.categories.resizeColumnsToContents()
        self.category.clear()
        self.category.addItem(self.tr("As the categories decide"), "")
        for c in schedule.categories:
            self.category.addItem(c.name, c.name)

    def _show_totals(self, totals: FeeTotals) -> None:
        currency = totals.currency
        lines = []
        for name, players, due, got, left in totals.by_category:
            lines.append(
                self.tr(
                    "{category}: %n player(s), due {due}, received {received}, outstanding {left}",
                    "",
                    players,
                ).format(
                    category=name or self.tr("no category"),
                    due=money(due),
                    received=money(got),
                    left=money(left),
                )
            )
        lines.append(
            self.tr(
                "Total: due {due} {currency}, received {received} {currency}, outstanding {left} {currency}"
            )
            .format(
                due=money(totals.due),
                received=money(totals.received),
                left=money(totals.outstanding),
                currency=currency,
            )
            .replace("  ", " ")
        )
        self.totals.setText("\n".join(lines))

    def _filter(self, typed: str) -> None:
        players = self.listing.players if self.listing else ()
        first = -1
        for row, f in enumerate(players):
            hidden = bool(typed.strip()) and not player_matches(f.player, typed)
            self.table.setRowHidden(row, hidden)
            if not hidden and first < 0:
                first = row
        if first >= 0 and typed.strip():
            self.table.selectRow(first)

    def _select(self, player_id: int) -> None:
        players = self.listing.players if self.listing else ()
        for row, f in enumerate(players):
            if f.player.id == player_id:
                self.table.selectRow(row)
                return

    def selected(self) -> PlayerFee | None:
        """The player of the selected row."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        players = self.listing.players if self.listing else ()
        if not rows or not 0 <= rows[0].row() < len(players):
            return None
        return players[rows[0].row()]

    def _selected_changed(self) -> None:
        fee = self.selected()
        for widget in (self.amount, self.note, self.category, self.pay, self.print_receipt, self.take_back):
            widget.setEnabled(fee is not None)
        if fee is None:
            return
        self.category.setCurrentIndex(max(self.category.findData(fee.player.fee_category), 0))
        self.amount.setText(money(fee.outstanding) if fee.outstanding else "")

    # -- the actions ---------------------------------------------------------------------------------
    def find_typed(self) -> None:
        """Enter in Find: select the one player the text finds, and go to the amount."""
        players = self.listing.players if self.listing else ()
        found = the_one_found(
            [f for f in players if player_matches(f.player, self.typed.text())], self.message
        )
        if found is None:
            return
        self._select(found.player.id)
        self.message.setText("")
        self.amount.setFocus()
        self.amount.selectAll()

    def record_payment(self) -> None:
        """Enter in the amount: record what the selected player paid."""
        fee = self.selected()
        if fee is None:
            return
        try:
            amount = parse_amount(self.amount.text())
        except OperationRefused as exc:
            self.message.setText(str(exc))
            self.amount.setFocus()
            return
        told: list[FeePayment] = []

        def paid(payment: FeePayment) -> None:
            told.append(payment)
            currency = self.listing.schedule.currency if self.listing else ""
            self.refresh()
            self.message.setText(
                self.tr("Receipt {receipt}: {amount} {currency} from {name}.")
                .format(
                    receipt=payment.receipt,
                    amount=money(payment.amount),
                    currency=currency,
                    name=fee.player.name,
                )
                .replace("  ", " ")
            )

        if not self._desk.pay(fee, amount, self.note.text().strip(), paid):
            self.refresh()
            return
        if not told:
            self._storing()
        self.note.clear()
        self.typed.clear()
        self._select(fee.player.id)
        self.typed.setFocus()

    def _storing(self) -> None:
        """An action under way on the worker (a venue server's desk): said until the server stored it."""
        self.message.setText(self.tr("Storing\u2026"))

    def _act(self, act: Callable[[Done], bool], said: str = "") -> None:
        """Carry out an action of the desk: refused at once, the fees read again; once stored, read again
        and ``said`` shown; until then (on the worker) "Storing…"."""
        stored_now: list[bool] = []

        def stored() -> None:
            stored_now.append(True)
            self.refresh()
            self.message.setText(said)

        if not act(stored):
            self.refresh()
        elif not stored_now:
            self._storing()

    def choose_category(self) -> None:
        """The category chosen for the selected player ("" : the categories decide)."""
        fee = self.selected()
        name = self.category.currentData()
        if fee is None or not isinstance(name, str) or name == fee.player.fee_category:
            return
        self._act(lambda stored: self._desk.set_category(fee, name, stored))

    def take_back_payment(self) -> None:
        fee = self.selected()
        if fee is not None:
            self._act(lambda stored: self._desk.take_back(fee, stored))

    def _print_selected(self) -> None:
        fee = self.selected()
        self._desk.print_receipts(fee.player.number if fee else None)

    def typed_schedule(self) -> FeeSchedule:
        """The categories as typed in the table; refused, in one sentence, when a cell is no number."""
        categories = []
        for row in range(self.categories.rowCount()):
            cells = [
                (item.text().strip() if (item := self.categories.item(row, col)) else "")
                for col in range(CATEGORY_COLUMNS)
            ]
            name, amount, titles, *limits = cells
            if not any(cells):
                continue
            numbers: list[int | None] = []
            for text in limits:
                if text and not text.isdigit():
                    raise OperationRefused(
                        self.tr("Fee category {name}: {text} is not a whole number.").format(
                            name=name, text=text
                        )
                    )
                numbers.append(int(text) if text else None)
            categories.append(
                FeeCategory(
                    name,
                    parse_amount(amount or "0"),
                    tuple(t.upper() for t in titles.replace(",", " ").split()),
                    *numbers,
                )
            )
        return FeeSchedule(self.currency.text().strip(), tuple(categories))

    def save_schedule(self) -> None:
        """Save categories: store the table as the event's schedule."""
        try:
            schedule = self.typed_schedule()
        except OperationRefused as exc:
            self.message.setText(str(exc))
            return
        self._act(
            lambda stored: self._desk.save_schedule(schedule, stored),
            self.tr("The fee categories are saved."),
        )
