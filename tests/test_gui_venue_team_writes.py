"""The Teams view at a venue desk never freezes the window on the network (issue 30 item 3): a game's
result, a team added, a line-up, a match forfeited, a team withdrawn or reinstated and a team list imported
are stored on the worker (``Operations.run_in_turn``) while the network is silent; the window's event loop
runs on, a game's row says "storing…" and the view's line names the other changes until the server has
stored them, nothing is shown as stored before it is, and once the watchdog (``db.server_watch``) has cut
the silent statement the view shows what the server holds and the sentence is told; once the network is
back the same change is stored. What the view shows is read on the worker too (the import's preview).
The server is the tests' real PostgreSQL, the silence the proxy of ``tests/silent_proxy.py``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.main_window import TEAMS
from tests.silent_proxy import SilentProxy
from tests.test_gui_teams import TEAMS_CSV
from tests.venue_window_support import WAIT_MS, at_desk, on_server, silenced
from values import EventSettings, PlayerDetails
from values.teams import TeamFormat, TeamSettings

BOARDS = 2


def _league(url: str, teams: int = 4, lineups: bool = True) -> None:
    """``teams`` clubs of three players on the server, round 1 paired, each match's line-ups the first
    two of each roster (``lineups``)."""
    settings = EventSettings(name="League", number_of_rounds=5, team=TeamSettings(TeamFormat.SWISS, BOARDS))
    with operations.create(url, settings, user="tester") as tf:
        for t in range(1, teams + 1):
            players = [PlayerDetails(f"Player {t}-{b}", rating=2400 - 40 * t - b) for b in range(1, 4)]
            tf.teams.add(f"Club {t}", "", players)
        if teams:
            tf.rounds.pair_next()
        rosters = {t.number: [p.id for p in t.roster] for t in tf.teams.all()}
        for match in tf.teams.matches(1) if teams and lineups else ():
            for team in (match.white, match.black):
                if team is not None:
                    tf.teams.set_lineup(1, team, rosters[team][:BOARDS])


def _held(url: str) -> tuple[object, ...]:
    """The teams and the matches of round 1 as the server holds them, read straight from it."""
    with on_server(url) as tf:
        return tf.teams.all(), tf.teams.matches(1) if tf.rounds.paired else ()


def _teams_view(qtbot: Any, window: Any, teams: int = 4) -> Any:
    window.show_view(TEAMS)
    view = window.teams.view
    qtbot.waitUntil(lambda: view.teams.rowCount() == teams, timeout=15_000)  # read on the worker
    return view


def _game(view: Any, row: int) -> str:
    item = view.games.item(row, 2)
    return item.text() if item is not None else ""


def test_a_game_s_result_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str]
) -> None:
    silent, through = proxy
    _league(pg_database)
    at_desk(window, through)
    view = _teams_view(qtbot, window)
    view.matches.setCurrentCell(0, 0)
    qtbot.waitUntil(lambda: view.games.rowCount() == BOARDS, timeout=15_000)
    view.games.setFocus()
    view.games.setCurrentCell(0, 0)
    with silenced(window, silent) as quiet:
        qtbot.keyClicks(view.games, "1")  # its statement waits for an answer that never comes
        assert quiet.came_back_at_once()  # the key came back at once
        assert view.games.currentRow() == 1  # the cursor moved on
        qtbot.keyClicks(view.games, "=")  # a second key, taken while the first waits
        assert (_game(view, 0), _game(view, 1)) == ("1-0 storing\u2026", "1/2-1/2 storing\u2026")
        assert window.ops.storing == 2
        view.games.setCurrentCell(0, 0)
        qtbot.keyClicks(view.games, "0")  # its result under way: no other key on it
        assert "still being stored" in window.statusBar().currentMessage() and window.ops.storing == 2
        qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
        assert quiet.ran_all_along()  # the event loop ran all along
    assert (_game(view, 0), _game(view, 1)) == ("", "")  # what the server holds
    assert len(prompts.errors) == 1 and "2 writes not stored" in prompts.errors[0][0]
    assert "not confirmed stored" in prompts.errors[0][1]
    matches = _held(pg_database)[1]
    assert isinstance(matches, tuple) and all(g.result is None for g in matches[0].games)
    silent.resume()
    view.games.setCurrentCell(0, 0)
    qtbot.keyClicks(view.games, "1")  # the network back: stored
    qtbot.waitUntil(lambda: _game(view, 0) == "1-0", timeout=15_000)
    assert window.undo_stack.count() == 1


def _add(d: Any) -> None:
    d.name.setText("Late club")
    d.roster.setPlainText("Ann; 2000\nBob; 1900")


def _tick_third(d: Any) -> None:
    d.team.setCurrentIndex(0)
    d.tick([1, 3])


def _second_team(d: Any) -> None:
    d.team.setCurrentIndex(1)


COMMANDS: dict[str, tuple[str, Callable[[Any], object]]] = {
    "add": ("add_team", _add),
    "line-up": ("lineup", _tick_third),
    "forfeit": ("forfeit", _second_team),
    "withdraw": ("withdraw_team", lambda _d: None),
    "reinstate": ("reinstate_team", lambda _d: False),  # no dialog: the marker stands for it
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_team_change_on_a_silent_network_never_freezes_the_window(
    qtbot: Any, window: Any, prompts: Any, pg_database: str, proxy: tuple[SilentProxy, str], command: str
) -> None:
    silent, through = proxy
    _league(pg_database)
    if command == "reinstate":
        with operations.open_file(pg_database, user="tester") as tf:
            tf.teams.withdraw(4, 3)
    at_desk(window, through)
    view = _teams_view(qtbot, window)
    view.matches.setCurrentCell(0, 0)
    view.teams.setCurrentCell(3, 0)
    shown = [view.teams.item(r, 1).text() for r in range(view.teams.rowCount())]
    held = _held(pg_database)
    action_name, answer = COMMANDS[command]
    action = getattr(window.teams, action_name)
    with silenced(window, silent) as quiet:
        if command != "reinstate":
            prompts.dialogs.append(answer)
        action.trigger()
        assert quiet.came_back_at_once()  # the click came back at once
        assert window.ops.storing == 1 and not view.storing.isHidden()
        assert view.storing.text().startswith("Storing on the venue server: ")
        qtbot.waitUntil(lambda: not window.ops.storing, timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert view.storing.isHidden()
    assert [view.teams.item(r, 1).text() for r in range(view.teams.rowCount())] == shown
    assert len(prompts.errors) == 1 and "not confirmed stored" in prompts.errors[0][1]
    assert window.undo_stack.count() == 0
    silent.resume()
    assert _held(pg_database) == held  # nothing of it stored
    view.matches.setCurrentCell(0, 0)
    view.teams.setCurrentCell(3, 0)
    if command != "reinstate":
        prompts.dialogs.append(answer)
    action.trigger()  # the network back: stored
    qtbot.waitUntil(lambda: window.undo_stack.count() == 1 and not window.ops.storing, timeout=15_000)
    assert len(prompts.errors) == 1 and view.storing.isHidden()
    assert _held(pg_database) != held


def test_a_team_list_imported_on_a_silent_network_never_freezes_the_window(
    qtbot: Any,
    window: Any,
    prompts: Any,
    pg_database: str,
    proxy: tuple[SilentProxy, str],
    tmp_path: Path,
) -> None:
    silent, through = proxy
    _league(pg_database, teams=0)
    csv = tmp_path / "teams.csv"
    csv.write_text(TEAMS_CSV, encoding="utf-8")
    at_desk(window, through)
    window.show_view(TEAMS)
    with silenced(window, silent) as quiet:
        prompts.paths.append(csv)
        window.teams.import_teams.trigger()  # the preview asks the server: on the worker
        assert quiet.came_back_at_once()
        qtbot.waitUntil(lambda: bool(prompts.errors), timeout=WAIT_MS)
        assert quiet.ran_all_along()
    assert prompts.questions == []  # nothing asked on a preview the server did not give
    silent.resume()
    prompts.paths.append(csv)
    prompts.confirms.append(True)
    window.teams.import_teams.trigger()
    qtbot.waitUntil(lambda: window.teams.view.teams.rowCount() == 4, timeout=15_000)
    assert "Import 4 teams with 12 players?" in prompts.questions[-1][1]
    with on_server(pg_database) as tf:
        assert [t.name for t in tf.teams.all()] == ["Club 1", "Club 2", "Club 3", "Club 4"]
