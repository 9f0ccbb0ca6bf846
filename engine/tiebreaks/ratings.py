"""Rating-based tie-breaks (C.07 art. 10): ARO, TPR, PTP, APRO, APPO.

They use the FIDE rating tables of B.02 8.1.1 (fractional score p -> rating difference dp) and
8.1.2 (rating difference D -> scoring probability PD). Only games played over the board count;
opponents without a rating are left out unless the tournament states a rating for them
(C.07 art. 10 preamble: the regulations must say how unrated players are handled), given here as
``unrated_rating``. Scores are those of the rating regulations: 1, ½, 0 per game.
"""

from __future__ import annotations

import bisect
import math
from fractions import Fraction

from engine.model import PairingNumber, ResultCode
from engine.tiebreaks.explanation import Contribution, Explanation, apply_cuts
from engine.tiebreaks.record import TournamentRecord
from engine.tiebreaks.spec import TieBreakSpec

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

    The full scale is used (no 400-point cut, as C.07 10.3 requires).

    >>> pd_for(0), pd_for(4), pd_for(-4), pd_for(736), pd_for(-800)
    (50, 51, 49, 100, 0)
    """
    high = 50 + bisect.bisect_left(_PD_BOUNDS, abs(difference))  # 100 above 735
    return high if difference >= 0 else 100 - high


def round_half_up(value: Fraction) -> int:
    """Nearest whole number, 0.5 rounded up (C.07 10.1)."""
    return math.floor(value + Fraction(1, 2))


def _game_score(result: ResultCode) -> Fraction:
    if result in (ResultCode.WIN, ResultCode.UNRATED_WIN):
        return Fraction(1)
    if result in (ResultCode.DRAW, ResultCode.UNRATED_DRAW):
        return Fraction(1, 2)
    return Fraction(0)


def _rated_games(record: TournamentRecord, number: PairingNumber) -> list[Contribution]:
    """The games played over the board against opponents with a rating: value = their rating."""
    items = []
    for r in record[number].rounds:
        if not r.played or r.opponent is None:
            continue
        rating = record.rating(r.opponent)
        if rating is None:
            continue
        unrated = record[r.opponent].player.rating <= 0
        items.append(
            Contribution(
                r.round,
                rating,
                opponent=r.opponent,
                kind="game",
                points=_game_score(r.entry.result),
                note="unrated: rating set by the tournament" if unrated else "",
            )
        )
    return items


def _average(items: list[Contribution] | tuple[Contribution, ...]) -> int:
    kept = [c for c in items if not c.cut]
    if not kept:
        return 0
    return round_half_up(Fraction(sum(int(c.value) for c in kept), len(kept)))


def average_rating_of_opponents(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    """C.07 10.1 ARO: the average rating of the opponents played over the board, 0.5 rounded up.

    Cut-1 (14.1.1) excludes the lowest rating; unplayed rounds contribute nothing to ARO.
    """
    items = apply_cuts(_rated_games(record, number), spec.modifier, lambda c: (c.value,), vur_exception=False)
    return Explanation(
        spec, number, _average(items), items, "average rating of the opponents not cut, 0.5 up"
    )


def performance(record: TournamentRecord, number: PairingNumber) -> tuple[int, list[Contribution], str]:
    """C.07 10.2 TPR: ARO + dp(p), p = points / games rounded to hundredths (B.02); 0 with no games."""
    items = _rated_games(record, number)
    if not items:
        return 0, items, "no rated game played over the board"
    aro = _average(items)
    score = sum((c.points or Fraction(0) for c in items), Fraction(0))
    p = round_half_up(score * 100 / len(items))
    dp = dp_for(p)
    return aro + dp, items, f"ARO {aro} + dp({p / 100:.2f}) {dp:+d}, {score} from {len(items)} games"


def tournament_performance(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    value, items, method = performance(record, number)
    return Explanation(spec, number, value, tuple(items), method)


def expected_hundredths(rating: int, opponents: list[int]) -> int:
    """Sum of the scoring probabilities (hundredths) of a player rated ``rating`` (B.02 8.1.2, full scale)."""
    return sum(pd_for(rating - r) for r in opponents)


def perfect_performance(
    record: TournamentRecord, number: PairingNumber
) -> tuple[int, list[Contribution], str]:
    """C.07 10.3 PTP: the lowest rating whose expected score is at least the score; 0 with no games.

    For a zero score: the lowest opponent's rating less 800.
    """
    items = _rated_games(record, number)
    if not items:
        return 0, items, "no rated game played over the board"
    ratings = [int(c.value) for c in items]
    score = sum((c.points or Fraction(0) for c in items), Fraction(0))
    if score == 0:
        return min(ratings) - 800, items, "zero score: lowest opponent's rating - 800"
    target = score * 100
    lo, hi = min(ratings) - 800, max(ratings) + 736  # expected(lo) = 0 < target <= n = expected(hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if expected_hundredths(mid, ratings) >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo, items, f"lowest rating expecting at least {score} from {len(items)} games"


def perfect_tournament_performance(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    value, items, method = perfect_performance(record, number)
    return Explanation(spec, number, value, tuple(items), method)


def _average_of_opponents(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec, key: str
) -> Explanation:
    items = []
    for r in record[number].rounds:
        if not r.played or r.opponent is None:
            continue
        memo_key = (key, r.opponent)
        games_key = (key + " games", r.opponent)
        if memo_key not in record.memo:
            compute = performance if key == "TPR" else perfect_performance
            value, games, _ = compute(record, r.opponent)
            record.memo[memo_key] = value
            record.memo[games_key] = len(games)
        value = int(record.memo[memo_key])
        has_games = bool(record.memo[games_key])
        items.append(
            Contribution(
                r.round,
                value,
                opponent=r.opponent,
                kind="game",
                cut=not has_games,
                note=f"opponent's {key}" if has_games else f"opponent has no {key}",
            )
        )
    return Explanation(
        spec, number, _average(items), tuple(items), f"average of the opponents' {key}, 0.5 up"
    )


def average_performance_of_opponents(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    """C.07 10.4 APRO: the average TPR of the opponents played over the board, 0.5 rounded up."""
    return _average_of_opponents(record, number, spec, "TPR")


def average_perfect_performance_of_opponents(
    record: TournamentRecord, number: PairingNumber, spec: TieBreakSpec
) -> Explanation:
    """C.07 10.5 APPO: the average PTP of the opponents played over the board, 0.5 rounded up."""
    return _average_of_opponents(record, number, spec, "PTP")
