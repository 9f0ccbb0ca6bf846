"""The work inside the transactions of the sections area (``operations.sections``): list the event's
sections, add, rename and delete one, enter a player of one section in another. Functions of a ``Tx``
or a ``Session``."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from datetime import date, datetime
from typing import Any, TypeVar, cast

from sqlalchemy import Executable, Table, delete, func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import AuditRow, IsoDate, IsoDateTime, PlayerRow, RoundRow, SectionRow
from db.sections import ALL_SECTIONS, SECTION_TABLES
from db.tx import Tx
from engine.i18n import translate
from engine.model import Sex
from operations import ops_players
from operations.convert import (
    apply_details,
    apply_section,
    event_settings,
    event_to_json,
    player_record,
    player_to_json,
    round_robin_from_row,
)
from operations.ops_event import validate_settings, with_system_points
from operations.text_fields import refuse_control_characters
from values import EventSettings, PlayerDetails, PlayerId, PlayerRecord
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


def same_person(row: PlayerRow, details: PlayerDetails) -> bool:
    """The one rule saying that a registration is the person ``details`` registers: the same FIDE ID,
    or, without one, the same name and birth date (a player entered twice is refused by it, and a
    correction follows into every section where it holds)."""
    if details.fide_id:
        return row.fide_id == details.fide_id
    return row.name == details.name and row.birth_date == details.birth_date


def refuse_twice(s: Session, details: PlayerDetails, section: str) -> None:
    """A player is entered in a section once (``same_person``)."""
    for row in s.scalars(select(PlayerRow)):
        if same_person(row, details):
            raise OperationRefused(
                translate(
                    "DbRefusal", "{name} is already entered in the section {section} (number {number})"
                ).format(name=details.name, section=section, number=row.number)
            )


def entries_elsewhere(s: Session, player_id: int) -> list[tuple[PlayerRow, str]]:
    """The same person's registrations in the event's other sections (``same_person``), with the
    name of each section, in the order the sections were added."""
    details = player_details(s, player_id)
    here = s.scalar(_every_section(select(PlayerRow.section_id).where(PlayerRow.id == player_id)))
    names = {int(i): str(n) for i, n in s.execute(select(SectionRow.id, SectionRow.name))}
    rows = s.scalars(
        _every_section(select(PlayerRow).where(PlayerRow.section_id != here).order_by(PlayerRow.section_id))
    )
    return [(row, names[row.section_id]) for row in rows if same_person(row, details)]


def correct_everywhere(tx: Tx, player_id: int, details: PlayerDetails) -> tuple[PlayerRecord, ...]:
    """Correct a player's registration (``ops_players.edit_player``) and the same corrections (the fields
    that changed, not the whole registration) in every other section where the same person is entered;
    an audit row in each section's log. Returns the registrations as they are now, this section's first."""
    s = tx.session
    before = player_details(s, player_id)
    others = entries_elsewhere(s, player_id)
    edited = [ops_players.edit_player(tx, PlayerId(player_id), details)]
    changed = {
        f.name: getattr(details, f.name)
        for f in fields(PlayerDetails)
        if getattr(details, f.name) != getattr(before, f.name)
    }
    for row, section in others:
        old = player_record(row)
        if changed.get("fide_id"):
            _refuse_fide_id_taken(s, row, str(changed["fide_id"]), section)
        apply_details(row, replace(old.details, **changed))
        s.flush()
        new = player_record(row)
        tx.audit("edit_player", player_to_json(old), player_to_json(new), section_id=row.section_id)
        edited.append(new)
    return tuple(edited)


def _refuse_fide_id_taken(s: Session, row: PlayerRow, fide_id: str, section: str) -> None:
    clash = s.scalar(
        _every_section(
            select(PlayerRow).where(
                PlayerRow.section_id == row.section_id, PlayerRow.fide_id == fide_id, PlayerRow.id != row.id
            )
        )
    )
    if clash is not None:
        raise OperationRefused(
            translate(
                "DbRefusal", "FIDE id {fide_id} already belongs to {name} (#{number}) in {section}"
            ).format(fide_id=fide_id, name=clash.name, number=clash.number, section=section)
        )


def rename_section(tx: Tx, section_id: int, name: str) -> str:
    """The section ``section_id`` called ``name`` from now on (a name of another section, empty, too
    long or with control characters refused); the audit row in the log of the section worked on.
    Returns its old name."""
    s = tx.session
    row = s.get(SectionRow, section_id)
    if row is None:
        raise OperationRefused(translate("DbRefusal", "the file has no event data"))
    old = row.name
    wanted = name.strip()
    if wanted.casefold() != old.casefold():  # else only its letters' case changes
        wanted = check_name(s, wanted)
    row.name = wanted
    tx.audit("rename_section", {"section": old}, {"section": wanted})
    return old


DELETED_WITH_THE_SECTION = tuple(reversed([m for m in SECTION_TABLES if m is not AuditRow]))
"""What goes with a deleted section, the rows that point to others first; never its audit rows (the
log outlives what it names)."""


def delete_section(tx: Tx, section_id: int) -> SectionInfo:
    """Delete the section ``section_id`` and everything registered in it (its players, requested byes,
    forbidden pairs, prize categories, check-ins, fee payments, teams). Refused while it has a round
    paired (nothing played is ever deleted) and for the event's only section. The audit row, in the log
    of the section worked on, keeps the section's settings and every registration deleted."""
    s = tx.session
    every = sections(s)
    gone = next((x for x in every if x.id == section_id), None)
    if gone is None:
        raise OperationRefused(translate("DbRefusal", "the file has no event data"))
    if len(every) == 1:
        raise OperationRefused(
            translate("DbRefusal", "{name} is the event's only section: it cannot be deleted").format(
                name=gone.name
            )
        )
    if gone.paired_rounds:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "the section {name} has {count} rounds paired: a section whose games were paired is "
                "never deleted",
            ).format(name=gone.name, count=gone.paired_rounds)
        )
    row = s.get(SectionRow, section_id)
    assert row is not None
    settings = event_settings(row)
    players = s.scalars(
        _every_section(select(PlayerRow).where(PlayerRow.section_id == section_id).order_by(PlayerRow.number))
    ).all()
    kept = [player_to_json(player_record(p)) for p in players]
    rows = section_rows(s, section_id)
    for model in DELETED_WITH_THE_SECTION:
        s.execute(
            _every_section(delete(model).where(model.section_id == section_id)),
            execution_options={"synchronize_session": False},
        )
    s.delete(row)
    s.flush()
    old = {"section": gone.name, **event_to_json(settings), "players": kept, ROWS: rows}
    tx.audit("delete_section", old, None)
    return gone


