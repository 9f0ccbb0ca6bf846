"""Colour allocation of one pair (C.04.3 art. 5.2, both editions)."""

from __future__ import annotations

from engine.dutch.state import PlayerState
from engine.model import Colour


def preferences_compatible(a: Colour, b: Colour) -> bool:
    """Both preferences can be granted: they differ, or one player has none (art. 1.7.4)."""
    return a is not b or a is Colour.NONE or b is Colour.NONE


def _first_difference(a: PlayerState, b: PlayerState) -> tuple[Colour, Colour]:
    """Walking back through both colour histories together, the latest colours that differ (5.2.3)."""
    ca, cb = list(a.colours), list(b.colours)
    while ca and cb and ca[-1] is cb[-1]:
        ca.pop()
        cb.pop()
    return (ca[-1] if ca else Colour.NONE), (cb[-1] if cb else Colour.NONE)


def ranks_above(a: PlayerState, b: PlayerState) -> bool:
    """a is the higher ranked player (art. 1.2: pairing score, then TPN)."""
    return (a.pairing_score, -a.rank) > (b.pairing_score, -b.rank)


def neutral_colour(player: PlayerState, opponent: PlayerState) -> Colour:
    """The colour ``player`` receives by the rules that look at the two colour histories alone, or
    NONE when they do not decide (the same preference, or none, back to the first round).

    C.04.3 art. 5.2.1 grant both preferences; 5.2.2 grant the stronger (both absolute: the wider
    colour difference); 5.2.3 alternate to the most recent round where the colours differed. The
    Burstein System (C.04.4.2) allocates colours by the same rules.
    """
    p, o = player, opponent
    if preferences_compatible(p.preference, o.preference):  # 5.2.1
        if p.preference is not Colour.NONE:
            return p.preference
        if o.preference is not Colour.NONE:
            return o.preference.opposite
    elif p.absolute and (p.imbalance > o.imbalance or not o.absolute):  # 5.2.2
        return p.preference
    elif o.absolute and (o.imbalance > p.imbalance or not p.absolute):
        return o.preference.opposite
    elif p.strong and not o.strong:
        return p.preference
    elif o.strong and not p.strong:
        return o.preference.opposite
    else:
        mine, theirs = _first_difference(p, o)  # 5.2.3
        if mine is not Colour.NONE and theirs is not Colour.NONE:
            return theirs
    return Colour.NONE


def colour_of(player: PlayerState, opponent: PlayerState, initial: Colour) -> Colour:
    """The colour ``player`` receives against ``opponent``.

    C.04.3 art. 5.2.1-5.2.3 (:func:`neutral_colour`); 5.2.4 grant the preference of the higher
    ranked player; 5.2.5 the higher ranked player gets the initial colour if their TPN is odd, else
    the other one.
    """
    p, o = player, opponent
    neutral = neutral_colour(p, o)
    if neutral is not Colour.NONE:
        return neutral
    higher, lower = (p, o) if ranks_above(p, o) else (o, p)
    wanted: Colour
    if higher.preference is not Colour.NONE:  # 5.2.4
        wanted = higher.preference
    else:  # 5.2.5: TPN = rank + 1
        wanted = initial if higher.rank % 2 == 0 else initial.opposite
    return wanted if higher is p else wanted.opposite
