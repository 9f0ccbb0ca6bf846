"""The collection of real TRFs (``tests/data/real_trf/SOURCES.md``): how many files import strictly,
leniently or not at all, survive export -> import -> export unchanged, and how many of their rounds the
engine pairs as the real event did; the held-out files apart.

Usage: python bench/real_trf.py [FOLDER] [--rounds] [--only NAME]

FOLDER defaults to ``$ARBITER_REAL_TRF``, else ``../shared/real_trf``. ``--rounds`` lists every round
that differs. Exits 1 when a file is refused, a round trip differs, or a round differs that
``tests/data/real_trf/known_differences.tsv`` does not list (the tests' expectations).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import operations  # noqa: E402
from tests.real_trf_support import (  # noqa: E402
    catalogue,
    corpus_dir,
    file_bytes,
    import_file,
    known_differences,
    repair,
    round_trip,
    rounds_to_check,
)
from values import TrfVersion  # noqa: E402


def main(argv: list[str]) -> int:
    show_rounds = "--rounds" in argv
    only = argv[argv.index("--only") + 1] if "--only" in argv else None
    folders = [a for a in argv if not a.startswith("--") and a != only]
    folder = Path(folders[0]) if folders else corpus_dir()
    if folder is None:
        print("no collection: set ARBITER_REAL_TRF or put the files in ../shared/real_trf")
        return 2
    known = known_differences()
    totals = {False: [0, 0, 0, 0, 0, 0, 0], True: [0, 0, 0, 0, 0, 0, 0]}
    unexpected = 0
    for f in catalogue():
        if only and f.name != only:
            continue
        start = time.perf_counter()
        with tempfile.TemporaryDirectory() as tmp:
            imported = import_file(file_bytes(folder, f), Path(tmp), f.name)
            t = totals[f.held_out]
            t[0] += 1
            t[{"strict": 1, "lenient": 2, "refused": 3}[imported.mode]] += 1
            trip = "-"
            same = rounds = 0
            differing: list[str] = []
            if imported.path is not None:
                problems = [
                    round_trip(imported.path, Path(tmp), v) for v in (TrfVersion.TRF26, TrfVersion.TRF16)
                ]
                trip = "same" if problems == [None, None] else "DIFFERS"
                unexpected += trip != "same"
                if f.system == "swiss":
                    with operations.open_file(imported.path, read_only=True) as tf:
                        tournament = tf.tournament()
                    for r in rounds_to_check(tournament):
                        ok, why = repair(tournament, r)
                        rounds += 1
                        same += ok
                        if not ok:
                            differing.append(f"    round {r}: {why}")
                            unexpected += (f.name, r) not in known
                        elif (f.name, r) in known:
                            unexpected += 1
                            differing.append(f"    round {r}: identical now, but listed as differing")
            else:
                unexpected += 1
            t[4] += same
            t[5] += rounds
            t[6] += trip == "same"
        seconds = time.perf_counter() - start
        held = " (held out)" if f.held_out else ""
        print(
            f"{f.name}{held}: {imported.mode}"
            + (f" ({imported.warnings} warnings)" if imported.path else f": {imported.reason[:150]}")
            + f"; round trip {trip}; rounds paired as the event {same}/{rounds}; {seconds:.1f} s"
        )
        if show_rounds:
            print("\n".join(differing)) if differing else None
    for held_out in (False, True):
        files, strict, lenient, refused, same, rounds, trips = totals[held_out]
        label = "held-out files" if held_out else "other files"
        print(
            f"{label}: {files} files, {strict} strict, {lenient} lenient, {refused} refused; "
            f"{trips} round trips identical; {same}/{rounds} rounds paired as the real event"
        )
    print(f"unexpected: {unexpected}")
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
