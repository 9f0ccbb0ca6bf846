"""bench/gnu_time.py, the one reader of GNU time's ``-v`` report for the benchmarks (bench/team_speed.py,
bench/burstein_every_round.py): on reports ``/usr/bin/time -v`` wrote (tests/data/gnu_time/, captured
from small commands), and on one it writes now. Not timed: the figures are read, never judged.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from bench.gnu_time import MAX_RSS, TIME, MissingFigure, TimeReport, clock_seconds, read_report
from tests.conftest import REPO, in_ci

CAPTURED = REPO / "tests" / "data" / "gnu_time"


def _captured(name: str) -> str:
    return (CAPTURED / name).read_text(encoding="utf-8")


def test_the_figures_of_a_captured_report_are_read() -> None:
    report = read_report(_captured("python_64mb.txt"))
    assert report == TimeReport(user=0.14, system=0.04, wall=0.38, max_rss_kb=78816)
    assert report.cpu == pytest.approx(0.18)
    assert report.peak_mb == pytest.approx(76.97, abs=0.01)


def test_a_report_after_the_child_s_own_lines_and_a_non_zero_exit_is_read() -> None:
    text = _captured("exit_3.txt")
    assert text.startswith("to stderr\nCommand exited with non-zero status 3\n")
    assert read_report(text) == TimeReport(user=0.0, system=0.0, wall=0.0, max_rss_kb=1628)


def test_a_report_without_a_figure_is_refused_with_the_figure_named() -> None:
    cut = "".join(line for line in _captured("python_64mb.txt").splitlines(True) if MAX_RSS not in line)
    with pytest.raises(MissingFigure, match=r"Maximum resident set size \(kbytes\)"):
        read_report(cut)


def test_the_wall_clock_is_read_below_and_from_an_hour() -> None:
    # GNU time writes m:ss.ss below an hour and h:mm:ss from an hour
    assert clock_seconds("0:00.38") == pytest.approx(0.38)
    assert clock_seconds("12:03.25") == pytest.approx(723.25)
    assert clock_seconds("2:00:05") == pytest.approx(7205.0)


def test_team_speed_reports_the_process_seconds_and_peak_or_nothing() -> None:
    from bench.team_speed import time_v

    assert time_v(_captured("python_64mb.txt")) == {"process": 0.18, "maxrss": 78816 / 1024}
    assert time_v("\tUser time (seconds): 0.14\n") == {}


def test_the_report_gnu_time_writes_now_is_read_and_not_a_line_the_child_wrote() -> None:
    """A child that touches 100 MB and first writes a false maximum resident set of 1 kB on its standard
    error: the figure read is GNU time's, after it."""
    if not TIME.exists():
        reason = f"GNU time is not installed ({TIME}: Debian's package time)"
        if in_ci():
            pytest.fail(f"{reason}; under CI=true every test must run", pytrace=False)
        pytest.skip(reason)
    child = (
        "import sys; sys.stderr.write('\\tMaximum resident set size (kbytes): 1\\n'); "
        "b = bytearray(b'x') * (100 * 1024 * 1024); print(sum(range(2_000_000)))"
    )
    done = subprocess.run([str(TIME), "-v", sys.executable, "-c", child], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    report = read_report(done.stderr)
    assert report.peak_mb > 100
    assert report.cpu > 0
    assert report.wall > 0
