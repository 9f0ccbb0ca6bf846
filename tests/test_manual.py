"""The user manual (issue 17), in English (``resources/manual/manual.md``) and in each translation present
(``manual.<lang>.md``): its pictures are made by a script from the real window in the manual's language,
every picture it shows exists and every picture the script makes is shown; a translation has the English
manual's headings in the same order and at the same levels, and the same pictures from ``img/<lang>/``;
every link leads to a section of the same file; Help > Manual (F1) opens the manual in the window's
language (English when that language has no translation), offline, at the section that fits the view or
dialog on screen.

The tests over the translations run on whichever ``manual.<lang>.md`` are present. The tests of the help
window in another language use a provisional translation built here from the English headings, in a
manual folder of their own (:func:`provisional_translation`, :func:`manual_folder`)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

import arbiter_gui.help
from arbiter_gui.dialog_help import DIALOG_SECTIONS, TextTopic
from arbiter_gui.dialogs.bye_request import ByeRequestDialog
from arbiter_gui.dialogs.text import TextDialog
from arbiter_gui.help import ManualWindow, manual_path
from arbiter_gui.main_window import HELP_TOPICS, PLAYERS, ROUNDS, MainWindow
from arbiter_gui.manual_text import (
    anchors,
    heading_lines,
    link_problems,
    manual_file,
    missing_pictures,
    picture_folder,
    pictures,
    section_links,
    slug,
    translation_problems,
    translations,
)
from arbiter_gui.screenshots import SHOTS, shots_folder
from arbiter_gui.translation import install_translators, window_language
from tests.conftest import REPO
from tests.test_gui_support import ScriptedPrompts, start_event, temp_settings
from texts.catalogue import LANGUAGES, SOURCE_LANGUAGE

FOLDER = REPO / "resources" / "manual"
MANUAL = FOLDER / "manual.md"
IMAGES = FOLDER / "img"
TEXT = MANUAL.read_text(encoding="utf-8")
PICTURES = [path for _line, path in pictures(TEXT)]
LINKS = [anchor for _line, anchor in section_links(TEXT)]
HEADINGS = [heading.text for heading in heading_lines(TEXT)]
TRANSLATIONS = translations(FOLDER)
"""The translations present: language -> file."""
OTHER_LANGUAGES = sorted(set(LANGUAGES) - {SOURCE_LANGUAGE})
PICTURE_BYTES_PER_LANGUAGE = 1_000_000
"""The pictures of one language together stay under this (256 colours: about 400 KB today)."""


# -- the English manual ----------------------------------------------------------------------------------


def test_the_manual_is_read_as_the_help_window_reads_it() -> None:
    """The Markdown headings found without Qt are the headings Qt's reader makes (the translated section is
    found by position among them)."""
    document = QTextDocument()
    document.setMarkdown(TEXT)
    assert [h.text for h in arbiter_gui.help.headings(document)] == HEADINGS
    assert HEADINGS[0] == "Arbiter Desk manual" and len(HEADINGS) > 10


def test_every_picture_the_manual_shows_is_committed_and_nothing_else() -> None:
    assert PICTURES, "the manual shows no picture"
    assert all(re.fullmatch(r"img/[a-z_]+\.png", p) for p in PICTURES), PICTURES
    assert missing_pictures(MANUAL) == []
    committed = sorted(p.name for p in IMAGES.iterdir() if p.is_file())
    assert committed == sorted({Path(p).name for p in PICTURES})
    assert sum(p.stat().st_size for p in IMAGES.glob("*.png")) < PICTURE_BYTES_PER_LANGUAGE


def test_every_link_inside_the_manual_leads_to_one_of_its_sections() -> None:
    assert LINKS, "the manual links none of its sections"
    assert link_problems(TEXT, MANUAL.name) == []
    assert set(LINKS) <= set(anchors(HEADINGS))


def test_context_help_names_sections_of_the_manual() -> None:
    assert set(HELP_TOPICS.values()) <= set(HEADINGS)


# -- the anchors of headings, as GitHub makes them ---------------------------------------------------------


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("The rating report and the end of the event", "the-rating-report-and-the-end-of-the-event"),
        ("Standings and tie-breaks", "standings-and-tie-breaks"),
        ("Départage et égalités", "départage-et-égalités"),  # accents kept
        ("Einträge: Größe & Straße", "einträge-größe--straße"),  # ß kept, '&' and ':' dropped
        ("Жеребьёвка (пары) и Результаты", "жеребьёвка-пары-и-результаты"),  # Cyrillic, lower case
        ("¿Cómo empezar?", "cómo-empezar"),
        ("L'appariement « à la main »", "lappariement--à-la-main-"),  # each space a hyphen
        ("Turno 2 — C.04.3 art. 4.3", "turno-2--c043-art-43"),
        ("snake_case and x²", "snake_case-and-x"),  # '_' kept, a superscript dropped (not \\p{Word})
    ],
)
def test_a_heading_anchor_is_githubs(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


def test_headings_with_the_same_anchor_are_numbered_as_github_numbers_them() -> None:
    assert anchors(["Résultats", "Impression", "Résultats", "Résultats"]) == [
        "résultats",
        "impression",
        "résultats-1",
        "résultats-2",
    ]


# -- the translations present ------------------------------------------------------------------------------


@pytest.mark.parametrize("language", sorted(TRANSLATIONS))
def test_a_translation_follows_the_english_manual(language: str) -> None:
    """Same headings in the same order and at the same levels, every link to one of its own headings, the
    English pictures from img/<language>/, all there. The message says what is wrong, and where."""
    path = TRANSLATIONS[language]
    assert language in OTHER_LANGUAGES, f"{path.name}: Arbiter Desk does not speak {language!r}"
    problems = translation_problems(TEXT, path.read_text(encoding="utf-8"), language)
    problems += missing_pictures(path)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", sorted(TRANSLATIONS))
def test_a_translation_is_read_as_the_help_window_reads_it(language: str) -> None:
    text = TRANSLATIONS[language].read_text(encoding="utf-8")
    document = QTextDocument()
    document.setMarkdown(text)
    assert [h.text for h in arbiter_gui.help.headings(document)] == [h.text for h in heading_lines(text)]


# -- the checks on a translation: a provisional one, right and broken ------------------------------------


def provisional_translation(language: str, translate: Callable[[int, str], str]) -> str:
    """A tiny manual in ``language`` built from the English one: each heading (``translate(n, heading)``)
    at its level, one sentence, the section's pictures from ``img/<language>/``, and its links to other
    sections by the anchors of the translated headings."""
    english = heading_lines(TEXT)
    translated = [translate(n, h.text) for n, h in enumerate(english)]
    english_anchors, own_anchors = anchors(h.text for h in english), anchors(translated)
    lines = TEXT.splitlines()
    out = []
    for n, heading in enumerate(english):
        end = english[n + 1].line - 1 if n + 1 < len(english) else len(lines)
        section = "\n".join(lines[heading.line : end])
        out += ["#" * heading.level + " " + translated[n], "", f"Section {n} ({language}).", ""]
        for _line, anchor in section_links(section):
            out += [f"[→]({'#' + own_anchors[english_anchors.index(anchor)]})", ""]
        for _line, path in pictures(section):
            out += [f"![{language}]({picture_folder(language)}/{Path(path).name})", ""]
    return "\n".join(out)


FRENCH_HEADINGS = {
    "Arbiter Desk manual": "Manuel d'Arbiter Desk",
    "Setting up an event": "Créer un tournoi",
    "Registration": "Inscription des joueurs",
    "Pairing": "Appariements",
    "Backups": "Sauvegardes : copies de sûreté",
    "Getting help": "Obtenir de l'aide",
}


def french(n: int, heading: str) -> str:
    return FRENCH_HEADINGS.get(heading, f"{heading} (traduit, n° {n})")


def russian(n: int, heading: str) -> str:
    return f"Раздел {n}: «{heading}»"


FRENCH = provisional_translation("fr", french)


def test_the_provisional_translations_keep_the_rules() -> None:
    """Without this the broken copies below could fail for another reason than the one they test."""
    assert translation_problems(TEXT, FRENCH, "fr") == []
    assert translation_problems(TEXT, provisional_translation("ru", russian), "ru") == []
    assert len(heading_lines(FRENCH)) == len(HEADINGS) and len(pictures(FRENCH)) == len(PICTURES)


def _replace_line(text: str, old: str, new: str) -> str:
    lines = text.splitlines()
    lines[lines.index(old)] = new
    return "\n".join(lines)


def test_a_heading_at_another_level_is_named() -> None:
    broken = _replace_line(FRENCH, "## Appariements", "### Appariements")
    (problem,) = translation_problems(TEXT, broken, "fr")
    n = HEADINGS.index("Pairing") + 1
    assert f"heading {n} 'Appariements' is at level 3 (###); the English heading {n} 'Pairing'" in problem
    assert problem.startswith("manual.fr.md, line ")


def test_a_missing_or_extra_heading_shows_both_lists_side_by_side() -> None:
    """Which heading is missing cannot be told by position: the translator sees both lists."""
    broken = _replace_line(FRENCH, "## Sauvegardes : copies de sûreté", "Sauvegardes")
    problems = [p for p in translation_problems(TEXT, broken, "fr") if "heading(s)" in p]
    (problem,) = problems
    head, *rows = problem.splitlines()
    assert head.startswith(
        f"manual.fr.md has {len(HEADINGS) - 1} heading(s), the English manual {len(HEADINGS)};"
    )
    backups = HEADINGS.index("Backups")
    assert re.fullmatch(
        rf" +{backups + 1}  \d+: ## Backups \| \d+: ## Round robins \(traduit, n° {backups + 1}\)",
        rows[backups],
    ), rows[backups]
    assert rows[-1].endswith("## Getting help | (none)")
    (problem,) = translation_problems(TEXT, FRENCH + "\n## Annexe\n", "fr")
    assert problem.splitlines()[-1].endswith(f"(none) | {len(FRENCH.splitlines()) + 2}: ## Annexe")


def test_a_link_by_the_english_anchor_is_named_with_the_anchor_to_use() -> None:
    broken = FRENCH.replace("(#sauvegardes--copies-de-sûreté)", "(#backups)")
    assert broken != FRENCH
    (problem,) = translation_problems(TEXT, broken, "fr")
    assert "the link #backups leads to no heading of manual.fr.md" in problem
    assert "link #sauvegardes--copies-de-sûreté, the anchor of 'Sauvegardes : copies de sûreté'" in problem


def test_a_link_to_no_heading_is_named() -> None:
    (problem,) = link_problems(FRENCH + "\nVoir [ailleurs](#nulle-part).\n", "manual.fr.md")
    assert re.fullmatch(
        r"manual\.fr\.md, line \d+: the link #nulle-part leads to no heading of manual\.fr\.md", problem
    )


def test_a_picture_from_the_english_folder_is_named() -> None:
    broken = FRENCH.replace("(img/fr/players.png)", "(img/players.png)")
    (problem,) = translation_problems(TEXT, broken, "fr")
    n = [Path(p).name for p in PICTURES].index("players.png") + 1
    assert re.fullmatch(
        rf"manual\.fr\.md, line \d+: picture {n} is img/players\.png, expected img/fr/players\.png", problem
    )


def test_a_missing_or_extra_picture_is_named() -> None:
    broken = FRENCH.replace("![fr](img/fr/manual_window.png)", "")
    assert translation_problems(TEXT, broken, "fr") == [
        f"manual.fr.md shows {len(PICTURES) - 1} picture(s), the English manual {len(PICTURES)}: add "
        f"img/fr/manual_window.png where the English shows img/manual_window.png "
        f"(line {TEXT.splitlines().index('![The manual inside the program](img/manual_window.png)') + 1})"
    ]
    (problem,) = translation_problems(TEXT, FRENCH + "\n![fr](img/fr/extra.png)\n", "fr")
    assert problem.endswith(f"img/fr/extra.png (line {len(FRENCH.splitlines()) + 2}) too many")


def test_a_picture_not_in_its_folder_is_named(tmp_path: Path) -> None:
    (tmp_path / "img" / "fr").mkdir(parents=True)
    (tmp_path / "manual.fr.md").write_text(FRENCH, encoding="utf-8")
    problems = missing_pictures(tmp_path / "manual.fr.md")
    assert len(problems) == len(PICTURES)
    assert re.fullmatch(r"manual\.fr\.md, line \d+: the picture img/fr/welcome\.png is missing", problems[0])


# -- the pictures, in every language -----------------------------------------------------------------------


def test_the_pictures_of_every_language_are_committed() -> None:
    """The English names in img/<lang>/ for each language the program speaks, ready for its translation;
    nothing else; small."""
    assert sorted(p.name for p in IMAGES.iterdir() if p.is_dir()) == OTHER_LANGUAGES
    names = sorted({Path(p).name for p in PICTURES})
    for language in OTHER_LANGUAGES:
        folder = IMAGES / language
        assert sorted(p.name for p in folder.iterdir()) == names, language
        assert sum(p.stat().st_size for p in folder.iterdir()) < PICTURE_BYTES_PER_LANGUAGE, language
        for name in names:
            image = QImage(str(folder / name))
            assert image.format() == QImage.Format.Format_Indexed8 and image.colorCount() <= 256, name
            # taken in the language: not the English picture
            same = (folder / name).read_bytes() == (IMAGES / name).read_bytes()
            assert not same or name in _may_be_english(language), f"{language}/{name} is the English picture"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_script_makes_exactly_the_pictures_each_manual_shows(tmp_path: Path, language: str) -> None:
    """One run of the script per language: the pictures of the manual in that language (the translation
    when it is there, else the English names it will show from img/<language>/), and only those, in the
    folder that manual shows them from, each taken from the window in that language."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "arbiter_gui.screenshots", "--manual", str(tmp_path), "--language", language],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    out = shots_folder(tmp_path, language)
    made = sorted(p.name for p in out.glob("*.png"))
    written = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    assert written == sorted(out / name for name in made)  # nothing in another language's folder
    assert made == sorted(f"{name}.png" for name in SHOTS)
    assert sorted({Path(p).name for p in PICTURES}) == made, (
        "a picture the script makes is not shown, or the reverse"
    )
    manual = FOLDER / manual_file(language)
    if manual.is_file():
        shown = [path for _line, path in pictures(manual.read_text(encoding="utf-8"))]
        assert sorted(set(shown)) == sorted(f"{picture_folder(language)}/{name}" for name in made)
    for name in made:  # a real screenshot, not an empty grab, in 256 colours
        image = QImage(str(out / name))
        assert image.width() >= 300 and image.height() >= 150, name
        assert 8 < image.colorCount() <= 256, name
    if language != SOURCE_LANGUAGE:  # the window spoke the language: not the English pictures
        english = {name for name in made if (out / name).read_bytes() == (IMAGES / name).read_bytes()}
        assert english <= _may_be_english(language), english


