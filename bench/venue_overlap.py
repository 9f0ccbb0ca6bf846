"""Whether the pairing desk's and its server processes' waits for a processor overlap in time (issue 30
item 5), read from Linux's scheduler trace:

    perf record -k CLOCK_MONOTONIC -e sched:sched_switch -e sched:sched_wakeup -e sched:sched_wakeup_new -a \\
        -o OUT/perf.data -- .venv/bin/python bench/venue_overlap.py run OUT load|hog [THAT BENCH'S ARGUMENTS]
    perf script -i OUT/perf.data -F tid,time,event,trace > OUT/sched.txt
    .venv/bin/python bench/venue_overlap.py read OUT

``run`` runs ``bench/venue_load.py`` (``load``) or ``bench/venue_hog.py`` (``hog``) and writes each pairing's
window, desk thread and server processes to ``OUT/pairings.json``. ``read`` follows each of those tasks
through the trace (running from its switch onto a processor to its switch off; waiting for a processor from
its wake-up, or from a switch off while still runnable, to its switch on; else asleep) and prints, for the
pairings alone and the pairings beside the others (medians): the desk's and its server processes' time on a
processor and waiting for one as the trace has them (beside ``/proc``'s schedstat figures), and how long the
states overlap: both waiting (a wait ``Pairing.not_waiting`` would take off twice), one waiting while the
other runs, both running. And the time some of them waited while none of them ran, which is what the
pairing lost to the processors exactly; ``Pairing.not_waiting`` equals the wall less it only when the two
overlap in nothing but running.
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench import venue_hog, venue_load  # noqa: E402

SWITCH = re.compile(r"prev_pid=(\d+) .*prev_state=(\S+) ==> .*next_pid=(\d+) ")
WAKEUP = re.compile(r" pid=(\d+) ")
RUNNING, WAITING, ASLEEP = "run", "wait", "sleep"


def run(out: Path, which: str, argv: list[str]) -> int:
    """The bench ``which`` run with ``argv``; its pairings' windows and tasks written to ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    status = (venue_load.main if which == "load" else venue_hog.main)(argv)
    if which == "load":  # its pairings alone and under load alternate: the alone ones first here
        alone = len(venue_load.ALONE)
        pairings = [asdict(p) for p in venue_load.ALONE + venue_load.LOADED]
    else:
        alone = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 5
        pairings = [asdict(p) for p in venue_load.PAIRINGS]
    (out / "pairings.json").write_text(json.dumps({"alone": alone, "pairings": pairings}))
    return status


def _transitions(trace: Path, tasks: set[int]) -> dict[int, list[tuple[float, str]]]:
    """Each task's changes of state, in the order of the trace."""
    changes: dict[int, list[tuple[float, str]]] = {task: [] for task in tasks}
    for line in trace.open(encoding="utf-8", errors="replace"):
        fields = line.split(None, 3)
        if len(fields) < 4:
            continue
        at = float(fields[1].rstrip(":"))
        if fields[2].startswith("sched:sched_switch"):
            found = SWITCH.search(line)
            if found:
                before, state, after = int(found[1]), found[2], int(found[3])
                if before in tasks:
                    changes[before].append((at, WAITING if state.startswith("R") else ASLEEP))
                if after in tasks:
                    changes[after].append((at, RUNNING))
        elif fields[2].startswith("sched:sched_wakeup"):
            found = WAKEUP.search(line)
            if found and int(found[1]) in tasks:
                task_changes = changes[int(found[1])]
                if not task_changes or task_changes[-1][1] != RUNNING:
                    task_changes.append((at, WAITING))
    return changes


def _segments(
    changes: list[tuple[float, str]], start: float, end: float
) -> Iterator[tuple[float, float, str]]:
    """The task's states between ``start`` and ``end`` (asleep before the trace names it)."""
    state, since = ASLEEP, start
    for at, new in changes:
        if at <= start:
            state = new
            continue
        if at >= end:
            break
        yield since, at, state
        state, since = new, at
    yield since, end, state


