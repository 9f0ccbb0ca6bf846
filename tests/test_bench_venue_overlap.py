"""bench/venue_overlap.py's reading of Linux's scheduler trace (issue 30 item 5): each task's states from
its switches and wake-ups, and how long the pairing desk's and its server process's states overlap, on a
trace written here (the lines as ``perf script -F tid,time,event,trace`` prints them). The trace itself
is recorded by hand, never here.
"""

from __future__ import annotations

from pathlib import Path

from bench.venue_overlap import _overlaps, _transitions

DESK, SERVER, OTHER = 100, 200, 300


def _switch(at: float, before: int, state: str, after: int) -> str:
    return (
        f"{before:5d} {at:.6f}:     sched:sched_switch: prev_comm=x prev_pid={before} prev_prio=120 "
        f"prev_state={state} ==> next_comm=y next_pid={after} next_prio=120\n"
    )


def _wakeup(at: float, by: int, task: int) -> str:
    return f"{by:5d} {at:.6f}:     sched:sched_wakeup: comm=z pid={task} prio=120 target_cpu=000\n"


def test_a_round_trip_on_a_busy_processor_is_read_state_by_state(tmp_path: Path) -> None:
    # one processor: the desk runs, wakes its server and sleeps on its socket; a busy loop runs (the server
    # waits); the server runs, wakes the desk, is preempted (both wait), runs again and sleeps; the
    # desk runs and sleeps
    trace = tmp_path / "sched.txt"
    trace.write_text(
        _switch(10.000, OTHER, "S", DESK)
        + _wakeup(10.002, DESK, SERVER)
        + _switch(10.003, DESK, "S", OTHER)
        + _switch(10.008, OTHER, "R", SERVER)
        + _wakeup(10.010, SERVER, DESK)
        + _switch(10.011, SERVER, "R+", OTHER)
        + _switch(10.015, OTHER, "R", SERVER)
        + _switch(10.016, SERVER, "S", DESK)
        + _switch(10.020, DESK, "S", OTHER)
    )
    changes = _transitions(trace, {DESK, SERVER})
    sums = _overlaps(changes[DESK], [changes[SERVER]], [10.000, 10.020])
    ms = {key: round(1000 * value, 6) for key, value in sums.items()}
    assert ms["desk run"] == 3 + 4  # 10.000-10.003, 10.016-10.020
    assert ms["desk wait"] == 6  # 10.010-10.016
    assert ms["server run"] == 3 + 1  # 10.008-10.011, 10.015-10.016
    assert ms["server wait"] == 6 + 4  # 10.002-10.008, 10.011-10.015
    assert ms["both waiting"] == 4  # 10.011-10.015: the busy loop runs
    assert ms["server waiting, desk running"] == 1  # 10.002-10.003
    assert ms["desk waiting, server running"] == 1 + 1  # 10.010-10.011, 10.015-10.016
    # some of them waited while none of them ran: 10.003-10.008 and 10.011-10.015
    assert ms["lost to the processors"] == 5 + 4
    # what the bench's figure takes off (both waits) is 4 ms more than what was lost: the overlap
    assert ms["desk wait"] + ms["server wait"] - ms["lost to the processors"] == 4 + 1 + 2


def test_a_window_begins_in_the_state_the_trace_left_the_task_in(tmp_path: Path) -> None:
    trace = tmp_path / "sched.txt"
    trace.write_text(
        _wakeup(5.0, OTHER, DESK) + _switch(7.0, OTHER, "R", DESK) + _switch(8.0, DESK, "S", OTHER)
    )
    changes = _transitions(trace, {DESK, SERVER})
    sums = _overlaps(changes[DESK], [changes[SERVER]], [6.0, 9.0])
    assert round(sums["desk wait"], 9) == 1.0 and round(sums["desk run"], 9) == 1.0
    assert round(sums["desk sleep"], 9) == 1.0 and round(sums["server sleep"], 9) == 3.0
