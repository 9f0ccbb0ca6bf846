"""A TRF (``engine.trf``) into a fresh tournament file, to continue an event started elsewhere.

Rounds in which somebody had an opponent or the PAB become paired rounds (boards in the order of
C.04.2 art. 3.6); ``0000 - H/F`` entries become byes; entries ``0000 - H/Z/F`` (or XXZ) in the
round after the last paired one, and TRF26 240 records for later rounds, become requested byes.

A round robin (192 ``FIDE_ROUNDROBIN``...) keeps the board order of its Berger table, and a player who
loses every game by forfeit from some round to the end of a complete round robin is recorded as
withdrawn from that round (TRF has no record for withdrawals; the import says so in a warning).

:func:`read_for_import` is everything an import decides before it writes (what the preview shows):
the file read by ``engine.trf.read_trf_checked`` (number of rounds inferred, dates, edition policy),
text fields cleaned, the placeholder players of the bye taken out (``engine.trf.placeholders``) unless
they are kept, the event's settings.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from datetime import date
from fractions import Fraction
from math import lcm
from operator import itemgetter
from typing import Any, cast

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from db.bulk import insert_rows
from db.errors import OperationRefused
from db.schema import (
    AuditRow,
    Base,
    BoardRow,
    ByeRow,
    PlayerRow,
    ProhibitedMemberRow,
    ProhibitedPairRow,
    RoundRow,
)
from db.sections import plain_rows, section_of
from db.tx import Tx
from engine.acceleration import pairing_accelerations
from engine.edition_policy import EditionBasis, EditionChoice
from engine.errors import ArbiterError, TrfError
from engine.i18n import QT_TRANSLATE_NOOP, translate
from engine.model import (
    NOT_PAIRED,
    Board,
    Colour,
    PairingNumber,
    PairingSystem,
    Player,
    PointSystem,
    ResultCode,
    RoundEntry,
    RulesEdition,
    Tournament,
    tournament_code,
)
from engine.rating.kfactor import RatingType
from engine.roundrobin import inferred_withdrawals, schedule
from engine.trf import CheckedTrf
from engine.trf.placeholders import placeholders, without_placeholders
from engine.trf.teams import read_team_event
from operations import text_fields, trf_import_teams
from operations.convert import acceleration_to_json, details_columns
from operations.ops_double_swiss import game_of, match_of, match_rounds
from operations.ops_event import event_row
from operations.team_view import code_192
from values import ByeKind, EventSettings, GameResult, PlayerDetails

_NOT_TRF_SIGNATURES = (
    (b"%PDF", QT_TRANSLATE_NOOP("DbTrf", "a PDF document")),
    (b"\x89PNG", QT_TRANSLATE_NOOP("DbTrf", "a PNG image")),
    (b"\xff\xd8\xff", QT_TRANSLATE_NOOP("DbTrf", "a JPEG image")),
    (b"GIF8", QT_TRANSLATE_NOOP("DbTrf", "a GIF image")),
    (b"PK\x03\x04", QT_TRANSLATE_NOOP("DbTrf", "a ZIP archive (or a Word/Excel/LibreOffice document)")),
    (b"\xd0\xcf\x11\xe0", QT_TRANSLATE_NOOP("DbTrf", "an old Word/Excel document")),
    (
        b"SQLite format 3\x00",
        QT_TRANSLATE_NOOP("DbTrf", "a database (an .arbiter tournament file is opened, not imported)"),
    ),
    (b"\x7fELF", QT_TRANSLATE_NOOP("DbTrf", "a program")),
    (b"\xff\xfe", QT_TRANSLATE_NOOP("DbTrf", "a UTF-16 text (save it as UTF-8)")),
    (b"\xfe\xff", QT_TRANSLATE_NOOP("DbTrf", "a UTF-16 text (save it as UTF-8)")),
)


def refuse_non_trf(data: bytes, name: str) -> None:
    """A PDF, an image, a document or random bytes is no TRF: refuse it with what it looks like
    (``TrfError``), before it could be read as an empty tournament."""
    for magic, what in _NOT_TRF_SIGNATURES:
        if data.startswith(magic):
            raise TrfError(
                translate("DbTrf", "{name} is {what}, not a TRF (a text file of 001 player lines)").format(
                    name=name, what=translate("DbTrf", what)
                )
            )
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise TrfError(
            translate(
                "DbTrf", "{name} is not a text file (a NUL byte on line {line}); it is not a TRF"
            ).format(name=name, line=line),
            line,
        )


def refuse_empty(t: Tournament, name: str) -> None:
    """A TRF without a single player record (001) is refused: there is nothing to continue."""
    if not t.players:
        raise TrfError(
            translate(
                "DbTrf", "{name} has no player record (001 lines): it is not a TRF, or it is empty"
            ).format(name=name)
        )


_PLAYER_TEXTS = (
    ("name", QT_TRANSLATE_NOOP("DbTrf", "player {number}: name")),
    ("title", QT_TRANSLATE_NOOP("DbTrf", "player {number}: title")),
    ("federation", QT_TRANSLATE_NOOP("DbTrf", "player {number}: federation")),
    ("fide_id", QT_TRANSLATE_NOOP("DbTrf", "player {number}: FIDE id")),
    ("birth_date", QT_TRANSLATE_NOOP("DbTrf", "player {number}: birth date")),
)
"""A player's texts that ``clean_text_fields`` cleans, with the label of its warning."""


