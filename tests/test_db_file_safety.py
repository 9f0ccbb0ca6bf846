"""The file alone holds every acknowledged change; copies, backups and their pruning; the lock file
(no symbolic link followed, a stale lock of another user broken safely); read-only opens; text with
line breaks or control characters; files that are no TRF."""

from __future__ import annotations

import errno
import io
import os
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

import operations
from cli import exports as publish_cli
from db import backups, lock
from engine.errors import TrfError
from osfiles.output_files import OutputRefused
from tests.conftest import DATA
from tests.test_db_support import ROSTER, new_file, pairer, settings, snapshot
from values import EventSettings, GameResult, PlayerDetails

NO_PLAYER = r"no player record|player \(001\) record"
"""Our refusal, or the engine's own (``engine.trf.read_trf_checked``): either names the missing 001 lines."""
TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


def _copy_alone(path: Path, target: Path) -> Path:
    """What an arbiter copying the .arbiter to a USB stick gets: the file's bytes, nothing beside."""
    target.write_bytes(path.read_bytes())
    return target


def test_the_file_alone_holds_every_acknowledged_change_while_it_is_open(tmp_path: Path) -> None:
    """Issue #15.3: a copy taken after round 3 had 0 players (everything sat in the -wal)."""
    with new_file(tmp_path, players=8) as tf:
        copies = tmp_path / "copies"
        copies.mkdir()
        for r in (1, 2, 3):
            info = tf.rounds.pair_next(pairer=pairer)
            for b in info.boards:
                tf.results.set(r, b.board, GameResult.DRAW)
            assert [p.name for p in sorted(tf.path.parent.iterdir()) if p.name.startswith("t.arbiter-")] == []
            copy = _copy_alone(tf.path, copies / f"after-{r}.arbiter")
            with operations.open_file(copy) as c:
                assert len(c.players.all()) == 8 and c.rounds.paired == r
                assert all(b.result is GameResult.DRAW for b in c.rounds.get(r).boards)
        tf.players.withdraw_player(tf.players.by_number(8).id)
        copy = _copy_alone(tf.path, copies / "withdrawn.arbiter")
        with operations.open_file(copy) as c:
            assert c.players.by_number(8).is_withdrawn
            assert len(c.audit_log()) == len(tf.audit_log())


def test_save_a_copy_is_a_consistent_snapshot_that_refuses_the_open_file(tmp_path: Path) -> None:
    with new_file(tmp_path, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
        (tmp_path / "usb").mkdir()
        target = tf.files.save_copy(tmp_path / "usb")  # a folder: the copy takes the file's name
        assert target == tmp_path / "usb" / "t.arbiter"
        with operations.open_file(target) as c:
            assert c.rounds.paired == 1 and len(c.players.all()) == 4
        before = snapshot(tf.path)
        for own in (tf.path, tmp_path / "t.arbiter-journal", tmp_path / "t.arbiter.lock"):
            with pytest.raises(OutputRefused, match="open tournament file"):
                tf.files.save_copy(own, overwrite=True)
        with pytest.raises(OutputRefused, match="backups folder"):
            tf.files.save_copy(backups.backup_folder(tf.path) / "x.arbiter")
        with pytest.raises(operations.OperationRefused, match="already exists"):
            tf.files.save_copy(target)
        assert snapshot(tf.path) == before
        with operations.open_file(target) as other:  # another window has the destination open
            with pytest.raises(operations.FileInUse):
                tf.files.save_copy(target, overwrite=True)
            assert other.rounds.paired == 1
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        tf.files.save_copy(target, overwrite=True)
        with operations.open_file(target) as c:
            assert c.rounds.get(1).boards[0].result is GameResult.WHITE_WINS


def test_timed_backups_only_after_a_change_and_pruned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backups, "KEEP_TIMED", 3)
    with new_file(tmp_path, players=2):
        pass
    with operations.open_file(tmp_path / "t.arbiter") as tf:
        assert tf.timed_backup() is None  # nothing changed since it was opened
        made = []
        for i in range(5):
            tf.players.edit(tf.players.by_number(1).id, PlayerDetails(f"Adams, Anna {i}", 2410))
            made.append(tf.timed_backup())
            assert tf.timed_backup() is None
        assert all(m is not None for m in made)
        assert list(tf.files.backups()) == made[-3:]
        with operations.open_file(made[-1]) as copy:  # type: ignore[arg-type]
            assert copy.players.by_number(1).name == "Adams, Anna 4"


