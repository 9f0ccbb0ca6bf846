"""``arbiter copy SRC DST`` moves an event between a file and a venue server both ways, identical: a test
compares every table (issue 30 item 2). The event copied here has rows in every table of the schema
(two sections, one of them a team event; check-ins, fees, prizes, roles, byes, prohibited pairs,
line-ups), so that no table's copy goes untested because it was empty."""

from __future__ import annotations

from pathlib import Path

from db.schema import Base
from tests.test_venue_server import _file_rows, _json_loaded, _server_rows, cli


def _ok(*argv: str) -> None:
    code, _, err = cli(*argv)
    assert code == 0, (argv, err)


def _every_kind_of_row(path: str) -> None:
    """An event of two sections made at the command line, with a row in every table."""
    _ok("new", path, "--name", "Venue Open", "--rounds", "5")
    for i in range(6):
        _ok(
            "add-player",
            path,
            "--name",
            f"Player {i}, A",
            "--rating",
            str(2000 - 10 * i),
            "--fide-id",
            str(4100000 + i),
        )
    _ok("fee-category", path, "Adults", "50")
    _ok("prize-category", path, "add", "Women", "--women", "--code", "W")
    _ok("role", path, "ann", "chief")
    _ok("forbid", path, "1", "2")
    _ok("bye", path, "2", "6", "half")
    _ok("check-in", path, "1", "2", "3", "4", "5", "6")
    _ok("pay", path, "1", "50")
    _ok("pair", path)
    _ok("result", path, "1", "1", "1-0")
    _ok("section", "add", path, "Teams", "--system", "team-swiss", "--rounds", "3", "--boards", "2")
    teams = ("--section", "Teams")
    _ok("add-team", path, "Rooks", *teams, "--player", "Rook, A;2100", "--player", "Rook, B;2000")
    _ok("add-team", path, "Knights", *teams, "--player", "Knight, A;2050", "--player", "Knight, B;1950")
    _ok("pair", path, *teams)
    _ok("lineup", path, "1", "1", "1", "3", *teams)
    _ok("lineup", path, "1", "2", "2", "4", *teams)


def test_copy_both_ways_is_identical_in_every_table(tmp_path: Path, pg_database: str) -> None:
    original = tmp_path / "venue.arbiter"
    _every_kind_of_row(str(original))
    on_file = _file_rows(original)
    assert set(on_file) == {t.name for t in Base.metadata.sorted_tables}
    assert [t for t, rows in on_file.items() if not rows] == []  # every table holds rows
    _ok("copy", str(original), pg_database)
    on_server = _server_rows(pg_database)
    assert set(on_server) == set(on_file)
    for table in on_file:
        assert _json_loaded({table: on_server[table]}) == _json_loaded({table: on_file[table]}), table
    back = tmp_path / "back.arbiter"
    _ok("copy", pg_database, str(back))
    assert _file_rows(back) == on_file
    code, out, err = cli("standings", pg_database, "--section", "Venue Open")
    assert code == 0 and "Player 0, A" in out, err
