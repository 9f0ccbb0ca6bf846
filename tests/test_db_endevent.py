"""The end of the event in the tournament file: K factors, rating report, prize categories and
the prize list, round dates, the check before export, and an export that reads back identically. On a
file and on the tests' PostgreSQL server (``store_url``, issue 30 item 4), but the migration of an old
file (a file's own)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from dataclasses import replace
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest

import operations
from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex, Tournament
from engine.officials import Official
from engine.prizes import CategoryRule, Prize, PrizeCategory, TieRule
from engine.rating import RatingType
from engine.submission import FixKind
from engine.trf import read_trf, write_trf, write_trf_file
from tests.conftest import REPO
from tests.test_db_support import DATA, new_file, settings
from values import GameResult

N = PairingNumber


def _e(opponent: int, colour: str, result: str) -> RoundEntry:
    return RoundEntry(N(opponent), Colour(colour), ResultCode(result))


def four_players() -> Tournament:
    """Three rounds, results chosen so that the rating changes can be worked by hand (see below)."""
    players = (
        Player(N(1), "Alpha, Al", 2300, "", "FRA", "101", Sex.MALE, "1990/01/01",
               rounds=(_e(4, "w", "1"), _e(3, "b", "1"), _e(2, "w", "="))),
        Player(N(2), "Beta, Bea", 2200, "", "GER", "102", Sex.FEMALE, "2010/06/01",
               rounds=(_e(3, "w", "="), _e(4, "b", "1"), _e(1, "b", "="))),
        Player(N(3), "Gamma, Gus", 2000, "", "FRA", "103", Sex.MALE, "1980",
               rounds=(_e(2, "b", "="), _e(1, "w", "0"), _e(4, "w", "1"))),
        Player(N(4), "Delta, Dee", 0, "", "ESP", "104", Sex.FEMALE, "",
               rounds=(_e(1, "b", "0"), _e(2, "w", "0"), _e(3, "b", "0"))),
    )  # fmt: skip
    return Tournament(
        name="Hand-worked Open",
        city="Lyon",
        federation="FRA",
        start_date="2026/03/01",
        end_date="2026/03/03",
        chief_arbiter="IA Martin, Paul (20600000)",
        time_control="90' + 30\"",
        time_control_code="5400+30",
        round_dates=("26/03/01", "26/03/02", "26/03/03"),
        number_of_rounds=3,
        players=players,
    )


@pytest.fixture
def hand_worked(store_url: str, tmp_path: Path) -> operations.TournamentFile:
    """The four players imported into a file, then into a database of the tests' server."""
    trf = tmp_path / "hand.trf"
    write_trf_file(four_players(), trf)
    tf, _ = operations.import_trf(trf, store_url)
    return tf


def test_rating_report_of_the_file_worked_by_hand(hand_worked: operations.TournamentFile) -> None:
    with hand_worked as tf:
        report = tf.endevent.rating_report()
        changes = {c.number: c for c in report.changes}
        # Alpha 2300, K 20: v unrated (not rated); v 2000 win, D 300 "291-302 .85": +.15; v 2200 draw, D 100
        # ".64": -.14. 20 x .01 = 0.2
        assert (changes[N(1)].k, changes[N(1)].change, changes[N(1)].rounded_change) == (
            20,
            Fraction(1, 5),
            0,
        )
        # Beta 2200, born 2010 (16 in 2026): K 40. v 2000 draw, D 200 ".76": -.26; v unrated; v 2300 draw,
        # D -100 ".36": +.14. 40 x -.12 = -4.8 -> -5
        assert (changes[N(2)].k, changes[N(2)].change, changes[N(2)].rounded_change) == (
            40,
            Fraction(-24, 5),
            -5,
        )
        # Gamma 2000, born 1980: K 20. v 2200 draw ".24": +.26; v 2300 loss ".15": -.15; v unrated. 2.2 -> 2
        assert changes[N(3)].rounded_change == 2
        first = report.first_rating_of(N(4))
        assert first is not None and first.result.games == 3 and not first.result.published
        # the K of the FIDE list, once stored, replaces the derived one: 40 x .11 = 4.4
        gamma = tf.players.by_number(3)
        tf.ratings.set_k_factor(gamma.id, 40)
        assert tf.endevent.rating_report().change_of(N(3)).rounded_change == 4  # type: ignore[union-attr]
        assert tf.ratings.k_factor(gamma.id).k == 40
        tf.players.edit(gamma.id, replace(gamma.details, rating=2010))  # editing keeps the stored K
        assert tf.players.get(gamma.id).k_factor == 40
        assert tf.audit_log()[-2].operation == "set_k_factor"


