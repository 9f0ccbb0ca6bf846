"""A file made whole (an import, a copy: ``operations.tournament_file.build_file``) gets its board
trigger once filled (``db.migrations.add_board_triggers``, issue 32 item 4: the trigger doubled the cost
of storing a 9,999-player event's boards): its boards are checked then, all at once, as the trigger
would have checked each one, and a file that fails the check is never moved into place."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import insert, select

from db.errors import OperationRefused
from db.schema import BOARD_TRIGGERS, BoardRow, PlayerRow, RoundRow
from db.tx import Tx
from operations.tournament_file import TournamentFile, build_file
from tests.test_db_support import new_file, settings


def _fill(boards: list[tuple[int, int]], pairing_bye: int | None = None) -> Callable[[TournamentFile], None]:
    """A fill of ``build_file``: four players, round 1 with ``boards`` (by player index) and the PAB."""

    def fill(tf: TournamentFile) -> None:
        def write(tx: Tx) -> None:
            s = tx.session
            s.execute(
                insert(PlayerRow), [{"section_id": 1, "number": n, "name": f"P{n}"} for n in range(1, 5)]
            )
            ids = list(s.scalars(select(PlayerRow.id).order_by(PlayerRow.number)))
            bye = None if pairing_bye is None else ids[pairing_bye]
            s.execute(
                insert(RoundRow), [{"section_id": 1, "number": 1, "pairer": "t", "pairing_bye_id": bye}]
            )
            rows = [
                {"section_id": 1, "round_number": 1, "board_no": i, "white_id": ids[w], "black_id": ids[b]}
                for i, (w, b) in enumerate(boards, start=1)
            ]
            s.execute(insert(BoardRow), rows)
            tx.audit("test", None, None)

        tf.write(write)

    return fill


def _triggers(path: Path) -> list[tuple[str, str]]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid"
        ).fetchall()
    finally:
        con.close()


def test_a_file_made_whole_has_the_board_trigger_of_a_new_file(tmp_path: Path) -> None:
    """Same triggers, same order, same words as a file created empty (and the trigger then refuses a
    player paired twice, as in any file)."""
    made, _ = build_file(tmp_path / "made.arbiter", settings(), None, False, _fill([(0, 1), (2, 3)]))
    made.close()
    with new_file(str(tmp_path / "new.arbiter"), players=2):
        pass
    assert _triggers(tmp_path / "made.arbiter") == _triggers(tmp_path / "new.arbiter")
    assert [sql for _name, sql in _triggers(tmp_path / "made.arbiter")][-len(BOARD_TRIGGERS) :] == list(
        BOARD_TRIGGERS
    )
    con = sqlite3.connect(tmp_path / "made.arbiter")
    try:
        with pytest.raises(sqlite3.IntegrityError, match="paired twice"):
            con.execute(
                "INSERT INTO boards (section_id, round_number, board_no, white_id, black_id, no_colours) "
                "SELECT 1, 1, 3, white_id, 4, 0 FROM boards WHERE board_no = 1"
            )
    finally:
        con.close()


@pytest.mark.parametrize(
    ("boards", "pairing_bye"),
    [([(0, 1), (1, 2)], None), ([(0, 1), (2, 0)], None), ([(0, 1)], 1)],
    ids=["white, then black", "black, then white", "a game and the PAB"],
)
def test_a_player_paired_twice_is_refused_and_no_file_made(
    tmp_path: Path, boards: list[tuple[int, int]], pairing_bye: int | None
) -> None:
    target = tmp_path / "made.arbiter"
    with pytest.raises(OperationRefused, match="paired twice"):
        build_file(target, settings(), None, False, _fill(boards, pairing_bye))
    assert not target.exists() and not (tmp_path / "made.arbiter.new").exists()
