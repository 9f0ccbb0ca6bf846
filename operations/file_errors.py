"""The failures of SQLite under a tournament file as our errors (``db.errors``), told apart for the
arbiter, and whether an operation whose commit was reported as failed is in the file after all."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError

from db.connection import connect_raw, hot_sidecars, is_damage, problem_text
from db.errors import CorruptFile, OperationRefused, TournamentFileError
from engine.i18n import translate


@contextlib.contextmanager
def database_errors(path: Path, doing: str) -> Iterator[None]:
    """SQLite trouble as our errors, at this one edge: a broken rule refuses the operation; damage,
    a full or failing disk, a read-only drive are told apart (``db.connection.problem_text``)."""
    try:
        yield
    except IntegrityError as exc:
        raise OperationRefused(
            translate("DbRefusal", "refused by the rules of the tournament file: {orig}").format(
                orig=exc.orig
            )
        ) from exc
    except (OperationalError, DatabaseError) as exc:
        if is_damage(exc):
            raise CorruptFile(
                translate("DbRefusal", "{name} is damaged ({orig}); open the latest backup copy").format(
                    name=path.name, orig=exc.orig
                )
            ) from exc
        raise TournamentFileError(
            translate("DbRefusal", "{name} cannot be used: {problem}").format(
                name=path.name, problem=problem_text(exc)
            )
        ) from exc
    except sqlite3.Error as exc:  # the plain sqlite3 calls (checks, migrations, copies)
        if is_damage(exc):
            raise CorruptFile(
                translate("DbRefusal", "{name} is damaged ({exc}); open the latest backup copy").format(
                    name=path.name, exc=exc
                )
            ) from exc
        raise TournamentFileError(
            translate("DbRefusal", "{name} cannot be used ({doing}): {problem}").format(
                name=path.name, doing=doing, problem=problem_text(exc)
            )
        ) from exc


def landed(path: Path, marker: tuple[int, str]) -> bool | None:
    """Is the audit row ``marker`` (id, operation) in the file? None when the file cannot be read.

    Reading first rolls back a transaction whose journal is still there (SQLite's hot journal); when
    even that fails, a journal with content means the transaction is not committed: False."""
    try:
        con = connect_raw(path)
        try:
            row = con.execute("SELECT operation FROM audit_log WHERE id = ?", (marker[0],)).fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return False if hot_sidecars(path) else None
    return row is not None and row[0] == marker[1]
