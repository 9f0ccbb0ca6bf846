"""The file as an ``engine.model.Tournament`` (for the engine, tie-breaks, printing, TRF export), and back.

Stored rounds become TRF round cells (TRF16 001 columns 92-99): a board gives both players their
opponent, colour and result; the PAB gives ``0000 - U``; a recorded bye ``0000 - H/F/Z``; nothing
at all is a round the player was not paired in (``NOT_PAIRED``: late entry, withdrawal, absence).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.convert import apply_details, event_settings
from db.errors import OperationRefused
from db.ops_event import event_row, paired_rounds
from db.schema import BoardRow, ByeRow, PlayerRow, ProhibitedMemberRow, ProhibitedPairRow, RoundRow
from db.tx import Tx
from db.values import ByeKind, EventSettings, GameResult, PlayerDetails, TrfVersion
from engine.errors import ArbiterError
from engine.model import (
    NOT_PAIRED,
    Acceleration,
    Colour,
    ForbiddenPairs,
    PairingNumber,
    Player,
    ResultCode,
    RoundEntry,
    Tournament,
)

if TYPE_CHECKING:
    from db.api import TournamentFile
    from engine.standings import Standing
    from engine.tiebreaks.spec import TieBreakEdition

PAB_ENTRY = RoundEntry(None, Colour.NONE, ResultCode.PAIRING_BYE)


# --- dates as TRF writes them ---------------------------------------------------------------------


def trf_event_date(d: date | None) -> str:
    """042/052: ``YYYY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year:04d}/{d.month:02d}/{d.day:02d}"


def trf_round_date(d: date | None) -> str:
    """132: ``YY/MM/DD`` (TRF16)."""
    return "" if d is None else f"{d.year % 100:02d}/{d.month:02d}/{d.day:02d}"


_DATE_PATTERNS = (
    (re.compile(r"(\d{4})[/.\-](\d{1,2})[/.\-](\d{1,2})"), ("y", "m", "d")),
    (re.compile(r"(\d{1,2})[.](\d{1,2})[.](\d{4})"), ("d", "m", "y")),
    (re.compile(r"(\d{2})[/.\-](\d{1,2})[/.\-](\d{1,2})"), ("y", "m", "d")),
)


def parse_trf_date(text: str) -> date | None:
    """Read ``YYYY/MM/DD``, ``YY/MM/DD``, ``YYYY-MM-DD`` or ``DD.MM.YYYY``; None if empty.

    Raises ``ValueError`` for text that is not one of these dates.
    """
    t = text.strip()
    if not t:
        return None
    for pattern, order in _DATE_PATTERNS:
        m = pattern.fullmatch(t)
        if m:
            parts = dict(zip(order, (int(g) for g in m.groups()), strict=True))
            year = parts["y"] + 2000 if parts["y"] < 100 else parts["y"]
            return date(year, parts["m"], parts["d"])
    raise ValueError(f"{text!r} is not a date like YYYY/MM/DD")


# --- building the Tournament ------------------------------------------------------------------------


def _acceleration_from_json(item: Sequence[Any]) -> Acceleration:
    points, first_round, last_round, first_player, last_player, match = item
    return Acceleration(
        Fraction(points),
        int(first_round),
        int(last_round),
        PairingNumber(int(first_player)),
        PairingNumber(int(last_player)),
        None if match is None else Fraction(match),
    )


def _acceleration_to_json(a: Acceleration) -> list[Any]:
    return [
        str(a.points),
        a.first_round,
        a.last_round,
        int(a.first_player),
        int(a.last_player),
        None if a.match_points is None else str(a.match_points),
    ]


def _entries(s: Session, upto: int) -> dict[int, list[RoundEntry]]:
    """player id -> entries of rounds 1..upto."""
    ids = list(s.scalars(select(PlayerRow.id)))
    numbers = {pid: num for pid, num in s.execute(select(PlayerRow.id, PlayerRow.number))}
    cells: dict[int, list[RoundEntry]] = {pid: [NOT_PAIRED] * upto for pid in ids}
    for b in s.scalars(select(BoardRow).where(BoardRow.round_number <= upto)):
        result = None if b.result is None else GameResult(b.result)
        white, black = (ResultCode.PENDING, ResultCode.PENDING) if result is None else result.codes
        i = b.round_number - 1
        cells[b.white_id][i] = RoundEntry(PairingNumber(numbers[b.black_id]), Colour.WHITE, white)
        cells[b.black_id][i] = RoundEntry(PairingNumber(numbers[b.white_id]), Colour.BLACK, black)
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
            sex=_sex(row.sex),
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
        round_dates=tuple(trf_round_date(d) for d in dates),
        number_of_rounds=settings.number_of_rounds,
        initial_colour=settings.initial_colour,
        point_system=settings.point_system,
        rules=settings.rules,
        tiebreaks=settings.tiebreaks,
        standings_tiebreaks=tuple(str(t) for t in ev.standings_tiebreaks),
        players=players,
        accelerations=tuple(_acceleration_from_json(a) for a in ev.accelerations),
        forbidden_pairs=forbidden,
        extra_records=tuple(str(r) for r in ev.extra_records),
    )


