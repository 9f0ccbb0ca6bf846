"""How a path on disk becomes an SQLite connection, and only this: the name is never given to SQLite
or SQLAlchemy as text they would parse.

``sqlite:///b%41.arbiter`` is the file ``bA.arbiter`` to SQLAlchemy, and ``Open?2026.arbiter`` is the
file ``Open`` with a parameter ``2026.arbiter``; the same holds for SQLite's own ``file:`` names (the
SQLite the program runs on may be built to read every name as a URI). So every connection is made
from a URI built here, with every byte of the name that SQLite could read as syntax percent-encoded
(issue 25, item 3). ``db.connection.file_engine`` builds the engines on top of ``connect_file``.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote_from_bytes


def file_uri(path: Path, *, read_only: bool = False, immutable: bool = False) -> str:
    """The SQLite URI (https://sqlite.org/uri.html) of the file at ``path``: absolute, every byte but
    ``/`` and a drive's ``:`` percent-encoded, so that a ``%41``, ``?``, ``#`` or space in a name stays
    part of the name (SQLite decodes ``%XX`` and starts its parameters at ``?``). ``read_only``: opened
    with ``mode=ro``; ``immutable``: for a read-only drive where SQLite cannot even take its locks.

    >>> file_uri(Path("/events/b%41 open?#1.arbiter"), read_only=True)
    'file:///events/b%2541%20open%3F%231.arbiter?mode=ro'
    """
    text = Path(os.path.abspath(path)).as_posix()  # /x, C:/x (Windows) or //server/share/x (UNC)
    if not text.startswith("/"):
        text = "/" + text  # file:///C:/x
    uri = "file://" + quote_from_bytes(os.fsencode(text), safe="/:")
    if immutable:
        return uri + "?immutable=1"
    return uri + ("?mode=ro" if read_only else "")


def connect_file(
    path: Path,
    *,
    read_only: bool = False,
    immutable: bool = False,
    timeout: float = 5.0,
    check_same_thread: bool = True,
) -> sqlite3.Connection:
    """The one way a path becomes an SQLite connection (tournament files, their copies and backups,
    the player library): through ``file_uri``, never a name SQLite or SQLAlchemy would parse.

    Every connection distrusts the file's own schema (``trusted_schema = OFF``: a trigger or view
    in it may not call functions with side effects; ``db.schema_check`` refuses foreign ones anyway)
    and checks the size of every cell it reads (``cell_size_check``: a crafted page is an error, not
    a read out of bounds)."""
    con = sqlite3.connect(
        file_uri(path, read_only=read_only, immutable=immutable),
        uri=True,
        timeout=timeout,
        check_same_thread=check_same_thread,
    )
    try:
        con.execute("PRAGMA trusted_schema = OFF")
        con.execute("PRAGMA cell_size_check = ON")
    except BaseException:
        con.close()
        raise
    return con
