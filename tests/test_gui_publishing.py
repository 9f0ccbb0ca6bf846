"""The window's Publish menu (issue 19): the projector follows the file, the web folder is written after
each round into the folder chosen, results of a round come in from CSV through a preview and go out
again with Undo."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.dialogs.result_import import ResultImportDialog
from arbiter_gui.main_window import MainWindow
from arbiter_gui.projector import ProjectorWindow
from operations.standin import simple_pair_round
from outputs.exports.csv_export import Table, table_text
from outputs.projector import Mode, read_screen
from outputs.snapshot import take_snapshot
from tests.publish_support import hostile_event
from tests.test_gui_support import ScriptedPrompts, wait_until_idle
from values import GameResult


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return hostile_event(tmp_path_factory.mktemp("event"))


@pytest.fixture
def opened(window: MainWindow, original: Path, tmp_path: Path) -> MainWindow:
    copy = tmp_path / "event.arbiter"
    shutil.copy(original, copy)
    assert window.files.open_path(copy)
    return window


def test_the_publish_menu_waits_for_a_file(window: MainWindow) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert "Pu&blish" in titles
    assert not window.publishing.publish_now.isEnabled()
    assert not window.publishing.projector_pairings.isEnabled()


def test_the_projector_follows_the_results(opened: MainWindow, qtbot: Any) -> None:
    pub = opened.publishing
    pub.projector_pairings.trigger()
    projector = pub.projector
    assert isinstance(projector, ProjectorWindow)
    assert projector.parent() is opened  # owned by the window: goes with it
    screen = projector.screen_content
    assert screen.title == 'Open <i>"2026"</i> & Co'
    assert screen.subtitle == "Round 3 · 4 of 5 results"
    assert [r[3] for r in screen.rows] == ["0 – 1"] * 4 + [""]
    tf = opened.tf
    assert tf is not None
    tf.results.set(3, 5, GameResult.DRAW)
    opened.ops.reload()
    assert projector.screen_content.rows[4][3] == "½ – ½"
    assert projector.screen_content.subtitle == "Round 3 · 5 of 5 results"
    qtbot.keyClick(projector, Qt.Key.Key_S)  # the viewer asks for the standings
    standings = projector.screen_content
    assert standings.subtitle == "Standings after round 3"
    assert [c.heading for c in standings.columns][5:] == list(tf.results.standings().policy.labels)
    names = {p.number: p for p in tf.players.all()}
    assert [
        r[1].split(" ", 1)[-1] if names[s.number].title else r[1]
        for r, s in zip(standings.rows, tf.results.standings().rows, strict=True)
    ] == [names[s.number].name for s in tf.results.standings().rows]
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: pub.projector is None)


def test_the_projector_turns_its_pages(qtbot: Any, opened: MainWindow) -> None:
    projector = ProjectorWindow(seconds=1)
    qtbot.addWidget(projector)
    projector.resize(800, 200)  # a few lines a page
    tf = opened.tf
    assert tf is not None
    from outputs.projector import read_screen

    projector.set_screen(read_screen(tf, Mode.STANDINGS))
    pages = projector.page_count()
    assert pages > 1 and projector.rows_per_page() * pages >= 11
    first = projector.page_rows()
    qtbot.waitUntil(lambda: projector.page == 1, timeout=5000)  # the timer turned the page
    assert projector.page_rows() != first
    projector.previous_page()
    assert projector.page == 0
    projector.previous_page()
    assert projector.page == pages - 1
    shown = projector.grab().toImage()
    assert shown.width() == 800 and not shown.isNull()


def test_publish_after_each_round_writes_the_folder(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, qtbot: Any
) -> None:
    folder = tmp_path / "www"
    folder.mkdir()
    pub = opened.publishing
    prompts.paths.append(folder)
    pub.publish_after_round.trigger()
    wait_until_idle(opened, qtbot)  # written on the worker
    assert prompts.infos and prompts.infos[-1][0] == "Web folder written"
    assert pub.folder() == folder and pub.publish_after_round.isChecked()
    assert (folder / "round-3.html").is_file() and not (folder / "round-4.html").exists()
    tf = opened.tf
    assert tf is not None
    tf.results.set(3, 5, GameResult.DRAW)  # round 3 complete: the standings move on
    opened.ops.reload()
    wait_until_idle(opened, qtbot)
    assert "Standings after round 3" in (folder / "standings.html").read_text(encoding="utf-8")
    tf.rounds.pair_next(pairer=simple_pair_round)
    opened.ops.reload()
    wait_until_idle(opened, qtbot)
    assert (folder / "round-4.html").is_file()
    before = (folder / "round-4.html").read_text(encoding="utf-8")
    tf.results.set(4, 1, GameResult.DRAW)  # a result inside the round: published with the round's end
    opened.ops.reload()
    wait_until_idle(opened, qtbot)
    assert (folder / "round-4.html").read_text(encoding="utf-8") == before
    pub.publish_now.trigger()  # unless the arbiter publishes now
    wait_until_idle(opened, qtbot)
    assert "½ – ½" in (folder / "round-4.html").read_text(encoding="utf-8")
    pub.publish_after_round.trigger()  # off again
    assert pub.folder() is None and not pub.publish_after_round.isChecked()
    assert prompts.errors == []


def test_a_folder_that_cannot_be_used_is_reported(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, qtbot: Any
) -> None:
    busy = tmp_path / "documents"
    busy.mkdir()
    (busy / "letter.txt").write_text("mine")
    prompts.paths.append(busy)
    opened.publishing.publish_after_round.trigger()
    wait_until_idle(opened, qtbot)
    assert prompts.errors and "already holds other files" in prompts.errors[-1][1]
    assert opened.publishing.folder() is None and not opened.publishing.publish_after_round.isChecked()
    assert sorted(p.name for p in busy.iterdir()) == ["letter.txt"]


def test_the_web_folder_is_written_on_the_worker_while_the_window_answers(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32 item 4: the web folder (a minute at 9,999 players) is written off the UI thread: while
    it is being written the window's timers fire and a typed result is stored and shown; a second
    "write now" meanwhile is written after the first, not beside it."""
    import threading

    from PySide6.QtCore import QTimer

    import arbiter_gui.publishing as publishing

    real = publishing.write_event_site
    release = threading.Event()
    threads: list[str] = []

    def slow(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread().name)
        release.wait(30)  # as a slow disk would: until the test has seen the window answer
        return real(*args, **kwargs)

    monkeypatch.setattr(publishing, "write_event_site", slow)
    folder = tmp_path / "www"
    prompts.paths.append(folder)
    pub = opened.publishing
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    pub.publish_now.trigger()  # returns at once (on the UI thread it would wait for ``release``)
    assert pub.writing and not release.is_set()
    qtbot.waitUntil(lambda: len(threads) == 1 and len(ticks) >= 10, timeout=10_000)
    assert threads[0] != threading.current_thread().name and pub.writing
    tf = opened.tf
    assert tf is not None
    opened.ops.run("set a result", lambda: tf.results.set(3, 5, GameResult.DRAW), lambda: None)
    assert opened.session.state is not None and opened.session.state.rounds[2].missing_results == 0
    prompts.paths.append(folder)
    pub.publish_now.trigger()  # asked again while the first is written
    assert len(threads) == 1
    release.set()
    wait_until_idle(opened, qtbot)
    timer.stop()
    assert len(threads) == 2 and not pub.writing  # the second after the first
    assert [title for title, _ in prompts.infos].count("Web folder written") == 2
    assert "½ – ½" in (folder / "round-3.html").read_text(encoding="utf-8")
    assert prompts.errors == [] and prompts.bugs == []


