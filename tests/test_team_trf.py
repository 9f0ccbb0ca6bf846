"""The TRF26 team section (records 310, 013, 352, 362): read, written, and read back identically, on
hand-made lines (the examples of TRF26) and on generated team events."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.errors import TrfError
from engine.generator import GeneratorConfig
from engine.model import PairingNumber
from engine.team_event import Team, TeamEvent, TeamScoring
from engine.team_swiss.generator import TeamGeneratorConfig, as_trf16, generate
from engine.team_swiss.system import parse_team_code
from engine.trf import read_trf_checked, write_trf
from engine.trf.teams import (
    format_013,
    format_310,
    format_362,
    parse_013,
    parse_310,
    parse_352,
    parse_362,
    read_team_event,
    team_records,
)

N = PairingNumber

# The example of TRF26 "Record 310".
INDIA = "310   1 India                            IND     2486   15.0   28.0  11     1    5   15   28   44"
UKRAINE = "310   2 Ukraine                          UKR     2478   14.0   26.5  14     2    4   20   27   22"


def test_the_310_example_of_trf26_is_read_field_by_field() -> None:
    team = parse_310(INDIA)
    assert team == Team(
        number=1,
        name="India",
        roster=(N(1), N(5), N(15), N(28), N(44)),
        nickname="IND",
        strength=2486,
        match_points=Fraction(15),
        game_points=Fraction(28),
        rank=11,
    )
    assert parse_310(UKRAINE).game_points == Fraction(53, 2)


@pytest.mark.parametrize("line", [INDIA, UKRAINE])
def test_a_310_line_is_written_back_identically(line: str) -> None:
    assert format_310(parse_310(line)) == line


def test_a_310_without_points_and_rank_keeps_its_columns() -> None:
    team = Team(7, "Club", (N(3), N(9)))
    line = format_310(team)
    assert line[4:7] == "  7" and line[73:77] == "   3" and line[78:82] == "   9"
    assert parse_310(line) == team


def test_a_full_roster_of_fourteen_players_fits_and_a_fifteenth_is_refused() -> None:
    team = Team(3, "Big", tuple(N(n) for n in range(101, 115)))
    line = format_310(team)
    assert len(line) == 142 and parse_310(line) == team
    with pytest.raises(TrfError, match="at most 14"):
        parse_310(line + " 115")


def test_013_of_trf16_is_read_and_written_back() -> None:
    line = "013 Alpha                              1    2    3    4"
    team = parse_013(line, 1)
    assert team == Team(1, "Alpha", (N(1), N(2), N(3), N(4)))
    assert format_013(team) == line
    # 013 records are numbered in their order, also when two look alike
    second = "013 Beta                               5    6"
    event = read_team_event((line, second, second.replace("5    6", "7    8")))
    assert [(t.number, t.name) for t in event.teams] == [(1, "Alpha"), (2, "Beta"), (3, "Beta")]


def test_352_and_362() -> None:
    assert parse_352("352 WBWBWB") == "WBWBWB"
    with pytest.raises(TrfError, match="352"):
        parse_352("352 WXB")
    assert parse_362("362 TW 3.0   TD 1.0   TL 0.0") == TeamScoring(Fraction(3), Fraction(1), Fraction(0))
    assert format_362(TeamScoring(Fraction(3))) == "362 TW 3.0   TD 1.0   TL 0.0"
    assert parse_362("362 TD 0.5") == TeamScoring(draw=Fraction(1, 2))
    with pytest.raises(TrfError, match="362"):
        parse_362("362 TW two")


@pytest.mark.parametrize(
    ("records", "message"),
    [
        ((INDIA, INDIA.replace("India", "Indie")), "two teams have the pairing number 1"),
        (
            (INDIA, UKRAINE.replace("    4   20", "    5   20")),
            "player 5 is in the rosters of India and Ukraine",
        ),
        (("310 abc India",), "team pairing number"),
        (("310   4" + " " * 40,), "a team needs a pairing number"),
        ((INDIA.replace("15.0", "15,0"),), "match points"),
    ],
)
def test_a_team_section_that_cannot_be_read_is_refused_with_its_line(
    records: tuple[str, ...], message: str
) -> None:
    with pytest.raises(TrfError, match=message) as caught:
        read_team_event(records)
    assert caught.value.line


def test_the_records_of_an_event_are_read_back_to_the_same_event() -> None:
    event = TeamEvent(
        (parse_310(INDIA), parse_310(UKRAINE)), "WBWBW", TeamScoring(Fraction(3)), scoring_written=True
    )
    lines = team_records(event)
    assert lines[:2] == ("352 WBWBW", "362 TW 3.0   TD 1.0   TL 0.0")
    assert read_team_event(lines) == event


def test_the_192_codes_of_the_team_system() -> None:
    assert parse_team_code("FIDE_TEAM_TYPEA_MP_GP").code == "FIDE_TEAM_TYPEA_MP_GP"
    assert parse_team_code("fide_team_typeb_gp").secondary is None
    assert parse_team_code("FIDE_TEAM_TYPEA_MP_GP_BAKU").baku
    for code in ("FIDE_TEAM_TYPEC_MP", "FIDE_TEAM_TYPEA_MP_MP", "FIDE_DUTCH_2025"):
        with pytest.raises(ValueError):
            parse_team_code(code)


@pytest.mark.parametrize("seed", range(12))
def test_a_generated_team_event_is_written_and_read_back_identically(seed: int) -> None:
    config = TeamGeneratorConfig(
        GeneratorConfig(players=7 + seed, rounds=5, seed=seed, forfeit_rate=9, half_point_bye_rate=30),
        boards=1 + seed % 6,
        match_forfeit_rate=15,
    )
    tournament = generate(config)
    text = write_trf(tournament, "TRF26", "\n")
    again = read_trf_checked(text.encode(), check_192=False).tournament
    event = read_team_event(again.extra_records)
    assert event == read_team_event(tournament.extra_records)
    assert [t.number for t in event.teams] == list(range(1, 8 + seed))
    assert all(t.match_points is not None and t.rank is not None for t in event.teams)
    written = [line for line in text.splitlines() if line[:3] in ("310", "352", "362")]
    assert list(team_records(event)) == written
    assert write_trf(again, "TRF26", "\n") == text


def test_a_generated_event_in_trf16_has_013_records_read_back_to_the_same_teams() -> None:
    tournament = generate(TeamGeneratorConfig(GeneratorConfig(players=6, rounds=3, seed=4)))
    text = write_trf(as_trf16(tournament), "TRF16", "\n")
    assert "\n013 Team 001 " in text and "\n310 " not in text
    again = read_team_event(read_trf_checked(text.encode(), check_192=False).tournament.extra_records)
    original = read_team_event(tournament.extra_records)
    assert again.legacy_013
    assert [(t.number, t.name, t.roster) for t in again.teams] == [
        (t.number, t.name, t.roster) for t in original.teams
    ]


def _many_teams(numbers: list[int]) -> TeamEvent:
    return TeamEvent(
        tuple(
            Team(n, f"Team {n}", (PairingNumber(2 * n - 1), PairingNumber(2 * n)), "T", 2000) for n in numbers
        )
    )


def test_an_event_of_more_teams_than_310_numbers_is_written_in_013_records_and_read_back() -> None:
    event = _many_teams(list(range(1, 1001)))
    records = team_records(event)
    assert all(line.startswith("013 ") for line in records)
    read = read_team_event(records)
    assert [(t.number, t.name, t.roster) for t in read.teams] == [
        (t.number, t.name, t.roster) for t in event.teams
    ]


def test_an_event_of_more_than_999_teams_numbered_with_gaps_is_refused_in_one_sentence() -> None:
    with pytest.raises(TrfError, match="at most 999 teams"):
        team_records(_many_teams([*range(1, 1000), 1001]))


def test_an_event_of_999_teams_keeps_its_310_records() -> None:
    assert all(line.startswith("310 ") for line in team_records(_many_teams(list(range(1, 1000)))))