def test_pruning_keeps_the_newest_of_each_kind(tmp_path: Path) -> None:
    path = tmp_path / "open.arbiter"
    folder = backups.backup_folder(path)
    folder.mkdir()
    names = [f"open-round-{r:02d}-2026010{d}T120000000000.arbiter" for r in (1, 2) for d in (1, 2, 3)]
    names += [f"open-timed-2026{m:02d}01T120000000000.arbiter" for m in range(1, 16)]
    names += [f"open-replaced-2026{m:02d}01T120000000000.arbiter" for m in range(1, 8)]
    names += ["my own copy.arbiter", "open-round-01-notatime.arbiter"]
    for n in names:
        (folder / n).write_bytes(b"x")
    deleted = backups.prune(path)
    left = sorted(p.name for p in folder.iterdir())
    assert len(deleted) == 2 * (3 - backups.KEEP_PER_ROUND) + (15 - backups.KEEP_TIMED) + (
        7 - backups.KEEP_REPLACED
    )
    assert "open-round-01-20260101T120000000000.arbiter" not in left
    assert "open-round-01-20260103T120000000000.arbiter" in left
    assert (
        "open-timed-20261501T120000000000.arbiter" in left
        and "open-timed-20260101T120000000000.arbiter" not in left
    )
    assert "my own copy.arbiter" in left and "open-round-01-notatime.arbiter" in left  # not ours: kept


def test_pairing_backups_are_pruned_per_round(tmp_path: Path) -> None:
    with new_file(tmp_path, players=4) as tf:
        for _ in range(backups.KEEP_PER_ROUND + 2):
            tf.rounds.pair_next(pairer=pairer)
            tf.rounds.delete_last()
        tf.rounds.pair_next(pairer=pairer)
        assert len(tf.files.backups()) == backups.KEEP_PER_ROUND


def _backdate(path: Path, seconds: float) -> None:
    """Give ``path`` a modification time ``seconds`` from now (negative: in the past)."""
    when = time.time() + seconds
    os.utime(path, (when, when))


def _aged_backups(tmp_path: Path, written: list[tuple[str, float]]) -> tuple[Path, list[Path]]:
    """``open.arbiter`` and its backups, each ``(name, seconds ago it was written)``."""
    path = tmp_path / "open.arbiter"
    folder = backups.backup_folder(path)
    folder.mkdir()
    made = []
    for name, age in written:
        (folder / name).write_bytes(b"x")
        _backdate(folder / name, -age)
        made.append(folder / name)
    return path, made


def test_pruning_never_deletes_the_backup_just_made_after_the_clock_ran_ahead(tmp_path: Path) -> None:
    """Issue 25.9: while the clock ran a year ahead, two backups of round 1 were written (their names
    and times in the future); with the clock right again, round 1 is paired again: the backup just
    made sorted first by its name and was deleted at once."""
    with new_file(tmp_path, players=4) as tf:
        folder = backups.backup_folder(tf.path)
        folder.mkdir()
        ahead = []
        for day in (1, 2):
            future = folder / f"t-round-01-2027010{day}T120000000000.arbiter"
            future.write_bytes(b"a backup written while the clock ran ahead")
            _backdate(future, 365 * 86400 + day)
            ahead.append(future)
        tf.rounds.pair_next(pairer=pairer)
        made = [b for b in tf.files.backups() if b not in ahead]
        assert len(made) == 1 and made[0].exists(), tf.files.backups()
        with operations.open_file(made[0]) as copy:  # the backup of the round just paired, whole
            assert copy.rounds.paired == 1
        assert len(tf.files.backups()) == backups.KEEP_PER_ROUND
        assert not ahead[0].exists() and ahead[1].exists()  # the oldest by its time went


