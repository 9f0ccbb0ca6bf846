"""TRF export: the tournament (``operations.mapper``) written by ``engine.trf`` with each player's rank and
the byes already requested for the rounds still to pair.

The rank column (TRF 001, columns 86-89) is the place in the event's standings after the last
complete round, from ``engine.standings.event_standings``: the same policy (tie-breaks, C.07
edition) as the window and the printed standings.

Byes requested for rounds not paired yet (:func:`with_requested_byes`) are written as the reference
engines and the import read them: those of the next round as its cells ``0000 - H/F/Z`` (JaVaFo's
"Unusual info extensions", and TRF26 240 records from them), those of later rounds as TRF26 240
records. So an exported event imported again does not pair a player who asked for a bye.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.schema import ByeRow, PlayerRow
from engine.model import NOT_PAIRED, Colour, PairingNumber, Player, RoundEntry, Tournament
from engine.roundrobin.withdrawals import standings_points
from engine.standings import StandingsTable, event_standings
from engine.trf import write_trf
from engine.trf.teams import team_rosters
from operations.mapper import build_tournament
from operations.ops_event import paired_rounds
from values import ByeKind, TrfVersion

RequestedBye = tuple[int, PairingNumber, ByeKind]
"""(round, player, kind) of a bye requested for a round."""


def pairing_input_text(t: Tournament) -> str:
    """What the pairing engine is given (TRF26), stored with the round."""
    return write_trf(t, "TRF26")


def export_text(s: Session, version: TrfVersion, newline: str = "\r\n") -> str:
    """TRF16/TRF26 for rating submission (TRF Remark 1: CR LF at each line end), with each
    player's rank (columns 86-89) after the last complete round.

    Raises ``TieBreakError`` (an ``ArbiterError``) when the event's tie-breaks cannot be computed
    (e.g. a 2026 tie-break in an event under the 2024 edition): the ranks are not left out silently.
    """
    numbers = {pid: number for pid, number in s.execute(select(PlayerRow.id, PlayerRow.number))}
    byes = [
        (row.round_number, PairingNumber(numbers[row.player_id]), ByeKind(row.kind))
        for row in s.scalars(select(ByeRow).where(ByeRow.round_number > paired_rounds(s)))
    ]
    return tournament_text(build_tournament(s, None), version, newline, byes=byes)


def tournament_text(
    t: Tournament,
    version: TrfVersion,
    newline: str = "\r\n",
    standings: StandingsTable | None = None,
    byes: Iterable[RequestedBye] = (),
) -> str:
    """``export_text`` of a tournament already read from the file (the window's), ``standings`` the
    event's standings after its last complete round when they are computed already, ``byes`` the byes
    requested (those of rounds already paired are in the rounds and are left out here)."""
    return write_trf(with_requested_byes(with_ranks(t, standings), byes), version.value, newline)


def with_requested_byes(t: Tournament, byes: Iterable[RequestedBye]) -> Tournament:
    """``t`` (rounds 1..R paired) with the byes requested for rounds after R: the next round's in its
    cells, later rounds' as 240 records kept with the tournament (both read back by ``engine.trf``); in a
    team file those name the teams whose whole roster has the bye (a single player's is no team's)."""
    paired = t.rounds_recorded
    total = t.number_of_rounds or paired
    nxt: dict[PairingNumber, ByeKind] = {}
    later: dict[tuple[str, int], list[int]] = defaultdict(list)
    for round_number, number, kind in byes:
        if round_number == paired + 1 and round_number <= total:
            nxt[number] = kind
        elif paired + 1 < round_number <= total:
            later[(kind.code.value, round_number)].append(int(number))
    players = tuple(_with_bye_cell(p, nxt[p.number], paired, t) if p.number in nxt else p for p in t.players)
    rosters = team_rosters(t.extra_records)
    if rosters:  # a team file: the IDs of 240 are teams (TRF26 Bye Section)
        later = _teams_of(later, rosters)
    records = tuple(
        f"240 {kind} {round_number:03d} " + " ".join(f"{n:>4}" for n in sorted(numbers)[i : i + 20])
        for (kind, round_number), numbers in sorted(later.items(), key=lambda item: (item[0][1], item[0][0]))
        for i in range(0, len(numbers), 20)
    )
    return replace(t, players=players, extra_records=(*t.extra_records, *records))


def _teams_of(
    later: dict[tuple[str, int], list[int]], rosters: dict[int, tuple[PairingNumber, ...]]
) -> dict[tuple[str, int], list[int]]:
    """The byes of ``later`` (player numbers) as the teams whose whole roster has each one."""
    found: dict[tuple[str, int], list[int]] = {}
    for key, numbers in later.items():
        teams = [n for n, roster in rosters.items() if roster and {int(p) for p in roster} <= set(numbers)]
        if teams:
            found[key] = teams
    return found


def _with_bye_cell(p: Player, kind: ByeKind, paired: int, t: Tournament) -> Player:
    """``p`` with the next round's requested bye in its cell; its points column counts the bye (as
    JaVaFo's manual says of ``0000 - H`` in the round to pair, and as the reader checks it)."""
    with_cell = replace(
        p,
        rounds=(
            *p.rounds,
            *[NOT_PAIRED] * (paired - len(p.rounds)),
            RoundEntry(None, Colour.NONE, kind.code),
        ),
    )
    if p.points is None:
        return with_cell
    gained = with_cell.score(t.point_system) - p.score(t.point_system)
    return replace(with_cell, points=p.points + gained)


def with_ranks(t: Tournament, standings: StandingsTable | None = None) -> Tournament:
    """``t`` with each player's place in the event's standings after the last complete round
    (``standings``: those, computed already), and the points of the standings beside it (in a round
    robin without the games that do not count after a withdrawal, V.4.1: ``standings_points``)."""
    table = standings if standings is not None else event_standings(t)
    rank = table.rank_of()
    points = standings_points(t)
    return replace(
        t, players=tuple(replace(p, rank=rank.get(p.number), points=points[p.number]) for p in t.players)
    )