def test_the_web_folder_is_written_with_the_collector_held_and_its_snapshots_freed_within(
    original: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The event's snapshots live while the pages are written (a million objects at 9,999 players): no
    collection walks them meanwhile, on any thread (``operations.collector_hold``: the UI thread's
    collector waits too), and they are freed before the hold ends (docs/speed.md, the web folder's
    stall)."""
    import dataclasses
    import weakref
    from contextlib import contextmanager

    import arbiter_gui.publishing as publishing
    import operations
    from operations.collector_hold import collector_held
    from outputs.snapshot import EventSnapshot

    class Watched(EventSnapshot):  # a snapshot that can be watched (EventSnapshot has slots)
        pass

    seen: dict[str, Any] = {}
    real_snapshots, real_write, real_off = (
        publishing.section_snapshots,
        publishing.write_event_site,
        publishing.collector_off,
    )

    def snapshots(*args: Any) -> Any:
        seen["held while read"] = collector_held()
        (name, snap), *others = real_snapshots(*args)
        fields = {f.name: getattr(snap, f.name) for f in dataclasses.fields(snap) if f.init}
        watched = Watched(**fields)
        seen["snapshot"] = weakref.ref(watched)
        return [(name, watched), *others]

    def write(*args: Any, **kwargs: Any) -> Any:
        seen["held while written"] = collector_held()
        return real_write(*args, **kwargs)

    @contextmanager
    def off() -> Any:
        with real_off():
            yield
            seen["alive at the end of the hold"] = seen["snapshot"]() is not None

    monkeypatch.setattr(publishing, "section_snapshots", snapshots)
    monkeypatch.setattr(publishing, "write_event_site", write)
    monkeypatch.setattr(publishing, "collector_off", off)
    copy = tmp_path / "event.arbiter"
    shutil.copy(original, copy)
    with operations.open_file(copy) as tf:
        files, _progress = publishing.publish_folder(tf, tmp_path / "www", "en")
    assert files > 5 and (tmp_path / "www" / "index.html").is_file()
    assert seen["held while read"] and seen["held while written"] and not collector_held()
    assert seen["alive at the end of the hold"] is False


def test_results_import_with_preview_and_undo(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    tf = opened.tf
    assert tf is not None
    text = table_text(take_snapshot(tf), Table.PAIRINGS, 3)
    rows = list(csv.reader(io.StringIO(text)))
    rows[5][5] = "1-0"
    rows.append(["3", "8", "1", "", "", "1-0", "2", "", ""])  # no such board
    sheet = tmp_path / "round3.csv"
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")
    seen: list[str] = []

    def answer(d: ResultImportDialog) -> bool:
        seen.append(d.details.toPlainText())
        assert not d.ok.isEnabled()  # a problem: nothing can be entered...
        d.skip.setChecked(True)  # ...unless those rows are left out
        assert d.ok.isEnabled()
        return True

    prompts.paths.append(sheet)
    prompts.dialogs.append(answer)
    opened.publishing.import_results.trigger()
    assert "round 3 has no board 8" in seen[0] and "Board   5:" in seen[0]
    assert tf.rounds.boards(3)[4].result is GameResult.WHITE_WINS
    assert opened.undo_stack.undoText() == "import results of round 3 (round3.csv)"
    opened.undo_stack.undo()
    assert tf.rounds.boards(3)[4].result is None
    opened.undo_stack.redo()
    assert tf.rounds.boards(3)[4].result is GameResult.WHITE_WINS
    assert prompts.errors == []


def test_a_cancelled_preview_changes_nothing(
    opened: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    tf = opened.tf
    assert tf is not None
    sheet = tmp_path / "r.csv"
    rows = list(csv.reader(io.StringIO(table_text(take_snapshot(tf), Table.PAIRINGS, 3))))
    rows[5][5] = "0-1"
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    sheet.write_text(out.getvalue(), encoding="utf-8")
    log = len(tf.audit_log())
    prompts.paths.append(sheet)
    prompts.dialogs.append(lambda d: False)
    opened.publishing.import_results.trigger()
    assert tf.rounds.boards(3)[4].result is None and len(tf.audit_log()) == log
    assert opened.undo_stack.count() == 0


def test_a_correction_in_a_past_round_reaches_the_projected_standings(opened: MainWindow, qtbot: Any) -> None:
    pub = opened.publishing
    pub.projector_standings.trigger()
    projector = pub.projector
    assert projector is not None
    tf = opened.tf
    assert tf is not None
    white = tf.players.by_number(tf.rounds.boards(1)[0].white_number)

    def points_of_white() -> str:
        row = next(r for r in projector.screen_content.rows if r[1].endswith(white.name))
        return row[4]

    before = points_of_white()
    tf.results.set(1, 1, GameResult.BLACK_WINS)  # round 1 board 1 was 1-0
    opened.ops.reload()
    assert points_of_white() != before
    assert projector.screen_content.rows == read_screen(tf, Mode.STANDINGS).rows


def test_the_projector_and_the_web_folder_speak_the_events_language(
    opened: MainWindow, prompts: ScriptedPrompts, qtbot: Any, tmp_path: Path
) -> None:
    """Issue 17: the players see the event's language (here Spanish) on the projector and in the web
    folder, in an English window; without one, the window's."""
    from texts.catalogue import Catalogue

    es = Catalogue.load("es")
    tf = opened.tf
    assert tf is not None
    tf.event.set_language("es")
    opened.ops.reload()
    pub = opened.publishing
    pub.projector_pairings.trigger()
    projector = pub.projector
    assert projector is not None
    screen = projector.screen_content
    assert screen.language == "es"
    subtitle = es.translate("Projector", "Round {round} · {done} of {boards} results")
    assert screen.subtitle == subtitle.format(round=3, done=4, boards=5) != "Round 3 · 4 of 5 results"
    assert screen.columns[1].heading == es.translate("Projector", "White") != "White"
    projector.showNormal()
    projector.resize(800, 120)  # a few lines a page: the page counter shows, in Spanish too
    qtbot.waitUntil(lambda: projector.page_count() > 1)
    assert projector.page_text().startswith("   ·   página 1 de ")
    qtbot.keyClick(projector, Qt.Key.Key_S)
    standings = projector.screen_content
    assert standings.language == "es" and standings.columns[1].heading == es.translate("Projector", "Name")
    folder = tmp_path / "www"
    prompts.paths.append(folder)
    pub.publish_now.trigger()
    wait_until_idle(opened, qtbot)
    assert prompts.errors == []
    assert list(folder.glob("*.html"))
    for page in folder.glob("*.html"):
        assert '<html lang="es">' in page.read_text(encoding="utf-8"), page.name
    tf.event.set_language("")  # none: the window's language again, at the next change
    opened.ops.reload()
    assert projector.screen_content.language == "en"
    assert projector.screen_content.columns[1].heading == "Name"
    assert projector.page_text().startswith("   ·   page 1 of ")
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
