"""The colours of a team pairing: which team is the first-team (C.04.6 art. 4.2) and which has White
on board 1 (art. 4.3.1-4.3.9). Apart from :mod:`engine.team_swiss.colours` (the colour preferences of
art. 1.7), which the teams' state is made with."""

from __future__ import annotations

from fractions import Fraction

from engine.model import Colour
from engine.team_swiss.state import TeamState


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
