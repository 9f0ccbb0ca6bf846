"""The end-of-event sub-commands of ``arbiter`` (``cli.end_of_event``), headless."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from cli.main import COMMANDS, run
from engine.trf import write_trf_file
from tests.test_db_endevent import four_players


def cli(*argv: str | Path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


def ok(*argv: str | Path) -> str:
    code, out, err = cli(*argv)
    assert (code, err) == (0, ""), (argv, err)
    return out


def refused(*argv: str | Path) -> str:
    code, out, err = cli(*argv)
    assert code == 1, (argv, out)
    assert err.startswith("arbiter: ") and err.count("\n") == 1, err
    return err


@pytest.fixture
def hand(tmp_path: Path, store_url: str) -> str:
    """The hand-worked event of tests/test_db_endevent.py without round dates and chief arbiter's ID, in
    a file and on the tests' server."""
    trf = tmp_path / "hand.trf"
    write_trf_file(
        replace(four_players(), round_dates=(), chief_arbiter="Martin, Paul", time_control_code=""), trf
    )
    path = store_url
    operations.import_trf(trf, path)[0].close()
    return path


@pytest.mark.sqlite_only("no_store")
def test_every_command_is_known() -> None:
    assert {
        "set-event",
        "round-dates",
        "set-k",
        "rating-report",
        "norms",
        "prize-category",
        "prizes",
    } <= COMMANDS
    assert "check-export" in COMMANDS


def test_check_export_lists_what_is_missing_then_nothing(hand: str) -> None:
    code, out, _ = cli("check-export", hand)
    assert code == 3
    assert "error: the chief arbiter 'Martin, Paul' has no FIDE ID (102)" in out
    assert f"fix: arbiter set-event {hand} --chief-arbiter NAME --chief-arbiter-id FIDE_ID" in out
    assert "error: round 2 has no date (132)" in out
    assert "error: the encoded time control is missing (222)" in out
    out = ok(
        "set-event",
        hand,
        "--chief-arbiter-id",
        "20600000",
        "--chief-arbiter-title",
        "IA",
        "--time-control-code",
        "5400+30",
    )
    assert "chief arbiter (102): IA Martin, Paul (20600000)" in out
    proposed = ok("round-dates", hand)
    assert "round  1: 2026-03-01  (proposed: --confirm to store)" in proposed
    confirmed = ok("round-dates", hand, "--confirm")
    assert "proposed" not in confirmed
    assert ok("check-export", hand).endswith("everything the rating officer needs is there\n")
    with operations.open_file(hand) as tf:
        assert "132" + " " * 88 + "26/03/01  26/03/02  26/03/03" in tf.files.export_trf()


def test_set_event_refusals(hand: str) -> None:
    assert "222" in refused("set-event", hand, "--time-control-code", "90 minutes")
    assert "must be digits" in refused("set-event", hand, "--chief-arbiter-id", "A1")
    assert "not one of IA, FA, NA" in refused("set-event", hand, "--deputy", "Doe, Jo;123;XX")
    out = ok("set-event", hand, "--deputy", "Doe, Jo;123;fa", "--deputy", "Roe, Al", "--rating-type", "rapid")
    assert "deputy arbiter (112): FA Doe, Jo (123)" in out and "deputy arbiter (112): Roe, Al" in out
    assert "rating: rapid, FIDE-rated" in out


def test_round_dates_out_of_order_are_refused(hand: str) -> None:
    assert "before round 1" in refused("round-dates", hand, "--set", "2026-03-02,2026-03-01")
    assert "round  2: 2026-03-03" in ok("round-dates", hand, "--set", "2026-03-01,2026-03-03,2026-03-03")


def test_rating_report_and_one_player_game_by_game(hand: str) -> None:
    table = ok("rating-report", hand)
    assert "rating changes after round 3 (B.02)" in table
    lines = {line.split()[0]: line for line in table.splitlines()[2:]}
    assert lines["2"].split()[-1] == "-4.8"  # Beta: K 40 x -.12 (worked in tests/test_db_endevent.py)
    assert "first rating -" in lines["4"]
    beta = ok("rating-report", hand, "--player", "2")
    assert "K = 40: until the end of the year of the 18th birthday" in beta
    assert "   1  Gamma, Gus                       2000   200   200  0.76      ½   -0.26" in beta
    assert "not rated v Delta, Dee: opponent unrated" in beta
    assert "-0.12 x K 40 = -4.8, rounded -5 (8.3.4)" in beta
    assert "unrated: first rating (8.2)" in ok("rating-report", hand, "--player", "4")
    assert "no player has pairing number 9" in refused("rating-report", hand, "--player", "9")


def test_set_k(hand: str) -> None:
    assert "K = 40: K of the FIDE rating list" in ok("set-k", hand, "3", "40")
    assert "+4.4" in ok("rating-report", hand).splitlines()[4]
    assert "K = 20: rating under 2400" in ok("set-k", hand, "3", "auto")
    assert "10, 20 or 40" in refused("set-k", hand, "3", "25")
    assert "not a whole number" in refused("set-k", hand, "3", "x")


def test_norms(hand: str) -> None:
    assert ok("norms", hand).splitlines()[-1] == "0 norm(s) achieved"
    detail = ok("norms", hand, "--player", "1")
    assert "games (1.4.1): 3; needed at least 9: NOT met" in detail
    assert "#1 Alpha, Al: no IM norm" in detail
    assert len(ok("norms", hand, "--all").splitlines()) == 5  # four players and the count


def test_prize_categories_and_prize_list(hand: str) -> None:
    ok("set-event", hand, "--prize-ties", "shared")
    ok("prize-category", hand, "add", "General", "--prizes", "300,200,100:Book")
    out = ok("prize-category", hand, "add", "Women", "--code", "W", "--women", "--prizes", "150.50,Trophy")
    assert out.splitlines() == [
        "1. General [Gene]: all players; prizes 300.00, 200.00, 100.00 Book",
        "2. Women [W]: women; prizes 150.50, Trophy",
    ]
    ok("prize-category", hand, "add", "Spain", "--federation", "esp", "--prizes", "20", "--position", "1")
    assert ok("prize-category", hand, "list").splitlines()[0].startswith("1. Spain [Spai]: federation ESP")
    prizes = ok("prizes", hand)
    assert "Prizes by the final standings; ties shared equally by players on equal points" in prizes
    assert "      1  #1 Alpha, Al: 300.00" in prizes
    # Delta, the only Spanish player, takes the women's 1st (150.50, more than Spain's 20); Beta has
    # General 2nd (200); the Trophy of the women's 2nd place has nobody left
    assert "      1  #4 Delta, Dee: 150.50\n" in prizes
    assert "Spain (federation ESP)\n  no prize given" in prizes
    assert prizes.splitlines()[-1] == "total 750.50"
    ok("prize-category", hand, "remove", "Spain")
    assert "no prize category 'Nope'" in refused("prize-category", hand, "remove", "Nope")
    assert "at most two decimals" in refused("prize-category", hand, "add", "X", "--prizes", "1.005")


@pytest.mark.parametrize("command", ["rating-report", "norms", "prizes"])
def test_a_round_not_played_is_refused_not_reported_empty(hand: str, command: str) -> None:
    """--after-round beyond the rounds recorded, or negative, is refused (the event has 3 rounds)."""
    beyond = refused(command, hand, "--after-round", "9")
    assert "after round 9 asked, but only 3 rounds are recorded" in beyond
    assert "must be 0 or more" in refused(command, hand, "--after-round", "-1")
    assert ok(command, hand, "--after-round", "2")
