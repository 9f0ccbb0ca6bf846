"""FIDE rating changes and first ratings (B.02, 1 March 2024; 8.3.1 as amended 1 October 2025).

Expected values are worked by hand from the tables of B.02 8.1.1 and 8.1.2 (the lines used are
quoted next to each case), not produced by the code under test.
"""

from __future__ import annotations

import doctest
from fractions import Fraction

import pytest

import engine.rating.change
import engine.rating.initial
import engine.rating.kfactor
import engine.rating.tables
from engine.model import ResultCode
from engine.rating import (
    KFactorBasis,
    Unrated,
    initial_rating,
    k_factor,
    limit_for_games,
    rating_difference,
    rating_report,
)
from engine.rating.change import rated_game, rating_change
from engine.rating.tables import fractional_score, round_half_away
from tests.endevent_support import N, Opp, one_player_event

HALF = Fraction(1, 2)


@pytest.mark.parametrize(
    "module", [engine.rating.tables, engine.rating.kfactor, engine.rating.change, engine.rating.initial]
)
def test_docstring_examples(module: object) -> None:
    failures, tried = doctest.testmod(module)  # type: ignore[arg-type]
    assert tried > 0 and failures == 0


# --- 8.3.1: the 400-point rule, since 1 Oct 2025 only below 2650 -----------------------------------


def test_400_point_rule_for_a_player_below_2650() -> None:
    # 2000 v 2500: D = -500 counts as -400; 8.1.2 "392-411 .92 .08": PD = .08
    g = rated_game(1, 2000, N(2), 2500, Fraction(0))
    assert (g.difference, g.used_difference, g.expected, g.capped) == (-500, -400, Fraction(8, 100), True)
    # and the other way round: 2500 v 2000 counts +400 -> .92
    assert rated_game(1, 2500, N(2), 2000, Fraction(1)).expected == Fraction(92, 100)


def test_no_400_point_limit_from_2650() -> None:
    # 2650 v 2100: D = 550 is used as it is; "518-559 .97"
    g = rated_game(1, 2650, N(2), 2100, Fraction(1))
    assert (g.used_difference, g.expected, g.capped) == (550, Fraction(97, 100), False)
    # 2649 v 2100: capped at 400 -> .92
    assert rated_game(1, 2649, N(2), 2100, Fraction(1)).expected == Fraction(92, 100)
    # the lower-rated opponent of a 2700 is still capped: 2200 v 2700 -> -400 -> .08
    assert rating_difference(2200, 2700) == -400


def test_more_than_735_only_reachable_at_2650_and_above() -> None:
    # 2800 v 2000: D = 800 > 735: PD 1.00, a win changes nothing, a draw loses K/2
    g = rated_game(1, 2800, N(2), 2000, HALF)
    assert (g.expected, g.delta) == (Fraction(1), Fraction(-1, 2))


# --- 8.3.2 / 8.3.4: one player's change --------------------------------------------------------


def test_change_of_a_rated_player_game_by_game() -> None:
    t = one_player_event(
        2000,
        [
            Opp(2100, HALF),  # D -100, "99-106 .64 .36": PD .36, +.14
            Opp(1900, Fraction(1)),  # D +100: PD .64, +.36
            Opp(2500, Fraction(0)),  # D -500 -> -400: PD .08, -.08
            Opp(0, Fraction(1)),  # unrated opponent: not rated (8.3.1)
            Opp(2200, ResultCode.FORFEIT_WIN),  # forfeit: not rated (5.1)
            None,  # half-point bye: no game
            Opp(2000, ResultCode.UNRATED_WIN),  # TRF W: under one move each, not rated
        ],
    )
    ratings = {p.number: p.rating for p in t.players}
    change = rating_change(t.player(N(1)), ratings, 20, "K 20")
    assert [g.delta for g in change.games] == [Fraction(14, 100), Fraction(36, 100), Fraction(-8, 100)]
    assert change.sum_delta == Fraction(42, 100)
    assert change.change == Fraction(84, 10)  # 20 x .42
    assert change.rounded_change == 8
    assert [(s.round, s.reason) for s in change.skipped] == [
        (4, Unrated.UNRATED_OPPONENT),
        (5, Unrated.FORFEIT),
        (6, Unrated.BYE),
        (7, Unrated.SHORT_GAME),
    ]
    assert change.score == Fraction(3, 2) and change.expected == Fraction(108, 100)


def test_half_rounded_away_from_zero() -> None:
    # 2500 (K 10): loss v 2307 (D 193, "189-197 .75": -.75), win v 2500 (+.50): -.25 x 10 = -2.5 -> -3
    t = one_player_event(2500, [Opp(2307, Fraction(0)), Opp(2500, Fraction(1))])
    change = rating_change(t.player(N(1)), {p.number: p.rating for p in t.players}, 10)
    assert change.change == Fraction(-5, 2)
    assert change.rounded_change == -3
    assert round_half_away(Fraction(5, 2)) == 3


