"""Team tie-breaks of C.07 (art. 11-13, art. 16 for unplayed rounds) on events worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.team_swiss.system import TeamScore
from engine.tiebreaks.spec import TieBreakError
from engine.tiebreaks.teams import team_tiebreak
from engine.trf.teams import read_team_event
from tests.team_swiss_support import play, team_event


def values(t: object, code: str, rounds: int, primary: TeamScore = TeamScore.MATCH) -> dict[int, Fraction]:
    return team_tiebreak(t, read_team_event(t.extra_records), code, primary, rounds)  # type: ignore[attr-defined, arg-type]


def four_teams() -> object:
    # Round 1: 1 beats 3 1.5-0.5, 4-2 drawn 1-1. Round 2: 2-1 drawn 1-1 (board 1 to 2, board 2 to 1),
    # 3-4 drawn. Finals: MP 1: 3, 2: 2, 3: 1, 4: 2; GP 1: 2.5, 2: 2, 3: 1.5, 4: 2.
    t = play(team_event(4, rounds=2), [(1, 3, "1="), (4, 2, "==")])
    return play(t, [(2, 1, "10"), (3, 4, "==")])


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("MP", 3),
        ("GP", Fraction(5, 2)),
        ("MPVGP", Fraction(5, 2)),  # 13.1: game points where match points decide
        ("EMMSB", 1 * 2 + 2 * 1),  # 13.2: opponent's final MP x the MP made against it
        ("EMGSB", 1 * Fraction(3, 2) + 2 * 1),  # opponent's MP x own GP
        ("EGMSB", Fraction(3, 2) * 2 + 2 * 1),  # opponent's GP x own MP
        ("EGGSB", Fraction(3, 2) * Fraction(3, 2) + 2 * 1),
        ("EMMSB/C1", 2),  # 14.1.2: without team 3, the opponent of the lowest MP
        ("EGGSB/C1", 2),
        ("BC", 1 * 1 + 2 * Fraction(1, 2) + 2 * 1),  # 12.1: board number x game points
    ],
)
def test_the_team_tiebreaks_of_team_1(code: str, expected: Fraction | int) -> None:
    assert values(four_teams(), code, 2)[1] == expected


def test_mpvgp_is_match_points_where_game_points_decide() -> None:
    assert values(four_teams(), "MPVGP", 2, TeamScore.GAME)[1] == 3


def test_the_pairing_allocated_bye_counts_against_a_dummy_16_4() -> None:
    # 3 teams, round 1: 1 beats 2 2-0, 3 has the bye (two boards U: a draw's 1 MP and 1 GP, C.04.6
    # 1.4). 16.4: the dummy's score is team 3's own (1 MP), at most a draw's (1 MP) times the rounds
    # (1): 1 x 1 MP. Board Count (art. 12): the bye a standard win on each board.
    t = play(team_event(3, rounds=1), [(1, 2, "11")], bye=3)
    assert values(t, "EMMSB", 1) == {1: 0, 2: 0, 3: 1}
    assert values(t, "BC", 1)[3] == 1 + 2  # a standard win on each board


def test_a_late_requested_bye_counts_as_a_draw_for_the_opponents_16_3() -> None:
    # Team 2 plays 1 in round 1 and is absent in round 2 (a zero-point bye in the last round, 16.2.5):
    # for team 1's tie-break its score is 0 + a draw (1 MP).
    t = play(team_event(4, rounds=2), [(1, 2, "11"), (3, 4, "==")])
    t = play(t, [(1, 3, "==")], absent=(2, 4))
    assert values(t, "EMMSB", 2)[1] == 1 * 2 + 2 * 1  # 2 adjusted to 1 MP, 3 has 2 MP


def test_an_unknown_team_tiebreak_is_refused() -> None:
    with pytest.raises(TieBreakError, match="not a team tie-break"):
        values(four_teams(), "KS", 2)
    with pytest.raises(TieBreakError):
        values(four_teams(), "MP/C1", 2)
