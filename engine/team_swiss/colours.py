"""Colour preferences (C.04.6 (2026) art. 1.7) and colour allocation (art. 4) of the Swiss Team System.

A team's colour in a match is the colour of its board 1 (1.6.1); only played matches count, and the
colour history has no gaps (C.04.2 art. 3.4). The colour difference (CD) is the matches played with
White minus those played with Black. The allocation rules are applied in the order of 4.3, the first
that decides wins; :func:`white_of` returns the article that decided, which the checker names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.model import Colour
from engine.team_swiss.system import PreferenceType


@dataclass(frozen=True, slots=True)
class Preference:
    """A colour preference: the colour (``Colour.NONE``: none) and whether it is strong (Type B)."""

    colour: Colour = Colour.NONE
    strong: bool = False

    @property
    def any(self) -> bool:
        return self.colour is not Colour.NONE


NO_PREFERENCE = Preference()


def preference(colours: Sequence[Colour], kind: PreferenceType, last_round: bool) -> Preference:
    """1.7 for a team whose played matches had ``colours`` (oldest first).

    1.7.1 (Type A) and the strong preferences of 1.7.2 (Type B): White when the CD is below -1, or
    when it is 0 or -1 and the last two played matches were Black (Black symmetrically). 1.7.2, mild:
    White when the CD is -1, or when it is 0, it is not the last round and the last played match was
    Black. No preference before the first match played; in the last round a CD of 0 gives no mild
    preference (the strong one of two equal colours stands: docs/systems/team_swiss.md).

    >>> W, B = Colour.WHITE, Colour.BLACK
    >>> preference([W, B, B], PreferenceType.A, False)
    Preference(colour=<Colour.WHITE: 'w'>, strong=False)
    >>> preference([W, B], PreferenceType.A, False).any
    False
    >>> preference([W, B], PreferenceType.B, False)
    Preference(colour=<Colour.WHITE: 'w'>, strong=False)
    >>> preference([W, B], PreferenceType.B, True).any
    False
    """
    if not colours:
        return NO_PREFERENCE
    cd = sum(1 if c is Colour.WHITE else -1 for c in colours)
    last_two = tuple(colours[-2:]) if len(colours) >= 2 else ()
    if cd < -1 or (cd in (0, -1) and last_two == (Colour.BLACK, Colour.BLACK)):
        return Preference(Colour.WHITE, kind is PreferenceType.B)
    if cd > 1 or (cd in (0, 1) and last_two == (Colour.WHITE, Colour.WHITE)):
        return Preference(Colour.BLACK, kind is PreferenceType.B)
    if kind is PreferenceType.A:
        return NO_PREFERENCE
    if cd == -1 or (cd == 0 and not last_round and colours[-1] is Colour.BLACK):
        return Preference(Colour.WHITE)
    if cd == 1 or (cd == 0 and not last_round and colours[-1] is Colour.WHITE):
        return Preference(Colour.BLACK)
    return NO_PREFERENCE
