# size-limit exception: one reader for every record of TRF16 and TRF26, dispatch and records together
# (changed by the Burstein work)
"""Reading a TRF (TRF16, TRF26 and the engines' TRF(x) extensions) into a :class:`Tournament`.

One function per record code, chosen by the first three characters of the line (STYLE 5). Strict
by default: the first problem raises :class:`TrfError` with its line number, the line and the
reason. :func:`parse_trf` with ``strict=False`` collects every problem instead and returns what
could be read, for an import preview. Lines this reader does not interpret (other tags, team
records, ``###`` comments) are kept in ``Tournament.extra_records`` and written back.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction

from engine.edition_policy import EditionBasis, EditionChoice, choose_edition
from engine.errors import TrfError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import (
    NOT_PAIRED,
    RULES_CODES,
    Acceleration,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    PairingSystem,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RoundRobin,
    RulesEdition,
    Scoring,
    Tournament,
    parse_rules_code,
    parse_system_code,
)
from engine.roundrobin.withdrawals import possible_standings_points
from engine.trf.acceleration import from_xxa, normalise
from engine.trf.consistency import check_games
from engine.trf.dates import read_dates
from engine.trf.fields import field_name, format_points, parse_int, parse_optional_int, parse_points
from engine.trf.lines import decode, numbered_lines
from engine.trf.player_line import (
    FIRST_ROUND_COLUMN,
    ROUND_WIDTH,
    blank_rounds_before_entry,
    legacy_cells,
    parse_player_line,
)
from engine.trf.scoring import BBP_CODES, PointsCollector
from engine.trf.teams import team_rosters

_BYE_240 = {"F": ResultCode.FULL_BYE, "H": ResultCode.HALF_BYE, "Z": ResultCode.ZERO_BYE}


@dataclass
class _Builder:
    """Everything read so far; turned into a :class:`Tournament` at the end."""

    headers: dict[str, str] = field(default_factory=dict)
    header_lines: dict[str, tuple[int, str]] = field(default_factory=dict)
    """Where each tournament-section record was read (for the notes about its value)."""
    deputies: list[str] = field(default_factory=list)
    round_dates: tuple[str, ...] = ()
    rounds_142: int | None = None
    rounds_142_line: tuple[int, str] | None = None
    rounds_xxr: int | None = None
    rounds_xxr_line: tuple[int, str] = (0, "")
    colour_152: Colour | None = None
    colour_xxc: Colour | None = None
    colour_xxc_line: tuple[int, str] = (0, "")
    rules: RulesEdition = RulesEdition.DUTCH_2025
    rules_line: tuple[int, str] | None = None
    """The 192 record that named a Dutch edition, if the file has one."""
    baku: bool = False
    system: PairingSystem = PairingSystem.DUTCH
    """The Swiss system record 192 names (``FIDE_BURSTEIN`` ...; the Dutch system without one)."""
    unknown_192: tuple[int, str] | None = None
    """A 192 record whose code is not one we pair (kept as read; refused for pairing)."""
    round_robin: RoundRobin | None = None
    tiebreaks: tuple[str, ...] = ()
    standings_tiebreaks: tuple[str, ...] = ()
    points: PointsCollector = field(default_factory=PointsCollector)
    players: list[Player] = field(default_factory=list)
    player_lines: dict[PairingNumber, tuple[int, str]] = field(default_factory=dict)
    byes_240: list[tuple[int, str, ResultCode, int, tuple[PairingNumber, ...]]] = field(default_factory=list)
    accelerations: list[tuple[int, str, Acceleration]] = field(default_factory=list)
    xxa: dict[PairingNumber, tuple[int, str, tuple[Fraction | None, ...]]] = field(default_factory=dict)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)
    absent: set[PairingNumber] = field(default_factory=set)
    entry_rounds: list[tuple[PairingNumber, int]] = field(default_factory=list)
    """(player, first round) of the late entries whose earlier cells are blank (JaVaFo)."""
    absent_lines: list[tuple[int, str, PairingNumber]] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    broken_players: set[int] = field(default_factory=set)
    """Starting ranks of 001 lines left out after an error (collect-errors mode)."""
    legacy: list[tuple[int, str, list[tuple[int, str]]]] = field(default_factory=list)
    """001 lines with cells older programs write without an opponent (``player_line.LEGACY_CELLS``)."""


class _Errors:
    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.items: list[TrfError] = []

    def add(self, reason: str, line_number: int | None, line: str | None) -> None:
        error = TrfError(reason, line_number, line)
        if self.strict:
            raise error
        self.items.append(error)


def read_trf(data: str | bytes) -> Tournament:
    """Read a TRF strictly: the first problem raises :class:`TrfError` (with line number)."""
    tournament, _ = _parse(data, strict=True)
    return tournament


def read_trf_file(path: str | os.PathLike[str]) -> Tournament:
    """Read a TRF file strictly (``OSError`` if it cannot be read, :class:`TrfError` if it is bad)."""
    with open(path, "rb") as handle:
        return read_trf(handle.read())


def parse_trf(data: str | bytes, strict: bool = False) -> tuple[Tournament, list[TrfError]]:
    """Read a TRF and return ``(tournament, errors)``, for an import preview.

    With ``strict=False`` (the default here) every problem is collected, in line order, and the
    tournament holds what could be read: a record in error is left out (a player whose line is
    wrong, a bad 240 ...), a contradiction between two players' cells is reported but kept. With
    ``strict=True`` it behaves like :func:`read_trf` (raises; the error list is then empty).
    """
    return _parse(data, strict)


def _parse(data: str | bytes, strict: bool) -> tuple[Tournament, list[TrfError]]:
    tournament, errors, _builder = _parse_all(data, strict)
    return tournament, errors


_RULER = re.compile(r"(0123456789)+[0-9]*\s*")
"""A column ruler some programs write above the player section (``0123456789012...``): it starts
like a 012 record but is none; kept as read, like a comment."""


def _parse_all(data: str | bytes, strict: bool) -> tuple[Tournament, list[TrfError], _Builder]:
    errors = _Errors(strict)
    builder = _Builder()
    for number, line in numbered_lines(decode(data)):
        if not line.strip():
            continue
        if line.startswith("###") or _RULER.fullmatch(line):
            builder.extra.append(line)
            continue
        handler = _HANDLERS.get(line[:3])
        if handler is None:
            builder.extra.append(line)
            continue
        try:
            handler(builder, number, line)
        except TrfError as error:
            errors.add(error.reason, number, line)
            rank = line[4:8].strip()
            known = rank.isascii() and rank.isdigit() and PairingNumber(int(rank)) in builder.player_lines
            if line.startswith("001") and rank.isascii() and rank.isdigit() and not known:
                builder.broken_players.add(int(rank))
    tournament = _finish(builder, errors)
    errors.items.sort(key=lambda e: e.line_number or 0)
    return tournament, errors.items, builder


# --- tournament section (TRF16/TRF26 "??2" tags) ---------------------------------------------------


def _value(line: str) -> str:
    return line[4:].rstrip() if len(line) > 4 else ""


def _check_space(line: str) -> None:
    if len(line) > 3 and line[3] != " ":
        raise TrfError(translate("TrfError", "column 4 must be blank after the record code"))


def _text_header(builder: _Builder, number: int, line: str) -> None:
    _check_space(line)
    builder.headers[line[:3]] = _value(line)
    builder.header_lines[line[:3]] = (number, line)


_COUNT_WITH_RATED = re.compile(r"\s*(\d+)\s*\(\s*\d+\s*\)\s*")
"""Swiss-Manager's ``062 129 (88)``: the players, and in brackets those who played."""


