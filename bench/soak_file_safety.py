"""The long soak of the tournament file's safety (the CI tests run a sample of each part).

    .venv/bin/python bench/soak_file_safety.py [--faults] [--kills] [--outputs] [--random-kills N]
                                               [--fuzz N] [--only NAME,...] [--workers 2]

Without a part named, all run (--random-kills 100, --fuzz 3000). Parts:

- ``--faults``: every write point of every operation of ``tests/faults/scenarios.py`` fails, once
  with EIO, then (sticky) with ENOSPC and with EIO; each run must give one clear message, leave
  the file before or after the operation (intact), and exit 1 only when nothing is stored.
- ``--kills``: ``arbiter ...`` is killed (SIGKILL) before every write point of every operation; the
  next open must find the file before or after, intact, and the operation must go through again.
- ``--outputs``: every write point of every output command of ``tests/faults/outputs.py`` (export-trf,
  export csv|json|pgn|schema, export csv --table, print, publish) fails once with EIO, then from
  there on with ENOSPC and with EIO (neither refusing the removal of a file), then the command is killed
  there; each run must leave the tournament file as it was, give one clear message naming the output,
  exit 0 only with the whole new output, and otherwise leave the old output (each file old or new) with
  nothing beside it but, after a kill, a temporary.
- ``--random-kills N``: N times, a program running a sequence of every kind of operation is killed at
  a random moment; every operation that had exited 0 must be in the file.
- ``--fuzz N``: N fuzzed TRFs imported: refused whole (an ``ArbiterError``, no file) or imported whole.

Prints one line per operation and mode: write points, runs, passes, and the first problems seen.
Needs gcc (``scripts/setup.sh``); Linux only (the fault injector reads ``/proc/self/fd``).
"""

from __future__ import annotations

import argparse
import errno
import functools
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from engine.errors import ArbiterError  # noqa: E402
from tests.faults.injector import WRITE_CALLS, Fault, count_points, run_arbiter  # noqa: E402
from tests.faults.outcomes import content, integrity, judge  # noqa: E402
from tests.faults.outputs import (  # noqa: E402
    FIXED_TIME,
    FULL_DISK_CALLS,
    OUTPUTS,
    Baseline,
    OutputScenario,
    baseline,
    judge_output,
)
from tests.faults.scenarios import FILE, MARK, READY, SCENARIOS, Scenario, fresh_copy, make_fixtures  # noqa: E402
from tests.faults.trf_fuzz import mutants  # noqa: E402

Content = dict[str, list[tuple[object, ...]]] | None

MODES = {
    "EIO once": (errno.EIO, False),
    "ENOSPC from there on": (errno.ENOSPC, True),
    "EIO from there on": (errno.EIO, True),
}


def _points(scenario: Scenario, fixture: Path, work: Path) -> tuple[int, Content, Content]:
    folder = fresh_copy(fixture, work / "count")
    before = content(folder / scenario.judged)
    total, run = count_points(list(scenario.argv), folder, MARK)
    if run.code != 0:
        raise SystemExit(f"{scenario.name} fails without a fault: {run.err}")
    return total, before, content(folder / scenario.judged)


def _fault_run(
    scenario: Scenario, fixture: Path, work: Path, before: Content, after: Content, fault: Fault
) -> tuple[int, int, tuple[str, ...]]:
    folder = fresh_copy(fixture, work / f"{scenario.name.replace(' ', '_')}-{fault.at}")
    try:
        run = run_arbiter(list(scenario.argv), folder, fault)
        verdict = judge(run.code, run.err, folder / scenario.judged, before, after)
        return fault.at, run.code, verdict.problems
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def soak_faults(scenarios: list[Scenario], fixtures: dict[str, Path], work: Path, workers: int) -> int:
    bad_total = 0
    for scenario in scenarios:
        fixture = fixtures[scenario.fixture]
        total, before, after = _points(scenario, fixture, work / scenario.name.replace(" ", "_"))
        for mode, (code, sticky) in MODES.items():
            faults = [Fault(MARK, at=k, errno=code, sticky=sticky) for k in range(1, total + 1)]
            one = functools.partial(_fault_run, scenario, fixture, work, before, after)
            bad_total += _sweep(f"faults  {scenario.name:20} {mode:22}", faults, one, workers)
    return bad_total


