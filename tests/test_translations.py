"""The translations (issue 17): the Qt Linguist catalogues in ``resources/translations/`` are complete, in
step with the code and compiled; the documents' own lookup (``texts.catalogue``, no Qt) and Qt's
read the same texts; a document prints in its own language whatever the window's.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import REPO, SHIPPED_PACKAGES
from texts import catalogue
from texts.catalogue import (
    CATALOGUES,
    LANGUAGES,
    PLACEHOLDER,
    SOURCE_LANGUAGE,
    Catalogue,
    document_language,
    language_code,
    plural_form,
    read_ts,
    translate,
)

FOLDER = REPO / "resources" / "translations"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
FORMS = {"ru": 3}
"""Plural forms per language (Qt Linguist's rules); 2 for the others."""


def messages(language: str) -> list[catalogue.Message]:
    """Every catalogue of ``language`` (the window's, the engine's, the tournament file's...)."""
    return [m for area in CATALOGUES for m in read_ts(FOLDER / f"{area}_{language}.ts")]


def translations_script() -> ModuleType:
    """``scripts/translations.py`` (not a package) as a module: which files each catalogue reads."""
    spec = importlib.util.spec_from_file_location("translations_script", REPO / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def default_language() -> Iterator[None]:
    """Tests that change the window's language put English back."""
    yield
    catalogue.set_default_language(SOURCE_LANGUAGE)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated_and_confirmed(language: str) -> None:
    found = messages(language)
    assert len(found) > 900
    unfinished = [m.source for m in found if not m.finished or not all(m.translations)]
    assert unfinished == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_placeholders_and_menu_keys_survive_translation(language: str) -> None:
    """``{name}`` fields, ``%1`` and ``%n`` are the same in every translation (a lost field would print
    the raw text or raise); a menu entry with an Alt key (``&File``) keeps one."""
    bad = []
    for m in messages(language):
        wanted = sorted(set(PLACEHOLDER.findall(m.source)))
        for text in m.translations:
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                bad.append((m.source, text))
            if "&" in m.source.replace("&&", "") and "&" not in text.replace("&&", ""):
                bad.append((m.source, text))
    assert bad == []


@pytest.mark.parametrize("language", [*TRANSLATED, SOURCE_LANGUAGE])
def test_counts_have_the_languages_plural_forms(language: str) -> None:
    plural = [m for m in messages(language) if m.numerus]
    assert len(plural) >= 20
    assert all("%n" in m.source for m in plural)
    for m in plural:
        assert len(m.translations) == FORMS.get(language, 2), m.source
        assert all("%n" in form for form in m.translations), m.source
    every_count = {(m.context, m.source) for m in messages("fr") if "%n" in m.source}
    assert {(m.context, m.source) for m in plural} == every_count


def test_the_catalogues_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """pyside6-lupdate reads the code afresh, area by area: a string marked for translation and missing
    from its catalogue (or one still there that the code lost) fails here: run
    ``scripts/translations.py update`` and translate what it adds."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    for area, sources in translations_script().area_sources().items():
        fresh = tmp_path / f"{area}.ts"
        subprocess.run(
            [str(lupdate), "-locations", "none", "-no-obsolete", *sources, "-ts", str(fresh)],
            check=True,
            cwd=REPO,
            capture_output=True,
        )
        in_code = {(m.context, m.source, m.comment) for m in read_ts(fresh)}
        for language in TRANSLATED:
            in_file = {(m.context, m.source, m.comment) for m in read_ts(FOLDER / f"{area}_{language}.ts")}
            assert in_file == in_code, (area, language)


def test_every_file_of_the_program_is_read_into_one_catalogue() -> None:
    """A module of the program's packages that no area reads would have its marked texts
    printed in English whatever the language."""
    areas = translations_script().area_sources()
    assert tuple(areas) == CATALOGUES
    given = [name for names in areas.values() for name in names]
    assert len(given) == len(set(given))
    program = {
        str(path.relative_to(REPO)) for package in SHIPPED_PACKAGES for path in (REPO / package).rglob("*.py")
    }
    assert set(given) == program
    assert "engine/dutch/checker.py" in areas["pairing"] and "cli/main.py" in areas["cli"]


def test_the_compiled_catalogues_are_those_of_the_sources() -> None:
    """The committed ``.qm`` files (what Qt loads, in the wheel and the bundles) are ``pyside6-lrelease``
    of the ``.ts`` files."""
    out = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "translations.py"), "check"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert {p.name for p in FOLDER.glob("*.qm")} == {
        f"{area}_{code}.qm" for area in CATALOGUES for code in LANGUAGES
    }


def test_the_catalogues_are_package_data_of_the_wheel_and_the_bundle() -> None:
    """pyproject ships ``translations/*.ts`` (the documents read them) and ``*.qm`` (Qt loads them);
    the bundle's spec copies every folder of ``resources/``."""
    import tomllib

    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = data["tool"]["setuptools"]["package-data"]["arbiter_desk_resources"]
    assert "translations/*.qm" in shipped and "translations/*.ts" in shipped
    spec = (REPO / "installer" / "arbiter_desk.spec").read_text(encoding="utf-8")
    assert "for folder in sorted(resources.iterdir())" in spec


def test_the_documents_lookup_reads_the_same_catalogue() -> None:
    """No Qt: the printed documents' words, with the plural forms of each language."""
    ru = Catalogue.load("ru")
    assert ru.translate("Documents", "Pairings") == "Пары"
    assert ru.translate("Documents", "pairing-allocated bye") == "пропуск тура по жеребьёвке"
    counted = [ru.translate("PlayersController", "%n player(s)", None, n) for n in (1, 3, 5, 11, 21, 22)]
    assert counted == [
        "1 участник",
        "3 участника",
        "5 участников",
        "11 участников",
        "21 участник",
        "22 участника",
    ]
    fr = Catalogue.load("fr")
    assert [fr.translate("PlayersController", "%n player(s)", None, n) for n in (0, 1, 2)] == [
        "0 joueur",
        "1 joueur",
        "2 joueurs",
    ]
    en = Catalogue.load("en")
    assert en.translate("PlayersController", "%n player(s)", None, 1) == "1 player"
    assert en.translate("PlayersController", "%n player(s)", None, 7) == "7 players"
    assert en.translate("Documents", "Pairings") == "Pairings"  # the source text itself
    assert fr.translate("Documents", "no such text") == "no such text"


def test_plural_rules() -> None:
    assert [plural_form("ru", n) for n in (0, 1, 2, 4, 5, 11, 12, 14, 21, 101, 111, 112)] == [
        2, 0, 1, 1, 2, 2, 2, 2, 0, 0, 2, 2,
    ]  # fmt: skip
    assert [plural_form("fr", n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [plural_form(code, n) for code in ("en", "de", "es", "it") for n in (0, 1, 2)] == [1, 0, 1] * 4


def test_a_document_prints_in_its_own_language(default_language: None) -> None:
    catalogue.set_default_language("de")
    assert translate("Documents", "Standings") == "Rangliste"
    with document_language("ru"):
        assert translate("Documents", "Standings") == "Положение"
        with document_language(None):  # None: the one in force
            assert translate("Documents", "Standings") == "Положение"
    assert translate("Documents", "Standings") == "Rangliste"


def test_locale_names_give_a_spoken_language() -> None:
    assert [language_code(n) for n in ("de_DE", "es-419", "ru_RU.UTF-8", "it", "nl_NL", "", None)] == [
        "de", "es", "ru", "it", "en", "en", "en",
    ]  # fmt: skip


def test_a_pdf_prints_in_the_chosen_language(tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    from outputs.documents import DocumentKind, render
    from outputs.documents.demo import demo_tournament

    tournament = demo_tournament()
    texts = {}
    for language in ("en", "ru", "de"):
        pdf = tmp_path / f"{language}.pdf"
        render(DocumentKind.STANDINGS, tournament, pdf, language=language)
        out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, check=True)
        texts[language] = out.stdout.decode("utf-8")
    assert "Standings after round" in texts["en"] or "Final standings" in texts["en"]
    assert "Положение после" in texts["ru"] or "Итоговое положение" in texts["ru"]
    assert "Rangliste nach Runde" in texts["de"] or "Endstand" in texts["de"]
    assert "Standings" not in texts["ru"] and "page " not in texts["ru"]
    assert re.search(r"стр\. 1 из \d", texts["ru"])


@pytest.fixture
def engine_speaks(default_language: None) -> Iterator[None]:
    """The engine's messages through the catalogue (as the window installs it), English again after."""
    from engine import i18n

    catalogue.use_for_engine_messages()
    try:
        yield
    finally:
        i18n.set_translator(None)


def test_the_engines_origins_of_a_policy_say_themselves_in_each_language(engine_speaks: None) -> None:
    """Where the edition and the tie-breaks came from: English for the export (``describe``), each phrase
    the engine can give in every language's catalogue when shown (``StandingsPolicy.text``, the window's
    status line and the documents)."""
    from engine.model import Tournament
    from engine.phrase import Phrase
    from engine.standings_policy import standings_policy

    policies = [
        standings_policy(Tournament(start_date="2026/04/11")),
        standings_policy(Tournament(start_date="")),
        standings_policy(Tournament(start_date="2021/01/01")),
        standings_policy(Tournament(tiebreaks="BH/C1,BH,SB")),
        standings_policy(Tournament(standings_tiebreaks="BH,SB")),
        standings_policy(Tournament(), tiebreaks="SB", edition="2024"),
    ]
    origins = {o for p in policies for o in (p.edition_from, p.tiebreaks_from)}
    assert len(origins) >= 6
    for origin in origins:
        assert isinstance(origin, Phrase), origin
        for language in TRANSLATED:
            with document_language(language):
                said = origin.text()
            expected = Catalogue.load(language).translate(origin.context, origin.template)
            assert expected != origin.template, (language, origin.template)
            assert said == expected.format(**{k: str(v) for k, v in origin.fields.items()})
    policy = policies[3]
    with document_language("de"):
        text = policy.text()
    assert "Feinwertungen BH-C1, BH, SB (die Liste des Turniers, TRF 202)" in text
    assert policy.describe().endswith("(the event's list, TRF 202)")  # the export's English is untouched


def test_the_engines_k_rules_say_themselves_in_each_language(engine_speaks: None) -> None:
    """Every rule of B.02 8.3.3 the engine writes for a K is a phrase of the catalogue: English where it is
    stored or compared, in the language of the window or the document where it is shown."""
    from engine.model import Colour, PairingNumber, Player, ResultCode, RoundEntry
    from engine.phrase import shown
    from engine.rating.change import rating_change
    from engine.rating.kfactor import KFactorBasis, k_factor

    bases = [
        KFactorBasis(1900, stored_k=40),
        KFactorBasis(2450),
        KFactorBasis(1800, games_before=12, reached_2400=False),
        KFactorBasis(2100, birth_year=2010, event_year=2026, reached_2400=False, games_before=40),
        KFactorBasis(2100),
    ]
    rules = [k_factor(b).explain() for b in bases]
    assert rules[1] == "K = 10: published rating has reached 2400 (8.3.3)"
    with document_language("de"):
        assert shown(rules[1]) == "K = 10: die veröffentlichte Wertung hat 2400 erreicht (8.3.3)"
        german = [shown(r) for r in rules]
    for english, said in zip(rules, german, strict=True):
        words = re.sub(r"K = \d+|K \d+|\(\d[\d.]*\)|[^A-Za-z ]", " ", said).split()
        assert said != english and not set(words) & {"rating", "games", "published", "unknown", "under"}, said
    # the 700 rule over many games adds its phrase to the player's rule
    one, two = PairingNumber(1), PairingNumber(2)
    games = tuple(RoundEntry(two, Colour.WHITE, ResultCode.WIN) for _ in range(40))
    change = rating_change(Player(one, "A", rating=2100, rounds=games), {one: 2100, two: 2000}, 20, rules[4])
    assert change.k == 17 and change.k_rule.endswith("; 40 games x 20 > 700: K = 17 (8.3.3)")
    with document_language("fr"):
        assert shown(change.k_rule).endswith(" ; 40 parties x 20 > 700 : K = 17 (8.3.3)")


def test_the_rating_panel_says_the_engines_calculation_in_the_windows_language(engine_speaks: None) -> None:
    """One text of the calculation (``engine.rating.text``) for the CLI, the window and the documents: the
    same numbers in every language, the words in the language in force."""
    import dataclasses

    from engine import i18n
    from engine.rating import text as engine_text
    from engine.rating.kfactor import KFactorBasis, k_factor
    from engine.rating.report import rating_report
    from outputs.documents.demo import demo_tournament

    t = demo_tournament()
    unrated = dataclasses.replace(t.players[3], rating=0)  # one unrated player: a first rating
    t = dataclasses.replace(t, players=(*t.players[:3], unrated, *t.players[4:]))
    ks = {p.number: k_factor(KFactorBasis(p.rating)) for p in t.players if p.rating > 0}
    report = rating_report(t, ks)
    names = {p.number: p.name for p in t.players}
    assert report.changes and report.first_ratings
    i18n.set_translator(None)
    english = engine_text.change_lines(report.changes[0], names)
    first = engine_text.first_rating_lines(report.first_ratings[0], names)
    assert english[1] == "  rd  opponent                        rating     D  used    PD  score   delta"
    catalogue.use_for_engine_messages()
    with document_language("ru"):
        lines = engine_text.change_lines(report.changes[0], names)
        first_ru = engine_text.first_rating_lines(report.first_ratings[0], names)
    games = len(report.changes[0].games)
    assert "рейтинг" in lines[0] and "соперник" in lines[1] and lines[2 : 2 + games] == english[2 : 2 + games]
    assert lines[-1].startswith("  ") and "ожидалось" in lines[-1]
    assert lines[0].endswith("; K = 10: опубликованный рейтинг достигал 2400 (8.3.3)")
    assert first_ru[0] != first[0] and first_ru[-1] != first[-1] and "Ra " in first_ru[-1]


def test_the_projector_marks_the_bye_words_of_the_web_folder() -> None:
    from outputs.projector import BYE_NAMES
    from outputs.text import BYE_WORDS

    assert BYE_NAMES == BYE_WORDS


MENU_BAR_AND_TABS = (
    ("MainWindow", "&File"),
    ("MainWindow", "&Edit"),
    ("MainWindow", "&Players"),
    ("MainWindow", "&Library"),
    ("MainWindow", "&Rounds"),
    ("EndOfEvent", "E&nd of event"),
    ("Publishing", "Pu&blish"),
    ("MainWindow", "&View"),
    ("MainWindow", "&Help"),
    ("MainWindow", "Pla&yers"),
    ("MainWindow", "Rounds && res&ults"),
    ("MainWindow", "S&tandings"),
    ("MainWindow", "&Crosstable"),
    ("MainWindow", "Audit lo&g"),
    ("MainWindow", "Tea&ms"),
)
"""What Alt opens from anywhere in the window: the menus and the tabs."""


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_menus_and_tabs_have_different_alt_keys(language: str) -> None:
    keys = []
    for context, source in MENU_BAR_AND_TABS:
        text = Catalogue.load(language).translate(context, source).replace("&&", "")
        found = re.search(r"&(\w)", text)
        assert found, text
        keys.append(found.group(1).casefold())
    assert len(set(keys)) == len(keys), keys


def test_the_engines_messages_follow_the_catalogue_once_the_program_says_so(default_language: None) -> None:
    """``engine.i18n.translate`` (engine/, db/, operations/, outputs/) is English until the application or the
    ``arbiter`` command hands it the catalogue; then it speaks the window's language, or a document's."""
    from engine import i18n

    i18n.set_translator(None)
    catalogue.set_default_language("ru")
    assert i18n.translate("Documents", "Pairings") == "Pairings"
    assert i18n.translate("Documents", "%n board(s)", None, 3) == "3 board(s)"
    catalogue.use_for_engine_messages()
    try:
        assert i18n.translate("Documents", "Pairings") == "Пары"
        with document_language("de"):
            assert i18n.translate("Documents", "Pairings") == Catalogue.load("de").translate(
                "Documents", "Pairings"
            )
            assert i18n.translate("Documents", "Pairings") not in ("Pairings", "Пары")
    finally:
        i18n.set_translator(None)


MENU_PATH = re.compile(r"(\w+) ▸ ((?:\w+ ?)+)")
"""``Menu ▸ Command...`` as a message names a command of the window (``Edit ▸ Undo removes...``)."""


def _menu_word(found: list[catalogue.Message], english: str) -> str | None:
    """How the window's menus show ``english`` (a menu or one of its entries), without its Alt key: the
    main window's entries first, with an Alt key (``&Edit``), then a dialog's (``&Edit…``)."""
    for m in sorted(found, key=lambda m: (m.context != "MainWindow", "&" not in m.source, "…" in m.source)):
        if m.source.replace("&", "", 1).removesuffix("…") == english:
            return m.translations[0].replace("&", "").removesuffix("…")
    return None


def _menu_command(found: list[catalogue.Message], menu: str, words: str) -> tuple[str, str] | None:
    """The menu's word and its longest entry that the ``words`` after ``menu ▸`` begin with."""
    menu_word = _menu_word(found, menu)
    split = words.split()
    for n in range(len(split), 0, -1):
        command_word = _menu_word(found, " ".join(split[:n]))
        if menu_word and command_word:
            return menu_word, command_word
    return None


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_message_names_a_menu_command_as_the_menus_show_it(language: str) -> None:
    """'Edit ▸ Undo removes these players' must say the Edit menu's own word in each language (the
    Spanish catalogue said 'Edición' where the menu says 'Editar')."""
    window = read_ts(FOLDER / f"arbiter_desk_{language}.ts")
    named = 0
    for m in messages(language):
        for menu, words in MENU_PATH.findall(m.source):
            found = _menu_command(window, menu, words)
            assert found, (menu, words)
            assert " ▸ ".join(found) in m.translations[0], (m.source, m.translations[0], found)
            named += 1
    assert named >= 3
