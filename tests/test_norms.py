"""Title norms (B.01, 2024) at their thresholds; hand-built events, expected values worked by hand."""

from __future__ import annotations

import doctest
from fractions import Fraction

import engine.norms
from engine.model import ResultCode, Sex, Tournament
from engine.norms import NormConditions, NormTitle, check_norm, norms_of_tournament, titles_to_check
from tests.endevent_support import N, Opp, one_player_event

W, D, L = Fraction(1), Fraction(1, 2), Fraction(0)
TITLES = ["GM", "GM", "GM", "IM", "IM", "FM", "", "", ""]
FEDS = ["GER", "GER", "ESP", "ESP", "NED", "NED", "FRA", "FRA", "ITA"]


def nine(
    scores: list[Fraction],
    ratings: list[int] | None = None,
    titles: list[str] = TITLES,
    feds: list[str] = FEDS,
) -> Tournament:
    """#1 (IM, FRA, 2450) plays nine opponents."""
    ratings = ratings or [2380] * 9
    games = [Opp(r, s, t, f) for r, s, t, f in zip(ratings, scores, titles, feds, strict=True)]
    return one_player_event(2450, games, title="IM", federation="FRA")


def failing(result: engine.norms.NormResult) -> list[str]:
    return [c.what for c in result.missing]


def test_docstring_examples() -> None:
    failures, tried = doctest.testmod(engine.norms)
    assert tried > 0 and failures == 0


def test_gm_norm_exactly_at_2600() -> None:
    # Ra 2380; 7/9 = .78 -> dp 220 (8.1.1): Rp 2600
    r = check_norm(nine([W] * 7 + [L] * 2), N(1), NormTitle.GM)
    assert (r.games, r.average, r.performance) == (9, 2380, 2600)
    assert r.achieved and r.missing == ()
    assert r.points_needed == 7


def test_half_a_point_short_of_the_gm_norm() -> None:
    # 6.5/9 = .72 -> dp 166: Rp 2546
    r = check_norm(nine([W] * 6 + [D] + [L] * 2), N(1), NormTitle.GM)
    assert r.performance == 2546 and not r.achieved
    assert failing(r) == ["performance"]
    assert r.points_needed == 7
    assert "(7/9)" in r.missing[0].need


def test_average_rounded_half_up_meets_the_minimum() -> None:
    # ten opponents: 9 x 2380 + 2375 = 23795 -> 2379.5 -> 2380 (1.4.7)
    games = [Opp(2380, W, t, f) for t, f in zip(TITLES, FEDS, strict=True)] + [Opp(2375, W, "GM", "ITA")]
    r = check_norm(one_player_event(2450, games, federation="FRA"), N(1), NormTitle.GM)
    assert r.average == 2380
    low = [Opp(2380, W, t, f) for t, f in zip(TITLES, FEDS, strict=True)] + [Opp(2374, W, "GM", "ITA")]
    r = check_norm(one_player_event(2450, low, federation="FRA"), N(1), NormTitle.GM)
    assert r.average == 2379 and "average rating of the opponents" in failing(r)


def test_rating_floor_raises_only_the_lowest_opponent() -> None:
    # GM floor 2200: 1900 is raised, 2000 is not: (7 x 2400 + 2200 + 2000) / 9 = 2333.3 -> 2333
    r = check_norm(nine([W] * 9, [2400] * 7 + [1900, 2000]), N(1), NormTitle.GM)
    used = [o.rating_used for o in r.opponents]
    assert used == [2400] * 7 + [2200, 2000]
    assert r.opponents[7].raised and not r.opponents[8].raised
    assert r.average == 2333


def test_unrated_opponents_count_1400_and_at_most_a_fifth() -> None:
    r = check_norm(nine([W] * 9, [2400] * 7 + [0, 0]), N(1), NormTitle.IM)
    # one unrated raised to the IM floor 2050, the other counts 1400
    assert sorted(o.rating_used for o in r.opponents)[:2] == [1400, 2050]
    assert "unrated opponents" in failing(r)
    one = check_norm(nine([W] * 9, [2400] * 8 + [0]), N(1), NormTitle.IM)
    assert "unrated opponents" not in failing(one)


