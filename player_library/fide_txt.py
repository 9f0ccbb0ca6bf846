"""FIDE's fixed-width TXT lists: the combined ``players_list_foa.txt`` and the per-type lists.

Layouts: ``shared/rules/fide/FIDE_Rating_List_Download_Formats.md`` sections 1 and 2. The columns are
not hard-coded: each field starts where its name starts in the header line (the robust reading that
survives FIDE moving a column), and ends where the next one starts. A per-type list names its rating
column after the month of the list (``APR26``); its games and K columns are ``Gms`` and ``K``.

Rows come out as tuples of text in the order of ``player_library.store.FIDE_COLUMNS`` (the per-type
rating in the standard, rapid or blitz place); SQLite turns the digits into numbers and refuses
anything else, and :func:`find_problem` then names the line at fault.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter

from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.rating.kfactor import RatingType
from player_library.errors import ListFileError
from player_library.fold import _ascii_key, name_keys

_HEADER_TOKEN = re.compile(r"ID Number|\S+")
_MONTH = re.compile(r"^[A-Z]{3}\d{2}$")

_COMBINED_NAMES = {
    "id": "fide_id",
    "id number": "fide_id",
    "name": "name",
    "fed": "federation",
    "sex": "sex",
    "tit": "title",
    "wtit": "women_title",
    "otit": "other_titles",
    "foa": "foa_title",
    "srtng": "std_rating",
    "sgm": "std_games",
    "sk": "std_k",
    "rrtng": "rapid_rating",
    "rgm": "rapid_games",
    "rk": "rapid_k",
    "brtng": "blitz_rating",
    "bgm": "blitz_games",
    "bk": "blitz_k",
    "b-day": "birth_year",
    "bday": "birth_year",
    "flag": "flag",
}

ROW_FIELDS = (
    "fide_id",
    "name",
    "federation",
    "sex",
    "title",
    "women_title",
    "other_titles",
    "foa_title",
    "std_rating",
    "std_games",
    "std_k",
    "rapid_rating",
    "rapid_games",
    "rapid_k",
    "blitz_rating",
    "blitz_games",
    "blitz_k",
    "birth_year",
    "flag",
)
"""What a reader gives for each player (all text), before the sort key and the search words."""

_PREFIX = {RatingType.STANDARD: "std", RatingType.RAPID: "rapid", RatingType.BLITZ: "blitz"}
NUMERIC_FIELDS = frozenset(ROW_FIELDS[8:18])
"""The fields that hold numbers (ratings, games, K factors, birth year)."""
_NUMERIC = NUMERIC_FIELDS
_NUMERIC_INDEXES = tuple(range(8, 18))
_LABELS = {
    "fide_id": QT_TRANSLATE_NOOP("DbLibrary", "FIDE ID"),
    "std_rating": QT_TRANSLATE_NOOP("DbLibrary", "standard rating"),
    "std_games": QT_TRANSLATE_NOOP("DbLibrary", "standard games"),
    "std_k": QT_TRANSLATE_NOOP("DbLibrary", "standard K factor"),
    "rapid_rating": QT_TRANSLATE_NOOP("DbLibrary", "rapid rating"),
    "rapid_games": QT_TRANSLATE_NOOP("DbLibrary", "rapid games"),
    "rapid_k": QT_TRANSLATE_NOOP("DbLibrary", "rapid K factor"),
    "blitz_rating": QT_TRANSLATE_NOOP("DbLibrary", "blitz rating"),
    "blitz_games": QT_TRANSLATE_NOOP("DbLibrary", "blitz games"),
    "blitz_k": QT_TRANSLATE_NOOP("DbLibrary", "blitz K factor"),
    "birth_year": QT_TRANSLATE_NOOP("DbLibrary", "birth year"),
}
_FED = re.compile(r"^([A-Z]{3})?$")


def type_fields(kind: RatingType) -> tuple[str, str, str]:
    """The row fields the rating, games and K of a per-type list go to."""
    p = _PREFIX[kind]
    return (f"{p}_rating", f"{p}_games", f"{p}_k")


@dataclass(frozen=True, slots=True)
class TxtColumns:
    """Where each field of a TXT list is: ``spans[field] = (start, end)`` (end None = to the line end)."""

    spans: dict[str, tuple[int, int | None]]
    rating_type: RatingType | None
    """None for the combined list."""
    month: str = ""

    def getter(self) -> Callable[[str], tuple[str, ...]]:
        """A function cutting a line into the ``ROW_FIELDS`` (absent fields give "")."""
        slices = [slice(*self.spans[f]) if f in self.spans else slice(0, 0) for f in ROW_FIELDS]
        return itemgetter(*slices)


def read_header(line: str, kind_hint: RatingType | None = None) -> TxtColumns:
    """The columns named by a header line; raises ``ListFileError`` (line 1) if it is not one.

    ``kind_hint``: the rating type of a per-type list whose header does not say it (from its file name).
    """
    tokens = [(m.group(), m.start()) for m in _HEADER_TOKEN.finditer(line.rstrip("\r\n"))]
    fields: list[tuple[str, int]] = []
    month = ""
    per_type = False
    for text, start in tokens:
        key = text.lower()
        if key in _COMBINED_NAMES:
            fields.append((_COMBINED_NAMES[key], start))
        elif _MONTH.match(text) or key in ("rtng", "rating"):
            month = text if _MONTH.match(text) else ""
            fields.append(("*rating", start))
            per_type = True
        elif key in ("gms", "gm", "games"):
            fields.append(("*games", start))
        elif key == "k":
            fields.append(("*k", start))
        else:
            fields.append(("", start))  # a column we do not use
    names = [f for f, _ in fields]
    if "fide_id" not in names or "name" not in names:
        raise ListFileError(
            translate(
                "DbLibrary",
                "this is not a FIDE rating list: its first line should be the header "
                "'ID Number  Name  Fed Sex Tit ...'",
            ),
            1,
            line,
        )
    kind: RatingType | None = None
    if per_type:
        kind = kind_hint or RatingType.STANDARD
    rating, games, k = type_fields(kind) if kind else ("", "", "")
    spans: dict[str, tuple[int, int | None]] = {}
    for i, (name, start) in enumerate(fields):
        end = fields[i + 1][1] if i + 1 < len(fields) else None
        target = {"*rating": rating, "*games": games, "*k": k}.get(name, name)
        if target:
            spans[target] = (start, end)
    return TxtColumns(spans, kind, month)


def finish(row: Sequence[str]) -> tuple[str | None, ...]:
    """A reader's row with the sort key and the search words (folded; the federation as ``#xyz``)."""
    return (*row, *name_keys(row[1]))


