"""Colour allocation of one pair (C.04.4.3 (2026) article 5, round 1 by article 7.2).

The rules are tried in this order; the first that decides names the pair's article:

- ``5.1`` the colour limits (no colour three times in a row, never three more of one colour):
  when only one allocation keeps both players within them, it is the one (in the last round too,
  where article 6 lets a pairing break them when nothing else pairs the scoregroup);
- ``5.2`` both players receive the colour they are due (equalise, else alternate: C.04.1 art. 8),
  or the one player who is due a colour receives it;
- ``5.3`` both are due the same colour: the one whose colours are more unequal receives it, then the
  one with the longer run of the same colour; then walking back their games together to the latest
  round in which they had different colours, each receives the other colour than in that round;
- ``5.4`` then rank: in the Median Scoregroup and above (the pair's higher score is the median or more:
  :func:`median_or_above`), the higher ranked player receives the colour
  he is due; below the median, the lower ranked player does;
- ``7.2`` neither player has played: the higher ranked player receives the initial colour (the colour
  drawn by lot for #1) when his pairing number is odd, else the other colour.

``docs/systems/lim.md`` says which of these wordings the text gives and which are read from it.
"""

from __future__ import annotations

from fractions import Fraction

from engine.article_check import latest_difference
from engine.lim.state import LimPlayer, colours_allowed
from engine.model import Colour


def ranks_above(a: LimPlayer, b: LimPlayer) -> bool:
    """a is the higher ranked player: more points or, when points are equal, a smaller pairing number."""
    return (a.score, -a.tpn) > (b.score, -b.tpn)


def median_or_above(a: LimPlayer, b: LimPlayer, median: Fraction) -> bool:
    """5.4 "in the Median Scoregroup and above": the pair's higher score is the median or more."""
    return max(a.score, b.score) >= median


def _run(p: LimPlayer) -> int:
    """How many of the player's last games had the colour of the last one."""
    colours = p.state.colours
    n = 0
    while n < len(colours) and colours[-1 - n] is colours[-1]:
        n += 1
    return n


def allocation_rule(a: LimPlayer, b: LimPlayer, median_or_above: bool) -> tuple[str, Colour]:
    """The article that decides the pair and the colour ``a`` receives (``Colour.NONE`` for 7.2:
    "the initial colour or the other", resolved by :func:`colour_of`). The limits of 5.1 are kept
    whenever one allocation keeps them, also in the last round."""
    allowed = colours_allowed(a, b, last_round=False)
    if len(allowed) == 1:
        return "5.1", allowed[0]
    da, db = a.due, b.due
    if da is Colour.NONE and db is Colour.NONE:
        return "7.2", Colour.NONE
    if da is not db:
        return "5.2", da if da is not Colour.NONE else db.opposite
    if abs(a.difference) != abs(b.difference):
        return "5.3", da if abs(a.difference) > abs(b.difference) else da.opposite
    if _run(a) != _run(b):
        return "5.3", da if _run(a) > _run(b) else da.opposite
    latest = latest_difference(a.state.colours, b.state.colours)
    if latest is not Colour.NONE:
        return "5.3", latest.opposite
    a_wins = ranks_above(a, b) if median_or_above else ranks_above(b, a)
    return "5.4", da if a_wins else da.opposite


def colour_of(a: LimPlayer, b: LimPlayer, initial: Colour, median_or_above: bool) -> Colour:
    """The colour ``a`` receives against ``b``; ``initial`` is the colour drawn for #1 (7.2)."""
    rule, colour = allocation_rule(a, b, median_or_above)
    if rule != "7.2":
        return colour
    higher = a if ranks_above(a, b) else b
    higher_colour = initial if higher.tpn % 2 == 1 else initial.opposite
    return higher_colour if higher is a else higher_colour.opposite
