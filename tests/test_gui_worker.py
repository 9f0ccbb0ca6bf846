"""The worker: jobs on Python threads, their outcome delivered on the UI thread, cancellation, lanes."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from arbiter_gui.worker import DOCUMENTS, FILE, STANDINGS, JobContext, JobState, Worker
from engine.errors import ArbiterError


@pytest.fixture
def worker(qtbot: Any) -> Any:
    w = Worker()
    yield w
    assert w.shutdown(timeout=30)


def test_a_job_reports_progress_and_its_result_on_the_ui_thread(qtbot: Any, worker: Worker) -> None:
    ui_thread = threading.get_ident()
    seen: dict[str, object] = {}
    progress: list[tuple[int, int, str, bool]] = []
    gate = threading.Event()

    def work(context: JobContext) -> str:
        seen["worker_thread"] = threading.get_ident()
        context.progress(1, 3, "step 1")
        gate.wait(10)  # held until the UI thread has shown step 1
        context.progress(3, 3, "step 3")
        return "paired"

    def done(result: object) -> None:
        seen["result"] = result
        seen["done_thread"] = threading.get_ident()

    def shown(step: int, total: int, message: str) -> None:
        progress.append((step, total, message, threading.get_ident() == ui_thread))
        gate.set()

    job = worker.start(work, done, lambda exc: seen.setdefault("error", exc), shown)
    assert worker.busy and worker.active and job.lane == FILE
    qtbot.waitUntil(lambda: "result" in seen, timeout=10_000)
    assert not worker.busy and not worker.active and job.state is JobState.DONE
    assert seen["result"] == "paired" and seen["done_thread"] == ui_thread
    assert seen["worker_thread"] != ui_thread
    assert progress[0] == (1, 3, "step 1", True)


def test_qt_objects_in_cycles_are_collected_on_the_ui_thread_while_a_job_allocates(
    qtbot: Any, worker: Worker
) -> None:
    """The crash of issue #16: the collector, run by an allocating worker thread, destroyed UI objects
    caught in reference cycles on that thread. Pinned to the UI thread, it frees them there.

    Where a timer is freed is seen by a finalizer of its Python wrapper: the collection that frees the
    wrapper calls it, on the collecting thread, and deletes the C++ timer there too. (Its ``destroyed``
    signal is also recorded, but not waited for: PySide may drop a Python slot of an object freed by
    the collector before the C++ destructor emits it.)"""
    ui_thread = threading.get_ident()
    freed_on: list[int] = []
    destroyed_on: list[int] = []
    for _ in range(100):
        timer = QTimer()  # parentless: freed with its Python wrapper
        cycle: dict[str, object] = {"timer": timer}
        cycle["self"] = cycle  # only the cyclic collector can free it
        weakref.finalize(timer, lambda: freed_on.append(threading.get_ident()))
        timer.destroyed.connect(lambda *_a: destroyed_on.append(threading.get_ident()))
        timer.setInterval(1)
        timer.start()
    del timer, cycle
    assert not gc.isenabled()  # collections happen on the UI thread's schedule only
    assert freed_on == []

    def allocate(context: JobContext) -> int:
        """Containers kept (the collector's count grows with what is kept, not with what is freed)."""
        made = 0
        while not context.cancelled and made < 3_000_000:
            kept = [[i] for i in range(50_000)]
            made += len(kept)
        return made

    job = worker.start(allocate, lane=DOCUMENTS)
    qtbot.waitUntil(lambda: len(freed_on) == 100, timeout=60_000)
    job.cancel()
    assert set(freed_on) == {ui_thread}
    assert set(destroyed_on) <= {ui_thread}


def test_a_refusal_reaches_the_ui_thread_as_the_exception(qtbot: Any, worker: Worker) -> None:
    errors: list[BaseException] = []

    def work(_context: JobContext) -> None:
        raise ArbiterError("round 2 has 3 missing results")

    job = worker.start(work, lambda _r: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
    assert str(errors[0]) == "round 2 has 3 missing results"
    assert not worker.busy and job.state is JobState.FAILED


def test_jobs_of_one_lane_run_in_order_and_lanes_run_side_by_side(qtbot: Any, worker: Worker) -> None:
    order: list[str] = []
    file_gate = threading.Event()
    worker.start(lambda _c: file_gate.wait(10), lambda _r: order.append("file 1"), lane=FILE)
    worker.start(lambda _c: None, lambda _r: order.append("file 2"), lane=FILE)
    worker.start(lambda _c: None, lambda _r: order.append("standings"), lane=STANDINGS)
    qtbot.waitUntil(lambda: order == ["standings"], timeout=10_000)  # not held by the file lane
    assert worker.busy  # the file lane still works
    file_gate.set()
    qtbot.waitUntil(lambda: not worker.active, timeout=10_000)
    assert order == ["standings", "file 1", "file 2"]


def test_a_cancelled_job_calls_nothing_queued_ones_never_start(qtbot: Any, worker: Worker) -> None:
    started: list[str] = []
    called: list[str] = []
    gate = threading.Event()

    def running(context: JobContext) -> str:
        started.append("running")
        gate.wait(10)
        context.check()  # raises Cancelled: the job stops here
        started.append("went on")
        return "x"

    first = worker.start(running, called.append, called.append, lane=DOCUMENTS)
    queued = worker.start(lambda _c: started.append("queued"), called.append, called.append, lane=DOCUMENTS)
    qtbot.waitUntil(lambda: started == ["running"], timeout=10_000)
    first.cancel()
    queued.cancel()
    gate.set()
    qtbot.waitUntil(lambda: not worker.active, timeout=10_000)
    assert started == ["running"] and called == []
    assert first.state is JobState.CANCELLED and queued.state is JobState.CANCELLED


def test_a_bug_in_a_callback_goes_to_the_boundary_and_the_others_are_still_delivered(
    qtbot: Any, worker: Worker
) -> None:
    reported: list[tuple[str, str]] = []
    worker.unexpected = lambda title, exc: reported.append((title, type(exc).__name__))
    results: list[object] = []

    def broken(_result: object) -> None:
        raise KeyError("oops")

    worker.start(lambda _c: 1, broken, name="broken")
    worker.start(lambda _c: 2, results.append)
    qtbot.waitUntil(lambda: not worker.active, timeout=10_000)
    assert reported == [("broken", "KeyError")] and results == [2]


def test_wait_delivers_and_shutdown_stops_the_threads(qtbot: Any) -> None:
    worker = Worker()
    results: list[object] = []
    worker.start(lambda _c: "stored", results.append)
    assert worker.wait(FILE, timeout=10)  # blocks until the job ended, then delivers it
    assert results == ["stored"] and not worker.busy
    before = {t.name for t in threading.enumerate() if t.name.startswith("arbiter-")}
    assert any(name.startswith("arbiter-file") for name in before)
    assert worker.shutdown(timeout=10)
    after = {t.name for t in threading.enumerate()} & before
    assert after == set()


def test_the_oldest_generation_waits_its_turn(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 32 item 4: the UI thread's collector walks the oldest generation (a big event's whole state
    in a window) at most once every ``FULL_INTERVAL``, and only when the time its last walk took, over
    ``FULL_SHARE``, has passed; the young generations are collected meanwhile as before."""
    from arbiter_gui import collector as module
    from arbiter_gui.collector import FULL_INTERVAL, FULL_SHARE, keep_collector_on_ui_thread

    collector = keep_collector_on_ui_thread()
    assert collector is not None and not gc.isenabled()
    now = [1_000.0]
    monkeypatch.setattr(collector, "clock", lambda: now[0])
    monkeypatch.setattr(collector, "next_full", 0.0)

    def turns(n: int) -> None:  # short-lived cycles, as any work makes; the collector's timer ticks
        for _ in range(n):
            for _ in range(1_000):
                cycle: list[object] = []
                cycle.append(cycle)
            collector.collect_if_due()

    start, partial = collector.collections[2], collector.collections[1]
    turns(2_000)  # the oldest generation is due every hundred turns or so
    assert collector.collections[2] == start + 1  # walked once, the clock standing still
    assert collector.next_full == now[0] + FULL_INTERVAL  # it took no time on that clock
    assert collector.collections[1] > partial + 10  # the young ones as often as before
    now[0] += FULL_INTERVAL
    turns(2_000)
    assert collector.collections[2] == start + 2

    real_collect = gc.collect

    def slow(generation: int = 2) -> int:  # a walk of the oldest generation takes 0.2 s
        if generation == 2:
            now[0] += 0.2
        return real_collect(generation)

    monkeypatch.setattr(module.gc, "collect", slow)
    now[0] += FULL_INTERVAL
    turns(2_000)
    assert collector.collections[2] == start + 3
    assert collector.next_full == pytest.approx(now[0] + 0.2 / FULL_SHARE)  # 4 s: a twentieth at most
    now[0] += 0.2 / FULL_SHARE - 0.01
    turns(2_000)
    assert collector.collections[2] == start + 3
    now[0] += 0.02
    turns(2_000)
    assert collector.collections[2] == start + 4


def test_the_ui_thread_waits_while_an_operation_holds_the_collector(qtbot: Any) -> None:
    """Issue 32 item 4: while a pairing's input is made on the worker (``operations.collector_hold``)
    the UI thread's collector does not walk it either; what is due is collected after."""
    from arbiter_gui.collector import keep_collector_on_ui_thread
    from operations.collector_hold import collector_off

    collector = keep_collector_on_ui_thread()
    assert collector is not None
    kept: list[list[object]] = []
    with collector_off():
        for _ in range(5_000):  # over the youngest generation's threshold many times
            cycle: list[object] = []
            cycle.append(cycle)
            kept.append(cycle)
        before = list(collector.collections)
        collector.collect_if_due()
        assert collector.collections == before
    collector.collect_if_due()
    assert collector.collections[0] + collector.collections[1] + collector.collections[2] > sum(before)
    assert not gc.isenabled()


def test_once_the_application_ends_a_thread_still_running_never_collects(qtbot: Any) -> None:
    """The application ends (``aboutToQuit`` stops the collector) while a thread of the window still runs
    (a pairing ``Worker.shutdown`` stopped waiting for): its allocations never start a collection on it,
    which would destroy the window's Qt objects there while the UI thread takes them down (docs/gui.md)."""
    from arbiter_gui.collector import keep_collector_on_ui_thread

    collector = keep_collector_on_ui_thread()
    assert collector is not None
    collecting: list[int] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collecting.append(threading.get_ident())

    def allocate() -> None:
        for _ in range(20_000):  # the youngest generation's threshold many times over
            cycle: list[object] = []
            cycle.append(cycle)

    gc.callbacks.append(note)
    try:
        collector.stop()  # what aboutToQuit calls
        lane = threading.Thread(target=allocate)
        lane.start()
        lane.join()
    finally:
        gc.callbacks.remove(note)
        keep_collector_on_ui_thread()  # started again, as the next window does
    assert collecting == [] and not gc.isenabled()


def test_a_read_given_up_lets_the_collector_go_on(qtbot: Any, worker: Worker) -> None:
    """A file read on the worker holds the collector off until it is shown (``hold_for_read``); when it
    will not be shown (the window closes first: ``FilesController.drop_pending``), the hold ends at once
    instead of lasting ``HOLD_MOST`` for the application's one collector (the next window, the next test)."""
    from arbiter_gui.collector import give_up_read, hold_for_read, keep_collector_on_ui_thread

    collector = keep_collector_on_ui_thread()
    assert collector is not None
    hold_for_read()
    assert collector.held_since is not None
    before = list(collector.collections)
    for _ in range(3_000):  # young cycles, enough to pass the youngest generation's threshold
        cycle: list[object] = []
        cycle.append(cycle)
    collector.collect_if_due()
    assert collector.collections == before  # held: nothing collected
    give_up_read()
    assert collector.held_since is None
    collector.collect_if_due()
    assert sum(collector.collections) > sum(before)
