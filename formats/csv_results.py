"""The results of a round from a CSV file: the pairings file that ``arbiter export csv`` writes
(``pairings.csv``), with the Result column filled in (by hand, in a spreadsheet, by a results app).

Needed headers (case and spacing ignored): ``Round``, ``Board``, ``White No``, ``Black No``,
``Result``; the name and rating columns are for people and are not read. Rows without a board (the
byes) and rows with an empty result are left out. A result is read as the arbiter types it
(``GameResult.parse``: ``1-0``, ``0-1``, ``1/2``, ``+/-``, ``-/+``, ``-/-``, ``W-L``...). Separator:
comma, semicolon or tab. Encoding: UTF-8 (with or without BOM), else Latin-1.

``parse_results_csv`` keeps every row it can read and an ``ImportProblem`` (with its line) for each
it cannot; a file that is no results list at all raises ``CsvResultsError``. Checking the rows
against the boards of the file and entering them in one transaction is ``operations.ops_result_import``.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from engine.errors import ArbiterError
from engine.i18n import translate
from formats.csv_cells import csv_file_text, from_spreadsheet
from values import GameResult, ImportProblem

PAIRINGS_HEADER = (
    "Round",
    "Board",
    "White No",
    "White",
    "White Rating",
    "Result",
    "Black No",
    "Black",
    "Black Rating",
)
"""The header of the pairings file (``outputs.exports.csv_export``), which this module reads back."""

NEEDED = ("round", "board", "white no", "black no", "result")


class CsvResultsError(ArbiterError):
    """A CSV file that is no list of results (empty, binary, a needed column missing)."""


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One board's result as read, with the line it is on (the header is line 1)."""

    line: int
    round: int
    board: int
    white_number: int
    black_number: int
    result: GameResult


@dataclass(frozen=True, slots=True)
class ParsedResults:
    """The rows read (``rows``), the rows that could not be (``problems``), in line order."""

    rows: tuple[ResultRow, ...]
    problems: tuple[ImportProblem, ...]
    source: str = ""

    @property
    def rounds(self) -> tuple[int, ...]:
        """The rounds the rows are of, in order."""
        return tuple(sorted({r.round for r in self.rows}))


CSV_FORFEITS = {
    GameResult.WHITE_WINS_FORFEIT: "1F-0F",
    GameResult.BLACK_WINS_FORFEIT: "0F-1F",
    GameResult.DOUBLE_FORFEIT: "0F-0F",
}
"""Forfeits as the pairings file writes them: ``+/-`` would be a formula to a spreadsheet."""


def csv_result(result: GameResult | None) -> str:
    """A board's result in the Result column (empty while the game is played)."""
    if result is None:
        return ""
    return CSV_FORFEITS.get(result, result.value)


def _key(header: str) -> str:
    return " ".join(header.strip().lower().replace("_", " ").replace(".", " ").split())


def parse_results_csv(text: str, source: str = "") -> ParsedResults:
    """The results in a CSV text, and the problems of the rows that cannot be read."""
    name = source or "the file"
    if "\x00" in text:
        raise CsvResultsError(
            translate("DbImport", "{name} is not a text file (it holds NUL bytes); export it as CSV").format(
                name=name
            )
        )
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text, newline=""), dialect)
    try:
        header = next(reader, None)
        if header is None or not any(c.strip() for c in header):
            raise CsvResultsError(translate("DbImport", "{name} is empty").format(name=name))
        columns = {_key(h): i for i, h in reversed(list(enumerate(header)))}
        missing = [n for n in NEEDED if n not in columns]
        if missing:
            raise CsvResultsError(
                translate(
                    "DbImport",
                    "line 1 of {name}: no column {columns} "
                    "(a results file has the header of pairings.csv: {header})",
                ).format(
                    name=name,
                    columns=", ".join(repr(m.title()) for m in missing),
                    header=", ".join(PAIRINGS_HEADER),
                )
            )
        rows: list[ResultRow] = []
        problems: list[ImportProblem] = []
        line = reader.line_num + 1
        for record in reader:
            found = _read_row(record, columns, line)
            if isinstance(found, ImportProblem):
                problems.append(found)
            elif found is not None:
                rows.append(found)
            line = reader.line_num + 1
    except csv.Error as exc:
        raise CsvResultsError(
            translate("DbImport", "line {line_num} of {name} cannot be read as CSV: {exc}").format(
                line_num=reader.line_num, name=name, exc=exc
            )
        ) from exc
    return ParsedResults(tuple(rows), tuple(problems), source)


def _read_row(record: list[str], columns: dict[str, int], line: int) -> ResultRow | ImportProblem | None:
    def cell(field: str) -> str:
        i = columns[field]
        return from_spreadsheet(record[i].strip()) if i < len(record) else ""

    if not any(c.strip() for c in record) or not cell("board") or not cell("result"):
        return None  # an empty line, a bye, a game without result yet
    numbers: dict[str, int] = {}
    for field in ("round", "board", "white no", "black no"):
        text = cell(field)
        if not (text.isascii() and text.isdigit()) or int(text) < 1:
            return ImportProblem(
                line,
                translate("DbImport", "{field} {text!r} is not a number").format(
                    field=field.title(), text=text
                ),
            )
        numbers[field] = int(text)
    try:
        result = GameResult.parse(cell("result"))
    except ValueError as exc:
        return ImportProblem(line, str(exc))
    return ResultRow(
        line, numbers["round"], numbers["board"], numbers["white no"], numbers["black no"], result
    )


def read_results_csv_file(path: Path) -> ParsedResults:
    """``parse_results_csv`` of a file; ``CsvResultsError`` when it cannot be read or is not text."""
    return parse_results_csv(csv_file_text(path, CsvResultsError, "the results"), path.name)
