"""The player record ``001`` (TRF16 / TRF26 "Player Section"): one line per player.

Columns (1-based, as in the FIDE tables): 1-3 ``001``, 5-8 starting rank, 10 sex, 11-13 title,
15-47 name, 49-52 FIDE rating, 54-56 federation, 58-68 FIDE number, 70-79 birth date, 81-84
points, 86-89 rank, then one 10-column cell per round from column 92: 92-95 opponent (``0000`` or
blanks = none), 97 scheduled colour, 99 result.
"""

from __future__ import annotations

import contextlib
import re
from fractions import Fraction

from engine.errors import InvalidTournamentError, TrfError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import NOT_PAIRED, Colour, PairingNumber, Player, ResultCode, RoundEntry, Sex
from engine.titles import fide_title
from engine.trf.fields import format_points, parse_int, parse_optional_int, parse_points

FIRST_ROUND_COLUMN = 91
"""0-based index of column 92, where the cell of round 1 starts."""
ROUND_WIDTH = 10

_SEPARATORS = (3, 8, 47, 52, 79, 84, 89, 90)
"""0-based indexes of the blank columns that separate fixed fields (columns 4, 9, 48, 53, 80, 85, 90, 91)."""

_DATE = re.compile(r"[0-9/.\- ]*")
_FIDE_ID = re.compile(r"[0-9]*")
_SEX = {"": Sex.UNKNOWN, "m": Sex.MALE, "w": Sex.FEMALE, "f": Sex.FEMALE}
_COLOUR = {"w": Colour.WHITE, "b": Colour.BLACK, "-": Colour.NONE, " ": Colour.NONE}
_RESULT = {code.value: code for code in ResultCode}
_NO_OPPONENT_RESULTS = frozenset(
    {ResultCode.HALF_BYE, ResultCode.FULL_BYE, ResultCode.PAIRING_BYE, ResultCode.ZERO_BYE}
)
LEGACY_CELLS = {
    ResultCode.FORFEIT_WIN: RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE),
    ResultCode.FORFEIT_LOSS: NOT_PAIRED,
    ResultCode.DRAW: RoundEntry(None, Colour.NONE, ResultCode.HALF_BYE),
}
"""Cells without an opponent that programs older than TRF16 (which has no U, H, F, Z codes) and lichess
write: a win (``0000 - +``) is the pairing-allocated bye, a loss (``0000 - -``) the round not played
(``Z``), a draw (``0000 - =``) a half-point bye, as bbpPairings reads them (``fileformats/trf.cpp``:
``+`` without opponent takes part in the pairing with a win, ``-`` does not)."""


def parse_player_line(line: str) -> Player:
    """Read one ``001`` line (without its line break). Raises :class:`TrfError` with the reason."""
    text = line.rstrip()
    padded = text.ljust(FIRST_ROUND_COLUMN)
    for index in _SEPARATORS:
        if padded[index] != " ":
            raise TrfError(
                translate("TrfError", "column {column} must be blank (a field is out of place)").format(
                    column=index + 1
                )
            )
    number = parse_int(padded[4:8], QT_TRANSLATE_NOOP("TrfField", "the starting rank (columns 5-8)"))
    if not 1 <= number <= 9999:
        raise TrfError(
            translate("TrfError", "the starting rank must be 1 to 9999, found {found}").format(found=number)
        )
    sex_text = padded[9].strip().lower()
    if sex_text not in _SEX:
        raise TrfError(
            translate("TrfError", "sex (column 10) must be m or w, found {found}").format(
                found=repr(padded[9])
            )
        )
    rating = (
        parse_optional_int(padded[48:52], QT_TRANSLATE_NOOP("TrfField", "the rating (columns 49-52)")) or 0
    )
    fide_id = padded[57:68].strip()
    if not _FIDE_ID.fullmatch(fide_id):
        raise TrfError(
            translate("TrfError", "the FIDE number (columns 58-68) must be digits, found {found}").format(
                found=repr(fide_id)
            )
        )
    birth = padded[69:79].strip()
    if not _DATE.fullmatch(birth):
        raise TrfError(
            translate("TrfError", "the birth date (columns 70-79) must be YYYY/MM/DD, found {found}").format(
                found=repr(birth)
            )
        )
    points_text = padded[80:84]
    points = (
        parse_points(points_text, QT_TRANSLATE_NOOP("TrfField", "the points (columns 81-84)"))
        if points_text.strip()
        else None
    )
    rank = parse_optional_int(padded[85:89], QT_TRANSLATE_NOOP("TrfField", "the rank (columns 86-89)"))
    rounds = _parse_rounds(text, PairingNumber(number))
    return Player(
        number=PairingNumber(number),
        name=padded[14:47].strip(),
        rating=rating,
        title=fide_title(padded[10:13]),
        federation=padded[53:56].strip(),
        fide_id=fide_id,
        sex=_SEX[sex_text],
        birth_date=birth,
        points=points,
        rank=rank,
        rounds=rounds,
    )