def _derived_header(builder: _Builder, number: int, line: str) -> None:
    """062/072: counts this program computes again on export; only checked to be counts."""
    _check_space(line)
    if _COUNT_WITH_RATED.fullmatch(_value(line)):
        return
    parse_optional_int(_value(line), QT_TRANSLATE_NOOP("TrfField", "{record} (a count)"), record=line[:3])


def _deputy(builder: _Builder, number: int, line: str) -> None:
    """112: one deputy arbiter per record; an empty 112 (programs write one when there is none) names
    nobody."""
    _check_space(line)
    if _value(line).strip():
        builder.deputies.append(_value(line))


def _round_dates(builder: _Builder, number: int, line: str) -> None:
    """132: one date per round in columns 92-99, 102-109, ... (``YY/MM/DD``; 10 characters accepted)."""
    _check_space(line)
    head = line[4:91]
    if head.strip():
        raise TrfError(translate("TrfError", "132: round dates start at column 92"))
    dates: list[str] = []
    start = 91
    text = line.rstrip()
    while start < len(text):
        date = text[start : start + 10].strip()
        if date and not all(c in "0123456789/.-" for c in date):
            raise TrfError(
                translate("TrfError", "132: round {round} date {date} is not a date like YY/MM/DD").format(
                    round=len(dates) + 1, date=repr(date)
                )
            )
        dates.append(date)
        start += 10
    builder.round_dates = tuple(dates)
    builder.header_lines["132"] = (number, line)


def _rounds_count(text: str, what: str) -> int:
    """``what``: the field's name, marked with ``QT_TRANSLATE_NOOP("TrfField", ...)``."""
    value = parse_int(
        text, QT_TRANSLATE_NOOP("TrfField", "{field} (number of rounds)"), field=field_name(what)
    )
    if not 1 <= value <= 999:
        raise TrfError(
            translate("TrfError", "{field}: a round number must be 1 to 999, found {found}").format(
                field=field_name(what), found=value
            )
        )
    return value


def _tag_142(builder: _Builder, number: int, line: str) -> None:
    _check_space(line)
    builder.rounds_142 = _rounds_count(line[3:], QT_TRANSLATE_NOOP("TrfField", "142"))
    builder.rounds_142_line = (number, line)


