"""Issue 26 item 9: changes an arbiter must know about are never silent.

- ``arbiter result`` over a result already entered (also the forfeit a withdrawal entered in a round
  robin) refuses without ``--force`` and changes nothing; with it, it says what it replaced.
- A late entry that renumbers players says who moved: in the command's answer, in the window's
  message, and in the audit log (its row, and its line in the window).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.audit_text import summary
from arbiter_gui.main_window import MainWindow
from tests.test_db_cli import cli, ok, refused
from tests.test_db_support import snapshot
from tests.test_gui_roundrobin import select_round
from tests.test_gui_support import ScriptedPrompts, add_player, pair, start_event, type_results
from values import GameResult


def _swiss(path: str) -> str:
    """Four players, round 1 paired, at ``path`` (the ``store_url`` fixture's file or server database)."""
    ok("new", path, "--name", "Open", "--rounds", "5")
    for i, rating in enumerate((2300, 2200, 2100, 2000), start=1):
        ok("add-player", path, "--name", f"Player, {i}", "--rating", str(rating))
    ok("pair", path)
    return path


def test_a_result_over_an_entered_result_needs_force_and_says_what_it_replaced(store_url: str) -> None:
    path = _swiss(store_url)
    assert ok("result", path, "1", "2", "1-0") == "round 1 board 2: #4 - #2 1-0\n"  # nothing there yet
    before = snapshot(path)
    err = refused("result", path, "1", "2", "0-1")
    assert err == "arbiter: board 2 of round 1 already has the result 1-0; add --force to replace it\n"
    err = refused("result", path, "1", "2", "clear")
    assert "already has the result 1-0; add --force" in err
    assert snapshot(path) == before  # nothing stored, not even an audit row
    assert ok("result", path, "1", "2", "0-1", "--force") == "round 1 board 2: #4 - #2 0-1, was 1-0\n"
    assert ok("result", path, "1", "2", "--force", "--", "-+") == "round 1 board 2: #4 - #2 - / +, was 0-1\n"
    assert ok("result", path, "1", "2", "clear", "--force") == "round 1 board 2: #4 - #2 cleared, was - / +\n"
    assert ok("result", path, "1", "2", "1/2") == "round 1 board 2: #4 - #2 ½-½\n"
    assert (
        ok("result", path, "1", "2", "1/2") == "round 1 board 2: #4 - #2 ½-½\n"
    )  # the same: nothing to force
    with operations.open_file(path) as tf:
        assert tf.rounds.get(1).boards[1].result is GameResult.DRAW
        assert [e.operation for e in tf.audit_log()].count("set_result") == 5


def test_a_result_over_a_withdrawal_forfeit_in_a_round_robin_names_the_withdrawal(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "Club", "--system", "berger")
    for i in range(1, 7):
        ok("add-player", path, "--name", f"Player, {i}", "--rating", str(2100 - i))
    ok("draw-lots", path, "--seed", "1")
    ok("pair", path, "--all")
    ok("withdraw", path, "2", "--from-round", "1")
    with operations.open_file(path) as tf:
        (board,) = [b for b in tf.rounds.get(1).boards if 2 in (b.white_number, b.black_number)]
    assert board.result is not None and board.result.is_forfeit
    err = refused("result", path, "1", str(board.board), "1/2")
    assert (
        f"board {board.board} of round 1 already has the result {board.result.label}, the forfeit of the "
        "withdrawal of #2 Player, "
    ) in err and err.endswith("; add --force to replace it\n")
    out = ok("result", path, "1", str(board.board), "1/2", "--force")
    assert out.endswith(f" ½-½, was {board.result.label}\n")


def test_a_late_entry_says_who_moved_on_the_command_line_and_in_the_audit_log(store_url: str) -> None:
    path = _swiss(store_url)
    out = ok("add-player", path, "--name", "Top, Tina", "--rating", "2250")
    assert "added #2 Top, Tina\n" in out
    assert (
        "  Player, 2 is now #3 (was #2)\n  Player, 3 is now #4 (was #3)\n  Player, 4 is now #5 (was #4)\n"
        in out
    )
    with operations.open_file(path) as tf:
        names = {p.id: p.name for p in tf.players.all()}
        entry = tf.audit_log()[-1]
    assert entry.operation == "add_player"
    assert summary(entry, names) == (
        "Registered Top, Tina (2250) as no. 2; moved: "
        "Player, 2 2\u21923, Player, 3 3\u21924, Player, 4 4\u21925"
    )


@pytest.mark.sqlite_only("window")
def test_a_late_entry_says_who_moved_in_the_window(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "w.arbiter", players=4, rounds=5)
    pair(window, qtbot)
    add_player(window, prompts, "Zidane, Top", 2900)
    (title, text) = prompts.infos[-1]
    assert title == "Player added"
    assert "Zidane, Top takes number 1; these players move down (C.04.2 art. 2.5):" in text
    tf = window.tf
    assert tf is not None
    moved = [p for p in tf.players.all() if p.name != "Zidane, Top"]
    for p in moved:
        assert f"  {p.name}: #{p.number - 1} \u2192 #{p.number}" in text


@pytest.mark.sqlite_only("window")
def test_the_window_asks_before_it_replaces_a_withdrawal_forfeit_and_says_which(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = tmp_path / "rr.arbiter"
    ok("new", path, "--name", "Club", "--system", "berger")
    for i in range(1, 5):
        ok("add-player", path, "--name", f"Player, {i}", "--rating", str(2100 - i))
    ok("pair", path, "--all")
    ok("withdraw", path, "1", "--from-round", "1")
    assert window.files.open_path(path)
    select_round(window, 1)
    tf = window.tf
    assert tf is not None
    (board,) = [b for b in tf.rounds.get(1).boards if 1 in (b.white_number, b.black_number)]
    assert board.result is not None
    window.rounds_view.table.go_to_row(board.board - 1)
    prompts.confirms.append(False)
    type_results(window, qtbot, "=")
    title, question = prompts.questions[-1]
    assert (
        title == "Change a result"
        and f"already has the result {board.result.label}. Change it to ½-½?" in question
    )
    assert tf.rounds.get(1).boards[board.board - 1].result is board.result
    assert cli("result", path, "1", str(board.board), "1/2")[0] == 1
