"""The work inside the transactions of the sections area (``operations.sections``): list the event's
sections, add one, enter a player of one section in another. Functions of a ``Tx`` or a ``Session``."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from sqlalchemy import Executable, func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import PlayerRow, RoundRow, SectionRow
from db.sections import ALL_SECTIONS
from db.tx import Tx
from engine.i18n import translate
from engine.model import Sex
from operations.convert import apply_section, event_settings, event_to_json, round_robin_from_row
from operations.ops_event import validate_settings, with_system_points
from operations.text_fields import refuse_control_characters
from values import EventSettings, PlayerDetails
from values.sections import SectionInfo

MAX_SECTION_NAME = 60
"""Characters of a section's name (it heads printed pages and names a folder of the web pages)."""


Q = TypeVar("Q", bound=Executable)


def _every_section(query: Q) -> Q:
    """``query`` seeing the rows of every section (``db.sections.ALL_SECTIONS``)."""
    return query.execution_options(**{ALL_SECTIONS: True})


def sections(s: Session) -> tuple[SectionInfo, ...]:
    """Every section of the event, in the order they were added."""
    players: dict[int, int] = dict(
        s.execute(
            _every_section(select(PlayerRow.section_id, func.count()).group_by(PlayerRow.section_id))
        ).all()
    )
    paired: dict[int, int] = dict(
        s.execute(
            _every_section(
                select(RoundRow.section_id, func.max(RoundRow.number)).group_by(RoundRow.section_id)
            )
        ).all()
    )
    return tuple(
        SectionInfo(
            row.id,
            row.name,
            event_settings(row).system,
            round_robin_from_row(row.pairing_system, row.system_settings),
            row.number_of_rounds,
            int(paired.get(row.id) or 0),
            int(players.get(row.id) or 0),
        )
        for row in s.scalars(select(SectionRow).order_by(SectionRow.id))
    )


def first_section(s: Session) -> int | None:
    """The id of the section added first (None: no section, not a usable event)."""
    return s.scalar(select(func.min(SectionRow.id)))


def find(s: Session, name: str) -> SectionRow:
    """The section called ``name`` (exactly, else ignoring case); refused in one sentence otherwise."""
    rows = list(s.scalars(select(SectionRow).order_by(SectionRow.id)))
    for row in rows:
        if row.name == name:
            return row
    folded = [row for row in rows if row.name.casefold() == name.strip().casefold()]
    if len(folded) == 1:
        return folded[0]
    raise OperationRefused(
        translate("DbRefusal", "the event has no section {name!r}; its sections: {names}").format(
            name=name, names=", ".join(row.name for row in rows)
        )
    )


def check_name(s: Session, name: str) -> str:
    """A new section's name, or a refusal: empty, too long, control characters, or taken."""
    name = name.strip()
    if not name:
        raise OperationRefused(translate("DbRefusal", "a section needs a name"))
    if len(name) > MAX_SECTION_NAME:
        raise OperationRefused(
            translate("DbRefusal", "a section's name has at most {limit} characters").format(
                limit=MAX_SECTION_NAME
            )
        )
    refuse_control_characters(translate("DbRefusal", "the section's name"), name)
    taken = [row.name for row in s.scalars(select(SectionRow)) if row.name.casefold() == name.casefold()]
    if taken:
        raise OperationRefused(
            translate("DbRefusal", "the event already has a section {name!r}").format(name=taken[0])
        )
    return name


def add_section(tx: Tx, name: str, settings: EventSettings) -> int:
    """A new, empty section of the event with its own ``settings`` (what the event shares, its name,
    venue, dates and officials, stays the event's); returns its id. The audit row is in the log of the
    section it was added from (the one the arbiter worked on)."""
    s = tx.session
    name = check_name(s, name)
    settings = with_system_points(settings)
    validate_settings(settings, 0)
    row = SectionRow(name=name, event_id=1)
    apply_section(row, settings)
    s.add(row)
    s.flush()
    tx.audit("add_section", None, {"section": name, **event_to_json(settings)})
    return row.id


def new_section_settings(current: EventSettings, **changes: object) -> EventSettings:
    """The settings of a new section: those of the section it is added from, with ``changes``; no
    schedule, accelerations or kept TRF records (they are the other section's)."""
    return replace(replace(current, round_dates=()), **changes)  # type: ignore[arg-type]


def player_details(s: Session, player_id: int) -> PlayerDetails:
    """The registration of a player of any section of the event (to enter him in another)."""
    row = s.scalar(_every_section(select(PlayerRow).where(PlayerRow.id == player_id)))
    if row is None:
        raise OperationRefused(translate("DbRefusal", "no player with id {id}").format(id=player_id))
    return PlayerDetails(
        row.name,
        row.rating,
        row.title,
        row.federation,
        row.fide_id,
        Sex(row.sex),
        row.birth_date,
        row.national_id,
        row.national_rating,
        row.club,
        row.city,
        row.other_titles,
        bool(row.inactive),
    )


def refuse_twice(s: Session, details: PlayerDetails, section: str) -> None:
    """A player is entered in a section once: the same FIDE ID, or (without one) the same name and birth
    date, already there is refused."""
    for row in s.scalars(select(PlayerRow)):
        same = (
            (row.fide_id == details.fide_id)
            if details.fide_id
            else (row.name == details.name and row.birth_date == details.birth_date)
        )
        if same:
            raise OperationRefused(
                translate(
                    "DbRefusal", "{name} is already entered in the section {section} (number {number})"
                ).format(name=details.name, section=section, number=row.number)
            )
