"""What the Dubov System needs to know about each player before a round is paired.

C.04.4.1 (effective from 1 February 2026), article 1: the rating (1.1), the pairing number (1.2),
the score (1.3), the colour preference (1.6), the average rating of the opponents (1.7) and the
upfloats (1.8). The C.04.1 parts (games played, opponents met, colours of the played games,
eligibility for the pairing-allocated bye) are read by :func:`engine.dutch.state.build_states`,
which applies the Basic Rules for Swiss Systems; this module adds what only Dubov uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.article_state import ArticlePlayer, players_to_pair
from engine.dutch.state import PlayerState
from engine.model import Colour, PairingNumber, Player, Tournament

MILD, STRONG, ABSOLUTE = 1, 2, 3
"""Strengths of a colour preference (art. 1.6.1-1.6.4), in this order."""


@dataclass(frozen=True, slots=True)
class DubovPlayer(ArticlePlayer):
    """One player to be paired, seen from the round being paired (``engine.article_state``: the C.04.1
    state, the rating of 1.1, the TPN of 1.2 and C.04.2 art. 2)."""

    aro: int
    """Art. 1.7: average rating of the opponents met over the board, rounded half up; 0 before any game."""
    upfloats: int
    """Art. 1.8: rounds in which the player was paired against a higher score (upfloated)."""
    upfloated_last: bool
    """Upfloated in the previous round ([C10])."""
    preference: Colour
    """Art. 1.6: White or Black; a player who has not played has a mild preference for Black (1.6.4)."""
    strength: int

    @property
    def absolute(self) -> bool:
        return self.strength == ABSOLUTE

    def is_maximum_upfloater(self, max_t: int) -> bool:
        """Art. 1.8.1: upfloated already MaxT times."""
        return self.upfloats >= max_t


def max_t(number_of_rounds: int | None) -> int:
    """Art. 1.8.2: MaxT = 2 + [Rnds/5], Rnds/5 rounded down.

    >>> max_t(9), max_t(10), max_t(None)
    (3, 4, 2)
    """
    return 2 + (number_of_rounds or 0) // 5


def average_rating(ratings: list[int]) -> int:
    """Art. 1.7.1: the mean rounded to the nearest integer, the higher one when it ends in .5;
    0 without games (1.7.3).

    >>> average_rating([2000, 2001]), average_rating([2000, 2002, 2003]), average_rating([])
    (2001, 2002, 0)
    """
    if not ratings:
        return 0
    total, count = sum(ratings), len(ratings)
    return (2 * total + count) // (2 * count)


def compatible(a: DubovPlayer, b: DubovPlayer) -> bool:
    """[C1] (not met before, nor a forbidden pair) and [C3] (not the same absolute colour preference)."""
    if b.number in a.state.forbidden:
        return False
    return not (a.absolute and b.absolute and a.preference is b.preference)


def build_players(tournament: Tournament, round_number: int) -> list[DubovPlayer]:
    """The players to pair in ``round_number``, by score (descending) then TPN
    (:func:`engine.article_state.players_to_pair`), each with the ARO of 1.7, the upfloats of 1.8 and
    the colour preference of 1.6."""
    by_number = tournament.by_number()
    points = tournament.point_system
    scores: dict[PairingNumber, list[Fraction]] = {}
    for p in tournament.players:
        totals = [Fraction(0)]
        for i in range(1, round_number):
            totals.append(totals[-1] + points.points(p.entry(i)))
        scores[p.number] = totals

    def make(s: PlayerState, me: Player) -> DubovPlayer:
        ratings: list[int] = []
        upfloats = 0
        last = False
        for i in range(1, round_number):
            e = me.entry(i)
            last = False
            if not e.is_played_game or e.opponent is None or e.opponent not in by_number:
                continue
            ratings.append(by_number[e.opponent].rating)
            if scores[e.opponent][i - 1] > scores[s.number][i - 1]:
                upfloats += 1
                last = i == round_number - 1
        if s.absolute:
            strength = ABSOLUTE
        elif s.strong:
            strength = STRONG
        else:
            strength = MILD
        preference = s.preference if s.preference is not Colour.NONE else Colour.BLACK
        return DubovPlayer(s, me.rating, average_rating(ratings), upfloats, last, preference, strength)

    return players_to_pair(tournament, round_number, make)
