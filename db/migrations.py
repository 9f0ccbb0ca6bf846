"""Schema versions and how a file moves from one to the next.

The version lives in the file twice: ``PRAGMA user_version`` (read before anything else) and the
``meta`` row ``schema_version``. A new file is created at ``SCHEMA_VERSION`` from ``db.schema``;
an older file is first copied to ``<name>.v<old>.bak`` and then brought forward by the ordered
``MIGRATIONS``, each written in plain SQL (never with today's ORM classes) and applied in one
transaction. Each release that changes the schema adds one entry here and a frozen sample file in
``tests/data/db/`` that ``tests/test_db_migrations.py`` opens.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine

from db.backups import backup_copy
from db.errors import NewerSchemaError, NotATournamentFile, OperationRefused
from db.schema import APPLICATION_ID, AUDIT_TRIGGERS, BOARD_TRIGGERS, PAIRED_TWICE, SCHEMA_VERSION, Base
from db.sqlite_path import connect_file
from engine.i18n import translate


@dataclass(frozen=True, slots=True)
class Migration:
    """Brings a file from ``to_version - 1`` to ``to_version``."""

    to_version: int
    summary: str
    apply: Callable[[sqlite3.Connection], None]
    data_only: bool = False
    """It changes rows, not the structure: a file of ``to_version`` has the structure of the version
    before (``db.schema_check.structure_at``)."""


FIRST_SCHEMA: tuple[str, ...] = (
    'CREATE TABLE meta ("key" VARCHAR(64) NOT NULL, value TEXT NOT NULL, PRIMARY KEY ("key"))',
    "CREATE TABLE event (id INTEGER NOT NULL, name TEXT NOT NULL, city TEXT NOT NULL, "
    "federation VARCHAR(3) NOT NULL, start_date VARCHAR(10), end_date VARCHAR(10), "
    "tournament_type TEXT NOT NULL, chief_arbiter TEXT NOT NULL, deputy_arbiters JSON NOT NULL, "
    "time_control TEXT NOT NULL, number_of_rounds INTEGER NOT NULL CHECK (number_of_rounds >= 1), "
    "round_dates JSON NOT NULL, rules VARCHAR(40) NOT NULL, point_system JSON NOT NULL, "
    "initial_colour VARCHAR(1), tiebreaks JSON NOT NULL, standings_tiebreaks JSON NOT NULL, "
    "accelerations JSON NOT NULL, extra_records JSON NOT NULL, PRIMARY KEY (id), "
    "CONSTRAINT single_event CHECK (id = 1))",
    "CREATE TABLE players (id INTEGER NOT NULL, number INTEGER NOT NULL, name TEXT NOT NULL, "
    "rating INTEGER NOT NULL CHECK (rating >= 0), title VARCHAR(3) NOT NULL, "
    "federation VARCHAR(3) NOT NULL, fide_id VARCHAR(12) NOT NULL, "
    "sex VARCHAR(1) NOT NULL CONSTRAINT sex_code CHECK (sex IN ('m', 'w', '')), "
    "birth_date VARCHAR(10) NOT NULL, withdrawn_from_round INTEGER, PRIMARY KEY (id), "
    "CONSTRAINT tpn_positive CHECK (number >= 1), UNIQUE (number))",
    "CREATE TABLE prohibited_pairs (id INTEGER NOT NULL, first_round INTEGER, last_round INTEGER, "
    "PRIMARY KEY (id))",
    "CREATE TABLE audit_log (id INTEGER NOT NULL, at VARCHAR(40) NOT NULL, user TEXT NOT NULL, "
    "operation VARCHAR(40) NOT NULL, old_value TEXT, new_value TEXT, PRIMARY KEY (id))",
    "CREATE TABLE rounds (number INTEGER NOT NULL CHECK (number >= 1), date VARCHAR(10), "
    "paired_at VARCHAR(40), pairing_bye_id INTEGER, pairer TEXT NOT NULL, pairing_input TEXT, "
    "PRIMARY KEY (number), FOREIGN KEY(pairing_bye_id) REFERENCES players (id))",
    "CREATE TABLE byes (id INTEGER NOT NULL, round_number INTEGER NOT NULL CHECK (round_number >= 1), "
    "player_id INTEGER NOT NULL, kind VARCHAR(8) NOT NULL CONSTRAINT bye_kind CHECK (kind IN "
    "('half', 'zero', 'full')), PRIMARY KEY (id), UNIQUE (round_number, player_id), "
    "FOREIGN KEY(player_id) REFERENCES players (id))",
    "CREATE TABLE prohibited_pair_members (pair_id INTEGER NOT NULL, player_id INTEGER NOT NULL, "
    "PRIMARY KEY (pair_id, player_id), "
    "FOREIGN KEY(pair_id) REFERENCES prohibited_pairs (id) ON DELETE CASCADE, "
    "FOREIGN KEY(player_id) REFERENCES players (id))",
    "CREATE TABLE boards (id INTEGER NOT NULL, round_number INTEGER NOT NULL, board_no INTEGER NOT NULL, "
    "white_id INTEGER NOT NULL, black_id INTEGER NOT NULL, result VARCHAR(8) CONSTRAINT result_code CHECK "
    "(result IS NULL OR result IN ('1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-', 'W-L', 'L-W', 'D-D')), "
    "PRIMARY KEY (id), UNIQUE (round_number, board_no), UNIQUE (round_number, white_id), "
    "UNIQUE (round_number, black_id), CONSTRAINT two_players CHECK (white_id <> black_id), "
    "CONSTRAINT board_positive CHECK (board_no >= 1), "
    "FOREIGN KEY(round_number) REFERENCES rounds (number) ON DELETE CASCADE, "
    "FOREIGN KEY(white_id) REFERENCES players (id), FOREIGN KEY(black_id) REFERENCES players (id))",
    "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    "CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    "CREATE TRIGGER boards_one_game_per_player BEFORE INSERT ON boards "
    "WHEN EXISTS (SELECT 1 FROM boards b WHERE b.round_number = NEW.round_number "
    "AND (b.white_id IN (NEW.white_id, NEW.black_id) OR b.black_id IN (NEW.white_id, NEW.black_id))) "
    "OR EXISTS (SELECT 1 FROM rounds r WHERE r.number = NEW.round_number "
    "AND r.pairing_bye_id IN (NEW.white_id, NEW.black_id)) "
    "BEGIN SELECT RAISE(ABORT, 'a player is paired twice in this round'); END",
)
"""What the first program (schema 1) created, frozen: the start from which
``db.schema_check.structure_at`` rebuilds the structure of every version with the migrations below
(the spacing is the only liberty taken). Never change it: files of schema 1 exist."""


def _v2_end_of_event(con: sqlite3.Connection) -> None:
    """Rating report, officials, K factors and prize lists (issue 14)."""
    for column in (
        "organiser TEXT NOT NULL DEFAULT ''",
        "rating_type VARCHAR(10) NOT NULL DEFAULT 'standard'",
        "fide_rated BOOLEAN NOT NULL DEFAULT 1",
        "time_control_code TEXT NOT NULL DEFAULT ''",
        "prize_ties VARCHAR(10) NOT NULL DEFAULT 'tiebreak'",
    ):
        con.execute(f"ALTER TABLE event ADD COLUMN {column}")
    con.execute("ALTER TABLE players ADD COLUMN k_factor INTEGER CHECK (k_factor IS NULL OR k_factor > 0)")
    con.execute(
        "CREATE TABLE prize_categories ("
        "id INTEGER NOT NULL PRIMARY KEY, position INTEGER NOT NULL, name TEXT NOT NULL, "
        "code TEXT NOT NULL DEFAULT '', rule JSON NOT NULL DEFAULT '{}', prizes JSON NOT NULL DEFAULT '[]')"
    )


def _v3_player_library(con: sqlite3.Connection) -> None:
    """What the player library brings (issue 13): national ID and rating, club, city, other titles and
    the inactive flag of each player; why a prohibited pairing exists (a club or federation restriction)."""
    for statement in (
        "ALTER TABLE players ADD COLUMN national_id TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN national_rating INTEGER NOT NULL DEFAULT 0 "
        "CONSTRAINT national_rating_positive CHECK (national_rating >= 0)",
        "ALTER TABLE players ADD COLUMN club TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN city TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN other_titles TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN inactive BOOLEAN NOT NULL DEFAULT 0 "
        "CONSTRAINT inactive_flag CHECK (inactive IN (0, 1))",
        "ALTER TABLE prohibited_pairs ADD COLUMN reason TEXT NOT NULL DEFAULT ''",
    ):
        con.execute(statement)


def _v4_pairing_system(con: sqlite3.Connection) -> None:
    """The event's pairing system and its settings (issue 18: round robins). Existing files are Swiss."""
    con.execute(
        "ALTER TABLE event ADD COLUMN pairing_system VARCHAR(20) NOT NULL DEFAULT 'dutch' "
        "CONSTRAINT system CHECK (pairing_system IN ('dutch', 'berger'))"
    )
    con.execute("ALTER TABLE event ADD COLUMN system_settings JSON NOT NULL DEFAULT '{}'")


