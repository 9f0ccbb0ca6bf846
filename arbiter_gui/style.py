"""The widget style the window is drawn in: the platform's own, corrected where it cuts letters off."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget


class UnclippedTabText(QProxyStyle):
    """The platform's style, except that the text of a tab is never clipped.

    Qt's Fusion style (the one on most Linux desktops) gives the text of a tab that is not the current
    one a rectangle shorter than a line of the font (12 pixels for the 15-pixel line of DejaVu Sans at 9
    points) and clips the text to it: the dots of a capital Ä and the breve of Й were cut off, so the
    German window showed its audit log tab as "Anderungsprotokoll". The rectangle is grown to a line of
    the font, around the same centre, so the text stays where the style puts it.
    """

    def subElementRect(  # noqa: N802 (Qt's name)
        self, element: QStyle.SubElement, option: QStyleOption, widget: QWidget | None = None
    ) -> QRect:
        rect = super().subElementRect(element, option, widget)  # type: ignore[arg-type]
        if element != QStyle.SubElement.SE_TabBarTabText:
            return rect
        missing = option.fontMetrics.height() + 2 - rect.height()
        if missing <= 0:
            return rect
        above = (missing + 1) // 2
        return rect.adjusted(0, -above, 0, missing - above)


def install_style(app: QApplication) -> None:
    """Draw ``app``'s widgets in its platform style, with :class:`UnclippedTabText`'s correction."""
    base = QStyleFactory.create(app.style().name())
    app.setStyle(UnclippedTabText(base))
