"""The mapper: the file's rows as an ``engine.model.Tournament`` (for the engine, tie-breaks, printing
and TRF export, ``db.trf_export``).

Stored rounds become TRF round cells (TRF16 001 columns 92-99): a board gives both players their
opponent, colour and result; the PAB gives ``0000 - U``; a recorded bye ``0000 - H/F/Z``; nothing
at all is a round the player was not paired in (``NOT_PAIRED``: late entry, withdrawal, absence).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.convert import acceleration_from_json, event_settings
from db.errors import OperationRefused
from db.ops_event import event_row, paired_rounds
from db.schema import BoardRow, ByeRow, PlayerRow, ProhibitedPairRow, RoundRow
from db.values import ByeKind, GameResult, board_entries
from engine.model import (
    NOT_PAIRED,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    Player,
    ResultCode,
    RoundEntry,
    Sex,
    Tournament,
)

PAB_ENTRY = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)


# --- dates as TRF writes them ---------------------------------------------------------------------


def trf_event_date(d: date | None) -> str:
    """042/052: ``YYYY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year:04d}/{d.month:02d}/{d.day:02d}"


def trf_round_date(d: date | None) -> str:
    """132: ``YY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year % 100:02d}/{d.month:02d}/{d.day:02d}"


# --- building the Tournament ------------------------------------------------------------------------


def _entries(s: Session, upto: int) -> dict[int, list[RoundEntry]]:
    """player id -> entries of rounds 1..upto."""
    ids = list(s.scalars(select(PlayerRow.id)))
    numbers = {pid: num for pid, num in s.execute(select(PlayerRow.id, PlayerRow.number))}
    cells: dict[int, list[RoundEntry]] = {pid: [NOT_PAIRED] * upto for pid in ids}
    for b in s.scalars(select(BoardRow).where(BoardRow.round_number <= upto)):
        result = None if b.result is None else GameResult(b.result)
        i = b.round_number - 1
        cells[b.white_id][i], cells[b.black_id][i] = board_entries(
            PairingNumber(numbers[b.white_id]), PairingNumber(numbers[b.black_id]), result
        )
    for r in s.scalars(select(RoundRow).where(RoundRow.number <= upto, RoundRow.pairing_bye_id.is_not(None))):
        assert r.pairing_bye_id is not None
        cells[r.pairing_bye_id][r.number - 1] = PAB_ENTRY
    for bye in s.scalars(select(ByeRow).where(ByeRow.round_number <= upto)):
        i = bye.round_number - 1
        if cells[bye.player_id][i] == NOT_PAIRED:
            cells[bye.player_id][i] = RoundEntry(None, Colour.NONE, ByeKind(bye.kind).code)
    return cells


def build_tournament(s: Session, after_round: int | None) -> Tournament:
    """The tournament after round ``after_round`` (default: every paired round, pending results too)."""
    last = paired_rounds(s)
    if after_round is None:
        upto = last
    elif 0 <= after_round <= last:
        upto = after_round
    else:
        raise OperationRefused(f"there is no round {after_round} yet (rounds 1-{last} are paired)")
    ev = event_row(s)
    settings = event_settings(ev)
    cells = _entries(s, upto)
    players = tuple(
        Player(
            number=PairingNumber(row.number),
            name=row.name,
            rating=row.rating,
            title=row.title,
            federation=row.federation,
            fide_id=row.fide_id,
            sex=Sex(row.sex),
            birth_date=row.birth_date,
            rounds=tuple(cells[row.id]),
        )
        for row in s.scalars(select(PlayerRow).order_by(PlayerRow.number))
    )
    numbers = {pid: num for pid, num in s.execute(select(PlayerRow.id, PlayerRow.number))}
    forbidden = tuple(
        ForbiddenPairs(
            tuple(sorted(PairingNumber(numbers[m.player_id]) for m in row.members)),
            row.first_round,
            row.last_round,
        )
        for row in s.scalars(select(ProhibitedPairRow).order_by(ProhibitedPairRow.id))
    )
    played_on = {r.number: r.played_on for r in s.scalars(select(RoundRow))}
    dates = [
        played_on.get(n) or (settings.round_dates[n - 1] if n <= len(settings.round_dates) else None)
        for n in range(1, settings.number_of_rounds + 1)
    ]
    while dates and dates[-1] is None:
        dates.pop()
    return Tournament(
        name=settings.name,
        city=settings.city,
        federation=settings.federation,
        start_date=trf_event_date(settings.start_date),
        end_date=trf_event_date(settings.end_date),
        tournament_type=settings.tournament_type,
        chief_arbiter=settings.chief_arbiter,
        deputy_arbiters=settings.deputy_arbiters,
        time_control=settings.time_control,
        time_control_code=settings.time_control_code,
        round_dates=tuple(trf_round_date(d) for d in dates),
        number_of_rounds=settings.number_of_rounds,
        initial_colour=settings.initial_colour,
        point_system=settings.point_system,
        rules=settings.rules,
        round_robin=settings.round_robin,
        tiebreaks=settings.tiebreaks,
        standings_tiebreaks=tuple(str(t) for t in ev.standings_tiebreaks),
        players=players,
        accelerations=tuple(acceleration_from_json(a) for a in ev.accelerations),
        forbidden_pairs=forbidden,
        extra_records=tuple(str(r) for r in ev.extra_records),
        withdrawn=frozenset(
            PairingNumber(num)
            for num, gone in s.execute(select(PlayerRow.number, PlayerRow.withdrawn_from_round))
            if gone is not None
        ),
    )


def build_pairing_input(s: Session, round_number: int | None = None) -> Tournament:
    """What the engine gets to pair round R+1: rounds 1..R, plus ``0000 - H/F/Z`` in round R+1 for
    every player who will not be paired (requested bye, or withdrawn: C.04.2 art. 3.2, 3.3), the
    form of the conformance cases (``shared/conformance/README.md``).

    With ``round_number`` (a round already paired, or the next one): the same for that round, i.e.
    rounds before it plus its byes and withdrawals, as the file stands now (late entries included).
    """
    number = paired_rounds(s) + 1 if round_number is None else round_number
    t = build_tournament(s, number - 1)
    byes = {
        b.player_id: ByeKind(b.kind) for b in s.scalars(select(ByeRow).where(ByeRow.round_number == number))
    }
    rows = {r.number: r for r in s.scalars(select(PlayerRow))}
    players: list[Player] = []
    for p in t.players:
        row = rows[p.number]
        if row.id in byes:
            extra = RoundEntry(None, Colour.NONE, byes[row.id].code)
        elif row.withdrawn_from_round is not None and number >= row.withdrawn_from_round:
            extra = NOT_PAIRED
        else:
            players.append(p)
            continue
        players.append(replace(p, rounds=(*p.rounds, extra)))
    return replace(t, players=tuple(players))
