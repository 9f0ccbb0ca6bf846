"""Add or edit one player: the static part of a TRF 001 record, and what the player library adds.

With a player library (``search``), the dialog opens on a search line: typing a few letters of the
name shows the players of the library, and picking one fills the form (FIDE ID, name, title,
federation, sex, birth year, the rating of the event's type, K factor, inactive flag, national ID
and rating, club). The form stays editable; what is registered is the tournament's own copy.

Below the form the dialog says what deserves a second look (``check``: a similar name already
registered, an unknown federation, an impossible birth year or rating) and, for a name longer than
TRF's 33 characters, what will be cut.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from engine.errors import ArbiterError
from engine.model import Sex
from engine.rating.kfactor import RatingType
from operations.ops_fixed_boards import MAX_BOARD
from operations.registration import TRF_NAME_LIMIT, details_from_library, fit_name
from operations.text_fields import PLAYER_TEXT_LIMITS
from player_library import LibraryPlayer
from texts.labels import rating_type_name
from values import PlayerDetails

TITLES = ("", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")

Check = Callable[[PlayerDetails], list[str]]
"""The registration checks (``arbiter_gui.controllers.library.RegisteredPlayers.check``: nothing read)."""

CHECK_DELAY_MS = 200


class PlayerDialog(QDialog):
    """A player's name, rating, title, federation, FIDE ID, sex, birth date, national data and club."""

    def __init__(
        self,
        parent: QWidget | None = None,
        player: PlayerDetails | None = None,
        note: str = "",
        *,
        check: Check | None = None,
        search: QWidget | None = None,
        rating_type: RatingType = RatingType.STANDARD,
        fixed_board: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("Add player"))
        self.setMinimumWidth(520 if search is None else 820)
        self._check = check
        self._rating_type = rating_type
        self._carried = player or PlayerDetails(name="")
        """Fields the form does not show (other titles), kept as they were."""
        self.k_factor: int | None = None
        """The K factor of the library entry picked (stored with the player: ``add_player(k_factor=)``)."""
        self.search = search
        self.name = QLineEdit(player.name if player else "")
        self.name.setPlaceholderText(self.tr("Surname, First name"))
        self.name_note = plain_label()
        self.name_note.setWordWrap(True)
        self.rating = QSpinBox()
        self.rating.setRange(0, 3500)
        self.rating.setSpecialValueText(self.tr("unrated"))
        self.rating.setValue(player.rating if player else 0)
        self.title = QComboBox()
        self.title.addItems(TITLES)
        self.title.setEditable(True)
        self.title.setCurrentText(player.title if player else "")
        self.federation = QLineEdit(player.federation if player else "")
        self.federation.setMaxLength(3)
        self.fide_id = QLineEdit(player.fide_id if player else "")
        self.sex = QComboBox()
        for label, sex in (("", Sex.UNKNOWN), (self.tr("Male"), Sex.MALE), (self.tr("Female"), Sex.FEMALE)):
            self.sex.addItem(label, sex)
        if player:
            self.sex.setCurrentIndex(self.sex.findData(player.sex))
        self.birth_date = QLineEdit(player.birth_date if player else "")
        self.birth_date.setPlaceholderText(self.tr("YYYY/MM/DD or YYYY"))
        self.national_id = QLineEdit(player.national_id if player else "")
        self.national_rating = QSpinBox()
        self.national_rating.setRange(0, 3500)
        self.national_rating.setSpecialValueText(self.tr("none"))
        self.national_rating.setValue(player.national_rating if player else 0)
        self.club = QLineEdit(player.club if player else "")
        self.club.setMaxLength(PLAYER_TEXT_LIMITS["club"])
        self.city = QLineEdit(player.city if player else "")
        self.city.setMaxLength(PLAYER_TEXT_LIMITS["city"])
        self.inactive = QCheckBox(self.tr("inactive in the FIDE list"))
        self.inactive.setChecked(bool(player and player.inactive))
        self.list_note = plain_label()
        self.list_note.setWordWrap(True)
        self.fixed_board = self._fixed_board_box(fixed_board)

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow("", self.name_note)
        form.addRow(self.tr("&Rating ({value}):").format(value=rating_type_name(rating_type)), self.rating)
        form.addRow(self.tr("&Title:"), self.title)
        form.addRow(self.tr("&Federation:"), self.federation)
        form.addRow(self.tr("FIDE &ID:"), self.fide_id)
        form.addRow(self.tr("&Sex:"), self.sex)
        form.addRow(self.tr("&Birth date:"), self.birth_date)
        form.addRow("", self.inactive)
        if player is not None:
            form.addRow(self.tr("Fi&xed board:"), self.fixed_board)
        national = QFormLayout()
        national.addRow(self.tr("National I&D:"), self.national_id)
        national.addRow(self.tr("National ra&ting:"), self.national_rating)
        national.addRow(self.tr("C&lub:"), self.club)
        national.addRow(self.tr("Cit&y:"), self.city)
        national_box = QGroupBox(self.tr("National list and club"))
        national_box.setLayout(national)
        self.warnings = plain_label()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #9a5b00;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_DELAY_MS)
        self._check_timer.timeout.connect(self.update_warnings)
        for line in (self.name, self.federation, self.fide_id, self.birth_date):
            line.textChanged.connect(self._changed)
        self.rating.valueChanged.connect(self._changed)

        layout = QVBoxLayout(self)
        if note:
            note_label = plain_label(note)
            note_label.setWordWrap(True)
            layout.addWidget(note_label)
        if search is not None:
            layout.addWidget(search, 1)
            picked = getattr(search, "picked", None)
            if picked is not None:
                picked.connect(self.fill_from_library)
        columns = QHBoxLayout()
        columns.addLayout(form, 3)
        columns.addWidget(national_box, 2)
        layout.addLayout(columns)
        layout.addWidget(self.list_note)
        layout.addWidget(self.warnings)
        layout.addWidget(self.buttons)
        give_help(self, self.buttons)
        self._show_carried()
        self._changed()
        if search is not None and hasattr(search, "query"):
            search.query.setFocus()

    # -- the library -----------------------------------------------------------------------------------
    def fill_from_library(self, entry: LibraryPlayer) -> None:
        """Fill the form with ``entry``'s data for the event's rating type."""
        found = details_from_library(entry, self._rating_type)
        self.k_factor = found.k_factor
        self.load(found.details)
        self.list_note.setText("\n".join(filter(None, [*found.notes, self.list_note.text()])))
        self.name.setFocus()

    def load(self, details: PlayerDetails) -> None:
        self._carried = details
        self.name.setText(details.name)
        self.rating.setValue(details.rating)
        self.title.setCurrentText(details.title)
        self.federation.setText(details.federation)
        self.fide_id.setText(details.fide_id)
        self.sex.setCurrentIndex(max(self.sex.findData(details.sex), 0))
        self.birth_date.setText(details.birth_date)
        self.national_id.setText(details.national_id)
        self.national_rating.setValue(details.national_rating)
        self.club.setText(details.club)
        self.city.setText(details.city)
        self.inactive.setChecked(details.inactive)
        self._show_carried()
        self.update_warnings()

    def _show_carried(self) -> None:
        parts = []
        if self._carried.other_titles:
            parts.append(self.tr("other titles {titles}").format(titles=self._carried.other_titles))
        if self.k_factor:
            parts.append(self.tr("K factor {k}").format(k=self.k_factor))
        self.list_note.setText(
            self.tr("From the FIDE list: {details}").format(details=", ".join(parts)) if parts else ""
        )

    # -- checks ------------------------------------------------------------------------------------------
    def _changed(self) -> None:
        self._show_name_fit()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.name.text().strip()))
        if self._check is not None:
            self._check_timer.start()

    def _show_name_fit(self) -> None:
        text = " ".join(self.name.text().split())
        fit = fit_name(text)
        if fit.fits:
            self.name_note.setText(
                self.tr("{count} of {limit} characters (TRF)").format(count=len(text), limit=TRF_NAME_LIMIT)
            )
            self.name_note.setStyleSheet("color: #666666;")
        else:
            self.name_note.setText(
                self.tr(
                    "{count} characters: TRF allows {limit}. Registered as {kept!r}; {cut!r} is cut."
                ).format(count=len(text), limit=TRF_NAME_LIMIT, kept=fit.kept, cut=fit.cut)
            )
            self.name_note.setStyleSheet("color: #9a5b00;")

    def update_warnings(self) -> None:
        """Show what the registration checks say about the form as it is now."""
        self._check_timer.stop()
        if self._check is None or not self.name.text().strip():
            self.warnings.setText("")
            return
        try:
            found = self._check(self.details())
        except ArbiterError as exc:  # the checks could not run (e.g. the file is busy): say so, do not block
            found = [self.tr("the checks could not run: {exc}").format(exc=exc)]
        self.warnings.setText("\n".join(f"\u26a0 {w}" for w in found))

    def _fixed_board_box(self, fixed_board: int | None) -> QSpinBox:
        """The fixed board (C.04.2 (2026) art. 3.6), shown when a registered player is edited."""
        box = QSpinBox()
        box.setRange(0, MAX_BOARD)
        box.setSpecialValueText(self.tr("none"))
        box.setValue(fixed_board or 0)
        box.setToolTip(
            self.tr(
                "The board this player plays on in every round paired from now on (C.04.2 art. 3.6); the "
                "pairing is unchanged. Two fixed players paired together: the lower board; two on one "
                "board: the game earlier in the pairing keeps it."
            )
        )
        return box

    def board(self) -> int | None:
        """The fixed board chosen (None: none)."""
        return self.fixed_board.value() or None

    def details(self) -> PlayerDetails:
        """The values typed (a name longer than TRF allows cut as the form shows)."""
        return PlayerDetails(
            name=fit_name(self.name.text()).kept,
            rating=self.rating.value(),
            title=self.title.currentText().strip().upper(),
            federation=self.federation.text().strip().upper(),
            fide_id=self.fide_id.text().strip(),
            sex=self.sex.currentData(),
            birth_date=self.birth_date.text().strip(),
            national_id=self.national_id.text().strip(),
            national_rating=self.national_rating.value(),
            club=self.club.text().strip(),
            city=self.city.text().strip(),
            other_titles=self._carried.other_titles,
            inactive=self.inactive.isChecked(),
        )
