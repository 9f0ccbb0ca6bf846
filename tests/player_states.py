"""A pairing engine's player state written for a test: a player who has played no game yet, with the
number, score, colour preference and forbidden opponents the test gives (``engine.dutch.state.PlayerState``,
the states the Dutch and Burstein engines pair from)."""

from __future__ import annotations

from fractions import Fraction

from engine.dutch.state import Float, PlayerState
from engine.model import Colour, PairingNumber


def fresh_state(
    number: int,
    *,
    score: Fraction | int | str = 0,
    preference: Colour = Colour.NONE,
    absolute: bool = False,
    forbidden: frozenset[PairingNumber] = frozenset(),
) -> PlayerState:
    """Player ``number`` (ranked ``number - 1``) with ``score`` and no game, float or colour history."""
    return PlayerState(
        number=PairingNumber(number),
        rank=number - 1,
        score=Fraction(score),
        pairing_score=Fraction(score),
        colours=(),
        preference=preference,
        absolute=absolute,
        strong=False,
        imbalance=0,
        repeated=Colour.NONE,
        bye_eligible=True,
        played_games=0,
        float_1=Float.NONE,
        float_2=Float.NONE,
        forbidden=forbidden,
    )
