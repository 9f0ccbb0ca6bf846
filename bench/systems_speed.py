"""Benchmark: every Swiss system pairs any round of a large event within issue 32's budget.

Not a test: it prints one line per system and round and exits 1 when a pairing is over its budget.
Each system pairs its own seeded random event (``engine.generator.generate`` with the system's pairer
from ``engine.system_policy.SYSTEMS``, so Lim joins the table when its engine is in the build; the
Dutch System once per edition of ``--editions``; the Double-Swiss System by
``engine.double_swiss.generate``: matches of two games), with half-point byes, forfeits and
withdrawals. The rounds measured are rounds 1 and 2, a middle round (``--middle``) and the last of
``--rounds``, or every round with ``--every-round``: the generator's own pairing of each is timed
(processor time and wall clock). The Double-Swiss event is generated whole, then cut before each
match measured, which is paired again and timed.

The budget follows the size of the event. Above 3,000 players it is issue 32's "9,999 players,
every round: <= 60 s, <= 2 GB"; from 1,001 to 3,000 players issue 32's "3,000 in seconds": <= 5 s,
<= 300 MB. Both are judged on the processor seconds of the pairing (what the issue measures) and on
the peak resident set of the process during that pairing (VmHWM, reset before each round through
``/proc/self/clear_refs``: the whole event held in memory is counted, the rounds before are not).
Up to 1,000 players it is issue 28's: 5 s of wall clock, the time the arbiter waits. ``--budget S``
sets S seconds of wall clock for every size instead (no memory budget).

    .venv/bin/python bench/systems_speed.py                          # 1,000 players, rounds 1, 2, 5, 9 of 9
    .venv/bin/python bench/systems_speed.py --players 400 --middle 6 --rounds 11 --budget 2
    .venv/bin/python bench/systems_speed.py --players 9999 --rounds 13 --every-round \\
        --systems Dutch --editions 2025,2017,2013                     # issue 32: every round, 60 s / 2 GB
    .venv/bin/python bench/systems_speed.py --players 9999 --systems burstein --others-by-dutch

With ``--others-by-dutch`` the rounds not measured are paired by the Dutch engine (the event's
history only: a 9,999-player Burstein event paired round by round by its own engine takes hours);
the rounds measured are paired by the system measured.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.dutch.state import round_to_pair  # noqa: E402
from engine.generator import GeneratorConfig, generate  # noqa: E402
from engine.model import Pairing, PairingSystem, RulesEdition, Tournament  # noqa: E402
from engine.system_policy import SYSTEMS, pairer_of  # noqa: E402


@dataclass(frozen=True)
class Timing:
    """One pairing measured."""

    round: int
    wall: float
    cpu: float
    peak_mb: float
    """The peak resident set of the process during the pairing (see :func:`_reset_peak`)."""


@dataclass(frozen=True)
class Budget:
    """What one pairing may take: ``seconds`` of processor time (``on_cpu``) or of wall clock."""

    seconds: float
    megabytes: float | None
    on_cpu: bool

    def over(self, timing: Timing) -> bool:
        """Whether ``timing`` is over this budget, in time or in memory.

        >>> minute = Budget(60.0, 2048.0, on_cpu=True)
        >>> minute.over(Timing(2, 90.0, 59.0, 100.0)), minute.over(Timing(2, 9.0, 61.0, 100.0))
        (False, True)
        >>> wait = Budget(5.0, None, on_cpu=False)
        >>> minute.over(Timing(2, 9.0, 5.0, 2049.0)), wait.over(Timing(2, 6.0, 1.0, 9e9))
        (True, True)
        """
        spent = timing.cpu if self.on_cpu else timing.wall
        return spent > self.seconds or (self.megabytes is not None and timing.peak_mb > self.megabytes)

    def __str__(self) -> str:
        clock = "cpu" if self.on_cpu else "wall clock"
        memory = f", {self.megabytes:.0f} MB" if self.megabytes is not None else ""
        return f"{self.seconds:.2f} s of {clock}{memory}"


def budget_for(players: int, wall_seconds: float | None) -> Budget:
    """The budget of one pairing of a ``players``-player event (module docstring).

    >>> str(budget_for(9999, None)), str(budget_for(3000, None)), str(budget_for(1000, None))
    ('60.00 s of cpu, 2048 MB', '5.00 s of cpu, 300 MB', '5.00 s of wall clock')
    >>> str(budget_for(9999, 2))
    '2.00 s of wall clock'
    """
    if wall_seconds is not None:
        return Budget(wall_seconds, None, on_cpu=False)
    if players > 3000:
        return Budget(60.0, 2048.0, on_cpu=True)
    if players > 1000:
        return Budget(5.0, 300.0, on_cpu=True)
    return Budget(5.0, None, on_cpu=False)


class _Measured(Exception):
    """Raised by the timed pairer once the last round measured is paired: the rest is not needed."""


_CLEAR_REFS = Path("/proc/self/clear_refs")
_STATUS = Path("/proc/self/status")


def _reset_peak() -> None:
    """Start a new peak of the resident set (Linux: "5" to clear_refs resets VmHWM); elsewhere the
    peak stays the process's so far."""
    with contextlib.suppress(OSError):
        _CLEAR_REFS.write_text("5")


