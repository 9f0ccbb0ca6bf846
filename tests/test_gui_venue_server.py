"""File > Connect to venue server (issue 30 item 2): the dialog's address and password open an event
kept on a real PostgreSQL server as a file opens; a refusal is one sentence and the form comes back;
the password is stored nowhere."""

from __future__ import annotations

from typing import Any

import operations
from arbiter_gui.dialogs.venue_server import VenueServerDialog
from db.location import ServerAddress, locate
from tests.pg_server import PASSWORD
from tests.test_db_support import new_file


def _answer(address: ServerAddress, password: str, database: str | None = None) -> Any:
    def fill(d: VenueServerDialog) -> None:
        d.host.setText(address.host)
        d.port.setValue(address.port or 5432)
        d.database.setText(database or address.database)
        d.user.setText(address.user)
        d.password.setText(password)

    return fill


def test_connecting_opens_the_event_on_the_server(
    window: Any, prompts: Any, pg_database: str, qtbot: Any
) -> None:
    with new_file(pg_database, players=4):
        pass
    address = locate(pg_database)
    assert isinstance(address, ServerAddress)
    prompts.dialogs.append(_answer(address, "wrong-password"))
    prompts.dialogs.append(_answer(address, PASSWORD))
    window.commands.connect_server.trigger()  # connected on the worker (issue 30 item 3)
    qtbot.waitUntil(lambda: window.tf is not None, timeout=60_000)
    assert len(prompts.seen_dialogs) == 2  # refused once, then the form again
    assert len(prompts.errors) == 1 and "refused the user or the password" in prompts.errors[0][1]
    assert "wrong-password" not in prompts.errors[0][1]
    tf = window.tf
    assert isinstance(tf, operations.TournamentFile) and len(tf.players.all()) == 4
    assert PASSWORD not in repr(window.settings.recent()) and not window.settings.recent()