def _v5_event_language(con: sqlite3.Connection) -> None:
    """The language of the event's documents (issue 17). Existing files: none, the program's as before."""
    con.execute("ALTER TABLE event ADD COLUMN language VARCHAR(8) NOT NULL DEFAULT ''")


def _v6_boards_without_colours(con: sqlite3.Connection) -> None:
    """A game not played may have no colours (issue 26: TRF ``126 - -``). Existing boards have colours."""
    con.execute(
        "ALTER TABLE boards ADD COLUMN no_colours BOOLEAN NOT NULL DEFAULT 0 "
        "CONSTRAINT no_colours_flag CHECK (no_colours IN (0, 1))"
    )


def _v7_entry_round(con: sqlite3.Connection) -> None:
    """The first round of a late entry (issue 26: checks judged a late entry for rounds before it).
    Existing files: read from the audit log, as the rounds paired when each player was registered."""
    con.execute(
        "ALTER TABLE players ADD COLUMN entry_round INTEGER "
        "CONSTRAINT entry_round_late CHECK (entry_round IS NULL OR entry_round >= 2)"
    )
    for player_id, first_round in _late_entries_in_audit_log(con).items():
        con.execute("UPDATE players SET entry_round = ? WHERE id = ?", (first_round, player_id))


def _late_entries_in_audit_log(con: sqlite3.Connection) -> dict[int, int]:
    """player id -> first round, for the players the audit log shows registered after a round was
    paired (``add_player`` and ``import_players`` rows, counted against ``pair_round``, ``delete_round``
    and ``import_trf`` rows before them). Rows of another shape are passed over: the player then
    counts as registered from round 1, as before."""
    paired = 0
    late: dict[int, int] = {}
    for operation, old_text, new_text in con.execute(
        "SELECT operation, old_value, new_value FROM audit_log ORDER BY id"
    ):
        try:
            old, new = json.loads(old_text or "null"), json.loads(new_text or "null")
            if operation == "pair_round":
                paired = int(new["round"])
            elif operation == "delete_round":
                paired = int(old["round"]) - 1
                late = {pid: min(first, paired + 1) for pid, first in late.items()}
            elif operation == "import_trf":
                paired = int(new["rounds"])
            elif operation == "add_player" and paired:
                late[int(new["player"]["id"])] = paired + 1
            elif operation == "import_players" and paired:
                late.update((int(p["id"]), paired + 1) for p in new["players"])
        except (KeyError, TypeError, ValueError):
            continue
    return {pid: first for pid, first in late.items() if first >= 2}


