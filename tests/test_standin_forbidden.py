"""operations/standin.py, the tests' stand-in pairer: a forbidden pair (TRF26 260) keeps its players
apart in its rounds only (``ForbiddenPairs.in_force``, the one owner of that reading)."""

from __future__ import annotations

import pytest

from engine.model import ForbiddenPairs, PairingNumber, Player, Tournament
from operations.standin import simple_pair_round

N = PairingNumber


@pytest.mark.parametrize(
    ("first", "last", "kept_apart"),
    [(None, None, True), (1, 1, True), (None, 1, True), (2, None, False), (None, 0, False)],
)
def test_round_one_pairs_1_3_unless_their_forbidden_pair_is_in_force(
    first: int | None, last: int | None, kept_apart: bool
) -> None:
    players = tuple(Player(N(n), f"P{n}") for n in range(1, 5))
    t = Tournament(players=players, forbidden_pairs=(ForbiddenPairs((N(1), N(3)), first, last),))
    pairs = {frozenset((b.white, b.black)) for b in simple_pair_round(t).boards}
    assert pairs == (
        {frozenset({1, 4}), frozenset({2, 3})} if kept_apart else {frozenset({1, 3}), frozenset({2, 4})}
    )
