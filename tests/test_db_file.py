"""The file itself: one program at a time, stale locks, foreign and damaged files, SQLite settings,
the append-only audit log."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.exc import IntegrityError

import operations
from db.schema import APPLICATION_ID, SCHEMA_VERSION
from tests.conftest import REPO
from tests.test_db_support import new_file, settings

HOLD = """
import sys, operations
tf = operations.open_file(sys.argv[1])
print("open", flush=True)
sys.stdin.readline()
tf.close()
print("closed", flush=True)
"""


def _holder(path: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "open"
    return child


def test_second_program_is_told_the_file_is_in_use(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2):
        pass
    path = tmp_path / "t.arbiter"
    child = _holder(path)
    try:
        with pytest.raises(
            operations.FileInUse, match=f"already open in another Arbiter Desk \\(pid {child.pid} "
        ):
            operations.open_file(path)
    finally:
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "closed"
        child.wait(timeout=30)
    with operations.open_file(path) as tf:
        assert len(tf.players.all()) == 2


def test_a_dead_program_leaves_no_lock_behind(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2):
        pass
    path = tmp_path / "t.arbiter"
    child = _holder(path)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert (tmp_path / "t.arbiter.lock").exists()  # the stale lock file is still there...
    with operations.open_file(path) as tf:  # ...and does not block
        assert len(tf.players.all()) == 2


def test_same_program_cannot_open_the_file_twice(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2) as tf:
        with pytest.raises(operations.FileInUse):
            operations.open_file(tf.path)
        assert tf.is_open
    with operations.open_file(tmp_path / "t.arbiter") as again:
        assert again.is_open
    assert not again.is_open


def test_closed_file_refuses_operations(tmp_path: Path) -> None:
    tf = new_file(tmp_path, players=2)
    tf.close()
    tf.close()  # idempotent
    with pytest.raises(operations.TournamentFileError, match="closed"):
        tf.players.all()


def test_sqlite_settings_for_crash_safety(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2) as tf:
        assert tf.connection_settings() == {"journal_mode": "delete", "synchronous": "3", "foreign_keys": "1"}


def test_file_is_stamped_with_application_id_and_schema_version(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2):
        pass
    con = sqlite3.connect(tmp_path / "t.arbiter")
    try:
        assert con.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert con.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0] == str(
            SCHEMA_VERSION
        )
    finally:
        con.close()


def test_audit_log_is_append_only(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2):
        pass
    con = sqlite3.connect(tmp_path / "t.arbiter")
    try:
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            con.execute("UPDATE audit_log SET user = 'someone else'")
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            con.execute("DELETE FROM audit_log")
    finally:
        con.close()


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    with (
        new_file(tmp_path, players=2) as tf,
        tf._engine.connect() as conn,
        pytest.raises(IntegrityError, match="FOREIGN KEY"),
    ):
        conn.exec_driver_sql(
            "INSERT INTO byes (section_id, round_number, player_id, kind) VALUES (1, 1, 999, 'half')"
        )


def test_text_file_is_not_a_tournament(tmp_path: Path) -> None:
    path = tmp_path / "notes.arbiter"
    path.write_text("012 Some TRF by mistake\n", encoding="utf-8")
    with pytest.raises(operations.NotATournamentFile, match="not an SQLite database"):
        operations.open_file(path)
    assert path.read_text(encoding="utf-8") == "012 Some TRF by mistake\n"


def test_empty_file_is_not_a_tournament(tmp_path: Path) -> None:
    path = tmp_path / "empty.arbiter"
    path.write_bytes(b"")
    with pytest.raises(operations.NotATournamentFile, match="not an SQLite database"):
        operations.open_file(path)


def test_other_programs_sqlite_is_not_a_tournament(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE bookmarks (url TEXT)")
    con.commit()
    con.close()
    before = path.read_bytes()
    with pytest.raises(operations.NotATournamentFile, match="SQLite database of another program"):
        operations.open_file(path)
    assert path.read_bytes() == before


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(operations.NotATournamentFile, match="no such file"):
        operations.open_file(tmp_path / "nowhere.arbiter")


def test_damaged_file_is_reported_as_damaged(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8):
        pass
    path = tmp_path / "t.arbiter"
    data = bytearray(path.read_bytes())
    page = 4096
    data[100:page] = b"\xa5" * (page - 100)  # the schema page after its 100-byte header
    path.write_bytes(bytes(data))
    with pytest.raises(operations.CorruptFile, match="damaged"):
        operations.open_file(path)


def test_truncated_file_is_reported_as_damaged(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8):
        pass
    path = tmp_path / "t.arbiter"
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    with pytest.raises(operations.CorruptFile, match="damaged"):
        operations.open_file(path)


def test_file_is_self_contained_after_close(tmp_path: Path) -> None:
    """Closing checkpoints the WAL: the .arbiter file alone holds everything (safe to copy/mail)."""
    with new_file(tmp_path, players=3):
        pass
    assert not (tmp_path / "t.arbiter-wal").exists()
    copy = tmp_path / "copy.arbiter"
    copy.write_bytes((tmp_path / "t.arbiter").read_bytes())
    with operations.open_file(copy) as tf:
        assert len(tf.players.all()) == 3


def test_overwrite_replaces_an_old_file(tmp_path: Path) -> None:
    with new_file(tmp_path, players=3):
        pass
    with operations.create(tmp_path / "t.arbiter", settings(), overwrite=True) as tf:
        assert tf.players.all() == ()


def test_the_file_itself_refuses_a_player_paired_twice_or_a_bad_code(tmp_path: Path) -> None:
    """Defence in depth: even SQL written around the operations cannot break these rules."""
    from operations.standin import simple_pair_round

    with new_file(tmp_path, players=5) as tf:
        info = tf.rounds.pair_next(pairer=simple_pair_round)
        a, pab = info.boards[0].white, info.pairing_bye
        free = info.boards[1].white
    con = sqlite3.connect(tmp_path / "t.arbiter")
    try:
        with pytest.raises(sqlite3.IntegrityError, match="paired twice"):
            con.execute(
                "INSERT INTO boards (section_id, round_number, board_no, white_id, black_id) "
                "VALUES (1, 1, 9, ?, ?)",
                (a, 99),
            )
        with pytest.raises(sqlite3.IntegrityError, match="paired twice"):
            con.execute(
                "INSERT INTO boards (section_id, round_number, board_no, white_id, black_id) "
                "VALUES (1, 1, 9, ?, ?)",
                (pab, 99),
            )
        with pytest.raises(sqlite3.IntegrityError, match="result_code"):
            con.execute("UPDATE boards SET result = '2-0' WHERE board_no = 1")
        with pytest.raises(sqlite3.IntegrityError, match="bye_kind"):
            con.execute(
                "INSERT INTO byes (section_id, round_number, player_id, kind) VALUES (1, 2, ?, 'double')",
                (free,),
            )
    finally:
        con.close()


def test_sqlite_errors_leave_the_layer_as_arbiter_errors(tmp_path: Path) -> None:
    from sqlalchemy import text

    with new_file(tmp_path, players=2) as tf:
        pid = tf.players.by_number(1).id
        with pytest.raises(operations.OperationRefused, match="rules of the tournament file"):
            tf.write(
                lambda tx: tx.session.execute(
                    text(f"INSERT INTO byes (round_number, player_id, kind) VALUES (1, {pid}, 'x')")
                )
            )
        with pytest.raises(operations.TournamentFileError, match="t.arbiter cannot be used"):
            tf.read(lambda s: s.execute(text("SELECT * FROM no_such_table")))
        assert tf.players.byes() == ()


def test_a_folder_where_the_lock_cannot_be_made_is_reported(tmp_path: Path) -> None:
    missing = tmp_path / "gone" / "t.arbiter"
    with pytest.raises(operations.TournamentFileError, match="cannot lock t.arbiter"):
        operations.create(missing, settings())


def test_a_drive_without_file_locks_is_reported_not_mistaken_for_in_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from db import lock

    def no_locks(fd: int) -> bool:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock, "_try_lock", no_locks)
    with pytest.raises(operations.TournamentFileError, match="does not support file locks") as info:
        operations.create(tmp_path / "t.arbiter", settings())
    assert not isinstance(info.value, operations.FileInUse)