_V4_SYSTEMS = "pairing_system IN ('dutch', 'berger')"
_V8_SYSTEMS = "pairing_system IN ('dutch', 'berger', 'burstein', 'dubov', 'lim')"
_V10_SYSTEMS = "pairing_system IN ('dutch', 'berger', 'burstein', 'dubov', 'lim', 'double_swiss')"
_V12_SYSTEMS = (
    "pairing_system IN ('dutch', 'berger', 'burstein', 'dubov', 'lim', 'double_swiss', "
    "'team_swiss', 'team_berger', 'team_double_berger')"
)


def _v8_other_swiss_systems(con: sqlite3.Connection) -> None:
    """The Burstein, Dubov and Lim Systems as event settings (issue 28): ``event.pairing_system`` takes
    ``burstein``, ``dubov`` and ``lim``. Existing files keep their system."""
    _widen_pairing_systems(con, _V4_SYSTEMS, _V8_SYSTEMS)


def _widen_pairing_systems(con: sqlite3.Connection, before: str, after: str) -> None:
    """Widen the CHECK of ``event.pairing_system`` from ``before`` to ``after``.

    SQLite cannot alter a CHECK constraint; widening one changes no stored row, so the table's text is
    edited in place, as SQLite's documentation allows for such changes ("ALTER TABLE", section 7: the
    procedure for changes that do not affect the on-disk content), and the schema cookie is bumped so
    that every connection reads the new text. Every row already satisfies the wider list."""
    (sql,) = con.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'event'").fetchone()
    if str(sql).count(before) != 1:
        raise sqlite3.DatabaseError(f"event.pairing_system has not the constraint {before}")
    (cookie,) = con.execute("PRAGMA schema_version").fetchone()
    con.execute("PRAGMA writable_schema = ON")
    try:
        con.execute(
            "UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE type = 'table' AND name = 'event'",
            (before, after),
        )
        con.execute(f"PRAGMA schema_version = {int(cookie) + 1}")
    finally:
        con.execute("PRAGMA writable_schema = OFF")


def _v9_arbiters_desk(con: sqlite3.Connection) -> None:
    """The arbiter's desk (issue 33): a player's fixed board and fee category, the event's entry fees,
    the check-in before each round, the fees received. Existing files: no fixed board, no fees, no
    check-in (every player counts as present, as before)."""
    for statement in (
        "ALTER TABLE players ADD COLUMN fixed_board INTEGER "
        "CONSTRAINT fixed_board_positive CHECK (fixed_board IS NULL OR fixed_board >= 1)",
        "ALTER TABLE players ADD COLUMN fee_category TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE event ADD COLUMN entry_fees JSON NOT NULL DEFAULT '{}'",
        "CREATE TABLE check_ins (round_number INTEGER NOT NULL CONSTRAINT check_in_round "
        "CHECK (round_number >= 1), player_id INTEGER NOT NULL, at VARCHAR(40) NOT NULL, "
        "PRIMARY KEY (round_number, player_id), FOREIGN KEY(player_id) REFERENCES players (id))",
        "CREATE TABLE fee_payments (id INTEGER NOT NULL, player_id INTEGER NOT NULL, "
        "amount INTEGER NOT NULL CONSTRAINT payment_positive CHECK (amount > 0), "
        "paid_at VARCHAR(40) NOT NULL, note TEXT NOT NULL, PRIMARY KEY (id), "
        "FOREIGN KEY(player_id) REFERENCES players (id))",
    ):
        con.execute(statement)


def _v10_double_swiss(con: sqlite3.Connection) -> None:
    """The Double-Swiss System (C.04.5, issue 28 item 3) among the event's pairing systems:
    ``event.pairing_system`` takes ``double_swiss`` (match ``k`` stored as rounds ``2k-1`` and ``2k``)."""
    _widen_pairing_systems(con, _V8_SYSTEMS, _V10_SYSTEMS)


