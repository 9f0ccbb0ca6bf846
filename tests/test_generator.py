"""The random tournament generator, driven by a trivial pairing function (pairs 1-2, 3-4, ... by number).

The generator's own logic is tested here, independently of the Dutch engine: configuration,
absences and byes requested before pairing, results mirrored on both sides, seeds, points and ranks.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.errors import InvalidTournamentError
from engine.generator import (
    GeneratorConfig,
    GeneratorConfigError,
    check_pairing,
    expected_score,
    generate,
    read_config,
)
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)
from engine.trf import read_trf, write_trf

N = PairingNumber


def round_to_pair(t: Tournament) -> int:
    """The round after the last one with any game or pairing-allocated bye (as bbpPairings reads it)."""
    last = 0
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None or e.result is ResultCode.PAIRING_BYE:
                last = max(last, r)
    return last + 1


def pair_by_number(t: Tournament) -> Pairing:
    r = round_to_pair(t)
    present = sorted(p.number for p in t.players if len(p.rounds) < r)
    boards = tuple(Board(present[i], present[i + 1]) for i in range(0, len(present) - 1, 2))
    return Pairing(r, boards, present[-1] if len(present) % 2 else None)


class Recorder:
    def __init__(self) -> None:
        self.seen: list[Tournament] = []

    def __call__(self, t: Tournament) -> Pairing:
        self.seen.append(t)
        return pair_by_number(t)


def test_read_config_keys_of_the_reference_generators() -> None:
    config = read_config(
        "\n".join(
            [
                "# comment",
                "PlayersNumber=40",
                "RoundsNumber=9",
                "HighestRating=2500",
                "lowestrating = 1800",
                "DrawPercentage=45",
                "ForfeitRate=25",
                "RetiredRate=12",
                "HalfPointByteRate=30",
                "FullPointByeRate=50",
                "ZeroPointByeRate=60",
                "",
                "PointsForWin=3",
                "PointsForDraw=1",
                "PointsForLoss=0.5",
                "PointsForForfeitLoss=0",
                "InitialColour=black",
                "Rules=FIDE_DUTCH_2017",
                "Seed=99",
            ]
        )
    )
    assert (config.players, config.rounds, config.highest_rating, config.lowest_rating) == (40, 9, 2500, 1800)
    assert (config.draw_percentage, config.forfeit_rate, config.retired_rate) == (45, 25, 12)
    assert (config.half_point_bye_rate, config.full_point_bye_rate, config.zero_point_bye_rate) == (
        30,
        50,
        60,
    )
    ps = config.point_system
    assert (ps.win_white, ps.win_black, ps.forfeit_win, ps.full_bye, ps.pairing_bye) == (3, 3, 3, 3, 3)
    assert (ps.draw_black, ps.half_bye, ps.loss_white, ps.forfeit_loss) == (1, 1, Fraction(1, 2), 0)
    assert (config.initial_colour, config.rules, config.seed) == (Colour.BLACK, RulesEdition.DUTCH_2017, 99)


def test_pab_points_given_explicitly_are_kept() -> None:
    assert read_config("PointsForPAB=0.5\nPointsForWin=2").point_system.pairing_bye == Fraction(1, 2)
    assert read_config("PointsForWin=2").point_system.pairing_bye == 2


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("PlayersNumber", "line 1: expected Key=Value"),
        ("# ok\nColours=3", "line 2: unknown key"),
        ("PlayersNumber=many", "line 1: bad value"),
        ("PointsForWin=x", "line 1: bad value"),
        ("InitialColour=green", "line 1: bad value"),
        ("PlayersNumber=0", "PlayersNumber must be"),
        ("LowestRating=2000\nHighestRating=1000", "LowestRating"),
        ("DrawPercentage=120", "DrawPercentage"),
    ],
)
def test_bad_config_is_refused(text: str, reason: str) -> None:
    with pytest.raises(GeneratorConfigError, match=reason):
        read_config(text)


def test_plain_tournament_shape() -> None:
    config = GeneratorConfig(players=11, rounds=5, highest_rating=2400, lowest_rating=2000, seed=3)
    t = generate(config, pair_by_number)
    assert len(t.players) == 11 and t.number_of_rounds == 5
    ratings = [p.rating for p in t.players]
    assert ratings == sorted(ratings, reverse=True)
    assert all(2000 <= r <= 2400 for r in ratings)
    assert all(len(p.rounds) == 5 for p in t.players)
    for r in range(1, 6):  # the trivial pairing: 1-2, 3-4, ..., PAB for 11
        assert t.player(N(1)).entry(r).opponent == 2 and t.player(N(1)).entry(r).colour is Colour.WHITE
        assert t.player(N(11)).entry(r).result is ResultCode.PAIRING_BYE
    kinds = {e.result for p in t.players for e in p.rounds}
    assert kinds <= {ResultCode.WIN, ResultCode.DRAW, ResultCode.LOSS, ResultCode.PAIRING_BYE}
    assert "seed 3" in t.name
    assert t.initial_colour in (Colour.WHITE, Colour.BLACK)


def test_games_are_mirrored_and_the_file_reads_back_strictly() -> None:
    config = GeneratorConfig(
        players=20, rounds=6, forfeit_rate=4, retired_rate=5, half_point_bye_rate=6, seed=11
    )
    t = generate(config, pair_by_number)
    for p in t.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.opponent is not None:
                other = t.player(e.opponent).entry(r)
                assert other.opponent == p.number and other.colour is e.colour.opposite
                assert other.result is e.result.mirror or {e.result, other.result} == {
                    ResultCode.FORFEIT_LOSS
                }
    assert read_trf(write_trf(t)) == t


def test_points_and_ranks() -> None:
    three = PointSystem(win_white=Fraction(3), win_black=Fraction(3), pairing_bye=Fraction(3))
    t = generate(GeneratorConfig(players=9, rounds=4, point_system=three, seed=5), pair_by_number)
    assert all(p.points == p.score(three) for p in t.players)
    assert sorted(p.rank for p in t.players if p.rank is not None) == list(range(1, 10))
    by_rank = sorted(t.players, key=lambda p: p.rank or 0)
    assert [p.points for p in by_rank] == sorted((p.points for p in t.players), reverse=True)


def test_same_seed_same_tournament_other_seed_other_tournament() -> None:
    config = GeneratorConfig(players=14, rounds=5, forfeit_rate=5, half_point_bye_rate=5, seed=42)
    assert generate(config, pair_by_number) == generate(config, pair_by_number)
    assert generate(config, pair_by_number) != generate(config.with_seed(43), pair_by_number)


def test_without_seed_a_seed_is_drawn_and_recorded() -> None:
    t = generate(GeneratorConfig(players=4, rounds=1), pair_by_number)
    seed = int(t.name.rsplit(" ", 1)[1])
    assert generate(GeneratorConfig(players=4, rounds=1, seed=seed), pair_by_number) == t


def test_the_pairer_sees_earlier_rounds_and_the_absences_of_the_round() -> None:
    recorder = Recorder()
    config = GeneratorConfig(players=16, rounds=6, half_point_bye_rate=3, retired_rate=3, seed=8)
    t = generate(config, recorder)
    assert len(recorder.seen) == 6
    for r, before in enumerate(recorder.seen, start=1):
        for p_before in before.players:
            final = t.player(p_before.number)
            assert p_before.rounds[: r - 1] == final.rounds[: r - 1]
            assert len(p_before.rounds) in (r - 1, r)
            if len(p_before.rounds) == r:  # told before pairing: never paired in that round
                assert p_before.rounds[r - 1] == final.entry(r)
                assert final.entry(r).opponent is None
                assert final.entry(r).result in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE)
    withdrawn = [p for p in t.players if p.rounds[-1].result is ResultCode.ZERO_BYE]
    assert withdrawn
    for p in withdrawn:  # once withdrawn, never back
        first = next(r for r, e in enumerate(p.rounds) if e.result is ResultCode.ZERO_BYE)
        assert all(e.result is ResultCode.ZERO_BYE for e in p.rounds[first:])


def test_rates_of_one_make_every_event_happen() -> None:
    forfeits = generate(GeneratorConfig(players=6, rounds=3, forfeit_rate=1, seed=1), pair_by_number)
    assert all(e.result.is_forfeit for p in forfeits.players for e in p.rounds if e.opponent is not None)
    byes = generate(GeneratorConfig(players=6, rounds=3, half_point_bye_rate=1, seed=1), pair_by_number)
    assert all(e.result is ResultCode.HALF_BYE for p in byes.players for e in p.rounds)
    full = generate(GeneratorConfig(players=6, rounds=2, full_point_bye_rate=1, seed=1), pair_by_number)
    assert all(e.result is ResultCode.FULL_BYE for p in full.players for e in p.rounds)


def pair_top_half_with_bottom_half(t: Tournament) -> Pairing:
    r = round_to_pair(t)
    present = sorted(p.number for p in t.players if len(p.rounds) < r)
    half = len(present) // 2
    return Pairing(r, tuple(Board(present[i], present[i + half]) for i in range(half)))


def test_stronger_players_win_more_and_the_draw_rate_applies() -> None:
    config = GeneratorConfig(
        players=40, rounds=9, highest_rating=2700, lowest_rating=1300, draw_percentage=0, seed=2
    )
    t = generate(config, pair_top_half_with_bottom_half)
    results = [e.result for p in t.players[:20] for e in p.rounds]  # the top half, always the favourite
    assert ResultCode.DRAW not in results
    assert results.count(ResultCode.WIN) > 0.75 * len(results)
    equal = GeneratorConfig(
        players=8, rounds=3, draw_percentage=100, lowest_rating=2000, highest_rating=2000, seed=2
    )
    draws = generate(equal, pair_by_number)
    assert all(e.result is ResultCode.DRAW for p in draws.players for e in p.rounds)


def test_expected_score_is_capped_at_400_points() -> None:
    assert expected_score(2000, 2000) == 0.5
    assert expected_score(2800, 2000) == expected_score(2400, 2000)
    assert 0.90 < expected_score(2400, 2000) < 0.92
    assert expected_score(2000, 2400) == pytest.approx(1 - expected_score(2400, 2000))


def test_on_round_reports_progress() -> None:
    rounds: list[int] = []
    generate(GeneratorConfig(players=5, rounds=3, seed=1), pair_by_number, lambda r, t: rounds.append(r))
    assert rounds == [1, 2, 3]


@pytest.mark.parametrize(
    "pairing",
    [
        Pairing(1, (Board(N(1), N(2)), Board(N(2), N(3))), N(4)),  # 2 twice
        Pairing(1, (Board(N(1), N(2)),), N(3)),  # 4 left out
        Pairing(1, (Board(N(1), N(2)), Board(N(3), N(9))), None),  # unknown 9
        Pairing(1, (Board(N(1), N(2)), Board(N(3), N(4))), N(5)),  # 5 is absent
    ],
)
def test_check_pairing_refuses_a_broken_pairing(pairing: Pairing) -> None:
    half_point_bye = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
    before = Tournament(
        players=tuple(Player(N(n), f"P{n}", rounds=(half_point_bye,) if n == 5 else ()) for n in range(1, 6))
    )
    check_pairing(before, 1, Pairing(1, (Board(N(1), N(2)), Board(N(3), N(4)))))  # the right one passes
    with pytest.raises(InvalidTournamentError):
        check_pairing(before, 1, pairing)


def test_bad_config_values_are_refused_by_generate() -> None:
    with pytest.raises(GeneratorConfigError):
        generate(GeneratorConfig(players=0), pair_by_number)


def test_model_players_are_registered_instead_of_random_ones() -> None:
    model = Tournament(
        name="Club championship",
        city="Delft",
        players=tuple(
            Player(
                N(n),
                f"Member {n}",
                rating=2000 - n,
                rounds=(RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),),
            )
            for n in (1, 2, 3, 4, 5)
        ),
    )
    t = generate(GeneratorConfig(players=99, rounds=3, seed=4), pair_by_number, model=model)
    assert (t.name, t.city, t.number_of_rounds) == ("Club championship", "Delft", 3)
    assert [(p.number, p.name, p.rating) for p in t.players] == [
        (p.number, p.name, p.rating) for p in model.players
    ]
    assert all(
        len(p.rounds) == 3 and p.rounds[0].result is not ResultCode.HALF_BYE
        for p in t.players
        if p.number < 5
    )
    with pytest.raises(GeneratorConfigError):
        generate(GeneratorConfig(rounds=1), pair_by_number, model=Tournament())
