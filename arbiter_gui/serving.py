"""Publish ▸ Serve to phones (issue 31): the live server of ``outputs.live`` run from the window.

The server reads the open file read-only, in threads of its own (``outputs.live.server.LiveServer``):
starting it (the first reading and rendering of every page) and stopping it (open streams closed) run
off the GUI thread too, and report back by signal, so the window never waits. While it serves, the
action is checked and a small window shows where the phones open the pages, with the QR code of the
address (``outputs.live.qr``); the projector shows the code in its corner. Closing the file, or opening
another, stops it. A refusal (the port in use, the file unreadable) is shown by the window's error
boundary, in one sentence.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from arbiter_gui.dialog_help import give_help
from arbiter_gui.plain_text import plain_label
from operations import tournament_file as dbapi
from outputs.live.qr import qr_png
from outputs.live.server import ALL_INTERFACES, DEFAULT_PORT, LiveServer

translate = QCoreApplication.translate

Failed = Callable[[str, BaseException, bool], None]


class Serving(QObject):
    """The action Serve to phones, the server it runs, and the window that shows its address."""

    started = Signal(object)  # LiveServer, from the starting thread
    start_failed = Signal(object)  # the exception
    stopped = Signal()
    address_changed = Signal(str)  # the address the phones open ("" when stopped)

    def __init__(
        self,
        parent: QWidget,
        file: Callable[[], dbapi.TournamentFile | None],
        failed: Failed,
        status: Callable[[str], None] = lambda _text: None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._file = file
        self._failed = failed
        self._status = status
        self.host = ALL_INTERFACES
        self.port = DEFAULT_PORT
        self.server: LiveServer | None = None
        self.serving_path: Path | None = None
        self.window: ServingWindow | None = None
        self._busy = False
        self.action = QAction(translate("Serving", "Serve to &phones\u2026"), parent)
        self.action.setCheckable(True)
        self.action.triggered.connect(self._toggle)
        self.started.connect(self._started)
        self.start_failed.connect(self._start_failed)
        self.stopped.connect(self._stopped)
        self.file_changed()

    # -- the window's hooks ------------------------------------------------------------------------
    def file_changed(self) -> None:
        """Another file, or none: the server of the one closed stops."""
        tf = self._file()
        self.action.setEnabled(tf is not None and not self._busy)
        if self.server is not None and (tf is None or tf.path != self.serving_path):
            self.stop()

    def start(self) -> None:
        tf = self._file()
        if tf is None or self.server is not None or self._busy:
            return
        self._busy = True
        self.action.setEnabled(False)
        self.serving_path = tf.path
        host, port, path = self.host, self.port, tf.path

        def begin() -> None:
            try:
                server = LiveServer(path, host, port)
                server.start()
            except BaseException as exc:  # handed to the window's error boundary on the GUI thread
                self.start_failed.emit(exc)
                return
            self.started.emit(server)

        threading.Thread(target=begin, name="arbiter-live-start", daemon=True).start()

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is None:
            return
        self._busy = True
        self.action.setEnabled(False)
        self.address_changed.emit("")
        if self.window is not None:
            self.window.close()

        def end() -> None:
            server.stop()
            self.stopped.emit()

        threading.Thread(target=end, name="arbiter-live-stop", daemon=True).start()

    def close_now(self) -> None:
        """The window closes: stop serving and wait for it (a second or two at most)."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()

    def address(self) -> str:
        """The address the phones open now ("" : not serving)."""
        return self.server.addresses[0] if self.server is not None else ""

    # -- signals, on the GUI thread ----------------------------------------------------------------
    def _toggle(self, checked: bool) -> None:
        if checked:
            self.start()
        else:
            self.stop()

    def _started(self, server: LiveServer) -> None:
        self._busy = False
        self.server = server
        self.action.setEnabled(True)
        self.action.setChecked(True)
        if self._file() is None or self._file().path != self.serving_path:  # type: ignore[union-attr]
            self.stop()
            return
        address = server.addresses[0]
        self.address_changed.emit(address)
        self._status(translate("Serving", "Serving the event's pages at {address}").format(address=address))
        self.show_window()

    def _start_failed(self, exc: BaseException) -> None:
        self._busy = False
        self.serving_path = None
        self.action.setChecked(False)
        self.file_changed()
        self._failed(translate("Serving", "Serve to phones"), exc, False)

    def _stopped(self) -> None:
        self._busy = False
        self.serving_path = None
        self.action.setChecked(False)
        self.file_changed()
        self._status(translate("Serving", "The event's pages are no longer served."))

    def show_window(self) -> None:
        """The small window with the addresses and the QR code of the first."""
        if self.server is None:
            return
        if self.window is None:
            self.window = ServingWindow(self.server, self._parent)
            self.window.finished.connect(self._window_closed)
            self.window.stop_button.clicked.connect(self.stop)
        self.window.show()
        self.window.raise_()

    def _window_closed(self) -> None:
        if self.window is not None:
            self.window.deleteLater()
        self.window = None


class ServingWindow(QDialog):
    """Where the phones open the pages: the addresses, the QR code of the first, a Stop button. Closing
    it leaves the server running (Publish ▸ Serve to phones again stops it)."""

    def __init__(self, server: LiveServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Serving", "Serving to phones"))
        layout = QVBoxLayout(self)
        addresses = server.addresses
        bound = (
            translate("Serving", "Bound to every network of this computer, port {port}.")
            if server.host == ALL_INTERFACES
            else translate("Serving", "Bound to {host} only, port {port}.")
        ).format(host=server.host, port=server.port)
        said = QLabel(
            translate("Serving", "The players open this address on their phones (the venue's Wi-Fi):")
        )
        said.setWordWrap(True)
        layout.addWidget(said)
        self.address = plain_label(addresses[0])  # the address as written, in bold: no markup
        bold = self.address.font()
        bold.setBold(True)
        self.address.setFont(bold)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address)
        self.qr = QLabel()
        picture = QPixmap()
        picture.loadFromData(qr_png(addresses[0], scale=6), "PNG")
        self.qr.setPixmap(picture)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.qr)
        others = QLabel("\n".join([bound, *addresses[1:]]))
        others.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(others)
        buttons = QDialogButtonBox()
        self.stop_button = QPushButton(translate("Serving", "Stop serving"))
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        layout.addWidget(buttons)
        give_help(self, buttons)
