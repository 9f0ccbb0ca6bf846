"""Time the printed documents on a 1,000-player event (target: crosstable under 10 s).

    .venv/bin/python bench/bench_reports.py [FILE.trf]

Without FILE it uses ../shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf when present,
else a generated 1,000-player, 11-round demo tournament. Prints one line per document.
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.model import Tournament  # noqa: E402
from outputs.documents import render  # noqa: E402
from outputs.documents.api import documents_of  # noqa: E402
from outputs.documents.demo import demo_tournament  # noqa: E402
from outputs.documents.fonts import register_fonts  # noqa: E402

LARGE = Path(__file__).resolve().parents[2] / "shared/conformance/large/tournaments/bbp6_p1000_r11_s42.trf"


def load(argv: list[str]) -> tuple[Tournament, str]:
    path = Path(argv[0]) if argv else LARGE
    if path.exists():
        from engine.trf import read_trf_file

        return read_trf_file(path), str(path)
    return demo_tournament(1000, 11, seed=42), "demo_tournament(1000, 11)"


def main(argv: list[str]) -> int:
    t0 = time.perf_counter()
    tournament, source = load(argv)
    print(
        f"input: {source}: {len(tournament.players)} players, {tournament.rounds_recorded} rounds "
        f"(read in {time.perf_counter() - t0:.2f} s)"
    )
    t0 = time.perf_counter()
    register_fonts()
    print(f"fonts registered in {time.perf_counter() - t0:.2f} s")
    for kind in documents_of(False):  # a TRF: an individual event's documents
        buf = io.BytesIO()
        t0 = time.perf_counter()
        pages = render(kind, tournament, buf)
        took = time.perf_counter() - t0
        print(f"{kind.value:15s} {pages:4d} pages {len(buf.getvalue()) / 1024:8.0f} KiB {took:7.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
