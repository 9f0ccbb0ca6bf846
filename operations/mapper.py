"""The mapper: the file's rows as an ``engine.model.Tournament`` (for the engine, tie-breaks, printing
and TRF export, ``operations.trf_export``).

Stored rounds become TRF round cells (TRF16 001 columns 92-99): a board gives both players their
opponent, colour and result; the PAB gives ``0000 - U``; a recorded bye ``0000 - H/F/Z``; nothing
at all is a round the player was not paired in (``NOT_PAIRED``: late entry, withdrawal, absence).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from db.errors import OperationRefused
from db.schema import BoardRow, PlayerRow, ProhibitedPairRow, RoundRow
from db.sections import plain_rows
from engine.i18n import translate
from engine.model import (
    NOT_PAIRED,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    Player,
    RoundEntry,
    Sex,
    Tournament,
)
from operations import team_view
from operations.convert import (
    STORED_RESULTS,
    ResultsThen,
    acceleration_from_json,
    board_columns,
    bye_columns,
    event_settings,
)
from operations.ops_event import event_row, paired_rounds
from values import (
    PAB_ENTRY,
    ByeKind,
    PlayerId,
    PlayerRecord,
    RoundInfo,
    StoredBoard,
    cells_of_round,
    round_cells,
)

# --- dates as TRF writes them ---------------------------------------------------------------------


def trf_event_date(d: date | None) -> str:
    """042/052: ``YYYY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year:04d}/{d.month:02d}/{d.day:02d}"


