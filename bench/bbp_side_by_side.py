"""Nightly check (not in CI): one 2,000-player round paired by our engine and by bbpPairings.

    .venv/bin/python bench/bbp_side_by_side.py PATH/TO/bbpPairings.exe [--players 2000] [--round 2]

The reference engines cannot pair the largest events in the time the test suite has (issue 32 item
3: bbpPairings v6 took 38-44 s for a 1,000-player round 2, over 25 minutes for a 3,000-player
round 13), so this is run by hand or at night, given the time. bbpPairings is not part of this
repository: build it yourself from its own sources and pass the path of the binary (v6 pairs the
2025 text of the Dutch system, so the event is paired under the 2025 rules).

The event is made by our generator (``python -m engine -g``, ``--players`` players, 13 rounds, seed
42, cached in ``bench/.cache`` by ``bench/generated.py``) and cut before ``--round``. Both engines
pair that case (``--dutch CASE.trf -p OUT``; ours in a fresh interpreter); their processor times
(the child's user + system time) and wall times are printed, and the pairings compared: the same
pairs with the same colours and the same pairing-allocated bye (the board order is printed apart).
Exits 0 when they agree, 1 when they differ, 2 when bbpPairings failed or ran out of ``--timeout``.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.generated import DEFAULT_SEED, generate_event, write_cases  # noqa: E402
from engine.model import Pairing  # noqa: E402
from engine.trf import read_pairs  # noqa: E402


def timed_child(command: list[str], timeout: float) -> tuple[int | None, float, float]:
    """(exit status, or None when out of time; processor seconds of the child; wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        status: int | None = subprocess.run(
            command, cwd=REPO, timeout=timeout or None, check=False
        ).returncode
    except subprocess.TimeoutExpired:
        status = None
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return status, cpu, wall


def same_pairs(a: Pairing, b: Pairing) -> bool:
    """The same boards (white, black) and the same pairing-allocated bye, in any board order."""
    return set(a.boards) == set(b.boards) and a.bye == b.bye


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bbp", type=Path, help="the bbpPairings binary (built outside this repository)")
    ap.add_argument("--players", type=int, default=2000)
    ap.add_argument("--round", type=int, default=2, help="the round to pair (1-13)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--timeout", type=float, default=0, help="seconds for bbpPairings (0: none)")
    a = ap.parse_args()
    if not os.access(a.bbp, os.X_OK):
        print(f"{a.bbp}: not an executable file", file=sys.stderr)
        return 2
    event = generate_event(a.players, 13, a.seed, log=lambda m: print(m, file=sys.stderr, flush=True))
    case = write_cases(event, [a.round], event.parent / "cases")[0]
    print(f"{case}: {a.players} players, round {a.round}; load average {os.getloadavg()[0]:.1f}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        ours_out, bbp_out = Path(tmp) / "ours.txt", Path(tmp) / "bbp.txt"
        ours = timed_child([sys.executable, "-m", "engine", "--dutch", str(case), "-p", str(ours_out)], 0)
        print(f"ours:        exit {ours[0]}, {ours[1]:8.1f} s CPU, {ours[2]:8.1f} s wall", flush=True)
        theirs = timed_child([str(a.bbp), "--dutch", str(case), "-p", str(bbp_out)], a.timeout)
        status = "out of time" if theirs[0] is None else f"exit {theirs[0]}"
        print(f"bbpPairings: {status}, {theirs[1]:8.1f} s CPU, {theirs[2]:8.1f} s wall", flush=True)
        print(f"load average after: {os.getloadavg()[0]:.1f}")
        if theirs[0] != 0 or not bbp_out.exists():
            print("not compared: bbpPairings gave no pairing")
            return 2
        if ours[0] != 0:
            print("DIFFERENT: our engine gave no pairing")
            return 1
        mine = read_pairs(ours_out.read_bytes(), a.round)
        reference = read_pairs(bbp_out.read_bytes(), a.round)
        if not same_pairs(mine, reference):
            print(f"DIFFERENT: {len(set(mine.boards) ^ set(reference.boards))} board(s) differ")
            return 1
        order = "the same" if mine.boards == reference.boards else "another"
        print(f"same pairing ({len(mine.boards)} boards, bye {mine.bye}), {order} board order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
