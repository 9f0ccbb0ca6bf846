"""A round robin in the tournament file: the system stored (schema 2), the rounds following the players,
the drawing of lots, every round paired by the Berger table, withdrawals, refusals, TRF out and in."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

import operations
from engine.model import PairingNumber, RoundRobin
from engine.roundrobin import draw_lots, schedule
from engine.trf import read_trf
from tests.test_db_support import DATA, ROSTER, settings, snapshot
from values import EventSettings, GameResult, PlayerId

DOUBLE = RoundRobin(2, True)


def rr_file(
    where: Path | str, players: int = 6, rr: RoundRobin = DOUBLE, name: str = "rr.arbiter"
) -> operations.TournamentFile:
    """A round robin in the folder ``where`` (the file ``name`` there), or at ``where`` itself (a text:
    the ``store_url`` fixture's file or server database)."""
    target = where / name if isinstance(where, Path) else where
    tf = operations.create(target, replace(settings(1), round_robin=rr, tiebreaks=()), user="tester")
    for details in ROSTER[:players]:
        tf.players.add(details)
    return tf


def by_number(tf: operations.TournamentFile) -> dict[PlayerId, int]:
    return {p.id: int(p.number) for p in tf.players.all()}


def test_the_system_is_stored_and_the_rounds_follow_the_players(store_url: str) -> None:
    with rr_file(store_url, players=2) as tf:
        assert tf.event.settings().round_robin == DOUBLE and tf.event.round_robin() == DOUBLE
        added = tf.players.add(ROSTER[2])
        assert tf.event.settings().number_of_rounds == 6  # 3 players: table of 4, 3 rounds a cycle
        assert any("6 rounds" in w for w in added.warnings)
        tf.players.add(ROSTER[3])
        assert tf.event.settings().number_of_rounds == 6
        tf.players.add(ROSTER[4])
        assert tf.event.settings().number_of_rounds == 10
        tf.players.remove(tf.players.all()[-1].id)
        assert tf.event.settings().number_of_rounds == 6
        # the event dialog cannot set another number: the players decide it
        tf.event.update(replace(tf.event.settings(), number_of_rounds=9, name="Renamed"))
        assert tf.event.settings().number_of_rounds == 6 and tf.event.settings().name == "Renamed"
        create = json.loads(tf.audit_log()[0].new or "{}")
        assert create["system"] == "FIDE_DOUBLEROUNDROBIN"
    with operations.open_file(store_url) as tf:
        assert tf.event.settings().round_robin == DOUBLE


@pytest.mark.sqlite_only("file")
def test_a_file_of_schema_1_is_a_swiss(tmp_path: Path) -> None:
    path = tmp_path / "v1.arbiter"
    shutil.copyfile(DATA / "schema_v1.arbiter", path)
    with operations.open_file(path) as tf:
        assert tf.event.settings().round_robin is None
        with pytest.raises(operations.OperationRefused, match="round robins"):
            tf.players.draw_lots(1)


def test_drawing_lots_gives_the_seeded_order_and_logs_it(store_url: str) -> None:
    with rr_file(store_url) as tf:
        before = [p.id for p in tf.players.all()]
        drawn = tf.players.draw_lots(seed=2026)
        expected = [before[i] for i in draw_lots(6, 2026).order]
        assert [p.id for p in drawn.players] == expected == [p.id for p in tf.players.all()]
        assert [int(p.number) for p in drawn.players] == [1, 2, 3, 4, 5, 6]
        entry = tf.audit_log()[-1]
        assert entry.operation == "draw_lots" and json.loads(entry.new or "{}")["seed"] == 2026
        order = [expected[5], *expected[:5]]
        set_by_hand = tf.players.set_numbers(order)
        assert set_by_hand.seed is None and [p.id for p in set_by_hand.players] == order
        assert tf.audit_log()[-1].operation == "set_pairing_numbers"
        with pytest.raises(operations.OperationRefused, match="exactly once"):
            tf.players.set_numbers(order[:5])
        tf.rounds.pair_next()
        path = store_url
        frozen = snapshot(path)
        with pytest.raises(operations.OperationRefused, match="fixed"):
            tf.players.draw_lots()
    assert snapshot(path) == frozen


def test_every_round_is_the_tables_without_waiting_for_results(store_url: str) -> None:
    with rr_file(store_url, players=5) as tf:
        first = tf.rounds.pair_next()
        second = tf.rounds.pair_next()  # round 1 has no result yet: a round robin does not wait
        assert (first.number, second.number) == (1, 2)
        rest = tf.rounds.pair_all()
        assert [r.number for r in rest] == list(range(3, 11))
        numbers = by_number(tf)
        planned = schedule(5, DOUBLE)
        for info in tf.rounds.all():
            stored = [(numbers[b.white], numbers[b.black]) for b in info.boards]
            assert stored == [(b.white, b.black) for b in planned[info.number - 1].boards]
            assert info.pairing_bye is None and [b.board for b in info.boards] == [1, 2]
        kinds = [e.operation for e in tf.audit_log()]
        assert kinds.count("pair_round") == 2 and kinds.count("pair_all_rounds") == 1
        assert tf.rounds.check() == []
        assert tf.rounds.pairing_warnings(3) == []
        with pytest.raises(operations.OperationRefused, match="all 10 rounds"):
            tf.rounds.pair_next()
        on_file = not store_url.startswith("postgresql://")  # a venue server keeps no backups: its admin's
        assert len(tf.files.backups()) == (3 if on_file else 0)


def test_what_a_round_robin_refuses(store_url: str) -> None:
    with rr_file(store_url, players=4) as tf:
        ids = [p.id for p in tf.players.all()]
        with pytest.raises(operations.OperationRefused, match="no requested byes"):
            tf.players.request_bye(1, ids[0], operations.ByeKind.HALF)
        tf.rounds.pair_next()
        path = store_url
        frozen = snapshot(path)
        with pytest.raises(operations.OperationRefused, match="fixed by its players"):
            tf.players.add(ROSTER[5])
        with pytest.raises(operations.OperationRefused, match="fixed by its players"):
            tf.players.remove(ids[-1])
        with pytest.raises(operations.OperationRefused, match="Berger table"):
            tf.rounds.set_pairing(1, [(ids[0], ids[1]), (ids[2], ids[3])])
        with pytest.raises(operations.OperationRefused, match="Berger table"):
            tf.rounds.repair_last()
        with pytest.raises(operations.OperationRefused, match="pairing system cannot change"):
            tf.event.update(replace(tf.event.settings(), round_robin=None))
    assert snapshot(path) == frozen


def test_too_few_players_cannot_be_paired(store_url: str) -> None:
    with (
        rr_file(store_url, players=2) as tf,
        pytest.raises(operations.OperationRefused, match="3 to 24 players"),
    ):
        tf.rounds.pair_next()


def test_a_swiss_cannot_pair_all_rounds(store_url: str) -> None:
    with operations.create(store_url, settings(5)) as tf:
        for details in ROSTER[:4]:
            tf.players.add(details)
        with pytest.raises(operations.OperationRefused, match="round robins"):
            tf.rounds.pair_all()


def test_a_withdrawal_enters_the_forfeits_and_says_how_the_games_count(store_url: str) -> None:
    with rr_file(store_url, players=4) as tf:
        tf.rounds.pair_all()
        for board in (1, 2):
            tf.results.set(1, board, GameResult.WHITE_WINS)
        quitter = next(p for p in tf.players.all() if p.number == 2)
        done = tf.players.withdraw(quitter.id)
        assert done.player.withdrawn_from_round == 2
        # 2 plays in every round of a table of 4: its games of rounds 2-6 are forfeits now
        assert [b.round for b in done.forfeits] == [2, 3, 4, 5, 6]
        for b in done.forfeits:
            assert b.result is (
                GameResult.BLACK_WINS_FORFEIT if b.white_number == 2 else GameResult.WHITE_WINS_FORFEIT
            )
        assert "1 of 6 games" in done.ruling and "V.4.1" in done.ruling
        entry = tf.audit_log()[-1]
        assert entry.operation == "withdraw_player" and "V.4.1" in (entry.new or "")
        table = tf.results.standings(after_round=1)
        assert table.rows[-1].number == 2 and not table.rows[-1].counted and table.notes
        # a second withdrawal: the game of the two withdrawn players is a double forfeit
        other = next(p for p in tf.players.all() if p.number == 3)
        done = tf.players.withdraw(other.id, 2)
        shared = [b for b in done.forfeits if {b.white_number, b.black_number} == {2, 3}]
        assert shared and all(b.result is GameResult.DOUBLE_FORFEIT for b in shared)
        # reinstating takes back what the withdrawal entered
        back = tf.players.reinstate(other.id)
        assert back.withdrawn_from_round is None
        games = [b for r in tf.rounds.all() for b in r.boards if 3 in (b.white_number, b.black_number)]
        for b in games[1:]:
            if 2 in (b.white_number, b.black_number):
                assert b.result is (
                    GameResult.BLACK_WINS_FORFEIT if b.white_number == 2 else GameResult.WHITE_WINS_FORFEIT
                )
            else:
                assert b.result is None


def test_a_withdrawal_before_the_rounds_are_paired_forfeits_them_when_paired(store_url: str) -> None:
    with rr_file(store_url, players=3, rr=RoundRobin()) as tf:
        tf.rounds.pair_next()
        quitter = next(p for p in tf.players.all() if p.number == 3)
        done = tf.players.withdraw(quitter.id)
        # a table of 4: round 1 is 2-3 (1 free); 3's game of round 1 has no result, so from round 1
        assert done.player.withdrawn_from_round == 1 and [b.round for b in done.forfeits] == [1]
        rounds = tf.rounds.pair_all()
        games = [b for r in rounds for b in r.boards if 3 in (b.white_number, b.black_number)]
        assert games and all(b.result is not None and b.result.is_forfeit for b in games)
        assert "pair_all_rounds" in [e.operation for e in tf.audit_log()]
        assert "forfeits_of_withdrawn_players" in (tf.audit_log()[-1].new or "")


def test_a_withdrawal_over_a_played_game_is_refused(store_url: str) -> None:
    with rr_file(store_url, players=4) as tf:
        tf.rounds.pair_all()
        tf.results.set(3, 1, GameResult.DRAW)
        white = tf.rounds.get(3).boards[0].white
        with pytest.raises(operations.OperationRefused, match="has a result in round 3"):
            tf.players.withdraw(white, 2)


def test_the_trf_export_reads_back_as_the_same_round_robin(store_url: str, tmp_path: Path) -> None:
    with rr_file(store_url, players=5) as tf:
        tf.players.draw_lots(seed=5)
        tf.rounds.pair_all()
        for r in range(1, 4):
            for board in (1, 2):
                tf.results.set(r, board, GameResult.DRAW if board == 1 else GameResult.WHITE_WINS)
        quitter = next(p for p in tf.players.all() if p.number == 4)
        tf.players.withdraw(quitter.id)
        text = tf.files.export_trf()
        stored = tf.tournament()
        standings = tf.results.standings()
    assert "\r\n192 FIDE_DOUBLEROUNDROBIN\r\n" in text and "\r\n142 10\r\n" in text
    assert "240 Z" not in text  # the dummy's rounds are not requested byes
    t = read_trf(text)
    assert t.round_robin == DOUBLE
    assert [p.rounds for p in t.players] == [p.rounds for p in stored.players]
    ranks = {p.number: p.rank for p in t.players}
    assert ranks == {s.number: s.rank for s in standings.rows}
    (tmp_path / "rr.trf").write_text(text, encoding="utf-8", newline="")
    again, report = operations.import_trf(tmp_path / "rr.trf", tmp_path / "again.arbiter")
    with again:
        assert again.event.settings().round_robin == DOUBLE
        assert any("withdrawn from round" in w for w in report.warnings)
        assert next(p for p in again.players.all() if p.number == 4).withdrawn_from_round is not None
        assert again.files.export_trf() == text
        assert again.rounds.check() == []


def test_the_schedule_is_every_round_for_the_players_now(store_url: str) -> None:
    with rr_file(store_url, players=7, rr=RoundRobin()) as tf:
        rounds = tf.rounds.schedule()
        assert rounds == schedule(7, RoundRobin())
        assert {r.free for r in rounds} == {PairingNumber(n) for n in range(1, 8)}


def test_creating_a_swiss_stores_no_round_robin(store_url: str) -> None:
    ev: EventSettings = settings(5)
    with operations.create(store_url, ev) as tf:
        assert tf.event.settings().round_robin is None and tf.event.round_robin() is None
        assert "system" not in json.loads(tf.audit_log()[0].new or "{}")
