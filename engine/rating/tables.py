"""The conversion tables of the FIDE Rating Regulations, B.02 (applied from 1 March 2024) art. 8.1.

One owner for both tables: the rating changes (``engine.rating.change``), initial ratings
(``engine.rating.initial``), title norms (``engine.norms``) and the rating tie-breaks of C.07
art. 10 (``engine.tiebreaks.ratings``) all read them from here.
"""

from __future__ import annotations

import bisect
import math
from fractions import Fraction

# B.02 8.1.1: dp for p = 1.00, 0.99, ..., 0.51 (index 0 = p 1.00); p < 0.50 is the mirror image.
_DP_HIGH = (
    800, 677, 589, 538, 501, 470, 444, 422, 401, 383,
    366, 351, 336, 322, 309, 296, 284, 273, 262, 251,
    240, 230, 220, 211, 202, 193, 184, 175, 166, 158,
    149, 141, 133, 125, 117, 110, 102, 95, 87, 80,
    72, 65, 57, 50, 43, 36, 29, 21, 14, 7,
)  # fmt: skip


def dp_for(p_hundredths: int) -> int:
    """B.02 8.1.1: rating difference dp for a fractional score p given in hundredths (0..100).

    >>> dp_for(100), dp_for(75), dp_for(50), dp_for(25), dp_for(0)
    (800, 193, 0, -193, -800)
    """
    if not 0 <= p_hundredths <= 100:
        raise ValueError(f"fractional score {p_hundredths}/100 is outside 0..1")
    if p_hundredths == 50:
        return 0
    if p_hundredths > 50:
        return _DP_HIGH[100 - p_hundredths]
    return -_DP_HIGH[p_hundredths]


# B.02 8.1.2: upper bound of |D| for PD (higher-rated player) = .50, .51, ..., .99; above 735: 1.00.
_PD_BOUNDS = (
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
)  # fmt: skip


def pd_for(difference: int) -> int:
    """B.02 8.1.2: scoring probability (hundredths) of a player rated ``difference`` above the opponent.

    The full scale is used here; the 400-point rule of 8.3.1 is applied by the caller
    (``engine.rating.change.rating_difference``), C.07 10.3 wants the full scale.

    >>> pd_for(0), pd_for(4), pd_for(-4), pd_for(736), pd_for(-800)
    (50, 51, 49, 100, 0)
    """
    high = 50 + bisect.bisect_left(_PD_BOUNDS, abs(difference))  # 100 above 735
    return high if difference >= 0 else 100 - high


def round_half_up(value: Fraction) -> int:
    """Nearest whole number, 0.5 rounded up (C.07 10.1; B.01 1.4.7 for the average rating).

    >>> round_half_up(Fraction(5, 2)), round_half_up(Fraction(-5, 2))
    (3, -2)
    """
    return math.floor(value + Fraction(1, 2))


def round_half_away(value: Fraction) -> int:
    """Nearest whole number, 0.5 rounded away from zero (B.02 8.3.4).

    >>> round_half_away(Fraction(5, 2)), round_half_away(Fraction(-5, 2)), round_half_away(Fraction(-7, 3))
    (3, -3, -2)
    """
    magnitude = math.floor(abs(value) + Fraction(1, 2))
    return magnitude if value >= 0 else -magnitude


def fractional_score(points: Fraction, games: int) -> int:
    """p = points / games in hundredths, rounded to two decimals (0.005 up), as 8.1.1 reads it.

    >>> fractional_score(Fraction(13, 2), 9), fractional_score(Fraction(1, 2), 3)
    (72, 17)
    """
    if games <= 0:
        raise ValueError("a fractional score needs at least one game")
    return round_half_up(Fraction(points) * 100 / games)
