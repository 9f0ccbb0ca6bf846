"""What real programs write in a TRF (issue 26, items 1-4 and 7): cells of programs older than TRF16,
one-letter titles, no number of rounds, dates in the forms of Swiss-Manager, Vega, Swiss-Chess and
lichess, Swiss-Manager's ``062 N (M)``, an empty ``112``; and the edition chosen from the start date.

The files here are written line by line in those forms (the collection of real files themselves is
``tests/test_real_trf.py``)."""

from __future__ import annotations

from datetime import date

import pytest

from engine.edition_policy import EditionBasis, choose_edition, edition_in_force
from engine.errors import TrfError
from engine.model import NOT_PAIRED, Colour, PairingNumber, ResultCode, RoundEntry, RulesEdition
from engine.titles import fide_title
from engine.trf import read_trf, read_trf_checked
from engine.trf.dates import read_date, read_dates
from tests.test_trf_reader import player_line

PAB = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)


def three_players(*extra: str, cells: tuple[str, str, str] = ("0000 - +", "   3 w 1", "   2 b 0")) -> str:
    """Three players, one round: the first had the bye, written as older programs write it."""
    return "\n".join(
        [
            "012 Legacy",
            *extra,
            player_line(1, "Alpha", cells[0], points="1.0"),
            player_line(2, "Beta", cells[1], points="1.0"),
            player_line(3, "Gamma", cells[2], points="0.0"),
        ]
    )


# --- item 1: cells of programs before TRF16, files without XXR/142 -----------------------------------


def test_a_win_without_opponent_is_the_pairing_allocated_bye() -> None:
    """``0000 - +`` (TRF06 had no U): the PAB, as bbpPairings reads it; the reading is said, on its line."""
    checked = read_trf_checked(three_players("XXR 5"))
    assert checked.tournament.player(PairingNumber(1)).rounds == (PAB,)
    [note] = checked.warnings
    assert note.line_number == 3 and "0000 - +" in str(note) and "(U)" in str(note)


def test_a_loss_or_a_draw_without_opponent_is_a_round_not_paired_or_a_half_point_bye() -> None:
    t = read_trf(
        "\n".join(
            [
                "012 Legacy",
                player_line(1, "Alpha", "0000 - -", "       =", points="0.5"),
                player_line(2, "Beta", "       -", points="0.0"),
            ]
        )
    )
    assert t.player(PairingNumber(1)).rounds == (
        NOT_PAIRED,
        RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
    )
    assert t.player(PairingNumber(2)).rounds == (NOT_PAIRED,)


def test_two_wins_without_opponent_in_one_round_are_refused_then_read_leniently() -> None:
    text = three_players("XXR 5", cells=("0000 - +", "0000 - +", "0000 - -"))
    with pytest.raises(TrfError, match="players 1 and 2 both have a win without opponent") as refused:
        read_trf_checked(text)
    assert refused.value.line_number == 4
    checked = read_trf_checked(text, lenient=True)
    assert checked.tournament.player(PairingNumber(2)).rounds == (
        RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE),
    )
    assert any("full-point bye" in str(w) and w.line_number == 4 for w in checked.warnings)


def test_a_file_without_the_number_of_rounds_is_refused_to_pair_and_inferred_to_import() -> None:
    text = three_players()
    with pytest.raises(TrfError, match="number of rounds is not given"):
        read_trf_checked(text)
    checked = read_trf_checked(text, infer_rounds=True)
    assert checked.rounds_inferred and checked.tournament.number_of_rounds == 1
    assert any("1, the rounds on the player lines" in str(w) for w in checked.warnings)


def test_a_stated_number_of_rounds_is_not_inferred() -> None:
    checked = read_trf_checked(three_players("XXR 5"), infer_rounds=True)
    assert not checked.rounds_inferred and checked.tournament.number_of_rounds == 5


# --- item 2: one-letter titles ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "title"),
    [("g", "GM"), ("m", "IM"), ("f", "FM"), ("c", "CM"), ("wg", "WGM"), ("wm", "WIM"), ("wf", "WFM")]
    + [("wc", "WCM"), ("gm", "GM"), ("GM", "GM"), ("", "")],
)
def test_titles_are_read_as_fide_abbreviates_them(written: str, title: str) -> None:
    t = read_trf("012 T\n" + player_line(1, "Alpha", title=written))
    assert t.player(PairingNumber(1)).title == title == fide_title(written)


