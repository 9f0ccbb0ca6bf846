"""The first rating of an unrated player, B.02 (1 March 2024) art. 8.2 and 7.1.4.

8.2.2: Ra = the average rating of the player's rated opponents plus two hypothetical opponents
rated 1800, the results against these two counted as draws. 8.2.3: Ru = Ra + dp (table 8.1.1, on
the score including the two draws), rounded to the nearest whole number, at most 2200. 7.1.4: a
rating is published once it rests on at least 5 games against rated opponents (results of events
within 26 months are pooled by FIDE) and is at least 1400. 8.2.1: a zero score in the player's
first event is disregarded.

One tournament is what the arbiter sees: the value computed here is the rating this event alone
would give, which FIDE pools with the player's other recent events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.i18n import translate
from engine.rating.tables import dp_for, fractional_score, round_half_up

HYPOTHETICAL_RATING = 1800
HYPOTHETICAL_OPPONENTS = 2
MAX_INITIAL_RATING = 2200
MIN_GAMES = 5
RATING_FLOOR = 1400


@dataclass(frozen=True, slots=True)
class InitialRating:
    """The calculation of 8.2 for one unrated player over the rated opponents of one event."""

    games: int
    """Games against rated opponents (without the two hypothetical ones)."""
    score: Fraction
    """Points against rated opponents."""
    average: Fraction
    """Ra with the two hypothetical 1800 opponents (8.2.2), exact."""
    p: int
    """Fractional score including the two hypothetical draws, in hundredths (8.1.1)."""
    dp: int
    value: int
    """Ru = Ra + dp rounded, at most 2200 (8.2.3); 0 when there is no rated game."""
    capped: bool
    """Ra + dp was above 2200."""

    @property
    def enough_games(self) -> bool:
        """7.1.4: at least 5 games against rated opponents (this event alone)."""
        return self.games >= MIN_GAMES

    @property
    def zero_score(self) -> bool:
        """8.2.1: a zero score in the first event is disregarded."""
        return self.games > 0 and self.score == 0

    @property
    def published(self) -> bool:
        """Whether this event alone would give a published rating (7.1.4, 8.2.1)."""
        return self.enough_games and not self.zero_score and self.value >= RATING_FLOOR

    def explain(self) -> str:
        """The calculation in words, in the language in force (:func:`engine.i18n.translate`)."""
        if self.games == 0:
            return translate("RatingCalculation", "no game against a rated opponent")
        fields = {
            "average": f"{float(self.average):.1f}",
            "p": f"{self.p / 100:.2f}",
            "dp": f"{self.dp:+d}",
            "value": self.value,
        }
        if self.capped:
            text = translate(
                "RatingCalculation",
                "Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value} (capped at 2200, 8.2.3)",
            ).format(**fields)
        else:
            text = translate(
                "RatingCalculation", "Ra {average} (with two 1800 draws) + dp({p}) {dp} = {value}"
            ).format(**fields)
        reasons = []
        if self.zero_score:
            reasons.append(translate("RatingCalculation", "zero score: disregarded in a first event (8.2.1)"))
        if not self.enough_games:
            reasons.append(
                translate(
                    "RatingCalculation", "{games} of {needed} games against rated opponents (7.1.4)"
                ).format(games=self.games, needed=MIN_GAMES)
            )
        if self.value < RATING_FLOOR:
            reasons.append(
                translate("RatingCalculation", "below {floor}: not published (7.1.4)").format(
                    floor=RATING_FLOOR
                )
            )
        return "; ".join([text, *reasons])


def initial_rating(opponent_ratings: Sequence[int], score: Fraction) -> InitialRating:
    """8.2.2-8.2.3 over the games against rated opponents (``opponent_ratings``) scoring ``score``.

    >>> r = initial_rating([1900, 2000, 1700, 1600, 1800], Fraction(3))
    >>> r.average, r.p, r.dp, r.value, r.published
    (Fraction(1800, 1), 57, 50, 1850, True)
    """
    n = len(opponent_ratings)
    if n == 0:
        return InitialRating(0, Fraction(0), Fraction(0), 0, 0, 0, False)
    if any(r <= 0 for r in opponent_ratings):
        raise ValueError("only rated opponents count for an initial rating (8.2.2)")
    total_games = n + HYPOTHETICAL_OPPONENTS
    average = Fraction(sum(opponent_ratings) + HYPOTHETICAL_OPPONENTS * HYPOTHETICAL_RATING, total_games)
    points = Fraction(score) + Fraction(HYPOTHETICAL_OPPONENTS, 2)
    p = fractional_score(points, total_games)
    dp = dp_for(p)
    exact = round_half_up(average + dp)
    return InitialRating(
        n, Fraction(score), average, p, dp, min(exact, MAX_INITIAL_RATING), exact > MAX_INITIAL_RATING
    )