def _may_be_english(language: str) -> set[str]:
    """The pictures of ``language`` that may be the English ones: the manual's window while the manual has
    no translation into ``language`` (it then shows the English manual; its own texts are not in the
    picture)."""
    return set() if language in TRANSLATIONS else {"manual_window.png"}


# -- the help window ---------------------------------------------------------------------------------------


def test_f1_opens_the_manual_with_its_pictures(qtbot: Any, window: MainWindow) -> None:
    assert window_language() == "en"
    assert manual_path() == MANUAL  # the installed copy: resources/ in this development install
    qtbot.keyClick(window, Qt.Key.Key_F1)
    manual = window.help_window
    assert manual is not None
    qtbot.waitUntil(manual.isVisible, timeout=5000)
    assert manual.path == MANUAL
    assert manual.title() == HEADINGS[0] == "Arbiter Desk manual"
    assert manual.browser.toPlainText().startswith("Arbiter Desk manual")
    assert manual.current_section() == HELP_TOPICS[None]  # no file open: setting up an event
    _assert_first_picture_shown(manual, FOLDER / PICTURES[0])
    contents = [manual.contents.topLevelItem(i).text(0) for i in range(manual.contents.topLevelItemCount())]
    assert contents == [h for h in HEADINGS if f"## {h}" in TEXT.splitlines()]


