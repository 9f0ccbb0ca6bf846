"""FIDE ratings of one tournament: B.02 Rating Regulations (applied from 1 March 2024, 8.3.1 as
amended from 1 October 2025), for the standard, rapid and blitz lists alike.

- ``tables``: the conversion tables of 8.1.1 (p -> dp) and 8.1.2 (D -> PD).
- ``kfactor``: K by 8.3.3 from what the tournament knows (``k_factor``), and the 700 rule.
- ``change``: each game of a rated player (8.3.1, 8.3.2) and the change K x Sigma Delta R.
- ``initial``: the first rating of an unrated player (8.2, 7.1.4).
- ``report``: ``rating_report`` for every player of a tournament.
"""

from engine.rating.change import RatedGame, RatingChange, SkippedRound, Unrated, rating_difference
from engine.rating.initial import InitialRating, initial_rating
from engine.rating.kfactor import KFactor, KFactorBasis, RatingType, k_factor, limit_for_games
from engine.rating.report import FirstRating, RatingReport, rating_report
from engine.rating.tables import dp_for, pd_for

__all__ = [
    "FirstRating",
    "InitialRating",
    "KFactor",
    "KFactorBasis",
    "RatedGame",
    "RatingChange",
    "RatingReport",
    "RatingType",
    "SkippedRound",
    "Unrated",
    "dp_for",
    "initial_rating",
    "k_factor",
    "limit_for_games",
    "pd_for",
    "rating_difference",
    "rating_report",
]
