"""Pair every consensus case of the conformance corpus in-process and print identical / total.

Usage: python bench/dutch_corpus.py [CORPUS_DIR] [--filter SUBSTR] [--limit N] [--max-players N]
       [--show] [--times] [--contested] [--general | --only FAST_PATH]

CORPUS_DIR defaults to /work/shared/conformance/dutch2025; /work/shared/conformance/large works too.
``--general`` pairs with no fast path (``engine.dutch.GENERAL_PATH``), ``--only NAME`` with the one
fast path NAME (a field of ``engine.dutch.PairingOptions``): slow on big fields.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.dutch import FASTEST, GENERAL_PATH, PairingOptions, pair_round  # noqa: E402
from engine.trf import read_pairs, read_trf_file  # noqa: E402


def read_expected(path: Path) -> tuple[set[tuple[int, int]], int | None]:
    """Pairs (white, black) and PAB of a reference engine's pairing file, read by engine.trf.read_pairs."""
    pairing = read_pairs(path.read_bytes(), 1)
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye


def contested(root: Path) -> set[tuple[str, int]]:
    out = set()
    f = root / "contested.tsv"
    if f.exists():
        for line in f.read_text().splitlines():
            if line.strip():
                name, rnd = line.split("\t")
                out.add((name, int(rnd)))
    return out


def main() -> None:
    args = sys.argv[1:]
    root = Path("/work/shared/conformance/dutch2025")
    filt = ""
    limit = None
    show = False
    times = False
    only_contested = False
    maxp = 10**9
    options = FASTEST
    i = 0
    while i < len(args):
        if args[i] == "--filter":
            filt = args[i + 1]
            i += 2
        elif args[i] == "--limit":
            limit = int(args[i + 1])
            i += 2
        elif args[i] == "--max-players":
            maxp = int(args[i + 1])
            i += 2
        elif args[i] == "--show":
            show = True
            i += 1
        elif args[i] == "--times":
            times = True
            i += 1
        elif args[i] == "--general":
            options = GENERAL_PATH
            i += 1
        elif args[i] == "--only":
            options = PairingOptions.only(args[i + 1])
            i += 2
        elif args[i] == "--contested":
            only_contested = True
            i += 1
        else:
            root = Path(args[i])
            i += 1
    skip = contested(root)
    ok = total = 0
    fails = []
    t0 = time.time()
    cases = sorted((root / "cases").glob("*/round_*.trf"))
    for trf in cases:
        name = trf.parent.name
        rnd = int(trf.stem.split("_")[1])
        size = re.search(r"_p(\d+)", name)  # n13_00_p66_r9_s147757520: 66 players
        if size is not None and int(size.group(1)) > maxp:
            continue
        if filt and filt not in str(trf):
            continue
        if ((name, rnd) in skip) != only_contested:
            continue
        if limit is not None and total >= limit:
            break
        total += 1
        pairs, bye = read_expected(trf.with_suffix(".expected"))
        t = time.time()
        try:
            got = pair_round(read_trf_file(trf), rnd, options=options)
            gp = {(b.white, b.black) for b in got.boards}
            good = gp == pairs and got.bye == bye
            why = "" if good else f"missing {sorted(pairs - gp)} extra {sorted(gp - pairs)}"
            why += "" if good else f" bye {bye}/{got.bye}"
        except Exception as exc:  # report and go on
            good = False
            why = f"{type(exc).__name__}: {exc}"
        dt = time.time() - t
        if times:
            print(f"{name}/{trf.name}: {dt:.2f}s {'identical' if good else 'DIFFERENT'}", flush=True)
        if good:
            ok += 1
        else:
            fails.append((trf, why))
            if show:
                print(f"FAIL {trf} ({dt:.2f}s) {why}", flush=True)
    for trf, why in fails[:40]:
        print(f"FAIL {trf.parent.name}/{trf.name}: {why}")
    print(f"identical {ok} / {total}  ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
