"""Issue 26 item 11, the small things: a closed pipe, CJK names in terminal tables, a trophy in prize lists,
the round the print chooser proposes, the data folder, a refused list import, the reversal of a double
round robin, and the TRF points of a round robin after a withdrawal."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import operations
from arbiter_gui.main_window import ROUNDS, STANDINGS, MainWindow
from arbiter_gui.printing import DocumentDialog, OnScreen, proposed_round
from engine import columns
from engine.closed_pipe import EXIT_CLOSED_PIPE
from engine.errors import TrfError
from engine.model import PairingNumber, RoundRobin
from engine.prizes import Award
from engine.roundrobin import berger_table, schedule
from engine.trf import read_trf
from engine.trf.reader import read_trf_checked
from outputs.documents.api import DocumentKind
from player_library import paths
from tests.conftest import REPO
from tests.test_db_cli import cli, ok, refused
from tests.test_gui_support import ScriptedPrompts, pair, start_event, type_results
from tests.test_library_lists import Layout, write_list

# -- a closed pipe -----------------------------------------------------------------------------------


def _many_players(path: str) -> str:
    """300 players at ``path`` (the ``store_url`` fixture's: a file, then a database of the tests'
    server: a closed pipe must end a command on either quietly), registered as one list (one
    transaction: 300 separate ones cost seconds of processor on the server)."""
    from formats.csv_players import parse_players_csv

    rows = "".join(f'"Player, Number{i:03d}",{1000 + i}\n' for i in range(300))
    with operations.create(path, operations.EventSettings("Many", 5)) as tf:
        assert len(tf.players.import_list(parse_players_csv("Name,Rating\n" + rows)).added) == 300
    return path


def _with_closed_output(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``arbiter ARGV`` whose output pipe is closed before it writes (as ``| head`` does after a line),
    run in ``cwd`` (a test's folder: what it writes there must not land in the repository)."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run(
            [sys.executable, "-m", "arbiter_gui", *argv],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            cwd=cwd,
            timeout=120,
            env={**os.environ, "ARBITER_LANGUAGE": "en", "PYTHONPATH": str(REPO)},
        )
    finally:
        os.close(write)


def test_a_closed_pipe_ends_a_reading_command_quietly(store_url: str, tmp_path: Path) -> None:
    path = _many_players(store_url)
    for argv in (["players", path], ["log", "-v", path], ["export", "csv", path, "-o", "-"]):
        done = _with_closed_output(argv, tmp_path)
        assert (done.returncode, done.stderr) == (EXIT_CLOSED_PIPE, ""), (argv, done.stderr)


def test_a_closed_pipe_after_an_operation_keeps_the_operation(store_url: str, tmp_path: Path) -> None:
    path = _many_players(store_url)
    done = _with_closed_output(["pair", path], tmp_path)
    assert (done.returncode, done.stderr) == (EXIT_CLOSED_PIPE, "")
    with operations.open_file(path) as tf:
        assert tf.rounds.paired == 1 and len(tf.rounds.get(1).boards) == 150


@pytest.mark.sqlite_only("no_store")
def test_the_engine_command_line_is_quiet_too(tmp_path: Path) -> None:
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "engine", "--help"],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            cwd=REPO,
        )
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (EXIT_CLOSED_PIPE, "")


# -- display width ------------------------------------------------------------------------------------


@pytest.mark.sqlite_only("no_store")
def test_display_width_counts_wide_characters_twice_and_marks_not_at_all() -> None:
    assert [columns.width(t) for t in ("Ding, Liren", "丁立人", "Ｄｉｎｇ", "Jose\u0301", "e\u200d")] == [
        11,
        6,
        8,
        4,
        1,
    ]
    assert columns.ljust("丁立人", 8) == "丁立人  " and columns.rjust("丁", 3) == " 丁"
    assert columns.clip("丁立人", 5) == "丁立 " and columns.center("½", 3) == " ½ "


def _visual(line: str, text: str) -> int:
    """The terminal column where ``text`` starts in ``line``."""
    return columns.width(line[: line.index(text)])


def test_terminal_tables_stay_aligned_with_cjk_names(store_url: str) -> None:
    path = store_url
    ok("new", path, "--name", "CJK", "--rounds", "3")
    for name, rating in (
        ("丁立人", 2780),
        ("Ｗｅｉ, Ｙｉ", 2750),
        ("Carlsen, Magnus", 2830),
        ("José\u0301, A", 2000),
    ):
        ok("add-player", path, "--name", name, "--rating", str(rating))
    rows = ok("pair", path)
    boards = [line for line in rows.splitlines() if "..." in line]
    assert len({_visual(line, "...") for line in boards}) == 1, boards
    players = ok("players", path).splitlines()
    assert (
        len({_visual(line, str(r)) for line, r in zip(players, (2830, 2780, 2750, 2000), strict=True)}) == 1
    )
    for b in (1, 2):
        ok("result", path, "1", str(b), "1-0")
    table = ok("standings", path).splitlines()[2:6]
    points = [re.search(r"\d\.\d", line) for line in table]  # the first number with a decimal: Pts
    assert len({columns.width(line[: m.start()]) for line, m in zip(table, points, strict=True) if m}) == 1


# -- a trophy ------------------------------------------------------------------------------------------


def test_a_prize_in_kind_is_not_written_as_zero_money(store_url: str) -> None:
    assert Award(PairingNumber(3), 0, 1, 1, Fraction(0), ("Trophy",)).prize == "Trophy"
    assert Award(PairingNumber(3), 0, 1, 1, Fraction(0)).prize == "0.00"
    path = store_url
    ok("new", path, "--name", "Cup", "--rounds", "1")
    for i, rating in enumerate((2100, 2000), start=1):
        ok("add-player", path, "--name", f"Player, {i}", "--rating", str(rating))
    ok("pair", path)
    ok("result", path, "1", "1", "1-0")
    ok("prize-category", path, "add", "General", "--prizes", "Trophy,50:Book")
    prizes = ok("prizes", path)
    assert "#1 Player, 1: Trophy" in prizes and "#2 Player, 2: 50.00 Book" in prizes
    assert "0.00 Trophy" not in prizes


# -- the round on screen -------------------------------------------------------------------------------


@pytest.mark.sqlite_only("no_store")
def test_the_print_chooser_proposes_the_round_on_screen() -> None:
    assert proposed_round(DocumentKind.PAIRINGS, 3, 2, OnScreen(round=1)) == (
        1,
        "Round 1 is the round on screen.",
    )
    assert (
        proposed_round(DocumentKind.PAIRINGS, 3, 2, OnScreen(round=3))[1]
        == "Round 3 is the last round paired."
    )
    assert proposed_round(DocumentKind.STANDINGS, 3, 2, OnScreen(after_round=1)) == (
        1,
        "After round 1, as the standings on screen.",
    )
    assert proposed_round(DocumentKind.STANDINGS, 3, 2, OnScreen(round=1))[0] == 2  # a round's view: not this
    assert proposed_round(DocumentKind.PAIRINGS, 3, 2, OnScreen(round=7))[0] == 3  # not paired: ignored


@pytest.mark.sqlite_only("window")
def test_the_window_proposes_the_round_it_shows(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "print.arbiter", players=6)
    pair(window, qtbot)
    type_results(window, qtbot, "1=0")
    pair(window, qtbot)
    window.commands.previous_round.trigger()
    assert window.rounds_view.selected_round() == 1
    seen: list[tuple[DocumentKind, int]] = []

    def look(d: DocumentDialog) -> bool:
        seen.append((d.chosen(), d.round.value()))
        return False

    window.tabs.setCurrentIndex(ROUNDS)
    prompts.dialogs.append(look)
    window.commands.print_preview.trigger()
    window.tabs.setCurrentIndex(STANDINGS)
    window.standings_view.after_round.setCurrentIndex(window.standings_view.after_round.findData(0))
    prompts.dialogs.append(look)
    window.commands.print_preview.trigger()
    assert seen == [(DocumentKind.PAIRINGS, 1), (DocumentKind.STANDINGS, 0)]


# -- the data folder -----------------------------------------------------------------------------------


@pytest.mark.sqlite_only("library")
def test_the_data_folder_is_not_doubled_and_a_former_library_moves_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARBITER_LIBRARY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr("sys.platform", "linux")
    folder = tmp_path / "share" / "Arbiter Desk"
    assert paths.data_folder() == folder
    former = folder / "Arbiter Desk"
    former.mkdir(parents=True)
    files = {
        "players.library": b"main",
        "players.library.fide-20260101-abc": b"list",
        "players.library-wal": b"j",
    }
    for name, data in files.items():
        (former / name).write_bytes(data)
    (former / "logs").mkdir()
    assert paths.default_library_path() == folder / "players.library"
    assert {name: (folder / name).read_bytes() for name in files} == files
    assert not any((former / name).exists() for name in files) and (former / "logs").is_dir()
    (former / "players.library").write_bytes(b"stale")  # both there: the data folder's is kept
    assert paths.default_library_path() == folder / "players.library"
    assert (folder / "players.library").read_bytes() == b"main" and (former / "players.library").exists()


# -- a refused list import -----------------------------------------------------------------------------


def _unreadable_list(tmp_path: Path) -> Path:
    """A FIDE XML list whose second player cannot be read: the preview finds the problem before it can
    estimate the players (its estimate is 0)."""
    good = write_list(tmp_path / "players_list_xml_foa.xml", 5, Layout.COMBINED_XML)
    text = good.read_text(encoding="utf-8")
    second = text.index("<player>", text.index("<player>") + 1)
    good.write_text(text[:second] + "<player><<</player>" + text[second:], encoding="utf-8")
    return good


@pytest.mark.sqlite_only("library")
def test_a_refused_list_import_announces_no_players(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITER_LIBRARY", str(tmp_path / "mine.library"))
    bad = _unreadable_list(tmp_path)
    code, out, err = cli("library", "import", bad)
    assert code == 1 and out == "" and "unreadable text in a <player> element" in err
    assert err.startswith("arbiter: ")


# -- a double round robin ------------------------------------------------------------------------------


def test_a_double_round_robin_reverses_the_last_two_rounds_of_its_first_cycle_by_default(
    store_url: str, tmp_path: Path
) -> None:
    path = store_url
    assert "last two rounds of the first cycle reversed" in ok(
        "new", path, "--name", "D", "--system", "double-berger"
    )
    assert "FIDE_DOUBLEROUNDROBIN" in ok("info", path)
    plain = tmp_path / "plain.arbiter"
    ok("new", plain, "--name", "P", "--system", "double-berger", "--no-reverse-last-two")
    assert "BERGER_DOUBLEROUNDROBIN" in ok("info", plain)
    assert "double" in refused(
        "new", tmp_path / "x.arbiter", "--name", "X", "--system", "berger", "--reverse-last-two"
    )
    ok("new", tmp_path / "single.arbiter", "--name", "S", "--system", "berger")
    with operations.open_file(tmp_path / "single.arbiter") as tf:
        assert tf.event.settings().round_robin == RoundRobin(1)
    # player 1 of six: the default never gives anyone three blacks (or whites) running
    colours = [
        next("w" if b.white == n else "b" for b in r.boards if n in (b.white, b.black))
        for n in range(1, 7)
        for r in [*schedule(6, RoundRobin(2, True))]
        if any(n in (b.white, b.black) for b in r.boards)
    ]
    per_player = [colours[i * 10 : (i + 1) * 10] for i in range(6)]
    assert not any("bbb" in "".join(c) or "www" in "".join(c) for c in per_player)
    assert len(berger_table(6)) == 5


def test_a_stored_double_round_robin_keeps_its_choice(store_url: str) -> None:
    path = store_url
    with operations.create(path, operations.EventSettings("K", 1, round_robin=RoundRobin(2, False))):
        pass
    with operations.open_file(path) as tf:
        assert tf.event.settings().round_robin == RoundRobin(2, False)


@pytest.mark.sqlite_only("window")
def test_the_new_tournament_form_ticks_the_reversal_for_a_double_round_robin(qtbot: Any) -> None:
    from arbiter_gui.dialogs.new_tournament import NewTournamentDialog

    d = NewTournamentDialog()
    qtbot.addWidget(d)
    d.name.setText("Club")
    d.system.setCurrentIndex(d.system.findData("double-berger"))
    assert d.reverse_last_two.isChecked() and d.settings().round_robin == RoundRobin(2, True)
    d.reverse_last_two.setChecked(False)
    assert d.settings().round_robin == RoundRobin(2, False)
    d.system.setCurrentIndex(d.system.findData("berger"))
    assert not d.reverse_last_two.isChecked() and d.settings().round_robin == RoundRobin(1)


# -- the TRF points of a round robin after a withdrawal -------------------------------------------------


def _round_robin_with_an_early_withdrawal(path: str) -> str:
    """Six players, all rounds paired at once, #2 withdrawn after one game, at ``path`` (the ``store_url``
    fixture's file or server database)."""
    ok("new", path, "--name", "RR", "--system", "berger")
    for i in range(1, 7):
        ok("add-player", path, "--name", f"P, {i}", "--rating", str(2000 - 10 * i))
    ok("pair", path, "--all")
    for b in (1, 2, 3):
        ok("result", path, "1", str(b), "1-0")
    ok("withdraw", path, "2", "--from-round", "2")  # one game played of five: less than half
    for rnd in (2, 3, 4, 5):
        with operations.open_file(path) as tf:
            pending = [b.board for b in tf.rounds.get(rnd).boards if b.result is None]
        for b in pending:
            ok("result", path, str(rnd), str(b), "1-0")
    return path


