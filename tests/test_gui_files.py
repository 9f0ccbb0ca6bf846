"""Files through the window: CSV players, TRF in and out, PDF documents, recent files."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.main_window import ROUNDS, MainWindow
from arbiter_gui.printing import DocumentDialog
from tests.conftest import DATA
from tests.test_gui_support import ScriptedPrompts, create

TRF = DATA / "conformance_sample" / "dutch2025" / "tournaments" / "bbp6_p010_r08_s1011.trf"


def test_players_from_csv(window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path) -> None:
    create(window, prompts, tmp_path / "csv.arbiter")
    prompts.paths.append(DATA / "gui" / "players.csv")
    window.commands.import_csv.trigger()
    assert prompts.errors == []
    assert window.tf is not None
    assert [p.name for p in window.tf.players()] == [
        "Vachier-Lagrave, Maxime",
        "Kosteniuk, Alexandra",
        "Dupont, Jeanne",
    ]
    assert window.players_model.rowCount() == 3


def test_bad_csv_adds_nobody_and_says_which_line(
    window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    create(window, prompts, tmp_path / "bad.arbiter")
    prompts.paths.append(DATA / "gui" / "bad_rating.csv")
    window.commands.import_csv.trigger()
    assert window.tf is not None and window.tf.players() == ()
    assert "line 2" in prompts.errors[-1][1]


def test_trf_in_then_out_and_pdf(window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path) -> None:
    prompts.paths += [TRF, tmp_path / "imported"]
    window.commands.import_trf.trigger()
    assert prompts.errors == []
    assert prompts.infos and prompts.infos[-1][1].startswith("Read 10 players and 8 rounds")
    assert window.tf is not None and window.tf.path == tmp_path / "imported.arbiter"
    assert window.tabs.currentIndex() == ROUNDS
    assert window.rounds_view.selected_round() == 8

    out = tmp_path / "report.trf"
    prompts.paths.append(out)
    window.commands.export_trf.trigger()
    text = out.read_text(encoding="utf-8")
    assert text.count("\n001 ") + text.startswith("001 ") == 10

    def choose_standings(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex([d.kind.itemText(i) for i in range(d.kind.count())].index("Standings"))

    prompts.dialogs.append(choose_standings)
    pdf = tmp_path / "standings.pdf"
    prompts.paths.append(pdf)
    window.commands.save_pdf.trigger()
    assert prompts.errors == []
    assert pdf.read_bytes().startswith(b"%PDF")


def test_recent_files_reopen_and_a_vanished_file_is_forgotten(
    qtbot, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    path = tmp_path / "recent.arbiter"
    create(window, prompts, path)
    window.commands.close_file.trigger()
    assert window.tf is None and window.stack.currentWidget() is window.welcome
    assert window.welcome.recent.count() == 1
    window.welcome.recent.itemActivated.emit(window.welcome.recent.item(0))
    assert window.tf is not None and window.tf.path == path
    window.commands.close_file.trigger()
    path.unlink()
    assert not window.open_path(path)
    assert window.settings.recent_files() == []