def _parse_rounds(text: str, number: PairingNumber) -> tuple[RoundEntry, ...]:
    """Every round cell of a line (``text`` without its trailing blanks), as ``parse_round_cell`` reads
    each: a game looked up here first (the cell met most: 64,000 boards at 9,999 players, read once
    per player), any other cell by ``parse_round_cell``."""
    count = -(-(len(text) - FIRST_ROUND_COLUMN) // ROUND_WIDTH)
    if count <= 0:
        return ()
    padded = text.ljust(FIRST_ROUND_COLUMN + count * ROUND_WIDTH)
    games = _GAME_CELL_ENDS
    entries: list[RoundEntry] = []
    for round_number, start in enumerate(range(FIRST_ROUND_COLUMN, len(padded), ROUND_WIDTH), start=1):
        cell = padded[start : start + ROUND_WIDTH]
        game = games.get(cell[4:])
        if game is not None:
            opponent = cell[:4].strip()
            if opponent.isascii() and opponent.isdigit():
                value = int(opponent)
                if value and value != number:
                    entries.append(RoundEntry(PairingNumber(value), *game))
                    continue
        entries.append(parse_round_cell(cell, round_number, number))
    return tuple(entries)


def _cell_error(round_number: int, template: str, **fields: object) -> TrfError:
    """The error of one round cell: ``template`` (marked with QT_TRANSLATE_NOOP) with the round and its
    columns filled (computed only when a cell is refused)."""
    first = FIRST_ROUND_COLUMN + 1 + (round_number - 1) * ROUND_WIDTH
    return TrfError(
        translate("TrfError", template).format(round=round_number, first=first, last=first + 7, **fields)
    )


def parse_round_cell(cell: str, round_number: int, number: PairingNumber) -> RoundEntry:
    """One 10-character round cell: opponent (4), blank, colour, blank, result, 2 blanks.

    The cells met most (a game, ``0000 - H``...) are looked up in tables that ``_read_round_cell``, the
    reading itself, made of every such cell: the same entries, without reading each character again
    (130,000 cells in a 9,999-player file); any other cell, and every refusal, is its."""
    game = _GAME_CELL_ENDS.get(cell[4:])
    if game is not None:
        opponent = cell[:4].strip()
        if opponent.isascii() and opponent.isdigit():
            value = int(opponent)
            if value and value != number:
                return RoundEntry(PairingNumber(value), *game)
    else:
        alone = _CELLS_WITHOUT_OPPONENT.get(cell)
        if alone is not None:
            return alone
    return _read_round_cell(cell, round_number, number)


def _read_round_cell(cell: str, round_number: int, number: PairingNumber) -> RoundEntry:
    """``parse_round_cell``, character by character."""
    if cell[4] != " " or cell[6] != " " or cell[8:].strip():
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError",
                "round {round} (columns {first}-{last}): the cell is out of place (expected 'NNNN c r')",
            ),
        )
    opponent_text = cell[:4]
    opponent = (
        parse_optional_int(
            opponent_text,
            QT_TRANSLATE_NOOP("TrfField", "round {round} (columns {first}-{last}): the opponent"),
            round=round_number,
            first=FIRST_ROUND_COLUMN + 1 + (round_number - 1) * ROUND_WIDTH,
            last=FIRST_ROUND_COLUMN + 8 + (round_number - 1) * ROUND_WIDTH,
        )
        or 0
    )
    colour_char = cell[5].lower()
    if colour_char not in _COLOUR:
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError",
                "round {round} (columns {first}-{last}): the colour must be w, b or -, found {found}",
            ),
            found=repr(cell[5]),
        )
    colour = _COLOUR[colour_char]
    result_char = cell[7].upper()
    if result_char not in _RESULT:
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError", "round {round} (columns {first}-{last}): unknown result code {found}"
            ),
            found=repr(cell[7]),
        )
    result = _RESULT[result_char]
    if opponent == 0:
        if colour is not Colour.NONE:
            raise _cell_error(
                round_number,
                QT_TRANSLATE_NOOP(
                    "TrfError", "round {round} (columns {first}-{last}): colour {found} without an opponent"
                ),
                found=repr(cell[5]),
            )
        if result is ResultCode.PENDING:
            return NOT_PAIRED  # a blank result is a zero-point bye (TRF16 result table)
        if result in LEGACY_CELLS:
            return LEGACY_CELLS[result]
        if result not in _NO_OPPONENT_RESULTS:
            raise _cell_error(
                round_number,
                QT_TRANSLATE_NOOP(
                    "TrfError", "round {round} (columns {first}-{last}): result {found} needs an opponent"
                ),
                found=repr(cell[7]),
            )
        return RoundEntry(None, Colour.NONE, result)
    if opponent == number:
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError", "round {round} (columns {first}-{last}): the player is paired against himself"
            ),
        )
    if result in _NO_OPPONENT_RESULTS:
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError", "round {round} (columns {first}-{last}): a bye ({found}) cannot have an opponent"
            ),
            found=repr(cell[7]),
        )
    if colour is Colour.NONE and not result.is_forfeit:
        raise _cell_error(
            round_number,
            QT_TRANSLATE_NOOP(
                "TrfError", "round {round} (columns {first}-{last}): a paired game needs the colour w or b"
            ),
        )
    return RoundEntry(PairingNumber(opponent), colour, result)