def _assert_first_picture_shown(manual: ManualWindow, file: Path) -> None:
    manual.grab()  # laid out and painted: the pictures are loaded
    assert manual.path is not None
    name = pictures(manual.path.read_text(encoding="utf-8"))[0][1]
    assert (manual.path.parent / name).resolve() == file.resolve()
    resource = manual.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
    assert isinstance(resource, QPixmap | QImage) and not resource.isNull()
    assert resource.width() == QImage(str(file)).width()


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
    manual = ManualWindow(None, tmp_path / "manual.md")
    qtbot.addWidget(manual)
    assert "not installed" in manual.browser.toPlainText()
    assert manual.sections == [] and manual.go_to("Pairing") is False


# -- the help window in another language (a provisional translation) ------------------------------------


@pytest.fixture
def manual_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A manual folder as installed, with the English manual, the provisional French and Russian ones (no
    German one) and the real pictures; the help window reads it."""
    folder = tmp_path / "manual"
    folder.mkdir()
    (folder / "manual.md").write_text(TEXT, encoding="utf-8")
    (folder / "manual.fr.md").write_text(FRENCH, encoding="utf-8")
    (folder / "manual.ru.md").write_text(provisional_translation("ru", russian), encoding="utf-8")
    (folder / "img").symlink_to(IMAGES, target_is_directory=True)
    monkeypatch.setattr(arbiter_gui.help, "manual_folder", lambda: folder)
    return folder


def _window_in(language: str, qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts) -> Iterator[MainWindow]:
    """The main window built with ``language`` installed, as the program builds it at start."""
    install_translators(language)
    try:
        window = MainWindow(temp_settings(tmp_path), prompts, log_folder=tmp_path / "logs")
        qtbot.addWidget(window)
        window.show()
        yield window
        window.close()
    finally:
        install_translators(SOURCE_LANGUAGE)


@pytest.fixture
def french_window(
    qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts, manual_folder: Path
) -> Iterator[MainWindow]:
    yield from _window_in("fr", qtbot, tmp_path, prompts)


@pytest.fixture
def russian_window(
    qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts, manual_folder: Path
) -> Iterator[MainWindow]:
    yield from _window_in("ru", qtbot, tmp_path, prompts)


@pytest.fixture
def german_window(
    qtbot: Any, tmp_path: Path, prompts: ScriptedPrompts, manual_folder: Path
) -> Iterator[MainWindow]:
    """German has no manual in :func:`manual_folder`."""
    yield from _window_in("de", qtbot, tmp_path, prompts)


def french_heading(english: str) -> str:
    """The provisional translation's heading at the position of the English heading ``english``."""
    return [h.text for h in heading_lines(FRENCH)][HEADINGS.index(english)]