def test_pruning_orders_by_modification_time_not_by_the_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backups, "KEEP_TIMED", 2)
    path, named = _aged_backups(  # written 10, 30, 20 minutes ago
        tmp_path,
        [(f"open-timed-2026010{d}T120000000000.arbiter", 60 * age) for d, age in ((1, 10), (2, 30), (3, 20))],
    )
    assert backups.backups_of(path) == [named[1], named[2], named[0]]
    assert backups.prune(path) == [named[1]]  # the oldest by its time, not the first by its name


def test_pruning_spares_the_newest_backup_and_the_one_just_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(backups, "KEEP_PER_ROUND", 1)
    path, (newest, just_made, older) = _aged_backups(
        tmp_path,
        [(f"open-round-03-2026010{d}T120000000000.arbiter", age) for d, age in ((1, 0), (2, 60), (3, 120))],
    )
    assert backups.prune(path, just_made) == [older]
    assert newest.exists() and just_made.exists()


def test_copies_use_an_exclusive_temporary_and_leave_none_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25.5: a copy was written through ``<target>.part``, a name anyone could plant a link at."""
    with new_file(tmp_path, players=2):
        pass
    source = tmp_path / "t.arbiter"
    victim = tmp_path / "victim.txt"
    victim.write_text("mine")
    usb = tmp_path / "usb"
    usb.mkdir()
    for name in ("copy.arbiter", "raw.arbiter"):
        (usb / f"{name}.part").symlink_to(victim)
    backups.backup_copy(source, usb / "copy.arbiter")
    backups.copy_raw(source, usb / "raw.arbiter")
    assert victim.read_text() == "mine"
    assert snapshot(usb / "copy.arbiter") == snapshot(source)
    assert (usb / "raw.arbiter").read_bytes() == source.read_bytes()
    assert sorted(p.name for p in usb.iterdir()) == sorted(
        ["copy.arbiter", "copy.arbiter.part", "raw.arbiter", "raw.arbiter.part"]
    )

    class FailingSource:
        """The source's connection as SQLite would give it when the disk fails during the copy."""

        def backup(self, target: sqlite3.Connection) -> None:
            target.execute("CREATE TABLE half (x)")  # something written, then the failure
            raise sqlite3.OperationalError("disk I/O error")

        def close(self) -> None:
            pass

    monkeypatch.setattr(backups, "connect_raw", lambda *_a, **_k: FailingSource())
    before = (usb / "copy.arbiter").read_bytes()
    with pytest.raises(operations.TournamentFileError, match="cannot write the copy copy.arbiter"):
        backups.backup_copy(source, usb / "copy.arbiter")
    assert (usb / "copy.arbiter").read_bytes() == before
    assert not [p for p in usb.iterdir() if p.name.endswith(".tmp") or "-journal" in p.name]


def test_replacing_a_file_keeps_the_old_one_in_its_backups(tmp_path: Path) -> None:
    with new_file(tmp_path, players=3):
        pass
    old = snapshot(tmp_path / "t.arbiter")
    with operations.create(tmp_path / "t.arbiter", settings(), overwrite=True) as tf:
        assert tf.players.all() == ()
        (kept,) = tf.files.backups()
    assert "-replaced-" in kept.name and snapshot(kept) == old
    tf, _ = operations.import_trf(TRF, tmp_path / "t.arbiter", overwrite=True)
    with tf:
        assert len(tf.files.backups()) == 2 and len(tf.players.all()) == 10