def clean_text_fields(t: Tournament) -> tuple[Tournament, tuple[str, ...]]:
    """The tournament with line breaks and control characters in its text replaced by spaces, and
    the event's texts cut to their length (``operations.text_fields``), with one warning per field changed."""
    warnings: list[str] = []
    limits = text_fields.EVENT_TEXT_LIMITS

    def fix(what: str, text: str, field: str = "") -> str:
        if field:
            text = text_fields.cut(what, text, limits[field], warnings)
        cleaned = text_fields.clean(text)
        if cleaned != text:
            warnings.append(
                translate("DbTrf", "{what} {text}: control characters replaced by spaces").format(
                    what=what, text=text_fields.shown(text)
                )
            )
        return cleaned

    def fix_player(p: Player) -> Player:
        """``p`` with its texts cleaned (itself when none changes: the label of a field is only made
        for its warning, 50,000 fields at 9,999 players)."""
        changed: dict[str, Any] = {}  # texts, by field
        for field, label in _PLAYER_TEXTS:
            text = getattr(p, field)
            if text_fields.clean(text) != text:
                changed[field] = fix(translate("DbTrf", label).format(number=p.number), text)
        return replace(p, **changed) if changed else p

    players = tuple(fix_player(p) for p in t.players)
    cleaned = replace(
        t,
        name=fix(translate("DbTrf", "tournament name (012)"), t.name, "name"),
        city=fix(translate("DbTrf", "city (022)"), t.city, "city"),
        federation=fix(translate("DbTrf", "federation (032)"), t.federation),
        tournament_type=fix(translate("DbTrf", "type (092)"), t.tournament_type, "tournament_type"),
        chief_arbiter=fix(translate("DbTrf", "chief arbiter (102)"), t.chief_arbiter, "chief_arbiter"),
        deputy_arbiters=tuple(
            fix(translate("DbTrf", "deputy arbiter (112)"), d, "deputy_arbiters") for d in t.deputy_arbiters
        ),
        time_control=fix(translate("DbTrf", "time control (122)"), t.time_control, "time_control"),
        extra_records=tuple(fix(translate("DbTrf", "record"), r) for r in t.extra_records),
        players=players,
    )
    return cleaned, tuple(warnings)


@dataclass(frozen=True, slots=True)
class LoadReport:
    players: int
    rounds: int
    warnings: tuple[str, ...]


def _rating_type(code: str) -> RatingType:
    """The list a 222 time control is rated for (standard when the TRF does not say)."""
    from engine.time_control import TimeControlError, parse_time_control, rating_type_of

    try:
        return rating_type_of(parse_time_control(code)) if code else RatingType.STANDARD
    except TimeControlError:
        return RatingType.STANDARD