def test_the_library_reads_titles_with_the_same_function() -> None:
    from player_library.convert import title

    assert [title(c) for c in ("g", "wm", "wc", "im")] == ["GM", "WIM", "WCM", "IM"]


# --- item 3: the edition policy ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("start", "edition"),
    [
        (date(2005, 7, 28), RulesEdition.DUTCH_2013),
        (date(2013, 7, 1), RulesEdition.DUTCH_2013),
        (date(2017, 6, 30), RulesEdition.DUTCH_2013),
        (date(2017, 7, 1), RulesEdition.DUTCH_2017),
        (date(2026, 1, 31), RulesEdition.DUTCH_2017),
        (date(2026, 2, 1), RulesEdition.DUTCH_2025),
    ],
)
def test_the_edition_in_force_on_the_start_date(start: date, edition: RulesEdition) -> None:
    """docs/editions.md: 2013 text before 1 July 2017, 2017 text until 31 January 2026, then 2025."""
    assert edition_in_force(start) is edition


def test_record_192_wins_over_the_start_date_and_nothing_at_all_gives_the_text_in_force() -> None:
    assert choose_edition(RulesEdition.DUTCH_2025, date(2015, 9, 24)).basis is EditionBasis.RECORD_192
    assert choose_edition(None, None).edition is RulesEdition.DUTCH_2025


def test_a_trf_without_192_is_paired_under_the_edition_of_its_start_date_and_says_so() -> None:
    checked = read_trf_checked(three_players("042 2015/09/24", "XXR 5"))
    assert checked.tournament.rules is RulesEdition.DUTCH_2013
    assert checked.edition.basis is EditionBasis.START_DATE
    [note] = [w for w in checked.warnings if "start date" in str(w)]
    assert note.line_number == 2
    assert "edition chosen from the start date 2015/09/24: FIDE_DUTCH_2013" in str(note)


def test_a_trf_with_192_keeps_it_whatever_its_start_date() -> None:
    checked = read_trf_checked(three_players("042 2015/09/24", "XXR 5", "192 FIDE_DUTCH_2025"))
    assert checked.tournament.rules is RulesEdition.DUTCH_2025
    assert not any("start date" in str(w) for w in checked.warnings)


# --- item 4: dates -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("2019/09/24", date(2019, 9, 24)),
        ("2019-09-24", date(2019, 9, 24)),
        ("2019/9/4", date(2019, 9, 4)),
        ("24/09/2010", date(2010, 9, 24)),
        ("24.09.2010", date(2010, 9, 24)),
        ("24-09-2010", date(2010, 9, 24)),
        ("28. 07. 2005", date(2005, 7, 28)),
        ("1969.12.06", date(1969, 12, 6)),
        ("May 29, 2020", date(2020, 5, 29)),
        ("29 May 2020", date(2020, 5, 29)),
    ],
)
def test_the_date_forms_of_real_programs_are_read_without_a_doubt(written: str, read: date) -> None:
    reading = read_date(written)
    assert (reading.value, reading.warning) == (read, None)


def test_an_ambiguous_date_is_read_day_first_with_a_warning_naming_the_other_reading() -> None:
    reading = read_date("02/10/2010")
    assert reading.value == date(2010, 10, 2)
    assert reading.warning is not None and "2010/02/10 (month/day/year)" in reading.warning


def test_a_date_of_the_same_file_settles_the_order_of_the_other() -> None:
    """The Gros 2010 file: 24/09/2010 can only be day first, so 02/10/2010 is 2 October."""
    readings, notes = read_dates(["24/09/2010", "02/10/2010"])
    assert [r.value for r in readings] == [date(2010, 9, 24), date(2010, 10, 2)]
    assert notes == [] and all(r.warning is None for r in readings)


