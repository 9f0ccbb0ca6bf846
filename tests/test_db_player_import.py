"""Importing players from a CSV file: read with line numbers, previewed, all or nothing in one
operation with one audit row, undone as one operation (``formats.csv_players``,
``operations.ops_player_import``)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import operations
from cli import exports as publish_cli
from engine.model import Sex
from formats.csv_players import CsvImportError, parse_players_csv, read_players_csv_file
from tests.conftest import DATA
from tests.publish_support import HOSTILE
from tests.test_db_cli import cli
from tests.test_db_support import new_file, pairer, snapshot
from values import PlayerDetails

FIVE = (
    "Name,Rating,FIDE ID\n"
    '"Aaa, One",2300,501\n'
    '"Bbb, Two",2200,502\n'
    '"Ccc, Three",2100,503\n'
    '"Ddd, Four",2000,504\n'
    '"Eee, Five",1900,502\n'  # row 5 (line 6): the FIDE id of row 2
)


@pytest.mark.sqlite_only("no_store")
def test_csv_players_with_separate_name_columns() -> None:
    parsed = read_players_csv_file(DATA / "gui" / "players.csv")
    assert [r.details.name for r in parsed.rows] == [
        "Vachier-Lagrave, Maxime",
        "Kosteniuk, Alexandra",
        "Dupont, Jeanne",
    ]
    assert parsed.rows[0].details == PlayerDetails(
        "Vachier-Lagrave, Maxime", 2730, "GM", "FRA", "623539", Sex.MALE, "1990"
    )
    assert parsed.rows[2].details.rating == 0 and parsed.rows[2].details.sex is Sex.FEMALE
    assert [r.line for r in parsed.rows] == [2, 3, 4] and parsed.problems == ()


@pytest.mark.sqlite_only("no_store")
def test_every_bad_row_is_named_by_its_line_and_the_others_are_still_read() -> None:
    parsed = parse_players_csv(
        'Name,Rating,Sex\n"A, A",abc,m\n"B, B",2000,x\n"C, C",1900,w\n,,\n"D, D",99999,\n'
    )
    assert [str(p) for p in parsed.problems] == [
        "line 2: rating 'abc' is not a whole number",
        "line 3: sex 'x': use m or w (or leave it empty)",
        "line 6: rating '99999' is not a plausible rating",
    ]
    assert [(r.line, r.details.name) for r in parsed.rows] == [(4, "C, C")]


@pytest.mark.sqlite_only("no_store")
def test_a_quoted_cell_over_two_lines_keeps_the_line_numbers_right() -> None:
    parsed = parse_players_csv('Name,Rating\n"Two\nLines, X",2000\n"Next, Y",abc\n')
    assert parsed.problems[0].line == 4  # the second record starts on line 4 of the file


@pytest.mark.sqlite_only("no_store")
def test_files_that_are_no_player_list_are_refused(tmp_path: Path) -> None:
    with pytest.raises(CsvImportError, match="no name column"):
        parse_players_csv("Rating,Fed\n2000,FRA\n")
    with pytest.raises(CsvImportError, match="empty"):
        parse_players_csv("")
    pdf = tmp_path / "list.csv"
    pdf.write_bytes(b"%PDF-1.7\n\x00\x01")
    with pytest.raises(CsvImportError, match="PDF"):
        read_players_csv_file(pdf)
    binary = tmp_path / "bytes.csv"
    binary.write_bytes(b"Name\n\x00\x9f\x00")
    with pytest.raises(CsvImportError, match="not a text file"):
        read_players_csv_file(binary)


def test_a_duplicate_in_row_5_adds_nobody_and_says_so(store_url: str) -> None:
    """The case of the issue: rows 1-4 used to be added and the error did not say so."""
    with new_file(store_url, players=2) as tf:
        before = snapshot(store_url)
        parsed = parse_players_csv(FIVE, "five.csv")
        preview = tf.players.preview_import(parsed)
        assert [str(p) for p in preview.problems] == ["line 6: Eee, Five is on line 3 too"]
        assert [p.name for p in preview.added] == ["Aaa, One", "Bbb, Two", "Ccc, Three", "Ddd, Four"]
        assert snapshot(store_url) == before  # the preview changed nothing
        with pytest.raises(
            operations.OperationRefused, match=r"1 of 5 rows cannot be imported, so nothing was added"
        ):
            tf.players.import_list(parsed)
        assert snapshot(store_url) == before
        assert len(tf.players.all()) == 2


def test_an_import_is_one_operation_with_one_audit_row_and_numbers_by_rank(store_url: str) -> None:
    with new_file(store_url, players=2) as tf:  # Adams 2410, Berg 2350
        log = len(tf.audit_log())
        text = 'Name,Rating,FIDE ID\n"Zed, Top",2500,901\n"Mid, Dle",2380,902\n"Low, Est",1500,\n'
        done = tf.players.import_list(parse_players_csv(text, "club.csv"))
        assert [(p.name, p.number) for p in done.added] == [("Zed, Top", 1), ("Mid, Dle", 3), ("Low, Est", 5)]
        assert [(p.name, p.number) for p in done.renumbered] == [("Adams, Anna", 2), ("Berg, Bo", 4)]
        entries = tf.audit_log()[log:]
        assert [e.operation for e in entries] == ["import_players"]
        assert "club.csv" in (entries[0].new or "")
        assert [p.number for p in tf.players.all()] == [1, 2, 3, 4, 5]


def test_re_importing_the_same_list_names_every_duplicate(store_url: str) -> None:
    with new_file(store_url, players=0) as tf:
        tf.players.import_list(parse_players_csv(FIVE.rsplit("\n", 2)[0] + "\n"))
        preview = tf.players.preview_import(parse_players_csv(FIVE))
        assert [p.line for p in preview.problems] == [2, 3, 4, 5, 6]
        assert [(line, p.name) for line, p in preview.duplicates][:2] == [(2, "Aaa, One"), (3, "Bbb, Two")]
        assert preview.added == ()


def test_the_good_rows_only_when_the_arbiter_leaves_the_others_out(store_url: str) -> None:
    with new_file(store_url, players=0) as tf:
        done = tf.players.import_list(parse_players_csv(FIVE), skip_problems=True)
        assert len(done.added) == 4 and [p.line for p in done.skipped] == [6]
        assert "line 6" in (tf.audit_log()[-1].new or "")


def test_undo_removes_exactly_the_imported_players(store_url: str) -> None:
    with new_file(store_url, players=3) as tf:
        registered = tf.players.all()
        done = tf.players.import_list(parse_players_csv('Name,Rating\n"Top, Al",2600\n"Low, Bo",1000\n'))
        assert len(tf.players.all()) == 5
        tf.players.add(PlayerDetails("Later, Cy", 1200))  # registered after the import: stays
        moved = tf.players.undo_import(done)
        assert [p.name for p in tf.players.all()] == [p.name for p in registered] + ["Later, Cy"]
        assert [p.number for p in tf.players.all()] == [1, 2, 3, 4]
        assert {p.name for p in moved} >= {"Adams, Anna"}
        assert tf.audit_log()[-1].operation == "remove_imported_players"
        with pytest.raises(operations.OperationRefused, match="no longer registered"):
            tf.players.undo_import(done)


def test_undo_is_refused_once_an_imported_player_is_paired(store_url: str) -> None:
    with new_file(store_url, players=2) as tf:
        tf.players.import_list(parse_players_csv('Name,Rating\n"Top, Al",2600\n"Low, Bo",1000\n'))
        tf.rounds.pair_next(pairer=pairer)
        before = snapshot(store_url)
        with pytest.raises(
            operations.OperationRefused, match="is paired; the import can no longer be undone"
        ):
            tf.players.undo_import()
        assert snapshot(store_url) == before


def test_import_csv_from_the_command_line_previews_applies_and_undoes(store_url: str, tmp_path: Path) -> None:
    path = store_url
    with new_file(store_url, players=1):
        pass
    csv = tmp_path / "five.csv"
    csv.write_text(FIVE, encoding="utf-8")
    code, out, err = cli("import-csv", path, csv, "--dry-run")
    assert code == 0 and "problem: line 6: Eee, Five is on line 3 too" in out and "nothing was changed" in out
    code, out, err = cli("import-csv", path, csv)
    assert code == 1 and "so nothing was added" in err and err.count("\n") == 1
    code, out, err = cli("import-csv", path, csv, "--skip-bad-rows")
    assert code == 0 and "imported 4 player(s)" in out and "left out: line 6" in out
    assert cli("players", path)[1].count("\n") == 5
    code, out, err = cli("undo-import", path)
    assert code == 0 and "removed the 4 player(s)" in out
    assert cli("players", path)[1].count("\n") == 1
    assert cli("undo-import", path)[0] == 1  # nothing left to undo


ROUND_TRIP = (
    *HOSTILE,
    PlayerDetails("-Dash, Minus", 1850, "", "FRA", "1000012", Sex.MALE),
    PlayerDetails("+Plus, Sign", 1840, "", "", "", Sex.UNKNOWN),
    PlayerDetails("@At, Sign", 1830, "CM", "ESP", "1000014", Sex.FEMALE, "1999/12/31"),
    PlayerDetails("'Neill, Tim", 1820, "", "", "1000015", Sex.MALE),
    PlayerDetails("O'Neill, Tom", 1810, "", "IRL", "", Sex.MALE, "1985"),
    PlayerDetails("Semi; Colon, Tab", 1800, "", "", "1000017", Sex.MALE),
)


def _registered(path: Path | str) -> list[tuple[object, ...]]:
    with operations.open_file(path) as tf:
        return [
            (p.number, p.name, p.title, p.rating, p.federation, p.fide_id, p.sex, p.birth_date)
            for p in tf.players.all()
        ]


def test_players_exported_by_arbiter_export_csv_import_as_the_same_players(
    store_url: str, tmp_path: Path
) -> None:
    """``arbiter export csv`` then ``arbiter import-csv`` into a new event (a file, then a database of
    the tests' server): the same players with the same numbers, names that a spreadsheet would take for
    a formula (written with an apostrophe) included, and a name that itself starts with an apostrophe
    kept as typed."""
    with new_file(tmp_path, players=0, name="first.arbiter") as tf:
        for d in ROUND_TRIP:
            tf.players.add(d)
    out = tmp_path / "players.csv"
    argv = ["export", "csv", str(tmp_path / "first.arbiter"), "--table", "players", "-o", str(out)]
    assert publish_cli.run(argv, io.StringIO(), io.StringIO()) == 0
    text = out.read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK" in text and "'-Dash" in text  # the export defused them
    new_file(store_url, players=0).close()
    code, shown, err = cli("import-csv", store_url, out)
    assert (code, err) == (0, ""), shown
    assert _registered(store_url) == _registered(tmp_path / "first.arbiter")
    names = {row[1] for row in _registered(store_url)}
    assert {'=HYPERLINK("x"), Cell', "-Dash, Minus", "'Neill, Tim"} <= names
