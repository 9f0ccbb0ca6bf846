"""What a dialog reads of the event at a venue desk is read on the worker (issue 30 item 3,
``Operations.read_then``): the tournament settings' accelerations, the other sections a corrected player
is entered in, the player import's preview. While the network is silent the command comes back at once
and the window's event loop runs on; the sentence is told once the watchdog (``db.server_watch``) has cut
the read, and nothing is opened or asked on what was not read; once the network is back the dialog or the
question comes as before. The Add player form opens at once, its registration checks made against the
players the window shows until the players read on the worker as it opened are in. The server is the
tests' real PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from arbiter_gui.dialogs.new_tournament import NewTournamentDialog
from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.worker import READS
from tests.silent_proxy import SilentProxy
from tests.test_db_support import ROSTER, new_file
from tests.venue_window_support import (
    WAIT_MS,
    at_desk,
    on_server,
    opens_once_read,
    registration_at_desk,
    silenced,
    silent_then_back,
)


def test_the_tournament_settings_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    command = window.commands.event_settings.trigger
    opened = opens_once_read(qtbot, window, prompts, silent, command, lambda d: d.name.text())
    assert opened == ["Test Open"]  # the dialog, once read
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
    silent_then_back(qtbot, window, prompts, silent, command, lambda: None, filled_first=1)
    qtbot.waitUntil(lambda: bool(prompts.questions), timeout=15_000)  # asked once read
    assert "Juniors" in prompts.questions[0][1]
    qtbot.waitUntil(lambda: not window.ops.storing and window.undo_stack.count() == 1, timeout=15_000)
    with on_server(pg_database) as tf:
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

    def command() -> None:
        prompts.paths.append(csv)
        window.commands.import_csv.trigger()

    previews = opens_once_read(qtbot, window, prompts, silent, command, lambda _d: "preview")
    assert previews == ["preview"]  # the preview, once read


@pytest.mark.parametrize("command", ["check_in", "entry_fees"])
def test_the_check_in_and_fee_lists_are_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], command: str
) -> None:
    silent = registration_at_desk(window, pg_database, proxy)
    trigger = getattr(window.commands, command).trigger
    shown = opens_once_read(qtbot, window, prompts, silent, trigger, lambda d: d.table.rowCount())
    assert shown == [6]  # the dialog, once its list is read


def test_the_add_player_form_checks_against_the_players_read_on_the_worker(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    """Players > Add player at a venue desk: the form opens at once on a silent network and checks a name
    against the players the window shows, nothing read as the name is typed; the players read on the
    worker as it opened win once in (here a player another desk registered, not shown by the window)."""
    silent = registration_at_desk(window, pg_database, proxy)
    with on_server(pg_database) as tf:
        tf.players.add(ROSTER[6])  # "Gupta, Gita", registered at another desk
    seen: list[str] = []

    def typed(name: str) -> Callable[[PlayerDialog], bool]:
        def fill(d: PlayerDialog) -> bool:
            d.name.setText(name)
            d.update_warnings()
            seen.append(d.warnings.text())
            return False  # Cancel

        return fill

    with silenced(window, silent) as quiet:
        assert len(window.session.state.players) == 6  # the window has not seen her
        prompts.dialogs.extend([typed("Adams, A."), typed("Gupta, G.")])
        window.commands.add_player.trigger()
        window.commands.add_player.trigger()
        assert quiet.came_back_at_once()  # each form opened and checked without the network
        assert len(prompts.seen_dialogs) == 2
        assert len(window.worker.outstanding(READS)) == 2  # each form's players read on the worker
        qtbot.waitUntil(lambda: not window.worker.outstanding(READS), timeout=WAIT_MS)  # cut meanwhile
        assert quiet.ran_all_along()
    assert "looks like 'Adams, Anna'" in seen[0]  # checked against the window's players
    assert seen[1] == ""  # she was not read: nothing to say
    silent.resume()
    assert len(window.session.state.players) == 6  # still not shown: what the form says comes of its read

    def read_in(d: PlayerDialog) -> bool:
        d.name.setText("Gupta, G.")
        qtbot.waitUntil(lambda: "looks like 'Gupta, Gita'" in d.warnings.text(), timeout=15_000)
        return False

    prompts.dialogs.append(read_in)
    window.commands.add_player.trigger()
    assert len(prompts.seen_dialogs) == 3