def test_the_700_rule_over_the_games_of_the_event() -> None:
    # 18 rated games with K 40: 720 > 700, K = 38 (700 // 18)
    t = one_player_event(1800, [Opp(1800, HALF) for _ in range(18)])
    change = rating_change(t.player(N(1)), {p.number: p.rating for p in t.players}, 40, "junior")
    assert change.k == 38
    assert "K = 38" in change.k_rule
    assert (limit_for_games(40, 20), limit_for_games(20, 40), limit_for_games(20, 35)) == (35, 17, 20)


# --- 8.3.3: K ---------------------------------------------------------------------------------------


def test_k_factor_rules() -> None:
    assert k_factor(KFactorBasis(2400)).k == 10
    assert k_factor(KFactorBasis(2350, reached_2400=True)).k == 10  # stays 10 below 2400
    assert (
        k_factor(KFactorBasis(2350, reached_2400=False, games_before=100, birth_year=1990, event_year=2026)).k
        == 20
    )
    # junior: until the end of the year of the 18th birthday, under 2300
    assert k_factor(KFactorBasis(2250, birth_year=2008, event_year=2026)).k == 40
    assert k_factor(KFactorBasis(2250, birth_year=2007, event_year=2026)).k == 20
    assert k_factor(KFactorBasis(2300, birth_year=2010, event_year=2026)).k == 20
    # new to the list: K 40 until 30 games
    assert k_factor(KFactorBasis(1700, games_before=29)).k == 40
    assert k_factor(KFactorBasis(1700, games_before=30)).k == 20
    # the K stored for the player (FIDE list) wins
    assert k_factor(KFactorBasis(2500, stored_k=20)).k == 20


def test_k_factor_says_what_it_could_not_check() -> None:
    k = k_factor(KFactorBasis(1900))
    assert k.k == 20
    assert len(k.unknown) == 3
    assert "junior" in k.explain() and "2400" in k.explain() and "30" in k.explain()
    assert (
        k_factor(
            KFactorBasis(1900, birth_year=1980, event_year=2026, games_before=80, reached_2400=False)
        ).unknown
        == ()
    )


# --- 8.2: first ratings ----------------------------------------------------------------------------


def test_initial_rating_with_two_hypothetical_1800_draws() -> None:
    # Ra = (1900+2000+1700+1600+1800 + 2x1800) / 7 = 1800; p = (3 + 1) / 7 = .5714 -> .57, dp 50
    r = initial_rating([1900, 2000, 1700, 1600, 1800], Fraction(3))
    assert (r.average, r.p, r.dp, r.value, r.published) == (Fraction(1800), 57, 50, 1850, True)


def test_initial_rating_is_at_most_2200() -> None:
    # Ra = (5 x 2300 + 3600) / 7 = 2157.14; p = 6/7 = .857 -> .86, dp 309: 2466 -> 2200
    r = initial_rating([2300] * 5, Fraction(5))
    assert (r.p, r.dp, r.value, r.capped) == (86, 309, 2200, True)


def test_initial_rating_needs_five_rated_games_a_score_and_1400() -> None:
    assert not initial_rating([1800] * 4, Fraction(2)).published  # 7.1.4: 4 of 5 games
    zero = initial_rating([1800] * 5, Fraction(0))
    assert zero.zero_score and not zero.published and "8.2.1" in zero.explain()
    # Ra = (5 x 1400 + 3600) / 7 = 1514.29; p = 1.5/7 = .214 -> .21, dp -230: 1284 < 1400
    low = initial_rating([1400] * 5, HALF)
    assert (low.p, low.dp, low.value, low.published) == (21, -230, 1284, False)


def test_rating_report_covers_rated_and_unrated_players() -> None:
    t = one_player_event(
        0, [Opp(1900, Fraction(1)), Opp(2000, HALF), Opp(0, Fraction(1)), Opp(1700, Fraction(0))]
    )
    ks = {p.number: k_factor(KFactorBasis(p.rating)) for p in t.players if p.rating > 0}
    report = rating_report(t, ks)
    first = report.first_rating_of(N(1))
    assert first is not None and [g.opponent_rating for g in first.games] == [1900, 2000, 1700]
    assert first.result.games == 3 and not first.result.enough_games
    # Opponent 2 (1900) lost to the unrated #1: not rated for them (8.3.1)
    two = report.change_of(N(2))
    assert two is not None and two.games == () and two.skipped[0].reason is Unrated.UNRATED_OPPONENT


def test_fractional_score_rounds_to_two_decimals() -> None:
    assert fractional_score(Fraction(7), 9) == 78  # .7778
    assert fractional_score(Fraction(13, 2), 9) == 72  # .7222
    assert fractional_score(Fraction(1, 8), 1) == 13  # .125 -> .13