def _sex(value: str) -> Any:
    from engine.model import Sex

    return Sex(value)


def build_pairing_input(s: Session) -> Tournament:
    """What the engine gets to pair round R+1: rounds 1..R, plus ``0000 - H/F/Z`` in round R+1 for
    every player who will not be paired (requested bye, or withdrawn: C.04.2 art. 3.2, 3.3), the
    form of the conformance cases (``shared/conformance/README.md``)."""
    t = build_tournament(s, None)
    number = paired_rounds(s) + 1
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


def pairing_input_text(t: Tournament) -> str:
    from engine.trf import write_trf

    return write_trf(t, "TRF26")


def export_text(s: Session, version: TrfVersion, newline: str = "\r\n") -> str:
    """TRF16/TRF26 for rating submission (TRF Remark 1: CR LF at each line end), with each
    player's rank (columns 86-89) after the last complete round."""
    from engine.trf import write_trf

    return write_trf(with_ranks(build_tournament(s, None)), version.value, newline)


def with_ranks(t: Tournament) -> Tournament:
    """Ranks by the event's tie-breaks (FIDE preset if none); unchanged if they cannot be computed."""
    from engine.standings import compute_standings
    from engine.tiebreaks import PRESETS, TieBreakEdition, parse_tiebreak_list, tiebreaks_of

    try:
        specs = tiebreaks_of(t.tiebreaks, t.standings_tiebreaks) or parse_tiebreak_list(PRESETS["fide"])
        rows = compute_standings(t, specs, TieBreakEdition.for_start_date(t.start_date))
    except ArbiterError:
        return t
    rank = {row.number: row.rank for row in rows}
    return replace(t, players=tuple(replace(p, rank=rank.get(p.number)) for p in t.players))


def standings(
    tf: TournamentFile,
    after_round: int | None,
    tiebreaks: Sequence[str] | None,
    edition: TieBreakEdition | None,
) -> list[Standing]:
    """C.07 standings of the file (``engine.standings.compute_standings``).

    Tie-breaks: ``tiebreaks``, else the event's list (202/212), else the FIDE preset. Edition: by
    the start date (``TieBreakEdition.for_start_date``) unless given.
    """
    from engine.standings import compute_standings
    from engine.tiebreaks import PRESETS, TieBreakEdition, parse_tiebreak_list, tiebreaks_of

    t = tf.tournament()
    if tiebreaks is not None:
        specs = parse_tiebreak_list(list(tiebreaks))
    else:
        specs = tiebreaks_of(t.tiebreaks, t.standings_tiebreaks) or parse_tiebreak_list(PRESETS["fide"])
    chosen = edition or TieBreakEdition.for_start_date(t.start_date)
    return compute_standings(t, specs, chosen, after_round)


# --- import -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LoadReport:
    players: int
    rounds: int
    warnings: tuple[str, ...]


def settings_from_tournament(t: Tournament) -> tuple[EventSettings, tuple[str, ...]]:
    """Event settings for a TRF; dates that cannot be read are dropped with a warning."""
    warnings: list[str] = []

    def read_date(text: str, what: str) -> date | None:
        try:
            return parse_trf_date(text)
        except ValueError:
            warnings.append(f"{what} {text!r} is not a date; left empty")
            return None

    rounds = t.number_of_rounds
    if rounds is None:
        rounds = max(t.rounds_recorded, 1)
        warnings.append(f"the TRF does not give the number of rounds (142/XXR); assuming {rounds}")
    if rounds < t.rounds_recorded:
        warnings.append(
            f"the TRF has {t.rounds_recorded} rounds but says {rounds}; using {t.rounds_recorded}"
        )
        rounds = t.rounds_recorded
    settings = EventSettings(
        name=t.name.strip() or "Imported tournament",
        number_of_rounds=rounds,
        city=t.city,
        federation=t.federation[:3],
        start_date=read_date(t.start_date, "start date (042)"),
        end_date=read_date(t.end_date, "end date (052)"),
        tournament_type=t.tournament_type,
        chief_arbiter=t.chief_arbiter,
        deputy_arbiters=t.deputy_arbiters,
        time_control=t.time_control,
        round_dates=tuple(read_date(d, f"round {i} date (132)") for i, d in enumerate(t.round_dates, 1))[
            :rounds
        ],
        rules=t.rules,
        point_system=t.point_system,
        initial_colour=t.initial_colour if t.initial_colour is not Colour.NONE else None,
        tiebreaks=t.tiebreaks,
    )
    if settings.start_date and settings.end_date and settings.end_date < settings.start_date:
        warnings.append("the end date (052) comes before the start date (042); end date left empty")
        settings = replace(settings, end_date=None)
    return settings, tuple(warnings)


