"""The library on disk: a main SQLite file, and the FIDE list in a file of its own per import.

The library is apart from every tournament (a tournament keeps its own copy of a player's data):

- the **main file** (``players.library``): the history of imports, the saved column mappings and the
  national lists (``national_players`` and its search index ``national_search``);
- one **FIDE generation file** per FIDE list imported (``players.library.fide-<token>``): the table
  ``fide_players`` (one row per FIDE ID) and its full-text search index ``fide_search``. The main file
  names the current one (``meta.fide_file``); readers attach it as the schema ``fide``.

A FIDE import builds its generation in a new file (``.part`` while it is written, without a journal:
it is private until finished), then switches ``meta.fide_file`` to it in one transaction of the main
file: a failed or cancelled import leaves nothing but a deleted ``.part`` file, searching goes on in
the old generation meanwhile, and undoing the import switches back to the file before (the last two
generations are kept). A national import replaces the national tables inside the main file: it
builds ``<table>__new`` in one transaction which then renames the current tables to ``__prev`` and the
new ones to current; undoing it swaps them back.

The main file runs in WAL mode with ``synchronous = NORMAL``: the library is a copy of downloadable
lists; a power cut can lose at most the last import, never break the file.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from db.sqlite_path import connect_file, file_uri
from engine.i18n import translate
from player_library.errors import LibraryError
from player_library.fide_txt import NUMERIC_FIELDS, ROW_FIELDS

APPLICATION_ID = 0x4152424C
"""``PRAGMA application_id`` of a library file ("ARBL"); tournament files have "ARBD"."""

LIBRARY_VERSION = 1
"""``PRAGMA user_version`` of the library layout below."""

GROUPS: dict[str, tuple[str, ...]] = {"national": ("national_players", "national_search")}
"""The table groups of the main file an import replaces as a whole (data table, then its index)."""

GENERATION_APPLICATION_ID = 0x4152424E
"""``PRAGMA application_id`` of a FIDE generation file ("ARBN")."""

PART_SUFFIX = ".part"
STALE_PART_SECONDS = 24 * 3600
"""A ``.part`` file older than this was left by an import that died; it is deleted."""

NUMERIC_FIDE_COLUMNS = tuple(f for f in ROW_FIELDS if f in NUMERIC_FIELDS)
"""The columns of ``fide_players`` that hold numbers, in its order (the list readers' ``NUMERIC_FIELDS``)."""

FIDE_COLUMNS = (*ROW_FIELDS, "skey", "words")
"""Column order of ``fide_players``: the fields of the rows the list readers give (``fide_txt.ROW_FIELDS``),
then the sort key and the search words."""

NATIONAL_COLUMNS = (
    "list",
    "national_id",
    "fide_id",
    "name",
    "federation",
    "sex",
    "title",
    "birth_year",
    "rating",
    "club",
    "city",
    "skey",
    "words",
)


def _integer(column: str) -> str:
    return f"{column} INTEGER CHECK (typeof({column}) IN ('integer', 'null'))"


def fide_table_sql(name: str) -> str:
    """``CREATE TABLE`` of a generation of ``fide_players``.

    The list readers check the numbers; the text fields keep the padding of the TXT columns (cheaper
    than stripping 1.5 million lines in Python) and ``player_library.convert`` strips them when read.
    """
    numeric = ",\n  ".join(f"{c} INTEGER" for c in NUMERIC_FIDE_COLUMNS)
    return f"""CREATE TABLE {name} (
  fide_id INTEGER PRIMARY KEY CHECK (fide_id > 0),
  name TEXT NOT NULL CHECK (name <> ''),
  federation TEXT NOT NULL DEFAULT '',
  sex TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  women_title TEXT NOT NULL DEFAULT '',
  other_titles TEXT NOT NULL DEFAULT '',
  foa_title TEXT NOT NULL DEFAULT '',
  {numeric},
  flag TEXT NOT NULL DEFAULT '',
  skey TEXT NOT NULL,
  words TEXT
)"""


def national_table_sql(name: str) -> str:
    return f"""CREATE TABLE {name} (
  id INTEGER PRIMARY KEY,
  list TEXT NOT NULL,
  national_id TEXT NOT NULL DEFAULT '',
  fide_id INTEGER CHECK (typeof(fide_id) IN ('integer', 'null')),
  name TEXT NOT NULL CHECK (name <> ''),
  federation TEXT NOT NULL DEFAULT '',
  sex TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  {_integer("birth_year")},
  {_integer("rating")},
  club TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  skey TEXT NOT NULL,
  words TEXT
)"""


def search_table_sql(name: str) -> str:
    """The full-text index of a generation: contentless (rowids only), prefix indexes for the first
    three letters, folded words; ``#xyz`` tokens hold the federation."""
    return (
        f"CREATE VIRTUAL TABLE {name} USING fts5(words, content='', detail=none, prefix='1 2 3', "
        "tokenize=\"unicode61 remove_diacritics 2 tokenchars '#'\")"
    )


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def connect(path: Path) -> sqlite3.Connection:
    """A connection with the library's settings (autocommit: transactions are explicit)."""
    con = connect_file(Path(path), timeout=30, check_same_thread=False)
    con.isolation_level = None
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA synchronous = NORMAL")
    con.execute("PRAGMA foreign_keys = ON")
    return con


def _tables(con: sqlite3.Connection) -> set[str]:
    return {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def generation_path(library: Path, name: str) -> Path:
    """The path of the FIDE generation file ``name`` beside the main file."""
    return library.with_name(name)


def new_generation_name(library: Path) -> str:
    return f"{library.name}.fide-{datetime.now(UTC).strftime('%Y%m%d%H%M%S')}-{secrets.token_hex(3)}"


def build_connection(path: Path) -> sqlite3.Connection:
    """A connection writing a new generation file alone: no journal, no waiting for the disk (the
    file is fsynced when complete, and thrown away if anything fails before)."""
    con = connect_file(path, check_same_thread=False)
    con.isolation_level = None
    con.execute("PRAGMA journal_mode = OFF")
    con.execute("PRAGMA synchronous = OFF")
    con.execute("PRAGMA locking_mode = EXCLUSIVE")
    con.execute(f"PRAGMA application_id = {GENERATION_APPLICATION_ID}")
    return con


def create_generation_tables(con: sqlite3.Connection) -> None:
    con.execute(fide_table_sql("fide_players"))
    con.execute(search_table_sql("fide_search"))


def finish_generation(con: sqlite3.Connection, path: Path) -> None:
    """Close a built generation and make it durable (fsync the file)."""
    con.close()
    with open(path, "rb+") as f:
        os.fsync(f.fileno())


def create_or_check(path: Path) -> None:
    """Create the library at ``path`` (folders too) or check that the file there is one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fresh = not path.exists() or path.stat().st_size == 0
    try:
        con = connect(path)
    except sqlite3.DatabaseError as exc:
        raise LibraryError(
            translate("DbLibrary", "{path} cannot be opened as a player library ({exc})").format(
                path=path, exc=exc
            )
        ) from exc
    try:
        if fresh:
            empty = f"{path.name}.fide-empty"
            built = build_connection(generation_path(path, empty))
            create_generation_tables(built)
            create_indexes(built, "fide", "fide_players", "0")
            finish_generation(built, generation_path(path, empty))
            con.execute("BEGIN IMMEDIATE")
            con.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            con.execute(
                "CREATE TABLE imports (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, source TEXT NOT NULL, "
                "description TEXT NOT NULL, players INTEGER NOT NULL, at TEXT NOT NULL, "
                "undone INTEGER NOT NULL DEFAULT 0, file TEXT, previous_file TEXT)"
            )
            con.execute("CREATE TABLE mappings (name TEXT PRIMARY KEY, spec TEXT NOT NULL)")
            con.execute(national_table_sql("national_players"))
            con.execute(search_table_sql("national_search"))
            create_indexes(con, "national", "national_players", "0")
            con.execute("INSERT INTO meta VALUES ('created_at', ?), ('fide_file', ?)", (now_text(), empty))
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            con.execute(f"PRAGMA user_version = {LIBRARY_VERSION}")
            con.execute("COMMIT")
            return
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        if app_id != APPLICATION_ID:
            raise LibraryError(
                translate("DbLibrary", "{path} is not an Arbiter Desk player library").format(path=path)
            )
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > LIBRARY_VERSION:
            raise LibraryError(
                translate(
                    "DbLibrary", "{path} was written by a newer Arbiter Desk; please update the program"
                ).format(path=path)
            )
        current = current_fide_file(con)
        if not generation_path(path, current).is_file():
            raise LibraryError(
                translate(
                    "DbLibrary",
                    "the FIDE list of the library ({current}) is missing beside {name}; "
                    "import the list again",
                ).format(current=current, name=path.name)
            )
    except sqlite3.DatabaseError as exc:
        raise LibraryError(
            translate("DbLibrary", "{path} is not a usable player library ({exc})").format(path=path, exc=exc)
        ) from exc
    finally:
        con.close()
    remove_stale_parts(path)


def current_fide_file(con: sqlite3.Connection) -> str:
    row = con.execute("SELECT value FROM meta WHERE key = 'fide_file'").fetchone()
    return str(row[0]) if row else ""


def remove_stale_parts(library: Path) -> None:
    """Delete ``.part`` files that an import which died left behind."""
    now = time.time()
    for part in library.parent.glob(f"{library.name}.fide-*{PART_SUFFIX}"):
        with contextlib.suppress(OSError):
            if now - part.stat().st_mtime > STALE_PART_SECONDS:
                part.unlink()


def remove_unused_generations(library: Path, keep: set[str]) -> None:
    """Delete the FIDE generation files not in ``keep`` (a file another program still reads stays
    until a later import)."""
    for file in library.parent.glob(f"{library.name}.fide-*"):
        if file.name in keep or file.name.endswith(PART_SUFFIX):
            continue
        with contextlib.suppress(OSError):
            file.unlink()


def create_indexes(con: sqlite3.Connection, group: str, table: str, tag: str) -> None:
    """The indexes of a data table (names carry ``tag``: index names are unique in a file, and a
    table keeps its indexes when it is renamed to another generation)."""
    con.execute(f"CREATE INDEX {table}_skey_{tag} ON {table}(skey)")
    if group == "national":
        con.execute(f"CREATE INDEX {table}_fide_{tag} ON {table}(fide_id) WHERE fide_id IS NOT NULL")
        con.execute(f"CREATE INDEX {table}_nid_{tag} ON {table}(national_id)")
        con.execute(f"CREATE INDEX {table}_list_{tag} ON {table}(list, national_id)")


def swap_in(con: sqlite3.Connection, group: str) -> None:
    """In the open transaction: the current tables of ``group`` become ``__prev``, ``__new`` current."""
    existing = _tables(con)
    for table in GROUPS[group]:
        if f"{table}__prev" in existing:
            con.execute(f"DROP TABLE {table}__prev")
        con.execute(f"ALTER TABLE {table} RENAME TO {table}__prev")
        con.execute(f"ALTER TABLE {table}__new RENAME TO {table}")


def swap_back(con: sqlite3.Connection, group: str) -> None:
    """In the open transaction: exchange the current and the ``__prev`` generation of ``group``."""
    existing = _tables(con)
    for table in GROUPS[group]:
        if f"{table}__prev" not in existing:
            raise LibraryError(
                translate("DbLibrary", "there is no earlier state of the library to go back to")
            )
    for table in GROUPS[group]:
        con.execute(f"ALTER TABLE {table} RENAME TO {table}__swap")
        con.execute(f"ALTER TABLE {table}__prev RENAME TO {table}")
        con.execute(f"ALTER TABLE {table}__swap RENAME TO {table}__prev")


def drop_new(con: sqlite3.Connection, group: str) -> None:
    """Drop leftovers of an import that did not finish (only within a transaction that then commits)."""
    existing = _tables(con)
    for table in GROUPS[group]:
        if f"{table}__new" in existing:
            con.execute(f"DROP TABLE {table}__new")


@contextmanager
def transaction(con: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``; any exception rolls everything back."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
    except BaseException:
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


class ReadConnection:
    """One connection for the searches of a thread-shared library object (a lock keeps it to one user),
    with the current FIDE generation attached as ``fide`` (re-attached when an import switched it)."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._con: sqlite3.Connection | None = None
        self._attached = ""
        self._lock = threading.Lock()

    @contextmanager
    def use(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._con is None:
                self._con = connect(self._path)
            current = current_fide_file(self._con)
            if current != self._attached:
                if self._attached:
                    self._con.execute("DETACH DATABASE fide")
                    self._attached = ""
                target = generation_path(self._path, current)
                if not target.is_file():
                    raise LibraryError(
                        translate(
                            "DbLibrary",
                            "the FIDE list of the library ({current}) is missing; import it again",
                        ).format(current=current)
                    )
                uri = file_uri(target, read_only=True)
                self._con.execute("ATTACH DATABASE ? AS fide", (uri,))
                self._attached = current
            yield self._con

    def close(self) -> None:
        with self._lock:
            if self._con is not None:
                self._con.close()
                self._con = None
                self._attached = ""
