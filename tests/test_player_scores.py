"""A player's score and running scores (``engine.model.Player``) are the sums of the points the point
system gives each round (``PointSystem.points``, the one owner of that), also in a system of thirds
and of colour-dependent points."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.model import Colour, PairingNumber, Player, PointSystem, ResultCode, RoundEntry

ROUNDS = (
    RoundEntry(PairingNumber(2), Colour.WHITE, ResultCode.WIN),
    RoundEntry(PairingNumber(3), Colour.BLACK, ResultCode.DRAW),
    RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
    RoundEntry(PairingNumber(4), Colour.BLACK, ResultCode.WIN),
    RoundEntry(PairingNumber(5), Colour.WHITE, ResultCode.FORFEIT_WIN),
    RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE),
    RoundEntry(PairingNumber(6), Colour.BLACK, ResultCode.LOSS),
    RoundEntry(PairingNumber(7), Colour.WHITE, ResultCode.PENDING),
)

SYSTEMS = (
    PointSystem(),
    PointSystem(win_white=Fraction(3), win_black=Fraction(3), draw_white=Fraction(1), draw_black=Fraction(1)),
    PointSystem(win_black=Fraction(7, 6), draw_black=Fraction(2, 3), half_bye=Fraction(1, 3)),
)


@pytest.mark.parametrize("points", SYSTEMS)
def test_scores_are_the_sums_of_each_rounds_points(points: PointSystem) -> None:
    player = Player(number=PairingNumber(1), name="A", rounds=ROUNDS)
    each = [points.points(e) for e in ROUNDS]
    assert player.score(points) == sum(each, Fraction(0))
    assert [player.score(points, k) for k in range(len(ROUNDS) + 1)] == [
        sum(each[:k], Fraction(0)) for k in range(len(ROUNDS) + 1)
    ]
    assert list(player.running_scores(points)) == [sum(each[:k], Fraction(0)) for k in range(len(ROUNDS) + 1)]


def test_the_second_system_seen_is_not_given_the_firsts_points() -> None:
    player = Player(number=PairingNumber(1), name="A", rounds=ROUNDS)
    assert player.score(SYSTEMS[0]) == Fraction(5)
    assert player.score(SYSTEMS[1]) == Fraction(3 + 1 + Fraction(1, 2) + 3 + 1 + 1)
    assert player.score(SYSTEMS[0]) == Fraction(5)
