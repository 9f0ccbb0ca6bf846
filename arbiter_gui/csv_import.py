"""Players from a CSV file (a spreadsheet export): header names are matched loosely.

Recognised headers (case-insensitive): name (or surname + first name), rating / elo, title, fed /
federation / country, fide id / id, sex / gender, birth / born / birth date. Separator: comma or
semicolon (sniffed). Each row becomes a ``PlayerDetails``; a bad row is reported with its line number.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from arbiter_gui.catalogue import translate
from db.values import PlayerDetails
from engine.errors import ArbiterError
from engine.model import Sex

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


class CsvImportError(ArbiterError):
    """A CSV file whose players cannot be read (no name column, bad rating ...)."""


def _column_map(header: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for i, h in enumerate(header):
        key = " ".join(h.strip().lower().replace("_", " ").split())
        for field, names in _HEADERS.items():
            if key in names and field not in found:
                found[field] = i
    return found


def read_players_csv(text: str) -> list[PlayerDetails]:
    """The players of a CSV text; raises ``CsvImportError`` naming the line for a bad row."""
    sample = text[:4096]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO(text), dialect))
    if not rows:
        raise CsvImportError(translate("CsvImport", "the CSV file is empty"))
    columns = _column_map(rows[0])
    if "name" not in columns and "surname" not in columns:
        raise CsvImportError(
            translate(
                "CsvImport", "line 1: no name column found in {header!r} (expected 'Name' or 'Surname')"
            ).format(header=", ".join(rows[0]))
        )
    players = []
    for line_number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue

        def cell(field: str, row: list[str] = row) -> str:
            i = columns.get(field)
            return row[i].strip() if i is not None and i < len(row) else ""

        name = cell("name")
        if not name:
            surname, first = cell("surname"), cell("first")
            name = f"{surname}, {first}" if first else surname
        if not name:
            raise CsvImportError(
                translate("CsvImport", "line {line}: no name in {row!r}").format(
                    line=line_number, row=",".join(row)
                )
            )
        rating_text = cell("rating")
        if rating_text and not rating_text.isdigit():
            raise CsvImportError(
                translate("CsvImport", "line {line}: rating {rating!r} is not a whole number").format(
                    line=line_number, rating=rating_text
                )
            )
        sex_text = cell("sex").lower()
        sex = (
            Sex.FEMALE
            if sex_text in ("f", "w", "female", "woman")
            else Sex.MALE
            if sex_text in ("m", "male", "man")
            else Sex.UNKNOWN
        )
        players.append(
            PlayerDetails(
                name=name,
                rating=int(rating_text) if rating_text else 0,
                title=cell("title").upper(),
                federation=cell("federation").upper(),
                fide_id=cell("fide_id"),
                sex=sex,
                birth_date=cell("birth_date"),
            )
        )
    return players


def read_players_csv_file(path: Path) -> list[PlayerDetails]:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        text = path.read_text(encoding="latin-1")
    return read_players_csv(text)
