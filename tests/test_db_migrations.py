"""Schema versions: a frozen sample file of every released schema opens (migrated, with a backup),
a newer file is refused, a failing migration leaves the file as it was."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

import operations
from db import migrations
from db.migrations import HISTORY, MIGRATIONS, RESERVED_VERSIONS, Migration
from db.schema import SCHEMA_VERSION
from engine.model import Colour
from engine.rating.kfactor import RatingType
from tests.test_db_support import DATA
from values import ByeKind, GameResult, RoundState

SAMPLES = {
    int(m.group(1)): p
    for p in DATA.glob("schema_v*.arbiter")
    if (m := re.fullmatch(r"schema_v(\d+)\.arbiter", p.name))
}


def _copy(version: int, tmp_path: Path) -> Path:
    target = tmp_path / f"v{version}.arbiter"
    shutil.copyfile(SAMPLES[version], target)
    return target


VERSIONS = [v for v in range(1, SCHEMA_VERSION + 1) if v not in RESERVED_VERSIONS]
"""Every schema version a file may have: the numbers kept for another branch's migration aside."""


def test_there_is_a_frozen_sample_of_every_schema_version() -> None:
    assert sorted(SAMPLES) == VERSIONS


def test_every_migration_has_a_summary_and_the_versions_follow_each_other() -> None:
    assert [m.to_version for m in MIGRATIONS] == VERSIONS[1:]
    assert [v for v, _ in HISTORY] == VERSIONS
    assert all(summary.strip() for _, summary in HISTORY)


@pytest.mark.parametrize("version", sorted(SAMPLES))
def test_sample_of_every_version_opens_with_its_content(version: int, tmp_path: Path) -> None:
    path = _copy(version, tmp_path)
    with operations.open_file(path) as tf:
        ev = tf.event.settings()
        assert (
            ev.name == "Schema v1 sample"
            and ev.number_of_rounds == 5
            and ev.tiebreaks == ("BH/C1", "BH", "SB")
        )
        players = tf.players.all()
        assert [p.name for p in players] == [
            "Alpha, Ann",
            "Beta, Ben",
            "Gamma, Gil",
            "Delta, Dee",
            "Eps, Eve",
        ]
        assert players[3].withdrawn_from_round == 2
        r1, r2 = tf.rounds.all()
        assert r1.state is RoundState.COMPLETE and r2.state is RoundState.PAIRED
        assert [b.result for b in r1.boards] == [GameResult.WHITE_WINS, GameResult.DRAW]
        assert r2.boards[0].result is GameResult.BLACK_WINS_FORFEIT and r2.boards[1].result is None
        assert [(b.round, b.kind) for b in tf.players.byes()] == [(1, ByeKind.HALF)]
        assert len(tf.restrictions.prohibited_pairs()) == 1
        assert len(tf.audit_log()) == (15 if version >= 15 else 14)  # v15: + the section "Blitz" added
        assert "001    1" in tf.files.export_trf()
    if version < SCHEMA_VERSION:
        assert (tmp_path / f"v{version}.arbiter.v{version}.bak").exists()


def test_a_file_from_a_newer_program_is_refused_unchanged(tmp_path: Path) -> None:
    path = _copy(1, tmp_path)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = path.read_bytes()
    with pytest.raises(operations.NewerSchemaError, match="newer Arbiter Desk"):
        operations.open_file(path)
    assert path.read_bytes() == before


def _add_notes_column(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE players ADD COLUMN notes TEXT NOT NULL DEFAULT ''")


def _broken(con: sqlite3.Connection) -> None:
    con.execute("ALTER TABLE players ADD COLUMN half_done TEXT")
    con.execute("THIS IS NOT SQL")


def test_migration_runs_after_a_backup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _copy(1, tmp_path)
    monkeypatch.setattr(migrations, "MIGRATIONS", (Migration(2, "players get notes", _add_notes_column),))
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 2)
    backup = migrations.migrate(path, 1)
    assert backup is not None and backup.name == "v1.arbiter.v1.bak"
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 2
        assert con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == "2"
        assert "notes" in [row[1] for row in con.execute("PRAGMA table_info(players)")]
    finally:
        con.close()
    old = sqlite3.connect(backup)
    try:
        assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    finally:
        old.close()


def test_failing_migration_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _copy(1, tmp_path)
    monkeypatch.setattr(migrations, "MIGRATIONS", (Migration(2, "broken", _broken),))
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 2)
    with pytest.raises(sqlite3.OperationalError):
        migrations.migrate(path, 1)
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == 1
        assert "half_done" not in [row[1] for row in con.execute("PRAGMA table_info(players)")]
    finally:
        con.close()


