"""The headless ``arbiter`` command and the web folder in the arbiter's language (issue 17).

- the rule (``arbiter_gui.command_language``): ``ARBITER_LANGUAGE``, else LC_ALL / LC_MESSAGES / LANG,
  else English; only the catalogue's languages;
- the command's own lines (output, refusals, help) come out of the catalogue in that language, in a real
  process (``python -m arbiter_gui``) and through ``entry.run``, which puts the language back afterwards;
- the web folder speaks ``--language`` (default: the event's language, else the command's), says so in
  ``lang``, and leaves no word of its own untranslated; the exports stay English; a printed document too
  is in ``--language``, else the event's, else the command's;
- every line a person reads in the command's modules is marked (an ``ast`` scan).

The commands work on an event kept in a file and on the tests' PostgreSQL server (issue 30 item 4:
``store_url``, ``module_store_url``).
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

import operations
from arbiter_gui.command_language import command_language
from arbiter_gui.entry import run
from engine import i18n
from outputs.snapshot import take_snapshot
from outputs.web import MANIFEST, write_site
from tests.conftest import REPO
from tests.publish_support import hostile_event
from tests.test_db_support import event_at
from texts import catalogue
from texts.catalogue import Catalogue


@pytest.mark.sqlite_only("no_store")
@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"ARBITER_LANGUAGE": "fr", "LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}, "fr"),
        ({"ARBITER_LANGUAGE": "de-AT"}, "de"),
        ({"ARBITER_LANGUAGE": "pt", "LANG": "fr_FR.UTF-8"}, "en"),  # set: the locale is not asked
        ({"ARBITER_LANGUAGE": "", "LC_ALL": "it_IT.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"}, "it"),
        ({"LC_ALL": "", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"}, "ru"),
        ({"LANG": "es_ES.UTF-8@euro"}, "es"),
        ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),  # gettext: the first one set decides
        ({"LC_MESSAGES": "POSIX", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANGUAGE": "fr"}, "en"),  # not one of the rule's variables
        ({}, "en"),
    ],
)
def test_the_command_language_rule(environ: dict[str, str], expected: str) -> None:
    assert command_language(environ) == expected


@pytest.mark.sqlite_only("no_store")
def test_the_tests_run_in_english() -> None:
    """tests/conftest.py: whatever the developer's LANG, the command speaks English in the tests."""
    assert os.environ["ARBITER_LANGUAGE"] == "en" and command_language() == "en"


