"""Rating-based tie-breaks (C.07 art. 10) with the B.02 8.1.1 / 8.1.2 tables.

Example ratings: 1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600, 6 unrated. Only games played over
the board count; the unrated player 6 is left out of averages unless the tournament gives a rating.
"""

from __future__ import annotations

import pytest

from engine.tiebreaks import explain
from engine.tiebreaks.ratings import dp_for, pd_for
from tests.test_tiebreak_fixtures import build, example


def v(code: str, player: int, **kw: object) -> object:
    return explain(example(), player, code, **kw).value  # type: ignore[arg-type]


def test_tables_spot_values() -> None:
    # B.02 8.1.1
    assert [dp_for(p) for p in (100, 99, 83, 63, 51, 50, 49, 17, 1, 0)] == [
        800, 677, 273, 95, 7, 0, -7, -273, -677, -800,
    ]  # fmt: skip
    # B.02 8.1.2, higher-rated player H and lower L
    assert [pd_for(d) for d in (0, 3, 4, 10, 11, 145, 146, 735, 736, 2000)] == [
        50, 50, 51, 51, 52, 69, 70, 99, 100, 100,
    ]  # fmt: skip
    assert [pd_for(-d) for d in (3, 4, 337, 437, 736)] == [50, 49, 12, 6, 0]


def test_average_rating_of_opponents() -> None:
    # 10.1: 1 met 4, 2, 3, 5 over the board: (1700+1900+1800+1600)/4 = 1750
    assert v("ARO", 1) == 1750
    # ARO-C1 cuts the lowest rating 1600: 5400/3 = 1800
    assert v("ARO/C1", 1) == 1800
    # 2 met 5 (1600), 1 (2000) and unrated 6: 6 left out -> 1800
    assert v("ARO", 2) == 1800
    # with unrated opponents rated 1400 by the tournament: 5000/3 = 1666.67 -> 1667
    assert v("ARO", 2, unrated_rating=1400) == 1667
    # 3 played only one game (vs 1): 2000; forfeits do not count
    assert v("ARO", 3) == 2000


def test_aro_rounds_half_up() -> None:
    t = build(3, [[(1, 2, "1")], [(3, 1, "0")]], ratings={1: 2000, 2: 1701, 3: 1700})
    assert explain(t, 1, "ARO").value == 1701  # 1700.5 -> 1701


def test_tournament_performance_rating() -> None:
    # 10.2: TPR = ARO + dp(p), p rounded to hundredths (B.02)
    # 1: ARO 1750, 2½/4 = .625 -> .63 -> +95 = 1845
    assert v("TPR", 1) == 1845
    # 2: rated games vs 5 (½) and 1 (1): ARO 1800, p .75 -> +193 = 1993
    assert v("TPR", 2) == 1993
    # 4: vs 1 (0), vs 5 (1): 1800 + dp(.50) 0 = 1800
    assert v("TPR", 4) == 1800
    # 6: one game, a win against 1900: 1900 + 800 = 2700
    assert v("TPR", 6) == 2700
    # 5: vs 2 (½), 4 (0), 1 (0): ARO 5600/3 = 1866.67 -> 1867; p = .1667 -> .17 -> -273 = 1594
    assert v("TPR", 5) == 1594


def test_perfect_tournament_performance() -> None:
    # 10.3: the lowest R with sum of PD(R - Ri) >= score.
    # 1 (2½ against 1700, 1900, 1800, 1600):
    #   R = 1846: D 146 .70, -54 .42, 46 .56, 246 .81 -> 2.49 < 2.5
    #   R = 1847: D 147 .70, -53 .43, 47 .57, 247 .81 -> 2.51 >= 2.5
    assert v("PTP", 1) == 1847
    # 5 (½ against 1900, 1700, 2000):
    #   R = 1562: D -338 .12, -138 .31, -438 .06 -> .49; R = 1563: -337 .12, -137 .32, -437 .06 -> .50
    assert v("PTP", 5) == 1563
    # 3 (½ against 2000): D -3 gives .50, D -4 .49 -> 1997
    assert v("PTP", 3) == 1997
    # 6 (1 from 1 against 1900): D must exceed 735 -> 2636
    assert v("PTP", 6) == 2636


def test_ptp_zero_and_full_score() -> None:
    t = build(2, [[(1, 2, "1")]], ratings={1: 2000, 2: 1500})
    assert explain(t, 2, "PTP").value == 1200  # zero score: lowest opponent - 800
    assert explain(t, 1, "PTP").value == 2236  # 1500 + 736
    assert explain(t, 2, "TPR").value == 1200
    assert explain(t, 1, "TPR").value == 2300


def test_average_performance_of_opponents() -> None:
    # 10.4: 5 met 2 (TPR 1993), 4 (1800), 1 (1845): 5638/3 = 1879.33 -> 1879
    assert v("APRO", 5) == 1879
    # 2 met 5 (1594), 1 (1845), 6 (2700): 6139/3 = 2046.33 -> 2046
    assert v("APRO", 2) == 2046


def test_average_perfect_performance_of_opponents() -> None:
    # 10.5: 4 met 1 (PTP 1847) and 5 (PTP 1563): 3410/2 = 1705
    assert v("APPO", 4) == 1705


@pytest.mark.parametrize("code", ["TPR", "APRO", "PTP", "APPO"])
def test_rating_based_reject_modifiers(code: str) -> None:
    from engine.tiebreaks import TieBreakError

    with pytest.raises(TieBreakError):
        explain(example(), 1, f"{code}/C1")


def _b02_text() -> str:
    from tests.conftest import SHARED, shared_material

    path = SHARED / "rules" / "fide" / "B02_Rating_Calculation_and_Title_Norms.md"
    return shared_material(path, "the FIDE Rating Regulations B.02").read_text(encoding="utf-8")


def test_dp_table_equals_the_published_table() -> None:
    import re

    text = _b02_text().split("#### 8.1.1", 1)[1].split("#### 8.1.2", 1)[0]
    pairs = re.findall(r"\|\s*(1\.0|\.\d\d)\s*\|\s*(-?\d+)\s*", text)
    assert len(pairs) == 101
    for p, dp in pairs:
        assert dp_for(round(float(p) * 100)) == int(dp), p


def test_pd_table_equals_the_published_table() -> None:
    import re

    text = _b02_text().split("#### 8.1.2", 1)[1].split("### 8.2", 1)[0]
    bands = re.findall(r"\|\s*(\d+)-(\d+)\s*\|\s*(1\.0|\.\d\d)\s*\|\s*(\.\d\d)\s*", text)
    assert len(bands) == 50
    for lo, hi, h, low in bands:
        for d in range(int(lo), int(hi) + 1):
            assert pd_for(d) == round(float(h) * 100), d
            assert pd_for(-d) == round(float(low) * 100), d
    assert pd_for(736) == 100 and pd_for(-736) == 0  # "> 735"
