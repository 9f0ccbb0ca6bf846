"""Baku Acceleration (C.04.7 2026 / C.04.5.1 pre-2026): values computed by hand from the text."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.acceleration import (
    Edition,
    accelerated_rounds,
    baku_accelerations,
    group_a_size,
    last_group_a_player,
    with_baku,
)
from engine.dutch import pair_round
from engine.dutch.state import acceleration
from engine.errors import InvalidTournamentError
from engine.model import Acceleration, Board, PairingNumber, Player, PointSystem, Tournament
from engine.trf import TrfVersion, read_trf, write_trf
from engine.trf.acceleration import normalise

N = PairingNumber
ONE, HALF = Fraction(1), Fraction(1, 2)


def _tournament(players: int, rounds: int, points: PointSystem | None = None) -> Tournament:
    return Tournament(
        number_of_rounds=rounds,
        point_system=points or PointSystem(),
        players=tuple(Player(N(i), f"P{i}", rating=2600 - 10 * i) for i in range(1, players + 1)),
    )


@pytest.mark.parametrize(
    ("players", "ga"),
    [
        (161, 82),  # the text's note: half of 161 is 80.5, the next even number 82 (2 * ceil(161/4))
        (20, 10),  # JaVaFo -b with 20 players wrote XXA for players 1-10
        (8, 4),
        (9, 6),  # 4.5 -> 6
        (10, 6),  # 5 is odd -> 6
        (12, 6),
        (3, 2),  # 1.5 -> 2
        (1, 1),  # never more than the players there are
    ],
)
def test_group_a_is_first_half_rounded_up_to_even(players: int, ga: int) -> None:
    assert group_a_size(players) == ga
    assert last_group_a_player(_tournament(players, 9)) == ga


@pytest.mark.parametrize(
    ("rounds", "full", "accelerated"),
    # The table of section 3 of the text: R -> rounds with +1, rounds with +1/2.
    [
        (5, 2, 3),
        (6, 2, 3),
        (7, 2, 4),
        (8, 2, 4),
        (9, 3, 5),
        (10, 3, 5),
        (11, 3, 6),
        (13, 4, 7),
        (1, 1, 1),
        (2, 1, 1),
    ],
)
def test_accelerated_rounds_table(rounds: int, full: int, accelerated: int) -> None:
    assert accelerated_rounds(rounds) == (full, accelerated)


@pytest.mark.parametrize("edition", ["2026", "pre2026"])
def test_nine_rounds_twenty_players(edition: Edition) -> None:
    # "In a nine-round tournament ... one virtual point in the first three rounds, and half virtual
    # point in the next two rounds"; GA = 2 * ceil(20/4) = 10.
    got = baku_accelerations(_tournament(20, 9), edition)
    assert got == (Acceleration(ONE, 1, 3, N(1), N(10)), Acceleration(HALF, 4, 5, N(1), N(10)))
    assert normalise(got) == got


def test_161_players_eleven_rounds() -> None:
    # GA = 82; A = ceil(11/2) = 6, full value in the first ceil(6/2) = 3.
    got = baku_accelerations(_tournament(161, 11))
    assert got == (Acceleration(ONE, 1, 3, N(1), N(82)), Acceleration(HALF, 4, 6, N(1), N(82)))


def test_two_rounds_only_round_one_accelerated() -> None:
    # R = 2: A = 1, F = 1: a full virtual point in round 1, no half-point rounds.
    assert baku_accelerations(_tournament(8, 2)) == (Acceleration(ONE, 1, 1, N(1), N(4)),)


def test_2026_value_is_points_for_a_win() -> None:
    # C.04.7 1.4 team example: 11 rounds with 2/1/0 -> +2 in rounds 1-3, +1 in rounds 4-6.
    two, one = Fraction(2), Fraction(1)
    two_one_zero = PointSystem(
        win_white=two, win_black=two, draw_white=one, draw_black=one, forfeit_win=two, pairing_bye=two
    )
    got = baku_accelerations(_tournament(12, 11, two_one_zero))
    assert got == (Acceleration(Fraction(2), 1, 3, N(1), N(6)), Acceleration(ONE, 4, 6, N(1), N(6)))


def test_pre2026_needs_standard_scoring() -> None:
    # C.04.5.1 Premise: one point for a win, half a point for a draw.
    doubled = PointSystem(win_white=Fraction(2), win_black=Fraction(2), draw_white=ONE, draw_black=ONE)
    with pytest.raises(InvalidTournamentError, match="standard scoring"):
        baku_accelerations(_tournament(12, 9, doubled), "pre2026")


def test_2026_refuses_three_one_zero() -> None:
    # C.04.7 1.1: a win must be worth two draws (3/1/0 is not).
    football = PointSystem(win_white=Fraction(3), win_black=Fraction(3), draw_white=ONE, draw_black=ONE)
    with pytest.raises(InvalidTournamentError, match="two draws"):
        baku_accelerations(_tournament(12, 9, football))


def test_rounds_must_be_declared() -> None:
    with pytest.raises(InvalidTournamentError, match="number of rounds"):
        baku_accelerations(Tournament(players=(Player(N(1), "A"),)))


def test_late_entry_above_last_ga_player_joins_ga() -> None:
    # 19 players at the start: GA = 2 * ceil(19/4) = 10. A late entry took pairing number 3 (the
    # others below moved down one), so the last GA player, the same person, is now number 11.
    t = _tournament(20, 9)
    assert last_group_a_player(t, late_entries=[N(3)]) == N(11)
    got = baku_accelerations(t, late_entries=[N(3)])
    assert got[0] == Acceleration(ONE, 1, 3, N(1), N(11))


def test_late_entry_below_ga_stays_in_gb() -> None:
    # 19 starters -> GA = 10 (numbers 1-10); the late entry is number 15.
    assert last_group_a_player(_tournament(20, 9), late_entries=[N(15)]) == N(10)


def test_unknown_late_entry_is_refused() -> None:
    with pytest.raises(InvalidTournamentError, match="99"):
        baku_accelerations(_tournament(8, 5), late_entries=[N(99)])


def test_engine_sees_virtual_points() -> None:
    t = with_baku(_tournament(20, 9))
    assert [acceleration(t, N(10), r) for r in range(1, 8)] == [ONE, ONE, ONE, HALF, HALF, 0, 0]
    assert [acceleration(t, N(11), r) for r in range(1, 8)] == [0] * 7


def test_accelerated_round_one_pairs_group_a_among_themselves() -> None:
    # 8 players, 2 rounds: GA = 2 * ceil(8/4) = 4 (players 1-4) get 1 virtual point in round 1
    # (A = ceil(2/2) = 1, F = 1). Brackets (C.04.3 art. 1.2, 3): {1,2,3,4} with 1 point and
    # {5,6,7,8} with 0. In each, S1 = top half, S2 = bottom half, paired in order (art. 3.4):
    # 1-3, 2-4, then 5-7, 6-8. Colours (art. 5.2.5, initial colour white, nobody has a preference):
    # the higher ranked player gets white when their pairing number is odd: 1-3, 4-2, 5-7, 8-6.
    plain = _tournament(8, 2)
    got = pair_round(with_baku(plain), 1)
    assert set(got.boards) == {Board(N(1), N(3)), Board(N(4), N(2)), Board(N(5), N(7)), Board(N(8), N(6))}
    assert got.bye is None
    # Without acceleration one bracket of 8: 1-5, 6-2, 3-7, 8-4.
    assert set(pair_round(plain, 1).boards) == {
        Board(N(1), N(5)),
        Board(N(6), N(2)),
        Board(N(3), N(7)),
        Board(N(8), N(4)),
    }


@pytest.mark.parametrize("version", ["TRF26", "TRF16"])
def test_baku_points_survive_the_trf(version: TrfVersion) -> None:
    # TRF26 writes them as 250 records, TRF16 (with the engine extensions) as XXA rows; both read back
    # as the same blocks, so a file handed to a reference engine pairs the same way.
    t = with_baku(_tournament(20, 9))
    back = read_trf(write_trf(t, version))
    assert back.accelerations == t.accelerations
