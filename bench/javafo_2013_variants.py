"""Probe JaVaFo 1.4 with one round in many variations: the players of each score bracket numbered
in another order (2012 text; issue 34).

Usage: python bench/javafo_2013_variants.py --jar JAVAFO.jar [--variants N] [--seed S]
       [--absent N,N] ... TRF:ROUND ...

Each ``TRF:ROUND`` names a tournament file and the round to pair (the file as it stood before
that round is taken, as ``bench/dutch_corpus.py`` does). A variation renumbers the players: within
each group of equal score at that round the order is shuffled (the ratings follow the new order),
and every opponent, forbidden pair and absence is renumbered with them. Who has met whom, the
scores, the colours and the floats stay the same, so the same articles decide the round (C.12-C.14,
D.3); only the order of generation (D.1-D.3) and the numbers of the colour rules (E) change.
The first variation of each round is the round itself. ``--absent``: instead, one variation for
each ``--absent`` given, the players it names (``11`` or ``5,9``; ``--absent=`` for none) absent
from the round (the lower brackets changed, the brackets above kept). JaVaFo 1.4 (Build 1913) is not part of
this repository: pass the path of its ``javafo.jar`` (the one at the head of the public
repository ``xtofl/FriendlyPair``).

Each variation is paired by JaVaFo (``java -jar JAR IN -p OUT``) and by the engine
(``engine.dutch.pair_round``); the script prints both, the count of variations paired the same,
and exits 1 when any differs.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.javafo_2013_probe import compare_round  # noqa: E402
from engine.dutch.checker import tournament_before  # noqa: E402
from engine.dutch.state import round_to_pair  # noqa: E402
from engine.dutch2012.state import build_states  # noqa: E402
from engine.model import NOT_PAIRED, PairingNumber, Tournament  # noqa: E402
from engine.trf import read_trf_file  # noqa: E402


def renumbered(t: Tournament, rnd: int, rng: random.Random) -> Tournament:
    """``t`` with the players of each group of equal score at ``rnd`` numbered in a shuffled order
    (players not paired in ``rnd`` keep their places)."""
    scores = {p.number: p.pairing_score for p in build_states(t, rnd)}
    order = [p.number for p in t.players]
    slots: dict[object, list[int]] = {}
    for i, number in enumerate(order):
        if number in scores:
            slots.setdefault(scores[number], []).append(i)
    new_order = list(order)
    for places in slots.values():
        members = [order[i] for i in places]
        rng.shuffle(members)
        for i, number in zip(places, members, strict=True):
            new_order[i] = number
    new_number = {old: PairingNumber(i + 1) for i, old in enumerate(new_order)}
    ratings = sorted((p.rating for p in t.players), reverse=True)
    by_old = {p.number: p for p in t.players}

    def moved(old: PairingNumber) -> PairingNumber:
        return new_number[old]

    players = []
    for i, old in enumerate(new_order):
        p = by_old[old]
        entries = tuple(
            dataclasses.replace(e, opponent=None if e.opponent is None else moved(e.opponent))
            for e in p.rounds
        )
        players.append(dataclasses.replace(p, number=moved(old), rating=ratings[i], rounds=entries))
    return dataclasses.replace(
        t,
        players=tuple(players),
        forbidden_pairs=tuple(
            dataclasses.replace(f, players=tuple(moved(v) for v in f.players)) for f in t.forbidden_pairs
        ),
        absent_next_round=frozenset(moved(v) for v in t.absent_next_round),
        withdrawn=frozenset(moved(v) for v in t.withdrawn),
        withdrawal_rounds=tuple((moved(v), r) for v, r in t.withdrawal_rounds),
        entry_rounds=tuple((moved(v), r) for v, r in t.entry_rounds),
    )


def absent(t: Tournament, rnd: int, numbers: set[int]) -> Tournament:
    """``t`` (as it stood before ``rnd``) with the players ``numbers`` absent from round ``rnd``."""
    players = tuple(
        dataclasses.replace(p, rounds=(*p.rounds[: rnd - 1], NOT_PAIRED)) if int(p.number) in numbers else p
        for p in t.players
    )
    return dataclasses.replace(t, players=players)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", type=Path, required=True, help="JaVaFo 1.4's javafo.jar")
    parser.add_argument("--variants", type=int, default=20, help="variations of each round")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--absent", action="append", help="players absent (N,N; repeat for more variations; '' for none)"
    )
    parser.add_argument("rounds", nargs="+", help="TRF:ROUND")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    total = same_count = failed = 0
    for spec in args.rounds:
        path, _sep, number = spec.rpartition(":")
        whole = read_trf_file(Path(path))
        rnd = int(number)
        before = tournament_before(whole, rnd)
        assert round_to_pair(before) == rnd
        agreed = 0
        if args.absent is not None:
            sets = [{int(v) for v in spec.split(",") if v} for spec in args.absent]
            variations = [(absent(before, rnd, numbers), f"absent {sorted(numbers)}") for numbers in sets]
        else:
            variations = [
                (before if k == 0 else renumbered(before, rnd, rng), f"v{k}") for k in range(args.variants)
            ]
        for t, name in variations:
            same = compare_round(args.jar, t, rnd, f"{Path(path).stem} r{rnd} {name}")
            if same is None:
                failed += 1
                continue
            total += 1
            agreed += same
        same_count += agreed
        print(f"{Path(path).stem} r{rnd}: {agreed} / {len(variations)} as JaVaFo 1.4", flush=True)
    print(f"{same_count} / {total} variations as JaVaFo 1.4 ({failed} where JaVaFo failed)")
    return 0 if same_count == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