def _sweep(
    label: str,
    faults: list[Fault],
    one: Callable[[Fault], tuple[int, int, Sequence[str]]],
    workers: int,
) -> int:
    """Run ``one`` under every fault, print one line (points, passes, refusals, the first problems);
    return how many runs had a problem."""
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(one, faults))
    bad = [(k, p) for k, _, p in results if p]
    refused = sum(code == 1 for _, code, _ in results)
    points = len(faults)
    print(
        f"{label} {points:4} points  {points - len(bad):4}/{points} pass  "
        f"{refused:4} refused  {time.perf_counter() - t0:6.1f} s"
        + (f"  FIRST PROBLEMS: {bad[:3]}" if bad else ""),
        flush=True,
    )
    return len(bad)


def _kill_run(
    scenario: Scenario, fixture: Path, work: Path, before: Content, after: Content, k: int
) -> tuple[int, str]:
    folder = fresh_copy(fixture, work / f"kill-{scenario.name.replace(' ', '_')}-{k}")
    try:
        run = run_arbiter(list(scenario.argv), folder, Fault(MARK, at=k, kill=True))
        if run.code != -9:
            return k, f"exit {run.code}"
        if (folder / FILE).exists():
            with operations.open_file(folder / FILE) as tf:
                tf.players.all()
            if integrity(folder / FILE) != "ok":
                return k, "damaged"
        state = content(folder / FILE)
        if state not in (before, after):
            return k, "neither before nor after"
        if state == before:
            again = run_arbiter(list(scenario.argv), folder)
            if again.code != 0 or content(folder / FILE) != after:
                return k, f"cannot be done again: {again.err.strip()}"
        return k, ""
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def soak_kills(scenarios: list[Scenario], fixtures: dict[str, Path], work: Path, workers: int) -> int:
    bad_total = 0
    for scenario in scenarios:
        if scenario.name == "save-copy":
            continue
        fixture = fixtures[scenario.fixture]
        total, before, after = _points(scenario, fixture, work / scenario.name.replace(" ", "_"))
        one = functools.partial(_kill_run, scenario, fixture, work, before, after)
        t0 = time.perf_counter()
        with ThreadPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(one, range(1, total + 1)))
        bad = [r for r in results if r[1]]
        bad_total += len(bad)
        print(
            f"kills   {scenario.name:20} {'SIGKILL before write':22} {total:4} points  "
            f"{total - len(bad):4}/{total} pass  {time.perf_counter() - t0:6.1f} s"
            + (f"  FIRST PROBLEMS: {bad[:3]}" if bad else ""),
            flush=True,
        )
    return bad_total


OUTPUT_MODES = {
    "EIO once": (errno.EIO, False, False),
    "ENOSPC from there on": (errno.ENOSPC, True, False),
    "EIO from there on": (errno.EIO, True, False),
    "SIGKILL before write": (0, False, True),
}


def _output_run(
    scenario: OutputScenario, base: Baseline, work: Path, fault: Fault
) -> tuple[int, int, list[str]]:
    folder = fresh_copy(base.prepared, work / f"{scenario.name.replace(' ', '_')}-{fault.at}")
    try:
        run = run_arbiter(list(scenario.argv), folder, fault)
        if fault.kill and run.code != -9:
            return fault.at, run.code, [f"exit {run.code}"]
        errno_code = None if fault.kill else fault.errno
        return (
            fault.at,
            run.code,
            judge_output(scenario, base, folder, run.code, run.err, errno_code, fault.kill),
        )
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def soak_outputs(names: str | None, fixtures: dict[str, Path], work: Path, workers: int) -> int:
    os.environ["SOURCE_DATE_EPOCH"] = FIXED_TIME  # the runs write the same bytes: compared whole
    bad_total = 0
    for scenario in OUTPUTS:
        if names and scenario.name not in names.split(","):
            continue
        area = work / ("out-" + scenario.name.replace(" ", "_"))
        base = baseline(scenario, fixtures, area)
        for mode, (code, sticky, kill) in OUTPUT_MODES.items():
            points = base.full_disk_points if sticky else base.points
            calls = FULL_DISK_CALLS if sticky else WRITE_CALLS
            faults = [
                Fault(MARK, at=k, errno=code or errno.EIO, sticky=sticky, kill=kill, calls=calls)
                for k in range(1, points + 1)
            ]
            one = functools.partial(_output_run, scenario, base, area)
            bad_total += _sweep(f"outputs {scenario.name:20} {mode:22}", faults, one, workers)
    return bad_total


