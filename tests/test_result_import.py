"""The results of a round read back from the pairings CSV (issue 19): previewed, all or nothing, one
operation with its audit row, undone as one; the CSV's problems named with their line."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

import operations
from db.errors import OperationRefused
from formats.csv_results import CsvResultsError, parse_results_csv, read_results_csv_file
from operations.standin import simple_pair_round
from outputs.exports.csv_export import Table, table_text
from outputs.snapshot import take_snapshot
from tests.publish_support import hostile_event
from tests.test_db_support import snapshot
from values import GameResult


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("event"))


@pytest.fixture
def event(original: Path, store_url: str) -> str:
    """The event in a file of the test's own, or copied onto a server database (``arbiter copy``)."""
    if "://" not in store_url:
        shutil.copy(original, store_url)
        return store_url
    from operations.copy_event import copy_event

    copy_event(original, store_url)
    return store_url


def _round_csv(path: str, number: int) -> list[list[str]]:
    with operations.open_file(path) as tf:
        text = table_text(take_snapshot(tf), Table.PAIRINGS, number)
    return list(csv.reader(io.StringIO(text, newline="")))


def _csv(rows: list[list[str]], delimiter: str = ",") -> str:
    out = io.StringIO(newline="")
    csv.writer(out, delimiter=delimiter).writerows(rows)
    return out.getvalue()


def _set(rows: list[list[str]], board: int, result: str) -> None:
    row = next(r for r in rows[1:] if r[1] == str(board))
    row[5] = result


def _audit_ops(tf: operations.TournamentFile) -> list[str]:
    return [e.operation for e in tf.audit_log()]


def test_results_of_a_round_read_back_entered_as_one_operation_and_undone(event: str) -> None:
    rows = _round_csv(event, 3)
    _set(rows, 5, "1/2")
    _set(rows, 1, "1-0")  # a correction: the file has 0-1
    parsed = parse_results_csv(_csv(rows), "round3.csv")
    with operations.open_file(event) as tf:
        before = {b.board: b.result for b in tf.rounds.boards(3)}
        log = len(tf.audit_log())
        preview = tf.results.preview_import(parsed)
        assert preview.round == 3 and preview.clean
        assert [(c.board.board, c.old, c.new) for c in preview.changes] == [
            (1, GameResult.BLACK_WINS, GameResult.WHITE_WINS),
            (5, None, GameResult.DRAW),
        ]
        assert [c.board.board for c in preview.corrections] == [1]
        assert (preview.unchanged, preview.missing_after) == (3, 0)
        assert {b.board: b.result for b in tf.rounds.boards(3)} == before  # the preview changed nothing
        done = tf.results.import_list(parsed)
        assert {b.board: b.result for b in tf.rounds.boards(3)} == {
            **before,
            1: GameResult.WHITE_WINS,
            5: GameResult.DRAW,
        }
        assert _audit_ops(tf)[log:] == ["import_results"]
        assert done.audit_id == tf.audit_log()[-1].id
        assert "round3.csv" in (tf.audit_log()[-1].new or "")
        tf.results.undo_import()
        assert {b.board: b.result for b in tf.rounds.boards(3)} == before
        assert _audit_ops(tf)[log:] == ["import_results", "undo_import_results"]
        with pytest.raises(OperationRefused, match="no results import to undo"):
            tf.results.undo_import()


def test_one_bad_row_and_nothing_is_entered(event: str) -> None:
    rows = _round_csv(event, 3)
    _set(rows, 5, "1-0")
    rows[2][2], rows[2][6] = rows[2][6], rows[2][2]  # board 2 with colours swapped
    rows.append(["3", "9", "1", "x", "", "1-0", "2", "y", ""])  # no board 9
    rows.append(["3", "4", rows[4][2], "", "", "2-0", rows[4][6], "", ""])  # unreadable result
    parsed = parse_results_csv(_csv(rows), "round3.csv")
    assert [p.line for p in parsed.problems] == [8]
    assert "unknown result '2-0'" in str(parsed.problems[0])
    dump = snapshot(event)
    with operations.open_file(event) as tf:
        preview = tf.results.preview_import(parsed)
        assert [str(p) for p in preview.problems] == [
            "line 3: board 2 of round 3 is #1 - #3 in the tournament file, the CSV says #3 - #1 "
            "(colours swapped)",
            "line 7: round 3 has no board 9 (5 boards)",
            "line 8: unknown result '2-0': use 1-0, 0-1, 1/2, +-, -+, --, W-L, L-W or D-D",
        ]
        with pytest.raises(
            OperationRefused, match="3 row\\(s\\) of round3.csv cannot be imported, so no result"
        ):
            tf.results.import_list(parsed)
    assert snapshot(event) == dump
    with operations.open_file(event) as tf:
        done = tf.results.import_list(parsed, skip_problems=True)
        assert [c.board.board for c in done.changes] == [5]
        assert len(done.skipped) == 3
        assert tf.rounds.boards(3)[4].result is GameResult.WHITE_WINS


