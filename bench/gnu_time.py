"""GNU time's ``-v`` report, read: the one parser of the benchmarks that run a child under
``/usr/bin/time -v`` (``bench/team_speed.py``, ``bench/burstein_every_round.py``).

GNU time writes its report on the child's standard error, after whatever the child wrote there: a
line ``Command exited with non-zero status N`` or ``Command terminated by signal N`` when the child
did not end well, then one line a figure, each a tab, a name, ``": "`` and the value. The figures read
here are the child's user and system CPU seconds (``0.14``), its elapsed wall clock (``m:ss.ss`` below
an hour, ``h:mm:ss`` from an hour) and its maximum resident set in kB (GNU time's "kbytes", 1,024
bytes: what the kernel's ``ru_maxrss`` gives). A figure is looked for at the start of a line and the
last such line counts, so that a line the child wrote earlier cannot stand for the report's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

TIME = Path("/usr/bin/time")
"""GNU time, where Debian's package ``time`` installs it (the shell's ``time`` has no ``-v``)."""

USER = "User time (seconds)"
SYSTEM = "System time (seconds)"
WALL = "Elapsed (wall clock) time (h:mm:ss or m:ss)"
MAX_RSS = "Maximum resident set size (kbytes)"


class MissingFigure(RuntimeError):
    """The text is not a whole ``-v`` report: a figure read here is not in it (a ``RuntimeError``, as a
    benchmark's other failures of a child)."""


@dataclass(frozen=True, slots=True)
class TimeReport:
    """The figures of one ``/usr/bin/time -v`` report."""

    user: float
    """The child's user CPU seconds."""
    system: float
    """The child's system CPU seconds."""
    wall: float
    """The elapsed wall clock, in seconds."""
    max_rss_kb: int
    """The maximum resident set, in kB (1,024 bytes)."""

    @property
    def cpu(self) -> float:
        """User + system seconds."""
        return self.user + self.system

    @property
    def peak_mb(self) -> float:
        """The maximum resident set in MB (kB / 1,024)."""
        return self.max_rss_kb / 1024


def clock_seconds(clock: str) -> float:
    """GNU time's elapsed wall clock (``m:ss.ss`` or ``h:mm:ss``) in seconds.

    >>> clock_seconds("0:00.38"), clock_seconds("2:03.50"), clock_seconds("1:02:03")
    (0.38, 123.5, 3723.0)
    """
    total = 0.0
    for part in clock.split(":"):
        total = total * 60 + float(part)
    return total


def figure(report: str, name: str) -> str:
    """The value of the figure ``name`` (as GNU time spells it) in ``report``; :class:`MissingFigure`
    when it is not there."""
    found = re.findall(rf"^\s*{re.escape(name)}: (.+)$", report, re.MULTILINE)
    if not found:
        raise MissingFigure(f"/usr/bin/time -v did not report {name!r}:\n{report}")
    return str(found[-1]).strip()


def read_report(report: str) -> TimeReport:
    """The figures of the ``-v`` report at the end of ``report`` (the child's standard error);
    :class:`MissingFigure` when one is not there."""
    return TimeReport(
        user=float(figure(report, USER)),
        system=float(figure(report, SYSTEM)),
        wall=clock_seconds(figure(report, WALL)),
        max_rss_kb=int(figure(report, MAX_RSS)),
    )
