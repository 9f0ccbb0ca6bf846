"""The projector window: a full-screen window for a second monitor in the hall, showing the current
round's pairings and results or the standings (``outputs.projector.Screen``) in large type, a page at
a time, turning the page by itself every few seconds.

Keys: Space or Right the next page, Left the previous one, P pairings, S standings, F full screen on
or off, Escape closes. The content comes from ``set_screen`` (the window's publishing controller
calls it whenever the file changes); the page stays where it is when the rows change. What it shows
is in the language of its ``Screen`` (the event's, or the window's), its own words on it too ("page 2
of 3"); only its title, for the arbiter's task bar, is in the window's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import QWidget

from outputs.projector import Align, Mode, Screen
from texts import catalogue
from texts.catalogue import QT_TRANSLATE_NOOP

PAGE_SECONDS = 12
"""How long a page stays on the screen."""
LINES_PER_SCREEN = 22
"""The type is sized so that about this many lines (title and heading included) fill the height."""

BACKGROUND = QColor("#101418")
FOREGROUND = QColor("#f2f4f6")
MUTED = QColor("#9aa5b1")
STRIPE = QColor("#1b2128")
ACCENT = QColor("#7ab3f0")

translate = QCoreApplication.translate

PAGE_OF = QT_TRANSLATE_NOOP("ProjectorWindow", "   ·   page {page} of {pages}")
"""After the subtitle when there are several pages, in the screen's language."""