@dataclass(frozen=True, slots=True)
class TrfReading:
    """What importing a TRF would store, decided without writing anything (the preview shows it)."""

    tournament: Tournament
    """As it will be stored: cleaned, without the placeholders taken out, with the rules chosen."""
    settings: EventSettings
    warnings: tuple[str, ...]
    """Everything read with an interpretation, each with its line when it has one."""
    edition: EditionChoice
    rounds_inferred: bool
    placeholders: tuple[str, ...]
    """``#N name`` of each placeholder of the bye found (taken out unless kept)."""
    placeholders_kept: bool


def system_note(reading: TrfReading) -> str:
    """What the import says of the system that pairs the event: the Dutch edition and why
    (``EditionChoice.explanation``), or the other Swiss system record 192 names (no edition applies)."""
    t = reading.tournament
    team = reading.settings.team
    if team is not None:
        return translate("DbTrf", "a team event ({kind}), as record 192 says ({code})").format(
            kind=team.format.tournament_type, code=code_192(team)
        )
    if t.round_robin is not None or t.system is PairingSystem.DUTCH:
        return reading.edition.explanation
    from engine.system_policy import entry

    return translate("DbTrf", "{system}, as record 192 says ({code})").format(
        system=translate("PairingRefusal", entry(t.system).name),
        code=tournament_code(t.system, t.rules, t.baku),
    )


def read_for_import(
    data: bytes, name: str, *, lenient: bool = False, keep_placeholders: bool = False
) -> TrfReading:
    """Read a TRF as ``import_trf`` stores it. Raises ``TrfError`` for a file that is no TRF, a line
    that cannot be read, or (unless ``lenient``) a doubtful point (``engine.trf.read_trf_checked``)."""
    from engine.system_policy import refuse_baku, refuse_unkept_system
    from engine.trf import read_trf_checked

    refuse_non_trf(data, name)
    teams = trf_import_teams.is_team_trf(data)
    checked = read_trf_checked(data, lenient=lenient, infer_rounds=True, check_192=not teams)
    refuse_unkept_system(checked.tournament)  # a Lim event is never continued by another system's rules
    given = checked.tournament
    if given.round_robin is None and (given.baku or given.accelerations):
        refuse_baku(given.system)  # FIDE_DUBOV_BAKU: the Dubov text names no acceleration
    refuse_broken_matches(checked.tournament)
    tournament, cleaned = clean_text_fields(checked.tournament)
    refuse_empty(tournament, name)
    found = () if teams else tuple(sorted(placeholders(tournament)))  # a team's players are no placeholders
    shown = tuple(f"#{n} {tournament.player(n).name}" for n in found)
    notes: tuple[str, ...] = ()
    if found and not keep_placeholders:
        tournament, taken_out = without_placeholders(tournament, found)
        where = [checked.player_lines.get(n, (None, None)) for n in found]
        notes = tuple(
            str(TrfError(note, *where[i])) if i < len(where) else note for i, note in enumerate(taken_out)
        )
    elif found:
        notes = tuple(
            str(
                TrfError(
                    translate(
                        "DbTrf",
                        "{player} stands for the bye but is kept as a player, as asked (--keep-dummies)",
                    ).format(player=p),
                    *checked.player_lines.get(n, (None, None)),
                )
            )
            for n, p in zip(found, shown, strict=True)
        )
    settings, warnings = settings_from_reading(tournament, checked)
    if teams:
        settings = replace(settings, team=trf_import_teams.team_settings_of(tournament))
    read = tuple(str(w) for w in checked.warnings if str(w.reason) != checked.edition.explanation)
    return TrfReading(
        tournament,
        settings,
        read + cleaned + notes + warnings,
        checked.edition,
        checked.rounds_inferred,
        shown,
        keep_placeholders,
    )


def refuse_broken_matches(t: Tournament) -> None:
    """A Double-Swiss TRF (192 ``FIDE_DOUBLESWISS``) is imported when its cells are matches: an even
    number of rounds (142), two cells per match that are one match (``engine.double_swiss.matches``),
    and no Baku Acceleration (which the engine refuses: ``docs/systems/double-swiss.md``)."""
    if t.round_robin is not None or t.system is not PairingSystem.DOUBLE_SWISS:
        return
    from engine.double_swiss.matches import match_count, match_entry

    if t.baku:
        raise TrfError(
            translate(
                "DoubleSwiss",
                "192: the Baku Acceleration is not available with the Double-Swiss System: "
                "C.04.7 does not say whether its points for a win are a game's or a match's",
            )
        )
    for what, count in (("142", t.number_of_rounds or 0), ("rounds", t.rounds_recorded)):
        if count % 2:
            raise TrfError(
                translate(
                    "DbTrf",
                    "{what}: {count} round cells, but a Double-Swiss match takes two (game 1 and game 2)",
                ).format(what=what, count=count)
            )
    for player in t.players:
        for match in range(1, match_count(t.rounds_recorded) + 1):
            try:
                match_entry(player, match)
            except ArbiterError as exc:
                raise TrfError(str(exc)) from exc


