"""Rows to domain values and back. The only place that knows both ``db.schema`` and ``values``."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import fields
from datetime import date
from fractions import Fraction
from typing import Any, Protocol

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from db.schema import BoardRow, ByeRow, EventRow, PlayerRow, ProhibitedPairRow, RoundRow, SectionRow
from db.sections import plain_rows
from engine.model import (
    Acceleration,
    Colour,
    PairingNumber,
    PairingSystem,
    PointSystem,
    RoundRobin,
    RulesEdition,
    Sex,
)
from engine.prizes import TieRule
from engine.rating.kfactor import RatingType
from values import (
    BoardRecord,
    ByeKind,
    ByeRecord,
    EventSettings,
    GameResult,
    PlayerDetails,
    PlayerId,
    PlayerRecord,
    ProhibitedPair,
    RoundInfo,
    RoundState,
)
from values.team_settings import DEFAULT_TEAM_CODE, TeamFormat, TeamSettings

_DEFAULT_POINTS = PointSystem()


def points_to_json(points: PointSystem) -> dict[str, Any]:
    """Only the fields that differ from the default, as fraction strings (exact)."""
    return {
        f.name: str(getattr(points, f.name))
        for f in fields(PointSystem)
        if getattr(points, f.name) != getattr(_DEFAULT_POINTS, f.name)
    }


def points_from_json(data: dict[str, Any]) -> PointSystem:
    return PointSystem(**{k: Fraction(v) for k, v in data.items()})


def _date_or_none(text: Any) -> date | None:
    return None if text is None else date.fromisoformat(str(text))


def round_robin_from_row(system: str, settings: dict[str, Any]) -> RoundRobin | None:
    """``event.pairing_system`` and ``event.system_settings`` as the engine's ``RoundRobin`` (None: Swiss)."""
    if system != "berger":
        return None
    return RoundRobin(int(settings.get("cycles", 1)), bool(settings.get("reverse_last_two", False)))


def system_from_row(system: str) -> PairingSystem:
    """``event.pairing_system`` as the Swiss system that pairs the event (the Dutch one for a round
    robin, which does not use it): ``engine.system_policy.system_for_setting`` decides."""
    from engine.system_policy import system_for_setting

    return system_for_setting(system) or PairingSystem.DUTCH


def team_from_row(system: str, settings: dict[str, Any]) -> TeamSettings | None:
    """``event.pairing_system`` and ``event.system_settings`` as a team event's settings (None: an
    individual event)."""
    kind = TeamFormat.from_setting(system)
    if kind is None:
        return None
    return TeamSettings(
        kind,
        int(settings.get("boards", 4)),
        str(settings.get("code", DEFAULT_TEAM_CODE)),
        str(settings.get("colour_sequence", "")),
    )


def system_to_row(
    rr: RoundRobin | None, system: PairingSystem = PairingSystem.DUTCH, team: TeamSettings | None = None
) -> tuple[str, dict[str, Any]]:
    """``event.pairing_system`` and ``event.system_settings`` of a team event, a round robin, else of
    the Swiss system."""
    if team is not None:
        found: dict[str, Any] = {"boards": team.boards, "code": team.code}
        if team.colour_sequence:
            found["colour_sequence"] = team.colour_sequence
        return team.format.value, found
    if rr is None:
        from engine.system_policy import entry

        return entry(system).setting, {}
    return "berger", {"cycles": rr.cycles, "reverse_last_two": rr.reverse_last_two}


def event_settings(row: SectionRow) -> EventSettings:
    """The settings of a section with what its event shares (name, venue, dates, officials, language)."""
    ev = row.event
    return EventSettings(
        name=ev.name,
        number_of_rounds=row.number_of_rounds,
        city=ev.city,
        federation=ev.federation,
        start_date=ev.start_date,
        end_date=ev.end_date,
        tournament_type=row.tournament_type,
        chief_arbiter=ev.chief_arbiter,
        deputy_arbiters=tuple(str(d) for d in ev.deputy_arbiters),
        time_control=row.time_control,
        round_dates=tuple(_date_or_none(d) for d in row.round_dates),
        rules=RulesEdition(row.rules),
        round_robin=round_robin_from_row(row.pairing_system, row.system_settings),
        system=system_from_row(row.pairing_system),
        point_system=points_from_json(row.point_system),
        initial_colour=None if row.initial_colour is None else Colour(row.initial_colour),
        tiebreaks=tuple(str(t) for t in row.tiebreaks),
        organiser=ev.organiser,
        rating_type=RatingType(row.rating_type),
        fide_rated=bool(row.fide_rated),
        time_control_code=row.time_control_code,
        prize_ties=TieRule(row.prize_ties),
        language=ev.language,
        team=team_from_row(row.pairing_system, row.system_settings),
    )


