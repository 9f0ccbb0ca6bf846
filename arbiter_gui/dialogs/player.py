"""Add or edit one player (the static part of a TRF 001 record)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from db.values import PlayerDetails
from engine.model import Sex

TITLES = ("", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM")


class PlayerDialog(QDialog):
    """A player's name, rating, title, federation, FIDE id, sex and birth date."""

    def __init__(
        self, parent: QWidget | None = None, player: PlayerDetails | None = None, note: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Edit player" if player else "Add player")
        self.setMinimumWidth(420)
        self.name = QLineEdit(player.name if player else "")
        self.name.setPlaceholderText("Surname, First name")
        self.rating = QSpinBox()
        self.rating.setRange(0, 3500)
        self.rating.setSpecialValueText("unrated")
        self.rating.setValue(player.rating if player else 0)
        self.title = QComboBox()
        self.title.addItems(TITLES)
        self.title.setEditable(True)
        self.title.setCurrentText(player.title if player else "")
        self.federation = QLineEdit(player.federation if player else "")
        self.federation.setMaxLength(3)
        self.fide_id = QLineEdit(player.fide_id if player else "")
        self.sex = QComboBox()
        for label, sex in (("", Sex.UNKNOWN), ("Male", Sex.MALE), ("Female", Sex.FEMALE)):
            self.sex.addItem(label, sex)
        if player:
            self.sex.setCurrentIndex(self.sex.findData(player.sex))
        self.birth_date = QLineEdit(player.birth_date if player else "")
        self.birth_date.setPlaceholderText("YYYY/MM/DD")

        form = QFormLayout()
        form.addRow("&Name:", self.name)
        form.addRow("&Rating:", self.rating)
        form.addRow("&Title:", self.title)
        form.addRow("&Federation:", self.federation)
        form.addRow("FIDE &id:", self.fide_id)
        form.addRow("&Sex:", self.sex)
        form.addRow("&Birth date:", self.birth_date)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(self._validate)
        layout = QVBoxLayout(self)
        if note:
            note_label = QLabel(note)
            note_label.setWordWrap(True)
            layout.addWidget(note_label)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self._validate()

    def _validate(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.name.text().strip()))

    def details(self) -> PlayerDetails:
        """The values typed."""
        return PlayerDetails(
            name=self.name.text().strip(),
            rating=self.rating.value(),
            title=self.title.currentText().strip().upper(),
            federation=self.federation.text().strip().upper(),
            fide_id=self.fide_id.text().strip(),
            sex=self.sex.currentData(),
            birth_date=self.birth_date.text().strip(),
        )
