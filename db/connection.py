"""Opening a tournament file safely: the lock, the SQLite settings, recognising foreign files, backups.

- One program at a time: an OS lock on ``<file>.lock`` (``engine.platforms.try_lock``), held while
  the file is open. The OS drops it when the process dies, so a stale lock never blocks.
- Every connection: foreign keys ON, WAL journal, ``synchronous=FULL`` (an acknowledged operation
  survives a power cut); operations run in ``BEGIN IMMEDIATE`` transactions, reads in plain ``BEGIN``.
- A file that is not SQLite, or SQLite without our ``application_id``, is refused with a clear reason.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sqlite3
from pathlib import Path
from typing import IO, Any

from sqlalchemy import Engine, create_engine, event

from db.errors import CorruptFile, FileInUse, NotATournamentFile, TournamentFileError
from db.schema import APPLICATION_ID
from engine import platforms
from engine.platforms import current_user

SQLITE_MAGIC = b"SQLite format 3\x00"


class FileLock:
    """An exclusive, process-wide lock on ``<path>.lock``, released by ``release`` or process death."""

    def __init__(self, db_path: Path) -> None:
        self.path = db_path.with_name(db_path.name + ".lock")
        self._handle: IO[str] | None = None

    def acquire(self) -> None:
        for _ in range(20):
            try:
                handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held until release()
            except OSError as exc:
                raise TournamentFileError(
                    f"cannot lock {self.path.name[:-5]} ({exc.strerror}); is its folder writable?"
                ) from exc
            try:
                locked = _try_lock(handle)
            except OSError as exc:
                handle.close()
                raise TournamentFileError(
                    f"cannot lock {self.path.name[:-5]}: this drive does not support file locks "
                    f"({exc.strerror}); copy the file to a local folder"
                ) from exc
            if not locked:
                holder = "another program"
                with contextlib.suppress(OSError, UnicodeDecodeError):
                    handle.seek(0)
                    holder = handle.read(200).strip() or holder
                handle.close()
                raise FileInUse(
                    f"{self.path.name[:-5]} is already open in another Arbiter Desk ({holder}); "
                    "close it there first"
                )
            # The holder before us may have deleted the lock file after we opened it: retry on the new one.
            try:
                same = os.path.samestat(os.fstat(handle.fileno()), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if same:
                handle.seek(0)
                handle.truncate()
                handle.write(f"pid {os.getpid()} on {socket.gethostname()}, user {current_user()}")
                handle.flush()
                self._handle = handle
                return
            _unlock(handle)
            handle.close()
        raise FileInUse(f"could not lock {self.path}")

    def release(self) -> None:
        if self._handle is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        _unlock(self._handle)
        self._handle.close()
        self._handle = None

    @property
    def held(self) -> bool:
        return self._handle is not None


_try_lock = platforms.try_lock  # module names, so that a test can replace them (a drive without locks)
_unlock = platforms.unlock


def check_is_tournament_file(path: Path) -> int:
    """Refuse anything that is not one of our files; return its schema version (``user_version``).

    Raises ``NotATournamentFile`` (missing, not SQLite, foreign SQLite) or ``CorruptFile``.
    """
    if not path.is_file():
        raise NotATournamentFile(f"{path}: no such file")
    with open(path, "rb") as f:
        head = f.read(len(SQLITE_MAGIC))
    if head != SQLITE_MAGIC:
        raise NotATournamentFile(
            f"{path.name} is not an Arbiter Desk tournament file (it is not an SQLite database)"
        )
    try:
        con = sqlite3.connect(path)
        try:
            app_id = con.execute("PRAGMA application_id").fetchone()[0]
            if app_id != APPLICATION_ID:
                raise NotATournamentFile(
                    f"{path.name} is an SQLite database of another program, "
                    "not an Arbiter Desk tournament file"
                )
            check = con.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise CorruptFile(f"{path.name} is damaged ({check}); open the latest backup copy instead")
            version: int = con.execute("PRAGMA user_version").fetchone()[0]
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise CorruptFile(
            f"{path.name} is damaged and cannot be read ({exc}); open the latest backup copy"
        ) from exc
    return version


def make_engine(path: Path) -> Engine:
    """A SQLAlchemy engine on ``path`` with the pragmas of this module on every connection."""
    engine = create_engine(f"sqlite:///{path}", connect_args={"check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, decide where transactions begin (see "begin" below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.execute("PRAGMA busy_timeout = 5000")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        # Operations take the write lock at once (no upgrade deadlock); reads never wait for writers (WAL).
        write = connection.get_execution_options().get("arbiter_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def backup_copy(source: Path, target: Path) -> Path:
    """A consistent copy of the database (SQLite online backup: includes the WAL), fsynced."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".part")
    src = sqlite3.connect(source)
    try:
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode = DELETE")
        finally:
            dst.close()
    finally:
        src.close()
    with open(tmp, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(tmp, target)
    return target
