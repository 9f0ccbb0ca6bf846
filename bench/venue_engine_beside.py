"""Does the pairing engine's own processor time grow when the OTHER processor is busy? (issue 30 item 5)

    .venv/bin/python bench/venue_engine_beside.py [--players 1000] [--repeat 8]

Round 2 of a ``--players`` section (``bench/venue_load.py``'s section C, round 1 played, in a tournament
file: no server) is planned once; then the engine (the Dutch pairing, no store) pairs that same input
over and over in this process, pinned to processor 0, with processor 1 left to the machine's other work
(``idle``), given a busy loop too (``busy``: arithmetic, little memory) or a loop writing 64 MB over and
over (``stream``: the shared cache and the memory), in turns (idle, busy, stream, idle, ...), so that the
others' load on this machine drifts over all three alike. Each pairing's processor time is its thread's
time on a processor (``/proc``'s schedstat), which no wait for a processor is part of.

Under ``bench/venue_load.py``'s load the pairing desk's processor time grows (the engine's the most,
``bench/venue_pairing_parts.py``); when it grows here too, a processor busy beside the engine's slows it
(a shared cache, the memory, a host's hyper-thread), when not, what slows it is sharing its own processor
with other processes in turns (its caches refilled after each). Prints each setting's least / median /
most; nothing judged (exit 0).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import operations  # noqa: E402
from bench.venue_load import CYCLE  # noqa: E402
from bench.venue_parts import spread  # noqa: E402
from formats.csv_players import parse_players_csv  # noqa: E402
from operations import ops_rounds  # noqa: E402
from values import EventSettings  # noqa: E402

LOOPS = {
    "busy": "import os, sys\nos.sched_setaffinity(0, {1})\nwhile True:\n    pass\n",
    "stream": (
        "import os\nos.sched_setaffinity(0, {1})\nblock = bytearray(64 * 2**20)\n"
        "while True:\n    block[:] = bytes(len(block))\n"
    ),
}
"""What runs on processor 1 in each setting but ``idle`` (killed after the pairing)."""


def _thread_ran() -> float:
    path = Path(f"/proc/self/task/{threading.get_native_id()}/schedstat")
    return int(path.read_text().split()[0]) / 1e9


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=8)
    a = parser.parse_args(argv)
    if len(os.sched_getaffinity(0)) < 2:
        raise SystemExit("needs two processors: the engine on one, the loops on the other")
    with tempfile.TemporaryDirectory() as folder:
        settings = EventSettings(name="Section C", number_of_rounds=9, city="Venue", federation="FID")
        with operations.create(Path(folder) / "c.arbiter", settings) as tf:
            rows = [f'"Player {i:04d}",{2600 - (i * 1200) // a.players}' for i in range(a.players)]
            tf.players.import_list(parse_players_csv("name,rating\n" + "\n".join(rows), "players.csv"))
            for b in tf.rounds.pair_next().boards:
                tf.results.set(1, b.board, CYCLE[b.board % 3])
            plan = tf.read(ops_rounds.plan_next_round)
            pair = tf.read(ops_rounds.event_pairer)
    os.sched_setaffinity(0, {0})
    ran: dict[str, list[float]] = {"idle": [], "busy": [], "stream": []}
    pair(plan.tournament)  # the engine's modules loaded, not counted
    print(f"load average {os.getloadavg()[0]:.1f} at the start; the engine on processor 0")
    for _ in range(a.repeat):
        for setting, times in ran.items():
            loop = subprocess.Popen([sys.executable, "-c", LOOPS[setting]]) if setting in LOOPS else None
            try:
                time.sleep(0.3)  # the loop running
                before = _thread_ran()
                pair(plan.tournament)
                times.append(_thread_ran() - before)
            finally:
                if loop is not None:
                    loop.kill()
                    loop.wait()
    for setting, times in ran.items():
        print(
            f"processor 1 {setting}: the engine's processor time, least / median / most: "
            f"{spread(times, 1000)} ms"
        )
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