def _tag_xxr(builder: _Builder, number: int, line: str) -> None:
    builder.rounds_xxr = _rounds_count(line[3:], QT_TRANSLATE_NOOP("TrfField", "XXR"))
    builder.rounds_xxr_line = (number, line)


def _tag_152(builder: _Builder, number: int, line: str) -> None:
    """152: initial colour, ``W`` or ``B`` (TRF26)."""
    _check_space(line)
    value = line[4:].strip().upper()
    if value not in ("W", "B"):
        raise TrfError(
            translate("TrfError", "152: the initial colour must be W or B, found {found}").format(
                found=repr(value)
            )
        )
    builder.colour_152 = Colour.WHITE if value == "W" else Colour.BLACK


def _tag_xxc(builder: _Builder, number: int, line: str) -> None:
    """XXC: ``white1`` / ``black1`` give the initial colour; other words (``rank``) are kept."""
    kept: list[str] = []
    for word in line[3:].split():
        if word.lower() in ("white1", "black1"):
            builder.colour_xxc = Colour.WHITE if word.lower() == "white1" else Colour.BLACK
            builder.colour_xxc_line = (number, line)
        else:
            kept.append(word)
    if kept:
        builder.extra.append("XXC " + " ".join(kept))


def _tag_162(builder: _Builder, number: int, line: str) -> None:
    builder.points.read_162(line)
    if builder.points.unknown_x is not None:  # X (unknown result) has no field: keep it as read
        builder.extra.append(builder.points.unknown_x)
        builder.points.unknown_x = None


def _tag_bbp(builder: _Builder, number: int, line: str) -> None:
    builder.points.read_bbp(line[:3], line)


def _tag_xxs(builder: _Builder, number: int, line: str) -> None:
    builder.points.read_xxs(line)


def _tag_192(builder: _Builder, number: int, line: str) -> None:
    """192: encoded tournament type. A Dutch code we know sets the rules (and the Baku Acceleration
    with ``_BAKU``), another Swiss system's code (``FIDE_BURSTEIN``) the system
    (:mod:`engine.system_policy`), a round-robin code (``FIDE_ROUNDROBIN``, ``BERGER_ROUNDROBIN_Gn``,
    ...) the round robin; any other is kept as read, and :func:`read_trf_checked` refuses to pair it."""
    _check_space(line)
    try:
        builder.rules, builder.baku = parse_rules_code(line[4:])
        builder.rules_line = (number, line)
        return
    except ValueError:
        pass
    try:
        builder.system, builder.baku = parse_system_code(line[4:])
        builder.rules_line = (number, line)
        return
    except ValueError:
        pass
    try:
        builder.round_robin = RoundRobin.from_code(line[4:])
    except ValueError:
        builder.extra.append(line)
        builder.unknown_192 = (number, line)


def _tag_222(builder: _Builder, number: int, line: str) -> None:
    """222: encoded time control (TRF26). A code outside the TRF26 grammar is kept as read."""
    from engine.time_control import TimeControlError, parse_time_control

    _check_space(line)
    try:
        parse_time_control(_value(line))
    except TimeControlError:
        builder.extra.append(line)
        return
    builder.headers["222"] = _value(line).strip()


def _tiebreak_list(line: str) -> tuple[str, ...]:
    _check_space(line)
    value = _value(line)
    return tuple(code.strip() for code in value.split(",")) if value.strip() else ()


def _tag_202(builder: _Builder, number: int, line: str) -> None:
    builder.tiebreaks = _tiebreak_list(line)


def _tag_212(builder: _Builder, number: int, line: str) -> None:
    builder.standings_tiebreaks = _tiebreak_list(line)


def _numbers(text: str, what: str) -> tuple[PairingNumber, ...]:
    result: list[PairingNumber] = []
    for word in text.split():
        value = parse_int(word, what)
        if not 1 <= value <= 9999:
            raise TrfError(
                translate("TrfError", "{field} must be 1 to 9999, found {found}").format(
                    field=field_name(what), found=value
                )
            )
        result.append(PairingNumber(value))
    return tuple(result)


def _tag_240(builder: _Builder, number: int, line: str) -> None:
    """240: ``240 T RRR PPPP PPPP ...`` half/full/zero-point byes of round RRR (TRF26 Bye Section)."""
    _check_space(line)
    kind = line[4:5].upper()
    if kind not in _BYE_240:
        raise TrfError(
            translate("TrfError", "240: the type of bye (column 5) must be F, H or Z, found {found}").format(
                found=repr(line[4:5])
            )
        )
    if line[5:6] not in ("", " "):
        raise TrfError(translate("TrfError", "240: column 6 must be blank"))
    round_number = _rounds_count(line[6:9], QT_TRANSLATE_NOOP("TrfField", "240 round"))
    players = _numbers(line[9:], QT_TRANSLATE_NOOP("TrfField", "240 player"))
    if not players:
        raise TrfError(translate("TrfError", "240 without any player"))
    builder.byes_240.append((number, line, _BYE_240[kind], round_number, players))


