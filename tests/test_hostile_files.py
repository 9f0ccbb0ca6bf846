"""A crafted ``.arbiter`` runs none of its own code and misleads nobody (issue 25, item 4).

Each attack is made with plain SQL on a real tournament file, as another program could; the file is
then opened read-write, read-only and through the ``arbiter`` command line. It must be refused with
one sentence of ours (no text of the file's), and be left exactly as it was: the same bytes, not
migrated, no journal, lock or backup beside it.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

import operations
from db import migrations
from db.schema import SCHEMA_VERSION
from db.schema_check import structure, structure_at, table_shape
from tests.test_db_cli import cli
from tests.test_db_migrations import SAMPLES
from tests.test_db_support import new_file, pairer
from values import GameResult

Attack = Callable[[sqlite3.Connection], None]


def _sql(*statements: str) -> Attack:
    def run(con: sqlite3.Connection) -> None:
        for statement in statements:
            con.execute(statement)

    return run


def _edit_schema(table: str, old: str, new: str) -> Attack:
    """Change the text SQLite keeps for ``table`` (as a tool with ``writable_schema`` can)."""

    def run(con: sqlite3.Connection) -> None:
        con.execute("PRAGMA writable_schema = ON")
        changed = con.execute(
            "UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE name = ?", (old, new, table)
        ).rowcount
        assert changed == 1 and old != new
        version = con.execute("PRAGMA schema_version").fetchone()[0]
        con.execute(f"PRAGMA schema_version = {version + 1}")
        con.execute("PRAGMA writable_schema = OFF")

    return run


ALTERED: dict[str, Attack] = {
    "trigger changing a rating after a result": _sql(
        "CREATE TRIGGER bump AFTER UPDATE OF result ON boards "
        "BEGIN UPDATE players SET rating = rating + 100; END"
    ),
    "RAISE trigger with a phone number": _sql(
        "CREATE TRIGGER scare BEFORE UPDATE ON boards "
        "BEGIN SELECT RAISE(ABORT, 'disk failure: call +1-555-0100 now'); END"
    ),
    "recursive trigger": _sql(
        "CREATE TRIGGER again AFTER UPDATE ON boards BEGIN UPDATE boards SET board_no = board_no; END"
    ),
    "view in place of players": _sql(
        "ALTER TABLE players RENAME TO players_hidden",
        "CREATE VIEW players AS SELECT * FROM players_hidden WHERE number > 2",
    ),
    "extra table": _sql("CREATE TABLE notes (text TEXT)"),
    "extra index": _sql("CREATE INDEX by_name ON players (name)"),
    "extra column": _sql("ALTER TABLE players ADD COLUMN secret TEXT"),
    "missing audit trigger": _sql("DROP TRIGGER audit_log_no_update"),
    "missing table": _sql("DROP TABLE prize_categories"),
    "changed column type": _edit_schema("players", "name TEXT NOT NULL", "name BLOB NOT NULL"),
    "changed constraint name": _edit_schema(
        "players", "CONSTRAINT tpn_positive", 'CONSTRAINT "disk failure: call +1-555-0100"'
    ),
    "dropped CHECK": _edit_schema("boards", "CONSTRAINT two_players CHECK (white_id <> black_id), ", ""),
    "changed trigger": _edit_schema(
        "audit_log_no_delete", "the audit log is append-only", "disk failure: call +1-555-0100"
    ),
}

DAMAGED: dict[str, tuple[Attack, str]] = {
    "blob as a name": (_sql("UPDATE players SET name = x'00ff10' WHERE number = 2"), "players.name"),
    "text as a rating": (_sql("UPDATE players SET rating = 'lots' WHERE number = 1"), "players.rating"),
    "real as a pairing number": (_sql("UPDATE players SET number = 2.5 WHERE number = 2"), "players.number"),
    "broken JSON": (_sql("UPDATE sections SET tiebreaks = '[\"BH\",'"), "sections.tiebreaks"),
    "board of a missing player": (
        _sql("PRAGMA foreign_keys = OFF", "UPDATE boards SET white_id = 999 WHERE board_no = 1"),
        "boards",
    ),
}


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _crafted(tmp_path: Path, attack: Attack, base: Path | None = None) -> Path:
    """A tournament file (4 players, round 1 paired) or a copy of ``base``, changed by ``attack``."""
    if base is None:
        with new_file(tmp_path, players=4) as tf:
            tf.rounds.pair_next(pairer=pairer)
        path = tmp_path / "t.arbiter"
        shutil.rmtree(tmp_path / "t.arbiter.backups", ignore_errors=True)
    else:
        path = tmp_path / "t.arbiter"
        shutil.copyfile(base, path)
    con = sqlite3.connect(path, isolation_level=None)
    try:
        attack(con)
    finally:
        con.close()
    return path


def _refused_untouched(path: Path, error: type[operations.TournamentFileError], *words: str) -> list[str]:
    """Open ``path`` every way: each is refused with ``error``; the folder and the file are as before.
    Returns the messages."""
    before = sorted(p.name for p in path.parent.iterdir())
    digest = _digest(path)
    messages = []
    for read_only in (False, True):
        with pytest.raises(error) as caught:
            operations.open_file(path, read_only=read_only)
        messages.append(str(caught.value))
    with pytest.raises(error) as caught:
        operations.open_for_reading(path)
    messages.append(str(caught.value))
    code, out, err = cli("result", path, "1", "1", "1-0")
    assert (code, out) == (1, "") and err.count("\n") == 1
    messages.append(err)
    code, out, err = cli("players", path)
    assert (code, out) == (1, "") and err.count("\n") == 1
    messages.append(err)
    assert sorted(p.name for p in path.parent.iterdir()) == before
    assert _digest(path) == digest
    for message in messages:
        assert all(w in message for w in words), message
        assert "555" not in message and "Traceback" not in message, message
    return messages


@pytest.mark.parametrize("attack", sorted(ALTERED))
def test_an_altered_file_is_refused_unopened_and_unchanged(tmp_path: Path, attack: str) -> None:
    path = _crafted(tmp_path, ALTERED[attack])
    _refused_untouched(path, operations.NotATournamentFile, "another program changed it", "unchanged")


@pytest.mark.parametrize("attack", sorted(DAMAGED))
def test_a_value_of_the_wrong_type_is_a_damaged_file(tmp_path: Path, attack: str) -> None:
    craft, where = DAMAGED[attack]
    path = _crafted(tmp_path, craft)
    _refused_untouched(path, operations.CorruptFile, "damaged", where)


def test_the_refusal_names_what_differs_but_repeats_nothing_of_the_file() -> None:
    from db.schema_check import describe, differences

    found = dict(structure_at(SCHEMA_VERSION))
    del found[("table", "players")]
    found[("view", "players")] = ("CREATE", "VIEW")
    found[("trigger", "call +1-555")] = ("CREATE", "TRIGGER")
    found[("trigger", "audit_log_no_update")] = ("CREATE", "TRIGGER")
    assert describe(differences(found, structure_at(SCHEMA_VERSION))) == (
        "1 extra trigger(s); 1 extra view(s); no table players; the trigger audit_log_no_update changed"
    )  # English without the catalogue (the command line's shows "1 extra trigger")


def test_a_foreign_trigger_in_an_older_file_is_refused_before_any_migration(tmp_path: Path) -> None:
    path = _crafted(tmp_path, ALTERED["trigger changing a rating after a result"], base=SAMPLES[1])
    message = _refused_untouched(path, operations.NotATournamentFile, "schema 1")[0]
    assert "1 extra trigger" in message
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    con.close()


def test_without_the_check_the_foreign_trigger_would_have_changed_a_rating(tmp_path: Path) -> None:
    """The attack is real: SQLite runs the trigger on a plain connection (which the program never
    makes on a file it has not checked)."""
    path = _crafted(tmp_path, ALTERED["trigger changing a rating after a result"])
    con = sqlite3.connect(path, isolation_level=None)
    before = con.execute("SELECT sum(rating) FROM players").fetchone()[0]
    con.execute("UPDATE boards SET result = '1-0' WHERE board_no = 1")
    assert con.execute("SELECT sum(rating) FROM players").fetchone()[0] == before + 400
    con.close()


# -- what still opens ------------------------------------------------------------------------------


def test_the_structure_of_a_new_file_is_the_one_the_migrations_build(tmp_path: Path) -> None:
    """``db.schema`` (new files) and ``FIRST_SCHEMA`` + ``MIGRATIONS`` (old files) agree: the expected
    structure of the current version cannot drift from what the program creates."""
    with new_file(tmp_path, players=2):
        pass
    con = sqlite3.connect(tmp_path / "t.arbiter")
    try:
        assert structure(con) == structure_at(SCHEMA_VERSION)
    finally:
        con.close()


@pytest.mark.parametrize("version", sorted(SAMPLES))
def test_every_released_sample_has_the_structure_of_its_version_and_opens(
    version: int, tmp_path: Path
) -> None:
    con = sqlite3.connect(SAMPLES[version])
    try:
        assert structure(con) == structure_at(version)
    finally:
        con.close()
    path = tmp_path / "v.arbiter"
    shutil.copyfile(SAMPLES[version], path)
    with operations.open_file(path) as tf:  # migrated to the current version, and checked again below
        info = tf.rounds.all()[-1]
        tf.results.set(info.number, info.boards[1].board, GameResult.DRAW)
    with operations.open_file(path, read_only=True) as tf:
        assert tf.rounds.all()[-1].boards[1].result is GameResult.DRAW


def test_every_version_has_its_own_structure() -> None:
    versions = [v for v in range(1, SCHEMA_VERSION + 1) if v not in migrations.RESERVED_VERSIONS]
    shapes = [structure_at(v) for v in versions]
    data_only = {m.to_version for m in migrations.MIGRATIONS if m.data_only}  # rows changed, not the shape
    for version, before, after in zip(versions[1:], shapes[:-1], shapes[1:], strict=True):
        assert (before == after) is (version in data_only), version
    assert len(migrations.MIGRATIONS) == len(versions) - 1


def test_the_shape_ignores_spacing_column_order_and_a_migration_default_only() -> None:
    a = table_shape("CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL, PRIMARY KEY (id))")
    migrated = "CREATE TABLE t (\n\tid INTEGER NOT NULL PRIMARY KEY, x TEXT NOT NULL DEFAULT '')"
    assert a == table_shape(migrated)
    assert a == table_shape("CREATE TABLE t (x TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (id))")
    for other in (
        "CREATE TABLE t (id INTEGER NOT NULL, x BLOB NOT NULL, PRIMARY KEY (id))",
        "CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL COLLATE NOCASE, PRIMARY KEY (id))",
        "CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL DEFAULT (lower('A')), PRIMARY KEY (id))",
        "CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL, PRIMARY KEY (id)) WITHOUT ROWID",
        "CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL /* hi */, PRIMARY KEY (id))",
        "CREATE TABLE t (id INTEGER NOT NULL, x TEXT NOT NULL, PRIMARY KEY (id), CHECK (x <> ''))",
        "CREATE TABLE t (id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT, x TEXT NOT NULL)",
    ):
        assert table_shape(other) != a, other