def settings_from_reading(t: Tournament, checked: CheckedTrf) -> tuple[EventSettings, tuple[str, ...]]:
    """Event settings for a TRF (its dates as ``engine.trf.dates`` read them: a date it could not read
    is left empty, its warning is already among the reader's)."""
    warnings: list[str] = []
    rounds = t.number_of_rounds or max(t.rounds_recorded, 1)
    if rounds < t.rounds_recorded:
        warnings.append(
            translate(
                "DbTrf", "the TRF has {rounds_recorded} rounds but says {rounds}; using {rounds_recorded}"
            ).format(rounds_recorded=t.rounds_recorded, rounds=rounds)
        )
        rounds = t.rounds_recorded
    settings = EventSettings(
        name=t.name.strip() or "Imported tournament",
        number_of_rounds=rounds,
        city=t.city,
        federation=t.federation[:3],
        start_date=checked.start_date,
        end_date=checked.end_date,
        tournament_type=t.tournament_type,
        chief_arbiter=t.chief_arbiter,
        deputy_arbiters=t.deputy_arbiters,
        time_control=t.time_control,
        round_dates=checked.round_dates[:rounds],
        rules=t.rules,
        round_robin=t.round_robin,
        system=t.system,
        point_system=t.point_system,
        initial_colour=t.initial_colour if t.initial_colour is not Colour.NONE else None,
        tiebreaks=t.tiebreaks,
        time_control_code=t.time_control_code,
        rating_type=_rating_type(t.time_control_code),
    )
    if settings.start_date and settings.end_date and settings.end_date < settings.start_date:
        warnings.append(
            translate("DbTrf", "the end date (052) comes before the start date (042); end date left empty")
        )
        settings = replace(settings, end_date=None)
    return settings, tuple(warnings)


def last_paired_round(t: Tournament) -> int:
    """The last round in which somebody has an opponent or the PAB."""
    last = 0
    for p in t.players:
        for i, e in enumerate(p.rounds, start=1):
            if (e.opponent is not None or e.result is ResultCode.PAIRING_BYE) and i > last:
                last = i
    return last