def _peak_mb() -> float:
    """The peak resident set since :func:`_reset_peak` (VmHWM), else the process's (ru_maxrss)."""
    with contextlib.suppress(OSError):
        found = re.search(r"VmHWM:\s+(\d+)", _STATUS.read_text())
        if found:
            return int(found.group(1)) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _timed(pair_once: Callable[[], Pairing]) -> tuple[Pairing, float, float, float]:
    """Call ``pair_once()``: its pairing, wall seconds, processor seconds and peak MB."""
    _reset_peak()
    start, start_cpu = time.perf_counter(), time.process_time()
    value = pair_once()
    wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    return value, wall, cpu, _peak_mb()


def bench_event(
    players: int, rounds: int, seed: int, system: PairingSystem, rules: RulesEdition = RulesEdition.DUTCH_2025
) -> GeneratorConfig:
    """The event these benchmarks generate (also ``bench/burstein_every_round.py``'s): its size, its seed
    and its rates of draws, forfeits, half-point byes and withdrawals."""
    return GeneratorConfig(
        players=players,
        rounds=rounds,
        seed=seed,
        draw_percentage=30,
        forfeit_rate=40,
        half_point_bye_rate=60,
        retired_rate=50,
        rules=rules,
        system=system,
    )


def swiss_times(
    args: argparse.Namespace,
    system: PairingSystem,
    measured: tuple[int, ...],
    rules: RulesEdition = RulesEdition.DUTCH_2025,
    name: str = "",
) -> list[Timing]:
    """The time of ``system``'s pairing of each round of ``measured``, in the event it generates
    (every round is shown as it is paired); ``rules``: the Dutch System's edition."""
    pair = pairer_of(system)
    name = name or system.display_name
    times: list[Timing] = []
    dutch = pairer_of(PairingSystem.DUTCH)

    def timed(t: Tournament) -> Pairing:
        if args.others_by_dutch and t.players and round_to_pair(t) not in measured:
            return dutch(replace(t, system=PairingSystem.DUTCH))  # not measured: only the event's history
        pairing, wall, cpu, peak = _timed(lambda: pair(t))
        timing = Timing(pairing.round, wall, cpu, peak)
        if pairing.round in measured:
            times.append(timing)
            _show(name, timing, args.judge)
            if pairing.round == max(measured):
                raise _Measured
        else:  # generating the event up to the rounds measured: shown, not judged
            _show(name, timing, None)
        return pairing

    with contextlib.suppress(_Measured):
        generate(bench_event(args.players, args.rounds, args.seed, system, rules), timed)
    return times


