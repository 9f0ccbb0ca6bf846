"""The SQLite side of a tournament file: how it is opened, how its changes reach the disk, what its
errors mean.

- **The ``.arbiter`` file alone holds every acknowledged change.** Files use SQLite's rollback
  journal (``journal_mode=DELETE``) with ``synchronous=EXTRA``: a transaction writes the old pages to
  ``<file>-journal``, syncs it, writes the new pages into the file itself, syncs it, then deletes the
  journal and syncs the folder (EXTRA: the deletion, which is the commit, survives a power cut too).
  Between operations there is no sidecar file: a plain copy of the ``.arbiter`` (USB stick, mail) is
  complete. ``bench/bench_durability.py`` measured this against WAL (today's figures in README).
  Files of older versions in WAL mode are switched on open.
- Every connection: foreign keys ON; operations run in ``BEGIN IMMEDIATE`` transactions, reads in
  plain ``BEGIN``; a busy file is waited for up to 5 s.
- ``read_only_engine``: ``mode=ro`` (no lock file, no journal, nothing written), for files on
  read-only drives or in use by another program.
- A file that is not SQLite, or SQLite without our ``application_id``, is refused with a clear reason;
  SQLite's errors are told apart (damaged, disk full, disk error, read-only, busy), so an intact file is
  never called damaged because the disk is full.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event

from db.errors import CorruptFile, NotATournamentFile, TournamentFileError
from db.schema import APPLICATION_ID
from db.sqlite_path import connect_file
from engine.i18n import translate

SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000

# SQLite's primary result codes (https://sqlite.org/rescode.html), low byte of an extended code.
SQLITE_PERM, SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_READONLY = 3, 5, 6, 7, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_NOTADB = 10, 11, 13, 14, 26


@dataclass(frozen=True, slots=True)
class JournalDesign:
    """How committed changes reach the disk (measured by ``bench/bench_durability.py``)."""

    name: str
    journal_mode: str
    synchronous: str
    checkpoint_after_write: bool = False
    """WAL only: copy the WAL into the file after every operation (``wal_checkpoint(TRUNCATE)``)."""


DESIGNS: dict[str, JournalDesign] = {
    d.name: d
    for d in (
        JournalDesign("wal", "WAL", "FULL"),
        JournalDesign("wal+checkpoint", "WAL", "FULL", checkpoint_after_write=True),
        JournalDesign("delete", "DELETE", "EXTRA"),
        JournalDesign("truncate", "TRUNCATE", "FULL"),
    )
}
DESIGN: JournalDesign = DESIGNS["delete"]
"""The design every file is opened with (a benchmark may set another before opening)."""


def sidecars(path: Path) -> tuple[Path, ...]:
    """The files SQLite may keep beside ``path``: a rollback journal, a WAL and its index."""
    return tuple(path.with_name(path.name + s) for s in ("-journal", "-wal", "-shm"))


def hot_sidecars(path: Path) -> list[Path]:
    """Sidecars that hold data the file needs (a journal or WAL with content): the file must not be
    moved, copied or read alone while any is there."""
    out = []
    for p in sidecars(path)[:2]:
        try:
            if p.stat().st_size > 0:
                out.append(p)
        except OSError:
            pass
    return out


def sqlite_code(exc: BaseException) -> int | None:
    """The primary SQLite result code of an ``sqlite3.Error`` (or SQLAlchemy's wrapper of one)."""
    inner = getattr(exc, "orig", exc)
    code = getattr(inner, "sqlite_errorcode", None)
    return None if code is None else int(code) & 0xFF


def problem_text(exc: BaseException) -> str:
    """What went wrong, for the arbiter: the kind of trouble first, SQLite's own words after."""
    inner = getattr(exc, "orig", exc)
    detail = str(inner)
    code = sqlite_code(exc)
    if code == SQLITE_FULL:
        return translate("DbFile", "the disk is full ({detail})").format(detail=detail)
    if code == SQLITE_IOERR:
        name = getattr(inner, "sqlite_errorname", "SQLITE_IOERR")
        return translate("DbFile", "the disk reported an error ({detail}, {name})").format(
            detail=detail, name=name
        )
    if code in (SQLITE_READONLY, SQLITE_PERM):
        return translate("DbFile", "the file or its drive is read-only ({detail})").format(detail=detail)
    if code == SQLITE_CANTOPEN:
        return translate(
            "DbFile",
            "the file cannot be opened ({detail}): is the drive still there, may you read its folder?",
        ).format(detail=detail)
    if code in (SQLITE_BUSY, SQLITE_LOCKED):
        return translate("DbFile", "another program is writing the file ({detail})").format(detail=detail)
    if code == SQLITE_NOMEM:
        return translate("DbFile", "the computer is out of memory ({detail})").format(detail=detail)
    return detail


def is_damage(exc: BaseException) -> bool:
    """SQLite says the file itself is damaged (not: the disk refused, the file is busy)."""
    return sqlite_code(exc) in (SQLITE_CORRUPT, SQLITE_NOTADB)


def is_disk_trouble(exc: BaseException) -> bool:
    """A write that the disk refused (full, failing, read-only): nothing about the file's rules."""
    return sqlite_code(exc) in (SQLITE_IOERR, SQLITE_FULL, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM)


def connect_raw(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
    """A plain ``sqlite3`` connection (checks, backups, migrations) that waits for a busy file."""
    return connect_file(path, read_only=read_only, timeout=BUSY_TIMEOUT_MS / 1000)


def check_is_tournament_file(path: Path, *, read_only: bool = False) -> int:
    """Refuse anything that is not one of our files; return its schema version (``user_version``).

    Raises ``NotATournamentFile`` (missing, not SQLite, foreign SQLite), ``CorruptFile`` (SQLite says
    it is damaged) or ``TournamentFileError`` (the disk or the drive is the trouble, not the file).
    Opening it read-write rolls back a transaction a crash left unfinished (its ``-journal``).
    """
    if not path.is_file():
        raise NotATournamentFile(translate("DbFile", "{path}: no such file").format(path=path))
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise TournamentFileError(
            translate("DbFile", "{name} cannot be read ({strerror})").format(
                name=path.name, strerror=exc.strerror
            )
        ) from exc
    if head != SQLITE_MAGIC:
        raise NotATournamentFile(
            translate(
                "DbFile", "{name} is not an Arbiter Desk tournament file (it is not an SQLite database)"
            ).format(name=path.name)
        )
    try:
        con = connect_raw(path, read_only=read_only)
        try:
            app_id = con.execute("PRAGMA application_id").fetchone()[0]
            if app_id != APPLICATION_ID:
                raise NotATournamentFile(
                    translate(
                        "DbFile",
                        "{name} is an SQLite database of another program, not an Arbiter Desk "
                        "tournament file",
                    ).format(name=path.name)
                )
            check = con.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise CorruptFile(
                    translate(
                        "DbFile", "{name} is damaged ({check}); open the latest backup copy instead"
                    ).format(name=path.name, check=check)
                )
            version: int = con.execute("PRAGMA user_version").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error as exc:
        if is_damage(exc):
            raise CorruptFile(
                translate(
                    "DbFile", "{name} is damaged and cannot be read ({exc}); open the latest backup copy"
                ).format(name=path.name, exc=exc)
            ) from exc
        raise TournamentFileError(
            translate("DbFile", "{name} cannot be opened: {problem}").format(
                name=path.name, problem=problem_text(exc)
            )
        ) from exc
    return version


def file_engine(path: Path, *, read_only: bool = False, immutable: bool = False) -> Engine:
    """The one way a path becomes a SQLAlchemy engine: connections made by ``connect_file`` (the URL
    is built by ``URL.create``, never parsed from text, and only names the file to SQLAlchemy)."""
    return create_engine(
        URL.create("sqlite", database=os.path.abspath(path)),
        creator=lambda: connect_file(
            path,
            read_only=read_only,
            immutable=immutable,
            timeout=BUSY_TIMEOUT_MS / 1000,
            check_same_thread=False,
        ),
    )


def make_engine(path: Path, design: JournalDesign | None = None) -> Engine:
    """A SQLAlchemy engine on ``path`` with the journal ``design`` (default ``DESIGN``) on every
    connection."""
    chosen = design or DESIGN
    engine = file_engine(path)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, decide where transactions begin (see "begin" below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute(f"PRAGMA journal_mode = {chosen.journal_mode}")
        cursor.execute(f"PRAGMA synchronous = {chosen.synchronous}")
        cursor.close()

    _begin_listener(engine)
    return engine


def read_only_engine(path: Path, *, immutable: bool = False) -> Engine:
    """A SQLAlchemy engine that can only read ``path`` (``mode=ro``; ``immutable`` on a read-only drive
    where SQLite cannot even make its lock files, only when no sidecar holds data)."""
    engine = file_engine(path, read_only=True, immutable=immutable)

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA query_only = ON")
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.close()

    _begin_listener(engine)
    return engine


def _begin_listener(engine: Engine) -> None:
    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # Operations take the write lock at once (no upgrade deadlock); reads take it only to read.
        write = connection.get_execution_options().get("arbiter_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def checkpoint(engine: Engine) -> None:
    """WAL only: copy the WAL into the file and empty it (the ``wal+checkpoint`` design)."""
    with engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
