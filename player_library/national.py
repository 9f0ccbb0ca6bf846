"""National rating lists: a CSV or TXT file whose columns the arbiter maps to our fields.

Every federation publishes its list differently, so nothing is guessed silently: a ``ColumnMapping``
says which column holds which field (the GUI's mapping dialog builds it over a preview; mappings are
saved by name in the library for next month's list), how the columns are separated (a delimiter, or
fixed widths given by the column starts) and whether the first line is a header.

The fields: ``name`` ("Surname, First name") or ``surname`` + ``first_name``; ``national_id``,
``rating`` (the national rating), ``fide_id``, ``federation``, ``sex``, ``title``, ``birth`` (a year or
a date), ``club``, ``city``. A row that cannot be read (no name, a rating that is not a number...)
stops the import with its line number; nothing of the file is kept.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import QT_TRANSLATE_NOOP, translate
from player_library.errors import ListFileError
from player_library.fold import name_keys
from player_library.sources import _decode

FIELDS = (
    "name",
    "surname",
    "first_name",
    "national_id",
    "rating",
    "fide_id",
    "federation",
    "sex",
    "title",
    "birth",
    "club",
    "city",
)
"""The fields a column may be mapped to."""

FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("DbLibrary", "Name (Surname, First name)"),
    "surname": QT_TRANSLATE_NOOP("DbLibrary", "Surname"),
    "first_name": QT_TRANSLATE_NOOP("DbLibrary", "First name"),
    "national_id": QT_TRANSLATE_NOOP("DbLibrary", "National ID"),
    "rating": QT_TRANSLATE_NOOP("DbLibrary", "National rating"),
    "fide_id": QT_TRANSLATE_NOOP("DbLibrary", "FIDE ID"),
    "federation": QT_TRANSLATE_NOOP("DbLibrary", "Federation"),
    "sex": QT_TRANSLATE_NOOP("DbLibrary", "Sex"),
    "title": QT_TRANSLATE_NOOP("DbLibrary", "Title"),
    "birth": QT_TRANSLATE_NOOP("DbLibrary", "Birth (year or date)"),
    "club": QT_TRANSLATE_NOOP("DbLibrary", "Club"),
    "city": QT_TRANSLATE_NOOP("DbLibrary", "City"),
}

DELIMITERS = {
    ",": QT_TRANSLATE_NOOP("DbLibrary", "comma"),
    ";": QT_TRANSLATE_NOOP("DbLibrary", "semicolon"),
    "\t": QT_TRANSLATE_NOOP("DbLibrary", "tab"),
    "|": QT_TRANSLATE_NOOP("DbLibrary", "vertical bar"),
}

_HEADER_GUESS = {
    "name": ("name", "player", "full name", "spielername", "nom", "nombre"),
    "surname": ("surname", "last name", "lastname", "family name", "nachname", "nom de famille", "apellido"),
    "first_name": ("first name", "firstname", "given name", "forename", "vorname", "prenom", "prénom"),
    "national_id": ("national id", "id", "member", "member id", "membership", "code", "pkz", "mitgliedsnr",
                    "zps", "licence", "license", "nr"),
    "rating": ("rating", "national rating", "elo", "dwz", "rtg", "nat rating", "grade"),
    "fide_id": ("fide id", "fideid", "fide_id", "id fide", "fide"),
    "federation": ("fed", "federation", "country", "nation", "land"),
    "sex": ("sex", "gender", "geschlecht", "sexe"),
    "title": ("title", "tit", "titel"),
    "birth": ("birth", "born", "birth date", "birthdate", "birthday", "year of birth", "yob", "geburt",
              "geburtsjahr", "b day"),
    "club": ("club", "verein", "club name", "klub", "team"),
    "city": ("city", "town", "ort", "ville", "place"),
}  # fmt: skip

_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?!\d)")
_FED = re.compile(r"^[A-Za-z]{3}$")


@dataclass(frozen=True, slots=True)
class ColumnMapping:
    """How to read a national list: ``columns[field]`` is the 0-based column of the field."""

    columns: dict[str, int] = field(default_factory=dict)
    delimiter: str = ""
    """``,``, ``;``, tab or ``|``; "" = recognise it from the file. Ignored with ``fixed_starts``."""
    fixed_starts: tuple[int, ...] = ()
    """Fixed-width columns: where each column starts (0-based characters); empty = delimited."""
    header: bool = True
    """The first line holds the column names (it is not a player)."""

    def to_json(self) -> str:
        return json.dumps(
            {
                "columns": self.columns,
                "delimiter": self.delimiter,
                "fixed_starts": list(self.fixed_starts),
                "header": self.header,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> ColumnMapping:
        data = json.loads(text)
        return cls(
            columns={str(k): int(v) for k, v in data.get("columns", {}).items()},
            delimiter=str(data.get("delimiter", "")),
            fixed_starts=tuple(int(v) for v in data.get("fixed_starts", ())),
            header=bool(data.get("header", True)),
        )

    def check(self) -> None:
        """Refuse a mapping without a name column, or with an unknown field."""
        unknown = [f for f in self.columns if f not in FIELDS]
        if unknown:
            raise ListFileError(
                translate("DbLibrary", "unknown field(s) in the mapping: {fields}").format(
                    fields=", ".join(unknown)
                )
            )
        if "name" not in self.columns and "surname" not in self.columns:
            raise ListFileError(translate("DbLibrary", "map a column to the name (or to the surname) first"))


@dataclass(frozen=True, slots=True)
class NationalRow:
    """One player of a national list as read with a mapping."""

    line: int
    name: str
    national_id: str = ""
    rating: int | None = None
    fide_id: int | None = None
    federation: str = ""
    sex: str = ""
    title: str = ""
    birth_year: int | None = None
    club: str = ""
    city: str = ""


@dataclass(frozen=True, slots=True)
class NationalPreview:
    """The first lines of a national list, cut into columns, and what the mapping makes of them."""

    header: tuple[str, ...]
    """The first line's cells (the column names when ``mapping.header``)."""
    lines: tuple[tuple[str, ...], ...]
    """The first lines (after the header), cut into columns."""
    rows: tuple[NationalRow, ...]
    delimiter: str
    guessed: dict[str, int]
    """The columns the header names suggest for each field (a starting point for the dialog)."""
    problem: str = ""


