"""Text of the arbiter's shown as written: never read as markup (issue 25, item 7).

Qt reads a label's, a message box's and a tooltip's text as HTML when it looks like HTML
(``Qt::mightBeRichText``): a player named ``<a href=//x>Smith</a>`` became a live link in the withdraw
question, ``<b>Open</b>`` a bold event name. Names, the event's texts, clubs, file names and the
reasons of refusals reach every one of them, so:

- every label of the window is a ``plain_label`` (``Qt.TextFormat.PlainText``; ``&`` mnemonics work as
  before); a label showing our own markup says so with ``rich_label`` (the welcome text only);
- every message box is a ``message_box`` (plain text too): ``arbiter_gui.prompts`` asks all of them;
- a tooltip holding such text goes through ``tooltip`` (escaped, so that it reads as written);
- a menu or action text holding it goes through ``action_text`` (``&`` doubled: not a mnemonic).

Tables, lists, line edits, status messages and window titles show plain text anyway.
"""

from __future__ import annotations

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

RICH = "arbiterRichText"
"""The property a label whose text is our own markup carries (``rich_label``)."""


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows ``text`` (and every text set later) as written."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def rich_label(markup: str, parent: QWidget | None = None) -> QLabel:
    """A label showing ``markup``, which is ours (a translation), never the arbiter's text."""
    label = QLabel(markup, parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setProperty(RICH, True)
    return label


def message_box(
    icon: QMessageBox.Icon,
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box that shows ``text`` as written."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def tooltip(text: str) -> str:
    """``text`` as a tooltip that shows it as written (escaped; line breaks kept, long lines wrapped)."""
    return str(Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal))


def action_text(text: str) -> str:
    """``text`` in a menu or button: its ``&`` shown, not taken for a mnemonic."""
    return text.replace("&", "&&")