def _cell_tables() -> tuple[dict[str, tuple[Colour, ResultCode]], dict[str, RoundEntry]]:
    """What ``_read_round_cell`` reads from each cell that ``parse_round_cell`` looks up: the colour
    and result of a game by the cell's last six characters, and the entry of each cell without an
    opponent (``0000`` or blank)."""
    letters = {ch for code in ResultCode for ch in (code.value, code.value.lower())}
    games: dict[str, tuple[Colour, ResultCode]] = {}
    alone: dict[str, RoundEntry] = {}
    for colour in ("w", "W", "b", "B", "-", " "):
        for letter in sorted(letters):
            end = f" {colour} {letter}  "
            try:
                entry = _read_round_cell("   1" + end, 1, PairingNumber(2))
            except TrfError:
                pass
            else:
                games[end] = (entry.colour, entry.result)
            for opponent in ("0000", "    "):
                with contextlib.suppress(TrfError):
                    alone[opponent + end] = _read_round_cell(opponent + end, 1, PairingNumber(1))
    return games, alone


_GAME_CELL_ENDS, _CELLS_WITHOUT_OPPONENT = _cell_tables()


_LEGACY_LETTERS = frozenset(r.value for r in LEGACY_CELLS)
_MAYBE_LEGACY = re.compile(
    r"(?:0000|\s{4})...[" + re.escape("".join(sorted(_LEGACY_LETTERS))) + "]", re.DOTALL
)
"""Found in every line with a cell that ``legacy_cells`` returns (and in a few others): four zeros or
four blanks (the whitespace ``str.strip`` takes away), then the result code of a legacy cell three
characters later (the cell's columns 1-4 and 8)."""


def legacy_cells(line: str) -> list[tuple[int, str]]:
    """``(round, cell)`` of every cell of a 001 line that :data:`LEGACY_CELLS` reads (for the notes
    that say so)."""
    found: list[tuple[int, str]] = []
    text = line.rstrip()
    if not _MAYBE_LEGACY.search(text, FIRST_ROUND_COLUMN):
        return found  # no cell of the line can be one (most lines: a test in C instead of a loop)
    for index, start in enumerate(range(FIRST_ROUND_COLUMN, len(text), ROUND_WIDTH), start=1):
        cell = text[start : start + 8].ljust(8)
        if cell[:4].strip() in ("", "0000") and cell[7].upper() in _LEGACY_LETTERS:
            found.append((index, cell))
    return found


_OPPONENTS: dict[int | None, str] = {None: "0000", **{n: f"{n:>4}" for n in range(1, 10_000)}}
"""Columns 92-95 of a cell by its opponent, each pairing number's text made once (130,000 cells in the
engine's input at 9,999 players); any other value is formatted where it is met."""


def format_round_cell(entry: RoundEntry) -> str:
    """The 8 significant characters of a round cell (``'  12 w 1'``, ``'0000 - U'``)."""
    # ``_value_``, the member's value as ``enum`` keeps it: ``.value`` is a property call, 260,000 of
    # them in the engine's input at 9,999 players
    opponent = _OPPONENTS.get(entry.opponent) or f"{entry.opponent:>4}"
    return f"{opponent} {entry.colour._value_} {entry.result._value_}"


LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029\x00")
"""What some program reading a TRF may take for the end of a line (Python's ``str.splitlines`` set,
and NUL, which ends a C string)."""


def has_line_breaks(text: str) -> bool:
    """Written into a TRF, ``text`` would break its line: a record forged after it could follow."""
    return not LINE_BREAKS.isdisjoint(text)


