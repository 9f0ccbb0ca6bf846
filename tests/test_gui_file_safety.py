"""File ▸ Save a copy…, the timed backups and the print previews through the window."""

from __future__ import annotations

import time
from pathlib import Path

import db
from arbiter_gui.main_window import MainWindow
from arbiter_gui.printing import KEEP_PREVIEWS, preview_file
from db.backups import TIMED_BACKUP_MINUTES
from tests.test_gui_support import ScriptedPrompts, create, start_event


def test_save_a_copy_is_in_the_file_menu_and_writes_a_complete_copy(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "club.arbiter", players=6)
    file_menu = window.menuBar().actions()[0].menu()
    entries = file_menu.actions()
    assert window.commands.save_copy in entries
    assert entries.index(window.commands.save_copy) == entries.index(window.commands.export_trf) + 1
    prompts.paths.append(tmp_path / "usb" / "club-copy")
    (tmp_path / "usb").mkdir()
    window.commands.save_copy.trigger()
    assert prompts.errors == []
    with db.open_file(tmp_path / "usb" / "club-copy.arbiter") as copy:  # while the window has the file open
        assert len(copy.players()) == 6


def test_save_a_copy_over_the_open_file_is_refused(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "club.arbiter")
    before = (tmp_path / "club.arbiter").read_bytes()
    prompts.paths.append(tmp_path / "club.arbiter")
    window.commands.save_copy.trigger()
    assert prompts.errors and "open tournament file" in prompts.errors[-1][1]
    assert (tmp_path / "club.arbiter").read_bytes() == before


def test_the_timer_writes_a_backup_only_when_something_changed(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    assert window.files.backup_timer.interval() == TIMED_BACKUP_MINUTES * 60 * 1000
    assert window.files.backup_timer.isActive()
    start_event(window, prompts, tmp_path / "club.arbiter", players=6)
    first = window.files.timed_backup()
    assert first is not None and "-timed-" in first.name
    assert window.files.timed_backup() is None  # nothing changed since
    assert window.tf is not None
    assert window.tf.backups() == (first,)


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