def test_a_lock_file_that_is_a_symbolic_link_is_refused_and_its_target_untouched(tmp_path: Path) -> None:
    with new_file(tmp_path, players=2):
        pass
    precious = tmp_path / "precious.txt"
    precious.write_text("do not overwrite", encoding="utf-8")
    (tmp_path / "t.arbiter.lock").symlink_to(precious)
    with pytest.raises(operations.TournamentFileError, match="symbolic link"):
        operations.open_file(tmp_path / "t.arbiter")
    assert precious.read_text(encoding="utf-8") == "do not overwrite"
    assert (tmp_path / "t.arbiter.lock").is_symlink()
    with pytest.raises(operations.TournamentFileError, match="symbolic link"):
        operations.create(tmp_path / "t.arbiter", settings(), overwrite=True)
    assert precious.read_text(encoding="utf-8") == "do not overwrite"


@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_lock_file_that_is_a_pipe_or_a_folder_is_refused_in_one_sentence(tmp_path: Path, kind: str) -> None:
    """Issue 25.10: a FIFO in the lock file's place gave "cannot lock t.arbiter (None)"."""
    with new_file(tmp_path, players=2):
        pass
    before = snapshot(tmp_path / "t.arbiter")
    lock_file = tmp_path / "t.arbiter.lock"
    if kind == "pipe":
        os.mkfifo(lock_file)
    else:
        lock_file.mkdir()
    for attempt in (
        lambda: operations.open_file(tmp_path / "t.arbiter"),
        lambda: operations.open_for_reading(tmp_path / "t.arbiter"),
        lambda: operations.create(tmp_path / "t.arbiter", settings(), overwrite=True),
    ):
        with pytest.raises(operations.TournamentFileError) as caught:
            attempt()
        assert str(caught.value) == (
            "t.arbiter.lock is not a lock file of Arbiter Desk (it is a folder, a pipe or a device); "
            "it is left as it is: remove it, then open the tournament again"
        )
    assert lock_file.is_fifo() if kind == "pipe" else lock_file.is_dir()
    assert snapshot(tmp_path / "t.arbiter") == before


@pytest.mark.parametrize("version", [0, -1])
def test_a_schema_version_below_1_is_refused_in_one_sentence_and_nothing_is_touched(
    tmp_path: Path, version: int
) -> None:
    """Issue 25.10: version 0 or -1 was migrated from scratch ("duplicate column name: organiser"),
    after a copy of the file was made beside it."""
    with new_file(tmp_path, players=2):
        pass
    path = tmp_path / "t.arbiter"
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {version}")
    con.close()
    before = path.read_bytes()
    for read_only in (False, True):
        with pytest.raises(
            operations.NotATournamentFile, match=rf"schema version {version}, which no Arbiter Desk"
        ):
            operations.open_file(path, read_only=read_only)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.arbiter"]


