"""Time the arbiter's desk on a 1,000-player event (issue 33): one tick of the check-in and the list it
shows again (each under 0.5 s: the arbiter ticks players as they arrive), the check-in sheet, the
boards of a 500-board round with 100 fixed boards arranged, and a payment at the fees window with what
the window reads again after it (the fees of every player and the totals). Exits 1 when a budget is
exceeded.

    .venv/bin/python bench/bench_desk.py
"""

from __future__ import annotations

import io
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from engine.fixed_boards import arrange_boards  # noqa: E402
from formats.csv_players import CsvRow, ParsedCsv  # noqa: E402
from outputs.documents import desk  # noqa: E402
from values import EventSettings, PlayerDetails  # noqa: E402
from values.desk import FeeCategory, FeeSchedule  # noqa: E402

PLAYERS = 1000
BUDGET = {
    "check_in": 0.5,
    "check_in_list": 0.5,
    "check_in_sheet": 10.0,
    "arrange_boards": 0.1,
    "record_payment": 0.5,
    "fees_read_again": 0.5,
}
"""Seconds, the slowest allowed for each step."""


def main() -> int:
    took: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        tf = operations.create(Path(folder) / "big.arbiter", EventSettings("Desk bench", 9), user="bench")
        with tf:
            details = [PlayerDetails(f"Player{i:04d}, Test", 1000 + i) for i in range(PLAYERS)]
            rows = tuple(CsvRow(line, d) for line, d in enumerate(details, start=2))
            tf.players.import_list(ParsedCsv(rows, ()))
            ids = [p.id for p in tf.players.all()]
            t0 = time.perf_counter()
            tf.desk.check_in(ids[500])
            took["check_in"] = time.perf_counter() - t0
            t0 = time.perf_counter()
            listing = tf.desk.check_in_list()
            took["check_in_list"] = time.perf_counter() - t0
            tournament = tf.tournament()
            tf.desk.set_fee_schedule(
                FeeSchedule("EUR", (FeeCategory("GM", 0, ("GM",)), FeeCategory("Open", 5000)))
            )
            t0 = time.perf_counter()
            tf.desk.record_payment(ids[700], 5000)
            took["record_payment"] = time.perf_counter() - t0
            t0 = time.perf_counter()
            tf.desk.fee_overview()
            took["fees_read_again"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        pages = desk.check_in_sheet(tournament, listing, io.BytesIO())
        took["check_in_sheet"] = time.perf_counter() - t0
    games = [(2 * i, 2 * i + 1) for i in range(500)]
    fixed = {4 * i + 1: 500 - i for i in range(100)}
    t0 = time.perf_counter()
    arrange_boards(games, fixed)
    took["arrange_boards"] = time.perf_counter() - t0
    over = False
    for step, seconds in took.items():
        flag = "OVER" if seconds > BUDGET[step] else "ok"
        over |= seconds > BUDGET[step]
        extra = f" ({pages} pages)" if step == "check_in_sheet" else ""
        print(f"{step:16s} {seconds:7.3f} s  budget {BUDGET[step]:5.1f} s  {flag}{extra}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
