"""The Lim System (C.04.4.3, 2026) against the worked examples and the wordings found for it
(``docs/systems/lim.md``): the exchange tables of 4.2 and 4.3, the players without a suitable opponent
of 4.4, the first round of 7.1 and 7.2, and the Maxi-tournament of the Handbook's note (more
participants than 2 to the power of the number of rounds: a choice for colours only between players
rated within 100 points, 3.2.3, 3.8, 5.7), with properties over generated Maxi-tournaments and the
checker against a Maxi-tournament paired without its limits."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from engine.dutch.checker import tournament_before
from engine.dutch.state import Float, PlayerState
from engine.generator import GeneratorConfig, generate
from engine.lim import pair_round
from engine.lim import pairing as lim_pairing
from engine.lim.checker import check_tournament, pairing_breaches
from engine.lim.generator import generate_lim
from engine.lim.pairing import choose_bye, pair_scoregroups
from engine.lim.scoregroup import Scoregroup, pair_scoregroup
from engine.lim.state import LimPlayer, build_players, compatible, maxi_tournament, median_score
from engine.model import Colour, Pairing, PairingNumber, PairingSystem, Player, Tournament
from tests.test_lim import _check_rules

N = PairingNumber
W, B = Colour.WHITE, Colour.BLACK


def _p(number: int, score: str, colours: str = "", met: tuple[int, ...] = (), rating: int = 0) -> LimPlayer:
    """A player: ``colours`` of the played games ('w'/'b'), opponents ``met``, pairing number = number,
    rated 2000 - number unless ``rating`` is given."""
    cs = tuple(W if c == "w" else B for c in colours)
    state = PlayerState(
        N(number), number - 1, Fraction(score), Fraction(score), cs, Colour.NONE, False, False, 0,
        Colour.NONE, True, len(cs), Float.NONE, Float.NONE, frozenset(N(m) for m in met),
    )  # fmt: skip
    return LimPlayer(state, rating or 2000 - number)


def _ok(a: LimPlayer, b: LimPlayer) -> bool:
    return compatible(a, b, last_round=False)


def _group(n: int, met: dict[int, tuple[int, ...]], score: str = "1") -> list[LimPlayer]:
    """Players 1..n of one score, no colours; ``met`` made symmetric."""
    pairs = {frozenset((a, b)) for a, bs in met.items() for b in bs}
    return [
        _p(i, score, met=tuple(j for j in range(1, n + 1) if frozenset((i, j)) in pairs))
        for i in range(1, n + 1)
    ]


def _shown(pairs: list[tuple[LimPlayer, LimPlayer]]) -> str:
    return " ".join(sorted(f"{min(a.tpn, b.tpn)}-{max(a.tpn, b.tpn)}" for a, b in pairs))


# --- 4.2, 4.3: the six-player exchange tables ---------------------------------------------------------


@pytest.mark.parametrize(
    ("met_by_1", "expected"),
    [
        ((), "1-4 2-5 3-6"),
        ((4,), "1-5 2-4 3-6"),
        ((4, 5), "1-6 2-4 3-5"),
        ((4, 5, 6), "1-3 2-5 4-6"),
        ((4, 5, 6, 3), "1-2 3-5 4-6"),
    ],
)
def test_4_2_player_1_tries_the_bottom_half_then_the_top_half_upwards(
    met_by_1: tuple[int, ...], expected: str
) -> None:
    """The columns of the 4.2 table: #1 tries 4, 5, 6, 3, 2; the rest is proposed again."""
    pairs, floaters = pair_scoregroup(Scoregroup(_group(6, {1: met_by_1}), (), (), (), True), _ok)
    assert floaters == [] and _shown(pairs) == expected


@pytest.mark.parametrize(
    ("met_by_2", "expected"),
    [
        ((), "1-6 2-4 3-5"),
        ((4,), "1-6 2-5 3-4"),
        ((4, 5), "1-6 2-3 4-5"),
        ((4, 5, 3), "1-3 2-6 4-5"),
        ((4, 5, 3, 6), "1-2 3-5 4-6"),
    ],
)
def test_4_3_player_2_once_player_1_has_met_4_and_5(met_by_2: tuple[int, ...], expected: str) -> None:
    """The columns of the 4.3 table: #1 has found #6; #2 tries 4, 5, 3, then 6 (#1 taking 3), then 1."""
    group = _group(6, {1: (4, 5), 2: met_by_2})
    pairs, floaters = pair_scoregroup(Scoregroup(group, (), (), (), True), _ok)
    assert floaters == [] and _shown(pairs) == expected


# --- 4.4: players without a suitable opponent -----------------------------------------------------------


