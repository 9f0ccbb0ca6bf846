"""The window's style draws every letter of a tab's text (arbiter_gui.style): the dots of Ä and the breve
of Й on a tab that is not the current one were cut off by Qt's Fusion style."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QStyle, QStyleFactory, QTabBar

from arbiter_gui.style import UnclippedTabText


def _second_tab(qapp: QApplication, style: QStyle, text: str) -> QImage:
    """The picture of a tab bar's second (not current) tab, labelled ``text``."""
    bar = QTabBar()
    bar.setStyle(style)
    bar.addTab("Spieler")
    bar.addTab(text)
    bar.setCurrentIndex(0)
    bar.adjustSize()
    bar.show()
    qapp.processEvents()
    image = bar.grab(bar.tabRect(1)).toImage()
    bar.close()
    return image


def _rows_that_differ(first: QImage, second: QImage) -> set[int]:
    """The rows of pixels where the two pictures (of one size) differ: where the mark above the capital
    is drawn (2 or 3 rows for the dots of Ä at 9 points; Fusion alone left its last row, or nothing)."""
    assert first.size() == second.size()
    return {
        y
        for y in range(first.height())
        for x in range(first.width())
        if first.pixel(x, y) != second.pixel(x, y)
    }


@pytest.mark.parametrize(("accented", "plain"), [("Änderungsprotokoll", "Anderungsprotokoll"), ("Йй", "Ий")])
def test_a_tab_that_is_not_current_shows_the_marks_above_capitals(
    qapp: QApplication, accented: str, plain: str
) -> None:
    style = UnclippedTabText(QStyleFactory.create("fusion"))
    assert len(_rows_that_differ(_second_tab(qapp, style, accented), _second_tab(qapp, style, plain))) >= 2


def test_fusion_alone_cuts_them_off(qapp: QApplication) -> None:
    """What the correction is for: without it at most one row of the dots is left (if Qt fixes Fusion one
    day, this test says the correction may go)."""
    fusion = QStyleFactory.create("fusion")
    cut = _rows_that_differ(
        _second_tab(qapp, fusion, "Änderungsprotokoll"), _second_tab(qapp, fusion, "Anderungsprotokoll")
    )
    assert len(cut) <= 1


def test_the_application_is_drawn_with_the_correction() -> None:
    import subprocess
    import sys

    code = (
        "from arbiter_gui.app import make_application\n"
        "from arbiter_gui.style import UnclippedTabText\n"
        "print(isinstance(make_application().style(), UnclippedTabText))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "True", done.stderr
