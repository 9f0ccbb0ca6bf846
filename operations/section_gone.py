"""A section another desk deleted (issue 30 item 3): the event's sections are listed at a desk, another
desk deletes one of them (``tf.sections.delete``), and this desk then reads it (the window's Section box,
switched to it before its list was read again). The read of a section no longer in the event fails as a
file without its event's row would; here it is said in one sentence naming the section instead
(:class:`SectionDeleted`), from which the window lists the sections again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from db.errors import NotATournamentFile, OperationRefused
from engine.i18n import translate
from values.sections import SectionInfo

T = TypeVar("T")


class SectionsListed(Protocol):
    """What of an open event this module asks: its sections (``TournamentFile.sections.list``)."""

    def list(self) -> tuple[SectionInfo, ...]: ...


class SectionDeleted(OperationRefused):
    """The section ``name`` is no longer in the event: another desk deleted it since it was listed."""

    def __init__(self, name: str) -> None:
        super().__init__(
            translate("DbRefusal", "Section {name} was deleted at another desk.").format(name=name)
        )
        self.name = name


def read_unless_deleted(sections: SectionsListed, section_id: int, name: str, read: Callable[[], T]) -> T:
    """``read()`` of the section ``section_id`` (listed as ``name``); when it fails for want of the
    section's row and the event's sections, read again, no longer hold it, :class:`SectionDeleted`
    instead. Nothing more is read while the section is there (the list only after a failure); a failure
    of a section still listed is raised as it was."""
    try:
        return read()
    except NotATournamentFile:
        if any(s.id == section_id for s in sections.list()):
            raise
        raise SectionDeleted(name) from None