def event_to_json(settings: EventSettings) -> dict[str, Any]:
    """For the audit log."""
    return {
        "name": settings.name,
        "number_of_rounds": settings.number_of_rounds,
        "city": settings.city,
        "federation": settings.federation,
        "start_date": None if settings.start_date is None else settings.start_date.isoformat(),
        "end_date": None if settings.end_date is None else settings.end_date.isoformat(),
        "tournament_type": settings.tournament_type,
        "chief_arbiter": settings.chief_arbiter,
        "deputy_arbiters": list(settings.deputy_arbiters),
        "time_control": settings.time_control,
        "round_dates": [None if d is None else d.isoformat() for d in settings.round_dates],
        "rules": settings.rules.value,
        **_system_json(settings.round_robin, settings.system),
        **({"team": system_to_row(None, settings.system, settings.team)[1]} if settings.team else {}),
        "point_system": points_to_json(settings.point_system),
        "initial_colour": None if settings.initial_colour is None else settings.initial_colour.value,
        "tiebreaks": list(settings.tiebreaks),
        "organiser": settings.organiser,
        "rating_type": settings.rating_type.value,
        "fide_rated": settings.fide_rated,
        "time_control_code": settings.time_control_code,
        "prize_ties": settings.prize_ties.value,
        **({"language": settings.language} if settings.language else {}),  # rows without one look as before
    }


def _system_json(rr: RoundRobin | None, system: PairingSystem) -> dict[str, Any]:
    """The pairing system for the audit log (a round robin, or a Swiss system other than the Dutch one:
    Dutch rows look as before)."""
    if rr is not None:
        return {"system": rr.code, "system_name": rr.name}
    if system is PairingSystem.DUTCH:
        return {}
    return {"system": system.value, "system_name": system.display_name}


def apply_event(row: SectionRow, settings: EventSettings) -> None:
    """Store ``settings``: the section's own in its row, what the event shares in the event's row."""
    apply_event_wide(row.event, settings)
    apply_section(row, settings)


def apply_section(row: SectionRow, settings: EventSettings) -> None:
    """The section's own settings (system, edition, rounds, points, tie-breaks, rating, fees aside)."""
    row.number_of_rounds = settings.number_of_rounds
    row.tournament_type = settings.tournament_type
    row.time_control = settings.time_control
    row.round_dates = [None if d is None else d.isoformat() for d in settings.round_dates]
    row.rules = settings.rules.value
    row.pairing_system, row.system_settings = system_to_row(
        settings.round_robin, settings.system, settings.team
    )
    row.point_system = points_to_json(settings.point_system)
    row.initial_colour = None if settings.initial_colour is None else settings.initial_colour.value
    row.tiebreaks = list(settings.tiebreaks)
    row.rating_type = settings.rating_type.value
    row.fide_rated = settings.fide_rated
    row.time_control_code = settings.time_control_code
    row.prize_ties = settings.prize_ties.value


def apply_event_wide(ev: EventRow, settings: EventSettings) -> None:
    """What every section of the event shares: its name, venue, dates, officials and language."""
    ev.name = settings.name
    ev.city = settings.city
    ev.federation = settings.federation
    ev.start_date = settings.start_date
    ev.end_date = settings.end_date
    ev.chief_arbiter = settings.chief_arbiter
    ev.deputy_arbiters = list(settings.deputy_arbiters)
    ev.organiser = settings.organiser
    ev.language = settings.language


SEXES: dict[str, Sex] = {sex.value: sex for sex in Sex}
"""A stored sex code -> ``Sex`` (a look-up: ``Sex(code)`` is ``enum``'s call, 10,000 per snapshot)."""


