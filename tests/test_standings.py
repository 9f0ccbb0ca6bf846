"""Standings (C.07 art. 2, 4.2): points, then the ordered tie-break list on each subgroup still tied.

Values come from the hand computations in tests/test_tiebreaks_buchholz.py and
tests/test_tiebreaks_own_results.py (the example of tests/test_tiebreak_fixtures.py).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction as F

import pytest

from engine.model import Colour, PairingNumber, ResultCode, RoundEntry
from engine.standings import Standing, compute_standings
from engine.tiebreaks import PRESETS, TieBreakEdition, TieBreakError
from tests.test_tiebreak_fixtures import build, example

E24 = TieBreakEdition.C07_2024
E26 = TieBreakEdition.C07_2026


def order(rows: list[Standing]) -> list[int]:
    return [int(s.number) for s in rows]


def test_fide_preset_2026() -> None:
    # points: 3: 3; 1, 6: 2½; 2, 5: 1½; 4: 1.
    # BH-C1 (2026): 1 6½ > 6 6; 2 6½ > 5 6.
    rows = compute_standings(example(), PRESETS["fide"], E26)
    assert order(rows) == [3, 1, 6, 2, 5, 4]
    assert [s.rank for s in rows] == [1, 2, 3, 4, 5, 6]
    top = rows[0]
    # BH-C1 6½, BH 8½, SB 6¼, PS 7½; DE has no value: alone on 3 points, no one is tied with 3 (C.07 6)
    assert top.values == (F(13, 2), F(17, 2), F(25, 4), F(15, 2), None)
    # every tie is broken before DE is reached: DE applies to no one (blank, not a column of 1s)
    assert [s.values[-1] for s in rows] == [None] * 6
    assert top.points == 3 and not top.shared and top.place == "1"


def test_fide_preset_2024_changes_the_order() -> None:
    # 2024: BH-C1 of 1 and 6 both 6½; BH 8 < 9 -> 6 before 1
    rows = compute_standings(example(), PRESETS["fide"], E24)
    assert order(rows) == [3, 6, 1, 2, 5, 4]
    assert rows[1].values[:2] == (F(13, 2), F(9))
    assert rows[2].values[:2] == (F(13, 2), F(8))


def test_platform_preset() -> None:
    # BH-C1, BH, PS, WIN, alphabetical: same split as FIDE 2026 on this example
    rows = compute_standings(example(), PRESETS["platform"], E26)
    assert order(rows) == [3, 1, 6, 2, 5, 4]
    # 1: BH-C1 6½, BH 8, PS 6, WIN 2, and its alphabetical position among the 6 names
    assert rows[1].values[:4] == (F(13, 2), F(8), F(6), 2)


def test_everything_equal_shares_the_place() -> None:
    t = build(2, [[(1, 2, "=")]], names={1: "Zed", 2: "Adam"})
    rows = compute_standings(t, ["BH", "SB", "DE"])
    assert [(s.number, s.rank, s.last_rank, s.place, s.shared) for s in rows] == [
        (1, 1, 2, "1-2", True),
        (2, 1, 2, "1-2", True),
    ]


def test_alphabetical_last_resort_only_when_asked() -> None:
    t = build(2, [[(1, 2, "=")]], names={1: "Zed", 2: "Adam"})
    rows = compute_standings(t, ["BH", "ALPHA"])
    assert [(int(s.number), s.place) for s in rows] == [(2, "1"), (1, "2")]


def test_after_round_two() -> None:
    # After round 2: 3: 1½, 2: 1½, 1: 1, 4: 1, 6: 1, 5: ½. Two rounds: 16.4.2 cap = ½ x 2 = 1.
    # BH 3: R1 forfeit win vs 6 (adjusted 1) min(1½, 1) + R2 H, now in the last round (16.2.5),
    #       min(1½, 1) = 2; BH 2: 5 (½) + 1 (1) = 1½ -> 3 first.
    # BH 1: 4 (1) + 2 (1½) = 2½; 6: R1 min(1, A3 1½) + R2 U min(1, 1) = 2; 4: 1 + ½ = 1½;
    # BH 5: 2 (1½) + 4 (1) = 2½.
    rows = compute_standings(example(), ["BH"], E26, after_round=2)
    assert order(rows) == [3, 2, 1, 6, 4, 5]
    assert [s.values[0] for s in rows] == [F(2), F(3, 2), F(5, 2), F(2), F(3, 2), F(5, 2)]


def test_a_round_not_yet_played_is_not_counted() -> None:
    # The tournament has 5 rounds, 4 played: the standings are those after round 4.
    t = example(number_of_rounds=5)
    assert compute_standings(t, PRESETS["fide"]) == compute_standings(example(), PRESETS["fide"])
    with pytest.raises(TieBreakError, match="only 4 rounds"):
        compute_standings(t, ["BH"], after_round=5)


def test_byes_entered_before_the_pairing_do_not_make_a_round() -> None:
    # Round 5 holds only a half-point bye requested in advance by player 3: it is not played yet.
    t = example(number_of_rounds=5)
    players = tuple(
        dataclasses.replace(p, rounds=(*p.rounds, RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)))
        if p.number == 3
        else p
        for p in t.players
    )
    t5 = dataclasses.replace(t, players=players)
    assert compute_standings(t5, PRESETS["fide"]) == compute_standings(example(), PRESETS["fide"])
    with pytest.raises(TieBreakError, match="round 5 has not been paired"):
        compute_standings(t5, ["BH"], after_round=5)


def test_pending_games_stop_the_default_at_the_last_complete_round() -> None:
    t = example()
    players = []
    for p in t.players:
        extra: tuple[RoundEntry, ...] = ()
        if p.number in (1, 2):
            other = PairingNumber(2 if p.number == 1 else 1)
            colour = Colour.WHITE if p.number == 1 else Colour.BLACK
            extra = (RoundEntry(other, colour, ResultCode.PENDING),)
        players.append(dataclasses.replace(p, rounds=p.rounds + extra))
    t5 = dataclasses.replace(t, players=tuple(players), number_of_rounds=5)
    assert compute_standings(t5, ["BH"]) == compute_standings(t, ["BH"])
    with pytest.raises(TieBreakError, match="round 5 is not finished"):
        compute_standings(t5, ["BH"], after_round=5)


def test_edition_checks_and_bad_codes() -> None:
    with pytest.raises(TieBreakError, match="2026"):
        compute_standings(example(), ["STD"], E24)
    with pytest.raises(TieBreakError, match="Cut/Median"):
        compute_standings(example(), ["WIN-C1"])
    assert compute_standings(example(), ["STD", "TPN"], E26)[0].values == (F(3), 3)


def test_lower_is_better_for_pairing_number() -> None:
    t = build(2, [[(1, 2, "=")]])
    assert order(compute_standings(t, ["TPN"])) == [1, 2]
    assert order(compute_standings(t, ["RTNG"])) == [1, 2]  # both unrated: shared, by number
    assert compute_standings(t, ["RTNG"])[0].place == "1-2"


def test_unknown_opponent_is_reported() -> None:
    t = build(2, [[(1, 2, "1")]])
    bad = dataclasses.replace(
        t.players[0], rounds=(RoundEntry(PairingNumber(9), Colour.WHITE, ResultCode.WIN),)
    )
    t = dataclasses.replace(t, players=(bad, t.players[1]))
    with pytest.raises(TieBreakError, match="unknown player 9"):
        compute_standings(t, ["BH"])
