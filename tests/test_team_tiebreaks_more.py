"""The team tie-breaks added for issue 29 item 4: the Buchholz family for teams (C.07 8.1, 8.3 with 13),
SSSC (13.4), TBR and BBE (12.2, 12.3), EDE and its chains (13.3), the team standings (4.2), the two
editions of 16.4 and the codes of record 202, each on an event worked by hand in the comments."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.team_swiss.system import TeamScore
from engine.tiebreaks.spec import Direction, Modifier, TieBreakEdition, TieBreakError
from engine.tiebreaks.team_spec import TeamTieBreakSpec, parse_team_tiebreak
from engine.tiebreaks.teams import rank_teams, team_tiebreak, team_tiebreak_direction
from engine.trf import read_trf, write_trf
from engine.trf.teams import read_team_event
from tests.team_swiss_support import play, team_event

F = Fraction


def values(
    t: object,
    code: str,
    rounds: int,
    primary: TeamScore = TeamScore.MATCH,
    edition: TieBreakEdition = TieBreakEdition.C07_2026,
) -> dict[int, Fraction]:
    event = read_team_event(t.extra_records)  # type: ignore[attr-defined]
    return team_tiebreak(t, event, code, primary, rounds, edition)  # type: ignore[arg-type]


def ranked(t: object, codes: list[str], rounds: int) -> list[tuple[int, int, tuple[Fraction | None, ...]]]:
    event = read_team_event(t.extra_records)  # type: ignore[attr-defined]
    places = rank_teams(t, event, codes, TeamScore.MATCH, rounds)  # type: ignore[arg-type]
    return [(p.rank, p.team, p.values) for p in places]


def four_teams() -> object:
    # Round 1: 1 beats 3 1.5-0.5 (board 1 won, board 2 drawn), 4-2 drawn (both boards drawn).
    # Round 2: 2-1 drawn 1-1 (team 2 wins board 1, team 1 board 2), 3-4 drawn (both boards drawn).
    # MP: 1: 3, 2: 2, 3: 1, 4: 2. GP: 1: 2.5, 2: 2, 3: 1.5, 4: 2.
    # Board points (board 1, board 2): 1: (1, 1.5), 2: (1.5, 0.5), 3: (0.5, 1), 4: (1, 1).
    t = play(team_event(4, rounds=2), [(1, 3, "1="), (4, 2, "==")])
    return play(t, [(2, 1, "10"), (3, 4, "==")])


def decided_last_round() -> object:
    # Round 1: 1 beats 2 1.5-0.5, 3-4 drawn. Round 2 (the final round): 3 beats 1 2-0, 2 beats 4 2-0.
    # MP: 1: 2, 2: 2, 3: 3, 4: 1. GP: 1: 1.5, 2: 2.5, 3: 3, 4: 1.
    t = play(team_event(4, rounds=2), [(1, 2, "1="), (3, 4, "==")])
    return play(t, [(1, 3, "00"), (2, 4, "11")])


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("BH", {1: 1 + 2, 2: 2 + 3, 3: 3 + 2, 4: 2 + 1}),  # 8.1 on the primary score, match points
        ("BH:MP", {1: 3, 2: 5, 3: 5, 4: 3}),
        ("BH:GP", {1: F(3, 2) + 2, 2: 2 + F(5, 2), 3: F(5, 2) + 2, 4: 2 + F(3, 2)}),
        ("BH:MP/C1", {1: 2, 2: 3, 3: 3, 4: 2}),  # 14.1: the lowest opponent's score left out
        ("BH:MP/M1", {1: 0, 2: 0, 3: 0, 4: 0}),  # 14.3: the lowest and the highest (two rounds)
        # 13.4: GP + BH:MP / factor; factor = 2 rounds x 2 MP over 2 GP a match (2 boards) = 2
        ("SSSC", {1: F(5, 2) + F(3, 2), 2: 2 + F(5, 2), 3: F(3, 2) + F(5, 2), 4: 2 + F(3, 2)}),
        ("SSSC/K4", {1: F(5, 2) + F(3, 4), 2: 2 + F(5, 4), 3: F(3, 2) + F(5, 4), 4: 2 + F(3, 4)}),
        ("BC", {1: 1 + 2 * F(3, 2), 2: F(3, 2) + 2 * F(1, 2), 3: F(1, 2) + 2, 4: 1 + 2}),  # 12.1
        # 12.2: board 1 first: 2 (1.5) > 1 and 4 (1), then board 2: 1 (1.5) > 4 (1); 3 (0.5) last
        ("TBR", {2: 1, 1: 2, 4: 3, 3: 4}),
        # 12.3 with two boards: board 1 only: 2 (1.5), then 1 and 4 level (1), then 3 (0.5)
        ("BBE", {2: 1, 1: 2, 4: 2, 3: 4}),
    ],
)
def test_the_values_of_the_four_teams(code: str, expected: dict[int, Fraction | int]) -> None:
    assert values(four_teams(), code, 2) == expected


def test_fore_buchholz_draws_the_final_round() -> None:
    # 8.3: round 2 drawn, both matches: team 2 then has 0 + 1 MP, team 3 1 + 1 MP; team 1 met them.
    t = decided_last_round()
    assert values(t, "BH:MP", 2)[1] == 2 + 3
    assert values(t, "FB:MP", 2)[1] == 1 + 2
    # on game points, a drawn match is 1-1: team 2 0.5 + 1, team 3 1 + 1
    assert values(t, "FB:GP", 2)[1] == F(3, 2) + 2


def test_fore_buchholz_before_the_final_round_draws_its_pairings() -> None:
    # After round 1 of a 2-round event whose round 2 is paired (results still to come): FB after
    # round 1 is the Buchholz of the two rounds with round 2 drawn (team 1: 1 + 2 MP).
    t = decided_last_round()
    assert values(t, "FB:MP", 1)[1] == 1 + 2
    assert values(t, "BH:MP", 1)[1] == 0


def test_the_editions_differ_on_the_dummy_of_16_4() -> None:
    # 3 teams, two rounds: R1 1 beats 2 2-0, 3 has the pairing-allocated bye (a draw: 1 MP, C.04.6
    # 1.4); R2 3 beats 2 2-0, 1 has the bye. Team 3: 3 MP; its R2 opponent, team 2, 0 MP.
    # 2026 16.4.2: R1's dummy has team 3's own score, at most a draw's times the rounds: 1 x 2 = 2.
    # 2024: the dummy has the team's own score, uncapped: 3.
    t = play(team_event(3, rounds=2), [(1, 2, "11")], bye=3)
    t = play(t, [(3, 2, "11")], bye=1)
    assert values(t, "BH:MP", 2)[3] == 2 + 0
    assert values(t, "BH:MP", 2, edition=TieBreakEdition.C07_2024)[3] == 3 + 0
    assert values(t, "EMMSB", 2)[3] == 2 * 1 + 0 * 2  # the dummy's score x the bye's 1 MP
    assert values(t, "EMMSB", 2, edition=TieBreakEdition.C07_2024)[3] == 3 * 1 + 0 * 2


def test_the_bye_is_a_drawn_match_unless_record_320_says_otherwise() -> None:
    # C.04.6 1.4: "as many match points and game points as are rewarded for a draw, unless the
    # regulations of the team competition state otherwise"; TRF26 320 states them (here 2 MP, 1.5 GP).
    from dataclasses import replace

    t = play(team_event(3, rounds=1), [(1, 2, "1=")], bye=3)
    assert (values(t, "MP", 1)[3], values(t, "GP", 1)[3]) == (1, 1)
    t = replace(t, extra_records=(*t.extra_records, "320  2.0  1.5 003"))  # type: ignore[attr-defined]
    assert (values(t, "MP", 1)[3], values(t, "GP", 1)[3]) == (2, F(3, 2))


def test_a_team_half_point_bye_counts_on_its_boards() -> None:
    # Team 3 requests a half-point bye on both boards in round 1: ½ on board 1 and on board 2.
    t = team_event(4, rounds=2)
    t = play(t, [(1, 2, "11")])
    event = read_team_event(t.extra_records)  # type: ignore[attr-defined]
    from dataclasses import replace

    from engine.model import Colour, ResultCode, RoundEntry

    half = RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)
    roster = set(event.team(3).roster) | set(event.team(4).roster)
    t = replace(t, players=tuple(replace(p, rounds=(half,)) if p.number in roster else p for p in t.players))
    assert values(t, "BC", 1)[3] == 1 * F(1, 2) + 2 * F(1, 2)
    assert values(t, "GP", 1)[3] == 1


def tied_pair() -> object:
    # Round 1: 1-2 drawn 1-1, team 1 winning board 1; 3 beats 4 2-0. Round 2: 1 beats 3 2-0, 2 beats
    # 4 2-0. Teams 1 and 2 are level: 3 MP and 3 GP each; their match was drawn on MP and GP.
    t = play(team_event(4, rounds=2), [(1, 2, "10"), (3, 4, "11")])
    return play(t, [(1, 3, "11"), (2, 4, "11")])


def test_ede_leaves_a_drawn_encounter_level() -> None:
    # 13.3.1: DE on match points (1-1), then on game points (1-1): still level, places shared.
    assert ranked(tied_pair(), ["EDE"], 2) == [(1, 1, (1,)), (1, 2, (1,)), (3, 3, (None,)), (4, 4, (None,))]


@pytest.mark.parametrize("code", ["EDEBT", "EDEBB", "EDET", "EDEB"])
def test_the_chains_of_13_3_2_decide_the_encounter_board_by_board(code: str) -> None:
    # 13.3.2 on the encounter: BC team 1 = 1 x 1 + 2 x 0 = 1 (lower is better), team 2 = 2; TBR board 1:
    # 1 against 0; BBE with two boards: board 1 alone. Team 1 first, whichever chain.
    assert ranked(tied_pair(), [code], 2)[:2] == [(1, 1, (1,)), (2, 2, (2,))]


def test_ede_decides_on_match_points_then_game_points() -> None:
    # 4 teams, 3 rounds, all level on 3 MP, every team met every other:
    # R1 1 beats 2 1.5-0.5, 3-4 drawn; R2 2 beats 3 1.5-0.5, 4-1 drawn; R3 3 beats 1 2-0, 4-2 drawn.
    # DE on MP among them: 3 each, no tie broken; on GP: 3: 3.5, 2: 3, 4: 3, 1: 2.5 (13.3.1).
    # 2 and 4 again from 13.3.1 (13.3.3): their match drawn on both scores, level.
    t = play(team_event(4, rounds=3), [(1, 2, "1="), (3, 4, "==")])
    t = play(t, [(2, 3, "1="), (4, 1, "==")])
    t = play(t, [(3, 1, "11"), (4, 2, "==")])
    assert [(r, team) for r, team, _v in ranked(t, ["EDE"], 3)] == [(1, 3), (2, 2), (2, 4), (4, 1)]


def test_the_standings_apply_each_tiebreak_to_the_groups_still_tied() -> None:
    # decided_last_round: 3 (3 MP) first; 1 and 2 level on 2 MP; 1 beat 2 (EDE) but 2 has more GP.
    t = decided_last_round()
    assert ranked(t, ["EDE"], 2) == [(1, 3, (None,)), (2, 1, (1,)), (3, 2, (2,)), (4, 4, (None,))]
    assert [team for _r, team, _v in ranked(t, ["GP", "EDE"], 2)] == [3, 2, 1, 4]
    assert ranked(t, ["GP", "EDE"], 2)[1][2] == (F(5, 2), None)  # EDE never reached a tied group


def test_the_codes_of_record_202() -> None:
    assert parse_team_tiebreak("bh:gp-c1") == TeamTieBreakSpec("BH", "GP", Modifier.CUT_1)
    assert str(parse_team_tiebreak("SSSC/K4/F")) == "SSSC/K4/F"
    assert str(parse_team_tiebreak("EDEBT/P")) == "EDEBT/P"
    assert team_tiebreak_direction("BC") is Direction.LOWER_IS_BETTER
    assert team_tiebreak_direction("EGGSB/C1") is Direction.HIGHER_IS_BETTER
    for wrong in ("EMMSB:GP", "BH/K4", "BC/C1", "SSSC/P", "MP/C1", "BH:XP"):
        with pytest.raises(TieBreakError):
            parse_team_tiebreak(wrong)


def test_edition_2024_names_no_chain_and_ede_has_no_value_alone() -> None:
    t = tied_pair()
    with pytest.raises(TieBreakError, match="2026"):
        ranked_2024 = rank_teams(
            t,  # type: ignore[arg-type]
            read_team_event(t.extra_records),  # type: ignore[attr-defined]
            ["EDEBT"],
            TeamScore.MATCH,
            2,
            TieBreakEdition.C07_2024,
        )
        del ranked_2024
    with pytest.raises(TieBreakError, match="tied group"):
        values(t, "EDE", 2)


def test_a_team_bye_is_written_in_240_with_the_team_number() -> None:
    # TRF26 Bye Section: "Player/Team ID", "two teams getting HPB in round 3": in a team file the
    # zero-point bye of team 3 (both its players absent) is "240 Z 001    3", read back on its players.
    t = play(team_event(3, rounds=2), [(1, 2, "1=")], absent=(3,))
    text = write_trf(t)  # type: ignore[arg-type]
    assert [line for line in text.splitlines() if line.startswith("240")] == ["240 Z 001    3"]
    again = read_trf(text)
    assert {p.number: p.rounds for p in again.players} == {p.number: p.rounds for p in t.players}  # type: ignore[attr-defined]