def _tag_250(builder: _Builder, number: int, line: str) -> None:
    """250: ``250 MMMM GGGG RRF RRL PPPF PPPL`` fictitious points (TRF26 Accelerated Rounds)."""
    _check_space(line)
    words = line[4:].split()
    if len(words) == 5:
        match_points = None
    elif len(words) == 6:
        match_points = parse_points(words.pop(0), QT_TRANSLATE_NOOP("TrfField", "250 match points"))
    else:
        raise TrfError(
            translate(
                "TrfError",
                "250 expects [match points] points first-round last-round first-player last-player",
            )
        )
    game_points = parse_points(words[0], QT_TRANSLATE_NOOP("TrfField", "250 points"))
    first_round = _rounds_count(words[1], QT_TRANSLATE_NOOP("TrfField", "250 first round"))
    last_round = _rounds_count(words[2], QT_TRANSLATE_NOOP("TrfField", "250 last round"))
    first, last = _numbers(" ".join(words[3:]), QT_TRANSLATE_NOOP("TrfField", "250 player"))
    if first_round > last_round or first > last:
        raise TrfError(translate("TrfError", "250: the first round/player must not come after the last one"))
    builder.accelerations.append(
        (number, line, Acceleration(game_points, first_round, last_round, first, last, match_points))
    )


def _tag_xxa(builder: _Builder, number: int, line: str) -> None:
    """XXA: ``XXA NNNN pp.p pp.p ...`` fictitious points per round, round r at column 10+5(r-1)."""
    if len(line) > 3 and line[3] != " ":
        raise TrfError(translate("TrfError", "column 4 must be blank after XXA"))
    players = _numbers(line[4:8], QT_TRANSLATE_NOOP("TrfField", "XXA player"))
    if len(players) != 1:
        raise TrfError(translate("TrfError", "XXA needs one player number in columns 5-8"))
    player = players[0]
    values: list[Fraction | None] = []
    text = line.rstrip()
    start = 9
    while start < len(text):
        if line[start - 1] != " ":
            raise TrfError(translate("TrfError", "XXA: column {column} must be blank").format(column=start))
        cell = text[start : start + 4]
        values.append(
            parse_points(cell, QT_TRANSLATE_NOOP("TrfField", "XXA round {round}"), round=len(values) + 1)
            if cell.strip()
            else None
        )
        start += 5
    if player in builder.xxa:
        raise TrfError(
            translate("TrfError", "XXA: player {player} already has an XXA line").format(player=player)
        )
    builder.xxa[player] = (number, line, tuple(values))


def _tag_260(builder: _Builder, number: int, line: str) -> None:
    """260: ``260 RR1 RRL PPP1 PPP2 ...`` players who may not meet in rounds RR1..RRL (TRF26)."""
    _check_space(line)
    words = line[4:].split()
    if len(words) < 4:
        raise TrfError(translate("TrfError", "260 expects first round, last round and at least two players"))
    first_round = _rounds_count(words[0], QT_TRANSLATE_NOOP("TrfField", "260 first round"))
    last_round = _rounds_count(words[1], QT_TRANSLATE_NOOP("TrfField", "260 last round"))
    if first_round > last_round:
        raise TrfError(translate("TrfError", "260: the first round must not come after the last one"))
    players = _numbers(" ".join(words[2:]), QT_TRANSLATE_NOOP("TrfField", "260 player"))
    builder.forbidden.append(ForbiddenPairs(players, first_round, last_round))


def _tag_xxp(builder: _Builder, number: int, line: str) -> None:
    """XXP: players who may not meet in any round (JaVaFo AUM)."""
    players = _numbers(line[3:], QT_TRANSLATE_NOOP("TrfField", "XXP player"))
    if len(players) < 2:
        raise TrfError(translate("TrfError", "XXP needs at least two players"))
    builder.forbidden.append(ForbiddenPairs(players))


def _tag_xxz(builder: _Builder, number: int, line: str) -> None:
    """XXZ: players who will miss the round to be paired (JaVaFo AUM)."""
    for player in _numbers(line[3:], QT_TRANSLATE_NOOP("TrfField", "XXZ player")):
        builder.absent.add(player)
        builder.absent_lines.append((number, line, player))


def _tag_001(builder: _Builder, number: int, line: str) -> None:
    player = parse_player_line(line)
    if player.number in builder.player_lines:
        first = builder.player_lines[player.number][0]
        raise TrfError(
            translate("TrfError", "starting rank {number} is already used on line {line}").format(
                number=player.number, line=first
            )
        )
    builder.players.append(player)
    builder.player_lines[player.number] = (number, line)
    blank = blank_rounds_before_entry(line)
    if blank:
        builder.entry_rounds.append((player.number, blank + 1))
    legacy = legacy_cells(line)
    if legacy:
        builder.legacy.append((number, line, legacy))