def test_the_trf_points_of_a_round_robin_are_those_of_its_standings(tmp_path: Path, store_url: str) -> None:
    path = _round_robin_with_an_early_withdrawal(store_url)
    with operations.open_file(path) as tf:
        table = tf.results.standings()
        t = tf.tournament()
    trf = tmp_path / "rr.trf"
    ok("export-trf", path, "-o", trf)
    written = read_trf(trf.read_text(encoding="utf-8"))
    points = {p.number: p.points for p in written.players}
    ranks = {p.number: p.rank for p in written.players}
    for s in table.rows:
        assert points[s.number] == s.points and ranks[s.number] == s.rank, s
    struck = [p for p in t.players if p.points is None and points[p.number] != p.score(t.point_system)]
    assert struck, "the games against #2 make some players' scores differ from their standings points"
    again = tmp_path / "again.arbiter"
    ok("import-trf", trf, again)  # read back without --lenient
    with operations.open_file(again) as tf:
        assert [(s.number, s.points) for s in tf.results.standings().rows] == [
            (s.number, s.points) for s in table.rows
        ]


def test_a_points_column_that_is_neither_the_score_nor_the_standings_is_still_refused(
    tmp_path: Path, store_url: str
) -> None:
    path = _round_robin_with_an_early_withdrawal(store_url)
    trf = tmp_path / "rr.trf"
    ok("export-trf", path, "-o", trf)
    lines = trf.read_text(encoding="utf-8").splitlines()
    bad = [line[:80] + " 9.0" + line[84:] if line.startswith("001    3") else line for line in lines]
    with pytest.raises(TrfError, match="player 3: the points column says 9.0"):
        read_trf_checked("\n".join(bad))
    assert read_trf_checked("\n".join(lines)).warnings == ()


@pytest.mark.sqlite_only("window")
def test_the_window_announces_no_players_for_a_list_it_cannot_import(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QLabel

    from arbiter_gui.library.import_dialog import FideImportDialog

    bad = _unreadable_list(tmp_path)
    shown: list[str] = []

    def look(d: FideImportDialog) -> bool:
        shown.extend(label.text() for label in d.findChildren(QLabel))
        return False

    prompts.paths.append(bad)
    prompts.dialogs.append(look)
    window.commands.import_fide_list.trigger()
    assert "unreadable text in a <player> element" in " ".join(shown)  # the dialog shows the problem
    assert not any("about 0 players" in text for text in shown) and any(t.endswith(" MB") for t in shown)
