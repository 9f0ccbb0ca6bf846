"""Benchmark: the Swiss Team System (C.04.6) at the largest sizes (issue 32 item 2), and the largest
round robin the program schedules.

Not a test: it prints one line per case and exits 1 when a case is over its budget or pairs otherwise
than the engine did when it generated the event. Budgets (issue 32): an event of up to 3,000 teams,
5 s of CPU and 300 MB per round; larger, 60 s and 2 GB.

How big a team event can be: a TRF26 310 record numbers teams in three columns (at most 999 teams,
``engine.team_event.MAX_310_TEAMS``); the 013 records of TRF16, which the generator writes beyond
that, number them by their order, so only the 9,999 players of the 001 records bound the event: 3,000
teams of three boards (9,000 players), 9,999 teams of one board. ``999x10`` is the largest TRF26 team
section of ten boards (9,990 players).

Each event (``--events TEAMSxBOARDS,...``) is made, for each ``--system`` code (by default Type A and
Type B colour preferences, match points first), by the team generator
(``engine.team_swiss.generate``: seed 29, ``--rounds`` rounds, board forfeits, forfeited matches,
half-point byes, withdrawn teams), which pairs every round: long at these sizes, so the event is
written once as a TRF under ``bench/.cache/team_speed/`` (git-ignored) and read from there after.
Each round measured (``--measure``: by default every round, 1 to ``--rounds``) is paired in a fresh
interpreter from the event cut before that round (the round's requested byes and withdrawals kept, as
the generator had them when it paired it), run under ``/usr/bin/time -v`` when it is installed: CPU =
``time.process_time`` of the pairing (reading the TRF not counted; the budget's figure), "process" =
the interpreter's user + system seconds as GNU time reports them (the TRF read included), peak = the
larger of the interpreter's VmHWM and GNU time's maximum resident set (Python and the event read
included). "same": the
pairing is the one the engine made when it generated the event (a consistency check, not a
reference); the digest is the pairing's SHA-256, to compare two versions of the engine.

    .venv/bin/python bench/team_speed.py      # 3000x3 and 9999x1, Type A and Type B, every round
    .venv/bin/python bench/team_speed.py --events 1200x2 --measure 2,3 --system FIDE_TEAM_TYPEB_MP_GP
    .venv/bin/python bench/team_speed.py --berger            # the round robins alone
    .venv/bin/python bench/team_speed.py --fallback 1000,3000 # one bracket, with and without the
                                                              # cost classes' proof (--kind odd: one
                                                              # they cannot prove)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from bench.gnu_time import TIME as TIME_V  # noqa: E402
from bench.gnu_time import MissingFigure, read_report  # noqa: E402
from engine.double_swiss.bracket_classes import CostClasses, tight_graph  # noqa: E402
from engine.double_swiss.procedure import pair_bracket  # noqa: E402
from engine.double_swiss.state import MatchPlayer  # noqa: E402
from engine.generator import GeneratorConfig  # noqa: E402
from engine.model import Colour, Pairing, PairingNumber, ResultCode, Tournament  # noqa: E402
from engine.team_swiss import generate, pair_round, parse_team_code  # noqa: E402
from engine.team_swiss.colours import NO_PREFERENCE, Preference  # noqa: E402
from engine.team_swiss.criteria import TeamCriteria  # noqa: E402
from engine.team_swiss.generator import TeamGeneratorConfig  # noqa: E402
from engine.team_swiss.reading import read_team_swiss  # noqa: E402
from engine.team_swiss.state import TeamState  # noqa: E402
from engine.trf import write_trf  # noqa: E402
from engine.trf.teams import read_team_event  # noqa: E402

CACHE = Path(__file__).resolve().parent / ".cache" / "team_speed"
SMALL_EVENT = 3000
"""Up to this many teams: 5 s and 300 MB per round; beyond: 60 s and 2 GB (issue 32)."""


def budget(teams: int) -> tuple[float, int]:
    """(CPU seconds, peak MB) a round of an event of ``teams`` teams may take."""
    return (5.0, 300) if teams <= SMALL_EVENT else (60.0, 2048)


def event_file(teams: int, boards: int, rounds: int, seed: int, code: str) -> Path:
    """The generated event's TRF (made now when it is not in the cache: every round paired)."""
    path = CACHE / f"team_t{teams}_b{boards}_r{rounds}_s{seed}_{code}.trf"
    if path.exists():
        return path
    started = time.process_time()
    event = generate(
        TeamGeneratorConfig(
            GeneratorConfig(
                players=teams,
                rounds=rounds,
                seed=seed,
                forfeit_rate=40,
                half_point_bye_rate=80,
                retired_rate=60,
            ),
            boards=boards,
            system=parse_team_code(code),
            match_forfeit_rate=60,
        )
    )
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(write_trf(event), encoding="utf-8")
    os.replace(tmp, path)
    print(f"generated {path.name} in {time.process_time() - started:.0f} s of CPU", flush=True)
    return path