def _overlaps(
    desk: list[tuple[float, str]], servers: list[list[tuple[float, str]]], window: list[float]
) -> dict[str, float]:
    """Seconds of each state and pair of states of the desk and its server processes in ``window``."""
    start, end = window
    points = {start, end}
    parts = [list(_segments(desk, start, end))] + [list(_segments(s, start, end)) for s in servers]
    for segments in parts:
        points.update(b for _a, b, _s in segments)
    cuts = sorted(p for p in points if start <= p <= end)
    sums: dict[str, float] = {}
    where = [0] * len(parts)
    for a, b in zip(cuts, cuts[1:], strict=False):
        states = []
        for i, segments in enumerate(parts):
            while segments[where[i]][1] <= a:
                where[i] += 1
            states.append(segments[where[i]][2])
        desk_state, server_states = states[0], states[1:]
        span = b - a
        for key in (f"desk {desk_state}", *(f"server {s}" for s in server_states)):
            sums[key] = sums.get(key, 0.0) + span
        server_runs, server_waits = RUNNING in server_states, WAITING in server_states
        pairs = {
            "both waiting": desk_state == WAITING and server_waits,
            "desk waiting, server running": desk_state == WAITING and server_runs,
            "server waiting, desk running": server_waits and desk_state == RUNNING,
            "both running": desk_state == RUNNING and server_runs,
            "lost to the processors": (desk_state == WAITING or server_waits)
            and not (desk_state == RUNNING or server_runs),
        }
        for key, holds in pairs.items():
            if holds:
                sums[key] = sums.get(key, 0.0) + span
    return sums


def read(out: Path) -> int:
    saved = json.loads((out / "pairings.json").read_text())
    pairings = saved["pairings"]
    tasks = {p["desk_thread"] for p in pairings} | {s for p in pairings for s in p["server_processes"]}
    changes = _transitions(out / "sched.txt", tasks)
    keys = (
        "desk run",
        "desk wait",
        "server run",
        "server wait",
        "both waiting",
        "desk waiting, server running",
        "server waiting, desk running",
        "both running",
        "lost to the processors",
    )
    figures: dict[str, list[float]] = {}
    for label, group in (
        ("alone", pairings[: saved["alone"]]),
        ("beside the others", pairings[saved["alone"] :]),
    ):
        if not group:
            continue
        found = [
            _overlaps(changes[p["desk_thread"]], [changes[s] for s in p["server_processes"]], p["window"])
            for p in group
        ]

        def ms(values: list[float]) -> str:
            return f"{1000 * statistics.median(values):.1f} ms"

        traced = ", ".join(f"{key} {ms([f.get(key, 0.0) for f in found])}" for key in keys)
        lost = [p["wall"] - f.get("lost to the processors", 0.0) for p, f in zip(group, found, strict=True)]
        figures[label] = [
            statistics.median(p["wall"] - p["desk"][1] - p["server"][1] for p in group),
            statistics.median(lost),
        ]
        print(
            f"{label} ({len(group)} pairings), medians: wall {ms([p['wall'] for p in group])}; schedstat: "
            f"desk ran {ms([p['desk'][0] for p in group])}, waited {ms([p['desk'][1] for p in group])}, "
            f"server ran {ms([p['server'][0] for p in group])}, "
            f"waited {ms([p['server'][1] for p in group])}; "
            f"not waiting (wall less both waits) "
            f"{ms([p['wall'] - p['desk'][1] - p['server'][1] for p in group])}, "
            f"wall less the time lost to the processors {ms(lost)}"
            f"\n    traced: {traced}"
        )
    if len(figures) == 2:
        (subtracted, exact), (subtracted_loaded, exact_loaded) = figures.values()
        print(
            f"beside the others / alone: wall less both waits {subtracted_loaded / subtracted:.2f} x, "
            f"wall less the time lost to the processors {exact_loaded / exact:.2f} x"
        )
    return 0


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "run" and argv[2] in ("load", "hog"):
        return run(Path(argv[1]), argv[2], argv[3:])
    if len(argv) == 2 and argv[0] == "read":
        return read(Path(argv[1]))
    raise SystemExit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
