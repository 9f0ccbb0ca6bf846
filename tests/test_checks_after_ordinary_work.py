"""Issue 26 item 8: the checks do not cry wolf after an arbiter's ordinary work.

- A late entry is judged only for the rounds the player was registered for (C.04.2 (2026) art. 2.4):
  ``arbiter warnings FILE 1`` after a late entry in round 3 finds nothing, the file knows the entry
  round (``PlayerRecord.entry_round``).
- A result corrected after later rounds were paired (C.04.2 (2026) art. 4.3: past rounds are never
  paired again) leaves those rounds correct: ``arbiter check`` judges each round with the results
  known when it was paired (the audit log keeps them) and names the correction.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.main_window import MainWindow
from engine.dutch import check_tournament
from tests.test_db_cli import cli, ok
from tests.test_db_support import run_sql
from tests.test_gui_support import ScriptedPrompts, wait_for_worker
from values import GameResult, PlayerDetails

RESULTS = ("1-0", "0-1", "1/2", "1-0", "1-0", "0-1", "1/2", "1-0", "0-1", "1-0", "1/2", "1-0", "0-1")


def _swiss(path: Path | str, players: int, rounds: int) -> Path | str:
    ok("new", path, "--name", "Late Open", "--rounds", str(rounds), "--start", "2026-03-01")
    for i in range(1, players + 1):
        ok("add-player", path, "--name", f"Player, N{i:02d}", "--rating", str(2400 - 30 * i))
    return path


def _play(path: Path | str, rnd: int, boards: int) -> None:
    ok("pair", path)
    for b in range(1, boards + 1):
        ok("result", path, str(rnd), str(b), RESULTS[(rnd * 7 + b * 3) % len(RESULTS)])


def _late_entry_in_round_3(place: Path | str) -> Path | str:
    """Ten players play rounds 1-2; then a player rated above all of them enters (taking #1, the others
    move down: C.04.2 art. 2.3) and round 3 is paired with eleven. At ``place``: a file, or the
    ``store_url`` fixture's file or server database."""
    path = _swiss(place, 10, 7)
    _play(path, 1, 5)
    _play(path, 2, 5)
    out = ok("add-player", path, "--name", "Late, Larry", "--rating", "2390")
    assert "added #1 Late, Larry" in out
    ok("pair", path)
    return path


def test_a_late_entry_is_judged_only_for_the_rounds_he_was_registered_for(store_url: str) -> None:
    path = _late_entry_in_round_3(store_url)
    with operations.open_file(path) as tf:
        (late,) = [p for p in tf.players.all() if p.name == "Late, Larry"]
        assert late.entry_round == 3
    for rnd in (1, 2, 3):
        assert ok("warnings", path, str(rnd)) == f"round {rnd}: the pairing breaks no rule checked\n"
    assert ok("check", path) == "all 3 rounds are paired as the FIDE Dutch system pairs them\n"


def test_without_the_entry_round_the_late_entry_is_taken_for_an_absent_player(store_url: str) -> None:
    """The same file with the entry round wiped (a file from before schema 6 whose audit log does not
    say when the player came): round 1 then counts him as a player left out, as the checks said before."""
    path = _late_entry_in_round_3(store_url)
    run_sql(store_url, "UPDATE players SET entry_round = NULL")
    out = ok("warnings", path, "1")
    assert "Late, Larry (1) is neither paired nor given the pairing-allocated bye" in out
    assert "nobody gets the pairing-allocated bye" in out


def test_a_late_entry_admitted_into_the_round_already_paired_counts_from_that_round(store_url: str) -> None:
    """C.04.2 (2026) art. 4.4.4: the pairing of the round already published may be changed to admit a
    late entry; it need not be (the player is then paired from the next round on)."""
    path = _swiss(store_url, 4, 5)
    _play(path, 1, 2)
    ok("pair", path)  # round 2: 1-? 2-? ...
    ok("add-player", path, "--name", "Late, Lou", "--rating", "1000")  # #5, registered for round 3
    with operations.open_file(path) as tf:
        boards = [(b.white_number, b.black_number) for b in tf.rounds.get(2).boards]
        tf_players = {p.number: p for p in tf.players.all()}
        assert tf_players[5].entry_round == 3
    ok("set-pairing", path, "2", *(a for w, k in boards for a in ("--board", f"{w}-{k}")))  # without him
    (w1, k1), (w2, k2) = boards
    out = ok("set-pairing", path, "2", "--board", f"{w1}-{k1}", "--board", f"{w2}-{k2}", "--bye", "5")
    assert "pairing-allocated bye" in out
    with operations.open_file(path) as tf:
        assert tf.tournament().entry_round(tf.players.by_number(5).number) == 2


def test_deleting_the_round_paired_before_a_late_entry_registers_him_for_it(store_url: str) -> None:
    path = _swiss(store_url, 6, 5)
    _play(path, 1, 3)
    ok("pair", path)
    ok("add-player", path, "--name", "Late, Lou", "--rating", "1000")  # #7, for round 3
    ok("delete-round", path)
    with operations.open_file(path) as tf:
        assert tf.players.by_number(7).entry_round == 2
    out = ok("pair", path)
    assert "Late, Lou" in out  # paired in round 2 (the PAB or a board)
    assert ok("warnings", path, "2") == "round 2: the pairing breaks no rule checked\n"