def test_federation_requirements() -> None:
    # 6 of 9 from the player's own federation: more than 3/5
    feds = ["FRA"] * 6 + ["GER", "ESP", "NED"]
    assert failing(check_norm(nine([W] * 9, feds=feds), N(1), NormTitle.GM)) == [
        "opponents of the own federation"
    ]
    five = ["FRA"] * 5 + ["GER", "GER", "ESP", "NED"]
    assert check_norm(nine([W] * 9, feds=five), N(1), NormTitle.GM).achieved
    # 7 of 9 from one federation: more than 2/3 (and one other federation only)
    seven = ["GER"] * 7 + ["FRA", "FRA"]
    assert failing(check_norm(nine([W] * 9, feds=seven), N(1), NormTitle.GM)) == [
        "other federations",
        "opponents of one federation",
    ]
    # exempt events (national championships) do not check federations
    exempt = check_norm(
        nine([W] * 9, feds=["FRA"] * 9), N(1), NormTitle.GM, NormConditions(federation_rules=False)
    )
    assert exempt.achieved


def test_titled_opponents() -> None:
    four_titled = ["GM", "GM", "GM", "IM", "", "", "", "", ""]
    assert failing(check_norm(nine([W] * 9, titles=four_titled), N(1), NormTitle.GM)) == ["titled opponents"]
    cm_do_not_count = ["GM", "GM", "GM", "IM", "CM", "WCM", "", "", ""]
    assert failing(check_norm(nine([W] * 9, titles=cm_do_not_count), N(1), NormTitle.GM)) == [
        "titled opponents"
    ]
    two_gms = ["GM", "GM", "IM", "IM", "IM", "FM", "", "", ""]
    r = check_norm(nine([W] * 9, titles=two_gms), N(1), NormTitle.GM)
    assert failing(r) == ["GM opponents"]
    # the same opponents make the 1/3 for an IM norm (GM or IM)
    assert check_norm(nine([W] * 9, titles=two_gms), N(1), NormTitle.IM).achieved


def test_games_forfeits_and_byes_do_not_count() -> None:
    games = [Opp(2380, W, t, f) for t, f in zip(TITLES[:8], FEDS[:8], strict=True)]
    t = one_player_event(
        2450, [*games, Opp(2380, ResultCode.FORFEIT_WIN, "GM", "ITA"), None], federation="FRA"
    )
    r = check_norm(t, N(1), NormTitle.GM)
    assert r.games == 8 and "games" in failing(r)
    assert r.excluded == ("round 9: forfeit", "round 10: bye")


def test_minimum_score_35_percent() -> None:
    # a strong field makes the performance with a low score: 3/9 = 33 % < 35 %
    r = check_norm(nine([W] * 3 + [L] * 6, [2700] * 9), N(1), NormTitle.IM)
    assert "score" in failing(r)
    ok = check_norm(nine([W] * 3 + [D] + [L] * 5, [2700] * 9), N(1), NormTitle.IM)
    assert "score" not in failing(ok)


def test_which_norms_a_player_is_measured_against() -> None:
    t = one_player_event(2300, [Opp(2300)], title="WIM", sex=Sex.FEMALE)
    assert titles_to_check(t.player(N(1))) == (NormTitle.GM, NormTitle.IM, NormTitle.WGM)
    gm = one_player_event(2600, [Opp(2300)], title="GM")
    assert titles_to_check(gm.player(N(1))) == ()
    man = one_player_event(2300, [Opp(2300)], sex=Sex.MALE)
    assert titles_to_check(man.player(N(1))) == (NormTitle.GM, NormTitle.IM)
    assert {r.number for r in norms_of_tournament(t)} >= {N(1), N(2)}
