"""A hand-edited pairing is told what it breaks in the terms of its event's own edition.

One hand-made round per kind of rule, for a 2013 event (the Istanbul 2012 text, C.04.3.1: A.5,
B.1.a, B.1.b, B.2 with its top-scorer note, the quality of A.11: the closeness of the scores with
the bye as a game one point below the lowest as in D.4, A.7.d, X, Z, B.5, B.6, E.1-E.5) and for a
2017 event (C.04.1 (2017) a-i, C.04.3 (2017) A.9, C.1-C.3, C.5-C.15, E; no [C5], no [C9]; the
2017 floats, where not playing is a downfloat, and the 2017 bye eligibility, C.2). Each expected
warning is worked out by hand from the articles in the comment next to it, and so is the engine's
pairing each quality warning is measured against (asserted first).
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

import pytest

from engine.cli import run
from engine.dutch import pair_round
from engine.manual_pairing import PairingWarning, Severity, check_manual_pairing
from engine.model import ForbiddenPairs, Pairing, PairingNumber, ResultCode, RulesEdition, Tournament
from engine.trf import read_trf_file, write_trf_file
from tests.test_manual_pairing import Game, _expected, build, pairing

N = PairingNumber
E2013, E2017, E2025 = RulesEdition.DUTCH_2013, RulesEdition.DUTCH_2017, RulesEdition.DUTCH_2025
T12 = "C.04.3.1 (2012)"


def event(rules: RulesEdition, players: int, rounds: Iterable[Iterable[Game]], **extra: object) -> Tournament:
    return build(players, rounds, rules=rules, **extra)  # type: ignore[arg-type]


def shown(warnings: list[PairingWarning]) -> list[tuple[str, tuple[int, ...]]]:
    return [(w.rule, tuple(int(n) for n in w.players)) for w in warnings]


def absolute(warnings: list[PairingWarning]) -> list[PairingWarning]:
    return [w for w in warnings if w.severity is Severity.ABSOLUTE]


def engine_pairs(t: Tournament, rnd: int) -> tuple[set[frozenset[int]], int | None]:
    p = pair_round(t, rnd)
    return {frozenset((int(b.white), int(b.black))) for b in p.boards}, (int(p.bye) if p.bye else None)


def pairs(*numbers: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(x) for x in numbers}


def no_article_of_another_edition(warnings: list[PairingWarning], edition: RulesEdition) -> None:
    """A 2013 event is never told of the 2017 or 2025 criteria, a 2017 event never of [C...]."""
    for w in warnings:
        assert "[C" not in w.rule, w
        if edition is E2013:
            assert w.rule.startswith((T12, "C.04.2 D.3-D.4", "TRF26 260")), w
        else:
            assert "(2017)" in w.rule, w


# ---- who is paired -----------------------------------------------------------------------------------


STRUCTURE = {
    E2013: {
        "once": f"{T12} A.5",
        "unknown": f"{T12} A.1 (C.04.2.B)",
        "absent": "C.04.2 D.3-D.4",
        "bye": f"{T12} A.5",
    },
    E2017: {
        "once": "C.04.3 (2017) A.9",
        "unknown": "C.04.2 (2017) B.3",
        "absent": "C.04.2 (2017) D.3-D.4",
        "bye": "C.04.1 (2017) c",
    },
}


@pytest.mark.parametrize("edition", [E2013, E2017], ids=lambda e: e.short_name)
def test_who_is_paired(edition: RulesEdition) -> None:
    # 2012 A.5 / 2017 A.9: everyone is paired once, but one who gets the bye when the number is odd
    # (2012 A.5, C.04.1 (2017) c); numbers come from the ranking list (2012 A.1, C.04.2 (2017) B);
    # a player with a bye entered is not paired (C.04.2 D.4).
    names = STRUCTURE[edition]
    t = event(edition, 4, [])
    got = check_manual_pairing(t, pairing(1, (1, 2), (2, 3), (9, 9)))
    assert {(w.rule, w.players) for w in absolute(got)} == {
        (names["once"], (N(2),)),  # paired twice
        (names["once"], (N(4),)),  # left out
        (names["once"], (N(9),)),  # against themselves
        (names["unknown"], (N(9),)),
    }
    bye = check_manual_pairing(t, pairing(1, (1, 3), bye=2))
    assert (names["bye"], (N(2),)) in shown(absolute(bye))
    away = event(
        edition,
        5,
        [[(1, 3, "1"), (4, 2, "0")]],
        byes={1: {5: ResultCode.PAIRING_BYE}, 2: {4: ResultCode.HALF_BYE}},
    )
    absent = check_manual_pairing(away, pairing(2, (1, 4), (2, 5), bye=3))
    assert (names["absent"], (4,)) in shown(absent)
    no_article_of_another_edition(got + bye + absent, edition)


# ---- absolute criteria -------------------------------------------------------------------------------

REMATCH = {E2013: f"{T12} B.1.a", E2017: "C.04.1 (2017) b / C.04.3 (2017) C.1"}
PROHIBITED = {E2013: f"TRF26 260 / XXP ({T12} B.1.a)", E2017: "TRF26 260 / XXP (C.04.3 (2017) C.1)"}


@pytest.mark.parametrize("edition", [E2013, E2017], ids=lambda e: e.short_name)
def test_rematch_and_prohibited_pair(edition: RulesEdition) -> None:
    # 2012 B.1.a / 2017 C.1: 1-3 and 4-2 met in round 1; 1 and 2 may never meet (XXP).
    t = event(edition, 4, [[(1, 3, "1"), (4, 2, "=")]])
    got = check_manual_pairing(t, pairing(2, (3, 1), (2, 4)))
    assert shown(absolute(got)) == [(REMATCH[edition], (3, 1)), (REMATCH[edition], (2, 4))]
    assert "Garcia (3) and Müller (1) already met in round 1" in got[0].message
    banned = event(edition, 4, [], forbidden_pairs=(ForbiddenPairs((N(1), N(2))),))
    got = check_manual_pairing(banned, pairing(1, (1, 2), (3, 4)))
    assert shown(absolute(got)) == [(PROHIBITED[edition], (1, 2))]


@pytest.mark.parametrize("code", [ResultCode.HALF_BYE, ResultCode.FULL_BYE], ids=lambda c: c.name)
def test_a_bye_entered_bars_the_bye_in_2013_only(code: ResultCode) -> None:
    # 2012 B.1.b: "a player who has received a point or half point without playing, either through a
    # bye or due to an opponent not appearing in time ... shall not receive a bye". 2017 C.2 (C.04.1
    # (2017) d): only a pairing-allocated bye or a forfeit win bars it. Round 1: 1-4 1-0, 2-5 1-0,
    # 3 a half-point (full-point) bye; in round 2 the bye goes to 3.
    games = [[(1, 4, "1"), (2, 5, "1")]]
    byes = {1: {3: code}}
    manual = pairing(2, (2, 1), (4, 5), bye=3)
    got = check_manual_pairing(event(E2013, 5, games, byes=byes), manual)
    assert shown(absolute(got)) == [(f"{T12} B.1.b", (3,))]
    kind = "a half-point bye" if code is ResultCode.HALF_BYE else "a full-point bye"
    assert f"({kind} in round 1)" in got[0].message
    assert absolute(check_manual_pairing(event(E2017, 5, games, byes=byes), manual)) == []


def test_a_forfeit_win_or_the_bye_bars_the_bye_in_both() -> None:
    # 2012 B.1.b and 2017 C.2: 1 won by forfeit in round 1, 3 had the pairing-allocated bye.
    games = [[(1, 4, "+"), (2, 5, "1")]]
    byes = {1: {3: ResultCode.PAIRING_BYE}}
    for edition, rule in ((E2013, f"{T12} B.1.b"), (E2017, "C.04.1 (2017) d / C.04.3 (2017) C.2")):
        t = event(edition, 5, games, byes=byes)
        got = check_manual_pairing(t, pairing(2, (2, 3), (4, 5), bye=1))
        assert shown(absolute(got)) == [(rule, (1,))]
        again = check_manual_pairing(t, pairing(2, (2, 1), (4, 5), bye=3))
        assert shown(absolute(again)) == [(rule, (3,))]
    assert (
        "a forfeit win in round 1"
        in check_manual_pairing(event(E2013, 5, games, byes=byes), pairing(2, (2, 3), (4, 5), bye=1))[
            0
        ].message
    )


# Six players, two rounds of draws in a nine-round event (no top scorers): 1 and 2 had white twice
# (absolute preference for black), 3 and 4 black twice (absolute white), 5 BW, 6 WB.
COLOUR_ROUNDS = [[(1, 4, "="), (2, 5, "="), (6, 3, "=")], [(1, 6, "="), (2, 3, "="), (5, 4, "=")]]
SAME = {E2013: f"{T12} B.2", E2017: "C.04.1 (2017) f-g / C.04.3 (2017) C.3"}
DIFFERENCE = {E2013: f"{T12} B.2", E2017: "C.04.1 (2017) f / C.04.3 (2017) C.3"}
THREE = {E2013: f"{T12} B.2", E2017: "C.04.1 (2017) g / C.04.3 (2017) C.3"}


@pytest.mark.parametrize("edition", [E2013, E2017], ids=lambda e: e.short_name)
def test_same_absolute_colour_preference(edition: RulesEdition) -> None:
    # 2012 B.2 / 2017 C.3: 1 and 2 both must have black; neither is a top scorer.
    t = event(edition, 6, COLOUR_ROUNDS)
    got = check_manual_pairing(t, pairing(3, (1, 2), (3, 5), (4, 6)))
    assert shown(absolute(got)) == [(SAME[edition], (1, 2))]
    # 3 had black twice: black again gives a colour difference of -3 and black three times in a
    # row (2012 B.2: "therefore no player's colour difference will become ... < -2 nor a player will
    # receive the same colour three times in row"; C.04.1 (2017) f, g). 6-1 met in round 2.
    got = check_manual_pairing(t, pairing(3, (5, 3), (4, 2), (6, 1)))
    assert shown(absolute(got)) == [
        (DIFFERENCE[edition], (3,)),
        (THREE[edition], (3,)),
        (REMATCH[edition], (6, 1)),
    ]
    assert "colour difference of -3 with black (board 1)" in got[0].message
    assert "black three times in a row" in got[1].message


# Three rounds, round 3 the last: top scorers have over 50% of 2 points. Round 1: 1-4, 2-5, 3-6
# 1-0; round 2: 1-5, 2-6 1-0, 4-3 0-1. Now 1, 2, 3 have 2 points (top scorers), 4, 5, 6 none;
# 1 and 2 had white twice (absolute black), 3 WB, 4 BW, 5 and 6 black twice (absolute white).
# Round 2's pairs were all between unequal scores: 1, 2, 3 floated down, 4, 5, 6 up.
TOP_ROUNDS = [[(1, 4, "1"), (2, 5, "1"), (3, 6, "1")], [(1, 5, "1"), (2, 6, "1"), (4, 3, "0")]]


def test_top_scorers_with_the_same_absolute_preference_are_a_quality_question() -> None:
    # The bracket of 2 points is odd: one top scorer floats whatever is paired. If 2 floats, it
    # can only meet 4 (it met 5 and 6) and 5-6 may not meet (B.2 / C.3: both absolute white, not top
    # scorers); 2-3 with 1 floating (1-6, 4-5) keeps every colour preference, so both engines pair
    # 2-3, 1-6, 4-5 (2012 C.13 finds it before dropping B.2 for top scorers, C.10.g; 2017 C.7 then
    # C.8). Instead 1-2 (2 gets white a third time), 3-5, 4-6, colours by E.1-E.5:
    manual = pairing(3, (2, 1), (5, 3), (6, 4))
    t13 = event(E2013, 6, TOP_ROUNDS, total_rounds=3)
    assert engine_pairs(t13, 3) == (pairs((2, 3), (1, 6), (4, 5)), None)
    got = check_manual_pairing(t13, manual)
    # 2012: B.2 may be ignored for top scorers (B.2 note), so not absolute, but the engine did
    # without it (C.10.g); X: 1-2 (both black) and 3-5 (both white) do not fulfil both preferences,
    # the engine's pairs all do (B.4, A.8). The same scores move down (3 or 1, two points) and
    # every floater repeats its float in both (B.5).
    assert shown(got) == [
        (f"{T12} B.2 note, C.10.g", (1, 2)),
        (f"{T12} B.4, A.8.a (X), C.10.e", (1, 2, 3, 5)),
    ]
    assert all(w.severity is Severity.QUALITY for w in got)
    t17 = event(E2017, 6, TOP_ROUNDS, total_rounds=3)
    assert engine_pairs(t17, 3) == (pairs((2, 3), (1, 6), (4, 5)), None)
    got = check_manual_pairing(t17, manual)
    # 2017: C.3 is for non-topscorers; 2, a top scorer, gets a colour difference of +3 (C.8) and
    # white three times in a row (C.9); 2 and 3 miss their colour preference (C.10), 2 an absolute
    # one (C.11), where the engine grants every one.
    assert shown(got) == [
        ("C.04.3 (2017) C.8", (2,)),
        ("C.04.3 (2017) C.9", (2,)),
        ("C.04.3 (2017) C.10", (2, 3)),
        ("C.04.3 (2017) C.11", (2,)),
    ]
    # Not the last round: 1 and 2 are no top scorers, and 1-2 is absolute (B.2 / C.3).
    for edition in (E2013, E2017):
        early = check_manual_pairing(event(edition, 6, TOP_ROUNDS), manual)
        assert (SAME[edition], (2, 1)) in shown(absolute(early))


# ---- quality, against the engine's pairing ----------------------------------------------------------


def test_players_moved_down_and_colour_preferences() -> None:
    # Round 1: 1-3 1-0, 4-2 0-1. 1 and 2 have a point, 3 and 4 none; 1 and 4 had white (strong
    # preference for black), 2 and 3 black (strong white). Both engines pair 1-2, 3-4: no one moved
    # down, every preference granted. 4-1, 2-3 moves both 1-pointers down (2012 A.11, B.3; 2017
    # C.5-C.6, C.04.1 (2017) e) and fails both preferences of each pair (2012 X and, round 2 being
    # even, Z; 2017 C.10, C.11: 4 and 3 miss theirs). Colours are those of E.4 (the higher ranked
    # player, 1 or 2, gets his preference).
    games = [[(1, 3, "1"), (4, 2, "0")]]
    manual = pairing(2, (4, 1), (2, 3))
    t13 = event(E2013, 4, games)
    assert engine_pairs(t13, 2) == (pairs((1, 2), (3, 4)), None)
    assert shown(check_manual_pairing(t13, manual)) == [
        (f"{T12} A.11, B.3", (4, 1, 2, 3)),
        (f"{T12} B.4, A.8.a (X), C.10.e", (1, 4, 2, 3)),
        (f"{T12} A.7.e, A.8.b (Z), C.10.e", (1, 4, 2, 3)),
    ]
    t17 = event(E2017, 4, games)
    assert engine_pairs(t17, 2) == (pairs((1, 2), (3, 4)), None)
    got = check_manual_pairing(t17, manual)
    assert shown(got) == [
        ("C.04.1 (2017) e / C.04.3 (2017) C.5-C.6", (4, 1, 2, 3)),
        ("C.04.3 (2017) C.10", (4, 3)),
        ("C.04.3 (2017) C.11", (4, 3)),
    ]
    assert got[0].message.startswith("pairs joining players with 1 point or more to lower-scored players")


def test_the_bye_to_a_higher_score_is_a_score_difference_not_c5() -> None:
    # Round 1: 1-4 1-0, 2-5 0-1, 3 the bye. 1, 3, 5 have a point (3 may not get the bye again),
    # 2, 4 none. Both engines: 1-3 (3 has no colour preference yet), 5 floats to 4 (5 met 2), bye
    # to 2. Manual: 5-3, 4-2, bye to 1. The same number of players leave each bracket, but the
    # lowest bracket gives the bye to a 1-pointer instead of a 0-pointer: 2012 D.4 counts the bye
    # as a game against one point below the lowest score (A.11, B.3: closeness of the scores), 2017
    # A.8 as a downfloater's score difference (C.6 PSD). Only the 2025 text has [C5].
    games = [[(1, 4, "1"), (2, 5, "0")]]
    byes = {1: {3: ResultCode.PAIRING_BYE}}
    manual = pairing(2, (5, 3), (4, 2), bye=1)
    for edition, rule in ((E2013, f"{T12} A.11, B.3"), (E2017, "C.04.1 (2017) e / C.04.3 (2017) C.5-C.6")):
        t = event(edition, 5, games, byes=byes)
        assert engine_pairs(t, 2) == (pairs((1, 3), (4, 5)), 2)
        got = check_manual_pairing(t, manual)
        assert shown(got) == [(rule, (1,))]
        assert "Müller (1): 1 - the pairing-allocated bye), moving down 1" in got[0].message
        assert (
            "Smith (2): 0 - the pairing-allocated bye), moving down 0 in the engine's pairing"
            in got[0].message
        )
    assert "C.04.3 [C5]" in {w.rule for w in check_manual_pairing(event(E2025, 5, games, byes=byes), manual)}


def test_a7d_strong_preferences_in_an_odd_round_2013() -> None:
    # Round 1 all drawn: 1-5, 2-6, 3-7, 4-8. Round 2: 7-4, 8-3 drawn, 1, 2, 5, 6 absent. Round 3
    # (odd): 3, 4 (WB: mild white), 7, 8 (BW: mild black) have a point and have met across, so
    # 3-4 and 7-8; 1, 2 (one game, white: strong black) and 5, 6 (strong white) have half a point.
    # The engine pairs 1-6, 2-5 (1-5, 2-6 met). 1-2 and 5-6 pair two strong preferences for the
    # same colour, which A.7.d treats as absolute in odd rounds (C.10.f), and fail X.
    games = [[(1, 5, "="), (2, 6, "="), (3, 7, "="), (4, 8, "=")], [(7, 4, "="), (8, 3, "=")]]
    t = event(E2013, 8, games)
    assert engine_pairs(t, 3) == (pairs((3, 4), (7, 8), (1, 6), (2, 5)), None)
    got = check_manual_pairing(t, pairing(3, (3, 4), (8, 7), (2, 1), (5, 6)))
    assert shown(got) == [
        (f"{T12} A.7.d, C.10.f", (1, 2, 5, 6)),
        (f"{T12} B.4, A.8.a (X), C.10.e", (3, 4, 7, 8, 1, 2, 5, 6)),
    ]
    assert got[1].message.startswith("pairs not fulfilling both colour preferences: 4 (")
    assert got[1].message.endswith("; 2 in the engine's pairing")


# Round 1: 1-4 1-0, 2-5 1-0, 3 the bye; round 2: 3-1 ½-½, 4-2 0-1, 5 the bye. Before round 3:
# 2 has 2 points, 1 and 3 1½, 5 1, 4 none. 3 floated down in round 1 (the bye: 2012 B.1.b, 2017
# A.4.b), 2 in round 2 (against 4), 5 (the bye) too.
FLOAT_ROUNDS = [[(1, 4, "1"), (2, 5, "1")], [(3, 1, "="), (4, 2, "0")]]
FLOAT_BYES = {1: {3: ResultCode.PAIRING_BYE}, 2: {5: ResultCode.PAIRING_BYE}}


def test_a_float_repeated_from_two_rounds_before() -> None:
    # 2 floats down to 1 and 3 and pairs 3 (both engines: 2 wants white mildly, 3 black strongly,
    # 1 white too); 1 floats to 5, bye to 4. Manual: 2-1, 5-3, bye 4: 3 now floats down (to 5),
    # as two rounds before (2012 B.6 for downfloaters, C.10.c; 2017 C.14). Everything else is as
    # good: the same scores move down, one pair fails a colour preference in each, 2 repeats its
    # downfloat in both.
    manual = pairing(3, (2, 1), (5, 3), bye=4)
    for edition, rule in ((E2013, f"{T12} B.6 (downfloaters), C.10.c"), (E2017, "C.04.3 (2017) C.14")):
        t = event(edition, 5, FLOAT_ROUNDS, byes=FLOAT_BYES)
        assert engine_pairs(t, 3) == (pairs((2, 3), (1, 5)), 4)
        assert shown(check_manual_pairing(t, manual)) == [(rule, (3,))]


def test_not_playing_is_a_downfloat_in_2017_only() -> None:
    # Round 1: 1-3 1-0, 2-4 1-0, 5 absent. Round 2: 1-2 (both white once: strong black), then
    # 3, 4 (strong white) and 5 (no colour yet) with 0: both engines pair 3-5 and give the bye to
    # 4. Manual: 2-1, 3-4, bye 5. In 2017 5's absence was a downfloat (A.4.b), and the bye is one
    # again (C.12); 2 and 4 miss their (strong) preferences where the engine's only 2 does (C.10,
    # C.11). In 2012 an absence is no float (A.4, B.1.b: only a point without playing): X and Z.
    games = [[(1, 3, "1"), (2, 4, "1")]]
    manual = pairing(2, (2, 1), (3, 4), bye=5)
    t17 = event(E2017, 5, games)
    assert engine_pairs(t17, 2) == (pairs((1, 2), (3, 5)), 4)
    assert shown(check_manual_pairing(t17, manual)) == [
        ("C.04.3 (2017) C.10", (2, 4)),
        ("C.04.3 (2017) C.11", (2, 4)),
        ("C.04.3 (2017) C.12", (5,)),
    ]
    t13 = event(E2013, 5, games)
    assert engine_pairs(t13, 2) == (pairs((1, 2), (3, 5)), 4)
    assert shown(check_manual_pairing(t13, manual)) == [
        (f"{T12} B.4, A.8.a (X), C.10.e", (1, 2, 3, 4)),
        (f"{T12} A.7.e, A.8.b (Z), C.10.e", (1, 2, 3, 4)),
    ]


def test_colours_against_the_colour_rules() -> None:
    # Round 1, no preferences: E.5 (2012: odd and even players of S1 alternate, the first gets the
    # initial colour, white; 2017 E.5: an odd pairing number gets it): 1-3, 4-2. 3-1 swaps board 1.
    t13 = event(E2013, 4, [])
    got = check_manual_pairing(t13, pairing(1, (3, 1), (4, 2)))
    assert shown(got) == [(f"{T12} E.1-E.5", (3, 1))]
    assert got[0].message == "board 1: by E.5 Müller (1) should have white against Garcia (3)"
    t17 = event(E2017, 4, [])
    assert shown(check_manual_pairing(t17, pairing(1, (3, 1), (4, 2)))) == [("C.04.3 (2017) E", (3, 1))]
    # Round 1 drawn: 1-3, 4-2. 1 and 4 (white) want black strongly, 2 and 3 white; E.3 finds no
    # round with different colours, so E.4: the higher ranked 1 gets black. Both engines pair 1-2,
    # 3-4 (every preference granted). 1-4, 2-3 with 1 white: X and Z (round 2) for 2012, C.10 and
    # C.11 (1 and 3 miss theirs) for 2017, and the colours of board 1.
    games = [[(1, 3, "="), (4, 2, "=")]]
    manual = pairing(2, (1, 4), (2, 3))
    t13 = event(E2013, 4, games)
    assert engine_pairs(t13, 2) == (pairs((1, 2), (3, 4)), None)
    got = check_manual_pairing(t13, manual)
    assert shown(got) == [
        (f"{T12} B.4, A.8.a (X), C.10.e", (1, 4, 2, 3)),
        (f"{T12} A.7.e, A.8.b (Z), C.10.e", (1, 4, 2, 3)),
        (f"{T12} E.1-E.5", (1, 4)),
    ]
    assert got[2].message == "board 1: by E.4 Ivanov (4) should have white against Müller (1)"
    t17 = event(E2017, 4, games)
    assert shown(check_manual_pairing(t17, manual)) == [
        ("C.04.3 (2017) E", (1, 4)),
        ("C.04.3 (2017) C.10", (1, 3)),
        ("C.04.3 (2017) C.11", (1, 3)),
    ]


@pytest.mark.parametrize("edition", [E2013, E2017], ids=lambda e: e.short_name)
def test_the_engines_own_pairing_breaks_nothing(edition: RulesEdition) -> None:
    for rounds, byes, total, rnd in (
        (COLOUR_ROUNDS, {}, 9, 3),
        (TOP_ROUNDS, {}, 3, 3),
        (FLOAT_ROUNDS, FLOAT_BYES, 9, 3),
        ([[(1, 4, "1"), (2, 5, "0")]], {1: {3: ResultCode.PAIRING_BYE}}, 9, 2),
    ):
        n = 6 if rounds in (COLOUR_ROUNDS, TOP_ROUNDS) else 5
        t = event(edition, n, rounds, byes=byes, total_rounds=total)
        mine: Pairing = pair_round(t, rnd)
        assert check_manual_pairing(t, mine) == []


SAMPLE = Path(__file__).parent / "data" / "conformance_sample"
REFERENCE_CASES = sorted((SAMPLE / "dutch2012" / "cases").glob("*/round_*.trf")) + sorted(
    (SAMPLE / "dutch2017" / "cases").glob("*/round_*.trf")
)


@pytest.mark.parametrize(
    "trf", REFERENCE_CASES, ids=lambda p: f"{p.parent.parent.parent.name}/{p.parent.name}/{p.stem}"
)
def test_the_reference_engines_pairings_break_no_absolute_rule(trf: Path) -> None:
    """JaVaFo 1.4's (2013) and bbpPairings v5 / JaVaFo 3.0p's (2017) pairing of each sample round,
    which our engines give too, breaks no absolute criterion of its edition and is no worse than
    ours on any quality criterion."""
    t = read_trf_file(trf)
    assert t.rules is (E2013 if "dutch2012" in str(trf) else E2017)
    rnd = int(trf.stem.split("_")[1])
    reference = _expected(trf.with_suffix(".expected"), rnd)
    got = check_manual_pairing(t, reference)
    assert got == [], got
    no_article_of_another_edition(got, t.rules)


def test_the_engine_checker_lists_the_2013_warnings(tmp_path: Path) -> None:
    """``python -m engine -c`` on a 2013 event: the round that differs, its reason by the 2012
    checker, and what the recorded pairing breaks in the 2012 text's terms (the round of
    ``test_players_moved_down_and_colour_preferences`` recorded as played)."""
    t = event(E2013, 4, [[(1, 3, "1"), (4, 2, "0")], [(4, 1, "1"), (2, 3, "1")]])
    path = tmp_path / "istanbul.trf"
    write_trf_file(t, path)
    out, err = io.StringIO(), io.StringIO()
    assert run(["--dutch", str(path), "-c"], out, err) == 1, err.getvalue()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("round 2: expected ")
    assert [line.split(":")[0] for line in lines[1:-1]] == [
        f"  {T12} A.11, B.3",
        f"  {T12} B.4, A.8.a (X), C.10.e",
        f"  {T12} A.7.e, A.8.b (Z), C.10.e",
    ]
    assert lines[-1] == "1 discrepancy(ies) in 2 round(s)"


def test_when_everyone_had_a_point_without_playing_the_bye_goes_to_one_with_the_fewest() -> None:
    # 2012 B.1.b, A.5, as JaVaFo 1.4 reads them (engine.dutch2012.state.may_receive_bye): round 1
    # 1-2 1-0 and the bye to 3; round 2 3-1 1-0 and the bye to 2; round 3 2 wins 3 by forfeit and 1
    # has a half-point bye. In round 4 each of the three had a point or half point without playing:
    # 1 and 3 one, 2 two. The bye to 1 (2-3 never played) breaks nothing; to 2 it breaks B.1.b,
    # and the message says why the others may have it.
    games = [[(1, 2, "1")], [(3, 1, "1")], [(2, 3, "+")]]
    byes = {1: {3: ResultCode.PAIRING_BYE}, 2: {2: ResultCode.PAIRING_BYE}, 3: {1: ResultCode.HALF_BYE}}
    t = event(E2013, 3, games, byes=byes)
    assert engine_pairs(t, 4) == (pairs((2, 3)), 1)
    assert absolute(check_manual_pairing(t, pairing(4, (2, 3), bye=1))) == []
    got = absolute(check_manual_pairing(t, pairing(4, (3, 1), bye=2)))
    assert shown(got) == [(f"{T12} B.1.a", (3, 1)), (f"{T12} B.1.b", (2,))]
    assert "every player had one in this round" in got[1].message