def _v12_team_events(con: sqlite3.Connection) -> None:
    """Team events (issue 29): ``event.pairing_system`` takes ``team_swiss`` (C.04.6), ``team_berger``
    and ``team_double_berger``; the teams, their rosters (board order), the matches of each round and the
    line-ups. The games stay the ``boards`` of individual players. Existing files have no team."""
    _widen_pairing_systems(con, _V10_SYSTEMS, _V12_SYSTEMS)
    for statement in (
        "CREATE TABLE teams (id INTEGER NOT NULL, number INTEGER NOT NULL, name TEXT NOT NULL, "
        "captain TEXT NOT NULL, PRIMARY KEY (id), "
        "CONSTRAINT team_number_positive CHECK (number >= 1), UNIQUE (number))",
        "CREATE TABLE team_members (player_id INTEGER NOT NULL, team_id INTEGER NOT NULL, "
        "position INTEGER NOT NULL, PRIMARY KEY (player_id), UNIQUE (team_id, position), "
        "CONSTRAINT roster_position_positive CHECK (position >= 1), "
        "FOREIGN KEY(player_id) REFERENCES players (id), "
        "FOREIGN KEY(team_id) REFERENCES teams (id) ON DELETE CASCADE)",
        "CREATE TABLE team_matches (id INTEGER NOT NULL, round_number INTEGER NOT NULL, "
        "match_no INTEGER NOT NULL, white_team_id INTEGER NOT NULL, black_team_id INTEGER, "
        "PRIMARY KEY (id), UNIQUE (round_number, match_no), UNIQUE (round_number, white_team_id), "
        "UNIQUE (round_number, black_team_id), CONSTRAINT match_positive CHECK (match_no >= 1), "
        "CONSTRAINT two_teams CHECK (white_team_id <> black_team_id), "
        "FOREIGN KEY(round_number) REFERENCES rounds (number) ON DELETE CASCADE, "
        "FOREIGN KEY(white_team_id) REFERENCES teams (id), FOREIGN KEY(black_team_id) REFERENCES teams (id))",
        "CREATE TABLE lineups (round_number INTEGER NOT NULL, team_id INTEGER NOT NULL, "
        "board INTEGER NOT NULL, player_id INTEGER NOT NULL, PRIMARY KEY (round_number, team_id, board), "
        "UNIQUE (round_number, player_id), CONSTRAINT lineup_board_positive CHECK (board >= 1), "
        "FOREIGN KEY(round_number) REFERENCES rounds (number) ON DELETE CASCADE, "
        "FOREIGN KEY(team_id) REFERENCES teams (id), FOREIGN KEY(player_id) REFERENCES players (id))",
    ):
        con.execute(statement)


def _v13_desk_roles(con: sqlite3.Connection) -> None:
    """The roles at the desks of an event on a venue server (issue 30 item 3). Existing files name no
    chief arbiter: every desk may do everything, as before."""
    con.execute(
        "CREATE TABLE desk_roles (person TEXT NOT NULL, role VARCHAR(8) NOT NULL CONSTRAINT desk_role "
        "CHECK (role IN ('chief', 'deputy', 'viewer')), PRIMARY KEY (person))"
    )


_V14_BOARD_TRIGGER = (
    "CREATE TRIGGER boards_one_game_per_player BEFORE INSERT ON boards "
    "WHEN EXISTS (SELECT 1 FROM boards b WHERE b.round_number = NEW.round_number "
    "AND b.white_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM boards b WHERE b.round_number = NEW.round_number "
    "AND b.black_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM rounds r WHERE r.number = NEW.round_number "
    "AND r.pairing_bye_id IN (NEW.white_id, NEW.black_id)) "
    "BEGIN SELECT RAISE(ABORT, 'a player is paired twice in this round'); END"
)


def _v14_board_trigger_by_index(con: sqlite3.Connection) -> None:
    """The trigger that refuses a player paired twice in a round (schema 1) asks the same question
    in two searches, one per index of the round's boards ((round, white) and (round, black)). Its
    first form, one search with ``white_id IN (...) OR black_id IN (...)``, was planned by SQLite as a
    walk through every board of the round at each board inserted: storing a round of 5,000 boards
    took some 9 s (issue 32 item 4), now 0.2 s. Nothing stored changes."""
    con.execute("DROP TRIGGER boards_one_game_per_player")
    con.execute(_V14_BOARD_TRIGGER)


