"""BH, BH cuts, SB, SB cuts, FB, AOB on the example with every kind of unplayed round (C.07 8, 9.1, 14, 16).

Worked from the regulation's text. The example (tests/test_tiebreak_fixtures.py), R = 4 rounds:

Categories (16.2): player 2 R4 forfeit loss = 16.2.4 (VUR); player 3 R1, R4 forfeit wins = 16.2.2,
R2 half-point bye followed by a played round = 16.2.3 (VUR); player 4 R3 zero-point bye and R4
absence = requested byes followed only by VURs = 16.2.5 (VURs); player 5 R3 full-point bye = 16.2.1;
player 6 R1 forfeit loss = 16.2.4 (VUR), R2 PAB = 16.2.1, R4 half-point bye in the last round = 16.2.5.

Adjusted scores (16.3, 16.2.5 rounds as draws): A1 = 2½, A2 = 1½, A3 = 3, A4 = 0+1+½+½ = 2,
A5 = 1½, A6 = 0+1+1+½ = 2½.

Dummy (16.4): 2024 = own score; 2026 = min(own score, cap), cap = scheduled opponent's adjusted
score for forfeits (16.4.1), draw x rounds = ½ x 4 = 2 otherwise (16.4.2).
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from engine.model import PointSystem
from engine.tiebreaks import TieBreakEdition, explain
from tests.test_tiebreak_fixtures import example

E24 = TieBreakEdition.C07_2024
E26 = TieBreakEdition.C07_2026


def value(code: str, player: int, edition: TieBreakEdition = E26, **kw: object) -> object:
    return explain(example(), player, code, edition, **kw).value  # type: ignore[arg-type]


# BH (8.1):
#  1: 2 + 1½ + 3 + 1½ = 8 (all games)
#  2: 1½ + 2½ + 2½ + dummy(R4 forfeit loss: 2024 own 1½; 2026 min(1½, A3 3) = 1½) = 8
#  3: 2024: 3 (R1 dummy) + 3 (R2 dummy) + 2½ + 3 (R4 dummy) = 11½
#     2026: min(3, A6 2½) + min(3, 2) + 2½ + min(3, A2 1½) = 2½ + 2 + 2½ + 1½ = 8½
#  4: 2½ + 1½ + dummy 1 + dummy 1 = 6 (own score 1 is under both caps)
#  5: 1½ + 2 + dummy(F) 1½ + 2½ = 7½
#  6: 2024: 2½ (R1) + 2½ (U) + 1½ + 2½ (H) = 9; 2026: min(2½, A3 3) + min(2½, 2) + 1½ + min(2½, 2) = 8
BH_2024 = {1: F(8), 2: F(8), 3: F(23, 2), 4: F(6), 5: F(15, 2), 6: F(9)}
BH_2026 = {1: F(8), 2: F(8), 3: F(17, 2), 4: F(6), 5: F(15, 2), 6: F(8)}


@pytest.mark.parametrize("player", range(1, 7))
def test_buchholz_2024_uses_the_uncapped_dummy(player: int) -> None:
    assert value("BH", player, E24) == BH_2024[player]


@pytest.mark.parametrize("player", range(1, 7))
def test_buchholz_2026_caps_the_dummy(player: int) -> None:
    assert value("BH", player, E26) == BH_2026[player]


# BH-C1 (14.1 with the VUR exception 16.5.1: cut the lowest VUR contribution if it is not lower
# than the least significant value - for Buchholz it never is):
#  1: no VUR, cut 1½ -> 6½
#  2: VUR R4 (1½) -> 6½
#  3: 2024: VUR R2 (3) cut, not the lower 2½ -> 8½; 2026: VUR R2 (2) cut, not the lower 1½ -> 6½
#  4: VUR (1) -> 5
#  5: no VUR (a full-point bye is not voluntary), cut 1½ -> 6
#  6: 2024: VURs R1 2½, R4 2½ -> cut 2½ (not the 1½ game) -> 6½; 2026: VURs R1 2½, R4 2 -> 6
BH_C1_2024 = {1: F(13, 2), 2: F(13, 2), 3: F(17, 2), 4: F(5), 5: F(6), 6: F(13, 2)}
BH_C1_2026 = {1: F(13, 2), 2: F(13, 2), 3: F(13, 2), 4: F(5), 5: F(6), 6: F(6)}


@pytest.mark.parametrize("player", range(1, 7))
def test_buchholz_cut1_cuts_a_voluntary_unplayed_round_first(player: int) -> None:
    assert value("BH/C1", player, E24) == BH_C1_2024[player]
    assert value("BH-C1", player, E26) == BH_C1_2026[player]


def test_buchholz_cut2_applies_16_5_again_to_the_remaining_values() -> None:
    # 3 (2024): first cut the VUR 3 (R2), then no VUR is left: cut the least value 2½ -> 3 + 3 = 6
    assert value("BH/C2", 3, E24) == 6
    # 1: cut 1½ and 1½ -> 2 + 3 = 5
    assert value("BH/C2", 1, E24) == 5


def test_buchholz_median_cuts_least_then_most() -> None:
    # 1: values 2, 1½, 3, 1½: Median-1 cuts 1½ and 3 -> 3½; Median-2 cuts all four -> 0
    assert value("BH/M1", 1) == F(7, 2)
    assert value("BH/M2", 1) == 0
    # 3 (2024): values 3, 3(VUR), 2½, 3: low cut = the VUR 3, then the highest 3 -> 2½ + 3
    assert value("BH/M1", 3, E24) == F(11, 2)


# SB (9.1): opponent's (adjusted or dummy) score x points scored in the round.
#  1: 2x1 + 1½x0 + 3x½ + 1½x1 = 5
#  2: 1½x½ + 2½x1 + 2½x0 + 1½x0 = 3¼
#  3: 2024: 3x1 + 3x½ + 2½x½ + 3x1 = 8¾; 2026: 2½x1 + 2x½ + 2½x½ + 1½x1 = 6¼
#  4: 2½x0 + 1½x1 + 0 + 0 = 1½
#  5: 1½x½ + 2x0 + 1½x1 + 2½x0 = 2¼
#  6: 2024: 0 + 2½x1 + 1½x1 + 2½x½ = 5¼; 2026: 0 + 2x1 + 1½x1 + 2x½ = 4½
SB_2024 = {1: F(5), 2: F(13, 4), 3: F(35, 4), 4: F(3, 2), 5: F(9, 4), 6: F(21, 4)}
SB_2026 = {1: F(5), 2: F(13, 4), 3: F(25, 4), 4: F(3, 2), 5: F(9, 4), 6: F(9, 2)}


@pytest.mark.parametrize("player", range(1, 7))
def test_sonneborn_berger_both_editions(player: int) -> None:
    assert value("SB", player, E24) == SB_2024[player]
    assert value("SB", player, E26) == SB_2026[player]


def test_sonneborn_berger_cut1_cuts_the_higher_of_vur_and_least_significant() -> None:
    # 1: lowest opponent score 1½ (players 2 and 5): the lower contribution 0 is cut -> 5
    assert value("SB/C1", 1) == 5
    # 2: lowest score 1½: R1 (¾) and R4 dummy (0, a VUR): the same element, 0 cut -> 3¼
    assert value("SB/C1", 2) == F(13, 4)
    # 3 (2024): least significant = opponent 1 (2½) contributing 1¼; lowest VUR contribution
    # = R2, 1½; the higher (1½) is cut -> 8¾ - 1½ = 7¼
    assert value("SB/C1", 3, E24) == F(29, 4)
    # 3 (2026): least significant = R4 dummy score 1½ contributing 1½; lowest VUR = R2, 1;
    # the higher (1½) is cut -> 6¼ - 1½ = 4¾
    assert value("SB/C1", 3, E26) == F(19, 4)
    # 6 (2026): least significant = opponent 2 (1½) contributing 1½; VURs give 0 and 1;
    # the higher is 1½ -> 4½ - 1½ = 3
    assert value("SB/C1", 6, E26) == 3
    # 6 (2024): 5¼ - 1½ = 3¾
    assert value("SB/C1", 6, E24) == F(15, 4)


# FB (8.3): the final round's paired games all drawn: R4 5-1 ½-½ and 3-2 (forfeit) ½-½.
# Scores: 1: 2, 2: 2, 3: 2½, 4: 1, 5: 2, 6: 2½; adjusted: 4 -> 2 (two 16.2.5 rounds), others equal.
#  1: 2 + 2 + 2½ + 2 = 8½
#  3: 2026: R1 dummy min(2½, A6 2½) + R2 dummy min(2½, 2) + 2 + 2 = 8½; 2024: 2½ + 2½ + 2 + 2 = 9
#  6: 2026: min(2½, A3 2½) + min(2½, 2) + 2 + min(2½, 2) = 8½
def test_fore_buchholz() -> None:
    assert value("FB", 1) == F(17, 2)
    assert value("FB", 3, E26) == F(17, 2)
    assert value("FB", 3, E24) == 9
    assert value("FB", 6, E26) == F(17, 2)


def test_fore_buchholz_before_the_final_round_is_played() -> None:
    # Final round 5 paired, no results yet: 1-2, 6-3, 5 PAB, 4 absent. Standings after round 4.
    # FB takes round 5 with its games drawn: scores 1: 3, 2: 2, 3: 3½, 4: 1, 5: 2½, 6: 3.
    # 16.2 again: 6's R4 half-point bye is now followed by a game (16.2.3); 4 has R3-R5 as 16.2.5.
    # Adjusted: 1: 3, 2: 2, 3: 3½, 4: 0+1+½+½+½ = 2½, 5: 2½, 6: 3.
    #  FB 1: 4 (2½) + 2 (2) + 3 (3½) + 5 (2½) + 2 (2) = 12½
    #  FB 6 (2026, cap ½ x 5 = 2½): min(3, A3 3½) + min(3, 2½) + 2 + min(3, 2½) + 3½ = 13½
    from tests.test_tiebreak_fixtures import EXAMPLE_RATINGS, EXAMPLE_ROUNDS, build

    t = build(6, [*EXAMPLE_ROUNDS, [(1, 2, "?"), (6, 3, "?"), ("U", 5)]], ratings=EXAMPLE_RATINGS)
    assert explain(t, 1, "FB", E26).value == F(25, 2)
    assert explain(t, 6, "FB", E26).value == F(27, 2)
    assert explain(t, 1, "BH", E26).value == 8  # BH stays after round 4


def test_fore_buchholz_mid_tournament_is_buchholz() -> None:
    # Six rounds planned, four played, round 5 not paired: no paired game of the final round yet.
    t = example(number_of_rounds=6)
    for n in range(1, 7):
        assert explain(t, n, "FB", E26).value == BH_2026[n]


# AOB (8.2): the average Buchholz of the opponents met over the board.
#  1: opponents 4, 2, 3, 5: 2026 (6 + 8 + 8½ + 7½) / 4 = 7½; 2024 (6 + 8 + 11½ + 7½) / 4 = 8¼
#  4: opponents 1, 5: (8 + 7½) / 2 = 7¾ in both editions
def test_average_of_opponents_buchholz() -> None:
    assert value("AOB", 1, E26) == F(15, 2)
    assert value("AOB", 1, E24) == F(33, 4)
    assert value("AOB", 4, E26) == F(31, 4)


# Non-default point system 3-1-0 (byes: PAB, full-point bye and forfeit win 3, half-point bye 1):
# scores 1: 7, 2: 4, 3: 8, 4: 3, 5: 4, 6: 7; adjusted A4 = 0+3+1+1 = 5, A6 = 7 (R4 H = a draw = 1).
# Dummy cap (16.4.2) = draw 1 x 4 rounds = 4.
#  BH 3 (2026): min(8, A6 7) + min(8, 4) + A1 7 + min(8, A2 4) = 22; (2024): 8 + 8 + 7 + 8 = 31
#  SB 3 (2026): 7x3 + 4x1 + 7x1 + 4x3 = 44
def test_average_of_opponents_fore_buchholz_2026() -> None:
    # 8.2 (2026) "or Fore Buchholz": 4 met 1 (FB 8½) and 5 (FB: 2 + 2 + F dummy min(2, 2) + 2 = 8)
    assert value("AOB/F", 4, E26) == F(33, 4)
    from engine.tiebreaks import TieBreakError

    with pytest.raises(TieBreakError, match="2026"):
        value("AOB/F", 4, E24)


def test_three_one_zero_point_system() -> None:
    three = PointSystem(
        win_white=F(3), win_black=F(3), draw_white=F(1), draw_black=F(1), forfeit_win=F(3),
        full_bye=F(3), half_bye=F(1), pairing_bye=F(3),
    )  # fmt: skip
    t = example(points=three)
    assert explain(t, 3, "BH", E26).value == 22
    assert explain(t, 3, "BH", E24).value == 31
    assert explain(t, 3, "SB", E26).value == 44


def test_explanation_names_dummy_category_and_cut() -> None:
    e = explain(example(), 3, "BH/C1", E26)
    rows = {c.round: c for c in e.contributions}
    assert rows[2].dummy and rows[2].category is not None and rows[2].category.value == "16.2.3"
    assert rows[2].cut and rows[2].vur
    assert rows[4].dummy and rows[4].opponent_score == F(3, 2) and not rows[4].cut
    assert rows[3].opponent == 1 and not rows[3].dummy and rows[3].opponent_score == F(5, 2)
    assert sum(F(c.value) for c in e.contributions if not c.cut) == e.value
    assert any("CUT" in line for line in e.lines())
