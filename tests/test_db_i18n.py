"""The tournament file's messages speak the arbiter's language (issue 17): refusals of operations, the
file's own errors, CSV import problems, TRF import refusals, the end of the event and the player library
each produce, with the French catalogue installed, the catalogue's French sentence with its fields
filled; and no message of the ``db`` area escapes ``engine.i18n.translate``.

English output is what the other tests assert (they run without a translator installed). The refusals of
operations are checked on an event in a file and on the tests' PostgreSQL server (``store_url``, issue 30
item 4); the file's own errors, the parsers and the scans have no store to vary."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine.i18n
import operations
from engine.errors import TrfError
from formats.csv_players import parse_players_csv
from operations.rating_update import consequences
from operations.trf_import import refuse_non_trf
from player_library import ListFileError, PlayerLibrary
from tests.test_db_support import new_file, pairer
from tests.test_translations import translations_script
from texts import catalogue
from texts.catalogue import Catalogue, read_ts

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def french() -> Iterator[Catalogue]:
    """The window's lookup in force for ``engine.i18n``, in French; English again afterwards."""
    catalogue.use_for_engine_messages()
    catalogue.set_default_language("fr")
    try:
        yield Catalogue.load("fr")
    finally:
        engine.i18n.set_translator(None)
        catalogue.set_default_language("en")


def _french(fr: Catalogue, context: str, source: str) -> str:
    text = fr.translate(context, source)
    assert text != source, f"{source!r} has no French translation"
    return text


def test_a_refused_operation_is_in_french(french: Catalogue, store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
        with pytest.raises(operations.OperationRefused) as refused:
            tf.rounds.pair_next(pairer=pairer)
    template = "round {number} cannot be paired: round {r} has no result yet on board(s) {boards}"
    assert str(refused.value) == _french(french, "DbRefusal", template).format(number=2, r=1, boards="1, 2")
    assert str(refused.value).startswith("la ronde 2 ne peut pas être appariée")


def test_a_refusal_built_per_operation_is_one_french_sentence(french: Catalogue, store_url: str) -> None:
    with new_file(store_url, players=4) as tf, pytest.raises(operations.OperationRefused) as refused:
        tf.rounds.delete_last()
    assert str(refused.value) == _french(french, "DbRefusal", "no round is paired, nothing to delete")


def test_an_unknown_event_language_is_refused_in_french(french: Catalogue, store_url: str) -> None:
    with new_file(store_url, players=2) as tf, pytest.raises(operations.OperationRefused) as refused:
        tf.event.set_language("pt")
    template = (
        "{language!r} is not a language of Arbiter Desk: the documents can be in {languages}, or in the "
        "language of the program that prints them (empty)"
    )
    expected = _french(french, "DbRefusal", template).format(
        language="pt", languages="en, fr, de, es, ru, it"
    )
    assert str(refused.value) == expected
    assert str(refused.value).startswith("'pt' n'est pas une langue d'Arbiter Desk")


@pytest.mark.sqlite_only("file")
def test_a_file_that_is_no_tournament_is_refused_in_french(french: Catalogue, tmp_path: Path) -> None:
    path = tmp_path / "notes.arbiter"
    path.write_text("012 Some TRF by mistake\n", encoding="utf-8")
    with pytest.raises(operations.NotATournamentFile) as refused:
        operations.open_file(path)
    template = "{name} is not an Arbiter Desk tournament file (it is not an SQLite database)"
    assert str(refused.value) == _french(french, "DbFile", template).format(name="notes.arbiter")


@pytest.mark.sqlite_only("no_store")
def test_a_csv_problem_line_is_in_french(french: Catalogue) -> None:
    parsed = parse_players_csv("Name,Rating\nCarlsen,abc\n", "players.csv")
    (problem,) = parsed.problems
    reason = _french(french, "DbImport", "rating {rating_text!r} is not a whole number").format(
        rating_text="abc"
    )
    assert problem.message == reason
    assert str(problem) == _french(french, "DbImport", "line {line}: {message}").format(
        line=2, message=reason
    )


@pytest.mark.sqlite_only("no_store")
def test_a_file_given_as_a_trf_is_refused_in_french(french: Catalogue) -> None:
    with pytest.raises(TrfError) as refused:
        refuse_non_trf(b"%PDF-1.7\n", "standings.pdf")
    template = "{name} is {what}, not a TRF (a text file of 001 player lines)"
    what = _french(french, "DbTrf", "a PDF document")
    assert str(refused.value) == _french(french, "DbTrf", template).format(name="standings.pdf", what=what)


@pytest.mark.sqlite_only("no_store")
def test_the_rating_update_consequences_are_in_french(french: Catalogue) -> None:
    source = (
        "Round {round} is already paired. C.04.2 (2026) art. 2.1 uses the ratings in force on the "
        "day the tournament starts; a later list does not change the order. Updating now changes the "
        "ratings shown and printed, the rating-based tie-breaks (ARO, TPR...) and the ratings written to "
        "the TRF for rating; the pairing numbers and the rounds already paired stay as they are."
    )
    assert consequences(3) == _french(french, "DbEndEvent", source).format(round=3)


@pytest.mark.sqlite_only("library")
def test_a_list_file_error_names_its_line_in_french(french: Catalogue, tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("Dear arbiter,\nplease find the list attached.\n", encoding="utf-8")
    library = PlayerLibrary(tmp_path / "data" / "players.library")
    try:
        with pytest.raises(ListFileError) as refused:
            library.import_fide_list(source)
    finally:
        library.close()
    reason = _french(
        french,
        "DbLibrary",
        "this is not a FIDE rating list: its first line should be the header "
        "'ID Number  Name  Fed Sex Tit ...'",
    )
    first = _french(french, "DbLibrary", "line {line_number}: {reason}").format(line_number=1, reason=reason)
    assert str(refused.value).split("\n")[0] == first


# -- every message of the area is marked ---------------------------------------------------------------

ERRORS = {
    "OperationRefused",
    "TournamentFileError",
    "FileInUse",
    "NotATournamentFile",
    "CorruptFile",
    "NewerSchemaError",
    "ReadOnlyFile",
    "DiskError",
    "LibraryError",
    "ListFileError",
    "CsvImportError",
    "CsvResultsError",
    "TrfError",
    "Refused",
    "_Refused",
    "error",
    "ValueError",
}
"""The exceptions whose text reaches the arbiter (the ``db`` error family, and the ``ValueError`` s of
``values``/``operations.trf_import`` that operations turn into refusals with their text)."""


def _text(node: ast.expr) -> bool:
    """A message written in the code: a literal, an f-string, or one joined with ``+``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and bool(node.value.strip())
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _text(node.left) or _text(node.right)
    if isinstance(node, ast.IfExp):
        return _text(node.body) or _text(node.orelse)
    return False


def unmarked_messages(source: str, name: str = "<module>") -> list[str]:
    """Messages handed to the arbiter without ``translate``: the first argument of an error of
    :data:`ERRORS`, an import problem's message, a warning or note appended, a progress text."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        called = (
            func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        )
        if called in ERRORS:
            message = node.args[0]
        elif called == "ImportProblem" and len(node.args) > 1:
            message = node.args[1]
        elif (
            called == "append"
            and isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Attribute | ast.Name)
            and (func.value.attr if isinstance(func.value, ast.Attribute) else func.value.id)
            in ("warnings", "notes", "notices")
        ):
            message = node.args[0]
        elif called in ("_progress", "_report", "progress"):
            message = node.args[-1]
        else:
            continue
        if _text(message):
            found.append(f"{name}:{node.lineno}: {ast.unparse(message)[:80]}")
    return found