_V15_TABLES: tuple[tuple[str, str], ...] = (
    (
        "sections",
        "CREATE TABLE sections (id INTEGER NOT NULL, event_id INTEGER NOT NULL, name TEXT NOT NULL, "
        "tournament_type TEXT NOT NULL, time_control TEXT NOT NULL, number_of_rounds INTEGER NOT NULL CHECK "
        "(number_of_rounds >= 1), round_dates JSON NOT NULL, rules VARCHAR(40) NOT NULL, pairing_system "
        "VARCHAR(20) NOT NULL CONSTRAINT system CHECK (pairing_system IN ('dutch', 'berger', 'burstein', "
        "'dubov', 'lim', 'double_swiss', 'team_swiss', 'team_berger', 'team_double_berger')), system_settings"
        " JSON NOT NULL, point_system JSON NOT NULL, initial_colour VARCHAR(1), tiebreaks JSON NOT NULL, "
        "standings_tiebreaks JSON NOT NULL, accelerations JSON NOT NULL, extra_records JSON NOT NULL, "
        "rating_type VARCHAR(10) NOT NULL, fide_rated BOOLEAN NOT NULL, time_control_code TEXT NOT NULL, "
        "prize_ties VARCHAR(10) NOT NULL, entry_fees JSON NOT NULL, PRIMARY KEY (id), FOREIGN KEY(event_id) "
        "REFERENCES event (id), UNIQUE (name))",
    ),
    (
        "event",
        "CREATE TABLE event (id INTEGER NOT NULL, name TEXT NOT NULL, city TEXT NOT NULL, federation "
        "VARCHAR(3) NOT NULL, start_date VARCHAR(10), end_date VARCHAR(10), chief_arbiter TEXT NOT NULL, "
        "deputy_arbiters JSON NOT NULL, organiser TEXT NOT NULL, language VARCHAR(8) NOT NULL, PRIMARY "
        "KEY (id), CONSTRAINT single_event CHECK (id = 1))",
    ),
    (
        "players",
        "CREATE TABLE players (id INTEGER NOT NULL, section_id INTEGER NOT NULL, number INTEGER NOT NULL, "
        "name TEXT NOT NULL, rating INTEGER NOT NULL CHECK (rating >= 0), title VARCHAR(3) NOT NULL, "
        "federation VARCHAR(3) NOT NULL, fide_id VARCHAR(12) NOT NULL, sex VARCHAR(1) NOT NULL CONSTRAINT "
        "sex_code CHECK (sex IN ('m', 'w', '')), birth_date VARCHAR(10) NOT NULL, withdrawn_from_round "
        "INTEGER, entry_round INTEGER CONSTRAINT entry_round_late CHECK (entry_round IS NULL OR "
        "entry_round >= 2), k_factor INTEGER CHECK (k_factor IS NULL OR k_factor > 0), national_id TEXT "
        "NOT NULL, national_rating INTEGER NOT NULL CONSTRAINT national_rating_positive CHECK "
        "(national_rating >= 0), club TEXT NOT NULL, city TEXT NOT NULL, other_titles TEXT NOT NULL, "
        "inactive BOOLEAN NOT NULL CONSTRAINT inactive_flag CHECK (inactive IN (0, 1)), fixed_board "
        "INTEGER CONSTRAINT fixed_board_positive CHECK (fixed_board IS NULL OR fixed_board >= 1), "
        "fee_category TEXT NOT NULL, PRIMARY KEY (id), CONSTRAINT tpn_positive CHECK (number >= 1), "
        "CONSTRAINT tpn_in_section UNIQUE (section_id, number), FOREIGN KEY(section_id) REFERENCES "
        "sections (id))",
    ),
    (
        "rounds",
        "CREATE TABLE rounds (section_id INTEGER NOT NULL, number INTEGER NOT NULL CHECK (number >= 1), "
        "date VARCHAR(10), paired_at VARCHAR(40), pairing_bye_id INTEGER, pairer TEXT NOT NULL, "
        "pairing_input TEXT, PRIMARY KEY (section_id, number), FOREIGN KEY(section_id) REFERENCES "
        "sections (id), FOREIGN KEY(pairing_bye_id) REFERENCES players (id))",
    ),
    (
        "boards",
        "CREATE TABLE boards (id INTEGER NOT NULL, section_id INTEGER NOT NULL, round_number INTEGER NOT "
        "NULL, board_no INTEGER NOT NULL, white_id INTEGER NOT NULL, black_id INTEGER NOT NULL, result "
        "VARCHAR(8) CONSTRAINT result_code CHECK (result IS NULL OR result IN ('1-0', '0-1', '1/2-1/2', "
        "'+/-', '-/+', '-/-', 'W-L', 'L-W', 'D-D')), no_colours BOOLEAN NOT NULL CONSTRAINT "
        "no_colours_flag CHECK (no_colours IN (0, 1)), PRIMARY KEY (id), UNIQUE (section_id, "
        "round_number, board_no), UNIQUE (section_id, round_number, white_id), UNIQUE (section_id, "
        "round_number, black_id), CONSTRAINT two_players CHECK (white_id <> black_id), CONSTRAINT "
        "board_positive CHECK (board_no >= 1), FOREIGN KEY(section_id, round_number) REFERENCES rounds "
        "(section_id, number) ON DELETE CASCADE, FOREIGN KEY(section_id) REFERENCES sections (id), "
        "FOREIGN KEY(white_id) REFERENCES players (id), FOREIGN KEY(black_id) REFERENCES players (id))",
    ),
    (
        "byes",
        "CREATE TABLE byes (id INTEGER NOT NULL, section_id INTEGER NOT NULL, round_number INTEGER NOT "
        "NULL CHECK (round_number >= 1), player_id INTEGER NOT NULL, kind VARCHAR(8) NOT NULL CONSTRAINT "
        "bye_kind CHECK (kind IN ('half', 'zero', 'full')), PRIMARY KEY (id), UNIQUE (round_number, "
        "player_id), FOREIGN KEY(section_id) REFERENCES sections (id), FOREIGN KEY(player_id) REFERENCES "
        "players (id))",
    ),
    (
        "prohibited_pairs",
        "CREATE TABLE prohibited_pairs (id INTEGER NOT NULL, section_id INTEGER NOT NULL, first_round "
        "INTEGER, last_round INTEGER, reason TEXT NOT NULL, PRIMARY KEY (id), FOREIGN KEY(section_id) "
        "REFERENCES sections (id))",
    ),
    (
        "prohibited_pair_members",
        "CREATE TABLE prohibited_pair_members (section_id INTEGER NOT NULL, pair_id INTEGER NOT NULL, "
        "player_id INTEGER NOT NULL, PRIMARY KEY (pair_id, player_id), FOREIGN KEY(section_id) REFERENCES "
        "sections (id), FOREIGN KEY(pair_id) REFERENCES prohibited_pairs (id) ON DELETE CASCADE, FOREIGN "
        "KEY(player_id) REFERENCES players (id))",
    ),
    (
        "prize_categories",
        "CREATE TABLE prize_categories (id INTEGER NOT NULL, section_id INTEGER NOT NULL, position "
        "INTEGER NOT NULL, name TEXT NOT NULL, code TEXT NOT NULL, rule JSON NOT NULL, prizes JSON NOT "
        "NULL, PRIMARY KEY (id), FOREIGN KEY(section_id) REFERENCES sections (id))",
    ),
    (
        "check_ins",
        "CREATE TABLE check_ins (section_id INTEGER NOT NULL, round_number INTEGER NOT NULL CONSTRAINT "
        "check_in_round CHECK (round_number >= 1), player_id INTEGER NOT NULL, at VARCHAR(40) NOT NULL, "
        "PRIMARY KEY (round_number, player_id), FOREIGN KEY(section_id) REFERENCES sections (id), FOREIGN "
        "KEY(player_id) REFERENCES players (id))",
    ),
    (
        "fee_payments",
        "CREATE TABLE fee_payments (id INTEGER NOT NULL, section_id INTEGER NOT NULL, player_id INTEGER "
        "NOT NULL, amount INTEGER NOT NULL CONSTRAINT payment_positive CHECK (amount > 0), paid_at "
        "VARCHAR(40) NOT NULL, note TEXT NOT NULL, PRIMARY KEY (id), FOREIGN KEY(section_id) REFERENCES "
        "sections (id), FOREIGN KEY(player_id) REFERENCES players (id))",
    ),
    (
        "teams",
        "CREATE TABLE teams (id INTEGER NOT NULL, section_id INTEGER NOT NULL, number INTEGER NOT NULL, name "
        "TEXT NOT NULL, captain TEXT NOT NULL, PRIMARY KEY (id), CONSTRAINT team_number_in_section UNIQUE "
        "(section_id, number), CONSTRAINT team_number_positive CHECK (number >= 1), FOREIGN KEY(section_id) "
        "REFERENCES sections (id))",
    ),
    (
        "team_members",
        "CREATE TABLE team_members (player_id INTEGER NOT NULL, section_id INTEGER NOT NULL, team_id INTEGER "
        "NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (player_id), UNIQUE (team_id, position), CONSTRAINT"
        " roster_position_positive CHECK (position >= 1), FOREIGN KEY(player_id) REFERENCES players (id), "
        "FOREIGN KEY(section_id) REFERENCES sections (id), FOREIGN KEY(team_id) REFERENCES teams (id) ON "
        "DELETE CASCADE)",
    ),
    (
        "team_matches",
        "CREATE TABLE team_matches (id INTEGER NOT NULL, section_id INTEGER NOT NULL, round_number INTEGER "
        "NOT NULL, match_no INTEGER NOT NULL, white_team_id INTEGER NOT NULL, black_team_id INTEGER, PRIMARY "
        "KEY (id), UNIQUE (section_id, round_number, match_no), UNIQUE (section_id, round_number, "
        "white_team_id), UNIQUE (section_id, round_number, black_team_id), CONSTRAINT match_positive CHECK "
        "(match_no >= 1), CONSTRAINT two_teams CHECK (white_team_id <> black_team_id), FOREIGN "
        "KEY(section_id, round_number) REFERENCES rounds (section_id, number) ON DELETE CASCADE, FOREIGN "
        "KEY(section_id) REFERENCES sections (id), FOREIGN KEY(white_team_id) REFERENCES teams (id), FOREIGN "
        "KEY(black_team_id) REFERENCES teams (id))",
    ),
    (
        "lineups",
        "CREATE TABLE lineups (section_id INTEGER NOT NULL, round_number INTEGER NOT NULL, team_id INTEGER "
        "NOT NULL, board INTEGER NOT NULL, player_id INTEGER NOT NULL, PRIMARY KEY (round_number, team_id, "
        "board), UNIQUE (section_id, round_number, player_id), CONSTRAINT lineup_board_positive CHECK (board "
        ">= 1), FOREIGN KEY(section_id, round_number) REFERENCES rounds (section_id, number) ON DELETE "
        "CASCADE, FOREIGN KEY(section_id) REFERENCES sections (id), FOREIGN KEY(team_id) REFERENCES teams "
        "(id), FOREIGN KEY(player_id) REFERENCES players (id))",
    ),
)
"""The tables schema 15 makes or rebuilds (in this order), as a new file of schema 15 has them: the
sections, the event's shared row, and every table of a section's rows with its ``section_id`` (the team
tables of schema 12 included; ``desk_roles`` of schema 13 stays the event's)."""

