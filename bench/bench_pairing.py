"""Benchmark: how long the Dutch engine takes to pair one round of a big event (issue 4).

Not a test: it prints a table. Each case runs in a fresh interpreter so that its peak memory
(maximum resident set size) is its own; the wall time is the median of ``--repeat`` pairings
inside that interpreter (reading the TRF is not timed).

    .venv/bin/python bench/bench_pairing.py                      # the large conformance cases
    .venv/bin/python bench/bench_pairing.py --rounds 2,11 --repeat 3
    .venv/bin/python bench/bench_pairing.py --case path/to/round_05.trf
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from engine.model import Board, Pairing  # noqa: E402
from engine.trf import read_pairs  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
LARGE = REPO.parent / "shared" / "conformance" / "large" / "cases"

# Targets from issue 4 (seconds per round), by player count.
TARGETS = {400: 0.3, 1000: 4.0, 2000: None, 3000: 60.0}
# bbpPairings v6 on this machine, from issue 4 (players, round) -> seconds.
BBP = {(400, 2): "1.5", (400, 11): "2.5-2.9", (1000, 2): "38-44", (1000, 11): "44", (3000, 13): "> 1500"}

_CHILD = r"""
import json, resource, sys, time
from engine.trf import format_pairs, read_trf_file
from engine.dutch import pair_round
path, repeat = sys.argv[1], int(sys.argv[2])
t = read_trf_file(path)
times = []
pairing = None
for _ in range(repeat):
    start = time.perf_counter()
    pairing = pair_round(t)
    times.append(time.perf_counter() - start)
print(json.dumps({"players": len(t.players), "round": pairing.round, "times": times,
                  "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "pairs": format_pairs(pairing)}))
"""


def _pairs_and_bye(pairing: Pairing) -> tuple[set[Board], int | None]:
    return set(pairing.boards), pairing.bye


def run_case(trf: Path, repeat: int) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD, str(trf), str(repeat)], cwd=REPO, capture_output=True, text=True
    )
    if proc.returncode != 0:
        return {"error": (proc.stderr or proc.stdout).strip().splitlines()[-1:]}
    data: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    got = read_pairs(str(data["pairs"]), 1)
    expected_file = trf.with_suffix(".expected")
    if expected_file.exists():
        expected = read_pairs(expected_file.read_bytes(), 1)
        data["identical"] = _pairs_and_bye(got) == _pairs_and_bye(expected)
    else:
        data["identical"] = None
    return data


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--case", action="append", type=Path, help="a TRF to pair (with .expected beside it)")
    ap.add_argument("--rounds", default="2,11", help="rounds of the large cases (comma list or 'all')")
    ap.add_argument("--repeat", type=int, default=3, help="pairings per case; the median is reported")
    a = ap.parse_args()
    cases: list[Path] = list(a.case or [])
    if not cases:
        if not LARGE.is_dir():
            print(f"no cases given and {LARGE} is missing", file=sys.stderr)
            return 2
        for event in sorted(LARGE.iterdir(), key=lambda p: int(p.name.split("_p")[1].split("_")[0])):
            rounds = sorted(event.glob("round_*.trf"))
            if a.rounds != "all":
                wanted = {int(r) for r in a.rounds.split(",")}
                rounds = [r for r in rounds if int(r.stem.split("_")[1]) in wanted]
            cases.extend(rounds)
    print(f"{'case':<40} {'players':>7} {'round':>5} {'median s':>9} {'target s':>8} {'bbp v6 s':>9} "
          f"{'peak MB':>8} {'identical':>9}")
    failures = 0
    for trf in cases:
        r = run_case(trf, a.repeat)
        name = f"{trf.parent.name}/{trf.stem}"
        if "error" in r:
            print(f"{name:<40} ERROR {r['error']}")
            failures += 1
            continue
        players, rnd = int(r["players"]), int(r["round"])  # type: ignore[call-overload]
        median = statistics.median(r["times"])  # type: ignore[type-var]
        target = TARGETS.get(players)
        ident = r["identical"]
        failures += ident is False
        print(f"{name:<40} {players:>7} {rnd:>5} {median:>9.3f} {target if target else '-':>8} "
              f"{BBP.get((players, rnd), '-'):>9} {int(r['maxrss_kb']) / 1024:>8.1f} "  # type: ignore[call-overload]
              f"{'-' if ident is None else ('yes' if ident else 'NO'):>9}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
