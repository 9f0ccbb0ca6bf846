"""The check before a TRF goes to FIDE (``engine.submission``), the encoded time control (222),
and the arbiters' 102/112 text."""

from __future__ import annotations

import doctest
from dataclasses import replace

import pytest

import engine.officials
import engine.submission
import engine.time_control
from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex, Tournament
from engine.officials import Official
from engine.rating import RatingType
from engine.submission import FixKind, Severity, SubmissionSettings, check_submission
from engine.time_control import TimeControlError, parse_time_control, rating_type_of
from engine.trf import read_trf, write_trf

N = PairingNumber


def entry(opponent: int, colour: Colour, result: ResultCode) -> RoundEntry:
    return RoundEntry(N(opponent), colour, result)


def complete() -> Tournament:
    """Two rounds, four players, every field FIDE needs."""
    W, B = Colour.WHITE, Colour.BLACK
    win, loss, draw = ResultCode.WIN, ResultCode.LOSS, ResultCode.DRAW
    players = (
        Player(N(1), "Alpha, A", 2300, "FM", "FRA", "100", Sex.MALE, "1990/01/01",
               rounds=(entry(3, W, win), entry(2, B, draw))),
        Player(N(2), "Beta, B", 2200, "", "GER", "200", Sex.FEMALE, "2001",
               rounds=(entry(4, B, win), entry(1, W, draw))),
        Player(N(3), "Gamma, C", 2100, "", "ESP", "300", Sex.MALE, "",
               rounds=(entry(1, B, loss), entry(4, W, win))),
        Player(N(4), "Delta, D", 0, "", "FRA", "400", Sex.FEMALE, "",
               rounds=(entry(2, W, loss), entry(3, B, loss))),
    )  # fmt: skip
    return Tournament(
        name="Spring Open",
        city="Lyon",
        federation="FRA",
        start_date="2026/03/01",
        end_date="2026/03/02",
        chief_arbiter="IA Martin, Paul (20600000)",
        deputy_arbiters=("FA Durand, Anne (20600001)",),
        time_control="90' + 30\"",
        time_control_code="5400+30",
        round_dates=("26/03/01", "26/03/02"),
        number_of_rounds=2,
        players=players,
    )


def test_docstring_examples() -> None:
    for module in (engine.submission, engine.time_control, engine.officials):
        failures, tried = doctest.testmod(module)
        assert tried > 0 and failures == 0


def test_a_complete_event_has_nothing_to_fix() -> None:
    assert check_submission(complete()) == []


def test_every_missing_event_field_is_named_with_its_fix() -> None:
    t = replace(complete(), city="", federation="France", chief_arbiter="Martin, Paul", time_control_code="")
    found = {(i.fix.kind, i.fix.field, i.severity) for i in check_submission(t)}
    assert found == {
        (FixKind.EVENT, "city", Severity.ERROR),
        (FixKind.EVENT, "federation", Severity.ERROR),
        (FixKind.EVENT, "chief_arbiter", Severity.ERROR),
        (FixKind.EVENT, "time_control_code", Severity.ERROR),
    }


def test_dates_missing_or_out_of_order() -> None:
    t = replace(complete(), round_dates=("26/03/02", "26/03/01"))
    messages = [str(i) for i in check_submission(t)]
    assert messages == ["error: round 2 (2026-03-01) is dated before round 1 (2026-03-02)"]
    t = replace(complete(), round_dates=("26/03/01",), end_date="2026/02/28")
    found = [(i.fix.kind, i.fix.round, i.fix.field) for i in check_submission(t)]
    assert (FixKind.EVENT, None, "end_date") in found  # ends before it starts
    assert (FixKind.ROUND_DATE, 1, "") in found  # round 1 after the end
    assert (FixKind.ROUND_DATE, 2, "") in found  # round 2 has no date


def test_players_without_fide_id_and_missing_results() -> None:
    t = complete()
    players = list(t.players)
    players[3] = replace(players[3], fide_id="", sex=Sex.UNKNOWN)
    players[2] = replace(
        players[2], rounds=(players[2].rounds[0], entry(4, Colour.WHITE, ResultCode.PENDING))
    )
    players[3] = replace(
        players[3], rounds=(players[3].rounds[0], entry(3, Colour.BLACK, ResultCode.PENDING))
    )
    issues = check_submission(replace(t, players=tuple(players)))
    found = [(i.severity, i.fix.kind, i.fix.field, i.fix.player, i.fix.round) for i in issues]
    assert found == [
        (Severity.ERROR, FixKind.PLAYER, "fide_id", N(4), None),
        (Severity.WARNING, FixKind.PLAYER, "sex", N(4), None),
        (Severity.ERROR, FixKind.RESULT, "", N(3), 2),  # the game once, not twice
    ]
    # an event not rated by FIDE does not need FIDE IDs
    unrated_event = SubmissionSettings(fide_rated=False)
    assert all(
        i.fix.field != "fide_id" for i in check_submission(replace(t, players=tuple(players)), unrated_event)
    )


def test_time_control_must_match_the_rating_type() -> None:
    issues = check_submission(complete(), SubmissionSettings(rating_type=RatingType.RAPID))
    assert [i.fix.field for i in issues] == ["time_control_code"]
    assert "standard" in issues[0].message and "rapid" in issues[0].message


def test_an_unfinished_event_is_a_warning() -> None:
    t = replace(complete(), number_of_rounds=5)
    assert [(i.severity, i.fix.kind) for i in check_submission(t)] == [(Severity.WARNING, FixKind.ROUNDS)]


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("5400+30", RatingType.STANDARD),  # 90' + 30"
        ("40/6000+30:900+30", RatingType.STANDARD),
        ("3000+10", RatingType.STANDARD),  # 50' + 60 x 10" = 60': not less than 60'
        ("2990+10", RatingType.RAPID),  # 59'50"
        ("1500+10", RatingType.RAPID),  # 25' + 10": 35'
        ("600", RatingType.BLITZ),  # 10' is blitz (B.1: 10 minutes or less)
        ("601", RatingType.RAPID),
        ("180+2", RatingType.BLITZ),  # 3' + 2": 5'
        ("W300-B240", RatingType.BLITZ),
    ],
)
def test_rating_type_of_a_time_control(code: str, kind: RatingType) -> None:
    assert rating_type_of(parse_time_control(code)) is kind


@pytest.mark.parametrize("bad", ["90'+30", "5400+", "0/5400", "900:40/5400", "W300", "abc", ""])
def test_bad_time_control_codes(bad: str) -> None:
    with pytest.raises(TimeControlError):
        parse_time_control(bad)


def test_222_is_read_written_and_kept_when_unreadable() -> None:
    t = complete()
    text = write_trf(t)
    assert "222 5400+30" in text.splitlines()
    assert read_trf(text).time_control_code == "5400+30"
    odd = read_trf(text.replace("222 5400+30", "222 90 minutes"))
    assert odd.time_control_code == "" and "222 90 minutes" in odd.extra_records


def test_officials_round_trip_through_their_trf_text() -> None:
    for official in (
        Official("Martin, Paul", "20600000", "IA"),
        Official("Durand, Anne"),
        Official("X", "123"),
    ):
        assert Official.parse(official.trf_text) == official
