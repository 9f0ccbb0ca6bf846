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
    """The colour ``player`` receives against ``opponent``.

    E.1 grant both colour preferences; E.2 grant the stronger preference; E.3 alternate the colours
    to the most recent round in which they played with different colours; E.4 grant the preference
    of the higher ranked player; E.5 (first round, and whenever neither player has a preference,
    A.7.f) the higher ranked player receives the initial colour if his pairing number is odd, the
    other colour if it is even (odd- and even-numbered players of S1 get different colours).
    """
    p, o = player, opponent
    if p.preference is not o.preference or p.preference is Colour.NONE:  # E.1
        if p.preference is not Colour.NONE:
            return p.preference
        if o.preference is not Colour.NONE:
            return o.preference.opposite
    elif _stronger(p, o):  # E.2
        return p.preference
    elif _stronger(o, p):
        return o.preference.opposite
    else:
        mine, theirs = _latest_different(p, o)  # E.3
        if mine is not Colour.NONE and theirs is not Colour.NONE:
            return theirs
    higher, lower = (p, o) if ranks_above(p, o) else (o, p)
    wanted: Colour
    if higher.preference is not Colour.NONE:  # E.4
        wanted = higher.preference
    elif round_number == 1:  # E.5: the number among the players taking part = rank + 1
        wanted = initial if higher.rank % 2 == 0 else initial.opposite
    else:  # A.7.c after a round-1 colour by E.5
        wanted = initial if higher.number % 2 == 0 else initial.opposite
    return wanted if higher is p else wanted.opposite