def test_4_4_the_scoregroup_keeps_the_pairings_it_can_have() -> None:
    """#1 and #2 have met each other and 3-5: only one of them can meet #6. 1-6 stays ("leave Player #1
    with a compatible opponent"), #2 floats, and #5 with him to make the number even; 3-4."""
    adjacent = [_p(7, "0"), _p(8, "0")]
    group = _group(6, {1: (2, 3, 4, 5), 2: (3, 4, 5)})
    pairs, floaters = pair_scoregroup(Scoregroup(group, (), (), adjacent, True), _ok)
    assert _shown(pairs) == "1-6 3-4" and sorted(f.tpn for f in floaters) == [2, 5]


def test_4_4_the_player_without_an_opponent_floats_instead_of_the_last_one() -> None:
    """Seven players: #7 would float to make the number even, but #2, who has met all the others,
    floats in his place."""
    adjacent = [_p(8, "0"), _p(9, "0")]
    group = _group(7, {1: (2, 3, 4, 5), 2: (3, 4, 5, 6, 7)})
    pairs, floaters = pair_scoregroup(Scoregroup(group, (), (), adjacent, True), _ok)
    assert [f.tpn for f in floaters] == [2] and len(pairs) == 3


# --- article 7: the first round -------------------------------------------------------------------------


def _field(players: int, rounds: int = 5, ratings: dict[int, int] | None = None) -> Tournament:
    rated = ratings or {}
    return Tournament(
        number_of_rounds=rounds,
        initial_colour=W,
        players=tuple(
            Player(N(i), f"P{i}", rating=rated.get(i, 2500 - 10 * i)) for i in range(1, players + 1)
        ),
    )


def test_7_1_round_one_bye_to_the_lowest_rated_player() -> None:
    """Not the lowest ranked (#7) but the lowest rated (#3); an unrated player counts as the lowest."""
    assert pair_round(_field(7, ratings={3: 1500})).bye == 3
    assert pair_round(_field(7, ratings={2: 0})).bye == 2
    assert pair_round(_field(7)).bye == 7


def test_7_1_later_rounds_follow_1_1_not_the_rating() -> None:
    """Round 2: the lowest rank in the lowest scoregroup, whatever the ratings."""
    players = [_p(n, "0", "b" if n % 2 else "w") for n in range(1, 6)]
    cheap = replace(players[1], rating=1000)
    field = [cheap if p.tpn == 2 else p for p in players]
    assert choose_bye(field, last_round=False).tpn == 5
    assert choose_bye(field, last_round=False, round_one=True).tpn == 2


def test_7_2_forty_players_both_lots() -> None:
    """1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20; or 21 v 1, 2 v 22, ... 20 v 40 (White first)."""
    white = [(b.white, b.black) for b in pair_round(_field(40)).boards]
    black = [(b.white, b.black) for b in pair_round(replace(_field(40), initial_colour=B)).boards]
    assert white[:4] == [(1, 21), (22, 2), (3, 23), (24, 4)] and white[-1] == (40, 20)
    assert black[:4] == [(21, 1), (2, 22), (23, 3), (4, 24)] and black[-1] == (20, 40)
    assert len(white) == 20 and {w for w, _ in white} == {b for _, b in black}


# --- the Maxi-tournament ----------------------------------------------------------------------------------


def test_maxi_tournament_is_more_participants_than_2_to_the_rounds() -> None:
    assert not maxi_tournament(_field(32, rounds=5)) and maxi_tournament(_field(33, rounds=5))
    assert not maxi_tournament(replace(_field(33), number_of_rounds=None))


def _five_due_white_majority(rating_of_5: int) -> list[LimPlayer]:
    """#1, #3, #4 are due White, #2 and #5 Black: a player due White floats to equalise (3.2.2)."""
    ratings = {1: 2500, 2: 2400, 3: 2300, 4: 2200, 5: rating_of_5}
    return [_p(n, "2", "w" if n in (2, 5) else "b", rating=ratings[n]) for n in range(1, 6)]


@pytest.mark.parametrize(("rating_of_5", "plain", "maxi"), [(2050, 4, 5), (2150, 4, 4)])
def test_3_2_3_maxi_floater_for_colours_only_within_100_points(
    rating_of_5: int, plain: int, maxi: int
) -> None:
    """The colour choice (#4) replaces the lowest numbered player (#5) in a Maxi-tournament only when
    their ratings are 100 points apart or less."""
    adjacent = [_p(8, "1", "bw"), _p(9, "1", "wb")]
    members = _five_due_white_majority(rating_of_5)
    for is_maxi, expected in ((False, plain), (True, maxi)):
        _, floaters = pair_scoregroup(Scoregroup(members, (), (), adjacent, True, is_maxi), _ok)
        assert [f.tpn for f in floaters] == [expected], is_maxi