def load_tournament(tx: Tx, reading: TrfReading, source: str) -> LoadReport:
    """Store a whole TRF tournament in a freshly created (empty) file, as one operation; the audit row
    keeps what the import decided (the edition and what from, the number of rounds inferred, the
    placeholders taken out), which ``arbiter info`` says again (:func:`import_notes`).

    The players, rounds, boards and byes are inserted in bulk (one statement per table, many rows:
    a 9,999-player event in seconds, issue 32 item 4), in the order and with the ids the import gave
    them when it added them one at a time (``tests/test_db_import_rows.py``)."""
    t = reading.tournament
    s = tx.session
    warnings: list[str] = []
    ev = event_row(s)
    ev.standings_tiebreaks = list(t.standings_tiebreaks)
    # 250/XXA records, or the Baku points named by record 192 (stored as the blocks they give).
    # (Not the Burstein seeding points, which follow the players registered: engine.burstein.seeding.)
    given = t.accelerations or t.baku
    ev.accelerations = [acceleration_to_json(a) for a in pairing_accelerations(t)] if given else []
    later_byes, kept = _later_byes(t.extra_records)
    ids = _insert_players(s, t)
    teams = None
    if reading.settings.team is not None:  # the team section: teams, matches, line-ups (issue 29)
        event = read_team_event(t.extra_records)
        teams = trf_import_teams.TeamRows(t, event, reading.settings.team, ids)
        teams.insert_teams(s)
        kept = trf_import_teams.kept_records(kept)
        later_byes = trf_import_teams.later_team_byes(later_byes, event)
    ev.extra_records = kept
    last = last_paired_round(t)
    rows = _PlayedRounds(t, ids, f"import from {source}"[:200], teams)
    for number in range(1, last + 1):
        rows.add_round(number)
    next_round = last + 1
    if last:
        idle = [p.number for p in t.players if p.entry(last) == NOT_PAIRED and len(p.rounds) < next_round]
        if idle and next_round <= ev.number_of_rounds:
            shown = ", ".join(f"#{n}" for n in idle[:20]) + (" ..." if len(idle) > 20 else "")
            warnings.append(
                translate(
                    "DbTrf",
                    "not paired in round {last}: {shown}; they will be paired again unless "
                    "you withdraw them (C.04.2 art. 3.2) or give them a bye",
                ).format(last=last, shown=shown)
            )
    if next_round <= ev.number_of_rounds:
        for p in t.players:
            e = p.entry(next_round)
            zero = p.number in t.absent_next_round
            if (
                len(p.rounds) >= next_round
                and e.opponent is None
                and e.result.is_bye
                and e.result is not ResultCode.PAIRING_BYE
            ):
                kind = ByeKind.from_code(e.result)
            elif zero:
                kind = ByeKind.ZERO
            else:
                continue
            rows.add_bye(next_round, ids[int(p.number)], kind)
    for round_number, kind, number in later_byes:
        if not next_round < round_number <= ev.number_of_rounds or int(number) not in ids:
            raise OperationRefused(
                translate(
                    "DbTrf", "240: a bye of player {number} in round {round_number} cannot be kept"
                ).format(number=number, round_number=round_number)
            )
        rows.add_bye(round_number, ids[int(number)], kind)
    rows.insert(s)
    if teams is not None:
        teams.insert(s)
    if t.round_robin is not None:
        for number, start in sorted(inferred_withdrawals(t).items()):
            gone = s.get(PlayerRow, ids[int(number)])
            assert gone is not None
            gone.withdrawn_from_round = start
            warnings.append(
                translate(
                    "DbTrf",
                    "#{number} {name} loses every game by forfeit from round {start} to "
                    "the end: recorded as withdrawn from round {start} (reinstate the "
                    "player if that is wrong)",
                ).format(number=number, name=gone.name, start=start)
            )
    for forbidden in t.forbidden_pairs:
        pair = ProhibitedPairRow(first_round=forbidden.first_round, last_round=forbidden.last_round)
        pair.members = [ProhibitedMemberRow(player_id=ids[int(n)]) for n in sorted(set(forbidden.players))]
        s.add(pair)
    s.flush()
    tx.audit(
        "import_trf",
        None,
        {
            "source": source,
            "players": len(t.players),
            "rounds": last,
            "name": t.name,
            "rules": t.rules.value,
            "rules_basis": reading.edition.basis.value,
            "start_date": None
            if reading.settings.start_date is None
            else reading.settings.start_date.isoformat(),
            "number_of_rounds": ev.number_of_rounds,
            "rounds_inferred": reading.rounds_inferred,
            "placeholders": list(reading.placeholders),
            "placeholders_kept": reading.placeholders_kept,
        },
    )
    return LoadReport(len(t.players), last, tuple(warnings))


def _insert_players(s: Session, t: Tournament) -> dict[int, int]:
    """Every player of ``t`` inserted, in the order of their pairing numbers (one statement); their
    pairing number -> id."""
    rows = []
    for p in sorted(t.players, key=lambda p: p.number):
        late = t.entry_round(p.number)  # blank cells before a late entry (JaVaFo)
        details = PlayerDetails(p.name, p.rating, p.title, p.federation, p.fide_id, p.sex, p.birth_date)
        rows.append(
            {"number": int(p.number), "entry_round": late if late > 1 else None} | details_columns(details)
        )
    insert_rows(s, _table(PlayerRow), rows, section_id=section_of(s))  # in the session's section
    return {number: id_ for number, id_ in plain_rows(s, select(PlayerRow.number, PlayerRow.id), PlayerRow)}


