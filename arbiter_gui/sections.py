"""The section switcher of the window (issue 30 item 1): a combo box in the tool bar that shows the
sections of the open event (Open A, Open B, a blitz...) and switches to another in one click, and
File > New section. Switching is reading another tournament of the same file: the views start afresh
(``Session.switch_section``) and the undo stack is cleared (its commands are the other section's).

The list of sections is read through ``read_then`` (``Operations.read_then``: at a venue server's desk on
the worker's ``READS`` lane, issue 30 item 3): the box shows what it showed (or "Reading the list…" for an
event just opened) until the answer comes, and Rename and Delete ask once the list is read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QToolBar, QWidget

from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.operations import quietly
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState, Session
from operations.tournament_file import TournamentFile
from values.sections import SectionInfo

translate = QCoreApplication.translate

Run = Callable[[str, Callable[[], object], Callable[[], object]], bool]
"""Carries out an operation and puts it on the undo stack (``Operations.run``: text, do, undo)."""

AskName = Callable[[QWidget, str, str], "str | None"]
Confirm = Callable[[QWidget, str, str], bool]
"""Asks a yes-or-no question (parent, title, question): ``Prompts.confirm``."""
"""Asks the arbiter for a name (parent, title, label); None when he cancels. Tests pass their own."""
ReadThen = Callable[[str, Callable[[], Any], Callable[[Any], None]], None]
"""``read_then(title, read, then)``: ``Operations.read_then`` (``then(read())``, the read on the worker at a
venue server's desk, a failure shown under ``title``)."""


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
        run: Run | None = None,
        confirm: Confirm | None = None,
        read_then: ReadThen | None = None,
    ) -> None:
        super().__init__(parent)
        self._read_then: ReadThen = read_then or self._read_here
        self._listed: TournamentFile | None = None
        """The event whose sections the box lists (None: none yet)."""
        self._parent = parent
        self._session = session
        self._errors = errors
        self._undo = undo_stack
        self._is_busy = is_busy
        self._ask = ask
        self._run = run
        self._confirm: Confirm = confirm or Prompts().confirm
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
        self.rename_section = QAction(translate("Sections", "&Rename this section\u2026"), parent)
        self.rename_section.setStatusTip(translate("Sections", "Give the section on screen another name"))
        self.rename_section.triggered.connect(self.rename_current)
        self.delete_section = QAction(translate("Sections", "&Delete this section\u2026"), parent)
        self.delete_section.setStatusTip(
            translate(
                "Sections",
                "Delete the section on screen with its players, before any of its rounds is paired",
            )
        )
        self.delete_section.triggered.connect(self.delete_current)
        session.changed.connect(self._file_changed)
        self._file_changed(None, Change(ChangeKind.FILE))

    def add_to(self, toolbar: QToolBar) -> None:
        toolbar.addSeparator()
        self._label_action = toolbar.addWidget(self.label)
        self._combo_action = toolbar.addWidget(self.combo)

    def _file_changed(self, state: FileState | None, change: Change) -> None:
        tf = self._session.tf
        writable = tf is not None and not tf.read_only
        self.new_section.setEnabled(writable)
        self.rename_section.setEnabled(writable)
        self.delete_section.setEnabled(writable)
        if change.kind is ChangeKind.RESULT:
            return
        if tf is None or state is None:
            self._list(None, ())
            return
        if tf is not self._listed:  # an event just opened: nothing of it listed until the answer
            self._list(None, ())
            self.combo.addItem(translate("FideImportDialog", "Reading the list\u2026"))
        self._read_then(  # quietly: a lost server is told by the live refresh, the box kept meanwhile
            translate("Sections", "Switch section"),
            quietly(tf.sections.list),
            lambda sections: (
                None if sections is None or tf is not self._session.tf else self._list(tf, sections)
            ),
        )

    def _list(self, tf: TournamentFile | None, sections: tuple[SectionInfo, ...]) -> None:
        """The box lists ``sections`` of ``tf``, the one shown chosen."""
        self._listed = tf
        self.combo.blockSignals(True)
        try:
            self.combo.clear()
            for section in sections:
                self.combo.addItem(section.name, section.id)
            if tf is not None:
                self.combo.setCurrentIndex(max(0, self.combo.findData(tf.section_id)))
        finally:
            self.combo.blockSignals(False)
        self.combo.setEnabled(self.combo.count() > 1)

    def _read_here(self, title: str, read: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """``then(read())`` on the UI thread (no ``read_then`` given), a failure shown under ``title``."""
        ok, found = self._errors.attempt(title, read)
        if ok:
            then(found)

    def _with_sections(
        self, title: str, then: Callable[[TournamentFile, SectionInfo, tuple[SectionInfo, ...]], None]
    ) -> None:
        """``then(tf, the section shown, every section)`` once the sections are read (``read_then``)."""
        tf = self._session.tf
        if tf is None or self._is_busy():
            return

        def listed(sections: tuple[SectionInfo, ...]) -> None:
            current = next((s for s in sections if s.id == tf.section_id), None)
            if tf is self._session.tf and current is not None:
                then(tf, current, sections)

        self._read_then(title, tf.sections.list, listed)

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

    def rename_current(self) -> None:
        """File > Rename this section: the section on screen gets the name asked for (asked once the
        sections are read); Edit > Undo gives it back its old name."""
        self._with_sections(translate("Sections", "Rename the section"), self._rename)

    def _rename(self, tf: TournamentFile, current: SectionInfo, _sections: tuple[SectionInfo, ...]) -> None:
        old = current.name
        name = self._ask(
            self._parent,
            translate("Sections", "Rename the section"),
            translate("Sections", "New name of the section {name}:").format(name=old),
        )
        if not name or name.strip() == old:
            return
        title = translate("Sections", "rename the section {name}").format(name=old)
        if self._run is not None:
            self._run(
                title, lambda: tf.sections.rename(old, name), lambda: tf.sections.rename(name.strip(), old)
            )
        else:
            self._errors.attempt(title, lambda: tf.sections.rename(old, name))
        self._file_changed(self._session.state, Change(ChangeKind.FILE))

    def delete_current(self) -> None:
        """File > Delete this section: asked first, once the sections are read (its players go with it),
        then deleted and the first other section shown; Edit > Undo puts it back as it was
        (``tf.sections.restore``). Refused in one sentence once one of its rounds is paired
        (``tf.sections.delete``)."""
        self._with_sections(translate("Sections", "Delete the section"), self._delete)

    def _delete(self, tf: TournamentFile, current: SectionInfo, sections: tuple[SectionInfo, ...]) -> None:
        players = current.players
        title = translate("Sections", "Delete the section")
        question = translate(
            "Sections",
            "Delete the section {name} and its %n registered players? Edit > Undo puts them back.",
            None,
            players,
        ).format(name=current.name)
        several = len(sections) > 1  # else the operation's refusal is said, nothing asked
        if several and not self._confirm(self._parent, title, question):
            return
        name = current.name
        if self._run is not None:  # on the undo stack, and the section worked on now shown
            text = translate("Sections", "delete the section {name}").format(name=name)
            if self._run(text, lambda: tf.sections.delete(name), lambda: tf.sections.restore(name)):
                self._errors.attempt(title, lambda: self._session.switch_section(tf.section_id))
            return
        ok, _ = self._errors.attempt(title, lambda: tf.sections.delete(name))
        if ok:
            self.switch_to(tf.section_id)
