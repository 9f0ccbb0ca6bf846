"""Colour allocation of one pair (C.04.4.1 (2026) art. 5.2)."""

from __future__ import annotations

from engine.article_check import latest_difference
from engine.dubov.state import DubovPlayer
from engine.model import Colour


def ranks_above(a: DubovPlayer, b: DubovPlayer) -> bool:
    """a is the higher ranked player (art. 5.2.1: more points or, when points are equal, a smaller TPN)."""
    return (a.score, -a.tpn) > (b.score, -b.tpn)


def allocation_rule(a: DubovPlayer, b: DubovPlayer) -> tuple[str, Colour]:
    """The article that decides the pair and the colour ``a`` receives.

    5.2.1 when both have yet to play, the higher ranked player gets the initial colour if their TPN
    is odd, else the other one (returned as ``Colour.NONE`` for "the initial colour", resolved by
    :func:`colour_of`); 5.2.2 grant both colour preferences; 5.2.3 grant the stronger one;
    5.2.4 alternate to the most recent time one had White and the other Black; 5.2.5 grant the
    preference of the higher ranked player.
    """
    if not a.has_played and not b.has_played:
        return "5.2.1", Colour.NONE
    if a.preference is not b.preference:
        return "5.2.2", a.preference
    if a.strength != b.strength:
        return "5.2.3", a.preference if a.strength > b.strength else b.preference.opposite
    latest = latest_difference(a.state.colours, b.state.colours)  # a's colour then (5.2.4)
    if latest is not Colour.NONE:
        return "5.2.4", latest.opposite
    return "5.2.5", a.preference if ranks_above(a, b) else b.preference.opposite


def colour_of(a: DubovPlayer, b: DubovPlayer, initial: Colour) -> Colour:
    """The colour ``a`` receives against ``b`` (art. 5.2); ``initial`` is the initial colour (5.2.1)."""
    rule, colour = allocation_rule(a, b)
    if rule != "5.2.1":
        return colour
    higher = a if ranks_above(a, b) else b
    higher_colour = initial if higher.tpn % 2 == 1 else initial.opposite
    return higher_colour if higher is a else higher_colour.opposite