_BoardMade = tuple[int, int, GameResult | None, bool]
"""A board as ``_PlayedRounds`` makes it: white's id, black's id, the result, no colours."""

_UNKNOWN = object()
"""Not yet in ``_PlayedRounds.results``."""


class _PlayedRounds:
    """The rows of the rounds a TRF's players played (rounds, boards, byes), made round by round and
    inserted at the end, each table in one statement, in the order the rows were made."""

    def __init__(
        self, t: Tournament, ids: dict[int, int], pairer: str, teams: trf_import_teams.TeamRows | None = None
    ) -> None:
        self.t = t
        self.teams = teams
        """A team event's matches: each round's games are theirs (``trf_import_teams``)."""
        self.ids = ids
        self.tpn = {v: k for k, v in ids.items()}
        self.pairer = pairer
        self.players = sorted(t.players, key=lambda p: p.number)
        self.table_order = _round_robin_board_order(t)
        self.matches = t.round_robin is None and t.system is PairingSystem.DOUBLE_SWISS
        """A Double-Swiss event: game 2 of a match on game 1's boards (``_same_boards``)."""
        self.player_ids = [ids[int(p.number)] for p in self.players]
        points, width = _PointsInUnits(t.point_system), t.rounds_recorded
        self.scores = {ids[int(p.number)]: points.running(p.rounds, width) for p in t.players}
        """Each player's score before each round (``Player.score`` up to it): ``scores[id][k]`` before
        round ``k + 1``, in the units of ``points``."""
        self.results: dict[tuple[str, str], GameResult | None | object] = {}
        """``_result``'s answers so far."""
        self.rounds: list[dict[str, object]] = []
        self.boards: list[dict[str, object]] = []
        self.byes: list[dict[str, object]] = []

    def add_round(self, number: int) -> None:
        """Round ``number``'s row, its boards in the order of C.04.2 art. 3.6 (a round robin's in its
        Berger table's), its PAB and its byes."""
        if self.teams is not None:
            self._add_team_round(number)
            return
        boards: list[tuple[tuple[int, int, int], _BoardMade]] = []
        """Each board with its place by C.04.2 art. 3.6 (``_board_order``)."""
        pairing_bye: int | None = None
        player, black, no_colour, scores = self.t.player, Colour.BLACK, Colour.NONE, self.scores
        results = self.results
        for p, player_id in zip(self.players, self.player_ids, strict=True):
            rounds = p.rounds
            if number > len(rounds):
                continue  # NOT_PAIRED: no game, no bye
            e = rounds[number - 1]
            opponent = e.opponent
            if opponent is not None:
                if e.colour is black:
                    continue
                if e.colour is no_colour and p.number > opponent:
                    continue  # a game not played without colours: listed from the lower number
                theirs = player(opponent).rounds
                other = theirs[number - 1] if number <= len(theirs) else NOT_PAIRED
                result = results.get((e.result._value_, other.result._value_), _UNKNOWN)
                if result is _UNKNOWN:
                    try:
                        result = self._result(e.result, other.result)
                    except ValueError as exc:
                        raise OperationRefused(
                            translate(
                                "DbTrf", "round {number}: players {number2} and {opponent}: {exc}"
                            ).format(number=number, number2=p.number, opponent=opponent, exc=exc)
                        ) from exc
                opponent_id = self.ids[int(opponent)]
                place = _board_order(
                    scores[player_id][number - 1], scores[opponent_id][number - 1], p.number, opponent
                )
                boards.append(
                    (place, (player_id, opponent_id, cast(GameResult | None, result), e.colour is no_colour))
                )
            elif e.result is ResultCode.PAIRING_BYE:
                if pairing_bye is not None:
                    raise OperationRefused(
                        translate("DbTrf", "round {number}: more than one pairing-allocated bye (U)").format(
                            number=number
                        )
                    )
                pairing_bye = player_id
            elif e.result in (ResultCode.HALF_BYE, ResultCode.FULL_BYE):
                self.add_bye(number, player_id, ByeKind.from_code(e.result))
        ordered = self._sorted(number, boards)
        self._add_round_row(number, pairing_bye)
        self.boards.extend(
            {
                "round_number": number,
                "board_no": i,
                "white_id": w,
                "black_id": b,
                "result": None if r is None else r._value_,  # the member's value (not the property)
                "no_colours": nc,
            }
            for i, (w, b, r, nc) in enumerate(ordered, start=1)
        )
        if self.matches and game_of(number) == 1:  # game 2 on game 1's boards (C.04.5 Preface)
            self.table_order[match_rounds(match_of(number))[1]] = _same_boards(ordered, self.tpn)

    def _sorted(self, number: int, boards: list[tuple[tuple[int, int, int], _BoardMade]]) -> list[_BoardMade]:
        """Round ``number``'s boards in the order of their places (C.04.2 art. 3.6), or of the round
        robin's Berger table first (then their places)."""
        table, tpn = self.table_order.get(number), self.tpn
        if table is None:
            boards.sort(key=itemgetter(0))
        else:
            boards.sort(
                key=lambda b: (
                    table.get(Board(PairingNumber(tpn[b[1][0]]), PairingNumber(tpn[b[1][1]])), len(table)),
                    b[0],
                )
            )
        return [board for _place, board in boards]

    def _result(self, white: ResultCode, black: ResultCode) -> GameResult | None:
        """``GameResult.from_codes``, kept in ``results`` for each pair of codes met (64,000 boards at
        9,999 players: ``add_round`` looks there first, by the codes' values, whose hash is a str's, not
        ``Enum.__hash__``)."""
        found = self.results[white._value_, black._value_] = GameResult.from_codes(white, black)
        return found

    def _add_team_round(self, number: int) -> None:
        """Round ``number`` of a team event: its matches' games (``trf_import_teams.TeamRows``) and each
        player's requested bye; the pairing-allocated bye is a team's, a match without a second team."""
        assert self.teams is not None
        for p in self.players:
            e = p.entry(number)
            if e.opponent is None and e.result in (ResultCode.HALF_BYE, ResultCode.FULL_BYE):
                self.add_bye(number, self.ids[int(p.number)], ByeKind.from_code(e.result))
        self._add_round_row(number, None)
        self.boards.extend(self.teams.add_round(number))

    def _add_round_row(self, number: int, pairing_bye: int | None) -> None:
        self.rounds.append(
            {
                "number": number,
                "date": None,  # the column of RoundRow.played_on
                "paired_at": None,
                "pairing_bye_id": pairing_bye,
                "pairer": self.pairer,
                "pairing_input": None,
            }
        )

    def add_bye(self, round_number: int, player_id: int, kind: ByeKind) -> None:
        self.byes.append({"round_number": round_number, "player_id": player_id, "kind": kind.value})

    def insert(self, s: Session) -> None:
        """The rows made, each table in one statement (rounds before their boards), as the store's
        tables' rows in the session's section (``db.sections.section_of``): 75,000 rows at 9,999
        players, which the ORM's bulk insert took row by row through its own bookkeeping first."""
        section = section_of(s)
        for row, rows in ((RoundRow, self.rounds), (BoardRow, self.boards), (ByeRow, self.byes)):
            insert_rows(s, _table(row), rows, section_id=section)


