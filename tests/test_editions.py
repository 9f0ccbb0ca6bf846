"""Where the 2017 and the 2025 texts of C.04.3 pair differently (docs/editions.md), one small
hand-made tournament per difference.

Each expected pairing is worked out by hand from the articles (the docstrings say how); both were
also checked against the reference engines of each text (bbpPairings v5.0.1 for 2017, v6.0.0 for
2025), which pair these files the same way.
"""

from __future__ import annotations

from pathlib import Path

from engine.dutch import explain_round, pair_round
from engine.model import (
    Board,
    Colour,
    Pairing,
    PairingNumber,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
)
from engine.trf import read_trf_file
from tests.pairing_support import game as g
from tests.pairing_support import players_with_rounds

N = PairingNumber
W, B = Colour.WHITE, Colour.BLACK
E2017, E2025 = RulesEdition.DUTCH_2017, RulesEdition.DUTCH_2025
FULL_BYE = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
PAB = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)
ABSENT = RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE)


def tournament(*players: list[RoundEntry]) -> Tournament:
    """Five rounds (the round paired is never the last: no topscorers), white to #1 in round 1."""
    return Tournament(
        number_of_rounds=5,
        initial_colour=W,
        players=players_with_rounds(players, name="Player {number}", top_rating=2000),
    )


def pairing(boards: list[tuple[int, int]], bye: int | None, round_number: int) -> Pairing:
    return Pairing(round_number, tuple(Board(N(w), N(b)) for w, b in boards), None if bye is None else N(bye))


def same(got: Pairing, expected: Pairing) -> bool:
    return set(got.boards) == set(expected.boards) and got.bye == expected.bye


def test_a_full_point_bye_bars_the_pab_in_2025_only() -> None:
    """2017 C.2 (C.04.1 d): the PAB is barred after a PAB or a forfeit win; 2025 [C2] (C.04.1 art.
    4): after any round that scored a win's points without playing, so a full-point bye too.

    Round 3 pairs 1 (2 points), 2 (1.5) and 3 (1: a full-point bye, then a loss to 1); 4 and 5
    are absent. 2017: 1 floats to 2 (1-2 have not met), the last bracket {3} leaves 3 out: the
    PAB, which C.2 allows. 1 (W W: absolute Black) gets Black against 2. 2025: 3 may not receive
    the PAB; 2 can only receive it if 1-3 meet again, so the PAB goes to 1, and 2-3 play: 3 (one
    game, with Black: a strong preference) gets White over 2's mild one (W B; art. 5.2.2).
    """
    t = tournament(
        [g(4, W, "1"), g(3, W, "1")],
        [g(5, W, "1"), g(4, B, "=")],
        [FULL_BYE, g(1, B, "0")],
        [g(1, B, "0"), g(2, W, "="), ABSENT],
        [g(2, B, "0"), PAB, ABSENT],
    )
    assert same(pair_round(t, 3, E2017), pairing([(2, 1)], 3, 3))
    assert same(pair_round(t, 3, E2025), pairing([(3, 2)], 1, 3))


def test_an_unplayed_round_without_points_is_a_downfloat_in_2017_only() -> None:
    """2017 A.4: "A player who, for whatever reason, does not play in a round, also receives a
    downfloat"; 2025 art. 1.4.3: only when the player scores more than a loss without playing.

    Round 3: 1, 2 and 3 have 1 point, 4 has none; 3 and 4 were absent in round 2 (zero-point
    byes), 5-8 are absent now. The 1-point bracket pairs one pair and floats one player. Every
    candidate grants both colour preferences but 2-3 (1 and 3 want White and Black, 2 Black).
    2025: nobody floated in round 2 (1-8 and 2-5 were games between equal scores, the absences
    scored nothing), so the first candidate wins: 1-2, 3 floats to 4 (4-3: 4 wants White). 2017:
    3's absence was a downfloat, and floating 3 again breaks C.12, so 1-3, and 2 floats: 4-2.
    """
    t = tournament(
        [g(5, W, "1"), g(8, B, "0")],
        [g(6, B, "0"), g(5, W, "1")],
        [g(7, W, "1"), ABSENT],
        [g(8, B, "0"), ABSENT],
        [g(1, B, "0"), g(2, B, "0"), ABSENT],
        [g(2, W, "1"), g(7, W, "1"), ABSENT],
        [g(3, B, "0"), g(6, B, "0"), ABSENT],
        [g(4, W, "1"), g(1, W, "1"), ABSENT],
    )
    assert same(pair_round(t, 3, E2017), pairing([(1, 3), (4, 2)], None, 3))
    assert same(pair_round(t, 3, E2025), pairing([(1, 2), (4, 3)], None, 3))


def test_the_pab_goes_to_the_lowest_score_in_2025_and_to_the_last_bracket_in_2017() -> None:
    """2025 [C5] "Minimise the score of the assignee of the PAB", above every quality criterion,
    with [C4] completion in every bracket; 2017: the PAB is part of the pairing of the last bracket
    (A.9 note), no criterion on its score, completion only checked after each bracket (A.9).

    Round 2 of five: 1 had a full-point bye, 2 beat 3, 4-5 drew. 2025: 3 (0 points) can receive
    the PAB if 4 and 5 (who have met) are paired with 1 and 2, so 1 and 2 float: 1-4, 5-2, PAB 3.
    2017: the 1-point bracket pairs 1-2 (C.5; 3-4 with the PAB to 5 still completes the round),
    4 and 5 cannot meet and float to 3: the MDP 4 meets 3 (D.3, and both get their colours:
    3-4), and 5, left out by the last bracket, receives the PAB.
    """
    t = tournament([FULL_BYE], [g(3, W, "1")], [g(2, B, "0")], [g(5, W, "=")], [g(4, B, "=")])
    assert same(pair_round(t, 2, E2017), pairing([(1, 2), (3, 4)], 5, 2))
    assert same(pair_round(t, 2, E2025), pairing([(1, 4), (5, 2)], 3, 2))


