"""One section of the event per session: what keeps the sections of one file (or one server database)
apart without the operations knowing of them.

An event holds several sections (``db.schema.SectionRow``: Open A, Open B, a blitz), each a tournament of
its own. Every row of a section's tables carries its ``section_id`` (``SECTION_TABLES``). A session made by
``section_session`` belongs to one section, and SQLAlchemy's documented pattern for such "global
criteria" (the ORM guide, "Adding global WHERE / ON criteria": a ``do_orm_execute`` listener adding
``with_loader_criteria``) makes every ORM query of it (``select``, ``Session.get``, the lazy loads, ORM
``update`` and ``delete``) see that section's rows only; the section id of a new row is set in one place
(``_new_rows_in_section``, before each flush), and of the rows of an ORM bulk ``insert`` by the same
listener. So ``operations`` reads and writes "the tournament" as before, on whichever section is chosen.

What is not an ORM query is not scoped, on purpose: a Core query on a ``Table`` (``db.event_copy``, which
copies every section), and the plain SQL of the migrations and checks. ``ALL_SECTIONS`` lets one ORM
query see every section (what the event as a whole needs: its change marker). ``plain_rows`` runs a
query of one section's table on the session's connection, the section's criterion added to it here:
the many rows the window's snapshot reads, without the ORM's work on each of them.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, TypeVarTuple

from sqlalchemy import Engine, Row, Select, event
from sqlalchemy.orm import ORMExecuteState, Session, UOWTransaction, with_loader_criteria
from sqlalchemy.orm.interfaces import ORMOption

from db.schema import (
    AuditRow,
    BoardRow,
    ByeRow,
    CheckInRow,
    FeePaymentRow,
    LineupRow,
    PlayerRow,
    PrizeCategoryRow,
    ProhibitedMemberRow,
    ProhibitedPairRow,
    RoundRow,
    TeamMatchRow,
    TeamMemberRow,
    TeamRow,
)

SECTION_TABLES: tuple[type[Any], ...] = (
    PlayerRow,
    RoundRow,
    BoardRow,
    ByeRow,
    ProhibitedPairRow,
    ProhibitedMemberRow,
    PrizeCategoryRow,
    CheckInRow,
    FeePaymentRow,
    TeamRow,
    TeamMemberRow,
    TeamMatchRow,
    LineupRow,
    AuditRow,
)
"""The models whose rows belong to one section (each has ``section_id``); a test checks that every model
of ``db.schema`` but the event's own (``meta``, ``event``, ``sections``, ``desk_roles``) is here."""

_Ts = TypeVarTuple("_Ts")

SECTION_KEY = "arbiter_section_id"
"""Where a session keeps its section (``Session.info``)."""

ALL_SECTIONS = "arbiter_all_sections"
"""Execution option: ``select(...).execution_options(**{ALL_SECTIONS: True})`` sees every section."""


class SectionSession(Session):
    """A session of one section (``section_session``); the listeners below are this class's alone."""


def section_session(bind: Engine, section_id: int) -> SectionSession:
    """A session that reads and writes the section ``section_id`` only (objects kept after commit)."""
    return SectionSession(bind, expire_on_commit=False, info={SECTION_KEY: section_id})


def section_of(session: Session) -> int:
    """The section a session works on."""
    return int(session.info[SECTION_KEY])


def plain_rows(session: Session, statement: Select[*_Ts], model: type[Any]) -> Sequence[Row[*_Ts]]:
    """The rows of ``statement`` (of the table of ``model``, one of ``SECTION_TABLES``, alone) in the
    session's section, run on the session's connection in its transaction: plain rows, without the
    ORM's Python call per value of each row it returns (64,000 boards and 9,999 players at each
    snapshot of the window, a third of the time their rows took). The criterion is the one every ORM
    statement of the session gets (``_section_criteria``): ``model.section_id`` is the session's. What
    the session has not written yet is written first, as before its own queries (``autoflush``)."""
    if not issubclass(model, SECTION_TABLES):
        raise TypeError(f"{model.__name__} is not a table of a section")
    if session.autoflush:
        session.flush()
    scoped = statement.where(model.section_id == section_of(session))
    return session.connection().execute(scoped).all()


@event.listens_for(SectionSession, "do_orm_execute")
def _only_this_section(state: ORMExecuteState) -> None:
    """Every ORM statement of the session sees its section's rows only (``with_loader_criteria`` on each
    model of ``SECTION_TABLES``; lazy and column loads inherit it from the query that loaded the rows)."""
    if state.execution_options.get(ALL_SECTIONS) or not state.is_orm_statement:
        return
    section_id = section_of(state.session)
    if state.is_insert:
        mapper = state.bind_mapper
        if mapper is not None and issubclass(mapper.class_, SECTION_TABLES):
            state.statement = state.statement.values(section_id=section_id)  # type: ignore[attr-defined]
        return
    if state.is_select and (state.is_column_load or state.is_relationship_load):
        return
    if state.is_select or state.is_update or state.is_delete:
        state.statement = state.statement.options(*_section_criteria(section_id))


@functools.cache
def _section_criteria(section_id: int) -> tuple[ORMOption, ...]:
    """The options that keep a statement to the section ``section_id``, made once per section: they are
    immutable, and building the 14 criteria again for every statement was a quarter of a typed
    result's time in the store (docs/speed.md, the whole program at 9,999 players)."""
    return tuple(
        with_loader_criteria(model, model.section_id == section_id, include_aliases=True)
        for model in SECTION_TABLES
    )


@event.listens_for(SectionSession, "before_flush")
def _new_rows_in_section(session: Session, flush: UOWTransaction, instances: object) -> None:
    """The one place where a new row of a section's table gets its section."""
    section_id = section_of(session)
    for row in session.new:
        if isinstance(row, SECTION_TABLES) and getattr(row, "section_id", None) is None:
            row.section_id = section_id
