"""The section switcher of the window (issue 30 item 1): a combo box in the tool bar that shows the
sections of the open event (Open A, Open B, a blitz...) and switches to another in one click, and
File > New section. Switching is reading another tournament of the same file: the views start afresh
(``Session.switch_section``) and the undo stack is cleared (its commands are the other section's).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QToolBar, QWidget

from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.session import Change, ChangeKind, FileState, Session

translate = QCoreApplication.translate

AskName = Callable[[QWidget, str, str], "str | None"]
"""Asks the arbiter for a name (parent, title, label); None when he cancels. Tests pass their own."""


def ask_name(parent: QWidget, title: str, label: str) -> str | None:
    name, accepted = QInputDialog.getText(parent, title, label)
    return name if accepted else None


class SectionSwitcher(QObject):
    """The tool bar's section combo box and the action File > New section (see the module's docstring)."""

    def __init__(
        self,
        parent: QWidget,
        session: Session,
        errors: ErrorBoundary,
        undo_stack: QUndoStack,
        is_busy: Callable[[], bool],
        ask: AskName = ask_name,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._session = session
        self._errors = errors
        self._undo = undo_stack
        self._is_busy = is_busy
        self._ask = ask
        self.label = QLabel(translate("Sections", "Section:"))
        self.combo = QComboBox()
        self.combo.setObjectName("section-switcher")
        self.combo.setToolTip(translate("Sections", "The section of the event shown and changed"))
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.activated.connect(self._chosen)
        self.new_section = QAction(translate("Sections", "&Add a section\u2026"), parent)
        self.new_section.setStatusTip(
            translate("Sections", "Add a section to the event: a tournament of its own in the same file")
        )
        self.new_section.triggered.connect(self.add_section)
        session.changed.connect(self._file_changed)
        self._file_changed(None, Change(ChangeKind.FILE))

    def add_to(self, toolbar: QToolBar) -> None:
        toolbar.addSeparator()
        self._label_action = toolbar.addWidget(self.label)
        self._combo_action = toolbar.addWidget(self.combo)

    def _file_changed(self, state: FileState | None, change: Change) -> None:
        tf = self._session.tf
        self.new_section.setEnabled(tf is not None and not tf.read_only)
        if change.kind is ChangeKind.RESULT:
            return
        self.combo.blockSignals(True)
        try:
            self.combo.clear()
            if tf is not None and state is not None:
                for section in tf.sections.list():
                    self.combo.addItem(section.name, section.id)
                self.combo.setCurrentIndex(max(0, self.combo.findData(tf.section_id)))
        finally:
            self.combo.blockSignals(False)
        self.combo.setEnabled(self.combo.count() > 1)

    def _chosen(self, index: int) -> None:
        tf = self._session.tf
        wanted = self.combo.itemData(index)
        if tf is None or wanted is None or wanted == tf.section_id:
            return
        if self._is_busy():
            self._errors.prompts.error(
                self._parent,
                translate("Sections", "Switch section"),
                translate("Sections", "Wait until the work under way ends, then switch sections."),
            )
            self.combo.setCurrentIndex(max(0, self.combo.findData(tf.section_id)))
            return
        self.switch_to(int(wanted))

    def switch_to(self, section_id: int) -> None:
        """Show and change the section ``section_id`` (one click on the combo box)."""
        ok, _ = self._errors.attempt(
            translate("Sections", "Switch section"), lambda: self._session.switch_section(section_id)
        )
        if ok:
            self._undo.clear()

    def add_section(self) -> None:
        """File > New section: a new section with the current one's settings, then shown."""
        tf = self._session.tf
        if tf is None or self._is_busy():
            return
        name = self._ask(
            self._parent,
            translate("Sections", "New section"),
            translate("Sections", "Name of the new section:"),
        )
        if not name:
            return
        ok, made = self._errors.attempt(translate("Sections", "New section"), lambda: tf.sections.add(name))
        if ok and made is not None:
            self.switch_to(made.id)