ROWS = "rows"
"""Key of a ``delete_section`` audit row's old value: every row deleted, table by table (``section_rows``),
from which ``restore_section`` puts the section back as it was."""


def _kept_tables() -> tuple[Table, ...]:
    """The tables of a section's rows, parents first: the section's own row, then its registrations'."""
    return (
        cast(Table, SectionRow.__table__),
        *(cast(Table, m.__table__) for m in reversed(DELETED_WITH_THE_SECTION)),
    )


def section_rows(s: Session, section_id: int) -> dict[str, list[dict[str, Any]]]:
    """Every row of the section ``section_id`` (its own and its registrations'), column by column, as
    the audit log keeps them (JSON: a date as its ISO text), each table in the order of its key."""
    kept: dict[str, list[dict[str, Any]]] = {}
    for table in _kept_tables():
        mine = table.c.id if table.name == SectionRow.__tablename__ else table.c.section_id
        query = select(table).where(mine == section_id).order_by(*table.primary_key.columns)
        found = [{k: _to_json(v) for k, v in r._mapping.items()} for r in s.connection().execute(query)]
        if found:
            kept[table.name] = found
    return kept


def _to_json(value: Any) -> Any:
    return value.isoformat() if isinstance(value, date | datetime) else value


def _from_json(column: Any, value: Any) -> Any:
    """A value of ``section_rows`` as the column takes it (a date from its ISO text)."""
    if value is None:
        return None
    if isinstance(column.type, IsoDateTime):
        return datetime.fromisoformat(value)
    if isinstance(column.type, IsoDate):
        return date.fromisoformat(value)
    return value


def restore_section(tx: Tx, name: str) -> str:
    """Put back the section called ``name`` that was deleted last under that name, with every
    registration it had, the same rows with the same ids (the undo of ``delete_section``). Refused when
    a section of that name exists, when none was deleted, and when its deletion was recorded before
    the audit log kept every row of it. One audit row (``restore_section``)."""
    s = tx.session
    wanted = name.strip()
    if any(x.name.casefold() == wanted.casefold() for x in sections(s)):
        raise OperationRefused(
            translate("DbRefusal", "the event has a section {name} already").format(name=wanted)
        )
    deleted = s.scalars(
        _every_section(
            select(AuditRow).where(AuditRow.operation == "delete_section").order_by(AuditRow.id.desc())
        )
    )
    old = next(
        (o for o in (json.loads(r.old_value or "{}") for r in deleted) if o.get("section") == wanted), None
    )
    if old is None:
        raise OperationRefused(
            translate("DbRefusal", "no section called {name} was deleted from this event").format(name=wanted)
        )
    if ROWS not in old:
        raise OperationRefused(
            translate(
                "DbRefusal",
                "the section {name} was deleted by an older version of the program, which did not keep "
                "every row of it: it cannot be put back",
            ).format(name=wanted)
        )
    for table in _kept_tables():
        rows = old[ROWS].get(table.name) or []
        if rows:
            s.connection().execute(
                table.insert(), [{k: _from_json(table.c[k], v) for k, v in r.items()} for r in rows]
            )
    tx.audit("restore_section", None, {"section": wanted, "players": len(old[ROWS].get("players") or [])})
    return wanted