def test_the_manual_file_follows_the_language(manual_folder: Path) -> None:
    assert manual_path("fr") == manual_folder / "manual.fr.md"
    assert manual_path("de") == manual_folder / "manual.md"  # no German translation: the English one
    assert manual_path("en") == manual_folder / "manual.md"
    assert manual_path() == manual_folder / "manual.md"  # the window speaks English


def test_f1_in_french_opens_the_french_manual_at_the_translated_section(
    qtbot: Any, french_window: MainWindow, prompts: ScriptedPrompts, manual_folder: Path, tmp_path: Path
) -> None:
    window = french_window
    assert window_language() == "fr" and window.menuBar().actions()[0].text() != "&File"
    qtbot.keyClick(window, Qt.Key.Key_F1)
    manual = window.help_window
    assert manual is not None and manual.path == manual_folder / "manual.fr.md"
    assert manual.title() == "Manuel d'Arbiter Desk"
    assert manual.current_section() == french_heading(HELP_TOPICS[None]) == "Créer un tournoi"
    _assert_first_picture_shown(manual, IMAGES / "fr" / "welcome.png")
    start_event(window, prompts, tmp_path / "aide.arbiter", players=2)
    for view, section in ((PLAYERS, "Inscription des joueurs"), (ROUNDS, "Appariements")):
        window.show_view(view)
        qtbot.keyClick(window, Qt.Key.Key_F1)
        assert manual.current_section() == section == french_heading(HELP_TOPICS[view])
        current = manual.contents.currentItem()
        assert current is not None and current.text(0) == section