def cut_before(t: Tournament, round_number: int) -> Tournament:
    """The event as it stood before ``round_number`` was paired: the earlier rounds, and in that
    round only the cells known before its pairing (requested byes, withdrawals: no opponent and not
    the pairing-allocated bye)."""
    keep = round_number - 1
    players = []
    for p in t.players:
        rounds = p.rounds[:keep]
        if len(p.rounds) > keep:
            cell = p.rounds[keep]
            if cell.opponent is None and cell.result is not ResultCode.PAIRING_BYE:
                rounds += (cell,)
        players.append(replace(p, rounds=rounds, points=None, rank=None))
    return replace(t, players=tuple(players))


def recorded(t: Tournament, round_number: int) -> tuple[set[tuple[int, int]], int | None]:
    """The matches of ``round_number`` as the event records them (White team on board 1, Black team)
    and the team with the pairing-allocated bye."""
    event = read_team_event(t.extra_records)
    team_of = event.team_of_player()
    by_number = t.by_number()
    matches: set[tuple[int, int]] = set()
    bye = None
    for team in event.teams:
        cell = by_number[team.roster[0]].entry(round_number)
        if cell.result is ResultCode.PAIRING_BYE:
            bye = team.number
        elif cell.opponent is not None and cell.colour is Colour.WHITE:
            matches.add((team.number, team_of[cell.opponent]))
    return matches, bye


def digest(pairing: Pairing) -> str:
    """The SHA-256 of the pairing's matches in board order and its bye (first 16 digits)."""
    text = " ".join(f"{b.white}-{b.black}" for b in pairing.boards) + f" bye {pairing.bye}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def peak_mb() -> float:
    """VmHWM, the peak resident set of this process image (ru_maxrss would count the parent's)."""
    with open("/proc/self/status", encoding="ascii") as status:
        found = re.search(r"VmHWM:\s+(\d+)", status.read())
    return int(found.group(1)) / 1024 if found else float("nan")


def run_case(path: Path, round_number: int) -> dict[str, object]:
    """One round paired here (the child's side): CPU, peak, same, digest."""
    with open(os.devnull, "w", encoding="utf-8") as quiet:
        t = read_team_swiss(path.read_bytes(), False, False, quiet)
    before = cut_before(t, round_number)
    started = time.process_time()
    pairing = pair_round(before, round_number)
    cpu = time.process_time() - started
    matches, bye = recorded(t, round_number)
    same = {(b.white, b.black) for b in pairing.boards} == matches and pairing.bye == bye
    return {"cpu": cpu, "peak": peak_mb(), "same": same, "digest": digest(pairing)}


