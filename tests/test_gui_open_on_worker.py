"""A big tournament file is opened and read on the worker (issue 32 item 4: 9,999 players take seconds
to read): the window answers meanwhile, shows that it is reading, then fills every view at once; a
file that cannot be opened is refused as on the UI thread, and nothing of it stays open."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

import operations
from arbiter_gui.controllers import files
from arbiter_gui.controllers.files import FileOpener
from arbiter_gui.main_window import ROUNDS, MainWindow
from arbiter_gui.snapshot import running_scores
from operations import tournament_file as dbapi
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, temp_settings, wait_until_idle

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


class HeldOpener(FileOpener):
    """Opens as the window does, on a thread that waits for ``release`` first (a slow disk)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.threads: list[str] = []
        self.opened: list[dbapi.TournamentFile] = []

    def open(self, path: Path) -> dbapi.TournamentFile:
        self.threads.append(threading.current_thread().name)
        self.release.wait(30)
        tf = super().open(path)
        self.opened.append(tf)
        return tf


@pytest.fixture
def held(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[MainWindow, HeldOpener]:
    monkeypatch.setattr(files, "READ_ON_WORKER_BYTES", 0)  # every file is big here
    opener = HeldOpener()
    window = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), opener, log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    window.show()
    return window, opener


def test_a_big_file_is_read_on_the_worker_while_the_window_answers(
    qtbot: Any, held: tuple[MainWindow, HeldOpener], tmp_path: Path
) -> None:
    window, opener = held
    path = tmp_path / "event.arbiter"
    operations.import_trf(TRF, path)[0].close()
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    assert window.files.open_path(path)  # at once: the reading goes on on the worker
    assert window.session.tf is None and window.worker.busy
    qtbot.waitUntil(lambda: len(opener.threads) == 1 and len(ticks) >= 10, timeout=10_000)
    assert opener.threads[0] != threading.current_thread().name
    assert window.progress.isVisibleTo(window) and "Reading event.arbiter" in window.progress.label.text()
    assert not window.commands.pair.isEnabled()  # no command on a file meanwhile
    opener.release.set()
    wait_until_idle(window, qtbot)
    timer.stop()
    state = window.session.state
    assert window.session.tf is opener.opened[0] and state is not None
    assert window.stack.currentWidget() is window.tabs and window.tabs.currentIndex() == ROUNDS
    assert window.rounds_view.model.rowCount() == 5 and window.players_model.rowCount() == 10
    assert state.scores_read == running_scores(state.tournament)  # summed on the worker
    assert window.session.marker == window.session.tf.change_marker()
    assert window.settings.recent_files() == [path.resolve()]
    assert not window.progress.isVisibleTo(window)
    window.close()
    assert not opener.opened[0].is_open


def test_a_file_refused_on_the_worker_is_said_and_nothing_stays_open(
    qtbot: Any, held: tuple[MainWindow, HeldOpener], tmp_path: Path
) -> None:
    window, opener = held
    prompts = window.prompts
    assert isinstance(prompts, ScriptedPrompts)
    bogus = tmp_path / "letter.arbiter"
    bogus.write_text("Dear arbiter,\n" * 100)
    opener.release.set()
    assert window.files.open_path(bogus)
    wait_until_idle(window, qtbot)
    assert window.session.tf is None and window.stack.currentWidget() is window.welcome
    assert [title for title, _ in prompts.errors] == ["Open letter.arbiter"]
    assert prompts.bugs == [] and window.files._pending == []
