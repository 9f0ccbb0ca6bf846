"""Time a list of players imported at once (issue 30 item 5: a venue desk registering a section), on a
tournament file and on a venue server:

    .venv/bin/python bench/player_import.py [--players 1000] [--registered 0] [--repeat 3] [--no-server]

For each store: a new event holding ``--registered`` players (imported, not timed), then the import of
``--players`` more from one CSV list (name, rating, title, federation, FIDE id; ratings in a seeded
random order, so that most players go between players already numbered: C.04.2 art. 2.4/2.5), first
previewed (``tf.players.preview_import``, the window's preview: rolled back) then stored
(``tf.players.import_list``); ``--repeat`` times, each in a new event. Printed per run: wall clock and
this process's processor time of the preview and of the import; the server's processor time is not
counted (its server process runs beside this one: the wall clock shows what the desk waits for).

The server is a real PostgreSQL started as the tests start theirs (``tests/pg_server.py``), with its
own durability (``fsync`` on, as at a venue). Exit status 1 when the median import (wall clock) of a
store is over ``BUDGET_S``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from formats.csv_players import ParsedCsv, parse_players_csv  # noqa: E402
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server  # noqa: E402
from values import EventSettings  # noqa: E402

BUDGET_S = 3.0
"""The slowest median import of the players (wall clock) allowed, on either store."""
TITLES = ("", "", "", "", "FM", "IM", "GM", "WFM")
FEDERATIONS = ("FRA", "GER", "ESP", "ITA", "RUS", "ENG", "NED", "SUI")


def player_list(count: int, first: int, seed: int) -> ParsedCsv:
    """``count`` players numbered from ``first`` (names and FIDE ids unique), ratings shuffled."""
    shuffle = random.Random(seed)
    rows = [
        f'"Player{first + i:05d}, Test",{shuffle.randrange(1000, 2800)},{shuffle.choice(TITLES)},'
        f"{shuffle.choice(FEDERATIONS)},{30_000_000 + first + i}"
        for i in range(count)
    ]
    return parse_players_csv("name,rating,title,federation,fide id\n" + "\n".join(rows), "players.csv")


def timed(step: Callable[[], object]) -> tuple[float, float]:
    """Wall clock and this process's processor time of ``step``, in seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    step()
    return time.perf_counter() - wall, time.process_time() - cpu


def one_run(where: str, a: argparse.Namespace, run: int) -> dict[str, tuple[float, float]]:
    """A new event at ``where`` (a file path or a server URL), ``--registered`` players in it, then the
    timed preview and import of ``--players`` more."""
    with operations.create(where, EventSettings(f"Import bench {run}", 9), user="bench@desk") as tf:
        if a.registered:
            tf.players.import_list(player_list(a.registered, 0, seed=1000 + run))
        new = player_list(a.players, a.registered, seed=run)
        took = {
            "preview": timed(lambda: tf.players.preview_import(new)),
            "import": timed(lambda: tf.players.import_list(new)),
        }
        assert len(tf.players.all()) == a.registered + a.players
    return took


def report(store: str, runs: list[dict[str, tuple[float, float]]]) -> bool:
    """Print each run and the medians; whether the median import is within ``BUDGET_S``."""
    for step in ("preview", "import"):
        walls = [r[step][0] for r in runs]
        cpus = [r[step][1] for r in runs]
        each = ", ".join(f"{w:.2f}/{c:.2f}" for w, c in zip(walls, cpus, strict=True))
        print(
            f"{store:7s} {step:8s} median {statistics.median(walls):6.2f} s wall, "
            f"{statistics.median(cpus):6.2f} s CPU   (each run wall/CPU: {each})"
        )
    median = statistics.median(r["import"][0] for r in runs)
    within = median <= BUDGET_S
    print(f"{store:7s} import {'ok' if within else 'OVER'} (budget {BUDGET_S:.1f} s wall)")
    return within


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--registered", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-server", action="store_true", help="the tournament file only")
    a = parser.parse_args(argv)
    print(f"{a.players} players imported into an event of {a.registered}, {a.repeat} runs per store")
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        runs = [one_run(str(Path(folder) / f"import{r}.arbiter"), a, r) for r in range(a.repeat)]
    ok &= report("file", runs)
    if a.no_server:
        return 0 if ok else 1
    server: PgServer = start_server(durable=True)
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        runs = [one_run(server.url(server.new_database("imp")), a, r) for r in range(a.repeat)]
    finally:
        remove_server(server)
    ok &= report("server", runs)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
