# size-limit exception: the end-of-event dialog: its tabs (ratings, norms, prizes, the check before
# submission) together
"""Dialogs of the end of the event: officials and rating data, round dates, prize categories, the
rating panel (per player, game by game, with the K factor), title norms, the check before export and
the explanation of a tie-break value.

No SQL and no rules here: each dialog shows values from ``db``/``engine`` and returns what the
arbiter typed; ``arbiter_gui.end_of_event`` runs the operations.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from engine.model import PairingNumber, Sex
from engine.norms import NormResult
from engine.officials import ARBITER_TITLES, Official
from engine.prizes import CategoryRule, Prize, PrizeCategory, TieRule, format_money
from engine.rating import RatingChange, RatingReport, RatingType
from engine.rating.report import FirstRating
from engine.rating.text import change_lines, first_rating_lines, k_rule_text
from engine.submission import Severity, SubmissionIssue
from engine.time_control import TimeControlError, parse_time_control, rating_type_of
from operations.text_fields import EVENT_TEXT_LIMITS
from texts.catalogue import QT_TRANSLATE_NOOP
from texts.labels import rating_type_name, rating_type_word, severity_name, tie_rule_name
from values import EventSettings

translate = QCoreApplication.translate


def _buttons(dialog: QDialog, ok: bool = True) -> QDialogButtonBox:
    """OK and Cancel (or Close), and Help (F1 too: the manual's section for ``dialog``)."""
    which = (
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        if ok
        else QDialogButtonBox.StandardButton.Close
    )
    box = QDialogButtonBox(which)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    give_help(dialog, box)
    return box


def _fixed_text() -> QPlainTextEdit:
    """A read-only text box in the fixed-width font (the columns of the explanations line up)."""
    box = QPlainTextEdit()
    box.setReadOnly(True)
    box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    return box


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    table.resizeColumnsToContents()
    return table


# --- officials, time control, rating type ------------------------------------------------------------


class OfficialRow(QWidget):
    """Title, name and FIDE ID of one arbiter (TRF 102/112: ``IA Name (FIDE ID)``)."""

    def __init__(self, official: Official, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QComboBox()
        self.title.addItems(["", *ARBITER_TITLES])
        self.title.setCurrentText(official.title)
        self.name = QLineEdit(official.name)
        self.name.setPlaceholderText(translate("EndOfEventDialogs", "Surname, First name"))
        self.fide_id = QLineEdit(official.fide_id)
        self.fide_id.setPlaceholderText(translate("EndOfEventDialogs", "FIDE ID"))
        self.fide_id.setMaximumWidth(110)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.name, 1)
        layout.addWidget(self.fide_id)

    def official(self) -> Official:
        return Official(self.name.text().strip(), self.fide_id.text().strip(), self.title.currentText())


class OfficialsDialog(QDialog):
    """Organiser, chief arbiter and deputies with FIDE IDs, time control (122 and 222), rating type,
    whether FIDE rates the event, and how prizes are split between equal players."""

    DEPUTY_ROWS = 4

    def __init__(self, parent: QWidget | None, settings: EventSettings) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Officials, time control and rating"))
        self.setMinimumWidth(560)
        self._settings = settings
        self.organiser = QLineEdit(settings.organiser)
        self.organiser.setMaxLength(EVENT_TEXT_LIMITS["organiser"])
        self.chief = OfficialRow(Official.parse(settings.chief_arbiter))
        deputies = [Official.parse(d) for d in settings.deputy_arbiters]
        deputies += [Official("")] * max(0, self.DEPUTY_ROWS - len(deputies))
        self.deputies = [OfficialRow(d) for d in deputies]
        self.time_control = QLineEdit(settings.time_control)
        self.time_control.setMaxLength(EVENT_TEXT_LIMITS["time_control"])
        self.time_control.setPlaceholderText(translate("EndOfEventDialogs", "90' + 30\" from move 1"))
        self.code = QLineEdit(settings.time_control_code)
        self.code.setPlaceholderText("5400+30")
        self.code.setToolTip(
            translate(
                "EndOfEventDialogs", "TRF26 222: seconds per period, M/S for moves in seconds, +I increment"
            )
        )
        self.rating_type = QComboBox()
        for t in RatingType:
            self.rating_type.addItem(rating_type_name(t), t)
        self.rating_type.setCurrentIndex(self.rating_type.findData(settings.rating_type))
        self.fide_rated = QCheckBox(translate("EndOfEventDialogs", "Submitted to FIDE for rating"))
        self.fide_rated.setChecked(settings.fide_rated)
        self.ties = QComboBox()
        for rule in TieRule:
            self.ties.addItem(tie_rule_name(rule), rule)
        self.ties.setCurrentIndex(self.ties.findData(settings.prize_ties))
        self.hint = plain_label()
        self.hint.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("EndOfEventDialogs", "&Organiser:"), self.organiser)
        form.addRow(translate("EndOfEventDialogs", "&Chief arbiter:"), self.chief)
        for i, row in enumerate(self.deputies, start=1):
            form.addRow(translate("EndOfEventDialogs", "Deputy {i}:").format(i=i), row)
        form.addRow(translate("EndOfEventDialogs", "&Time control:"), self.time_control)
        form.addRow(translate("EndOfEventDialogs", "TRF &222 code:"), self.code)
        form.addRow(translate("EndOfEventDialogs", "&Rating:"), self.rating_type)
        form.addRow("", self.fide_rated)
        form.addRow(translate("EndOfEventDialogs", "&Prizes between equals:"), self.ties)
        self.buttons = _buttons(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        self.code.textChanged.connect(self._check)
        self.rating_type.currentIndexChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        """Say what the 222 code means and whether it matches the rating type; refuse a bad code."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        code = self.code.text().strip()
        if not code:
            self.hint.setText(
                translate(
                    "EndOfEventDialogs",
                    "Give the encoded time control (222): FIDE's rating officer needs it.",
                )
            )
            ok.setEnabled(True)
            return
        try:
            control = parse_time_control(code)
        except TimeControlError as exc:
            self.hint.setText(str(exc))
            ok.setEnabled(False)
            return
        kind = rating_type_of(control)
        wanted = self.rating_type.currentData()
        if kind is not wanted:
            text = translate(
                "EndOfEventDialogs",
                "{control}: a {kind} time control. The event is set to be rated {wanted}: check one of them.",
            ).format(control=control.text, kind=rating_type_word(kind), wanted=rating_type_word(wanted))
        else:
            text = translate("EndOfEventDialogs", "{control}: a {kind} time control.").format(
                control=control.text, kind=rating_type_word(kind)
            )
        self.hint.setText(text)
        ok.setEnabled(True)

    def settings(self) -> EventSettings:
        deputies = tuple(row.official().trf_text for row in self.deputies if row.official().name)
        return replace(
            self._settings,
            organiser=self.organiser.text().strip(),
            chief_arbiter=self.chief.official().trf_text,
            deputy_arbiters=deputies,
            time_control=self.time_control.text().strip(),
            time_control_code=self.code.text().strip(),
            rating_type=self.rating_type.currentData(),
            fide_rated=self.fide_rated.isChecked(),
            prize_ties=self.ties.currentData(),
        )


# --- round dates -----------------------------------------------------------------------------------------


def _qdate(d: date) -> QDate:
    return QDate(d.year, d.month, d.day)


class RoundDatesDialog(QDialog):
    """The date of every round (TRF 132), proposed from the schedule; "no date" clears one."""

    def __init__(self, parent: QWidget | None, dates: Sequence[date | None], stored: Sequence[bool]) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Round dates"))
        self.edits: list[QDateEdit] = []
        self.none: list[QCheckBox] = []
        form = QFormLayout()
        for r, (when, known) in enumerate(zip(dates, stored, strict=True), start=1):
            edit = QDateEdit()
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(_qdate(when) if when else QDate.currentDate())
            blank = QCheckBox(translate("EndOfEventDialogs", "no date"))
            blank.setChecked(when is None)
            blank.toggled.connect(lambda on, e=edit: e.setEnabled(not on))
            edit.setEnabled(when is not None)
            line = QHBoxLayout()
            line.addWidget(edit)
            line.addWidget(blank)
            line.addWidget(
                plain_label("" if known or when is None else translate("EndOfEventDialogs", "proposed"))
            )
            holder = QWidget()
            holder.setLayout(line)
            form.addRow(translate("EndOfEventDialogs", "Round {r}:").format(r=r), holder)
            self.edits.append(edit)
            self.none.append(blank)
        layout = QVBoxLayout(self)
        note = plain_label(
            translate(
                "EndOfEventDialogs",
                "Dates not yet stored are proposed from the schedule (or spread over the event's days).",
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(_buttons(self))

    def dates(self) -> tuple[date | None, ...]:
        out: list[date | None] = []
        for edit, blank in zip(self.edits, self.none, strict=True):
            q = edit.date()
            out.append(None if blank.isChecked() else date(q.year(), q.month(), q.day()))
        return tuple(out)


# --- prize categories ---------------------------------------------------------------------------------


def parse_prizes(text: str) -> tuple[Prize, ...]:
    """``300, 150.50, Trophy, 100 Book`` -> prizes for places 1, 2, ... (amounts in cents)."""
    out: list[Prize] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        head, _, label = part.partition(" ")
        try:
            cents = Decimal(head) * 100
        except InvalidOperation:
            out.append(Prize(0, part))
            continue
        if cents != cents.to_integral_value() or cents < 0:
            raise ValueError(
                translate("EndOfEventDialogs", "prize {part!r}: an amount with at most two decimals").format(
                    part=part
                )
            )
        out.append(Prize(int(cents), label.strip()))
    return tuple(out)


def prizes_text(prizes: Sequence[Prize]) -> str:
    return ", ".join(
        " ".join(x for x in (format_money(Fraction(p.amount)) if p.amount else "", p.label) if x)
        for p in prizes
    )


def _opt(text: str) -> int | None:
    text = text.strip()
    return int(text) if text else None


class CategoryDialog(QDialog):
    """One prize category: who belongs to it, and its prizes."""

    def __init__(self, parent: QWidget | None, category: PrizeCategory | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Prize category"))
        c = category or PrizeCategory("")
        r = c.rule
        self.name = QLineEdit(c.name)
        self.code = QLineEdit(c.code)
        self.code.setPlaceholderText(
            translate("EndOfEventDialogs", "short name for the standings (W, U16...)")
        )
        self.women = QCheckBox(translate("EndOfEventDialogs", "women only"))
        self.women.setChecked(r.sex is Sex.FEMALE)
        self.born_from = QLineEdit("" if r.born_from is None else str(r.born_from))
        self.born_to = QLineEdit("" if r.born_to is None else str(r.born_to))
        self.rating_min = QLineEdit("" if r.rating_min is None else str(r.rating_min))
        self.rating_max = QLineEdit("" if r.rating_max is None else str(r.rating_max))
        self.unrated = QCheckBox(translate("EndOfEventDialogs", "unrated players only"))
        self.unrated.setChecked(r.unrated)
        self.federations = QLineEdit(" ".join(sorted(r.federations)))
        self.clubs = QLineEdit("; ".join(sorted(r.clubs)))
        self.players = QLineEdit(" ".join(str(n) for n in sorted(r.players)))
        self.prizes = QLineEdit(prizes_text(c.prizes))
        self.prizes.setPlaceholderText(translate("EndOfEventDialogs", "300, 200, 100 Book, Trophy"))
        self.error = plain_label()
        form = QFormLayout()
        form.addRow(translate("EndOfEventDialogs", "&Name:"), self.name)
        form.addRow(translate("EndOfEventDialogs", "&Code:"), self.code)
        form.addRow("", self.women)
        form.addRow(translate("EndOfEventDialogs", "Born from (year):"), self.born_from)
        form.addRow(translate("EndOfEventDialogs", "Born up to (year):"), self.born_to)
        form.addRow(translate("EndOfEventDialogs", "Rating from:"), self.rating_min)
        form.addRow(translate("EndOfEventDialogs", "Rating up to:"), self.rating_max)
        form.addRow("", self.unrated)
        form.addRow(translate("EndOfEventDialogs", "&Federations:"), self.federations)
        form.addRow(translate("EndOfEventDialogs", "C&lubs (; between):"), self.clubs)
        form.addRow(translate("EndOfEventDialogs", "Listed players (numbers):"), self.players)
        form.addRow(translate("EndOfEventDialogs", "&Prizes, place 1 first:"), self.prizes)
        self.buttons = _buttons(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        for edit in (
            self.name,
            self.born_from,
            self.born_to,
            self.rating_min,
            self.rating_max,
            self.players,
            self.prizes,
        ):
            edit.textChanged.connect(self._validate)
        self._validate()

    def _validate(self) -> None:
        try:
            self.category()
        except ValueError as exc:
            self.error.setText(str(exc))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        self.error.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def category(self) -> PrizeCategory:
        """The category typed; ``ValueError`` says what is wrong."""
        name = self.name.text().strip()
        if not name:
            raise ValueError(translate("EndOfEventDialogs", "the category needs a name"))
        try:
            rule = CategoryRule(
                sex=Sex.FEMALE if self.women.isChecked() else None,
                born_from=_opt(self.born_from.text()),
                born_to=_opt(self.born_to.text()),
                rating_min=_opt(self.rating_min.text()),
                rating_max=_opt(self.rating_max.text()),
                unrated=self.unrated.isChecked(),
                federations=frozenset(f.upper() for f in self.federations.text().replace(",", " ").split()),
                clubs=frozenset(c.strip() for c in self.clubs.text().split(";") if c.strip()),
                players=frozenset(
                    PairingNumber(int(n)) for n in self.players.text().replace(",", " ").split()
                ),
            )
        except ValueError:
            raise ValueError(
                translate("EndOfEventDialogs", "years, ratings and player numbers are whole numbers")
            ) from None
        return PrizeCategory(name, rule, parse_prizes(self.prizes.text()), self.code.text().strip())


class PrizeCategoriesDialog(QDialog):
    """The event's prize categories in order (the first listed wins between prizes of equal value)."""

    def __init__(self, parent: QWidget | None, categories: Sequence[PrizeCategory]) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Prize categories"))
        self.resize(620, 420)
        self._categories = list(categories)
        self.list = QListWidget()
        buttons = QVBoxLayout()
        self.add = QPushButton(translate("EndOfEventDialogs", "&Add…"))
        self.edit = QPushButton(translate("EndOfEventDialogs", "&Edit…"))
        self.remove = QPushButton(translate("EndOfEventDialogs", "&Remove"))
        self.up = QPushButton(translate("EndOfEventDialogs", "Move &up"))
        self.down = QPushButton(translate("EndOfEventDialogs", "Move &down"))
        for b in (self.add, self.edit, self.remove, self.up, self.down):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.add.clicked.connect(self._add)
        self.edit.clicked.connect(self._edit)
        self.list.itemDoubleClicked.connect(lambda _i: self._edit())
        self.remove.clicked.connect(self._remove)
        self.up.clicked.connect(lambda: self._move(-1))
        self.down.clicked.connect(lambda: self._move(+1))
        self.run_dialog: Callable[[QDialog], bool] = lambda d: d.exec() == QDialog.DialogCode.Accepted
        """Replaced by the window's prompts (tests answer without a modal loop)."""
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(
            plain_label(
                translate(
                    "EndOfEventDialogs",
                    "Each player receives one prize, the most valuable; between equal prizes the category "
                    "higher in this list.",
                )
            )
        )
        layout.addLayout(row)
        layout.addWidget(_buttons(self))
        self._fill()

    def _fill(self, select: int = 0) -> None:
        self.list.clear()
        for c in self._categories:
            self.list.addItem(
                translate("EndOfEventDialogs", "{name} [{short}]: {rule}; {prizes}").format(
                    name=c.name,
                    short=c.short,
                    rule=c.rule.describe(),
                    prizes=prizes_text(c.prizes) or translate("EndOfEventDialogs", "no prize"),
                )
            )
        if self._categories:
            self.list.setCurrentRow(min(select, len(self._categories) - 1))

    def _add(self) -> None:
        dialog = CategoryDialog(self)
        if self.run_dialog(dialog):
            self._categories.append(dialog.category())
            self._fill(len(self._categories) - 1)

    def _edit(self) -> None:
        i = self.list.currentRow()
        if i < 0:
            return
        dialog = CategoryDialog(self, self._categories[i])
        if self.run_dialog(dialog):
            self._categories[i] = dialog.category()
            self._fill(i)

    def _remove(self) -> None:
        i = self.list.currentRow()
        if i >= 0:
            del self._categories[i]
            self._fill(i)

    def _move(self, step: int) -> None:
        i = self.list.currentRow()
        j = i + step
        if 0 <= i < len(self._categories) and 0 <= j < len(self._categories):
            self._categories[i], self._categories[j] = self._categories[j], self._categories[i]
            self._fill(j)

    def categories(self) -> list[PrizeCategory]:
        return list(self._categories)


# --- the rating panel ---------------------------------------------------------------------------------


K_CHOICES = (
    (QT_TRANSLATE_NOOP("EndOfEventDialogs", "derived (B.02 8.3.3)"), None),
    ("10", 10),
    ("20", 20),
    ("40", 40),
)


class RatingPanel(QDialog):
    """Every player's rating change; the selected player's games one by one (D, D used, PD, score, ΔR)
    and the K used, which the arbiter can set from the FIDE list (``set_k`` is called with it, with what
    shows the report once the K is stored, at a venue server's desk later, on the worker, and with what
    shows the K stored before when it was not)."""

    def __init__(
        self,
        parent: QWidget | None,
        report: RatingReport,
        names: dict[PairingNumber, str],
        stored_k: dict[PairingNumber, int | None],
        set_k: Callable[
            [PairingNumber, int | None, Callable[[RatingReport], None], Callable[[], None]], bool
        ],
        select: PairingNumber | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Rating changes (B.02)"))
        self.resize(900, 600)
        self._names = names
        self._stored = stored_k
        self._set_k = set_k
        self.summary = QTableWidget()
        self.summary.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.summary.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.summary.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.summary.verticalHeader().setVisible(False)
        self.k = QComboBox()
        for label, value in K_CHOICES:
            self.k.addItem(translate("EndOfEventDialogs", label), value)
        self.k_rule = plain_label()
        self.k_rule.setWordWrap(True)
        self.detail = _fixed_text()
        k_row = QHBoxLayout()
        k_label = plain_label(translate("EndOfEventDialogs", "&K of this player:"))
        k_label.setBuddy(self.k)
        k_row.addWidget(k_label)
        k_row.addWidget(self.k)
        k_row.addWidget(self.k_rule, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary, 1)
        layout.addLayout(k_row)
        layout.addWidget(self.detail, 1)
        layout.addWidget(_buttons(self, ok=False))
        self.summary.itemSelectionChanged.connect(self._show_selected)
        self.k.activated.connect(self._k_chosen)
        self._show(report, select)

    def _show(self, report: RatingReport, select: PairingNumber | None) -> None:
        self._report = report
        items: list[RatingChange | FirstRating] = sorted(
            [*report.changes, *report.first_ratings], key=lambda c: c.number
        )
        self._items = items
        headers = (
            translate("EndOfEventDialogs", "No"),
            translate("EndOfEventDialogs", "Name"),
            translate("EndOfEventDialogs", "Rating"),
            "K",
            translate("EndOfEventDialogs", "Games"),
            translate("EndOfEventDialogs", "Score"),
            translate("EndOfEventDialogs", "Expected"),
            translate("EndOfEventDialogs", "Change"),
        )
        self.summary.blockSignals(True)
        self.summary.clear()
        self.summary.setColumnCount(len(headers))
        self.summary.setHorizontalHeaderLabels(list(headers))
        self.summary.setRowCount(len(items))
        for row, c in enumerate(items):
            if isinstance(c, RatingChange):
                cells = [
                    str(c.number),
                    c.name,
                    str(c.rating),
                    str(c.k),
                    str(len(c.games)),
                    _pts(c.score),
                    f"{float(c.expected):.2f}",
                    f"{float(c.change):+.1f}",
                ]
            else:
                value = str(c.result.value) if c.result.published else "-"
                cells = [
                    str(c.number),
                    c.name,
                    translate("EndOfEventDialogs", "unrated"),
                    "",
                    str(c.result.games),
                    _pts(c.result.score),
                    "",
                    translate("EndOfEventDialogs", "first {value}").format(value=value),
                ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (0, 2, 3, 4, 6, 7):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.summary.setItem(row, col, item)
        self.summary.resizeColumnsToContents()
        self.summary.blockSignals(False)
        target = next((i for i, c in enumerate(items) if c.number == select), 0)
        if items:
            self.summary.selectRow(target)
        self._show_selected()

    def selected(self) -> RatingChange | FirstRating | None:
        rows = self.summary.selectionModel().selectedRows()
        return self._items[rows[0].row()] if rows else None

    def _show_selected(self) -> None:
        c = self.selected()
        if c is None:
            self.detail.setPlainText("")
            self.k.setEnabled(False)
            return
        if isinstance(c, RatingChange):
            self.detail.setPlainText("\n".join(change_lines(c, self._names)))
            self.k.setEnabled(True)
            self.k.setCurrentIndex(max(self.k.findData(self._stored.get(c.number)), 0))
            self.k_rule.setText(k_rule_text(c))
        else:
            self.detail.setPlainText("\n".join(first_rating_lines(c, self._names)))
            self.k.setEnabled(False)
            self.k_rule.setText(
                translate(
                    "EndOfEventDialogs", "An unrated player has no K: the first rating follows B.02 8.2."
                )
            )

    def _k_chosen(self, _index: int) -> None:
        c = self.selected()
        if not isinstance(c, RatingChange):
            return
        number, k = c.number, self.k.currentData()

        def shown(report: RatingReport) -> None:
            self._stored[number] = k
            self._show(report, number)

        self._set_k(number, k, shown, lambda: self._show(self._report, number))


def _pts(value: Fraction) -> str:
    from engine.tiebreaks import format_value

    return format_value(value, halves=True)


# --- norms, the check before export, tie-break explanations ------------------------------------------------


class NormsDialog(QDialog):
    """Each player's best norm (achieved, or what it lacks) and every requirement of the selected one."""

    def __init__(
        self, parent: QWidget | None, best: Sequence[NormResult], all_results: Sequence[NormResult]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Title norms (B.01)"))
        self.resize(860, 560)
        self._best = list(best)
        self._all = list(all_results)
        rows = [
            [
                str(r.number),
                r.name,
                r.title.value,
                translate("EndOfEventDialogs", "achieved")
                if r.achieved
                else translate("EndOfEventDialogs", "{missing} missing").format(missing=len(r.missing)),
                str(r.games),
                _pts(r.score),
                str(r.average),
                str(r.performance),
            ]
            for r in self._best
        ]
        self.table = _table(
            (
                translate("EndOfEventDialogs", "No"),
                translate("EndOfEventDialogs", "Name"),
                translate("EndOfEventDialogs", "Norm"),
                translate("EndOfEventDialogs", "Status"),
                translate("EndOfEventDialogs", "Games"),
                translate("EndOfEventDialogs", "Score"),
                translate("EndOfEventDialogs", "Ra"),
                translate("EndOfEventDialogs", "Rp"),
            ),
            rows,
        )
        self.detail = _fixed_text()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail, 1)
        layout.addWidget(_buttons(self, ok=False))
        self.table.itemSelectionChanged.connect(self._show)
        if rows:
            self.table.selectRow(0)

    def _show(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        number = self._best[rows[0].row()].number
        lines: list[str] = []
        for r in self._all:
            if r.number == number:
                lines.extend(r.lines())
                lines.append("")
        self.detail.setPlainText("\n".join(lines))


class SubmissionDialog(QDialog):
    """What FIDE's rating officer needs and is missing, each with a Fix button (``fix`` opens the place)."""

    def __init__(
        self,
        parent: QWidget | None,
        issues: Sequence[SubmissionIssue],
        fix: Callable[[SubmissionIssue], None],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Check before export"))
        self.resize(760, 460)
        self._issues = list(issues)
        self._fix = fix
        errors = sum(1 for i in issues if i.severity is Severity.ERROR)
        summary = (
            translate("EndOfEventDialogs", "Everything the rating officer needs is there.")
            if not issues
            else translate(
                "EndOfEventDialogs",
                "{errors} error(s) and {warnings} warning(s): fix the errors before sending the TRF.",
            ).format(errors=errors, warnings=len(issues) - errors)
        )
        self.table = _table(
            ("", translate("EndOfEventDialogs", "Problem")),
            [[severity_name(i.severity.value), i.message] for i in issues],
        )
        self.table.horizontalHeader().setStretchLastSection(True)
        self.fix_button = QPushButton(translate("EndOfEventDialogs", "&Fix…"))
        self.fix_button.clicked.connect(self._fix_selected)
        self.table.doubleClicked.connect(lambda _i: self._fix_selected())
        self.fix_button.setEnabled(bool(issues))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(summary))
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addWidget(self.fix_button)
        row.addStretch(1)
        box = _buttons(self, ok=False)
        row.addWidget(box)
        layout.addLayout(row)
        if issues:
            self.table.selectRow(0)

    def _fix_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._fix(self._issues[rows[0].row()])


class ExplainDialog(QDialog):
    """A tie-break value contribution by contribution (``engine.tiebreaks.Explanation.lines``)."""

    def __init__(
        self,
        parent: QWidget | None,
        players: Sequence[tuple[int, str]],
        codes: Sequence[str],
        explain: Callable[[int, str], list[str]],
        player: int | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndOfEventDialogs", "Explain a tie-break"))
        self.resize(760, 520)
        self._explain = explain
        self.player = QComboBox()
        for number, name in players:
            self.player.addItem(f"{number}. {name}", number)
        self.code = QComboBox()
        self.code.addItems(list(codes))
        if player is not None:
            self.player.setCurrentIndex(max(self.player.findData(player), 0))
        if code is not None and code in codes:
            self.code.setCurrentText(code)
        self.text = _fixed_text()
        top = QHBoxLayout()
        top.addWidget(self.player, 1)
        top.addWidget(self.code)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        layout.addWidget(_buttons(self, ok=False))
        self.player.currentIndexChanged.connect(self._update)
        self.code.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        number = self.player.currentData()
        code = self.code.currentText()
        if number is None or not code:
            self.text.setPlainText("")
            return
        try:
            self.text.setPlainText("\n".join(self._explain(int(number), code)))
        except ValueError as exc:  # our errors derive from ValueError (ArbiterError)
            self.text.setPlainText(str(exc))


__all__ = [
    "CategoryDialog",
    "ExplainDialog",
    "NormsDialog",
    "OfficialsDialog",
    "PrizeCategoriesDialog",
    "RatingPanel",
    "RoundDatesDialog",
    "SubmissionDialog",
    "parse_prizes",
    "prizes_text",
]
