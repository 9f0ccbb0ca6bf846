"""Sections (issue 30 item 1) with what was merged beside them: the bulk inserts of a TRF import and of a
stored round (issue 32 item 4) land in the session's section only, a team event's teams, matches and
line-ups (issue 29) are a section's, and the window's change marker (issue 30 item 3) sees a change
made in any section, by another desk too. All on a file and on the tests' PostgreSQL server
(``store_url``, issue 30 item 4); the bulk inserts' test counts the rows behind the program's back
(sqlite3 on a file, psycopg on the server)."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import operations
from operations import trf_import
from tests.test_db_support import settings
from values import GameResult, PlayerDetails
from values.team_settings import TeamSettings
from values.teams import TeamFormat

TRF = Path(__file__).resolve().parent / "data" / "db" / "import_rows" / "byes_next_round.trf"
OPEN_A = [PlayerDetails(f"Alpha{i}, Ann", rating=2400 - 10 * i) for i in range(1, 7)]
SECTION_ROWS = ("players", "rounds", "boards", "byes", "audit_log")


def _counts(place: str) -> dict[tuple[str, int], int]:
    """(table, section_id) -> rows, read with sqlite3 from a file, psycopg from a server database (not
    through the program's scoping)."""
    queries = [(t, f"SELECT section_id, count(*) FROM {t} GROUP BY section_id") for t in SECTION_ROWS]
    if "://" in place:
        import psycopg

        with psycopg.connect(place) as server:
            return {
                (table, int(section)): int(count)
                for table, query in queries
                for section, count in server.execute(query)
            }
    con = sqlite3.connect(f"file:{place}?mode=ro", uri=True)
    try:
        return {(table, section): count for table, query in queries for section, count in con.execute(query)}
    finally:
        con.close()


def test_a_trf_imported_into_a_second_section_and_its_next_round_land_there_only(store_url: str) -> None:
    """``trf_import.load_tournament`` inserts players, rounds, boards and byes in bulk (ORM
    ``insert(...)`` with many rows) and ``pair_next`` stores the round's boards the same way: each row
    gets the session's section (``db.sections``), none the first section's."""
    path = store_url
    source = TRF.read_bytes()
    reading = trf_import.read_for_import(source, TRF.name, lenient=False, keep_placeholders=False)
    with operations.create(path, settings(5)) as tf:
        for p in OPEN_A:
            tf.players.add(p)
        tf.rounds.pair_next()
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        first_trf = tf.files.export_trf()
        tf.sections.add("Imported", reading.settings)  # its audit row is the first section's
        before = _counts(path)
        tf.sections.choose("Imported")
        report = tf.write(lambda tx: trf_import.load_tournament(tx, reading, source=TRF.name))
        paired = tf.rounds.pair_next()
        assert paired.number == report.rounds + 1
        assert len(tf.players.all()) == report.players == len(reading.tournament.players)
        assert [r.number for r in tf.rounds.all()] == list(range(1, report.rounds + 2))
        after = _counts(path)
        imported = tf.sections.current
        tf.sections.choose("Test Open")
        assert tf.files.export_trf() == first_trf
        assert [p.name for p in tf.players.all()] == [p.name for p in OPEN_A]
    assert {k: v for k, v in after.items() if k[1] != imported.id} == before
    assert after[("players", imported.id)] == report.players
    assert after[("rounds", imported.id)] == report.rounds + 1
    assert after[("boards", imported.id)] > 0 and after[("byes", imported.id)] > 0


def _team_section(tf: operations.TournamentFile, prefix: str) -> None:
    """Four teams of two players in the section ``tf`` works on, and its round 1 paired."""
    for t in range(1, 5):
        players = [PlayerDetails(f"{prefix}{t}{b}, Pat", rating=2000 - 10 * (2 * t + b)) for b in (1, 2)]
        tf.teams.add(f"{prefix} {t}", "", players)
    tf.rounds.pair_next()


def test_team_operations_keep_to_their_section(store_url: str) -> None:
    """Two team sections: each numbers its teams from 1 and pairs its own round 1 (match 1 in both);
    a line-up set in one leaves the other's matches as they were."""
    team = replace(settings(5), team=TeamSettings(TeamFormat.SWISS, 2))
    with operations.create(store_url, team) as tf:
        _team_section(tf, "North")
        tf.sections.add("South", team)
        tf.sections.choose("South")
        _team_section(tf, "South")
        south = tf.teams.all()
        assert [(t.number, t.name) for t in south] == [(n, f"South {n}") for n in range(1, 5)]
        match = tf.teams.matches(1)[0]
        assert match.match == 1
        white = next(t for t in south if t.number == match.white)
        lined = tf.teams.set_lineup(1, white.number, [p.id for p in white.roster[:2]])
        assert list(lined.white_lineup) == [p.id for p in white.roster[:2]]
        tf.sections.choose("Test Open")
        north = tf.teams.all()
        assert [t.name for t in north] == [f"North {n}" for n in range(1, 5)]
        north_matches = tf.teams.matches(1)
        assert [m.match for m in north_matches] == [1, 2]
        for m in north_matches:
            assert m.white_lineup == () and m.black_lineup == () and m.games == ()
        north_players = {f"North{t}{b}, Pat" for t in range(1, 5) for b in (1, 2)}
        assert {p.name for p in tf.players.all()} == north_players


def test_the_change_marker_sees_every_sections_changes_and_other_desks(store_url: str) -> None:
    """The window's refresh (``changed_by_others``) and ``change_marker`` are the event's: a desk
    showing the first section learns of a change another desk made in the second."""
    path = store_url
    with operations.create(path, settings(5)) as tf:
        tf.players.add(OPEN_A[0])
        tf.sections.add("Open B")
        with operations.open_file(path, read_only=True) as desk:
            seen = desk.change_marker()
            assert desk.changed_by_others(seen) == (seen, False)
            tf.sections.choose("Open B")
            tf.players.add(OPEN_A[1])
            marker, foreign = desk.changed_by_others(seen)
            assert marker > seen and foreign
            assert desk.change_marker() == marker == tf.change_marker()
        own, foreign = tf.changed_by_others(seen)
        assert own == marker and not foreign
