"""Killed at any moment, nothing acknowledged is lost and the file stays intact.

- At a write point: ``arbiter ...`` is killed (SIGKILL, by the fault injector) just before a chosen
  write of result, withdraw, add-player, pair, delete-round, import-csv, import-trf, import-results,
  undo-import-results and pair --all (every round of a round robin at once); the next open
  finds the file as it was before or after the operation, ``PRAGMA integrity_check`` ok.
- At a random moment: a program runs a sequence of every kind of operation and is killed at a random
  time; every operation that had exited 0 is in the file (its audit row), at most the one in flight too.

``bench/soak_file_safety.py`` does the same at every write point and with many more random kills.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import operations
from tests.faults.injector import Fault, count_points, environment, run_arbiter
from tests.faults.outcomes import content, integrity
from tests.faults.outputs import FIXED_TIME, OUTPUTS, OutputScenario, baseline, judge_output
from tests.faults.scenarios import FILE, MARK, READY, SCENARIOS, Scenario, fresh_copy, make_fixtures, sample

pytestmark = pytest.mark.slow

KILL_POINTS = 4
KILLED = [
    s
    for s in SCENARIOS
    if s.name
    in (
        "result",
        "withdraw",
        "add-player",
        "pair",
        "delete-round",
        "import-csv",
        "import-trf",
        "import-results",
        "undo-import-results",
        "pair --all",
    )
]


@pytest.fixture(scope="module")
def fixtures(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return make_fixtures(tmp_path_factory.mktemp("fixtures"))


@pytest.mark.parametrize("scenario", KILLED, ids=[s.name for s in KILLED])
def test_killed_at_a_write_point_the_file_is_before_or_after(
    scenario: Scenario, fixtures: dict[str, Path], tmp_path: Path
) -> None:
    fixture = fixtures[scenario.fixture]
    counting = fresh_copy(fixture, tmp_path / "count")
    before = content(counting / FILE)
    total, clean = count_points(list(scenario.argv), counting, MARK)
    assert clean.code == 0
    after = content(counting / FILE)

    def one(i_k: tuple[int, int]) -> tuple[int, str]:
        i, k = i_k
        folder = fresh_copy(fixture, tmp_path / f"kill{i}")
        run = run_arbiter(list(scenario.argv), folder, Fault(MARK, at=k, kill=True))
        if run.code != -signal.SIGKILL:
            return k, f"not killed: exit {run.code}"
        if (folder / FILE).exists():
            with operations.open_file(
                folder / FILE
            ) as tf:  # the program's own open: stale lock, journal rolled back
                tf.players.all()
            if integrity(folder / FILE) != "ok":
                return k, "damaged"
        state = content(folder / FILE)
        if state not in (before, after):
            return k, "neither before nor after"
        again = run_arbiter(list(scenario.argv), folder) if state == before else None
        if again is not None and (again.code != 0 or content(folder / FILE) != after):
            return k, f"the operation cannot be done again after the kill: {again.err}"
        return k, ""

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, enumerate(sample(total, KILL_POINTS))))
    assert [r for r in results if r[1]] == [], f"{total} write points"


OUTPUT_KILL_POINTS = 3
KILLED_OUTPUTS = [o for o in OUTPUTS if o.name in ("export json", "publish")]


@pytest.mark.parametrize("scenario", KILLED_OUTPUTS, ids=[o.name for o in KILLED_OUTPUTS])
def test_killed_at_an_output_write_point_the_old_output_or_the_new_one_is_there_whole(
    scenario: OutputScenario, fixtures: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An export or a publication killed at one of its write points: the tournament file is as it was,
    each output file old or new (never partial or empty); only a temporary may be left, which a later
    write removes once stale (``osfiles.output_files.remove_stale_temporaries``)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", FIXED_TIME)
    base = baseline(scenario, fixtures, tmp_path)

    def one(i_k: tuple[int, int]) -> list[str]:
        i, k = i_k
        folder = fresh_copy(base.prepared, tmp_path / f"kill{i}")
        run = run_arbiter(list(scenario.argv), folder, Fault(MARK, at=k, kill=True))
        if run.code != -signal.SIGKILL:
            return [f"point {k}: not killed: exit {run.code}"]
        wrong = judge_output(scenario, base, folder, run.code, run.err, None, killed=True)
        return [f"point {k}: {w}" for w in wrong]

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, enumerate(sample(base.points, OUTPUT_KILL_POINTS))))
    assert [p for r in results for p in r] == [], f"{scenario.name}: {base.points} write points"


SEQUENCE = [
    ["add-player", FILE, "--name", "Late, One", "--rating", "1450"],
    ["withdraw", FILE, "3"],
    ["pair", FILE],
    ["delete-round", FILE],
    ["pair", FILE],
    *(["result", FILE, "2", str(b), "1-0"] for b in range(1, 6)),
    ["import-csv", FILE, "players.csv"],
    ["result", FILE, "1", "1", "0-1", "--force"],
    ["pair", FILE],
]

CHILD = """
import io, sys
from cli.main import run
steps = {steps!r}
for i, argv in enumerate(steps):
    code = run(argv, io.StringIO(), io.StringIO())
    if code != 0:
        print("failed", i, flush=True)
        sys.exit(3)
    print(i, flush=True)
"""


def _kill_during_sequence(folder: Path, seed: int) -> tuple[int, int, int, str]:
    """Run the sequence, kill it at a random moment; (acknowledged, audit rows added, pause, problem)."""
    rng = random.Random(seed)
    with operations.open_file(folder / FILE) as tf:
        base = len(tf.audit_log())
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(steps=SEQUENCE)],
        cwd=folder,
        env=environment(None),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    stop_after = rng.randrange(len(SEQUENCE))
    pause = rng.randrange(0, 120)
    acknowledged = 0
    for line in child.stdout:
        if line.startswith("failed"):
            child.wait()
            return acknowledged, 0, pause, line
        acknowledged = int(line) + 1
        if acknowledged > stop_after:
            break
    time.sleep(pause / 1000)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=60)
    for line in child.stdout:
        if not line.startswith("failed"):
            acknowledged = int(line) + 1
    with operations.open_file(folder / FILE) as tf:
        added = len(tf.audit_log()) - base
    problem = "" if integrity(folder / FILE) == "ok" else "damaged"
    return acknowledged, added, pause, problem


@pytest.mark.parametrize("seed", range(4))
def test_random_kills_during_every_kind_of_operation_lose_nothing_acknowledged(
    seed: int, fixtures: dict[str, Path], tmp_path: Path
) -> None:
    folder = fresh_copy(fixtures[READY], tmp_path / "run")
    acknowledged, added, pause, problem = _kill_during_sequence(folder, seed)
    assert problem == ""
    # Every acknowledged operation (one audit row each) is there; at most the one in flight, too.
    assert added in (acknowledged, acknowledged + 1), (
        acknowledged,
        added,
        pause,
    )