_V15_SECTION_COLUMNS = (
    "tournament_type, time_control, number_of_rounds, round_dates, rules, pairing_system, system_settings, "
    "point_system, initial_colour, tiebreaks, standings_tiebreaks, accelerations, extra_records, "
    "rating_type, fide_rated, time_control_code, prize_ties, entry_fees"
)
_V15_EVENT_COLUMNS = (
    "id, name, city, federation, start_date, end_date, chief_arbiter, deputy_arbiters, organiser, language"
)


def _v15_sections(con: sqlite3.Connection) -> None:
    """An event of several sections (issue 30 item 1). The file's tournament becomes the event's one
    section, named after the event, with the settings that are a section's (system, edition, rounds,
    points, tie-breaks, rating, fees); the event's row keeps what every section shares (name, venue,
    dates, officials, language). Every row of the tournament's tables, the team tables of schema 12 and
    the audit log's included, is the one section's; the desks' roles (schema 13) stay the event's. The
    board trigger keeps schema 14's search per index, within the section. The tables whose keys change
    are rebuilt by SQLite's procedure ("ALTER TABLE", section 7: make the new table, copy, drop the old,
    rename), foreign keys off meanwhile."""
    con.execute("DROP TRIGGER boards_one_game_per_player")
    for name, create in _V15_TABLES:
        new_columns = [str(row[1]) for row in con.execute(f"PRAGMA table_xinfo({name})")]
        con.execute(create.replace(f"CREATE TABLE {name} ", f"CREATE TABLE {name}_v15 ", 1))
        if name == "sections":
            con.execute(
                f"INSERT INTO sections_v15 (id, event_id, name, {_V15_SECTION_COLUMNS}) "
                f"SELECT 1, 1, name, {_V15_SECTION_COLUMNS} FROM event"
            )
            con.execute("ALTER TABLE sections_v15 RENAME TO sections")
            continue
        copied = _V15_EVENT_COLUMNS if name == "event" else ", ".join(new_columns)
        con.execute(
            f"INSERT INTO {name}_v15 ({copied}{', section_id' if name != 'event' else ''}) "
            f"SELECT {copied}{', 1' if name != 'event' else ''} FROM {name}"
        )
        con.execute(f"DROP TABLE {name}")
        con.execute(f"ALTER TABLE {name}_v15 RENAME TO {name}")
    con.execute("ALTER TABLE audit_log ADD COLUMN section_id INTEGER NOT NULL DEFAULT 1")
    con.execute(_V15_BOARD_TRIGGER)


