"""The window's snapshot reads each table once (issue 32 item 4): ``TournamentFile.snapshot`` reads the
players and the boards as plain columns and makes the tournament of those same players and rounds
(``mapper.build_tournament``'s ``rounds`` and ``records``). It must give exactly what the other ways
of reading give: the players as ORM rows (``convert.player_record``), each round on its own
(``convert.round_info``) and the tournament read by itself (``mapper.build_tournament`` from the
file, as the engine's input and the printed documents read it), on events with every kind of round
cell: requested byes of each kind, the PAB, forfeits, pending results, a forfeit without colours, a
withdrawal, late entries, and the players of one section only. On a file and on the tests' PostgreSQL
server (``store_url``, issue 30 item 4): the plain columns are read by the same queries from either."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

import operations
from db.schema import EventRow, PlayerRow, RoundRow
from db.sections import plain_rows
from engine.model import ResultCode
from operations import mapper, ops_event, ops_players
from operations.convert import event_settings, player_record, round_info
from tests.conftest import DATA
from tests.test_db_support import ROSTER, new_file, pairer
from values import ByeKind, FileSnapshot, GameResult, PlayerDetails

TRFS = (
    DATA / "db" / "import_rows" / "late_entry_pending.trf",  # a forfeit without colours, a late entry
    DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf",
)


def read_otherwise(tf: operations.TournamentFile) -> FileSnapshot:
    """The snapshot as the other readers of the file make each part."""

    def read(s: Session) -> FileSnapshot:
        players = tuple(player_record(r) for r in s.scalars(select(PlayerRow).order_by(PlayerRow.number)))
        rounds = tuple(round_info(s, row) for row in s.scalars(select(RoundRow).order_by(RoundRow.number)))
        return FileSnapshot(
            event=event_settings(ops_event.file_event_row(s)),
            players=players,
            rounds=rounds,
            byes=ops_players.list_byes(s, None),
            tournament=mapper.build_tournament(s, None),
        )

    return tf.read(read)


def assert_same(tf: operations.TournamentFile) -> None:
    snapshot, other = tf.snapshot(), read_otherwise(tf)
    assert snapshot.players == other.players
    assert snapshot.rounds == other.rounds
    assert snapshot.tournament == other.tournament
    assert snapshot == other


def test_every_kind_of_round_cell_is_read_as_the_other_readers_read_it(store_url: str) -> None:
    with new_file(store_url, players=7, rounds=4) as tf:
        ids = [p.id for p in tf.players.all()]
        tf.players.request_bye(1, ids[6], ByeKind.HALF)
        tf.players.request_bye(2, ids[5], ByeKind.ZERO)
        tf.players.request_bye(2, ids[4], ByeKind.FULL)
        assert_same(tf)  # before any round
        first = tf.rounds.pair_next(pairer=pairer)  # six players: three boards
        results = [GameResult.WHITE_WINS, GameResult.WHITE_WINS_FORFEIT, GameResult.DRAW]
        for board, result in zip(first.boards, results, strict=True):
            tf.results.set(1, board.board, result)
        tf.players.add(PlayerDetails("Late, Lou", 1500))  # a late entry, from round 2
        tf.players.withdraw_player(ids[0])
        assert_same(tf)
        second = tf.rounds.pair_next(pairer=pairer)  # five players: two boards and the PAB
        assert second.pairing_bye is not None
        tf.results.set(2, second.boards[0].board, GameResult.BLACK_WINS)  # the other one pending
        assert_same(tf)
        codes = {c.result for p in tf.snapshot().tournament.players for c in p.rounds}
        assert codes >= {
            ResultCode.WIN,
            ResultCode.DRAW,
            ResultCode.LOSS,
            ResultCode.FORFEIT_WIN,
            ResultCode.FORFEIT_LOSS,
            ResultCode.PENDING,
            ResultCode.HALF_BYE,
            ResultCode.FULL_BYE,
            ResultCode.PAIRING_BYE,
        }


def test_imported_events_are_read_as_the_other_readers_read_them(store_url: str) -> None:
    for trf in TRFS:
        tf, _report = operations.import_trf(trf, store_url, overwrite=True)
        with tf:
            assert_same(tf)
            if trf == TRFS[0]:
                assert any(b.no_colours for r in tf.snapshot().rounds for b in r.boards)


def test_a_section_snapshot_holds_its_own_players_only(store_url: str) -> None:
    with new_file(store_url, players=4, rounds=3) as tf:
        tf.rounds.pair_next(pairer=pairer)
        section = tf.sections.add("Open B")
        tf.sections.choose_id(section.id)
        for details in ROSTER[4:8]:
            tf.players.add(details)
        tf.players.request_bye(1, tf.players.all()[0].id, ByeKind.HALF)
        tf.rounds.pair_next(pairer=pairer)  # its round 1 beside the other section's
        snapshot = tf.snapshot()
        assert [p.name for p in snapshot.players] == [d.name for d in ROSTER[4:8]]
        mine = {p.id for p in snapshot.players}
        assert len(snapshot.rounds) == 1 and len(snapshot.rounds[0].boards) == 1
        assert {b.white for b in snapshot.rounds[0].boards} <= mine and len(snapshot.rounds[0].byes) == 1
        assert len(snapshot.tournament.players) == 4
        assert_same(tf)


def test_plain_rows_are_read_of_a_section_table_only(store_url: str) -> None:
    """``db.sections.plain_rows`` scopes a query by its model's ``section_id``: a table that has none (the
    event's own) is refused rather than read whole."""
    with new_file(store_url, players=2) as tf:
        assert len(tf.read(lambda s: plain_rows(s, select(PlayerRow.id), PlayerRow))) == 2
        with pytest.raises(TypeError, match="EventRow is not a table of a section"):
            tf.read(lambda s: plain_rows(s, select(EventRow.id), EventRow))


def test_plain_rows_see_what_the_transaction_has_not_written_yet(store_url: str) -> None:
    """As the ORM's own queries: a change made in the transaction is written before the rows are read."""
    with new_file(store_url, players=2) as tf:

        def renamed(s: Session) -> list[str]:
            row = s.scalars(select(PlayerRow).where(PlayerRow.number == 1)).one()
            row.name = "Renamed, Rita"
            return [
                name
                for (name,) in plain_rows(s, select(PlayerRow.name).order_by(PlayerRow.number), PlayerRow)
            ]

        assert tf.read(renamed)[0] == "Renamed, Rita"