PLAYER_COLUMNS = (
    "id",
    "number",
    "name",
    "rating",
    "title",
    "federation",
    "fide_id",
    "sex",
    "birth_date",
    "withdrawn_from_round",
    "entry_round",
    "national_id",
    "national_rating",
    "club",
    "city",
    "other_titles",
    "k_factor",
    "inactive",
    "fixed_board",
    "fee_category",
)
"""The columns of a player row a ``PlayerRecord`` is made of, in the order :func:`player_from_columns`
takes them."""


def player_record(row: PlayerRow) -> PlayerRecord:
    return player_from_columns([getattr(row, name) for name in PLAYER_COLUMNS])


def player_from_columns(columns: Sequence[Any]) -> PlayerRecord:
    """The player of a row's :data:`PLAYER_COLUMNS`, in that order (a row of :func:`player_columns`:
    taken by position, as a tuple's items; a named column of an SQLAlchemy row is a Python call, 20
    per player)."""
    (
        pid,
        number,
        name,
        rating,
        title,
        federation,
        fide_id,
        sex,
        birth_date,
        withdrawn_from_round,
        entry_round,
        national_id,
        national_rating,
        club,
        city,
        other_titles,
        k_factor,
        inactive,
        fixed_board,
        fee_category,
    ) = columns
    return PlayerRecord(
        id=PlayerId(pid),
        number=PairingNumber(number),
        name=name,
        rating=rating,
        title=title,
        federation=federation,
        fide_id=fide_id,
        sex=SEXES[sex],
        birth_date=birth_date,
        withdrawn_from_round=withdrawn_from_round,
        entry_round=entry_round,
        national_id=national_id,
        national_rating=national_rating,
        club=club,
        city=city,
        other_titles=other_titles,
        k_factor=k_factor,
        inactive=bool(inactive),
        fixed_board=fixed_board,
        fee_category=fee_category,
    )


def player_columns() -> Select[Any]:
    """The :data:`PLAYER_COLUMNS` of every player in pairing-number order: plain rows, not ORM objects
    (the window's snapshot reads 9,999 players; an ORM object costs some five times a row). Kept to
    the session's section by the ORM's criteria, or by ``db.sections.plain_rows`` (the snapshot)."""
    return select(*(getattr(PlayerRow, name) for name in PLAYER_COLUMNS)).order_by(PlayerRow.number)


def details_columns(details: PlayerDetails) -> dict[str, Any]:
    """The columns of a player row that ``details`` sets, by name (what :func:`apply_details` writes
    into a row, and a bulk insert of players gives for each)."""
    return {
        "name": details.name,
        "rating": details.rating,
        "title": details.title,
        "federation": details.federation,
        "fide_id": details.fide_id,
        "sex": details.sex.value,
        "birth_date": details.birth_date,
        "national_id": details.national_id,
        "national_rating": details.national_rating,
        "club": details.club,
        "city": details.city,
        "other_titles": details.other_titles,
        "inactive": details.inactive,
    }


def apply_details(row: PlayerRow, details: PlayerDetails) -> None:
    for column, value in details_columns(details).items():
        setattr(row, column, value)


def player_to_json(p: PlayerRecord) -> dict[str, Any]:
    return {
        "id": p.id,
        "number": p.number,
        "name": p.name,
        "rating": p.rating,
        "title": p.title,
        "federation": p.federation,
        "fide_id": p.fide_id,
        "sex": p.sex.value,
        "birth_date": p.birth_date,
        "withdrawn_from_round": p.withdrawn_from_round,
        "entry_round": p.entry_round,
        "national_id": p.national_id,
        "national_rating": p.national_rating,
        "club": p.club,
        "city": p.city,
        "other_titles": p.other_titles,
        "k_factor": p.k_factor,
        "inactive": p.inactive,
        "fixed_board": p.fixed_board,
        "fee_category": p.fee_category,
    }


class BoardColumns(Protocol):
    """What a board's record is made of: a ``BoardRow``, or a plain row of its columns (a result typed
    at a desk reads its board so, ``operations.ops_board_results``)."""

    @property
    def round_number(self) -> int: ...
    @property
    def board_no(self) -> int: ...
    @property
    def white_id(self) -> int: ...
    @property
    def black_id(self) -> int: ...
    @property
    def result(self) -> str | None: ...
    @property
    def no_colours(self) -> bool: ...