_Handler = Callable[[_Builder, int, str], None]
_HANDLERS: dict[str, _Handler] = {
    "001": _tag_001,
    "012": _text_header,
    "022": _text_header,
    "032": _text_header,
    "042": _text_header,
    "052": _text_header,
    "062": _derived_header,
    "072": _derived_header,
    "092": _text_header,
    "102": _text_header,
    "112": _deputy,
    "122": _text_header,
    "132": _round_dates,
    "142": _tag_142,
    "152": _tag_152,
    "162": _tag_162,
    "192": _tag_192,
    "202": _tag_202,
    "212": _tag_212,
    "222": _tag_222,
    "240": _tag_240,
    "250": _tag_250,
    "260": _tag_260,
    "XXR": _tag_xxr,
    "XXC": _tag_xxc,
    "XXS": _tag_xxs,
    "XXA": _tag_xxa,
    "XXP": _tag_xxp,
    "XXZ": _tag_xxz,
    **{code: _tag_bbp for code in BBP_CODES},
}


# --- putting it together ------------------------------------------------------------------------------


def _finish(builder: _Builder, errors: _Errors) -> Tournament:
    players = {p.number: p for p in builder.players}
    _apply_240(builder, players, errors)
    accelerations = _accelerations(builder)
    for number, line, player in builder.absent_lines:
        if player not in players:
            errors.add(f"XXZ: there is no player {player}", number, line)
    number_of_rounds = builder.rounds_142
    if builder.rounds_xxr is not None:
        if number_of_rounds is not None and number_of_rounds != builder.rounds_xxr:
            errors.add(
                f"XXR {builder.rounds_xxr} contradicts 142 {number_of_rounds}", *builder.rounds_xxr_line
            )
        number_of_rounds = builder.rounds_xxr
    colour = builder.colour_152
    if builder.colour_xxc is not None:
        if colour is not None and colour is not builder.colour_xxc:
            errors.add("XXC white1/black1 contradicts 152", *builder.colour_xxc_line)
        colour = builder.colour_xxc
    point_system = builder.points.point_system()
    ordered = tuple(players[p.number] for p in builder.players)
    if number_of_rounds is not None:
        for p in ordered:
            if len(p.rounds) > number_of_rounds:
                line_number, line = builder.player_lines[p.number]
                reason = f"round {len(p.rounds)} is recorded but 142/XXR say {number_of_rounds} rounds"
                errors.add(reason, line_number, line)
    for problem in check_games(ordered):
        if problem.opponent in builder.broken_players:
            continue  # that player's own line is already reported
        line_number, line = builder.player_lines[problem.player]
        errors.add(problem.reason, line_number, line)
    h = builder.headers
    return Tournament(
        name=h.get("012", ""),
        city=h.get("022", ""),
        federation=h.get("032", ""),
        start_date=h.get("042", ""),
        end_date=h.get("052", ""),
        tournament_type=h.get("092", ""),
        chief_arbiter=h.get("102", ""),
        deputy_arbiters=tuple(builder.deputies),
        time_control=h.get("122", ""),
        time_control_code=h.get("222", ""),
        round_dates=builder.round_dates,
        number_of_rounds=number_of_rounds,
        initial_colour=colour,
        point_system=point_system,
        rules=builder.rules,
        baku=builder.baku,
        system=builder.system,
        round_robin=builder.round_robin,
        tiebreaks=builder.tiebreaks,
        standings_tiebreaks=builder.standings_tiebreaks,
        players=ordered,
        accelerations=accelerations,
        forbidden_pairs=tuple(builder.forbidden),
        absent_next_round=frozenset(builder.absent),
        entry_rounds=tuple(sorted(builder.entry_rounds)),
        extra_records=tuple(builder.extra),
    )


def _apply_240(builder: _Builder, players: dict[PairingNumber, Player], errors: _Errors) -> None:
    """Put 240 byes into the round cells (TRF26 Bye Section): a blank cell takes the bye, a bye for
    the round to be paired extends the player's rounds, a cell saying something else is an error.

    A bye for a round later than the next one (the round after the last one in which somebody has an
    opponent or the pairing-allocated bye) has nowhere to go in the model: the line is kept, unless
    the players' cells of that round say the same bye already (a file written from its cells). In a
    team file (records 310/013) the IDs are teams: the bye is every rostered player's.
    """
    recorded = max(
        (
            r
            for p in players.values()
            for r, e in enumerate(p.rounds, start=1)
            if e.opponent is not None or e.result is ResultCode.PAIRING_BYE
        ),
        default=0,
    )
    rosters = team_rosters(builder.extra)
    for number, line, result, round_number, ids in builder.byes_240:
        entry = RoundEntry(None, Colour.NONE, result)
        if rosters:  # a team file: the IDs are teams, the bye is each rostered player's
            unknown = [n for n in ids if n not in rosters]
            if unknown:
                errors.add(f"240: there is no team {unknown[0]}", number, line)
            numbers = tuple(p for n in ids if n in rosters for p in rosters[n])
        else:
            numbers = ids
        if round_number > recorded + 1:
            written = all(
                (p := players.get(n)) is not None
                and len(p.rounds) >= round_number
                and p.entry(round_number) == entry
                for n in numbers
            )
            if not written:  # a later round's bye the cells do not hold: kept as the record it is
                builder.extra.append(line)
            continue
        for player_number in numbers:
            player = players.get(player_number)
            if player is None:
                errors.add(f"240: there is no player {player_number}", number, line)
                continue
            rounds = list(player.rounds)
            rounds.extend([NOT_PAIRED] * (round_number - len(rounds)))
            if rounds[round_number - 1] not in (entry, NOT_PAIRED):
                reason = f"240: player {player_number}'s round {round_number} does not say this bye"
                errors.add(reason, number, line)
                continue
            rounds[round_number - 1] = entry  # a blank (or 0000 - Z) cell takes the bye of the 240
            players[player_number] = replace(player, rounds=tuple(rounds))


