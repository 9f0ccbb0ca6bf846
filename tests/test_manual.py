"""The user manual (issue 17): its pictures are made by a script from the real window, every picture it
shows exists and every picture the script makes is shown; its links lead to its sections; Help > Manual
(F1) opens it inside the program, offline, at the section that fits the view on screen."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument

from arbiter_gui.help import manual_path, slug
from arbiter_gui.main_window import HELP_TOPICS, PLAYERS, ROUNDS, MainWindow
from arbiter_gui.screenshots import SHOTS
from tests.conftest import REPO
from tests.test_gui_support import ScriptedPrompts, start_event

MANUAL = REPO / "resources" / "manual" / "manual.md"
IMAGES = MANUAL.parent / "img"
TEXT = MANUAL.read_text(encoding="utf-8")
PICTURES = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", TEXT)
LINKS = re.findall(r"(?<!!)\[[^\]]*\]\(#([^)\s]+)\)", TEXT)
HEADINGS = [line.lstrip("#").strip() for line in TEXT.splitlines() if re.match(r"#{1,6} ", line)]


def test_the_script_makes_exactly_the_pictures_the_manual_shows(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "arbiter_gui.screenshots", "--manual", str(tmp_path)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    made = sorted(p.name for p in tmp_path.glob("*.png"))
    assert made == sorted(f"{name}.png" for name in SHOTS)
    shown = sorted(Path(p).name for p in PICTURES)
    assert all(p.startswith("img/") for p in PICTURES)
    assert sorted(set(shown)) == made, "a picture the script makes is not in the manual, or the reverse"
    for name in made:  # a real screenshot, not an empty grab
        image = QImage(str(tmp_path / name))
        assert image.width() >= 300 and image.height() >= 150, name
        assert image.colorCount() > 8, name


def test_every_picture_the_manual_shows_is_committed_and_nothing_else() -> None:
    assert PICTURES, "the manual shows no picture"
    for picture in PICTURES:
        assert (MANUAL.parent / picture).is_file(), picture
    committed = sorted(p.name for p in IMAGES.iterdir())
    assert committed == sorted({Path(p).name for p in PICTURES})
    assert sum(p.stat().st_size for p in IMAGES.iterdir()) < 1_000_000  # kept small (256 colours)


def test_every_link_inside_the_manual_leads_to_one_of_its_sections() -> None:
    assert LINKS, "the manual links none of its sections"
    anchors = {slug(h) for h in HEADINGS}
    assert set(LINKS) <= anchors, set(LINKS) - anchors


def test_context_help_names_sections_of_the_manual() -> None:
    assert set(HELP_TOPICS.values()) <= set(HEADINGS)


def test_the_manual_says_its_translations_are_future_work() -> None:
    assert "Translations of the manual are planned" in TEXT


def test_f1_opens_the_manual_with_its_pictures(qtbot: Any, window: MainWindow) -> None:
    assert manual_path() == MANUAL  # the installed copy: resources/ in this development install
    qtbot.keyClick(window, Qt.Key.Key_F1)
    manual = window.help_window
    assert manual is not None
    qtbot.waitUntil(manual.isVisible, timeout=5000)
    assert manual.title() == HEADINGS[0] == "Arbiter Desk manual"
    assert manual.browser.toPlainText().startswith("Arbiter Desk manual")
    assert manual.current_section() == HELP_TOPICS[None]  # no file open: setting up an event
    manual.grab()  # laid out and painted: the pictures are loaded
    resource = manual.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(PICTURES[0]))
    assert isinstance(resource, QPixmap | QImage) and not resource.isNull()
    assert resource.width() == QImage(str(MANUAL.parent / PICTURES[0])).width()
    contents = [manual.contents.topLevelItem(i).text(0) for i in range(manual.contents.topLevelItemCount())]
    assert contents == [h for h in HEADINGS if f"## {h}" in TEXT.splitlines()]


def test_f1_opens_the_section_of_the_view_on_screen(
    qtbot: Any, window: MainWindow, prompts: ScriptedPrompts, tmp_path: Path
) -> None:
    start_event(window, prompts, tmp_path / "help.arbiter", players=2)
    for view, section in ((PLAYERS, "Registration"), (ROUNDS, "Pairing")):
        window.show_view(view)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        manual = window.help_window
        assert manual is not None
        assert manual.current_section() == section == HELP_TOPICS[view]
        current = manual.contents.currentItem()
        assert current is not None and current.text(0) == section


def test_a_link_in_the_manual_shows_its_section(qtbot: Any, window: MainWindow) -> None:
    manual = window.show_manual()
    manual.browser.anchorClicked.emit(QUrl("#backups"))
    assert manual.current_section() == "Backups"


def test_without_the_manual_the_window_says_so(qtbot: Any, tmp_path: Path) -> None:
    from arbiter_gui.help import ManualWindow

    manual = ManualWindow(None, tmp_path / "manual.md")
    qtbot.addWidget(manual)
    assert "not installed" in manual.browser.toPlainText()
    assert manual.sections == [] and manual.go_to("Pairing") is False
