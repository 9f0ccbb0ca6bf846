"""Benchmark: any round of the largest events, in every edition of the Dutch system (issue 32).

Not a test: it prints a table, and exits 1 when a case is over its budget. The events are made by
our own generator (what ``python -m engine -g`` does, cached and resumable in ``bench/.cache``, see
``bench/generated.py``), one per edition and size, and cut before each round. Each case is paired
in a fresh interpreter: the CPU seconds of the pairing (``time.process_time``, the fastest of
``--repeat``; reading the TRF is not counted) and the peak memory of that interpreter (its peak
resident set, VmHWM of /proc/self/status: Python and the tournament read included; not ru_maxrss,
which on Linux also counts the resident set of the parent at fork). The pairing is also compared with the
one the engine made when it generated the event ("same"): a consistency check, not a reference.

Budgets (issue 32), for each edition: 3,000 players round 2 <= 5 s and <= 300 MB, round 9 <= 5 s;
9,999 players round 1 <= 1 s and <= 150 MB, every round <= 60 s and <= 2 GB. The round robin
(``--berger``): every round of the largest Berger table (24 players) <= 1 s.

    .venv/bin/python bench/bench_big_events.py --generate-only           # make the events (long)
    .venv/bin/python bench/bench_big_events.py                           # the table and the budgets
    .venv/bin/python bench/bench_big_events.py --budgets-only            # the budget cases alone
    .venv/bin/python bench/bench_big_events.py --sizes 3000 --editions 2017 --rounds all
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from bench.generated import CACHE, DEFAULT_SEED, generate_event, write_cases  # noqa: E402
from engine.model import RulesEdition  # noqa: E402
from engine.trf import read_pairs  # noqa: E402

EDITIONS = {
    "2025": RulesEdition.DUTCH_2025,
    "2017": RulesEdition.DUTCH_2017,
    "2013": RulesEdition.DUTCH_2013,
}
SIZES = (100, 300, 1000, 3000, 9999)
GEN_ROUNDS = 13
ROUNDS = (1, 2, 7, 9, 13)
"""The first, second, middle and last rounds of a 13-round event, and round 9 (a budget)."""
BERGER_PLAYERS = 24
"""The largest Berger table of C.05 Annex 1."""


@dataclass(frozen=True)
class Budget:
    seconds: float
    megabytes: float | None = None


def budget(players: int, round_number: int) -> Budget | None:
    """The budget of a case (issue 32), or None."""
    if players == 3000 and round_number == 2:
        return Budget(5.0, 300.0)
    if players == 3000 and round_number == 9:
        return Budget(5.0)
    if players == 9999 and round_number == 1:
        return Budget(1.0, 150.0)
    if players == 9999:
        return Budget(60.0, 2048.0)
    return None


_CHILD = r"""
import json, re, sys, time
from engine.trf import format_pairs, read_trf_file
from engine.model import RulesEdition
path, repeat, code = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def peak_kb():
    # VmHWM, the peak resident set of this process image; ru_maxrss would also count the parent's
    # resident set at fork, which Linux carries across exec
    with open("/proc/self/status") as status:
        return int(re.search(r"VmHWM:\s+(\d+)", status.read()).group(1))
if code == "berger":
    from engine.roundrobin.pairing import pair_round
    t = read_trf_file(path)
    rounds = t.number_of_rounds or 0
    times = []
    for r in range(1, rounds + 1):
        start = time.process_time()
        pair_round(t, r)
        times.append(time.process_time() - start)
    print(json.dumps({"cpu": max(times), "maxrss_kb": peak_kb(),
                      "pairs": ""}))
    raise SystemExit
from engine.dutch import pair_round
rules = RulesEdition.from_code(code)
t = read_trf_file(path)
best = None
pairing = None
for _ in range(repeat):
    start = time.process_time()
    pairing = pair_round(t, None, rules)
    spent = time.process_time() - start
    best = spent if best is None else min(best, spent)
print(json.dumps({"cpu": best, "maxrss_kb": peak_kb(),
                  "pairs": format_pairs(pairing), "round": pairing.round}))
