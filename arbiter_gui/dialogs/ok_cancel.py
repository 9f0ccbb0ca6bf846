"""The end of a form dialog: its fields above, OK and Cancel below, F1 opening its manual section.

One piece for the dialogs that are a form and two buttons (a requested bye, a team, a line-up, a team's
withdrawal), which each built the same buttons, connections, layout and help.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLayout, QVBoxLayout, QWidget

from arbiter_gui.dialog_help import give_help


def ok_cancel(dialog: QDialog, *parts: QLayout | QWidget) -> QDialogButtonBox:
    """Lay out ``parts`` (the form, top first) and OK/Cancel in ``dialog`` (OK accepts, Cancel rejects),
    with the help of :func:`arbiter_gui.dialog_help.give_help`; returns the buttons."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    layout.addWidget(buttons)
    give_help(dialog, buttons)
    return buttons
