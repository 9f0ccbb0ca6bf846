"""Time the exports, the web folder and the projector's content on a 1,000-player, 11-round event.

    .venv/bin/python bench/bench_publish.py [FILE.trf]

Without FILE it uses ../shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf. The TRF is
imported into a tournament file in a temporary folder first (not timed). Prints one line per step:
processor time (what the step costs, whatever else the machine does) and wall time (disturbed by
other work on a shared machine).
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import operations  # noqa: E402
from outputs.exports.csv_export import write_tables  # noqa: E402
from outputs.exports.json_export import event_json  # noqa: E402
from outputs.exports.pgn_export import event_pgn  # noqa: E402
from outputs.projector import Mode, read_screen  # noqa: E402
from outputs.snapshot import EventSnapshot, take_snapshot  # noqa: E402
from outputs.web import write_site  # noqa: E402

LARGE = Path(__file__).resolve().parents[2] / "shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf"


def timed(label: str, step: Callable[[], object]) -> object:
    cpu, wall = time.process_time(), time.perf_counter()
    result = step()
    print(f"{label:<34} cpu {time.process_time() - cpu:6.2f} s   wall {time.perf_counter() - wall:6.2f} s")
    return result


def main(argv: list[str]) -> int:
    trf = Path(argv[0]) if argv else LARGE
    if not trf.exists():
        print(f"{trf}: no such file (pass a TRF)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        tf, report = operations.import_trf(trf, folder / "event.arbiter")
        with tf:
            print(f"{trf.name}: {report.players} players, {report.rounds} rounds")
            snap = timed("snapshot (with standings)", lambda: take_snapshot(tf))
            assert isinstance(snap, EventSnapshot)
            site = timed("web folder", lambda: write_site(snap, folder / "www"))
            print(f"  {len(getattr(site, 'files', ()))} files")
            timed("CSV tables", lambda: write_tables(snap, folder / "csv"))
            timed("JSON", lambda: event_json(snap))
            timed("PGN", lambda: event_pgn(snap))
            timed("projector: pairings", lambda: read_screen(tf, Mode.PAIRINGS))
            timed("projector: standings", lambda: read_screen(tf, Mode.STANDINGS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
