"""The job runner: work on another thread, progress and the outcome delivered on the UI thread."""

from __future__ import annotations

import gc
import threading

import pytest

from arbiter_gui.worker import JobRunner
from engine.errors import ArbiterError


def test_a_job_reports_progress_and_its_result_on_the_ui_thread(qtbot) -> None:
    runner = JobRunner()
    ui_thread = threading.get_ident()
    seen: dict[str, object] = {}
    progress: list[tuple[int, int, str, bool]] = []

    def work(hook) -> str:  # type: ignore[no-untyped-def]
        seen["worker_thread"] = threading.get_ident()
        seen["gc_during_job"] = gc.isenabled()
        for step in range(1, 4):
            hook(step, 3, f"step {step}")
        return "paired"

    def done(result: object) -> None:
        seen["result"] = result
        seen["done_thread"] = threading.get_ident()

    runner.start(
        work,
        done,
        lambda exc: seen.setdefault("error", exc),
        lambda a, b, c: progress.append((a, b, c, threading.get_ident() == ui_thread)),
    )
    assert runner.busy
    qtbot.waitUntil(lambda: "result" in seen, timeout=10_000)
    assert not runner.busy
    assert seen["result"] == "paired" and seen["done_thread"] == ui_thread
    assert seen["worker_thread"] != ui_thread
    assert seen["gc_during_job"] is False and gc.isenabled()
    qtbot.waitUntil(lambda: len(progress) == 3, timeout=10_000)
    assert progress == [(1, 3, "step 1", True), (2, 3, "step 2", True), (3, 3, "step 3", True)]


def test_a_refusal_reaches_the_ui_thread_as_the_exception(qtbot) -> None:
    runner = JobRunner()
    errors: list[BaseException] = []

    def work(_hook) -> None:  # type: ignore[no-untyped-def]
        raise ArbiterError("round 2 has 3 missing results")

    runner.start(work, lambda _r: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors), timeout=10_000)
    assert str(errors[0]) == "round 2 has 3 missing results"
    assert not runner.busy and gc.isenabled()


def test_one_job_at_a_time(qtbot) -> None:
    runner = JobRunner()
    gate = threading.Event()
    done: list[object] = []
    runner.start(lambda _h: gate.wait(10), done.append, done.append)
    try:
        with pytest.raises(RuntimeError, match="another operation"):
            runner.start(lambda _h: None, done.append, done.append)
    finally:
        gate.set()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
