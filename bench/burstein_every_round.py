"""Benchmark: every round of a 9,999-player Burstein event within 60 s of CPU and 2 GB (issue 32 item 2).

Not a test: it prints one line per round and exits 1 when a round is over ``--cpu`` seconds of CPU
or ``--memory`` MB of peak memory (the issue's goal for 9,999 players: 60 s and 2 GB), or when a
round could not be paired.

The event is made by the generator (``engine.generator.generate``: seed 28, the bench's rates of
``bench/systems_speed.py``: draws, forfeits, half-point byes, withdrawals; record 192
``FIDE_BURSTEIN``), and every round, first to last, is paired by the Burstein engine exactly as an
arbiter's command line would pair it: the tournament as it stands before the round (earlier rounds
played, the round's requested byes and withdrawals marked) is written as a TRF under
``--folder`` (default ``bench/.cache/burstein_every_round/``, git-ignored, kept for profiling), then
``/usr/bin/time -v python -m engine --burstein round_NN.trf -p round_NN.pairs`` runs in a fresh
interpreter. Its pairing is read back and becomes the event's round (so the history is the Burstein
engine's own, not the Dutch engine's). CPU = user + system seconds, peak = the maximum resident set
(kB / 1,024), both as ``/usr/bin/time`` reports them for the whole process (reading the TRF and
Python's start included); the load average is shown beside each round, since other work on the
machine stretches the wall clock.

    .venv/bin/python bench/burstein_every_round.py                       # 9,999 players, 9 rounds
    .venv/bin/python bench/burstein_every_round.py --rounds 13
    .venv/bin/python bench/burstein_every_round.py --players 300 --rounds 5 --cpu 5 --memory 300
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from bench.gnu_time import TIME, read_report  # noqa: E402
from bench.systems_speed import bench_event  # noqa: E402
from engine.dutch.state import round_to_pair  # noqa: E402
from engine.generator import generate  # noqa: E402
from engine.model import Pairing, PairingSystem, Tournament  # noqa: E402
from engine.trf.pairs import read_pairs  # noqa: E402
from engine.trf.writer import write_trf_file  # noqa: E402

FOLDER = Path(__file__).resolve().parent / ".cache" / "burstein_every_round"


@dataclass(frozen=True, slots=True)
class RoundCost:
    """What one round's pairing cost, as ``/usr/bin/time -v`` reports it."""

    round: int
    cpu: float
    """User + system seconds."""
    wall: float
    peak_mb: float
    load: float
    """The one-minute load average when the pairing ended."""


def pair_in_fresh_process(t: Tournament, folder: Path, costs: list[RoundCost]) -> Pairing:
    """Pair the round ``t`` stands before with ``python -m engine --burstein`` under ``/usr/bin/time -v``
    and record its cost in ``costs``."""
    number = round_to_pair(t)
    case = folder / f"round_{number:02d}.trf"
    pairs = case.with_suffix(".pairs")
    case.unlink(missing_ok=True)
    pairs.unlink(missing_ok=True)
    write_trf_file(t, case)
    command = [TIME, "-v", sys.executable, "-m", "engine", "--burstein", str(case), "-p", str(pairs)]
    done = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    report = done.stderr
    if done.returncode != 0:
        raise RuntimeError(f"round {number}: the engine exited {done.returncode}:\n{report}")
    figures = read_report(report)
    cost = RoundCost(
        round=number,
        cpu=figures.cpu,
        wall=figures.wall,
        peak_mb=figures.peak_mb,
        load=os.getloadavg()[0],
    )
    costs.append(cost)
    return read_pairs(pairs.read_bytes(), number)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=9999)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--cpu", type=float, default=60.0, help="CPU seconds allowed per round")
    parser.add_argument("--memory", type=float, default=2048.0, help="peak MB allowed per round")
    parser.add_argument("--folder", type=Path, default=None, help="where the rounds' TRFs are written")
    args = parser.parse_args(argv)
    folder = args.folder or FOLDER / f"p{args.players}_r{args.rounds}_s{args.seed}"
    folder.mkdir(parents=True, exist_ok=True)
    config = bench_event(args.players, args.rounds, args.seed, PairingSystem.BURSTEIN)
    costs: list[RoundCost] = []
    print(f"{args.players} players, {args.rounds} rounds, seed {args.seed}: TRFs in {folder}", flush=True)

    def pair(t: Tournament) -> Pairing:
        pairing = pair_in_fresh_process(t, folder, costs)
        c = costs[-1]
        verdict = "over" if c.cpu > args.cpu or c.peak_mb > args.memory else "ok"
        print(
            f"round {c.round:2d}: cpu {c.cpu:7.2f} s, wall {c.wall:7.2f} s, peak {c.peak_mb:7.0f} MB,"
            f" load {c.load:5.2f}  {verdict}",
            flush=True,
        )
        return pairing

    try:
        generate(config, pair)
    except RuntimeError as error:
        print(error)
        return 1
    worst_cpu = max(c.cpu for c in costs)
    worst_peak = max(c.peak_mb for c in costs)
    print(
        f"worst: cpu {worst_cpu:.2f} s (budget {args.cpu:.0f} s),"
        f" peak {worst_peak:.0f} MB (budget {args.memory:.0f} MB)"
    )
    return 1 if worst_cpu > args.cpu or worst_peak > args.memory else 0


if __name__ == "__main__":
    sys.exit(main())
