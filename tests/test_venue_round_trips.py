"""What a desk's operations ask of a venue server, counted in round trips (issue 30 item 5): on a machine
shared with busy desks each round trip is a wait for a processor twice (the server process woken, then
the desk), so a pairing of many round trips is slowed by the others' load more than its own work is.
Counted from libpq's own trace of the desk's connections (``tests/pg_trace.py``), not timed."""

from __future__ import annotations

import pytest

import operations
from db.codes import Role
from db.errors import OperationRefused
from formats.csv_players import parse_players_csv
from tests.pg_trace import Exchanges
from tests.test_db_support import settings
from values import GameResult

PAIRING_ROUND_TRIPS = 20
"""Pairing round 2 of a Swiss section at a desk that stored a round before: the pairing lock and the desks'
roles (1), the section's settings and the engine's input in one read transaction (its ``BEGIN``, 10
statements, its ``COMMIT``), the round stored (its turn with the section's count of audit rows and its
fixed boards, 4 statements, its audit row with the ``COMMIT``: 6), the lock given back (1). It was 40: the
roles read in a transaction of their own, the settings in another, the section's row, the paired rounds,
the players, their late entries and the byes read twice or three times, the boards just stored read back;
then 23, the count, the fixed boards and the ``COMMIT`` each a round trip of their own."""
FIRST_PAIRING_ROUND_TRIPS = PAIRING_ROUND_TRIPS + 2
"""A pairing whose transaction runs on a connection of the desk that stored no round before: the round's
first read and its audit row prepared by name once per connection (``db.server_prepared``), each a round
trip."""
REPAIR_ROUND_TRIPS = 47
"""Pairing round 2 again (``repair_last``) at a desk that re-paired it before, 20 players: the plan made in a
transaction rolled back, the round deleted and the new one stored in one transaction whose turn carries the
store's first reads (the section's count of audit rows and its fixed boards), made before the delete. It
was 49 with those two read after the delete, each a round trip of its own."""
RESULT_ROUND_TRIPS = 2
"""A typed result: its turn with its board read locked, the board's change with its audit row and the
commit (``db.server_prepared``; it was 4 with the board read and the commit apart)."""


def _played_round_1(url: str, players: int) -> None:
    """A Swiss event of ``players`` players with round 1 paired and every result of it entered."""
    rows = [f'"Player {i:03d}",{2500 - 7 * i}' for i in range(players)]
    with operations.create(url, settings(5)) as tf:
        tf.players.import_list(parse_players_csv("name,rating\n" + "\n".join(rows), "players.csv"))
        for board in tf.rounds.pair_next().boards:
            tf.results.set(1, board.board, GameResult.DRAW)


@pytest.mark.parametrize("players", [20, 61])
def test_pairing_a_round_asks_the_server_in_a_bounded_number_of_round_trips(
    pg_database: str, players: int
) -> None:
    _played_round_1(pg_database, players)
    counted = []
    with Exchanges() as exchanges, operations.open_file(pg_database, user="chief@desk-1") as tf:
        for _ in range(3):  # the desk's two connections (the pairing lock's, the transactions') both used
            exchanges.start()
            info = tf.rounds.pair_next()
            counted.append(exchanges.stop()[0])
            assert info.number == 2 and len(info.boards) == players // 2
            tf.rounds.delete_last()
    assert all(0 < trips <= FIRST_PAIRING_ROUND_TRIPS for trips in counted), counted
    assert counted[-1] <= PAIRING_ROUND_TRIPS, f"{counted} round trips to pair a round"


def test_re_pairing_a_round_reads_the_stores_first_reads_with_its_turn(pg_database: str) -> None:
    _played_round_1(pg_database, 20)
    counted = []
    with Exchanges() as exchanges, operations.open_file(pg_database, user="chief@desk-1") as tf:
        tf.rounds.pair_next()
        for _ in range(2):  # the second on connections that prepared the first read already
            exchanges.start()
            info = tf.rounds.repair_last()
            counted.append(exchanges.stop()[0])
            assert info.number == 2 and len(info.boards) == 10
    assert counted[-1] <= REPAIR_ROUND_TRIPS, f"{counted} round trips to re-pair a round"


def test_a_result_is_two_round_trips(pg_database: str) -> None:
    _played_round_1(pg_database, 20)
    with Exchanges() as exchanges, operations.open_file(pg_database, user="chief@desk-1") as tf:
        tf.results.set(1, 1, GameResult.WHITE_WINS)  # the connection made before the count
        exchanges.start()
        tf.results.set(1, 2, GameResult.BLACK_WINS)
        trips, _statements, _prepared = exchanges.stop()
    assert trips == RESULT_ROUND_TRIPS


def test_a_desk_refused_by_its_role_leaves_the_pairing_lock_free(pg_database: str) -> None:
    """The roles are read with the pairing lock (one round trip): a deputy refused gives the lock back at
    once, so the chief pairs while the deputy's desk is still open."""
    _played_round_1(pg_database, 20)
    with operations.open_file(pg_database, user="maria@desk-1") as chief:
        chief.roles.set("maria", Role.CHIEF)
        chief.roles.set("jon", Role.DEPUTY)
        with operations.open_file(pg_database, user="jon@desk-2") as jon:
            with pytest.raises(OperationRefused, match="only the chief arbiter may pair a round"):
                jon.rounds.pair_next()
            assert chief.rounds.pair_next().number == 2
