"""The venue server's own check that a player plays once a round (``db.server.POSTGRESQL_TRIGGERS``, the
trigger ``boards_one_game_per_player``, run once per statement), under the operations' checks: a board
inserted directly whose player already sits at a board of its round, or has the round's
pairing-allocated bye, is refused by the server, also when the two boards come in one INSERT of many rows
(how a round's boards are stored on the server: ``db.server.server_engine``). A player given the same
colour twice is refused by the unique constraint of that colour before the trigger runs. The file's
trigger: ``tests/test_db_migrations.py``."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine

import operations
from formats.csv_players import parse_players_csv
from tests.test_db_support import ROSTER, new_file, pairer

INSERT = "INSERT INTO boards (section_id, round_number, board_no, white_id, black_id, no_colours) VALUES "


@pytest.fixture
def round_one(pg_database: str) -> Iterator[tuple[str, list[tuple[int, int]], int, tuple[int, int]]]:
    """A server event of 5 players with round 1 paired (2 boards and the bye), then 2 players more
    registered: (url, the boards' (white id, black id), the bye's id, the late players' ids)."""
    with new_file(pg_database, players=5) as tf:
        tf.rounds.pair_next(pairer=pairer)
        late = (tf.players.add(ROSTER[5]).player.id, tf.players.add(ROSTER[6]).player.id)
    with psycopg.connect(pg_database) as con:
        boards = [
            (int(w), int(b)) for w, b in con.execute("SELECT white_id, black_id FROM boards ORDER BY 1")
        ]
        bye = con.execute("SELECT pairing_bye_id FROM rounds WHERE number = 1").fetchone()
    assert bye is not None and len(boards) == 2
    yield pg_database, boards, int(bye[0]), late


def _refused(url: str, values: str, *, first: str = "", colour: str = "") -> None:
    """The INSERT of ``values`` is refused by the server as a player paired twice (``first``: a statement
    run before it in the same transaction, which is rolled back); ``colour`` (``white_id`` or
    ``black_id``): a player given that colour twice, refused by its unique constraint."""
    with psycopg.connect(url) as con:
        if first:
            con.execute(first)
        if colour:
            with pytest.raises(psycopg.errors.UniqueViolation) as refused:
                con.execute(INSERT + values)
            assert refused.value.diag.constraint_name == f"boards_section_id_round_number_{colour}_key"
        else:
            with pytest.raises(psycopg.errors.IntegrityError, match="paired twice in this round"):
                con.execute(INSERT + values)
        con.rollback()


def test_a_player_at_a_board_or_with_the_bye_gets_no_second_board_of_the_round(
    round_one: tuple[str, list[tuple[int, int]], int, tuple[int, int]],
) -> None:
    url, boards, bye, (late, later) = round_one
    (white, black), _ = boards
    for pair in ((late, white), (black, late), (bye, late), (late, bye)):
        _refused(url, f"(1, 1, 9, {pair[0]}, {pair[1]}, false)")
    _refused(url, f"(1, 1, 9, {white}, {late}, false)", colour="white_id")
    _refused(url, f"(1, 1, 9, {late}, {black}, false)", colour="black_id")
    with psycopg.connect(url) as con:  # the late players have no board in round 1: they may get one
        con.execute(INSERT + f"(1, 1, 9, {late}, {later}, false)")
        assert con.execute("SELECT count(*) FROM boards WHERE round_number = 1").fetchone() == (3,)
        con.rollback()


def test_two_boards_of_one_insert_cannot_share_a_player(
    round_one: tuple[str, list[tuple[int, int]], int, tuple[int, int]],
) -> None:
    url, boards, _bye, _late = round_one
    (a, b), (c, d) = boards
    empty = "DELETE FROM boards WHERE round_number = 1"
    _refused(url, f"(1, 1, 1, {a}, {b}, false), (1, 1, 2, {c}, {a}, false)", first=empty)
    _refused(url, f"(1, 1, 1, {a}, {b}, false), (1, 1, 2, {b}, {d}, false)", first=empty)
    _refused(url, f"(1, 1, 1, {a}, {b}, false), (1, 1, 2, {a}, {d}, false)", first=empty, colour="white_id")
    # one board a statement: the second statement's board meets the board of the first
    _refused(url, f"(1, 1, 2, {c}, {a}, false)", first=f"{empty}; {INSERT}(1, 1, 1, {a}, {b}, false)")
    with psycopg.connect(url) as con:
        con.execute(empty)
        con.execute(INSERT + f"(1, 1, 1, {a}, {b}, false), (1, 1, 2, {c}, {d}, false)")
        assert con.execute("SELECT count(*) FROM boards WHERE round_number = 1").fetchone() == (2,)
        con.rollback()


def test_a_round_s_boards_go_to_the_server_in_one_statement(pg_database: str) -> None:
    """Ten boards are one INSERT of ten rows, not ten statements the server runs one by one: one array
    of ten values per column (``db.bulk``), not sixty parameters for the server to parse and plan."""
    inserts: list[tuple[str, dict[str, object]]] = []

    def sent(
        _conn: object, _cursor: object, statement: str, parameters: dict[str, object], *_a: object
    ) -> None:
        if statement.startswith("INSERT INTO boards"):
            inserts.append((statement, parameters))

    with new_file(pg_database, players=0) as tf:
        rows = "\n".join(f'"Player {i:02d}",{2400 - 10 * i}' for i in range(20))
        tf.players.import_list(parse_players_csv("name,rating\n" + rows, "players.csv"))
        event.listen(Engine, "before_cursor_execute", sent)
        try:
            info = tf.rounds.pair_next(pairer=pairer)
        finally:
            event.remove(Engine, "before_cursor_execute", sent)
        assert len(info.boards) == 10
    assert len(inserts) == 1 and "FROM unnest(" in inserts[0][0]
    arrays = [value for value in inserts[0][1].values() if isinstance(value, list)]
    assert len(arrays) == 5 and {len(values) for values in arrays} == {10}
    with operations.open_file(pg_database) as tf:
        assert [(b.white, b.black) for b in tf.rounds.get(1).boards] == [
            (b.white, b.black) for b in info.boards
        ]
