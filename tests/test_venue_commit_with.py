"""A result's last statement and its ``COMMIT`` in one round trip on a venue server (``db.server_prepared``,
issue 30 item 5): what is stored is exactly what the desk sent, quotes and backslashes included; a
statement the server refuses commits nothing of its transaction; a desk that reconnects prepares the
statement again on its new connection."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import Table, bindparam, insert, text

import operations
from db.errors import OperationRefused
from db.schema import PlayerRow
from db.server_prepared import execute_and_commit
from db.tx import Tx
from tests.test_db_support import settings
from values import GameResult, PlayerDetails

AWKWARD = "O'Brien \\ 'é' \"x\"; COMMIT; --@desk-1"
"""A desk's user with what a literal must quote: quotes, a backslash, a statement's end, a comment."""


def _paired(url: str, user: str) -> operations.TournamentFile:
    tf = operations.create(url, settings(5), user=user)
    for i in range(1, 7):
        tf.players.add(PlayerDetails(f"O'Neil{i}, Pat \\ é", rating=2400 - 10 * i))
    tf.rounds.pair_next()
    return tf


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
        tf.results.set(1, 2, GameResult.BLACK_WINS)
        tf.results.set(1, 3, GameResult.WHITE_WINS)
        assert [b.result for b in tf.rounds.boards(1)] == [
            GameResult.DRAW,
            GameResult.BLACK_WINS,
            GameResult.WHITE_WINS,
        ]
