"""Crash safety: a program killed (SIGKILL) while entering results loses no result whose operation had
returned, and the file opens cleanly afterwards (rollback journal + synchronous=EXTRA, one transaction
per operation)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import operations
from tests.conftest import REPO
from tests.test_db_support import new_file, pairer
from values import GameResult

RESULTS = list(GameResult)
BOARDS = 4

CHILD = f"""
import sys, operations
from values import GameResult
results = list(GameResult)
tf = operations.open_file(sys.argv[1])
i = 0
while True:
    tf.results.set(1, i % {BOARDS} + 1, results[i % len(results)])
    print(i, flush=True)
    i += 1
"""


def _state_after(operations: int) -> dict[int, GameResult | None]:
    """The results of round 1 after the first ``operations`` operations of the child's sequence."""
    state: dict[int, GameResult | None] = dict.fromkeys(range(1, BOARDS + 1))
    for i in range(operations):
        state[i % BOARDS + 1] = RESULTS[i % len(RESULTS)]
    return state


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
@pytest.mark.parametrize("kill_after", [1, 25, 120])
def test_killed_while_entering_results_loses_nothing_acknowledged(tmp_path: Path, kill_after: int) -> None:
    with new_file(tmp_path, players=2 * BOARDS) as tf:
        tf.rounds.pair_next(pairer=pairer)
        log_before = len(tf.audit_log())
    path = tmp_path / "t.arbiter"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)], cwd=REPO, stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    acknowledged = 0
    for line in child.stdout:
        acknowledged = int(line) + 1
        if acknowledged >= kill_after:
            break
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    for line in child.stdout:  # acknowledgements written before the kill landed
        acknowledged = int(line) + 1
    assert acknowledged >= kill_after

    with operations.open_file(path) as tf:
        stored = {b.board: b.result for b in tf.rounds.get(1).boards}
        done = len(tf.audit_log()) - log_before
        # Every acknowledged operation is there; at most the one in flight when the kill came, too.
        assert done in (acknowledged, acknowledged + 1)
        assert stored == _state_after(done)
        assert tf.connection_settings()["journal_mode"] == "delete"
