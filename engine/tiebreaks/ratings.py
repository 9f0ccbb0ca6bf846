"""Rating-based tie-breaks (C.07 art. 10): ARO, TPR, PTP, APRO, APPO.

They use the FIDE rating tables of B.02 8.1.1 (fractional score p -> rating difference dp) and
8.1.2 (rating difference D -> scoring probability PD), owned by ``engine.rating.tables`` (``dp_for``
and ``pd_for`` are imported here for the callers that know them from this module). Only games played
over the board count; opponents without a rating are left out unless the tournament states a rating for them
(C.07 art. 10 preamble: the regulations must say how unrated players are handled), given here as
``unrated_rating``. Scores are those of the rating regulations: 1, ½, 0 per game.
"""

from __future__ import annotations

from fractions import Fraction

from engine.i18n import QT_TRANSLATE_NOOP
from engine.model import PairingNumber, ResultCode
from engine.phrase import Phrase
from engine.rating.tables import dp_for as dp_for
from engine.rating.tables import pd_for as pd_for
from engine.rating.tables import round_half_up
from engine.tiebreaks.explanation import Contribution, Explanation, apply_cuts
from engine.tiebreaks.record import GAME_KIND, GameFamily, RoundTally, TournamentRecord
from engine.tiebreaks.spec import TieBreakSpec


def _game_score(result: ResultCode) -> Fraction:
    if result in (ResultCode.WIN, ResultCode.UNRATED_WIN, ResultCode.FORFEIT_WIN):
        return Fraction(1)
    if result in (ResultCode.DRAW, ResultCode.UNRATED_DRAW):
        return Fraction(1, 2)
    return Fraction(0)


_NO_RATED_GAME = Phrase(
    "TieBreakExplanation", QT_TRANSLATE_NOOP("TieBreakExplanation", "no rated game played over the board")
)


def _rated_games(record: TournamentRecord, number: PairingNumber) -> list[Contribution]:
    """The games played over the board against opponents with a rating: value = their rating."""
    items = []
    for r in record[number].rounds:
        if not _rated_game(record, r):
            continue
        assert r.opponent is not None
        rating = record.rating(r.opponent)
        if rating is None:
            continue
        unrated = record[r.opponent].player.rating <= 0
        items.append(
            Contribution(
                r.round,
                rating,
                opponent=r.opponent,
                kind=GAME_KIND,
                points=_game_score(r.entry.result),
                note=Phrase(
                    "TieBreakExplanation",
                    QT_TRANSLATE_NOOP("TieBreakExplanation", "unrated: rating set by the tournament"),
                )
                if unrated
                else "",
            )
        )
    return items


def _rated_game(record: TournamentRecord, r: RoundTally) -> bool:
    """A game for art. 10: played over the board (a round robin's forfeits only in 2024, 15.2)."""
    return r.opponent is not None and record.counts_as_game(r, GameFamily.RATINGS)


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
        spec,
        number,
        _average(items),
        items,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "average rating of the opponents not cut, 0.5 up"),
        ),
    )


def performance(record: TournamentRecord, number: PairingNumber) -> tuple[int, list[Contribution], str]:
    """C.07 10.2 TPR: ARO + dp(p), p = points / games rounded to hundredths (B.02); 0 with no games."""
    items = _rated_games(record, number)
    if not items:
        return 0, items, _NO_RATED_GAME
    aro = _average(items)
    score = sum((c.points or Fraction(0) for c in items), Fraction(0))
    p = round_half_up(score * 100 / len(items))
    dp = dp_for(p)
    return (
        aro + dp,
        items,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "ARO {aro} + dp({p}) {dp}, {score} from {games} games"),
            aro=aro,
            p=f"{p / 100:.2f}",
            dp=f"{dp:+d}",
            score=score,
            games=len(items),
        ),
    )


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
        return 0, items, _NO_RATED_GAME
    ratings = [int(c.value) for c in items]
    score = sum((c.points or Fraction(0) for c in items), Fraction(0))
    if score == 0:
        return (
            min(ratings) - 800,
            items,
            Phrase(
                "TieBreakExplanation",
                QT_TRANSLATE_NOOP("TieBreakExplanation", "zero score: lowest opponent's rating - 800"),
            ),
        )
    target = score * 100
    lo, hi = min(ratings) - 800, max(ratings) + 736  # expected(lo) = 0 < target <= n = expected(hi)
    while lo < hi:
        mid = (lo + hi) // 2
        if expected_hundredths(mid, ratings) >= target:
            hi = mid
        else:
            lo = mid + 1
    return (
        lo,
        items,
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP(
                "TieBreakExplanation", "lowest rating expecting at least {score} from {games} games"
            ),
            score=score,
            games=len(items),
        ),
    )


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
        if not _rated_game(record, r):
            continue
        assert r.opponent is not None
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
                kind=GAME_KIND,
                cut=not has_games,
                note=Phrase(
                    "TieBreakExplanation",
                    QT_TRANSLATE_NOOP("TieBreakExplanation", "opponent's {code}"),
                    code=key,
                )
                if has_games
                else Phrase(
                    "TieBreakExplanation",
                    QT_TRANSLATE_NOOP("TieBreakExplanation", "opponent has no {code}"),
                    code=key,
                ),
            )
        )
    return Explanation(
        spec,
        number,
        _average(items),
        tuple(items),
        Phrase(
            "TieBreakExplanation",
            QT_TRANSLATE_NOOP("TieBreakExplanation", "average of the opponents' {code}, 0.5 up"),
            code=key,
        ),
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
