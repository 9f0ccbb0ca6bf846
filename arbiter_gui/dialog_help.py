"""F1 (and the Help button) in the dialogs: the manual opens at the section about the dialog on screen.

:data:`DIALOG_SECTIONS` is the one table that says which section of ``resources/manual/manual.md`` explains
each dialog, by the section's anchor (the :func:`arbiter_gui.help.slug` of its heading, as the manual's own
links name it). A translated manual (``manual.fr.md``...) opens at the translated heading in the same
position (:meth:`arbiter_gui.help.ManualWindow.go_to_anchor`). Each dialog calls :func:`give_help` once it
has built its buttons. The manual's window is the main window's (``arbiter_gui.help.ManualDesk``), lent to
the dialog while the dialog is open, so that a modal dialog does not block it. ``tests/test_dialog_help.py``
fails when a dialog class has no entry, when an entry names no section of the manual, and when F1 in a
dialog does not show its section.
"""

from __future__ import annotations

import enum

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from arbiter_gui.help import ManualWindow, desk_of


class TextTopic(enum.Enum):
    """What a ``TextDialog`` (a read-only text) shows: its manual section depends on it."""

    SHORTCUTS = "shortcuts"
    PAIRING_EXPLANATION = "pairing-explanation"
    BERGER_TABLE = "berger-table"
    PRIZE_LIST = "prize-list"


DIALOG_SECTIONS: dict[str, str] = {
    # File
    "NewTournamentDialog": "setting-up-an-event",  # also File > Tournament settings
    "VenueServerDialog": "the-venue-server",
    # Players
    "CheckInDialog": "at-the-desk",
    "FeesDialog": "at-the-desk",
    "PlayerDialog": "registration",
    "ByeRequestDialog": "registration",
    "PlayerImportDialog": "registration",
    "ForbiddenPairsDialog": "registration",
    # Teams
    "TeamDialog": "team-events",
    "LineupDialog": "team-events",
    "TeamWithdrawalDialog": "team-events",
    # Library
    "FideImportDialog": "the-player-library",
    "NationalListDialog": "the-player-library",
    "RatingUpdateDialog": "the-player-library",
    # Rounds
    "EditPairingDialog": "editing-a-pairing-by-hand",
    f"TextDialog/{TextTopic.PAIRING_EXPLANATION.value}": "pairing",
    f"TextDialog/{TextTopic.BERGER_TABLE.value}": "round-robins",
    # Printing
    "DocumentDialog": "printing",
    "PreviewDialog": "printing",
    # End of event
    "OfficialsDialog": "the-rating-report-and-the-end-of-the-event",
    "RoundDatesDialog": "the-rating-report-and-the-end-of-the-event",
    "PrizeCategoriesDialog": "the-rating-report-and-the-end-of-the-event",
    "CategoryDialog": "the-rating-report-and-the-end-of-the-event",
    "RatingPanel": "the-rating-report-and-the-end-of-the-event",
    "NormsDialog": "the-rating-report-and-the-end-of-the-event",
    "SubmissionDialog": "the-rating-report-and-the-end-of-the-event",
    f"TextDialog/{TextTopic.PRIZE_LIST.value}": "the-rating-report-and-the-end-of-the-event",
    "ExplainDialog": "standings-and-tie-breaks",
    # Publish
    "ResultImportDialog": "publishing",
    "ServingWindow": "publishing",
    # Help
    f"TextDialog/{TextTopic.SHORTCUTS.value}": "getting-help",
}
"""Help key of a dialog (its class name, ``TextDialog/<topic>`` for the read-only texts) -> the anchor of
the English manual's section that explains it."""

HELP_KEY = "helpKey"
"""The Qt property that holds a dialog's help key."""


def help_key(dialog: QDialog) -> str:
    """The key of ``dialog`` in :data:`DIALOG_SECTIONS`."""
    key = dialog.property(HELP_KEY)
    return key if isinstance(key, str) else type(dialog).__name__


def give_help(
    dialog: QDialog, buttons: QDialogButtonBox | None = None, topic: TextTopic | None = None
) -> None:
    """F1 in ``dialog`` opens the manual at the dialog's section; ``buttons`` gets a Help button that does
    the same. ``topic`` tells what a ``TextDialog`` shows."""
    if topic is not None:
        dialog.setProperty(HELP_KEY, f"{type(dialog).__name__}/{topic.value}")
    shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), dialog)
    shortcut.activated.connect(lambda: show_help(dialog))
    if buttons is not None:
        help_button = buttons.addButton(QDialogButtonBox.StandardButton.Help)
        help_button.setAutoDefault(False)
        buttons.helpRequested.connect(lambda: show_help(dialog))


def show_help(dialog: QDialog) -> ManualWindow:
    """The manual, lent to ``dialog``, at the dialog's section (the beginning when it has none)."""
    anchor = DIALOG_SECTIONS.get(help_key(dialog))
    return desk_of(dialog).show(anchor=anchor, over=dialog)
