"""Hundreds of jobs started and cancelled on every lane while the window reads the file again, switches
views and types results: every job that was not cancelled is delivered exactly once on the UI thread,
no cancelled one is, and the process does not crash (issue #16: the ``QThread`` design crashed in native
code in 2 of 5 runs under load; run this file in a loop to check, e.g. 20 times).

The jobs read the tournament file, compute standings from the window's state, raise refusals and
programming errors, sleep, and make reference cycles by the thousand, enough for CPython's automatic
collector to run on the thread that allocates them, while the UI thread collects (its collector's timer,
and the test by hand). Every collection must run on the UI thread (``arbiter_gui.collector``): one on a
lane destroys the window's Qt objects caught in cycles on that lane, in the middle of the UI thread's use
of them (a crash, or a hang: docs/gui.md, "The worker, and the crash it had"). This test once ran
``gc.collect()`` in a job, which the program never does, and a fresh-clone CI run hung in it; it checks
instead that no collection runs on a lane (``gc.callbacks``).
"""

from __future__ import annotations

import gc
import random
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from arbiter_gui.main_window import CROSSTABLE, ROUNDS, STANDINGS, MainWindow
from arbiter_gui.standings_rows import standings_tables
from arbiter_gui.worker import DOCUMENTS, FILE, Job, JobContext, JobState
from arbiter_gui.worker import STANDINGS as STANDINGS_LANE
from engine.errors import ArbiterError
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, wait_until_idle

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"
JOBS = 400
CYCLES = 5_000
"""Reference cycles a "cycles" job makes: seven times the youngest generation's threshold (700)."""
LANES = (FILE, STANDINGS_LANE, DOCUMENTS, "stress")


def test_hundreds_of_jobs_started_and_cancelled_while_the_window_refreshes(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    prompts.paths += [TRF, tmp_path / "stress.arbiter"]
    window.commands.import_trf.trigger()
    tf, state = window.tf, window.session.state
    assert tf is not None and state is not None
    rng = random.Random(16)
    ui_thread = threading.get_ident()
    done: Counter[int] = Counter()
    failed: Counter[int] = Counter()
    wrong_thread: list[int] = []
    jobs: dict[int, Job] = {}
    kinds: dict[int, str] = {}
    collecting: Counter[int] = Counter()
    """Collections begun, by the thread that ran them."""

    def note_collection(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collecting[threading.get_ident()] += 1

    gc.callbacks.append(note_collection)
    request.addfinalizer(lambda: gc.callbacks.remove(note_collection))

    def job_function(i: int, kind: str) -> Any:
        def run(context: JobContext) -> Any:
            if kind == "read":
                return tf.snapshot().players[0].name
            if kind == "standings":
                s = window.session.state
                assert s is not None
                return standings_tables(s.tournament, s.version, s.complete, s.paired, s.complete)
            if kind == "refused":
                raise ArbiterError(f"job {i} refused")
            if kind == "bug":
                raise RuntimeError(f"job {i} broke")
            if kind == "cycles":  # what automatic collection would collect here, on the lane
                for _ in range(CYCLES):
                    cycle: list[object] = []
                    cycle.append(cycle)
                return i
            for _ in range(3):  # "sleep": stops at a check once cancelled
                time.sleep(0.001)
                context.check()
                context.progress(1, 3, f"job {i}")
            return i

        return run

    def on_done(i: int) -> Any:
        def call(_result: object) -> None:
            done[i] += 1
            if threading.get_ident() != ui_thread:
                wrong_thread.append(i)

        return call

    def on_error(i: int) -> Any:
        def call(exc: BaseException) -> None:
            failed[i] += 1
            assert isinstance(exc, ArbiterError | RuntimeError), exc

        return call

    typed = 0
    for i in range(JOBS):
        kind = rng.choice(["read", "standings", "refused", "bug", "cycles", "sleep", "sleep"])
        kinds[i] = kind
        jobs[i] = window.worker.start(
            job_function(i, kind),
            on_done(i),
            on_error(i),
            lambda *_a: None,
            lane=rng.choice(LANES),
            name=f"{i}",
        )
        chance = rng.random()
        if chance < 0.3:
            jobs[i].cancel()  # at once: most never start
        elif chance < 0.45:
            jobs[rng.randrange(i + 1)].cancel()  # an earlier one: queued, running or already ended
        if i % 7 == 0:
            window.session.reload()  # the window reads the file again: every view follows
        if i % 11 == 0:
            window.tabs.setCurrentIndex(rng.choice([ROUNDS, STANDINGS, CROSSTABLE]))
        if i % 13 == 0:
            gc.collect()
        if i % 17 == 0 and not window.worker.busy and typed < 4:
            # a result typed meanwhile (the last round's boards; each stored once)
            window.tabs.setCurrentIndex(ROUNDS)
            table = window.rounds_view.table
            table.go_to_row(typed)
            prompts.confirms.append(True)  # round 8 is complete: each key corrects a result
            qtbot.keyClick(table, "=")
            typed += 1
        if i % 5 == 0:
            qtbot.wait(1)

    wait_until_idle(window, qtbot)
    for i, job in jobs.items():
        if job.state is JobState.CANCELLED:
            assert done[i] == 0 and failed[i] == 0, (i, kinds[i])
        elif kinds[i] in ("refused", "bug"):
            assert job.state is JobState.FAILED and failed[i] == 1 and done[i] == 0, (i, kinds[i])
        else:
            assert job.state is JobState.DONE and done[i] == 1 and failed[i] == 0, (i, kinds[i])
    cancelled = sum(1 for j in jobs.values() if j.state is JobState.CANCELLED)
    assert 0.2 * JOBS < cancelled < 0.6 * JOBS  # both cancelled and delivered jobs were exercised
    assert wrong_thread == []
    assert sum(1 for j, kind in kinds.items() if kind == "cycles" and jobs[j].state is JobState.DONE) > 10
    assert set(collecting) == {ui_thread}, collecting  # the UI thread collected, and no lane did
    assert typed == 4 and prompts.bugs == [] and prompts.errors == []
    assert window.standings.up_to_date or window.standings.tables is not None
