"""Reading TRF files: every record the reader interprets, line endings, encodings, and refusals."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from engine.errors import TrfError
from engine.model import (
    NOT_PAIRED,
    Acceleration,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    PairingSystem,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Sex,
)
from engine.trf import parse_trf, read_trf, read_trf_file

SAMPLE = Path(__file__).parent / "data" / "conformance_sample" / "dutch2025"
TRF_DATA = Path(__file__).parent / "data" / "trf"


def player_line(
    number: int,
    name: str = "Player",
    *cells: str,
    points: str = "0.0",
    rating: str = "",
    rank: str = "",
    sex: str = " ",
    title: str = "",
    federation: str = "",
    fide_id: str = "",
    birth: str = "",
) -> str:
    """A 001 line built column by column from TRF16 (cells are the 8 characters 'NNNN c r')."""
    head = (
        "001 "  # 1-4
        + f"{number:>4}"  # 5-8
        + " "  # 9
        + sex  # 10
        + f"{title:>3}"  # 11-13
        + " "  # 14
        + f"{name:<33}"  # 15-47
        + " "
        + f"{rating:>4}"  # 49-52
        + " "
        + f"{federation:<3}"  # 54-56
        + " "
        + f"{fide_id:>11}"  # 58-68
        + " "
        + f"{birth:<10}"  # 70-79
        + " "
        + f"{points:>4}"  # 81-84
        + " "
        + f"{rank:>4}"  # 86-89
    )
    assert len(head) == 89
    return head + "".join("  " + cell for cell in cells)


def game(opponent: int, colour: str, result: str) -> RoundEntry:
    return RoundEntry(PairingNumber(opponent), Colour(colour), ResultCode(result))


def bye(result: str) -> RoundEntry:
    return RoundEntry(None, Colour.NONE, ResultCode(result))


TWO_PLAYERS = "\n".join(
    [
        "012 Two players",
        player_line(1, "Alpha", "   2 w 1", "   2 b =", points="1.5", rank="1"),
        player_line(2, "Beta", "   1 b 0", "   1 w =", points="0.5", rank="2"),
    ]
)


def first_error(text: str) -> TrfError:
    with pytest.raises(TrfError) as caught:
        read_trf(text)
    return caught.value


# --- the reference engines' files -------------------------------------------------------------------


def test_bbp_tournament_player_columns_and_tags() -> None:
    t = read_trf_file(SAMPLE / "tournaments" / "bbp6_p016_r13_s1125.trf")
    assert t.name == "AutoTest Tournament 1125"
    assert t.tournament_type == "FIDE_DUTCH_2025"
    assert t.number_of_rounds == 13
    assert t.initial_colour is Colour.WHITE
    assert t.rules is RulesEdition.DUTCH_2025
    assert len(t.players) == 16
    first = t.player(PairingNumber(1))
    assert (first.name, first.rating, first.points, first.rank) == (
        "Test0001 Player0001",
        2534,
        Fraction(10),
        2,
    )
    assert first.rounds[0] == game(9, "w", "=")
    assert first.rounds[6] == game(12, "b", "-")  # forfeit loss, still paired with a colour
    assert t.player(PairingNumber(12)).rounds[6] == game(1, "w", "+")
    assert len(first.rounds) == 13


def test_javafo_case_headers_and_blank_rank() -> None:
    t = read_trf_file(SAMPLE / "cases" / "jv2025_p005_r04_s5019" / "round_03.trf")
    assert t.city == "F9Q14Z74R23H26F1H2774L1800G3S35WP1DP.5LP0AP0XP.5PP1"
    assert t.federation == "FIDE"
    assert t.chief_arbiter == "Auto-Generator"
    assert t.initial_colour is Colour.BLACK
    assert t.point_system == PointSystem()  # XXS PAB=1.0 is the default
    assert "082 0" in t.extra_records
    p4 = t.player(PairingNumber(4))
    assert p4.rank is None
    assert p4.rounds == (game(2, "b", "0"), bye("U"))


def test_case_round_to_pair_holds_the_known_absences() -> None:
    t = read_trf_file(SAMPLE / "cases" / "bbp6_p104_r05_s1144" / "round_03.trf")
    lengths = {len(p.rounds) for p in t.players}
    assert lengths <= {2, 3}
    absent = [p for p in t.players if len(p.rounds) == 3]
    assert absent and all(
        p.rounds[2].result in (ResultCode.HALF_BYE, ResultCode.ZERO_BYE, ResultCode.FULL_BYE) for p in absent
    )


def test_blank_cell_between_rounds_is_not_paired_and_trailing_blanks_add_nothing() -> None:
    text = "\n".join(
        [
            player_line(1, "A", "   2 w 1", "        ", "   2 b 0", "        "),
            player_line(2, "B", "   1 b 0", "0000 - H", "   1 w 1"),
        ]
    )
    t = read_trf(text)
    assert t.player(PairingNumber(1)).rounds == (game(2, "w", "1"), NOT_PAIRED, game(2, "b", "0"))
    assert t.player(PairingNumber(2)).rounds[1] == bye("H")


def test_pending_game_is_a_blank_result_next_to_an_opponent() -> None:
    t = read_trf(player_line(1, "A", "   2 w  ") + "\n" + player_line(2, "B", "   1 b  "))
    assert t.player(PairingNumber(1)).rounds == (game(2, "w", " "),)
    assert t.player(PairingNumber(2)).rounds[0].result is ResultCode.PENDING


def test_lowercase_letter_codes_are_accepted() -> None:
    t = read_trf(
        player_line(1, "A", "   2 w w", "0000 - h") + "\n" + player_line(2, "B", "   1 b l", "0000 - z")
    )
    assert t.player(PairingNumber(1)).rounds == (game(2, "w", "W"), bye("H"))
    assert t.player(PairingNumber(2)).rounds == (game(1, "b", "L"), NOT_PAIRED)


def test_static_player_fields() -> None:
    line = player_line(
        7,
        "Müller, Anna",
        points="3.5",
        rating="2345",
        rank="12",
        sex="w",
        title="WGM",
        federation="GER",
        fide_id="4611234",
        birth="1990/05/17",
    )
    p = read_trf(line).player(PairingNumber(7))
    assert (p.name, p.sex, p.title, p.federation, p.fide_id, p.birth_date) == (
        "Müller, Anna",
        Sex.FEMALE,
        "WGM",
        "GER",
        "4611234",
        "1990/05/17",
    )
    assert (p.rating, p.points, p.rank, p.rounds) == (2345, Fraction(7, 2), 12, ())


# --- line endings and encodings ----------------------------------------------------------------------


@pytest.mark.parametrize("newline", ["\n", "\r", "\r\n"])
def test_any_line_ending(newline: str) -> None:
    assert read_trf(TWO_PLAYERS.replace("\n", newline)) == read_trf(TWO_PLAYERS)


def test_mixed_line_endings_and_final_newline() -> None:
    lines = TWO_PLAYERS.split("\n")
    mixed = lines[0] + "\r" + lines[1] + "\r\n" + lines[2] + "\n"
    assert read_trf(mixed) == read_trf(TWO_PLAYERS)


def test_utf8_latin1_and_bom() -> None:
    text = "012 Échecs à Zürich\n" + player_line(1, "Ödön, Ágnes")
    utf8 = read_trf(text.encode("utf-8"))
    assert utf8.name == "Échecs à Zürich"
    assert read_trf(text.encode("latin-1")) == utf8
    assert read_trf(b"\xef\xbb\xbf" + text.encode("utf-8")) == utf8


# --- tournament section and TRF26 tags -----------------------------------------------------------------


def test_tournament_section() -> None:
    text = "\n".join(
        [
            "012 Open de Paris",
            "022 Paris",
            "032 FRA",
            "042 2025/07/01",
            "052 2025/07/09",
            "062 99",
            "072 98",
            "092 Individual: Swiss-System",
            "102 Jean Arbitre",
            "112 Ann Deputy",
            "112 Bob Deputy",
            "122 90'+30\"",
            "132" + " " * 88 + "25/07/01  25/07/02  25/07/03",
            "142 9",
            "152 b",
            "202 BH:C1,BH,SB",
            "212 PTS,BH:C1,BH,SB",
        ]
    )
    t = read_trf(text)
    assert (t.name, t.city, t.federation, t.start_date, t.end_date) == (
        "Open de Paris",
        "Paris",
        "FRA",
        "2025/07/01",
        "2025/07/09",
    )
    assert t.tournament_type == "Individual: Swiss-System"
    assert t.chief_arbiter == "Jean Arbitre"
    assert t.deputy_arbiters == ("Ann Deputy", "Bob Deputy")
    assert t.time_control == "90'+30\""
    assert t.round_dates == ("25/07/01", "25/07/02", "25/07/03")
    assert t.number_of_rounds == 9
    assert t.initial_colour is Colour.BLACK
    assert t.tiebreaks == ("BH:C1", "BH", "SB")
    assert t.standings_tiebreaks == ("PTS", "BH:C1", "BH", "SB")
    assert t.extra_records == ()  # 062/072 are recomputed on writing


def test_192_known_codes_and_unknown_code_kept() -> None:
    assert read_trf("192 FIDE_DUTCH_2017").rules is RulesEdition.DUTCH_2017
    assert read_trf("192 FIDE_DUTCH_2026").rules is RulesEdition.DUTCH_2025
    t = read_trf("192 FIDE_BURSTEIN")
    assert (t.system, t.rules, t.extra_records) == (PairingSystem.BURSTEIN, RulesEdition.DUTCH_2025, ())
    t = read_trf("192 FIDE_SOMETHING")
    assert (t.system, t.extra_records) == (PairingSystem.DUTCH, ("192 FIDE_SOMETHING",))


def test_xxr_xxc_and_their_trf26_twins_must_agree() -> None:
    t = read_trf("XXR 7\nXXC rank white1")
    assert (t.number_of_rounds, t.initial_colour) == (7, Colour.WHITE)
    assert t.extra_records == ("XXC rank",)
    error = first_error("142 7\nXXR 8")
    assert ("contradicts" in error.reason, error.line_number, error.line) == (True, 2, "XXR 8")
    error = first_error("152 W\nXXC black1")
    assert ("contradicts" in error.reason, error.line_number, error.line) == (True, 2, "XXC black1")


def test_comments_and_unknown_records_are_kept_in_order() -> None:
    text = "### made by hand\n012 X\n013 Team A                          1    2\nNED    1 national line\n"
    assert read_trf(text).extra_records == (
        "### made by hand",
        "013 Team A                          1    2",
        "NED    1 national line",
    )


# --- point systems ---------------------------------------------------------------------------------


def test_162_sets_groups_and_pab_follows_win() -> None:
    points = read_trf("162  W 3.0    D 1.0    L 0.0").point_system
    assert (points.win_white, points.win_black, points.forfeit_win, points.full_bye) == (3, 3, 3, 3)
    assert (points.draw_white, points.draw_black, points.half_bye) == (1, 1, 1)
    assert points.pairing_bye == 3
    with_p = read_trf("162  W 3.0    P 1.0").point_system
    assert (with_p.win_white, with_p.pairing_bye) == (3, 1)
    absence = read_trf("162  A 0.5").point_system
    assert (absence.zero_bye, absence.forfeit_loss) == (Fraction(1, 2), Fraction(1, 2))


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # the examples of the JaVaFo AUM, XXS section
        (
            "XXS PAB=3 D=1 W=3",
            {"win_white": 3, "win_black": 3, "draw_white": 1, "half_bye": 1, "pairing_bye": 3},
        ),
        ("XXS W=3\nXXS D=1", {"win_white": 3, "full_bye": 3, "draw_black": 1, "pairing_bye": 1}),
        ("XXS PAB=.5", {"pairing_bye": Fraction(1, 2), "win_white": 1}),
        (
            "XXS FL=0 W=3 D=2 PAB=2 WL=1 BL=1 ZPB=1",
            {"loss_white": 1, "loss_black": 1, "zero_bye": 1, "forfeit_loss": 0},
        ),
        ("XXS WW=1 BW=1.5", {"win_white": 1, "win_black": Fraction(3, 2)}),
    ],
)
def test_xxs(lines: str, expected: dict[str, Fraction]) -> None:
    points = read_trf(lines).point_system
    for name, value in expected.items():
        assert getattr(points, name) == value, name


def test_a_bad_point_line_counts_for_nothing_in_collect_mode() -> None:
    t, errors = parse_trf("XXS WW=3 BW=x\n162  W 3.0    D one")
    assert [e.line_number for e in errors] == [1, 2]
    assert t.point_system == PointSystem()


def test_bbp_point_codes() -> None:
    points = read_trf("BBW  3.0\nBBD  1.0\nBBL  0.5\nBBZ  0.2\nBBF  0.1").point_system
    assert (points.win_white, points.forfeit_win, points.pairing_bye) == (3, 3, 3)
    assert (points.draw_black, points.half_bye) == (1, 1)
    assert (points.loss_white, points.zero_bye, points.forfeit_loss) == (
        Fraction(1, 2),
        Fraction(1, 5),
        Fraction(1, 10),
    )
    assert read_trf("BBU  2.0\nBBW  3.0").point_system.pairing_bye == 2


# --- byes, absences, accelerations, forbidden pairs ------------------------------------------------------


def test_240_bye_for_the_round_to_pair_extends_the_cells() -> None:
    text = "\n".join(
        [
            player_line(1, "A", "   2 w 1"),
            player_line(2, "B", "   1 b 0"),
            player_line(3, "C", "0000 - U"),
            "240 H 002    1    3",
            "240 F 001    3",  # same as the cell? no: the cell says U
        ]
    )
    _, errors = parse_trf(text)
    assert [e.line_number for e in errors] == [5]
    t = read_trf("\n".join(text.split("\n")[:4]))
    assert t.player(PairingNumber(1)).rounds == (game(2, "w", "1"), bye("H"))
    assert t.player(PairingNumber(3)).rounds == (bye("U"), bye("H"))
    assert t.player(PairingNumber(2)).rounds == (game(1, "b", "0"),)


def test_240_fills_a_blank_cell() -> None:
    text = player_line(1, "A", "        ", "   2 w 1") + "\n" + player_line(2, "B", "0000 - U", "   1 b 0")
    t = read_trf(text + "\n240 H 001    1")
    assert t.player(PairingNumber(1)).rounds == (bye("H"), game(2, "w", "1"))
    assert "does not say this bye" in first_error(text + "\n240 H 001    2").reason


def test_240_consistent_with_cells_and_far_future_kept() -> None:
    text = player_line(1, "A", "0000 - F") + "\n240 F 001    1\n240 Z 005    1"
    t = read_trf(text)
    assert t.player(PairingNumber(1)).rounds == (bye("F"),)
    assert t.extra_records == ("240 Z 005    1",)


def test_xxz_absent_players() -> None:
    text = "\n".join(player_line(n) for n in (1, 2, 3)) + "\nXXZ 1 3\nXXZ 2"
    assert read_trf(text).absent_next_round == {1, 2, 3}
    assert "no player 9" in first_error(player_line(1) + "\nXXZ 9").reason


def test_250_and_xxa_read_to_the_same_accelerations() -> None:
    from_250 = read_trf("250       1.0 001 002    1    2\n250       0.5 003 003    1    2")
    from_xxa = read_trf("XXA    1  1.0  1.0  0.5\nXXA    2  1.0  1.0  0.5")
    expected = (
        Acceleration(Fraction(1), 1, 2, PairingNumber(1), PairingNumber(2)),
        Acceleration(Fraction(1, 2), 3, 3, PairingNumber(1), PairingNumber(2)),
    )
    assert from_250.accelerations == expected
    assert from_xxa.accelerations == expected


def test_250_match_points_and_xxa_blank_cells() -> None:
    t = read_trf("250 02.0 01.0 001 003 0001 0090")
    assert t.accelerations == (
        Acceleration(Fraction(1), 1, 3, PairingNumber(1), PairingNumber(90), Fraction(2)),
    )
    t = read_trf("XXA    5       1.0")
    assert t.accelerations == (Acceleration(Fraction(1), 2, 2, PairingNumber(5), PairingNumber(5)),)


def test_260_and_xxp_forbidden_pairs() -> None:
    t = read_trf("260 001 002  125  180  184\nXXP 13 68")
    assert t.forbidden_pairs == (
        ForbiddenPairs((PairingNumber(125), PairingNumber(180), PairingNumber(184)), 1, 2),
        ForbiddenPairs((PairingNumber(13), PairingNumber(68))),
    )


# --- refusals, each with line number, line and reason -------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (player_line(1).replace("001    1", "001    x"), "starting rank"),
        (player_line(1, rating="2k00"), "rating"),
        (player_line(1, points="1,5"), "points"),
        (player_line(1, rank="1st"), "rank"),
        (player_line(1, fide_id="12a45"), "FIDE number"),
        (player_line(1, birth="19xx/01/01"), "birth date"),
        (player_line(1, sex="x"), "sex"),
        ("001    1      " + "N" * 36 + " 2000", "column 48"),  # name spilling into the rating
        (player_line(1, "A", "  2 w 1 "), "out of place"),
        (player_line(1, "A", "0000 - 1"), "needs an opponent"),
        (player_line(1, "A", "0000 - 1"), "needs an opponent"),
        (player_line(1, "A", "0000 - W"), "needs an opponent"),
        (player_line(1, "A", "0000 w U"), "without an opponent"),
        (player_line(1, "A", "   2 w U"), "cannot have an opponent"),
        (player_line(1, "A", "   2 - 1"), "needs the colour"),
        (player_line(1, "A", "   1 w 1"), "against himself"),
        (player_line(1, "A", "   2 x 1"), "colour"),
        (player_line(1, "A", "   2 w ?"), "unknown result"),
        ("142 seven", "number"),
        ("152 X", "initial colour"),
        ("162  Q 1.0", "unknown result code"),
        ("XXS WW=one", "XXS WW"),
        ("XXS XY=1", "unknown code"),
        ("240 Q 001    1", "type of bye"),
        ("250 1.0 x 2 1 2", "250"),
        ("260 002 001    1    2", "first round"),
        ("XXP 5", "at least two"),
        ("132" + " " * 88 + "25/07/0a", "date"),
    ],
)
def test_bad_line_is_refused_with_its_number(line: str, reason: str) -> None:
    text = "012 Test\n" + line
    error = first_error(text)
    assert error.line_number == 2
    assert error.line == line
    assert reason in error.reason
    assert "line 2" in str(error)


@pytest.mark.parametrize(
    ("cells_1", "cells_2", "reason"),
    [
        ("   3 w 1", "0000 - U", "not a player"),
        ("   2 w 1", "0000 - U", "does not point back"),
        ("   2 w 1", "   1 w 0", "colours"),
        ("   2 b =", "   1 b =", "colours"),
        ("   2 w 1", "   1 b 1", "do not match"),
        ("   2 w =", "   1 b 0", "do not match"),
        ("   2 w +", "   1 b +", "do not match"),
        ("   2 w W", "   1 b 0", "do not match"),
        ("   2 w D", "   1 b =", "do not match"),
        ("   2 w  ", "   1 b 1", "do not match"),
    ],
)
def test_game_claimed_inconsistently_by_its_two_players(cells_1: str, cells_2: str, reason: str) -> None:
    text = player_line(1, "A", cells_1) + "\n" + player_line(2, "B", cells_2)
    error = first_error(text)
    assert reason in error.reason
    assert error.line_number in (1, 2)


@pytest.mark.parametrize(
    ("cells_1", "cells_2"),
    [
        ("   2 w 1", "   1 b 0"),
        ("   2 b =", "   1 w ="),
        ("   2 w +", "   1 b -"),
        ("   2 w -", "   1 b -"),  # double forfeit
        ("   2 w W", "   1 b L"),
        ("   2 w D", "   1 b D"),
        ("   2 w  ", "   1 b  "),
        ("   2 - +", "   1 - -"),  # forfeit written without the scheduled colour
    ],
)
def test_consistent_games_are_accepted(cells_1: str, cells_2: str) -> None:
    read_trf(player_line(1, "A", cells_1) + "\n" + player_line(2, "B", cells_2))


def test_more_rounds_recorded_than_the_tournament_has() -> None:
    text = "XXR 1\n" + player_line(1, "A", "   2 w 1", "0000 - H") + "\n" + player_line(2, "B", "   1 b 0")
    error = first_error(text)
    assert error.line_number == 2 and "142/XXR say 1 rounds" in error.reason


def test_duplicate_starting_rank() -> None:
    error = first_error(player_line(1, "A") + "\n" + player_line(2, "B") + "\n" + player_line(1, "C"))
    assert (error.line_number, "already used on line 1" in error.reason) == (3, True)


def test_collect_mode_reports_every_error_in_line_order_and_keeps_the_rest() -> None:
    text = "\n".join(
        [
            "012 Broken",
            player_line(1, "A", "   2 w 1", "   3 b 1"),
            player_line(2, "B", "   1 b 0", "0000 - 1"),  # played result without an opponent
            player_line(3, "C", "0000 - U", "   1 w 1"),  # 1 vs 1
            "142 x",
        ]
    )
    t, errors = parse_trf(text)
    assert [e.line_number for e in errors] == [3, 4, 5]
    assert t is not None
    assert [p.number for p in t.players] == [1, 3]  # player 2's line is left out ...
    assert t.name == "Broken"
    with pytest.raises(TrfError):
        parse_trf(text, strict=True)


def test_hand_made_trf26_file_with_every_record() -> None:
    t = read_trf_file(TRF_DATA / "trf26_all_records.trf")
    assert (t.name, t.city, t.number_of_rounds, t.initial_colour) == (
        "Kitchen Sink Open 2025",
        "Vlissingen",
        5,
        Colour.WHITE,
    )
    assert t.deputy_arbiters == ("FA de Vries, Anna",)
    assert t.round_dates == ("25/08/02", "25/08/03", "25/08/04", "25/08/05")
    three = Fraction(3)
    assert t.point_system == PointSystem(
        win_white=three,
        win_black=three,
        forfeit_win=three,
        full_bye=three,
        pairing_bye=three,
        draw_white=Fraction(1),
        draw_black=Fraction(1),
        half_bye=Fraction(1),
    )
    assert [p.score(t.point_system) for p in t.players] == [p.points for p in t.players]
    assert t.player(PairingNumber(2)).sex is Sex.FEMALE and t.player(PairingNumber(2)).title == "WFM"
    assert t.player(PairingNumber(5)).rounds == (game(2, "w", "0"), bye("U"), game(3, "w", "D"))
    assert t.player(PairingNumber(6)).rounds[3] == bye("H")  # 240 H 004 and the cell agree
    assert t.accelerations == (Acceleration(Fraction(1), 1, 2, PairingNumber(1), PairingNumber(3)),)
    assert t.forbidden_pairs == (
        ForbiddenPairs((PairingNumber(2), PairingNumber(4)), 1, 5),
        ForbiddenPairs((PairingNumber(1), PairingNumber(6))),
    )
    assert t.absent_next_round == {5}
    assert t.extra_records == (
        "### Hand-made TRF26 file with every record the reader reads (rounds 1-3 played, round 4 to pair)",
        "172 NED FIDON",
        "182 Arbiter Desk",
    )
    assert t.time_control_code == "5400+30"
