"""The venue server's connection is encrypted when the server offers TLS (issue 30 item 6): libpq's
``sslmode=prefer`` by default, ``PGSSLMODE=require`` refusing a server without TLS in one sentence; the
program never creates a role (the password is the administrator's)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator

import pytest

import operations
from db.server import ServerUnreachable
from tests.conftest import REPO
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server
from tests.test_db_support import new_file


@pytest.fixture
def tls_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[PgServer]:
    """A server of this test alone that offers TLS (a self-signed certificate)."""
    server = start_server(tls=True)
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    try:
        yield server
    finally:
        remove_server(server)


def test_a_server_that_offers_tls_is_reached_encrypted(tls_server: PgServer) -> None:
    url = tls_server.url(tls_server.new_database())
    with new_file(url, players=4) as tf:
        assert tf.connection_settings()["ssl"] == "True"


def test_without_tls_the_desk_connects_unless_pgsslmode_requires_it(
    pg_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with new_file(pg_database, players=4) as tf:
        assert tf.connection_settings()["ssl"] == "False"  # the tests' server offers none
    monkeypatch.setenv("PGSSLMODE", "require")
    with pytest.raises(ServerUnreachable) as caught:
        operations.open_file(pg_database)
    assert "offers no encrypted connection (TLS), which PGSSLMODE=require requires" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_the_program_never_creates_a_role() -> None:
    found = subprocess.run(
        [
            "grep",
            "-rilE",
            "--include=*.py",
            r"create (role|user)\b",
            *(str(REPO / d) for d in ("db", "operations", "cli")),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert found.stdout == "" and found.returncode == 1
