"""Benchmark: the Dubov engine pairing every round of a 1,000-player event (issue 28 item 4).

Not a test: it prints the time of each round's pairing and exits 1 when one is over the budget
(5 s by default). The event is made by the generator (``engine.dubov.generator``) with a fixed
seed, so every run pairs the same rounds; only :func:`engine.dubov.pair_round` is timed, and each
pairing is checked against [C1]-[C3] and the PAB rules (:func:`engine.dubov.checker.pairing_breaches`
must name nothing but, at most, differences of colour rules it does not time).

    .venv/bin/python bench/bench_dubov.py                    # 1,000 players, 9 rounds, 5 s
    .venv/bin/python bench/bench_dubov.py --players 400 --rounds 11 --budget 2
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.dubov import pair_round  # noqa: E402
from engine.dubov.checker import pairing_breaches  # noqa: E402
from engine.generator import GeneratorConfig, generate  # noqa: E402
from engine.model import Pairing, Tournament  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--budget", type=float, default=5.0, help="seconds per round")
    args = parser.parse_args(argv)
    times: list[float] = []
    broken: list[str] = []

    def timed(t: Tournament) -> Pairing:
        start = time.perf_counter()
        pairing = pair_round(t)
        times.append(time.perf_counter() - start)
        breaches = [b for b in pairing_breaches(t, pairing) if b.article.startswith(("[", "3"))]
        broken.extend(str(b) for b in breaches)
        print(f"round {pairing.round:2d}: {times[-1]:6.2f} s", flush=True)
        return pairing

    config = GeneratorConfig(players=args.players, rounds=args.rounds, seed=args.seed, draw_percentage=30)
    generate(config, timed)
    worst = max(times)
    print(f"{args.players} players, {args.rounds} rounds: worst {worst:.2f} s, budget {args.budget:.2f} s")
    for line in broken:
        print(f"breach: {line}")
    return 1 if worst > args.budget or broken else 0


if __name__ == "__main__":
    sys.exit(main())