def _accelerations(builder: _Builder) -> tuple[Acceleration, ...]:
    """250 and XXA records in one canonical form (see :func:`engine.trf.acceleration.normalise`)."""
    found: list[Acceleration] = [a for _, _, a in builder.accelerations]
    for player, (_, _, values) in builder.xxa.items():
        found.extend(from_xxa(player, values))
    return normalise(found)


# --- reading a file to pair it --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckedTrf:
    """A TRF read by :func:`read_trf_checked`."""

    tournament: Tournament
    """With the rules of :attr:`edition` and, when inferred, the number of rounds."""
    warnings: tuple[TrfError, ...]
    """Everything the reading had to interpret, each with its line: cells of older programs, dates
    read in another order, ambiguous or unreadable, the number of rounds inferred, the edition chosen
    from the start date; and with ``lenient`` the doubtful points it let through."""
    rounds_line: tuple[int, str] | None
    """The record that gives the number of rounds (XXR, else 142), for messages about it."""
    edition: EditionChoice = EditionChoice(RulesEdition.DUTCH_2025, EditionBasis.DEFAULT)
    """The edition and what it was chosen from (``engine.edition_policy``)."""
    rounds_inferred: bool = False
    """The file gives no number of rounds (142/XXR): the rounds on its player lines were taken."""
    start_date: date | None = None
    """042 as read by ``engine.trf.dates`` (None: empty or unreadable, with a warning)."""
    end_date: date | None = None
    round_dates: tuple[date | None, ...] = ()
    """132, one per round written."""
    player_lines: Mapping[PairingNumber, tuple[int, str]] = field(default_factory=dict)
    """Where each player's 001 record is (for the notes about a player)."""


def read_trf_checked(
    data: str | bytes, *, lenient: bool = False, check_192: bool = True, infer_rounds: bool = False
) -> CheckedTrf:
    """Read a TRF to pair it or to continue the event from it: the one check shared by the engine's
    command line (``python -m engine``) and ``arbiter import-trf``.

    :func:`read_trf`, then :class:`TrfError` (with the line at fault when there is one) for:

    - a file with no player (``001``) record: empty, random bytes, a PDF ...;
    - a record 192 whose code is not one this program pairs (:data:`engine.model.RULES_CODES`);
      another system (round robin, Burstein ...) is named as such;
    - no number of rounds (neither ``142`` nor ``XXR``): C.04.1 "The number of rounds to be played
      is declared beforehand", and the last round changes the pairing (topscorers). With
      ``infer_rounds`` (an import, typically of a finished event's rating report) the rounds on the
      player lines are taken instead, with a warning;
    - two wins without opponent in one round (``0000 - +``, which older programs write for the
      pairing-allocated bye): a round has one PAB; with ``lenient`` the others are read as full-point
      byes, each with a warning;
    - a points column (001 columns 81-84) that is not the score of the player's results (TRF16:
      "Points"; accelerations are never in it), nor in a round robin the points of the standings
      (``engine.roundrobin.withdrawals.possible_standings_points``: without the games against a player
      who withdrew having completed less than half of them). With ``lenient`` these are returned as
      warnings.

    Without record 192 the edition is the one in force on the start date
    (:func:`engine.edition_policy.choose_edition`). ``check_192=False``: the caller sets the rules itself
    (the engine's ``--rules``).
    """
    tournament, _errors, builder = _parse_all(data, strict=True)
    if not tournament.players:
        if not decode(data).strip():
            raise TrfError(translate("TrfError", "the file is empty: a TRF needs player (001) records"))
        raise TrfError(
            translate("TrfError", "no player (001) record: this is not a tournament report file (TRF)")
        )
    if builder.unknown_192 is not None and check_192:
        number, line = builder.unknown_192
        code = line[4:].strip()
        if not code.upper().startswith("FIDE_DUTCH"):
            reason = translate(
                "TrfError",
                "192: {code} is not a system this program pairs: the FIDE (Dutch) System ({codes}), the "
                "other Swiss systems ({others}), each also with _BAKU, and the round robins",
            ).format(
                code=repr(code),
                codes=", ".join(sorted(set(c.split("_BAKU")[0] for c in RULES_CODES))),
                others=", ".join(s.value for s in PairingSystem if s is not PairingSystem.DUTCH),
            )
        else:
            reason = translate(
                "TrfError", "192: unknown edition of the Dutch system {code} (known: {codes})"
            ).format(code=repr(code), codes=", ".join(RULES_CODES))
        raise TrfError(reason, number, line)
    warnings: list[TrfError] = []
    rounds_inferred = False
    if tournament.number_of_rounds is None:
        if not infer_rounds:
            raise TrfError(
                translate(
                    "TrfError",
                    "the number of rounds is not given (record 142 or XXR): C.04.1 declares it beforehand, "
                    "and the pairing of the last round depends on it",
                )
            )
        rounds_inferred = True
        tournament = replace(tournament, number_of_rounds=max(tournament.rounds_recorded, 1))
        warnings.append(
            TrfError(
                translate(
                    "TrfError",
                    "the number of rounds is not given (record 142 or XXR): {rounds}, the rounds on the "
                    "player lines, are taken; change it if the event has more",
                ).format(rounds=tournament.number_of_rounds)
            )
        )
    tournament = _legacy_byes(tournament, builder, lenient, warnings)
    if tournament.initial_colour is None and tournament.round_robin is None:  # a Swiss: C.04.3 art. 5
        tournament = replace(tournament, initial_colour=initial_colour_of_round_one(tournament))
    start, end, round_dates = _dates(builder, warnings)
    record_192 = builder.rules if builder.rules_line is not None else None
    edition = choose_edition(record_192, start)
    if edition.basis is EditionBasis.START_DATE:
        warnings.append(TrfError(edition.explanation, *builder.header_lines["042"]))
    if check_192:
        tournament = replace(tournament, rules=edition.edition)
    tournament = _points_columns(tournament, builder, lenient, warnings)
    rounds_line = builder.rounds_xxr_line if builder.rounds_xxr is not None else builder.rounds_142_line
    warnings.sort(key=lambda w: w.line_number or 0)
    return CheckedTrf(
        tournament,
        tuple(warnings),
        rounds_line,
        edition,
        rounds_inferred,
        start,
        end,
        round_dates,
        dict(builder.player_lines),
    )


