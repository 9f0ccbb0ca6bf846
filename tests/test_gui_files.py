"""Files through the window: CSV players, TRF in and out, PDF documents, recent files."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.dialogs.player_import import PlayerImportDialog
from arbiter_gui.main_window import ROUNDS, MainWindow
from arbiter_gui.printing import DocumentDialog
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, create, wait_until_idle

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


def test_players_from_csv_previewed_then_added_in_one_undoable_step(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "csv.arbiter")
    prompts.paths.append(DATA / "gui" / "players.csv")
    seen: list[list[str]] = []

    def look(d: PlayerImportDialog) -> bool:
        seen.append([d.table.item(r, 1).text() for r in range(d.table.rowCount())])
        assert d.apply.isEnabled() and not d.skip.isVisible()
        return True

    prompts.dialogs.append(look)
    window.commands.import_csv.trigger()
    assert prompts.errors == []
    assert seen == [["Vachier-Lagrave, Maxime", "Kosteniuk, Alexandra", "Dupont, Jeanne"]]
    assert window.tf is not None
    assert [p.name for p in window.tf.players.all()] == seen[0]
    assert window.players_model.rowCount() == 3
    window.commands.undo.trigger()
    assert window.tf.players.all() == () and window.players_model.rowCount() == 0
    window.commands.redo.trigger()
    assert len(window.tf.players.all()) == 3


def test_bad_csv_is_previewed_with_its_line_and_adds_nobody(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "bad.arbiter")
    prompts.paths.append(DATA / "gui" / "bad_rating.csv")
    problems: list[str] = []

    def look(d: PlayerImportDialog) -> bool:
        problems.extend(d.table.item(r, 3).text() for r in range(d.table.rowCount()))
        assert not d.apply.isEnabled()
        return False

    prompts.dialogs.append(look)
    window.commands.import_csv.trigger()
    assert window.tf is not None and window.tf.players.all() == ()
    assert problems == ["line 2: rating 'abc' is not a whole number"]


def test_trf_in_then_out_and_pdf(qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path) -> None:
    prompts.paths += [TRF, tmp_path / "imported"]
    window.commands.import_trf.trigger()
    assert prompts.errors == []
    assert prompts.infos and prompts.infos[-1][1].startswith("Read 10 players and 8 rounds")
    assert window.tf is not None and window.tf.path == tmp_path / "imported.arbiter"
    assert window.tabs.currentIndex() == ROUNDS
    assert window.rounds_view.selected_round() == 8

    from arbiter_gui.dialogs.text import TextDialog

    shown: list[str] = []  # an imported round explained from the tournament before it, as arbiter explain
    prompts.dialogs.append(
        lambda d: shown.append(d.text.toPlainText()) if isinstance(d, TextDialog) else None
    )
    window.commands.explain.trigger()
    qtbot.waitUntil(lambda: not window.worker.busy and bool(shown), timeout=60_000)
    assert prompts.errors == []
    assert shown == [str(window.tf.rounds.explain(8))] and "bracket" in shown[0]

    out = tmp_path / "report.trf"
    prompts.paths.append(out)
    window.commands.export_trf.trigger()  # written on the worker
    wait_until_idle(window, qtbot)
    text = out.read_text(encoding="utf-8")
    assert text.count("\n001 ") + text.startswith("001 ") == 10

    def choose_standings(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex([d.kind.itemText(i) for i in range(d.kind.count())].index("Standings"))

    prompts.dialogs.append(choose_standings)
    pdf = tmp_path / "standings.pdf"
    prompts.paths.append(pdf)
    window.commands.save_pdf.trigger()  # rendered on the worker
    wait_until_idle(window, qtbot)
    assert prompts.errors == [] and prompts.bugs == []
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_doubtful_trf_with_a_placeholder_is_imported_as_the_arbiter_answers(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    """Issue 26: the window reads the file first; a doubtful point is imported with warnings only when
    the arbiter says yes (as ``--lenient``), a placeholder of the bye is taken out when asked."""
    from tests.test_db_import_real_world import _old_program_file

    prompts.paths += [_old_program_file(tmp_path, points_of_4="1.5"), tmp_path / "old"]
    prompts.confirms += [True, True]  # import anyway; take spielfrei out
    window.commands.import_trf.trigger()
    assert prompts.errors == []
    assert "points column says 1.5" in prompts.questions[0][1] and "spielfrei" in prompts.questions[1][1]
    title, text = prompts.infos[-1]
    assert text.startswith("Read 5 players and 1 rounds.")
    assert "edition chosen from the start date 2015/09/24: FIDE_DUTCH_2013" in text
    assert window.tf is not None and [p.name for p in window.tf.players.all()][-1] == "Eps, E"


def test_a_doubtful_trf_the_arbiter_does_not_want_is_not_imported(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from tests.test_db_import_real_world import _old_program_file

    prompts.paths.append(_old_program_file(tmp_path, points_of_4="1.5"))
    prompts.confirms.append(False)
    window.commands.import_trf.trigger()
    assert window.tf is None and not list(tmp_path.glob("*.arbiter"))


def test_recent_files_show_the_event_and_a_vanished_file_is_marked_and_removed_on_request(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = tmp_path / "recent.arbiter"
    create(window, prompts, path)
    window.commands.close_file.trigger()
    assert window.tf is None and window.stack.currentWidget() is window.welcome
    recent = window.welcome.recent
    assert recent.count() == 1
    assert recent.item(0).text().startswith("Club Championship 2026")  # the event, not the file name
    recent.itemActivated.emit(recent.item(0))
    assert window.tf is not None and window.tf.path == path
    window.commands.close_file.trigger()
    path.unlink()
    window.welcome.set_recent(window.settings.recent())
    assert "missing" in recent.item(0).text() and window.welcome.forget_missing.isVisibleTo(window)
    window.files.fill_recent_menu()
    texts = [a.text() for a in window.recent_menu.actions()]
    assert texts[0].endswith("\u2014 missing") and "Club Championship 2026" in texts[0]
    assert any("Remove the &missing files" in t for t in texts)

    prompts.confirms.append(False)  # opening it says it is gone and offers to remove it: kept
    assert not window.files.open_path(path)
    assert "no longer there" in prompts.questions[-1][1]
    assert window.settings.recent_files() == [path.resolve()]
    prompts.confirms.append(True)
    assert not window.files.open_path(path)
    assert window.settings.recent_files() == [] and recent.count() == 0
    assert prompts.errors == []


def test_remove_missing_files_keeps_the_others(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    kept, gone = tmp_path / "kept.arbiter", tmp_path / "gone.arbiter"
    create(window, prompts, gone)
    create(window, prompts, kept)
    window.commands.close_file.trigger()
    gone.unlink()
    window.welcome.set_recent(window.settings.recent())
    window.welcome.forget_missing.click()
    assert window.settings.recent_files() == [kept.resolve()]
    assert window.welcome.recent.count() == 1 and not window.welcome.forget_missing.isVisibleTo(window)