MAX_NATIONAL_BYTES = 128 << 20
"""The largest national list read (it is read whole): 128 MiB, about a million players of 130 bytes."""


def read_text(path: Path) -> str:
    """The file as text (UTF-8, else Latin-1 per line); ``ListFileError`` if it cannot be read or is
    larger than ``MAX_NATIONAL_BYTES``."""
    try:
        size = path.stat().st_size
        if size > MAX_NATIONAL_BYTES:
            raise ListFileError(
                translate(
                    "DbLibrary",
                    "{name} holds {size} MB, more than the {limit} MB a national list may have",
                ).format(name=path.name, size=f"{size / (1 << 20):,.0f}", limit=MAX_NATIONAL_BYTES >> 20)
            )
        raw = path.read_bytes()
    except OSError as exc:
        raise ListFileError(
            translate("DbLibrary", "{path}: {strerror}").format(path=path, strerror=exc.strerror)
        ) from exc
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    return _decode(raw, "utf-8")


def sniff_delimiter(text: str) -> str:
    """The delimiter the first lines use most consistently (comma when nothing fits)."""
    sample = "\n".join(text.splitlines()[:50])
    try:
        return csv.Sniffer().sniff(sample, delimiters="".join(DELIMITERS)).delimiter
    except csv.Error:
        counts = {d: sample.count(d) for d in DELIMITERS}
        best = max(counts, key=lambda d: counts[d])
        return best if counts[best] else ","


def _cells(text: str, mapping: ColumnMapping, delimiter: str) -> Iterator[tuple[int, list[str]]]:
    """(line number, cells) of every non-empty line."""
    if mapping.fixed_starts:
        starts = sorted(set(mapping.fixed_starts))
        for number, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                bounds = [*starts[1:], None]
                yield number, [line[a:b].strip() for a, b in zip(starts, bounds, strict=True)]
        return
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    start = 1
    try:
        for cells in reader:
            if any(c.strip() for c in cells):
                yield start, [c.strip() for c in cells]
            start = reader.line_num + 1
    except csv.Error as exc:
        raise ListFileError(
            translate("DbLibrary", "the file cannot be read as a list ({exc})").format(exc=exc),
            reader.line_num,
        ) from exc


