"""The sections area: the sections of the event (Open A, Open B, a blitz...), each a tournament of its
own in the same file or server database (issue 30 item 1; ``db.sections`` keeps them apart). Reached as
``tf.sections`` of an open ``TournamentFile``: which section the other areas work on (``choose``), the
list, a new section, a section renamed or deleted, a player of one section entered in another. Each
method that writes is ONE operation: one transaction with its audit row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from db.errors import OperationRefused
from db.tx import Tx
from engine.i18n import translate
from operations import ops_players, ops_sections, text_fields
from operations.convert import event_settings
from operations.file_access import FileAccess
from operations.ops_event import file_event_row
from values import EventSettings, PlayerAdded, PlayerDetails, PlayerId, PlayerRecord
from values.sections import SectionInfo

T = TypeVar("T")


class SectionedFile(FileAccess, Protocol):
    """The open event as the sections area uses it: the section its operations work on."""

    section_id: int

    def write_in(self, section_id: int, fn: Callable[[Tx], T]) -> T:
        """Run one operation in a write transaction of the section ``section_id``."""
        ...


class Sections:
    """The operations on the event's sections (see the module's docstring)."""

    def __init__(self, file: SectionedFile) -> None:
        self._file = file

    def list(self) -> tuple[SectionInfo, ...]:
        """Every section of the event, in the order they were added."""
        return self._file.read(ops_sections.sections)

    @property
    def current(self) -> SectionInfo:
        """The section the operations work on now."""
        for section in self.list():
            if section.id == self._file.section_id:
                return section
        raise OperationRefused(translate("DbRefusal", "the file has no event data"))

    def choose(self, name: str | None) -> SectionInfo:
        """Work on the section called ``name`` from now on. ``None``: the event's only section; an event of
        several sections is refused in one sentence naming them (a section must be named)."""
        every = self.list()
        if name is None:
            if len(every) > 1:
                raise OperationRefused(
                    translate(
                        "DbRefusal", "the event has {count} sections ({names}): name the one to work on"
                    ).format(count=len(every), names=", ".join(s.name for s in every))
                )
            chosen = every[0]
        else:
            found = self._file.read(lambda s: ops_sections.find(s, name).id)
            chosen = next(s for s in every if s.id == found)
        self._file.section_id = chosen.id
        return chosen

    def open_first(self) -> None:
        """An event just opened works on its first section until one is chosen (``choose``)."""
        first = self._file.read(ops_sections.first_section)
        if first is not None:
            self._file.section_id = first

    def choose_id(self, section_id: int) -> SectionInfo:
        """Work on the section ``section_id`` (the window's section switcher)."""
        for section in self.list():
            if section.id == section_id:
                self._file.section_id = section_id
                return section
        raise OperationRefused(
            translate("DbRefusal", "the event has no section {name!r}; its sections: {names}").format(
                name=str(section_id), names=", ".join(s.name for s in self.list())
            )
        )

    def work_on(self, section_id: int) -> None:
        """Work on the section ``section_id`` from now on, nothing read: the window, once it has read the
        section on the worker (``TournamentFile.snapshot(section_id)``) and shows it."""
        self._file.section_id = section_id

    def settings(self) -> EventSettings:
        """The current section's settings (with what the event shares)."""
        return self._file.read(lambda s: event_settings(file_event_row(s)))

    def add(self, name: str, settings: EventSettings | None = None) -> SectionInfo:
        """A new, empty section called ``name``, with ``settings`` (default: those of the current section,
        without its schedule); the current section stays the one worked on. What the event shares (its
        name, venue, dates, officials, language) is the event's, whatever ``settings`` says."""
        wanted = ops_sections.new_section_settings(settings or self.settings())
        made = self._file.write(lambda tx: ops_sections.add_section(tx, name, wanted))
        return next(s for s in self.list() if s.id == made)

    def enter(self, player_id: PlayerId, section: str) -> PlayerAdded:
        """Enter a player registered in one section (``player_id``) in the section called ``section`` too:
        his registration is copied (name, rating, title, federation, IDs, club...), a new pairing number
        is his there. Refused when he is already entered there (same FIDE ID, or same name and birth date)."""
        target = self._file.read(lambda s: ops_sections.find(s, section))

        def enter(tx: Tx) -> PlayerAdded:
            details = ops_sections.player_details(tx.session, int(player_id))
            ops_sections.refuse_twice(tx.session, details, target.name)
            return ops_players.add_player(tx, details)

        return self._file.write_in(target.id, enter)

    def rename(self, name: str, new_name: str) -> SectionInfo:
        """The section called ``name`` called ``new_name`` from now on (refused: a name another section
        has, empty, too long). One operation, in the log of the section worked on."""
        target = self._file.read(lambda s: ops_sections.find(s, name).id)
        self._file.write(lambda tx: ops_sections.rename_section(tx, target, new_name))
        return next(s for s in self.list() if s.id == target)

    def delete(self, name: str) -> SectionInfo:
        """Delete the section called ``name`` with its registrations (``ops_sections.delete_section``:
        refused while it has a round paired, and for the only section). When it is the section worked
        on, the first other section is worked on from then on; the audit row is in its log."""
        deleted, stays = self.delete_elsewhere(name)
        self._file.section_id = stays
        return deleted

    def delete_elsewhere(self, name: str) -> tuple[SectionInfo, int]:
        """``delete`` without changing the section worked on: (the section deleted, the section to work on
        from then on: the one worked on, or the first other when it is the one deleted). What a desk's
        window stores on its worker, making that section the one worked on once it shows it (``work_on``)."""
        target = self._file.read(lambda s: ops_sections.find(s, name).id)
        stays = self._file.section_id
        if target == stays:
            stays = next((s.id for s in self.list() if s.id != target), target)
        return self._file.write_in(stays, lambda tx: ops_sections.delete_section(tx, target)), stays

    def restore(self, name: str) -> SectionInfo:
        """Put back the section called ``name`` as it was when it was deleted, with its registrations
        (``ops_sections.restore_section``: the undo of ``delete``, in one operation); the section worked
        on stays the one it is."""
        restored = self._file.write(lambda tx: ops_sections.restore_section(tx, name))
        return next(s for s in self.list() if s.name == restored)

    def also_entered_in(self, player_id: PlayerId) -> tuple[str, ...]:
        """The other sections where the same person as ``player_id`` is entered
        (``ops_sections.same_person``: the same FIDE ID, else the same name and birth date)."""
        return tuple(
            name for _, name in self._file.read(lambda s: ops_sections.entries_elsewhere(s, player_id))
        )

    def correct_everywhere(self, player_id: PlayerId, details: PlayerDetails) -> tuple[PlayerRecord, ...]:
        """Correct a player's data (as ``tf.players.edit``) and make the same corrections in every other
        section where he is entered (``also_entered_in``): one operation, an audit row in each section's
        log. Returns his registrations as they are now, this section's first."""
        limited, cut = text_fields.limit_player(details)
        edited = self._file.write(lambda tx: ops_sections.correct_everywhere(tx, int(player_id), limited))
        self._file.notices.extend(cut)
        return edited