def _table(model: type[Base]) -> Table:
    """The table of a model of ``db.schema``."""
    return cast(Table, model.__table__)


def _round_robin_board_order(t: Tournament) -> dict[int, dict[Board, int]]:
    """A round robin's boards in the order of its Berger table, round by round (empty for a Swiss or a
    field the tables do not cover)."""
    if t.round_robin is None:
        return {}
    try:
        rounds = schedule(len(t.players), t.round_robin)
    except ArbiterError:
        return {}
    return {r.round: {b: i for i, b in enumerate(r.boards)} for r in rounds}


def _same_boards(boards: Sequence[_BoardMade], tpn: dict[int, int]) -> dict[Board, int]:
    """The board order of game 1 of a Double-Swiss match, for its game 2: "The match consists of two
    games played in succession" (C.04.5 Preface) on one board, whatever the scores after game 1 (the
    order of C.04.2 art. 3.6 would move boards). Either colour order, game 2's being reversed."""
    order: dict[Board, int] = {}
    for board_no, (white_id, black_id, _, _) in enumerate(boards):
        white, black = PairingNumber(tpn[white_id]), PairingNumber(tpn[black_id])
        order[Board(white, black)] = order[Board(black, white)] = board_no
    return order


_BYE_LETTERS = {"H": ByeKind.HALF, "Z": ByeKind.ZERO, "F": ByeKind.FULL}


