"""The player library in the window (issue 13): search and register, import a FIDE list with progress,
Cancel and Undo, a national list through its column mapping, update ratings, prohibited pairings."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from arbiter_gui.dialogs.player import PlayerDialog
from arbiter_gui.library import location
from arbiter_gui.library.forbidden_dialog import ForbiddenPairsDialog
from arbiter_gui.library.import_dialog import FideImportDialog
from arbiter_gui.library.national_dialog import NationalListDialog
from arbiter_gui.library.rating_dialog import RatingUpdateDialog
from arbiter_gui.main_window import MainWindow
from engine.model import Sex
from engine.rating.kfactor import RatingType
from operations.ops_restrictions import GroupKind
from player_library import PlayerLibrary
from player_library import paths as library_paths
from player_library.sample_lists import Layout, write_list
from tests.test_gui_support import ScriptedPrompts, create


@pytest.fixture
def listed(tmp_path: Path, window: MainWindow) -> PlayerLibrary:
    """The window's library with a FIDE list of 2,000 players."""
    library = window.library.player_library()
    assert library is not None and library.path == tmp_path / "players.library"
    library.import_fide_list(write_list(tmp_path / "players_list_foa.txt", 2000, Layout.COMBINED_TXT))
    return library


def _register(prompts: ScriptedPrompts, window: MainWindow, fill: Any) -> None:
    prompts.dialogs.append(fill)
    window.commands.add_player.trigger()


def test_typing_a_few_letters_finds_the_player_and_fills_the_form(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, listed: PlayerLibrary
) -> None:
    create(window, prompts, tmp_path / "open.arbiter")
    seen: dict[str, Any] = {}

    def fill(d: PlayerDialog) -> None:
        search = d.search
        assert search is not None
        qtbot.keyClicks(search.query, "milica dord")
        qtbot.waitUntil(lambda: search.model.rowCount() == 1, timeout=5000)
        seen["status"] = search.status.text()
        qtbot.keyClick(search.query, Qt.Key.Key_Return)  # picks the player shown
        seen["form"] = (d.name.text(), d.rating.value(), d.title.currentText(), d.federation.text())
        seen["more"] = (d.fide_id.text(), d.sex.currentData(), d.birth_date.text())

    _register(prompts, window, fill)
    assert seen["status"] == "1 player found"
    assert seen["form"] == ("Đorđević, Milica", 2350, "WGM", "SRB")
    assert seen["more"] == ("1000025", Sex.FEMALE, "1994")
    assert window.tf is not None
    (player,) = window.tf.players.all()
    assert (player.name, player.fide_id, player.rating, player.title) == (
        "Đorđević, Milica",
        "1000025",
        2350,
        "WGM",
    )
    assert prompts.errors == []


def test_the_rating_of_the_events_type_is_taken(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, listed: PlayerLibrary
) -> None:
    create(window, prompts, tmp_path / "open.arbiter")
    assert window.tf is not None
    window.tf.event.update(replace(window.tf.event.settings(), rating_type=RatingType.BLITZ))
    window.ops.reload()

    def fill(d: PlayerDialog) -> None:
        assert d.search is not None
        d.search.query.setText("muller jurgen")
        d.search.run_search()
        d.search.pick_button.click()

    _register(prompts, window, fill)
    (player,) = window.tf.players.all()
    assert (player.rating, player.k_factor, player.other_titles) == (2280, 20, "IA")


def test_the_form_warns_and_shows_what_trf_cuts(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, listed: PlayerLibrary
) -> None:
    create(window, prompts, tmp_path / "open.arbiter")
    seen: dict[str, str] = {}

    def first(d: PlayerDialog) -> None:
        assert d.search is not None
        d.search.query.setText("maximiliano")
        d.search.run_search()
        d.search.pick_button.click()
        seen["picked"] = d.list_note.text()
        seen["name"] = d.name.text()

    _register(prompts, window, first)
    assert "TRF allows 33" in seen["picked"] and "'aximiliano Sebastián' is cut" in seen["picked"]
    assert seen["name"] == "Van der Berg-Santos y Alvarado, M"

    def second(d: PlayerDialog) -> None:
        d.name.setText("Van der Berg Santos y Alvarado, Max")
        d.federation.setText("XYZ")
        d.birth_date.setText("1850")
        d.update_warnings()
        seen["note"] = d.name_note.text()
        seen["warnings"] = d.warnings.text()

    _register(prompts, window, second)
    assert "35 characters: TRF allows 33" in seen["note"] and "'ax' is cut" in seen["note"]
    assert "looks like 'Van der Berg-Santos y Alvarado, M'" in seen["warnings"]
    assert "federation 'XYZ' is not a FIDE federation code" in seen["warnings"]
    assert "birth year 1850" in seen["warnings"]
    assert window.tf is not None
    assert [p.name for p in window.tf.players.all()][1] == "Van der Berg Santos y Alvarado, M"