@pytest.mark.sqlite_only("scan")
def test_the_scan_finds_an_unmarked_message() -> None:
    code = (
        "def f(n):\n"
        "    raise OperationRefused(f'round {n} already has results')\n"
        "def g(problems, warnings, tf):\n"
        "    problems.append(ImportProblem(3, 'no name'))\n"
        "    warnings.append('late entry')\n"
        "    tf.notices.append('opened read-only: ' + 'x')\n"
        "    raise ListFileError('bad line', 4)\n"
        "def h(n):\n"
        "    raise OperationRefused(translate('DbRefusal', 'round {n}').format(n=n))\n"
    )
    assert sorted(int(line.split(":")[1]) for line in unmarked_messages(code)) == [2, 4, 5, 6, 7]


@pytest.mark.sqlite_only("scan")
def test_every_message_of_the_db_area_goes_through_translate() -> None:
    files = translations_script().area_sources()["db"]
    assert (
        "operations/ops_rounds.py" in files
        and "player_library/api.py" in files
        and "cli/main.py" not in files
    )
    found = [m for f in files for m in unmarked_messages((REPO / f).read_text(encoding="utf-8"), f)]
    assert found == []


@pytest.mark.sqlite_only("scan")
def test_every_marked_text_of_the_db_area_is_in_its_catalogue() -> None:
    """``pyside6-lupdate`` skips a ``translate`` call it cannot parse (a call among its arguments) without
    a word: every literal ``translate``/``QT_TRANSLATE_NOOP`` of the area must be in ``db_fr.ts``."""
    held = {(m.context, m.source) for m in read_ts(REPO / "resources" / "translations" / "db_fr.ts")}
    marked = []
    for name in translations_script().area_sources()["db"]:
        for node in ast.walk(ast.parse((REPO / name).read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("translate", "QT_TRANSLATE_NOOP")
                and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2])
            ):
                context, source = (a.value for a in node.args[:2] if isinstance(a, ast.Constant))
                marked.append((name, node.lineno, context, source))
    assert len(marked) > 400
    assert [m for m in marked if (m[2], m[3]) not in held] == []


def test_a_count_in_a_refusal_takes_the_plural_forms(french: Catalogue, store_url: str) -> None:
    with new_file(store_url, players=4) as tf:
        tf.rounds.pair_next(pairer=pairer)
        with pytest.raises(operations.OperationRefused) as refused:
            tf.results.set(1, 9, None)
    source = "round {round_number} has no board {board} (it has %n board(s))"
    expected = french.translate("DbRefusal", source, None, 2).format(round_number=1, board=9)
    assert str(refused.value) == expected == "la ronde 1 n'a pas d'échiquier 9 (elle a 2 échiquiers)"


@pytest.mark.sqlite_only("no_store")
def test_a_result_label_follows_the_language(french: Catalogue) -> None:
    from values import GameResult

    assert GameResult.DRAW_UNRATED.label == _french(french, "DbResult", "\u00bd-\u00bd (unrated)")
    assert GameResult.DRAW.label == "\u00bd-\u00bd"
