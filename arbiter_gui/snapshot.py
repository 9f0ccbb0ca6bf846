"""Rows for the window's tables, built from the plain values ``db`` returns (no Qt, no SQL here)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from arbiter_gui.format import score
from arbiter_gui.models.boards import BoardLine
from arbiter_gui.models.players import PlayerRow
from arbiter_gui.models.standings import CrossRow, StandingRow
from db.values import ByeKind, ByeRecord, PlayerId, PlayerRecord, RoundInfo
from engine.model import Colour, PairingNumber, Player, PointSystem, ResultCode, Tournament

BYE_LABELS = {
    ByeKind.HALF: "half-point bye",
    ByeKind.ZERO: "zero-point bye",
    ByeKind.FULL: "full-point bye",
}


def scores_before(tournament: Tournament, round_number: int) -> dict[PairingNumber, Fraction]:
    """Each player's score after rounds 1..round_number-1 (what a pairing list shows)."""
    ps = tournament.point_system
    return {p.number: p.score(ps, round_number - 1) for p in tournament.players}


def player_rows(
    players: Sequence[PlayerRecord],
    tournament: Tournament,
    requested_byes: Sequence[ByeRecord] = (),
) -> list[PlayerRow]:
    ps = tournament.point_system
    points = {p.number: p.score(ps) for p in tournament.players}
    byes: dict[PlayerId, list[str]] = {}
    for b in requested_byes:
        byes.setdefault(b.player, []).append(f"{BYE_LABELS[b.kind]} in round {b.round}")
    rows = []
    for rec in players:
        notes = []
        if rec.withdrawn_from_round is not None:
            notes.append(f"withdrawn from round {rec.withdrawn_from_round}")
        notes.extend(byes.get(rec.id, []))
        rows.append(PlayerRow(rec, points.get(rec.number, Fraction(0)), "; ".join(notes)))
    return rows


def board_rows(
    info: RoundInfo, players: Mapping[PlayerId, PlayerRecord], tournament: Tournament
) -> list[BoardLine]:
    before = scores_before(tournament, info.number)
    rows = []
    for b in info.boards:
        white, black = players[b.white], players[b.black]
        rows.append(
            BoardLine(
                white=white,
                white_score=before.get(white.number, Fraction(0)),
                board=b,
                black=black,
                black_score=before.get(black.number, Fraction(0)),
            )
        )
    ps = tournament.point_system
    if info.pairing_bye is not None:
        p = players[info.pairing_bye]
        rows.append(
            BoardLine(p, before.get(p.number, Fraction(0)), bye_label=f"bye ({score(ps.pairing_bye)})")
        )
    for bye in info.byes:
        p = players[bye.player]
        rows.append(BoardLine(p, before.get(p.number, Fraction(0)), bye_label=BYE_LABELS[bye.kind]))
    return rows


def _points_value(points: PointSystem, entry_result: ResultCode, colour: Colour) -> str:
    from engine.model import RoundEntry

    return score(points.points(RoundEntry(None, colour, entry_result)))


def crosstable_cell(
    tournament: Tournament, player: Player, round_number: int, ranks: Mapping[int, int]
) -> str:
    """``12w1``: opponent's rank 12, white, won; ``+``/``-`` forfeits; ``U``/``H``/``F``/``Z`` byes."""
    entry = player.entry(round_number)
    r = entry.result
    if entry.opponent is None:
        if r is ResultCode.PENDING:
            return ""
        labels: dict[ResultCode, str] = {
            ResultCode.PAIRING_BYE: "bye",
            ResultCode.HALF_BYE: "H",
            ResultCode.FULL_BYE: "F",
            ResultCode.ZERO_BYE: "-" if round_number <= player_rounds(player) else "",
        }
        return labels.get(r, str(r.value))
    colour = "w" if entry.colour is Colour.WHITE else "b" if entry.colour is Colour.BLACK else ""
    opp = ranks.get(int(entry.opponent), int(entry.opponent))
    if r is ResultCode.PENDING:
        return f"{opp}{colour}"
    if r.is_forfeit:
        return f"{opp}{colour}{r.value}"
    shown = _points_value(tournament.point_system, r, entry.colour)
    return f"{opp}{colour}{shown}"


def player_rounds(player: Player) -> int:
    return len(player.rounds)


def crosstable_rows(tournament: Tournament, standings: Sequence[StandingRow], rounds: int) -> list[CrossRow]:
    ranks = {int(s.number): s.rank for s in standings}
    by_number = tournament.by_number()
    rows = []
    for s in standings:
        p = by_number.get(PairingNumber(s.number))
        if p is None:
            continue
        cells = tuple(crosstable_cell(tournament, p, r, ranks) for r in range(1, rounds + 1))
        rows.append(CrossRow(s.rank, s.number, s.name, s.rating, s.federation, s.points, cells))
    return rows
