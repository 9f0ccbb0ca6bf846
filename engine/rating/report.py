"""The rating report of a tournament: every player's rating change, or first rating (B.02 8.2, 8.3).

``rating_report`` is the one function the window, the printed rating report and the CLI call.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from engine.model import Absence, PairingNumber, Player, Tournament
from engine.rating.change import (
    RatedGame,
    RatingChange,
    SkippedRound,
    absences_of,
    classify_round,
    rating_change,
)
from engine.rating.initial import InitialRating, initial_rating
from engine.rating.kfactor import KFactor


@dataclass(frozen=True, slots=True)
class FirstRating:
    """An unrated player's games against rated opponents and the rating they give (8.2)."""

    number: PairingNumber
    name: str
    games: tuple[RatedGame, ...]
    """Each with the player's own rating taken as 0: only the opponent's rating and the score matter."""
    skipped: tuple[SkippedRound, ...]
    result: InitialRating


@dataclass(frozen=True, slots=True)
class RatingReport:
    """Rating changes of the rated players and first ratings of the unrated ones, pairing-number order."""

    rounds: int
    changes: tuple[RatingChange, ...]
    first_ratings: tuple[FirstRating, ...]

    def change_of(self, number: PairingNumber) -> RatingChange | None:
        return next((c for c in self.changes if c.number == number), None)

    def first_rating_of(self, number: PairingNumber) -> FirstRating | None:
        return next((f for f in self.first_ratings if f.number == number), None)


def first_rating(
    player: Player,
    ratings: Mapping[PairingNumber, int],
    rounds: int,
    absences: Mapping[int, Absence] | None = None,
) -> FirstRating:
    """8.2 over the rounds 1..``rounds`` of the unrated ``player`` (``absences``: see ``rating_change``)."""
    games: list[RatedGame] = []
    skipped: list[SkippedRound] = []
    away = absences or {}
    unrated_view = Player(player.number, player.name, rating=0, rounds=player.rounds)
    for r in range(1, rounds + 1):
        item = classify_round(unrated_view, r, ratings, away.get(r))
        if isinstance(item, RatedGame):
            games.append(item)
        else:
            skipped.append(item)
    score = sum((g.score for g in games), Fraction(0))
    result = initial_rating([g.opponent_rating for g in games], score)
    return FirstRating(player.number, player.name, tuple(games), tuple(skipped), result)


def rating_report(
    t: Tournament, k_factors: Mapping[PairingNumber, KFactor], rounds: int | None = None
) -> RatingReport:
    """Every player's rating calculation over rounds 1..``rounds`` (default: every recorded round).

    ``k_factors``: K of each rated player (``engine.rating.kfactor.k_factor``).
    """
    last = t.rounds_recorded if rounds is None else rounds
    ratings = {p.number: p.rating for p in t.players}
    changes: list[RatingChange] = []
    firsts: list[FirstRating] = []
    for p in t.players:
        away = absences_of(t, p.number)
        if p.rating > 0:
            k = k_factors[p.number]
            changes.append(rating_change(p, ratings, k.k, k.explain(), last, away))
        else:
            firsts.append(first_rating(p, ratings, last, away))
    return RatingReport(last, tuple(changes), tuple(firsts))
