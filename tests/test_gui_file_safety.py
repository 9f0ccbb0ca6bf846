"""File ▸ Save a copy…, the timed backups and the print previews through the window."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.main_window import MainWindow
from arbiter_gui.printing import KEEP_PREVIEWS, preview_file
from arbiter_gui.worker import COPIES
from db.backups import TIMED_BACKUP_MINUTES
from operations import tournament_file as dbapi
from tests.test_db_support import ROSTER, settings
from tests.test_gui_support import ScriptedPrompts, add_player, create, start_event, wait_until_idle


def test_save_a_copy_is_in_the_file_menu_and_writes_a_complete_copy(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "club.arbiter", players=6)
    file_menu = window.menuBar().actions()[0].menu()
    entries = file_menu.actions()
    assert window.commands.save_copy in entries
    assert entries.index(window.commands.save_copy) == entries.index(window.commands.export_trf) + 1
    prompts.paths.append(tmp_path / "usb" / "club-copy")
    (tmp_path / "usb").mkdir()
    window.commands.save_copy.trigger()
    assert window.worker.outstanding(COPIES) and not window.worker.busy  # written on the worker
    wait_until_idle(window, qtbot)
    assert prompts.errors == []
    assert window.statusBar().currentMessage().startswith("Saved a copy as")
    with operations.open_file(
        tmp_path / "usb" / "club-copy.arbiter"
    ) as copy:  # while the window has the file open
        assert len(copy.players.all()) == 6


def test_save_a_copy_over_the_open_file_is_refused(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "club.arbiter")
    before = (tmp_path / "club.arbiter").read_bytes()
    prompts.paths.append(tmp_path / "club.arbiter")
    window.commands.save_copy.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors and "open tournament file" in prompts.errors[-1][1]
    assert (tmp_path / "club.arbiter").read_bytes() == before


def _tick(window: MainWindow, qtbot: Any) -> list[Path]:
    """The backup timer's tick (a job on the COPIES lane); the backups it wrote once it ended."""
    tf = window.tf
    assert tf is not None
    before = set(tf.files.backups())
    job = window.files.timed_backup()
    assert job is not None and job.lane == COPIES and not window.worker.busy
    wait_until_idle(window, qtbot)
    return sorted(set(tf.files.backups()) - before)


def test_the_timer_writes_a_backup_only_when_something_changed(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    assert window.files.backup_timer.interval() == TIMED_BACKUP_MINUTES * 60 * 1000
    assert window.files.backup_timer.isActive()
    start_event(window, prompts, tmp_path / "club.arbiter", players=6)
    (first,) = _tick(window, qtbot)
    assert first is not None and "-timed-" in first.name
    assert window.statusBar().currentMessage() == f"Backup copy written ({first.name})"
    assert _tick(window, qtbot) == []  # nothing changed since
    assert window.tf is not None
    assert window.tf.files.backups() == (first,)


def test_a_copy_is_written_while_the_arbiter_goes_on(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Save a copy runs on the worker's COPIES lane: while it is being written (held here), a result can
    be typed (the window is not busy); closing the file waits for the copy, which is complete."""
    start_event(window, prompts, tmp_path / "club.arbiter", players=2)
    tf = window.tf
    assert tf is not None
    release = threading.Event()
    real_copy = type(tf.files).save_copy

    def slow_copy(self: Any, destination: Path, **kw: Any) -> Path:
        assert release.wait(30)
        return real_copy(self, destination, **kw)

    monkeypatch.setattr(type(tf.files), "save_copy", slow_copy)
    prompts.paths.append(tmp_path / "copy.arbiter")
    window.commands.save_copy.trigger()
    assert window.worker.outstanding(COPIES) and not window.worker.busy
    assert window.files.timed_backup() is None  # never a second copy while one is written
    prompts.dialogs.append(lambda d: d.name.setText("Ivanova, Olga"))
    window.commands.add_player.trigger()  # the window answers meanwhile
    assert prompts.errors == [] and len(tf.players.all()) == 3
    threading.Timer(0.05, release.set).start()  # the UI thread is waiting in close_file meanwhile
    assert window.files.close_file()  # waits for the copy
    assert not window.worker.outstanding(COPIES)
    with operations.open_file(tmp_path / "copy.arbiter") as copy:
        assert len(copy.players.all()) in (2, 3)  # a consistent snapshot, taken once released


def test_a_timed_backup_that_fails_is_said_and_changes_nothing(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from db.errors import TournamentFileError

    start_event(window, prompts, tmp_path / "club.arbiter", players=2)
    tf = window.tf
    assert tf is not None

    def full_disk(self: Any) -> Path:
        raise TournamentFileError("cannot write the copy x.arbiter: No space left on device")

    monkeypatch.setattr(type(tf), "timed_backup", full_disk)
    assert _tick(window, qtbot) == []
    assert window.statusBar().currentMessage() == (
        "Timed backup FAILED: cannot write the copy x.arbiter: No space left on device"
    )
    assert prompts.errors == [] and prompts.bugs == [] and len(tf.players.all()) == 2


def test_print_previews_reuse_one_folder_and_keep_the_newest(tmp_path: Path) -> None:
    made = []
    for _ in range(KEEP_PREVIEWS + 5):
        p = preview_file("standings", tmp_path)
        p.write_bytes(b"%PDF")
        made.append(p)
        time.sleep(0.01)
    left = sorted(p.name for p in made[0].parent.glob("*.pdf"))
    assert len(left) == KEEP_PREVIEWS and left == sorted(p.name for p in made[-KEEP_PREVIEWS:])
    assert {p.parent for p in made} == {made[0].parent}


def test_a_file_on_a_read_only_drive_opens_to_read_and_says_so(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a CD or a write-protected stick (``db`` finds the file cannot be written): the window shows
    the event, says "read-only" in its title and status bar, and a change is refused with the reason,
    leaving the file as it was."""
    path = tmp_path / "cd.arbiter"
    with operations.create(path, settings(5), user="tester") as tf:
        for d in ROSTER[:4]:
            tf.players.add(d)
    before = path.read_bytes()
    monkeypatch.setattr(dbapi, "_may_write", lambda p: False)
    assert window.files.open_path(path)
    assert window.tf is not None and window.tf.read_only
    assert "(read-only)" in window.windowTitle()
    assert "opened read-only" in window.statusBar().currentMessage()
    assert window.players_model.rowCount() == 4
    add_player(window, prompts, "Late, Lou", 1500)
    assert prompts.errors and "read-only" in str(prompts.errors[-1][1])
    assert path.read_bytes() == before and not (tmp_path / "cd.arbiter.lock").exists()