def test_5_7_maxi_exchange_for_colours_only_within_100_points() -> None:
    """1 v 3 would give both their due White; 4 (and 2, next in the exchange order) are due Black. 1
    meets 4 unless, in a Maxi-tournament, 4 and 2 are rated more than 100 points from 3."""
    near = [_p(1, "1", "b", rating=2400), _p(2, "1", "w", rating=2300), _p(3, "1", "b", rating=2100)]
    far = near + [_p(4, "1", "w", rating=1950)]
    near = near + [_p(4, "1", "w", rating=2050)]
    for group, is_maxi, expected in (
        (near, True, "1-4 2-3"),
        (far, False, "1-4 2-3"),
        (far, True, "1-3 2-4"),
    ):
        pairs, _ = pair_scoregroup(Scoregroup(group, (), (), (), True, is_maxi), _ok)
        assert _shown(pairs) == expected, (is_maxi, group[3].rating)


def test_3_8_maxi_floater_opponent_for_colours_only_within_100_points() -> None:
    """Downfloater #1 (due White) meets the first resident due Black (#3) instead of #2, unless in a
    Maxi-tournament #3 and #4 are rated more than 100 points from #2."""
    floater = _p(1, "2", "b", rating=2400)
    residents = [_p(2, "1", "b", rating=2000), _p(3, "1", "w", rating=1850), _p(4, "1", "w", rating=1880)]
    plain, _ = pair_scoregroup(Scoregroup(residents, (floater,), (), (), True), _ok)
    maxi, _ = pair_scoregroup(Scoregroup(residents, (floater,), (), (), True, True), _ok)
    assert _shown(plain) == "1-3 2-4" and _shown(maxi) == "1-2 3-4"


# --- properties over generated Maxi-tournaments, the checker ------------------------------------------------


def _maxi_events(count: int) -> list[Tournament]:
    """Events of 40 players over 5 rounds (40 > 2**5: Maxi-tournaments), with forfeits and byes."""
    return [
        generate_lim(GeneratorConfig(players=40, rounds=5, seed=s, forfeit_rate=10, half_point_bye_rate=10))
        for s in range(count)
    ]


def _plain_pairs(before: Tournament, r: int) -> set[frozenset[int]]:
    """The round paired as if the event were not a Maxi-tournament (the bye set aside)."""
    players = build_players(before, r)
    bye = pair_round(before, r).bye
    rest = [p for p in players if p.number != bye]
    last = before.number_of_rounds == r
    return {frozenset((a.number, b.number)) for a, b in pair_scoregroups(rest, median_score(before, r), last)}


def test_generated_maxi_tournaments_keep_the_rules_pass_the_checker_and_use_the_limit() -> None:
    changed = 0
    for t in _maxi_events(6):
        assert maxi_tournament(t)
        _check_rules(t)
        assert check_tournament(t) == []
        for r in range(2, t.rounds_recorded + 1):
            before = tournament_before(t, r)
            made = {frozenset((b.white, b.black)) for b in pair_round(before, r).boards}
            changed += made != _plain_pairs(before, r)
    assert changed > 0, "the 100-point limit never changed a pairing: the test shows nothing"


def test_checker_names_the_maxi_articles_for_a_maxi_tournament_paired_without_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def plain(t: Tournament) -> Pairing:
        with monkeypatch.context() as m:
            m.setattr(lim_pairing, "maxi_tournament", lambda _: False)
            return pair_round(t)

    for seed in range(12):
        config = GeneratorConfig(players=40, rounds=5, seed=seed).with_system(PairingSystem.LIM)
        t = generate(config, plain)
        checks = check_tournament(t)
        if checks:
            assert all(c.discrepancy is not None for c in checks)
            reasons = {c.discrepancy.reason for c in checks if c.discrepancy is not None}
            assert all("Maxi-tournament: 3.2.3, 3.8, 5.7" in reason for reason in reasons), reasons
            return
    pytest.fail("no event paired without the Maxi limits differed from the text in the seeds tried")


def test_checker_names_7_1_for_a_round_one_bye_to_the_lowest_ranked() -> None:
    field = _field(7, ratings={3: 1500})
    paired = pair_round(field)
    assert paired.bye == 3 and {x.article for x in pairing_breaches(field, paired)} == set()
    boards = tuple(
        replace(b, white=N(3) if b.white == 7 else b.white, black=N(3) if b.black == 7 else b.black)
        for b in paired.boards
    )
    corrupted = Pairing(1, boards, N(7))
    assert "7.1" in {x.article for x in pairing_breaches(field, corrupted)}