def test_round_dates_in_an_order_of_their_own_are_read_and_reported_once() -> None:
    """Swiss Perfect's 132 ``11.25.02``: year, day, month."""
    readings, notes = read_dates(["11.25.02", "11.26.02"], standard=("y", "m", "d"))
    assert [r.value for r in readings] == [date(2011, 2, 25), date(2011, 2, 26)]
    assert len(notes) == 1 and "year/day/month" in notes[0]


def test_132_in_its_own_form_raises_no_doubt() -> None:
    readings, notes = read_dates(["11/07/02", "11/07/03"], standard=("y", "m", "d"))
    assert [r.value for r in readings] == [date(2011, 7, 2), date(2011, 7, 3)] and notes == []


def test_an_unreadable_date_is_a_warning_on_its_line_never_silent() -> None:
    checked = read_trf_checked(three_players("042 sometime", "XXR 5"))
    assert checked.start_date is None
    [note] = [w for w in checked.warnings if "sometime" in str(w)]
    assert note.line_number == 2 and "is not a date this program can read" in str(note)


def test_the_dates_of_the_file_are_read_once_for_the_import() -> None:
    round_dates = "132" + " " * 88 + "11.25.02  11.26.02"
    checked = read_trf_checked(three_players("042 25.02.2011", "052 26.02.2011", round_dates, "XXR 2"))
    assert (checked.start_date, checked.end_date) == (date(2011, 2, 25), date(2011, 2, 26))
    assert checked.round_dates == (date(2011, 2, 25), date(2011, 2, 26))
    assert [w.line_number for w in checked.warnings if "year/day/month" in str(w)] == [4]


# --- item 7 and the tournament section -------------------------------------------------------------


def test_an_empty_112_names_no_deputy_arbiter() -> None:
    t = read_trf(three_players("112", "112 ", "112 Rory Delaney"))
    assert t.deputy_arbiters == ("Rory Delaney",)


def test_swiss_manager_player_counts_with_the_players_who_played_are_read() -> None:
    """``062 129 (88)``: the counts are computed again on export; the file is not refused for them."""
    assert len(read_trf(three_players("062 3 (3)", "072 3 ( 2 )")).players) == 3
    with pytest.raises(TrfError, match="062"):
        read_trf(three_players("062 three"))


def test_without_152_the_initial_colour_is_the_top_players_colour_in_round_one() -> None:
    """TRF26 152 is "mandatory only if it differs from the colour of the highest ranked participant who
    was paired in the first round": a file without it (nor XXC) implies that colour."""
    text = three_players("XXR 5", cells=("0000 - +", "   3 b 1", "   2 w 0"))
    assert read_trf(text).initial_colour is None
    assert read_trf_checked(text).tournament.initial_colour is Colour.BLACK
    assert (
        read_trf_checked(
            three_players("XXR 5", "152 W", cells=("0000 - +", "   3 b 1", "   2 w 0"))
        ).tournament.initial_colour
        is Colour.WHITE
    )


@pytest.mark.parametrize("edition", list(RulesEdition))
def test_a_forfeit_without_colours_is_no_game_for_the_colour_history(edition: RulesEdition) -> None:
    """Item 6: only played games count for colours (C.04.1; TRF16 writes the scheduled colour of a
    forfeit, or none): the next round is paired the same whether the forfeit has colours or not."""
    from dataclasses import replace

    from engine.dutch import pair_round

    def event(white: str, black: str) -> str:
        return "\n".join(
            [
                "012 Colours",
                "XXR 3",
                "XXC white1",
                player_line(1, "Alpha", f"   3 {white} +", "   2 w 1", points="2.0"),
                player_line(2, "Beta", "   4 b 0", "   1 b 0", points="0.0"),
                player_line(3, "Gamma", f"   1 {black} -", "   4 w 1", points="1.0"),
                player_line(4, "Delta", "   2 w 1", "   3 b 0", points="1.0"),
            ]
        )

    without = replace(read_trf_checked(event("-", "-")).tournament, rules=edition)
    scheduled = replace(read_trf_checked(event("w", "b")).tournament, rules=edition)
    assert without.player(PairingNumber(1)).entry(1).colour is Colour.NONE
    assert pair_round(without, 3) == pair_round(scheduled, 3)