class ProjectorWindow(QWidget):
    """Large-type pages of a ``Screen``; ``mode_asked`` when the viewer presses P or S."""

    mode_asked = Signal(object)  # Mode
    closed = Signal()

    def __init__(self, parent: QWidget | None = None, seconds: int = PAGE_SECONDS) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("ProjectorWindow", "Arbiter Desk — projector"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # closing the main window ends it all
        self._screen = Screen("", "", (), ())
        self._page = 0
        self._qr: QPixmap | None = None
        self.qr_address = ""
        self.timer = QTimer(self)
        self.timer.setInterval(seconds * 1000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()

    # -- content -----------------------------------------------------------------------------------
    @property
    def screen_content(self) -> Screen:
        return self._screen

    @property
    def page(self) -> int:
        return self._page

    def set_screen(self, screen: Screen) -> None:
        """Show ``screen``; the page stays (or becomes the last one if there are fewer now)."""
        self._screen = screen
        self._page = min(self._page, self.page_count() - 1)
        self.update()

    def set_qr(self, address: str, png: bytes | None) -> None:
        """Show the QR code of the live pages' ``address`` (a PNG) in the bottom corner; "" hides it."""
        self.qr_address = address
        self._qr = None
        if address and png:
            self._qr = QPixmap()
            self._qr.loadFromData(png, "PNG")
        self.update()

    def rows_per_page(self) -> int:
        line = self._line_height()
        return max(1, (self.height() - self._top() - line) // line)

    def page_count(self) -> int:
        return max(1, -(-len(self._screen.rows) // self.rows_per_page()))

    def page_rows(self) -> tuple[tuple[str, ...], ...]:
        per = self.rows_per_page()
        return self._screen.rows[self._page * per : (self._page + 1) * per]

    def next_page(self) -> None:
        self._page = (self._page + 1) % self.page_count()
        self.update()

    def previous_page(self) -> None:
        self._page = (self._page - 1) % self.page_count()
        self.update()

    def page_text(self) -> str:
        """What follows the subtitle when there are several pages ("page 2 of 3"), in the language of the
        screen (the event's, for the players), not necessarily the window's."""
        pages = self.page_count()
        if pages < 2:
            return ""
        with catalogue.document_language(self._screen.language or None):
            text = catalogue.translate("ProjectorWindow", PAGE_OF)
        return text.format(page=self._page + 1, pages=pages)

    def show_full_screen_on_last_screen(self) -> None:
        """Full screen on the last monitor (the projector, when a second one is connected)."""
        screens = QGuiApplication.screens()
        if screens:
            self.setGeometry(screens[-1].geometry())
        self.showFullScreen()

    # -- drawing -----------------------------------------------------------------------------------
    def _font(self, scale: float = 1.0, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(12, int(self.height() / LINES_PER_SCREEN * 0.62 * scale)))
        font.setBold(bold)
        return font

    def _line_height(self) -> int:
        return max(16, self.height() // LINES_PER_SCREEN)

    def _top(self) -> int:
        return self._line_height() * 3  # title, subtitle, the column headings

    def _widths(self, metrics: QFontMetrics, total: int) -> list[int]:
        columns = self._screen.columns
        gap = metrics.horizontalAdvance("  ")
        widths = []
        for i, c in enumerate(columns):
            texts = [c.heading] + [r[i] for r in self._screen.rows if i < len(r)]
            widths.append(max(metrics.horizontalAdvance(t) for t in texts) + gap)
        stretch = [i for i, c in enumerate(columns) if c.stretch]
        fixed = sum(w for i, w in enumerate(widths) if i not in stretch)
        if stretch:
            share = max(gap * 4, (total - fixed) // len(stretch))
            for i in stretch:
                widths[i] = share
        return widths

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), BACKGROUND)
        margin = self._line_height() // 2
        width = self.width() - 2 * margin
        line = self._line_height()
        s = self._screen
        p.setPen(FOREGROUND)
        p.setFont(self._font(1.25, bold=True))
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        p.drawText(QRect(margin, 0, width, int(line * 1.4)), flags, s.title)
        p.setPen(ACCENT)
        p.setFont(self._font(1.0, bold=True))
        p.drawText(QRect(margin, int(line * 1.3), width, line), flags, s.subtitle + self.page_text())
        if not s.rows:
            p.setPen(MUTED)
            p.setFont(self._font(1.0))
            p.drawText(QRect(margin, self._top(), width, line * 2), flags, s.message)
            self._draw_qr(p)
            return
        body = self._font(1.0)
        widths = self._widths(QFontMetrics(body), width)
        y = self._top() - line
        p.setFont(self._font(0.8, bold=True))
        p.setPen(MUTED)
        self._draw_row(p, [c.heading for c in s.columns], widths, margin, y, line)
        p.setFont(body)
        for n, row in enumerate(self.page_rows()):
            y += line
            if n % 2:
                p.fillRect(QRect(0, y, self.width(), line), STRIPE)
            p.setPen(FOREGROUND)
            self._draw_row(p, list(row), widths, margin, y, line)
        self._draw_qr(p)

    def _draw_qr(self, p: QPainter) -> None:
        """The QR code of the live pages, with its address under it, in the bottom right corner."""
        if self._qr is None:
            return
        line = self._line_height()
        side = line * 5
        x, y = self.width() - side - line // 2, self.height() - side - line * 3 // 2
        p.fillRect(QRect(x - 4, y - 4, side + 8, side + 8), QColor("#ffffff"))
        p.drawPixmap(QRect(x, y, side, side), self._qr)
        p.setPen(MUTED)
        p.setFont(self._font(0.55))
        flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRect(0, y + side + 4, self.width() - line // 2, line), flags, self.qr_address)

    def _draw_row(self, p: QPainter, cells: list[str], widths: list[int], x: int, y: int, line: int) -> None:
        metrics = QFontMetrics(p.font())
        for text, w, column in zip(cells, widths, self._screen.columns, strict=False):
            align = {
                Align.LEFT: Qt.AlignmentFlag.AlignLeft,
                Align.RIGHT: Qt.AlignmentFlag.AlignRight,
                Align.CENTRE: Qt.AlignmentFlag.AlignHCenter,
            }[column.align]
            pad = metrics.horizontalAdvance(" ")
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, w - 2 * pad)
            p.drawText(QRect(x + pad, y, w - 2 * pad, line), align | Qt.AlignmentFlag.AlignVCenter, shown)
            x += w

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        super().closeEvent(event)
        self.closed.emit()

    # -- keys --------------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.next_page()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
        elif key == Qt.Key.Key_P:
            self.mode_asked.emit(Mode.PAIRINGS)
        elif key == Qt.Key.Key_S:
            self.mode_asked.emit(Mode.STANDINGS)
        elif key == Qt.Key.Key_F:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)