def initial_colour_of_round_one(t: Tournament) -> Colour | None:
    """The initial colour a file without 152 (or XXC) implies: TRF26 152 is "mandatory only if it
    differs from the colour of the highest ranked participant who was paired in the first round", so
    that colour is it. None when round 1 has no game with colours.

    >>> from engine.trf.reader import initial_colour_of_round_one as f
    >>> line = "001 {:>4}      {:<33}{:>37}{:>15}"
    >>> f(read_trf(line.format(1, "A", "0.0", "2 b 0") + "\\n" + line.format(2, "B", "1.0", "1 w 1")))
    <Colour.BLACK: 'b'>
    """
    for p in sorted(t.players, key=lambda p: p.number):
        e = p.entry(1)
        if e.opponent is not None and e.colour in (Colour.WHITE, Colour.BLACK):
            return e.colour
    return None


def _points_columns(
    tournament: Tournament, builder: _Builder, lenient: bool, warnings: list[TrfError]
) -> Tournament:
    """Each points column (001 columns 81-84) against the score of the results (in a round robin
    also the points of its standings, without the games against a player who withdrew having completed
    less than half of them: ``possible_standings_points``): a difference is refused, or with
    ``lenient`` a warning on the player's line. Older programs leave the result of a bye blank
    (``     -  ``, which TRF16 reads as ``Z``) and count it in the points column: with ``lenient``,
    when the difference is what byes in those rounds give (all half-point or all full-point; a full
    point the pairing-allocated bye when the round has none yet), they are read so, and the warning
    says which."""
    system = tournament.point_system
    pab_rounds = {
        r
        for p in tournament.players
        for r, e in enumerate(p.rounds, start=1)
        if e.result is ResultCode.PAIRING_BYE
    }
    allowed = possible_standings_points(tournament)
    players: list[Player] = []
    for p in tournament.players:
        if p.points is None or p.points in allowed[p.number]:  # the score, or a round robin's standings
            players.append(p)
            continue
        score = p.score(system)
        number, line = builder.player_lines[p.number]
        problem = translate(
            "TrfError", "player {player}: the points column says {points} but the results give {score}"
        ).format(player=p.number, points=format_points(p.points), score=format_points(score))
        if not lenient:
            raise TrfError(problem, number, line)
        blanks = _blank_byes(line)
        byes = _byes_for(p.points - score, blanks, system, pab_rounds)
        if byes:
            entries = list(p.rounds)
            for r, code in byes.items():
                entries[r - 1] = RoundEntry(None, Colour.NONE, code)
            p = replace(p, rounds=tuple(entries))
            shown = ", ".join(f"{r}: {code.value}" for r, code in byes.items())
            problem = translate(
                "TrfError", "{problem}; its rounds without result read as the byes that give them ({byes})"
            ).format(problem=problem, byes=shown)
        warnings.append(TrfError(problem, number, line))
        players.append(p)
    return replace(tournament, players=tuple(players))