def _press_f1_in(dialog: QDialog, qtbot: Any) -> None:
    """F1 in ``dialog``, shown and active as the arbiter sees it."""
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=5000)
    qtbot.keyClick(dialog, Qt.Key.Key_F1)


def test_f1_in_a_dialog_in_french_opens_its_translated_section(qtbot: Any, french_window: MainWindow) -> None:
    dialog = ByeRequestDialog(french_window, "1 Martin, Anne", 2, 5)
    _press_f1_in(dialog, qtbot)
    manual = french_window.help_window
    assert manual is not None and manual.isVisible() and manual.path is not None
    assert manual.path.name == "manual.fr.md"
    assert DIALOG_SECTIONS["ByeRequestDialog"] == "registration"
    assert manual.current_section() == "Inscription des joueurs"
    dialog.reject()
    shortcuts = TextDialog(french_window, "Raccourcis", "", "", TextTopic.SHORTCUTS)
    qtbot.addWidget(shortcuts)
    shortcuts.show()
    (box,) = shortcuts.findChildren(QDialogButtonBox)
    help_button = box.button(QDialogButtonBox.StandardButton.Help)
    assert help_button is not None
    help_button.click()
    assert DIALOG_SECTIONS[f"TextDialog/{TextTopic.SHORTCUTS.value}"] == "getting-help"
    assert manual.current_section() == "Obtenir de l'aide"


