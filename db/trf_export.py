"""TRF export: the tournament (``db.mapper``) written by ``engine.trf`` with each player's rank.

The rank column (TRF 001, columns 86-89) is the place in the event's standings after the last
complete round, from ``engine.standings.event_standings``: the same policy (tie-breaks, C.07
edition) as the window and the printed standings.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy.orm import Session

from db.mapper import build_tournament
from db.values import TrfVersion
from engine.model import Tournament
from engine.roundrobin.withdrawals import standings_points
from engine.standings import StandingsTable, event_standings
from engine.trf import write_trf


def pairing_input_text(t: Tournament) -> str:
    """What the pairing engine is given (TRF26), stored with the round."""
    return write_trf(t, "TRF26")


def export_text(s: Session, version: TrfVersion, newline: str = "\r\n") -> str:
    """TRF16/TRF26 for rating submission (TRF Remark 1: CR LF at each line end), with each
    player's rank (columns 86-89) after the last complete round.

    Raises ``TieBreakError`` (an ``ArbiterError``) when the event's tie-breaks cannot be computed
    (e.g. a 2026 tie-break in an event under the 2024 edition): the ranks are not left out silently.
    """
    return tournament_text(build_tournament(s, None), version, newline)


def tournament_text(
    t: Tournament, version: TrfVersion, newline: str = "\r\n", standings: StandingsTable | None = None
) -> str:
    """``export_text`` of a tournament already read from the file (the window's), ``standings`` the
    event's standings after its last complete round when they are computed already."""
    return write_trf(with_ranks(t, standings), version.value, newline)


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
