"""The window's section switcher (issue 30 item 1): the tool bar's combo box lists the event's sections
and shows another in one click (the views read again, the undo stack cleared); File > New section adds
one and shows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QUndoCommand

from tests.test_db_support import new_file
from values import PlayerDetails


def _two_sections(tmp_path: Path) -> Path:
    with new_file(tmp_path, players=6) as tf:
        tf.sections.add("Blitz")
        tf.sections.choose("Blitz")
        tf.players.add(PlayerDetails("Blitzer, Bo", rating=1500))
        return Path(tf.path)


def test_one_click_shows_another_section(window: Any, tmp_path: Path) -> None:
    path = _two_sections(tmp_path)
    assert window.files.open_path(path)
    combo = window.sections.combo
    assert [combo.itemText(i) for i in range(combo.count())][1] == "Blitz" and combo.isEnabled()
    assert combo.currentIndex() == 0 and window.players_model.rowCount() == 6
    window.undo_stack.push(QUndoCommand("an operation of the first section"))
    combo.activated.emit(1)
    assert window.tf.section_id == combo.itemData(1)
    assert window.players_model.rowCount() == 1
    assert window.session.state.players[0].name == "Blitzer, Bo"
    assert window.undo_stack.count() == 0
    combo.activated.emit(0)
    assert window.players_model.rowCount() == 6


def test_a_file_of_one_section_shows_it_and_cannot_switch(window: Any, tmp_path: Path) -> None:
    with new_file(tmp_path, players=3) as tf:
        path = Path(tf.path)
    assert window.files.open_path(path)
    assert window.sections.combo.count() == 1 and not window.sections.combo.isEnabled()


def test_file_new_section_adds_one_and_shows_it(window: Any, tmp_path: Path, prompts: Any) -> None:
    with new_file(tmp_path, players=3) as tf:
        path = Path(tf.path)
    assert window.files.open_path(path)
    window.sections._ask = lambda parent, title, label: "Juniors"
    window.sections.new_section.trigger()
    assert [s.name for s in window.tf.sections.list()][-1] == "Juniors"
    assert window.sections.combo.currentText() == "Juniors" and window.players_model.rowCount() == 0
    window.sections._ask = lambda parent, title, label: "juniors"
    window.sections.new_section.trigger()  # the name is taken: refused in one sentence
    assert prompts.errors and "already has a section 'Juniors'" in str(prompts.errors[-1][1])


def test_file_rename_this_section_and_undo_gives_its_name_back(window: Any, tmp_path: Path) -> None:
    path = _two_sections(tmp_path)
    assert window.files.open_path(path)
    window.sections.combo.activated.emit(1)
    window.sections._ask = lambda parent, title, label: "Blitz 3+2"
    window.sections.rename_section.trigger()
    combo = window.sections.combo
    assert combo.currentText() == "Blitz 3+2" and window.tf.sections.current.name == "Blitz 3+2"
    window.ops.undo()
    assert window.tf.sections.current.name == "Blitz" and combo.currentText() == "Blitz"
    assert window.players_model.rowCount() == 1  # still the section on screen


def test_file_delete_this_section_asks_then_shows_another(window: Any, tmp_path: Path, prompts: Any) -> None:
    path = _two_sections(tmp_path)
    assert window.files.open_path(path)
    window.sections.combo.activated.emit(1)
    prompts.confirms.append(False)
    window.sections.delete_section.trigger()
    assert "Blitz" in prompts.questions[-1][1] and len(window.tf.sections.list()) == 2
    prompts.confirms.append(True)
    window.sections.delete_section.trigger()
    assert [s.name for s in window.tf.sections.list()] == ["Test Open"]
    assert window.players_model.rowCount() == 6 and window.sections.combo.count() == 1
    window.sections.delete_section.trigger()  # the only section: refused in one sentence, nothing asked
    assert "only section" in str(prompts.errors[-1][1]) and len(window.tf.sections.list()) == 1


def test_a_correction_asks_to_follow_into_his_other_sections(
    window: Any, tmp_path: Path, prompts: Any
) -> None:
    from arbiter_gui.dialogs.player import PlayerDialog

    with new_file(tmp_path, players=3) as tf:
        tf.sections.add("Blitz")
        first = tf.players.by_number(1)
        tf.sections.enter(first.id, "Blitz")
        path = Path(tf.path)
    assert window.files.open_path(path)
    window.players_view.table.select_key(first.id)

    def rate(d: PlayerDialog) -> None:
        d.rating.setValue(2345)

    prompts.dialogs.append(rate)
    prompts.confirms.append(True)
    window.commands.edit_player.trigger()
    assert "Blitz" in prompts.questions[-1][1]
    assert window.tf.players.by_number(1).rating == 2345
    assert [p.rating for p in window.tf.section_view(window.tf.sections.list()[1].id).players.all()] == [2345]
    window.ops.undo()  # back in both sections
    blitz = window.tf.section_view(window.tf.sections.list()[1].id)
    assert blitz.players.by_number(1).rating == first.rating == window.tf.players.by_number(1).rating


def test_print_every_section_in_one_pdf(window: Any, tmp_path: Path, prompts: Any, qtbot: Any) -> None:
    import shutil
    import subprocess

    from arbiter_gui.controllers.printing import Output
    from arbiter_gui.printing import DocumentDialog
    from outputs.documents.api import DocumentKind
    from tests.test_gui_support import wait_until_idle

    path = _two_sections(tmp_path)
    assert window.files.open_path(path)
    seen: list[bool] = []

    def every(d: DocumentDialog) -> None:
        d.kind.setCurrentIndex(d.kind.findData(DocumentKind.PLAYERS))
        seen.append(d.every_section.isVisibleTo(d))
        d.every_section.setChecked(True)

    prompts.dialogs.append(every)
    saved = tmp_path / "every.pdf"
    prompts.paths.append(saved)
    window.printing.print_document(Output.PDF)
    wait_until_idle(window, qtbot)
    assert seen == [True] and not prompts.errors
    pdftotext = shutil.which("pdftotext")
    assert pdftotext is not None, "poppler-utils (scripts/setup.sh installs it)"
    text = subprocess.run([pdftotext, str(saved), "-"], capture_output=True, text=True, check=True).stdout
    first, second = [page for page in text.split("\f") if page.strip()]
    assert "Blitzer, Bo" not in first and "Blitzer, Bo" in second and "Test Open · Blitz" in second
