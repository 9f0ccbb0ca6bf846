"""Probe JaVaFo 1.4 on small events made by hand: who may receive the bye when every player to be
paired already had a point or half point without playing (2012 text, A.5 and B.1.b; issue 34).

Usage: python bench/javafo_2013_probe.py --jar JAVAFO.jar

JaVaFo 1.4 (Build 1913) is not part of this repository: pass the path of its ``javafo.jar`` (the
one at the head of the public repository ``xtofl/FriendlyPair``). Two families of events, each
made in events of 3 to 12 players (or 9 and 10), every player but those named absent from the
round paired (a zero-point entry for that round in the file JaVaFo is given):

- one player to pair in round 2, who had in round 1 a pairing-allocated bye, a half-point bye, a
  forfeit win, an absence or a game (players 2 and 3 play each other in round 1);
- three players to pair in round 3, 1 and 2 having met in round 2, each with one point without
  playing in round 1 (a pairing-allocated bye, a half-point bye or a forfeit win, in every
  combination), in events of 9 and 10 players.

Each event is paired by JaVaFo (``java -jar JAR IN -p OUT``) and by the engine
(``engine.dutch.pair_round``); the script prints both and exits 1 when they differ (no bye and
"impossible" compare equal). JaVaFo gives the bye beyond B.1.b in the events of an odd number of
players and answers "PAIRING IS IMPOSSIBLE" in those of an even number
(``engine.dutch2012.state.may_receive_bye``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.javafo_2013_set import JavafoFailed, run_javafo  # noqa: E402
from engine.dutch import pair_round  # noqa: E402
from engine.errors import NoLegalPairingError  # noqa: E402
from engine.model import NOT_PAIRED, Colour, Pairing, ResultCode, RoundEntry, RulesEdition, Tournament  # noqa: E402
from engine.trf import write_trf  # noqa: E402
from tests.pairing_support import game, players_with_rounds  # noqa: E402

W, B = Colour.WHITE, Colour.BLACK
_UNPLAYED = {
    "bye": RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE),
    "half-point bye": RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
    "absence": NOT_PAIRED,
}


def _event(rounds: dict[int, list[RoundEntry]], size: int, present: set[int]) -> Tournament:
    """``size`` players with the histories ``rounds`` (an absence in every round for the others);
    all but ``present`` get an absence in the round to be paired."""
    played = max(len(entries) for entries in rounds.values())
    histories = []
    for i in range(1, size + 1):
        entries = list(rounds.get(i, [NOT_PAIRED] * played))
        entries += [NOT_PAIRED] * (played - len(entries))
        if i not in present:
            entries.append(NOT_PAIRED)
        histories.append(entries)
    return Tournament(
        name="probe",
        tournament_type="Individual: Swiss-System",
        number_of_rounds=9,
        rules=RulesEdition.DUTCH_2013,
        players=players_with_rounds(histories, name="Player{number:04d}", top_rating=2400),
    )


def lone_player(kind: str, size: int) -> tuple[Tournament, int]:
    """Player 1 alone to pair in round 2, after ``kind`` in round 1; 2 and 3 played round 1."""
    rounds = {2: [game(3, W, ResultCode.WIN)], 3: [game(2, B, ResultCode.LOSS)]}
    if kind == "forfeit win":
        rounds[1] = [game(4, W, ResultCode.FORFEIT_WIN)]
        rounds[4] = [game(1, B, ResultCode.FORFEIT_LOSS)]
    elif kind == "game":
        rounds[1] = [game(4, W, ResultCode.WIN)]
        rounds[4] = [game(1, B, ResultCode.LOSS)]
    else:
        rounds[1] = [_UNPLAYED[kind]]
    return _event(rounds, size, {1}), 2


def three_players(kinds: tuple[str, str, str], size: int) -> tuple[Tournament, int]:
    """1, 2 and 3 to pair in round 3, each with ``kinds[i]`` in round 1 (a forfeit win against a
    player from 4 up); 1 beat 2 in round 2, 3 drew with 8; 7 beat 9 in round 1."""
    rounds: dict[int, list[RoundEntry]] = {}
    loser = 4
    for i, kind in enumerate(kinds, start=1):
        if kind == "forfeit win":
            rounds[i] = [game(loser, W, ResultCode.FORFEIT_WIN)]
            rounds[loser] = [game(i, B, ResultCode.FORFEIT_LOSS), NOT_PAIRED]
            loser += 1
        else:
            rounds[i] = [_UNPLAYED[kind]]
    rounds[1].append(game(2, W, ResultCode.WIN))
    rounds[2].append(game(1, B, ResultCode.LOSS))
    rounds[3].append(game(8, W, ResultCode.DRAW))
    rounds[8] = [NOT_PAIRED, game(3, B, ResultCode.DRAW)]
    rounds[7] = [game(9, W, ResultCode.WIN)]  # JaVaFo 1.4 fails on a first round without a game
    rounds[9] = [game(7, B, ResultCode.LOSS)]
    return _event(rounds, size, {1, 2, 3}), 3


def shown(p: Pairing | None) -> str:
    """A pairing as a line: its boards (white-black, in order of numbers), its bye, or "impossible"."""
    if p is None:
        return "impossible"
    pairs = " ".join(sorted(f"{b.white}-{b.black}" for b in p.boards))
    return (pairs + (f" bye {p.bye}" if p.bye is not None else "")).strip()


def engine_pairing(t: Tournament, rnd: int) -> Pairing | None:
    """The engine's pairing of round ``rnd`` (None: it finds none, as JaVaFo's "impossible")."""
    try:
        return pair_round(t, rnd)
    except NoLegalPairingError:
        return None


def same_pairing(theirs: Pairing | None, ours: Pairing | None) -> bool:
    """The same boards with the same colours and the same bye, or both impossible."""
    if theirs is None or ours is None:
        return theirs is None and ours is None
    return set(theirs.boards) == set(ours.boards) and theirs.bye == ours.bye


def compare_round(jar: Path, t: Tournament, rnd: int, label: str) -> bool | None:
    """Round ``rnd`` of ``t`` paired by JaVaFo 1.4 and by the engine, both printed after ``label``: the same
    pairing (True), another (False), or JaVaFo failed (None, said in the line)."""
    try:
        theirs = run_javafo(jar, write_trf(t, "TRF16", "\r\n"), weighted=False)
    except JavafoFailed as failure:
        print(f"{label}: JaVaFo failed ({failure})", flush=True)
        return None
    ours = engine_pairing(t, rnd)
    same = same_pairing(theirs, ours)
    print(f"{label}: JaVaFo {shown(theirs)}; engine {shown(ours)}{'' if same else '  DIFFERENT'}", flush=True)
    return same


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", type=Path, required=True, help="JaVaFo 1.4's javafo.jar")
    args = parser.parse_args()
    cases: list[tuple[str, Tournament, int]] = []
    for kind in ("bye", "half-point bye", "forfeit win", "absence", "game"):
        for size in range(4 if kind in ("forfeit win", "game") else 3, 13):
            t, rnd = lone_player(kind, size)
            cases.append((f"1 alone, {kind} before, {size} players", t, rnd))
    for a, b, c in itertools.product(("bye", "half-point bye", "forfeit win"), repeat=3):
        kinds = (a, b, c)
        for size in (9, 10):
            t, rnd = three_players(kinds, size)
            cases.append((f"1, 2, 3 ({', '.join(kinds)}), {size} players", t, rnd))
    differ = failed = 0
    for label, t, rnd in cases:
        same = compare_round(args.jar, t, rnd, label)
        if same is None:
            failed += 1
        else:
            differ += not same
    print(
        f"{len(cases) - failed - differ} / {len(cases) - failed} as JaVaFo 1.4 ({failed} where JaVaFo failed)"
    )
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
