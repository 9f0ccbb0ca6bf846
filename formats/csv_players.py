"""Players from a CSV file (a spreadsheet export), read for an import preview. No Qt here: the
``arbiter import-csv`` command and the window's import dialog both use it.

Recognised headers (case-insensitive): name (or surname + first name), rating / elo, title, fed /
federation / country, fide id / id, sex / gender, birth / born / birth date. Separator: comma,
semicolon or tab (sniffed). Encoding: UTF-8 (with or without BOM), else Latin-1. The players file of
``arbiter export csv`` (``outputs.exports.csv_export``) reads back as it was written: its ``No`` and
``Withdrawn from round`` columns are not read, and the apostrophe it puts before a text cell a spreadsheet
would take for a formula is taken off (``formats.csv_cells.from_spreadsheet``).

``parse_players_csv`` reads every row it can and collects a ``ImportProblem`` (with its line number) for
each one it cannot; a file that is no player list at all (empty, binary, no name column) raises
``CsvImportError``. What is done with the rows (checked against the players registered, added in
one transaction) is ``TournamentFile.players.preview_import`` / ``import_players``.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import translate
from engine.model import Sex
from formats.csv_cells import csv_file_text, from_spreadsheet
from values import ImportProblem, PlayerDetails

_HEADERS = {
    "name": ("name", "player", "full name", "player name"),
    "surname": ("surname", "last name", "family name", "lastname"),
    "first": ("first name", "firstname", "given name", "forename"),
    "rating": ("rating", "elo", "fide rating", "rtg", "std"),
    "title": ("title", "tit"),
    "federation": ("fed", "federation", "country", "nation"),
    "fide_id": ("fide id", "fideid", "fide_id", "id fide", "fide", "id"),
    "sex": ("sex", "gender", "s"),
    "birth_date": ("birth", "born", "birth date", "birthdate", "birthday", "b-day", "year of birth", "yob"),
}
MAX_RATING_DIGITS = 4


class CsvImportError(ArbiterError):
    """A CSV file that is no list of players (empty, binary, no name column, unreadable)."""


@dataclass(frozen=True, slots=True)
class CsvRow:
    """One player read from the file, with the line it is on (the header is line 1)."""

    line: int
    details: PlayerDetails


@dataclass(frozen=True, slots=True)
class ParsedCsv:
    """Every row read (``rows``) and every row that could not be (``problems``), in line order."""

    rows: tuple[CsvRow, ...]
    problems: tuple[ImportProblem, ...]
    source: str = ""
    """The file's name (written in the audit log of the import)."""


def _column_map(header: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for i, h in enumerate(header):
        key = " ".join(h.strip().lower().replace("_", " ").split())
        for field, names in _HEADERS.items():
            if key in names and field not in found:
                found[field] = i
    return found


def _sex(text: str) -> Sex | None:
    t = text.strip().lower()
    if t in ("f", "w", "female", "woman"):
        return Sex.FEMALE
    if t in ("m", "male", "man"):
        return Sex.MALE
    if t in ("", "-", "?"):
        return Sex.UNKNOWN
    return None


def parse_players_csv(text: str, source: str = "") -> ParsedCsv:
    """The players of a CSV text, and the problems of the rows that cannot be read.

    Raises ``CsvImportError`` when the text is no player list at all."""
    if "\x00" in text:
        raise CsvImportError(
            translate("DbImport", "{name} is not a text file (it holds NUL bytes); export it as CSV").format(
                name=source or translate("DbImport", "the file")
            )
        )
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        records = list(csv.reader(io.StringIO(text, newline=""), dialect))
    except csv.Error as exc:
        raise CsvImportError(
            translate("DbImport", "{name} cannot be read as CSV: {reason}").format(
                name=source or translate("DbImport", "the file"), reason=exc
            )
        ) from exc
    if not records or not any(cell.strip() for cell in records[0]):
        raise CsvImportError(
            translate("DbImport", "{name} is empty").format(
                name=source or translate("DbImport", "the CSV file")
            )
        )
    columns = _column_map(records[0])
    if "name" not in columns and "surname" not in columns:
        raise CsvImportError(
            translate(
                "DbImport", "line 1: no name column found in {header!r} (expected 'Name' or 'Surname')"
            ).format(header=", ".join(records[0]))
        )
    rows: list[CsvRow] = []
    problems: list[ImportProblem] = []
    # A quoted cell may span lines: count physical lines to name the line a row starts on.
    line_of = _record_lines(text, dialect, len(records))
    for index, record in enumerate(records[1:], start=1):
        line = line_of[index]
        if not any(cell.strip() for cell in record):
            continue
        row_or_problem = _read_row(record, columns, line)
        if isinstance(row_or_problem, ImportProblem):
            problems.append(row_or_problem)
        else:
            rows.append(row_or_problem)
    return ParsedCsv(tuple(rows), tuple(problems), source)


def _record_lines(text: str, dialect: type[csv.Dialect] | csv.Dialect, count: int) -> list[int]:
    """The line number each CSV record starts on."""
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    starts: list[int] = []
    line = 1
    while len(starts) < count:
        starts.append(line)
        try:
            next(reader)
        except (StopIteration, csv.Error):
            break
        line = reader.line_num + 1
    return starts + [line] * (count - len(starts))


def _read_row(record: list[str], columns: dict[str, int], line: int) -> CsvRow | ImportProblem:
    def cell(field: str) -> str:
        i = columns.get(field)
        return from_spreadsheet(record[i].strip()) if i is not None and i < len(record) else ""

    name = cell("name")
    if not name:
        surname, first = cell("surname"), cell("first")
        name = f"{surname}, {first}" if first else surname
    if not name:
        return ImportProblem(line, translate("DbImport", "no name in {row!r}").format(row=",".join(record)))
    rating_text = cell("rating")
    if rating_text and not (rating_text.isascii() and rating_text.isdigit()):
        return ImportProblem(
            line,
            translate("DbImport", "rating {rating_text!r} is not a whole number").format(
                rating_text=rating_text
            ),
        )
    if len(rating_text) > MAX_RATING_DIGITS:
        return ImportProblem(
            line,
            translate("DbImport", "rating {rating_text!r} is not a plausible rating").format(
                rating_text=rating_text
            ),
        )
    sex = _sex(cell("sex"))
    if sex is None:
        return ImportProblem(
            line, translate("DbImport", "sex {sex!r}: use m or w (or leave it empty)").format(sex=cell("sex"))
        )
    return CsvRow(
        line,
        PlayerDetails(
            name=name,
            rating=int(rating_text) if rating_text else 0,
            title=cell("title").upper(),
            federation=cell("federation").upper(),
            fide_id=cell("fide_id"),
            sex=sex,
            birth_date=cell("birth_date"),
        ),
    )


def read_players_csv_file(path: Path) -> ParsedCsv:
    """``parse_players_csv`` of a file; ``CsvImportError`` when it cannot be read or is not text."""
    return parse_players_csv(
        csv_file_text(path, CsvImportError, translate("DbImport", "the player list")), path.name
    )
