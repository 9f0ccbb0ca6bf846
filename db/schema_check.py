"""Is a tournament file built exactly as this program builds one? (issue 25, item 4)

A ``.arbiter`` file is an SQLite database, and SQLite keeps code in it: a trigger runs at every
change (a foreign one could change a rating after a result, without an audit row, or stop an
operation with its own text, "disk failure: call +1-555..."), a view can stand in for a table and
hide players, an index or a CHECK constraint can carry a name meant to be read as a message. So
before a file is opened (read-write or read-only), migrated or written, its ``sqlite_master`` is
compared with the structure of its schema version, and anything else is refused: the file is not
opened, not migrated, not written.

The structure expected of version N is not written down here: it is built in memory from the first
schema and the program's own migrations (``db.migrations.structure_at``); a test checks that it is
also what ``db.schema`` creates for a new file, so the two cannot drift apart. Two files of one
version may differ in the text SQLite keeps (a column a migration added comes last, with the
``DEFAULT`` the migration needed; a new file lists it in its place, without one), so the text is
compared as a *shape*: per table its columns by name (each column's whole definition but for a
literal ``DEFAULT``), its table constraints and options; triggers and indexes by their whole text,
in SQL tokens (the spacing does not count, everything else does).

The values are checked too (``wrong_value``): a blob where a name is kept, or text where a rating
is, is a damaged file, told as such at open, never an internal error later.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from db import migrations
from db.errors import AlteredFile, CorruptFile
from db.schema import SCHEMA_VERSION
from db.sqlite_path import connect_file
from engine.i18n import translate

_TOKEN = re.compile(
    r"""
    \s+                                  # spacing: dropped
  | (?P<token>
        '(?:[^']|'')*'                   # 'string'
      | "(?:[^"]|"")*"                   # "identifier"
      | `(?:[^`]|``)*`                   # `identifier`
      | \[[^\]]*\]                        # [identifier]
      | --[^\n]*                         # a comment is kept: it makes the text differ
      | /\*.*?(?:\*/|\Z)
      | [A-Za-z_0-9.$\x80-\U0010FFFF]+  # word, number
      | .                                # any other character on its own
    )
    """,
    re.VERBOSE | re.DOTALL,
)
_TABLE_CONSTRAINTS = frozenset({"CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"})
_KEY_CLAUSES = frozenset({"ASC", "DESC", "ON", "AUTOINCREMENT"})
_LITERAL = re.compile(r"'(?:[^']|'')*'|[+-]?[0-9.]+|NULL|TRUE|FALSE|CURRENT_\w+", re.IGNORECASE)


def tokens(sql: str) -> list[str]:
    """``sql`` cut into SQL tokens, spacing left out.

    >>> tokens("CHECK (kind IN ('half',  'zero'))")
    ['CHECK', '(', 'kind', 'IN', '(', "'half'", ',', "'zero'", ')', ')']
    """
    return [m.group("token") for m in _TOKEN.finditer(sql) if m.group("token")]


def _unquoted(name: str) -> str:
    if len(name) >= 2 and name[0] + name[-1] in ('""', "``", "[]", "''"):
        return name[1:-1]
    return name


def _column(column: list[str]) -> tuple[tuple[str, ...], tuple[str, ...] | None]:
    """A column definition without its ``DEFAULT <literal>`` (what a migration adds to a new column),
    and its plain ``PRIMARY KEY`` as the table constraint it equals (``PRIMARY KEY (id)``)."""
    out: list[str] = []
    key = None
    i = 0
    while i < len(column):
        word = column[i].upper()
        after = column[i + 1] if i + 1 < len(column) else ""
        if word == "DEFAULT" and _LITERAL.fullmatch(after):
            i += 2
            continue
        following = column[i + 2].upper() if i + 2 < len(column) else ""
        if (word, after.upper()) == ("PRIMARY", "KEY") and following not in _KEY_CLAUSES:
            key = ("PRIMARY", "KEY", "(", column[0], ")")
            i += 2
            continue
        out.append(column[i])
        i += 1
    return tuple(out), key


@dataclass(frozen=True, slots=True)
class TableShape:
    """A ``CREATE TABLE`` statement as far as it matters, whatever the order of its columns."""

    head: tuple[str, ...]
    columns: frozenset[tuple[str, tuple[str, ...]]]
    constraints: frozenset[tuple[str, ...]]
    tail: tuple[str, ...]


def table_shape(sql: str) -> TableShape | tuple[str, ...]:
    """The shape of a ``CREATE TABLE`` text (its tokens when it is not one we can read)."""
    toks = tokens(sql)
    try:
        start = toks.index("(")
    except ValueError:
        return tuple(toks)
    items: list[list[str]] = [[]]
    depth = 0
    end = None
    for i in range(start + 1, len(toks)):
        t = toks[i]
        if t == "(":
            depth += 1
        elif t == ")":
            if depth == 0:
                end = i
                break
            depth -= 1
        elif t == "," and depth == 0:
            items.append([])
            continue
        items[-1].append(t)
    if end is None or any(not item for item in items):
        return tuple(toks)
    columns = set()
    constraints = {tuple(item) for item in items if item[0].upper() in _TABLE_CONSTRAINTS}
    for item in items:
        if item[0].upper() not in _TABLE_CONSTRAINTS:
            definition, key = _column(item)
            columns.add((_unquoted(item[0]).lower(), definition))
            if key is not None:
                constraints.add(key)
    # the table's name as written or quoted (SQLite quotes it when a migration renames a rebuilt table)
    head = tuple(_unquoted(t) for t in toks[:start])
    return TableShape(head, frozenset(columns), frozenset(constraints), tuple(toks[end + 1 :]))


Shape = TableShape | tuple[str, ...] | None
Structure = dict[tuple[str, str], Shape]
"""(type, name) of every object of ``sqlite_master`` -> its shape (None: SQLite's own index)."""


def structure(con: sqlite3.Connection) -> Structure:
    """What ``sqlite_master`` of ``con`` holds, as shapes."""
    out: Structure = {}
    for kind, name, sql in con.execute("SELECT type, name, sql FROM sqlite_master"):
        if sql is None:
            out[(kind, name)] = None
        elif kind == "table":
            out[(kind, name)] = table_shape(sql)
        else:
            out[(kind, name)] = tuple(tokens(sql))
    return out


@functools.cache
def structure_at(version: int) -> Structure:
    """The structure of a file of schema ``version``: the first schema (``migrations.FIRST_SCHEMA``)
    brought to ``version`` by ``migrations.MIGRATIONS``, in memory. What a file of that version is."""
    con = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for statement in migrations.FIRST_SCHEMA:
            con.execute(statement)
        for migration in migrations.MIGRATIONS:
            if migration.to_version <= version:
                migration.apply(con)
        return structure(con)
    finally:
        con.close()


@dataclass(frozen=True, slots=True)
class Differences:
    """How a file's structure differs from the expected one (names are ours only: a foreign
    object is counted by kind, its name never repeated to the arbiter)."""

    extra: tuple[str, ...]
    """Kinds (``table``, ``view``...) of the objects the file has and its version does not."""
    missing: tuple[tuple[str, str], ...]
    changed: tuple[tuple[str, str], ...]

    def __bool__(self) -> bool:
        return bool(self.extra or self.missing or self.changed)


def differences(found: Structure, expected: Structure) -> Differences:
    extra = tuple(sorted(kind for kind, name in found.keys() - expected.keys()))
    missing = tuple(sorted(expected.keys() - found.keys()))
    changed = tuple(sorted(k for k in found.keys() & expected.keys() if found[k] != expected[k]))
    return Differences(extra, missing, changed)


def _extra(kind: str, count: int) -> str:
    if kind == "table":
        return translate("DbSchema", "%n extra table(s)", None, count)
    if kind == "view":
        return translate("DbSchema", "%n extra view(s)", None, count)
    if kind == "index":
        return translate("DbSchema", "%n extra index(es)", None, count)
    if kind == "trigger":
        return translate("DbSchema", "%n extra trigger(s)", None, count)
    return translate("DbSchema", "%n extra object(s)", None, count)


def _missing(kind: str, name: str) -> str:
    if kind == "table":
        return translate("DbSchema", "no table {name}").format(name=name)
    if kind == "index":
        return translate("DbSchema", "no index {name}").format(name=name)
    return translate("DbSchema", "no trigger {name}").format(name=name)


def _changed(kind: str, name: str) -> str:
    if kind == "table":
        return translate("DbSchema", "the table {name} changed").format(name=name)
    if kind == "index":
        return translate("DbSchema", "the index {name} changed").format(name=name)
    return translate("DbSchema", "the trigger {name} changed").format(name=name)


def describe(diff: Differences) -> str:
    """The differences for the arbiter, e.g. ``1 extra trigger; no table players``: our objects by
    name, foreign ones only counted by kind."""
    counts: dict[str, int] = {}
    for kind in diff.extra:
        counts[kind] = counts.get(kind, 0) + 1
    parts = [_extra(kind, n) for kind, n in counts.items()]
    parts += [_missing(kind, name) for kind, name in diff.missing]
    parts += [_changed(kind, name) for kind, name in diff.changed]
    return "; ".join(parts)


# -- the values ------------------------------------------------------------------------------------

_FOUND = {
    "blob": lambda: translate("DbSchema", "binary data"),
    "real": lambda: translate("DbSchema", "a decimal number"),
    "text": lambda: translate("DbSchema", "text"),
    "integer": lambda: translate("DbSchema", "a whole number"),
    "null": lambda: translate("DbSchema", "nothing"),
    "json": lambda: translate("DbSchema", "text that is not valid JSON"),
}


def storage_classes(declared: str, not_null: bool) -> frozenset[str]:
    """The ``typeof()`` values a column declared ``declared`` holds in our files: INTEGER and
    BOOLEAN columns hold integers, every other one (TEXT, VARCHAR, JSON) text; NULL when allowed.

    >>> sorted(storage_classes("VARCHAR(10)", False))
    ['null', 'text']
    """
    upper = declared.upper()
    kinds = {"integer"} if "INT" in upper or "BOOL" in upper else {"text"}
    if not not_null:
        kinds.add("null")
    return frozenset(kinds)


@dataclass(frozen=True, slots=True)
class WrongValue:
    """A value no column of ours holds: ``found`` is its ``typeof()``, or ``json`` for text that is
    not the JSON its column keeps."""

    table: str
    column: str
    found: str
    rowid: int


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def wrong_value(con: sqlite3.Connection, tables: list[str]) -> WrongValue | None:
    """The first value of ``tables`` whose storage class its column never holds (a blob as a name,
    text as a rating, a real as a pairing number) or that is not JSON where JSON is kept; None when
    every value is right. One pass over each table."""
    for table in tables:
        info = con.execute(f"PRAGMA table_info({_ident(table)})").fetchall()
        tests = []
        for _cid, column, declared, not_null, _default, _pk in info:
            listed = ", ".join(f"'{k}'" for k in sorted(storage_classes(declared or "", bool(not_null))))
            tests.append(
                f"CASE WHEN typeof({_ident(column)}) NOT IN ({listed}) THEN typeof({_ident(column)}) "
                + (
                    f"WHEN {_ident(column)} IS NOT NULL AND NOT json_valid({_ident(column)}) THEN 'json' "
                    if "JSON" in (declared or "").upper()
                    else ""
                )
                + "END"
            )
        where = " OR ".join(f"({t}) IS NOT NULL" for t in tests)
        row = con.execute(
            f"SELECT rowid, {', '.join(tests)} FROM {_ident(table)} WHERE {where} LIMIT 1"
        ).fetchone()
        if row is not None:
            for (_cid, column, *_rest), found in zip(info, row[1:], strict=True):
                if found is not None:
                    return WrongValue(table, column, str(found), int(row[0]))
    return None


def check_file(path: Path, version: int, *, read_only: bool = False, immutable: bool = False) -> None:
    """Refuse the file at ``path`` (of schema ``version``, our ``application_id``) unless it is built
    exactly as this program builds a file of that version and every value has the type its column
    keeps. Reads only (``mode=ro``). Raises ``AlteredFile`` (a foreign trigger, view, table, index,
    column...) or ``CorruptFile`` (a blob as a name, a row that refers to a missing one). A version
    this program does not know is left to the version check (``db.migrations.migrate``).

    Nothing is written: the structure and values are only read (``read_only``: with ``mode=ro``,
    ``immutable``: as on a read-only drive, the way the caller could open the file).
    """
    if not 1 <= version <= SCHEMA_VERSION:
        return
    con = connect_file(path, read_only=read_only, immutable=immutable)
    try:
        diff = differences(structure(con), structure_at(version))
        if diff:
            raise AlteredFile(
                translate(
                    "DbSchema",
                    "{name} is not built as Arbiter Desk builds a tournament file of schema {version} "
                    "({differences}): another program changed it; it was not opened and is unchanged",
                ).format(name=path.name, version=version, differences=describe(diff))
            )
        tables = sorted(name for kind, name in structure_at(version) if kind == "table")
        wrong = wrong_value(con, tables)
        if wrong is not None:
            raise CorruptFile(
                translate(
                    "DbSchema",
                    "{name} is damaged: {table}.{column} (row {row}) holds {found}, which Arbiter Desk "
                    "never keeps there; open the latest backup copy",
                ).format(
                    name=path.name,
                    table=wrong.table,
                    column=wrong.column,
                    row=wrong.rowid,
                    found=_FOUND[wrong.found](),
                )
            )
        orphan = con.execute("PRAGMA foreign_key_check").fetchone()
        if orphan is not None:
            raise CorruptFile(
                translate(
                    "DbSchema",
                    "{name} is damaged: a row of {table} (row {row}) refers to a row of {parent} that is "
                    "not there; open the latest backup copy",
                ).format(name=path.name, table=orphan[0], row=orphan[1], parent=orphan[2])
            )
    finally:
        con.close()
