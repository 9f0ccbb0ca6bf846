"""Colour preferences (C.04.6 (2026) art. 1.7) and colour allocation (art. 4) of the Swiss Team System.

A team's colour in a match is the colour of its board 1 (1.6.1); only played matches count, and the
colour history has no gaps (C.04.2 art. 3.4). The colour difference (CD) is the matches played with
White minus those played with Black. The allocation rules are applied in the order of 4.3, the first
that decides wins; :func:`white_of` returns the article that decided, which the checker names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.model import Colour
from engine.team_swiss.system import PreferenceType

if TYPE_CHECKING:
    from engine.team_swiss.state import TeamState


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


def ranks_first(a: TeamState, b: TeamState) -> bool:
    """4.2: the first-team has the higher score, then the higher secondary score (4.2.2, when the
    regulations name one), then the smaller TPN."""

    def key(t: TeamState) -> tuple[Fraction, Fraction, int]:
        return (-t.score, -(t.secondary or Fraction(0)), t.number)

    return key(a) < key(b)


def white_of(a: TeamState, b: TeamState, initial: Colour) -> tuple[TeamState, str]:
    """The team that has White on board 1 (1.6.1), and the article of 4.3 that decided."""
    first, other = (a, b) if ranks_first(a, b) else (b, a)

    def give(team: TeamState, colour: Colour) -> TeamState:
        mate = other if team is first else first
        return team if colour is Colour.WHITE else mate

    if not first.colours and not other.colours:
        # 4.3.1: neither team has played a match: the first-team gets the initial-colour if its TPN
        # is odd, otherwise the opposite colour.
        first_white = (initial is Colour.WHITE) == (first.number % 2 == 1)
        return (first if first_white else other), "4.3.1"
    p, q = first.preference, other.preference
    if p.any != q.any:
        # 4.3.2: only one team has a colour preference: grant it.
        team = first if p.any else other
        return give(team, team.preference.colour), "4.3.2"
    if p.any and p.colour is not q.colour:
        # 4.3.3: opposite preferences: grant both.
        return give(first, p.colour), "4.3.3"
    if p.strong != q.strong:
        # 4.3.4 (Type B): only one team has a strong colour preference: grant it.
        team = first if p.strong else other
        return give(team, team.preference.colour), "4.3.4"
    if first.colour_difference != other.colour_difference:
        # 4.3.5: White to the team with the lower colour difference.
        return (first if first.colour_difference < other.colour_difference else other), "4.3.5"
    for mine, theirs in zip(reversed(first.colours), reversed(other.colours), strict=False):
        # 4.3.6: alternate the colours to the most recent time one team had White and the other
        # Black (the histories without their unplayed matches, compared from the last one back).
        if mine is not theirs:
            return (first if mine is Colour.BLACK else other), "4.3.6"
    if p.any:
        # 4.3.7: grant the first-team's colour preference.
        return give(first, p.colour), "4.3.7"
    if first.colours:
        # 4.3.8: alternate the first-team's colour of its last played match.
        return (first if first.colours[-1] is Colour.BLACK else other), "4.3.8"
    # 4.3.9: alternate the other team's colour of its last played match.
    return (other if other.colours[-1] is Colour.BLACK else first), "4.3.9"
