"""The venue server's connection is encrypted when the server offers TLS (issue 30 item 6): libpq's
``sslmode=prefer`` by default, ``PGSSLMODE=require`` refusing a server without TLS in one sentence; the
program never creates a role (the password is the administrator's)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import operations
from db.server import ServerUnreachable
from tests.conftest import REPO, SHIPPED_PACKAGES
from tests.pg_server import PASSWORD, PgServer, remove_server, start_server
from tests.test_db_support import new_file, pairer


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
    database = tls_server.new_database()
    url = tls_server.url(database)
    with new_file(url, players=4) as tf:
        assert tf.connection_settings()["ssl"] == "True"
        tf.rounds.pair_next(pairer=pairer)
        with tls_server.admin() as admin:  # the server's own view of every connection of the desk
            seen = admin.execute(
                "SELECT s.ssl, s.version FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid) "
                "WHERE a.datname = %s AND a.application_name LIKE 'Arbiter Desk %%'",
                (database,),
            ).fetchall()
    assert seen and all(ssl and str(version).startswith("TLS") for ssl, version in seen), seen


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


ROLE_MADE = re.compile(r"\b(create|alter)\s+(role|user)\b|\bcreateuser\b|\\password\b", re.IGNORECASE)
"""SQL that makes a role or sets a password, and PostgreSQL's programs for it."""


def _program_files() -> list[Path]:
    """Every file of the program and of what installs it: the shipped packages, the installer and
    ``scripts/`` (but ``try_venue_setup.sh``, which runs the docs' commands: the role and the password
    there are the administrator's, typed when ``createuser`` asks)."""
    folders = [REPO / p for p in (*SHIPPED_PACKAGES, "installer", "scripts")]
    files = [
        f for folder in folders for f in folder.rglob("*") if f.is_file() and "__pycache__" not in f.parts
    ]
    return [f for f in files if f.name != "try_venue_setup.sh"]


@pytest.mark.sqlite_only("scan")
def test_the_program_never_creates_a_role() -> None:
    files = _program_files()
    assert len(files) > 300 and REPO / "scripts" / "setup.sh" in files and REPO / "db" / "server.py" in files
    found = [
        f.relative_to(REPO).as_posix()
        for f in files
        if ROLE_MADE.search(f.read_bytes().decode("utf-8", errors="replace"))
    ]
    assert found == []