def test_k_factor_refusals(store_url: str) -> None:
    with new_file(store_url) as tf:
        p = tf.players.all()[0]
        with pytest.raises(operations.OperationRefused, match="10, 20 or 40"):
            tf.ratings.set_k_factor(p.id, 25)
        tf.ratings.set_k_factor(p.id, 20)
        tf.ratings.set_k_factor(p.id, None)
        assert tf.players.get(p.id).k_factor is None
        assert tf.ratings.k_factor(p.id).k == 10  # Adams 2410


def test_prize_categories_are_stored_with_players_by_id(store_url: str) -> None:
    with new_file(store_url) as tf:
        women = PrizeCategory("Women", CategoryRule(sex=Sex.FEMALE), (Prize(10000, "Cup"), Prize(5000)), "W")
        listed = PrizeCategory("Guests", CategoryRule(players=frozenset({N(2), N(5)})), (Prize(2000),))
        tf.endevent.set_prize_categories([women, listed])
        got = [r.category for r in tf.endevent.prize_categories()]
        assert got == [women, listed]
        with pytest.raises(operations.OperationRefused, match="same name"):
            tf.endevent.set_prize_categories([women, women])
        with pytest.raises(operations.OperationRefused, match="admits nobody"):
            tf.endevent.set_prize_categories(
                [PrizeCategory("Odd", CategoryRule(born_from=2010, born_to=2000))]
            )
        with pytest.raises(operations.OperationRefused, match="pairing number 99"):
            tf.endevent.set_prize_categories([PrizeCategory("X", CategoryRule(players=frozenset({N(99)})))])
        assert [r.category for r in tf.endevent.prize_categories()] == [women, listed]
        # a player inserted above moves the listed players' numbers: the list follows the players
        from values import PlayerDetails

        tf.players.add(PlayerDetails("Top, Tim", 2700))
        listed_now = tf.endevent.prize_categories()[1].category.rule.players
        assert listed_now == frozenset({N(3), N(6)})


def test_prize_list_of_a_finished_event(hand_worked: operations.TournamentFile) -> None:
    with hand_worked as tf:
        ev = tf.event.settings()
        tf.event.update(replace(ev, prize_ties=TieRule.SHARED))
        general = PrizeCategory("General", prizes=(Prize(30000), Prize(20000), Prize(10000)))
        women = PrizeCategory("Women", CategoryRule(sex=Sex.FEMALE), (Prize(15000),), "W")
        tf.endevent.set_prize_categories([general, women])
        prizes = tf.endevent.prize_list()
        assert prizes.final and prizes.after_round == 3
        # Alpha 2.5, Beta 2, Gamma 1.5, Delta 0: General 300/200/100; Women 150 to Delta (Beta has 200)
        got = {int(a.number): (a.category, a.amount) for a in prizes.awards}
        assert got == {1: (0, 30000), 2: (0, 20000), 3: (0, 10000), 4: (1, 15000)}


def test_round_dates_paired_rounds_and_schedule(store_url: str) -> None:
    with new_file(store_url) as tf:
        tf.event.update(replace(tf.event.settings(), round_dates=()))
        # nothing planned: spread over 1-5 March, one round a day
        assert tf.event.round_dates() == tuple(date(2026, 3, d) for d in range(1, 6))
        tf.rounds.pair_next(round_date=date(2026, 3, 1))
        dates = (date(2026, 3, 1), date(2026, 3, 2), date(2026, 3, 2), None, date(2026, 3, 5))
        tf.event.set_round_dates(dates)
        assert tf.rounds.get(1).date == date(2026, 3, 1)
        assert tf.event.settings().round_dates[:3] == dates[:3]
        assert tf.event.round_dates()[3] == date(2026, 3, 4)  # no date: spread again
        with pytest.raises(operations.OperationRefused, match="before round 2"):
            tf.event.set_round_dates((date(2026, 3, 2), date(2026, 3, 3), date(2026, 3, 2)))
        with pytest.raises(operations.OperationRefused, match="after the end"):
            tf.event.set_round_dates((date(2026, 3, 9),))
        assert tf.audit_log()[-1].operation == "set_round_dates"


def test_round_dates_read_no_rounds_engine_input(store_url: str) -> None:
    """The dates of the rounds are read and set from two columns of the rounds: a round paired here
    keeps the exact TRF given to the engine, some 2 MB at 9,999 players (issue 32 item 4)."""
    from sqlalchemy import event

    statements: list[str] = []
    with new_file(store_url) as tf:
        tf.rounds.pair_next()
        assert tf.rounds.stored_input(1)

        def seen(conn: object, cursor: object, statement: str, *args: object) -> None:
            statements.append(statement)

        event.listen(tf._engine, "before_cursor_execute", seen)
        dates = tf.event.set_round_dates((date(2026, 3, 2),))
        assert tf.event.round_dates() == dates
        event.remove(tf._engine, "before_cursor_execute", seen)
        assert dates[0] == date(2026, 3, 2) and tf.rounds.get(1).date == date(2026, 3, 2)
    assert any("FROM rounds" in s for s in statements)
    assert not any("pairing_input" in s for s in statements)