def blank_rounds_before_entry(line: str) -> int:
    """How many round cells of a ``001`` line are wholly blank before its first written cell (0 when
    the first is written, or when none is): JaVaFo leaves a late entry's rounds before its entry so,
    where ``0000 - Z`` would say an absence of a registered player."""
    text = line.rstrip()
    count = 0
    start = FIRST_ROUND_COLUMN
    while start < len(text) and not text[start : start + ROUND_WIDTH].strip():
        count += 1
        start += ROUND_WIDTH
    return count if start < len(text) else 0


def format_player_line(player: Player, points: Fraction, entry_round: int = 1) -> str:
    """The ``001`` line of ``player`` with ``points`` in columns 81-84; the cells of the rounds before
    ``entry_round`` (a late entry's, C.04.2 (2026) art. 2.4) left blank when nothing happened in them,
    as JaVaFo writes them (``blank_rounds_before_entry`` reads them back)."""
    if not _fits(player):
        _refuse_fields(player)
    points_text = format_points(points)
    if len(points_text) > 4:
        raise InvalidTournamentError(
            translate("TrfError", "player {player}: points {points} do not fit columns 81-84").format(
                player=player.number, points=points_text
            )
        )
    if not 1 <= player.number <= 9999 or not 0 <= player.rating <= 9999:
        raise InvalidTournamentError(
            translate("TrfError", "player {player}: number or rating out of the TRF range").format(
                player=player.number
            )
        )
    if player.rank is not None and not 0 <= player.rank <= 9999:
        raise InvalidTournamentError(
            translate("TrfError", "player {player}: rank {rank} out of the TRF range").format(
                player=player.number, rank=player.rank
            )
        )
    rating = str(player.rating) if player.rating else ""
    rank = "" if player.rank is None else str(player.rank)
    head = (
        f"001 {player.number:>4} {player.sex._value_ or ' '}{player.title:>3} {player.name:<33} "
        f"{rating:>4} {player.federation:<3} {player.fide_id:>11} {player.birth_date:<10} "
        f"{points_text:>4} {rank:>4}"
    )
    if entry_round <= 1:  # every cell written (a ``map``: 10,000 lines of 13 cells at 9,999 players)
        cells = "  " + "  ".join(map(format_round_cell, player.rounds))
    else:
        cells = "".join(
            " " * ROUND_WIDTH if r < entry_round and e == NOT_PAIRED else "  " + format_round_cell(e)
            for r, e in enumerate(player.rounds, start=1)
        )
    return (head + cells).rstrip()


_WIDTHS = (
    (QT_TRANSLATE_NOOP("TrfField", "the name"), "name", 33),
    (QT_TRANSLATE_NOOP("TrfField", "the title"), "title", 3),
    (QT_TRANSLATE_NOOP("TrfField", "the federation"), "federation", 3),
    (QT_TRANSLATE_NOOP("TrfField", "the FIDE number"), "fide_id", 11),
    (QT_TRANSLATE_NOOP("TrfField", "the birth date"), "birth_date", 10),
)
"""The text fields of a ``001`` line: what each is called, its ``Player`` attribute, its TRF columns."""
_FIELD_WIDTHS = tuple(width for _, _, width in _WIDTHS)


def _fits(player: Player) -> bool:
    """Every text field of ``player`` fits its columns and holds no line break (one test for the five:
    what ``_refuse_fields`` says of each otherwise)."""
    name, title, federation, fide_id, birth = (
        player.name,
        player.title,
        player.federation,
        player.fide_id,
        player.birth_date,
    )
    name_width, title_width, federation_width, fide_id_width, birth_width = _FIELD_WIDTHS
    return (
        len(name) <= name_width
        and len(title) <= title_width
        and len(federation) <= federation_width
        and len(fide_id) <= fide_id_width
        and len(birth) <= birth_width
        and LINE_BREAKS.isdisjoint(name + title + federation + fide_id + birth)
    )


def _refuse_fields(player: Player) -> None:
    """Raise ``InvalidTournamentError`` for the first text field of ``player`` that holds a line break
    or is longer than its columns."""
    for what, attribute, width in _WIDTHS:
        value: str = getattr(player, attribute)
        if has_line_breaks(value):
            raise InvalidTournamentError(
                translate("TrfError", "player {player}: {field} {value} holds a line break").format(
                    player=player.number, field=translate("TrfField", what), value=repr(value)
                )
            )
        if len(value) > width:
            raise InvalidTournamentError(
                translate(
                    "TrfError", "player {player}: {field} {value} is longer than its {width} TRF columns"
                ).format(
                    player=player.number, field=translate("TrfField", what), value=repr(value), width=width
                )
            )