def _numbers_slice(columns: TxtColumns) -> slice | None:
    """One slice over every numeric column when they follow each other (as FIDE lays them out)."""
    spans = sorted(columns.spans[f] for f in _NUMERIC if f in columns.spans)
    if not spans or any(a[1] != b[0] for a, b in zip(spans, spans[1:], strict=False)):
        return None
    return slice(spans[0][0], spans[-1][1])


def parse_lines(columns: TxtColumns, lines: list[str]) -> list[tuple[str | None, ...]] | None:
    """The rows of ``lines`` (blank lines skipped), name stripped, sort key and search words added;
    None when a line holds something else than digits where numbers belong (``find_problem`` says
    which).

    Cheap on purpose (1.5 million lines): the other fields keep their padding (SQLite reads the
    numbers through it; ``player_library.convert`` strips the text), and a wrong FIDE ID is refused
    by SQLite.
    """
    cut = columns.getter()
    numbers = _numbers_slice(columns)
    fed_span = columns.spans.get("federation")
    fed_slice = slice(*fed_span) if fed_span is not None else None
    rows: list[tuple[str | None, ...]] = []
    append = rows.append
    digits = "0123456789 \r"
    for line in lines:
        if not line or line.isspace():
            continue
        if fed_slice is not None and not line.isascii() and not _FED.match(line[fed_slice].strip()):
            line = _byte_aligned(line, columns)
        if numbers is not None and line[numbers].strip(digits):
            return None
        row = cut(line)
        name = row[1].strip()
        if name.isascii():
            append((row[0], name, *row[2:], _ascii_key(name), None))
        else:
            append((row[0], name, *row[2:], *name_keys(name)))
    if numbers is None:
        for stored in rows:
            for i in _NUMERIC_INDEXES:
                value = stored[i]
                if value is not None and value.strip(digits):
                    return None
    return rows


def _byte_aligned(line: str, columns: TxtColumns) -> str:
    """A line whose columns were padded by bytes of UTF-8 rather than by characters (a name with
    accents then pushes the columns after it left): the line re-cut by bytes, padded by characters."""
    start, end = columns.spans["name"]
    raw = line.encode("utf-8")
    head = raw[:start].decode("utf-8", errors="replace")
    name = raw[start:end].decode("utf-8", errors="replace")
    tail = raw[end:].decode("utf-8", errors="replace") if end is not None else ""
    width = (end or len(line)) - start
    return head + name.ljust(width) + tail


def _cut(columns: TxtColumns, line: str) -> dict[str, str]:
    cut = columns.getter()
    row = dict(zip(ROW_FIELDS, (v.strip() for v in cut(line)), strict=True))
    if not line.isascii() and not _FED.match(row["federation"]):
        row = dict(zip(ROW_FIELDS, (v.strip() for v in cut(_byte_aligned(line, columns))), strict=True))
    return row


def problem_in_values(row: dict[str, str]) -> str:
    """Why a player's values (``ROW_FIELDS`` -> text) cannot be in a list; "" when they can."""
    if not row["fide_id"]:
        return translate("DbLibrary", "no FIDE ID")
    if not row["fide_id"].isdigit() or int(row["fide_id"]) <= 0 or len(row["fide_id"]) > 15:
        return translate("DbLibrary", "FIDE ID {fide_id!r} is not a number").format(fide_id=row["fide_id"])
    if not row["name"]:
        return translate("DbLibrary", "the player has no name")
    if not _FED.match(row["federation"]):
        return translate(
            "DbLibrary", "federation {federation!r} is not a 3-letter code (is the line cut or shifted?)"
        ).format(federation=row["federation"])
    if row["sex"] not in ("", "M", "F", "m", "f"):
        return translate("DbLibrary", "sex {sex!r} is not M or F").format(sex=row["sex"])
    for field in ROW_FIELDS:
        value = row[field]
        if field in _NUMERIC and value and not value.isdigit():
            return translate("DbLibrary", "{field} {value!r} is not a number").format(
                field=translate("DbLibrary", _LABELS[field]), value=value
            )
    return ""


def find_problem(columns: TxtColumns, lines: list[str], first_line: int) -> ListFileError | None:
    """The first line of ``lines`` whose values a list may not hold, as the error to report."""
    for i, line in enumerate(lines):
        if not line or line.isspace():
            continue
        reason = problem_in_values(_cut(columns, line))
        if reason:
            return ListFileError(reason, first_line + i, line)
    return None