def soak_random_kills(count: int, fixtures: dict[str, Path], work: Path) -> int:
    from tests.test_db_kills import _kill_during_sequence

    spread: Counter[int] = Counter()
    bad = []
    t0 = time.perf_counter()
    for seed in range(count):
        folder = fresh_copy(fixtures[READY], work / "random")
        acknowledged, added, _pause, problem = _kill_during_sequence(folder, 1000 + seed)
        spread[added - acknowledged] += 1
        if problem or added not in (acknowledged, acknowledged + 1):
            bad.append((seed, acknowledged, added, problem))
    print(
        f"random kills during a sequence of every kind of operation: {count - len(bad)}/{count} lost nothing "
        f"acknowledged (the operation in flight was stored in {spread[1]}, not in {spread[0]})  "
        f"{time.perf_counter() - t0:6.1f} s" + (f"  PROBLEMS: {bad[:5]}" if bad else ""),
        flush=True,
    )
    return len(bad)


def soak_fuzz(count: int, work: Path) -> int:
    outcomes: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    bad = []
    t0 = time.perf_counter()
    for i, (kind, data) in enumerate(mutants(2026, count)):
        kinds[kind] += 1
        source = work / "fuzz.trf"
        source.write_bytes(data)
        target = work / "fuzz.arbiter"
        try:
            tf, _ = operations.import_trf(source, target)
        except ArbiterError:
            if any(p.name.startswith(target.name) for p in work.iterdir()):
                bad.append((i, kind, "a refused import left a file"))
            outcomes["refused"] += 1
        except Exception as exc:  # the property broken: another exception than ours
            bad.append((i, kind, f"{type(exc).__name__}: {exc}"))
        else:
            with tf:
                n = len(tf.players.all())
                text = tf.files.export_trf()
            if sum(line.startswith("001") for line in text.split("\n")) != n:
                bad.append((i, kind, "export has another number of 001 records"))
            outcomes["imported"] += 1
        for p in work.glob("fuzz.arbiter*"):
            if p.is_file():
                p.unlink()
    print(
        f"fuzzed TRFs: {count} ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}): "
        f"{outcomes['imported']} imported whole, {outcomes['refused']} refused whole, {len(bad)} problems  "
        f"{time.perf_counter() - t0:6.1f} s" + (f"  PROBLEMS: {bad[:5]}" if bad else ""),
        flush=True,
    )
    return len(bad)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--faults", action="store_true")
    parser.add_argument("--kills", action="store_true")
    parser.add_argument("--outputs", action="store_true")
    parser.add_argument("--random-kills", type=int, default=None)
    parser.add_argument("--fuzz", type=int, default=None)
    parser.add_argument(
        "--only",
        help="operations or outputs, comma-separated (names in tests/faults/scenarios.py and outputs.py)",
    )
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    everything = not (
        args.faults or args.kills or args.outputs or args.random_kills is not None or args.fuzz is not None
    )
    scenarios = [s for s in SCENARIOS if not args.only or s.name in args.only.split(",")]
    bad = 0
    with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
        work = Path(tmp)
        fixtures = make_fixtures(work / "fixtures")
        if everything or args.faults:
            bad += soak_faults(scenarios, fixtures, work, args.workers)
        if everything or args.kills:
            bad += soak_kills(scenarios, fixtures, work, args.workers)
        if everything or args.outputs:
            bad += soak_outputs(args.only, fixtures, work, args.workers)
        if everything or args.random_kills is not None:
            bad += soak_random_kills(
                args.random_kills if args.random_kills is not None else 100, fixtures, work
            )
        if everything or args.fuzz is not None:
            fuzz = work / "fuzz"
            fuzz.mkdir()
            bad += soak_fuzz(args.fuzz if args.fuzz is not None else 3000, fuzz)
    print(f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