def measure(path: Path, round_number: int) -> dict[str, object]:
    """``run_case`` in a fresh interpreter, under ``/usr/bin/time -v`` when it is there: then also
    ``process`` (the interpreter's user + system seconds, the TRF read included) and ``maxrss`` (MB)."""
    command = [sys.executable, __file__, "--case", str(path), str(round_number)]
    timed = TIME_V.exists()
    done = subprocess.run(
        [str(TIME_V), "-v", *command] if timed else command,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        lines = [line for line in done.stderr.strip().splitlines() if not line.startswith(("\t", "Command "))]
        return {"error": lines[-1] if lines else "failed"}
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    if timed:
        result.update(time_v(done.stderr))
    return result


def time_v(report: str) -> dict[str, float]:
    """The child's user + system seconds and maximum resident set (MB) from GNU time's ``-v`` report
    (read by :func:`bench.gnu_time.read_report`); empty when a figure is not in it."""
    try:
        figures = read_report(report)
    except MissingFigure:
        return {}
    return {"process": round(figures.cpu, 2), "maxrss": figures.peak_mb}


def fallback_bracket(size: int, kind: str) -> tuple[list[int], TeamCriteria, frozenset[int]]:
    """A bracket of ``size`` teams of one score after five rounds (seed 32, five opponents met each).
    ``typeb``: Type B preferences (35 % mild White, 30 % mild Black, 20 % strong White, 15 % strong
    Black), 10 % floated in the previous round, the last 5 % upfloaters: a least cost above 0 that
    the cost classes prove. ``odd``: no preferences, every resident floated in the previous round,
    three upfloaters who did not: the classes' fractional pairing costs 0 (the residents among
    themselves, the upfloaters among themselves), which an odd number of each cannot reach, so the
    classes prove nothing and the weighted matching decides (least cost 1)."""
    rng = random.Random(32)
    numbers = list(range(1, size + 1))
    met: dict[int, set[int]] = {n: set() for n in numbers}
    for n in numbers:
        for m in rng.sample(numbers, 5):
            if m != n:
                met[n].add(m)
                met[m].add(n)
    white, black = Preference(Colour.WHITE), Preference(Colour.BLACK)
    kinds = [white, black, Preference(Colour.WHITE, True), Preference(Colour.BLACK, True)]
    ups = frozenset(numbers[-size // 20 :] if kind == "typeb" else numbers[-3:])
    teams = []
    for n in numbers:
        floated = rng.random() < 0.1 if kind == "typeb" else n not in ups
        preference = rng.choices(kinds, weights=[35, 30, 20, 15])[0] if kind == "typeb" else NO_PREFERENCE
        core = MatchPlayer(
            PairingNumber(n), Fraction(3), frozenset(map(PairingNumber, met[n])), False, 5, (), floated
        )
        teams.append(TeamState(core, None, preference))
    return numbers, TeamCriteria(teams, False, frozenset()), ups


def run_fallback(size: int, kind: str, class_proof: bool) -> dict[str, object]:
    """One bracket of :func:`fallback_bracket` paired here (the child's side)."""
    numbers, criteria, ups = fallback_bracket(size, kind)
    proved = tight_graph(criteria, CostClasses(numbers, criteria, ups), {}) is not None
    started = time.process_time()
    pairs = pair_bracket(numbers, ups, criteria, {}, class_proof=class_proof)
    cpu = time.process_time() - started
    text = " ".join(f"{a}-{b}" for a, b in pairs)
    return {
        "cpu": cpu,
        "peak": peak_mb(),
        "proved": proved,
        "digest": hashlib.sha256(text.encode()).hexdigest()[:16],
    }


def fallback_lines(sizes: list[int], kind: str) -> tuple[list[str], bool]:
    """Each bracket paired in a fresh interpreter by the cost classes' proof and by the weighted
    matching (``class_proof`` False): CPU, peak, whether both pair it alike (each line printed as it
    is measured); failed when they do not, or a way is over the budget of an event of that many
    teams."""
    lines, failed = [], False
    for size in sizes:
        found = {}
        for proof in (True, False):
            command = [sys.executable, __file__, "--fallback-case", kind, str(size), str(int(proof))]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                lines.append(f"{kind} bracket of {size} teams: {done.stderr.strip().splitlines()[-1:]}")
                print(lines[-1], flush=True)
                failed = True
                continue
            found[proof] = json.loads(done.stdout.strip().splitlines()[-1])
            limit_cpu, limit_mb = budget(size)
            cpu, peak = float(found[proof]["cpu"]), float(found[proof]["peak"])
            over = cpu > limit_cpu or peak > limit_mb
            failed = failed or over
            way = "classes first" if proof else "weighted matching forced"
            lines.append(
                f"{kind} bracket of {size} teams, {way}: {cpu:7.2f} s, {peak:5.0f} MB "
                f"(the classes {'prove' if found[proof]['proved'] else 'do not prove'} its least cost) "
                f"digest {found[proof]['digest']}{'  OVER BUDGET' if over else ''}"
            )
            print(lines[-1], flush=True)
        if len(found) == 2 and found[True]["digest"] != found[False]["digest"]:
            lines.append(f"{kind} bracket of {size} teams: the two ways pair it DIFFERENTLY")
            print(lines[-1], flush=True)
            failed = True
    return lines, failed


def berger_lines() -> list[str]:
    """The largest round robins the program schedules (C.05 Annex 1: 3 to 24 players, and 24 teams
    in a team round robin, ``operations.ops_teams``; 1, 2 or up to 9 cycles, ``engine.model.RoundRobin``):
    the time to build their whole schedule."""
    from engine.model import RoundRobin
    from engine.roundrobin.berger import MAX_PLAYERS, _table
    from engine.roundrobin.schedule import schedule

    lines = []
    for cycles in (1, 2, 9):
        _table.cache_clear()
        started = time.process_time()
        rounds = schedule(MAX_PLAYERS, RoundRobin(cycles=cycles))
        cpu = time.process_time() - started
        built = f"{len(rounds)} rounds built in {cpu * 1000:.2f} ms"
        lines.append(f"Berger {MAX_PLAYERS} players, {cycles} cycle(s): {built}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--events", default="3000x3,9999x1", help="TEAMSxBOARDS, comma-separated")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument(
        "--measure",
        default="all",
        help="the rounds paired and timed (comma-separated), or all (1 to --rounds)",
    )
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument(
        "--system",
        default="FIDE_TEAM_TYPEA_MP_GP,FIDE_TEAM_TYPEB_MP_GP",
        help="the 192 codes, comma-separated: each event is made and judged with each",
    )
    parser.add_argument("--berger", action="store_true", help="only the round robins")
    parser.add_argument(
        "--fallback",
        metavar="SIZES",
        help="only brackets of SIZES teams (comma-separated) paired with and without the cost classes' proof",
    )
    parser.add_argument("--kind", default="typeb", choices=("typeb", "odd"), help="the --fallback bracket")
    parser.add_argument("--fallback-case", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--case", nargs=2, metavar=("TRF", "ROUND"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.case:
        print(json.dumps(run_case(Path(args.case[0]), int(args.case[1]))))
        return 0
    if args.fallback_case:
        kind, size, proof = args.fallback_case
        print(json.dumps(run_fallback(int(size), kind, proof == "1")))
        return 0
    if args.fallback:
        _lines, failed = fallback_lines([int(n) for n in args.fallback.split(",")], args.kind)
        return 1 if failed else 0
    for line in berger_lines():
        print(line, flush=True)
    if args.berger:
        return 0
    failed = False
    for code, spec in ((c, s) for c in args.system.split(",") for s in args.events.split(",")):
        teams, boards = (int(x) for x in spec.lower().split("x"))
        path = event_file(teams, boards, args.rounds, args.seed, code)
        limit_cpu, limit_mb = budget(teams)
        colours = "Type B" if "TYPEB" in code else "Type A"
        wanted = range(1, args.rounds + 1) if args.measure == "all" else map(int, args.measure.split(","))
        for round_number in wanted:
            found = measure(path, round_number)
            name = f"{teams} teams x {boards} boards, {colours}, round {round_number:2d}"
            if "error" in found:
                failed = True
                print(f"{name}: {found['error']}", flush=True)
                continue
            cpu, peak = float(str(found["cpu"])), float(str(found["peak"]))
            peak = max(peak, float(str(found.get("maxrss", 0))))
            over = cpu > limit_cpu or peak > limit_mb
            failed = failed or over or not found["same"]
            process = f" (process {found['process']} s)" if "process" in found else ""
            print(
                f"{name}: {cpu:6.2f} s{process}, {peak:5.0f} MB (budget {limit_cpu:.0f} s, {limit_mb} MB) "
                f"same {'yes' if found['same'] else 'NO'} digest {found['digest']}"
                f"{'  OVER BUDGET' if over else ''}",
                flush=True,
            )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