def board_record(row: BoardColumns, numbers: dict[int, int]) -> BoardRecord:
    return BoardRecord(
        round=row.round_number,
        board=row.board_no,
        white=PlayerId(row.white_id),
        black=PlayerId(row.black_id),
        white_number=PairingNumber(numbers[row.white_id]),
        black_number=PairingNumber(numbers[row.black_id]),
        result=None if row.result is None else GameResult(row.result),
        no_colours=bool(row.no_colours),
    )


def board_to_json(b: BoardRecord) -> dict[str, Any]:
    return {
        "round": b.round,
        "board": b.board,
        "white": b.white,
        "black": b.black,
        "white_number": b.white_number,
        "black_number": b.black_number,
        "result": None if b.result is None else b.result.value,
        **({"no_colours": True} if b.no_colours else {}),
    }


def bye_record(row: ByeRow) -> ByeRecord:
    return ByeRecord(round=row.round_number, player=PlayerId(row.player_id), kind=ByeKind(row.kind))


def bye_to_json(b: ByeRecord) -> dict[str, Any]:
    return {"round": b.round, "player": b.player, "kind": b.kind.value}


def numbers_by_id(s: Session, ids: Sequence[int] | None = None) -> dict[int, int]:
    """Player id -> pairing number, of every player or of those of ``ids`` (a board's two: one
    result typed in a 9,999-player event need not read 9,999 numbers)."""
    query = select(PlayerRow.id, PlayerRow.number)
    if ids is not None:
        query = query.where(PlayerRow.id.in_(ids))
    return {pid: num for pid, num in s.execute(query)}


def round_info(
    s: Session,
    row: RoundRow,
    numbers: dict[int, int] | None = None,
    written: Sequence[tuple[int, int, int, str | None, bool]] | None = None,
) -> RoundInfo:
    """The round of ``row`` as the operations return it. ``numbers``: every player's pairing number by
    id, when read already; ``written``: the round's boards as this transaction has just stored them
    (board, white id, black id, stored result, no colours; in board order), not read back."""
    nums = numbers_by_id(s) if numbers is None else numbers
    query = (
        select(BoardRow.board_no, BoardRow.white_id, BoardRow.black_id, BoardRow.result, BoardRow.no_colours)
        .where(BoardRow.round_number == row.number)
        .order_by(BoardRow.board_no)
    )  # plain columns, not the ORM objects of ``row.boards`` (a round just paired: 5,000 boards)
    boards = tuple(
        BoardRecord(
            row.number,
            board,
            PlayerId(white),
            PlayerId(black),
            PairingNumber(nums[white]),
            PairingNumber(nums[black]),
            None if stored is None else STORED_RESULTS[stored],
            bool(no_colours),
        )
        for board, white, black, stored, no_colours in (s.execute(query) if written is None else written)
    )
    byes = tuple(
        bye_record(b)
        for b in s.scalars(select(ByeRow).where(ByeRow.round_number == row.number).order_by(ByeRow.player_id))
    )
    complete = all(b.result is not None for b in boards)
    return RoundInfo(
        number=row.number,
        date=row.played_on,
        state=RoundState.COMPLETE if complete else RoundState.PAIRED,
        boards=boards,
        pairing_bye=None if row.pairing_bye_id is None else PlayerId(row.pairing_bye_id),
        byes=byes,
        paired_at=row.paired_at,
    )


ResultsThen = Mapping[tuple[int, int], GameResult | None]
"""(round, board) -> the result a board had at some moment (``operations.result_history``), over the stored
one."""


STORED_RESULTS: dict[str, GameResult] = {r.value: r for r in GameResult}
"""A board's stored result text -> its result: a dictionary look-up (``GameResult(text)`` goes through
``enum``'s call, a third of the reading of 64,000 boards)."""


def board_columns(upto: int | None) -> Select[int, int, int, int, str | None, bool]:
    """The stored boards of rounds 1..``upto`` (every round when None) as plain columns (round, board,
    white id, black id, stored result, no colours), in round and board order: the one query of
    :func:`read_rounds` and of the engine's input (``operations.mapper``)."""
    query = select(
        BoardRow.round_number,
        BoardRow.board_no,
        BoardRow.white_id,
        BoardRow.black_id,
        BoardRow.result,
        BoardRow.no_colours,
    )
    if upto is not None:
        query = query.where(BoardRow.round_number <= upto)
    return query.order_by(BoardRow.round_number, BoardRow.board_no)


