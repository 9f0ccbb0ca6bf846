"""Pairing a 400-player round runs on a worker thread: the window's event loop keeps turning meanwhile.

Uses round 11 of the 400-player bbpPairings tournament kept in tests/data (the real Dutch engine, through
``db``). The engine now pairs it in a fraction of a second, so the test holds the pairing at a gate in
the worker thread until the window's timer has ticked: the UI thread must keep running while the job
waits. The pairing must also be the reference engine's.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

import operations.ops_rounds as ops_rounds
from arbiter_gui.main_window import MainWindow
from engine.model import Pairing, Tournament
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, temp_settings

CASE = DATA / "conformance_sample" / "large" / "cases" / "bbp6_p400_r11_s42"


def _expected(path: Path) -> set[tuple[int, int]]:
    lines = path.read_text().split()
    numbers = [int(x) for x in lines[1:]]
    return set(zip(numbers[::2], numbers[1::2], strict=True))


def test_pairing_400_players_keeps_the_window_responsive(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()
    from engine.dutch import pair_round as engine_pair

    pairing_threads: list[threading.Thread] = []

    def pair_round(tournament: Tournament, *args: object, **kwargs: object) -> Pairing:
        """The real engine, once the test opens the gate (it gives up after a minute)."""
        pairing_threads.append(threading.current_thread())
        release.wait(timeout=60)
        return engine_pair(tournament, *args, **kwargs)  # type: ignore[call-arg]

    monkeypatch.setattr(ops_rounds, "event_pairer", lambda _s: pair_round)
    prompts = ScriptedPrompts()
    window = MainWindow(temp_settings(tmp_path), prompts)
    qtbot.addWidget(window)
    window.show()
    prompts.paths += [CASE / "round_11.trf", tmp_path / "big.arbiter"]
    window.commands.import_trf.trigger()
    assert prompts.errors == []
    assert window.players_model.rowCount() == 400

    ticks_while_busy = 0
    progress_seen: list[bool] = []
    progress: list[tuple[int, int, str, bool]] = []
    report = window.progress.report

    def reported(task: int, step: int, total: int, message: str = "") -> None:
        progress.append((step, total, message, threading.current_thread() is threading.main_thread()))
        report(task, step, total, message)

    monkeypatch.setattr(window.progress, "report", reported)

    def tick() -> None:
        nonlocal ticks_while_busy
        if window.worker.busy:
            ticks_while_busy += 1
            progress_seen.append(window.progress.isVisible())

    timer = QTimer(window)  # dies with the window, even when the test fails
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    window.commands.pair.trigger()
    assert window.worker.busy
    assert not window.commands.pair.isEnabled()  # one pairing at a time; other actions wait too
    # nothing else touches the file meanwhile: an edit in the players table waits, with the reason
    model = window.players_model
    rating = [model.column(c).header for c in range(model.columnCount())].index("Rating")
    assert not model.setData(model.index(0, rating), "2999")
    assert prompts.errors == [
        ("Correct Test0001 Player0001", "A round is being paired; wait until it is done.")
    ]
    prompts.errors.clear()
    # The pairing is held in the worker thread: the UI thread must keep turning meanwhile.
    qtbot.waitUntil(lambda: bool(pairing_threads), timeout=120_000)  # the file is read first
    assert pairing_threads[0] is not threading.main_thread()
    held_from = ticks_while_busy
    qtbot.waitUntil(lambda: ticks_while_busy >= held_from + 5, timeout=30_000)
    held = (2, ops_rounds.PAIRING_STEPS, "Pairing round 11")
    qtbot.waitUntil(lambda: any(p[:3] == held for p in progress), timeout=30_000)  # shown while held
    release.set()
    qtbot.waitUntil(lambda: not window.worker.busy, timeout=900_000)
    timer.stop()

    assert prompts.errors == []
    assert ticks_while_busy >= 5  # the UI thread ran its timer again and again during the pairing
    assert all(progress_seen)  # and showed the progress bar meanwhile
    assert all(on_ui_thread for *_, on_ui_thread in progress)
    assert not window.progress.isVisible()
    tf = window.tf
    assert tf is not None
    info = tf.rounds.get(11)
    got = {(b.white_number, b.black_number) for b in info.boards}
    assert got == _expected(CASE / "round_11.expected")
    assert window.rounds_view.model.rowCount() == 200
    window.close()
