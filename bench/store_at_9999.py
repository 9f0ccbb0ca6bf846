"""Benchmark: the store's part of two steps of issue 32 item 4 at 9,999 players, in processor time.

    .venv/bin/python bench/store_at_9999.py [--runs 3] [--code-from DIR] [--no-collector] [FILE.trf]

Without FILE the event is the generated one of ``bench/whole_program.py`` (9,999 players, 13 rounds,
seed 42, ``bench/.cache/gen_p9999_r13_s42/event.trf``, made by ``bench/generated.py`` on the first run
of ``bench/whole_program.py``). It is imported into a new tournament
file (``operations.import_trf``) with the window's tie-breaks (``BH/C1, BH, SB, DE``, as
``bench/gui_latency.py`` sets them) and one more round announced, then:

- standings: ``engine.standings.event_standings`` after the last complete round, what the window's
  worker computes for "standings current" besides its crosstable rows (``arbiter_gui``'s part);
- pairing beyond the engine: ``tf.rounds.pair_next`` of round 14 (the engine's input made from the
  file, the engine, the round stored with its audit row, the backup copy) less the engine's own
  processor time (``engine.dutch.pair_round``, timed apart); a fresh copy of the file each run.

Each the fastest of ``--runs``, in processor time (``time.process_time``: the machine is shared, so
wall time would mostly measure the others). Budgets, the issue's for the whole step (the window's
part comes on top): standings < 1 s, pairing beyond the engine < 2 s; exits 1 when one is over.
``--code-from DIR`` imports the program from another checkout (e.g. one made by ``git archive`` of
``main``, to compare); ``--no-collector`` switches Python's cyclic garbage collector off for the
measures, as the window does on its worker threads (``arbiter_gui.collector``: it collects on the UI
thread instead). The pairing holds the collector off itself while its input is made and its round
stored (``operations.collector_hold``), with or without ``--no-collector``.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
TIEBREAKS = ("BH/C1", "BH", "SB", "DE")
BUDGETS = {"standings": 1.0, "pairing beyond the engine": 2.0}
"""Issue 32 item 4, in seconds."""


def fastest(runs: int, step: Callable[[], float]) -> float:
    """The least of ``runs`` values returned by ``step`` (each a processor time)."""
    return min(step() for _ in range(runs))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trf", nargs="?", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--code-from", type=Path, default=REPO_ROOT)
    parser.add_argument("--no-collector", action="store_true", help="cyclic garbage collector off")
    args = parser.parse_args(argv)
    if args.trf is None:
        args.trf = REPO_ROOT / "bench/.cache/gen_p9999_r13_s42/event.trf"  # bench/generated.py's
        if not args.trf.exists():
            print(f"{args.trf} is not made yet: run bench/whole_program.py once, or give a TRF")
            return 2
    sys.path.insert(0, str(args.code_from.resolve()))
    from engine.dutch import pair_round
    from engine.standings import event_standings
    from operations import tournament_file

    print(f"program from {args.code_from.resolve()}; {args.trf}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        prepared = Path(tmp) / "prepared.arbiter"
        tf, _ = tournament_file.import_trf(args.trf, prepared)
        with tf:
            event = tf.event.settings()
            tf.event.update(
                dataclasses.replace(event, tiebreaks=TIEBREAKS, number_of_rounds=event.number_of_rounds + 1)
            )
            tournament = tf.tournament()
        if args.no_collector:
            gc.disable()

        def standings() -> float:
            start = time.process_time()
            event_standings(tournament)
            return time.process_time() - start

        engine_times: list[float] = []

        def timed_engine(t: Any) -> Any:
            start = time.process_time()
            try:
                return pair_round(t)
            finally:
                engine_times.append(time.process_time() - start)

        def pairing() -> float:
            copy = Path(tmp) / "pairing.arbiter"
            copy.unlink(missing_ok=True)
            shutil.rmtree(Path(tmp) / "pairing.arbiter.backups", ignore_errors=True)
            shutil.copy(prepared, copy)
            engine_times.clear()
            with tournament_file.open_file(copy) as paired:
                start = time.process_time()
                paired.rounds.pair_next(pairer=timed_engine)
                return time.process_time() - start - sum(engine_times)

        took = {
            "standings": fastest(args.runs, standings),
            "pairing beyond the engine": fastest(args.runs, pairing),
        }
    over = []
    for name, seconds in took.items():
        print(f"{name:<28} {seconds:6.2f} s CPU   (budget < {BUDGETS[name]:.0f} s)")
        if seconds > BUDGETS[name]:
            over.append(name)
    print("over budget: " + ", ".join(over) if over else "every budget met")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