def bye_columns(upto: int | None) -> Select[int, int, str]:
    """The stored byes of rounds 1..``upto`` (every round when None) as (round, player id, kind), in
    round and player order."""
    query = select(ByeRow.round_number, ByeRow.player_id, ByeRow.kind)
    if upto is not None:
        query = query.where(ByeRow.round_number <= upto)
    return query.order_by(ByeRow.round_number, ByeRow.player_id)


def read_rounds(
    s: Session,
    upto: int | None = None,
    results: ResultsThen | None = None,
    numbers: Mapping[int, int] | None = None,
) -> tuple[RoundInfo, ...]:
    """Every paired round (up to round ``upto``), as :func:`round_info` gives each, read as plain columns
    in one query per table, not as ORM objects: the window reads them at every snapshot (64,000 boards
    in a 9,999-player event). ``results``: boards whose result is taken from there instead of the
    file. ``numbers``: player id -> pairing number of every player, when the caller read them in this
    transaction (else read here)."""
    then = results or {}
    numbers = numbers_by_id(s) if numbers is None else numbers
    rounds = select(RoundRow.number, RoundRow.played_on, RoundRow.pairing_bye_id, RoundRow.paired_at)
    if upto is not None:
        rounds = rounds.where(RoundRow.number <= upto)
    # each player's id and number typed once, not at each of their boards (``PlayerId(x)`` is a call
    # of half a microsecond: four per board, a fifth of the reading of 64,000 boards)
    seats = {pid: (PlayerId(pid), PairingNumber(number)) for pid, number in numbers.items()}
    result_of: dict[str | None, GameResult | None] = {None: None}
    result_of.update(STORED_RESULTS)
    boards: dict[int, list[BoardRecord]] = defaultdict(list)
    for rnd, board, white, black, stored, no_colours in plain_rows(s, board_columns(upto), BoardRow):
        white_id, white_number = seats[white]
        black_id, black_number = seats[black]
        result = result_of[stored]
        if then:
            result = then.get((rnd, board), result)
        boards[rnd].append(
            BoardRecord(rnd, board, white_id, black_id, white_number, black_number, result, bool(no_colours))
        )
    byes: dict[int, list[ByeRecord]] = defaultdict(list)
    for rnd, player, kind in plain_rows(s, bye_columns(upto), ByeRow):
        byes[rnd].append(ByeRecord(rnd, PlayerId(player), ByeKind(kind)))
    return tuple(
        RoundInfo(
            number=number,
            date=played_on,
            state=RoundState.COMPLETE
            if all(b.result is not None for b in boards[number])
            else RoundState.PAIRED,
            boards=tuple(boards[number]),
            pairing_bye=None if bye is None else PlayerId(bye),
            byes=tuple(byes[number]),
            paired_at=paired_at,
        )
        for number, played_on, bye, paired_at in s.execute(rounds.order_by(RoundRow.number))
    )


def round_to_json(r: RoundInfo) -> dict[str, Any]:
    return {
        "round": r.number,
        "date": None if r.date is None else r.date.isoformat(),
        "boards": [
            [b.board, b.white, b.black, None if b.result is None else b.result.value] for b in r.boards
        ],
        "pairing_bye": r.pairing_bye,
    }


def prohibited_pair(row: ProhibitedPairRow) -> ProhibitedPair:
    return ProhibitedPair(
        id=row.id,
        players=tuple(PlayerId(m.player_id) for m in row.members),
        first_round=row.first_round,
        last_round=row.last_round,
        reason=row.reason,
    )


def acceleration_from_json(item: Sequence[Any]) -> Acceleration:
    points, first_round, last_round, first_player, last_player, match = item
    return Acceleration(
        Fraction(points),
        int(first_round),
        int(last_round),
        PairingNumber(int(first_player)),
        PairingNumber(int(last_player)),
        None if match is None else Fraction(match),
    )


def acceleration_to_json(a: Acceleration) -> list[Any]:
    return [
        str(a.points),
        a.first_round,
        a.last_round,
        int(a.first_player),
        int(a.last_player),
        None if a.match_points is None else str(a.match_points),
    ]
