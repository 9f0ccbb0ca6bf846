"""The venue server as ``docs/venue_server.md`` sets it up in five commands (issue 30 item 6): an ordinary
login role, made by the administrator with a password he chose (``createuser --pwprompt``: no superuser,
no right to make databases or roles) and owning the event's database (``createdb --owner``). The other
tests connect as the tests' superuser; here the program runs as such a role: commands, ``arbiter copy``
both ways, the pairing lock naming who pairs. ``scripts/try_venue_setup.sh`` runs the five commands
themselves on a machine's PostgreSQL (it needs root and changes the machine's server for a while, so it is
not a test)."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import operations
from tests.conftest import REPO
from tests.pg_server import PgServer
from tests.test_db_support import pairer, settings
from tests.test_venue_server import cli
from values import PlayerDetails

DOC = REPO / "docs" / "venue_server.md"


@pytest.fixture
def venue_role(pg_server: PgServer, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The URL of a database owned by a role made as ``createuser`` makes it (with its own password,
    in ``PGPASSWORD`` meanwhile); both dropped after the test."""
    role, database, password = (
        f"venue{secrets.token_hex(4)}",
        f"open{secrets.token_hex(4)}",
        secrets.token_hex(12),
    )
    with pg_server.admin() as admin:
        admin.execute(f"CREATE ROLE {role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '{password}'")
        admin.execute(f"CREATE DATABASE {database} OWNER {role}")
    monkeypatch.setenv("PGPASSWORD", password)
    try:
        yield f"postgresql://{role}@127.0.0.1:{pg_server.port}/{database}"
    finally:
        pg_server.drop_database(database)
        with pg_server.admin() as admin:
            admin.execute(f"DROP ROLE {role}")


def test_the_event_runs_as_the_role_the_docs_make(venue_role: str, tmp_path: Path) -> None:
    url = venue_role
    for argv in (
        ["new", url, "--name", "Venue Open", "--rounds", "5"],
        *(["add-player", url, "--name", f"Player {i}, A", "--rating", str(2000 - i)] for i in range(6)),
        ["pair", url],
        ["result", url, "1", "1", "1-0"],
        ["section", "add", url, "Open B"],
        ["copy", url, str(tmp_path / "venue.arbiter")],
        ["copy", str(tmp_path / "venue.arbiter"), url, "--force"],
        ["role", url, "ann", "chief"],
    ):
        code, _, err = cli(*argv)
        assert code == 0, (argv, err)
    code, out, err = cli("standings", url, "--section", "Venue Open")
    assert code == 0 and "Player 0, A" in out, err


def test_a_desk_of_that_role_is_told_who_is_pairing(venue_role: str) -> None:
    with operations.create(venue_role, settings(rounds=3), user="chief") as tf:
        for i in range(6):
            tf.players.add(PlayerDetails(f"Player {i:02d}", 2400 - i))
    told: list[str] = []
    with (
        operations.open_file(venue_role, user="alice@desk-1") as alice,
        operations.open_file(venue_role, user="bob@desk-2") as bob,
    ):

        def pairing_while_bob_tries(t: Any) -> Any:
            with pytest.raises(operations.FileInUse) as caught:
                bob.rounds.pair_next(pairer=pairer)
            told.append(str(caught.value))
            return pairer(t)

        alice.rounds.pair_next(pairer=pairing_while_bob_tries)
    assert len(told) == 1 and "alice@desk-1 is pairing a round" in told[0]


@pytest.mark.sqlite_only("scan")
def test_the_docs_set_the_server_up_in_five_commands_for_the_url_they_give() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Setting up the server on a laptop, in five commands", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, re.DOTALL)
    commands = blocks[0].strip().splitlines()
    assert len(commands) == 5, commands
    assert (
        "createuser --pwprompt arbiter" in commands[1] and "createdb --owner arbiter open2026" in commands[2]
    )
    assert "postgresql://arbiter@SERVER/open2026" in section
    assert not re.search(r"password\s+'", section, re.IGNORECASE)  # no password written in the docs
