"""Benchmark: every Swiss system pairs a round of a 1,000-player event in under 5 s (issue 28 item 4).

Not a test: it prints one line per system and round and exits 1 when a pairing is over the budget.
Each system pairs its own seeded random event (``engine.generator.generate`` with the system's pairer
from ``engine.system_policy.SYSTEMS``, so Lim joins the table when its engine is in the build; the
Double-Swiss System by ``engine.double_swiss.generate``: matches of two games), with half-point
byes, forfeits and withdrawals. The rounds measured are rounds 1 and 2, a middle round (``--middle``)
and the last of ``--rounds``: the generator's own pairing of each is timed (wall clock, the time the
arbiter waits; processor time beside it). The Double-Swiss event is generated whole, then cut before
each match measured, which is paired again and timed.

    .venv/bin/python bench/systems_speed.py                          # 1,000 players, rounds 1, 2, 5, 9 of 9
    .venv/bin/python bench/systems_speed.py --players 400 --middle 6 --rounds 11 --budget 2
    .venv/bin/python bench/systems_speed.py --players 9999 --systems burstein --others-by-dutch

With ``--others-by-dutch`` the rounds not measured are paired by the Dutch engine (the event's
history only: a 9,999-player Burstein event paired round by round by its own engine takes hours);
the rounds measured are paired by the system measured. The peak memory of the process so far is
shown beside each round.
"""

from __future__ import annotations

import argparse
import contextlib
import resource
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.dutch.state import round_to_pair  # noqa: E402
from engine.generator import GeneratorConfig, generate  # noqa: E402
from engine.model import Pairing, PairingSystem, Tournament  # noqa: E402
from engine.system_policy import SYSTEMS, pairer_of  # noqa: E402

Timing = tuple[int, float, float]
"""(round, wall seconds, processor seconds)."""


class _Measured(Exception):
    """Raised by the timed pairer once the last round measured is paired: the rest is not needed."""


def _config(args: argparse.Namespace, system: PairingSystem) -> GeneratorConfig:
    return GeneratorConfig(
        players=args.players,
        rounds=args.rounds,
        seed=args.seed,
        draw_percentage=30,
        forfeit_rate=40,
        half_point_bye_rate=60,
        retired_rate=50,
        system=system,
    )


def swiss_times(args: argparse.Namespace, system: PairingSystem, measured: tuple[int, ...]) -> list[Timing]:
    """The time of ``system``'s pairing of each round of ``measured``, in the event it generates
    (every round is shown as it is paired)."""
    pair = pairer_of(system)
    budget = args.budget
    times: list[Timing] = []
    dutch = pairer_of(PairingSystem.DUTCH)

    def timed(t: Tournament) -> Pairing:
        if args.others_by_dutch and t.players and round_to_pair(t) not in measured:
            return dutch(replace(t, system=PairingSystem.DUTCH))  # not measured: only the event's history
        start, start_cpu = time.perf_counter(), time.process_time()
        pairing = pair(t)
        timing = (pairing.round, time.perf_counter() - start, time.process_time() - start_cpu)
        if pairing.round in measured:
            times.append(timing)
            _show(system.display_name, [timing], budget)
            if pairing.round == max(measured):
                raise _Measured
        else:  # generating the event up to the rounds measured: shown, not judged
            number, wall, cpu = timing
            name = system.display_name
            print(f"{name:<13} round {number:2d}: {wall:6.2f} s (cpu {cpu:6.2f} s)", flush=True)
        return pairing

    with contextlib.suppress(_Measured):
        generate(_config(args, system), timed)
    return times


def double_swiss_times(args: argparse.Namespace, measured: tuple[int, ...]) -> list[Timing]:
    """The time of the Double-Swiss pairing of each match of ``measured`` (an event of ``--rounds``
    matches, cut before the match: its two cells and the later ones taken out)."""
    from engine.double_swiss import generate as generate_double_swiss
    from engine.double_swiss import pair_round

    event = generate_double_swiss(_config(args, PairingSystem.DUTCH))
    times: list[Timing] = []
    for match in measured:
        keep = 2 * (match - 1)
        before = replace(
            event, players=tuple(replace(p, rounds=p.rounds[:keep], points=None) for p in event.players)
        )
        start, start_cpu = time.perf_counter(), time.process_time()
        pair_round(before, match)
        times.append((match, time.perf_counter() - start, time.process_time() - start_cpu))
        _show("Double-Swiss", times[-1:], args.budget)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=9, help="rounds (matches) of each generated event")
    parser.add_argument("--middle", type=int, default=5, help="the middle round measured beside round 2")
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--budget", type=float, default=5.0, help="seconds per pairing")
    parser.add_argument("--systems", default="", help="only these, e.g. Dubov,Double-Swiss (default: all)")
    parser.add_argument(
        "--others-by-dutch",
        action="store_true",
        help="the rounds not measured paired by the Dutch engine (a 9,999-player event in minutes)",
    )
    args = parser.parse_args(argv)
    wanted = {name.strip().lower() for name in args.systems.split(",") if name.strip()}
    measured = tuple(sorted({1, 2, args.middle, args.rounds}))
    results: dict[str, list[Timing]] = {}
    for entry in SYSTEMS.values():
        name = entry.system.display_name
        one_game = entry.games == 1  # the Double-Swiss System's matches: double_swiss_times below
        if entry.pairer is not None and one_game and (not wanted or name.lower() in wanted):
            results[name] = swiss_times(args, entry.system, measured)
    if not wanted or "double-swiss" in wanted:
        results["Double-Swiss"] = double_swiss_times(args, measured)
    worst = max(wall for times in results.values() for _, wall, _ in times)
    missing = [name for name, times in results.items() if len(times) != len(measured)]
    print(f"{args.players} players: worst {worst:.2f} s, budget {args.budget:.2f} s")
    for name in missing:
        print(f"{name}: a round measured was never paired")
    return 1 if worst > args.budget or missing else 0


def _show(name: str, times: list[Timing], budget: float) -> None:
    for number, wall, cpu in times:
        verdict = "over budget" if wall > budget else "ok"
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024  # KiB on Linux
        shown = f"{wall:6.2f} s (cpu {cpu:6.2f} s, peak so far {peak} MB)"
        print(f"{name:<13} round {number:2d}: {shown}  {verdict}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