def _last_paired_round(t: Tournament) -> int:
    """The last round in which somebody has an opponent or the PAB."""
    last = 0
    for p in t.players:
        for i, e in enumerate(p.rounds, start=1):
            if (e.opponent is not None or e.result is ResultCode.PAIRING_BYE) and i > last:
                last = i
    return last


def load_tournament(tx: Tx, t: Tournament, source: str) -> LoadReport:
    """Store a whole TRF tournament in a freshly created (empty) file, as one operation."""
    s = tx.session
    warnings: list[str] = []
    ev = event_row(s)
    ev.standings_tiebreaks = list(t.standings_tiebreaks)
    ev.accelerations = [_acceleration_to_json(a) for a in t.accelerations]
    later_byes, kept = _later_byes(t.extra_records)
    ev.extra_records = kept
    ids: dict[int, int] = {}
    for p in sorted(t.players, key=lambda p: p.number):
        row = PlayerRow(number=int(p.number))
        apply_details(
            row, PlayerDetails(p.name, p.rating, p.title, p.federation, p.fide_id, p.sex, p.birth_date)
        )
        s.add(row)
        s.flush()
        ids[int(p.number)] = row.id
    last = _last_paired_round(t)
    for number in range(1, last + 1):
        rnd = RoundRow(
            number=number,
            played_on=None,
            paired_at=None,
            pairer=f"import from {source}"[:200],
            pairing_input=None,
        )
        boards: list[tuple[int, int, GameResult | None]] = []
        for p in sorted(t.players, key=lambda p: p.number):
            e = p.entry(number)
            if e.opponent is not None:
                if e.colour is Colour.BLACK:
                    continue
                if e.colour is Colour.NONE and p.number > e.opponent:
                    continue  # an unplayed game without colours: taken from the lower number
                other = t.player(e.opponent).entry(number)
                try:
                    result = GameResult.from_codes(e.result, other.result)
                except ValueError as exc:
                    raise OperationRefused(
                        f"round {number}: players {p.number} and {e.opponent}: {exc}"
                    ) from exc
                if e.colour is Colour.NONE:
                    warnings.append(
                        f"round {number}: the game {p.number}-{e.opponent} has no colours; "
                        f"{p.number} is recorded as white"
                    )
                boards.append((ids[int(p.number)], ids[int(e.opponent)], result))
            elif e.result is ResultCode.PAIRING_BYE:
                if rnd.pairing_bye_id is not None:
                    raise OperationRefused(f"round {number}: more than one pairing-allocated bye (U)")
                rnd.pairing_bye_id = ids[int(p.number)]
            elif e.result in (ResultCode.HALF_BYE, ResultCode.FULL_BYE):
                s.add(
                    ByeRow(
                        round_number=number,
                        player_id=ids[int(p.number)],
                        kind=ByeKind.from_code(e.result).value,
                    )
                )
        scores = {ids[int(p.number)]: p.score(t.point_system, number - 1) for p in t.players}
        tpn = {v: k for k, v in ids.items()}
        boards.sort(key=lambda b: _board_order(b, scores, tpn))
        rnd.boards = [
            BoardRow(board_no=i, white_id=w, black_id=b, result=None if r is None else r.value)
            for i, (w, b, r) in enumerate(boards, start=1)
        ]
        s.add(rnd)
        s.flush()
    next_round = last + 1
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
            s.add(ByeRow(round_number=next_round, player_id=ids[int(p.number)], kind=kind.value))
    for round_number, kind, number in later_byes:
        if not next_round < round_number <= ev.number_of_rounds or int(number) not in ids:
            raise OperationRefused(f"240: a bye of player {number} in round {round_number} cannot be kept")
        s.add(ByeRow(round_number=round_number, player_id=ids[int(number)], kind=kind.value))
    for forbidden in t.forbidden_pairs:
        pair = ProhibitedPairRow(first_round=forbidden.first_round, last_round=forbidden.last_round)
        pair.members = [ProhibitedMemberRow(player_id=ids[int(n)]) for n in sorted(set(forbidden.players))]
        s.add(pair)
    s.flush()
    tx.audit(
        "import_trf",
        None,
        {"source": source, "players": len(t.players), "rounds": last, "name": t.name},
    )
    return LoadReport(len(t.players), last, tuple(warnings))


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


def _board_order(
    board: tuple[int, int, GameResult | None], scores: dict[int, Fraction], tpn: dict[int, int]
) -> tuple[Fraction, Fraction, int]:
    """C.04.2 (2026) art. 3.6: higher score of the pair, then sum of scores, then the better TPN."""
    sw, sb = scores[board[0]], scores[board[1]]
    return (-max(sw, sb), -(sw + sb), min(tpn[board[0]], tpn[board[1]]))