_V15_BOARD_TRIGGER = (
    "CREATE TRIGGER boards_one_game_per_player BEFORE INSERT ON boards "
    "WHEN EXISTS (SELECT 1 FROM boards b WHERE b.section_id = NEW.section_id "
    "AND b.round_number = NEW.round_number AND b.white_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM boards b WHERE b.section_id = NEW.section_id "
    "AND b.round_number = NEW.round_number AND b.black_id IN (NEW.white_id, NEW.black_id)) "
    "OR EXISTS (SELECT 1 FROM rounds r WHERE r.section_id = NEW.section_id AND r.number = NEW.round_number "
    "AND r.pairing_bye_id IN (NEW.white_id, NEW.black_id)) "
    "BEGIN SELECT RAISE(ABORT, 'a player is paired twice in this round'); END"
)
"""The one-game-per-player trigger of schema 15: schema 14's search per index, each section's rounds
apart, frozen."""


_V16_LIFT = 1_000_000
"""Added to the board numbers of a game 2 before they are set again: the file's UNIQUE (section, round,
board) would refuse two boards exchanging their numbers in place."""


_V16_BOARDS = "SELECT id, board_no, white_id, black_id FROM boards WHERE section_id = ? AND round_number = ?"


def _v16_match_boards(con: sqlite3.Connection) -> None:
    """Game 2 of a Double-Swiss match on game 1's boards (issue 28 item 3). "The match consists of two
    games played in succession" (C.04.5 Preface), so one board; the TRF import of the programs before
    this one numbered game 2 by the order of C.04.2 art. 3.6 after game 1, which moved the boards whose
    scores changed. Each section of the Double-Swiss System stores a match as two rounds (2m - 1 and 2m,
    ``operations.ops_double_swiss.match_rounds``); each board of game 2 takes the number of game 1's board
    with the same two players, either colours. A game 2 with a pair game 1 does not have (set by hand)
    is left as it is: nothing is guessed. Nothing else changes: the results stay on their boards. Each
    section renumbered gets one audit row (``renumber_match_boards``: round -> {old board: new board})."""
    sections = [
        int(row[0]) for row in con.execute("SELECT id FROM sections WHERE pairing_system = 'double_swiss'")
    ]
    for section in sections:
        game_2s = con.execute(
            "SELECT number FROM rounds WHERE section_id = ? AND number % 2 = 0 ORDER BY number", (section,)
        ).fetchall()
        moved = {str(r): _v16_game_2(con, section, int(r)) for (r,) in game_2s}
        moved = {r: changes for r, changes in moved.items() if changes}
        if moved:
            con.execute(
                "INSERT INTO audit_log (section_id, at, user, operation, old_value, new_value) "
                "VALUES (?, ?, 'schema 16', 'renumber_match_boards', NULL, ?)",
                (section, datetime.now(UTC).isoformat(), json.dumps({"boards": moved}, sort_keys=True)),
            )


def _v16_game_2(con: sqlite3.Connection, section: int, game_2: int) -> dict[str, int]:
    """Renumber the boards of round ``game_2`` of ``section`` as game 1's; return {old: new} of those
    that moved (none when one of its pairs is not in game 1)."""
    first = {
        frozenset((int(white), int(black))): int(board)
        for _, board, white, black in con.execute(_V16_BOARDS, (section, game_2 - 1))
    }
    target: dict[int, tuple[int, int]] = {}
    for row_id, board, white, black in con.execute(_V16_BOARDS, (section, game_2)).fetchall():
        same = first.get(frozenset((int(white), int(black))))
        if same is None:
            return {}
        target[int(row_id)] = (int(board), same)
    if all(old == new for old, new in target.values()):
        return {}
    con.execute(
        "UPDATE boards SET board_no = board_no + ? WHERE section_id = ? AND round_number = ?",
        (_V16_LIFT, section, game_2),
    )
    con.executemany(
        "UPDATE boards SET board_no = ? WHERE id = ?", [(new, i) for i, (_, new) in target.items()]
    )
    return {str(old): new for old, new in target.values() if old != new}


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        2,
        "event: organiser, rating type, FIDE-rated, 222 time control, prize ties; player K factor; "
        "prize categories",
        _v2_end_of_event,
    ),
    Migration(
        3,
        "players: national ID and rating, club, city, other titles, inactive; prohibited pairs: reason",
        _v3_player_library,
    ),
    Migration(4, "event: pairing system (Dutch or Berger round robin) and its settings", _v4_pairing_system),
    Migration(5, "event: the language of its documents (empty: the program's)", _v5_event_language),
    Migration(6, "boards: a game not played may have no colours (TRF '126 - -')", _v6_boards_without_colours),
    Migration(7, "players: the first round of a late entry (from the audit log)", _v7_entry_round),
    Migration(8, "event: the Burstein, Dubov and Lim Systems as pairing systems", _v8_other_swiss_systems),
    Migration(
        9,
        "players: fixed board, fee category; event: entry fees; check-ins; fee payments (receipts)",
        _v9_arbiters_desk,
    ),
    Migration(10, "event: the Double-Swiss System as a pairing system", _v10_double_swiss),
    Migration(
        12,
        "event: team events (Swiss Team, team round robins); teams, rosters, team matches, line-ups",
        _v12_team_events,
    ),
    Migration(13, "desk roles: who is the chief arbiter, a deputy or a viewer at the desks", _v13_desk_roles),
    Migration(
        14,
        "boards: the check that a player is paired once per round searches the indexes",
        _v14_board_trigger_by_index,
    ),
    Migration(
        15,
        "sections: an event of several sections, each a tournament (its settings, players, rounds, "
        "teams...); event: what the sections share",
        _v15_sections,
    ),
    Migration(
        16,
        "boards: game 2 of a Double-Swiss match on game 1's boards, as the import numbers them now",
        _v16_match_boards,
        data_only=True,
    ),
)
"""Ordered by ``to_version``. Version 1 (the first schema) is created, never migrated to."""