def test_a_board_twice_and_rounds_to_choose_from(event: str) -> None:
    rows = _round_csv(event, 3)
    _set(rows, 5, "1-0")
    rows.append(list(rows[5]))
    every = _csv(_round_csv(event, 1) + _round_csv(event, 2)[1:])
    with operations.open_file(event) as tf:
        twice = tf.results.preview_import(parse_results_csv(_csv(rows)))
        assert [str(p) for p in twice.problems] == ["line 7: board 5 is on line 6 too"]
        with pytest.raises(OperationRefused, match="rounds 1, 2; say which round"):
            tf.results.preview_import(parse_results_csv(every, "all.csv"))
        second = tf.results.preview_import(parse_results_csv(every), 2)
        assert (second.changes, second.unchanged, second.other_rounds) == ((), 5, 5)
        with pytest.raises(OperationRefused, match="no result to enter in round 2"):
            tf.results.import_list(parse_results_csv(every), 2)
        with pytest.raises(OperationRefused, match="round 4 is not paired"):
            tf.results.preview_import(parse_results_csv(every), 4)


def test_undo_is_refused_when_a_board_changed_since(event: str) -> None:
    rows = _round_csv(event, 3)
    _set(rows, 5, "0-1")
    with operations.open_file(event) as tf:
        tf.results.import_list(parse_results_csv(_csv(rows)))
        tf.results.set(3, 5, GameResult.DRAW)
        with pytest.raises(
            OperationRefused, match="board 5 has been changed since the import \\(now 1/2-1/2\\)"
        ):
            tf.results.undo_import()
        assert tf.rounds.boards(3)[4].result is GameResult.DRAW


def test_a_spreadsheet_in_another_dialect_reads_the_same(event: str, tmp_path: Path) -> None:
    rows = _round_csv(event, 3)
    _set(rows, 5, "½-½")
    target = tmp_path / "r3.csv"
    target.write_bytes(_csv(rows, ";").replace("½", "1/2").encode("latin-1", "replace"))
    parsed = read_results_csv_file(target)
    assert parsed.problems == ()
    assert [(r.board, r.result) for r in parsed.rows][-1] == (5, GameResult.DRAW)


def test_forfeits_as_written_and_as_a_spreadsheet_keeps_them(event: str) -> None:
    rows = _round_csv(event, 2)
    assert [r[5] for r in rows[1:] if r[1]] == ["1F-0F", "D-D", "0-1", "1/2-1/2", "1F-0F"]
    rows[1][5] = "'+/-"  # typed into a spreadsheet as text
    rows[5][5] = "+/-"
    parsed = parse_results_csv(_csv(rows))
    assert parsed.problems == ()
    assert [r.result for r in parsed.rows if r.board in (1, 5)] == [GameResult.WHITE_WINS_FORFEIT] * 2


@pytest.mark.sqlite_only("no_store")
def test_files_that_are_no_results_list() -> None:
    with pytest.raises(CsvResultsError, match="is empty"):
        parse_results_csv("", "x.csv")
    with pytest.raises(CsvResultsError, match="no column 'Result'"):
        parse_results_csv("Round,Board,White No,Black No\n1,1,1,2\n", "x.csv")
    with pytest.raises(CsvResultsError, match="NUL"):
        parse_results_csv("Round\x00", "x.csv")


@pytest.mark.sqlite_only("no_store")
def test_a_spreadsheet_file_is_named_for_what_it_is(tmp_path: Path) -> None:
    xlsx = tmp_path / "results.xlsx"
    xlsx.write_bytes(b"PK\x03\x04rest")
    with pytest.raises(CsvResultsError, match="spreadsheet or ZIP archive; save the results as CSV"):
        read_results_csv_file(xlsx)


def test_undo_is_refused_when_the_round_was_paired_again_with_other_players(event: str) -> None:
    """Round 3 deleted and paired again: board 5 holds another game, even with the result the import
    entered, so the undo must not put the old result onto it."""
    rows = _round_csv(event, 3)
    _set(rows, 5, "0-1")
    with operations.open_file(event) as tf:
        tf.results.import_list(parse_results_csv(_csv(rows)))
        imported = tf.rounds.boards(3)[4]
        for b in tf.rounds.boards(3):
            tf.results.set(3, b.board, None)
        tf.rounds.delete_last()
        tf.players.reinstate(tf.players.by_number(11).id)  # withdrawn from round 3 until now
        tf.rounds.pair_next(pairer=simple_pair_round)
        again = tf.rounds.boards(3)[4]
        assert (again.white, again.black) != (imported.white, imported.black)
        tf.results.set(3, 5, GameResult.BLACK_WINS)
        with pytest.raises(OperationRefused, match="board 5 is now #1 - #10, not the board the import"):
            tf.results.undo_import()
        assert tf.rounds.boards(3)[4].result is GameResult.BLACK_WINS