def test_schema_3_keeps_what_the_library_brings(tmp_path: Path) -> None:
    """The v3 sample holds national data, clubs and a prohibited pairing's reason (and schema 2's
    rating type and K factors)."""
    with operations.open_file(_copy(3, tmp_path)) as tf:
        assert tf.event.settings().rating_type is RatingType.RAPID
        first, *_, fifth = tf.players.all()
        assert (first.national_id, first.national_rating, first.club, first.city) == (
            "CH-100",
            2250,
            "SK Basel",
            "Basel",
        )
        assert (first.other_titles, first.k_factor, first.inactive, fifth.inactive) == ("IA", 20, False, True)
        (pair,) = tf.restrictions.prohibited_pairs()
        assert (pair.reason, pair.first_round, pair.last_round) == ("club: SK Basel", 1, 2)


def test_a_migrated_file_has_the_columns_of_a_new_one_with_empty_library_data(tmp_path: Path) -> None:
    path = _copy(1, tmp_path)
    with operations.open_file(path) as tf:
        assert tf.event.settings().rating_type is RatingType.STANDARD
        assert {
            (p.national_id, p.national_rating, p.club, p.k_factor, p.inactive) for p in tf.players.all()
        } == {("", 0, "", None, False)}
        assert [p.reason for p in tf.restrictions.prohibited_pairs()] == [""]
    fresh = tmp_path / "fresh.arbiter"
    operations.create(fresh, operations.EventSettings("x", 3)).close()

    def columns(file: Path) -> dict[str, list[str]]:
        con = sqlite3.connect(file)
        try:
            tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            return {t: sorted(r[1] for r in con.execute(f"PRAGMA table_info({t})")) for t in tables}
        finally:
            con.close()

    assert columns(path) == columns(fresh)


def test_a_schema_4_file_gets_no_event_language_so_it_prints_as_before(tmp_path: Path) -> None:
    """Schema 5 (issue 17): the event's language for its documents; a file from before has none (empty:
    the language of the program that prints, as it did), and it is kept in the backup unchanged."""
    path = _copy(4, tmp_path)
    with operations.open_file(path) as tf:
        assert tf.event.settings().language == ""
        assert tf.event.set_language("it").language == "it"  # and the migrated file takes one
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert con.execute("SELECT language FROM event").fetchone()[0] == "it"
    finally:
        con.close()
    old = sqlite3.connect(tmp_path / "v4.arbiter.v4.bak")
    try:
        assert old.execute("PRAGMA user_version").fetchone()[0] == 4
        assert "language" not in [row[1] for row in old.execute("PRAGMA table_info(event)")]
    finally:
        old.close()


def test_schema_5_keeps_the_events_language(tmp_path: Path) -> None:
    with operations.open_file(_copy(5, tmp_path)) as tf:
        assert tf.event.settings().language == "es"


def test_schema_6_keeps_a_game_without_colours(tmp_path: Path) -> None:
    """Schema 6 (issue 26): a forfeit imported from a TRF ``126 - -`` has no colours; its cells say
    so, the checker's colour history skips it and the export writes it back as it was read."""
    with operations.open_file(_copy(6, tmp_path)) as tf:
        board = tf.rounds.get(2).boards[0]
        assert board.result is GameResult.BLACK_WINS_FORFEIT and board.no_colours
        white, black = board.round_entries()
        assert white.colour is black.colour is Colour.NONE
        text = tf.files.export_trf()
        assert f"{board.black_number:>4} - -" in text and f"{board.white_number:>4} - +" in text


def test_a_file_before_schema_6_has_colours_on_every_board(tmp_path: Path) -> None:
    with operations.open_file(_copy(5, tmp_path)) as tf:
        assert not any(b.no_colours for r in tf.rounds.all() for b in r.boards)


def test_schema_7_keeps_a_late_entrys_first_round(tmp_path: Path) -> None:
    with operations.open_file(_copy(7, tmp_path)) as tf:
        assert [(p.name, p.entry_round) for p in tf.players.all() if p.entry_round] == [("Eps, Eve", 2)]


def test_a_schema_5_file_takes_its_late_entries_from_the_audit_log(tmp_path: Path) -> None:
    """Schema 7 (issue 26): a player the audit log shows registered after round 2 was paired is a late
    entry for round 3 (its rounds 1-2 are not absences); the players registered before are not."""
    path = _copy(5, tmp_path)
    con = sqlite3.connect(path, isolation_level=None)
    try:
        con.execute(
            "INSERT INTO players (id, number, name, rating, title, federation, fide_id, sex, birth_date, "
            "national_id, national_rating, club, city, other_titles, inactive) "
            "VALUES (99, 6, 'Late, Lou', 2000, '', '', '', '', '', '', 0, '', '', '', 0)"
        )
        con.execute(
            "INSERT INTO audit_log (at, user, operation, old_value, new_value) VALUES "
            "('2026-04-02T10:00:00+00:00', 'sample', 'add_player', NULL, ?)",
            ('{"player": {"id": 99, "name": "Late, Lou", "number": 6}, "renumbered": {}}',),
        )
    finally:
        con.close()
    with operations.open_file(path) as tf:
        assert {p.name: p.entry_round for p in tf.players.all()} == {
            "Alpha, Ann": None,
            "Beta, Ben": None,
            "Gamma, Gil": None,
            "Delta, Dee": None,
            "Eps, Eve": None,
            "Late, Lou": 3,
        }


