"""Benchmark: the processor time of one full standings computation on the large events (issue #16).

Not a test: it prints a table. ``engine.standings.event_standings`` (record, every tie-break value,
ranking, shared places) on the 400- and 1,000-player events of ``../shared/conformance/large``, after
round 10 and after round 11, under the tie-break lists the window uses (``BH/C1, BH, SB, DE``, as
``bench/gui_latency.py`` sets) and the ``fide`` preset (``BH/C1, BH, SB, PS, DE``). Each line: the median
and the worst of ``--runs`` computations, in processor time (``time.process_time``: the machine is
shared, so wall time would mostly measure the others).

    .venv/bin/python bench/bench_standings.py [--runs 15] [--engine-from DIR] [--reference]

``--engine-from DIR`` imports ``engine`` from another checkout (e.g. ``/work/main``, to compare with
the code before a change); ``--reference`` ranks on the explanations of every value
(``engine.tiebreaks.ranking.values_by_explanation``, the path the fast values replaced).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
LARGE = REPO_ROOT.parent / "shared/conformance/large/tournaments"
LISTS = {"window": ("BH/C1", "BH", "SB", "DE"), "fide": ("BH/C1", "BH", "SB", "PS", "DE")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--engine-from", type=Path, default=REPO_ROOT)
    parser.add_argument("--reference", action="store_true", help="rank on the explanations (the old path)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.engine_from.resolve()))

    from engine.standings import event_standings
    from engine.trf.reader import read_trf_file

    if args.reference:
        from engine.tiebreaks import ranking

        ranking.values_of = ranking.values_by_explanation  # type: ignore[assignment]
    print(f"engine from {args.engine_from.resolve()}{' (reference path)' if args.reference else ''}")
    print(f"{'event':<22} {'list':<7} {'after':>5} {'median ms':>10} {'worst ms':>9}")
    for path in sorted(LARGE.glob("*.trf")):
        tournament = read_trf_file(path)
        for name, codes in LISTS.items():
            event = dataclasses.replace(tournament, tiebreaks=codes)
            for after in (10, 11):
                times = []
                for _ in range(args.runs):
                    start = time.process_time()
                    event_standings(event, after)
                    times.append(time.process_time() - start)
                median, worst = statistics.median(times) * 1000, max(times) * 1000
                print(f"{path.stem:<22} {name:<7} {after:>5} {median:>10.1f} {worst:>9.1f}")


if __name__ == "__main__":
    main()
