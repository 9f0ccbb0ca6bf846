"""Writing TRF: the columns of the 001 record, TRF16 versus TRF26 output, points, files."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from engine.errors import InvalidTournamentError
from engine.model import (
    Acceleration,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Sex,
    Tournament,
)
from engine.trf import read_trf, read_trf_file, write_trf, write_trf_file

TRF_DATA = Path(__file__).parent / "data" / "trf"
N = PairingNumber


def game(opponent: int, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(N(opponent), colour, result)


THREE_ONE_ZERO = PointSystem(
    win_white=Fraction(3),
    win_black=Fraction(3),
    forfeit_win=Fraction(3),
    full_bye=Fraction(3),
    pairing_bye=Fraction(3),
    draw_white=Fraction(1),
    draw_black=Fraction(1),
    half_bye=Fraction(1),
)


def small_tournament(**changes: object) -> Tournament:
    players = (
        Player(
            N(1),
            "Aalders, Bram",
            rating=2412,
            title="IM",
            federation="NED",
            fide_id="1000001",
            sex=Sex.MALE,
            birth_date="1990/01/31",
            rank=1,
            rounds=(
                game(2, Colour.WHITE, ResultCode.WIN),
                RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
            ),
        ),
        Player(
            N(2),
            "Bakker, Carla",
            rating=2301,
            sex=Sex.FEMALE,
            rounds=(
                game(1, Colour.BLACK, ResultCode.LOSS),
                RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE),
            ),
        ),
    )
    values: dict[str, object] = {"name": "Small", "number_of_rounds": 5, "players": players}
    values.update(changes)
    return Tournament(**values)  # type: ignore[arg-type]


def lines_of(text: str) -> list[str]:
    return text.split("\n")[:-1]


def test_player_line_columns() -> None:
    text = write_trf(small_tournament())
    line = next(x for x in lines_of(text) if x.startswith("001    1"))
    # TRF16 player section: 5-8 rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 federation,
    # 58-68 FIDE number, 70-79 birth date, 81-84 points, 86-89 rank, 92-95/97/99 round 1, ...
    assert line == (
        "001    1 m IM Aalders, Bram                     2412 NED     1000001 1990/01/31  1.5    1"
        "     2 w 1  0000 - H"
    )
    assert line[4:8] == "   1" and line[9] == "m" and line[10:13] == " IM"
    assert line[48:52] == "2412" and line[80:84] == " 1.5" and line[91:99] == "   2 w 1"


def test_points_column_uses_player_points_else_the_point_system() -> None:
    t = small_tournament(point_system=THREE_ONE_ZERO)
    points = {x[4:8].strip(): x[80:84] for x in lines_of(write_trf(t)) if x.startswith("001")}
    assert points == {"1": " 4.0", "2": " 3.0"}  # 3 + half bye 1; loss + PAB 3
    given = t.players[0].__class__(**{**_fields(t.players[0]), "points": Fraction(23, 2)})
    t2 = small_tournament(players=(given, t.players[1]))
    assert any(x.startswith("001    1") and x[80:84] == "11.5" for x in lines_of(write_trf(t2)))


def _fields(p: Player) -> dict[str, object]:
    return {name: getattr(p, name) for name in Player.__dataclass_fields__}


def test_pending_and_forfeit_cells() -> None:
    players = (
        Player(
            N(1),
            "A",
            rounds=(game(2, Colour.WHITE, ResultCode.FORFEIT_WIN), game(2, Colour.BLACK, ResultCode.PENDING)),
        ),
        Player(
            N(2),
            "B",
            rounds=(
                game(1, Colour.BLACK, ResultCode.FORFEIT_LOSS),
                game(1, Colour.WHITE, ResultCode.PENDING),
            ),
        ),
    )
    out = lines_of(write_trf(Tournament(players=players)))
    p1 = next(x for x in out if x.startswith("001    1"))
    assert p1[91:].rstrip() == "   2 w +     2 b"
    assert read_trf(write_trf(Tournament(players=players))).players == tuple(
        Player(p.number, p.name, points=p.score(PointSystem()), rounds=p.rounds) for p in players
    )


def test_trf26_output_has_the_trf26_tags() -> None:
    t = small_tournament(
        initial_colour=Colour.BLACK,
        point_system=THREE_ONE_ZERO,
        rules=RulesEdition.DUTCH_2017,
        tiebreaks=("BH:C1", "SB"),
        standings_tiebreaks=("PTS", "BH:C1"),
        accelerations=(Acceleration(Fraction(1), 1, 2, N(1), N(1)),),
        forbidden_pairs=(ForbiddenPairs((N(1), N(2)), 3, 4), ForbiddenPairs((N(1), N(2)))),
        absent_next_round=frozenset({N(2)}),
        round_dates=("25/01/01", "25/01/02"),
    )
    out = lines_of(write_trf(t, "TRF26"))
    for expected in (
        "142 5",
        "152 B",
        "162  W 3.0    D 1.0",
        "192 FIDE_DUTCH_2017",
        "202 BH:C1,SB",
        "212 PTS,BH:C1",
        "240 H 002    1",
        "250       1.0 001 002    1    1",
        "260 003 004    1    2",
        "XXP 1 2",
        "XXR 5",
        "XXC black1",
        "XXZ 2",
        "132" + " " * 88 + "25/01/01  25/01/02",
    ):
        assert expected in out, expected
    assert read_trf(write_trf(t, "TRF26")) == _with_points(t)


def test_trf16_output_leaves_out_trf26_tags_but_keeps_engine_lines() -> None:
    t = small_tournament(
        initial_colour=Colour.WHITE,
        point_system=THREE_ONE_ZERO,
        accelerations=(
            Acceleration(Fraction(1), 1, 2, N(1), N(1)),
            Acceleration(Fraction(1, 2), 3, 3, N(1), N(2)),
        ),
        forbidden_pairs=(ForbiddenPairs((N(1), N(2))),),
    )
    out = lines_of(write_trf(t, "TRF16"))
    codes = {x[:3] for x in out}
    assert codes.isdisjoint({"142", "152", "162", "202", "212", "240", "250", "260"})
    assert "XXR 5" in out and "XXC white1" in out and "XXP 1 2" in out
    assert "XXA    1  1.0  1.0  0.5" in out
    assert "XXA    2            0.5" in out
    xxs = " ".join(x[4:] for x in out if x.startswith("XXS ")).split()
    assert sorted(xxs) == sorted(
        ["WW=3.0", "BW=3.0", "WD=1.0", "BD=1.0", "WL=0.0", "BL=0.0"]
        + ["FW=3.0", "FL=0.0", "FPB=3.0", "HPB=1.0", "ZPB=0.0", "PAB=3.0"]
    )
    bbp = [x for x in out if x.startswith("BB")]
    assert bbp == ["BBW  3.0", "BBD  1.0", "BBL  0.0", "BBZ  0.0", "BBF  0.0", "BBU  3.0"]
    assert read_trf(write_trf(t, "TRF16")) == _with_points(t)


def _with_points(t: Tournament) -> Tournament:
    players = tuple(
        Player(**{**_fields(p), "points": p.score(t.point_system) if p.points is None else p.points})  # type: ignore[arg-type]
        for p in t.players
    )
    return dataclasses.replace(t, players=players)


def test_bbp_lines_only_for_systems_bbpairings_can_represent() -> None:
    uneven = PointSystem(win_white=Fraction(1), win_black=Fraction(3, 2))
    out = lines_of(write_trf(small_tournament(point_system=uneven), "TRF16"))
    assert not [x for x in out if x.startswith("BB")]
    assert "XXS WW=1.0 BW=1.5 WD=0.5 BD=0.5 WL=0.0 BL=0.0" in out
    assert not [x for x in lines_of(write_trf(small_tournament())) if x.startswith(("BB", "XXS", "162"))]


@pytest.mark.parametrize(
    "points",
    [
        PointSystem(forfeit_win=Fraction(2)),  # W group split: 162 W cannot say it
        PointSystem(zero_bye=Fraction(1, 2)),  # A group split: ZPB differs from forfeit loss
    ],
)
def test_no_162_when_it_cannot_say_the_system(points: PointSystem) -> None:
    t = small_tournament(point_system=points)
    out = lines_of(write_trf(t, "TRF26"))
    assert not [x for x in out if x.startswith("162")]
    assert [x for x in out if x.startswith("XXS")]
    assert read_trf(write_trf(t, "TRF26")).point_system == points


@pytest.mark.parametrize("version", ["TRF16", "TRF26"])
def test_rules_edition_survives_every_export(version: str) -> None:
    """The edition pairs every later round, so TRF16 carries record 192 too (editions issue)."""
    t = small_tournament(rules=RulesEdition.DUTCH_2017)
    text = write_trf(t, version)  # type: ignore[arg-type]
    assert [x for x in lines_of(text) if x.startswith("192")] == ["192 FIDE_DUTCH_2017"]
    assert read_trf(text).rules is RulesEdition.DUTCH_2017


def test_unknown_192_is_written_back_instead_of_ours() -> None:
    t = read_trf("192 FIDE_BURSTEIN")
    out = lines_of(write_trf(t))
    assert [x for x in out if x.startswith("192")] == ["192 FIDE_BURSTEIN"]


def test_file_is_utf8_with_crlf(tmp_path: Path) -> None:
    t = small_tournament(name="Échecs")
    path = tmp_path / "out.trf"
    write_trf_file(t, path)
    data = path.read_bytes()
    assert data.startswith("012 Échecs\r\n".encode())
    assert data.count(b"\r\n") == data.count(b"\n")
    assert read_trf_file(path) == _with_points(t)


def test_hand_made_file_survives_both_versions() -> None:
    original = read_trf_file(TRF_DATA / "trf26_all_records.trf")
    assert read_trf(write_trf(original, "TRF26")) == original


@pytest.mark.parametrize(
    "player",
    [
        Player(N(1), "N" * 34),
        Player(N(1), "A", federation="NEDX"),
        Player(N(1), "A", rating=10000),
        Player(N(1), "A", points=Fraction(1, 3)),
        Player(N(1), "A", points=Fraction(1005, 10)),
    ],
)
def test_values_that_do_not_fit_their_columns_are_refused(player: Player) -> None:
    with pytest.raises(InvalidTournamentError):
        write_trf(Tournament(players=(player,)))


@pytest.mark.parametrize(
    ("players", "number_of_rounds", "reason"),
    [
        ((Player(N(1), "A", rounds=(game(2, Colour.WHITE, ResultCode.WIN),)),), None, "not a player"),
        (
            (
                Player(N(1), "A", rounds=(game(2, Colour.WHITE, ResultCode.WIN),)),
                Player(N(2), "B", rounds=(game(1, Colour.BLACK, ResultCode.DRAW),)),
            ),
            None,
            "do not match",
        ),
        ((Player(N(1), "A"), Player(N(1), "B")), None, "used twice"),
        (
            (Player(N(1), "A", rounds=(RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),) * 3),),
            2,
            "round 3 is recorded",
        ),
    ],
)
def test_inconsistent_tournament_is_not_written(
    players: tuple[Player, ...], number_of_rounds: int | None, reason: str
) -> None:
    with pytest.raises(InvalidTournamentError, match=reason):
        write_trf(Tournament(players=players, number_of_rounds=number_of_rounds))


def test_162_x_value_is_kept() -> None:
    t = read_trf("162  W 3.0    X 1.5")
    assert t.point_system.win_white == 3
    assert t.extra_records == ("162  X 1.5",)
    assert read_trf(write_trf(t)) == t


def test_unknown_version_is_refused() -> None:
    with pytest.raises(ValueError, match="TRF16 or TRF26"):
        write_trf(Tournament(), "TRF06")  # type: ignore[arg-type]


def _every_pair_of_cells() -> list[tuple[Player, ...]]:
    """Players 1 and 2 (and 3), each cell of round 2 any opponent, colour and result: every game the
    two cells can tell, agreeing or not (round 1 a game that agrees)."""
    agreed = (game(2, Colour.WHITE, ResultCode.WIN), game(1, Colour.BLACK, ResultCode.LOSS))
    cells = [RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE)] + [
        RoundEntry(N(opponent), colour, result)
        for opponent in (1, 2, 3)
        for colour in Colour
        for result in ResultCode
    ]
    cases: list[tuple[Player, ...]] = []
    for first in cells:
        for second in cells:
            cases.append(
                (
                    Player(N(1), "A", rounds=(agreed[0], first)),
                    Player(N(2), "B", rounds=(agreed[1], second)),
                    Player(N(3), "C", rounds=(RoundEntry(None, Colour.NONE, ResultCode.ZERO_BYE),)),
                )
            )
    return cases


def test_every_game_the_reader_refuses_the_writer_refuses_with_the_same_reasons() -> None:
    """The writer's check (one pass with a set look-up per game, issue 32 item 4: 130,000 cells at
    each pairing of 9,999 players) says what ``check_games``, the reader's, says: nothing of every
    game both accept, the same sentences of every other, over all the cells two players can hold."""
    from engine.trf.consistency import check_games, check_tournament_cells

    refused = 0
    for players in _every_pair_of_cells():
        expected = [f"player {p.player}: {p.reason}" for p in check_games(players)]
        assert list(check_tournament_cells(players, 2)) == expected
        refused += bool(expected)
    assert 0 < refused < len(_every_pair_of_cells())
