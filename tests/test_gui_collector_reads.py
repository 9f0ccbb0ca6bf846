"""The UI thread's collector and a file read whole (issue 32 item 4): nothing is collected while the
worker reads it, everything alive when the window shows it is kept out of the collections
(``gc.freeze``), and closing it (or the next read) gives it back and collects what of it is garbage."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui import collector as module
from arbiter_gui.collector import HOLD_MOST, UiThreadCollector, keep_collector_on_ui_thread
from arbiter_gui.controllers import files
from arbiter_gui.main_window import MainWindow
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, temp_settings, wait_until_idle

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


class Node:
    """An object in a reference cycle: only the cyclic collector frees it."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector(qtbot: Any) -> Iterator[UiThreadCollector]:
    found = keep_collector_on_ui_thread()
    assert found is not None and not gc.isenabled()
    yield found
    found.held_since = None
    gc.unfreeze()  # the other tests' objects are collected as usual


def _due(found: UiThreadCollector) -> None:
    """Make every generation due (as a worker making a big state would), then let the timer look."""
    for _ in range(3 * gc.get_threshold()[0] * gc.get_threshold()[1]):
        Node()
    found.collect_if_due()


def test_nothing_is_collected_while_a_file_is_read(collector: UiThreadCollector) -> None:
    collector.hold()
    before = list(collector.collections)
    _due(collector)
    assert collector.collections == before
    collector.settle()
    _due(collector)
    assert collector.collections != before  # collections resume once the file is shown


def test_what_is_alive_when_shown_is_frozen_and_given_back_at_the_next_read(
    collector: UiThreadCollector,
) -> None:
    collector.hold()
    kept = Node()
    gone = weakref.ref(kept)
    collector.settle()
    assert gc.get_freeze_count() > 0
    del kept  # garbage now, but frozen: no collection finds it
    gc.collect()
    assert gone() is not None
    collector.hold()  # the next file read: the previous one's objects are given back, and collected
    assert gone() is None
    assert gc.get_freeze_count() == 0
    collector.settle()


def test_what_was_frozen_is_collected_when_the_file_is_closed(collector: UiThreadCollector) -> None:
    collector.hold()
    kept = Node()
    gone = weakref.ref(kept)
    collector.settle()
    del kept
    full = collector.collections[2]
    collector.release()  # the file closed: its cycles go now, not at the next file read
    assert gone() is None and gc.get_freeze_count() == 0
    assert collector.collections[2] == full + 1
    collector.release()  # nothing frozen: nothing to collect
    assert collector.collections[2] == full + 1


def test_the_window_gives_back_a_big_file_when_it_closes_it(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, collector: UiThreadCollector
) -> None:
    window = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    path, other = tmp_path / "event.arbiter", tmp_path / "other.arbiter"
    operations.import_trf(TRF, path)[0].close()
    operations.import_trf(TRF, other)[0].close()
    for close in (window.files.close_file, lambda: window.files.show_file(operations.open_file(other))):
        monkeypatch.setattr(files, "READ_ON_WORKER_BYTES", 0)  # read on the worker, then frozen
        assert window.files.open_path(path)
        wait_until_idle(window, qtbot)
        assert window.session.state is not None and gc.get_freeze_count() > 0
        monkeypatch.setattr(files, "READ_ON_WORKER_BYTES", 10**12)  # a small file: read on the UI thread
        close()  # closed, or another file shown in its place
        assert gc.get_freeze_count() == 0
    window.close()


def test_a_read_that_never_ends_does_not_stop_the_collections(
    collector: UiThreadCollector, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [1_000.0]
    monkeypatch.setattr(collector, "clock", lambda: now[0])
    collector.hold()
    before = list(collector.collections)
    _due(collector)
    assert collector.collections == before
    now[0] += HOLD_MOST
    _due(collector)
    assert collector.collections != before and collector.held_since is None


def test_the_window_holds_the_collector_while_it_reads_a_big_file(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, collector: UiThreadCollector
) -> None:
    monkeypatch.setattr(files, "READ_ON_WORKER_BYTES", 0)  # every file is big here
    calls: list[str] = []
    monkeypatch.setattr(module.UiThreadCollector, "hold", lambda self: calls.append("hold"))
    monkeypatch.setattr(module.UiThreadCollector, "settle", lambda self: calls.append("settle"))
    window = MainWindow(temp_settings(tmp_path), ScriptedPrompts(), log_folder=tmp_path / "logs")
    qtbot.addWidget(window)
    path = tmp_path / "event.arbiter"
    operations.import_trf(TRF, path)[0].close()
    assert window.files.open_path(path)
    assert calls == ["hold"]  # before the worker reads
    wait_until_idle(window, qtbot)
    assert calls == ["hold", "settle"] and window.session.state is not None
    bad = tmp_path / "bad.arbiter"
    bad.write_bytes(b"not a tournament file" * 10)
    assert window.files.open_path(bad)  # read on the worker, refused there
    wait_until_idle(window, qtbot)
    assert calls == ["hold", "settle", "hold", "settle"] and window.session.state is None
    window.close()
