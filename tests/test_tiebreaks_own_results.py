"""Type B tie-breaks (C.07 art. 7), Koya (9.2), TPN/RTNG (7.8, 10.6) on the example.

Example (tests/test_tiebreak_fixtures.py):
  1: R1 W win, R2 W loss, R3 B draw, R4 B win                      = 2½
  2: R1 W draw, R2 B win, R3 W loss, R4 B forfeit loss             = 1½
  3: R1 W forfeit win, R2 half-point bye, R3 W draw, R4 W forfeit win = 3
  4: R1 B loss, R2 W win, R3 zero-point bye, R4 absent (withdrew)  = 1
  5: R1 B draw, R2 B loss, R3 full-point bye, R4 W loss            = 1½
  6: R1 B forfeit loss, R2 PAB, R3 B win, R4 half-point bye        = 2½
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from engine.model import PointSystem
from engine.tiebreaks import TieBreakEdition, TieBreakError, explain
from engine.tiebreaks.spec import parse_tiebreak
from tests.test_tiebreak_fixtures import build, example

E24 = TieBreakEdition.C07_2024
E26 = TieBreakEdition.C07_2026


def values(code: str, edition: TieBreakEdition = E26) -> dict[int, object]:
    t = example()
    return {n: explain(t, n, code, edition).value for n in range(1, 7)}


def test_win_counts_rounds_worth_a_win_played_or_not() -> None:
    # 7.1: 1: R1, R4; 2: R2; 3: two forfeit wins; 4: R2; 5: full-point bye; 6: PAB and R3
    assert values("WIN") == {1: 2, 2: 1, 3: 2, 4: 1, 5: 1, 6: 2}


def test_win_compares_with_the_points_of_a_win() -> None:
    # A full-point bye worth ½ less than a win (full_bye = ½) is not a win: player 5 has none.
    t = example(points=PointSystem(full_bye=F(1, 2)))
    assert explain(t, 5, "WIN").value == 0


def test_won_counts_only_games_over_the_board() -> None:
    # 7.2: forfeit wins and byes do not count: 3 has none, 5 has none
    assert values("WON") == {1: 2, 2: 1, 3: 0, 4: 1, 5: 0, 6: 1}


def test_games_played_with_black() -> None:
    # 7.3: 1: R3, R4; 2: R2 (the R4 forfeit is not played); 3: none; 4: R1; 5: R1, R2; 6: R3 only
    assert values("BPG") == {1: 2, 2: 1, 3: 0, 4: 1, 5: 2, 6: 1}


def test_games_won_with_black() -> None:
    # 7.4: 1: R4; 2: R2; 6: R3
    assert values("BWG") == {1: 1, 2: 1, 3: 0, 4: 0, 5: 0, 6: 1}


def test_rounds_elected_to_play() -> None:
    # 7.6: 4 rounds less H, Z (absence included) and forfeit losses; F and PAB are not subtracted
    assert values("REP") == {1: 4, 2: 3, 3: 3, 4: 2, 5: 4, 6: 2}
    assert values("GE") == values("REP")  # the pre-Aug-2024 acronym


def test_progressive_scores_and_cut() -> None:
    # 7.5: running scores 1: 1,1,1½,2½ = 6; 2: ½,1½,1½,1½ = 5; 3: 1,1½,2,3 = 7½;
    # 4: 0,1,1,1 = 3; 5: ½,½,1½,1½ = 4; 6: 0,1,2,2½ = 5½
    assert values("PS") == {1: 6, 2: 5, 3: F(15, 2), 4: 3, 5: 4, 6: F(11, 2)}
    # 14.1.1: PS-C1 excludes the score after round 1
    assert values("PS/C1") == {1: 5, 2: F(9, 2), 3: F(13, 2), 4: 3, 5: F(7, 2), 6: F(11, 2)}


def test_standard_points_2026() -> None:
    # 7.7: 1: 1+0+½+1; 2: ½+1+0+0 (forfeit loss: 0 < 1); 3: 1 + ½ (H = draw) + ½ + 1;
    # 4: 0+1+0+0 (Z, absence: less than a draw); 5: ½+0+1 (F more than a draw)+0; 6: 0+1+1+½
    assert values("STD") == {1: F(5, 2), 2: F(3, 2), 3: F(3), 4: F(1), 5: F(3, 2), 6: F(5, 2)}


def test_standard_points_with_a_double_forfeit() -> None:
    # Both lost by forfeit: both scored 0, the same as the scheduled opponent -> ½ each
    t = build(2, [[(1, 2, "--")]])
    assert explain(t, 1, "STD").value == F(1, 2)


def test_std_tpn_rtng_do_not_exist_in_2024() -> None:
    for code in ("STD", "TPN", "RTNG"):
        with pytest.raises(TieBreakError, match="2026"):
            explain(example(), 1, code, E24)


def test_pairing_number_and_rating() -> None:
    assert values("TPN") == {n: n for n in range(1, 7)}
    assert values("RTNG") == {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600, 6: 0}
    assert parse_tiebreak("TPN").direction.value == "asc"


def test_koya() -> None:
    # 9.2: limit = 50 % of 4 points = 2: scores 1: 2½, 2: 1½, 3: 3, 4: 1, 5: 1½, 6: 2½
    # 1: only opponent 3 (3) counts: ½. 3: opponents 6 (forfeit win, 1) and 1 (½) -> 1½
    assert explain(example(), 1, "KS").value == F(1, 2)
    assert explain(example(), 3, "KS").value == F(3, 2)
    # limit raised by one half point (2½): 6 and 1 still count for 3; by two (3): nobody for 3
    assert explain(example(), 3, "KS/L+1").value == F(3, 2)
    assert explain(example(), 3, "KS/L+2").value == 0
    assert explain(example(), 1, "KS/L+2").value == F(1, 2)  # opponent 3 has 3