def double_swiss_times(args: argparse.Namespace, measured: tuple[int, ...]) -> list[Timing]:
    """The time of the Double-Swiss pairing of each match of ``measured`` (an event of ``--rounds``
    matches, cut before the match: its two cells and the later ones taken out)."""
    from engine.double_swiss import generate as generate_double_swiss
    from engine.double_swiss import pair_round

    event = generate_double_swiss(bench_event(args.players, args.rounds, args.seed, PairingSystem.DUTCH))
    times: list[Timing] = []
    for match in measured:
        keep = 2 * (match - 1)
        before = replace(
            event, players=tuple(replace(p, rounds=p.rounds[:keep], points=None) for p in event.players)
        )
        _, wall, cpu, peak = _timed(partial(pair_round, before, match))
        times.append(Timing(match, wall, cpu, peak))
        _show("Double-Swiss", times[-1], args.judge)
    return times


EDITIONS = {edition.short_name: edition for edition in RulesEdition}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=9, help="rounds (matches) of each generated event")
    parser.add_argument("--middle", type=int, default=5, help="the middle round measured beside round 2")
    parser.add_argument("--every-round", action="store_true", help="measure every round, 1 to --rounds")
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument(
        "--budget", type=float, default=None, help="seconds of wall clock per pairing at every size"
    )
    parser.add_argument("--systems", default="", help="only these, e.g. Dubov,Double-Swiss (default: all)")
    parser.add_argument(
        "--editions", default="2025", help="the Dutch System's editions measured, e.g. 2025,2017,2013"
    )
    parser.add_argument(
        "--others-by-dutch",
        action="store_true",
        help="the rounds not measured paired by the Dutch engine (a 9,999-player event in minutes)",
    )
    args = parser.parse_args(argv)
    args.judge = budget_for(args.players, args.budget)
    wanted = {name.strip().lower() for name in args.systems.split(",") if name.strip()}
    editions = [EDITIONS[code.strip()] for code in args.editions.split(",") if code.strip()]
    middle = min(args.middle, args.rounds)
    rounds = range(1, args.rounds + 1) if args.every_round else {1, 2, middle, args.rounds}
    measured = tuple(sorted(rounds))
    results: dict[str, list[Timing]] = {}
    for entry in SYSTEMS.values():
        system = entry.system
        one_game = entry.games == 1  # the Double-Swiss System's matches: double_swiss_times below
        if entry.pairer is None or not one_game or (wanted and system.display_name.lower() not in wanted):
            continue
        if system is PairingSystem.DUTCH:
            for rules in editions:
                name = f"Dutch {rules.short_name}"
                results[name] = swiss_times(args, system, measured, rules, name)
        else:
            results[system.display_name] = swiss_times(args, system, measured)
    if not wanted or "double-swiss" in wanted:
        results["Double-Swiss"] = double_swiss_times(args, measured)
    return _verdict(args, results, len(measured))


def _verdict(args: argparse.Namespace, results: dict[str, list[Timing]], wanted: int) -> int:
    """Print the worst round and whatever was not measured; 1 when over the budget or incomplete."""
    every = [timing for times in results.values() for timing in times]
    worst_cpu = max((t.cpu for t in every), default=0.0)
    worst_wall = max((t.wall for t in every), default=0.0)
    worst_peak = max((t.peak_mb for t in every), default=0.0)
    over = [t for t in every if args.judge.over(t)]
    missing = [name for name, times in results.items() if len(times) != wanted]
    print(
        f"{args.players} players: worst {worst_cpu:.2f} s cpu, {worst_wall:.2f} s wall clock, "
        f"{worst_peak:.0f} MB; budget {args.judge}; {len(over)} over"
    )
    for name in missing:
        print(f"{name}: a round measured was never paired")
    return 1 if over or missing or not results else 0


def _show(name: str, timing: Timing, judge: Budget | None) -> None:
    """One line: the round, its wall clock, processor time, peak and the load average of the last
    minute, and its verdict if ``judge``."""
    verdict = "" if judge is None else ("  over budget" if judge.over(timing) else "  ok")
    shown = f"{timing.wall:6.2f} s (cpu {timing.cpu:6.2f} s, peak {timing.peak_mb:.0f} MB)"
    load = os.getloadavg()[0]  # the machine's: wall clock (and cpu, less) depend on it
    print(f"{name:<13} round {timing.round:2d}: {shown}, load {load:.1f}{verdict}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
