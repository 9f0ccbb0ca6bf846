"""Whether the pairing's time not waiting for a processor counts each wait once (issue 30 item 5):

    .venv/bin/python bench/venue_hog.py [--big 1000] [--repeat 5] [--hogs 1] [--spread]

``bench/venue_load.py`` judges the pairing by its time not spent waiting for a processor
(``venue_parts.Pairing.not_waiting``): its wall time less the pairing desk thread's wait in a run queue and
its server processes' waits. That subtraction is right only if the two waits never overlap in time (the
desk asleep on its socket while its server process works, and the other way round): where they overlapped
a wait would be taken off twice, and the figure would fall under load; where a wait were missed it would
grow. This bench checks it with nothing but processors to compete for: section C alone (``--big`` players,
round 1 played) on a durable server, its round 2 paired and deleted again ``--repeat`` times quiet, then
``--repeat`` times beside ``--hogs`` busy loops (processes that only ever want a processor). By default
the pairing desk, the server's processes and the busy loops are all pinned to processor 0
(``os.sched_setaffinity``): the desk and its server take turns on that processor with the loops, so their
waits are as long as they can be and any overlap of them shows. ``--spread`` pins nothing and starts
``--hogs`` busy loops per processor instead.

Printed: the medians of the wall time and of the time not waiting, quiet and beside the loops, and their
ratios. Exit status 1 when beside the loops the time not waiting is more than ``MARGIN`` away from the quiet
figure (a wait missed, or counted twice), or when the wall clock did not grow by ``GROWTH`` at least (the
loops did not compete, and nothing was shown).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import operations  # noqa: E402
from bench import venue_load, venue_parts  # noqa: E402
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server  # noqa: E402

MARGIN = 0.15
"""How far from its quiet figure the time not waiting may be beside the busy loops."""
GROWTH = 1.5
"""How much the wall clock must grow beside the busy loops for the check to show anything."""
PROCESSOR = 0
BUSY_LOOP = (
    "import os, sys\nif sys.argv[1] != '-': os.sched_setaffinity(0, {int(sys.argv[1])})\nwhile True: pass"
)


def _busy_loops(count: int, processor: int | None) -> list[subprocess.Popen[bytes]]:
    """``count`` processes that only want a processor (on ``processor`` only, unless None)."""
    where = "-" if processor is None else str(processor)
    return [subprocess.Popen([sys.executable, "-c", BUSY_LOOP, where]) for _ in range(count)]


def _pairings(url: str, server: PgServer, repeat: int) -> list[venue_parts.Pairing]:
    """Round 2 of section C paired and deleted ``repeat`` times, each measured by parts."""
    measured: list[venue_parts.Pairing] = []
    for _ in range(repeat):
        venue_load._pair_and_delete(url, server, measured)
    return measured


def _line(label: str, pairings: list[venue_parts.Pairing]) -> str:
    def median(values: list[float]) -> float:
        return statistics.median(values)

    return (
        f"{label}: medians of {len(pairings)}: wall {median([p.wall for p in pairings]):.3f} s, not waiting "
        f"{median([p.not_waiting for p in pairings]):.3f} s (the desk waited "
        f"{median([p.desk[1] for p in pairings]):.3f} s, ran {median([p.desk[0] for p in pairings]):.3f} s; "
        f"its server processes waited {median([p.server[1] for p in pairings]):.3f} s, ran "
        f"{median([p.server[0] for p in pairings]):.3f} s; neither running nor waiting "
        f"{median([p.rest for p in pairings]):.3f} s); load average {os.getloadavg()[0]:.1f}"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--big", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--hogs", type=int, default=1, help="busy loops (per processor with --spread)")
    parser.add_argument("--spread", action="store_true", help="nothing pinned; --hogs loops per processor")
    a = parser.parse_args(argv)
    server: PgServer = start_server(durable=True)
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        url = server.url(server.new_database("hog"))
        with operations.create(
            url, venue_load._settings(venue_load.SECTIONS["C"]), user="chief@server"
        ) as tf:
            venue_load._section(tf, "C", a.big, played=True)
        if not a.spread:
            os.sched_setaffinity(0, {PROCESSOR})
            venue_load._confine_server(server)
        where = "every processor" if a.spread else f"processor {PROCESSOR} only"
        print(
            f"setting: section C of {a.big} players, round 2 paired {a.repeat} times quiet, then beside "
            f"{a.hogs}{' per processor' if a.spread else ''} busy loops; the pairing desk and the server on "
            f"{where}; {os.cpu_count()} processors, load average {os.getloadavg()[0]:.1f} at the start"
        )
        quiet = _pairings(url, server, a.repeat)
        print(_line("quiet", quiet))
        loops = _busy_loops(
            a.hogs * (os.cpu_count() or 1) if a.spread else a.hogs, None if a.spread else PROCESSOR
        )
        try:
            time.sleep(0.5)
            hogged = _pairings(url, server, a.repeat)
        finally:
            for loop in loops:
                loop.kill()
                loop.wait()
        print(_line("beside the busy loops", hogged))
    finally:
        remove_server(server)
    wall = statistics.median(p.wall for p in hogged) / statistics.median(p.wall for p in quiet)
    figure = venue_parts.not_waiting_ratio(quiet, hogged)
    print(f"beside the busy loops / quiet: wall clock {wall:.2f} x, time not waiting {figure:.2f} x")
    if wall < GROWTH or abs(figure - 1) > MARGIN:
        print(
            f"NOT SHOWN: the wall clock must grow by {GROWTH} x at least (the loops competing) and the time "
            f"not waiting stay within {MARGIN:.0%} of its quiet figure"
        )
        return 1
    print(
        f"shown: the wall clock grew {wall:.2f} x, the time not waiting stayed within {MARGIN:.0%} "
        f"({figure:.2f} x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
