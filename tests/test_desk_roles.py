"""The roles at the desks (issue 30 item 3): the chief arbiter pairs, changes pairings, corrects results
and names the roles; a deputy enters results, registrations and byes; anyone else only reads. Each
refusal is one sentence naming the role needed and stores nothing. An event that names no chief
arbiter, and a file used alone, let everybody do everything (as before schema 13)."""

from __future__ import annotations

import io
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import operations
from cli.main import run
from db.codes import Role
from db.errors import OperationRefused
from operations import roles
from operations.copy_event import copy_event
from tests.test_db_support import DATA, ROSTER, new_file, pairer
from values import ByeKind, GameResult, PlayerDetails


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = run(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


# -- the table ---------------------------------------------------------------------------------------


@pytest.mark.sqlite_only("no_store")
def test_the_table_gives_pairing_and_corrections_to_the_chief_and_entries_to_deputies() -> None:
    for kind in ("pair_round", "set_pairing", "delete_round", roles.CORRECT_RESULT, roles.SET_ROLE):
        assert roles.refusal(Role.CHIEF, kind, "c") is None
        assert "only the chief arbiter may" in (roles.refusal(Role.DEPUTY, kind, "d") or "")
    for kind in ("set_result", "add_player", "request_bye", "cancel_bye"):
        assert roles.refusal(Role.DEPUTY, kind, "d") is None
        refused = roles.refusal(Role.VIEWER, kind, "v") or ""
        assert "only a deputy arbiter or the chief arbiter may" in refused


@pytest.mark.sqlite_only("no_store")
def test_a_result_set_over_another_is_a_correction() -> None:
    assert roles.kind_of("set_result", {"round": 1, "board": 2, "result": None}) == "set_result"
    assert roles.kind_of("set_result", {"round": 1, "board": 2, "result": "1-0"}) == roles.CORRECT_RESULT
    assert roles.kind_of("set_match_result", {"games": [{"result": None}]}) == "set_match_result"
    assert roles.kind_of("set_match_result", {"games": [{"result": "0-1"}]}) == roles.CORRECT_RESULT


@pytest.mark.sqlite_only("no_store")
def test_the_sentence_names_the_person_his_role_and_the_role_needed() -> None:
    text = roles.refusal(Role.DEPUTY, "pair_round", "jon")
    assert text == "only the chief arbiter may pair a round; jon is a deputy arbiter at this event"


# -- on the venue server --------------------------------------------------------------------------------


def _event_with_roles(url: str) -> None:
    with new_file(url, players=6):
        pass
    with operations.open_file(url, user="maria@desk-1") as chief:
        chief.roles.set("maria", Role.CHIEF)
        chief.roles.set("jon", Role.DEPUTY)


def test_a_deputy_enters_results_registrations_and_byes(pg_database: str) -> None:
    _event_with_roles(pg_database)
    with operations.open_file(pg_database, user="maria@desk-1") as chief:
        chief.rounds.pair_next(pairer=pairer)
    with operations.open_file(pg_database, user="jon@desk-2") as jon:
        assert jon.roles.mine() is Role.DEPUTY
        jon.results.set(1, 1, GameResult.WHITE_WINS)
        added = jon.players.add(ROSTER[6])
        jon.players.request_bye(2, added.player.id, ByeKind.HALF)
        assert jon.rounds.boards(1)[0].result is GameResult.WHITE_WINS
        assert {e.user for e in jon.audit_log()[-3:]} == {"jon@desk-2"}


def test_a_deputy_may_not_pair_and_is_refused_before_the_engine_runs(pg_database: str) -> None:
    _event_with_roles(pg_database)
    engine_ran: list[int] = []

    def counting(t: Any) -> Any:
        engine_ran.append(1)
        return pairer(t)

    with operations.open_file(pg_database, user="jon@desk-2") as jon:
        before = len(jon.audit_log())
        with pytest.raises(OperationRefused) as caught:
            jon.rounds.pair_next(pairer=counting)
        assert str(caught.value) == (
            "only the chief arbiter may pair a round; jon is a deputy arbiter at this event"
        )
        assert engine_ran == [] and jon.rounds.paired == 0 and len(jon.audit_log()) == before


def test_a_deputy_may_not_correct_a_result_nor_name_roles(pg_database: str) -> None:
    _event_with_roles(pg_database)
    with operations.open_file(pg_database, user="maria@desk-1") as chief:
        chief.rounds.pair_next(pairer=pairer)
        chief.results.set(1, 1, GameResult.DRAW)
    with operations.open_file(pg_database, user="jon@desk-2") as jon:
        with pytest.raises(OperationRefused, match="only the chief arbiter may correct a result"):
            jon.results.set(1, 1, GameResult.WHITE_WINS)
        with pytest.raises(OperationRefused, match="only the chief arbiter may name the roles"):
            jon.roles.set("jon", Role.CHIEF)
        assert jon.rounds.boards(1)[0].result is GameResult.DRAW
        assert [r.role for r in jon.roles.all()] == [Role.DEPUTY, Role.CHIEF]
    with operations.open_file(pg_database, user="maria@desk-1") as chief:
        assert chief.results.set(1, 1, GameResult.WHITE_WINS).result is GameResult.WHITE_WINS


def test_a_person_not_named_only_reads(pg_database: str) -> None:
    _event_with_roles(pg_database)
    with operations.open_file(pg_database, user="vera@desk-3") as vera:
        assert vera.roles.mine() is Role.VIEWER and len(vera.players.all()) == 6
        with pytest.raises(OperationRefused) as caught:
            vera.players.add(ROSTER[6])
        assert str(caught.value) == (
            "only a deputy arbiter or the chief arbiter may register a player; vera is a viewer at this event"
        )
        assert len(vera.players.all()) == 6


def test_until_a_chief_is_named_every_desk_may_do_everything(pg_database: str) -> None:
    with new_file(pg_database, players=4):
        pass
    with operations.open_file(pg_database, user="anyone@desk-9") as desk:
        assert desk.roles.mine() is Role.CHIEF
        desk.rounds.pair_next(pairer=pairer)
        with pytest.raises(OperationRefused, match="name the chief arbiter first"):
            desk.roles.set("jon", Role.DEPUTY)
        desk.roles.set("maria", Role.CHIEF)
        with pytest.raises(OperationRefused, match="only the chief arbiter may name the roles"):
            desk.roles.set("anyone", Role.CHIEF)
    with operations.open_file(pg_database, user="maria@desk-1") as chief:
        with pytest.raises(OperationRefused, match="maria is the event's only chief arbiter"):
            chief.roles.set("maria", Role.DEPUTY)
        chief.roles.set("ines", Role.CHIEF)
        assert chief.roles.set("maria", Role.DEPUTY).role is Role.DEPUTY
        entries = [(e.user, e.operation) for e in chief.audit_log() if e.operation == roles.SET_ROLE]
    assert entries == [
        ("anyone@desk-9", "set_role"),
        ("maria@desk-1", "set_role"),
        ("maria@desk-1", "set_role"),
    ]


def test_only_the_chief_arbiter_replaces_the_event_on_the_server(tmp_path: Path, pg_database: str) -> None:
    _event_with_roles(pg_database)
    with new_file(tmp_path, players=4):
        pass
    source = str(tmp_path / "t.arbiter")
    with pytest.raises(OperationRefused, match="only the chief arbiter may replace the event on the server"):
        copy_event(source, pg_database, overwrite=True, user="jon@desk-2")
    with operations.open_file(pg_database) as tf:
        assert len(tf.players.all()) == 6
    copy_event(source, pg_database, overwrite=True, user="maria@desk-1")
    with operations.open_file(pg_database) as tf:
        assert len(tf.players.all()) == 4


def test_the_command_line_names_roles_and_refuses_in_one_sentence(
    pg_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(pg_database, players=4):
        pass
    monkeypatch.setattr("db.server.desk_name", lambda: "jon@desk-2")
    assert cli("role", pg_database, "maria", "chief")[0] == 0  # nobody named yet: anyone may
    code, out, err = cli("role", pg_database, "jon", "deputy")
    assert code == 1 and err == (
        "arbiter: only the chief arbiter may name the roles at the desks; jon is a viewer at this event\n"
    )
    code, out, _ = cli("role", pg_database)
    assert code == 0
    assert out.splitlines() == ["maria                chief", "this desk (jon@desk-2): a viewer"]
    code, _, err = cli("pair", pg_database)
    assert code == 1 and "only the chief arbiter may pair a round" in err and len(err.splitlines()) == 1


# -- a file used alone ------------------------------------------------------------------------------


@pytest.mark.sqlite_only("file")
def test_a_file_used_alone_is_its_users_whatever_roles_it_holds(tmp_path: Path) -> None:
    with new_file(tmp_path, players=4) as tf:
        tf.roles.set("maria", Role.CHIEF)
        tf.roles.set("jon", Role.DEPUTY)
    with operations.open_file(tmp_path / "t.arbiter", user="jon") as tf:
        assert tf.roles.mine() is Role.CHIEF and tf.roles.refusal("pair_round") is None
        tf.rounds.pair_next(pairer=pairer)
        tf.results.set(1, 1, GameResult.DRAW)
        tf.results.set(1, 1, GameResult.WHITE_WINS)
        assert [(r.person, r.role) for r in tf.roles.all()] == [("jon", Role.DEPUTY), ("maria", Role.CHIEF)]


def test_the_roles_a_file_holds_apply_once_it_is_on_a_server(tmp_path: Path, pg_database: str) -> None:
    with new_file(tmp_path, players=4) as tf:
        tf.roles.set("maria", Role.CHIEF)
    assert cli("copy", str(tmp_path / "t.arbiter"), pg_database)[0] == 0
    with (
        operations.open_file(pg_database, user="jon@desk-2") as jon,
        pytest.raises(OperationRefused, match="jon is a viewer"),
    ):
        jon.players.add(PlayerDetails("Late, Lou", 1500))


@pytest.mark.sqlite_only("file")
def test_a_file_of_schema_10_names_nobody_and_gets_the_roles_table(tmp_path: Path) -> None:
    path = tmp_path / "v10.arbiter"
    shutil.copyfile(DATA / "schema_v10.arbiter", path)
    with operations.open_file(path) as tf:
        assert tf.roles.all() == () and tf.roles.mine() is Role.CHIEF
        tf.roles.set("maria", Role.CHIEF)
    con = sqlite3.connect(path)
    try:
        with pytest.raises(sqlite3.IntegrityError, match="desk_role"):
            con.execute("INSERT INTO desk_roles (person, role) VALUES ('x', 'king')")
        assert con.execute("SELECT person, role FROM desk_roles").fetchall() == [("maria", "chief")]
    finally:
        con.close()