RESERVED_VERSIONS: frozenset[int] = frozenset({11})
"""Schema numbers given to a branch and never used, forever: 11 was given to the sections of an event
(issue 30 item 1) while the team events (12), the desk roles (13) and the board trigger by index (14)
were merged first; the sections became 15 when merged after them. No file has a reserved version; a
file of schema 10 goes straight to 12."""

HISTORY: tuple[tuple[int, str], ...] = (
    (1, "event, players, rounds, boards, byes, prohibited pairs, append-only audit log"),
    *((m.to_version, m.summary) for m in MIGRATIONS),
)
"""One line per schema version, shown by ``arbiter --version``-style diagnostics."""


def create_schema(engine: Engine, created_by: str, *, board_triggers: bool = True) -> None:
    """Create every table of the current schema in an empty file and stamp it.

    ``board_triggers=False``: a file about to be filled in bulk before anybody uses it (an import, a
    copy: ``operations.tournament_file.build_file``) gets its board triggers afterwards, from
    :func:`add_board_triggers`, which checks the rows written once instead of at each board (the
    trigger doubled the cost of storing 64,000 boards at 9,999 players, issue 32 item 4). The file is
    the same: the triggers are the last objects of its schema either way."""
    Base.metadata.create_all(engine)
    with engine.begin() as conn:
        for statement in (*AUDIT_TRIGGERS, *(BOARD_TRIGGERS if board_triggers else ())):
            conn.exec_driver_sql(statement)
        conn.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.exec_driver_sql(f"PRAGMA user_version = {SCHEMA_VERSION}")
        now = datetime.now(UTC).isoformat()
        conn.exec_driver_sql(
            "INSERT INTO meta (key, value) "
            "VALUES ('schema_version', ?), ('created_by', ?), ('created_at', ?)",
            (str(SCHEMA_VERSION), created_by, now),
        )


_PAIRED_TWICE_ROWS = (
    "SELECT 1 FROM (SELECT section_id, round_number, white_id AS player FROM boards "
    "UNION ALL SELECT section_id, round_number, black_id FROM boards "
    "UNION ALL SELECT section_id, number, pairing_bye_id FROM rounds WHERE pairing_bye_id IS NOT NULL) "
    "GROUP BY section_id, round_number, player HAVING count(*) > 1 LIMIT 1"
)
"""A player on two boards of a round, or on a board and given the round's PAB: what
``BOARD_TRIGGERS`` refuse at each board inserted, asked of every board at once."""


def add_board_triggers(engine: Engine) -> None:
    """The board triggers of a file made by ``create_schema(..., board_triggers=False)`` and filled
    since: its boards are checked as the triggers would have checked each one (one game or the PAB
    per player and round; raises ``OperationRefused`` with the trigger's words), then the triggers are
    created, as ``create_schema`` creates them."""
    with engine.begin() as conn:
        if conn.exec_driver_sql(_PAIRED_TWICE_ROWS).first() is not None:
            raise OperationRefused(
                translate("DbRefusal", "refused by the rules of the tournament file: {orig}").format(
                    orig=PAIRED_TWICE
                )
            )
        for statement in BOARD_TRIGGERS:
            conn.exec_driver_sql(statement)


def backup_path(path: Path, version: int) -> Path:
    return path.with_name(f"{path.name}.v{version}.bak")


def check_version(path: Path, version: int) -> None:
    """Refuse a schema version this program cannot bring to ``SCHEMA_VERSION``: from a newer program
    (``NewerSchemaError``), or below 1, which no Arbiter Desk ever wrote (``NotATournamentFile``: an
    edited or damaged header; nothing is migrated, copied or changed)."""
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(
            translate(
                "DbFile",
                "{name} was written by a newer Arbiter Desk (file schema {version}, "
                "this program knows up to {SCHEMA_VERSION}); please update the program",
            ).format(name=path.name, version=version, SCHEMA_VERSION=SCHEMA_VERSION)
        )
    if version < 1:
        raise NotATournamentFile(
            translate(
                "DbFile",
                "{name} says it has schema version {version}, which no Arbiter Desk writes (the first "
                "is 1): it is not a usable tournament file; open the latest backup copy instead",
            ).format(name=path.name, version=version)
        )


def migrate(path: Path, version: int) -> Path | None:
    """Bring the file at ``path`` (at schema ``version``) to ``SCHEMA_VERSION``; return the backup made.

    Raises ``NewerSchemaError`` for a file from a newer program, ``NotATournamentFile`` for a version
    below 1 (``check_version``). Returns None if nothing was needed.
    """
    check_version(path, version)
    if version == SCHEMA_VERSION:
        return None
    backup = backup_copy(path, backup_path(path, version))
    con = connect_file(path)
    con.isolation_level = None
    try:
        con.execute("PRAGMA foreign_keys = OFF")
        for migration in MIGRATIONS:
            if migration.to_version <= version:
                continue
            con.execute("BEGIN IMMEDIATE")
            try:
                migration.apply(con)
                con.execute(f"PRAGMA user_version = {migration.to_version}")
                con.execute(
                    "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(migration.to_version),)
                )
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise
    finally:
        con.close()
    return backup