def guess_columns(header: Sequence[str]) -> dict[str, int]:
    """Fields the header names suggest: ``{"name": 1, "rating": 3, ...}``."""
    found: dict[str, int] = {}
    for i, cell in enumerate(header):
        key = " ".join(cell.strip().lower().replace("_", " ").replace(".", " ").replace("-", " ").split())
        for name, options in _HEADER_GUESS.items():
            if key in options and name not in found:
                found[name] = i
                break
    if "name" in found and "surname" in found:
        del found["name"]
    return found


def _number(text: str, what: str, line: int) -> int | None:
    value = text.strip()
    if not value or value in ("-", "0"):
        return None
    if not value.isdigit():
        raise ListFileError(
            translate("DbLibrary", "{what} {value!r} is not a number").format(what=what, value=value), line
        )
    return int(value)


def _sex(text: str) -> str:
    t = text.strip().lower()
    if t in ("f", "w", "female", "woman", "weiblich", "femme", "mujer", "feminin"):
        return "F"
    if t in ("m", "male", "man", "männlich", "maennlich", "homme", "hombre", "masculin"):
        return "M"
    return ""


def _row(line: int, cells: list[str], mapping: ColumnMapping) -> NationalRow:
    def cell(name: str) -> str:
        i = mapping.columns.get(name)
        return cells[i].strip() if i is not None and 0 <= i < len(cells) else ""

    name = cell("name")
    if not name:
        surname, first = cell("surname"), cell("first_name")
        name = f"{surname}, {first}" if surname and first else surname or first
    if not name:
        raise ListFileError(translate("DbLibrary", "no name in this line"), line)
    birth_text = cell("birth")
    year_match = _YEAR.search(birth_text)
    if birth_text and birth_text not in ("0", "-") and year_match is None:
        raise ListFileError(
            translate("DbLibrary", "birth {birth_text!r} holds no year").format(birth_text=birth_text), line
        )
    federation = cell("federation").upper()
    if federation and not _FED.match(federation):
        raise ListFileError(
            translate("DbLibrary", "federation {federation!r} is not a 3-letter code").format(
                federation=federation
            ),
            line,
        )
    return NationalRow(
        line=line,
        name=" ".join(name.split()),
        national_id=cell("national_id"),
        rating=_number(cell("rating"), "rating", line),
        fide_id=_number(cell("fide_id"), "FIDE ID", line),
        federation=federation,
        sex=_sex(cell("sex")),
        title=cell("title").upper(),
        birth_year=int(year_match.group(1)) if year_match else None,
        club=cell("club"),
        city=cell("city"),
    )


def read_rows(text: str, mapping: ColumnMapping) -> Iterator[NationalRow]:
    """Every player of the list; ``ListFileError`` (with the line) at the first that cannot be read."""
    mapping.check()
    delimiter = mapping.delimiter or sniff_delimiter(text)
    first = True
    for line, cells in _cells(text, mapping, delimiter):
        if first and mapping.header:
            first = False
            continue
        first = False
        yield _row(line, cells, mapping)


def preview(text: str, mapping: ColumnMapping, lines: int = 20) -> NationalPreview:
    """The first ``lines`` lines of the list and what ``mapping`` reads from them (a problem is
    reported, not raised: the dialog shows it while the arbiter fixes the mapping)."""
    delimiter = mapping.delimiter or sniff_delimiter(text)
    cut: list[tuple[int, list[str]]] = []
    problem = ""
    try:
        for item in _cells(text, mapping, delimiter):
            cut.append(item)
            if len(cut) > lines:
                break
    except ListFileError as exc:
        problem = str(exc)
    header = tuple(cut[0][1]) if cut else ()
    body = cut[1:] if mapping.header else cut
    rows: list[NationalRow] = []
    try:
        mapping.check()
        for line, cells in body[:lines]:
            rows.append(_row(line, cells, mapping))
    except ListFileError as exc:
        problem = problem or str(exc)
    return NationalPreview(
        header=header,
        lines=tuple(tuple(c) for _, c in body[:lines]),
        rows=tuple(rows),
        delimiter=delimiter,
        guessed=guess_columns(header) if mapping.header else {},
        problem=problem,
    )


def store_row(list_name: str, row: NationalRow) -> tuple[object, ...]:
    """The values of a ``national_players`` row (``player_library.store.NATIONAL_COLUMNS`` order)."""
    return (
        list_name,
        row.national_id,
        row.fide_id,
        row.name,
        row.federation,
        row.sex,
        row.title,
        row.birth_year,
        row.rating,
        row.club,
        row.city,
        *name_keys(row.name),
    )