def test_unplayed_games_of_the_pab_assignee_count_in_2025_only() -> None:
    """2025 [C9] "Minimise the number of unplayed games of the assignee of the PAB" (a bracket
    that downfloats exactly one player, who receives it); the 2017 text has no such criterion.

    Round 4: 1, 3 and 6 are absent, 2, 4 and 5 have no point; 5 missed round 1 (absent) and
    played rounds 2 and 3. All three floated up in rounds 2 and 3, so no float criterion tells
    them apart. 2017: the first candidate, 2-4 (2 wants Black, 4 White), with 5 left out for the
    PAB, is perfect (B.4). 2025: 5 has an unplayed game, 2 and 4 none: 2-5 (5 White, as it
    prefers) and the PAB to 4.
    """
    t = tournament(
        [g(2, B, "1"), g(4, B, "1"), g(5, W, "1"), ABSENT],
        [g(1, W, "0"), g(6, B, "0"), g(3, W, "0")],
        [g(4, W, "1"), g(5, B, "1"), g(2, B, "1"), ABSENT],
        [g(3, B, "0"), g(1, W, "0"), g(6, B, "0")],
        [ABSENT, g(3, W, "0"), g(1, B, "0")],
        [PAB, g(2, W, "1"), g(4, W, "1"), ABSENT],
    )
    assert same(pair_round(t, 4, E2017), pairing([(4, 2)], 5, 4))
    assert same(pair_round(t, 4, E2025), pairing([(5, 2)], 4, 4))


def test_the_following_bracket_is_judged_without_the_lower_players_in_2017() -> None:
    """2017 C.7 judges the following bracket by its pairs and PSD alone ("just in the following
    bracket"), and completion (C.4) only bites in the PPB, re-paired when a bracket's downfloaters
    leave the round uncompletable (A.9); 2025 [C8] asks the following bracket to comply with
    [C1]-[C7], completion [C4] included.

    The conformance case jv2017_p007_r05_s180036 round 5 (7 players, last round): the 3-point
    bracket {1, 2, 4, 5} pairs one pair; 1 (who has met 2, 4 and 5) floats with one other. With
    2-4 (the better colours: 4 gets its strong preference) 1 and 5 float to {3}; 1-3 there would
    leave 5, 6 and 7, who cannot complete the round (only 1 and 2 may receive the PAB). 2017 still
    counts 1-3 as a pair of the following bracket, so 2-4 stands; that bracket is then the PPB,
    re-paired to float everyone, and the CLB pairs 3-6, 7-5 with the PAB to 1. 2025 counts no pair
    there and prefers 4-5, which lets 2-3 play: 2-3, 6-7 (colours as the text gives them), PAB 1.
    """
    case = Path(__file__).parent / "data" / "conformance_sample" / "dutch2017" / "cases"
    t = read_trf_file(case / "jv2017_p007_r05_s180036" / "round_05.trf")
    assert same(pair_round(t, 5, E2017), pairing([(2, 4), (3, 6), (7, 5)], 1, 5))
    got = pair_round(t, 5, E2025)
    assert got.pairs() == pairing([(4, 5), (2, 3), (6, 7)], 1, 5).pairs() and got.bye == N(1)
    text = str(explain_round(t, 5, E2017))
    assert "the Penultimate Pairing Bracket (A.9)" in text and "the Collapsed Last Bracket (A.9)" in text
    assert "[C" not in text  # the 2017 text's criteria are C.1-C.19


def test_the_checker_speaks_the_editions_criteria() -> None:
    """The pairing checker (``check_manual_pairing``, and ``python -m engine -c`` with it) names
    the rules of the event's own text: the 2017 answer of the [C5] example above is fine for a 2017
    event, while under the 2025 text [C5] objects to its PAB; and the 2025 answer, entered in a
    2017 event, is told what it does worse in 2017 terms (C.5-C.6: players moved down; C.12: 1,
    whose full-point bye was a downfloat in 2017, floats down again), never in [C] numbers."""
    from dataclasses import replace

    from engine.manual_pairing import RULE_C5, check_manual_pairing

    t = replace(
        tournament([FULL_BYE], [g(3, W, "1")], [g(2, B, "0")], [g(5, W, "=")], [g(4, B, "=")]), rules=E2017
    )
    answer_2017 = pairing([(1, 2), (3, 4)], 5, 2)
    answer_2025 = pairing([(1, 4), (5, 2)], 3, 2)
    assert check_manual_pairing(t, answer_2017) == []
    assert RULE_C5 in {w.rule for w in check_manual_pairing(t, answer_2017, E2025)}
    warnings = check_manual_pairing(t, answer_2025)
    assert warnings and all(w.rule.startswith(("C.04.1 (2017)", "C.04.3 (2017)")) for w in warnings)
    assert not any("[C" in w.rule for w in warnings)
