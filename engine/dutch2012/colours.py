"""Colour allocation of one pair, C.04.3.1 (2012) E.1-E.5."""

from __future__ import annotations

from engine.dutch2012.state import PlayerState
from engine.model import Colour


def ranks_above(a: PlayerState, b: PlayerState) -> bool:
    """``a`` is the higher ranked player (A.2: score, then pairing number)."""
    return (a.pairing_score, -a.rank) > (b.pairing_score, -b.rank)


def _latest_different(a: PlayerState, b: PlayerState) -> tuple[Colour, Colour]:
    """E.3: walking back through both colour histories together, the latest colours that differ."""
    ca, cb = list(a.colours), list(b.colours)
    while ca and cb and ca[-1] is cb[-1]:
        ca.pop()
        cb.pop()
    return (ca[-1] if ca else Colour.NONE), (cb[-1] if cb else Colour.NONE)


def _stronger(a: PlayerState, b: PlayerState) -> bool:
    """E.2: ``a``'s preference is the stronger one: absolute > strong > mild. Two absolute
    preferences (top scorers, B.2 note) are equally strong, whatever the colour differences."""
    return a.strength > b.strength


def colour_of(player: PlayerState, opponent: PlayerState, initial: Colour, round_number: int) -> Colour:
    """The colour ``player`` receives against ``opponent`` (see :func:`colour_rule`)."""
    return colour_rule(player, opponent, initial, round_number)[0]


def colour_rule(
    player: PlayerState, opponent: PlayerState, initial: Colour, round_number: int
) -> tuple[Colour, str]:
    """The colour ``player`` receives against ``opponent``, and the rule that decides it.

    E.1 grant both colour preferences; E.2 grant the stronger preference; E.3 alternate the colours
    to the most recent round in which they played with different colours; E.4 grant the
    preference of the higher ranked player; E.5 in the first round: the higher ranked player receives
    the initial colour if his number is odd, the other colour if it is even (odd- and even-numbered
    players of S1 get different colours).

    Later, when neither player has a preference (neither has played yet, A.7.f), the reference
    engine gives the higher ranked player the colour he would alternate to after the round-1 colour
    of E.5 (A.7.c): the initial colour if his pairing number is even, the other one if it is odd.
    """
    p, o = player, opponent
    if p.preference is not o.preference or p.preference is Colour.NONE:
        if p.preference is not Colour.NONE:
            return p.preference, "E.1"
        if o.preference is not Colour.NONE:
            return o.preference.opposite, "E.1"
    elif _stronger(p, o):
        return p.preference, "E.2"
    elif _stronger(o, p):
        return o.preference.opposite, "E.2"
    else:
        mine, theirs = _latest_different(p, o)
        if mine is not Colour.NONE and theirs is not Colour.NONE:
            return theirs, "E.3"
    higher = p if ranks_above(p, o) else o
    wanted: Colour
    if higher.preference is not Colour.NONE:
        wanted, rule = higher.preference, "E.4"
    elif round_number == 1:  # the number among the players taking part = rank + 1
        wanted = initial if higher.rank % 2 == 0 else initial.opposite
        rule = "E.5"
    else:  # A.7.c after a round-1 colour by E.5
        wanted = initial if higher.number % 2 == 0 else initial.opposite
        rule = "E.5 (no preference yet, A.7.f)"
    return (wanted if higher is p else wanted.opposite), rule