def trf_round_date(d: date | None) -> str:
    """132: ``YY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year % 100:02d}/{d.month:02d}/{d.day:02d}"


# --- building the Tournament ------------------------------------------------------------------------

_SEX = {sex.value: sex for sex in Sex}
"""A stored sex code -> ``Sex`` (a look-up: ``Sex(code)`` is ``enum``'s call, 10,000 per tournament)."""


def _entries(
    s: Session,
    upto: int,
    results: ResultsThen | None,
    rounds: Sequence[RoundInfo] | None,
    numbers: dict[int, PairingNumber],
    paired: dict[int, int | None],
    team: bool,
    bye_rows: Sequence[tuple[int, int, str]] | None = None,
) -> dict[int, list[RoundEntry]]:
    """player id -> entries of rounds 1..upto (``values.round_cells`` of each stored round, read by
    ``_stored_cells`` unless ``rounds`` are those already read). ``results``: boards
    whose result is taken from there instead of the file (the results as they stood when a later
    round was paired). ``numbers``: every player's pairing number by id; ``paired``: every stored
    round's pairing-allocated bye (a player id, or None) by number; both read already in this
    transaction. ``team``: a team event, whose teams' byes are read too (``team_view.bye_players``).
    ``bye_rows``: the stored byes (``convert.bye_columns``) of rounds 1..upto at least, when read already."""
    cells: dict[int, list[RoundEntry]] = {pid: [NOT_PAIRED] * upto for pid in numbers}
    player_of = {num: pid for pid, num in numbers.items()}
    if rounds is None or results:
        by_round = _stored_cells(s, upto, results or {}, numbers, paired, bye_rows)
    else:
        by_id = {PlayerId(pid): num for pid, num in numbers.items()}
        by_round = {info.number: round_cells(info, by_id) for info in rounds if info.number <= upto}
    for number, round_of in by_round.items():
        for player, entry in round_of.items():
            cells[player_of[player]][number - 1] = entry
    for n, players in (team_view.bye_players(s, upto) if team else {}).items():
        for pid in players:
            cells[pid][n - 1] = PAB_ENTRY  # a team's pairing-allocated bye (C.04.6 3.2)
    return cells


def _stored_cells(
    s: Session,
    upto: int,
    results: ResultsThen,
    numbers: dict[int, PairingNumber],
    round_byes: dict[int, int | None],
    bye_rows: Sequence[tuple[int, int, str]] | None = None,
) -> dict[int, dict[PairingNumber, RoundEntry]]:
    """round -> the round cells of rounds 1..upto (``values.cells_of_round``), read from the file as
    plain columns, the boards' results from ``results`` where it has them (as ``read_rounds`` reads
    them, without making its 64,000 ``BoardRecord``s at 9,999 players); ``round_byes``: every stored
    round's pairing-allocated bye by number; ``bye_rows``: the stored byes of rounds 1..upto at least,
    when read already (else read here)."""
    paired = {number: bye for number, bye in round_byes.items() if number <= upto}
    byes: dict[int, list[tuple[PairingNumber, ByeKind]]] = defaultdict(list)
    for rnd, player, kind in s.execute(bye_columns(upto)) if bye_rows is None else bye_rows:
        if rnd <= upto:
            byes[rnd].append((numbers[player], _BYE_KINDS[kind]))
    boards: dict[int, list[StoredBoard]] = defaultdict(list)
    for rnd, board, white, black, stored, no_colours in plain_rows(s, board_columns(upto), BoardRow):
        result = None if stored is None else STORED_RESULTS[stored]
        boards[rnd].append(
            (numbers[white], numbers[black], results.get((rnd, board), result), bool(no_colours))
        )
    return {
        number: cells_of_round(byes[number], None if bye is None else numbers[bye], boards[number])
        for number, bye in sorted(paired.items())
    }


_BYE_KINDS = {kind.value: kind for kind in ByeKind}
"""A stored bye kind -> ``ByeKind`` (a look-up, not ``enum``'s call)."""


def entry_rounds(s: Session, records: Sequence[PlayerRecord] | None = None) -> dict[int, int]:
    """player id -> first round, of every late entry (C.04.2 (2026) art. 2.4): the round stored when
    the player was registered (``PlayerRow.entry_round``), or an earlier round the arbiter paired the
    player in after all (art. 4.4.4: a published pairing changed to admit a late entry). The one
    place that decides which rounds a player was registered for. ``records``: every player, when
    read already in this transaction (their ``entry_round`` is the stored one)."""
    late = select(PlayerRow.id).where(PlayerRow.entry_round.is_not(None))
    if records is None:
        stored = {pid: first for pid, first in s.execute(late.add_columns(PlayerRow.entry_round))}
    else:
        stored = {p.id: p.entry_round for p in records if p.entry_round is not None}
    if not stored:
        return {}
    # the first round each late entry was seated in, counted by the file (not 64,000 boards read)
    seated: dict[int, int] = {}
    for seat, number in (
        (BoardRow.white_id, BoardRow.round_number),
        (BoardRow.black_id, BoardRow.round_number),
        (RoundRow.pairing_bye_id, RoundRow.number),
    ):
        for pid, rnd in s.execute(select(seat, func.min(number)).where(seat.in_(late)).group_by(seat)):
            if pid is not None:  # (none is: only late entries are asked for)
                seated[pid] = min(seated.get(pid, rnd), rnd)
    firsts = {pid: min(first, seated.get(pid, first)) for pid, first in stored.items()}
    return {pid: first for pid, first in firsts.items() if first > 1}


def _player_columns(s: Session) -> Sequence[Any]:
    """What a ``Player`` of the engine takes of each player (and the id, the withdrawal), in pairing-number
    order: plain columns, not ORM objects (10,000 players at every pairing)."""
    return plain_rows(
        s,
        select(
            PlayerRow.id,
            PlayerRow.number,
            PlayerRow.name,
            PlayerRow.rating,
            PlayerRow.title,
            PlayerRow.federation,
            PlayerRow.fide_id,
            PlayerRow.sex,
            PlayerRow.birth_date,
            PlayerRow.withdrawn_from_round,
        ).order_by(PlayerRow.number),
        PlayerRow,
    )


def build_tournament(
    s: Session,
    after_round: int | None,
    results: ResultsThen | None = None,
    rounds: Sequence[RoundInfo] | None = None,
    records: Sequence[PlayerRecord] | None = None,
) -> Tournament:
    """The tournament after round ``after_round`` (default: every paired round, pending results too);
    ``results``: boards whose result is taken from there instead of the file (see ``_entries``);
    ``rounds``: every round as ``operations.convert.read_rounds`` read it in this transaction, and
    ``records``: every player in pairing-number order as ``operations.convert.player_columns`` read
    them, when the caller has them already (the window's snapshot: 9,999 players read once)."""
    return _build(s, after_round, results, rounds, records, paired_rounds(s))[0]


def _build(
    s: Session,
    after_round: int | None,
    results: ResultsThen | None,
    rounds: Sequence[RoundInfo] | None,
    records: Sequence[PlayerRecord] | None,
    last: int,
    bye_rows: Sequence[tuple[int, int, str]] | None = None,
) -> tuple[Tournament, dict[int, int]]:
    """``build_tournament`` (``last``: the number of paired rounds, ``bye_rows``: the stored byes of the
    rounds before ``after_round`` at least, both when read already), and every player's id by pairing
    number."""
    if after_round is None:
        upto = last
    elif 0 <= after_round <= last:
        upto = after_round
    else:
        raise OperationRefused(
            translate("DbFile", "there is no round {after_round} yet (rounds 1-{last} are paired)").format(
                after_round=after_round, last=last
            )
        )
    ev = event_row(s)
    settings = event_settings(ev)
    # each player's columns as a plain tuple (a row's attributes cost more than the players they make)
    rows: Sequence[tuple[Any, ...]] = (
        [
            (pid, number, name, rating, title, federation, fide_id, _SEX[sex], birth, gone)
            for pid, number, name, rating, title, federation, fide_id, sex, birth, gone in _player_columns(s)
        ]
        if records is None
        else [
            (
                p.id,
                p.number,
                p.name,
                p.rating,
                p.title,
                p.federation,
                p.fide_id,
                p.sex,
                p.birth_date,
                p.withdrawn_from_round,
            )
            for p in records
        ]
    )
    numbers = {pid: PairingNumber(number) for pid, number, *_ in rows}
    # every round's bye and date in one read (two columns each: a round paired here keeps the engine's
    # input, some 2 MB at 9,999 players)
    stored = list(s.execute(select(RoundRow.number, RoundRow.pairing_bye_id, RoundRow.played_on)))
    paired = {number: bye for number, bye, _ in stored}
    cells = _entries(s, upto, results, rounds, numbers, paired, settings.team is not None, bye_rows)
    players = tuple(
        # by position (no keywords: 10,000 players at every pairing); points and rank None
        Player(number, name, rating, title, federation, fide_id, sex, birth, None, None, tuple(cells[pid]))
        for pid, number, name, rating, title, federation, fide_id, sex, birth, _ in rows
    )
    forbidden = tuple(
        ForbiddenPairs(
            tuple(sorted(PairingNumber(numbers[m.player_id]) for m in row.members)),
            row.first_round,
            row.last_round,
        )
        for row in s.scalars(select(ProhibitedPairRow).order_by(ProhibitedPairRow.id))
    )
    withdrawals = [(number, gone) for _, number, *_, gone in rows if gone is not None]
    played_on = {number: day for number, _, day in stored}
    dates = [
        played_on.get(n) or (settings.round_dates[n - 1] if n <= len(settings.round_dates) else None)
        for n in range(1, settings.number_of_rounds + 1)
    ]
    while dates and dates[-1] is None:
        dates.pop()
    t = Tournament(
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
        system=settings.system,
        tiebreaks=settings.tiebreaks,
        standings_tiebreaks=tuple(str(t) for t in ev.standings_tiebreaks),
        players=players,
        accelerations=tuple(acceleration_from_json(a) for a in ev.accelerations),
        forbidden_pairs=forbidden,
        extra_records=tuple(str(r) for r in ev.extra_records),
        withdrawn=frozenset(PairingNumber(num) for num, gone in withdrawals),
        withdrawal_rounds=tuple((PairingNumber(num), gone) for num, gone in withdrawals),
        entry_rounds=tuple(
            sorted((PairingNumber(numbers[pid]), r) for pid, r in entry_rounds(s, records).items())
        ),
    )
    ids = {int(number): pid for pid, number in numbers.items()}
    return (t if settings.team is None else team_view.with_teams(s, t, settings.team)), ids


def build_pairing_input(
    s: Session,
    round_number: int | None = None,
    *,
    results: ResultsThen | None = None,
    seated: frozenset[int] = frozenset(),
    cells: int = 1,
) -> Tournament:
    """What the engine gets to pair round R+1: rounds 1..R, plus ``0000 - H/F/Z`` in round R+1 for
    every player who will not be paired (requested bye, or withdrawn: C.04.2 art. 3.2, 3.3), the
    form of the conformance cases (``shared/conformance/README.md``).

    With ``round_number`` (a round already paired, or the next one): the same for that round, i.e.
    rounds before it plus its byes and withdrawals, and the players registered for it: a late entry
    registered after it was paired is not there (``entry_rounds``), unless in ``seated`` (player ids
    a pairing of that round being checked gives a board). ``results``: the results of earlier rounds
    as they stood when the round was paired (``operations.result_history``), else as the file has them.

    ``cells``: the rounds paired at once, each such player's cell repeated in every one of them (a
    Double-Swiss match is two: C.04.5 Preface, "Byes ... apply only to matches, never to individual
    games").
    """
    return pairing_input(s, round_number, results=results, seated=seated, cells=cells).tournament


@dataclass(frozen=True, slots=True)
class PairingInput:
    """``build_pairing_input``'s tournament, with who is to be paired in it, from the same reads."""

    tournament: Tournament
    pairable: dict[int, int]
    """TPN -> player id of everyone to be paired (``pairable``), the late entries included."""


def pairing_input(
    s: Session,
    round_number: int | None = None,
    *,
    results: ResultsThen | None = None,
    seated: frozenset[int] = frozenset(),
    cells: int = 1,
    last: int | None = None,
) -> PairingInput:
    """``build_pairing_input`` and the players to be paired (``pairable``), each table read once (at a
    venue server each read is a round trip): ``last``, the number of paired rounds when read already."""
    last = paired_rounds(s) if last is None else last
    number = last + 1 if round_number is None else round_number
    # the byes of the rounds played and of those paired now, in one read
    bye_rows = [(rnd, pid, kind) for rnd, pid, kind in s.execute(bye_columns(number + cells - 1))]
    t, ids = _build(s, number - 1, results, None, None, last, bye_rows)
    later = {ids[n] for n, first in t.entry_rounds if first > number} - seated
    byes = {pid: ByeKind(kind) for rnd, pid, kind in bye_rows if rnd >= number}
    gone = dict(t.withdrawal_rounds)
    players: list[Player] = []
    for p in t.players:
        pid = ids[p.number]
        if pid in byes:
            extra = RoundEntry(None, Colour.NONE, byes[pid].code)
        elif pid in later or (p.number in gone and number >= gone[p.number]):
            extra = NOT_PAIRED
        else:
            players.append(p)
            continue
        players.append(replace(p, rounds=(*p.rounds, *[extra] * cells)))
    rows = [(int(p.number), ids[p.number], gone.get(p.number)) for p in t.players]
    return PairingInput(replace(t, players=tuple(players)), pairable(rows, set(byes), number))


def pairable(rows: Iterable[tuple[int, int, int | None]], with_bye: set[int], number: int) -> dict[int, int]:
    """TPN -> player id of everyone to be paired in round ``number`` of ``rows`` (each player's pairing
    number, id and the round he withdrew from, or None), in pairing-number order: not withdrawn by then
    (C.04.2 art. 3.3), not among ``with_bye`` (the ids of the requested byes of the rounds of the
    pairing, art. 3.2). The one rule for who is to be paired.

    >>> pairable([(2, 20, None), (1, 10, 3), (3, 30, None)], {30}, 2)
    {1: 10, 2: 20}
    >>> pairable([(1, 10, 3)], set(), 3)
    {}
    """
    return {
        tpn: pid for tpn, pid, gone in sorted(rows) if pid not in with_bye and (gone is None or number < gone)
    }