def _corrected_after_later_rounds(place: Path | str) -> Path | str:
    """Twelve players, five rounds played; then the result of board 2 of round 2 is corrected. At
    ``place``: a file, or the ``store_url`` fixture's file or server database."""
    path = _swiss(place, 12, 7)
    for rnd in range(1, 6):
        _play(path, rnd, 6)
    with operations.open_file(path) as tf:
        assert tf.rounds.get(2).boards[1].result is GameResult.WHITE_WINS
    ok("result", path, "2", "2", "0-1", "--force")
    return path


def test_check_judges_each_round_with_the_results_known_when_it_was_paired(store_url: str) -> None:
    path = _corrected_after_later_rounds(store_url)
    with operations.open_file(path) as tf:
        assert len(check_tournament(tf.tournament())) == 3  # with today's results rounds 3-5 "differ"
        audit = tf.audit_log()[-1].id
    code, out, err = cli("check", path)
    assert (code, err) == (0, "")
    assert out == (
        "note: rounds 3-5 were paired before the result of board 2 of round 2 was corrected from 1-0 "
        f"to 0-1 (audit #{audit}); they are checked with the result known then\n"
        "all 5 rounds are paired as the FIDE Dutch system pairs them\n"
    )
    assert "differ" not in out
    warnings = ok("warnings", path, "3")
    assert warnings.startswith("note: round 3 was paired before the result of board 2 of round 2")
    assert warnings.endswith("round 3: the pairing breaks no rule checked\n")
    assert ok("warnings", path, "2") == "round 2: the pairing breaks no rule checked\n"


def test_a_round_paired_after_the_correction_is_judged_with_it(store_url: str) -> None:
    """The correction counts for the next pairing (art. 4.3): round 6 is paired and checked with it,
    and a round paired wrongly is still a discrepancy."""
    path = _corrected_after_later_rounds(store_url)
    out = ok("pair", path)
    assert "Round 6" in out
    assert "round 6 was paired before" not in ok("check", path)
    with operations.open_file(path) as tf:
        boards = [(b.white_number, b.black_number) for b in tf.rounds.get(6).boards]
    swapped = [(k, w) for w, k in boards]  # every colour the other way round
    ok("set-pairing", path, "6", *(a for w, k in swapped for a in ("--board", f"{w}-{k}")))
    code, out, _ = cli("check", path)
    assert code == 3 and "round 6:" in out and "1 of 6 rounds differ from the FIDE Dutch pairing" in out


def test_a_result_changed_and_changed_back_is_no_correction(store_url: str) -> None:
    path = _corrected_after_later_rounds(store_url)
    ok("result", path, "2", "2", "1-0", "--force")
    assert ok("check", path) == "all 5 rounds are paired as the FIDE Dutch system pairs them\n"
    with operations.open_file(path) as tf:
        assert tf.results.late_corrections() == ()


def test_a_file_read_by_another_program_sees_todays_results_on_the_corrected_board(store_url: str) -> None:
    """The history only changes how rounds are judged: the tournament itself has today's result."""
    path = _corrected_after_later_rounds(store_url)
    with operations.open_file(path) as tf:
        assert tf.rounds.get(2).boards[1].result is GameResult.BLACK_WINS
        (first, *_) = tf.results.late_corrections(3)
        assert (first.round, first.board, first.old, first.new) == (
            2,
            2,
            GameResult.WHITE_WINS,
            GameResult.BLACK_WINS,
        )


@pytest.mark.sqlite_only("window")
def test_the_window_check_names_the_correction(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = _corrected_after_later_rounds(tmp_path / "corrected.arbiter")
    assert window.files.open_path(path)
    picker = window.rounds_view.round_picker
    picker.setCurrentIndex(picker.findData(4))
    window.commands.check_pairing.trigger()
    wait_for_worker(window, qtbot)
    lines = window.rounds_view.warnings.lines()
    assert len(lines) == 1 and lines[0].startswith(
        "Note: round 4 was paired before the result of board 2 of round 2 was corrected from 1-0 to 0-1"
    )
    assert "breaks no rule checked" in window.rounds_view.warnings.title.text()
    assert prompts.errors == []


@pytest.mark.sqlite_only("window")
def test_the_window_check_of_a_round_before_a_late_entry_finds_nothing(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = _late_entry_in_round_3(tmp_path / "late.arbiter")
    assert window.files.open_path(path)
    picker = window.rounds_view.round_picker
    picker.setCurrentIndex(picker.findData(1))
    window.commands.check_pairing.trigger()
    wait_for_worker(window, qtbot)
    assert window.rounds_view.warnings.lines() == []
    assert "Round 1: the pairing breaks no rule checked." in window.rounds_view.warnings.title.text()


def test_the_file_api_registers_a_late_entry_from_the_next_round(store_url: str) -> None:
    with operations.create(store_url, operations.EventSettings("x", 5)) as tf:
        for i in range(4):
            tf.players.add(PlayerDetails(f"P, {i}", 2000 - i))
        assert {p.entry_round for p in tf.players.all()} == {None}
        tf.rounds.pair_next(pairer=None)
        late = tf.players.add(PlayerDetails("Late, L", 1500)).player
        assert late.entry_round == 2
