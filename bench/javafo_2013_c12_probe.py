"""Probe JaVaFo 1.4 on two events made by hand that tell apart readings of C.12's acceptance (2012
text; issue 34, fifth pass).

Usage: python bench/javafo_2013_c12_probe.py --jar JAVAFO.jar [--variants N] [--seed S] [--write DIR]

C.12: "If in this previous score bracket a pairing can be made whereby another set of players of the
same size and with the same scores will be moved down to the current one, and this now allows P1
pairings to be made then this pairing in the previous score bracket will be accepted." In both
events the top bracket (a1, x', x, y on equal scores; y has met the other three, so C.1 moves him
down) pairs a1-x' first and moves down x and y; both have met every player of the next bracket (the
r players), so C.12 asks for a1-x instead, which moves down x' and y (the same scores). x' has met
no r player; y still has no opponent there.

- ``more_pairs`` (12 players, round 7): r1, r2, r3 have all met each other. With x and y the next
  bracket makes no pair; with x' and y, C.1 moving y on, it makes one (x' with an r), fewer than P0
  of the four players left (two). Accepted if the other pairing must give the next bracket more
  pairs than before; refused if it must give P0 pairs once C.1 has moved on its players with no
  opponent.
- ``as_many_pairs`` (14 players, round 8): r1-r2, r3-r4, r1-r3 and r2-r4 have met, so the r players
  make two pairs among themselves. With x and y the next bracket makes those two pairs; with x' and
  y, C.1 moving y on, it makes two pairs of five players, P0, but no more than before: refused and
  accepted the other way round.

Each event is paired by JaVaFo (``java -jar JAR IN -p OUT``) and by the engine, as it stands and in
``--variants`` numberings of its score groups (``bench/javafo_2013_variants.py``); the script prints
both, the count paired the same, and exits 1 when any differs. ``--write DIR`` also writes each
event as ``DIR/NAME.trf``. JaVaFo 1.4 (Build 1913) is not part of this repository: pass the path of
its ``javafo.jar`` (the one at the head of the public repository ``xtofl/FriendlyPair``).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.javafo_2013_probe import compare_round  # noqa: E402
from bench.javafo_2013_variants import renumbered  # noqa: E402
from engine.model import NOT_PAIRED, Colour, RoundEntry, RulesEdition, Tournament  # noqa: E402
from engine.trf import write_trf  # noqa: E402
from tests.pairing_support import game, players_with_rounds  # noqa: E402

_CODES = {"+": ("1", "0"), "=": ("=", "="), "-": ("0", "1")}
"""A game's result for the player named first (won, drawn, lost): the white and black TRF codes."""
_SWAPPED = {"+": "-", "=": "=", "-": "+"}


def event(names: Sequence[str], rounds: Sequence[str]) -> Tournament:
    """The players ``names`` (numbered in that order) after ``rounds``, each round its games
    written ``a-b+`` (a beat b), ``a-b=`` or ``a-b-``; a player in no game of a round is absent
    from it. White goes to the player with fewer whites so far, then to the one who had Black
    last, so that no colour preference becomes absolute unless the schedule forces it."""
    number = {n: i for i, n in enumerate(names)}
    histories: list[list[RoundEntry]] = [[] for _ in names]
    balance = dict.fromkeys(names, 0)
    last_white = dict.fromkeys(names, False)
    for games in rounds:
        playing: set[str] = set()
        for written in games.split():
            a, b = written[:-1].split("-", 1)
            result = written[-1]
            if (balance[b], last_white[b]) < (balance[a], last_white[a]):
                a, b, result = b, a, _SWAPPED[result]
            white_code, black_code = _CODES[result]
            histories[number[a]].append(game(number[b] + 1, Colour.WHITE, white_code))
            histories[number[b]].append(game(number[a] + 1, Colour.BLACK, black_code))
            balance[a] += 1
            balance[b] -= 1
            last_white[a], last_white[b] = True, False
            playing.update((a, b))
        for n in names:
            if n not in playing:
                histories[number[n]].append(NOT_PAIRED)
    return Tournament(
        name="C.12 probe",
        tournament_type="Individual: Swiss-System",
        number_of_rounds=9,
        rules=RulesEdition.DUTCH_2013,
        players=players_with_rounds(histories, name="Player{number:04d}", top_rating=2400),
    )


def more_pairs() -> tuple[Tournament, int]:
    """Round 7: the other set lets the next bracket make one pair where it made none (P0 is two)."""
    names = ["a1", "x'", "x", "y", "r1", "r2", "r3", "c1", "c2", "c3", "c4", "c5"]
    rounds = [
        "y-a1= x-x'= r1-r2= c1-c2= c3-c4=",
        "y-x'= x-r1+ r2-r3= a1-c1+ c2-c3= c4-c5=",
        "y-x= r1-r3= a1-c2+ x'-c3+ r2-c4+ c1-c5=",
        "y-r1+ x-r2+ a1-c3+ x'-c4+ c2-c5=",
        "y-r2+ x-r3= x'-c5= r1-c1= c2-c4=",
        "y-r3- r1-c2+ r2-c3= c1-c4=",
    ]
    return event(names, rounds), 7


def as_many_pairs() -> tuple[Tournament, int]:
    """Round 8: the other set lets the next bracket make P0 pairs once C.1 has moved y on, but no more
    pairs than it made with the players first moved down."""
    names = ["a1", "x'", "x", "y", "r1", "r2", "r3", "r4", "c1", "c2", "c3", "c4", "c5", "c6"]
    rounds = [
        "y-a1= x-x'= r1-r2= r3-r4= c1-c2= c3-c4= c5-c6=",
        "y-x'= x-r1+ r2-r4= a1-c1+ r3-c2= c3-c5= c4-c6=",
        "y-x= r1-r3= x'-c1+ a1-c2+ r2-c3+ r4-c4+",
        "y-r1+ x-r2+ x'-c2+ a1-c3+ r4-c1+ c4-c5=",
        "y-r2+ x-r3= x'-c3+ a1-c4+ r1-c1+ c2-c5=",
        "y-r3- x-r4+ x'-c4= r1-c2+ r2-c1+ c3-c6=",
        "y-r4+ c1-c3= c2-c4=",
    ]
    return event(names, rounds), 8


EVENTS = {"more_pairs": more_pairs, "as_many_pairs": as_many_pairs}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", type=Path, required=True, help="JaVaFo 1.4's javafo.jar")
    parser.add_argument("--variants", type=int, default=8, help="numberings of each event")
    parser.add_argument("--seed", type=int, default=34)
    parser.add_argument("--write", type=Path, help="a folder to write each event into as NAME.trf")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    total = same = 0
    for name, make in EVENTS.items():
        tournament, rnd = make()
        if args.write is not None:
            args.write.mkdir(parents=True, exist_ok=True)
            (args.write / f"{name}.trf").write_bytes(write_trf(tournament, "TRF16", "\r\n").encode("latin-1"))
        for k in range(args.variants):
            t = tournament if k == 0 else renumbered(tournament, rnd, rng)
            verdict = compare_round(args.jar, t, rnd, f"{name} r{rnd} v{k}")
            if verdict is not None:
                total += 1
                same += verdict
    print(f"{same} / {total} as JaVaFo 1.4")
    return 0 if same == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
