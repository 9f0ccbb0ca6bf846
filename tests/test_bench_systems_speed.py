"""bench/systems_speed.py's rounds and verdicts (issue 32 item 2): every round measured when asked,
each Dutch edition on its own, and the budget of the event's size. Not timed: the speeds themselves
are measured by the bench, never here.
"""

from __future__ import annotations

import re

import pytest

from bench.systems_speed import Budget, Timing, budget_for, main

LINE = re.compile(r"^(.+?)\s+round\s+(\d+): .*cpu .*peak \d+ MB\), load [\d.]+\s+(ok|over budget)$")


def _rounds_shown(out: str) -> dict[str, list[int]]:
    shown: dict[str, list[int]] = {}
    for line in out.splitlines():
        found = LINE.match(line)
        if found:
            shown.setdefault(found.group(1).strip(), []).append(int(found.group(2)))
    return shown


def test_every_round_of_each_edition_and_system_is_measured_and_judged(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--players", "24", "--rounds", "4", "--every-round", "--editions", "2025,2017,2013"]
    assert main([*argv, "--systems", "Dutch,Lim,Double-Swiss", "--budget", "1000"]) == 0
    shown = _rounds_shown(capsys.readouterr().out)
    every = [1, 2, 3, 4]
    assert shown == {
        name: every for name in ("Dutch 2025", "Dutch 2017", "Dutch 2013", "Lim", "Double-Swiss")
    }


def test_without_every_round_the_first_two_the_middle_and_the_last_are_judged(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--players", "24", "--rounds", "7", "--middle", "4", "--systems", "Dubov"]) == 0
    assert _rounds_shown(capsys.readouterr().out) == {"Dubov": [1, 2, 4, 7]}


def test_a_round_over_the_budget_makes_the_bench_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "24", "--rounds", "2", "--systems", "Dubov", "--budget", "0"]) == 1
    assert "2 over" in capsys.readouterr().out


def test_the_budget_follows_the_size_of_the_event_as_issue_32_sets_it() -> None:
    minute, seconds, waited = budget_for(9999, None), budget_for(3000, None), budget_for(1000, None)
    assert (minute.seconds, minute.megabytes, minute.on_cpu) == (60.0, 2048.0, True)
    assert (seconds.seconds, seconds.megabytes, seconds.on_cpu) == (5.0, 300.0, True)
    assert (waited.seconds, waited.megabytes, waited.on_cpu) == (5.0, None, False)
    assert budget_for(9999, 2.0) == Budget(2.0, None, on_cpu=False)
    # a 9,999-player round of 40 s of CPU, 200 s waited under load, is one the issue accepts
    assert not minute.over(Timing(2, wall=200.0, cpu=40.0, peak_mb=500.0))
    assert minute.over(Timing(2, wall=70.0, cpu=61.0, peak_mb=500.0))
    assert minute.over(Timing(2, wall=10.0, cpu=9.0, peak_mb=2100.0))
    assert seconds.over(Timing(2, wall=4.0, cpu=3.0, peak_mb=301.0))
    assert waited.over(Timing(2, wall=6.0, cpu=1.0, peak_mb=10.0))