def _arbiter(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "arbiter_gui", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _environ(**changes: str | None) -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("ARBITER_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    }
    env.update({k: v for k, v in changes.items() if v is not None})
    return env


def _fr_de_differ(language: str, context: str, source: str, **fields: object) -> str:
    """The catalogue's translation of ``source`` with its fields, checked to differ from English."""
    text = Catalogue.load(language).translate(context, source).format(**fields)
    assert text != source.format(**fields)
    return text


def test_arbiter_speaks_french_with_arbiter_language(store_url: str) -> None:
    target = store_url
    done = _arbiter(
        _environ(ARBITER_LANGUAGE="fr", LANG="de_DE.UTF-8"),
        "new",
        target,
        "--name",
        "Open",
        "--rounds",
        "5",
    )
    assert done.returncode == 0, done.stderr
    expected = _fr_de_differ(
        "fr", "CliOutput", "created {file}: {name}, {rounds} rounds", file=target, name="Open", rounds=5
    )
    assert done.stdout == expected + "\n"
    assert "créé" in done.stdout


def test_arbiter_speaks_the_locale_without_arbiter_language(store_url: str) -> None:
    target = store_url
    env = _environ(LANG="de_DE.UTF-8")
    assert _arbiter(env, "new", target, "--name", "Open", "--rounds", "5").returncode == 0
    refused = _arbiter(env, "set-numbers", target, "--order", "9")
    assert refused.returncode == 1
    expected = _fr_de_differ("de", "CliRefusal", "no player has pairing number {number}", number=9)
    assert refused.stderr == f"arbiter: {expected}\n"
    helped = _arbiter(env, "--help")
    assert Catalogue.load("de").translate("CliHelp", "create a tournament file") in helped.stdout
    assert "create a tournament file" not in helped.stdout


@pytest.fixture
def paired(store_url: str) -> str:
    """Three players, round 1 paired, in a file or on the tests' server."""
    target = store_url
    assert run(["new", target, "--name", "Club", "--rounds", "3"]) == 0
    for name in ("Alpha, Ann", "Berg, Bo", "Chen, Cy"):
        assert run(["add-player", target, "--name", name, "--rating", "1800"]) == 0
    assert run(["pair", target, "--pairer", "operations.standin:simple_pair_round"]) == 0
    return target


def test_a_refusal_and_the_round_in_the_command_language_then_english_again(
    paired: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    monkeypatch.setenv("ARBITER_LANGUAGE", "ru")
    assert run(["set-numbers", paired, "--order", "7"]) == 1
    refusal = _fr_de_differ("ru", "CliRefusal", "no player has pairing number {number}", number=7)
    assert capsys.readouterr().err == f"arbiter: {refusal}\n"
    assert run(["pairings", paired, "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    state = Catalogue.load("ru").translate("CliOutput", "paired")
    assert first == _fr_de_differ(
        "ru", "CliOutput", "Round {round}{date}: {state}", round=1, date="", state=state
    )
    assert first == "Тур 1: разведён"
    # nothing is left behind: the engine's messages and the catalogue are English again
    assert i18n.installed() == (None, None)
    assert catalogue.current_language() == "en"
    monkeypatch.setenv("ARBITER_LANGUAGE", "en")
    assert run(["pairings", paired, "1"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Round 1: paired"


def test_a_count_takes_the_plural_form_of_the_language(
    paired: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = tmp_path / "players.csv"
    sheet.write_text('name,rating\n"Dane, Di",1700\n"Eck, Ed",1650\n', encoding="utf-8")
    capsys.readouterr()
    monkeypatch.setenv("ARBITER_LANGUAGE", "ru")
    run(["import-csv", paired, str(sheet), "--dry-run"])
    lines = capsys.readouterr().out.splitlines()
    expected = Catalogue.load("ru").translate("CliOutput", "%n row(s) read", None, 2)
    assert lines[0] == expected == "прочитаны 2 строки"


@pytest.fixture
def russian(store_url: str) -> str:
    """A round paired in an event whose documents are in Russian (``--language ru``, schema 5)."""
    target = store_url
    assert run(["new", target, "--name", "Cup", "--rounds", "3", "--language", "ru"]) == 0
    for name in ("Alpha, Ann", "Berg, Bo", "Chen, Cy"):
        assert run(["add-player", target, "--name", name, "--rating", "1800"]) == 0
    assert run(["pair", target, "--pairer", "operations.standin:simple_pair_round"]) == 0
    return target


def _pdf_text(pdf: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext (poppler-utils) is needed by the print tests: scripts/setup.sh installs it")
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout


def test_arbiter_print_speaks_the_events_language_unless_told_otherwise(
    russian: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17: the command runs in English, the event's document comes out in Russian; ``--language``
    still wins; an event without a language prints in the command's."""
    capsys.readouterr()
    pdf = tmp_path / "pairings.pdf"
    assert run(["print", "pairings", russian, "-o", str(pdf)]) == 0
    assert capsys.readouterr().out == f"{pdf}: pairings, 1 page(s)\n"  # the command's own line: English
    text = _pdf_text(pdf)
    pairings = _fr_de_differ("ru", "Documents", "Pairings")
    assert pairings in text and "Pairings" not in text
    assert re.search(r"стр\. 1 из 1", text) and "page 1 of" not in text
    german = tmp_path / "paarungen.pdf"
    assert run(["print", "pairings", russian, "-o", str(german), "--language", "de"]) == 0
    text = _pdf_text(german)
    assert _fr_de_differ("de", "Documents", "Pairings") in text and pairings not in text
    assert run(["set-event", russian, "--language", ""]) == 0
    english = tmp_path / "english.pdf"
    assert run(["print", "pairings", russian, "-o", str(english)]) == 0
    assert "Pairings" in _pdf_text(english)


def test_arbiter_publish_writes_the_events_language_unless_told_otherwise(
    russian: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["set-event", russian, "--language", "es"]) == 0
    capsys.readouterr()
    site = tmp_path / "site"
    assert run(["publish", russian, "-o", str(site)]) == 0
    said = capsys.readouterr().out
    assert said.startswith("wrote ") and "warning" not in said  # the command: English
    index = (site / "index.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in index
    assert f"<h2>{_fr_de_differ('es', 'PublishSite', 'Rounds')}</h2>" in index
    for page in site.glob("*.html"):
        assert '<html lang="es">' in page.read_text(encoding="utf-8"), page.name
    assert run(["publish", russian, "-o", str(site), "--language", "it"]) == 0
    assert '<html lang="it">' in (site / "index.html").read_text(encoding="utf-8")
    # the JSON export stays English, and says the event's language
    assert run(["export", "json", russian, "-o", str(tmp_path / "e.json")]) == 0
    data = json.loads((tmp_path / "e.json").read_text(encoding="utf-8"))
    assert data["event"]["language"] == "es"
    assert data["standings_problem"] == "no round has every result yet"


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory, module_store_url: str) -> str:
    """The publishing tests' event in a file, then copied onto the tests' server."""
    return event_at(hostile_event(tmp_path_factory.mktemp("event")), module_store_url)


def test_arbiter_publish_writes_the_pages_in_the_language_asked(
    event: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ARBITER_LANGUAGE", "fr")
    site = tmp_path / "site"
    assert run(["publish", event, "-o", str(site), "--language", "de"]) == 0
    said = capsys.readouterr().out
    files = (site / MANIFEST).read_text(encoding="utf-8").split()
    wrote = _fr_de_differ(
        "fr", "CliOutput", "wrote {count} files into {folder}", count=len(files), folder=site
    )
    assert said == wrote + "\n"
    index = (site / "index.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in index
    assert f"<h2>{_fr_de_differ('de', 'PublishSite', 'Rounds')}</h2>" in index
    round2 = (site / "round-2.html").read_text(encoding="utf-8")
    assert _fr_de_differ("de", "PublishSite", "Without an opponent") in round2
    assert Catalogue.load("de").translate("PublishSite", "half-point bye") in round2
    # the standings' legend: the engine's policy line in the site's language (StandingsPolicy.text)
    policy = Catalogue.load("de").translate(
        "StandingsOrigin", "C.07 {edition} ({edition_from}); tie-breaks {tiebreaks} ({tiebreaks_from})"
    )
    between = policy.split("{edition_from})")[1].split("{tiebreaks}")[0]
    assert between.strip() and "tie-breaks" not in between
    assert between in (site / "standings.html").read_text(encoding="utf-8")
    # without --language: the command's language
    assert run(["publish", event, "-o", str(site)]) == 0
    assert '<html lang="fr">' in (site / "index.html").read_text(encoding="utf-8")
    standings = (site / "standings.html").read_text(encoding="utf-8")
    assert _fr_de_differ("fr", "PublishSite", "Standings after round {round}", round=2) in standings
    # the JSON export is for programs: English keys and values in a French command
    assert run(["export", "json", event, "-o", str(tmp_path / "e.json")]) == 0
    data = json.loads((tmp_path / "e.json").read_text(encoding="utf-8"))
    assert "standings" in data


def test_the_site_without_a_catalogue_is_english(event: str, tmp_path: Path) -> None:
    with operations.open_for_reading(event) as tf:
        snap = take_snapshot(tf)
    written = write_site(snap, tmp_path / "www", language="fr")
    assert written.language == "en"  # no catalogue installed: English, and the pages say so
    assert '<html lang="en">' in (tmp_path / "www" / "index.html").read_text(encoding="utf-8")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.chunks: list[str] = []

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.chunks.append(data.strip())


@pytest.fixture
def marked() -> Iterator[None]:
    """Every text through engine.i18n comes out as ⟦text⟧."""
    i18n.set_translator(lambda c, s, d=None, n=-1: "⟦" + i18n.english(c, s, d, n) + "⟧")
    try:
        yield
    finally:
        i18n.set_translator(None)


def test_every_word_of_the_web_folder_goes_through_the_catalogue(
    event: str, tmp_path: Path, marked: None
) -> None:
    """A pseudo-language: what the pages show outside ⟦...⟧ is data of the file (names, codes, numbers)
    or the engine's texts (the tie-break policy and notes), never a word of the pages' own."""
    with operations.open_for_reading(event) as tf:
        snap = take_snapshot(tf)
    write_site(snap, tmp_path / "www")
    assert snap.standings is not None
    data = (
        {p.name for p in snap.players}
        | {p.title for p in snap.players}
        | {p.federation for p in snap.players}
    )
    ev = snap.event
    data |= {
        ev.name,
        ev.city,
        ev.federation,
        ev.chief_arbiter,
        *ev.deputy_arbiters,
        ev.organiser,
        ev.time_control,
    }
    data |= {snap.standings.policy.describe(), *snap.standings.notes}
    data |= {s.label for s in snap.standings.policy.tiebreaks} | {"PAB", "F", "H", "Z"}
    words = re.compile(r"(?:(?![\d_½])\w){2,}")
    left: set[str] = set()
    for page in (tmp_path / "www").glob("*.html"):
        parser = _Text()
        parser.feed(page.read_text(encoding="utf-8"))
        for chunk in parser.chunks:
            rest = chunk  # marked texts go, innermost first (a translated sentence holds translated words)
            while (shorter := re.sub(r"⟦[^⟦⟧]*⟧", " ", rest)) != rest:
                rest = shorter
            for piece in re.split(r"\s*[·,]\s+|\s{2,}", rest):
                piece = piece.strip(" :.()")
                if words.search(piece) and piece not in data and not any(piece in d for d in data):
                    left.add(f"{page.name}: {piece!r}")
    assert not left, sorted(left)[:20]


# --- every line a person reads is marked -------------------------------------------------------------

CLI_MODULES = (
    "arbiter_gui/entry.py",
    "cli/printing.py",
    "cli/print_sources.py",
    "cli/main.py",
    "cli/end_of_event.py",
    "cli/opened_files.py",
    "cli/library.py",
    "cli/results.py",
    "cli/exports.py",
    "outputs/web/__init__.py",
)

ALLOWED = {
    (
        "cli/end_of_event.py",
        "   #  name                            rating   K  games  score  expected  change",
    ),
    ("cli/end_of_event.py", "{}  {} {}   - {} {}  first rating {}"),
    ("cli/main.py", "--pairer {}: {}"),
    ("cli/opened_files.py", "arbiter: {}"),
    ("arbiter_gui/entry.py", "arbiter: {}"),
}
"""Lines kept English on purpose: the rating report's aligned table (its column titles and the
'unrated / first rating' cells keep the columns of a table scripts read); an option and the error of
the module it names; the program's name before every line."""

ERRORS = {"Refused", "_Refused", "LibraryError", "ArbiterError", "ArgumentTypeError", "PublishError"}


def _words(node: ast.expr) -> str | None:
    """The literal text of a string or f-string argument when it holds a word (None: no word)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    else:
        return None
    return text if re.search(r"[A-Za-z]{2}", text.replace("{}", "")) else None


def _unmarked(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name == "print" or name in ERRORS or name == "say":
            for arg in node.args[-1:] if name == "say" else node.args[:1]:
                text = _words(arg)
                if text is not None:
                    found.append(text)
        for keyword in node.keywords:
            if keyword.arg in ("help", "description", "epilog"):
                text = _words(keyword.value)
                if text is not None:
                    found.append(text)
    return found


@pytest.mark.sqlite_only("scan")
def test_every_line_of_the_command_is_marked() -> None:
    left = [
        (module, text)
        for module in CLI_MODULES
        for text in _unmarked(REPO / module)
        if (module, text) not in ALLOWED
    ]
    assert not left, left


@pytest.mark.sqlite_only("scan")
def test_the_scan_finds_an_unmarked_line(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'print(f"wrote {n} files", file=out)\n'
        'raise Refused("no such round")\n'
        'p.add_argument("--x", help="the x")\n'
        'print(translate("CliOutput", "wrote {n} files").format(n=n))\n'
        'print(f"{a:>4} {b}")\n',
        encoding="utf-8",
    )
    assert _unmarked(sample) == ["wrote {} files", "no such round", "the x"]


def test_the_projector_speaks_the_language_of_engine_i18n(event: str) -> None:
    """outputs/projector.py translates through engine.i18n (no copy of its own): with the window's
    catalogue installed in French its subtitle is the window catalogue's French."""
    from outputs.projector import pairings_screen

    with operations.open_for_reading(event) as tf:
        ev, players, rounds = tf.event.settings(), tf.players.all(), tf.rounds.all()
    catalogue.use_for_engine_messages()
    catalogue.set_default_language("fr")
    try:
        screen = pairings_screen(ev, players, rounds[:2])
    finally:
        i18n.set_translator(None)
        catalogue.set_default_language("en")
    source = "Round {round} · {done} of {boards} results"
    assert screen.subtitle == _fr_de_differ("fr", "Projector", source, round=2, done=5, boards=5)
    assert pairings_screen(ev, players, rounds[:2]).subtitle == "Round 2 · 5 of 5 results"


def test_why_there_are_no_standings_is_french_on_the_site_and_english_in_the_json(
    paired: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARBITER_LANGUAGE", "fr")
    assert run(["publish", paired, "-o", str(tmp_path / "site")]) == 0
    assert run(["export", "json", paired, "-o", str(tmp_path / "e.json")]) == 0
    problem = "no round has every result yet"
    fr_problem = _fr_de_differ("fr", "PublishSnapshot", problem)
    shown = _fr_de_differ("fr", "PublishSite", "No standings yet: {problem}.", problem=fr_problem)
    standings = (tmp_path / "site" / "standings.html").read_text(encoding="utf-8")
    assert shown.replace("'", "&#x27;") in standings
    assert json.loads((tmp_path / "e.json").read_text(encoding="utf-8"))["standings_problem"] == problem