def _another_users_lock(monkeypatch: pytest.MonkeyPatch, path: Path, unlink_ok: bool) -> None:
    """Make ``path`` behave as a lock file of another user: opening it to write is refused (EACCES),
    and when ``unlink_ok`` is False, so is removing it (a sticky folder such as /tmp)."""
    real_open, real_unlink = os.open, os.unlink

    def fake_open(p: object, flags: int, *args: object) -> int:
        if Path(str(p)) == path and flags & (os.O_RDWR | os.O_WRONLY) and path.exists():
            raise PermissionError(errno.EACCES, "Permission denied", str(p))
        return real_open(p, flags, *args)  # type: ignore[arg-type]

    def fake_unlink(p: object, *args: object, **kwargs: object) -> None:
        if Path(str(p)) == path and not unlink_ok:
            raise PermissionError(errno.EPERM, "Operation not permitted", str(p))
        real_unlink(p, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(lock.os, "open", fake_open)
    monkeypatch.setattr(lock.os, "unlink", fake_unlink)


def test_a_stale_lock_of_another_user_is_removed_and_the_arbiter_told(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(tmp_path, players=2):
        pass
    stale = tmp_path / "t.arbiter.lock"
    stale.write_text("pid 4242 on venue-pc, user deputy", encoding="utf-8")
    _another_users_lock(monkeypatch, stale, unlink_ok=True)
    with operations.open_file(tmp_path / "t.arbiter") as tf:
        assert len(tf.players.all()) == 2
        assert any("stale lock" in n and "pid 4242 on venue-pc, user deputy" in n for n in tf.notices)
        with pytest.raises(operations.FileInUse):  # and it is locked again, by us
            operations.open_file(tmp_path / "t.arbiter")


def test_a_stale_lock_that_cannot_be_removed_still_locks_through_a_read_only_handle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(tmp_path, players=2):
        pass
    stale = tmp_path / "t.arbiter.lock"
    stale.write_text("pid 4242 on venue-pc, user deputy", encoding="utf-8")
    _another_users_lock(monkeypatch, stale, unlink_ok=False)
    with operations.open_file(tmp_path / "t.arbiter") as tf:
        assert any("cannot be removed" in n for n in tf.notices)
        with pytest.raises(operations.FileInUse, match="pid 4242"):
            operations.open_file(tmp_path / "t.arbiter")
    assert stale.exists()  # not ours to delete


def test_a_file_in_use_can_still_be_read(tmp_path: Path) -> None:
    with new_file(tmp_path, players=3) as writer:
        writer.rounds.pair_next(pairer=pairer)
        with operations.open_for_reading(writer.path) as reader:
            assert reader.read_only and reader.rounds.paired == 1 and len(reader.players.all()) == 3
            assert any("already open" in n for n in reader.notices)
            with pytest.raises(operations.ReadOnlyFile, match="read-only"):
                reader.results.set(1, 1, GameResult.DRAW)
            with pytest.raises(operations.ReadOnlyFile):
                reader.players.add(PlayerDetails("New, Nat", 1500))
        writer.results.set(1, 1, GameResult.DRAW)  # the reader took no lock
    with operations.open_file(tmp_path / "t.arbiter", read_only=True) as again:
        assert again.rounds.get(1).boards[0].result is GameResult.DRAW
        assert again.results.standings() is not None and "001" in again.files.export_trf()


def test_a_file_of_an_older_version_in_wal_mode_is_switched_and_complete(tmp_path: Path) -> None:
    path = tmp_path / "old.arbiter"
    with new_file(tmp_path, players=3, name="old.arbiter"):
        pass
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA wal_autocheckpoint = 0")
    con.execute("UPDATE players SET rating = 2000 WHERE number = 3")  # only in the -wal
    con.commit()
    assert (tmp_path / "old.arbiter-wal").stat().st_size > 0
    keep = tmp_path / "keep"
    keep.mkdir()
    for p in tmp_path.glob("old.arbiter*"):
        if p.is_file():
            shutil.copyfile(p, keep / p.name)
    con.close()
    for p in keep.iterdir():
        shutil.copyfile(p, tmp_path / p.name)
    with operations.open_file(path) as tf:
        assert tf.connection_settings()["journal_mode"] == "delete"
        assert tf.players.by_number(3).rating == 2000
    assert not (tmp_path / "old.arbiter-wal").exists()


def test_names_with_line_breaks_or_control_characters_are_refused(tmp_path: Path) -> None:
    with new_file(tmp_path, players=1) as tf:
        before = snapshot(tf.path)
        forged = "Doe, John\n001    2      Forged, Record"
        for bad in (forged, "Doe\r, Jo", "Esc\x1b[31m, X", "Nul\x00, X", "Sep\u2028, X", "Tab\t, X"):
            with pytest.raises(operations.OperationRefused, match="line break or control character"):
                tf.players.add(PlayerDetails(bad, 1500))
        with pytest.raises(operations.OperationRefused, match="FIDE id"):
            tf.players.add(PlayerDetails("Ok, Name", 1500, fide_id="12\n3"))
        with pytest.raises(operations.OperationRefused, match="line break"):
            tf.players.edit(tf.players.by_number(1).id, PlayerDetails(forged, 2410))
        with pytest.raises(operations.OperationRefused, match="tournament name"):
            tf.event.update(EventSettings(name="Open\n012 Forged", number_of_rounds=5))
        assert snapshot(tf.path) == before
        # Right-to-left text and the zero-width non-joiner of Persian names are names, and kept.
        added = tf.players.add(
            PlayerDetails("\u0645\u06cc\u200c\u0631\u0632\u0627, \u0639\u0644\u06cc", 1500)
        )
        assert "\u200c" in added.player.name
    with pytest.raises(operations.OperationRefused, match="chief arbiter"):
        operations.create(
            tmp_path / "n.arbiter", EventSettings(name="X", number_of_rounds=5, chief_arbiter="A\nB")
        )
    assert not (tmp_path / "n.arbiter").exists()


def test_a_trf_with_control_characters_in_names_is_cleaned_with_a_warning(tmp_path: Path) -> None:
    text = TRF.read_text(encoding="utf-8").splitlines()
    i = next(i for i, line in enumerate(text) if line.startswith("001"))
    name = text[i][14:47]
    text[i] = text[i][:14] + ("Evil\x0b\x1bName" + name[10:]) + text[i][47:]
    source = tmp_path / "ctl.trf"
    source.write_text("\n".join(text) + "\n", encoding="utf-8")
    tf, report = operations.import_trf(source, tmp_path / "t.arbiter")
    with tf:
        cleaned = tf.players.by_number(1).name
        assert "\x0b" not in cleaned and "\x1b" not in cleaned and cleaned.startswith("Evil  Name")
        assert any("control characters replaced" in w for w in report.warnings)
        exported = tf.files.export_trf()
    assert all(line[:3].isalnum() or not line for line in exported.split("\n"))
    assert "\x0b" not in exported and "\x1b" not in exported


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "a PDF document"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "a JPEG image"),
        (b"PK\x03\x04\x14\x00\x06\x00", "ZIP archive"),
        (bytes((i * 73 + 11) % 256 for i in range(2048)), "not a text file"),
        (b"", NO_PLAYER),
        (b"012 Only a name\n022 City\n", NO_PLAYER),
        (b"Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.\n", NO_PLAYER),
    ],
)
def test_something_that_is_no_trf_is_refused_and_no_file_made(
    tmp_path: Path, data: bytes, words: str
) -> None:
    source = tmp_path / "in.trf"
    source.write_bytes(data)
    with pytest.raises(TrfError, match=words):
        operations.import_trf(source, tmp_path / "t.arbiter")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.trf"]


