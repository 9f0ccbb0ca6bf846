"""Pair every consensus case of the conformance corpus in-process and print identical / total.

Usage: python bench/dutch_corpus.py [CORPUS_DIR] [--filter SUBSTR] [--limit N] [--max-players N]
       [--show] [--times] [--contested] [--general | --only FAST_PATH] [--part dev|held-out]

CORPUS_DIR defaults to /work/shared/conformance/dutch2025; /work/shared/conformance/large works too.
A folder with ``tournaments/`` and no ``cases/`` (``tests/data/dutch2013_javafo/small``) is cut into
its round cases in memory: each round of each tournament, as it stood before that round
(:func:`engine.dutch.checker.tournament_before`), against the pairing it records. ``--part``: the
development part (even seeds, ``_sNNNNN``) or the held-out part (odd seeds) of such a set. The
rounds its ``impossible.tsv`` lists as impossible for both algorithms of the reference engine
(``impossible/NAME/round_NN.trf``) are counted apart: ours must find no pairing either.
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
from engine.dutch.checker import recorded_pairing, tournament_before  # noqa: E402
from engine.errors import NoLegalPairingError  # noqa: E402
from engine.model import Tournament  # noqa: E402
from engine.trf import read_pairs, read_trf_file  # noqa: E402


def read_expected(path: Path) -> tuple[set[tuple[int, int]], int | None]:
    """Pairs (white, black) and PAB of a reference engine's pairing file, read by engine.trf.read_pairs."""
    pairing = read_pairs(path.read_bytes(), 1)
    return {(b.white, b.black) for b in pairing.boards}, pairing.bye


def players_in_name(name: str) -> int:
    """The number of players a case folder's name gives (``..._pNN_rNN...``; every corpus names it so)."""
    found = re.search(r"_p(\d+)_", name)
    return int(found.group(1)) if found else 0


def round_cases(root: Path) -> list[tuple[str, int, Path]]:
    """(tournament name, round, file) of every case: the files of ``cases/``, or else each recorded
    round of each file of ``tournaments/``; then the rounds of ``impossible.tsv`` that both of the
    reference engine's algorithms found impossible (``impossible/NAME/round_NN.trf``)."""
    if (root / "cases").is_dir():
        out = [
            (trf.parent.name, int(trf.stem.split("_")[1]), trf)
            for trf in sorted((root / "cases").glob("*/round_*.trf"))
        ]
    else:
        out = []
        for trf in sorted((root / "tournaments").glob("*.trf")):
            t = read_trf_file(trf)
            out += [(trf.stem, r, trf) for r in range(1, t.rounds_recorded + 1)]
    listed = root / "impossible.tsv"
    for line in listed.read_text().splitlines() if listed.exists() else []:
        name, rnd, agreed = line.split("\t")
        if agreed == "both":
            out.append((name, int(rnd), root / "impossible" / name / f"round_{int(rnd):02d}.trf"))
    return out


def load_case(name: str, rnd: int, trf: Path) -> tuple[Tournament, set[tuple[int, int]] | None, int | None]:
    """The tournament before round ``rnd`` and the pairing recorded for it (white, black; bye);
    None for the pairs of a round the reference engine found impossible."""
    if trf.parent.parent.name == "impossible":
        return read_trf_file(trf), None, None
    if trf.stem == name:  # a whole tournament
        whole = read_trf_file(trf)
        recorded = recorded_pairing(whole, rnd)
        return tournament_before(whole, rnd), {(b.white, b.black) for b in recorded.boards}, recorded.bye
    pairs, bye = read_expected(trf.with_suffix(".expected"))
    return read_trf_file(trf), pairs, bye


def verdict(
    tournament: Tournament,
    rnd: int,
    pairs: set[tuple[int, int]] | None,
    bye: int | None,
    options: PairingOptions = FASTEST,
) -> tuple[bool, str]:
    """Whether our pairing of ``rnd`` is the recorded one (``pairs`` None: that there is none),
    and what differs."""
    try:
        got = pair_round(tournament, rnd, options=options)
    except NoLegalPairingError as exc:
        return pairs is None, "" if pairs is None else f"NoLegalPairingError: {exc}"
    except Exception as exc:  # report and go on
        return False, f"{type(exc).__name__}: {exc}"
    gp = {(b.white, b.black) for b in got.boards}
    if pairs is None:
        return False, f"the reference engine found no pairing; ours pairs {sorted(gp)} bye {got.bye}"
    if gp == pairs and got.bye == bye:
        return True, ""
    return False, f"missing {sorted(pairs - gp)} extra {sorted(gp - pairs)} bye {bye}/{got.bye}"


def seed_in_name(name: str) -> int | None:
    found = re.search(r"_s(\d+)$", name)
    return int(found.group(1)) if found else None


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
    part = ""
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
        elif args[i] == "--part":
            part = args[i + 1]
            if part not in ("dev", "held-out"):
                sys.exit("--part dev or --part held-out")
            i += 2
        else:
            root = Path(args[i])
            i += 1
    skip = contested(root)
    ok = total = impossible = none_either = 0
    fails = []
    t0 = time.time()
    for name, rnd, trf in round_cases(root):
        if players_in_name(name) > maxp:
            continue
        if filt and filt not in f"{name}/round_{rnd:02d}":
            continue
        seed = seed_in_name(name)
        if part and (seed is None or (seed % 2 == 1) != (part == "held-out")):
            continue
        if ((name, rnd) in skip) != only_contested:
            continue
        if limit is not None and total + impossible >= limit:
            break
        tournament, pairs, bye = load_case(name, rnd, trf)
        if pairs is not None and not pairs and bye is None:
            continue  # nobody was paired in that round
        if pairs is None:
            impossible += 1
        else:
            total += 1
        t = time.time()
        good, why = verdict(tournament, rnd, pairs, bye, options)
        dt = time.time() - t
        label = f"{name}/round_{rnd:02d}"
        if times:
            print(f"{label}: {dt:.2f}s {'identical' if good else 'DIFFERENT'}", flush=True)
        if good:
            ok += pairs is not None
            none_either += pairs is None
        else:
            fails.append((label, why))
            if show:
                print(f"FAIL {label} ({dt:.2f}s) {why}", flush=True)
    for label, why in fails[:40]:
        print(f"FAIL {label}: {why}")
    if impossible:
        print(f"no pairing, as the reference engine found: {none_either} / {impossible}")
    print(f"identical {ok} / {total}  ({time.time() - t0:.1f}s)")


if __name__ == "__main__":
    main()
