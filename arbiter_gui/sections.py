"""The section switcher of the window (issue 30 item 1): a combo box in the tool bar that shows the
sections of the open event (Open A, Open B, a blitz...) and switches to another in one click, and
File > New section. Switching is reading another tournament of the same file: the views start afresh
(``Session.show_section``) and the undo stack is cleared (its commands are the other section's).

At a venue server's desk (issue 30 item 3) nothing here waits for the network on the UI thread. The list of
sections and the section switched to are read through ``Operations.read_then`` (on the worker's ``READS``
lane): the box shows what it showed (or "Reading the list…" for an event just opened) until the answer
comes, Rename and Delete ask once the list is read, and the section chosen is shown once read
(``session.read_section``: read without making it the one worked on, which it becomes once shown). A
section added, renamed or deleted is stored on the ``DESK`` lane (``Operations.store_for_good``,
``run_in_turn``), the section added or the one worked on after a deletion shown once stored and read.
A section another desk deleted since the box listed it is said so in one sentence when it is chosen
(``operations.section_gone``), and the box lists the sections again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QToolBar, QWidget

from arbiter_gui.errors import ErrorBoundary
from arbiter_gui.operations import Operations, quietly
from arbiter_gui.prompts import Prompts
from arbiter_gui.session import Change, ChangeKind, FileState, SectionRead, Session, read_section
from operations.section_gone import SectionDeleted, read_unless_deleted
from operations.tournament_file import TournamentFile
from values.sections import SectionInfo

translate = QCoreApplication.translate

AskName = Callable[[QWidget, str, str], "str | None"]
"""Asks the arbiter for a name (parent, title, label); None when he cancels. Tests pass their own."""
Confirm = Callable[[QWidget, str, str], bool]
"""Asks a yes-or-no question (parent, title, question): ``Prompts.confirm``."""


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
        ops: Operations,
        ask: AskName = ask_name,
        confirm: Confirm | None = None,
    ) -> None:
        super().__init__(parent)
        self._ops = ops
        self._listed: TournamentFile | None = None
        """The event whose sections the box lists (None: none yet)."""
        self._wanted: int | None = None
        """The section chosen last whose read is under way (``switch_to``)."""
        self._parent = parent
        self._session = session
        self._errors = errors
        self._undo = undo_stack
        self._is_busy = is_busy
        self._ask = ask
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
        self._ops.read_then(  # quietly: a lost server is told by the live refresh, the box kept meanwhile
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

        self._ops.read_then(title, tf.sections.list, listed)

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
        self.switch_to(int(wanted), self.combo.itemText(index))

    def switch_to(self, section_id: int, name: str = "") -> None:
        """Show and change the section ``section_id`` (one click on the combo box, where it is listed as
        ``name``): read without making it the one worked on (at a venue desk on the worker), then shown,
        unless another was chosen meanwhile; refused when work is under way as it comes (a write typed
        meanwhile is stored in the section shown), the box back on the section shown. A section another
        desk deleted since it was listed is said so in one sentence (``SectionDeleted``), and the box
        lists the sections again."""
        tf = self._session.tf
        if tf is None:
            return
        self._wanted = section_id
        title = translate("Sections", "Switch section")

        def read() -> SectionRead | SectionDeleted:
            try:
                return read_unless_deleted(
                    tf.sections, section_id, name, lambda: read_section(tf, section_id)
                )
            except SectionDeleted as gone:
                return gone

        def then(found: SectionRead | SectionDeleted) -> None:
            if self._wanted != section_id or tf is not self._session.tf:
                return  # another section chosen meanwhile: that one is shown
            self._wanted = None
            if isinstance(found, SectionDeleted):
                self._errors.refused(title, found)
                self._back_on(tf)
                self._file_changed(self._session.state, Change(ChangeKind.FILE))  # listed again
            elif self._is_busy():
                self._refuse_switch(tf)
            else:
                self._shown(found)

        self._ops.read_then(title, read, then, lambda: self._back_on(tf))

    def _refuse_switch(self, tf: TournamentFile) -> None:
        self._errors.prompts.error(
            self._parent,
            translate("Sections", "Switch section"),
            translate("Sections", "Wait until the work under way ends, then switch sections."),
        )
        self._back_on(tf)

    def _back_on(self, tf: TournamentFile) -> None:
        """The box on the section shown (a switch not made)."""
        if tf is self._session.tf:
            self.combo.setCurrentIndex(max(0, self.combo.findData(tf.section_id)))

    def _shown(self, found: SectionRead) -> None:
        """The section read shown, the one worked on from now on (the undo stack is the other's)."""
        self._session.show_section(found)
        self._undo.clear()

    def add_section(self) -> None:
        """File > New section: a new section with the current one's settings, then shown (read in the
        same turn of the ``DESK`` lane: a write typed after it is refused until it is shown)."""
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

        def add() -> SectionRead:
            return read_section(tf, tf.sections.add(name).id)

        self._ops.store_for_good(translate("Sections", "New section"), add, self._shown)

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
        # the event read again once stored: the box lists the sections again then (``_file_changed``)
        self._ops.run_in_turn(
            title, lambda: tf.sections.rename(old, name), lambda: tf.sections.rename(name.strip(), old)
        )

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
        text = translate("Sections", "delete the section {name}").format(name=name)

        def delete() -> SectionRead:
            _deleted, stays = tf.sections.delete_elsewhere(name)
            return read_section(tf, stays)

        def shown(result: object) -> None:
            if isinstance(result, SectionRead):  # deleted (or again, Redo): the section worked on now
                self._session.show_section(result)
            else:  # put back (Undo): the section shown stays, the box lists the sections again
                self._file_changed(self._session.state, Change(ChangeKind.FILE))

        # on the undo stack; a write typed after it is refused until the section worked on now is shown
        self._ops.run_in_turn(text, delete, lambda: tf.sections.restore(name), shown, alone=True)
