"""Small tournaments built in code for the tie-break tests, and checks that they are what we say.

``build`` takes the rounds as lists of items:
``(white, black, "1" | "=" | "0")`` a game (result for white), ``(white, black, "+")`` white wins by
forfeit, ``(white, black, "-")`` black wins by forfeit, ``(white, black, "?")`` paired, no result yet,
``("H" | "Z" | "F" | "U", player)`` a bye.
A player not named in a round was not paired (an absence: a zero-point bye, C.07 16.1.1).
"""

from __future__ import annotations

from fractions import Fraction

from engine.model import (
    NOT_PAIRED,
    Colour,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    Tournament,
)

Item = tuple[object, ...]

_GAME = {"1": (ResultCode.WIN, ResultCode.LOSS), "=": (ResultCode.DRAW, ResultCode.DRAW),
         "0": (ResultCode.LOSS, ResultCode.WIN), "+": (ResultCode.FORFEIT_WIN, ResultCode.FORFEIT_LOSS),
         "-": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_WIN),
         "--": (ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS),
         "?": (ResultCode.PENDING, ResultCode.PENDING)}  # fmt: skip
_BYE = {
    "H": ResultCode.HALF_BYE,
    "Z": ResultCode.ZERO_BYE,
    "F": ResultCode.FULL_BYE,
    "U": ResultCode.PAIRING_BYE,
}


def build(
    players: int,
    rounds: list[list[Item]],
    ratings: dict[int, int] | None = None,
    names: dict[int, str] | None = None,
    points: PointSystem | None = None,
    number_of_rounds: int | None = None,
) -> Tournament:
    cells: dict[int, list[RoundEntry]] = {n: [] for n in range(1, players + 1)}
    for items in rounds:
        seen: dict[int, RoundEntry] = {}
        for item in items:
            if isinstance(item[0], str):
                code, who = item
                assert isinstance(who, int)
                seen[who] = RoundEntry(None, Colour.NONE, _BYE[code])
            else:
                white, black, res = item
                assert isinstance(white, int) and isinstance(black, int) and isinstance(res, str)
                rw, rb = _GAME[res]
                seen[white] = RoundEntry(PairingNumber(black), Colour.WHITE, rw)
                seen[black] = RoundEntry(PairingNumber(white), Colour.BLACK, rb)
        for n in cells:
            cells[n].append(seen.get(n, NOT_PAIRED))
    ratings = ratings or {}
    names = names or {}
    plist = tuple(
        Player(
            PairingNumber(n),
            names.get(n, f"Player {n:02d}"),
            rating=ratings.get(n, 0),
            rounds=tuple(cells[n]),
        )
        for n in cells
    )
    return Tournament(
        name="test",
        players=plist,
        point_system=points or PointSystem(),
        number_of_rounds=number_of_rounds if number_of_rounds is not None else len(rounds),
    )


# The main example: 6 players, 4 rounds, every kind of unplayed round.
#   R1: 1-4 1-0, 2-5 ½-½, 3-6 forfeit won by 3
#   R2: 1-2 0-1, 3 half-point bye, 4-5 1-0, 6 pairing-allocated bye
#   R3: 3-1 ½-½ (3 white), 2-6 0-1, 4 zero-point bye, 5 full-point bye
#   R4: 5-1 0-1 (5 white), 3-2 forfeit won by 3, 4 absent (withdrew), 6 half-point bye
# Scores: 1: 2½, 2: 1½, 3: 3, 4: 1, 5: 1½, 6: 2½.
EXAMPLE_ROUNDS: list[list[Item]] = [
    [(1, 4, "1"), (2, 5, "="), (3, 6, "+")],
    [(1, 2, "0"), ("H", 3), (4, 5, "1"), ("U", 6)],
    [(3, 1, "="), (2, 6, "0"), ("Z", 4), ("F", 5)],
    [(5, 1, "0"), (3, 2, "+"), ("H", 6)],
]
EXAMPLE_RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600}
"""Player 6 is unrated."""


def example(points: PointSystem | None = None, number_of_rounds: int | None = None) -> Tournament:
    return build(6, EXAMPLE_ROUNDS, ratings=EXAMPLE_RATINGS, points=points, number_of_rounds=number_of_rounds)


def test_example_scores_are_as_described() -> None:
    t = example()
    scores = {p.number: p.score(t.point_system) for p in t.players}
    half = Fraction(1, 2)
    assert scores == {1: 2 + half, 2: 1 + half, 3: Fraction(3), 4: Fraction(1), 5: 1 + half, 6: 2 + half}


def test_example_games_are_mirrored() -> None:
    t = example()
    by = t.by_number()
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None:
                other = by[e.opponent].entry(r)
                assert other.opponent == p.number
                assert other.result is e.result.mirror