def _later_byes(records: Sequence[str]) -> tuple[list[tuple[int, ByeKind, int]], list[str]]:
    """TRF26 240 records for rounds after the next one (the reader keeps those as text): as byes."""
    byes: list[tuple[int, ByeKind, int]] = []
    kept: list[str] = []
    for record in records:
        words = record.split()
        if record.startswith("240 ") and len(words) >= 4 and words[1].upper() in _BYE_LETTERS:
            try:
                round_number = int(words[2])
                numbers = [int(w) for w in words[3:]]
            except ValueError:
                kept.append(record)
                continue
            byes.extend((round_number, _BYE_LETTERS[words[1].upper()], n) for n in numbers)
        else:
            kept.append(record)
    return byes, kept


class _PointsInUnits:
    """A point system's points as whole numbers of its smallest unit (1/2 for the usual one: the
    least common multiple of the denominators of its values), read once per result and colour: scores
    summed and compared exactly, as whole numbers instead of fractions, in the same order."""

    def __init__(self, system: PointSystem) -> None:
        self.system = system
        values = [Fraction(getattr(system, f.name)) for f in fields(system)]
        self.per_point = lcm(*(v.denominator for v in values))
        self.known: dict[tuple[str, bool], int] = {}

    def __call__(self, entry: RoundEntry) -> int:
        key = (entry.result._value_, entry.colour is Colour.BLACK)  # the member's value: a str's hash
        units = self.known.get(key)
        if units is None:
            units = self.known[key] = int(self.system.points(entry) * self.per_point)
        return units

    def running(self, rounds: Sequence[RoundEntry], width: int) -> list[int]:
        """The score before round 1, then after each of ``rounds``, up to round ``width`` (rounds not
        on the line add nothing): ``running(r, w)[k]`` is the points of ``r[:k]``, summed in order."""
        total, scores, known, black = 0, [0], self.known, Colour.BLACK
        for entry in rounds:
            units = known.get((entry.result._value_, entry.colour is black))
            total += self(entry) if units is None else units
            scores.append(total)
        scores.extend([total] * (width + 1 - len(scores)))
        return scores


def _board_order(score: int, other: int, number: int, other_number: int) -> tuple[int, int, int]:
    """C.04.2 (2026) art. 3.6: higher score of the pair, then sum of scores, then the better TPN
    (the scores before the round of the two players, in any unit of points; their pairing numbers)."""
    return (-max(score, other), -(score + other), min(number, other_number))


@dataclass(frozen=True, slots=True)
class ImportNotes:
    """What the import of the file decided and still holds (``arbiter info`` says it again)."""

    source: str
    edition: str | None
    """Why the event is paired under its edition, while it is the one the import chose."""
    rounds_inferred: int | None
    """The number of rounds the import took from the player lines, while it is still the event's."""


def import_notes(s: Session) -> ImportNotes | None:
    """The decisions of the TRF import that made the file, as far as the arbiter has not changed them
    since (a later ``set_rules``, a different number of rounds); None for a file not imported."""
    row = s.scalar(select(AuditRow).where(AuditRow.operation == "import_trf").order_by(AuditRow.id))
    if row is None or row.new_value is None:
        return None
    done = json.loads(row.new_value)
    ev = event_row(s)
    later_rules = s.scalar(
        select(AuditRow.id).where(AuditRow.operation == "set_rules", AuditRow.id > row.id).limit(1)
    )
    edition = None
    if "rules" in done and later_rules is None and ev.rules == done["rules"] and ev.pairing_system == "dutch":
        start = done.get("start_date")
        choice = EditionChoice(
            RulesEdition(done["rules"]),
            EditionBasis(done["rules_basis"]),
            None if start is None else date.fromisoformat(start),
        )
        edition = choice.explanation
    inferred = done.get("number_of_rounds") if done.get("rounds_inferred") else None
    if inferred is not None and inferred != ev.number_of_rounds:
        inferred = None
    return ImportNotes(str(done.get("source", "")), edition, inferred)
