"""A desk killed at every write point loses nothing acknowledged on the venue server (issue 30 item 5).

A desk process enters one result (acknowledged: ``tf.results.set`` returned, the desk says so), then a
second one, and is killed (SIGKILL) at the k-th write point of that second operation: before and after
each statement it sends to the server, just before the commit, and after the commit returned but before
the desk could say so. For every k: the acknowledged result and its audit row are on the server; the
result in flight is there whole (board and audit row) or not at all; and another desk writes at once
(the killed desk's transaction and its write lock ended with its connection). The file's counterpart,
with a disk that fails, is ``tests/test_db_kills.py``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

import operations
from tests.conftest import REPO
from tests.test_db_support import pairer, settings
from values import GameResult, PlayerDetails

pytestmark = pytest.mark.slow

DESK = textwrap.dedent(
    """
    import os, signal, sys
    from sqlalchemy import event
    import db.server
    import operations
    from values import GameResult

    url, kill_at, first, second = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    with operations.open_file(url, user="deputy@desk-k") as tf:
        tf.results.set(1, first, GameResult.WHITE_WINS)
        print("ack", first, flush=True)
        points = [0]

        def point(*_args):
            points[0] += 1
            if points[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)

        for name in ("before_cursor_execute", "after_cursor_execute", "commit"):
            event.listen(tf._engine, name, point)
        taken = db.server.take_turn

        def turn(*args):  # the turn's round trip: the board is read locked with it
            point()
            taken(*args)
            point()

        db.server.take_turn = turn
        tf.results.set(1, second, GameResult.BLACK_WINS)
        point()  # stored, not yet said
        print("ack", second, flush=True)
        print("points", points[0], flush=True)
    """
)


def _desk(url: str, kill_at: int, first: int, second: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-c", DESK, url, str(kill_at), str(first), str(second)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_desk_killed_at_every_write_point_loses_nothing_acknowledged(pg_database: str) -> None:
    with operations.create(pg_database, settings(rounds=3), user="chief@desk-1") as tf:
        for i in range(100):
            tf.players.add(PlayerDetails(f"Player {i:02d}", 2400 - i))
        tf.rounds.pair_next(pairer=pairer)
    counted = _desk(pg_database, 0, 1, 2)
    assert counted.returncode == 0, counted.stderr
    points = int(counted.stdout.split("points")[1])
    # before and after each round trip of a result (its turn with its board read locked; the board's
    # update with its audit row and the commit, one round trip on a server: db.server_prepared), the
    # session's commit, the return
    assert points >= 6
    for k in range(1, points + 1):
        first, second = 2 * k + 1, 2 * k + 2
        run = _desk(pg_database, k, first, second)
        assert run.returncode == -signal.SIGKILL, (k, run.stderr)
        told = run.stdout.split()
        assert told[:2] == ["ack", str(first)] and str(second) not in told
        with operations.open_file(pg_database, user="chief@desk-1") as chief:
            boards = {b.board: b.result for b in chief.rounds.boards(1)}
            rows = [e.new for e in chief.audit_log() if e.user == "deputy@desk-k"]
            assert boards[first] is GameResult.WHITE_WINS, k
            in_flight = [r for r in rows if r is not None and f'"board": {second},' in r]
            assert (boards[second], len(in_flight)) in ((None, 0), (GameResult.BLACK_WINS, 1)), k
            chief.results.set(1, 1, GameResult.DRAW if k % 2 else GameResult.WHITE_WINS)  # not held up