def test_a_refused_operation_on_a_full_roster_changes_nothing(tmp_path: Path) -> None:
    """The roster helper of these tests holds 8 players; a ninth with the FIDE id of the first is refused."""
    with new_file(tmp_path, players=8) as tf:
        before = snapshot(tf.path)
        with pytest.raises(operations.OperationRefused, match="already registered"):
            tf.players.add(PlayerDetails("Twin, Anna", 2000, fide_id=ROSTER[0].fide_id))
        assert snapshot(tf.path) == before


def test_export_and_publish_read_a_file_the_window_has_open_and_say_so(tmp_path: Path) -> None:
    """The exports only read the tournament file: while another program holds it they read it
    read-only (one warning line), write their files, and leave the file and its lock as they were."""
    with new_file(tmp_path, players=4) as window:
        window.rounds.pair_next(pairer=pairer)
        before = snapshot(window.path)
        lock = (tmp_path / "t.arbiter.lock").read_bytes()
        for argv in (
            ["export", "csv", str(window.path), "-o", str(tmp_path / "csv")],
            ["export", "json", str(window.path), "-o", str(tmp_path / "e.json")],
            ["publish", str(window.path), "-o", str(tmp_path / "site")],
        ):
            out, err = io.StringIO(), io.StringIO()
            assert publish_cli.run(argv, out, err) == 0, err.getvalue()
            lines = err.getvalue().splitlines()
            assert len(lines) == 1 and lines[0].startswith("arbiter: warning: read while"), lines
        assert (tmp_path / "csv" / "pairings.csv").exists() and (tmp_path / "site" / "index.html").exists()
        assert snapshot(window.path) == before
        assert (tmp_path / "t.arbiter.lock").read_bytes() == lock
        window.results.set(1, 1, GameResult.DRAW)  # the window still writes