"""


@dataclass
class Result:
    edition: str
    players: int
    round: int
    cpu: float
    megabytes: float
    same: bool | None
    budget: Budget | None

    @property
    def over(self) -> bool:
        b = self.budget
        if b is None:
            return False
        return self.cpu > b.seconds or (b.megabytes is not None and self.megabytes > b.megabytes)


def run_case(trf: Path, code: str, repeat: int, timeout: float) -> dict[str, object] | None:
    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, str(trf), str(repeat), code],
            capture_output=True,
            text=True,
            cwd=REPO,
            timeout=timeout or None,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        print(done.stderr[-2000:], file=sys.stderr)
        return None
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def same_as_generated(trf: Path, pairs: str, round_number: int) -> bool | None:
    expected = trf.with_suffix(".expected")
    if not expected.exists():
        return None
    want = read_pairs(expected.read_bytes(), round_number)
    got = read_pairs(pairs.encode(), round_number)
    return set(want.boards) == set(got.boards) and want.bye == got.bye


def berger_event(cache: Path) -> Path:
    """A 24-player round robin before round 1 (the table decides every round: results play no part)."""
    from engine.model import PairingNumber, Player, RoundRobin, Tournament
    from engine.trf import write_trf_file

    path = cache / "berger_p24.trf"
    if not path.exists():
        cache.mkdir(parents=True, exist_ok=True)
        players = tuple(Player(PairingNumber(i), f"Player {i:02d}", rating=2600 - i) for i in range(1, 25))
        write_trf_file(
            Tournament(
                name="Berger 24",
                number_of_rounds=BERGER_PLAYERS - 1,
                round_robin=RoundRobin(),
                players=players,
            ),
            path,
        )
    return path


def exponent(points: list[tuple[int, float]]) -> float | None:
    """The exponent k of t ~ n^k fitted by least squares on the logarithms."""
    usable = [(math.log(n), math.log(t)) for n, t in points if t > 0]
    if len(usable) < 2:
        return None
    mx = sum(x for x, _ in usable) / len(usable)
    my = sum(y for _, y in usable) / len(usable)
    den = sum((x - mx) ** 2 for x, _ in usable)
    return sum((x - mx) * (y - my) for x, y in usable) / den if den else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--editions", default=",".join(EDITIONS))
    ap.add_argument("--rounds", default=",".join(map(str, ROUNDS)), help="round numbers, or all")
    ap.add_argument("--gen-rounds", type=int, default=GEN_ROUNDS)
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--repeat", type=int, default=1, help="pairings per case (the fastest counts)")
    ap.add_argument("--cache", type=Path, default=CACHE)
    ap.add_argument("--generate-only", action="store_true")
    ap.add_argument("--budgets-only", action="store_true", help="only the cases with a budget")
    ap.add_argument("--berger", action="store_true", help="also every round of a 24-player round robin")
    ap.add_argument("--timeout", type=float, default=600, help="seconds per case (0: none)")
    a = ap.parse_args()
    sizes = [int(x) for x in a.sizes.split(",")]
    editions = a.editions.split(",")
    wanted = None if a.rounds == "all" else {int(x) for x in a.rounds.split(",")}

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    results: list[Result] = []
    for code in editions:
        rules = EDITIONS[code]
        for players in sizes:
            event = generate_event(players, a.gen_rounds, a.seed, a.cache, log=log, rules=rules)
            if a.generate_only:
                continue
            rounds = range(1, a.gen_rounds + 1) if wanted is None else sorted(wanted)
            for r in rounds:
                limit = budget(players, r)
                if a.budgets_only and limit is None:
                    continue
                cases = write_cases(event, [r])
                if not cases:
                    continue
                found = run_case(cases[0], rules.value, a.repeat, a.timeout)
                if found is None:
                    results.append(Result(code, players, r, math.inf, math.inf, None, limit))
                else:
                    pairs = str(found["pairs"])
                    results.append(
                        Result(
                            code,
                            players,
                            r,
                            float(found["cpu"]),  # type: ignore[arg-type]
                            int(found["maxrss_kb"]) / 1024,  # type: ignore[call-overload]
                            same_as_generated(cases[0], pairs, r),
                            limit,
                        )
                    )
                print(_row(results[-1]), flush=True)
    if a.generate_only:
        return 0
    if a.berger:
        found = run_case(berger_event(a.cache), "berger", 1, a.timeout)
        cpu = math.inf if found is None else float(found["cpu"])  # type: ignore[arg-type]
        mb = math.inf if found is None else int(found["maxrss_kb"]) / 1024  # type: ignore[call-overload]
        results.append(Result("Berger", BERGER_PLAYERS, 0, cpu, mb, None, Budget(1.0)))
        print(_row(results[-1]) + "   (the slowest of its 23 rounds)", flush=True)
    _scaling(results)
    over = [r for r in results if r.over]
    different = [r for r in results if r.same is False]
    print(f"\n{len(results)} cases, {len(over)} over budget, {len(different)} not as generated")
    return 1 if over or different else 0


def _row(r: Result) -> str:
    b = r.budget
    limit = "" if b is None else f"{b.seconds:g} s" + ("" if b.megabytes is None else f", {b.megabytes:g} MB")
    same = {None: "-", True: "yes", False: "NO"}[r.same]
    status = "" if b is None else ("OVER" if r.over else "ok")
    return (
        f"{r.edition:>6} {r.players:>6} players round {r.round:>2}: {r.cpu:8.2f} s CPU {r.megabytes:8.0f} MB"
        f"  same {same:>3}  {limit:>16} {status}"
    )


def _scaling(results: list[Result]) -> None:
    """How CPU time grows with the number of players, round by round (exponent k of t ~ n^k)."""
    print("\nGrowth with the number of players (t ~ n^k, least squares over the sizes):")
    for edition in sorted({r.edition for r in results if r.edition != "Berger"}):
        for rnd in sorted({r.round for r in results if r.edition == edition}):
            points = [(r.players, r.cpu) for r in results if r.edition == edition and r.round == rnd]
            k = exponent([p for p in points if math.isfinite(p[1])])
            if k is not None:
                print(f"  {edition} round {rnd:>2}: k = {k:.2f} over {len(points)} sizes")


if __name__ == "__main__":
    sys.exit(main())
