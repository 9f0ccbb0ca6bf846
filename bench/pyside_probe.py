"""Is this PySide6 safe for Arbiter Desk? Run it before lifting the version cap in pyproject.toml.

    .venv/bin/python bench/pyside_probe.py [--seconds 20] [--threads 2] [--no-signal]

For ``--seconds``, a zero-interval timer on the UI thread calls a Python slot and emits a Python
``Signal(object)`` to another Python slot, as the window does all the time (``Session.changed``,
``Worker.busy_changed``), while ``--threads`` Python threads allocate, as the worker's jobs do. Prints
the PySide6 version and the number of slot calls, then ``ok``; a broken binding dies before that with
``Fatal Python error`` (faulthandler prints where).

Measured on 2 cores (issue #16), 20 s each: PySide6 6.11.3 ok 5 times in 5 (0.8-1.5 million slot
calls); 6.12.0 died 6 times in 6 ("Fatal Python error: bool_dealloc: deallocating True or False"), also
with ``--threads 0`` (2 in 2), and never with ``--no-signal`` (0 in 6): its bug is in the delivery of
Python signals to Python slots, with or without other threads, so the cap stays below 6.12.
"""

from __future__ import annotations

import argparse
import faulthandler
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--no-signal", action="store_true", help="the timer's slot only, no Signal")
    args = parser.parse_args(argv)
    faulthandler.enable()

    import PySide6
    from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

    from arbiter_gui.collector import keep_collector_on_ui_thread

    app = QCoreApplication([])
    keep_collector_on_ui_thread()  # as the window: collections on the UI thread only

    class Emitter(QObject):
        tick = Signal(object)

    calls = [0]

    def slot(_value: object = None) -> None:
        calls[0] += 1

    emitter = Emitter()
    emitter.tick.connect(slot)
    timer = QTimer()
    timer.setInterval(0)
    if args.no_signal:
        timer.timeout.connect(slot)
    else:
        timer.timeout.connect(lambda: (slot(), emitter.tick.emit(None)))
    timer.start()
    stop = threading.Event()

    def allocate() -> None:
        while not stop.is_set():
            junk = {i: [None, i] for i in range(200)}
            del junk

    threads = [threading.Thread(target=allocate, daemon=True) for _ in range(args.threads)]
    for t in threads:
        t.start()
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    stop.set()
    print(f"PySide6 {PySide6.__version__}: {calls[0]} slot calls in {args.seconds:g} s, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