def test_the_same_fide_id_twice_is_refused(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, listed: PlayerLibrary
) -> None:
    create(window, prompts, tmp_path / "open.arbiter")

    def pick(d: PlayerDialog) -> None:
        assert d.search is not None
        d.search.query.setText("1000017")
        d.search.run_search()
        d.search.pick_button.click()

    _register(prompts, window, pick)
    _register(prompts, window, pick)
    assert window.tf is not None and len(window.tf.players.all()) == 1
    assert prompts.errors and "already registered: Müller, Jürgen (no. 1)" in prompts.errors[-1][1]


def test_a_fide_list_is_imported_with_progress_and_undone(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    source = write_list(tmp_path / "players_list.zip", 1500, Layout.COMBINED_XML, zipped=True)
    progress: list[int] = []

    def run(d: FideImportDialog) -> None:
        assert d.model.rowCount() == 20 and d.import_button.isEnabled() and not d.kind.isEnabled()
        d.progress.valueChanged.connect(progress.append)
        d.import_button.click()
        qtbot.waitUntil(lambda: not d.running, timeout=60_000)

    prompts.paths.append(source)
    prompts.dialogs.append(run)
    window.commands.import_fide_list.trigger()
    library = window.library.player_library()
    assert library is not None and library.info().fide_players == 1500
    assert progress and progress[-1] == 1000
    assert window.undo_stack.undoText().startswith("import FIDE combined")
    window.commands.undo.trigger()
    assert library.info().fide_players == 0
    window.commands.redo.trigger()
    assert library.info().fide_players == 1500


def test_cancel_leaves_the_library_as_it_was(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("player_library.sources.BLOCK_BYTES", 4096)
    source = write_list(tmp_path / "players_list_foa.txt", 3000, Layout.COMBINED_TXT)
    dialogs: list[FideImportDialog] = []

    def run(d: FideImportDialog) -> bool:
        dialogs.append(d)
        d.import_button.click()
        d.cancel_button.click()
        qtbot.waitUntil(lambda: not d.running, timeout=60_000)
        return False

    prompts.paths.append(source)
    prompts.dialogs.append(run)
    window.commands.import_fide_list.trigger()
    library = window.library.player_library()
    assert library is not None and library.info().fide_players == 0 and library.imports() == ()
    assert dialogs[0].record is None and window.undo_stack.count() == 0


def test_a_damaged_list_says_the_line_and_imports_nothing(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("player_library.sources.BLOCK_BYTES", 16384)  # the damage is beyond the preview
    source = write_list(tmp_path / "players_list_foa.txt", 3000, Layout.COMBINED_TXT)
    lines = source.read_text(encoding="utf-8").split("\n")
    lines[2500] = lines[2500][:113] + "??    " + lines[2500][119:]
    source.write_text("\n".join(lines), encoding="utf-8")
    shown: list[str] = []

    def run(d: FideImportDialog) -> None:
        assert d.problem.text() == ""  # the preview reads the first block only
        d.import_button.click()
        qtbot.waitUntil(lambda: not d.running, timeout=60_000)
        shown.append(d.problem.text())

    prompts.paths.append(source)
    prompts.dialogs.append(run)
    window.commands.import_fide_list.trigger()
    assert shown == [
        "line 2501: standard rating '??' is not a number\n  " + lines[2500].strip()[:120].rstrip()
    ]
    library = window.library.player_library()
    assert library is not None and library.info().fide_players == 0


def test_damage_in_the_first_lines_shows_in_the_preview(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    source = write_list(tmp_path / "players_list_foa.txt", 100, Layout.COMBINED_TXT)
    lines = source.read_text(encoding="utf-8").split("\n")
    lines[10] = "x" + lines[10][1:]
    source.write_text("\n".join(lines), encoding="utf-8")
    seen: list[tuple[str, bool]] = []
    prompts.paths.append(source)
    prompts.dialogs.append(lambda d: seen.append((d.problem.text(), d.import_button.isEnabled())) or False)
    window.commands.import_fide_list.trigger()
    assert seen[0][0].startswith("line 11: FIDE ID 'x") and seen[0][1] is False


def test_a_national_list_through_the_column_mapping(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    csv = tmp_path / "sui.csv"
    csv.write_text(
        "Nr;Nachname;Vorname;Verein;Elo\n1;Keller;Anna;SK Basel;1850\n2;Roth;Eva;SK Basel;x\n",
        encoding="utf-8",
    )
    seen: dict[str, Any] = {}

    def run(d: NationalListDialog) -> None:
        seen["guessed"] = dict(d.mapping().columns)
        seen["problem"] = d.problem.text()
        d.set_field(4, None)  # the column with the bad value is not imported
        d.set_field(0, "national_id")
        d.list_name.setText("SUI")
        d.save_name.setText("swiss")
        d.save_button.click()
        seen["rows"] = d.rows.rowCount()
        seen["ok"] = d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()

    prompts.paths.append(csv)
    prompts.dialogs.append(run)
    window.commands.import_national_list.trigger()
    assert seen["guessed"] == {"national_id": 0, "surname": 1, "first_name": 2, "club": 3, "rating": 4}
    assert "line 3: rating 'x' is not a number" in seen["problem"]
    assert seen["rows"] == 2 and seen["ok"]
    library = window.library.player_library()
    assert library is not None
    (keller,) = library.search("keller").players
    assert keller.national is not None and (keller.national.national_id, keller.national.club) == (
        "1",
        "SK Basel",
    )
    assert list(library.mappings()) == ["swiss"]
    window.commands.undo.trigger()
    assert library.search("keller").players == ()


def test_update_ratings_shows_every_change_and_is_undone(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path, listed: PlayerLibrary
) -> None:
    from operations.registration import details_from_library

    create(window, prompts, tmp_path / "open.arbiter")
    tf = window.tf
    assert tf is not None
    entry = listed.by_fide_id(1000025)
    assert entry is not None
    found = details_from_library(entry, RatingType.STANDARD)
    tf.players.add(replace(found.details, rating=2200, title="WIM"), k_factor=found.k_factor)
    window.ops.reload()
    shown: list[tuple[str, ...]] = []

    def accept(d: RatingUpdateDialog) -> None:
        for r in range(d.table.rowCount()):
            shown.append(tuple(d.table.item(r, c).text() for c in range(5)))

    prompts.dialogs.append(accept)
    window.commands.update_ratings.trigger()
    assert shown == [
        ("1", "Đorđević, Milica", "rating", "2200", "2350"),
        ("1", "Đorđević, Milica", "title", "WIM", "WGM"),
    ]
    (player,) = tf.players.all()
    assert (player.rating, player.title) == (2350, "WGM")
    window.commands.undo.trigger()
    assert (tf.players.all()[0].rating, tf.players.all()[0].title) == (2200, "WIM")


def test_prohibited_pairings_are_seen_and_edited_in_the_window(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    from values import PlayerDetails

    create(window, prompts, tmp_path / "open.arbiter")
    tf = window.tf
    assert tf is not None
    for i, club in enumerate(["SK A", "SK A", "SK B", "SK B", "SK A", ""]):
        tf.players.add(PlayerDetails(f"Player {i + 1}", 2000 - i, club=club))
    window.ops.reload()
    seen: dict[str, Any] = {}

    def edit(d: ForbiddenPairsDialog) -> None:
        d.kind.setCurrentIndex(d.kind.findData(GroupKind.CLUB))
        d.up_to.setValue(2)
        d.restrict_button.click()
        seen["groups"] = sorted(d.table.item(r, 2).text() for r in range(d.table.rowCount()))
        for r in range(d.players.count()):
            d.players.item(r).setSelected(r in (3, 5))
        d.first.setValue(1)
        d.last.setValue(4)
        d.reason.setText("cousins")
        d.add_button.click()
        seen["rows"] = d.table.rowCount()
        d.table.selectRow(0)
        d.remove_button.click()
        seen["after"] = sorted(d.table.item(r, 2).text() for r in range(d.table.rowCount()))

    prompts.dialogs.append(edit)
    window.commands.forbidden_pairs.trigger()
    assert seen["groups"] == ["club: SK A", "club: SK B"]
    assert seen["rows"] == 3
    assert len(seen["after"]) == 2 and "cousins" in seen["after"]
    assert sorted(p.reason for p in tf.restrictions.prohibited_pairs()) == sorted(seen["after"])
    window.commands.undo.trigger()  # the removal
    assert len(tf.restrictions.prohibited_pairs()) == 3


def test_the_data_folder_is_the_one_the_cli_uses(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.delenv("ARBITER_LIBRARY", raising=False)
    old = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    QCoreApplication.setOrganizationName(library_paths.ORGANISATION)
    QCoreApplication.setApplicationName(library_paths.APPLICATION)
    try:
        assert location.data_folder() == library_paths.data_folder()
        assert location.library_path() == library_paths.default_library_path()
    finally:
        QCoreApplication.setOrganizationName(old[0])
        QCoreApplication.setApplicationName(old[1])