def test_a_link_of_the_french_manual_shows_its_section(qtbot: Any, french_window: MainWindow) -> None:
    """The French manual links its sections by the anchors of its French headings, as on GitHub; a click
    reaches the browser as the link's address resolved against the file."""
    manual = french_window.show_manual()
    href = "#sauvegardes--copies-de-sûreté"
    assert f"]({href})" in FRENCH
    manual.browser.anchorClicked.emit(manual.browser.source().resolved(QUrl(href)))
    assert manual.current_section() == "Sauvegardes : copies de sûreté"


def test_a_link_of_a_russian_manual_shows_its_section(
    russian_window: MainWindow, manual_folder: Path
) -> None:
    manual = russian_window.show_manual("Registration")
    assert manual.path == manual_folder / "manual.ru.md"
    assert manual.current_section() == russian(HEADINGS.index("Registration"), "Registration")
    n = HEADINGS.index("Backups")
    href = "#" + slug(russian(n, "Backups"))
    assert href == f"#раздел-{n}-backups" and f"]({href})" in (manual_folder / "manual.ru.md").read_text(
        "utf-8"
    )
    manual.browser.anchorClicked.emit(manual.browser.source().resolved(QUrl(href)))
    assert manual.current_section() == russian(n, "Backups")


def test_a_language_without_its_manual_opens_the_english_one(qtbot: Any, german_window: MainWindow) -> None:
    qtbot.keyClick(german_window, Qt.Key.Key_F1)
    manual = german_window.help_window
    assert manual is not None and manual.path is not None and manual.path.name == "manual.md"
    assert manual.current_section() == HELP_TOPICS[None]
    dialog = ByeRequestDialog(german_window, "1 Martin, Anne", 2, 5)
    _press_f1_in(dialog, qtbot)
    assert manual.current_section() == "Registration"
