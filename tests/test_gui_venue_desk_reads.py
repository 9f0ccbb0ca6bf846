"""What a dialog reads of the event at a venue desk is read on the worker (issue 30 item 3,
``Operations.read_then``): the tournament settings' accelerations, the other sections a corrected player
is entered in, the player import's preview. While the network is silent the command comes back at once
and the window's event loop runs on; the sentence is told once the watchdog (``db.server_watch``) has cut
the read, and nothing is opened or asked on what was not read; once the network is back the dialog or the
question comes as before. The server is the tests' real PostgreSQL, the silence the proxy of
``tests/silent_proxy.py``."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from db import server_watch
from tests.silent_proxy import SilentProxy, proxied
from tests.test_db_support import new_file
from tests.venue_window_support import WAIT_MS, at_desk, ran_all_along, ticking


@pytest.fixture
def proxy(pg_database: str) -> Iterator[tuple[SilentProxy, str]]:
    with proxied(pg_database) as made:
        yield made


def _silent_then_back(
    qtbot: Any,
    window: Any,
    prompts: Any,
    silent: SilentProxy,
    command: Callable[[], None],
    answer: Callable[[], None],
    filled_first: int = 0,
) -> None:
    """``command`` while the network is silent (back at once, the event loop running, the sentence told,
    no dialog opened but the ``filled_first`` ones filled before the read), then again once it forwards,
    ``answer`` scripting what it shows then."""
    timer, ticks = ticking(window)
    silent.silence()
    started = time.monotonic()
    command()
    assert time.monotonic() - started < server_watch.SILENT_AFTER_S  # came back at once
    qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
    assert ran_all_along(ticks, started, time.monotonic())
    timer.stop()
    assert "not confirmed stored" in prompts.errors[0][1] or "out of reach" in prompts.errors[0][1]
    assert (
        len(prompts.seen_dialogs) == filled_first and prompts.questions == []
    )  # nothing on what was not read
    silent.resume()
    answer()
    command()


def test_the_tournament_settings_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6):
        pass
    at_desk(window, through)
    opened: list[str] = []
    _silent_then_back(
        qtbot,
        window,
        prompts,
        silent,
        window.commands.event_settings.trigger,
        lambda: prompts.dialogs.append(lambda d: opened.append(d.name.text()) or False),
    )
    qtbot.waitUntil(lambda: opened == ["Test Open"], timeout=15_000)  # the dialog, once read
    assert isinstance(prompts.seen_dialogs[0], NewTournamentDialog)


def test_a_corrected_player_s_other_sections_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6) as tf:
        first = tf.players.all()[0]
        tf.sections.add("Juniors")
        tf.sections.enter(first.id, "Juniors")
    at_desk(window, through)
    window.players_view.table.select_key(first.id)

    def rename(d: Any) -> None:
        d.name.setText("Renamed, Ruth")

    def command() -> None:
        prompts.dialogs.append(rename)
        window.commands.edit_player.trigger()

    prompts.confirms.append(True)
    _silent_then_back(qtbot, window, prompts, silent, command, lambda: None, filled_first=1)
    qtbot.waitUntil(lambda: bool(prompts.questions), timeout=15_000)  # asked once read
    assert "Juniors" in prompts.questions[0][1]
    qtbot.waitUntil(lambda: not window.ops.storing and window.undo_stack.count() == 1, timeout=15_000)
    with operations.open_file(pg_database, user="auditor@server") as tf:
        assert "Renamed, Ruth" in [p.name for p in tf.players.all()]


def test_the_player_import_s_preview_is_read_on_the_worker(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    tmp_path: Path,
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=2):
        pass
    csv = tmp_path / "players.csv"
    csv.write_text('Name,Rating\n"Imported, Ida",1700\n', encoding="utf-8")
    at_desk(window, through)
    previews: list[int] = []

    def command() -> None:
        prompts.paths.append(csv)
        window.commands.import_csv.trigger()

    _silent_then_back(
        qtbot,
        window,
        prompts,
        silent,
        command,
        lambda: prompts.dialogs.append(lambda d: previews.append(1) or False),
    )
    qtbot.waitUntil(lambda: previews == [1], timeout=15_000)  # the preview, once read


@pytest.mark.parametrize("command", ["check_in", "entry_fees"])
def test_the_check_in_and_fee_lists_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], command: str
) -> None:
    silent, through = proxy
    with new_file(pg_database, players=6):
        pass
    at_desk(window, through)
    shown: list[int] = []

    def count(d: Any) -> bool:
        shown.append(d.table.rowCount())
        return False

    _silent_then_back(
        qtbot,
        window,
        prompts,
        silent,
        getattr(window.commands, command).trigger,
        lambda: prompts.dialogs.append(count),
    )
    qtbot.waitUntil(lambda: shown == [6], timeout=15_000)  # the dialog, once its list is read
