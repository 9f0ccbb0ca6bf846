"""How long File > Save a copy and the timed backup hold the window's UI thread, at 1,000 players.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_copy_stall.py [--runs N] [--folder DIR] [FILE.trf]

The event of ``bench/gui_latency.py`` (1,000 players, 11 rounds, round 11's results cleared) is opened in
the real window, offscreen. Then, ``--runs`` times each:

- save a copy: File > Save a copy to a new file (in ``--folder``: put it on a USB stick or a slow disk to
  see what the arbiter sees there), until the copy is written and the window idle;
- timed backup: a result typed, then the backup timer's tick, until the backup copy is written.

``--fsync-ms 300`` makes each fsync 300 ms longer, as on a slow USB stick (simulated).

For each: the wall time until done, and the longest gap of a 5 ms timer on the UI thread meanwhile (the
window cannot answer during such a gap). Prints median and worst; the numbers depend on the machine, its
load and the disk.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.gui_latency import LARGE, Answers, Clock, _busy, prepare, summary  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trf", nargs="?", type=Path, default=LARGE)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--folder", type=Path, default=None, help="where the copies go (default: temporary)")
    parser.add_argument(
        "--fsync-ms",
        type=float,
        default=0.0,
        help="make every fsync take this much longer (a simulated slow USB stick; the wait releases the "
        "interpreter's lock as a real fsync does)",
    )
    args = parser.parse_args(argv)
    if args.fsync_ms:
        import os

        real_fsync = os.fsync

        def slow_fsync(fd: int) -> None:
            time.sleep(args.fsync_ms / 1000)
            real_fsync(fd)

        os.fsync = slow_fsync

    from arbiter_gui.app import make_application

    app = make_application()
    prompts = Answers()
    with tempfile.TemporaryDirectory() as tmp:
        results = run(args, app, Path(tmp), prompts)
    print("\n".join(results))
    if prompts.errors:
        print("errors shown:", *prompts.errors, sep="\n  ")
    return 1 if prompts.errors else 0


def run(args: argparse.Namespace, app: Any, folder: Path, prompts: Answers) -> list[str]:
    from PySide6.QtCore import QSettings

    from arbiter_gui.main_window import MainWindow
    from arbiter_gui.prompts import Prompts
    from arbiter_gui.settings import AppSettings

    clock = Clock(app)
    typing_file, _ = prepare(args.trf, folder)
    print(f"{typing_file.stat().st_size / 1e6:.2f} MB tournament file", flush=True)
    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    answers = type("BenchPrompts", (Answers, Prompts), {})()
    answers.__dict__ = prompts.__dict__
    window = MainWindow(settings, answers)
    window.show()
    window.files.open_path(typing_file)
    clock.until(lambda: window.rounds_view.model.rowCount() >= 500 and not _busy(window))
    clock.idle(0.5)
    copies = args.folder or folder / "copies"
    copies.mkdir(parents=True, exist_ok=True)
    tf = window.tf
    assert tf is not None
    last = tf.rounds.paired

    saves, save_stalls = [], []
    for i in range(args.runs):
        target = copies / f"copy-{i}-{time.time_ns()}.arbiter"
        prompts.save_to = target
        clock.watch()
        t0 = time.perf_counter()
        window.commands.save_copy.trigger()
        clock.until(lambda target=target: target.exists() and not _busy(window))
        saves.append(time.perf_counter() - t0)
        save_stalls.append(clock.stop())
        clock.idle(0.1)

    timed, timed_stalls = [], []
    window.files.timed_backup()  # the first tick after opening only notes where the file is
    clock.until(lambda: not _busy(window))
    for i in range(args.runs):
        before = set(tf.files.backups())
        result = "1" if i % 2 else "0"
        window.ops.run("bench", lambda r=result: tf.results.set(last, 1, _result(r)), lambda: None)
        clock.until(lambda: not _busy(window))
        clock.idle(0.1)
        clock.watch()
        t0 = time.perf_counter()
        window.files.timed_backup()
        clock.until(lambda before=before: set(tf.files.backups()) - before != set() and not _busy(window))
        timed.append(time.perf_counter() - t0)
        timed_stalls.append(clock.stop())
        time.sleep(0.002)  # backups are named by the time: never two in the same microsecond
    window.close()
    return [
        summary("save a copy", saves),
        summary("ui stall: save a copy", save_stalls),
        summary("timed backup", timed),
        summary("ui stall: timed backup", timed_stalls),
    ]


def _result(key: str) -> Any:
    from values import GameResult

    return GameResult.WHITE_WINS if key == "1" else GameResult.BLACK_WINS


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
