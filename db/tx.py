"""One operation = one transaction, with its audit row written inside the same transaction."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import Connection, Insert, Table, Update, bindparam, func, insert, select
from sqlalchemy.orm import Session

from db.schema import AuditRow
from db.sections import ALL_SECTIONS, section_of

_AUDIT_LOG = cast(Table, AuditRow.__table__)
_AUDIT_ROW = insert(_AUDIT_LOG).values(
    {
        name: bindparam(f"audit_{name}")
        for name in ("section_id", "at", "user", "operation", "old_value", "new_value")
    }
)
"""The audit row's ``INSERT``, made once: its values are the execution's parameters, named
``audit_<column>`` to keep them apart from those of a change run in the same statement (``Tx.audit``)."""
_AUDIT_ROW_ID = _AUDIT_ROW.returning(_AUDIT_LOG.c.id)
"""The audit row's ``INSERT`` returning its id, made once: the statement that carries the ``COMMIT`` of
an operation with no change statement of its own (``Tx.audit``'s ``last``; a round stored)."""

Change = tuple[Update, Mapping[str, Any]]
"""A statement that makes (part of) the change an audit row records, with its parameters (``Tx.audit``)."""


def _writes_in_with(connection: Connection) -> bool:
    """Whether the store runs a statement that changes rows inside a ``WITH`` of another (PostgreSQL
    does, SQLite does not): then a change and its audit row are one statement, one round trip."""
    return connection.dialect.name == "postgresql"


@functools.lru_cache(maxsize=16)
def _row_with(change: Update) -> Insert:
    """The audit row's ``INSERT`` that also runs ``change`` (a data-modifying ``WITH``, PostgreSQL's),
    returning the row's id, made once per change statement (each is made once by its operation)."""
    return _AUDIT_ROW.add_cte(change.cte("change")).returning(_AUDIT_LOG.c.id)


def to_json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def last_audit_id(s: Session) -> int:
    """The id of the last audit row (0 in a file without one): it grows with every change committed
    to the file, since every operation writes its audit row in its transaction. Of the whole event, every
    section's rows included (``db.sections.ALL_SECTIONS``): the window's change marker, the backups and
    a pairing plan see a change made in any section."""
    last = select(func.coalesce(func.max(AuditRow.id), 0)).execution_options(**{ALL_SECTIONS: True})
    return int(s.scalar(last) or 0)


def audit_rows(s: Session) -> int:
    """The number of audit rows of the whole event (every section's): it grows with every change
    committed, in whatever order the transactions commit (the log is append-only), where the last id
    may not (on a venue server two sections' writers, or two results, commit side by side, and a row
    numbered first may be committed last)."""
    rows = select(func.count(AuditRow.id)).execution_options(**{ALL_SECTIONS: True})
    return int(s.scalar(rows) or 0)


def section_changes(s: Session) -> int:
    """The number of audit rows of the session's section: it grows with every change committed to that
    section (the log is append-only), also when two desks' results commit in another order than their
    rows were numbered (on a venue server they do not wait for each other: ``db.server``); so a plan
    read from the section is as the section still is when this is the same (the other sections'
    changes, which a pairing does not read, leave it as it was)."""
    return int(s.scalar(select(func.count(AuditRow.id))) or 0)


@dataclass(slots=True)
class Tx:
    """What an operation works with: the session of its transaction and the user it acts for."""

    session: Session
    user: str
    marker: tuple[int, str] | None = None
    """(id, operation) of the last audit row written: after a commit the disk reported as failed,
    ``operations.tournament_file`` looks for this row to learn whether the operation is stored after all."""
    written: list[int] = field(default_factory=list)
    """The ids of every audit row written (an operation may write more than one)."""
    ended: bool = False
    """Whether the transaction was committed with an audit row (``audit``'s ``last``, on a venue server):
    no other row may be written in it."""
    guard: Callable[[Tx, str, Any], None] | None = None
    """Asked with (this transaction, operation, old value) before each audit row is written; raises to
    refuse the operation (``operations.roles.guard``: the desk's role on a venue server). None: a
    file used alone, whose user may do everything."""

    def audit(
        self,
        operation: str,
        old: Any,
        new: Any,
        section_id: int | None = None,
        *,
        changes: Sequence[Change] = (),
        last: bool = False,
    ) -> None:
        """Append the audit row of this operation (same transaction: both land or neither), once the
        ``guard`` allowed it: every operation that changes the event passes here. ``section_id``: the
        log of another section than the session's (what one operation changed there too).
        ``changes``: the Core statements (with their parameters) that make the change the row records,
        run once the guard allowed it, the last one in the row's own statement where the store can
        (``_writes_in_with``: a typed result on a venue server is one round trip less). ``last``: the
        operation reads and writes nothing after this row, so on a venue server the row's statement
        (with ``changes``, or alone: a round stored) carries the transaction's ``COMMIT`` in the same
        round trip (``db.server_prepared``: one round trip less again); the transaction is over when
        this returns.

        The row is one Core ``INSERT`` on the session's connection, after what the operation changed
        through the session is flushed: the ORM's unit of work for one new row cost a typed result
        more processor time than the rest of its store work (issue 30 item 5, ``bench/venue_result.py``)."""
        if self.ended:
            raise RuntimeError(f"{operation}: the transaction was committed with the audit row before")
        if self.guard is not None:
            self.guard(self, operation, old)
        s = self.session
        s.flush()
        connection = s.connection()
        row = {
            "audit_section_id": section_of(s) if section_id is None else section_id,
            "audit_at": datetime.now(UTC),
            "audit_user": self.user,
            "audit_operation": operation,
            "audit_old_value": to_json(old),
            "audit_new_value": to_json(new),
        }
        for change, parameters in changes[:-1]:
            connection.execute(change, parameters)
        if last and not changes and _writes_in_with(connection):
            from db.server_prepared import execute_and_commit  # psycopg's quoting: a server's

            self.ended = True
            row_id = int(execute_and_commit(connection, _AUDIT_ROW_ID, row).scalar_one())
        elif changes and _writes_in_with(connection):
            change, parameters = changes[-1]
            if last:
                from db.server_prepared import execute_and_commit  # psycopg's quoting: a server's

                self.ended = True
                stored = execute_and_commit(connection, _row_with(change), {**parameters, **row})
            else:
                stored = connection.execute(_row_with(change), {**parameters, **row})
            row_id = int(stored.scalar_one())
        else:
            for change, parameters in changes[-1:]:
                connection.execute(change, parameters)
            key = connection.execute(_AUDIT_ROW, row).inserted_primary_key
            assert key is not None  # an INSERT of one row: its id
            row_id = int(key[0])
        self.marker = (row_id, operation)
        self.written.append(row_id)
