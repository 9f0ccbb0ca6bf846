"""How fast the real window answers at 1,000 players and 11 rounds (issue #16's latency budget).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_latency.py [--keys N] [--runs N] [FILE.trf]

Without FILE it uses ../shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf. The TRF is imported
into two tournament files in a temporary folder (not timed): one with round 11's results cleared (to type
them), one announced for 12 rounds (to pair round 12). Then the window, offscreen, is driven as an arbiter
would, and each step is timed from the action to the moment the window shows its outcome:

- open: File > Open until the boards of the last round are in the table;
- type: a result key on the boards of round 11 until the row shows it and the cursor is on the next
  board (keys typed 100 ms apart, as from a stack of result slips; standings are computed meanwhile);
- ui-stall: the longest gap of a 5 ms timer on the UI thread while the keys above are typed;
- correct: a result of round 10 (the last complete round) changed, until its row shows it;
- standings / crosstable: from that key until the Standings (after round 10, with four tie-breaks)
  and the Crosstable show the new points, the arbiter switching to them right after the key;
- tab: a tab switch without a change meanwhile;
- pair: Pair round 12 until its boards are in the table, and the engine's own time within it;
- print: the standings PDF, and the longest UI stall meanwhile.

Beside the standings: their processor time on the worker and their wall time there (the two differ by
the time the worker thread waited for a core or for Python's lock), and the processor time of the
crosstable's rows, made on the worker after the standings are shown.

Prints the median, the 95th percentile (nearest rank) and the worst of each, and the load average
before and after. Exits 1 when the median or the 95th percentile of a step with a budget (:data:`BUDGETS`)
is over it, or when the window showed an error; 0 otherwise. Numbers depend on the machine and on what
else runs on it.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LARGE = Path(__file__).resolve().parents[2] / "shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf"
TIEBREAKS = ("BH/C1", "BH", "SB", "DE")


def prepare(trf: Path, folder: Path, cleared: int | None = None) -> tuple[Path, Path]:
    """(file with round 11's results cleared, file announced for 12 rounds); the event's tie-breaks set.
    ``cleared``: only the results of the last round's first boards are cleared, as many (the ones
    typed; a result cleared is one transaction, and a 9,999-player round has 5,000 boards)."""
    from operations import tournament_file as dbapi

    typing_file, pairing_file = folder / "typing.arbiter", folder / "pairing.arbiter"
    tf, _ = dbapi.import_trf(trf, typing_file)
    with tf:
        event = tf.event.settings()
        tf.event.update(dataclasses.replace(event, tiebreaks=TIEBREAKS))
        last = tf.rounds.paired
        for b in tf.rounds.get(last).boards[:cleared]:
            tf.results.set(last, b.board, None)
    tf, _ = dbapi.import_trf(trf, pairing_file)
    with tf:
        event = tf.event.settings()
        tf.event.update(
            dataclasses.replace(event, tiebreaks=TIEBREAKS, number_of_rounds=event.number_of_rounds + 1)
        )
    return typing_file, pairing_file


class Clock:
    """Waits on the UI thread's event loop and watches how long the loop is ever blocked."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QTimer

        self.app = app
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.worst_gap = 0.0
        self.last_cpu = time.thread_time()
        self.worst_cpu = 0.0
        """The most UI-thread processor time between two ticks since ``watch``: the longest stall as
        the window's own work, whatever else the machine runs (the wall-clock gap grows with the load)."""
        self.last_queued = queued_time()
        self.worst_parts = (0.0, 0.0)
        """Of the longest gap since ``watch``: the UI thread's processor time and its time ready to run
        but waiting for a core (``queued_time``); the rest of the gap it slept (its timer, or Python's
        lock held by another thread)."""

    def _tick(self) -> None:
        now, cpu, queued = time.perf_counter(), time.thread_time(), queued_time()
        if now - self.last > self.worst_gap:
            self.worst_gap = now - self.last
            self.worst_parts = (cpu - self.last_cpu, queued - self.last_queued)
        self.worst_cpu = max(self.worst_cpu, cpu - self.last_cpu)
        self.last, self.last_cpu, self.last_queued = now, cpu, queued

    def watch(self) -> None:
        self.last, self.last_cpu, self.last_queued = time.perf_counter(), time.thread_time(), queued_time()
        self.worst_gap = self.worst_cpu = 0.0
        self.worst_parts = (0.0, 0.0)
        self.timer.start()

    def worst_gap_parts(self) -> str:
        """The longest gap since ``watch`` in its parts (``worst_parts``), in words."""
        cpu, queued = self.worst_parts
        asleep = self.worst_gap - cpu - queued
        return (
            f"the longest gap {self.worst_gap * 1000:.0f} ms: UI-thread CPU {cpu * 1000:.0f} ms, "
            f"waiting for a core {queued * 1000:.0f} ms, "
            f"asleep (its timer, Python's lock) {asleep * 1000:.0f} ms"
        )

    def stop(self) -> float:
        self.timer.stop()
        return max(self.worst_gap, time.perf_counter() - self.last)

    def until(self, done: Callable[[], bool], timeout: float = 120.0) -> None:
        end = time.perf_counter() + timeout
        while not done():
            if time.perf_counter() > end:
                raise TimeoutError("the window did not show the outcome in time")
            self.app.processEvents()
            time.sleep(0.0005)

    def idle(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            self.app.processEvents()
            time.sleep(0.001)


def queued_time() -> float:
    """Seconds the calling thread has spent ready to run but waiting for a core (Linux's
    ``/proc/thread-self/schedstat``, second field); 0.0 where the system does not tell."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def _busy(window: Any) -> bool:
    """Any work of the window still running (its worker; ``jobs`` before issue #16)."""
    worker = getattr(window, "worker", None)
    return bool(worker.active) if worker is not None else bool(window.jobs.busy)


def _pairing(window: Any) -> bool:
    """The pairing still runs (the standings computed after it do not count: the boards are shown)."""
    worker = getattr(window, "worker", None)
    return bool(worker.busy) if worker is not None else bool(window.jobs.busy)


CPU: dict[str, list[float]] = {}
"""Processor time of the UI thread per step (``time.thread_time``), by step name: what the window
itself spent, whatever else the machine was doing."""


BUDGETS: dict[str, float] = {
    "type a result": 0.030,
    "correct a result": 0.030,
    "standings up to date": 0.300,
    "crosstable up to date": 0.300,
    "open file": 1.0,
    "switch tabs": 0.100,
    "pair round minus engine": 1.0,
}
"""The latency budget of issue #16, in seconds, by step: a typed result shown within 30 ms, the views
up to date within 300 ms, a file open within 1 s, a tab switch within 100 ms, and a pairing's own cost
(the engine's time left out) within 1 s. Both the median and the 95th percentile must be within it."""


def percentile_95(values: list[float]) -> float:
    """The 95th percentile by nearest rank: the smallest value that at least 95 % of ``values`` do not
    exceed: of 20 values the 19th smallest, of fewer than 20 the worst (tests/test_bench_gui_latency.py)."""
    ordered = sorted(values)
    return ordered[math.ceil(0.95 * len(ordered)) - 1]


def over_budget(name: str, values: list[float], budgets: dict[str, float] = BUDGETS) -> list[str]:
    """What of step ``name`` is over its budget (``budgets``, :data:`BUDGETS` unless told): its
    median, its 95th percentile, each a sentence; nothing for a step within it or without a budget."""
    budget = budgets.get(name)
    if budget is None or not values:
        return []
    out = []
    for what, value in (("median", statistics.median(values)), ("95th percentile", percentile_95(values))):
        if value > budget:
            out.append(f"{name}: {what} {value * 1000:.1f} ms is over the budget of {budget * 1000:.0f} ms")
    return out


def summary(name: str, values: list[float], budgets: dict[str, float] = BUDGETS) -> str:
    ms = [v * 1000 for v in values]
    cpu = CPU.get(name)
    ui = f"  UI-thread CPU median {statistics.median(cpu) * 1000:7.1f} ms" if cpu else ""
    budget = budgets.get(name)
    verdict = ""
    if budget is not None:
        over = over_budget(name, values, budgets)
        verdict = f"   (budget < {budget * 1000:.0f} ms: {'OVER' if over else 'within'})"
    return (
        f"{name:24s} n={len(ms):3d}  median {statistics.median(ms):8.1f} ms  p95 "
        f"{percentile_95(ms):8.1f} ms  worst {max(ms):8.1f} ms{ui}{verdict}"
    )


def load_average() -> str:
    """The machine's load average over 1, 5 and 15 minutes (the other work the numbers share it with)."""
    try:
        return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:  # not on every system
        return "load average unknown"


def cpu_since(name: str, start: float) -> None:
    CPU.setdefault(name, []).append(time.thread_time() - start)


class Answers:
    """Prompts that say yes to every question, take the proposed document and save where told."""

    def __init__(self) -> None:
        self.save_to: Path | None = None
        self.errors: list[str] = []
        self.print_round: int | None = None
        """The round chosen in the print dialog (None: the one it proposes)."""

    def error(self, parent: Any, title: str, exc_or_text: Any, *_: Any) -> None:
        self.errors.append(f"{title}: {exc_or_text}")

    def info(self, parent: Any, title: str, text: str) -> None:
        pass

    def bug_report(self, parent: Any, title: str, message: str, report: str) -> None:
        """A programming error: recorded, never a dialog waiting offscreen for an answer (the run
        would stop there)."""
        self.errors.append(f"{title}: {report.strip().splitlines()[-1] if report.strip() else message}")

    def confirm(self, parent: Any, title: str, question: str, *_: Any) -> bool:
        return True

    def save_file(self, parent: Any, caption: str, start: str, filters: str) -> Path | None:
        return self.save_to

    def run_dialog(self, dialog: Any) -> bool:
        spin = getattr(dialog, "round", None)
        if self.print_round is not None and spin is not None:
            spin.setValue(self.print_round)
        return True


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trf", nargs="?", type=Path, default=LARGE)
    parser.add_argument("--keys", type=int, default=30, help="results typed (default 30)")
    parser.add_argument("--runs", type=int, default=5, help="opens, pairings, prints (default 5)")
    args = parser.parse_args(argv)

    from arbiter_gui.app import make_application

    app = make_application()
    results: list[str] = []
    over: list[str] = []
    prompts = Answers()
    print(f"before: {load_average()}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            run(args, app, Path(tmp), prompts, results, over)
        finally:
            print("\n".join(results))
            print(f"after: {load_average()}")
            if prompts.errors:
                print("errors shown:", *prompts.errors, sep="\n  ")
    if over:
        print("over budget:", *over, sep="\n  ")
    else:
        print("every median and 95th percentile within budget")
    return 1 if prompts.errors or over else 0


def run(
    args: argparse.Namespace,
    app: Any,
    folder: Path,
    prompts: Answers,
    results: list[str],
    over: list[str],
    budgets: dict[str, float] = BUDGETS,
    before_closing: Callable[[Any, Clock], None] | None = None,
    cleared: int | None = None,
) -> None:
    """Drive the window through every step; each step's line goes to ``results``, and what of it is
    over its budget (``budgets``) to ``over``. ``before_closing(window, clock)``: more steps, on the
    pairing file with the round just paired, before the window closes (``bench/whole_program.py``).
    ``cleared``: the results cleared to be typed (``prepare``; None: the whole last round)."""

    def report(name: str, values: list[float]) -> None:
        results.append(summary(name, values, budgets))
        over.extend(over_budget(name, values, budgets))

    from PySide6.QtCore import QSettings
    from PySide6.QtTest import QTest

    import operations.ops_rounds as ops_rounds
    from arbiter_gui.main_window import CROSSTABLE, ROUNDS, STANDINGS, MainWindow
    from arbiter_gui.prompts import Prompts
    from arbiter_gui.settings import AppSettings

    engine_times: list[float] = []
    from engine.dutch import pair_round as engine_pair

    def timed_pairer(*a: Any, **k: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return engine_pair(*a, **k)
        finally:
            engine_times.append(time.perf_counter() - t0)

    ops_rounds.event_pairer = lambda _s: timed_pairer  # type: ignore[assignment]
    worker_cpu: list[float] = []
    worker_wall: list[float] = []
    cross_cpu: list[float] = []
    try:  # the standings computed on the worker (since issue #16): their processor time
        import arbiter_gui.controllers.standings as standings_controller

        real_tables = standings_controller.standings_tables

        def timed_tables(*a: Any, **k: Any) -> Any:
            c0, t0 = time.thread_time(), time.perf_counter()
            try:
                return real_tables(*a, **k)
            finally:
                worker_cpu.append(time.thread_time() - c0)
                worker_wall.append(time.perf_counter() - t0)

        standings_controller.standings_tables = timed_tables  # type: ignore[assignment]
        real_cross = getattr(standings_controller, "with_crosstable", None)
        if real_cross is not None:  # the crosstable's rows, made after the standings are shown

            def timed_cross(*a: Any, **k: Any) -> Any:
                c0 = time.thread_time()
                try:
                    return real_cross(*a, **k)
                finally:
                    cross_cpu.append(time.thread_time() - c0)

            standings_controller.with_crosstable = timed_cross
    except ImportError:
        pass
    clock = Clock(app)
    t0 = time.perf_counter()
    typing_file, pairing_file = prepare(args.trf, folder, cleared)
    print(f"prepared two files from {args.trf.name} in {time.perf_counter() - t0:.1f} s", flush=True)
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    answers = type("BenchPrompts", (type(prompts), Prompts), {})()
    answers.__dict__ = prompts.__dict__  # one record of errors
    window = MainWindow(settings, answers)
    window.resize(1280, 800)
    window.show()
    clock.idle(0.3)

    files = getattr(window, "files", window)  # the File commands (on the window before issue #16)

    # -- open -------------------------------------------------------------------------------------
    opens, open_process, open_stalls = [], [], []
    for _ in range(args.runs):
        files.close_file()
        clock.idle(0.2)
        t0, c0, p0 = time.perf_counter(), time.thread_time(), time.process_time()
        clock.watch()
        files.open_path(typing_file)
        clock.until(lambda: window.rounds_view.model.rowCount() >= 500)
        app.processEvents()
        opens.append(time.perf_counter() - t0)
        cpu_since("open file", c0)
        open_process.append(time.process_time() - p0)
        open_stalls.append(clock.stop())
        CPU.setdefault("ui stall while opening", []).append(clock.worst_cpu)
        print(f"open: {clock.worst_gap_parts()}", flush=True)
    report("open file", opens)
    report("open file (process CPU)", open_process)
    report("ui stall while opening", open_stalls)
    clock.until(lambda: not _busy(window))
    last = window.rounds_view.selected_round() or 0
    table = window.rounds_view.table

    # -- typing the results of the round being played (standings recomputed meanwhile) -------------
    window.tabs.setCurrentIndex(ROUNDS)
    table.setFocus()
    table.go_to_row(0)
    clock.idle(0.5)
    keys, stalls = [], []
    clock.watch()
    for i in range(args.keys):
        t0, c0 = time.perf_counter(), time.thread_time()
        QTest.keyClick(table, "1")
        clock.until(
            lambda i=i: (
                window.rounds_view.model.rows[i].result_text == "1-0" and table.currentIndex().row() == i + 1
            )
        )
        keys.append(time.perf_counter() - t0)
        cpu_since("type a result", c0)
        clock.idle(0.1)
    stalls.append(clock.stop())
    report("type a result", keys)
    report("ui stall while typing", stalls)

    # -- corrections in the last complete round: standings and crosstable looked at after each ----
    clock.until(lambda: not _busy(window))
    picker = window.rounds_view.round_picker
    picker.setCurrentIndex(picker.findData(last - 1))
    clock.until(lambda: window.rounds_view.selected_round() == last - 1)
    standings_after, crosstable_after, switches, corrections = [], [], [], []
    for i in range(max(args.keys // 3, 3)):
        clock.until(lambda: not _busy(window))
        clock.idle(0.2)
        window.tabs.setCurrentIndex(ROUNDS)
        table.setFocus()
        table.go_to_row(i)
        row = window.rounds_view.model.rows[i]
        white = row.white.number
        before = _standing_points(window, white)
        old_points = WHITE_POINTS[row.result_text]
        key, new_text = ("1", "1-0") if old_points < 1 else ("0", "0-1")
        wanted = before + WHITE_POINTS[new_text] - old_points
        t0, c0 = time.perf_counter(), time.thread_time()
        QTest.keyClick(table, key)
        clock.until(lambda i=i, t=new_text: window.rounds_view.model.rows[i].result_text == t)
        corrections.append(time.perf_counter() - t0)
        cpu_since("correct a result", c0)
        # the arbiter looks at the standings and the crosstable, then goes back to typing
        window.tabs.setCurrentIndex(STANDINGS)
        clock.until(lambda w=white, p=wanted: _standing_points(window, w) == p)
        standings_after.append(time.perf_counter() - t0)
        window.tabs.setCurrentIndex(CROSSTABLE)
        clock.until(lambda w=white, p=wanted: _crosstable_points(window, w) == p)
        crosstable_after.append(time.perf_counter() - t0)
        t1 = time.perf_counter()
        window.tabs.setCurrentIndex(ROUNDS)
        app.processEvents()
        switches.append(time.perf_counter() - t1)
    report("correct a result", corrections)
    report("standings up to date", standings_after)
    if worker_cpu:
        report("standings CPU (worker)", worker_cpu)
        report("standings wall (worker)", worker_wall)
    if cross_cpu:
        report("crosstable CPU (worker)", cross_cpu)
    report("crosstable up to date", crosstable_after)

    # -- tab switches without a change ------------------------------------------------------------
    clock.until(lambda: not _busy(window))
    clock.idle(0.5)
    for _ in range(args.runs):
        for index in (STANDINGS, CROSSTABLE, 4, 0, ROUNDS):
            t1, c1 = time.perf_counter(), time.thread_time()
            window.tabs.setCurrentIndex(index)
            app.processEvents()
            switches.append(time.perf_counter() - t1)
            cpu_since("switch tabs", c1)
    report("switch tabs", switches)

    # -- print ------------------------------------------------------------------------------------
    prints, print_stalls = [], []
    window.tabs.setCurrentIndex(STANDINGS)
    prompts.print_round = (last or 1) - 1  # the last complete round
    for run in range(min(args.runs, 3)):
        out = folder / f"standings-{run}.pdf"
        prompts.save_to = out
        clock.watch()
        t0 = time.perf_counter()
        window.commands.save_pdf.trigger()
        clock.until(lambda out=out: out.exists() and not _busy(window))
        prints.append(time.perf_counter() - t0)
        print_stalls.append(clock.stop())
    report("print standings PDF", prints)
    report("ui stall while printing", print_stalls)

    # -- pairing ----------------------------------------------------------------------------------
    files.open_path(pairing_file)
    clock.until(lambda: not _busy(window))
    clock.idle(0.3)
    pairs, overheads = [], []
    for run in range(args.runs):
        if run:
            clock.until(lambda: not _busy(window))
            window.commands.delete_round.trigger()
            clock.until(lambda: not _busy(window))
        engine_times.clear()
        nxt = (window.rounds_view.selected_round() or 0) + 1
        t0 = time.perf_counter()
        window.commands.pair.trigger()
        clock.until(
            lambda nxt=nxt: (
                window.rounds_view.selected_round() == nxt
                and window.rounds_view.model.rowCount() >= 500
                and not _pairing(window)
            )
        )
        took = time.perf_counter() - t0
        pairs.append(took)
        overheads.append(took - sum(engine_times))
    report("pair round (whole)", pairs)
    report("pair round minus engine", overheads)
    if before_closing is not None:
        before_closing(window, clock)
    window.close()


WHITE_POINTS = {"1-0": Fraction(1), "\u00bd-\u00bd": Fraction(1, 2), "0-1": Fraction(0)}


def _standing_points(window: Any, number: int) -> Fraction | None:
    return next((r.points for r in window.standings_model.rows if r.number == number), None)


def _crosstable_points(window: Any, number: int) -> Fraction | None:
    return next((r.points for r in window.crosstable_model.rows if r.number == number), None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