def test_schema_8_keeps_the_events_swiss_system(tmp_path: Path) -> None:
    """Schema 8 (issue 28): ``event.pairing_system`` takes the Burstein, Dubov and Lim Systems; the v8
    sample is a Burstein event, and its export names it in record 192 once brought up to date."""
    from engine.model import PairingSystem

    with operations.open_file(_copy(8, tmp_path)) as tf:
        assert tf.event.settings().system is PairingSystem.BURSTEIN
        assert "192 FIDE_BURSTEIN" in tf.files.export_trf().splitlines()


@pytest.mark.parametrize("version", [4, 7])
def test_a_file_before_schema_8_is_a_dutch_event_that_may_become_a_dubov_one(
    version: int, tmp_path: Path
) -> None:
    """The migration widens the CHECK of ``event.pairing_system`` (the file from before keeps its
    system; ``sections.pairing_system`` since schema 15); the store then takes ``dubov`` and still
    refuses a name it does not know."""
    from engine.model import PairingSystem

    path = _copy(version, tmp_path)
    with operations.open_file(path) as tf:  # migrated
        assert tf.event.settings().system is PairingSystem.DUTCH
    con = sqlite3.connect(path)
    try:
        con.execute("UPDATE sections SET pairing_system = 'dubov'")
        with pytest.raises(sqlite3.IntegrityError):
            con.execute("UPDATE sections SET pairing_system = 'monrad'")
        con.commit()
    finally:
        con.close()
    with operations.open_file(path, read_only=True) as tf:
        assert tf.event.settings().system is PairingSystem.DUBOV


def test_schema_12_keeps_a_teams_roster_in_board_order(tmp_path: Path) -> None:
    """Schema 12 (issue 29): teams, their rosters by board, team matches and line-ups; the v12 sample's
    team has the players of numbers 2 and 1, in that order."""
    with operations.open_file(_copy(12, tmp_path)) as tf:
        (team,) = tf.teams.all()
        assert (team.number, team.name, team.captain) == (1, "Sample team", "Cap")
        assert [p.number for p in team.roster] == [2, 1]


@pytest.mark.parametrize("version", [4, 10])
def test_a_file_before_schema_12_may_become_a_team_event(version: int, tmp_path: Path) -> None:
    """The migration widens ``event.pairing_system`` to the team formats and adds the team tables: a
    migrated file takes a team of its players, and still refuses a system it does not know (the
    system is the section's since schema 15)."""
    path = _copy(version, tmp_path)
    with operations.open_file(path) as tf:  # migrated
        assert tf.event.team() is None and tf.teams.all() == ()
    con = sqlite3.connect(path)
    try:
        con.execute("UPDATE sections SET pairing_system = 'team_swiss', system_settings = '{\"boards\": 2}'")
        with pytest.raises(sqlite3.IntegrityError):
            con.execute("UPDATE sections SET pairing_system = 'team_monrad'")
        con.commit()
    finally:
        con.close()
    with operations.open_file(path) as tf:
        team = tf.event.team()
        assert team is not None and team.boards == 2
        added = tf.teams.add("Late", "", ())
        assert added.number == 1


def test_schema_14_still_refuses_a_player_paired_twice_in_a_round(tmp_path: Path) -> None:
    """Schema 14 (issue 32 item 4) asks the board trigger's question in one search per index; the
    trigger of a migrated file still takes a player free in the round and refuses a player who already
    plays in it, with the same colour or the other one, and the round's pairing-allocated bye. Since
    schema 15 it asks within the board's section: the same ids in another section's round are free."""
    path = _copy(10, tmp_path)
    with operations.open_file(path) as tf:  # migrated
        boards = tf.rounds.get(2).boards
        ids = {p.id for p in tf.players.all()}
    (white, black), *_ = sorted((b.white, b.black) for b in boards)
    (free, *_) = sorted(ids - {b.white for b in boards} - {b.black for b in boards})
    con = sqlite3.connect(path)  # foreign keys off: ids 997-999 stand for players of another file
    try:
        insert = (
            "INSERT INTO boards (section_id, round_number, board_no, white_id, black_id, no_colours) "
            "VALUES (1, 2, ?, ?, ?, 0)"
        )
        con.execute(insert, (9, free, 999))
        con.execute("UPDATE rounds SET pairing_bye_id = 997 WHERE number = 2")
        other_section = insert.replace("VALUES (1, 2,", "VALUES (2, 2,")
        con.execute(other_section, (1, white, black))
        for pair in (
            (white, 998),
            (998, white),
            (black, 998),
            (998, black),
            (998, free),
            (999, 998),
            (997, 998),
        ):
            with pytest.raises(sqlite3.IntegrityError, match="paired twice"):
                con.execute(insert, (10, *pair))
        assert (
            con.execute("SELECT count(*) FROM boards WHERE section_id = 1 AND round_number = 2").fetchone()[0]
            == len(boards) + 1
        )
    finally:
        con.close()


