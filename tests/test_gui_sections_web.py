"""The web folder the window writes covers every section of the event (issue 30 item 1: "prints and the
web folder cover every section"), an event on a file and on the venue server alike (item 2): Publish >
the web folder now, with the section of Blitz on screen, writes both sections' pages, each with its own
players."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from db.location import ServerAddress, locate
from tests.test_db_support import new_file
from tests.test_gui_support import wait_until_idle
from values import PlayerDetails


@pytest.mark.parametrize("store", ["file", "server"])
def test_the_windows_web_folder_has_every_section(
    window: Any, prompts: Any, qtbot: Any, tmp_path: Path, store: str, request: pytest.FixtureRequest
) -> None:
    where = str(tmp_path / "fest.arbiter") if store == "file" else request.getfixturevalue("pg_database")
    with new_file(where, players=4) as tf:
        tf.sections.add("Blitz")
        tf.sections.choose("Blitz")
        tf.players.add(PlayerDetails("Blitzer, Bo", rating=1500))
    if store == "file":
        assert window.files.open_path(Path(where))
    else:
        address = locate(where)
        assert isinstance(address, ServerAddress)
        window.files.connect_address(address)
    wait_until_idle(window, qtbot)
    window.sections.combo.activated.emit(1)  # the Blitz on screen (read on the worker at a venue desk)
    qtbot.waitUntil(lambda: window.session.state.players[0].name == "Blitzer, Bo", timeout=15_000)
    folder = tmp_path / "www"
    folder.mkdir()
    prompts.paths.append(folder)
    window.publishing.publish_now.trigger()
    wait_until_idle(window, qtbot)
    assert prompts.errors == []
    index = (folder / "index.html").read_text(encoding="utf-8")
    assert 'href="test-open/index.html"' in index and 'href="blitz/index.html"' in index
    first = (folder / "test-open" / "players.html").read_text(encoding="utf-8")
    blitz = (folder / "blitz" / "players.html").read_text(encoding="utf-8")
    assert "Adams, Anna" in first and "Blitzer" not in first
    assert "Blitzer, Bo" in blitz and "Adams" not in blitz
