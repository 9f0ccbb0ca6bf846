"""The window's outputs (issue 25): the TRF export, Save as PDF, the JSON, PGN and CSV exports and the web
folder never replace the open tournament file, one of its own files or a backup (one sentence, the file
untouched); a disk that refuses an output names the file and the reason and leaves nothing behind; a
bug while the window follows the file for the projector is reported, not swallowed."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path
from typing import Any

import pytest

from arbiter_gui.main_window import MainWindow
from arbiter_gui.printing import DocumentDialog
from db.errors import TournamentFileError
from osfiles import output_files
from outputs.documents.api import DocumentKind
from tests.publish_support import hostile_event
from tests.test_gui_support import ScriptedPrompts, wait_until_idle
from values import GameResult


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("event"), "event.arbiter")


@pytest.fixture
def opened(window: MainWindow, original: Path, tmp_path: Path) -> MainWindow:
    (tmp_path / "event").mkdir()
    copy = tmp_path / "event" / "event.arbiter"  # a folder of its own: the window's settings are beside
    shutil.copy(original, copy)
    assert window.files.open_path(copy)
    return window


def _standings(d: DocumentDialog) -> None:
    d.kind.setCurrentIndex([d.kind.itemData(i) for i in range(d.kind.count())].index(DocumentKind.STANDINGS))


def _folder(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_every_output_of_the_window_aimed_at_the_open_file_is_refused(
    qtbot: Any, opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    tf = opened.tf
    assert tf is not None
    folder = tf.path.parent
    link = folder / "standings.json"
    link.symlink_to(tf.path)
    backups = folder / "event.arbiter.backups"
    backups.mkdir(exist_ok=True)
    before = _folder(folder)
    prompts.paths.append(tf.path)
    opened.commands.export_trf.trigger()  # on the worker
    wait_until_idle(opened, qtbot)
    prompts.dialogs.append(_standings)
    prompts.paths.append(folder / "event.arbiter-journal")
    opened.commands.save_pdf.trigger()  # rendered on the worker, saved on the UI thread
    wait_until_idle(opened, qtbot)
    pub = opened.publishing
    prompts.paths.append(tf.path)
    pub.export_json.trigger()
    prompts.paths.append(link)
    pub.export_pgn.trigger()
    prompts.paths.append(backups)
    pub.export_csv.trigger()
    prompts.paths.append(backups / "site")
    pub.publish_now.trigger()
    wait_until_idle(opened, qtbot)  # the web folder is written on the worker
    assert prompts.bugs == []
    assert [title for title, _ in prompts.errors] == [
        "Export TRF",
        "Save as PDF",
        "Export JSON",
        "Export PGN",
        "Export CSV",
        "Publish the web folder",
    ]
    texts = [text for _, text in prompts.errors]
    assert all("open tournament file" in t for t in texts[:4]), texts
    assert all("automatic backups folder of event.arbiter" in t for t in texts[4:]), texts
    assert _folder(folder) == before  # the file, its backups: byte for byte; nothing new beside them


def test_a_full_disk_names_the_file_keeps_the_old_one_and_leaves_nothing(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = tmp_path / "event.json"
    old.write_text("the export of yesterday")

    def full(_tmp: Path, _target: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(output_files, "put_in_place", full)
    prompts.paths.append(old)
    opened.publishing.export_json.trigger()
    assert prompts.errors == [
        ("Export JSON", f"cannot write {old}: the disk is full; nothing was changed there")
    ]
    assert old.read_text() == "the export of yesterday"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_bug_while_following_the_file_is_reported_not_swallowed(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25.10: ``Publishing.file_changed`` swallowed any exception: a bug there silently stopped
    the projector and the web folder published after each round."""
    pub = opened.publishing
    pub.projector_pairings.trigger()
    tf = opened.tf
    assert tf is not None and pub.projector is not None

    def broken(*_args: object) -> None:
        raise RuntimeError("a bug in the projector's screen")

    monkeypatch.setattr("arbiter_gui.publishing.read_screen", broken)
    tf.results.set(3, 5, GameResult.DRAW)
    opened.ops.reload()
    assert [(title, report.splitlines()[-1]) for title, _, report in prompts.bugs] == [
        ("Follow the tournament file", "RuntimeError: a bug in the projector's screen")
    ]
    assert "RuntimeError: a bug" in (tmp_path / "logs" / "errors.log").read_text(encoding="utf-8")
    assert prompts.errors == []


def test_a_file_that_cannot_be_read_while_followed_is_left_to_the_window(
    opened: MainWindow, prompts: ScriptedPrompts, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Our own refusal (the file cannot be read now) is not a bug: the window reports it when it reads
    the file; following it says nothing more."""
    pub = opened.publishing
    pub.projector_pairings.trigger()

    def unreadable(*_args: object) -> None:
        raise TournamentFileError("event.arbiter cannot be used: the disk reported an error")

    monkeypatch.setattr("arbiter_gui.publishing.read_screen", unreadable)
    pub.file_changed()
    assert prompts.bugs == [] and prompts.errors == []
