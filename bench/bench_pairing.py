"""Benchmark: how long the Dutch engine takes to pair one round of a big event (issue 4).

Not a test: it prints a table. Each case runs in a fresh interpreter so that its peak memory
(maximum resident set size) is its own; the wall time is the median of ``--repeat`` pairings
inside that interpreter (reading the TRF is not timed). After the timing, and outside the peak
memory figure, the child checks the pairing against the absolute rules (C.04.1 art. 2-4, 6-7;
C.04.3 [C1]-[C3], with :func:`engine.manual_pairing.check_manual_pairing`).

Cases:

- the large conformance events (``../shared/conformance/large/cases``, 400 and 1,000 players), whose
  expected pairing is the reference engine's (column "expected": ``reference``);
- with ``--generated 2000,3000``, events of that many players made by our own generator
  (``bench/generated.py``, cached in ``bench/.cache/``, resumable); their expected pairing is the one
  our engine made when it generated the event (``as generated``), not a reference;
- with ``--case``, the TRFs given (a ``.expected`` beside one is compared too: ``given``).

After the table, how the time and the peak memory grow with the number of players, round by round.

    .venv/bin/python bench/bench_pairing.py                      # the large conformance cases
    .venv/bin/python bench/bench_pairing.py --rounds 2,11 --repeat 3
    .venv/bin/python bench/bench_pairing.py --case path/to/round_05.trf
    .venv/bin/python bench/bench_pairing.py --generated 2000,3000 --gen-rounds 13 --generate-only
    .venv/bin/python bench/bench_pairing.py --generated 2000,3000 --gen-rounds 13 --rounds 2,11,last
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.generated import CACHE, DEFAULT_SEED, generate_event, write_cases  # noqa: E402
from engine.model import Board, Pairing  # noqa: E402
from engine.trf import read_pairs  # noqa: E402

REPO = REPO_ROOT
LARGE = REPO.parent / "shared" / "conformance" / "large" / "cases"

# Targets from issue 4 (seconds per round), by player count.
TARGETS = {400: 0.3, 1000: 4.0, 2000: None, 3000: 60.0}
MEMORY_TARGET_MB = {1000: 150}
# bbpPairings v6 on this machine, from issue 4 (players, round) -> seconds.
BBP = {(400, 2): "1.5", (400, 11): "2.5-2.9", (1000, 2): "38-44", (1000, 11): "44", (3000, 13): "> 1500"}

_CHILD = r"""
import json, resource, sys, time
from engine.trf import format_pairs, read_trf_file
from engine.dutch import pair_round
from engine.model import RulesEdition
path, repeat = sys.argv[1], int(sys.argv[2])
rules = RulesEdition.from_code(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
count_calls = len(sys.argv) > 4 and sys.argv[4] == "calls"
t = read_trf_file(path)
times = []
pairing = None
for _ in range(repeat):
    start = time.perf_counter()
    pairing = pair_round(t, None, rules)
    times.append(time.perf_counter() - start)
out = {"players": len(t.players), "round": pairing.round, "times": times,
       "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
       "pairs": format_pairs(pairing)}
if count_calls:
    # Python function calls of one more pairing: a count other programs on the machine cannot disturb.
    import cProfile, pstats
    profile = cProfile.Profile()
    profile.runcall(pair_round, t, None, rules)
    out["calls"] = pstats.Stats(profile).total_calls
try:
    from engine.manual_pairing import Severity, check_manual_pairing
    warnings = check_manual_pairing(t, pairing, engine_pairing=pairing)
    out["absolute"] = [str(w) for w in warnings if w.severity is Severity.ABSOLUTE]
except Exception as error:  # the checker is not what is measured: say it failed, keep the timing
    out["check_error"] = f"{type(error).__name__}: {error}"
print(json.dumps(out))
"""


@dataclass(frozen=True)
class Case:
    """A TRF to pair, its name in the table and what its ``.expected`` file is."""

    trf: Path
    name: str
    expected_kind: str
    """``reference`` (a reference engine's pairing), ``as generated`` (our engine's, when it made the
    event) or ``given`` (a ``--case`` file's)."""


@dataclass
class Result:
    case: Case
    players: int = 0
    round: int = 0
    median: float = 0.0
    peak_mb: float = 0.0
    same: bool | None = None
    absolute: list[str] | None = None
    check_error: str = ""
    error: str = ""
    calls: int | None = None
    """Python function calls of one pairing (with ``count_calls``), a load-independent measure."""


def _pairs_and_bye(pairing: Pairing) -> tuple[set[Board], int | None]:
    return set(pairing.boards), pairing.bye


def run_case(
    case: Case, repeat: int, timeout: float | None = None, rules: str = "", count_calls: bool = False
) -> Result:
    """Pair ``case`` ``repeat`` times in a fresh interpreter and compare with its ``.expected``.

    ``rules``: a 192 code overriding the file's edition (``FIDE_DUTCH_2017`` ...); ``count_calls``:
    also count the Python function calls of one pairing."""
    result = Result(case)
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _CHILD, str(case.trf), str(repeat), rules, "calls" if count_calls else ""],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        result.error = f"no result after {timeout:.0f} s (stopped)"
        return result
    if proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        result.error = lines[-1] if lines else f"exit code {proc.returncode}"
        return result
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    result.players, result.round = int(data["players"]), int(data["round"])
    result.median = statistics.median(data["times"])
    result.peak_mb = int(data["maxrss_kb"]) / 1024
    result.absolute = data.get("absolute")
    result.check_error = data.get("check_error", "")
    result.calls = data.get("calls")
    got = read_pairs(str(data["pairs"]), 1)
    expected_file = case.trf.with_suffix(".expected")
    if expected_file.exists():
        expected = read_pairs(expected_file.read_bytes(), 1)
        result.same = _pairs_and_bye(got) == _pairs_and_bye(expected)
    return result


# --- choosing the cases --------------------------------------------------------------------------


def _round_of(trf: Path) -> int:
    return int(trf.stem.split("_")[1])


def select_rounds(trfs: list[Path], rounds: str) -> list[Path]:
    """The ``round_NN.trf`` of one event wanted by ``rounds``: ``all`` or a comma list of numbers
    and ``last`` (the event's last round)."""
    trfs = sorted(trfs, key=_round_of)
    if rounds == "all" or not trfs:
        return trfs
    words = {w.strip() for w in rounds.split(",") if w.strip()}
    wanted = {int(w) for w in words if w != "last"}
    if "last" in words:
        wanted.add(_round_of(trfs[-1]))
    return [t for t in trfs if _round_of(t) in wanted]


def _event_players(folder: Path) -> int:
    """400 for ``bbp6_p400_r11_s42``."""
    return int(folder.name.split("_p")[1].split("_")[0])


def large_cases(rounds: str) -> list[Case]:
    cases = []
    for event in sorted((d for d in LARGE.iterdir() if d.is_dir()), key=_event_players):
        for trf in select_rounds(list(event.glob("round_*.trf")), rounds):
            cases.append(Case(trf, f"{event.name}/{trf.stem}", "reference"))
    return cases


def generated_cases(
    sizes: list[int], gen_rounds: int, seed: int, rounds: str, cache: Path
) -> tuple[list[Case], int]:
    """Cases of the generated events, generated first (or resumed) when missing, and how many
    events could not be generated (reported on stderr and left out; their saved rounds stay).
    """
    cases = []
    failed = 0
    for players in sorted(sizes):
        try:
            event = generate_event(players, gen_rounds, seed, cache, log=_progress)
        except Exception as error:  # e.g. no legal pairing, or an engine being rewritten
            _progress(f"generation of {players} players failed: {type(error).__name__}: {error}")
            failed += 1
            continue
        all_rounds = [event.parent / "cases" / f"round_{r:02d}.trf" for r in range(1, gen_rounds + 1)]
        wanted = [_round_of(t) for t in select_rounds(all_rounds, rounds)]
        for trf in write_cases(event, wanted):
            cases.append(Case(trf, f"{event.parent.name}/{trf.stem}", "as generated"))
    return cases, failed


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --- the report ----------------------------------------------------------------------------------

_HEADER = (
    f"{'case':<34} {'players':>7} {'round':>5} {'median s':>9} {'target s':>8} {'bbp v6 s':>9} "
    f"{'peak MB':>8} {'expected':>12} {'same':>4}  absolute rules"
)


def _row(r: Result) -> str:
    c = r.case
    if r.error:
        return f"{c.name:<34} ERROR {r.error}"
    target = TARGETS.get(r.players)
    same = "-" if r.same is None else ("yes" if r.same else "NO")
    if r.check_error:
        absolute = "not checked"
    elif r.absolute:
        absolute = f"{len(r.absolute)} BROKEN"
    else:
        absolute = "ok"
    expected = c.expected_kind if r.same is not None else "none"
    return (
        f"{c.name:<34} {r.players:>7} {r.round:>5} {r.median:>9.3f} {target if target else '-':>8} "
        f"{BBP.get((r.players, r.round), '-'):>9} {r.peak_mb:>8.1f} {expected:>12} {same:>4}  {absolute}"
    )


def exponent(n1: float, v1: float, n2: float, v2: float) -> float:
    """k such that v grows like n**k between (n1, v1) and (n2, v2)."""
    return math.log(v2 / v1) / math.log(n2 / n1)


def fitted_exponent(points: Sequence[tuple[float, float]]) -> float:
    """Least-squares slope of log v against log n (k in v ~ c * n**k)."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(v) for _, v in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)


def growth_lines(results: list[Result], what: str = "time") -> list[str]:
    """For each round number measured at two sizes or more: how ``what`` (time or memory) grows."""
    by_round: dict[int, dict[int, list[float]]] = {}
    for r in results:
        if r.error:
            continue
        value = r.median if what == "time" else r.peak_mb
        if value > 0:
            by_round.setdefault(r.round, {}).setdefault(r.players, []).append(value)
    lines = []
    unit = "s" if what == "time" else "MB"
    for rnd in sorted(by_round):
        points = sorted((n, statistics.median(v)) for n, v in by_round[rnd].items())
        if len(points) < 2:
            continue
        steps = [
            f"{n1} -> {n2}: {v1:.3g} -> {v2:.3g} {unit}, k = {exponent(n1, v1, n2, v2):.2f}"
            for (n1, v1), (n2, v2) in zip(points, points[1:], strict=False)
        ]
        line = f"  round {rnd:>2}: " + "; ".join(steps)
        if len(points) > 2:
            line += f"; fitted over {len(points)} sizes: k = {fitted_exponent(points):.2f}"
        lines.append(line)
    return lines


def print_summary(results: list[Result]) -> None:
    """What follows the table: the notes, the rules broken, the memory target and the growth."""
    print()
    print("expected: 'reference' = the reference engine's pairing (bbpPairings v6) of a conformance case;")
    print("          'as generated' = our own engine's pairing when it generated the event (not a reference:")
    print("          it shows the engine still pairs as it did); 'given' = the .expected of a --case file.")
    print("absolute rules: C.04.1 art. 2-4, 6-7 / C.04.3 [C1]-[C3] checked on the pairing made here.")
    for r in results:
        for w in r.absolute or []:
            print(f"  {r.case.name}: {w}")
        if r.check_error:
            print(f"  {r.case.name}: the check could not run: {r.check_error}")
    for players, limit in MEMORY_TARGET_MB.items():
        peaks = [r.peak_mb for r in results if not r.error and r.players == players]
        if peaks:
            print(f"peak memory at {players} players: at most {max(peaks):.1f} MB (target <= {limit} MB)")
    for what, name in (("time", "the median time"), ("memory", "the peak memory")):
        lines = growth_lines(results, what)
        if lines:
            print()
            print(f"How {name} grows with the number of players (k in {what} ~ players^k between two sizes;")
            print("k = 1 is linear, k = 2 quadratic). " + _sources(results))
            if what == "memory":
                print("The peak includes the interpreter and the tournament read (some 20 MB), so at small")
                print("sizes k understates how the engine's own memory grows.")
            print("\n".join(lines))


_SOURCE_NAMES = {"reference": "bbpPairings' generator", "as generated": "ours", "given": "--case"}


def _sources(results: list[Result]) -> str:
    """Which generator made the events of each size: the sizes compared may come from different ones."""
    sizes: dict[str, set[int]] = {}
    for r in results:
        if not r.error:
            sizes.setdefault(_SOURCE_NAMES[r.case.expected_kind], set()).add(r.players)
    parts = [f"{', '.join(map(str, sorted(n)))} players: {source}" for source, n in sizes.items()]
    return "Events of " + "; ".join(parts) + "."


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--case", action="append", type=Path, help="a TRF to pair (with .expected beside it)")
    ap.add_argument(
        "--rounds",
        default="2,11,last",
        help="rounds of each event: numbers and 'last' (comma list), or 'all'",
    )
    ap.add_argument("--repeat", type=int, default=3, help="pairings per case; the median is reported")
    ap.add_argument("--generated", default="", help="player counts of generated events, e.g. 2000,3000")
    ap.add_argument("--gen-rounds", type=int, default=13, help="rounds of each generated event")
    ap.add_argument("--gen-seed", type=int, default=DEFAULT_SEED, help="seed of the generated events")
    ap.add_argument("--generate-only", action="store_true", help="generate (or resume) the events, then stop")
    ap.add_argument("--no-large", action="store_true", help="leave out the large conformance cases")
    ap.add_argument("--cache", type=Path, default=CACHE, help="folder of the generated events")
    ap.add_argument("--timeout", type=float, default=0, help="stop a case after this many seconds (0: never)")
    a = ap.parse_args()
    sizes = [int(s) for s in a.generated.split(",") if s.strip()]
    if a.generate_only:
        if not sizes:
            ap.error("--generate-only needs --generated")
        for players in sizes:
            generate_event(players, a.gen_rounds, a.gen_seed, a.cache, log=_progress)
        return 0
    cases: list[Case] = [Case(t, f"{t.parent.name}/{t.stem}", "given") for t in (a.case or [])]
    if not a.case and not a.no_large:
        if LARGE.is_dir():
            cases.extend(large_cases(a.rounds))
        elif not sizes:
            print(f"no cases given and {LARGE} is missing", file=sys.stderr)
            return 2
        else:
            print(f"{LARGE} is missing: generated events only", file=sys.stderr)
    generated, failures = generated_cases(sizes, a.gen_rounds, a.gen_seed, a.rounds, a.cache)
    cases.extend(generated)
    results = []
    print(_HEADER, flush=True)
    for case in cases:
        result = run_case(case, a.repeat, a.timeout or None)
        print(_row(result), flush=True)
        results.append(result)
    print_summary(results)
    failures += sum(1 for r in results if r.error or r.same is False or r.absolute)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
