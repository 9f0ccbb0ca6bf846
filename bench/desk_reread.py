"""What the window's desk lane spends re-reading the event after a write with no display step (issue 30
item 3), on a venue server over loopback:

    .venv/bin/python bench/desk_reread.py [--players 500] [--rounds 3] [--repeat 30] [--budget-ms 100]

A real PostgreSQL is started as the tests start theirs (``tests/pg_server.py``, with PostgreSQL's own
durability: a commit is on the disk before it is acknowledged). One section of ``--players`` players,
``--rounds`` rounds paired and played (not timed), the next one paired.

Then, ``--repeat`` times, what ``arbiter_gui.operations.Operations.run_in_turn`` does on the ``DESK``
lane for a write without a display step (a check-in tick, a player's rating corrected): the write
(``tf.desk.check_in``, ``tf.players.edit``: one transaction each); what follows a correction now, its
record made into the window's state with no read (``FileState.with_player``); what follows a
registration or a bye now, the players read again and the boards kept from the window's state
(``tf.snapshot_players``, ``players_only=True``); and what followed every such write before, the
whole event read again (``tf.snapshot()``) and its running scores made as the window makes them. Each
is timed apart (wall, and this process's processor time). Printed: the medians and 95th percentiles,
the load average before and after, and the re-reads' share of the lane's time per correction.

Exit status 1 when the players' re-read's median is over ``--budget-ms`` (100 ms: a tenth of a second
during which the next write typed waits behind it on the lane).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import operations  # noqa: E402
from arbiter_gui.session import FileState  # noqa: E402
from tests.pg_server import PASSWORD, remove_server, start_server  # noqa: E402
from values import EventSettings, FileSnapshot, GameResult, PlayerDetails, PlayerRecord  # noqa: E402

CYCLE = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def _event(url: str, players: int, rounds: int) -> None:
    settings = EventSettings(name="Desk bench", number_of_rounds=rounds + 2)
    with operations.create(url, settings, user="bench") as tf:
        for n in range(players):
            tf.players.add(PlayerDetails(f"Player {n:04d}, Bench", rating=2600 - n, federation="FRA"))
        for rnd in range(1, rounds + 2):
            tf.rounds.pair_next()
            if rnd <= rounds:
                for i, board in enumerate(tf.rounds.boards(rnd)):
                    if board.black is not None:
                        tf.results.set(rnd, board.board, CYCLE[i % 3])


def _ms(values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p95 = statistics.quantiles(ms, n=20, method="inclusive")[18] if len(ms) > 1 else ms[0]
    return f"median {statistics.median(ms):6.1f} ms, p95 {p95:6.1f} ms"


def _timed(function: Callable[[], object]) -> tuple[float, object]:
    started = time.perf_counter()
    result = function()
    return time.perf_counter() - started, result


def _timed_cpu(function: Callable[[], object]) -> tuple[float, float, object]:
    """(wall seconds, this process's processor seconds, the result)."""
    started, cpu = time.perf_counter(), time.process_time()
    result = function()
    return time.perf_counter() - started, time.process_time() - cpu, result


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--budget-ms", type=float, default=100.0)
    a = parser.parse_args(argv)
    server = start_server(durable=True)
    os.environ["PGPASSWORD"] = PASSWORD
    try:
        url = server.url(server.new_database("desk"))
        started = time.perf_counter()
        _event(url, a.players, a.rounds)
        print(
            f"{a.players} players, {a.rounds} rounds played and round {a.rounds + 1} paired, on the server "
            f"in {time.perf_counter() - started:.0f} s (not timed); load average {os.getloadavg()[0]:.1f}"
        )
        return _measure(url, a)
    finally:
        remove_server(server)


def _measure(url: str, a: argparse.Namespace) -> int:
    writes: dict[str, list[float]] = {"check-in tick": [], "rating corrected": []}
    labels = {
        "whole": "the whole event's re-read (before)",
        "players": "the players' re-read (after)",
        "record": "the record made into the state (after)",
    }
    reads: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in labels}
    states: list[float] = []
    load_before = os.getloadavg()[0]
    with operations.open_file(url, user="jon@desk-2") as tf:
        players = tf.players.all()
        window = FileState(Path("desk"), tf.snapshot(), 1)
        held = window.rounds  # the window's rounds: no write here changes a board
        for i in range(a.repeat):
            player = players[i % len(players)]
            seconds, _ = _timed(partial(tf.desk.check_in, player.id, True))
            writes["check-in tick"].append(seconds)
            details = replace(player.details, rating=player.details.rating + 1 + i % 2)
            seconds, record = _timed(partial(tf.players.edit, player.id, details))
            writes["rating corrected"].append(seconds)
            assert isinstance(record, PlayerRecord)
            wall, cpu, made = _timed_cpu(partial(window.with_player, record))
            _add(reads["record"], wall, cpu)
            assert isinstance(made, FileState)
            window = made
            wall, cpu, partly = _timed_cpu(partial(tf.snapshot_players, held))
            _add(reads["players"], wall, cpu)
            wall, cpu, snapshot = _timed_cpu(tf.snapshot)
            _add(reads["whole"], wall, cpu)
            assert isinstance(snapshot, FileSnapshot) and partly == snapshot  # the same event
            assert window.snapshot == snapshot  # the record made in: the same event too
            state = FileState(Path("desk"), snapshot, 1)
            started = time.perf_counter()
            state.running_scores  # noqa: B018 - made once, as the window makes it
            states.append(time.perf_counter() - started)
    for name, times in writes.items():
        print(f"the write, {name:17}: {_ms(times)}")
    for name, label in labels.items():
        wall_times, cpu_times = reads[name]
        print(f"{label:40}: wall {_ms(wall_times)}; processor {_ms(cpu_times)}")
    print(f"{'the running scores of the whole re-read':40}: {_ms(states)}")
    write = statistics.median(writes["rating corrected"])
    whole = statistics.median(reads["whole"][0])
    partly = statistics.median(reads["players"][0])
    print(
        f"the re-read's share of a correction's time on the lane: {whole / (write + whole):.0%} whole, "
        f"{partly / (write + partly):.0%} players only"
    )
    print(f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after")
    over = partly * 1000 > a.budget_ms
    verdict = "over" if over else "within"
    print(f"players' re-read median {partly * 1000:.0f} ms: {verdict} {a.budget_ms:.0f} ms")
    return 1 if over else 0


def _add(times: tuple[list[float], list[float]], wall: float, cpu: float) -> None:
    times[0].append(wall)
    times[1].append(cpu)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
