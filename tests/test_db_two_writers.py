"""Two programs writing one file: each operation either lands or is told the file is in use, and
nothing acknowledged is lost (each program enters results on its own boards, as two arbiters at two
computers sharing a network folder would)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import operations
from tests.faults.injector import environment
from tests.test_db_support import new_file, pairer
from values import GameResult

STEPS = 25
CHILD = """
import io, json, sys
from cli.main import run
path, boards = sys.argv[1], [int(b) for b in sys.argv[2].split(",")]
results = ["1-0", "0-1", "1/2"]
log = []
for i in range({steps}):
    board = boards[i % len(boards)]
    value = results[(i // len(boards)) % len(results)]
    err = io.StringIO()
    code = run(["result", path, "1", str(board), value, "--force"], io.StringIO(), err)
    log.append([board, value, code, err.getvalue()])
print(json.dumps(log))
"""


def test_two_programs_writing_one_file_lose_nothing(tmp_path: Path) -> None:
    with new_file(tmp_path, players=8) as tf:
        tf.rounds.pair_next(pairer=pairer)
        base = len(tf.audit_log())
    path = tmp_path / "t.arbiter"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD.format(steps=STEPS), str(path), boards],
            env=environment(None),
            stdout=subprocess.PIPE,
            text=True,
        )
        for boards in ("1,2", "3,4")
    ]
    logs = [json.loads(c.communicate(timeout=300)[0]) for c in children]
    stored: dict[int, str | None] = dict.fromkeys(range(1, 5))
    changes = 0
    for log in logs:
        for board, value, code, err in log:
            if code == 0:
                label = GameResult.parse(value).value
                changes += stored[board] != label
                stored[board] = label
            else:
                assert code == 1 and "already open in another Arbiter Desk" in err, err
    with operations.open_file(path) as tf:
        boards = {b.board: (b.result.value if b.result else None) for b in tf.rounds.get(1).boards}
        assert {b: boards[b] for b in range(1, 5)} == stored
        assert len(tf.audit_log()) - base == changes
    refused = sum(code != 0 for log in logs for _, _, code, _ in log)
    print(f"{refused} of {2 * STEPS} operations were told the file is in use")
    assert refused + sum(code == 0 for log in logs for _, _, code, _ in log) == 2 * STEPS
