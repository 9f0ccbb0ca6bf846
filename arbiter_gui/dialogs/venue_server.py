"""File > Connect to venue server: where the event's database is (host, port, database), who connects
(user) and the password, which is given to the server only and never stored (not in the settings, not
in the recent files: ``db.location.ServerAddress`` keeps it out of every text)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.dialog_help import give_help
from db.location import ServerAddress

DEFAULT_PORT = 5432
"""PostgreSQL's port unless the server's administrator chose another."""


class VenueServerDialog(QDialog):
    """The address of an event on a venue server, and the password to reach it."""

    def __init__(self, parent: QWidget | None, user: str = "", address: ServerAddress | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connect to venue server"))
        self.host = QLineEdit()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.database = QLineEdit()
        self.user = QLineEdit(user)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form = QFormLayout()
        form.addRow(self.tr("&Server:"), self.host)
        form.addRow(self.tr("&Port:"), self.port)
        form.addRow(self.tr("&Event database:"), self.database)
        form.addRow(self.tr("&User:"), self.user)
        form.addRow(self.tr("Pass&word:"), self.password)
        note = QLabel(self.tr("The password is sent to the server only; it is never stored."))
        note.setWordWrap(True)
        form.addRow(note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for field in (self.host, self.database, self.user):
            field.textChanged.connect(self._enable)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        give_help(self, self.buttons)
        if address is not None:  # a URL given to the program: only the password is left to type
            self.host.setText(address.host)
            self.port.setValue(address.port or DEFAULT_PORT)
            self.database.setText(address.database)
            self.user.setText(address.user)
            self.password.setFocus()
        self._enable()

    def _enable(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(all(f.text().strip() for f in (self.host, self.database, self.user)))

    def address(self) -> ServerAddress:
        """Where to connect; the password (empty: ``PGPASSWORD`` or none) travels with it, unshown."""
        return ServerAddress(
            self.user.text().strip(),
            self.host.text().strip(),
            self.port.value(),
            self.database.text().strip(),
            password=self.password.text() or None,
        )