def test_check_before_export_and_fixing_it(hand_worked: operations.TournamentFile, tmp_path: Path) -> None:
    with hand_worked as tf:
        assert tf.endevent.submission_issues() == []
        ev = tf.event.settings()
        tf.event.update(replace(ev, chief_arbiter="Martin, Paul", rating_type=RatingType.RAPID))
        found = {(i.fix.kind, i.fix.field) for i in tf.endevent.submission_issues()}
        assert found == {(FixKind.EVENT, "chief_arbiter"), (FixKind.EVENT, "time_control_code")}
        chief = Official("Martin, Paul", "20600000", "IA").trf_text
        rapid = replace(ev, chief_arbiter=chief, time_control_code="1500+10", rating_type=RatingType.RAPID)
        tf.event.update(rapid)
        assert tf.endevent.submission_issues() == []
        with pytest.raises(operations.OperationRefused, match="222"):
            tf.event.update(replace(ev, time_control_code="90 minutes"))


def test_export_of_the_hand_worked_event_reads_back_identically(
    hand_worked: operations.TournamentFile,
) -> None:
    with hand_worked as tf:
        text = tf.files.export_trf()
    assert write_trf(read_trf(text), "TRF26", "\r\n") == text
    lines = text.split("\r\n")
    assert "222 5400+30" in lines
    assert any(line.startswith("132 ") and "26/03/01  26/03/02  26/03/03" in line for line in lines)
    assert "102 IA Martin, Paul (20600000)" in lines
    assert [line[85:89].strip() for line in lines if line.startswith("001")] == ["1", "2", "3", "4"]


RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW)


def test_an_event_paired_here_exports_a_trf_the_checker_accepts(store_url: str, tmp_path: Path) -> None:
    with new_file(store_url, players=8, rounds=5) as tf:
        for r in range(1, 6):
            info = tf.rounds.pair_next()
            for i, b in enumerate(info.boards):
                tf.results.set(r, b.board, RESULTS[(i + r) % len(RESULTS)])
        out = tf.files.export_trf_file(tmp_path / "rating.trf")
        text = tf.files.export_trf()
    assert write_trf(read_trf(text), "TRF26", "\r\n") == text
    assert out.read_bytes() == text.encode("utf-8")
    checked = subprocess.run(
        [sys.executable, "-m", "engine", "--dutch", str(out), "-c"], cwd=REPO, capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.sqlite_only("file")
def test_v1_file_migrates_to_the_same_tables_as_a_new_file(tmp_path: Path) -> None:
    old = tmp_path / "old.arbiter"
    old.write_bytes((DATA / "schema_v1.arbiter").read_bytes())
    with operations.open_file(old) as tf:
        ev = tf.event.settings()
        assert (ev.rating_type, ev.fide_rated, ev.time_control_code, ev.prize_ties) == (
            RatingType.STANDARD,
            True,
            "",
            TieRule.TIEBREAK,
        )
        assert tf.endevent.prize_categories() == ()
        assert all(p.k_factor is None for p in tf.players.all())
    operations.create(tmp_path / "new.arbiter", settings()).close()

    def columns(path: Path) -> dict[str, list[str]]:
        con = sqlite3.connect(path)
        try:
            tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            return {t: sorted(r[1] for r in con.execute(f"PRAGMA table_info({t})")) for t in sorted(tables)}
        finally:
            con.close()

    assert columns(old) == columns(tmp_path / "new.arbiter")


def test_a_game_result_is_missing(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=1) as tf:
        tf.rounds.pair_next()
        tf.results.set(1, 1, GameResult.DRAW)
        issues = [i for i in tf.endevent.submission_issues() if i.fix.kind is FixKind.RESULT]
        assert [(i.fix.round, "no result" in i.message) for i in issues] == [(1, True)]


def test_import_takes_the_time_control_and_its_rating_type(store_url: str, tmp_path: Path) -> None:
    trf = tmp_path / "rapid.trf"
    write_trf_file(replace(four_players(), time_control_code="900+10"), trf)
    tf, _ = operations.import_trf(trf, store_url)
    with tf:
        ev = tf.event.settings()
        assert (ev.time_control_code, ev.rating_type) == ("900+10", RatingType.RAPID)