def _boards_by_round(path: Path) -> dict[int, list[tuple[int, int, int, GameResult | None]]]:
    with operations.open_file(path) as tf:
        return {
            r.number: [(b.board, int(b.white_number), int(b.black_number), b.result) for b in r.boards]
            for r in tf.rounds.all()
        }


def test_schema_16_puts_game_2_of_an_old_double_swiss_import_on_game_1s_boards(tmp_path: Path) -> None:
    """``double_swiss_boards_v10.arbiter`` is ``double_swiss_boards.trf`` imported by the program of
    schema 10 (``make_double_swiss_boards_sample.py``), which numbered game 2 of match 1 by the order of
    C.04.2 art. 3.6 after game 1: the pair of board 2 (2-6) was on board 4 of game 2. Migrated, every
    game 2 is on game 1's boards, as this program's import numbers them; the results stay with their
    games; one audit row says which boards moved."""
    path = tmp_path / "old.arbiter"
    shutil.copyfile(DATA / "double_swiss_boards_v10.arbiter", path)
    con = sqlite3.connect(path)
    try:
        stored = con.execute(
            "SELECT round_number, board_no, white_id, black_id, result FROM boards"
        ).fetchall()
    finally:
        con.close()
    pairs_before = {(r, frozenset((w, b)), result) for r, _, w, b, result in stored}
    game_1 = {frozenset((w, b)): n for r, n, w, b, _ in stored if r == 1}
    assert any(game_1[frozenset((w, b))] != n for r, n, w, b, _ in stored if r == 2)  # the old numbering
    migrated = _boards_by_round(path)
    fresh = tmp_path / "fresh.arbiter"
    tf, _ = operations.import_trf(DATA / "double_swiss_boards.trf", fresh)
    tf.close()
    assert migrated == _boards_by_round(fresh)
    for game_2 in (2, 4):
        first = {n: frozenset((w, b)) for n, w, b, _ in migrated[game_2 - 1]}
        assert {n: frozenset((w, b)) for n, w, b, _ in migrated[game_2]} == first
    con = sqlite3.connect(path)
    try:
        after = con.execute("SELECT round_number, white_id, black_id, result FROM boards").fetchall()
    finally:
        con.close()
    assert {(r, frozenset((w, b)), result) for r, w, b, result in after} == pairs_before
    with operations.open_file(path) as tf:
        log = tf.audit_log()
    assert [e.operation for e in log].count("renumber_match_boards") == 1
    assert json.loads(log[-1].new or "") == {"boards": {"2": {"2": 3, "3": 4, "4": 2}}}


def test_schema_16_leaves_a_game_2_whose_pairs_game_1_lacks_as_it_was(tmp_path: Path) -> None:
    """A game 2 set by hand with other pairs than game 1 (here two black players exchanged) has no
    board of game 1 to follow: the migration guesses nothing and leaves its numbers."""
    path = tmp_path / "old.arbiter"
    shutil.copyfile(DATA / "double_swiss_boards_v10.arbiter", path)
    con = sqlite3.connect(path)
    try:
        (three,), (six,) = con.execute(
            "SELECT black_id FROM boards WHERE round_number = 2 AND board_no IN (2, 4) ORDER BY board_no"
        ).fetchall()
        con.execute("UPDATE boards SET black_id = 999 WHERE round_number = 2 AND board_no = 2")
        con.execute("UPDATE boards SET black_id = ? WHERE round_number = 2 AND board_no = 4", (three,))
        con.execute("UPDATE boards SET black_id = ? WHERE round_number = 2 AND board_no = 2", (six,))
        con.commit()
        before = con.execute("SELECT id, board_no FROM boards WHERE round_number = 2 ORDER BY id").fetchall()
    finally:
        con.close()
    with operations.open_file(path) as tf:  # migrated
        assert "renumber_match_boards" not in [e.operation for e in tf.audit_log()]
    con = sqlite3.connect(path)
    try:
        after = con.execute("SELECT id, board_no FROM boards WHERE round_number = 2 ORDER BY id").fetchall()
    finally:
        con.close()
    assert after == before