def _blank_byes(line: str) -> list[int]:
    """The rounds of a 001 line whose cell has no opponent and no result."""
    text = line.rstrip()
    found: list[int] = []
    for index, start in enumerate(range(FIRST_ROUND_COLUMN, len(text), ROUND_WIDTH), start=1):
        cell = text[start : start + 8].ljust(8)
        if cell[:4].strip() in ("", "0000") and cell[5] in " -" and cell[7] == " ":
            found.append(index)
    return found


def _byes_for(
    missing: Fraction, rounds: list[int], system: PointSystem, pab_rounds: set[int]
) -> dict[int, ResultCode]:
    """The byes in ``rounds`` that give exactly ``missing`` points, when one kind does; else none."""
    if not rounds or missing <= 0:
        return {}
    half, full = system.value(Scoring.HALF_BYE), system.value(Scoring.FULL_BYE)
    if missing == half * len(rounds):
        return dict.fromkeys(rounds, ResultCode.HALF_BYE)
    if missing != full * len(rounds):
        return {}
    byes: dict[int, ResultCode] = {}
    for r in rounds:
        if r not in pab_rounds and system.value(Scoring.PAIRING_BYE) == full:
            byes[r] = ResultCode.PAIRING_BYE
            pab_rounds.add(r)
        else:
            byes[r] = ResultCode.FULL_BYE
    return byes


def _legacy_byes(
    tournament: Tournament, builder: _Builder, lenient: bool, warnings: list[TrfError]
) -> Tournament:
    """Say how the cells of older programs were read (``player_line.LEGACY_CELLS``), and settle a round
    with more than one win without opponent: it has one pairing-allocated bye."""
    players = tournament.by_number()
    seen_pab: dict[int, PairingNumber] = {}
    for p in tournament.players:
        for r, e in enumerate(p.rounds, start=1):
            if e.result is ResultCode.PAIRING_BYE and e.opponent is None:
                seen_pab.setdefault(r, p.number)
    extra: dict[PairingNumber, list[int]] = {}
    for line_number, line, cells in builder.legacy:
        number = PairingNumber(int(line[4:8]))
        shown = ", ".join(
            translate("TrfError", "round {round} {cell}").format(round=r, cell=repr(cell.strip() or cell))
            for r, cell in cells
        )
        warnings.append(
            TrfError(
                translate(
                    "TrfError",
                    "cells without opponent as programs before TRF16 write them ({cells}): a win is read as "
                    "the pairing-allocated bye (U), a loss as not paired (Z), a draw as a half-point bye (H)",
                ).format(cells=shown),
                line_number,
                line,
            )
        )
        for r, cell in cells:
            if cell[7] == "+" and seen_pab.get(r) != number:
                extra.setdefault(number, []).append(r)
    if not extra:
        return tournament
    for number, rounds in extra.items():
        line_number, line = builder.player_lines[number]
        for r in rounds:
            problem = TrfError(
                translate(
                    "TrfError",
                    "round {round}: player {other} already has the pairing-allocated bye; a round has one, "
                    "so this win without opponent is read as a full-point bye (F)",
                ).format(round=r, other=seen_pab[r]),
                line_number,
                line,
            )
            if not lenient:
                raise TrfError(
                    translate(
                        "TrfError",
                        "round {round}: players {first} and {second} both have a win without opponent "
                        "('0000 - +'); a round has one pairing-allocated bye",
                    ).format(round=r, first=seen_pab[r], second=number),
                    line_number,
                    line,
                )
            warnings.append(problem)
        p = players[number]
        entries = list(p.rounds)
        for r in rounds:
            entries[r - 1] = RoundEntry(None, Colour.NONE, ResultCode.FULL_BYE)
        players[number] = replace(p, rounds=tuple(entries))
    return replace(tournament, players=tuple(players[p.number] for p in tournament.players))


def _dates(
    builder: _Builder, warnings: list[TrfError]
) -> tuple[date | None, date | None, tuple[date | None, ...]]:
    """042, 052 and 132 read by ``engine.trf.dates``; each doubt a warning on its line."""

    def at(code: str) -> tuple[int | None, str | None]:
        return builder.header_lines.get(code, (None, None))

    (start, end), notes = read_dates([builder.headers.get("042", ""), builder.headers.get("052", "")])
    for code, reading in (("042", start), ("052", end)):
        if reading.warning is not None:
            warnings.append(TrfError(reading.warning, *at(code)))
    warnings.extend(TrfError(note, *at("042" if "042" in builder.header_lines else "052")) for note in notes)
    rounds, round_notes = read_dates(list(builder.round_dates), standard=("y", "m", "d"))
    warnings.extend(TrfError(r.warning, *at("132")) for r in rounds if r.warning is not None)
    warnings.extend(TrfError(note, *at("132")) for note in round_notes)
    return start.value, end.value, tuple(r.value for r in rounds)
