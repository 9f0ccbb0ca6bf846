"""A result's last statement and its ``COMMIT`` in one round trip on a venue server (``db.server_prepared``,
issue 30 item 5): what is stored is exactly what the desk sent, quotes and backslashes included; a
statement the server refuses commits nothing of its transaction; a desk that reconnects prepares the
statement again on its new connection; the board read with the turn is read once the turn is held."""

from __future__ import annotations

import json
import threading
import time

import psycopg
import pytest
from sqlalchemy import Table, bindparam, insert, text

import operations
from db.errors import OperationRefused
from db.schema import APPLICATION_ID, PlayerRow
from db.server import SECTION_WRITE_LOCK
from db.server_prepared import execute_and_commit
from db.tx import Tx
from tests.test_db_support import settings
from values import GameResult, PlayerDetails

AWKWARD = "O'Brien \\ 'é' \"x\"; COMMIT; --@desk-1"
"""A desk's user with what a literal must quote: quotes, a backslash, a statement's end, a comment."""
WAIT_S = 10.0


def _paired(url: str, user: str) -> operations.TournamentFile:
    tf = operations.create(url, settings(5), user=user)
    for i in range(1, 7):
        tf.players.add(PlayerDetails(f"O'Neil{i}, Pat \\ é", rating=2400 - 10 * i))
    tf.rounds.pair_next()
    return tf


def _type_boards_2_and_3(
    tf: operations.TournamentFile, first: GameResult, second: GameResult, third: GameResult
) -> None:
    """Type ``second`` and ``third`` on boards 2 and 3 of round 1 (board 1 holds ``first`` already), then
    read the three boards back: each holds what was typed."""
    tf.results.set(1, 2, second)
    tf.results.set(1, 3, third)
    assert [b.result for b in tf.rounds.boards(1)] == [first, second, third]


def test_a_result_stores_its_audit_row_exactly_as_sent(pg_database: str) -> None:
    with _paired(pg_database, AWKWARD) as tf:
        log = len(tf.audit_log())
        entered = tf.results.set(1, 1, GameResult.DRAW)
        corrected = tf.results.set(1, 1, GameResult.WHITE_WINS)
        rows = tf.audit_log()[log:]
        assert [(r.operation, r.user) for r in rows] == [("set_result", AWKWARD)] * 2
        assert json.loads(rows[0].new or "")["result"] == "1/2-1/2"
        assert json.loads(rows[1].old or "")["result"] == "1/2-1/2"
        assert json.loads(rows[1].new or "")["result"] == "1-0"
        assert rows[0].at <= rows[1].at and rows[1].at.tzinfo is not None
        assert (entered.result, corrected.result) == (GameResult.DRAW, GameResult.WHITE_WINS)
        assert tf.rounds.boards(1)[0].result is GameResult.WHITE_WINS
        stored = tf.read(lambda s: s.execute(text("SELECT at FROM audit_log ORDER BY id DESC")).scalar())
        assert stored == rows[1].at.isoformat()  # the column's own conversion, as a file stores it


def test_a_statement_refused_commits_nothing_of_its_transaction(pg_database: str) -> None:
    players = PlayerRow.__table__
    assert isinstance(players, Table)
    duplicate = insert(players).values(id=bindparam("same"), name="Twin", number=bindparam("number"))
    with _paired(pg_database, "chief@desk-1") as tf:
        first = tf.rounds.boards(1)[0].white
        log = len(tf.audit_log())

        def refused(tx: Tx) -> None:
            tx.audit("probe", None, {"kept": False})  # written in the transaction, not yet committed
            execute_and_commit(tx.session.connection(), duplicate, {"same": first, "number": 99})

        with pytest.raises(OperationRefused, match="refused by the rules"):
            tf.write(refused)
        assert len(tf.audit_log()) == log  # the audit row before it rolled back with it
        twins = text("SELECT count(*) FROM players WHERE name = 'Twin'")
        assert tf.read(lambda s: s.execute(twins).scalar()) == 0
        tf.results.set(1, 1, GameResult.DRAW)  # the desk goes on on the same connection
        assert tf.rounds.boards(1)[0].result is GameResult.DRAW


def test_a_desk_on_a_new_connection_prepares_again(pg_database: str) -> None:
    with _paired(pg_database, "chief@desk-1") as tf:
        tf.results.set(1, 1, GameResult.DRAW)
        tf._engine.dispose()  # every connection closed: the server's prepared statements with them
        _type_boards_2_and_3(tf, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.WHITE_WINS)


def test_a_result_locks_its_board_only_once_it_has_its_turn(pg_database: str) -> None:
    """The board is read locked with the turn, after it: a desk that waits for the section's writers'
    lock holds no board meanwhile, so the writer holding the lock may change that board (a round deleted
    or stored does) and commit, and the result then reads what it stored. Read before the turn, the
    board's lock and the section's would be taken in the other order: a deadlock, one of them refused."""
    with _paired(pg_database, "chief@desk-1") as tf:
        section = tf.section_id
        writer = psycopg.connect(pg_database, autocommit=True)
        try:
            writer.execute("BEGIN")
            writer.execute(f"SET LOCAL statement_timeout = '{WAIT_S * 1000:.0f}ms'")
            writer.execute(
                "SELECT pg_advisory_xact_lock(%s, %s)", (APPLICATION_ID, SECTION_WRITE_LOCK + section)
            )
            outcome: list[object] = []

            def enter() -> None:
                try:
                    with operations.open_file(pg_database, user="deputy@desk-2") as desk:
                        outcome.append(desk.results.set(1, 1, GameResult.DRAW))
                except Exception as exc:  # the test's own report
                    outcome.append(exc)

            entering = threading.Thread(target=enter)
            entering.start()
            time.sleep(1.0)  # the desk waits for the section's lock (its turn)
            assert entering.is_alive() and outcome == []
            writer.execute(
                "UPDATE boards SET result = '1-0' "
                "WHERE section_id = %s AND round_number = 1 AND board_no = 1",
                (section,),
            )
            writer.execute("COMMIT")
            entering.join(WAIT_S)
        finally:
            writer.close()
        assert len(outcome) == 1 and not isinstance(outcome[0], Exception), outcome
        assert tf.rounds.boards(1)[0].result is GameResult.DRAW
        entered = tf.audit_log()[-1]
        assert entered.user == "deputy@desk-2" and json.loads(entered.old or "")["result"] == "1-0"


def test_a_desk_stores_results_after_an_operation_refused_once_the_driver_has_prepared_statements(
    pg_database: str,
) -> None:
    """The driver (psycopg) prepares a query it has run 5 times with parameters, and when a transaction is
    rolled back it drops every statement prepared on the connection (``DEALLOCATE ALL``), ours too: a result
    typed after a refusal then failed ("prepared statement ... does not exist", told as a server out of
    reach), and every one after it on that connection. The driver prepares nothing of its own now."""
    with _paired(pg_database, "claire@desk-1") as tf:
        tf.results.set(1, 1, GameResult.WHITE_WINS)  # the result's statements prepared by name
        for _ in range(6):  # the same query with parameters, run often enough for the driver to prepare it
            tf.rounds.boards(1)
        with pytest.raises(OperationRefused):
            tf.results.set(1, 99, GameResult.DRAW)  # no board 99: refused, its transaction rolled back
        _type_boards_2_and_3(tf, GameResult.WHITE_WINS, GameResult.BLACK_WINS, GameResult.DRAW)
